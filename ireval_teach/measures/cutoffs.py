"""Measures at a cut-off k: precision, recall, relative precision, success (trec_eval's m_P.c,
m_recall.c, m_relative_P.c, m_success.c).

P@k = tp(k) / k (ranks past the end of the ranking count as not relevant), R@k = tp(k) / R,
relative_P@k = tp(k) / min(k, R), success@k = 1 if tp(k) > 0 else 0.
"""

from __future__ import annotations


import numpy as np

from ..ranked import precision_at, recall_at
from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

#: trec_eval's default cut-offs for P, recall, map_cut, ndcg_cut, relative_P.
TREC_CUTOFFS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
CITATION = "trec_eval's m_P.c, m_recall.c, m_relative_P.c, m_success.c (Manning et al., IIR ch. 8)"


def _tp(ctx: Batch, k: int) -> np.ndarray:
    return ctx._count_rel(ctx.rank_rel <= k)


def _trace_success(q: QueryInput, k: int) -> Trace:
    t = precision_at(q.ranking, k, trace=True)
    v = 1.0 if float(t.value) > 0 else 0.0
    return Trace(f"success_{k}", v, t.steps, formula=f"success@{k} = 1 if a relevant document is in the top {k}, "
                 f"else 0 (here P@{k} = {float(t.value):.4f})", conventions=dict(t.conventions), ranking=q.ranking)


def _trace_relative_p(q: QueryInput, k: int) -> Trace:
    t = precision_at(q.ranking, k, trace=True)
    r = q.ranking
    tp = int(sum(1 for g in r.labels[:k].tolist() if g >= r.threshold)) if q.retrieved else 0
    den = min(k, q.R)
    v = tp / den if den else 0.0
    return Trace(f"relative_P@{k}", v, t.steps, formula=f"relative_P@{k} = relevant in the top {k} / min({k}, R) = "
                 f"{tp} / min({k}, {q.R}) = {v:.4f} (the best P@{k} possible is 1 even when R < {k})",
                 conventions=dict(t.conventions), ranking=r)


def _cutoff_param(what: str) -> tuple[Param, ...]:
    return (Param("k", int, TREC_CUTOFFS, what, minimum=1),)


P = MeasureSpec(
    "P", "cutoff", "P@k = relevant in the top k / k (ranks past the end count as not relevant)", CITATION,
    kernel=lambda ctx, k: _tp(ctx, k) / k, trace=lambda q, k: precision_at(q.ranking, k, trace=True),
    at_names=("P",), defaults=TREC_CUTOFFS, params=_cutoff_param("cut-off rank"),
    examples=("P_10", "P.3,7", "P@5", "P"))

RECALL = MeasureSpec(
    "recall", "cutoff", "R@k = relevant in the top k / R", CITATION,
    kernel=lambda ctx, k: ctx._div(_tp(ctx, k), ctx.R), trace=lambda q, k: recall_at(q.ranking, k, trace=True),
    at_names=("R",), defaults=TREC_CUTOFFS, params=_cutoff_param("cut-off rank"), examples=("recall_10", "R@3"))

RELATIVE_P = MeasureSpec(
    "relative_P", "cutoff", "relative_P@k = relevant in the top k / min(k, R)", CITATION,
    kernel=lambda ctx, k: ctx._div(_tp(ctx, k), np.minimum(ctx.R, k)), trace=_trace_relative_p,
    defaults=TREC_CUTOFFS, params=_cutoff_param("cut-off rank"), examples=("relative_P_5", "relative_P.2"))

SUCCESS = MeasureSpec(
    "success", "cutoff", "success@k = 1 if a relevant document is in the top k, else 0", CITATION,
    kernel=lambda ctx, k: (_tp(ctx, k) > 0).astype(float), trace=_trace_success, at_names=("Success",),
    defaults=(1, 5, 10), params=(Param("k", int, (1, 5, 10), "cut-off rank", minimum=1),),
    examples=("success_1", "success.2,3", "Success@5"))

SPECS: tuple[MeasureSpec, ...] = (P, RECALL, RELATIVE_P, SUCCESS)
