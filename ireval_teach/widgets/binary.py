"""The binary ranking explorer: click ranks, move |e| and k, watch P/R, the envelope and AP change.

It starts on the MLRF lecture's walk-through (``001_*.txt``: relevant at ranks 1, 3, 9 of 10,
|e| = 3) and can switch to its case 2 (|e| = 4) or the lecture notes' 20 images (``004_*.txt``:
relevant at 1, 2, 4, 15). Controls:

* one toggle button per rank (green = relevant): a click flips that rank's relevance;
* ``n_relevant`` -- |e|, the query's total number of relevant items (at least those in the list);
* ``k`` -- the cut-off (AP@k, P@k, R@k and the set view use the top k);
* ``collection_size`` -- d, for the set view at k (true negatives, accuracy, generality); the
  documents give no d, so it is a free choice (start: 100);
* ``measure`` -- AP, 11-point AP, P@k, R@k, R-precision or RR: the trace shown in the table and
  replayed step by step; ``method`` (AP: exact / trapezoid / envelope) and ``scheme``
  (interpolation: max / step);
* ``view`` -- the PR graph (points, raw curve, envelope, 11 levels) or AP as a shaded area.

Every number comes from the library (``average_precision``, ``interpolation_trace``, ...).

>>> ex = BinaryRankingExplorer()
>>> ex.value_label.value.endswith("AP (exact) = 0.6667</span>")
True
>>> ex.rank_buttons[1].value = True          # make rank 2 relevant: |e| becomes 4
>>> ex.ranking.relevant_ranks, ex.ranking.n_relevant, round(ex.value, 4)
((1, 2, 3, 9), 4, 0.8611)
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from ..average_precision import METHODS, average_precision
from ..display import AP_FAMILIES
from ..display.pr import plot_ap_area, plot_pr
from ..examples import mlrf_three_of_ten, twenty_images
from ..interpolation import SCHEMES, eleven_point_average_precision
from ..ranked import f_measure_at, precision_at, r_precision, recall_at, reciprocal_rank
from ..ranking import Ranking, as_ranking
from ..sets import contingency_table
from ..trace import Trace, format_number
from ._base import Explorer

#: The worked examples the explorer offers: label -> builder of a WorkedExample.
EXAMPLES: dict[str, Callable[[], Any]] = {
    "MLRF lecture: relevant at 1, 3, 9 of 10, |e| = 3": lambda: mlrf_three_of_ten(3),
    "MLRF lecture, case 2: |e| = 4": lambda: mlrf_three_of_ten(4),
    "Lecture notes: 20 images, similar at 1, 2, 4, 15": twenty_images,
}

MEASURES = ("AP", "11-point AP", "P@k", "R@k", "R-precision", "RR")
VIEWS = ("PR graph", "AP area")
DEFAULT_COLLECTION = 100


class BinaryRankingExplorer(Explorer):
    """Explore the binary measures of one ranking (see the module docstring).

    ``ranking`` overrides the example (any Ranking or list of 0/1 labels, e.g. 100 items for the
    benchmark); ``example`` picks one of :data:`EXAMPLES` by its label.
    """

    def __init__(self, ranking: Ranking | list[int] | None = None, *, example: str | None = None,
                 collection_size: int = DEFAULT_COLLECTION, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        w = self._w
        self.example = w.Dropdown(options=list(EXAMPLES), value=example or next(iter(EXAMPLES)),
                                  description="example", layout=w.Layout(width="480px"))
        self.example.add_class("ireval-example")
        self._custom = as_ranking(ranking).binary() if ranking is not None else None
        self._default_collection = collection_size
        self.n_relevant = w.IntSlider(description="|e| relevant", min=0, max=1, continuous_update=False,
                                      style={"description_width": "initial"})
        self.n_relevant.add_class("ireval-n-relevant")
        self.k = w.IntSlider(description="cut-off k", min=1, max=1, continuous_update=False)
        self.k.add_class("ireval-k")
        self.collection_size = w.IntSlider(description="collection d", min=1, max=10000,
                                           continuous_update=False, style={"description_width": "initial"})
        self.collection_size.add_class("ireval-collection-size")
        self.measure = w.Dropdown(options=MEASURES, value="AP", description="measure",
                                  layout=w.Layout(width="220px"))
        self.method = w.Dropdown(options=METHODS, value="exact", description="AP method",
                                 layout=w.Layout(width="220px"))
        self.scheme = w.Dropdown(options=SCHEMES, value="max", description="interpolation",
                                 style={"description_width": "initial"}, layout=w.Layout(width="200px"))
        self.view = w.ToggleButtons(options=VIEWS, value="PR graph", description="plot")
        self.annotate = w.Checkbox(value=True, description="numbers on the plot", indent=False)
        for c, cls in ((self.measure, "ireval-measure"), (self.method, "ireval-method"),
                       (self.scheme, "ireval-scheme"), (self.view, "ireval-view")):
            c.add_class(cls)
        self.rank_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.rank_buttons: list = []
        self._labels: list[int] = []
        self._missing = 0
        self.reset_button.description = "reset to the example"
        self.example.observe(lambda _: self.reset(), names="value")
        for c in (self.k, self.collection_size, self.measure, self.method, self.scheme, self.view,
                  self.annotate):
            c.observe(self._changed, names="value")
        self.n_relevant.observe(self._on_n_relevant, names="value")  # updates the state, then redraws
        controls = [
            w.HBox([self.example, self.reset_button]),
            w.HTML("<b>ranks</b> (click to toggle relevance; green = relevant)"),
            self.rank_box,
            w.HBox([self.n_relevant, self.k, self.collection_size], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.measure, self.method, self.scheme, self.view, self.annotate],
                   layout=w.Layout(flex_flow="row wrap")),
        ]
        self._finish("Binary relevance: precision, recall, interpolation, AP", controls)
        self.reset()

    # -- state -----------------------------------------------------------------------------------
    @property
    def ranking(self) -> Ranking:
        """The ranking the controls describe (labels, |e|, collection size d)."""
        return Ranking(self._labels, sum(self._labels) + self._missing,
                       collection_size=max(self.collection_size.value, self._min_collection()))

    def _min_collection(self) -> int:
        return len(self._labels) + self._missing

    def set_ranking(self, ranking: Ranking | list[int]) -> None:
        """Show another ranking (binary labels; its n_relevant and collection size if it has them)."""
        r = as_ranking(ranking).binary()
        with self.hold():
            self._labels = [int(x) for x in r.labels]
            self._missing = r.n_relevant - r.n_relevant_retrieved
            self._build_rank_buttons()
            n = len(self._labels)
            self.k.max = n
            self.k.value = n
            d = r.collection_size or max(self._default_collection, self._min_collection())
            self.collection_size.max = max(10000, d)
            self.collection_size.min = self._min_collection()
            self.collection_size.value = d
            self._sync_n_relevant()
            self.step.value = 0

    def reset(self) -> None:
        """Back to the selected worked example (or the ranking given at construction), defaults on."""
        with self.hold():
            self.measure.value = "AP"
            self.method.value = "exact"
            self.scheme.value = "max"
            self.view.value = "PR graph"
            r = self._custom if self._custom is not None else EXAMPLES[self.example.value]().ranking
            self.annotate.value = r.length <= 30
            self.set_ranking(r)

    def _build_rank_buttons(self) -> None:
        w = self._w
        buttons = []
        for rank, lab in enumerate(self._labels, start=1):
            b = w.ToggleButton(value=bool(lab), description=str(rank), tooltip=f"rank {rank}",
                               layout=w.Layout(width="3.2em", padding="0"))
            b.add_class("ireval-rank")
            b.add_class(f"ireval-rank-{rank}")
            b.button_style = "success" if lab else ""
            b.observe(self._on_rank(rank), names="value")
            buttons.append(b)
        self.rank_buttons = buttons
        self.rank_box.children = buttons

    def _on_rank(self, rank: int) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            relevant = bool(change["new"])
            self.rank_buttons[rank - 1].button_style = "success" if relevant else ""
            # as Ranking.with_label: the number of relevant items never retrieved stays the same
            self._labels[rank - 1] = int(relevant)
            with self.hold():
                self._sync_n_relevant()
        return handler

    def toggle(self, rank: int) -> None:
        """Flip the relevance of ``rank`` (1-based), as a click on its button does."""
        b = self.rank_buttons[rank - 1]
        b.value = not b.value

    def _sync_n_relevant(self) -> None:
        """Put the |e| slider on (relevant in the list) + (relevant never retrieved)."""
        retrieved = sum(self._labels)
        target = retrieved + self._missing  # before min/max changes may clamp the value
        with self.hold():
            self.n_relevant.max = max(self.n_relevant.max, target, retrieved + max(10, len(self._labels) // 2))
            self.n_relevant.min = retrieved
            self.n_relevant.value = target
            self._missing = target - retrieved
            self.collection_size.min = self._min_collection()

    def _on_n_relevant(self, change: Any) -> None:
        with self.hold():  # one update, even if the collection size has to grow with |e|
            self._missing = int(change["new"]) - sum(self._labels)
            self.collection_size.min = self._min_collection()

    # -- computing and drawing -------------------------------------------------------------------
    def _cutoff(self) -> int | None:
        return None if self.k.value >= len(self._labels) else self.k.value

    def _compute(self) -> Trace:
        r = self.ranking
        m = self.measure.value
        k = self.k.value
        if m == "AP":
            return average_precision(r, self.method.value, k=self._cutoff(), trace=True)
        if m == "11-point AP":
            return eleven_point_average_precision(r, self.scheme.value, trace=True)
        if m == "P@k":
            return precision_at(r, k, trace=True)
        if m == "R@k":
            return recall_at(r, k, trace=True)
        if m == "R-precision":
            return r_precision(r, trace=True)
        return reciprocal_rank(r, trace=True)

    def _draw(self, ax: Any, trace: Trace, highlight: int | None) -> None:
        ann = self.annotate.value
        if self.view.value == "AP area":
            ap = trace if trace.family in AP_FAMILIES else \
                average_precision(self.ranking, self.method.value, k=self._cutoff(), trace=True)
            hl = highlight if trace is ap else None
            plot_ap_area(ap, ax, highlight=hl, annotate=ann, legend=False)
            return
        if trace.steps and type(trace.steps[0]).__name__ == "LevelStep":  # 11-point AP: its own levels
            plot_pr(trace, ax, highlight=highlight, annotate=ann, legend=False)
        else:
            k = self._cutoff()
            # highlight indexes the trace's steps: one per rank for every rank-step measure here
            hl = highlight if highlight is not None and highlight < min(self.k.value, len(self._labels)) else None
            plot_pr(self.ranking, ax, scheme=self.scheme.value, k=k, highlight=hl, annotate=ann, legend=False,
                    title=self._title(trace))

    def _title(self, trace: Trace) -> str:
        r = self.ranking
        head = f"{trace.measure} = {format_number(trace.value)}"
        if trace.family not in AP_FAMILIES:
            head += f"   (AP = {format_number(average_precision(r, self.method.value, k=self._cutoff()))})"
        return f"{head}\n{r.n_relevant_retrieved} of |e| = {r.n_relevant} relevant in {r.length} ranks"

    def _details(self) -> str:
        r = self.ranking
        k = self.k.value
        t = contingency_table(r, k=k)
        rows = [
            ("P@k", precision_at(r, k)), ("R@k", recall_at(r, k)), ("F1@k", f_measure_at(r, k)),
            ("R-precision", r_precision(r)), ("RR", reciprocal_rank(r)),
            (f"11-pt AP ({self.scheme.value}, whole list)", eleven_point_average_precision(r, self.scheme.value)),
        ]
        cells = " &nbsp; ".join(f"<span style='white-space:nowrap'>{n} = <b>{format_number(v)}</b></span>"
                               for n, v in rows)
        sets = (f"set view at k = {k} (collection d = {r.collection_size}): tp = {t.tp}, fp = {t.fp}, "
                f"fn = {t.fn}, tn = {t.tn}; accuracy = <b>{format_number(t.accuracy)}</b>, "
                f"generality |e|/d = {format_number(t.generality)}")
        return f"<p style='margin:2px 0'>{cells}</p><p style='margin:2px 0'>{sets}</p>"


__all__ = ["BinaryRankingExplorer", "EXAMPLES", "MEASURES", "VIEWS"]
