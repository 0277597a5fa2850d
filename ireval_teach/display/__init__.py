"""Matplotlib displays of traces and worked examples (matplotlib is imported only when drawing).

Every plot function has the form ``plot_xxx(data, ax=None, ...)`` and returns the matplotlib
Figure; ``data`` is a :class:`~ireval_teach.Trace` or the input of the measure (a Ranking, a list of
labels, a worked example ...). Displays draw data computed by the library, they never compute a
measure themselves. :func:`plot_trace` (what ``Trace.plot`` calls) picks the display that fits the
trace's measure and step type.

========================  ===========================================================
module                    what it draws
========================  ===========================================================
:mod:`.pr`                PR graph, envelope, 11 levels; the two schemes; AP as an area
:mod:`.queries`           per-query values with their mean (MAP and other averages)
:mod:`.graded`            DCG/NDCG: gains, discounts, discounted gains, the ideal ranking beside
:mod:`.roc`               ROC curve with the AUC shaded and the EER; ROC against PR on imbalanced data
:mod:`.scope`             Sebe et al.: scope lines, reachable region, TRIS, GRiP/GRnP, GReP in 3-D
:mod:`.averaging`         averaged PR curves: over recall levels; radial against pbox / rbox
:mod:`.significance`      per-query differences of a paired test (mean, CI); one system's spread
:mod:`.sets`              the set view: A (retrieved) and B (relevant) as a Venn diagram in the collection
========================  ===========================================================

>>> from ireval_teach import Ranking, average_precision
>>> fig = average_precision(Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0]), trace=True).plot()
>>> fig.axes[0].get_title()
'AP (exact) = 0.6667 (shaded area)'
"""

from __future__ import annotations

import importlib
from typing import Any
from collections.abc import Callable

from ..errors import IrevalError
from ..trace import Trace, set_display
from ._inputs import step_type

#: The trace families drawn as AP's shaded area (``Trace.family`` of ``average_precision``, ``explain``).
AP_FAMILIES = ("map", "map_cut")

#: step type name -> (module, function) of the display that draws such a trace
_BY_STEP: dict[str, tuple[str, str]] = {
    "AreaStep": ("pr", "plot_ap_area"),
    "LevelStep": ("pr", "plot_pr"),
    "RankStep": ("pr", "plot_pr"),
    "QueryStep": ("queries", "plot_queries"),
    "DCGStep": ("graded", "plot_dcg"),
    "NDCGStep": ("graded", "plot_dcg"),
    "RocStep": ("roc", "plot_roc"),
    "CurveStep": ("averaging", "plot_averaged_pr"),
    "PairStep": ("significance", "plot_differences"),
    "SpreadStep": ("significance", "plot_spread"),
}


def _function(module: str, name: str) -> Callable[..., Any]:
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


def plot_trace(trace: Trace, ax: Any = None, **kwargs: Any):
    """Draw a trace with the display that fits it; returns the matplotlib Figure.

    AP traces are drawn as a shaded area (:func:`.pr.plot_ap_area`), other rank-step and level traces
    as a PR graph (:func:`.pr.plot_pr`), per-query traces as bars (:func:`.queries.plot_queries`).
    Keyword arguments go to that function (e.g. ``highlight=i``).
    """
    if not isinstance(trace, Trace):
        raise IrevalError(f"plot_trace draws a Trace, got {type(trace).__name__}")
    kind = step_type(trace)
    if kind == "RankStep" and trace.family in AP_FAMILIES:
        return _function("pr", "plot_ap_area")(trace, ax, **kwargs)
    if kind not in _BY_STEP:
        known = ", ".join(sorted(_BY_STEP))
        raise IrevalError(f"no display for the trace {trace.measure!r} (steps: {kind or 'none'}); "
                          f"displays exist for steps {known}")
    module, name = _BY_STEP[kind]
    return _function(module, name)(trace, ax, **kwargs)


def use_projector_style() -> None:
    """Give plain-matplotlib plots of a notebook the displays' projector theme (fonts, lines, grid):
    call it once in the setup cell, after ``%matplotlib inline``."""
    from ._style import use_projector_style as apply

    apply()


def __getattr__(name: str) -> Any:
    """``display.plot_pr`` etc.: the plot functions, imported from their modules on first use."""
    if name in _MODULES:
        return importlib.import_module(f"{__name__}.{name}")
    for module in _MODULES:
        mod = importlib.import_module(f"{__name__}.{module}")
        if name in getattr(mod, "__all__", ()):
            return getattr(mod, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_MODULES = ("pr", "queries", "graded", "roc", "scope", "averaging", "significance", "sets")

__all__ = ["plot_trace", "use_projector_style"]


set_display(plot_trace)
