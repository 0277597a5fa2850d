"""The relevance string (trec_eval's m_relstring.c): the labels of the first N ranks as characters.

Each rank is its label's digit, ``>`` above 9, ``-`` not in the qrels, ``.`` in the qrels with a
negative label; N = 10 unless given (``relstring.20``). Text, with no "all" value.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..trace import Trace
from ._batch import NOT_IN_POOL, Batch
from ._query import QueryInput
from ._spec import MeasureSpec, Param

CITATION = "trec_eval 10's m_relstring.c"


def _relstring(ctx: Batch, param: Any) -> np.ndarray:
    n = 10 if param is None else int(param[0])
    lab = ctx.labels
    rows = np.flatnonzero(np.arange(len(lab)) - ctx.start[ctx.ei] < max(n, 0)) if len(lab) else \
        np.zeros(0, np.int64)
    v = lab[rows]
    chars = np.where(v > 9, ord(">"), np.where(v >= 0, ord("0") + np.clip(v, 0, 9),
                                               np.where(v == NOT_IN_POOL, ord("-"), ord("."))))
    text = chars.astype(np.uint8).tobytes().decode("ascii")
    cnt = np.bincount(ctx.ei[rows], minlength=ctx.m)
    bounds = np.concatenate([[0], np.cumsum(cnt)])
    out = np.empty(ctx.m, dtype=object)
    for i in range(ctx.m):
        out[i] = text[bounds[i]:bounds[i + 1]]
    return out


def _trace_relstring(q: QueryInput, param: Any) -> Trace:
    n = 10 if param is None else int(param[0])
    value = str(_relstring(q.batch(), param)[0])
    return Trace("relstring", value, (), formula=f"the labels of the first {n} ranks: a digit per judged label, "
                 "'>' above 9, '-' not in the qrels, '.' a negative label", ranking=q.ranking)


RELSTRING = MeasureSpec(
    "relstring", "values", "relstring: the labels of the first N ranks as characters (N = 10 unless given)",
    CITATION, kernel=_relstring, trace=_trace_relstring, defaults=(10.0,),
    params=(Param("N", int, 10, "ranks shown (none when N <= 0)"),), aggregate="none", text=True, needs_pool=True,
    examples=("relstring", "relstring.5"))

SPECS = (RELSTRING,)
