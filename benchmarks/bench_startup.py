"""Benchmark: start-up of ``import ireval_teach`` and of ``ireval-teach eval`` on a tiny run.

Each command runs ``--repeat`` times in a fresh interpreter; the median wall and CPU time (user +
system, ``os.wait4``) are printed as a Markdown table. ``--before DIR`` also times another copy of the
package (e.g. an older commit: ``git archive COMMIT ireval_teach | tar -x -C DIR``), put first on
``PYTHONPATH``.

    python3 benchmarks/bench_startup.py [--repeat 15] [--before /tmp/oldpkg]

Not run in CI (what is imported is tested in ``tests/test_imports.py``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(cmd: list[str], env: dict, repeat: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of ``repeat`` fresh runs of ``cmd``."""
    walls, cpus = [], []
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, cwd=tempfile.gettempdir())
        _, status, ru = os.wait4(p.pid, 0)
        walls.append(time.perf_counter() - t0)
        cpus.append(ru.ru_utime + ru.ru_stime)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"{cmd} failed")
    return 1000 * statistics.median(walls), 1000 * statistics.median(cpus)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--before", metavar="DIR", help="a directory holding another copy of ireval_teach/")
    args = ap.parse_args(argv)
    d = tempfile.mkdtemp()
    qrels, run = os.path.join(d, "qrels"), os.path.join(d, "run")
    with open(qrels, "w") as f:
        f.write("1 0 d1 1\n1 0 d2 0\n2 0 d3 2\n")
    with open(run, "w") as f:
        f.write("1 Q0 d1 1 2.0 r\n1 Q0 d2 2 1.0 r\n2 Q0 d3 1 1.0 r\n")
    commands = [("`python -c pass`", [sys.executable, "-c", "pass"]),
                ("`python -c \"import numpy\"`", [sys.executable, "-c", "import numpy"]),
                ("`python -c \"import ireval_teach\"`", [sys.executable, "-c", "import ireval_teach"]),
                ("`ireval-teach eval` on a 3-line run (`-m map`)",
                 [sys.executable, "-m", "ireval_teach", "eval", qrels, run, "-m", "map"])]
    copies = ([("before", args.before)] if args.before else []) + [("this tree", ROOT)]
    print(f"load average {os.getloadavg()[0]:.2f}; medians of {args.repeat} fresh processes\n")
    print("| package | command | wall median (ms) | CPU median (ms) |")
    print("| --- | --- | ---: | ---: |")
    for label, path in copies:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (path, os.environ.get("PYTHONPATH", "")) if p))
        for name, cmd in commands:
            wall, cpu = timed(cmd, env, args.repeat)
            print(f"| {label} | {name} | {wall:.0f} | {cpu:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
