"""The principles of ``exercises/public_draws.py`` and the registry candidates, on the student's path
(``check``) and on the grader's: a hidden failure reported by type without the secret mattering, a
name withdrawn by confirming draws, every registry family a candidate."""

from __future__ import annotations

import os

import pytest

from ireval_teach.exercises import TASKS, check
from ireval_teach.exercises import candidates, public_draws
from ireval_teach.exercises.probing import probes_for
from ireval_teach.measures import specs

AP = TASKS["ap.exact"]


def _right_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, label in enumerate(labels, 1):
        if label:
            hits += 1
            total += hits / rank
    return total / n_relevant if n_relevant else 0.0


def _none_without_relevant(labels, n_relevant):
    if n_relevant == 0:
        return None
    return _right_ap(labels, n_relevant)


def test_a_hidden_failure_is_reported_by_the_type_of_its_look_alikes():
    fb = check("ap.exact", _none_without_relevant, student_id="pd1")
    assert not fb.passed
    assert fb.misconception == "returns:none" and "None" in fb.label
    assert "your function returned None" in fb.message
    # the hint of the failed check, never its input or expected value
    hint = next(h for h, inp in AP.hidden_inputs("pd1") if inp["n_relevant"] == 0)
    assert hint in fb.message
    for h, inp in AP.hidden_inputs("pd1"):
        if len(inp["labels"]) >= 5:
            assert repr(inp["labels"]) not in fb.message


def _type_by_input(labels, n_relevant):
    """A side channel: the type it returns depends on the input (None or text), on every input."""
    return None if (len(labels) + sum(labels)) % 2 else "x"


def test_the_type_report_is_the_same_under_every_course_secret(monkeypatch):
    """The look-alikes are drawn without the secret: what the feedback says of them cannot carry a hidden
    input out, whatever the function does with its input."""
    messages = []
    for secret in ("secret-A", "secret-B"):
        monkeypatch.setenv("IREVAL_EXERCISE_SECRET", secret)
        messages.append(check("ap.exact", _type_by_input, student_id="pd2").message)
    assert messages[0] == messages[1]
    monkeypatch.delenv("IREVAL_EXERCISE_SECRET")
    drawn = [public_draws.draw(AP, "pd2") for _ in range(2)]
    assert drawn[0].like == drawn[1].like and drawn[0].confirm == drawn[1].confirm


def test_look_alikes_have_the_kind_of_each_hidden_check():
    drawn = public_draws.draw(AP, "pd3")
    assert drawn.hints == tuple(h for h, _ in AP.hidden_inputs("pd3"))
    assert all(len(group) == public_draws.LIKE_HIDDEN for group in drawn.like)
    assert len(drawn.confirm) == public_draws.CONFIRM


def _divides_by_retrieved(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, label in enumerate(labels, 1):
        if label:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0


def test_a_name_is_withdrawn_when_the_confirming_draws_contradict_it():
    """A function that makes a catalogued mistake only on the inputs the checker first tries (and their
    cut lists) is right elsewhere: the confirming draws contradict the mistake, so it is not named."""
    sid = "pd4"
    probes = probes_for(AP, sid)
    seen = set()
    for p in probes:
        labels = tuple(p.inputs["labels"])
        for j in range(len(labels) + 1):
            seen.add((labels[:j], p.inputs["n_relevant"]))

    def sly(labels, n_relevant):
        if (tuple(labels), n_relevant) in seen:
            return _divides_by_retrieved(labels, n_relevant)
        return _right_ap(labels, n_relevant)

    honest = check("ap.exact", _divides_by_retrieved, student_id=sid)
    assert honest.misconception == "ap_divides_by_retrieved_relevant"
    fb = check("ap.exact", sly, student_id=sid)
    assert not fb.passed and fb.misconception is None, fb.message
    assert "Recognised mistake" not in fb.message


def test_every_numeric_registry_family_is_a_candidate():
    names = {m.name.split(":", 1)[1] for m in candidates.registry_measures()}
    numeric = {s.family for s in specs() if not s.text and not s.is_count} - set(candidates._NOT_CANDIDATES)
    assert names == numeric


def _bpref(labels, n_relevant):
    """bpref where AP was asked: a sibling only the measure registry computes."""
    nonrel, total = 0, 0.0
    for label in labels:
        if label:
            total += 1 - min(nonrel, n_relevant) / min(n_relevant, labels.count(0)) if labels.count(0) else 1
        else:
            nonrel += 1
    return total / n_relevant if n_relevant else 0.0


def test_a_registry_sibling_is_named():
    fb = check("ap.exact", _bpref, student_id="pd5")
    assert not fb.passed
    assert "bpref" in fb.message.split("\n")[1], fb.message


def test_a_sum_no_measure_makes_is_told_so():
    def every_rank(labels, n_relevant):
        hits, total = 0, 0.0
        for rank, label in enumerate(labels, start=1):
            if label:
                hits += 1
            total += hits / rank
        return total / n_relevant if n_relevant else 0.0

    fb = check("ap.exact", every_rank, student_id="pd6")
    assert "a sum the library's computation does not make" in fb.message
    assert "as in the library's trace" not in fb.message


@pytest.mark.skipif(os.name != "posix", reason="the grader's sandbox needs POSIX")
def test_the_grader_reports_the_students_own_steps(tmp_path):
    """The grader's first pass answers the tracer's request (a visible input), so the gradebook's
    feedback has the same own-steps sentence as the student's check()."""
    from notebook_grading import graded_feedback

    code = """def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, label in enumerate(labels, start=1):
        if label:
            hits += 1
        total += hits / rank
    return total / n_relevant if n_relevant else 0.0"""
    text = graded_feedback(tmp_path, "pd7", "ap.exact", code, "my_ap")
    ns: dict = {}
    exec(code, ns)
    local = check("ap.exact", ns["my_ap"], student_id="pd7").message
    own = [line for line in local.splitlines() if line.startswith("Your own steps")]
    assert own and own[0] in text, text
