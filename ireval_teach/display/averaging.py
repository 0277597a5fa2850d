"""Averaged PR curves: over recall levels (the lecture notes), radially and in boxes (Sebe et al.).

Draws what :mod:`ireval_teach.averaging` and :mod:`ireval_teach.radial` compute:

* :func:`plot_averaged_pr` -- each query's interpolated precision at the reference recall levels
  (thin lines) and their mean, the averaged PR curve (thick), as the lecture notes build it
  (``004_*.txt``, "To compute one PR curve for a set of queries"). Takes the queries or the trace
  of :func:`~ireval_teach.averaging.averaged_pr_curve`.
* :func:`plot_radial_box` -- the radial average (constant relevant scope) against the pbox and rbox
  averages of the same queries, with each query's own PR curve (Sebe et al.'s Fig. 3). Takes a
  :class:`~ireval_teach.radial.Figure3Result` or a dict of :class:`~ireval_teach.radial.AveragedCurve`.

gids: "query-curve", "average", "radial", "pbox", "rbox".

>>> from ireval_teach import Ranking
>>> fig = plot_averaged_pr([Ranking.from_positions([1, 2, 4, 15], length=20), Ranking.from_positions([2, 5], length=20)])
>>> fig.axes[0].get_xlabel()
'Recall'
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any
from collections.abc import Sequence

import numpy as np

from ..averaging import averaged_pr_curve, compare_curves, interpolated_matrix
from ..errors import IrevalError
from ..interpolation import ELEVEN_LEVELS, SCHEMES
from ..radial import AveragedCurve, Figure3Result
from ..ranked import pr_points
from ..trace import Trace
from ._inputs import step_type
from ._style import COLORS, MIN_FONT_PT, axes_for, number, place_label, pr_frame, style


def _from_trace(trace: Trace) -> tuple[list[float], OrderedDict[str, list[float]], str]:
    levels: list[float] = []
    per_query: OrderedDict[str, list[float]] = OrderedDict()
    for s in trace.steps:
        if not levels or levels[-1] != s.level:
            levels.append(s.level)
        per_query.setdefault(s.query, []).append(s.precision)
    return levels, per_query, str(trace.params.get("scheme", "max"))


def plot_averaged_pr(data: Any, ax: Any = None, *, levels: Sequence[float] = ELEVEN_LEVELS, scheme: str = "max",
                     highlight: int | None = None, annotate: bool = True, title: str | None = None,
                     legend: bool = True):
    """Each query's interpolated curve and their average at the recall levels; returns the Figure.

    ``data``: rankings (a list or dict qid -> ranking) or an ``averaged_pr_curve(..., trace=True)``
    trace. ``highlight``: index of a recall level to mark (the widgets' current level).
    """
    if isinstance(data, Trace):
        if step_type(data) != "CurveStep":
            raise IrevalError(f"plot_averaged_pr draws an averaged PR curve trace, got {data.measure!r}")
        lv, per_query, scheme = _from_trace(data)
        average = list(data.value)
    else:
        if scheme not in SCHEMES:
            raise IrevalError(f"unknown scheme {scheme!r}; choose one of {', '.join(map(repr, SCHEMES))}")
        qids, lv_arr, M = interpolated_matrix(data, levels, scheme)
        lv = lv_arr.tolist()
        per_query = OrderedDict((q, M[i].tolist()) for i, q in enumerate(qids))
        average = averaged_pr_curve(data, levels, scheme).tolist()
    with style():
        fig, ax = axes_for(ax, (7.5, 5.5))
        pr_frame(ax)
        many = len(per_query) > 8
        for q, ys in per_query.items():
            ax.plot(lv, ys, "-", lw=1, alpha=0.35 if many else 0.7, marker=None if many else ".",
                    gid="query-curve", label=None if many else f"query {q}")
        ax.plot(lv, average, "-D", lw=3, ms=6, color=COLORS["accent"], gid="average",
                label=f"average over {len(per_query)} queries")
        if annotate and len(lv) <= 11:  # each value where it covers no marker or label (else left out)
            taken: list = []
            for x, y in zip(lv, average):
                off = place_label(ax, (x, y), number(y, 2), MIN_FONT_PT, ((0, 11), (0, -12), (-14, 9), (14, 9),
                                                                            (-14, -10), (14, -10)), taken)
                if off is not None:
                    ax.annotate(number(y, 2), (x, y), textcoords="offset points", xytext=off, ha="center",
                                va="center", fontsize=MIN_FONT_PT)
        if highlight is not None:
            if not 0 <= highlight < len(lv):
                raise IrevalError(f"highlight {highlight!r} is outside the levels 0..{len(lv) - 1}")
            ax.axvline(lv[highlight], color=COLORS["highlight"], lw=2, alpha=0.7, gid="highlight")
        summary = compare_curves({"average": average}, lv)
        ax.set_title(title or f"averaged PR curve ({scheme}): mean over the {len(lv)} levels = "
                              f"{number(summary.mean_precision[0])}")
        if legend:
            ax.legend(loc="lower left", fontsize=9)
    return fig


def _named_curves(data: Any) -> tuple[OrderedDict[str, AveragedCurve], tuple]:
    if isinstance(data, Figure3Result):
        return OrderedDict([("radial", data.radial), ("pbox", data.pbox), ("rbox", data.rbox)]), data.rankings
    if isinstance(data, dict) and data and all(isinstance(v, AveragedCurve) for v in data.values()):
        return OrderedDict(data), ()
    raise IrevalError("plot_radial_box draws a Figure3Result (ireval_teach.radial.figure3_setting()) or a dict "
                      "name -> AveragedCurve")


def plot_radial_box(data: Any, ax: Any = None, *, rankings: Sequence[Any] = (), max_scope: int | None = None,
                    title: str | None = None, legend: bool = True):
    """Radial average against pbox and rbox (Sebe et al. Fig. 3); returns the Figure.

    Each query's PR curve (its (r, p) at every scope, up to ``max_scope``) is drawn thin; the radial
    average as a line; box averages as markers. With a Figure3Result the title says which of the
    paper's four claims hold in this setting.
    """
    curves, own = _named_curves(data)
    rankings = tuple(rankings) or own
    style_of = {"radial": dict(ls="-", lw=2.8, color=COLORS["accent"], marker=None),
                "pbox": dict(ls="--", lw=1.5, color=COLORS["envelope"], marker="s", ms=6),
                "rbox": dict(ls="--", lw=1.5, color=COLORS["step"], marker="^", ms=7)}
    with style():
        fig, ax = axes_for(ax, (7.5, 6.0))
        pr_frame(ax)
        for i, r in enumerate(rankings):
            pts = pr_points(r, max_scope)
            ax.plot([p.recall for p in pts], [p.precision for p in pts], "-", lw=1, alpha=0.45,
                    color=COLORS["ideal"], gid="query-curve", label="each query's PR curve" if i == 0 else None)
        for name, cv in curves.items():
            kw = style_of.get(name, dict(ls="-", lw=1.5))
            ok = ~(np.isnan(cv.recall) | np.isnan(cv.precision))
            ax.plot(cv.recall[ok], cv.precision[ok], gid=name, label=f"{name} average", **kw)
        if title is None:
            if isinstance(data, Figure3Result):
                held = sum(ok for _, ok in data.claims.values())
                title = (f"radial vs box averaging (mu {data.mu_low:g} and {data.mu_high:g}, {data.mode}): "
                         f"{held} of the paper's 4 claims hold")
            else:
                title = "averaged PR curves: " + ", ".join(curves)
        ax.set_title(title, fontsize=12)
        if legend:
            ax.legend(loc="upper right", fontsize=9)
    return fig


__all__ = ["plot_averaged_pr", "plot_radial_box"]
