"""Diagnosis class 139, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a second mixed class of an IR evaluation course, from
another university -- different naming habits (terse one-letter names, long descriptive names, camelCase copied
from Java courses) and coding levels (plain loops, NumPy, comprehensions, itertools, fractions), each submission in
the voice of a different student, the classic mistakes of each measure in about the proportions a TA sees them,
plus a few rare ones. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c139-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class139): every right
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

BATCH = "diagnosis class 139 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c139-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|not used)",
        r"balanced F"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"gain.{0,30}rel_?i\b", r"(without|no|instead of|missing|forg\w*).{0,30}(2\^|2 ?\*\* ?|exponential)",
        r"exponential gain.{0,40}(not|never|missing)", r"grades? (used )?as (the )?gains?", r"raw grades?",
        r"rel_i / log2\(i ?\+ ?1\)", r"trec (dcg|discount)"]], '''
import math
g = v["grades"]
my_dcg_exp = sum(rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"(counts|tables) (are )?(added|summed)",
        r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    TP = sum(t[0] for t in tables)
    FP = sum(t[1] for t in tables)
    if TP + FP == 0:
        return 0.0
    return TP / (TP + FP)
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (P at its length) instead "
      "of the precision at the class size c",
      [[r"whole (list|ranking)", r"(entire|full) (list|ranking)", r"all (the )?(ranks|items|of the list)",
        r"len\(labels\)", r"length of the (list|ranking)", r"instead of (the )?(class size|n_relevant|c\b)",
        r"not (cut|truncated) at (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for lab in labels:
        if lab == 1:
            hits += 1
    return hits / len(labels)
''')

wrong("q05", "ap.at_k", "sibling", "divides by n_relevant (the full AP denominator) instead of min(k, n_relevant)",
      [[r"divid\w* by (n_relevant|R\b|the number of relevant|all)", r"(instead of|not|without|ignor\w*) (the )?min",
        r"full (AP )?denominator", r"all (the )?relevant items", r"(n_relevant|R) instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank reaching the level (the step rule) "
      "instead of the maximum precision at any rank at or beyond it",
      [[r"step rule", r"first (rank|point|relevant)", r"not the max", r"instead of the max", r"no max",
        r"without (taking )?(the )?max", r"max\w* (to the right|over later|of later|beyond)",
        r"(max|maximum) .{0,30}(missing|forgot|not taken)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing",
      [[r"nearest", r"closest", r"no interpolat", r"not interpolat", r"without interpolat", r"instead of interpolat",
        r"(FPR ?\+ ?FNR) ?/ ?2", r"mean of (the )?(FPR|two rates)", r"average of (FPR|the two rates)",
        r"(ROC )?point.{0,30}instead of.{0,30}(crossing|intersection)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return float(best)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the formula",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2).{0,30}(instead of|not|rather than).{0,20}(beta ?(\^|\*\*) ?2|beta squared|squar)",
        r"(forg\w*|miss\w*|without|no|not) .{0,20}squar", r"beta (is )?not squared", r"unsquared",
        r"beta(\^|\*\*)1\b", r"beta squared.{0,30}(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"log base e", r"math\.log\b", r"(another|wrong|other) base",
        r"instead of log2", r"not log2", r"log_?e"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return total
''')

wrong("q10", "sig.sign_test", "shape", "reports the one-sided tail probability (forgets to double it for a "
      "two-sided test)",
      [[r"one.sided", r"one tail", r"single tail", r"(not|never|forg\w*|without) .{0,20}doubl", r"half (of )?the",
        r"missing (the )?(factor )?(of )?2", r"times 2", r"2 ?\*"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q11", "gen.practical", "shape", "writes the recall bound as v / (d - s), leaving out the + v of the largest "
      "possible class size",
      [[r"d ?- ?s\b(?! ?\+)", r"(miss\w*|forg\w*|without|left out|drop\w*).{0,20}\+ ?v", r"\+ ?v.{0,20}(missing|forgotten|left out)",
        r"largest (possible )?class", r"c_?max", r"d ?- ?s ?\+ ?v"], [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_low = v / (d - s) if d > s else 0.0
    gen_low = v / d
    return [precision, recall_low, gen_low]
''')

wrong("q12", "rank.p_at_k", "shape", "divides by min(k, len(labels)) instead of k, so missing ranks beyond the end "
      "do not count as not relevant",
      [[r"min\(k", r"len\(labels\)", r"length of the list", r"list length", r"instead of k\b", r"not (by )?k\b",
        r"shorter than k", r"(truncat|clip|cap)\w*.{0,20}\bk\b"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / min(k, len(labels))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"11", r"eleven", r"instead", r"divid\w*", r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.array(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(lab) + 1)
    prec = np.cumsum(lab) / ranks
    rec = np.cumsum(lab) / n_relevant
    pts = []
    for r in np.linspace(0, 1, 11):
        m = rec >= r - 1e-12
        pts.append(prec[m].max() if m.any() else 0.0)
    return float(sum(pts) / 10)
''')

wrong("q14", "ap.value", "shape", "divides the sum of precisions by the number of relevant items retrieved instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"hits", r"sum\(labels\)", r"in the (list|ranking)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,30}(n_relevant|unretrieved|never retrieved|missing)"]], '''
labels = v["labels"]
precs = []
hits = 0
for rank, lab in enumerate(labels, start=1):
    if lab == 1:
        hits += 1
        precs.append(hits / rank)
my_ap_value = sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "never resets the hit counter between queries, so later queries' precisions count "
      "the earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr\w* over", r"accumulat\w* across", r"(outside|before) the (outer )?loop",
        r"(counter|hits|count) .{0,40}(previous|earlier|prior|last) quer", r"shared across quer", r"leak"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"each relevant", r"not only the first",
        r"(stop|stops|stopping) at the first", r"sum of (the )?reciprocal", r"more than (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for pos in range(len(run)):
            if run[pos] == 1:
                rr += 1.0 / (pos + 1)
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (off by one "
      "hit)",
      [[r"off.by.one", r"before (count|increment|adding|updat)", r"one (hit|relevant item) (too )?(few|short|less)",
        r"(hits|count) (is )?(not yet|still) ", r"previous (hit )?count", r"order of (the )?(update|increment)",
        r"increment\w* after"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for rank, is_rel in enumerate(labels, 1):
        if is_rel:
            points.append(found / rank)
            found += 1
    return points
''')

wrong("q18", "pr.averaged", "flow", "indexes runs[0] inside the loop, so the first query's curve is averaged every "
      "time",
      [[r"first query", r"runs\[0\]", r"same query", r"(only|just) (the )?first", r"reus\w*",
        r"(index|indexing|loop variable)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    acc = [0.0] * 11
    for q in range(len(runs)):
        labels, R = runs[0], n_relevant[q]
        precs, recs, h = [], [], 0
        for k, x in enumerate(labels, 1):
            h += x
            precs.append(h / k)
            recs.append(h / R if R else 0.0)
        for j, r in enumerate(levels):
            cand = [p for p, rc in zip(precs, recs) if R and rc >= r]
            acc[j] += max(cand) if cand else 0.0
    return [a / len(runs) for a in acc]
''')

wrong("q19", "ndcg.all_judgments", "flow", "never sorts the ideal ranking: the ideal DCG is taken over the grades "
      "in their given order (retrieved then unretrieved)",
      [[r"(not|never|un)\s?sort", r"without sort", r"forg\w* to sort", r"(given|input|original) order",
        r"sort\w*.{0,20}(missing|forgotten)", r"high to low.{0,20}(not|missing)", r"descending.{0,20}(not|missing)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q20", "interp.step", "flow", "no break: the loop keeps overwriting the answer and returns the precision at "
      "the last relevant item whose recall reaches the level",
      [[r"\bbreak\b", r"last (relevant|point|one)", r"overwrit\w*", r"not the first", r"instead of the first",
        r"keeps? (looping|going|updating)", r"(stop|stops|stopping) at the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    answer = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                answer = hits / k
    return answer
''')

wrong("q21", "rank.distances", "flow", "loops over sorted positions 1..k (1-based) and so skips the nearest item "
      "and takes the (k+1)-th",
      [[r"off.by.one", r"skip\w* the (nearest|first)", r"(first|nearest) (item|one) (is )?(skipped|missed|left out)",
        r"1.based", r"starts? at (index )?1", r"range\(1", r"shifted by one", r"k ?\+ ?1"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    rel = 0
    for i in range(1, k + 1):
        if i < len(order):
            rel += labels[order[i]]
    return rel / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by len(retrieved) without a guard, crashing when nothing is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set|list)", r"no (item|id|document)s? retrieved"]],
      '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = ret & rel
    precision = len(both) / len(ret)
    recall = len(both) / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query with no relevant items",
      [ZERODIV, [r"n_relevant (is |= ?|== ?)?0", r"no relevant items", r"zero relevant", r"n_relevant.{0,20}zero"]], '''
def my_ap(labels, n_relevant):
    found, acc = 0, 0
    for idx, lab in enumerate(labels):
        if lab:
            found += 1
            acc += found / (idx + 1)
    return acc / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "keeps targets with d <= epsilon (includes the boundary) instead of "
      "the strict d < epsilon",
      [[r"<=", r"≤", r"boundary", r"equal to epsilon", r"(at|on) epsilon", r"inclusive", r"less than or equal"]],
      '''
def my_eps_precision(distances, labels, epsilon):
    result = [lab for dist, lab in zip(distances, labels) if dist <= epsilon]
    if len(result) == 0:
        return 0.0
    return sum(result) / len(result)
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the number of ranks present in labels[:c] instead of c when the "
      "list is shorter than the class",
      [[r"len\(labels", r"ranks present", r"(list|slice) length",
        r"instead of (c|n_relevant|the class size)\b", r"not (by )?(c|n_relevant)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.array(labels[:n_relevant])
    return float(top.mean())
''')

wrong("q26", "scope.knn_ties", "hidden", "looks at distances[k] to detect a tie at the k-th place and crashes with "
      "an IndexError when k is the whole list",
      [INDEX, [r"whole list", r"k ?= ?(len|the length)", r"k equal\w* (to )?the (length|list)", r"distances\[k\]",
               r"past the end", r"beyond the (end|last)", r"no (item|target|element) after"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    kth = pairs[k - 1][0]
    if pairs[k][0] != kth:
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    closer = [l for d, l in pairs if d < kth]
    tied = [l for d, l in pairs if d == kth]
    room = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, room - nonrel_tied)
    high = sum(closer) + min(room, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q27", "ap.eleven_point", "hidden", "builds the recall levels by adding 0.1 repeatedly, so the level 0.3 "
      "becomes 0.30000000000000004 and a recall of exactly 0.3 misses it",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"repeated\w* add", r"accumulat\w*.{0,20}0\.1",
        r"\+= ?0\.1"]], '''
def my_11pt(labels, n_relevant):
    levels = []
    r = 0.0
    for _ in range(11):
        levels.append(r)
        r += 0.1
    prec, rec = [], []
    hits = 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for lev in levels:
        best = 0.0
        for p, rc in zip(prec, rec):
            if n_relevant and rc >= lev and p > best:
                best = p
        total += best
    return total / 11
''')

wrong("q28", "pr.averaged", "hidden", "divides the recall by n_relevant without a guard, crashing on a query with no "
      "relevant items",
      [ZERODIV, [r"no relevant items", r"n_relevant (is |= ?|== ?)?0", r"zero relevant", r"class size (of )?0",
                 r"n_relevant.{0,20}zero"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, nrel in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = np.array([h / nrel for h in hits.tolist()])
        curve = []
        for r in np.linspace(0.0, 1.0, 11):
            mask = rec >= r - 1e-9
            curve.append(float(prec[mask].max()) if mask.any() else 0.0)
        curves.append(curve)
    return np.mean(np.array(curves), axis=0).tolist()
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P and R swapped there), "
      "which is the same as F with 1/beta",
      [[r"swap\w*", r"(P|precision) and (R|recall) (are )?(swapped|exchanged|confused|switched|interchanged)",
        r"beta.{0,10}(\^|\*\*) ?2.{0,30}(on|times|multipl\w*) (the )?(R|recall)", r"wrong term", r"reversed roles"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = precision + b2 * recall
    if denom == 0:
        return 0.0
    return (1 + b2) * precision * recall / denom
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns in the wrong order), so fn is used "
      "as fp: the result is the macro-averaged recall",
      [[r"column", r"order of (the )?(table|entries|fields|counts)", r"unpack\w*", r"fn (is )?(used )?(as|for|instead of) fp",
        r"fp and fn (are )?(swapped|confused|exchanged|switched)", r"(swapped|confused) (fp|fn)", r"wrong order",
        r"t\[2\]"]], '''
def my_macro_precision(tables):
    precisions = []
    for table in tables:
        tp, fn, fp = table
        precisions.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precisions) / len(precisions)
''')

wrong("q31", "roc.auc", "twin", "takes the label 0 as the positive class, so the result is 1 - AUC",
      [[r"label(s)? (are )?(inverted|swapped|flipped|reversed)", r"0 as (the )?positive", r"positive class.{0,30}(0|wrong|swapped)",
        r"(positives|positive) and (negatives|negative) (are )?(swapped|exchanged|confused|switched)",
        r"y ?== ?0", r"wrong class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (they are not dropped), which counts them like "
      "losses of the better system",
      [[r"ties? (are |were )?(not|never) (dropped|removed|discarded|excluded)", r"(kept|keeps|keeping|includ\w*) (the )?ti",
        r"n ?= ?len", r"ti\w* .{0,30}(in|into) n\b", r"(without|not) dropping", r"all (the )?(queries|pairs)"]], '''
from scipy.stats import binom
a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * binom.cdf(k, n, 0.5))
''')

wrong("q33", "ndcg.all_judgments", "twin", "sorts the retrieved grades and the unretrieved grades separately and "
      "appends the unretrieved ones after, instead of sorting all of them together",
      [[r"separately", r"append\w*.{0,30}(after|end)", r"(after|behind|below) the retrieved", r"not (merged|together|combined)",
        r"(merge|combine|pool)\w* (before|then) sort", r"together", r"concatenat\w*"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for pos, g in enumerate(gs, start=1):
            total += g if pos == 1 else g / math.log2(pos)
        return total
    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q34", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order [highest, "
      "lowest]",
      [[r"(wrong|reverse\w*|swapped|switched) order", r"order (is )?(swapped|reversed)", r"\[highest, lowest\]",
        r"(highest|upper) first", r"bounds (are )?(swapped|reversed|exchanged)", r"(lowest|highest) and (highest|lowest) (swapped|exchanged)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[idx[k - 1]]
    strictly = [labels[i] for i in idx if distances[i] < cut]
    at_cut = [labels[i] for i in idx if distances[i] == cut]
    need = k - len(strictly)
    best = sum(strictly) + min(need, sum(at_cut))
    worst = sum(strictly) + max(0, need - (len(at_cut) - sum(at_cut)))
    return [best / k, worst / k]
''')

wrong("q35", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item (the no-hit queries "
      "are dropped from the mean instead of counting 0)",
      [[r"(drop|skip|ignor|exclud|leav)\w*.{0,40}(quer|no.hit|no relevant|without)", r"(only|just) (over )?(the )?quer\w* (with|that)",
        r"instead of (counting )?(0|zero)", r"divid\w* by (the number of )?(quer\w* with|hits|non-?zero)",
        r"not (counted|included) (as 0|in the mean)"]], '''
def my_mrr(runs):
    rrs = []
    for r in runs:
        if 1 in r:
            rrs.append(1 / (r.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "swaps the two arguments' roles (divides by the relevant set for precision and by "
      "the retrieved set for recall), returning [recall, precision]",
      [[r"swap\w*", r"(reversed|wrong) order", r"\[recall, precision\]", r"(roles|arguments) (are )?(swapped|exchanged|confused)",
        r"precision and recall (are )?(swapped|exchanged|confused|switched|interchanged)", r"retrieved and relevant (are )?(swapped|confused)"]], '''
def my_set_pr(retrieved, relevant):
    A = set(retrieved)
    B = set(relevant)
    common = len(A & B)
    p = common / len(B) if B else 0.0
    r = common / len(A) if A else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "sorts by decreasing distance (treats the distances as similarity scores), "
      "so the farthest items come first",
      [[r"farthest", r"furthest", r"descending", r"decreasing", r"reverse\w*", r"largest (distance )?first",
        r"(as|like) (a )?(similarit|score)", r"wrong direction", r"highest distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances), kind="stable")
    lab = np.asarray(labels)[order]
    return float(lab[:k].sum() / k)
''')

wrong("q38", "ap.exact", "data", "ignores the given n_relevant and divides by sum(labels), the relevant items that "
      "happen to be in the list",
      [[r"sum\(labels\)", r"ignor\w*.{0,20}n_relevant", r"n_relevant (is )?(ignored|never used|not used|unused)",
        r"(relevant )?(items )?(in|within) the (list|ranking)", r"retrieved relevant", r"relevant (items )?retrieved",
        r"unretrieved"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    ap, h = Fraction(0), 0
    for i, x in enumerate(labels, 1):
        if x:
            h += 1
            ap += Fraction(h, i)
    return float(ap / R)
''')

wrong("q39", "map.mean", "data", "reads n_relevant as one number for all queries and uses n_relevant[0] for every "
      "query",
      [[r"n_relevant\[0\]", r"first (query's )?n_relevant", r"same n_relevant", r"one (number|value) for (all|every)",
        r"(every|each) query'?s? (own )?n_relevant", r"first query'?s? (class size|number of relevant)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    total = 0.0
    for run in runs:
        hit, s = 0, 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hit += 1
                s += hit / rank
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q40", "gen.practical", "data", "takes v as len(labels) (the number of judged items) instead of the number "
      "of relevant ones",
      [[r"(all|every) (judged )?items?", r"number of (judged|items)", r"(scope|s) (used )?(as|for|instead of) v",
        r"v ?= ?s\b", r"not (the )?(number|count) of (relevant|ones)", r"counts? (the )?(zeros|non.relevant)",
        r"instead of (the )?(number|count) of relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    prec = sum(labels) / s
    c_max = d - s + v
    return [prec, v / c_max if c_max else 0.0, v / d]
''')

wrong("q41", "interp.step", "data", "computes recall with the list length as denominator instead of n_relevant",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"(instead of|not) n_relevant",
        r"n_relevant (is )?(ignored|unused|not used)", r"number of (ranks|items)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    n = len(labels)
    for i in range(n):
        if labels[i] == 1:
            hits += 1
            if hits / n >= level:
                return hits / (i + 1)
    return 0.0
''')

wrong("q49", "rank.r_precision", "data", "takes R as the relevant items in the list (sum(labels)) instead of the "
      "given n_relevant",
      [[r"sum\(labels\)", r"ignor\w*.{0,20}n_relevant", r"(instead of|not) (the )?(given )?n_relevant",
        r"relevant (items )?(retrieved|in the (list|ranking))", r"retrieved relevant", r"unretrieved", r"never retrieved"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.at_k", "comprehension with itertools.accumulate", '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = labels[:k]
    cum = list(accumulate(top))
    return sum(c / i for i, (c, x) in enumerate(zip(cum, top), 1) if x) / denom
''')

right("q44", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if lab.size == 0:
        return []
    prec = np.cumsum(lab) / np.arange(1, lab.size + 1)
    return [float(p) for p in prec[lab == 1]]
''')

right("q45", "dcg.classic", "plain while loop", '''
import math

def my_dcg(grades):
    total = 0.0
    i = 0
    while i < len(grades):
        rank = i + 1
        if rank == 1:
            total += grades[i]
        else:
            total += grades[i] / math.log2(rank)
        i += 1
    return total
''')

right("q46", "roc.auc", "itertools.product over pairs with Fractions", '''
from fractions import Fraction
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    total = Fraction(0)
    for p, n in product(pos, neg):
        total += 1 if p > n else Fraction(1, 2) if p == n else 0
    return float(total / (len(pos) * len(neg)))
''')

right("q47", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q48", "map.mrr", "next() with a generator and a default", '''
def my_mrr(runs):
    total = 0
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x == 1), None)
        total += 1 / first if first else 0
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
