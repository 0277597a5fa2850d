"""Variance over queries and significance tests for comparing two systems.

The image-retrieval slides (``000_*.txt``, last two sections) make two points:

* **Variance** -- a system does "crummily on some information needs (e.g. MAP = 0.1) and
  excellently on others (MAP = 0.7)"; the spread of one system over queries is usually much
  larger than the spread of different systems on the same query: there are easy and hard
  queries. :func:`query_spread` summarises one system's per-query scores (mean, standard
  deviation, min/max, the easiest and hardest queries); :func:`variance_comparison` puts the two
  variances of the slide side by side.
* **Significance** -- "given the results from a number of queries, how can we conclude that
  ranking algorithm A is better than algorithm B?" A test rejects the null hypothesis (no
  difference) in favour of the alternative; its *power* is the probability that it rejects the
  null hypothesis correctly, and more queries give more power (:func:`power_estimate`,
  :func:`power_curve`).

All tests are **paired**: system ``a`` and system ``b`` are scored on the same queries, and the
tests look at the per-query differences ``d_i = a_i - b_i`` (the sign convention of
``scipy.stats.ttest_rel(a, b)``; ``alternative="greater"`` means "a is better than b").

* :func:`paired_t_test` -- t = mean(d) / (sd(d) / sqrt(n)), Student t with n - 1 degrees of
  freedom; also the t confidence interval of the mean difference.
* :func:`wilcoxon_signed_rank` -- rank |d_i|, add the ranks of the positive differences (W+);
  normal approximation with tie correction, or the exact distribution (every sign pattern).
* :func:`sign_test` -- count the queries where a wins; exact binomial(n, 1/2) p-value.
* :func:`randomization_test` -- flip the sign of each difference at random (under the null
  hypothesis a and b are exchangeable on each query); two-sided by default.
* :func:`bootstrap_ci` -- resample queries with replacement; percentile interval of the mean
  difference (and a shifted-null bootstrap p-value).

Each returns a frozen :class:`TestResult` (``statistic``, ``p_value``, ``n``, ``ci`` where there
is one, ``details``, per-query ``steps``) with :meth:`TestResult.explain` in plain words.

What is computed here and what comes from SciPy
-----------------------------------------------
Our code does what teaches: it pairs the queries, forms the differences, computes each test's
statistic step by step (mean, standard deviation, standard error and t; the ranks of |d| and W+;
the wins; the observed mean difference) and records one :class:`PairStep` per query with an
explanation. The distributions, p-values and resampling come from :mod:`scipy.stats`, a
well-kept library: ``ttest_rel`` (p-value and t confidence interval), ``wilcoxon`` (exact,
normal approximation, or exact enumeration of the sign patterns with ``PermutationMethod`` when
differences tie), ``binomtest``, ``permutation_test`` (random sign flips, exact when all 2^n
patterns fit), ``bootstrap`` and ``t`` / ``norm`` (power). SciPy is a core dependency.

Costs are bounded by the input: ``n_resamples`` is at most :data:`MAX_RESAMPLES` and
``n_simulations * n_queries`` at most :data:`MAX_SIMULATED_VALUES` (a
:class:`~ireval_teach.errors.TooLargeError` otherwise), so no count typed on a command line can
exhaust memory.

The tests are cross-checked against SciPy in ``tests/test_significance.py``.

>>> a = [0.42, 0.31, 0.58, 0.20, 0.66, 0.47, 0.39, 0.51]
>>> b = [0.35, 0.30, 0.49, 0.22, 0.55, 0.41, 0.33, 0.50]
>>> res = paired_t_test(a, b)
>>> round(res.statistic, 4), round(res.p_value, 4), res.n
(3.0957, 0.0174, 8)
>>> sign_test(a, b).p_value    # a wins 7 of 8: 2 * (1 + 8) / 256
0.0703125
"""

from __future__ import annotations

import math
import numbers
import warnings
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any
from collections.abc import Mapping, Sequence

import numpy as np

from .errors import (InconsistentCountError, InsufficientDataError, InvalidCutoffError, InvalidScoreError,
                     IrevalError, TooLargeError, check_number, check_option, check_sequence, excerpt)
from .trace import Trace, format_number

ALTERNATIVES = ("two-sided", "greater", "less")
ZERO_METHODS = ("wilcox", "pratt", "zsplit")
WILCOXON_METHODS = ("auto", "exact", "approx")
BOOTSTRAP_METHODS = ("percentile", "basic")
POWER_TESTS = ("t", "wilcoxon", "sign")
#: ``method="auto"`` of :func:`wilcoxon_signed_rank` is exact up to this many pairs (scipy's limit).
EXACT_WILCOXON_MAX_N = 50
#: With tied or zero differences the exact p-value enumerates all 2^n sign patterns (re-ranking each):
#: up to this n (scipy's own limit for its "auto" method).
EXACT_WITH_TIES_MAX_N = 13
#: The most resamples a randomization test or bootstrap draws (each one is a float kept in memory).
MAX_RESAMPLES = 10 ** 7
#: The most simulated per-query differences a power estimate draws (n_simulations * n_queries).
MAX_SIMULATED_VALUES = 10 ** 7


# ------------------------------------------------------------------------------------------------
# distributions: scipy.stats
# ------------------------------------------------------------------------------------------------

def _stats():
    """:mod:`scipy.stats`, imported on first use (it takes a few tenths of a second to import)."""
    from scipy import stats

    return stats


def binomial_tail_p(k: int, n: int, alternative: str = "two-sided") -> float:
    """Exact p-value of ``k`` successes in ``n`` fair trials: ``scipy.stats.binomtest(k, n).pvalue``.

    Two-sided: the total probability of every outcome no more likely than ``k``.

    >>> binomial_tail_p(7, 8), binomial_tail_p(7, 8, "greater")
    (0.0703125, 0.03515625)
    """
    check_option("alternative", alternative, ALTERNATIVES)
    for name, x in (("k", k), ("n", n)):
        if isinstance(x, bool) or not isinstance(x, numbers.Integral):
            raise InconsistentCountError(f"{name} must be a whole number, got {excerpt(x)}")
    k, n = int(k), int(n)
    if not 0 <= k <= n:
        raise InconsistentCountError(f"need 0 <= k <= n, got k={k}, n={n}")
    if n == 0:  # no trials: every outcome (the only one) is as likely as the observed one
        return 1.0
    return float(_stats().binomtest(k, n, 0.5, alternative=alternative).pvalue)


# ------------------------------------------------------------------------------------------------
# input checks
# ------------------------------------------------------------------------------------------------

def _values(x: Any, name: str) -> tuple[tuple[str, ...] | None, list[Any]]:
    if isinstance(x, Mapping):
        return tuple(str(q) for q in x.keys()), list(x.values())
    if isinstance(x, (str, bytes)) or not hasattr(x, "__iter__"):
        raise InvalidScoreError(f"{name} must be a sequence of per-query scores or a dict qid -> score, "
                                f"got {excerpt(x)}")
    return None, (list(np.asarray(x, dtype=object).ravel()) if isinstance(x, np.ndarray)
                  else check_sequence(x, name, InvalidScoreError))


def check_scores(x: Any, name: str = "scores", min_n: int = 1) -> tuple[tuple[str, ...], np.ndarray]:
    """Validate one system's per-query scores: ``(query ids, float array)``.

    A dict ``qid -> score`` keeps its ids; a plain sequence is numbered 1, 2, ...
    """
    min_n = _check_count(min_n, "min_n", minimum=0)
    qids, vals = _values(x, name)
    if qids is None:
        qids = tuple(str(i) for i in range(1, len(vals) + 1))
    arr = np.array([check_number(v, f"score {name}[query {q}]", finite=True) for q, v in zip(qids, vals)],
                   dtype=float)
    if len(arr) < min_n:
        raise InsufficientDataError(f"{name} has {len(arr)} queries; at least {min_n} needed")
    return qids, arr


def paired_scores(a: Any, b: Any, min_n: int = 2) -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """Validate two systems' per-query scores and pair them: ``(query ids, a, b)``.

    Sequences must have equal lengths; dicts must have the same query ids (paired by id, in a's
    order). At least ``min_n`` pairs; every score a finite real number.
    """
    min_n = _check_count(min_n, "min_n", minimum=0)
    qa, va = _values(a, "a")
    qb, vb = _values(b, "b")
    if (qa is None) != (qb is None):
        raise InconsistentCountError("give a and b both as sequences or both as dicts qid -> score")
    if qa is None or qb is None:       # both None (checked above)
        if len(va) != len(vb):
            raise InconsistentCountError(f"a has {len(va)} scores but b has {len(vb)}; a paired test needs "
                                         "one score of each system per query")
        qids = tuple(str(i) for i in range(1, len(va) + 1))
        da, db = dict(zip(qids, va)), dict(zip(qids, vb))
    else:
        da, db = dict(zip(qa, va)), dict(zip(qb, vb))
        only_a = [q for q in qa if q not in db]
        only_b = [q for q in qb if q not in da]
        if only_a or only_b:
            raise InconsistentCountError(
                f"a and b must score the same queries; only in a: {only_a[:5]}, only in b: {only_b[:5]}")
        qids = tuple(qa)
    if len(qids) < min_n:
        raise InsufficientDataError(f"{len(qids)} paired queries given; a paired test needs at least {min_n}")
    xa = np.array([check_number(da[q], f"score a[query {q}]", finite=True) for q in qids], dtype=float)
    xb = np.array([check_number(db[q], f"score b[query {q}]", finite=True) for q in qids], dtype=float)
    return qids, xa, xb


def _check_probability(x: Any, name: str) -> float:
    if isinstance(x, bool) or not isinstance(x, numbers.Real) or not 0 < float(x) < 1:
        raise InvalidCutoffError(f"{name} must be a number strictly between 0 and 1, got {excerpt(x)}")
    return float(x)


def _check_count(x: Any, name: str, minimum: int = 1) -> int:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or x < minimum:
        raise InvalidCutoffError(f"{name} must be a whole number >= {minimum}, got {excerpt(x)}")
    return int(x)


def check_seed(seed: Any) -> int | None:
    """A random seed: None or a whole number >= 0, else :class:`InvalidCutoffError`."""
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0:
        raise InvalidCutoffError(f"seed must be a whole number >= 0 (or None), got {excerpt(seed)}")
    return int(seed)


# ------------------------------------------------------------------------------------------------
# results
# ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PairStep:
    """One query of a paired test: both scores, their difference, and what the query adds.

    ``contribution`` is what this query adds to the test's central quantity: d_i / n for the
    t-test, randomization and bootstrap (they sum to the mean difference); its signed-rank share of
    W+ for Wilcoxon; 1 for a win of ``a`` in the sign test. ``rank`` is the rank of |d_i| (Wilcoxon
    only). ``included`` is False for a tie the test drops.
    """

    query: str
    a: float
    b: float
    difference: float
    rank: float | None
    contribution: float
    included: bool
    explanation: str


@dataclass(frozen=True)
class TestResult:
    """The outcome of a paired significance test (or bootstrap interval).

    ``statistic`` and ``p_value`` are the test's; ``n`` the number of pairs given (``n_used`` in
    ``details`` counts those the test used); ``mean_difference`` is mean(a - b); ``ci`` the
    confidence interval of the mean difference where the test gives one. :meth:`explain` says in
    words what was computed and what it means; :meth:`trace` gives the per-query steps as a Trace.
    """

    __test__ = False  # not a pytest test class

    test: str
    statistic: float
    p_value: float
    n: int
    alternative: str
    mean_difference: float
    method: str = ""
    ci: tuple[float, float] | None = None
    confidence: float | None = None
    summary: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)
    steps: tuple = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "details", MappingProxyType(dict(self.details)))
        object.__setattr__(self, "steps", tuple(self.steps))

    def significant(self, alpha: float = 0.05) -> bool:
        """True when ``p_value < alpha``."""
        return self.p_value < _check_probability(alpha, "alpha")

    def explain(self, alpha: float = 0.05) -> str:
        """What the test did and what its p-value means, in words (decision at level ``alpha``)."""
        alpha = _check_probability(alpha, "alpha")
        lines = [self.summary] if self.summary else []
        if self.ci is not None:
            lines.append(f"The {self.confidence:.0%} confidence interval of the mean difference a - b is "
                         f"[{format_number(self.ci[0])}, {format_number(self.ci[1])}]"
                         + (" (it excludes 0)." if self.ci[0] > 0 or self.ci[1] < 0 else " (it includes 0)."))
        if not math.isnan(self.p_value):
            side = {"two-sided": "a difference in either direction",
                    "greater": "a being better than b", "less": "a being worse than b"}[self.alternative]
            lines.append(f"If the two systems were really equally good (the null hypothesis), a result at least "
                         f"this extreme would occur with probability p = {format_number(self.p_value, 6)} "
                         f"(alternative: {side}).")
            if self.p_value < alpha:
                lines.append(f"p < {alpha:g}: reject the null hypothesis at the {alpha:g} level -- the "
                             f"difference is statistically significant over these {self.n} queries.")
            else:
                lines.append(f"p >= {alpha:g}: the data do not let us reject the null hypothesis at the "
                             f"{alpha:g} level. That is not proof that the systems are equal: with more "
                             "queries the test would have more power.")
        return "\n".join(lines)

    def trace(self) -> Trace:
        """The per-query steps as a :class:`~ireval_teach.trace.Trace` whose value is the p-value."""
        conventions = {"alternative": self.alternative, "difference": "d = a - b"}
        if self.method:
            conventions["method"] = self.method
        return Trace(self.test, self.p_value, self.steps, formula=self.details.get("formula", ""),
                     conventions=conventions)

    def __str__(self) -> str:
        return self.explain()


@dataclass(frozen=True)
class SpreadStep:
    """One query of a spread summary: its score, deviation from the mean and rank (1 = easiest)."""

    query: str
    value: float
    deviation: float
    rank: int
    explanation: str


@dataclass(frozen=True)
class QuerySpread:
    """How one system's score varies over queries (slides: "easy information needs and hard ones")."""

    n: int
    mean: float
    std: float
    variance: float
    median: float
    minimum: float
    maximum: float
    easiest: tuple[tuple[str, float], ...]
    hardest: tuple[tuple[str, float], ...]
    ddof: int
    steps: tuple = ()

    def explain(self) -> str:
        e = ", ".join(f"{q} ({format_number(v)})" for q, v in self.easiest)
        h = ", ".join(f"{q} ({format_number(v)})" for q, v in self.hardest)
        return (f"Over {self.n} queries the mean score is {format_number(self.mean)} with standard deviation "
                f"{format_number(self.std)} (ddof = {self.ddof}); scores range from {format_number(self.minimum)} "
                f"to {format_number(self.maximum)} (median {format_number(self.median)}).\n"
                f"Easiest queries: {e}.\nHardest queries: {h}.\n"
                "A single mean hides this spread: the same system does well on some information needs and "
                "badly on others.")

    def trace(self) -> Trace:
        return Trace("per-query spread", self.std, self.steps,
                     formula=f"sd = sqrt(sum (x_i - mean)^2 / (n - {self.ddof}))",
                     conventions={"ddof": str(self.ddof), "rank": "1 = highest score (easiest)"})

    def __str__(self) -> str:
        return self.explain()


def query_spread(values: Any, *, n_extreme: int = 3, ddof: int = 1) -> QuerySpread:
    """Summarise one system's per-query scores: mean, sd, median, min/max, easiest and hardest queries.

    ``values`` is a sequence (queries numbered 1, 2, ...) or a dict ``qid -> score``. ``ddof=1``
    (default) is the sample standard deviation (divide by n - 1); ``ddof=0`` divides by n.
    Ties in the ordering keep the input order.

    >>> s = query_spread({"q1": 0.1, "q2": 0.7, "q3": 0.4}, n_extreme=1)
    >>> s.mean, round(s.std, 4), s.easiest, s.hardest
    (0.39999999999999997, 0.3, (('q2', 0.7),), (('q1', 0.1),))
    """
    qids, x = check_scores(values, "values", min_n=1)
    n_extreme = _check_count(n_extreme, "n_extreme")
    if ddof not in (0, 1):
        raise InvalidCutoffError(f"ddof must be 0 or 1, got {excerpt(ddof)}")
    if len(x) - ddof < 1:
        raise InsufficientDataError(f"the standard deviation with ddof={ddof} needs at least {ddof + 1} queries")
    mean = math.fsum(x.tolist()) / len(x)
    var = math.fsum(((x - mean) ** 2).tolist()) / (len(x) - ddof)
    order = sorted(range(len(x)), key=lambda i: -x[i])
    rank = {i: r for r, i in enumerate(order, start=1)}
    m = min(n_extreme, len(x))
    easiest = tuple((qids[i], float(x[i])) for i in order[:m])
    hardest = tuple((qids[i], float(x[i])) for i in sorted(range(len(x)), key=lambda i: x[i])[:m])
    std = math.sqrt(var)
    steps = []
    for i, q in enumerate(qids):
        dev = float(x[i] - mean)
        z = dev / std if std > 0 else 0.0
        words = (f"query {q}: score {format_number(float(x[i]))}, {format_number(abs(dev))} "
                 f"{'above' if dev >= 0 else 'below'} the mean ({format_number(z, 2)} sd); rank {rank[i]} of {len(x)}")
        steps.append(SpreadStep(q, float(x[i]), dev, rank[i], words))
    return QuerySpread(n=len(x), mean=mean, std=std, variance=var, median=float(np.median(x)),
                       minimum=float(x.min()), maximum=float(x.max()), easiest=easiest, hardest=hardest,
                       ddof=ddof, steps=tuple(steps))


@dataclass(frozen=True)
class VarianceComparison:
    """The slides' claim checked on data: variance over queries vs variance over systems."""

    systems: tuple[str, ...]
    queries: tuple[str, ...]
    across_queries: Mapping[str, float]
    across_systems: Mapping[str, float]
    mean_across_queries: float
    mean_across_systems: float

    @property
    def ratio(self) -> float:
        """mean variance over queries / mean variance over systems (inf when systems never differ)."""
        if self.mean_across_systems == 0:
            return math.inf
        return self.mean_across_queries / self.mean_across_systems

    def explain(self) -> str:
        return (f"Variance of a system's score across the {len(self.queries)} queries, averaged over the "
                f"{len(self.systems)} systems: {format_number(self.mean_across_queries, 6)}.\n"
                f"Variance across the systems on the same query, averaged over queries: "
                f"{format_number(self.mean_across_systems, 6)}.\n"
                f"Ratio: {format_number(self.ratio, 2)}. "
                + ("As the slides say, the queries differ far more than the systems do: there are easy and "
                   "hard information needs." if self.ratio > 1 else
                   "Here, unusually, the systems differ more than the queries do."))


def variance_comparison(systems: Mapping[str, Any], *, ddof: int = 1) -> VarianceComparison:
    """Compare each system's variance over queries with the variance between systems per query.

    ``systems`` maps a system name to its per-query scores (all over the same queries: equal-length
    sequences or dicts with the same query ids). Needs at least 2 systems and 2 queries.

    >>> v = variance_comparison({"A": [0.1, 0.7, 0.4], "B": [0.2, 0.8, 0.4]})
    >>> round(v.mean_across_queries, 4), round(v.mean_across_systems, 4)
    (0.0917, 0.0033)
    """
    if not isinstance(systems, Mapping) or len(systems) < 2:
        raise InsufficientDataError("variance_comparison needs a dict of at least 2 systems -> per-query scores")
    if ddof not in (0, 1):
        raise InvalidCutoffError(f"ddof must be 0 or 1, got {excerpt(ddof)}")
    names = [str(s) for s in systems]
    vals = list(systems.values())
    first = vals[0]
    rows = []
    qids: tuple[str, ...] = ()
    for v in vals:
        qids, _, xv = paired_scores(first, v, min_n=2)
        rows.append(xv)
    M = np.vstack(rows)  # systems x queries
    across_q = {s: float(np.var(M[i], ddof=ddof)) for i, s in enumerate(names)}
    across_s = {q: float(np.var(M[:, j], ddof=ddof)) for j, q in enumerate(qids)}
    return VarianceComparison(tuple(names), tuple(qids), MappingProxyType(across_q), MappingProxyType(across_s),
                              float(np.mean(list(across_q.values()))), float(np.mean(list(across_s.values()))))


# ------------------------------------------------------------------------------------------------
# the tests
# ------------------------------------------------------------------------------------------------

def _mean(x: np.ndarray) -> float:
    return math.fsum(x.tolist()) / len(x)


def _mean_steps(qids, a, b, d, n) -> tuple[PairStep, ...]:
    return tuple(PairStep(q, float(x), float(y), float(di), None, float(di) / n, True,
                          f"query {q}: a = {format_number(float(x))}, b = {format_number(float(y))}, "
                          f"d = {format_number(float(di))}, adds d/{n} to the mean difference")
                 for q, x, y, di in zip(qids, a, b, d))


def _all_ties(d: np.ndarray, test: str) -> None:
    if not np.any(d != 0):
        raise InsufficientDataError(
            f"a and b are equal on all {len(d)} queries: there is no difference for the {test} to test")


def paired_t_test(a: Any, b: Any, *, alternative: str = "two-sided", confidence: float = 0.95) -> TestResult:
    """Paired t-test of mean(a - b) = 0 (as ``scipy.stats.ttest_rel(a, b)``), with a t confidence interval.

    ``t = mean(d) / (s_d / sqrt(n))`` with ``s_d`` the sample standard deviation of the differences,
    compared with Student's t with ``n - 1`` degrees of freedom. Assumes the differences are roughly
    normal (or n large). If all differences are equal and non-zero, ``t`` is infinite and p = 0; if
    they are all zero the test is undefined (:class:`~ireval_teach.errors.InsufficientDataError`).

    >>> r = paired_t_test([0.5, 0.6, 0.7], [0.4, 0.4, 0.4])
    >>> round(r.statistic, 4), round(r.p_value, 4), r.details["df"]
    (3.4641, 0.0742, 2)
    """
    check_option("alternative", alternative, ALTERNATIVES)
    confidence = _check_probability(confidence, "confidence")
    qids, xa, xb = paired_scores(a, b)
    d = xa - xb
    _all_ties(d, "t-test")
    n = len(d)
    df = n - 1
    mean = _mean(d)
    sd = math.sqrt(math.fsum(((d - mean) ** 2).tolist()) / df)
    se = sd / math.sqrt(n)
    if se == 0:  # every difference the same (and not 0): no spread, t is infinite
        t = math.copysign(math.inf, mean)
        p = 1.0 if (alternative == "greater" and t < 0) or (alternative == "less" and t > 0) else 0.0
        ci = (mean if alternative != "less" else -math.inf, mean if alternative != "greater" else math.inf)
    else:
        t = mean / se
        # the p-value and the interval from Student's t: scipy.stats.ttest_rel
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore", RuntimeWarning)  # "precision loss" for nearly equal scores
            res = _stats().ttest_rel(xa, xb, alternative=alternative)
            low, high = res.confidence_interval(confidence)
        p = float(res.pvalue)
        ci = (float(low), float(high))
    summary = (f"Paired t-test over {n} queries. The mean of the per-query differences d = a - b is "
               f"{format_number(mean, 6)}; they vary with standard deviation {format_number(sd, 6)}, so the standard "
               f"error of the mean is {format_number(sd, 6)} / sqrt({n}) = {format_number(se, 6)} and "
               f"t = {format_number(mean, 6)} / {format_number(se, 6)} = {format_number(t, 4)}, "
               f"compared with Student's t distribution with {df} degrees of freedom.")
    return TestResult("paired t-test", t, p, n, alternative, mean, method="Student t", ci=ci,
                      confidence=confidence, summary=summary,
                      details={"df": df, "sd_difference": sd, "standard_error": se, "n_used": n,
                               "formula": "t = mean(d) / (sd(d) / sqrt(n)), df = n - 1"},
                      steps=_mean_steps(qids, xa, xb, d, n))


def _average_ranks(x: np.ndarray) -> tuple[np.ndarray, list[int]]:
    """Average ranks (1-based) of x (``scipy.stats.rankdata``) and the sizes of the tie groups, smallest first.

    >>> r, g = _average_ranks(np.array([3.0, 1.0, 3.0, 0.5]))
    >>> r.tolist(), g
    ([3.5, 2.0, 3.5, 1.0], [1, 1, 2])
    """
    ranks = _stats().rankdata(x, method="average")
    return ranks.astype(float), np.unique(x, return_counts=True)[1].tolist()


def wilcoxon_signed_rank(a: Any, b: Any, *, zero_method: str = "wilcox", alternative: str = "two-sided",
                         method: str = "auto", correction: bool = False) -> TestResult:
    """Wilcoxon signed-rank test on the differences d = a - b (as ``scipy.stats.wilcoxon``).

    Rank the absolute differences (ties get their average rank) and add the ranks of the positive
    differences: W+. Under the null hypothesis each rank is equally likely to carry either sign.

    Zero differences (queries where a and b tie), named as in SciPy:

    * ``"wilcox"`` (default): drop them, then rank the rest;
    * ``"pratt"``: rank them with the others (so they push the other ranks up), then drop their ranks;
    * ``"zsplit"``: rank them with the others and split their ranks half to W+, half to W-.

    ``method``:

    * ``"approx"``: normal approximation ``z = (W+ - mu) / sigma``, ``mu = n(n+1)/4``,
      ``sigma^2 = n(n+1)(2n+1)/24 - sum(t^3 - t)/48`` over tie groups of size t (Pratt: the zeros'
      share is removed from mu and sigma^2). ``correction=True`` applies the 0.5 continuity
      correction. Same as ``scipy.stats.wilcoxon(..., correction=..., method="asymptotic")``.
    * ``"exact"``: the exact null distribution of W+ (every sign pattern equally likely):
      ``scipy.stats.wilcoxon(method="exact")`` when no differences tie or are 0; with ties or zeros
      all 2^n sign patterns are enumerated (``scipy.stats.PermutationMethod``), up to
      ``EXACT_WITH_TIES_MAX_N`` (13) pairs (a :class:`~ireval_teach.errors.TooLargeError` beyond).
    * ``"auto"`` (default): exact up to ``EXACT_WILCOXON_MAX_N`` (50) pairs without ties, or up to
      ``EXACT_WITH_TIES_MAX_N`` (13) pairs with ties or zeros; else approx -- SciPy's "auto".

    ``statistic`` is min(W+, W-) for a two-sided test and W+ otherwise (SciPy's convention); W+, W-
    and z are in ``details``.

    >>> r = wilcoxon_signed_rank([5, 7, 8, 9, 6], [4, 4, 4, 4, 7])   # d = 1, 3, 4, 5, -1: ranks 1.5, 3, 4, 5 | 1.5
    >>> r.details["W+"], r.details["W-"], r.p_value
    (13.5, 1.5, 0.1875)
    """
    check_option("zero_method", zero_method, ZERO_METHODS)
    check_option("alternative", alternative, ALTERNATIVES)
    check_option("method", method, WILCOXON_METHODS)
    if not isinstance(correction, bool):
        raise IrevalError(f"correction must be True or False, got {excerpt(correction)}")
    qids, xa, xb = paired_scores(a, b)
    d = xa - xb
    _all_ties(d, "Wilcoxon signed-rank test")
    zero = d == 0
    n_zero = int(zero.sum())
    if zero_method == "wilcox":
        use = ~zero
    else:
        use = np.ones(len(d), dtype=bool)
    ranks_used, groups = _average_ranks(np.abs(d[use]))
    ranks = np.full(len(d), np.nan)
    ranks[use] = ranks_used
    count = int(use.sum())
    pos = d > 0
    neg = d < 0
    w_plus = float(ranks[pos].sum())
    w_minus = float(ranks[neg].sum())
    zero_rank_sum = float(ranks[zero & use].sum())
    if zero_method == "zsplit":
        w_plus += zero_rank_sum / 2
        w_minus += zero_rank_sum / 2
    # normal approximation (always computed, reported in details)
    mn = count * (count + 1) / 4
    var24 = count * (count + 1) * (2 * count + 1)
    tie_groups = list(groups)
    if zero_method == "pratt" and n_zero:
        mn -= n_zero * (n_zero + 1) / 4
        var24 -= n_zero * (n_zero + 1) * (2 * n_zero + 1)
        tie_groups = tie_groups[1:]  # the zeros form the first group of |d| sorted
    tie_sum = sum(t ** 3 - t for t in tie_groups)
    se = math.sqrt((var24 - tie_sum / 2) / 24)
    z = (w_plus - mn) / se if se > 0 else math.nan
    z_used = z
    if correction and se > 0:
        sign = {"greater": 1.0, "less": -1.0}.get(alternative, float(np.sign(z)))
        z_used = z - sign * 0.5 / se
    n_nonzero = int((~zero).sum())
    ties = bool(tie_sum) or n_zero > 0
    chosen = method
    if method == "auto":
        chosen = "exact" if (len(d) <= EXACT_WITH_TIES_MAX_N if ties else count <= EXACT_WILCOXON_MAX_N) \
            else "approx"
    if chosen == "exact" and ties and len(d) > EXACT_WITH_TIES_MAX_N:
        raise TooLargeError(
            f"an exact Wilcoxon p-value with tied or zero differences enumerates all 2^{len(d)} sign patterns; "
            f"that is more than 2^{EXACT_WITH_TIES_MAX_N}: use method='approx' (or 'auto')")
    st = _stats()
    if chosen == "approx":
        how = "normal approximation" + (" with continuity correction" if correction else "") + \
            (" and tie correction" if tie_sum else "")
        scipy_method: Any = "asymptotic"
    elif ties:
        how = f"exact null distribution of W+ given the tied ranks (all 2^{count} sign patterns)"
        scipy_method = st.PermutationMethod(n_resamples=2 ** len(d))  # >= 2^n: scipy enumerates them all
    else:
        how = "exact null distribution of W+"
        scipy_method = "exact"
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")  # scipy's notes on ties and sample size: our `how` says it
        p = float(st.wilcoxon(d, zero_method=zero_method, correction=correction, alternative=alternative,
                              method=scipy_method).pvalue)
    statistic = min(w_plus, w_minus) if alternative == "two-sided" else w_plus
    steps = []
    for i, q in enumerate(qids):
        di = float(d[i])
        r = None if math.isnan(ranks[i]) else float(ranks[i])
        if di == 0:
            if zero_method == "wilcox":
                words, contrib, inc = "a tie: dropped before ranking (zero_method 'wilcox')", 0.0, False
            elif zero_method == "pratt":
                words, contrib, inc = (f"a tie: ranked ({format_number(r)}) but its rank counts for neither "
                                       "side (zero_method 'pratt')", 0.0, True)
            else:
                words, contrib, inc = (f"a tie: rank {format_number(r)} split half to W+, half to W- "
                                       "(zero_method 'zsplit')", float(ranks[i]) / 2, True)   # ranked
        else:
            contrib = float(ranks[i]) if di > 0 else 0.0        # a nonzero difference is ranked
            words = (f"|d| = {format_number(abs(di))} has rank {format_number(r)}; "
                     + ("a is better: rank goes to W+" if di > 0 else "b is better: rank goes to W-"))
            inc = True
        steps.append(PairStep(q, float(xa[i]), float(xb[i]), di, r, contrib, inc, f"query {q}: {words}"))
    summary = (f"Wilcoxon signed-rank test over {len(d)} queries ({n_zero} ties, zero_method '{zero_method}', "
               f"{count} ranked). Rank the sizes |a - b| of the differences from smallest to largest; the ranks of "
               f"the queries where a is better add up to W+ = {format_number(w_plus)}, those where b is better to "
               f"W- = {format_number(w_minus)}. If neither system were better, W+ would be around "
               f"{format_number(mn)} (z = {format_number(z, 4)}). p-value from the {how}.")
    return TestResult("Wilcoxon signed-rank test", statistic, p, len(d), alternative, _mean(d), method=how,
                      summary=summary,
                      details={"W+": w_plus, "W-": w_minus, "z": z_used, "mu": mn, "sigma": se, "n_used": count,
                               "n_zero": n_zero, "n_nonzero": n_nonzero, "tie_correction": tie_sum,
                               "zero_method": zero_method, "method": chosen,
                               "formula": "W+ = sum of ranks of |d_i| over d_i > 0"},
                      steps=tuple(steps))


def sign_test(a: Any, b: Any, *, alternative: str = "two-sided") -> TestResult:
    """Sign test: count the queries where a beats b; exact binomial(n, 1/2) p-value, ties dropped.

    Uses only the direction of each difference, not its size, so it assumes least and has the
    least power. ``statistic`` is the number of wins of a among the ``n_used`` non-tied queries
    (``scipy.stats.binomtest(statistic, n_used)`` gives the same p-value).

    >>> r = sign_test([3, 4, 5, 6, 2], [1, 1, 1, 1, 2])
    >>> r.statistic, r.details["n_used"], r.p_value
    (4, 4, 0.125)
    """
    check_option("alternative", alternative, ALTERNATIVES)
    qids, xa, xb = paired_scores(a, b)
    d = xa - xb
    _all_ties(d, "sign test")
    wins = int((d > 0).sum())
    losses = int((d < 0).sum())
    n_used = wins + losses
    p = binomial_tail_p(wins, n_used, alternative)
    steps = []
    for q, x, y, di in zip(qids, xa, xb, d):
        if di > 0:
            words, c, inc = "a wins (+)", 1.0, True
        elif di < 0:
            words, c, inc = "b wins (-)", 0.0, True
        else:
            words, c, inc = "tie: dropped", 0.0, False
        steps.append(PairStep(q, float(x), float(y), float(di), None, c, inc, f"query {q}: {words}"))
    summary = (f"Sign test over {len(d)} queries: a wins {wins}, b wins {losses}, {len(d) - n_used} ties (dropped). "
               f"If neither system were better, each of the {n_used} untied queries would be a coin toss, so the "
               f"number of wins of a would follow a binomial distribution with n = {n_used} and p = 1/2; the p-value "
               "is the exact probability of a split at least this lopsided.")
    return TestResult("sign test", wins, p, len(d), alternative, _mean(d), method="exact binomial",
                      summary=summary,
                      details={"wins": wins, "losses": losses, "ties": len(d) - n_used, "n_used": n_used,
                               "formula": "wins ~ Binomial(n_used, 1/2) under the null hypothesis"},
                      steps=tuple(steps))


def _tail_counts(stats_: np.ndarray, observed: float) -> tuple[int, int]:
    tol = 100 * np.finfo(float).eps * max(abs(observed), 1e-300)
    return int((stats_ <= observed + tol).sum()), int((stats_ >= observed - tol).sum())


def _mean_along(x: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.mean(x, axis=axis)


def check_resamples(x: Any) -> int:
    """``n_resamples`` as an int: a whole number from 1 to :data:`MAX_RESAMPLES`, else a typed error."""
    n = _check_count(x, "n_resamples")
    if n > MAX_RESAMPLES:
        raise TooLargeError(f"n_resamples={n} is more than MAX_RESAMPLES = {MAX_RESAMPLES:,} (each resample is "
                            "kept in memory); 10,000 to 100,000 give p-values to 2-3 digits")
    return n


def randomization_test(a: Any, b: Any, *, n_resamples: int = 10_000, seed: int | None = 0,
                       alternative: str = "two-sided") -> TestResult:
    """Paired randomization (permutation) test: flip the sign of each difference at random.

    Under the null hypothesis the labels "a" and "b" are exchangeable on every query, so each
    difference d_i is as likely to have been -d_i. The test statistic is the mean difference; its null
    distribution is the mean of ``(+/-1) * d_i`` over all sign patterns.

    The resampling and the p-value are ``scipy.stats.permutation_test(..., permutation_type="samples")``:

    * If ``2**n <= n_resamples`` all 2^n patterns are enumerated (exact p-value).
    * Otherwise ``n_resamples`` random patterns are drawn (``numpy.random.default_rng(seed)``) and
      ``p = (count + 1) / (n_resamples + 1)`` (the observed pattern counts as one of them, so p is
      never 0).
    * Two-sided: ``p = min(1, 2 * min(p_less, p_greater))``.

    ``n_resamples`` is at most :data:`MAX_RESAMPLES`. The counts in ``details`` (how often a mean at
    most / at least the observed one turned up) allow a relative tolerance of 100 machine epsilons.

    >>> randomization_test([1, 2, 3], [0, 0, 0]).p_value   # 8 patterns; only +,+,+ gives mean 2
    0.25
    """
    check_option("alternative", alternative, ALTERNATIVES)
    n_resamples = check_resamples(n_resamples)
    seed = check_seed(seed)
    qids, xa, xb = paired_scores(a, b)
    d = xa - xb
    n = len(d)
    observed = _mean(d)
    exact = n < 63 and 2 ** n <= n_resamples
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        res = _stats().permutation_test((d,), _mean_along, permutation_type="samples", vectorized=True,
                                        n_resamples=n_resamples, alternative=alternative,
                                        rng=np.random.default_rng(seed), batch=max(1, 2_000_000 // n))
    p = float(res.pvalue)
    le, ge = _tail_counts(res.null_distribution, observed)
    used = len(res.null_distribution)
    how = f"exact: all 2^{n} = {used} sign patterns" if exact else f"{used} random sign patterns (seed {seed})"
    summary = (f"Randomization test over {n} queries. Observed mean difference a - b = {format_number(observed, 6)}. "
               "If the systems were equally good, which of the two scores on a query belongs to a would be "
               "arbitrary, so every difference could just as well have the opposite sign. Flipping signs "
               f"({how}), a mean difference at most the observed one turned up {le} times and at least "
               f"the observed one {ge} times.")
    return TestResult("randomization test", observed, p, n, alternative, observed,
                      method="exact enumeration" if exact else "Monte Carlo",
                      summary=summary,
                      details={"n_resamples": used, "exact": exact, "count_less_equal": le,
                               "count_greater_equal": ge, "seed": seed, "n_used": n,
                               "formula": "statistic = mean(d); null: mean(s_i * d_i), s_i = +/-1"},
                      steps=_mean_steps(qids, xa, xb, d, n))


def bootstrap_ci(a: Any, b: Any, *, confidence: float = 0.95, n_resamples: int = 10_000, seed: int | None = 0,
                 method: str = "percentile") -> TestResult:
    """Bootstrap confidence interval of the mean difference mean(a - b), resampling queries.

    Draw ``n_resamples`` samples of n queries with replacement (``numpy.random.default_rng(seed)``)
    and take the mean difference of each: ``scipy.stats.bootstrap`` does the resampling and the interval.

    * ``method="percentile"``: the interval between the (1 - confidence)/2 and (1 + confidence)/2
      quantiles of the bootstrap means;
    * ``method="basic"``: the percentile interval reflected about the observed mean (2 m - q_hi,
      2 m - q_lo).

    ``p_value`` is a two-sided shifted-null bootstrap p-value: the bootstrap means are shifted so
    their centre is 0 (the null hypothesis), ``p = (#{|m* - m| >= |m|} + 1) / (n_resamples + 1)``
    (Efron & Tibshirani, *An Introduction to the Bootstrap*, sec. 16.4). ``statistic`` is the
    observed mean difference.

    >>> r = bootstrap_ci([0.5, 0.6, 0.7, 0.8], [0.4, 0.5, 0.5, 0.6], n_resamples=2000)
    >>> r.statistic, r.ci[0] > 0
    (0.15, True)
    """
    confidence = _check_probability(confidence, "confidence")
    n_resamples = check_resamples(n_resamples)
    seed = check_seed(seed)
    check_option("bootstrap method", method, BOOTSTRAP_METHODS)
    qids, xa, xb = paired_scores(a, b)
    d = xa - xb
    n = len(d)
    observed = _mean(d)
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")  # scipy's "degenerate data" note when every d is the same
        res = _stats().bootstrap((d,), _mean_along, n_resamples=n_resamples, vectorized=True,
                                 confidence_level=confidence, method=method, rng=np.random.default_rng(seed),
                                 batch=max(1, 2_000_000 // n))
    means = res.bootstrap_distribution
    low, high = res.confidence_interval
    ci = (float(low), float(high))
    if not (math.isfinite(ci[0]) and math.isfinite(ci[1])):  # every resample the same: no spread
        ci = (observed, observed)
    tol = 100 * np.finfo(float).eps * max(abs(observed), 1e-300)
    extreme = int((np.abs(means - observed) >= abs(observed) - tol).sum())
    p = (extreme + 1) / (n_resamples + 1)
    summary = (f"Bootstrap over {n} queries: {n_resamples} times, draw {n} queries with replacement (seed {seed}) "
               f"and compute the mean difference a - b. Observed mean difference {format_number(observed, 6)}; the "
               f"middle {confidence:.0%} of the bootstrap means ({method} method) is the interval below. It shows "
               "how much the mean difference could change with a different sample of queries.")
    return TestResult("bootstrap", observed, p, n, "two-sided", observed, method=method, ci=ci,
                      confidence=confidence, summary=summary,
                      details={"n_resamples": n_resamples, "seed": seed, "bootstrap_sd": float(means.std(ddof=1))
                               if n_resamples > 1 else 0.0, "n_used": n,
                               "p_value": "shifted-null bootstrap, two-sided",
                               "formula": "mean of d over queries drawn with replacement"},
                      steps=_mean_steps(qids, xa, xb, d, n))


# ------------------------------------------------------------------------------------------------
# power
# ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PowerEstimate:
    """Estimated power of a paired test: the fraction of simulated experiments that reject H0."""

    test: str
    effect: float
    sd: float
    n_queries: int
    alpha: float
    power: float
    rejections: int
    n_simulations: int
    standard_error: float
    normal_approximation: float
    seed: int | None

    def explain(self) -> str:
        if self.effect == 0:
            return (f"With no real difference (effect 0, per-query standard deviation {format_number(self.sd)}), "
                    f"the {self.test} test with {self.n_queries} queries rejected 'no difference' in "
                    f"{self.rejections} of {self.n_simulations} simulated experiments: "
                    f"{format_number(self.power, 3)} (+/- {format_number(self.standard_error, 3)}). That is its "
                    f"false-positive rate, which should be close to alpha = {self.alpha:g}; there is no power "
                    "to speak of when there is nothing to find.")
        return (f"Power of the {self.test} test with {self.n_queries} queries: if a really is better than b by "
                f"{format_number(self.effect)} on average (per-query differences with standard deviation "
                f"{format_number(self.sd)}), {self.rejections} of {self.n_simulations} simulated experiments "
                f"rejected 'no difference' at the {self.alpha:g} level: power = {format_number(self.power, 3)} "
                f"(+/- {format_number(self.standard_error, 3)}). The normal-approximation formula gives "
                f"{format_number(self.normal_approximation, 3)}. With power {format_number(self.power, 2)}, "
                f"a real difference of this size is missed {format_number(1 - self.power, 2)} of the time.")

    def __str__(self) -> str:
        return self.explain()


@dataclass(frozen=True)
class PowerCurve:
    """Power at several numbers of queries (slides: more queries, more power)."""

    estimates: tuple[PowerEstimate, ...]

    @property
    def n_queries(self) -> tuple[int, ...]:
        return tuple(e.n_queries for e in self.estimates)

    @property
    def powers(self) -> tuple[float, ...]:
        return tuple(e.power for e in self.estimates)

    def explain(self) -> str:
        e0 = self.estimates[0]
        rows = "\n".join(f"  {e.n_queries:>6} queries: power {e.power:.3f} (normal approx. {e.normal_approximation:.3f})"
                         for e in self.estimates)
        return (f"Power of the {e0.test} test for a true mean difference of {format_number(e0.effect)} "
                f"(sd {format_number(e0.sd)}) at the {e0.alpha:g} level:\n{rows}\n"
                "The more queries, the more likely the test detects a real difference: its power grows.")

    def __str__(self) -> str:
        return self.explain()


def _normal_power(effect: float, sd: float, n: int, alpha: float) -> float:
    norm = _stats().norm
    zc = float(norm.ppf(1 - alpha / 2))
    shift = abs(effect) * math.sqrt(n) / sd
    return float(norm.cdf(shift - zc) + norm.cdf(-shift - zc))


def power_estimate(effect: float, sd: float, n_queries: int, alpha: float = 0.05, *, test: str = "t",
                   n_simulations: int = 1000, seed: int | None = 0) -> PowerEstimate:
    """Monte Carlo power of a two-sided paired test.

    Simulates ``n_simulations`` experiments of ``n_queries`` queries whose per-query differences
    a - b are drawn from Normal(``effect``, ``sd``) (``numpy.random.default_rng(seed)``), runs the
    test on each (``test="t"``: :func:`paired_t_test`; ``"wilcoxon"``: :func:`wilcoxon_signed_rank`
    with the normal approximation; ``"sign"``: :func:`sign_test`), and reports the fraction with
    p < ``alpha``. ``normal_approximation`` is the textbook formula
    ``Phi(|effect| sqrt(n)/sd - z) + Phi(-|effect| sqrt(n)/sd - z)``, z = the (1 - alpha/2) normal
    quantile (close to the t-test's power for moderate n).

    >>> p10 = power_estimate(0.05, 0.1, 10, n_simulations=400).power
    >>> p40 = power_estimate(0.05, 0.1, 40, n_simulations=400).power
    >>> p10 < p40
    True
    """
    check_option("power test", test, POWER_TESTS)
    effect = check_number(effect, "score effect", finite=True)
    sd = check_number(sd, "score sd", finite=True)
    if sd <= 0:
        raise InvalidScoreError(f"sd must be > 0, got {excerpt(sd)}")
    n = _check_count(n_queries, "n_queries", minimum=2)
    alpha = _check_probability(alpha, "alpha")
    n_sim = _check_count(n_simulations, "n_simulations")
    if n_sim * n > MAX_SIMULATED_VALUES:
        raise TooLargeError(f"n_simulations * n_queries = {n_sim} * {n} simulated differences is more than "
                            f"MAX_SIMULATED_VALUES = {MAX_SIMULATED_VALUES:,}")
    seed = check_seed(seed)
    if max(abs(effect), sd) > 1e150:  # squares of the draws would overflow to inf
        raise InvalidScoreError(f"effect={excerpt(effect)}, sd={excerpt(sd)}: out of range for a simulation (at most 1e150); "
                                "give per-query differences on the scale of the scores")
    st = _stats()
    rng = np.random.default_rng(seed)
    D = rng.normal(effect, sd, size=(n_sim, n))
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        if test == "t":  # all simulated experiments at once: t and its two-sided p from Student's t
            t = D.mean(axis=1) / (D.std(axis=1, ddof=1) / math.sqrt(n))
            p = 2 * st.t.sf(np.abs(t), n - 1)
        elif test == "wilcoxon":  # normal approximation, every experiment at once
            p = st.wilcoxon(D, axis=1, method="asymptotic").pvalue
        else:
            wins, used = (D > 0).sum(axis=1), (D != 0).sum(axis=1)
            cache = {(w, u): st.binomtest(w, u).pvalue for w, u in set(zip(wins.tolist(), used.tolist())) if u}
            p = np.array([cache.get((w, u), 1.0) for w, u in zip(wins.tolist(), used.tolist())])
    rejections = int(np.sum(np.nan_to_num(p, nan=1.0) < alpha))
    power = rejections / n_sim
    se = math.sqrt(power * (1 - power) / n_sim)
    return PowerEstimate(test, effect, sd, n, alpha, power, int(rejections), n_sim, se,
                         _normal_power(effect, sd, n, alpha), seed)


def power_curve(effect: float, sd: float, n_queries: Sequence[int] = (5, 10, 20, 30, 50, 100),
                alpha: float = 0.05, *, test: str = "t", n_simulations: int = 1000,
                seed: int | None = 0) -> PowerCurve:
    """:func:`power_estimate` at each number of queries in ``n_queries`` (same seed for each).

    >>> c = power_curve(0.05, 0.1, (5, 20, 80), n_simulations=300)
    >>> c.n_queries, c.powers[0] < c.powers[1] < c.powers[2]
    ((5, 20, 80), True)
    """
    if isinstance(n_queries, (str, bytes)) or not hasattr(n_queries, "__iter__"):
        raise InvalidCutoffError(f"n_queries must be a sequence of whole numbers >= 2, got {excerpt(n_queries)}")
    ns = [_check_count(x, "n_queries", minimum=2) for x in n_queries]
    if not ns:
        raise InsufficientDataError("n_queries is empty: give at least one number of queries")
    return PowerCurve(tuple(power_estimate(effect, sd, x, alpha, test=test, n_simulations=n_simulations, seed=seed)
                            for x in ns))
