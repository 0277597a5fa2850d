"""Significance tests and per-query spread, cross-checked against scipy.stats."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from scipy import stats

from ireval_teach import (bootstrap_ci, paired_t_test, power_curve, power_estimate, query_spread,
                          randomization_test, sign_test, variance_comparison, wilcoxon_signed_rank)
from ireval_teach.errors import (InconsistentCountError, InsufficientDataError, InvalidCutoffError,
                                 InvalidScoreError, IrevalError, TooLargeError, UnknownOptionError)
from ireval_teach.significance import MAX_RESAMPLES, binomial_tail_p

ALTS = ("two-sided", "greater", "less")


def _pairs(seed, n, shift=0.03, rounding=None, ties=0):
    rng = np.random.default_rng(seed)
    a = rng.random(n)
    b = np.clip(a + rng.normal(shift, 0.15, n), 0, 1)
    if rounding is not None:
        a, b = np.round(a, rounding), np.round(b, rounding)
    b[:ties] = a[:ties]
    return a, b


# ---------------------------------------------------------------------------- distributions (scipy.stats)

def test_no_hand_written_distributions_are_left():
    """Distributions and p-values come from scipy.stats (issue 17); our code keeps the steps."""
    import ireval_teach.significance as sig

    for gone in ("regularized_incomplete_beta", "t_quantile", "t_two_sided_p", "t_cdf", "normal_cdf",
                 "_betacf", "_signed_rank_null"):
        assert not hasattr(sig, gone)


def test_binomial_is_exact_and_matches_scipy():
    for n in [1, 2, 5, 10, 31, 64, 65, 120]:
        for k in range(n + 1):
            for alt in ALTS:
                assert binomial_tail_p(k, n, alt) == pytest.approx(stats.binomtest(k, n, alternative=alt).pvalue,
                                                                    abs=1e-12)
    # exactly the definition: probability of every outcome no more likely than k (integer arithmetic)
    from fractions import Fraction
    for n in range(1, 31):
        c = [math.comb(n, i) for i in range(n + 1)]
        for k in range(n + 1):
            exact = min(Fraction(sum(x for x in c if x <= c[k]), 2 ** n), Fraction(1))
            assert binomial_tail_p(k, n) == pytest.approx(float(exact), rel=1e-14)   # scipy: within an ulp
            assert binomial_tail_p(k, n, "greater") == pytest.approx(float(Fraction(sum(c[k:]), 2 ** n)), rel=1e-14)
    # exact values from the counting argument
    assert binomial_tail_p(7, 8) == 2 * (1 + 8) / 256
    assert binomial_tail_p(0, 3, "less") == 1 / 8
    assert binomial_tail_p(2, 4) == 1.0


# ---------------------------------------------------------------------------- t-test

@pytest.mark.parametrize("seed,n", [(0, 2), (1, 3), (2, 10), (3, 25), (4, 50), (5, 300), (6, 2000)])
@pytest.mark.parametrize("alt", ALTS)
def test_t_test_matches_scipy(seed, n, alt):
    a, b = _pairs(seed, n)
    ours = paired_t_test(a, b, alternative=alt)
    ref = stats.ttest_rel(a, b, alternative=alt)
    assert ours.statistic == pytest.approx(ref.statistic, rel=1e-12)
    assert abs(ours.p_value - ref.pvalue) < 1e-10
    ci = ref.confidence_interval(0.95)
    for mine, theirs in zip(ours.ci, (ci.low, ci.high)):
        if math.isinf(theirs):
            assert mine == theirs
        else:
            assert mine == pytest.approx(theirs, abs=1e-10)
    assert ours.n == n and ours.details["df"] == n - 1
    assert math.fsum(s.contribution for s in ours.steps) == pytest.approx(ours.mean_difference, abs=1e-12)


def test_t_test_constant_difference_and_explain():
    r = paired_t_test([1.0, 2.0, 3.0], [0.0, 1.0, 2.0])
    assert r.statistic == math.inf and r.p_value == 0.0
    r = paired_t_test({"q1": 0.5, "q2": 0.6, "q3": 0.7}, {"q3": 0.4, "q1": 0.4, "q2": 0.45})
    assert [s.query for s in r.steps] == ["q1", "q2", "q3"]
    assert r.mean_difference == pytest.approx((0.1 + 0.15 + 0.3) / 3)
    text = r.explain()
    assert "t =" in text and "degrees of freedom" in text and "p =" in text
    assert ("reject" in text) and str(r) == text
    assert r.trace().value == r.p_value and len(r.trace()) == 3


# ---------------------------------------------------------------------------- Wilcoxon

@pytest.mark.parametrize("seed,n,ties", [(0, 8, 0), (1, 15, 2), (2, 30, 3), (3, 60, 5), (4, 200, 20)])
@pytest.mark.parametrize("zero_method", ["wilcox", "pratt", "zsplit"])
@pytest.mark.parametrize("correction", [False, True])
def test_wilcoxon_approx_matches_scipy(seed, n, ties, zero_method, correction):
    a, b = _pairs(seed, n, rounding=1, ties=ties)  # rounding makes tied |d|
    for alt in ALTS:
        ours = wilcoxon_signed_rank(a, b, zero_method=zero_method, alternative=alt, method="approx",
                                    correction=correction)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ref = stats.wilcoxon(a, b, zero_method=zero_method, alternative=alt, method="approx",
                                 correction=correction)
        assert ours.statistic == pytest.approx(ref.statistic, abs=1e-9)
        assert abs(ours.p_value - ref.pvalue) < 1e-9


@pytest.mark.parametrize("seed,n", [(0, 5), (1, 9), (2, 20), (3, 40), (4, 50)])
def test_wilcoxon_exact_matches_scipy_without_ties(seed, n):
    a, b = _pairs(seed, n)
    for alt in ALTS:
        ours = wilcoxon_signed_rank(a, b, alternative=alt, method="exact")
        ref = stats.wilcoxon(a, b, alternative=alt, method="exact")
        assert ours.statistic == ref.statistic
        assert abs(ours.p_value - ref.pvalue) < 1e-12


@pytest.mark.parametrize("seed", range(2))
def test_wilcoxon_exact_with_ties_equals_scipy_permutation(seed):
    a, b = _pairs(seed, 8, rounding=1, ties=2)
    assert len(set(np.abs(a - b).round(12))) < 8  # there are ties (zeros at least)
    for zm in ("wilcox", "pratt", "zsplit"):
        for alt in ALTS:
            ours = wilcoxon_signed_rank(a, b, zero_method=zm, alternative=alt, method="exact")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                ref = stats.wilcoxon(a, b, zero_method=zm, alternative=alt,
                                     method=stats.PermutationMethod(n_resamples=10 ** 5))
            assert abs(ours.p_value - ref.pvalue) < 1e-12


def test_wilcoxon_hand_example_and_steps():
    # d = 1, 3, 4, 5, -1 and one tie: |d| ranks 1.5, 3, 4, 5 and 1.5
    r = wilcoxon_signed_rank([5, 7, 8, 9, 6, 2], [4, 4, 4, 4, 7, 2])
    assert (r.details["W+"], r.details["W-"], r.statistic) == (13.5, 1.5, 1.5)
    assert r.details["n_zero"] == 1 and r.details["method"] == "exact"
    assert r.p_value == 6 / 32  # W+ >= 13.5 in 3 of 32 sign patterns, doubled
    assert math.fsum(s.contribution for s in r.steps) == r.details["W+"]
    assert [s.included for s in r.steps] == [True] * 5 + [False]
    assert "W+" in r.explain()


# ---------------------------------------------------------------------------- sign test

@pytest.mark.parametrize("seed,n,ties", [(0, 5, 1), (1, 12, 0), (2, 40, 6), (3, 150, 10)])
@pytest.mark.parametrize("alt", ALTS)
def test_sign_test_matches_binomtest(seed, n, ties, alt):
    a, b = _pairs(seed, n, rounding=2, ties=ties)
    r = sign_test(a, b, alternative=alt)
    d = a - b
    wins, used = int((d > 0).sum()), int((d != 0).sum())
    assert (r.statistic, r.details["n_used"]) == (wins, used)
    assert abs(r.p_value - stats.binomtest(wins, used, alternative=alt).pvalue) < 1e-12
    assert sum(s.contribution for s in r.steps) == wins


# ---------------------------------------------------------------------------- randomization

@pytest.mark.parametrize("seed,n", [(0, 4), (1, 8), (2, 13)])
@pytest.mark.parametrize("alt", ALTS)
def test_randomization_exact_equals_scipy(seed, n, alt):
    a, b = _pairs(seed, n)
    ours = randomization_test(a, b, alternative=alt)
    assert ours.details["exact"]
    ref = stats.permutation_test((a - b,), np.mean, permutation_type="samples", alternative=alt,
                                 n_resamples=10 ** 5)
    assert ours.statistic == pytest.approx(ref.statistic, abs=1e-15)
    assert abs(ours.p_value - ref.pvalue) < 1e-12


def test_randomization_monte_carlo_agrees_in_distribution():
    a, b = _pairs(7, 40, shift=0.04)
    ours = randomization_test(a, b, n_resamples=10_000, seed=0)
    ref = stats.permutation_test((a - b,), np.mean, permutation_type="samples", n_resamples=10_000,
                                 random_state=np.random.default_rng(1))
    assert not ours.details["exact"]
    se = math.sqrt(ref.pvalue * (1 - ref.pvalue) / 10_000) + 1e-4
    assert abs(ours.p_value - ref.pvalue) < 6 * se
    # seeded: same seed same answer, p never 0 in Monte Carlo mode
    assert randomization_test(a, b, seed=0).p_value == ours.p_value
    big = randomization_test(np.ones(30) * 0.9, np.linspace(0, 0.5, 30), n_resamples=500)
    assert big.p_value == pytest.approx(2 / 501)
    # the t-test and the randomization test roughly agree for smooth data
    assert abs(ours.p_value - paired_t_test(a, b).p_value) < 0.05


def test_randomization_hand_example():
    # d = 1, 2, 3: of the 8 sign patterns only (+,+,+) has mean >= 2, only (-,-,-) <= -2
    r = randomization_test([1, 2, 3], [0, 0, 0])
    assert r.p_value == 0.25 and r.details["count_greater_equal"] == 1
    assert randomization_test([1, 2, 3], [0, 0, 0], alternative="greater").p_value == 1 / 8
    assert randomization_test([0, 0, 0], [0, 0, 0]).p_value == 1.0


# ---------------------------------------------------------------------------- bootstrap

def test_bootstrap_ci_behaves_like_scipy():
    a, b = _pairs(3, 60, shift=-0.05)
    d = a - b
    ours = bootstrap_ci(a, b, n_resamples=10_000, seed=0)
    ref = stats.bootstrap((d,), np.mean, method="percentile", n_resamples=10_000,
                          random_state=np.random.default_rng(5)).confidence_interval
    width = ref.high - ref.low
    assert ours.statistic == pytest.approx(d.mean(), abs=1e-15)
    assert abs(ours.ci[0] - ref.low) < 0.05 * width and abs(ours.ci[1] - ref.high) < 0.05 * width
    # close to the t interval for moderate n
    t_ci = paired_t_test(a, b).ci
    assert abs(ours.ci[0] - t_ci[0]) < 0.1 * width and abs(ours.ci[1] - t_ci[1]) < 0.1 * width
    basic = bootstrap_ci(a, b, seed=0, method="basic")
    assert basic.ci[0] == pytest.approx(2 * ours.statistic - ours.ci[1])
    assert bootstrap_ci(a, b, seed=0).ci == ours.ci  # seeded
    wider = bootstrap_ci(a, b, seed=0, confidence=0.99)
    assert wider.ci[0] < ours.ci[0] and wider.ci[1] > ours.ci[1]
    assert 0 < ours.p_value <= 1 and "confidence interval" in ours.explain()


# ---------------------------------------------------------------------------- properties

finite = st.floats(min_value=0, max_value=1, allow_nan=False, width=32)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(finite, finite), min_size=2, max_size=25))
def test_swapping_a_and_b_mirrors_every_test(pairs):
    a = [x for x, _ in pairs]
    b = [y for _, y in pairs]
    d = np.array(a) - np.array(b)
    if not np.any(d != 0):
        with pytest.raises(InsufficientDataError):
            paired_t_test(a, b)
        return
    for f in (paired_t_test, wilcoxon_signed_rank, sign_test):
        r, s = f(a, b), f(b, a)
        assert 0 <= r.p_value <= 1
        assert r.p_value == pytest.approx(s.p_value, abs=1e-12)
        g, l_ = f(a, b, alternative="greater"), f(b, a, alternative="less")
        assert g.p_value == pytest.approx(l_.p_value, abs=1e-12)
    r = randomization_test(a, b)
    assert 0 < r.p_value <= 1
    if len(a) <= 13:
        assert r.p_value == pytest.approx(randomization_test(b, a).p_value, abs=1e-12)


@settings(max_examples=60, deadline=None)
@given(st.lists(finite, min_size=2, max_size=30), st.floats(min_value=0.001, max_value=0.5))
def test_adding_a_constant_improvement_lowers_one_sided_p(base, gain):
    b = np.array(base)
    a1 = b + gain + np.linspace(-0.01, 0.01, len(b))
    a2 = a1 + 0.2
    assert paired_t_test(a2, b, alternative="greater").p_value <= paired_t_test(a1, b, alternative="greater").p_value


# ---------------------------------------------------------------------------- spread

def test_query_spread():
    vals = {"q1": 0.1, "q2": 0.7, "q3": 0.4, "q4": 0.05, "q5": 0.9}
    s = query_spread(vals, n_extreme=2)
    x = np.array(list(vals.values()))
    assert s.mean == pytest.approx(x.mean()) and s.std == pytest.approx(x.std(ddof=1))
    assert s.std == pytest.approx(query_spread(vals, ddof=0).std * math.sqrt(5 / 4))
    assert s.easiest == (("q5", 0.9), ("q2", 0.7)) and s.hardest == (("q4", 0.05), ("q1", 0.1))
    assert (s.minimum, s.maximum, s.median) == (0.05, 0.9, 0.4)
    assert [st_.rank for st_ in s.steps] == [4, 2, 3, 5, 1]
    assert "Easiest" in s.explain() and s.trace().value == s.std
    with pytest.raises(InsufficientDataError):
        query_spread([0.3])


def test_variance_comparison_slide_claim():
    rng = np.random.default_rng(0)
    difficulty = rng.random(50)
    systems = {f"S{i}": np.clip(difficulty + rng.normal(0, 0.03, 50), 0, 1) for i in range(4)}
    v = variance_comparison(systems)
    assert v.ratio > 10 and "easy" in v.explain()
    assert v.across_queries["S0"] == pytest.approx(np.var(systems["S0"], ddof=1))
    with pytest.raises(InsufficientDataError):
        variance_comparison({"only": [0.1, 0.2]})


# ---------------------------------------------------------------------------- power

def test_power_grows_with_queries_and_matches_theory():
    c = power_curve(0.05, 0.1, (5, 10, 20, 40, 80), n_simulations=1000, seed=0)
    p = c.powers
    assert all(x < y for x, y in zip(p, p[1:]))
    assert p[-1] > 0.95 and p[0] < 0.5
    # the t-test's simulated power near the normal approximation for n >= 20
    for e in c.estimates[2:]:
        assert abs(e.power - e.normal_approximation) < 0.06
    # no effect: power equals the level alpha (type I error), within Monte Carlo error
    null = power_estimate(0.0, 0.1, 15, n_simulations=2000, seed=1)
    assert abs(null.power - 0.05) < 4 * math.sqrt(0.05 * 0.95 / 2000)
    assert "queries" in c.explain() and "power" in str(c.estimates[0])


def test_power_of_tests_is_ordered():
    kw = dict(effect=0.03, sd=0.1, n_queries=30, n_simulations=600, seed=3)
    t, w, s = (power_estimate(test=x, **kw).power for x in ("t", "wilcoxon", "sign"))
    assert s < w <= t + 0.03  # the sign test throws away magnitudes
    assert power_estimate(**kw).power == power_estimate(**kw).power  # seeded


# ---------------------------------------------------------------------------- bad input

@pytest.mark.parametrize("f", [paired_t_test, wilcoxon_signed_rank, sign_test, randomization_test, bootstrap_ci])
def test_bad_inputs(f):
    with pytest.raises(InconsistentCountError, match="3 scores but b has 2"):
        f([0.1, 0.2, 0.3], [0.1, 0.2])
    with pytest.raises(InsufficientDataError, match="at least 2"):
        f([0.1], [0.2])
    with pytest.raises(InvalidScoreError, match="nan"):
        f([0.1, float("nan")], [0.2, 0.3])
    with pytest.raises(InvalidScoreError, match="inf"):
        f([0.1, 0.2], [0.2, float("inf")])
    with pytest.raises(InvalidScoreError, match="'x'"):
        f([0.1, "x"], [0.2, 0.3])
    with pytest.raises(InvalidScoreError):
        f([0.1, True], [0.2, 0.3])
    with pytest.raises(InconsistentCountError, match="q9"):
        f({"q1": 0.1, "q2": 0.2}, {"q1": 0.1, "q9": 0.2})
    with pytest.raises(InconsistentCountError):
        f({"q1": 0.1, "q2": 0.2}, [0.1, 0.2])
    with pytest.raises(IrevalError):
        f("0.1 0.2", "0.3 0.4")


def test_bad_options():
    a, b = [0.1, 0.5, 0.3], [0.2, 0.1, 0.1]
    with pytest.raises(UnknownOptionError, match="'both'"):
        paired_t_test(a, b, alternative="both")
    with pytest.raises(UnknownOptionError, match="'zero'"):
        wilcoxon_signed_rank(a, b, zero_method="zero")
    with pytest.raises(UnknownOptionError, match="'asymptotic'"):
        wilcoxon_signed_rank(a, b, method="asymptotic")
    with pytest.raises(InvalidCutoffError, match="1.5"):
        bootstrap_ci(a, b, confidence=1.5)
    with pytest.raises(InvalidCutoffError, match="n_resamples"):
        randomization_test(a, b, n_resamples=0)
    with pytest.raises(InvalidCutoffError, match="seed"):
        randomization_test(a, b, seed=-1)
    with pytest.raises(InsufficientDataError, match="equal on all 3"):
        sign_test(a, a)
    with pytest.raises(InvalidScoreError, match="sd"):
        power_estimate(0.1, 0.0, 10)
    with pytest.raises(InvalidCutoffError, match="n_queries"):
        power_estimate(0.1, 0.1, 1)
    with pytest.raises(UnknownOptionError, match="'randomization'"):
        power_estimate(0.1, 0.1, 10, test="randomization")
    with pytest.raises(InvalidCutoffError, match="alpha"):
        paired_t_test(a, b).explain(alpha=5)


def test_power_explanation_with_no_effect_speaks_of_false_positives():
    from ireval_teach.significance import power_estimate

    est = power_estimate(0.0, 0.1, 20, n_simulations=400, seed=1)
    text = est.explain()
    assert "false-positive rate" in text and "missed" not in text
    assert abs(est.power - 0.05) < 0.04
