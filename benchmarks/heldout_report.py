"""Print the diagnosis table of the held-out class (tests/heldout_submissions.py, batch 4).

    .venv/bin/python benchmarks/heldout_report.py [--class MODULE] [--dump FILE] [--only ID,ID] [--grader]

``--class`` picks another class of submissions in tests/ (a module with ``SUBMISSIONS`` and ``BATCH``:
``class_submissions``, ``diagnosis_class3``, ``diagnosis_class4``); the default is the held-out batch 4.

Runs every submission through the public ``ireval_teach.exercises.check`` (the student's check-cell
path, in process with forked children) of whatever ``ireval_teach`` is importable -- set
``PYTHONPATH`` to another checkout to measure that one, from a venv that has no editable install of this
one: an editable install's import hook comes before ``PYTHONPATH``, and the first line printed, the checker's
path, says which was measured -- and prints the counts (NAMED / GENERIC /
WRONG-NAME / MISS / FALSE ACCUSATION), the share named and the unnamed mistakes. The rule is in
tests/test_heldout_diagnosis.py. ``--dump`` writes every feedback message with its label, for
reading by hand. ``--grader`` also grades every submission as a notebook with ``ireval-teach grade``
(the TA's path: a bubblewrap sandbox per notebook, one grade command per task) and compares the
feedback it writes with check()'s.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))

import ireval_teach  # noqa: E402
from ireval_teach.exercises import TASKS  # noqa: E402
from test_heldout_diagnosis import classify, naming_text, run_all, table  # noqa: E402


def _commit(path: str) -> str:
    try:
        return subprocess.run(["git", "-C", path, "log", "-1", "--format=%h %s"], capture_output=True, text=True,
                              check=True).stdout.strip()[:90]
    except (OSError, subprocess.CalledProcessError):
        return "?"


def _notebook(sub) -> dict:
    """The submission as the student's notebook: id cell, (personal input), their cell, the check cell."""
    task = TASKS[sub.task]
    cells = [f'from ireval_teach.exercises import check, variant\nSTUDENT_ID = "{sub.student_id}"']
    if task.kind == "value":
        cells.append(f'v = variant("{sub.task}", STUDENT_ID)')
    cells += [sub.code, f'check("{sub.task}", {task.answer_name}, student_id=STUDENT_ID)']
    return {"cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
                      for c in cells],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def grade_all(results) -> str:
    """Grade every submission with `ireval-teach grade` and compare with check() (a report paragraph)."""
    by_task: dict[str, list] = {}
    for r in results:
        by_task.setdefault(r.sub.task, []).append(r)
    kinds, same, differ = Counter(), 0, []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="heldout_grade_") as tmp:
        for task, group in by_task.items():
            d = os.path.join(tmp, task)
            os.makedirs(d)
            for r in group:
                with open(os.path.join(d, f"{r.sub.sid}.ipynb"), "w", encoding="utf-8") as f:
                    json.dump(_notebook(r.sub), f)
            out = os.path.join(tmp, f"{task}.csv")
            fb_dir = os.path.join(tmp, f"{task}_feedback")
            subprocess.run([sys.executable, "-m", "ireval_teach", "grade", d, "--tasks", task, "--out", out,
                            "--feedback-dir", fb_dir], check=True, capture_output=True, text=True, cwd=tmp)
            with open(out, encoding="utf-8") as f:
                rows = {row["student_id"]: row for row in csv.DictReader(f)}
            for r in group:
                row = rows[r.sub.student_id]
                with open(os.path.join(fb_dir, f"{r.sub.student_id}.md"), encoding="utf-8") as f:
                    md = f.read()
                msg = md.split("```text\n", 1)[1].rsplit("\n```", 1)[0] if "```text" in md else md
                passed = row[task] == "1"
                kinds[classify(r.sub, passed, msg, None)] += 1
                if msg.strip() == r.message.strip() and passed == r.passed:
                    same += 1
                else:
                    differ.append(r.sub.sid)
    dt = time.perf_counter() - t0
    order = ("NAMED", "GENERIC", "WRONG-NAME", "MISS", "OK", "FALSE ACCUSATION")
    return (f"grader (ireval-teach grade, {len(by_task)} commands, {dt:.0f} s): "
            + ", ".join(f"{k} {kinds[k]}" for k in order)
            + f"; feedback identical to check()'s for {same}/{len(results)}"
            + (f" (differs: {', '.join(differ)})" if differ else ""))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--class", dest="klass", default="heldout_submissions",
                    help="the module of tests/ holding SUBMISSIONS and BATCH")
    ap.add_argument("--dump", help="write every feedback message to this file")
    ap.add_argument("--only", help="comma-separated submission ids")
    ap.add_argument("--grader", action="store_true", help="also grade every submission with ireval-teach grade")
    args = ap.parse_args(argv)
    import importlib

    module = importlib.import_module(args.klass)
    subs, batch = module.SUBMISSIONS, getattr(module, "BATCH", args.klass)
    if args.only:
        want = set(args.only.split(","))
        subs = tuple(s for s in subs if s.sid in want)
    lib = os.path.dirname(os.path.dirname(os.path.abspath(ireval_teach.__file__)))
    t0 = time.perf_counter()
    results = run_all(subs)
    dt = time.perf_counter() - t0
    print(f"checker: {lib} ({_commit(lib)})")
    print(table(results, batch))
    print(f"time: {dt:.1f} s for {len(results)} checks")
    if args.grader:
        print(grade_all(results))
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
