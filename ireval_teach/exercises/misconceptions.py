"""The catalogue of named mistakes: deliberately WRONG versions of the measures.

Each :class:`Misconception` computes the value a student who makes that mistake would get, and
explains the mistake with the numbers of one input. The checker (:mod:`.probing`) runs a student's
function (or takes a typed-in value), compares it with the library's value *and* with each
misconception of the task's measure family, and names the one that matches on every probe.

The catalogue holds the mistakes worth a hand-written explanation; the checker also derives
mistakes from each measure's formula (:mod:`.perturbations`) and checks generic symptoms
(:mod:`.symptoms`), after the catalogue.

These functions and the formulas of :mod:`.perturbations` are the only places outside the library
where measures are computed, and they compute them wrongly on purpose. Where the library has the wrong variant as a named convention
(e.g. ``denominator="retrieved_relevant"``, ``beyond_end="retrieved"``, ``formulation="trec"``,
``ideal="judged_list"``) the catalogue calls the library with that convention.

Families (the input dict of each, as the student's function receives it):

=====================  =================================================  =========================
family                 inputs                                             value
=====================  =================================================  =========================
``set_precision``      ``retrieved``, ``relevant`` (lists of ids)         precision (float)
``set_recall``         ``retrieved``, ``relevant``                        recall
``f_beta``             ``precision``, ``recall``, ``beta``                F_beta
``p_at_k``             ``labels``, ``k``                                  P@k
``r_at_k``             ``labels``, ``n_relevant``, ``k``                  R@k
``distance_p_at_k``    ``distances``, ``labels``, ``k``                   P@k of the nearest-first ranking
``interp_curve``       ``labels``, ``n_relevant``                         11 interpolated precisions
``ap``                 ``labels``, ``n_relevant``                         AP (exact)
``eleven_point``       ``labels``, ``n_relevant``                         11-point interpolated AP
``map``                ``runs``, ``n_relevant`` (one per query)           MAP
``dcg_classic`` ...    ``grades``                                         DCG (classic / trec / exponential)
``ndcg_all``           ``grades``, ``unretrieved``                        NDCG, ideal from all judgments
``roc_auc``            ``scores``, ``labels``                             ROC AUC (ties count 1/2)
``macro_precision``    ``tables`` (list of [tp, fp, fn])                  macro-averaged precision
``micro_recall``       ``tables``                                         micro-averaged recall
``generality``         ``c``, ``d``                                       g = c / d
``relevant_scope``     ``s``, ``c``                                       s_r = s / c
``sign_test``          ``a``, ``b`` (per-query scores of two systems)     two-sided sign test p
``gen_recall``         ``c``, ``e``, ``s``, ``v``                         r = v / c
``random_precision``   ``c``, ``e``, ``s``                                c / (c + e)
``recall_lower_bound`` ``d``, ``s``, ``v``                                v / (d - s + v)
``grip_point``         ``labels``, ``n_relevant``                         P@c at c = n_relevant
=====================  =================================================  =========================

>>> m = CATALOGUE["ap_divides_by_retrieved_relevant"]
>>> inp = {"labels": [1, 0, 1, 0, 0, 0, 0, 0, 1, 0], "n_relevant": 4}
>>> m.wrong(inp)
0.6666666666666666
>>> print(m.explain(inp, 0.5, m.wrong(inp)))
your AP divides by the 3 relevant items you retrieved; the query has 4 relevant items, so the 4th counts as precision 0
>>> len(CATALOGUE) >= 15
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable

from ..average_precision import average_precision
from ..interpolation import ELEVEN_LEVELS, interpolated_curve
from ..ranked import pr_arrays, precision_at
from ..ranking import Ranking
from ..sets import f_from_pr, sets_table
from ..trace import format_number as fmt


class Undefined(Exception):
    """A mistake's computation is undefined on this input (the step that reads a point no rank reaches, a count
    below the hits): no evidence for or against the mistake there, never a mismatch."""


class RaisesHere(Undefined):
    """The mistake's own code would raise on this input (three rows unpacked from a table of four): no number
    to compare, but a student's function that raises there too is consistent with it."""


#: What :func:`~.tasks.safe_wrong` records for an :class:`Undefined` computation, and for one that raises.
UNDEFINED = "Undefined"
RAISES = "RaisesHere"
#: Errors a division by zero or a log of 0 raises (the same mistake written with NumPy gives inf or nan).
ZERO_ERRORS = frozenset({"ZeroDivisionError", "ValueError", "FloatingPointError", "OverflowError"})


def nonfinite(v: Any) -> bool:
    """Whether a result is, or holds, inf or nan: where Python raises on a division by zero, NumPy gives these."""
    if isinstance(v, float):
        return not math.isfinite(v)
    return isinstance(v, list) and any(isinstance(x, float) and not math.isfinite(x) for x in v)


@dataclass(frozen=True)
class Misconception:
    """A named mistake: the wrong value it gives and a sentence explaining it for one input.

    ``wrong(inputs)`` may raise (e.g. ``ZeroDivisionError`` for 0-based ranks): a student whose
    function raises the same exception type on the same inputs matches. ``example`` is a public
    input on which the mistake shows (it is shown in feedback, so it is never a hidden input).
    """

    name: str
    title: str
    family: str
    wrong: Callable[[dict], Any]
    explain: Callable[[dict, Any, Any], str]
    example: dict = field(default_factory=dict)
    alternatives: tuple = ()  # other common ways of writing the same mistake

    @property
    def forms(self) -> tuple:
        """``wrong`` and its alternatives: a student matches the mistake if they match any one form."""
        return (self.wrong,) + tuple(self.alternatives)

    def __repr__(self) -> str:
        return f"<Misconception {self.name}: {self.title}>"


class Derived:
    """What every mistake computed rather than catalogued shares (a formula variant, a symptom, a library
    candidate): the :class:`Misconception` interface with no public example of its own and one form, its
    ``wrong``."""

    @property
    def example(self) -> dict:
        return {}

    @property
    def forms(self) -> tuple:
        return (self.wrong,)

    def wrong(self, inp: dict) -> Any:  # pragma: no cover - every derived mistake defines its own
        raise NotImplementedError


CATALOGUE: dict[str, Misconception] = {}


def register(name: str, title: str, family: str, example: dict, alternatives: tuple = ()):
    """Decorator: ``wrong`` is the decorated function; ``explain`` is attached with ``.explainer``."""

    def deco(wrong: Callable[[dict], Any]):
        def explainer(explain: Callable[[dict, Any, Any], str]):
            CATALOGUE[name] = Misconception(name, title, family, wrong, explain, example, tuple(alternatives))
            return explain

        wrong.explainer = explainer  # type: ignore[attr-defined]
        return wrong

    return deco


def for_family(family: str) -> list[Misconception]:
    """The misconceptions of one measure family, in catalogue order."""
    return [m for m in CATALOGUE.values() if m.family == family]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _rank(inp: dict) -> Ranking:
    return Ranking(inp["labels"], inp.get("n_relevant"))


def _tp(labels, k) -> int:
    return sum(1 for x in list(labels)[:k] if x)


# ---------------------------------------------------------------------------------------- sets
@register("precision_as_recall", "recall computed where precision was asked", "set_precision",
          {"retrieved": ["d1", "d2", "d3", "d4"], "relevant": ["d2", "d4", "d7"]})
def _prec_as_recall(inp):
    return sets_table(inp["retrieved"], inp["relevant"]).recall


@_prec_as_recall.explainer
def _(inp, right, wrong):
    t = sets_table(inp["retrieved"], inp["relevant"])
    return (f"you divided the {t.tp} relevant retrieved items by the {t.c} relevant items (that is recall); "
            f"precision divides by the {t.s} retrieved items: {t.tp}/{t.s} = {fmt(right)}")


@register("recall_as_precision", "precision computed where recall was asked", "set_recall",
          {"retrieved": ["d1", "d2", "d3", "d4"], "relevant": ["d2", "d4", "d7"]})
def _rec_as_prec(inp):
    return sets_table(inp["retrieved"], inp["relevant"]).precision


@_rec_as_prec.explainer
def _(inp, right, wrong):
    t = sets_table(inp["retrieved"], inp["relevant"])
    return (f"you divided the {t.tp} relevant retrieved items by the {t.s} retrieved items (that is precision); "
            f"recall divides by the {t.c} relevant items: {t.tp}/{t.c} = {fmt(right)}")


@register("f_arithmetic_mean", "F as the arithmetic mean of P and R", "f_beta",
          {"precision": 0.2, "recall": 1.0, "beta": 1.0},
          alternatives=(lambda inp: (inp["precision"] + inp["recall"]) / 2,))
def _f_arith(inp):
    a = 1 / (1 + inp["beta"] ** 2)
    return a * inp["precision"] + (1 - a) * inp["recall"]


@_f_arith.explainer
def _(inp, right, wrong):
    p, r = inp["precision"], inp["recall"]
    return (f"you took an arithmetic mean of P = {fmt(p)} and R = {fmt(r)} ({fmt(wrong)}); F is the (weighted) harmonic "
            f"mean, (1 + b^2) P R / (b^2 P + R) = {fmt(right)}, which stays close to the smaller of the two")


@register("f_beta_inverted", "beta^2 on the wrong term: beta^2 * R instead of beta^2 * P in the denominator "
          "(P + beta^2 R where the formula has beta^2 P + R), the same as F of 1 / beta: the weight moves from "
          "recall to precision or back", "f_beta",
          {"precision": 0.5, "recall": 1.0, "beta": 2.0})
def _f_inv(inp):
    return f_from_pr(inp["precision"], inp["recall"], beta=1 / inp["beta"]) if inp["beta"] else inp["recall"]


@_f_inv.explainer
def _(inp, right, wrong):
    b = inp["beta"]
    return (f"your F_{fmt(b)} weighs {'precision' if b > 1 else 'recall'} more (you get {fmt(wrong)}, which is "
            f"F_{fmt(1 / b)}); "
            f"in (1 + b^2) P R / (b^2 P + R) the b^2 multiplies P in the denominator, so b = {fmt(b)} "
            f"{'> 1 favours recall' if b > 1 else '< 1 favours precision'}: F = {fmt(right)}")


# ------------------------------------------------------------------------------------ ranked
@register("p_at_k_divides_by_retrieved", "P@k divided by the number retrieved when fewer than k were returned "
          "(by min(k, len(labels)), the length of the slice labels[:k]: k clipped to the list's length, as "
          "np.mean(labels[:k]) divides)",
          "p_at_k", {"labels": [1, 0, 1], "k": 5})
def _p_retrieved(inp):
    return precision_at(inp["labels"], inp["k"], beyond_end="retrieved")


@_p_retrieved.explainer
def _(inp, right, wrong):
    k, n = inp["k"], len(inp["labels"])
    tp = _tp(inp["labels"], k)
    return (f"your P@{k} divides by the {n} items retrieved; P@k always divides by k = {k}: the {k - n} missing "
            f"ranks count as not relevant, so P@{k} = {tp}/{k} = {fmt(right)}, not {tp}/{n}")


@register("recall_divided_by_k", "recall divided by k instead of the number of relevant items", "r_at_k",
          {"labels": [1, 0, 1, 1, 0], "n_relevant": 6, "k": 4})
def _r_by_k(inp):
    return _tp(inp["labels"], inp["k"]) / inp["k"]


@_r_by_k.explainer
def _(inp, right, wrong):
    k, R = inp["k"], inp["n_relevant"]
    tp = _tp(inp["labels"], k)
    return (f"your R@{k} divides by k = {k} (that is precision); recall divides by the query's {R} relevant "
            f"items: {tp}/{R} = {fmt(right)}")


@register("distances_sorted_wrong_way", "distances sorted from largest to smallest (descending: a minus sign in "
          "the sort key, key=lambda t: -t[0], or reverse=True; the same as taking the last k of the ascending order, "
          "argsort(...)[-k:], the top-k idiom for scores; or similarities such as 1 / d sorted ascending, least "
          "similar first)",
          "distance_p_at_k",
          {"distances": [0.9, 0.1, 0.5, 0.3, 0.7], "labels": [0, 1, 1, 0, 0], "k": 2})
def _dist_desc(inp):
    order = sorted(range(len(inp["distances"])), key=lambda i: -inp["distances"][i])
    return precision_at([inp["labels"][i] for i in order], inp["k"])


@_dist_desc.explainer
def _(inp, right, wrong):
    d = inp["distances"]
    near = min(range(len(d)), key=lambda i: d[i])
    far = max(range(len(d)), key=lambda i: d[i])
    return (f"you ranked the largest distances first (item {far + 1}, distance {fmt(d[far])}, at rank 1); a "
            f"distance measures dissimilarity, so the nearest item (item {near + 1}, distance {fmt(d[near])}) "
            f"comes first and P@{inp['k']} = {fmt(right)}")


# ------------------------------------------------------------------------------ interpolation
def _first_reaching(inp) -> list[tuple[float, int | None, float]]:
    """(level, 0-based rank, precision) at the first rank whose recall reaches each level."""
    _, p, rec = pr_arrays(_rank(inp))
    out = []
    for lv in ELEVEN_LEVELS:
        idx = next((i for i in range(len(rec)) if rec[i] >= lv), None)
        out.append((lv, idx, float(p[idx]) if idx is not None else 0.0))
    return out


def _first_diff(right, wrong) -> int:
    return next((i for i, (a, b) in enumerate(zip(right, wrong)) if not math.isclose(a, b, abs_tol=1e-9)), 0)


@register("interpolation_missing", "missing interpolation: the precision at the first rank whose recall reaches "
          "the level, with no maximum over the later ranks (a scan that stops, a break, at the first rank reaching "
          "it)",
          "interp_curve", {"labels": [0, 1, 0, 0, 1, 1], "n_relevant": 3})
def _no_interp(inp):
    return [v for _, _, v in _first_reaching(inp)]


@_no_interp.explainer
def _(inp, right, wrong):
    i = _first_diff(right, wrong)
    lv = ELEVEN_LEVELS[i]
    _, idx, v = _first_reaching(inp)[i]
    return (f"at recall level {lv:g} you took the precision at the first rank reaching it (rank {idx + 1}, "
            f"P = {fmt(v)}); interpolated precision is the best precision at any recall >= {lv:g}: {fmt(right[i])}")


@register("interpolation_max_to_left", "interpolating with the max to the left (recall <= level)",
          "interp_curve", {"labels": [1, 0, 0, 1, 1, 0], "n_relevant": 3})
def _max_left(inp):
    _, p, rec = pr_arrays(_rank(inp))
    out = []
    for lv in ELEVEN_LEVELS:
        cand = [float(p[i]) for i in range(len(rec)) if rec[i] <= lv]
        out.append(max(cand) if cand else 0.0)
    return out


@_max_left.explainer
def _(inp, right, wrong):
    i = _first_diff(right, wrong)
    lv = ELEVEN_LEVELS[i]
    return (f"at recall level {lv:g} you took the best precision at recall <= {lv:g} (to the left: {fmt(wrong[i])}); "
            f"interpolation takes the best precision at recall >= {lv:g} (to the right): {fmt(right[i])}")


@register("eleven_point_without_zero", "11-point average without the 0.0 level", "eleven_point",
          {"labels": [1, 0, 0, 0, 1], "n_relevant": 2})
def _no_zero(inp):
    vals = interpolated_curve(_rank(inp), ELEVEN_LEVELS)
    return math.fsum(vals[1:]) / 10


@_no_zero.explainer
def _(inp, right, wrong):
    p0 = interpolated_curve(_rank(inp), [0.0])[0]
    return (f"you averaged the 10 levels 0.1, ..., 1.0 ({fmt(wrong)}); the 11-point average also includes "
            f"level 0.0 (p_interp(0) = {fmt(p0)}) and divides by 11: {fmt(right)}")


@register("eleven_point_uninterpolated", "11-point average of uninterpolated precisions", "eleven_point",
          {"labels": [0, 1, 0, 0, 1, 1], "n_relevant": 3})
def _no_interp_11(inp):
    return math.fsum(v for _, _, v in _first_reaching(inp)) / 11


@_no_interp_11.explainer
def _(inp, right, wrong):
    right_curve = interpolated_curve(_rank(inp), ELEVEN_LEVELS)
    raw = _first_reaching(inp)
    i = _first_diff(right_curve, [v for _, _, v in raw])
    lv, idx, v = raw[i]
    return (f"you averaged the precision at the first rank reaching each level, without interpolating: at "
            f"level {lv:g} you used {fmt(v)} (rank {idx + 1 if idx is not None else '-'}) where the interpolated "
            f"precision (best at recall >= {lv:g}) is {fmt(right_curve[i])}")


# ----------------------------------------------------------------------------------------- AP
@register("ap_divides_by_retrieved_relevant", "AP divided by the relevant items retrieved (the number of relevant "
          "items found in the list, sum(labels), instead of n_relevant: as if every relevant item were retrieved)",
          "ap",
          {"labels": [1, 0, 1, 0, 0, 0, 0, 0, 1, 0], "n_relevant": 4})
def _ap_ret(inp):
    return average_precision(_rank(inp), denominator="retrieved_relevant")


@_ap_ret.explainer
def _(inp, right, wrong):
    r = _rank(inp)
    m, R = r.n_relevant_retrieved, r.n_relevant
    missing = [_ordinal(i) for i in range(m + 1, R + 1)]
    verb = "counts" if len(missing) == 1 else "count"
    return (f"your AP divides by the {m} relevant items you retrieved; the query has {R} relevant items, "
            f"so the {_and(missing)} {verb} as precision 0")


@register("ap_averaged_over_all_ranks", "AP averaged over all ranks instead of the relevant ones", "ap",
          {"labels": [1, 0, 1, 0], "n_relevant": 2})
def _ap_all(inp):
    _, p, _ = pr_arrays(_rank(inp))
    return math.fsum(p.tolist()) / len(p)


@_ap_all.explainer
def _(inp, right, wrong):
    r = _rank(inp)
    ranks = ", ".join(map(str, r.relevant_ranks)) or "none"
    return (f"you averaged P@k over all {r.length} ranks; AP adds P@k only at the ranks of relevant items "
            f"({ranks}) and divides by the query's {r.n_relevant} relevant items: {fmt(right)}")


@register("ap_zero_based_ranks", "0-based ranks (precision divided by the 0-based position)", "ap",
          {"labels": [0, 1, 0, 1], "n_relevant": 2})
def _ap_zero(inp):
    r = _rank(inp)
    tp, total = 0, 0.0
    for i, rel in enumerate(r.relevant.tolist()):
        if rel:
            tp += 1
            total += tp / i  # the mistake: i is 0-based (raises ZeroDivisionError at rank 1)
    return total / r.n_relevant if r.n_relevant else 0.0


@_ap_zero.explainer
def _(inp, right, wrong):
    r = _rank(inp)
    rank = next((x for x in r.relevant_ranks if x > 1), None)
    if rank is None:
        return "your precision divides by the 0-based position of the item; ranks start at 1"
    tp = int(r.relevant[:rank].sum())
    return (f"your precision at a relevant item divides by its 0-based position: at rank {rank} (index "
            f"{rank - 1}) you used {tp}/{rank - 1} instead of P@{rank} = {tp}/{rank}; ranks start at 1"
            + (" (and a relevant item at rank 1 divides by zero: a ZeroDivisionError)" if r.relevant[0] else ""))


@register("map_concatenated", "MAP as the AP of the concatenated lists", "map",
          {"runs": [[0, 1, 0], [1, 1, 0]], "n_relevant": [1, 2]})
def _map_concat(inp):
    labels = [x for run in inp["runs"] for x in run]
    return average_precision(Ranking(labels, sum(inp["n_relevant"])))


@_map_concat.explainer
def _(inp, right, wrong):
    Q = len(inp["runs"])
    first = len(inp["runs"][0])
    return (f"you computed one AP over the {Q} lists joined end to end ({fmt(wrong)}): the second query's rank 1 "
            f"became rank {first + 1}; MAP is the mean of each query's own AP, each query counting 1/{Q}: {fmt(right)}")


# ------------------------------------------------------------------------------------ graded
def _dcg(grades, formulation):
    from ..graded import dcg

    return dcg(list(grades), formulation=formulation)


@register("dcg_trec_where_classic", "DCG discounted by log2(i + 1) where the classic log2(i) was asked (the same "
          "numbers as every rank counted one too far, off by one: enumerate(..., start=2), or log2(i + 2) for a 0-based "
          "index i: each gain discounted one rank late)",
          "dcg_classic", {"grades": [3, 2, 3, 0, 1]})
def _dcg_tc(inp):
    return _dcg(inp["grades"], "trec")


@_dcg_tc.explainer
def _(inp, right, wrong):
    return ("you divided rank i by log2(i + 1) (rank 1 by 1, rank 2 by 1.585); the classic DCG asked for divides "
            f"rank i >= 2 by log2(i), so ranks 1 and 2 both count in full: DCG = {fmt(right)}, not {fmt(wrong)}")


@register("dcg_classic_where_trec", "DCG discounted by the classic log2(i) where log2(i + 1) was asked",
          "dcg_trec", {"grades": [3, 2, 3, 0, 1]})
def _dcg_ct(inp):
    return _dcg(inp["grades"], "classic")


@_dcg_ct.explainer
def _(inp, right, wrong):
    return ("you used the classic discount (rank 1 by 1, rank i >= 2 by log2(i)); this DCG divides every rank i by "
            f"log2(i + 1), so rank 2 is already divided by log2(3) = 1.585: DCG = {fmt(right)}, not {fmt(wrong)}")


@register("dcg_linear_gain_where_exponential", "gain = label (the linear gain: the grade itself) where the exponential gain 2^label - 1 was asked",
          "dcg_exponential", {"grades": [3, 2, 3, 0, 1]})
def _dcg_le(inp):
    return _dcg(inp["grades"], "trec")


@_dcg_le.explainer
def _(inp, right, wrong):
    g = max(inp["grades"])
    return (f"you used the label as the gain; the exponential formulation's gain is 2^label - 1 (a label {g} "
            f"gains {2 ** g - 1}), which rewards highly relevant items: DCG = {fmt(right)}, not {fmt(wrong)}")


@register("ndcg_ideal_from_retrieved", "NDCG with the ideal ranking built from the retrieved list only",
          "ndcg_all", {"grades": [2, 0, 1], "unretrieved": [3]})
def _ndcg_ret(inp):
    from ..graded import ndcg

    return ndcg(list(inp["grades"]), formulation="classic", ideal="judged_list")


@_ndcg_ret.explainer
def _(inp, right, wrong):
    miss = list(inp["unretrieved"])
    return (f"your ideal ranking sorts only the retrieved labels; this NDCG asks for the ideal built from all "
            f"judgments, including the {len(miss)} relevant item{'s' if len(miss) != 1 else ''} never retrieved "
            f"(grade{'s' if len(miss) != 1 else ''} {', '.join(map(str, miss))}), so the ideal DCG is larger and "
            f"NDCG = {fmt(right)}, not {fmt(wrong)}")


# ------------------------------------------------------------------------------- generality
@register("generality_over_irrelevant", "generality divided by the irrelevant items e instead of d", "generality",
          {"c": 5, "d": 20})
def _gen_e(inp):
    return inp["c"] / (inp["d"] - inp["c"])


@_gen_e.explainer
def _(inp, right, wrong):
    c, d = inp["c"], inp["d"]
    return (f"you divided c = {c} by the {d - c} irrelevant items (e = d - c); generality is the fraction of the "
            f"whole database that is relevant: g = c / d = {c}/{d} = {fmt(right)}")


@register("relevant_scope_inverted", "relevant scope inverted (c / s instead of s / c)", "relevant_scope",
          {"s": 8, "c": 4})
def _scope_inv(inp):
    return inp["c"] / inp["s"]


@_scope_inv.explainer
def _(inp, right, wrong):
    s, c = inp["s"], inp["c"]
    return (f"you divided c by s; the relevant scope is the scope measured in class sizes, s_r = s / c = "
            f"{s}/{c} = {fmt(right)} (s_r = 1 means the scope is exactly as large as the relevant class)")


# ------------------------------------------------------------------------- ROC, significance
@register("auc_ties_ignored", "ties ignored: the tied pairs counted as 0 instead of 1/2 (a tied pair: a positive and "
          "a negative with one score; on the ROC curve: a tied group's diagonal read as a step, rectangles summed "
          "instead of trapezoids)", "roc_auc",
          {"scores": [0.9, 0.5, 0.5, 0.1], "labels": [1, 1, 0, 0]})
def _auc_ties(inp):
    pos = [s for s, y in zip(inp["scores"], inp["labels"]) if y]
    neg = [s for s, y in zip(inp["scores"], inp["labels"]) if not y]
    return sum(1 for p in pos for n in neg if p > n) / (len(pos) * len(neg))


@_auc_ties.explainer
def _(inp, right, wrong):
    pos = [s for s, y in zip(inp["scores"], inp["labels"]) if y]
    neg = [s for s, y in zip(inp["scores"], inp["labels"]) if not y]
    ties = sum(1 for p in pos for n in neg if p == n)
    return (f"you counted only the pairs where the positive scores strictly higher; {ties} of the "
            f"{len(pos) * len(neg)} (positive, negative) pairs {'is' if ties == 1 else 'are'} tied, and each tied pair counts 1/2 "
            f"(the diagonal ROC segment of a tied group): AUC = {fmt(right)}, not {fmt(wrong)}")


def _sign_counts(inp):
    d = [x - y for x, y in zip(inp["a"], inp["b"])]
    return sum(1 for x in d if x > 0), sum(1 for x in d if x < 0), sum(1 for x in d if x == 0)


@register("sign_test_one_sided", "one-sided p-value where the two-sided test was asked", "sign_test",
          {"a": [0.5, 0.6, 0.7, 0.4, 0.9, 0.3], "b": [0.4, 0.5, 0.6, 0.5, 0.8, 0.2]})
def _sign_one(inp):
    from ..significance import sign_test

    wins, losses, _ = _sign_counts(inp)
    return sign_test(inp["a"], inp["b"], alternative="greater" if wins >= losses else "less").p_value


@_sign_one.explainer
def _(inp, right, wrong):
    wins, losses, _ = _sign_counts(inp)
    return (f"your p-value counts only one tail (a wins {wins} of {wins + losses}); the two-sided test asks "
            f"whether a and b differ in either direction, so it adds the other tail: p = {fmt(right)}")


@register("sign_test_ties_kept", "sign test with the ties kept: n counts every query (n = len(a)), the tied queries "
          "included as if lost, instead of dropping them", "sign_test",
          {"a": [0.5, 0.6, 0.7, 0.4, 0.9, 0.3, 0.2], "b": [0.4, 0.5, 0.6, 0.4, 0.8, 0.2, 0.2]})
def _sign_ties(inp):
    from ..significance import binomial_tail_p

    wins, losses, ties = _sign_counts(inp)
    return binomial_tail_p(wins, wins + losses + ties, "two-sided")


@_sign_ties.explainer
def _(inp, right, wrong):
    wins, losses, ties = _sign_counts(inp)
    return (f"you kept the {ties} tied queries in n (n = {wins + losses + ties}, every query); the sign test drops "
            f"ties and uses only the {wins + losses} queries where a and b differ: p = {fmt(right)}")


# -------------------------------------------------------------------------------- averaging
def _tables(inp):
    from ..sets import ContingencyTable

    return [ContingencyTable(int(tp), int(fp), int(fn)) for tp, fp, fn in inp["tables"]]


@register("micro_where_macro", "micro average where the macro average was asked (the same as each query's "
          "precision weighted by its retrieved items, tp + fp: a query that retrieves more weighs more; the same as "
          "a ratio of the means, mean tp / mean (tp + fp))",
          "macro_precision",
          {"tables": [[1, 3, 0], [8, 0, 2]]})
def _micro_for_macro(inp):
    from ..averaging import micro_average

    return micro_average(_tables(inp), "precision")


@_micro_for_macro.explainer
def _(inp, right, wrong):
    tp = sum(t[0] for t in inp["tables"])
    ret = sum(t[0] + t[1] for t in inp["tables"])
    n = len(inp["tables"])
    return (f"you pooled the counts of all queries ({tp}/{ret} = {fmt(wrong)}: the micro average, where queries "
            f"that retrieve more weigh more); the macro average takes each query's own precision and averages "
            f"those, every query counting 1/{n}: {fmt(right)}")


@register("macro_where_micro", "macro average where the micro average was asked", "micro_recall",
          {"tables": [[1, 3, 0], [8, 0, 12]]})
def _macro_for_micro(inp):
    from ..averaging import macro_average

    return macro_average(_tables(inp), "recall")


@_macro_for_micro.explainer
def _(inp, right, wrong):
    tp = sum(t[0] for t in inp["tables"])
    rel = sum(t[0] + t[2] for t in inp["tables"])
    return (f"you averaged each query's recall (the macro average, {fmt(wrong)}); the micro average pools the "
            f"counts first: total tp / total relevant = {tp}/{rel} = {fmt(right)}")


# --- exercise 06 (issue 15) ----------------------------------------------------------------------
# Sebe et al.'s parameters (003_*.txt): class size c, embedding e, database d = c + e, scope s, v relevant
# items within scope. Families: ``gen_recall`` (c, e, s, v -> v / c), ``random_precision`` (c, e, s ->
# c / d, the expected precision of a random ranking at any scope), ``recall_lower_bound`` (d, s, v ->
# v / (d - s + v), a practical study's bound), ``grip_point`` (labels, n_relevant -> precision at s = c).
@register("recall_over_scope", "recall divided by the scope s (that is precision)", "gen_recall",
          {"c": 8, "e": 92, "s": 20, "v": 6})
def _gen_recall_scope(inp):
    return inp["v"] / inp["s"]


@_gen_recall_scope.explainer
def _(inp, right, wrong):
    return (f"you divided v = {inp['v']} by the scope s = {inp['s']}: that is precision; recall divides by the class "
            f"size, r = v / c = {inp['v']}/{inp['c']} = {fmt(right)}")


@register("recall_over_database", "recall divided by the database size d = c + e", "gen_recall",
          {"c": 8, "e": 92, "s": 20, "v": 6})
def _gen_recall_db(inp):
    return inp["v"] / (inp["c"] + inp["e"])


@_gen_recall_db.explainer
def _(inp, right, wrong):
    d = inp["c"] + inp["e"]
    return (f"you divided v by the database size d = {d} (Sebe et al.'s Eq. 10, v/d, is neither recall nor "
            f"precision); recall is v / c = {inp['v']}/{inp['c']} = {fmt(right)}")


@register("random_precision_over_scope", "random precision taken as c / s", "random_precision",
          {"c": 5, "e": 45, "s": 10})
def _rand_scope(inp):
    return inp["c"] / inp["s"]


@_rand_scope.explainer
def _(inp, right, wrong):
    d = inp["c"] + inp["e"]
    return (f"the value c / s = {fmt(wrong)} is the best precision any ranking can have at scope s when c < s; a random "
            f"ranking's expected precision is the relevant fraction of the database, the generality "
            f"g = c / d = {inp['c']}/{d} = {fmt(right)}, whatever the scope")


@register("random_precision_over_embedding", "random precision taken as c / e (irrelevant items only)",
          "random_precision", {"c": 5, "e": 45, "s": 10})
def _rand_e(inp):
    return inp["c"] / inp["e"]


@_rand_e.explainer
def _(inp, right, wrong):
    d = inp["c"] + inp["e"]
    return (f"you divided c by the e = {inp['e']} irrelevant items; a random ranking draws from the whole database "
            f"of d = c + e = {d} items: g = c / d = {fmt(right)}")


@register("recall_bound_over_database", "recall lower bound taken as v / d", "recall_lower_bound",
          {"d": 100, "s": 20, "v": 6})
def _bound_d(inp):
    return inp["v"] / inp["d"]


@_bound_d.explainer
def _(inp, right, wrong):
    d, s, v = inp["d"], inp["s"], inp["v"]
    return (f"v / d = {fmt(wrong)} is the lower bound of the generality, not of recall; the largest possible class "
            f"holds the v found plus every one of the d - s = {d - s} unseen items, so c <= d - s + v = "
            f"{d - s + v} and r >= v / (d - s + v) = {fmt(right)}")


@register("recall_bound_without_found", "recall lower bound taken as v / (d - s)", "recall_lower_bound",
          {"d": 100, "s": 20, "v": 6})
def _bound_no_v(inp):
    return inp["v"] / (inp["d"] - inp["s"])


@_bound_no_v.explainer
def _(inp, right, wrong):
    d, s, v = inp["d"], inp["s"], inp["v"]
    return (f"you divided by the d - s = {d - s} unseen items only; the class also holds the v = {v} relevant items "
            f"already found: r >= v / (d - s + v) = {fmt(right)}")


@register("grip_at_ten", "precision at a fixed k = 10 instead of at s = c", "grip_point",
          {"labels": [1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0], "n_relevant": 6})
def _grip_10(inp):
    return precision_at(Ranking(inp["labels"], inp["n_relevant"]), 10)


@_grip_10.explainer
def _(inp, right, wrong):
    c = inp["n_relevant"]
    return (f"you took P@10; the GRiP point is read at the scope equal to the class size, s = c = {c}, where "
            f"precision equals recall: P@{c} = R@{c} = {fmt(right)}")


@register("grip_whole_list", "precision of the whole list instead of at s = c", "grip_point",
          {"labels": [1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0], "n_relevant": 6})
def _grip_all(inp):
    labels = list(inp["labels"])
    return sum(1 for x in labels if x) / len(labels)


@_grip_all.explainer
def _(inp, right, wrong):
    c = inp["n_relevant"]
    return (f"you used every rank of the list ({len(inp['labels'])}); the GRiP point cuts at s = c = {c}: "
            f"P@{c} = {fmt(right)}")
