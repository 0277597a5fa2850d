"""Measures of a ranked list at a cut-off: P@k, R@k, F@k, R-precision, reciprocal rank, PR points.

Formulas (IIR book ch. 8; trec_eval's ``m_P.c``, ``m_recall.c``, ``m_Rprec.c``, ``m_recip_rank.c``),
with tp(k) the number of relevant items among the top k and R the query's total number of
relevant items (``Ranking.n_relevant``):

* ``precision_at(r, k)  = tp(k) / k``
* ``recall_at(r, k)     = tp(k) / R``
* ``f_measure_at(r, k)  = (1 + beta^2) P R / (beta^2 P + R)``
* ``r_precision(r)      = tp(R) / R``  (precision at rank R)
* ``reciprocal_rank(r)  = 1 / (rank of the first relevant item)``

Conventions (each a keyword):

* ``beyond_end="nonrelevant"`` (default, as trec_eval): when k is larger than the list, the
  missing ranks count as non-relevant items, so P@10 of a 3-item list with 3 relevant is 0.3.
  ``beyond_end="retrieved"`` divides by the number actually retrieved instead (1.0 there).
* A query with no relevant items (R = 0) gets recall, R-precision, RR and F of 0, as trec_eval.

>>> from ireval_teach import Ranking
>>> r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)
>>> precision_at(r, 3), recall_at(r, 3), r_precision(r), reciprocal_rank(r)
(0.6666666666666666, 0.6666666666666666, 0.6666666666666666, 1.0)
>>> precision_at(Ranking([1, 1, 1]), 10), precision_at(Ranking([1, 1, 1]), 10, beyond_end="retrieved")
(0.3, 1.0)
"""

from __future__ import annotations

from typing import Any, Literal, overload

from functools import partial
from collections.abc import Callable, Sequence

import numpy as np

from .errors import IrevalError, check_cutoff, check_number, check_option, check_sequence, excerpt
from .ranking import Ranking, as_ranking
from .trace import RankStep, Trace, building_steps, fraction_text

BEYOND_END = ("nonrelevant", "retrieved")


def pr_arrays(r: Ranking, k: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(tp, precision, recall)`` arrays for ranks 1..min(k, length) (vectorised; used by every measure).

    Recall is 0 at every rank when the query has no relevant items.

    >>> tp, p, rec = pr_arrays(Ranking([1, 0, 1], n_relevant=4))
    >>> tp.tolist(), p.tolist(), rec.tolist()
    ([1, 1, 2], [1.0, 0.5, 0.6666666666666666], [0.25, 0.25, 0.5])
    """
    r = as_ranking(r)
    if k is not None:
        k = check_cutoff(k)
    rel = r.relevant if k is None else r.relevant[:k]
    tp = np.cumsum(rel, dtype=np.int64)
    ranks = np.arange(1, len(tp) + 1, dtype=np.int64)
    precision = tp / ranks
    recall = tp / r.n_relevant if r.n_relevant else np.zeros(len(tp))
    return tp, precision, recall


def _rank_words(step: RankStep, R: int, note: Callable[[int, bool, float], str] | None,
                recall_text: dict[int, str]) -> str:
    """The explanation of one rank step, written from the step's own numbers (see :func:`rank_steps`)."""
    rank, relevant, tp, contribution = step.rank, step.relevant, step.tp, step.contribution
    words = (f"rank {rank} is {'relevant' if relevant else 'not relevant'}; "
             f"P@{rank} = {fraction_text(tp, rank)}, R@{rank} = ")
    rt = recall_text.get(tp)
    if rt is None:
        rt = recall_text[tp] = fraction_text(tp, R)
    words += rt
    if relevant:
        words += " (recall rises)"
    if note is not None:
        extra = note(rank, relevant, contribution)
        if extra:
            words += f"; {extra}"
    return words


def rank_steps(r: Ranking, k: int | None = None, *, contributions: Sequence[float] | None = None,
               note: Callable[[int, bool, float], str] | None = None,
               pad_to: int | None = None) -> tuple[RankStep, ...]:
    """One :class:`RankStep` per rank 1..min(k, length), then one summary step up to ``pad_to``.

    ``contributions[i]`` is what rank i+1 adds to the measure (default 0); ``note(rank, relevant,
    contribution)`` appends measure-specific words to the standard explanation. When ``pad_to`` is
    past the end of the list, the ranks length+1..pad_to (no item: they count as non-relevant) are
    summarised in ONE step whose ``rank`` is ``pad_to`` and whose numbers are those at rank
    ``pad_to`` -- so a trace costs time and memory in proportion to the list, never to k
    (``precision_at(r, 10**9, trace=True)`` has length + 1 steps).

    >>> [s.rank for s in rank_steps(Ranking([1, 0]), 10**9, pad_to=10**9)]
    [1, 2, 1000000000]
    >>> rank_steps(Ranking([1, 0]), 10**9, pad_to=10**9)[-1].explanation
    'ranks 3..1000000000: past the end of the list (2 items), no item, count as not relevant; P@1000000000 = 1/1000000000 = 0.000000001, R@1000000000 = 1/1 = 1'
    """
    r = as_ranking(r)
    if k is not None:
        k = check_cutoff(k)
    if pad_to is not None:
        pad_to = check_cutoff(pad_to, "pad_to")
    n = r.length if k is None else min(k, r.length)
    R = r.n_relevant
    tp_arr = np.cumsum(r.relevant[:n], dtype=np.int64).tolist()
    rel_list = r.relevant[:n].tolist()
    lab_list = r.labels[:n].tolist()
    if contributions is not None:
        head = check_sequence(contributions, "contributions")[:n + 1]
        try:
            arr = np.asarray(head, dtype=float)
        except (TypeError, ValueError, OverflowError):
            arr = None
        if arr is None or arr.ndim != 1 or np.isnan(arr).any():  # name the first bad one
            for i, c in enumerate(head, start=1):
                check_number(c, f"contribution #{i}", "contributions")
            raise IrevalError(f"contributions must be a flat sequence of numbers, got {excerpt(contributions)}")
        contributions = arr.tolist()
    if note is not None and not callable(note):
        raise IrevalError(f"note must be a function of (rank, relevant, contribution), got {note!r:.60}")
    m = 0 if contributions is None else min(len(contributions), n)
    contrib = [float(c) for c in contributions[:m]] + [0.0] * (n - m) if contributions is not None else [0.0] * n
    steps = []
    prev_recall = 0.0
    recall_text: dict[int, str] = {}  # tp/R takes at most R + 1 values: format each once
    # one writer for every step: the explanation is written from the step when it is first read
    words: Any = partial(_rank_words, R=R, note=note, recall_text=recall_text)
    make = RankStep._make  # type: ignore[attr-defined]
    with building_steps():  # no cyclic GC passes while a million steps are made
        for i in range(n):
            rank = i + 1
            relevant = rel_list[i]
            tp = tp_arr[i]
            recall = tp / R if R else 0.0
            contribution = contrib[i]
            steps.append(make(rank, lab_list[i], relevant, tp, tp / rank, recall, contribution, recall != prev_recall,
                              words))
            prev_recall = recall
    if pad_to is not None and pad_to > n:
        tp = tp_arr[-1] if tp_arr else 0
        recall = tp / R if R else 0.0
        first = n + 1
        where = f"rank {first}" if first == pad_to else f"ranks {first}..{pad_to}"
        words = (f"{where}: past the end of the list ({r.length} items), no item, count as not relevant; "
                 f"P@{pad_to} = {fraction_text(tp, pad_to)}, R@{pad_to} = {fraction_text(tp, R)}")
        contribution = float(contributions[n]) if contributions is not None and len(contributions) > n else 0.0
        if note is not None:
            extra = note(pad_to, False, contribution)
            if extra:
                words += f"; {extra}"
        steps.append(RankStep(pad_to, 0, False, tp, tp / pad_to, recall, contribution, False, words))
    return tuple(steps)


def _conventions(r: Ranking, **extra: str) -> dict[str, str]:
    d = {"relevant items (R)": f"{r.n_relevant} ({r.n_relevant_retrieved} retrieved, list length {r.length})"}
    d.update(extra)
    return d


@overload
def precision_at(r: Ranking | Sequence[int], k: int, *, beyond_end: str = "nonrelevant",
                 trace: Literal[False] = ...) -> float: ...


@overload
def precision_at(r: Ranking | Sequence[int], k: int, *, beyond_end: str = "nonrelevant",
                 trace: Literal[True]) -> Trace: ...


@overload
def precision_at(r: Ranking | Sequence[int], k: int, *, beyond_end: str = "nonrelevant",
                 trace: bool = ...) -> float | Trace: ...


def precision_at(r: Ranking | Sequence[int], k: int, *, beyond_end: str = "nonrelevant",
                 trace: bool = False) -> float | Trace:
    """Precision at cut-off k: the fraction of the top k that is relevant.

    ``beyond_end="nonrelevant"`` (default, trec_eval's P_k) divides by k even when fewer than k
    items were retrieved; ``"retrieved"`` divides by min(k, length).

    >>> precision_at([1, 0, 1, 0], 4)
    0.5
    >>> print(precision_at([1, 0], 3, trace=True).to_text(explanations=False))
    P@3 = 0.333333
      formula: P@k = tp(k) / k
      beyond the end of the list: missing ranks count as not relevant (trec_eval)
      relevant items (R): 1 (1 retrieved, list length 2)
    rank  label  relevant  tp  precision  recall  contribution  recall_changed
    ----  -----  --------  --  ---------  ------  ------------  --------------
       1      1       yes   1          1       1        0.3333             yes
       2      0        no   1        0.5       1             0              no
       3      0        no   1     0.3333       1             0              no
    """
    r = as_ranking(r)
    k = check_cutoff(k)
    check_option("beyond_end rule", beyond_end, BEYOND_END)
    n = min(k, r.length)
    tp = int(r.relevant[:n].sum())
    denom = k if beyond_end == "nonrelevant" else n
    value = tp / denom
    if not trace:
        return value
    contrib = [1 / denom if x else 0.0 for x in r.relevant[:n]]
    steps = rank_steps(r, k, contributions=contrib, pad_to=k if beyond_end == "nonrelevant" else None)
    rule = ("missing ranks count as not relevant (trec_eval)" if beyond_end == "nonrelevant"
            else "divide by the number retrieved")
    return Trace(f"P@{k}", value, steps, formula="P@k = tp(k) / k" if beyond_end == "nonrelevant"
                 else "P@k = tp(k) / min(k, retrieved)",
                 conventions={"beyond the end of the list": rule, **_conventions(r)}, ranking=r, family="P",
                 params={"k": k, "beyond_end": beyond_end})


@overload
def recall_at(r: Ranking | Sequence[int], k: int, *, trace: Literal[False] = ...) -> float: ...


@overload
def recall_at(r: Ranking | Sequence[int], k: int, *, trace: Literal[True]) -> Trace: ...


@overload
def recall_at(r: Ranking | Sequence[int], k: int, *, trace: bool = ...) -> float | Trace: ...


def recall_at(r: Ranking | Sequence[int], k: int, *, trace: bool = False) -> float | Trace:
    """Recall at cut-off k: the fraction of all R relevant items found in the top k (0 if R = 0).

    >>> recall_at(Ranking([1, 0, 1], n_relevant=4), 3)
    0.5
    """
    r = as_ranking(r)
    k = check_cutoff(k)
    n = min(k, r.length)
    tp = int(r.relevant[:n].sum())
    R = r.n_relevant
    value = tp / R if R else 0.0
    if not trace:
        return value
    contrib = [(1 / R if x else 0.0) for x in r.relevant[:n]] if R else None
    steps = rank_steps(r, k, contributions=contrib)
    return Trace(f"R@{k}", value, steps, formula="R@k = tp(k) / R",
                 conventions={**_conventions(r), "no relevant items": "recall is 0 (trec_eval)"}, ranking=r,
                 family="recall", params={"k": k})


def _f(p: float, rec: float, beta: float) -> float:
    b2 = beta * beta
    if b2 == float("inf"):  # beta past ~1.3e154: the limit is recall (F = R, 0 when P = 0)
        return float(rec) if p > 0 else 0.0
    denom = b2 * p + rec
    return (1 + b2) * p * rec / denom if denom > 0 else 0.0


@overload
def f_measure_at(r: Ranking | Sequence[int], k: int, beta: float = 1.0, *, trace: Literal[False] = ...) -> float: ...


@overload
def f_measure_at(r: Ranking | Sequence[int], k: int, beta: float = 1.0, *, trace: Literal[True]) -> Trace: ...


@overload
def f_measure_at(r: Ranking | Sequence[int], k: int, beta: float = 1.0, *, trace: bool = ...) -> float | Trace: ...


def f_measure_at(r: Ranking | Sequence[int], k: int, beta: float = 1.0, *, trace: bool = False) -> float | Trace:
    """F-measure of P@k and R@k: ``(1 + beta^2) P R / (beta^2 P + R)``; 0 when P = R = 0.

    beta > 1 weighs recall more (F2), beta < 1 precision more (F0.5); see
    :func:`ireval_teach.sets.f_measure` for the alpha form.

    >>> round(f_measure_at(Ranking([1, 0, 1, 0], n_relevant=3), 4), 6)  # P = 1/2, R = 2/3
    0.571429
    """
    from .sets import check_beta

    r = as_ranking(r)
    k = check_cutoff(k)
    beta = check_beta(beta)
    n = min(k, r.length)
    tp = int(r.relevant[:n].sum())
    R = r.n_relevant
    value = _f(tp / k, tp / R if R else 0.0, beta)
    if not trace:
        return value
    # the running value is F at each rank (with P over that rank); the last step lands on F@k.
    # Ranks past the end of the list are one summary step (rank k), so the cost follows the list, not k.
    _, p, rec = pr_arrays(r, k)
    running = [_f(float(pi), float(ri), beta) for pi, ri in zip(p, rec)]
    if k > n:
        running.append(value)
    running[-1] = value
    contrib = np.diff([0.0] + running).tolist()
    at = {rank: f for rank, f in zip(list(range(1, n + 1)) + [k], running)}
    steps = rank_steps(r, k, contributions=contrib, pad_to=k,
                       note=lambda rank, rel, c: f"F@{rank} = {at[rank]:.4f}")
    return Trace(f"F{beta:g}@{k}", value, steps, formula="F = (1 + b^2) P R / (b^2 P + R)",
                 conventions={"beta": f"{beta:g}", **_conventions(r)}, ranking=r, family="F_at",
                 params={"k": k, "beta": beta})


@overload
def r_precision(r: Ranking | Sequence[int], *, trace: Literal[False] = ...) -> float: ...


@overload
def r_precision(r: Ranking | Sequence[int], *, trace: Literal[True]) -> Trace: ...


@overload
def r_precision(r: Ranking | Sequence[int], *, trace: bool = ...) -> float | Trace: ...


def r_precision(r: Ranking | Sequence[int], *, trace: bool = False) -> float | Trace:
    """Precision at rank R, where R is the query's number of relevant items (0 if R = 0).

    At rank R, precision equals recall. Past the end of the list missing ranks count as not
    relevant (trec_eval's Rprec).

    >>> r_precision(Ranking.from_positions([1, 2, 4, 15], length=20))
    0.75
    """
    r = as_ranking(r)
    R = r.n_relevant
    if R == 0:
        if trace:
            return Trace("R-precision", 0.0, (), formula="R-prec = tp(R) / R",
                         conventions={**_conventions(r), "no relevant items": "R-precision is 0"}, ranking=r,
                         family="Rprec")
        return 0.0
    if not trace:
        return precision_at(r, R)
    t = precision_at(r, R, trace=True)
    return Trace("R-precision", t.value, t.steps, formula=f"R-prec = P@R = tp({R}) / {R}",
                 conventions=dict(t.conventions), ranking=r, family="Rprec")


@overload
def reciprocal_rank(r: Ranking | Sequence[int], *, trace: Literal[False] = ...) -> float: ...


@overload
def reciprocal_rank(r: Ranking | Sequence[int], *, trace: Literal[True]) -> Trace: ...


@overload
def reciprocal_rank(r: Ranking | Sequence[int], *, trace: bool = ...) -> float | Trace: ...


def reciprocal_rank(r: Ranking | Sequence[int], *, trace: bool = False) -> float | Trace:
    """1 / rank of the first relevant item; 0 if no relevant item was retrieved (trec_eval's recip_rank).

    >>> reciprocal_rank([0, 0, 1, 1])
    0.3333333333333333
    """
    r = as_ranking(r)
    hits = np.flatnonzero(r.relevant)
    value = 1 / (int(hits[0]) + 1) if len(hits) else 0.0
    if not trace:
        return value
    stop = int(hits[0]) + 1 if len(hits) else r.length
    contrib = [0.0] * stop
    if len(hits):
        contrib[-1] = value
    steps = rank_steps(r, stop, contributions=contrib,
                       note=lambda rank, rel, c: f"first relevant item: RR = 1/{rank}" if rel else "")
    return Trace("RR", value, steps, formula="RR = 1 / rank of the first relevant item",
                 conventions={"no relevant item retrieved": "RR is 0"}, ranking=r, family="recip_rank")


def pr_points(r: Ranking | Sequence[int], k: int | None = None, *, trace: bool = False):
    """One precision/recall point per rank (a tuple of :class:`~ireval_teach.trace.RankStep`).

    ``recall_changed`` marks the ranks where a relevant item raises recall: the points the
    MLRF lecture plots ("if the result is relevant", "set x = #tp / #expected", "set y = #tp /
    #returned"; its walk-through: "Add a point at next recall value") and the lecture notes' R_i.
    With ``trace=True`` the Trace's value and steps are that same tuple.

    >>> pts = pr_points(Ranking.from_positions([1, 2, 4, 15], length=20))
    >>> [(p.rank, round(p.precision, 2), p.recall) for p in pts if p.recall_changed]
    [(1, 1.0, 0.25), (2, 1.0, 0.5), (4, 0.75, 0.75), (15, 0.27, 1.0)]
    """
    r = as_ranking(r)
    if k is not None:
        k = check_cutoff(k)
    R = r.n_relevant
    contrib = np.diff(np.concatenate([[0.0], pr_arrays(r, k)[2]])).tolist()
    points = rank_steps(r, k, contributions=contrib)
    if not trace:
        return points
    return Trace("PR points", points, points, formula="P@k = tp(k) / k, R@k = tp(k) / R for each rank k",
                 conventions={"relevant items (R)": str(R)}, ranking=r, family="pr_points",
                 params={} if k is None else {"top": k})
