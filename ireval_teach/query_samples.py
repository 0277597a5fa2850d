"""How the evidence of a significance test changes with the number of queries, on real per-query scores.

The slides (``000_*.txt``, slide 28): "increasing the number of queries in the experiment also
increases power of test". With real systems the true difference is unknown; what can be measured is
what an experimenter would have concluded with fewer queries:

* :func:`nested_p_values` -- one experimenter adds queries in one seeded random order and tests after
  the first n, for growing n: the p-values they would have seen (they need not fall steadily);
* :func:`rejection_rates` -- many experimenters, each with their own random sample of n queries: the
  fraction who reject "no difference" at level ``alpha``, for each test and each n.

Tests: ``"t"`` (:func:`~ireval_teach.significance.paired_t_test`), ``"wilcoxon"``
(:func:`~ireval_teach.significance.wilcoxon_signed_rank`), ``"sign"``
(:func:`~ireval_teach.significance.sign_test`), all two-sided by default.

>>> a = [0.5, 0.6, 0.7, 0.4, 0.55, 0.65, 0.3, 0.8]
>>> b = [0.4, 0.5, 0.72, 0.3, 0.5, 0.6, 0.31, 0.7]
>>> nested_p_values(a, b, sizes=(4, 8), seed=0).sizes
(4, 8)
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Any
from collections.abc import Callable, Sequence

import numpy as np

from .errors import (InsufficientDataError, InvalidCutoffError, InvalidOptionError, UnknownOptionError, check_number,
                     check_option, excerpt)
from .significance import paired_scores, paired_t_test, sign_test, wilcoxon_signed_rank

__all__ = ["TESTS", "NestedPValues", "nested_p_values", "RejectionRates", "rejection_rates"]

#: The tests by short name.
TESTS: dict[str, Callable[..., Any]] = {"t": paired_t_test, "wilcoxon": wilcoxon_signed_rank, "sign": sign_test}


def _tests(tests: Sequence[str]) -> tuple[str, ...]:
    if isinstance(tests, (str, bytes)) or not hasattr(tests, "__iter__"):
        raise UnknownOptionError(f"tests must be a sequence of test names, got {excerpt(tests)}")
    tests = tuple(check_option("test", t if isinstance(t, str) else excerpt(t), tuple(TESTS)) for t in tests)
    if not tests:
        raise UnknownOptionError(f"give at least one test; choose from {', '.join(TESTS)}")
    return tests


def _settings(seed: Any, alpha: Any) -> tuple[int, float]:
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not 0 <= int(seed) < 2 ** 63:
        raise InvalidOptionError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    a = check_number(alpha, "alpha", "levels", finite=True)
    if not 0 < a < 1:
        raise InvalidCutoffError(f"alpha must be between 0 and 1, got {excerpt(alpha)}")
    return int(seed), a


def _sizes(sizes: Sequence[int], n: int) -> tuple[int, ...]:
    if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
        raise InvalidCutoffError(f"sizes must be a sequence of sample sizes, got {excerpt(sizes)}")
    out: list[int] = []
    for s in sizes:
        if isinstance(s, bool) or not isinstance(s, numbers.Integral) or not 2 <= int(s) <= n:
            raise InvalidCutoffError(f"a sample size must be a whole number 2..{n} (the queries given), got {s!r}")
        out.append(int(s))
    if not out:
        raise InsufficientDataError("give at least one sample size")
    return tuple(out)


def _p(test: str, a: np.ndarray, b: np.ndarray, alternative: str) -> float:
    if np.all(a == b):
        return 1.0                      # every difference is zero: no evidence at all
    return float(TESTS[test](a.tolist(), b.tolist(), alternative=alternative).p_value)


@dataclass(frozen=True)
class NestedPValues:
    """p-values after the first n queries of one seeded order, per test: ``p[test][i]`` for ``sizes[i]``."""

    sizes: tuple[int, ...]
    tests: tuple[str, ...]
    p: dict
    mean_difference: tuple[float, ...]
    alpha: float

    def rises(self, test: str) -> list[tuple[int, int, float, float]]:
        """Where adding queries made the evidence weaker: (n_before, n_after, p_before, p_after)."""
        ps = self.p[test]
        return [(self.sizes[i], self.sizes[i + 1], ps[i], ps[i + 1]) for i in range(len(ps) - 1)
                if ps[i + 1] > ps[i]]

    def rejecting_from(self, test: str) -> int | None:
        """The smallest size from which this test rejects at every larger size measured (None: never)."""
        ps = self.p[test]
        first = None
        for n, p in zip(self.sizes, ps):
            if p < self.alpha:
                first = n if first is None else first
            else:
                first = None
        return first

    def explain(self) -> str:
        lines = []
        for t in self.tests:
            r = self.rejecting_from(t)
            rises = self.rises(t)
            text = (f"{t}: rejects at level {self.alpha:g} from n = {r} on" if r is not None
                    else f"{t}: does not reject at every size up to n = {self.sizes[-1]}")
            if rises:
                text += "; p rose " + ", ".join(f"from {p0:.4g} (n = {n0}) to {p1:.4g} (n = {n1})"
                                                for n0, n1, p0, p1 in rises)
            else:
                text += "; p never rose as queries were added"
            lines.append(text + ".")
        return "\n".join(lines)


def nested_p_values(a: Any, b: Any, sizes: Sequence[int], *, seed: int = 0, tests: Sequence[str] = ("t", "wilcoxon", "sign"),
                    alternative: str = "two-sided", alpha: float = 0.05) -> NestedPValues:
    """Test a against b on the first n queries of one seeded random order, for each n in ``sizes``."""
    _, xa, xb = paired_scores(a, b)
    tests = _tests(tests)
    sizes = _sizes(sizes, len(xa))
    seed, alpha = _settings(seed, alpha)
    check_option("alternative", alternative if isinstance(alternative, str) else excerpt(alternative),
                 ("two-sided", "greater", "less"))
    order = np.random.default_rng(seed).permutation(len(xa))
    p = {t: tuple(_p(t, xa[order[:n]], xb[order[:n]], alternative) for n in sizes) for t in tests}
    diffs = tuple(float(np.mean(xa[order[:n]] - xb[order[:n]])) for n in sizes)
    return NestedPValues(sizes, tests, p, diffs, float(alpha))


@dataclass(frozen=True)
class RejectionRates:
    """``rate[test][i]``: fraction of ``draws`` random samples of ``sizes[i]`` queries in which the test rejected."""

    sizes: tuple[int, ...]
    tests: tuple[str, ...]
    draws: int
    rate: dict
    alpha: float

    def explain(self) -> str:
        head = f"{'queries':>8}  " + "  ".join(f"{t:>9}" for t in self.tests)
        rows = [f"{n:>8}  " + "  ".join(f"{self.rate[t][i]:>9.2f}" for t in self.tests)
                for i, n in enumerate(self.sizes)]
        return (f"Fraction of {self.draws} random samples of n queries in which each test rejects "
                f"'no difference' at level {self.alpha:g}:\n" + "\n".join([head] + rows))


def rejection_rates(a: Any, b: Any, sizes: Sequence[int], *, draws: int = 50, seed: int = 0,
                    tests: Sequence[str] = ("t", "wilcoxon", "sign"), alternative: str = "two-sided",
                    alpha: float = 0.05) -> RejectionRates:
    """Draw ``draws`` random samples of n queries (without replacement, seeded) for each n; test each."""
    _, xa, xb = paired_scores(a, b)
    tests = _tests(tests)
    sizes = _sizes(sizes, len(xa))
    if isinstance(draws, bool) or not isinstance(draws, numbers.Integral) or not 1 <= int(draws) <= 10_000:
        raise InvalidCutoffError(f"draws must be a whole number 1..10000, got {excerpt(draws)}")
    seed, alpha = _settings(seed, alpha)
    check_option("alternative", alternative if isinstance(alternative, str) else excerpt(alternative),
                 ("two-sided", "greater", "less"))
    rng = np.random.default_rng(seed)
    hits = {t: np.zeros(len(sizes)) for t in tests}
    for i, n in enumerate(sizes):
        for _ in range(draws):
            idx = rng.choice(len(xa), size=n, replace=False)
            for t in tests:
                hits[t][i] += _p(t, xa[idx], xb[idx], alternative) < alpha
    rate = {t: tuple(float(x) / draws for x in hits[t]) for t in tests}
    return RejectionRates(sizes, tests, int(draws), rate, float(alpha))
