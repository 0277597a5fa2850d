"""Diagnosis class 44, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its first
run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of students who come to Python from MATLAB,
R, Java or C and bring their habits along -- 1-based indices and ranks, inclusive ranges, ``while`` loops over a
pre-allocated array with manual index bookkeeping, a loop translated from trec_eval's C code, R's ``rank`` and its
ties, ``0:0.1:1`` recall levels, natural ``log`` as in MATLAB -- plus the usual misremembered formulas and
misread inputs. Read: the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside
``exercises/`` and ``grading/``: the significance, generality and ROC modules), the first 80 lines of
tests/heldout_submissions.py (``class_writer``, the shared key lists), and only the header and the last 30 lines of
tests/diagnosis_class19.py and tests/validate_class.py for the file format. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c44-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class44): every right
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

BATCH = "diagnosis class 44 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c44-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "interpolated AP (PASCAL VOC style): at each relevant rank it takes the best "
      "precision at that rank or any later rank instead of the precision at that rank",
      [[r"interpolat", r"max(imum)? (of the )?precisions? (to the right|further down|at (any )?(later|deeper) ranks)",
        r"(running|suffix|cumulative|backward) max", r"\bvoc\b", r"pascal",
        r"best precision (at|from) (that|this) rank (or|onwards|on)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    # make precision monotone, like the VOC devkit does
    for i in range(len(prec) - 2, -1, -1):
        prec[i] = max(prec[i], prec[i + 1])
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("a02", "roc.auc", "sibling", "calls scikit-learn's average_precision_score (the area under the "
      "precision-recall curve) instead of the ROC AUC",
      [[r"average.?precision", r"average_precision_score", r"\bAP\b", r"precision.recall (curve|area)",
        r"area under the (PR|precision.recall)", r"wrong (scikit-learn|sklearn) function"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a03", "avg.macro", "sibling", "micro-averaged precision: sums tp and fp over the queries first, then "
      "divides once",
      [[r"micro", r"pool(s|ed|ing)?\b", r"sum\w* (the )?(counts|tables|tp|tps|fp)", r"total (tp|counts)",
        r"(add|sum)\w* .{0,30}before (dividing|the division)", r"one (big|global) (table|ratio)"]], '''
def my_macro_precision(tables):
    TP = 0
    FP = 0
    for t in tables:
        TP = TP + t[0]
        FP = FP + t[1]
    if TP + FP == 0:
        return 0.0
    return TP / (TP + FP)
''')

wrong("a04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (hits / len(labels)) "
      "instead of the precision at scope s = c",
      [[r"whole (list|ranking)", r"(entire|full) (list|ranking)", r"all (the )?(ranks|items)", r"len\(labels\)",
        r"length of the (list|ranking)", r"(instead of|not) (at )?(the )?(class size|n_relevant|c\b|rank c)",
        r"every (judged )?(item|rank)"]], '''
def my_grip_point(labels, n_relevant):
    n = len(labels)
    hits = 0
    for i in range(n):
        if labels[i] == 1:
            hits += 1
    return hits / n
''')

wrong("a05", "ap.at_k", "sibling", "trec_eval's map_cut: the sum of P@i at the relevant ranks i <= k divided by "
      "n_relevant, not by min(k, n_relevant)",
      [[r"map_cut", r"(divid|normali[sz])\w* by (the )?(n_relevant|number of relevant items|all (the )?relevant)",
        r"(without|no|forg[eo]t\w*|ignor\w*|missing|never takes?) (the )?min\b", r"not min\(k",
        r"n_relevant (alone|only|itself)", r"full (AP|average precision) denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # like trec_eval: for (i = 0; i < k && i < num_ret; i++)
    if n_relevant == 0:
        return 0.0
    sum_prec = 0.0
    rel_so_far = 0
    i = 0
    while i < k and i < len(labels):
        if labels[i]:
            rel_so_far += 1
            sum_prec += rel_so_far / (i + 1)
        i += 1
    return sum_prec / n_relevant
''')

wrong("a06", "dcg.exponential", "sibling", "linear gains rel_i / log2(i + 1) (the trec DCG) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear (gain|gains)", r"gain (of |is |= ?)?rel(_i)?\b(?! *-)", r"rel(_i)? (itself|as (the )?gain)",
        r"not exponential", r"(without|no|forg[eo]t\w*|missing) (the )?(2\s*\^|2\s*\*\*|exponential|power of 2)",
        r"raw grades? as gains?"]], '''
import math
g = v["grades"]
my_dcg_exp = sum(g[i - 1] / math.log2(i + 1) for i in range(1, len(g) + 1))
''')

wrong("a07", "rank.distances", "sibling", "recall at k: the relevant targets among the k nearest divided by all "
      "relevant targets of the list, not by k",
      [[r"recall", r"(divid|normali[sz])\w* by (the )?(number|count|total) of relevant",
        r"all (the )?relevant (items|targets)", r"sum\(labels\)", r"(instead of|not) (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta left unsquared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"unsquared", r"(forg[eo]t|without|missing|never|instead of|no)\w*.{0,30}squar",
        r"\bbeta\b (instead of|rather than|in place of|not) beta\s*(\*\*|\^)\s*2", r"linear in beta",
        r"beta (itself|alone) (instead|rather)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.classic", "shape", "natural logarithm (MATLAB's log) instead of log2 for the discount",
      [[r"natural (log|logarithm)", r"\bln\b", r"np\.log\b(?!2)", r"math\.log\b(?!2)", r"base e\b",
        r"(wrong|another|other|different) (log(arithm)? )?base", r"instead of log2", r"not log2",
        r"log(arithm)? (in|of|to) base e"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    i = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("b03", "ndcg.all_judgments", "shape", "computes the ideal DCG but returns the DCG, never divided by it",
      [[r"not (normali[sz]ed|divided)", r"(forg[eo]t|without|missing|never|no)\w*.{0,30}(normali[sz]|divid|"
        r"division)", r"(raw|plain|unnormali[sz]ed|bare) dcg", r"dcg (itself|alone|only)", r"only (the )?dcg",
        r"returns? (the )?dcg\b"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    score = dcg(grades)
    return score if idcg > 0 else 0.0
''')

wrong("b04", "gen.practical", "shape", "recall's lower bound with s and v swapped: v / (d - v + s)",
      [[r"s and v (are |were )?(swapped|confused|exchanged|mixed up|interchanged)",
        r"v and s (are |were )?(swapped|confused|exchanged|mixed up|interchanged)", r"swap\w* (of )?s and v",
        r"swap\w* (of )?v and s", r"d\s*-\s*v\s*\+\s*s", r"(sign|signs) of s and v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - v + s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("b05", "map.mean", "shape", "divides by the number of queries twice (inside the loop and again at the end)",
      [[r"twice", r"two times", r"(divid|averag)\w* .{0,40}(again|a second time)", r"double[ -]?(divi|averag|count)",
        r"squared? (number of|count of) queries", r"queries\s*(\*\*|\^)\s*2"]], '''
def my_map(runs, n_relevant):
    nq = len(runs)
    total = 0.0
    for q in range(nq):
        labels, R = runs[q], n_relevant[q]
        if R == 0:
            continue
        hits, s = 0, 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
                s += hits / (i + 1)
        total += (s / R) / nq
    return total / nq
''')

wrong("b06", "sig.sign_test", "shape", "one tail only: the binomial probability of a split at least this "
      "lopsided in one direction, not doubled",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not doubled",
        r"(forg[eo]t|without|missing|never|no)\w*.{0,20}(doubl|times 2|\* ?2|both tails)", r"half (of )?the (two.?sided )?p.?value"]], '''
from scipy.stats import binom
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("b07", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 (the number of "
      "steps of 0:0.1:1) instead of 11",
      [[r"divid\w* by (10|ten)\b", r"/\s*10\b", r"\b(10|ten) (levels|points|values|steps)",
        r"instead of (11|eleven)", r"(miscount|wrong number of|off.by.one).{0,20}(levels|points)",
        r"(number|count) of (intervals|steps)"]], '''
def my_11pt(labels, n_relevant):
    P, R = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        P.append(hits / i)
        R.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        cands = [p for p, r in zip(P, R) if r * 10 >= j - 1e-9]
        total += max(cands) if cands and n_relevant else 0.0
    return total / 10
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "a 1-based while loop ported as is: reads labels[1] .. labels[k], skipping "
      "the first rank and reading one past the k-th",
      [[r"off.by.one", r"1.based", r"one.based", r"(skip|miss|ignor|drop)\w*.{0,20}(the )?(first|rank 1|index 0|"
        r"labels\[0\])", r"start\w* (at|from) (index |rank )?1\b", r"shift\w* by one", r"index(es|ing)? (start|"
        r"begin)\w* at 1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    i = 1
    while i <= k:
        if i < len(labels) and labels[i] == 1:
            hits = hits + 1
        i = i + 1
    return hits / k
''')

wrong("c02", "interp.step", "flow", "stores the precision after the level test, so it returns the previous "
      "relevant item's precision P_(i-1) (0 for the first)",
      [[r"previous (relevant )?(item|point|rank|precision)", r"one (point|step|relevant item) (too )?(early|late|"
        r"behind)", r"stale", r"before (it is |being )?(updated|stored|computed)", r"P_\(?i\s*-\s*1",
        r"lag\w*", r"off.by.one", r"(update|store)\w* .{0,20}after (the )?(test|check|return)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    prev = 0.0
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return prev
            prev = hits / i
    return 0.0
''')

wrong("c03", "map.mrr", "flow", "no break: adds 1/rank of every relevant item of a query, not only the first",
      [[r"(no|without|missing|forg[eo]t\w*)( a| the)? break", r"(every|all|each) relevant (item|rank|document)",
        r"not (just |only )?the first", r"(keeps|continues|goes on) (on )?(summing|adding|accumulating|looping)",
        r"(sum|sums|summing|adds?) .{0,20}reciprocal ranks? of (all|every|each)", r"(stop|exit)\w* .{0,30}first"]],
      '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i in range(len(run)):
            if run[i] == 1:
                rr += 1.0 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("c04", "roc.eer", "flow", "walks the sorted items one at a time: tied scores are not grouped into one ROC "
      "step, so the curve depends on the input order within a tie",
      [[r"ti(e|ed|es)\b", r"same scores?", r"equal scores"],
       [r"(one|each|every|single) (item|point|example|sample) at a time", r"not group", r"separate (steps|points)",
        r"(split|break)\w*.{0,20}ties?", r"(without|no|never|not) (grouping|merging|collapsing)", r"item by item",
        r"one step (per|for each) (item|example)", r"(input|list) order"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)[np.argsort(-s, kind="stable")]
    P = y.sum()
    N = len(y) - P
    tp = np.concatenate([[0], np.cumsum(y)])
    fp = np.concatenate([[0], np.cumsum(1 - y)])
    fpr = fp / N
    fnr = 1 - tp / P
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("c05", "pr.points", "flow", "the append is indented under the loop, not under the if: one precision per "
      "rank instead of one per relevant item",
      [[r"every rank", r"all ranks", r"(each|every) (item|position)", r"non.?relevant (ranks|items) (too|also|as "
        r"well)", r"not only (at )?(the )?relevant", r"(also|too) at non.?relevant", r"one (point|precision) per "
        r"rank", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank in range(1, len(labels) + 1):
        if labels[rank - 1] == 1:
            hits += 1
        points.append(hits / rank)
    return points if hits else []
''')

wrong("c06", "pr.averaged", "flow", "the running maximum of the backward interpolation is set once, outside the "
      "query loop, so it carries over from the previous query",
      [[r"(not|never|forg[eo]t\w*( to)?) (re)?set", r"carr(y|ies|ied) over", r"(from|of) (the )?previous query",
        r"leak\w*", r"shared (between|across) (the )?queries", r"outside (of )?the (query |outer )?loop",
        r"not (re)?initiali[sz]ed", r"(re)?initiali[sz]\w* once"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curve_sum = np.zeros(11)
    run_max = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        y = np.asarray(labels)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        interp = np.zeros(len(y))
        for i in range(len(y) - 1, -1, -1):
            run_max = max(run_max, prec[i])
            interp[i] = run_max
        for j in range(11):
            reach = np.nonzero(hits * 10 >= j * R)[0]
            if len(reach):
                curve_sum[j] += interp[reach[0]]
    return list(curve_sum / len(runs))
''')

wrong("c07", "ap.value", "flow", "counts the hit after computing the precision at a relevant rank, so each "
      "precision misses the item itself",
      [[r"off.by.one", r"(count|increment|add)\w* .{0,40}(after|too late)", r"before (counting|adding|incrementing)",
        r"(item|hit) itself (is )?not counted", r"one (fewer|less) (hit|relevant)", r"exclud\w* (the )?(current|item "
        r"itself|hit itself)", r"(doesn.?t|does not|not) (count|include) (the )?(current|item at that rank)"]], '''
hits = 0
total = 0.0
for i, x in enumerate(v["labels"], 1):
    if x == 1:
        total += hits / i
        hits += 1
my_ap_value = total / v["n_relevant"]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by len(set(retrieved)) and len(set(relevant)) with no guard: "
      "ZeroDivisionError when nothing is retrieved or nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than "
      "the class is measured over the ranks it has",
      [[r"(slice|list)'?s? (own )?length", r"len\((labels|top|the slice)", r"(divid|normali[sz])\w* by (the )?"
        r"(number of )?(items|ranks) (actually )?(retrieved|in the (list|slice)|present|available)",
        r"(instead of|not) (by )?(the )?(class size|n_relevant|c)\b", r"missing ranks (were |are )?(not counted|"
        r"ignored|dropped|left out)", r"(shorter|short) (list|ranking).{0,40}(divid|denominator)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d03", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i]: IndexError when k is longer than "
      "the list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")

wrong("d04", "scope.eps_precision", "hidden", "np.mean of the labels inside the ball: nan when nothing is within "
      "epsilon", [NAN + [r"empty (mean|result|slice|selection|array)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d05", "interp.curve", "hidden", "recall levels from np.arange(0, 1.1, 0.1) compared with >= on floats: "
      "0.30000000000000004 is above a recall of exactly 0.3",
      [[r"floating.?point", r"float(ing)? (comparison|rounding|error|precision|levels?)", r"rounding (error|issue)",
        r"0\.30000000000000004", r"exact(ly)? (compar|equal)", r"arange", r"linspace", r"toleran",
        r"representation", r"binary fraction"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("d06", "avg.macro", "hidden", "precision as an array division then np.nanmean: a query with nothing "
      "retrieved is left out of the average instead of counting 0",
      [[r"nanmean", r"(skip|drop|ignor|exclud|leav|left)\w*.{0,40}(query|queries)", r"fewer queries",
        r"(count|treat)\w* .{0,20}as (missing|undefined|nan)", r"instead of (counting )?(it |them )?(as )?0",
        r"(denominator|divid\w*).{0,40}(queries that retrieved|non.?empty)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("d07", "ndcg.all_judgments", "hidden", "returns dcg / idcg with no guard: ZeroDivisionError when no item is "
      "relevant at all", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / log2(i + 1) for i, g in enumerate(gs))
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.pr", "twin", "computes both right but returns them in the wrong order, [recall, precision] "
      "(the same numbers as swapping the two formulas)",
      [[r"(wrong|reversed|swapped|inverted) order", r"order of the (returned )?(list|pair|values|results)",
        r"returned? .{0,25}(reversed|swapped|the other way( round)?|backwards)", r"\[recall, precision\]",
        r"(recall|it) first"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("e02", "roc.auc", "twin", "the pair comparison is the wrong way round: counts the pairs where the negative "
      "scores higher (1 - AUC, as inverted labels would give)",
      [[r"(comparison|inequality|sign|test) .{0,30}(reversed|flipped|wrong way|backwards|inverted|other way)",
        r"negative (item |one )?scor\w* higher", r"(<|less than) instead of (>|greater)",
        r"count\w* (the )?pairs where the negative", r"(positive|pos) (scores? )?(lower|below|less)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("e03", "set.f_beta", "twin", "beta^2 multiplies recall instead of precision in the denominator (the same "
      "numbers as using 1 / beta)",
      [[r"(beta|b)\s*(\^|\*\*)\s*2\s*\*?\s*(r|recall)\b", r"(beta|b).?(squared?|\^2|\*\*2).{0,30}(on|with|times|"
        r"multipl\w*|to) (the )?recall", r"recall.{0,20}(multiplied|weighted) by (beta|b)",
        r"(precision|p) and (recall|r) (are |were )?(swapped|exchanged|confused|mixed up) in the denominator",
        r"denominator.{0,40}(swapped|exchanged|wrong term)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e04", "scope.knn_ties", "twin", "the tie-break sort keys have the wrong sign: the bound meant to rank the "
      "tied relevant targets last ranks them first, so [highest, lowest] comes back",
      [[r"sort(ing)? key", r"(sign|minus|negat)\w*.{0,30}(key|label)", r"-t\[1\]",
        r"(relevant|1s?|ones) (sorted|ranked|placed|put|come) (first|before).{0,40}(instead of|not|meant|rather "
        r"than) (last|after)", r"tie.?break\w*.{0,30}(reversed|inverted|backwards|wrong (way|direction|sign))",
        r"(pessimistic|optimistic) and (optimistic|pessimistic) (are |were )?(swapped|confused|reversed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))   # relevant last
    high = sorted(items, key=lambda t: (t[0], t[1]))   # relevant first
    p_low = sum(l for _, l in low[:k]) / k
    p_high = sum(l for _, l in high[:k]) / k
    return [p_low, p_high]
''')

wrong("e05", "sig.sign_test", "twin", "uses scipy's binom.sf(max, n, 0.5), which is P(X > max), as if it were "
      "P(X >= max): the observed split itself is left out of the tail",
      [[r"\bsf\b", r"survival function", r"P\(X\s*>\s*", r"strict(ly)? (greater|tail|inequality|>)",
        r"(>|greater than) instead of (>=|at least)", r"(exclud|miss|leav|left)\w*.{0,30}(observed|its own|the "
        r"actual) (count|value|split|outcome|number)", r"off.by.one"]], '''
from scipy.stats import binom
a, b = v["a"], v["b"]
w = sum(x > y for x, y in zip(a, b))
l = sum(x < y for x, y in zip(a, b))
n = w + l
my_sign_p = min(1.0, 2 * float(binom.sf(max(w, l), n, 0.5)))
''')

wrong("e06", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the textbook contingency order), so it "
      "divides by tp + fn: macro recall",
      [[r"column", r"order of (the )?(table|entries|fields|values|counts|columns)", r"\[tp, ?fn, ?fp\]",
        r"unpack\w*", r"(fp and fn|fn and fp) (are |were )?(swapped|exchanged|confused|mixed up)",
        r"(read|took|treated|takes) (the )?(fn|third) as (the )?(fp|second)", r"(misread|wrong) (layout|order)"]],
      '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fn, fp = t
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')

wrong("e07", "rank.distances", "twin", "treats the distances as similarity scores, so it ranks the largest "
      "first (the same numbers as a reversed sort)",
      [[r"similarit", r"(larger|higher|bigger|greater) (distance|value)s? (as|=|means|is|are) (nearer|closer|better|"
        r"more similar)", r"(treat|read|took|take)\w* .{0,20}distances? as (a )?(score|similarit)",
        r"(score|similarity) (rather than|instead of|not) (a )?distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    # rank by score like in the lecture: highest score first
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "ndcg.all_judgments", "data", "reads `unretrieved` as more retrieved ranks: appends them after the "
      "list and counts them in the DCG too",
      [[r"(append|add|concatenat|extend|glue)\w*.{0,40}unretrieved.{0,40}(ranking|list|dcg|retrieved|end)",
        r"unretrieved.{0,40}(as if|as though|treated as|read as|as more).{0,20}(retrieved|ranked|ranks)",
        r"unretrieved.{0,40}(in|into|inside) (the )?(dcg|run|ranking)",
        r"dcg .{0,30}(includes|counts|sums) (the )?unretrieved", r"unretrieved.{0,30}(discounted|ranked) (too|as well)"]],
      '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = np.array(list(grades) + list(unretrieved), dtype=float)
    disc = np.ones(len(run))
    disc[1:] = np.log2(np.arange(2, len(run) + 1))
    dcg = np.sum(run / disc)
    idcg = np.sum(np.sort(run)[::-1] / disc)
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("f20", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of the given n_relevant",
      [[r"sum\(", r"(relevant|ones|1s|hits) (in|of) the (list|ranking|run)", r"(retrieved|found) relevant",
        r"(instead of|not|ignor\w*) (the given )?n_relevant", r"count(ed|ing|s)? (the )?(1s|ones)",
        r"relevant (items )?retrieved"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("f03", "roc.eer", "data", "reads the scores as distances (the smaller the score, the more likely positive) "
      "and negates them before scikit-learn's roc_curve",
      [[r"(lower|smaller) scores? (as|=|means|is|are) (more )?(positive|relevant|better|confident|likely)",
        r"scores? (read|treated|taken|as) (as )?distances?", r"(ascending|increasing) (order of )?scores?",
        r"negat\w*.{0,20}scores?", r"score (direction|orientation|sign)", r"(sorted|ranked) .{0,20}(wrong|other) "
        r"(way|direction)", r"1\s*-\s*(the )?eer"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, -np.asarray(scores, dtype=float))
    fnr = 1 - tpr
    d = fpr - fnr
    j = int(np.argmax(d >= 0))
    if j == 0 or d[j] == 0:
        return float(fpr[j])
    t = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("f04", "scope.knn_ties", "data", "finds the cut as the k-th smallest DISTINCT distance (a set of the "
      "distances), so tied distances before it are counted once",
      [[r"distinct", r"unique", r"set\(", r"duplicat\w*.{0,30}(remov|drop|collaps|lost)",
        r"(remov|drop|collaps)\w*.{0,30}(duplicat|repeated|tied) (distances|values)", r"dedup"]], '''
def my_knn_tie_bounds(distances, labels, k):
    levels = sorted(set(distances))
    cut = levels[min(k, len(levels)) - 1]
    sure = [l for d, l in zip(distances, labels) if d < cut]
    tied = [l for d, l in zip(distances, labels) if d == cut]
    free = max(0, k - len(sure))
    n_rel_tied = sum(tied)
    n_non_tied = len(tied) - n_rel_tied
    low = sum(sure) + max(0, free - n_non_tied)
    high = sum(sure) + min(free, n_rel_tied)
    return [low / k, high / k]
''')

wrong("f05", "gen.practical", "data", "reads d as the items outside the judged scope: the database is taken as "
      "d + s",
      [[r"d\s*\+\s*s\b", r"s\s*\+\s*d\b", r"(add|adds|added|adding) (the )?(scope|s|judged items?) to d",
        r"d (as|is|was read as) (the )?(number of )?(items )?(outside|beyond|after|unjudged|not judged|left)",
        r"(database|d)\b.{0,40}(excluding|without|does not include) (the )?(scope|judged)",
        r"(scope|judged items) counted twice"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s          # d = the unjudged rest of the database
    c_max = total - s + v
    return [v / s, v / c_max if v else 0.0, v / total]
''')

wrong("f06", "dcg.classic", "data", "sorts the grades high to low first, as if the input were an unordered bag "
      "of judgments (it returns the ideal DCG)",
      [[r"sort\w*.{0,30}(grades|input|list|gains)", r"(grades|input|list).{0,30}sort", r"ideal", r"(best|descending) order", r"reorder\w*", r"order of the (input|grades|ranking) "
        r"(is )?(ignored|lost|not kept|changed)"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    total = 0.0
    for i in range(len(g)):
        rank = i + 1
        total += g[i] if rank == 1 else g[i] / math.log2(rank)
    return total
''')

wrong("f07", "map.mean", "data", "ignores the given n_relevant and divides each query's sum by the relevant "
      "items it retrieved (the ones in its list)",
      [[r"sum\(", r"(count|number) of (1s|ones|hits|relevant (items )?retrieved)", r"(relevant|ones|1s) (in|of) the "
        r"(run|list|ranking)", r"ignor\w*.{0,20}n_relevant", r"(instead of|not) (the given )?n_relevant",
        r"retrieved relevant", r"relevant (items )?retrieved"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = np.zeros(len(runs))
    q = 0
    while q < len(runs):
        y = np.array(runs[q])
        if y.sum() > 0:
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            aps[q] = prec[y == 1].sum() / y.sum()
        q += 1
    return float(aps.mean())
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "pr.points", "1-based while loop with manual bookkeeping", '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    i = 1
    while i <= len(labels):
        if labels[i - 1] == 1:
            hits += 1
            out.append(hits / i)
        i += 1
    return out
''')

right("r02", "interp.step", "NumPy: the first relevant rank whose recall reaches the level", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y == 1) + 1
    if len(ranks) == 0 or n_relevant == 0:
        return 0.0
    i = np.arange(1, len(ranks) + 1)
    reach = np.flatnonzero(i >= level * n_relevant - 1e-9)
    if len(reach) == 0:
        return 0.0
    j = reach[0]
    return float(i[j] / ranks[j])
''')

right("r03", "map.mrr", "R's match(1, run): next() with a default", '''
def my_mrr(runs):
    rr = []
    for run in runs:
        first = next((i for i, x in enumerate(run, start=1) if x == 1), None)
        rr.append(0.0 if first is None else 1.0 / first)
    return sum(rr) / len(rr)
''')

right("r04", "scope.knn_ties", "counts: the certain part, then the tie group filled worst and best", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    closer = [l for d, l in zip(distances, labels) if d < cut]
    tied = [l for d, l in zip(distances, labels) if d == cut]
    slots = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(closer) + max(0, slots - non_t)
    high = sum(closer) + min(slots, rel_t)
    return [low / k, high / k]
''')

right("r05", "interp.curve", "exact Fractions and a backward running maximum", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec = [], []
    hits = 0
    for i in range(n):
        hits += labels[i]
        prec.append(Fraction(hits, i + 1))
        rec.append(Fraction(hits, n_relevant) if n_relevant else Fraction(0))
    best = [Fraction(0)] * n
    m = Fraction(0)
    for i in range(n - 1, -1, -1):
        m = max(m, prec[i])
        best[i] = m
    out = []
    for j in range(11):
        level = Fraction(j, 10)
        idx = [i for i in range(n) if rec[i] >= level and (n_relevant or j == 0) and hits]
        out.append(float(best[idx[0]]) if idx else 0.0)
    return out
''')

right("r06", "ap.value", "a C-style loop over 0-based indices", '''
labels, R = v["labels"], v["n_relevant"]
num_rel_ret = 0
sum_prec = 0.0
for i in range(len(labels)):
    if labels[i]:
        num_rel_ret += 1
        sum_prec += num_rel_ret / (i + 1)
my_ap_value = sum_prec / R if R else 0.0
''')

SUBMISSIONS = tuple(S)
