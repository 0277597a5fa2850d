"""Diagnosis class 79, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
tripped by Python built-ins and the standard library: ``sum()`` with a start value, ``max()``/``min()`` with a key
or a default, ``zip()`` silently truncating, ``enumerate``'s start, ``range``'s excluded end, list multiplication
aliasing (``[[0] * n] * m``), ``round()``, ``statistics.mean/median/harmonic_mean/fmean``, ``math.comb`` and
``math.log`` with a base argument, ``set()`` losing order or duplicates, ``dict.get`` defaults. Styles vary inside
the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c79-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class79): every right
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

BATCH = "diagnosis class 79 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c79-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages the precisions at the retrieved relevant ranks (statistics.mean), "
      "i.e. divides by the number of relevant items retrieved instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were |actually )?(retrieved|found)",
        r"number of hits", r"sum\(labels\)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"unretrieved relevant.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out)",
        r"mean of (the )?precisions"]], '''
import statistics

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = []
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            precs.append(hits / k)
    return statistics.mean(precs) if precs else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\*\*\s*rel", r"2\^rel", r"2 ?\*\* ?g", r"gain of 2", r"2\^\(?rel", r"2\^g",
        r"2 to the (power|grade)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over the queries (sum of the counts) "
      "instead of averaging each query's precision",
      [[r"micro", r"pool(s|ed|ing)", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total tp",
        r"add(s|ed|ing)? up (the )?(counts|tp)", r"aggregat\w+ (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum((t[0] + t[1] for t in tables), 0)
    return tp / retrieved if retrieved else 0.0
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule, next()) instead of the maximum precision at any rank with recall >= r",
      [[r"first (rank|point|relevant)", r"step (rule|interpolation)", r"not the max", r"instead of the max",
        r"without (taking )?(the )?max", r"max(imum)? .{0,30}(to the right|later ranks|further down)",
        r"next\(\)", r"first .{0,20}reach"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        if x:
            points.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        out.append(next((p for rec, p in points if rec >= r), 0.0))
    return out
''')

wrong("q05", "sig.sign_test", "sibling", "gives the one-sided p-value (the upper tail of wins, math.comb) instead "
      "of the two-sided one",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"forg[eo]t .{0,20}doubl",
        r"half (of )?the (two.sided )?p", r"greater", r"upper tail"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(max(wins, losses), n + 1)) / 2 ** n
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest the diagonal (min with a key) "
      "instead of intersecting the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat", r"min\(.{0,20}key",
        r"smallest \|?(fpr|gap|difference)", r"(fpr ?\+ ?fnr) ?/ ?2", r"average of fpr and fnr",
        r"at a roc point", r"instead of (the )?intersect"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    points = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q07", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (relevant targets inside "
      "over all relevant targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"divid\w+ by (the )?(number|count) of relevant", r"relevant (targets|items) in (the )?(list|collection)"]],
      '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    inside = y[d < epsilon]
    if len(inside) == 0:
        return 0.0
    return float(inside.sum() / y.sum())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"beta (is )?not squared", r"without squar", r"forg[eo]t .{0,20}squar", r"beta instead of beta.?(\^|\*\*) ?2",
        r"beta\b.{0,20}not beta.?(\^|\*\*|²)", r"unsquared", r"squar\w+ (is )?missing", r"missing .{0,15}squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "calls math.log(2, i) (the log of 2 in base i) instead of "
      "math.log(i, 2): the discount's argument and base are swapped",
      [[r"swap", r"revers", r"base and (the )?(argument|value|number)", r"argument and (the )?base",
        r"log\(2, ?i\)", r"log_i\(?2", r"base i\b", r"wrong (argument )?order", r"mix\w* up .{0,20}base"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log(2, i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(k", r"max\(n_relevant", r"\bmax\b.{0,30}instead of (the )?\bmin\b", r"larger of", r"bigger of",
        r"maximum of k", r"greater of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0 or n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q11", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the + 1 outside the log)",
      [[r"log2?\(i\) ?\+ ?1", r"\+ ?1 outside", r"outside the log", r"1 \+ log", r"paren", r"added after",
        r"adds 1 to the log"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves out the + v of v / (d - s + v) "
      "(and divides by zero when the whole database is judged)",
      [[r"\+ ?v\b.{0,30}(missing|left out|forgot|dropped)", r"(missing|without|forg[eo]t|drop\w*|leav\w* out)"
        r".{0,30}\+ ?v\b", r"v ?/ ?\(d ?- ?s\)", r"d ?- ?s instead", r"(missing|forg[eo]t).{0,40}relevant (items )?"
        r"(found|in the scope).{0,30}(denominator|class)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q13", "map.mrr", "shape", "takes statistics.harmonic_mean of the first relevant ranks (which is 1 / MRR, "
      "and 0 as soon as one rank is 0) instead of the mean of the reciprocal ranks",
      [[r"harmonic", r"1 ?/ ?mrr", r"reciprocal of (the )?mrr", r"inverse", r"mean of (the )?ranks",
        r"not (the )?reciprocal", r"ranks instead of (their )?reciprocal"]], '''
import statistics

def my_mrr(runs):
    firsts = []
    for run in runs:
        firsts.append(run.index(1) + 1 if 1 in run else 0)
    return statistics.harmonic_mean(firsts)
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie[sd]?.{0,40}(full|whole|as 1\b|one\b|win)", r">=", r"greater or equal",
        r"instead of (a )?half", r"not (as )?(a )?half", r"1/2.{0,20}(missing|not)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "range(1, k) stops before k: the k-th rank is never counted",
      [[r"range\(1, ?k\)", r"excluded? end", r"k-?th (rank|item|label) (is )?(never|not) (counted|included|read)",
        r"(skips|misses|drops|leaves out|ignores) (the )?(last|k-?th) rank", r"only (the first )?k ?- ?1",
        r"one (rank )?(too )?(few|short)", r"off.by.one", r"stops? (one )?(before|short)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i <= len(labels):
            hits += labels[i - 1]
    return hits / k
''')

wrong("q16", "pr.averaged", "flow", "builds the per-query table as [[0.0] * 11] * len(runs): every row is the same "
      "list, so every query's row holds the last query's curve",
      [[r"alias", r"same (inner )?list", r"\[\[0(\.0)?\] ?\* ?11\] ?\*", r"list multiplication",
        r"shared (row|list)", r"(last|final) query('s)? (curve|values?|row)", r"overwrit",
        r"one query('s)? (curve|values?) (reused|repeated|copied)", r"copies of (one|the same)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = [[0.0] * 11] * len(runs)
    for q, (labels, n) in enumerate(zip(runs, n_relevant)):
        pts = []
        hits = 0
        for k, x in enumerate(labels, start=1):
            hits += x
            pts.append((hits / n, hits / k))
        for i in range(11):
            r = i / 10
            curves[q][i] = max((p for rec, p in pts if rec >= r - 1e-12), default=0.0)
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q17", "interp.step", "flow", "never breaks out of the loop: keeps overwriting the answer and returns the "
      "precision of the LAST relevant rank whose recall reaches the level, not the first",
      [[r"break", r"last (relevant )?(rank|point|item)", r"overwrit", r"instead of the first",
        r"not the first", r"keeps? (updating|going|looping)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    answer = 0.0
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                answer = hits / k
    return answer
''')

wrong("q18", "ap.eleven_point", "flow", "levels from range(10) stop at 0.9: recall level 1.0 is left out (a mean "
      "of 10 values)",
      [[r"range\(10\)", r"1\.0.{0,40}(missing|left out|never|dropped|not included|skipped)",
        r"(missing|left out|leaves out|drops|skips|without).{0,30}(level )?1\.0", r"10 (levels|values|points)",
        r"excluded? end", r"only (goes|runs) to 0\.9", r"stops at 0\.9", r"off.by.one"]], '''
def my_11pt(labels, n_relevant):
    levels = [i / 10 for i in range(10)]
    pts = []
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    interp = [max((p for r, p in pts if r >= lv - 1e-12), default=0.0) for lv in levels]
    return sum(interp) / len(interp)
''')

wrong("q19", "pr.points", "flow", "computes the precision before counting the current relevant item (hits is "
      "incremented one step late)",
      [[r"before (counting|increment|updat|add)", r"(increment|updat|count)\w* (hits )?(too )?late",
        r"one (step|item) late", r"\(hits ?- ?1\) ?/ ?k", r"misses (the )?current", r"off.by.one",
        r"without (the )?current (item|hit)", r"not yet counted"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q20", "map.mean", "flow", "uses the first query's n_relevant (n_relevant[0]) for every query",
      [[r"n_relevant\[0\]", r"first query('s)? (n_relevant|number|count)",
        r"same n_relevant (for|of) (every|all)", r"one query('s)? (n_relevant|count) (reused|for every)",
        r"reus\w+ .{0,30}n_relevant"]], '''
import statistics

def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        hits, total = 0, 0.0
        for k, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total += hits / k
        aps.append(total / n_relevant[0] if n_relevant[0] else 0.0)
    return statistics.fmean(aps)
''')

wrong("q21", "ap.value", "flow", "loops over range(1, len(labels)) and never reads the last rank (range's end is "
      "excluded)",
      [[r"last (rank|item|label|position)", r"excluded? end", r"range\(1, ?len", r"off.by.one",
        r"one (rank )?(too )?(few|short)", r"stops? (one )?(before|short)"]], '''
labels = v["labels"]
R = v["n_relevant"]
total = 0.0
hits = 0
for k in range(1, len(labels)):
    if labels[k - 1] == 1:
        hits += 1
        total += hits / k
my_ap_value = total / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by zero when precision and recall are both 0 (no special case)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average (filtered out by the "
      "comprehension) instead of counting its precision as 0",
      [[r"(leav|drop|skip|exclud|filter|ignor|omit)\w*.{0,50}(nothing retrieved|empty|no retrieved|tp ?\+ ?fp ?= ?0)",
        r"(nothing retrieved|empty (result|query)).{0,50}(left out|dropped|skipped|excluded|ignored|not counted)",
        r"fewer queries", r"divid\w+ by (the )?(number of )?(non.?empty|remaining|answered)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q24", "gen.grip_point", "hidden", "divides by len(labels[:c]) (the ranks the list actually has) instead of "
      "c when the list is shorter than the class",
      [[r"len\(labels\[:", r"(length|size) of the (list|slice)",
        r"missing ranks.{0,40}(not counted|dropped|ignored|left out)", r"instead of (c|n_relevant)\b",
        r"divid\w+ by (the )?(list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "scope.eps_precision", "hidden", "statistics.mean of the labels inside epsilon raises "
      "StatisticsError when nothing is within epsilon (no empty-result case)",
      [[r"StatisticsError", r"mean (of|requires) (an )?empty", r"empty (result|data|list)", r"at least one data point"]], '''
import statistics

def my_eps_precision(distances, labels, epsilon):
    return statistics.mean(y for d, y in zip(distances, labels) if d < epsilon)
''', crash="StatisticsError", scope="all")

wrong("q26", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): when the list is shorter than k "
      "it uses the list length instead of k",
      [[r"len\(labels\[:k\]\)", r"(list|slice)('s)? length", r"length of the (list|slice|top)",
        r"shorter than k", r"instead of k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(top, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q27", "pr.averaged", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError",
      [ZERODIV + [r"n_relevant (is |= ?)0"]], '''
from statistics import fmean

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(labels, start=1):
            hits += x
            pts.append((hits / n, hits / k))
        curves.append([max((p for r, p in pts if r >= lv - 1e-12), default=0.0) for lv in levels])
    return [fmean(col) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "returns 1.0 instead of 0 when the ideal DCG is 0 (no relevant item "
      "at all)",
      [[r"1(\.0)? (instead of|rather than) 0", r"returns? 1(\.0)?\b", r"perfect score", r"(ideal|idcg).{0,40}(is )?0.{0,40}\b1\b"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    idcg = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / idcg if idcg else 1.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerate(grades, start=2) shifts every rank by one, so rank i is discounted "
      "by log2(i + 1) and rank 1 by log2(2)",
      [[r"enumerate", r"start=2", r"shift\w*", r"off.by.one", r"rank (i ?\+ ?1|one too (high|far))",
        r"ranks? (are |is )?(counted|numbered) from 2", r"one rank (too )?(late|far)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, start=2))
''')

wrong("q30", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 * R + P instead of "
      "beta^2 * P + R",
      [[r"swap", r"revers", r"(precision|p) and (recall|r) (are )?(exchanged|switched|interchanged|mixed)",
        r"beta.?(\^|\*\*) ?2 ?\*? ?(r|recall)\b", r"beta.{0,10}(multiplies|on) (the )?recall",
        r"denominator.{0,40}(recall|r) instead of (precision|p)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "roc.auc", "twin", "takes the items labelled 0 as the positives (classes swapped)",
      [[r"(classes|labels|positives?( and negatives?)?) (are )?(swapped|switched|reversed|inverted|exchanged)",
        r"label 0 (as|taken as|treated as) (the )?positive", r"0 (means|as) (relevant|positive)",
        r"negatives? (taken |treated )?as (the )?positives?", r"y ?== ?0"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q32", "rank.distances", "twin", "sorts with reverse=True: the farthest items come first",
      [[r"reverse", r"farthest", r"furthest", r"descending", r"largest distances? first",
        r"(highest|biggest|largest) distance", r"wrong (sort )?(direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for d, y in ranked[:k]) / k
''')

wrong("q33", "map.mean", "twin", "takes statistics.median of the per-query APs instead of their mean",
      [[r"median", r"middle value"]], '''
import statistics

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for k, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total += hits / k
        aps.append(total / n if n else 0.0)
    return statistics.median(aps)
''')

wrong("q34", "scope.knn_ties", "twin", "breaks ties with the sort key the wrong way round: the key that puts the "
      "tied relevant targets first is used for the lowest P@k and vice versa",
      [[r"tie.?break\w*.{0,40}(revers|wrong way|swapped|backwards|inverted)",
        r"(sort )?key.{0,40}(revers|wrong way|swapped|backwards|inverted)", r"-y\b", r"-label",
        r"relevant (targets )?first for the (lowest|pessimistic)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], -t[1]))
    high = sorted(pairs, key=lambda t: (t[0], t[1]))
    return [sum(y for d, y in low[:k]) / k, sum(y for d, y in high[:k]) / k]
''')

wrong("q35", "set.pr", "twin", "divides the hits by the wrong sets: precision by the relevant set and recall by "
      "the retrieved set",
      [[r"denominators? (are )?(swapped|switched|exchanged|mixed)",
        r"precision (divid\w+ )?by (the )?(number of )?relevant", r"recall (divid\w+ )?by (the )?(number of )?retrieved",
        r"divid\w+ by (the )?wrong set"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts a duplicate id twice: precision over the retrieved LIST (no set)",
      [[r"duplicat", r"count\w* (it )?twice", r"(no|without|never) (a )?set", r"list (instead of|not) (a )?set",
        r"counted (more than )?once", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    found = len(set(retrieved) & set(relevant))
    r = found / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "assumes the labels already come in distance order: takes labels[:k] "
      "without reordering them by distance",
      [[r"(never|not|without) (re)?(order|sort|rank)\w*", r"input order", r"already (sorted|in (distance )?order)",
        r"labels\[:k\]", r"as given", r"original order"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.sort(np.asarray(distances))
    top = np.asarray(labels)[:k]
    return float(top.sum() / k)
''')

wrong("q38", "ndcg.value", "data", "builds the ideal ranking from set(grades) | set(unretrieved): repeated grades "
      "are lost",
      [[r"\bset\b", r"duplicat", r"repeated grades?", r"(grades?|items?) (are )?(lost|dropped|merged)",
        r"once each", r"distinct grades"]], '''
from math import log2

grades = list(v["grades"])
ideal = sorted(set(grades) | set(v["unretrieved"]), reverse=True)

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q39", "sig.sign_test", "data", "keeps the tied queries: n is every query (len(a)) instead of the untied ones",
      [[r"ties?.{0,30}(not dropped|kept|included|counted)", r"(keep|count|includ)\w*.{0,20}ties",
        r"len\(a\)", r"n (is|=|counts) (all|every) quer", r"tied quer\w+.{0,30}(not|never) (dropped|removed)",
        r"(not|never|without) (dropp|remov|discard)\w* (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q40", "gen.practical", "data", "reads d as the unjudged rest of the database and adds s to it (d + s items)",
      [[r"d ?\+ ?s", r"adds? s", r"rest of the database", r"unjudged", r"d (is|as) the (size of the )?(rest|remaining)",
        r"database size.{0,30}(wrong|misread)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [float(Fraction(v, s)), float(Fraction(v, total - s + v)) if v else 0.0, float(Fraction(v, total))]
''')

wrong("q41", "scope.knn_ties", "data", "takes the k-th smallest DISTINCT distance (sorted(set(distances))[k - 1]) as "
      "the cut: repeated distances are counted once",
      [[r"\bset\b", r"distinct", r"duplicat", r"repeated distances?", r"counted once",
        r"(lost|drops?|merges?) (the )?(tied|equal|repeated)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(set(distances))[min(k, len(set(distances))) - 1]
    inside = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    free = k - len(inside)
    rel_in, rel_tied = sum(inside), sum(tied)
    non_tied = len(tied) - rel_tied
    low = rel_in + max(0, free - non_tied)
    high = rel_in + min(free, rel_tied)
    return [low / k, high / k]
''')

wrong("q42", "avg.macro", "data", "unpacks each table as [tp, fn, fp]: divides tp by tp + fn (the query's recall)",
      [[r"\[tp, ?fn, ?fp\]", r"(fp|fn) and (fn|fp) (are )?(swapped|mixed|switched|confused)",
        r"unpack\w*.{0,30}(order|wrong)", r"tp ?\+ ?fn", r"\brecall\b"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact fractions.Fraction with enumerate(start=1)", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total, hits = Fraction(0), 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "pr.points", "itertools.accumulate and compress", '''
from itertools import accumulate, compress

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    precs = [h / k for k, h in enumerate(hits, start=1)]
    return list(compress(precs, labels))
''')

right("q45", "map.mrr", "next() with a default over enumerate(start=1)", '''
def my_mrr(runs):
    rr = []
    for run in runs:
        first = next((i for i, x in enumerate(run, start=1) if x), None)
        rr.append(1 / first if first else 0.0)
    return sum(rr) / len(rr)
''')

right("q46", "interp.curve", "NumPy cumsum and a reversed running maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(y) + 1)
    out = []
    for i in range(11):
        ok = rec * 10 >= i - 1e-9
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q47", "ndcg.all_judgments", "math.log with base 2, written the right way round", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i, 2) for i, g in enumerate(gs, start=1))
    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

right("q48", "gen.practical", "fractions.Fraction with a guarded recall bound", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if v else 0.0, float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
