"""Benchmark: ``ireval-teach eval`` end to end versus pytrec_eval (parse + evaluate), and ranx if installed.

Workload (fixed seed): 5,000 queries x 1,000 retrieved documents = 5,000,000 run lines, written in
rank order as retrieval systems write them (scores with 3 decimals, so ties occur), and graded
qrels (labels 0-3) with 100 judged documents per query (up to 70 of them retrieved, mostly near the top,
the rest never retrieved). Measures: map, ndcg_cut_10, P_10, recip_rank.

Every tool runs in a fresh Python process (interpreter start, imports, reading both files, the
evaluation and printing the means all count); the script measures wall time, CPU time (user +
system) and peak resident memory of that process (``os.wait4``), repeats each ``--repeat`` times
and prints a Markdown table (best and median), and checks that the means agree.

    python3 benchmarks/bench_eval.py                  # generate benchmarks/data/ if needed, then time
    python3 benchmarks/bench_eval.py --repeat 5 --queries 5000 --docs 1000
    python3 benchmarks/bench_eval.py --shuffled     # the same lines in random order (queries interleaved)

Not run in CI (it takes about a minute and ~200 MB of disk in benchmarks/data/).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MEASURES = ["map", "ndcg_cut_10", "P_10", "recip_rank"]


def generate(outdir: str, n_queries: int = 5000, n_ret: int = 1000, n_judged: int = 100, seed: int = 20261122):
    """Write qrels.txt and run.txt into ``outdir`` (deterministic for a given seed and size)."""
    rng = np.random.default_rng(seed)
    os.makedirs(outdir, exist_ok=True)
    run_path = os.path.join(outdir, f"run_{n_queries}x{n_ret}.txt")
    qrels_path = os.path.join(outdir, f"qrels_{n_queries}x{n_ret}.txt")
    if os.path.exists(run_path) and os.path.exists(qrels_path):
        return qrels_path, run_path
    n_top = min(70, n_ret)
    with open(run_path + ".tmp", "w") as frun, open(qrels_path + ".tmp", "w") as fq:
        for q0 in range(0, n_queries, 250):
            lines, qlines = [], []
            for qi in range(q0, min(n_queries, q0 + 250)):
                qid = str(1001 + qi)
                docs = rng.choice(10_000_000, size=n_ret + n_judged, replace=False)
                scores = np.sort(np.round(rng.normal(10, 3, n_ret), 3))[::-1]
                names = [f"D{d:07d}" for d in docs]
                lines.extend(f"{qid} Q0 {names[i]} {i + 1} {scores[i]:.3f} bench\n" for i in range(n_ret))
                top = np.unique(np.minimum(rng.exponential(150, 200).astype(int), n_ret - 1))[:n_top]
                judged = list(top) + list(range(n_ret, n_ret + n_judged - len(top)))
                grades = rng.choice(4, size=len(judged), p=[0.55, 0.25, 0.12, 0.08])
                qlines.extend(f"{qid} 0 {names[j]} {g}\n" for j, g in zip(judged, grades))
            frun.write("".join(lines))
            fq.write("".join(qlines))
    os.replace(run_path + ".tmp", run_path)
    os.replace(qrels_path + ".tmp", qrels_path)
    return qrels_path, run_path


def shuffled(run_path: str, seed: int = 7) -> str:
    """A copy of the run with its lines in a random (seeded) order: queries interleaved, scores unsorted."""
    out = run_path.replace(".txt", "_shuffled.txt")
    if not os.path.exists(out):
        with open(run_path, "rb") as f:
            lines = f.readlines()
        perm = np.random.default_rng(seed).permutation(len(lines))
        with open(out + ".tmp", "wb") as f:
            f.writelines(lines[i] for i in perm)
        os.replace(out + ".tmp", out)
    return out


PYTREC = """
import sys, pytrec_eval
qrels_path, run_path = sys.argv[1:3]
with open(qrels_path) as f:
    qrels = pytrec_eval.parse_qrel(f)
with open(run_path) as f:
    run = pytrec_eval.parse_run(f)
res = pytrec_eval.RelevanceEvaluator(qrels, {MEASURES}).evaluate(run)
for m in {MEASURES}:
    vals = [d[m] for d in res.values()]
    print(f"{{m:<22}}\\tall\\t{{pytrec_eval.compute_aggregated_measure(m, vals):.4f}}")
"""

RANX = """
import sys
from ranx import Qrels, Run, evaluate
qrels = Qrels.from_file(sys.argv[1], kind="trec")
run = Run.from_file(sys.argv[2], kind="trec")
res = evaluate(qrels, run, ["map", "ndcg@10", "precision@10", "mrr"])
for k, v in res.items():
    print(f"{k:<22}\\tall\\t{v:.4f}")
"""


def timed(cmd: list[str], env: dict) -> tuple[float, float, float, str]:
    """(wall s, cpu s, peak RSS MiB, stdout) of one run of ``cmd`` in a fresh process."""
    with tempfile.TemporaryFile() as out:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE, env=env, cwd=ROOT)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err = p.stderr.read().decode()
        p.stderr.close()
        if p.returncode != 0:
            raise RuntimeError(f"{cmd[:4]} failed ({p.returncode}): {err}")
        out.seek(0)
        return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, out.read().decode()


def means(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) == 3 and parts[1] == "all":
            out[parts[0].strip()] = float(parts[2])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--queries", type=int, default=5000)
    ap.add_argument("--docs", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--data", default=os.path.join(HERE, "data"))
    ap.add_argument("--shuffled", action="store_true", help="time a copy of the run with its lines shuffled")
    args = ap.parse_args(argv)

    t = time.perf_counter()
    qrels, run = generate(args.data, args.queries, args.docs)
    if args.shuffled:
        run = shuffled(run)
    print(f"data: {run} ({os.path.getsize(run) / 2**20:.0f} MiB), {qrels}  [{time.perf_counter() - t:.1f} s]",
          file=sys.stderr)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    tools = {
        "ireval-teach eval": [sys.executable, "-m", "ireval_teach", "eval", qrels, run,
                              *sum((["-m", m] for m in MEASURES), []), "--no-progress"],
        "pytrec_eval (parse_qrel, parse_run, evaluate)": [sys.executable, "-c",
                                                          PYTREC.format(MEASURES=MEASURES), qrels, run],
    }
    try:
        import ranx  # noqa: F401
        tools["ranx (from_file, evaluate)"] = [sys.executable, "-c", RANX, qrels, run]
    except ImportError:
        print("ranx is not installed: skipped", file=sys.stderr)
    results: dict[str, list] = {name: [] for name in tools}
    outputs = {}
    for i in range(args.repeat):              # interleaved, so load changes hit every tool alike
        for name, cmd in tools.items():
            r = timed(cmd, env)
            results[name].append(r[:3])
            outputs[name] = r[3]
            print(f"  {name}: wall {r[0]:.2f} s, cpu {r[1]:.2f} s, peak {r[2]:.0f} MiB", file=sys.stderr)
    ours = means(outputs["ireval-teach eval"])
    ref = means(outputs["pytrec_eval (parse_qrel, parse_run, evaluate)"])
    agree = all(abs(ours[m] - ref[m]) < 1e-4 + 1e-12 for m in MEASURES)
    print(f"\n{args.queries:,} queries x {args.docs:,} documents ({args.queries * args.docs:,} run lines"
          f"{', shuffled' if args.shuffled else ''}); "
          f"measures {', '.join(MEASURES)}; {args.repeat} runs each, interleaved; "
          f"means agree to 4 decimals: {'yes' if agree else 'NO'}\n")
    print("| tool | wall best (s) | wall median (s) | CPU best (s) | peak memory (MiB) | wall ratio | CPU ratio |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    base = results["pytrec_eval (parse_qrel, parse_run, evaluate)"]
    bw, bc = min(r[0] for r in base), min(r[1] for r in base)
    for name, rs in results.items():
        w = min(r[0] for r in rs)
        c = min(r[1] for r in rs)
        print(f"| {name} | {w:.2f} | {statistics.median(r[0] for r in rs):.2f} | {c:.2f} | "
              f"{max(r[2] for r in rs):.0f} | {w / bw:.2f} | {c / bc:.2f} |")
    print("\n" + "\n".join(f"    {line}" for line in outputs["ireval-teach eval"].splitlines()))
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
