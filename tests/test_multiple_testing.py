"""Corrections for multiple testing against statsmodels' multipletests (a test-only oracle) and scipy."""

from __future__ import annotations

import math
from unittest import mock

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ireval_teach.errors import InconsistentCountError, InvalidScoreError, UnknownOptionError
from ireval_teach.multiple_testing import adjust, correct

_multitest = pytest.importorskip("statsmodels.stats.multitest")
SM = {"bonferroni": "bonferroni", "holm": "holm", "bh": "fdr_bh"}


def multipletests(p, method):
    """statsmodels' multipletests; its holm branch calls gc.collect() (0.1-0.3 s each in a test process),
    which frees memory and changes no value: skipped here to keep the test fast."""
    with mock.patch("gc.collect", lambda *a: 0):
        return _multitest.multipletests(p, method=method)


def _oracle(p: np.ndarray, method: str) -> np.ndarray:
    """statsmodels on the non-NaN p-values; NaN stays NaN (our documented convention)."""
    out = np.full(len(p), np.nan)
    ok = ~np.isnan(p)
    if ok.any():
        out[ok] = p[ok] if method == "none" else multipletests(p[ok], method=SM[method])[1]
    return out


def _random_sets(seed: int, count: int):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        m = int(rng.integers(1, 30))
        p = rng.uniform(0, 1, m) ** rng.choice([1, 3, 8])      # many small p-values too
        if rng.random() < 0.5:                                  # ties: repeat some values
            k = int(rng.integers(1, m + 1))
            p[rng.integers(0, m, k)] = p[rng.integers(0, m)]
        if rng.random() < 0.3:                                  # rounded p-values tie often
            p = np.round(p, 2)
        if rng.random() < 0.3:
            p[rng.integers(0, m, int(rng.integers(1, m + 1)))] = np.nan
        if rng.random() < 0.1:
            p[rng.integers(0, m)] = 0.0
        if rng.random() < 0.1:
            p[rng.integers(0, m)] = 1.0
        yield p


@pytest.mark.parametrize("method", ["bonferroni", "holm", "bh", "none"])
def test_equals_statsmodels_on_random_sets_with_ties_and_nan(method):
    worst = 0.0
    n_nan = n_tie = 0
    for p in _random_sets(1, 400):
        ours = adjust(p, method)
        ref = _oracle(p, method)
        assert np.array_equal(np.isnan(ours), np.isnan(p))
        ok = ~np.isnan(p)
        worst = max(worst, float(np.max(np.abs(ours[ok] - ref[ok]), initial=0.0)))
        n_nan += bool((~ok).any())
        n_tie += len(np.unique(p[ok])) < ok.sum()
    assert worst <= 1e-12, worst
    assert n_nan > 50 and n_tie > 100        # the sets really contain NaN and ties


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.floats(0, 1), st.sampled_from([0.0, 0.05, 0.5, 1.0, math.nan])), min_size=1,
                max_size=25),
       st.sampled_from(["bonferroni", "holm", "bh"]))
def test_equals_statsmodels_property(ps, method):
    p = np.array(ps, dtype=float)
    ours = adjust(p, method)
    ref = _oracle(p, method)
    ok = ~np.isnan(p)
    assert np.allclose(ours[ok], ref[ok], rtol=0, atol=1e-12)
    assert np.isnan(ours[~ok]).all()
    # the corrections never lower a p-value, and stay in [0, 1]
    assert (ours[ok] >= p[ok] - 1e-15).all() and (ours[ok] <= 1).all()


def test_bh_equals_scipy_false_discovery_control():
    from scipy.stats import false_discovery_control

    rng = np.random.default_rng(7)
    p = rng.uniform(0, 0.2, 40)
    assert np.array_equal(adjust(p, "bh"), false_discovery_control(p, method="bh"))


def test_statsmodels_counts_nan_in_m_and_we_do_not():
    """The documented difference: statsmodels' holm multiplies by m including the NaN; BH gives all NaN."""
    p = np.array([0.01, np.nan, 0.04])
    assert multipletests(p, method="holm")[1][0] == pytest.approx(0.03)     # 3 * 0.01: NaN counted
    assert adjust(p, "holm")[0] == pytest.approx(0.02)                      # 2 * 0.01: NaN not a test
    assert np.isnan(multipletests(p, method="fdr_bh")[1]).all()
    assert adjust(p, "bh").tolist()[0] == pytest.approx(0.02)      # 0.01 * 2/1


def test_steps_hand_example():
    c = correct([0.04, 0.01, 0.03], "holm", labels=["b", "a", "c"])
    assert c.m == 3
    assert [s.order for s in c.steps] == [3, 1, 2]
    assert [s.factor for s in c.steps] == [1, 3, 2]
    # 0.01*3 = 0.03; 0.03*2 = 0.06; 0.04*1 = 0.04 -> running max 0.06
    assert c.p_corrected == pytest.approx((0.06, 0.03, 0.06))
    assert c.rejected(0.05) == (False, True, False)
    text = c.explain()
    assert "a: p = 0.01 is the 1st smallest of 3; times 3 = 0.03" in text
    assert "running maximum 0.06" in text
    bh = correct([0.04, 0.01, 0.03], "bh")
    assert "times 3/3 = 0.04" in bh.explain()


def test_nan_step_says_not_counted():
    c = correct([0.01, float("nan")], "bonferroni", labels=["x", "y"])
    assert c.m == 1 and math.isnan(c.p_corrected[1])
    assert "not counted in m" in c.explain()


def test_bad_input_names_the_value():
    with pytest.raises(InvalidScoreError, match="1.5"):
        adjust([0.1, 1.5])
    with pytest.raises(InvalidScoreError, match="p_values\\[0\\]"):
        adjust(["0.1"])
    with pytest.raises(UnknownOptionError, match="sidak"):
        adjust([0.1], "sidak")
    with pytest.raises(InconsistentCountError):
        correct([0.1, 0.2], labels=["one"])
