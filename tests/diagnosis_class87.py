"""Diagnosis class 87, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
convert between representations before computing: 0/1 labels turned into the positions of the relevant items
(np.nonzero, enumerate, list comprehensions) and back, ids turned into sets, grades turned into 0/1 with a
threshold, scores turned into ranks, distances turned into an order, runs turned into (query, rank, label) tuples;
each wrong one slips in one conversion or elsewhere. Only the task registry (``ireval_teach/exercises/tasks.py``,
``variants.py``), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c87-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class87).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 87 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c87-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages the precisions at the retrieved relevant items (divides by the number "
      "of hits found) instead of dividing their sum by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"number of hits", r"hits? found",
        r"mean (of|over) the precisions", r"instead of (dividing by )?n_relevant", r"not (by )?n_relevant",
        r"found in the (list|ranking)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    pos = np.flatnonzero(np.asarray(labels)) + 1      # 1-based ranks of the relevant items
    if len(pos) == 0:
        return 0.0
    precisions = np.arange(1, len(pos) + 1) / pos
    return float(precisions.mean())
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the top k (hits over all relevant targets) "
      "instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"sum\(labels\)", r"every relevant",
        r"instead of (dividing by )?k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(counts|tp|tables)", r"total (tp|counts)",
        r"over all queries together"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank (rank 1 discounted too) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"trec", r"discount\w*.{0,30}(every|all) ranks?",
        r"(first|rank 1|rank one).{0,40}discount", r"burges", r"jarvelin"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q05", "map.mrr", "sibling", "averages the precision at every relevant rank of each query (its AP over "
      "the retrieved relevant items) instead of taking 1 / the rank of the first relevant item",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant", r"all (the )?relevant",
        r"not (just|only) the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        pos = [i for i, x in enumerate(run, 1) if x == 1]
        if pos:
            total += sum((j + 1) / p for j, p in enumerate(pos)) / len(pos)
    return total / len(runs)
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions (hits / rank)",
      [[r"recalls? instead", r"returns? (the )?recalls?", r"recall (values|levels)", r"recall.{0,20}not (the )?precision",
        r"instead of (the )?precisions?", r"x.?coordinate"]], '''
def my_pr_points(labels, n_relevant):
    ranks = [i + 1 for i, x in enumerate(labels) if x]
    return [(j + 1) / n_relevant for j, r in enumerate(ranks)]
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper", r"largest (possible )?generality", r"d\s*-\s*s\s*\+\s*v", r"maxim"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x == 1)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta never squared)",
      [[r"not squar", r"unsquared", r"without squaring", r"forg\w+ to square", r"squar\w* (is )?missing",
        r"beta instead of beta", r"beta rather than beta"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("q09", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down) instead of "
      "the DCG by the ideal DCG",
      [[r"invert", r"upside", r"ideal.{0,30}(over|divided by).{0,20}dcg", r"swap\w*", r"reciprocal",
        r"idcg\s*/\s*dcg", r"the other way round"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(gs) + 1)))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    d, i = dcg(grades), dcg(ideal)
    if d == 0 or i == 0:
        return 0.0
    return i / d
''')

wrong("q10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"maxim", r"max\s*\(\s*k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for rank, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / rank
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("q11", "dcg.trec", "shape", "uses the natural logarithm for the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e", r"np\.log\b", r"math\.log\b", r"wrong base", r"another base",
        r"not (log )?base 2", r"instead of log2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log(ranks + 1)))
''')

wrong("q12", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (1|one)", r"forg\w+.{0,30}(subtract|-\s*1)", r"without (subtracting|the)\s*(1|one|-\s*1)",
        r"missing (the )?-\s*1", r"subtract(ing)? (1|one)", r"no -\s*1", r"drop\w* (the )?-\s*1"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided p-value (one tail) instead of doubling it",
      [[r"one.?sided", r"not doubled", r"forg\w+ to double", r"without doubling", r"half", r"single tail",
        r"one tail", r"times 2", r"\* ?2"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties? (count(ed|s)?|as) (1(?!/)|one|a win|whole|full)", r"tied pairs? (count\w*|as) (1(?!/)|one|a whole|full|win)",
        r">=", r"instead of (1/2|a half|half)", r"full (point|credit)", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for q in neg if p >= q)
    return wins / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "compares 0-based positions with <= k, so the item at rank k + 1 is counted "
      "too",
      [[r"0.based", r"zero.based", r"off.by.one", r"k\s*\+\s*1", r"one (rank|item) too many", r"<=\s*k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    pos = np.nonzero(np.asarray(labels))[0]
    return float(np.sum(pos <= k) / k)
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the query loop and never reset, so "
      "each query's precisions count the previous queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"re.?initiali[sz]", r"accumulat\w+ across", r"previous quer",
        r"outside (the )?(query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of the precisions from the top of the ranking "
      "(ranks up to k) instead of the maximum over the ranks at or after k",
      [[r"up to", r"so far", r"before", r"preceding", r"earlier", r"from the (front|start|top)",
        r"instead of (at or )?after", r"not (at or )?after", r"wrong direction", r"left to right"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        r = j / 10
        ok = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("q18", "pr.averaged", "flow", "uses the first query's n_relevant (n_relevant[0]) for every query's recall",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|class size|number of relevant)", r"same n_relevant",
        r"one query'?s? (n_relevant|class size|value)", r"reus\w+"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for run in runs:
        pts, hits = [], 0
        for rank, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R if R else 0.0, hits / rank))
        curve = []
        for j in range(11):
            ps = [p for r, p in pts if R and r >= j / 10 - 1e-12]
            curve.append(max(ps) if ps else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q19", "ap.eleven_point", "flow", "loops over range(10), so the level 1.0 is left out (ten levels, "
      "divided by 10)",
      [[r"ten levels", r"10 levels", r"last level", r"level 1(\.0)? (is )?(left out|missing|skipped|dropped)",
        r"missing (the )?(level|recall) 1", r"off.by.one", r"range\(10\)", r"eleventh"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / rank))
    total = 0.0
    for j in range(10):
        ps = [p for r, p in pts if r >= j / 10 - 1e-12]
        total += max(ps) if ps else 0.0
    return total / 10
''')

wrong("q20", "roc.eer", "flow", "walks the items in the order they are given (scores never sorted) when building "
      "the ROC curve",
      [[r"(never|not) sort", r"unsorted", r"without sorting", r"forg\w+ to sort", r"input order",
        r"order (they are )?given", r"sort\w* (by|the) scores?"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    items = list(zip(scores, labels))
    i = 0
    while i < len(items):
        j = i
        while j < len(items) and items[j][0] == items[i][0]:
            tp += items[j][1] == 1
            fp += items[j][1] == 0
            j += 1
        pts.append((fp / N, tp / P))
        i = j
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

wrong("q21", "dcg.trec", "flow", "the loop starts at index 1, so the first grade is never added",
      [[r"first (grade|item|rank|term|element)", r"rank 1", r"index 0", r"grades\[0\]"],
       [r"skip", r"miss", r"left out", r"dropp", r"never (added|counted)", r"ignor", r"omit", r"leaves? out"]], '''
import math

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g)):
    my_dcg_trec += g[i] / math.log2(i + 2)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, start=1) if x]
    return sum((j + 1) / r for j, r in enumerate(ranks)) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides the hits of labels[:c] by the length of that slice, so a list "
      "shorter than the class is divided by its length instead of c",
      [[r"len\(", r"length of the (list|slice|top|ranking)", r"list'?s? length", r"instead of (c|n_relevant|the class size)",
        r"slice'?s? length", r"fewer than c"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q24", "scope.eps_precision", "hidden", "keeps the targets with d <= epsilon (a target exactly at epsilon is "
      "returned)",
      [[r"<=", r"less than or equal", r"not strict", r"non.?strict", r"inclusive",
        r"includ\w+.{0,40}(equal|at epsilon|exactly)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q25", "pr.averaged", "hidden", "computes each query's recall as hits / n_relevant without a guard: a query "
      "with no relevant items raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        hits, pts = 0, []
        for rank, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R, hits / rank))
        curves.append([max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "set.pr", "hidden", "guards the recall's division but not the precision's: nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    r = hits / len(rel) if rel else 0.0
    return [hits / len(ret), r]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): when k is longer than the list the "
      "list's length replaces k",
      [[r"len\(", r"length of the (list|slice|top|ranking)", r"list'?s? length", r"instead of k", r"shorter",
        r"slice'?s? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    rels = [i for i, x in enumerate(top, 1) if x]
    den = min(len(top), n_relevant)
    return sum((j + 1) / r for j, r in enumerate(rels)) / den if den else 0.0
''')

wrong("q28", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above the exact recalls, so R@k >= r fails exactly at those levels",
      [[r"arange", r"floating.?point", r"float(ing)? (error|rounding|imprecis)", r"round(ing|ed)? (error|off)",
        r"0\.30000000000000004", r"not exact(ly)?", r"inexact", r"1e-"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if n_relevant and mask.any() else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns misread), so tp / (tp + fn) "
      "is averaged",
      [[r"order", r"\[tp, fn, fp\]", r"unpack\w*", r"misread", r"columns?", r"fn and fp (are )?swapped",
        r"swap\w* (fp|fn)", r"fp and fn (are )?swapped"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "rank.distances", "twin", "drops the nearest target (order[1:k + 1]) as if it were the query itself",
      [[r"query itself", r"skip\w* (the )?(nearest|first|closest)", r"(nearest|closest|first).{0,40}(dropped|skipped|left out|excluded)",
        r"\[1\s*:", r"distance (of )?0"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    neighbours = order[1:k + 1]
    return float(np.asarray(labels)[neighbours].sum() / k)
''')

wrong("q31", "dcg.classic", "twin", "enumerates the grades from 0, so the rank used in log2(i) is one too small "
      "(rank 2 undiscounted, rank i divided by log2(i - 1))",
      [[r"0.based", r"zero.based", r"enumerate.{0,40}(0|zero)", r"index(es)? (i )?(from|starts? at) 0",
        r"start\s*=\s*1", r"index(es)? instead of ranks?"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades):
        total += g / math.log2(i) if i >= 2 else g
    return total
''')

wrong("q32", "ap.exact", "twin", "counts the hits from 0 (enumerate of the relevant ranks without start=1), so "
      "each precision is one hit short",
      [[r"0.based", r"zero.based", r"enumerate.{0,40}(0|zero)", r"start\s*=\s*1", r"count(ed|ing|s)? from 0",
        r"hits? (count|index) (starts|from) 0", r"one hit (short|too few)"]], '''
def my_ap(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, start=1) if x == 1]
    if n_relevant == 0:
        return 0.0
    return sum(j / r for j, r in enumerate(ranks)) / n_relevant
''')

wrong("q33", "set.pr", "twin", "swaps the denominators: precision divides the hits by the relevant set's size and "
      "recall by the retrieved set's size",
      [[r"denominators? (are )?(swapped|exchanged|confused|mixed)", r"swap\w* (the )?denominators",
        r"precision divid\w+ by (the )?(size of the )?(number of )?relevant", r"len\(rel\w*\).{0,40}precision"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q34", "rank.r_precision", "twin", "compares the 0-based positions of the relevant items with <= R, so the "
      "item at rank R + 1 is counted too",
      [[r"0.based", r"zero.based", r"<=\s*R\b", r"R\s*\+\s*1", r"index(es)? (instead of|not|as) ranks?",
        r"positions? (are|is|from) 0"]], '''
R = v["n_relevant"]
positions = [i for i, x in enumerate(v["labels"]) if x == 1]
my_r_precision = len([p for p in positions if p <= R]) / R
''')

wrong("q35", "scope.knn_ties", "twin", "sorts with the tie-break key (distance, -label) for the pessimistic bound, "
      "which puts the tied relevant targets first",
      [[r"tie.?break", r"-\s*label", r"sort(ing|ed)? key", r"relevant (targets? )?(first|ahead)",
        r"key.{0,30}(sign|reversed|inverted)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists instead of sets: an id retrieved twice is counted twice",
      [[r"duplicat", r"lists? instead of sets?", r"not (converted )?(in)?to (a )?sets?", r"counted twice",
        r"repeated id", r"never (made|turned|converted) (into )?(a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "map.mrr", "data", "turns the runs into (query, first rank) pairs only for queries with a relevant "
      "item, so an empty query is lost from the mean's denominator",
      [[r"empty quer", r"quer(y|ies) without (a )?(relevant|hit)", r"(dropp|skipp|ignor|left out|leav|lost|lose)\w*.{0,40}quer",
        r"only (the )?queries (with|that)", r"fewer queries", r"denominator"]], '''
def my_mrr(runs):
    firsts = [(q, run.index(1) + 1) for q, run in enumerate(runs) if 1 in run]
    return sum(1 / r for _, r in firsts) / len(firsts) if firsts else 0.0
''')

wrong("q38", "ndcg.value", "data", "builds the ideal ranking from set(grades + unretrieved), so repeated grades "
      "are lost",
      [[r"duplicat", r"set\(", r"distinct", r"unique", r"repeated grades? (are )?(lost|dropped|removed)"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

ideal = sorted(set(v["grades"] + v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q39", "interp.step", "data", "takes the 0-based positions from np.flatnonzero as ranks, so P_i is "
      "hits / (rank - 1)",
      [[r"0.based", r"zero.based", r"\+\s*1", r"index(es)? (instead of|not|as) ranks?", r"positions? (are|is|from) 0",
        r"rank\s*-\s*1"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    pos = np.flatnonzero(np.asarray(labels))
    recalls = np.arange(1, len(pos) + 1) / n_relevant
    for i, r in enumerate(recalls):
        if r >= level - 1e-12:
            return float((i + 1) / pos[i]) if pos[i] else 1.0
    return 0.0
''')

wrong("q40", "roc.auc", "data", "takes np.argsort(scores) as the ranks (the order of the items, not each item's "
      "rank) in the Mann-Whitney formula",
      [[r"argsort.{0,40}(once|twice|not (the )?ranks?|instead of ranks?)", r"argsort of (the )?argsort",
        r"indices?.{0,30}(not|instead of) ranks?", r"order.{0,30}(not|instead of|confused with) (the )?ranks?",
        r"permutation", r"inverse"]], '''
import numpy as np

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    ranks = np.argsort(scores) + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q41", "scope.knn_ties", "data", "orders the targets by decreasing distance (farthest first) as if distances "
      "were scores",
      [[r"revers", r"descending", r"farthest", r"largest distances?", r"wrong (direction|order)", r"nearest last",
        r"as (if|though) (they were )?(scores|similarit)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]), reverse=True)
    high = sorted(items, key=lambda t: (t[0], t[1]), reverse=True)
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q42", "ap.value", "data", "divides by sum(labels) (the relevant items retrieved) instead of the given "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in|of) the (list|ranking)",
        r"relevant (items )?(retrieved|found)", r"instead of n_relevant", r"ignor\w+ n_relevant", r"never retrieved"]], '''
import numpy as np

y = np.array(v["labels"])
ranks = np.flatnonzero(y) + 1
my_ap_value = float(np.sum(np.arange(1, len(ranks) + 1) / ranks) / y.sum())
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mean", "exact Fractions over (query, rank, label) tuples", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    triples = [(q, r, x) for q, run in enumerate(runs) for r, x in enumerate(run, 1)]
    total = Fraction(0)
    for q, R in enumerate(n_relevant):
        ranks = [r for qq, r, x in triples if qq == q and x]
        if R:
            total += sum(Fraction(j, r) for j, r in enumerate(ranks, 1)) / R
    return float(total / len(runs))
''')

right("q44", "ndcg.all_judgments", "NumPy with the ideal from all judgments", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        disc = np.maximum(1.0, np.log2(np.arange(1, len(gs) + 1)))
        return float((gs / disc).sum())
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    i = dcg(ideal)
    return dcg(grades) / i if i else 0.0
''')

right("q45", "roc.eer", "sorted walk with tie groups and linear interpolation", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    for _, grp in groupby(items, key=lambda t: t[0]):
        for _, y in grp:
            tp += y == 1
            fp += y != 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

right("q46", "gen.practical", "counts by comprehension", '''
def my_practical(labels, d):
    s = len(labels)
    v = len([x for x in labels if x == 1])
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q47", "pr.points", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / rank for rank, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "scope.eps_precision", "np.nonzero positions of the targets inside epsilon", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    idx = np.nonzero(np.asarray(distances) < epsilon)[0]
    return float(np.asarray(labels)[idx].mean()) if len(idx) else 0.0
''')

SUBMISSIONS = tuple(S)
