"""Diagnosis class 265, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
whose code mutates its inputs or shares objects by accident (in-place sorts, appends to a passed list, aliases,
mutable default arguments, list multiplication), in loops, NumPy, comprehensions, itertools and fractions. Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c265-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class265).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 265 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c265-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"number of hits",
        r"(count|number) of (the )?(1s|ones)", r"instead of n_relevant", r"not n_relevant", r"found relevant"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q02", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i)) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"rank 1 (is )?(not|un)discounted", r"undiscounted", r"log\(i\) instead",
        r"first (rank|item) (not|un)discounted"]], '''
import math
g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pools tp and fp over the queries) "
      "instead of the macro average",
      [[r"micro"], [r"pool\w*", r"sum\w* .{0,30}(tp|counts|tables)", r"micro", r"total"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "interp.curve", "sibling", "takes the plain precision at the first rank whose recall reaches r "
      "instead of the maximum precision over all ranks with recall >= r (no interpolation)",
      [[r"not interpolated", r"no interpolation", r"uninterpolated", r"without (the )?max", r"first rank",
        r"instead of (the )?max", r"non.?interpolated", r"precision at the rank"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        hits, val = 0, 0.0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"recalls? instead of", r"returns? (the )?recalls?", r"hits ?/ ?n_relevant", r"divid\w* by n_relevant", r"recall values"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')

wrong("q07", "gen.grip_point", "sibling", "returns the precision of the whole list (at s = len(labels)) instead "
      "of at s = n_relevant",
      [[r"whole list", r"len\(labels\)", r"entire (list|ranking)", r"all (the )?ranks", r"list length",
        r"length of the list", r"instead of (at )?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels) if labels else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta instead of beta", r"not squared", r"without squar\w*", r"unsquared", r"forg\w* to square", r"never squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm instead of log base 2 for the discount",
      [[r"natural log", r"\bln\b", r"base e", r"math\.log\b", r"log base", r"another base", r"wrong base",
        r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s (the +v of d - s + v is missing)",
      [[r"d - s\b(?! \+)", r"missing .{0,10}\+ ?v", r"without .{0,10}\+ ?v", r"forg\w* .{0,20}\+ ?v",
        r"d-s\b(?!\+)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    rec = v / (d - s) if v else 0.0
    return [v / s, rec, v / d]
''')

wrong("q11", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail is not doubled)",
      [[r"one.?sided", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"one tail", r"single tail"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"max\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"instead of 11", r"not 11", r"11 levels", r"eleven", r"divid\w*"]], '''
def my_11pt(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rc in zip(precs, recs) if rc >= r], default=0.0)
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q14", "map.mean", "flow", "keeps the per-query APs in a mutable default argument, so the list grows "
      "across calls and later calls average earlier calls' APs too",
      [[r"mutable default", r"default (argument|parameter|list)", r"aps=\[\]", r"shared (list|between calls)",
        r"across calls", r"previous calls?", r"earlier calls?", r"persist\w*"]], '''
def my_map(runs, n_relevant, aps=[]):
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q15", "pr.averaged", "flow", "builds the per-query rows with [[0.0] * 11] * n, so every row is the same "
      "list and the mean is the last query's curve",
      [[r"same (list|object|row)", r"alias\w*", r"\[\[0\.0\] \* 11\] \* ", r"list multiplication",
        r"shared (list|row)", r"one (list|row) (shared|reused)", r"last query", r"every row"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    rows = [[0.0] * 11] * len(runs)
    for q, (labels, n) in enumerate(zip(runs, n_relevant)):
        hits, pts = 0, []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / i))
        for j in range(11):
            rows[q][j] = max([p for r, p in pts if n and r >= j / 10], default=0.0)
    return [float(x) for x in np.mean(np.array(rows), axis=0)]
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item, so the reciprocal rank of the last "
      "relevant item is kept",
      [[r"\bbreak\b", r"last relevant", r"overwrit\w*", r"not the first", r"keeps (updating|going)",
        r"stop\w* at the first"]], '''
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

wrong("q17", "pr.points", "flow", "appends the precision before counting the current hit (hits incremented "
      "after the append)",
      [[r"before (counting|increment|adding|updating)", r"after (the )?append", r"one hit (short|too few)",
        r"previous (hit )?count", r"hits \+= 1.{0,20}after", r"(increment|count)\w* too late", r"off.by.one"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q18", "interp.step", "flow", "the loop stops one rank early (range(len(labels) - 1)), so a relevant item "
      "at the last rank is never counted",
      [[r"last (rank|item|position)", r"len\(labels\) ?- ?1", r"one (rank )?(too )?(early|short)", r"off.by.one",
        r"misses the last", r"skip\w* the last"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(len(labels) - 1):
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / (i + 1)
    return 0.0
''')

wrong("q19", "set.pr", "flow", "hits is an alias of the retrieved set and is intersected in place (&=), so "
      "the retrieved set shrinks to the hits and precision divides by the hits",
      [[r"alias\w*", r"same (set|object)", r"in.?place", r"&=", r"mutat\w*", r"shrink\w*", r"overwr\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = ret
    hits &= rel
    p = len(hits) / len(ret) if ret else 0.0
    r = len(hits) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q20", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short of the top k",
      [[r"k ?- ?1", r"one (rank )?short", r"off.by.one", r"misses (the )?k.?th", r"top k ?- ?1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q21", "scope.eps_precision", "hidden", "divides by the size of the epsilon result without a guard, so an "
      "empty result raises ZeroDivisionError",
      [ZERODIV, [r"empty", r"nothing (within|inside|returned|retrieved)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = y[d < epsilon]
    return float(inside.sum()) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q22", "set.pr", "hidden", "no guard for an empty retrieved set: nothing retrieved raises "
      "ZeroDivisionError instead of precision 0",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no (id|item|document)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = ret & rel
    return [len(hits) / len(ret), len(hits) / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items raises "
      "ZeroDivisionError",
      [ZERODIV, [r"n_relevant (is |= ?)0", r"no relevant items", r"min\(k, n_relevant\) (is |= ?)0",
                 r"zero relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s = sum(sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError "
      "instead of counting precision 0",
      [ZERODIV, [r"nothing retrieved", r"tp \+ fp (is |= ?)0", r"empty result", r"no (item|document)s? retrieved"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.curve", "hidden", "recall levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004), "
      "so a recall of exactly 0.3 does not reach its level",
      [[r"float\w*", r"round\w*", r"arange", r"0\.30000000000000004", r"not exact", r"inexact", r"precision error"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        m = prec[rec >= r]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query with no relevant item at all "
      "raises ZeroDivisionError",
      [ZERODIV, [r"ideal (dcg )?(is |= ?)0", r"no relevant item", r"all grades (are )?0", r"zero ideal"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], so a list "
      "shorter than the class does not count its missing ranks as non-relevant",
      [[r"len\(labels\[:n_relevant\]\)", r"length of the slice", r"slice", r"len\(top\)",
        r"instead of n_relevant", r"not n_relevant", r"shorter (list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q28", "ndcg.all_judgments", "twin", "ideal = grades is an alias: extending and sorting it in place "
      "reorders the student's own grades too, so DCG is computed on the ideal order",
      [[r"alias\w*", r"same list", r"in.?place", r"mutat\w*", r"\.sort\(\)", r"modif\w* (the )?grades",
        r"not a copy", r"copy"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = grades
    ideal += unretrieved
    ideal.sort(reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q29", "rank.distances", "twin", "sorts the distances but never reorders the labels with them, "
      "so P@k is taken on the original label order",
      [[r"labels (are )?not (re)?(ordered|sorted|moved)", r"only (the )?distances", r"distances alone",
        r"misalign\w*", r"never reorder\w*", r"without (the|their) labels", r"labels stay"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    return sum(labels[:k]) / k
''')

wrong("q30", "set.f_beta", "twin", "reassigns beta = beta ** 2 and then squares it again in the formula, so beta "
      "ends up to the fourth power",
      [[r"squar\w* twice", r"twice", r"reassign\w*", r"overwr\w*", r"reus\w*", r"beta \*\* 4", r"fourth power"]], '''
def my_f(precision, recall, beta):
    beta = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta ** 2) * precision * recall / (beta ** 2 * precision + recall)
''')

wrong("q31", "scope.knn_ties", "twin", "sorts the passed labels list in place (labels.sort) before the second bound, "
      "so the labels no longer line up with their distances",
      [[r"in.?place", r"mutat\w*", r"labels\.sort", r"alias\w*", r"misalign\w*", r"first (bound|sort)",
        r"modif\w* (the )?labels"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    low = sum(l for _, l in pairs[:k]) / k
    labels.sort(reverse=True)
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    high = sum(l for _, l in pairs[:k]) / k
    return [low, high]
''')

wrong("q32", "ap.value", "twin", "divides the summed precisions by the list length len(labels) as if it were "
      "n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"instead of n_relevant"]], '''
labels = list(v["labels"])
hits, s = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / len(labels)
''')

wrong("q33", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win instead of 1/2",
      [[r"tie\w*"], [r"full", r"as 1\b", r"counts? 1\b", r"instead of (1/2|half|0\.5)", r">="]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = 0
    for p in pos:
        for n in neg:
            if p >= n:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("q34", "roc.eer", "twin", "returns the false negative rate at the first ROC point where FPR >= FNR instead "
      "of intersecting the straight piece with FPR = 1 - TPR",
      [[r"no interpolat\w*", r"not interpolat\w*", r"without interpolat\w*", r"first (roc )?point",
        r"nearest (roc )?point", r"jumps? to", r"never interpolat\w*"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fnr
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q35", "rank.distances", "data", "ranks by distance descending (farthest first)",
      [[r"descend\w*", r"farthest", r"largest (distance )?first", r"reverse", r"similarit\w*"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q36", "ndcg.value", "data", "the unretrieved grades are appended to the retrieved list itself (the "
      "student's ranking then holds them at the bottom)",
      [[r"append\w*", r"extend\w*", r"added to (the )?(retrieved|ranking|grades)", r"bottom",
        r"part of the ranking", r"as if retrieved"]], '''
from math import log2
grades = v["grades"]
grades.extend(v["unretrieved"])
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
my_ndcg_value = dcg(grades) / dcg(sorted(grades, reverse=True))
''')

wrong("q37", "set.pr", "data", "counts retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"count\w* twice", r"not (a )?set", r"list (instead|rather)", r"len\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "sig.sign_test", "data", "keeps the tied queries, counting each tie as a loss for a",
      [[r"tie\w*"], [r"kept", r"not dropped", r"counted", r"as (a )?loss", r"includ\w*"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
n = len(a)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items and adds the judged s to it "
      "(the database size taken as d + s)",
      [[r"d \+ s", r"adds s", r"unjudged", r"database size", r"size of the database", r"counts? the scope twice"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q40", "map.mean", "data", "uses n_relevant[0] for every query instead of each query's own count",
      [[r"n_relevant\[0\]", r"first (query's )?(count|n_relevant)", r"same (count|n_relevant)", r"one count",
        r"each query's own", r"per.query"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        n = n_relevant[0]
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / n) if n else 0.0)
    return float(np.mean(aps))
''')

wrong("q41", "scope.knn_ties", "data", "reads the labels as 1 = not relevant (counts the zeros)",
      [[r"invert\w*", r"flip\w*", r"zeros", r"0 (as|for) relevant", r"non.?relevant (counted|as relevant)",
        r"1 - "]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1] == 0))
    high = sorted(pairs, key=lambda p: (p[0], p[1] == 1))
    return [sum(1 for _, l in low[:k] if l == 0) / k, sum(1 for _, l in high[:k] if l == 0) / k]
''')

wrong("q42", "gen.grip_point", "shape", "divides the hits in the top n_relevant by the list length instead of "
      "by n_relevant",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"whole list"]], '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(labels[:n_relevant]) / len(labels)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "loop over ROC points with linear interpolation of the crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        g0, g1 = f0 - n0, f1 - n1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            t = -g0 / (g1 - g0)
            return f0 + t * (f1 - f0)
    return 0.0
''')

right("q44", "scope.eps_precision", "itertools.compress and an exact Fraction", '''
from fractions import Fraction
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, (d < epsilon for d in distances)))
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q45", "gen.grip_point", "pads a copy of the labels (never the input)", '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

right("q46", "dcg.classic", "itertools.accumulate-free comprehension", '''
from math import log2

def my_dcg(grades):
    return float(sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1)))
''')

right("q47", "pr.points", "NumPy cumsum on a copy", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.array(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("q48", "interp.step", "Fraction recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    lv = Fraction(level).limit_denominator(10 ** 6)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if n_relevant and Fraction(hits, n_relevant) >= lv:
                return hits / i
    return 0.0
''')

SUBMISSIONS = tuple(S)
