"""Print the diagnosis table of the held-out class (tests/heldout_submissions.py, batch 4).

    .venv/bin/python benchmarks/heldout_report.py [--dump FILE] [--only ID,ID]

Runs every submission through the public ``ireval_teach.exercises.check`` (the student's check-cell
path, in process with forked children) of whatever ``ireval_teach`` is importable -- set
``PYTHONPATH`` to another checkout to measure that one -- and prints the counts (NAMED / GENERIC /
WRONG-NAME / MISS / FALSE ACCUSATION), the share named and the unnamed mistakes. The rule is in
tests/test_heldout_diagnosis.py. ``--dump`` writes every feedback message with its label, for
reading by hand.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))

import ireval_teach  # noqa: E402
from test_heldout_diagnosis import SUBMISSIONS, naming_text, run_all, table  # noqa: E402


def _commit(path: str) -> str:
    try:
        return subprocess.run(["git", "-C", path, "log", "-1", "--format=%h %s"], capture_output=True, text=True,
                              check=True).stdout.strip()[:90]
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dump", help="write every feedback message to this file")
    ap.add_argument("--only", help="comma-separated submission ids")
    args = ap.parse_args(argv)
    subs = SUBMISSIONS
    if args.only:
        want = set(args.only.split(","))
        subs = tuple(s for s in SUBMISSIONS if s.sid in want)
    lib = os.path.dirname(os.path.dirname(os.path.abspath(ireval_teach.__file__)))
    t0 = time.perf_counter()
    results = run_all(subs)
    dt = time.perf_counter() - t0
    print(f"checker: {lib} ({_commit(lib)})")
    print(table(results))
    print(f"time: {dt:.1f} s for {len(results)} checks")
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            for r in results:
                f.write(f"===== {r.sub.sid} {r.sub.task} [{r.kind}] misconception={r.misconception!r}\n")
                f.write(f"label: {r.sub.label or '(correct) ' + r.sub.style}\n")
                if not r.sub.correct:
                    f.write(f"keys: {r.sub.keys}\n")
                    f.write("naming text: " + naming_text(r.message, r.title, r.sub.scope).replace("\n", " | ") + "\n")
                f.write(r.message + "\n\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
