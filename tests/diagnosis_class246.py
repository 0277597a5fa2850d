"""Diagnosis class 246, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- visual
thinkers who compute from the plotted curve: areas under curves, trapezoids, step plots, points read off a graph
(styles vary: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c246-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class246).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 246 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c246-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated AP (the curve read at 11 recall levels) "
      "instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"11 (recall )?levels", r"interpolated (average )?precision",
        r"interpolat\w+ (ap|average)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.linspace(0, 1, 11)
    pts = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(pts))
''')

wrong("q02", "interp.curve", "sibling", "reads the precision at the first rank reaching each level off the raw "
      "curve (no maximum over later ranks): uninterpolated precision",
      [[r"no max", r"without (the |a |taking the )?max", r"not (the )?max", r"uninterpolated", r"non.?interpolated",
        r"first rank (that |which )?reach", r"(raw|actual) precision at", r"max\w* over (later|higher|all)",
        r"max\w* to the right"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        hits, val = 0, 0.0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q03", "ap.at_k", "sibling", "divides AP@k by n_relevant (trec_eval's AP cut at k) instead of min(k, "
      "n_relevant)",
      [[r"divid\w+ by n_relevant", r"n_relevant (instead|rather)", r"instead of min", r"rather than min",
        r"not (by )?min", r"ignor\w+ (the )?k\b", r"trec_eval.s ap"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q04", "ap.value", "sibling", "computes the trapezoid area under the PR curve (points joined by straight "
      "lines from recall 0) instead of AP's sum of precisions",
      [[r"trapez", r"area under (the )?(pr|precision.?recall) curve", r"straight lines", r"linear(ly)? interpol"]],
      '''
labels, R = v["labels"], v["n_relevant"]
pts = [(0.0, 1.0)]
hits = 0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        pts.append((hits / R, hits / k))
area = 0.0
for (r0, p0), (r1, p1) in zip(pts, pts[1:]):
    area += (r1 - r0) * (p0 + p1) / 2
my_ap_value = area
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"summ\w* (the )?(counts|tp|tables) (first|over)", r"total tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "pr.points", "sibling", "returns the recalls of the points (their x coordinates) instead of their "
      "precisions",
      [[r"recalls? instead", r"returns? (the )?recalls?", r"x.?(coordinate|axis)",
        r"recall values", r"recalls? (rather|not)"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')

wrong("q07", "map.mean", "sibling", "averages the queries' R-precisions instead of their APs",
      [[r"r.?precision", r"precision at (rank )?r\b", r"precision at (rank )?n_relevant"]], '''
def my_map(runs, n_relevant):
    vals = []
    for run, R in zip(runs, n_relevant):
        vals.append(sum(run[:R]) / R if R else 0.0)
    return sum(vals) / len(vals)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared",
      [[r"not squared", r"without squar", r"beta instead of beta", r"forg\w+ (to )?square", r"unsquared",
        r"square\w* missing", r"missing (the )?square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"another base", r"wrong base", r"math\.log\b",
        r"np\.log\b", r"instead of log2", r"not log2"]],
      '''
import numpy as np
g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(2, len(g) + 2))))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the largest "
      "possible class d - s + v",
      [[r"d - s\b(?! \+)", r"d-s\b(?!\+)", r"\+ ?v", r"largest (possible )?class", r"missing v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q11", "sig.sign_test", "shape", "reports the one-sided binomial tail (not doubled) as the two-sided p-value",
      [[r"one.?sided", r"not doubled", r"doubl", r"times 2", r"factor (of )?2", r"single tail", r"one tail"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"(tie|tied)\w* .{0,30}(as (a )?(whole|full|1\b)|(a |full )?win)", r">=", r"full (win|point|credit)",
        r"counted (as )?(one|1)\b", r"instead of (1/2|half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 (the gaps "
      "between levels) instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid", r"gaps|intervals"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q14", "ndcg.all_judgments", "shape", "discounts the ideal ranking with log2(i + 1) while the DCG uses the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"ideal"], [r"log2\(i ?\+ ?1\)", r"different discount", r"another discount", r"trec discount",
                    r"discount\w* (differ|mismatch)", r"two (different )?discounts"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.step", "flow", "computes the precision at a rank before counting that rank's item (hits "
      "incremented after the division)",
      [[r"before (count|increment|adding|updating)", r"after (the )?(division|precision)", r"increment\w* (too )?late",
        r"one (hit|relevant) (short|too few)", r"(hits|count) (minus|- ?)1", r"not yet counted"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            p = hits / k
            hits += 1
            if hits / n_relevant >= level:
                return p
    return 0.0
''')

wrong("q16", "map.mrr", "flow", "does not stop at the first relevant item: the reciprocal rank of the last "
      "relevant item overwrites it",
      [[r"last relevant", r"not (stop|break)", r"no break", r"without (a )?break", r"overwrit", r"does ?n.t stop",
        r"keeps? (looping|going)"]], '''
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

wrong("q17", "map.mean", "flow", "the hit counter is not reset between queries (carried over from the previous "
      "query)",
      [[r"reset", r"carr(y|ied) over", r"previous quer", r"across queries", r"accumulat\w+ across",
        r"initiali[sz]\w* (once|outside)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "the running maximum of the interpolation is kept from one query to the "
      "next (never reset per query)",
      [[r"reset", r"carr(y|ied) over", r"previous quer", r"across queries", r"kept (from|between)",
        r"one quer\w+ .{0,20}(reused|leak)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    best = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        cur = np.zeros(11)
        if R and y.sum():
            hits = np.cumsum(y)
            prec, rec = hits / np.arange(1, len(y) + 1), hits / R
            for j in range(11):
                ok = rec >= j / 10 - 1e-12
                cur[j] = prec[ok].max() if ok.any() else 0.0
        best = np.maximum(best, cur)
        curves.append(best.copy())
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "rank.distances", "flow", "sorts the distances but never reorders the labels with them (labels read "
      "in input order)",
      [[r"labels? (are |were )?(not|never) (re)?ordered", r"(not|never) sort\w* (the )?labels",
        r"input order", r"original order", r"labels? (are |were )?(not|never) (permuted|moved)", r"unsorted labels",
        r"never sorted"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(distances)
    top = [labels[i] for i in range(len(order))][:k]
    return sum(top) / k
''')

wrong("q20", "ap.at_k", "flow", "the loop stops one rank early (range(1, k) leaves rank k out)",
      [[r"off.?by.?one", r"one (rank )?(short|early)", r"rank k (is )?(left out|missing|excluded|skipped)",
        r"range\(1, ?k\)", r"first k ?- ?1", r"k ?- ?1 ranks"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(1, min(k, len(labels) + 1)):
        if labels[i - 1]:
            hits += 1
            total += hits / i
    return total / den
''')

wrong("q21", "dcg.classic", "flow", "the loop over ranks 2.. stops one early (range(2, len(grades)) drops the "
      "last grade)",
      [[r"last (grade|rank|item)", r"off.?by.?one", r"one (rank )?(short|early)", r"range\(2, ?len"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / math.log2(i)
    return float(total)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query without relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.step", "hidden", "reads the step plot on the wrong side of the jump: R_(i-1) <= r < R_i, so "
      "a level exactly at R_i takes the next point's precision",
      [[r"wrong side", r"<= r <", r"r < R_i", r"left.?closed", r"right.?open",
        r"(>|greater than) (the )?level", r"strictly (greater|above|beyond|past)", r"next (point|step)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q24", "set.pr", "hidden", "guards the precision but not the recall: an empty relevant set raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: an empty "
      "epsilon-query raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    inside = [y for x, y in zip(d, labels) if x < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: raises ZeroDivisionError when "
      "nothing is relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the cut list instead of n_relevant, so a list "
      "shorter than the class counts the missing ranks nowhere",
      [[r"len\w*\(top\)", r"length of the (cut|truncated|sliced) list", r"instead of n_relevant",
        r"rather than n_relevant", r"not (by )?n_relevant", r"divid\w+ by (the )?(length|size) of the (slice|cut)"]], '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return float(Fraction(sum(top), len(top)))
''')

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 weighs recall), which "
      "gives F with 1/beta",
      [[r"swap", r"interchang", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|reversed|confused)",
        r"beta\^?2 (\* ?)?(multipl\w+ |times |on )?(the )?(recall|R\b)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "roc.auc", "twin", "compares each pair the wrong way round (negative above positive counted as a "
      "win), giving 1 - AUC",
      [[r"wrong way", r"revers\w+ (the )?comparison", r"comparison (is )?revers", r"negative (scores? )?(higher|above)",
        r"n ?> ?p", r"invert\w* (the )?comparison"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1], s[y != 1]
    wins = (neg[None, :] > pos[:, None]).sum() + 0.5 * (neg[None, :] == pos[:, None]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q31", "ap.exact", "twin", "divides by the number of relevant items retrieved (the ones in the list) "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"sum\(labels\)", r"(number|count) of (hits|relevant (items )?(found|retrieved|in the list))",
        r"instead of n_relevant", r"rather than n_relevant", r"ignor\w+ .{0,30}(unretrieved|never retrieved|missed)"]], '''
def my_ap(labels, n_relevant):
    precs = [sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"order", r"revers", r"swap", r"\[highest, lowest\]", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))
    hi = sum(y for _, y in best[:k]) / k
    lo = sum(y for _, y in worst[:k]) / k
    return [hi, lo]
''')

wrong("q33", "map.mean", "twin", "pools the precision sums of all queries and divides by the total number of "
      "relevant items (each AP weighted by its n_relevant)",
      [[r"pool", r"total (number of )?relevant", r"sum of (all )?n_relevant", r"weight\w* by (its |their )?n_relevant",
        r"weighted"]], '''
def my_map(runs, n_relevant):
    total, R = 0.0, 0
    for run, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / k
        R += n
    return total / R if R else 0.0
''')

wrong("q34", "interp.curve", "twin", "requires recall strictly above the level (R@k > r) instead of R@k >= r",
      [[r"strict", r"R@k > r", r"> instead of >=", r"instead of >=", r"rather than >=", r"(?<!or )equal.{0,20}(excluded|left out|not counted)"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    return [max([p for r, p in pts if r > lvl / 10], default=0.0) for lvl in range(11)]
''')

wrong("q35", "set.pr", "twin", "returns the two values in the wrong order: [recall, precision]",
      [[r"order", r"revers", r"swap", r"\[recall, precision\]", r"other way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [r, p]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG, not "
      "the ranking's)",
      [[r"sort", r"ideal"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    if len(g) == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

wrong("q37", "gen.practical", "data", "takes the scope s as the number of relevant labels (v) instead of the "
      "length of the list",
      [[r"\bs (=|is|as|taken as) (v|sum|the number of relevant)", r"\bv (used )?as (the )?(scope|s\b)",
        r"instead of (the )?(length|len)", r"number of relevant (labels|items) as (the )?(scope|s)\b"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = v
    prec = v / len(labels)
    return [prec, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances to read the cut off the plot but keeps the "
      "labels in input order",
      [[r"labels? (are |were )?(not|never) (re)?ordered", r"(not|never) sort\w* (the )?labels",
        r"input order", r"original order", r"labels? (are |were )?(not|never) (permuted|moved)", r"unsorted labels",
        r"mismatch\w*", r"misalign"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances, dtype=float))
    n = int(np.searchsorted(d, epsilon, side="left"))
    return float(np.mean(labels[:n])) if n else 0.0
''')

wrong("q39", "roc.eer", "data", "treats a low score as the positive side (walks the thresholds from low to "
      "high)",
      [[r"low(er)? scores?", r"ascending", r"revers\w* (the )?(score|order|direction)", r"score direction",
        r"wrong direction", r"smallest (score )?first"]], '''
import numpy as np

def my_eer(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s):
        pred = s <= t
        fpr.append((pred & ~y).sum() / N)
        fnr.append(1 - (pred & y).sum() / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d0 <= 0 <= d1:
            if d1 == d0:
                return float(fpr[i])
            a = -d0 / (d1 - d0)
            return float(fpr[i - 1] + a * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides tp by tp + fn (the third "
      "column confused with the second)",
      [[r"columns? (confused|swapped|mixed|misread)", r"tp ?\+ ?fn", r"\[tp, fn, fp\]", r"third column",
        r"recall instead", r"fn (instead of|for|as) fp"]], '''
def my_macro_precision(tables):
    vals = [t[0] / (t[0] + t[2]) if t[0] + t[2] else 0.0 for t in tables]
    return sum(vals) / len(vals)
''')

wrong("q41", "rank.r_precision", "data", "takes R as the number of ones in the list instead of n_relevant",
      [[r"ones in the (list|labels|ranking)", r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"instead of n_relevant", r"not n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q42", "scope.knn_ties", "data", "treats the distances as similarities: the farthest targets are taken as "
      "the nearest",
      [[r"similarit", r"farthest", r"largest distance", r"descending", r"revers\w* (the )?(order|sort|distance)"]],
      '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (-t[0], t[1]))
    best = sorted(pairs, key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "itertools.compress and a default of 0", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q44", "gen.grip_point", "Fraction over n_relevant, missing ranks not relevant", '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(Fraction(sum(labels[:n_relevant]), n_relevant))
''')

right("q45", "rank.p_at_k", "a step plot: cumulative hits read at k", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(max(k, len(labels)))
    y[:len(labels)] = labels
    return float(np.cumsum(y)[k - 1] / k)
''')

right("q46", "pr.points", "comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]]
''')

right("q47", "dcg.classic", "explicit loop with the rank-1 gain undiscounted", '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log2(i)
    return total
''')

right("q48", "ap.exact", "exact Fractions summed at the relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

SUBMISSIONS = tuple(S)
