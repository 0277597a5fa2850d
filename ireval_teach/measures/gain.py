"""Gain measures with a cost model: G and binG (trec_eval 10's m_G.c, m_binG.c).

G = (1 / sum of ideal gains) * sum over retrieved d of gain(d) / log2(2 + cost(d) - gain so far), cost(d)
the sum of max(ideal gain, 1) up to d (gains as for nDCG, ``G.1=3``); binG = (1/R) * sum over relevant
ranks k of 1 / log2(2 + k - tp(k)).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..trace import RankStep, Trace
from ..ranked import rank_steps
from ._batch import Batch, _at_count, _seg_cumsum, _wsum
from ._query import QueryInput
from ._spec import MeasureSpec
from .ndcg import GAINS, _graded_rows

CITATION = "trec_eval 10's m_G.c and m_binG.c"


def _g(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    x = _graded_rows(ctx, pairs)
    e, rank, g, qe, qg, st, cnt = x.e, x.rank, x.g, x.qe, x.qg, x.st, x.cnt
    icost = _seg_cumsum(np.maximum(qg, 1.0), qe)
    L = cnt[e]
    upto = np.minimum(rank, L)
    cost = _at_count(icost, st, e, upto) + (rank - upto)
    gsum = _seg_cumsum(g, e)
    total = _wsum(e, g / np.log2(2.0 + cost - gsum), m)
    isum = _wsum(qe, qg, m)
    return ctx._div(total, isum)


def _bin_g(ctx: Batch, param: Any) -> np.ndarray:
    v = 1.0 / np.log2((2 + ctx.rank_rel - ctx.tp_rel).astype(float))
    return ctx._div(_wsum(ctx.e_rel, v, ctx.m), ctx.R)


def _trace_bin_g(q: QueryInput, param: Any) -> Trace:
    R = q.R
    contrib = []
    tp = 0
    for i, g in enumerate(q.labels):
        if g >= q.relevance_level:
            tp += 1
            term = 1.0 / float(np.log2(float(2 + (i + 1) - tp)))
            contrib.append(term / R if R else 0.0)
        else:
            contrib.append(0.0)
    value = float(_bin_g(q.batch(), param)[0])
    steps: tuple[RankStep, ...] = rank_steps(
        q.ranking, contributions=contrib,
        note=lambda rank, rel, c: f"adds 1 / log2(2 + {rank} - relevant so far) / R = {c:.4f}" if rel else "")
    return Trace("binG", value, steps, formula="binG = (1/R) * sum over relevant ranks k of 1 / log2(2 + k - "
                 f"relevant up to k), R = {R}", conventions={"relevant documents (R)": str(R)}, ranking=q.ranking)


G = MeasureSpec(
    "G", "pairs", "G = (1 / sum of ideal gains) * sum over retrieved d of gain(d) / log2(2 + cost up to d - gain "
    "up to d)", CITATION, kernel=_g, params=(GAINS,), needs_pool=True, examples=("G", "G.1=3"))

BIN_G = MeasureSpec(
    "binG", "plain", "binG = (1/R) * sum over relevant ranks k of 1 / log2(2 + k - relevant up to k)", CITATION,
    kernel=_bin_g, trace=_trace_bin_g, examples=("binG",))

SPECS = (BIN_G, G)
