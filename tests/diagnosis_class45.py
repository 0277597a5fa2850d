"""Diagnosis class 45, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
fit their code to the worked examples of the slides and the lecture notes -- code that reproduces the example they
checked by hand but carries that example's assumptions (a list already in the right order, every relevant item
retrieved, one query, no ties, a special case added so the example comes out right) -- plus the usual misremembered
formulas, loop slips and misread input formats, in varied styles (NumPy, loops, comprehensions, scipy). Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library (for conventions only), the ``class_writer`` helper and
``Submission`` record (the first 80 lines of tests/heldout_submissions.py), and the header and last lines of
tests/diagnosis_class19.py (for the format) and tests/validate_class.py were read. Student ids are
``"c45-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class45): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 45 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c45-")

# the cause "the number of relevant items is read off the list" (every relevant item assumed retrieved)
_FROM_LIST = [r"(number|count) of relevant (items )?(retrieved|found|in the (list|ranking))",
              r"relevant (items )?found in the (list|ranking)", r"sum\(labels\)", r"ignor\w* n_relevant",
              r"instead of n_relevant", r"every relevant (item )?(was |is )?retrieved",
              r"all (the )?relevant (items )?(were |are )?retrieved", r"(ones|1s) in the (list|ranking)",
              r"assum\w* .{0,30}(all|every).{0,20}retrieved"]
_UNSORTED = [r"(never|not|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"already (sorted|ordered|ranked)",
             r"input order", r"given order", r"order of the (input|list)", r"as (it is |they are )?given"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "rank.p_at_k", "sibling", "divides by the number of ranks actually in the list (min(k, length)) "
      "instead of k, the convention that drops missing ranks rather than counting them as non-relevant",
      [[r"min\(k", r"len(gth)? of the (list|slice|top)", r"ranks? (actually )?(returned|present|available|in the list)",
        r"(shorter|truncated) (list|slice)", r"instead of (dividing by )?k\b",
        r"divid\w* by (the )?(number of )?(returned|retrieved|available|present) (items|ranks)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("s02", "map.mrr", "sibling", "averages each query's average precision (over the relevant items it "
      "retrieved) instead of its reciprocal rank",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank)",
        r"all (the )?relevant (items|ranks)", r"mean of (the )?precisions", r"not only the first"]], '''
def my_mrr(runs):
    scores = []
    for run in runs:
        hits, precs = 0, []
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                precs.append(hits / rank)
        scores.append(sum(precs) / len(precs) if precs else 0.0)
    return sum(scores) / len(scores)
''')

wrong("s03", "dcg.exponential", "sibling", "linear gain (the grade itself, the DCG of dcg.trec) instead of the "
      "exponential gain 2^rel - 1",
      [[r"linear gain", r"grade itself", r"raw grades?", r"without (the )?expon", r"forg[eo]t.{0,20}(expon|2\^|power)",
        r"not (the )?exponential", r"the (dcg\.trec|trec) (formula|formulation|dcg)", r"gain (is|=) (the )?(grade|rel)"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 2) for i, g in enumerate(v["grades"]))
''')

wrong("s04", "ap.eleven_point", "sibling", "exact (non-interpolated) AP: precisions at the relevant ranks over "
      "n_relevant, not the mean of the 11 interpolated precisions",
      [[r"non.?interpolated", r"uninterpolated", r"exact (AP|average precision)", r"no interpolation",
        r"without interpolat", r"precisions? at (the|each) relevant (rank|item)", r"does not interpolate"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("s05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where they are closest instead of "
      "intersecting the ROC segment with FPR = FNR",
      [[r"nearest", r"closest", r"no interpolation", r"without interpolat", r"does(n't| not) interpolate",
        r"(mean|average) of (the )?(FPR|false positive rate) and (the )?(FNR|false negative rate)",
        r"\(?FPR ?\+ ?FNR\)? ?/ ?2", r"(one|a single) ROC point", r"not interpolated"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best, gap = None, 2.0
    for t in np.unique(np.r_[s, np.inf]):  # positive when score >= t
        tpr = ((s >= t) & (y == 1)).sum() / P
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - tpr
        if abs(fpr - fnr) < gap:
            gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

wrong("s06", "avg.macro", "sibling", "micro-averages: pools the counts of all queries (sum tp / sum (tp + fp)) "
      "instead of averaging each query's precision",
      [[r"micro", r"pool", r"sum(s|med)? (of |up )?(the )?(counts|tp|true positives)", r"total (tp|true positives|counts)",
        r"(weight|dominat)\w* by (the )?(big|large|bigger|larger)", r"one (global|overall|single) (ratio|division)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("s07", "ndcg.all_judgments", "sibling", "the ideal ranking is the retrieved grades re-sorted (ideal of the "
      "retrieved list), leaving out the relevant items never retrieved",
      [[r"ideal.{0,60}retrieved (grades|list|items) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|dropped|not (used|included|counted|added))",
        r"re.?sort\w* (the )?(retrieved )?(list|grades)", r"sort\w* (of )?the retrieved (grades|list)",
        r"leav\w* out.{0,30}unretrieved", r"without (the )?unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = (g / disc).sum()
    idcg = (np.sort(g)[::-1] / disc).sum()
    return float(dcg / idcg) if idcg > 0 else 0.0
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("h01", "interp.step", "shape", "the interval's closed end on the wrong side: takes the first relevant rank "
      "whose recall is strictly above the level, so a level equal to R_i reads the next point",
      [[r"strict", r"\bequal", r"boundary", r"closed", r">=|≥", r"end ?point", r"inclusive", r"includ\w* R_i",
        r"wrong side of the interval"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

wrong("h02", "gen.practical", "shape", "recall's lower bound typed without parentheses: v / d - s + v instead of "
      "v / (d - s + v)",
      [[r"parenthes", r"bracket", r"precedence", r"order of operations", r"v ?/ ?d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("h03", "dcg.classic", "shape", "natural logarithm (np.log) instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log(arithm)? (to |in )?base e", r"base.?e\b", r"np\.log\b",
        r"wrong (log(arithm)? )?base", r"base of the log", r"instead of log2", r"not log2", r"another base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + np.sum(g[1:] / np.log(np.arange(2, g.size + 1))))
''')

wrong("h04", "set.pr", "shape", "precision and recall denominators exchanged: hits over the relevant set for "
      "precision, hits over the retrieved set for recall",
      [[r"swap", r"exchang", r"the wrong way round", r"reversed", r"interchang",
        r"confus\w* (precision|recall) (and|with) (recall|precision)", r"denominators? (are )?(swapped|mixed up|exchanged)",
        r"(precision|recall) and (recall|precision) (are )?(swapped|mixed up|confused)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(rel) if rel else 0.0
    r = hit / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("h05", "roc.auc", "shape", "Mann-Whitney from rank sums with the correction misremembered: subtracts "
      "n1 (n1 - 1) / 2 instead of n1 (n1 + 1) / 2",
      [[r"rank.?sum", r"mann.?whitney", r"\bU\b", r"n_?1 ?\(? ?n_?1 ?[-+] ?1 ?\)?", r"sum of (the )?ranks",
        r"wilcoxon"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = y.sum(), (~y).sum()
    u = r[y].sum() - n1 * (n1 - 1) / 2
    return float(u / (n1 * n0))
''')

wrong("h06", "ap.at_k", "shape", "each relevant rank's precision divided by k (P@k) instead of by its own rank i",
      [[r"P@k (at|for) (every|each)", r"divid\w* by k (instead|rather)", r"k instead of (the|its) (own )?rank",
        r"(fixed|same|constant) (denominator|cut.?off)", r"precision at k instead of", r"not (by )?(its|the) (own )?rank",
        r"instead of (its|the) (own )?rank\b", r"hits ?/ ?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for rel in labels[:k]:
        if rel:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("h07", "sig.sign_test", "shape", "one-sided tail: the binomial tail of the smaller count, not doubled",
      [[r"one.?sided", r"one.?tailed", r"one tail", r"single tail", r"doubl", r"times 2", r"twice",
        r"multipl\w* by 2", r"half (of )?the (two.?sided )?p"]], '''
from scipy.stats import binom

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
losses = sum(x < y for x, y in zip(v["a"], v["b"]))
my_sign_p = float(binom.cdf(min(wins, losses), wins + losses, 0.5))
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("f01", "map.mean", "flow", "the return is indented inside the query loop: returns the first query's AP",
      [[r"return\w*.{0,30}(inside|in|within) the (query |outer |for )?loop", r"first query only",
        r"only (the )?first query", r"return\w* (too )?early", r"indent", r"stops? after (the )?first"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
        return sum(aps) / len(aps)
''')

wrong("f02", "pr.points", "flow", "appends the precision before counting the relevant item just found (hits "
      "incremented after use)",
      [[r"before (count|add|increment|updat)", r"not (yet )?(count|includ)", r"off.?by.?one",
        r"one (hit|relevant( item)?) (too )?(few|short|less)", r"(itself|current (item|one)).{0,30}not counted",
        r"increment\w* after"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            pts.append(hits / rank)
            hits += 1
    return pts
''')

wrong("f03", "interp.curve", "flow", "running maximum taken from the top of the ranking (the best precision at or "
      "before the rank reaching r) instead of over the ranks from there on",
      [[r"(running|cumulative|prefix) max\w* from the (top|start|left|first rank|beginning)",
        r"(earlier|previous|preceding) ranks", r"ranks? (before|above)", r"wrong direction", r"to the left",
        r"instead of (the )?(later|following|lower|subsequent) ranks", r"maximum\.accumulate", r"from the wrong end"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)  # running max
    out = []
    for r in np.linspace(0, 1, 11):
        ok = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[ok[0]]) if ok.size else 0.0)
    return out
''')

wrong("f04", "pr.averaged", "flow", "the per-level maxima list is created once outside the query loop, so a "
      "query's interpolated precisions carry over into the next query's",
      [[r"reset", r"carr(y|ies|ied) over", r"re.?us", r"(not|never) re.?initiali[sz]", r"shared (between|across)",
        r"outside the (query |outer )?loop", r"previous quer(y|ies)", r"leak"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            p, r = hits / rank, hits / R
            for j, lev in enumerate(levels):
                if r >= lev and p > best[j]:
                    best[j] = p
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("f05", "scope.knn_ties", "flow", "reads the k-th distance as distances[k - 1] of the input without sorting "
      "the distances first",
      [_UNSORTED + [r"distances\[k ?- ?1\]", r"k-?th (item|entry|element|value) of the (input|list)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = distances[k - 1]  # the k-th distance
    closer = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(closer)
    rel_c, rel_t = sum(closer), sum(tied)
    low = rel_c + max(0, slots - (len(tied) - rel_t))
    high = rel_c + min(slots, rel_t)
    return [low / k, high / k]
''')

wrong("f06b", "ap.value", "flow", "the loop starts at index 1: the item at rank 1 is never looked at",
      [[r"skip\w* (the )?(first|rank 1|rank one)", r"rank (1|one).{0,30}(skipped|missed|left out|ignored|never)",
        r"range\(1", r"starts? (at|from) (index|rank|position) (1|2)", r"off.?by.?one",
        r"first (item|rank|label|position) (is )?(skipped|missed|ignored|never counted|left out)"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for i in range(1, len(labels)):
    if labels[i]:
        hits += 1
        total += hits / (i + 1)
my_ap_value = total / R
''')

wrong("f07", "gen.grip_point", "flow", "slices labels[1:c + 1]: the top c ranks shifted by one (rank 1 left out, "
      "rank c + 1 taken in)",
      [[r"off.?by.?one", r"slic", r"skip\w* (the )?(first|rank 1|rank one)", r"starts? (at|from) (index|rank) (1|2)",
        r"shifted (by )?one", r"ranks? 2 to", r"labels\[1:"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[1:c + 1]
    return sum(top) / c
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "ap.eleven_point", "hidden", "recall levels made by adding 0.1 eleven times: the float 0.30000000000000004 "
      "misses a recall of exactly 0.3",
      [[r"float", r"rounding", r"accumulat", r"repeated\w* add", r"\+= ?0\.1", r"0\.30000", r"adding 0\.1",
        r"precision error"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total, level = 0.0, 0.0
    for _ in range(11):
        cand = [p for p, r in zip(prec, rec) if r >= level]
        total += max(cand) if cand else 0.0
        level += 0.1
    return total / 11
''')

wrong("d02", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: divides by zero", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when the ideal DCG is 0: returns nan",
      [NAN + [r"0 ?/ ?0"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        disc = np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))
        return (x / disc).sum()

    return float(dcg(g) / dcg(ideal))
''', scope="all")

wrong("d06", "scope.eps_precision", "hidden", "an empty epsilon-query result divides by zero", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "pr.points", "hidden", "a special case returns [0.0] (one point of precision 0) when no relevant item "
      "is retrieved, instead of an empty list",
      [[r"empty", r"\[0(\.0)?\]", r"(spurious|extra|invented|made.?up) (point|zero|0)",
        r"a (single |lone )?(point|value) (of )?(0|zero)"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append(hits / rank)
    if not points:
        points = [0.0]  # the curve starts at precision 0 when nothing is found
    return points
''')


# ------------------------------------------------------------------------------------------------- twin
wrong("t01", "dcg.classic", "twin", "adds 1 to a rank that enumerate(start=1) already made 1-based: log2(i + 1) "
      "from rank 2 on (the same numbers as mixing in the log2(i + 1) discount)",
      [[r"off.?by.?one", r"(\+ ?1|plus one|one) (added )?twice", r"already (starts? at 1|1.?based|counts? from 1)",
        r"(rank|position|index).{0,30}shifted", r"one (rank|position) too (far|late|high|large)",
        r"start ?= ?1.{0,40}\+ ?1", r"double[ds]? (the )?(\+ ?1|shift|offset)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("t02", "avg.macro", "twin", "unpacks each row as [tp, fn, fp]: the precision computed is each query's "
      "recall (the same numbers as macro recall)",
      [[r"column", r"order of (the )?(table|row|entries|fields|counts|values)", r"\[tp, ?fn, ?fp\]",
        r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|exchanged|confused|mixed)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|exchanged|confused|mixed)",
        r"(swapped|exchanged|confused|mixed up) (the )?(fp|false positives?|fn|false negatives?) (and|with)",
        r"unpack\w*"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:  # each row: hits, misses, false alarms
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("t03", "scope.knn_ties", "twin", "the tie-break key's sign is reversed: the 'pessimistic' sort puts the tied "
      "relevant targets first, so the bounds come out in the wrong order",
      [[r"(sign|direction) of the (tie|key|label|sort)", r"relevant (targets |items )?first.{0,60}(pessimis|lowest)",
        r"tie.?break\w* (the )?(wrong|other|opposite) (way|direction)",
        r"(reversed|backwards|wrong way round|inverted|opposite) (tie|sort|key)", r"-\s*label",
        r"key.{0,30}(reversed|wrong sign|negat)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    pess = sorted(items, key=lambda t: (t[0], -t[1]))  # ties: worst case
    opt = sorted(items, key=lambda t: (t[0], t[1]))    # ties: best case
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("t04", "map.mean", "twin", "pools all queries: the sum of every query's precisions over the total number of "
      "relevant items (the same numbers as weighting each AP by its n_relevant)",
      [[r"pool", r"micro", r"one (global|single|big|overall) (sum|division|ratio)", r"total (number of )?relevant",
        r"sum of (all )?(the )?n_relevant", r"(divid|normali[sz])\w* (only )?(once|at the end)",
        r"not (a |the )?mean of (the )?(per.?query )?(AP|average precision)"]], '''
def my_map(runs, n_relevant):
    total_prec, total_rel = 0.0, 0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total_prec += hits / i
        total_rel += R
    return total_prec / total_rel if total_rel else 0.0
''')

wrong("t05", "set.f_beta", "twin", "P and R swapped in the denominator: beta^2 R + P (the same numbers as F with "
      "1 / beta)",
      [[r"swap", r"exchang", r"wrong way round", r"interchang",
        r"(precision|P) and (recall|R) (are )?(confused|mixed|swapped|exchanged)",
        r"b(eta)?\s*\^?\s*2\s*\*?\s*(R|recall)\b", r"beta.{0,20}(on|multiplies|weights?) (the )?recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("t06", "rank.distances", "twin", "treats the distances as similarity scores (best match = largest value): "
      "ranks the farthest items first",
      [[r"similarit", r"(as|like|for) (a )?(relevance |matching )?scores?", r"higher is better",
        r"bigger (is|=) better", r"larger (is|=|means) (better|closer|more similar)",
        r"distances? (read|taken|treated|misread) as"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]  # best match first
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("t07", "ap.exact", "twin", "divides by the number of relevant items found in the list (sum(labels)) and "
      "never uses n_relevant", [_FROM_LIST], '''
def my_ap(labels, n_relevant):
    found = sum(labels)
    if found == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / found
''')


# ------------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "counts over the lists as given: an id retrieved twice counts twice",
      [[r"duplicat", r"repeated (id|item|entr)", r"counted (twice|double|more than once)",
        r"(list|lists) (instead of|not|rather than) (a )?sets?", r"not (a |as )?sets?\b", r"without (a )?set\(",
        r"double.?count"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)), as if "
      "every relevant item were retrieved", [_FROM_LIST], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("a03", "roc.auc", "data", "walks the labels in the given order as if the list were already sorted by score "
      "(the scores are never used)",
      [_UNSORTED + [r"ignor\w* (the )?scores", r"scores? (are )?(never|not) used", r"without (the )?scores"]], '''
def my_auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tp = area = 0
    for y in labels:  # the ranked list, best score first
        if y:
            tp += 1
        else:
            area += tp
    return area / (P * N)
''')

wrong("a04", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"first query'?s?", r"n_relevant\[0\]", r"same n_relevant", r"one (class size|n_relevant|number of relevant)",
        r"(each|every) query'?s? own", r"(its|their) own (n_relevant|number of relevant|class size)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        r = np.cumsum(y) / R
        curves.append(np.array([p[r >= lev - 1e-9].max() if (r >= lev - 1e-9).any() else 0.0
                                for lev in np.linspace(0, 1, 11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("a05", "gen.practical", "data", "reads d as the number of items outside the judged scope (the database is "
      "taken as d + s)",
      [[r"d (as|is|means|read as) (the )?(number of )?(unjudged|remaining|other|rest|items outside)", r"d ?\+ ?s",
        r"add\w* s to d", r"(rest|remainder) of the database", r"database size.{0,30}(wrong|misread|plus)",
        r"s counted twice"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s  # the judged top s plus the d other items
    return [v / s, v / (total - s + v), v / total]
''')

wrong("a06", "scope.eps_precision", "data", "assumes the distances come sorted nearest first and stops at the first "
      "one not below epsilon",
      [_UNSORTED + [r"\bbreak", r"stops? at the first", r"(ascending|increasing) order"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = n = 0
    for dist, rel in zip(distances, labels):
        if dist >= epsilon:
            break  # the rest is farther away
        n += 1
        hits += rel
    return hits / n if n else 0.0
''')

wrong("a07", "ndcg.all_judgments", "data", "reads `unretrieved` as the whole judgment list: the ideal ranking is "
      "built from the unretrieved grades alone, leaving out the retrieved grades",
      [[r"unretrieved (grades )?(only|alone)", r"only (the )?unretrieved", r"without (the )?retrieved",
        r"(retrieved|list'?s) grades.{0,40}(left out|missing|ignored|not (included|added|used))",
        r"leav\w* out (the )?retrieved", r"unretrieved.{0,40}(all|every|whole|complete) (judg|relevant)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    idcg = dcg(sorted(unretrieved, reverse=True))
    return dcg(grades) / idcg if idcg else 0.0
''')


# ------------------------------------------------------------------------------------------------ right
right("r01", "set.pr", "set operations and exact Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = Fraction(hit, len(ret)) if ret else Fraction(0)
    r = Fraction(hit, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("r02", "rank.distances", "sorted indices with a (distance, position) key", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], i))
    return sum(labels[i] for i in order[:k]) / k
''')

right("r03", "dcg.classic", "NumPy discount max(1, log2(i))", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
    return float((g / disc).sum())
''')

right("r04", "map.mean", "a helper and a comprehension", '''
def ap(labels, R):
    if R == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / R

def my_map(runs, n_relevant):
    return sum(ap(lab, R) for lab, R in zip(runs, n_relevant)) / len(runs)
''')

right("r05", "avg.macro", "statistics.fmean over a comprehension", '''
from statistics import fmean

def my_macro_precision(tables):
    return fmean(tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables)
''')

right("r06", "interp.step", "a loop over the relevant ranks", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
    return 0.0
''')

SUBMISSIONS = tuple(S)
