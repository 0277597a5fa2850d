"""Rank-biased precision and its residual (trec_eval's m_rbp.c, m_rbp_resid.c).

rbp = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 unless given (``rbp.p=0.8``); gains as for nDCG
(``rbp.1=0.5``), rescaled to [0, 1] as (g - min) / (max - min) over the query's gains (and 0) when some
gain lies outside [0, 1]. rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1), the
most rbp could still grow, 0 if every retrieved document is judged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..trace import Trace
from ._batch import Batch, _wsum
from ._query import QueryInput, _judged_label
from ._spec import MeasureSpec, Param
from .ndcg import GAINS

CITATION = ("Moffat and Zobel, 'Rank-biased precision for measurement of retrieval effectiveness', ACM TOIS "
            "2008; trec_eval's m_rbp.c, m_rbp_resid.c")


def _persistence(pairs: Any) -> float:
    """p: 0.9 unless a ``p=`` pair sets it (the last one wins, as trec_eval reads them)."""
    p = 0.9
    for name, v in pairs or ():
        if name == "p":
            p = float(v)
    return p


def _rbp_gains(ctx: Batch, pairs: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pool rows (query, rank) and their gains as rbp uses them (trec_eval's rescaling applied)."""
    m = ctx.m
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
    return pe, prank, g


def _rbp(ctx: Batch, pairs: Any) -> np.ndarray:
    p = _persistence(pairs)
    pe, prank, g = _rbp_gains(ctx, pairs)
    nz = g != 0
    return (1.0 - p) * _wsum(pe[nz], g[nz] * np.power(p, prank[nz] - 1.0), ctx.m)


@dataclass(frozen=True)
class RbpStep:
    """One retrieved document for rbp: its ``gain`` (rescaled to [0, 1] where trec_eval rescales), the
    ``weight`` (1 - p) p^(rank - 1) of its rank, and ``contribution`` = gain * weight."""

    rank: int
    judgment: str
    gain: float
    weight: float
    contribution: float
    explanation: str


def _trace_rbp(q: QueryInput, pairs: Any) -> Trace:
    p = _persistence(pairs)
    _, prank, g = _rbp_gains(q.batch(), pairs)
    gain_at = dict(zip(prank.tolist(), g.tolist()))
    steps = []
    for i, lab in enumerate(q.labels):
        rank = i + 1
        gain = float(gain_at.get(rank, 0.0))
        weight = (1.0 - p) * p ** (rank - 1)
        c = gain * weight
        steps.append(RbpStep(rank, _judged_label(lab), gain, weight, c,
                             f"gain {gain:.4g} x (1 - {p:g}) * {p:g}^{rank - 1} = {c:.4f}" if gain else "no gain"))
    return Trace("rbp", math.fsum(s.contribution for s in steps), tuple(steps),
                 formula=f"rbp = (1 - p) * sum of gain * p^(rank - 1), p = {p:g} (the chance a user reading a rank "
                 "goes on to the next)", conventions={"gains": "the labels (or the gain parameters), rescaled to "
                 "[0, 1] over the query's gains when one lies outside", "documents not in the qrels": "gain 0"},
                 ranking=q.ranking)


def _rbp_resid(ctx: Batch, pairs: Any) -> np.ndarray:
    m = ctx.m
    p = _persistence(pairs)
    # p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1), 0 when all are judged
    n = ctx.count
    unj_rows = np.flatnonzero(ctx.labels < 0)
    ue = ctx.ei[unj_rows]
    ur = unj_rows - ctx.start[ue]
    s = _wsum(ue, np.power(p, ur.astype(float)), m)
    has = np.bincount(ue, minlength=m) > 0
    return np.where(has, np.power(p, n.astype(float)) + (1.0 - p) * s, 0.0)


def _trace_rbp_resid(q: QueryInput, pairs: Any) -> Trace:
    p = _persistence(pairs)
    n = len(q.labels)
    steps = []
    for i, lab in enumerate(q.labels):
        rank = i + 1
        weight = (1.0 - p) * p ** (rank - 1)
        unjudged = lab < 0
        steps.append(RbpStep(rank, _judged_label(lab), 1.0 if unjudged else 0.0, weight, weight if unjudged else 0.0,
                             f"unjudged: it could have gain 1, adding (1 - {p:g}) * {p:g}^{rank - 1} = {weight:.4f}"
                             if unjudged else "judged: its gain is known"))
    has = any(lab < 0 for lab in q.labels)
    tail = p ** n
    value = tail + math.fsum(s.contribution for s in steps) if has else 0.0
    return Trace("rbp_resid", value, tuple(steps),
                 formula=f"rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1) = {p:g}^{n} "
                 f"({tail:.4f}, the ranks past the end) + the unjudged ranks' weights; 0 when every retrieved "
                 "document is judged", conventions={"unjudged": "not in the qrels, or a negative label"},
                 ranking=q.ranking)


P_PARAM = Param("p", float, 0.9, "persistence: the chance the user goes on to the next rank", minimum=0, maximum=1)

RBP = MeasureSpec(
    "rbp", "pairs", "rbp = (1 - p) * sum of gain * p^(rank - 1), p = 0.9 unless given (rbp.p=0.8)", CITATION,
    kernel=_rbp, trace=_trace_rbp, params=(P_PARAM, GAINS), needs_pool=True, examples=("rbp", "rbp.p=0.8", "rbp.p=0.5,2=3"))

RBP_RESID = MeasureSpec(
    "rbp_resid", "pairs", "rbp_resid = p^n + (1 - p) * sum over unjudged retrieved of p^(rank - 1): how much rbp "
    "could grow", CITATION, kernel=_rbp_resid, trace=_trace_rbp_resid, params=(P_PARAM,), needs_pool=True,
    examples=("rbp_resid", "rbp_resid.p=0.7"))

SPECS = (RBP, RBP_RESID)
