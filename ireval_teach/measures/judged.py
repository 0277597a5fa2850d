"""Measures built for incomplete judgments: bpref and its geometric mean, infAP (trec_eval's m_bpref.c,
m_gm_bpref.c, m_infap.c).

bpref = (1/R) * sum over retrieved relevant d of 1 - min(N_d, R) / min(N, R), N_d the judged
non-relevant documents ranked above d, N those of the query (a term 1 when N_d = 0); documents not
in the qrels are skipped, not assumed non-relevant. infAP (Yilmaz and Aslam) = (1/R) * sum over
retrieved relevant d at rank k of: 1 if k = 1, else 1/k + ((k-1)/k) * (|pool above d| / (k-1)) *
((r + eps) / (r + nr + 2 eps)), r and nr the judged relevant and non-relevant documents above d,
the pool above d those plus the in-pool unjudged ones (qrels label < 0), eps = 1e-5.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..ranking import Ranking
from ..trace import Trace
from ._batch import INFAP_EPSILON, MIN_GEO_MEAN, NOT_IN_POOL, Batch, _wsum
from ._query import QueryInput
from ._spec import MeasureSpec

BPREF_CITATION = ("Buckley and Voorhees, 'Retrieval evaluation with incomplete information', SIGIR 2004; "
                  "trec_eval's m_bpref.c")
INFAP_CITATION = ("Yilmaz and Aslam, 'Estimating average precision with incomplete and imperfect judgments', "
                  "CIKM 2006; trec_eval's m_infap.c")


@dataclass(frozen=True)
class JudgedStep:
    """One retrieved document for the measures built for incomplete judgments (bpref, infAP).

    ``judgment`` says what the qrels say of the document; ``rel_above``, ``nonrel_above`` and
    ``unjudged_above`` count the judged relevant, judged non-relevant and in-pool unjudged
    documents ranked above it; ``contribution`` is what the document adds to the value.
    """

    rank: int
    judgment: str
    relevant: bool
    rel_above: int
    nonrel_above: int
    unjudged_above: int
    contribution: float
    explanation: str


def _bpref(ctx: Batch, param: Any) -> np.ndarray:
    e, _, lab = ctx._pool()
    judged = lab >= 0
    e, lab = e[judged], lab[judged]
    rel = lab >= ctx.level
    nonrel_above = ctx._before(e, ~rel)[rel]
    er = e[rel]
    ql = ctx.qrels.labels
    n_nonrel = ctx._qrels_count((ql >= 0) & (ql < ctx.level))
    Rq = ctx.R[er]
    den = np.minimum(n_nonrel, ctx.R)[er].astype(float)
    term = np.where(nonrel_above > 0, 1.0 - np.minimum(nonrel_above, Rq) / np.where(den > 0, den, 1.0), 1.0)
    return ctx._div(_wsum(er, term, ctx.m), ctx.R)


def _gm_bpref(ctx: Batch, param: Any) -> np.ndarray:
    return np.log(np.maximum(_bpref(ctx, param), MIN_GEO_MEAN))


def _infap(ctx: Batch, param: Any) -> np.ndarray:
    e, rank, lab = ctx._pool()
    rel = lab >= ctx.level
    nonrel = (lab >= 0) & ~rel
    r_above = ctx._before(e, rel)[rel]
    n_above = ctx._before(e, nonrel)[rel]
    u_above = ctx._before(e, lab < 0)[rel]
    j = (rank[rel] - 1).astype(float)
    jj = np.where(j > 0, j, 1.0)
    eps = INFAP_EPSILON
    term = np.where(j == 0, 1.0, 1.0 / (j + 1.0) + (j / (j + 1.0)) * ((r_above + n_above + u_above) / jj)
                    * ((r_above + eps) / (r_above + n_above + 2 * eps)))
    return ctx._div(_wsum(e[rel], term, ctx.m), ctx.R)


def _judged_trace(q: QueryInput, family: str) -> Trace:
    """bpref, gm_bpref or infAP of one query, document by document."""
    level = q.relevance_level
    lab = list(q.labels)
    R = q.R
    N = sum(1 for g in q.judgments.values() if 0 <= g < level)
    bpref = family in ("bpref", "gm_bpref")
    r_above = n_above = u_above = 0
    total = 0.0
    steps = []
    for i, g in enumerate(lab):
        rank = i + 1
        if g == NOT_IN_POOL:
            what, expl, term = "not in the qrels", "not judged: skipped (no assumption of non-relevance)", 0.0
            if not bpref:
                expl = "not in the pool: skipped, but it still takes a rank"
        elif g < 0:
            what, term = f"in the pool, unjudged ({g})", 0.0
            expl = ("unjudged: skipped" if bpref
                    else "in the pool but unjudged: counts in the pool above later documents")
        elif g < level:
            what, term = f"non-relevant ({g})", 0.0
            expl = "judged non-relevant: counts against every relevant document below"
        else:
            what = f"relevant ({g})"
            if bpref:
                if n_above:
                    term = 1.0 - min(n_above, R) / min(N, R)
                    expl = f"1 - min({n_above}, R={R}) / min(N={N}, R={R}) = {term:.4f}"
                else:
                    term = 1.0
                    expl = "no judged non-relevant above: 1"
            elif i == 0:
                term, expl = 1.0, "rank 1: 1"
            else:
                j = float(i)
                pool = r_above + n_above + u_above
                term = (1.0 / (j + 1.0) + (j / (j + 1.0)) * (pool / j)
                        * ((r_above + INFAP_EPSILON) / (r_above + n_above + 2 * INFAP_EPSILON)))
                expl = (f"1/{rank} + ({i}/{rank}) * ({pool}/{i} in the pool above) * "
                        f"({r_above} relevant / {r_above + n_above} judged, smoothed) = {term:.4f}")
        rel = g != NOT_IN_POOL and g >= level
        steps.append(JudgedStep(rank, what, rel, r_above, n_above, u_above, term / R if R else 0.0,
                                expl + (f"; / R = {term / R:.4f}" if rel and R else "")))
        total += term
        if g != NOT_IN_POOL:
            if g < 0:
                u_above += 1
            elif g < level:
                n_above += 1
            else:
                r_above += 1
    value = total / R if R else 0.0
    conv = {"relevant documents (R)": str(R), "documents not in the qrels": "skipped; they only take ranks"}
    if bpref:
        conv["judged non-relevant (N)"] = str(N)
        formula = ("bpref = (1/R) * sum over retrieved relevant d of (1 - min(n_d, R) / min(N, R)), n_d the judged "
                   "non-relevant documents ranked above d (a term 1 when n_d = 0); unjudged documents are skipped")
    else:
        formula = ("infAP = (1/R) * sum over retrieved relevant d at rank k of: 1 if k = 1, else 1/k + ((k-1)/k) * "
                   "(p/(k-1)) * ((r + e)/(r + n + 2e)), with r, n, u the judged relevant, judged non-relevant and "
                   "in-pool unjudged documents above d, p = r + n + u, e = 0.00001 (the precision above d is "
                   "estimated from the judged sample)")
    if family == "gm_bpref":
        formula = f"gm_bpref per query = log(max(bpref, 0.00001)) = log(max({value:.4f}, 0.00001)); " + formula
        value = math.log(max(value, MIN_GEO_MEAN))
    ranking = (Ranking([max(0, g) if g != NOT_IN_POOL else 0 for g in lab], ids=q.docnos, threshold=level)
               if lab else None)
    return Trace(family, value, tuple(steps), formula=formula, conventions=conv, ranking=ranking)


BPREF = MeasureSpec(
    "bpref", "plain", "bpref = (1/R) * sum over retrieved relevant d of 1 - min(N_d, R) / min(N, R)", BPREF_CITATION,
    kernel=_bpref, trace=lambda q, param: _judged_trace(q, "bpref"), aliases=("Bpref", "BPref"), needs_pool=True,
    examples=("bpref", "Bpref"))

GM_BPREF = MeasureSpec(
    "gm_bpref", "plain", "gm_bpref per query = log(max(bpref, 0.00001)); over queries exp(mean of the logs)",
    BPREF_CITATION, kernel=_gm_bpref, trace=lambda q, param: _judged_trace(q, "gm_bpref"), aggregate="geometric",
    needs_pool=True, examples=("gm_bpref",))

INFAP = MeasureSpec(
    "infAP", "plain", "infAP = (1/R) * sum over retrieved relevant d of an estimate of the precision above d",
    INFAP_CITATION, kernel=_infap, trace=lambda q, param: _judged_trace(q, "infAP"), needs_pool=True,
    examples=("infAP",))

SPECS = (BPREF, GM_BPREF, INFAP)
