"""Discriminating inputs: when several named mistakes fit a student's numbers, build inputs on which they
differ, call the student's function on them, and keep the mistakes that still fit.

Principle: a cause is named only when the numbers single it out. Mistakes that give the student's numbers
on every input tried are first grouped by what they compute on inputs drawn for the task (the same draws
every time): a group is one computation under several names (a catalogued mistake, its formula variant,
a library option), never a choice. When two or more groups remain, the drawn inputs that split them the
most (at most :data:`MAX_CALLS`) are given to the student's function; a group stays only if it gives the
student's value there (a crash or a non-number of the student's on such an input tells nothing and is
skipped). One group left: it is named, with the input that told it apart (a drawn input, never a hidden
one). Several left: all are listed. None left: the first guess is withdrawn (the function is none of
them).

The calls depend only on the visible outcomes (the grader's two passes replay them, see
:mod:`.remote`); the hidden outcomes then only remove groups, through ``still_fits``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from collections.abc import Callable

from . import sandbox
from .misconceptions import RAISES, UNDEFINED, ZERO_ERRORS, nonfinite
from .tasks import Task, close, safe_wrong
from .variants import rng_for

#: Drawn inputs a group's computation is compared on, and the most calls made to tell groups apart.
N_DRAWS = 30
MAX_CALLS = 3

_DRAWS: dict[str, list[dict]] = {}


def draws(task: Task) -> list[dict]:
    """Inputs drawn for the task to tell computations apart (fixed per task)."""
    if task.id not in _DRAWS:
        _DRAWS[task.id] = [task.family.generate(rng_for(task.id, f"discriminate-{i}", "visible"))
                           for i in range(N_DRAWS)]
    return _DRAWS[task.id]


def _sig_value(m: Any, form: Callable, inp: dict) -> Any:
    kind, w = safe_wrong(m, inp, form)
    if kind == "raise":
        return ("raise", w)
    if isinstance(w, list):
        return tuple(round(x, 6) if math.isfinite(x) else repr(x) for x in w)
    return round(w, 6) if math.isfinite(w) else repr(w)


@dataclass
class Group:
    """Named mistakes that compute the same thing on every drawn input (one computation)."""

    members: list  # [(source, mistake, form)], in the order they were tried
    values: tuple  # the computation's value on each draw

    @property
    def first(self) -> tuple:
        return self.members[0]


def group(task: Task, fits: list[tuple[str, Any, Callable]]) -> list[Group]:
    out: dict[tuple, Group] = {}
    for source, m, form in fits:
        sig = tuple(_sig_value(m, form, x) for x in draws(task))
        if sig in out:
            out[sig].members.append((source, m, form))
        else:
            out[sig] = Group([(source, m, form)], sig)
    return list(out.values())


def _apart(a: Any, b: Any, tol: float) -> bool:
    if isinstance(a, tuple) and a[:1] == ("raise",) or isinstance(b, tuple) and b[:1] == ("raise",):
        return a != b
    if isinstance(a, str) or isinstance(b, str):
        return a != b
    if isinstance(a, tuple) or isinstance(b, tuple):
        return not close(list(a), list(b), tol) if isinstance(a, tuple) and isinstance(b, tuple) else True
    return not close(a, b, tol)


def choose(groups: list[Group], tol: float, n: int = MAX_CALLS) -> list[int]:
    """Indices of drawn inputs that split the groups the most (greedy, at most ``n``)."""
    classes = [list(range(len(groups)))]
    chosen: list[int] = []
    n_draws = len(groups[0].values) if groups else 0
    for _ in range(n):
        best, best_gain = None, 0
        for d in range(n_draws):
            if d in chosen:
                continue
            gain = 0
            for cl in classes:
                reps: list[Any] = []
                for g in cl:
                    v = groups[g].values[d]
                    if all(_apart(v, r, tol) for r in reps):
                        reps.append(v)
                gain += len(reps) - 1
            if gain > best_gain:
                best, best_gain = d, gain
        if best is None:
            break
        chosen.append(best)
        new: list[list[int]] = []
        for cl in classes:
            parts: list[list[int]] = []
            for g in cl:
                v = groups[g].values[best]
                for p in parts:
                    if not _apart(v, groups[p[0]].values[best], tol):
                        p.append(g)
                        break
                else:
                    parts.append([g])
            new += parts
        classes = new
        if all(len(c) == 1 for c in classes):
            break
    return chosen


def _student_agrees(out: sandbox.CallOutcome, value: Any, tol: float) -> bool | None:
    """True/False, or None when the student's outcome tells nothing (a crash, None, a non-number)."""
    if not out.ok:
        return None
    v = out.value
    if isinstance(value, tuple) and value[:1] == ("raise",):
        # a computation undefined on this input (a count below the hits) tells nothing; one that raises does,
        # except a division by zero where the student's NumPy gives inf or nan (the same slip, no evidence)
        if value[1] in ZERO_ERRORS and nonfinite(v):  # (a number, or a list holding one: a curve's point)
            return None
        return None if value[1:] in ((UNDEFINED,), (RAISES,)) else False
    if isinstance(v, float):
        if not math.isfinite(v):
            return None
        return isinstance(value, float) and close(v, value, tol)
    if isinstance(v, list) and isinstance(value, tuple):
        return close(v, [float(x) for x in value], tol)
    return None


@dataclass
class Settled:
    """What discrimination left: the groups that still fit, and the sentence that says how it told them apart."""

    groups: list[Group]
    told: str
    withdrawn: bool  # every group was contradicted by the student's own answers


def settle(task: Task, caller: sandbox.Caller, fits: list[tuple[str, Any, Callable]],
           still_fits: Callable[[Any, Callable], bool], extra: tuple | None = None,
           prefer: Callable[[Any, Callable], bool] | None = None) -> Settled:
    """Group ``fits`` (mistakes that fit the visible numbers), tell the groups apart with calls to the
    student's function, and keep those that ``still_fits`` (the hidden outcomes too).

    The inputs tried depend on ``fits`` only; ``extra`` (a first guess that fits only with the hidden
    outcomes) joins the groups afterwards and is judged on the same calls. ``prefer`` picks the member that
    represents its group, and puts its group first."""
    tol = task.tolerance
    groups = group(task, fits)
    picked = choose(groups, tol) if len(groups) > 1 else []
    if extra is not None:
        eg = group(task, [extra])[0]
        same = next((g for g in groups if g.values == eg.values), None)
        if same is not None:
            same.members.insert(0, extra)
        else:
            groups.insert(0, eg)
    told = ""
    if picked:
        inputs = [draws(task)[d] for d in picked]
        run = caller.run_calls([task.family.args(x) for x in inputs], timeout=min(task.timeout, 2.0), max_output=0)
        # an input on which the student's answer is none of the groups' tells nothing between them (a second
        # slip on that input, often an edge case's guard): only the inputs some group explains decide
        said = [(o, d) for o, d in zip(run.outcomes, picked)
                if any(_student_agrees(o, g.values[d], tol) is not False for g in groups)]
        keep = [g for g in groups if all(_student_agrees(o, g.values[d], tol) is not False for o, d in said)]
        if len(keep) < len(groups) and run.outcomes:
            told = _told(task, inputs, run.outcomes, keep, groups, picked)
        groups = keep
    # a group is one computation on the drawn inputs, not on every input: its members are judged one by one on
    # the hidden outcomes too, and the group stays with the members that still fit (one is enough)
    left = []
    for g in groups:
        members = [x for x in g.members if still_fits(x[1], x[2])]
        if members:
            g.members[:] = members
            left.append(g)
    if prefer is not None:
        for g in left:
            g.members.sort(key=lambda x: not prefer(x[1], x[2]))
        left.sort(key=lambda g: not prefer(g.first[1], g.first[2]))
    return Settled(left, told, withdrawn=not left)


def _told(task: Task, inputs: list[dict], outcomes: list[sandbox.CallOutcome], keep: list[Group],
          groups: list[Group], picked: list[int]) -> str:
    """A sentence: the input built to tell them apart, what the student's function gave, what the others give."""
    for x, o, d in zip(inputs, outcomes, picked):
        if not (o.ok and isinstance(o.value, float)):
            continue
        dropped = [g for g in groups if g not in keep and not isinstance(g.values[d], tuple)
                   and isinstance(g.values[d], float) and not close(o.value, g.values[d], task.tolerance)]
        if not dropped:
            continue
        # each ruled-out reading by what it computes ("what"), not "what instead of the task": it is compared
        others = "; ".join(f"{getattr(g.first[1], 'what', None) or g.first[1].title} would give "
                           f"{_num(g.values[d])}" for g in dropped[:3])
        return (f"To tell these apart the checker called your function on {task.family.text(x)}: it gave "
                f"{_num(o.value)}, where {others}")
    return ""


def _num(v: Any) -> str:
    from ..trace import format_number

    return format_number(float(v)) if isinstance(v, float) else str(v)
