"""What the plot functions accept as ``data``: a Trace, a Ranking, a list of labels or a worked example."""

from __future__ import annotations

from typing import Any

from ..errors import IrevalError
from ..ranking import Ranking, as_ranking
from ..trace import Trace


def ranking_of(data: Any) -> Ranking:
    """The :class:`~ireval_teach.Ranking` behind ``data`` (a Trace keeps its input in ``.ranking``)."""
    if isinstance(data, Trace):
        if isinstance(data.ranking, Ranking):
            return data.ranking
        raise IrevalError(f"the trace {data.measure!r} does not hold a single ranking to draw")
    if hasattr(data, "ranking") and isinstance(data.ranking, Ranking):  # a WorkedExample
        return data.ranking
    return as_ranking(data)


def step_type(trace: Trace) -> str:
    """Class name of a trace's step records (``""`` for a trace without steps)."""
    return type(trace.steps[0]).__name__ if trace.steps else ""
