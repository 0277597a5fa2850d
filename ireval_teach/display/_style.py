"""Shared plotting defaults and helpers for :mod:`ireval_teach.display` (matplotlib imported lazily).

Projector defaults: large fonts, thick lines, a light grid, no top/right spines. Every plot
function draws inside :func:`style` so the defaults apply whether it makes its own figure or
draws into the caller's axes.

Figures made here are created with pyplot and immediately closed: a notebook then shows a
returned figure exactly once (no second copy at the end of the cell) and long sessions do not
pile up open figures. ``display(fig)`` or ``fig.savefig(...)`` show or save it.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any
from collections.abc import Iterator, Sequence

import numpy as np

#: rcParams used for every plot.
STYLE = {
    "font.size": 13,
    "axes.titlesize": 14,
    "axes.labelsize": 14,
    "xtick.labelsize": 12,
    "ytick.labelsize": 12,
    "legend.fontsize": 11,
    "legend.framealpha": 0.85,
    "lines.linewidth": 2.0,
    "lines.markersize": 7,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.dpi": 100,
    "savefig.dpi": 100,
    "savefig.bbox": None,
}

#: Projector limits every display keeps (a test checks them): no text smaller than MIN_FONT_PT at the
#: figure's dpi (9 pt at 100 dpi = 12.5 px on screen at 100 % zoom), no figure wider than MAX_WIDTH_PX
#: (JupyterLab's output area at 1366 x 768 with the file browser open is about 860-930 px, so a figure is
#: never scaled down and its text keeps its size).
MIN_FONT_PT = 9
MAX_WIDTH_PX = 850

#: One colour per role, the same in every plot (colour-blind safe Okabe-Ito palette).
COLORS = {
    "raw": "#0072B2",        # precision/recall at each rank
    "relevant": "#0072B2",
    "nonrelevant": "#999999",
    "envelope": "#D55E00",   # interpolated precision
    "step": "#009E73",       # the step interpolation scheme
    "levels": "#CC79A7",     # 11 recall levels
    "area": "#56B4E9",       # shaded areas (AP)
    "ideal": "#999999",      # ideal ranking, chance line
    "highlight": "#E69F00",  # the widgets' current step
    "accent": "#000000",
}


def use_projector_style() -> None:
    """Make :data:`STYLE` the session's matplotlib defaults (plots drawn with plain matplotlib in a
    notebook then share the displays' theme: the same fonts, lines and grid)."""
    matplotlib().rcParams.update(STYLE)


def matplotlib():
    """Import matplotlib on first use (numpy is the only core dependency)."""
    try:
        import matplotlib as mpl
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise ImportError("plotting needs matplotlib: pip install 'ireval-teach[notebooks]'") from exc
    return mpl


@contextmanager
def style() -> Iterator[None]:
    """Apply :data:`STYLE` while drawing."""
    mpl = matplotlib()
    with mpl.rc_context(STYLE):
        yield


def new_figure(figsize: tuple[float, float] = (7.0, 5.0), ncols: int = 1, nrows: int = 1,
               projection: str | None = None):
    """A new closed pyplot figure with ``nrows x ncols`` axes; returns ``(fig, axes)``.

    ``axes`` is a single Axes for 1 x 1, else a flat list.
    """
    matplotlib()
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=figsize, layout="constrained")
    plt.close(fig)
    kw = {"projection": projection} if projection else {}
    axes = [fig.add_subplot(nrows, ncols, i + 1, **kw) for i in range(nrows * ncols)]
    return fig, (axes[0] if len(axes) == 1 else axes)


def axes_for(ax: Any, figsize: tuple[float, float] = (7.0, 5.0)):
    """``(fig, ax)``: the caller's axes, or a new figure with one axes."""
    if ax is None:
        return new_figure(figsize)
    return ax.figure, ax


def pr_frame(ax: Any, xlabel: str = "Recall", ylabel: str = "Precision") -> None:
    """Axes for a precision-recall graph: both axes 0..1 with a little margin, labelled."""
    ax.set_xlim(-0.02, 1.04)
    ax.set_ylim(-0.02, 1.06)
    ax.set_xticks([i / 10 for i in range(0, 11, 2)])
    ax.set_yticks([i / 10 for i in range(0, 11, 2)])
    label_axes(ax, xlabel, ylabel)


def label_axes(ax: Any, xlabel: str, ylabel: str) -> None:
    """Axis labels and tick labels at the projector sizes (also on axes made elsewhere), light grid."""
    ax.set_xlabel(xlabel, fontsize=STYLE["axes.labelsize"])
    ax.set_ylabel(ylabel, fontsize=STYLE["axes.labelsize"])
    ax.tick_params(labelsize=STYLE["xtick.labelsize"])
    ax.grid(True, alpha=0.3)


def number(x: Any, digits: int = 4) -> str:
    """A number as the tables print it (see :func:`ireval_teach.trace.format_number`)."""
    from ..trace import format_number

    return format_number(x, digits)


def place_label(ax: Any, xy: tuple[float, float], text: str, fontsize: float,
                offsets: Sequence[tuple[float, float]] = ((0, -15), (0, 10), (-10, 0), (10, 0)),
                taken: list | None = None) -> tuple[float, float] | None:
    """The first offset (points) where a label of ``text`` at data point ``xy`` covers no marker of the
    axes and no label in ``taken`` (boxes in points, appended to); ``None`` when every offset is covered.

    The label box is estimated (0.6 em a character, 1.2 em high) in the axes' current geometry, so
    callers can place labels before the figure is drawn; offsets are for ``ha="center", va="center"``.
    """
    fig = ax.figure
    to_pt = 72.0 / fig.dpi
    px, py = ax.transData.transform(xy) * to_pt
    lines = text.split("\n")
    w = 0.6 * fontsize * max(max(map(len, lines)), 1) + 3  # 1.5 pt to spare on each side
    h = 1.2 * fontsize * len(lines) + 3
    markers = marker_boxes(ax)  # (m, 4) array: each candidate box is tested against all at once
    x0, y0, x1, y1 = ax.get_position().extents * np.repeat(fig.get_size_inches(), 1)[[0, 1, 0, 1]] * 72
    for dx, dy in offsets:
        cx, cy = px + dx, py + dy
        box = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        if box[0] < x0 or box[1] < y0 or box[2] > x1 or box[3] > y1:  # inside the axes only
            continue
        if overlaps_any(box, markers, 0.5) or any(overlap(box, t, 0.5) for t in (taken or [])):
            continue
        if taken is not None:
            taken.append(box)
        return dx, dy
    return None


def marker_boxes(ax: Any, units: str = "pt", with_edge: bool = True) -> np.ndarray:
    """Boxes (rows x0, y0, x1, y1) of every marker drawn by the axes' lines, as one array.

    ``units``: ``"pt"`` (points, as :func:`place_label` places labels) or ``"px"`` (display pixels, as
    the figure audit measures). ``with_edge``: a marker's box takes in half its edge width too (the
    edge is drawn centred on the marker's outline), so that a label placed here keeps clear of it;
    False: the marker's size only (the audit's convention: a text touching an edge is not covering).
    """
    dpi = ax.figure.dpi
    boxes = [np.empty((0, 4))]
    for line in ax.lines:
        if line.get_marker() in (None, "None", "", " ") or not line.get_visible():
            continue
        r = line.get_markersize() / 2  # points
        if with_edge:
            r += line.get_markeredgewidth() / 2
        xy = line.get_xydata()
        if not len(xy):
            continue
        p = ax.transData.transform(xy)  # display pixels
        if units == "pt":
            p = p * (72.0 / dpi)
        else:
            r = r * dpi / 72
        boxes.append(np.column_stack([p[:, 0] - r, p[:, 1] - r, p[:, 0] + r, p[:, 1] + r]))
    return np.concatenate(boxes)


def overlaps_any(box: Sequence[float], boxes: np.ndarray, tol: float) -> bool:
    """Whether ``box`` (x0, y0, x1, y1) overlaps any row of ``boxes`` by more than ``tol`` in both
    directions (as :func:`overlap`; a row with a NaN, a point not drawn, overlaps nothing)."""
    if not len(boxes):
        return False
    w = np.minimum(box[2], boxes[:, 2]) - np.maximum(box[0], boxes[:, 0])
    h = np.minimum(box[3], boxes[:, 3]) - np.maximum(box[1], boxes[:, 1])
    return bool(np.any((w > tol) & (h > tol)))


def overlap(a: Sequence[float], b: Sequence[float], tol: float) -> bool:
    """Whether boxes ``a`` and ``b`` (x0, y0, x1, y1) overlap by more than ``tol`` in both directions."""
    return min(a[2], b[2]) - max(a[0], b[0]) > tol and min(a[3], b[3]) - max(a[1], b[1]) > tol
