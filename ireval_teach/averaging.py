"""Averaging over queries: macro and micro averages, and one PR curve for a set of queries.

**Macro average** -- compute the measure for each query, then take the plain mean: every query
counts equally (MAP is the macro average of AP).

**Micro average** -- pool the counts of all queries first, then compute the measure once:
``micro P = sum tp_q / sum retrieved_q``, ``micro R = sum tp_q / sum R_q`` and micro F is the F of
those (``(1 + b^2) sum tp / (b^2 sum R + sum retrieved)``). Queries with many retrieved or relevant
items weigh more. Each query's ``contribution`` in the trace is its share of the pooled value, so
the contributions sum to the value for both averages.

**Averaged PR curve** (lecture notes ``004_*.txt``, "To compute one PR curve for a set of
queries"): 1) pick reference recall levels 0, 0.1, ..., 1 "or finer"; 2) for each query compute the
interpolated precision at each level (:mod:`ireval_teach.interpolation`, scheme "max" or the notes'
"step"); 3) average over queries. Queries have different numbers of relevant items, hence different
recall points, which is why interpolation is needed before averaging.

**Comparing configurations** -- when one averaged curve lies above the other everywhere, it is
better ("which is better? configuration 1"); when they cross it is "not clear", and the notes
compare the average precision over the recall levels, ``(1/j) sum p(Gamma_i)``. They call this
"the same thing as area under the PR curve"; it is close but not equal: with levels 0, 0.1, ..., 1
the trapezoid area is ``(sum p - (p(0) + p(1))/2) / 10`` while the average is ``sum p / 11``.
:func:`compare_curves` reports both.

>>> from ireval_teach import Ranking
>>> q1 = Ranking.from_positions([1, 2, 4, 15], length=20)      # the notes' query
>>> q2 = Ranking.from_positions([2, 5], length=20)
>>> [round(x, 4) for x in averaged_pr_curve([q1, q2], levels=[0.0, 0.5, 1.0]).tolist()]
[0.75, 0.75, 0.3333]
>>> micro_average([q1, q2], "recall", 5), macro_average([q1, q2], "recall", 5)  # 5/6 vs (3/4 + 2/2)/2
(0.8333333333333334, 0.875)

At a fixed cut-off k every query retrieves k, so micro and macro P@k coincide; they differ for
recall (different numbers of relevant items) and for set precision (different list lengths).
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any, Literal, overload
from collections.abc import Callable, Iterable, Mapping, Sequence

import numpy as np

from .errors import EmptyRankingError, InconsistentCountError, InvalidCutoffError, IrevalError, check_cutoff, excerpt, \
    check_option
from .interpolation import ELEVEN_LEVELS, SCHEMES, _check_level, _interpolate
from .query_policy import NO_RELEVANT, included, policy_mean
from .ranked import BEYOND_END, pr_arrays
from .ranking import Ranking, as_ranking
from .sets import ContingencyTable, check_beta
from .trace import QueryStep, Trace, format_number

MEASURES = ("precision", "recall", "f")


# ------------------------------------------------------------------------------------------------
# inputs
# ------------------------------------------------------------------------------------------------

def _queries(rankings: Any, what: str, allow_tables: bool = False) -> list[tuple[str, Any]]:
    if isinstance(rankings, (Ranking, ContingencyTable)):
        raise IrevalError(f"{what} takes several queries (a list, or a dict qid -> ranking), got a single one")
    if isinstance(rankings, (str, bytes)) or not (isinstance(rankings, Mapping) or hasattr(rankings, "__iter__")):
        raise IrevalError(f"{what} takes a list or a dict qid -> ranking, got {excerpt(rankings)}")
    items = list(rankings.items()) if isinstance(rankings, Mapping) else list(enumerate(rankings, start=1))
    if not items:
        raise EmptyRankingError(f"no queries given: {what} needs at least one")
    out: list[tuple[str, Ranking | ContingencyTable]] = []
    for q, r in items:
        if isinstance(r, ContingencyTable):
            if not allow_tables:
                raise IrevalError(f"query {q} is a ContingencyTable; {what} needs rankings")
            out.append((str(q), r))
        else:
            out.append((str(q), as_ranking(r)))
    return out


def _levels(levels: Any) -> np.ndarray:
    """A sequence of recall levels in [0, 1], or an int m meaning the m + 1 levels i/m."""
    if isinstance(levels, numbers.Integral) and not isinstance(levels, bool):
        m = check_cutoff(levels, "number of level steps")
        return np.array([i / m for i in range(m + 1)])
    if isinstance(levels, (str, bytes)) or not hasattr(levels, "__iter__"):
        raise InvalidCutoffError(f"levels must be a sequence of recall levels or a whole number, got {excerpt(levels)}")
    lv = np.array([_check_level(x) for x in levels], dtype=float)
    if len(lv) == 0:
        raise InvalidCutoffError("levels is empty: give at least one recall level")
    if np.any(np.diff(lv) <= 0):
        raise InvalidCutoffError(f"recall levels must be strictly increasing, got {list(levels)!r}")
    return lv


# ------------------------------------------------------------------------------------------------
# macro and micro averages
# ------------------------------------------------------------------------------------------------

def _counts(r: Any, k: int | None, beyond_end: str) -> tuple[int, int, int]:
    """(tp, retrieved denominator, relevant) of one query."""
    if isinstance(r, ContingencyTable):
        if k is not None:
            raise InvalidCutoffError(f"k={k} applies to rankings; a ContingencyTable is already a set")
        return r.tp, r.tp + r.fp, r.tp + r.fn
    if k is None:
        return r.n_relevant_retrieved, r.length, r.n_relevant
    n = min(k, r.length)
    tp = int(r.relevant[:n].sum())
    return tp, (k if beyond_end == "nonrelevant" else n), r.n_relevant


def _ratio(x: float, y: float) -> float:
    return x / y if y else 0.0


def _f(tp: float, retrieved: float, relevant: float, b2: float) -> float:
    """F_beta from counts: (1 + b^2) tp / (b^2 relevant + retrieved) (0 when that is 0 or tp = 0)."""
    denom = b2 * relevant + retrieved
    return (1 + b2) * tp / denom if denom and tp else 0.0


def _label(measure: str, k: int | None, beta: float) -> str:
    base = {"precision": "P", "recall": "R", "f": f"F{beta:g}"}[measure]
    return f"{base}@{k}" if k is not None else f"set {base}"


def _common(rankings, measure, k, beta, beyond_end, no_relevant, what):
    check_option("no_relevant policy", no_relevant, NO_RELEVANT)
    check_option("beyond_end rule", beyond_end, BEYOND_END)
    if k is not None:
        k = check_cutoff(k)
    beta = check_beta(beta)
    queries = _queries(rankings, what, allow_tables=True)
    return queries, k, beta


def _relevant_count(r: Any) -> int:
    return r.tp + r.fn if isinstance(r, ContingencyTable) else r.n_relevant


@overload
def macro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str | Callable[[Any], float] = "precision",
                  k: int | None = None, *, beta: float = 1.0, beyond_end: str = "nonrelevant",
                  no_relevant: str = "zero", trace: Literal[False] = ...) -> float: ...


@overload
def macro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str | Callable[[Any], float] = "precision",
                  k: int | None = None, *, beta: float = 1.0, beyond_end: str = "nonrelevant",
                  no_relevant: str = "zero", trace: Literal[True]) -> Trace: ...


@overload
def macro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str | Callable[[Any], float] = "precision",
                  k: int | None = None, *, beta: float = 1.0, beyond_end: str = "nonrelevant",
                  no_relevant: str = "zero", trace: bool = ...) -> float | Trace: ...


def macro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str | Callable[[Any], float] = "precision",
                  k: int | None = None, *, beta: float = 1.0, beyond_end: str = "nonrelevant",
                  no_relevant: str = "zero", trace: bool = False) -> float | Trace:
    """Macro average: the mean over queries of each query's value (every query counts equally).

    ``rankings``: a list (queries numbered 1, 2, ...) or a dict ``qid -> Ranking`` (or label list,
    or :class:`~ireval_teach.sets.ContingencyTable` for set measures). ``measure``: ``"precision"``,
    ``"recall"`` or ``"f"`` (F_beta), at cut-off ``k`` or, with ``k=None``, of the whole retrieved
    set; or any function ``ranking -> float`` (e.g. ``average_precision``: the macro average is then
    MAP). ``beyond_end`` as in :func:`~ireval_teach.ranked.precision_at`. ``no_relevant="zero"``
    keeps queries without relevant items (recall and F 0, as trec_eval); ``"skip"`` leaves them out.

    >>> macro_average([[1, 0, 0, 0], [1, 1, 1, 1]], "precision")   # (1/4 + 4/4) / 2
    0.625
    """
    if callable(measure):
        check_option("no_relevant policy", no_relevant, NO_RELEVANT)
        queries = _queries(rankings, "macro_average", allow_tables=True)
        values = [float(measure(r)) for _, r in queries]
        name = getattr(measure, "__name__", "measure")
        counts = None
    else:
        check_option("measure", measure, MEASURES)
        queries, k, beta = _common(rankings, measure, k, beta, beyond_end, no_relevant, "macro_average")
        b2 = beta * beta
        counts = [_counts(r, k, beyond_end) for _, r in queries]
        if measure == "precision":
            values = [_ratio(tp, d) for tp, d, _ in counts]
        elif measure == "recall":
            values = [_ratio(tp, R) for tp, _, R in counts]
        else:
            values = [_f(tp, d, R, b2) for tp, d, R in counts]
        name = _label(measure, k, beta)
    value, keep, n = policy_mean(values, [_relevant_count(r) for _, r in queries], no_relevant)
    if not trace:
        return value
    steps = []
    for i, ((q, r), v, kp) in enumerate(zip(queries, values, keep)):
        if not kp:
            words = f"query {q}: no relevant items, skipped"
        elif counts is not None:
            tp, d, R = counts[i]
            detail = {"precision": f"{tp}/{d}", "recall": f"{tp}/{R}",
                      "f": f"from tp = {tp}, retrieved = {d}, relevant = {R}"}[str(measure)]
            words = f"query {q}: {name} = {detail} = {format_number(v)}, adds {format_number(v)}/{n}"
        else:
            words = f"query {q}: {name} = {format_number(v)}, adds {format_number(v)}/{n}"
        steps.append(QueryStep(q, v, _relevant_count(r), v / n if kp else 0.0, kp, words))
    return Trace(f"macro {name}", value, tuple(steps), formula=f"(1/{n}) * sum over queries of each query's {name}",
                 conventions={"average": f"macro: each of the {n} queries counts equally",
                              "queries without relevant items": no_relevant},
                 ranking=tuple(r for _, r in queries))


@overload
def micro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str = "precision", k: int | None = None, *,
                  beta: float = 1.0, beyond_end: str = "nonrelevant", no_relevant: str = "zero",
                  trace: Literal[False] = ...) -> float: ...


@overload
def micro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str = "precision", k: int | None = None, *,
                  beta: float = 1.0, beyond_end: str = "nonrelevant", no_relevant: str = "zero",
                  trace: Literal[True]) -> Trace: ...


@overload
def micro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str = "precision", k: int | None = None, *,
                  beta: float = 1.0, beyond_end: str = "nonrelevant", no_relevant: str = "zero",
                  trace: bool = ...) -> float | Trace: ...


def micro_average(rankings: Iterable[Any] | Mapping[Any, Any], measure: str = "precision", k: int | None = None, *,
                  beta: float = 1.0, beyond_end: str = "nonrelevant", no_relevant: str = "zero",
                  trace: bool = False) -> float | Trace:
    """Micro average: pool tp, retrieved and relevant counts over queries, then compute the measure once.

    ``micro P = sum tp / sum retrieved``, ``micro R = sum tp / sum relevant``,
    ``micro F = (1 + beta^2) sum tp / (beta^2 sum relevant + sum retrieved)`` (the F of micro P and
    micro R). Same inputs and conventions as :func:`macro_average` (``measure`` must be a name here:
    only counts can be pooled). In the trace each query's ``contribution`` is its share of the pooled
    value (e.g. tp_q / sum retrieved), so the contributions add up to the value.

    >>> micro_average([[1, 0, 0, 0], [1, 1, 1, 1]], "precision")   # (1 + 4) / (4 + 4)
    0.625
    >>> micro_average([[1, 0, 0, 0], [1]], "precision"), macro_average([[1, 0, 0, 0], [1]], "precision")
    (0.4, 0.625)
    """
    if callable(measure):
        raise IrevalError("micro_average pools counts, so it needs a measure name ('precision', 'recall', 'f'), "
                          f"not the function {getattr(measure, '__name__', measure)!r}; use macro_average")
    check_option("measure", measure, MEASURES)
    queries, k, beta = _common(rankings, measure, k, beta, beyond_end, no_relevant, "micro_average")
    b2 = beta * beta
    counts = [_counts(r, k, beyond_end) for _, r in queries]
    keep = included([_relevant_count(r) for _, r in queries], no_relevant)
    TP = sum(c[0] for c, kp in zip(counts, keep) if kp)
    D = sum(c[1] for c, kp in zip(counts, keep) if kp)
    R = sum(c[2] for c, kp in zip(counts, keep) if kp)
    denom: float
    if measure == "precision":
        denom, value, formula = D, _ratio(TP, D), f"sum tp / sum retrieved = {TP}/{D}"
    elif measure == "recall":
        denom, value, formula = R, _ratio(TP, R), f"sum tp / sum relevant = {TP}/{R}"
    else:
        denom = b2 * R + D
        value = _f(TP, D, R, b2)
        formula = f"(1 + b^2) sum tp / (b^2 sum relevant + sum retrieved) = {format_number((1 + b2) * TP)}/{format_number(denom)}"
    name = _label(measure, k, beta)
    if not trace:
        return value
    steps = []
    for (q, _r), (tp, d, rel), kp in zip(queries, counts, keep):
        if not kp:
            steps.append(QueryStep(q, 0.0, rel, 0.0, False, f"query {q}: no relevant items, skipped"))
            continue
        own = {"precision": _ratio(tp, d), "recall": _ratio(tp, rel), "f": _f(tp, d, rel, b2)}[measure]
        share = ((1 + b2) * tp if measure == "f" else tp) / denom if denom and value else 0.0
        words = (f"query {q}: tp = {tp}, retrieved = {d}, relevant = {rel} (its own {name} = {format_number(own)}); "
                 f"its tp adds {format_number(share)} to the pooled value")
        steps.append(QueryStep(q, own, rel, share, True, words))
    return Trace(f"micro {name}", value, tuple(steps), formula=formula,
                 conventions={"average": "micro: pool the counts of all queries, then compute once "
                              "(queries with more retrieved/relevant items weigh more)",
                              "queries without relevant items": no_relevant},
                 ranking=tuple(r for _, r in queries if isinstance(r, Ranking)))


# ------------------------------------------------------------------------------------------------
# averaged PR curve
# ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CurveStep:
    """One query at one recall level of an averaged PR curve.

    ``precision`` is the query's interpolated precision at ``level`` (taken from ``from_rank``, or
    ``None`` when no rank reaches the level); ``contribution`` = precision / n, so the contributions
    at one level sum to the averaged precision there.
    """

    level: float
    query: str
    precision: float
    from_rank: int | None
    contribution: float
    explanation: str


def interpolated_matrix(rankings: Iterable[Any] | Mapping[Any, Any], levels: Any = ELEVEN_LEVELS,
                        scheme: str = "max") -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """``(query ids, levels, matrix)``: each query's interpolated precision (rows) at each level (columns).

    >>> q, lv, M = interpolated_matrix({"a": [1, 0], "b": [0, 1]}, levels=[0.0, 1.0])
    >>> q, M.tolist()
    (('a', 'b'), [[1.0, 1.0], [0.5, 0.5]])
    """
    check_option("scheme", scheme, SCHEMES)
    lv = _levels(levels)
    queries = _queries(rankings, "interpolated_matrix")
    return tuple(q for q, _ in queries), lv, _matrix(queries, lv, scheme)


def _matrix(queries: list[tuple[str, Ranking]], lv: np.ndarray, scheme: str) -> np.ndarray:
    M = np.empty((len(queries), len(lv)))
    for i, (_, r) in enumerate(queries):
        _, p, rec = pr_arrays(r)
        M[i] = _interpolate(p, rec, r.relevant, lv, scheme)[0]
    return M


@overload
def averaged_pr_curve(rankings: Iterable[Any] | Mapping[Any, Any], levels: Any = ELEVEN_LEVELS,
                      scheme: str = "max", *, no_relevant: str = "zero", trace: Literal[False] = ...) -> np.ndarray: ...


@overload
def averaged_pr_curve(rankings: Iterable[Any] | Mapping[Any, Any], levels: Any = ELEVEN_LEVELS,
                      scheme: str = "max", *, no_relevant: str = "zero", trace: Literal[True]) -> Trace: ...


@overload
def averaged_pr_curve(rankings: Iterable[Any] | Mapping[Any, Any], levels: Any = ELEVEN_LEVELS,
                      scheme: str = "max", *, no_relevant: str = "zero", trace: bool = ...) -> np.ndarray | Trace: ...


def averaged_pr_curve(rankings: Iterable[Any] | Mapping[Any, Any], levels: Any = ELEVEN_LEVELS,
                      scheme: str = "max", *, no_relevant: str = "zero", trace: bool = False) -> np.ndarray | Trace:
    """One PR curve for a set of queries: the mean interpolated precision at each reference recall level.

    ``levels``: a sequence of recall levels in [0, 1] (default 0, 0.1, ..., 1) or an int m for the
    m + 1 levels 0, 1/m, ..., 1 ("or finer"). ``scheme``: "max" (max precision at recall >= level)
    or "step" (the lecture notes' P_i for R_(i-1) < r <= R_i), or "first" (P@k at the first rank reaching
    the level, see :mod:`ireval_teach.interpolation`). A query with no relevant items has
    precision 0 at every level (``no_relevant="zero"``) or is left out (``"skip"``).

    Returns a NumPy array (one averaged precision per level); with ``trace=True`` a Trace whose value
    is the same numbers as a tuple and whose steps are one :class:`CurveStep` per (level, query).

    >>> averaged_pr_curve([[1, 0], [0, 1]], levels=[0.0, 1.0]).tolist()
    [0.75, 0.75]
    """
    check_option("no_relevant policy", no_relevant, NO_RELEVANT)
    check_option("scheme", scheme, SCHEMES)
    lv = _levels(levels)
    queries = _queries(rankings, "averaged_pr_curve")
    M = _matrix(queries, lv, scheme)
    keep = np.array([no_relevant == "zero" or r.n_relevant > 0 for _, r in queries])
    n = int(keep.sum())
    if n == 0:
        raise EmptyRankingError("no query has a relevant item, and no_relevant='skip' leaves nothing to average")
    curve = np.array([math.fsum(M[keep, j].tolist()) / n for j in range(len(lv))])
    if not trace:
        return curve
    steps = []
    for j, level in enumerate(lv):
        for i, (q, r) in enumerate(queries):
            if not keep[i]:
                continue
            _, p, rec = pr_arrays(r)
            src = int(_interpolate(p, rec, r.relevant, lv[j:j + 1], scheme)[1][0])
            v = float(M[i, j])
            if r.n_relevant == 0:
                src = -1
                words = f"query {q}: no relevant items, so no recall level is reached: precision 0"
            elif src < 0:
                words = f"query {q}: no rank reaches recall {level:g}: precision 0"
            else:
                words = (f"query {q}: interpolated precision {format_number(v)} from rank {src + 1} "
                         f"(R = {format_number(float(rec[src]))}), adds {format_number(v)}/{n}")
            steps.append(CurveStep(float(level), q, v, None if src < 0 else src + 1, v / n, words))
    skipped = [q for (q, _), kp in zip(queries, keep) if not kp]
    conv = {"scheme": scheme, "levels": ", ".join(format_number(x) for x in lv),
            "queries without relevant items": no_relevant + (f" (skipped: {', '.join(skipped)})" if skipped else "")}
    return Trace(f"averaged PR curve ({scheme})", tuple(float(x) for x in curve), tuple(steps),
                 formula=f"P(level) = (1/{n}) * sum over queries of p_interp(level)", conventions=conv,
                 ranking=tuple(r for _, r in queries), family="averaged_pr_curve",
                 params={"scheme": scheme, "levels": [float(x) for x in lv]})


# ------------------------------------------------------------------------------------------------
# comparing configurations
# ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CurveComparison:
    """Averaged PR curves of several configurations, their summaries and where they cross."""

    names: tuple[str, ...]
    levels: tuple[float, ...]
    curves: tuple[tuple[float, ...], ...]
    mean_precision: tuple[float, ...]
    trapezoid_area: tuple[float, ...]
    dominant: str | None
    best: str
    crossings: tuple[tuple[str, str, float, float], ...]

    def curve(self, name: str) -> tuple[float, ...]:
        return self.curves[self.names.index(name)]

    def explain(self) -> str:
        j = len(self.levels)
        lines = [f"{len(self.names)} configurations, averaged interpolated precision at {j} recall levels:"]
        for nm, m, a in zip(self.names, self.mean_precision, self.trapezoid_area):
            lines.append(f"  {nm}: average over levels = {format_number(m)}, trapezoid area = {format_number(a)}")
        if self.dominant is not None:
            lines.append(f"The curve of {self.dominant} is at or above every other curve at every level: "
                         f"{self.dominant} is better, whatever the recall one cares about.")
        else:
            for x, y, lo, hi in self.crossings:
                lines.append(f"The curves of {x} and {y} cross between recall {lo:g} and {hi:g}: which is better "
                             "depends on the recall one needs.")
            lines.append(f"By the lecture notes' rule (average precision over the recall levels, (1/{j}) sum "
                         f"p(level)), {self.best} is better overall.")
        lines.append("The notes call the average over levels 'the same thing as area under the PR curve'; it is "
                     "close but not identical (compare the two columns above).")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def compare_curves(curves: Mapping[str, Sequence[float] | np.ndarray], levels: Any = ELEVEN_LEVELS) -> CurveComparison:
    """Compare precision-at-recall-level curves (one per configuration) given as numbers.

    >>> c = compare_curves({"A": [1.0, 0.8, 0.2], "B": [0.7, 0.6, 0.5]}, levels=[0.0, 0.5, 1.0])
    >>> c.dominant, c.best, c.crossings
    (None, 'A', (('A', 'B', 0.5, 1.0),))
    >>> round(c.mean_precision[0], 4), round(c.trapezoid_area[0], 4)
    (0.6667, 0.7)
    """
    if not isinstance(curves, Mapping) or len(curves) < 1:
        raise EmptyRankingError("compare_curves takes a dict name -> curve with at least one configuration")
    lv = _levels(levels)
    names = tuple(str(x) for x in curves)
    arrs = []
    for nm, c in zip(names, curves.values()):
        arr = np.asarray(c, dtype=float)
        if arr.shape != lv.shape:
            raise InconsistentCountError(f"curve {excerpt(nm)} has {arr.size} values for {len(lv)} recall levels")
        if not np.all(np.isfinite(arr)) or np.any(arr < 0) or np.any(arr > 1):
            raise IrevalError(f"curve {excerpt(nm)} must hold precisions in [0, 1], got {arr.tolist()!r}")
        arrs.append(arr)
    means = tuple(math.fsum(a.tolist()) / len(a) for a in arrs)
    areas = tuple(float(math.fsum(((lv[1:] - lv[:-1]) * (a[1:] + a[:-1]) / 2).tolist())) for a in arrs)
    dominant = None
    for i, a in enumerate(arrs):
        if all(np.all(a >= b) for b in arrs):
            dominant = names[i]
            break
    crossings = []
    for i in range(len(arrs)):
        for j in range(i + 1, len(arrs)):
            diff = arrs[i] - arrs[j]
            sgn = np.sign(diff)
            last = None
            for t in range(len(lv)):
                if sgn[t] == 0:
                    continue
                if last is not None and sgn[t] != sgn[last]:
                    crossings.append((names[i], names[j], float(lv[last]), float(lv[t])))
                last = t
    best = names[int(np.argmax(means))]
    return CurveComparison(names, tuple(float(x) for x in lv), tuple(tuple(float(x) for x in a) for a in arrs),
                           means, areas, dominant, best, tuple(crossings))


def compare_configurations(configurations: Mapping[str, Any], levels: Any = ELEVEN_LEVELS, scheme: str = "max",
                           *, no_relevant: str = "zero") -> CurveComparison:
    """Averaged PR curve of each configuration (its rankings over the same queries), then :func:`compare_curves`.

    >>> c = compare_configurations({"sharp": [[1, 0, 0, 0], [1, 0, 0, 0]],
    ...                             "broad": [[0, 1, 1, 0], [0, 1, 0, 0]]}, levels=[0.0, 1.0])
    >>> c.curves, c.best
    (((1.0, 1.0), (0.5833333333333333, 0.5833333333333333)), 'sharp')
    """
    if not isinstance(configurations, Mapping) or not configurations:
        raise EmptyRankingError("compare_configurations takes a dict name -> rankings with at least one entry")
    lv = _levels(levels)
    curves = {str(nm): averaged_pr_curve(rk, lv, scheme, no_relevant=no_relevant)
              for nm, rk in configurations.items()}
    return compare_curves(curves, lv)
