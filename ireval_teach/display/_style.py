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
from typing import Any, Iterator

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
