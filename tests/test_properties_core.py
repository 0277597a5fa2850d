"""Property tests (hypothesis) of the core measures on arbitrary judged rankings."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

import reference as ref
from conftest import MEASURE_CALLS, ranking_cases, step_contributions
from ireval_teach import (ELEVEN_LEVELS, Ranking, average_precision, interpolated_curve,
                          mean_average_precision, pr_points, r_precision, recall_at)

CALL_IDS = [c[0] for c in MEASURE_CALLS]


@given(ranking_cases())
def test_every_value_in_unit_interval(case):
    for _, call, _ in MEASURE_CALLS:
        v = call(case.ranking)
        assert 0.0 <= v <= 1.0


@given(ranking_cases())
def test_recall_non_decreasing_precision_consistent(case):
    pts = pr_points(case.ranking)
    rec = [p.recall for p in pts]
    assert all(a <= b for a, b in zip(rec, rec[1:]))
    assert all(p.precision == p.tp / p.rank for p in pts)
    ks = range(1, case.ranking.length + 5)
    rs = [recall_at(case.ranking, k) for k in ks]
    assert all(a <= b for a, b in zip(rs, rs[1:]))


@given(ranking_cases(), st.lists(st.floats(0, 1), min_size=1, max_size=8))
def test_interpolated_max_non_increasing_in_level(case, extra):
    levels = sorted(set(ELEVEN_LEVELS) | set(extra))
    curve = interpolated_curve(case.ranking, levels, "max").tolist()
    assert all(a >= b for a, b in zip(curve, curve[1:]))


@pytest.mark.parametrize("name, call, additive", MEASURE_CALLS, ids=CALL_IDS)
@settings(max_examples=40)  # x 66 measure/option combinations
@given(case=ranking_cases(max_len=15))
def test_trace_value_equals_fast_value(name, call, additive, case):
    fast = call(case.ranking)
    t = call(case.ranking, trace=True)
    assert t.value == fast
    if additive:
        assert math.fsum(step_contributions(t)) == pytest.approx(fast, abs=1e-12)


@given(st.lists(ranking_cases(max_len=12), min_size=1, max_size=5),
       st.sampled_from([None, 1, 3, 8]),
       st.sampled_from(["relevant", "retrieved_relevant", "min_k_relevant"]))
def test_map_trace_and_reference(group, k, denominator):
    rankings = [c.ranking for c in group]
    fast = mean_average_precision(rankings, k=k, denominator=denominator)
    t = mean_average_precision(rankings, k=k, denominator=denominator, trace=True)
    assert t.value == fast
    assert math.fsum(s.contribution for s in t.steps) == pytest.approx(fast, abs=1e-12)
    exact = ref.mean_ap([c.args for c in group], k=k, denominator=denominator)
    assert fast == pytest.approx(float(exact), abs=1e-12)


@given(ranking_cases(), st.sampled_from([None, 1, 2, 5, 30]))
def test_envelope_at_least_exact(case, k):
    env = average_precision(case.ranking, "envelope", k=k)
    exact = average_precision(case.ranking, k=k)
    assert env >= exact - 1e-12
    # and exactly so in rational arithmetic
    assert ref.ap_envelope(*case.args, k=k) >= ref.ap_exact(*case.args, k=k)


@given(ranking_cases(), st.integers(1, 20))
def test_more_unretrieved_relevant_never_raises_ap(case, more):
    r = case.ranking
    bigger = r.with_n_relevant(r.n_relevant + more)
    for m in ("exact", "trapezoid", "envelope"):
        assert average_precision(bigger, m) <= average_precision(r, m) + 1e-12
    assert recall_at(bigger, 10) <= recall_at(r, 10)


@given(ranking_cases())
def test_fast_equals_reference(case):
    r = case.ranking
    assert average_precision(r) == pytest.approx(float(ref.ap_exact(*case.args)), abs=1e-12)
    assert average_precision(r, "trapezoid") == pytest.approx(float(ref.ap_trapezoid(*case.args)), abs=1e-12)
    assert average_precision(r, "envelope") == pytest.approx(float(ref.ap_envelope(*case.args)), abs=1e-12)
    assert r_precision(r) == float(ref.r_precision(*case.args))


@given(st.lists(st.integers(0, 1), min_size=1, max_size=20))
def test_perfect_ranking_scores_one(labels):
    perfect = Ranking(sorted(labels, reverse=True))
    if perfect.n_relevant:
        assert average_precision(perfect) == 1.0
        assert average_precision(perfect, "envelope") == 1.0
        assert r_precision(perfect) == 1.0
