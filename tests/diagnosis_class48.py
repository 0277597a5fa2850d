"""Diagnosis class 48, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
first did the exercises in a spreadsheet and now port them to Python -- RANK.EQ-style ranks, fill-down formulas
that are off by a row, running-total columns, a helper column reused for another purpose, percentages and display
rounding, absolute references turned into a fixed index -- plus the usual misremembered formulas. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check
hints, references), the measure library (``ireval_teach/`` outside ``exercises/`` and ``grading/``), the course
documents, the first 80 lines of tests/heldout_submissions.py (``class_writer`` and the shared key lists), the
first 60 and last 30 lines of tests/diagnosis_class19.py (the file format) and tests/validate_class.py were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c48-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class48): every right
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

BATCH = "diagnosis class 48 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c48-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items found in the "
      "list (a COUNTIF over the label column) instead of n_relevant",
      [[r"relevant (items )?(found|retrieved|in the (list|ranking))", r"(found|retrieved) relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"sum\(labels\)",
        r"(count|number) of (hits|ones|1s)", r"(unretrieved|never retrieved|missing) relevant.{0,40}(ignored|left out|"
        r"not counted|dropped)", r"countif"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    found = labels.count(1)
    return total / found if found else 0.0
''')

wrong("a02", "map.mrr", "sibling", "averages the reciprocal ranks over the queries that found a relevant item only "
      "(the spreadsheet's AVERAGE skipped the blank cells of queries without a hit)",
      [[r"(skip|drop|ignor|exclud|leav|omit)\w*.{0,50}quer", r"only (the )?quer\w* (with|that)",
        r"quer\w* (with|that) (found )?(no|without) .{0,30}(left out|skipped|ignored|dropped|excluded|not counted)",
        r"blank", r"(divid|averag)\w*.{0,40}(quer\w* (with|that) (a |found )?(hit|relevant|answer))",
        r"(number|count) of (answered|successful) quer"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for i, rel in enumerate(run):
            if rel == 1:
                rrs.append(1 / (i + 1))
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("a03", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 with the classic discount (the gain of "
      "the other DCG formula)",
      [[r"exponential", r"2\s*(\*\*|\^)\s*(rel|g|grade)", r"2 to the (power|rel|grade)", r"power of 2",
        r"(gain|grade)s? (as|of) (a )?power", r"burges"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    gain = 2 ** g - 1
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((gain / disc).sum())
''')

wrong("a04", "interp.curve", "sibling", "reads the step rule: the precision at the first relevant item whose recall "
      "reaches the level, never the maximum over the later ranks",
      [[r"step (rule|interpolation|function)", r"first (relevant )?(rank|point|item).{0,60}(reach|>=|at least)",
        r"(no|without|never|not|forg[eo]t\w*) (taking |to take )?(the )?max", r"max(imum)? (over|of|to) (the )?"
        r"(later|following|deeper|right|rest)", r"precision (at|where) (the )?recall (first )?reaches",
        r"(not|never|isn't) interpolat", r"un-?interpolated"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        p = 0.0
        for rec, prec in points:
            if rec >= r - 1e-12:
                p = prec
                break
        out.append(p)
    return out
''')

wrong("a05", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging each query's precision",
      [[r"micro", r"pool\w*", r"(sum|total)\w* (of )?(the )?(counts|tp|true positives|tables)",
        r"(overall|global) (precision|counts|tp)", r"(weight|dominat)\w*.{0,40}(big|large|bigger|larger) quer"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a06", "scope.knn_ties", "sibling", "the upper bound keeps every target as near as the k-th one (the epsilon "
      "ball through the k-th distance, ties included) and takes that set's precision, instead of P@k with the tied "
      "relevant targets first",
      [[r"(all|every|whole) (the )?(tied|ties|tie group)", r"(include|keep|return|take)\w* (all|every|the whole)"
        r".{0,30}ti(e|ed)", r"more than k (targets|items|results)", r"(epsilon|ε).?(query|ball|radius|range)",
        r"range query", r"divid\w*.{0,40}(size|number) of (the )?(tie|group|ball|result|set)",
        r"(not|never) (cut|truncat)\w*.{0,20}\bk\b", r"(denominator|divid\w*) (is|by) (not )?(the )?(number|count) "
        r"(within|inside)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    lowest = sum(lab for _, lab in pairs[:k]) / k
    kth = pairs[k - 1][0]
    ball = [lab for d, lab in pairs if d <= kth]
    highest = sum(ball) / len(ball)
    return [lowest, highest]
''')

wrong("a07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR, without "
      "intersecting the straight piece between two points",
      [[r"nearest", r"closest", r"(without|no|not|never|instead of) (the )?(interpolat|intersect)\w*",
        r"rather than (interpolat|intersect)\w*", r"(fpr ?\+ ?fnr) ?\)? ?/ ?2", r"average of (the )?(fpr|two rates|both "
        r"rates|the error rates)", r"(only|just) (at|the) (roc )?points"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, value = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = ((s < t) & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best - 1e-12:
            best, value = gap, (fpr + fnr) / 2
    return float(value)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar\w*", r"(beta|β) (itself|alone|unsquared|not squared)", r"unsquared", r"(power|exponent) (of )?2",
        r"forg[eo]t\w*.{0,20}(\^ ?2|\*\* ?2)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.exponential", "shape", "the gain is 2^rel, the - 1 forgotten", [[
    r"minus (one|1)\b", r"(forg[eo]t\w*|miss\w*|drop\w*|omit\w*|without|lost|left out)\W+(the |subtracting )?(the )?"
    r"(-\s*1|minus|one|1)\b", r"subtract\w*", r"2\s*(\^|\*\*)\s*rel\w* (instead|alone|without|rather)",
    r"(off|too (high|big|large)) by (the )?(sum of )?(the )?discount"]], '''
from math import log2
my_dcg_exp = sum(2 ** g / log2(i + 2) for i, g in enumerate(v["grades"]))
''')

wrong("b03", "ndcg.all_judgments", "shape", "returns the DCG of the ranking, never divided by the ideal DCG",
      [[r"(not|never|forg[eo]t\w*|without|missing) (to )?(normali[sz]|divid)\w*", r"un-?normali[sz]ed",
        r"raw dcg", r"dcg (itself|alone|only|instead|rather)", r"returns? (the )?(plain )?dcg",
        r"(no|missing|without) (the )?(division|normali[sz]ation|ideal)", r"(ideal|idcg).{0,30}(not|never) (used|applied)"
        ]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = ideal[0] + sum(g / math.log2(i) for i, g in enumerate(ideal[1:], 2)) if ideal else 0
    if idcg == 0:
        return 0.0
    dcg = grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], 2))
    return float(dcg)
''')

wrong("b04", "rank.distances", "shape", "returns P@k as a percentage (times 100) rounded for display, as the "
      "spreadsheet's formatted cell showed it",
      [[r"percent\w*", r"(times|×|\*|x) ?100\b", r"100 ?(times|×)", r"(scale|factor) of (a )?hundred",
        r"hundred", r"display round\w*"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    hits = int(np.asarray(labels)[order[:k]].sum())
    return round(100 * hits / k, 1)
''')

wrong("b05", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 (counted the "
      "levels as 0.1 ... 1.0)",
      [[r"divid\w* by (10|ten)\b", r"\b(10|ten) (levels|points)", r"/\s*10\b", r"instead of (by )?(11|eleven)",
        r"not (by )?(11|eleven)", r"(count|number) of (recall )?levels", r"fence.?post",
        r"(10|ten) instead of (11|eleven)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(lab) + 1)
    cum = np.cumsum(lab)
    prec = cum / ranks
    rec = cum / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b06", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (>=) instead of one half",
      [[r"ti\w*.{0,40}count\w* (as )?(1\b(?!/)|one\b|a (full |whole )?win|fully|whole)", r">=",
        r"greater (than )?or equal", r"full (win|point|credit)", r"instead of (1/2|a half|half|0\.5)",
        r"not (as )?(1/2|a half|half)", r"(whole|full) (pair|point) for (a )?ti"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("b07", "gen.practical", "shape", "the generality bound takes the scope in the denominator (v / s, the "
      "precision again) instead of the database size d",
      [[r"(divid\w*|denominator).{0,30}\b(s|scope)\b", r"v\s*/\s*s\b.{0,40}(generality|twice|again|instead)",
        r"(instead of|not|rather than) (by )?(the )?(d|database( size)?)\b", r"precision (twice|again|repeated|reused)",
        r"(same|copied) (as |value as )?(the )?precision", r"(generality|third).{0,40}(equals|=|same as|copies|repeats) "
        r"(the )?precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c08", "rank.p_at_k", "flow", "the slice is one row down: counts ranks 2 .. k + 1 (labels[1:k + 1])",
      [[r"off.?by.?one", r"(skip|drop|miss|ignor|lose|lost)\w*.{0,30}(first|rank 1|top (item|rank))",
        r"shift\w*", r"one (rank|row|position|place) (late|too far|down|later|off)", r"labels\[1:",
        r"start\w* (at|from) (index |rank )?(1|2)\b", r"(1|one).?based", r"k ?\+ ?1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("c02", "map.mean", "flow", "a running column: each query's AP is averaged with the running mean so far "
      "((mean + ap) / 2), so later queries weigh more",
      [[r"running (average|mean)", r"(averag|mean)\w* (of |with )?(the )?(previous|running|last|old) "
        r"(average|mean|value|result)", r"halv\w*", r"pairwise", r"(/|divid\w* by) ?(2|two) (each|every|at every|per)",
        r"weigh\w*.{0,40}(later|last|recent)", r"(later|last) quer\w*.{0,30}(weigh|count) more",
        r"(un)?equal weight"]], '''
def my_map(runs, n_relevant):
    mean = None
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        ap = s / n if n else 0.0
        mean = ap if mean is None else (mean + ap) / 2
    return mean
''')

wrong("c03", "pr.points", "flow", "the precision is taken before the hit is counted (the hit counter is updated "
      "one step late)",
      [[r"before (the hit|counting|increment\w*|adding|updat\w*)", r"(count|increment|updat)\w* (the hits? |the "
        r"counter )?(after|too late|one step late)", r"(one|1) (hit|relevant item) (short|too few|fewer|missing|"
        r"less)", r"off.?by.?one", r"(stale|previous|old) (count|hit count|value)", r"(hits|count) ?- ?1"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("c04", "ap.at_k", "flow", "never stops at rank k: sums the precisions of every relevant rank of the list "
      "(still divided by min(k, n_relevant))",
      [[r"(not|never|forg[eo]t\w*|without|missing) (to )?(cut|stop|truncat|limit|break)\w*",
        r"(beyond|past|below|after|deeper than) (rank )?k\b", r"whole (list|ranking)", r"(all|every) (the )?"
        r"(ranks|relevant ranks|relevant items) of the (list|ranking)", r"ignor\w* k\b", r"k (is )?(ignored|unused|"
        r"not used)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("c05", "interp.step", "flow", "returns the precision saved at the previous relevant item: the value is read "
      "before it is updated, one point late",
      [[r"previous (point|relevant|item|rank|precision|step|one)", r"one (point|step|row|relevant item) "
        r"(early|too early|before|behind|late|back)", r"(stale|old|last saved) (value|precision)",
        r"before (updat|comput|assign)\w*", r"P_\(?i\s*-\s*1", r"off.?by.?one", r"(lag|lags|lagging)\b"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return p
            p = hits / k
    return 0.0
''')

wrong("c06", "pr.averaged", "flow", "the 11-level list of a query is made once outside the loop and never reset, "
      "so each query's maxima carry over to the next queries",
      [[r"(not|never|isn't|wasn't) (reset|re-?initiali[sz]ed|cleared|emptied|recreated)", r"\breset\b",
        r"carr(y|ies|ied) over", r"(leak|reuse|share|accumulat)\w*.{0,40}(across|between|from) quer",
        r"previous quer\w*", r"outside the (query )?loop", r"(one|same) (list|buffer|array|row) for (all|every)",
        r"start\w* (again|afresh|fresh|over)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    best = [0.0] * 11
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            rec, prec = hits / n, hits / k
            for j, r in enumerate(levels):
                if rec >= r - 1e-12 and prec > best[j]:
                    best[j] = prec
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("c07", "map.mrr", "flow", "no break: the loop keeps overwriting the reciprocal rank, so the last relevant "
      "item's rank is used",
      [[r"(no|missing|without|forg[eo]t\w*) (a |the )?break", r"(not|never|doesn't|does not) (stop|break)\w*",
        r"last (relevant|hit|one|match)", r"overwr\w*", r"keeps? (going|looping|updating)",
        r"(continu|carr)\w* (on )?(past|after) the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                rr = 1.0 / rank
        total += rr
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard: divides by zero when precision and recall are both 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant item raises",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    s, hits = 0, 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "scope.eps_precision", "hidden", "np.mean of the labels inside the ball: an empty result gives nan "
      "instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d04", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], which is shorter than c "
      "when the list is shorter than the class",
      [[r"divid", r"denominator", r"\bover\b", r"\bby\b"],
       [r"length", r"len\(", r"slice", r"(size|number of (items|ranks)) (of|in) the (list|ranking|slice)",
        r"(items|ranks) (actually )?(retrieved|returned|present)", r"np\.mean", r"\bmean of\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean())
''')

wrong("d05", "pr.averaged", "hidden", "recall divides by n_relevant with no guard: a query with no relevant items "
      "raises", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / n)
        curve = []
        for j in range(11):
            r = j / 10
            ps = [p for p, x in zip(prec, rec) if x >= r - 1e-12]
            curve.append(max(ps) if ps else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i]: raises when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / m
''', crash="IndexError", scope="all")

wrong("d07", "scope.knn_ties", "hidden", "looks at the item after the k-th to see whether the tie goes on: raises "
      "when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    kth = distances[order[k - 1]]
    nxt = distances[order[k]]
    if nxt != kth:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    before = [i for i in order if distances[i] < kth]
    tied = [i for i in order if distances[i] == kth]
    need = k - len(before)
    base = sum(labels[i] for i in before)
    rel_tied = sum(labels[i] for i in tied)
    low = base + max(0, need - (len(tied) - rel_tied))
    high = base + min(need, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "roc.auc", "twin", "ranks the scores with rank 1 for the highest score (RANK.EQ's descending order) and "
      "then uses the Mann-Whitney formula that needs rank 1 for the lowest",
      [[r"(descending|ascending|reverse\w*|backwards?|wrong direction|opposite (direction|order))\W.{0,40}rank",
        r"rank\w*.{0,40}(descending|reverse\w*|backwards?|wrong direction|opposite (direction|order))",
        r"rank 1 (is|=|for|to) the (highest|best|top|largest)", r"rank\.eq", r"(highest|largest) score\w* "
        r"(gets?|given|has) rank 1"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(-np.asarray(scores, dtype=float))
    n1, n0 = int(y.sum()), int((~y).sum())
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("e02", "set.f_beta", "twin", "precision and recall exchanged in the denominator: beta^2 multiplies recall",
      [[r"(precision|recall|\bP\b|\bR\b) and (recall|precision|\bR\b|\bP\b) (are )?(swapped|confused|exchanged|"
        r"reversed|mixed|interchanged)", r"swap\w*.{0,30}(precision|recall|\bP\b|\bR\b)",
        r"(beta|β)\W{0,3}(\^ ?2|\*\* ?2|²|squared)? (multiplies|times|on|with|weights) (the )?(recall|\bR\b)",
        r"(wrong|other) (term|one|side) (of|in) the denominator"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("e03", "rank.distances", "twin", "sorts ascending and then takes the LAST k (a negative slice), the farthest "
      "items",
      [[r"(last|bottom|end) k\b", r"\[-k", r"-k:", r"negative (slice|index)", r"slice\w*.{0,30}(end|tail|back)",
        r"tail of the (sorted|ascending)", r"end of the (sorted|ascending) (list|order)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    top = np.asarray(labels)[order][-k:]
    return float(top.sum() / k)
''')

wrong("e04", "dcg.classic", "twin", "enumerate already starts at 1 and the discount still adds 1: log2(rank + 1), a "
      "shift applied twice",
      [[r"(shift|\+ ?1|plus one|offset)\w*.{0,30}(twice|two times|double)", r"double.?(shift|count\w*|offset)",
        r"enumerate.{0,60}(start|1)", r"(already|both) (1|one).?based", r"(0|zero)-based.{0,40}(1|one)-based",
        r"(1|one)-based.{0,40}(0|zero)-based", r"off.?by.?one"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log2(i + 1)
    return float(total)
''')

wrong("e05", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the columns of another spreadsheet), so the "
      "false negatives stand in for the false positives",
      [[r"(column|field|element|entr\w*|position|order)s?.{0,40}(order|swap\w*|mix\w*|confus\w*|wrong|misread)",
        r"(unpack\w*|read)\w*.{0,40}(fn|false negatives?) (as|for|in place of) (the )?(fp|false positives?)",
        r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|confused|mixed|exchanged|reversed)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|confused|mixed|exchanged|reversed)",
        r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')

wrong("e06", "ap.value", "twin", "overwrote n_relevant with the count of 1s in the list (a helper cell reused for "
      "another purpose) before dividing",
      [[r"overwr\w*", r"reassign\w*", r"(replac|redefin|reus|recomput)\w*.{0,30}(n_relevant|helper|variable|cell)",
        r"shadow\w*", r"(helper|same) (cell|column|variable) (reused|used (again|twice|for))"]], '''
labels = v["labels"]
n_relevant = v["n_relevant"]
n_relevant = sum(labels)
hits = 0
total = 0
for i, x in enumerate(labels):
    if x:
        hits += 1
        total += hits / (i + 1)
my_ap_value = total / n_relevant
''')

wrong("e07", "scope.knn_ties", "twin", "the tie-break key has the wrong sign: the 'lowest' sort puts the tied "
      "relevant targets first and the 'highest' puts them last",
      [[r"(tie.?break\w*|secondary|sort) key.{0,40}(sign|wrong|revers\w*|negat\w*|flipp\w*|invert\w*)",
        r"(sign|minus|negat\w*) (of|on|in) (the )?(label|key|tie.?break)", r"-\s*label",
        r"relevant (first|ahead) (in|for) the (lowest|pessimistic)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "works on the lists as given: a duplicated retrieved id counts twice, in the hits "
      "and in the number retrieved",
      [[r"duplicat\w*", r"repeat\w*", r"(not|never|without) (using |converting (them )?to |making (them )?)?"
        r"(a |them )?sets?\b", r"(list|sequence)s? (instead of|rather than|not) (a )?sets?",
        r"counted (more than once|again|double)", r"double.?count\w*"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & set(relevant)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.value", "data", "reads the grades as binary labels: every graded item gains 1",
      [[r"binar\w*", r"(0/1|0-1|1/0) (labels?|relevance|gains?)", r"(grades?|gains?) (as|to|become) (1|one|"
        r"relevant|binary)", r"ignor\w*.{0,30}(grade|level)", r"(relevance|graded) (levels?|grades?) (ignored|"
        r"flattened|lost)", r"(every|any|each) (relevant|non-?zero|graded) .{0,20}(counts?|gets?|gains?|as) (1|one)\b"
        ]], '''
import math
g = [1 if x > 0 else 0 for x in v["grades"]]
u = [1 for x in v["unretrieved"] if x > 0]
def dcg(gs):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(gs, 1))
ideal = sorted(g + u, reverse=True)
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("f03", "map.mean", "data", "the n_relevant cell is a fixed reference: every query is divided by the first "
      "query's n_relevant",
      [[r"(first|same|one) (query'?s? )?n_relevant", r"n_relevant\[0\]", r"(fixed|absolute|constant|same) (index|"
        r"reference|denominator|cell)", r"(every|all|each) quer\w* (use|share|get|is divided by)\w* (the )?(same|first)",
        r"(not|never) (indexed|per query)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for q in range(len(runs)):
        hits, s = 0, 0.0
        for k, rel in enumerate(runs[q], 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / n_relevant[0] if n_relevant[0] else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f04", "rank.r_precision", "data", "takes R as the length of the list instead of the number of relevant "
      "items",
      [[r"(length|len|size) of (the )?(list|ranking|labels)", r"len\(", r"(list|ranking)('s)? (length|size)",
        r"(whole|entire|full) (list|ranking)", r"(number|count) of (ranks|items retrieved|retrieved items)"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("f05", "gen.practical", "data", "reads d as the number of items beyond the judged scope (the database as d + s)",
      [[r"\bd\b.{0,40}(beyond|after|outside|besides|excluding|not including|unjudged|remaining|rest)",
        r"d ?\+ ?s", r"(add|adds|added|adding)\w*.{0,20}\b(s|the scope)\b", r"(database|d) (size )?(as|includes?|"
        r"excludes?) (the )?(scope|judged)", r"(unjudged|remaining) (items|part)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("f06", "roc.eer", "data", "reads label 0 as the genuine (positive) class",
      [[r"(labels?|classes) (are )?(flipped|swapped|reversed|inverted|the wrong way)", r"(0|zero) (as|is|means?|for) "
        r"(the )?(positive|genuine|relevant|match|target)", r"(positive|genuine) (and|&) (negative|impostor) "
        r"(swapped|reversed|confused|exchanged)", r"(swapp|revers|invert|flipp)\w*.{0,30}(label|class)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    y = 1 - np.asarray(labels)
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    a, b = diff[j - 1], diff[j]
    t = -a / (b - a)
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("f07", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit\w*", r"(greater|larger|more|above|bigger) than (the )?(epsilon|ε|radius)", r">\s*eps",
        r"(outside|beyond) (the )?(ball|radius|epsilon)", r"(wrong|opposite|reversed?|inverted|flipped) (side|"
        r"direction|inequality|comparison)", r"farthest|furthest"]], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(kept) / len(kept) if kept else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "set.pr", "sets and a conditional expression", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("g02", "rank.distances", "NumPy stable argsort (the first of equal distances first)", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

right("g03", "pr.points", "a comprehension over the cumulative hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    cum = list(accumulate(labels))
    return [cum[i] / (i + 1) for i, x in enumerate(labels) if x]
''')

right("g04", "gen.grip_point", "padding the list with zeros to the class size", '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

right("g05", "map.mean", "NumPy cumsum per query, a running total column", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        aps.append(float((prec * lab).sum() / n) if n else 0.0)
    return float(np.mean(aps))
''')

right("g06", "dcg.classic", "explicit 1-based loop", '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for rank in range(1, len(grades) + 1):
        g = grades[rank - 1]
        total += g if rank == 1 else g / log2(rank)
    return total
''')

SUBMISSIONS = tuple(S)
