"""The multiple comparisons problem: every pair of N systems tested at once.

With N systems there are m = N (N - 1) / 2 pairs. Test each at level alpha and, even when no
system is better than another, about alpha * m pairs come out "significant". :func:`all_pairs`
runs the two-sided paired t-test (``scipy.stats.ttest_rel``, all pairs at once) and counts the
significant pairs without correction and with each correction of :mod:`ireval_teach.multiple_testing`;
:func:`replicate` repeats that on many random samples of the queries (seeded), to show how often
a family of tests produces at least one false positive (the family-wise error rate).

A pair whose scores are equal on every query has no difference to test: its p-value is NaN and it is
not counted (see :mod:`ireval_teach.multiple_testing`).

>>> fam = all_pairs({"a": [0.1, 0.5, 0.3, 0.7], "b": [0.2, 0.5, 0.4, 0.8], "c": [0.1, 0.6, 0.3, 0.6]})
>>> fam.m, fam.pairs[0]
(3, ('a', 'b'))
>>> fam.counts()["none"] >= fam.counts()["holm"]
True
"""

from __future__ import annotations

import itertools
import math
import warnings
from dataclasses import dataclass
from typing import Any
from collections.abc import Mapping

import numpy as np

from .errors import InconsistentCountError, InsufficientDataError, InvalidCutoffError, check_sequence, excerpt
from .multiple_testing import CORRECTIONS, _adjusted, adjust, check_alpha


@dataclass(frozen=True)
class PairFamily:
    """Paired t-tests of every pair of systems; ``p_values[i]`` belongs to ``pairs[i]``."""

    systems: tuple[str, ...]
    pairs: tuple[tuple[str, str], ...]
    p_values: tuple[float, ...]
    mean_differences: tuple[float, ...]
    n_queries: int
    alpha: float

    @property
    def m(self) -> int:
        """The number of tests (pairs with a p-value)."""
        return sum(not math.isnan(p) for p in self.p_values)

    def corrected(self, correction: str) -> tuple[float, ...]:
        return tuple(float(x) for x in adjust(self.p_values, correction))

    def counts(self) -> dict[str, int]:
        """Significant pairs at ``alpha``, per correction (``"none"`` = the plain p-values)."""
        return {c: int(np.sum(np.nan_to_num(adjust(self.p_values, c), nan=1.0) < self.alpha)) for c in CORRECTIONS}

    def explain(self) -> str:
        c = self.counts()
        return (f"{len(self.systems)} systems, {self.m} pairs, paired t-tests over {self.n_queries} queries at the "
                f"{self.alpha:g} level: {c['none']} significant without correction, {c['bonferroni']} with "
                f"Bonferroni, {c['holm']} with Holm, {c['bh']} with Benjamini-Hochberg.")

    def __str__(self) -> str:
        return self.explain()


def _matrix(scores: Any) -> tuple[tuple[str, ...], np.ndarray]:
    if not isinstance(scores, Mapping) or len(scores) < 2:
        raise InsufficientDataError(f"give a dict of at least 2 systems -> per-query scores, got {excerpt(scores)}")
    names = tuple(str(k) for k in scores)
    rows = []
    for name, v in zip(names, scores.values()):
        vals = list(v.values()) if isinstance(v, Mapping) else check_sequence(v, f"the scores of {excerpt(name)}")
        try:
            row = np.asarray(vals, dtype=float)
        except (TypeError, ValueError, OverflowError):
            raise InconsistentCountError(f"the scores of {excerpt(name)} must be numbers, "
                                         f"got {excerpt(vals)}") from None
        if row.ndim != 1:
            raise InconsistentCountError(f"the scores of {excerpt(name)} must be one number per query, "
                                         f"got {excerpt(vals)}")
        rows.append(row)
    if len({len(r) for r in rows}) != 1:
        raise InconsistentCountError(f"every system needs one score per query; lengths {[len(r) for r in rows]}")
    X = np.vstack(rows)
    if X.shape[1] < 2:
        raise InsufficientDataError("a paired t-test needs at least 2 queries")
    if not np.all(np.isfinite(X)):
        raise InconsistentCountError("every score must be a finite number")
    return names, X


def _pair_p_values(X: np.ndarray, pairs: list[tuple[int, int]]) -> tuple[np.ndarray, np.ndarray]:
    from scipy import stats

    i = np.array([a for a, _ in pairs])
    j = np.array([b for _, b in pairs])
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        p = np.asarray(stats.ttest_rel(X[i], X[j], axis=-1).pvalue, dtype=float)
    D = X[i] - X[j]
    p[~np.any(D != 0, axis=-1)] = np.nan
    return p, D.mean(axis=-1)


def all_pairs(scores: Mapping[str, Any], alpha: float = 0.05) -> PairFamily:
    """Two-sided paired t-tests of every pair of systems (``scores``: name -> per-query scores)."""
    alpha = check_alpha(alpha)
    names, X = _matrix(scores)
    pairs = list(itertools.combinations(range(len(names)), 2))
    p, md = _pair_p_values(X, pairs)
    return PairFamily(names, tuple((names[a], names[b]) for a, b in pairs), tuple(float(x) for x in p),
                      tuple(float(x) for x in md), X.shape[1], alpha)


@dataclass(frozen=True)
class Replication:
    """:func:`all_pairs` on ``draws`` random samples of ``sample_size`` queries: significant pairs per draw."""

    sample_size: int
    draws: int
    seed: int
    alpha: float
    m: int
    significant: Mapping[str, tuple[int, ...]]       # correction -> count per draw

    def any_rate(self, correction: str) -> float:
        """The share of draws with at least one significant pair (the family-wise error rate, when none is real)."""
        return float(np.mean(np.array(self.significant[correction]) > 0))

    def explain(self) -> str:
        rates = ", ".join(f"{c} {self.any_rate(c):.2f}" for c in CORRECTIONS)
        return (f"{self.draws} random samples of {self.sample_size} queries (seed {self.seed}), {self.m} pairs each: "
                f"share of samples with at least one 'significant' pair at {self.alpha:g}: {rates}.")

    def __str__(self) -> str:
        return self.explain()


def replicate(scores: Mapping[str, Any], sample_size: int, draws: int = 200, seed: int = 0,
              alpha: float = 0.05) -> Replication:
    """Repeat :func:`all_pairs` on ``draws`` samples of ``sample_size`` queries drawn without replacement."""
    alpha = check_alpha(alpha)
    names, X = _matrix(scores)
    n = X.shape[1]
    for name, x, lo in (("sample_size", sample_size, 2), ("draws", draws, 1)):
        if isinstance(x, bool) or not isinstance(x, int) or x < lo:
            raise InvalidCutoffError(f"{name} must be a whole number >= {lo}, got {excerpt(x)}")
    if sample_size > n:
        raise InvalidCutoffError(f"sample_size={sample_size} is more than the {n} queries")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidCutoffError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    from scipy import stats

    rng = np.random.default_rng(seed)
    pairs = list(itertools.combinations(range(len(names)), 2))
    i = np.array([a for a, _ in pairs])
    j = np.array([b for _, b in pairs])
    cols = np.array([rng.choice(n, size=sample_size, replace=False) for _ in range(draws)])   # draws x size
    D = (X[i] - X[j])[:, cols]                                     # pairs x draws x size
    mean = D.mean(axis=-1)
    sd = D.std(axis=-1, ddof=1)
    with np.errstate(all="ignore"):
        t = mean / (sd / math.sqrt(sample_size))
    P = 2 * stats.t.sf(np.abs(t), sample_size - 1)                 # as ttest_rel, two-sided
    P[(sd == 0) & (mean != 0)] = 0.0
    P[(sd == 0) & (mean == 0)] = np.nan
    counts: dict[str, list[int]] = {}
    if np.isnan(P).any():        # a pair equal on every sampled query: not a test; one draw at a time
        counts = {c: [int(np.sum(np.nan_to_num(_adjusted(P[:, d], c, scipy_bh=False)[0], nan=1.0) < alpha))
                      for d in range(draws)] for c in CORRECTIONS}
    else:                        # every draw at once: the same formulas as multiple_testing, along axis 0
        m = len(pairs)
        S = np.sort(P, axis=0)
        k = np.arange(1, m + 1)[:, None]
        holm = np.minimum(np.maximum.accumulate(S * (m - k + 1), axis=0), 1.0)
        bh = np.minimum(np.minimum.accumulate((S * m / k)[::-1], axis=0)[::-1], 1.0)
        counts = {"none": (P < alpha).sum(axis=0).tolist(), "bonferroni": (P * m < alpha).sum(axis=0).tolist(),
                  "holm": (holm < alpha).sum(axis=0).tolist(), "bh": (bh < alpha).sum(axis=0).tolist()}
    return Replication(sample_size, draws, seed, alpha, len(pairs), {c: tuple(v) for c, v in counts.items()})
