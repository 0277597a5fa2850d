"""Diagnosis class 201, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
sort and rank things themselves: hand-written rankings of scores or distances with ``sorted`` and key functions,
ties, stable versus unstable sorts, ``reverse`` flags, running maxima walked up or down a ranking, rank counters
started at 0, 1 or 2 (styles: loops, NumPy, comprehensions, itertools, ``fractions.Fraction``). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c201-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class201): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 201 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c201-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "sorts nearest first correctly but returns the recall of the top k "
      "(hits over every relevant label in the list) instead of its precision",
      [[r"recall", r"(all|every|total) (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"relevant (items|targets|labels) in (the )?(whole )?list", r"instead of (by )?k\b", r"not by k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / sum(labels)
''')

wrong("q02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight piece of the curve with FPR = FNR",
      [[r"nearest", r"closest", r"smallest (gap|difference|\|)", r"min\w* .{0,30}(difference|gap|\|fpr)",
        r"not interpolat", r"without interpolat", r"no interpolation", r"never interpolat",
        r"instead of interpolat", r"one (roc )?point", r"single (roc )?point", r"a roc point"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    best = None
    for t in sorted(set(scores), reverse=True) + [float("-inf")]:
        tp = sum(1 for s, y in zip(scores, labels) if y and s > t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s > t)
        fpr, fnr = fp / neg, 1 - tp / pos
        if best is None or abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), (fpr + fnr) / 2)
    return best[1]
''')

wrong("q03", "map.mean", "sibling", "each query's AP divides by the relevant items it retrieved (sum of its "
      "labels) instead of its n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"found relevant", r"sum\(?.{0,10}labels",
        r"ones in (the|its|each) (list|run)", r"instead of (the )?n_relevant", r"ignor\w* (the )?n_relevant",
        r"not (by )?n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, total = 0, 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q04", "scope.knn_ties", "sibling", "both tie orders are right but each returns the recall of the top k "
      "(relevant among the k over all relevant targets) instead of P@k",
      [[r"recall", r"(all|every|total) (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (by )?k\b", r"not by k\b", r"relevant (targets|items|labels) in (the )?(whole )?list"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    worst = sorted(idx, key=lambda i: (distances[i], labels[i]))     # tied relevant ones last
    best = sorted(idx, key=lambda i: (distances[i], -labels[i]))     # tied relevant ones first
    n_rel = sum(labels)
    return [sum(labels[i] for i in worst[:k]) / n_rel, sum(labels[i] for i in best[:k]) / n_rel]
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value P(X >= wins) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not (doubled|two.?sided)",
        r"without doubling", r"forg[eo]t .{0,20}doubl", r"greater", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, j) for j in range(wins, n + 1)) / 2 ** n
''')

wrong("q06", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d as the third value "
      "instead of its lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"d ?- ?s ?\+ ?v over d", r"c_?max ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_low = v / (d - s + v) if d - s + v else 0.0
    gen = (d - s + v) / d
    return [precision, recall_low, gen]
''')

wrong("q07", "ap.eleven_point", "sibling", "at each level takes the precision at the first rank reaching it (step "
      "rule, no max over the later ranks) instead of the interpolated maximum",
      [[r"first rank", r"step", r"no max", r"not (the )?max", r"without (the |a )?max",
        r"instead of (the )?max", r"uninterpolated", r"not interpolated", r"non.?interpolated",
        r"max\w* (of|over) (the )?(later|following|lower|subsequent)", r"ignor\w* .{0,30}later"]],
      '''
def my_11pt(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    total = 0.0
    for level in [i / 10 for i in range(11)]:
        for rec, prec in points:
            if rec >= level:
                total += prec
                break
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"without squar", r"beta\b.{0,30}instead of .{0,10}(beta\^?2|beta squared|beta\*\*2|b\^?2)",
        r"squar\w*.{0,30}(missing|forgot|omitted)", r"forg[eo]t .{0,20}squar", r"beta rather than beta",
        r"linear (in )?beta", r"b instead of b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"wrong (log(arithm)? )?base",
        r"another base", r"not (log )?base 2", r"instead of log2", r"log\(i\) instead"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "roc.auc", "shape", "a tied (positive, negative) pair counts as a whole win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(whole|full|win)", r"(>=|greater.or.equal|at least as high)",
        r"instead of (a )?half", r"not (as )?(a )?half", r"instead of 1/2", r"not 1/2"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (subtracting|the) ?(-|minus)? ?1", r"forg[eo]t .{0,20}(-|minus|subtract)", r"missing .{0,10}(- ?1|minus)",
        r"2\^?\*?\*?rel\w* instead of", r"no (- ?1|minus 1)", r"2 ?\*\* ?g\b", r"gain 2\^", r"minus one",
        r"\+ ?1 per"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q12", "map.mrr", "shape", "returns the sum of the reciprocal ranks, never divided by the number of queries",
      [[r"sum", r"total"], [r"not divided", r"never divided", r"without divid", r"no divi", r"forg[eo]t .{0,30}(mean|divid|averag)",
                             r"not (the )?mean", r"not averaged", r"instead of (the )?mean"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
                break
    return total
''')

wrong("q13", "ap.at_k", "shape", "each relevant rank's precision is hits / k instead of hits / i (the rank)",
      [[r"/ ?k\b", r"by k\b", r"over k\b", r"k instead of (i|the rank)", r"instead of (by )?(i|the rank|its rank)\b",
        r"precision at k instead", r"p@k instead of p@i", r"same (denominator|precision) (at|for) every"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / k
    denom = min(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead of "
      "by k",
      [[r"len\(labels", r"(length|size) of the (whole )?(list|ranking)", r"whole list", r"list length",
        r"number of (items|labels)", r"instead of (by )?k\b", r"not by k\b", r"every item in the list"]], '''
def my_p_at_k(labels, k):
    hits = sum(1 for rank, rel in enumerate(labels, 1) if rel and rank <= k)
    return hits / len(labels)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "scope.eps_precision", "flow", "sorts the distances to count those below epsilon but then slices the "
      "labels in their original (never sorted) order",
      [[r"(labels?|order).{0,40}(not|never|un)\s?sorted", r"never sorted", r"not sorted (along|with|together)",
        r"original order", r"input order", r"unsorted", r"sort\w* (only )?the distances", r"(labels?).{0,30}not (re)?ordered",
        r"first m labels", r"labels\[:", r"not permuted", r"out of (step|sync)", r"mismatch"]], '''
from bisect import bisect_left

def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    m = bisect_left(ds, epsilon)          # how many are strictly below epsilon
    if m == 0:
        return 0.0
    return sum(labels[:m]) / m
''')

wrong("q16", "interp.curve", "flow", "keeps a running maximum walking DOWN from rank 1 (max of the precisions "
      "before the rank) instead of the maximum over the later ranks",
      [[r"(earlier|previous|preceding|before|above|higher) ranks", r"from the top", r"forward", r"wrong direction",
        r"(from|starting at) rank 1", r"from the (start|beginning)", r"prefix max", r"cumulative max",
        r"running max\w*.{0,40}(top|start|forward|first)", r"instead of (the )?(later|following|lower|subsequent)",
        r"not (the )?(later|following|lower|subsequent)", r"reverse"]], '''
def my_interpolated(labels, n_relevant):
    rec, best_so_far = [], []
    hits, best = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        best = max(best, hits / rank)
        rec.append(hits / n_relevant)
        best_so_far.append(best)
    out = []
    for r in [i / 10 for i in range(11)]:
        j = next((j for j, x in enumerate(rec) if x >= r), None)
        out.append(best_so_far[j] if j is not None else 0.0)
    return out
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank (the append sits outside the if), not only at "
      "the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"outside (the|its) (if|condition)",
        r"non.?relevant (ranks?|items?).{0,30}(point|append|too|also)", r"(point|append)\w*.{0,30}non.?relevant",
        r"too many points", r"one point per rank", r"recall (does not|doesn.t|not) (change|rise)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("q18", "map.mean", "flow", "the hit counter is set to 0 once before the query loop, so it carries over from "
      "one query to the next",
      [[r"not reset", r"never reset", r"without reset", r"reset\w*.{0,20}(missing|forgot)", r"forg[eo]t .{0,20}reset",
        r"carr(y|ies|ied) over", r"outside the (query |outer )?loop", r"before the (query |outer )?loop",
        r"(accumulat|kept|keeps).{0,30}across queries", r"previous query"]], '''
def my_map(runs, n_relevant):
    total_ap = 0.0
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                s += hits / rank
        total_ap += s / R if R else 0.0
    return total_ap / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the running maximum of the backward walk is set once before the query loop, "
      "so one query's best precision leaks into the next query's curve",
      [[r"not reset", r"never reset", r"without reset", r"forg[eo]t .{0,20}reset", r"carr(y|ies|ied) over",
        r"outside the (query |outer )?loop", r"before the (query |outer )?loop", r"previous query",
        r"leak", r"across queries", r"shared between queries"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / R, hits / rank))
        interp = []
        for rec, prec in reversed(pts):           # walk up from the bottom keeping the best precision
            best = max(best, prec)
            interp.append((rec, best))
        interp.reverse()
        for j, r in enumerate(levels):
            total[j] += next((p for rec, p in interp if rec >= r), 0.0)
    return [t / len(runs) for t in total]
''')

wrong("q20", "ap.exact", "flow", "adds hits / rank before counting the current relevant item (hits incremented "
      "one line too late)",
      [[r"before (counting|increment|adding|updating)", r"(increment|update|count)\w*.{0,20}(too late|after)",
        r"one (line )?too late", r"off.by.one", r"one (hit )?(too )?few", r"hits - 1", r"previous (hit )?count",
        r"first relevant.{0,40}(0|zero)", r"order of the (two )?(lines|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            total += hits / rank
            hits += 1
    return total / n_relevant
''')

wrong("q21", "interp.step", "flow", "stops at the first relevant rank whose recall is strictly above the level "
      "(>) instead of reaching it (>=), so a level equal to R_i reads the next point",
      [[r"strict", r"> instead of >=", r">=", r"greater than or equal", r"equal to (a |the )?(recall|r_i)",
        r"next (point|relevant|step)", r"one (point|step) (too )?late", r"skips? (the )?point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "divides by min(k, n_relevant) without checking it is 0: crashes on a query "
      "with no relevant items",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    rel_ranks = [i for i, x in enumerate(labels, 1) if x and i <= k]
    total = sum(h / r for h, r in enumerate(rel_ranks, 1))
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "guards precision against an empty retrieved set but divides by len(relevant) "
      "unguarded: crashes when nothing is relevant",
      [ZERODIV, [r"recall", r"relevant set", r"nothing (is )?relevant", r"no relevant", r"empty relevant",
                 r"len\(rel"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without checking that it is 0: crashes "
      "when no item is relevant at all",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when no "
      "target is inside (instead of 0)",
      [NAN, [r"empty", r"nothing (is )?(inside|within|returned)", r"no target", r"mean of (an )?empty", r"np\.mean"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "pr.averaged", "hidden", "divides hits by n_relevant without a guard: crashes on a query with no "
      "relevant items",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / R, hits / rank))
        curve = []
        for r in [i / 10 for i in range(11)]:
            curve.append(max((p for rec, p in pts if rec >= r), default=0.0))
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides the hits of labels[:c] by the slice's length, which is shorter "
      "than c when the list is shorter than the class",
      [[r"(length|len) of the (list|slice)", r"len\(top", r"len\(labels", r"divid\w* by (the )?(list|slice)",
        r"slice", r"instead of (by )?(c|n_relevant|the class size)\b", r"not by (c|n_relevant)\b",
        r"missing ranks?.{0,40}(ignored|dropped|not counted)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "the sort keys are mixed up: the key (distance, -label) meant to put tied "
      "relevant targets last puts them first, so the 'pessimistic' value is the optimistic one and vice versa",
      [[r"-label", r"minus (the )?label", r"negat\w* (the )?label", r"sign of the label", r"key\w*.{0,40}(swapped|mixed|wrong|reversed|backwards)",
        r"(swapped|mixed|wrong|reversed).{0,20}(sort )?key", r"tie.?break\w*.{0,40}(reversed|backwards|wrong way|opposite)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    pess = sorted(idx, key=lambda i: (distances[i], -labels[i]))   # relevant last among ties (thinks the student)
    opt = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in pess[:k]) / k, sum(labels[i] for i in opt[:k]) / k]
''')

wrong("q30", "set.f_beta", "twin", "precision and recall are swapped in the denominator: beta^2 R + P instead of "
      "beta^2 P + R",
      [[r"(precision|p\b).{0,30}(recall|r\b).{0,30}(swapped|exchanged|interchanged|confused|mixed)",
        r"(swapped|exchanged|interchanged|confused|mixed up).{0,30}(precision|p\b).{0,20}(recall|r\b)",
        r"beta.?\^?\*?\*?2 ?\* ?r(ecall)?\b", r"beta squared times (the )?recall", r"r instead of p", r"recall instead of precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (n = len(a)) instead of dropping them",
      [[r"ties?.{0,40}(not dropped|kept|included|counted|left in)", r"(not dropp|kept|includ|count)\w*.{0,30}ties?",
        r"n ?= ?len\(a", r"all (the )?queries", r"every query", r"tied queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q32", "dcg.classic", "twin", "starts the rank counter at 2 to avoid log2(1), so every item, the first "
      "included, is discounted one rank too deep",
      [[r"start\w* (the (rank )?(counter|enumerate|index) )?at 2", r"start=2", r"enumerate\(.{0,20}2\)",
        r"off.by.one", r"(ranks?|positions?) (shifted|one too (deep|far|late)|off)", r"one rank too",
        r"counter.{0,30}(wrong|off|2)"]], '''
import math

def my_dcg(grades):
    dcg = 0.0
    for i, g in enumerate(grades, start=2):   # log2(1) = 0, so start at 2
        dcg += g / math.log2(i)
    return dcg
''')

wrong("q33", "map.mean", "twin", "pools every query's precisions into one sum divided by the total n_relevant "
      "over all queries (one division) instead of averaging the queries' APs",
      [[r"pool", r"one (single )?(sum|division)", r"single (sum|division)", r"total (n_relevant|relevant|number of relevant)",
        r"sum of (all )?(the )?n_relevant", r"micro", r"all queries (together|at once)", r"across (all )?queries"]], '''
def my_map(runs, n_relevant):
    num, den = 0.0, 0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                num += hits / rank
        den += R
    return num / den if den else 0.0
''')

wrong("q34", "roc.auc", "twin", "ranks the scores from the top (rank 1 = highest, via rankdata of -scores) before "
      "the Mann-Whitney rank sum, which needs ascending ranks: gives 1 - AUC",
      [[r"descending", r"(from|at) the top", r"highest (score )?(gets |= ?)?rank 1", r"rank 1 (for|=|is) the highest",
        r"-scores", r"negat\w* (the )?scores", r"minus (the )?scores", r"(rank|sort)\w* .{0,20}(reversed|wrong direction|wrong way|backwards)",
        r"ascending ranks"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(-np.asarray(scores, dtype=float))    # rank 1 = best score, like a ranking
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q35", "set.pr", "twin", "divides the hits by the wrong set sizes: precision over the relevant set and "
      "recall over the retrieved set",
      [[r"denominators? (are )?(swapped|exchanged|mixed|confused|interchanged)",
        r"(swapped|exchanged|mixed up|confused|interchanged) (the )?denominators?",
        r"precision.{0,40}(by|over) (the )?(number of |size of the )?relevant", r"recall.{0,40}(by|over) (the )?(number of |size of the )?retrieved",
        r"wrong set"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "builds the ideal ranking from set(grades + unretrieved), so repeated grades "
      "count once",
      [[r"\bset\(", r"\bset\b", r"duplicat", r"repeated", r"count(ed|s)? once", r"distinct", r"unique"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(set(v["grades"] + v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q37", "rank.r_precision", "data", "takes R as the number of ones in the list (relevant retrieved) instead of "
      "n_relevant",
      [[r"sum\(?.{0,10}labels", r"ones in the (list|ranking)", r"relevant (items )?(retrieved|in the list|found)",
        r"retrieved relevant", r"found relevant", r"instead of (the )?n_relevant", r"ignor\w* (the )?n_relevant",
        r"not n_relevant", r"counted (from|in) the (list|labels)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q38", "ap.exact", "data", "re-sorts the labels (relevant first) before walking them, throwing away the "
      "system's ranking",
      [[r"sort\w*.{0,30}labels", r"labels.{0,30}sort", r"re.?sort", r"re.?order", r"relevant (items )?first",
        r"(system'?s?|given|original|input) (ranking|order).{0,30}(lost|thrown|destroyed|ignored|discarded)",
        r"(destroy|discard|ignor|throw|lose|lost)\w*.{0,30}(ranking|order)", r"not (in )?the (given|system'?s?|original) order"]], '''
def my_ap(labels, n_relevant):
    ranked = sorted(labels, reverse=True)     # best first
    hits, total = 0, 0.0
    for rank, rel in enumerate(ranked, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q39", "rank.distances", "data", "treats the distances as similarity scores and sorts them with "
      "reverse=True, so the farthest items come first",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse ?= ?true", r"reversed",
        r"similarit", r"wrong (direction|order|way)", r"(highest|biggest) distance", r"nearest (items? )?last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp], so it averages tp / (tp + fn) (recall) instead "
      "of precision",
      [[r"\[tp, ?fn, ?fp\]", r"fn and fp (swapped|confused|mixed)", r"fp and fn (swapped|confused|mixed)",
        r"(swapped|confused|mixed up) (fp|fn) and (fn|fp)", r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)", r"false negatives?"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in [(t[0], t[2], t[1]) for t in tables]:   # tp, fn, fp in the sheet
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items outside the scope, using d + s as the "
      "database size",
      [[r"d ?\+ ?s", r"adds? (the )?s", r"outside the scope", r"(unjudged|not judged|rest of the database)",
        r"database size.{0,30}(wrong|too (big|large))", r"d (as|is) the (number|count) of"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s            # d items beyond the judged top s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q42", "interp.curve", "data", "uses sum(labels) (relevant items retrieved) as the number of relevant items, "
      "ignoring n_relevant",
      [[r"sum\(?.{0,10}labels", r"relevant (items )?(retrieved|found|in the list)", r"retrieved relevant",
        r"found relevant", r"instead of (the )?n_relevant", r"ignor\w* (the )?n_relevant", r"not n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    n = sum(labels)
    if n == 0:
        return [0.0] * 11
    hits, pts = 0, []
    for rank, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n, hits / rank))
    return [max((p for r, p in pts if r >= lvl), default=0.0) for lvl in [i / 10 for i in range(11)]]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "hand-written descending sort, tied scores grouped, straight-line intersection", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), key=lambda t: t[0], reverse=True)
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            t = -d0 / (diff - d0)
            return f0 + t * (fpr - f0)
        prev = (fpr, diff)
''')

right("q44", "map.mrr", "next() over enumerate with a default, exact Fraction mean", '''
from fractions import Fraction

def my_mrr(runs):
    rr = [next((Fraction(1, i) for i, x in enumerate(run, 1) if x), Fraction(0)) for run in runs]
    return float(sum(rr) / len(rr))
''')

right("q45", "interp.step", "NumPy cumsum and flatnonzero", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    rel = np.flatnonzero(y)
    rec = hits[rel] / n_relevant
    prec = hits[rel] / ranks[rel]
    idx = np.flatnonzero(rec >= level)
    return float(prec[idx[0]]) if idx.size else 0.0
''')

right("q46", "ap.at_k", "explicit loop with Fraction", '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

right("q47", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
''')

right("q48", "ndcg.all_judgments", "sorted(..., reverse=True) ideal, guarded division", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
