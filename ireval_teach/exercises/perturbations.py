"""Generative diagnosis: each measure as a formula with named parts, and wrong variants derived from it.

A :class:`Formula` writes one measure family with its *parts* named the way the course names them
(numerator, denominator, cut-off, rank offset, log base, gain, discount start, ideal list,
aggregation, averaging order, pairing, interpolation direction, levels, tie handling, tails,
division, rounding). Its
``compute(inputs, choice)`` evaluates the measure with some parts swapped for a wrong
:class:`Option` (``choice`` maps a part to an option key; a part not in ``choice`` keeps its right
form). A :class:`Variant` is one or two swapped parts: the catalogue of mistakes a checker can
name is *derived* -- every option of every part, and every pair of options of two different
parts -- instead of one hand-written function per mistake. A :class:`Finished` variant is one
swapped part whose result is then given as a percentage or rounded (``FINISHES``).

The right value always comes from the library (:mod:`.tasks`); ``compute`` with no swapped part
is only cross-checked against it in the tests, never used as the expected value. Every mistake of
the hand-written catalogue (:mod:`.misconceptions`) on a family with a formula is also one of its
variants (tested): the catalogue keeps its names, explanations and public examples and is tried
first, the variants name what it does not hold.

>>> v = variant_by_name("dcg_classic:log_base=e")
>>> v.title
'DCG that uses the natural log ln instead of log2 (the log base)'
>>> round(v.wrong({"grades": [3, 2, 3, 0, 1]}), 4)
9.2374
>>> len(variants_for("ap")) > 20
True
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any
from collections.abc import Callable

from ..measures import MIN_GEO_MEAN
from ..trace import format_number as fmt
from .misconceptions import Derived


@dataclass(frozen=True)
class Option:
    """A wrong form of one part: ``says`` is the mistake in the course's words."""

    part: str
    key: str
    says: str
    detail: Callable[[dict], str] | None = None  # the mistake with the input's own numbers
    # may be combined with an option of another part: every part (True), none (False), or only the parts named
    # (the parts one line of code builds together: the levels' values and which levels are averaged)
    pairable: bool | tuple[str, ...] = True


@dataclass(frozen=True)
class Formula:
    """A measure family written with named parts (see the module docstring)."""

    family: str
    measure: str  # "AP", "P@k", ...
    text: str  # the right formula as the course writes it
    parts: dict  # part name -> its right form in the course's words
    options: tuple[Option, ...]
    compute: Callable[[dict, dict], Any]
    step_uses: Callable[[dict, int], str] | None = None  # which parts the step at a 1-based rank/query uses

    def __post_init__(self) -> None:
        for o in self.options:  # parts every formula shares are named once, here
            if o.part not in self.parts and o.part in COMMON_PARTS:
                self.parts[o.part] = COMMON_PARTS[o.part]


#: The right form of parts many formulas share.
COMMON_PARTS = {"division": "true division (/)", "rounding": "no rounding before the end"}


@dataclass(frozen=True)
class Variant(Derived):
    """A wrong version of a measure: one or two parts of its formula swapped (duck-types a Misconception)."""

    formula: Formula
    options: tuple[Option, ...]

    @property
    def name(self) -> str:
        return self.formula.family + ":" + "+".join(f"{o.part}={o.key}" for o in self.options)

    @property
    def title(self) -> str:
        f = self.formula
        return f"{f.measure} that " + " and that ".join(f"{o.says} (the {o.part.replace('_', ' ')})"
                                                        for o in self.options)

    def wrong(self, inp: dict) -> Any:
        return self.formula.compute(inp, {o.part: o.key for o in self.options})

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        f = self.formula
        bits = []
        for o in self.options:
            rightform = f.parts.get(o.part, "")
            bit = f"for the {o.part.replace('_', ' ')}, your function {o.says}" + (
                f"; {f.text} uses {rightform}" if rightform else "")
            if o.detail is not None:
                try:
                    bit += ": " + o.detail(inp)
                except Exception:  # noqa: BLE001 - a detail is a bonus
                    pass
            bits.append(bit)
        return "; ".join(bits)


#: How a result may be finished on top of a wrong formula: a percentage, or rounded for display.
def _rounded_to(d: int) -> Callable[[float], float]:
    """A finish that rounds to ``d`` decimals (a fresh closure per ``d``)."""
    return lambda x: round(x, d)


FINISHES: dict[str, tuple[str, Callable[[float], float]]] = {
    "percent": ("returns a percentage (times 100)", lambda x: 100 * x),
    **{f"round{d}": (f"rounds the result to {d} decimals", _rounded_to(d)) for d in (2, 3, 4)}}


@dataclass(frozen=True)
class Finished(Derived):
    """A single-part variant whose result is then scaled or rounded (duck-types a Misconception)."""

    variant: Variant
    finish: str

    @property
    def name(self) -> str:
        return f"{self.variant.name}+result={self.finish}"

    @property
    def title(self) -> str:
        return f"{self.variant.title}, and that {FINISHES[self.finish][0]}"

    def wrong(self, inp: dict) -> Any:
        v = self.variant.wrong(inp)
        f = FINISHES[self.finish][1]
        return [float(f(float(x))) for x in v] if isinstance(v, list) else float(f(float(v)))

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return (self.variant.explain(inp, right, wrong) + f"; and your function {FINISHES[self.finish][0]}: return "
                "the proportion itself, unrounded")


@cache
def finished_for(family: str) -> tuple[Finished, ...]:
    """Every single-part variant of a family, finished as a percentage or rounded to 2, 3 or 4 decimals."""
    return tuple(Finished(v, f) for f in FINISHES for v in variants_for(family, pairs=False)
                 if v.options[0].part not in ("rounding", "division"))


# ------------------------------------------------------------------------------ shared pieces
def _div(num: float, den: float, c: dict) -> float:
    """The measure's main division: true division, or the integer division a student wrote by mistake."""
    if c.get("division") == "integer":
        return float(num // den)
    return num / den


def _rnd(x: float, c: dict) -> float:
    d = c.get("rounding")
    if d == "int":  # cut to a whole number: int(), math.floor of a positive value, an integer array's slot
        return float(int(x))
    return round(x, int(d)) if d is not None else x


#: How a list of values is averaged: the right arithmetic mean, and the wrong rules a variant may use
#: instead (on AP's precisions, MAP's APs, a macro average's values, DCG's discounted gains). The geometric
#: mean floors a value of 0 at 1e-5, as trec_eval's gm_map does (MIN_GEO_MEAN); the shifted one adds 1e-5 to
#: every value instead (``gmean(aps + 1e-5)``). Each raises on an empty list, like the statistics functions a
#: student calls; the caller says what no value gives.
_AVERAGES: dict[str, Callable[[list], float]] = {
    "mean": lambda v: math.fsum(v) / len(v),
    "median": lambda v: float(statistics.median(v)),
    "harmonic": lambda v: float(statistics.harmonic_mean(v)),
    "geometric": lambda v: math.exp(math.fsum(math.log(max(a, MIN_GEO_MEAN)) for a in v) / len(v)),
    "geometric_shifted": lambda v: math.exp(math.fsum(math.log(a + MIN_GEO_MEAN) for a in v) / len(v)),
    "max": max,
}

DIVISION = (Option("division", "integer", "uses integer division (//), which cuts every fraction down to 0 or 1 (// "
                   "written for /; or int() or math.floor() of the quotient; or the quotient stored in an integer "
                   "array, np.zeros_like of a 0/1 list or np.zeros(n, dtype=int), which truncates what is "
                   "assigned to it)",
                   pairable=False),)


def _rounding(what: str) -> tuple[Option, ...]:
    return tuple(Option("rounding", str(d), f"rounds {what} to {d} decimal{'s' if d > 1 else ''} before "
                        "going on (rounding too early)", pairable=False) for d in (1, 2, 3)) + (
        Option("rounding", "int", f"cuts {what} to a whole number before going on (int() or math.floor, or {what} "
               "stored in an integer array, e.g. np.zeros(n, dtype=int): every fraction becomes 0)", pairable=False),)


# ---------------------------------------------------------------------------------- set measures
def _sets(inp: dict) -> tuple[int, int, int, int]:
    ret, rel = set(inp["retrieved"]), set(inp["relevant"])
    return len(ret & rel), len(ret), len(rel), len(ret | rel)


def _set_measure(kind: str) -> Formula:
    right_den = "retrieved" if kind == "precision" else "relevant"
    other = "relevant" if kind == "precision" else "retrieved"

    def compute(inp: dict, c: dict) -> float:
        tp, s, rel, union = _sets(inp)
        num = {"hits": tp, "twice": 2 * tp, "misses": (s - tp) if kind == "precision" else (rel - tp)}[
            c.get("numerator", "hits")]
        den = {"retrieved": s, "relevant": rel, "union": union, "both": s + rel}[c.get("denominator", right_den)]
        return _div(num, den, c)

    opts = [Option("numerator", "twice", "counts every relevant retrieved item twice (a copied `tp += 1` line; or "
                   "tp + tp)"),
            Option("numerator", "misses", "counts the items that are NOT hits (the test inverted: `if x not in "
                   "relevant`; or the set difference, len(retrieved - relevant))"),
            Option("denominator", other, f"divides by the number of {other} items (len({other}) written for "
                   f"len({right_den}); or retrieved and relevant passed to the function in swapped order)"),
            Option("denominator", "union", "divides by all items retrieved or relevant (the union: len(retrieved | "
                   "relevant), | where & was meant; or len(set(retrieved) | set(relevant)) in the denominator)"),
            Option("denominator", "both", "divides by retrieved + relevant (len(retrieved) + len(relevant), a + "
                   "where the one set's size was meant; or the F1 denominator copied)")]
    return Formula(f"set_{kind}", kind, f"{kind} = |retrieved and relevant| / |{right_den}|",
                   {"numerator": "the relevant retrieved items", "denominator": f"the {right_den} items"},
                   tuple(opts) + DIVISION, compute,
                   lambda inp, j: f"the first {j} retrieved items: the relevant ones among them (the numerator) "
                                  f"over the {right_den} items (the denominator)")


# ----------------------------------------------------------------------------------------- F
def _f_compute(inp: dict, c: dict) -> float:
    p, r, b = float(inp["precision"]), float(inp["recall"]), float(inp["beta"])
    pw = c.get("beta_weight", "squared")
    if pw == "ignored":
        b = 1.0
    if pw == "fourth_power":
        b = b * b  # squared once into a variable, then squared again in the formula
    bn = b if pw in ("not_squared", "numerator_not_squared") else b * b
    bd = b if pw in ("not_squared", "denominator_not_squared") else b * b
    mean = c.get("mean", "harmonic")
    if pw == "one_plus_b_all_squared":  # (1 + b) ** 2 where the formula has 1 + b ** 2
        bn_num = (1 + b) ** 2
    else:
        bn_num = 1 + bn
    if mean == "arithmetic":
        return (p + bn * r) / (1 + bn)
    if mean == "geometric":
        return math.sqrt(p * r)
    if mean == "harmonic_without_2":  # 1 / (1/P + 1/R): half the harmonic mean, beta left out
        return p * r / (p + r) if p + r else 0.0
    if c.get("weighted_side") == "recall":
        den = p + bd * r
    elif c.get("weighted_side") == "both":
        den = bd * (p + r)
    else:
        den = bd * p + r
    if den == 0:
        return 0.0
    return bn_num * p * r / den


F_BETA = Formula(
    "f_beta", "F_beta", "F_beta = (1 + b^2) P R / (b^2 P + R)",
    {"beta_weight": "b squared in both places", "weighted_side": "b^2 multiplying P in the denominator",
     "mean": "the weighted harmonic mean"},
    (Option("beta_weight", "not_squared", "uses b where the formula has b^2 (beta not squared: beta read as the "
            "weight b^2 itself, as if already squared; or a variable b2 = beta where beta ** 2 was meant)",
            lambda inp: f"with b = {fmt(inp['beta'])} you used {fmt(inp['beta'])} instead of "
                        f"b^2 = {fmt(inp['beta'] ** 2)}"),
     Option("beta_weight", "numerator_not_squared", "uses (1 + b) instead of (1 + b^2) in the numerator (beta "
            "not squared there: 1 + beta written for 1 + beta ** 2; or b2 = beta ** 2 used in the denominator only)"),
     Option("beta_weight", "denominator_not_squared", "uses b P instead of b^2 P in the denominator (beta not "
            "squared there: beta * p written for beta ** 2 * p; or b2 = beta ** 2 used in the numerator only)"),
     Option("weighted_side", "recall", "multiplies R instead of P by b^2 in the denominator (beta on the wrong side: "
            "p + b2 * r; or precision and recall passed to the function in swapped order)"),
     Option("weighted_side", "both", "multiplies both P and R by b^2 in the denominator, b^2 (P + R) (b2 * (p + r), "
            "a parenthesis misplaced; or b2 copied onto the second term, b2 * p + b2 * r)"),
     Option("mean", "arithmetic", "takes the (weighted) arithmetic mean (P + b^2 R) / (1 + b^2) instead of the "
            "harmonic mean (or np.average([p, r], weights=[1, b2]))"),
     Option("mean", "geometric", "takes the geometric mean sqrt(P R) (math.sqrt(p * r), np.sqrt(p * r) or "
            "(p * r) ** 0.5, beta left out)"),
     Option("mean", "harmonic_without_2", "computes 1 / (1/P + 1/R), which is half the harmonic mean 2 / (1/P + "
            "1/R), and leaves beta out (p * r / (p + r): the factor 2, or 1 + b^2, dropped from the numerator)"),
     Option("beta_weight", "one_plus_b_all_squared", "computes (1 + b)^2 where the formula has 1 + b^2 (the "
            "parentheses: (1 + beta) ** 2 instead of 1 + beta ** 2)"),
     Option("beta_weight", "fourth_power", "squares beta twice (b^4): beta = beta ** 2, then beta ** 2 in the "
            "formula again"),
     Option("beta_weight", "ignored", "computes F1 = 2 P R / (P + R) whatever beta is (beta ignored: a "
            "hard-coded 2 * p * r / (p + r); or an F1 helper called without beta, its default beta=1 left in place)")),
    _f_compute,
    lambda inp, j: ("F1 = 2 P R / (P + R), the plain harmonic mean of P and R (the mean)" if j == 1 else
                    "the beta weighting: b^2 in the numerator (1 + b^2) and on P in the denominator b^2 P + R (the "
                    "beta weight and the weighted side); with beta = 1 your function is right"))


# ----------------------------------------------------------------------------------- P@k, R@k
def _cut(c: dict, k: int, n: int) -> int:
    return max({"k": k, "k-1": k - 1, "k+1": k + 1, "list": n}[c.get("cutoff", "k")], 0)


CUTOFF = (Option("cutoff", "k-1", "counts the hits in the first k - 1 ranks (an off-by-one slice: labels[:k - "
                 "1], range(1, k) over 1-based ranks, rank < k, or a 0-based index i kept while i < k - 1)"),
          Option("cutoff", "k+1", "counts the hits in the first k + 1 ranks (an off-by-one slice: labels[:k + "
                 "1], range(k + 1) over 0-based indices, or i <= k on a 0-based index)"),
          Option("cutoff", "list", "counts the hits in the whole list, not only in the top k (the cut at k never "
                 "applied: sum(labels) of the whole list, the slice forgotten)"))


def _p_at_k(inp: dict, c: dict) -> float:
    labels, k = list(inp["labels"]), int(inp["k"])
    n = len(labels)
    top = labels[:_cut(c, k, n)]
    hits = sum(1 for x in top if x)
    num = {"hits": hits, "twice": 2 * hits, "misses": len(top) - hits}[c.get("numerator", "hits")]
    den = {"k": k, "list": n, "relevant": sum(1 for x in labels if x), "k+1": k + 1,
           "retrieved": min(k, n), "twice": k * k}[c.get("denominator", "k")]
    if den == 0:
        return 0.0
    return _div(num, den, c)


P_AT_K = Formula(
    "p_at_k", "P@k", "P@k = (relevant items in the top k) / k",
    {"cutoff": "the top k ranks", "numerator": "the relevant items", "denominator": "k"},
    CUTOFF + (Option("numerator", "twice", "counts every hit twice (a copied `hits += 1` line; or hits + hits)"),
              Option("numerator", "misses", "counts the label-0 (non-relevant) items as the hits instead of the "
                     "relevant ones (the test inverted: `if not x`, `x == 0`; or labels[:k].count(0))"),
              Option("denominator", "retrieved", "divides by the number of items retrieved when fewer than k were "
                     "returned (min(k, list length)) instead of k (e.g. the mean of the slice labels[:k], or the "
                     "length of the slice, len(labels[:k]), as the divisor: the slice stops at the list's end)"),
              Option("denominator", "list", "divides by the length of the list (len(labels) written where k was "
                     "meant; or the parameter k overwritten, k = len(labels))",
                     lambda inp: f"you divided by the {len(inp['labels'])} items of the list instead of "
                                 f"k = {inp['k']}"),
              Option("denominator", "relevant", "divides by the relevant items in the list (a recall, not a precision: "
                     "sum(labels) of the whole list, or labels.count(1), as the denominator)"),
              Option("denominator", "k+1", "divides by k + 1 (a 0-based k)"),
              Option("denominator", "twice", "divides by k twice (normalising twice: a copied `/ k`, "
                     "e.g. p = hits / k and then return p / k)",
                     lambda inp: f"you divided the hits by k = {inp['k']} and then by k again")) + DIVISION,
    _p_at_k, lambda inp, j: f"P@{j} = (hits in the top {j}) / {j}: the numerator (hits so far) and the "
                            "denominator (the rank)")


def _r_at_k(inp: dict, c: dict) -> float:
    labels, R, k = list(inp["labels"]), int(inp["n_relevant"]), int(inp["k"])
    top = labels[:_cut(c, k, len(labels))]
    hits = sum(1 for x in top if x)
    num = {"hits": hits, "twice": 2 * hits}[c.get("numerator", "hits")]
    den = {"n_relevant": R, "k": k, "retrieved_relevant": sum(1 for x in labels if x),
           "list": len(labels), "twice": R * R}[c.get("denominator", "n_relevant")]
    if den == 0:
        return 0.0
    return _div(num, den, c)


R_AT_K = Formula(
    "r_at_k", "R@k", "R@k = (relevant items in the top k) / n_relevant",
    {"cutoff": "the top k ranks", "numerator": "the relevant items", "denominator": "n_relevant"},
    CUTOFF + (Option("numerator", "twice", "counts every hit twice (a copied `hits += 1` line; or hits + hits)"),
              Option("denominator", "k", "divides by k (that is precision) instead of n_relevant (the P@k "
                     "line copied: / k where / n_relevant was meant)"),
              Option("denominator", "retrieved_relevant", "divides by the relevant items retrieved (found in the list: the hits, sum(labels)), not by all "
                     "relevant items of the query; or n_relevant recomputed from the list instead of the "
                     "parameter used)"),
              Option("denominator", "list", "divides by the length of the list (len(labels) written where "
                     "n_relevant was meant)"),
              Option("denominator", "twice", "divides by n_relevant twice (normalising twice: a copied "
                     "`/ n_relevant`)")) + DIVISION,
    _r_at_k)


def _distance_p_at_k(inp: dict, c: dict) -> float:
    d, labels, k = list(inp["distances"]), list(inp["labels"]), int(inp["k"])
    n = len(d)
    order = c.get("order", "nearest")
    if order == "nearest":
        idx = sorted(range(n), key=lambda i: d[i])
        ranked = [labels[i] for i in idx]
    elif order == "farthest":
        ranked = [labels[i] for i in sorted(range(n), key=lambda i: -d[i])]
    elif order == "labels_not_reordered":
        ranked = labels
    elif order == "by_label":  # sorted(zip(labels, distances)): the label is the first sort key
        ranked = [lab for lab, _ in sorted(zip(labels, d))]
    else:  # "rank_positions": the rank of each item used as if it were the order (argsort of argsort)
        idx = sorted(range(n), key=lambda i: d[i])
        pos = [0] * n
        for r, i in enumerate(idx):
            pos[i] = r
        ranked = [labels[p] for p in pos]
    top = ranked[1:k + 1] if c.get("cutoff") == "skip_first" else ranked[:_cut(c, k, n)]
    hits = sum(1 for x in top if x)
    den = {"k": k, "list": n}[c.get("denominator", "k")]
    return _div(hits, den, c)


DISTANCE_P_AT_K = Formula(
    "distance_p_at_k", "P@k of a distance ranking", "P@k of the items sorted by distance, nearest first",
    {"order": "the labels reordered with the distances, nearest first", "cutoff": "the top k ranks",
     "denominator": "k"},
    (Option("order", "labels_not_reordered", "takes the labels in their input order: the distances were not "
            "sorted, or the labels were not reordered with them, so the labels no longer match their items",
            lambda inp: f"the first {inp['k']} labels of the input are {list(inp['labels'])[:inp['k']]}; the "
                        f"{inp['k']} nearest items have labels "
                        f"{[inp['labels'][i] for i in sorted(range(len(inp['distances'])), key=lambda i: inp['distances'][i])][:inp['k']]}"),
     Option("order", "rank_positions", "uses each item's rank (argsort applied twice: argsort of argsort) as if it "
            "were the order of the items (the ranks used as the indices of the nearest items)"),
     Option("order", "farthest", "ranks the largest distances first (sorted(..., reverse=True), "
            "np.argsort(distances)[::-1] or np.argsort(-distances): the order for scores, largest first, used for "
            "distances)"),
     Option("cutoff", "skip_first", "skips the nearest item and takes ranks 2 to k + 1 (as if the nearest item "
            "were the query itself): here every item is a result, the nearest one too (a slice ranked[1:k + 1], "
            "or a 1-based rank used as a 0-based index)"),
     Option("order", "by_label", "sorts the (label, distance) pairs, so the LABEL is the first sort key (sorted(zip("
            "labels, distances)) puts the non-relevant items first): sort by the distance",
            lambda inp: "sorted() compares tuples element by element, first the label; put the distance first: "
                        "sorted(zip(distances, labels))")) + CUTOFF[:2] +
    (Option("denominator", "list", "divides by the length of the list instead of k (len(labels) or "
            "len(distances) written where k was meant)"),) + DIVISION,
    _distance_p_at_k,
    lambda inp, j: f"P@{j}: the {j} items with the smallest distances, their labels moved with them (the order), "
                   f"and the hits among them divided by {j} (the cut-off and the denominator)")


# ------------------------------------------------------------------------------ interpolation
def _points(inp: dict, c: dict) -> list[tuple[float, float]]:
    labels, R = list(inp["labels"]), int(inp["n_relevant"])
    rden = {"n_relevant": R, "retrieved_relevant": sum(1 for x in labels if x), "list": len(labels)}[
        c.get("recall_denominator", "n_relevant")]
    out, tp = [], 0
    late = c.get("numerator")  # the hit counter advanced after the rank's point is taken (both values, or P only)
    for rank, x in enumerate(labels, start=1):
        before = tp
        if x:
            tp += 1
        hits_p = before if late in ("before", "before_precision") else tp
        hits_r = before if late == "before" else tp
        recall = hits_r / rden if rden else 0.0
        if c.get("recall_rounding") == "levels":  # snapped to the levels' grid before the comparison
            recall = round(recall, 1)
        out.append((recall, _rnd(_div(hits_p, rank + (1 if c.get("rank_offset") == "+1" else 0), c), c)))
    if c.get("axes") == "swapped":  # (precision, recall) pairs read as (recall, precision)
        out = [(p, r) for r, p in out]
    ranks = c.get("ranks", "all")  # a loop over the ranks one short at one end (the recalls still counted)
    out = out[1:] if ranks == "without_first" else out[:-1] if ranks == "without_last" else out
    # an anchor point (recall 0, precision 1) put before rank 1, as scikit-learn's precision_recall_curve ends with
    return [(0.0, 1.0)] + out if c.get("anchor") == "zero_one" else out


def _curve(inp: dict, c: dict) -> list[float]:
    pts = _points(inp, c)
    direction, strict = c.get("direction", "right"), c.get("comparison") == "strict"
    out = []
    levels = LEVEL_VALUES[c.get("level_values", "exact")]
    for i in range(11):
        lv = levels[i]
        if direction == "right":
            cand = [p for r, p in pts if (r > lv if strict else r >= lv)]
            out.append(max(cand) if cand else 0.0)
        elif direction == "left":
            cand = [p for r, p in pts if (r < lv if strict else r <= lv)]
            out.append(max(cand) if cand else 0.0)
        elif direction == "global":  # the best precision of the whole list wherever some rank reaches the level
            reached = any((r > lv if strict else r >= lv) for r, _ in pts)
            out.append(max(p for _, p in pts) if reached else 0.0)
        else:  # "none": the precision at the first rank reaching the level
            out.append(next((p for r, p in pts if (r > lv if strict else r >= lv)), 0.0))
    return out


def _accumulated() -> list[float]:
    out, lv = [], 0.0
    for _ in range(11):
        out.append(lv)
        lv += 0.1
    return out


#: the recall levels as a student's code may compute them: i / 10 (exact), i * 0.1 or np.arange(0, 1.1, 0.1)
#: (0.30000000000000004, 0.6000000000000001, 0.7000000000000001), or 0.1 added up (0.7999999999999999, ...)
LEVEL_VALUES = {"exact": [i / 10 for i in range(11)], "float_steps": [i * 0.1 for i in range(11)],
                 "accumulated": _accumulated()}

_CURVE_OPTIONS = (
    Option("direction", "left", "takes the best precision at recall <= r (interpolating to the left: the "
           "comparison flipped, recall <= r written for recall >= r)"),
    Option("direction", "none", "takes the precision at the first rank whose recall reaches r (no interpolation: "
           "no maximum over the later ranks: a loop that takes the first rank with recall >= r and breaks)"),
    Option("direction", "global", "takes the best precision of the whole list at every level some rank reaches, "
           "instead of the best precision at recall >= r (as a running maximum taken from the top of the list, "
           "forward, not reversed: np.maximum.accumulate of the precisions read at or past the level holds the best "
           "precision of every earlier rank as well)"),
    Option("comparison", "strict", "takes only ranks whose recall is strictly above r (recall > r), so a rank "
           "reaching r exactly is left out (> written for >=)"),
    Option("recall_denominator", "retrieved_relevant", "divides recall by the relevant items retrieved (found in the "
           "list) instead of n_relevant (so recall 1.0 is reached too early: sum(labels) written where n_relevant was "
           "meant)"),
    Option("recall_denominator", "list", "divides recall by the length of the list instead of n_relevant "
           "(len(labels) written where n_relevant was meant)"),
    Option("rank_offset", "+1", "divides the hits by rank + 1 (0-based rank plus one twice: "
           "enumerate(labels, 1) and then i + 1, or np.arange(1, n + 1) + 1)"),
    Option("ranks", "without_first", "leaves rank 1's point out of the maxima (a backward loop that stops before "
           "rank 1: range(n - 1, 0, -1) never reaches index 0; or a forward loop from index 1), its precision never "
           "compared"),
    Option("numerator", "before", "advances the hit counter after the rank's precision and recall are taken (the "
           "`+=` placed after the append): every point lags one hit behind, rank k's precision is (hits before rank "
           "k) / k"),
    Option("numerator", "before_precision", "takes rank k's precision before counting its own hit (hits before rank k "
           "/ k), its recall after: the precision lags one hit behind at each relevant rank"),
    Option("ranks", "without_last", "leaves the last rank's point out of the maxima (a loop that stops one rank "
           "early: range(n - 1), or a backward loop that starts at n - 2)"),
    Option("axes", "swapped", "swaps precision and recall: it interpolates the recall over precision levels "
           "(the points stored as (P, R) and read as (R, P); or the precisions passed where the recalls are expected "
           "and the recalls where the precisions are)"),
    Option("level_values", "float_steps", "computes the recall levels as i * 0.1 (or np.arange(0, 1.1, 0.1)), so "
           "level 0.3 is 0.30000000000000004 and a rank whose recall is exactly 0.3 does not reach it: use i / 10 "
           "or round the levels", pairable=("levels",)),
    Option("anchor", "zero_one", "adds a point (recall 0, precision 1) before rank 1, so the precision at level 0 "
           "is always 1 (scikit-learn's precision_recall_curve ends with that point: its curve used as the PR points, "
           "or a list of points started with (0, 1))"),
    Option("level_values", "accumulated", "adds 0.1 up to get the recall levels (level += 0.1 in a loop: the levels "
           "accumulated), so level 0.8 is 0.7999999999999999 (a floating-point rounding error): use i / 10",
           pairable=("levels",)),
    Option("recall_rounding", "levels", "rounds each recall to one decimal, the levels' own grid, before comparing "
           "it with the levels (round(recall, 1)): a recall of 0.75 becomes 0.8 and reaches level 0.8 it never "
           "reached"),
) + _rounding("each precision")

INTERP_CURVE = Formula(
    "interp_curve", "interpolated precision", "p_interp(r) = max {P@k : R@k >= r}, r = 0.0, 0.1, ..., 1.0",
    {"direction": "the best precision at recall >= r (to the right)", "comparison": "recall >= r",
     "numerator": "the hits up to and including rank k",
     "recall_denominator": "n_relevant", "rank_offset": "P@k = hits / k",
     "level_values": "the levels exactly 0.0, 0.1, ..., 1.0 (i / 10)", "axes": "precision as a function of recall",
     "ranks": "every rank's point, rank 1 to the last", "anchor": "the ranks' own points only",
     "recall_rounding": "each recall exact", "rounding": "no rounding"},
    _CURVE_OPTIONS, _curve,
    lambda inp, i: f"recall level {i / 10:g}: the best precision at recall >= {i / 10:g} (the direction and the "
                   f"comparison), recall = hits / n_relevant = hits / {inp['n_relevant']} (the recall denominator) "
                   "and P@k = hits / k (the rank offset)")


def _averaged_curve(inp: dict, c: dict) -> list[float]:
    """The queries' interpolated curves (:func:`_curve`, each with the same options) averaged level by level; a
    query with no relevant item is 0 at every level, as the library's ``no_relevant="zero"``."""
    avg = c.get("averaging", "mean")
    curves = [[0.0] * 11 if int(n) == 0 else _curve({"labels": list(r), "n_relevant": int(n)}, c)
              for r, n in zip(inp["runs"], inp["n_relevant"])]
    if not curves:
        return [0.0] * 11
    if avg == "sum":
        return [math.fsum(v[j] for v in curves) for j in range(11)]
    rule = _AVERAGES[avg]
    return [float(rule([v[j] for v in curves])) for j in range(11)]


#: How the queries' precisions at one level are combined: the mean over all Q queries, and its slips.
_CURVE_AVERAGING = (
    Option("averaging", "median", "takes the median of the queries' precisions at each level instead of their mean "
           "(np.median or statistics.median where the mean was meant)"),
    Option("averaging", "max", "takes the best query's precision at each level instead of the mean (max where the mean "
           "was meant)"),
    Option("averaging", "sum", "adds the queries' precisions at each level without dividing by the number of queries "
           "(sum with no / len(runs))"))
# (the queries with no relevant item left out is the library's averaged_pr_curve(no_relevant="skip"): a candidate)


AVERAGED_CURVE = Formula(
    "averaged_curve", "the averaged PR curve",
    "P_avg(r) = (1/Q) sum over queries of p_interp(r), p_interp(r) = max {P@k : R@k >= r}, r = 0.0, 0.1, ..., 1.0",
    {"averaging": "the mean of the queries' interpolated precisions at each level", **INTERP_CURVE.parts},
    _CURVE_AVERAGING + _CURVE_OPTIONS, _averaged_curve)


def _eleven(inp: dict, c: dict) -> float:
    vals = _curve(inp, c)
    lv = c.get("levels", "eleven")
    if lv == "without_zero":
        return math.fsum(vals[1:]) / 10
    if lv == "divide_by_10":
        return math.fsum(vals) / 10
    if lv == "without_one":
        return math.fsum(vals[:10]) / 11
    if lv == "without_one_by_10":
        return math.fsum(vals[:10]) / 10
    if lv == "nonzero":  # averaged over the levels that have a precision only
        kept = [v for v in vals if v > 0]
        return math.fsum(kept) / len(kept) if kept else 0.0
    return math.fsum(vals) / 11


ELEVEN_POINT = Formula(
    "eleven_point", "11-point AP", "(1/11) sum_{r = 0.0, 0.1, ..., 1.0} p_interp(r)",
    {"levels": "the 11 levels 0.0, 0.1, ..., 1.0, divided by 11", **INTERP_CURVE.parts},
    (Option("levels", "divide_by_10", "adds the 11 levels but divides by 10 (/ 10 written for / 11: ten "
            "steps of 0.1 taken for eleven levels)"),
     Option("levels", "without_zero", "averages only the 10 levels 0.1, ..., 1.0 (range(1, 11): the loop "
            "over the levels starts at 1; or levels[1:])"),
     Option("levels", "without_one", "adds only the levels 0.0, ..., 0.9 (range(10)) and divides by 11 (or "
            "levels[:-1], or a level list written out without 1.0)"),
     Option("levels", "without_one_by_10", "averages only the 10 levels 0.0, ..., 0.9 (range(10)): level 1.0 left "
            "out, a mean over ten levels (a level counter that stops at 9)"),
     Option("levels", "nonzero", "averages only the levels whose interpolated precision is above 0 (the zeros "
            "dropped before the mean: a mean of the nonzero values, an `if p` in the comprehension, or a `continue` "
            "for a level with no rank); a level no rank reaches counts 0 and still counts in the 11")) + _CURVE_OPTIONS,
    _eleven,
    lambda inp, j: f"rank {j}'s precision P@{j} = hits / {j} and recall R@{j} = hits / n_relevant (the recall "
                   "denominator), the best precision at recall >= each level (the direction and the comparison) and "
                   "the mean over the 11 levels (the levels)")


# ----------------------------------------------------------------------------------------- AP
#: A precision's rank counted from 0, or from 1 twice (AP and AP@k alike).
RANK_OFFSETS = (Option("rank_offset", "0", "divides the hits by the 0-based position (rank - 1: the index "
                "from enumerate() or np.flatnonzero, or np.arange(n), used as the rank; rank 1 divides by "
                "zero: a ZeroDivisionError)"),
                Option("rank_offset", "+1", "divides the hits by rank + 1 (a 0-based index plus one, added "
                "twice: enumerate(labels, 1) and then i + 1, or np.arange(1, n + 1) + 1)"))

def _ap_value(labels: list, R: int, c: dict) -> float:
    terms = _ap_terms(labels, R, c)
    return _ap_total(terms, labels, R, c)


def _ap_terms(labels: list, R: int, c: dict) -> list[float]:
    """The precisions AP adds, one per relevant rank (every rank with ``precision_at=all``): the PR points'
    precisions, read with the variant's parts."""
    off = {"1": 0, "0": -1, "+1": 1, "hits": 0, "cutoff": 0}[c.get("rank_offset", "1")]
    at = c.get("precision_at", "relevant")
    tp, terms = 0, []
    first = next((i for i, x in enumerate(labels, start=1) if x), 0)
    for rank, x in enumerate(labels, start=1):
        before = tp
        if x:
            tp += 1
        if x or at == "all":
            num = {"hits": tp, "before": before, "twice": 2 * tp}[c.get("numerator", "hits")]
            pos = first if c.get("position") == "first_index" and x else rank
            den = (R if at == "recall" else tp if c.get("rank_offset") == "hits"
                   else c.get("bound", len(labels)) if c.get("rank_offset") == "cutoff" else pos + off)
            terms.append(_rnd(_div(num, den, c), c))
    return terms


def _ap_total(terms: list[float], labels: list, R: int, c: dict) -> float:
    tp = sum(1 for x in labels if x)
    agg = c.get("aggregation", "sum")
    if agg == "median":  # the median of the precisions, a relevant item never retrieved counting 0
        terms += [0.0] * max(0, R - len(terms))
        return _AVERAGES["median"](terms) if terms else 0.0
    if agg == "max":
        total = _AVERAGES["max"](terms) if terms else 0.0
    else:
        total = math.fsum(terms)
    den = {"n_relevant": R, "retrieved_relevant": tp, "list": len(labels), "terms": len(terms),
           "min": min(R, len(labels)), "twice": R * R, "none": 1}[c.get("denominator", "n_relevant")]
    if R == 0 and c.get("denominator", "n_relevant") in ("n_relevant", "twice", "none"):
        return 0.0
    if den == 0:
        return 0.0
    return total / den


def _ap(inp: dict, c: dict) -> float:
    labels, R = list(inp["labels"]), int(inp["n_relevant"])
    if c.get("cutoff") == "n_relevant":  # the list cut at rank n_relevant (as R-precision would)
        labels = labels[:R]
    return _ap_value(labels, R, c)


def _ap_step(inp: dict, j: int) -> str:
    labels = list(inp["labels"])
    if j <= len(labels) and labels[j - 1]:
        return (f"rank {j} is relevant, so AP adds P@{j} = (hits in the top {j}) / {j} (the numerator counts the "
                f"hits so far, this one included; the rank starts at 1), divided by n_relevant = "
                f"{inp['n_relevant']} (the denominator)")
    return f"rank {j} is not relevant, so AP adds nothing there (precision is taken only at relevant ranks)"


def _numerator_before(rank: str) -> Option:
    """The hits counted before the relevant item itself, at each relevant rank (AP's and AP@k's; ``rank`` is the
    formula's name for the rank)."""
    return Option("numerator", "before", "counts the hits before counting the relevant item itself, not including it "
                  "(the hit counter incremented too late, after the precision: one hit too few at each relevant "
                  f"rank; or a slice that stops before rank {rank}, labels[:{rank} - 1], or labels[:i] with i the 0-based index; or a running count of the "
                  "earlier items only: itertools.accumulate(labels, initial=0), np.cumsum(labels) - labels)")


AP_OPTIONS = (
    Option("denominator", "retrieved_relevant", "divides by the relevant items retrieved (found in the list: the hits, sum(labels)) instead of n_relevant",
           lambda inp: f"you divided by the {sum(1 for x in inp['labels'] if x)} relevant items retrieved; the query "
                       f"has {inp['n_relevant']} relevant items, and each one never retrieved adds precision 0"),
    Option("denominator", "list", "divides by the length of the list instead of n_relevant (len(labels) "
           "written where n_relevant was meant)"),
    Option("denominator", "min", "divides by min(n_relevant, list length), as if a list could not hold more "
           "relevant items than its length (min(n_relevant, len(labels)): AP@k's min(k, n_relevant) with k the list's "
           "length)"),
    Option("precision_at", "all", "adds P@k at every rank, not only at the relevant ones (the precision "
           "added outside the `if`, only the hit count inside it; or the sum of np.cumsum(labels) / ranks not "
           "masked by the labels)"),
    Option("precision_at", "recall", "adds the recall (hits / n_relevant) at each relevant rank instead of the "
           "precision P@k (hits / n_relevant written where hits / rank was meant; or the recall list used in place of "
           "the precision list)"),
    *RANK_OFFSETS,
    Option("rank_offset", "hits", "divides the hits by the hits so far instead of the rank, so every relevant item "
           "adds 1 and AP becomes the recall of the list: every precision is 1, as with a rank counter that only "
           "advances inside the if, on relevant items (the same number as dropping the non-relevant items or "
           "sorting the list first)"),
    Option("position", "first_index", "takes every relevant item's rank from labels.index(), which finds the FIRST "
           "relevant item each time (so does np.argmax(labels) read inside the loop): use enumerate() for the rank"),
    _numerator_before("k"),
    Option("numerator", "twice", "counts every hit twice (a copied `hits += 1` line; or hits + hits)"),
    Option("denominator", "twice", "divides by n_relevant twice (normalising twice: a copied `/ n_relevant`, "
           "each P@k divided by n_relevant and then the sum again)"),
    Option("denominator", "none", "adds the precisions without dividing by n_relevant (the sum returned: the "
           "division left out, or placed after the return)"),
    Option("aggregation", "max", "takes the largest P@k instead of adding them up (max instead of sum; or "
           "total = max(total, p) in the loop where total += p was meant)"),
    Option("cutoff", "n_relevant", "stops at rank n_relevant: relevant items further down the list count too "
           "(labels[:n_relevant], R-precision's cut, applied before the sum)"),
    Option("aggregation", "median", "takes the median of the precisions instead of their mean (np.median or "
           "statistics.median where the mean was meant)"),
) + DIVISION + _rounding("each P@k")

AP = Formula(
    "ap", "AP", "AP = (1 / n_relevant) sum over relevant ranks k of P@k",
    {"denominator": "n_relevant", "precision_at": "the ranks of relevant items",
     "rank_offset": "ranks starting at 1", "numerator": "the hits up to and including rank k",
     "aggregation": "the sum of the precisions", "position": "each relevant item's own rank",
     "cutoff": "the whole list",
     "division": "true division", "rounding": "no rounding"},
    AP_OPTIONS, _ap, _ap_step)


def _pr_points(inp: dict, c: dict) -> list[float]:
    return _ap_terms(list(inp["labels"]), int(inp["n_relevant"]), c)


def _pr_points_step(inp: dict, j: int) -> str:
    labels = list(inp["labels"])
    if j <= len(labels) and labels[j - 1]:
        return (f"rank {j} is relevant, so it adds a point with precision P@{j} = (hits in the top {j}) / {j} (the "
                "numerator counts the hits so far, this one included; the rank starts at 1)")
    return f"rank {j} is not relevant: recall does not rise, so it adds no point"


#: The PR points' precisions are AP's terms: every part of a term is a part here (a rank counted from 0 or from
#: 1 twice, a hit counted twice, the first relevant item's position, the division, the rounding).
PR_POINTS = Formula(
    "pr_points", "the PR points' precisions", "P_i = (hits in the top k) / k at the rank k of the i-th relevant item",
    {"rank_offset": "ranks starting at 1", "numerator": "the hits up to and including rank k",
     "position": "each relevant item's own rank", "division": "true division", "rounding": "no rounding"},
    # (a rank counted on hits only, the recall or every rank's precision for the points', and a hit counted after
    # its point's precision are readings and record fields the engine tries for every list of points)
    tuple(o for o in AP_OPTIONS if o.part in ("rank_offset", "numerator", "position", "division", "rounding")
          and (o.part, o.key) not in (("rank_offset", "hits"), ("numerator", "before"))),
    _pr_points, _pr_points_step)


def _ap_k(inp: dict, c: dict) -> float:
    labels, R, k = list(inp["labels"]), int(inp["n_relevant"]), int(inp["k"])
    top = labels if c.get("cutoff") == "none" else labels[:max({"k": k, "k-1": k - 1, "k+1": k + 1}[
        c.get("cutoff", "k")], 0)]
    den = {"min": min(k, R), "n_relevant": R, "k": k, "retrieved_relevant": sum(1 for x in top if x),
           "list": min(k, len(labels))}[c.get("denominator", "min")]
    if den <= 0:
        return 0.0
    total = _ap_value(top, max(R, 1), {**{a: b for a, b in c.items() if a != "denominator"}, "denominator": "none",
                                       "bound": k})
    return total / den


AP_AT_K = Formula(
    "ap_at_k", "AP@k", "AP@k = (1 / min(k, n_relevant)) sum over relevant ranks i <= k of P@i",
    {"denominator": "min(k, n_relevant)", "cutoff": "the top k ranks", "precision_at": "the ranks of relevant items",
     "rank_offset": "each P@i divided by its own rank i (starting at 1)", "numerator": "the hits up to and including rank i",
     "aggregation": "the sum of the precisions"},
    (Option("rank_offset", "cutoff", "divides by k instead of the rank i at every relevant rank (hits / k instead of "
            "hits / i: P@k for P@i): the cut-off k and the rank i confused, the same k in every term"),
     Option("denominator", "n_relevant", "divides by n_relevant alone, the number of relevant items (the full AP's "
            "denominator) instead of min(k, n_relevant) (the full AP function reused on labels[:k])"),
     Option("denominator", "k", "divides by k instead of min(k, n_relevant) (the min() left out)"),
     Option("denominator", "retrieved_relevant", "divides by the relevant items found in the top k (the hits) "
            "instead of min(k, n_relevant) (sum(labels[:k]), or the hit counter, in the denominator)"),
     Option("denominator", "list", "divides by the items in the top k (min(k, len(labels)), the list length) "
            "instead of min(k, n_relevant) (len(labels[:k]) written where min(k, n_relevant) was meant)"),
     Option("cutoff", "k-1", "stops one rank early, at rank k - 1 (range(1, k) or labels[:k - 1]): rank k itself is "
            "never looked at (an off-by-one; or rank < k, or a 0-based index kept while i < k - 1)"),
     Option("cutoff", "k+1", "goes one rank too far, to rank k + 1 (labels[:k + 1]: an off-by-one slice; or "
            "range(k + 1) over 0-based indices, or i <= k on a 0-based index)"),
     Option("cutoff", "none", "sums over the whole list, not cut at k: the relevant ranks past k add their P@i "
            "too (k used only in the denominator: the loop over labels where labels[:k] was meant)"),
     Option("precision_at", "all", "adds P@i at every rank up to k, not only at the relevant ones (the "
            "precision added outside the `if`, only the hit count inside it)"),
     *RANK_OFFSETS,
     _numerator_before("i")) + DIVISION + _rounding("each P@i"),
    _ap_k, lambda inp, j: (f"rank {j}: P@{j} = (hits in the top {j}) / {j} if it is relevant and {j} <= k = "
                           f"{inp['k']} (the cut-off and the rank), the sum divided by min(k, n_relevant) = "
                           f"{min(int(inp['k']), int(inp['n_relevant']))} (the denominator)"))


def _map(inp: dict, c: dict) -> float:
    runs, nrel = [list(r) for r in inp["runs"]], [int(n) for n in inp["n_relevant"]]
    if c.get("pairing") == "reversed":  # zip(runs, reversed(n_relevant)): each query gets another's count
        nrel = nrel[::-1]
    elif c.get("pairing") == "sorted":  # n_relevant sorted on its own: the counts no longer match their queries
        nrel = sorted(nrel)
    elif c.get("pairing") == "shifted":  # n_relevant[i - 1]: one place behind, the first query takes the last count
        nrel = nrel[-1:] + nrel[:-1]
    elif c.get("pairing") == "total":  # every query divided by the relevant items of all queries
        nrel = [sum(nrel)] * len(nrel)
    if c.get("averaging") in ("hits_not_reset", "counters_not_reset"):
        # one hit counter for all queries, the rank restarting at 1 (or running on too: the lists joined)
        aps, hits, before = [], 0, 0
        for labels, n in zip(runs, nrel):
            s = 0.0
            for rank, x in enumerate(labels, start=1):
                if x:
                    hits += 1
                    s += hits / (rank + (before if c["averaging"] == "counters_not_reset" else 0))
            before += len(labels)
            aps.append(s / n if n else 0.0)
        return math.fsum(aps) / len(aps)
    avg = c.get("averaging", "mean")
    if avg == "list_precision":  # the precision of each whole list instead of its AP
        return math.fsum(sum(1 for x in r if x) / len(r) if r else 0.0 for r in runs) / len(runs)
    if avg == "concatenated":  # one AP over the lists joined end to end
        return _ap_value([x for r in runs for x in r], sum(nrel), c)
    if avg == "pooled":  # sum of all precisions over all relevant items
        inner = {k: v for k, v in c.items() if k != "averaging"}
        sums = [_ap_value(labels, n, inner) * n for labels, n in zip(runs, nrel)]
        total = sum(nrel)
        return math.fsum(sums) / total if total else 0.0
    inner = {k: v for k, v in c.items() if k != "rounding"}  # rounding too early: each query's AP
    aps = [_rnd(_ap_value(labels, n, inner), c) for labels, n in zip(runs, nrel)]
    if avg == "sum":
        return math.fsum(aps)
    if avg == "divided_twice":
        return math.fsum(aps) / len(aps) ** 2
    if avg == "skip_zero":
        kept = [a for a in aps if a > 0]
        return math.fsum(kept) / len(kept) if kept else 0.0
    if avg == "divide_by_relevant":
        return math.fsum(aps) / sum(nrel)
    return _AVERAGES[avg](aps)  # the mean, or median, harmonic, max, geometric (GMAP)


MAP = Formula(
    "map", "MAP", "MAP = (1/Q) sum over queries of AP(query)",
    {"averaging": "the mean of the queries' APs, each query counting 1/Q",
     "pairing": "runs[i] with n_relevant[i]", **AP.parts},
    (Option("averaging", "concatenated", "computes one AP over the lists joined end to end instead of the mean "
            "of each query's AP (the runs flattened first, sum(runs, []), itertools.chain or np.concatenate, and "
            "one AP computed with sum(n_relevant))"),
     Option("averaging", "pooled", "pools the precisions of all queries and divides by all their relevant items "
            "(a micro average: the same as each query's AP weighted by its n_relevant)"),
     Option("averaging", "sum", "adds the APs without dividing by the number of queries (sum(aps) with no "
            "/ len(aps))"),
     Option("averaging", "divided_twice", "divides by the number of queries twice (each AP by Q, then the sum by Q: "
            "a copied `/ len(runs)`, or np.mean of APs already divided by Q)"),
     Option("averaging", "skip_zero", "leaves out the queries whose AP is 0 (the zeros dropped before "
            "the mean: filter(None, aps), an `if ap` in the comprehension, a mean of the nonzero values; or a query "
            "with no relevant item retrieved skipped, a `continue` before it is counted, so it is not counted as "
            "0 in the mean)"),
     Option("averaging", "divide_by_relevant", "divides the sum of APs by the total number of relevant items "
            "(sum(aps) / sum(n_relevant): AP's denominator used again for the mean)"),
     Option("averaging", "median", "takes the median of the APs instead of their mean (np.median or "
            "statistics.median where the mean was meant)"),
     Option("averaging", "geometric", "takes the geometric mean of the APs (GMAP) instead of the arithmetic mean "
            "(np.exp(np.mean(np.log(np.maximum(aps, 1e-5)))), an AP of 0 floored at 1e-5 as in trec_eval's gm_map)"),
     Option("averaging", "geometric_shifted", "takes the geometric mean of the APs (GMAP) instead of the arithmetic "
            "mean, with 1e-5 added to every AP so that an AP of 0 has a logarithm (gmean(aps + 1e-5); trec_eval's "
            "gm_map floors an AP of 0 at 1e-5 instead)"),
     Option("averaging", "list_precision", "averages the precision of each whole list instead of each query's AP "
            "(sum(run) / len(run) or np.mean(run) per query: P at the list's end, no AP)"),
     Option("averaging", "harmonic", "takes the harmonic mean of the APs instead of their arithmetic mean "
            "(statistics.harmonic_mean where the mean was meant)"),
     Option("averaging", "max", "takes the best query's AP instead of the mean (max instead of mean: max(aps))"),
     Option("averaging", "hits_not_reset", "does not reset the hit counter between queries (each query's hits "
            "start where the previous query's ended: hits = 0 placed before the loop over the queries instead of "
            "inside it): start every query at 0"),
     Option("averaging", "counters_not_reset", "does not reset the hit counter nor the rank between queries: "
            "each query's precisions are read on the lists joined end to end (one running count over all the "
            "queries, as one cumulative sum over the concatenated runs gives), only its own relevant items and "
            "its own n_relevant kept: start every query's hits and ranks at 0"),
     Option("pairing", "total", "divides every query's AP by the relevant items of ALL queries (sum(n_relevant)) "
            "instead of that query's own n_relevant[i] (the whole list summed where it was to be indexed)"),
     Option("pairing", "sorted", "sorts n_relevant on its own (sorted(n_relevant), or a sorted copy 'to be safe'), "
            "so each query's list is paired with another query's count: runs[i] goes with n_relevant[i]"),
     Option("pairing", "shifted", "pairs each query's list with the previous query's n_relevant (n_relevant[i - 1]: "
            "the index into the counts one behind, so the first query takes the last count, n_relevant[-1]): "
            "runs[i] goes with n_relevant[i]"),
     Option("pairing", "reversed", "pairs each query's list with another query's n_relevant (the n_relevant list "
            "reversed: zip(runs, n_relevant[::-1]), or n_relevant[-1 - i]): runs[i] goes with n_relevant[i]"),
     # a mean of APs carries every part of AP (its list's cut at n_relevant is AP's own input, not a part here)
     ) + tuple(o for o in AP_OPTIONS if o.part not in ("division", "rounding", "cutoff")) + DIVISION
    + _rounding("each query's AP"),
    _map, lambda inp, j: f"query {j}'s AP (its own n_relevant = {inp['n_relevant'][j - 1]}) and the mean over "
                         f"{j} queries (the averaging)")


# -------------------------------------------------------------------------------------- DCG
_BASES = {"2": 2.0, "e": math.e, "10": 10.0}


def _gain(g: float, c: dict, right: str) -> float:
    kind = c.get("gain", right)
    if kind in ("xor", "xor_grouped"):  # ^ is the bitwise XOR of two integers (Python raises on a float grade)
        if g != int(g):
            raise TypeError("unsupported operand type(s) for ^: 'int' and 'float'")
        # 2 ^ rel - 1: - binds first, 2 ^ (rel - 1); (2 ^ rel) - 1: the power's parentheses kept
        return float(2 ^ (int(g) - 1)) if kind == "xor" else float((2 ^ int(g)) - 1)
    return {"linear": g, "exponential": 2.0 ** g - 1, "pow2": 2.0 ** g, "squared": g * g,
            "pow2_minus_inside": 2.0 ** (g - 1), "pow2_minus_inside_relevant": 2.0 ** (g - 1) if g > 0 else 0.0,
            "squared_minus_one": g * g - 1}[kind]


def _dcg_value(grades: list, c: dict, formulation: str) -> float:
    right_gain = "exponential" if formulation == "exponential" else "linear"
    disc = c.get("discount", "classic" if formulation == "classic" else "trec")
    twice = disc == "first_twice"  # the formulation's own discount, rank 1's term added once more
    if twice:
        disc = "classic" if formulation == "classic" else "trec"
    base = _BASES[c.get("log_base", "2")]
    off = {"0": 0, "-1": -1, "+1": 1, "index": -1}[c.get("rank_offset", "0")]
    terms = []
    for i, g in enumerate(grades, start=1):
        gain = _gain(float(g), c, right_gain)
        j = i + off
        if disc == "classic" and c.get("rank_offset") == "index":
            # the 0-based index read as the rank in the whole formula, its guard too: `if i < 2` on the index,
            # np.maximum(np.arange(n), 2): ranks 1 and 2 undiscounted, rank i >= 3 divided by log2(i - 1)
            d = max(1.0, math.log(j, base)) if j > 0 else 1.0
        elif disc == "classic":
            d = 1.0 if i == 1 else math.log(j, base) if j > 0 else math.log(0)
        elif disc == "without_first":  # the classic sum_{i >= 2} rel_i / log2(i) with its rel_1 + left out
            d = math.inf if i == 1 else math.log(j, base) if j > 0 else math.log(0)
        elif disc == "trec":
            d = math.log(j + 1, base) if j + 1 > 0 else math.log(0)
        elif disc == "log_plus_one":  # log2(i) + 1: the + 1 outside the log
            d = math.log(j, base) + 1 if j > 0 else math.log(0)
        elif disc == "rank":  # no log at all: rank i divided by i
            d = float(j)
        elif disc == "none":  # no discount at all: the sum of the gains
            d = 1.0
        elif disc == "log_inverted":  # math.log(2, i): log base i of 2 = 1 / log2(i), so the gain is multiplied
            k = j if formulation == "classic" else j + 1
            d = 1.0 if formulation == "classic" and i == 1 else 1.0 / math.log(k, base)
        else:  # "log_all": log(i) from rank 1 on
            d = math.log(j, base) if j > 0 else math.log(0)
        terms.append(_rnd(gain / d, c))  # d = 0 raises ZeroDivisionError, like the student's code
    if twice and terms:
        terms.append(terms[0])
    agg = c.get("aggregation")
    if agg in ("mean", "max"):  # one term per grade
        return _AVERAGES[agg](terms) if terms else 0.0
    if agg == "normalised":  # divided by the DCG of the same grades sorted high to low (an NDCG)
        rest = {k: v for k, v in c.items() if k != "aggregation"}
        best = _dcg_value(sorted(grades, reverse=True), rest, formulation)
        return math.fsum(terms) / best if best else 0.0
    return math.fsum(terms)


def _dcg_options(formulation: str) -> tuple[Option, ...]:
    other = "trec" if formulation == "classic" else "classic"
    disc_says = {"trec": "divides rank i by log2(i + 1) (the TREC discount: np.log2(np.arange(2, n + 2)), or "
                          "log2(index + 2) with a 0-based index)",
                 "classic": "leaves rank 1 undiscounted and divides rank i >= 2 by log2(i) (the classic discount: "
                            "an `if i == 1` branch, or max(1, log2(i)))"}
    gains = {"classic": ("exponential", "uses the exponential gain 2^rel - 1 instead of the grade itself"),
             "trec": ("exponential", "uses the exponential gain 2^rel - 1 instead of the grade itself"),
             "exponential": ("linear", "uses the grade itself as the gain instead of 2^rel - 1")}
    g_key, g_says = gains[formulation]
    return (
        Option("discount", other, disc_says[other]),
        Option("discount", "log_all", "divides every rank, rank 1 included, by log2(rank) (log2(1) = 0: "
               "np.log2(np.arange(1, n + 1)) with no special case for rank 1, the `if i == 1` branch left out)"),
        Option("log_base", "e", "uses the natural log ln instead of log2",
               lambda inp: "ln 2 = 0.6931, so a grade at rank 2 is divided by 0.6931 instead of log2(2) = 1"),
        Option("log_base", "10", "uses log10 instead of log2 (math.log10 or np.log10)"),
        Option("rank_offset", "-1", "takes the log of the 0-based index (rank - 1: the index from "
               "enumerate() without start=1, or np.arange(n), used as the rank)",
               lambda inp: "with a 0-based index i the discount log2(i) divides rank 2 by log2(1) = 0"),
        *((Option("rank_offset", "index", "reads the 0-based index as the rank everywhere, the undiscounted start "
                  "too: ranks 1 and 2 undiscounted and rank i >= 3 divided by log2(i - 1), every discount one rank "
                  "late (an `if i < 2` on enumerate()'s 0-based index with log2(i) after it, or "
                  "np.log2(np.maximum(np.arange(n), 2)))"),) if formulation == "classic" else ()),
        Option("rank_offset", "+1", "takes the log of rank + 1 where the formula has the rank itself: every "
               "discount one rank too far (an offset added twice, off by one: enumerate(grades, 1) and then i + 1, or "
               "np.arange(1, n + 1) + 1)"),
        Option("gain", g_key, g_says),
        Option("gain", "pow2", "uses 2^rel as the gain, without the - 1 (forgot to subtract 1)"),
        Option("gain", "squared", "uses rel^2 (the grade squared) as the gain (rel ** 2 for 2 ** rel - 1: "
               "the base and the exponent swapped, the - 1 dropped; or rel * rel)"),
        *((Option("gain", "pow2_minus_inside", "uses 2^(rel - 1) as the gain: the - 1 moved into the exponent "
                  "(a grade 0 gains 1/2)"),
           Option("gain", "pow2_minus_inside_relevant", "uses 2^(rel - 1) as the gain of a relevant item: the - 1 "
                  "moved into the exponent (the grades 0 skipped, so they gain 0)"),
           Option("gain", "xor", "writes the gain 2^rel - 1 with ^, which Python reads as the bitwise XOR 2 ^ (rel - "
                  "1): - binds before ^, and ^ is not a power (** is)"),
           Option("gain", "xor_grouped", "writes the gain (2 ^ rel) - 1 with ^ in parentheses, which Python reads as "
                  "the bitwise XOR of 2 and rel, minus 1 (2 ^ 2 is 0, so a grade 2 gains -1): ^ is not a power "
                  "(** is)"),
           Option("gain", "squared_minus_one", "uses rel^2 - 1 as the gain: the base and the exponent of 2^rel "
                  "swapped (rel ** 2 for 2 ** rel)")) if formulation == "exponential" else ()),
        *((Option("discount", "without_first", "leaves rank 1's term out: only sum_{i >= 2} rel_i / log2(i), the "
                  "rel_1 + of the classic formula dropped (a sum over range(2, n + 1) with rank 1 never added)"),)
          if formulation == "classic" else ()),
        *((Option("discount", "log_plus_one", "divides by log2(i) + 1 instead of log2(i + 1): the + 1 outside "
                  "the log (a parenthesis slip)"),) if formulation != "classic" else ()),
        Option("discount", "first_twice", "adds rank 1's term twice (the first grade counted twice): a sum started at "
               "rel_1 (total = grades[0]) and then a loop over every rank from rank 1 instead of from rank 2"),
        Option("discount", "rank", "divides by the rank itself, without the log (forgot the log2: "
               "np.arange(1, n + 1) with no np.log2 around it)"),
        Option("discount", "none", "adds the gains without any discount (that is the cumulated gain CG, not DCG: "
               "sum() of the gains; or the discount computed but never applied)"),
        Option("discount", "log_inverted", "multiplies each gain by the log instead of dividing by it (math.log(2, "
               "i), the value and the base swapped, is 1 / log2(i))"),
        Option("aggregation", "mean", "averages the discounted gains instead of adding them (np.mean where "
               "np.sum was meant; or the sum divided by len(grades))"),
        Option("aggregation", "max", "takes the largest discounted gain instead of adding them up (max instead of "
               "sum; or total = max(total, term) in the loop)"),
        Option("aggregation", "normalised", "divides by the DCG of the grades sorted high to low (that is NDCG; "
               "DCG is not normalised: the NDCG function called where DCG was asked, or its division by the ideal DCG "
               "copied)"),
    ) + _rounding("each discounted gain")


def _dcg_formula(formulation: str) -> Formula:
    text = {"classic": "DCG = rel_1 + sum_{i >= 2} rel_i / log2(i)",
            "trec": "DCG = sum_i rel_i / log2(i + 1)",
            "exponential": "DCG = sum_i (2^rel_i - 1) / log2(i + 1)"}[formulation]
    parts = {"log_base": "log2", "rank_offset": "the 1-based rank i", "aggregation": "the sum over the ranks",
             "discount": "rank 1 undiscounted, rank i >= 2 divided by log2(i)" if formulation == "classic"
             else "every rank i divided by log2(i + 1)",
             "gain": "2^rel - 1" if formulation == "exponential" else "the grade rel itself"}
    return Formula(f"dcg_{formulation}", "DCG", text, parts, _dcg_options(formulation),
                   lambda inp, c: _dcg_value(list(inp["grades"]), c, formulation),
                   lambda inp, j: f"rank {j}'s gain (the gain) divided by its discount (the log base, the rank "
                                  "offset and where the discount starts)")


def _ndcg(inp: dict, c: dict) -> float:
    grades, unret = [float(g) for g in inp["grades"]], [float(g) for g in inp["unretrieved"]]
    ideal_kind = c.get("ideal", "all")
    ideal = {"all": sorted(grades + unret, reverse=True),
             "retrieved": sorted(grades, reverse=True),
             "cut": sorted(grades + unret, reverse=True)[:len(grades)],
             "deduplicated": sorted(set(grades + unret), reverse=True),
             "unretrieved_only": sorted(unret, reverse=True),
             "undiscounted": sorted(grades + unret, reverse=True),
             "unsorted": grades + unret,
             "unsorted_relevant": [g for g in grades + unret if g > 0],
             "ascending": sorted(grades + unret),
             "ascending_relevant": sorted(g for g in grades + unret if g > 0),
             "unretrieved_as_ones": sorted(grades + [1.0] * len(unret), reverse=True),
             "separately": sorted(grades, reverse=True) + sorted(unret, reverse=True),
             "retrieved_sorted_only": sorted(grades, reverse=True) + unret}[ideal_kind]
    shown = sorted(grades, reverse=True) if c.get("numerator") == "sorted_grades" else grades
    top = _dcg_value(shown, c, "classic")
    ideal_c = {**c, "discount": "trec"} if c.get("ideal_discount") == "trec" else c
    best = math.fsum(ideal) if ideal_kind == "undiscounted" else _dcg_value(ideal, ideal_c, "classic")
    return top / best if best > 0 else 0.0


NDCG_ALL = Formula(
    "ndcg_all", "NDCG", "NDCG = DCG(your ranking) / DCG(ideal ranking of all judged relevant items)",
    {"ideal": "all judged grades (retrieved and unretrieved), sorted high to low, all of them",
     "numerator": "the DCG of the grades in their ranked order",
     "ideal_discount": "the same discount as the ranking's DCG", **_dcg_formula("classic").parts},
    (Option("ideal", "retrieved", "builds the ideal ranking from the retrieved grades only "
            "(sorted(grades, reverse=True): the unretrieved argument never used)"),
     Option("ideal", "cut", "cuts the ideal ranking to the length of the retrieved list (as zip() does when it "
            "pairs the ideal with a list as long as the ranking: it stops at the shorter)"),
     Option("ideal", "unsorted", "uses the judgments without sorting them for the ideal ranking (the sort "
            "never applied: sorted() called and its result dropped, or the grades concatenated in their stored "
            "order)"),
     Option("ideal", "unsorted_relevant", "uses the relevant judgments without sorting them for the ideal ranking "
            "(the 0s dropped, the rest left in their stored order: [g for g in grades + unretrieved if g > 0] never "
            "sorted)"),
     Option("ideal", "ascending", "sorts the ideal ranking from low to high, ascending (np.sort or sorted() without "
            "reverse=True)"),
     Option("ideal", "ascending_relevant", "sorts the ideal ranking from low to high, ascending (np.sort without "
            "reversing), of the relevant grades only (the 0s dropped)"),
     Option("ideal", "separately", "sorts the retrieved grades and the unretrieved grades apart and puts the "
            "unretrieved ones after the retrieved ones, instead of sorting all of them together (two lists sorted "
            "separately, then concatenated: the unretrieved appended after the retrieved)"),
     Option("ideal", "retrieved_sorted_only", "sorts only the retrieved grades and appends the unretrieved ones after "
            "them as given, never sorted (sorted(grades) + unretrieved): the ideal ranking is not in decreasing order"),
     Option("numerator", "sorted_grades", "computes the DCG of the retrieved grades sorted from high to low, not in "
            "the ranking's order (the ranking's own order lost: the ranked list itself sorted, e.g. in place when "
            "building the ideal, or a sorted copy used for the DCG)"),
     Option("ideal", "deduplicated", "builds the ideal ranking from the DIFFERENT grades only (set() drops "
            "equal grades): every judged item counts, equal grades too"),
     Option("ideal", "unretrieved_only", "builds the ideal ranking from the unretrieved grades only "
            "(sorted(unretrieved, reverse=True) where the grades + unretrieved were meant; or the ideal list "
            "overwritten by the unretrieved grades)"),
     Option("ideal", "undiscounted", "divides by the plain sum of the ideal grades, not discounted (the ideal DCG "
            "discounts them like the DCG of the ranking: sum(ideal) where dcg(ideal) was meant)"),
     Option("ideal", "unretrieved_as_ones", "reads `unretrieved` as grade 1 for each missed document in the ideal "
            "ranking (only the number of unretrieved documents, len(unretrieved), is used, not their grades)"),
     Option("ideal_discount", "trec", "discounts the ideal DCG by log2(i + 1) (the TREC discount) while the "
            "ranking's DCG uses the classic one: the two DCGs of the ratio are computed differently (two DCG "
            "helpers, or the ideal one written with np.log2(np.arange(2, n + 2)))"),
     ) + tuple(o for o in _dcg_options("classic") if o.part in ("discount", "log_base", "rank_offset", "gain"))
    + _rounding("each discounted gain"),
    _ndcg, lambda inp, j: f"rank {j}'s gain and discount in your DCG (the gain, the log base, the rank offset, where "
                          "the discount starts) and the ideal DCG of all judged grades sorted high to low (the ideal "
                          "list), which does not change with the cut")


# ------------------------------------------------------------------------------------- ROC AUC
def _auc(inp: dict, c: dict) -> float:
    scores, labels = [float(s) for s in inp["scores"]], list(inp["labels"])
    tie = c.get("ties", "half")
    invert = c.get("comparison") == "inverted"
    pos = [(i, s) for i, (s, y) in enumerate(zip(scores, labels)) if y]
    neg = [(i, s) for i, (s, y) in enumerate(zip(scores, labels)) if not y]
    total, tied = 0.0, 0
    # the (positive, negative) pairs compared: every one, or (zip) the i-th positive with the i-th negative only
    pairs = (list(zip(pos, neg)) if c.get("pairs") == "aligned" else
             [(p, n) for p in pos for n in neg])
    for (i, p), (j, n) in pairs:
        a, b = (n, p) if invert else (p, n)
        if a > b:
            total += 0.5 if tie == "halves_wins" else 1.0
        elif a == b and tie == "dropped":
            tied += 1
        elif a == b:
            total += {"half": 0.5, "halves_wins": 0.5, "zero": 0.0, "one": 1.0,
                      "input_order": 1.0 if i < j else 0.0,
                      "input_order_last": 1.0 if i > j else 0.0}[tie]
    den = {"pairs": len(pairs), "all_pairs": len(scores) * (len(scores) - 1) / 2,
           "n_squared": len(scores) ** 2}[
        c.get("denominator", "pairs")] - tied
    if c.get("ranks") == "zero_based":  # Mann-Whitney U from 0-based ranks: every positive loses one rank
        total -= len(pos)
    n_pos, n_neg = len(pos), len(neg)  # U = R1 - P(P + 1)/2 is the pairs won: another correction shifts it
    total += {"positives": 0.0, "negatives": n_pos * (n_pos + 1) / 2 - n_neg * (n_neg + 1) / 2,
              "none": n_pos * (n_pos + 1) / 2, "minus_one": float(n_pos)}[c.get("correction", "positives")]
    return total / den


ROC_AUC = Formula(
    "roc_auc", "ROC AUC", "AUC = (pairs where the positive scores higher + 1/2 per tied pair) / (P x N)",
    {"ties": "1/2 per tied (positive, negative) pair", "comparison": "the positive scoring higher",
     "ranks": "ranks starting at 1 (in the rank-sum form)",
     "correction": "P(P + 1)/2 subtracted from the positives' rank sum (in the rank-sum form)",
     "denominator": "the P x N (positive, negative) pairs", "pairs": "every (positive, negative) pair"},
    (Option("pairs", "aligned", "compares each positive only with the negative at the same place (zip(positives, "
            "negatives): one pair each, as many pairs as the shorter list has items, instead of every (positive, "
            "negative) pair: a nested loop or itertools.product)"),
     Option("ties", "zero", "counts a tied pair as 0 (`>` with no branch for equal scores; or a sort that "
            "breaks tied scores in the negative's favour)"),
     Option("ties", "one", "counts a tie as a whole win (1) instead of 1/2: a tied (positive, negative) pair credited "
            "in full, as >= instead of > does, or a sort that puts the positives first among tied scores (a sort "
            "key of (score, label): the tie broken in the positive's favour)"),
     Option("ties", "input_order", "breaks tied scores by input order (the first item listed wins)"),
     Option("ties", "input_order_last", "breaks tied scores by input order (the last item listed wins, as ordinal "
            "ranks from a stable sort or argsort do in a rank-sum (Mann-Whitney) formula, instead of mid-ranks)"),
     Option("ties", "dropped", "leaves the tied pairs out of both the count and the number of pairs "
            "(a `continue` on a tie that also skips the pair counter; or the pairs counted as wins + losses)"),
     Option("ties", "halves_wins", "halves the won pairs too: (wins + ties) / 2 where the formula has wins + ties / "
            "2 (a parenthesis misplaced)"),
     Option("comparison", "inverted", "counts the pairs where the negative scores higher (the comparison "
            "reversed: < where > is meant, a positive scoring lower counted as a win): it gives 1 - AUC (the "
            "ranking read from the lowest score up; the same area as the one left of the curve, the trapezoid rule "
            "with x and y swapped; in the rank-sum form, ranks given from the highest score down, rank 1 for the "
            "highest, where the Mann-Whitney formula needs rank 1 for the lowest; or rank positions, 1 = best, used "
            "as scores, so the best rank reads as the lowest score; or the rank sum of the negatives used where the "
            "positives' belongs; or a sweep that counts, for each positive, the negatives ranked above it instead of "
            "those below)"),
     Option("denominator", "all_pairs", "divides by all pairs of items, n(n - 1)/2, not only (positive, "
            "negative) pairs (len(scores) * (len(scores) - 1) / 2, or math.comb(n, 2), or a count of every pair "
            "i < j)"),
     Option("denominator", "n_squared", "divides by n^2 (every item paired with every item) instead of P x N "
            "(len(scores) ** 2, or a pair counter in a double loop over all the items)"),
     Option("ranks", "zero_based", "takes the rank-sum (Mann-Whitney) formula with 0-based ranks (argsort), so "
            "every positive item loses one rank: (sum of ranks - P(P + 1)/2) needs ranks starting at 1"),
     Option("correction", "negatives", "subtracts N(N + 1)/2, with the number of negatives, from the positives' rank "
            "sum in the rank-sum (Mann-Whitney) formula, instead of P(P + 1)/2: the two class sizes confused "
            "(n_neg written for n_pos, or the two counts unpacked in swapped order)"),
     Option("correction", "none", "takes the positives' rank sum R1 itself as the pairs won (the Mann-Whitney U "
            "without its - P(P + 1)/2 correction: the sum of the positives' ranks, e.g. from scipy.stats.rankdata, "
            "returned as U)"),
     Option("correction", "minus_one", "subtracts P(P - 1)/2 from the positives' rank sum instead of P(P + 1)/2 "
            "in the rank-sum (Mann-Whitney) formula (with n1 = P positives: n1(n1 - 1)/2 for n1(n1 + 1)/2): the "
            "sign inside the correction flipped (a correction misremembered), so every positive keeps one rank too "
            "many")),
    _auc,
    lambda inp, j: f"item {j} ({'positive' if inp['labels'][j - 1] else 'negative'}, score "
                   f"{fmt(float(inp['scores'][j - 1]))}) paired with each earlier item of the other class: which one "
                   "scores higher (the comparison), a tie counting 1/2 (the ties), and the number of pairs (the "
                   "denominator)")


# ----------------------------------------------------------------------------------- averaging
def _avg(inp: dict, c: dict, measure: str, right_avg: str) -> float:
    tables = [(int(a), int(b), int(d)) for a, b, d in inp["tables"]]
    m = c.get("measure", measure)
    den_of = {"precision": lambda tp, fp, fn: tp + fp, "recall": lambda tp, fp, fn: tp + fn,
              "jaccard": lambda tp, fp, fn: tp + fp + fn, "false_discovery": lambda tp, fp, fn: tp + fp}[m]
    num_of = (lambda tp, fp, fn: fp) if m == "false_discovery" else (lambda tp, fp, fn: tp)
    avg = c.get("averaging", right_avg)
    if avg == "micro":
        tp = sum(num_of(*t) for t in tables)
        den = sum(den_of(*t) for t in tables)
        return _div(tp, den, c) if den else 0.0
    vals: list[float] = []
    for t in tables:
        den = den_of(*t)
        if den == 0:
            if c.get("empty_query") in ("skip", "skip_zero"):
                continue
            if c.get("empty_query") == "previous":  # the variable of the last pass, never reset (0 before any)
                vals.append(vals[-1] if vals else 0.0)
                continue
            vals.append(1.0 if c.get("empty_query") == "one" else 0.0)
        else:
            v = _rnd(_div(num_of(*t), den, c), c)
            if v == 0 and c.get("empty_query") == "skip_zero":
                continue
            vals.append(v)
    return _AVERAGES["mean" if avg == "macro" else avg](vals) if vals else 0.0  # or median, harmonic


def _avg_formula(family: str, measure: str, right_avg: str) -> Formula:
    other_m = "recall" if measure == "precision" else "precision"
    other_a = "micro" if right_avg == "macro" else "macro"
    avg_says = {"micro": "pools the counts of all queries first (the micro average)",
                "macro": "averages each query's own value (the macro average)"}
    text = {"macro": f"macro {measure} = (1/Q) sum over queries of {measure}(query)",
            "micro": f"micro {measure} = (sum of tp) / (sum of {'tp + fp' if measure == 'precision' else 'tp + fn'})"}
    avg_causes = {"micro": " (the tables added up before dividing: sum of tp over the sum of the denominators)",
                  "macro": " (a value per query first, then their mean: np.mean of the per-query values)"}
    opts = (Option("averaging", other_a, avg_says[other_a] + avg_causes[other_a]),
            Option("averaging", "median", "takes the median of the queries' values instead of their mean "
                   "(np.median or statistics.median where the mean was meant)"),
            Option("averaging", "harmonic", "takes the harmonic mean of the queries' values instead of their "
                   "arithmetic mean (statistics.harmonic_mean where the mean was meant)"),
            Option("empty_query", "skip_zero", "leaves out every query whose value is 0 (nothing retrieved, or "
                   "nothing relevant retrieved): a query counts 1/Q whatever its value (the zeros dropped before the "
                   "mean: filter(None, values), an `if v` in the comprehension, a mean of the nonzero values)"),
            Option("measure", other_m, f"computes {other_m} (tp / {'tp + fp' if other_m == 'precision' else 'tp + fn'}) "
                   f"where {measure} was asked (fp written for fn; or each table unpacked with fp and fn swapped)"),
            Option("measure", "jaccard", "divides tp by tp + fp + fn (the Jaccard overlap) for each query "
                   "(both error counts added in the denominator)"),
            Option("measure", "false_discovery", "computes fp / (tp + fp), the share of retrieved items that are NOT "
                   "relevant (fp written for tp in the numerator; or each table unpacked as (fp, tp, fn))"),
            Option("empty_query", "skip", "skips a query with nothing retrieved (left out of the mean) instead of "
                   "counting its precision as 0 (a `continue` when tp + fp == 0; or the mean over the queries "
                   "that have a value only)"),
            Option("empty_query", "previous", "gives a query with nothing retrieved the previous query's value "
                   "instead of 0 (the variable is only set when there is something to divide, so it keeps the last "
                   "query's value: not reset at each query, carried over)"),
            Option("empty_query", "one", "counts a query with nothing retrieved as 1 instead of 0 (a guard that "
                   "returns 1 when nothing is retrieved; or a default of 1 for the empty division)")
            ) + DIVISION + _rounding("each query's value")
    return Formula(family, f"{right_avg} {measure}", text[right_avg],
                   {"averaging": avg_says[right_avg].replace("pools", "pooling").replace("averages", "averaging"),
                    "measure": measure, "empty_query": "a query with nothing retrieved counting 0"},
                   opts, lambda inp, c: _avg(inp, c, measure, right_avg),
                   lambda inp, j: f"query {j}'s counts {list(inp['tables'][j - 1])} (the measure) and how they are "
                                  "combined with the queries before it (the averaging order)")


# ---------------------------------------------------------------------------------- generality
def _generality(inp: dict, c: dict) -> float:
    cc, d = float(inp["c"]), float(inp["d"])
    return {"c/d": cc / d, "d/c": d / cc, "e/d": (d - cc) / d, "c/e": cc / (d - cc),
            "c/(c+d)": cc / (cc + d)}[c.get("ratio", "c/d")]


GENERALITY = Formula(
    "generality", "generality", "g = c / d", {"ratio": "the relevant items c over the database size d"},
    (Option("ratio", "d/c", "divides d by c (generality inverted: d / c written for c / d; or c and d passed to "
            "the function in swapped order)",
            lambda inp: f"you computed d / c = {inp['d']}/{inp['c']}; generality is the share of the database that is "
                        f"relevant, c / d = {inp['c']}/{inp['d']}, a number between 0 and 1"),
     Option("ratio", "e/d", "computes the share of irrelevant items (d - c) / d (d - c in the numerator, or "
            "1 - c / d)"),
     Option("ratio", "c/e", "divides c by the irrelevant items e = d - c (d - c in the denominator: d read as "
            "the irrelevant items once more)"),
     Option("ratio", "c/(c+d)", "divides c by c + d, as if d counted only the irrelevant items")), _generality)


def _scope(inp: dict, c: dict) -> float:
    s, cc = float(inp["s"]), float(inp["c"])
    return {"s/c": s / cc, "c/s": cc / s, "s/(s+c)": s / (s + cc)}[c.get("ratio", "s/c")]


RELEVANT_SCOPE = Formula(
    "relevant_scope", "relevant scope", "s_r = s / c", {"ratio": "the scope s over the relevant items c"},
    (Option("ratio", "c/s", "divides c by s (relevant scope inverted: c / s written for s / c; or s and c "
            "passed to the function in swapped order)"),
     Option("ratio", "s/(s+c)", "divides s by s + c")), _scope)


# -------------------------------------------------------------------------------------- sign test
def _sign(inp: dict, c: dict) -> float:
    a, b = [float(x) for x in inp["a"]], [float(x) for x in inp["b"]]
    wins = sum(1 for x, y in zip(a, b) if x > y)
    losses = sum(1 for x, y in zip(a, b) if x < y)
    ties = len(a) - wins - losses
    ties_kind = c.get("ties", "dropped")
    if ties_kind == "losses":
        losses += ties
    elif ties_kind == "wins":
        wins += ties
    elif ties_kind == "split":
        wins, losses = wins + ties // 2, losses + ties - ties // 2
    n = wins + losses + (ties if ties_kind == "kept" else 0)
    k = min(wins, losses)
    approx = c.get("approximation", "exact")
    if approx != "exact":
        z = (abs(wins - n / 2) - (0.5 if approx == "normal_cc" else 0.0)) / math.sqrt(n / 4)
        return min(1.0, math.erfc(max(z, 0.0) / math.sqrt(2)))
    tail = c.get("tail", "two")
    if tail == "greater":  # P(X >= wins), whichever system wins (scipy's alternative="greater")
        return sum(math.comb(n, i) for i in range(wins, n + 1)) / 2 ** n
    if tail == "point":
        one = math.comb(n, k) / 2 ** n
    elif tail == "strict":
        one = sum(math.comb(n, i) for i in range(k)) / 2 ** n
    else:
        one = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    if tail == "one":
        return one
    return one * 2 if tail == "uncapped" else min(1.0, 2 * one)


SIGN_TEST = Formula(
    "sign_test", "sign test", "p = min(1, 2 P(X <= min(wins, losses))), X ~ Binomial(wins + losses, 1/2)",
    {"ties": "tied queries dropped (n = wins + losses)", "tail": "both tails: twice the smaller tail, at most 1",
     "approximation": "the exact binomial probabilities"},
    (Option("ties", "losses", "counts the tied queries as losses of the winner (n includes the ties: losses "
            "counted with <= where < was meant; or losses = len(a) - wins)",
            lambda inp: f"the {sum(1 for x, y in zip(inp['a'], inp['b']) if x == y)} tied queries must be dropped"),
     Option("ties", "wins", "counts the tied queries as wins (n includes the ties: wins counted with >= where > "
            "was meant; or wins = len(a) - losses)"),
     Option("ties", "kept", "has the tied queries kept in n, counted neither as wins nor as losses (n = len(a), "
            "all the queries, where the ties are dropped: n = wins + losses)"),
     Option("ties", "split", "splits the tied queries between wins and losses (n includes the ties: ties // 2 "
            "added to the wins, the rest to the losses)"),
     Option("tail", "one", "takes one tail only (a one-sided p-value: binom.cdf(min(wins, losses), n, 0.5) not "
            "doubled)"),
     Option("tail", "greater", "takes P(wins or more) for system a, a one-sided p-value in a's favour, whichever "
            "system wins (binomtest(wins, n, 0.5, alternative='greater'), or binom.sf(wins - 1, n, 0.5))"),
     Option("tail", "point", "takes the probability of exactly the observed split, P(X = k), instead of the tail "
            "P(X <= k) (binom.pmf where binom.cdf was meant; or math.comb(n, k) / 2 ** n with no sum over the tail)"),
     Option("tail", "strict", "leaves the observed split out of the tail: P(X < k) instead of P(X <= k) (range(k) "
            "stops one early; in the upper tail P(X > k) instead of P(X >= k), binom.sf(k, n, 0.5) where "
            "binom.sf(k - 1, n, 0.5) is meant)"),
     Option("tail", "uncapped", "doubles the tail without capping at 1 (a p-value above 1: 2 * p "
            "returned without min(1, ...))"),
     Option("approximation", "normal", "uses the normal approximation z = |wins - n/2| / sqrt(n/4) instead of "
            "the exact binomial probabilities"),
     Option("approximation", "normal_cc", "uses the normal approximation (with a continuity correction) instead "
            "of the exact binomial probabilities")),
    _sign)


# ----------------------------------------------------------------------------- exercise 06 formulas
def _ratio_formula(family: str, measure: str, text: str, right: str, ratios: dict, says: dict,
                   part_says: str, zero_when: Callable[[dict], bool] | None = None) -> Formula:
    """A measure that is one ratio of the counts (``ratios``: key -> function of the input); ``zero_when``: the
    task's own rule for a 0 result (e.g. "return 0 when v is 0"), which a student with another ratio keeps."""
    def compute(inp: dict, c: dict) -> float:
        if zero_when is not None and zero_when(inp):
            return 0.0
        key = c.get("ratio", right)
        num, den = ratios[key](inp)
        if den == 0 and key == right:
            return 0.0  # the task's own guard (e.g. "return 0 when v is 0"); a wrong ratio raises like a student's
        return float(num // den) if c.get("division") == "integer" else num / den
    opts = tuple(Option("ratio", k, v) for k, v in says.items()) + DIVISION
    return Formula(family, measure, text, {"ratio": part_says}, opts, compute)


GEN_RECALL = _ratio_formula(
    "gen_recall", "recall", "r = v / c", "v/c",
    {"v/c": lambda i: (i["v"], i["c"]), "v/s": lambda i: (i["v"], i["s"]), "v/d": lambda i: (i["v"], i["c"] + i["e"]),
     "v/e": lambda i: (i["v"], i["e"]), "c/v": lambda i: (i["c"], i["v"]), "s/c": lambda i: (i["s"], i["c"])},
    {"v/s": "divides v by the scope s (that is precision)", "v/d": "divides v by the database size d = c + e",
     "v/e": "divides v by the irrelevant items e", "c/v": "divides c by v (recall "
     "inverted: c / v written for v / c; or v and c passed in swapped order)",
     "s/c": "divides the scope s by c (that is the relevant scope)"},
    "the relevant items found v over the class size c")

RANDOM_PRECISION = _ratio_formula(
    "random_precision", "random precision", "p_random = c / d = c / (c + e)", "c/d",
    {"c/d": lambda i: (i["c"], i["c"] + i["e"]), "c/s": lambda i: (i["c"], i["s"]), "c/e": lambda i: (i["c"], i["e"]),
     "s/d": lambda i: (i["s"], i["c"] + i["e"]), "half": lambda i: (1, 2), "d/c": lambda i: (i["c"] + i["e"], i["c"]),
     "count": lambda i: (i["c"] * i["s"], i["c"] + i["e"])},
    {"c/s": "divides c by the scope s", "c/e": "divides c by the irrelevant items e instead of d = c + e",
     "s/d": "divides the scope s by d (the share of the database in scope)",
     "half": "takes 1/2 (a coin toss per item) instead of the share of relevant items",
     "d/c": "divides d by c (generality inverted: d / c written for c / d)",
     "count": "computes c s / d, the expected NUMBER of relevant items within the scope, not the precision (that "
              "number divided by s)"},
    "the relevant items c over the whole database d = c + e (the generality)")

RECALL_LOWER_BOUND = _ratio_formula(
    "recall_lower_bound", "the recall lower bound", "r >= v / (d - s + v)", "v/(d-s+v)",
    {"v/(d-s+v)": lambda i: (i["v"], i["d"] - i["s"] + i["v"]), "v/d": lambda i: (i["v"], i["d"]),
     "v/(d-s)": lambda i: (i["v"], i["d"] - i["s"]), "v/(d+v)": lambda i: (i["v"], i["d"] + i["v"]),
     "v/s": lambda i: (i["v"], i["s"]), "v/(d-s-v)": lambda i: (i["v"], i["d"] - i["s"] - i["v"]),
     "precedence": lambda i: (i["v"] - i["s"] * i["d"] + i["v"] * i["d"], i["d"]),
     "v/(s-d+v)": lambda i: (i["v"], i["s"] - i["d"] + i["v"]), "v/(d-v)": lambda i: (i["v"], i["d"] - i["v"])},
    {"v/d": "divides v by the database size d", "v/(d-s)": "divides v by the d - s unseen items only, without "
     "the v found", "v/(d+v)": "divides v by d + v (all d items taken as unseen)",
     "v/s": "divides v by the scope s (that is precision)", "v/(d-s-v)": "subtracts v instead of adding "
     "it (d - s - v: a - written, or copied, where + was meant)",
     "precedence": "computes v / d - s + v: the division is done first, so the denominator needs parentheses, "
                   "v / (d - s + v)",
     "v/(s-d+v)": "uses s - d where the formula has d - s (the unseen items are the d - s items outside the "
                  "scope)",
     "v/(d-v)": "divides v by d - v, leaving the scope s out: the unseen items are the d - s outside the scope"},
    "v over the largest possible class: the v found plus all d - s unseen items", lambda inp: inp["v"] == 0)


def _precision_at_class_size(family: str, measure: str, text: str, n: str, the: str) -> Formula:
    """P@k with k the class size n_relevant, named ``n`` (the GRiP point's c, R-precision's R): one formula for
    the two tasks that ask it, so each has the other's slips (a cut one rank off, the divisor kept or moved with it,
    the class size read as the hits found). ``the`` says the name in the task's words."""

    def compute(inp: dict, c: dict) -> float:
        labels, cc = list(inp["labels"]), int(inp["n_relevant"])
        size = len(labels)
        if c.get("class") == "found":  # the class size taken as the relevant items found in the list
            cc = sum(1 for x in labels if x)
        k = {n: cc, f"{n}-1": cc - 1, f"{n}+1": cc + 1, "ten": 10, "list": size}[c.get("cutoff", n)]
        hits = sum(1 for x in labels[:max(k, 0)] if x)
        den = {n: cc, "retrieved": min(cc, size), "list": size, "k": k}[c.get("denominator", n)]
        return _div(hits, den, c) if den else 0.0

    return Formula(
        family, measure, text,
        {"cutoff": f"the top {the} ranks", "denominator": the, "class": the},
        (Option("cutoff", f"{n}-1", f"counts the hits in the first {n} - 1 ranks, one rank short (an off-by-one "
                f"slice: labels[:{n} - 1], range(1, {n}) over 1-based ranks, or rank < {n}): rank {n} itself is never "
                "counted"),
         Option("cutoff", f"{n}+1", f"counts the hits in the first {n} + 1 ranks, one rank too far (an off-by-one "
                f"slice: labels[:{n} + 1], range({n} + 1) over 0-based indices, or i <= {n} on a 0-based index)"),
         Option("cutoff", "ten", f"cuts at a fixed k = 10 instead of at {n} (a P@k helper called without k, its "
                "default k=10 left in place; or labels[:10] hard-coded)"),
         Option("cutoff", "list", f"counts the hits in the whole list, not only in the top {n} (sum(labels) of the "
                "whole list: the slice forgotten)"),
         Option("denominator", "retrieved", "divides by the number of items retrieved (the length of the list, or of "
                f"the slice) when the list is shorter than {n}, instead of n_relevant ({n}: missing ranks count as "
                "not relevant; "
                f"e.g. the mean of the slice labels[:{n}], or the length of the slice, len(labels[:{n}]), as the "
                "divisor: the slice stops at the list's end)"),
         Option("denominator", "list", f"divides by the length of the list instead of {n} (len(labels) written "
                f"where {n} was meant)"),
         Option("denominator", "k", "divides by the cut-off it used"),
         Option("class", "found", f"takes {n} as the relevant items in the list (those found, sum(labels)) instead "
                "of the class size n_relevant, which counts the relevant items never retrieved too (the given "
                "n_relevant ignored, or overwritten: one name reused, n_relevant = sum(labels))")) + DIVISION,
        compute, lambda inp, j: f"P@{j} = (hits in the top {j}) / {j}")


GRIP_POINT = _precision_at_class_size("grip_point", "the GRiP point",
                                      "P@c = (relevant items in the top c) / c, c = n_relevant", "c", "c = n_relevant")
R_PRECISION = _precision_at_class_size("r_precision", "R-precision",
                                       "R-precision = (relevant items in the top R) / R, R = n_relevant", "R",
                                       "R = n_relevant")


def _step(inp: dict, c: dict) -> float:
    """The step rule's P_i with its parts swapped: what a level the ranking never reaches gives (0; or the last
    point's precision, the precision at the end of the list, the best precision), and the rank offset."""
    labels, R, level = list(inp["labels"]), int(inp["n_relevant"]), float(inp["level"])
    off = {"1": 0, "0": -1, "+1": 1}[c.get("rank_offset", "1")]
    points, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            points.append((hits / R if R else 0.0, _div(hits, rank + off, c)))
    if c.get("axes") == "swapped":  # (recall, precision) pairs read as (precision, recall)
        points = [(p, r) for r, p in points]
    if c.get("point") == "truncated":  # the int(level * R)-th point: the count of relevant items truncated
        need = max(1, int(level * R))
        found = points[need - 1][1] if need <= len(points) else None
    else:
        found = next((p for r, p in points if r >= level), None)
    if found is not None:
        return found
    unreached = c.get("unreached", "zero")
    if unreached == "zero" or not points:
        return 0.0
    if unreached == "last_point":
        return points[-1][1]
    if unreached == "first_point":
        return points[0][1]
    if unreached == "end_of_list":
        return _div(hits, len(labels), c)
    return max(p for _, p in points)  # "best"


STEP_INTERP = Formula(
    "interp_step", "the step rule's p_interp(r)",
    "p_interp(r) = P_i for R_(i-1) < r <= R_i (R_0 = 0); 0 if the ranking never reaches r",
    {"unreached": "0 for a level the ranking never reaches", "rank_offset": "P_i = hits / rank, the rank from 1",
     "axes": "the first point whose recall reaches the level, its precision returned",
     "point": "the first point whose recall reaches r: the ceil(r * n_relevant)-th relevant item"},
    (Option("unreached", "last_point", "gives a level the ranking never reaches the last point's precision P_i "
            "(the last relevant item's) instead of 0: a search that falls back on the last point (a default of "
            "len - 1, next(..., default), a loop variable left at the last point, points[-1] or min(i, n - 1))"),
     Option("unreached", "first_point", "gives a level the ranking never reaches the first point's precision "
            "(the first relevant item's) instead of 0: np.argmax of a mask with no True in it (recalls >= level "
            "nowhere) returns index 0, and so does a search whose default index is 0"),
     Option("unreached", "end_of_list", "gives a level the ranking never reaches the precision at the end of the "
            "list (hits / len(labels)) instead of 0: the precision left from the loop's last rank, read after "
            "the loop)"),
     Option("unreached", "best", "gives a level the ranking never reaches the best precision of the points (a "
            "max over an empty set of later points replaced by the max of them all) instead of 0"),
     Option("point", "truncated", "finds the point as the int(r * n_relevant)-th relevant item: int() truncates "
            "(rounds down) where the first point reaching r is the ceil(r * n_relevant)-th, so unless r * n_relevant "
            "is whole it takes the point one relevant item too early"),
     Option("axes", "swapped", "swaps precision and recall: the first point whose precision reaches the level, its "
            "recall returned (the (recall, precision) points unpacked as (precision, recall), or stored the other "
            "way round)"),
     # (each point's precision is a precision at a rank: its rank counted from 0, or from 1 twice, as AP's)
     *RANK_OFFSETS),
    _step, lambda inp, j: f"the point of the {j}th relevant item: R_{j} = hits / n_relevant and P_{j} = hits / rank")


def _mrr(inp: dict, c: dict) -> float:
    """MRR with some parts swapped: which relevant item each query's RR reads, the rank's offset, the
    reciprocal (1 / rank, a division that raises at a 0-based rank 0 as the student's code does), the mean."""
    offset = {"1": 0, "0": -1, "+1": 1}[c.get("rank_offset", "1")]
    which = c.get("item_read", "first")
    recip = c.get("reciprocal", "reciprocal")
    values: list[float] = []
    hit: list[bool] = []
    for run in inp["runs"]:
        ranks = [i + offset for i, x in enumerate(run, 1) if x]
        hit.append(bool(ranks))
        if not ranks:
            values.append(0.0)
            continue
        terms = [(_div(1, r, c) if recip == "reciprocal" else float(r)) for r in ranks]
        values.append({"first": terms[0], "last": terms[-1], "all_mean": math.fsum(terms) / len(terms),
                       "all_sum": math.fsum(terms)}[which])
    avg = c.get("averaging", "mean")
    if avg == "reciprocal_of_mean_all":  # 1 / (the mean first rank, a query with none adding rank 0 to the sum)
        # (over the queries with a hit alone, or scaled by their share, it is a harmonic mean of the reciprocal
        # ranks: the library's query combinations, :data:`.candidates.COMBINES`)
        total = math.fsum(next(i + offset for i, x in enumerate(run, 1) if x) for run in inp["runs"] if any(run))
        return len(inp["runs"]) / total if total else 0.0
    if avg == "skip_no_hit":
        kept = [v for v, h in zip(values, hit) if h]
        return math.fsum(kept) / len(kept) if kept else 0.0
    if avg == "sum":
        return math.fsum(values)
    return _AVERAGES[avg](values)


MRR = Formula(
    "mrr", "MRR", "MRR = (1/Q) sum over queries of 1 / (the rank of the query's first relevant item), 0 for a query "
    "with none",
    {"item_read": "the first relevant item of each query", "rank_offset": "the 1-based rank",
     "reciprocal": "1 / rank", "averaging": "the mean over all Q queries, a query with no relevant item counting 0"},
    (Option("item_read", "last", "takes the rank of the LAST relevant item of each query instead of the first (a "
            "search loop with no break, where each later match overwrites the rank found)"),
     Option("item_read", "all_mean", "averages 1 / rank over every relevant item of a query instead of taking the "
            "first one only (np.mean of 1 / ranks of all the hits: the search never stops at the first)"),
     Option("item_read", "all_sum", "adds 1 / rank for every relevant item of a query instead of the first one only "
            "(rr += 1 / rank in a loop with no break)"),
     Option("rank_offset", "0", "takes the 0-based index as the rank (rank - 1: np.argmax, .index() or "
            "enumerate() from 0 with no + 1), so a relevant item at rank 1 divides by zero (a ZeroDivisionError)"),
     Option("rank_offset", "+1", "takes rank + 1 (a 1-based rank with 1 added again: enumerate(run, 1) and "
            "then i + 1, or np.argmax(run) + 2)"),
     Option("reciprocal", "rank", "averages the ranks themselves instead of their reciprocals (the mean rank, "
            "not 1 / rank: rank written where 1 / rank was meant)", pairable=False),
     Option("averaging", "skip_no_hit", "leaves out the queries with no relevant item, no hit (skips them, so "
            "they are not counted as 0: the mean is over the queries with a relevant item only, divided by the "
            "number of queries that found one instead of by all the queries; a `continue` or an `if` around both "
            "the sum and the count)"),
     Option("averaging", "reciprocal_of_mean_all", "takes the reciprocal of the mean first rank instead of the "
            "mean of the reciprocal ranks (1 / (sum(ranks) / Q): the mean and the reciprocal in the other order), "
            "the queries with none counted in the mean's Q", pairable=False),
     Option("averaging", "sum", "adds the reciprocal ranks without dividing by the number of queries "
            "(sum(rrs) with no / len(runs))"),
     Option("averaging", "median", "takes the median of the reciprocal ranks instead of their mean (np.median "
            "or statistics.median where the mean was meant)"),
     Option("averaging", "max", "takes the best query's reciprocal rank instead of the mean (max(rrs); or "
            "best = max(best, rr) in the loop)")) + DIVISION,
    _mrr, lambda inp, j: f"query {j}'s RR (1 / the rank of its first relevant item) and the mean over {j} "
                         "queries (the averaging)")


# ------------------------------------------------------------------------------- epsilon-query precision
def _eps(inp: dict, c: dict) -> float:
    """The precision of an epsilon-query: of the targets with d < epsilon, the share that is relevant (0 if none)."""
    d, y, eps = [float(x) for x in inp["distances"]], [1 if x else 0 for x in inp["labels"]], float(inp["epsilon"])
    inside = [v for x, v in zip(d, y) if x < eps]
    hits = sum(inside)
    num = {"hits": hits, "misses": len(inside) - hits}[c.get("numerator", "hits")]
    den = {"returned": len(inside), "all": len(d)}[c.get("denominator", "returned")]
    if den == 0:
        return {"zero": 0.0, "one": 1.0}[c.get("empty", "zero")]
    return _div(num, den, c)


#: (The boundary counted in, d <= epsilon, the other side of epsilon and the recall for the precision are the
#: library's set measures on the epsilon-query's table, candidates already: :mod:`.candidates`.)
EPS_PRECISION = Formula(
    "eps_precision", "the precision of an epsilon-query",
    "P = (relevant targets with d < epsilon) / (targets with d < epsilon), 0 if none",
    {"numerator": "the relevant targets returned", "denominator": "the targets returned",
     "empty": "0 when nothing is returned"},
    (Option("numerator", "misses", "counts the label-0 (non-relevant) targets returned as the hits instead of the "
            "relevant ones (the test inverted: `if not y`, `y == 0`, or .count(0))"),
     Option("denominator", "all", "divides by all the targets (len(distances)) instead of those returned"),
     Option("empty", "one", "returns 1 for an empty result: nothing returned is given a precision of 1, read as "
            "nothing wrong, where the task asks 0")),  # (// gives 0 on almost every input: the constant finding says it)
    _eps)


# ------------------------------------------------------------------------------- kNN tie bounds
def _knn_bounds(inp: dict, c: dict) -> list[float]:
    """The lowest and highest P@k of a kNN query whose k-th distance is tied: the targets before the tie count as
    they are, and of the tied group the k - (targets before) places left take the non-relevant targets first
    (lowest) or the relevant ones first (highest)."""
    d, y, den_k = [float(x) for x in inp["distances"]], [1 if x else 0 for x in inp["labels"]], int(inp["k"])
    k = den_k + {"k": 0, "k+1": 1, "k-1": -1}[c.get("places", "k")]  # the targets counted (the division keeps k)
    if k != den_k:
        k = min(k, len(d))  # (a slice one too long stops at the list's end)
    order = sorted(d)
    at = {"k": k - 1, "k+1": k, "k-1": k - 2}[c.get("cutoff", "k")]
    if not order or not 0 <= at < len(order):
        raise IndexError("the k-th distance is past the list")
    t = order[at]
    before = (lambda x: x <= t) if c.get("before") == "inclusive" else (lambda x: x < t)
    nb = sum(1 for x in d if before(x))
    rb = sum(v for x, v in zip(d, y) if before(x))
    nt = sum(1 for x in d if x == t)
    rt = sum(v for x, v in zip(d, y) if x == t)
    free = k - nb
    low = {"floor": max(0, free - (nt - rt)), "unfloored": free - (nt - rt), "none": 0,
           "all": rt}[c.get("pessimistic_bound", "floor")]
    high = {"cap": min(rt, max(free, 0)), "uncapped": rt, "none": 0}[c.get("optimistic_bound", "cap")]
    if c.get("straddle") == "dropped" and nb + nt > k:  # a tie that does not fit in the places left is skipped
        low = high = 0
    den = {"k": den_k, "within": nb + nt}[c.get("denominator", "k")]
    return [_div(rb + low, den, c), _div(rb + high, den, c)]


KNN_TIE_BOUNDS = Formula(
    "knn_tie_bounds", "the tie bounds of P@k",
    "[(r_before + max(0, f - n_tied_nonrel)) / k, (r_before + min(r_tied, f)) / k], f = k - n_before",
    {"pessimistic_bound": "the lowest P@k: the places left f = k - n_before filled with the tied non-relevant "
                          "targets first, max(0, f - tied non-relevant) tied relevant ones getting in",
     "optimistic_bound": "the highest P@k: the tied relevant targets first, at most the f places left: "
                         "min(tied relevant, f)",
     "cutoff": "the k-th smallest distance (sorted(d)[k - 1])", "denominator": "k",
     "places": "the k nearest targets counted (a slice [:k])",
     "straddle": "a tie that straddles the k-th place shares its places out between the bounds",
     "before": "the targets strictly closer than the k-th distance (d < the k-th distance)"},
    (Option("optimistic_bound", "uncapped", "counts every tied relevant target in the highest P@k, without capping "
            "them at the places left in the top k (min(tied relevant, k - targets before the tie) missing): more tied "
            "relevant targets than places get in, so the bound can exceed the top k"),
     Option("pessimistic_bound", "unfloored", "subtracts the tied non-relevant targets from the places left without "
            "max(0, ...): where more non-relevant targets tie than places are left, a negative count of tied "
            "relevant targets is added to the lowest P@k"),
     Option("pessimistic_bound", "none", "counts no tied target in the lowest P@k: the whole tie group dropped, the "
            "tie's places all filled as non-relevant, so only the targets strictly closer than the k-th distance "
            "count, even where the tie has fewer non-relevant targets than places left (the max(0, ...) term left "
            "out)"),
     Option("before", "inclusive", "counts the targets before the tie with d <= the k-th distance (<= where < is "
            "meant), so the tied group is counted among the nearer targets and again as the tie (double-counted)"),
     Option("pessimistic_bound", "all", "counts every tied relevant target in the lowest P@k too (the tie's relevant "
            "targets all taken in by both bounds)"),
     Option("optimistic_bound", "none", "counts no tied target in the highest P@k, only the relevant targets strictly "
            "before the tie (the min(...) term left out)"),
     Option("cutoff", "k+1", "takes the (k + 1)-th smallest distance as the k-th (sorted(d)[k] with a 0-based index: "
            "an off-by-one)"),
     Option("cutoff", "k-1", "takes the (k - 1)-th smallest distance as the k-th (sorted(d)[k - 2]: an off-by-one)"),
     Option("straddle", "dropped", "has the straddling group dropped from both bounds: a tied group with more "
            "targets than places left is never added to either bound (the loop over the tied groups breaks out at "
            "the first group that does not fit), where its targets fill the places left"),
     Option("places", "k+1", "counts the k + 1 nearest targets in both bounds, still dividing by k (a slice [0:k + "
            "1] or range(k + 1): one target too many, an off-by-one)"),
     Option("places", "k-1", "counts only the k - 1 nearest targets in both bounds, still dividing by k (a slice "
            "[:k - 1], or range(1, k) over 0-based indices: one target too few, an off-by-one)"),
     Option("denominator", "within", "divides by the number of targets within the k-th distance (the whole tied "
            "group counted, not k)")) + DIVISION,
    _knn_bounds)


# --------------------------------------------------------------------------------------- registry
FORMULAS: dict[str, Formula] = {f.family: f for f in (
    _set_measure("precision"), _set_measure("recall"), F_BETA, P_AT_K, R_AT_K, DISTANCE_P_AT_K, INTERP_CURVE,
    AVERAGED_CURVE, ELEVEN_POINT, AP, AP_AT_K, PR_POINTS, MAP, _dcg_formula("classic"), _dcg_formula("trec"),
    _dcg_formula("exponential"), NDCG_ALL,
    ROC_AUC, _avg_formula("macro_precision", "precision", "macro"), _avg_formula("micro_recall", "recall", "micro"),
    GENERALITY, RELEVANT_SCOPE, SIGN_TEST, GEN_RECALL, RANDOM_PRECISION, RECALL_LOWER_BOUND, GRIP_POINT,
    R_PRECISION, MRR, STEP_INTERP, KNN_TIE_BOUNDS, EPS_PRECISION)}


@cache
def variants_for(family: str, pairs: bool = True) -> tuple[Variant, ...]:
    """Every single-part variant of a family's formula, then (``pairs``) every pair of two different parts."""
    f = FORMULAS.get(family)
    if f is None:
        return ()
    singles = tuple(Variant(f, (o,)) for o in f.options)
    if not pairs:
        return singles
    doubles = tuple(Variant(f, (a, b)) for a, b in combinations(f.options, 2)
                    if a.part != b.part and _pairable(a, b) and _pairable(b, a))
    return singles + doubles


def _pairable(a: Option, b: Option) -> bool:
    """Whether option ``a`` may be combined with option ``b`` of another part (see :attr:`Option.pairable`)."""
    return b.part in a.pairable if isinstance(a.pairable, tuple) else a.pairable and (
        not isinstance(b.pairable, tuple) or a.part in b.pairable)


def variant_by_name(name: str) -> Variant | Finished:
    """The variant named ``family:part=key[+part=key]`` or ``family:part=key+result=finish`` (a name found in
    feedback)."""
    family = name.split(":", 1)[0]
    for v in variants_for(family) + (finished_for(family) if "+result=" in name else ()):
        if v.name == name:
            return v
    from ..errors import UnknownOptionError

    raise UnknownOptionError(f"no formula variant named {name!r}")
