"""The course documents' worked examples, replayable, with every printed value checked.

Each example is a :class:`WorkedExample`: the input (usually a :class:`~ireval_teach.Ranking`),
the document it comes from (a file in ``shared/seeds/``) and the values that document prints,
each compared with the exact value ireval_teach computes. A printed value "matches" when it is
the exact value rounded (or truncated, where the document writes "0.285...") to the digits
printed; everything else is a discrepancy and says why the document differs: an "erratum" (a wrong
value) or a "rounding" slip (the method right, the last digit off). Slips of wording that change
what a sentence or formula says are :data:`WORDING_ERRATA` (kind "wording"), quoted in the
document's own words.

>>> from ireval_teach import examples
>>> ex = examples.twenty_images()
>>> ex.ranking.relevant_ranks
(1, 2, 4, 15)
>>> [e.place for e in ex.errata()]
['precision/recall table, row k = 7']
>>> len(examples.errata()) >= 1
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, TypeVar
from collections.abc import Callable

from ..trace import format_number

#: The course documents, by the file names they have in ``shared/seeds/``.
DOCUMENTS = {
    "slides": "000_a7caede54f9e5a93.txt",      # Evaluation of Image Retrieval Results (slides)
    "mlrf": "001_247adb386e08221d.txt",        # MLRF Lecture 04, IR evaluation (J. Chazalon)
    "crossmodal": "002_39df54dfd3168fc2.txt",  # note on cross-modal retrieval metrics (mAP code)
    "sebe": "003_5a0569a8b43b5e0e.txt",        # Sebe, Huijsmans, Tian, Gevers: complete performance graphs
    "notes": "004_dbb275b29273de28.txt",       # lecture notes: PR curves, the 1/2/4/15 table
}


@dataclass(frozen=True)
class PrintedValue:
    """A number as a document prints it, next to the exact value.

    ``printed`` is the document's text; ``printed_value`` its numeric reading (``None`` where the
    document prints no number); ``rounding`` says how the digits were cut ("round" or "truncate").
    Where the document prints a formula rather than a number, ``evaluated_at`` names the setting at
    which it is evaluated here (e.g. "c = 4, d = 20; d our choice"): then ``printed_value`` is the
    formula's value there, derived by us, not a number the document prints.
    """

    quantity: str
    place: str
    printed: str
    printed_value: float | None
    exact: float
    rounding: str = "round"
    explanation: str = ""
    #: for a value that does not match: "erratum" (a wrong value) or "rounding" (a rounding slip or
    #: accumulated rounding that leaves the method right)
    kind: str = "erratum"
    evaluated_at: str = ""

    @property
    def is_formula(self) -> bool:
        """True when the document prints a formula, evaluated here at ``evaluated_at``."""
        return bool(self.evaluated_at)

    @property
    def digits(self) -> int:
        text = self.printed.split("=")[-1].strip().rstrip(".").rstrip("…")
        return len(text.split(".")[1]) if "." in text else 0

    @property
    def matches(self) -> bool:
        """Does the printed value equal the exact one to the digits printed?"""
        if self.printed_value is None:
            return False
        if self.rounding == "truncate":
            f = 10 ** self.digits
            return math.floor(self.exact * f + 1e-9) / f == self.printed_value
        if self.digits == 0:  # an integer or a fraction such as "1/3": the document claims the exact value
            return abs(self.exact - self.printed_value) <= 1e-12
        tol = 0.5 * 10 ** (-self.digits) + 1e-9
        return abs(self.exact - self.printed_value) <= tol

    def as_row(self) -> dict[str, Any]:
        return {"quantity": self.quantity, "place": self.place, "printed": self.printed,
                "exact": self.exact, "matches": self.matches, "explanation": self.explanation,
                "evaluated_at": self.evaluated_at}


@dataclass(frozen=True)
class WorkedExample:
    """One worked example of a course document."""

    name: str
    document: str
    title: str
    data: Any
    printed: tuple[PrintedValue, ...] = ()
    notes: tuple[str, ...] = ()
    extras: dict = field(default_factory=dict)

    @property
    def ranking(self) -> Any:
        """The example's input (a Ranking for most examples)."""
        return self.data

    def errata(self) -> list[PrintedValue]:
        """The printed values that differ from the exact ones (beyond the printed digits)."""
        return [p for p in self.printed if not p.matches]

    def check_rows(self) -> list[dict[str, Any]]:
        return [p.as_row() for p in self.printed]

    def report(self) -> str:
        """A text report: every printed value, the exact value, and whether they agree."""
        lines = [f"{self.title}", f"  source: {self.document}"]
        for p in self.printed:
            mark = "ok " if p.matches else ("ERR" if p.kind == "erratum" else "rnd")
            at = f" (formula, evaluated at {p.evaluated_at})" if p.is_formula else ""
            lines.append(f"  [{mark}] {p.quantity}: printed {p.printed!r}{at}, exact {format_number(p.exact, 6)}"
                         f"  ({p.place})")
            if not p.matches and p.explanation:
                lines.append(f"        {p.explanation}")
        lines.extend(f"  note: {n}" for n in self.notes)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.report()


#: Registered example builders: name -> zero-argument function returning a WorkedExample.
_REGISTRY: dict[str, Callable[[], WorkedExample]] = {}
#: A builder: called with no arguments by :func:`all_examples`; it may take optional parameters.
_Builder = TypeVar("_Builder", bound=Callable[..., WorkedExample])


def register(name: str) -> Callable[[_Builder], _Builder]:
    """Decorator: make an example builder available to :func:`all_examples` and :func:`errata`."""

    def deco(fn: _Builder) -> _Builder:
        _REGISTRY[name] = fn
        return fn

    return deco


def all_examples() -> list[WorkedExample]:
    """Every registered worked example, built fresh."""
    _load_all()
    return [fn() for fn in _REGISTRY.values()]


def errata() -> list[dict[str, Any]]:
    """Every known discrepancy across the documents' worked examples.

    Each entry has ``document``, ``example``, ``place``, ``quantity``, ``printed``, ``evaluated_at``
    (the setting at which a printed formula is evaluated; empty for a printed number), ``exact``,
    ``kind`` ("erratum": a wrong value; "rounding": a rounding slip that leaves the method right;
    "wording": words that say something other than what is meant, from :data:`WORDING_ERRATA`, whose
    ``exact`` is None and ``reading`` our reading) and ``explanation``, and ``used_in``: the lecture
    notebooks (numbers) that replay the example (:data:`ireval_teach.examples.usage.EXAMPLE_NOTEBOOKS`).

    >>> sorted({e["kind"] for e in errata()})
    ['erratum', 'rounding', 'wording']
    """
    from .usage import used_in

    out = []
    for ex in all_examples():
        for p in ex.errata():
            out.append({"document": ex.document, "example": ex.name, "place": p.place,
                        "quantity": p.quantity, "printed": p.printed, "evaluated_at": p.evaluated_at,
                        "exact": p.exact,
                        "kind": p.kind, "explanation": p.explanation, "reading": "",
                        "used_in": used_in(ex.name)})
    for w in WORDING_ERRATA:
        out.append({"document": DOCUMENTS[w.document], "example": w.name, "place": w.place,
                    "quantity": w.quantity, "printed": w.printed, "evaluated_at": "", "exact": None,
                    "kind": "wording", "explanation": w.explanation, "reading": w.reading,
                    "used_in": used_in(w.name)})
    return out


@dataclass(frozen=True)
class WordingErratum:
    """A document's words that say something other than what the document means, quoted exactly.

    ``printed`` is the document's own text (character for character); ``reading`` is what we read
    it as meaning (our reading, labelled so); ``explanation`` says why, from the document itself. The
    notebooks that show it are in :data:`ireval_teach.examples.usage.EXAMPLE_NOTEBOOKS`.
    """

    name: str
    document: str          # a key of DOCUMENTS
    place: str
    quantity: str
    printed: str
    reading: str
    explanation: str


#: Slips of wording in the course documents (not numbers): each quoted, with our reading named as ours.
WORDING_ERRATA: tuple[WordingErratum, ...] = (
    WordingErratum(
        "notes_recall_formula", "notes", "Recall", "recall (the displayed formula)",
        r"\text{recall} = \frac{\# \text{ images that are similar to query}}"
        r"{\# \text{ images in target set that are similar}}",
        "# retrieved images that are similar to query / # images in target set that are similar (our reading)",
        "The formula lacks 'retrieved': as printed, its numerator and denominator count the same images "
        "(every image similar to the query is in the target set), so it always equals 1. The sentence "
        "above it says 'the number of retrieved images that are similar divided by the number of similar "
        "images in the target dataset', which is recall = |A ∩ B| / |B| as the library computes it."),
    WordingErratum(
        "sebe_single_measures", "sebe", "Sec. 1", "what single measures take into account",
        "in most cases they do take into account both the size of the relevant class and the effect of "
        "changing either the size or the nature of the embedding irrelevant items",
        "in most cases they do not take into account ... (our reading)",
        "The next sentence says 'By their nature these single measures have limited use, because their "
        "value will only have a meaning for standardized comparisons, where most of the retrieval "
        "parameters, such as the embedding, relevant class size, and scope are kept constant', which "
        "only follows if the measures do not take those effects into account: 'do not' was meant (our "
        "reading)."),
)


def _load_all() -> None:
    import importlib
    import pkgutil

    for mod in pkgutil.iter_modules(__path__):
        if not mod.name.startswith("_"):
            importlib.import_module(f"{__name__}.{mod.name}")


from .mlrf import mlrf_three_of_ten  # noqa: E402
from .lecture_notes import twenty_images  # noqa: E402
from .slides import slides_accuracy_trap, slides_ndcg  # noqa: E402
from .sebe import sebe_table1, sebe_scope_lines, sebe_figure3  # noqa: E402

__all__ = ["DOCUMENTS", "PrintedValue", "WorkedExample", "WordingErratum", "WORDING_ERRATA", "register",
           "all_examples", "errata",
           "mlrf_three_of_ten", "twenty_images", "slides_ndcg", "slides_accuracy_trap",
           "sebe_table1", "sebe_scope_lines", "sebe_figure3"]
