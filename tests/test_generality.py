"""Generality, relevant scope, scope lines, reachable region, TRIS, practical bounds, distractors (issue 5)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ireval_teach
from ireval_teach import Ranking, average_precision, contingency_table, precision_at, recall_at
from ireval_teach.errors import InconsistentCountError, InvalidCutoffError, InvalidLabelError, \
    IrevalError, UnknownOptionError
from ireval_teach.generality import (add_distractors, distractor_table, estimate_generality, generality,
                                     practical_bounds, precision_recall, precision_scope_graph, random_level,
                                     reachable_points, reachable_region, relevant_scope, scope_line, scope_lines,
                                     sebe_table, tris_curve)


def test_table1_both_naming_schemes():
    t = ireval_teach.contingency_table(c=16, e=21078, s=32, v=12)
    # Sebe et al. Table 1: v, c - v / s - v, d + v - c - s
    assert (t.tp, t.fn, t.fp, t.tn) == (12, 4, 20, 21094 + 12 - 16 - 32)
    assert (t.v, t.c, t.s, t.e, t.d) == (12, 16, 32, 21078, 21094)
    assert t.generality == 16 / 21094 == generality(16, 21094)
    assert t.relevant_scope == 2.0 == relevant_scope(32, 16)
    assert precision_recall(16, 21094, 32, 12) == (12 / 32, 12 / 16) == (t.precision, t.recall)
    assert sebe_table(16, 21094, 32, 12) == t


def test_tris_table_v_equals_s_equals_c():
    t = sebe_table(c=4, d=20, s=4, v=4)
    assert (t.tp, t.fn, t.fp) == (4, 0, 0) and t.precision == t.recall == 1.0


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 50), st.integers(0, 200), st.data())
def test_property_pr_on_scope_line_and_in_region(c, e, data):
    d = c + e
    s = data.draw(st.integers(1, d))
    v = data.draw(st.integers(max(0, s - e), min(c, s)))
    p, r = precision_recall(c, d, s, v)
    assert p == pytest.approx((c / s) * r)                  # on the scope line p = (c/s) r
    assert r / p == pytest.approx(s / c) if v else r == p == 0
    reg = reachable_region(c, d)
    assert reg.contains(r, p)                               # exact region
    assert reg.contains(r, p, lower="paper")                # the paper's looser bound
    t = contingency_table(c=c, e=e, s=s, v=v)
    assert t.tp + t.fp + t.fn + t.tn == d
    # practical bounds bracket the truth
    b = practical_bounds(d, s, v)
    assert b.recall_lower <= r + 1e-12 and b.generality_lower <= c / d + 1e-12 <= b.generality_upper + 1e-12
    assert b.class_size_range[0] <= c <= b.class_size_range[1]


def test_reachable_region_edges_and_paper_erratum():
    reg = reachable_region(4, 20)
    assert reg.r[0] == 0.25 and reg.r[-1] == 1.0
    # p <= c r is implied by r >= 1/c and p <= 1: the s = 1 line p = c r passes through (1/c, 1)
    assert 4 * reg.r[0] == 1.0
    # the s = d line p = (c/d) r: reached only at r = 1 ...
    assert reg.p_lower_paper[-1] == reg.p_lower_exact[-1] == 0.2
    # ... below r = 1 the exact lower edge (worst ranking) is above it
    assert np.all(reg.p_lower_exact[:-1] > reg.p_lower_paper[:-1])
    assert not reg.contains(0.5, 0.11) and reg.contains(0.5, 0.11, lower="paper")
    # the paper's printed "p = d r / c" would be above p = 1 almost everywhere: not the bound
    assert 20 / 4 * 0.25 > 1
    # every lattice point lies in the exact region, and the region's lower edge is attained
    r, p = reachable_points(4, 20)
    assert all(reg.contains(a, b) for a, b in zip(r.tolist(), p.tolist()))
    worst = Ranking([0] * 16 + [1] * 4)
    assert precision_at(worst, 17) == pytest.approx(1 / 17) == pytest.approx(0.25 * 4 / (0.25 * 4 + 16))
    poly = reg.polygon
    assert poly.shape[1] == 2 and np.array_equal(poly[0], poly[-1])


def test_figure_2b_class_of_one_upper_left_half_out_of_reach():
    r, p = reachable_points(1, 10)
    assert np.all(p <= r + 1e-12)


def test_scope_lines_for_c4():
    lines = scope_lines(4)
    assert [ln.s for ln in lines] == [1, 2, 4, 8, 16]
    ln = scope_line(4, 8, d=10)
    assert ln.slope == 0.5 and ln.relevant_scope == 2.0
    # with d = 10 (e = 6), scope 8 holds at least 2 relevant items
    assert ln.r_points.tolist() == [0.5, 0.75, 1.0]
    assert np.allclose(ln.p_points, ln.slope * ln.r_points)
    assert ln.label.startswith("s = 8")


def test_random_level_and_tris():
    assert random_level(16, 21094) == pytest.approx(7.585e-4, rel=1e-3)
    t = tris_curve(16, 21094)
    assert t.precision[15] == 1.0 and t.recall[15] == 1.0 and t.recall[14] == 15 / 16
    assert t.precision[-1] == pytest.approx(random_level(16, 21094))   # falls to g at s = d
    assert np.all(np.diff(t.precision) <= 0)
    t2 = tris_curve(4, 20, scopes=[2, 4, 10])
    assert t2.precision.tolist() == [1.0, 1.0, 0.4]


def test_random_ranking_expected_precision_is_generality():
    rng = np.random.default_rng(0)
    c, d, s = 20, 400, 40
    ps = []
    for _ in range(400):
        labels = np.zeros(d, dtype=int)
        labels[rng.choice(d, c, replace=False)] = 1
        ps.append(precision_at(Ranking(labels.tolist()), s))
    assert np.mean(ps) == pytest.approx(c / d, abs=0.01)


def test_practical_bounds_by_hand():
    b = practical_bounds(d=100, s=10, v=4)
    assert b.precision == 0.4
    assert b.recall_lower == 4 / 94 and b.generality_lower == 0.04
    assert b.class_size_range == (4, 94)
    assert practical_bounds(d=100, s=10, v=0).recall_upper == 0.0


def test_precision_scope_graph():
    r = Ranking([1, 0, 1, 0, 0], n_relevant=3, collection_size=50)
    g = precision_scope_graph(r)
    assert g.precision.tolist() == [1.0, 0.5, 2 / 3, 0.5, 0.4]
    assert g.recall_lower[2] == 2 / (50 - 3 + 2)
    assert g.recall is None
    lab = precision_scope_graph(r, c=3)
    assert lab.recall.tolist() == [1 / 3, 1 / 3, 2 / 3, 2 / 3, 2 / 3]
    assert lab.relevant_scope[2] == 1.0
    # the lower bound never exceeds the true recall
    assert np.all(g.recall_lower <= lab.recall + 1e-12)


def test_estimate_generality_matches_scipy_wilson_and_covers():
    from scipy.stats import binomtest
    e = estimate_generality([1] * 7 + [0] * 93)
    ci = binomtest(7, 100).proportion_ci(confidence_level=0.95, method="wilson")
    assert (e.low, e.high) == pytest.approx((ci.low, ci.high))
    # judging the whole database gives g exactly
    full = estimate_generality([1] * 5 + [0] * 45, d=50)
    assert full.low == full.high == full.g == 0.1 and full.c == 5
    # coverage on randomly ranked samples from a finite database (seeded)
    rng = np.random.default_rng(1)
    d, c, n = 2000, 60, 200
    db = np.zeros(d, dtype=int)
    db[:c] = 1
    hits = 0
    for _ in range(300):
        sample = rng.permutation(db)[:n].tolist()
        est = estimate_generality(sample, d=d)
        hits += est.low <= c / d <= est.high
        assert est.c_low >= est.n_relevant
    assert hits / 300 >= 0.9


def test_estimate_generality_bad_input():
    with pytest.raises(InvalidLabelError, match="judgement #2 is 2"):
        estimate_generality([0, 2])
    with pytest.raises(IrevalError):
        estimate_generality([])
    with pytest.raises(IrevalError, match="confidence"):
        estimate_generality([1], confidence=1.5)
    with pytest.raises(InconsistentCountError, match="d=2"):
        estimate_generality([1, 0, 0], d=2)


def test_distractors():
    r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
    end = add_distractors(r, 5, "end")
    assert average_precision(end) == average_precision(r) and precision_at(end, 10) == precision_at(r, 10)
    assert end.collection_size == 15
    top = add_distractors(r, 5, "top")
    assert top.relevant_ranks == (6, 8, 14)
    rnd = add_distractors(r, 50, "random", seed=3)
    assert rnd.length == 60 and rnd.n_relevant_retrieved == 3
    assert add_distractors(r, 50, "random", seed=3) == rnd          # seeded
    assert list(rnd.labels[rnd.labels > 0]) == [1, 1, 1]             # order of judged items kept
    rows = distractor_table(r, counts=(0, 10, 100, 1000), placement="random", k=10)
    gs = [row.generality for row in rows]
    assert gs == [3 / 10, 3 / 20, 3 / 110, 3 / 1010]
    aps = [row.average_precision for row in rows]
    assert aps[0] > aps[-1]
    rows_top = distractor_table(r, counts=(0, 10), placement="top", k=10)
    assert rows_top[1].precision_at_k == 0.0 and rows_top[1].recall_at_k == 0.0


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 1), min_size=1, max_size=15), st.integers(0, 20), st.integers(0, 99))
def test_property_distractors_never_help(labels, n, seed):
    r = Ranking(labels)
    for placement in ("end", "top", "random"):
        rr = add_distractors(r, n, placement, seed)
        assert average_precision(rr) <= average_precision(r) + 1e-12
        assert rr.collection_size == len(labels) + n
        for k in (1, 5):
            assert precision_at(rr, k) <= precision_at(r, k) + 1e-12
            assert recall_at(rr, k) <= recall_at(r, k) + 1e-12


def test_bad_inputs_name_the_value():
    with pytest.raises(InconsistentCountError, match="c=5"):
        generality(5, 4)
    with pytest.raises(InconsistentCountError, match="-1"):
        relevant_scope(-1, 4)
    with pytest.raises(InvalidCutoffError, match="s=30"):
        scope_line(4, 30, d=20)
    with pytest.raises(InvalidCutoffError, match="scope s=5"):
        practical_bounds(d=4, s=5, v=1)
    with pytest.raises(InconsistentCountError, match="v=3"):
        practical_bounds(d=10, s=2, v=3)
    with pytest.raises(UnknownOptionError, match="'middle'"):
        add_distractors([1, 0], 3, "middle")
    with pytest.raises(UnknownOptionError):
        reachable_region(4, 20, lower="tight")
    with pytest.raises(InconsistentCountError, match="2.5"):
        add_distractors([1, 0], 2.5)
    with pytest.raises(InconsistentCountError, match="d=3"):
        precision_scope_graph([1, 0, 1, 0], d=3)
    with pytest.raises(InconsistentCountError):
        sebe_table(c=4, d=20, s=3, v=4)
