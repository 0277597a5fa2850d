"""Complete performance graphs (Sebe et al., ``003_*.txt``): scope lines, the reachable region, GRiP, GReP.

Draws what :mod:`ireval_teach.generality` and :mod:`ireval_teach.grep_graphs` compute:

* :func:`plot_scope` -- the PR graph of a query with class size c in a database of d items: the
  scope lines p = (c / s) r with their reachable points (Fig. 2(a)), the reachable region between
  p = 1 and the worst ranking (and the line p = r c / d; the paper prints "p = dr/c"), the random
  level g = c / d, the TRIS curve, and optionally a ranking's own (r, p) at every scope.
* :func:`plot_grip` -- GRiP / GRnP curves: precision against -log2 g, one doubling of the
  embedding per unit (Fig. 1), with the random level p = g.
* :func:`plot_grep` -- the GReP space in 3-D: (-log2 g, recall, precision) for every relevant scope,
  with the random-level plane.

gids: "scope-line", "scope-points", "reachable-region", "paper-lower-bound", "random-level", "tris",
"ranking", "grip", "grep-surface".

>>> fig = plot_scope((4, 20))
>>> fig.axes[0].get_title()
'c = 4 relevant in d = 20 (g = 0.2):\\nscope lines and reachable region'
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

import numpy as np

from ..errors import IrevalError
from ..generality import generality, reachable_region, scope_line, scope_lines, tris_curve
from ..grep_graphs import GrepSimulation, GripCurve
from ..ranked import pr_points
from ..ranking import Ranking
from ._style import COLORS, MIN_FONT_PT, axes_for, label_axes, new_figure, number, pr_frame, style


def _c_d(data: Any, d: int | None) -> tuple[int, int, Ranking | None]:
    if isinstance(data, Ranking):
        dd = data.collection_size if d is None else d
        if dd is None:
            raise IrevalError("plot_scope needs the database size d: give Ranking(..., collection_size=d) or d=")
        return data.n_relevant, int(dd), data
    if isinstance(data, dict):
        return int(data["c"]), int(data["d"]), None
    try:
        c, dd = data
    except (TypeError, ValueError):
        raise IrevalError(f"plot_scope takes (c, d), {{'c': c, 'd': d}} or a Ranking with collection_size; got {data!r}") \
            from None
    return int(c), int(dd), None


def plot_scope(data: Any, ax: Any = None, *, d: int | None = None, scopes: Sequence[int] | None = None,
               lower: str = "exact", tris: bool = True, highlight: int | None = None, annotate: bool = True,
               title: str | None = None, legend: bool = True, current: Any = None):
    """Scope lines and the reachable region of the PR graph; returns the Figure.

    ``data``: ``(c, d)``, ``{"c": c, "d": d}``, or a judged Ranking (c = its n_relevant, d = its
    collection_size or ``d=``), whose (r, p) at every scope is drawn too. ``scopes`` default to
    c/4, c/2, c, 2c, 4c (:func:`~ireval_teach.generality.scope_lines`). ``highlight`` marks the
    ranking's point at scope ``highlight + 1``. ``current`` (a
    :class:`~ireval_teach.ContingencyTable` of this c and d, e.g. ``sebe_table(c, d, s, v)``) draws its
    scope line and marks its (r, p) = (v / c, v / s).
    """
    from matplotlib.patches import Polygon

    c, dd, r = _c_d(data, d)
    region = reachable_region(c, dd, lower=lower)
    lines = scope_lines(c, scopes, dd)
    g = generality(c, dd)
    with style():
        fig, ax = axes_for(ax, (8.2, 5.6))
        pr_frame(ax)
        ax.add_patch(Polygon(region.polygon, closed=True, fc="#e8f3e8", ec="#7fbf7f", lw=1, gid="reachable-region",
                             label="reachable region"))
        ax.plot(region.r, region.p_lower_paper, ls="-.", lw=1, color="#7f7f7f", gid="paper-lower-bound",
                label="line of s = d: p = r c / d")
        palette = ["#0072B2", "#009E73", "#CC79A7", "#D55E00", "#E69F00", "#56B4E9"]
        for i, ln in enumerate(lines):
            col = palette[i % len(palette)]
            ax.plot(ln.r_line, ln.p_line, "-", lw=1.3, color=col, gid="scope-line", label=ln.label)
            ax.plot(ln.r_points, ln.p_points, "o", ms=5, color=col, mfc="white", gid="scope-points")
        ax.axhline(g, ls=":", color=COLORS["ideal"], gid="random-level", label=f"random level p = g = {number(g)}")
        if tris:
            t = tris_curve(c, dd)
            ax.plot(t.recall, t.precision, "-", lw=2.5, color=COLORS["accent"], alpha=0.7, gid="tris",
                    label="TRIS (ideal system)")
        if r is not None:
            pts = pr_points(r)
            ax.plot([p.recall for p in pts], [p.precision for p in pts], "-o", ms=3, lw=1.5, color=COLORS["envelope"],
                    gid="ranking", label="this ranking, scope 1..length")
            if highlight is not None:
                if not 0 <= highlight < len(pts):
                    raise IrevalError(f"highlight {highlight!r} is outside the scopes 1..{len(pts)}")
                p = pts[highlight]
                ax.plot([p.recall], [p.precision], "o", ms=16, mfc="none", mec=COLORS["highlight"], mew=3,
                        gid="highlight")
                if annotate:
                    ax.annotate(f"s = {p.rank}: v = {p.tp}, r = {number(p.recall)}, p = {number(p.precision)}",
                                (p.recall, p.precision), textcoords="offset points",
                                xytext=(-12, 12) if p.recall > 0.5 else (12, 12), ha="right" if p.recall > 0.5 else "left",
                                fontsize=10,
                                bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]))
        if current is not None:
            cur = scope_line(c, current.s, dd)
            ax.plot(cur.r_line, cur.p_line, "-", lw=3, color=COLORS["highlight"], gid="current-scope-line",
                    label="current scope s")
            ax.plot([current.recall], [current.precision], "o", ms=14, color=COLORS["highlight"], mec="black",
                    gid="current-point", zorder=6, label="current (r, p)")
            if annotate:
                ax.annotate(f"s = {current.s}, v = {current.v}: r = {number(current.recall)}, "
                            f"p = {number(current.precision)}", (current.recall, current.precision),
                            textcoords="offset points", xytext=(-10, -22), ha="right" if current.recall > 0.5 else "left",
                            fontsize=10, bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]))
        ax.set_title(title or f"c = {c} relevant in d = {dd} (g = {number(g)}):\nscope lines and reachable region")
        if legend:
            ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=9, frameon=False)
    return fig


def _curves(data: Any) -> list[GripCurve]:
    if isinstance(data, GrepSimulation):
        return [data.grip()]
    if isinstance(data, GripCurve):
        return [data]
    curves = list(data)
    if not curves or not all(isinstance(cv, GripCurve) for cv in curves):
        raise IrevalError("plot_grip draws GripCurve objects (ireval_teach.grep_graphs.grip_curves(...)) "
                          "or a GrepSimulation")
    return curves


def plot_grip(data: Any, ax: Any = None, *, spread: bool = True, title: str | None = None, legend: bool = True,
              mark: float | None = None):
    """GRiP (s = c) or GRnP (s = n c) curves: precision against -log2 g; returns the Figure.

    ``data``: a :class:`~ireval_teach.grep_graphs.GripCurve`, a list of them (e.g. one per ranking
    quality mu) or a :class:`~ireval_teach.grep_graphs.GrepSimulation` (its GRiP curve). ``spread``
    shades +- one standard deviation over the queries; ``mark`` draws a vertical line at that -log2 g.
    """
    curves = _curves(data)
    palette = [COLORS["raw"], COLORS["envelope"], COLORS["step"], COLORS["levels"], COLORS["highlight"]]
    with style():
        fig, ax = axes_for(ax, (7.5, 5.0))
        for i, cv in enumerate(curves):
            col = palette[i % len(palette)]
            ax.plot(cv.neg_log2_g, cv.precision, "-o", ms=5, color=col, gid="grip",
                    label=f"{cv.name}, mu = {cv.mu:g}" + (f" (recall = {cv.relevant_scope:g} x precision)"
                                                          if cv.relevant_scope != 1 else " (p = r)"))
            if spread:
                ax.fill_between(cv.neg_log2_g, np.clip(cv.precision - cv.precision_std, 0, 1),
                                np.clip(cv.precision + cv.precision_std, 0, 1), color=col, alpha=0.12, lw=0)
        cv = curves[0]
        ax.plot(cv.neg_log2_g, cv.random_precision, ":", color=COLORS["ideal"], gid="random-level",
                label="random ranking: p = g")
        x = np.concatenate([cv.neg_log2_g for cv in curves] + ([np.array([mark])] if mark is not None else []))
        ax.set_xlim(float(x.min()) - 0.3, float(x.max()) + 0.3)
        if mark is not None:
            ax.axvline(mark, color=COLORS["highlight"], lw=2.5, gid="mark", label="the current -log2 g")
        ax.set_ylim(-0.02, 1.04)
        label_axes(ax, "-log2 g  (one unit = the embedding doubled)", "precision")
        ax.set_title(title or f"{cv.name} graph: class size c = {cv.c}, precision as the generality halves")
        if legend:
            ax.legend(loc="upper right", fontsize=9)
    return fig


def plot_grep(sim: GrepSimulation, ax: Any = None, *, title: str | None = None):
    """The GReP space in 3-D: mean (recall, precision) for every relevant scope against -log2 g.

    Lines of constant relevant scope run along the generality axis; the grey plane is the random
    level p = g. Returns the Figure (``ax``, if given, must be a 3-D axes).
    """
    if not isinstance(sim, GrepSimulation):
        raise IrevalError("plot_grep draws a GrepSimulation (ireval_teach.grep_graphs.simulate_embeddings(...))")
    X, R, P = sim.surface()
    with style():
        if ax is None:
            fig, ax = new_figure((8.0, 6.5), projection="3d")
        else:
            if getattr(ax, "name", "") != "3d":
                raise IrevalError("plot_grep needs a 3-D axes (projection='3d')")
            fig = ax.figure
        ax.plot_wireframe(X, R, P, color=COLORS["raw"], lw=1, gid="grep-surface")
        for i, sr in enumerate(sim.relevant_scopes):
            ax.plot(X[:, i], R[:, i], P[:, i], "-o", ms=3, lw=1.5, label=f"s_r = {sr:g}")
        xx, rr = np.meshgrid(sim.neg_log2_g, np.linspace(0, 1, 5))
        ax.plot_surface(xx, rr, np.tile(sim.generality, (5, 1)), color="#999999", alpha=0.25, gid="random-level")
        ax.set_xlabel("-log2 g")
        ax.set_ylabel("recall")
        ax.set_zlabel("precision")
        ax.set_zlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_title(title or f"GReP space: c = {sim.c}, mu = {sim.mu:g}, {sim.n_queries} queries")
        ax.legend(loc="upper left", fontsize=MIN_FONT_PT)
    return fig


__all__ = ["plot_scope", "plot_grip", "plot_grep"]
