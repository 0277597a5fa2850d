"""Macro/micro averages, the averaged PR curve and comparing configurations."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ireval_teach import (ELEVEN_LEVELS, Ranking, average_precision, averaged_pr_curve, compare_configurations,
                          compare_curves, contingency_table, interpolated_curve, interpolated_matrix,
                          macro_average, mean_average_precision, micro_average, precision_at, recall_at)
from ireval_teach.errors import (EmptyRankingError, InconsistentCountError, InvalidCutoffError, InvalidLabelError,
                                 IrevalError, UnknownOptionError)
from ireval_teach.ranked import f_measure_at
from ireval_teach.sets import f_measure, precision, recall

NOTES_Q1 = Ranking.from_positions([1, 2, 4, 15], length=20)  # lecture notes 004: similar at 1, 2, 4, 15
NOTES_Q2 = Ranking.from_positions([3, 5, 9], length=20)       # a second query with 3 similar images


def _random_rankings(seed, n_q=6):
    rng = np.random.default_rng(seed)
    out = {}
    for q in range(n_q):
        length = int(rng.integers(1, 25))
        labels = (rng.random(length) < rng.uniform(0.1, 0.6)).astype(int).tolist()
        extra = int(rng.integers(0, 3))
        out[f"q{q}"] = Ranking(labels, n_relevant=sum(labels) + extra)
    return out


# ---------------------------------------------------------------------------- macro / micro

def test_macro_equals_mean_of_per_query_values():
    runs = _random_rankings(0)
    for k in (1, 3, 10):
        assert macro_average(runs, "precision", k) == pytest.approx(np.mean([precision_at(r, k) for r in runs.values()]))
        assert macro_average(runs, "recall", k) == pytest.approx(np.mean([recall_at(r, k) for r in runs.values()]))
        assert macro_average(runs, "f", k, beta=2) == pytest.approx(
            np.mean([f_measure_at(r, k, beta=2) for r in runs.values()]))
    assert macro_average(runs, average_precision) == pytest.approx(mean_average_precision(runs))
    assert macro_average(runs, "precision") == pytest.approx(np.mean([precision(r) for r in runs.values()]))
    assert macro_average(runs, "recall") == pytest.approx(np.mean([recall(r) for r in runs.values()]))


def test_micro_pools_counts_by_hand():
    # q1: 1 relevant of 4 retrieved, R = 2; q2: 1 of 1, R = 1
    runs = [Ranking([1, 0, 0, 0], n_relevant=2), Ranking([1])]
    assert micro_average(runs, "precision") == 2 / 5
    assert macro_average(runs, "precision") == (1 / 4 + 1) / 2
    assert micro_average(runs, "recall") == 2 / 3
    assert macro_average(runs, "recall") == (1 / 2 + 1) / 2
    assert micro_average(runs, "f") == pytest.approx(2 * (2 / 5) * (2 / 3) / (2 / 5 + 2 / 3))
    assert micro_average(runs, "f", beta=2) == pytest.approx(5 * 2 / (4 * 3 + 5))
    # at a fixed cut-off with missing ranks counted as non-relevant, micro and macro P@k coincide
    assert micro_average(runs, "precision", 3) == macro_average(runs, "precision", 3) == (1 / 3 + 1 / 3) / 2
    assert micro_average(runs, "precision", 3, beyond_end="retrieved") == 2 / 4


def test_contingency_tables_accepted():
    tables = {"a": contingency_table(tp=3, fp=1, fn=2, tn=10), "b": contingency_table(tp=1, fp=4, fn=0, tn=10)}
    assert micro_average(tables, "precision") == 4 / 9
    assert macro_average(tables, "recall") == (3 / 5 + 1) / 2
    assert macro_average(tables, "f") == pytest.approx((f_measure(tables["a"]) + f_measure(tables["b"])) / 2)
    with pytest.raises(InvalidCutoffError, match="k=3"):
        micro_average(tables, "precision", 3)


@pytest.mark.parametrize("measure", ["precision", "recall", "f"])
@pytest.mark.parametrize("k", [None, 2, 7])
def test_traces_match_value_and_contributions_sum(measure, k):
    runs = _random_rankings(1)
    for f in (macro_average, micro_average):
        value = f(runs, measure, k)
        t = f(runs, measure, k, trace=True)
        assert t.value == value and isinstance(value, float)
        assert math.fsum(t.column("contribution")) == pytest.approx(value, abs=1e-12)
        assert t.column("query") == list(runs)
        assert len(t.to_text()) > 0


def test_no_relevant_policy():
    runs = {"q1": [1, 0], "q2": [0, 0]}
    assert macro_average(runs, "recall") == 0.5
    assert macro_average(runs, "recall", no_relevant="skip") == 1.0
    assert micro_average(runs, "precision") == 1 / 4
    assert micro_average(runs, "precision", no_relevant="skip") == 1 / 2
    t = micro_average(runs, "precision", no_relevant="skip", trace=True)
    assert t.column("included") == [True, False]
    with pytest.raises(EmptyRankingError):
        macro_average({"q": [0, 0]}, "recall", no_relevant="skip")


# ---------------------------------------------------------------------------- averaged PR curve

@pytest.mark.parametrize("scheme", ["max", "step"])
def test_one_query_curve_equals_interpolated_curve(scheme):
    for r in [NOTES_Q1, NOTES_Q2, Ranking([0, 1, 1, 0, 1], n_relevant=5)] + list(_random_rankings(2).values()):
        for levels in (ELEVEN_LEVELS, [0.0, 0.33, 0.5, 0.99, 1.0]):
            assert averaged_pr_curve([r], levels, scheme).tolist() == interpolated_curve(r, levels, scheme).tolist()


def test_two_query_curve_by_hand():
    # Q1 (notes): points (R, P) = (.25, 1), (.5, 1), (.75, .75), (1, 4/15)
    # Q2: similar at 3, 5, 9: points (1/3, 1/3), (2/3, 2/5), (1, 3/9)
    q1 = [1] * 6 + [0.75] * 2 + [4 / 15] * 3                             # max and step agree for Q1
    q2_max = [0.4] * 7 + [1 / 3] * 4                                       # max to the right
    q2_step = [1 / 3] * 4 + [0.4] * 3 + [1 / 3] * 4                        # notes' step rule keeps the dip
    got_max = averaged_pr_curve([NOTES_Q1, NOTES_Q2])
    got_step = averaged_pr_curve([NOTES_Q1, NOTES_Q2], scheme="step")
    assert got_max.tolist() == pytest.approx([(x + y) / 2 for x, y in zip(q1, q2_max)], abs=1e-15)
    assert got_step.tolist() == pytest.approx([(x + y) / 2 for x, y in zip(q1, q2_step)], abs=1e-15)
    # the notes' question "overall precision at recall 0.7": Q1 gives 0.75, Q2 gives 3/9 -> 0.5417
    assert averaged_pr_curve([NOTES_Q1, NOTES_Q2], [0.7])[0] == pytest.approx((0.75 + 1 / 3) / 2)
    assert averaged_pr_curve([NOTES_Q1, NOTES_Q2], [0.6])[0] == pytest.approx((0.75 + 0.4) / 2)


def test_curve_trace_and_finer_levels():
    runs = {"notes": NOTES_Q1, "other": NOTES_Q2, "empty": Ranking([0, 0, 0])}
    t = averaged_pr_curve(runs, trace=True)
    plain = averaged_pr_curve(runs)
    assert t.value == tuple(plain.tolist())
    assert len(t) == 11 * 3
    for j, level in enumerate(ELEVEN_LEVELS):
        at = [s for s in t.steps if s.level == level]
        assert [s.query for s in at] == ["notes", "other", "empty"]
        assert math.fsum(s.contribution for s in at) == pytest.approx(plain[j], abs=1e-15)
    assert t.steps[0].from_rank == 1 and t.steps[2].from_rank is None
    skipped = averaged_pr_curve(runs, no_relevant="skip")
    assert skipped.tolist() == pytest.approx((plain * 3 / 2).tolist())
    fine = averaged_pr_curve(runs, levels=20)
    assert len(fine) == 21 and fine[::2].tolist() == pytest.approx(plain.tolist(), abs=1e-15)
    q, lv, M = interpolated_matrix(runs)
    assert q == ("notes", "other", "empty") and M.shape == (3, 11) and not M[2].any()


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.integers(0, 1), min_size=1, max_size=15), min_size=1, max_size=6),
       st.sampled_from(["max", "step"]))
def test_curve_properties(label_lists, scheme):
    curve = averaged_pr_curve(label_lists, scheme=scheme)
    assert np.all((curve >= 0) & (curve <= 1))
    if scheme == "max":
        assert np.all(np.diff(curve) <= 1e-15)  # the max interpolation never increases, nor does its mean
    # the mean of the per-query curves, in any order of the queries
    rev = averaged_pr_curve(label_lists[::-1], scheme=scheme)
    assert rev.tolist() == pytest.approx(curve.tolist(), abs=1e-15)
    # 11-point AP of the averaged curve = mean over queries of 11-point AP
    from ireval_teach import eleven_point_average_precision
    assert curve.mean() == pytest.approx(np.mean([eleven_point_average_precision(x, scheme) for x in label_lists]))


# ---------------------------------------------------------------------------- comparing configurations

def test_compare_dominating_and_crossing_curves():
    # configuration 1 above configuration 2 everywhere (the notes' first picture)
    c = compare_configurations({"config 1": [NOTES_Q1, [1, 1, 0, 1]], "config 2": [NOTES_Q2, [0, 1, 0, 1]]})
    assert c.dominant == "config 1" and c.best == "config 1" and c.crossings == ()
    assert "at every level" in c.explain()
    # crossing curves: sharp is perfect early then finds nothing; broad finds everything slowly
    sharp = [Ranking([1, 0, 0, 0, 0, 0, 0, 0], n_relevant=4)]
    broad = [Ranking([0, 1, 1, 1, 1, 0, 0, 0])]
    c = compare_configurations({"sharp": sharp, "broad": broad})
    assert c.dominant is None and c.crossings == (("sharp", "broad", 0.2, 0.3),)
    assert c.curve("sharp") == (1.0, 1.0, 1.0) + (0.0,) * 8
    assert c.curve("broad") == (0.8,) * 11
    assert c.mean_precision == pytest.approx((3 / 11, 0.8))
    assert c.best == "broad" and "cross between recall 0.2 and 0.3" in c.explain()
    # the notes' "same thing as area": close, not equal
    j = np.array(c.curve("sharp"))
    assert c.trapezoid_area[0] == pytest.approx((j.sum() - (j[0] + j[-1]) / 2) / 10)
    assert c.trapezoid_area[0] != c.mean_precision[0]


def test_compare_curves_bad_input():
    with pytest.raises(InconsistentCountError, match="'A' has 2 values"):
        compare_curves({"A": [1.0, 0.5]})
    with pytest.raises(IrevalError, match="'A'"):
        compare_curves({"A": [1.5, 0.5, 0.2]}, levels=[0, 0.5, 1])
    with pytest.raises(EmptyRankingError):
        compare_configurations({})


# ---------------------------------------------------------------------------- bad input

def test_bad_inputs():
    runs = [[1, 0], [0, 1]]
    with pytest.raises(UnknownOptionError, match="'map'"):
        macro_average(runs, "map")
    with pytest.raises(UnknownOptionError, match="'avg'"):
        averaged_pr_curve(runs, scheme="avg")
    with pytest.raises(UnknownOptionError, match="'drop'"):
        micro_average(runs, no_relevant="drop")
    with pytest.raises(InvalidCutoffError, match="0"):
        macro_average(runs, "precision", 0)
    with pytest.raises(InvalidCutoffError, match="1.5"):
        averaged_pr_curve(runs, levels=[0.0, 1.5])
    with pytest.raises(InvalidCutoffError, match="increasing"):
        averaged_pr_curve(runs, levels=[0.5, 0.1])
    with pytest.raises(InvalidCutoffError, match="empty"):
        averaged_pr_curve(runs, levels=[])
    with pytest.raises(EmptyRankingError):
        averaged_pr_curve([])
    with pytest.raises(IrevalError, match="single"):
        macro_average(Ranking([1, 0]))
    with pytest.raises(InvalidLabelError):
        micro_average([[1, -1]])
    with pytest.raises(IrevalError, match="average_precision"):
        micro_average(runs, average_precision)
    with pytest.raises(IrevalError, match="needs rankings"):
        averaged_pr_curve([contingency_table(tp=1, fp=0, fn=0, tn=0)])
