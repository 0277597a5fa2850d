"""Diagnosis class 240, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
clean and normalise their inputs first (dedupe, sort, clip, cast to int or bool, rescale) in ways that change the
data, written with loops, NumPy, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c240-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input, and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class240).

Categories (7 each): ``sibling``, ``shape``, ``flow``, ``hidden``, ``twin``, ``data``. The individual mistakes
are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 240 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c240-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides by the number of relevant items retrieved (the bool-cast labels' sum) "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"found", r"instead of n_relevant",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)", r"number of hits"]], '''
def my_ap(labels, n_relevant):
    rel = [bool(x) for x in labels]
    total, hits = 0.0, 0
    for i, r in enumerate(rel, 1):
        if r:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "sorts the grades high to low before discounting: returns the ideal DCG",
      [[r"ideal", r"sort\w*", r"best (possible )?(order|ranking)", r"IDCG"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
''')

wrong("q03", "map.mean", "sibling", "averages R-precision (precision at rank n_relevant) over the queries instead "
      "of average precision",
      [[r"R.?prec", r"precision at (rank )?(R|n_relevant)", r"P@R"]], '''
def my_map(runs, n_relevant):
    vals = []
    for run, R in zip(runs, n_relevant):
        top = [int(x) for x in run][:R]
        vals.append(sum(top) / R if R else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q04", "roc.auc", "sibling", "returns the Gini coefficient 2 AUC - 1 instead of the AUC",
      [[r"gini", r"2 ?\*? ?AUC ?- ?1", r"rescal\w*.{0,30}-1", r"\[-1, ?1\]"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    auc = wins / (len(pos) * len(neg))
    return float(2 * auc - 1)
''')

wrong("q05", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2 ?\*\* ?rel", r"2\^", r"gain"]], '''
import numpy as np
g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float(np.sum((2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank reaching each level, not the maximum "
      "precision at any rank reaching it (uninterpolated)",
      [[r"first rank", r"not (the )?max", r"without (the )?max", r"uninterpolated", r"no interpolation",
        r"max\w* (to|on) the right"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val, hits = 0.0, 0
        for i, x in enumerate(labels, 1):
            hits += int(bool(x))
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("q07", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the "
      "macro average",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts)", r"total tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=int)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the denominator",
      [[r"not squared", r"beta instead of beta", r"unsquared", r"squar\w* (is )?missing", r"forg[eo]t .{0,20}squar", r"without squar\w*"]], '''
def my_f(precision, recall, beta):
    p = min(max(float(precision), 0.0), 1.0)
    r = min(max(float(recall), 0.0), 1.0)
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta ** 2) * p * r / (beta * p + r)
''')

wrong("q09", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"without (the )?(- ?1|minus)", r"no - ?1", r"missing (the )?(- ?1|minus)", r"forg[eo]t .{0,20}(- ?1|minus)", r"2\^rel\b(?! ?- ?1)", r"2 ?\*\* ?(rel|g)\b(?! ?- ?1)"]], '''
from math import log2
grades = [int(g) for g in v["grades"]]
my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q10", "ndcg.all_judgments", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural", r"\bln\b", r"math\.log\b", r"log(arithm)? base e", r"base"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log(i) for i, x in enumerate(g, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q11", "ap.at_k", "shape", "the precision at a relevant rank divides the hits by k instead of by the rank i",
      [[r"by k\b", r"hits ?/ ?k", r"instead of (the )?rank", r"k (and|for) i", r"confus\w*.{0,20}(k|rank)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = [1 if x else 0 for x in labels[:k]]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves out the + v",
      [[r"\+ ?v", r"d ?- ?s\)", r"missing .{0,10}v", r"leav\w* out v", r"without (the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q13", "sig.sign_test", "shape", "one-sided p-value: the tail probability is not doubled",
      [[r"one.?sided", r"not doubled", r"doubl\w*", r"2 ?\*", r"twice", r"factor (of )?2"]], '''
from math import comb
pairs = sorted(set(zip(v["a"], v["b"])))
wins = sum(1 for a, b in zip(v["a"], v["b"]) if a > b)
losses = sum(1 for a, b in zip(v["a"], v["b"]) if a < b)
n = wins + losses
my_sign_p = min(1.0, sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n)
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"\b10\b", r"ten", r"11 levels", r"eleven"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=bool).astype(int)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in np.linspace(0, 1, 11)]
    return float(sum(vals) / 10)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break: keeps the rank of the last relevant item instead of the first",
      [[r"last", r"no break", r"without (a )?break", r"(missing|forg[eo]t) .{0,10}break", r"overwrit\w*"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        clean = [bool(x) for x in run]
        rank = 0
        for i, x in enumerate(clean, 1):
            if x:
                rank = i
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, not only at the relevant ranks",
      [[r"every rank", r"all ranks", r"non.?relevant", r"not only (at )?(the )?relevant", r"inden\w*"]], '''
def my_pr_points(labels, n_relevant):
    labels = [int(bool(x)) for x in labels]
    if not any(labels):
        return []
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append(hits / i)
    return pts
''')

wrong("q17", "interp.step", "flow", "takes the precision at the next relevant item (one step too far)",
      [[r"next", r"one (step|item|relevant item) (too )?(late|far)", r"off.by.one", r"P_\(?i ?\+ ?1"]], '''
def my_step_interpolated(labels, n_relevant, level):
    rel = [i for i, x in enumerate(labels, 1) if x]
    for j, rank in enumerate(rel, 1):
        if j / n_relevant >= level - 1e-12:
            nxt = rel[j] if j < len(rel) else rank
            return j / rank if nxt == rank else (j + 1) / nxt
    return 0.0
''')

wrong("q18", "rank.distances", "flow", "sorts the distances alone: the labels are never reordered with them",
      [[r"labels.{0,40}(not|never) (re)?(ordered|sorted|moved)", r"(never|not) sort\w* .{0,20}labels",
        r"original order", r"unsorted", r"labels? (stay|kept)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    top = labels[:k]
    return sum(1 for x in top if x) / k
''')

wrong("q19", "pr.averaged", "flow", "the per-query curve is overwritten in the loop: the last query's curve is "
      "returned instead of the mean",
      [[r"last query", r"overwrit\w*", r"only (the )?(last|one) query", r"not averag\w*", r"no (mean|average)"]], '''
def my_averaged_curve(runs, n_relevant):
    for run, R in zip(runs, n_relevant):
        y = [int(bool(x)) for x in run]
        curve = []
        for j in range(11):
            r = j / 10
            best, hits = 0.0, 0
            for i, x in enumerate(y, 1):
                hits += x
                if R and hits / R >= r - 1e-12:
                    best = max(best, hits / i)
            curve.append(best)
    return curve
''')

wrong("q20", "scope.knn_ties", "flow", "slices the top k - 1 (off by one) for both bounds",
      [[r"k ?- ?1", r"off.by.one", r"one (too )?few"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (p[0], p[1]))
    high = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in low[:k - 1]) / k, sum(l for _, l in high[:k - 1]) / k]
''')

wrong("q21", "map.mean", "flow", "the hits counter is not reset between queries",
      [[r"reset", r"carr\w* over", r"between queries", r"accumulat\w*", r"initiali[sz]\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(map(bool, run), 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the deduplicated retrieved set without a guard: crashes "
      "when nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "pr.averaged", "hidden", "leaves the queries with no relevant items out of the mean",
      [[r"skip\w*", r"left out", r"leav\w* out", r"exclud\w*", r"fewer queries", r"drop\w*", r"not count\w*.{0,30}mean"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        y = np.asarray(run, dtype=bool).astype(int)
        hits = np.cumsum(y)
        prec, rec = hits / np.arange(1, len(y) + 1), hits / R
        curves.append([float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0
                       for r in np.linspace(0, 1, 11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q24", "ap.exact", "hidden", "clips n_relevant to the length of the list (more relevant items than ranks)",
      [[r"clip\w*", r"min\w*.{0,30}len", r"length of the list", r"list.{0,20}short", r"cap\w*"]], '''
def my_ap(labels, n_relevant):
    n = min(n_relevant, len(labels))
    if n == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n
''')

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: crashes when there is no relevant "
      "item at all", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    g = [int(x) for x in grades]
    ideal = sorted(g + [int(x) for x in unretrieved], reverse=True)
    dcg = lambda xs: sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
    return dcg(g) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "roc.auc", "hidden", "min-max rescales the scores first: divides by zero when every score is tied",
      [ZERODIV], '''
def my_auc(scores, labels):
    lo, hi = min(scores), max(scores)
    s = [(x - lo) / (hi - lo) for x in scores]
    pos = [x for x, y in zip(s, labels) if y]
    neg = [x for x, y in zip(s, labels) if not y]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "takes np.mean of an empty selection: nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels).astype(bool)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the cut list instead of n_relevant when the list "
      "is shorter than the class",
      [[r"len\w*.{0,30}(cut|slice)", r"instead of (n_relevant|c\b|the class size)", r"divid\w* by (the )?(len|length|number of ranks)"]], '''
def my_grip_point(labels, n_relevant):
    top = [int(bool(x)) for x in labels[:n_relevant]]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "sorts the labels (relevant first) before walking the ranking, so the ranking's "
      "order is lost",
      [[r"sort\w*", r"order (is )?(lost|destroyed|changed)", r"reorder\w*"]], '''
def my_ap(labels, n_relevant):
    labels = sorted((int(bool(x)) for x in labels), reverse=True)
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q30", "map.mrr", "twin", "np.argmax of an all-zero run is 0, so a query with nothing relevant counts 1",
      [[r"argmax"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(r, dtype=bool)) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("q31", "set.f_beta", "twin", "puts beta squared on the recall instead of the precision in the denominator",
      [[r"beta.{0,15}(on|times|\*) ?(the )?(recall|R\b)", r"swap\w*",
        r"wrong term", r"recall instead of (the )?precision"]], '''
def my_f(precision, recall, beta):
    p, r, b2 = float(precision), float(recall), float(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return (1 + b2) * p * r / (p + b2 * r)
''')

wrong("q32", "rank.distances", "twin", "sorts the distances in descending order (farthest first)",
      [[r"descend\w*", r"farthest", r"reverse", r"largest (distance )?first", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(1 for i in order[:k] if labels[i]) / k
''')

wrong("q33", "ap.at_k", "twin", "recounts n_relevant from the cut top-k list (the relevant items found in the top k)",
      [[r"recount\w*", r"found in the top", r"sum\(.{0,20}\[:k\]", r"retrieved relevant", r"relevant (items )?retrieved", r"instead of n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = [int(bool(x)) for x in labels[:k]]
    n_relevant = sum(top)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q34", "roc.auc", "twin", "casts the scores to int first (all scores below 1 become 0): every pair is tied",
      [[r"int", r"cast\w*", r"truncat\w*", r"round\w*"]], '''
def my_auc(scores, labels):
    s = [int(x) for x in scores]
    pos = [x for x, y in zip(s, labels) if y]
    neg = [x for x, y in zip(s, labels) if not y]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return wins / (len(pos) * len(neg))
''')

wrong("q35", "interp.curve", "twin", "rounds each recall to one decimal before comparing it with the levels",
      [[r"round\w*"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += 1 if x else 0
        pts.append((round(hits / n_relevant, 1) if n_relevant else 0.0, hits / i))
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for rec, p in pts if rec >= r and n_relevant]
        out.append(max(cand) if cand else 0.0)
    return out
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "casts the grades to bool: graded relevance becomes binary",
      [[r"bool", r"binar\w*", r"0/1", r"grades? (ignored|lost)", r"graded"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades).astype(bool).astype(float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

wrong("q37", "set.pr", "data", "keeps the duplicate ids of the retrieved list (not deduplicated into a set)",
      [[r"duplicat\w*", r"dedup\w*", r"repeated ids?", r"not (converted to|made into|turned into) a set", r"list (length|size)"]], '''
def my_set_pr(retrieved, relevant):
    retrieved = sorted(retrieved, key=lambda s: int(s[1:]))
    rel = set(relevant)
    hits = sum(1 for x in retrieved if x in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "ndcg.all_judgments", "data", "deduplicates the grades for the ideal ranking (set of grades)",
      [[r"dedup\w*", r"\bset\b", r"duplicat\w*", r"distinct", r"unique"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ideal = sorted(set(list(grades) + list(unretrieved)), reverse=True)
    dcg = lambda xs: sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the recall)",
      [[r"third column", r"columns? (swapped|confused|mixed)", r"\[tp, ?fn, ?fp\]", r"fp and fn", r"fn and fp", r"(reads?|uses?|takes?) fn", r"recall"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(Fraction(tp, tp + fp) if tp + fp else Fraction(0))
    return float(sum(vals) / len(vals))
''')

wrong("q40", "ndcg.value", "data", "sorts the ideal ranking ascending (low grades first)",
      [[r"ascend\w*", r"low(est)? (grades? )?first", r"reverse", r"wrong (order|direction)"]], '''
from math import log2
g = list(v["grades"])
ideal = sorted(g + list(v["unretrieved"]))
dcg = lambda xs: sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q41", "gen.practical", "data", "takes the scope s as the number of relevant labels instead of the list's "
      "length",
      [[r"\bs\b (taken|set|counted|computed) as", r"sum\(labels\)", r"number of relevant (labels|items) instead of", r"scope .{0,20}(number|count) of relevant", r"s ?= ?v\b"]], '''
def my_practical(labels, d):
    y = [int(bool(x)) for x in labels]
    s = sum(y)
    v = sum(y)
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q42", "rank.p_at_k", "data", "divides by the number of ranks present in the top k, not by k (missing ranks "
      "dropped)",
      [[r"len\w*.{0,30}(cut|slice|top)", r"instead of k", r"mean of the (top|slice|cut)", r"(divid\w*|denominator).{0,30}(len|present|available)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=bool)
    return float(top.mean()) if len(top) else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "ROC points by distinct thresholds, intersect with FPR = 1 - TPR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if y and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s >= t)
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 - (1 - y0), x1 - (1 - y1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return x0
            t = -g0 / (g1 - g0)
            return x0 + t * (x1 - x0)
    return 0.0
''')

right("q44", "rank.p_at_k", "pads the list with zeros to k", '''
def my_p_at_k(labels, k):
    padded = [int(bool(x)) for x in labels] + [0] * max(0, k - len(labels))
    return sum(padded[:k]) / k
''')

right("q45", "interp.step", "itertools.accumulate over the bool-cast labels", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    y = [int(bool(x)) for x in labels]
    for i, (x, h) in enumerate(zip(y, accumulate(y)), 1):
        if x and h / n_relevant >= level - 1e-12:
            return h / i
    return 0.0
''')

right("q46", "scope.knn_ties", "stable sorts with the label as a tie key", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    high = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

right("q47", "scope.eps_precision", "Fraction over a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [int(bool(y)) for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q48", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=bool)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y]]
''')

SUBMISSIONS = tuple(S)
