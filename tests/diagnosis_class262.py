"""Diagnosis class 262, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute by hand on paper first and then type in the numbers or the formulas from their notes (value tasks and
function tasks), in loops, NumPy, comprehensions, itertools or exact fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library, the course documents and the format lines of tests/diagnosis_class19.py
and tests/heldout_submissions.py were read. The category is kept in ``style``. Student ids are ``"c262-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks or more. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class262).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 262 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c262-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of the precisions by the number of relevant items retrieved "
      "instead of n_relevant (the relevant items never retrieved are left out)",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))",
        r"number of hits", r"sum\(labels\)", r"instead of n_relevant", r"never retrieved.{0,40}(ignored|left out|missing)",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missing relevant)"]], '''
def my_ap(labels, n_relevant):
    # notes: AP = (P@1 + P@3 + ...) / number of relevant
    hits = 0
    total = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits += 1
            total += hits / k
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) instead of the "
      "log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\(i\)", r"log ?2 ?of (the )?rank\b", r"rank 1 (is )?not discounted",
        r"first (grade|item) (is )?not discounted", r"instead of log2\(i ?\+ ?1\)", r"wrong discount",
        r"discount.{0,30}log2\s*\(?i\)?\b(?! ?\+)"]], '''
from math import log2

g = v["grades"]
# from my notes: DCG = rel1 + rel2/log2(2) + rel3/log2(3) + ...
my_dcg_trec = g[0] + sum(g[i - 1] / log2(i) for i in range(2, len(g) + 1))
''')

wrong("q03", "set.f_beta", "sibling", "returns F1, the plain harmonic mean 2PR/(P+R), whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"beta ?= ?1 (always|every time)", r"always.{0,20}beta ?= ?1"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P + R == 0:
        return 0.0
    return 2 * P * R / (P + R)
''')

wrong("q04", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total tp",
        r"add\w* up (the )?(counts|tables|tp)", r"one big table"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "sig.sign_test", "sibling", "gives the one-sided p-value (one binomial tail, never doubled) instead of "
      "the two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"never doubled", r"forg[eo]t.{0,20}(double|\* ?2|times 2)",
        r"half (of )?the (two.?sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
# P(X <= k) for X ~ Bin(n, 1/2), worked out on paper term by term
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q06", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only (the unretrieved "
      "relevant grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1 "
      "(the trec DCG)",
      [[r"linear gain", r"rel_?i? instead of 2", r"(no|without|missing|forg[eo]t) (the )?exponential",
        r"gain (is )?(just )?(the )?grade", r"not 2 ?\^ ?rel", r"2\*\*rel.{0,20}(missing|forgotten)", r"raw grades?"]], '''
from math import log2

g = v["grades"]
terms = []
for i in range(1, len(g) + 1):
    terms.append(g[i - 1] / log2(i + 1))
my_dcg_exp = sum(terms)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"beta instead of beta", r"without (the )?squar", r"forg[eo]t.{0,20}squar",
        r"beta\b(?!\s*(\^|\*\*)).{0,20}instead of beta\s*(\^|\*\*|²)", r"beta ?(\^|\*\*) ?2 (missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm (math.log, base e) for the discount instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"log base e", r"math\.log\b(?!2)", r"np\.log\b(?!2)",
        r"wrong (log(arithm)? )?base", r"instead of log ?2", r"not (log ?2|base 2)"]], '''
import math

def my_dcg(grades):
    total = grades[0] if grades else 0
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return total
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"over k\b", r"/ ?k\b", r"k instead of min", r"denominator (is )?k\b",
        r"instead of min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound typed as v / (d - s), the + v of the denominator "
      "d - s + v left out",
      [[r"d ?- ?s\b(?! ?\+)", r"(forg[eo]t|missing|without|dropp\w*|left out).{0,30}\+ ?v", r"\+ ?v.{0,30}(missing|forgotten|left out|dropped)",
        r"instead of (v ?/ ?)?\(?d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (IDCG / DCG, the ratio upside down)",
      [[r"upside.?down", r"invert\w*", r"IDCG ?/ ?DCG", r"reciprocal", r"the other way (a)?round",
        r"swap\w*.{0,30}(numerator|denominator)", r"(numerator|denominator).{0,30}swap"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    d = dcg(grades)
    if d == 0:
        return 0.0
    return dcg(ideal) / d
''')

wrong("q13", "roc.eer", "shape", "returns the TPR at the crossing (1 - EER) instead of the FPR (= FNR) there",
      [[r"1 ?- ?EER", r"\bTPR\b.{0,30}instead", r"complement", r"true positive rate (instead|rather)",
        r"returns? (the )?TPR", r"1 minus (the )?(EER|error)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d0 == 0:
            return t0
        if d0 < 0 <= d1:
            a = -d0 / (d1 - d0)
            return t0 + a * (t1 - t0)
    return pts[-1][1]
''')

wrong("q14", "ap.value", "shape", "divides the sum of the precisions at the relevant ranks by the length of the "
      "list instead of n_relevant",
      [[r"length of the (list|ranking)", r"len\(labels\)", r"list length", r"number of (ranks|items|documents)( in the list)?",
        r"divid\w* by (the )?(list|ranking)('s)? (length|size)"]], '''
from fractions import Fraction

labels = v["labels"]
s = Fraction(0)
hits = 0
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        s += Fraction(hits, k)
my_ap_value = float(s / len(labels))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "sums labels[:k - 1] (one rank too few) before dividing by k",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item) (too )?(few|short|less)", r"(misses|drops|skips|leaves out) (the )?(k-th|kth|last) (rank|item)",
        r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank, relevant or not, instead of only at the relevant "
      "ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items).{0,30}(too|also|as well)",
        r"not only (at )?(the )?relevant", r"(point|precision) (for|at) (every|each) (item|position)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        pts.append(hits / k)
    return pts
''')

wrong("q17", "map.mean", "flow", "the hit counter is not reset between queries (it carries over from the previous "
      "query)",
      [[r"not reset", r"never reset", r"carr(y|ies|ied) over", r"reset", r"accumulat\w*.{0,30}(across|between|over) (the )?quer",
        r"(from|of) the previous query"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "map.mrr", "flow", "no break at the first relevant item: the rank kept is the LAST relevant one's",
      [[r"last relevant", r"no break", r"(doesn.t|does not|never) (stop|break)", r"forg[eo]t.{0,10}break",
        r"overwrit\w*", r"keeps? going"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for i in range(len(run)):
            if run[i] == 1:
                first = i + 1
        if first is not None:
            total += 1 / first
    return total / len(runs)
''')

wrong("q19", "interp.curve", "flow", "takes the maximum precision over the ranks ABOVE (up to) the point where the "
      "level is reached instead of at or below it",
      [[r"(ranks|items|precisions?) (above|before|up to|earlier)", r"wrong direction", r"left instead of (the )?right",
        r"from the top", r"max\w* (over|of) (the )?(earlier|previous|preceding)", r"instead of (at or )?(below|after|later)",
        r"(before|up to) (the )?(rank|point) where"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        P.append(hits / k)
        R.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        first = next((i for i in range(len(R)) if R[i] >= r), None)
        out.append(0.0 if first is None else max(P[:first + 1]))
    return out
''')

wrong("q20", "ap.eleven_point", "flow", "the level loop range(10) stops at 0.9: level 1.0 is left out (still "
      "divided by 11)",
      [[r"1\.0 (is )?(left out|missing|skipped|never)", r"range\(10\)", r"(misses|skips|drops) (the )?(last|1\.0|top)",
        r"off.by.one", r"only 10 levels", r"ten levels", r"level 1(\.0)? (is )?(left out|missing|skipped|forgotten)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    h = 0
    for k in range(len(labels)):
        h += labels[k]
        prec.append(h / (k + 1))
        rec.append(h / n_relevant)
    total = 0.0
    for j in range(10):
        r = j / 10
        cands = [p for p, rc in zip(prec, rec) if rc >= r]
        total += max(cands) if cands else 0.0
    return total / 11
''')

wrong("q21", "roc.auc", "flow", "the inner loop starts at i + 1 and only takes pairs whose positive comes first "
      "in the input order, so a positive listed after its negative is never compared",
      [[r"i ?\+ ?1", r"input order", r"(listed|comes?) (first|before|after)", r"(missing|misses|skips|never compares) (some |those )?pairs",
        r"only (the )?pairs", r"inner loop"]], '''
def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    npos = sum(labels)
    nneg = n - npos
    return good / (npos * nneg)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when no item is "
      "relevant at all", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        s = 0
        for i, x in enumerate(g, 1):
            s += x if i == 1 else x / log2(i)
        return s
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "recall divides by n_relevant with no guard: a query with no relevant items "
      "divides by zero", [ZERODIV], '''
from itertools import accumulate

import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.array(labels, dtype=float)
        hits = np.cumsum(lab)
        P = hits / np.arange(1, len(lab) + 1)
        Rc = np.array([h / R for h in accumulate(labels)])  # recall column of my table
        row = []
        for j in range(11):
            ok = P[Rc >= j / 10 - 1e-12]
            row.append(float(ok.max()) if ok.size else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "a query with nothing retrieved is skipped (left out of the mean) instead of "
      "counting as precision 0",
      [[r"skip\w*", r"left out of the (mean|average)", r"(leaves|leave|left) (it|the query) out", r"(drops|dropped|ignores|ignored) (the |that )?query",
        r"divid\w* by (the number of|fewer) quer", r"not counted as 0", r"instead of (counting )?(as )?0"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the number of ranks actually in labels[:c] instead of c when "
      "the list is shorter than the class",
      [[r"length of the (list|slice)", r"len\(labels\[:", r"list length", r"len\(top\)",
        r"instead of (c|n_relevant)\b",
        r"number of ranks (in the list|retrieved)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "ap.at_k", "hidden", "divides by min(k, n_relevant, len(labels)): a list shorter than k lowers the "
      "denominator",
      [[r"len\(labels\)", r"length of the list", r"list length", r"(shorter|short) list", r"min\(k, ?n_relevant, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    den = min(len(top), n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / den
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (farthest first) instead of "
      "nearest first",
      [[r"farthest first", r"descending", r"reverse ?= ?True", r"reversed? (order|sort)", r"largest distance first",
        r"wrong (sort )?order", r"nearest (item )?last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    top = [lab for _, lab in pairs[:k]]
    return sum(top) / k
''')

wrong("q30", "dcg.classic", "twin", "enumerates the ranks from 2 (enumerate(grades, 2)), so every rank is one too "
      "high and the discount becomes log2(i + 1)",
      [[r"enumerate\(.{0,10}2\)", r"start\w* (at|from) 2", r"ranks? (counted |numbered )?(from|at) 2",
        r"one too high", r"off.by.one", r"shifted"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 2):
        total += g / math.log2(i)
    return total
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"swapp\w*", r"reversed", r"order of the (two )?(bounds|values|results)",
        r"\[highest, lowest\]", r"other way (a)?round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    base = sum(closer)
    rel_t = sum(tied)
    lo = base + max(0, slots - (len(tied) - rel_t))
    hi = base + min(slots, rel_t)
    return [hi / k, lo / k]
''')

wrong("q32", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"wrong order", r"swapp\w*", r"reversed", r"\[recall, precision\]", r"order of the (two )?(values|results)",
        r"other way (a)?round"]], '''
def my_set_pr(retrieved, relevant):
    A = set(retrieved)
    B = set(relevant)
    both = len(A & B)
    p = both / len(A) if A else 0.0
    r = both / len(B) if B else 0.0
    return [r, p]
''')

wrong("q33", "roc.auc", "twin", "sorts by score and counts the negatives below each positive in the sorted order: a "
      "tied pair is decided by the input order (stable sort) instead of counting 1/2",
      [[r"(input|list|sort) order", r"stable sort", r"ties? (are )?broken", r"tie.?break", r"order of the (items|input)",
        r"position in the (list|input)"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    neg_below = 0
    good = 0
    for i in order:
        if labels[i] == 1:
            good += neg_below
        else:
            neg_below += 1
    npos = sum(labels)
    return good / (npos * (len(labels) - npos))
''')

wrong("q34", "interp.curve", "twin", "compares R@k > r (strict) instead of R@k >= r, so a level equal to a reached "
      "recall skips that rank",
      [[r"strict", r">= ?instead|> instead of >=", r"greater than or equal", r"(excludes|skips|misses) (the )?(rank|point) where (the )?recall equals",
        r"\bR@k ?> ?r\b"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    levels = [j / 10 for j in range(11)]
    res = []
    for r in levels:
        ps = [p for p, q in zip(prec, rec) if q > r]
        res.append(max(ps) if ps else 0.0)
    return res
''')

wrong("q35", "roc.eer", "twin", "takes the ROC point with the smallest |FPR - FNR| and returns its FPR, never "
      "interpolating between the two points around the crossing",
      [[r"(no|not|never|without) interpolat", r"nearest (ROC )?point", r"closest (ROC )?point", r"smallest \|?FPR ?- ?FNR",
        r"(an actual|a) ROC point (instead|rather)", r"instead of (the )?intersect"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    best = None
    for t in sorted(set(scores), reverse=True) + [float("-inf")]:
        tp = sum(1 for s, y in zip(scores, labels) if y == 1 and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if y == 0 and s >= t)
        fpr, fnr = fp / N, 1 - tp / P
        if best is None or abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), fpr)
    return best[1]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the length of the list (the number of items retrieved) "
      "instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"number (of items )?retrieved",
        r"R ?= ?(the )?(length|size|number of items)", r"whole list"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "sig.sign_test", "data", "keeps the tied queries (n = all the queries) instead of dropping them",
      [[r"ties? (are )?(not dropped|kept|included|counted)", r"(kept|keeps|keep|counted|include\w*) (the )?ties",
        r"(drop|remove|discard)\w* (the )?ties", r"n ?= ?(all|every|the number of) quer", r"tied quer\w*.{0,30}(kept|counted|included|not dropped)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
tail = sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q38", "dcg.exponential", "data", "sorts the grades from high to low before computing (the ideal DCG, not "
      "the ranking's own)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"(high|best) (grades )?first", r"not (in )?the (given|ranking'?s?) order"]], '''
import numpy as np

g = np.sort(np.array(v["grades"]))[::-1]
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum((2.0 ** g - 1) / np.log2(i + 1)))
''')

wrong("q39", "scope.eps_precision", "data", "divides the relevant targets within epsilon by the number of ALL "
      "targets (len(distances)) instead of the number returned",
      [[r"all (the )?targets", r"len\(distances\)", r"whole (list|database|collection)",
        r"instead of (the )?(number|count) (returned|retrieved|within)", r"total number of targets"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return sum(inside) / len(distances)
''')

wrong("q40", "map.mean", "data", "uses the first query's n_relevant[0] for every query",
      [[r"n_relevant\[0\]", r"first query'?s? n_relevant", r"same n_relevant", r"one n_relevant for (all|every)",
        r"first (query'?s? )?(number|count)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    total = 0.0
    for labels in runs:
        hits, s = 0, 0.0
        for k in range(len(labels)):
            if labels[k]:
                hits += 1
                s += hits / (k + 1)
        total += s / R
    return total / len(runs)
''')

wrong("q41", "roc.auc", "data", "reads label 0 as the positive class (labels swapped), giving 1 - AUC",
      [[r"labels? (are )?(swapped|flipped|inverted|reversed)", r"1 ?- ?AUC", r"0 as (the )?positive",
        r"positives? and negatives? (are )?swapped", r"swapp\w* (the )?(classes|labels)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for p in pos:
        for n in neg:
            total += 1.0 if p > n else 0.5 if p == n else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q42", "avg.macro", "data", "reads the table as [tp, fn, fp]: the precision is computed as tp / (tp + fn)",
      [[r"\[tp, ?fn, ?fp\]", r"(column|field)s? (order|swapped|mixed)", r"fn (as|for|instead of) fp",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall instead", r"misread\w* (the )?table"]], '''
def my_macro_precision(tables):
    vals = []
    for t in tables:
        tp, fn, fp = t
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "explicit loop over the relevant ranks, the notes' step rule", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits * 1.0 / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("q44", "scope.knn_ties", "counts of closer and tied targets, as worked out on paper", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    lo = sum(closer) + max(0, slots - (len(tied) - sum(tied)))
    hi = sum(closer) + min(slots, sum(tied))
    return [lo / k, hi / k]
''')

right("q45", "map.mrr", "itertools.compress over 1-based ranks", '''
from itertools import compress

def my_mrr(runs):
    rr = []
    for run in runs:
        ranks = list(compress(range(1, len(run) + 1), run))
        rr.append(1 / ranks[0] if ranks else 0.0)
    return sum(rr) / len(rr)
''')

right("q46", "gen.practical", "the paper's formulas typed from the notes with Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "ap.value", "the precisions at the relevant ranks as a comprehension", '''
labels, R = v["labels"], v["n_relevant"]
hits = [sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]]
my_ap_value = sum(hits) / R
''')

right("q48", "rank.r_precision", "padded list, NumPy", '''
import numpy as np

lab = np.array(v["labels"] + [0] * v["n_relevant"])
my_r_precision = float(lab[:v["n_relevant"]].sum() / v["n_relevant"])
''')

SUBMISSIONS = tuple(S)
