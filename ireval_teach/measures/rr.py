"""Reciprocal rank (trec_eval's m_recip_rank.c) and ir_measures' cut-off form ``RR@k``.

RR = 1 / the rank of the first relevant document, 0 if none is retrieved; ``RR@k`` is 0 when that
rank is below k.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ranked import reciprocal_rank
from ..ranking import Ranking
from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

CITATION = "Voorhees, 'The TREC-8 question answering track report', TREC 1999; trec_eval's m_recip_rank.c"


def _rr(ctx: Batch, k: int | None) -> np.ndarray:
    first = ctx.rstart[:-1][ctx.nrr > 0]          # first relevant row of each query
    out = np.zeros(ctx.m)
    r = ctx.rank_rel[first]
    v = 1.0 / r
    if k is not None:
        v = np.where(r <= k, v, 0.0)
    out[ctx.e_rel[first]] = v
    return out


def _trace_rr_cut(q: QueryInput, k: int) -> Trace:
    r = q.ranking
    cut = Ranking(r.labels[:k].tolist(), r.n_relevant, ids=r.ids[:k] if r.ids is not None else None,
                  threshold=r.threshold)
    t = reciprocal_rank(cut, trace=True)
    return Trace(f"RR@{k}", t.value, t.steps, formula=t.formula + f" (0 if it is below rank {k})",
                 conventions=dict(t.conventions), ranking=r)


def _rr_plain(ctx: Batch, param: Any) -> np.ndarray:
    return _rr(ctx, None)


RECIP_RANK = MeasureSpec(
    "recip_rank", "plain", "RR = 1 / rank of the first relevant document (0 if none is retrieved)", CITATION,
    kernel=_rr_plain, trace=lambda q, param: reciprocal_rank(q.ranking, trace=True), aliases=("RR", "MRR"),
    examples=("recip_rank", "RR", "MRR"))

RR_CUT = MeasureSpec(
    "RR_cut", "cutoff", "RR@k = 1 / rank of the first relevant document if it is in the top k, else 0", CITATION,
    kernel=_rr, trace=_trace_rr_cut, at_names=("RR",), trec_eval=False,
    params=(Param("k", int, None, "cut-off rank", minimum=1),), examples=("RR@3",))

SPECS = (RECIP_RANK, RR_CUT)
