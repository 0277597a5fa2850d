"""Counts (trec_eval's m_num_q.c, m_num_ret.c, m_num_rel.c, m_num_rel_ret.c, m_num_nonrel_judged_ret.c)
and the run's tag (m_runid.c).

Per query: 1, the documents retrieved, the relevant documents in the qrels (R), the relevant ones
retrieved, the retrieved ones judged non-relevant. Their "all" value is a SUM over queries, not a mean.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..trace import Trace
from ._batch import Batch
from ._query import QueryInput
from ._spec import MeasureSpec

CITATION = "trec_eval's m_num_*.c"


def _nonrel_judged(ctx: Batch, param: Any) -> np.ndarray:
    lab = ctx.labels
    return np.bincount(ctx.ei[(lab >= 0) & (lab < ctx.level)], minlength=ctx.m).astype(float)


def _count(spec: str, words: str, kernel: Any, examples: tuple[str, ...] = (), aliases: tuple[str, ...] = ()
           ) -> MeasureSpec:
    def trace(q: QueryInput, param: Any) -> Trace:
        value = float(kernel(q.batch(), param)[0])
        return Trace(spec, value, (), formula=f"{words}: {value:g} for this query (summed over queries, not "
                     "averaged)", ranking=q.ranking)

    return MeasureSpec(spec, "plain", words, CITATION, kernel=kernel, trace=trace, aggregate="sum", is_count=True,
                       aliases=aliases, needs_pool=spec == "num_nonrel_judged_ret", examples=examples or (spec,))


NUM_Q = _count("num_q", "num_q = 1 per query evaluated", lambda ctx, param: np.ones(ctx.m), aliases=("NumQ",))
NUM_RET = _count("num_ret", "num_ret = documents retrieved", lambda ctx, param: ctx.count.astype(float),
                 aliases=("NumRet",))
NUM_REL = _count("num_rel", "num_rel = relevant documents in the qrels (R)", lambda ctx, param: ctx.R.astype(float),
                 aliases=("NumRel",))
NUM_REL_RET = _count("num_rel_ret", "num_rel_ret = relevant documents retrieved",
                     lambda ctx, param: ctx.nrr.astype(float), aliases=("NumRelRet",))
NUM_NONREL_JUDGED_RET = _count("num_nonrel_judged_ret", "num_nonrel_judged_ret = retrieved documents judged "
                               "non-relevant", _nonrel_judged)


def _trace_runid(q: QueryInput, param: Any) -> Trace:
    return Trace("runid", q.runid, (), formula="the run's tag (the last column of its lines)")


RUNID = MeasureSpec("runid", "plain", "runid: the run's tag", "trec_eval's m_runid.c",
                    kernel=lambda ctx, param: np.ones(ctx.m), trace=_trace_runid, aggregate="runid", text=True,
                    examples=("runid",))

SPECS = (RUNID, NUM_Q, NUM_RET, NUM_REL, NUM_REL_RET, NUM_NONREL_JUDGED_RET)
