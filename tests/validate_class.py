"""Validate a blind class of submissions (tests/diagnosis_classN.py) against the task references only (never
the checker).

Run: ``.venv/bin/python tests/validate_class.py diagnosis_class19`` (not collected by pytest: no ``test_``
prefix). The 200 draws of each right function come from the seed ``cN-validate`` of its class.

For every submission: exec its code, compare with ``Task.expected`` on the student's own visible and hidden
inputs (value tasks: ``variant(task, student)``). A right one must agree on all of them and on 200 draws of
the task's generator; a wrong one must differ or raise on at least one of its own inputs; a ``hidden`` one
must differ only on hidden inputs; a ``crash`` must be the exception raised. Each key set must not match the
task's statement, title or hidden-check hints alone.
"""

from __future__ import annotations

import re
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import importlib  # noqa: E402


from ireval_teach.exercises import variant  # noqa: E402
from ireval_teach.exercises.tasks import TASKS, close  # noqa: E402
from ireval_teach.exercises.variants import rng_for  # noqa: E402


def run(fn, args):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = fn(*args)
        if hasattr(out, "tolist"):
            out = out.tolist()
        return "value", out
    except Exception as exc:  # noqa: BLE001 - a student's function may raise
        return "raise", type(exc).__name__


def keys_match(keys, text):
    return all(any(re.search(alt, text, re.I) for alt in group) for group in keys)


def main(module: str) -> int:
    submissions = importlib.import_module(module).SUBMISSIONS
    seed = "c" + module.rsplit("class", 1)[-1] + "-validate"
    problems = []
    counts: dict = {}
    for sub in submissions:
        task = TASKS[sub.task]
        counts.setdefault(sub.style if not sub.correct else "right", []).append(sub.task)
        sid = sub.student_id
        if task.kind == "value":
            v = variant(task.id, sid)
            ns: dict = {"v": v}
            try:
                exec(sub.code, ns)
                got = ("value", ns[task.answer_name])
            except Exception as exc:  # noqa: BLE001
                got = ("raise", type(exc).__name__)
            ok = got[0] == "value" and close(float(got[1]), task.expected(v), task.tolerance)
            results = [("visible", "", ok, got)]
        else:
            ns = {}
            exec(sub.code, ns)
            fn = ns[task.answer_name]
            results = []
            for inp in task.visible_inputs(sid):
                got = run(fn, task.family.args(inp))
                results.append(("visible", "", got[0] == "value" and close(got[1], task.expected(inp), task.tolerance),
                                got))
            for hint, inp in task.hidden_inputs(sid):
                got = run(fn, task.family.args(inp))
                results.append(("hidden", hint, got[0] == "value" and close(got[1], task.expected(inp), task.tolerance),
                                got))
        bad = [r for r in results if not r[2]]
        if sub.correct:
            if bad:
                problems.append(f"{sub.sid} right but differs: {bad}")
            if task.kind == "function":
                rng = rng_for(task.id, seed, "visible")
                for _ in range(200):
                    inp = task.family.generate(rng)
                    got = run(fn, task.family.args(inp))
                    if not (got[0] == "value" and close(got[1], task.expected(inp), task.tolerance)):
                        problems.append(f"{sub.sid} right but differs on a draw {inp}: {got}")
                        break
            where = "agrees on all"
        else:
            if not bad:
                problems.append(f"{sub.sid} wrong but agrees on all of its own inputs")
            if sub.style == "hidden" and any(r[0] == "visible" for r in bad):
                problems.append(f"{sub.sid} hidden but differs on a visible input")
            if sub.crash:
                raised = {r[3][1] for r in bad if r[3][0] == "raise"}
                if raised != {sub.crash}:
                    problems.append(f"{sub.sid} crash={sub.crash} but raised {raised or 'nothing'}")
            texts = [task.statement, task.title] + [h for h, _ in task.hidden_inputs(sid)]
            for t in texts + [" ".join(texts)]:
                if keys_match(sub.keys, t):
                    problems.append(f"{sub.sid} keys match the task's own text: {t[:60]!r}")
                    break
            where = "; ".join(f"{kind}{'(' + hint + ')' if hint else ''}: "
                              f"{got[1] if got[0] == 'raise' else 'differs'}" for kind, hint, _, got in bad)
        print(f"{sub.sid} {sub.task:22s} {sub.style if not sub.correct else 'RIGHT':8s} {len(results)} inputs, "
              f"{len(bad)} differ  {where[:110]}")
    print()
    for cat, tasks in counts.items():
        print(f"{cat:8s} {len(tasks)}")
    fn_tasks = {t.id for t in TASKS.values() if t.kind == "function"}
    covered = {s.task for s in submissions}
    print("function tasks covered:", len(fn_tasks & covered), "of", len(fn_tasks), "missing:",
          sorted(fn_tasks - covered))
    print("value tasks:", sorted(covered - fn_tasks))
    print("\nPROBLEMS:" if problems else "\nall checks pass", *problems, sep="\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "diagnosis_class19"))
