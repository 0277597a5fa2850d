"""Diagnosis class 147, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a tired mixed class of an IR evaluation course --
typos that use a neighbouring variable, code copy-pasted between tasks and not fully adapted, leftover debugging
lines; styles vary (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c147-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class147).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 147 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c147-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, copied from the AP task, instead "
      "of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"(non.?interpolated|uninterpolated)", r"copied.{0,30}AP", r"AP task", r"plain AP",
        r"not (the )?interpolat\w*"]], '''
def my_11pt(labels, n_relevant):
    # copied from my_ap
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* beta", r"beta (is )?(ignored|unused|never used)",
        r"beta = 1 (always|whatever)", r"as if beta (were|was|=) ?1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    # print(beta)
    return 2 * precision * recall / (precision + recall)
''')

wrong("q03", "rank.distances", "sibling", "returns the recall at k of the distance ranking (hits over all "
      "relevant labels) instead of its precision",
      [[r"recall", r"R@k", r"divid\w* by (the )?(number|count) of relevant", r"all (the )?relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    top = np.asarray(labels)[order][:k]
    return float(top.sum() / np.sum(labels))
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp)", r"total tp", r"aggregat\w*"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"rel_?1 (undiscounted|not discounted)", r"first (grade|item|rank) "
        r"(not |un)discounted", r"Burges|J.rvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / log2(i) for i in range(2, len(g) + 1))
print(my_dcg_trec)
''')

wrong("q06", "ndcg.all_judgments", "sibling", "NDCG with the trec_eval discount log2(i + 1) for every rank instead "
      "of the classic DCG",
      [[r"log2\(i ?\+ ?1\)", r"trec(_eval)? (discount|formulation|DCG)", r"discount\w* (the )?first",
        r"rank 1 (is )?discounted", r"other (DCG )?formulation"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        return float(np.sum(gs / np.log2(np.arange(2, len(gs) + 2))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q07", "map.mrr", "sibling", "returns the fraction of queries whose first item is relevant (success at 1, "
      "mean P@1) instead of the mean reciprocal rank",
      [[r"P@1", r"success", r"whether the first", r"only (rank|position) 1",
        r"precision at (rank )?1"]], '''
def my_mrr(runs):
    return sum(1 for run in runs if run and run[0] == 1) / len(runs)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall instead of the precision in the denominator "
      "(beta^2 R + P): precision and recall swapped",
      [[r"swap\w*", r"confus\w*", r"beta.?\^?2 ?\*? ?R", r"wrong (term|one)", r"the other way round",
        r"interchang\w*", r"revers\w*"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * p * r / (b2 * r + p)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus 1", r"without (subtracting )?.?1", r"forg[eo]t\w* .{0,20}1", r"subtract\w*",
        r"2\*\*g(?! ?- ?1)"]], '''
import math

my_dcg_exp = 0
for i, g in enumerate(v["grades"], start=1):
    my_dcg_exp += 2 ** g / math.log2(i + 1)
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"\+ ?v", r"plus v", r"d ?- ?s\b(?! ?\+)", r"forg[eo]t\w*.{0,30}v", r"missing.{0,20}v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax(imum)?\b", r"larger of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if min(k, n_relevant) else 0.0
''')

wrong("q12", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"another base",
        r"(wrong|other) base", r"log2? (instead|not)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / math.log(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q13", "pr.averaged", "shape", "divides each level's sum by 11 (copied from the 11-point average) instead "
      "of by the number of queries",
      [[r"divid\w* by 11", r"/ ?11", r"eleven", r"number of levels"],
       [r"number of queries", r"quer(y|ies) count", r"len\(runs\)", r"instead of (the )?(number of )?quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / R, hits / i))
        for j, r in enumerate(levels):
            out[j] += max([p for rec, p in pts if rec >= r - 1e-12], default=0.0)
    return [x / 11 for x in out]
''')

wrong("q14", "roc.eer", "shape", "returns FPR + FNR at the crossing (both error rates added) instead of the one "
      "equal rate",
      [[r"FPR ?\+ ?FNR", r"sum of (the )?(two |both )?(error )?rates", r"twice", r"2 ?\*", r"doubl\w*",
        r"add\w* (both|the two)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            fpr = f0 + a * (f1 - f0)
            fnr = 1 - (t0 + a * (t1 - t0))
            return fpr + fnr
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "takes the precision at a relevant rank before counting that item as a hit "
      "(hits / i one hit short)",
      [[r"before (count|increment|add)\w*", r"one hit (short|too few)", r"hits? (is )?(incremented|counted) "
        r"(after|too late)", r"off.by.one", r"previous (hits|count)", r"without (the|this) (item|hit)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            total += hits / (i + 1)
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "the hit counter and precision sum are set once before the query loop and never "
      "reset, so each query's AP carries the previous queries' counts",
      [[r"reset", r"carr\w* over", r"accumulat\w* across", r"previous quer", r"(initiali[sz]|set)\w* (once|outside)",
        r"outside the (query )?loop", r"not (re)?initiali[sz]ed"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits, s = 0, 0.0
    for labels, R in zip(runs, n_relevant):
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "loops over range(10) and so returns only the levels 0.0 to 0.9 (the level 1.0 "
      "is missing)",
      [[r"range\(10\)", r"10 (levels|values|points)", r"level 1(\.0)? (is )?(missing|left out|dropped|never)",
        r"off.by.one", r"one level (short|missing|too few)", r"(missing|without|drops?) (the )?(last|final) level"]], '''
def my_interpolated(labels, n_relevant):
    pr, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pr.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    out = []
    for j in range(10):
        r = j / 10
        out.append(max([p for rec, p in pr if rec >= r], default=0.0))
    return out
''')

wrong("q18", "pr.points", "flow", "appends a point at every rank (the append is outside the if), not only where a "
      "relevant item raises recall",
      [[r"every rank", r"each rank", r"all ranks", r"(non.?relevant|irrelevant) (ranks|items) (too|also)",
        r"indent\w*", r"outside the if", r"not only (at )?relevant"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("q19", "scope.knn_ties", "flow", "copy-pasted line: the optimistic bound reuses the pessimistic sorted list, "
      "so both values are the lowest P@k",
      [[r"reus\w*", r"copy", r"same (list|order|sort|value)", r"both (values|bounds) (are )?(the )?(same|lowest|pessimistic)",
        r"pessimistic (order|list|ranking) (for|twice)", r"optimistic.{0,40}(never|not) (used|computed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in pess[:k]) / k
    return [low, high]
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"not only the first", r"stop\w*",
        r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q21", "gen.grip_point", "flow", "slices labels[1:c + 1] (1-based thinking): the cut skips rank 1 and takes "
      "rank c + 1",
      [[r"1.based", r"off.by.one", r"skip\w* (rank 1|the first)", r"shift\w*", r"\[1:", r"one (rank|position) "
        r"(late|too far|later)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[1:c + 1]) / c
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "returns a recall of 1 (not 0) when nothing is relevant",
      [[r"recall (of |= ?|is )?1\b", r"returns 1", r"1 (instead of|not) 0", r"1\.0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 1.0
    return [p, r]
''')

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without a guard: crashes when the query has no relevant "
      "items", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "no guard for an empty result: crashes when nothing lies within "
      "epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    print(len(inside), inside)
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "no guard for a query with nothing retrieved: its tp / (tp + fp) crashes",
      [ZERODIV], '''
from fractions import Fraction

def my_macro_precision(tables):
    ps = [Fraction(tp, tp + fp) for tp, fp, fn in tables]
    return float(sum(ps) / len(ps))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "rank.distances", "hidden", "np.argpartition(d, k) raises when k is the whole list (kth out of bounds)",
      [[r"ValueError", r"out of bounds", r"argpartition", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    idx = np.argpartition(np.asarray(distances), k)[:k]
    return float(np.asarray(labels)[idx].sum() / k)
''', crash="ValueError", scope="all")

wrong("q27", "pr.averaged", "hidden", "recall hits / R crashes for a query with no relevant items",
      [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        rec = np.array([h / R for h in hits.tolist()])
        prec = hits / np.arange(1, len(y) + 1)
        curves.append([float(max(prec[rec >= r - 1e-12], default=0.0)) for r in np.linspace(0, 1, 11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "indexes labels[i] for i < c: IndexError when the list is shorter than "
      "the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    found = 0
    for i in range(n_relevant):
        found += labels[i]
    return found / n_relevant
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "np.mean(labels[:k]) divides by the ranks present, so ranks beyond the end of "
      "the list are not counted as non-relevant",
      [[r"shorter than k", r"ranks present", r"len\(labels\[:k\]\)",
        r"mean of the (slice|first k|top k)", r"list'?s? length", r"not (counted|treated) as (non.?relevant|0)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("q30", "ap.value", "twin", "divides the sum of precisions by the relevant items retrieved (sum of labels) "
      "instead of n_relevant",
      [[r"retrieved", r"found", r"sum\(labels\)", r"number of (1s|ones|hits)"]], '''
labels = v["labels"]
hits, total = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / hits
''')

wrong("q31", "interp.step", "twin", "puts the boundary on the wrong side (R_(i-1) <= r < R_i): a level exactly at "
      "R_i reads the next point's precision",
      [[r"boundary", r"strict\w*", r"wrong side", r"(next|following) point",
        r"one point (late|too far)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    prev_r, hits = 0.0, 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            rec = hits / n_relevant
            if prev_r <= level < rec:
                return hits / i
            prev_r = rec
    return 0.0
''')

wrong("q32", "roc.auc", "twin", "uses >= for the pair comparison: a tied pair counts 1 instead of 1/2",
      [[r">=", r"ties? (count\w* )?(as )?(1|one|a (full )?win)(?![/.\d])",
        r"tied pairs? (count\w* )?(as )?(1|one|a (full )?win)(?![/.\d])",
        r"full (point|win)", r"instead of (1/2|a half|0\.5)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for a, b in product(pos, neg) if a >= b)
    return good / (len(pos) * len(neg))
''')

wrong("q33", "map.mrr", "twin", "averages over the queries that have a relevant item only (the queries with none "
      "are left out of the mean, not counted as 0)",
      [[r"left out", r"skip\w*", r"exclud\w*", r"drop\w*", r"ignor\w*", r"not counted", r"only (the )?quer\w* (with|that)"],
       [r"quer"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs)
''')

wrong("q34", "scope.eps_precision", "twin", "uses d <= epsilon: a target at exactly distance epsilon is counted "
      "inside", [[r"<=", r"non.?strict", r"inclusive", r"exactly (at )?(distance )?epsilon", r"equal to epsilon",
                  r"at epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    res = [lab for dist, lab in zip(distances, labels) if dist <= epsilon]
    if len(res) == 0:
        return 0.0
    return sum(res) / len(res)
''')

wrong("q35", "scope.knn_ties", "twin", "returns the bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap\w*", r"revers\w*", r"the other way", r"wrong (place|position)s?", r"interchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    lo = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))[:k]
    hi = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))[:k]
    return [sum(l for _, l in hi) / k, sum(l for _, l in lo) / k]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats retrieved as a list: an id retrieved twice is counted twice (in the hits "
      "and in the precision's denominator)",
      [[r"counted twice", r"count\w* (it )?twice", r"duplicate", r"not (a )?set", r"as a list", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "counts each unretrieved relevant item with grade 1 in the ideal "
      "(treats unretrieved as binary) instead of its own grade",
      [[r"grade (of )?1", r"binary", r"as 1", r"ones", r"their (own )?grades?", r"count\w* (of )?unretrieved",
        r"len\(unretrieved\)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q38", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"number of (1s|ones|relevant (items )?(in the list|retrieved|found))", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"found"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q39", "roc.auc", "data", "takes label 0 as the positive class (1 - AUC)",
      [[r"label 0", r"labels? (are )?(inverted|swapped|flipped|reversed)", r"1 ?- ?AUC", r"wrong class",
        r"positive.{0,20}negative.{0,20}(swapped|confused|reversed)", r"negative class as positive"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    tot = 0.0
    for a in pos:
        for b in neg:
            tot += 1.0 if a > b else 0.5 if a == b else 0.0
    return tot / (len(pos) * len(neg))
''')

wrong("q40", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "number of judged items len(labels)",
      [[r"scope (s )?(as|=|is|taken as) (the )?(number of )?relevant", r"s ?= ?sum",
        r"\bs\b (as|=|is|taken as) (the )?(sum|number of relevant)",
        r"number of (judged|items)", r"relevant (labels|items) as (the )?(scope|s\b)"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = sum(1 for x in labels if x)
    return [v / s if s else 0.0, v / (d - s + v), v / d]
''')

wrong("q41", "rank.distances", "data", "sorts the distances from high to low (as if they were scores): the farthest "
      "items come first",
      [[r"farthest", r"descending", r"high(est)? (to|first)", r"reverse", r"as (if they were )?scores",
        r"largest (distance )?first", r"wrong order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q42", "map.mean", "data", "uses the relevant items found in each run (sum of the labels) as the query's "
      "number of relevant items, ignoring n_relevant",
      [[r"sum\(", r"found", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"number of (1s|ones|hits)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for q, run in enumerate(runs):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / sum(run) if sum(run) else 0.0)
    return sum(aps) / len(aps)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "loops over thresholds, linear interpolation of the crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q44", "interp.curve", "NumPy cumulative sums and a reversed running maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(y) + 1)
    best = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for j in range(11):
        ok = np.nonzero(rec * 10 >= j - 1e-9)[0]
        out.append(float(best[ok[0]]) if len(ok) else 0.0)
    return out
''')

right("q45", "pr.points", "list comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q46", "interp.step", "exact Fractions for the recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(1000)
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if lev <= Fraction(hits, n_relevant):
                return hits / i
    return 0.0
''')

right("q47", "ap.at_k", "plain loop with a min() denominator", '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / den
''')

right("q48", "dcg.classic", "one-liner with max(i, 2) in the discount", '''
from math import log2

def my_dcg(grades):
    return float(sum(g / log2(max(i, 2)) if i > 1 else g for i, g in enumerate(grades, 1)))
''')

SUBMISSIONS = tuple(S)
