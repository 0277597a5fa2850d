"""Diagnosis class 200, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write generic, reusable code (a generic ``average_over_queries``, a generic ``cut``, a generic ``interpolate``, a
generic discount or ranking helper) and slip in the generic part, in varied styles (loops, NumPy, comprehensions,
itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``variants.py``, the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c200-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class200): every right
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

BATCH = "diagnosis class 200 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c200-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"beta (fixed|set) (at|to) 1", r"as if beta (were|was|=) 1", r"balanced F"]], '''
def harmonic_mean(values):
    values = list(values)
    if any(x == 0 for x in values):
        return 0.0
    return len(values) / sum(1 / x for x in values)

def my_f(precision, recall, beta):
    return harmonic_mean([precision, recall])
''')

wrong("q02", "interp.curve", "sibling", "a generic interpolate that takes the precision at the first rank whose "
      "recall reaches r (step reading) instead of the maximum precision at any recall >= r",
      [[r"first (rank|point)", r"not the max", r"no max", r"instead of (the )?max", r"without (the |taking the )?max",
        r"step (rule|interpolation|reading)", r"maximum.{0,40}(missing|not taken|never taken)", r"first.{0,30}reach"]], '''
def interpolate(points, r):
    """points: (recall, precision) in rank order; value at recall level r."""
    for rec, prec in points:
        if rec >= r:
            return prec
    return 0.0

def my_interpolated(labels, n_relevant):
    points, hits = [], 0
    for i, lab in enumerate(labels, start=1):
        hits += lab
        points.append((hits / n_relevant, hits / i))
    return [interpolate(points, j / 10) for j in range(11)]
''')

wrong("q03", "ndcg.all_judgments", "sibling", "a generic DCG helper with the log2(i + 1) discount at every rank "
      "(the TREC/Jarvelin form) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log.{0,10}\(?(i|rank) ?\+ ?1", r"discount\w*.{0,30}(every|all|first) rank",
        r"rank 1 .{0,30}discount", r"wrong discount", r"another (dcg|formulation)"]], '''
import numpy as np

def dcg(gains):
    g = np.asarray(gains, dtype=float)
    return float((g / np.log2(np.arange(2, len(g) + 2))).sum())

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "(nearest point) instead of intersecting the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"not interpolat\w*", r"no interpolation",
        r"without interpolat\w*", r"min\w* \|?fpr ?- ?fnr"]], '''
def roc_points(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    best = min(roc_points(scores, labels), key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + (1 - best[1])) / 2
''')

wrong("q05", "rank.p_at_k", "sibling", "returns R@k (hits in the top k over all relevant items of the list) "
      "instead of P@k",
      [[r"recall", r"R@k", r"\bR@", r"over (the |all )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (dividing by )?k"]], '''
from itertools import islice

def cut(seq, k):
    return list(islice(seq, k))

def my_p_at_k(labels, k):
    total = sum(labels)
    return sum(cut(labels, k)) / total if total else 0.0
''')

wrong("q06", "ap.at_k", "sibling", "AP@k divided by n_relevant (the exact AP's denominator) instead of "
      "min(k, n_relevant)",
      [[r"by n_relevant", r"n_relevant instead", r"all (the )?relevant", r"\bR\b (instead|rather)", r"number of relevant", r"instead of min",
        r"not min\(?k", r"without (the )?min", r"ignor\w* (the )?min"], [r"divid\w*", r"denominator", r"normali[sz]"]], '''
def cut(labels, k):
    return labels[:k]

def precision_at(labels, i):
    return sum(cut(labels, i)) / i

def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = cut(labels, k)
    return sum(precision_at(top, i) for i, x in enumerate(top, 1) if x) / n_relevant
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) instead "
      "of the log2(i + 1) discount the task asks",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log.{0,6}\(?(i|rank)\)? (instead|rather)", r"rank 1 (undiscounted|not discounted)",
        r"first (rank|item|grade) (undiscounted|not discounted)", r"\blog2 ?i\b", r"jarvelin"]], '''
from math import log2

def discount(i):
    return 1.0 if i < 2 else log2(i)

def dcg(grades):
    return sum(g / discount(i) for i, g in enumerate(grades, start=1))

my_dcg_trec = dcg(v["grades"])
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "a generic weighted harmonic mean with weight beta instead of beta squared "
      "(beta P + R in the denominator, 1 + beta on top)",
      [[r"beta\b.{0,30}(not|never|instead of|without) squar", r"not squar", r"squar\w*.{0,20}(missing|forgot)",
        r"beta instead of beta.?\^?\*?\*? ?2", r"beta rather than beta", r"forg[eo]t.{0,20}squar", r"b instead of b"]], '''
def weighted_harmonic(a, b, w):
    if a == 0 and b == 0:
        return 0.0
    return (1 + w) * a * b / (w * a + b)

def my_f(precision, recall, beta):
    return weighted_harmonic(precision, recall, beta)
''')

wrong("q09", "dcg.classic", "shape", "a generic discount with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"log base e", r"base e", r"another base", r"wrong base",
        r"base of the log", r"log\(i\) instead"]], '''
import math

def discount(i, base=math.e):
    return 1.0 if i == 1 else math.log(i, base)

def my_dcg(grades):
    return sum(g / discount(i) for i, g in enumerate(grades, 1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) (the + v left out of the largest class "
      "size d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v.{0,30}(missing|left out|dropped|forgot)", r"(without|forg[eo]t|missing|drop\w*).{0,20}\+ ?v",
        r"largest class size", r"class size.{0,30}(wrong|d ?- ?s)"]], '''
from fractions import Fraction

def ratio(a, b):
    return float(Fraction(a, b)) if b else 0.0

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [ratio(v, s), ratio(v, d - s), ratio(v, d)]
''')

wrong("q11", "sig.sign_test", "shape", "the one-sided tail probability (the binomial tail not doubled) instead of "
      "the two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forg[eo]t|without|missing).{0,20}(doubl|2 ?\*|times 2|factor)",
        r"half (of )?the (two.sided )?p", r"doubl\w*.{0,20}(missing|forgot)"]], '''
from math import comb

def binom_tail(k, n):
    return sum(comb(n, i) for i in range(k + 1)) / 2 ** n

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = min(1.0, binom_tail(min(wins, losses), wins + losses))
''')

wrong("q12", "ap.eleven_point", "shape", "a generic mean that divides the sum of the 11 interpolated precisions "
      "by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"divid\w*", r"instead of 11", r"not 11", r"levels", r"denominator", r"mean"]], '''
LEVELS = [i / 10 for i in range(11)]

def interpolate(precs, recs, r):
    return max((p for p, q in zip(precs, recs) if q >= r), default=0.0)

def mean(values, n=10):
    return sum(values) / n

def my_11pt(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant)
    return mean([interpolate(precs, recs, r) for r in LEVELS])
''')

wrong("q13", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target without capping it at the "
      "places left inside the top k (no min)",
      [[r"\bmin\b", r"cap\w*", r"more than (the )?(free |remaining |left )?places", r"exceed\w*", r"above 1",
        r"places left", r"room (left )?in the top", r"remaining (places|slots)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    free = k - len(before)
    low = sum(before) + max(0, free - (len(tied) - sum(tied)))
    high = sum(before) + sum(tied)
    return [low / k, high / k]
''')

wrong("q14", "scope.eps_precision", "shape", "divides the hits inside epsilon by the whole list's length instead "
      "of by the number of targets returned",
      [[r"whole (list|collection|database)", r"all (the )?targets", r"len\(distances\)",
        r"total (number of )?targets", r"instead of (the )?(number|count) (returned|retrieved|inside|within)",
        r"not (the )?(number|count) (returned|retrieved)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d < epsilon
    return float(y[inside].sum() / len(d)) if inside.any() else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "a generic first_hit loop that never breaks, so the rank kept is that of the LAST "
      "relevant item",
      [[r"last relevant", r"never break", r"no break", r"without (a )?break", r"(forg[eo]t|missing).{0,20}break",
        r"overwrit\w*", r"keeps? (going|looping)", r"not the first"]], '''
def first_hit(labels):
    rank = None
    for i, x in enumerate(labels, start=1):
        if x:
            rank = i
    return rank

def average_over_queries(values):
    values = list(values)
    return sum(values) / len(values)

def my_mrr(runs):
    return average_over_queries(0.0 if first_hit(r) is None else 1 / first_hit(r) for r in runs)
''')

wrong("q16", "pr.averaged", "flow", "the per-query curve is created once outside the query loop, so each query's "
      "interpolated curve is a running max over the previous queries too",
      [[r"not reset", r"never reset", r"outside the (query )?loop", r"reus\w*", r"carr\w* over", r"previous quer",
        r"shared (list|curve)", r"running max", r"accumulat\w* across"]], '''
def interpolate_into(curve, labels, n_relevant):
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        if n_relevant:
            for j in range(11):
                if hits / n_relevant >= j / 10:
                    curve[j] = max(curve[j], hits / i)
    return curve

def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        interpolate_into(curve, labels, n)
        total = [t + c for t, c in zip(total, curve)]
    return [t / len(runs) for t in total]
''')

wrong("q17", "interp.step", "flow", "the precision of a point is taken before the relevant item is counted (hits "
      "updated after the precision is computed)",
      [[r"before.{0,40}(count|increment|updat|add)", r"(count|increment|updat)\w*.{0,30}(after|too late|late)",
        r"excludes? (the|that|this) (relevant )?item", r"order of (the )?(update|statements)", r"one (item|hit) behind",
        r"previous (hit|count)"]], '''
def pr_points(labels, n_relevant):
    hits, points = 0, []
    for rank, x in enumerate(labels, 1):
        if x:
            precision = hits / rank
            hits += 1
            points.append((hits / n_relevant, precision))
    return points

def interpolate(points, level):
    return next((p for r, p in points if r >= level), 0.0)

def my_step_interpolated(labels, n_relevant, level):
    return interpolate(pr_points(labels, n_relevant), level)
''')

wrong("q18", "ap.exact", "flow", "calls the generic precision_at with i + 1 where i is already the 1-based rank, "
      "so P@(i+1) is summed (off by one)",
      [[r"off.by.one", r"i ?\+ ?1", r"next rank", r"one rank (too far|later|beyond)", r"P@\(?(i|k) ?\+ ?1",
        r"shifted"]], '''
def cut(labels, k):
    return labels[:k]

def precision_at(labels, k):
    return sum(cut(labels, k)) / k

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(precision_at(labels, i + 1) for i, x in enumerate(labels, start=1) if x) / n_relevant
''')

wrong("q19", "gen.grip_point", "flow", "the loop over the scope runs range(1, c), so only the first c - 1 ranks are "
      "counted (off by one)",
      [[r"off.by.one", r"c ?- ?1", r"range\(1, ?c\)", r"last rank (of the scope )?(missing|left out|skipped|dropped)",
        r"one rank short", r"misses the c.?th"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(1, c):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / c
''')

wrong("q20", "ndcg.value", "flow", "the ideal ranking is cut by the same generic cut to the retrieved list's "
      "length, so unretrieved grades beyond it are dropped from IDCG",
      [[r"cut", r"truncat\w*", r"sliced?", r"only the (first|top) (n|len)", r"length of the (retrieved )?(list|ranking)",
        r"same length"], [r"ideal", r"idcg"]], '''
from math import log2

def cut(seq, k):
    return seq[:k]

def dcg(grades):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))

ideal = cut(sorted(v["grades"] + v["unretrieved"], reverse=True), len(v["grades"]))
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q21", "pr.points", "flow", "the loop runs over range(1, len(labels)), skipping the last rank",
      [[r"last rank", r"last item", r"off.by.one", r"range\(1, ?len", r"one (rank|item) short", r"stops? (one )?(too )?early",
        r"len\(labels\) ?- ?1"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i in range(1, len(labels)):
        if labels[i - 1]:
            hits += 1
            out.append(hits / i)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids even when nothing is retrieved "
      "(ZeroDivisionError)",
      [ZERODIV], '''
def ratio(a, b):
    return a / b

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [ratio(hits, len(ret)), ratio(hits, len(rel)) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a NumPy macro average whose precision of a query with nothing retrieved is "
      "0/0 = nan, so the mean is nan",
      [NAN + [r"0 ?/ ?0", r"nothing retrieved.{0,40}(not|never) (handled|set|0)"]], '''
import numpy as np

def average_over_queries(values):
    return float(np.mean(values))

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return average_over_queries(prec)
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0 (no relevant item at "
      "all): ZeroDivisionError",
      [ZERODIV], '''
from math import log2

def dcg(grades):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(grades, 1))

def my_ndcg(grades, unretrieved):
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.curve", "hidden", "the recall levels are built by adding 0.1 in a loop, so 0.3 becomes "
      "0.30000000000000004 and a recall of exactly 0.3 no longer reaches it",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"\+= ?0\.1", r"accumulat\w*.{0,20}0\.1", r"adding 0\.1",
        r"level.{0,30}(not exact|inexact|imprecise)"]], '''
def levels(step=0.1):
    out, r = [], 0.0
    while r <= 1.0:
        out.append(r)
        r += step
    out[-1:] = [] if len(out) > 11 else out[-1:]
    return out + [1.0] * (11 - len(out))

def interpolate(precs, recs, r):
    return max((p for p, q in zip(precs, recs) if q >= r), default=0.0)

def my_interpolated(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant)
    return [interpolate(precs, recs, r) for r in levels()]
''')

wrong("q26", "scope.knn_ties", "hidden", "reads the distance just past the k-th place (sorted(distances)[k]) to see "
      "whether the tie straddles the cut, which is out of range when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    kth = ds[k - 1]
    if ds[k] != kth:
        top = sorted(zip(distances, labels))[:k]
        p = sum(y for _, y in top) / k
        return [p, p]
    before = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    free = k - len(before)
    low = sum(before) + max(0, free - (len(tied) - sum(tied)))
    high = sum(before) + min(free, sum(tied))
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q27", "map.mean", "hidden", "a generic average_over_queries that drops queries whose AP is 0 (no relevant "
      "item retrieved), dividing by the remaining queries only",
      [[r"drop\w*", r"skip\w*", r"leav\w* out", r"left out", r"exclud\w*", r"ignor\w*", r"filter\w*",
        r"only (the )?(non.?zero|queries with)"], [r"zero", r"\b0\b", r"no relevant", r"never retrieved", r"quer"]], '''
def average_over_queries(values):
    kept = [x for x in values if x]
    return sum(kept) / len(kept) if kept else 0.0

def ap(labels, n):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n if n else 0.0

def my_map(runs, n_relevant):
    return average_over_queries([ap(r, n) for r, n in zip(runs, n_relevant)])
''')

wrong("q28", "scope.eps_precision", "hidden", "divides by the number of targets returned without guarding the "
      "empty result: ZeroDivisionError when nothing is within epsilon",
      [ZERODIV], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    returned = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(returned), len(returned)))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "a tied (positive, negative) pair is counted as a loss (0) instead of 1/2 (strict "
      "> only)",
      [[r"tie\w*"], [r"\b0\b", r"zero", r"loss", r"not (counted|half)", r"instead of (1/2|half|0\.5)", r"strict",
                     r"ignor\w*", r"never count\w*"]], '''
from itertools import product

def pairwise_fraction(pos, neg, better):
    pairs = list(product(pos, neg))
    return sum(1 for a, b in pairs if better(a, b)) / len(pairs)

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    return pairwise_fraction(pos, neg, lambda a, b: a > b)
''')

wrong("q30", "rank.distances", "twin", "a generic rank_by_score helper sorts from highest to lowest (made for "
      "similarity scores), so the FARTHEST targets come first",
      [[r"farthest", r"furthest", r"descending", r"highest (distance )?first", r"largest (distance )?first",
        r"reverse", r"wrong (direction|order)", r"as (a )?similarit", r"as scores"]], '''
def rank_by_score(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i], reverse=True)
    return [labels[i] for i in order]

def my_p_at_k_from_distances(distances, labels, k):
    ranked = rank_by_score(distances, labels)
    return sum(ranked[:k]) / k
''')

wrong("q31", "ap.value", "twin", "divides the sum of the precisions at the relevant ranks by the number of relevant "
      "items retrieved (sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"found", r"in the (list|ranking)",
        r"instead of n_relevant", r"not n_relevant", r"hits"], [r"divid\w*", r"denominator", r"normali[sz]", r"mean"]], '''
import numpy as np

y = np.asarray(v["labels"])
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].mean())
''')

wrong("q32", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item (a query without one "
      "is filtered out instead of counting 0)",
      [[r"filter\w*", r"skip\w*", r"drop\w*", r"exclud\w*", r"ignor\w*", r"left out", r"leav\w* out",
        r"only (the )?quer\w* (with|that)", r"fewer queries"]], '''
def average_over_queries(values):
    values = [x for x in values if x is not None]
    return sum(values) / len(values)

def reciprocal_rank(labels):
    return next((1 / i for i, x in enumerate(labels, 1) if x), None)

def my_mrr(runs):
    return average_over_queries(reciprocal_rank(r) for r in runs)
''')

wrong("q33", "scope.eps_precision", "twin", "uses d <= epsilon, so a target exactly at distance epsilon is returned",
      [[r"<=", r"non.?strict", r"not strict", r"inclusive", r"includ\w*.{0,30}(equal|exactly|boundary|border)",
        r"(equal|exactly).{0,30}(included|returned|counted)", r"less than or equal", r"instead of <"]], '''
def select(items, keep):
    return [x for x in items if keep(x)]

def my_eps_precision(distances, labels, epsilon):
    inside = select(list(zip(distances, labels)), lambda t: t[0] <= epsilon)
    return sum(y for _, y in inside) / len(inside) if inside else 0.0
''')

wrong("q34", "roc.eer", "twin", "walks the thresholds and stops at the first ROC point with FPR >= FNR, reporting "
      "(FPR + FNR) / 2 there without interpolating between the two points around the crossing",
      [[r"first (roc )?point", r"first crossing", r"first threshold", r"not interpolat\w*", r"no interpolation",
        r"without interpolat\w*", r"stops? at"]], '''
import numpy as np

def roc_curve(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels)
    ts = np.unique(s)[::-1]
    tpr = np.array([0.0] + [((s >= t) & (y == 1)).sum() / (y == 1).sum() for t in ts])
    fpr = np.array([0.0] + [((s >= t) & (y != 1)).sum() / (y != 1).sum() for t in ts])
    return fpr, tpr

def my_eer(scores, labels):
    fpr, tpr = roc_curve(scores, labels)
    fnr = 1 - tpr
    j = int(np.argmax(fpr >= fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q35", "interp.step", "twin", "a generic interpolate that returns the maximum precision at any recall >= "
      "level instead of the step rule's P_i",
      [[r"max\w* (precision )?(at|of|over) (any|all|every|later|higher)", r"best (later )?(point|precision)",
        r"any (later|higher) recall", r"standard interpolation", r"max\(", r"interpolated max\w*", r"instead of P_i"]], '''
def interpolate(points, level):
    return max((p for r, p in points if r >= level), default=0.0)

def my_step_interpolated(labels, n_relevant, level):
    hits, points = 0, []
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    return interpolate(points, level)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts hits over the retrieved LIST, so an id retrieved twice is counted twice in "
      "precision and recall",
      [[r"counted twice", r"counts? (it )?twice", r"duplicat\w*", r"not (a )?set", r"as a list", r"counted (more than )?once", r"repeated",
        r"without (a )?set", r"dedup\w*"]], '''
def ratio(a, b):
    return a / b if b else 0.0

def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    return [ratio(hits, len(retrieved)), ratio(hits, len(relevant))]
''')

wrong("q37", "map.mean", "data", "takes each query's number of relevant items as the number retrieved (sum of its "
      "labels), ignoring n_relevant",
      [[r"sum\(", r"retrieved relevant", r"relevant (items )?retrieved", r"ignor\w* n_relevant",
        r"n_relevant.{0,30}(ignored|unused|not used|never used)", r"found", r"count\w* of (the )?labels",
        r"instead of n_relevant"]], '''
from fractions import Fraction

def average_over_queries(values):
    values = list(values)
    return float(sum(values, Fraction(0)) / len(values))

def ap(labels):
    hits, acc = 0, Fraction(0)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            acc += Fraction(hits, i)
    return acc / hits if hits else Fraction(0)

def my_map(runs, n_relevant):
    return average_over_queries(ap(r) for r in runs)
''')

wrong("q38", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list (sum of "
      "the labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"class size.{0,40}(wrong|labels|found)"]], '''
def cut(seq, k):
    return list(seq[:k]) + [0] * max(0, k - len(seq))

def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(cut(labels, c)) / c
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so every query's 'precision' is tp / (tp + fn), "
      "its recall",
      [[r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)", r"fn instead of fp", r"\bfn\b.{0,30}(instead|for) .{0,10}fp",
        r"order of (the )?(table|columns|fields)", r"swap\w*", r"misread"]], '''
def average_over_queries(values):
    values = list(values)
    return sum(values) / len(values)

def my_macro_precision(tables):
    def prec(t):
        tp, fn, fp = t
        return tp / (tp + fp) if tp + fp else 0.0
    return average_over_queries(prec(t) for t in tables)
''')

wrong("q40", "gen.practical", "data", "takes the scope s as the number of relevant items judged (sum of the labels) "
      "instead of the number of judged items len(labels)",
      [[r"sum\(labels\)", r"scope.{0,20}(sum|number of relevant)", r"scope.{0,40}(wrong|number of relevant|relevant count)",
        r"s = v", r"instead of (the )?(number|count) of (judged|labels|items)"]], '''
def ratio(a, b):
    return a / b if b else 0.0

def my_practical(labels, d):
    v = sum(labels)
    s = v
    return [ratio(v, s), ratio(v, d - s + v), ratio(v, d)]
''')

wrong("q41", "dcg.classic", "data", "sorts the grades from high to low before discounting, computing the ideal DCG "
      "instead of the DCG of the ranking as given",
      [[r"sort\w*", r"ideal", r"idcg", r"reorder\w*", r"rank order (lost|ignored|changed)", r"best order"]], '''
import numpy as np

def discounts(n):
    d = np.ones(n)
    d[1:] = np.log2(np.arange(2, n + 1))
    return d

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    return float((g / discounts(len(g))).sum())
''')

wrong("q42", "ndcg.all_judgments", "data", "treats the unretrieved items as binary relevant (grade 1 each) in the "
      "ideal, instead of using their grades",
      [[r"grade (of )?1", r"binary", r"\[1\] ?\*", r"as 1", r"ignor\w*.{0,30}grade", r"count\w* (of|only)",
        r"len\(unretrieved\)", r"instead of (their|the) grades", r"not (their|the) grades"]], '''
from math import log2

def dcg(grades):
    return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(grades, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "itertools.islice, a generic cut padding with nothing", '''
from itertools import islice

def cut(seq, k):
    return list(islice(seq, k))

def my_p_at_k(labels, k):
    return sum(cut(labels, k)) / k
''')

right("q44", "pr.points", "NumPy cumulative sums", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("q45", "ap.at_k", "exact Fractions and a generic cut", '''
from fractions import Fraction

def cut(labels, k):
    return list(labels)[:k]

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top, hits, acc = cut(labels, k), 0, Fraction(0)
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            acc += Fraction(hits, i)
    return float(acc / denom)
''')

right("q46", "pr.averaged", "a generic interpolate and a generic average_over_queries", '''
def interpolate(labels, n_relevant, levels):
    if n_relevant == 0:
        return [0.0] * len(levels)
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    return [max((p for r, p in pts if r >= lv - 1e-12), default=0.0) for lv in levels]

def average_over_queries(rows):
    rows = list(rows)
    return [sum(col) / len(rows) for col in zip(*rows)]

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    return average_over_queries(interpolate(r, n, levels) for r, n in zip(runs, n_relevant))
''')

right("q47", "scope.knn_ties", "sorted with tie-breaking keys, a comprehension per bound", '''
def p_at_k(pairs, k):
    return sum(y for _, y in pairs[:k]) / k

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))
    return [p_at_k(worst, k), p_at_k(best, k)]
''')

right("q48", "dcg.classic", "a generic discount and a generator expression", '''
from math import log2

def discount(i):
    return 1.0 if i == 1 else log2(i)

def my_dcg(grades):
    return float(sum(g / discount(i) for i, g in enumerate(grades, 1)))
''')

SUBMISSIONS = tuple(S)
