"""ROC displays: the ROC curve with its area (AUC) and the equal error rate; ROC against PR on imbalanced data.

Draws what :mod:`ireval_teach.roc` computes: :func:`plot_roc` takes a trace of ``roc_curve``,
``roc_auc`` or ``equal_error_rate`` (its :class:`~ireval_teach.roc.RocStep` records: one point per
distinct score, the trapezoids under them) or scores with labels (then AUC and EER are computed);
:func:`plot_roc_vs_pr` puts the ROC and PR curves of the cross-modal note's fraud example side by side
(:func:`~ireval_teach.roc.imbalanced_demo`): nearly equal ROC areas, very different PR curves.

gids: "roc" (the curve), "auc-area" (one polygon per step that adds area), "eer" (the EER point),
"chance" (the diagonal), "highlight".

>>> fig = plot_roc([0.9, 0.8, 0.7, 0.6], labels=[1, 0, 1, 0])
>>> fig.axes[0].get_title()
'ROC AUC = 0.75, EER = 0.5'
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

import numpy as np

from ..errors import IrevalError
from ..roc import DemoCase, ImbalancedDemo, equal_error_rate, roc_auc
from ..trace import Trace
from ._inputs import step_type
from ._style import COLORS, MIN_FONT_PT, axes_for, label_axes, new_figure, number, place_label, style


def _roc_trace(data: Any, labels: Sequence[int] | None) -> tuple[Trace, float | None]:
    """(a trace with RocStep steps, the EER if known)."""
    if isinstance(data, Trace):
        if step_type(data) != "RocStep":
            raise IrevalError(f"plot_roc draws a ROC trace (roc_curve / roc_auc / equal_error_rate), got {data.measure!r}")
        eer = float(data.value) if data.family == "eer" else None
        return data, eer
    if isinstance(data, DemoCase):
        data, labels = data.scores, data.labels
    if labels is None:
        raise IrevalError("plot_roc needs labels with scores: plot_roc(scores, labels=[...])")
    return roc_auc(data, labels, trace=True), equal_error_rate(data, labels)


def plot_roc(data: Any, ax: Any = None, *, labels: Sequence[int] | None = None, highlight: int | None = None,
             annotate: bool = True, title: str | None = None, legend: bool = True, label: str | None = None):
    """The ROC curve from (0, 0) to (1, 1), the AUC shaded (trapezoid by trapezoid), the EER marked.

    ``data``: a ROC trace, scores (with ``labels``) or a :class:`~ireval_teach.roc.DemoCase`.
    ``highlight``: 0-based step (a distinct score) to mark. Returns the Figure.
    """
    from matplotlib.collections import PolyCollection

    trace, eer = _roc_trace(data, labels)
    steps = trace.steps
    fpr = np.array([0.0] + [s.fpr for s in steps])
    tpr = np.array([0.0] + [s.tpr for s in steps])
    with style():
        fig, ax = axes_for(ax, (6.0, 5.5))
        ax.set_xlim(-0.02, 1.02)
        ax.set_ylim(-0.02, 1.04)
        ax.set_aspect("equal")
        pieces = [[(fpr[i], 0.0), (fpr[i + 1], 0.0), (fpr[i + 1], tpr[i + 1]), (fpr[i], tpr[i])]
                  for i in range(len(steps)) if steps[i].area > 0]
        ax.add_collection(PolyCollection(pieces, facecolor=COLORS["area"], alpha=0.35, edgecolor="none",
                                         gid="auc-area", label="area under the curve (AUC)"), autolim=False)
        ax.plot([0, 1], [0, 1], ls=":", color=COLORS["ideal"], gid="chance", label="random ranking (AUC 0.5)")
        name = label or "ROC curve"
        ax.plot(fpr, tpr, "-", color=COLORS["raw"], lw=2.2, marker="o" if len(fpr) <= 60 else None, ms=4,
                gid="roc", label=name)
        tied = [s for s in steps if s.tied]
        if annotate and tied and len(tied) <= 20:
            for s in tied:
                ax.annotate("tie", (s.fpr, s.tpr), textcoords="offset points", xytext=(4, -12), fontsize=MIN_FONT_PT,
                            color="#555555")
        if eer is not None:
            ax.plot([0, 1], [1, 0], ls="--", lw=1, color=COLORS["levels"], gid="eer-line", label="FPR = FNR (1 - TPR)")
            ax.plot([eer], [1 - eer], "D", color=COLORS["envelope"], ms=9, gid="eer", zorder=5,
                    label=f"equal error rate = {number(eer)}")
        if highlight is not None:
            if not 0 <= highlight < len(steps):
                raise IrevalError(f"highlight {highlight!r} is outside the steps 0..{len(steps) - 1}")
            s = steps[highlight]
            ax.plot([s.fpr], [s.tpr], "o", ms=16, mfc="none", mec=COLORS["highlight"], mew=3, gid="highlight")
            ax.text(0.03, 0.97, f"threshold {number(s.threshold)}: TPR {number(s.tpr)}, FPR {number(s.fpr)}",
                    transform=ax.transAxes, ha="left", va="top", fontsize=10,
                    bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]))
        label_axes(ax, "false positive rate FPR = fp / N", "true positive rate TPR = recall")
        if title is None:
            auc = trace.value if trace.family == "roc_auc" else None
            title = (f"ROC AUC = {number(auc)}" if auc is not None else trace.measure) \
                + (f", EER = {number(eer)}" if eer is not None else "")
        ax.set_title(title)
        if legend:
            ax.legend(loc="lower right", fontsize=9)
    return fig


def plot_roc_vs_pr(demo: ImbalancedDemo, ax: Any = None, *, cases: Sequence[str] = ("A", "B")):
    """ROC curves (left) and PR curves (right) of the demo's systems; returns the Figure.

    On 10,000 negatives and 100 positives the ROC areas are nearly equal while the PR curves (and AP)
    differ a lot: FPR divides by N, precision does not (the cross-modal note ``002_*.txt``).
    """
    if not isinstance(demo, ImbalancedDemo):
        raise IrevalError("plot_roc_vs_pr draws an ImbalancedDemo (ireval_teach.roc.imbalanced_demo())")
    colours = [COLORS["raw"], COLORS["envelope"], COLORS["step"], COLORS["levels"]]
    with style():
        if ax is None:
            fig, axes = new_figure((8.2, 5.8), ncols=2)
        else:
            axes = list(ax)
            fig = axes[0].figure
        roc_ax, pr_ax = axes
        roc_ax.plot([0, 1], [0, 1], ls=":", color=COLORS["ideal"], gid="chance")
        for name, col in zip(cases, colours):
            c = demo.cases[name]
            roc_ax.plot(c.roc.fpr, c.roc.tpr, color=col, lw=2, gid=f"roc-{name}",
                        label=f"{name}: ROC AUC = {number(c.roc_auc, 3)}")
            pr_ax.plot(c.recall, c.precision, color=col, lw=2, gid=f"pr-{name}",
                       label=f"{name}: AP = {number(c.average_precision, 3)}")
            for pt in c.operating_points[:1]:
                pr_ax.plot([pt["recall"]], [pt["precision"]], "o", color=col, ms=7)
        pr_ax.axhline(demo.n_positive / (demo.n_positive + demo.n_negative), ls=":", color=COLORS["ideal"],
                      gid="random-precision", label="random ranking (precision = P / (P + N))")
        for a in axes:
            a.set_xlim(-0.02, 1.02)
            a.set_ylim(-0.02, 1.04)
        taken: list = []
        for name, col in zip(cases, colours):  # each operating point's counts where they cover nothing
            for pt in demo.cases[name].operating_points[:1]:
                text = f"R {number(pt['recall'], 2)}: {pt['fp']} FP vs {pt['tp']} TP\n(FPR {number(pt['fpr'], 4)})"
                off = place_label(pr_ax, (pt["recall"], pt["precision"]), text, MIN_FONT_PT,
                                  ((44, 16), (-44, 16), (44, -16), (-44, -16), (0, 26), (0, -26)), taken)
                if off is not None:
                    pr_ax.annotate(text, (pt["recall"], pt["precision"]), textcoords="offset points", xytext=off,
                                   ha="center", va="center", fontsize=MIN_FONT_PT, color=col)
        label_axes(roc_ax, "false positive rate", "true positive rate (recall)")
        label_axes(pr_ax, "recall", "precision")
        for a in axes:  # legends under the panels: the curves stay visible
            a.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=MIN_FONT_PT + 1, frameon=False)
        roc_ax.set_title(f"ROC: {demo.n_positive} positives,\n{demo.n_negative:,} negatives", fontsize=12)
        pr_ax.set_title("PR: the same scores", fontsize=12)
    return fig


__all__ = ["plot_roc", "plot_roc_vs_pr"]
