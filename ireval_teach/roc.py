"""ROC curve, area under it (ROC AUC), equal error rate, and why PR tells more on imbalanced data.

A scoring system gives every item a score; a threshold t retrieves every item with score >= t.
For each threshold the ROC curve (receiver operating characteristic) plots

* TPR = tp / P, the true positive rate (= recall), against
* FPR = fp / N, the false positive rate (the fraction of the negatives retrieved),

where P and N are the numbers of positive and negative items. Lowering the threshold past one
distinct score moves the curve from (FPR, TPR) to (FPR + neg/N, TPR + pos/P), where pos and neg
count the items with exactly that score.

Conventions
-----------
* Ties: items with equal scores are retrieved together (one ROC point per *distinct* score), so a
  group holding both positives and negatives is a diagonal segment, and the trapezoid under it gives
  each tied positive/negative pair **half credit**. The area is then exactly the Mann-Whitney
  statistic: AUC = P(score of a random positive > score of a random negative) + 1/2 P(equal).
  This is what ``sklearn.metrics.roc_auc_score`` computes.
* The area is summed exactly in integers, AUC = sum over groups of neg_j (2 tp_before_j + pos_j)
  / (2 P N), and divided once; each step's ``area`` is its share.
* Both classes are needed: with P = 0 or N = 0 the rates are undefined and
  :class:`~ireval_teach.errors.InconsistentCountError` is raised (scikit-learn raises too).
* Labels are integers >= 0; an item is positive when label >= ``threshold`` (default 1), as in
  :class:`~ireval_teach.Ranking`.
* Equal error rate (EER): the error rate where the false positive rate equals the false negative
  rate FNR = 1 - TPR. ``method="interpolate"`` (default) intersects the piecewise-linear ROC curve
  with the line TPR = 1 - FPR; ``method="nearest"`` takes the ROC point with the smallest
  |FPR - FNR| and reports (FPR + FNR) / 2 there (ties: the first such point, highest threshold).
* ROC points: one per distinct score (``points="every_score"``, default), or only the points where the
  curve turns (``points="corners"``), as ``sklearn.metrics.roc_curve`` returns them by default
  (``drop_intermediate=True``). The curve, its area and the interpolated EER do not change; the
  nearest-point EER may (a dropped point may have been the nearest).

Why the PR curve tells more on imbalanced data (the cross-modal note ``002_*.txt``: "if the class is
highly imbalanced and positive samples are very rare, then u PR-curve. One example may be fraud
detection, where non-fraud sample may be 10000 and fraud sample may be below 100", its garbled "u"
for "use"): FPR divides by
N = 10,000, so 100 false positives move it by only 0.01, while they halve the precision of a
system that finds all 100 positives. :func:`imbalanced_demo` generates that case.

Why not ``sklearn.metrics.roc_curve`` / ``roc_auc_score``: scikit-learn is not a core dependency
(only the notebooks use it), and these functions exist to teach -- they return one step per
distinct score with its trapezoid share and words, and sum the area exactly in integers. The tests
check every value against scikit-learn (``tests/test_roc.py``).

>>> roc_auc([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
0.75
>>> roc_auc([0.5, 0.5], [1, 0])  # a tie between a positive and a negative: half credit
0.5
>>> equal_error_rate([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
0.5
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, field
from typing import Any, Literal, overload
from collections.abc import Sequence

import numpy as np

from .errors import (EmptyRankingError, InconsistentCountError, InvalidCutoffError, InvalidLabelError, InvalidScoreError,
                     IrevalError, TooLargeError, check_number, check_option, check_sequence, excerpt)
from .ranking import MAX_LENGTH, _check_label
from .trace import Trace, format_number

#: How the EER is read off the ROC points: the straight piece crossing FPR = FNR, or the nearest point, where
#: equally near points (a tie) are broken towards (0, 0) ("nearest": the highest threshold, as ``np.argmin`` over
#: scikit-learn's ``roc_curve`` gives) or towards (1, 1) ("nearest_low_threshold": as a scan up from the lowest
#: score that keeps the first minimum gives); or the first point reached, walking down from the highest threshold,
#: whose FPR is at least its FNR ("first_crossing": a loop over the thresholds that stops at the crossing, with no
#: interpolation).
EER_METHODS = ("interpolate", "nearest", "nearest_low_threshold", "first_crossing")
#: Which error rate a nearest ROC point reports as the EER: the mean (FPR + FNR) / 2, or one of the two rates
#: (``fpr[np.argmin(abs(fnr - fpr))]``, the recipe many scikit-learn snippets use, or its FNR). At an
#: interpolated crossing the two rates are equal, so the choice matters only for ``method="nearest..."``.
EER_REPORTS = ("mean", "fpr", "fnr")

#: Which ROC points are kept: one per distinct score, or only the corners, as scikit-learn's
#: ``roc_curve(drop_intermediate=True)`` (its default) keeps them; or one per item, tied scores NOT grouped (a walk
#: down the sorted list one item at a time, tied items in their input order): then the curve, and every value read
#: off it, depends on the order of the tied items, which is why the other two group ties.
ROC_POINTS = ("every_score", "corners", "every_item")


def reported_rate(fpr: float, fnr: float, report: str = "mean") -> float:
    """What a nearest ROC point with these rates reports as its EER, by ``report`` (:data:`EER_REPORTS`).

    >>> reported_rate(0.5, 1.0), reported_rate(0.5, 1.0, "fpr"), reported_rate(0.5, 1.0, "fnr")
    (0.75, 0.5, 1.0)
    """
    check_option("EER report", report, EER_REPORTS)
    return float({"mean": (fpr + fnr) / 2, "fpr": fpr, "fnr": fnr}[report])


@dataclass(frozen=True)
class RocStep:
    """One distinct score (a threshold) of a ROC curve.

    ``positives``/``negatives`` count the items with exactly this score; ``tp``/``fp`` the items with
    score >= threshold; ``tpr``/``fpr`` the rates after this step; ``area`` the trapezoid added under
    the curve (its ``contribution`` to the AUC); ``tied`` marks a group with both classes (half credit).
    """

    threshold: float
    positives: int
    negatives: int
    tp: int
    fp: int
    tpr: float
    fpr: float
    area: float
    contribution: float
    tied: bool
    explanation: str


@dataclass(frozen=True)
class RocCurve:
    """ROC points, one per distinct score plus the start (0, 0); ``thresholds[0]`` is +inf."""

    fpr: np.ndarray
    tpr: np.ndarray
    thresholds: np.ndarray
    n_positive: int
    n_negative: int

    def __len__(self) -> int:
        return len(self.fpr)

    def __repr__(self) -> str:
        return (f"RocCurve({len(self.fpr)} points, P={self.n_positive}, N={self.n_negative})")

    __str__ = __repr__


@dataclass(frozen=True)
class _Groups:
    scores: np.ndarray  # distinct scores, high to low
    pos: np.ndarray     # positives per distinct score
    neg: np.ndarray     # negatives per distinct score
    P: int
    N: int


def _check(scores: Any, labels: Any, threshold: int = 1) -> tuple[np.ndarray, np.ndarray]:
    if isinstance(scores, (str, bytes)) or isinstance(labels, (str, bytes)):
        raise InvalidScoreError("scores and labels must be sequences of numbers, not strings")
    s_list = check_sequence(scores, "scores", InvalidScoreError)
    l_list = check_sequence(labels, "labels", InvalidLabelError)
    if len(s_list) != len(l_list):
        raise InconsistentCountError(f"{len(s_list)} scores but {len(l_list)} labels")
    if not s_list:
        raise EmptyRankingError("no scores given: give at least one positive and one negative item")
    s = np.array([check_number(x, f"score at position {i}") for i, x in enumerate(s_list)], dtype=np.float64)
    lab = np.array([_check_label(x, f"at position {i}") for i, x in enumerate(l_list)], dtype=np.int64)
    if isinstance(threshold, bool) or not isinstance(threshold, numbers.Integral) or threshold < 1:
        raise InvalidLabelError(f"threshold must be an integer >= 1, got {excerpt(threshold)}")
    y = lab >= threshold
    P, N = int(y.sum()), int((~y).sum())
    if P == 0 or N == 0:
        raise InconsistentCountError(
            f"ROC needs both classes; got {P} positive and {N} negative items "
            "(the true or false positive rate would divide by 0)")
    return s, y


def _groups(scores: Any, labels: Any, threshold: int = 1, apart: bool = False) -> _Groups:
    """The items sorted by score, highest first (ties in input order), in runs of equal scores; ``apart``: every
    item a run of its own (ties not grouped)."""
    s, y = _check(scores, labels, threshold)
    order = np.argsort(-s, kind="stable")
    s, y = s[order], y[order]
    # boundaries of runs of equal scores
    starts = np.arange(len(s)) if apart else np.flatnonzero(np.r_[True, s[1:] != s[:-1]])
    pos = np.add.reduceat(y.astype(np.int64), starts)
    size = np.diff(np.r_[starts, len(s)])
    return _Groups(s[starts], pos, size - pos, int(y.sum()), int((~y).sum()))


def _curve(g: _Groups, points: str = "every_score") -> RocCurve:
    tp, fp, scores = np.cumsum(g.pos), np.cumsum(g.neg), g.scores
    if points == "corners" and len(tp) > 2:
        # scikit-learn's drop_intermediate: a point whose neighbours' counts step by the same amounts on both
        # sides lies inside a straight piece and is dropped (the first and last points are kept)
        keep = np.r_[True, np.logical_or(np.diff(fp, 2), np.diff(tp, 2)), True]
        tp, fp, scores = tp[keep], fp[keep], scores[keep]
    return RocCurve(np.r_[0, fp] / g.N, np.r_[0, tp] / g.P, np.r_[np.inf, scores], g.P, g.N)


def _auc_numerator(g: _Groups) -> tuple[np.ndarray, int]:
    tp_before = np.r_[0, np.cumsum(g.pos)[:-1]]
    parts = g.neg * (2 * tp_before + g.pos)  # twice the trapezoid, in units of 1/(P N)
    return parts, int(parts.sum())


def _steps(g: _Groups) -> tuple[RocStep, ...]:
    parts, _ = _auc_numerator(g)
    tp = np.cumsum(g.pos)
    fp = np.cumsum(g.neg)
    denom = 2 * g.P * g.N
    steps = []
    for j in range(len(g.scores)):
        tied = bool(g.pos[j] and g.neg[j])
        area = int(parts[j]) / denom
        t = float(g.scores[j])
        tpr, fpr = int(tp[j]) / g.P, int(fp[j]) / g.N
        if tied:
            expl = (f"score {format_number(t)}: {g.pos[j]} positive(s) and {g.neg[j]} negative(s) tied -> diagonal "
                    f"segment, each tied pair gets half credit; area {format_number(area)}")
        elif g.neg[j]:
            expl = (f"score {format_number(t)}: {g.neg[j]} negative(s) -> FPR {format_number(fpr)} at TPR "
                    f"{format_number(tpr)}; area {format_number(area)}")
        else:
            expl = f"score {format_number(t)}: {g.pos[j]} positive(s) -> TPR {format_number(tpr)} (no area added)"
        steps.append(RocStep(t, int(g.pos[j]), int(g.neg[j]), int(tp[j]), int(fp[j]), tpr, fpr, area, area,
                             tied, expl))
    return tuple(steps)


@overload
def roc_curve(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
              points: str = ..., trace: Literal[False] = ...) -> RocCurve: ...


@overload
def roc_curve(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
              points: str = ..., trace: Literal[True]) -> Trace: ...


@overload
def roc_curve(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
              points: str = ..., trace: bool = ...) -> RocCurve | Trace: ...


def roc_curve(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
              points: str = "every_score", trace: bool = False) -> RocCurve | Trace:
    """The ROC curve: one (FPR, TPR) point per distinct score, from (0, 0) to (1, 1).

    Returns a :class:`RocCurve` (arrays ``fpr``, ``tpr``, ``thresholds``; the first point is (0, 0) at
    threshold +inf). With ``trace=True``: a Trace whose value is that curve and whose steps are
    :class:`RocStep` records, one per distinct score.

    ``points="corners"`` keeps only the points where the curve turns, as scikit-learn's ``roc_curve`` does by
    default (``drop_intermediate=True``); the curve, its area and its interpolated EER are the same, but a
    rule that reads the points themselves (the nearest-point EER) may pick another one. ``points="every_item"``
    does not group tied scores: one point per item, tied items in their input order, so a tie between a positive
    and a negative becomes a step up and a step right (or the other way) instead of one diagonal piece.

    >>> c = roc_curve([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0])
    >>> c.fpr.tolist(), c.tpr.tolist()
    ([0.0, 0.0, 0.5, 1.0], [0.0, 0.5, 1.0, 1.0])
    >>> c = roc_curve([4, 3, 2, 1], [1, 1, 0, 0], points="corners")  # (0.5, 1) lies on the top edge: dropped
    >>> c.fpr.tolist(), c.tpr.tolist()
    ([0.0, 0.0, 0.0, 1.0], [0.0, 0.5, 1.0, 1.0])
    >>> c = roc_curve([0.9, 0.8, 0.8, 0.1], [1, 0, 1, 0], points="every_item")  # the tie: right, then up
    >>> c.fpr.tolist(), c.tpr.tolist()
    ([0.0, 0.0, 0.5, 0.5, 1.0], [0.0, 0.5, 0.5, 1.0, 1.0])
    """
    check_option("ROC points", points, ROC_POINTS)
    g = _groups(scores, labels, threshold, apart=points == "every_item")
    curve = _curve(g, points)
    if not trace:
        return curve
    return Trace("ROC curve", curve, _steps(g), formula="TPR = tp / P against FPR = fp / N, one point per distinct score",
                 conventions=_conventions(g), family="roc_curve")


@overload
def roc_auc(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
            trace: Literal[False] = ...) -> float: ...


@overload
def roc_auc(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
            trace: Literal[True]) -> Trace: ...


@overload
def roc_auc(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
            trace: bool = ...) -> float | Trace: ...


def roc_auc(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1,
            trace: bool = False) -> float | Trace:
    """Area under the ROC curve by the trapezoid rule; tied positive/negative scores get half credit.

    Equals the probability that a random positive scores above a random negative (+ 1/2 for ties),
    and ``sklearn.metrics.roc_auc_score``.

    >>> roc_auc([3, 2, 1], [1, 1, 0]), roc_auc([1, 2, 3], [1, 1, 0])
    (1.0, 0.0)
    >>> print(roc_auc([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0], trace=True).to_text(explanations=False))
    ROC AUC = 0.875
      formula: AUC = sum over distinct scores of neg_j/N * (TPR_before + TPR_after) / 2
      ties: tied positives and negatives form a diagonal segment: half credit per tied pair
      classes: P = 2 positive, N = 2 negative
    threshold  positives  negatives  tp  fp  tpr  fpr   area  contribution  tied
    ---------  ---------  ---------  --  --  ---  ---  -----  ------------  ----
          0.9          1          0   1   0  0.5    0      0             0    no
          0.5          1          1   2   1    1  0.5  0.375         0.375   yes
          0.1          0          1   2   2    1    1    0.5           0.5    no
    """
    g = _groups(scores, labels, threshold)
    _, num = _auc_numerator(g)
    value = num / (2 * g.P * g.N)
    if not trace:
        return value
    return Trace("ROC AUC", value, _steps(g),
                 formula="AUC = sum over distinct scores of neg_j/N * (TPR_before + TPR_after) / 2",
                 conventions=_conventions(g), family="roc_auc")


@overload
def equal_error_rate(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, method: str = "interpolate",
                     threshold: int = 1, points: str = "every_score", report: str = "mean",
                     trace: Literal[False] = ...) -> float: ...


@overload
def equal_error_rate(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, method: str = "interpolate",
                     threshold: int = 1, points: str = "every_score", report: str = "mean",
                     trace: Literal[True]) -> Trace: ...


@overload
def equal_error_rate(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, method: str = "interpolate",
                     threshold: int = 1, points: str = "every_score", report: str = "mean",
                     trace: bool = ...) -> float | Trace: ...


def equal_error_rate(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, method: str = "interpolate",
                     threshold: int = 1, points: str = "every_score", report: str = "mean",
                     trace: bool = False) -> float | Trace:
    """The equal error rate: where the false positive rate equals the false negative rate (1 - TPR).

    ``method="interpolate"`` (default) intersects the piecewise-linear ROC curve with TPR = 1 - FPR;
    ``"nearest"`` reports (FPR + FNR) / 2 at the ROC point with the smallest |FPR - FNR|, among the points
    ``points`` keeps (see :func:`roc_curve`: ``"corners"`` is scikit-learn's default set of points). Of equally
    near points, ``"nearest"`` takes the one closest to (0, 0) (the highest threshold) and
    ``"nearest_low_threshold"`` the one closest to (1, 1) (the lowest threshold): the two differ only on such a tie.
    ``"first_crossing"`` reports the first ROC point, from the highest threshold down, whose FPR >= FNR (the point
    a loop over the thresholds stops at, never interpolated). ``report`` names what such a point reports
    (:data:`EER_REPORTS`): the mean (FPR + FNR) / 2, its FPR or its FNR.

    >>> equal_error_rate([4, 3, 2, 1], [1, 1, 0, 0])
    0.0
    >>> equal_error_rate([4, 3, 2, 1], [1, 0, 0, 1]), equal_error_rate([4, 3, 2, 1], [1, 0, 0, 1], method="nearest")
    (0.5, 0.5)
    >>> [equal_error_rate([3, 2, 1], [0, 1, 0], method=m) for m in ("nearest", "nearest_low_threshold")]
    [0.75, 0.25]
    >>> [equal_error_rate([3, 2, 1], [0, 1, 0], method="nearest", report=r) for r in EER_REPORTS]
    [0.75, 0.5, 1.0]
    >>> equal_error_rate([4, 3, 2, 1], [1, 0, 1, 0], method="first_crossing", report="fpr")
    0.5
    """
    check_option("EER method", method, EER_METHODS)
    check_option("EER report", report, EER_REPORTS)
    if report != "mean" and method == "interpolate":
        raise IrevalError(f"report={report!r} names what a nearest ROC point reports; at the interpolated crossing "
                          "FPR = FNR, so give method='nearest', 'nearest_low_threshold' or 'first_crossing' with it")
    check_option("ROC points", points, ROC_POINTS)
    g = _groups(scores, labels, threshold, apart=points == "every_item")
    c = _curve(g, points)
    fpr, fnr = c.fpr, 1.0 - c.tpr
    diff = fpr - fnr  # increases from -1 at (0, 0) to +1 at (1, 1)
    first = int(np.argmax(diff >= 0))  # the first point with FPR >= FNR (exists: the last point has diff = 1)
    if method == "interpolate":
        j = first
        if diff[j] == 0 or j == 0:
            value = float(fpr[j])
            where = f"ROC point #{j} (threshold {format_number(float(c.thresholds[j]))}) has FPR = FNR"
        else:
            a, b = diff[j - 1], diff[j]
            t = -a / (b - a)
            value = float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
            where = (f"between ROC points #{j - 1} and #{j} (thresholds {format_number(float(c.thresholds[j - 1]))} "
                     f"and {format_number(float(c.thresholds[j]))}), a fraction {format_number(float(t))} of the way")
    else:  # one ROC point read, not interpolated: the first past the crossing, or the nearest
        if method == "first_crossing":
            j, which = first, "first ROC point with FPR >= FNR,"
        else:
            # |FPR - FNR| * P * N = |FP * P - FN * N| in whole counts: equally near points tie exactly (in floats,
            # 2/19 - 8/11 and its mirror differ in the last bit, and the tie rule would be decided by rounding)
            fp, fn = np.rint(fpr * g.N).astype(np.int64), np.rint(fnr * g.P).astype(np.int64)
            gap = np.abs(fp * g.P - fn * g.N)
            j = int(np.argmin(gap)) if method == "nearest" else int(len(gap) - 1 - np.argmin(gap[::-1]))
            which = "nearest ROC point"
        value = reported_rate(float(fpr[j]), float(fnr[j]), report)
        where = (f"{which} #{j} (threshold {format_number(float(c.thresholds[j]))}): "
                 f"FPR {format_number(float(fpr[j]))}, FNR {format_number(float(fnr[j]))}")
    if not trace:
        return value
    conv = _conventions(g)
    said = {"mean": "(FPR + FNR) / 2", "fpr": "the FPR", "fnr": "the FNR"}[report]
    conv["EER method"] = ("intersection of the piecewise-linear ROC with TPR = 1 - FPR" if method == "interpolate"
                          else f"{said} at the first ROC point, from the highest threshold down, with FPR >= FNR "
                          "(not interpolated)" if method == "first_crossing"
                          else f"{said} at the ROC point with the smallest |FPR - FNR|, of equally near points "
                          + ("the one at the highest threshold" if method == "nearest" else
                             "the one at the lowest threshold"))
    conv["crossing"] = where
    if points != "every_score":
        conv["ROC points"] = "the corners only (scikit-learn's drop_intermediate=True)"
    return Trace(f"EER ({method})", value, _steps(g), formula="EER: the error rate where FPR = FNR = 1 - TPR",
                 conventions=conv, family="eer", params={"method": method})


def _conventions(g: _Groups) -> dict[str, str]:
    return {"ties": "tied positives and negatives form a diagonal segment: half credit per tied pair",
            "classes": f"P = {g.P} positive, N = {g.N} negative"}


# -- the imbalanced demo ------------------------------------------------------------------------------
def pr_curve(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Precision and recall at every distinct score (tied items retrieved together).

    Returns ``(recall, precision, thresholds)``, from the highest threshold down (no artificial
    (0, 1) start point).

    >>> rec, prec, _ = pr_curve([0.9, 0.8, 0.7], [1, 0, 1])
    >>> rec.tolist(), [round(p, 4) for p in prec.tolist()]
    ([0.5, 0.5, 1.0], [1.0, 0.5, 0.6667])
    """
    g = _groups(scores, labels, threshold)
    tp = np.cumsum(g.pos)
    fp = np.cumsum(g.neg)
    return tp / g.P, tp / (tp + fp), g.scores.copy()


def pr_average_precision(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray, *, threshold: int = 1) -> float:
    """Average precision of scored items: sum over distinct scores of (R_j - R_{j-1}) P_j.

    Without tied scores this is the exact AP of :func:`ireval_teach.average_precision` (every
    positive is retrieved, so it counts every relevant item); it equals
    ``sklearn.metrics.average_precision_score``, also with ties.

    >>> round(pr_average_precision([0.9, 0.8, 0.7], [1, 0, 1]), 4)
    0.8333
    """
    rec, prec, _ = pr_curve(scores, labels, threshold=threshold)
    return float(np.sum(np.diff(np.r_[0.0, rec]) * prec))


@dataclass(frozen=True)
class DemoCase:
    """One scored system of :func:`imbalanced_demo`, with everything a ROC-vs-PR plot needs."""

    name: str
    description: str
    scores: np.ndarray
    labels: np.ndarray
    roc: RocCurve
    recall: np.ndarray
    precision: np.ndarray
    roc_auc: float
    average_precision: float
    operating_points: tuple[dict, ...] = field(default=())


@dataclass(frozen=True)
class ImbalancedDemo:
    """The fraud-detection setting of the cross-modal note: many negatives, few positives.

    ``cases`` maps a name to a :class:`DemoCase`: ``"A"`` and ``"B"`` are two systems on the same
    imbalanced data with nearly the same ROC AUC but different precision at the top of the list;
    ``"A balanced"`` is system A's score distributions with as many negatives as positives
    (its ROC curve is nearly A's, its PR curve is not).
    """

    n_negative: int
    n_positive: int
    seed: int
    cases: dict
    notes: tuple[str, ...]


def _case(name: str, description: str, scores: np.ndarray, labels: np.ndarray,
          recall_levels: Sequence[float]) -> DemoCase:
    g = _groups(scores, labels)
    curve = _curve(g)
    rec, prec, thr = pr_curve(scores, labels)
    fp = np.cumsum(g.neg)
    tp = np.cumsum(g.pos)
    points = []
    for level in recall_levels:
        j = int(np.argmax(rec >= level - 1e-12))
        points.append({"recall": float(rec[j]), "threshold": float(thr[j]), "tp": int(tp[j]), "fp": int(fp[j]),
                       "fpr": float(fp[j] / g.N), "precision": float(prec[j])})
    return DemoCase(name, description, scores, labels, curve, rec, prec, roc_auc(scores, labels),
                    pr_average_precision(scores, labels), tuple(points))


def imbalanced_demo(seed: int = 0, n_negative: int = 10_000, n_positive: int = 100,
                    recall_levels: Sequence[float] = (0.5, 0.8, 0.9)) -> ImbalancedDemo:
    """Generate the fraud example (10,000 negatives, 100 positives by default), seeded.

    Scores are Gaussian: negatives N(0, 1); system A's positives N(2, 1); system B puts 30% of the
    positives far on top (N(4.5, 0.3)) and the rest at N(1.7, 1). Both have ROC AUC near 0.93, yet B's
    precision at low recall is far higher -- visible on the PR curve, hardly on the ROC curve, whose
    FPR axis divides by 10,000. ``operating_points`` give, for each recall level, the first threshold
    that reaches it with its false positives, FPR and precision.

    >>> demo = imbalanced_demo()
    >>> a = demo.cases["A"]
    >>> int(a.labels.sum()), len(a.labels)
    (100, 10100)
    >>> a.roc_auc > 0.85 and a.average_precision < 0.6
    True
    """
    for name, v in (("n_negative", n_negative), ("n_positive", n_positive)):
        if isinstance(v, bool) or not isinstance(v, numbers.Integral) or v < 1:
            raise InconsistentCountError(f"{name} must be a whole number >= 1, got {excerpt(v)}")
        if v > MAX_LENGTH:
            raise TooLargeError(f"{name}={v} is more items than a ranking holds (MAX_LENGTH = {MAX_LENGTH:,})")
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0:
        raise InconsistentCountError(f"seed must be a whole number >= 0, got {excerpt(seed)}")
    recall_levels = check_sequence(recall_levels, "recall_levels", InvalidCutoffError)
    for level in recall_levels:
        if check_number(level, "recall level", "recall levels", finite=True) < 0 or level > 1:
            raise InvalidCutoffError(f"recall level {excerpt(level)} is outside [0, 1]")
    rng = np.random.default_rng(seed)
    neg = rng.normal(0.0, 1.0, n_negative)
    pos_a = rng.normal(2.0, 1.0, n_positive)
    n_top = int(round(0.3 * n_positive))
    pos_b = np.r_[rng.normal(4.5, 0.3, n_top), rng.normal(1.7, 1.0, n_positive - n_top)]
    neg_bal = rng.normal(0.0, 1.0, n_positive)
    labels = np.r_[np.ones(n_positive, dtype=np.int64), np.zeros(n_negative, dtype=np.int64)]
    labels_bal = np.r_[np.ones(n_positive, dtype=np.int64), np.zeros(n_positive, dtype=np.int64)]
    cases = {
        "A": _case("A", "positives N(2, 1), negatives N(0, 1)", np.r_[pos_a, neg], labels, recall_levels),
        "B": _case("B", "30% of positives N(4.5, 0.3), 70% N(1.7, 1); negatives N(0, 1)", np.r_[pos_b, neg],
                   labels, recall_levels),
        "A balanced": _case("A balanced", f"system A's distributions with {n_positive} negatives",
                            np.r_[pos_a, neg_bal], labels_bal, recall_levels),
    }
    a, b, ab = cases["A"], cases["B"], cases["A balanced"]
    p = a.operating_points[0]
    notes = (
        f"A: ROC AUC {a.roc_auc:.3f}, AP {a.average_precision:.3f}; B: ROC AUC {b.roc_auc:.3f}, "
        f"AP {b.average_precision:.3f}. The ROC areas are close; the PR curves are not.",
        f"A at recall {p['recall']:.2f}: FPR only {p['fpr']:.4f}, yet {p['fp']} false positives against "
        f"{p['tp']} true ones (precision {p['precision']:.3f}).",
        f"The same score distributions with {n_positive} negatives ('A balanced'): ROC AUC {ab.roc_auc:.3f} "
        f"(about the same), AP {ab.average_precision:.3f} (much higher). ROC does not see the class ratio; "
        "precision does.",
    )
    return ImbalancedDemo(n_negative, n_positive, int(seed), cases, notes)


__all__ = ["EER_METHODS", "RocStep", "RocCurve", "roc_curve", "roc_auc", "equal_error_rate", "pr_curve",
           "pr_average_precision", "DemoCase", "ImbalancedDemo", "imbalanced_demo"]
