"""Diagnosis class 131, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a mixed class of an IR evaluation course as it
really comes in -- a few strong students with one subtle slip, many average students with the classic mistakes
of each measure (the denominator, the off-by-one, the sort, the edge case), a few weak students whose code barely
works; each submission in the voice of a different student (loops, NumPy, comprehensions, itertools, fractions).
Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c131-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks and more. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class131).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 131 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c131-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"balanced F"]], '''
def my_f(precision, recall, beta):
    # F measure = harmonic mean of precision and recall
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant targets) "
      "instead of their precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"total (number of )?relevant",
        r"instead of (by )?k\b", r"divid\w* by (the )?(number|count) of relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    top = np.asarray(labels)[order][:k]
    return float(top.sum() / np.sum(labels))
''')

wrong("q03", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP instead of the 11-point mean of "
      "interpolated precision",
      [[r"exact AP", r"non.?interpolated", r"(plain|ordinary|uninterpolated) (AP|average precision)",
        r"not interpolat\w*", r"without interpolat\w*",
        r"precision at (the )?(ranks of )?(each )?relevant", r"sum of P@k"]], '''
def my_11pt(labels, n_relevant):
    # 11pt AP: average the precision over the relevant documents
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q04", "interp.step", "sibling", "uses the 11-point interpolation rule max{P@k : R@k >= level} (the best "
      "precision to the right) instead of the step rule's P_i",
      [[r"max ?\{", r"max(imum)? (of|over) (the )?(later|following|precisions)", r"best precision",
        r"highest precision", r"later ranks",
        r"(11|eleven).?point", r"interpolat\w* (max|rule)", r"ceiling"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after) instead of "
      "the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rank 1 (is )?(not|un)discounted", r"first (rank|item|grade) "
        r"(is )?(not|un)discounted", r"without (a |the )?discount.{0,20}(rank 1|first)", r"Burges|Järvelin|Jarvelin"]], '''
import math
g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("q06", "avg.macro", "sibling", "computes the micro-averaged precision (summed tp over summed tp + fp) "
      "instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives)", r"total tp",
        r"(one|a single) (big )?(contingency )?table", r"summed (counts|tables)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC segments",
      [[r"nearest", r"closest", r"no interpolat\w*", r"without interpolat\w*", r"not interpolat\w*",
        r"(FPR|fpr) ?\+ ?(FNR|fnr)\)? ?/ ?2", r"mean of (the )?(FPR|false positive rate) and",
        r"(a|one) (ROC )?point (instead|rather)", r"smallest \|?(FPR|difference|gap)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]  # (fpr, fnr) at a threshold above every score
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall instead of the precision in the denominator "
      "((1 + b^2) P R / (P + b^2 R))",
      [[r"beta.{0,10}(on|with|times|multipl\w*).{0,10}(the )?recall", r"recall.{0,10}(weighted|multiplied|times).{0,10}beta",
        r"P and R (swapped|exchanged|confused)",
        r"(swapped|exchanged|confused).{0,30}(precision and recall|P and R)", r"wrong (term|side)",
        r"1\s*/\s*beta", r"F_?\(?1/beta"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    num = (1 + b2) * precision * recall
    den = precision + b2 * recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log ?base ?e\b", r"base e\b", r"math\.log\b(?!2)", r"np\.log\b(?!2)",
        r"(another|wrong|different) (log(arithm)? )?base", r"base.{0,20}(wrong|not 2)", r"log\(i\)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"2\s*\^\s*rel(?!.{0,3}-)", r"without (the |subtracting )?(-|minus) ?1", r"forg[eo]t.{0,20}(-|minus) ?1",
        r"(missing|no|drops?|dropped|left out).{0,15}(-|minus) ?1", r"2\*\*rel(?!.{0,3}-)",
        r"gain of 1 for (a )?(grade|rel\w*) 0", r"non.?relevant.{0,30}gain"]], '''
from math import log2
total = 0
for i, rel in enumerate(v["grades"], start=1):
    total += 2 ** rel / log2(i + 1)
my_dcg_exp = total
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving the + v out of the "
      "largest possible class d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(missing|forg[eo]t|without|left out|drop\w*).{0,20}\+ ?v",
        r"\+ ?v.{0,20}(missing|forgotten|left out|dropped)", r"v found.{0,30}(not )?counted",
        r"only (the )?(unjudged|unseen|rest)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q12", "sig.sign_test", "shape", "returns the one-sided binomial tail, never doubled for the two-sided "
      "p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forg[eo]t|without|missing).{0,25}"
        r"(doubl\w*|times 2|\* ?2|2 \*)", r"half (of )?the (two.?sided )?p", r"doubl\w*.{0,20}(missing|forgotten)"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ti\w*.{0,40}(as|count\w*|=) ?(a (whole|full) )?(1(?![/.])|one|a win|win)\b", r"(>=|≥|greater or equal)",
        r"ti\w*.{0,30}not (halved|1/2)", r"instead of (1/2|half|0\.5)", r"full (point|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q14", "ap.at_k", "shape", "divides the sum of P@i by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"k instead of min", r"denominator.{0,20}\bk\b",
        r"min\(k, ?(R|n_relevant)\).{0,30}(missing|not used|ignored)", r"always k"]], '''
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


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1], so only the first k - 1 ranks are counted (divided "
      "by k)",
      [[r"k ?- ?1", r"off.by.one", r"one (rank|item|position) (short|too few|less|fewer)", r"last rank.{0,30}(missing|left out|dropped|skipped|not counted)",
        r"(misses|skips|drops|leaves out) the (k.?th|last) (rank|item)", r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q16", "pr.points", "flow", "computes the precision at a relevant rank before counting that relevant item "
      "(hits is incremented after the division)",
      [[r"before (count\w*|increment\w*|add\w*|updat\w*)", r"after (the )?(division|precision)",
        r"(increment\w*|updat\w*|count\w*) (too )?late", r"one (hit|relevant) (short|too few|behind|less)",
        r"previous (hit|count)", r"hits ?- ?1", r"excludes? the (current|relevant) item", r"off.by.one"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "the loop over ranks stops one short (range(1, len(labels))), so the last "
      "rank's P and R never count",
      [[r"last rank", r"final rank", r"off.by.one", r"one (rank )?short", r"stops? (one )?(rank )?(early|before)",
        r"range\(1, ?len\(labels\)\)", r"(misses|skips|drops|leaves out|ignores) the (last|final)"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for k in range(1, len(labels)):
        hits += labels[k - 1]
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for i in range(11):
        r = i / 10
        cands = [p for p, rr in zip(P, R) if rr >= r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("q18", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries and never reset, "
      "so a query's P@k counts the earlier queries' hits",
      [[r"(never|not) reset", r"reset\w*.{0,30}(missing|forgotten)", r"forg[eo]t.{0,20}reset",
        r"carr\w* over", r"accumulat\w* across (the )?queries", r"previous quer(y|ies)'?s? (hits|count)",
        r"outside (the )?loop", r"(shared|leaks?|leaked) (across|between) queries"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the per-query curve list is made once outside the loop and updated with "
      "max, so each query's curve keeps the earlier queries' values",
      [[r"outside (the )?loop", r"(never|not) reset", r"reus\w*", r"(running|cumulative) max", r"alias\w*",
        r"carr\w* over", r"previous quer(y|ies)", r"(shared|leaks?|leaked) (across|between) queries",
        r"max(imum)? (over|across) (the )?queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    curve = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if R > 0 and lab.size:
            hits = np.cumsum(lab)
            prec = hits / np.arange(1, lab.size + 1)
            rec = hits / R
            for j, r in enumerate(levels):
                ok = prec[rec >= r - 1e-12]
                if ok.size:
                    curve[j] = max(curve[j], ok.max())
        total += curve
    return list(total / len(runs))
''')

wrong("q20", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank for every relevant item of "
      "a query",
      [[r"\bbreak\b", r"(never|doesn'?t|does not|not) stop", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"sum\w* (of )?(the )?reciprocal ranks? of (all|every)", r"not only the first", r"more than one relevant"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for i in range(len(run)):
            if run[i] == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q21", "rank.distances", "flow", "never sorts by distance: takes the first k items in the input order",
      [[r"(never|not|without) sort\w*", r"unsorted", r"input order", r"given order", r"original order",
        r"(forg[eo]t|missing|no) (the )?sort", r"not (ranked|ordered) by distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = list(zip(distances, labels))[:k]
    return sum(lab for _, lab in nearest) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: crashes when P = R = 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b = beta * beta
    return (1 + b) * precision * recall / (b * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "guards an empty retrieved set but not an empty relevant set: recall divides by "
      "zero when nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(skip\w*|drop\w*|leav\w*|left) (out )?.{0,30}nothing retrieved", r"nothing retrieved.{0,50}(skipped|dropped|left out|ignored|excluded|not counted)",
        r"(excluded?|ignor\w*|omit\w*).{0,30}(empty|nothing retrieved)", r"fewer queries", r"denominator.{0,40}(queries|count)",
        r"instead of (counting )?(it as )?0", r"not counted as 0"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list when the list is shorter than the "
      "class instead of by c (the missing ranks are not counted as non-relevant)",
      [[r"len\(labels\)", r"length of the (cut )?(list|ranking)", r"instead of (by )?(c|n_relevant|the class( size)?)\b",
        r"not (padded|counted as (non.?relevant|0))", r"list length",
        r"divid\w* by (the )?(number of )?(items|ranks) (available|present|there)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ap.at_k", "hidden", "indexes labels[i] for i < k without checking the list's length: IndexError "
      "when k is longer than the list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q27", "scope.knn_ties", "hidden", "reads the (k+1)-th sorted distance to see whether the tie straddles the "
      "cut: IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    if pairs[k][0] != dk:
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    before = [lab for d, lab in pairs if d < dk]
    tied = [lab for d, lab in pairs if d == dk]
    m = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = sum(before) + max(0, m - tied_non)
    high = sum(before) + min(m, tied_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when no item is "
      "relevant", [ZERODIV], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum of labels) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\(labels\)",
        r"instead of n_relevant", r"(ignor\w*|leav\w* out).{0,30}(never retrieved|unretrieved|missing relevant)",
        r"found (relevant )?items", r"number of hits"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].mean())
''')

wrong("q30", "rank.r_precision", "twin", "cuts at the number of relevant items in the list (sum of labels) "
      "instead of R = n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"instead of (R|n_relevant)", r"(wrong|another) R\b", r"R taken (as|from)", r"not n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q31", "scope.eps_precision", "twin", "uses d <= epsilon, so a target exactly at distance epsilon is "
      "returned", [[r"<=", r"≤", r"less than or equal", r"inclusive", r"not strict", r"non.?strict",
                    r"(at|equal to) (distance )?epsilon.{0,40}(included|returned|counted|kept)",
                    r"includ\w*.{0,30}(at|equal to) (distance )?epsilon", r"boundary"]], '''
def my_eps_precision(distances, labels, epsilon):
    res = [lab for d, lab in zip(distances, labels) if d <= epsilon]
    if not res:
        return 0.0
    return sum(res) / len(res)
''')

wrong("q32", "roc.auc", "twin", "counts only strictly higher positives: a tied pair gets 0 instead of 1/2",
      [[r"ti\w*.{0,40}(as|count\w*|=|gets?) ?(0|zero|nothing)\b", r"ti\w*.{0,30}(ignored|dropped|not counted|left out)",
        r"(ignor\w*|drop\w*|forg[eo]t).{0,20}ti(es|ed)", r"strict\w*", r"instead of (1/2|half|0\.5)",
        r"no (half|1/2)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] > neg[None, :]).sum()
    return float(wins / (pos.size * neg.size))
''')

wrong("q33", "dcg.classic", "twin", "shifts the discount one rank: rank i >= 2 is divided by log2(i + 1) "
      "instead of log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"off.by.one", r"one rank (late|early|off|too far)", r"shift\w*",
        r"(0|zero).based", r"i ?\+ ?1"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    dcg = grades[0]
    for i in range(2, len(grades) + 1):
        dcg += grades[i - 1] / math.log2(i + 1)
    return dcg
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|inverted) (order|way round)", r"order.{0,20}(reversed|swapped|wrong)",
        r"\[highest, ?lowest\]", r"highest first", r"(swapped|exchanged|reversed).{0,30}(bounds|lowest|highest|optimistic|pessimistic)",
        r"(lowest|highest|optimistic|pessimistic).{0,30}(swapped|exchanged|reversed)"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    rel_before = taken = 0
    lo = hi = 0
    for d, grp in groupby(sorted(zip(distances, labels)), key=lambda p: p[0]):
        g = [lab for _, lab in grp]
        room = k - taken
        if room <= 0:
            break
        if len(g) <= room:
            rel_before += sum(g)
            taken += len(g)
            continue
        r = sum(g)
        lo = max(0, room - (len(g) - r))
        hi = min(room, r)
        taken = k
    return [(rel_before + hi) / k, (rel_before + lo) / k]
''')

wrong("q35", "map.mrr", "twin", "averages over the queries that have a relevant item only (queries without one "
      "are left out of the mean, not counted as 0)",
      [[r"(left|leav\w*) out of the mean", r"(skip\w*|drop\w*|exclud\w*|ignor\w*).{0,40}(quer(y|ies)|no relevant)",
        r"fewer queries", r"instead of (counting )?(it as )?0", r"not counted as 0",
        r"only (the )?quer(y|ies) (with|that have)", r"denominator.{0,40}quer"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "treats `unretrieved` as a list of ids, adding a grade 1 for each "
      "instead of its grades",
      [[r"grade (of )?1", r"\b1 for (each|every)", r"(as|like) (binary|ids?|a count)", r"ignor\w*.{0,30}(unretrieved )?grades",
        r"unretrieved.{0,40}(grades? )?(ignored|lost|as 1|as ones)", r"binar\w*", r"len\(unretrieved\)", r"count of"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return float(dcg(grades) / idcg) if idcg > 0 else 0.0
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp]: the precision divides by tp + fn (the "
      "recall's denominator)",
      [[r"tp ?\+ ?fn", r"\bfn\b.{0,30}(instead|rather) of.{0,10}\bfp\b", r"(fp and fn|fn and fp).{0,20}(swapped|confused|exchanged|mixed)",
        r"(swapped|confused|exchanged|mixed).{0,30}(fp|fn|columns|order)", r"recall", r"wrong (column|order|field)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q38", "roc.auc", "data", "reads the scores as distances (a lower score ranks higher), so it counts the "
      "pairs where the positive scores lower",
      [[r"lower (score|value)s? (is|are|as|ranks?|=) (better|higher|first|positive)", r"(as|like) (a )?distance",
        r"(reversed|inverted|flipped|wrong) (score|direction|order|sign)", r"1 ?- ?AUC", r"scores? (reversed|inverted|flipped)",
        r"positive scores? lower", r"ascending"]], '''
def my_auc(scores, labels):
    pairs = 0.0
    n = 0
    for si, yi in zip(scores, labels):
        if yi != 1:
            continue
        for sj, yj in zip(scores, labels):
            if yj == 1:
                continue
            n += 1
            if si < sj:
                pairs += 1
            elif si == sj:
                pairs += 0.5
    return pairs / n
''')

wrong("q39", "rank.distances", "data", "sorts the distances from high to low (as if they were similarity "
      "scores), taking the k farthest items",
      [[r"farthest", r"furthest", r"descending", r"high(est)? to low", r"reverse\w*", r"(as|like) (a )?(similarit|score)",
        r"largest (distance|first)", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in ranked[:k]) / k
''')

wrong("q40", "pr.averaged", "data", "uses n_relevant[0], the first query's class size, for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (class size|n_relevant|number of relevant)",
        r"(same|one|a single) (class size|n_relevant|number of relevant).{0,30}(every|all|each)",
        r"(every|all|each) quer(y|ies).{0,30}(same|first) (class size|n_relevant)", r"wrong (class size|n_relevant)"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    sums = [0.0] * 11
    for labels in runs:
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R if R else 0.0, hits / k))
        for j in range(11):
            ps = [p for r, p in pts if r >= j / 10 - 1e-9]
            sums[j] += max(ps) if (ps and R) else 0.0
    return [x / len(runs) for x in sums]
''')

wrong("q41", "gen.practical", "data", "takes the scope s as the number of relevant items found (sum of labels) "
      "instead of the number judged (len(labels))",
      [[r"s ?= ?v\b", r"sum\(labels\)", r"scope.{0,30}(number|count) of relevant", r"s.{0,20}(instead|rather) of len",
        r"(wrong|confused) (scope|s\b)"]], '''
def my_practical(labels, d):
    v = sum(1 for x in labels if x == 1)
    s = v
    return [v / s if s else 0.0, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q42", "dcg.trec", "data", "binarises the grades (any grade above 0 counts 1) instead of using the graded "
      "relevance", [[r"binar\w*", r"0/1", r"(as|to) (1|one)\b", r"grades? (ignored|lost|flattened)", r"graded relevance",
                     r"(ignor\w*|los\w*|drop\w*).{0,20}grade (values|levels)", r"rel ?> ?0"]], '''
import numpy as np
g = (np.asarray(v["grades"]) > 0).astype(float)
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "exact Fraction in a loop", '''
from fractions import Fraction
hits, s = 0, Fraction(0)
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        s += Fraction(hits, i)
my_ap_value = float(s / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("q44", "ndcg.value", "NumPy, ideal from all judgments", '''
import numpy as np
def _dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float(np.sum(g / disc))
ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = _dcg(v["grades"]) / _dcg(ideal) if _dcg(ideal) else 0.0
''')

right("q45", "roc.eer", "explicit loop over ROC steps, linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            t = -d0 / (diff - d0)
            return f0 + t * (fpr - f0)
        prev = (fpr, diff)
    return 1.0
''')

right("q46", "scope.eps_precision", "list comprehension", '''
def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(got) / len(got) if got else 0.0
''')

right("q47", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "gen.grip_point", "padded one-liner", '''
def my_grip_point(labels, n_relevant):
    return sum(list(labels[:n_relevant]) + [0] * max(0, n_relevant - len(labels))) / n_relevant if n_relevant else 0.0
''')

SUBMISSIONS = tuple(S)
