"""Generic symptoms: mistakes that look the same in every task, checked for every task.

Whatever the measure, a student's result can be the right value scaled (a percentage, a doubled
count, the sign flipped), rounded or truncated, an integer, the reciprocal, the complement (1 - x),
the square or the square root of the right value, the value one rank off (k - 1 or k + 1; the last
or the first item left out), divided once more by a size of the input or not divided by it (its
length, k, n_relevant, the number of queries, the P x N pairs), the value of the ranking sorted,
reversed or with its non-relevant items removed, a list result in reverse order, or the same
number whatever the input (:func:`constant`). Each
:class:`Symptom` is a transformation of the *library's* value on the same input, so it names the
symptom without knowing the student's formula. (An input changed in place and a crash on an edge
case are seen by :mod:`.probing` from the call outcomes.)

A constant scale factor is read off the student's own values (``observed``): the first probe with a
nonzero right value gives the factor, every other probe must then agree with it.

>>> from .tasks import TASKS
>>> t = TASKS["rank.p_at_k"]
>>> inp = {"labels": [1, 0, 1, 1], "k": 4}
>>> s = {x.name: x for x in symptoms_for(t.family, [(inp, 0.75, 75.0)])}
>>> s["scaled_by_100"].wrong(inp), s["off_by_one_k_minus_1"].wrong(inp)
(75.0, 0.6666666666666666)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any
from collections.abc import Callable

from ..trace import format_number as fmt
from .misconceptions import Derived
from .numbers import shown as _show
from .tasks import close


@dataclass(frozen=True)
class Symptom(Derived):
    """A generic mistake: ``wrong(inp)`` is ``transform(library value, inp)`` (duck-types a Misconception)."""

    name: str
    title: str
    value_of: Callable[[dict], Any]  # the value the transformation is applied to (usually the library's)
    transform: Callable[[Any, dict], Any]
    says: Callable[[dict, Any, Any], str]
    generic: bool = True

    def wrong(self, inp: dict) -> Any:
        return self.transform(self.value_of(inp), inp)

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return self.says(inp, right, wrong)


def _each(f: Callable[[float], float]) -> Callable[[Any, dict], Any]:
    def t(v: Any, inp: dict) -> Any:
        return [f(float(x)) for x in v] if isinstance(v, (list, tuple)) else f(float(v))
    return t


def _divided_by(v: Any, inp: dict, n: float) -> Any:
    """``v`` (a number or a list of them) divided by ``n``; unchanged when ``n`` is 0."""
    return _each(lambda x: x / n)(v, inp) if n else _each(lambda x: x)(v, inp)


def _first_list(fam, inp: dict) -> str | None:
    return next((p for p in fam.params if isinstance(inp.get(p), (list, tuple)) and len(inp[p]) >= 2), None)


def _cut_lists(fam, inp: dict, how: str) -> dict:
    """The input with its list(s) one item shorter: ``how`` is "last" or "first" (lists of the same length)."""
    p0 = _first_list(fam, inp)
    if p0 is None:
        return inp  # a single item: a loop that stops one early still sees it
    n = len(inp[p0])
    out = dict(inp)
    for p in fam.params:
        v = inp[p]
        if isinstance(v, (list, tuple)) and len(v) == n:
            out[p] = list(v)[:-1] if how == "last" else list(v)[1:]
    return out


_COUNTS_ONLY: dict[tuple[str, str], bool] = {}


def _lengths_named(fam: Any, ranked: str, inputs: list[dict]) -> str:
    """The task's own names for the list's length, said as read by a function that never counts the non-relevant
    items: "; s taken as the number of relevant items v = sum(labels) (s = len(labels) counts every item)". A name
    counts where its value is the length on every input given (and the number of relevant items differs there);
    empty where the family names no counts (:attr:`~.tasks.Family.formula_names`)."""
    if fam.formula_names is None or not inputs:
        return ""
    try:
        rows = [(fam.formula_names(inp), len(inp[ranked]), sum(1 for x in inp[ranked] if x)) for inp in inputs]
    except Exception:  # noqa: BLE001 - an input the names cannot read: no words added
        return ""
    if not any(n != h for _, n, h in rows):
        return ""
    names = list(rows[0][0])
    lengths = [a for a in names if all(r.get(a) == n for r, n, _ in rows)]
    hits = [a for a in names if all(r.get(a) == h for r, _, h in rows)]
    if not lengths:
        return ""
    hit = f" {hits[0]} = sum({ranked})" if hits else f" sum({ranked})"
    return "".join(f"; {a} taken as the number of relevant items{hit} ({a} = len({ranked}) counts every item)"
                   for a in lengths)


def _reads_counts_only(fam: Any, ranked: str) -> bool:
    """Whether the family's measure reads its ranked list only through counts: the same value with the list
    reversed and sorted, on inputs drawn for it (a practical study's bounds, a set's precision)."""
    key = (fam.name, ranked)
    if key not in _COUNTS_ONLY:
        _COUNTS_ONLY[key] = _counts_only(fam, ranked)
    return _COUNTS_ONLY[key]


def _counts_only(fam: Any, ranked: str) -> bool:
    from .variants import rng_for

    tried = 0
    try:
        for i in range(6):
            inp = fam.generate(rng_for(f"order-{fam.name}", i))
            v = inp[ranked]
            if ranked == "runs" or not isinstance(v, list) or len(set(v)) < 2:
                continue
            right = fam.reference(inp)
            for other in (list(v)[::-1], sorted(v, reverse=True)):
                if not close(fam.reference({**inp, ranked: other}), right, 1e-9):
                    return False
            tried += 1
        return tried > 0
    except Exception:  # noqa: BLE001 - a family that cannot be drawn this way: read as a ranking
        return False


def symptoms_for(fam, observed: list[tuple[dict, Any, Any]], *, free_scale: bool = True) -> list[Symptom]:
    """The generic symptoms for a family; ``observed`` = (input, right value, student's value) triples.

    ``free_scale``: also try the constant read off the student's values (off for a single typed
    number, where any number would be "a constant times" the right one).
    """
    ref = fam.reference
    out: list[Symptom] = []

    def flat(v: Any) -> list[float]:
        return [float(x) for x in v] if isinstance(v, (list, tuple)) else [float(v)]

    # a constant factor read off the student's values
    factors = [100.0, 2.0, 0.5, 10.0, 0.01, -1.0]
    if free_scale:
        for _inp, right, yours in observed:
            try:
                pairs = list(zip(flat(right), flat(yours)))
            except (TypeError, ValueError):
                continue
            a = next((y / r for r, y in pairs if r != 0 and math.isfinite(y) and math.isfinite(r)), None)
            if a is not None:
                if a not in factors and abs(a - 1) > 1e-6 and a != 0:
                    factors.append(a)
                break
    for a in factors:
        out.append(_scaled(ref, a))
        if out[-1].name == "scaled_by_100":  # a percentage, rounded for display
            out += [_percent_rounded(ref, d) for d in (0, 1, 2)]
    # every way Python and NumPy truncate a fraction: the operator, the conversion, and the integer array a value
    # is stored in (np.zeros_like of a 0/1 list, dtype=int), which truncates on assignment
    out.append(Symptom("integer_result", "an integer result: the fraction truncated to a whole number (integer "
                       "division //, int(), or a value stored in an integer array such as np.zeros_like of a 0/1 "
                       "list or np.zeros(n, dtype=int))",
                       ref, _each(lambda x: float(math.floor(x))),
                       lambda inp, right, wrong: f"your function gives {_show(wrong)} where the measure is "
                       f"{_show(right)}: a fraction was truncated to a whole number (use /, not //, no int(), and "
                       "a float array for fractions: an integer array truncates what is assigned to it)"))
    out += [_rounded(ref, d) for d in (0, 1, 2, 3, 4)]
    out += [_truncated(ref, d) for d in (1, 2, 3)]
    out.append(Symptom("reciprocal", "the reciprocal of the right value (numerator and denominator swapped; "
                       "or a 1 / too many or too few: the rank returned where 1 / rank is asked)",
                       ref, _each(lambda x: 1 / x),
                       lambda inp, right, wrong: f"your {_show(wrong)} is 1 / {_show(right)}: numerator and "
                       "denominator are swapped (or a 1 / too many or too few, e.g. the rank returned where 1 / "
                       "rank is asked)"))
    out.append(Symptom("complement", "one minus the right value (the complement 1 - x: the opposite share; or "
                       "the test inverted, `if not x`, == 0 for == 1, the misses counted where the hits are meant)",
                       ref, _each(lambda x: 1 - x),
                       lambda inp, right, wrong: f"your {_show(wrong)} is 1 - {_show(right)}: you computed the "
                       "opposite share (the items that do not count instead of those that do)"))
    out.append(Symptom("rescaled", "twice the right value minus one (2x - 1: the value rescaled from [0, 1] to "
                       "[-1, 1]; for an AUC, the Gini coefficient 2 AUC - 1, Somers' D)", ref, _each(lambda x: 2 * x - 1),
                       lambda inp, right, wrong: f"your {_show(wrong)} is 2 x {_show(right)} - 1: the value rescaled "
                       "from [0, 1] to [-1, 1] (as the Gini coefficient 2 AUC - 1 rescales an AUC); the measure "
                       "itself is asked"))
    out.append(Symptom("square_root", "the square root of the right value (sqrt(), ** 0.5 or np.sqrt where the "
                       "formula has none, e.g. a geometric mean)", ref, _each(math.sqrt),
                       lambda inp, right, wrong: f"your {_show(wrong)} is the square root of {_show(right)}: a "
                       "sqrt() (or ** 0.5) where the formula has none, e.g. a geometric mean"))
    out.append(Symptom("squared", "the right value squared (a ** 2, np.square, or one factor applied twice: "
                       "a line copied, a product of two equal factors)", ref, _each(lambda x: x * x),
                       lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} squared: the value is "
                       "multiplied by itself (a ** 2, or a product of two equal factors)"))
    sizes = _sizes(fam)
    for size, (what, of) in sizes.items():
        out += _size_symptoms(ref, size, what, of)
    for size_a, (what_a, of_a) in sizes.items():  # the right size replaced by another one of the input
        for size_b, (what_b, of_b) in sizes.items():
            if size_a != size_b:
                out.append(_size_swapped(ref, size_a, what_a, of_a, size_b, what_b, of_b))
    # a size hard-wired to a number (an example's count), read off the student's first wrong value; after the
    # input's own sizes: of a size and a constant that give one number, the one read from the input is said first
    out += _sizes_fixed(ref, sizes, observed if free_scale else [], flat)
    if fam.result == "list":
        # one value computed once and reused, or a list rebuilt inside the loop (only one value survives); of two
        # named values, the one computed by the other's formula (a line copied from it and not updated)
        names: tuple[str, ...] = fam.result_names
        copied = ({0: f"; or {names[1]} computed by {names[0]}'s formula (its line copied from {names[0]}'s and "
                      "not updated: the same denominator or the same variable)",
                   1: f"; or {names[0]} computed by {names[1]}'s formula (its line copied from {names[1]}'s and "
                      "not updated: the same denominator or the same variable)"}
                  if len(names) == 2 and fam.result_len == 2 else {0: "", 1: ""})
        for key, title, reuse, says in (
                ("first_value_reused", "the first value reused for every position (all the same value, both bounds the same: "
                 "one value, or one order, serves every position (a sort reversed twice, one key for both); or a "
                 "running maximum never reset between positions, each keeping the best of the earlier ones"
                 + copied[0] + ")",
                 lambda v: [v[0]] * len(v),
                 "every value equals the first one: one computation serves every position (a value computed once "
                 "and reused, or every position read from the same order or variable, or two orders meant to differ "
                 "that come out the same: a list sorted with reverse=True and then reversed again, the two reversals "
                 "cancelling into the same ascending order, one sort key for both; or a running maximum kept across "
                 "the positions instead of started afresh for each"
                 + copied[0] + ")"),
                ("last_value_reused", "the last value reused for every position (one list sorted in place twice: "
                 "an alias, not a copy; or one mutable object appended at every pass and changed after"
                 + copied[1] + ")", lambda v: [v[-1]] * len(v),
                 "every value equals the last one: one computation serves every position (one variable that all "
                 "positions point to, or a value kept from the last pass; or one list sorted in place twice, an "
                 "alias, b = a, not a copy, so the last sort overwrites the first" + copied[1] + ")"),
                ("only_last_value", "only the last value (the list rebuilt at each step: `points = []` inside "
                 "the loop, = where append is meant, or [x] of the last pass returned after the loop)",
                 lambda v: list(v)[-1:],
                 "only the last value is left: the list is emptied inside the loop (`points = []` in it)"),
                ("first_value_then_zeros", "the first value right and every later value 0 (what the later "
                 "positions read was used up by the first: an iterator, such as map(), filter(), zip() or a "
                 "generator expression, read again in every pass of a loop is empty after its first pass, so each "
                 "later sum over it is 0; make it a list, list(map(...)), to read it more than once; or a list made first "
                 "with zeros, [0] * n, whose later places were never filled: a break after the first pass)",
                 lambda v: list(v)[:1] + [0.0] * (len(v) - 1),
                 "only the first value is computed; every later one is 0, as a sum over an iterator (map(), "
                 "filter(), zip(), a generator) that the first pass used up gives (an iterator is read once), or a "
                 "list of zeros filled only at its first place"),
                ("only_first_value", "only the first value (a return inside the loop; or a break after the "
                 "first append, or a loop over range(1))", lambda v: list(v)[:1],
                 "only the first value is there: the function returns inside the loop, after its first pass")):
            out.append(_list_symptom(ref, key, title, reuse, says))
        swapped = _swapped_words(names)
        where = ("the first value belongs to recall level 0.0, the last to 1.0" if fam.result_len == 11 else
                 f"{swapped}: returned the other way round, or each computed with the other's "
                 "rule (the two formulas or their denominators swapped, the sort keys swapped, or the tie-break "
                 "reversed: the sign of a sort key flipped)"
                 + (f", or the two arguments taken in the other order ({fam.params[0]} and {fam.params[1]} swapped: "
                    "the def line or the call, or a helper called with its two arguments in the wrong order)"
                    if len(fam.params) == 2 else "") if fam.result_len == 2 else
                 "the first value should come last")
        # two values: what the swap can come from is said in the name itself (it holds no value, so it is said on
        # a hidden check's failure too)
        title = ("the right values in the wrong order (reversed: returned in reverse order, the last one first)"
                 if fam.result_len != 2 else
                 f"the right values in the wrong order (reversed: returned in reverse order, the last one first; {where})")
        out.append(Symptom("reversed_result", title, ref,
                           lambda v, inp: list(v)[::-1],
                           lambda inp, right, wrong: f"your {_show(wrong)} are the right values {_show(right)} in "
                           f"the wrong order (reversed): {where}"))
        out += _pairs_swapped(ref, fam)
        out += _padded_lists(ref, fam, sizes)
        out += _reordered_lists(ref, fam)
    ranked = next((p for p in ("labels", "grades", "runs") if p in fam.params), None)
    if ranked is not None and "distances" not in fam.params and "scores" not in fam.params:
        def reorder(inp: dict, how: str) -> dict:
            v = inp[ranked]
            if ranked == "runs":
                return {**inp, "runs": [sorted(r, reverse=True) if how == "sorted" else
                                        ([x for x in r if x] or list(r)) if how == "no_zeros" else list(r)[::-1]
                                        for r in v]}
            if how == "no_zeros":  # (nothing left: the all-zero list itself, whose value an empty list shares)
                return {**inp, ranked: [x for x in v if x] or list(v)}
            if how == "rotated":  # labels[i - 1] read with i from 0: the last item comes first
                return {**inp, ranked: list(v)[-1:] + list(v)[:-1]}
            return {**inp, ranked: sorted(v, reverse=True) if how == "sorted" else list(v)[::-1]}

        out.append(Symptom(
            "sorted_input", "the measure of the ranking sorted best first (the ranking itself was sorted: "
            "labels.sort(reverse=True) in place for the ideal before the measure, or the ideal list passed)",
            lambda inp: ref(reorder(inp, "sorted")), lambda v, inp: v,
            lambda inp, right, wrong: f"your {_show(wrong)} is the value of the {ranked} sorted from high to low "
            f"(the best possible order), not of the ranking as given ({_show(right)}): the order of the {ranked} is the "
            "system's answer, do not sort it (sort a copy only where the formula asks, e.g. for an ideal ranking)"))
        if _reads_counts_only(fam, ranked):
            # a measure of the list's counts has no ranks: the non-relevant items left out is its length read as
            # its number of relevant items
            named = _lengths_named(fam, ranked, [inp for inp, _, _ in observed])
            out.append(Symptom(
                "zeros_dropped", f"the list's length read as its number of relevant items (len({ranked}) taken as "
                f"sum({ranked}): the non-relevant items never counted{named})",
                lambda inp: ref(reorder(inp, "no_zeros")), lambda v, inp: v,
                lambda inp, right, wrong: f"your {_show(wrong)} is the value with the {ranked}' length taken as "
                f"their number of relevant items (the 0 items left out); the length counts every item: "
                f"{_show(right)}"))
        else:
            out.append(Symptom(
                "zeros_dropped", "the measure of the ranking with its non-relevant items removed (the non-relevant "
                "items never counted as ranks: each relevant item moved up; a rank counter advanced only "
                "inside the `if` of a hit, or the ranks taken from enumerate over [x for x in labels if x])",
                lambda inp: ref(reorder(inp, "no_zeros")), lambda v, inp: v,
                lambda inp, right, wrong: f"your {_show(wrong)} is the value of the {ranked} with the 0 items left "
                f"out, so the later items moved up; a non-relevant item still takes its rank: {_show(right)}"))
        out.append(Symptom(
            "reversed_input", "the measure of the ranking read from the end (the list reversed: [::-1], "
            "reversed(), an ascending sort, or a rank counted as len - i)",
            lambda inp: ref(reorder(inp, "reversed")), lambda v, inp: v,
            lambda inp, right, wrong: f"your {_show(wrong)} is the value of the {ranked} in reverse order (rank 1 "
            f"taken from the end of the list); rank 1 is the first item: {_show(right)}"))
        if ranked != "runs":
            out.append(Symptom(
                "rotated_input", "the measure of the ranking with its last item read as rank 1 (x[i - 1] with i "
                "from 0: range(len(x)) where range(1, len(x) + 1) is meant)",
                lambda inp: ref(reorder(inp, "rotated")), lambda v, inp: v,
                lambda inp, right, wrong: f"your {_show(wrong)} is the value of the {ranked} with its last item "
                f"moved to rank 1: an index one too low (x[i - 1] with i starting at 0 reads x[-1], the last item, "
                f"first); the right value is {_show(right)}"))
    if "k" in fam.params:
        out += [_k_off_by_one(ref, dk, word) for dk, word in ((-1, "minus_1"), (1, "plus_1"))]
    for how, title in (("last", "off by one rank: the last item left out (range(len(x) - 1), x[:-1], or i < n - 1)"),
                       ("first", "off by one rank: the first item skipped (range(1, n), x[1:], or an index from 1)")):
        if how == "last" and "k" in fam.params:
            continue  # at a cut-off k the last item matters only through k, tried above
        out.append(_item_off_by_one(fam, ref, how, title))
    return out


def _swapped_words(names: tuple[str, ...]) -> str:
    """Two named values swapped, in words (precision and recall: each ratio has the other's denominator)."""
    if len(names) != 2:
        return "the two values swapped"
    words = " and ".join(names) + " swapped"
    if tuple(names) == ("precision", "recall"):  # fp and fn swapped makes each ratio the other
        words += " (fp and fn swapped: tp / (tp + fn) where tp / (tp + fp) is meant, and the other way round)"
    return words


# Each factory below builds one symptom; its lambdas close over the factory's own arguments (a fresh
# scope per call), so a symptom made in a loop keeps its own constant.
def _scaled(ref: Callable[[dict], Any], a: float) -> Symptom:
    """The right value times the constant ``a`` (minus one, 100 and 2 have their own names and words)."""
    say: Callable[[dict, Any, Any], str]
    if abs(a + 1) < 1e-9:
        name, title = "negated", ("the right value with the wrong sign (a - b for b - a, an area summed from "
                                  "right to left, a minus sign kept from a negated sort key)")
        say = (lambda inp, right, wrong: f"your {_show(wrong)} is minus {_show(right)}: the sign is wrong (e.g. an "
               "area summed from right to left, or a difference taken the other way round)")
    elif abs(a - 100) < 1e-9:
        name, title = "scaled_by_100", ("a percentage: the right value times 100 (* 100 left in for display, or "
                                        "a share divided by 0.01)")
        say = (lambda inp, right, wrong: f"your function gives {_show(wrong)} where the measure is "
               f"{_show(right)}: a proportion between 0 and 1, not a percentage (do not multiply by 100)")
    elif abs(a - 2) < 1e-9:
        name, title = "scaled_by_2", ("twice the right value (a count added twice?: a hit added in two places, "
                                      "+= in both branches, a line copied, or a / 2 left out, e.g. a trapezoid's "
                                      "(a + b) / 2)")
        say = (lambda inp, right, wrong: f"your function gives {_show(wrong)}, exactly twice {_show(right)}: "
               "something is counted twice (a hit added in two places, or a sum taken twice)")
    elif a > 0 and abs(1 / a - round(1 / a)) < 1e-6 and round(1 / a) >= 3:
        # (the reciprocal of a whole number is said as the division it is: / 3, not times 0.3333)
        c = int(round(1 / a))
        name, title = f"scaled_by_{fmt(a)}", (f"the right value divided by {c} (times 1/{c}: a hard-coded {c} as a "
                                              f"divisor, such as the largest grade of the scale or a count from an "
                                              "example, or a rescaling of the input)")
        say = (lambda inp, right, wrong: f"your function gives {_show(wrong)}, which is {_show(right)} divided by "
               f"{c} on every input: look for a constant {c} dividing something (a hard-coded divisor, or the "
               "input rescaled)")
    else:
        name, title = f"scaled_by_{fmt(a)}", (f"the right value times {fmt(a)} (a wrong constant: a hard-coded "
                                              "length or level count as the denominator, or a scale)")
        say = (lambda inp, right, wrong: f"your function gives {_show(wrong)}, which is {fmt(a)} times "
               f"{_show(right)} on every input: look for a constant factor (a wrong denominator that never "
               "changes, or a scale)")
    return Symptom(name, title, ref, _each(lambda x: x * a), say)


def _percent_rounded(ref: Callable[[dict], Any], d: int) -> Symptom:
    """A percentage rounded to ``d`` decimals for display."""
    return Symptom(
        f"scaled_by_100_rounded_to_{d}_decimals", f"a percentage rounded to {d} decimals",
        ref, _each(lambda x: float(round(100 * x, d))),
        lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} as a percentage rounded "
        f"to {d} decimals: return the proportion itself (between 0 and 1), unrounded")


def _rounded(ref: Callable[[dict], Any], d: int) -> Symptom:
    """The result rounded to ``d`` decimals."""
    return Symptom(f"rounded_to_{d}_decimals", f"the result rounded to {d} decimal{'s' if d != 1 else ''} "
                   f"(round(x, {d}), or a value formatted with :.{d}f and read back with float())",
                   ref, _each(lambda x: float(round(x, d))),
                   lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} rounded to {d} "
                   "decimals; return the value itself (round only for display)")


def _truncated(ref: Callable[[dict], Any], d: int) -> Symptom:
    """The result cut (floored) after ``d`` decimals."""
    return Symptom(f"truncated_to_{d}_decimals", f"the result cut to {d} decimal{'s' if d != 1 else ''} "
                   f"(int(x * 10 ** {d}) / 10 ** {d}, math.floor after scaling, or a string sliced after the decimals)",
                   ref, _each(lambda x: math.floor(x * 10 ** d) / 10 ** d),
                   lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} cut after {d} "
                   "decimals; return the value itself")


def _multiplied_by(v: Any, inp: dict, n: float) -> Any:
    """``v`` (a number or a list of them) times ``n``."""
    return _each(lambda x: x * n)(v, inp)


def _size_symptoms(ref: Callable[[dict], Any], size: str, what: str, of: Callable[[dict], float]) -> list[Symptom]:
    """The right value divided once more by a size of the input, and the division by it left out."""
    return [
        Symptom(
            f"divided_again_by_{size}", f"the right value divided once more by {what} (normalising twice: a "
            "division in a helper and again in the caller, or np.mean of values already divided)",
            ref, lambda v, inp: _divided_by(v, inp, of(inp)),
            lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} divided by {what} "
            f"= {fmt(float(of(inp)))} once more: the measure is normalised once (look for a second division)"),
        Symptom(
            # (the behaviour in the code's terms first: what was never done, then what it does to the value)
            f"not_divided_by_{size}", f"never divided by {what} (the right value times {what}: a sum returned "
            "where a mean is asked, np.sum for np.mean, or the division in a branch that never runs"
            + ("; for the AUC, the count of pairs won, ties 1/2: the Mann-Whitney U statistic" if size == "pairs"
               else "") + ")",
            ref, lambda v, inp: _multiplied_by(v, inp, of(inp)),
            lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} times {what} = "
            f"{fmt(float(of(inp)))}: the division by {what} is missing")]


def _sizes_fixed(ref: Callable[[dict], Any], sizes: dict, observed: list[tuple[dict, Any, Any]],
                 flat: Callable[[Any], list[float]]) -> list[Symptom]:
    """The right value with its division by a size of the input made by a fixed whole number instead (the count of
    a worked example hard-wired: 2 queries, 10 images), the number read off the first wrong value the student
    returned."""
    out = []
    for inp, right, yours in observed:
        try:
            pairs = [(r, y) for r, y in zip(flat(right), flat(yours)) if r and y and math.isfinite(r)
                     and math.isfinite(y) and abs(r - y) > 1e-12]
        except (TypeError, ValueError):
            continue
        if not pairs:
            continue  # (an input the function gets right tells no fixed number)
        r, y = pairs[0]
        for size, (what, of) in sizes.items():
            try:
                n = float(of(inp))
            except Exception:  # noqa: BLE001 - a size this input does not have
                continue
            fixed = n * r / y
            c = round(fixed)
            if 1 <= c <= 100 and abs(fixed - c) < 1e-9 and c != n:
                out.append(_size_fixed(ref, size, what, of, c))
        break  # the first value that differs decides the number
    return out


def _size_fixed(ref: Callable[[dict], Any], size: str, what: str, of: Callable[[dict], float], c: int) -> Symptom:
    """The division by ``size`` made by the constant ``c``."""
    return Symptom(
        f"divided_by_fixed_{c}_not_{size}", f"divided by a fixed {c} instead of {what} (a count hard-wired, such as a "
        f"worked example's {c}: the number written where {size} was meant)",
        ref, lambda v, inp: _divided_by(_multiplied_by(v, inp, of(inp)), inp, c),
        lambda inp, right, wrong: f"your {_show(wrong)} is {_show(right)} times {what} = {fmt(float(of(inp)))}, "
        f"divided by {c}: a fixed {c} where the input's {size} belongs")


def _pairs_swapped(ref: Callable[[dict], Any], fam: Any) -> list[Symptom]:
    """For a list of a few named values (3 or 4), any two of them returned in each other's place."""
    n = fam.result_len if fam.result_len in (3, 4) else 0
    return [_pair_swapped(ref, fam, i, j) for i in range(n) for j in range(i + 1, n)]


def _pair_swapped(ref: Callable[[dict], Any], fam: Any, i: int, j: int) -> Symptom:
    """A fixed-length list with its values i and j in each other's place (named by the task's names for them)."""
    names = fam.result_names if len(fam.result_names) == fam.result_len else ()
    a, b = (names[i], names[j]) if names else (f"value {i + 1}", f"value {j + 1}")

    def swap(v: Any, inp: dict) -> Any:
        w = list(v)
        if len(w) > max(i, j):
            w[i], w[j] = w[j], w[i]
        return w

    return Symptom(f"swapped_{i}_{j}", f"{a} and {b} in each other's place (the two values swapped in the list: "
                   "built in another order, or each computed with the other's formula)",
                   ref, swap, lambda inp, right, wrong: f"your {_show(wrong)} are the right values {_show(right)} with "
                   f"{a} and {b} in each other's place: the list built in another order than asked, or each of the "
                   "two computed with the other's formula")


def _reordered_lists(ref: Callable[[dict], Any], fam: Any) -> list[Symptom]:
    """A variable-length list returned sorted, or sorted with its repeats merged (the order slips of a list, beside
    the reversed one)."""
    if fam.result_len is not None:
        return []
    return [_list_symptom(ref, "sorted_result", "the right values sorted from low to high (sorted(), np.sort or "
                          "list.sort() on the result: the list's own order lost)", sorted,
                          "the same values, sorted from low to high: the list's own order is lost (a sort on the "
                          "result)"),
            _list_symptom(ref, "unique_result", "the right values sorted and their repeats merged (np.unique or "
                          "sorted(set(...)) on the result: the order and the repeated values lost)",
                          lambda v: sorted(set(v)),
                          "the distinct values sorted from low to high: np.unique (or set()) sorts the list and merges "
                          "equal values, so its order and its repeats are lost"),
            _list_symptom(ref, "sorted_result_desc", "the right values sorted from high to low (sorted(..., reverse=True) "
                          "on the result: the list's own order lost)", lambda v: sorted(v, reverse=True),
                          "the same values, sorted from high to low: the list's own order is lost (a sort on the "
                          "result)"),
            _list_symptom(ref, "unique_result_desc", "the right values with their repeats merged, sorted from high to "
                          "low (sorted(set(...), reverse=True) on the result: the order and the repeated values lost)",
                          lambda v: sorted(set(v), reverse=True),
                          "the distinct values sorted from high to low: set() merges equal values and the sort loses "
                          "the list's order")]


def _padded_lists(ref: Callable[[dict], Any], fam: Any, sizes: dict) -> list[Symptom]:
    """A list as long as the input makes it, made first at a size the input names (none for a fixed length)."""
    if fam.result_len is not None:
        return []
    return [_padded(ref, size, what, of) for size, (what, of) in sizes.items()
            if size in ("k", "n_relevant", "c") or size.startswith("len(")]


def _padded(ref: Callable[[dict], Any], size: str, what: str, of: Callable[[dict], float]) -> Symptom:
    """A list made first at a size the input names and filled as far as the computation reaches: the places never
    filled keep their placeholder 0 (a list longer than that size is the student's IndexError, not modelled)."""
    def pad(v: Any, inp: dict) -> Any:
        n = int(of(inp))
        return list(v) + [0.0] * (n - len(v)) if n > len(v) else list(v)

    return Symptom(
        f"padded_to_{size}", f"the right list padded with 0s up to {what} values: a list made first with {size} "
        f"places ([0] * {size}, np.zeros({size})) and filled only where a value is computed, so the places never "
        f"filled stay 0 and are returned as values (the list's length is the number of values computed, not {size})",
        ref, pad,
        lambda inp, right, wrong: f"your {_show(wrong)} is the right {_show(right)} followed by 0s up to {what} "
        f"= {fmt(float(of(inp)))} values: a list made first at that size, its places never filled returned too")


def _list_symptom(ref: Callable[[dict], Any], key: str, title: str, how: Callable[[list], list],
                  says: str) -> Symptom:
    """A list result with its values reused or dropped as ``how`` says (an empty right list stays empty)."""
    return Symptom(key, title, ref, lambda v, inp: how(list(v)) if len(v) else list(v),
                   lambda inp, right, wrong: f"your {_show(wrong)} against the right {_show(right)}: {says}")


def _size_swapped(ref: Callable[[dict], Any], a: str, what_a: str, of_a: Callable[[dict], float], b: str,
                  what_b: str, of_b: Callable[[dict], float]) -> Symptom:
    """The right value with its division by one size of the input replaced by a division by another."""
    def wrong(v: Any, inp: dict) -> Any:
        return _divided_by(_multiplied_by(v, inp, of_a(inp)), inp, of_b(inp))

    return Symptom(
        f"divided_by_{b}_not_{a}", f"divided by {what_b} instead of {what_a} (the wrong variable in the denominator: "
        "a name mixed up, a line copied from another formula, or len() of the wrong list)", ref, wrong,
        lambda inp, right, wrong_value: f"your {_show(wrong_value)} is {_show(right)} times {what_a} = "
        f"{fmt(float(of_a(inp)))}, divided by {what_b} = {fmt(float(of_b(inp)))}: the division uses another size of "
        "the input")


def _k_off_by_one(ref: Callable[[dict], Any], dk: int, word: str) -> Symptom:
    """The measure at k + ``dk`` (``dk`` is -1 or +1)."""
    return Symptom(
        f"off_by_one_k_{word}", f"off by one rank: the value at k {'-' if dk < 0 else '+'} 1 "
        + ("(range(1, k), labels[:k - 1], or k - 1 passed on)" if dk < 0 else
           "(labels[:k + 1], range(k + 1) over 0-based ranks, or k + 1 passed on)"),
        lambda inp: ref({**inp, "k": inp["k"] + dk}), lambda v, inp: v,
        lambda inp, right, wrong: f"your {_show(wrong)} is the measure at k = {inp['k'] + dk} "
        f"instead of k = {inp['k']} (an off-by-one in the ranks: range() or a slice stops one "
        f"{'early' if dk < 0 else 'late'})")


def _item_off_by_one(fam: Any, ref: Callable[[dict], Any], how: str, title: str) -> Symptom:
    """The measure with the ``how`` ("last" or "first") item of the list(s) left out."""
    return Symptom(
        f"off_by_one_{how}_item", title, lambda inp: ref(_cut_lists(fam, inp, how)),
        lambda v, inp: v,
        lambda inp, right, wrong: f"your {_show(wrong)} is the measure with the {how} item of "
        f"the list left out (an off-by-one: range() or a slice "
        f"{'stops one early' if how == 'last' else 'starts at 1 instead of 0'})")


def _sizes(fam) -> dict[str, tuple[str, Callable[[dict], float]]]:
    """The sizes of an input a measure may be divided by: each list's length, each whole-number parameter, the
    relevant items in a list of labels and, for scores with labels, the (positive, negative) pairs."""
    out: dict[str, tuple[str, Callable[[dict], float]]] = {}
    words = {"labels": "the list length", "grades": "the list length", "runs": "the number of queries",
             "tables": "the number of queries", "scores": "the number of items", "distances": "the list length",
             "retrieved": "the retrieved items", "relevant": "the relevant items", "a": "the number of queries"}
    for p in fam.params:
        if p in words:
            if p in ("a", "distances") or (p == "labels" and "scores" in fam.params):
                continue  # the same length as another list
            out[f"len({p})"] = (f"{words[p]} len({p})", _length_of(p))
            if p in ("runs", "tables"):  # a list of lists: the length of its first element, read by mistake
                out[f"len({p}[0])"] = (f"the length of the first element len({p}[0])", _first_length_of(p))
        elif p in ("k", "n_relevant", "c", "d", "e", "s", "v"):
            out[p] = (p, _whole_number(p))
    if "grades" in fam.params:  # graded relevance scaled to [0, 1] by its largest grade (a normalisation)
        out["max(grades)"] = ("the largest grade max(grades) (the grades scaled to [0, 1] by their maximum)",
                              lambda inp: max((float(g) for g in inp["grades"]), default=0.0))
    if "labels" in fam.params and "scores" not in fam.params and "n_relevant" in fam.params:
        out["hits"] = ("the relevant items in the list",
                       lambda inp: sum(1 for x in inp["labels"] if x))
    if "distances" in fam.params and "k" in fam.params:  # the cut at the k-th distance, its ties included
        def within(inp: dict) -> int:
            d = sorted(float(x) for x in inp["distances"])
            k = inp["k"] if isinstance(inp["k"], int) else 0
            return sum(1 for x in d if x <= d[k - 1]) if 0 < k <= len(d) else 0
        out["within_kth"] = ("the number of items within the k-th nearest distance (the whole tied group at the "
                             "cut, not k)", within)
    if "scores" in fam.params:
        def pairs(inp: dict) -> int:
            pos = sum(1 for y in inp["labels"] if y)
            return pos * (len(inp["labels"]) - pos)
        out["pairs"] = ("the number of (positive, negative) pairs P x N", pairs)
    return out


def _length_of(p: str) -> Callable[[dict], float]:
    """The length of the input's list ``p``."""
    return lambda inp: len(inp[p])


def _first_length_of(p: str) -> Callable[[dict], float]:
    """The length of the first element of the input's list of lists ``p`` (0 when it is empty)."""
    return lambda inp: len(inp[p][0]) if inp[p] else 0


def _whole_number(p: str) -> Callable[[dict], float]:
    """The input's whole-number parameter ``p`` (0 when it is not an int)."""
    return lambda inp: inp[p] if isinstance(inp[p], int) else 0


def constant(value: Any) -> Symptom:
    """The same result whatever the input (a stub, a loop that never runs, a result overwritten)."""
    # 0 everywhere is also nothing ever counted: a test on the items that is never true
    never = (" (or that the test that counts an item can be true: a label compared with the string '1' or with True "
             "by `is`, or a variable that is never the item, counts nothing)" if value == 0 else "")

    def says(inp: dict, right: Any, wrong: Any) -> str:
        return (f"your function returns {_show(value)} on every input tried, whatever the input is (here the measure "
                f"is {_show(right)}): check that the loop runs over the input and that the result is computed from it, "
                "not set once and returned, and that no break or return stops the loop before the items that change "
                "the value (a search that always ends at its first step: a walk started from the wrong end, the "
                f"order never reversed, ascending where descending is meant){never}")

    # (the title says what the function does, and the causes that produce it as possibilities: the numbers single
    # out none of them)
    return Symptom("constant_result", f"the same result {_show(value)} on every input tried, whatever the input (what "
                   "the function does, not yet why: a value set once and returned, a search that ends at its first "
                   "step" + (", or a test on the items that is never true, so nothing is ever counted"
                             if value == 0 else "") + ")", lambda inp: value, lambda v, inp: v, says)
