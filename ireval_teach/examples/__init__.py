"""The course documents' worked examples, replayable, with every printed value checked.

Each example is a :class:`WorkedExample`: the input (usually a :class:`~ireval_teach.Ranking`),
the document it comes from (a file in ``shared/seeds/``) and the values that document prints,
each compared with the exact value ireval_teach computes. A printed value "matches" when it is
the exact value rounded (or truncated, where the document writes "0.285...") to the digits
printed; everything else is an erratum and says why the document differs.

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
from typing import Any
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


def register(name: str) -> Callable[[Callable[[], WorkedExample]], Callable[[], WorkedExample]]:
    """Decorator: make an example builder available to :func:`all_examples` and :func:`errata`."""

    def deco(fn: Callable[[], WorkedExample]) -> Callable[[], WorkedExample]:
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
    ``kind`` ("erratum": a wrong value; "rounding": a rounding slip that leaves the method right) and
    ``explanation``, and ``used_in``: the lecture notebooks (numbers) that replay the example
    (:data:`ireval_teach.examples.usage.EXAMPLE_NOTEBOOKS`).
    """
    from .usage import used_in

    out = []
    for ex in all_examples():
        for p in ex.errata():
            out.append({"document": ex.document, "example": ex.name, "place": p.place,
                        "quantity": p.quantity, "printed": p.printed, "evaluated_at": p.evaluated_at,
                        "exact": p.exact,
                        "kind": p.kind, "explanation": p.explanation, "used_in": used_in(ex.name)})
    return out


def _load_all() -> None:
    import importlib
    import pkgutil

    for mod in pkgutil.iter_modules(__path__):  # type: ignore[name-defined]
        if not mod.name.startswith("_"):
            importlib.import_module(f"{__name__}.{mod.name}")


from .mlrf import mlrf_three_of_ten  # noqa: E402
from .lecture_notes import twenty_images  # noqa: E402
from .slides import slides_accuracy_trap, slides_ndcg  # noqa: E402
from .sebe import sebe_table1, sebe_scope_lines, sebe_figure3  # noqa: E402

__all__ = ["DOCUMENTS", "PrintedValue", "WorkedExample", "register", "all_examples", "errata",
           "mlrf_three_of_ten", "twenty_images", "slides_ndcg", "slides_accuracy_trap",
           "sebe_table1", "sebe_scope_lines", "sebe_figure3"]
