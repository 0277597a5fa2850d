"""A wrong value that is the right one times a ratio of two of the input's own counts: a wrong denominator.

Most measures of the course are a count divided by another count (P@k = hits / k, AP = sum / R, the
generality v / d). A student who divides by the wrong count gives the right value times
``(right denominator) / (their denominator)``, on every input. The checker knows the function's and
the library's values on many public inputs; for each it computes the input's named counts (k, the
list's length, R, the hits, min and max of pairs of them, d - s + v, ...) and looks for one pair
``(a, b)`` with ``yours = right * a / b`` on every input where the two differ, and ``a = b`` (or a
right value of 0) where they agree.

Principle: a ratio is told only when it fits every input tried (but those where its denominator count
is 0, where the student's own guard decides), differs from 1 on at least two of them, and is one of a handful of named counts; the sentence says what the numbers show ("as if
dividing by max(k, the list's length) where the measure divides by k") and lists every pair that
fits (never one chosen among equals).

>>> rows = [({"labels": [1, 0, 1, 0, 0], "k": 2}, 0.2, 0.5), ({"labels": [1, 0], "k": 4}, 0.25, 0.25),
...         ({"labels": [0, 1, 1, 1], "k": 2}, 0.25, 0.5), ({"labels": [1, 0, 0, 1, 1, 0], "k": 4}, 2 / 6, 0.5)]
>>> print(describe(rows, ("labels", "k")))
Your values are the right ones times k / max(k, the list's length) (or min(k, the list's length) / the list's length) on every input tried (the same numbers on these inputs): as if dividing by max(k, the list's length) where the measure divides by k; or as if dividing by the list's length where the measure divides by min(k, the list's length).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from .numbers import finite as _f

_MIN_DIFFERENT = 2


def quantities(inp: dict, params: tuple[str, ...]) -> dict[str, float]:
    """The named counts of one input (by its parameters' names)."""
    q: dict[str, float] = {}
    labels = inp.get("labels") if "labels" in params else None
    if isinstance(labels, list):
        rel = [1 if v else 0 for v in labels]
        q["the number of all targets (the list's length)" if "distances" in params else "the list's length"] = \
            len(rel)
        q["the relevant items in the list"] = sum(rel)
        k = _f(inp.get("k")) if "k" in params else None
        if k is not None:
            kk = int(k)
            q["k"] = k
            q["the hits in the top k"] = sum(rel[:kk])
            q["max(k, the list's length)"] = max(k, len(rel))
            q["min(k, the list's length)"] = min(k, len(rel))
        r = _f(inp.get("n_relevant")) if "n_relevant" in params else None
        if r is not None:
            q["n_relevant"] = r
            if k is not None:
                q["min(k, n_relevant)"] = min(k, r)
                q["max(k, n_relevant)"] = max(k, r)
            q["max(n_relevant, the list's length)"] = max(r, len(rel))
        if "d" in params and _f(inp.get("d")) is not None:
            d, s, v = float(inp["d"]), float(len(rel)), float(sum(rel))
            q.update({"d (the database size)": d, "s (the scope)": s, "v (the relevant items seen)": v, "d - s": d - s,
                      "d - s + v (the largest possible class)": d - s + v, "d + v": d + v})
    eps = _f(inp.get("epsilon")) if "epsilon" in params else None
    if eps is not None and isinstance(inp.get("distances"), list):
        within = [d for d in (_f(x) for x in inp["distances"]) if d is not None and d < eps]
        q["the targets within epsilon (the result's size)"] = float(len(within))
    beta = _f(inp.get("beta")) if "beta" in params else None
    if beta is not None:  # the F-measure's own factors: a factor left out or applied twice
        q.update({"beta": beta, "beta^2": beta * beta, "1 + beta^2": 1 + beta * beta})
    for name in ("runs", "tables"):
        if name in params and isinstance(inp.get(name), list) and inp[name]:
            n = float(len(inp[name]))
            q.update({"the number of queries": n, "the number of queries - 1": n - 1})
    if q:
        q["1"] = 1.0  # a division left out (yours = right * a) or one too many (yours = right / b)
    return {name: val for name, val in q.items() if val >= 0}


def _fits(rows: list[tuple[dict, Any, Any]], params: tuple[str, ...], tol: float) -> list[tuple[str, str]]:
    """The pairs (a, b) with yours = right * a / b on every row; a row's values are numbers or equal-length
    curves (every point scaled by the same ratio; the curve's length is then one more named count)."""
    alive: dict[tuple[str, str], int] | None = None  # pair -> inputs where it was tested and the values differ
    for inp, yours, right in rows:
        q = quantities(inp, params)
        ys = yours if isinstance(yours, tuple) else (yours,)
        rs = right if isinstance(right, tuple) else (right,)
        if isinstance(right, tuple):
            # (the value first, then its name: "dividing by 11 (the number of recall levels)")
            q[f"{len(rs)} (the number of recall levels, the curve's length)" if len(rs) == 11
              else f"the curve's length ({len(rs)} values)"] = float(len(rs))
        differs = any(abs(y - r) > tol for y, r in zip(ys, rs))
        here: dict[tuple[str, str], int] = {}
        for a, b in permutations(q, 2):
            if q[b] == 0:  # not testable here: the student's own guard decides this value
                here[(a, b)] = 0
            elif all(abs(y - r * q[a] / q[b]) <= tol * max(1.0, abs(y)) for y, r in zip(ys, rs)):
                here[(a, b)] = int(differs)
        alive = here if alive is None else {p: n + here[p] for p, n in alive.items() if p in here}
        if not alive:
            return []
    return sorted(p for p, n in (alive or {}).items() if n >= _MIN_DIFFERENT)


def describe(rows: list[tuple[dict, Any, Any]], params: tuple[str, ...], tol: float = 1e-9) -> str:
    """``rows``: (public input, the function's value, the right value). One sentence, or ""."""
    nums = [(x, _value(y, r), _value(r, y)) for x, y, r in rows]
    if sum(1 for _, y, r in nums if y is None or r is None) > 2:
        return ""  # not a number on several inputs: another kind of mistake
    clean = [(x, y, r) for x, y, r in nums if y is not None and r is not None
             and any(r if isinstance(r, tuple) else (r,))]
    if len(clean) < 3:
        return ""
    pairs = _fits(clean, params, max(tol, 1e-9))
    if not pairs or len(pairs) > 3:
        return ""
    said = " (or ".join(_times(a, b) for a, b in pairs) + ")" * (len(pairs) - 1)
    causes = "; or ".join(_cause(a, b) for a, b in pairs)
    same = " (the same numbers on these inputs)" if len(pairs) > 1 else ""
    return f"Your values are the right ones times {said} on every input tried{same}: {causes}."


def _value(v: Any, other: Any) -> Any:
    """A number, or a curve (a tuple of numbers) as long as ``other``; None for anything else."""
    if isinstance(v, (list, tuple)):
        nums = tuple(_f(e) for e in v)
        ok = (isinstance(other, (list, tuple)) and len(other) == len(nums) and len(nums) > 1
              and all(e is not None for e in nums))
        return nums if ok else None
    return _f(v)


def _times(a: str, b: str) -> str:
    return a if b == "1" else (f"1 / ({b})" if a == "1" and " " in b else f"1 / {b}" if a == "1" else f"{a} / {b}")


def _cause(a: str, b: str) -> str:
    if a == "1":
        return (f"as if dividing once more by {b} (a factor {b} missing from the numerator, or a division by it "
                f"that the measure does not have)")
    if b == "1":
        return (f"as if never divided by {a} (the division by {a} left out, or a divisor that is always 1, such as "
                f"len(np.where(mask)): np.where returns a tuple of one array; the measure divides by {a})")
    if "the list's length" in b and "max(" in a:
        return (f"as if dividing by {b} where the measure divides by {a} (e.g. the mean of a slice "
                "labels[:k], or the length of the slice, len(labels[:k]), as the divisor: the slice stops at the "
                "list's end)")
    return f"as if dividing by {b}{_kind_of(b, a)} where the measure divides by {a}"


def _relevant_count(name: str) -> bool:
    return name in ("n_relevant", "the relevant items in the list", "v (the relevant items seen)")


def _cut_count(name: str) -> bool:
    return name == "k" or name.startswith(("min(k", "max(k", "the list's length", "the number of all targets",
                                           "s (the scope)"))


def _kind_of(b: str, a: str) -> str:
    """What dividing by ``b`` makes of a count of hits, where the measure divides by ``a``: a recall's denominator
    (the relevant items) for a precision's (k, the items looked at), or the other way round."""
    if _relevant_count(b) and _cut_count(a):
        return " (a recall's denominator: hits over the relevant items are a recall, not a precision)"
    if _cut_count(b) and _relevant_count(a):
        return " (a precision's denominator: hits over the items looked at are a precision, not a recall)"
    return ""
