"""Per-query differences behind a paired significance test (:mod:`ireval_teach.significance`).

:func:`plot_differences` draws a test's per-query steps (:class:`~ireval_teach.significance.PairStep`):
one bar per query at d_i = a_i - b_i (green where a wins, red where b wins, hatched where the test
drops a tie), the mean difference as a line, the confidence interval of the mean as a band when the
test gives one, and the test's statistic and p-value in the title. The slides' point -- easy and
hard queries vary far more than systems do -- shows as the spread of the bars.

gids: "difference" (the bars, in query order), "mean-difference", "ci". :func:`plot_spread` draws one
system's per-query scores (:func:`~ireval_teach.significance.query_spread`): gids "query-score",
"mean", "sd".

>>> from ireval_teach.significance import paired_t_test
>>> res = paired_t_test([0.42, 0.31, 0.58, 0.20], [0.35, 0.30, 0.49, 0.22])
>>> fig = plot_differences(res)
>>> [round(float(p.get_height()), 2) for p in fig.axes[0].patches if p.get_gid() == "difference"]
[0.07, 0.01, 0.09, -0.02]
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import IrevalError
from ..significance import QuerySpread, TestResult
from ..trace import Trace
from ._inputs import step_type
from ._style import COLORS, MIN_FONT_PT, axes_for, label_axes, number, style


def plot_differences(data: Any, ax: Any = None, *, alpha: float = 0.05, highlight: int | None = None,
                     annotate: bool = True, title: str | None = None, legend: bool = True):
    """Bars of the per-query differences a - b with their mean (and CI); returns the Figure.

    ``data``: a :class:`~ireval_teach.significance.TestResult` (``paired_t_test(a, b)``, ...) or its
    ``.trace()``.
    """
    result = data if isinstance(data, TestResult) else None
    if result is not None:
        trace = result.trace()
    elif isinstance(data, Trace) and step_type(data) == "PairStep":
        trace = data
    else:
        raise IrevalError("plot_differences draws a significance test result (e.g. paired_t_test(a, b)) or its trace")
    steps = trace.steps
    n = len(steps)
    with style():
        fig, ax = axes_for(ax, (max(6.5, 0.45 * n + 3), 4.8))
        for i, s in enumerate(steps):
            colour = COLORS["step"] if s.difference > 0 else (COLORS["envelope"] if s.difference < 0 else "#bbbbbb")
            ax.bar(i, s.difference, 0.7, color=colour if s.included else "white", ec=colour, lw=1.5 if i == highlight else 0.8,
                   hatch=None if s.included else "//", gid="difference")
            if annotate and n <= 25 and s.rank is not None:
                ax.annotate(f"r{number(s.rank, 1)}", (i, s.difference), textcoords="offset points",
                            xytext=(0, 3 if s.difference >= 0 else -11), ha="center", fontsize=MIN_FONT_PT)
        ax.axhline(0, color="black", lw=0.8)
        ax.margins(y=0.15)
        if result is not None:
            ax.axhline(result.mean_difference, color=COLORS["raw"], lw=2, gid="mean-difference",
                       label=f"mean difference = {number(result.mean_difference)}")
            if result.ci is not None and all(math.isfinite(x) for x in result.ci):
                ax.axhspan(result.ci[0], result.ci[1], color=COLORS["raw"], alpha=0.12, gid="ci",
                           label=f"{result.confidence:.0%} CI [{number(result.ci[0])}, {number(result.ci[1])}]")
        if highlight is not None:
            if not 0 <= highlight < n:
                raise IrevalError(f"highlight {highlight!r} is outside the queries 0..{n - 1}")
            s = steps[highlight]
            ax.text(0.02, 0.97, s.explanation, transform=ax.transAxes, ha="left", va="top", fontsize=9, wrap=True,
                    bbox=dict(boxstyle="round", fc="#fff3d6", ec=COLORS["highlight"]))
        ax.set_xticks(range(n))
        ax.set_xticklabels([s.query for s in steps], rotation=90 if n > 12 else 0)
        label_axes(ax, "query", "difference a - b")
        if title is None:
            verdict = ""
            if result is not None and not math.isnan(result.p_value):
                verdict = "significant" if result.significant(alpha) else "not significant"
                verdict = f" -> {verdict} at {alpha:g}"
            title = (f"{trace.measure}: p = {number(trace.value, 4)}" + verdict
                     + (f"\nstatistic {number(result.statistic, 4)}, {n} queries" if result is not None else ""))
        ax.set_title(title, fontsize=12)
        if legend and ax.get_legend_handles_labels()[0]:
            ax.legend(loc="lower right", fontsize=9)
    return fig


def plot_spread(data: Any, ax: Any = None, *, highlight: int | None = None, annotate: bool = True,
                title: str | None = None, legend: bool = True):
    """One system's score per query with the mean and +- one standard deviation (the slides' "Variance").

    ``data``: a :class:`~ireval_teach.significance.QuerySpread` (``query_spread(scores)``) or its
    ``.trace()``. Bars are in query order, the easiest and hardest queries stand out. Returns the Figure.
    """
    if isinstance(data, QuerySpread):
        steps, mean, sd = data.steps, data.mean, data.std
    elif isinstance(data, Trace) and step_type(data) == "SpreadStep":
        steps, sd = data.steps, float(data.value)
        mean = steps[0].value - steps[0].deviation  # the trace keeps each score's deviation from the mean
    else:
        raise IrevalError("plot_spread draws query_spread(scores) or its trace")
    n = len(steps)
    with style():
        fig, ax = axes_for(ax, (max(6.5, 0.45 * n + 3), 4.8))
        ax.bar(range(n), [s.value for s in steps], 0.7, color=[COLORS["highlight"] if i == highlight else COLORS["area"]
                                                                for i in range(n)],
               ec=COLORS["raw"], gid="query-score")
        ax.axhline(mean, color=COLORS["raw"], lw=2, gid="mean", label=f"mean = {number(mean)}")
        ax.axhspan(mean - sd, mean + sd, color=COLORS["raw"], alpha=0.12, gid="sd",
                   label=f"mean +- sd ({number(sd)})")
        if annotate and n <= 25:
            for i, s in enumerate(steps):
                ax.annotate(f"#{s.rank}", (i, s.value), textcoords="offset points", xytext=(0, 3), ha="center",
                            fontsize=MIN_FONT_PT)
        ax.set_xticks(range(n))
        ax.set_xticklabels([s.query for s in steps], rotation=90 if n > 12 else 0)
        ax.margins(y=0.12)
        label_axes(ax, "query", "score")
        ax.set_title(title or f"{n} queries: scores from {number(min(s.value for s in steps))} to "
                              f"{number(max(s.value for s in steps))} (#1 = easiest)", fontsize=12)
        if legend:
            ax.legend(loc="upper right", fontsize=9)
    return fig


def plot_p_values(p_values: Any, ax: Any = None, *, alpha: float = 0.05, title: str | None = None):
    """The m p-values of a family of tests, smallest first, against each correction's threshold.

    ``p_values``: a sequence of p-values, or anything with a ``p_values`` attribute (a
    :class:`~ireval_teach.many_systems.PairFamily`, a :class:`~ireval_teach.multiple_testing.Correction`).
    The i-th smallest p-value is rejected without correction below alpha, by Bonferroni below alpha/m,
    by Holm below alpha/(m - i + 1) (while all smaller ones were), by Benjamini-Hochberg below i alpha/m
    (for the largest such i). NaN p-values are left out. gids: "p-value", "alpha", "bonferroni", "holm", "bh".
    Returns the Figure.
    """
    from ..multiple_testing import check_alpha, check_p_values

    alpha = check_alpha(alpha)
    checked = check_p_values(getattr(p_values, "p_values", p_values))
    p = sorted(float(x) for x in checked if not math.isnan(x))
    m = len(p)
    if m == 0:
        raise IrevalError("plot_p_values needs at least one p-value that is not NaN")
    i = list(range(1, m + 1))
    with style():
        fig, ax = axes_for(ax, (7.0, 5.4))
        ax.plot(i, [max(x, 1e-300) for x in p], "o", color=COLORS["raw"], gid="p-value", label="p-values, sorted")
        ax.plot(i, [alpha] * m, "-", color="#888888", gid="alpha", label=f"no correction: {alpha:g}")
        ax.plot(i, [alpha / m] * m, "--", color=COLORS["envelope"], gid="bonferroni", label=f"Bonferroni: {alpha:g}/m")
        ax.step(i, [alpha / (m - k + 1) for k in i], where="mid", color=COLORS["step"], gid="holm",
                label=f"Holm: {alpha:g}/(m - i + 1)")
        ax.plot(i, [k * alpha / m for k in i], ":", color=COLORS["highlight"], lw=2, gid="bh",
                label=f"Benjamini-Hochberg: i {alpha:g}/m")
        ax.set_yscale("log")
        label_axes(ax, f"i (rank of the p-value among m = {m})", "p-value (log scale)")
        below = sum(x < alpha for x in p)
        ax.set_title(title or f"{m} tests: {below} p-value{'' if below == 1 else 's'} below {alpha:g} before "
                              "correction", fontsize=12)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=2, fontsize=9)
    return fig


__all__ = ["plot_differences", "plot_spread", "plot_p_values"]
