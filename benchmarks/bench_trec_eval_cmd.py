"""Benchmark: ``ireval-teach trec_eval`` versus trec_eval's C binary on the newer measures, whole process.

Issue 18, goal 4: the trec_eval measures added for parity -- the ``-R prefs`` and ``-R qrels_prefs``
readers with the 14 ``prefs_*`` measures (``-m all_prefs``) and ``-m all_trec`` (whose
``iprec_at_recall``, ``11pt_avg`` and ``Rndcg`` can print ``-nan``) -- "stay in the same speed class"
as trec_eval: our whole-process wall time at most trec_eval's, peak memory in the same range.

trec_eval is not shipped here: fetch its source (https://github.com/usnistgov/trec_eval), build it
with its own ``make`` and pass the binary's path::

    .venv/bin/python benchmarks/bench_trec_eval_cmd.py --trec-eval /tmp/trec_eval/trec_eval --repeat 5

Workloads (**invented data**, fixed seeds, written once; nothing here is a real collection):

* runs and qrels: ``bench_vs_trec_eval.generate`` (its docstring describes them: rank-ordered runs of
  1,000 documents per query with tied scores, graded qrels of 100 judged documents per query);
  ``QUERIESx1000`` pairs already in ``--data`` (``/tmp/ireval_bench``, e.g. the 500 and 5,000 query
  ones of that benchmark) are reused, missing ones are written into ``--data/prefs``;
* preference files for ``-R prefs`` (``--data/prefs/prefs_QUERIESx1000.txt``, this script's
  :func:`generate_prefs`): per query a pool of judged documents (``RET_JUDGED`` of the run's
  documents, drawn with probability falling with rank, and ``UNRET_JUDGED`` documents the run never
  retrieved), ``N_JG`` judgment groups (users) each judging ``JG_SHARE`` of the pool and calling some
  of it non-relevant (level 0), each group with ``N_JSG`` sub-groups, each sub-group a random half of
  the group's documents with levels 1 + the number of the sub-group's 1-3 cut points below the
  user's score of the document (one hidden order per user, so the preferences are consistent);
* ``-R qrels_prefs`` reads the qrels files above as preferences (one judgment group, one sub-group
  per query: every higher label preferred to every lower one).

Rows: ``-R prefs -m all_prefs``, ``-R qrels_prefs -m all_prefs`` and ``-m all_trec`` (qrels) at 50,
500 and 5,000 queries. Both programs get the same arguments and files. Per row: one untimed run of
each with ``-q`` (warms the page cache; its per-query output is compared too), then ``--repeat``
timed runs without ``-q``, interleaved (A, B, A, B, ...) so that load changes hit both; each process
timed whole: wall (``time.perf_counter``), CPU (user + system from ``os.wait4``) and peak resident
memory (GNU time's ``%M``; see ``bench_vs_trec_eval.timed``). Reported: medians (peak: the largest),
ratios ireval-teach / trec_eval, the load average before and after, and whether the two stdouts
were byte-identical in every run of the row. Results go to ``--json``.

Not run in CI.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench_vs_trec_eval import generate, ireval_command, machine, timed, trec_eval_binary  # noqa: E402

QUERIES = [50, 500, 5000]
N_RET = 1000
RET_JUDGED = 40          # judged documents drawn from a query's run
UNRET_JUDGED = 20        # judged documents the run never retrieved
N_JG = 3                 # judgment groups (users) per query
JG_SHARE = 0.8           # share of the pool each user judges
NONREL = 0.35            # share of a user's documents judged non-relevant (level 0)
N_JSG = 4                # sub-groups per judgment group
JSG_SHARE = 0.5          # share of the user's documents in each sub-group
WORKLOADS = ("prefs", "qrels_prefs", "all_trec")


# ------------------------------------------------------------------------------------------------ data
def run_docnos(run_path: str) -> tuple[np.ndarray, np.ndarray]:
    """(qids, docnos) columns of a run file as ``bytes`` arrays (lines in file order)."""
    with open(run_path, "rb") as f:
        data = f.read()
    buf = np.frombuffer(data, np.uint8)
    ends = np.flatnonzero(buf == 10)
    width = int(ends[0]) + 1
    if len(buf) % width == 0 and (np.diff(ends) == width).all():     # generate()'s fixed-width lines
        rows = buf.reshape(-1, width)
        first = data[:width].split()
        q0 = data.index(first[0])
        d0 = data.index(first[2], q0 + len(first[0]) + len(first[1]) + 1)
        qids = rows[:, q0:q0 + len(first[0])].copy().view(f"S{len(first[0])}").ravel()
        docs = rows[:, d0:d0 + len(first[2])].copy().view(f"S{len(first[2])}").ravel()
        return qids, docs
    fields = [line.split() for line in data.splitlines() if line.strip()]
    return np.array([f[0] for f in fields]), np.array([f[2] for f in fields])


def generate_prefs(outdir: str, run_path: str, tag: str, seed: int = 20261124) -> str:
    """Write (once) ``outdir/prefs_TAG.txt``, invented preference judgments for the run (module
    docstring); return its path."""
    path = os.path.join(outdir, f"prefs_{tag}.txt")
    if os.path.exists(path):
        return path
    os.makedirs(outdir, exist_ok=True)
    rng = np.random.default_rng([seed, len(tag), sum(tag.encode())])
    qids, docs = run_docnos(run_path)
    bounds = np.flatnonzero(np.r_[True, qids[1:] != qids[:-1], True])
    out = []
    for s, e in zip(bounds[:-1].tolist(), bounds[1:].tolist()):
        qid = qids[s].decode()
        ranking = docs[s:e]
        w = np.exp(-np.arange(len(ranking)) / 150.0)
        k = min(RET_JUDGED, len(ranking))
        pool = list(ranking[rng.choice(len(ranking), k, replace=False, p=w / w.sum())])
        pool += [f"U{qid}x{j:03d}".encode() for j in range(UNRET_JUDGED)]
        pool = np.array(pool)
        truth = rng.random(len(pool))
        for g in range(1, N_JG + 1):
            idx = np.flatnonzero(rng.random(len(pool)) < JG_SHARE)
            mine = pool[idx]
            score = truth[idx] + 0.3 * rng.random(len(idx))       # this user's view of the documents
            nonrel = rng.random(len(mine)) < NONREL
            for sg in range(1, N_JSG + 1):
                sel = np.flatnonzero(rng.random(len(mine)) < JSG_SHARE)
                cuts = np.sort(rng.random(rng.integers(1, 4)) * 1.3)
                level = 1 + (score[sel, None] > cuts[None, :]).sum(axis=1)
                level[nonrel[sel]] = 0
                out.extend(f"{qid} u{g} s{sg} {mine[i].decode()} {lv}\n" for i, lv in zip(sel.tolist(), level.tolist()))
    with open(path + ".tmp", "w") as f:
        f.write("".join(out))
    os.replace(path + ".tmp", path)
    return path


def collection(data: str, n_queries: int) -> tuple[str, str]:
    """(qrels, run) of ``n_queries`` x 1,000: the pair in ``data`` if there, else generated into data/prefs."""
    q, r = (os.path.join(data, f"{k}_{n_queries}x{N_RET}.txt") for k in ("qrels", "run"))
    if os.path.exists(q) and os.path.exists(r):
        return q, r
    return generate(os.path.join(data, "prefs"), n_queries, N_RET)


def count_lines(path: str) -> int:
    with open(path, "rb") as f:
        return sum(block.count(b"\n") for block in iter(lambda: f.read(1 << 22), b""))


# ------------------------------------------------------------------------------------------------ timing
def bench_row(trec_eval: str, args: list[str], repeat: int) -> dict:
    """One row: the same ``args`` to both programs; an untimed ``-q`` run each, then ``repeat`` interleaved."""
    tools = {"ireval-teach": [*ireval_command(), "trec_eval"], "trec_eval": [trec_eval]}
    load_before = os.getloadavg()[0]
    warm = {name: timed([*cmd, "-q", *args])[3] for name, cmd in tools.items()}
    identical = [warm["ireval-teach"] == warm["trec_eval"]]
    first_diff = None
    if not identical[0]:
        first_diff = next(((a, b) for a, b in zip(warm["ireval-teach"].splitlines(), warm["trec_eval"].splitlines())
                           if a != b), "line counts differ")
    rows: dict[str, list] = {name: [] for name in tools}
    for _ in range(repeat):
        outs = {}
        for name, cmd in tools.items():
            wall, cpu, rss, text = timed([*cmd, *args])
            rows[name].append((wall, cpu, rss))
            outs[name] = text
            print(f"    {name}: wall {wall:.2f} s, CPU {cpu:.2f} s, peak {rss:.0f} MiB", file=sys.stderr)
        identical.append(outs["ireval-teach"] == outs["trec_eval"])
    result = {"args": args, "identical": all(identical), "per_query_lines": warm["trec_eval"].count("\n"),
              "summary_lines": outs["trec_eval"].count("\n"), "first_difference": first_diff,
              "load": [load_before, os.getloadavg()[0]]}
    for name, rs in rows.items():
        result[name] = {"wall": statistics.median(r[0] for r in rs), "cpu": statistics.median(r[1] for r in rs),
                        "rss": max(r[2] for r in rs), "walls": [r[0] for r in rs], "cpus": [r[1] for r in rs]}
    return result


# ------------------------------------------------------------------------------------------------ report
def table(results: list[dict], workload: str) -> str:
    head = ("| queries | input lines | ireval-teach wall (s) | trec_eval wall (s) | wall ratio | ireval-teach CPU (s) "
            "| trec_eval CPU (s) | CPU ratio | ireval-teach peak (MiB) | trec_eval peak (MiB) | memory ratio "
            "| load average | identical output |\n"
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |")
    out = [head]
    for r in (x for x in results if x["workload"] == workload):
        a, b = r["ireval-teach"], r["trec_eval"]
        load = "-".join(f"{x:.1f}" for x in r["load"])
        ident = f"yes ({r['per_query_lines']:,} + {r['summary_lines']} lines)" if r["identical"] else "NO"
        out.append(f"| {r['queries']:,} | {r['lines_text']} | {a['wall']:.2f} | {b['wall']:.2f} | "
                   f"{a['wall'] / b['wall']:.2f} | {a['cpu']:.2f} | {b['cpu']:.2f} | {a['cpu'] / b['cpu']:.2f} | "
                   f"{a['rss']:,.0f} | {b['rss']:,.0f} | {a['rss'] / b['rss']:.2f} | {load} | {ident} |")
    return "\n".join(out)


TITLES = {"prefs": "`-R prefs -m all_prefs` (prefs file + run)",
          "qrels_prefs": "`-R qrels_prefs -m all_prefs` (qrels file read as preferences + run)",
          "all_trec": "`-m all_trec` (qrels + run)"}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trec-eval", default=None, metavar="PATH", help="trec_eval binary built from its source")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs of each tool per row (median reported)")
    ap.add_argument("--data", default="/tmp/ireval_bench", help="where the generated files are kept and reused")
    ap.add_argument("--queries", default=",".join(map(str, QUERIES)), help="comma-separated query counts (%(default)s)")
    ap.add_argument("--workloads", default=",".join(WORKLOADS), help="comma-separated, of " + ", ".join(WORKLOADS))
    ap.add_argument("--json", default=os.path.join(HERE, "results", "trec_eval_cmd.json"))
    ap.add_argument("--replot", action="store_true", help="only reprint the tables from --json")
    args = ap.parse_args(argv)
    if args.replot:
        with open(args.json) as f:
            saved = json.load(f)
        for w in WORKLOADS:
            if any(r["workload"] == w for r in saved["results"]):
                print(f"\n{TITLES[w]}\n\n{table(saved['results'], w)}")
        return 0
    trec_eval = trec_eval_binary(ap, args.trec_eval)
    workloads = [w for w in args.workloads.split(",") if w]
    bad = [w for w in workloads if w not in WORKLOADS]
    if bad:
        ap.error(f"unknown workload {bad[0]!r}; known: {', '.join(WORKLOADS)}")
    version = subprocess.run([trec_eval, "-v"], capture_output=True, text=True)
    version = (version.stdout + version.stderr).strip()
    print(f"trec_eval: {trec_eval} ({version}); {machine()}", file=sys.stderr)
    started = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())

    results = []
    for n_q in (int(x) for x in args.queries.split(",") if x):
        t = time.perf_counter()
        qrels, run = collection(args.data, n_q)
        prefs = None
        if "prefs" in workloads:
            prefs = generate_prefs(os.path.join(args.data, "prefs"), run, f"{n_q}x{N_RET}")
        print(f"{n_q:,} queries: {run}, {qrels}, {prefs} [{time.perf_counter() - t:.1f} s]", file=sys.stderr)
        run_lines = n_q * N_RET if os.path.basename(run).startswith(f"run_{n_q}x{N_RET}") else count_lines(run)
        for w in workloads:
            if w == "prefs":
                cmd, rel = ["-R", "prefs", "-m", "all_prefs", prefs, run], prefs
            elif w == "qrels_prefs":
                cmd, rel = ["-R", "qrels_prefs", "-m", "all_prefs", qrels, run], qrels
            else:
                cmd, rel = ["-m", "all_trec", qrels, run], qrels
            rel_lines = count_lines(rel)
            print(f"  {w}: {' '.join(cmd)}", file=sys.stderr)
            r = bench_row(trec_eval, cmd, args.repeat)
            r.update(workload=w, queries=n_q, run_lines=run_lines, rel_lines=rel_lines, repeat=args.repeat,
                     lines_text=f"{rel_lines / 1e3:,.0f} k {'prefs' if w == 'prefs' else 'qrels'} + "
                                f"{run_lines / 1e6:g} M run")
            results.append(r)
            if not r["identical"]:
                print(f"    OUTPUT DIFFERS: {r['first_difference']}", file=sys.stderr)

    print(f"\n{machine()}; trec_eval {version}; started {started}; medians of {args.repeat} interleaved runs "
          f"(ratios: ireval-teach / trec_eval)")
    for w in workloads:
        print(f"\n{TITLES[w]}\n\n{table(results, w)}")
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"machine": machine(), "trec_eval": version, "started": started,
                   "finished": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
                   "command": " ".join(sys.argv), "results": results}, f, indent=1)
    print(f"\ndata: {args.json}", file=sys.stderr)
    return 0 if all(r["identical"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
