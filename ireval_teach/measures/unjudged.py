"""Unjudged documents in the top k (trec_eval's m_unj.c): how far the judgments cover what a run retrieved.

unj@k = documents among the top k that are not in the qrels or have a negative label, divided by k.
"""

from __future__ import annotations

import numpy as np

from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput, _judged_label
from ._spec import MeasureSpec, Param

CITATION = "trec_eval 10's m_unj.c"


def _unj(ctx: Batch, k: int) -> np.ndarray:
    lab = ctx.labels
    rows = np.flatnonzero(lab < 0)
    ue = ctx.ei[rows]
    top = rows - ctx.start[ue] < k
    return np.bincount(ue[top], minlength=ctx.m) / k


def _trace_unj(q: QueryInput, k: int) -> Trace:
    top = q.labels[:k]
    unj = sum(1 for g in top if g < 0)
    value = unj / k
    shown = ", ".join(f"{i + 1}: {_judged_label(g)}" for i, g in enumerate(top) if g < 0) or "none"
    return Trace(f"unj_{k}", value, (), formula=f"unj@{k} = unjudged in the top {k} / {k} = {unj}/{k} = {value:.4f}; "
                 f"unjudged ranks: {shown}", conventions={"unjudged": "not in the qrels, or a negative label"},
                 ranking=q.ranking)


UNJ = MeasureSpec(
    "unj", "cutoff", "unj@k = unjudged documents (not in the qrels, or a negative label) in the top k / k", CITATION,
    kernel=_unj, trace=_trace_unj, defaults=(5, 10, 20), needs_pool=True,
    params=(Param("k", int, (5, 10, 20), "cut-off rank", minimum=1),), examples=("unj_5", "unj.3"))

SPECS = (UNJ,)
