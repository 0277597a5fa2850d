"""Fast re-rendering of one matplotlib axes to image bytes (JPEG or PNG) for an ``ipywidgets.Image``.

A widget update replaces the data drawn in the axes (lines, points, patches, texts, legend,
title) and keeps the frame (spines, ticks, tick labels, grid, axis labels). The frame is rendered
once and cached as a pixel background (matplotlib's blitting); an update restores it and draws
only the data artists on top, then encodes the pixels (JPEG by default: about 1 ms, against
10-15 ms for PNG). When the frame changes (other axis limits, ticks, labels or legend entries) the
whole figure is drawn again and that frame is cached too (the last few frames are kept, so
switching back and forth between settings redraws nothing).
The picture is the one a full draw gives, except that data are drawn above the grid lines and the
legend sits beside the axes; the cost is a fraction (see ``benchmarks/README_widgets.md``).

Figures here are ``matplotlib.figure.Figure`` objects with an Agg canvas: no pyplot state, so
nothing is shown twice in a notebook and nothing depends on the notebook's backend.
"""

from __future__ import annotations

import io
import textwrap
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, cast
from collections.abc import Callable

if TYPE_CHECKING:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.legend import Legend


#: the legend beside the axes: labels wrapped at this many characters; the title at most this size (pt)
LEGEND_CHARS = 24
TITLE_PT = 12


class AxesRenderer:
    """One figure with one axes, redrawn by a plot function on every update.

    ``render(draw)`` calls ``draw(ax)`` (e.g. ``lambda ax: plot_pr(trace, ax)``) after removing the
    previous data artists, and returns the encoded image (``self.format``: "jpeg" or "png").
    """

    def __init__(self, figsize: tuple[float, float] = (10.0, 5.0), dpi: int = 80,
                 margins: tuple[float, float, float, float] = (0.08, 0.11, 0.66, 0.88),
                 fmt: str = "jpeg") -> None:
        if fmt not in ("jpeg", "png"):
            raise ValueError(f"image format must be 'jpeg' or 'png', got {fmt!r}")
        self.format = fmt
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.figure = Figure(figsize=figsize, dpi=dpi)
        FigureCanvasAgg(self.figure)
        left, bottom, right, top = margins
        self.figure.subplots_adjust(left=left, bottom=bottom, right=right, top=top)
        self._legend_x, self._top = right + 0.01, top
        self._legend: Legend | None = None
        self._kind = ""
        # the title lives in the figure at a fixed place (an axes title moves itself on every draw)
        self._title = self.figure.text((left + right) / 2, top + 0.015, "", ha="center", va="bottom")
        self._legend_labels: tuple = ()
        self.ax = self.figure.add_subplot()
        self._background = None
        # frames already drawn, by signature (axis limits, ticks, labels, legend entries): switching
        # back and forth between a few frames (e.g. DCG formulations) redraws none of them
        self._backgrounds: OrderedDict[tuple, Any] = OrderedDict()
        self.max_frames = 8
        self.full_draws = 0  # how often the frame had to be drawn again (for the benchmark)

    # -- which artists are data, which are frame -------------------------------------------------
    def _data_artists(self) -> list:
        ax = self.ax
        arts = [*ax.lines, *ax.patches, *ax.texts, *ax.collections, *ax.images, *ax.artists, *ax.tables]
        if ax.legend_ is not None:
            arts.append(ax.legend_)
        return arts

    def _frame_signature(self) -> tuple:
        ax = self.ax
        return (ax.get_xlim(), ax.get_ylim(), tuple(ax.get_xticks()), tuple(ax.get_yticks()),
                tuple(t.get_text() for t in ax.get_xticklabels()),
                tuple(t.get_text() for t in ax.get_yticklabels()),
                ax.get_xlabel(), ax.get_ylabel(), ax.xaxis.labelpad,
                # matplotlib has no public getter of the grid state
                ax.xaxis._major_tick_kw.get("gridOn"),  # type: ignore[attr-defined]
                self.figure.get_size_inches().tobytes(), self.figure.dpi)

    def clear(self) -> None:
        """Remove the data artists and the title (keep the frame)."""
        for c in list(self.ax.containers):  # bar containers (and their bars): they carry legend labels
            c.remove()
        for a in self._data_artists():
            a.remove()
        self.ax.set_title("")
        self._title.set_text("")
        self.ax.set_prop_cycle(None)  # colours start again from the first (as in a new axes)

    def render(self, draw: Callable[[Any], Any], kind: str = "") -> bytes:
        """Clear the data, call ``draw(ax)``, return the encoded image of the figure.

        ``draw`` should not make a legend (plot functions take ``legend=False``): the renderer puts
        the legend beside the axes, as part of the cached frame, and rebuilds it only when its
        labels change. ``kind`` names the kind of plot: when it changes (another display function) the
        axes are cleared completely first, so nothing of the previous frame (limits, ticks, aspect) stays.
        """
        if kind != self._kind:
            self.ax.cla()
            self._kind = kind
        self.clear()
        draw(self.ax)
        title = self.ax.title
        self._title.set_text(title.get_text())
        self._title.set_fontsize(min(title.get_fontsize(), TITLE_PT))
        title.set_text("")
        if self.ax.legend_ is not None:
            self.ax.legend_.remove()
        handles, labels = self.ax.get_legend_handles_labels()
        if tuple(labels) != self._legend_labels:
            if self._legend is not None:
                self._legend.remove()
                self._legend = None
            if handles:  # long labels wrap between words, so the legend fits beside the axes
                wrapped = [textwrap.fill(lab, LEGEND_CHARS, break_long_words=False) for lab in labels]
                self._legend = self.figure.legend(handles, wrapped, loc="upper left",
                                                  bbox_to_anchor=(self._legend_x, self._top), fontsize=10,
                                                  frameon=False)
            self._legend_labels = tuple(labels)
        canvas = cast("FigureCanvasAgg", self.figure.canvas)   # the Agg canvas made in __init__
        sig = self._frame_signature() + (self._legend_labels,)
        background = self._backgrounds.get(sig)
        if background is None:
            data = self._data_artists() + [self._title]
            shown = [a.get_visible() for a in data]
            for a in data:
                a.set_visible(False)
            canvas.draw()
            background = canvas.copy_from_bbox(self.figure.bbox)
            for a, v in zip(data, shown):
                a.set_visible(v)
            self._backgrounds[sig] = background
            while len(self._backgrounds) > self.max_frames:
                self._backgrounds.popitem(last=False)
            self.full_draws += 1
        else:
            self._backgrounds.move_to_end(sig)
        self._background = background
        canvas.restore_region(self._background)
        renderer = canvas.get_renderer()
        for a in sorted(self._data_artists() + [self._title], key=lambda a: a.get_zorder()):
            if a.get_visible():
                a.draw(renderer)
        return self.encode()

    def encode(self, fmt: str | None = None) -> bytes:
        """The current canvas pixels as an image file: JPEG (default) or PNG.

        JPEG at quality 92 without chroma subsampling keeps lines and text sharp and takes about
        1 ms; PNG (zlib level 1) is lossless but takes 10-15 ms for an 800 x 400 figure.
        """
        from PIL import Image

        fmt = fmt or self.format
        canvas = cast("FigureCanvasAgg", self.figure.canvas)   # the Agg canvas made in __init__
        w, h = canvas.get_width_height(physical=True)
        img = Image.frombuffer("RGBA", (w, h), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
        buf = io.BytesIO()
        if fmt == "png":
            img.save(buf, format="png", compress_level=1)
        else:
            img.convert("RGB").save(buf, format="jpeg", quality=92, subsampling=0)
        return buf.getvalue()

    def full_draw(self, fmt: str | None = None) -> bytes:
        """A complete, uncached draw (for checking that the cached one looks the same)."""
        self.figure.canvas.draw()
        return self.encode(fmt)
