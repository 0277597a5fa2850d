"""The student's own steps aligned with the library's Trace of the same input.

The student's function runs once more, on a visible input it gets wrong, under a tracer bounded in
steps and time inside the same sandbox (:func:`.untrusted.trace_steps`, through
:meth:`.sandbox.Caller.trace`). The tracer gives, for every numeric local variable, the values it
took in order. The library's Trace of the same input gives, rank by rank, the course's quantities
(P@k, R@k, the hits so far, the gain, the discount, the DCG so far, the term added at each rank) and
their running sums. Both are written as *change sequences* (a value is listed when it changes, with
the rank where the library's changes), so a variable that is updated only at relevant ranks still
lines up with its quantity.

Principle: a variable *follows* a quantity when their first two or more changes agree (or their only
change). The feedback names the variable and quantity that agree the longest, and the first change
where they part: "your `s` follows the running sum of P@k at the relevant ranks up to rank 3; the
library's next value (at rank 4) is 2.4167, and your `s` next becomes 2.3333 instead". When every variable that follows a quantity
agrees to its end, the loop is right and the difference comes after it. Where nothing can be traced
(no loop: a vectorised one-liner) it says so, and the results-only comparison stands.

>>> steps = [{"rank": 1, "precision": 1.0}, {"rank": 2, "precision": 0.5}, {"rank": 3, "precision": 2 / 3}]
>>> ref = reference_from_steps(steps, [1, 0, 1])
>>> [q.name for q in ref][:2]
['P@k (the precision at rank k)', 'the running sum of P@k (the precision at rank k) at every rank']
>>> align({"p": [1.0, 0.5, 0.7]}, ref, params=())
('departs', 'p', 'P@k (the precision at rank k)', 2, 3, 0.7, 0.6666666666666666)
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any

from ..trace import format_number

#: Plain words for the numeric fields of the library's step records.
FIELD_WORDS = {"precision": "P@k (the precision at rank k)", "recall": "R@k (the recall at rank k)",
               "tp": "the hits so far", "contribution": "the term added at rank k", "gain": "the gain",
               "discount": "the discount", "discounted_gain": "the discounted gain", "dcg": "the DCG so far"}
_SKIP_FIELDS = {"rank", "label"}
#: The fields whose running sum is a course quantity (an accumulator of the measure).
_RUNNING = {"precision", "recall", "contribution", "gain", "discounted_gain"}
#: Running sums that no measure of the course makes (a student's sum of them is a mistake, named as such).
_RELATED = {"precision", "recall"}


@dataclass(frozen=True)
class Quantity:
    """One course quantity as a change sequence: (rank, value) each time its value changes."""

    name: str
    changes: tuple[tuple[int, float], ...]
    #: False for a sum the library's computation does not make (P@k added at every rank): a variable equal
    #: to it is told so, never "as in the library's trace"
    own: bool = True


def _changes(series: list[tuple[int, float]]) -> tuple[tuple[int, float], ...]:
    out: list[tuple[int, float]] = []
    for rank, v in series:
        if not out or not _same(out[-1][1], v):
            out.append((rank, v))
    if out and out[0][1] == 0.0:
        out = out[1:]  # a running quantity starts at 0, like a student's accumulator: compare from its first change
    return tuple(out)


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def reference_from_steps(steps: list[dict], labels: list[Any]) -> list[Quantity]:
    """The library's quantities (and their running sums) from its rank steps (dicts of the step records)."""
    out: list[Quantity] = []
    fields = [k for k, v in steps[0].items() if k not in _SKIP_FIELDS and isinstance(v, (int, float))
              and not isinstance(v, bool)] if steps else []
    for f in fields:
        words = FIELD_WORDS.get(f, f.replace("_", " "))
        series = [(int(s["rank"]), float(s[f])) for s in steps]
        if [v for _, v in series] == [float(x) if isinstance(x, (int, float)) else None for x in labels]:
            continue  # a copy of the input's labels (the gain of a linear DCG): following it says nothing
        out.append(Quantity(words, _changes(series)))
        if f not in _RUNNING:
            continue
        run, total = [], 0.0
        for rank, v in series:
            total += v
            run.append((rank, total))
        # the sum of P@k or R@k over every rank is no step of any measure: a related quantity, not the library's
        out.append(Quantity(f"the running sum of {words}" + (" at every rank" if f in _RELATED else ""),
                            _changes(run), own=f not in _RELATED))
        if f == "precision":
            rel, total = [], 0.0
            for (rank, v), lab in zip(series, labels):
                if lab:
                    total += v
                rel.append((rank, total))
            out.append(Quantity(f"the running sum of {words} at the relevant ranks", _changes(rel)))
    return out


def _student_changes(values: list[float]) -> list[float]:
    out: list[float] = []
    for v in values:
        if not out or not _same(out[-1], v):
            out.append(v)
    return out[1:] if out and out[0] == 0.0 else out


def _counter(values: list[float]) -> bool:
    """A loop index (0, 1, 2, ... or 1, 2, 3, ..., maybe restarted): every step + 1, or back to 0 or 1."""
    return (len(values) >= 2 and values[0] in (0.0, 1.0)
            and all(b - a == 1.0 or b in (0.0, 1.0) for a, b in zip(values, values[1:])))


def _accumulator(name: str) -> bool:
    """A quantity that sums the measure up to a rank (agreeing with it at every rank locates a difference
    after the loop)."""
    return name.startswith("the running sum") or name.endswith("so far") and name != "the hits so far"


def align(variables: dict[str, list[float]], reference: list[Quantity], params: tuple[str, ...],
          labels: list[Any] | None = None) -> tuple | None:
    """The best (variable, quantity) alignment: ``("departs", var, quantity, agreed, rank, yours, library)``,
    ``("stops", var, quantity, agreed, rank, None, library)``, ``("agrees", [(var, quantity), ...])``,
    ``("related", var, quantity, [the library's own sums])`` (the variable is a sum no measure makes) or None."""
    best: tuple | None = None
    best_key: tuple = ()
    agreeing: list[tuple[str, str]] = []
    related: tuple | None = None
    items = _student_changes([float(x) for x in labels or [] if isinstance(x, (int, float))])
    for var, raw in variables.items():
        if items and _student_changes(raw) == items[:len(_student_changes(raw))]:
            continue  # the loop's item (a label or a grade of the input), not a quantity it computes
        if var.split(".")[-1] in params or var.startswith("<") or _counter(raw):
            continue  # an argument, a comprehension's or lambda's variable (mixed over calls), a loop index
        mine = _student_changes(raw)
        if not mine:
            continue
        full = [q for q in reference if len(q.changes) == len(mine)
                and all(_same(a, b[1]) for a, b in zip(mine, q.changes))]
        if full:  # the variable IS one of the course's quantities at every rank
            if any(_accumulator(q.name) and q.own for q in full):
                agreeing.append((var, next(q.name for q in full if _accumulator(q.name) and q.own)))
            elif any(not q.own for q in full) and related is None:
                related = ("related", var, next(q.name for q in full if not q.own),
                           [q.name for q in reference if q.own and _accumulator(q.name)])
            continue
        for q in reference:
            ref = q.changes
            if not ref:
                continue
            n = 0
            while n < min(len(mine), len(ref)) and _same(mine[n], ref[n][1]):
                n += 1
            if n < 2 and not (n == 1 == len(ref)):
                continue
            if n == len(ref) == len(mine):
                agreeing.append((var, q.name))
                continue
            cand: tuple
            if n < len(mine) and n < len(ref):
                cand = ("departs", var, q.name, n, ref[n][0], mine[n], ref[n][1])
            elif n == len(mine):
                cand = ("stops", var, q.name, n, ref[n][0], None, ref[n][1])
            else:
                continue  # the variable changes after the quantity's last change: a final step, not a rank
            # the longest agreement; then the quantity whose number of changes is closest to the variable's
            key = (n, -abs(len(ref) - len(mine)), -cand[4])
            if best is None or key > best_key:
                best, best_key = cand, key
    if related is not None:
        return related  # the variable is exactly a sum the library does not make: the clearest finding
    if best is not None:
        return best
    if agreeing:
        return ("agrees", agreeing)
    return None


def describe(result: dict | None, steps: list[dict], labels: list[Any], params: tuple[str, ...],
             where: str) -> str:
    """The sentence for the feedback (``where``: "your input 1"), or "" when there is nothing to say."""
    if result is None:
        return ""
    if not result.get("loops"):
        return (f"Your function has no loop the checker can step through on {where} (a vectorised or one-line "
                "computation): its own steps cannot be compared with the library's, only its result.")
    reference = reference_from_steps(steps, labels)
    found = align(dict(result.get("vars", {})), reference, params, labels)
    if found is None:
        return ""
    if found[0] == "related":
        _, var, q, own = found
        theirs = f" (the library's sum{'s are' if len(own) > 1 else ' is'} {' and '.join(own)})" if own else ""
        return (f"Your own steps on {where}: your `{var}` is {q}, a sum the library's computation does not "
                f"make{theirs}.")
    if found[0] == "agrees":
        pairs = "; ".join(f"your `{v}` is {q} at every rank" for v, q in found[1][:3])
        return (f"Your own steps on {where}: {pairs}, as in the library's trace; the difference comes after the "
                "loop (how the result is finished or divided).")
    kind, var, q, agreed, rank, yours, lib = found
    ref = next(x for x in reference if x.name == q)
    upto = ref.changes[agreed - 1][0]
    expl = next((s.get("explanation", "") for s in steps if s.get("rank") == rank), "")
    tail = f" (library trace: {expl})" if expl else ""
    if kind == "stops":
        return (f"Your own steps on {where}: your `{var}` follows {q} up to rank {upto}, then stops changing; at "
                f"rank {rank} the library's becomes {format_number(lib)}{tail}.")
    return (f"Your own steps on {where}: your `{var}` follows {q} up to rank {upto}; the library's next value "
            f"(at rank {rank}) is {format_number(lib)}, and your `{var}` next becomes {format_number(yours)} "
            f"instead{tail}.")


def rank_steps_of(trace: Any) -> list[dict]:
    """The library trace's steps as dicts, when they are per-rank steps (else [])."""
    try:
        steps = [{f.name: getattr(s, f.name) for f in dataclasses.fields(s)} for s in trace.steps]
    except Exception:  # noqa: BLE001 - not a trace of step records
        return []
    return steps if steps and "rank" in steps[0] else []


def finite(v: Any) -> bool:
    return isinstance(v, float) and math.isfinite(v)
