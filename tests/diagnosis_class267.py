"""Diagnosis class 267, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an ordinary class of an IR evaluation course at the
end of term, tired -- the usual mistakes of this course, in any style (loops, NumPy, comprehensions, itertools,
``fractions.Fraction``). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c267-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class267).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 267 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c267-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum of (the )?labels", r"sum\(labels\)",
        r"instead of n_relevant", r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)",
        r"number of hits", r"found relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, start=1):
        if x == 1:
            hits += 1
            total += hits / k
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (rank|item|grade).{0,30}(not|un)discounted",
        r"instead of log2\(i ?\+ ?1\)", r"wrong discount", r"discount.{0,30}(off|shifted)"]], '''
import math
g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"summ\w* .{0,20}before divid",
        r"weight\w* by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    if tp + fp == 0:
        return 0.0
    return float(tp / (tp + fp))
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d",
        r"maximum generality", r"wrong bound"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q05", "ndcg.value", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

wrong("q06", "interp.step", "sibling", "uses the maximum-to-the-right interpolation (max P@k over ranks with "
      "R@k >= level) instead of the step rule's P_i",
      [[r"max(imum)? (of|over) (all )?(the )?(later|following) (ranks|precisions)", r"11.?point (rule|interpolation)",
        r"max ?\{", r"(right|upper).{0,10}envelope", r"interpolat\w* (with|by) (the )?max",
        r"maximum (of|over) (the )?precision", r"instead of (the )?step", r"not (the )?step rule",
        r"standard interpolation", r"takes the max"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value (not doubled) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"forg\w* .{0,20}doubl", r"(missing|without) (the )?(factor )?(2|two)",
        r"half (of )?the (two.sided )?p"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the formula",
      [[r"beta (instead of|not) beta.?(\^|\*\*|squared) ?2?", r"not squar", r"forg\w* .{0,20}squar",
        r"missing (the )?square", r"\bbeta\b.{0,20}un.?squared", r"square of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log\(i\)", r"wrong base", r"base.{0,10}(not|instead of) 2",
        r"not log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"denominator.{0,20}\bk\b", r"instead of min", r"not min\(k",
        r"ignor\w* (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / k if k else 0.0
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound computed as v / (d - s), leaving the + v out of the "
      "denominator",
      [[r"v ?/ ?\(d ?- ?s\)", r"(missing|forg\w*|without|drop\w*|left out) (the )?\+ ?v", r"d ?- ?s\b.{0,30}instead",
        r"denominator.{0,30}(missing|without) v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q12", "scope.knn_ties", "shape", "returns the numbers of relevant targets in the top k (counts) without "
      "dividing by k",
      [[r"(not|never|without) divid\w* by k", r"count\w* (of relevant|instead)", r"forg\w* .{0,20}(/ ?k|divi)",
        r"number of (relevant|hits)", r"raw count"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    m = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, m - non_tied)
    high = sum(closer) + min(m, rel_tied)
    return [low, high]
''')

wrong("q13", "ndcg.all_judgments", "shape", "adds the first grade twice in the DCG (starts the sum at rel_1 and "
      "the loop counts rank 1 again)",
      [[r"(first|rel_?1|top) (grade|item|rank|term).{0,30}twice", r"twice", r"double\w*", r"counted two times",
        r"added again"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        if not g:
            return 0.0
        d = g[0]
        for i, x in enumerate(g, start=1):
            d += x / max(1.0, log2(i))
        return d
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(list(grades)) / idcg if idcg > 0 else 0.0
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"ten (levels|points)", r"instead of 11", r"not 11", r"10 (levels|points)",
        r"miscount\w* (the )?levels"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits, k))
    total = 0.0
    for j in range(11):
        ps = [h / k for h, k in pts if 10 * h >= j * n_relevant]
        total += max(ps) if ps else 0.0
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop stops one rank early (range(k - 1)): rank k is never counted",
      [[r"off.by.one", r"one rank (too )?(early|short)", r"rank k (is )?(never|not) (counted|included)",
        r"range\(k ?- ?1\)", r"k ?- ?1 ranks", r"misses (the )?(last|k.th) rank", r"last rank"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k - 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the running total is reset inside the loop, so only the last query's AP is "
      "divided by the number of queries",
      [[r"reset", r"inside the loop", r"(only|just) the last query", r"last query('s)? AP", r"overwrit\w*",
        r"not accumulat\w*", r"re.?initiali[sz]"]], '''
def my_map(runs, n_relevant):
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        hits = 0
        ap = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                ap += hits / k
        total += ap / n if n else 0.0
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented after the division)",
      [[r"before (count|increment|adding)", r"after (the )?(division|precision)", r"off.by.one",
        r"(count|increment)\w* (the hit )?too late", r"one hit (too )?(few|short|behind)", r"misses the current"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q18", "interp.curve", "flow", "the loop over ranks stops before the last rank (range(1, len(labels)))",
      [[r"last rank", r"off.by.one", r"range\(1, ?len", r"stops (one )?(rank )?(early|before)",
        r"(misses|skips|drops) the (last|final)", r"one rank short"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k in range(1, len(labels)):
        hits += labels[k - 1]
        precs.append(hits / k)
        recs.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(precs, recs) if rr >= r - 1e-9]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("q19", "roc.eer", "flow", "walks the items one at a time, so tied scores are not one step of the ROC curve",
      [[r"ties?\b.{0,40}(one|single) step", r"tied (scores|items) (split|one by one|separately)",
        r"one (item|point) at a time",
        r"(not|never) group\w*", r"ties? (not|never) (handled|grouped|merged)", r"split\w* (the )?ties?"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for i in order:
        if labels[i] == 1:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 1.0
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank is overwritten by "
      "the last relevant item's",
      [[r"\bbreak\b", r"(last|final) relevant", r"overwrit\w*", r"not (the )?first relevant", r"keeps looping",
        r"does ?n.t stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q21", "pr.averaged", "flow", "the curve list is created once before the loop over queries, so each query's "
      "maximum is taken together with the earlier queries' values",
      [[r"(created|initiali[sz]ed|defined) (once )?(before|outside) the (loop|queries)", r"outside the loop",
        r"not reset", r"carr\w* over", r"shared (list|curve)", r"earlier quer\w*", r"previous quer\w*",
        r"reus\w* .{0,20}(list|curve)"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n == 0:
                continue
            for j in range(11):
                if 10 * hits >= j * n:
                    curve[j] = max(curve[j], hits / k)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "crashes with ZeroDivisionError when nothing is retrieved (no guard for an empty "
      "retrieved set)",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set)", r"no (item|document)s? retrieved"]],
      '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "skips a query with nothing retrieved instead of counting its precision as 0 "
      "(divides by the number of queries left)",
      [[r"skip\w*", r"left out", r"ignor\w*", r"drop\w*", r"exclud\w*", r"not counted", r"instead of (counting )?0"],
       [r"nothing retrieved", r"empty (query|result)", r"tp ?\+ ?fp ?(==|is|=) ?0", r"no (item|document)s? retrieved"]],
      '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q24", "ap.at_k", "hidden", "clips k to the list length first, so a k longer than the list divides by "
      "min(len(labels), n_relevant) instead of min(k, n_relevant)",
      [[r"clip\w*", r"list length", r"len\(labels\)", r"length of the list", r"shorter than k",
        r"min\(len"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    y = np.asarray(labels[:k], dtype=float)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, k + 1)
    return float((prec * y).sum() / denom)
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list instead of the class size, so a "
      "list shorter than the class gets a too high precision",
      [[r"len(gth)?\(?.{0,20}(cut|slice|list)", r"instead of (the class size|c|n_relevant)",
        r"missing ranks.{0,30}(not counted|ignored)", r"pad\w*", r"not (divided )?by (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when no item is relevant at all "
      "(ideal DCG 0 not guarded)",
      [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"IDCG", r"no relevant", r"nothing relevant", r"all (grades )?(are )?0"]],
      '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "takes the NumPy mean of an empty selection when nothing is within "
      "epsilon, returning nan instead of 0",
      [NAN + [r"mean of (an )?empty", r"empty (slice|selection|result|array)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q28", "pr.averaged", "hidden", "crashes with ZeroDivisionError on a query with no relevant items (recall "
      "hits / 0)",
      [ZERODIV, [r"no relevant", r"n_relevant (is |= ?|== ?)?0", r"zero relevant", r"empty query"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    sums = [Fraction(0)] * 11
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, n), Fraction(hits, k)))
        for j in range(11):
            ps = [p for r, p in pts if r >= Fraction(j, 10)]
            sums[j] += max(ps) if ps else 0
    return [float(s / len(runs)) for s in sums]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on recall in the denominator (beta^2 R + P) instead of on "
      "precision",
      [[r"beta.{0,20}(on|with|multipl\w*|times) (the )?recall", r"(on|to) the wrong term", r"b\^?2 ?\* ?r",
        r"beta.?\*\*2 ?\* ?recall", r"squar\w*.{0,20}wrong (term|side)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "roc.auc", "twin", "the comparison is reversed: counts the pairs where the negative scores higher",
      [[r"revers\w*", r"negative scores? higher", r"comparison.{0,30}(wrong way|flipped|backwards)", r"flipped",
        r"neg ?> ?pos", r"wrong direction"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                good += 1
            elif n == p:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q31", "rank.distances", "twin", "sorts by distance in descending order (farthest first) instead of nearest "
      "first",
      [[r"farthest first", r"descending", r"reverse=True", r"revers\w*", r"largest distance", r"wrong (sort )?order",
        r"far\w* .{0,20}first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q32", "set.pr", "twin", "returns the two numbers in the wrong order, [recall, precision]",
      [[r"wrong order", r"order.{0,20}(swapped|reversed)", r"\[recall, ?precision\]", r"swapped", r"revers\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret) if ret else 0.0
    r = tp / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q33", "pr.points", "twin", "divides the hits by n_relevant instead of by the rank, so it returns the recall "
      "at each relevant item instead of the precision",
      [[r"by n_relevant", r"instead of (by )?(the )?rank", r"recall (values|at each|instead)",
        r"hits ?/ ?n_relevant", r"denominator.{0,20}n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    pts = []
    for lab in labels:
        if lab:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n (ties not dropped), counting them as losses of a",
      [[r"ties? (are )?(not|never) (dropped|removed|discarded|excluded)", r"(keeps|kept|counts?|includ\w*) (the )?ties?",
        r"tied quer\w*.{0,30}(kept|counted|included)", r"n includes"]], '''
from math import comb
a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q35", "ndcg.value", "twin", "sorts the ideal ranking ascending (reverse forgotten), lowest grades first",
      [[r"ascending", r"reverse", r"lowest (grades )?first", r"wrong order", r"low to high",
        r"not sorted (from )?high"]], '''
import math
allg = sorted(list(v["grades"]) + list(v["unretrieved"]))

def dcg(gs):
    return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, start=1))

my_ndcg_value = dcg(v["grades"]) / dcg(allg) if dcg(allg) else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "gen.practical", "data", "takes s as the number of relevant labels (sum) instead of the number of "
      "judged items len(labels)",
      [[r"s ?= ?sum", r"sum\(labels\)", r"number of relevant", r"instead of len", r"not len\(labels\)"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = sum(1 for x in labels if x)
    return [v / s if s else 0.0, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q37", "map.mrr", "data", "assumes every query retrieves a relevant item: run.index(1) raises ValueError "
      "on a query without one",
      [[r"ValueError", r"index\(1\)", r"not in list"], [r"no relevant", r"without (a )?relevant", r"every query",
                                                         r"assum\w*"]], '''
def my_mrr(runs):
    return sum(1 / (run.index(1) + 1) for run in runs) / len(runs)
''', crash="ValueError")

wrong("q38", "ap.value", "data", "takes n_relevant as the length of the ranking instead of the given number of "
      "relevant items",
      [[r"len(gth)?\(?.{0,10}(labels|ranking|list)", r"number of (items|ranks)", r"list length",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / k
my_ap_value = s / len(labels)
''')

wrong("q39", "dcg.classic", "data", "binarises the grades (counts any grade above 0 as 1) instead of using the "
      "graded relevance",
      [[r"binar\w*", r"grade.{0,20}(as|to) 1", r"> ?0", r"ignor\w* (the )?grade", r"0/1", r"graded relevance"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(rel) + 1)))
    return float((rel / disc).sum())
''')

wrong("q40", "interp.curve", "data", "uses the number of relevant items in the list (sum of labels) instead of "
      "n_relevant for recall",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved)",
        r"instead of n_relevant", r"ignor\w* (n_relevant|unretrieved|never retrieved)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / y.sum() if y.sum() else np.zeros(len(y))
    return [float(prec[rec >= j / 10 - 1e-9].max()) if (rec >= j / 10 - 1e-9).any() else 0.0 for j in range(11)]
''')

wrong("q41", "roc.auc", "data", "assumes the items already come ranked by score and counts pairs by position, "
      "never looking at the scores",
      [[r"position", r"(already )?sorted", r"input order", r"list order", r"ignor\w* (the )?scores",
        r"never (uses|looks at) the scores", r"order of the (list|input)"]], '''
def my_auc(scores, labels):
    pos_seen = 0
    good = 0
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    for y in labels:
        if y == 1:
            pos_seen += 1
        else:
            good += pos_seen
    return good / (n_pos * n_neg)
''')

wrong("q42", "roc.eer", "data", "sorts the scores ascending, treating a low score as the positive side",
      [[r"ascending", r"low(er)? scores?.{0,30}(positive|first|better)", r"wrong (sort )?order", r"revers\w*",
        r"smallest (score )?first"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores)):
        for x, y in zip(scores, labels):
            if x == s:
                tp += y == 1
                fp += y != 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            return f0 if g1 == g0 else f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy slice, k as the denominator", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels[:k])) / k)
''')

right("q44", "ap.exact", "exact Fraction loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''')

right("q45", "map.mrr", "next() with a default in a comprehension", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0.0) for r in runs) / len(runs)
''')

right("q46", "ap.eleven_point", "integer level test, loops", '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits, k))
    total = 0.0
    for j in range(11):
        ps = [h / k for h, k in pts if 10 * h >= j * n_relevant]
        total += max(ps) if ps else 0.0
    return total / 11
''')

right("q47", "scope.knn_ties", "itertools.groupby over the sorted distances", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    low = high = 0
    left = k
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        ys = [y for _, y in grp]
        if left <= 0:
            break
        take = min(left, len(ys))
        rel = sum(ys)
        low += max(0, take - (len(ys) - rel))
        high += min(take, rel)
        left -= take
    return [low / k, high / k]
''')

right("q48", "set.pr", "set operations", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret) if ret else 0.0, tp / len(rel) if rel else 0.0]
''')

SUBMISSIONS = tuple(S)
