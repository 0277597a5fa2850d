"""DCG / NDCG (issue 3): the slides' numbers, three formulations, both ideal rankings, conventions,
trace == fast, properties, and cross-checks against trec_eval (pytrec_eval) and scikit-learn."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from hypothesis import given, strategies as st

import ireval_teach as it
from ireval_teach import Ranking, dcg, ndcg
from ireval_teach.errors import InvalidCutoffError, InvalidLabelError, UnknownOptionError
from ireval_teach.graded import DCGStep, NDCGStep, dcg_curve, ideal_ranking, ndcg_curve

SLIDES = [3, 2, 3, 0, 0, 1, 2, 2, 3, 0]
FORMS = ("classic", "exponential", "trec")
IDEALS = ("judged_list", "all_judgments")


# -- a literal reference, written from the formulas, sharing no code with the library -----------------
def ref_dcg(labels, k, form):
    total = 0.0
    for i in range(1, k + 1):
        rel = labels[i - 1] if i <= len(labels) else 0
        if form == "classic":
            total += rel if i == 1 else rel / math.log2(i)
        elif form == "exponential":
            total += (2 ** rel - 1) / math.log2(i + 1)
        else:
            total += rel / math.log2(i + 1)
    return total


def ref_ndcg(labels, k, form, ideal_grades):
    ideal = sorted(ideal_grades, reverse=True)
    i_d = ref_dcg(ideal, k, form)
    return ref_dcg(labels, k, form) / i_d if i_d > 0 else 0.0


# -- the slides -------------------------------------------------------------------------------------
def test_slides_dcg_row_rounds_to_the_printed_values():
    printed = [3, 5, 6.89, 6.89, 6.89, 7.28, 7.99, 8.66, 9.61, 9.61]
    assert [round(x, 2) for x in dcg_curve(SLIDES)] == printed
    assert dcg(SLIDES) == pytest.approx(ref_dcg(SLIDES, 10, "classic"), abs=1e-12)


def test_slides_discounted_gains_and_log_rounding():
    t = dcg(SLIDES, trace=True)
    assert [round(s.discounted_gain, 2) for s in t.steps] == [3, 2, 1.89, 0, 0, 0.39, 0.71, 0.67, 0.95, 0]
    assert t.steps[2].discount == math.log2(3)
    # the slides write 3/1.59; both that and the exact value print as 1.89
    assert round(3 / 1.59, 2) == round(t.steps[2].discounted_gain, 2) == 1.89
    assert abs(3 / 1.59 - t.steps[2].discounted_gain) > 0.005


def test_slides_ideal_and_ndcg():
    assert ideal_ranking(SLIDES) == [3, 3, 3, 2, 2, 2, 1, 0, 0, 0]
    irun = dcg_curve(ideal_ranking(SLIDES))
    assert [round(x, 2) for x in irun] == [3, 6, 7.89, 8.89, 9.75, 10.53, 10.88, 10.88, 10.88, 10.88]
    nd = ndcg_curve(SLIDES)
    assert [round(x, 2) for x in nd] == [1, 0.83, 0.87, 0.78, 0.71, 0.69, 0.73, 0.80, 0.88, 0.88]
    assert nd[3] == pytest.approx(6.892789260714372 / 8.892789260714372, abs=1e-12)
    for k in range(1, 11):
        assert ndcg(SLIDES, k) == nd[k - 1]


def test_ndcg_trace_fields_on_the_slides():
    t = ndcg(SLIDES, trace=True)
    assert all(isinstance(s, NDCGStep) for s in t.steps) and len(t.steps) == 10
    s4 = t.steps[3]
    assert (s4.rank, s4.label, s4.ideal_label, s4.gain, s4.discount) == (4, 0, 2, 0.0, 2.0)
    assert s4.ndcg == pytest.approx(0.7751, abs=1e-4) and s4.ideal_dcg == pytest.approx(8.8928, abs=1e-4)
    assert t.steps[-1].ndcg == t.value == ndcg(SLIDES)
    assert "ideal ranking" in t.conventions and "ideal DCG = 0" in t.conventions
    assert "NDCG = " in s4.explanation and "log2(4)" in s4.explanation


# -- formulations and options ------------------------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_formulations_match_the_reference(form):
    rng = random.Random(7)
    for _ in range(200):
        labels = [rng.choice([0, 0, 1, 2, 3, 4]) for _ in range(rng.randint(1, 15))]
        for k in (None, 1, 3, 10, 25):
            kk = len(labels) if k is None else k
            assert dcg(labels, k, formulation=form) == pytest.approx(ref_dcg(labels, kk, form), abs=1e-12)
            assert ndcg(labels, k, formulation=form) == pytest.approx(ref_ndcg(labels, kk, form, labels), abs=1e-12)


def test_exponential_gain_by_hand():
    # (2^3 - 1)/log2(2) + (2^1 - 1)/log2(3) = 7 + 1/1.58496
    assert dcg([3, 1], formulation="exponential") == pytest.approx(7 + 1 / math.log2(3), abs=1e-15)
    t = dcg([3, 1], formulation="exponential", trace=True)
    assert [s.gain for s in t.steps] == [7.0, 1.0]
    assert "2^3 - 1" in t.steps[0].explanation


def test_classic_does_not_discount_rank_two():
    assert ndcg([0, 3]) == 1.0
    assert ndcg([0, 3], formulation="trec") == pytest.approx(1 / math.log2(3), abs=1e-15)


def test_ideal_from_all_judgments_includes_unretrieved():
    r = Ranking([2, 0, 1], unretrieved_grades=[3, 1])
    assert ideal_ranking(r, "all_judgments") == [3, 2, 1, 1, 0]
    assert ideal_ranking(r) == [2, 1, 0]
    for form in FORMS:
        assert ndcg(r, 3, formulation=form, ideal="all_judgments") == pytest.approx(
            ref_ndcg([2, 0, 1], 3, form, [2, 0, 1, 3, 1]), abs=1e-12)
        assert ndcg(r, 3, formulation=form) == pytest.approx(ref_ndcg([2, 0, 1], 3, form, [2, 0, 1]), abs=1e-12)
    # k=None: no cut-off, the ideal ranking is used in full (trec_eval's ndcg)
    assert ndcg(r, ideal="all_judgments", formulation="trec") == pytest.approx(
        ref_ndcg([2, 0, 1], 5, "trec", [2, 0, 1, 3, 1]), abs=1e-12)
    # missing relevant items known only by count get the threshold grade
    r2 = Ranking([2, 0], n_relevant=3)
    assert ideal_ranking(r2, "all_judgments") == [2, 1, 1, 0]
    t = ndcg(r2, trace=True)
    assert "NOT included" in t.conventions["ideal ranking"]


def test_ideal_dcg_zero_gives_zero():
    for form in FORMS:
        for ideal in IDEALS:
            assert ndcg([0, 0, 0], formulation=form, ideal=ideal) == 0.0
            t = ndcg([0, 0], formulation=form, ideal=ideal, trace=True)
            assert t.value == 0.0 and all(s.ndcg == 0.0 for s in t.steps)
    # per-rank: ideal DCG is 0 at the early ranks, positive later? not possible (ideal sorted), but the list
    # may score 0 while the ideal does not
    assert ndcg([0, 1], 1) == 0.0


def test_k_beyond_the_list():
    labels = [3, 0, 2]
    assert dcg(labels, 10) == dcg(labels)
    assert ndcg(labels, 10) == ndcg(labels)  # judged-list ideal is as long as the list
    r = Ranking(labels, unretrieved_grades=[3, 3])
    assert ndcg(r, 10, ideal="all_judgments") < ndcg(r, 3, ideal="all_judgments")
    t = dcg(labels, 5, trace=True)
    # ranks 4..5 are past the end: one summary step at rank 5, never one step per rank up to k
    assert [s.rank for s in t.steps] == [1, 2, 3, 5] and t.steps[3].label is None and t.steps[3].gain == 0.0
    assert "ranks 4..5" in t.steps[3].explanation and t.steps[3].dcg == t.value
    assert "k beyond the list" in t.conventions
    tn = ndcg(r, 6, ideal="all_judgments", trace=True)
    assert tn.steps[3].label is None and tn.steps[3].ideal_label == 2
    assert tn.steps[5].ideal_label is None


def test_errors_name_the_bad_value():
    with pytest.raises(UnknownOptionError, match="'expo'"):
        dcg(SLIDES, formulation="expo")
    with pytest.raises(UnknownOptionError, match="'ideal'"):
        ndcg(SLIDES, ideal="ideal")
    with pytest.raises(InvalidCutoffError, match="0"):
        ndcg(SLIDES, 0)
    with pytest.raises(InvalidLabelError, match="-1"):
        dcg([1, -1])
    with pytest.raises(InvalidLabelError, match="1.5"):
        ndcg([1.5, 0])


def test_public_names():
    assert it.dcg is dcg and it.ndcg is ndcg
    assert "dcg" in it.__all__ and "ndcg" in it.__all__ and "roc_auc" in it.__all__


# -- trace == fast, properties ------------------------------------------------------------------------
graded_lists = st.lists(st.integers(0, 4), min_size=1, max_size=20)


@given(graded_lists, st.one_of(st.none(), st.integers(1, 25)), st.sampled_from(FORMS), st.sampled_from(IDEALS),
       st.lists(st.integers(1, 4), max_size=4))
def test_trace_equals_fast_and_contributions(labels, k, form, ideal, unretrieved):
    r = Ranking(labels, unretrieved_grades=unretrieved)
    v = ndcg(r, k, formulation=form, ideal=ideal)
    t = ndcg(r, k, formulation=form, ideal=ideal, trace=True)
    assert type(v) is float and t.value == v
    assert math.isclose(sum(s.contribution for s in t.steps), v, abs_tol=1e-12)
    d = dcg(r, k, formulation=form)
    td = dcg(r, k, formulation=form, trace=True)
    assert type(d) is float and td.value == d == td.steps[-1].dcg
    assert all(isinstance(s, DCGStep) for s in td.steps)
    assert math.isclose(sum(s.contribution for s in td.steps), d, rel_tol=1e-12, abs_tol=1e-12)
    for s in td.steps:
        assert s.discounted_gain == s.gain / s.discount


@given(graded_lists, st.sampled_from(FORMS), st.sampled_from(IDEALS), st.lists(st.integers(1, 4), max_size=4))
def test_ndcg_between_zero_and_one_at_every_rank(labels, form, ideal, unretrieved):
    r = Ranking(labels, unretrieved_grades=unretrieved)
    for x in ndcg_curve(r, formulation=form, ideal=ideal):
        assert 0.0 <= x <= 1.0 + 1e-12


@given(graded_lists, st.sampled_from(FORMS), st.randoms(use_true_random=False))
def test_ideal_ranking_scores_one(labels, form, rnd):
    ideal = sorted(labels, reverse=True)
    expected = 1.0 if any(labels) else 0.0
    assert ndcg(ideal, formulation=form) == pytest.approx(expected, abs=1e-12)
    shuffled = labels[:]
    rnd.shuffle(shuffled)
    # the ideal depends only on the multiset of labels
    assert ideal_ranking(shuffled) == ideal


# -- cross-checks ---------------------------------------------------------------------------------------
def _trec_collection(seed: int, n_queries: int):
    rng = random.Random(seed)
    qrels, run, rankings = {}, {}, {}
    for q in range(n_queries):
        qid = f"q{q}"
        docs = [f"d{j}" for j in range(rng.randint(3, 40))]
        grades = {}
        for d in docs:
            if rng.random() < 0.7:  # judged (0 = judged non-relevant)
                grades[d] = rng.choice([0, 0, 1, 2, 3])
        if q % 9 == 0:
            grades = {d: 0 for d in grades}  # nothing relevant
        if not grades:
            grades[docs[0]] = 0
        retrieved = rng.sample(docs, rng.randint(1, len(docs)))
        scores = {d: float(len(retrieved) - i) for i, d in enumerate(retrieved)}  # distinct
        qrels[qid] = grades
        run[qid] = scores
        rankings[qid] = Ranking.from_ids(retrieved, grades)
    return qrels, run, rankings


def test_ndcg_matches_trec_eval():
    pytrec_eval = pytest.importorskip("pytrec_eval")
    qrels, run, rankings = _trec_collection(20261122, 300)
    ev = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg", "ndcg_cut.5,10"})
    res = ev.evaluate(run)
    checked = 0
    for qid, r in rankings.items():
        for key, k in (("ndcg_cut_5", 5), ("ndcg_cut_10", 10), ("ndcg", None)):
            ours = ndcg(r, k, formulation="trec", ideal="all_judgments")
            assert abs(ours - res[qid][key]) <= 1e-9, (qid, key, ours, res[qid][key], r)
            checked += 1
    assert checked == 900


def test_ndcg_matches_sklearn_without_ties():
    metrics = pytest.importorskip("sklearn.metrics")
    rng = np.random.default_rng(3)
    for _ in range(200):
        n = int(rng.integers(2, 30))
        y_true = rng.integers(0, 4, n)
        y_score = rng.permutation(n).astype(float)  # no ties
        order = np.argsort(-y_score)
        r = Ranking(y_true[order].tolist())
        for k in (None, 1, 5, 10):
            ref = metrics.ndcg_score([y_true], [y_score], k=k)
            assert abs(ndcg(r, k, formulation="trec") - ref) <= 1e-9
