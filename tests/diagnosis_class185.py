"""Diagnosis class 185, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write in a functional style: ``map``, ``filter``, ``functools.reduce``, ``lambda``, ``zip``, ``enumerate`` and
generator expressions (with a few loops, NumPy, ``itertools`` and ``fractions`` among them). Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c185-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class185): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 185 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c185-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is built from the retrieved grades only "
      "(the unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(map(lambda ig: ig[1] / max(1.0, log2(ig[0])), enumerate(gs, 1)))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "computes the TREC-style DCG with the log2(i + 1) discount at every rank "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i\s*\+\s*1", r"discount\w* (the )?(first|rank 1|top)",
        r"rank 1 (is )?discount", r"(another|other|different) (dcg )?formulation"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"instead of (the )?(mean|average) of (the )?(per.query )?precisions"]], '''
from functools import reduce

def my_macro_precision(tables):
    tp, fp = reduce(lambda acc, t: (acc[0] + t[0], acc[1] + t[1]), tables, (0, 0))
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"\(\s*d\s*-\s*s\s*\+\s*v\s*\)\s*/\s*d", r"highest (possible )?generality",
        r"largest (possible )?generality", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(filter(None, labels))
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "reading) instead of the maximum precision over all ranks with R@k >= r",
      [[r"first rank", r"not the max", r"instead of the max", r"max\w* (over|to the right|of (all|later))",
        r"step (rule|interpolation|reading)", r"without (taking )?the max", r"later ranks?",
        r"higher precision (later|further down)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    points = [(h / n_relevant, h / k) for k, h in enumerate(hits, 1)]
    return [next((p for r, p in points if r >= lvl / 10), 0.0) for lvl in range(11)]
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the nearest ROC point instead of interpolating the "
      "crossing of the ROC curve with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolation",
        r"(a|one|an actual) ROC point", r"\(\s*FPR\s*\+\s*FNR\s*\)\s*/\s*2", r"never interpolat"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    points = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        above = [y for s, y in zip(scores, labels) if s >= t]
        tp = sum(above)
        points.append(((len(above) - tp) / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q07", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP's denominator) instead of "
      "min(k, n_relevant)",
      [[r"by n_relevant", r"(divid\w*|normali[sz]\w*) by (the )?(number of relevant|n_relevant|R\b)", r"plain AP",
        r"full AP", r"instead of min", r"not min\b", r"without (the )?min", r"ignor\w* k in the denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [sum(top[:i]) / i for i, x in enumerate(top, 1) if x]
    return sum(precs) / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"not squared", r"square", r"beta\s*\*\*\s*2", r"beta\u00b2",
        r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"log base e", r"math\.log\b", r"base (e|of the log)", r"wrong base",
        r"not log2", r"instead of log2", r"another base", r"different base"]], '''
import math
my_dcg_trec = sum(map(lambda ig: ig[1] / math.log(ig[0] + 1), enumerate(v["grades"], 1)))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?-\s*1", r"(no|missing|forg[eo]t\w*|drop\w*) (the )?-\s*1", r"minus (one|1)", r"subtract", r"2\s*\^\s*rel\b(?!\s*-)", r"2\s*\*\*\s*rel\b(?!\s*-)",
        r"grade 0 (gains|counts|gives) 1", r"gain of 1"]], '''
from math import log2
my_dcg_exp = sum((2 ** g) / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, dropping the + v of d - s + v",
      [[r"\+\s*v", r"d\s*-\s*s\s*\+\s*v", r"(drop|forg[eo]t|miss)\w* (the )?v", r"d\s*-\s*s\b(?!\s*\+)",
        r"v found"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "ndcg.all_judgments", "shape", "returns IDCG / DCG, the ratio upside down",
      [[r"upside", r"invert", r"IDCG\s*/\s*DCG", r"reciprocal", r"the other way", r"swap\w* (the )?(ratio|numerator)",
        r"ideal (divided )?by (the )?(actual|dcg)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    actual = dcg(grades)
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return ideal / actual if actual > 0 else 0.0
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided binomial tail, never doubled for the two-sided test",
      [[r"one.sided", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"twice", r"single tail", r"one tail"]], '''
from math import comb
diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(map(lambda d: d > 0, diffs))
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "gen.grip_point", "shape", "divides the hits in the top c by the length of the list instead of by c",
      [[r"len(gth)?\s*(\(labels\)|of the (list|ranking))", r"whole list", r"list length", r"instead of (c|n_relevant)",
        r"all (the )?retrieved", r"number of (items|results) retrieved"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"sort", r"never (ranked|ordered)", r"input order", r"unsorted", r"not (ranked|ordered) by distance",
        r"order (of|as) (given|the input)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    return sum(lab for _, lab in pairs[:k]) / k
''')

wrong("q16", "map.mean", "flow", "uses the first query's n_relevant for every query",
      [[r"n_relevant\s*\[\s*0\s*\]", r"first query'?s?", r"same n_relevant", r"reus", r"one query'?s",
        r"every query.{0,30}(same|first)"]], '''
def my_map(runs, n_relevant):
    def ap(run, n):
        hits = 0
        total = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
        return total / n if n else 0.0
    return sum(map(lambda run: ap(run, n_relevant[0]), runs)) / len(runs)
''')

wrong("q17", "ap.eleven_point", "flow", "builds the levels with np.arange(0, 1, 0.1): ten levels, recall 1.0 "
      "left out of the mean",
      [[r"(miss|drop|lack|omit|forg[eo]t)\w*.{0,20}1\.0", r"ten levels", r"10 levels", r"only 10", r"arange", r"(miss|drop|forg[eo]t|omit|left out)\w*.{0,30}"
        r"(last|1\.0|top|final) level", r"level 1\b", r"recall 1"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels)
    hits = np.cumsum(lab)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(lab) + 1)
    levels = np.arange(0, 1, 0.1)
    return float(np.mean([prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]))
''')

wrong("q18", "map.mrr", "flow", "folds the reciprocal ranks with reduce(lambda a, b: (a + b) / 2): a running "
      "pairwise average that weights later queries more, not the mean",
      [[r"running", r"pairwise", r"reduce", r"average of (the )?averages?", r"weight\w*", r"halv",
        r"\(\s*a\s*\+\s*b\s*\)\s*/\s*2", r"not the (arithmetic )?mean"]], '''
from functools import reduce

def my_mrr(runs):
    rr = map(lambda run: next((1 / i for i, x in enumerate(run, 1) if x), 0.0), runs)
    return reduce(lambda a, b: (a + b) / 2, rr)
''')

wrong("q19", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those "
      "within the top k",
      [[r"beyond k", r"after (rank )?k", r"past k", r"not cut", r"whole list", r"ranks? > ?k",
        r"below (rank )?k", r"never cut", r"outside"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    precs = (sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x)
    return sum(precs) / denom if denom else 0.0
''')

wrong("q20", "pr.points", "flow", "returns the precision at every rank instead of only at the ranks of the "
      "relevant items",
      [[r"every rank", r"all ranks", r"non.relevant ranks", r"not only (at )?(the )?relevant",
        r"(each|every) (item|position)", r"filter", r"one per rank", r"too many points"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, h in enumerate(accumulate(labels), 1)] if any(labels) else []
''')

wrong("q21", "roc.auc", "flow", "compares only the positive and negative scores zipped side by side (one pair "
      "each) instead of every (positive, negative) pair",
      [[r"zip", r"every pair", r"all (the )?pairs", r"product", r"aligned", r"side by side", r"one pair",
        r"(only|just) .{0,20}pairs? (by|at the same) (index|position)", r"not all"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    pairs = list(zip(pos, neg))
    return sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in pairs) / len(pairs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "walks range(k) indexing labels[i]: crashes when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    precs = [sum(labels[:i + 1]) / (i + 1) for i in range(k) if labels[i]]
    return sum(precs) / denom if denom else 0.0
''', crash="IndexError", scope="all")

wrong("q23", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: crashes when nothing "
      "is retrieved",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: crashes on a query with no relevant "
      "item at all",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    disc = lambda i: 1.0 if i < 2 else log2(i)
    dcg = lambda gs: sum(g / disc(i) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted([*grades, *unretrieved], reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.exact", "hidden", "divides by n_relevant without the n_relevant = 0 guard: crashes on a query "
      "with no relevant items",
      [ZERODIV], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    return sum(h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result gives "
      "nan instead of 0",
      [NAN + [r"empty (result|mean|array|slice)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances) < epsilon
    return float(np.mean(np.asarray(labels)[inside]))
''')

wrong("q27", "gen.grip_point", "hidden", "divides by min(c, len(labels)): a list shorter than the class is not "
      "padded with non-relevant ranks",
      [[r"min\s*\(", r"pad", r"len\w*\(labels\)", r"len\w*\(top\)", r"length of the (list|slice)",
        r"divid\w* by (the )?(list|slice)", r"fewer than c"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "pr.averaged", "hidden", "divides by n_relevant without a guard: crashes on a query with no relevant "
      "items",
      [ZERODIV], '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    def curve(labels, n):
        pts = [(h / n, h / k) for k, h in enumerate(accumulate(labels), 1)]
        return [max((p for r, p in pts if r >= lvl / 10), default=0.0) for lvl in range(11)]
    curves = list(map(curve, runs, n_relevant))
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.value", "twin", "averages the precisions over the relevant items found (statistics.mean of the "
      "list) instead of dividing their sum by n_relevant",
      [[r"mean of (the )?(precisions|list)", r"averag\w* over (the )?(found|retrieved)", r"statistics\.mean",
        r"number of (precisions|relevant (items )?(found|retrieved))", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"found"]], '''
from statistics import mean
labels = v["labels"]
my_ap_value = mean(sum(labels[:k]) / k for k, x in enumerate(labels, 1) if x)
''')

wrong("q30", "set.f_beta", "twin", "swaps P and R in the denominator: (1 + b^2) P R / (b^2 R + P)",
      [[r"swap", r"P and R", r"exchang", r"denominator", r"b\^?2\s*\*?\s*R",
        r"beta\s*\*\*\s*2\s*\*\s*recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision) if precision + recall else 0.0
''')

wrong("q31", "roc.auc", "twin", "takes label 0 as the positive class (1 - AUC)",
      [[r"label 0", r"0 as (the )?positive", r"labels? (are )?(inverted|flipped|swapped|reversed)",
        r"negatives? as (the )?positives?", r"classes (swapped|flipped|inverted)", r"positive class"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = sum(map(lambda pn: 1.0 if pn[0] > pn[1] else 0.5 if pn[0] == pn[1] else 0.0, product(pos, neg)))
    return wins / (len(pos) * len(neg))
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns in the wrong order), so it "
      "averages tp / (tp + fn)",
      [[r"column", r"order of", r"unpack", r"fp and fn", r"fn and fp", r"wrong (field|position|index)",
        r"tp\s*,\s*fn\s*,\s*fp", r"misread"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(precs) / len(precs)
''')

wrong("q33", "dcg.trec", "twin", "enumerates the ranks from 1 and still adds 2 (log2(i + 2)): every rank is "
      "discounted one place too deep",
      [[r"off.by.one", r"start\s*=?\s*1", r"shift", r"i\s*\+\s*2", r"one (place|rank|position) (too )?(deep|late|down)",
        r"1.based and", r"counted twice"]], '''
from math import log2
my_dcg_trec = sum(g / log2(i + 2) for i, g in enumerate(v["grades"], 1))
''')

wrong("q34", "scope.knn_ties", "twin", "the sort keys of the two tie rules are the wrong way round: the "
      "'lowest' sort puts the relevant tied targets first (the two bounds come out swapped)",
      [[r"swap", r"wrong way", r"reversed", r"sign", r"key", r"-\s*label", r"relevant (tied )?(targets )?first",
        r"the other way"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pk = lambda key: sum(y for _, y in sorted(zip(distances, labels), key=key)[:k]) / k
    low = pk(lambda t: (t[0], -t[1]))
    high = pk(lambda t: (t[0], t[1]))
    return [low, high]
''')

wrong("q35", "rank.p_at_k", "twin", "divides by the length of the slice labels[:k] (min(k, len)), so missing "
      "ranks beyond the list are not counted as non-relevant",
      [[r"slice", r"min\s*\(\s*k", r"len\w*\s*\(\s*labels", r"length of the list", r"not (by )?k", r"instead of k", r"shorter"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (a list, not a set) for precision",
      [[r"duplicat", r"not a set", r"as a list", r"set\(", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(list(filter(lambda d: d in rel, retrieved)))
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "treats the distances as scores and ranks the farthest item first",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse", r"as (a )?scores?",
        r"similarit", r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(map(lambda t: t[1], ranked[:k])) / k
''')

wrong("q38", "interp.curve", "data", "takes the number of relevant items found, sum(labels), as the total "
      "relevant instead of n_relevant",
      [[r"sum\s*\(\s*labels\s*\)", r"(relevant|items) (found|retrieved)", r"retrieved relevant",
        r"n_relevant (is )?(ignored|unused|never used)", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"unretrieved"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    total = sum(labels)
    pts = [(h / total, h / k) for k, h in enumerate(accumulate(labels), 1)]
    return [max((p for r, p in pts if r >= i / 10), default=0.0) for i in range(11)]
''', crash="ZeroDivisionError")

wrong("q39", "ndcg.value", "data", "turns the graded relevances into 0/1 (any grade > 0 counts 1)",
      [[r"binary", r"0/1", r"grade levels", r"ignor\w* (the )?grades?", r"(any|every) (grade|relevant)\w* .{0,20}1",
        r"> ?0", r"graded"]], '''
from math import log2
binar = lambda gs: [1 if g > 0 else 0 for g in gs]
dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
g = binar(v["grades"])
ideal = dcg(sorted(g + binar(v["unretrieved"]), reverse=True))
my_ndcg_value = dcg(g) / ideal
''')

wrong("q40", "dcg.exponential", "data", "sorts the grades from high to low before discounting (the ideal DCG, not "
      "the DCG of the given ranking)",
      [[r"sort", r"ideal", r"reorder", r"high to low", r"given order", r"ranking order", r"IDCG"]], '''
from math import log2
ranked = sorted(v["grades"], reverse=True)
my_dcg_exp = sum(map(lambda ig: (2 ** ig[1] - 1) / log2(ig[0] + 1), enumerate(ranked, 1)))
''')

wrong("q41", "scope.eps_precision", "data", "zips the sorted distances with the unsorted labels, so the labels no "
      "longer belong to their distances",
      [[r"sort\w* (the )?distances", r"misalign", r"align", r"pair\w*", r"no longer (match|belong)",
        r"wrong labels?", r"labels? (are|were) not sorted"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(sorted(distances), labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q42", "map.mrr", "data", "finds the first relevant rank with run.index(max(run)): a query with no "
      "relevant item gets reciprocal rank 1",
      [[r"without a relevant", r"all.zero", r"max\s*\(", r"index\s*\(", r"nothing relevant", r"(rr|reciprocal rank) (of )?1",
        r"should (count|be) 0"]], '''
def my_mrr(runs):
    return sum(map(lambda run: 1 / (run.index(max(run)) + 1), runs)) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.points", "itertools.accumulate, zip and a comprehension filter", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q44", "map.mean", "map over zip with a nested generator, guard for n = 0", '''
def my_map(runs, n_relevant):
    ap = lambda run, n: (sum(sum(run[:k]) / k for k, x in enumerate(run, 1) if x) / n) if n else 0.0
    return sum(map(ap, runs, n_relevant)) / len(runs)
''')

right("q45", "scope.knn_ties", "sorted with tuple keys (label as tie breaker)", '''
def my_knn_tie_bounds(distances, labels, k):
    pk = lambda key: sum(y for _, y in sorted(zip(distances, labels), key=key)[:k]) / k
    return [pk(lambda t: (t[0], t[1])), pk(lambda t: (t[0], -t[1]))]
''')

right("q46", "ap.eleven_point", "exact Fractions and max with default", '''
from fractions import Fraction
from itertools import accumulate

def my_11pt(labels, n_relevant):
    pts = [(Fraction(h, n_relevant), Fraction(h, k)) for k, h in enumerate(accumulate(labels), 1)]
    levels = [Fraction(i, 10) for i in range(11)]
    return float(sum(max((p for r, p in pts if r >= lvl), default=0) for lvl in levels) / 11)
''')

right("q47", "interp.step", "next() over a generator of PR points", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    pts = [(h / n_relevant, h / k) for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
    return next((p for r, p in pts if r >= level), 0.0)
''')

right("q48", "rank.distances", "stable sorted with a lambda key, functools.reduce to count", '''
from functools import reduce

def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0])
    return reduce(lambda acc, t: acc + t[1], ranked[:k], 0) / k
''')

SUBMISSIONS = tuple(S)
