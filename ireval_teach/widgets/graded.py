"""The graded ranking explorer: set each rank's grade, pick the DCG formulation and k, watch NDCG.

It starts on the image-retrieval slides' example (``000_*.txt``, "DCG: Discounted Cumulative Gain"):
10 images judged 3, 2, 3, 0, 0, 1, 2, 2, 3, 0 on a 0-3 scale, classic DCG, NDCG = 0.8825 (the
slides print 0.88). Controls:

* one dropdown per rank with its grade (0-3);
* ``formulation`` -- classic (the slides), exponential (our reading of the slides' "Alternative
  formulation", whose text prints no formula), trec;
* ``ideal`` -- the ideal ranking: the list's own labels sorted (the slides) or all judgments
  (trec_eval, counting relevant items never retrieved);
* ``unretrieved`` -- relevant items that were never retrieved (grade 1). Only the ideal
  ``"all_judgments"`` counts them, so under ``"judged_list"`` the slider is disabled and says so;
* ``k`` -- the cut-off; ``measure`` -- NDCG or DCG.

Every value shown names its depth: the heading and the line under the plot say ``NDCG@k`` with the
cut-off k (k = the list's length when the whole list counts).

Every number comes from :mod:`ireval_teach.graded`.

>>> ex = GradedRankingExplorer()
>>> ex.value_label.value.endswith("NDCG@10 (classic) = 0.8825</span>")
True
>>> ex.grade_dropdowns[3].value = 3            # rank 4 becomes highly relevant
>>> round(ex.value, 4) == round(__import__("ireval_teach").ndcg([3, 2, 3, 3, 0, 1, 2, 2, 3, 0]), 4)
True
>>> ex.unretrieved.disabled, ex.ideal.value    # only the ideal all_judgments counts unretrieved items
(True, 'judged_list')
>>> before = ex.value
>>> ex.ideal.value = "all_judgments"; ex.unretrieved.value = 2
>>> ex.unretrieved.disabled, ex.value < before
(False, True)
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from ..graded import FORMULATIONS, IDEALS, dcg, ndcg
from ..display.graded import plot_dcg
from ..ranking import Ranking, as_ranking
from ..trace import Trace, format_number
from ._base import Explorer

#: The slides' judged list (the explorer's starting point); see ``ireval_teach.examples.slides``.
SLIDES_LABELS = (3, 2, 3, 0, 0, 1, 2, 2, 3, 0)
GRADES = (0, 1, 2, 3)


def slides_example() -> Ranking:
    """The slides' DCG example, from the registered worked example when it is available."""
    try:
        from ..examples.slides import slides_ndcg

        return slides_ndcg().ranking
    except ImportError:  # pragma: no cover - the example module is part of the package
        return Ranking(list(SLIDES_LABELS))


class GradedRankingExplorer(Explorer):
    """Explore DCG and NDCG of one graded ranking (see the module docstring)."""

    figsize = (8.4, 3.5)
    margins = (0.085, 0.32, 0.70, 0.85)  # room under the rank axis for the discount and NDCG rows

    def __init__(self, labels: Sequence[int] | Ranking | None = None, *, max_grade: int = 3,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        w = self._w
        self._start = as_ranking(labels) if labels is not None else None
        self._grades = tuple(range(0, max_grade + 1))
        self.formulation = w.ToggleButtons(options=FORMULATIONS, value="classic", description="DCG")
        self.formulation.add_class("ireval-formulation")
        self.ideal = w.Dropdown(options=IDEALS, value="judged_list", description="ideal ranking",
                                style={"description_width": "initial"}, layout=w.Layout(width="260px"))
        self.ideal.add_class("ireval-ideal")
        self.measure = w.ToggleButtons(options=("NDCG", "DCG"), value="NDCG", description="measure")
        self.measure.add_class("ireval-measure")
        self.k = w.IntSlider(description="cut-off k", min=1, max=1, continuous_update=False)
        self.k.add_class("ireval-k")
        self.unretrieved = w.IntSlider(description="relevant never retrieved", min=0, max=10,
                                       continuous_update=False, style={"description_width": "initial"})
        self.unretrieved.add_class("ireval-unretrieved")
        self.unretrieved_note = w.HTML()
        self.ideal.observe(self._ideal_changed, names="value")
        self.annotate = w.Checkbox(value=True, description="numbers on the plot", indent=False)
        self.grade_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.grade_dropdowns: list = []
        self.reset_button.description = "reset to the slides' example"
        for c in (self.formulation, self.ideal, self.measure, self.k, self.unretrieved, self.annotate):
            c.observe(self._changed, names="value")
        controls = [
            w.HBox([self.reset_button]),
            w.HTML("<b>grade of each rank</b> (0 = not relevant ... 3 = highly relevant)"),
            self.grade_box,
            w.HBox([self.formulation, self.measure], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.k, self.ideal, self.unretrieved, self.unretrieved_note, self.annotate],
                   layout=w.Layout(flex_flow="row wrap")),
        ]
        self._finish("Graded relevance: DCG and NDCG", controls)
        self.reset()
        self._ideal_changed()

    # -- state -----------------------------------------------------------------------------------
    @property
    def ranking(self) -> Ranking:
        """The graded ranking the controls describe."""
        labels = [int(d.value) for d in self.grade_dropdowns]
        listed = sum(1 for x in labels if x >= 1)
        return Ranking(labels, listed + self.unretrieved.value)

    def set_labels(self, labels: Sequence[int] | Ranking) -> None:
        """Show another graded ranking (grades above the scale widen it)."""
        r = as_ranking(labels)
        w = self._w
        top = max(max(self._grades), int(r.labels.max()))
        self._grades = tuple(range(0, top + 1))
        drops = []
        for rank, lab in enumerate(r.labels.tolist(), start=1):
            d = w.Dropdown(options=self._grades, value=int(lab), description=str(rank),
                           layout=w.Layout(width="6.2em"), style={"description_width": "1.8em"})
            d.add_class("ireval-grade")
            d.add_class(f"ireval-grade-{rank}")
            d.observe(self._changed, names="value")
            drops.append(d)
        with self.hold():
            self.grade_dropdowns = drops
            self.grade_box.children = drops
            self.k.max = r.length
            self.k.value = r.length
            self.unretrieved.value = r.n_relevant - r.n_relevant_retrieved
            self.step.value = 0

    def _ideal_changed(self, change: Any = None) -> None:
        """The unretrieved slider only acts on the ideal "all_judgments": disable it, and say why, otherwise."""
        off = self.ideal.value == "judged_list"
        self.unretrieved.disabled = off
        self.unretrieved_note.value = ("<span style='color:#555'>(counts only with the ideal "
                                       "all_judgments)</span>" if off else "")

    def set_grade(self, rank: int, grade: int) -> None:
        """Set the grade of ``rank`` (1-based), as choosing it in the dropdown does."""
        self.grade_dropdowns[rank - 1].value = grade

    def reset(self) -> None:
        """Back to the slides' example (or the labels given at construction), defaults on."""
        with self.hold():
            self.formulation.value = "classic"
            self.ideal.value = "judged_list"
            self.measure.value = "NDCG"
            r = self._start if self._start is not None else slides_example()
            self.annotate.value = r.length <= 30
            self.set_labels(r)

    # -- computing and drawing -------------------------------------------------------------------
    def _compute(self) -> Trace:
        r = self.ranking
        k = min(self.k.value, r.length)          # always a depth, so the heading names it (NDCG@10)
        if self.measure.value == "DCG":
            return dcg(r, k, formulation=self.formulation.value, trace=True)
        return ndcg(r, k, formulation=self.formulation.value, ideal=self.ideal.value, trace=True)

    def _draw(self, ax: Any, trace: Trace, highlight: int | None) -> None:
        plot_dcg(trace, ax, highlight=highlight, annotate=self.annotate.value, legend=False,
                 max_rank=len(self.grade_dropdowns))

    def _details(self) -> str:
        r = self.ranking
        f = self.formulation.value
        k = self.k.value
        vals = [(f"DCG@{k} ({f})", dcg(r, k, formulation=f)),
                (f"NDCG@{k} ({f})", ndcg(r, k, formulation=f, ideal=self.ideal.value))]
        for other in FORMULATIONS:
            if other != f:
                vals.append((f"NDCG@{k} ({other})", ndcg(r, k, formulation=other, ideal=self.ideal.value)))
        cells = " &nbsp; ".join(f"<span style='white-space:nowrap'>{n} = <b>{format_number(v)}</b></span>"
                               for n, v in vals)
        return f"<p style='margin:2px 0'>{cells}</p>"


__all__ = ["GradedRankingExplorer", "slides_example"]
