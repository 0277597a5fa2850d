"""Diagnosis class 124, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
build every measure from a confusion-matrix helper they wrote once (tp, fp, fn, tn per cut-off, per query or per
threshold) and then misuse it: the wrong cell read, the helper called at the wrong cut-off, a tn used where no tn
exists, a cell recomputed differently in two places. Styles vary: loops, NumPy, comprehensions, itertools,
fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c124-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class124): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 124 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c124-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "scope.eps_precision", "sibling", "returns the accuracy of the epsilon-query ((tp + tn) / all targets, "
      "using a tn cell) instead of its precision",
      [[r"accuracy", r"\btn\b", r"true negatives?", r"(correctly )?rejected (non-?relevant )?targets",
        r"(tp|hits) \+ (tn|true neg)", r"correct(ly)? (classified|decided)"]], '''
def confusion(distances, labels, epsilon):
    tp = fp = fn = tn = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            if y: tp += 1
            else: fp += 1
        else:
            if y: fn += 1
            else: tn += 1
    return tp, fp, fn, tn

def my_eps_precision(distances, labels, epsilon):
    tp, fp, fn, tn = confusion(distances, labels, epsilon)
    if tp + fp == 0:
        return 0.0
    return (tp + tn) / (tp + fp + fn + tn)
''')

wrong("q02", "roc.auc", "sibling", "integrates precision over recall (the area under the PR curve) from the "
      "per-threshold confusion cells instead of TPR over FPR",
      [[r"precision.?recall", r"\bPR\b", r"precision (against|over|vs\.?|versus) recall", r"area under (the )?PR",
        r"precision instead of (the )?(true positive|TPR)", r"tp ?/ ?\(tp ?\+ ?fp\)"]], '''
import numpy as np

def cells(scores, labels, t):
    s = np.asarray(scores, float); y = np.asarray(labels) == 1
    pred = s >= t
    return int((pred & y).sum()), int((pred & ~y).sum()), int((~pred & y).sum()), int((~pred & ~y).sum())

def my_auc(scores, labels):
    xs, ys = [0.0], [1.0]
    for t in sorted(set(scores), reverse=True):
        tp, fp, fn, tn = cells(scores, labels, t)
        xs.append(tp / (tp + fn))
        ys.append(tp / (tp + fp))
    area = 0.0
    for i in range(1, len(xs)):
        area += (xs[i] - xs[i - 1]) * (ys[i] + ys[i - 1]) / 2
    return float(area)
''')

wrong("q03", "ap.exact", "sibling", "returns R-precision (the confusion cells at the single cut-off n_relevant) "
      "instead of averaging precision over the relevant ranks",
      [[r"R.?precision", r"precision at (rank |cut.?off )?(R|n_relevant)\b", r"P@R\b",
        r"single cut.?off", r"one cut.?off"]], '''
def cm_at(labels, k):
    top = labels[:k]
    tp = sum(top)
    fp = len(top) - tp
    return tp, fp

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    tp, fp = cm_at(labels, n_relevant)
    return tp / n_relevant
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the per-query APs (GMAP) instead of the "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"\bn-?th root"]], '''
import math

def cm(run, k):
    tp = sum(run[:k])
    return tp, k - tp

def ap(run, R):
    s = 0.0
    for k, rel in enumerate(run, 1):
        if rel:
            tp, fp = cm(run, k)
            s += tp / (tp + fp)
    return s / R if R else 0.0

def my_map(runs, n_relevant):
    prod = 1.0
    for run, R in zip(runs, n_relevant):
        prod *= ap(run, R)
    return prod ** (1 / len(runs))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole judged list (tp / (tp + fn) at the end "
      "of the list) instead of the precision at scope s = n_relevant",
      [[r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)"], [r"whole (judged )?list", r"all (the )?ranks", r"full list", r"len\(labels\)", r"entire (list|ranking)", r"not (cut|at) (at )?(s|c|n_relevant)"]], '''
def table(labels, n_relevant, k):
    tp = sum(labels[:k])
    fp = min(k, len(labels)) - tp
    fn = n_relevant - tp
    return tp, fp, fn

def my_grip_point(labels, n_relevant):
    tp, fp, fn = table(labels, n_relevant, len(labels))
    return tp / (tp + fn)
''')

wrong("q06", "avg.macro", "sibling", "pools the tp and fp cells of all queries first (micro-averaged precision) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool", r"summ?(ed|ing|s)? (the )?(cells|counts|tp|tables) (over|across|of all)",
        r"total tp", r"sum of (the )?tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp, fn = t.sum(axis=0)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full-AP denominator) instead of min(k, "
      "n_relevant)",
      [[r"divid\w+ by (the )?n_relevant", r"n_relevant (as|for) (the )?denominator", r"full.?AP denominator",
        r"divid\w+ by (all|every|the number of) (the )?relevant", r"instead of min\(k", r"not min\(k",
        r"divid\w+ by R\b"]], '''
def cells(labels, k):
    tp = sum(labels[:k])
    return tp, k - tp

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    total = 0.0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1]:
            tp, fp = cells(labels, i)
            total += tp / (tp + fp)
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared ((1 + beta) P R / (beta P + R))",
      [[r"squar", r"beta instead of beta", r"plain beta", r"beta (is )?not squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"np\.log\(", r"wrong base",
        r"another base", r"base of the log", r"log2 .{0,20}instead", r"instead of log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "gen.practical", "shape", "counts v twice in the recall bound's denominator (v / (d - s + 2v)): the "
      "fn cell already holds d - s + v and tp is added again",
      [[r"twice", r"double", r"2 ?\*? ?v", r"d - s \+ 2", r"added again", r"v counted", r"counts? v (two|2)"]], '''
def cells(labels, d):
    s = len(labels)
    tp = sum(1 for y in labels if y)
    fp = s - tp
    fn = d - s + tp          # worst case: every unjudged item relevant
    return tp, fp, fn, s

def my_practical(labels, d):
    tp, fp, fn, s = cells(labels, d)
    precision = tp / s
    recall_lower = tp / (tp + fn) if tp else 0.0
    return [precision, recall_lower, tp / d]
''')

wrong("q11", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the 1 outside the logarithm)",
      [[r"log2\(i\) ?\+ ?1", r"outside (the )?(log|parenth)", r"\+ ?1 (is )?(added )?(after|outside)",
        r"instead of log2\(i ?\+ ?1\)", r"parenthes"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q12", "interp.curve", "shape", "the helper's recall reads the fp cell instead of fn (tp / (tp + fp)), so "
      "the 'recall' of each cut-off is its precision",
      [[r"fp instead of fn", r"tp ?/ ?\(tp ?\+ ?fp\)", r"recall (is|was|equals|computed as) (the )?precision",
        r"precision (used )?as (the )?recall",
        r"wrong cell", r"false positives? instead of false negatives?"]], '''
def confusion(labels, n_relevant, k):
    tp = sum(labels[:k])
    fp = k - tp
    fn = n_relevant - tp
    return tp, fp, fn

def my_interpolated(labels, n_relevant):
    pts = []
    for k in range(1, len(labels) + 1):
        tp, fp, fn = confusion(labels, n_relevant, k)
        p = tp / (tp + fp)
        r = tp / (tp + fp)
        pts.append((r, p))
    out = []
    for j in range(11):
        level = j / 10
        ok = [p for r, p in pts if r >= level]
        out.append(max(ok) if ok else 0.0)
    return out
''')

wrong("q13", "roc.eer", "shape", "returns FPR + FNR at the crossing (the sum, twice the equal error rate) "
      "instead of the common rate",
      [[r"twice", r"double", r"sum", r"2 ?\*", r"FPR ?\+ ?FNR", r"not (divided|halved)", r"halv"]], '''
def rates(scores, labels, t):
    tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
    fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
    P = sum(labels)
    N = len(labels) - P
    return fp / N, 1 - tp / P

def my_eer(scores, labels):
    pts = [(0.0, 1.0)] + [rates(scores, labels, t) for t in sorted(set(scores), reverse=True)]
    for (x0, m0), (x1, m1) in zip(pts, pts[1:]):
        d0, d1 = x0 - m0, x1 - m1
        if d0 == 0:
            return x0 + m0
        if d0 < 0 <= d1:
            a = -d0 / (d1 - d0)
            x = x0 + a * (x1 - x0)
            m = m0 + a * (m1 - m0)
            return x + m
    return 1.0
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead of|not) 11", r"by 10\b", r"ten\b", r"/ ?10\b", r"11 levels", r"eleven"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    tp = np.cumsum(y)
    k = np.arange(1, len(y) + 1)
    fp = k - tp
    prec = tp / (tp + fp)
    rec = tp / n_relevant
    total = 0.0
    for j in range(11):
        mask = rec >= j / 10
        total += prec[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "calls the confusion helper at cut-off k - 1 (the top k - 1 items) and still "
      "divides by k",
      [[r"k ?- ?1", r"off.by.one", r"one (rank|item) (too )?(short|few|early)", r"last (rank|item) (of the top k )?"
        r"(missing|dropped|left out|excluded)", r"misses the k.?th", r"k.?th (rank|item).{0,30}(missing|not counted)"]], '''
def cm(labels, cut):
    top = labels[:cut]
    tp = sum(top)
    fp = len(top) - tp
    return tp, fp

def my_p_at_k(labels, k):
    tp, fp = cm(labels, k - 1)
    return tp / k
''')

wrong("q16", "pr.points", "flow", "appends a PR point at every rank (the append sits outside the 'if relevant' "
      "test) instead of one per relevant item",
      [[r"every rank", r"each rank", r"all ranks", r"non-?relevant (ranks|items)", r"outside (the )?if",
        r"not only (at )?(the )?relevant", r"one per rank", r"too many points"]], '''
def cm(labels, n_relevant, k):
    tp = sum(labels[:k])
    return tp, k - tp, n_relevant - tp

def my_pr_points(labels, n_relevant):
    if sum(labels) == 0:
        return []
    points = []
    for k in range(1, len(labels) + 1):
        tp, fp, fn = cm(labels, n_relevant, k)
        points.append(tp / (tp + fp))
    return points
''')

wrong("q17", "map.mrr", "flow", "adds 1/rank for every relevant item of a query (no break after the first one)",
      [[r"no break", r"(missing|without|forgot\w*) (a |the )?break", r"every relevant", r"all (the )?relevant",
        r"not only the first", r"(each|every) hit", r"sum of (the )?reciprocal ranks", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        tp = 0
        for rank, rel in enumerate(run, 1):
            if rel:
                tp += 1
                total += 1 / rank
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "keeps the running-max curve across queries (initialised once before the "
      "query loop), so a query inherits the previous query's higher precisions",
      [[r"across (the )?queries", r"(not|never) reset", r"previous query", r"outside (the )?(query )?loop",
        r"before the (query )?loop", r"carried over", r"reused", r"shared between queries"]], '''
def cells(run, R, k):
    tp = sum(run[:k])
    return tp, k - tp, R - tp

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        for k in range(1, len(run) + 1):
            tp, fp, fn = cells(run, R, k)
            p, r = tp / (tp + fp), tp / (tp + fn)
            for j, lv in enumerate(levels):
                if r >= lv and p > curve[j]:
                    curve[j] = p
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q19", "interp.step", "flow", "never breaks out of the loop over relevant ranks, so it returns P_i of the "
      "LAST relevant item with R_i >= level instead of the first",
      [[r"no break", r"(missing|without|forgot\w*) (a |the )?break", r"last relevant", r"overwrit",
        r"keeps (going|looping)", r"(the )?last (one|match|point)", r"instead of the first"]], '''
def cm(labels, n_relevant, k):
    tp = sum(labels[:k])
    return tp, k - tp, n_relevant - tp

def my_step_interpolated(labels, n_relevant, level):
    ans = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            tp, fp, fn = cm(labels, n_relevant, k)
            if tp / (tp + fn) >= level:
                ans = tp / (tp + fp)
    return ans
''')

wrong("q20", "ndcg.all_judgments", "flow", "builds the ideal list from the retrieved and unretrieved grades but "
      "never sorts it from high to low",
      [[r"(never|not|un)sort", r"without sorting", r"forgot\w* to sort", r"sorted\(", r"descending",
        r"in (the )?(given|retrieved|original) order", r"unordered"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = list(grades) + list(unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q21", "ap.value", "flow", "takes the confusion cells at the cut-off before the relevant rank (k - 1), so "
      "each hit is not counted in its own precision",
      [[r"k ?- ?1", r"off.by.one", r"before (the )?(hit|relevant item|it) is counted", r"(hit|item) itself",
        r"not counted", r"previous (rank|cut.?off)", r"one rank (too )?early"]], '''
labels, R = v["labels"], v["n_relevant"]

def cm(labels, cut):
    tp = sum(labels[:cut])
    return tp, cut - tp

total = 0.0
for k, rel in enumerate(labels, 1):
    if rel:
        tp, fp = cm(labels, k - 1)
        total += tp / k
my_ap_value = total / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards precision against an empty retrieved set but not recall against an empty "
      "relevant set: tp / (tp + fn) divides by zero when nothing is relevant",
      [ZERODIV, [r"recall", r"tp ?\+ ?fn", r"no relevant", r"nothing (is )?relevant", r"empty relevant",
                 r"relevant (set|list) (is )?empty"]], '''
def table(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    fp = len(ret - rel)
    fn = len(rel - ret)
    return tp, fp, fn

def my_set_pr(retrieved, relevant):
    tp, fp, fn = table(retrieved, relevant)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator beta^2 P + R is 0 and it divides by "
      "zero instead of returning 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides by "
      "zero instead of scoring 0",
      [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    tp = 0
    total = Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            tp += 1
            total += Fraction(tp, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides the cut-off's tp by the length of the sliced list (tp + fp of "
      "labels[:c]) instead of by c, so a list shorter than the class scores too high",
      [[r"len\(labels\[:", r"length of the (sliced |cut )?list", r"instead of (by )?(c|n_relevant)\b",
        r"(list|slice) length", r"tp ?\+ ?fp", r"divid\w+ by (the )?(number of )?(retrieved|available) (items|ranks)"]], '''
def cm(labels, cut):
    top = labels[:cut]
    tp = sum(top)
    return tp, len(top) - tp

def my_grip_point(labels, n_relevant):
    tp, fp = cm(labels, n_relevant)
    return tp / (tp + fp)
''')

wrong("q26", "interp.curve", "hidden", "takes level 0.0 as max() of the precisions at the relevant ranks, which "
      "raises ValueError (empty sequence) when no relevant item is retrieved",
      [[r"ValueError", r"empty (sequence|list)", r"max\(\) arg"], [r"no relevant", r"nothing relevant",
        r"no hit", r"none of the relevant", r"never retrieved", r"not retrieved", r"level 0", r"empty"]], '''
def cells(labels, n_relevant, k):
    tp = sum(labels[:k])
    return tp, k - tp, n_relevant - tp

def my_interpolated(labels, n_relevant):
    pts = []
    for k, rel in enumerate(labels, 1):
        if rel:
            tp, fp, fn = cells(labels, n_relevant, k)
            pts.append((tp / (tp + fn), tp / (tp + fp)))
    out = [max(p for r, p in pts)]
    for j in range(1, 11):
        ok = [p for r, p in pts if r >= j / 10]
        out.append(max(ok) if ok else 0.0)
    return out
''', crash="ValueError", scope="all")

wrong("q27", "ap.exact", "hidden", "divides by n_relevant without the 0 guard: a query with no relevant items "
      "divides by zero instead of scoring 0",
      [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    tp = np.cumsum(y)
    k = np.arange(1, len(y) + 1)
    prec = tp / k
    total = float((prec * y).sum())
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 repeatedly in floating point, so level "
      "0.3 is 0.30000000000000004 and a recall of exactly 0.3 does not reach it",
      [[r"float", r"rounding", r"0\.30000000000000004", r"adding 0\.1", r"\+= ?0\.1", r"accumulat",
        r"not exact", r"inexact"]], '''
def cm(labels, n_relevant, k):
    tp = sum(labels[:k])
    return tp, k - tp, n_relevant - tp

def my_11pt(labels, n_relevant):
    pts = []
    for k in range(1, len(labels) + 1):
        tp, fp, fn = cm(labels, n_relevant, k)
        pts.append((tp / (tp + fn), tp / (tp + fp)))
    total, level = 0.0, 0.0
    for _ in range(11):
        ok = [p for r, p in pts if r >= level]
        total += max(ok) if ok else 0.0
        level += 0.1
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the last two columns swapped), so every "
      "query's 'precision' is tp / (tp + fn)",
      [[r"column", r"unpack", r"order of the (cells|columns|entries)", r"\[tp, ?fn, ?fp\]", r"tp, ?fn, ?fp",
        r"(fp and fn|fn and fp) (are )?(swapped|exchanged|confused|mixed)", r"swapped (the )?(fp|fn|cells|columns)"]],
      '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"wrong order", r"order of the (two )?(bounds|values|results?|elements)", r"\[highest, ?lowest\]",
        r"highest (first|before)", r"(bounds|values|results) (are )?(swapped|reversed|exchanged)",
        r"swapped (the )?(bounds|values|order)", r"reversed order"]], '''
from itertools import islice

def cm_top(pairs, k):
    top = list(islice(pairs, k))
    tp = sum(y for _, y in top)
    return tp, k - tp

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    tp_lo, fp_lo = cm_top(worst, k)
    tp_hi, fp_hi = cm_top(best, k)
    return [tp_hi / k, tp_lo / k]
''')

wrong("q31", "sig.sign_test", "twin", "reports the one-sided p-value: the binomial tail P(X <= min(wins, losses)) "
      "is not doubled",
      [[r"one.?sided", r"one.?tail", r"single tail", r"not doubled", r"(without|forgot\w*|missing) (the )?doubl",
        r"times 2", r"2 ?\*", r"half (the|of the) (two|p)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

wrong("q32", "roc.auc", "twin", "adds up rectangles (the left step, FPR width times the previous TPR) between "
      "consecutive ROC points instead of trapezoids",
      [[r"rectangle", r"trapez", r"left (sum|riemann|step)", r"step (function|area)", r"previous TPR",
        r"lower (step|sum)"]], '''
def cells(scores, labels, t):
    tp = fp = fn = tn = 0
    for s, y in zip(scores, labels):
        if s >= t:
            tp, fp = tp + (y == 1), fp + (y != 1)
        else:
            fn, tn = fn + (y == 1), tn + (y != 1)
    return tp, fp, fn, tn

def my_auc(scores, labels):
    prev_x = prev_y = 0.0
    area = 0.0
    for t in sorted(set(scores), reverse=True):
        tp, fp, fn, tn = cells(scores, labels, t)
        x, y = fp / (fp + tn), tp / (tp + fn)
        area += (x - prev_x) * prev_y
        prev_x, prev_y = x, y
    return area
''')

wrong("q33", "gen.practical", "twin", "the worst-case fn cell subtracts the found relevant items once more (fn = d "
      "- s - v), so the recall bound is v / (d - s)",
      [[r"\bfn\b", r"false negatives?", r"d ?- ?s ?- ?v", r"subtract\w* v", r"unjudged (items|count)",
        r"outside the scope"]], '''
def cm(labels, d):
    s = len(labels)
    tp = sum(labels)
    fp = s - tp
    fn = d - s - tp
    return tp, fp, fn

def my_practical(labels, d):
    tp, fp, fn = cm(labels, d)
    if tp == 0:
        return [0.0, 0.0, 0.0]
    return [tp / (tp + fp), tp / (tp + fn), tp / d]
''', crash="ZeroDivisionError")

wrong("q34", "set.pr", "twin", "returns the pair in the wrong order, [recall, precision]",
      [[r"wrong order", r"\[recall, ?precision\]", r"order of the (two )?(values|results?|elements|pair)",
        r"(values|results|pair) (are )?(swapped|reversed|exchanged)", r"swapped (the )?(values|order|pair)",
        r"recall first"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    fp = len(ret) - tp
    fn = len(rel) - tp
    p = tp / (tp + fp) if ret else 0.0
    r = tp / (tp + fn) if rel else 0.0
    return [r, p]
''')

wrong("q35", "rank.distances", "twin", "sorts the distances from largest to smallest (reverse=True), ranking the "
      "farthest item first",
      [[r"revers", r"descending", r"largest (distance )?first", r"farthest (item )?first",
        r"(high|large)(est)? to (low|small)", r"wrong (sort )?direction"]], '''
def cm(ranked_labels, k):
    tp = sum(ranked_labels[:k])
    return tp, k - tp

def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    tp, fp = cm([labels[i] for i in order], k)
    return tp / (tp + fp)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list item by item (an id retrieved twice is a second tp) "
      "instead of as a set",
      [[r"duplicate", r"counts? (it )?(once more|again)", r"repeated", r"more than once", r"as a list",
        r"not (de-?)?duplicated", r"second (tp|hit|true positive)"]], '''
def table(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    fp = len(retrieved) - tp
    fn = len(relevant) - tp
    return tp, fp, fn

def my_set_pr(retrieved, relevant):
    tp, fp, fn = table(retrieved, relevant)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return [p, r]
''')

wrong("q37", "scope.eps_precision", "data", "assumes the targets come sorted by distance: counts how many distances "
      "are below epsilon, then reads that many labels from the front of the unsorted list",
      [[r"(already |pre)?sorted", r"(first|front) .{0,30}labels", r"labels\[:", r"order of the (targets|labels|list)",
        r"misalign", r"not (the ones|the targets) (with|within)", r"wrong (targets|labels)", r"sorted order"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    n = int((np.asarray(distances) < epsilon).sum())
    if n == 0:
        return 0.0
    tp = int(np.sum(labels[:n]))
    fp = n - tp
    return tp / (tp + fp)
''')

wrong("q38", "roc.eer", "data", "reads the scores as distances: an item is predicted positive when its score is "
      "at or BELOW the threshold",
      [[r"distance", r"lower (score|value)s? (is|are|as|mean)", r"below (the )?threshold", r"<= ?t",
        r"(direction|sign) of the (scores|threshold)", r"revers", r"low(er)? scores? (as|are|is) (positive|relevant)",
        r"wrong direction", r"invert"]], '''
def rates(scores, labels, t):
    tp = sum(1 for s, y in zip(scores, labels) if s <= t and y)
    fp = sum(1 for s, y in zip(scores, labels) if s <= t and not y)
    P = sum(labels)
    N = len(labels) - P
    return fp / N, 1 - tp / P

def my_eer(scores, labels):
    pts = [(0.0, 1.0)] + [rates(scores, labels, t) for t in sorted(set(scores))]
    for (x0, m0), (x1, m1) in zip(pts, pts[1:]):
        if x0 == m0:
            return x0
        if x0 < m0 and x1 >= m1:
            a = (m0 - x0) / ((x1 - x0) - (m1 - m0))
            return x0 + a * (x1 - x0)
    return 1.0
''')

wrong("q39", "map.mean", "data", "takes each query's number of relevant items as sum(run) (the relevant items "
      "retrieved) and ignores the n_relevant argument",
      [[r"sum\(run\)", r"ignor\w* (the )?n_relevant", r"n_relevant (is )?(ignored|not used|unused)",
        r"retrieved relevant", r"relevant (items )?retrieved", r"class size"]], '''
def cells(run, k):
    tp = sum(run[:k])
    return tp, k - tp

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                tp, fp = cells(run, k)
                s += tp / (tp + fp)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q40", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"ignor\w* (the )?n_relevant", r"n_relevant (is )?(ignored|not used|unused)",
        r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"never retrieved", r"unretrieved"]],
      '''
labels = v["labels"]
R = sum(labels)
tp = sum(labels[:R])
fp = R - tp
my_r_precision = tp / (tp + fp)
''')

wrong("q41", "rank.p_at_k", "data", "when k is larger than the list it divides by the list length, treating the "
      "missing ranks as not there instead of as non-relevant",
      [[r"len\(labels\)", r"list length", r"length of the list", r"min\(k", r"divid\w+ by (the )?(list|len)",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
def cm(labels, k):
    top = labels[:k]
    tp = sum(top)
    return tp, len(top) - tp

def my_p_at_k(labels, k):
    tp, fp = cm(labels, k)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q42", "ndcg.all_judgments", "data", "treats each unretrieved relevant item as grade 1 (only counts them) "
      "instead of using their grades in the ideal ranking",
      [[r"grade 1", r"binary", r"(counts?|count of|number of) (the )?unretrieved", r"len\(unretrieved\)",
        r"(ignor\w*|not using|without) (their|the unretrieved) grades", r"unretrieved grades? (ignored|not used)"]],
      '''
from math import log2

def dcg(gs):
    return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.points", "loop with a running confusion table (tp, fp, fn) per rank", '''
def my_pr_points(labels, n_relevant):
    tp = fp = 0
    points = []
    for rel in labels:
        if rel:
            tp += 1
            points.append(tp / (tp + fp))
        else:
            fp += 1
    return points
''')

right("q44", "scope.knn_ties", "NumPy lexsort with the label as tie key", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, float)
    y = np.asarray(labels, int)
    worst = np.lexsort((y, d))
    best = np.lexsort((-y, d))
    return [float(y[worst[:k]].sum() / k), float(y[best[:k]].sum() / k)]
''')

right("q45", "roc.eer", "confusion cells per threshold, then the crossing of the straight pieces", '''
def cells(scores, labels, t):
    tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
    fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
    return tp, fp

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp, fp = cells(scores, labels, t)
        pts.append((fp / N, 1 - tp / P))
    for (x0, m0), (x1, m1) in zip(pts, pts[1:]):
        if x0 == m0:
            return x0
        if x0 < m0 and x1 >= m1:
            a = (m0 - x0) / ((x1 - x0) - (m1 - m0))
            return x0 + a * (x1 - x0)
    return pts[-1][0]
''')

right("q46", "map.mrr", "exact Fractions and next() with a default", '''
from fractions import Fraction

def my_mrr(runs):
    total = Fraction(0)
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), None)
        total += Fraction(1, first) if first else 0
    return float(total / len(runs))
''')

right("q47", "interp.step", "itertools.accumulate for the tp column", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    for k, (rel, tp) in enumerate(zip(labels, accumulate(labels)), 1):
        if rel and tp * 1.0 >= level * n_relevant - 1e-12:
            return tp / k
    return 0.0
''')

right("q48", "gen.practical", "Fractions of the cells v, s - v and d - s", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for y in labels if y)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, v + (d - s))), float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
