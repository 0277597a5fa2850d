"""Public inputs the checker draws for its own questions: inputs *like* each hidden check, and inputs that
confirm a named mistake.

Two principles, one mechanism (the student's function called on inputs that are drawn, never shown):

* **A hidden check's result by type, from public inputs.** A hidden check's input is secret; what the
  student's function returns on it may not leave the grader except as pass/fail and its hint (the trust
  rules, ``exercises/README.md``). But the *kind* of input a hidden check holds is public (its hint, and
  the generator in :mod:`.tasks`). So the checker draws :data:`LIKE_HIDDEN` inputs of the same kind from
  a **public** seed (the task, the student, no course secret), calls the function on them as ordinary
  visible calls, and reports by type -- None, text, a list or a wrong length, not a finite number -- what
  the function returns on *those*, for the hidden checks that failed. Nothing in that sentence depends on
  the secret: the same under any course secret, so it carries no hidden input out, whatever the function
  does with its input. A fixed hidden input (the same for every student) is drawn as it is: it is in the
  package's source, not a secret.
* **No cause without a test it could fail.** A mistake that fits every input tried is named only if it
  also gives the function's value on :data:`CONFIRM` inputs drawn for the task (the same draws every
  time, so the grader's replay makes the same calls), where it differs from the right value. A function
  that departs from every candidate there gets no name: its feedback describes what it does, never a
  cause the numbers do not single out.

The draws are made before any hidden outcome is known (the grader's two passes replay them, see
:mod:`.remote`), and their inputs and values are never written into feedback.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import sandbox
from .tasks import Task, close, safe_wrong
from .variants import rng_for

#: Inputs drawn like each hidden check, and inputs that confirm a named mistake.
LIKE_HIDDEN = 3
CONFIRM = 4


@dataclass(frozen=True)
class Drawn:
    """The public inputs of one check: ``like[j]`` the inputs drawn like hidden check ``j`` (its hint in
    ``hints[j]``), ``confirm`` the confirming inputs; :meth:`calls` lists them in one batch's order."""

    hints: tuple[str, ...]
    like: tuple[tuple[dict, ...], ...]
    confirm: tuple[dict, ...]

    def inputs(self) -> list[dict]:
        return [x for group in self.like for x in group] + list(self.confirm)

    def split(self, outcomes: Sequence[sandbox.CallOutcome]) -> tuple[list[list[sandbox.CallOutcome | None]],
                                                                    list[sandbox.CallOutcome | None]]:
        """The outcomes of :meth:`inputs` back per hidden check and for the confirming inputs (None: not run)."""
        flat: list[sandbox.CallOutcome | None] = list(outcomes) + [None] * (len(self.inputs()) - len(outcomes))
        like, i = [], 0
        for group in self.like:
            like.append(flat[i:i + len(group)])
            i += len(group)
        return like, flat[i:]


def draw(task: Task, student_id: object) -> Drawn:
    """The public inputs of ``task`` for ``student_id`` (no course secret in their seeds)."""
    real = task.hidden_inputs(student_id)
    hints = tuple(h for h, _ in real)
    like: list[list[dict]] = [[] for _ in real]
    for r in range(LIKE_HIDDEN):
        drawn = task.family.hidden(rng_for(task.id, student_id, f"like-hidden-{r}"))
        if tuple(h for h, _ in drawn) != hints:
            continue  # a generator whose checks depend on the draw: only same-kind inputs count
        for j, (_, inp) in enumerate(drawn):
            like[j].append(inp)
    confirm = tuple(task.family.generate(rng_for(task.id, f"confirm-{i}", "visible")) for i in range(CONFIRM)) \
        if task.kind == "function" else ()
    return Drawn(hints, tuple(tuple(g) for g in like), confirm)


# ------------------------------------------------------------------------------------- types
def result_type(task: Task, out: sandbox.CallOutcome | None, right: Any = None) -> str | None:
    """What a result is, by type only, when its type alone is the problem: ``"none"``, ``"text"``,
    ``"list"`` (a list where one number is asked), ``"number"`` (one number where a list is asked), ``"holds"``
    (a list holding a non-number), ``"length"`` (a list of the wrong length), ``"empty"`` (an empty one),
    ``"nonfinite"``
    (nan or an infinity); None for a number, a raise, a call not run, or another type.

    ``right``: the right value on a *public* input, for a task whose list has no fixed length: a list with
    values where the right one is empty is ``"nonempty"``, one longer or shorter than it ``"more"`` or
    ``"fewer"`` (a length is a type fact, never a value)."""
    if out is None or not out.ok:
        return None
    v = out.value
    if isinstance(v, sandbox.Opaque):
        return {"NoneType": "none", "str": "text"}.get(v.type_name)
    fam = task.family
    if fam.result == "list":
        if isinstance(v, float):
            return "number"
        if isinstance(v, list) and any(not isinstance(x, float) for x in v):
            return "holds"
        if isinstance(v, list) and fam.result_len and len(v) != fam.result_len:
            return "empty" if not v else "length"
        if isinstance(v, list) and not fam.result_len and isinstance(right, list) and len(v) != len(right):
            return "nonempty" if not right else "empty" if not v else "more" if len(v) > len(right) else "fewer"
    elif isinstance(v, list):
        return "list"
    values = v if isinstance(v, list) else [v]
    if any(isinstance(x, float) and not math.isfinite(x) for x in values):
        return "nonfinite"
    return None


_TYPE_WORDS = {
    "none": "None: a path through your function ends without `return` (or returns nothing)",
    "text": "text (a str), not a number: return the number itself",
    "list": "a list, not one number",
    "length": "a list of the wrong length (not one value per level asked)",
    "empty": "an empty list (no values at all)",
    "number": "one number where a list is asked (return a list, an empty one or one of zeros if that is the "
              "value)",
    "holds": "a list holding something that is not a number (None, text, a nested list)",
    "nonfinite": "not a finite number (nan or an infinity): a division by zero, such as 0/0 with NumPy, or the "
                 "mean of an empty array (np.mean of nothing is nan)",
    "nonempty": "a list with values instead of an empty list (the right list has no value there: a value added "
                "where there is none to add, such as a placeholder 0)",
    "more": "a list with more values than the right one (a value added where there is none, or a loop that goes "
            "one step too far)",
    "fewer": "a list with fewer values than the right one (a value left out, or a loop that stops too early)",
}


#: The same, in a few words (a gradebook label).
SHORT_TYPE_WORDS = {"none": "None", "text": "text instead of a number", "list": "a list instead of one number",
                    "length": "a list of the wrong length", "empty": "an empty list",
                    "number": "a number instead of a list", "holds": "a list holding a non-number (None, nan or text)",
                    "nonfinite": "nan or an infinity", "nonempty": "a list with values instead of an empty one",
                    "more": "a list with too many values", "fewer": "a list with too few values"}


def type_lines(task: Task, drawn: Drawn, like_outcomes: list[list[sandbox.CallOutcome | None]],
               failed_hints: Sequence[str], known: Sequence[str | None] = ()) -> list[tuple[str, str, str]]:
    """``(type, sentence, where)`` per wrong type that every public look-alike of a failed hidden check gives (the
    checks of one type in one sentence; ``where``: which inputs, by the checks' hints); ``known``: types the
    feedback already reports, left out."""
    by_kind: dict[str, list[tuple[str, int]]] = {}
    for hint, inputs, outs in zip(drawn.hints, drawn.like, like_outcomes):
        if hint not in failed_hints or not outs:
            continue
        kinds = {result_type(task, o, _right(task, inp)) for inp, o in zip(inputs, outs)}
        kind = kinds.pop() if len(kinds) == 1 else None
        if kind is not None and kind not in known:
            by_kind.setdefault(kind, []).append((hint, len(outs)))
    lines: list[tuple[str, str, str]] = []
    for kind, checks in by_kind.items():
        names = ", ".join(f"\u201c{h}\u201d" for h, _ in checks)
        n = sum(k for _, k in checks)
        where = f"inputs like the hidden check{'s' if len(checks) > 1 else ''} {names}"
        lines.append((kind, f"On {where} ({n} drawn for this message, not the hidden ones) your function returned "
                            f"{_TYPE_WORDS[kind]}.", where))
    return lines


def _right(task: Task, inp: dict) -> Any:
    """The right value on a public input drawn here, or None where the reference cannot give it."""
    try:
        return task.expected(inp)
    except Exception:  # noqa: BLE001 - a drawn input the reference rejects says nothing of the function
        return None


# -------------------------------------------------------------------------------- confirming
def _contradicts(task: Task, mistake: Any, form: Callable, inp: dict, out: sandbox.CallOutcome | None) -> bool:
    """Whether the function's number on ``inp`` is one the mistake does not give. A crash, None, nan or a
    non-number of the function's tells nothing, nor does an input where the mistake itself raises (a division
    by zero the student's code may guard)."""
    if out is None or not out.ok or result_type(task, out) is not None or not isinstance(out.value, (float, list)):
        return False
    kind, w = safe_wrong(mistake, inp, form)
    return kind == "value" and not close(out.value, w, task.tolerance)


def _like_pairs(drawn: Drawn, like: Sequence[Sequence[sandbox.CallOutcome | None]]) -> list[tuple[dict, Any]]:
    return [(x, o) for xs, os_ in zip(drawn.like, like) for x, o in zip(xs, os_)]


def confirmed(task: Task, mistake: Any, form: Callable, drawn: Drawn,
              outcomes: Sequence[sandbox.CallOutcome | None],
              like: Sequence[Sequence[sandbox.CallOutcome | None]] = ()) -> bool:
    """False when the function's value on a confirming input is a number that the mistake does not give
    (:func:`_contradicts`). A function said to return one constant is also tried on the inputs drawn like the
    hidden checks (``like``)."""
    pairs = list(zip(drawn.confirm, outcomes))
    if getattr(mistake, "name", "") == "constant_result":
        pairs += _like_pairs(drawn, like)
    return not any(_contradicts(task, mistake, form, inp, out) for inp, out in pairs)


def agrees_on_like(task: Task, mistake: Any, form: Callable, drawn: Drawn,
                   like: Sequence[Sequence[sandbox.CallOutcome | None]]) -> bool:
    """Whether the mistake gives the function's number on every input drawn like a hidden check where the
    function returned a number (:func:`_contradicts`)."""
    return not any(_contradicts(task, mistake, form, inp, out) for inp, out in _like_pairs(drawn, like))


__all__ = ["LIKE_HIDDEN", "CONFIRM", "Drawn", "draw", "result_type", "type_lines", "confirmed", "agrees_on_like", "SHORT_TYPE_WORDS"]
