"""Discounted cumulated gain, normalised: nDCG, its cut-off form and trec_eval's two averaged forms
(trec_eval's m_ndcg.c, m_ndcg_cut.c, m_ndcg_rel.c, m_Rndcg.c).

nDCG = DCG / ideal DCG, gain = label and discount log2(rank + 1); the ideal ranking holds every judged
document with a positive label, best first (``ndcg_cut_k``: both cut at k). That is the evaluation
option ``ndcg_formulation="trec"``; ``"exponential"`` uses gain 2^label - 1 and ``"classic"`` the
discount 1 at rank 1, log2(rank) after. trec_eval's gain parameters (``ndcg.1=3,2=9``) set the gain of
the named levels (the others keep gain = label). ``ndcg_rel`` is the mean over the L documents with a
positive gain of DCG / ideal DCG at their rank (nDCG of the whole ranking for those not retrieved);
``Rndcg`` the mean of DCG(p) / ideal DCG(p) at each rank p where the ideal gain changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..graded import ndcg
from ..trace import Trace
from ._batch import Batch, _at_count, _seg_cumsum, _wsum
from ._query import QueryInput
from ._spec import MeasureSpec, Param
from .cutoffs import TREC_CUTOFFS

CITATION = ("Jarvelin and Kekalainen, 'Cumulated gain-based evaluation of IR techniques', ACM TOIS 2002; "
            "trec_eval's m_ndcg.c, m_ndcg_cut.c, m_ndcg_rel.c, m_Rndcg.c")
GAINS = Param("gains", dict, None, "gain of each named relevance level, e.g. 1=3,2=9 (others: gain = label)")


def _dcg(ctx: Batch, k: int | None = None) -> np.ndarray:
    e, rank, gain = ctx.pe, ctx.prank, ctx.plabel
    if k is not None:
        sel = rank <= k
        e, rank, gain = e[sel], rank[sel], gain[sel]
    dcg = _wsum(e, ctx._gain(gain) / ctx._discount(rank), ctx.m)
    ie, g, pos = ctx._ideal()
    ic = ctx._gain(g) / ctx._discount(pos)
    if k is not None:
        sel = pos <= k
        ie, ic = ie[sel], ic[sel]
    idcg = _wsum(ie, ic, ctx.m)
    return ctx._div(dcg, idcg)


@dataclass
class GradedRows:
    """The retrieved rows with a non-zero trec_eval gain and the per-query ideal gains (``_gains``)."""

    e: np.ndarray
    rank: np.ndarray
    g: np.ndarray
    disc: np.ndarray
    qe: np.ndarray
    qg: np.ndarray
    ipos: np.ndarray
    st: np.ndarray
    cnt: np.ndarray
    icum: np.ndarray
    itotal: np.ndarray
    dcg_total: np.ndarray

    def ideal_at(self, eq: np.ndarray, p: np.ndarray) -> np.ndarray:
        """Ideal DCG over ideal positions 1..min(p, L)."""
        return _at_count(self.icum, self.st, eq, np.minimum(p, self.cnt[eq]))


def _graded_rows(ctx: Batch, pairs: Any) -> GradedRows:
    m = ctx.m
    pe, prank, _ = ctx._pool()
    row_gain, (qe, qg, ipos, st, cnt), _ = ctx._gains(pairs)
    nz = row_gain != 0
    e, rank, g = pe[nz], prank[nz], row_gain[nz]
    disc = g / np.log2(rank + 1.0)
    # running sums restart at each query and are summed query by query (_seg_cumsum), so a
    # query's values do not depend on the queries evaluated with it
    icum = _seg_cumsum(qg / np.log2(ipos + 1.0), qe)
    itotal = _at_count(icum, st, np.arange(m), cnt)          # ideal DCG of each query
    dcg_total = _wsum(e, disc, m)
    return GradedRows(e, rank, g, disc, qe, qg, ipos, st, cnt, icum, itotal, dcg_total)


def _ndcg(ctx: Batch, pairs: Any) -> np.ndarray:
    if pairs is None:
        return _dcg(ctx)
    x = _graded_rows(ctx, pairs)
    return ctx._div(x.dcg_total, x.itotal)


def _ndcg_rel(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    x = _graded_rows(ctx, pairs)
    run_cum = _seg_cumsum(x.disc, x.e)                           # DCG up to and including each row
    posg = x.g > 0
    e, rank = x.e, x.rank
    ratio = run_cum[posg] / np.where(x.ideal_at(e[posg], rank[posg]) > 0, x.ideal_at(e[posg], rank[posg]), 1)
    total = _wsum(e[posg], ratio, m)
    L = x.cnt.astype(float)
    nrr = np.bincount(e[posg], minlength=m)
    total += (L - nrr) * ctx._div(x.dcg_total, x.itotal)
    return np.where(total > 0, ctx._div(total, L), 0.0)


def _rndcg(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    x = _graded_rows(ctx, pairs)
    qe, qg = x.qe, x.qg
    run_cum = _seg_cumsum(x.disc, x.e)
    # change points p (1..L) of the ideal gain sequence, ideal gain 0 after position L
    nxt = np.concatenate([qg[1:], [0.0]])
    same_q = np.concatenate([qe[1:] == qe[:-1], [False]])
    nxt = np.where(same_q, nxt, 0.0)
    change = nxt != qg
    ce, cp = qe[change], x.ipos[change]                       # ranks p where the gain changes after p
    dcg_p = ctx._last_at_or_before(x.e, x.rank, run_cum, ce, cp)
    terms = _wsum(ce, dcg_p / x.ideal_at(ce, cp), m)
    count = np.bincount(ce, minlength=m).astype(float)
    tail = (ctx.count > x.cnt + 1) & (x.itotal > 0)
    terms[tail] += x.dcg_total[tail] / x.itotal[tail]
    count[tail] += 1
    out = ctx._div(terms, count)
    out[ctx.R == 0] = 0.0
    return out


def _trace_ndcg(q: QueryInput, k: int | None) -> Trace:
    return ndcg(q.graded, k, formulation=q.ndcg_formulation, ideal="all_judgments", trace=True)


NDCG = MeasureSpec(
    "ndcg", "pairs", "nDCG = DCG / ideal DCG, gain = label, discount log2(rank + 1), the ideal ranking from every "
    "judged document", CITATION, kernel=_ndcg,
    trace=lambda q, pairs: _trace_ndcg(q, None) if pairs is None else None,
    params=(GAINS,), aliases=("nDCG", "NDCG"), needs_pool=False,
    options=("relevance_level", "ndcg_formulation"), examples=("ndcg", "nDCG", "ndcg.1=3,2=9"))

NDCG_CUT = MeasureSpec(
    "ndcg_cut", "cutoff", "nDCG@k = DCG of the top k / ideal DCG of the top k", CITATION,
    kernel=_dcg, trace=_trace_ndcg, at_names=("nDCG", "NDCG"), defaults=TREC_CUTOFFS,
    params=(Param("k", int, TREC_CUTOFFS, "cut-off rank", minimum=1),),
    options=("relevance_level", "ndcg_formulation"), examples=("ndcg_cut_10", "ndcg_cut.3,7", "nDCG@5"))

NDCG_REL = MeasureSpec(
    "ndcg_rel", "pairs", "ndcg_rel = mean over the L documents with a positive gain of nDCG at their rank "
    "(nDCG of the whole ranking for those not retrieved)", CITATION, kernel=_ndcg_rel, params=(GAINS,),
    needs_pool=True, examples=("ndcg_rel", "ndcg_rel.1=2"))

RNDCG = MeasureSpec(
    "Rndcg", "pairs", "Rndcg = mean of DCG(p) / ideal DCG(p) at the ranks p where the ideal gain changes", CITATION,
    kernel=_rndcg, params=(GAINS,), needs_pool=True, examples=("Rndcg", "Rndcg.2=5"))

SPECS = (NDCG, NDCG_REL, RNDCG, NDCG_CUT)
