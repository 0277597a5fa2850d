"""Diagnosis class 28, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes or feedback code), and never ran the checker on this class before handing it over: its
first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class that pastes code from forum answers and AI
assistants and adapts it -- plausible-looking helpers with the wrong defaults (scikit-learn's
``average_precision_score`` and ``roc_curve``, ``np.argsort`` direction, ``np.searchsorted`` side,
``np.argpartition``, ``np.maximum.accumulate``, ``scipy.stats.binomtest``), wrong argument or column orders,
1-based loops over 0-based lists, counters carried from one query to the next, and code that works on the example
the student tried. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside
``exercises/`` and ``grading/``), the course documents, the first 80 lines of tests/heldout_submissions.py (the
``class_writer`` helper and the Submission record), the first 60 and last 30 lines of tests/diagnosis_class19.py
(the format) and the first 60 and last 30 lines of tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c28-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class28): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a boundary), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels
only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 28 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c28-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "scikit-learn's average_precision_score: AP divided by the relevant items found "
      "in the list, not by n_relevant (relevant items never retrieved are not counted)",
      [[r"retrieved relevant", r"relevant (ones|items|documents) (found|in the list|in the ranking)",
        r"(ignor|never us|not us)\w* n_relevant", r"instead of n_relevant", r"sum\(labels\)",
        r"unretrieved (relevant )?(items )?(are )?(ignored|left out|missing|not counted)",
        r"only (the )?(found|retrieved) (relevant )?(items|ones)", r"average_precision_score", r"scikit|sklearn"]], '''
import numpy as np
from sklearn.metrics import average_precision_score


def my_ap(labels, n_relevant):
    y = np.array(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    scores = np.linspace(1, 0, num=len(y))  # decreasing, so sklearn keeps my order
    return float(average_precision_score(y, scores))
''')

wrong("a02", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP instead of the 11-point average",
      [[r"non-?interpolated", r"uninterpolated", r"(exact|plain|ordinary|un-?interpolated|trec) (AP|average precision)",
        r"(not|never|without|no) interpolat", r"precision at (each|the|every) relevant (rank|item)",
        r"\bAP\b instead", r"instead of (the )?(11|eleven)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("a03", "dcg.classic", "sibling", "the log2(i + 1) discount of the TREC formulation (rank 1 discounted too) "
      "instead of the classic one",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec(_eval)?('s)? (formula|discount|formulation|dcg|version)",
        r"burges", r"rank 1 (is )?(also )?discounted", r"discount\w* (the )?(first|top) (rank|item|grade)",
        r"(first|top) (rank|item|grade) .{0,20}discounted"]], '''
import numpy as np


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float(np.sum(g / disc))
''')

wrong("a04", "roc.eer", "sibling", "the 'nearest point' EER: (FPR + FNR) / 2 at the ROC point where they are closest, "
      "no interpolation between points",
      [[r"nearest", r"closest", r"(no|without|not|never) (linear )?interpolat", r"(fpr|false positive rate) ?\+ ?(fnr|false negative rate)\)? ?/ ?2",
        r"average of (the )?(fpr|false positive rate) and", r"mean of (the )?(two )?(error )?rates",
        r"(a|one|single) (roc )?point .{0,20}instead of (the )?(crossing|intersection)"]], '''
import numpy as np
from sklearn.metrics import roc_curve


def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = np.nanargmin(np.abs(fnr - fpr))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("a05", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the lower "
      "bound v / d",
      [[r"upper (bound|limit)", r"largest (possible )?generality", r"(highest|maximum|max) (possible )?generality",
        r"\(d\s*-\s*s\s*\+\s*v\)\s*/\s*d", r"(every|all) (the )?unjudged .{0,30}relevant",
        r"(assum\w*|as if) .{0,30}(every|all) .{0,20}(outside|unjudged|beyond)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("a06", "map.mrr", "sibling", "computes MAP (precision at every relevant rank, divided by the relevant items "
      "found) instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bm?AP\b", r"(every|all|each) relevant (item|rank|document)s?",
        r"(not|beyond|past) (just |only )?the first relevant", r"(later|other|further|subsequent) relevant (items|ranks)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / rank
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("a07", "avg.macro", "sibling", "micro-averaged precision (tp and fp summed over the queries first) instead "
      "of the macro average",
      [[r"micro", r"pool", r"(sum|total)\w* (the |of (the |all )?)?(counts|tp|true positives|tables)",
        r"(summ|add)\w* .{0,20}(over|across) (all )?(the )?queries (first|before)",
        r"(weight|dominat)\w* .{0,30}(big|large|more retrieved)"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("b01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta\s*(\^|\*\*)\s*2 .{0,30}(missing|instead|forgot)", r"(beta|b) (itself|alone)",
        r"instead of (beta|b)\s*(\^|\*\*)\s*2", r"linear(ly)? in beta", r"power of (2|two)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "ndcg.all_judgments", "shape", "the natural logarithm (math.log) in the discount instead of log2",
      [[r"natural (log|logarithm)", r"\bln\b", r"base[- ]?e\b", r"\bbase\b", r"math\.log\b(?!2)", r"np\.log\b(?!2)",
        r"(instead of|not|rather than) log2", r"log2 .{0,20}(missing|forgot)"]], '''
import math


def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / math.log(i + 1) for i, g in enumerate(gs))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("b03", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 instead of 11",
      [[r"(divid|denominator)\w* .{0,20}\b(10|ten)\b", r"\b(10|ten) (levels|intervals|steps|points)",
        r"instead of (11|eleven)", r"(11|eleven) levels", r"number of (recall )?levels", r"off[- ]by[- ]one"]], '''
import numpy as np


def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.arange(0, 1.05, 0.1):
        ok = rec >= r - 1e-9
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)  # 0.0 to 1.0 in steps of 0.1
''')

wrong("b04", "gen.grip_point", "shape", "counts the hits in the top c but divides by the length of the whole list "
      "instead of c",
      [[r"len\(labels\)", r"length of (the )?(whole |entire )?(list|ranking)", r"list('s)? length",
        r"(whole|entire|full) (list|ranking)('s)? (length|size)",
        r"(divid|denominator)\w*.{0,40}(list|ranking)('s)? (length|size)",
        r"number of (retrieved|ranked|listed) items"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(labels)
''')

wrong("b05", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"(forg[eo]t|without|missing|dropp\w*|omit\w*|no) .{0,30}(-\s*1|minus (one|1))",
        r"(-\s*1|minus (one|1)) .{0,30}(missing|forgotten|dropped|omitted)",
        r"2\s*(\^|\*\*)\s*rel(_i)? (instead|rather|without)",
        r"(grade|gain|rel(evance)?) (of )?0 .{0,40}(gain|count|contribut|scor)\w* (of )?1",
        r"non-?relevant .{0,40}(gain|contribut)\w* (of )?1"]], '''
import numpy as np

g = np.array(v["grades"])
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("b06", "interp.step", "shape", "returns the recall R_i of the step instead of its precision P_i",
      [[r"recall (instead of|in place of|rather than) (the )?precision", r"returns? (the )?recall\b",
        r"\bR_i\b (instead of|rather than|not) \bP_i\b", r"(precision and recall|P and R) (swapped|confused|mixed)",
        r"recall level .{0,20}(itself|returned)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    prev_r = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            r = hits / n_relevant
            p = hits / k
            print(k, p, r)
            if prev_r < level <= r:
                return r
            prev_r = r
    return 0.0
''')

wrong("b07", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"(reversed?|wrong|other) order", r"(the )?other way (round|around)", r"exchang",
        r"(highest|optimistic|upper) (bound |one )?first", r"(lowest|pessimistic|lower) (bound |one )?(second|last)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = list(distances)
    kth = sorted(d)[k - 1]
    closer = [lab for x, lab in zip(d, labels) if x < kth]
    tied = [lab for x, lab in zip(d, labels) if x == kth]
    room = k - len(closer)
    base = sum(closer)
    best = base + min(room, sum(tied))
    worst = base + max(0, room - (len(tied) - sum(tied)))
    return [best / k, worst / k]
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "a 1-based loop over a 0-based list: skips rank 1 and counts rank k + 1",
      [[r"off[- ]by[- ]one", r"shift\w* by one", r"1-based", r"0-based", r"zero-based",
        r"(skip|miss|ignor)\w* (the )?(first|top) (item|rank|label)", r"rank 1 .{0,20}(skipped|missed|ignored|left out)",
        r"(index|indices|loop) (start|starts|started|begin|begins) (at|from) 1", r"(one|1) (rank|position) (too )?(late|down)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("c02", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, never stopping at k",
      [[r"beyond (rank )?k", r"past (rank )?k", r"(after|below) (rank )?k\b", r"whole (list|ranking)",
        r"(all|every) (the )?ranks", r"(not|never) (cut|stop|truncat)\w*", r"without (cutting|truncat|stopp)\w*",
        r"ignor\w* k\b"]], '''
import numpy as np


def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / denom)
''')

wrong("c03", "map.mean", "flow", "the hit counter is not reset for each query (it carries over from the previous "
      "query)",
      [[r"reset", r"carr(y|ies|ied) over", r"(across|between) (the )?queries", r"previous quer(y|ies)",
        r"(shared|reused|accumulat\w*).{0,30}(count|hits|counter)", r"not (re-?)?initiali[sz]ed"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c04", "interp.curve", "flow", "the running maximum runs from the top of the list (max over the earlier ranks) "
      "instead of from the bottom (max over the later ranks)",
      [[r"(from|at) the (top|start|beginning)", r"(earlier|higher|previous|preceding|above) ranks",
        r"(before|above|up to) (the )?(rank|cut)", r"wrong direction", r"forward", r"left[- ]to[- ]right",
        r"(instead of|not) (from )?(the )?(end|bottom|later ranks|right)", r"maximum\.accumulate", r"reversed?"]], '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    best = np.maximum.accumulate(prec)  # running max
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("c05", "pr.points", "flow", "appends a precision at every rank, not only at the relevant ones",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"non-?relevant (ranks|items)",
        r"(not|never) only .{0,20}relevant", r"(also|even) at .{0,20}non-?relevant", r"one (point|value) per rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, lab in enumerate(labels):
        hits += lab
        points.append(hits / (i + 1))
    return points
''')

wrong("c06", "pr.averaged", "flow", "breaks at the first rank that reaches recall r and takes its precision, not "
      "the maximum over that rank and the later ones",
      [[r"\bbreak", r"(stops?|stopp\w*) at the first", r"first rank (where|that|at which|reaching)",
        r"(not|never|without|no) (the )?max", r"(instead of|rather than) the max",
        r"(later|following|remaining|subsequent|deeper) ranks"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run, n in zip(runs, n_relevant):
        curve = []
        for r in levels:
            val = 0.0
            hits = 0
            for k, rel in enumerate(run, 1):
                hits += rel
                if n and hits / n >= r:
                    val = hits / k
                    break
            curve.append(val)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("c07", "scope.eps_precision", "flow", "np.searchsorted with side='right' keeps the targets at distance exactly "
      "epsilon (d <= epsilon instead of d < epsilon)",
      [[r"<=", r"less than or equal", r"at most", r"(includ|count|keep)\w* .{0,40}(equal|exactly)",
        r"side\s*=\s*.?right", r"non-?strict", r"not strict", r"strictly", r"boundary", r"on the (border|edge)"]], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    order = np.argsort(distances)
    d = np.asarray(distances)[order]
    y = np.asarray(labels)[order]
    n = np.searchsorted(d, epsilon, side="right")
    return float(y[:n].mean()) if n else 0.0
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "rank.distances", "hidden", "np.argpartition(d, k) raises ValueError when k is the whole list",
      [[r"ValueError", r"argpartition", r"\bkth\b", r"out of bounds"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("d02", "gen.grip_point", "hidden", "indexes the cumulative hits at position c - 1: IndexError when the list "
      "is shorter than the class",
      [INDEX], '''
import numpy as np


def my_grip_point(labels, n_relevant):
    hits = np.cumsum(labels)
    return float(hits[n_relevant - 1] / n_relevant)
''', crash="IndexError", scope="all")

wrong("d03", "avg.macro", "hidden", "tp / (tp + fp) divides by zero for a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ndcg.all_judgments", "hidden", "DCG / IDCG without a guard: ZeroDivisionError when nothing is "
      "relevant at all",
      [ZERODIV], '''
from math import log2


def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, start=1))

    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "map.mean", "hidden", "AP as the mean precision at the relevant ranks times the fraction found: the "
      "mean of an empty array is nan for a query whose relevant items were never retrieved",
      [NAN], '''
import numpy as np


def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        y = np.array(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        found = y.sum()
        aps.append(prec[y == 1].mean() * found / n)
    return float(np.mean(aps))
''', scope="all")

wrong("d06", "pr.averaged", "hidden", "recall hits / n divides by zero for a query with no relevant items",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        P, R, hits = [], [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            P.append(hits / k)
            R.append(hits / n)
        for j, r in enumerate(levels):
            total[j] += max([p for p, rr in zip(P, R) if rr >= r], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "set.pr", "hidden", "precision hits / len(retrieved) divides by zero when nothing is retrieved",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")


# ------------------------------------------------------------------------------------------------- twin
wrong("e01", "roc.auc", "twin", "area under the ROC curve summed as rectangles at the lower TPR of each step instead "
      "of trapezoids (a tied group's diagonal piece is cut to a step)",
      [[r"rectangle", r"staircase", r"step (area|function|sum|curve)", r"trapez", r"(left|lower) (riemann )?sum",
        r"(previous|old|lower) (tpr|height|point)", r"(instead of|not) (the )?(straight|diagonal|linear) (piece|line|segment)"]], '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    area, tpr, fpr = 0.0, 0.0, 0.0
    for t in np.unique(s)[::-1]:
        at = s == t
        new_tpr = tpr + (y[at] == 1).sum() / P
        new_fpr = fpr + (y[at] == 0).sum() / N
        area += (new_fpr - fpr) * tpr  # area under the curve, piece by piece
        tpr, fpr = new_tpr, new_fpr
    return float(area)
''')

wrong("e02", "set.f_beta", "twin", "precision and recall swapped in the denominator: beta^2 multiplies R instead of "
      "P",
      [[r"swap", r"(precision|P) and (recall|R) .{0,30}(swapped|exchanged|mixed up|confused|reversed|the wrong way)",
        r"(beta|b)\s*(\^|\*\*)\s*2 .{0,20}(on|times|multiplies|with) (the )?(recall|R)\b",
        r"(recall|R) .{0,20}(multiplied|weighted) by (beta|b)", r"wrong (one|term|variable) .{0,20}(multipl|weight)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("e03", "sig.sign_test", "twin", "the tied queries are not dropped: binomtest over all the queries",
      [[r"ties? .{0,40}(not (dropped|removed|discarded|excluded)|kept|left in|included|still (in|counted))",
        r"(didn't|did not|never|forg[eo]t to|without) (drop|remov|discard|exclud)\w* .{0,20}(the )?(ties|tied)",
        r"(trials|sample size|number of (queries|pairs)).{0,40}(includ\w*|with|counts?) .{0,10}(the )?(tied|ties)",
        r"len\(a\)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("e04", "map.mean", "twin", "pools every query: all precision sums divided once by the total number of "
      "relevant items",
      [[r"pool", r"micro", r"(one|a single) (sum|division|denominator) (over|for|across) all",
        r"divid\w* (once )?by the (total|sum)", r"total (number of )?relevant",
        r"sum of (all )?(the )?n_relevant"]], '''
def my_map(runs, n_relevant):
    total, rel = 0.0, 0
    for run, n in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(run):
            if x:
                hits += 1
                total += hits / (i + 1)
        rel += n
    return total / rel if rel else 0.0
''')

wrong("e05", "roc.eer", "twin", "roc_curve with pos_label=0: the negatives taken as the positive class",
      [[r"pos_label", r"labels? .{0,30}(invert|flip|swap|revers)\w*", r"(0|zero|negatives?).{0,25}(as|taken as|treated as|for) (the )?positive",
        r"positive (and|/) negative .{0,20}(swapped|exchanged|inverted|flipped)", r"(wrong|other) class .{0,20}positive"]], '''
import numpy as np
from sklearn.metrics import roc_curve


def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, pos_label=0)
    fnr = 1 - tpr
    j = int(np.argmax(fpr >= fnr))
    if j == 0 or fpr[j] == fnr[j]:
        return float(fpr[j])
    x0, x1 = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
    t = -x0 / (x1 - x0)
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("e06", "avg.macro", "twin", "reads each table as [tp, fn, fp]: the fn column taken for fp",
      [[r"column", r"(order|layout) of (the )?(fields|entries|columns|counts|table)", r"\[\s*tp\s*,\s*fn\s*,\s*fp\s*\]",
        r"(fn|false negatives?) (as|for|taken as|instead of|read as) (the )?(fp|false positives?)",
        r"(fp|fn|false positives?|false negatives?) and (fn|fp|false negatives?|false positives?) (swapped|exchanged|mixed|confused|switched)",
        r"misread"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    retrieved = tp + fp
    p = np.divide(tp, retrieved, out=np.zeros_like(tp), where=retrieved > 0)
    return float(p.mean())
''')

wrong("e07", "dcg.trec", "twin", "enumerate(..., start=1) with the 0-based discount log2(i + 2): the rank shifted "
      "twice",
      [[r"off[- ]by[- ]one", r"1-based", r"start\s*=\s*1", r"enumerate", r"(index|counter|rank) (starts?|started|begins?) (at|from) 1",
        r"(double|twice)[- ]shift\w*", r"shifted (twice|two)"]], '''
import math

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    my_dcg_trec += g / math.log2(i + 2)
''')


# ------------------------------------------------------------------------------------------------- data
wrong("f01", "rank.distances", "data", "argsort()[::-1] as for scores: the farthest targets first",
      [[r"farthest", r"largest distance", r"descending", r"highest (distance|first)",
        r"(distances?|they) .{0,30}(as|like) (a )?(scores?|similarit)", r"reverse\w*", r"\[::-1\]",
        r"wrong (order|direction)"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    top = np.asarray(labels)[order[:k]]
    return float(top.mean())
''')

wrong("f02", "set.pr", "data", "precision counted over the retrieved list with its duplicates, not over the set",
      [[r"duplicat", r"repeated (id|item|document)s?", r"more than once", r"multiset", r"(each|every) (occurrence|copy)",
        r"len\(retrieved\)", r"without (a )?set\b", r"(not|never) (de-?dup|turned into a set|converted to a set)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & set(relevant)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("f03", "interp.step", "data", "recall from the relevant items in the list (sum of labels), n_relevant never "
      "used",
      [[r"sum\(labels\)", r"(number of )?(relevant|1s|ones) (in|of) the (list|ranking|labels)",
        r"(retrieved|found) relevant (items|ones)", r"(ignor|never us|not us|unused)\w* n_relevant",
        r"n_relevant .{0,20}(ignored|unused|never used|not used)", r"instead of n_relevant",
        r"(assum|as if)\w* .{0,30}(every|all) relevant .{0,20}(retrieved|in the list)"]], '''
import numpy as np


def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    rel_ranks = np.flatnonzero(y) + 1
    m = len(rel_ranks)
    if m == 0:
        return 0.0
    R = np.arange(1, m + 1) / m
    P = np.arange(1, m + 1) / rel_ranks
    i = np.searchsorted(R, level)  # R[i-1] < level <= R[i]
    return float(P[i]) if i < m else 0.0
''')

wrong("f04", "ndcg.value", "data", "the grades turned into 0/1 labels (every relevant item gains 1)",
      [[r"binar", r"0/1", r"(grades?|gains?) .{0,30}(as|to) (1|one|binary|relevant)",
        r"(ignor|lost|drop)\w* .{0,20}(grade|level)s?\b", r"graded .{0,20}(as|like) binary",
        r"(all|every) relevant items? .{0,20}(gain|grade) (of )?1"]], '''
import numpy as np

g = (np.array(v["grades"]) > 0).astype(float)
u = np.ones(len(v["unretrieved"]))


def disc(n):
    return np.r_[1.0, np.log2(np.arange(2, n + 1))]


ideal = np.sort(np.r_[g, u])[::-1]
my_ndcg_value = float((g / disc(len(g))).sum() / (ideal / disc(len(ideal))).sum())
''')

wrong("f05", "gen.practical", "data", "takes d as the items beyond the judged scope: the database is d + s",
      [[r"d \+ s", r"s \+ d", r"(add\w*|plus) (the )?(s|scope|judged)",
        r"(d|database).{0,40}(beyond|outside|besides|excluding|apart from|on top of) (the )?(scope|judged|top)",
        r"(d|database) (as|is) (the )?(number of )?unjudged", r"unjudged (items|part|rest) only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    total = d + s  # the d other items plus the judged ones
    return [v / s, v / (total - s + v), v / total]
''')

wrong("f06", "roc.auc", "data", "a lower score taken as more confident (scores read like ranks or distances)",
      [[r"(lower|smaller) (score|value)s? .{0,30}(better|first|more relevant|positive|wins?|confident)", r"ascending",
        r"(reversed|inverted|flipped|wrong) (the )?(score|comparison|order|direction|sign)",
        r"(scores?|they) .{0,20}(as|like) (ranks|distances|costs)", r"(less than|<) instead of (greater|>)"]], '''
def my_auc(scores, labels):
    pos = [s for s, lab in zip(scores, labels) if lab == 1]
    neg = [s for s, lab in zip(scores, labels) if lab == 0]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("f07", "scope.knn_ties", "data", "takes the input as already sorted nearest first: the k-th distance and the "
      "top k read off the input order",
      [[r"(already|assum\w*|as if) .{0,30}(sorted|ordered|in (rank )?order|nearest first)", r"(never|not|without) sort\w*",
        r"unsorted", r"input order", r"(first|top) k (items|positions|entries) of the (input|list)",
        r"(list|input) order .{0,20}(as|for) (the )?rank"]], '''
def my_knn_tie_bounds(distances, labels, k):
    # results come nearest first, so the tie is around position k
    kth = distances[k - 1]
    head = [lab for x, lab in zip(distances[:k], labels[:k]) if x != kth]
    tied = [lab for x, lab in zip(distances, labels) if x == kth]
    room = k - len(head)
    lo = sum(head) + max(0, room - (len(tied) - sum(tied)))
    hi = sum(head) + min(room, sum(tied))
    return [lo / k, hi / k]
''')


# ------------------------------------------------------------------------------------------------ right
right("g01", "pr.points", "NumPy: ranks of the relevant items and 1..m over them", '''
import numpy as np


def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    return (np.arange(1, len(ranks) + 1) / ranks).tolist()
''')

right("g02", "scope.knn_ties", "counting: strictly closer targets, then the tied group's room", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [lab for x, lab in zip(distances, labels) if x < kth]
    tied = [lab for x, lab in zip(distances, labels) if x == kth]
    room = k - len(closer)
    n_rel_tied = sum(tied)
    n_non_tied = len(tied) - n_rel_tied
    lowest = sum(closer) + max(0, room - n_non_tied)
    highest = sum(closer) + min(room, n_rel_tied)
    return [lowest / k, highest / k]
''')

right("g03", "roc.eer", "explicit ROC walk over tied groups, linear crossing", '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    n_pos = sum(1 for y in labels if y)
    n_neg = len(labels) - n_pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / n_neg, tp / n_pos))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            pf, pd = prev
            t = -pd / (diff - pd)
            return pf + t * (fpr - pf)
        prev = (fpr, diff)
    return 1.0
''')

right("g04", "gen.practical", "exact fractions", '''
from fractions import Fraction


def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    recall_lower = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(recall_lower), float(Fraction(v, d))]
''')

right("g05", "map.mrr", "next() with a default over enumerate(..., 1)", '''
def my_mrr(runs):
    rr = [next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("g06", "rank.p_at_k", "zero-padded NumPy array of length k", '''
import numpy as np


def my_p_at_k(labels, k):
    padded = np.zeros(k)
    top = np.asarray(list(labels)[:k], dtype=float)
    padded[:len(top)] = top
    return float(padded.mean())
''')

SUBMISSIONS = tuple(S)
