"""Measures of the retrieved set as a whole, ignoring the order (trec_eval's m_set_P.c, m_set_recall.c,
m_set_F.c, m_set_relative_P.c, m_set_map.c).

With n documents retrieved, tp(n) of them relevant and R relevant in all: set_P = tp(n) / n,
set_recall = tp(n) / R, set_F = (b + 1) P R / (b P + R) with b = 1 or trec_eval's parameter
(``set_F.0.5``: trec_eval's b weights P as written, it is NOT squared as the textbook's beta^2 is),
set_relative_P = tp(n) / min(n, R), set_map = tp(n)^2 / (n R).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ranked import precision_at, recall_at
from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

CITATION = "van Rijsbergen, Information Retrieval (1979), ch. 7; trec_eval's m_set_*.c"


def _set_f(ctx: Batch, param: Any) -> np.ndarray:
    P = ctx._div(ctx.nrr, ctx.count)
    Rc = ctx._div(ctx.nrr, ctx.R)
    b = 1.0 if param is None else float(param[0])
    return np.where(ctx.nrr > 0, ctx._div((b + 1.0) * P * Rc, b * P + Rc), 0.0)


def _set_map(ctx: Batch, param: Any) -> np.ndarray:
    n = ctx.nrr.astype(float)
    return ctx._div(n * n, ctx.count.astype(float) * ctx.R.astype(float))


def _counts(q: QueryInput) -> tuple[int, int, int]:
    """(retrieved n, relevant retrieved tp, relevant R) of one query."""
    n = len(q.labels)
    tp = sum(1 for g in q.labels if g >= q.relevance_level)
    return n, tp, q.R


def _set_trace(q: QueryInput, name: str, value: float, formula: str) -> Trace:
    t = precision_at(q.ranking, q.ranking.length, trace=True)
    return Trace(name, value, t.steps, formula, dict(t.conventions), q.ranking)


def _trace_set_f(q: QueryInput, param: Any) -> Trace:
    n, tp, R = _counts(q)
    b = 1.0 if param is None else float(param[0])
    P = tp / n if n else 0.0
    Rc = tp / R if R else 0.0
    den = b * P + Rc
    value = (b + 1.0) * P * Rc / den if tp > 0 and den > 0 else 0.0
    return _set_trace(q, f"set_F (b = {b:g})", value,
                      f"set F = (b + 1) P R / (b P + R) with b = {b:g} (trec_eval's b, not squared), P = {tp}/{n}, "
                      f"R = {tp}/{R}: {value:.4f}")


def _trace_set_relative_p(q: QueryInput, param: Any) -> Trace:
    n, tp, R = _counts(q)
    den = min(n, R)
    value = tp / den if den else 0.0
    return _set_trace(q, "set_relative_P", value,
                      f"set_relative_P = relevant retrieved / min(retrieved, R) = {tp} / min({n}, {R}) = {value:.4f}")


def _trace_set_map(q: QueryInput, param: Any) -> Trace:
    n, tp, R = _counts(q)
    den = float(n) * float(R)
    value = float(tp) * float(tp) / den if den > 0 else 0.0
    return _set_trace(q, "set_map", value,
                      f"set_map = (relevant retrieved)^2 / (retrieved * R) = {tp}^2 / ({n} * {R}) = {value:.4f}")


def _trace_set_p(q: QueryInput, param: Any) -> Trace:
    t = precision_at(q.ranking, q.ranking.length, trace=True)
    return Trace("set P", t.value, t.steps, "set P = relevant retrieved / retrieved", dict(t.conventions), q.ranking)


def _trace_set_recall(q: QueryInput, param: Any) -> Trace:
    t = recall_at(q.ranking, q.ranking.length, trace=True)
    return Trace("set recall", t.value, t.steps, "set recall = relevant retrieved / R", dict(t.conventions),
                 q.ranking)


SET_P = MeasureSpec(
    "set_P", "plain", "set_P = relevant retrieved / retrieved (the precision of the whole list: P@k with k the "
    "list's length)", CITATION,
    kernel=lambda ctx, param: ctx._div(ctx.nrr, ctx.count), trace=_trace_set_p, aliases=("SetP",),
    examples=("set_P", "SetP"))

SET_RECALL = MeasureSpec(
    "set_recall", "plain", "set_recall = relevant retrieved / R", CITATION,
    kernel=lambda ctx, param: ctx._div(ctx.nrr, ctx.R), trace=_trace_set_recall, aliases=("SetR",),
    examples=("set_recall", "SetR"))

SET_F = MeasureSpec(
    "set_F", "values", "set_F = (b + 1) P R / (b P + R), b = 1 unless given (set_F.0.5); b is not squared",
    CITATION, kernel=_set_f, trace=_trace_set_f, aliases=("SetF",), defaults=(1.0,),
    params=(Param("beta", float, 1.0, "trec_eval's b: the weight of P (not squared)"),),
    examples=("set_F", "set_F.0.5", "SetF", "set_F.2"))

SET_RELATIVE_P = MeasureSpec(
    "set_relative_P", "plain", "set_relative_P = relevant retrieved / min(retrieved, R)", CITATION,
    kernel=lambda ctx, param: ctx._div(ctx.nrr, np.minimum(ctx.count, ctx.R)), trace=_trace_set_relative_p,
    examples=("set_relative_P",))

SET_MAP = MeasureSpec(
    "set_map", "plain", "set_map = (relevant retrieved)^2 / (retrieved * R)", CITATION, kernel=_set_map,
    trace=_trace_set_map, examples=("set_map",))

SPECS = (SET_P, SET_RELATIVE_P, SET_RECALL, SET_MAP, SET_F)
