"""How a wrong function's values on the cut inputs relate to the library's, step by step, in words.

The checker calls a wrong function on its input cut after rank 1, 2, ... (or on the first 1, 2, ...
queries) to find the first step where it departs from the library (:mod:`.probing`). The whole
sequence says more than its first difference: a value that stops changing after some step (the loop
stopped there), one step's term missing from every later value (left out of the sum) or counted
twice, every value a fixed multiple of the right one (a factor such as 1/2), values one step behind
the library's (an off-by-one). Each is a *behaviour*, observed on every cut input; no code cause is
asserted.

Principle: a relation is told only when it holds on every step of the sequence and differs from the
library on at least two steps (one step fits too much by chance), with the step and the numbers. Where
the step at which a value stops is the value of one of the input's counts (``k``, ``n_relevant``), the
count is named beside it: a loop that stops at rank ``n_relevant`` on an input where that is rank 4 is
told as such. Lists (a curve's points) are compared whole, for the two relations that need no arithmetic.

>>> steps = ["rank 1", "rank 2", "rank 3", "rank 4"]
>>> describe(steps, [0.0, 1.0, 1.5, 2.5], [3.0, 4.0, 4.5, 5.5])
"Your values on the cut lists are the library's minus rank 1's term (3) at every step from rank 1 on: rank 1's term is missing from your sum (left out); the other terms are right."
>>> describe(steps, [0.5, 0.5, 1.0, 1.0], [1.0, 1.0, 2.0, 2.0])
"Your values are 1/2 times the library's at every step (rank 1 to rank 4): halved (a factor 1/2 too many)."
>>> describe(steps, [1.0, 1.0, 1.0, 1.0], [1.0, 0.5, 0.6667, 0.75])
"Your value stops changing after rank 1 (it stays 1, where the library's goes on to 0.75): nothing after rank 1 counts, as if the loop stopped or returned there."
>>> describe(steps, [0.5, 0.5, 0.75, 0.95], [0.5, 0.5, 0.5, 0.5])
"The library's value stops changing at rank 1 (the measure looks no further); yours keeps changing after it (0.75 at rank 3, 0.95 at rank 4): your loop goes on where the measure stops (a missing break or return)."
>>> describe(steps, [0.5, 1.0, 1.5, 2.0], [0.5, 1.0, 1.0, 1.0], {"k": 2})
"The library's value stops changing at rank 2 (= k: the measure looks no further); yours keeps changing after it (1.5 at rank 3, 2 at rank 4): your loop goes on past rank k, where the measure stops: as if the list were not cut at k (a missing break, return or slice)."
>>> describe(steps, [[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0, 0.67], [1.0, 0.67, 0.75]], {"n_relevant": 2})
"Your value stops changing after rank 2 (= n_relevant) (it stays [1], where the library's goes on to [1, 0.67, 0.75]): nothing after rank n_relevant counts, as if the loop stopped there or the list were cut at n_relevant."
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..trace import format_number as fmt
from .numbers import finite as _num
from .numbers import near as _eq
from .numbers import shown as _shown

_MIN_DIFFERENT = 2


def _same(a: Any, b: Any, tol: float) -> bool:
    """Two values of a step: numbers within ``tol``, or lists of such numbers of one length."""
    x, y = _num(a), _num(b)
    if x is not None and y is not None:
        return _eq(x, y, tol)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(p, q, tol) for p, q in zip(a, b))
    return False


def _named(index: int, counts: dict[str, int] | None) -> list[str]:
    """The input's counts equal to the 1-based step ``index + 1`` (``k``, ``n_relevant``)."""
    return [name for name, c in (counts or {}).items() if c == index + 1]


def describe(steps: list[str], yours: list[Any], right: list[Any], counts: dict[str, int] | None = None,
             tol: float = 1e-9, kinds: list[str] | None = None) -> str:
    """One sentence for the relation that holds on every step, else "" (see the module docstring).

    ``counts``: the whole input's integer parameters, to name a step equal to one of them; ``kinds``: a word for
    each step ("relevant", "not relevant"), to say of which kind the steps are where a list gains its points.
    """
    if len(yours) != len(right) or len(yours) != len(steps) or len(yours) < 3:
        return ""
    ys, rs = [_num(v) for v in yours], [_num(v) for v in right]
    if any(v is None for v in ys + rs):
        return _describe_whole(steps, yours, right, counts, tol, kinds)
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
        return _goes_on(steps, yours, stopped, m, counts)
    if len(differ) < _MIN_DIFFERENT:
        return ""
    # a value that stops changing: equal from step m-1 on, the library's changes after it
    if m >= 1 and all(_eq(y[i], y[m - 1], tol) for i in range(m, n)):
        return _stops(steps, yours, right, m, counts, kinds)
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


def _goes_on(steps: list[str], yours: list[Any], stopped: int, m: int, counts: dict[str, int] | None) -> str:
    """The library's value stands still from step ``stopped`` on, the function's changes at step ``m``. Every step
    from ``stopped`` to ``m - 1`` fits "the measure looks no further"; one that is an input's count names it."""
    n = len(yours)
    seen = f"{_shown(yours[m])} at {steps[m]}" + (f", {_shown(yours[-1])} at {steps[-1]}" if m < n - 1 else "")
    named_at = next((p for p in range(m - 1, stopped - 1, -1) if _named(p, counts)), None)
    if named_at is not None and named_at != stopped:
        names = _named(named_at, counts)
        word = steps[named_at].split()[0]
        said = " or ".join(names)
        return (f"The library's value does not change after {steps[named_at]} (= {' = '.join(names)}: the measure "
                f"looks no further); yours does ({seen}): your loop goes on past {word} {said}, where the measure "
                f"stops: as if the list were not cut at {said} (a missing break, return or slice).")
    names = _named(stopped, counts)
    if not names:
        return (f"The library's value stops changing at {steps[stopped]} (the measure looks no further); yours keeps "
                f"changing after it ({seen}): your loop goes on where the measure stops (a missing break or return).")
    word = steps[stopped].split()[0]
    said = " or ".join(names)
    return (f"The library's value stops changing at {steps[stopped]} (= {' = '.join(names)}: the measure looks no "
            f"further); yours keeps changing after it ({seen}): your loop goes on past {word} {said}, where the "
            f"measure stops: as if the list were not cut at {said} (a missing break, return or slice).")


#: How the sentence of a value that stops changing too early begins (a code reader names its causes after it).
STOPS_EARLY = "Your value stops changing after"


def _stops(steps: list[str], yours: list[Any], right: list[Any], m: int, counts: dict[str, int] | None,
           kinds: list[str] | None = None) -> str:
    names = _named(m - 1, counts)
    word = steps[m - 1].split()[0]
    first = (not names and kinds is not None and len(kinds) == len(steps) and kinds[m - 1] == "relevant"
             and "relevant" not in kinds[:m - 1])
    if first:  # the step where the first relevant item is met: the loop stopped at it
        return (f"{STOPS_EARLY} {steps[m - 1]} (the first relevant item; it stays "
                f"{_shown(yours[m - 1])}, where the library's goes on to {_shown(right[-1])}): nothing after the first "
                f"relevant item counts, as if the loop stopped or returned there (a return too early, inside the "
                f"loop, or a break).")
    at = f"{steps[m - 1]} (= {' = '.join(names)})" if names else steps[m - 1]
    where = (f"nothing after {word} {' or '.join(names)} counts, as if the loop stopped there or the list were cut at "
             f"{' or '.join(names)}" if names else
             f"nothing after {steps[m - 1]} counts, as if the loop stopped or returned there")
    return (f"{STOPS_EARLY} {at} (it stays {_shown(yours[m - 1])}, where the library's goes on to "
            f"{_shown(right[-1])}): {where}.")


def _growth(steps: list[str], yours: list[Any], right: list[Any], kinds: list[str] | None) -> str:
    """Where each list gains its points: the steps at which the function's list grows and the library's does not
    (or the other way round), with the kind of those steps (a relevant rank) where they are all of one kind."""
    def grows(vals: list[Any]) -> set[int]:
        return {i for i in range(len(vals)) if len(vals[i]) > (len(vals[i - 1]) if i else 0)}
    gy, gr = grows(yours), grows(right)
    extra, missing = sorted(gy - gr), sorted(gr - gy)
    if not (extra or missing) or (extra and missing):
        return ""
    which = extra or missing
    word = steps[0].split()[0]
    where = f"{word}{'s' if len(which) > 1 else ''} " + ", ".join(steps[i].split()[-1] for i in which)
    if kinds is not None and len({kinds[i] for i in which}) == 1:
        kind = kinds[which[0]]
        every = len(which) == sum(k == kind for k in kinds)
        # or every step of that kind from the first one on (a list that starts growing late)
        tail = not every and which == [i for i in range(which[0], len(kinds)) if kinds[i] == kind]
        if every and len(which) > 1:
            where += f" ({kind}: every {kind} {word} of the input)"
        elif tail and len(which) > 1:
            where += f" ({kind}: every {kind} {word} from {steps[which[0]]} on)"
        else:
            where += f" ({kind})"
    if extra:
        first = (f"every {word}: " if len(gy) == len(steps) else "")
        too = (f" (the non-relevant {word}s get a point too)" if kinds is not None
               and all(kinds[i] == "not relevant" for i in which) else "")
        return (f"Your list gains a point at {first}{where}, where the library's gains none: extra points (too many "
                f"points), one for each such {word}{too}.")
    return f"Your list gains no point at {where}, where the library's gains one: points missing there."


def _describe_whole(steps: list[str], yours: list[Any], right: list[Any], counts: dict[str, int] | None,
                    tol: float, kinds: list[str] | None) -> str:
    """The two relations that need no arithmetic, for values compared whole (lists): going on where the library
    stopped, stopping where it goes on."""
    if not all(isinstance(v, (list, tuple)) for v in list(yours) + list(right)):
        return ""
    n = len(yours)
    differ = [i for i in range(n) if not _same(yours[i], right[i], tol)]
    if not differ:
        return ""
    m = differ[0]
    stopped = next((p for p in range(m) if all(_same(right[i], right[p], tol) for i in range(p, n))), None)
    if stopped is not None and (len(differ) >= _MIN_DIFFERENT or m - stopped >= 2):
        return _goes_on(steps, yours, stopped, m, counts)
    if len(differ) >= _MIN_DIFFERENT and m >= 1 and all(_same(yours[i], yours[m - 1], tol) for i in range(m, n)):
        return _stops(steps, yours, right, m, counts, kinds)
    return _growth(steps, yours, right, kinds)
