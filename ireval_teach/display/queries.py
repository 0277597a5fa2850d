"""Per-query values and their mean: the bars behind MAP (and any other average over queries).

Draws a trace of :class:`~ireval_teach.trace.QueryStep` records (``mean_average_precision(...,
trace=True)``): one bar per query at its value, queries left out of the mean hatched, and the mean
as a horizontal line labelled with the trace's value. The slides' "Variance" point -- a system does
"crummily on some information needs and excellently on others" -- is visible at a glance.

>>> from ireval_teach import mean_average_precision
>>> fig = plot_queries(mean_average_precision({"q1": [1, 0], "q2": [0, 1]}, trace=True))
>>> [float(p.get_height()) for p in fig.axes[0].patches]
[1.0, 0.5]
"""

from __future__ import annotations

from typing import Any

from ..errors import IrevalError
from ..trace import Trace
from ._inputs import step_type
from ._style import COLORS, axes_for, number, style


def plot_queries(data: Trace, ax: Any = None, *, highlight: int | None = None, annotate: bool = True,
                 title: str | None = None):
    """One bar per query (its value), the mean as a line; returns the Figure."""
    if not isinstance(data, Trace) or step_type(data) != "QueryStep":
        raise IrevalError("plot_queries draws a trace of per-query steps, e.g. "
                          "mean_average_precision(runs, trace=True)")
    steps = data.steps
    with style():
        fig, ax = axes_for(ax, (max(6.0, 0.5 * len(steps) + 3), 4.5))
        xs = list(range(len(steps)))
        for i, s in enumerate(steps):
            colour = COLORS["highlight"] if i == highlight else COLORS["area"]
            ax.bar(i, s.value, color=colour if s.included else "white", ec=COLORS["raw"],
                   hatch=None if s.included else "//", gid="query-value")
            if annotate and len(steps) <= 20:
                ax.text(i, s.value + 0.02, number(s.value, 3), ha="center", va="bottom", fontsize=9)
        ax.axhline(float(data.value), color=COLORS["envelope"], lw=2, gid="mean",
                   label=f"{data.measure} = {number(data.value)}")
        ax.set_xticks(xs)
        ax.set_xticklabels([s.query for s in steps], rotation=90 if len(steps) > 12 else 0)
        ax.set_xlabel("query")
        ax.set_ylabel("value per query")
        top = max([1.0] + [float(s.value) for s in steps])
        ax.set_ylim(0, top * 1.1)
        ax.legend(loc="upper right")
        ax.set_title(title or f"{data.measure}: {sum(s.included for s in steps)} queries averaged")
    return fig


__all__ = ["plot_queries"]
