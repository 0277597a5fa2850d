"""Traces: the recorded steps of one computation.

Every measure in ireval_teach computes its value directly (fast path) and, when
called with ``trace=True``, returns a :class:`Trace` instead: the same value plus
a tuple of frozen step records (one per rank, per interpolation level, per query
...). A trace is data; how it is shown is separate:

* ``str(trace)`` / :meth:`Trace.to_text` -- a plain-text table (terminal, doctest);
* ``trace._repr_html_()`` / :meth:`Trace.to_html` -- an HTML table in Jupyter,
  optionally with one row highlighted (the widgets' "current step");
* :meth:`Trace.to_dicts` -- a list of dicts (pandas, JSON, tests);
* :meth:`Trace.plot` -- a matplotlib figure drawn by :mod:`ireval_teach.display`.

The step record types live here too, so every module speaks the same language:
:class:`RankStep` (binary ranked measures), :class:`LevelStep` (interpolation),
:class:`QueryStep` (a per-query value before an average).

>>> from ireval_teach import Ranking, precision_at
>>> t = precision_at(Ranking([1, 0, 1]), 2, trace=True)
>>> t.value
0.5
>>> [s.precision for s in t.steps]
[1.0, 0.5]
"""

from __future__ import annotations

import dataclasses
import html
import math
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Iterator, Mapping, Sequence


def fraction_text(numerator: int, denominator: int) -> str:
    """Write ``numerator/denominator`` the way the course documents do, with its decimal value.

    >>> fraction_text(2, 3)
    '2/3 = 0.6667'
    >>> fraction_text(3, 3)
    '3/3 = 1'
    >>> fraction_text(0, 0)
    '0/0 (taken as 0)'
    """
    if denominator == 0:
        return f"{numerator}/0 (taken as 0)"
    return f"{numerator}/{denominator} = {format_number(numerator / denominator)}"


def format_number(x: Any, digits: int = 4) -> str:
    """Format a number for a table: integers as integers, floats to ``digits`` places, trailing zeros cut.

    >>> format_number(0.5), format_number(2/3), format_number(1.0), format_number(7)
    ('0.5', '0.6667', '1', '7')
    >>> format_number(0.999999), format_number(0.00001)
    ('0.999999', '0.00001')
    """
    if x is None:
        return ""
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, (int,)) and not isinstance(x, bool):
        return str(x)
    if isinstance(x, Fraction):
        x = float(x)
    if isinstance(x, float):
        if math.isnan(x):
            return "nan"
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        s = f"{x:.{digits}f}".rstrip("0").rstrip(".")
        if "." not in s and x != int(s):
            # rounding would show a whole number that x is not (0.999999 as "1"): show the digits that matter
            s = f"{x:.12f}".rstrip("0").rstrip(".")
        return "0" if s in ("-0", "") else s
    try:  # numpy scalars
        import numpy as np

        if isinstance(x, np.generic):
            return format_number(x.item(), digits)
    except ImportError:  # pragma: no cover - numpy is a core dependency
        pass
    return str(x)


@dataclass(frozen=True)
class RankStep:
    """One rank of a binary ranked measure: what is known after looking at the top ``rank`` items.

    ``contribution`` is what this rank adds to the measure's value (0 where it adds nothing);
    ``recall_changed`` marks the ranks where a relevant item raises recall (the PR points that
    the lecture notes tabulate).
    """

    rank: int
    label: int
    relevant: bool
    tp: int
    precision: float
    recall: float
    contribution: float
    recall_changed: bool
    explanation: str


@dataclass(frozen=True)
class LevelStep:
    """One recall level of an interpolation: the level, the interpolated precision, and where it came from.

    ``from_rank`` is the rank whose precision was taken (``None`` when no rank reaches the level
    and the precision is 0).
    """

    level: float
    precision: float
    from_rank: int | None
    contribution: float
    explanation: str


@dataclass(frozen=True)
class QueryStep:
    """One query's value before an average over queries."""

    query: str
    value: float
    n_relevant: int
    contribution: float
    included: bool
    explanation: str


@dataclass(frozen=True)
class AreaStep:
    """One piece of an area under a precision-recall curve (trapezoid or envelope AP)."""

    rank: int
    recall_from: float
    recall_to: float
    precision_from: float
    precision_to: float
    area: float
    explanation: str


@dataclass(frozen=True, eq=False)
class Trace:
    """The value of a measure together with every step that produced it.

    Attributes
    ----------
    measure:
        Name of the measure with its parameters, e.g. ``"P@5"`` or ``"AP (exact)"``.
    value:
        The measure's value; always identical to the value the same call without
        ``trace=True`` returns.
    steps:
        Frozen step records, in the order they were taken.
    formula:
        The formula in words, as a lecturer would write it on the board.
    conventions:
        Named choices that influenced the value (denominator, scheme, ...).
    ranking:
        The input (a :class:`~ireval_teach.Ranking`, or a tuple of them for a mean), kept
        so displays can draw it; ``None`` where there is no single input.
    """

    measure: str
    value: Any
    steps: tuple = ()
    formula: str = ""
    conventions: Mapping[str, str] = field(default_factory=dict)
    ranking: Any = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        object.__setattr__(self, "conventions", MappingProxyType(dict(self.conventions)))

    # -- sequence-like --------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.steps)

    def __getitem__(self, i: int) -> Any:
        return self.steps[i]

    def __float__(self) -> float:
        return float(self.value)

    # -- data -----------------------------------------------------------------------------
    @property
    def columns(self) -> tuple[str, ...]:
        """Names of the step fields, in table order (the explanation last)."""
        if not self.steps:
            return ()
        return tuple(f.name for f in dataclasses.fields(self.steps[0]))

    def to_dicts(self) -> list[dict[str, Any]]:
        """The steps as a list of plain dicts (one per step).

        >>> from ireval_teach import Ranking, reciprocal_rank
        >>> reciprocal_rank(Ranking([0, 1]), trace=True).to_dicts()[1]["contribution"]
        0.5
        """
        return [dataclasses.asdict(s) for s in self.steps]

    def column(self, name: str) -> list[Any]:
        """One field of every step, e.g. ``trace.column("precision")``."""
        return [getattr(s, name) for s in self.steps]

    # -- text -----------------------------------------------------------------------------
    def value_text(self, digits: int = 6) -> str:
        """The value as text: a number to ``digits`` places, a tuple number by number."""
        if _is_number(self.value):
            return format_number(self.value, digits)
        if isinstance(self.value, tuple) and all(_is_number(v) for v in self.value):
            return "(" + ", ".join(format_number(v, 4) for v in self.value) + ")"
        if isinstance(self.value, tuple) and self.steps and self.value == self.steps:
            return f"{len(self.value)} points"
        return str(self.value)

    def header(self) -> list[str]:
        lines = [f"{self.measure} = {self.value_text()}"]
        if self.formula:
            lines.append(f"  formula: {self.formula}")
        for k, v in self.conventions.items():
            lines.append(f"  {k}: {v}")
        return lines

    def to_text(self, explanations: bool = True, max_rows: int | None = None) -> str:
        """A plain-text table of the steps under a header with the value, formula and conventions."""
        lines = self.header()
        if self.steps:
            cols = [c for c in self.columns if explanations or c != "explanation"]
            rows = [[format_number(getattr(s, c)) for c in cols] for s in self.steps]
            if max_rows is not None and len(rows) > max_rows:
                rows = rows[:max_rows] + [["..."] * len(cols)]
            widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]
            fmt = lambda r: "  ".join(  # noqa: E731
                v.ljust(w) if c == "explanation" else v.rjust(w) for v, w, c in zip(r, widths, cols)
            ).rstrip()
            lines.append(fmt(cols))
            lines.append(fmt(["-" * w for w in widths]))
            lines.extend(fmt(r) for r in rows)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"<Trace {self.measure} = {self.value_text()}, {len(self.steps)} steps>"

    # -- html -----------------------------------------------------------------------------
    def to_html(self, highlight: int | None = None) -> str:
        """An HTML table; ``highlight`` is the 0-based index of a step to mark (the widgets' cursor)."""
        esc = html.escape
        head = self.header()
        parts = [
            '<div class="ireval-trace">',
            f"<p><b>{esc(head[0])}</b></p>",
        ]
        if len(head) > 1:
            parts.append("<ul>" + "".join(f"<li>{esc(h.strip())}</li>" for h in head[1:]) + "</ul>")
        if self.steps:
            parts.append('<table class="ireval-steps" style="border-collapse:collapse">')
            parts.append(
                "<thead><tr>"
                + "".join(f'<th style="padding:2px 8px;text-align:right">{esc(c)}</th>' for c in self.columns)
                + "</tr></thead><tbody>"
            )
            for i, s in enumerate(self.steps):
                style = ' style="background:#ffe08a;font-weight:bold"' if i == highlight else ""
                cells = "".join(
                    f'<td style="padding:2px 8px;text-align:{"left" if c == "explanation" else "right"}">'
                    f"{esc(format_number(getattr(s, c)))}</td>"
                    for c in self.columns
                )
                parts.append(f'<tr data-step="{i}"{style}>{cells}</tr>')
            parts.append("</tbody></table>")
        parts.append("</div>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.to_html()

    # -- display --------------------------------------------------------------------------
    def plot(self, ax=None, **kwargs):
        """Draw this trace with matplotlib (see :mod:`ireval_teach.display`); returns the figure."""
        from . import display

        return display.plot_trace(self, ax=ax, **kwargs)


def _is_number(x: Any) -> bool:
    try:
        float(x)
    except (TypeError, ValueError):
        return False
    return True


def steps_table(steps: Sequence[Any]) -> str:
    """A plain-text table of any sequence of step records (used by the command line)."""
    return Trace("steps", len(steps), tuple(steps)).to_text().split("\n", 1)[1]
