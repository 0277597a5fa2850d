"""Diagnosis class 195, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a mixed, average class of an IR evaluation course
-- a blend of students who write explicit loops, students who reach for NumPy, students who write comprehensions
(a few with ``fractions.Fraction``), making the typical slips of a whole semester. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c195-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class195): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 195 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c195-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages the interpolated precision (the best precision at that rank or "
      "deeper) at the relevant ranks instead of the precision at each relevant rank",
      [[r"interpolat", r"max\w* (of )?(the )?precisions? (at or )?(after|below|deeper|further down|to the right)",
        r"best precision (at or )?(after|below|deeper|further down)", r"(highest|best) precision .{0,20}later"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = []
    hits = 0
    for i, lab in enumerate(labels, start=1):
        hits += lab
        precs.append(hits / i)
    total = 0.0
    for i, lab in enumerate(labels):
        if lab:
            total += max(precs[i:])
    return total / n_relevant
''')

wrong("q02", "dcg.classic", "sibling", "computes the TREC-style DCG, discounting every rank by log2(i + 1), rank 1 "
      "included, instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i ?\+ ?1\b", r"(discount\w*|divid\w*) (every|each|all) rank",
        r"(first|rank.?1|top) (rank |item |grade )?(is |gets )?(also )?discounted", r"(other|second|alternative) "
        r"(dcg )?formulation"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of interpolating the crossing between two ROC points",
      [[r"nearest", r"closest", r"(no|not|never|without) interpolat", r"smallest (gap|difference|\|)",
        r"(one|an|a single) (actual |existing )?ROC point", r"instead of interpolat"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return float(best)
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (up )?(of )?(the )?(counts|tps?|tables)", r"total (tp|counts)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("q05", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d as the third value instead "
      "of its lower bound v / d",
      [[r"upper", r"(largest|highest|maximum|biggest) (possible )?generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d",
        r"(max|most)\w* (possible )?class size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q06", "interp.step", "sibling", "takes the 11-point interpolation (the highest precision at any rank whose "
      "recall reaches the level) instead of the step rule's P_i",
      [[r"(11|eleven).?point", r"max\w* (of|over) (the )?(later|following|remaining|deeper|all)",
        r"highest precision (at|of|over) (any|a|all) ", r"instead of (the )?step", r"not the step rule",
        r"(standard|classic|usual) interpolat", r"best precision (at|of|over) (any|all|later)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        if lab and n_relevant and hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')

wrong("q07", "ndcg.value", "sibling", "normalises by the ideal DCG of the retrieved grades only (the unretrieved "
      "judged items are left out of the ideal ranking)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"ideal.{0,20}(only|just) (the )?(own|retrieved)", r"sort\w* (its|the student'?s?|your) own grades"]], '''
from math import log2

def dcg(x):
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(x, 1))

g = v["grades"]
my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the numerator's 1 + "
      "beta^2 and on precision in the denominator)",
      [[r"beta (instead of|not|rather than) beta\s*(\^|\*\*)?\s*(2|squared)", r"not squared", r"without squar",
        r"squar\w* (is )?(missing|forgotten|dropped)", r"forg[eo]t\w* (to )?square", r"unsquared",
        r"linear in beta", r"(missing|no) (the )?(\^ ?2|\*\* ?2|square)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.at_k", "shape", "divides the hits at each relevant rank by k instead of by the rank i (P@k in "
      "place of P@i)",
      [[r"hits ?/ ?k\b", r"P@k (instead of|not|rather than) P@i", r"k instead of (the rank|i)\b",
        r"precision.{0,30}(over|divided by|/) k\b.{0,30}(instead|not|rather)",
        r"(denominator|divid\w*) .{0,20}k (instead of|not|rather than) (the )?(rank|i)\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = labels[:k]
    hits, total = 0, 0.0
    for i, lab in enumerate(top, 1):
        if lab:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1 (a grade 0 gains 1)",
      [[r"(forgot|forgets|forgotten|missing|without|dropp\w*|left out|omit\w*|no)\W{0,10}(the )?\W?- ?1\b",
        r"minus (one|1)\b", r"2\s*(\^|\*\*)\s*rel\w* (instead of|not|rather than)",
        r"(grade|rel\w*) (of )?0.{0,30}gain\w* (of )?1", r"gain of 1 for", r"non.?relevant.{0,30}gain"]], '''
import numpy as np

g = np.array(v["grades"])
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties?\w*.{0,40}count\w* (as )?(1|one|fully|a whole|full)(?!\s*/)", r">=",
        r"greater (than )?or equal", r"at least as high", r"ties?\w*.{0,30}(as |a )(win|full point|whole)",
        r"(1|one|full) (instead of|not|rather than) (1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "the recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"\+ ?v\b.{0,30}(missing|forgot\w*|dropped|left out|omitted)",
        r"(missing|forgot\w*|without|dropp\w*|omit\w*|left out|leav\w* out).{0,20}\+ ?v\b",
        r"v ?/ ?\(?d ?- ?s\b(?! ?\+)", r"d ?- ?s (instead of|not|rather than) d ?- ?s ?\+ ?v",
        r"(found|relevant) (items )?(v )?(in|within) the scope.{0,40}(not|never) (counted|added)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q13", "sig.sign_test", "shape", "returns the one-sided binomial tail without doubling it for the two-sided "
      "p-value",
      [[r"one.sided", r"(not|never|forgot\w*|without|forgets) (to )?doubl", r"single tail", r"one tail",
        r"(times|multipl\w* by) (2|two).{0,20}(missing|forgot)", r"half (of )?the two.sided",
        r"(missing|no|forgot\w*) (the )?(factor|times) (of )?(2|two)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"(divid\w*|/) (by )?10\b", r"10 (instead of|not|rather than) 11", r"ten (instead of|not|rather than) eleven",
        r"(sum|total) over (10|ten)", r"(divid\w*|/) (by )?ten\b"]], '''
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


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops over range(1, k + 1) as if the list were 1-based: rank 1 is skipped and "
      "rank k + 1 counted",
      [[r"off.by.one", r"shift\w* by one", r"skip\w* (the )?(first|rank 1|rank one|index 0)",
        r"(starts?|begins?|starting) (at|from) (index|position) 1", r"1.based", r"rank k ?\+ ?1",
        r"index 0 (is )?(never|not) (read|counted|used)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "resets the running total inside the query loop, so the result is the last "
      "query's AP divided by the number of queries",
      [[r"reset", r"(re)?initiali[sz]\w* (it )?inside", r"inside the (query |outer )?loop", r"only the last query",
        r"last query('s)? (AP|value)", r"overwrit", r"(set|put) to (0|zero) (in|inside) (the|each)"]], '''
def my_map(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        total = 0.0
        hits = 0
        ap = 0.0
        for i, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                ap += hits / i
        total += ap / R if R else 0.0
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "appends a point after the if, at every rank, not only at the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items).{0,30}(point|added|appended|too)",
        r"(append\w*|added?) (outside|after) the if", r"not only (at )?(the )?relevant", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: the reciprocal ranks of all relevant items "
      "of a query are summed",
      [[r"break", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"(not only|beyond|after) the first relevant", r"sum\w* (of )?(the )?reciprocal ranks? of (all|every)",
        r"(stop|stops|stopping) at the first"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the running maximum is set to 0 once per query, not per level, so it carries "
      "over from the lower levels",
      [[r"(not|never|isn'?t) reset", r"reset\w*.{0,30}(missing|forgot)", r"carr(y|ies|ied) over",
        r"(kept|keeps|keep) .{0,20}(from|across) (the )?(previous|lower|earlier|other) levels?",
        r"(initiali[sz]ed|set) (only )?once", r"outside the level loop", r"(previous|lower|earlier) level'?s? max"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        P, Rc = [], []
        hits = 0
        for i, lab in enumerate(labels, 1):
            hits += lab
            P.append(hits / i)
            Rc.append(hits / R if R else 0.0)
        best = 0.0
        for j, r in enumerate(levels):
            for p, rec in zip(P, Rc):
                if R and rec >= r and p > best:
                    best = p
            curve[j] += best
    return [c / len(runs) for c in curve]
''')

wrong("q20", "rank.distances", "flow", "computes the argsort of the distances but never applies it: P@k of the "
      "items in input order",
      [[r"never (sorted|used|applied)", r"(not|n'?t|never) (sorted|ranked|reorder\w*|applied)",
        r"(order|argsort)\w*.{0,30}(unused|never used|not used|not applied|ignored)", r"input order", r"as given",
        r"original order", r"unsorted"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances)
    y = np.array(labels)
    order = np.argsort(d)
    top = y[:k]
    return top.sum() / k
''')

wrong("q21", "ap.exact", "flow", "increments the hit counter after adding the precision, so each relevant rank "
      "counts one hit too few",
      [[r"(increment\w*|count\w*|updat\w*|add\w*) .{0,25}after", r"before (the|its) (increment|update|count)",
        r"one (hit )?(too )?(few|short)", r"(excludes|without|not counting) (the )?(current|item itself|itself)",
        r"hits? ?- ?1", r"(too late|one step late|lagg)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found = 0
    s = 0.0
    for k in range(len(labels)):
        if labels[k] == 1:
            s += found / (k + 1)
            found += 1
    return s / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the levels as 0.1 * i in floating point: 0.1 * 3 is just above 0.3, "
      "so a recall of exactly 0.3 (0.6, 0.7) does not reach its own level",
      [[r"float\w*", r"round\w* (error|off)", r"0\.1 ?\* ?i", r"0\.30000000000000004", r"inexact", r"not exact",
        r"precision (error|issue) of the levels", r"binary (fraction|representation)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for i in range(11):
        r = 0.1 * i
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q23", "set.pr", "hidden", "gives recall 1 when nothing is relevant (the task says 0)",
      [[r"recall (of )?1\b", r"recall (is |as |=|== ?)?(one|1\.0|perfect|100)", r"1\.0 (for|when) (nothing|no relevant)",
        r"perfect recall", r"(returns?|gives?) 1 (for|when|if) (the )?(recall|nothing relevant|no relevant)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 1.0
    return [p, r]
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\w*\W{0,5}(of )?(the )?(slice|top|cut|labels\[)", r"(divid\w*|/) by (the )?(number of items|length|items) "
        r"(actually )?(retrieved|there|in the (slice|list))", r"(instead of|not|rather than) (by )?(c|n_relevant|the class size)\b",
        r"(padded|pad)", r"shorter (list|slice).{0,40}(divid|denominator)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "avg.macro", "hidden", "NumPy division tp / (tp + fp) gives nan for a query with nothing retrieved, "
      "and the mean becomes nan",
      [NAN, [r"nothing retrieved", r"empty (result|query|set|retrieved)", r"0 ?/ ?0", r"tp ?\+ ?fp ?(=|==|is) ?0",
             r"zero (retrieved|denominator)", r"no (items? |documents? )?retrieved"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(prec.mean())
''')

wrong("q26", "ap.at_k", "hidden", "divides by min(k, n_relevant) without guarding 0: a query with no relevant items "
      "raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "takes the NumPy mean of the labels inside epsilon, which is nan when "
      "nothing is within epsilon",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no targets?", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    return float(y[d < epsilon].mean())
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of on precision in the denominator (precision and "
      "recall swapped there), which equals F with 1/beta",
      [[r"swap", r"exchang", r"(precision and recall|P and R|recall and precision).{0,30}(confused|mixed up|the wrong "
        r"way|reversed|interchang)", r"beta\W{0,3}(\^ ?2|\*\* ?2|squared|2)?\W{0,3}(on|times|multipl\w* by|weights?) "
        r"(the )?recall\b", r"b2 ?\* ?r(ecall)?\b", r"(wrong|other) (term|one) (weighted|multiplied)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "roc.auc", "twin", "subtracts in the wrong order (negative score minus positive score), so it counts "
      "the pairs where the negative item scores higher",
      [[r"(subtract\w*|difference).{0,30}(wrong|reversed|other|opposite) (order|way|direction|sign)",
        r"neg\w* ?- ?pos\w*", r"negative (item |score )?(scores? )?higher", r"pairs where the negative",
        r"revers\w* (the )?(comparison|difference|subtraction|sign)", r"(comparison|difference|sign) (is )?(reversed|flipped)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = neg[:, None] - pos[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q31", "rank.distances", "twin", "sorts the (distance, label) pairs with reverse=True: the farthest items "
      "first",
      [[r"farthest", r"furthest", r"largest distances?", r"descending", r"reverse\s*=\s*True",
        r"(high|big|large)\w* distances? first", r"reverse\w* (the )?(sort|order)", r"(wrong|opposite) (sort )?direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), reverse=True)
    top = [lab for _, lab in pairs[:k]]
    return sum(top) / k
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(order|bounds?|values|two|elements|entries|list)\w*.{0,20}(swapped|reversed|exchanged|the wrong way|back to "
        r"front|wrong order)", r"swap", r"\[highest, lowest\]", r"highest (first|before)", r"optimistic (one |bound )?(first|before)",
        r"wrong order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    rel_first = sorted(items, key=lambda t: (t[0], -t[1]))
    rel_last = sorted(items, key=lambda t: (t[0], t[1]))
    hi = sum(lab for _, lab in rel_first[:k]) / k
    lo = sum(lab for _, lab in rel_last[:k]) / k
    return [hi, lo]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest over all queries), as if a tie were a "
      "win of b",
      [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps|keep|includ\w*|count\w*) (the )?tie",
        r"ties?\w*.{0,30}(kept|included|counted|left in|not removed)", r"n ?= ?len\(a\)",
        r"(number of trials|n)\b.{0,30}(includ\w*|counting|with) (the )?ties", r"(all|every) (the )?quer\w*.{0,30}(trials|\bn\b)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
my_sign_p = binomtest(wins, len(a)).pvalue
''')

wrong("q34", "map.mean", "twin", "never uses n_relevant: each AP is divided by the number of relevant items in the "
      "run (sum of its labels)",
      [[r"n_relevant.{0,30}(unused|ignored|never used|not used)", r"(ignor\w*|never us\w*|not us\w*|doesn'?t use) "
        r"(the )?n_relevant", r"sum\w*\W{0,3}(of )?(the )?(run|labels)", r"(relevant|hits) (items )?(retrieved|found|in the "
        r"(run|list)).{0,30}(instead of|not|rather than) n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        rel = sum(run)
        hits, acc = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                acc += hits / i
        aps.append(acc / rel if rel else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q35", "map.mrr", "twin", "skips the queries without a relevant item: the mean is taken over the answered "
      "queries only",
      [[r"skip\w*", r"left out", r"(drop|omit|exclud)\w*.{0,40}(quer|run)",
        r"(divid\w*|mean|averag\w*) (by|over) (only )?(the )?(number of )?(queries|runs) (with|that (have|found))",
        r"(answered|successful) quer", r"(queries|runs) with(out)? (a |any )?(relevant|hit)\w*.{0,30}(not counted|ignored|missing)"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        hits = np.flatnonzero(run)
        if len(hits) > 0:
            rr.append(1 / (hits[0] + 1))
    return float(np.mean(rr))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36a", "rank.r_precision", "data", "takes R as the number of relevant items in the list (labels.count(1)) "
      "instead of n_relevant",
      [[r"(relevant|hits) (items )?(retrieved|in the (list|ranking)|found)", r"count\w* (of )?(the )?(1s|ones|labels)",
        r"sum\w* (of )?(the )?labels", r"(instead of|not|rather than) n_relevant", r"n_relevant.{0,20}(ignored|unused|not used)",
        r"labels\.count"]], '''
labels = v["labels"]
R = labels.count(1)
my_r_precision = labels[:R].count(1) / R
''')

wrong("q37", "set.pr", "data", "takes the arguments in the wrong order (relevant, retrieved), so it returns "
      "[recall, precision]",
      [[r"(arguments|parameters|inputs) (in the )?(wrong|swapped|reversed) order", r"swap",
        r"(retrieved and relevant|relevant and retrieved).{0,30}(confused|mixed up|reversed|exchanged)",
        r"\[recall, precision\]", r"(precision and recall|recall and precision).{0,30}(swapped|exchanged|reversed|the wrong way)"]], '''
def my_set_pr(relevant, retrieved):
    relevant, retrieved = set(relevant), set(retrieved)
    both = relevant & retrieved
    precision = len(both) / len(retrieved) if retrieved else 0.0
    recall = len(both) / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("q38", "dcg.classic", "data", "treats the grades as binary: every grade above 0 gains 1",
      [[r"binar", r"0/1", r"(grades?|relevance) (treated|read|taken) as (0/1|binary|yes/no)",
        r"(grades?|levels?) (ignored|flattened|collapsed)", r"every (relevant|positive|nonzero|non-zero) grade (counts|as|gains) 1",
        r"(gain|grade) of 1 for every", r"graded relevance (ignored|lost)"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        rel = 1 if g > 0 else 0
        total += rel if i == 1 else rel / log2(i)
    return total
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking, so the system's DCG counts "
      "them as if they were retrieved at the end",
      [[r"unretrieved.{0,60}(DCG|ranking|list|run)\b.{0,40}(as if|appended|added|at the end)",
        r"(as if|treated as|count\w* as).{0,30}(they were |had been )?retrieved", r"appended? (to|after) the (retrieved )?(grades|ranking|list)",
        r"(counted|included) in (the )?(system'?s? |student'?s? )?DCG", r"retrieved at the end"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    allg = np.array(list(grades) + list(unretrieved), dtype=float)
    disc = np.ones(len(allg))
    disc[1:] = np.log2(np.arange(2, len(allg) + 1))
    dcg = np.sum(allg / disc)
    ideal = np.sort(allg)[::-1]
    idcg = np.sum(ideal / disc)
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q40", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with d > epsilon",
      [[r"similarit", r"(greater|larger|bigger|higher|more) than epsilon", r"d ?> ?eps", r"(far|outside)\w* .{0,20}epsilon",
        r"(direction|inequality|comparison) (is )?(reversed|flipped|the wrong way)", r"(beyond|outside) (the )?(ball|radius)"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q41", "roc.eer", "data", "takes label 0 as the positive class (labels inverted), which gives 1 - EER",
      [[r"label\w* (0|zero).{0,30}(positive|genuine|relevant)", r"(positive|negative) class.{0,30}(swapped|inverted|reversed|flipped)",
        r"labels? (are |were )?(inverted|flipped|swapped|reversed)", r"== ?0", r"1 ?- ?EER",
        r"(treat\w*|took|takes|uses?) (the )?(0s|zeros|negatives) as (the )?positive"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s), reverse=True):
        pred = s >= t
        fpr.append((pred & ~y).sum() / N)
        fnr.append(1 - (pred & y).sum() / P)
    for j in range(1, len(fpr)):
        if fpr[j] >= fnr[j]:
            a = fpr[j - 1] - fnr[j - 1]
            b = fpr[j] - fnr[j]
            if b == 0:
                return float(fpr[j])
            t = -a / (b - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return 0.0
''')

wrong("q42", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (fp and fn swapped), so it averages the "
      "queries' recalls",
      [[r"fp and fn.{0,30}(swapped|confused|mixed|exchanged|reversed)", r"fn and fp.{0,30}(swapped|confused|mixed|exchanged|reversed)",
        r"\[?tp, fn, fp\]?", r"(unpack\w*|read\w*).{0,30}(wrong|swapped) order", r"recall (instead of|not|rather than) precision",
        r"macro.{0,10}recall", r"averag\w* (the )?(quer\w* )?recalls"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "a generator expression over the slice, divided by k", '''
def my_p_at_k(labels, k):
    return sum(1 for x in labels[:k] if x == 1) / k
''')

right("q44", "interp.curve", "exact Fraction recalls compared with Fraction levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), hits / i))
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        cands = [p for rec, p in pts if rec >= r]
        out.append(max(cands) if cands else 0.0)
    return [float(x) for x in out]
''')

right("q45", "pr.points", "NumPy cumsum, boolean mask on the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    return [float(p) for p in (hits / ranks)[y == 1]]
''')

right("q46", "scope.knn_ties", "counts before and inside the tie at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [lab for d, lab in zip(distances, labels) if d < dk]
    tied = [lab for d, lab in zip(distances, labels) if d == dk]
    need = k - len(closer)
    base = sum(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = base + max(0, need - non_tied)
    high = base + min(need, rel_tied)
    return [low / k, high / k]
''')

right("q47", "pr.averaged", "nested comprehensions with Fraction levels and max(default=0)", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    def curve(labels, R):
        if R == 0:
            return [0.0] * 11
        pts, hits = [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, R), Fraction(hits, i)))
        return [float(max([p for r, p in pts if r >= Fraction(j, 10)], default=0)) for j in range(11)]
    curves = [curve(lab, R) for lab, R in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

right("q48", "ndcg.all_judgments", "a small dcg helper, ideal from every judged grade", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0], reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
