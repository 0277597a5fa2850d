"""Where each course document's items are used in the course (the map behind ``00_start_here``).

:data:`ITEMS` lists, per document, the items the course takes from it (a claim, a definition, a
worked example, a figure), where the document has it, and the lecture notebooks that show it.
``marker`` is a phrase that the notebooks' sources contain where they use the item
(``tests/test_examples_usage.py`` checks every one, so the map cannot drift from the notebooks).
An item with no notebook is listed as not yet covered, never hidden.

:data:`EXAMPLE_NOTEBOOKS` says which notebooks replay each registered worked example;
:func:`ireval_teach.examples.errata` reports it with every erratum.

>>> from ireval_teach.examples.usage import ITEMS, items_for
>>> len(items_for("sebe")) >= 10
True
>>> [i.item for i in ITEMS if not i.notebooks]          # doctest: +ELLIPSIS
[...]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidIdError, check_option, excerpt
from . import DOCUMENTS

__all__ = ["DocumentItem", "ITEMS", "EXAMPLE_NOTEBOOKS", "items_for", "used_in"]


@dataclass(frozen=True)
class DocumentItem:
    """One item of one document: what, where in the document, which notebooks, and their marker phrase."""

    document: str          # a key of DOCUMENTS
    item: str
    place: str
    notebooks: tuple[str, ...]
    marker: str

    @property
    def file(self) -> str:
        return DOCUMENTS[self.document]


def _i(document: str, item: str, place: str, notebooks: tuple[str, ...], marker: str) -> DocumentItem:
    if document not in DOCUMENTS:
        raise KeyError(document)
    return DocumentItem(document, item, place, notebooks, marker)


ITEMS: tuple[DocumentItem, ...] = (
    # the image-retrieval slides
    _i("slides", "the accuracy trap ('99.9999% accurate search engine')", "slides 2-3", ("01", "10"), "99.9999"),
    _i("slides", "precision and recall from the contingency table", "slides 4-5", ("02",), "slides 4-5"),
    _i("slides", "precision falls as recall rises, 'strong empirical confirmation', measured on real runs", "slide 5",
       ("02",), "strong empirical confirmation"),
    _i("slides", "the F measure, 'a conservative average' (van Rijsbergen)", "slide 6", ("03",), "van Rijsbergen"),
    _i("slides", "interpolated precision and the 11-point average", "slides 10, 14", ("06", "07"), "11-point"),
    _i("slides", "P@k 'averages badly', shown on real queries", "slide 12", ("18",), "averages badly"),
    _i("slides", "the TREC-8 SabIR/Cornell 11-point curve (only its axes survive in the text)", "slide 16", ("18",),
       "SabIR"),
    _i("slides", "MAP and macro-averaging", "slides 17, 19", ("08",), "Macro-averaging"),
    _i("slides", "R-precision", "slide 21", ("04", "10"), "R-precision"),
    _i("slides", "the relevance-level table's query '<random person name>'", "slide 22", ("09",), "random person name"),
    _i("slides", "DCG/NDCG worked example 3, 2, 3, 0, 0, 1, 2, 2, 3, 0", "slides 25-26", ("09",),
       "3, 2, 3, 0, 0, 1, 2, 2, 3, 0"),
    _i("slides", "variance across queries ('crummily ... excellently'), measured on real queries", "slide 27", ("12",),
       "crummily"),
    _i("slides", "significance tests and power, measured on real systems", "slide 28", ("12",), "power of a test"),
    # the MLRF lecture
    _i("mlrf", "'Ground truth', aka 'targets', 'gold standard'", "How to evaluate a retrieval system?", ("12",),
       "gold standard"),
    _i("mlrf", "'same database and the same queries'", "How to evaluate a retrieval system?", ("12",),
       "same database and the same queries"),
    _i("mlrf", "precision and recall as conditional probabilities", "Precision and Recall", ("02",),
       "P(relevant | retrieved)"),
    _i("mlrf", "the F-measure with alpha and beta", "F-measure", ("03",), "F-measure"),
    _i("mlrf", "Equal Error Rate: the ROC (FPR = FNR) and PR (P = R break-even) readings", "after the PR graph",
       ("10",), "Equal Error Rate"),
    _i("mlrf", "mAP@k and the trapezoid technique", "Mean average precision at k", ("08",),
       "Mean of the average precision of several queries"),
    _i("mlrf", "distractors", "Ground truthing issues", ("13", "14"), "distractors"),
    # the cross-modal note
    _i("crossmodal", "cross-modal versus content-based search", "introduction", ("15",), "content-bad image retrieval"),
    _i("crossmodal", "precision or recall alone is 'ill-pod' (sic: ill-posed)", "2", ("02",), "ill-pod"),
    _i("crossmodal", "F2 and F0.5, the brain-surgery trade-off", "2.1", ("03",), "brain"),
    _i("crossmodal", "PR versus ROC, the fraud example", "2.2", ("10",), "fraud"),
    _i("crossmodal", "the AP denominator question (TP + FN versus count(rel(k)==1))", "2.3", ("08", "15"),
       "count(rel(k)==1)"),
    _i("crossmodal", "calc_map (divides by all relevant and by num_query)", "2.4", ("08", "15"), "calc_map"),
    # Sebe et al.
    _i("sebe", "single measures 'have limited use'", "Sec. 1", ("13",), "limited"),
    _i("sebe", "Table 1 in both naming schemes (formulas; cells derived)", "Sec. 2, Table 1", ("02", "13"), "Table 1"),
    _i("sebe", "c, e, d for one relevant image in a million", "Sec. 2, Eqs. 1-6", ("01",), "Sebe et al.'s notation"),
    _i("sebe", "Eqs. 12-13: degrees of freedom 'from 2 to 1', measured", "Sec. 2", ("17",), "from 2 to 1"),
    _i("sebe", "GRiP/GRnP/GReP graphs, measured with real distractors", "Sec. 2, Fig. 1", ("13", "17"), "GRiP"),
    _i("sebe", "the 2-D projection at integer logarithmic generality levels, measured", "Sec. 2", ("17",),
       "integer logarithmic generality levels"),
    _i("sebe", "Fig. 2(b): the class of 2, on real pairs", "Sec. 2.1", ("13",), "class of 2"),
    _i("sebe", "micro = macro at constant generality", "Sec. 2.2", ("17",), "identical micro- and macro-averages"),
    _i("sebe", "Raghavan et al.: average at constant cut-off, not constant recall", "Sec. 2.2", ("17", "18"),
       "constant scope or cut-off values"),
    _i("sebe", "Fig. 3: radial versus box averaging, measured on real pairs (and a labelled simulation)", "Sec. 2.2", ("17",), "21.094"),
    _i("sebe", "laboratory versus practical systems, the recall and generality bounds", "Sec. 3", ("14",),
       "Laboratory"),
    # the lecture notes
    _i("notes", "RMSE between predicted and true similarity", "Evaluation", ("01",), "RMSE"),
    _i("notes", "the recall formula as printed: no 'retrieved', so it always equals 1", "Recall", ("02",),
       "always equals 1"),
    _i("notes", "the set interpretation of precision and recall", "Set interpretation", ("02", "16"),
       "Set interpretation of precision and recall"),
    _i("notes", "epsilon-query versus kNN query, on real distances", "Evaluation", ("16",), "kNN"),
    _i("notes", "similar = same class label", "Set interpretation", ("12", "16"), "same class label"),
    _i("notes", "Limitations of PR curves: image search on the internet", "Limitations of PR curves", ("14",),
       "Limitations of PR"),
)

#: Which lecture notebooks replay each registered worked example.
EXAMPLE_NOTEBOOKS: dict[str, tuple[str, ...]] = {
    "mlrf_three_of_ten": ("04", "05", "07", "08", "11", "14"),
    "twenty_images": ("04", "05", "06", "07", "08", "11"),
    "slides_ndcg": ("09",),
    "slides_accuracy_trap": ("01", "10"),
    "sebe_table1": ("13",),
    "sebe_scope_lines": ("13",),
    "sebe_figure3": ("17",),
    # slips of wording (ireval_teach.examples.WORDING_ERRATA)
    "notes_recall_formula": ("02",),
    "sebe_single_measures": ("13",),
}


def items_for(document: str) -> list[DocumentItem]:
    """The items of one document (a key of DOCUMENTS: slides, mlrf, crossmodal, sebe, notes)."""
    check_option("document", document if isinstance(document, str) else excerpt(document), tuple(DOCUMENTS))
    return [i for i in ITEMS if i.document == document]


def used_in(example: str) -> tuple[str, ...]:
    """The notebooks that replay a worked example (empty if none)."""
    if not isinstance(example, str):
        raise InvalidIdError(f"an example is named by a string, got {excerpt(example)}")
    return EXAMPLE_NOTEBOOKS.get(example, ())
