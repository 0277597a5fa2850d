"""Diagnosis class 238, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- standard-library
lovers who reach for collections.Counter, defaultdict, heapq, bisect, statistics and operator.itemgetter, with
some loops, NumPy, comprehensions, itertools and fractions mixed in. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c238-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class238).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 238 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c238-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF.?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|not used|unused)",
        r"beta (fixed|set) (at|to) 1", r"balanced F"]], '''
import statistics

def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return statistics.harmonic_mean([precision, recall])
''')

wrong("q02", "ap.eleven_point", "sibling", "returns uninterpolated AP (mean of P@k at the relevant ranks) instead "
      "of the 11-point interpolated average",
      [[r"\bAP\b(?! ?@)", r"uninterpolated", r"non.?interpolated", r"without interpolat",
        r"precision at (each|the) relevant rank", r"(plain|exact) average precision"]], '''
from statistics import fmean

def my_11pt(labels, n_relevant):
    hits, precs = 0, []
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            precs.append(hits / k)
    return sum(precs) / n_relevant if n_relevant else 0.0
''')

wrong("q03", "map.mean", "sibling", "computes mean reciprocal rank (1 / first relevant rank) instead of MAP",
      [[r"\bMRR\b", r"reciprocal rank", r"first relevant (item|rank|hit)", r"1 ?/ ?rank"]], '''
from statistics import mean

def my_map(runs, n_relevant):
    rr = []
    for run in runs:
        rr.append(next((1 / k for k, x in enumerate(run, 1) if x), 0.0))
    return mean(rr)
''')

wrong("q04", "avg.macro", "sibling", "micro-averages precision (pools tp and fp over the queries) instead of "
      "averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives).{0,40}(over|across|all)",
        r"aggregat\w* (the )?counts", r"total tp"]], '''
from operator import itemgetter

def my_macro_precision(tables):
    tp = sum(map(itemgetter(0), tables))
    fp = sum(map(itemgetter(1), tables))
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2 i) instead of the "
      "trec_eval form with log2(i + 1)",
      [[r"classic", r"rel_?1 ?\+", r"log2 ?\(? ?i ?\)?(?! ?\+)", r"first (rank|item|grade).{0,30}(undiscounted|not discounted)",
        r"Järvelin|Jarvelin", r"instead of log2 ?\(i ?\+ ?1\)"]], '''
import math

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q06", "rank.distances", "sibling", "returns recall at k (hits over all relevant targets) instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"sum\(labels\)"]], '''
import heapq
from operator import itemgetter

def my_p_at_k_from_distances(distances, labels, k):
    nearest = heapq.nsmallest(k, zip(distances, labels), key=itemgetter(0))
    hits = sum(lab for _, lab in nearest)
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"n_relevant", r"\bR\b", r"number of relevant", r"all relevant", r"class size"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w*.{0,20}\bk\b", r"(plain|full|whole) n_relevant",
        r"(AP|average precision) (cut|truncated)"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits = list(accumulate(top))
    s = sum(h / i for i, (h, x) in enumerate(zip(hits, top), 1) if x)
    return s / n_relevant if n_relevant else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"log(arithm)? base e", r"wrong (log(arithm)?|base)",
        r"base.{0,10}\be\b", r"another base", r"different base"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / math.log(i) for i, g in enumerate(grades[1:], 2))
''')

wrong("q09", "dcg.exponential", "shape", "gain 2^rel without the minus 1",
      [[r"minus (one|1)", r"2 ?\*\* ?rel", r"forg[eo]t.{0,20}(subtract|the one|the 1|- ?1)",
        r"without (the )?(subtract|- ?1|minus)", r"missing.{0,10}(- ?1|minus)", r"2\^rel(_i)? instead"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"full (win|point|count)", r"whole (win|point)", r"counted (as )?1\b(?!/)", r"not (1/2|half)", r">=",
        r"instead of (1/2|half|0\.5)", r"as a (full )?win"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, n in product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves out the + v of the class size",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"forg[eo]t.{0,30}\bv\b", r"without (the )?v", r"class size.{0,30}(d ?- ?s)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = Fraction(v, s)
    r_low = Fraction(v, d - s) if d > s else Fraction(1)
    g_low = Fraction(v, d)
    return [float(p), float(r_low), float(g_low)]
''')

wrong("q12", "sig.sign_test", "shape", "one-sided p-value: the binomial tail is not doubled",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"forg[eo]t.{0,20}(doubl|2|two)", r"\* ?2", r"times 2",
        r"single tail", r"half"]], '''
from math import comb
from operator import sub

diffs = [d for d in map(sub, v["a"], v["b"]) if d != 0]
n = len(diffs)
wins = sum(d > 0 for d in diffs)
x = min(wins, n - wins)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(x + 1)) / 2 ** n)
''')

wrong("q13", "ap.exact", "shape", "returns the sum of the precisions at the relevant ranks without dividing by "
      "n_relevant",
      [[r"not divid", r"never divid", r"without divid", r"forg[eo]t.{0,20}divi", r"\bsum\b.{0,30}(instead|not the (mean|average))",
        r"missing.{0,20}(division|denominator)", r"no (division|denominator)"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(sum(h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x))
''')

wrong("q14", "gen.grip_point", "shape", "precision at scope s = len(labels) (the whole list) instead of "
      "s = n_relevant",
      [[r"len\(labels\)", r"whole (list|ranking)", r"length of the (list|ranking)", r"all (the )?ranks",
        r"list length", r"entire (list|ranking)"]], '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    counts = Counter(labels)
    return counts[1] / len(labels) if labels else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break in the loop: the reciprocal rank of the LAST relevant item is kept",
      [[r"last relevant", r"\bbreak\b", r"overwrit\w*", r"stop\w* at the first", r"keeps? (updating|going)",
        r"not (the )?first"]], '''
from statistics import mean

def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, 1):
            if x:
                rr = 1 / rank
        rrs.append(rr)
    return mean(rrs)
''')

wrong("q16", "pr.points", "flow", "precision is taken before the hit counter is incremented (hits - 1 over the "
      "rank)",
      [[r"before (the )?(hit|count|counter)\w* (is )?(increment|updat|add)", r"hits? ?- ?1", r"one hit (short|less|too few)",
        r"increment\w* (too )?late", r"order of (the )?(update|increment)", r"previous (hit )?count"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "keeps a running maximum of precision from the top (max to the LEFT) instead "
      "of the maximum over the ranks at or below",
      [[r"running max", r"max\w* (so far|to the left|of (the )?earlier|before|above)", r"from the top",
        r"left.to.right", r"wrong direction", r"earlier ranks", r"forward"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    hits = list(accumulate(labels))
    prec = [h / k for k, h in enumerate(hits, 1)]
    best = list(accumulate(prec, max))
    rec = [h / n_relevant for h in hits]
    out = []
    for j in range(11):
        r = j / 10
        cand = [b for b, rr in zip(best, rec) if rr >= r - 1e-12]
        out.append(cand[0] if cand else 0.0)
    return out
''')

wrong("q18", "map.mean", "flow", "the AP accumulator is reset inside the query loop, so only the last query's AP "
      "is divided by the number of queries",
      [[r"reset", r"re.?initiali[sz]", r"inside the (query )?loop", r"last query", r"overwrit\w*",
        r"only one query"]], '''
def my_map(runs, n_relevant):
    for run, R in zip(runs, n_relevant):
        total = 0.0
        hits = 0
        ap = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                ap += hits / k
        total += ap / R if R else 0.0
    return total / len(runs)
''')

wrong("q19", "ap.eleven_point", "flow", "range(10) gives only the levels 0.0 to 0.9 (level 1.0 is left out)",
      [[r"level 1(\.0)? (is )?(left out|missing|skipped|dropped)", r"range\(10\)", r"(ten|10) levels", r"last level",
        r"off.by.one", r"missing level", r"only (up )?to 0\.9"]], '''
from statistics import mean

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    vals = []
    for j in range(10):
        r = j / 10
        vals.append(max((p for p, rr in zip(prec, rec) if rr >= r - 1e-12), default=0.0))
    return mean(vals)
''')

wrong("q20", "pr.averaged", "flow", "one curve list is created before the query loop and reused, so each query's "
      "levels keep the max of the earlier queries",
      [[r"reus\w*", r"outside the (query )?loop", r"not reset", r"never reset", r"shared", r"carr\w* over",
        r"earlier quer", r"previous quer"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R:
            hits = 0
            pts = []
            for k, x in enumerate(run, 1):
                hits += x
                pts.append((hits / R, hits / k))
            for j in range(11):
                r = j / 10
                curve[j] = max([curve[j]] + [p for rr, p in pts if rr >= r - 1e-12])
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "scope.knn_ties", "flow", "slices the first k + 1 sorted targets (off by one) for both bounds",
      [[r"off.by.one", r"k ?\+ ?1", r"one (target|item) too many", r"\[:k ?\+ ?1\]", r"one extra"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    high = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    lo = sum(lab for _, lab in low[:k + 1]) / k
    hi = sum(lab for _, lab in high[:k + 1]) / k
    return [lo, hi]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "crashes with ZeroDivisionError when precision and recall are both 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "crashes with ZeroDivisionError for a query with no relevant items at all",
      [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, total = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "crashes with ZeroDivisionError for a query with nothing retrieved",
      [ZERODIV], '''
from statistics import fmean

def my_macro_precision(tables):
    return fmean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.step", "hidden", "bisect_right on the recalls: a level exactly equal to R_i takes the next "
      "point's precision P_(i+1)",
      [[r"bisect_right", r"next (point|relevant|step)", r"P_?\(?i ?\+ ?1", r"right.hand",
        r"(level|r) (that )?equal\w* (to )?R_?i.{0,40}(next|wrong|P_?\(?i ?\+)", r"boundary.{0,30}(wrong|next|exclu)"]], '''
from bisect import bisect_right

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / k)
    i = bisect_right(recalls, level)
    return precs[i] if i < len(precs) else 0.0
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list instead of n_relevant, so a list "
      "shorter than the class gets too high a precision",
      [[r"len\(top\)", r"len\(labels\[:", r"length of the (cut|sliced|truncated|shortened)",
        r"divid\w* by (the )?(list|slice) length", r"instead of (dividing by )?n_relevant", r"not (by )?n_relevant"]], '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return Counter(top)[1] / len(top) if top else 0.0
''')

wrong("q27", "pr.averaged", "hidden", "crashes with ZeroDivisionError for a query with no relevant items",
      [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = [int(h) / R for h in hits]
        curves.append([max([p for p, r in zip(prec, rec) if r >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when there is no relevant item at "
      "all (ideal DCG 0)", [ZERODIV], '''
import heapq
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = heapq.nlargest(len(grades) + len(unretrieved), grades + unretrieved)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "divides by min(k, len(labels)) instead of k, so missing ranks beyond the end "
      "of the list are not counted as non-relevant",
      [[r"min\(k", r"len\(labels\)", r"length of the list", r"list length", r"instead of (dividing by )?k\b",
        r"not (by )?k\b", r"shortened"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / min(k, len(labels))
''')

wrong("q30", "dcg.classic", "twin", "enumerate starts at 2 for every grade, so rank i is discounted by log2(i + 1) "
      "(the rank is shifted by one)",
      [[r"start\w*.{0,20}2", r"shift\w*", r"off.by.one", r"log2 ?\(i ?\+ ?1\)", r"one rank (too|later)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, start=2))
''')

wrong("q31", "roc.auc", "twin", "a tied pair is not counted at all (strict > only), instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"\b0\b", r"not counted", r"ignor\w*", r"strict", r"never count",
        r"instead of (1/2|half|0\.5)", r"drop"]], '''
from bisect import bisect_left

def my_auc(scores, labels):
    neg = sorted(s for s, y in zip(scores, labels) if y == 0)
    pos = [s for s, y in zip(scores, labels) if y == 1]
    below = sum(bisect_left(neg, p) for p in pos)
    return below / (len(pos) * len(neg))
''')

wrong("q32", "scope.eps_precision", "twin", "bisect_right counts targets at distance exactly epsilon as inside "
      "(d <= epsilon instead of the strict d < epsilon)",
      [[r"<=", r"bisect_right", r"non.?strict", r"inclusive", r"includ\w*.{0,30}(equal|exactly|at) epsilon",
        r"not strict"]], '''
from bisect import bisect_right
from operator import itemgetter

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels), key=itemgetter(0))
    n_in = bisect_right([d for d, _ in pairs], epsilon)
    return sum(lab for _, lab in pairs[:n_in]) / n_in if n_in else 0.0
''')

wrong("q33", "ap.value", "twin", "divides by the number of relevant items retrieved (sum of the labels) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"(number|count) of hits",
        r"instead of n_relevant", r"not n_relevant", r"found"]], '''
from collections import Counter

labels = v["labels"]
hits, precs = 0, []
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / Counter(labels)[1]
''')

wrong("q34", "sig.sign_test", "twin", "tied queries are kept in n instead of dropped",
      [[r"tie", r"tied", r"equal (scores|queries)", r"zero difference"], [r"kept", r"not dropped", r"never dropped",
        r"included", r"count\w* in n", r"left in"]], '''
from math import comb

pairs = list(zip(v["a"], v["b"]))
n = len(pairs)
wins = sum(1 for x, y in pairs if x > y)
losses = sum(1 for x, y in pairs if x < y)
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q35", "gen.practical", "twin", "generality's lower bound divides by the scope s instead of the database "
      "size d",
      [[r"v ?/ ?s\b", r"instead of (the )?(database|d\b)", r"not (by )?(the )?(database|d\b)", r"divid\w* by (the )?scope",
        r"scope (size )?instead"]], '''
from statistics import mean

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = mean(labels) if labels else 0.0
    return [p, v / (d - s + v) if v else 0.0, v / s]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the ids as lists, so an id retrieved twice counts twice",
      [[r"duplicate", r"not (de.?dup|a set|as a set|converted)", r"counted (more than once|twice|again)",
        r"counts? (it )?twice", r"no de.?dup", r"repeat\w*", r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "ranks the farthest targets first (largest distance treated as most similar)",
      [[r"farthest", r"largest (distance|first)", r"descending", r"revers\w*", r"similarit",
        r"wrong (order|direction)", r"nlargest"]], '''
import heapq
from operator import itemgetter

def my_p_at_k_from_distances(distances, labels, k):
    top = heapq.nlargest(k, zip(distances, labels), key=itemgetter(0))
    return sum(lab for _, lab in top) / k
''')

wrong("q38", "roc.eer", "data", "walks the scores from lowest to highest (a low score taken as most positive)",
      [[r"ascending", r"low(est)? (score|first)", r"revers\w*", r"wrong (order|direction)", r"inverted",
        r"smallest"]], '''
from collections import defaultdict

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    by_score = defaultdict(lambda: [0, 0])
    for s, y in zip(scores, labels):
        by_score[s][0 if y == 1 else 1] += 1
    tp = fp = 0
    pts = [(0.0, 0.0)]
    for s in sorted(by_score):
        tp += by_score[s][0]
        fp += by_score[s][1]
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q39", "scope.knn_ties", "data", "reads the distances as similarities and takes the k LARGEST values as the "
      "nearest",
      [[r"largest", r"similarit", r"farthest", r"descending", r"revers\w*", r"wrong (order|direction)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (-t[0], t[1]))[:k]
    high = sorted(pairs, key=lambda t: (-t[0], -t[1]))[:k]
    return [sum(l for _, l in low) / k, sum(l for _, l in high) / k]
''')

wrong("q40", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer line up with their "
      "targets",
      [[r"misalign", r"line up", r"out of (step|sync)", r"labels? (no longer|not) (match|align|paired)",
        r"sort\w* (the )?distances (alone|only|without)", r"without (the|their) labels", r"pair\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [lab for d, lab in zip(ds, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q41", "interp.curve", "data", "uses the number of relevant items retrieved (sum of the labels) as the class "
      "size instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w*.{0,20}n_relevant"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return [0.0] * 11
    hits = list(accumulate(labels))
    pts = [(h / R, h / k) for k, h in enumerate(hits, 1)]
    return [max((p for r, p in pts if r >= j / 10 - 1e-12), default=0.0) for j in range(11)]
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp], so it divides tp by tp + fn (recall)",
      [[r"\bfn\b.{0,30}(as|for|instead of) \bfp\b", r"false negatives?", r"column", r"swap\w*", r"recall",
        r"\[tp, ?fn, ?fp\]"]], '''
from statistics import mean

def my_macro_precision(tables):
    return mean((tp / (tp + fp) if tp + fp else 0.0) for tp, fn, fp in tables)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "set comprehensions and len", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

right("q44", "map.mrr", "next() with a default and statistics.fmean", '''
from statistics import fmean

def my_mrr(runs):
    return fmean(next((1 / k for k, x in enumerate(run, 1) if x), 0.0) for run in runs)
''')

right("q45", "ndcg.all_judgments", "heapq.nlargest for the ideal ranking", '''
import heapq
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    allg = list(grades) + list(unretrieved)
    ideal = dcg(heapq.nlargest(len(allg), allg))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q46", "roc.auc", "bisect on the sorted negatives", '''
from bisect import bisect_left, bisect_right

def my_auc(scores, labels):
    neg = sorted(s for s, y in zip(scores, labels) if y == 0)
    pos = [s for s, y in zip(scores, labels) if y == 1]
    total = sum(bisect_left(neg, p) + (bisect_right(neg, p) - bisect_left(neg, p)) / 2 for p in pos)
    return total / (len(pos) * len(neg))
''')

right("q47", "ap.at_k", "itertools.accumulate and Fraction", '''
from fractions import Fraction
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    top = labels[:k]
    s = sum(Fraction(h, i) for i, (h, x) in enumerate(zip(accumulate(top), top), 1) if x)
    return float(s / den)
''')

right("q48", "pr.points", "a plain loop", '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(hits / rank)
    return out
''')

SUBMISSIONS = tuple(S)
