"""The generality explorer: class size, embedding size and scope (Sebe et al., ``003_*.txt``).

A query's relevant class of c items is embedded in e irrelevant ones (database d = c + e,
generality g = c / d); a system retrieves s items (the scope), v of them relevant. Controls:

* ``example`` -- Sebe et al.'s Fig. 3 setting (2 queries "with class size 16 embedded in 21.094
  images": c = 16 in d = 21,094; the paper gives no scope or hits there, so s = 16 and v = 8 are chosen
  here) or Fig. 2's class of 4 (d = 20 and s, v chosen here: the paper draws lines, not a query);
* ``c``, ``e`` (with "double" / "halve" buttons: one step along the GRiP axis), ``s`` and ``v``;
* ``measure`` -- precision, recall, accuracy or F1 of the table (the trace shows the formula);
* ``plot`` -- the PR graph with the scope lines, the reachable region, the random level and the
  current (r, p) on its scope line; or the GRiP curve of a simulated ranking of quality ``mu``
  (:mod:`ireval_teach.grep_graphs`) with the current -log2 g marked.

Every number comes from :mod:`ireval_teach.generality`, :mod:`ireval_teach.sets` and
:mod:`ireval_teach.grep_graphs`.

>>> ex = GeneralityExplorer()
>>> ex.value_label.value.endswith("precision = 0.5</span>"), ex.table_1.d
(True, 21094)
>>> ex.double_button.click(); ex.table_1.e
42156
"""

from __future__ import annotations

import math
from typing import Any

from ..display.scope import plot_grip, plot_scope
from ..generality import practical_bounds, sebe_table
from ..grep_graphs import simulate_embeddings
from ..sets import ContingencyTable, accuracy, f_measure, precision, recall
from ..trace import Trace, format_number
from ._base import Explorer

#: The documents' settings: label -> (c, d, s, v).
EXAMPLES = {
    "c = 16 in d = 21,094 (Sebe et al. Fig. 3); s = 16, v = 8 chosen here": (16, 21094, 16, 8),
    "Sebe et al. Fig. 2: a class of 4 (d = 20, s = 4, v = 3 chosen here)": (4, 20, 4, 3),
}
MEASURES = ("precision", "recall", "accuracy", "F1")
PLOTS = ("scope lines", "GRiP (simulated)")
MAX_EMBEDDING = 2_000_000


class GeneralityExplorer(Explorer):
    """Explore generality, scope and the complete performance graphs (see the module docstring)."""

    #: taller than the others: the scope-line legend beside the axes has 11 entries (its controls are shorter)
    figsize = (8.4, 3.8)
    margins = (0.085, 0.14, 0.70, 0.85)

    def __init__(self, *, example: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        w = self._w
        self.example = w.Dropdown(options=list(EXAMPLES), value=example or next(iter(EXAMPLES)),
                                  description="example", layout=w.Layout(width="560px"))
        self.c = w.IntSlider(description="class size c", min=1, max=200, continuous_update=False,
                             style={"description_width": "initial"})
        self.e = w.BoundedIntText(description="embedding e", min=0, max=MAX_EMBEDDING,
                                  style={"description_width": "initial"}, layout=w.Layout(width="240px"))
        self.double_button = w.Button(description="double e", layout=w.Layout(width="auto"))
        self.halve_button = w.Button(description="halve e", layout=w.Layout(width="auto"))
        self.s = w.IntSlider(description="scope s", min=1, max=1, continuous_update=False)
        self.v = w.IntSlider(description="relevant in scope v", min=0, max=1, continuous_update=False,
                             style={"description_width": "initial"})
        self.measure = w.ToggleButtons(options=MEASURES, value="precision", description="measure")
        self.plot = w.ToggleButtons(options=PLOTS, value=PLOTS[0], description="plot")
        self.mu = w.FloatSlider(description="ranking quality mu", value=2.0, min=0.0, max=5.0, step=0.5,
                                continuous_update=False, style={"description_width": "initial"})
        for c, cls in ((self.c, "ireval-c"), (self.e, "ireval-e"), (self.s, "ireval-s"), (self.v, "ireval-v"),
                       (self.double_button, "ireval-double"), (self.halve_button, "ireval-halve")):
            c.add_class(cls)
        self.reset_button.description = "reset to the example"
        self.double_button.on_click(lambda _: self._scale_embedding(2.0))
        self.halve_button.on_click(lambda _: self._scale_embedding(0.5))
        self.example.observe(lambda _: self.reset(), names="value")
        for c in (self.c, self.e, self.s):
            c.observe(self._on_counts, names="value")
        for c in (self.v, self.measure, self.plot, self.mu):
            c.observe(self._changed, names="value")
        self._sim_cache: dict = {}
        controls = [
            w.HBox([self.example, self.reset_button]),
            w.HBox([self.c, self.e, self.double_button, self.halve_button], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.s, self.v], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.measure, self.plot, self.mu], layout=w.Layout(flex_flow="row wrap")),
        ]
        self._finish("Generality and scope: Sebe et al.'s complete performance graphs", controls)
        self.reset()

    # -- state -----------------------------------------------------------------------------------
    @property
    def table_1(self) -> ContingencyTable:
        """Sebe et al.'s Table 1 for the current c, d = c + e, s and v."""
        c = self.c.value
        return sebe_table(c, c + self.e.value, self.s.value, self.v.value)

    def set_counts(self, c: int, d: int, s: int, v: int) -> None:
        """Set c, d (hence e = d - c), s and v at once."""
        with self.hold():
            self.c.max = max(self.c.max, c)
            self.c.value = c
            self.e.value = d - c
            self._limits()
            self.s.value = s
            self._limits()
            self.v.value = v

    def reset(self) -> None:
        """Back to the selected example's (c, d, s, v), precision and the scope-line plot."""
        with self.hold():
            self.measure.value = "precision"
            self.plot.value = PLOTS[0]
            self.mu.value = 2.0
            self.set_counts(*EXAMPLES[self.example.value])
            self.step.value = 0

    def _limits(self) -> None:
        """Keep s in 1..min(d, max(8c, 64)) and v in max(0, s - e)..min(c, s)."""
        c, e = self.c.value, self.e.value
        d = c + e
        with self.hold():
            self.s.max = max(1, min(d, max(8 * c, 64)))
            s = self.s.value
            lo, hi = max(0, s - e), min(c, s)
            if self.v.value > hi:
                self.v.value = hi
            self.v.max = hi
            self.v.min = lo

    def _on_counts(self, change: Any) -> None:
        with self.hold():
            self._limits()

    def _scale_embedding(self, factor: float) -> None:
        self.e.value = int(min(MAX_EMBEDDING, max(0, round(self.e.value * factor))))

    # -- computing and drawing -------------------------------------------------------------------
    def _compute(self) -> Trace:
        t = self.table_1
        m = self.measure.value
        if m == "precision":
            return precision(t, trace=True)
        if m == "recall":
            return recall(t, trace=True)
        if m == "accuracy":
            return accuracy(t, trace=True)
        return f_measure(t, trace=True)

    def _simulation(self, c: int, mu: float, j_max: int):
        key = (c, mu, j_max)
        if key not in self._sim_cache:
            self._sim_cache.clear()
            self._sim_cache[key] = simulate_embeddings(c, mu, range(0, j_max + 1), (1.0,), n_queries=10, seed=0)
        return self._sim_cache[key]

    def _draw(self, ax: Any, trace: Trace, highlight: int | None) -> None:
        t = self.table_1
        if self.plot.value == PLOTS[0]:
            plot_scope((t.c, t.d), ax, current=t, legend=False,
                       title=f"c = {t.c} in d = {t.d} (g = {format_number(t.generality)}): scope lines")
            return
        assert t.e is not None, "table_1 knows d, so e"
        e_over_c = max(1.0, t.e / t.c)
        j_max = int(min(12, max(6, math.ceil(math.log2(e_over_c)) + 1)))
        cv = self._simulation(t.c, float(self.mu.value), j_max).grip()
        plot_grip(cv, ax, mark=-math.log2(t.generality), legend=False,
                  title=f"GRiP, simulated: c = {t.c}, mu = {self.mu.value:g}; now g = {format_number(t.generality)}")

    def _details(self) -> str:
        t = self.table_1
        assert t.d is not None, "table_1 knows d"
        b = practical_bounds(t.d, t.s, t.v)
        rows = [("generality g = c / d", t.generality), ("-log2 g", -math.log2(t.generality)),
                ("relevant scope s_r = s / c", t.relevant_scope), ("precision", t.precision), ("recall", t.recall),
                ("accuracy", t.accuracy)]
        cells = " &nbsp; ".join(f"<span style='white-space:nowrap'>{n} = <b>{format_number(v)}</b></span>"
                                for n, v in rows)
        practical = (f"without c (a practical system): precision {format_number(b.precision)} is exact; recall >= "
                     f"{format_number(b.recall_lower)}, g >= {format_number(b.generality_lower)}")
        return f"<p style='margin:2px 0'>{cells}</p>{t._repr_html_()}<p style='margin:2px 0'>{practical}</p>"


__all__ = ["GeneralityExplorer", "EXAMPLES"]
