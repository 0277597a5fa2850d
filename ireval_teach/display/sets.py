"""The set view of retrieval as a Venn diagram: A (retrieved) and B (relevant) inside the collection.

The lecture notes (``004_*.txt``, "Set interpretation of precision and recall") read precision as
|A ∩ B| / |A| and recall as |A ∩ B| / |B|. :func:`plot_sets` draws the two sets as overlapping
circles inside a rectangle (the collection), labels each region with its contingency cell and count
(tp = |A ∩ B|, fp = |A - B|, fn = |B - A|, tn outside both) and, for small sets, the items' names.
Circle sizes are fixed, not proportional to the counts (a schematic, like the notes' picture): the
numbers are in the labels, and the title gives precision and recall as fractions of them.

>>> fig = plot_sets({"cat1", "dog1"}, {"cat1", "cat2"}, collection_size=5)
>>> fig.axes[0].get_title()
'precision = 1/2 = 0.5,  recall = 1/2 = 0.5'
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from ..errors import IrevalError
from ..sets import ContingencyTable, sets_table
from ..trace import fraction_text
from ._style import COLORS, STYLE, axes_for, style

__all__ = ["plot_sets"]

#: at most this many names are listed in one region (more would not fit on a projector)
MAX_NAMES = 6


def _names(items: Iterable[Hashable]) -> str:
    shown = sorted(items, key=str)
    more = len(shown) - MAX_NAMES
    text = "\n".join(str(x) for x in shown[:MAX_NAMES])
    return text + (f"\n(+{more} more)" if more > 0 else "")


def plot_sets(retrieved: Iterable[Hashable] | ContingencyTable, relevant: Iterable[Hashable] | None = None,
              collection_size: int | None = None, ax: Any = None, *, names: bool = True,
              title: str | None = None, labels: tuple[str, str] = ("A: retrieved", "B: relevant")):
    """Draw A (retrieved) and B (relevant) as a Venn diagram inside the collection; returns the Figure.

    Give the two sets (``retrieved``, ``relevant``; ``collection_size`` adds tn, the items outside
    both) or one :class:`~ireval_teach.sets.ContingencyTable` (counts only, no names). ``names``
    lists up to :data:`MAX_NAMES` items per region. ``labels`` names the two circles.
    """
    if isinstance(retrieved, ContingencyTable):
        if relevant is not None or collection_size is not None:
            raise IrevalError("plot_sets: give either a ContingencyTable alone or the sets A and B "
                              "(with collection_size), not both")
        t = retrieved
        regions: dict[str, str] = {}
    else:
        if relevant is None:
            raise IrevalError("plot_sets needs the relevant set B as well as the retrieved set A "
                              "(or one ContingencyTable)")
        A, B = list(retrieved), list(relevant)
        t = sets_table(A, B, collection_size)
        sa, sb = set(A), set(B)
        regions = {"fp": _names(sa - sb), "tp": _names(sa & sb), "fn": _names(sb - sa)} if names else {}
    with style():
        import matplotlib.patches as mpatches

        fig, ax = axes_for(ax, figsize=(7.5, 4.4))
        ax.set_xlim(0, 10)
        ax.set_ylim(0, 6)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_xticks([])  # no tick labels either: on a small axes (two diagrams side by side) they
        ax.set_yticks([])  # are still laid out and measured, and "0" and "10" collide at the corner
        ax.add_patch(mpatches.FancyBboxPatch((0.15, 0.15), 9.7, 5.7, boxstyle="round,pad=0.02,rounding_size=0.2",
                                             facecolor="#f4f4f4", edgecolor=COLORS["nonrelevant"], lw=1.5))
        ax.add_patch(mpatches.Circle((3.9, 3.0), 2.35, facecolor=COLORS["highlight"], alpha=0.30,
                                     edgecolor=COLORS["highlight"], lw=2.5))
        ax.add_patch(mpatches.Circle((6.1, 3.0), 2.35, facecolor=COLORS["relevant"], alpha=0.25,
                                     edgecolor=COLORS["relevant"], lw=2.5))
        big, small = STYLE["font.size"], STYLE["legend.fontsize"]
        ax.text(2.6, 5.55, labels[0], ha="center", va="center", fontsize=big, fontweight="bold")
        ax.text(7.4, 5.55, labels[1], ha="center", va="center", fontsize=big, fontweight="bold")
        for x, cell, count in ((2.75, "fp", t.fp), (5.0, "tp", t.tp), (7.25, "fn", t.fn)):
            ax.text(x, 3.95, f"{cell} = {count:,}", ha="center", va="center", fontsize=big, fontweight="bold")
            if regions.get(cell):
                ax.text(x, 3.55, regions[cell], ha="center", va="top", fontsize=small)
        tn = "tn = ? (collection size not given)" if t.tn is None else f"tn = {t.tn:,}"
        ax.text(9.7, 0.4, f"{tn}\n(outside A and B)", ha="right", va="bottom", fontsize=small)
        ax.text(0.35, 0.4, "the collection", ha="left", va="bottom", fontsize=small, color="#555555")
        ax.set_title(title if title is not None else
                     f"precision = {fraction_text(t.tp, t.s)},  recall = {fraction_text(t.tp, t.c)}",
                     fontsize=STYLE["axes.titlesize"])
    return fig
