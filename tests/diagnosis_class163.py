"""Diagnosis class 163, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a fourth mixed class of an IR evaluation course --
a realistic spread of a typical class of 48, each student writing in one habitual style (explicit loops, NumPy
arrays, comprehensions, itertools, exact ``fractions.Fraction``). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c163-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class163).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 163 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c163-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mrr", "sibling", "returns the mean of each query's average precision (MAP with the relevant "
      "retrieved as the class size) instead of the mean reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits = 0
        s = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                hits += 1
                s += hits / i
        if hits > 0:
            total += s / hits
    return total / len(runs)
''')

wrong("q02", "ap.eleven_point", "sibling", "computes exact (non-interpolated) average precision instead of the mean "
      "of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"(plain|ordinary|uninterpolated) (average precision|AP)",
        r"average precision (at|over) (the )?relevant ranks", r"not interpolat", r"without interpolat",
        r"instead of (the )?11", r"no interpolation"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q03", "dcg.classic", "sibling", "computes exponential-gain DCG ((2^rel - 1) / log2(i + 1)) instead of "
      "classic DCG", [[r"exponential", r"2 ?\*\* ?rel", r"2\^", r"2 to the power", r"gain 2", r"burges"]], '''
import math

def my_dcg(grades):
    return sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the curve with FPR = FNR",
      [[r"nearest", r"closest (ROC )?point", r"smallest \|?FPR ?- ?FNR", r"no(t)? interpolat",
        r"without interpolat", r"(mean|average) of FPR and FNR", r"\(FPR ?\+ ?FNR\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole list (v / s at s = len(labels)) "
      "instead of the precision at the class size",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"len\(labels\)",
        r"length of the list", r"not (cut|at) (at )?(the )?(class size|s ?= ?c|n_relevant)",
        r"instead of (at )?(the )?(class size|n_relevant|rank c|R)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q06", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|counts)", r"total tp", r"aggregat"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q07", "ndcg.value", "sibling", "uses the trec discount log2(i + 1) for every rank instead of the classic "
      "DCG (rel_1 undiscounted, then log2(i))",
      [[r"log2\(i ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"discount.{0,30}(every|each|all|first) (rank|item|position)",
        r"(first|rank 1).{0,40}discount", r"another (DCG|discount|formulation)"]], '''
import math

def dcg(gs):
    return sum(g / math.log2(i + 2) for i, g in enumerate(gs))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"not squared", r"squar", r"beta instead of beta", r"plain beta", r"beta itself"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (1|one)", r"subtract", r"without (the )?(-|minus ?)1", r"forg[eo]t.{0,20}(- ?1|minus|subtract)",
        r"grade 0.{0,30}(gain|counts?)", r"2\^rel (instead|rather)", r"gain of 1 for (a )?grade 0"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q10", "gen.practical", "shape", "writes the recall bound's denominator d - s + v as d - (s + v) "
      "(v subtracted instead of added)",
      [[r"d ?- ?\(?s ?\+ ?v\)?", r"d ?- ?s ?- ?v", r"sign", r"subtract\w* v", r"minus v", r"parenthes",
        r"- ?v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - (s + v)), v / d]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ti(e|ed|es)\w*.{0,40}(as )?(a )?(whole|full) (win|point|1)", r"count\w* (a )?ti\w*.{0,20}as (a )?(win|1\b)",
        r"ties? (as|=) ?(1|a win)", r">=", r"instead of (1/2|a half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    count = 0
    for p in pos:
        for n in neg:
            if p >= n:
                count += 1
    return count / (len(pos) * len(neg))
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided tail P(X >= wins) without doubling it for the "
      "two-sided test",
      [[r"one.?sided", r"single tail", r"one tail", r"doubl", r"2 ?\*|times 2|twice", r"both tails"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')

wrong("q13", "ndcg.all_judgments", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"math\.log\b",
        r"another base", r"wrong base"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        return gs[0] + np.sum(gs[1:] / np.log(np.arange(2, len(gs) + 1)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return float(dcg(grades) / idcg) if idcg > 0 else 0.0
''')

wrong("q14", "ap.at_k", "shape", "divides the hits by k instead of by the rank i when computing P@i",
      [[r"by k\b", r"/ ?k\b", r"k instead of (the )?(rank|i)", r"instead of (the )?rank i", r"P@k instead of P@i",
        r"confus\w* k (and|with) i", r"rank i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(hits is incremented one step late)",
      [[r"before (it is |the hit is |)?(count|increment|add)", r"late", r"before (counting|adding|updating)",
        r"hits ?- ?1", r"one (hit|relevant item) (short|too few|fewer|less)", r"off.by.one", r"order of"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            out.append(hits / (i + 1))
            hits += 1
    return out
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(ranks before) instead of the maximum over the ranks at or after the recall level",
      [[r"running max", r"from the (top|start|left|beginning)", r"ranks? (before|above|so far)",
        r"(earlier|previous) ranks", r"wrong direction", r"cumulative max", r"instead of (after|to the right|below)",
        r"max(imum)? so far"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "never resets the hit counter between queries (hits carried over from the "
      "previous query)",
      [[r"reset", r"carr(y|ied|ies) over", r"(previous|earlier|last|first) query", r"outside (the )?(query )?loop",
        r"accumulat\w* across", r"re.?initiali[sz]"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "dcg.classic", "flow", "the loop range(2, len(grades)) stops one rank early: the last grade is "
      "never added", [[r"last (grade|rank|item|position)", r"stops? (one )?(rank |step )?(early|short)",
                       r"range\(2, ?len", r"off.by.one", r"one (rank|item) (short|early|too few)", r"final"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / math.log2(i)
    return total
''')

wrong("q19", "ap.value", "flow", "loops over labels[:-1], so a relevant item at the last rank is never counted",
      [[r"last (rank|item|label|position)", r"\[:-1\]", r"off.by.one", r"stops? (one )?(rank )?(early|short)",
        r"one (rank|item) short", r"final"]], '''
labels = v["labels"]
hits = 0
s = 0
for i, x in enumerate(labels[:-1]):
    if x == 1:
        hits += 1
        s += hits / (i + 1)
my_ap_value = s / v["n_relevant"]
''')

wrong("q20", "gen.grip_point", "flow", "slices labels[1:c + 1] (a 1-based habit), skipping rank 1 and reading one "
      "rank past the class size",
      [[r"rank 1", r"first (rank|item|label)", r"labels\[1:", r"1.based", r"0.based", r"shift", r"off.by.one",
        r"one (rank|position) (late|later|too far)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[1:c + 1]) / c
''')

wrong("q21", "pr.averaged", "flow", "computes the first query's curve once and adds it for every query (the "
      "curve variable is never recomputed inside the loop)",
      [[r"first query", r"same (curve|query)", r"reus", r"never recomput", r"outside (the )?loop",
        r"one query'?s? (curve|value)", r"every query (gets|uses|the same)"]], '''
def interp11(labels, R):
    if R == 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / i))
    return [max([p for r, p in pts if r >= lev / 10 - 1e-12], default=0.0) for lev in range(11)]

def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    curve = interp11(runs[0], n_relevant[0])
    for q in range(len(runs)):
        for j in range(11):
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    recall = hits / len(rel) if rel else 0.0
    return [hits / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.array(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.dot(p, y)) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "caps k at the list length before taking min(k, n_relevant), so a k longer "
      "than the list gets a too small denominator",
      [[r"list length", r"len\(labels\)", r"length of the list", r"cap\w* k",
        r"clip\w* k", r"shorter than k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("q27", "scope.knn_ties", "hidden", "reads distances[k] to see whether the tie straddles the k-th "
      "place, which is out of range when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    d = [distances[i] for i in order]
    cut = d[k - 1]
    if d[k] != cut:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    sure = sum(labels[i] for i in order if distances[i] < cut)
    n_sure = sum(1 for i in order if distances[i] < cut)
    tied = [labels[i] for i in order if distances[i] == cut]
    need = k - n_sure
    rel_tied = sum(tied)
    low = sure + max(0, need - (len(tied) - rel_tied))
    high = sure + min(need, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all): divides "
      "by zero", [ZERODIV + NAN], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "converts the 0-based index to a rank twice (log2(i + 2) with i already "
      "0-based), so every rank after the first is discounted one rank too far",
      [[r"0.based", r"1.based", r"index", r"off.by.one", r"i ?\+ ?2", r"one rank too (far|late)", r"shift"]], '''
import math

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as (tp, fn, fp), swapping the fp and fn columns, so "
      "tp / (tp + fn) is computed",
      [[r"unpack", r"column", r"order of (the )?(table|entries|fields)", r"(fp|fn) and (fn|fp)",
        r"swap", r"fn instead of fp", r"fn as fp"]], '''
def my_macro_precision(tables):
    total = 0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp > 0 else 0
    return total / len(tables)
''')

wrong("q31", "roc.auc", "twin", "compares the pair the wrong way round (counts the negative scoring higher), "
      "as if a lower score meant more relevant",
      [[r"lower score", r"wrong way", r"revers", r"flip", r"<", r"compar\w* (the other way|backwards|invert)",
        r"distance", r"invert\w* (comparison|order)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (n = len(a)) instead of dropping them",
      [[r"ti(e|es|ed).{0,40}(not dropped|kept|included|counted|in n)", r"(n|len\(a\)).{0,40}ti(e|es|ed)",
        r"drop\w*.{0,20}ti", r"did(n't| not) drop", r"without dropping"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
n = len(v["a"])
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("q33", "gen.practical", "twin", "divides the generality bound by the scope s instead of the database size d "
      "(so it repeats the precision)",
      [[r"\bs\b.{0,30}instead of .{0,10}\bd\b", r"scope (size )?instead of (the )?database", r"v ?/ ?s",
        r"database size", r"by s\b", r"/ ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / s, v / (d - s + v), v / s]
''')

wrong("q34", "scope.knn_ties", "twin", "sorts the tie with the wrong sign of the label key, so the 'lowest' "
      "puts the tied relevant targets first and the two bounds come out swapped",
      [[r"swap", r"revers", r"(wrong|other) (way|order)", r"(relevant|tied).{0,30}first.{0,30}(lowest|pessimistic)",
        r"sign of the (label|key)", r"pessimistic.{0,30}optimistic", r"optimistic.{0,30}pessimistic"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    high = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in low[:k]) / k, sum(labels[i] for i in high[:k]) / k]
''')

wrong("q35", "interp.step", "twin", "takes the maximum precision at or after the level (the 11-point "
      "interpolation rule) instead of the step rule's P_i",
      [[r"11.point", r"max(imum)? (precision )?(at or )?(after|over (the )?(later|following))", r"maximum over",
        r"max\{", r"interpolat\w* (rule|max)", r"highest precision (at|after|beyond)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for i, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / i)
    return best
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts by distance from largest to smallest (reads distances as "
      "similarity scores), ranking the farthest first",
      [[r"farthest", r"largest (distance )?first", r"descending", r"similarit", r"reverse", r"wrong (order|direction)",
        r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q37", "scope.eps_precision", "data", "assumes the distances come sorted and stops at the first one not "
      "below epsilon",
      [[r"sorted", r"order", r"first (distance|one|target) (not )?(below|above|>=)", r"stops? at", r"break"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = []
    for dist, lab in zip(distances, labels):
        if dist >= epsilon:
            break
        inside.append(lab)
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q38", "ndcg.value", "data", "binarises the grades (any grade > 0 counts 1), losing the graded relevance",
      [[r"binar", r"0/1", r"grades? (as|to|into) (1|one|0/1|binary)", r"ignor\w* (the )?grade (levels|values)",
        r"graded relevance", r"relevant or not", r"relevance levels"]], '''
import math

rel = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted([1 if g > 0 else 0 for g in v["grades"] + v["unretrieved"]], reverse=True)

def dcg(gs):
    return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(gs))

my_ndcg_value = dcg(rel) / dcg(ideal)
''')

wrong("q39", "set.pr", "data", "treats the retrieved list as a list, so an id retrieved twice counts twice",
      [[r"duplicat", r"counts? (it |the id )?(twice|two times|more than once)", r"counted (twice|more than once)",
        r"list (instead of|not) (a )?set", r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        p = 0.0
    else:
        p = sum(1 for d in retrieved if d in relevant) / len(retrieved)
    rel = set(relevant)
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q40", "pr.averaged", "data", "uses the number of relevant items retrieved (sum of the run) as each "
      "query's class size instead of the given n_relevant",
      [[r"sum\(run", r"relevant (items )?retrieved", r"instead of (the given )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        if R == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in np.linspace(0, 1, 11)]))
    return np.mean(curves, axis=0).tolist()
''')

wrong("q41", "map.mrr", "data", "sorts each run in descending order first (as if it were scores), so every "
      "query with a relevant item gets RR 1",
      [[r"sort", r"order", r"scores", r"rank 1", r"reorder"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        ranked = sorted(run, reverse=True)
        rr.append(1 / (ranked.index(1) + 1) if 1 in ranked else 0)
    return sum(rr) / len(rr)
''')

wrong("q42", "ap.eleven_point", "data", "computes recall with the number of relevant items retrieved (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"unretrieved"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    pr = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pr.append((hits / R, hits / i))
    levels = [j / 10 for j in range(11)]
    return sum(max((p for r, p in pr if r >= lv), default=0.0) for lv in levels) / 11
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy with padding by slicing", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels[:k], dtype=float)) / k)
''')

right("q44", "map.mean", "explicit nested loops", '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        hits, s = 0, 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits += 1
                s += hits / (i + 1)
        if n_relevant[q] > 0:
            total += s / n_relevant[q]
    return total / len(runs)
''')

right("q45", "interp.curve", "comprehensions with exact Fractions for the recall levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), hits / i))
    return [max((p for r, p in pts if r >= Fraction(j, 10)), default=0.0) for j in range(11)]
''')

right("q46", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q47", "roc.eer", "loops over distinct thresholds and a linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 == 0:
            return f0
        if d0 < 0 <= d1:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

right("q48", "scope.eps_precision", "exact Fraction and a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
