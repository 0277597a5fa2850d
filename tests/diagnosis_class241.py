"""Diagnosis class 241, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute everything through confusion-matrix counts (tp, fp, fn, tn), even where a ranking is asked, in loops,
NumPy, comprehensions, itertools or fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read (plus the format lines of tests/heldout_submissions.py and tests/diagnosis_class19.py).
The category is kept in ``style``. Student ids are ``"c241-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class241).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 241 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c241-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.value", "sibling", "divides the sum of precisions by the relevant items retrieved (tp) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"\btp\b", r"true positives", r"found relevant",
        r"relevant (items )?(in|of) the (list|ranking)", r"instead of n_relevant", r"not n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out)"]], '''
labels = v["labels"]
tp = fp = 0
total = 0.0
for x in labels:
    if x:
        tp += 1
        total += tp / (tp + fp)
    else:
        fp += 1
my_ap_value = total / tp if tp else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of averaging the "
      "queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"counts (summed|added) over"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the recall of the whole list (all relevant retrieved over "
      "n_relevant) instead of the precision at rank n_relevant",
      [[r"recall (of|over|at the end of) the (whole|entire|full) (list|ranking)", r"whole list",
        r"entire (list|ranking)", r"not cut", r"ignor\w* (the )?(scope|cut)", r"every rank",
        r"all (the )?ranks", r"final recall"]], '''
def my_grip_point(labels, n_relevant):
    tp = sum(1 for x in labels if x)
    fn = n_relevant - tp
    return tp / (tp + fn) if n_relevant else 0.0
''')

wrong("q04", "map.mrr", "sibling", "averages each query's average precision (MAP over the retrieved relevant items) "
      "instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not (only )?the first relevant"]], '''
def my_mrr(runs):
    scores = []
    for run in runs:
        tp = fp = 0
        s = 0.0
        for x in run:
            if x:
                tp += 1
                s += tp / (tp + fp)
            else:
                fp += 1
        scores.append(s / tp if tp else 0.0)
    return sum(scores) / len(scores)
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing",
      [[r"nearest", r"closest", r"not interpolat\w*", r"without interpolat\w*", r"no interpolation",
        r"smallest \|?fpr ?- ?fnr", r"(mean|average) of fpr and fnr", r"\(fpr \+ fnr\) / 2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        tp = (pred & y).sum()
        fp = (pred & ~y).sum()
        fpr, fnr = fp / N, 1 - tp / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r instead of "
      "the maximum precision at any rank with recall >= r",
      [[r"first rank", r"first (point|item)", r"not the max", r"no max", r"without (the |a )?max",
        r"instead of (the )?max", r"(ignores|misses) (a )?(later|higher) precision", r"uninterpolated",
        r"not interpolated"]], '''
def my_interpolated(labels, n_relevant):
    tp = fp = 0
    pts = []
    for x in labels:
        if x:
            tp += 1
        else:
            fp += 1
        pts.append((tp / n_relevant if n_relevant else 0.0, tp / (tp + fp)))
    out = []
    for i in range(11):
        r = i / 10
        out.append(next((p for rec, p in pts if rec >= r), 0.0))
    return out
''')

wrong("q07", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)",
        r"beta = 1 (always|every)", r"always beta = 1", r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.classic", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"log base e", r"base e\b", r"wrong (log )?base",
        r"another base", r"base of the log"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v (is )?(missing|left out|dropped|forgotten)", r"(missing|without|forg\w*) (the )?\+ ?v",
        r"(missing|without|forg\w*) (the )?v in the denominator", r"only the unjudged", r"unjudged items only"]], '''
def my_practical(labels, d):
    s = len(labels)
    tp = sum(labels)
    fp = s - tp
    fn_max = d - s
    return [tp / (tp + fp), tp / fn_max, tp / d]
''', crash="ZeroDivisionError")

wrong("q10", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"ti\w* .{0,30}(count|as) (1|one|a (full )?win)", r"full (win|point|credit)", r"(1|one) instead of (1/2|0\.5|half)",
        r">=", r"greater (than )?or equal", r"not (1/2|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    tp_pairs = sum(1 for a, b in product(pos, neg) if a >= b)
    return tp_pairs / (len(pos) * len(neg))
''')

wrong("q11", "ap.at_k", "shape", "precision at each relevant rank i divided by the cutoff k instead of by i",
      [[r"divid\w* by k", r"/ ?k\b", r"cut ?off", r"P@k instead of P@i", r"instead of (the )?rank", r"not (by )?(the )?rank i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    tp = 0
    s = 0.0
    for x in top:
        if x:
            tp += 1
            s += tp / k
    return s / denom
''')

wrong("q12", "sig.sign_test", "shape", "one-sided p-value: the binomial tail is not doubled",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forgot|without|missing) .{0,20}(2|two|doubl)",
        r"half (of )?the (two.sided )?p", r"times 2", r"\* ?2"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q13", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"divid\w* by 10", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"not (by )?11",
        r"(number|count) of (levels|intervals)", r"intervals"]], '''
def my_11pt(labels, n_relevant):
    tp = fp = 0
    pts = []
    for x in labels:
        tp, fp = (tp + 1, fp) if x else (tp, fp + 1)
        pts.append((tp / n_relevant if n_relevant else 0.0, tp / (tp + fp)))
    total = 0.0
    for i in range(11):
        total += max([p for r, p in pts if r >= i / 10], default=0.0)
    return total / 10
''')

wrong("q14", "dcg.trec", "shape", "discount written log2(i) + 1 instead of log2(i + 1)",
      [[r"log2\(i\) ?\+ ?1", r"\+ ?1 outside", r"outside the (log|parenthes)", r"parenthes\w*", r"(1|one) added after the log",
        r"misplaced"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank, not only when a relevant item raises recall",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items) (too|also|as well)",
        r"(also|too) at non.?relevant", r"not only (at|when|for) (a )?relevant", r"outside the if", r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    tp = fp = 0
    points = []
    for x in labels:
        if x:
            tp += 1
        else:
            fp += 1
        points.append(tp / (tp + fp))
    return points
''')

wrong("q16", "map.mean", "flow", "tp and fp counters are never reset between queries (counts carried over)",
      [[r"reset", r"carr\w* over", r"accumulat\w* (across|over) (the )?queries", r"previous quer",
        r"(initiali[sz]\w*|set) (once|outside)", r"outside the (query )?loop", r"not re.?initiali[sz]"]], '''
def my_map(runs, n_relevant):
    tp = fp = 0
    aps = []
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for x in run:
            if x:
                tp += 1
                s += tp / (tp + fp)
            else:
                fp += 1
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.step", "flow", "computes the precision before counting the relevant item (tp incremented "
      "after the precision is read)",
      [[r"before (the )?(count|increment|updat)", r"after (reading|computing|taking) (the )?precision",
        r"(increment|updat)\w* (too )?late", r"one (item|step|count) behind", r"off.by.one", r"tp - 1", r"tp-1"]], '''
def my_step_interpolated(labels, n_relevant, level):
    tp = fp = 0
    for x in labels:
        if x:
            p = tp / (tp + fp + 1)
            tp += 1
            if tp / n_relevant >= level:
                return p
        else:
            fp += 1
    return 0.0
''')

wrong("q18", "pr.averaged", "flow", "divides the running sum by the number of queries inside the query loop",
      [[r"inside the (query )?loop", r"in(side)? the loop", r"every (iteration|query)", r"each (iteration|pass)",
        r"repeated(ly)? divi", r"divi\w* (repeatedly|again|each time|several times)", r"indent\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    acc = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=int)
        tp = np.cumsum(y)
        fp = np.cumsum(1 - y)
        prec = tp / (tp + fp)
        rec = tp / R if R else np.zeros(len(y))
        curve = np.array([prec[rec >= r - 1e-12].max() if R and (rec >= r - 1e-12).any() else 0.0 for r in levels])
        acc = (acc + curve) / len(runs)
    return acc.tolist()
''')

wrong("q19", "rank.distances", "flow", "calls sorted() but never uses its result, so the labels stay in input order",
      [[r"never sorted", r"not sorted", r"unsorted", r"input order", r"result (of sorted\(\) )?(is )?(discarded|ignored|thrown away|unused|lost)",
        r"sorted\(\) (is )?(discarded|ignored)", r"original order", r"without sorting"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    sorted(pairs)
    tp = sum(1 for d, y in pairs[:k] if y)
    fp = k - tp
    return tp / (tp + fp)
''')

wrong("q20", "scope.knn_ties", "flow", "reuses the free-slot counter the lowest bound's loop used up, so the "
      "highest bound's loop finds no slot left for the tied relevant targets",
      [[r"reus\w*", r"(not|never) reset", r"used up", r"exhausted", r"(counter|slots?) .{0,30}(already|still) (0|zero|consumed)",
        r"same (counter|variable)", r"re.?initiali[sz]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    tp_in = sum(1 for d, y in zip(distances, labels) if d < cut and y)
    n_in = sum(1 for d in distances if d < cut)
    tied = [y for d, y in zip(distances, labels) if d == cut]
    slots = k - n_in
    low = tp_in
    for y in sorted(tied):
        if slots == 0:
            break
        low += y
        slots -= 1
    high = tp_in
    for y in sorted(tied, reverse=True):
        if slots == 0:
            break
        high += y
        slots -= 1
    return [low / k, high / k]
''')

wrong("q21", "rank.r_precision", "flow", "slices labels[:R + 1], one rank too many, before counting tp",
      [[r"R ?\+ ?1", r"one (rank|item) too (many|far)", r"off.by.one", r"an extra rank", r"one extra",
        r"rank R ?\+ ?1"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R + 1]
tp = sum(top)
fp = len(top) - tp
my_r_precision = tp / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R unguarded: P = R = 0 raises ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG unguarded: no relevant item at all raises "
      "ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "tp / (tp + fp) unguarded: an empty epsilon result raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = d < epsilon
    tp = int((inside & (y == 1)).sum())
    fp = int((inside & (y == 0)).sum())
    return tp / (tp + fp)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list, so a list shorter than the class "
      "counts only the ranks it has",
      [[r"length of the (cut|sliced|list)", r"len\(", r"(ranks|items) it has", r"list'?s? length",
        r"divid\w* by (the )?(list length|number of (items|ranks) (in|of) the (list|slice))", r"not by n_relevant",
        r"instead of (by )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    tp = sum(1 for x in top if x)
    fp = len(top) - tp
    return tp / (tp + fp) if top else 0.0
''')

wrong("q26", "ap.at_k", "hidden", "denominator min(len(top k slice), n_relevant): k longer than the list divides by "
      "the list length instead of k",
      [[r"length of the (list|slice|cut)", r"len\(", r"list length", r"shorter list",
        r"instead of (min\()?k\b", r"slice"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    tp = fp = 0
    s = 0.0
    for x in top:
        if x:
            tp += 1
            s += tp / (tp + fp)
        else:
            fp += 1
    return s / denom
''')

wrong("q27", "avg.macro", "hidden", "tp / (tp + fp) per query unguarded: a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so 0.30000000000000004 > 0.3 "
      "misses a recall exactly at 0.3, 0.6 or 0.7",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"adding 0\.1", r"\+= ?0\.1", r"accumulat\w* 0\.1",
        r"repeated(ly)? add\w*"]], '''
def my_interpolated(labels, n_relevant):
    tp = fp = 0
    pts = []
    for x in labels:
        if x:
            tp += 1
        else:
            fp += 1
        pts.append((tp / n_relevant if n_relevant else 0.0, tp / (tp + fp)))
    out, r = [], 0.0
    for _ in range(11):
        out.append(max([p for rec, p in pts if rec >= r], default=0.0))
        r += 0.1
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "defines fp as the relevant items not retrieved and fn as the retrieved non-relevant "
      "ones (fp and fn swapped), which looks like returning [recall, precision]",
      [[r"fp and fn", r"fn and fp", r"false positives? and false negatives?", r"false negatives? and false positives?",
        r"(fp|fn) (is |are )?(defined|counted) as", r"confus\w* (fp|fn|false)"],
       [r"swap\w*", r"confus\w*", r"mix\w* up", r"exchang\w*", r"the wrong way", r"reversed"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    fp = len(rel - ret)
    fn = len(ret - rel)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return [precision, recall]
''')

wrong("q30", "roc.auc", "twin", "takes the items labelled 0 as the positives (labels read inverted), which gives "
      "the same numbers as counting the pairs the negative wins",
      [[r"label\w* (read |taken )?(inverted|reversed|swapped|flipped)", r"(inverted|reversed|swapped|flipped) labels",
        r"label 0 as (the )?positive", r"0 (is|as) (the )?positive", r"positives? and negatives? (swapped|exchanged|confused)",
        r"y ?== ?0", r"== ?0 .{0,20}positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos = s[y == 0]
    neg = s[y == 1]
    wins = (pos[:, None] > neg[None, :]).sum()
    ties = (pos[:, None] == neg[None, :]).sum()
    return float((wins + 0.5 * ties) / (len(pos) * len(neg)))
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (they are never dropped), which gives the same "
      "numbers as counting ties as losses of a",
      [[r"ti\w* .{0,30}(not|never) (dropped|removed|excluded)", r"(kept|keeps|keep|includ\w*) (the )?ti\w*",
        r"ti\w* (kept|included|left in)", r"n includes (the )?ti", r"all (the )?queries", r"len\(a\)",
        r"(without|not) dropping (the )?ti"]], '''
from fractions import Fraction
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
tail = sum(Fraction(comb(n, i), 2 ** n) for i in range(k + 1))
my_sign_p = float(min(Fraction(1), 2 * tail))
''')

wrong("q32", "scope.knn_ties", "twin", "computes both bounds right but returns them in the order [highest, lowest]",
      [[r"order", r"swap\w*", r"revers\w*", r"(highest|optimistic|upper) first", r"(returned|returns) .{0,20}wrong way",
        r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    tp_in = sum(1 for d, y in zip(distances, labels) if d < cut and y)
    n_in = sum(1 for d in distances if d < cut)
    tied_rel = sum(1 for d, y in zip(distances, labels) if d == cut and y)
    tied_non = sum(1 for d, y in zip(distances, labels) if d == cut and not y)
    slots = k - n_in
    lowest = (tp_in + max(0, slots - tied_non)) / k
    highest = (tp_in + min(slots, tied_rel)) / k
    return [highest, lowest]
''')

wrong("q33", "dcg.classic", "twin", "uses the 0-based index as the rank (rank 2 undiscounted, rank i divided by "
      "log2(i - 1)), which looks like a discount one rank late",
      [[r"0.based", r"zero.based", r"enumerate\(\w*\) without", r"start(s|ing)? at 0", r"index (instead of|not) (the )?rank",
        r"(starting|start) index", r"off.by.one"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades):
        if i < 2:
            total += g
        else:
            total += g / math.log2(i)
    return total
''')

wrong("q34", "ap.exact", "twin", "uses the relevant items in the list (sum of labels) as the number of relevant "
      "items instead of n_relevant, which looks like leaving unretrieved relevant items out",
      [[r"sum\(labels\)", r"(relevant|ones|1s) in the (list|ranking|labels)", r"instead of n_relevant",
        r"n_relevant (is )?(ignored|unused|never used|not used)", r"ignor\w* n_relevant", r"count\w* (the )?(ones|1s)",
        r"labels.{0,20}instead of n_relevant"]], '''
def my_ap(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    tp = fp = 0
    s = 0.0
    for x in labels:
        if x:
            tp += 1
            s += tp / (tp + fp)
        else:
            fp += 1
    return s / R
''')

wrong("q35", "ap.eleven_point", "twin", "the level loop starts at 0.1 (level 0.0 sliced off) but still divides by "
      "11, which looks like taking p_interp(0) as 0",
      [[r"level 0(\.0)?\b", r"(skip|drop|miss|omit|left out|sliced off)\w* .{0,30}(0\.0|first level|zero level)",
        r"(first|zero|0\.0) level .{0,30}(skipped|dropped|missing|left out|omitted)", r"range\(1, ?11\)", r"starts? at 0\.1"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    tp = fp = 0
    pts = []
    for x in labels:
        tp, fp = (tp + 1, fp) if x else (tp, fp + 1)
        pts.append((Fraction(tp, n_relevant) if n_relevant else Fraction(0), Fraction(tp, tp + fp)))
    total = Fraction(0)
    for i in range(1, 11):
        r = Fraction(i, 10)
        total += max([p for rec, p in pts if rec >= r], default=Fraction(0))
    return float(total / 11)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts over the retrieved list, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"(list|lists) (instead of|not) (a )?sets?", r"not (a )?sets?", r"repeated id",
        r"counted (twice|more than once)", r"without set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    fp = len(retrieved) - tp
    fn = len(set(relevant)) - len(set(retrieved) & set(relevant))
    p = tp / (tp + fp) if retrieved else 0.0
    r = (len(set(retrieved) & set(relevant))) / (len(set(retrieved) & set(relevant)) + fn) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] (the second column taken as fn)",
      [[r"\[tp, ?fn, ?fp\]", r"column", r"fn and fp", r"fp and fn", r"(second|2nd) (entry|column|value|element)",
        r"order of the (table|entries|columns)", r"swap\w*", r"false negatives? (as|for) false positives?"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q38", "map.mean", "data", "takes each run's length as its number of relevant items (n_relevant unused)",
      [[r"len\(run\)", r"length of (the )?(run|list|ranking)", r"list length", r"n_relevant (is )?(ignored|unused|never used|not used)",
        r"ignor\w* n_relevant", r"number of (retrieved )?items"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=int)
        tp = np.cumsum(y)
        fp = np.cumsum(1 - y)
        prec = tp / (tp + fp)
        aps.append(prec[y == 1].sum() / len(y))
    return float(np.mean(aps))
''')

wrong("q39", "roc.eer", "data", "treats a low score as positive (predicts positive when score <= threshold)",
      [[r"low(er)? score", r"<= ?(the )?threshold", r"score direction", r"(scores|ranking) (reversed|inverted|ascending)",
        r"ascending", r"distance", r"higher (score|is) (is )?(worse|negative)", r"wrong direction"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fprs, fnrs = [0.0], [1.0]
    for t in sorted(set(s.tolist())):
        pred = s <= t
        tp = (pred & y).sum()
        fp = (pred & ~y).sum()
        fprs.append(fp / N)
        fnrs.append(1 - tp / P)
    for j in range(1, len(fprs)):
        d0, d1 = fprs[j - 1] - fnrs[j - 1], fprs[j] - fnrs[j]
        if d1 >= 0:
            if d1 == 0:
                return float(fprs[j])
            w = -d0 / (d1 - d0)
            return float(fprs[j - 1] + w * (fprs[j] - fprs[j - 1]))
    return float(fprs[-1])
''')

wrong("q40", "rank.distances", "data", "sorts by distance in decreasing order (treats distances as similarity "
      "scores, the farthest first)",
      [[r"farthest", r"furthest", r"decreasing", r"descending", r"reverse\w*", r"largest (distance )?first",
        r"similarit\w*", r"as (a )?scores?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    tp = sum(y for _, y in ranked[:k])
    fp = min(k, len(ranked)) - tp
    return tp / (tp + fp)
''')

wrong("q41", "rank.p_at_k", "data", "divides tp by tp + fp of the labels it has, so ranks beyond the end of the "
      "list are dropped instead of counted as non-relevant",
      [[r"shorter than k", r"fewer than k", r"len\(", r"list length",
        r"(instead of|not) (by )?k\b", r"divid\w* by (the )?(number of (items|labels)|length)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    tp = top.count(1)
    fp = top.count(0)
    return tp / (tp + fp)
''')

wrong("q42", "map.mrr", "data", "averages over the queries with a relevant item only (a no-hit query dropped "
      "instead of counting 0)",
      [[r"(dropped|skipped|left out|excluded|ignored)", r"only (the )?quer\w* with", r"fewer queries",
        r"not (counted|counting) (as )?0", r"instead of counting 0"],
       [r"quer\w*", r"no.hit", r"no relevant"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        fp = 0
        for x in run:
            if x:
                rrs.append(1 / (fp + 1))
                break
            fp += 1
    return sum(rrs) / len(rrs) if rrs else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "counts over the top k, fp padded with the missing ranks", '''
def my_p_at_k(labels, k):
    top = list(labels[:k])
    tp = sum(1 for x in top if x)
    fp = (len(top) - tp) + (k - len(top))
    return tp / (tp + fp)
''')

right("q44", "scope.eps_precision", "Fraction of tp over tp + fp", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    tp = sum(1 for d, y in zip(distances, labels) if d < epsilon and y)
    fp = sum(1 for d, y in zip(distances, labels) if d < epsilon and not y)
    return float(Fraction(tp, tp + fp)) if tp + fp else 0.0
''')

right("q45", "interp.step", "running tp/fp counts, first relevant rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    tp = fp = 0
    for x in labels:
        if x:
            tp += 1
            if n_relevant and tp / n_relevant >= level - 1e-12:
                return tp / (tp + fp)
        else:
            fp += 1
    return 0.0
''')

right("q46", "map.mean", "NumPy cumulative tp and fp", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=int)
        if R == 0 or len(y) == 0:
            aps.append(0.0)
            continue
        tp = np.cumsum(y)
        fp = np.cumsum(1 - y)
        aps.append(float((tp / (tp + fp))[y == 1].sum() / R))
    return float(np.mean(aps))
''')

right("q47", "gen.practical", "tp, fp and the worst-case fn = d - s", '''
def my_practical(labels, d):
    s = len(labels)
    tp = sum(1 for x in labels if x)
    fp = s - tp
    fn_max = d - s
    recall_lower = tp / (tp + fn_max) if tp else 0.0
    return [tp / (tp + fp), recall_lower, tp / d]
''')

right("q48", "pr.points", "itertools.accumulate of the tp and fp counts", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    tps = list(accumulate(1 if x else 0 for x in labels))
    fps = list(accumulate(0 if x else 1 for x in labels))
    return [tp / (tp + fp) for x, tp, fp in zip(labels, tps, fps) if x]
''')

SUBMISSIONS = tuple(S)
