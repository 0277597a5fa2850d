"""The task bank: every task passes its solution and says "not yet" on its stub; released inputs are pinned;
judgment questions name each wrong option's misconception; a course's own tasks load without a package edit."""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path

import pytest

from ireval_teach.exercises import TASKS, check, variant
from ireval_teach.exercises.judgment import judge
from ireval_teach.exercises.tasks import RETIRED
from test_exercises import CORRECT

PINNED = Path(__file__).parent / "data" / "task_variants_pinned.json"


SOLUTIONS = CORRECT


def test_the_bank_covers_the_course():
    topics = Counter(t.topic for t in TASKS.values())
    judgments = [t for t in TASKS.values() if t.judge is not None]
    assert len(TASKS) >= 40 and len(topics) >= 8 and len(judgments) >= 8, (len(TASKS), topics, len(judgments))
    assert not set(RETIRED) & set(TASKS.keys()) and all(t in TASKS for t in RETIRED)  # answered, not listed


def test_released_inputs_are_pinned():
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    for tid, per_id in pinned.items():
        for sid, inputs in per_id.items():
            assert json.loads(json.dumps(variant(tid, sid))) == inputs, (tid, sid)


def _solution(t, sid):
    if t.judge is not None:
        return t.judge.posed(t.id, sid).answer
    if t.kind == "value":
        return round(t.expected(variant(t.id, sid)), 6)
    return SOLUTIONS[t.id]


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_task_passes_its_solution_and_not_its_stub(task_id):
    t = TASKS[task_id]
    fb = check(task_id, _solution(t, "s1"), student_id="s1")
    assert fb.passed, fb.message
    stub = ... if t.kind == "value" else (lambda *a: (_ for _ in ()).throw(NotImplementedError("your code here")))
    fb = check(task_id, stub, student_id="s1")
    assert not fb.passed and "not yet" in fb.message.split("\n")[0]


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if TASKS[t].judge is not None))
def test_each_wrong_option_names_its_misconception(task_id):
    t = TASKS[task_id]
    for sid in ("s1", "alice", "20261122"):
        q = t.judge.posed(task_id, sid)
        assert "answer" not in q.public and all(isinstance(k, str) for k in q.public)
        if q.kind == "one":
            for k, c in q.choices.items():
                v = judge(q, k)
                assert v.passed == c.right and (c.right or v.mistake == c.mistake), (sid, k, v)
        elif q.kind == "several":
            for k, c in q.choices.items():
                if not c.right:  # the right set plus one wrong option: that option's mistake is named first
                    v = judge(q, sorted(set(q.answer) | {k}))
                    assert not v.passed and v.mistake == c.mistake and c.mistake.title in v.text
        for wrong, m in q.named:
            v = judge(q, list(wrong) if isinstance(wrong, tuple) else wrong)
            assert not v.passed and v.mistake == m, (sid, wrong, v)


def test_judgment_answers_arrive_as_plain_data_through_the_checker():
    q = TASKS["judge.trec_line"].judge.posed("judge.trec_line", "s1")
    assert check("judge.trec_line", q.answer.upper(), student_id="s1").passed
    assert check("judge.trec_line", f" ({q.answer}) ", student_id="s1").passed
    wrong = next(k for k, c in q.choices.items() if not c.right)
    fb = check("judge.trec_line", wrong, student_id="s1")
    assert fb.misconception == q.choices[wrong].mistake.name and "Recognised mistake" in fb.message
    assert "one letter" in check("judge.trec_line", 3.5, student_id="s1").message
    p = TASKS["judge.pr_pick_point"].judge.posed("judge.pr_pick_point", "s1")
    assert check("judge.pr_pick_point", (round(p.answer[0], 2), round(p.answer[1], 2)), student_id="s1").passed
    assert check("judge.pr_pick_point", ..., student_id="s1").status == "not attempted"
    assert math.isfinite(TASKS["judge.trec_read"].judge.posed("judge.trec_read", "s1").answer)


def test_judgment_answers_are_graded_in_the_sandbox(tmp_path):
    import csv

    nbformat = pytest.importorskip("nbformat")
    from ireval_teach.exercises.grading import grade
    from ireval_teach.exercises.isolation import isolation_status

    sid = "s42"
    line = TASKS["judge.trec_line"].judge.posed("judge.trec_line", sid)
    read = TASKS["judge.trec_read"].judge.posed("judge.trec_read", sid)
    point = TASKS["judge.grip_pick"].judge.posed("judge.grip_pick", sid)
    wrong_number, mistake = read.named[0]
    cells = [f'from ireval_teach.exercises import check, variant\nSTUDENT_ID = "{sid}"',
             'q = variant("judge.trec_line", STUDENT_ID)\nprint(q["output"])',
             f"my_line_meaning = {line.answer.upper()!r}",
             f"my_read_number = {int(wrong_number)}",
             f"my_grip_point_xy = ({point.answer[0]:.2f}, {point.answer[1]:.2f})"]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    p = tmp_path / "judged.ipynb"
    nbformat.write(nb, str(p))
    isolation = "bwrap" if isolation_status()[0] else "process"
    [sub] = grade([p], tmp_path / "g.csv", tasks=["judge.trec_line", "judge.trec_read", "judge.grip_pick"],
                  workers=1, isolation=isolation, progress="none")
    row = next(csv.DictReader((tmp_path / "g.csv").open(encoding="utf-8")))
    assert row["passed"] == "2", row
    # the mistake in plain words in the status, its catalogue code in a column of its own
    assert row["judge.trec_read status"] == f"not yet: {mistake.title}"
    assert row["judge.trec_read mistake"] == mistake.name
