"""The multi-query explorer: several queries' rankings, one averaged PR curve (and MAP).

It starts on two of the documents' worked examples as two queries, the situation of the lecture
notes (``004_*.txt``): "[each query] will have a different set of discrete recall values if the
number of similar images ... is different", so precision is interpolated at reference recall levels
before averaging. Q1 is the notes' 20 images (similar at 1, 2, 4, 15; 4 relevant), Q2 the MLRF
lecture's list (relevant at 1, 3, 9 of 10; |e| = 3). Controls:

* ``query`` -- which query the rank buttons and the |e| slider edit; "add a query" / "remove" buttons;
* ``levels`` -- the number of recall intervals m (levels 0, 1/m, ..., 1; 10 gives the usual 11);
* ``scheme`` -- interpolation (max to the right, or the notes' step rule);
* ``measure`` -- the averaged PR curve (table: one row per level and query) or MAP (one row per query);
* ``plot`` -- the recall-level average, or Sebe et al.'s radial average against pbox / rbox.

The value line shows the mean of the averaged curve over the levels (the notes' "average precision
= 1/j sum p(Gamma_i)", computed by :func:`ireval_teach.averaging.compare_curves`) or MAP.

>>> ex = MultiQueryExplorer()
>>> ex.value_label.value.endswith("mean over 11 levels = 0.7106</span>")
True
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

import numpy as np

from ..average_precision import mean_average_precision
from ..averaging import averaged_pr_curve, compare_curves
from ..display.averaging import plot_averaged_pr, plot_radial_box
from ..errors import IrevalError
from ..examples import mlrf_three_of_ten, twenty_images
from ..interpolation import SCHEMES
from ..radial import pbox_average, radial_average, rbox_average
from ..ranking import Ranking, as_ranking
from ..trace import Trace, format_number
from ._base import Explorer

PLOTS = ("recall levels", "radial / pbox / rbox")
MEASURES = ("averaged PR curve", "MAP")


def document_queries() -> dict[str, Ranking]:
    """The starting queries: the lecture notes' 20 images (Q1) and the MLRF lecture's list (Q2)."""
    return {"Q1": twenty_images().ranking, "Q2": mlrf_three_of_ten().ranking}


class MultiQueryExplorer(Explorer):
    """Average several queries' PR curves (see the module docstring)."""

    #: a little lower than the others: its value line is long and puts the replay buttons on a row of their own
    figsize = (8.4, 3.1)
    margins = (0.085, 0.17, 0.70, 0.82)

    def __init__(self, queries: dict[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        w = self._w
        self._start = {str(q): as_ranking(r) for q, r in queries.items()} if queries else None
        self._queries: dict[str, list[int]] = {}
        self._missing: dict[str, int] = {}
        self.query = w.ToggleButtons(options=["Q1"], description="edit query")
        self.query.add_class("ireval-query")
        self.add_button = w.Button(description="add a query", icon="plus", layout=w.Layout(width="auto"))
        self.remove_button = w.Button(description="remove it", icon="minus", layout=w.Layout(width="auto"))
        self.add_button.on_click(lambda _: self.add_query([0] * 10))
        self.remove_button.on_click(lambda _: self.remove_query(self.query.value))
        self.n_relevant = w.IntSlider(description="|e| relevant", min=0, max=1, continuous_update=False,
                                      style={"description_width": "initial"})
        self.n_relevant.add_class("ireval-n-relevant")
        self.levels = w.IntSlider(description="levels: 1/m, m =", value=10, min=2, max=50, continuous_update=False,
                                  style={"description_width": "initial"})
        self.levels.add_class("ireval-levels")
        self.scheme = w.Dropdown(options=SCHEMES, value="max", description="interpolation",
                                 style={"description_width": "initial"}, layout=w.Layout(width="200px"))
        self.measure = w.ToggleButtons(options=MEASURES, value=MEASURES[0], description="measure")
        self.plot = w.ToggleButtons(options=PLOTS, value=PLOTS[0], description="plot")
        self.rank_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.rank_buttons: list = []
        self.reset_button.description = "reset to the documents' queries"
        self.query.observe(lambda _: self._show_query(), names="value")
        self.n_relevant.observe(self._on_n_relevant, names="value")
        for c in (self.levels, self.scheme, self.measure, self.plot):
            c.observe(self._changed, names="value")
        controls = [
            w.HBox([self.query, self.add_button, self.remove_button, self.reset_button],
                   layout=w.Layout(flex_flow="row wrap")),
            w.HTML("<b>ranks of the query being edited</b> (click to toggle relevance)"),
            self.rank_box,
            w.HBox([self.n_relevant, self.levels, self.scheme], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.measure, self.plot], layout=w.Layout(flex_flow="row wrap")),
        ]
        self._finish("Several queries: one averaged PR curve", controls)
        self.reset()

    # -- state -----------------------------------------------------------------------------------
    @property
    def rankings(self) -> dict[str, Ranking]:
        """The queries as the controls describe them: qid -> Ranking."""
        return {q: Ranking(lab, sum(lab) + self._missing[q]) for q, lab in self._queries.items()}

    def reset(self) -> None:
        """Back to the documents' queries (or those given at construction), defaults on."""
        start = self._start if self._start is not None else document_queries()
        with self.hold():
            self._queries = {q: [int(x) for x in r.binary().labels] for q, r in start.items()}
            self._missing = {q: r.n_relevant - r.n_relevant_retrieved for q, r in start.items()}
            self.levels.value = 10
            self.scheme.value = "max"
            self.measure.value = MEASURES[0]
            self.plot.value = PLOTS[0]
            self.query.options = list(self._queries)
            self.query.value = next(iter(self._queries))
            self._show_query()
            self.step.value = 0

    def add_query(self, labels: Any, name: str | None = None) -> str:
        """Add a query (binary labels or a Ranking); returns its id."""
        r = as_ranking(labels).binary()
        name = name or f"Q{len(self._queries) + 1}"
        while name in self._queries:
            name += "'"
        with self.hold():
            self._queries[name] = [int(x) for x in r.labels]
            self._missing[name] = r.n_relevant - r.n_relevant_retrieved
            self.query.options = list(self._queries)
            self.query.value = name
        return name

    def remove_query(self, name: str) -> None:
        """Remove a query (at least one stays)."""
        if len(self._queries) <= 1:
            self.error.value = '<p style="color:#b00">at least one query must stay</p>'
            return
        with self.hold():
            self._queries.pop(name)
            self._missing.pop(name)
            self.query.options = list(self._queries)
            self.query.value = next(iter(self._queries))

    def _show_query(self) -> None:
        w = self._w
        q = self.query.value
        labels = self._queries[q]
        buttons = []
        for rank, lab in enumerate(labels, start=1):
            b = w.ToggleButton(value=bool(lab), description=str(rank), layout=w.Layout(width="3.2em", padding="0"))
            b.button_style = "success" if lab else ""
            b.add_class("ireval-rank")
            b.add_class(f"ireval-rank-{rank}")
            b.observe(self._on_rank(q, rank), names="value")
            buttons.append(b)
        self.rank_buttons = buttons
        self.rank_box.children = buttons
        with self.hold():
            retrieved = sum(labels)
            target = retrieved + self._missing[q]
            self.n_relevant.max = max(self.n_relevant.max, target, retrieved + 10)
            self.n_relevant.min = retrieved
            self.n_relevant.value = target
            self._missing[q] = target - retrieved

    def _on_rank(self, q: str, rank: int) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            rel = bool(change["new"])
            self.rank_buttons[rank - 1].button_style = "success" if rel else ""
            self._queries[q][rank - 1] = int(rel)
            with self.hold():
                retrieved = sum(self._queries[q])
                target = retrieved + self._missing[q]
                self.n_relevant.max = max(self.n_relevant.max, target)
                self.n_relevant.min = retrieved
                self.n_relevant.value = target
                self._missing[q] = target - retrieved
        return handler

    def toggle(self, rank: int, query: str | None = None) -> None:
        """Flip the relevance of ``rank`` in ``query`` (default: the query being edited)."""
        if query is not None and query != self.query.value:
            self.query.value = query
        b = self.rank_buttons[rank - 1]
        b.value = not b.value

    def _on_n_relevant(self, change: Any) -> None:
        q = self.query.value
        if q in self._queries:
            self._missing[q] = int(change["new"]) - sum(self._queries[q])
            self._changed()

    # -- computing and drawing -------------------------------------------------------------------
    def _compute(self) -> Trace:
        if self.measure.value == "MAP":
            return mean_average_precision(self.rankings, trace=True)
        return averaged_pr_curve(self.rankings, self.levels.value, self.scheme.value, trace=True)

    @property
    def value(self) -> float:
        """The value line's number: the averaged curve's mean over the levels, or MAP."""
        t = self.current_trace
        if t is None:
            return float("nan")
        return self._curve_mean(t) if t.family == "averaged_pr_curve" else float(t.value)

    def _curve_mean(self, trace: Trace) -> float:
        levels = [i / self.levels.value for i in range(self.levels.value + 1)]
        return compare_curves({"average": list(trace.value)}, levels).mean_precision[0]

    def _render_value(self, trace: Trace) -> str:
        if trace.family == "averaged_pr_curve":
            return (f"{trace.measure}: mean over {self.levels.value + 1} levels = "
                    f"{format_number(self._curve_mean(trace))}")
        return f"{trace.measure} = {format_number(trace.value)}"

    def _draw(self, ax: Any, trace: Trace, highlight: int | None) -> None:
        if self.plot.value == PLOTS[1]:
            rk = self.rankings
            plot_radial_box(self._sebe_curves(rk), ax, rankings=list(rk.values()), legend=False)
            return
        if trace.family == "averaged_pr_curve":
            n = len(self._queries)
            plot_averaged_pr(trace, ax, highlight=None if highlight is None else highlight // n,
                             annotate=self.levels.value <= 10, legend=False)
        else:
            levels = self.levels.value
            plot_averaged_pr(self.rankings, ax, levels=[i / levels for i in range(levels + 1)],
                             scheme=self.scheme.value, annotate=levels <= 10, legend=False)

    def _sebe_curves(self, rk: dict[str, Ranking]) -> dict:
        """Radial, pbox and rbox averages of the queries (radial on a common s_r grid)."""
        rs = list(rk.values())
        if any(r.n_relevant == 0 for r in rs):
            raise IrevalError("radial averaging needs every query to have a relevant item")
        cs = {r.n_relevant for r in rs}
        srs = None
        if len(cs) > 1:  # different class sizes: s_r from where every query has a scope to where all still do
            lo = max(1 / r.n_relevant for r in rs)
            hi = min(r.length / r.n_relevant for r in rs)
            srs = np.linspace(lo, hi, 25).tolist()
        return {"radial": radial_average(rs, srs), "pbox": pbox_average(rs), "rbox": rbox_average(rs)}

    def _details(self) -> str:
        rk = self.rankings
        mp = mean_average_precision(rk)
        parts = [f"MAP = <b>{format_number(mp)}</b>"]
        parts += [f"{q}: {r.n_relevant_retrieved} of {r.n_relevant} relevant in {r.length}" for q, r in rk.items()]
        return "<p style='margin:2px 0'>" + " &nbsp; ".join(parts) + "</p>"


__all__ = ["MultiQueryExplorer", "document_queries"]
