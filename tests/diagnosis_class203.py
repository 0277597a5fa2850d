"""Diagnosis class 203, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class taught by a different lecturer last year,
who bring that course's conventions with them -- other DCG forms (the log2(i + 1) discount, exponential gains),
other interpolation rules, other AP denominators, results in percent, trec_eval habits such as dropping queries
without relevant documents -- written in varied styles (explicit loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c203-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class203): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 203 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c203-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes last year's DCG with the log2(i + 1) discount at every rank "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log_?2? ?\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1\b", r"trec", r"burges", r"(discount|denominator) (is )?shifted",
        r"(one|a) rank (too )?(late|further)", r"other (dcg|discount) (form|formulation)"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the mean precision at the hits) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"(relevant items )?found",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"sum\(labels\)",
        r"(mean|average) of (the )?precisions? at (the )?(relevant|hits)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level "
      "(last year's step rule) instead of the maximum precision over all ranks reaching it",
      [[r"no (max|maximum)", r"without (the |taking the )?max", r"first rank", r"not interpolated",
        r"instead of the max", r"step (rule|interpolation)", r"uninterpolated", r"not the max",
        r"precision at the (first|rank)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(11) / 10:
        idx = np.flatnonzero(rec >= r)
        out.append(float(prec[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q04", "ap.at_k", "sibling", "divides AP@k by k (last year's denominator) instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is |of )?k\b", r"over k\b", r"/ ?k\b",
        r"k rather than min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    score, hits = 0.0, 0
    for i, rel in enumerate(labels[:k]):
        if rel == 1:
            hits += 1
            score += hits / (i + 1)
    return score / k
''')

wrong("q05", "ndcg.all_judgments", "sibling", "uses exponential gains 2^rel - 1 (last year's NDCG) instead of the "
      "grades themselves",
      [[r"exponential", r"2 ?(\*\*|\^) ?\(?(rel|g|grade|x)", r"2\^", r"burges", r"gain of 2"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum((2 ** g - 1) / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of interpolating the crossing",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"no(t)? interpolat", r"without interpolat",
        r"instead of interpolat", r"never interpolat", r"(mean|average) of (the )?fpr and fnr",
        r"\(fpr ?\+ ?fnr\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best = None
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = (~pred & (y == 1)).sum() / P
        if best is None or abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q07", "dcg.exponential", "sibling", "uses the grade itself as the gain (the linear-gain DCG with the "
      "log2(i + 1) discount) instead of 2^rel - 1",
      [[r"linear", r"raw grades?", r"grades? (itself|themselves|as (the )?gain)", r"no(t)? exponential",
        r"without (the )?exponential", r"instead of (the )?exponential", r"instead of 2", r"forg\w* (the )?2",
        r"missing (the )?2 ?(\*\*|\^)"]], '''
from math import log2

grades = v["grades"]
my_dcg_exp = sum(g / log2(i + 2) for i, g in enumerate(grades))
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"without squaring", r"(forgot|forgets|missing|no) (to )?squar", r"beta instead of beta",
        r"unsquared", r"linear in beta", r"square (of )?beta (is )?missing"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "avg.macro", "shape", "returns the macro precision in percent (times 100), as last year's course "
      "reported it",
      [[r"percent", r"\b100\b", r"times 100", r"scaled? (up )?by", r"%"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        precs.append(100 * tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"by 10\b", r"/ ?10\b", r"ten levels", r"10 levels", r"instead of 11",
        r"not (by )?11", r"one level (short|too few|missing)", r"by ten"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0
    for i in range(11):
        cand = [p for p, q in zip(prec, rec) if q >= i / 10]
        total += max(cand) if cand else 0
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "computes the lower bound of recall as v / (d - s), leaving the + v out "
      "of the largest possible class size d - s + v",
      [[r"\+ ?v\b", r"without (the )?\+ ?v", r"missing (the )?v\b", r"forg\w* (the )?v\b", r"d ?- ?s\b(?! ?\+)",
        r"leav\w* (out )?(the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q12", "dcg.trec", "shape", "writes the discount as log2(i) + 1 (the + 1 outside the logarithm) instead of "
      "log2(i + 1)",
      [[r"log_?2? ?\(\s*i\s*\)\s*\+\s*1", r"parenthes", r"bracket", r"outside (the )?log", r"\+ ?1 outside",
        r"added (after|outside)"]], '''
import math

g = v["grades"]
my_dcg_trec = sum(rel / (math.log2(i) + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? (count\w*|as) (1\b(?! ?/)|one\b|full|a win|a whole)", r">=",
        r"tied pairs? (count\w* )?(as )?(1\b(?! ?/)|one\b|a win|full)",
        r"instead of (1/2|a half|half)", r"not (as )?(1/2|half)", r"full (win|point|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q14", "map.mrr", "shape", "returns the reciprocal of the mean rank of the first relevant items instead of "
      "the mean of the reciprocal ranks",
      [[r"mean (of the )?(first )?ranks?", r"average (first )?rank", r"reciprocal of the (mean|average)",
        r"1 ?/ ?mean", r"inverse of the (mean|average)", r"harmonic", r"mean inside"]], '''
import math
from statistics import mean

def my_mrr(runs):
    ranks = []
    for run in runs:
        ranks.append(run.index(1) + 1 if 1 in run else math.inf)
    return 1 / mean(ranks)
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the return statement is indented inside the loop over the queries, so MAP is "
      "the AP of the first query only",
      [[r"first query", r"only (the )?(first|one) query", r"return\w* (inside|in|within) the loop",
        r"indent", r"one query only", r"stops? after (the )?first"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        found, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                found += 1
                s += found / i
        aps.append(s / R if R else 0.0)
        return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (hits is "
      "incremented one line too late)",
      [[r"before (the |it is |counting|increment|adding|updat)", r"increment\w* (too late|after)",
        r"after (appending|using|computing)", r"one (hit|relevant item) (short|behind|fewer|less)", r"off.by.one",
        r"not (yet )?count\w* (the )?(current|this)", r"exclud\w* (the )?(current|this)", r"hits ?- ?1",
        r"too late"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            pts.append(hits / rank)
            hits += 1
    return pts
''')

wrong("q17", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so each query's RR is "
      "1 / rank of its last relevant item",
      [[r"\bbreak\b", r"last relevant", r"(does not|doesn't|never) stop", r"overwrit", r"keeps? (going|looping|searching)",
        r"not the first"]], '''
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

wrong("q18", "pr.averaged", "flow", "interpolates with a running maximum from the top of the ranking (the best "
      "precision at or above the rank where the level is reached) instead of the maximum over the ranks below",
      [[r"running max", r"max\w* (over|of) (the )?(ranks|precisions?) (above|before|so far|up to)", r"from the top",
        r"wrong direction", r"(above|before) instead of (below|after)", r"prefix max", r"ranks? (above|before)",
        r"so far", r"cumulative max"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        curve, done = [0.0] * 11, [False] * 11
        if R:
            hits, best = 0, 0.0
            for k, x in enumerate(labels, 1):
                hits += x
                best = max(best, hits / k)
                for j, r in enumerate(levels):
                    if not done[j] and hits / R >= r:
                        curve[j], done[j] = best, True
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q19", "rank.p_at_k", "flow", "slices labels[1:k + 1] (1-based ranks as Python indices), skipping rank 1 "
      "and reading rank k + 1",
      [[r"\[1:", r"skip\w* (the )?first", r"off.by.one", r"1-based", r"one-based", r"shift\w* by one",
        r"starts? at (index |rank )?(1|2|the second)", r"rank 1 (is )?(left out|missing|skipped|ignored)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("q20", "scope.knn_ties", "flow", "reuses the hit counter of the pessimistic pass for the optimistic one "
      "without resetting it to 0, so the highest P@k adds both passes' hits",
      [[r"reset", r"reus\w*", r"(same|one|shared) (hit )?counter", r"(carries|carried|carry) over",
        r"accumulat\w* (across|over) both", r"both passes", r"(not|never) (set )?back to (0|zero)",
        r"re-?initiali[sz]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low_order = sorted(zip(distances, labels))
    high_order = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    hits = 0
    for d, y in low_order[:k]:
        hits += y
    low = hits / k
    for d, y in high_order[:k]:
        hits += y
    high = hits / k
    return [low, high]
''')

wrong("q21", "ap.value", "flow", "adds P@k at every rank (the += sits outside the if), not only at the relevant "
      "ranks",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"non-?relevant ranks", r"not only (at )?(the )?relevant",
        r"outside the if", r"irrelevant (ranks|items)"]], '''
labels, R = v["labels"], v["n_relevant"]
total, hits = 0.0, 0
for i in range(len(labels)):
    if labels[i] == 1:
        hits += 1
    total += hits / (i + 1)
my_ap_value = total / R
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0 (last year's F was defined for P, R > 0 only): "
      "divides by zero there", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of the cut labels[:c] instead of c, so a list "
      "shorter than the class gets too high a precision",
      [[r"len\(", r"length of the (list|slice|cut)", r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)\b",
        r"divid\w* by the number of (items|ranks) (retrieved|returned|there|in the list)",
        r"missing ranks? (are |were )?(not counted|ignored|dropped)", r"(ignor|drop)\w* (the )?missing ranks?"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "pr.averaged", "hidden", "drops the queries without relevant items (trec_eval's habit) instead of "
      "counting them as 0 at every level",
      [[r"(skip|drop|leav|omit|exclud|ignor|discard)\w* (the )?quer(y|ies) (with|without)",
        r"quer(y|ies) .{0,40}(skipped|dropped|left out|excluded|ignored|discarded|not counted)",
        r"(divid|averag)\w* (by|over) (only )?(the )?quer(y|ies) (with|that have) relevant", r"fewer queries",
        r"not counted as (0|zero)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue  # no relevant documents: trec_eval leaves the query out
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        p = hits / np.arange(1, len(y) + 1)
        r = hits / R
        curves.append([p[r >= lv].max() if (r >= lv).any() else 0.0 for lv in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q25", "avg.macro", "hidden", "divides tp by tp + fp with NumPy and no guard, so a query with nothing "
      "retrieved gives nan", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "cuts k to the list's length before taking min(k, n_relevant), so a k longer "
      "than the list gets too small a denominator",
      [[r"(cut|clip|cap|truncat|shorten|limit|clamp)\w* k\b", r"k (to|at) (the )?(list|len)", r"min\(k, ?len",
        r"list('s)? length (instead|rather)", r"len\(labels\) (instead|rather)",
        r"(length of the list|len\(labels\)) in(to)? the denominator"]], '''
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

wrong("q28", "map.mean", "hidden", "skips the queries with no relevant item retrieved, averaging over the other "
      "queries only", [[r"(skip|drop|leav|omit|exclud|ignor|discard)\w* .{0,30}quer(y|ies)",
                        r"quer(y|ies) .{0,40}(skipped|dropped|left out|excluded|ignored|discarded|not counted)",
                        r"fewer queries", r"(divid|averag)\w* (by|over) (only )?(the )?quer(y|ies) (with|that)",
                        r"not counted as (0|zero)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        if 1 not in run:
            continue
        hits, s = 0, 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / rank
        aps.append(s / R)
    return sum(aps) / len(aps) if aps else 0.0
''')


# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator "
      "(beta^2 R + P)",
      [[r"swap", r"(precision|p) and (recall|r) (are )?(swapped|exchanged|confused|interchanged)",
        r"beta\^?2 ?(times|\*|on|multiplies|with) ?(the )?(recall|r)\b", r"wrong (term|one) in the denominator",
        r"(recall|r) (is )?weighted (by|with) beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "rank.distances", "twin", "sorts with reverse=True (farthest first), as last year's scores were "
      "sorted",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"(highest|biggest) distance",
        r"wrong (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"reversed order", r"wrong order", r"order of the (two|pair|result|bounds|values)",
        r"(highest|optimistic) first", r"the other way round", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(y for _, y in pess[:k]) / k
    high = sum(y for _, y in opt[:k]) / k
    return [high, low]
''')

wrong("q32", "roc.eer", "twin", "walks the thresholds down and stops at the first ROC point with FPR >= FNR, "
      "reporting (FPR + FNR) / 2 there without interpolating the crossing",
      [[r"no(t)? interpolat", r"without interpolat", r"first (roc )?point (past|after|where|with|beyond)",
        r"first crossing", r"stops? at the first", r"instead of interpolat", r"never interpolat"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    for t in sorted(set(scores), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = ((s < t) & y).sum() / P
        if fpr >= fnr:
            return float((fpr + fnr) / 2)
    return 0.5
''')

wrong("q33", "pr.points", "twin", "passes the precisions through np.unique, which sorts them in ascending order "
      "(and merges equal ones) instead of keeping rank order",
      [[r"np\.unique", r"\bunique\b", r"sort\w*", r"ascending", r"dedup", r"(merg|remov|drop)\w* (equal|duplicate)"]],
      '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.array(labels)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return np.unique(prec[y == 1]).tolist()
''')

wrong("q34", "interp.step", "twin", "tests recall > level (strict) instead of >=, so a level equal to some R_i "
      "reads the next relevant item's precision",
      [[r"strict", r"> ?instead of >=", r"(recall|r) ?> ?level", r"exclud\w* (the )?(equal|level itself)",
        r"(equal|exactly).{0,40}(skipped|missed|excluded)", r"boundary", r">= ?(is )?missing"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries: the binomial n is the number of all queries, not "
      "of the untied ones",
      [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps|counts?|includ\w*) (the )?ties",
        r"n ?= ?len", r"tied queries (are |were )?(kept|counted|included)", r"n (includes|counts) (the )?ties",
        r"all (the )?queries (in|as) n", r"(did not|didn't|never) drop"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a)).pvalue
''')


# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the ids as a list, not a set: an id retrieved more than once counts in the "
      "hits and in the number retrieved each time",
      [[r"duplicate", r"counted (twice|two times|more than once|each time)", r"lists? (instead of|not|rather than) sets?",
        r"not (de-?duplicated|made (into )?a set)", r"set\(\)", r"without (a )?set", r"never (made|turned) into a set"]],
      '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "reads the scores as distances (lower means more likely positive), so it returns "
      "1 - AUC",
      [[r"lower (score|is better)", r"distance", r"1 ?- ?(the )?auc", r"revers\w*",
        r"(score|direction) (is )?(inverted|flipped|backwards)", r"smaller scores?", r"complement"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q38", "gen.practical", "data", "takes d as the number of unjudged items outside the scope, so the database "
      "is d + s",
      [[r"d ?\+ ?s", r"(added|adds|adding) s", r"d (as|is) (the )?(unjudged|remaining|rest|number outside)",
        r"database (size )?(as|is|of) d ?\+ ?s", r"outside the scope", r"unjudged (items|part)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q39", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon",
      [[r"similarit", r"d ?> ?eps", r"greater than (epsilon|eps)", r"(above|beyond|outside|larger than) (epsilon|the radius)",
        r"farther", r"wrong side", r"revers\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    res = [l for d, l in zip(distances, labels) if d > epsilon]
    return sum(res) / len(res) if res else 0.0
''')

wrong("q40", "interp.curve", "data", "takes the number of relevant items as sum(labels) (the relevant items "
      "retrieved), ignoring n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the list)", r"ignor\w* n_relevant",
        r"n_relevant (is )?(ignored|unused|not used)", r"(retrieved|found) relevant (items )?(only|as)",
        r"instead of n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    R = sum(labels)
    precisions, recalls = [], []
    found = 0
    for k, lab in enumerate(labels, 1):
        found += lab
        precisions.append(found / k)
        recalls.append(found / R if R else 0.0)
    out = []
    for j in range(11):
        vals = [p for p, rr in zip(precisions, recalls) if rr >= j / 10]
        out.append(max(vals) if vals else 0.0)
    return out
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the run, as if they "
      "were retrieved, so they count in the DCG too",
      [[r"append", r"(added|adds|adding|put|puts) .{0,30}(to|at) the end", r"as if (they were )?retrieved",
        r"unretrieved.{0,40}(counted|included) in (the )?dcg", r"dcg (of|includes) (the )?unretrieved",
        r"end of the (ranking|run|list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)

    def dcg(g):
        return sum(x / max(1.0, log2(i)) for i, x in enumerate(g, 1))
    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg else 0.0
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp], so it averages tp / (tp + fn), the recall",
      [[r"tp ?\+ ?fn", r"false negatives? (instead|in the denominator|rather)", r"(instead of|not) (the )?(fp|false positives)",
        r"recall", r"(misread|swapp|confus)\w* (the )?(fp and fn|columns|order)", r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(ps) / len(ps)
''')


# ------------------------------------------------------------------------------------------------ right
right("q43", "ap.exact", "explicit loop with exact fractions.Fraction", '''
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

right("q44", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    m = d < epsilon
    return float(y[m].mean()) if m.any() else 0.0
''')

right("q45", "rank.distances", "stable sorted() on (distance, label) pairs and itertools.islice", '''
from itertools import islice

def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0])
    return sum(l for _, l in islice(ranked, k)) / k
''')

right("q46", "ap.eleven_point", "comprehension over (recall, precision) pairs, max with default", '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts, h = [], 0
    for k, x in enumerate(labels, 1):
        h += x
        pts.append((h / n_relevant, h / k))
    return sum(max((p for r, p in pts if r >= lv / 10), default=0.0) for lv in range(11)) / 11
''')

right("q47", "gen.grip_point", "1-based style loop over the first c ranks", '''
def my_grip_point(labels, n_relevant):
    found = 0
    for i in range(n_relevant):
        if i < len(labels) and labels[i] == 1:
            found += 1
    return found / n_relevant
''')

right("q48", "interp.step", "early return at the first relevant rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        if rel and hits / n_relevant >= level:
            return hits / rank
    return 0.0
''')

SUBMISSIONS = tuple(S)
