"""Benchmark: how long each lecture notebook takes to execute, and which cells make it slow.

Each notebook in ``notebooks/`` runs as the build runs it (``notebooks/src/nbbuild.py``: nbclient, a
fresh ``python3`` kernel, working directory ``notebooks/``, the repository root on ``PYTHONPATH``,
widget state stored); nothing is written back. Reported per notebook: the whole execution as the build
times it (kernel start to shutdown), the kernel start (until the first cell is busy), the sum of the
cells, and the slowest cells with their first line (from nbclient's recorded cell timings).

    python3 benchmarks/bench_notebooks.py                 # every notebook, once
    python3 benchmarks/bench_notebooks.py 05 09 --repeat 3 --top 3

Not run in CI.
"""

from __future__ import annotations

import argparse
import copy
import os
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NOTEBOOKS = ROOT / "notebooks"


def _ts(value) -> float:
    if isinstance(value, datetime):
        return value.timestamp()
    return datetime.fromisoformat(str(value).replace("Z", "+00:00")).timestamp()


def run_once(path: Path, shutdown: str = "immediate") -> dict:
    """Execute one notebook in a fresh kernel, with the build's client; return total, kernel start and
    per-cell seconds."""
    import nbformat

    sys.path.insert(0, str(NOTEBOOKS / "src"))
    import nbbuild

    nb = copy.deepcopy(nbformat.read(str(path), as_version=4))
    client = nbbuild.client(nb, timeout=300, record_timing=True, shutdown_kernel=shutdown)
    t0 = time.time()
    start = time.perf_counter()
    client.execute()
    total = time.perf_counter() - start
    cells = []
    for cell in nb.cells:
        timing = cell.get("metadata", {}).get("execution")
        if cell.cell_type != "code" or not timing:
            continue
        busy = _ts(timing["iopub.status.busy"])
        done = _ts(timing.get("shell.execute_reply") or timing["iopub.status.idle"])
        first = next((ln for ln in cell.source.splitlines() if ln.strip() and not ln.startswith("#")), "")
        cells.append({"id": cell.get("id", "?"), "seconds": done - busy, "first_line": first[:70], "busy": busy})
    kernel = (cells[0]["busy"] - t0) if cells else total
    return {"total": total, "kernel": kernel, "cells": cells}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("selectors", nargs="*", help='notebook numbers or stem prefixes, e.g. "05" (default: all)')
    ap.add_argument("--repeat", type=int, default=1, help="runs per notebook (median reported)")
    ap.add_argument("--top", type=int, default=2, help="slowest cells listed per notebook")
    ap.add_argument("--shutdown", default="immediate", choices=("immediate", "graceful"),
                    help="how the kernel is stopped after the last cell (the build: immediate)")
    ap.add_argument("--library", default=str(ROOT),
                    help="directory put first on the kernels' PYTHONPATH (default: this repository; "
                         "point it at an extracted older commit to time that library)")
    args = ap.parse_args(argv)
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (args.library, str(ROOT), os.environ.get("PYTHONPATH", ""))
                                               if p)
    ap_shutdown = args.shutdown
    paths = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    if args.selectors:
        paths = [p for p in paths if any(p.stem.startswith(s) for s in args.selectors)]
    rows = []
    for path in paths:
        try:
            runs = [run_once(path, ap_shutdown) for _ in range(args.repeat)]
        except Exception as exc:       # report the notebook as failed, time the others
            print(f"{path.stem}: FAILED {type(exc).__name__}: {str(exc)[-300:]}", file=sys.stderr)
            continue
        best = min(runs, key=lambda r: r["total"])
        row = {"name": path.stem, "total": statistics.median(r["total"] for r in runs),
               "kernel": statistics.median(r["kernel"] for r in runs),
               "cells": statistics.median(sum(c["seconds"] for c in r["cells"]) for r in runs),
               "slow": sorted(best["cells"], key=lambda c: -c["seconds"])[:args.top]}
        rows.append(row)
        print(f"{path.stem}: {row['total']:.1f} s", file=sys.stderr)
    print(f"\n{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}; medians of {args.repeat} run(s); "
          f"kernel shutdown {args.shutdown}\n")
    print("| notebook | total (s) | kernel start (s) | cells (s) | slowest cells (s) |")
    print("| --- | ---: | ---: | ---: | --- |")
    for r in rows:
        slow = "; ".join(f"{c['id']} {c['seconds']:.2f} `{c['first_line']}`" for c in r["slow"])
        print(f"| {r['name']} | {r['total']:.1f} | {r['kernel']:.1f} | {r['cells']:.1f} | {slow} |")
    print(f"| all {len(rows)} | {sum(r['total'] for r in rows):.1f} | {sum(r['kernel'] for r in rows):.1f} | "
          f"{sum(r['cells'] for r in rows):.1f} | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
