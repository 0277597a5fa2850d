"""DCG / NDCG displays: each rank's gain and discounted gain as bars, the ideal ranking beside.

Draws a trace of :func:`ireval_teach.graded.dcg` or :func:`ireval_teach.graded.ndcg` (or computes
the NDCG trace of a ranking): at each rank a pale bar for the gain and a solid bar for the
discounted gain (the gap between them is what the discount takes away; the divisor is written
above), the ideal ranking's bars beside them in grey, and the running DCG and ideal DCG as lines.
With NDCG each rank's DCG / ideal DCG is written under the line (the slides' "NDCG values" row).

Artists carry gids: "gain", "discounted-gain", "ideal-gain", "ideal-discounted-gain" (bars, each
one collection; :func:`bar_heights` reads them back), "dcg", "ideal-dcg", "highlight".

>>> fig = plot_dcg([3, 2, 3, 0, 0, 1, 2, 2, 3, 0])  # the slides' example
>>> dg = [c for c in fig.axes[0].collections if c.get_gid() == "discounted-gain"][0]
>>> [round(h, 2) for h in bar_heights(dg)][:3]
[3.0, 2.0, 1.89]
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import IrevalError, check_option
from ..graded import FORMULATIONS, IDEALS, ndcg
from ..trace import Trace
from ._inputs import ranking_of, step_type
from ._style import COLORS, MIN_FONT_PT, axes_for, label_axes, number, place_label, style

LABEL_FONT = MIN_FONT_PT + 1
ROW_TOP, ROW_HEIGHT = 22, 15  # points below the rank axis: the first value row, the row spacing
_DCG_OFFSETS = ((0, 10), (-12, 10), (12, 10), (0, -12), (-14, 0), (14, 0))


def _trace_of(data: Any, formulation: str, k: int | None, ideal: str) -> Trace:
    if isinstance(data, Trace):
        if step_type(data) not in ("DCGStep", "NDCGStep"):
            raise IrevalError(f"plot_dcg draws a DCG or NDCG trace, got {data.measure!r}")
        return data
    check_option("formulation", formulation, FORMULATIONS)
    check_option("ideal ranking", ideal, IDEALS)
    return ndcg(ranking_of(data), k, formulation=formulation, ideal=ideal, trace=True)


def nice_top(v: float) -> float:
    """The smallest "round" number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten) >= v.

    Used as the upper y limit, so small changes of the data keep the same axes (and the widgets keep
    their cached frame).

    >>> nice_top(9.61 * 1.1), nice_top(0.7), nice_top(1.0)
    (12.0, 0.8, 1.0)
    """
    if v <= 0:
        return 1.0
    e = 10.0 ** np.floor(np.log10(v))
    for m in (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0):
        if m * e >= v * (1 - 1e-12):
            return float(m * e)
    return float(10 * e)  # pragma: no cover - the loop always returns


def bars(ax: Any, x: Any, heights: Any, width: float, *, gid: str, **kwargs: Any):
    """Bars as ONE compound path in a PolyCollection: one artist and one path to draw, however many bars
    (1,000 bars drew in about 12 ms as 1,000 paths, under 1 ms as one; the legend shows it as a bar).

    Each bar is the closed piece (x - w/2, 0), (x + w/2, 0), (x + w/2, h), (x - w/2, h) of the path;
    :func:`bar_heights` reads the heights back.
    """
    from matplotlib.collections import PolyCollection
    from matplotlib.path import Path

    half = width / 2
    xs = np.asarray(x, dtype=float)
    hs = np.asarray(heights, dtype=float)
    verts = np.zeros((len(xs), 5, 2))  # four corners and the closing vertex per bar, built in one pass
    verts[:, (0, 3, 4), 0] = (xs - half)[:, None]
    verts[:, (1, 2), 0] = (xs + half)[:, None]
    verts[:, (2, 3), 1] = hs[:, None]
    codes = np.tile(np.array([Path.MOVETO, Path.LINETO, Path.LINETO, Path.LINETO, Path.CLOSEPOLY],
                             dtype=Path.code_type), len(xs))
    coll = PolyCollection([], gid=gid, **kwargs)
    # the compound path, set as is: set_paths would rebuild it from vertex lists, bar by bar
    coll._paths = [Path(verts.reshape(-1, 2), codes)] if len(xs) else []  # type: ignore[attr-defined]
    ax.add_collection(coll, autolim=False)
    return coll


def bar_heights(coll: Any) -> list[float]:
    """The heights of the bars drawn by :func:`bars` (read back from the collection's path)."""
    return [float(h) for p in coll.get_paths() for h in p.vertices.reshape(-1, 5, 2)[:, 2, 1]]


def plot_dcg(data: Any, ax: Any = None, *, formulation: str = "classic", k: int | None = None,
             ideal: str = "judged_list", highlight: int | None = None, annotate: bool = True,
             title: str | None = None, legend: bool = True, max_rank: int | None = None):
    """Gains, discounted gains and running DCG per rank, with the ideal ranking beside; returns the Figure.

    ``data`` is a DCG/NDCG trace (drawn as it is) or a graded ranking (its NDCG trace is computed with
    ``formulation``, ``k`` and ``ideal``). ``highlight`` is the 0-based step (rank - 1) to mark.
    ``max_rank`` keeps the x axis at ranks 1..max_rank when fewer are drawn (a widget's cut-off).
    """
    trace = _trace_of(data, formulation, k, ideal)
    steps = trace.steps
    has_ideal = step_type(trace) == "NDCGStep"
    n = len(steps)
    ranks = np.arange(1, n + 1)
    width = 0.38 if has_ideal else 0.7
    off = width / 2 if has_ideal else 0.0
    own_figure = ax is None
    with style():
        fig, ax = axes_for(ax, (min(8.2, max(7.0, 0.4 * n + 3.5)), 5.6))
        gain = [s.gain for s in steps]
        dg = [s.discounted_gain for s in steps]
        bars(ax, ranks - off, gain, width, facecolor="none", edgecolor=COLORS["raw"], linestyle="--",
             linewidth=1, label="gain", gid="gain")
        bars(ax, ranks - off, dg, width, facecolor=COLORS["area"], edgecolor=COLORS["raw"], linewidth=1,
             label="discounted gain (gain ÷ discount)", gid="discounted-gain")
        dcg_run = [s.dcg for s in steps]
        ax.plot(ranks, dcg_run, "o-", color=COLORS["raw"], lw=2, ms=5, label="DCG (running sum)", gid="dcg")
        top = max(dcg_run + gain + [1.0])
        if has_ideal:
            bars(ax, ranks + off, [s.ideal_gain for s in steps], width, facecolor="none",
                 edgecolor=COLORS["ideal"], linestyle="--", linewidth=1, gid="ideal-gain")
            bars(ax, ranks + off, [s.ideal_discounted_gain for s in steps], width, facecolor="#d9d9d9",
                 edgecolor=COLORS["ideal"], linewidth=1, label="ideal discounted gain",
                 gid="ideal-discounted-gain")
            idcg = [s.ideal_dcg for s in steps]
            ax.plot(ranks, idcg, "s--", color="#666666", lw=1.6, ms=4, label="ideal DCG", gid="ideal-dcg")
            top = max(top, max(idcg))
        span = max(n, max_rank or 0)
        ax.set_xlim(0.4, span + 0.6)
        ax.set_ylim(0, nice_top(top * 1.12))
        step = max(1, span // 20)
        ax.set_xticks(list(range(1, span + 1, step)))
        rows = 0
        if highlight is not None:
            if not 0 <= highlight < n:
                raise IrevalError(f"highlight {highlight!r} is outside the steps 0..{n - 1}")
            s = steps[highlight]
            bars(ax, [s.rank - off], [max(s.gain, 0.02 * top)], width, facecolor="none",
                 edgecolor=COLORS["highlight"], linewidth=3, gid="highlight-bar")
            ax.plot([s.rank], [s.dcg], "o", ms=16, mfc="none", mec=COLORS["highlight"], mew=3, gid="highlight")
            text = (f"rank {s.rank}: {number(s.gain)} / {number(s.discount)} = {number(s.discounted_gain)}\n"
                    f"DCG = {number(s.dcg)}" + (f", ideal {number(s.ideal_dcg)}, NDCG {number(s.ndcg)}"
                                                 if has_ideal else ""))
            ax.text(0.02, 0.97, text, transform=ax.transAxes, ha="left", va="top", fontsize=LABEL_FONT,
                    bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]), zorder=8)
        if annotate and n <= 30:
            for s in steps:  # each bar's grade at its foot (the ideal ranking's in grey)
                lab = "-" if s.label is None else str(s.label)
                ax.text(s.rank - off, 0.02 * top, lab, ha="center", va="bottom", fontsize=LABEL_FONT,
                        color="black", fontweight="bold")
                if has_ideal and s.ideal_label is not None:
                    ax.text(s.rank + off, 0.02 * top, str(s.ideal_label), ha="center", va="bottom",
                            fontsize=LABEL_FONT, color="#555555")
            taken: list = []
            for s in steps:  # the running DCG next to its point, where it covers no marker or label
                text = number(s.dcg, 2)
                where = place_label(ax, (s.rank, s.dcg), text, LABEL_FONT, _DCG_OFFSETS, taken)
                if where is not None:
                    ax.annotate(text, (s.rank, s.dcg), textcoords="offset points", xytext=where, ha="center",
                                va="center", fontsize=LABEL_FONT, color=COLORS["raw"])
        if annotate and span <= 15:
            # rows under the rank axis, one value per rank (the slides' table): discount, NDCG
            table = [("÷", [number(s.discount, 2) for s in steps])]
            if has_ideal:
                table.append(("NDCG", [number(s.ndcg, 2) for s in steps]))
            for row, (name, values) in enumerate(table):
                y = -(ROW_TOP + row * ROW_HEIGHT)
                ax.annotate(name, (0, 0), xycoords="axes fraction", textcoords="offset points", xytext=(-6, y),
                            ha="right", va="top", fontsize=LABEL_FONT, color="#333333", annotation_clip=False)
                for s, v in zip(steps, values):
                    ax.annotate(v, (s.rank, 0), xycoords=("data", "axes fraction"), textcoords="offset points",
                                xytext=(0, y), ha="center", va="top", fontsize=LABEL_FONT,
                                color=COLORS["envelope"] if name == "NDCG" else "#333333", annotation_clip=False)
            rows = len(table)
        label_axes(ax, "rank", "gain / DCG")
        if rows:
            ax.xaxis.labelpad = rows * ROW_HEIGHT + 4
        if title is None:
            title = f"{trace.measure} = {number(trace.value)}"
            if has_ideal and steps:
                last = steps[-1]
                title += f" = DCG {number(last.dcg)} / ideal DCG {number(last.ideal_dcg)}"
        ax.set_title(title)
        if legend:
            if own_figure:
                fig.legend(loc="outside lower center", ncols=2, fontsize=LABEL_FONT)
            else:
                ax.legend(loc="upper left", fontsize=LABEL_FONT)
    return fig


__all__ = ["plot_dcg", "bars", "bar_heights", "nice_top"]
