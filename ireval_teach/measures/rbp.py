"""Rank-biased precision and its residual (trec_eval's m_rbp.c, m_rbp_resid.c).

rbp = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 unless given (``rbp.p=0.8``); gains as for nDCG
(``rbp.1=0.5``), rescaled to [0, 1] as (g - min) / (max - min) over the query's gains (and 0) when some
gain lies outside [0, 1]. rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1), the
most rbp could still grow, 0 if every retrieved document is judged.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ._batch import Batch, _wsum
from ._spec import MeasureSpec, Param
from .ndcg import GAINS

CITATION = ("Moffat and Zobel, 'Rank-biased precision for measurement of retrieval effectiveness', ACM TOIS "
            "2008; trec_eval's m_rbp.c, m_rbp_resid.c")


def persistence(pairs: Any) -> float:
    """p: 0.9 unless a ``p=`` pair sets it (the last one wins, as trec_eval reads them)."""
    p = 0.9
    for name, v in pairs or ():
        if name == "p":
            p = float(v)
    return p


def _rbp(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    p = persistence(pairs)
    pe, prank, plab = ctx._pool()
    row_gain, _, table = ctx._gains(pairs)
    # trec_eval rescales every gain of the query to [0, 1] when one lies outside it: the gains
    # are the pairs' and those of the levels 0..max label not named by a pair (gain = level)
    q = ctx.qrels
    rows = q.labels >= 0
    top = np.full(m, -1, dtype=np.int64)
    np.maximum.at(top, q.qcode[rows], q.labels[rows])
    while table and np.isin(top, list(table)).any():     # the largest level without a pair
        top[np.isin(top, list(table))] -= 1
    lo = np.zeros(m)
    hi = np.maximum(top, 0).astype(float)
    for g in table.values():
        lo = np.minimum(lo, g)
        hi = np.maximum(hi, g)
    scale = (lo < 0) | (hi > 1)
    tv = ctx._trec_values(plab)
    g = row_gain.copy()
    judged_level = tv >= 0
    paired = np.isin(tv, list(table)) if table else np.zeros(len(tv), bool)
    resc = scale[pe] & (judged_level | paired)
    g[resc] = (g[resc] - lo[pe][resc]) / (hi[pe][resc] - lo[pe][resc])
    nz = g != 0
    return (1.0 - p) * _wsum(pe[nz], g[nz] * np.power(p, prank[nz] - 1.0), m)


def _rbp_resid(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    p = persistence(pairs)
    # p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1), 0 when all are judged
    n = ctx.count
    unj_rows = np.flatnonzero(ctx.labels < 0)
    ue = ctx.ei[unj_rows]
    ur = unj_rows - ctx.start[ue]
    s = _wsum(ue, np.power(p, ur.astype(float)), m)
    has = np.bincount(ue, minlength=m) > 0
    return np.where(has, np.power(p, n.astype(float)) + (1.0 - p) * s, 0.0)


P_PARAM = Param("p", float, 0.9, "persistence: the chance the user goes on to the next rank", minimum=0, maximum=1)

RBP = MeasureSpec(
    "rbp", "pairs", "rbp = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 unless given (rbp.p=0.8)", CITATION,
    kernel=_rbp, params=(P_PARAM, GAINS), needs_pool=True, examples=("rbp", "rbp.p=0.8", "rbp.p=0.5,2=3"))

RBP_RESID = MeasureSpec(
    "rbp_resid", "pairs", "rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1): how much rbp "
    "could grow", CITATION, kernel=_rbp_resid, params=(P_PARAM,), needs_pool=True,
    examples=("rbp_resid", "rbp_resid.p=0.7"))

SPECS = (RBP, RBP_RESID)
