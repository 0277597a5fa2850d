"""Probe a student's answer and say precisely what is wrong.

For a **function** task the student's function runs (in :mod:`.sandbox`) on probing inputs:

1. the student's personal *visible* inputs (:meth:`Task.visible_inputs`),
2. the public *examples* of the family's misconceptions (each shows its mistake), and
3. the *hidden* checks (edge cases; only their authors' hints are ever shown).

Each result is compared with the library's value **and** with the values of named mistakes
(:func:`diagnose`), tried in this order:

1. the hand-written catalogue of the family (:mod:`.misconceptions`);
2. the family's formula with ONE named part changed (:mod:`.perturbations`: denominator, rank
   offset, log base, gain, ideal list, averaging order, interpolation direction, ties, ...);
   then every measure and convention of the library on the student's input and simple transforms
   of it (:mod:`.candidates`: R-precision where AP was asked, the TREC discount, a query dropped ...);
3. generic symptoms of every task (:mod:`.symptoms`: scaled by 100 or a constant, rounded,
   truncated, an integer, the reciprocal or complement, one rank off, divided once more by a size
   of the input, the ranking sorted or reversed, ...);
4. the formula with TWO parts changed;
5. the formula with one part changed and the result a percentage or rounded.

A function that returns the same number for every input is told so first. A mistake that agrees
with the student on every probe (same value, or the same exception; a ``ZeroDivisionError``, a
``ValueError`` from a log of 0 and NumPy's inf/nan are consistent with the same division by zero)
is named, with its explanation on the first visible or public input where it changes the value --
but only from evidence: at least one number the function returned is the mistake's, and the
mistake shows (differs from the right value) where the function gave exactly its result (the same
number, or the same exception type). A function that raises, or returns None, inf or nan, on every
input is reported as such, never given a mistake's name. If the student's function crashed on some
probes (at most half), a mistake that agrees on all the others is still named, and the crash is
reported with its edge case. An input changed in place is reported from
:attr:`.sandbox.CallOutcome.mutated` (the caller compares the arguments before and after each call).

Several mistakes may fit the same numbers: all those that fit the visible probes are grouped by
what they compute, and the student's function is called on drawn inputs that tell the groups
apart (:mod:`.discriminate`); one group left is named, several are listed, none withdraws the
name. On a visible input it gets wrong, the function also runs once under a bounded tracer
(:meth:`.sandbox.Caller.trace`) and its own running values are aligned with the library's rank
steps (:mod:`.student_trace`). A hidden check's result is reported by its type (None, text, a list,
a wrong length, not a number), never by its value or input.

The *first divergence* is found by running the student's function on the first 1, 2, ... ranks
(queries, items; or the same input at k = 1, 2, ...; F at beta = 1 first) of the first visible input
it gets wrong or crashes on, and comparing with the library on the same cut input; the explanation is the library trace of that same cut input (so the value and the trace
line shown together never disagree), and when no mistake was named the feedback says which parts
of the formula that step uses. For a list result (the 11 interpolated precisions) it is the first
recall level that differs.

For a **value** task the typed-in number is compared with the library's value for the student's
input and with each misconception's value (answers rounded to 4 decimals are accepted).

Hidden checks never show their input or their expected value: feedback names only how many failed
and the hints, an exception's type and line (not its message, which could contain the input), and
printed output only up to the first hidden call.
"""

from __future__ import annotations

import dataclasses
import html
import math
import re
from dataclasses import dataclass, field
from typing import Any, TypeVar
from collections.abc import Callable

from ..trace import format_number
from . import (candidates, candidates as _library, code_reading, contrast, discriminate, perturbations, public_draws,
               provenance, ratios, sandbox, step_profile, student_trace, symptoms)
from .misconceptions import RAISES, UNDEFINED, ZERO_ERRORS, nonfinite
from .numbers import shown as _shown
from .tasks import FUNCTION_TOL, SEPARATION, VALUE_TOL, Family, Task, close, safe_wrong

#: At most this many other causes of the same computation are listed beside the named one.
MAX_TWINS = 3
#: Input changes that only re-read the input (as given; n_relevant counted from the list): a library measure on
#: them beside a catalogued mistake describes the same code
_SAME_INPUT = frozenset({"as_given", "found_as_relevant"})
WHOLE_LIST = "the whole list"  # Divergence.step when only the uncut input differs (the cut lists agree)
NOT_ATTEMPTED = "not attempted"
PASSED = "passed"
FAILED = "not yet"


@dataclass(frozen=True)
class Divergence:
    """The first step where the answer goes wrong: on which input, at which rank/level/query, and why."""

    where: str  # "your input 1" or "example A"
    step: str  # "rank 3", "recall level 0.4", "query 2"
    index: int  # 1-based rank or query, or 0-based level index
    yours: Any
    expected: Any
    explanation: str  # the library's trace step at that point
    who: str = "your function"  # for a typed value: "that mistake" (the computation the answer matches)
    cut: str = ""  # step WHOLE_LIST: the largest cut input, on which the two agree ("the list cut after rank 4")
    profile: str = ""  # how the values on every cut input relate to the library's (:mod:`.step_profile`)

    def __str__(self) -> str:
        yours, expected = _show_apart(self.yours, self.expected)
        cut = {"rank": f"with the list cut after rank {self.index} ",
               "query": f"with only the first {self.index} queries ",
               "item": f"with only the first {self.index} items ",
               "k =": f"with the same input and {self.step} ",
               "beta": ""}
        setting = next((text for start, text in cut.items() if self.step.startswith(start)), None)
        who = f"{self.who} gives" if setting is not None else "you give"
        if self.step == WHOLE_LIST:
            # every cut list agrees: only the ranks after rank `index` make the difference
            head = (f"first difference on {self.where} only with the whole input as given (with "
                    f"{self.cut or f'the list cut after rank {self.index}'} {self.who} and the library agree): "
                    f"{self.who} gives {yours}, the library {expected}")
            return head + (f" (library trace: {self.explanation})" if self.explanation else "")
        head = f"first difference on {self.where} at {self.step}: {setting or ''}{who} {yours}, the library {expected}"
        return head + (f" (library trace: {self.explanation})" if self.explanation else "")


@dataclass
class Feedback:
    """The checker's verdict. ``status`` is "passed", "not yet" or "not attempted"."""

    task_id: str
    passed: bool
    status: str
    message: str
    misconception: str | None = None
    misconception_title: str | None = None
    first_divergence: Divergence | None = None
    details: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return self.message

    def __bool__(self) -> bool:
        return self.passed

    def _repr_html_(self) -> str:
        colour = {"passed": "#e3f6e3", "not attempted": "#eef1f7"}.get(self.status, "#fdf1dc")
        border = {"passed": "#4a9a4a", "not attempted": "#8a99b8"}.get(self.status, "#d08a1e")
        body = html.escape(self.message).replace("\n", "<br>")
        return (f'<div class="ireval-feedback" style="background:{colour};border-left:4px solid {border};'
                f'padding:6px 10px;font-family:sans-serif">{body}</div>')

    @property
    def label(self) -> str:
        """The recognised mistake in plain words (for summaries and gradebooks); "" when none was named."""
        return self.misconception_title or ""

    @property
    def code(self) -> str:
        """The recognised mistake's internal code (a separate column, never in a summary's text)."""
        return self.misconception or ""

    def to_dict(self) -> dict:
        return {"task": self.task_id, "passed": self.passed, "status": self.status, "message": self.message,
                "misconception": self.misconception or "", "label": self.label, "code": self.code,
                "first_divergence": str(self.first_divergence) if self.first_divergence else ""}


@dataclass(frozen=True)
class Probe:
    label: str
    inputs: dict
    kind: str  # "visible", "public", "hidden"
    hint: str = ""


def _show(v: Any) -> str:
    if isinstance(v, sandbox.Opaque) and v.text == "raised":
        return f"an error ({v.type_name})"
    if isinstance(v, sandbox.Opaque):
        return f"{v.type_name} {v.text}"
    if isinstance(v, list):
        return "[" + ", ".join(_show(x) for x in v) + "]"
    if isinstance(v, float):
        return format_number(v)
    return repr(v)


def _show_apart(a: Any, b: Any) -> tuple[str, str]:
    """Both values written with enough digits to see that they differ (never "0.8; the right value is 0.8")."""
    x, y = _show(a), _show(b)
    if x == y and isinstance(a, float) and isinstance(b, float):
        return repr(a), repr(b)
    return x, y


def _header(task: Task, ok: bool, status: str) -> str:
    mark = "✔ passed" if ok else ("… not yet (not attempted)" if status == NOT_ATTEMPTED else "✘ not yet")
    return f"{mark} — {task.title} [{task.id}]"


def probes_for(task: Task, student_id: object) -> list[Probe]:
    """The visible, public and hidden probes of a function task, in that order."""
    out = [Probe(f"your input {i}", inp, "visible") for i, inp in enumerate(task.visible_inputs(student_id), 1)]
    seen: list[dict] = []
    for m in task.family.misconceptions:
        if m.example and m.example not in seen:
            seen.append(m.example)
    out += [Probe(f"example {chr(65 + i)}", inp, "public") for i, inp in enumerate(seen)]
    out += [Probe("a hidden check", inp, "hidden", hint) for hint, inp in task.hidden_inputs(student_id)]
    return out


# --------------------------------------------------------------------------- classification
def _outcome_kind(task: Task, out: sandbox.CallOutcome, expected: Any) -> str:
    """"ok", "wrong", "type" (wrong type/shape) or "raise"."""
    if not out.ok:
        return "raise"
    v = out.value
    fam = task.family
    if fam.result == "list":
        # a list of numbers of another length is a wrong value where the length depends on the input (one PR
        # point per relevant item found), a wrong shape where the task fixes it (11 levels, [P, R])
        if not isinstance(v, list) or (fam.result_len is not None and len(v) != fam.result_len) \
                or not all(isinstance(x, float) for x in v):
            return "type"
    elif not isinstance(v, float):
        return "type"
    return "ok" if close(v, expected, task.tolerance) else "wrong"


def _running_kind(task: Task, inputs: dict, v: Any) -> str:
    """A list returned for one number, read against the right value: "running" where its values are the measure's
    values on the input cut after each step (the running values a loop collects), "last" where only its last value
    is the right one, "" otherwise."""
    fam = task.family
    if fam.result == "list" or fam.prefix is None or fam.prefix_len is None or not isinstance(v, list) or not v \
            or not all(isinstance(x, float) for x in v):
        return ""
    try:
        n = fam.prefix_len(inputs)
        steps = [fam.reference(fam.prefix(inputs, j)) for j in range(1, n + 1)]
        right = fam.reference(inputs)
    except Exception:  # noqa: BLE001 - a cut the measure cannot take: nothing to say
        return ""
    if len(v) == len(steps) and all(close(x, y, task.tolerance) for x, y in zip(v, steps)):
        return "running"
    return "last" if close(v[-1], right, task.tolerance) else ""


def _step_word(task: Task) -> str:
    return task.family.step if task.family.step in ("query", "item") else "rank"


def _running(task: Task, inputs: dict, v: list) -> str:
    """A list returned for one number: what its values are (:func:`_running_kind`), said on one input."""
    kind = _running_kind(task, inputs, v)
    if not kind:
        return ""
    right = _show(task.family.reference(inputs))
    if kind == "running":
        word, n = _step_word(task), len(v)
        return (f": the value after each {word} (its running values, {word} 1 to {n}) where one number is asked: "
                f"return only the last, {right}")
    return f": its last value, {right}, is the right one; return that number alone"


def _running_finding(task: Task, probes: list[Probe], outs: list[sandbox.CallOutcome],
                     shown: list[int]) -> tuple[str, str, str] | None:
    """``(code, title, sentence)`` of the mistake a list for one number shows, when every visible input it was
    returned on reads the same way (:func:`_running_kind`): the running values collected at every step, or the
    right value last in a list; None otherwise."""
    kinds = {_running_kind(task, probes[i].inputs, outs[i].value) for i in shown if outs[i].ok
             and isinstance(outs[i].value, list)}
    if len(kinds) != 1 or "" in kinds:
        return None
    word = _step_word(task)
    if kinds == {"running"}:
        return ("returns:running_values", "a list of the running values returned where one number is asked",
                f"your function returns the value after each {word}, a list of its running values (the "
                f"cumulative value at every step, each appended in the loop), where one number, the last of them, "
                "is asked.")
    return ("returns:list_ending_right", "a list ending with the right value returned where one number is asked",
            "your function returns a list whose last value is the right number: the loop's values are collected "
            "(appended) where only the final value is asked.")


def _length_alignment(task: Task, pairs: list[tuple[Any, Any]]) -> str:
    """A list one value short or one too long, aligned with the right list: the same values with one left out or
    added at one same place (the first, the last, or position i) on every input where the length is wrong, said
    with the place; "" where no one alignment holds on all of them."""
    tol = max(task.tolerance, 1e-9)
    places: set[int] | None = None
    n_seen = 0
    for v, right in pairs:
        if not (isinstance(v, list) and isinstance(right, list) and all(isinstance(x, float) for x in v)):
            return ""
        if abs(len(v) - len(right)) != 1:
            return ""
        short, long_ = (v, right) if len(v) < len(right) else (right, v)
        fits = {j for j in range(len(long_)) if close(short, long_[:j] + long_[j + 1:], tol)}
        places = fits if places is None else places & fits
        n_seen += 1
        kind = "missing" if len(v) < len(right) else "extra"
    if not n_seen or not places:
        return ""
    n_right = len(pairs[0][1])
    levels = task.family.result_len == 11
    if len(places) > 1:  # equal values: the place is not told by these numbers
        ends = ""
        if levels and kind == "missing":  # the level loop's two ends, where one of them can be the one left out
            ends = "; ".join(t for j, t in ((n_right - 1, "range(10) stops before level 1.0, the last level"),
                                            (0, "a loop from level 0.1 leaves out level 0.0")) if j in places)
        return (f"Your values are the right ones with one {'level' if levels else 'value'} "
                f"{'left out' if kind == 'missing' else 'too many'} ({len(pairs[0][0])} values where "
                f"{n_right} are asked; equal values on these inputs, so which one is not told): a loop one step "
                f"{'short' if kind == 'missing' else 'too long'} (an off-by-one: a range that "
                f"{'stops one early, or starts one late' if kind == 'missing' else 'goes one past the end'}"
                + (f"; {ends}" if ends else "") + ").")
    j = next(iter(places))
    where = ("the first" if j == 0 else "the last" if j == max(len(pairs[0][0]), n_right) - 1 else f"value {j + 1}")
    if kind == "missing":
        what = f"{where} of the right {n_right} values" + (f" (level {j / 10:.1f})" if levels else "")
        return (f"Your values are the right ones with {what} left out: a loop one step short (a range that stops one "
                "early, or starts one late).")
    return (f"Your values are the right ones with one value too many, {where} of yours: a loop one step too long "
            "(a range that goes one past the end, or starts one early).")


def _type_problem(task: Task, out: sandbox.CallOutcome, inputs: dict | None = None) -> str:
    v = out.value
    fam = task.family
    if isinstance(v, sandbox.Opaque) and v.type_name == "NoneType":
        return "returned None (did you forget `return`?)"
    if fam.result == "list":
        n = fam.result_len
        if isinstance(v, list):
            if n is not None and len(v) != n:
                return f"returned {len(v)} values; give exactly {n}" + (
                    ", one per recall level 0.0, 0.1, ..., 1.0" if n == 11 else "")
            bad = next(x for x in v if not isinstance(x, float))
            return f"returned a list containing {_show(bad)}; every element must be a number"
        return f"returned {_show(v)} ({out.type_name}); return a list of {n or 'the'} numbers"
    if isinstance(v, list):
        said = _running(task, inputs, v) if inputs is not None else ""
        return f"returned a {out.type_name} of {len(v)} values" + (said or "; return one number")
    if isinstance(v, sandbox.Opaque) and v.type_name == "str":
        return f"returned the text {v.text}; return the number itself (a float), not a string"
    return f"returned {_show(v)} ({out.type_name}); return a number (float)"


def _crashlike(o: sandbox.CallOutcome) -> bool:
    """The call raised, gave inf/nan (a division by zero written with NumPy) or None (a branch without return)."""
    return (not o.ok) or nonfinite(o.value) or (isinstance(o.value, sandbox.Opaque) and o.value.type_name == "NoneType")


def _agrees(student: sandbox.CallOutcome, wrong: tuple[str, Any], tol: float) -> bool | str:
    """True: the mistake gives what the student gave; False: it does not; "crash": the student crashed where
    the mistake gives a number (a crash on an edge case does not contradict the mistake elsewhere);
    "undefined": the mistake divides by zero where the student's function, guarding it, gave a number, or cannot
    be computed there at all (a candidate's change of the input the library refuses);
    "alike": both failed with a division by zero or a log of 0, told apart only by the error's type or by
    NumPy's inf/nan (consistent with the mistake, but no evidence for it)."""
    kind, w = wrong
    if kind == "raise" and w == RAISES:
        # the mistake's own code raises here: a student's crash is consistent with it (no evidence for it); a
        # number is a computation the library cannot follow there
        return "alike" if not student.ok else "undefined"
    if kind == "raise" and w == UNDEFINED:
        # a change of the input the library refuses there (a count below the hits): no evidence either way
        return "undefined"
    if kind == "raise":
        if not student.ok:
            if student.error_type == w:
                return True
            return "alike" if w in ZERO_ERRORS and student.error_type in ZERO_ERRORS else False
        if w in ZERO_ERRORS:
            return "alike" if nonfinite(student.value) else "undefined"
        return False
    if student.ok and close(student.value, w, tol):
        return True
    return "crash" if _crashlike(student) else False


@dataclass
class Diagnosis:
    """A named mistake that explains the student's results: ``crashed`` are the probes where the student's
    function raised (or gave inf/nan) although the mistake alone gives a number there."""

    mistake: Any  # a Misconception, a perturbations.Variant, a symptoms.Symptom or a candidates.LibraryCandidate
    wrongs: list
    crashed: list[int]
    source: str  # "catalogue", "formula", "library", "symptom"
    partial: bool = False  # named although the function crashed on some probes
    #: other mistakes that give the student's numbers on every input tried, told apart by no input (several
    #: causes the numbers cannot distinguish; the feedback lists them all instead of asserting one)
    alternatives: list = field(default_factory=list)
    told: str = ""  # how a discriminating input told the named mistake from the others (a sentence)
    #: other causes of the SAME computation (equal on every input drawn for the task): listed as causes too,
    #: since the numbers cannot tell the student which one their code has
    same: list = field(default_factory=list)
    form: Callable | None = None  # the mistake's form that fits (a catalogued mistake may have several)


#: A mistake's value on a probe's input, for the length of one check (diagnosis and discrimination try the
#: same mistakes on the same probes). Keyed by identity; the mistake and the input are kept alive with it.
_WRONG: dict[tuple, tuple[Any, dict, tuple]] = {}


def _wrong(mistake: Any, inputs: dict, form: Callable) -> tuple:
    key = (id(mistake), id(getattr(form, "__func__", form)), id(inputs))
    hit = _WRONG.get(key)
    if hit is not None and hit[0] is mistake and hit[1] is inputs:
        return hit[2]
    w = safe_wrong(mistake, inputs, form)
    if len(_WRONG) > 50_000:
        _WRONG.clear()
    _WRONG[key] = (mistake, inputs, w)
    return w


def _try_either(mistake: Any, form: Callable, probes: list[Probe], outcomes: list[sandbox.CallOutcome],
                expected: list[Any], tol: float) -> tuple[list, list[int]] | None:
    """:func:`_try` strictly, else with the student's crashes excused."""
    return (_try(mistake, form, probes, outcomes, expected, tol, False)
            or _try(mistake, form, probes, outcomes, expected, tol, True))


def _try(mistake: Any, form: Callable, probes: list[Probe], outcomes: list[sandbox.CallOutcome],
         expected: list[Any], tol: float, partial: bool) -> tuple[list, list[int]] | None:
    wrongs: list = []
    crashed: list[int] = []
    undefined: list[int] = []
    alike: list[int] = []
    for p, o in zip(probes, outcomes):
        w = _wrong(mistake, p.inputs, form)
        a = _agrees(o, w, tol)
        if a is False or (a not in (True, "alike") and not partial):
            return None
        if a == "crash":
            crashed.append(len(wrongs))
        elif a == "undefined":
            undefined.append(len(wrongs))
        elif a == "alike":
            alike.append(len(wrongs))
        wrongs.append(w)
    loose = len(crashed) + len(undefined)
    if partial and (not loose or 2 * loose > len(outcomes)):
        return None
    # evidence: the mistake is named from what the student's function did, never from crashes alone -- at least
    # one number it returned is the mistake's, and the mistake shows (differs from the right value) where the
    # student's function gave exactly the mistake's result (a number, or the same exception type)
    apart = set(crashed) | set(undefined) | set(alike)
    if not any(k == "value" for i, (k, _) in enumerate(wrongs) if i not in apart):
        return None
    shows = [i for i, ((k, w), e) in enumerate(zip(wrongs, expected)) if i not in apart
             and not (k == "value" and close(w, e, tol))]
    return (wrongs, crashed) if shows else None


def _tiers(task: Task, probes: list[Probe], outcomes: list[sandbox.CallOutcome], expected: list[Any]):
    """(source, [(mistake, form), ...]) in the order they are tried: the catalogue, one formula part changed,
    the generic symptoms, two formula parts changed, one part changed and the result a percentage or rounded."""
    fam = task.family
    yield "catalogue", [(m, form) for m in fam.misconceptions for form in m.forms]
    variants = perturbations.variants_for(fam.name)
    yield "formula", [(v, v.wrong) for v in variants if len(v.options) == 1]
    yield "library", [(c, c.wrong) for c in candidates.candidates_for(fam)]
    observed = [(p.inputs, e, o.value) for p, o, e in zip(probes, outcomes, expected) if o.ok and p.kind != "hidden"]
    yield "symptom", [(s, s.wrong) for s in symptoms.symptoms_for(fam, observed)]
    yield "formula", [(v, v.wrong) for v in variants if len(v.options) > 1]
    yield "formula", [(v, v.wrong) for v in perturbations.finished_for(fam.name)]


def diagnose(task: Task, probes: list[Probe], outcomes: list[sandbox.CallOutcome],
             expected: list[Any]) -> Diagnosis | None:
    """The first mistake (catalogue, derived formula variant or generic symptom) that explains every completed
    probe; failing that, one that explains every probe where the student's function did not crash."""
    probes, expected = probes[:len(outcomes)], expected[:len(outcomes)]
    values = [o.value for o in outcomes if o.ok and not _crashlike(o)]
    if not values:
        return None  # a crash (or None, inf, nan) on every input is reported as such, never as a named mistake
    if (len(values) == len(outcomes) >= 3 and all(isinstance(v, float) for v in values)
            and all(v == values[0] for v in values)
            and any(not close(e, expected[0], task.tolerance) for e in expected)
            and not (_truncated(expected, values) and all(_integer_type(o.type_name) for o in outcomes))):
        # (a whole number returned every time that is every right value truncated: integer division,
        # a named mistake, not a function that ignores its input; a float 0.0 every time stays a constant)
        m = symptoms.constant(values[0])
        return Diagnosis(m, [("value", values[0])] * len(outcomes), [], "symptom")
    for partial in (False, True):
        for source, cands in _tiers(task, probes, outcomes, expected):
            for mistake, form in cands:
                found = _try(mistake, form, probes, outcomes, expected, task.tolerance, partial)
                if found is not None:
                    return Diagnosis(mistake, found[0], found[1], source, partial, form=form)
    return None


def _fitting(task: Task, probes: list[Probe], outs: list[sandbox.CallOutcome],
             expected: list[Any]) -> list[tuple[str, Any, Callable]]:
    """Every mistake of the first four tiers that fits these outcomes, strictly or with crashes excused
    (two parts changed, or a finish on top, are tried only when nothing simpler fits). Values are cached."""
    fits: list[tuple[str, Any, Callable]] = []
    for n, (source, cands) in enumerate(_tiers(task, probes, outs, expected)):
        if n >= 4:
            break
        fits += [(source, m, form) for m, form in cands
                 if _try_either(m, form, probes, outs, expected, task.tolerance) is not None]
    return fits


def _settle(task: Task, caller: sandbox.Caller, probes: list[Probe], outs: list[sandbox.CallOutcome],
            expected: list[Any], first_hidden: int, diag: Diagnosis | None) -> Diagnosis | None:
    """The diagnosis after discrimination (:mod:`.discriminate`): the one mistake left, all those left (as
    alternatives), or None when the student's own answers contradict every one."""
    if diag is None:
        return diag
    vis = min(first_hidden, len(outs))
    vp, vo, ve = probes[:vis], outs[:vis], expected[:vis]
    if diag.mistake.name == "constant_result" and not _fitting(task, vp, vo, ve):
        # a constant is what the function does; the computations that give that constant on every visible input
        # are its possible causes, said beside it and told apart from it on inputs built for them
        return diag
    tol = task.tolerance
    dform = diag.form or diag.mistake.wrong

    def is_diag(m: Any, form: Callable) -> bool:
        return m is diag.mistake and form is dform

    # the mistakes that fit the VISIBLE numbers decide which inputs are tried (the same in a grader's two
    # passes, whose second one also sees the hidden outcomes); the first guess joins them if it is not one
    fits = _fitting(task, vp, vo, ve) if any(_outcome_kind(task, o, e) != "ok" for o, e in zip(vo, ve)) else []
    extra = None if any(is_diag(m, f) for _, m, f in fits) else (diag.source, diag.mistake, dform)
    if len(fits) + (extra is not None) <= 1:
        return diag
    n_out = len(outs)

    def full(m: Any, form: Callable) -> tuple | None:
        return _try_either(m, form, probes[:n_out], outs, expected[:n_out], tol)

    def still_fits(m: Any, form: Callable) -> bool:
        return is_diag(m, form) or full(m, form) is not None

    settled = discriminate.settle(task, caller, fits, still_fits, extra, prefer=is_diag)
    if settled.withdrawn:
        return None
    # a mistake that explains every outcome -- the crashes too, with the same exception type -- beats one
    # that fits only with the student's crashes excused (e.g. 0-based ranks raise ZeroDivisionError with a
    # relevant item at rank 1, where the AP of the list without its first rank gives a number)
    strict = [g for g in settled.groups
              if _try(g.first[1], g.first[2], probes[:n_out], outs, expected[:n_out], tol, False) is not None]
    if strict and len(strict) < len(settled.groups):
        settled = dataclasses.replace(settled, groups=strict)
    source, m, form = settled.groups[0].first
    if is_diag(m, form):
        out = dataclasses.replace(diag)
    else:
        found = full(m, form)
        if found is None:
            return diag
        out = Diagnosis(m, found[0], found[1], source, diag.partial, form=form)
    out.alternatives = [g.first[1] for g in settled.groups[1:]]
    out.told = settled.told
    # the formula variants of a catalogued mistake are that mistake in other words, not another cause
    out.same = [x for src, x, _ in settled.groups[0].members if x is not m
                and not (src == "formula" and source == "catalogue") and not _inert(x, probes[:n_out])]
    return out


def _inert(x: Any, probes: list[Probe]) -> bool:
    """A library computation whose change of the input changes nothing on these inputs (n_relevant read another way
    by a measure that never reads it): the change is no cause, and is not listed as one."""
    if not isinstance(x, candidates.LibraryCandidate) or x.transform.key == "as_given":
        return False
    plain = dataclasses.replace(x, transform=candidates.AS_GIVEN)
    try:
        return all(close(x.wrong(p.inputs), plain.wrong(p.inputs), FUNCTION_TOL) for p in probes)
    except candidates.NotApplicable:
        return False


def _confirm(task: Task, diag: Diagnosis, drawn: public_draws.Drawn, confirm_outs: list, like_outs: list,
             probes: list[Probe], outs: list[sandbox.CallOutcome], expected: list[Any], details: dict) -> Diagnosis | None:
    """The diagnosis with only the causes the public draws do not contradict (:mod:`.public_draws`).

    The confirming draws decide: a cause that gives another number there is dropped, and none left withdraws
    the name. The inputs drawn like the hidden checks then choose among those left: where some agree with the
    function there too, the others are dropped (where none does, all stay: a second mistake on edge cases is
    common, and tells nothing against the first). The first left is named, the causes of the same
    computation stay beside it, the other computations as alternatives."""
    main = (diag.mistake, diag.form or diag.mistake.wrong)
    twins = [(x, x.wrong) for x in diag.same]
    others = [(a, a.wrong) for a in diag.alternatives]
    named = [main] + twins + others
    kept = [(m, f) for m, f in named if public_draws.confirmed(task, m, f, drawn, confirm_outs, like_outs)]
    on_like = [(m, f) for m, f in kept if public_draws.agrees_on_like(task, m, f, drawn, like_outs)]
    if on_like:
        kept = on_like
    if len(kept) == len(named):
        return diag
    details["withdrawn"] = [m.name for m, f in named if not any(m is k for k, _ in kept)]
    if not kept:
        return None
    n = len(outs)

    def named_as(m: Any, form: Callable) -> Diagnosis | None:
        if m is diag.mistake:
            return dataclasses.replace(diag)
        found = _try_either(m, form, probes[:n], outs, expected[:n], task.tolerance)
        return None if found is None else Diagnosis(m, found[0], found[1], diag.source, diag.partial, form=form)

    # the first cause kept that explains the outcomes is named; the others stay beside it
    chosen = next(((i, d) for i, (m, f) in enumerate(kept) if (d := named_as(m, f)) is not None), None)
    if chosen is None:
        return None
    at, out = chosen
    m = out.mistake
    kept = [kept[at]] + kept[:at] + kept[at + 1:]
    in_group = [x for x, _ in [main] + twins]
    out.same = [x for x, _ in kept[1:] if any(x is y for y in in_group)]
    out.alternatives = [x for x, _ in kept[1:] if not any(x is y for y in in_group)]
    out.told = diag.told if m is diag.mistake else ""
    return out


def _hidden_choice(task: Task, probes: list[Probe], outs: list[sandbox.CallOutcome], expected: list[Any],
                   first_hidden: int, diag: Diagnosis | None, drawn: public_draws.Drawn, like_outs: list,
                   confirm_outs: list, details: dict) -> tuple[Diagnosis | None, Diagnosis | None]:
    """(diag, hidden_diag) for a function right on every visible input and wrong on hidden checks: the mistake
    is looked for on the public inputs drawn like them (never the hidden inputs), and named only as the numbers
    single it out. A mistake that fits the hidden checks' comparisons alone gives way to one that also gives the
    values the function returned on their public look-alikes (values, where a hidden check gives only right or
    wrong) and that the hidden comparisons do not contradict."""
    hidden_diag = _hidden_only(task, probes[:first_hidden], outs[:first_hidden], expected[:first_hidden],
                               drawn, like_outs, confirm_outs, details)
    if hidden_diag is None or not diag:
        return diag, hidden_diag
    n = len(outs)
    if hidden_diag.mistake is diag.mistake or _try_either(
            hidden_diag.mistake, hidden_diag.form or hidden_diag.mistake.wrong, probes[:n], outs, expected[:n],
            task.tolerance) is None:
        return diag, None  # the same mistake, or one the hidden checks' outcomes contradict: diag stands
    return None, hidden_diag


def _hidden_only(task: Task, vprobes: list[Probe], vouts: list[sandbox.CallOutcome], vexpected: list[Any],
                 drawn: public_draws.Drawn, like_outs: list, confirm_outs: list, details: dict) -> Diagnosis | None:
    """A mistake that fits the visible inputs and the public inputs drawn like the hidden checks (where the
    function is wrong); several computations that fit are listed, none asserted."""
    probes, outs, expected = list(vprobes), list(vouts), list(vexpected)
    for hint, group, got in zip(drawn.hints, drawn.like, like_outs):
        for inp, o in zip(group, got):
            if o is None:
                continue
            probes.append(Probe(f"an input like a hidden check ({hint})", inp, "hidden", hint))
            outs.append(o)
            expected.append(task.expected(inp))
    if len(probes) == len(vprobes) or all(_outcome_kind(task, o, e) == "ok" for o, e in zip(outs, expected)):
        return None
    first = diagnose(task, probes, outs, expected)
    if first is None or first.mistake.name == "constant_result":
        return first
    fits = _fitting(task, probes, outs, expected)
    groups = discriminate.group(task, fits) if fits else []
    # (a symptom is made afresh for each tier's pass: the same mistake is the one of the same name)
    mine = next((g for g in groups if any(x is first.mistake for _, x, _ in g.members)),
                next((g for g in groups if any(x.name == first.mistake.name for _, x, _ in g.members)), None))
    first = dataclasses.replace(first)
    first.alternatives = [g.first[1] for g in groups if g is not mine
                          and g.first[1].name != first.mistake.name][:4]
    first.same = [x for _, x, _ in mine.members if x is not first.mistake] if mine is not None else []
    return _confirm(task, first, drawn, confirm_outs, like_outs, probes, outs, expected, details)


def _integer_type(type_name: str) -> bool:
    """A Python or NumPy integer type's name (what ``//`` and ``int()`` of integers return)."""
    return type_name in ("int", "long") or (type_name.startswith(("int", "uint")) and type_name[-1:].isdigit())


def _truncated(expected: list[Any], values: list[Any]) -> bool:
    """Whether the student's values are the right values truncated to whole numbers (``//`` or ``int()``)."""
    try:
        return all(isinstance(e, (int, float)) and math.isfinite(e) and float(math.floor(e)) == v
                   for e, v in zip(expected, values))
    except (TypeError, ValueError):
        return False


# --------------------------------------------------------------------------------- divergence
def _step_explanation(fam: Family, inp: dict, index: int | None) -> str:
    """The library trace's explanation of step ``index`` of ``inp`` (``None``: its last step).

    A prefix divergence explains the *cut* input with its own last step, so the explanation and the
    library value shown next to it are always the same computation (never "the library 0.1667" beside
    "P@1 = 1/1 = 1").
    """
    if fam.explain_step is not None:
        if index is None:
            return ""  # a family's own explanations are per step (a rank, an item): none for the input as a whole
        try:
            return fam.explain_step(inp, index)
        except Exception:  # noqa: BLE001
            return ""
    if fam.trace is None:
        return ""
    try:
        t = fam.trace(inp)
        step = t.steps[-1 if index is None else index]
    except Exception:  # noqa: BLE001 - an explanation is a bonus, never a failure
        return ""
    return getattr(step, "explanation", "") or ""


def _prefix_divergence(fam: Family, probe: Probe, compute: Callable[[list[dict]], list[Any]],
                       full_value: Any, tol: float) -> Divergence | None:
    """First prefix length j where ``compute`` (student or misconception) differs from the library."""
    if fam.prefix is None or fam.prefix_len is None:
        return None
    n = fam.prefix_len(probe.inputs)
    prefixes = [fam.prefix(probe.inputs, j) for j in range(1, n)]
    # P@k, R@k: the step at rank n = k is the list CUT after rank k; when the input is longer than k that
    # cut is not the input itself, so it is probed as a step of its own and the uncut input comes last
    # (a value shown "with the list cut after rank k" must be the value of that cut list)
    whole = False
    if fam.step != "beta" and n >= 1:
        last = fam.prefix(probe.inputs, n)
        if last != probe.inputs:
            prefixes.append(last)
            whole = True
    try:
        values = compute(prefixes) + [full_value]
    except Exception:  # noqa: BLE001
        return None
    def at(j: int, pre: dict, v: Any, right: Any) -> Divergence:
        if whole and j == n + 1:
            cut = f"the list cut after rank {n}" + (f" and k = {last['k']}" if "k" in last else "")
            return Divergence(probe.label, WHOLE_LIST, n, v, right, _step_explanation(fam, pre, None), cut=cut)
        expl = (_step_explanation(fam, probe.inputs, j - 1) if fam.explain_step is not None
                else _step_explanation(fam, pre, None))
        if fam.step == "k":
            step = f"k = {j}"
        elif fam.step == "beta":
            step = "beta = 1 (F1)" if j < n else f"beta = {format_number(float(probe.inputs['beta']))}"
        else:
            step = f"{fam.step if fam.step in ('query', 'item') else 'rank'} {j}"
        return Divergence(probe.label, step, j, v, right, expl)

    profile = _profile(fam, prefixes[:n - 1] + [probe.inputs], values[:n - 1] + [full_value], tol)
    first_crash = None
    for j, (pre, v) in enumerate(zip(prefixes + [probe.inputs], values), start=1):
        try:
            right = fam.reference(pre)
        except Exception:  # noqa: BLE001
            continue
        if isinstance(v, sandbox.Opaque) and v.text == "raised":
            # a crash on a short prefix (e.g. no relevant item yet) is an edge case, reported on its own;
            # the first difference in VALUE says more about the formula
            first_crash = first_crash or at(j, pre, v, right)
            continue
        if not close(v, right, tol):
            return dataclasses.replace(at(j, pre, v, right), profile=profile)
    return first_crash


def _profile(fam: Family, inputs: list[dict], values: list[Any], tol: float) -> str:
    """The step profile (:mod:`.step_profile`) of a function's values on the cut inputs, or ""."""
    if fam.step in ("beta", "level"):
        return ""
    word = fam.step if fam.step in ("query", "item") else "rank"
    steps = [f"k = {j}" if fam.step == "k" else f"{word} {j}" for j in range(1, len(inputs) + 1)]
    try:
        right = [fam.reference(x) for x in inputs]
    except Exception:  # noqa: BLE001 - a cut input the measure cannot take: no profile
        return ""
    labels = inputs[-1].get("labels")
    kinds = (["relevant" if lab else "not relevant" for lab in labels]
             if word == "rank" and isinstance(labels, list) and len(labels) == len(inputs) else None)
    return step_profile.describe(steps, values, right, _counts(inputs[-1]), max(tol, 1e-9), kinds)


def _counts(inp: dict) -> dict[str, int]:
    """The input's integer parameters (``k``, ``n_relevant``), to name a step equal to one of them; a per-query list of
    one query counts as that query's number."""
    out: dict[str, int] = {}
    for name, v in inp.items():
        if isinstance(v, list) and len(v) == 1:
            v = v[0]
        if isinstance(v, int) and not isinstance(v, bool) and v >= 1:
            out[name] = v
    return out


def _level_divergence(fam: Family, probe: Probe, yours: Any, right: Any) -> Divergence | None:
    if fam.step != "level" or not isinstance(yours, list) or not isinstance(right, list):
        return None
    for i, (a, b) in enumerate(zip(yours, right)):
        if not close(a, b, FUNCTION_TOL):
            return Divergence(probe.label, f"recall level {i / 10:g}", i, a, b, _step_explanation(fam, probe.inputs, i))
    return None


# ------------------------------------------------------------------------------------ checks
def _not_a_function(task: Task, fn: Any) -> Feedback | None:
    """The feedback for an answer that is no function at all (none given, or a value), else None."""
    if fn is Ellipsis or fn is None:
        return Feedback(task.id, False, NOT_ATTEMPTED, _header(task, False, NOT_ATTEMPTED) +
                        f"\nDefine `{task.signature or task.answer_name}` and run this check again.")
    if not isinstance(fn, sandbox.Caller) and not callable(fn):
        return Feedback(task.id, False, FAILED, _header(task, False, FAILED) +
                        f"\nThis task asks for a function `{task.signature}`; you gave {_show(sandbox.plain(fn))}.")
    return None


def check_function(task: Task, fn: Any, student_id: object) -> Feedback:
    """Probe a student's function for a function task (see the module docstring).

    ``fn`` is the student's function, or a :class:`~.sandbox.Caller` that runs it elsewhere (the
    grader's isolated process); every call goes through the caller.
    """
    name = task.answer_name
    not_a_function = _not_a_function(task, fn)
    if not_a_function is not None:
        return not_a_function
    caller = fn if isinstance(fn, sandbox.Caller) else sandbox.LocalCaller(fn)
    fam = task.family
    facts = caller.facts(fam.params)
    problem = _signature_problem(task, facts) or _library_use(facts)
    if problem:
        return Feedback(task.id, False, FAILED, _header(task, False, FAILED) + "\n" + problem)
    probes = probes_for(task, student_id)
    expected = [task.expected(p.inputs) for p in probes]
    _WRONG.clear()  # the values of mistakes on this check's probes only
    first_hidden = next((i for i, p in enumerate(probes) if p.kind == "hidden"), len(probes))
    run = caller.run_calls([fam.args(p.inputs) for p in probes], timeout=task.timeout,
                           reveal_output_until=first_hidden)
    outs = run.outcomes
    lines = []
    details: dict[str, Any] = {"probes": len(probes), "hidden": len(probes) - first_hidden,
                               "elapsed": round(run.elapsed, 3)}

    # not attempted: the stub still raises NotImplementedError
    if _still_the_stub(outs):
        return Feedback(task.id, False, NOT_ATTEMPTED, _header(task, False, NOT_ATTEMPTED) +
                        f"\n`{name}` still raises NotImplementedError: replace the `raise NotImplementedError(...)` "
                        "line with your code and run this check again.", details=details)

    kinds = [_outcome_kind(task, o, e) for o, e in zip(outs, expected)]
    mutated = _mutation(fam, probes, outs)
    if run.complete and all(k == "ok" for k in kinds) and not mutated:
        n_vis = sum(p.kind != "hidden" for p in probes)
        msg = (_header(task, True, PASSED) + f"\nRight on your {n_vis} inputs and examples and on all "
               f"{len(probes) - n_vis} hidden checks.")
        return Feedback(task.id, True, PASSED, msg + _output_note(run), details=details)

    status = FAILED
    # public inputs like each hidden check, and confirming inputs (.public_draws): one batch, made whenever the
    # visible calls all ran (never decided by a hidden outcome, so a grader's replay makes the same calls)
    drawn = public_draws.draw(task, student_id) if len(outs) >= first_hidden else None
    like_outs: list[list[sandbox.CallOutcome | None]] = []
    confirm_outs: list[sandbox.CallOutcome | None] = []
    state = ""
    if drawn is not None and drawn.inputs():
        # the first two visible inputs once more, after the drawn ones: an answer is a function of its input, so
        # another answer to the same input means state kept between calls (or chance)
        again = [i for i in range(min(2, first_hidden, len(outs))) if outs[i].ok]
        n = len(drawn.inputs())
        extra = caller.run_calls([fam.args(x) for x in drawn.inputs()] + [fam.args(probes[i].inputs) for i in again],
                                 timeout=task.timeout, max_output=0)
        got = list(extra.outcomes)
        state = next((t for i, o in zip(again, got[n:]) for t in [_state_line(task, probes[i], outs[i], o)] if t), "")
        like_outs, confirm_outs = drawn.split(got[:n])
    # nothing to diagnose while every outcome so far is right (e.g. a grader's first pass, hidden calls pending)
    # parameters named as the task's in another order: each gets another's value (the calls are by position)
    order = _parameter_order(task, facts)
    diag = (diagnose(task, probes, outs, expected)
            if len(outs) >= first_hidden and any(k != "ok" for k in kinds) and not order and not state else None)
    # every other named mistake that fits the student's visible numbers, told apart on inputs built for it
    diag = _settle(task, caller, probes, outs, expected, first_hidden, diag)
    if diag is not None and drawn is not None:
        diag = _confirm(task, diag, drawn, confirm_outs, like_outs, probes, outs, expected, details)
    mis_name = mis_title = None
    divergence = None
    shown = [i for i in range(min(len(outs), first_hidden)) if kinds[i] != "ok"]
    evidence = shown[0] if shown else None
    hidden_bad = [(probes[i].hint, kinds[i], outs[i]) for i in range(first_hidden, len(outs)) if kinds[i] != "ok"]
    failed_hints = sorted({h for h, _, _ in hidden_bad})
    known = [public_draws.result_type(task, outs[i]) for i in shown]  # already said on a visible input
    types = public_draws.type_lines(task, drawn, like_outs, failed_hints, known) if drawn is not None else []
    hidden_diag = None
    if not shown and failed_hints and drawn is not None:
        diag, hidden_diag = _hidden_choice(task, probes, outs, expected, first_hidden, diag, drawn, like_outs,
                                           confirm_outs, details)
    if order:
        mis_name, mis_title = "parameters:order", "the parameters in another order than the task's"
        details["source"] = "signature"
        lines.append("Recognised mistake: " + order)
    elif state:
        mis_name, mis_title = "state_between_calls", "another answer to the same input (state kept between calls)"
        details["source"] = "behaviour"
        lines.append("Recognised mistake: " + state)
    elif diag:
        details["source"] = diag.source
        asked = _asked_measure([(p.inputs, e) for p, e in zip(probes[:first_hidden], expected[:first_hidden])][:2])
        mis_name, mis_title, naming = _naming_lines(diag, asked, probes[0].inputs)
        lines += naming
        evidence, explained = _mistake_explained(diag, probes, outs, expected, kinds, first_hidden)
        lines += explained
    elif hidden_diag:
        details["source"] = hidden_diag.source
        mis_name, mis_title, naming = _naming_lines(hidden_diag)
        lines += naming
        lines.append("It shows on hidden checks: " + "; ".join(failed_hints) + ".")
    elif not shown and (found := _look_alike_finding(task, types, drawn, like_outs, failed_hints, details)):
        # right on every visible input: what it returns on inputs like the hidden ones is the finding -- a type,
        # or the other bound of a share on every such input (1 where the convention is 0)
        mis_name, mis_title, found_lines = found
        lines += found_lines
        types = []
    elif shown and all(kinds[i] == "type" for i in shown) and \
            (running := _running_finding(task, probes, outs, shown)) is not None:
        mis_name, mis_title, finding = running
        details["source"] = "type"
        lines.append("Recognised mistake: " + finding)
    elif mutated:
        mis_name, mis_title = "input_mutated", "the input changed in place"
        details["source"] = "symptom"
        lines.append(f"Recognised mistake: {mis_title}.")
    if mutated:
        details["input_mutated"] = True
    if run.timed_out or run.crashed:
        lines.append(_unfinished_line(task, run, probes, len(outs)))
    if evidence is not None:
        more, divergence = _evidence_lines(task, caller, probes, outs, expected, kinds, shown, evidence, diag)
        lines += more
    # what the code visibly does (a loop's control; a call's surprise where a wrong result's input has its edge)
    stops = frozenset({"stops_early"} if any(t.startswith(step_profile.STOPS_EARLY) for t in lines) else ())
    # (a call's surprise only where it can explain every wrong result: an edge every wrong input holds)
    edges = [code_reading.edges_of([p.inputs]) for p, k in zip(probes, kinds) if k != "ok"]
    lines += code_reading.describe(facts.code, fam.params, set.intersection(*edges) if edges else set(), stops)
    # which public inputs (and, for several queries, which queries alone) it gets wrong, by what they share; the
    # calls depend only on the visible outcomes (a grader's replay makes the same ones)
    public = _public_rows(task, _public_pairs(probes[:first_hidden], outs[:first_hidden], drawn, like_outs,
                                              confirm_outs))
    contrast_line = _contrast_line(task, caller, public, min(first_hidden, len(outs)), bool(shown))
    if shown and kinds[shown[0]] == "type" and not diag:  # a list of the wrong length, aligned with the right one
        lines += [t for t in (_length_alignment(task, [(o.value, r) for _, o, r in public if o.ok and isinstance(
            o.value, list) and isinstance(r, list) and len(o.value) != len(r)]),) if t]
    if not diag and not hidden_diag:
        lines += [t for t in (contrast_line, _ratio_line(task, public), _same_values_line(task, public),
                              _provenance_line(task, public), _order_line(task, public)) if t]
    elif diag:  # a named computation, and what it does to the numbers where a ratio of two counts says it
        lines += [t for t in (_ratio_line(task, public),) if t]
    if mutated:
        lines.append(mutated)
    if diag and diag.crashed:
        lines.append(_besides_the_mistake_line(fam, probes, outs, diag.crashed[0]))
    lines += _hidden_lines(task, hidden_bad, len(probes) - first_hidden, len(outs) - first_hidden)
    lines += [t for _, t, _ in types]
    if hidden_bad and not shown and not diag and not hidden_diag and not mis_name:
        like = _like_value_line(task, _failed_look_alikes(task, drawn, like_outs, failed_hints)) if not types else ""
        lines[:0] = ["Your function is right on your inputs and the examples but not on every case."
                     + _hidden_crash_words(hidden_bad)] + ([like] if like else [])
    msg = _header(task, False, status) + "\n" + "\n".join(lines) + _output_note(run)
    details.update(kinds=kinds[:first_hidden], hidden_wrong=len(hidden_bad), hidden_ran=max(0, len(outs) - first_hidden))
    return Feedback(task.id, False, status, msg, mis_name, mis_title, divergence, details)


def _evidence_lines(task: Task, caller: sandbox.Caller, probes: list[Probe], outs: list[sandbox.CallOutcome],
                    expected: list[Any], kinds: list[str], shown: list[int], evidence: int,
                    diag: Diagnosis | None) -> tuple[list[str], Divergence | None]:
    """What the function did on the probe ``evidence`` (a visible one), where it first departs from the
    library (its cut inputs, or its own steps under the tracer), and the formula's parts when no mistake
    was named."""
    fam = task.family
    lines: list[str] = []
    divergence = None
    i = evidence
    p, o = probes[i], outs[i]
    if kinds[i] == "raise":
        lines.append(f"On {p.label} ({fam.text(p.inputs)}) your function raised {o.error_type}: {o.error_message}"
                     + (f" ({o.where})" if o.where else "") + ".")
        meaning = crash_meaning(o.error_message or "")
        if meaning:
            lines.append(_sentence(f"That error means {meaning}"))
        if not diag and fam.prefix is not None and fam.step != "beta":
            # where it first fails: the first cut of this (visible) input that crashes or differs
            divergence = _student_prefix_divergence(task, caller, p, sandbox.Opaque(o.error_type or "error",
                                                                                      "raised"))
            if divergence is not None:
                lines.append(_sentence(str(divergence)))
                uses = _step_uses(fam, p.inputs, divergence)
                if uses:
                    lines.append(_sentence(f"At that step: {uses}"))
    elif kinds[i] == "type" and not nonfinite(o.value):
        lines.append(_sentence(f"On {p.label} ({fam.text(p.inputs)}) your function {_type_problem(task, o, p.inputs)}"))
    else:
        yours, right = _show_apart(o.value, expected[i])
        lines.append(f"On {p.label} ({fam.text(p.inputs)}) your function returned {yours}; the right "
                     f"value is {right}.")
        # the extra calls (prefixes) depend only on visible outcomes, never on the hidden ones (a grader
        # may replay the calls of a first pass)
        d_at = shown[0] if shown and kinds[shown[0]] == "wrong" else i
        dp, dv = probes[d_at], outs[d_at].value
        divergence = _level_divergence(fam, dp, dv, expected[d_at])
        if divergence is None and fam.prefix is not None and kinds[d_at] == "wrong":
            divergence = _student_prefix_divergence(task, caller, dp, dv)
        if divergence is not None:
            lines.append(_sentence(str(divergence)))
            if divergence.profile and not diag:
                lines.append(divergence.profile)
            if fam.step == "query" and not diag:
                lines += _one_query_profile(task, caller, dp)
            uses = _step_uses(fam, dp.inputs, divergence)
            if uses and not diag:
                lines.append(_sentence(f"At that step: {uses}"))
        elif not diag:
            formula = perturbations.FORMULAS.get(fam.name)
            if formula is not None:
                lines.append(f"Check each part of {formula.text}: " + "; ".join(
                    f"the {k.replace('_', ' ')} ({v})" for k, v in formula.parts.items()) + ".")
        lines += _own_steps(task, caller, dp, kinds[d_at])
    return lines, divergence


def _one_query_profile(task: Task, caller: sandbox.Caller, probe: Probe) -> list[str]:
    """For a task over several queries: the first query the function gets wrong on its own, cut after rank 1, 2,
    ... (:mod:`.step_profile`): a sentence, or none. The calls depend only on this visible input."""
    fam = task.family
    singles = _queries_alone(fam, probe.inputs)[:4]
    if "runs" not in fam.params or not singles:
        return []
    cuts = [[{**q, "runs": [q["runs"][0][:j]]} for j in range(1, len(q["runs"][0]) + 1)] for q in singles]
    flat = [x for group in cuts for x in group]
    if not flat or len(flat) > 60:
        return []
    run = caller.run_calls([fam.args(x) for x in flat], timeout=min(task.timeout, 2.0), max_output=0)
    outs = list(run.outcomes)
    i = 0
    for qi, group in enumerate(cuts, 1):
        got = outs[i:i + len(group)]
        i += len(group)
        if len(got) < len(group) or not all(o.ok for o in got):
            continue
        try:
            right = [task.expected(x) for x in group]
        except Exception:  # noqa: BLE001
            continue
        values = [o.value for o in got]
        if all(close(v, r, task.tolerance) for v, r in zip(values, right)):
            continue
        text = step_profile.describe([f"rank {j}" for j in range(1, len(group) + 1)], values, right,
                                     _counts(group[-1]), max(task.tolerance, 1e-9))
        return [f"On query {qi} of {probe.label} alone (labels={group[-1]['runs'][0]}), cut after each rank: "
                + text[0].lower() + text[1:]] if text else []
    return []


#: A look-alike input the reference cannot take (no right value to compare with).
_REFUSED = object()


def _failed_look_alikes(task: Task, drawn: public_draws.Drawn | None, like_outs: list,
                        failed_hints: list[str]) -> list[tuple[str, int, list[tuple[dict, Any, Any]]]]:
    """The public inputs drawn like each failed hidden check, read once for every finding made from them: (the
    check's hint, how many were drawn, rows of (input, the function's outcome or None, the right value or
    :data:`_REFUSED`))."""
    if drawn is None:
        return []
    looks = []
    for hint, group, got in zip(drawn.hints, drawn.like, like_outs):
        if hint not in failed_hints:
            continue
        rows = []
        for inp, o in zip(group, got):
            try:
                right = task.expected(inp)
            except Exception:  # noqa: BLE001 - an input the reference cannot take
                right = _REFUSED
            rows.append((inp, o, right))
        looks.append((hint, len(group), rows))
    return looks


def _like_value_line(task: Task, looks: list[tuple[str, int, list[tuple[dict, Any, Any]]]]) -> str:
    """What the function returns on the public inputs drawn like a failed hidden check (never the hidden input):
    one value where the right one is another on every such input, or else one such input with both values. The
    behaviour a hidden check caught, shown on an input the student may try."""
    for hint, _, drawn_rows in looks:
        rows = [(inp, o.value, right) for inp, o, right in drawn_rows if o is not None and o.ok
                and public_draws.result_type(task, o) is None and right is not _REFUSED]
        bad = [r for r in rows if not close(r[1], r[2], task.tolerance)]
        if not bad:
            continue
        yours, right = _show_apart(bad[0][1], bad[0][2])
        parts = _parts_apart(task, bad[0][1], bad[0][2])
        if len(bad) == len(rows) >= 2 and all(close(v, bad[0][1], 1e-12) and close(r, bad[0][2], 1e-12)
                                              for _, v, r in bad):
            return (f"On every input like the hidden check \u201c{hint}\u201d ({len(rows)} drawn for this message, not "
                    f"the hidden ones) your function returns {yours} where the right value is {right}{parts}; one of "
                    f"them: {task.family.text(bad[0][0])}.")
        return (f"On an input like the hidden check \u201c{hint}\u201d (drawn for this message, not a hidden one), "
                f"{task.family.text(bad[0][0])}, your function returned {yours}; the right value is {right}{parts}.")
    return ""


#: A bound returned where the other bound is right, in words: what such a value says about the case.
_BOUND_WORDS: dict[tuple[float | None, float | None], str] = {
    (1.0, 0.0): "the case counted as perfect (1, as if nothing were missing or wrong)",
    (0.0, 1.0): "the case counted as a failure (0)"}


def _one_part_apart(task: Task, yours: Any, right: Any) -> tuple[str, Any, Any] | None:
    """(the part's name, your value, the right one) when a result of named parts differs from the right one in exactly
    one part; ("", yours, right) for two single values; None otherwise (or for values that cannot be compared)."""
    if not (isinstance(yours, list) or isinstance(right, list)):
        return "", yours, right
    names = task.family.result_names
    if not (isinstance(yours, list) and isinstance(right, list) and names and len(names) == len(right) == len(yours)):
        return None
    try:
        apart = [i for i, (y, r) in enumerate(zip(yours, right)) if not close(y, r, task.tolerance)]
    except (TypeError, ValueError):
        return None
    if len(apart) != 1:
        return None
    i = apart[0]
    return (names[i][4:] if names[i].startswith("the ") else names[i]), yours[i], right[i]


def _parts_apart(task: Task, yours: Any, right: Any) -> str:
    """Which named part of a list result differs (", so your recall is 1 where it is 0: ..."), or what a bound
    returned for the other bound says; "" when nothing more can be said than the two values."""
    found = _one_part_apart(task, yours, right)
    if found is None:
        return ""
    name, y, r = found
    bound = _BOUND_WORDS.get((_plain_bound(y), _plain_bound(r)), "")
    if not name:
        return f": {bound}" if bound else ""
    ys, rs = _show_apart(y, r)
    return f", so your {name} is {ys} where it is {rs}" + (f": {bound}" if bound else "")


def _plain_bound(v: Any) -> float | None:
    """0.0 or 1.0 for a number that is one of the two bounds of a share, else None."""
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v in (0, 1) else None


def _look_alike_finding(task: Task, types: list[tuple[str, str, str]], drawn: public_draws.Drawn | None,
                        like_outs: list, failed_hints: list[str],
                        details: dict) -> tuple[str, str, list[str]] | None:
    """(name, title, lines) of what a function right on every visible input returns on the public inputs drawn
    like a failed hidden check: a type (nan, None, a list of the wrong length...) said with where it shows, the
    other bound of a share on every such input, or one constant wherever it is wrong, shown with the values; None:
    no such finding."""
    if types:
        kind, _sentence, where = types[0]
        details["source"] = "type"
        # what the function returns and where (the situation of the hidden check, in its own words)
        return (f"returns:{kind}", f"returns {public_draws.SHORT_TYPE_WORDS[kind]} on some inputs",
                [f"Recognised mistake: your function returns {public_draws.SHORT_TYPE_WORDS[kind]} on {where}."]
                + [t for _, t, _ in types])
    looks = _failed_look_alikes(task, drawn, like_outs, failed_hints)
    bound = _bound_finding(task, looks) or _constant_finding(task, looks)
    if bound is None:
        return None
    name, title, finding = bound
    details["source"] = "behaviour"
    like = _like_value_line(task, looks)
    return name, title, [f"Recognised mistake: {finding}."] + ([like] if like else [])


def _bound_finding(task: Task, looks: list[tuple[str, int, list[tuple[dict, Any, Any]]]]) -> tuple[str, str, str] | None:
    """(name, title, finding) when, on every public input drawn like a failed hidden check (two at least), the
    function returns the other bound of a share than the task's convention (1 where it is 0, or 0 where it is 1),
    in the same named part of its result: an observed behaviour, said as such, never a guess at its code."""
    for hint, drawn_n, rows in looks:
        seen: set[tuple[str, int, int] | None] = set()
        for _, o, right in rows:
            if o is None or not o.ok or public_draws.result_type(task, o) is not None or right is _REFUSED:
                seen.add(None)
                continue
            try:
                seen.add(_bound_apart(task, o.value, right))
            except Exception:  # noqa: BLE001 - values that cannot be compared: no finding from them
                seen.add(None)
        found = seen.pop() if len(seen) == 1 and drawn_n >= 2 else None
        if found is None:
            continue
        part, yours, right = found
        # "1 (a recall of 1)"; a part named with its article keeps it ("1 as the lowest P@k (...)")
        what = ((f"{yours} as {part}" if part.startswith("the ") else f"{yours} (a {part} of {yours})") if part
                else f"{yours}")
        words = _BOUND_WORDS[(float(yours), float(right))]
        return (f"returns:{part.replace(' ', '_') + '=' if part else ''}{yours}_for_{right}",
                f"returns {what} where the task's convention is {right} (\u201c{hint}\u201d)",
                f"on inputs like the hidden check \u201c{hint}\u201d your function returns {what} where the task's "
                f"convention is {right}: {words}")
    return None


def _constant_finding(task: Task,
                      looks: list[tuple[str, int, list[tuple[dict, Any, Any]]]]) -> tuple[str, str, str] | None:
    """(name, title, finding) when, on the public inputs drawn like a failed hidden check, the function returns one
    and the same number wherever it is wrong (two inputs at least, whose right values differ: where the right value
    is one value too, any slip gives one value): the case answered by a constant, observed (a guard, an early
    return or a default), never a guess at which."""
    if task.family.result != "float":
        return None
    for hint, _, rows in looks:
        if any(o is None or not o.ok or not isinstance(o.value, float) or not math.isfinite(o.value)
               or right is _REFUSED for _, o, right in rows):
            continue
        wrong = [(o.value, float(right)) for _, o, right in rows if not close(o.value, right, FUNCTION_TOL)]
        # (where the right values are one value too, any slip gives one value there: no evidence of a constant)
        if len(wrong) < 2 or len({v for v, _ in wrong}) != 1 or len({round(r, 9) for _, r in wrong}) < 2:
            continue
        c = _show(wrong[0][0])
        rights = ", ".join(dict.fromkeys(_show(r) for _, r in wrong))
        return (f"returns:{c}_for_case", f"returns {c} on inputs like \u201c{hint}\u201d",
                f"on inputs like the hidden check \u201c{hint}\u201d your function returns {c} wherever it is wrong "
                f"(the right values there: {rights}): the case answered by a constant (a guard, an early return or a "
                f"default that gives {c} for it)")
    return None


def _bound_apart(task: Task, yours: Any, right: Any) -> tuple[str, int, int] | None:
    """(the named part, or "", your bound, the right bound) when the result differs from the right one in one part
    only and there is 1 for 0 or 0 for 1; else None."""
    found = _one_part_apart(task, yours, right)
    if found is None:
        return None
    part, y, r = found[0], _plain_bound(found[1]), _plain_bound(found[2])
    if y is None or r is None or y == r:
        return None
    return part, int(y), int(r)


def _public_pairs(vprobes: list[Probe], vouts: list[sandbox.CallOutcome], drawn: public_draws.Drawn | None,
                  like_outs: list, confirm_outs: list) -> list[tuple[dict, sandbox.CallOutcome | None]]:
    """(input, outcome) of every public call: the visible inputs, those drawn like the hidden checks, the confirming
    ones (in that order)."""
    pairs: list[tuple[dict, sandbox.CallOutcome | None]] = [(p.inputs, o) for p, o in zip(vprobes, vouts)]
    if drawn is not None:
        pairs += [(x, o) for group, outs in zip(drawn.like, like_outs) for x, o in zip(group, outs)]
        pairs += list(zip(drawn.confirm, confirm_outs))
    return pairs


def _public_rows(task: Task, pairs: list[tuple[dict, sandbox.CallOutcome | None]]) -> list[tuple[dict, Any, Any]]:
    """(input, outcome, right value) of each public call that ran, read once for every reading of them."""
    rows = []
    for inp, o in pairs:
        if o is None:
            continue
        try:
            rows.append((inp, o, task.expected(inp)))
        except Exception:  # noqa: BLE001 - an input the reference cannot take: nothing to compare
            continue
    return rows


def _contrast_line(task: Task, caller: sandbox.Caller, rows: list[tuple[dict, Any, Any]],
                   n_visible: int, visible_wrong: bool) -> str:
    """What the public inputs the function gets wrong share (:mod:`.contrast`); for a task over several
    queries, the queries of the visible and confirming inputs are also tried alone (only when a visible input
    is wrong: the calls never depend on a hidden outcome)."""
    fam = task.family
    text = contrast.describe(_contrast_rows(task, rows), fam.params, _show)
    if text or not visible_wrong:
        return text
    singles = [q for x, _, _ in rows[:n_visible] for q in _queries_alone(fam, x)]
    if len(singles) < 4:
        return ""
    run = caller.run_calls([fam.args(q) for q in singles[:24]], timeout=min(task.timeout, 2.0), max_output=0)
    text = contrast.describe(_contrast_rows(task, _public_rows(task, list(zip(singles, run.outcomes)))),
                             fam.params, _show)
    return text.replace("on the inputs with", "on the one-query inputs with", 1)


def _same_values_line(task: Task, rows: list[tuple[dict, Any, Any]]) -> str:
    """A list result whose values are all equal on every public input where the right ones differ (two bounds, two
    measures computed one same way): a sentence, or ""."""
    if task.family.result != "list":
        return ""
    seen = 0
    for _, o, right in rows:
        if not o.ok or not isinstance(o.value, list) or len(o.value) < 2 \
                or not all(isinstance(x, float) for x in o.value):
            continue
        if len(set(right)) == 1:
            continue
        if len(set(o.value)) != 1:
            return ""
        seen += 1
    return (f"Your list holds one same value at every position on all {seen} inputs tried where the right values "
            "differ: every position is computed the same way (the same order, key or formula for each: one value "
            "returned for all, e.g. one sort with ties kept in input order used for both bounds).") \
        if seen >= 2 else ""


def _order_line(task: Task, rows: list[tuple[dict, Any, Any]]) -> str:
    """A list result that holds the right values in another order on every public input it gets wrong (sorted,
    reversed): a sentence, or ""."""
    if task.family.result != "list":
        return ""
    tol = max(task.tolerance, 1e-9)
    orders: dict[str, Callable[[list], list]] = {
        "sorted from high to low": lambda r: sorted(r, reverse=True), "sorted from low to high": sorted,
        "reversed (the last value first)": lambda r: r[::-1]}
    fits = dict.fromkeys(orders, True)
    seen = 0
    for _, o, right in rows:
        y = o.value if o.ok else None
        if not isinstance(y, list) or not isinstance(right, list) or close(y, right, tol):
            continue
        if not all(isinstance(x, float) for x in y) or not close(sorted(y), sorted(right), tol):
            return ""
        seen += 1
        for name, order in orders.items():
            fits[name] = fits[name] and close(y, order(list(right)), tol)
    if seen < 2:
        return ""
    how = next((name for name, ok in fits.items() if ok), "in another order")
    return (f"On the {seen} inputs tried where your list is wrong it holds exactly the right values, {how}: the "
            "values are right, their order is not (a sort, or a list built in another order).")


def _provenance_line(task: Task, rows: list[tuple[dict, Any, Any]]) -> str:
    """A number that is always one of the input's own values (:mod:`.provenance`): a sentence, or ""."""
    if task.family.result == "list":
        return ""
    return provenance.describe([(x, o.value, r) for x, o, r in rows if o.ok], task.family.params,
                               max(task.tolerance, 1e-9))


def _ratio_line(task: Task, rows: list[tuple[dict, Any, Any]]) -> str:
    """The function's values as the right ones times a ratio of two of the input's counts (:mod:`.ratios`), for a
    number or for each value of a list."""
    values = [(x, o.value, r) for x, o, r in rows if o.ok]
    whole = ratios.describe(values, task.family.params, max(task.tolerance, 1e-9))  # a list: every value by one ratio
    if task.family.result != "list":
        return whole
    if whole:
        return whole.replace("Your values are", "Your lists are", 1)
    n = task.family.result_len or 0
    for j in range(n):
        at = [(x, y[j], r[j]) for x, y, r in values if isinstance(y, list) and isinstance(r, list)
              and len(y) == len(r) == n]
        text = ratios.describe(at, task.family.params, max(task.tolerance, 1e-9))
        if text:
            return f"Value {j + 1} of your list: " + text[0].lower() + text[1:]
    return ""


def _contrast_rows(task: Task, rows: list[tuple[dict, Any, Any]]) -> list[tuple[dict, bool, Any]]:
    """(input, right?, the function's value or its error) for :func:`.contrast.describe`."""
    return [(inp, _outcome_kind(task, o, right) == "ok",
             o.value if o.ok else sandbox.Opaque(o.error_type or "error", "raised")) for inp, o, right in rows]


def _queries_alone(fam: Family, inp: dict) -> list[dict]:
    """Each query of a several-query input as an input of its own (the list parameters cut together)."""
    lists = [p for p in fam.params if isinstance(inp.get(p), list) and p in ("runs", "tables", "n_relevant")]
    if not lists or not any(p in ("runs", "tables") for p in lists):
        return []
    n = len(inp[lists[0]])
    if n < 2 or any(len(inp[p]) != n for p in lists):
        return []
    return [{**inp, **{p: [inp[p][i]] for p in lists}} for i in range(n)]


def _on_each(form: Callable[[dict], Any]) -> Callable[[list[dict]], list[Any]]:
    """A mistake's computation applied to each of a list of (cut) inputs."""
    return lambda pres: [form(x) for x in pres]


def _mistake_explained(diag: Diagnosis, probes: list[Probe], outs: list[sandbox.CallOutcome], expected: list[Any],
                       kinds: list[str], first_hidden: int) -> tuple[int | None, list[str]]:
    """(evidence, lines): the named mistake explained on the first visible/public probe where it changes the
    value (never a hidden one), or, with no such probe, the hints of the hidden checks where it shows."""
    m = diag.mistake
    lines = []
    visible = [i for i in range(min(len(outs), first_hidden)) if i not in diag.crashed and kinds[i] != "ok"]
    evidence = next((i for i in visible if diag.wrongs[i][0] == "value"
                     and not close(diag.wrongs[i][1], expected[i], SEPARATION)),
                    next((i for i in visible if diag.wrongs[i][0] == "value"), visible[0] if visible else None))
    if evidence is not None:
        p = probes[evidence]
        wv = diag.wrongs[evidence][1] if diag.wrongs[evidence][0] == "value" else None
        try:
            lines.append(_sentence(m.explain(p.inputs, expected[evidence],
                                             wv if wv is not None else float("nan"))))
        except Exception:  # noqa: BLE001 - an explanation is a bonus
            pass
    else:
        hints = sorted({probes[i].hint for i in range(first_hidden, len(outs)) if kinds[i] != "ok"
                        and i not in diag.crashed})
        if hints:
            lines.append("It shows on hidden checks: " + "; ".join(hints) + ".")
    return evidence, lines


def _still_the_stub(outs: list[sandbox.CallOutcome]) -> bool:
    """Whether the first call raised NotImplementedError (the notebook's stub, not yet replaced)."""
    return bool(outs) and not outs[0].ok and outs[0].error_type == "NotImplementedError"


def _unfinished_line(task: Task, run: sandbox.SandboxResult, probes: list[Probe], n_outs: int) -> str:
    """Where and why a run of the student's function stopped early (a time-out or a crash)."""
    stuck = n_outs if n_outs < len(probes) else None
    where = _where(probes[stuck], task.family) if stuck is not None else "after the last input"
    if run.timed_out:
        why = (f"it printed {run.printed_chars:,} characters, and printing that much is slow"
               if run.printed_chars > 100_000 else "it may loop forever (check that every loop ends)")
        return f"Your function did not finish within {task.timeout:g} s {where}: {why}."
    return f"{run.crashed} {where}."


def _besides_the_mistake_line(fam: Family, probes: list[Probe], outs: list[sandbox.CallOutcome], i: int) -> str:
    """A named mistake's feedback also says where the function crashed (or returned None) on probe ``i``."""
    o = outs[i]
    what = (f"raised {o.error_type}" + (f" ({o.where})" if o.where and probes[i].kind != "hidden" else "")
            if not o.ok else "returned None" if isinstance(o.value, sandbox.Opaque) else f"returned {_show(o.value)}")
    how = ("every path through your function must return a number" if what == "returned None"
           else "e.g. a division by zero")
    return f"Besides that mistake, your function {what} {_where(probes[i], fam)}: handle that case ({how})."


#: What an exception raised on an edge case says of the code, in a TA's words (the commonest cause first).
CRASH_CAUSES = {
    "ZeroDivisionError": "a division by zero with no guard (a count that is 0 on that case)",
    "IndexError": "an index past the end of a list (a position read that the list does not have; often an "
                  "off-by-one: a 1-based position such as k used as a 0-based index, or a loop one step too far)",
    "KeyError": "a key looked up that the dict does not have (a table of only some values)",
    "ValueError": "a value a call refuses (max() or min() of an empty list, .index() of a missing item, an "
                  "unpacking of the wrong size)",
    "StopIteration": "next() with no default on an empty search",
    "TypeError": "an operation on a value of the wrong type (None, a list where a number is expected)",
    "RecursionError": "a recursion that never reaches its base case",
}


#: What a library's error message says of the code that called it (the message of a visible input only: a
#: hidden input's message could carry the input out). Each a pattern of the message and the plain cause.
CRASH_MESSAGES = (
    (r"(continuous|continuous-multioutput|multiclass) format is not supported|y_true takes value in|"
     r"Only one class present in y_true",
     "a scikit-learn metric read something else than 0/1 labels as its first argument: scikit-learn's metrics "
     "take the true labels first, then the scores (`roc_curve(labels, scores)`, `roc_auc_score(labels, scores)`); "
     "with the scores first, the scores are read as labels (the arguments swapped)"),
    (r"inhomogeneous shape|setting an array element with a sequence",
     "NumPy was asked for one array of lists of different lengths (ragged lists: queries, or rows, of different "
     "lengths); keep them as a list of arrays, one per query, or loop over the queries"),
    (r"math domain error",
     "a logarithm (or square root) of 0 or of a negative number: often log2 of a 0-based rank at rank 1 "
     "(log2(0)), where the formula has the 1-based rank"),
    (r"'NoneType' object is not (subscriptable|iterable)|unsupported operand type\(s\) for .*'NoneType'",
     "a value that is None was used as a list or a number: a helper function that returns nothing on some path "
     "(a missing return)"),
    (r"not enough values to unpack|too many values to unpack",
     "each item was unpacked into another number of names than it holds (the input's format misread)"),
)


def crash_meaning(message: str) -> str:
    """The plain cause of a known library error message, or ""."""
    for pattern, meaning in CRASH_MESSAGES:
        if re.search(pattern, message):
            return meaning
    return ""


def _hidden_crash_words(hidden_bad: list[tuple[str, str, sandbox.CallOutcome]]) -> str:
    """Where every hidden check not right raised one same exception: its name and what it usually means (a
    behaviour, observed: the hints say which cases, never their inputs)."""
    errors = {o.error_type for _, k, o in hidden_bad if k == "raise"}
    if len(errors) != 1 or any(k != "raise" for _, k, _ in hidden_bad):
        return ""
    error = next(iter(errors)) or "an error"
    cause = CRASH_CAUSES.get(error)
    return (f" It raises {error} on the edge case{'s' if len(hidden_bad) > 1 else ''} of the hidden checks"
            + (f": {cause}." if cause else "."))


def _hidden_lines(task: Task, hidden_bad: list[tuple[str, str, sandbox.CallOutcome]], n_hidden: int,
                  n_ran: int) -> list[str]:
    """What the feedback says of the hidden checks: how many are not right with their hints (never their inputs
    or values), or that those that ran are right. ``hidden_bad``: (hint, outcome kind, outcome) of each not right."""
    if not hidden_bad:
        return [f"Hidden checks: the {n_ran} that ran are right."] if n_ran > 0 and n_hidden else []
    hints = sorted({h for h, _, _ in hidden_bad})
    extra = ""
    raised = [o for _, k, o in hidden_bad if k == "raise"]
    if raised:
        o = raised[0]
        extra = f" (e.g. it raised {o.error_type}" + (f" at {o.where.split(':')[0]}" if o.where else "") + ")"
    lines = [f"Hidden checks: {len(hidden_bad)} of {n_hidden} not right{extra} — think about: "
             + "; ".join(hints) + "."]
    # nothing else of a hidden result: the function chooses its return (a type, a length, nan) from the hidden
    # input, so any word about it beyond which hints failed would carry the input out (the grader's fixed
    # vocabulary of hidden outcomes, exercises/README.md "Trust", property 4)
    return lines


def _naming_lines(diag: Diagnosis, asked: Callable[[Any], bool] | None = None,
                  inp: dict | None = None) -> tuple[str, str, list[str]]:
    """(code, label, lines) of a diagnosis: one mistake named, or all those the numbers cannot tell apart."""
    m = diag.mistake
    lines = []
    if diag.alternatives:
        # several causes give these numbers on every input tried: list them, assert none
        names = [m.title] + [a.title for a in diag.alternatives]
        code, label = " | ".join([m.name] + [a.name for a in diag.alternatives]), "one of: " + "; ".join(names)
        lines.append("Your numbers fit more than one mistake, and no input tried tells them apart; look for any of "
                     "these: " + "; ".join(f"({i}) {t}" for i, t in enumerate(names, 1)) + ".")
    else:
        code, label = m.name, m.title
        lines.append(f"Recognised mistake: {m.title}.")
    twins: list[str] = []
    kinds = {_cause_kind(m)}
    # one title per measure or mistake (the variants of one measure are one cause); a registry family beside a
    # course measure is the same quantity under trec_eval's name, not another cause in code -- unless the two
    # differ in general and agree only on inputs of the task's kind (the hit rate is the mean recall of 0/1
    # runs without n_relevant): then it is another quantity the student may have computed, listed first
    def registry(x: Any) -> bool:
        return _cause_kind(x).startswith("measure:registry:")

    distinct = [x for x in diag.same if registry(x) and not registry(m) and inp is not None
                and isinstance(m, _library.LibraryCandidate) and _library.differ_in_general(m, x, inp)]
    # beside a named slip of the asked measure (not a library measure), a trec_eval family with the same numbers
    # is another measure computed instead (P@1 beside MRR with 1 // rank), unless it is the asked one
    beside_slip = not hasattr(m, "measure")
    same = distinct + [x for x in diag.same if registry(m) or not registry(x)
                       or (beside_slip and asked is not None and not asked(x))]
    if beside_slip:
        # beside a catalogued or derived mistake (the course's words for a computation, with its cause), the
        # asked measure with another option on the input as given is that mistake in the library's words; one
        # that changes the input another way (parameters swapped, 1 / beta, the list sorted), or another measure
        # (P@1 beside MRR with 1 // rank: the same numbers, other code), is another cause in code
        # a closed formula typed another way is that mistake's code view, and is kept as a cause too
        same = [x for x in same if _input_change(x) not in _SAME_INPUT or isinstance(x, _library.FormulaShape)
                or (asked is not None and isinstance(x, _library.LibraryCandidate) and not asked(x))]
    listed: list[Any] = []
    for x in same:
        if x.title != m.title and x.title not in twins and _cause_kind(x) not in kinds and len(twins) < MAX_TWINS:
            twins.append(x.title)
            listed.append(x)
            kinds.add(_cause_kind(x))
    if twins and not diag.alternatives:
        # the same numbers, several descriptions: the one with the fewest changes leads (a slip in the asked
        # measure before another measure on a changed input), the others follow in the checker's order
        ordered = sorted([m] + listed, key=lambda x: _changes(x, asked))
        if ordered[0] is not m:
            m = ordered[0]
            code, label = m.name, m.title
            lines[0] = f"Recognised mistake: {m.title}."
        twins = [x.title for x in ordered if x is not m]
    if twins:
        lines.append("These descriptions give the same numbers on every input tried (one computation, which code "
                     "can reach in several ways); look for any of them: "
                     + "; ".join(f"({i}) {t}" for i, t in enumerate([m.title] + twins, 1)) + ".")
    if diag.told:
        lines.append(_sentence(diag.told))
    return code, label, lines


#: How many computations that give one typed number are listed (none asserted).
TYPED_LISTED = 4


def _part_changed(x: Any, inp: dict) -> tuple:
    """What a description changes: the parameters its change of the input alters, or which other measure it is, or
    its own named slip."""
    tr = getattr(x, "transform", None)
    if tr is None:
        return ("slip",)
    try:
        changed = tr.apply(inp)
    except Exception:  # noqa: BLE001
        return ("input",)
    parts = tuple(sorted(k for k in inp if changed.get(k) != inp.get(k)))
    return parts or ("measure", getattr(getattr(x, "measure", None), "name", ""))


def _asked_measure(pairs: list[tuple[dict, Any]]) -> Callable[[Any], bool]:
    """Whether a library candidate's measure is the asked one: at its default options, on the input as given, it
    gives the right value on each of these (input, right value) pairs."""
    def asked(x: Any) -> bool:
        if not isinstance(x, _library.LibraryCandidate) or x.scale:
            return False
        plain = dataclasses.replace(x, transform=_library.AS_GIVEN,
                                    options=tuple(x.measure.variants()[0].items()))
        try:
            return all(close(plain.wrong(inp), right, FUNCTION_TOL) for inp, right in pairs)
        except Exception:  # noqa: BLE001 - a measure that cannot take the input is not the asked one
            return False
    return asked


def _changes(x: Any, asked: Callable[[Any], bool] | None = None) -> int:
    """How many things a description changes from the asked computation: one for a named slip of the asked
    measure (a catalogued or derived mistake, the asked measure on a change of its input); for a library measure,
    one for being another measure (none when ``asked`` says it is the asked one, two for a trec_eval family the
    course never asks to compute), one for a change of the input and one per option that is not its default."""
    measure = getattr(x, "measure", None)
    if measure is None:
        return 1
    key = getattr(getattr(x, "transform", None), "key", "as_given")
    # another measure: one change; one the course never asks to compute (a trec_eval family of the registry that
    # is not the asked one), one more
    other = 0 if asked is not None and asked(x) else 2 if measure.takes == "registry" else 1
    return other + (key != "as_given") + sum(not measure.is_default(k, v) for k, v in getattr(x, "options", ()))


def _cause_kind(x: Any) -> str:
    """What a listed cause is, for listing each once: a library measure on one change of the input (whatever
    its options), else the mistake itself."""
    measure = getattr(x, "measure", None)
    if measure is None:
        return f"mistake:{x.name}"
    return f"measure:{measure.name}@{_input_change(x)}"  # another input change is another cause in code


def _own_steps(task: Task, caller: sandbox.Caller, probe: Probe, kind: str) -> list[str]:
    """The student's own steps on a visible input it gets wrong, aligned with the library's rank steps
    (:mod:`.student_trace`): a sentence, or none."""
    text = _own_steps_text(task, caller, probe) if kind == "wrong" and probe.kind != "hidden" else ""
    return [text] if text else []


def _own_steps_text(task: Task, caller: sandbox.Caller, probe: Probe) -> str:
    fam = task.family
    if fam.trace is None or fam.step != "rank":
        return ""
    try:
        steps = student_trace.rank_steps_of(fam.trace(probe.inputs))
    except Exception:  # noqa: BLE001 - a bonus
        return ""
    if not steps:
        return ""
    result = caller.trace(fam.args(probe.inputs), timeout=min(task.timeout, 2.0))
    if not isinstance(result, dict):
        return ""  # this caller cannot trace (the grader's replay): the results-only comparison stands
    try:
        return student_trace.describe(result, steps, [s.get("label", 0) for s in steps], fam.params, probe.label)
    except Exception:  # noqa: BLE001 - a bonus: never a checker failure
        return ""


def _mutation(fam: Family, probes: list[Probe], outs: list[sandbox.CallOutcome]) -> str:
    """A sentence when the student's function changed an input in place (``CallOutcome.mutated``), else ""."""
    names: list[str] = []
    first = None
    for i, o in enumerate(outs):
        for j in o.mutated:
            if 0 <= j < len(fam.params) and fam.params[j] not in names:
                names.append(fam.params[j])
                first = i if first is None else first
    if not names:
        return ""
    what = "`" + "`, `".join(names) + "`"
    where = _where(probes[first], fam) if first is not None else ""
    return (f"Your function changes {what} in place ({where}, the list was different after the call): "
            "sort(), append(), += or item assignment on a list it was given. A measure must leave its inputs "
            "as they were: work on a copy (sorted(x), list(x), x + [...]).")


def _step_uses(fam: Family, inp: dict, d: Divergence) -> str:
    formula = perturbations.FORMULAS.get(fam.name)
    if formula is None or formula.step_uses is None:
        return ""
    try:
        return formula.step_uses(inp, d.index)
    except Exception:  # noqa: BLE001 - a bonus
        return ""


def _signature_problem(task: Task, facts: sandbox.FunctionFacts) -> str:
    """A message when the function cannot be called with the task's arguments (checked without calling it)."""
    if facts.binds is not False:
        return ""
    params = task.family.params
    return (f"`{facts.name}{facts.signature}` cannot be called as `{task.answer_name}({', '.join(params)})`: the "
            f"checker passes {len(params)} argument{'s' if len(params) != 1 else ''} ({', '.join(params)}), "
            "in that order.")


def _state_line(task: Task, probe: Probe, first: sandbox.CallOutcome, again: sandbox.CallOutcome) -> str:
    """A sentence when the function gave another answer to the same visible input, asked again after other calls:
    its answer depends on what it was called with before (or on chance), not only on its input."""
    if not (again.ok and first.ok) or _same_answer(first.value, again.value, task.tolerance):
        return ""
    return (f"your function gave {_shown(first.value)} for {probe.label} ({task.family.text(probe.inputs)}) and "
            f"{_shown(again.value)} when the checker called it again on the same input after other calls: its answer "
            "depends on the earlier calls (or on chance), not only on its input. Look for state kept between calls: "
            "a default argument that is a list or dict changed in place (`acc=[]` then `acc.append`), a global "
            "list, dict or counter the function adds to, a value stored on the function, or a random choice.")


def _same_answer(a: Any, b: Any, tol: float) -> bool:
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same_answer(x, y, tol) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        # (nan twice, or the same infinity twice, is the same answer: close() holds for finite numbers only)
        return (math.isnan(a) and math.isnan(b)) or a == b or close(float(a), float(b), max(tol, 1e-12))
    return bool(a == b)


def _parameter_order(task: Task, facts: sandbox.FunctionFacts) -> str:
    """A sentence when the function's parameters are the task's names in another order (``def f(labels,
    distances, epsilon)`` for ``(distances, labels, epsilon)``): the checker passes the arguments by position, so
    a parameter gets another's value. A fact of the signature, read without calling the function.

    >>> from ireval_teach.exercises import TASKS
    >>> f = sandbox.FunctionFacts("f", "(labels, distances, epsilon=0.5)", True)
    >>> _parameter_order(TASKS["scope.eps_precision"], f)[:68]
    "your function's parameters are (labels, distances, epsilon): the tas"
    """
    text = (facts.signature or "").strip()
    if not (text.startswith("(") and ")" in text):
        return ""
    names = []
    for part in text[1:text.rindex(")")].split(","):
        name = part.split(":", 1)[0].split("=", 1)[0].strip()
        if name and name not in ("/", "*") and not name.startswith("*"):
            names.append(name)
    params = list(task.family.params)
    if len(names) < len(params) or names[:len(params)] == params or sorted(names[:len(params)]) != sorted(params):
        return ""
    mine = names[:len(params)]
    moved = [f"`{m}` receives the {p}" for m, p in zip(mine, params) if m != p]
    return (f"your function's parameters are ({', '.join(mine)}): the task's names in another order. The checker "
            f"passes the arguments by position, in the order ({', '.join(params)}), so {'; '.join(moved)}: the "
            "parameters swapped, the arguments in the wrong order (the parameter order of the signature). Keep the "
            "task's order: "
            f"`def {task.answer_name}({', '.join(params)})`.")


def _library_use(facts: sandbox.FunctionFacts) -> str:
    """A message when the function calls an ireval_teach measure instead of implementing it."""
    for n, mod in facts.ireval_names:
        if not mod.startswith("ireval_teach.exercises"):
            return (f"your function uses `{n}` from {mod}: the library computes the answer for you. "
                    "Implement the measure with plain Python (lists, loops, arithmetic) instead.")
    return ""


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


def _where(p: Probe, fam: Family) -> str:
    if p.kind == "hidden":
        return f"on a hidden check ({p.hint})"
    return f"on {p.label} ({fam.text(p.inputs)})"


def _output_note(run: sandbox.SandboxResult) -> str:
    if not run.printed_chars:
        return ""
    shown = run.output
    more = run.printed_chars - len(shown)
    note = f"\nYour function printed {run.printed_chars:,} characters"
    if not shown:
        return note + " (all during hidden checks, not shown)."
    note += (f"; the first {len(shown):,} (the rest not shown):" if more > 0 else ":")
    return note + "\n" + shown


def _student_prefix_divergence(task: Task, caller: sandbox.Caller, probe: Probe,
                               full_value: Any) -> Divergence | None:
    fam = task.family

    def compute(prefixes: list[dict]) -> list[Any]:
        run = caller.run_calls([fam.args(x) for x in prefixes], timeout=min(task.timeout, 2.0), max_output=0)
        vals = [o.value if o.ok else sandbox.Opaque(o.error_type or "error", "raised") for o in run.outcomes]
        return vals + [sandbox.Opaque("timeout", "did not finish")] * (len(prefixes) - len(vals))

    return _prefix_divergence(fam, probe, compute, full_value, task.tolerance)


_SAME_INPUTS: dict[str, list[dict]] = {}


def _same_computation(task: Task, m1: Any, form1: Callable, m2: Any, form2: Callable, n: int = 12) -> bool:
    """Whether two named mistakes are one computation: equal values (or the same error) on ``n`` inputs
    drawn for the task (the same inputs every time, so the verdict is stable)."""
    if task.id not in _SAME_INPUTS:
        from .variants import rng_for

        _SAME_INPUTS[task.id] = [task.family.generate(rng_for(task.id, f"same-mistake-{i}", "visible"))
                                 for i in range(n)]
    for inp in _SAME_INPUTS[task.id]:
        (k1, w1), (k2, w2) = safe_wrong(m1, inp, form1), safe_wrong(m2, inp, form2)
        if k1 != k2 or (k1 == "value" and not close(w1, w2, FUNCTION_TOL) and repr(w1) != repr(w2)):
            return False
    return True


def _input_change(x: Any) -> str:
    """The key of the input change a candidate computes on ("as_given" for none or a non-library mistake)."""
    return getattr(getattr(x, "transform", None), "key", "as_given")


def _changes_the_input(x: Any) -> bool:
    return _input_change(x) != "as_given"


_Fit = TypeVar("_Fit", bound=tuple)


def _in_fit_order(fits: list[_Fit], inp: dict, right: Any) -> list[_Fit]:
    """A typed number's fits (tuples whose first item is the computation) in the order they are told: the fewest
    changes from the asked computation first (:func:`_changes`), then, after the first, one of each kind of change
    before a second of the same kind (the list, a count, another measure): three of one kind would hide the others
    the number cannot rule out either."""
    asked = _asked_measure([(inp, right)])
    ordered = sorted(fits, key=lambda f: _changes(f[0], asked))
    first_of: dict[tuple, _Fit] = {}
    for f in ordered:
        first_of.setdefault(_part_changed(f[0], inp), f)
    spread = {id(f) for f in first_of.values()}
    return list(first_of.values()) + [f for f in ordered if id(f) not in spread]


def _bound_line(fam: Family, v: float, inp: dict | None = None) -> str:
    """What a typed 0 or 1 says without naming a computation: where a measure of shares reaches it (and, for 0, a
    ranked list that starts with a non-relevant item: a loop that stops at the first miss stops at once)."""
    if v == 1.0:
        if fam.name.startswith("dcg"):
            return "Your answer 1 is a value many computations give (a single gain of 1 undiscounted, for one)."
        if "a" in fam.params and "b" in fam.params:
            return ("Your answer 1 is the largest a p-value can be (no evidence at all of a difference): as if the "
                    "test counted no difference, or a tail took in every outcome.")
        said = ("as if the ranking were its own ideal: the DCG divided by itself (the grades sorted in place before "
                "the DCG was taken, or the ideal list the same object as the ranking)" if fam.name.startswith("ndcg")
                else "as if a count were divided by itself (the numerator and the denominator the same count)")
        return f"Your answer 1 is the most a share can be: {said}."
    ranked = next((inp[p] for p in ("labels", "grades") if inp is not None and isinstance(inp.get(p), list)), None)
    first_miss = (" Here the list starts with a non-relevant item, so a loop that stops (a break) at the first "
                  "non-relevant item stops at rank 1 and sums nothing." if ranked and not ranked[0] else "")
    return ("Your answer 0 is what a computation gives when nothing is counted: an empty sum, a loop that never "
            "ran, or a condition that is never true." + first_miss)


def _at_a_bound(task: Task, inp: dict, v: float, right: Any, candidates: list[tuple[Any, Callable]],
                lines: list[str]) -> Feedback:
    """The feedback of a typed 0 or 1 that is wrong: what such a value says, and up to three computations the
    checker knows that give it on this input (listed, none named: one typed bound cannot tell them apart)."""
    fam = task.family
    lines.append(_bound_line(fam, v, inp))
    # the order of a typed number's fits (:func:`check_value`): the fewest changes from the asked computation
    # first, then one of each kind of change before a second of the same kind
    fits = [(m, form) for m, form in candidates for kind, w in [safe_wrong(m, inp, form)]
            if kind == "value" and close(v, w, VALUE_TOL) and not close(w, right, VALUE_TOL)]
    seen: list[tuple[Any, Callable]] = []
    for m, form in _in_fit_order(fits, inp, right):
        if any(_same_computation(task, m, form, m1, f1) for m1, f1 in seen):
            continue
        seen.append((m, form))
        if len(seen) == 3:
            break
    if seen:
        lines.append("Computations the checker knows that give it on your input (one typed 0 or 1 cannot tell them "
                     "apart, so none is named): " + "; ".join(f"({i}) {m.title}" for i, (m, _) in
                                                             enumerate(seen, 1)) + ".")
    else:
        lines.append("Not a mistake the checker knows; re-check each step.")
    return Feedback(task.id, False, FAILED, _header(task, False, FAILED) + "\n" + "\n".join(lines), None, None,
                    None, {"possible": [m.name for m, _ in seen]})


#: Each computation's value on a value task's input, kept for the last few inputs checked: a student who types
#: one number after another for the same input gets each checked against values computed once. Keyed by the
#: input's text (the inputs are small lists and numbers) and by the computation's identity, which is kept alive.
_TYPED: dict[tuple[str, str], dict[tuple[int, int], tuple[Any, tuple]]] = {}
_TYPED_INPUTS = 16


def _typed_values(task: Task, inp: dict) -> dict[tuple[int, int], tuple[Any, tuple]]:
    key = (task.id, repr(sorted(inp.items())))
    if key not in _TYPED:
        while len(_TYPED) >= _TYPED_INPUTS:
            del _TYPED[next(iter(_TYPED))]
        _TYPED[key] = {}
    return _TYPED[key]


def check_value(task: Task, answer: Any, student_id: object) -> Feedback:
    """Check a typed-in number for a value task."""
    fam = task.family
    inp = task.visible_inputs(student_id)[0]
    if answer is Ellipsis or answer is None:
        return Feedback(task.id, False, NOT_ATTEMPTED, _header(task, False, NOT_ATTEMPTED) +
                        f"\nSet `{task.answer_name}` to your number and run this check again.")
    if task.judge is not None:  # a judgment question (.judgment): its key decides, the feedback format is the same
        verdict = task.judge.verdict(task.id, answer, student_id)
        named = verdict.mistake
        return Feedback(task.id, verdict.passed, verdict.status, _header(task, verdict.passed, verdict.status) + "\n"
                        + verdict.text, named.name if named else None, named.title if named else None)
    if callable(answer):
        return Feedback(task.id, False, FAILED, _header(task, False, FAILED) +
                        f"\nThis task asks for a number; `{task.answer_name}` is a function. Compute the value "
                        "for your input and assign it.")
    v = sandbox.plain(answer)
    if not isinstance(v, float) or math.isnan(v):
        what = "the text " + v.text if isinstance(v, sandbox.Opaque) and v.type_name == "str" else _show(v)
        return Feedback(task.id, False, FAILED, _header(task, False, FAILED) +
                        f"\nYour answer is {what}; give a number (e.g. 0.4167), not "
                        f"{'a string' if isinstance(v, sandbox.Opaque) and v.type_name == 'str' else 'that'}.")
    right = task.expected(inp)
    if close(v, right, VALUE_TOL):
        return Feedback(task.id, True, PASSED, _header(task, True, PASSED) + f"\n{_show(v)} is right for your input.")
    lines = [f"Your answer {_show(v)} is not the value for your input ({fam.text(inp)})."]
    mis = mis_title = None
    divergence = None
    observed = [(inp, right, v)]
    # a typed number: a final rounding is likelier than the same number from rounding every term
    singles = perturbations.variants_for(fam.name, pairs=False)
    generic = symptoms.symptoms_for(fam, observed, free_scale=False)
    candidates: list[tuple[Any, Callable]] = ([(m, form) for m in fam.misconceptions for form in m.forms]
                  + [(x, x.wrong) for x in singles if x.options[0].part != "rounding"]
                  # the input as given before its changes: of the computations that give a number, the simplest first
                  + [(x, x.wrong) for x in sorted(_library.candidates_for(fam), key=_changes_the_input)]
                  + [(x, x.wrong) for x in generic]
                  + [(x, x.wrong) for x in singles if x.options[0].part == "rounding"])
    # a typed 0 or 1 is what a great many computations give (an empty sum, a ratio of equal counts, a ranking
    # measured against itself, any share rounded to 0 decimals): no computation is named from it; those the
    # checker knows that give it are listed, as possibilities
    if v in (0.0, 1.0):
        return _at_a_bound(task, inp, v, right, candidates, lines)
    # every computation that gives the typed number, the one with the fewest changes first (the checker's order
    # among equals): the asked measure on a changed reading of the input before another measure
    fits: list[tuple[Any, Callable, Any]] = []
    known = _typed_values(task, inp)
    for m, form in candidates:
        key = (id(m), id(getattr(form, "__func__", form)))
        got = known.get(key)
        if got is None or got[0] is not m:
            got = known[key] = (m, safe_wrong(m, inp, form))
        kind, w = got[1]
        if kind == "value" and close(v, w, VALUE_TOL) and not close(w, right, VALUE_TOL):
            fits.append((m, form, w))
    fits = _in_fit_order(fits, inp, right)
    if fits:
        m, form, w = fits[0]
        mis, mis_title = m.name, m.title
        recognised, titles = len(lines), [m.title]
        lines.append(f"Recognised mistake: {m.title}.")
        try:
            lines.append(_sentence(m.explain(inp, right, w)))
        except Exception:  # noqa: BLE001
            pass
        if fam.prefix is not None:
            probe = Probe("your input", inp, "visible")
            divergence = _prefix_divergence(fam, probe, _on_each(form), w, FUNCTION_TOL)
            if divergence is not None:
                divergence = dataclasses.replace(divergence, who="that mistake")
                lines.append(_sentence(str(divergence)))
        # one typed number cannot tell apart mistakes that give it: say so, naming each mistake once
        # (a catalogued mistake, its perturbation and a symptom can be one computation under three names)
        named = [(m, form)]
        more = False  # another computation that gives it, past the ones listed
        for m2, form2, _ in fits[1:]:
            if m2.name == m.name or more:
                continue
            if not any(_same_computation(task, m2, form2, m1, f1) for m1, f1 in named):
                if len(named) == TYPED_LISTED:
                    more = True
                    continue
                named.append((m2, form2))
                titles.append(m2.title)
                lines.append(f"The same number also comes from another mistake: {m2.title}.")
        if len(titles) > 1:
            # one typed number cannot tell these apart: say so where the mistake is named, assert none of them
            count = f"at least {len(titles) + 1}" if more else str(len(titles))
            listed = f", {len(titles)} listed" if more else ""
            lines[recognised] = (f"Recognised mistake (one of {count} that give this number{listed}; one typed "
                                 f"number cannot tell them apart): {m.title}.")
            mis_title = "one of: " + "; ".join(titles)
    else:
        formula = ""
        if fam.trace is not None:
            try:
                formula = fam.trace(inp).formula
            except Exception:  # noqa: BLE001
                formula = ""
        lines.append("Not a mistake the checker knows; re-check each step" + (f" of {formula}." if formula else "."))
        parts = perturbations.FORMULAS.get(fam.name)
        if parts is not None:
            lines.append("The parts of the formula: " + "; ".join(
                f"the {k.replace('_', ' ')} ({x})" for k, x in parts.parts.items()) + ".")
    return Feedback(task.id, False, FAILED, _header(task, False, FAILED) + "\n" + "\n".join(lines), mis, mis_title,
                    divergence)
