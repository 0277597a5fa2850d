"""Unit tests of the library-wide candidates, discriminating inputs, the student's own steps, hidden
results by type and the feedback's label/code (the class-level measures are in test_diagnosis_classes.py)."""

from __future__ import annotations

import types

from ireval_teach.average_precision import average_precision
from ireval_teach.exercises import TASKS, check
from ireval_teach.exercises import candidates, discriminate, student_trace
from ireval_teach.exercises.tasks import FAMILIES
from ireval_teach.exercises.untrusted import trace_steps
from ireval_teach.ranked import r_precision
from ireval_teach.ranking import Ranking


def test_a_new_option_value_becomes_a_candidate_without_any_change():
    mod = types.ModuleType("fake_measures")
    exec("SCHEMES = ('plain', 'fancy', 'odd')\n"
         "def score(r, *, scheme='plain', trace=False):\n    return 1.0\n", mod.__dict__)
    assert candidates.convention_options(mod.score) == {"scheme": ("plain", "fancy", "odd")}
    m = candidates.LibraryMeasure("score", "the score", mod.score, candidates.convention_options(mod.score), "ranking")
    assert [v["scheme"] for v in m.variants()] == ["plain", "fancy", "odd"]


def test_library_candidates_give_the_library_values_with_plain_names():
    c = {x.name: x for x in candidates.candidates_for(FAMILIES["ap"])}
    inp = {"labels": [0, 1, 1, 0, 1], "n_relevant": 4}
    assert c["r_precision@as_given"].wrong(inp) == r_precision(Ranking([0, 1, 1, 0, 1], 4))
    den = c["average_precision[method=exact,denominator=retrieved_relevant]@as_given"]
    assert den.wrong(inp) == average_precision(Ranking([0, 1, 1, 0, 1], 4), denominator="retrieved_relevant")
    assert "relevant items retrieved" in den.title and "=" not in den.title.split("(")[0]


def test_discriminating_inputs_split_the_groups():
    g = [discriminate.Group([("a", None, None)], (1.0, 2.0, 3.0)),
         discriminate.Group([("b", None, None)], (1.0, 2.0, 4.0)),
         discriminate.Group([("c", None, None)], (1.0, 5.0, 3.0))]
    picked = discriminate.choose(g, 1e-6)
    seen = {tuple(x.values[d] for d in picked) for x in g}
    assert len(seen) == 3 and 0 not in picked


def test_one_cause_named_only_when_the_numbers_single_it_out():
    """R-precision and 'AP whose hits are divided by the hits so far' can agree on a student's first inputs;
    the checker calls the function on an input where they differ and names the one left."""
    def my_ap(labels, n_relevant):
        return sum(labels[:n_relevant]) / n_relevant if n_relevant else 0.0

    fb = check("ap.exact", my_ap, student_id="c3-s01")
    assert not fb.passed and "R-precision" in fb.message and "one of" not in (fb.label or "")


def test_the_tracer_is_bounded_and_records_numeric_locals():
    def loops(labels, n):
        x = 0
        while True:
            x += 1

    r = trace_steps(loops, [[1], 1], max_events=500)
    assert r["complete"] is False and r["loops"] is True

    def ap(labels, n):
        hits, s = 0, 0.0
        for i, y in enumerate(labels, 1):
            if y:
                hits += 1
                s += hits / i
        return s / n

    r = trace_steps(ap, [[1, 0, 1], 2])
    assert r["vars"]["s"] == [0.0, 1.0, 1 + 2 / 3] and r["complete"]


def test_the_students_steps_say_where_they_part_from_the_library():
    labels = [1, 0, 1, 1, 0, 1]
    steps = student_trace.rank_steps_of(average_precision(Ranking(labels, 4), trace=True))

    def ap_skips_rank_4(labels, n):  # the running sum misses the relevant item at rank 4
        hits, s = 0, 0.0
        for i, y in enumerate(labels, 1):
            if y:
                hits += 1
                if i != 4:
                    s += hits / i
        return s / n

    text = student_trace.describe(trace_steps(ap_skips_rank_4, [labels, 4]), steps, labels, ("labels", "n_relevant"),
                                  "your input 1")
    assert "`s` follows the running sum of P@k" in text and "up to rank 3" in text and "(at rank 4)" in text
    flat = student_trace.describe({"vars": {}, "loops": False}, steps, labels, (), "your input 1")
    assert "no loop" in flat


def test_hidden_results_say_only_which_hints_failed():
    # the function's return on a hidden input (here None) is chosen from that input: the feedback names the
    # failed check's hint, never the type, a size or the value (the grader's fixed vocabulary)
    def my_p_at_k(labels, k):
        if k <= len(labels):
            return sum(labels[:k]) / k

    fb = check("rank.p_at_k", my_p_at_k, student_id="t-hidden")
    assert not fb.passed and "k larger than the list" in fb.message
    assert "None" not in fb.message.split("Hidden checks")[-1]


def test_feedback_label_is_plain_words_and_code_is_separate():
    def my_p_at_k(labels, k):
        return sum(labels[:k]) / len(labels[:k]) if labels[:k] else 0.0

    fb = check("rank.p_at_k", my_p_at_k, student_id="t-label")
    d = fb.to_dict()
    assert fb.code and fb.label and d["label"] == fb.label and d["code"] == fb.code
    assert ":" not in fb.label.split(" ")[0] and "=" not in fb.label.split("(")[0]
    assert TASKS["rank.p_at_k"].title in fb.message
