"""Linear utility of the retrieved set (trec_eval's m_utility.c).

utility = a tp(n) + b (n - tp(n)) + c (R - tp(n)) + d (N + tp(n) - n - R), (a, b, c, d) = (1, -1, 0, 0)
unless given (``utility.2,-1,0,0``), N the collection size (evaluation option ``num_docs``, trec_eval's
``-N``, default 0); 0 for a query the run does not answer (trec_eval ``-c``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

CITATION = "Hull and Robertson, 'The TREC-8 filtering track final report', TREC 1999; trec_eval's m_utility.c"
DEFAULT = (1.0, -1.0, 0.0, 0.0)


def _utility(ctx: Batch, param: Any) -> np.ndarray:
    a, b, c, d = DEFAULT if param is None else (float(x) for x in param)
    rr, n, R = ctx.nrr, ctx.count, ctx.R
    u = a * rr + b * (n - rr) + c * (R - rr) + d * (ctx.num_docs + rr - n - R)
    return np.where(ctx.answered, u, 0.0)


def _trace_utility(q: QueryInput, param: Any) -> Trace:
    a, b, c, d = DEFAULT if param is None else (float(x) for x in param)
    n = len(q.labels)
    tp = sum(1 for g in q.labels if g >= q.relevance_level)
    R, N = q.R, q.num_docs
    value = float(_utility(q.batch(), param)[0])
    formula = (f"utility = a*tp + b*(n - tp) + c*(R - tp) + d*(N + tp - n - R) with a, b, c, d = {a:g}, {b:g}, {c:g}, "
               f"{d:g}; tp = {tp} relevant retrieved, n = {n} retrieved, R = {R}, N = {N} (num_docs): "
               f"{a:g}*{tp} + {b:g}*{n - tp} + {c:g}*{R - tp} + {d:g}*{N + tp - n - R} = {value:g}")
    return Trace("utility", value, (), formula, {"collection size N": f"{N} (trec_eval -N)"}, q.ranking)


UTILITY = MeasureSpec(
    "utility", "values", "utility = a * relevant retrieved + b * non-relevant retrieved + c * relevant missed + "
    "d * non-relevant not retrieved (default a, b, c, d = 1, -1, 0, 0)", CITATION, kernel=_utility,
    trace=_trace_utility, defaults=DEFAULT,
    params=(Param("a", float, 1.0, "per relevant retrieved"), Param("b", float, -1.0, "per non-relevant retrieved"),
            Param("c", float, 0.0, "per relevant missed"), Param("d", float, 0.0, "per non-relevant not retrieved")),
    options=("relevance_level", "num_docs"), examples=("utility", "utility.2,-1,0,0"))

SPECS = (UTILITY,)
