"""Average precision (AP, MAP), its cut-off form and its geometric mean (trec_eval's m_map.c,
m_map_cut.c, m_gm_map.c).

AP = (1/R) * sum of P@k over the ranks k holding a relevant document (a relevant document never
retrieved adds 0); ``map_cut_k`` counts only ranks k <= the cut-off (the denominator stays R).
``gm_map``'s per-query value is log(max(AP, 1e-5)), its "all" value exp(mean of the logs).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..average_precision import average_precision
from ..trace import Trace
from ._batch import MIN_GEO_MEAN, Batch, _wsum
from ._query import QueryInput
from ._spec import MeasureSpec, Param
from .cutoffs import TREC_CUTOFFS

CITATION = ("Buckley and Voorhees, 'Evaluating evaluation measure stability', SIGIR 2000; trec_eval's "
            "m_map.c, m_map_cut.c, m_gm_map.c (Robertson, 'On GMAP', CIKM 2006)")


def _ap(ctx: Batch, k: int | None = None) -> np.ndarray:
    prec, e = ctx._rel_prec(), ctx.e_rel
    if k is not None:
        sel = ctx.rank_rel <= k
        e, prec = e[sel], prec[sel]
    return ctx._div(_wsum(e, prec, ctx.m), ctx.R)


def _gm_map(ctx: Batch, param: Any) -> np.ndarray:
    return np.log(np.maximum(_ap(ctx), MIN_GEO_MEAN))


def _trace_map(q: QueryInput, param: Any) -> Trace:
    return average_precision(q.ranking, trace=True)


def _trace_map_cut(q: QueryInput, k: int) -> Trace:
    return average_precision(q.ranking, k=k, trace=True)


def _trace_gm_map(q: QueryInput, param: Any) -> Trace:
    t = average_precision(q.ranking, trace=True)
    ap = float(t.value)
    v = math.log(max(ap, MIN_GEO_MEAN))
    return Trace("gm_map", v, t.steps, formula=f"gm_map per query = log(max(AP, 0.00001)) = log(max({ap:.4f}, "
                 f"0.00001)) = {v:.4f}; over queries exp(mean of these logs), the geometric mean of AP, which a query "
                 "with AP near 0 pulls down far more than the mean does. AP: " + t.formula,
                 conventions=dict(t.conventions), ranking=q.ranking)


MAP = MeasureSpec(
    "map", "plain", "AP = (1/R) * sum of P@k over the ranks k holding a relevant document", CITATION,
    kernel=lambda ctx, param: _ap(ctx), trace=_trace_map, aliases=("AP", "MAP"), examples=("map", "AP", "MAP"))

MAP_CUT = MeasureSpec(
    "map_cut", "cutoff", "AP@k = (1/R) * sum of P@i over the ranks i <= k holding a relevant document, R = every "
    "relevant document (the full AP's denominator: not min(k, R))", CITATION,
    kernel=_ap, trace=_trace_map_cut, at_names=("AP",), defaults=TREC_CUTOFFS,
    params=(Param("k", int, TREC_CUTOFFS, "cut-off rank", minimum=1),),
    examples=("map_cut_10", "map_cut.3,7", "AP@5"))

GM_MAP = MeasureSpec(
    "gm_map", "plain", "gm_map per query = log(max(AP, 0.00001)); over queries exp(mean of the logs)", CITATION,
    kernel=_gm_map, trace=_trace_gm_map, aliases=("GMAP",), aggregate="geometric", examples=("gm_map",))

SPECS = (MAP, GM_MAP, MAP_CUT)
