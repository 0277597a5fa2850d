"""Benchmark: ``ireval-teach compare`` of 10 runs x 5,000 queries against ``ireval-teach eval`` of the same runs.

Target (a ratio, not a time): one ``compare`` of the 10 runs (baseline = the first; default t-test,
Holm, 10,000 bootstrap resamples, measures map and ndcg_cut_10) takes at most 3 times the ten
``eval`` commands that evaluate the same runs once each. Each command is a fresh process
(interpreter start, imports, reading, evaluating, printing all count); wall time, best of
``--repeat``.

Workload (ours, fixed seed): 5,000 queries, ``--docs`` (default 100) retrieved documents per query,
labels 0-2 for 60 judged documents per query; run i's scores are a common score plus noise of
its own (10 related systems), 3 decimals so ties occur.

    python3 benchmarks/bench_compare.py                 # data in benchmarks/data/compare/, then time
    python3 benchmarks/bench_compare.py --docs 1000 --repeat 3
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MEASURES = ["map", "ndcg_cut_10"]


def generate(outdir: str, n_queries: int, n_docs: int, n_runs: int, seed: int = 20261126) -> tuple[str, list[str]]:
    os.makedirs(outdir, exist_ok=True)
    qrels = os.path.join(outdir, f"qrels_{n_queries}x{n_docs}.txt")
    runs = [os.path.join(outdir, f"run{i}_{n_queries}x{n_docs}.txt") for i in range(n_runs)]
    if os.path.exists(qrels) and all(os.path.exists(r) for r in runs):
        return qrels, runs
    rng = np.random.default_rng(seed)
    base = rng.normal(0, 1, (n_queries, n_docs))
    labels = rng.choice(3, size=(n_queries, n_docs), p=[0.6, 0.3, 0.1])
    base += 0.8 * labels
    with open(qrels, "w") as f:
        for q in range(n_queries):
            f.write("".join(f"{q + 1} 0 D{d} {labels[q, d]}\n" for d in range(min(60, n_docs))))
    for i, path in enumerate(runs):
        scores = np.round(base + (0.3 + 0.05 * i) * rng.normal(0, 1, base.shape), 3)
        with open(path, "w") as f:
            for q in range(n_queries):
                order = np.argsort(-scores[q], kind="stable")
                f.write("".join(f"{q + 1} Q0 D{d} {r + 1} {scores[q, d]:.3f} sys{i}\n" for r, d in enumerate(order)))
    return qrels, runs


def timed(argv: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--queries", type=int, default=5000)
    ap.add_argument("--docs", type=int, default=100)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    qrels, runs = generate(os.path.join(HERE, "data", "compare"), a.queries, a.docs, a.runs)
    cmd = [sys.executable, "-m", "ireval_teach"]
    ms = [x for m in MEASURES for x in ("-m", m)]
    evals, compares = [], []
    for _ in range(a.repeat):
        evals.append(sum(timed(cmd + ["eval", qrels, r, *ms, "--no-progress"]) for r in runs))
        compares.append(timed(cmd + ["compare", qrels, *runs, "--baseline", runs[0], *ms, "--no-progress"]))
    e, c = min(evals), min(compares)
    print(f"{a.runs} runs x {a.queries} queries x {a.docs} documents, measures {', '.join(MEASURES)}")
    print(f"| command | wall time (best of {a.repeat}) |\n|---|---:|")
    print(f"| {a.runs} x `ireval-teach eval` | {e:.2f} s |")
    print(f"| 1 x `ireval-teach compare` ({a.runs} runs) | {c:.2f} s |")
    print(f"ratio compare / evals = {c / e:.2f} (target <= 3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
