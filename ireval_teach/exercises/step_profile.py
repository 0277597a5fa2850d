"""How a wrong function's values on the cut inputs relate to the library's, step by step, in words.

The checker calls a wrong function on its input cut after rank 1, 2, ... (or on the first 1, 2, ...
queries) to find the first step where it departs from the library (:mod:`.probing`). The whole
sequence says more than its first difference: a value that stops changing after some step (the loop
stopped there), one step's term missing from every later value (left out of the sum) or counted
twice, every value a fixed multiple of the right one (a factor such as 1/2), values one step behind
the library's (an off-by-one). Each is a *behaviour*, observed on every cut input; no code cause is
asserted.

Principle: a relation is told only when it holds on every step of the sequence and differs from the
library on at least two steps (one step fits too much by chance), with the step and the numbers.

>>> steps = ["rank 1", "rank 2", "rank 3", "rank 4"]
>>> describe(steps, [0.0, 1.0, 1.5, 2.5], [3.0, 4.0, 4.5, 5.5])
"Your values on the cut lists are the library's minus rank 1's term (3) at every step from rank 1 on: rank 1's term is missing from your sum (left out); the other terms are right."
>>> describe(steps, [0.5, 0.5, 1.0, 1.0], [1.0, 1.0, 2.0, 2.0])
"Your values are 1/2 times the library's at every step (rank 1 to rank 4): halved (a factor 1/2 too many)."
>>> describe(steps, [1.0, 1.0, 1.0, 1.0], [1.0, 0.5, 0.6667, 0.75])
"Your value stops changing after rank 1 (it stays 1, where the library's goes on to 0.75): nothing after rank 1 counts, as if the loop stopped or returned there."
>>> describe(steps, [0.5, 0.5, 0.75, 0.95], [0.5, 0.5, 0.5, 0.5])
"The library's value stops changing at rank 1 (the measure looks no further); yours keeps changing after it (0.75 at rank 3, 0.95 at rank 4): your loop goes on where the measure stops (a missing break or return)."
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..trace import format_number as fmt

_MIN_DIFFERENT = 2


def _num(x: Any) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) else None


def _eq(a: float, b: float, tol: float) -> bool:
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


def describe(steps: list[str], yours: list[Any], right: list[Any], tol: float = 1e-9) -> str:
    """One sentence for the relation that holds on every step, else "" (see the module docstring)."""
    ys, rs = [_num(v) for v in yours], [_num(v) for v in right]
    if len(ys) != len(rs) or len(ys) != len(steps) or len(ys) < 3 or any(v is None for v in ys + rs):
        return ""
    y: list[float] = [v for v in ys if v is not None]
    r: list[float] = [v for v in rs if v is not None]
    differ = [i for i in range(len(y)) if not _eq(y[i], r[i], tol)]
    if not differ:
        return ""
    m = differ[0]  # the first step that differs; every step before it agrees
    n = len(y)
    # the library's value stops changing (the measure looks no further) while the function's goes on; one step
    # that differs is enough when the library's value had already stood still for two steps before it
    stopped = next((p for p in range(m) if all(_eq(r[i], r[p], tol) for i in range(p, n))), None)
    if stopped is not None and (len(differ) >= _MIN_DIFFERENT or m - stopped >= 2):
        seen = f"{fmt(y[m])} at {steps[m]}" + (f", {fmt(y[-1])} at {steps[-1]}" if m < n - 1 else "")
        return (f"The library's value stops changing at {steps[stopped]} (the measure looks no further); yours keeps "
                f"changing after it ({seen}): your loop goes on where the measure stops (a missing break or return).")
    if len(differ) < _MIN_DIFFERENT:
        return ""
    # a value that stops changing: equal from step m-1 on, the library's changes after it
    if m >= 1 and all(_eq(y[i], y[m - 1], tol) for i in range(m, n)):
        return (f"Your value stops changing after {steps[m - 1]} (it stays {fmt(y[m - 1])}, where the library's goes "
                f"on to {fmt(r[-1])}): nothing after {steps[m - 1]} counts, as if the loop stopped or returned there.")
    # one step's term left out of (or counted twice in) every later value
    term = r[m] - (r[m - 1] if m >= 1 else 0.0)
    if not _eq(term, 0.0, tol):
        for sign, words in ((-1, "missing from your sum (left out)"), (1, "counted twice")):
            if all(_eq(y[i], r[i] + sign * term, tol) for i in range(m, n)):
                op = "minus" if sign < 0 else "plus"
                return (f"Your values on the cut lists are the library's {op} {steps[m]}'s term ({fmt(term)}) at every "
                        f"step from {steps[m]} on: {steps[m]}'s term is {words}; the other terms are right.")
    # a fixed factor
    nz = [i for i in range(n) if not _eq(r[i], 0.0, tol)]
    if len(nz) >= 3 and all(_eq(y[i], 0.0, tol) for i in range(n) if i not in nz):
        c = y[nz[0]] / r[nz[0]]
        if not _eq(c, 1.0, tol) and all(_eq(y[i], c * r[i], tol) for i in nz):
            f = Fraction(c).limit_denominator(12)
            if _eq(float(f), c, tol) and f > 0:
                said = {Fraction(1, 2): "halved (a factor 1/2 too many)", Fraction(2): "doubled, twice the right value"}
                return (f"Your values are {f} times the library's at every step ({steps[0]} to {steps[-1]}): "
                        f"{said.get(f, f'off by a constant factor {f}')}.")
    # one step behind or ahead
    if n >= 4:
        if all(_eq(y[i], r[i - 1], tol) for i in range(1, n)):
            return (f"Your values are the library's one step late: at each step you give the library's value of the "
                    f"step before (off by one), e.g. at {steps[-1]} {fmt(y[-1])} = the library's at {steps[-2]}.")
        if all(_eq(y[i], r[i + 1], tol) for i in range(n - 1)):
            return (f"Your values are the library's one step early: at each step you give the library's value of the "
                    f"step after (off by one), e.g. at {steps[0]} {fmt(y[0])} = the library's at {steps[1]}.")
    return ""
