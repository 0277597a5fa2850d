"""Benchmark: ``ireval-teach eval`` versus trec_eval's C binary, whole process, wall time and peak memory.

trec_eval is not shipped here: fetch its source (https://github.com/usnistgov/trec_eval), build it
with its own ``make`` and pass the binary's path::

    python3 benchmarks/bench_vs_trec_eval.py --trec-eval /tmp/trec_eval/trec_eval            # 3 shapes
    python3 benchmarks/bench_vs_trec_eval.py --trec-eval /tmp/trec_eval/trec_eval --scaling  # + 0.5 M .. 50 M lines

Workloads (invented data, fixed seed, generated once into ``--data``, default ``/tmp/ireval_bench``):

* ``500 x 1000``, ``5000 x 1000`` and ``50000 x 100``: queries x retrieved documents per query;
* with ``--scaling``: 500, 1,500, 5,000, 15,000 and 50,000 queries x 1,000 documents
  (0.5 M to 50 M run lines; the 50 M-line run is a 1.7 GiB file).

Each run file is written in rank order, as retrieval systems write them: ``qid Q0 docno rank score tag``
with 5-digit query ids, 8-character docnos, zero-padded ranks and scores with 3 decimals drawn from
100,000 values, so equal scores occur and the tie rule has work to do. The qrels are graded (labels 0-3
with probabilities .55/.25/.12/.08), 100 judged documents per query: each retrieved document is judged
with probability 0.45 exp(-rank / 150) (about 67 judged in the top 1,000, 33 in the top 100) and the
rest of the 100 are documents the run never retrieved.

Measures ``map ndcg_cut_10 P_10 recip_rank``; the means of the two tools are checked to agree to the 4
printed decimals. Every command runs in a fresh process, the tools interleaved (A, B, A, B, ...) so
that load changes hit both, after one untimed run of each (page cache warm, Python bytecode written:
``PYTHONDONTWRITEBYTECODE`` is removed from the children's environment, see :data:`ENV`); wall time, CPU time (user + system) and peak resident memory come from
``os.wait4`` on that process. The table reports medians over ``--repeat`` runs and the ratios
ireval-teach / trec_eval. Results are written to ``--json`` and plotted (matplotlib) to ``--plot``.

Not run in CI.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MEASURES = ["map", "ndcg_cut_10", "P_10", "recip_rank"]
TREC_EVAL_MEASURES = ["map", "ndcg_cut.10", "P.10", "recip_rank"]   # trec_eval's spelling of the same four
SHAPES = [(500, 1000), (5000, 1000), (50000, 100)]
SCALING = [(500, 1000), (1500, 1000), (5000, 1000), (15000, 1000), (50000, 1000)]
N_JUDGED = 100
DOC_SPACE = 10_000_019          # a prime: docno j of a query is (start + j * step) mod DOC_SPACE, all distinct
GRADES = [0.55, 0.25, 0.12, 0.08]


# ------------------------------------------------------------------------------------------------ data
def _digits(values: np.ndarray, width: int) -> np.ndarray:
    """The zero-padded decimal digits of non-negative integers, as an (n, width) array of ASCII codes."""
    powers = 10 ** np.arange(width - 1, -1, -1, dtype=np.int64)
    return ((values[:, None] // powers) % 10 + 48).astype(np.uint8)


def _lines(columns: list) -> bytes:
    """Fixed-width text lines from columns: ``bytes`` constants or ``(integers, width)`` pairs."""
    n = next(len(c[0]) for c in columns if not isinstance(c, bytes))
    parts = []
    for c in columns:
        if isinstance(c, bytes):
            parts.append(np.broadcast_to(np.frombuffer(c, np.uint8), (n, len(c))))
        else:
            parts.append(_digits(np.asarray(c[0], dtype=np.int64), c[1]))
    return np.ascontiguousarray(np.hstack(parts)).tobytes()


def generate(outdir: str, n_queries: int, n_ret: int, seed: int = 20261124) -> tuple[str, str]:
    """Write (once) ``qrels_QxD.txt`` and ``run_QxD.txt`` into ``outdir``; return their paths."""
    os.makedirs(outdir, exist_ok=True)
    run_path = os.path.join(outdir, f"run_{n_queries}x{n_ret}.txt")
    qrels_path = os.path.join(outdir, f"qrels_{n_queries}x{n_ret}.txt")
    if os.path.exists(run_path) and os.path.exists(qrels_path):
        return qrels_path, run_path
    rng = np.random.default_rng([seed, n_queries, n_ret])
    ranks = np.arange(n_ret)
    p_judged = 0.45 * np.exp(-ranks / 150.0)
    chunk = max(1, 2_000_000 // n_ret)
    with open(run_path + ".tmp", "wb") as frun, open(qrels_path + ".tmp", "wb") as fq:
        for q0 in range(0, n_queries, chunk):
            nq = min(chunk, n_queries - q0)
            qids = 10001 + q0 + np.arange(nq)
            start = rng.integers(0, DOC_SPACE, nq)
            step = rng.integers(1, DOC_SPACE, nq)
            cols = np.arange(n_ret + N_JUDGED)
            docs = (start[:, None] + cols[None, :] * step[:, None]) % DOC_SPACE     # (nq, n_ret + N_JUDGED)
            scores = -np.sort(-rng.integers(0, 100_000, (nq, n_ret)), axis=1)      # descending, ties possible
            q_rows = np.repeat(qids, n_ret)
            frun.write(_lines([(q_rows, 5), b" Q0 D", (docs[:, :n_ret].ravel(), 7), b" ",
                               (np.tile(ranks + 1, nq), 4), b" ", (scores.ravel() // 1000, 2), b".",
                               (scores.ravel() % 1000, 3), b" bench\n"]))
            judged_ret = rng.random((nq, n_ret)) < p_judged                          # (nq, n_ret)
            n_unret = N_JUDGED - np.minimum(judged_ret.sum(axis=1), N_JUDGED)
            judged_ret &= np.cumsum(judged_ret, axis=1) <= N_JUDGED
            judged_unret = np.arange(N_JUDGED)[None, :] < n_unret[:, None]           # (nq, N_JUDGED)
            mask = np.hstack([judged_ret, judged_unret])
            qi, j = np.nonzero(mask)
            grades = rng.choice(len(GRADES), size=len(qi), p=GRADES)
            fq.write(_lines([(qids[qi], 5), b" 0 D", (docs[qi, j], 7), b" ", (grades, 1), b"\n"]))
    os.replace(run_path + ".tmp", run_path)
    os.replace(qrels_path + ".tmp", qrels_path)
    return qrels_path, run_path


# ------------------------------------------------------------------------------------------------ timing
#: GNU time, if installed: the peak memory of a process started from this (numpy-sized) Python is
#: read by it, because a child's ru_maxrss counts the parent's memory at fork (Linux keeps the high-water
#: mark across exec), which would put a floor of this script's own ~33 MiB under every measurement.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


#: The environment of every timed process: this one's without PYTHONDONTWRITEBYTECODE, so that the
#: package's compiled bytecode is written once (by the untimed warm-up run) and then used, as on a
#: user's machine, instead of compiling every module again in every timed run (20-25 ms and 2-3 MiB).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(cmd: list[str]) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak RSS MiB, stdout) of one run of ``cmd`` in a fresh process."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as mem:
        full = [GNU_TIME, "-f", "%M", "-o", mem.name, *cmd] if GNU_TIME else cmd
        t0 = time.perf_counter()
        p = subprocess.Popen(full, stdout=out, stderr=err, cwd=ROOT, env=ENV)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        if p.returncode != 0:
            err.seek(0)
            raise RuntimeError(f"{' '.join(cmd[:3])} ... failed ({p.returncode}): {err.read().decode()[-2000:]}")
        out.seek(0)
        rss = ru.ru_maxrss / 1024
        if GNU_TIME:
            text = mem.read().split()
            rss = int(text[-1]) / 1024 if text and text[-1].isdigit() else rss
        return wall, ru.ru_utime + ru.ru_stime, rss, out.read().decode()


def means(text: str) -> dict[str, float]:
    """``measure -> mean`` from trec_eval's layout (``measure<TAB>all<TAB>value``)."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] == "all":
            try:
                out[parts[0]] = float(parts[2])
            except ValueError:
                pass
    return out


def trec_eval_binary(ap: argparse.ArgumentParser, given: str | None) -> str:
    """The ``--trec-eval`` binary's path (on PATH or as given), or the parser's error."""
    if given is None:
        ap.error("--trec-eval PATH is required (build trec_eval from its source first)")
    trec_eval = shutil.which(given) or given
    if not os.access(trec_eval, os.X_OK):
        ap.error(f"--trec-eval {given!r} is not an executable file")
    return trec_eval


def ireval_command() -> list[str]:
    """The installed ``ireval-teach`` script next to this interpreter, else ``python -m ireval_teach``."""
    script = os.path.join(os.path.dirname(sys.executable), "ireval-teach")
    return [script] if os.path.exists(script) else [sys.executable, "-m", "ireval_teach"]


def bench_shape(trec_eval: str, qrels: str, run: str, repeat: int) -> dict:
    tools = {
        "ireval-teach": [*ireval_command(), "eval", qrels, run, *sum((["-m", m] for m in MEASURES), []),
                         "--no-progress"],
        "trec_eval": [trec_eval, *sum((["-m", m] for m in TREC_EVAL_MEASURES), []), qrels, run],
    }
    rows: dict[str, list] = {name: [] for name in tools}
    outputs = {}
    for cmd in tools.values():      # untimed: bytecode written, files in the page cache
        timed(cmd)
    load_before = os.getloadavg()[0]
    for _ in range(repeat):
        for name, cmd in tools.items():
            wall, cpu, rss, text = timed(cmd)
            rows[name].append((wall, cpu, rss))
            outputs[name] = text
            print(f"    {name}: wall {wall:.2f} s, CPU {cpu:.2f} s, peak {rss:.0f} MiB", file=sys.stderr)
    ours, ref = means(outputs["ireval-teach"]), means(outputs["trec_eval"])
    agree = all(m in ours and m in ref and abs(ours[m] - ref[m]) <= 1.01e-4 for m in MEASURES)
    result = {"means": {"ireval-teach": ours, "trec_eval": ref}, "agree": agree,
              "load": [load_before, os.getloadavg()[0]]}
    for name, rs in rows.items():
        result[name] = {"wall": statistics.median(r[0] for r in rs), "cpu": statistics.median(r[1] for r in rs),
                        "rss": max(r[2] for r in rs), "walls": [r[0] for r in rs]}
    return result


# ------------------------------------------------------------------------------------------------ report
def table(results: list[dict]) -> str:
    head = ("| run | lines | ireval-teach wall (s) | trec_eval wall (s) | wall ratio | ireval-teach CPU (s) | "
            "trec_eval CPU (s) | CPU ratio | ireval-teach peak (MiB) | trec_eval peak (MiB) | memory ratio | "
            "load average | means agree |\n"
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |")
    out = [head]
    for r in results:
        a, b = r["ireval-teach"], r["trec_eval"]
        load = "-".join(f"{x:.1f}" for x in r["load"]) if "load" in r else ""
        out.append(f"| {r['queries']:,} q x {r['docs']:,} | {r['lines'] / 1e6:g} M | {a['wall']:.2f} | "
                   f"{b['wall']:.2f} | {a['wall'] / b['wall']:.2f} | {a['cpu']:.2f} | {b['cpu']:.2f} | "
                   f"{a['cpu'] / b['cpu']:.2f} | {a['rss']:,.0f} | {b['rss']:,.0f} | {a['rss'] / b['rss']:.2f} | "
                   f"{load} | {'yes' if r['agree'] else 'NO'} |")
    return "\n".join(out)


def floor(repeat: int, data: str) -> dict:
    """What every ``ireval-teach eval`` pays before reading a line: the interpreter, ``import numpy``,
    and the whole command on a one-line run (medians of ``repeat`` fresh processes)."""
    q, r = os.path.join(data, "floor_qrels.txt"), os.path.join(data, "floor_run.txt")
    with open(q, "w") as f:
        f.write("1 0 d 1\n")
    with open(r, "w") as f:
        f.write("1 Q0 d 1 1 t\n")
    cmds = {"python -c pass": [sys.executable, "-c", "pass"],
            "python -c 'import numpy'": [sys.executable, "-c", "import numpy"],
            "ireval-teach eval, 1-line run": [*ireval_command(), "eval", q, r, "-m", "map", "--no-progress"]}
    out = {}
    for name, cmd in cmds.items():
        timed(cmd)                  # untimed warm-up
        rs = [timed(cmd)[:3] for _ in range(repeat)]
        out[name] = {"wall": statistics.median(x[0] for x in rs), "cpu": statistics.median(x[1] for x in rs),
                     "rss": max(x[2] for x in rs)}
        print(f"    {name}: wall {out[name]['wall']:.3f} s, CPU {out[name]['cpu']:.3f} s, "
              f"peak {out[name]['rss']:.0f} MiB", file=sys.stderr)
    return out


def plot(results: list[dict], path: str) -> None:
    """Wall and CPU time and peak memory against run lines, both tools, log-log (the 1,000-docs series)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = sorted((r for r in results if r["docs"] == 1000), key=lambda r: r["lines"])
    if len(series) < 2:
        series = sorted(results, key=lambda r: r["lines"])
    x = [r["lines"] / 1e6 for r in series]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for tool, style, color in (("ireval-teach", "o-", "C0"), ("trec_eval", "s--", "C1")):
        axes[0].plot(x, [r[tool]["wall"] for r in series], style, color=color, label=f"{tool} wall")
        axes[0].plot(x, [r[tool]["cpu"] for r in series], style[0] + ":", color=color, alpha=0.6,
                     label=f"{tool} CPU")
        axes[1].plot(x, [r[tool]["rss"] for r in series], style, color=color, label=tool)
    for ax, ylabel in zip(axes, ("time, median (s)", "peak resident memory (MiB)")):
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("run lines (millions; 1,000 documents per query)")
        ax.set_ylabel(ylabel)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend()
    axes[0].set_title("time: ireval-teach eval vs trec_eval")
    axes[1].set_title("peak memory")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def machine() -> str:
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "")
    except OSError:
        pass
    return (f"{os.cpu_count()} CPUs ({cpu}), Python {platform.python_version()}, NumPy {np.__version__}, "
            f"load average {os.getloadavg()[0]:.2f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trec-eval", default=None, metavar="PATH", help="trec_eval binary built from its source")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each tool per shape (median reported)")
    ap.add_argument("--data", default="/tmp/ireval_bench", help="where the generated files are kept and reused")
    ap.add_argument("--shapes", default=",".join(f"{q}x{d}" for q, d in SHAPES),
                    help="comma-separated QUERIESxDOCS (default: %(default)s)")
    ap.add_argument("--scaling", action="store_true",
                    help="also the series " + ", ".join(f"{q}x{d}" for q, d in SCALING) + " (up to 50 M lines)")
    ap.add_argument("--scaling-repeat", type=int, default=None,
                    help="repeats for the scaling runs above 5 M lines (default: --repeat)")
    ap.add_argument("--json", default=os.path.join(HERE, "results", "vs_trec_eval.json"))
    ap.add_argument("--plot", default=os.path.join(HERE, "bench_vs_trec_eval.png"))
    ap.add_argument("--replot", action="store_true", help="only redraw --plot and reprint the table from --json")
    ap.add_argument("--floor", action="store_true",
                    help="also time the start-up floor (interpreter, import numpy, eval of a 1-line run)")
    args = ap.parse_args(argv)
    if args.replot:
        with open(args.json) as f:
            saved = json.load(f)
        print(table(saved["results"]))
        plot(saved["results"], args.plot)
        return 0

    trec_eval = trec_eval_binary(ap, args.trec_eval)
    shapes = [tuple(int(v) for v in s.lower().split("x")) for s in args.shapes.split(",") if s]
    if args.scaling:
        shapes += [s for s in SCALING if s not in shapes]
    version = subprocess.run([trec_eval, "-v"], capture_output=True, text=True)
    print(f"trec_eval: {trec_eval} ({(version.stdout + version.stderr).strip()}); {machine()}", file=sys.stderr)

    results = []
    for n_q, n_d in shapes:
        t = time.perf_counter()
        qrels, run = generate(args.data, n_q, n_d)
        print(f"{n_q:,} q x {n_d:,}: {run} ({os.path.getsize(run) / 2**20:.0f} MiB) "
              f"[{time.perf_counter() - t:.1f} s]", file=sys.stderr)
        repeat = args.repeat
        if args.scaling_repeat is not None and n_q * n_d > 5_000_000:
            repeat = args.scaling_repeat
        r = bench_shape(trec_eval, qrels, run, repeat)
        r.update(queries=n_q, docs=n_d, lines=n_q * n_d, repeat=repeat)
        results.append(r)

    print(f"\n{machine()}; trec_eval {(version.stdout + version.stderr).strip()}; measures "
          f"{' '.join(MEASURES)}; medians of {args.repeat} interleaved runs (ratios: ireval-teach / trec_eval)\n")
    print(table(results))
    floor_times = None
    if args.floor:
        floor_times = floor(max(args.repeat, 5), args.data)
        print("\n| start-up | wall (s) | CPU (s) | peak (MiB) |\n| --- | ---: | ---: | ---: |")
        for name, v in floor_times.items():
            print(f"| {name} | {v['wall']:.3f} | {v['cpu']:.3f} | {v['rss']:.0f} |")
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"machine": machine(), "trec_eval": (version.stdout + version.stderr).strip(),
                   "command": " ".join(sys.argv), "results": results, "floor": floor_times}, f, indent=1)
    if args.plot:
        plot(results, args.plot)
        print(f"\nplot: {args.plot}; data: {args.json}", file=sys.stderr)
    return 0 if all(r["agree"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
