"""Precision-recall displays: the PR graph, the two interpolation schemes, AP as an area.

Everything drawn here is computed by the library (:func:`~ireval_teach.pr_points`,
:func:`~ireval_teach.interpolated_curve`, :func:`~ireval_teach.interpolation.interpolation_trace`,
:func:`~ireval_teach.average_precision` with ``trace=True``); this module only draws it.

* :func:`plot_pr` -- the precision/recall point of every rank, the raw (saw-tooth) curve through
  them in rank order, the interpolated envelope, and the 11 recall levels 0.0, 0.1, ..., 1.0 marked
  (the slides' "Interpolated precision" and "11-point" pictures; the MLRF lecture's PR graph).
* :func:`plot_schemes` -- "max to the right" (slides, IIR) and the lecture notes' step rule side by
  side, with the levels where they disagree circled.
* :func:`plot_ap_area` -- AP as a shaded area: the exact AP's rectangles (width 1/R, height P@k at
  each relevant rank), the trapezoids of the MLRF lecture's "trapezoid technique", or the area under
  the upper envelope (its "common approximation").

Artists carry a ``gid`` ("pr-points", "raw-curve", "envelope", "levels", "highlight"; "ap-area" is
one PolyCollection holding every piece of the area, "ap-area-highlight" the current piece) so tests
and widgets can find what was drawn.

>>> from ireval_teach import examples
>>> fig = plot_pr(examples.mlrf_three_of_ten().ranking)
>>> fig.axes[0].get_xlabel(), fig.axes[0].get_ylabel()
('Recall', 'Precision')
"""

from __future__ import annotations

from typing import Any, NamedTuple
from collections.abc import Sequence

import numpy as np

from ..average_precision import METHODS, average_precision
from ..errors import IrevalError, check_option
from ..interpolation import (ELEVEN_LEVELS, SCHEMES, eleven_point_average_precision, interpolated_curve,
                             interpolation_trace, scheme_differences)
from ..ranked import pr_arrays
from ..ranking import Ranking
from ..trace import Trace
from ._inputs import ranking_of, step_type
from ._style import COLORS, MIN_FONT_PT, axes_for, new_figure, number, place_label, pr_frame, style

RANK_FONT = LEVEL_FONT = MIN_FONT_PT + 1
SUBTITLE_FONT = 12

SCHEME_NAMES = {"max": "max to the right", "step": "step (lecture notes)", "first": "first rank reaching the level"}


def _top(r: Ranking, k: int | None) -> Ranking:
    """The ranking cut to its top k (same n_relevant), or ``r`` itself."""
    if k is None or k >= r.length:
        return r
    return Ranking(r.labels[:k].tolist(), r.n_relevant, threshold=r.threshold)


def envelope_xy(r: Ranking, scheme: str = "max") -> tuple[np.ndarray, np.ndarray]:
    """Corner points of the interpolated curve, for ``drawstyle="steps-pre"``.

    Interpolated precision is constant on each interval (R_(j-1), R_j] between consecutive recall
    values the ranking reaches (both schemes), so it is drawn from its value at 0 and at each R_j,
    as :func:`~ireval_teach.interpolated_curve` gives them. The curve stops at the highest recall
    reached (beyond it the interpolated precision is 0).

    >>> x, y = envelope_xy(Ranking.from_positions([1, 5, 6], length=6))
    >>> x.tolist(), [round(v, 2) for v in y.tolist()]
    ([0.0, 0.3333333333333333, 0.6666666666666666, 1.0], [1.0, 1.0, 0.5, 0.5])
    """
    rec = pr_arrays(r)[2]
    xs = np.unique(np.concatenate([[0.0], rec]))
    xs = xs[xs <= 1.0]
    return xs, interpolated_curve(r, xs.tolist(), scheme)


class _Point(NamedTuple):
    rank: int
    precision: float
    recall: float
    recall_changed: bool


class _PRPoints:
    """Precision and recall after each rank as arrays: what a PR graph draws, without one step record
    per rank (a 1,000-item ranking is drawn from three arrays; ``points[i]`` gives one point)."""

    def __init__(self, precision: Any, recall: Any, changed: Any, ranks: Any = None) -> None:
        self.precision = np.asarray(precision, dtype=float)
        self.recall = np.asarray(recall, dtype=float)
        self.changed = np.asarray(changed, dtype=bool)
        self.ranks = np.arange(1, len(self.precision) + 1) if ranks is None else np.asarray(ranks, dtype=np.int64)

    @classmethod
    def of_ranking(cls, r: Ranking, k: int | None = None) -> _PRPoints:
        """The library's precision/recall arrays (:func:`~ireval_teach.ranked.pr_arrays`); a rank changes
        recall where the recall array rises (as ``RankStep.recall_changed``)."""
        _, precision, recall = pr_arrays(r, k)
        return cls(precision, recall, np.diff(recall, prepend=0.0) > 0)

    @classmethod
    def of_steps(cls, steps: Sequence[Any]) -> _PRPoints:
        return cls([s.precision for s in steps], [s.recall for s in steps], [s.recall_changed for s in steps],
                   [s.rank for s in steps])

    def __len__(self) -> int:
        return len(self.precision)

    def __getitem__(self, i: int) -> _Point:
        return _Point(int(self.ranks[i]), float(self.precision[i]), float(self.recall[i]), bool(self.changed[i]))

    def relevant(self) -> list[_Point]:
        """The points where recall rises (the relevant ranks)."""
        return [self[int(i)] for i in np.flatnonzero(self.changed)]


def _points_of(data: Any, r: Ranking, k: int | None) -> _PRPoints:
    if isinstance(data, Trace) and step_type(data) == "RankStep":
        return _PRPoints.of_steps(data.steps)
    return _PRPoints.of_ranking(r, k)


def _draw_points(ax: Any, points: _PRPoints, annotate: bool) -> None:
    """The raw curve and the points as three lines (one artist each, however many ranks)."""
    rec, prec, rel = points.recall, points.precision, points.changed
    ax.plot(rec, prec, "-", color=COLORS["raw"], lw=1.2, alpha=0.6, gid="raw-curve",
            label="P/R after each rank (raw curve)")
    ax.plot(rec[~rel], prec[~rel], "o", mfc="white", mec=COLORS["nonrelevant"], ms=5, gid="pr-points-nonrelevant",
            label="rank not raising recall")
    ax.plot(rec[rel], prec[rel], "o", color=COLORS["relevant"], ms=8, gid="pr-points",
            label="relevant rank (recall rises)")
    if annotate:
        _label_ranks(ax, points, [])


#: where a label may go around its point (points; the first free one is used)
_RANK_OFFSETS = ((9, 9), (-9, 9), (9, -9), (-9, -9), (0, 13), (0, -13))
_LEVEL_OFFSETS = ((0, -14), (0, 12), (-16, -10), (16, -10), (-16, 10), (16, 10))


def _label_ranks(ax: Any, points: _PRPoints, taken: list) -> None:
    """The rank number beside each relevant rank's point, where it covers no marker and no label."""
    if int(np.count_nonzero(points.changed)) > 25:
        return
    relevant = points.relevant()
    for p in relevant:
        off = place_label(ax, (p.recall, p.precision), str(p.rank), RANK_FONT, _RANK_OFFSETS, taken)
        if off is not None:
            ax.annotate(f"{p.rank}", (p.recall, p.precision), textcoords="offset points", xytext=off,
                        ha="center", va="center", fontsize=RANK_FONT, color=COLORS["relevant"])


def _label_levels(ax: Any, xs: Sequence[float], ys: Sequence[float], taken: list) -> None:
    """Each level's interpolated precision next to its diamond; a label with no free place is left out
    (the level's value is in the trace table)."""
    for x_, y_ in zip(xs, ys):
        text = number(y_, 2)
        off = place_label(ax, (x_, y_), text, LEVEL_FONT, _LEVEL_OFFSETS, taken)
        if off is not None:
            ax.annotate(text, (x_, y_), textcoords="offset points", xytext=off, ha="center", va="center",
                        fontsize=LEVEL_FONT, color=COLORS["levels"], gid="level-label")


def _draw_highlight(ax: Any, x: float, y: float, text: str) -> tuple[float, float, float, float]:
    """Circle the current step and write its numbers in a callout; returns the callout's box (points,
    estimated as :func:`place_label` does) so labels placed afterwards keep clear of it."""
    ax.plot([x], [y], "o", ms=18, mfc="none", mec=COLORS["highlight"], mew=3, gid="highlight", zorder=6)
    right, low = x > 0.5, y <= 0.3  # the callout on the side with more room, so it stays inside the axes
    dx, dy = (-14 if right else 14), (18 if low else -18)
    size = MIN_FONT_PT + 1
    ax.annotate(text, (x, y), textcoords="offset points", xytext=(dx, dy),
                ha="right" if right else "left", va="bottom" if low else "top", fontsize=size,
                color="black", bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]), zorder=7)
    px, py = ax.transData.transform((x, y)) * 72.0 / ax.figure.dpi
    w, h = 0.6 * size * len(text) + 12, 1.2 * size + 12
    x0 = px + dx - (w if right else 0)
    y0 = py + dy - (0 if low else h)
    return (x0 - 4, y0 - 4, x0 + w + 4, y0 + h + 4)


def plot_pr(data: Any, ax: Any = None, *, scheme: str = "max", k: int | None = None, levels: bool = True,
            envelope: bool = True, highlight: int | None = None, annotate: bool = True,
            title: str | None = None, legend: bool = True):
    """The PR graph of one ranking; returns the matplotlib Figure.

    Parameters
    ----------
    data:
        A :class:`~ireval_teach.Ranking` (or list of labels, or worked example), or a Trace: a trace of
        rank steps (P@k, AP, PR points ...) draws its own steps' points; a trace of interpolation levels
        (:func:`~ireval_teach.interpolation.interpolation_trace`, 11-point AP) draws its own levels and
        uses its scheme.
    scheme:
        Interpolation for the envelope and the levels: ``"max"``, ``"step"`` or ``"first"``.
    k:
        Draw only the top k ranks (the envelope of the cut list).
    levels, envelope:
        Mark the 11 recall levels; draw the interpolated envelope.
    highlight:
        0-based index of a step to circle (a widget's current step): a rank for rank-step traces, a
        level for level traces.
    """
    r = ranking_of(data)
    level_steps: Any = None
    if isinstance(data, Trace) and step_type(data) == "LevelStep":
        level_steps = data.steps
        scheme = data.params.get("scheme", scheme)
    check_option("scheme", scheme, SCHEMES)
    if k is None and isinstance(data, Trace) and step_type(data) == "RankStep" and data.steps \
            and data.params.get("k") is not None:
        k = len(data.steps)  # a cut-off measure (P@k, AP@k ...): its steps are the top k
    rk = _top(r, k)
    points = _points_of(data, r, k)
    with style():
        fig, ax = axes_for(ax)
        pr_frame(ax)
        _draw_points(ax, points, annotate=False)
        colour = COLORS["envelope"] if scheme == "max" else COLORS["step"]
        if envelope and rk.n_relevant_retrieved:
            x, y = envelope_xy(rk, scheme)
            ax.plot(x, y, drawstyle="steps-pre", color=colour, lw=2.5, gid="envelope",
                    label=f"interpolated ({SCHEME_NAMES[scheme]})")
        eleven = None
        if levels:
            if level_steps is None:
                level_steps = interpolation_trace(rk, ELEVEN_LEVELS, scheme).steps
            lx = [s.level for s in level_steps]
            ly = [s.precision for s in level_steps]
            if len(level_steps) == 11 and lx == list(ELEVEN_LEVELS):
                eleven = (data.value if isinstance(data, Trace) and data.family == "11pt_avg"
                          else eleven_point_average_precision(rk, scheme))
            ax.plot(lx, ly, "D", color=COLORS["levels"], ms=7, gid="levels", zorder=5,
                    label="interpolated P at the recall levels")
        taken: list = []
        if highlight is not None:
            steps: Any = level_steps if isinstance(data, Trace) and step_type(data) == "LevelStep" else points
            if not 0 <= highlight < len(steps):
                raise IrevalError(f"highlight {highlight!r} is outside the steps 0..{len(steps) - 1}")
            s = steps[highlight]
            if hasattr(s, "level"):
                taken.append(_draw_highlight(ax, s.level, s.precision,
                                             f"r = {number(s.level)}: P = {number(s.precision)}"))
            else:
                taken.append(_draw_highlight(ax, s.recall, s.precision,
                                             f"rank {s.rank}: P = {number(s.precision)}, R = {number(s.recall)}"))
        if annotate:  # labels last: each goes where it covers no marker (the highlight's ring included)
            _label_ranks(ax, points, taken)
            if levels and len(level_steps) <= 11:
                _label_levels(ax, [s.level for s in level_steps], [s.precision for s in level_steps], taken)
        if title is None:
            head = data.measure + f" = {number(data.value)}" if isinstance(data, Trace) and _scalar(data.value) \
                else f"AP = {number(average_precision(rk))}"
            if eleven is not None and not (isinstance(data, Trace) and data.family == "11pt_avg"):
                head += f", 11-pt AP ({scheme}) = {number(eleven)}"
            title = f"{head}\n{rk.n_relevant_retrieved} of R = {r.n_relevant} relevant retrieved" \
                    + (f" in the top {k}" if k is not None else f" in {r.length} ranks")
        ax.set_title(title)
        if legend:
            ax.legend(loc="lower left")
    return fig


def _scalar(v: Any) -> bool:
    return isinstance(v, (int, float, np.floating, np.integer)) and not isinstance(v, bool)


def plot_schemes(data: Any, ax: Any = None, *, annotate: bool = True):
    """The two interpolation schemes side by side; the levels where they differ are circled.

    ``ax`` may be a pair of axes (one per scheme); returns the Figure.
    """
    r = ranking_of(data)
    diffs = scheme_differences(r)
    with style():
        if ax is None:
            fig, axes = new_figure((8.2, 5.2), ncols=2)
        else:
            try:
                axes = list(ax)
            except TypeError:
                raise IrevalError("plot_schemes draws two panels: pass ax as a pair of axes") from None
            if len(axes) != 2:
                raise IrevalError(f"plot_schemes draws two panels: got {len(axes)} axes")
            fig = axes[0].figure
        for a, scheme in zip(axes, SCHEMES):
            ap11 = eleven_point_average_precision(r, scheme)
            plot_pr(r, a, scheme=scheme, annotate=False, legend=False,
                    title=f"{SCHEME_NAMES[scheme]}\n11-pt AP = {number(ap11)}")
            a.title.set_fontsize(SUBTITLE_FONT)
            for level, vmax, vstep in diffs:
                y = vmax if scheme == "max" else vstep
                a.plot([level], [y], "o", ms=16, mfc="none", mec="black", mew=1.5, gid="scheme-difference")
            if annotate:  # labels after the circles, so none lands under one
                taken: list = []
                _label_ranks(a, _PRPoints.of_ranking(r), taken)
                _label_levels(a, ELEVEN_LEVELS, interpolated_curve(r, ELEVEN_LEVELS, scheme).tolist(), taken)
        handles, labels = axes[0].get_legend_handles_labels()
        h2, l2 = axes[1].get_legend_handles_labels()
        handles, labels = handles + [h2[-2]], labels + [l2[-2]]  # the step scheme's envelope too
        if ax is None:
            fig.legend(handles, labels, loc="outside lower center", ncols=2, fontsize=MIN_FONT_PT + 1)
        if diffs:
            fig.suptitle("circled: the levels where the schemes differ (" + "; ".join(
                f"r = {lv:g}: max {number(x, 2)}, step {number(y, 2)}" for lv, x, y in diffs[:4])
                + ("; ..." if len(diffs) > 4 else "") + ")", fontsize=MIN_FONT_PT + 1, wrap=True)
    return fig


def _ap_pieces(trace: Trace) -> list[tuple[int, list[tuple[float, float]], float, str]]:
    """Polygons of the AP area: ``(step index, corners, area, label)`` for each piece with area."""
    pieces = []
    kind = step_type(trace)
    if kind == "RankStep":  # exact AP: one rectangle of width 1/D per relevant rank
        j = 0
        for i, s in enumerate(trace.steps):
            if s.relevant and s.contribution > 0:
                width = s.contribution / s.precision
                x0 = j * width
                j += 1
                x1 = x0 + width
                pieces.append((i, [(x0, 0), (x1, 0), (x1, s.precision), (x0, s.precision)], s.contribution,
                               f"P@{s.rank}"))
    elif kind == "AreaStep":
        for i, s in enumerate(trace.steps):
            if s.recall_to > s.recall_from:
                pieces.append((i, [(s.recall_from, 0), (s.recall_to, 0), (s.recall_to, s.precision_to),
                                   (s.recall_from, s.precision_from)], s.area, f"rank {s.rank}"))
    else:
        raise IrevalError(f"cannot draw {trace.measure!r} as an area: its steps are {kind or 'empty'}")
    return pieces


def _method_of(trace: Trace) -> str:
    """The AP method of a trace, from its parameters (``average_precision``'s ``method``; exact by default)."""
    return str(trace.params.get("method", "exact"))


def plot_ap_area(data: Any, ax: Any = None, *, method: str = "exact", k: int | None = None,
                 highlight: int | None = None, annotate: bool = True, title: str | None = None,
                 legend: bool = True):
    """AP as a shaded area under the precision-recall curve; returns the Figure.

    ``data`` is an AP trace (``average_precision(r, method, trace=True)``: its pieces are drawn) or a
    ranking (the trace is computed with ``method`` and ``k``). ``method="all"`` draws the three
    methods side by side. The shaded pieces' areas add up to the AP value (the polygons of the
    collection with ``gid="ap-area"``).

    Exact AP is drawn as rectangles of width 1/D (D = R by default) and height P@k at each relevant
    rank k; with a denominator other than R the x axis counts relevant items j/D instead of recall.
    """
    if method == "all":  # a 2 x 2 grid: three panels and the legend in the fourth place
        r = ranking_of(data)
        with style():
            if ax is None:
                fig, axes = new_figure((8.2, 7.4), ncols=2, nrows=2)
                axes[3].remove()
                axes = axes[:3]
            else:
                fig, axes = list(ax)[0].figure, list(ax)
            seen: dict = {}
            for a, m in zip(axes, METHODS):
                t = average_precision(r, m, k=k, trace=True)
                plot_ap_area(t, a, annotate=annotate, legend=False, title=f"{t.measure} = {number(t.value)}")
                a.title.set_fontsize(SUBTITLE_FONT)
                for h, lab in zip(*a.get_legend_handles_labels()):
                    seen.setdefault(lab, h)
            if ax is None:
                fig.legend(list(seen.values()), list(seen), loc="center", bbox_to_anchor=(0.75, 0.25),
                           fontsize=MIN_FONT_PT + 1, title="AP as the shaded area")
        return fig
    if isinstance(data, Trace):
        trace = data
        method = _method_of(trace)
    else:
        check_option("method", method, METHODS)
        trace = average_precision(ranking_of(data), method, k=k, trace=True)
    r = ranking_of(trace)
    pieces = _ap_pieces(trace)
    from matplotlib.collections import PolyCollection
    from matplotlib.patches import Polygon

    with style():
        fig, ax = axes_for(ax)
        D_is_R = method != "exact" or trace.params.get("denominator", "relevant") == "relevant"
        pr_frame(ax, xlabel="Recall" if D_is_R else "relevant item j / D")
        # one collection for all pieces (fast to draw), the highlighted piece again on top
        ax.add_collection(PolyCollection([c for _, c, _, _ in pieces], facecolor=COLORS["area"], alpha=0.45,
                                         edgecolor=COLORS["raw"], linewidth=1, gid="ap-area"), autolim=False)
        for i, corners, area, _label in pieces:
            if highlight == i:
                ax.add_patch(Polygon(corners, closed=True, fc=COLORS["highlight"], alpha=0.85, ec=COLORS["raw"],
                                     lw=1, gid="ap-area-highlight"))
            if annotate and len(pieces) <= 12:
                xs = [c[0] for c in corners]
                ys = [c[1] for c in corners]
                ax.text(sum(xs) / 4, min(ys[2:]) / 2, number(area, 3), ha="center", va="center", fontsize=9,
                        rotation=90 if (max(xs) - min(xs)) < 0.12 else 0)
        if D_is_R:
            # AP@k traces hold the top k ranks only
            cut = len(trace.steps) if trace.params.get("k") is not None and trace.steps else None
            _draw_points(ax, _PRPoints.of_ranking(r, cut), annotate=False)
            if method == "envelope" and r.n_relevant_retrieved:
                x, y = envelope_xy(_top(r, cut), "max")
                ax.plot(x, y, drawstyle="steps-pre", color=COLORS["envelope"], lw=2.5, gid="envelope",
                        label="upper envelope")
            if method == "trapezoid":
                ax.plot([0], [1], "s", color=COLORS["raw"], ms=6, gid="trapezoid-start",
                        label="start point (R = 0, P = 1)")
        if highlight is not None:
            if not 0 <= highlight < len(trace.steps):
                raise IrevalError(f"highlight {highlight!r} is outside the steps 0..{len(trace.steps) - 1}")
            s = trace.steps[highlight]
            if hasattr(s, "recall") and D_is_R:
                _draw_highlight(ax, s.recall, s.precision,
                                f"rank {s.rank}: adds {number(s.contribution)}")
            elif hasattr(s, "area"):
                _draw_highlight(ax, s.recall_to, s.precision_to, f"rank {s.rank}: area {number(s.area)}")
        missing = r.n_relevant - r.n_relevant_retrieved
        title = title or f"{trace.measure} = {number(trace.value)} (shaded area)"
        if missing > 0 and method == "exact":
            title += f"\n{missing} relevant never retrieved: adds P = 0"
        ax.set_title(title)
        if legend and ax.get_legend_handles_labels()[0]:
            ax.legend(loc="upper right", fontsize=9)
    return fig


__all__ = ["plot_pr", "plot_schemes", "plot_ap_area", "envelope_xy"]
