"""Radial versus pbox/rbox averaging and the Fig. 3 setting of Sebe et al. (issue 5)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ireval_teach import Ranking
from ireval_teach.errors import EmptyRankingError, InconsistentCountError, InvalidCutoffError, IrevalError, \
    UnknownOptionError
from ireval_teach.radial import (FIGURE3_FINDINGS, box_average, compare_to_radial, figure3_setting,
                                 figure3_sweep, pbox_average, radial_average, radial_precision_at, rbox_average)


A = Ranking([1, 1, 0, 0], n_relevant=2)
B = Ranking([0, 1, 0, 1], n_relevant=2)


def test_radial_by_hand():
    rad = radial_average([A, B], trace=True)
    # s = 1: A (1/2, 1), B (0, 0); s = 3: A (1, 2/3), B (1/2, 1/3)
    assert rad.recall.tolist() == [0.25, 0.75, 0.75, 1.0]
    assert rad.precision == pytest.approx([0.5, 0.75, 0.5, 0.5])
    assert len(rad.contributions) == 8
    assert {c.query for c in rad.contributions} == {"1", "2"}
    assert "radial" in rad.to_text()
    assert radial_average([A, B]).contributions == ()


def test_radial_points_lie_on_their_scope_lines():
    rng = np.random.default_rng(0)
    rks = [Ranking(rng.integers(0, 2, 30).tolist(), n_relevant=20) for _ in range(4)]
    rad = radial_average(rks)
    # p = r / s_r for every averaged point
    assert np.allclose(rad.precision * rad.relevant_scope, rad.recall)


def test_radial_with_fractional_scopes_interpolates_v():
    rad = radial_average([A, B], relevant_scopes=[0.75])  # s = 1.5: v interpolated
    # A: v(1)=1, v(2)=2 -> 1.5; B: v(1)=0, v(2)=1 -> 0.5
    assert rad.recall.tolist() == [pytest.approx((0.75 + 0.25) / 2)]
    assert rad.precision.tolist() == [pytest.approx((1.5 / 1.5 + 0.5 / 1.5) / 2)]


def test_box_points_by_hand():
    pb = pbox_average([A, B], boxes=2, mode="points", trace=True)
    # A points (r, p): (.5, 1), (1, 1), (1, 2/3), (1, .5); B: (0, 0), (.5, .5), (.5, 1/3), (1, .5)
    # precision box [0, .5]: A (1, .5) ; B all four -> mean r .5, mean p 1/3
    # precision box (.5, 1]: A (.5,1),(1,1),(1,2/3) -> r 5/6, p 8/9 ; B absent
    assert pb.recall == pytest.approx([((1 + 0.5) / 2), 5 / 6])
    assert pb.precision == pytest.approx([(0.5 + (0 + 0.5 + 1 / 3 + 0.5) / 4) / 2, 8 / 9])
    assert pb.n_queries_present.tolist() == [2, 1]
    assert len(pb.contributions) == 3
    rb = rbox_average([A, B], boxes=2, mode="points")
    assert rb.n_queries_present.tolist() == [2, 2]


def test_curve_mode_by_hand():
    rb = rbox_average([A, B], boxes=2)        # read at recall 0.25 and 0.75
    # A first reaches r = .25 on its way from nothing to (.5, 1): its first point is (.5, 1) -> 1
    # B: from (0, 0) at s=1 to (.5, .5) at s=2 -> p = .25; at r = .75: A -> 1, B (.5,1/3)->(1,.5): 5/12
    assert rb.recall.tolist() == [0.25, 0.75]
    assert rb.precision == pytest.approx([(1 + 0.25) / 2, (1 + 5 / 12) / 2])
    pb = pbox_average([A, B], boxes=2)        # read at precision 0.25 and 0.75
    # largest recall with p >= .25: A 1, B 1 ; with p >= .75: A 1, B 0
    assert sorted(zip(pb.recall.tolist(), pb.precision.tolist())) == [(0.5, 0.75), (1.0, 0.25)]


def test_radial_precision_at_reads_first_reach():
    rad = radial_average([A, B])
    assert radial_precision_at(rad, [0.25, 0.75, 0.5]).tolist() == pytest.approx([0.5, 0.75, 0.625])
    assert np.isnan(radial_precision_at(rad, [1.5])[0])
    err = compare_to_radial(rbox_average([A, B], boxes=2), rad)
    assert err.shape == (2,)


def test_identical_queries_make_all_averages_agree():
    r = Ranking([1, 0, 1, 1, 0, 0, 1, 0], n_relevant=4)
    rad = radial_average([r, r])
    rb = rbox_average([r, r], boxes=8, mode="curves")
    # with one curve twice, rbox reads the curve itself: no error against the radial (= the curve)
    assert np.allclose(compare_to_radial(rb, rad), 0.0)


def test_figure3_setting_numbers_and_defaults():
    f = figure3_setting()
    assert [r.length for r in f.rankings] == [21094, 21094]
    assert [r.n_relevant for r in f.rankings] == [16, 16]
    assert f.mode == "curves" and (f.mu_low, f.mu_high) == (3.0, 5.0)
    # the high-performing ranking is better (AP) than the low-performing one
    from ireval_teach import average_precision
    assert average_precision(f.rankings[1]) > average_precision(f.rankings[0])
    # the defaults are a setting where all four claims hold (documented as such)
    assert f.all_claims_hold, f.claims
    for name, (err, ok) in f.claims.items():
        assert ok == (np.sign(err) == (1 if "over" in name else -1))


def test_figure3_claims_do_not_hold_for_a_poor_low_query():
    """Documented: with mu 1 and 3, rbox never under-estimates at low recall (0/50 seeds)."""
    for seed in range(3):
        f = figure3_setting(mu_low=1.0, mu_high=3.0, seed=seed)
        assert not f.claims["rbox under-estimates at low recall"][1]
        assert f.claims["rbox over-estimates at high recall"][1]
        assert f.claims["pbox over-estimates at low recall"][1]


def test_figure3_findings_table_reproduces_for_first_seeds():
    rows = figure3_sweep(seeds=range(50), mus=((3.0, 5.0),), modes=("curves",))
    (row,) = rows
    keys = ["pbox over-estimates at low recall", "pbox under-estimates at high recall",
            "rbox under-estimates at low recall", "rbox over-estimates at high recall", "all four"]
    assert tuple(row[k] for k in keys) == FIGURE3_FINDINGS[(3.0, 5.0, None, "curves")]


def test_bad_inputs():
    with pytest.raises(IrevalError, match="single Ranking"):
        radial_average(A)
    with pytest.raises(EmptyRankingError):
        radial_average([])
    with pytest.raises(InconsistentCountError, match="query 2 has no relevant"):
        radial_average([A, Ranking([0, 0])])
    with pytest.raises(InconsistentCountError, match="class sizes"):
        radial_average([A, Ranking([1, 0, 0, 0], n_relevant=3)])
    with pytest.raises(InvalidCutoffError):
        radial_average([A, B], relevant_scopes=[5])
    with pytest.raises(UnknownOptionError, match="'middle'"):
        box_average([A, B], by="middle")
    with pytest.raises(UnknownOptionError, match="'smooth'"):
        pbox_average([A, B], mode="smooth")
    with pytest.raises(InvalidCutoffError):
        rbox_average([A, B], boxes=0)
    with pytest.raises(InvalidCutoffError):
        rbox_average([A, B], boxes=[0.5, 0.2])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.integers(0, 1), min_size=6, max_size=6).filter(any), min_size=1, max_size=4))
def test_property_radial_average_is_mean_of_queries(label_lists):
    rks = [Ranking(l, n_relevant=6) for l in label_lists]
    rad = radial_average(rks)
    for j, s in enumerate(range(1, 7)):
        assert rad.recall[j] == pytest.approx(np.mean([r.tp_at()[s - 1] / 6 for r in rks]))
        assert rad.precision[j] == pytest.approx(np.mean([r.tp_at()[s - 1] / s for r in rks]))
    for mode in ("curves", "points"):
        for cur in (pbox_average(rks, 5, mode=mode), rbox_average(rks, 5, mode=mode)):
            assert np.all((cur.recall >= 0) & (cur.recall <= 1))
            assert np.all((cur.precision >= 0) & (cur.precision <= 1))
            assert np.all(np.diff(cur.recall) >= 0)


def test_to_text_without_trace_lists_the_points():
    from ireval_teach import Ranking
    from ireval_teach.radial import radial_average

    curve = radial_average([Ranking([1, 0, 1, 0]), Ranking([0, 1, 1, 0])])
    text = curve.to_text()
    assert text.splitlines()[0] == "radial average: 4 points"
    assert "recall 0.25  precision 0.5" in text and "trace=True" in text
