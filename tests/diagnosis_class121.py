"""Diagnosis class 121, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
over-generalise: graded relevance handled where labels are binary (and binary where grades matter), weights and
normalisations nobody asked for, several queries assumed where one is given (or one where several are), extra
parameters with defaults that change the result. Styles vary inside the class: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c121-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class121): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 121 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c121-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (with the 1/log2(i+1) "
      "discount) instead of the classic DCG the task asks for",
      [[r"exponential", r"2\s*\^\s*rel", r"2\*\*", r"2 to the", r"gain.{0,20}2", r"burges", r"power of (two|2)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        ranks = np.arange(1, len(gs) + 1)
        return float(np.sum((2 ** gs - 1) / np.log2(ranks + 1)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("s02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing of the straight ROC pieces",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"no interpolat", r"without interpolat",
        r"instead of interpolat", r"not interpolat", r"(fpr ?\+ ?fnr) ?\)? ?/ ?2", r"mean of (the )?(fpr|two rates)",
        r"a roc point", r"at (one|the) (roc )?point"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    points = [(0.0, 1.0)]
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / N, 1 - tp / P))
    best = min(points, key=lambda p: abs(p[0] - p[1]))
    return (best[0] + best[1]) / 2
''')

wrong("s03", "avg.macro", "sibling", "pools the counts of all queries (micro average sum tp / sum (tp + fp)) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(counts|tp)", r"weight\w* by", r"total tp",
        r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("s04", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec.?eval", r"rank \+ 1", r"i ?\+ ?1", r"first (rank|item).{0,30}discount",
        r"discount\w*.{0,30}first (rank|item)", r"shifted", r"other (dcg|formulation)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("s05", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"hits", r"number of relevant (items )?in "
        r"the (list|ranking)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant",
        r"missing relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    precisions = []
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            precisions.append(hits / i)
    return sum(precisions) / len(precisions) if precisions else 0.0
''')

wrong("s06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"d ?- ?s ?\+ ?v\)? ?/ ?d", r"upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if d - s + v else 0.0, (d - s + v) / d]
''')

wrong("s07", "sig.sign_test", "sibling", "one-sided p-value (alternative 'greater': a wins at least this often) "
      "instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"not doubled", r"without doubling", r"forg\w* to double",
        r"greater", r"half (of )?the (two.sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "weights with beta instead of beta squared: (1 + beta) P R / (beta P + R)",
      [[r"beta\b(?! ?(\^|\*\*) ?2)[^2]{0,30}(instead of|not|rather than).{0,20}(beta ?(\^|\*\*) ?2|squar)",
        r"not squar", r"without squar", r"forg\w* to square", r"unsquared", r"squar\w* missing",
        r"missing.{0,10}squar", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"minus (one|1)", r"without subtract", r"forg\w* .{0,20}subtract", r"2\s*(\^|\*\*)\s*rel\b(?! ?- ?1)",
        r"zero grade.{0,30}(1|one)", r"grade 0.{0,30}gain (of )?1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(i + 1)))
''')

wrong("h03", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"by k\b", r"/ ?k\b", r"instead of min", r"not min", r"without (the )?min", r"k rather than",
        r"ignor\w* n_relevant", r"cutoff k as (the )?denominator", r"denominator (is )?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("h04", "gen.practical", "shape", "recall's lower bound v / (d - s) without the + v in the denominator",
      [[r"\+ ?v", r"d ?- ?s\)?(?! ?\+)", r"without (the )?v", r"missing v", r"forg\w* .{0,20}v\b",
        r"plus v", r"relevant (items )?(of|in) the scope.{0,30}(left out|missing|forgot)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    recall_low = v / (d - s) if d > s else 1.0
    return [v / s, recall_low, v / d]
''')

wrong("h05", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"full (win|point|credit)", r"counts? (it )?(as )?(1|one)\b(?! ?/)", r"whole (win|point)", r">=", r"≥", r"greater (than )?or equal",
        r"instead of (1 ?/ ?2|half|0\.5)", r"not (1 ?/ ?2|half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("h06", "ndcg.value", "shape", "classic DCG with the natural log ln(i) instead of log2(i) in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b(?!2)", r"another base",
        r"wrong base"]], '''
import math

def dcg(gs):
    return gs[0] + sum(g / math.log(i) for i, g in enumerate(gs[1:], start=2)) if gs else 0.0

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("h07", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"ten\b", r"instead of 11", r"not (by )?11", r"11 levels", r"eleven"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "map.mean", "flow", "uses the first query's n_relevant for every query",
      [[r"first query'?s? n_relevant", r"n_relevant\[0\]", r"same n_relevant", r"one (query'?s?|class) "
        r"(n_relevant|size)", r"reus\w*.{0,30}n_relevant", r"n_relevant.{0,30}reused", r"first query'?s? "
        r"(number|count|class size)", r"every query.{0,30}(first|same) (n_relevant|class size|number)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f02", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items).{0,30}(too|also|added|point)",
        r"point (at|for) (every|each)", r"not only (at )?(the )?relevant", r"outside the if", r"too many points",
        r"extra points"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        if hits:
            pts.append(hits / i)
    return pts
''')

wrong("f03", "interp.curve", "flow", "loops over range(10): the level 1.0 is left out (10 values, not 11)",
      [[r"range\(10\)", r"10 (levels|values|points)", r"1\.0.{0,30}(missing|left out|dropped|skipped)",
        r"(missing|leaves out|drops|skips).{0,30}(level )?1\.0", r"last level", r"off.by.one", r"one level short",
        r"too short", r"length 10", r"wrong length"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(10):
        r = j / 10
        cand = [p for p, q in zip(prec, rec) if q >= r - 1e-12]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("f04", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"never sort", r"not sort", r"without sort", r"unsorted", r"no sort", r"given order", r"input order",
        r"original order", r"forg\w* to sort", r"sort\w* (is )?missing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("f05", "map.mrr", "flow", "no break: the reciprocal rank is overwritten by the last relevant item's rank",
      [[r"no break", r"without (a )?break", r"missing break", r"forg\w* .{0,10}break", r"last relevant",
        r"overwrit", r"keeps? (on )?(going|looping)", r"doesn'?t stop", r"not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, lab in enumerate(run, 1):
            if lab == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("f06", "pr.averaged", "flow", "divides the running sums by the number of queries inside the query loop "
      "(every earlier query divided again)",
      [[r"inside (the )?loop", r"in the loop", r"each iteration", r"every iteration",
        r"repeated\w*", r"again", r"indent", r"more than once", r"divid\w* .{0,20}(each|every) time"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        curve = np.zeros(11)
        if R > 0 and len(y):
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            rec = np.cumsum(y) / R
            for j, r in enumerate(levels):
                ok = rec >= r - 1e-9
                curve[j] = prec[ok].max() if ok.any() else 0.0
        total += curve
        total = total / len(runs)
    return [float(x) for x in total]
''')

wrong("f07", "dcg.classic", "flow", "the loop starts at the second item (range(1, n)): the first grade rel_1 is "
      "left out",
      [[r"first (grade|item|rank|element)", r"rank 1\b", r"range\(1", r"skip\w*", r"left out", r"off.by.one",
        r"index 0", r"\[0\]"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i in range(1, len(grades)):
        total += grades[i] / log2(i + 1)
    return total
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "gen.grip_point", "hidden", "divides by min(n_relevant, len(labels)) instead of n_relevant: a list "
      "shorter than the class is normalised by its own length",
      [[r"min\(", r"length of the list", r"list'?s? length", r"len\(labels\)", r"shorter list",
        r"missing ranks.{0,40}(ignored|dropped|not counted|left out)", r"normalis\w*", r"normaliz\w*",
        r"divid\w* by (the )?(list|number of (items|ranks))"]], '''
def my_grip_point(labels, n_relevant):
    s = min(n_relevant, len(labels))
    return sum(labels[:s]) / s if s else 0.0
''')

wrong("d03", "ap.exact", "hidden", "caps the denominator at the list length: min(n_relevant, len(labels))",
      [[r"min\(", r"cap", r"list length", r"length of the list", r"len\(labels\)", r"clip",
        r"at most (the )?(list|number of ranks)", r"normalis\w*", r"normaliz\w*"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    denom = min(n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

wrong("d04", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan (with a warning) when nothing "
      "lies within epsilon, instead of 0",
      [NAN, [r"empty", r"nothing (lies |is )?(within|inside|returned|retrieved)", r"no target", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("d05", "avg.macro", "hidden", "drops the queries that retrieved nothing from the average instead of "
      "counting them with precision 0",
      [[r"drop", r"skip", r"left out", r"leaves? out", r"exclud", r"ignor", r"only (the )?queries (that|with)",
        r"fewer queries", r"not counted", r"divid\w* by (the )?(number of )?(non.?empty|retrieving)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("d06", "pr.averaged", "hidden", "leaves queries with no relevant items out of the mean at each level "
      "instead of counting them as 0",
      [[r"drop", r"skip", r"left out", r"leaves? out", r"exclud", r"ignor", r"only (the )?queries (that|with)",
        r"fewer queries", r"not counted"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits, pts = 0, []
        for i, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits / R, hits / i))
        curves.append([max([p for r, p in pts if r >= j / 10 - 1e-9], default=0.0) for j in range(11)])
    if not curves:
        return [0.0] * 11
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("d07", "interp.step", "hidden", "after the loop returns the last relevant item's precision instead of 0 "
      "when the ranking never reaches the level",
      [[r"last (relevant item'?s? )?precision", r"carr\w* (over|on|forward)", r"extend\w*", r"instead of (returning )?0",
        r"not 0\b", r"last P_?i", r"final precision", r"after the loop"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, last = 0, 0.0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            last = hits / i
            if hits / n_relevant >= level - 1e-12:
                return last
    return last
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.f_beta", "twin", "puts beta squared on recall instead of precision in the denominator "
      "(P and R swapped there), which gives F with 1/beta",
      [[r"swap", r"exchang", r"revers", r"wrong (term|one)", r"beta.{0,20}(on|times|multiplies) (the )?recall",
        r"recall.{0,20}(weighted|multiplied) by beta", r"(precision|p) and (recall|r) (are )?(swapped|switched|"
        r"exchanged|confused|mixed)", r"confus"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("t02", "dcg.classic", "twin", "sorts the grades from high to low before summing (computes the ideal DCG "
      "of the grades, not the DCG of the given order)",
      [[r"sort", r"ideal", r"reorder", r"re-?rank", r"best order", r"high to low", r"descending"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return (g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))) if g else 0.0
''')

wrong("t03", "ap.value", "twin", "divides by the number of relevant items found in the list instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"hits", r"in the (list|ranking)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"never retrieved",
        r"unretrieved", r"missing relevant"]], '''
labels = v["labels"]
precs = [sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1] == 1]
my_ap_value = sum(precs) / len(precs)
''')

wrong("t04", "roc.auc", "twin", "a strict > comparison: tied (positive, negative) pairs count 0 instead of "
      "one half",
      [[r"ties?\w*.{0,40}(count\w* |as )?(0|zero|nothing)\b", r"strict", r"ignor\w* ties", r"ties? (are )?ignored",
        r"no credit", r"ties? (are )?(dropped|lost)", r"only >"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] > neg[None, :]).mean())
''')

wrong("t05", "scope.knn_ties", "twin", "returns [highest, lowest]: the optimistic and pessimistic P@k in the "
      "wrong order",
      [[r"order", r"swap", r"revers", r"switched", r"exchang", r"other way round", r"backwards"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_t = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - rel_t))
    high = sum(before) + min(slots, rel_t)
    return [high / k, low / k]
''')

wrong("t06", "sig.sign_test", "twin", "keeps the tied queries in n (counted as neither win nor loss) instead of "
      "dropping them",
      [[r"ties?\w*.{0,40}(kept|not dropped|counted|included|in n)", r"(kept|keeps|counts?|includ\w*).{0,30}ties?",
        r"not drop", r"without dropping", r"n includes", r"all (the )?queries", r"every query"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
m = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(m + 1)) / 2 ** n)
''')

wrong("t07", "ap.at_k", "twin", "divides by the number of relevant items found in the top k instead of "
      "min(k, n_relevant)",
      [[r"found", r"retrieved relevant", r"relevant (items )?(retrieved|in the top)", r"hits",
        r"instead of min", r"not min", r"ignor\w* n_relevant"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    cum = list(accumulate(top))
    precs = [c / i for i, (c, y) in enumerate(zip(cum, top), 1) if y]
    return sum(precs) / len(precs) if precs else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "ndcg.all_judgments", "data", "turns the grades into binary relevance (grade > 0 counts 1)",
      [[r"binar", r"0/1", r"grade.{0,30}(as|to) (1|one)", r"ignor\w* (the )?grades?", r"grade levels",
        r"graded.{0,30}(lost|ignored|flattened)", r"> ?0", r"relevant or not"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted([1 if g > 0 else 0 for g in list(grades) + list(unretrieved)], reverse=True)
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg else 0.0
''')

wrong("a02", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat", r"lists?.{0,20}(not|instead of|rather than) sets?",
        r"without set", r"set\(\)", r"repeated id", r"count\w* (it |them )?(twice|more than once)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("a03", "scope.eps_precision", "data", "reads the distances as similarities: returns the targets with "
      "value > epsilon",
      [[r"similarit", r"> ?epsilon", r"greater than epsilon", r"larger than epsilon", r"above epsilon",
        r"outside", r"far(thest)?", r"revers", r"wrong side", r"direction"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("a04", "map.mean", "data", "concatenates all queries' runs into one ranking and computes a single AP with "
      "the summed n_relevant",
      [[r"concatenat", r"one (single )?(ranking|list)", r"single (ranking|list|ap)", r"merg", r"join",
        r"pool", r"chain", r"not per query", r"instead of (averag|per)"]], '''
from itertools import chain

def my_map(runs, n_relevant):
    labels = list(chain.from_iterable(runs))
    R = sum(n_relevant)
    hits, s = 0, 0.0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            s += hits / i
    return s / R if R else 0.0
''')

wrong("a05", "roc.eer", "data", "takes label 0 as the positive class",
      [[r"label 0", r"0 as (the )?positive", r"labels? (are )?(inverted|flipped|swapped|reversed)",
        r"positive class", r"classes? (swapped|flipped|inverted)", r"wrong class"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    P, N = pos.sum(), (~pos).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        fpr.append((sel & ~pos).sum() / N)
        fnr.append(1 - (sel & pos).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("a06", "gen.grip_point", "data", "takes the class size from the labels (sum of the list) instead of the "
      "given n_relevant",
      [[r"sum\(labels\)", r"(count|number) of (ones|1s|relevant (items )?in the list)", r"from the (labels|list)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"retrieved relevant",
        r"relevant (items )?(retrieved|found)", r"found"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    top = labels[:c] + [0] * max(0, c - len(labels))
    return sum(top) / c
''')

wrong("a07", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the table's third "
      "entry is fn, not its second)",
      [[r"false negatives?", r"order", r"columns?", r"tp ?\+ ?fn", r"misread", r"wrong (entry|index|position)", r"third (entry|column|element)", r"\[2\]", r"swap", r"fp and fn (swapped|confused)"]], '''
def my_macro_precision(tables):
    out = []
    for t in tables:
        tp, fn, fp = t
        out.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(out) / len(out)
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "rank.p_at_k", "comprehension, missing ranks padded", '''
def my_p_at_k(labels, k):
    top = list(labels[:k]) + [0] * max(0, k - len(labels))
    return sum(1 for x in top if x) / k
''')

right("r02", "scope.knn_ties", "loops with counts of the tied block", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_t = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - rel_t))
    high = sum(before) + min(slots, rel_t)
    return [low / k, high / k]
''')

right("r03", "interp.curve", "NumPy cumulative sums and masks", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for j in range(11):
        ok = rec >= j / 10 - 1e-12
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("r04", "map.mrr", "next() with a default over a generator", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("r05", "roc.eer", "explicit ROC walk with tied scores as one step", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d1 >= 0:
            if d1 == 0:
                return f1
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

right("r06", "ap.value", "exact Fraction", '''
from fractions import Fraction

labels, R = v["labels"], v["n_relevant"]
hits, total = 0, Fraction(0)
for i, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        total += Fraction(hits, i)
my_ap_value = float(total / R)
''')

SUBMISSIONS = tuple(S)
