"""Diagnosis class 275, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a mixed class from another university taking this
IR evaluation course as an elective -- varied backgrounds (statistics students who reach for NumPy and SciPy,
software engineers who write explicit loops and itertools, mathematicians who use ``fractions.Fraction``,
newcomers who write comprehensions copied from the notes), and varied mistakes. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c275-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and the value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class275): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 275 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c275-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns the exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)",
        r"average precision instead", r"AP instead", r"no interpolation", r"not interpolated",
        r"instead of (the )?11.?point", r"precisions? at (the )?relevant ranks"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q02", "map.mean", "sibling", "averages the queries' R-precisions instead of their average precisions",
      [[r"R.?precision", r"precision at (rank )?R\b", r"P@R", r"precision at (rank )?n_relevant",
        r"instead of (the )?(average precision|AP)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    vals = []
    for run, R in zip(runs, n_relevant):
        top = list(run[:R]) + [0] * max(0, R - len(run))
        vals.append(sum(top) / R if R else 0.0)
    return float(np.mean(vals))
''')

wrong("q03", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\^\s*rel", r"2\*\*", r"2 to the (power|grade)", r"gain 2", r"power of (two|2)"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / log2(i)
    return total
''')

wrong("q04", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool(s|ed|ing)", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"aggregat\w+ (the )?counts", r"counts? (are )?added"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|unused|never used)",
        r"as if beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recalls? (instead|rather)", r"returns? (the )?recall", r"recall (values|levels) instead",
        r"the recall of each point", r"x.?coordinates?", r"instead of (the )?precision"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for lab in labels:
        if lab:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("q07", "ndcg.value", "sibling", "normalises by the ideal reordering of the retrieved grades only, leaving "
      "the unretrieved relevant items out of the ideal ranking",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"unretrieved.{0,40}(ignored|left out|"
        r"missing|not (used|included|counted)|dropped)", r"ignor\w*.{0,30}unretrieved", r"without (the )?unretrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = dcg(sorted(v["grades"], reverse=True))
my_ndcg_value = dcg(v["grades"]) / ideal if ideal else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside.?down", r"invert\w*", r"inverse", r"reciprocal", r"IDCG\s*/\s*DCG", r"ideal.{0,20}divided by",
        r"swap\w*.{0,30}(numerator|denominator)", r"(numerator|denominator).{0,30}swap\w*"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    got = dcg(grades)
    best = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if best == 0 or got == 0:
        return 0.0
    return best / got
''')

wrong("q09", "gen.practical", "shape", "the recall lower bound divides by d - s, dropping the + v of the largest "
      "possible class size d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(missing|forg[eo]t|drop\w*|without|leaves? out|omit\w*) (the )?\+ ?v",
        r"class size", r"largest (possible )?class", r"denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q10", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the - 1",
      [[r"(forg[eo]t|missing|without|drop\w*|omit\w*|leaves? out) (the )?-\s*1", r"minus (one|1)",
        r"2\s*\^\s*rel\b(?!\s*-)", r"instead of 2\s*\^\s*rel\s*-\s*1", r"gain of 1 for (a )?grade 0",
        r"grade 0 (gains|counts|scores) 1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q11", "roc.auc", "shape", "divides the pair count by all pairs of items n(n-1)/2 instead of the "
      "positive-negative pairs n_pos * n_neg",
      [[r"all pairs", r"n\s*\(n\s*-\s*1\)", r"every pair", r"pairs of items", r"n_pos\s*\*\s*n_neg",
        r"(wrong|bad) denominator", r"number of (positive.?negative|pos.?neg) pairs"]], '''
from itertools import combinations

def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    for i, j in combinations(range(n), 2):
        if labels[i] == labels[j]:
            continue
        p, q = (i, j) if labels[i] == 1 else (j, i)
        if scores[p] > scores[q]:
            good += 1
        elif scores[p] == scores[q]:
            good += 0.5
    return good / (n * (n - 1) / 2)
''')

wrong("q12", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"\bk instead of min", r"(missing|forg[eo]t|without|ignor\w*) "
        r"(the )?min\b", r"k rather than min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability, not doubling it for the "
      "two-sided test",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"(not|never|forg[eo]t\w*|without) doubl",
        r"(times|multipl\w* by) (two|2)", r"half (of )?the two.?sided"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')

wrong("q14", "ap.exact", "shape", "sums P@k at every rank, not only at the ranks of the relevant items",
      [[r"every rank", r"all ranks", r"each rank", r"not only (at )?(the )?relevant", r"non.?relevant ranks",
        r"irrelevant ranks", r"ranks? of non.?relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    p_at_k = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(p_at_k.sum() / n_relevant)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "without a break the loop keeps the rank of the last relevant item, not the first",
      [[r"last relevant", r"(missing|no|without|forg[eo]t\w*) (a |the )?break", r"overwrit\w*",
        r"(not|never) stop\w*", r"keeps? (going|looping)", r"not the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run):
            if x == 1:
                rank = i + 1
        if rank is not None:
            total += 1 / rank
    return total / len(runs)
''')

wrong("q16", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a k beyond "
      "the list's end is not counted as missing non-relevant ranks",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list|cut)", r"instead of (by )?k\b",
        r"(missing|absent) ranks.{0,40}(not counted|ignored|dropped)", r"shorter than k",
        r"divid\w* by the (list|number of items)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q17", "interp.curve", "flow", "takes the maximum precision over the ranks up to where recall reaches r "
      "(a running maximum from the top) instead of over the ranks at or after it",
      [[r"running max\w*", r"(ranks )?(up to|before|above)", r"from the (top|start|front|beginning)",
        r"prefix", r"earlier ranks", r"wrong direction", r"instead of (the )?(later|following) ranks",
        r"max(imum)? so far"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best, hits, val = 0.0, 0, 0.0
        for k, x in enumerate(labels, 1):
            hits += x
            best = max(best, hits / k)
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = best
                break
        out.append(val)
    return out
''')

wrong("q18", "pr.averaged", "flow", "the per-query curve is created once outside the loop and never reset, so "
      "each query's curve keeps the maxima of the queries before it",
      [[r"(never|not) reset", r"reset", r"outside (the )?loop", r"(reused|shared|carried over|carries over)",
        r"previous quer(y|ies)", r"queries before", r"leaks?"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n:
            hits = 0
            pts = []
            for k, x in enumerate(labels, 1):
                hits += x
                pts.append((hits / n, hits / k))
            for j in range(11):
                r = j / 10
                curve[j] = max([curve[j]] + [p for rec, p in pts if rec >= r - 1e-12])
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q19", "rank.distances", "flow", "never sorts the items by distance: takes P@k of the list in its given order",
      [[r"(never|not|without|forg[eo]t\w*) sort", r"unsorted", r"given order", r"input order", r"original order",
        r"as given", r"(no|without) (the )?rank(ing)?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "dcg.trec", "flow", "enumerates from 1 and still adds 1 inside the log (an off-by-one: log2(i + 2) "
      "for rank i)",
      [[r"off.?by.?one", r"log2?\(i ?\+ ?2\)", r"one rank (too )?(late|far|off)", r"shifted",
        r"(start|enumerat)\w* .{0,20}1.{0,40}\+ ?1", r"rank (plus|\+) ?2"]], '''
from math import log2

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], 1):
    my_dcg_trec += g / log2(i + 2)
''')

wrong("q21", "roc.eer", "flow", "walks the ROC curve one item at a time, so tied scores make several steps "
      "instead of one diagonal step",
      [[r"ties? (are |were )?(not grouped|split|broken)", r"one (item|point) at a time",
        r"each (tied )?item (as )?(its own|a separate)", r"separate (steps|points)",
        r"tied scores.{0,30}(separate|split|several|one by one)", r"(not|never) group\w*"]], '''
def my_eer(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for i in order:
        if labels[i]:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        g0, g1 = f0 - n0, f1 - n1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by zero",
      [ZERODIV, [r"relevant set (is )?empty", r"empty relevant", r"nothing (is )?relevant", r"no relevant"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c when the list is shorter "
      "than the class",
      [[r"len\(labels\[:\w+\]\)", r"length of the (slice|list|cut)", r"instead of (by )?c\b",
        r"instead of (by )?n_relevant", r"(missing|absent) ranks.{0,40}(not counted|"
        r"ignored|dropped)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "scope.eps_precision", "hidden", "no guard for an empty epsilon result: precision divides by zero",
      [ZERODIV, [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d < epsilon
    return float(y[inside].sum()) / int(inside.sum())
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "drops a query with no relevant items from the mean instead of counting its "
      "zeros",
      [[r"(drop|skip|exclud|leav|ignor|omit)\w*.{0,40}(query|queries) (with )?(no|zero|without) relevant",
        r"(query|queries) with (no|zero) relevant.{0,40}(dropped|skipped|excluded|left out|ignored|not counted)",
        r"denominator", r"divid\w* by the (number|count) of (non.?empty|queries with)", r"counts? (its|the) zeros"]],
      '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits, pts = 0, []
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        curves.append([max([p for rec, p in pts if rec >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q26", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides "
      "by zero",
      [ZERODIV, [r"no relevant", r"n_relevant\s*(is|=|==)\s*0", r"zero relevant", r"min\(k,? ?n_relevant\)"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, Fraction(0)
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += Fraction(hits, i)
    return float(s / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator is zero",
      [ZERODIV, [r"P\s*=\s*R\s*=\s*0", r"(both|precision and recall) (are )?(0|zero)", r"zero precision"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.knn_ties", "hidden", "looks at the distance after the k-th (sorted[k]) to detect a tie, which "
      "is out of range when k is the whole list",
      [INDEX, [r"k (is|equals|=) (the )?(whole|length|len|n\b)", r"whole list", r"sorted\w*\[k\]", r"past the end",
               r"after the k.?th"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    t = ds[k - 1]
    if ds[k] != t:
        order = sorted(range(len(distances)), key=lambda i: distances[i])
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    sure = sum(y for d, y in zip(distances, labels) if d < t)
    n_before = sum(1 for d in distances if d < t)
    tied = [y for d, y in zip(distances, labels) if d == t]
    room = k - n_before
    rel_t = sum(tied)
    low = sure + max(0, room - (len(tied) - rel_t))
    high = sure + min(room, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "a 0-based loop with log2(i + 2): the discount is one rank off, which happens "
      "to give the trec formula",
      [[r"off.?by.?one", r"0.?based", r"zero.?based", r"index (starts|from) (at )?0", r"log2?\(i ?\+ ?2\)",
        r"one rank off", r"shifted"]], '''
import math

def my_dcg(grades):
    total = grades[0] if grades else 0.0
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q30", "ap.value", "twin", "averages the precisions at the retrieved relevant ranks (divides by the hits "
      "found) instead of dividing by n_relevant",
      [[r"hits", r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"instead of (by )?n_relevant",
        r"mean of (the )?precisions", r"np\.mean", r"unretrieved.{0,40}(ignored|not counted|left out)"]], '''
import numpy as np

y = np.array(v["labels"])
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].mean()) if y.any() else 0.0
''')

wrong("q31b", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(\w*labels\w*\)", r"(relevant|ones) in the (list|ranking)", r"(counted|counts|count of) (the )?(ones|"
        r"relevant (items )?(in|retrieved))", r"instead of (the )?n_relevant", r"ignor\w* (the )?n_relevant",
        r"retrieved relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q32", "map.mrr", "twin", "divides by the number of queries that have a relevant item, leaving the "
      "others out of the mean",
      [[r"(drop|skip|exclud|leav|ignor|omit)\w*.{0,40}quer(y|ies)", r"quer(y|ies) (with )?(no|without) (a )?"
        r"relevant.{0,40}(dropped|skipped|excluded|left out|ignored|not counted)", r"denominator",
        r"divid\w* by the (number|count) of queries (with|that)", r"counts? (it|them|the query) as 0"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rrs.append(1 / i)
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q33", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2",
      [[r"ties?\b.{0,40}(0|zero|nothing|not counted|ignored|loss)", r"instead of (a )?half",
        r"tied pairs? (count(ed|s)? )?(as )?(0|zero|nothing)", r"strict(ly)? (greater|>)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] > neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q34", "interp.step", "twin", "takes the maximum precision at or after the level (the 11-point "
      "interpolation) instead of the step rule's P_i at the first relevant item reaching it",
      [[r"max(imum)? (precision )?(at or )?(after|over later|of later)", r"later ranks", r"(11|eleven).?point",
        r"instead of P_i", r"usual interpolat", r"interpolated max", r"highest precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q35", "rank.distances", "twin", "sorts the distances from largest to smallest (reverse=True), ranking the "
      "farthest items first",
      [[r"farthest", r"largest (distance )?first", r"reverse", r"descending", r"high(est)? to low",
        r"wrong (sort )?order", r"as (a )?similarit", r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in pairs[:k]) / k
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"counted twice", r"lists? instead of sets?", r"counts? (it )?twice",
        r"repeated", r"(no|without|never) set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "turns the grades into 0/1 relevance (any grade above 0 counts 1)",
      [[r"binar\w*", r"0/1", r"grades? (as|into|to) (1|one)", r"ignor\w* (the )?grades?", r"gain of 1",
        r"graded.{0,20}(lost|ignored|as binary)", r"every relevant (item )?counts? (as )?1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg(xs):
        return sum(x / (1 if i == 1 else log2(i)) for i, x in enumerate(xs, 1))
    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg else 0.0
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: tp / (tp + fn) is the recall, not the "
      "precision",
      [[r"recall", r"\[tp, ?fn, ?fp\]", r"(column|field|entry|entries) order", r"fn (instead of|for|as) fp",
        r"swap\w*.{0,20}(fp|fn)", r"(fp|fn).{0,20}swap\w*", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q39", "map.mean", "data", "ignores n_relevant and takes each query's number of relevant items from its "
      "list (sum of its labels)",
      [[r"ignor\w* (the )?n_relevant", r"sum\(\w*\)", r"(relevant|ones) in the (list|run)", r"retrieved relevant",
        r"instead of (the )?n_relevant", r"unretrieved.{0,40}(ignored|not counted|left out)", r"hits"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q40", "roc.auc", "data", "treats a lower score as more positive (as if the scores were distances), "
      "counting a pair right when the positive scores lower",
      [[r"lower score", r"(reversed|wrong|inverted|opposite) (score )?(direction|orientation|sign)",
        r"as (if .{0,20})?distances?", r"scores lower", r"1\s*-\s*AUC", r"flipped", r"<\s*instead of\s*>"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for a in pos:
        for b in neg:
            if a < b:
                total += 1
            elif a == b:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q41", "dcg.exponential", "data", "sorts the grades from high to low before discounting, computing the "
      "ideal DCG instead of the ranking's own",
      [[r"sort\w*", r"ideal (DCG|ranking|order)", r"reorder\w*", r"(not|never) (in|the) (its|the) (given|ranking)"
        r" order", r"high to low"]], '''
from math import log2

gs = sorted(v["grades"], reverse=True)
my_dcg_exp = sum((2 ** g - 1) / log2(i + 1) for i, g in enumerate(gs, 1))
''')

wrong("q42", "ap.eleven_point", "data", "ignores n_relevant and measures recall against the relevant items in the "
      "list (sum of its labels)",
      [[r"ignor\w* (the )?n_relevant", r"sum\(\w*labels\w*\)", r"(relevant|ones) in the (list|ranking)",
        r"retrieved relevant", r"instead of (the )?n_relevant",
        r"unretrieved.{0,40}(ignored|not counted|left out)"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / k))
    levels = [j / 10 for j in range(11)]
    return sum(max([p for r, p in pts if r >= lv - 1e-12], default=0.0) for lv in levels) / 11
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact fractions.Fraction", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    den = b2 * p + r
    return float((1 + b2) * p * r / den) if den else 0.0
''')

right("q44", "rank.distances", "sorted with a stable key", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

right("q45", "gen.practical", "plain arithmetic in a list", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q46", "interp.curve", "comprehension over (recall, precision) points", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += 1 if x else 0
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    return [float(max([p for r, p in pts if r >= Fraction(j, 10)], default=0)) for j in range(11)]
''')

right("q47", "map.mrr", "itertools.dropwhile", '''
from itertools import dropwhile

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(dropwhile(lambda p: not p[1], enumerate(run, 1)), None)
        total += 1 / first[0] if first else 0.0
    return total / len(runs)
''')

right("q48", "dcg.trec", "NumPy vectorised discount", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

SUBMISSIONS = tuple(S)
