"""Judgment questions: choose, order, pick a point on a plot, read a number off an output.

A judgment question asks for a decision, not a formula: which of two systems suits a user on this PR
plot, which significance test fits these paired scores, what a trec_eval line says, where a bigger
database moves a system on the generality graph. Each is drawn from the student id (the plot, the
scores, the output and the order of the options are personal) and its key is computed from that
drawn data with the library, never typed in by hand.

Answers are plain data, so the grader carries them like any typed value: a letter (``"b"``), several
letters (``["a", "c"]`` or ``"ac"``), an order of letters (``["c", "a", "b"]`` or ``"cab"``), a point
(``(0.4, 0.5)``) or a number. Every wrong option (a wrong order, a wrong point, a wrong number read
off) carries the *misconception it reveals*: a name for the gradebook, a title and one sentence of
why, shown in the same feedback format as the other tasks ("Recognised mistake: ...").

Kinds: ``"one"`` (one option), ``"several"`` (every right option and no wrong one), ``"order"``,
``"point"`` (within the question's tolerance in x and y) and ``"number"``.

>>> from ireval_teach.exercises.variants import Draw
>>> q = QUESTIONS["judge.f_beta_choice"].make(Draw(1))
>>> q.kind, sorted(q.public["options"]) == ["a", "b", "c", "d"]
('one', True)
>>> parse_letters("A, c") , parse_letters(["b", "a"])
(['a', 'c'], ['b', 'a'])
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable

from ..trace import format_number
from .variants import Draw

KINDS = ("one", "several", "order", "point", "number")
LETTERS = "abcdefgh"


@dataclass(frozen=True)
class Mistake:
    """What a wrong answer reveals: ``name`` (gradebook), ``title`` (feedback) and ``why`` (one sentence)."""

    name: str
    title: str
    why: str


@dataclass(frozen=True)
class Choice:
    """One option of a question: its text, whether it is right, and the mistake choosing it (or leaving a
    right one out, for ``"several"``) reveals."""

    text: str
    right: bool
    mistake: Mistake | None = None


@dataclass(frozen=True)
class Posed:
    """One student's question. ``public`` is what :func:`~ireval_teach.exercises.variant` shows (the
    question, the options, the data to plot or read); the rest is the key, never shown."""

    kind: str
    public: dict
    answer: Any  # "b"; ["a", "c"]; ["c", "a", "b"]; (x, y); a number
    choices: dict[str, Choice] = field(default_factory=dict)  # letter -> choice (one, several, order items)
    named: tuple[tuple[Any, Mistake], ...] = ()  # (wrong answer, its mistake): orders, points, numbers
    tolerance: tuple[float, ...] = (5e-5,)  # number: (tol,); point: (tol_x, tol_y)


@dataclass(frozen=True)
class Verdict:
    """A judgment's result, turned into a :class:`~.probing.Feedback` by the checker."""

    passed: bool
    status: str  # "passed", "not yet", "not attempted"
    text: str
    mistake: Mistake | None = None


@dataclass(frozen=True)
class Judgment:
    """A judgment question: its kind and how one student's question is drawn (``make``)."""

    kind: str
    make: Callable[[Draw], Posed]

    def posed(self, task_id: str, student_id: object) -> Posed:
        from .variants import rng_for

        return self.make(rng_for(task_id, student_id, "visible"))

    def public(self, task_id: str, student_id: object) -> dict:
        return self.posed(task_id, student_id).public

    def verdict(self, task_id: str, answer: Any, student_id: object) -> Verdict:
        return judge(self.posed(task_id, student_id), answer)


# ------------------------------------------------------------------------------ reading answers
def _text(v: Any) -> str | None:
    """A string answer as the checker receives it: a str, or the sandbox's ``Opaque('str', repr)``."""
    if isinstance(v, str):
        return v
    if getattr(v, "type_name", None) == "str":
        try:
            s = ast.literal_eval(getattr(v, "text", ""))
        except (ValueError, SyntaxError):
            return None
        return s if isinstance(s, str) else None
    return None


def parse_letters(v: Any) -> list[str] | None:
    """Letters from ``"b"``, ``"A, c"``, ``"cab"`` or a list of such strings; None if not letters."""
    if isinstance(v, list):
        parts = [_text(x) for x in v]
        if any(p is None for p in parts):
            return None
        out: list[str] = []
        for p in parts:
            got = parse_letters(p)
            if got is None:
                return None
            out += got
        return out
    s = _text(v)
    if s is None:
        return None
    s = s.strip().lower()
    for ch in "()[],; \t'\"":
        s = s.replace(ch, "")
    if not s or any(ch not in LETTERS for ch in s):
        return None
    return list(s)


def _number(v: Any) -> float | None:
    if isinstance(v, float) and math.isfinite(v):
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        return float(v)
    return None


def _pair(v: Any) -> tuple[float, float] | None:
    if isinstance(v, (list, tuple)) and len(v) == 2:
        x, y = _number(v[0]), _number(v[1])
        if x is not None and y is not None:
            return x, y
    return None


def _show_letters(xs: list[str]) -> str:
    return ", ".join(f"({x})" for x in xs) if xs else "none"


def judge(q: Posed, answer: Any) -> Verdict:
    """Compare an answer with the key of ``q`` (never raises for the answer)."""
    if answer is Ellipsis or answer is None:
        return Verdict(False, "not attempted", "Set your answer and run this check again.")
    if q.kind in ("one", "several", "order"):
        got = parse_letters(answer)
        form = {"one": 'one letter, e.g. "b"', "several": 'the letters of every right option, e.g. ["a", "c"]',
                "order": 'every letter once, in your order, e.g. ["c", "a", "b"]'}[q.kind]
        if got is None:
            return Verdict(False, "not yet", f"Give {form}.")
        unknown = [x for x in got if x not in q.choices]
        if unknown:
            return Verdict(False, "not yet", f"There is no option ({unknown[0]}): the options are "
                           f"{_show_letters(sorted(q.choices))}. Give {form}.")
        if q.kind == "one":
            return _judge_one(q, got)
        if q.kind == "several":
            return _judge_several(q, got)
        return _judge_order(q, got)
    if q.kind == "point":
        p = _pair(answer)
        if p is None:
            return Verdict(False, "not yet", "Give the point as two numbers (x, y), e.g. (0.4, 0.5).")
        tx, ty = q.tolerance[0], q.tolerance[-1]

        def near(a: Any) -> bool:
            return abs(p[0] - a[0]) <= tx and abs(p[1] - a[1]) <= ty

        shown = f"({format_number(p[0])}, {format_number(p[1])})"
        if near(q.answer):
            return Verdict(True, "passed", f"{shown} is the right point.")
        for wrong, m in q.named:
            if near(wrong):
                return _named(m, f"Your point {shown} is not the right one.")
        return Verdict(False, "not yet", f"Your point {shown} is not the right one, and not a mistake the checker "
                       f"knows; re-read the axes (x within {format_number(tx)}, y within {format_number(ty)}).")
    n = _number(answer)
    if n is None:
        return Verdict(False, "not yet", "Give one number.")
    tol = q.tolerance[0]
    if abs(n - q.answer) <= tol:
        return Verdict(True, "passed", f"{format_number(n)} is right.")
    for wrong, m in q.named:
        if abs(n - wrong) <= tol and abs(wrong - q.answer) > tol:
            return _named(m, f"Your number {format_number(n)} is not the one asked for.")
    return Verdict(False, "not yet", f"Your number {format_number(n)} is not the one asked for, and not a mistake "
                   "the checker knows; re-read the question and the output.")


def _named(m: Mistake, head: str) -> Verdict:
    return Verdict(False, "not yet", f"{head}\nRecognised mistake: {m.title}.\n{m.why}", m)


def _judge_one(q: Posed, got: list[str]) -> Verdict:
    if len(got) != 1:
        return Verdict(False, "not yet", f"Choose exactly one option; you gave {_show_letters(got)}.")
    c = q.choices[got[0]]
    if c.right:
        return Verdict(True, "passed", f"({got[0]}) is right.")
    assert c.mistake is not None  # every wrong option names its mistake (checked when questions are built)
    return _named(c.mistake, f"({got[0]}) is not right.")


def _judge_several(q: Posed, got: list[str]) -> Verdict:
    chosen = sorted(set(got))
    right = sorted(k for k, c in q.choices.items() if c.right)
    if chosen == right:
        return Verdict(True, "passed", f"{_show_letters(right)} is right: every true statement and no other.")
    wrong_in = [k for k in chosen if not q.choices[k].right]
    missed = [k for k in right if k not in chosen]
    lines = [f"You chose {_show_letters(chosen)}."]
    first: Mistake | None = None
    for k in wrong_in:
        m = q.choices[k].mistake
        assert m is not None
        first = first or m
        lines.append(f"({k}) is not true. Recognised mistake: {m.title}. {m.why}")
    for k in missed:
        m = q.choices[k].mistake
        lines.append(f"({k}) is true too" + (f": {m.why}" if m else "."))
        first = first or m
    return Verdict(False, "not yet", "\n".join(lines), first)


def _judge_order(q: Posed, got: list[str]) -> Verdict:
    if sorted(got) != sorted(q.choices):
        return Verdict(False, "not yet", f"Give every letter exactly once ({_show_letters(sorted(q.choices))}); "
                       f"you gave {_show_letters(got)}.")
    if got == list(q.answer):
        return Verdict(True, "passed", f"{' > '.join(got)} is right.")
    for wrong, m in q.named:
        if got == list(wrong):
            return _named(m, f"Your order {' > '.join(got)} is not right.")
    i = next(i for i, (a, b) in enumerate(zip(got, q.answer)) if a != b)
    return Verdict(False, "not yet", f"Your order {' > '.join(got)} is not right, and not a mistake the checker "
                   f"knows; it first differs at place {i + 1}.")


# ---------------------------------------------------------------------------------- building
def lettered(rng: Draw, choices: list[Choice]) -> tuple[dict[str, str], dict[str, Choice]]:
    """The choices in a personal order: (letter -> text shown, letter -> choice)."""
    for c in choices:
        if not c.right and c.mistake is None:
            raise ValueError(f"a wrong option must name its mistake: {c.text!r}")
    order = rng.permutation(len(choices))
    key = {LETTERS[i]: choices[j] for i, j in enumerate(order)}
    return {k: c.text for k, c in key.items()}, key


def one(rng: Draw, question: str, choices: list[Choice], **data: Any) -> Posed:
    shown, key = lettered(rng, choices)
    right = [k for k, c in key.items() if c.right]
    if len(right) != 1:
        raise ValueError(f"a one-option question needs exactly one right option, has {len(right)}")
    return Posed("one", {"kind": "one", "question": question, "options": shown, **data}, right[0], key)


def several(rng: Draw, question: str, choices: list[Choice], **data: Any) -> Posed:
    shown, key = lettered(rng, choices)
    return Posed("several", {"kind": "several", "question": question, "options": shown, **data},
                 sorted(k for k, c in key.items() if c.right), key)


def show(q: dict) -> None:
    """Print a question (a :func:`~ireval_teach.exercises.variant` of a judgment task) and plot its curves.

    Data keys ``curves`` ({name: [[x...], [y...]]}) and ``points`` ({name: [x, y]}) are drawn with
    matplotlib (axes named by ``xlabel`` / ``ylabel``); ``output`` is printed as it is.
    """
    print(q["question"])
    for k, ranking in q.get("rankings", {}).items():
        print(f"  ({k}) {ranking}")
    if "output" in q:
        print("\n" + q["output"])
    for k, text in q.get("options", {}).items():
        print(f"  ({k}) {text}")
    if q.get("curves") or q.get("points"):
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(5, 3.6))
        for name, (xs, ys) in q.get("curves", {}).items():
            ax.plot(xs, ys, marker="o", ms=3, label=name, drawstyle=q.get("drawstyle", "default"))
        for name, (x, y) in q.get("points", {}).items():
            ax.plot([x], [y], "s", label=name)
        ax.set_xlabel(q.get("xlabel", "recall"))
        ax.set_ylabel(q.get("ylabel", "precision"))
        ax.set_xlim(q.get("xlim", (0, 1.02)))
        ax.set_ylim(q.get("ylim", (0, 1.05)))
        ax.grid(alpha=0.3)
        ax.legend(loc="best", fontsize=8)
        fig.tight_layout()
        plt.show()


QUESTIONS: dict[str, Judgment] = {}
