"""Exercise 06 (generality and scope, issue 15): right answers pass, named mistakes are recognised."""

from __future__ import annotations

import pytest

from ireval_teach.exercises import TASKS, check, variant

CORRECT06 = {
    "gen.recall_lower_bound": lambda d, s, v: v / (d - s + v) if v else 0.0,
    "gen.grip_point": lambda labels, c: sum(1 for x in list(labels)[:c] if x) / c if c else 0.0,
}

# student-style wrong code, written independently of the catalogue: (task, misconception, function)
BUGS06 = [
    ("gen.recall_lower_bound", "recall_bound_over_database", lambda d, s, v: v / d),
    ("gen.recall_lower_bound", "recall_bound_without_found", lambda d, s, v: v / (d - s)),
    ("gen.grip_point", "grip_at_ten", lambda labels, c: sum(1 for x in list(labels)[:10] if x) / 10),
    ("gen.grip_point", "grip_whole_list", lambda labels, c: sum(labels) / len(labels)),
]

VALUES06 = {
    "gen.recall": (lambda v: v["v"] / v["c"], {"recall_over_scope": lambda v: v["v"] / v["s"],
                                               "recall_over_database": lambda v: v["v"] / (v["c"] + v["e"])}),
    "gen.random_precision": (lambda v: v["c"] / (v["c"] + v["e"]),
                             {"random_precision_over_scope": lambda v: v["c"] / v["s"],
                              "random_precision_over_embedding": lambda v: v["c"] / v["e"]}),
}


def test_the_assignment_has_its_tasks():
    ids = {t.id for t in TASKS.values() if t.topic == "06_generality_scope"}
    assert {"gen.grip_point", "gen.practical", "judge.generality_move", "judge.grip_pick"} <= ids
    kinds = {TASKS[i].kind for i in ids}
    assert kinds == {"value", "function"}
    # the one-line divisions of the first release are retired: not listed, still checked (released hand-outs)
    retired = {"gen.generality", "gen.relevant_scope", "gen.recall", "gen.random_precision", "gen.recall_lower_bound"}
    assert not retired & ids and all(t in TASKS for t in retired)


@pytest.mark.parametrize("student", ["s1", "s2", "demo"])
@pytest.mark.parametrize("task_id", sorted(CORRECT06))
def test_right_functions_pass(task_id, student):
    fb = check(task_id, CORRECT06[task_id], student_id=student)
    assert fb.passed, fb.message


@pytest.mark.parametrize("task_id, name, fn", BUGS06, ids=[b[1] for b in BUGS06])
def test_student_bugs_are_named(task_id, name, fn):
    fb = check(task_id, fn, student_id="s7")
    assert not fb.passed and fb.misconception == name, fb.message


@pytest.mark.parametrize("task_id", sorted(VALUES06))
def test_values_right_and_wrong(task_id):
    right, wrongs = VALUES06[task_id]
    for student in ("s1", "s2", "s3"):
        v = variant(task_id, student)
        assert check(task_id, round(right(v), 4), student_id=student).passed
        for name, wrong in wrongs.items():
            fb = check(task_id, wrong(v), student_id=student)
            assert not fb.passed and fb.misconception == name, fb.message
