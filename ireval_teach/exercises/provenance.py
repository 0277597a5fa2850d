"""A wrong value that is one of the input's own values: read from the input instead of computed.

A measure is computed from counts (a rate, a precision, an area); a student who returns the score at which
the rates cross (a threshold), the distance of the k-th neighbour or one of the input's levels gives a number
that is an element of one of the input's lists. The checker knows the function's values on many public
inputs; where every one of them is an element of the same list parameter, and the right values are not, it
says so: a behaviour, observed, with the values.

Principle: told only when it holds on every public input where the function returned a number, on at
least three of them, and the right value is not an element of that list on at least two of the inputs
the function gets wrong (where the measure itself often returns an input's element, the observation says
nothing). Lists of 0s and 1s (relevance labels) are left out: 0 and 1 are also what a rate often is.

>>> rows = [({"scores": [0.9, 0.4, 0.7], "labels": [1, 0, 1]}, 0.7, 0.0),
...         ({"scores": [0.2, 0.8, 0.6, 0.3], "labels": [0, 1, 1, 0]}, 0.6, 0.25),
...         ({"scores": [0.5, 0.1, 0.35], "labels": [1, 0, 0]}, 0.35, 0.5)]
>>> print(describe(rows, ("scores", "labels")))
On every input tried your function returns one of the input's scores itself (0.7, 0.6, 0.35 on the 3 inputs), where the right values are not among them: a score read from the input (a threshold, a cut-off) in place of the value computed from it.
"""

from __future__ import annotations

from typing import Any

from .numbers import finite as _f
from .numbers import near

_MIN_ROWS = 3
_MIN_WRONG = 2


def _member(x: float, values: list[float], tol: float) -> bool:
    return any(near(x, v, tol) for v in values)


def _singular(name: str) -> str:
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


def describe(rows: list[tuple[dict, Any, Any]], params: tuple[str, ...], tol: float = 1e-9) -> str:
    """``rows``: (public input, the function's value, the right value). One sentence, or ""."""
    nums = [(x, _f(y), _f(r)) for x, y, r in rows]
    nums = [(x, y, r) for x, y, r in nums if y is not None]
    if len(nums) < _MIN_ROWS:
        return ""
    for p in params:
        lists: list[list[Any]] = [v for v in (x.get(p) for x, _, _ in nums) if isinstance(v, list) and v]
        if len(lists) != len(nums):
            continue
        elems = [[_f(e) for e in v] for v in lists]
        if any(e is None for v in elems for e in v) or all(e in (0.0, 1.0) for v in elems for e in v):
            continue
        values: list[list[float]] = [[e for e in v if e is not None] for v in elems]
        if not all(_member(y, v, tol) for (_, y, _), v in zip(nums, values) if y is not None):
            continue
        wrong = [(y, r, v) for (_, y, r), v in zip(nums, values)
                 if y is not None and (r is None or abs(y - r) > tol * max(1.0, abs(r)))]
        apart = [w for w in wrong if w[1] is None or not _member(w[1], w[2], tol)]
        if len(apart) < _MIN_WRONG:
            continue
        shown = ", ".join(f"{y:.4g}" for _, y, _ in nums[:4] if y is not None) + (", ..." if len(nums) > 4 else "")
        one = _singular(p)
        return (f"On every input tried your function returns one of the input's {p} itself ({shown} on the "
                f"{len(nums)} inputs), where the right values are not among them: a {one} read from the input "
                f"(a threshold, a cut-off) in place of the value computed from it.")
    return ""
