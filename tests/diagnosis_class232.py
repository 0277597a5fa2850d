"""Diagnosis class 232, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
porting trec_eval's documented conventions (its measure names such as map, gm_map, P_k, recip_rank, ndcg, its
tie-breaking, its cut-offs) into their own functions, in varied styles (loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c232-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class232): every right
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

BATCH = "diagnosis class 232 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c232-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (AP over the retrieved relevant items only)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"hits (found|retrieved)",
        r"found relevant", r"instead of n_relevant", r"not (by )?n_relevant", r"number of hits",
        r"unretrieved.{0,40}(ignored|left out|missing|not counted)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the APs (trec_eval's gm_map) instead of their "
      "arithmetic mean",
      [[r"geometric", r"gm_?map", r"\bGMAP\b", r"product of", r"log(arithm)?s? of (the )?AP"]], '''
import math

def my_map(runs, n_relevant):
    logs = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        ap = s / n if n else 0.0
        logs.append(math.log(max(ap, 1e-5)))
    return math.exp(sum(logs) / len(logs))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "uses trec_eval's log2(i + 1) discount at every rank instead of the "
      "classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\s*\(\s*rank\s*\+\s*1\s*\)", r"trec(_eval)?.{0,30}(discount|formulation)",
        r"(discount|formulation).{0,30}trec", r"every rank discounted", r"rank 1 (is )?discounted",
        r"wrong discount", r"another discount"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float((g / np.log2(np.arange(2, len(g) + 2))).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank reaching each recall level "
      "(uninterpolated) instead of the maximum precision at any rank with R@k >= r",
      [[r"not interpolated", r"uninterpolated", r"no max", r"without (the |taking the )?max",
        r"first rank (that )?reach", r"instead of the max", r"max(imum)? over", r"first (point|rank) only"]], '''
def my_interpolated(labels, n_relevant):
    points, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((p for rec, p in points if rec >= r - 1e-12), 0.0))
    return out
''')

wrong("q05", "set.f_beta", "sibling", "returns van Rijsbergen's E measure 1 - F instead of F",
      [[r"\bE[- ]?measure", r"1\s*-\s*F", r"effectiveness", r"complement", r"van Rijsbergen"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q06", "ap.at_k", "sibling", "divides AP@k by n_relevant (trec_eval's map_cut convention) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by (the )?(n_relevant|R\b|number of relevant|query's number)", r"n_relevant instead",
        r"\bR\b instead", r"map_cut", r"instead of min", r"not min\s*\(", r"without (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain "
      "2^rel_i - 1 (the trec DCG)",
      [[r"linear gain", r"rel_?i? instead of 2", r"without (the )?(2\^|exponential)", r"not exponential",
        r"gain.{0,20}(linear|the grade itself)", r"trec DCG", r"2\s*\^\s*rel.{0,20}(missing|forgot|not)"]], '''
import math
my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places",
      [[r"not squared", r"beta instead of beta", r"square", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log base", r"wrong base", r"another base",
        r"instead of log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win instead of 1/2",
      [[r"tie", r"tied"], [r"full", r"as 1\b", r"whole", r"instead of (1/2|half|0\.5)", r">=", r"not (1/2|half)",
                            r"win"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("q11", "gen.practical", "shape", "recall lower bound v / (d - s) instead of v / (d - s + v)",
      [[r"d\s*-\s*s\s*\+\s*v", r"forg[eo]t.{0,20}\+ ?v", r"without (the )?\+ ?v", r"v / \(d - s\)",
        r"missing.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q12", "roc.eer", "shape", "intersects the ROC curve with FPR = TPR instead of FPR = 1 - TPR",
      [[r"FPR\s*=\s*TPR", r"TPR instead of 1\s*-\s*TPR", r"diagonal", r"1\s*-\s*TPR.{0,30}(missing|forgot|not)",
        r"instead of (the )?(false negative|FNR|1\s*-\s*TPR)", r"chance line"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        if dx == dy:
            if x0 == y0:
                return x0
            continue
        t = (y0 - x0) / (dx - dy)
        if 0 <= t <= 1:
            return x0 + t * dx
    return 1.0
''')

wrong("q13", "dcg.trec", "shape", "puts the + 1 outside the logarithm: log2(i) + 1 instead of log2(i + 1)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"parenthes"]], '''
import math
my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled)",
      [[r"one[- ]sided", r"one[- ]tailed", r"not doubled", r"doubl", r"times 2", r"factor (of )?2", r"\* ?2",
        r"half (the|of the) (two[- ]sided )?p"]], '''
from math import comb
a, b = v["a"], v["b"]
plus = sum(1 for x, y in zip(a, b) if x > y)
minus = sum(1 for x, y in zip(a, b) if x < y)
n = plus + minus
kk = min(plus, minus)
my_sign_p = sum(comb(n, i) for i in range(kk + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "later queries' precisions count earlier queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"(outside|before) the (query )?loop", r"accumulat\w* across",
        r"previous quer(y|ies)", r"earlier quer(y|ies)", r"re-?initiali"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented after the append)",
      [[r"before (counting|increment|adding|updat)", r"after (the )?append", r"increment\w* (too )?late",
        r"off[- ]by[- ]one", r"(one|1) hit (too )?few", r"current (relevant )?item (not|isn)"]], '''
def my_pr_points(labels, n_relevant):
    precisions = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            precisions.append(hits / rank)
            hits += 1
    return precisions
''')

wrong("q17", "interp.step", "flow", "the loop stops one rank early (range(len(labels) - 1)), so the last rank is "
      "never looked at",
      [[r"last (rank|item|element)", r"one (rank )?(too )?early", r"off[- ]by[- ]one", r"len\(labels\)\s*-\s*1",
        r"skip"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(len(labels) - 1):
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / (i + 1)
    return 0.0
''')

wrong("q18", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"never sort", r"not sort", r"unsorted", r"without sorting", r"input order", r"forg[eo]t.{0,20}sort",
        r"no sort"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    order = np.arange(len(d))
    return float(y[order][:k].sum() / k)
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"not only the first", r"stop", r"each relevant",
        r"sum of (the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "appends the same curve list (created once outside the loop) for every "
      "query, so the mean is the last query's curve",
      [[r"same (list|object|curve)", r"alias", r"last query", r"(outside|before) the loop", r"reused",
        r"overwrit"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / k))
        for j in range(11):
            r = j / 10
            ps = [p for rec, p in pts if n and rec >= r - 1e-12]
            curve[j] = max(ps) if ps else 0.0
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q21", "ap.eleven_point", "flow", "np.arange(0, 1, 0.1) stops before 1.0: averages 10 levels, the level "
      "1.0 left out",
      [[r"level 1(\.0)? (is )?(missing|left out|dropped|skipped|never)", r"without (the level )?1\.0", r"10 levels", r"ten levels", r"last level", r"arange", r"off[- ]by[- ]one", r"stop\w* before"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1, 0.1)
    vals = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a guard: a query with nothing retrieved "
      "divides by zero", [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "recall hits / n_relevant without a guard: a query with no relevant items "
      "divides by zero", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        hits = np.cumsum(labels)
        prec = hits / np.arange(1, len(labels) + 1)
        rec = np.array([h / n for h in hits.tolist()])
        curves.append([float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0
                       for r in np.linspace(0, 1, 11)])
    return list(np.mean(curves, axis=0))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "map.mean", "hidden", "averages only over the queries with a nonzero AP (a query whose relevant "
      "items were never retrieved is dropped from the mean instead of counting 0)",
      [[r"drop", r"skip", r"left out", r"exclud", r"ignor", r"only (over )?(the )?quer(y|ies) with",
        r"nonzero", r"non-zero"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        if s > 0:
            aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "clips k to the list length before min(k, n_relevant), so a k longer than the "
      "list gives a smaller denominator",
      [[r"list length", r"len\(labels\)", r"length of the list", r"clip", r"shorter list",
        r"truncat"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q28", "scope.eps_precision", "hidden", "no guard for an empty result: divides by zero when nothing is "
      "within epsilon", [ZERODIV], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside)))
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "np.mean of labels[:k] divides by the number of items actually in the top k, "
      "not by k, when k is longer than the list",
      [[r"not (by )?k\b", r"instead of k", r"items (actually )?(in|present)", r"list length", r"len\(",
        r"mean of (the )?slice", r"np\.mean", r"shorter than k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k])) if labels else 0.0
''')

wrong("q30", "scope.eps_precision", "twin", "uses d <= epsilon (inclusive) instead of the lecture's strict "
      "d < epsilon",
      [[r"<=", r"inclusive", r"non-?strict", r"not strict", r"equal to epsilon", r"on the boundary",
        r"less than or equal"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"order", r"swap", r"revers", r"wrong way", r"other way", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    pess = sorted(idx, key=lambda i: (distances[i], labels[i]))
    opt = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    lo = sum(labels[i] for i in pess[:k]) / k
    hi = sum(labels[i] for i in opt[:k]) / k
    return [hi, lo]
''')

wrong("q32", "set.pr", "twin", "returns the pair in the wrong order: [recall, precision]",
      [[r"order", r"swap", r"revers", r"\[recall, precision\]", r"other way"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q33", "interp.step", "twin", "takes the maximum precision of all points with recall >= level (the "
      "11-point interpolation rule) instead of the step rule's P_i",
      [[r"max\w* (precision )?(over|of) (all|every|later|the following)", r"instead of (the )?step",
        r"11-point (rule|interpolation)", r"interpolated (maximum|max)", r"max\("]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                best = max(best, hits / k)
    return best
''')

wrong("q34", "roc.auc", "twin", "counts only strict wins (>): a tied pair counts 0 instead of 1/2",
      [[r"tie", r"tied"], [r"\b0\b", r"zero", r"ignor", r"not counted", r"strict", r"instead of (1/2|half|0\.5)",
                            r"nothing", r"dropp"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a, b in product(pos, neg) if a > b)
    return wins / (len(pos) * len(neg))
''')

wrong("q35", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns misread), so the precision "
      "divides by tp + fn",
      [[r"fn", r"false negative", r"recall"], [r"order", r"swap", r"misread", r"column", r"instead of (fp|false pos)",
                                                r"unpack", r"recall instead"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "gen.grip_point", "data", "takes the class size as the number of relevant labels in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in|within) the list", r"instead of n_relevant",
        r"not n_relevant", r"class size.{0,40}(retrieved|list|labels)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q37", "rank.r_precision", "data", "takes R as the length of the ranking (len(labels)) instead of "
      "n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"instead of n_relevant",
        r"not n_relevant", r"whole (list|ranking)"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q38", "set.pr", "data", "uses the lists as given: an id retrieved twice counts twice",
      [[r"duplicate", r"dedup", r"counted (twice|two times|more than once)", r"counts? (it )?twice",
        r"not (converted to |turned into )?(a )?set", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q39", "roc.auc", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"invert", r"flip", r"label 0", r"positive class", r"swap", r"revers", r"1\s*-\s*AUC", r"negatives? as positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q40", "rank.distances", "data", "sorts by distance descending, as if distances were similarity scores "
      "(the farthest item first)",
      [[r"descending", r"farthest", r"similarit", r"reverse", r"largest (distance )?first", r"wrong direction",
        r"highest first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q41", "map.mean", "data", "uses the length of each run as its number of relevant items instead of "
      "n_relevant[i]",
      [[r"len\((run|labels)", r"length of (the |each )?(run|list|ranking)", r"instead of n_relevant",
        r"not n_relevant", r"list length"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / len(run)
    return total / len(runs)
''')

wrong("q42", "dcg.classic", "data", "collapses the graded relevance to binary (any grade > 0 counts 1)",
      [[r"binary", r"grade.{0,30}(1|one)\b", r"ignor\w* the grade", r"graded", r"0/1", r"any grade",
        r"bool"]], '''
from math import log2

def my_dcg(grades):
    gains = [1 if g > 0 else 0 for g in grades]
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gains, 1))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fraction accumulation", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "roc.eer", "explicit ROC walk with tied scores grouped", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        f0 = x0 - (1 - y0)
        f1 = x1 - (1 - y1)
        if f0 == 0:
            return x0
        if f0 < 0 <= f1:
            t = -f0 / (f1 - f0)
            return x0 + t * (x1 - x0)
    return pts[-1][0]
''')

right("q45", "scope.knn_ties", "sorted with a tie-breaking key", '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    pess = sorted(idx, key=lambda i: (distances[i], labels[i]))
    opt = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in pess[:k]) / k, sum(labels[i] for i in opt[:k]) / k]
''')

right("q46", "map.mrr", "itertools.compress and next with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "pr.points", "list comprehension over a running count", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (x, h) in enumerate(zip(labels, hits), 1) if x]
''')

right("q48", "gen.practical", "NumPy counts", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int((y == 1).sum())
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
