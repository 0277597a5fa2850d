"""Diagnosis class 126, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute with running sums and differences: prefix sums of the hits, ``np.diff`` of recall to find the increments,
cumulative gains (CG) turned into DCG, running maxima and minima, and the boundary slips those bring (a prepended
0 forgotten or doubled, a difference one element short, the first or last element of a cumulative array misread).
Styles vary inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c126-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class126): every right
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

BATCH = "diagnosis class 126 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c126-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) instead "
      "of the classic DCG (rank 1 undiscounted, log2(i) from rank 2)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log2\(rank ?\+ ?1\)", r"trec.?eval.{0,20}(dcg|discount)",
        r"(dcg|discount).{0,30}trec", r"burges", r"every rank.{0,30}discount", r"rank 1 (is )?(also )?discounted",
        r"discount\w* (the )?(first|top) (rank|item)", r"one rank (too )?(late|far)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    cg = np.cumsum(g)
    gains = np.diff(cg, prepend=0.0)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(gains / np.log2(ranks + 1)))
''')

wrong("q02", "pr.points", "sibling", "returns the recall of each PR point (hits so far over n_relevant) instead of "
      "its precision",
      [[r"recall"], [r"instead of (the )?precision", r"not (the )?precision", r"rather than (the )?precision",
        r"returns? (the )?recall", r"recall values?", r"recall of (each|the) point", r"hits? (so far )?(over|divided by) "
        r"n_relevant", r"divid\w* by n_relevant instead of (the )?rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for lab in labels:
        hits += lab
        if lab:
            points.append(hits / n_relevant)
    return points
''')

wrong("q03", "interp.curve", "sibling", "returns the uninterpolated precision at the first rank reaching each "
      "level (no running maximum over the later ranks)",
      [[r"not interpolated", r"uninterpolated", r"non.?interpolated", r"no (running |suffix )?max",
        r"without (the |a )?(running |suffix )?max", r"max\w* (over|of) (the )?(later|following|higher|deeper) ranks",
        r"first rank (that )?reach\w*", r"(takes|reads|uses) (the )?precision (at|of) the first",
        r"instead of the max"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    rec = hits / n_relevant
    out = []
    for i in range(11):
        r = i / 10
        reached = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[reached[0]]) if reached.size else 0.0)
    return out
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper bound", r"(largest|highest|maximum|most) (possible )?generality", r"d\s*-\s*s\s*\+\s*v\s*\)?\s*/\s*d",
        r"generality_upper", r"(every|all) unjudged.{0,30}relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v)
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (running sums of tp and fp over the "
      "queries, one division at the end) instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables).{0,40}(before|then) (divid|one division)",
        r"one (single )?division", r"total tp", r"weight\w* by (the )?(number|size|count)"]], '''
from itertools import accumulate

def my_macro_precision(tables):
    tps = list(accumulate(t[0] for t in tables))
    retrieved = list(accumulate(t[0] + t[1] for t in tables))
    return tps[-1] / retrieved[-1] if retrieved[-1] else 0.0
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"rel_?i? (itself|directly|as (the )?gain)", r"(no|without|forgot\w*|missing) (the )?"
        r"(exponential|2\s*\^|2\*\*)", r"not exponential", r"grade itself", r"raw grade",
        r"instead of 2\s*(\^|\*\*)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
cg = np.cumsum(g)
gain = np.diff(np.concatenate([[0.0], cg]))
my_dcg_exp = float(np.sum(gain / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q07", "interp.step", "sibling", "takes the interpolated maximum of the precisions from the i-th relevant item "
      "on (a running maximum from the right) instead of the step rule's P_i",
      [[r"running max", r"suffix max", r"interpolat\w* (precision|maximum|max)",
        r"max\w* (of|over) (the )?(later|following|subsequent|deeper) (points|precisions|ranks)",
        r"highest precision (from|after|at or after|among)", r"instead of (its own |the )?P_i",
        r"max\w* (from|at or after) (the )?i-?th"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    at = np.flatnonzero(y)
    P = hits[at] / (at + 1)
    R = hits[at] / n_relevant
    if P.size == 0:
        return 0.0
    best = np.maximum.accumulate(P[::-1])[::-1]
    idx = np.flatnonzero(R >= level - 1e-12)
    return float(best[idx[0]]) if idx.size else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta\s*\^?\s*2", r"beta squared", r"squar\w*", r"beta\*\*2", r"b\^2", r"b\*\*2"],
       [r"not squared", r"instead of", r"without", r"forgot", r"missing", r"beta (itself|alone|unsquared)",
        r"plain beta", r"un.?squared", r"never squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "writes the discount as log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2\s*\(\s*i\s*\)\s*\+\s*1", r"\+ ?1 outside", r"outside (the )?(log|parenthes)",
        r"parenthes\w*", r"log2\(rank\) ?\+ ?1", r"added after (taking )?the log"]], '''
import numpy as np

grades = np.asarray(v["grades"], dtype=float)
cg = np.cumsum(grades)
gains = np.diff(cg, prepend=0)
i = np.arange(1, len(grades) + 1)
my_dcg_trec = float(np.sum(gains / (np.log2(i) + 1)))
''')

wrong("q10", "ndcg.value", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e\b", r"(another|wrong|other) base", r"log base",
        r"not (base )?2", r"instead of log2"]], '''
import numpy as np

def dcg(gs):
    gs = np.asarray(gs, dtype=float)
    if gs.size == 0:
        return 0.0
    cg = np.cumsum(gs)
    gain = np.diff(cg, prepend=0.0)
    return gain[0] + np.sum(gain[1:] / np.log(np.arange(2, len(gs) + 1)))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = float(dcg(v["grades"]) / dcg(ideal))
''')

wrong("q11", "avg.macro", "shape", "adds fn to the precision denominator: tp / (tp + fp + fn) for each query",
      [[r"\bfn\b", r"false negatives?", r"missed (relevant )?items"], [r"denominator", r"divid\w*", r"adds?",
        r"includ\w*", r"tp \+ fp \+ fn", r"jaccard", r"critical success"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        den = tp + fp + fn
        total += tp / den if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q12", "map.mean", "shape", "pools the queries: the sum of every query's precisions at its relevant ranks "
      "divided by the total n_relevant, instead of the mean of the per-query APs",
      [[r"pool\w*", r"total (number of )?(n_)?relevant", r"sum of (all |the )?n_relevant", r"micro",
        r"one (single )?division", r"weight\w* by", r"not (the )?mean of (the )?(per.?query )?AP",
        r"instead of (the )?mean of"]], '''
import numpy as np

def my_map(runs, n_relevant):
    num = 0.0
    for run in runs:
        y = np.asarray(run)
        hits = np.cumsum(y)
        num += np.sum(y * hits / np.arange(1, len(y) + 1))
    den = sum(n_relevant)
    return float(num / den) if den else 0.0
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"divid\w*", r"instead of 11", r"not 11", r"/ ?10", r"denominator", r"count\w*",
        r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    total = 0.0
    for j in range(11):
        idx = np.flatnonzero(rec >= j / 10 - 1e-12)
        total += best[idx[0]] if idx.size else 0.0
    return float(total / 10)
''')

wrong("q14", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*", r"equal scores?", r"same score"], [r"counts? (as )?1\b", r"full", r"instead of (1/2|a half|0\.5)",
        r"not (1/2|a half|half|0\.5)", r"whole", r"as (a )?win", r"\b1\b rather"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    order = np.argsort(s, kind="stable")
    s_sorted, y_sorted = s[order], y[order]
    neg_cum = np.cumsum(~y_sorted)
    good = 0
    for i in np.flatnonzero(y_sorted):
        # negatives with a score <= this positive's score
        good += np.sum((~y) & (s <= s_sorted[i]))
    n1, n0 = y.sum(), (~y).sum()
    return float(good / (n1 * n0))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "prepends a 0 to the prefix sums of the hits and then reads them at the label's "
      "own index, so each P@k counts the hits before rank k only (one rank behind)",
      [[r"one (rank|position|element|place) (behind|too early|short|off|before)", r"off.?by.?one",
        r"prepend\w*", r"leading (0|zero)", r"before (rank|the item)", r"previous rank", r"shift\w*",
        r"excludes? the (item|hit) itself", r"not count\w* (the|that) (hit|item) itself"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels)
    hits = np.concatenate([[0], np.cumsum(y)])
    total = 0.0
    for i, lab in enumerate(y):
        if lab:
            total += hits[i] / (i + 1)
    return float(total / n_relevant)
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of the precisions from the top of the ranking "
      "down (forwards) instead of from the bottom up, so the max is over the earlier ranks",
      [[r"forward", r"from the (top|start|front|beginning)", r"earlier ranks", r"wrong direction",
        r"(not |instead of )?revers\w*", r"left to right", r"above", r"preceding", r"ranks before"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    run_max = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.flatnonzero(rec >= j / 10 - 1e-12)
        out.append(float(run_max[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q17", "dcg.classic", "flow", "discounts the cumulative gain CG_i at each rank instead of the gain rel_i "
      "(the running sum is never turned back into the single gains)",
      [[r"cumulative", r"\bCG\b", r"running (sum|total)", r"cumsum", r"accumulat\w*", r"prefix sum"],
       [r"instead of (the )?(gain|rel|grade)", r"not (the )?(single |individual )?(gain|rel|grade)",
        r"discount\w*", r"each rank", r"rather than"]], '''
from itertools import accumulate
from math import log2

def my_dcg(grades):
    cg = list(accumulate(grades))
    if not cg:
        return 0.0
    dcg = cg[0]
    for i in range(2, len(cg) + 1):
        dcg += cg[i - 1] / log2(i)
    return dcg
''')

wrong("q18", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank for every relevant item of "
      "the query (no break)",
      [[r"\bbreak\b", r"(every|each|all) relevant (item|rank)s?", r"not (only )?(stop|the first)",
        r"never stops?", r"keeps? (adding|summing|going)", r"sum of (the )?reciprocal", r"more than (the )?first",
        r"doesn'?t stop", r"does not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, lab in enumerate(run, start=1):
            if lab:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "keeps one running-max list across the queries, so a query's interpolated "
      "precisions can carry over from the previous query's",
      [[r"carr\w* over", r"previous query", r"(not|never) reset", r"across (the )?queries", r"reuse\w*",
        r"outside the loop", r"shared", r"leak\w*", r"earlier query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    best = [0.0] * 11
    total = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0:
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            ok = prec[rec >= r - 1e-12]
            if ok.size:
                best[j] = max(best[j], float(ok.max()))
        total += best
    return list(total / len(runs))
''')

wrong("q20", "interp.step", "flow", "searches the level with np.searchsorted(..., side='right'), so a level equal "
      "to R_i takes the next point P_(i+1) (off by one at the boundary)",
      [[r"side\s*=\s*.?right", r"searchsorted", r"off.?by.?one", r"next (point|relevant|P)", r"P_\(?i ?\+ ?1",
        r"strict(ly)? (greater|>)", r"one point (too )?(late|far)",
        r"level equal to", r"boundary"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    at = np.flatnonzero(y)
    P = hits[at] / (at + 1)
    R = hits[at] / n_relevant
    i = int(np.searchsorted(R, level, side="right"))
    return float(P[i]) if i < len(P) else 0.0
''')

wrong("q21", "ap.at_k", "flow", "slices the top k as labels[:k - 1], one rank short, so a hit at rank k is lost",
      [[r"k ?- ?1", r"one (rank |element |item )?(short|too few|less)", r"off.?by.?one", r"rank k (is )?(lost|missed|dropped|left out|excluded|ignored)",
        r"(drops|misses|loses|ignores|excludes) (the )?(rank|item|hit) (at )?k", r"last rank", r"slic\w*"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels[:k - 1], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / den
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: the F formula divides by zero there",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    b2 = Fraction(beta) ** 2
    p, r = Fraction(precision), Fraction(recall)
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "reads the prefix sum of the hits at index c - 1, which does not exist "
      "when the list is shorter than the class (missing ranks are never padded)",
      [INDEX], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    hits = np.cumsum(labels)
    c = n_relevant
    return float(hits[c - 1] / c)
''', crash="IndexError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 returns nan when no item "
      "is relevant at all",
      [NAN + [r"0 ?/ ?0", r"idcg (is |of |= ?)?(0|zero)", r"zero ideal", r"divi(des|ded|sion) by (0|zero)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return np.sum(g / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so the third level is "
      "0.30000000000000004 and a recall of exactly 0.3 misses it (float drift)",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"drift", r"accumulat\w*", r"repeated\w* add",
        r"\+= ?0\.1", r"inexact", r"precision error", r"not exact"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        precs.append(hits / rank)
        recs.append(hits / n_relevant)
    # running max from the bottom of the ranking up
    for i in range(len(precs) - 2, -1, -1):
        precs[i] = max(precs[i], precs[i + 1])
    out = []
    level = 0.0
    for _ in range(11):
        value = 0.0
        for p, r in zip(precs, recs):
            if r >= level:
                value = p
                break
        out.append(value)
        level += 0.1
    return out
''')

wrong("q26", "avg.macro", "hidden", "no guard for a query with nothing retrieved: Fraction(tp, tp + fp) divides by "
      "zero there",
      [ZERODIV], '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = [Fraction(tp, tp + fp) for tp, fp, fn in tables]
    return float(sum(precs) / len(precs))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "also caps the denominator by the list length (min(len(labels), k, n_relevant)), "
      "wrong when k is longer than the list",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"(number|count) (of items )?retrieved",
        r"shorter (list|than k)", r"min\(len"], [r"denominator", r"divid\w*", r"cap\w*", r"min"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    den = min(len(y), n_relevant)
    if den == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / den)
''')

wrong("q28", "scope.knn_ties", "hidden", "looks at the distance after the k-th one to see whether the tie "
      "straddles the cut, which is out of range when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    dk = pairs[k - 1][0]
    if pairs[k][0] != dk:
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    below = [lab for d, lab in pairs if d < dk]
    tied = [lab for d, lab in pairs if d == dk]
    slots = k - len(below)
    rel_tied = sum(tied)
    lo = sum(below) + max(0, slots - (len(tied) - rel_tied))
    hi = sum(below) + min(slots, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances from largest to smallest (as if they were similarity "
      "scores), so the farthest items come first",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"(as|like) (a )?(similarit|score)",
        r"revers\w*", r"wrong (sort )?(order|direction)", r"highest distance", r"biggest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    hits = np.concatenate([[0], np.cumsum(y)])
    return float(hits[min(k, len(y))] / k)
''')

wrong("q30", "roc.auc", "twin", "walks the scores in ascending order and counts, for each positive, the negatives "
      "ranked above it, so the result is 1 - AUC",
      [[r"ascending", r"revers\w*", r"wrong (sort )?(order|direction)", r"above (it|the positive)",
        r"negatives? (scor\w* )?higher", r"lowest (score )?first", r"counts? the (wrong|mis.?ordered|losing) pairs",
        r"discordant"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    n1, n0 = y.sum(), (~y).sum()
    total = 0.0
    for i in np.flatnonzero(y):
        higher = np.sum(~y & (s > s[i]))
        tied = np.sum(~y & (s == s[i]))
        total += higher + 0.5 * tied
    return float(total / (n1 * n0))
''')

wrong("q31", "set.pr", "twin", "divides the hits by the relevant count for precision and by the retrieved count for "
      "recall (the two denominators swapped)",
      [[r"denominators? (are )?swapped", r"swap\w*", r"exchang\w*", r"the other way round", r"interchang\w*",
        r"precision (is )?divided by (the )?(number of )?relevant", r"recall (is )?divided by (the )?(number )?"
        r"(of )?retrieved", r"(mixed|mix) up"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q32", "map.mrr", "twin", "averages the reciprocal ranks over the queries that found a relevant item only "
      "(a query with no hit is left out of the mean instead of counting 0)",
      [[r"left out", r"skip\w*", r"drop\w*", r"exclud\w*", r"ignor\w*", r"only (the )?quer\w* (with|that)",
        r"not count\w* (as )?(0|zero)", r"instead of (counting )?(0|zero)", r"fewer queries"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q33", "dcg.exponential", "twin", "adds 1 to ranks that already start at 1 (enumerate(start=1) and then "
      "log2(i + 2)), so every discount is one rank too deep",
      [[r"off.?by.?one", r"one rank (too )?(deep|late|far|down)", r"log2\s*\(\s*i\s*\+\s*2\s*\)",
        r"\+ ?1 twice", r"twice", r"start\s*=\s*1", r"ranks? (shifted|start\w* at 2)", r"shift\w*",
        r"(added|adds) (one|1) too many"]], '''
from math import log2

my_dcg_exp = 0.0
for i, rel in enumerate(v["grades"], start=1):
    my_dcg_exp += (2 ** rel - 1) / log2(i + 2)
''')

wrong("q34", "rank.p_at_k", "twin", "clips k to the list length in the denominator too, so when k is beyond the "
      "end of the list it divides by the number retrieved instead of k",
      [[r"(divid\w*|denominator).{0,40}(retrieved|list length|len)", r"min\(k, ?len", r"clip\w*",
        r"(number|count) (of items )?retrieved", r"instead of (by )?k", r"not (by )?k",
        r"missing ranks.{0,30}(ignored|dropped|not counted)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    hits = np.concatenate([[0], np.cumsum(labels)])
    kk = min(k, len(labels))
    return float(hits[kk] / kk)
''')

wrong("q35", "roc.eer", "twin", "returns the true positive rate at the crossing with FPR = 1 - TPR instead of the "
      "false positive rate there (1 - EER)",
      [[r"true positive rate (at|instead)", r"returns? (the )?(TPR|true positive rate)", r"1 ?- ?EER",
        r"complement of (the )?(EER|error)", r"TPR instead", r"instead of (the )?(FPR|false positive rate)",
        r"sensitivity", r"hit rate"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thresholds = np.unique(s)[::-1]
    tp = np.concatenate([[0], [np.sum(y & (s >= t)) for t in thresholds]])
    fp = np.concatenate([[0], [np.sum(~y & (s >= t)) for t in thresholds]])
    tpr, fpr = tp / P, fp / N
    for a in range(len(tpr) - 1):
        ga = fpr[a] + tpr[a] - 1
        gb = fpr[a + 1] + tpr[a + 1] - 1
        if ga <= 0 <= gb and gb > ga:
            t = -ga / (gb - ga)
            return float(tpr[a] + t * (tpr[a + 1] - tpr[a]))
    return float(tpr[-1])
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.exact", "data", "reads the labels from the end (labels[::-1]), as if the last element were rank 1",
      [[r"revers\w*", r"from the end", r"last (element|item) (as|is) (rank )?1", r"backwards?", r"\[::-1\]",
        r"bottom (of the ranking )?first", r"wrong (end|order)"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = list(reversed(labels))
    hits = list(accumulate(y))
    return sum(h / k for k, (h, lab) in enumerate(zip(hits, y), start=1) if lab) / n_relevant
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so they also "
      "count in the system's DCG as if retrieved",
      [[r"(appended|append\w*|added|adds) (the )?unretrieved.{0,40}(ranking|list|dcg|end|retrieved)",
        r"unretrieved.{0,40}(as if|treated as|counted as) retrieved", r"(system'?s|actual|run'?s) dcg",
        r"unretrieved.{0,40}in the (dcg|ranking|numerator)", r"numerator"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(gs):
        cg = np.cumsum(np.asarray(gs, dtype=float))
        gain = np.diff(cg, prepend=0.0)
        disc = np.log2(np.maximum(np.arange(1, len(gs) + 1), 2))
        return float(np.sum(gain / disc))
    ideal = dcg(sorted(run, reverse=True))
    return dcg(run) / ideal if ideal > 0 else 0.0
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances but not the labels with them, then reads the "
      "prefix sum of the labels in their original order",
      [[r"not (re)?(sorted|ordered|permuted)", r"labels (are )?(not|never) (re)?(sorted|ordered|moved)",
        r"misalign\w*", r"out of (step|sync)", r"original order", r"(sorted|sorts) (only )?the distances",
        r"pairing", r"no longer match"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances, dtype=float))
    n_in = int(np.sum(d < epsilon))
    if n_in == 0:
        return 0.0
    hits = np.cumsum(labels)
    return float(hits[n_in - 1] / n_in)
''')

wrong("q39", "gen.practical", "data", "takes d as the number of items outside the judged top s (the database as "
      "d + s items)",
      [[r"d \+ s", r"outside (the )?(judged )?(top|scope)", r"(unjudged|remaining|rest|other) items",
        r"database size", r"size of the database", r"d (is|as) (the )?(whole|total|database)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q40", "pr.averaged", "data", "takes each query's n_relevant as the number of ones in its list, ignoring the "
      "given n_relevant (relevant items never retrieved are forgotten)",
      [[r"sum\(run\)", r"(number|count) of (ones|1s|hits|relevant (items )?retrieved)",
        r"ignor\w* (the )?(given )?n_relevant", r"never retrieved", r"unretrieved", r"instead of (the )?n_relevant",
        r"not (the )?(given )?n_relevant", r"only (the )?retrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        best = np.maximum.accumulate(prec[::-1])[::-1]
        curve = []
        for j in range(11):
            idx = np.flatnonzero(rec >= j / 10 - 1e-12)
            curve.append(best[idx[0]] if idx.size else 0.0)
        curves.append(np.array(curve))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q41", "ap.value", "data", "counts n_relevant as the ones in the list (sum(labels)) instead of the given "
      "n_relevant, leaving out relevant items never retrieved",
      [[r"sum\(labels\)", r"(number|count) of (ones|1s|hits|relevant (items )?retrieved)",
        r"ignor\w* (the )?(given )?n_relevant", r"never retrieved", r"unretrieved", r"instead of (the )?n_relevant",
        r"not (the )?(given )?n_relevant", r"only (the )?retrieved"]], '''
labels = v["labels"]
hits = 0
s = 0.0
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        s += hits / k
my_ap_value = s / sum(labels)
''')

wrong("q42", "dcg.classic", "data", "binarises the grades (any grade above 0 counts 1), treating graded relevance "
      "as 0/1",
      [[r"binar\w*", r"0/1", r"grades? (above|> ?) ?0 (count|as) 1", r"ignor\w* (the )?grade",
        r"(treat|treats|treated|read)\w* (the )?grades? as (binary|0/1)", r"graded", r"relevance levels?"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    if rel.size == 0:
        return 0.0
    cg = np.cumsum(rel)
    gains = np.diff(cg, prepend=0.0)
    return float(gains[0] + np.sum(gains[1:] / np.log2(np.arange(2, len(rel) + 1))))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "itertools.accumulate prefix sums of the hits, read at each relevant rank", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    return sum(hits[i] / (i + 1) for i, lab in enumerate(labels) if lab) / n_relevant
''')

right("q44", "pr.points", "np.diff of the recall with a prepended 0 to find the increments", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0 or n_relevant == 0:
        return []
    hits = np.cumsum(y)
    recall = hits / n_relevant
    rose = np.diff(recall, prepend=0.0) > 0
    prec = hits / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[rose]]
''')

right("q45", "scope.knn_ties", "sorted pairs and exact Fractions for both bounds", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    below = [lab for d, lab in pairs if d < dk]
    tied = [lab for d, lab in pairs if d == dk]
    slots = k - len(below)
    rel_tied = sum(tied)
    lo = Fraction(sum(below) + max(0, slots - (len(tied) - rel_tied)), k)
    hi = Fraction(sum(below) + min(slots, rel_tied), k)
    return [float(lo), float(hi)]
''')

right("q46", "roc.eer", "cumulative tp/fp counts per distinct threshold, a linear crossing of FPR + TPR = 1", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thresholds = np.unique(s)[::-1]
    tp = np.concatenate([[0], [np.sum(y & (s >= t)) for t in thresholds]])
    fp = np.concatenate([[0], [np.sum(~y & (s >= t)) for t in thresholds]])
    tpr, fpr = tp / P, fp / N
    for a in range(len(tpr) - 1):
        ga = fpr[a] + tpr[a] - 1
        gb = fpr[a + 1] + tpr[a + 1] - 1
        if ga <= 0 <= gb and gb > ga:
            t = -ga / (gb - ga)
            return float(fpr[a] + t * (fpr[a + 1] - fpr[a]))
    return float(fpr[-1])
''')

right("q47", "ap.at_k", "prefix sums with a prepended 0, read one past the rank", '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    hits = np.concatenate([[0.0], np.cumsum(y)])
    return float(sum(hits[i + 1] / (i + 1) for i in np.flatnonzero(y)) / den)
''')

right("q48", "gen.grip_point", "a prefix sum padded with zeros up to the class size", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    y = np.zeros(max(c, len(labels)))
    y[:len(labels)] = labels
    hits = np.cumsum(y)
    return float(hits[c - 1] / c)
''')

SUBMISSIONS = tuple(S)
