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
import gc
import html
import importlib
import math
import numbers
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any
from collections.abc import Callable, Iterator, Mapping, Sequence

from .errors import (InconsistentCountError, InvalidCutoffError, InvalidOptionError, IrevalError, check_sequence,
                     excerpt)


def fraction_text(numerator: int, denominator: int) -> str:
    """Write ``numerator/denominator`` the way the course documents do, with its decimal value.

    >>> fraction_text(2, 3)
    '2/3 = 0.6667'
    >>> fraction_text(3, 3)
    '3/3 = 1'
    >>> fraction_text(0, 0)
    '0/0 (taken as 0)'
    """
    for name, v in (("numerator", numerator), ("denominator", denominator)):
        if isinstance(v, bool) or not isinstance(v, numbers.Integral):
            raise InconsistentCountError(f"fraction_text takes whole counts: {name} {excerpt(v)}")
    if denominator == 0:
        return f"{numerator}/0 (taken as 0)"
    return f"{numerator}/{denominator} = {format_number(numerator / denominator)}"


#: format_number shows at most this many decimal places.
MAX_DIGITS = 20


def format_number(x: Any, digits: int = 4) -> str:
    """Format a number for a table: integers as integers, floats to ``digits`` places, trailing zeros cut.

    >>> format_number(0.5), format_number(2/3), format_number(1.0), format_number(7)
    ('0.5', '0.6667', '1', '7')
    >>> format_number(0.999999), format_number(0.00001)
    ('0.999999', '0.00001')
    """
    if type(digits) is not int and (isinstance(digits, bool) or not isinstance(digits, numbers.Integral)):
        raise InvalidCutoffError(f"digits must be a whole number 0..{MAX_DIGITS}, got {excerpt(digits)}")
    if not 0 <= digits <= MAX_DIGITS:
        raise InvalidCutoffError(f"digits must be a whole number 0..{MAX_DIGITS}, got {excerpt(digits)}")
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


#: Printed lines (text traces, the tour) are at most this many characters, broken between words.
TEXT_WIDTH = 100
#: A text table's explanation column is at least this wide, else explanations go under their rows.
EXPLANATION_MIN_CHARS = 36
#: The width an HTML trace must fit: a JupyterLab output area at 1366 px with the file browser open.
HTML_WIDTH_PX = 860
#: HTML traces show this many steps, the rest folded in a <details> element.
HTML_ROWS = 25
#: At most this many further steps go into the <details> fold; beyond, a line says they are not shown.
HTML_FOLD_ROWS = 500
_HTML_EXPLANATION_MIN_PX = 300
_HTML_BOX = "max-width:100%;line-height:1.35;font-size:13px"
_HTML_TABLE = ("border-collapse:collapse;table-layout:auto;margin:0 0 4px 0;max-width:100%;"
               "font-variant-numeric:tabular-nums;line-height:1.35")
_HTML_TH = ("padding:2px 5px;text-align:right;vertical-align:bottom;white-space:normal;"
            "overflow-wrap:normal;word-break:normal;border-bottom:1px solid #999;")
_HTML_NUM = "padding:1px 5px;text-align:right;white-space:nowrap;vertical-align:top"
_HTML_TEXT = "padding:1px 5px;text-align:left;white-space:normal;overflow-wrap:normal;vertical-align:top;"
_HTML_HIGHLIGHT = "background:#ffe08a;font-weight:bold"


def _join_style(a: str, b: str) -> str:
    """One ``style`` attribute from an optional border and an optional highlight."""
    parts = [x for x in (a.removeprefix(' style="').rstrip('"'), b) if x]
    return f' style="{";".join(parts)}"' if parts else ""


def _html_numbers_px(cols: Sequence[str], rows: Sequence[Sequence[str]]) -> float:
    """Estimated width of the numeric columns at 13 px (7.5 px a character, names wrapped at words)."""
    total = 0.0
    for j, c in enumerate(cols):
        chars = max([len(w) for w in c.split("_")] + [len(r[j]) for r in rows])
        total += chars * 7.5 + 10
    return total


def wrap_lines(text: str, width: int = TEXT_WIDTH) -> str:
    """Wrap every line longer than ``width`` between words (never inside one); continuations are indented.

    A continuation keeps the line's own indentation plus four spaces. A single word longer than
    ``width`` stays whole on its own line.

    >>> print(wrap_lines("  formula: " + "word " * 30, 40))
      formula: word word word word word word
          word word word word word word word
          word word word word word word word
          word word word word word word word
          word word word
    """
    import textwrap

    if not isinstance(text, str):
        raise InvalidOptionError(f"wrap_lines wraps a string, got {excerpt(text)}")
    if isinstance(width, bool) or not isinstance(width, numbers.Integral) or not 1 <= width <= 10**6:
        raise InvalidCutoffError(f"width must be a whole number of characters 1..1000000, got {excerpt(width)}")
    width = int(width)
    out = []
    for line in text.splitlines():
        if len(line) <= width:
            out.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        out.extend(textwrap.wrap(line.strip(), width, initial_indent=indent, subsequent_indent=indent + "    ",
                                 break_long_words=False, break_on_hyphens=False))
    return "\n".join(out)


def _text_table(cols: list[str], rows: list[list[str]], width: int) -> list[str]:
    """Lines of a text table at most ``width`` wide (see :meth:`Trace.to_text`)."""
    import textwrap

    explained = bool(cols) and cols[-1] == "explanation"
    num = cols[:-1] if explained else cols
    numrows = [r[: len(num)] for r in rows]

    def col_width(j: int, c: str, stacked: bool) -> int:
        name = max(len(w) for w in c.split("_")) if stacked else len(c)
        return max([name] + [len(r[j]) for r in numrows])

    layouts = []
    for stacked, gap in ((False, 2), (True, 2), (True, 1)):
        widths = [col_width(j, c, stacked) for j, c in enumerate(num)]
        layouts.append((stacked, gap, widths, sum(widths) + gap * max(len(widths) - 1, 0)))
    # the first layout with room for the explanation beside the numbers, else the first that fits at all
    fits = [lay for lay in layouts if lay[3] <= width]
    beside_fits = [lay for lay in fits if explained and width - lay[3] - lay[1] >= EXPLANATION_MIN_CHARS]
    if beside_fits or fits:
        stacked, gap, widths, used = (beside_fits or fits)[0]
    else:  # too many columns for one line: each step as a wrapped record "name value, ..."
        out = []
        for r in rows:
            rec = ", ".join(f"{c} {v}" for c, v in zip(cols, r) if c != "explanation")
            out.extend(wrap_lines(rec, width).splitlines())
            if explained:
                out.extend(wrap_lines("    " + r[-1], width).splitlines())
        return out
    sep = " " * gap
    # header: one line, or the words of each name stacked (bottom-aligned) when names are too long
    names = [c.split("_") if stacked else [c] for c in num]
    head_lines: list[list[str]] = []
    for j, words in enumerate(names):
        stack: list[str] = []
        for w in words:
            if stack and len(stack[-1]) + 1 + len(w) <= widths[j]:
                stack[-1] += " " + w
            else:
                stack.append(w)
        names[j] = stack
    depth = max(len(n) for n in names) if names else 1
    for k in range(depth):
        head_lines.append([("" if k < depth - len(n) else n[k - (depth - len(n))]) for n in names])
    text_w = width - used - gap
    beside = explained and text_w >= EXPLANATION_MIN_CHARS
    out = []
    for k, h in enumerate(head_lines):
        line = sep.join(v.rjust(w) for v, w in zip(h, widths))
        if beside and k == len(head_lines) - 1:
            line += sep + "explanation"
        out.append(line.rstrip())
    out.append((sep.join("-" * w for w in widths) + (sep + "-" * min(text_w, max(
        [11] + [len(r[-1]) for r in rows])) if beside else "")).rstrip())
    for r in rows:
        line = sep.join(v.rjust(w) for v, w in zip(r, widths))
        if explained and beside:
            parts = textwrap.wrap(r[-1], text_w, break_long_words=False, break_on_hyphens=False) or [""]
            out.append((line + sep + parts[0]).rstrip())
            out.extend((" " * (used + gap) + p).rstrip() for p in parts[1:])
        else:
            out.append(line.rstrip())
            if explained and r[-1]:
                out.extend(textwrap.wrap(r[-1], width, initial_indent="    ", subsequent_indent="    ",
                                         break_long_words=False, break_on_hyphens=False))
    return out


class _Explanation:
    """The ``explanation`` of a step record, written on first read.

    A step is made with its explanation as a string, or as a function that writes it from the step
    itself (``writer(step) -> str``; one function serves every step of a trace, so it costs no memory
    per step): the function runs the first time the explanation is read (a table row, ``to_dicts``,
    ``==``) and its text is kept. Building a trace then costs no text formatting -- a trace of a
    10**6-item ranking formats only the rows a table shows -- and every reader gets the same string.
    """

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        text = obj.__dict__["_explanation"]
        if not isinstance(text, str):
            text = obj.__dict__["_explanation"] = str(text(obj))
        return text

    def __set__(self, obj: Any, value: Any) -> None:  # the dataclass __init__ (frozen: nothing else sets it)
        if not isinstance(value, str) and not callable(value):
            raise TypeError(f"a step's explanation is a string or a function writing it, got {type(value).__name__}")
        obj.__dict__["_explanation"] = value


def _explanation_state(self: Any) -> dict[str, Any]:
    """Pickle/copy state with the explanation written (a function may not pickle)."""
    state = dict(self.__dict__)
    state["_explanation"] = self.explanation
    return state


@contextmanager
def building_steps() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a trace's steps are made.

    Step records hold no reference cycles, but a million new objects trigger dozens of full
    collections of everything alive (about two thirds of the time to build a 10**6-step trace);
    reference counting still frees them as usual. The collector's previous state is restored.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def lazy_explanation(step_class: type) -> type:
    """Class decorator (after ``@dataclass(frozen=True)``): the class's ``explanation`` field may be given as
    a function of the step that writes it, called on first read (see :class:`_Explanation`)."""
    cls = step_class
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)
            and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
            and "explanation" in {f.name for f in dataclasses.fields(cls)}):
        raise IrevalError(f"lazy_explanation decorates a frozen dataclass with an explanation field, got {excerpt(cls)}")
    cls.explanation = _Explanation()  # type: ignore[attr-defined]
    cls.__getstate__ = _explanation_state  # type: ignore[attr-defined]
    keys = tuple("_explanation" if f.name == "explanation" else f.name for f in dataclasses.fields(cls))
    new = object.__new__

    def make(*values: Any) -> Any:
        """A step from its field values in order, without the frozen ``__init__``'s nine ``object.__setattr__``
        calls (a trace builder's inner loop: 0.4 against 2.5 microseconds a step); the values are the
        builder's own, already checked."""
        obj = new(cls)
        obj.__dict__.update(zip(keys, values))
        return obj

    cls._make = staticmethod(make)  # type: ignore[attr-defined]
    return cls


@lazy_explanation
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


@lazy_explanation
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


@lazy_explanation
@dataclass(frozen=True)
class QueryStep:
    """One query's value before an average over queries."""

    query: str
    value: float
    n_relevant: int
    contribution: float
    included: bool
    explanation: str


@lazy_explanation
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
    family:
        The measure family as data: a key of the registry :data:`ireval_teach.measures.REGISTRY`
        (``"map"``, ``"P"``, ``"set_F"``), or a display kind of the core library (``"pr_points"``,
        ``"roc"``, ...); ``""`` where the trace has none. Displays dispatch on it, never on prose.
    params:
        The parameter values of that family (``{"k": 10}``, ``{"beta": 0.5}``), defaults filled in.
    """

    measure: str
    value: Any
    steps: tuple = ()
    formula: str = ""
    conventions: Mapping[str, str] = field(default_factory=dict)
    ranking: Any = None
    family: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        object.__setattr__(self, "conventions", MappingProxyType(dict(self.conventions)))
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))

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

    def to_text(self, explanations: bool = True, max_rows: int | None = None, width: int = TEXT_WIDTH) -> str:
        """A plain-text table of the steps under a header with the value, formula and conventions.

        Lines are at most ``width`` characters, broken between words only: long column names stack
        their words over several header lines, a long explanation continues under itself (or, when
        the numbers leave no room beside them, on its own indented lines below its row).
        """
        lines = wrap_lines("\n".join(self.header()), width).splitlines()
        if self.steps:
            cols = [c for c in self.columns if explanations or c != "explanation"]
            rows = [[format_number(getattr(s, c)) for c in cols] for s in self.steps]
            if max_rows is not None and len(rows) > max_rows:
                rows = rows[:max_rows] + [["..."] * len(cols)]
            lines.extend(_text_table(cols, rows, width))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"<Trace {self.measure} = {self.value_text()}, {len(self.steps)} steps>"

    # -- html -----------------------------------------------------------------------------
    def to_html(self, highlight: int | None = None, max_rows: int | None = HTML_ROWS,
                fold_header: bool = False, fold_rest: bool = True) -> str:
        """An HTML table that fits a notebook's output area (800-900 px); ``highlight`` marks a step.

        ``highlight`` is the 0-based index of a step to mark (the widgets' cursor). The numbers stay on
        one line in compact columns; column names wrap between words; the explanation wraps in a last
        column, or -- when the numbers need the width -- in a line of its own under each row.

        Only the steps shown are formatted, so the cost follows what is shown, not the trace's length:
        the first ``max_rows`` steps (``None``: every step), plus the highlighted step when it lies
        beyond them (after a "..." row). The other steps are folded into a ``<details>`` element (opened
        on demand) when ``fold_rest`` and there are at most :data:`HTML_FOLD_ROWS` of them; otherwise a
        line says which steps are not shown (``to_html(max_rows=None)`` or :meth:`to_dicts` has them all;
        the explorers have an "all steps" switch). ``fold_header`` folds the formula and conventions into
        a ``<details>`` element too (the explorers: their table box then shows steps, not the header).
        Styles are inline, so JupyterLab, Voila and the widgets' HTML boxes show the same table.
        """
        esc = html.escape
        head = self.header()
        parts = [f'<div class="ireval-trace" style="{_HTML_BOX}">', f'<p style="margin:0 0 4px 0"><b>{esc(head[0])}</b></p>']
        if len(head) > 1:
            items = ('<ul style="margin:0 0 6px 0;padding-left:1.4em">'
                     + "".join(f"<li>{esc(h.strip())}</li>" for h in head[1:]) + "</ul>")
            parts.append(f'<details><summary style="cursor:pointer">formula and conventions</summary>{items}</details>'
                         if fold_header else items)
        n = len(self.steps)
        if n:
            cols = [c for c in self.columns if c != "explanation"]
            explained = "explanation" in self.columns
            if highlight is not None and not 0 <= highlight < n:
                highlight = None
            first = n if max_rows is None or n <= max_rows + 5 else max(int(max_rows), 0)
            shown = list(range(first))
            if first < n and highlight is not None and highlight >= first:
                shown.append(highlight)
            rows = {i: self._row_texts(i, cols) for i in shown}
            below = explained and _html_numbers_px(cols, list(rows.values())) + _HTML_EXPLANATION_MIN_PX > HTML_WIDTH_PX
            parts.append(self._html_table(cols, rows, shown, highlight, explained, below))
            if first < n:
                if fold_rest and n - len(shown) <= HTML_FOLD_ROWS:
                    rest = [i for i in range(first, n) if i != highlight]
                    more = {i: self._row_texts(i, cols) for i in rest}
                    parts.append(f'<details><summary style="cursor:pointer">steps {first + 1}-{n} '
                                 f"(click to show)</summary>"
                                 + self._html_table(cols, more, rest, None, explained, below) + "</details>")
                else:
                    but = f" (step {highlight + 1} is shown above)" if highlight is not None and highlight >= first else ""
                    parts.append(f'<p class="ireval-more" style="margin:2px 0;color:#444">steps {first + 1:,}-{n:,} '
                                 f"are not shown{but}: {n - len(shown):,} more steps</p>")
        parts.append("</div>")
        return "".join(parts)

    def _row_texts(self, i: int, cols: list[str]) -> list[str]:
        """The formatted numbers of step ``i`` (only steps shown are formatted)."""
        s = self.steps[i]
        return [format_number(getattr(s, c)) for c in cols]

    def _html_table(self, cols: list[str], rows: Mapping[int, list[str]], order: Sequence[int],
                    highlight: int | None, explained: bool, below: bool) -> str:
        esc = html.escape
        names = cols + (["explanation"] if explained and not below else [])
        out = [f'<table class="ireval-steps" style="{_HTML_TABLE}"><thead><tr>'
               + "".join(f'<th style="{_HTML_TH}{"text-align:left;" if c == "explanation" else ""}">'
                         f'{esc(c.replace("_", " "))}</th>' for c in names)
               + "</tr></thead><tbody>"]
        prev = None
        for i in order:
            if prev is not None and i != prev + 1:  # a gap: the steps between are not shown here
                gap = f"step {i:,}" if i == prev + 2 else f"steps {prev + 2:,}-{i:,}"
                out.append(f'<tr class="ireval-gap"><td colspan="{len(names)}" style="{_HTML_NUM};text-align:left;'
                           f'color:#666">... {gap} ...</td></tr>')
            style = _HTML_HIGHLIGHT if i == highlight else ""
            cells = "".join(f'<td style="{_HTML_NUM}">{esc(v)}</td>' for v in rows[i])
            text = esc(self.steps[i].explanation) if explained else ""
            if explained and not below:
                cells += f'<td style="{_HTML_TEXT}">{text}</td>'
            line = ' style="border-top:1px solid #e0e0e0"' if prev is not None else ""
            out.append(f'<tr data-step="{i}"{_join_style(line, style)}>{cells}</tr>')
            if below:
                out.append(f'<tr data-step-explanation="{i}"{_join_style("", style)}>'
                           f'<td colspan="{len(cols)}" style="{_HTML_TEXT}padding-left:2.5em;color:#333">{text}</td></tr>')
            prev = i
        out.append("</tbody></table>")
        return "".join(out)

    def _repr_html_(self) -> str:
        return self.to_html()

    # -- display --------------------------------------------------------------------------
    def plot(self, ax: Any = None, **kwargs: Any) -> Any:
        """Draw this trace with matplotlib (see :mod:`ireval_teach.display`); returns the figure.

        The drawing function is the one the display layer registered (:func:`set_display`): this module
        imports no display, the arrow points from the displays to the traces. The first call loads the
        display layer by name when nothing was registered yet (it registers itself on import).
        """
        if _DISPLAY.draw is None:
            importlib.import_module(f"{__package__}.display")
        if _DISPLAY.draw is None:  # pragma: no cover - the display layer always registers itself
            raise IrevalError("no display is registered to draw traces (import ireval_teach.display)")
        return _DISPLAY.draw(self, ax=ax, **kwargs)


class _Display:
    """Where the display layer registers the function that draws a trace."""

    draw: Callable[..., Any] | None = None


_DISPLAY = _Display()


def set_display(draw: Callable[..., Any]) -> None:
    """Register ``draw(trace, ax=None, **kwargs) -> Figure`` as what :meth:`Trace.plot` calls
    (:mod:`ireval_teach.display` registers its ``plot_trace`` when imported)."""
    if not callable(draw):
        raise InvalidOptionError(f"set_display takes a function draw(trace, ax=None, **kwargs), got {excerpt(draw)}")
    _DISPLAY.draw = draw


def _is_number(x: Any) -> bool:
    try:
        float(x)
    except (TypeError, ValueError):
        return False
    return True


def steps_table(steps: Sequence[Any]) -> str:
    """A plain-text table of any sequence of step records (used by the command line).

    The steps must be records of one dataclass type (e.g. :class:`RankStep`); else an
    :class:`~ireval_teach.errors.IrevalError` names what was given.
    """
    steps = check_sequence(steps, "steps")
    kinds = {type(s) for s in steps}
    if not steps or len(kinds) > 1 or not dataclasses.is_dataclass(steps[0]) or isinstance(steps[0], type):
        raise IrevalError(f"steps_table needs step records of one type (RankStep, LevelStep, ...), got {excerpt(steps)}")
    return Trace("steps", len(steps), tuple(steps)).to_text().split("\n", 1)[1]
