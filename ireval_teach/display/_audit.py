"""The projector audit of a figure: how it looks shown inline, in screen pixels (issue 14).

:func:`screen_audit` measures one figure as a notebook shows it (``bbox_inches="tight"`` at the
figure's dpi): its pixel size, its smallest text in screen pixels (scaled down when the figure is
wider than the output area), text boxes that overlap each other and texts that cover a marker.

:func:`install` makes an IPython kernel record that audit with every figure it displays: the
``image/png`` output of a figure then carries ``metadata["image/png"]["ireval_audit"]``. The notebook
build runs its kernels with it (``notebooks/src/nbbuild.py``), so the stored notebooks say how every
figure of every lecture looks, library display or plain matplotlib, and a fast static test checks them
(``tests/test_display.py``). Nothing here runs in a student's session.
"""

from __future__ import annotations

import io
import sys
from itertools import combinations
from typing import Any

from ._style import MAX_WIDTH_PX, MIN_FONT_PT, marker_boxes, overlap, overlaps_any

#: The smallest text a projector shows readably, in screen pixels at 100 % zoom.
MIN_TEXT_PX = 12.0
#: The key of the audit record in a figure output's ``image/png`` metadata.
METADATA_KEY = "ireval_audit"

__all__ = ["MIN_TEXT_PX", "METADATA_KEY", "MIN_FONT_PT", "visible_texts", "screen_audit", "problems", "install"]


def visible_texts(fig: Any) -> list:
    """Every text matplotlib draws: titles, axis and tick labels in view, texts, annotations, legends."""
    out = list(fig.texts) + [t for lg in fig.legends for t in lg.get_texts()]
    if getattr(fig, "_suptitle", None) is not None:
        out.append(fig._suptitle)
    for name in ("_supxlabel", "_supylabel"):
        if getattr(fig, name, None) is not None:
            out.append(getattr(fig, name))
    for ax in fig.axes:
        out += [ax.title, ax._left_title, ax._right_title, *ax.texts]
        for axis in (ax.xaxis, ax.yaxis, getattr(ax, "zaxis", None)):
            if axis is not None:
                out.append(axis.label)
                out += [lab for tick in axis._update_ticks() for lab in (tick.label1, tick.label2)]
        if ax.legend_ is not None:
            out += list(ax.legend_.get_texts())
    unique = {id(t): t for t in out}
    return [t for t in unique.values() if t.get_visible() and t.get_text().strip()]


def screen_audit(fig: Any, width_limit: float | None = None) -> dict[str, Any]:
    """How ``fig`` looks shown inline: ``width``/``height`` (px), ``smallest_px`` (its smallest text on
    screen, after scaling to ``width_limit``, default :data:`~ireval_teach.display._style.MAX_WIDTH_PX`),
    ``smallest_text``, ``clashes`` (pairs of overlapping texts) and ``covered`` (texts over a marker)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from PIL import Image

    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight", dpi=fig.dpi)
    buf.seek(0)
    width, height = Image.open(buf).size
    scale = min(1.0, (width_limit or MAX_WIDTH_PX) / width)
    if not hasattr(fig.canvas, "get_renderer"):
        FigureCanvasAgg(fig)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = visible_texts(fig)
    sizes = [(t.get_fontsize() * fig.dpi / 72 * scale, t.get_text()) for t in texts]
    smallest, smallest_text = min(sizes) if sizes else (float("inf"), "")
    boxes = [(t, tuple(t.get_window_extent(renderer).extents)) for t in texts]  # pixels
    # an overlap counts beyond 1 px; a marker is its size without its edge (place_label keeps clear of the edge)
    clashes = [(a.get_text(), b.get_text()) for (a, ba), (b, bb) in combinations(boxes, 2) if overlap(ba, bb, 1.0)]
    covered = []
    for ax in fig.axes:
        if hasattr(ax, "zaxis"):
            continue
        marks = marker_boxes(ax, units="px", with_edge=False)
        for t in ax.texts:
            if not t.get_visible() or not t.get_text().strip() or t.get_bbox_patch() is not None:
                continue
            if overlaps_any(tuple(t.get_window_extent(renderer).extents), marks, 1.0):
                covered.append(t.get_text())
    return {"width": width, "height": height, "smallest_px": round(float(smallest), 2),
            "smallest_text": smallest_text, "clashes": clashes, "covered": covered}


def problems(audit: dict[str, Any]) -> list[str]:
    """What makes an audited figure unfit for a projector (an empty list when it is fit)."""
    out = []
    if audit["width"] > MAX_WIDTH_PX:
        out.append(f"{audit['width']} px wide (at most {MAX_WIDTH_PX})")
    if audit["smallest_px"] < MIN_TEXT_PX:
        out.append(f"text {audit['smallest_text']!r} is {audit['smallest_px']:.1f} px (at least {MIN_TEXT_PX:g})")
    if audit["clashes"]:
        out.append(f"overlapping labels {audit['clashes']}")
    if audit["covered"]:
        out.append(f"labels over markers {audit['covered']}")
    return out


def install(shell: Any = None) -> None:
    """Record :func:`screen_audit` in the ``image/png`` metadata of every figure ``shell`` displays.

    ``shell`` defaults to the running IPython shell. The hook wraps the shell's display formatter, so it
    survives ``%matplotlib inline`` (which re-registers the figure formatters); it imports matplotlib
    only when a figure is shown.
    """
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
    formatter = shell.display_formatter
    if getattr(formatter.format, "_ireval_audit", False):
        return
    original = formatter.format

    def format(obj: Any, include: Any = None, exclude: Any = None):
        data, md = original(obj, include=include, exclude=exclude)
        figure_type = getattr(sys.modules.get("matplotlib.figure"), "Figure", None)
        if figure_type is not None and isinstance(obj, figure_type) and "image/png" in data:
            try:
                audit = screen_audit(obj)
            except Exception as exc:  # the audit must never break a notebook: record why it failed
                audit = {"error": f"{type(exc).__name__}: {exc}"}
            md = dict(md)
            md["image/png"] = {**md.get("image/png", {}), METADATA_KEY: audit}
        return data, md

    format._ireval_audit = True  # type: ignore[attr-defined]
    formatter.format = format
