"""Candidates from the whole library: every measure the library computes, with every value of its
convention keywords, applied to the student's inputs and to simple transforms of them.

A student who computed another quantity the course teaches (R-precision where AP was asked, a micro
average where a macro one was, the TREC discount, the 11-point AP) gets a number the library itself
returns with another function or option. This module lists those numbers as named candidates, so a
function task's feedback can say "your numbers are R-precision's" without any exercise naming that
mistake beforehand.

The interface is a list of :class:`LibraryMeasure` -- ``(name, label, fn, options, takes)``: a code
name, a plain-words label, the callable, its convention keywords with their allowed values, and the
kind of input it takes ("ranking", "rankings", "scores", "tables", "pr"). :func:`library_measures`
fills it today from the library's public measure functions; ``options`` is introspected from each
signature (a keyword whose string default belongs to a tuple constant of the function's module, the
way the library declares ``DENOMINATORS``, ``FORMULATIONS``, ``BEYOND_END``...), so a new option
value becomes a candidate with no change here or in the exercises. A measure registry can replace
:func:`library_measures` by any other source of the same records.

A :class:`Transform` is a simple change of the student's input with a plain-words name (the list
cut by one rank, reversed, sorted, a query dropped or repeated, two parameters swapped...). A
:class:`LibraryCandidate` is one (measure, options, transform): it duck-types a
:class:`~.misconceptions.Misconception` (``name``, ``title``, ``wrong``, ``explain``), so probing
tries it like any named mistake. Its ``title`` says what the function computes, observed, in the
course's words; its ``name`` is the internal code (never shown in a summary).

>>> from .tasks import FAMILIES
>>> c = {x.name: x for x in candidates_for(FAMILIES["ap"])}
>>> c["r_precision@as_given"].title
'R-precision (the precision at rank n_relevant) instead of AP'
>>> c["r_precision@as_given"].wrong({"labels": [1, 0, 1, 0], "n_relevant": 2})
0.5
"""

from __future__ import annotations

import dataclasses
import inspect
import math
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any
from collections.abc import Callable, Sequence

from ..errors import EmptyRankingError, InconsistentCountError
from .misconceptions import Derived, RaisesHere, Undefined
from ..trace import format_number
from .numbers import shown as _shown


@dataclass(frozen=True)
class LibraryMeasure:
    """One library measure: ``fn(x, **options)`` where ``x`` is built from the student's input by ``takes``."""

    name: str
    label: str
    fn: Callable[..., Any]
    options: dict[str, tuple[str, ...]]
    takes: str  # "ranking", "rankings", "scores", "tables", "pr"
    #: plain words for an option value; missing values are written ``keyword=value``
    option_words: dict[str, str] | None = None
    #: how a user computes it with the library (``explain`` says so); default: the function's name
    how: str = ""
    #: "float" (one number) or "list" (a curve): a candidate only for tasks whose result is of that kind
    result: str = "float"

    def variants(self) -> list[dict[str, str]]:
        """Every combination of option values (the default combination included)."""
        keys = list(self.options)
        return [dict(zip(keys, vals)) for vals in product(*(self.options[k] for k in keys))]

    def is_default(self, keyword: str, value: Any) -> bool:
        """Whether ``value`` is the measure's default for ``keyword`` (for a mean over queries, or the one-ranking
        measure's own default)."""
        inner = getattr(self.fn, "inner", None)
        return value == _default(self.fn, keyword) or (inner is not None and value == _default(inner, keyword))

    def describe(self, options: dict[str, str]) -> str:
        words = self.option_words or {}
        extra = []
        for k, v in options.items():
            if self.is_default(k, v) and f"{k}={v}" not in words:
                continue  # a default is said only where its words tell it from a sibling (AP exact, not interpolated)
            extra.append(words.get(f"{k}={v}", f"{k.replace('_', ' ')} = {v!r}"))
        label = self.label
        at = options.get("at", "")
        if at.isdigit() and "@k" in label.split(" (")[0]:
            # a cut-off measure at a number is named as that instance too: "P@1 (...) at k = 1"
            label = label.replace("@k", f"@{at}", 1)
        return label + (" " + ", ".join(extra) if extra else "")


def _default(fn: Callable, keyword: str) -> Any:
    try:
        return inspect.signature(fn).parameters[keyword].default
    except (KeyError, TypeError, ValueError):
        return None


def convention_options(fn: Callable, skip: tuple[str, ...] = ()) -> dict[str, tuple[str, ...]]:
    """The convention keywords of ``fn`` and their allowed values, read from its signature.

    A keyword with a string default counts when a tuple constant of the function's module holds
    that default (``DENOMINATORS = ("relevant", ...)``): the tuple is its list of allowed values.

    >>> from ireval_teach.average_precision import average_precision
    >>> convention_options(average_precision)["denominator"]
    ('relevant', 'retrieved_relevant', 'min_k_relevant')
    """
    names = getattr(fn, "__globals__", None) or vars(inspect.getmodule(fn) or inspect)
    constants = [v for k, v in names.items() if k.isupper() and isinstance(v, tuple)
                 and v and all(isinstance(x, str) for x in v)]
    out: dict[str, tuple[str, ...]] = {}
    for name, p in inspect.signature(fn).parameters.items():
        if name in skip or not isinstance(p.default, str):
            continue
        for values in constants:
            if p.default in values:
                out[name] = values
                break
    return out


#: What a nearest ROC point reports as the EER (``report`` of :func:`~ireval_teach.roc.equal_error_rate`), in words.
_EER_REPORT_WORDS = {
    "report=fpr": "but reporting that point's FPR alone instead of the mean (FPR + FNR) / 2 "
                  "(fpr[np.argmin(np.abs(fnr - fpr))], as many scikit-learn recipes do)",
    "report=fnr": "but reporting that point's FNR alone (1 - TPR there) instead of the mean (FPR + FNR) / 2"}

#: The "first" interpolation scheme in words (:mod:`ireval_teach.interpolation`).
_EVERY_ITEM_WORDS = ("on one ROC point per item, tied scores not grouped (a walk down the sorted list one item at a "
                     "time: tied items kept apart, in their input order, so the curve depends on the order within a "
                     "tie)")
_FIRST_RANK_WORDS = ("the precision at the first rank whose recall reaches each level (a loop that breaks there: no "
                     "maximum over the later ranks; the level 0 read at rank 1, whatever its label)")


@cache
def library_measures() -> tuple[LibraryMeasure, ...]:
    """The library's public measure functions as candidates (see the module docstring)."""
    from .. import averaging, graded, interpolation, ranked, roc, sets
    from ..average_precision import average_precision, mean_average_precision
    from ..averaging import macro_average, micro_average

    def lm(name: str, label: str, fn: Callable, takes: str, words: dict | None = None,
           skip: tuple[str, ...] = (), fixed: dict | None = None, result: str = "float") -> LibraryMeasure:
        opts = convention_options(fn, skip)
        opts.update(fixed or {})
        return LibraryMeasure(name, label, fn, opts, takes, words, result=result)

    ap_words = {"method=exact": "(the exact AP, non-interpolated: the sum of the precisions at the relevant ranks, "
                                "P@k at each, over n_relevant; never interpolated)",
                "method=trapezoid": "as the trapezoid area under the precision-recall points",
                "method=envelope": "as the area under the interpolated precision envelope",
                "denominator=retrieved_relevant": "divided by the relevant items retrieved (found in the list: the hits, sum(labels); not n_relevant)",
                "denominator=min_k_relevant": "divided by min(list length, n_relevant)"}
    dcg_words = {"formulation=classic": "with the classic discount (rel_1 + rel_i / log2(i))",
                 "formulation=trec": "with the discount log2(i + 1) (TREC)",
                 "formulation=exponential": "with the gain 2^rel - 1 and the discount log2(i + 1)",
                 "ideal=all_judgments": "(the ideal from all judgments)",
                 "ideal=judged_list": "(the ideal from the retrieved grades only)"}
    avg_words = {"measure=precision": "of the precisions", "measure=recall": "of the recalls",
                 "measure=f": "of the F1 values", "no_relevant=skip": "(skipping the queries without relevant items: left out of the mean, not counted as 0)",
                 "beyond_end=retrieved": "(divided by the items retrieved past the end: len(labels[:k]) or "
                                         "min(k, len(labels)) as the denominator, or np.mean(labels[:k]))"}
    return (
        lm("average_precision", "AP (average precision)", average_precision, "ranking", ap_words, skip=("k",)),
        lm("eleven_point_ap", "the 11-point interpolated AP", interpolation.eleven_point_average_precision,
           "ranking", {"scheme=step": "with step interpolation (at each level the precision of the first point "
                                      "whose recall reaches it, no maximum over the later ranks)",
                       "scheme=first": f"with {_FIRST_RANK_WORDS}"}),
        lm("r_precision", "R-precision (the precision at rank n_relevant)", ranked.r_precision, "ranking"),
        lm("reciprocal_rank", "the reciprocal rank (1 / the rank of the first relevant item)",
           ranked.reciprocal_rank, "ranking"),
        lm("precision_at_k", "P@k", ranked.precision_at, "ranking_k",
           {"beyond_end=retrieved": "divided by the items retrieved when fewer than k (len(labels[:k]) or "
                                    "min(k, len(labels)) as the denominator, or np.mean(labels[:k]))"}),
        lm("recall_at_k", "R@k (recall at k)", ranked.recall_at, "ranking_k"),
        lm("f1_at_k", "F1 at k", ranked.f_measure_at, "ranking_k"),
        lm("recall", "the recall of the whole list (sum(labels) / n_relevant: no cut at k, labels[:k] never "
           "taken or its result dropped)", lambda r: ranked.recall_at(r, max(1, len(r.labels))),
           "ranking"),
        lm("dcg", "DCG (the discounted gain itself, not normalised: never divided by the ideal DCG)", graded.dcg,
           "ranking", dcg_words),
        lm("ndcg", "NDCG", graded.ndcg, "ranking", dcg_words),
        lm("ideal_dcg", "the ideal DCG (IDCG) alone (idcg returned where dcg / idcg is meant: the wrong "
           "variable returned, or the DCG computed on the sorted list)",
           lambda r, formulation="classic", ideal="judged_list": graded.dcg(graded.ideal_ranking(r, ideal),
                                                                            formulation=formulation),
           "ranking", dcg_words,
           fixed={"formulation": graded.FORMULATIONS, "ideal": graded.IDEALS}),
        lm("map", "MAP", mean_average_precision, "rankings", {**ap_words, **avg_words}, skip=("k",)),
        lm("macro_average", "the macro average (the mean over queries)", macro_average, "rankings", avg_words,
           fixed={"measure": ("precision", "recall", "f")}),
        lm("micro_average", "the micro average (pooled counts: the counts summed over the queries before "
           "the division, sum(tp) / sum(tp + fp))", micro_average, "rankings", avg_words),
        lm("roc_auc", "ROC AUC", roc.roc_auc, "scores"),
        lm("interpolated_curve", "the 11 interpolated precisions", interpolation.interpolated_curve, "ranking",
           {"scheme=step": "by the step rule (P_i for R_(i-1) < r <= R_i: the precision of the first point whose "
                           "recall reaches the level, no maximum over the later ranks: a scan that stops, a break, at "
                           "the first relevant rank reaching it)",
            "scheme=first": f"as {_FIRST_RANK_WORDS}"}, result="list"),
        lm("averaged_over_reaching", "the averaged curve with each level's mean taken over only the queries whose "
           "recall reaches the level (the others left out of that level's mean instead of counting 0; the same as "
           "the zeros made nan and averaged with np.nanmean: the queries at 0 skipped)",
           _averaged_over_reaching, "rankings", result="list"),
        lm("curve_mean_per_query", "each query's mean over the 11 levels (the mean of the queries' x levels table "
           "taken along the other axis, np.mean(curves, axis=1): one value per query instead of one per level)",
           _curve_mean_per_query, "rankings", result="list"),
        lm("averaged_pr_curve", "the averaged precision-recall curve (the mean of the queries' 11 interpolated "
           "precisions)", averaging.averaged_pr_curve, "rankings",
           {"scheme=step": "with each query's curve by the step rule (P_i for R_(i-1) < r <= R_i)",
            "scheme=first": f"with each query's curve as {_FIRST_RANK_WORDS}",
            "no_relevant=skip": "(skipping the queries without relevant items: left out of the mean, not counted as 0)"}, result="list"),
        lm("set_precision", "the precision of the retrieved set", sets.precision, "table"),
        lm("set_recall", "the recall of the retrieved set (over every relevant item)", sets.recall, "table"),
        lm("set_f1", "F1 of the retrieved set", sets.f_measure, "table", skip=("alpha",)),
        lm("equal_error_rate", "the equal error rate (EER)", roc.equal_error_rate, "scores",
           {"method=nearest": "at the nearest ROC point, with no interpolation (the point where FPR and FNR are "
                              "closest: (FPR + FNR) / 2 there)",
            "method=nearest_low_threshold": "at the nearest ROC point, with no interpolation (the point where FPR and "
                                            "FNR are closest: (FPR + FNR) / 2 there), of equally near points the one at "
                                            "the lowest threshold (a scan up from the lowest score keeping the first "
                                            "minimum)",
            "method=interpolate": "where FPR = FNR on the ROC curve's straight piece",
            "method=first_crossing": "at the first ROC point past the crossing, with no interpolation (a walk down "
                                     "the thresholds that stops at the first point where FPR >= 1 - TPR: "
                                     "(FPR + FNR) / 2 there)",
            "points=corners": "on the ROC points scikit-learn's roc_curve returns by default (drop_intermediate=True: "
                              "the points inside a straight piece dropped)",
            "points=every_item": _EVERY_ITEM_WORDS, **_EER_REPORT_WORDS}),
        lm("eer_nearest_in_floats", "the equal error rate (EER) at the nearest ROC point, with no interpolation, "
           "found in floating point (the point where FPR and FNR are closest: (FPR + FNR) / 2 there, np.argmin of "
           "|FPR - FNR|, equally near points decided by rounding)", _eer_nearest_in_floats, "scores",
           {"points=corners": "on the ROC points scikit-learn's roc_curve returns by default (drop_intermediate=True)",
            "points=every_item": _EVERY_ITEM_WORDS,
            "fnr=count_ratio": "with FNR computed as FN / P (the misses over the positives) rather than 1 - TPR, which "
                               "rounds differently and so decides equally near points otherwise", **_EER_REPORT_WORDS},
           fixed={"points": roc.ROC_POINTS, "fnr": ("one_minus_tpr", "count_ratio"), "report": roc.EER_REPORTS}),
        lm("eer_point_before_crossing", "the equal error rate (EER) read at the last ROC point before the crossing "
           "(one point too early: the point a walk down the thresholds saved before the one where FPR >= 1 - TPR, "
           "never interpolated; (FPR + FNR) / 2 there)", _eer_point_before_crossing, "scores",
           {"points=corners": "on the ROC points scikit-learn's roc_curve returns by default (drop_intermediate=True)",
            "points=every_item": _EVERY_ITEM_WORDS,
            "report=fpr": "but reporting that point's FPR alone instead of the mean (FPR + FNR) / 2",
            "report=fnr": "but reporting that point's FNR alone (1 - TPR there) instead of the mean (FPR + FNR) / 2"},
           fixed={"points": roc.ROC_POINTS, "report": roc.EER_REPORTS}),
        lm("min_half_total_error", "the smallest half total error rate (HTER, the mean of FPR and FNR, (FPR + FNR) "
           "/ 2, at its lowest over the thresholds), not the rate where FPR = FNR", _min_half_total_error, "scores",
           {"points=corners": "on the ROC points scikit-learn's roc_curve returns by default (drop_intermediate=True)",
            "points=every_item": _EVERY_ITEM_WORDS}, fixed={"points": roc.ROC_POINTS}),
        lm("min_max_error", "the smallest max(FPR, FNR) over the thresholds (min over the ROC points of the larger of "
           "the two error rates: the lowest rate both stay under, read at a ROC point with no interpolation), not the "
           "rate where FPR = FNR on the curve", _min_max_error, "scores",
           {"points=corners": "on the ROC points scikit-learn's roc_curve returns by default (drop_intermediate=True)",
            "points=every_item": _EVERY_ITEM_WORDS}, fixed={"points": roc.ROC_POINTS}),
        lm("interpolated_precision", "the interpolated precision at the task's recall level",
           lambda rl, scheme=None: interpolation.interpolated_precision(rl[0], rl[1], scheme=scheme or "max"),
           "ranking_level", {"scheme=max": "by the max rule (the 11-point interpolation rule, standard interpolation: "
                                            "the maximum precision at any recall >= the level, a running maximum "
                                            "taken from the end of the list)",
                             "scheme=step": "by the step rule (P_i for R_(i-1) < r <= R_i)",
                             "scheme=first": f"as {_FIRST_RANK_WORDS}"},
           fixed={"scheme": interpolation.SCHEMES}),
        lm("pr_average_precision",
           "the average precision of the ranking by score (the area under the precision-recall curve)",
           roc.pr_average_precision, "scores"),
        lm("f_beta", "F", _f_beta, "pr"),
        lm("effectiveness", "van Rijsbergen's effectiveness measure E = 1 - F (the E-measure: 0 best, 1 worst)",
           _effectiveness, "pr"),
        *_paired_tests(),
        # the max rule's running maximum taken the other way, and the rule applied to the points themselves
        lm("curve_max_before", "the 11 precisions with the running maximum taken from rank 1 down (the maximum over "
           "the ranks before the level is reached, the earlier ranks, instead of over the ranks at or after it: "
           "np.maximum.accumulate or a running best kept from the top of the list, the [::-1] before and after "
           "left out)",
           _curve_max_before, "ranking", _MAX_BEFORE_OVER, result="list", fixed={"over": ("ranks", "points")}),
        lm("eleven_point_max_before", "the 11-point average of the precisions with the running maximum taken from "
           "rank 1 down (over the earlier ranks instead of the later ones: np.maximum.accumulate or a running best "
           "kept from the top of the list, the [::-1] before and after left out)",
           lambda r, over="ranks": sum(_curve_max_before(r, over)) / 11, "ranking", _MAX_BEFORE_OVER,
           fixed={"over": ("ranks", "points")}),
        lm("auc_pairs_in_order", "ROC AUC over only the (positive, negative) pairs met in input order by a "
           "triangular double loop (j < i: every pair looked at once, in one order; or itertools.combinations, which "
           "yields each pair once, in list order), still divided by P x N",
           _auc_pairs_in_order, "scores",
           {"first=positive": "with the positive listed first", "first=negative": "with the negative listed first",
            "first=earlier": "with each pair of different labels compared once, the earlier item in the input taken as "
                             "the positive whatever its label (a pair whose negative comes first scored the wrong way "
                             "round: scores[i] > scores[j] for j after i, the labels only checked to differ)"},
           fixed={"first": ("positive", "negative", "earlier")}),
        lm("eleven_levels_loop_cut", "the 11-point AP with one end level left out of the loop",
           _eleven_levels_cut, "ranking",
           {"left_out=first": "(the level 0.0 left out: a loop from 1, range(1, 11), levels 0.1 to 1.0 only; the "
                              "same as p_interp(0) taken as 0 when divided by 11)",
            "left_out=last": "(the level 1.0 left out: a loop that stops one level early, range(10), levels 0.0 to "
                             "0.9 only, recall 1.0 never reached)",
            "divide=eleven": "still divided by 11", "divide=kept": "divided by the 10 levels kept"},
           fixed={"left_out": ("first", "last"), "divide": ("eleven", "kept")}),
        lm("eleven_point_float_levels", "the 11-point AP with the recall levels computed in floating point",
           _eleven_point_float_levels, "ranking",
           {"levels=float_steps": "(np.linspace(0, 1, 11), np.arange(0, 1.1, 0.1) or i * 0.1: level 0.3 is "
                                  "0.30000000000000004, so a recall of exactly 0.3 does not reach it)",
            "levels=accumulated": "(0.1 added up, level += 0.1: level 0.8 is 0.7999999999999999, so a recall just "
                                  "below 0.8 reaches it)"},
           fixed={"levels": ("float_steps", "accumulated")}),
        lm("precision_at_ranks_1_to_11", "the precision at ranks 1 to 11 (P@1, ..., P@11: a precision-scope "
           "curve, the precision after each of the first 11 results), not at the 11 recall levels",
           lambda r: [ranked.precision_at(r, k) for k in range(1, 12)], "ranking", result="list"),
        # the per-rank quantities of the course's trace: a value at every rank, where a point belongs to the
        # relevant ranks only (an append outside the `if`)
        lm("precision_at_every_rank", "the precision at every rank (P@1, ..., P@n: a value appended at each rank, "
           "the non-relevant ranks too, where the points belong to the relevant ranks only: the append outside "
           "the `if`)", lambda r: [ranked.precision_at(r, k) for k in range(1, len(r.labels) + 1)], "ranking",
           result="list"),
        lm("recall_at_every_rank", "the recall at every rank (R@1, ..., R@n: a value appended at each rank, the "
           "non-relevant ranks too, where the points belong to the relevant ranks only: the append outside the "
           "`if`)", lambda r: [ranked.recall_at(r, k) for k in range(1, len(r.labels) + 1)], "ranking",
           result="list"),
        lm("interpolated_points", "the interpolated precision at each PR point (the maximum precision at that "
           "recall or later: a running maximum from the right)",
           _interpolated_points, "ranking", result="list"),
        lm("area_under_pr_points", "the trapezoid area under the PR points at the relevant items only (a polyline "
           "from (0, 1) through the points the curve plots, skipping the ranks of the non-relevant items, where "
           "the library's trapezoid AP goes through every rank)", _area_under_pr_points, "ranking"),
    )


def _eleven_levels_cut(r: Any, left_out: str = "first", divide: str = "eleven") -> float:
    """The 11-point AP's sum over the levels with level 0.0 (``left_out="first"``) or 1.0 (``"last"``) left out of
    the loop, divided by 11 or by the 10 levels kept: a 1-based or a one-short range over the levels."""
    from ..interpolation import interpolated_curve

    curve = [float(v) for v in interpolated_curve(r)]
    kept = curve[1:] if left_out == "first" else curve[:-1]
    return sum(kept) / (11 if divide == "eleven" else len(kept))


def _eleven_point_float_levels(r: Any, levels: str = "float_steps") -> float:
    """The 11-point AP with its recall levels computed in floating point: i * 0.1 (as np.linspace(0, 1, 11) and
    np.arange(0, 1.1, 0.1) give: level 0.3 is 0.30000000000000004) or 0.1 added up (level 0.8 is
    0.7999999999999999), so a recall exactly at a level may miss it or reach the next."""
    from ..interpolation import interpolated_curve
    from .perturbations import LEVEL_VALUES

    return float(sum(interpolated_curve(r, levels=LEVEL_VALUES[levels]))) / 11


def _area_under_pr_points(r: Any) -> float:
    """The trapezoid area from (0, 1) through each relevant rank's (R@k, P@k), the MLRF lecture's plotted points."""
    from .. import ranked

    pts = [(0.0, 1.0)] + [(p.recall, p.precision) for p in ranked.pr_points(r) if p.recall_changed]
    return sum((r1 - r0) * (p0 + p1) / 2 for (r0, p0), (r1, p1) in zip(pts, pts[1:]))


def _eer_nearest_in_floats(scores: Any, labels: Any, points: str = "every_score",
                           fnr: str = "one_minus_tpr", report: str = "mean") -> float:
    """(FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest, computed in floating point as code over
    scikit-learn's ``roc_curve`` does with ``np.argmin``: equally near points are decided by rounding (2/19 - 8/11
    and its mirror differ in the last bit), where :func:`~ireval_teach.roc.equal_error_rate` ties them exactly.
    FNR is ``1 - TPR`` or, as code that counts the misses does, ``FN / P``: two roundings, two tie decisions."""
    import numpy as np

    from .. import roc

    c = roc.roc_curve(scores, labels, points=points)
    p = c.n_positive  # the curve's own count of positives: FN = P - TP in whole counts
    fnr_values = (p - np.rint(c.tpr * p)) / p if fnr == "count_ratio" and p else 1.0 - c.tpr
    j = int(np.argmin(np.abs(c.fpr - fnr_values)))
    return roc.reported_rate(float(c.fpr[j]), float(fnr_values[j]), report)


def _eer_point_before_crossing(scores: Any, labels: Any, points: str = "every_score", report: str = "mean") -> float:
    """The rates of the last ROC point, from the highest threshold down, with FPR < FNR: the point before
    :func:`~ireval_teach.roc.equal_error_rate`'s ``first_crossing`` one (the first point where there is none)."""
    import numpy as np

    from .. import roc

    c = roc.roc_curve(scores, labels, points=points)
    fnr = 1.0 - c.tpr
    j = max(int(np.argmax(c.fpr - fnr >= 0)) - 1, 0)
    return roc.reported_rate(float(c.fpr[j]), float(fnr[j]), report)


def _min_half_total_error(scores: Any, labels: Any, points: str = "every_score") -> float:
    """The lowest (FPR + FNR) / 2 over the ROC points: the best threshold's half total error rate, a sibling of the
    EER (equal where FPR = FNR at that point)."""
    from .. import roc

    c = roc.roc_curve(scores, labels, points=points)
    return float(min((c.fpr + (1.0 - c.tpr)) / 2))


def _min_max_error(scores: Any, labels: Any, points: str = "every_score") -> float:
    """The lowest max(FPR, FNR) over the ROC points: a threshold scan keeping the larger of the two error rates at
    its smallest, a sibling of the EER (equal where FPR = FNR at a ROC point; above it where the crossing falls
    between two points)."""
    import numpy as np

    from .. import roc

    c = roc.roc_curve(scores, labels, points=points)
    return float(min(np.maximum(c.fpr, 1.0 - c.tpr)))


def _curve_mean_per_query(rankings: list) -> list[float]:
    """Each query's 11 interpolated precisions averaged over the levels: the queries x levels table averaged along
    the other axis than the averaged curve's (one value per query)."""
    from ..interpolation import interpolated_curve

    return [sum(float(x) for x in interpolated_curve(r)) / 11 for r in rankings]


def _averaged_over_reaching(rankings: list) -> list[float]:
    """The 11 levels' mean interpolated precision over only the queries whose recall reaches each level (the others
    left out of that level's mean instead of counting 0); 0 where none does."""
    from ..interpolation import interpolated_curve

    curves = [[float(x) for x in interpolated_curve(r)] for r in rankings]
    top = [(sum(1 for x in r.labels if x) / r.n_relevant) if r.n_relevant else 0.0 for r in rankings]
    out = []
    for j in range(11):
        kept = [c[j] for c, t in zip(curves, top) if t >= j / 10 - 1e-12 and t > 0]
        out.append(sum(kept) / len(kept) if kept else 0.0)
    return out


def _auc_pairs_in_order(scores: Any, labels: Any, first: str = "positive") -> float:
    """AUC's pair count over the pairs whose ``first`` item comes earlier in the input than the other (a loop
    ``for i ...: for j in range(i)`` that meets each pair once, one way), divided by all P x N pairs."""
    s, lab = [float(x) for x in scores], [1 if x else 0 for x in labels]
    pos, neg = sum(lab), len(lab) - sum(lab)
    if not pos or not neg:
        raise NotApplicable("one class only")
    won = 0.0
    for i in range(len(s)):
        for j in range(i + 1, len(s)):
            if lab[i] == lab[j]:
                continue
            if first == "earlier":  # the earlier item scored as if it were the positive, whatever its label
                won += 1.0 if s[i] > s[j] else 0.5 if s[i] == s[j] else 0.0
                continue
            p, n = (i, j) if lab[i] else (j, i)
            if (p < n) != (first == "positive"):
                continue
            won += 1.0 if s[p] > s[n] else 0.5 if s[p] == s[n] else 0.0
    return won / (pos * neg)


def _precisions(r: Any) -> tuple[list[float], list[float]]:
    """P@k and R@k at every rank k of a ranking (R@k 0 where the query has no relevant item): the library's
    :func:`~ireval_teach.ranked.pr_arrays`, as lists."""
    from ..ranked import pr_arrays

    _, p, rec = pr_arrays(r)
    return [float(x) for x in p], [float(x) for x in rec]


#: Where the running maximum taken from the top reads its precisions: every rank, or the PR points alone (the
#: relevant ranks: level 0 is then first reached at the first relevant item, not at rank 1).
_MAX_BEFORE_OVER = {"over=ranks": "(over every rank's precision)",
                    "over=points": "(over the PR points only, the relevant ranks: level 0 first reached at the "
                                   "first relevant item)"}


def _curve_max_before(r: Any, over: str = "ranks") -> list[float]:
    """At each of the 11 levels, the maximum precision over the ranks from 1 to the first one whose recall reaches
    the level (0 where none does): the max rule with its running maximum taken the wrong way. ``over="points"``
    reads only the relevant ranks' precisions (the PR points)."""
    ps, rs = _precisions(r)
    if over == "points":
        hits = [i for i, x in enumerate(r.relevant) if x]
        ps, rs = [ps[i] for i in hits], [rs[i] for i in hits]
    out = []
    for j in range(11):
        at = next((k for k, rec in enumerate(rs) if rec >= j / 10 - 1e-12), None)
        out.append(max(ps[:at + 1]) if at is not None else 0.0)
    return out


def _interpolated_points(r: Any) -> list[float]:
    """At each relevant rank (a PR point), the maximum precision at that rank or any later one."""
    ps, _ = _precisions(r)
    return [max(ps[k:]) for k, x in enumerate(r.labels) if x]


def _paired_tests() -> tuple[LibraryMeasure, ...]:
    """The library's paired significance tests on two systems' per-query values, each as its p-value and as its
    statistic (a part of the test returned for the whole), with the tests' own conventions (the alternative,
    Wilcoxon's zero differences and exact or normal p-value). Randomised tests (permutation, bootstrap) are left
    out: their numbers depend on a seed."""
    from .. import significance as sig

    alt = {"alternative=greater": "one-sided (a better than b)", "alternative=less": "one-sided (b better than a)"}
    wil = {**alt, "zero_method=pratt": "with the zero differences ranked (Pratt)",
           "zero_method=zsplit": "with the zero differences' ranks split between the signs",
           "method=exact": "with its exact p-value", "method=approx": "with its normal-approximation p-value"}
    tests: list[tuple[str, str, Callable[..., Any], dict[str, tuple[str, ...]], dict[str, str]]] = [
        ("sign_test", "the sign test", sig.sign_test, {"alternative": sig.ALTERNATIVES}, alt),
        ("paired_t_test", "the paired t-test (scipy.stats.ttest_rel)", sig.paired_t_test,
         {"alternative": sig.ALTERNATIVES}, alt),
        # (SciPy's Wilcoxon costs ~0.1 s a call: its two-sided p-value with the default conventions only)
        ("wilcoxon_signed_rank", "the Wilcoxon signed-rank test (scipy.stats.wilcoxon)", sig.wilcoxon_signed_rank,
         {"alternative": ("two-sided",)}, wil),
    ]
    out = []
    for name, label, test, options, words in tests:
        for part in ("p_value", "statistic") if name != "wilcoxon_signed_rank" else ("p_value",):
            if part == "statistic":  # the statistic does not depend on the alternative nor on how p is computed
                options = {k: v for k, v in options.items() if k == "zero_method"}
            def fn(ab: tuple, _test: Callable[..., Any] = test, _part: str = part, **o: Any) -> float:
                return float(getattr(_test(ab[0], ab[1], **o), _part))

            fn.inner = test  # type: ignore[attr-defined]  # its own defaults are not named in the feedback
            said = f"the p-value of {label}" if part == "p_value" else f"the statistic of {label} (not its p-value)"
            out.append(LibraryMeasure(f"{name}_{part}", said, fn, dict(options), "pair", words,
                                      how=f"`ireval_teach.{test.__name__}(a, b)`.{part}"))
    return tuple(out)


#: Where a cut-off family of the registry is cut, for a student's input (``at`` option of a registry
#: candidate): the task's own k, the list's length (the whole list), n_relevant (R), each of the input's own
#: cut-offs one rank off (a cut-off read from an input is where an off-by-one lands: labels[:k + 1], range(1, R)),
#: and trec_eval's small defaults. A cut-off named by the input comes before a constant: of two that give one
#: number, the one the student's code reads from its input is the likelier. Levels of a ``level`` family: the
#: ends and the middle of the recall axis.
REGISTRY_CUTOFFS: tuple[str, ...] = ("task_k", "list_length", "n_relevant", "task_k-1", "task_k+1", "n_relevant-1",
                                     "n_relevant+1", "1", "5", "10")
REGISTRY_LEVELS: tuple[str, ...] = ("task_level", "0", "0.5", "1")
_AT_WORDS = {
    "at=task_k": "at the task's k", "at=list_length": "at k = the list's length (the whole list)",
    "at=n_relevant": "at k = n_relevant (R)",
    "at=task_k-1": "at k - 1, one rank short of the task's k (an off-by-one: range(1, k), labels[:k - 1])",
    "at=task_k+1": "at k + 1, one rank past the task's k (an off-by-one: labels[:k + 1], a 0-based k)",
    "at=n_relevant-1": "at k = n_relevant - 1 (R - 1: one rank short of R, an off-by-one: range(1, R), labels[:R - 1])",
    "at=n_relevant+1": "at k = n_relevant + 1 (R + 1: one rank past R, an off-by-one: labels[:R + 1], the count at "
                       "index R of a cumulative sum)",
    "at=1": "at k = 1 (rank 1 alone: only the first item looked at, x[0], the first label read, or the first "
            "(nearest) item counted k times: the same item picked again, never removed)",
    "at=5": "at k = 5", "at=10": "at k = 10",
    "level=task_level": "at the task's recall level",
    "level=0": "at recall level 0 (the highest precision anywhere in the list: what a running maximum never reset "
               "between the levels holds at every level)",
    "level=0.5": "at recall level 0.5", "level=1": "at recall level 1"}
#: Registry families that are not a number a student could return for another one (a run's tag, the
#: relevance string, the count of queries).
_NOT_CANDIDATES = ("runid", "relstring", "num_q")


@cache
def registry_measures() -> tuple[LibraryMeasure, ...]:
    """Every numeric family of the measure registry (:mod:`ireval_teach.measures`), as candidates.

    The registry is the library's one definition of each trec_eval / ir_measures measure: a family added
    there becomes a candidate here with no change to this module or to the exercises. Each is computed
    exactly as ``ireval-teach eval`` computes it (the spec's vectorised kernel on the query's arrays, the
    per-query values aggregated by the spec's rule), on the ranking built from the student's input.
    """
    from ..measures import specs

    out = []
    for spec in specs():
        if spec.family in _NOT_CANDIDATES or spec.text or spec.is_count:
            continue  # (a ``values`` or ``pairs`` family is tried with trec_eval's defaults: utility 1,-1,0,0, rbp 0.9)
        options: dict[str, tuple[str, ...]]
        if spec.form == "cutoff":
            options = {"at": REGISTRY_CUTOFFS}
            how = f"`ireval-teach eval -m {spec.family}.k`"
        elif spec.form == "level":
            options = {"level": REGISTRY_LEVELS}
            how = f"`ireval-teach eval -m {spec.family}.L`"
        else:
            options = {}
            how = f"`ireval-teach eval -m {spec.family}`"
        head, _, rest = spec.explanation.partition(" = ")
        label = (f"{head} (trec_eval's {spec.family}: {rest})" if rest and len(head) <= 30
                 else f"trec_eval's {spec.family} ({spec.explanation})")
        out.append(LibraryMeasure(f"registry:{spec.family}", label, _registry_fn(spec), options, "registry",
                                  _AT_WORDS, how))
    return tuple(out)


_NO_OPTION = "-"


def _registry_fn(spec: Any) -> Callable[..., float]:
    """``fn(x, at=..., level=...)``: the family's value on a Ranking, a (Ranking, k) pair or a list of Rankings."""
    from fractions import Fraction

    def fn(x: Any, at: str = _NO_OPTION, level: str = _NO_OPTION) -> float:
        from ..ranking import Ranking

        k = None  # the task's own k or recall level, given with the ranking
        if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], Ranking):
            x, k = x
        rankings = x if isinstance(x, list) else [x]
        if not rankings or not all(isinstance(r, Ranking) for r in rankings):
            raise NotApplicable("not rankings")
        values = []
        for r in rankings:
            param: Any = None
            if at != _NO_OPTION:
                param = _cutoff(at, r, k)
            elif level == "task_level":
                if k is None:
                    raise NotApplicable("the task has no recall level")
                param = Fraction(str(k))
            elif level != _NO_OPTION:
                param = Fraction(level)
            values.append(float(spec.kernel(_query_of(r).batch(), param)[0]))
        if spec.aggregate == "geometric":
            return math.exp(sum(values) / len(values))
        if spec.aggregate == "sum":
            return sum(values)
        return sum(values) / len(values)

    fn.__name__ = spec.family
    return fn


def _cutoff(at: str, r: Any, k: Any) -> int:
    if at == "task_k":
        if k is None:
            raise NotApplicable("the task has no k")
        return int(k)
    if at == "list_length":
        return max(1, len(r.labels))
    if at in ("n_relevant", "n_relevant-1", "n_relevant+1"):
        if r.n_relevant < 1:
            raise NotApplicable("no relevant item")
        base = int(r.n_relevant)
    elif at in ("task_k-1", "task_k+1"):
        if k is None:
            raise NotApplicable("the task has no k")
        base = int(k)
    else:
        return int(at)
    cut = base + (1 if at.endswith("+1") else -1 if at.endswith("-1") else 0)
    if cut < 1:
        raise NotApplicable("no rank left")
    return cut


_QUERIES: dict[int, tuple[Any, Any]] = {}


def _query_of(r: Any) -> Any:
    """The registry's one-query input for a Ranking: its labels judged as given, the relevant items never
    retrieved as judged documents of their grades (grade 1 where only their number is known)."""
    hit = _QUERIES.get(id(r))
    if hit is not None and hit[0] is r:
        return hit[1]
    from ..measures import QueryInput

    labels = [int(v) for v in r.labels]
    docs = tuple(f"d{i}" for i in range(1, len(labels) + 1))
    judgments = dict(zip(docs, labels))
    unretrieved = [int(g) for g in r.unretrieved_grades]
    found = sum(1 for v in labels if v >= r.threshold) + sum(1 for g in unretrieved if g >= r.threshold)
    unretrieved += [r.threshold] * max(0, int(r.n_relevant) - found)
    judgments.update({f"u{i}": g for i, g in enumerate(unretrieved, 1)})
    q = QueryInput("q", docs, tuple(labels), judgments, relevance_level=int(r.threshold))
    if len(_QUERIES) > 4096:
        _QUERIES.clear()
    _QUERIES[id(r)] = (r, q)
    return q


def _f_beta(pr: tuple) -> float:
    from ..sets import f_from_pr

    p, r, beta = pr
    return f_from_pr(p, r, beta=beta)


def _effectiveness(pr: tuple) -> float:
    from ..sets import effectiveness_from_pr

    p, r, beta = pr
    return effectiveness_from_pr(p, r, beta=beta)


#: The measure arguments built for recent inputs: many candidates share one transform of one input (a
#: Ranking is built once, not once per measure and option). Keyed by identity; the input is kept alive.
_BUILT: dict[tuple, tuple[dict, Any]] = {}


def _built(build: Callable[[dict], Any], transform: Transform, inp: dict) -> Any:
    key = (id(build), transform.key, id(inp))
    hit = _BUILT.get(key)
    if hit is not None and hit[0] is inp:
        return hit[1]
    x = build(transform.apply(inp))
    if len(_BUILT) > 4096:
        _BUILT.clear()
    _BUILT[key] = (inp, x)
    return x


class NotApplicable(Exception):
    """A library candidate that cannot be computed on an input (never matches a student's own error)."""


class UndefinedHere(NotApplicable, Undefined):
    """A change of the input left something the library refuses (a list with no item left): the computation is
    undefined there -- no evidence for or against it, where the student's own loop may well give a number."""


def _emptied(exc: Exception, change: Any) -> NotApplicable:
    """The refusal of a list with no item (or of one class only, for a ROC): undefined where a change of the input
    left it so, a plain refusal where the input was given so."""
    if change is None or change.key == "as_given":
        return NotApplicable(str(exc))
    return UndefinedHere(f"the change left no item: {exc}")


class RaisesWith(NotApplicable, RaisesHere):
    """A change of the input that the student's own code could not make either (three rows unpacked from a table
    of four): it raises there, as such a student's function does."""


class CountBelowHits(UndefinedHere):
    """A change of the input gave a query fewer relevant items than its list holds (another query's n_relevant):
    no ranking the library knows, so the computation is undefined there -- no evidence for or against it."""


#: A candidate's value on an input object, computed once: (candidate id, input id) -> (input, value or refusal,
#: candidate). The checker asks the same candidates about the same inputs in several passes (the first fit, the
#: discriminating inputs, the confirming draws). The entry holds both objects, so neither id is reused while it
#: stands, and a hit checks both are the very objects asked about.
_VALUES: dict[tuple[int, int], tuple[dict, Any, Any]] = {}


def _remember(key: tuple[int, int], inp: dict, value: Any, who: Any) -> None:
    if len(_VALUES) > 50_000:
        _VALUES.clear()
    _VALUES[key] = (inp, value, who)


def _reference_once(family: Any, inp: dict) -> tuple[float, ...]:
    """A list family's right values on an input object, computed once for all the candidates that place one value
    of their own among them (held in :data:`_VALUES` under the family); NotApplicable where the reference refuses
    the input (nothing to place a value in)."""
    key = (id(family), id(inp))
    hit = _VALUES.get(key)
    if hit is None or hit[0] is not inp or hit[2] is not family:
        try:
            value: Any = tuple(float(e) for e in family.reference(inp))
        except Exception as exc:  # noqa: BLE001 - an input the reference refuses
            value = NotApplicable(str(exc))
        _remember(key, inp, value, family)
        hit = _VALUES[key]
    if isinstance(hit[1], NotApplicable):
        raise hit[1].with_traceback(None)  # (one refusal, raised afresh: no traceback kept from its last raise)
    return hit[1]


@dataclass(frozen=True)
class Transform:
    """A simple change of the input, with a plain-words name ("" for the input as given)."""

    key: str
    words: str
    apply: Callable[[dict], dict]


def _t(key: str, words: str, f: Callable[[dict], dict]) -> Transform:
    return Transform(key, words, f)


_AS_GIVEN = _t("as_given", "", lambda x: x)
AS_GIVEN = _AS_GIVEN  # the input unchanged (a candidate's transform, to compare a change with no change)


#: The one-list slips' words, the same whether made in one list or in every query's list.
_FIRST_DROPPED = ("without its first rank (shifted by one: the loop over ranks starts at index 1, or every later rank "
                  "one too small, rank - 1, as a 0-based index, enumerate() from 0, used as the rank)")
_LAST_DROPPED = ("without its last rank (the loop over ranks stops one early: range(1, len(labels)) or len - 1; the "
                 "last rank never counted)")


def _one_later(field: str) -> str:
    return ("with a non-relevant item put in front (every rank one too far: rank + 1, as a 1-based rank, "
            f"enumerate({field}, start=1), with 1 added again, or a rank counter incremented before it is used; a "
            f"cut at rank k then counts only the top k - 1 items: one rank short, {field}[:k - 1])")


def _labels_transforms(field: str = "labels") -> list[Transform]:
    return [_AS_GIVEN,
            _t("last_dropped", f"the list {_LAST_DROPPED}", lambda x: {**x, field: list(x[field])[:-1]}),
            _t("first_dropped", f"the list {_FIRST_DROPPED}", lambda x: {**x, field: list(x[field])[1:]}),
            _t("one_later", f"the list {_one_later(field)}", lambda x: {**x, field: [0] + list(x[field])}),
            _t("only_first", "the list's first rank alone (the loop stops after rank 1: a return or a break inside the loop's first "
               "pass, the return indented into the loop; or labels[0], labels[:1] or range(1) read alone)",
               lambda x: {**x, field: list(x[field])[:1]}),
            _t("to_first_relevant", "the list up to its first relevant item (the loop stops there: a break or a return at the first "
               "relevant item, as a search for the first hit does; or labels.index(1) taken as the cut)",
               lambda x: {**x, field: _to_first_relevant(x[field])}),
            _t("to_last_relevant", "the list up to its last relevant item (the non-relevant items after it never "
               "read: a loop over range(max(positions)) or up to the last hit's index, as a loop driven by the "
               "relevant items' positions stops there)", lambda x: {**x, field: _to_last_relevant(x[field])}),
            _t("cut_at_10", "the list cut at rank 10 (a length hard-coded from a worked example, the slides' 10 images: "
               "range(10), labels[:10], or a table of 10 discounts zipped with the list, zip() stopping at the "
               "shorter; the ranks after 10 never read)", lambda x: {**x, field: list(x[field])[:10]}),
            _t("first_zeroed", "the list with its first rank never counted (a loop from index 1, range(1, k): "
               "rank 1 skipped, the others in place; or an index test false at 0, `if i and labels[i]`, "
               "`if i > 0`)", lambda x: {**x, field: [0] + list(x[field])[1:]}),
            _t("before_first_miss", "the list counted only up to its first non-relevant item (the loop stops at "
               "the first miss: a break or a return in the else branch, a while loop that runs while the items are "
               "relevant, itertools.takewhile)", lambda x: {**x, field: _before_first_miss(x[field])}),
            _t("reversed", "the list read from the end (reversed, bottom-up: the last item taken as rank 1; labels[::-1], "
               "reversed(), an ascending sort, negative indices labels[-i], or a rank counted as len - i)", lambda x: {**x, field: list(x[field])[::-1]}),
            _t("sorted", "the list sorted from the best grade down (the ideal order: each item discounted at its rank "
               "by grade, as rankdata of the grades gives, not at its own position in the list; or the input "
               "sorted in place for the ideal, labels.sort(reverse=True), before the measure reads it)",
               lambda x: {**x, field: sorted(x[field], reverse=True)})] + ([_t(
                   "all_relevant", "every item counted as relevant, the whole list (len(labels) instead of sum(labels): "
                   "the list's length, every judged item, counted where the relevant items are; the labels' values "
                   "never read, or a count that falls back on the list's length, a default left in place)",
                   lambda x: {**x, field: [1] * len(x[field])})] if field == "labels" else []) + ([_t(
                   "binary", "the grades made binary (every grade above 0 counts as 1: relevant or not; `if g > 0`"
                   " or `if g:` adding 1 where g is meant, min(g, 1), bool(g), np.sign(grades), grades > 0)",
                   lambda x: {**x, **{f: [1 if float(g) > 0 else 0 for g in x[f]] for f in (field, "unretrieved")
                                      if f in x}})] if field == "grades" else [])


#: The positional slips of a list that a ranking built from distances can carry too (its reversal and its sort
#: are the distance readings' own: farthest first, the labels sorted alone).
_POSITIONAL = ("last_dropped", "first_dropped", "one_later", "only_first", "to_first_relevant", "first_zeroed",
               "before_first_miss")


#: The distances sorted without their labels (one reading, for a ranking and for an epsilon-query's set).
_DISTANCES_ALONE = _t(
    "distances_sorted_alone", "the distances sorted on their own, the labels left in their original order "
    "(sorting the distances without their labels breaks the pairing, the labels not moved with their distances: "
    "sorted(distances) zipped with the labels, or np.sort of the distances alone; the labels no longer belong to "
    "their distances, no longer aligned "
    "with them: the labels read from the front of the list, labels[:m], in their input order, as if the list were "
    "already sorted by distance)",
    lambda x: {**x, "distances": sorted(float(d) for d in x["distances"])})


def _labels_flipped(x: dict) -> dict:
    """The labels read the other way round: 0 as relevant (the positive class), 1 as not."""
    return {**x, "labels": [0 if int(v) else 1 for v in x["labels"]]}


def _key_sorted_alone(field: str) -> list[Transform]:
    """The values an order is read from (scores) sorted on their own, the labels left in their input order: the
    pairing broken, each label given the i-th value of the sorted list (highest first, and lowest first)."""
    def sort(descending: bool) -> Callable[[dict], dict]:
        return lambda x: {**x, field: sorted((float(v) for v in x[field]), reverse=descending)}

    words = ("the {f} sorted on their own ({how}), the labels left in their original order (sorting the {f} without "
             "their labels breaks the pairing: sorted({f}{rev}) zipped with the labels, or np.sort of the {f} alone; "
             "the labels no longer belong to their {f})")
    return [_t(f"{field}_sorted_alone", words.format(f=field, how="highest first", rev=", reverse=True"), sort(True)),
            _t(f"{field}_sorted_alone_ascending", words.format(f=field, how="lowest first", rev=""), sort(False))]


def _truncated(field: str) -> Transform:
    """The values an order is read from cast to whole numbers (int(), astype(int), an integer array): every value
    below 1 becomes 0, so they tie."""
    def apply(x: dict) -> dict:
        out = [float(math.trunc(float(v))) for v in x[field]]
        if out == [float(v) for v in x[field]]:
            return x  # (whole numbers already: nothing truncated, the input as given)
        return {**x, field: out}

    return _t(f"{field}_truncated", f"the {field} cast to whole numbers (int(), .astype(int), np.array(..., "
              f"dtype=int), or an integer array they are stored in: the fraction dropped, every value below 1 "
              f"becomes 0, so they tie)", apply)


def _min_max_scaled(field: str) -> Transform:
    """The values rescaled to [0, 1] by their own minimum and maximum, then compared with a threshold (epsilon)
    that is still in the original units."""
    def apply(x: dict) -> dict:
        v = [float(d) for d in x[field]]
        lo, hi = min(v, default=0.0), max(v, default=0.0)
        return {**x, field: [(d - lo) / (hi - lo) if hi > lo else 0.0 for d in v]}

    return _t(f"{field}_min_max_scaled", f"the {field} min-max scaled to [0, 1] ((d - min) / (max - min): "
              f"normalised) before they are compared with a threshold still in the original units", apply)


def _keyed_by_value(field: str) -> Transform:
    """The items keyed by their ``field`` value in a dict ({distance: label}): items that tie on the value
    overwrite each other, the last one's label kept, once, at its value's first place (a dict keeps the order its
    keys were first inserted in)."""
    def apply(x: dict) -> dict:
        kept: dict[float, Any] = {}
        for v, y in zip(x[field], x["labels"]):
            kept[float(v)] = y
        if len(kept) == len(x[field]):
            return x  # (no tie: nothing overwritten, the input as given)
        return {**x, field: list(kept), "labels": list(kept.values())}

    word = {"distances": "distance", "scores": "score"}.get(field, field)
    return _t(f"keyed_by_{word}", f"the items keyed by their {word} in a dict ({{{word}: label}}: items with the same "
              f"{word} overwrite each other, so only the last item at each tied {word} is kept and the others are "
              f"lost; or dict(zip({field}, labels)))", apply)


def _one_bubble_pass(x: dict) -> dict:
    """The items after a single pass of a bubble sort by distance (the outer loop of a hand-written sort missing:
    only the farthest item is sure to reach its place)."""
    pairs = [(float(d), y) for d, y in zip(x["distances"], x["labels"])]
    for j in range(len(pairs) - 1):
        if pairs[j][0] > pairs[j + 1][0]:
            pairs[j], pairs[j + 1] = pairs[j + 1], pairs[j]
    return {**x, "distances": [d for d, _ in pairs], "labels": [y for _, y in pairs]}


_ONE_BUBBLE_PASS = _t("one_bubble_pass", "the items after one pass of a hand-written sort by distance (a bubble sort "
                      "whose outer loop is missing or runs once: only the farthest item is sure to reach its place, "
                      "so the list is not fully sorted)", _one_bubble_pass)


def _by_distance_readings() -> list[Transform]:
    """Each positional slip of a list (:func:`_labels_transforms`) made on the ranking the distances build: the
    labels ordered nearest first (equal distances in input order, a stable sort), then slipped. A student who
    sorts the pairs and then loops from index 1 never counts the nearest item, as one who loops over a given
    list from index 1 never counts rank 1."""
    def ranked(x: dict) -> dict:
        order = sorted(range(len(x["labels"])), key=lambda i: (float(x["distances"][i]), i))
        return {**x, "labels": [x["labels"][i] for i in order],
                "distances": [float(x["distances"][i]) for i in order]}

    def slip(t: Transform) -> Transform:
        return _t(f"by_distance[{t.key}]", f"{t.words}, the list being the labels ordered by distance (the nearest "
                  "item is rank 1)", lambda x: t.apply(ranked(x)))

    return [slip(t) for t in _labels_transforms() if t.key in _POSITIONAL]


def _count_readings() -> list[Transform]:
    """The ways the count ``n_relevant`` is misread beside a list: as the relevant items found in the list, as the
    list's length, or as those still missing (to be added to the ones found)."""
    def found(x: dict) -> dict:
        return {**x, "n_relevant": sum(1 for v in x["labels"] if v)}

    def missing(x: dict) -> dict:
        return {**x, "n_relevant": int(x["n_relevant"]) + sum(1 for v in x["labels"] if v)}

    def length(x: dict) -> dict:
        return {**x, "n_relevant": len(x["labels"])}

    return [_t("found_as_relevant", "the list, with n_relevant taken as the relevant items in the list (those "
               "found, sum(labels); the given n_relevant ignored, or overwritten: one name reused, "
               "n_relevant = sum(labels))", found),
            _t("length_as_relevant", "the list, with n_relevant taken as the list's length (len(labels): every "
               "retrieved item counted, relevant or not, so recall is read over the list's length; the given "
               "n_relevant ignored)", length),
            _t("missing_plus_found", "the list, with n_relevant read as the relevant items still missing (the "
               "relevant items found in the list added to it: n_relevant + sum(labels))", missing)]


def _before_first_miss(labels: Any) -> list:
    """The list with nothing counted from its first non-relevant item on (zeros keep its length: the ranks and k
    stay; a list with no miss is itself)."""
    out = list(labels)
    miss = next((i for i, x in enumerate(out) if not x), len(out))
    return out[:miss] + [0] * (len(out) - miss)


def _to_first_relevant(labels: Any) -> list:
    out = list(labels)
    first = next((i for i, x in enumerate(out) if x), None)
    if first is None or first == len(out) - 1:
        raise NotApplicable("no relevant item before the end")  # the same list: not another computation
    return out[:first + 1]


def _to_last_relevant(labels: Any) -> list:
    out = list(labels)
    last = max((i for i, x in enumerate(out) if x), default=-1)
    return out[:last + 1]  # (no relevant item: nothing read; the last item relevant: the list as given)


def _queries_transforms(field: str) -> list[Transform]:
    def repeat_first(x: dict) -> dict:
        out = {**x, field: [x[field][0]] * len(x[field])}
        return out

    def only(i: int) -> Callable[[dict], dict]:
        return lambda x: {**x, **{f: [x[f][i]] for f in (field, "n_relevant") if f in x}}

    def no_hit_first(x: dict) -> dict:
        if field != "runs":
            raise NotApplicable("not ranked runs")
        runs = [list(r) for r in x[field]]
        if all(any(r) for r in runs):
            return x
        return {**x, field: [r if any(r) or not r else [1] + r[1:] for r in runs]}

    def first_count(x: dict) -> dict:
        counts = x.get("n_relevant")
        if not isinstance(counts, list) or not counts:
            raise NotApplicable("no per-query n_relevant")
        return {**x, "n_relevant": [counts[0]] * len(counts)}  # (one query: the input as given)

    def each(change: Callable[[list], list]) -> Callable[[dict], dict]:
        return lambda x: {**x, field: [change(list(r)) for r in x[field]]}

    def skipped(i: int) -> Callable[[dict], dict]:
        def change(x: dict) -> dict:
            rows = [list(r) for r in x[field]]
            if not rows:
                raise NotApplicable("no query")
            rows[i] = [0, 1, 1] if field == "tables" else [0] * len(rows[i])  # (one query: it is the one skipped)
            return {**x, field: rows}
        return change

    def cut_to_shortest(x: dict) -> dict:
        n = min((len(r) for r in x[field]), default=0)
        return {**x, field: [list(r)[:n] for r in x[field]]}

    def found(x: dict) -> dict:
        if not isinstance(x.get("n_relevant"), list):
            raise NotApplicable("no per-query n_relevant")
        return {**x, "n_relevant": [sum(1 for v in r if v) for r in x[field]]}

    per_list = [  # the one-list slips, made in every query's list (the loop over ranks is inside the one over queries)
        _t("each_last_dropped", f"every query's list {_LAST_DROPPED}", each(lambda r: r[:-1] + [0] * bool(r))),
        _t("each_first_dropped", f"every query's list {_FIRST_DROPPED}", each(lambda r: r[1:])),
        _t("each_one_later", f"every query's list {_one_later('run')}", each(lambda r: [0] + r)),
        _t("each_found_as_relevant", "each query's n_relevant taken as the relevant items found in its list "
           "(sum(labels), the items retrieved; n_relevant ignored, never used)", found),
        # the queries read as one: their lists chained into one ranking, their counts summed
        _t("joined", "the queries' lists joined into one ranking (chained, concatenated or flattened: one query's "
           "measure of them all, itertools.chain(*runs) or sum(runs, []), the counts summed)",
           lambda x: {**x, field: [[v for r in x[field] for v in r]],
                      **({"n_relevant": [sum(x["n_relevant"])]} if isinstance(x.get("n_relevant"), list) else {})}),
        # the queries made rectangular (a queries x ranks matrix): every list cut to the shortest one's length
        _t("each_cut_to_shortest", "every query's list cut to the shortest list's length (the ranks past it "
           "dropped: zip(*runs), or a matrix made rectangular by truncating each run to min(len(r) for r in runs))",
           cut_to_shortest)] if field == "runs" else []
    columns = [  # a table read in another column order (the task's order is [tp, fp, fn])
        _t(f"columns_{''.join(o)}", f"each table read as [{', '.join(o)}] (the columns taken in another order than "
           "[tp, fp, fn]: " + "; ".join(f"{x} used as {y}" for x, y in zip(o, ("tp", "fp", "fn")) if x != y) + ")",
           (lambda order: lambda x: {**x, field: [[row[("tp", "fp", "fn").index(c)] for c in order]
                                                  for row in x[field]]})(o))
        for o in (("tp", "fn", "fp"), ("fp", "tp", "fn"), ("fn", "fp", "tp"))] if field == "tables" else []
    if field == "tables":  # the queries' rows read as the three columns (tp, fp, fn = the array: rows unpacked)
        columns.append(_t("transposed", "the tables transposed: the rows (one per query) read as the tp, fp and fn "
                          "columns (tp, fp, fn = np.asarray(tables) unpacks rows, not columns; only 3 queries unpack)",
                          lambda x: {**x, field: _transposed(x[field])}))
    def accumulated(x: dict) -> dict:
        rows = list(x[field])
        if len(rows) < 2:
            return x  # (one query: nothing carried over, the input as given)
        if field == "tables":
            return {**x, field: [[sum(int(r[c]) for r in rows[:i + 1]) for c in range(3)] for i in range(len(rows))]}
        out = {**x, field: [[v for r in rows[:i + 1] for v in r] for i in range(len(rows))]}
        counts = x.get("n_relevant")
        if isinstance(counts, list):
            out["n_relevant"] = [sum(counts[:i + 1]) for i in range(len(counts))]
        return out

    carried = [_t("accumulated", "each query computed on the running totals of all the queries so far (the "
                  "counters, " + ("tp, fp and fn" if field == "tables" else "the hits, the rank and the sums") +
                  ", set to 0 once before the loop over the queries and never reset for the next query: state "
                  "carried over from one query to the next)", accumulated)] if field in ("tables", "runs") else []
    return [_AS_GIVEN, *per_list, *columns, *carried,
            _t("first_repeated", "the first query's list used for every query (runs[0] or a variable of the first pass read inside "
               "the loop where the loop's own variable is meant)", repeat_first),
            _t("first_count_repeated", "the first query's n_relevant (n_relevant[0]) used for every query (the "
               "count indexed with 0, or computed once before the loop, where each query's own is meant)", first_count),
            _t("no_hit_as_rank1", "every query with no relevant item read as a hit at rank 1 (index(max(run)) or "
               "argmax of an all-zero run gives position 0; or a first-hit position initialised to 0, or rank "
               "to 1, and kept when no hit comes: a default left in place)", no_hit_first),
            _t("only_first", "the first query alone (only the first query counted: a loop that returns or stops after "
               "its first pass; or the first query's value computed once and reused for every query: a cache or a "
               "value kept from the first pass, the mean of copies of one value being that value)", only(0)),
            _t("only_last", "the last query alone (only the last query kept: a value overwritten at every "
               "pass: = where += is meant, the total or the list reset inside the loop, rows that are one list "
               "([[0] * m] * n: list multiplication repeats one list object, so the last query's values fill every "
               "row), a running mean whose counter "
               "never advances (n stays 1, so mean += (x - mean) / n is x), or the loop's last value used after it)",
               only(-1)),
            _t("last_dropped", "the last query left out (the loop over the queries stops one early: range(len(runs) - 1), "
               "runs[:-1], or a zip with a list one shorter)",
               lambda x: {**x, **{f: list(x[f])[:-1] for f in (field, "n_relevant") if f in x}}),
            # a query skipped by the loop but still counted in the mean: its value 0 (a run with no hit; a table
            # with nothing right, [0, 1, 1])
            _t("first_query_skipped", "the first query never added, still counted in the mean (a loop over the "
               "queries from index 1, range(1, len(queries)), divided by all of them)", skipped(0)),
            _t("last_query_skipped", "the last query never added, still counted in the mean (a loop over the "
               "queries that stops one early, range(len(queries) - 1), divided by all of them)", skipped(-1))]


def _input_order(scores: Any, runs: bool) -> list[float]:
    """Scores that rank the items in their input order (a walk down the unsorted list): every item apart, or
    (``runs``) a run of neighbouring equal scores sharing one value, as a walk that groups equal neighbours sees."""
    out: list[float] = []
    level = float(len(scores))
    for i, s in enumerate(scores):
        if i and (not runs or s != scores[i - 1]):
            level -= 1.0
        out.append(level)
    return out


def _transposed(table: list) -> list:
    """A [tp, fp, fn] table per query read by columns: only a 3-query table has three rows to unpack."""
    if len(table) != 3 or any(len(row) != 3 for row in table):  # the unpacking raises: no number to compare
        raise RaisesWith("only a table of 3 queries unpacks into three columns")
    return [[table[r][c] for r in range(3)] for c in range(3)]


@dataclass(frozen=True)
class LibraryCandidate(Derived):
    """One library measure with options, on one transform of the input (duck-types a Misconception)."""

    measure: LibraryMeasure
    options: tuple[tuple[str, str], ...]
    transform: Transform
    build: Callable[[dict], Any]  # the measure's argument from the (transformed) input
    asked: str  # the measure the task asks for ("AP")
    scale: str = ""  # "over_n": the value divided by the number of queries of the input as given
    #: a list result of named values (:attr:`~.tasks.Family.result_names`): the one value this measure gives, the
    #: others right (None: the measure gives the whole result)
    position: int | None = None
    family: Any = None  # (with ``position``: the family whose reference gives the other values)

    @property
    def name(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return (f"{self.measure.name}" + (f"[{opts}]" if opts else "") + f"@{self.transform.key}"
                + (f"/{self.scale}" if self.scale else "") + (f"#{self.position}" if self.position is not None else ""))

    @property
    def what(self) -> str:
        """What the function computes, in the course's words."""
        text = self.measure.describe(dict(self.options))
        if self.transform.words:
            text += f" of {self.transform.words}"
        if self.position is not None:
            if self.transform.key == "as_given" and "distances" in self.family.params:
                # (the distances plan ranks nearest first with equal distances in input order: said here, where
                # the other values of the list order the ties by their own rules)
                text += " of the items sorted by distance alone (tied distances kept in input order: a stable sort)"
            names = self.family.result_names
            named = f" ({names[self.position]})" if self.position < len(names) else ""
            text = f"value {self.position + 1} of the list{named} computed as {text}"
        if self.scale == "over_n":
            text += (", divided by the number of queries (a return inside the loop over the queries: only the "
                     "first one was added)" if self.transform.key == "only_first" else
                     ", divided by the number of queries (a sum overwritten at each query instead of added to)")
        return text

    @property
    def title(self) -> str:
        return f"{self.what} instead of {self.asked}" if self.asked else self.what

    label = title

    def wrong(self, inp: dict) -> Any:
        key = (id(self), id(inp))
        hit = _VALUES.get(key)
        if hit is not None and hit[0] is inp and hit[2] is self:  # the same objects: the value (or refusal) once
            if isinstance(hit[1], NotApplicable):
                raise hit[1]
            return list(hit[1]) if isinstance(hit[1], list) else hit[1]
        try:
            v = self._value(inp)
        except NotApplicable as exc:
            _remember(key, inp, exc, self)
            raise
        _remember(key, inp, list(v) if isinstance(v, list) else v, self)
        return v

    def _value(self, inp: dict) -> Any:
        try:
            x = _built(self.build, self.transform, inp)
            v = self.measure.fn(x, **dict(self.options))
        except NotApplicable:
            raise  # (a count below the hits stays what it is: undefined there, not a mismatch)
        except (EmptyRankingError, InconsistentCountError) as exc:
            raise _emptied(exc, self.transform) from None
        except Exception as exc:  # noqa: BLE001 - the option or the transform does not apply to this input
            raise NotApplicable(str(exc)) from None
        v = _plain(v)
        if self.scale == "over_n":  # one query's value (or curve) divided by the number of queries
            n = len(inp[next(iter(inp))])
            v = v / n if isinstance(v, float) else [e / n for e in v]
        if self.position is not None:  # one named value of the list: the others as the task's reference has them
            if not isinstance(v, float):
                raise NotApplicable("not one value")
            right = _reference_once(self.family, inp)
            v = [v if i == self.position else e for i, e in enumerate(right)]
        return v

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options)
        if self.measure.how:
            how = self.measure.how.format(**dict(self.options))
        else:
            fn = getattr(self.measure.fn, "inner", self.measure.fn)
            name = getattr(fn, "__name__", "<lambda>")
            # a public function of the library is named; the checker's own readings (a lambda, a private helper)
            # are not library API a student could call, so no function is named for them
            how = "" if name == "<lambda>" or name.startswith("_") else f"`{name}`" + (f" and {opts}" if opts else "")
        return (f"your function's numbers are those of {self.what}: {_shown(wrong)} on this input, "
                f"where {self.asked or 'the right value'} is {_shown(right)}"
                + (f" (the library computes it with {how})" if how else ""))


def _ranking(labels: Any, n_relevant: Any = None, unretrieved: Any = None) -> Any:
    from ..ranking import Ranking

    labels = [int(x) for x in labels]
    if unretrieved is not None:
        return Ranking(labels, unretrieved_grades=[int(x) for x in unretrieved])
    if n_relevant is None:
        return Ranking(labels)
    hits = sum(1 for x in labels if x)
    if int(n_relevant) < hits:  # a change of the input (another query's count) below the hits: no ranking the
        raise CountBelowHits(f"n_relevant {n_relevant} below the {hits} hits")  # library knows; not judged here
    return Ranking(labels, int(n_relevant))


def _tables(inp: dict) -> list:
    from ..sets import ContingencyTable

    return [ContingencyTable(int(tp), int(fp), int(fn)) for tp, fp, fn in inp["tables"]]


def _scores_ranking(inp: dict) -> Any:
    from ..ranking import Ranking

    return Ranking.from_scores([float(s) for s in inp["scores"]], [int(x) for x in inp["labels"]])


#: Changes of the input tried only with each measure's default options (their cost is a candidate per option
#: combination; two slips at once, a convention and a loop, are not what a first name should rest on).
_PLAIN_ONLY = frozenset({"first_zeroed", "before_first_miss", "to_last_relevant", "missing_plus_found", "no_hit_as_rank1",
                         "first_count_repeated", "unretrieved_appended", "each_last_dropped", "each_first_dropped",
                         "each_one_later", "each_found_as_relevant", "each_cut_to_shortest", "joined", "first_query_skipped",
                         "last_query_skipped", "columns_tpfnfp", "columns_fptpfn",
                         "columns_fnfptp", "level_as_percent", "level_strict", "k_capped", "kth_never_counted",
                         "distances_sorted_alone", "never_sorted", "never_sorted_runs", "all_relevant",
                         "length_as_relevant", "accumulated"})


#: The slips of the list of queries itself (besides every query's own, ``each_*``), tried with the course's measures
#: and not with every trec_eval family of several queries.
_QUERY_SLIPS = frozenset({"joined", "first_query_skipped", "last_query_skipped"})


def _plan(params: tuple[str, ...]) -> list[tuple[str, list[Transform], Callable[[dict], Any]]]:
    """For a family's parameters: (measure kind, transforms, how to build the measure's argument)."""
    if params == ("labels", "n_relevant"):
        return [("ranking", _labels_transforms() + _count_readings(),
                 lambda x: _ranking(x["labels"], x["n_relevant"]))]
    if params == ("runs",):  # queries without their n_relevant: each query's relevant items are those it retrieved
        return [("rankings", _queries_transforms("runs"), lambda x: [_ranking(labels) for labels in x["runs"]])]
    if params == ("labels", "n_relevant", "level"):  # a measure at one recall level: the level goes with the ranking
        scale = [_t("level_strict", "a recall equal to the level not counted as reaching it (a strict comparison, "
                    "recall > level where recall >= level is asked: the interval closed on the other side, "
                    "R_(i-1) <= r < R_i, so a level equal to a recall reached takes the next point's precision; "
                    "np.searchsorted(recalls, level, side='right') or bisect.bisect_right(recalls, level) finds the "
                    "first recall above the level)",
                    _strict_level),
                 _t("level_as_percent", "the level read as a percentage (level / 100: 0.6 taken as 0.6 %, so almost "
                    "any recall reaches it; or a level already a fraction divided by 100 again)",
                    lambda x: {**x, "level": float(x["level"]) / 100})]
        return [("ranking_level", _labels_transforms() + _count_readings() + scale,
                 lambda x: (_ranking(x["labels"], x["n_relevant"]), x["level"]))]
    if params in (("labels", "k"), ("labels", "n_relevant", "k")):
        capped = [_t("k_capped", "k capped at the list's length (k = min(k, len(labels)), a k clipped to the list "
                     "first: k past the end read as the list's length, so the ranks that do not exist are left out of "
                     "what k counts; or the length of the cut list, len(labels[:k]), used where k is meant)",
                     lambda x: {**x, "k": min(int(x["k"]), len(x["labels"]))} if int(x["k"]) > len(x["labels"]) > 0
                     else x)]
        # the loop that stops one rank early (range(1, k) over 1-based ranks): rank k never counted, still at k
        capped.append(_t("kth_never_counted", "the list cut before rank k (the loop stops one rank early, as "
                         "range(1, k) does: rank k is never counted, the division still by k; or labels[:k - 1], "
                         "range(k - 1), or a while rank < k with rank from 1)",
                         lambda x: {**x, "labels": list(x["labels"])[:max(0, min(int(x["k"]), len(x["labels"])) - 1)]}))
        return [("ranking_k", _labels_transforms() + (_count_readings() if "n_relevant" in params else []) + capped,
                 lambda x: (_ranking(x["labels"], x.get("n_relevant")), x["k"]))]
    if params == ("distances", "labels", "k"):
        def by(order: str) -> Callable[[dict], Any]:
            def build(x: dict) -> Any:
                from ..ranking import Ranking

                d = [float(v) for v in x["distances"]]
                if order == "input":
                    r = Ranking([int(v) for v in x["labels"]])
                else:
                    r = Ranking.from_scores([v if order == "far" else -v for v in d], [int(v) for v in x["labels"]],
                                            ties="input_order")
                return r, x["k"]
            return build
        return [("ranking_k", [_AS_GIVEN, _DISTANCES_ALONE, _keyed_by_value("distances"), _truncated("distances")],
                 by("near")),
                # the ranking the distances build is a list too: its positional slips are the list's
                ("ranking_k", _by_distance_readings() + [_ONE_BUBBLE_PASS], by("input")),
                ("ranking_k", [_t("input_order", "the items in the order given (never sorted by distance: the sort's result never "
                                  "used, sorted() called and dropped, an argsort never applied)",
                                  lambda x: x)], by("input")),
                ("ranking_k", [_t("labels_sorted", "the labels sorted on their own, by label alone (relevant first, "
                                  "ignoring the distances: sorted(labels, reverse=True); or sorted(zip(labels, "
                                  "distances), reverse=True), the pairs sorted by their first element, the label)",
                                  lambda x: {**x, "labels": sorted(x["labels"], reverse=True)})],
                 by("input")),
                # the order decided by the label before the distance (np.lexsort's LAST key is its primary one):
                # as if every distance tied
                ("ranking_k", [_t("distances_tied", "every distance read as tied (the label decides the order before "
                                  "the distance: np.lexsort sorts by its last key first, so lexsort((d, y)) sorts by "
                                  "the label)", lambda x: {**x, "distances": [0.0] * len(x["distances"])})],
                 by("near"))]
    if params == ("grades",):
        return [("ranking", _labels_transforms("grades"), lambda x: _ranking(x["grades"], None, []))]
    if params == ("grades", "unretrieved"):
        return [("ranking", _labels_transforms("grades"), lambda x: _ranking(x["grades"], None, x["unretrieved"])),
                ("ranking", [_t("unretrieved_ignored", "the retrieved grades only (the unretrieved ones ignored: the "
                                "ideal DCG built from sorted(grades) alone, the unretrieved list never read)",
                                lambda x: x)], lambda x: _ranking(x["grades"], None, [])),
                # the two lists read as one ranking: the unretrieved grades appended after the last retrieved item
                ("ranking", [_t("unretrieved_appended", "the ranking with the unretrieved grades appended to it "
                                "(as if they were retrieved after its last item, so they add gain to the DCG too: "
                                "grades + unretrieved or np.concatenate passed as the ranking)", lambda x: x)],
                 lambda x: _ranking(list(x["grades"]) + list(x["unretrieved"]), None, []))]
    if params == ("runs", "n_relevant"):
        return [("rankings", _queries_transforms("runs"),
                 lambda x: [_ranking(labels, n) for labels, n in zip(x["runs"], x["n_relevant"])])]
    if params == ("scores", "labels"):
        from ..ranking import Ranking

        def by_score(ties: str) -> Callable[[dict], Any]:
            return lambda x: Ranking.from_scores([float(v) for v in x["scores"]], [int(v) for v in x["labels"]],
                                                 ties=ties)

        # the ranking the scores induce, with every tie rule the library names (introspected: a new rule
        # becomes a candidate), measured by every one-ranking measure
        rules = convention_options(Ranking.from_scores).get("ties", ())
        ranked = [("ranking", [_t(f"by_score[ties={t}]", f"the ranking by score ({_TIE_WORDS.get(t, 'ties: ' + t)})",
                                  lambda x: x)], by_score(t)) for t in rules]
        return ranked + [("scores", [_AS_GIVEN, _t("negated", "the scores ranked from the lowest up (ascending: the lowest score first, as "
                                          "distances are; the same as the scores negated: a lower score taken as "
                                          "better; for the AUC and the EER this gives 1 - the value: for the EER it "
                                          "returns the true positive rate at the crossing, TPR = 1 - EER, where the "
                                          "error rate is asked)",
                                          lambda x: {**x, "scores": [-float(s) for s in x["scores"]]}),
                                       _t("never_sorted", "the items walked in the order given (never sorted by "
                                          "score, ties never grouped: the sort's result never used, sorted() "
                                          "called and dropped, an argsort never applied)",
                                          lambda x: {**x, "scores": _input_order(x["scores"], runs=False)}),
                                       _t("never_sorted_runs", "the items walked in the order given (never sorted "
                                          "by score), only neighbouring equal scores grouped (itertools.groupby on "
                                          "an unsorted list)", lambda x: {**x, "scores": _input_order(x["scores"], runs=True)}),
                                       _keyed_by_value("scores"), _truncated("scores"),
                                       *_key_sorted_alone("scores"),
                                       _t("labels_flipped", "the classes swapped (positives and negatives swapped: "
                                          "label 0 taken as the positive class, as pos_label=0 or 1 - labels does)",
                                          _labels_flipped)],
                 lambda x: ([float(s) for s in x["scores"]], [int(v) for v in x["labels"]]))]
    if params == ("distances", "labels", "epsilon"):
        # the epsilon-query as a retrieved set: the targets nearer than epsilon (the library's convention), or
        # also those at epsilon exactly
        return [("table", [_AS_GIVEN, _DISTANCES_ALONE, _keyed_by_value("distances"), _truncated("distances"),
                           _min_max_scaled("distances")],
                 _epsilon_table(False)),
                ("table", [_t("at_epsilon_too", "the targets at distance exactly epsilon counted in (d <= epsilon; or "
                              "not d > epsilon, a loop that breaks at d > epsilon where d >= epsilon is meant; or "
                              "bisect_right, np.searchsorted(..., side='right'), on the sorted distances)",
                              lambda x: x)], _epsilon_table(True)),
                ("table", [_t("beyond_epsilon", "the targets farther than epsilon (d > epsilon: the distances read "
                              "as similarities, the wrong side of epsilon; or the test inverted, not d <= epsilon, "
                              "the if's branches swapped)", lambda x: x)], _epsilon_table(False, beyond=True)),
                ("table", [_t("unsorted_stop", "the targets taken in the order given up to the first one at "
                              "epsilon or farther (the distances read in their input order, as given, as if already "
                              "sorted: a loop that stops at the first one not within epsilon, a break)",
                              lambda x: x)], _epsilon_table(False, stop=True))]
    if params == ("retrieved", "relevant"):
        return [("table", [_AS_GIVEN], lambda x: _set_table(x["retrieved"], x["relevant"]))]
    if params == ("tables",):
        return [("rankings", _queries_transforms("tables"), _tables)]
    if params == ("a", "b"):  # two systems' per-query values, paired
        return [("pair", [_AS_GIVEN, _t("swapped", "a and b swapped (b - a where a - b is meant: the two arguments "
                                        "taken in the other order, in the def line, the call or the difference)",
                                        lambda x: {**x, "a": x["b"], "b": x["a"]}),
                          _t("sorted_apart", "a and b each sorted on its own (sorted(a), sorted(b): the per-query "
                             "pairing lost, each query's values no longer matched with each other; or np.sort(a), or "
                             "a.sort() and b.sort() in place before the pairing)",
                             lambda x: {**x, "a": sorted(x["a"]), "b": sorted(x["b"])})],
                 lambda x: ([float(v) for v in x["a"]], [float(v) for v in x["b"]]))]
    if params == ("precision", "recall", "beta"):
        return [("pr", [_AS_GIVEN,
                        _t("swapped", "precision and recall swapped (the two arguments taken in the other order: "
                                "the def line or the call)",
                           lambda x: {**x, "precision": x["recall"], "recall": x["precision"]}),
                        _t("beta_one", "beta ignored (beta = 1: beta never used, a default beta=1 left "
                                "in place, or F1 computed)", lambda x: {**x, "beta": 1.0}),
                        _t("beta_squared", "beta squared twice (beta^2 used where beta is asked: b2 = beta ** 2 then "
                                "b2 ** 2 or b2 * b2 in the formula, or beta squared before the call and inside)",
                           lambda x: {**x, "beta": float(x["beta"]) ** 2}),
                        _t("beta_inverse", "1 / beta used for beta (or beta ** 2 weighting the recall's term: "
                                "b2 * R + P where b2 * P + R is asked)", lambda x: {**x, "beta": 1 / float(x["beta"])}),
                        _t("beta_doubled", "2 * beta used where beta squared is asked (beta * 2 for beta ** 2)",
                           lambda x: {**x, "beta": math.sqrt(2 * float(x["beta"]))})],
                 lambda x: (x["precision"], x["recall"], x["beta"]))]
    return []


def _strict_level(x: dict) -> dict:
    """The level nudged past itself, so a recall equal to it no longer reaches it; at level 1 no recall can
    exceed it, which no level the library takes can say: undefined there."""
    level = float(x["level"])
    if level >= 1.0:
        raise UndefinedHere("no recall exceeds level 1")
    return {**x, "level": math.nextafter(level, 2.0)}


def _epsilon_table(inclusive: bool, stop: bool = False, beyond: bool = False) -> Callable[[dict], Any]:
    def build(x: dict) -> Any:
        from ..sets import ContingencyTable

        eps = float(x["epsilon"])
        got = [(float(d) <= eps) if inclusive else (float(d) < eps) for d in x["distances"]]
        if beyond:
            got = [float(d) > eps for d in x["distances"]]
        if stop:  # in the order given, nothing after the first target that is not within epsilon
            first_out = next((i for i, g in enumerate(got) if not g), len(got))
            got = [g and i < first_out for i, g in enumerate(got)]
        rel = [bool(v) for v in x["labels"]]
        return ContingencyTable(sum(g and r for g, r in zip(got, rel)), sum(g and not r for g, r in zip(got, rel)),
                                sum(r and not g for g, r in zip(got, rel)))
    return build


def _set_table(retrieved: Any, relevant: Any) -> Any:
    from ..sets import sets_table

    return sets_table(retrieved, relevant)


_TIE_WORDS = {"trec_eval": "tied scores ordered as trec_eval orders them", "input_order": "tied scores kept in "
              "the order given", "optimistic": "tied scores with the relevant items first",
              "pessimistic": "tied scores with the relevant items last"}


def _plain(v: Any) -> Any:
    """A measure's value as a float, or a list of floats for a curve (NumPy's too)."""
    if hasattr(v, "tolist"):  # a NumPy curve or number
        v = v.tolist()
    return float(v) if not isinstance(v, list) else [float(e) for e in v]


def _widened(x: Any) -> Any:
    """The measure's argument with two more relevant items never retrieved (n_relevant + 2), or None where the
    argument holds no ranking: an input the task's own inputs may not be able to express."""
    from ..ranking import Ranking

    if isinstance(x, Ranking):
        return x.with_n_relevant(int(x.n_relevant) + 2)
    if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], Ranking):
        return (_widened(x[0]), x[1])
    if isinstance(x, list) and x and all(isinstance(r, Ranking) for r in x):
        return [_widened(r) for r in x]
    return None


_GENERAL: dict[tuple[str, str, str], bool] = {}


def differ_in_general(a: LibraryCandidate, b: LibraryCandidate, inp: dict) -> bool:
    """Whether two library candidates that agree on the task's inputs are different quantities all the same: they
    differ once the ranking they read has relevant items it never retrieved (the task's input may not be able to
    say so: a list of 0/1 runs has no n_relevant, so the recall of the whole list is the hit rate there). Two
    names of one quantity (trec_eval's family and the course's function) agree there as well."""
    shape = ",".join(sorted(inp))
    key = (a.name, b.name, shape)
    hit = _GENERAL.get(key)
    if hit is not None:
        return hit
    out = False
    try:
        xa, xb = _widened(_built(a.build, a.transform, inp)), _widened(_built(b.build, b.transform, inp))
    except Exception:  # noqa: BLE001 - an input the transform does not take: no evidence either way
        xa = xb = None
    if xa is not None and xb is not None:
        vals: list[Any] = []
        for m, x, opts in ((a.measure, xa, a.options), (b.measure, xb, b.options)):
            try:
                vals.append(_plain(m.fn(x, **dict(opts))))
            except Exception:  # noqa: BLE001 - the measure refuses the widened input
                vals.append(None)
        va, vb = vals
        if (va is None) != (vb is None):
            out = True
        elif va is not None and vb is not None:
            la = va if isinstance(va, list) else [va]
            lb = vb if isinstance(vb, list) else [vb]
            out = len(la) != len(lb) or any(not math.isclose(p, q, rel_tol=1e-9, abs_tol=1e-9) for p, q in zip(la, lb))
    if len(_GENERAL) > 4096:
        _GENERAL.clear()
    _GENERAL[key] = out
    return out


def _call_kind(measure: LibraryMeasure, kind: str) -> bool:
    if measure.takes == "registry":  # a registry family reads any ranking, with or without k, or a list of them
        return kind in ("ranking", "ranking_k", "ranking_level", "rankings")
    if kind == "ranking_level":
        return measure.takes in ("ranking", "ranking_level")
    if kind == "ranking_k":
        return measure.takes in ("ranking_k", "ranking")
    return measure.takes == kind


def _adapt(measure: LibraryMeasure, kind: str, build: Callable[[dict], Any]) -> Callable[[dict], Any]:
    """The argument builder, fitted to how the measure is called (a ranking with k, or without)."""
    if kind in ("ranking_k", "ranking_level") and measure.takes == "ranking":
        return lambda x: build(x)[0]
    return build


#: How a student may combine the queries' values (``combine`` of :func:`_mean_of`), in words.
COMBINES: dict[str, str] = {
    "mean": "",
    "weighted": "weighted by each query's n_relevant (a weighted mean: a query with more relevant items counts more, "
                "as scikit-learn's average='weighted')",
    "n_minus_1": "with the sum divided by the number of queries minus one (n - 1, as a sample variance divides)",
    "running_pairs": "as a running pairwise mean (avg = (avg + value) / 2 at each query: the later queries weigh "
                     "more; right only for two queries)",
    "running_pairs_back": "as a pairwise mean taken from the last query back ((first + mean of the rest) / 2, "
                          "recursively: the first query weighs half, the earlier queries more; right only for two "
                          "queries)",
    "sum": "summed, not divided by the number of queries (a total, not a mean)",
    "running_max": "with each query's value never reset from the earlier queries' (a maximum kept across the "
                   "queries: each query's value is the largest of its own and every previous query's, value by value "
                   "for a curve, as one list of maxima shared by all the queries, made once before the loop over "
                   "them and not reset for each)",
    "divided_each_pass": "with the running total divided by the number of queries at every pass of the loop over "
                         "the queries (total /= n indented into the loop, where it belongs after it: the earlier "
                         "queries divided again at each later pass)",
    "geometric": "as a geometric mean (the n-th root of the product of the values, as GMAP; where a query's value "
                 "is 0 the result is whatever floor the code adds, trec_eval's 0.00001 or none)",
    "first_twice": "with the first query counted twice (a running total started at the first query's value, then "
                   "every query added, the first again), still divided by the number of queries",
    "first_count": "with each query's value divided by the first query's n_relevant instead of its own "
                   "(n_relevant[0] used for every query)",
    "harmonic": "as a harmonic mean: 1 / the mean of 1 / value (for reciprocal ranks, the reciprocal of the mean "
                "first rank, 1 / mean rank), the queries with value 0 left out",
    "harmonic_all": "as a harmonic mean over every query: 1 / the mean of 1 / value (for reciprocal ranks, the "
                    "reciprocal of the mean first rank, 1 / mean rank), a query with value 0 at rank infinity, so "
                    "one such query makes it 0",
    "harmonic_share": "as a harmonic mean over the queries with a non-zero value, scaled by their share of the "
                      "queries: (queries with a hit / all queries) / the mean of 1 / value (for reciprocal ranks, the "
                      "reciprocal of the mean first rank of the queries with a hit, times the share of queries with a "
                      "hit: 1 / mean rank * hits / queries)",
}


def _relevant_of(r: Any) -> float:
    """A query's number of relevant items: a ranking's n_relevant, a set table's tp + fn."""
    n = getattr(r, "n_relevant", None)
    return float(n if n is not None else r.tp + r.fn)


def _combine(values: list[Any], weights: list[float], how: str) -> Any:
    """The queries' values (numbers or curves) combined as ``how`` says (:data:`COMBINES`)."""
    if how in ("running_pairs", "running_pairs_back"):
        values = values if how == "running_pairs" else values[::-1]
        acc = values[0]
        for v in values[1:]:
            acc = [(x + y) / 2 for x, y in zip(acc, v)] if isinstance(acc, list) else (acc + v) / 2
        return acc
    n = len(values)
    if how == "running_max":  # a per-query maximum never reset: query q keeps the best of queries 1..q
        best: Any = None
        kept = []
        for v in values:
            best = v if best is None else ([max(x, y) for x, y in zip(best, v)] if isinstance(v, list) else max(best, v))
            kept.append(best)
        values, how = kept, "mean"
    if how == "divided_each_pass":  # total = (total + value) / n at every pass: query q divided n - q + 1 times
        total: Any = [0.0] * len(values[0]) if isinstance(values[0], list) else 0.0
        for v in values:
            total = [(x + y) / n for x, y in zip(total, v)] if isinstance(total, list) else (total + v) / n
        return total
    if how in ("harmonic", "harmonic_all", "harmonic_share"):  # 1 / mean(1 / v): for RR, 1 / (the mean first rank)
        if isinstance(values[0], list):
            raise NotApplicable("a harmonic mean of curves")
        kept = [v for v in values if v]
        if how == "harmonic_all" and len(kept) < n:
            return 0.0  # a query with value 0 (no hit: rank infinity) makes the mean over every query 0
        if not kept:
            raise NotApplicable("no query with a non-zero value")
        # (every query with a non-zero value: the share is 1, the plain harmonic mean -- the same number, which
        # the inputs built to tell computations apart then split)
        share = len(kept) / n if how == "harmonic_share" else 1.0
        return share * len(kept) / sum(1 / v for v in kept)  # ("harmonic": the queries with value 0 left out)
    if how == "geometric":  # the plain geometric mean, no floor
        if isinstance(values[0], list):
            raise NotApplicable("a geometric mean of curves")
        if any(v < 0 for v in values):
            raise NotApplicable("a negative value")
        if any(v == 0 for v in values):  # the floor a tool or a student adds decides there: no evidence either way
            raise UndefinedHere("a geometric mean with a value 0 depends on the floor added")
        return math.exp(sum(math.log(v) for v in values) / n)
    if how == "first_count":
        # a value that divides by n_relevant (AP, recall) rescaled to the first query's count: v * R_q / R_1
        if weights[0] == 0:
            raise NotApplicable("the first query has no relevant item")
        weights, total = [w / weights[0] for w in weights], float(n)
    elif how == "weighted":
        total = sum(weights)
        if total == 0:
            raise NotApplicable("no query with a relevant item to weigh")
    else:
        # (n - 1 is 0 for one query: a student's guard decides there, max(n - 1, 1) the commonest)
        total = {"mean": n, "n_minus_1": max(n - 1, 1), "sum": 1, "first_twice": n}[how]
        weights = [2.0 if how == "first_twice" and i == 0 else 1.0 for i in range(n)]
    if isinstance(values[0], list):
        return [sum(w * v[j] for w, v in zip(weights, values)) / total for j in range(len(values[0]))]
    return sum(w * v for w, v in zip(weights, values)) / total


def _mean_of(m: LibraryMeasure, combines: tuple[str, ...] = tuple(COMBINES)) -> LibraryMeasure:
    """The queries' values of a one-query measure (a number or a curve, point by point) combined over the queries:
    the mean, and the other ways a student combines them (:data:`COMBINES`: weighted by n_relevant as
    scikit-learn's ``average="weighted"``, divided by n - 1, a running pairwise mean, a plain sum), with the
    library's convention for queries with no relevant item (``no_relevant``, as
    :func:`~ireval_teach.average_precision.mean_average_precision` names it: "zero" keeps them, "skip" leaves them
    out)."""
    def fn(rankings: list, no_relevant: str = "zero", combine: str = "mean", **o: Any) -> Any:
        kept = [r for r in rankings if no_relevant != "skip" or _relevant_of(r) > 0]
        if not kept:
            raise NotApplicable("no query with a relevant item")
        vals = [m.fn(r, **o) for r in kept]
        vals = [[float(e) for e in v] if m.result == "list" else float(v) for v in vals]
        return _combine(vals, [_relevant_of(r) for r in kept], combine)

    fn.inner = m.fn  # type: ignore[attr-defined]
    label = m.label[:1].lower() + m.label[1:] if not m.label[:2].isupper() else m.label
    words = {**(m.option_words or {}), "no_relevant=skip": "over the queries with a relevant item only (the queries "
             "with no relevant item left out of the mean)",
             **{f"combine={k}": v for k, v in COMBINES.items() if v}}
    options = {**m.options, "no_relevant": ("zero", "skip"), "combine": combines}
    name = getattr(m.fn, "__name__", m.name)
    how = (f"`{name}` on each query" if name != "<lambda>" else f"{label} on each query") + \
        ", combined with combine={combine!r} and no_relevant={no_relevant!r}"
    return LibraryMeasure(f"mean_of_{m.name}" + ("" if "mean" in combines else "_combined"),
                          f"the mean over queries of {label}", fn, options, "rankings", words, how=how,
                          result=m.result)


def _k_measure(m: LibraryMeasure) -> LibraryMeasure:
    """A measure taking ``(ranking, k)`` or ``(scores, labels)``, called with one tuple argument."""
    def fn(rk: tuple, **o: Any) -> Any:
        return m.fn(rk[0], rk[1], **o)

    fn.inner = m.fn  # type: ignore[attr-defined]  # its own defaults are not named in the feedback
    return LibraryMeasure(m.name, m.label, fn, m.options, m.takes, m.option_words, how=m.how, result=m.result)


_BY_FAMILY: dict[str, tuple[Any, ...]] = {}


def candidates_for(family: Any) -> tuple[Any, ...]:
    """Every library candidate that applies to the family's inputs (its parameters decide which), then the
    course's other exercises on the same inputs (:class:`SiblingTask`)."""
    if family.name not in _BY_FAMILY:
        own = _build(family)
        _BY_FAMILY[family.name] = (tuple(own) + sibling_tasks(family) + record_fields(family)
                                   + own_on_changes(family, _computes_asked(family, own))
                                   + formula_shapes_of(family) + set_countings(family))
    return _BY_FAMILY[family.name]


def _reference_value(family: Any, inp: dict, change: Transform | None = None) -> Any:
    """A task family's right value on an input (or on a change of it), as plain floats; NotApplicable where the
    measure cannot take it."""
    x = change.apply(inp) if change is not None else inp
    try:
        v = family.reference(x)
    except NotApplicable:
        raise  # (a change undefined on this input stays undefined)
    except EmptyRankingError as exc:
        raise _emptied(exc, change) from None
    except Exception as exc:  # noqa: BLE001 - an input the measure cannot take
        v = _as_written(family, x) if change is not None and _count_below_hits(x) else None
        if v is None:
            raise NotApplicable(str(exc)) from None
    return [float(e) for e in v] if isinstance(v, (list, tuple)) else float(v)


def _count_below_hits(x: dict) -> bool:
    """A query's n_relevant below the relevant items its list holds (a count read from another query)."""
    counts, lists = x.get("n_relevant"), x.get("runs", [x["labels"]] if "labels" in x else None)
    if lists is None or counts is None:
        return False
    counts = counts if isinstance(counts, list) else [counts]
    try:
        return any(int(n) < sum(1 for v in r if v) for r, n in zip(lists, counts))
    except (TypeError, ValueError):
        return False


def _as_written(family: Any, x: dict) -> Any:
    """The measure computed by its formula as the course writes it (:mod:`.perturbations`), where the library
    refuses the input: with a count below the hits a student's own loop still computes (recall above 1), and a
    changed reading of the count (another query's) must be judged on what that loop gives. None: no formula."""
    from .perturbations import FORMULAS

    formula = FORMULAS.get(family.name)
    if formula is None:
        return None
    try:
        return formula.compute(x, {})
    except Exception:  # noqa: BLE001 - the formula cannot take it either
        return None


@dataclass(frozen=True)
class SiblingTask(Derived):
    """Another exercise's measure on the same inputs (a course quantity the student may have computed
    instead): its reference function, named by the task's title. Duck-types a Misconception."""

    family: Any
    title_of: str
    asked: str

    @property
    def name(self) -> str:
        return f"course:{self.family.name}"

    @property
    def title(self) -> str:
        return f"{self.title_of} (another exercise's measure) instead of {self.asked}"

    label = title

    def wrong(self, inp: dict) -> Any:
        return _reference_value(self.family, inp)

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return (f"your function's numbers are those of {self.title_of} on this input ({_shown(wrong)}), the measure "
                f"of another exercise of the course, where {self.asked} is {_shown(right)}")


def _field_words(name: str, per_rank: bool = False) -> str:
    from .student_trace import FIELD_WORDS

    if per_rank and name in FIELD_WORDS:
        return FIELD_WORDS[name]
    head, _, tail = name.rpartition("_")
    return f"{head}'s {tail} bound" if tail in ("lower", "upper") and head else name.replace("_", " ")


class _TitleExplained(Derived):
    """A derived mistake explained by its title and the two values (the function's and the right one)."""

    @property
    def title(self) -> str:  # pragma: no cover - every subclass names its computation
        raise NotImplementedError

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return (f"your function's numbers are those of {self.title}: {_shown(wrong)} on this input, where the right "
                f"value is {_shown(right)}")


def _record_of(read: Any, inp: dict) -> Any:
    """The library record ``read(inp)`` a record candidate computes from: Undefined passed on (no record to read
    on this input, no evidence either way), any other failure NotApplicable."""
    try:
        return read(inp)
    except Undefined:
        raise
    except Exception as exc:  # noqa: BLE001
        raise NotApplicable(str(exc)) from None


@dataclass(frozen=True)
class RecordField(Derived):
    """Another number of the library record a list result is read from, in place of the one asked: one
    position's field swapped (a record per result), or every element's (a record per element). Duck-types a
    Misconception."""

    family: Any
    position: int | None  # None: every element
    field: str
    asked: str
    unselected: bool = False  # every element of the record, before the measure's selection
    formulas: tuple[tuple[str, str], ...] = ()  # the record's own formula of each field (``FORMULAS``), if it has one

    @property
    def name(self) -> str:
        return (f"record:{'all' if self.position is None else self.position}={self.field}"
                + ("/unselected" if self.unselected else ""))

    @property
    def title(self) -> str:
        if self.unselected:
            return (f"the {self.field} at every rank ({_field_words(self.field, True)}), one value per rank, not only "
                    "at the ranks the measure keeps (where recall rises)")
        if self.position is None:  # one record per element: "the recall of each point (R@k)"
            used = self.family.record_fields[0]
            return (f"the {self.field} instead of the {used} of each point ({_field_words(self.field, True)} "
                    f"returned where {_field_words(used, True)} is asked: the {self.field} values, not the {used} "
                    "values)")
        used = self.family.record_fields[self.position]
        if self.family.result != "list" and not self.formulas:  # one number read off a rank's record
            said = {"tp": "hits so far"}.get(self.field, self.field)
            short = {"recall": "R@k", "precision": "P@k", "rank": "k", "tp": "tp"}
            return (f"the {said} instead of the {used} of the point the value is read from"
                    + (f" ({short[self.field]} where {short[used]} is asked)" if self.field in short and used in short
                       else ""))
        f = dict(self.formulas)
        said = (f" ({f[self.field]} where {f[used]} is asked)" if self.field in f and used in f else "")
        names = self.family.result_names
        what = f", {names[self.position]}" if self.position < len(names) else ""
        where = f" (as value {self.position + 1} of the list{what})" if self.family.result == "list" else ""
        return f"{_field_words(self.field)} instead of {_field_words(used)}{where}{said}"

    label = title

    def wrong(self, inp: dict) -> Any:
        rec = _record_of(self.family.record_unselected if self.unselected else self.family.record, inp)
        try:
            if self.position is None:
                return [float(getattr(e, self.field)) for e in rec]
            if self.family.result != "list":  # one number read from the record: another of its fields
                return float(getattr(rec, self.field))
            # the right list is the record's fields in order (the reference reads them); one position swapped
            return [float(getattr(rec, self.field if i == self.position else used))
                    for i, used in enumerate(self.family.record_fields)]
        except Exception as exc:  # noqa: BLE001
            raise NotApplicable(str(exc)) from None

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return (f"your function's numbers are those of {self.title}: {_shown(wrong)} on this input, where the right "
                f"value is {_shown(right)} (the library's record holds both)")


@dataclass(frozen=True)
class LateCount(_TitleExplained):
    """Each element of a record per point read with its hit counted only after the value is taken (the counter
    incremented after the division): the point's own relevant item left out, (tp - 1) / rank for a precision.
    Duck-types a Misconception."""

    family: Any
    asked: str

    @property
    def name(self) -> str:
        return "record:all/count_before_hit"

    @property
    def title(self) -> str:
        field = self.family.record_fields[0]
        said = "(hits - 1) / rank" if field == "precision" else "(hits - 1) / n_relevant"
        which = "each point" if self.family.result == "list" else "the point"
        return (f"the {field} of {which} computed before counting its own hit ({said}: the hits before its rank, "
                "the hit counter incremented too late, after the division, so each point leaves out its own relevant "
                "item: one hit too few; or a running count of the earlier items only, itertools.accumulate(labels, "
                "initial=0) or np.cumsum(labels) - labels; or a slice that stops before the item itself, "
                "sum(labels[:i]) with i the 0-based index)")

    label = title

    def wrong(self, inp: dict) -> Any:
        field = self.family.record_fields[0]
        rec = _record_of(self.family.record, inp)

        def late(e: Any) -> float:  # one point's value with its own hit left out
            return (e.tp - 1) / e.rank if field == "precision" else float(getattr(e, field)) * (e.tp - 1) / e.tp

        try:  # a list of points, or one point (the step rule's): its value alone
            return [late(e) for e in rec] if isinstance(rec, (list, tuple)) else late(rec)
        except Exception as exc:  # noqa: BLE001
            raise NotApplicable(str(exc)) from None


def _numeric_fields(rec: Any) -> list[str]:
    if not dataclasses.is_dataclass(rec):
        return []
    return [f.name for f in dataclasses.fields(rec)
            if isinstance(getattr(rec, f.name), (int, float)) and not isinstance(getattr(rec, f.name), bool)]


def record_fields(family: Any) -> tuple[RecordField | LateCount | PreviousPoint | NextPoint | RankBefore, ...]:
    """The other numeric fields of a family's library record as candidates (a new field is one with no
    change here); read from the record of a drawn input."""
    if family.record is None or not family.record_fields:
        return ()
    from .variants import Draw

    rec: Any = None
    for seed in range(8):  # a drawn input whose record is not empty
        try:
            rec = family.record(family.generate(Draw(seed)))
        except Exception:  # noqa: BLE001
            continue
        if not isinstance(rec, (list, tuple)) or rec:
            break
    asked = _asked(family)
    if isinstance(rec, (list, tuple)):
        if not rec:
            return ()
        every = (tuple(RecordField(family, None, f, asked, True) for f in family.record_fields)
                 if family.record_unselected is not None else ())
        fields: tuple[RecordField | LateCount | PreviousPoint | NextPoint | RankBefore, ...] = tuple(
            RecordField(family, None, f, asked) for f in _numeric_fields(rec[0])
            if f not in family.record_fields and f not in ("rank", "label"))
        before = ((RankBefore(family, asked),) if family.record_unselected is not None
                  and "rank" in _numeric_fields(rec[0]) and family.record_fields[0] in ("precision", "recall") else ())
        return (fields + every + _late_count(family, asked, rec[0]) + _previous_points(family, asked)
                + _next_points(family, asked) + before)
    formulas = tuple(sorted(getattr(type(rec), "FORMULAS", {}).items()))
    return tuple(RecordField(family, i, f, asked, formulas=formulas) for i, used in enumerate(family.record_fields)
                 for f in _numeric_fields(rec) if f != used and f not in ("d", "s", "v", "label", "contribution")
                 ) + _late_count(family, asked, rec) + (_previous_points(family, asked)
                                                        if family.record_previous is not None else ()) + (
        _next_points(family, asked) if family.record_next is not None else ())


@dataclass(frozen=True)
class PreviousPoint(_TitleExplained):
    """Each value read one point late: the value the previous point holds (a variable saved after the test that
    picks the point, so it still holds the last pass's value), ``start`` before the first point, or with ``start``
    None the first point's own value there (an index clamped at the first point, ``max(i - 1, 0)``). For a record
    per point the list shifted by one; for one chosen point, the family's ``record_previous``. Duck-types a
    Misconception."""

    family: Any
    asked: str
    start: float | None

    @property
    def name(self) -> str:
        return f"record:previous_point[start={'first' if self.start is None else format_number(self.start)}]"

    @property
    def title(self) -> str:
        field = self.family.record_fields[0]
        short = {"precision": "P", "recall": "R"}.get(field, field)
        before = ("the first point's own value at the first point (an index clamped, max(i - 1, 0): one point too "
                  "early everywhere else)" if self.start is None else
                  f"{format_number(self.start)} before the first point")
        return (f"the {field} of the point before ({short}_(i-1) instead of {short}_i: the previous relevant item's "
                f"value, as a variable saved after the test that picks the point still holds, or an index one too "
                f"small; {before})")

    label = title

    def wrong(self, inp: dict) -> Any:
        field = self.family.record_fields[0]
        if self.family.record_previous is not None:
            return _neighbour_value(self.family, self.family.record_previous, self.start, inp)
        values = [float(getattr(e, field)) for e in _record_of(self.family.record, inp)]
        return ([values[0]] if self.start is None and values else [self.start]) + values[:-1]


def _neighbour_value(family: Any, neighbour: Callable[[dict], Any], edge: float | None, inp: dict) -> Any:
    """The read field of the chosen point's neighbour (``neighbour``: the family's ``record_previous`` or
    ``record_next``); ``edge`` where it has none, or with ``edge`` None the chosen point's own value (a clamped
    index)."""
    point = _record_of(neighbour, inp)
    if point is None and edge is None:
        point = _record_of(family.record, inp)
    try:
        return edge if point is None else float(getattr(point, family.record_fields[0]))
    except Exception as exc:  # noqa: BLE001
        raise NotApplicable(str(exc)) from None


@dataclass(frozen=True)
class NextPoint(_TitleExplained):
    """Each value read one point early: the value the next point holds (a loop that advances once more after the
    test that picks the point, a repeat-until whose counter moves after its check, an index one too large), ``end``
    after the last point, or with ``end`` None the last point's own value there (an index clamped at the last
    point, ``min(i + 1, m)``). For a record per point the list shifted by one the other way; for one chosen point,
    the family's ``record_next``. The mirror of :class:`PreviousPoint`. Duck-types a Misconception."""

    family: Any
    asked: str
    end: float | None

    @property
    def name(self) -> str:
        return f"record:next_point[end={'last' if self.end is None else format_number(self.end)}]"

    @property
    def title(self) -> str:
        field = self.family.record_fields[0]
        short = {"precision": "P", "recall": "R"}.get(field, field)
        after = ("the last point's own value at the last point (an index clamped, min(i + 1, m): one point too late "
                 "everywhere else)" if self.end is None else f"{format_number(self.end)} after the last point")
        return (f"the {field} of the point after ({short}_(i+1) instead of {short}_i: the next relevant item's value, "
                f"one point too far, as a loop that advances once more after the test that picks the point, a "
                f"repeat-until whose counter moves after its check, or an index one too large; {after})")

    label = title

    def wrong(self, inp: dict) -> Any:
        field = self.family.record_fields[0]
        if self.family.record_next is not None:
            return _neighbour_value(self.family, self.family.record_next, self.end, inp)
        values = [float(getattr(e, field)) for e in _record_of(self.family.record, inp)]
        return values[1:] + ([values[-1]] if self.end is None and values else [self.end] if values else [])


@dataclass(frozen=True)
class RankBefore(_TitleExplained):
    """Each point's value read at the rank before it, from the values at every rank: an index one too small into a
    0-based array of per-rank values (``precision[np.flatnonzero(labels) - 1]``), a relevant item at rank 1 reading
    index -1, the last rank's value, as Python wraps round. Duck-types a Misconception."""

    family: Any
    asked: str

    @property
    def name(self) -> str:
        return "record:all/rank_before"

    @property
    def title(self) -> str:
        field = self.family.record_fields[0]
        return (f"the {field} of the rank before each point (an index one too small, off by one, into the per-rank "
                f"values: {field}[rank - 2] for the {field} at rank - 1, e.g. np.flatnonzero(labels) - 1 into a "
                "0-based array; at rank 1 the index -1 wraps round to the last rank's value)")

    label = title

    def wrong(self, inp: dict) -> Any:
        field = self.family.record_fields[0]
        every = [float(getattr(e, field)) for e in _record_of(self.family.record_unselected, inp)]
        points = _record_of(self.family.record, inp)
        if not every:
            raise NotApplicable("no rank")
        return [every[int(e.rank) - 2] for e in points]


def _previous_points(family: Any, asked: str) -> tuple[PreviousPoint, ...]:
    """A value read one point late, where the record is a point of a sequence (precision or recall per point)."""
    if family.record_fields[0] not in ("precision", "recall"):
        return ()
    return tuple(PreviousPoint(family, asked, start) for start in (0.0, 1.0, None))


def _next_points(family: Any, asked: str) -> tuple[NextPoint, ...]:
    """A value read one point early (the next point's), where the record is a point of a sequence."""
    if family.record_fields[0] not in ("precision", "recall"):
        return ()
    return tuple(NextPoint(family, asked, end) for end in (0.0, None))


def _late_count(family: Any, asked: str, point: Any) -> tuple[LateCount, ...]:
    """A per-point value read before the point's own hit is counted, where the record's point holds the hits."""
    return ((LateCount(family, asked),) if family.record_fields[0] in ("precision", "recall")
            and {"tp", "rank"} <= set(_numeric_fields(point)) else ())


@dataclass(frozen=True)
class OwnOnChange(_TitleExplained):
    """The asked measure itself, right, on a simple change of the input (the list shifted, cut, reversed...): for
    a list result, which no library measure returns. Duck-types a Misconception."""

    family: Any
    transform: Transform
    asked: str

    @property
    def name(self) -> str:
        return f"own@{self.transform.key}"

    @property
    def title(self) -> str:
        return f"{self.asked}, computed right but on {self.transform.words}"

    label = title

    def wrong(self, inp: dict) -> Any:
        return _reference_value(self.family, inp, self.transform)


def _computes_asked(family: Any, own: Sequence[LibraryCandidate]) -> bool:
    """Whether a library candidate on the input as given computes the asked measure (its value is the reference's on
    inputs drawn for the task): then the library's own changes of the input are the asked measure's too."""
    from .variants import Draw

    if family.result == "list":
        return False
    inputs = []
    for seed in range(4):
        try:
            inputs.append(family.generate(Draw(seed)))
        except Exception:  # noqa: BLE001
            continue
    if not inputs:
        return False
    for c in own:
        if c.transform.key != "as_given" or c.position is not None:
            continue
        try:
            if all(math.isclose(float(c.wrong(x)), float(family.reference(x)), rel_tol=1e-9, abs_tol=1e-12)
                   for x in inputs):
                return True
        except Exception:  # noqa: BLE001 - a candidate that cannot take these inputs
            continue
    return False


def own_on_changes(family: Any, library_computes_it: bool = False) -> tuple[OwnOnChange, ...]:
    """The family's own measure on each change of its input. Where a library measure computes the asked one
    (``library_computes_it``), its changes are the library's candidates, and here only those the library tries at
    its default options alone (``_PLAIN_ONLY``: the asked measure may be a non-default option of one, step
    interpolation); where none does (AP@k with min(k, R)), every change is tried here."""
    asked = _asked(family)
    out: list[OwnOnChange] = []
    plan = [t for _, t, _ in _plan(family.params)] or ([_labels_transforms()] if "labels" in family.params else [])
    for transforms in plan:  # (a family no library measure reads still has its list's changes)
        out += [OwnOnChange(family, t, asked) for t in transforms if t.key != "as_given" and
                (family.result == "list" or not library_computes_it or t.key in _PLAIN_ONLY) and
                not any(o.transform.key == t.key for o in out)]
    if family.result != "list":
        return tuple(out)
    if "distances" in family.params:  # the order the distances give, changed in the input itself
        out += [OwnOnChange(family, t, asked) for t in (
            _t("farthest_first", "the distances ranked from the farthest down (sorted the wrong way: the distances "
               "read as similarity scores, the largest first: sorted(..., reverse=True), np.argsort(d)[::-1], "
               "or -d as the sort key)",
               lambda x: {**x, "distances": [-float(d) for d in x["distances"]]}),
            _t("never_sorted", "the items in the order given (never sorted by distance: the sort's result never "
                                  "used, sorted() called and dropped, an argsort never applied)",
               lambda x: {**x, "distances": [float(i) for i in range(len(x["distances"]))]}),
            _keyed_by_value("distances"),
            _t("labels_flipped", "the labels read the other way round (0 taken as relevant: the zeros counted, "
               "1 - labels, or == 0 where == 1 is meant)", _labels_flipped))]
    return tuple(out)


def sibling_tasks(family: Any) -> tuple[SiblingTask, ...]:
    """The other task families with the same parameters and the same kind of result, as candidates: every
    exercise of the course is a measure a student may compute for another (a new task is one with no change
    here)."""
    from .tasks import FAMILIES

    titles = _task_titles()
    asked = _asked(family)
    return tuple(SiblingTask(g, titles[g.name], asked) for g in FAMILIES.values()
                 if g.name != family.name and g.params == family.params and g.result == family.result
                 and g.result_len == family.result_len and g.name in titles)


def _task_titles() -> dict[str, str]:
    """Each task family's name in words: the title of its first task."""
    from .tasks import TASKS

    titles: dict[str, str] = {}
    for t in TASKS.values():
        titles.setdefault(t.family.name, t.title)
    return titles


def _asked(family: Any) -> str:
    """The measure a family's tasks ask for, in words: its formula's name, else its first task's title."""
    from . import perturbations

    formula = perturbations.FORMULAS.get(family.name)
    return formula.measure if formula is not None else _task_titles().get(family.name, "the measure asked")


#: A list result of at most this many named values has each value tried as another measure.
_NAMED_VALUES_AT_MOST = 3


def _build(family: Any) -> tuple[LibraryCandidate, ...]:
    asked = _asked(family)
    out: list[LibraryCandidate] = []
    for kind, transforms, build in _plan(family.params):
        # the hand-described measures first (their words are the course's), then every registry family
        measures = list(library_measures()) + list(registry_measures())
        if kind == "rankings" and family.params[0] == "runs":
            # a measure of one ranking, averaged over the queries (the mean of R-precision, of RR, ...)
            # (AP's plain mean is the library's MAP, its curve's the averaged curve: only their other combinations)
            plain = ("average_precision", "interpolated_curve")
            others = tuple(c for c in COMBINES if c != "mean")
            measures += [_mean_of(m, others if m.name in plain else tuple(COMBINES))
                         for m in library_measures() if m.takes == "ranking"]
        if kind == "rankings" and family.params == ("tables",):
            # a set measure of each query's table, combined over the queries (the macro average is the library's)
            measures += [_mean_of(m, tuple(c for c in COMBINES if c != "mean"))
                         for m in library_measures() if m.takes == "table"]
        for m in measures:
            whole = m.result == ("list" if family.result == "list" else "float")
            # a short list of named values (the two bounds, [precision, recall]): each value may be another
            # measure of the course (the course's own measures, not every trec_eval family)
            named = (not whole and m.result == "float" and m.takes != "registry" and bool(family.result_names)
                     and family.result_len is not None and family.result_len <= _NAMED_VALUES_AT_MOST)
            if not _call_kind(m, kind) or not (whole or named):
                continue
            mm = _k_measure(m) if m.takes in ("ranking_k", "scores") else m
            if m.takes == "registry":
                # a registry cut-off at the task's k, a level at the task's level, only where the task has one
                fitted = {key: tuple(v for v in vals if (v != "task_k" or kind == "ranking_k")
                                     and (v != "task_level" or kind == "ranking_level"))
                          for key, vals in m.options.items()}
                mm = m = dataclasses.replace(m, options=fitted)
            b = _adapt(m, kind, build)
            variants = m.variants()
            for opts in variants:
                at_default = opts == variants[0]  # every option at its first (the library default) value
                for tr in transforms:
                    if kind == "rankings" and tr.key in ("only_first", "only_last") and m.name == "micro_average":
                        continue  # one query: the micro average is the macro one
                    if tr.key in _PLAIN_ONLY and not at_default:
                        continue  # a slip of the loop or of the input's reading: with the measure as the library
                        # computes it by default (a convention changed as well is a second slip, not tried)
                    if tr.key.startswith("level_") and not (m.takes == "ranking_level" or "level" in m.options):
                        continue  # a change of the level, only for a measure that reads it
                    if (tr.key.startswith("each_") or tr.key in _QUERY_SLIPS) and m.takes == "registry":
                        continue  # the per-query slips with the course's own measures (and the asked one), not
                        # with every trec_eval family of several queries
                    if opts.get("combine", "mean") != "mean" and tr.key != "as_given":
                        continue  # another way of combining the queries, on the queries as given
                    if named:
                        out += [LibraryCandidate(mm, tuple(opts.items()), tr, b, asked, position=i, family=family)
                                for i in range(family.result_len or 0)]
                        continue
                    out.append(LibraryCandidate(mm, tuple(opts.items()), tr, b, asked))
                    if kind == "rankings" and tr.key in ("only_first", "only_last"):
                        out.append(LibraryCandidate(mm, tuple(opts.items()), tr, b, asked, "over_n"))
    return tuple(out)


def finite(v: Any) -> bool:
    if isinstance(v, list):
        return all(isinstance(x, float) and math.isfinite(x) for x in v)
    return isinstance(v, float) and math.isfinite(v)


@dataclass(frozen=True)
class FormulaShape(Derived):
    """The family's closed formula typed in another shape (:mod:`.formula_shapes`): a parenthesis left out, two
    counts swapped, a term or factor left out. Duck-types a Misconception."""

    family: Any
    position: int | None  # None: the result is the formula (or every formula, with ``texts``); else that element
    formula: str
    text: str
    words: str
    texts: tuple[str, ...] = ()  # one typed formula per element of a list result, the same misreading in each

    @property
    def name(self) -> str:
        return f"shape{'' if self.position is None else f'[{self.position}]'}:{self.text}"

    @property
    def title(self) -> str:
        names = self.family.result_names
        what = f" ({names[self.position]})" if self.position is not None and self.position < len(names) else ""
        where = "" if self.position is None else f"value {self.position + 1} of the list{what}, "
        return f"{where}{self.formula} typed another way: {self.words}"

    label = title

    def _names(self, inp: dict) -> dict:
        return self.family.formula_names(inp) if self.family.formula_names is not None else inp

    def wrong(self, inp: dict) -> Any:
        from .formula_shapes import value

        right = _reference_value(self.family, inp)
        if self.texts:
            out = []
            for t, r in zip(self.texts, right):
                try:
                    out.append(value(t, self._names(inp)))
                except ArithmeticError:
                    out.append(r)  # no value where the typed formula divides by 0: the task's convention
                except (ValueError, KeyError, TypeError) as exc:
                    raise NotApplicable(str(exc)) from None
            return out
        try:
            v = value(self.text, self._names(inp))
        except ArithmeticError:
            # no value where the typed formula divides by 0: the task's own convention stands there, as the
            # student's guard (``if ... else 0``) gives it
            v = right if self.position is None else right[self.position]
        except (ValueError, KeyError, TypeError) as exc:
            raise NotApplicable(str(exc)) from None
        if self.position is None:
            return v
        return [v if i == self.position else e for i, e in enumerate(right)]

    def explain(self, inp: dict, right: Any, wrong: Any) -> str:
        return (f"your function's numbers are those of {self.formula} typed as {self.text}: {_shown(wrong)} on this "
                f"input, where the right value is {_shown(right)}")


def _degenerate(text: str, draws: list[dict]) -> bool:
    """A typed shape that is identically one of its own counts or a constant (``v / v``, P (1 + b^2) / (b^2 + 1)):
    no formula is left in it, and a function that returns its input or a constant is told as such, not named."""
    from .formula_shapes import value

    try:
        vals = [value(text, n) for n in draws]
    except (ArithmeticError, ValueError, KeyError, TypeError):
        return False
    if len(set(round(v, 9) for v in vals)) <= 1:
        return True
    names = {k for n in draws for k, x in n.items() if isinstance(x, (int, float)) and not isinstance(x, bool)}
    return any(all(abs(v - float(n[k])) <= 1e-9 * max(1.0, abs(v)) for v, n in zip(vals, draws)) for k in names)


def formula_shapes_of(family: Any) -> tuple[FormulaShape, ...]:
    """The mistyped shapes of each closed formula the family declares, those that change its value on drawn
    inputs (a change the formula cannot feel is no candidate)."""
    if not family.formulas:
        return ()
    from .formula_shapes import shapes, value
    from .variants import Draw

    draws = []
    for seed in range(12):
        try:
            inp = family.generate(Draw(100 + seed))
            draws.append(family.formula_names(inp) if family.formula_names is not None else inp)
        except Exception:  # noqa: BLE001
            continue
    out = []
    counts = tuple(sorted({k for n in draws for k, x in n.items()
                           if isinstance(x, (int, float)) and not isinstance(x, bool)}))
    for pos, formula in enumerate(family.formulas):
        for text, words in shapes(formula, counts):
            def differs(names: dict, text: str = text, formula: str = formula) -> bool:
                try:
                    return abs(value(text, names) - value(formula, names)) > 1e-9
                except (ArithmeticError, ValueError, KeyError, TypeError):
                    return True
            if any(differs(n) for n in draws) and not _degenerate(text, draws):
                out.append(FormulaShape(family, None if len(family.formulas) == 1 and family.result != "list"
                                        else pos, formula, text, words))
    if family.result == "list" and len(family.formulas) > 1:
        # a count misread everywhere (d read as d + s) changes every bound that reads it, together
        from .formula_shapes import global_changes

        per = [global_changes(f, counts) for f in family.formulas]
        for key in dict.fromkeys(k for changes in per for k in changes):
            texts = tuple(changes.get(key, f) for changes, f in zip(per, family.formulas))
            if sum(t != f for t, f in zip(texts, family.formulas)) >= 2:
                out.append(FormulaShape(family, None, "; ".join(family.formulas), "; ".join(texts),
                                        f"{key} in every value: " + "; ".join(texts), texts))
    return tuple(out)


#: How a retrieved LIST with a repeated id is counted where the measure counts a set, part by part: the
#: precision's hits, the precision's denominator, the recall's hits (each over the list or over the set).
_SET_PARTS = ("the precision's hits", "the precision's denominator (len(retrieved))", "the recall's hits")


def _set_counting_words(over: tuple[bool, bool, bool]) -> str:
    parts = [p for p, o in zip(_SET_PARTS, over) if o]
    return ("the retrieved list counted as a list, not a set, in " + ", ".join(parts)
            + " (a relevant id retrieved twice counted twice: duplicates)")


@dataclass(frozen=True)
class SetCounting(_TitleExplained):
    """Precision and recall of a retrieved list counted as a list where the measure counts its set (a repeated id).
    Duck-types a Misconception."""

    over: tuple[bool, bool, bool]  # precision's hits, precision's denominator, recall's hits: over the list?

    @property
    def name(self) -> str:
        return "set_counting:" + "".join("L" if o else "S" for o in self.over)

    @property
    def title(self) -> str:
        return f"precision and recall with {_set_counting_words(self.over)}"

    label = title

    def wrong(self, inp: dict) -> Any:
        retrieved, relevant = list(inp["retrieved"]), set(inp["relevant"])
        got = set(retrieved)
        listed, unique = sum(1 for d in retrieved if d in relevant), len(got & relevant)
        p_hits, den, r_hits = (listed if self.over[0] else unique, len(retrieved) if self.over[1] else len(got),
                               listed if self.over[2] else unique)
        return [p_hits / den if den else 0.0, r_hits / len(relevant) if relevant else 0.0]


def set_countings(family: Any) -> tuple[SetCounting, ...]:
    """For a task on a retrieved list and a relevant set: the list counted as a list in one or more parts."""
    if family.params != ("retrieved", "relevant") or family.result != "list":
        return ()
    both = (False, True)
    return tuple(SetCounting((a, b, c)) for a in both for b in both for c in both if a or b or c)
