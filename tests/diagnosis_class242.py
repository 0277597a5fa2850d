"""Diagnosis class 242, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
lean on pure-Python tricks: comprehensions, zip/enumerate, min/max/sorted with key functions, any/all, slicing
with steps (a few NumPy, itertools and fractions users among them). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c242-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class242).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 242 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c242-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"relevant (items )?(found|in the list)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    precs = [sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"exact AP", r"(non|un).?interpolated", r"average precision instead", r"\bAP\b instead",
        r"precisions? at (the )?relevant ranks", r"no interpolation", r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    return sum(sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x) / n_relevant
''')

wrong("q03", "map.mrr", "sibling", "returns the mean P@1 (fraction of queries whose first item is relevant) "
      "instead of the mean reciprocal rank",
      [[r"P@1", r"precision at (rank )?1", r"success at 1",
        r"only (the )?(first|top) (item|rank)", r"rank 1 only", r"1 or 0"]], '''
def my_mrr(runs):
    return sum(run[0] for run in runs if run) / len(runs)
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the straight piece of the curve",
      [[r"nearest", r"closest", r"smallest \|?(FPR|difference)", r"no(t)? interpolat", r"without interpolat",
        r"never interpolat", r"ROC point (itself|instead)", r"(mean|average) of FPR and FNR"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole list (v / s at the end of the "
      "ranking) instead of the precision at scope s = c",
      [[r"whole (list|ranking)", r"(at|to|over) the end of the (list|ranking)", r"all (the )?ranks", r"len\(labels\)",
        r"instead of (at )?(rank |scope )?(c|n_relevant)", r"not (cut|truncated) at", r"scope s instead",
        r"length of the list"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels) if labels else 0.0
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log\s?2 ?of (the )?rank\b", r"first (item|grade|rank) (not|un)discounted",
        r"rel_1 (not|un)discounted", r"Burges|J.rvelin"]], '''
from math import log2
g = v["grades"]
my_dcg_trec = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
''')

wrong("q07", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp)", r"total tp", r"sum of (the )?tp",
        r"(aggregat|add)\w* (the )?(counts|tables) first"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    ret = sum(t[0] + t[1] for t in tables)
    return tp / ret if ret else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (instead of|not) (beta\^?2|beta squared|b\^2)", r"not squared", r"squar\w*.{0,30}(forgot|missing|never)",
        r"(forgot|missing|without).{0,30}squar", r"beta\^?2 (replaced|written) (by|as) beta", r"beta\b.{0,20}un.?squared"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    return (1 + beta) * p * r / (beta * p + r) if p + r else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"another base", r"wrong base",
        r"not log ?2", r"instead of log ?2"]], '''
import math

def my_dcg(grades):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound leaves v out of its denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"v / \(d - s\)", r"d - s\b(?! \+)", r"(forgot|missing|without|leaves? out|dropp\w*).{0,40}\+ ?v",
        r"\+ ?v.{0,30}(missing|dropped|left out|forgotten)", r"denominator.{0,40}(missing|without) (the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"(forgot|missing|without|never).{0,30}subtract", r"2\^rel\b(?! ?- ?1)",
        r"2\*\*rel instead", r"gain of 1 for (a )?(grade|rel\w*) 0", r"non.?relevant.{0,30}gain (of )?1"]], '''
from math import log2
my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w*.{0,40}(1 |one |full|whole|win)", r"(>=|greater or equal|at least)", r"instead of 1/2",
        r"not (counted )?(as )?(a )?half", r"half.{0,30}(missing|forgot)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(p >= n for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q13", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (IDCG / DCG) instead of DCG / IDCG",
      [[r"IDCG ?/ ?DCG", r"invert\w*", r"upside.?down", r"swap\w*", r"reciprocal", r"the other way round",
        r"numerator and denominator", r"1 ?/ ?NDCG"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    actual = dcg(grades)
    return ideal / actual if actual else 0.0
''')

wrong("q14", "ap.value", "shape", "divides the sum of the precisions at relevant ranks by the length of the list "
      "instead of n_relevant",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"number of (ranks|items|retrieved)",
        r"list length", r"all (the )?ranks", r"instead of n_relevant", r"(retrieved|ranked) items"]], '''
lab = v["labels"]
my_ap_value = sum(sum(lab[:i]) / i for i, x in enumerate(lab, 1) if x) / len(lab)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.curve", "flow", "stops at the first rank whose recall reaches r (a break) instead of taking "
      "the maximum precision over all such ranks",
      [[r"first rank", r"\bbreak", r"stops? (at|after) the first", r"not the max", r"no max\w*",
        r"instead of the max", r"max\w* (over|to the right).{0,30}(missing|never)", r"step (rule|interpolation)"]], '''
def my_interpolated(labels, n_relevant):
    pts = [(sum(labels[:k]) / n_relevant if n_relevant else 0.0, sum(labels[:k]) / k)
           for k in range(1, len(labels) + 1)]
    out = []
    for r in [i / 10 for i in range(11)]:
        val = 0.0
        for rec, prec in pts:
            if rec >= r:
                val = prec
                break
        out.append(val)
    return out
''')

wrong("q16", "map.mean", "flow", "the running hit count is set up once before the loop over queries and never "
      "reset, so later queries' precisions count earlier queries' hits",
      [[r"(never|not) reset", r"reset", r"carr\w* over", r"accumulat\w*.{0,40}(across|between|over) (the )?queries",
        r"(outside|before) the (query )?loop", r"previous quer", r"earlier quer"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "updated one step late)",
      [[r"before (count|increment|add|updat)\w*", r"one (step|item|hit) late", r"(late|after) (the )?(precision|append)",
        r"off.by.one", r"hits? - ?1", r"previous (hit )?count", r"not (yet )?counted"]], '''
def my_pr_points(labels, n_relevant):
    hits, out = 0, []
    for i, x in enumerate(labels, 1):
        if x:
            out.append(hits / i)
            hits += 1
    return out
''')

wrong("q18", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a k past the "
      "end of the list shrinks the denominator",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list|cut)", r"slice", r"instead of k",
        r"(missing|absent) ranks.{0,40}(ignored|not counted|dropped)", r"shorter than k", r"not (divided )?by k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q19", "map.mrr", "flow", "the loop over ranks has no break, so the reciprocal rank is taken at the LAST "
      "relevant item instead of the first",
      [[r"last relevant", r"no break", r"(missing|forgot|without) (a |the )?break", r"overwrit\w*",
        r"not (the )?first", r"instead of the first", r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "one curve list is created before the loop over queries and reused, so each "
      "query's levels keep the maximum of the earlier queries",
      [[r"reus\w*", r"(created|made|initiali[sz]ed) (once|before|outside)", r"(outside|before) the (query )?loop",
        r"(not|never) reset", r"shared (list|curve)", r"carr\w* over", r"earlier quer", r"previous quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n:
            pts = [(sum(labels[:k]) / n, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
            for j, r in enumerate(levels):
                curve[j] = max([curve[j]] + [p for rec, p in pts if rec >= r - 1e-12])
        sums = [a + b for a, b in zip(sums, curve)]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "ap.eleven_point", "flow", "loops over range(10), so the levels are 0.0 ... 0.9 (recall level 1.0 "
      "left out) and the mean is over 10 levels",
      [[r"range\(10\)", r"10 levels", r"ten levels", r"(level )?1\.0.{0,40}(left out|missing|skipped|dropped|forgot)",
        r"(missing|skip\w*|drop\w*|forg[eo]t\w*).{0,30}(level )?1\.0", r"off.by.one", r"last level"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    levels = [i / 10 for i in range(10)]
    return sum(max([p for r, p in pts if r >= lv - 1e-12], default=0.0) for lv in levels) / len(levels)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set with no guard, so nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "takes the mean of an empty NumPy selection when nothing lies within "
      "epsilon, returning nan instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.asarray(distances), np.asarray(labels)
    return float(y[d < epsilon].mean())
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class is measured on its own length",
      [[r"len\(labels\[:", r"length of the (slice|list)", r"instead of (c|n_relevant)",
        r"(missing|absent) ranks.{0,40}(ignored|not counted|dropped)", r"slice"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "ap.exact", "hidden", "divides by n_relevant with no guard, so a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    return sum(sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "set.f_beta", "hidden", "no guard for P = R = 0, which raises ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "indexes labels[i] for every i < k, so a k longer than the list raises "
      "IndexError", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if not denom:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q28", "pr.averaged", "hidden", "divides by n_relevant with no guard, so a query with no relevant items "
      "raises ZeroDivisionError instead of counting 0 at every level", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        pts = [(sum(labels[:k]) / n, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
        curves.append([max([p for r, p in pts if r >= lv / 10 - 1e-12], default=0.0) for lv in range(11)])
    return [sum(col) / len(col) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances alone and keeps the labels in their input order, so "
      "the labels are not moved with their distances",
      [[r"labels? (not|never) (moved|sorted|reordered|permuted)", r"sort\w* (the )?distances (alone|only)",
        r"(only|alone).{0,20}distances (are )?sorted", r"without (the|their) labels", r"labels? (stay|kept|left) in",
        r"input order", r"unsorted labels", r"argsort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    return sum(lab for _, lab in list(zip(ranked, labels))[:k]) / k
''')

wrong("q30", "ap.at_k", "twin", "divides by n_relevant instead of min(k, n_relevant)",
      [[r"n_relevant instead", r"instead of min", r"(missing|without|forgot|no) (the )?min", r"not min\(",
        r"all (the )?relevant items", r"total (number of )?relevant", r"ignor\w*.{0,20}\bk\b.{0,20}denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    precs = [sum(labels[:i]) / i for i, x in enumerate(labels[:k], 1) if x]
    return sum(precs) / n_relevant if n_relevant else 0.0
''')

wrong("q31", "interp.step", "twin", "takes the maximum precision from the i-th relevant rank onward (the 11-point "
      "max-to-the-right rule) instead of P_i itself",
      [[r"\bmax(imum)? (of|over) (the )?(later|following|remaining|next)", r"(later|following|remaining) (ranks|points|precisions)",
        r"11.point", r"(upper|right) envelope", r"running max", r"max\w* (from|after) (the )?i", r"onwards?"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / i))
    return max((p for r, p in pts if r >= level - 1e-12), default=0.0)
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"(wrong|reversed?|other) order", r"\[highest, lowest\]", r"the other way round",
        r"revers\w*", r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    rel_in = sum(y for d, y in pairs if d < dk)
    slots = k - sum(1 for d, _ in pairs if d < dk)
    tied = [y for d, y in pairs if d == dk]
    lo = rel_in + max(0, slots - tied.count(0))
    hi = rel_in + min(slots, sum(tied))
    return [hi / k, lo / k]
''')

wrong("q33", "rank.r_precision", "twin", "takes the precision at the rank of the R-th (last) relevant item "
      "retrieved instead of the precision at rank R",
      [[r"rank of the (R.th|last|final) relevant", r"(R.th|last) relevant (item|rank)", r"where recall (reaches|is) (1|max)",
        r"instead of (at )?rank R\b", r"not (at )?rank R\b", r"last hit"]], '''
lab = v["labels"]
ranks = [i for i, x in enumerate(lab, 1) if x]
my_r_precision = len(ranks) / ranks[-1]
''')

wrong("q34", "roc.auc", "twin", "takes 0 as the positive label, so positives and negatives are swapped "
      "(1 - AUC)",
      [[r"(label|class)\w* (swapped|inverted|reversed|flipped)", r"0 as (the )?positive", r"positives? and negatives? (swapped|reversed)",
        r"swap\w*.{0,30}(positive|label|class)", r"invert\w*.{0,30}label", r"not y", r"1 - AUC"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y != 0]
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
''')

wrong("q35", "map.mean", "twin", "each query's AP divides by the relevant items it retrieved (sum of its labels) "
      "instead of its n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)", r"sum\(labels\)", r"sum of (its|the) labels",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_map(runs, n_relevant):
    def ap(labels):
        precs = [sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x]
        return sum(precs) / len(precs) if precs else 0.0
    return sum(ap(r) for r in runs) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"lists? (instead of|not) sets?", r"(never|not) (de-?duplicat|convert\w* (it |them )?to (a )?set)",
        r"counts? (it|an id|them|the id) (twice|more than once)", r"repeated", r"set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "gen.practical", "data", "reads d as the number of unjudged items and uses d + s as the database size",
      [[r"d \+ s", r"unjudged", r"(database|collection) size.{0,30}(d \+ s|plus s|add\w* s)", r"adds? s to d",
        r"d (is|as) (the )?(rest|remaining|items outside)", r"misread\w* d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v) if v else 0.0, v / D]
''')

wrong("q38", "roc.eer", "data", "treats 0 as the positive label (the classes swapped)",
      [[r"(label|class)\w* (swapped|inverted|reversed|flipped)", r"0 as (the )?positive",
        r"positives? and negatives? (swapped|reversed)", r"swap\w*.{0,30}(positive|label|class)",
        r"invert\w*.{0,30}label"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y != 0]
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        pts.append((sum(n >= t for n in neg) / len(neg), 1 - sum(p >= t for p in pos) / len(pos)))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        if f1 - m1 >= 0:
            d0, d1 = f0 - m0, f1 - m1
            if d1 == d0:
                return f1
            a = -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return pts[-1][0]
''')

wrong("q39", "dcg.classic", "data", "treats the grades as binary (any grade above 0 counts 1)",
      [[r"binary", r"0/1", r"(grade|relevance)s? (as|to) (1|one|binary)", r"graded.{0,30}ignor",
        r"ignor\w*.{0,20}(the )?grade", r"any grade", r"> ?0"]], '''
from math import log2

def my_dcg(grades):
    gains = [1 if g > 0 else 0 for g in grades]
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(gains, 1))
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp], so its tp + fp adds the false negatives (third column)",
      [[r"\[tp, fn, fp\]", r"fn (as|for|instead of) fp", r"fp and fn (swapped|confused|mixed)",
        r"(swap|confus|mix)\w*.{0,30}fp.{0,10}fn", r"recall instead", r"tp ?\+ ?fn", r"third column", r"(column|order|field)s?.{0,20}(swapped|wrong)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(precs) / len(precs)
''')

wrong("q41", "scope.knn_ties", "data", "reads the distances as similarities and ranks the largest first",
      [[r"similarit\w*", r"largest (first|distance)", r"farthest", r"descending", r"reverse=True",
        r"(highest|biggest) (distance|value)s? first", r"nearest.{0,20}last"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    dk = pairs[k - 1][0]
    rel_in = sum(y for d, y in pairs if d > dk)
    slots = k - sum(1 for d, _ in pairs if d > dk)
    tied = [y for d, y in pairs if d == dk]
    lo = rel_in + max(0, slots - tied.count(0))
    hi = rel_in + min(slots, sum(tied))
    return [lo / k, hi / k]
''')

wrong("q42", "interp.curve", "data", "takes the number of relevant items in the list (sum of the labels) as "
      "n_relevant, so recall reaches 1 at the last relevant rank",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the list|found)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"unretrieved.{0,40}(ignored|left out)"]], '''
def my_interpolated(labels, n_relevant):
    n = sum(labels)
    pts = [(sum(labels[:k]) / n if n else 0.0, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    return [max([p for r, p in pts if r >= lv - 1e-12 and n], default=0.0) for lv in [i / 10 for i in range(11)]]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.eleven_point", "comprehensions with max(default=0) over levels i / 10", '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    return sum(max([p for r, p in pts if r >= lv / 10 - 1e-12], default=0.0) for lv in range(11)) / 11
''')

right("q44", "map.mrr", "next() over enumerate with a default", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs) / len(runs)
''')

right("q45", "pr.points", "itertools.accumulate of the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / i for i, (x, h) in enumerate(zip(labels, accumulate(labels)), 1) if x]
''')

right("q46", "rank.distances", "sorted with a key on the zipped pairs (stable)", '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda p: p[0])]
    return sum(ranked[:k]) / k
''')

right("q47", "ndcg.all_judgments", "sorted(reverse=True) ideal and a Fraction-free loop", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q48", "scope.eps_precision", "exact Fraction over a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
