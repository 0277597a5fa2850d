"""Diagnosis class 266, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
learned evaluation from recommender systems first (hit rate, MRR, NDCG@k habits: exponential gains, log2(i + 1)
discounts, ideals from the list itself, higher-is-better scores, 0-based positions) and apply those habits here;
styles vary (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``), the measure library and the course documents were read,
plus the format of tests/diagnosis_class19.py and the shared key lists of tests/heldout_submissions.py. Student
ids are ``"c266-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input, and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, checked before hand-over
against the task references only (tests/validate_class.py diagnosis_class266).

Categories (7 each): ``sibling``, ``shape``, ``flow``, ``hidden``, ``twin`` (keys hold the true cause only),
``data``. The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 266 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c266-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (precision at rank n_relevant) instead of average precision",
      [[r"r.?precision", r"precision at (rank )?(r|n_relevant)\b", r"p@r\b", r"precision of the top (r|n_relevant)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    top = list(labels[:n_relevant]) + [0] * max(0, n_relevant - len(labels))
    return sum(top) / n_relevant
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the recommender DCG (rank 1 discounted too) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i\s*\+\s*1", r"burges", r"every rank discounted",
        r"rank 1 (is )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "normalises by the ideal of the retrieved grades only (NDCG@k habit), "
      "leaving the unretrieved relevant items out of the ideal",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list itself|own list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "rank.p_at_k", "sibling", "returns the hit rate at k (1 if any relevant item is in the top k) instead of "
      "the precision at k",
      [[r"hit.?rate", r"any relevant", r"at least one relevant", r"1 if .{0,30}relevant", r"success@?k?",
        r"whether .{0,30}relevant"]], '''
def my_p_at_k(labels, k):
    return 1.0 if any(labels[:k]) else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead of "
      "the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables)", r"total tp", r"weighted by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "ap.at_k", "sibling", "divides the top-k precision sum by n_relevant (the full-AP denominator) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"n_relevant (as|for) the denominator", r"full.?ap", r"instead of min",
        r"not (by )?min", r"ignor\w* k in the denominator", r"over n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q07", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 of the recommender DCG instead of the grade "
      "itself", [[r"exponential", r"2\s*\^|2\s*\*\*", r"gain", r"2 to the"]], '''
from math import log2
my_dcg_trec = sum((2 ** g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"unsquared", r"beta instead of beta", r"without squar", r"forg[eo]t\w* (to )?square",
        r"never squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "roc.auc", "shape", "counts a tied (positive, negative) pair as 0 instead of 1/2 (strict > only)",
      [[r"ties?\b", r"tied"], [r"\bas 0\b", r"counts? (as )?(0|zero|nothing)", r"not counted", r"ignor", r"strict", r"dropp", r"left out"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in product(pos, neg) if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides v by d - s (the + v of d - s + v left out)",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"\+\s*v", r"left out.{0,20}v", r"missing.{0,20}v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q11", "map.mean", "shape", "pools all queries: sums every query's precisions and divides by the total of "
      "n_relevant, instead of the mean of the per-query APs",
      [[r"pool", r"total (number of )?relevant", r"sum of (the )?n_relevant", r"micro",
        r"instead of (the )?mean of (the )?(per.query )?ap"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / i
    return total / sum(n_relevant) if sum(n_relevant) else 0.0
''')

wrong("q12", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside", r"invert", r"inverse", r"revers", r"idcg\s*/\s*dcg", r"ideal.{0,20}divided by", r"swapp"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"order", r"swap", r"revers", r"exchang", r"wrong way", r"highest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    out = []
    for rel_first in (True, False):
        order = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i] if rel_first else labels[i]))
        out.append(sum(labels[i] for i in order[:k]) / k)
    return out
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"11", r"eleven", r"divid", r"mean"]], '''
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
        ok = prec[rec >= r]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of a query",
      [[r"every relevant", r"all (the )?relevant", r"no break", r"not (only )?(stop|the first)", r"each relevant",
        r"without (a )?break", r"sum\w* .{0,20}reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"irrelevant"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        points.append(hits / i)
    return points if hits else []
''')

wrong("q17", "pr.averaged", "flow", "the 11-level list is created once outside the query loop, so each query's "
      "interpolated precisions take the max with the earlier queries' values instead of being reset",
      [[r"reset", r"outside (the )?(query )?loop", r"reused", r"carr(y|ies|ied) over", r"earlier quer",
        r"previous quer", r"accumulat"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    best = [0.0] * 11
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for i, rel in enumerate(labels, 1):
            hits += rel
            if n and rel:
                for j, r in enumerate(levels):
                    if hits / n >= r:
                        best[j] = max(best[j], hits / i)
        for j in range(11):
            sums[j] += best[j]
    return [s / len(runs) for s in sums]
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum from the top of the list (ranks before) instead of the "
      "maximum over the ranks at or below",
      [[r"from the top", r"before", r"earlier ranks", r"left", r"running max", r"forward", r"prefix",
        r"instead of (the )?(max|maximum) to the right", r"wrong direction"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    run = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        out.append(float(run[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q19", "gen.grip_point", "flow", "the loop over ranks stops one short (range(1, n_relevant)), so rank c is never "
      "counted", [[r"off.by.one", r"one short", r"last rank", r"rank c", r"range\(1, ?n_relevant\)",
                   r"c\s*-\s*1", r"n_relevant\s*-\s*1"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(1, n_relevant):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / n_relevant
''')

wrong("q20", "rank.distances", "flow", "computes the nearest-first order (argsort) but never applies it: P@k of the "
      "labels in their input order",
      [[r"never (sorted|applied|used)", r"unsorted", r"not sorted", r"input order", r"original order",
        r"order (is )?not (applied|used)", r"argsort.{0,30}(unused|never)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)
    return float(y[:k].sum() / k)
''')

wrong("q21", "ap.value", "flow", "computes each precision before counting the hit at that rank (the hit counter is "
      "incremented one step late)",
      [[r"before (counting|increment|adding|updat)", r"one (rank|step) late", r"late", r"not (yet )?counted",
        r"incremented after"]], '''
labels, n = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for i, rel in enumerate(labels, 1):
    if rel:
        total += hits / i
        hits += 1
my_ap_value = total / n
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by len(relevant) = 0 when nothing is relevant (recall not guarded)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "divides by zero when precision and recall are both 0 (no guard)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 when nothing is relevant (no guard)",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "divides by tp + fp = 0 for a query with nothing retrieved (no guard)",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "map.mean", "hidden", "averages only over the queries with a relevant item retrieved (a query with no "
      "hit is dropped, as for users without hits), instead of counting it as AP 0",
      [[r"dropp", r"skip", r"left out", r"exclud", r"no (hit|relevant item retrieved).{0,40}(not counted|ignored|left out)",
        r"only (the )?quer\w* with", r"ignor\w* .{0,30}quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        if not any(labels):
            continue
        hits, total = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / i
        aps.append(total / n)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q27", "pr.averaged", "hidden", "divides by n_relevant = 0 for a query with no relevant items (no guard)",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / n, hits / i))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the cut list (len(labels[:c])) instead of c, so a "
      "list shorter than the class scores too high",
      [[r"len\(labels\[:", r"length of the (cut|sliced|truncated|short) list", r"fewer than c", r"instead of c\b",
        r"list length", r"divid\w* by (the )?(list|its) length", r"by len\("]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum of labels) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"\bhits\b", r"found",
        r"in the list"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q30", "interp.step", "twin", "returns the maximum precision at or after the level (the 11-point interpolation) "
      "instead of the step rule's P_i",
      [[r"11.point", r"max(imum)? over (later|lower|the following)", r"max(imum)? of (the )?(later|following)",
        r"interpolated (max|rule)", r"standard interpolation", r"takes the max", r"instead of (the step rule|p_i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for i, rel in enumerate(labels, 1):
        hits += rel
        if hits / n_relevant >= level - 1e-12:
            best = max(best, hits / i)
    return best
''')

wrong("q31", "roc.eer", "twin", "reads the error rate off the first ROC point where FPR >= FNR instead of intersecting "
      "the straight piece with FPR = 1 - TPR",
      [[r"no interpolat", r"not interpolat", r"without interpolat", r"nearest point", r"first (roc )?point",
        r"never intersect", r"not intersect", r"a (roc )?point instead"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y == 1)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and y == 0)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')

wrong("q32", "scope.knn_ties", "twin", "breaks the ties by input order (a stable sort) for the pessimistic bound "
      "instead of ranking the tied relevant targets last",
      [[r"input order", r"stable", r"original order", r"not (put|ranked) last", r"tie.{0,30}not broken"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(range(len(distances)), key=lambda i: distances[i])
    opt = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in pess[:k]) / k, sum(labels[i] for i in opt[:k]) / k]
''')

wrong("q33", "scope.eps_precision", "twin", "keeps targets with d <= epsilon (inclusive) instead of the strict d < "
      "epsilon", [[r"<=", r"inclusive", r"less than or equal", r"non.?strict", r"includ\w* (the )?(boundary|targets at)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d <= epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("q34", "set.f_beta", "twin", "writes beta * 2 for beta squared (equal only at beta = 2)",
      [[r"beta\s*\*\s*2\b", r"doubl", r"times (2|two)", r"2\s*\*\s*beta", r"2 beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b = beta * 2
    return (1 + b) * precision * recall / (b * precision + recall)
''')

wrong("q35", "set.pr", "twin", "precision and recall swapped: hits over the relevant set first, hits over the "
      "retrieved set second",
      [[r"swap", r"exchang", r"revers", r"wrong order", r"confus", r"the other way"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(rel) if rel else 0.0, hits / len(ret) if ret else 0.0]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks by distance as if it were a score (largest first) instead of nearest "
      "first", [[r"descending", r"farthest", r"largest (distance )?first", r"higher.{0,20}better", r"as (a )?score",
                 r"reverse"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q37", "ndcg.value", "data", "binarises the grades (any grade > 0 counts 1) as in binary-relevance NDCG",
      [[r"binar", r"0/1", r"grades? (ignored|as 1|treated as 1)", r"relevance (as )?(0 or 1|binary)",
        r"graded.{0,20}(ignored|lost)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

g = [1 if x > 0 else 0 for x in v["grades"]]
u = [1 if x > 0 else 0 for x in v["unretrieved"]]
my_ndcg_value = dcg(g) / dcg(sorted(g + u, reverse=True))
''')

wrong("q38", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) instead "
      "of n_relevant", [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant",
                         r"instead of n_relevant", r"r from the (list|labels)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp] (fp and fn swapped), so it averages the recalls",
      [[r"\[tp, ?fn, ?fp\]", r"false negatives? (as|for|instead)", r"fn (as|for|instead of) fp", r"swap", r"recall",
        r"misread\w* the (table|order)", r"column"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q40", "gen.grip_point", "data", "takes the class size as the relevant items in the list (sum of labels) "
      "instead of n_relevant", [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)",
                                 r"retrieved relevant", r"instead of n_relevant", r"c from the (list|labels)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q41", "roc.auc", "data", "treats a lower score as better (like a rank position), which gives 1 - AUC",
      [[r"lower.{0,20}better", r"1\s*-\s*auc", r"invert", r"revers", r"rank position", r"smaller score"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q42", "ap.eleven_point", "data", "computes recall over the relevant items in the list (sum of labels) instead "
      "of n_relevant", [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant",
                         r"instead of n_relevant"]], '''
def my_11pt(labels, n_relevant):
    found = sum(labels)
    if n_relevant == 0 or found == 0:
        return 0.0
    pts, hits = [], 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / found, hits / i))
    return sum(max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)) / 11
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "fractions.Fraction and next() with a default", '''
from fractions import Fraction

def my_mrr(runs):
    rr = [Fraction(1, next((i for i, x in enumerate(run, 1) if x), 0)) if any(run) else Fraction(0) for run in runs]
    return float(sum(rr) / len(rr))
''')

right("q44", "dcg.classic", "NumPy with a discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

right("q45", "rank.p_at_k", "itertools.islice", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

right("q46", "ap.at_k", "explicit loop", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

right("q47", "gen.practical", "comprehension of the three bounds", '''
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q48", "interp.step", "a loop over relevant ranks", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    lev = Fraction(level).limit_denominator(1000)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return hits / i
    return 0.0
''')

SUBMISSIONS = tuple(S)
