"""Benchmark: grade a generated class of the AP/MAP assignment, each notebook in its own sandbox.

Not run in CI. Usage (from the repository root)::

    python3 benchmarks/bench_grading.py [--n 40] [--repeat 1] [--workers N] [--isolation bwrap] [--keep DIR]

The submissions are the instructor's ``exercises/source/03_ap_map.ipynb`` (4 tasks: a typed AP value,
AP, 11-point AP and MAP functions) with a personal STUDENT_ID each, edited like a class would:
60 % correct, 25 % with a catalogued mistake (AP divided by the relevant retrieved / averaged over
all ranks, 11-point without the 0.0 level, MAP of the concatenated lists, a typed value divided by
the relevant retrieved), 5 % with a function that crashes, 5 % with a function that loops forever
(the checker's 3 s limit), 5 % with a top-level cell that loops forever (the per-cell limit).

It prints the wall time per run, seconds per submission (wall / n), the per-notebook times and the
status counts. With ``--repeat R`` the same class is graded R times: the script checks that every
gradebook is byte-for-byte the same and that every correct student passes every function and value task in
every run (exit 1 otherwise; the judgment questions' filled-in answers are the demo student's, so not
counted). Record the results in ``benchmarks/README_grading.md``.

``--fork-bomb R`` measures the process limit instead: it grades one correct submission with an
extra fork-bomb cell (``while True: os.fork()``, errors ignored; 2 s cell limit) R times, while a
thread of this process counts, every 2 ms, the processes of the sandbox (this process's descendants
other than bubblewrap's own), and prints the peak of each run, the limit and how it is enforced
(:func:`ireval_teach.exercises.isolation.process_limit_status`). ``--process-limit agent`` makes the
grader use the fallback that applies where no other is possible (only the agent's count every
0.1 s), to compare with.
"""

from __future__ import annotations

import argparse
import collections
import csv
import hashlib
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import nbformat  # noqa: E402

from ireval_teach.exercises.grading import default_workers, grade  # noqa: E402
from ireval_teach.exercises.isolation import descendants  # noqa: E402

SOURCE = ROOT / "exercises" / "source" / "03_ap_map.ipynb"

EDITS = {
    "ap_retrieved": [("return total / n_relevant if n_relevant else 0.0", "return total / tp if tp else 0.0", 1)],
    "ap_all_ranks": [("def my_ap(labels, n_relevant):\n",
                      "def my_ap(labels, n_relevant):\n    return sum(sum(labels[:i]) / i for i in "
                      "range(1, len(labels) + 1)) / len(labels)\n", 1)],
    "ap_value_retrieved": [('my_ap_value = total / v["n_relevant"]', "my_ap_value = total / tp", 1)],
    "eleven_no_zero": [("for lv in levels) / 11", "for lv in levels[1:]) / 10", 1)],
    "map_concat": [("return sum(ap(l, R) for l, R in zip(runs, n_relevant)) / len(runs)",
                    "return ap([x for run in runs for x in run], sum(n_relevant))", 1)],
    "crash": [("def my_ap(labels, n_relevant):\n", "def my_ap(labels, n_relevant):\n    return labels[99]\n", 1)],
    "function_loop": [("def my_11pt(labels, n_relevant):\n",
                       "def my_11pt(labels, n_relevant):\n    while True:\n        pass\n", 1)],
}


def make_submission(kind: str, student_id: str) -> nbformat.NotebookNode:
    nb = nbformat.read(str(SOURCE), as_version=4)
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        cell.source = cell.source.replace('STUDENT_ID = "demo"', f'STUDENT_ID = "{student_id}"')
        for old, new, count in EDITS.get(kind, []):
            cell.source = cell.source.replace(old, new, count)
    if kind == "cell_loop":
        nb.cells.insert(3, nbformat.v4.new_code_cell("while True:\n    pass"))
    return nb


FORK_BOMB = "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"


def sandbox_processes(root_pid: int) -> tuple[int, int]:
    """Descendants of ``root_pid`` that are not bubblewrap itself (the agent, its children, the student's):
    (all of them, those not yet dead -- a zombie still counts against the kernel's limit until reaped)."""
    states = [state for name, state in descendants(root_pid).values() if name != b"bwrap"]
    return len(states), sum(1 for s in states if s != b"Z")


def fork_bomb(runs: int, work: Path, mode: str | None) -> int:
    from ireval_teach.exercises import isolation

    if mode == "agent":  # the fallback where a root grader cannot run a sandbox under another user id
        isolation.process_limit_status.cache_clear()
        isolation.process_limit_status = lambda: ("agent", "forced by --process-limit agent")
    how = isolation.process_limit_status()
    subs = work / "submissions"
    subs.mkdir(parents=True, exist_ok=True)
    nb = make_submission("correct", "bomb")
    nb.cells.append(nbformat.v4.new_code_cell(FORK_BOMB))
    path = subs / "fork_bomb.ipynb"
    nbformat.write(nb, str(path))
    print(f"process limit {isolation.Limits().processes}, enforced by: {how[0]} ({how[1]})", flush=True)
    peaks = []
    for run in range(runs):
        samples, stop = [], threading.Event()

        def sample() -> None:
            while not stop.is_set():
                samples.append(sandbox_processes(os.getpid()))
                time.sleep(0.002)

        t = threading.Thread(target=sample, daemon=True)
        t.start()
        t0 = time.monotonic()
        results = grade([path], work / "bomb.csv", assignment=SOURCE, timeout=8, cell_timeout=2, workers=1)
        wall = time.monotonic() - t0
        stop.set()
        t.join()
        peak, alive = max(n for n, _ in samples), max(a for _, a in samples)
        peaks.append(peak)
        print(f"run {run + 1}: peak {peak} processes in the sandbox ({alive} not zombies; {len(samples)} samples), "
              f"{results[0].passed} of 4 tasks passed, {wall:.1f} s; load average {os.getloadavg()[0]:.1f}", flush=True)
    print(f"{runs} runs: peak processes min {min(peaks)}, median {sorted(peaks)[len(peaks) // 2]}, max {max(peaks)}")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=40)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--isolation", default="bwrap", choices=("bwrap", "process"))
    ap.add_argument("--keep", default=None, help="write submissions and results here (default: a temp dir)")
    ap.add_argument("--cell-timeout", type=float, default=10.0)
    ap.add_argument("--fork-bomb", type=int, default=0, metavar="R",
                    help="measure the peak process count of a fork-bomb submission R times (instead of a class)")
    ap.add_argument("--process-limit", choices=("auto", "agent"), default="auto",
                    help="with --fork-bomb: agent = use the fallback (the agent's count only), to compare")
    args = ap.parse_args(argv)
    if args.fork_bomb:
        return fork_bomb(args.fork_bomb, Path(args.keep or tempfile.mkdtemp(prefix="ireval_bench_")),
                         args.process_limit)
    rng = random.Random(20261122)
    kinds = (["correct"] * 60 + ["ap_retrieved"] * 5 + ["ap_all_ranks"] * 5 + ["ap_value_retrieved"] * 5
             + ["eleven_no_zero"] * 5 + ["map_concat"] * 5 + ["crash"] * 5 + ["function_loop"] * 5 + ["cell_loop"] * 5)
    work = Path(args.keep or tempfile.mkdtemp(prefix="ireval_bench_"))
    subs = work / "submissions"
    subs.mkdir(parents=True, exist_ok=True)
    paths, kind_of = [], {}
    made = collections.Counter()
    for i in range(args.n):
        kind = rng.choice(kinds)
        made[kind] += 1
        p = subs / f"s{i:04d}.ipynb"
        nbformat.write(make_submission(kind, f"s{i:04d}"), str(p))
        paths.append(p)
        kind_of[str(p)] = kind
    workers = args.workers or default_workers()
    os.environ.setdefault("IREVAL_EXERCISE_SECRET", "bench-secret")
    print(f"{args.n} submissions ({dict(made)}), {workers} workers, {os.cpu_count()} CPUs, isolation {args.isolation}",
          flush=True)
    digests, walls, failures = [], [], []
    for run in range(args.repeat):
        out = work / f"grades_{run:02d}.csv"
        t0 = time.monotonic()
        results = grade(paths, out, assignment=SOURCE, timeout=120, cell_timeout=args.cell_timeout, workers=workers,
                        isolation=args.isolation)
        wall = time.monotonic() - t0
        walls.append(wall)
        digests.append(hashlib.sha256(out.read_bytes()).hexdigest())
        rows = list(csv.DictReader(out.open(encoding="utf-8")))
        # full marks on the tasks the script answers for every student: the function and value tasks (a
        # judgment question's filled-in answer in the source notebook is the demo student's, whose key may
        # differ from another student's, so it is not counted)
        bad = [r["file"] for r in rows if kind_of[r["file"]] == "correct"
               and any(v != "passed" for k, v in r.items() if k.endswith(" status") and not k.startswith("judge."))]
        failures += [(run, f) for f in bad]
        per = sorted(r.elapsed for r in results)
        status = collections.Counter(v for r in rows for k, v in r.items() if k.endswith(" status"))
        print(f"run {run + 1}: wall {wall:.1f} s ({wall / len(results):.2f} s per submission); per notebook median "
              f"{per[len(per) // 2]:.2f} s, max {per[-1]:.2f} s; correct students not at full marks: {len(bad)}; "
              f"statuses {dict(status)}; load average {os.getloadavg()[0]:.1f}", flush=True)
    same = len(set(digests)) == 1
    print(f"{args.repeat} runs: gradebooks identical: {same}; correct students below full marks: {len(failures)}; "
          f"wall per submission min {min(walls) / args.n:.2f} s, max {max(walls) / args.n:.2f} s")
    print(f"gradebook SHA-256 {digests[0][:8]}...; results in {work}")
    return 0 if same and not failures else 1


if __name__ == "__main__":
    sys.exit(main())
