"""Which inputs a wrong function gets wrong, told by what those inputs share.

A function that is right on some inputs and wrong on others usually mishandles a *kind* of input:
nothing relevant, k past the end of the list, tied scores, an id retrieved twice, a query with nothing
retrieved. The checker has the function's results on many public inputs (the student's visible
inputs, the inputs drawn like the hidden checks, the confirming inputs; never a hidden input). Each
input gets its plain-words *properties*, read from its parameters (:func:`properties`); a property
held by every input the function gets wrong and by none it gets right is the finding: "your function
is wrong exactly on the inputs with nothing relevant (3 of 3), right on the 9 others".

Principle: a contrast, not a guess. It is told only with at least two inputs on each side, and only
for a property held by every input the function gets wrong and by none of at least two it gets right
(an exact split first; else the property with the fewest inputs that hold it and still come out
right, a coincidence of the numbers: at most one per four wrong ones, and said so); where the
function returns one same value on all the inputs it gets wrong, that value is said too. The properties come from the parameters' names
(``labels``, ``k``, ``runs``, ``tables``, ``scores``...), so a new task with known parameters needs
no change here.

>>> rows = [({"labels": [0, 0, 0], "k": 2}, False, 1.0), ({"labels": [0, 0], "k": 1}, False, 1.0),
...         ({"labels": [1, 0, 1], "k": 2}, True, 0.5), ({"labels": [0, 1], "k": 2}, True, 0.5)]
>>> describe(rows, ("labels", "k"))
'Your function is wrong exactly on the inputs with nothing relevant in the list (2 of the 2 such inputs tried), and right on the 2 others; on those it returns 1. Such inputs test the empty case: a division by zero, its guard, or the value such an input should get.'
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..trace import format_number as fmt

_MIN_SIDE = 2


def _labels(x: Any) -> list[int] | None:
    try:
        return [int(v) for v in x]
    except (TypeError, ValueError):
        return None


def _num(x: Any) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def _ranking_props(labels: list[int], prefix: str = "") -> dict[str, bool]:
    n, rel = len(labels), sum(1 for v in labels if v)
    return {
        f"{prefix}nothing relevant in the list": rel == 0,
        f"{prefix}every item relevant": n > 0 and rel == n,
        f"{prefix}a relevant item at rank 1": n > 0 and bool(labels[0]),
        f"{prefix}exactly one relevant item": rel == 1,
        f"{prefix}a list of one item": n == 1,
        f"{prefix}an empty list": n == 0,
        f"{prefix}graded labels (a grade above 1)": any(v > 1 for v in labels),
    }


_EMPTY = "the empty case: a division by zero, its guard, or the value such an input should get"
_TIES = ("how equal values are handled: a comparison's strictness (> or >=), a sort's order among equal values, or "
         "a rank looked up by value (.index)")
#: What the inputs with a property put to the test in code (a TA's reading of the contrast, not a cause).
TESTS = {
    "a level equal to a recall the list reaches": "the boundary of a step: whether a comparison with the level is "
                                                  "strict (< or <=), i.e. which end of the interval is closed",
    "a distance equal to epsilon": "whether the comparison with epsilon is strict (< or <=)",
    "tied scores": _TIES, "a positive and a negative with the same score": _TIES, "tied distances": _TIES,
    "a grade repeated (tied grades)": _TIES,
    "k larger than the list": "the ranks past the end of the list (how a slice or a count treats the missing ranks)",
    "k smaller than the list": "where the list is cut at k (a slice, a loop bound, or a denominator from the list's "
                               "length)",
    "nothing relevant in the list": _EMPTY, "a query with nothing relevant": _EMPTY, "n_relevant = 0": _EMPTY,
    "nothing relevant": _EMPTY, "a query with nothing relevant (tp + fn = 0)": _EMPTY,
    "a query with nothing retrieved (tp + fp = 0)": _EMPTY, "nothing retrieved": _EMPTY,
    "nothing within epsilon": _EMPTY, "precision = recall = 0": _EMPTY, "an empty list": _EMPTY,
    "an id retrieved twice": "duplicates: a list counted where a set is meant (its length, or a count with repeats)",
    "an id listed twice among the relevant": "duplicates: a list counted where a set is meant",
    "relevant items never retrieved (n_relevant above the relevant items listed)":
        "the denominator: n_relevant (every relevant item) or only those found",
    "a query whose relevant items were not all retrieved": "the denominator: n_relevant (every relevant item) or "
                                                           "only those found",
    "a relevant item at rank 1": "rank 1's term (its discount, a rank offset, or a loop that starts at index 1)",
    "graded labels (a grade above 1)": "the grades used as 0/1, or a threshold on them",
    "the scope is the whole database (s = d)": "d - s = 0: a division by it",
    "level 0": "the level 0 end of the curve", "level 1": "the level 1 end of the curve",
}


def _ties(values: list[float]) -> bool:
    return len(set(values)) < len(values)


def properties(inp: dict, params: tuple[str, ...]) -> dict[str, bool]:
    """The plain-words properties of one input, by its parameters (a property absent: not applicable)."""
    p: dict[str, bool] = {}
    labels = _labels(inp["labels"]) if "labels" in params else None
    if labels is None and "grades" in params:
        labels = _labels(inp["grades"])
    if labels is not None:
        p.update(_ranking_props(labels))
        if "grades" in params:
            p["a grade repeated (tied grades)"] = _ties([float(v) for v in labels if v])
    if labels is not None and "n_relevant" in params and _num(inp.get("n_relevant")) is not None:
        found = sum(1 for v in labels if v)
        p["relevant items never retrieved (n_relevant above the relevant items listed)"] = inp["n_relevant"] > found
        p["n_relevant = 0"] = inp["n_relevant"] == 0
    if labels is not None and "k" in params and _num(inp.get("k")) is not None:
        k = inp["k"]
        p["k larger than the list"] = k > len(labels)
        p["k smaller than the list"] = k < len(labels)
        p["k = 1"] = k == 1
    if labels is not None and "level" in params and _num(inp.get("level")) is not None:
        lv, found = inp["level"], sum(1 for v in labels if v)
        nrel = inp.get("n_relevant") or found
        reach = {round(i / nrel, 12) for i in range(1, found + 1)} if nrel else set()
        p["a level equal to a recall the list reaches"] = round(lv, 12) in reach
        p["level 0"] = lv == 0
        p["level 1"] = lv == 1
    for key in ("runs",):
        if key in params and isinstance(inp.get(key), list):
            runs = [_labels(r) or [] for r in inp[key]]
            p["a query with nothing relevant"] = any(sum(r) == 0 for r in runs)
            p["a single query"] = len(runs) == 1
            p["queries of different lengths"] = len({len(r) for r in runs}) > 1
            if "n_relevant" in params and isinstance(inp.get("n_relevant"), list):
                p["a query whose relevant items were not all retrieved"] = any(
                    n > sum(1 for v in r if v) for r, n in zip(runs, inp["n_relevant"]))
    if "tables" in params and isinstance(inp.get("tables"), list):
        t = [tuple(row) for row in inp["tables"]]
        p["a query with nothing retrieved (tp + fp = 0)"] = any(len(r) == 3 and r[0] + r[1] == 0 for r in t)
        p["a query with nothing relevant (tp + fn = 0)"] = any(len(r) == 3 and r[0] + r[2] == 0 for r in t)
        p["a single query"] = len(t) == 1
    if "scores" in params and labels is not None:
        s = [float(v) for v in inp["scores"]]
        pos = {v for v, lab in zip(s, labels) if lab}
        neg = {v for v, lab in zip(s, labels) if not lab}
        p["tied scores"] = _ties(s)
        p["a positive and a negative with the same score"] = bool(pos & neg)
    if "distances" in params and labels is not None:
        d = [float(v) for v in inp["distances"]]
        p["tied distances"] = _ties(d)
        if "epsilon" in params:
            eps = float(inp["epsilon"])
            p["a distance equal to epsilon"] = eps in d
            p["nothing within epsilon"] = not any(v < eps for v in d)
            p["everything within epsilon"] = all(v < eps for v in d)
    if "retrieved" in params and "relevant" in params:
        got, rel = list(inp["retrieved"]), list(inp["relevant"])
        p["an id retrieved twice"] = len(set(got)) < len(got)
        p["an id listed twice among the relevant"] = len(set(rel)) < len(rel)
        p["nothing retrieved"] = not got
        p["nothing relevant"] = not rel
    if "precision" in params and "recall" in params:
        p["precision = recall = 0"] = inp["precision"] == 0 and inp["recall"] == 0
        if "beta" in params:
            p["beta = 1"] = inp["beta"] == 1
    if "d" in params and labels is not None:
        p["the scope is the whole database (s = d)"] = len(labels) == inp["d"]
    return p


def describe(rows: list[tuple[dict, bool, Any]], params: tuple[str, ...],
             show: Callable[[Any], str] | None = None) -> str:
    """``rows``: (input, right?, the function's value) on public inputs. One sentence, or ""."""
    seen: set[str] = set()
    unique = []
    for inp, ok, v in rows:  # one row per distinct input
        key = repr(sorted(inp.items()))
        if key not in seen:
            seen.add(key)
            unique.append((inp, ok, v))
    wrong = [(properties(x, params), v) for x, ok, v in unique if not ok]
    right = [properties(x, params) for x, ok, v in unique if ok]
    if len(wrong) < _MIN_SIDE or len(right) < _MIN_SIDE:
        return ""
    # every input it gets wrong has the property; every input without it is right
    held = [k for k in wrong[0][0] if all(p.get(k) is True for p, _ in wrong)
            and sum(1 for p in right if p.get(k) is False) >= _MIN_SIDE]
    also = {k: sum(1 for p in right if p.get(k) is True) for k in held}
    held = [k for k in held if also[k] <= max(1, len(wrong) // 4)]  # mostly wrong where it holds, or it says little
    if not held:
        return ""
    fewest = min(also[k] for k in held)
    names = [k for k in held if also[k] == fewest]
    what = "; ".join(names[:2])
    without = sum(1 for p in right if p.get(names[0]) is False)
    if fewest == 0:
        text = (f"Your function is wrong exactly on the inputs with {what} ({len(wrong)} of the {len(wrong)} such "
                f"inputs tried), and right on the {len(right)} others")
    else:
        text = (f"Your function goes wrong only on inputs with {what}: all {len(wrong)} inputs it gets wrong have it, "
                f"and it is right on all {without} inputs without it ({fewest} with it came out right too)")
    values = [v for _, v in wrong]
    if all(_same(values[0], v) for v in values):
        text += f"; on those it returns {(show or _show)(values[0])}"
    tests = list(dict.fromkeys(TESTS[n] for n in names[:2] if n in TESTS))
    return text + "." + (f" Such inputs test {'; and '.join(tests)}." if tests else "")


def _show(v: Any) -> str:
    if isinstance(v, float):
        return fmt(v)
    if isinstance(v, list):
        return "[" + ", ".join(_show(x) for x in v) + "]"
    return str(v)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    return bool(a == b) and type(a) is type(b)
