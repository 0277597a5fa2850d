"""Diagnosis class 256, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
reach for sorting and ranking utilities everywhere -- ``np.argsort``, rank arrays, ``np.lexsort``-style orders,
``sorted`` with keys, ``itertools.groupby`` over tied values -- and slip on ties and on the direction of an order.
Styles vary inside the class: explicit loops, NumPy, comprehensions, itertools and ``fractions.Fraction``. Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c256-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class256): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 256 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c256-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over all relevant "
      "items in the list) instead of their precision",
      [[r"recall", r"all (the )?relevant (items|targets)", r"total (number of )?relevant",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (dividing by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)
    return float(y[order[:k]].sum() / y.sum())
''')

wrong("q02", "ndcg.all_judgments", "sibling", "uses the log2(i + 1) discount (trec_eval's DCG) for both DCG and "
      "ideal DCG instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?'?s? (dcg|discount|formulation)", r"rank \+ 1", r"i \+ 1", r"discount\w*.{0,40}(first|rank 1|every)",
        r"first (item|rank|grade).{0,40}discount", r"burges", r"(other|another|wrong) (dcg|formulation)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        return float((gs / np.log2(np.arange(2, len(gs) + 2))).sum())
    ideal = np.sort(np.asarray(list(grades) + list(unretrieved)))[::-1]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of interpolating the crossing",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"not interpolat", r"no interpolation",
        r"without interpolat", r"(never|does not|doesn't) interpolat", r"(a|one|single) roc point",
        r"(mean|average) of fpr and fnr"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    best = (2.0, 0.5)
    for t in [float("inf")] + sorted(set(scores), reverse=True):
        tpr = sum(1 for s, y in zip(scores, labels) if y and s >= t) / P
        fpr = sum(1 for s, y in zip(scores, labels) if not y and s >= t) / N
        fnr = 1 - tpr
        gap = abs(fpr - fnr)
        if gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return best[1]
''')

wrong("q04", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper bound", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"larg\w* (possible )?generality", r"highest generality",
        r"maximum generality", r"generality_upper", r"every unjudged item relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision over every relevant rank whose recall reaches "
      "the level (the max interpolation rule) instead of the lecture notes' step rule's P_i",
      [[r"max(imum)?\b.{0,60}(later|further|beyond|higher recall|all ranks|every rank)", r"max\w* over (all|every|the) (relevant )?ranks",
        r"(11|eleven).?point interpolation", r"max interpolation", r"p_interp.{0,20}max",
        r"instead of (the )?step", r"not the step rule", r"max \{?p@k"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, cands = 0, []
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                cands.append(hits / rank)
    return max(cands, default=0.0)
''')

wrong("q06", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries (sum tp / sum (tp + fp)) "
      "instead of averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|true positives).{0,40}(over|across) (all )?(the )?quer",
        r"sum tp ?/ ?sum", r"(total|summed) counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    ret = t[:, 0].sum() + t[:, 1].sum()
    return float(t[:, 0].sum() / ret) if ret else 0.0
''')

wrong("q07", "ndcg.value", "sibling", "the ideal ranking sorts the retrieved grades only, leaving the unretrieved "
      "relevant items out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)",
        r"ideal.{0,40}(retrieved (list|grades) only|only the retrieved)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta\b(?!\s*(\*\*|\^|squared|2|²)).{0,40}(instead of|not|without).{0,20}(beta\s*(\*\*|\^)\s*2|beta squared|b\^?2|square)",
        r"not squar\w*", r"without squaring", r"forg[eo]t.{0,20}squar", r"square\w*.{0,20}(missing|forgotten|dropped)",
        r"beta (is |was )?not squared", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e\b", r"(wrong|another|other) (log(arithm)? )?base",
        r"base.{0,20}(instead of|not) 2", r"log\(i\) instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"instead of min", r"not min\(k",
        r"k rather than min", r"always k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    return total / k if k else 0.0
''')

wrong("q11", "gen.practical", "shape", "writes the recall bound without the parenthesis: v / d - s + v instead of "
      "v / (d - s + v)",
      [[r"parenthes", r"bracket", r"operator precedence", r"precedence", r"v ?/ ?d ?- ?s ?\+ ?v",
        r"divid\w* (only )?by d (alone|only)", r"order of operations"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / s, v / d - s + v, v / d]
''')

wrong("q12", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus (1|one))", r"forg[eo]t.{0,30}(-|minus|subtract)", r"missing (the )?(- ?1|minus (1|one))",
        r"no - ?1", r"(not|never) (reduced|decreased|lowered) by (1|one)", r"subtract\w* (the )?1 (is )?(missing|forgotten|dropped)",
        r"2\^rel (instead of|not) (\()?2\^rel ?- ?1"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q13", "roc.auc", "shape", "divides the count of won pairs by all n(n-1)/2 pairs of items instead of the "
      "n_pos * n_neg (positive, negative) pairs",
      [[r"all pairs", r"every pair", r"n ?\(n ?- ?1\) ?/ ?2", r"n choose 2", r"pairs of (all )?items",
        r"instead of n_?pos ?\* ?n_?neg", r"not (only )?(the )?(positive.{0,5}negative|mixed) pairs",
        r"(wrong|too (many|large)) (number of pairs|denominator)"]], '''
from itertools import combinations

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum(1.0 if p > q else 0.5 if p == q else 0.0 for p in pos for q in neg)
    n_pairs = len(list(combinations(scores, 2)))
    return wins / n_pairs
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the list instead of k",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list)", r"list'?s? length", r"number of (items|labels|ranks)",
        r"instead of (by )?k\b", r"not (by )?k\b", r"whole list", r"n instead of k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels)
    return float(y[:k].sum() / len(y))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "records the precision before counting the current relevant item (hits is "
      "incremented after the point is appended)",
      [[r"before (count|increment|add|updat)\w*", r"increment\w* (hits )?after", r"(one|a) hit (short|too few|behind|late)",
        r"hits ?- ?1", r"previous (hit )?count", r"not yet counted", r"\(hits - 1\)", r"stale (hit )?count"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q16", "rank.distances", "flow", "skips the nearest item (slices order[1:k + 1], as if it were the query "
      "itself) instead of taking order[:k]",
      [[r"skip\w*.{0,30}(first|nearest|closest)", r"(first|nearest|closest) (item|one|target).{0,30}(skipped|dropped|left out|excluded)",
        r"\[1 ?: ?k ?\+ ?1\]", r"query itself", r"self.?match", r"off.by.one", r"starts? at (index|position|rank) 1",
        r"shifted by one"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances), kind="mergesort")
    nearest = order[1:k + 1]
    return float(np.asarray(labels)[nearest].sum() / k)
''')

wrong("q17", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "each query's precisions keep counting the earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}(across|over|between) quer",
        r"(outside|before) the (query |outer )?loop", r"(earlier|previous|other) quer\w*'? hits", r"never (set back|zeroed)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        total = 0.0
        for rank, x in enumerate(run, start=1):
            if x:
                hits += 1
                total += hits / rank
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum from the top of the ranking down (a prefix max) "
      "instead of the maximum over the ranks at and after the level's first rank",
      [[r"prefix", r"running max\w*.{0,40}(forward|from the (top|start|left)|wrong direction)", r"wrong direction",
        r"(ranks|precisions) (before|above|to the left)", r"from the left", r"accumulate.{0,30}(forward|not reversed|without revers)",
        r"revers\w*", r"(left|earlier) ranks instead of (right|later)", r"max(imum)? over (the )?earlier"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.flatnonzero(rec >= j / 10)
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q19", "ap.at_k", "flow", "walks the whole list instead of only its top k (no slice to labels[:k])",
      [[r"whole list", r"all (the )?ranks", r"entire (list|ranking)", r"beyond (rank )?k", r"past (rank )?k",
        r"(no|missing|forg[eo]t\w*) (the )?(slice|cut)", r"not (cut|truncat|slic)\w*", r"ignor\w* k\b", r"after rank k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    den = min(k, n_relevant)
    return total / den if den else 0.0
''')

wrong("q20", "pr.averaged", "flow", "the per-query list of interpolated precisions is created once outside the "
      "query loop, so each query's curve keeps the maxima of the earlier queries",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"(outside|before) the (query |outer )?loop",
        r"(earlier|previous|other) quer\w*'?.{0,20}(max|value|curve)", r"shared (list|curve)", r"reused? .{0,20}(list|curve)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n:
            hits = 0
            for rank, x in enumerate(labels, start=1):
                hits += x
                for j in range(11):
                    if hits * 10 >= j * n:
                        curve[j] = max(curve[j], hits / rank)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "scope.knn_ties", "flow", "breaks out of the loop over tied groups as soon as a group does not fit in "
      "the k places left, so the tie that straddles the k-th place never adds to either bound",
      [[r"break\w* out", r"`?break`? (statement|leaves|exits|ends)", r"stops? (the loop )?(too early|before)", r"(straddl|cut)\w*.{0,40}(never|not) (counted|added|used)",
        r"(tied|straddling) (group|block).{0,40}(skipped|ignored|dropped|left out)", r"exits? the loop",
        r"loop (ends|stops)"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    ordered = sorted(zip(distances, labels), key=lambda p: p[0])
    taken, low, high = 0, 0, 0
    for _, grp in groupby(ordered, key=lambda p: p[0]):
        ys = [y for _, y in grp]
        room = k - taken
        if len(ys) > room:
            break
        low += sum(ys)
        high += sum(ys)
        taken += len(ys)
    return [low / k, high / k]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.01, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above the exact values, so a recall exactly at those levels does not count",
      [[r"float\w*", r"round\w*", r"arange", r"0\.30000000000000004", r"not exact", r"inexact", r"representation",
        r"precision error"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0, 1.01, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q23", "set.pr", "hidden", "guards recall against an empty relevant set but not precision against an empty "
      "retrieved set (ZeroDivisionError)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    precision = tp / len(ret)
    recall = tp / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query without relevant items",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, start=1) if x]
    total = 0
    for j, r in enumerate(ranks, start=1):
        total += j / r
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "indexes labels[i] for i in range(k), which runs off the end when k is longer "
      "than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    den = min(k, n_relevant)
    return total / den if den else 0.0
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query result: divides by zero when "
      "nothing is within epsilon",
      [ZERODIV], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    inside = [y for dist, y in sorted(zip(d.tolist(), labels)) if dist < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides the hits in labels[:n_relevant] by the length of that slice, which "
      "is shorter than n_relevant when the list is shorter than the class",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(slice|top)", r"instead of (by )?(n_relevant|c\b|the class size)",
        r"not (by )?(n_relevant|the class size)", r"slice('s)? length",
        r"divid\w* by (the )?(number of )?(items|ranks) (in the slice|actually (there|present)|retrieved)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "argsorts the negated distances (as if they were similarity scores, higher "
      "is better), so the farthest items come first",
      [[r"negat\w*", r"farthest", r"furthest", r"descending", r"largest (distance )?first", r"(as|like) (a )?(similarit|score)",
        r"higher is better", r"wrong direction", r"reverse\w*"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (positives and negatives swapped), which "
      "gives 1 - AUC",
      [[r"label 0", r"swap\w*", r"(positive|negative)s? and (negative|positive)s? (are )?(swapped|exchanged|reversed|confused)",
        r"invert\w* labels", r"labels? (are )?(inverted|flipped|reversed)", r"1 ?- ?auc", r"complement"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    good = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    return good / (len(pos) * len(neg))
''')

wrong("q31", "ndcg.all_judgments", "twin", "sorts the ideal ranking ascending (reverse=True forgotten), lowest "
      "grades first",
      [[r"ascending", r"reverse ?= ?true", r"low(est)? (grades )?first", r"(not|never) revers", r"wrong (sort )?(order|direction)",
        r"increasing order", r"smallest first", r"sorted (from )?low to high"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q32", "pr.averaged", "twin", "keeps only the ranks whose recall is strictly above the level (R@k > r) instead "
      "of at or above it",
      [[r"strict\w*", r"> instead of >=", r"greater than or equal", r"at or above", r"equal(s|ity)? (to )?the level",
        r"exactly (at|reaching) the level", r"excludes? .{0,30}equal"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for rank, x in enumerate(labels, start=1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / rank))
        curves.append([max((p for r, p in pts if n and r > j / 10), default=0.0) if j else
                       (max((p for r, p in pts), default=0.0) if n else 0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q33", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]",
      [[r"(wrong|reversed|swapped) order", r"order.{0,20}(swapped|reversed)", r"swap\w*", r"\[highest, lowest\]",
        r"highest first", r"(optimistic|highest).{0,30}first (element|position|place)", r"reversed"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    ordered = sorted(zip(distances, labels), key=lambda p: p[0])
    taken, low, high = 0, 0, 0
    for _, grp in groupby(ordered, key=lambda p: p[0]):
        ys = [y for _, y in grp]
        room = k - taken
        if room <= 0:
            break
        if len(ys) <= room:
            low += sum(ys)
            high += sum(ys)
        else:
            rel = sum(ys)
            low += max(0, room - (len(ys) - rel))
            high += min(rel, room)
        taken += len(ys)
    return [high / k, low / k]
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items retrieved (the ones in the list) "
      "instead of n_relevant",
      [[r"(relevant )?(items )?(retrieved|found|in the list)", r"sum\s*\(?\s*labels", r"count of (ones|1s)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,30}(ignored|left out)"]], '''
labels = v["labels"]
ranks = [i for i, x in enumerate(labels, start=1) if x]
my_ap_value = sum(j / r for j, r in enumerate(ranks, start=1)) / len(ranks)
''')

wrong("q35", "map.mrr", "twin", "finds the first relevant rank with np.argmax, which returns 0 for a query with "
      "no relevant item, so that query counts 1 instead of 0",
      [[r"argmax", r"all.?zeros?", r"no relevant.{0,40}(counts?|scores?|gets?) (as )?(1\b|one|a full)",
        r"(counts?|scores?) (as )?1 instead of 0", r"empty quer\w*.{0,30}(1|one)"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats retrieved as a list: an id retrieved twice counts twice (in the hits and "
      "in the number retrieved)",
      [[r"duplicat\w*", r"counted twice", r"counts (it )?twice", r"(a |as )?lists? (instead of|not) (a )?sets?", r"not (a )?set", r"no set\(",
        r"(counted|counts) (more than once|again)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    precision = tp / len(retrieved) if retrieved else 0.0
    recall = tp / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("q37", "rank.distances", "data", "sorts zip(labels, distances), so the order is by label first (0 before 1) "
      "and only then by distance",
      [[r"(sort\w*|order\w*) by (the )?label", r"label first", r"(tuple|zip)\w* order", r"zip\(labels, distances\)",
        r"first (element|field|item) of the (tuple|pair)", r"wrong (sort )?key", r"not (sorted )?by distance",
        r"non.?relevant (items )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(labels, distances))
    return sum(lab for lab, _ in ranked[:k]) / k
''')

wrong("q38", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself (as if retrieved at the "
      "bottom), so they also add to the DCG",
      [[r"append\w*", r"unretrieved.{0,40}(in|into|to) the (dcg|ranking|retrieved list)",
        r"(dcg|ranking) (also )?(includes|counts) (the )?unretrieved",
        r"as if (they were )?retrieved", r"(added|counted) (to|in) the (dcg|ranking)", r"end of the (list|ranking)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

ranking = v["grades"] + v["unretrieved"]
ideal = sorted(ranking, reverse=True)
my_ndcg_value = dcg(ranking) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q39", "rank.r_precision", "data", "takes R as the number of 1s in the list instead of n_relevant",
      [[r"(number|count) of (1s|ones|relevant (items )?(in the list|retrieved))", r"sum\s*\(?\s*labels",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"retrieved relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp] (columns swapped), so it averages the "
      "queries' recalls tp / (tp + fn)",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"fn (and|for|instead of) fp", r"fp (and|for|instead of) fn",
        r"swap\w*", r"recall", r"wrong (index|position|field)"]], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fp = t[0], t[2]
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q41", "dcg.classic", "data", "sorts the grades from high to low before computing DCG (the ideal DCG instead "
      "of the given ranking's)",
      [[r"sort\w*", r"ideal", r"idcg", r"reorder\w*", r"(not|instead of) (in )?the (given|original|ranked) order",
        r"best (possible )?order"]], '''
from math import log2

def my_dcg(grades):
    ranked = sorted(grades, reverse=True)
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(ranked, start=1))
''')

wrong("q42", "scope.eps_precision", "data", "sorts the distances alone and then reads the labels in their original "
      "order, so the labels no longer belong to the distances",
      [[r"align\w*", r"(no longer|not) (belong|match|correspond)", r"sort\w* (only )?the distances", r"labels? (not|never) (sorted|reordered|permuted)",
        r"(mismatch|misalign)\w*", r"sort\w*.{0,30}(without|not) (the )?labels", r"labels\[:n\]"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = sum(1 for d in ds if d < epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "NumPy rank array from np.flatnonzero", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = np.flatnonzero(np.asarray(labels)) + 1
    return float((np.arange(1, len(ranks) + 1) / ranks).sum() / n_relevant)
''')

right("q44", "roc.auc", "average ranks of tied scores by hand (Mann-Whitney U) over a sorted index", '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for t in range(i, j + 1):
            ranks[order[t]] = (i + j) / 2 + 1
        i = j + 1
    n1 = sum(1 for y in labels if y)
    n0 = len(labels) - n1
    r1 = sum(r for r, y in zip(ranks, labels) if y)
    return (r1 - n1 * (n1 + 1) / 2) / (n1 * n0)
''')

right("q45", "scope.knn_ties", "itertools.groupby over the sorted distances", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    ordered = sorted(zip(distances, labels), key=lambda p: p[0])
    taken, low, high = 0, 0, 0
    for _, grp in groupby(ordered, key=lambda p: p[0]):
        ys = [y for _, y in grp]
        room = k - taken
        if room <= 0:
            break
        if len(ys) <= room:
            low += sum(ys)
            high += sum(ys)
        else:
            rel = sum(ys)
            low += max(0, room - (len(ys) - rel))
            high += min(rel, room)
        taken += len(ys)
    return [low / k, high / k]
''')

right("q46", "interp.curve", "exact Fractions for recall and the levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        hits += 1 if x else 0
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, rank)))
    out = []
    for j in range(11):
        level = Fraction(j, 10)
        ps = [p for r, p in pts if r >= level]
        out.append(float(max(ps)) if ps else 0.0)
    return out
''')

right("q47", "rank.distances", "sorted indices with key=distances.__getitem__ (stable)", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=distances.__getitem__)
    return sum(labels[i] for i in order[:k]) / k
''')

right("q48", "ap.eleven_point", "loops with integer level tests (hits * 10 >= j * n)", '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        hits += x
        pts.append((hits, rank))
    total = 0.0
    for j in range(11):
        ps = [h / r for h, r in pts if n_relevant and h * 10 >= j * n_relevant]
        total += max(ps, default=0.0)
    return total / 11
''')

SUBMISSIONS = tuple(S)
