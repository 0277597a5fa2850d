"""Multiple testing: corrected p-values for m hypotheses, with every step shown.

Compare ten systems with a baseline at the 0.05 level and, even if none is really different, the
chance that at least one test rejects is about 1 - 0.95^10 = 0.40. A *correction* raises each
p-value so that a decision rule on the corrected values keeps a stated error rate over the whole
family of m tests:

* ``"bonferroni"`` -- ``p~_i = min(1, m p_i)``; controls the family-wise error rate (the chance of
  any false rejection) under any dependence.
* ``"holm"`` (Holm 1979) -- sort the p-values ``p_(1) <= ... <= p_(m)``; ``p~_(i) = min(1,
  max_{j <= i} (m - j + 1) p_(j))``. Same guarantee as Bonferroni, never larger p-values.
* ``"bh"`` (Benjamini & Hochberg 1995) -- ``p~_(i) = min(1, min_{j >= i} m p_(j) / j)``; controls the
  false discovery rate (the expected share of false rejections among the rejections), for
  independent or positively dependent tests. ``scipy.stats.false_discovery_control(p, method="bh")``
  computes it; our code records the same steps.
* ``"none"`` -- the p-values as they are.

Conventions (named, and checked against ``statsmodels.stats.multitest.multipletests`` in the tests):

* **Ties** among the p-values: they get the same corrected value whatever their order (the running
  maximum / minimum makes the order inside a tie irrelevant).
* **NaN** (a test that could not be computed, e.g. two runs equal on every query) stays NaN and is
  **not counted in m**: it is not a hypothesis that was tested. statsmodels differs here: its
  ``bonferroni`` and ``holm`` count a NaN in m (larger p-values for the others) and its ``fdr_bh``
  returns NaN for every hypothesis; SciPy raises an error. Our values equal statsmodels' on the
  p-values without the NaNs.
* The order of the input is kept in the output.

>>> c = correct([0.01, 0.04, 0.03, 0.20], "holm")
>>> [round(x, 4) for x in c.p_corrected]
[0.04, 0.09, 0.09, 0.2]
>>> [round(x, 4) for x in correct([0.01, 0.04, 0.03, 0.20], "bh").p_corrected]
[0.04, 0.0533, 0.0533, 0.2]
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

import numpy as np

from .errors import InconsistentCountError, InvalidCutoffError, InvalidScoreError, check_option, excerpt
from .trace import format_number

#: The corrections :func:`correct` knows.
CORRECTIONS = ("none", "bonferroni", "holm", "bh")
#: Long names, for explanations and table notes.
CORRECTION_NAMES = {"none": "no correction", "bonferroni": "Bonferroni", "holm": "Holm (step-down)",
                    "bh": "Benjamini-Hochberg (false discovery rate)"}


@dataclass(frozen=True)
class CorrectionStep:
    """One hypothesis: its p-value, its position among the sorted p-values, and the arithmetic.

    ``order`` is the 1-based position of ``p_value`` among the m non-NaN p-values sorted ascending
    (None for NaN); ``factor`` what it is multiplied by (m for Bonferroni, m - order + 1 for Holm,
    m / order for BH, 1 for none); ``scaled`` = factor * p; ``running`` the running maximum (Holm)
    or minimum from the largest p down (BH) of the scaled values; ``p_corrected`` = min(1, running).
    """

    label: str
    p_value: float
    order: int | None
    factor: float
    scaled: float
    running: float
    p_corrected: float
    explanation: str


@dataclass(frozen=True)
class Correction:
    """Corrected p-values of a family of tests (input order kept) and the steps that made them."""

    method: str
    labels: tuple[str, ...]
    p_values: tuple[float, ...]
    p_corrected: tuple[float, ...]
    m: int
    steps: tuple[CorrectionStep, ...]

    def rejected(self, alpha: float = 0.05) -> tuple[bool, ...]:
        """Which hypotheses the corrected p-values reject at level ``alpha`` (NaN: never)."""
        alpha = check_alpha(alpha)
        return tuple(bool(p < alpha) for p in self.p_corrected)   # NaN < alpha is False

    def explain(self, alpha: float = 0.05) -> str:
        """How every corrected p-value was computed, step by step, in the order of the sorted p-values."""
        alpha = check_alpha(alpha)
        name = CORRECTION_NAMES[self.method]
        head = {"none": f"{name}: each p-value is used as it is.",
                "bonferroni": f"{name}: m = {self.m} tests; each p-value is multiplied by m and capped at 1.",
                "holm": f"{name}: m = {self.m} tests. Sort the p-values from smallest to largest; multiply the "
                        "i-th smallest by m - i + 1; take the running maximum from the smallest up (a p-value "
                        "never ends below one sorted before it); cap at 1.",
                "bh": f"{name}: m = {self.m} tests. Sort the p-values from smallest to largest; multiply the "
                      "i-th smallest by m / i; take the running minimum from the largest down (a p-value never "
                      "ends above one sorted after it); cap at 1. scipy.stats.false_discovery_control "
                      "computes the same values."}[self.method]
        lines = [head]
        nan = [s for s in self.steps if s.order is None]
        for s in sorted((s for s in self.steps if s.order is not None), key=lambda s: s.order or 0):
            lines.append("  " + s.explanation)
        for s in nan:
            lines.append("  " + s.explanation)
        n_rej = sum(self.rejected(alpha))
        lines.append(f"{n_rej} of {self.m} corrected p-values are below {alpha:g}.")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def check_alpha(alpha: Any) -> float:
    """A significance level strictly between 0 and 1, else :class:`InvalidCutoffError`."""
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float, np.floating)) or not 0 < alpha < 1:
        raise InvalidCutoffError(f"alpha must be a number strictly between 0 and 1, got {excerpt(alpha)}")
    return float(alpha)


def check_p_values(p_values: Any) -> np.ndarray:
    """p-values as a float array: each in [0, 1] or NaN (a test that was not computed)."""
    if isinstance(p_values, (str, bytes)) or not hasattr(p_values, "__iter__"):
        raise InvalidScoreError(f"p_values must be a sequence of numbers in [0, 1], got {excerpt(p_values)}")
    out = []
    for i, p in enumerate(p_values):
        if isinstance(p, bool) or not isinstance(p, (int, float, np.integer, np.floating)):
            raise InvalidScoreError(f"p_values[{i}] must be a number in [0, 1] (or NaN), got {excerpt(p)}")
        p = float(p)
        if not (math.isnan(p) or 0.0 <= p <= 1.0):
            raise InvalidScoreError(f"p_values[{i}] = {p!r} is not a p-value: it must lie in [0, 1] (or be NaN)")
        out.append(p)
    return np.array(out, dtype=float)


def adjust(p_values: Any, method: str = "holm") -> np.ndarray:
    """The corrected p-values only (input order, NaN kept and not counted in m); see :func:`correct`.

    >>> adjust([0.01, float("nan"), 0.04], "bonferroni").tolist()
    [0.02, nan, 0.08]
    """
    check_option("correction", method, CORRECTIONS)
    p = check_p_values(p_values)
    return _adjusted(p, method)[0]


def _adjusted(p: np.ndarray, method: str, scipy_bh: bool = True) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(corrected, order positions (0 for NaN), factors, scaled, running) for the finite p-values."""
    out = np.full(len(p), np.nan)
    ok = ~np.isnan(p)
    idx = np.flatnonzero(ok)
    m = len(idx)
    order_pos = np.zeros(len(p), dtype=int)
    factor = np.full(len(p), np.nan)
    scaled = np.full(len(p), np.nan)
    running = np.full(len(p), np.nan)
    if m == 0:
        return out, order_pos, factor, scaled, running
    q = p[idx]
    srt = np.argsort(q, kind="mergesort")
    pos = np.empty(m, dtype=int)
    pos[srt] = np.arange(1, m + 1)
    order_pos[idx] = pos
    if method == "none":
        f = np.ones(m)
        s = q.copy()
        run = s.copy()
        adj = q.copy()
    elif method == "bonferroni":
        f = np.full(m, float(m))
        s = q * m
        run = s.copy()
        adj = np.minimum(s, 1.0)
    elif method == "holm":
        f_sorted = np.arange(m, 0, -1, dtype=float)
        s_sorted = q[srt] * f_sorted
        run_sorted = np.maximum.accumulate(s_sorted)
        f, s, run = (np.empty(m) for _ in range(3))
        f[srt], s[srt], run[srt] = f_sorted, s_sorted, run_sorted
        adj = np.minimum(run, 1.0)
    else:  # bh: the steps by hand, the values from scipy
        from scipy import stats

        i = np.arange(1, m + 1, dtype=float)
        s_sorted = q[srt] * (m / i)
        run_sorted = np.minimum.accumulate(s_sorted[::-1])[::-1]
        f, s, run = (np.empty(m) for _ in range(3))
        f[srt], s[srt], run[srt] = m / i, s_sorted, run_sorted
        adj = (np.asarray(stats.false_discovery_control(q, method="bh"), dtype=float) if scipy_bh
               else np.minimum(run, 1.0))   # the same values (tests), without scipy's per-call overhead
    out[idx] = adj
    factor[idx], scaled[idx], running[idx] = f, s, run
    return out, order_pos, factor, scaled, running


def correct(p_values: Any, method: str = "holm", labels: Sequence[str] | None = None) -> Correction:
    """Correct a family of p-values for multiple testing, recording each step (see the module).

    ``labels`` name the hypotheses in the explanation (default "test 1", "test 2", ...).

    >>> print(correct([0.01, 0.04], "holm", labels=["run a", "run b"]).explain())   # doctest: +NORMALIZE_WHITESPACE
    Holm (step-down): m = 2 tests. Sort the p-values from smallest to largest; multiply the i-th smallest by m - i + 1;
    take the running maximum from the smallest up (a p-value never ends below one sorted before it); cap at 1.
      run a: p = 0.01 is the 1st smallest of 2; times 2 = 0.02; running maximum 0.02; corrected p = 0.02
      run b: p = 0.04 is the 2nd smallest of 2; times 1 = 0.04; running maximum 0.04; corrected p = 0.04
    2 of 2 corrected p-values are below 0.05.
    """
    check_option("correction", method, CORRECTIONS)
    p = check_p_values(p_values)
    if labels is None:
        labs = tuple(f"test {i + 1}" for i in range(len(p)))
    else:
        labs = tuple(str(x) for x in labels)
        if len(labs) != len(p):
            raise InconsistentCountError(f"{len(labs)} labels for {len(p)} p-values: give one label per p-value")
    adj, pos, factor, scaled, running = _adjusted(p, method)
    m = int((~np.isnan(p)).sum())
    steps = []
    for k in range(len(p)):
        lab, pk = labs[k], float(p[k])
        if math.isnan(pk):
            steps.append(CorrectionStep(lab, pk, None, math.nan, math.nan, math.nan, math.nan,
                                        f"{lab}: no p-value (the test could not be computed): stays NaN, "
                                        "not counted in m"))
            continue
        o = int(pos[k])
        f, s, r, a = float(factor[k]), float(scaled[k]), float(running[k]), float(adj[k])
        where = f"{lab}: p = {format_number(pk, 6)} is the {_ordinal(o)} smallest of {m}"
        if method == "none":
            text = f"{lab}: p = {format_number(pk, 6)}, used as it is"
        elif method == "bonferroni":
            text = f"{where}; times m = {m}: {format_number(s, 6)}; corrected p = {format_number(a, 6)}"
        elif method == "holm":
            text = (f"{where}; times {m - o + 1} = {format_number(s, 6)}; running maximum {format_number(r, 6)}; "
                    f"corrected p = {format_number(a, 6)}")
        else:
            text = (f"{where}; times {m}/{o} = {format_number(s, 6)}; running minimum from the largest down "
                    f"{format_number(r, 6)}; corrected p = {format_number(a, 6)}")
        if method != "none" and a == 1.0 and r > 1.0:
            text += " (capped at 1)"
        steps.append(CorrectionStep(lab, pk, o, f, s, r, a, text))
    return Correction(method, labs, tuple(float(x) for x in p), tuple(float(x) for x in adj), m, tuple(steps))


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
