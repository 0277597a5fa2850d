"""Check tests/diagnosis_class7.py against the task references only (never the checker).

Run: ``.venv/bin/python tests/validate_class7.py``. A right submission must agree with the reference on its own
visible and hidden inputs, on those of 30 other student ids and on 200 inputs of the task's generator; a wrong one
must differ (or raise) on one of its own student's inputs; a ``hidden`` one must agree on the visible and generated
inputs (its mistake shows only on the edge inputs of the hidden checks).
"""

from __future__ import annotations

import copy
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from diagnosis_class7 import SUBMISSIONS  # noqa: E402

from ireval_teach.exercises.tasks import FUNCTION_TOL, TASKS, close  # noqa: E402
from ireval_teach.exercises.variants import rng_for  # noqa: E402


def agrees(fn, task, inp) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            got = fn(*task.family.args(copy.deepcopy(inp)))
    except Exception:  # noqa: BLE001 - a student's function may raise
        return False
    if isinstance(got, tuple):
        return False
    try:
        got = list(map(float, got)) if isinstance(got, list) else got
    except (TypeError, ValueError):
        return False
    return close(got, task.expected(inp), FUNCTION_TOL)


def generated(task, n=200):
    return [task.family.generate(rng_for(task.id, f"c7-validate-{i}", "visible")) for i in range(n)]


def main() -> int:
    bad = 0
    for sub in SUBMISSIONS:
        task = TASKS[sub.task]
        ns: dict = {}
        exec(compile(sub.code, f"<{sub.sid}>", "exec"), ns)
        fn = ns[task.answer_name]
        vis = task.visible_inputs(sub.student_id)
        hid = task.hidden_inputs(sub.student_id)
        own_vis = [agrees(fn, task, x) for x in vis]
        own_hid = [(h, agrees(fn, task, x)) for h, x in hid]
        gen = [agrees(fn, task, x) for x in generated(task)]
        if sub.correct:
            others = [agrees(fn, task, x) for i in range(30) for x in
                      task.visible_inputs(f"other{i}") + [y for _, y in task.hidden_inputs(f"other{i}")]]
            ok = all(own_vis) and all(a for _, a in own_hid) and all(gen) and all(others)
            note = f"right: {sum(own_vis) + sum(a for _, a in own_hid) + sum(gen) + sum(others)} agree"
        else:
            differs = not all(own_vis) or not all(a for _, a in own_hid)
            ok = differs
            note = (f"vis differs {own_vis.count(False)}/{len(own_vis)}, hidden differs on "
                    f"{[h for h, a in own_hid if not a]}, generated differs {gen.count(False)}/{len(gen)}")
            if sub.style == "hidden":
                ok = ok and all(own_vis) and all(gen) and not all(a for _, a in own_hid)
        bad += not ok
        print(f"{'ok ' if ok else 'BAD'} {sub.sid} {sub.task:20} {sub.style or 'right':8} {note}")
    print(f"{len(SUBMISSIONS)} submissions, {bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
