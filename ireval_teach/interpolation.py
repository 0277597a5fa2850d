"""Interpolated precision and the 11-point interpolated average precision.

A ranking gives precision only at the recall values it happens to reach. To read precision at a
chosen recall level (0.0, 0.1, ..., 1.0) we interpolate. Two schemes are taught, and a third reading named:

``scheme="max"`` (default)
    p_interp(r) = max { P@k : R@k >= r } -- "take the max of precisions to the right"
    (image-retrieval slides ``000_*.txt``, "Interpolated precision"; Manning, Raghavan & Schütze,
    *Introduction to Information Retrieval* (IIR), sec. 8.4; trec_eval's stated rule). Levels no rank
    reaches get 0. The curve never increases.

``scheme="step"``
    p(r) = P_i for R_{i-1} < r <= R_i, R_0 = 0, where (R_i, P_i) are the points at the ranks of
    the relevant items (lecture notes ``004_*.txt``, "Computing PR curves"). At r = 0 the notes'
    rule is undefined (with R_0 = 0 no i has R_{i-1} < 0); we take P_1, extending the first step to
    0 (our choice, not the notes'). Beyond the last R_i it is 0.

``scheme="first"``
    p(r) = P@k at the first rank k with R@k >= r: no interpolation, the precision where the level is
    first reached (our name for a reading students write as a loop that breaks at the first such rank).
    For r > 0 that rank is a relevant one and the value is the step rule's; at r = 0, where the notes'
    rule is undefined, it is rank 1 whatever its label (P@1, 0 when rank 1 is not relevant), where
    "step" takes P_1. Beyond the last R_i it is 0.

The schemes "max" and "step" agree whenever precision at the relevant ranks never rises; they differ where a later
relevant item has *higher* precision than an earlier one: "max" lifts the earlier level up to it,
"step" keeps the dip. :func:`scheme_differences` lists the levels where they disagree.

11-point interpolated average precision = (1/11) sum over r in {0, 0.1, ..., 1} of p_interp(r),
the early-TREC summary (slides) and the lecture notes' "Average precision = 1/j sum p(Γ_i)".

Difference from trec_eval (checked by experiment against pytrec-eval-terrier 0.5.11, which runs
trec_eval 9's C code; see ``tests/test_evaluator.py``): trec_eval's ``iprec_at_recall`` and
``11pt_avg`` (``m_iprec_at_recall.c``, ``m_11pt_avg.c``) do not compare recall with the level.
They turn each level L into a number of relevant documents c and take the best precision at or
after the rank of the c-th relevant document retrieved (0 if fewer than c were retrieved;
c = 0 means the whole list, which gives the same value as c = 1):

* trec_eval 9.x (pytrec-eval-terrier): ``c = (long) (L * R + 0.9)`` in double arithmetic;
* trec_eval 10 (usnistgov master): ``c = lround(L * R)``.

The textbook rule here needs R@k >= L, i.e. ``c = ceil(L * R)`` exactly. For the 11 levels
L = i/10, L * R is a multiple of 1/10, so the 9.x rule equals ``ceil`` except where the double
product falls just below k + 0.1 and truncation drops it to k: for R <= 120 the 13 cases are
L = 0.7 with R = 3, 23, 33, 43, 53, 63, 73, 83 and L = 0.3 with R = 57, 67, 77, 87, 97
(e.g. 0.7 * 3 = 2.0999999999999996, so trec_eval 9 asks for 2 relevant documents where R@k >= 0.7
needs 3). The 10.x ``lround`` rule is lower than ``ceil`` whenever L * R has a fractional part
below 1/2 (e.g. R = 4, L = 0.3: c = 1 instead of 2) -- 378 of the 1,320 (R, level) pairs with
R <= 120. ireval_teach uses the textbook definition, with levels ``i / 10`` and exact comparison
of the rationals ``tp / R >= i / 10``; the TREC evaluator (:mod:`ireval_teach.trec.evaluator`) can
reproduce trec_eval 9 with ``interpolation="trec_eval"``.

>>> from ireval_teach import Ranking
>>> r = Ranking.from_positions([1, 2, 4, 15], length=20)
>>> [round(interpolated_precision(r, lv), 4) for lv in (0.0, 0.5, 0.6, 1.0)]
[1.0, 1.0, 0.75, 0.2667]
>>> round(eleven_point_average_precision(r), 6)
0.754545
"""

from __future__ import annotations

from typing import Literal, overload

import math
import numbers
from collections.abc import Sequence

import numpy as np

from .errors import InvalidCutoffError, check_option, check_sequence, excerpt
from .ranking import Ranking, as_ranking
from .ranked import pr_arrays, rank_steps
from .trace import LevelStep, Trace, format_number

SCHEMES = ("max", "step", "first")
#: Each scheme's rule, as the traces print it.
RULES = {"max": "max { P@k : R@k >= r }", "step": "P_i for R_(i-1) < r <= R_i (R_0 = 0)",
         "first": "P@k at the first rank k with R@k >= r"}
#: The 11 standard recall levels 0.0, 0.1, ..., 1.0, computed as i / 10 so 0.3 is exactly 3/10.
ELEVEN_LEVELS = tuple(i / 10 for i in range(11))


def _check_level(level: object) -> float:
    if isinstance(level, bool) or not isinstance(level, numbers.Real) or math.isnan(level) \
            or not 0 <= float(level) <= 1:
        raise InvalidCutoffError(f"recall level must be a number in [0, 1], got {excerpt(level)}")
    return float(level)


def _interpolate(precision: np.ndarray, recall: np.ndarray, relevant: np.ndarray,
                 levels: np.ndarray, scheme: str) -> tuple[np.ndarray, np.ndarray]:
    """Vectorised interpolation: (values, 0-based source rank or -1) at each level."""
    n = len(precision)
    # "max" and "first": the first rank whose recall reaches the level (recall is non-decreasing)
    first = np.searchsorted(recall, levels, side="left")
    if scheme == "max":
        # best precision at or after each rank, and where it is (first of equal maxima)
        suffix = np.maximum.accumulate(precision[::-1])[::-1] if n else precision
        vals = np.where(first < n, suffix[np.minimum(first, n - 1)] if n else 0.0, 0.0)
        src = np.full(len(levels), -1)
        for j, (f, v) in enumerate(zip(first, vals)):
            if f < n:
                src[j] = f + int(np.flatnonzero(precision[f:] == v)[0])
        return vals.astype(float), src
    if scheme == "first":
        ok = first < n
        vals = np.where(ok, precision[np.minimum(first, n - 1)], 0.0) if n else np.zeros(len(levels))
        return vals.astype(float), np.where(ok, first, -1)
    # step: points at relevant ranks
    idx = np.flatnonzero(relevant)
    if len(idx) == 0:
        return np.zeros(len(levels)), np.full(len(levels), -1)
    R_i, P_i = recall[idx], precision[idx]
    pos = np.searchsorted(R_i, levels, side="left")  # first i with R_i >= level
    ok = pos < len(idx)
    vals = np.where(ok, P_i[np.minimum(pos, len(idx) - 1)], 0.0)
    src = np.where(ok, idx[np.minimum(pos, len(idx) - 1)], -1)
    return vals.astype(float), src


def interpolated_curve(r: Ranking | Sequence[int], levels: Sequence[float] = ELEVEN_LEVELS,
                       scheme: str = "max") -> np.ndarray:
    """Interpolated precision at each recall level (a NumPy array), without a trace.

    >>> interpolated_curve([0, 1, 1], levels=[0.0, 0.5, 1.0]).tolist()
    [0.6666666666666666, 0.6666666666666666, 0.6666666666666666]
    """
    r = as_ranking(r)
    check_option("scheme", scheme, SCHEMES)
    lv = np.asarray([_check_level(x) for x in check_sequence(levels, "levels", InvalidCutoffError)], dtype=float)
    r = as_ranking(r)
    _, p, rec = pr_arrays(r)
    return _interpolate(p, rec, r.relevant, lv, scheme)[0]


@overload
def interpolated_precision(r: Ranking | Sequence[int], recall_level: float, scheme: str = "max", *,
                           trace: Literal[False] = ...) -> float: ...


@overload
def interpolated_precision(r: Ranking | Sequence[int], recall_level: float, scheme: str = "max", *,
                           trace: Literal[True]) -> Trace: ...


@overload
def interpolated_precision(r: Ranking | Sequence[int], recall_level: float, scheme: str = "max", *,
                           trace: bool = ...) -> float | Trace: ...


def interpolated_precision(r: Ranking | Sequence[int], recall_level: float, scheme: str = "max", *,
                           trace: bool = False) -> float | Trace:
    """Precision interpolated at one recall level, by the named ``scheme`` ("max", "step" or "first").

    >>> r = Ranking.from_positions([1, 5, 6], length=6)   # P at the relevant ranks: 1, 0.4, 0.5
    >>> interpolated_precision(r, 0.5), interpolated_precision(r, 0.5, scheme="step")
    (0.5, 0.4)
    """
    r = as_ranking(r)
    check_option("scheme", scheme, SCHEMES)
    level = _check_level(recall_level)
    _, p, rec = pr_arrays(r)
    vals, src = _interpolate(p, rec, r.relevant, np.array([level]), scheme)
    value = float(vals[0])
    if not trace:
        return value
    chosen = int(src[0])
    contrib = [0.0] * r.length
    if chosen >= 0:
        contrib[chosen] = value

    def note(rank: int, rel: bool, c: float) -> str:
        i = rank - 1
        if scheme == "max":
            cand = rec[i] >= level
            s = (f"R = {format_number(rec[i])} >= {level:g}: candidate" if cand
                 else f"R = {format_number(rec[i])} < {level:g}: not considered")
        elif scheme == "first":
            s = (f"R = {format_number(rec[i])} >= {level:g}: the first rank that reaches it" if i == chosen
                 else f"R = {format_number(rec[i])}" + (f" < {level:g}: not yet" if rec[i] < level else ""))
        else:
            if not rel:
                s = "not a PR point (not relevant): ignored by the step rule"
            else:
                s = f"PR point R_i = {format_number(rec[i])}"
        return s + ("; the chosen precision" if i == chosen else "")

    steps = rank_steps(r, contributions=contrib, note=note)
    rule = RULES[scheme]
    return Trace(f"P_interp({level:g})", value, steps, formula=f"p_interp(r) = {rule}",
                 conventions={"scheme": scheme, "level never reached": "precision 0"}, ranking=r,
                 family="iprec_at_recall", params={"L": level, "scheme": scheme})


def interpolation_trace(r: Ranking | Sequence[int], levels: Sequence[float] = ELEVEN_LEVELS,
                        scheme: str = "max") -> Trace:
    """Interpolated precision at many levels, one :class:`~ireval_teach.trace.LevelStep` per level.

    The value is the tuple of interpolated precisions; each step says which rank it came from.
    """
    r = as_ranking(r)
    check_option("scheme", scheme, SCHEMES)
    lv = np.asarray([_check_level(x) for x in levels], dtype=float)
    _, p, rec = pr_arrays(r)
    vals, src = _interpolate(p, rec, r.relevant, lv, scheme)
    steps = tuple(_level_step(level, v, s, 0.0, scheme, rec) for level, v, s in zip(lv, vals, src))
    return Trace(f"interpolated precision ({scheme})", tuple(float(v) for v in vals), steps,
                 formula=RULES[scheme],
                 conventions={"scheme": scheme}, ranking=r, family="interpolated_curve",
                 params={"levels": [float(x) for x in lv], "scheme": scheme})


def _level_step(level: float, value: float, src: int, contribution: float, scheme: str,
                rec: np.ndarray) -> LevelStep:
    if src < 0:
        words = f"no rank reaches recall {level:g}: precision 0"
    elif scheme == "max":
        words = (f"best precision at recall >= {level:g} is {format_number(value)}, "
                 f"at rank {src + 1} (R = {format_number(rec[src])})")
    elif scheme == "first":
        words = (f"rank {src + 1} is the first to reach recall {level:g} (R = {format_number(rec[src])}): "
                 f"P = {format_number(value)}")
    else:
        words = (f"recall {level:g} falls in the step ending at R = {format_number(rec[src])} "
                 f"(rank {src + 1}): P = {format_number(value)}")
    return LevelStep(level=float(level), precision=float(value), from_rank=None if src < 0 else int(src) + 1,
                     contribution=contribution, explanation=words)


@overload
def eleven_point_average_precision(r: Ranking | Sequence[int], scheme: str = "max", *,
                                   trace: Literal[False] = ...) -> float: ...


@overload
def eleven_point_average_precision(r: Ranking | Sequence[int], scheme: str = "max", *,
                                   trace: Literal[True]) -> Trace: ...


@overload
def eleven_point_average_precision(r: Ranking | Sequence[int], scheme: str = "max", *,
                                   trace: bool = ...) -> float | Trace: ...


def eleven_point_average_precision(r: Ranking | Sequence[int], scheme: str = "max", *,
                                   trace: bool = False) -> float | Trace:
    """Mean of the interpolated precision at the 11 recall levels 0.0, 0.1, ..., 1.0.

    The level 0.0 is always interpolated (with "max" it is the best precision anywhere in the list).

    >>> from ireval_teach import Ranking
    >>> round(eleven_point_average_precision(Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0])), 6)
    0.666667
    """
    r = as_ranking(r)
    check_option("scheme", scheme, SCHEMES)
    _, p, rec = pr_arrays(r)
    lv = np.asarray(ELEVEN_LEVELS)
    vals, src = _interpolate(p, rec, r.relevant, lv, scheme)
    value = math.fsum(vals.tolist()) / 11
    if not trace:
        return value
    steps = tuple(_level_step(level, v, s, float(v) / 11, scheme, rec) for level, v, s in zip(lv, vals, src))
    return Trace("11-point interpolated AP", value, steps,
                 formula="(1/11) * sum of p_interp(r) for r = 0.0, 0.1, ..., 1.0",
                 conventions={"scheme": scheme, "levels": "i/10 for i = 0..10, compared exactly",
                              "relevant items (R)": str(r.n_relevant)}, ranking=r, family="11pt_avg",
                 params={"scheme": scheme})


def scheme_differences(r: Ranking | Sequence[int], levels: Sequence[float] = ELEVEN_LEVELS
                       ) -> list[tuple[float, float, float]]:
    """The levels where the "max" and "step" schemes disagree: ``(level, max value, step value)``.

    >>> scheme_differences(Ranking.from_positions([1, 5, 6], length=6))
    [(0.4, 0.5, 0.4), (0.5, 0.5, 0.4), (0.6, 0.5, 0.4)]
    """
    levels = check_sequence(levels, "levels", InvalidCutoffError)
    a = interpolated_curve(r, levels, "max")
    b = interpolated_curve(r, levels, "step")
    return [(float(lv), float(x), float(y)) for lv, x, y in zip(levels, a, b) if x != y]
