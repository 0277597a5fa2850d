"""Interpolated precision at a recall level, and its mean over levels (trec_eval's m_iprec_at_recall.c,
m_11pt_avg.c).

iprec_at_recall_L = max { P@k : tp(k) >= c(L) }, 0 if fewer than c(L) relevant documents are retrieved,
where c(L), the relevant documents recall L needs, follows the evaluation option ``interpolation``:
``"textbook"`` (default) c = max(1, ceil(L * R)) in exact arithmetic (R@k >= L exactly);
``"trec_eval_9"`` (also ``"trec_eval"``; pytrec_eval's) c = max(1, (long)(L * R + 0.9)) in doubles;
``"trec_eval_10"`` c = max(1, lround(L * R)). ``11pt_avg`` is the mean over L = 0.0, 0.1, ..., 1.0, or
over the levels written (``11pt_avg..25,.5``: 0.25 and 0.5).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np

from ..ranked import rank_steps
from ..trace import LevelStep, Trace, format_number
from ._batch import Batch, _lround
from ._query import QueryInput
from ._spec import MeasureSpec, Param

#: trec_eval's default recall levels for iprec_at_recall and 11pt_avg.
TREC_LEVELS = tuple(Fraction(i, 10) for i in range(11))
CITATION = ("Manning, Raghavan and Schutze, Introduction to Information Retrieval, section 8.4; trec_eval's "
            "m_iprec_at_recall.c, m_11pt_avg.c (9.0: (long)(L*R + 0.9); 10.0: lround(L*R))")
RULES = {"textbook": "max(1, ceil(L * R)), exactly", "trec_eval_9": "max(1, (long)(L * R + 0.9))",
         "trec_eval": "max(1, (long)(L * R + 0.9))", "trec_eval_10": "max(1, lround(L * R))"}


def _iprec(ctx: Batch, level: Fraction) -> np.ndarray:
    """Interpolated precision at ``level`` for every query of the batch."""
    R = ctx.R
    if ctx.interpolation == "textbook":
        c = -((-level.numerator * R) // level.denominator)        # ceil(L * R), exact
    elif ctx.interpolation == "trec_eval_10":
        c = _lround(float(level) * R.astype(float))               # trec_eval 10: lround(L*R)
    else:
        c = (float(level) * R.astype(float) + 0.9).astype(np.int64)  # trec_eval 9: (long)(L*R + 0.9)
    c = np.maximum(c, 1)
    ok = (R > 0) & (c <= ctx.nrr)
    prec = ctx._rel_prec()
    out = np.zeros(ctx.m)
    if not ok.any():
        return out
    # best precision from the c-th relevant rank to the query's last: one reduceat over [a, b)
    a = (ctx.rstart[:-1] + c - 1)[ok]
    b = ctx.rstart[1:][ok]
    padded = np.concatenate([prec, [0.0]])
    idx = np.empty(2 * len(a), dtype=np.int64)
    idx[0::2], idx[1::2] = a, b
    out[ok] = np.maximum.reduceat(padded, idx)[0::2]
    return out


def _eleven(ctx: Batch, levels: Any) -> np.ndarray:
    levels = TREC_LEVELS if levels is None else levels
    total = np.zeros(ctx.m)
    for lv in levels:
        total += _iprec(ctx, Fraction(lv))
    return total / len(levels)


def _needed(level: Fraction, R: int, rule: str) -> int:
    """c(L): how many relevant documents recall ``level`` needs, by the named rule (one query)."""
    if rule == "textbook":
        c = -((-level.numerator * R) // level.denominator)
    elif rule == "trec_eval_10":
        x = float(level) * float(R)
        c = math.floor(x) + (1 if x - math.floor(x) >= 0.5 else 0)
    else:
        c = int(float(level) * float(R) + 0.9)
    return max(c, 1)


def _best(q: QueryInput, level: Fraction) -> tuple[float, int, int]:
    """(interpolated precision, the rank it comes from or 0, c(L)) of one query."""
    R = q.R
    c = _needed(level, R, q.interpolation)
    best, src, tp = 0.0, 0, 0
    if R == 0:
        return 0.0, 0, c
    for i, g in enumerate(q.labels):
        if g >= q.relevance_level:
            tp += 1
            p = tp / (i + 1)
            if tp >= c and p > best:
                best, src = p, i + 1
    return best, src, c


def _conventions(q: QueryInput) -> dict[str, str]:
    return {"interpolation cut-off": f"{q.interpolation}: c(L) = {RULES[q.interpolation]}",
            "relevant documents (R)": str(q.R), "level never reached": "precision 0"}


def _trace_iprec(q: QueryInput, level: Fraction) -> Trace:
    value, src, c = _best(q, level)
    r = q.ranking
    contrib = [0.0] * r.length
    if src:
        contrib[src - 1] = value
    tp_at = np.cumsum([g >= q.relevance_level for g in q.labels]).tolist() if q.labels else []

    def note(rank: int, rel: bool, contribution: float) -> str:
        if rank > len(tp_at):
            return ""
        s = (f"{tp_at[rank - 1]} relevant >= c = {c}: candidate" if tp_at[rank - 1] >= c
             else f"{tp_at[rank - 1]} relevant < c = {c}: not considered")
        return s + ("; the chosen precision" if rank == src else "")

    steps = rank_steps(r, contributions=contrib, note=note) if q.retrieved else ()
    return Trace(f"iprec_at_recall_{float(level):.2f}", value, steps,
                 formula=f"p_interp({float(level):g}) = max {{ P@k : relevant in the top k >= c }}, c = "
                 f"{RULES[q.interpolation]} = {c}", conventions=_conventions(q), ranking=r)


def _trace_eleven(q: QueryInput, levels: Any) -> Trace:
    lv = TREC_LEVELS if levels is None else tuple(Fraction(x) for x in levels)
    steps = []
    total = 0.0
    for level in lv:
        v, src, c = _best(q, level)
        total += v
        words = (f"c = {c} relevant needed; no rank has them: precision 0" if not src else
                 f"c = {c} relevant needed; best precision from there on is {format_number(v)}, at rank {src}")
        steps.append(LevelStep(level=float(level), precision=v, from_rank=src or None, contribution=v / len(lv),
                               explanation=words))
    value = total / len(lv)
    which = ("0.0, 0.1, ..., 1.0" if levels is None else ", ".join(f"{float(x):g}" for x in lv))
    return Trace("11pt_avg" if levels is None else "11pt_avg_" + ",".join(f"{float(x):g}" for x in lv), value,
                 tuple(steps),
                 formula=f"(1/{len(lv)}) * sum of p_interp(L) for L = {which}", conventions=_conventions(q),
                 ranking=q.ranking)


IPREC_AT_RECALL = MeasureSpec(
    "iprec_at_recall", "level", "iprec_at_recall_L = the highest precision at any rank whose recall reaches L "
    "(max { P@k : tp(k) >= c(L) }, c(L) by the interpolation rule)",
    CITATION, kernel=_iprec, trace=_trace_iprec, at_names=("IPrec",), defaults=TREC_LEVELS,
    params=(Param("L", Fraction, TREC_LEVELS, "recall levels", minimum=0, maximum=1),),
    options=("relevance_level", "interpolation"),
    examples=("iprec_at_recall_0.50", "iprec_at_recall..25,.75", "IPrec@0.3"))

ELEVEN_PT = MeasureSpec(
    "11pt_avg", "values", "11pt_avg = mean of iprec_at_recall over L = 0.0, 0.1, ..., 1.0 (or the levels given)",
    CITATION, kernel=_eleven, trace=_trace_eleven, aliases=("11pt", "11-pt_avg"), defaults=TREC_LEVELS,
    params=(Param("levels", tuple, TREC_LEVELS, "recall levels", minimum=0, maximum=1),),
    options=("relevance_level", "interpolation"), examples=("11pt_avg", "11pt_avg..25,.5", "11pt"))

SPECS = (IPREC_AT_RECALL, ELEVEN_PT)
