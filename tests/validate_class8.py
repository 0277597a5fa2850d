"""Validate tests/diagnosis_class8.py against the task references only (never the checker).

Run: ``.venv/bin/python tests/validate_class8.py``. For each submission the code is executed and compared, with
the task's tolerance, to ``Task.expected`` on its own student's inputs (visible and hidden), and for a right one
on 200 more draws of the task's generator. It checks: a right one agrees everywhere; a wrong one differs (or
raises) on at least one of its own inputs; a ``hidden`` one agrees on every visible input and differs on a hidden
one; a declared ``crash`` is raised on some input. Exit status 1 on any failure.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from diagnosis_class8 import SUBMISSIONS  # noqa: E402

from ireval_teach.exercises import variant  # noqa: E402
from ireval_teach.exercises.tasks import TASKS, close  # noqa: E402
from ireval_teach.exercises.variants import rng_for  # noqa: E402


def run(sub, task, inp):
    """``("value", x)`` or ``("raise", name)`` of the submission on one input."""
    try:
        if task.kind == "value":
            ns = {"v": copy.deepcopy(inp)}
            exec(sub.code, ns)
            return "value", ns[task.answer_name]
        ns = {}
        exec(sub.code, ns)
        return "value", ns[task.answer_name](*task.family.args(copy.deepcopy(inp)))
    except Exception as exc:  # noqa: BLE001 - a student's code may raise
        return "raise", type(exc).__name__


def agrees(sub, task, inp):
    kind, x = run(sub, task, inp)
    if kind == "raise":
        return False, x
    if isinstance(x, tuple):
        x = list(x)
    return close(x, task.expected(inp), task.tolerance), kind


def main() -> int:
    failures = []
    for sub in SUBMISSIONS:
        task = TASKS[sub.task]
        if task.kind == "value":
            visible, hidden = [variant(sub.task, sub.student_id)], []
        else:
            visible, hidden = task.visible_inputs(sub.student_id), [i for _, i in task.hidden_inputs(sub.student_id)]
        vis = [agrees(sub, task, i) for i in visible]
        hid = [agrees(sub, task, i) for i in hidden]
        raised = {k for ok, k in vis + hid if not ok and k != "value"}
        note = f"visible ok {sum(o for o, _ in vis)}/{len(vis)}, hidden ok {sum(o for o, _ in hid)}/{len(hid)}"
        if sub.correct:
            rng = rng_for(sub.task, "validate_class8", "random")
            extra = [task.family.generate(rng) for _ in range(200)]
            ex = [agrees(sub, task, i)[0] for i in extra]
            note += f", random ok {sum(ex)}/{len(ex)}"
            bad = not all(o for o, _ in vis + hid) or not all(ex)
        else:
            bad = all(o for o, _ in vis + hid)
            if sub.style == "hidden":
                bad = bad or not all(o for o, _ in vis)
            if sub.crash:
                bad = bad or sub.crash not in raised
        if raised:
            note += f", raises {sorted(raised)}"
        print(f"{'FAIL' if bad else 'ok  '} {sub.sid} {sub.task:22} {sub.style or 'right':8} {note}")
        if bad:
            failures.append(sub.sid)
    print(f"{len(SUBMISSIONS)} submissions, {len(failures)} failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
