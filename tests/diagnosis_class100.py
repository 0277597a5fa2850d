"""Diagnosis class 100, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students caught
mid-refactor: code with leftover debugging prints, dead branches, a variable renamed in one place only (the old
name still bound to something), shadowed names, a helper kept from an earlier version of the assignment, and
copy-paste between two similar functions with one line not updated. Styles vary: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c100-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class100): every right
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

BATCH = "diagnosis class 100 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c100-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "averages the reciprocal rank of each query (a helper kept from the MRR "
      "exercise is still called) instead of its average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"\bRR\b", r"first relevant (item|rank|hit)", r"1 ?/ ?(the )?rank of the first"]],
      '''
def rr(run):
    # kept from the MRR exercise
    for i, x in enumerate(run, 1):
        if x:
            return 1 / i
    return 0.0


def ap(run, n_rel):
    hits, total = 0, 0.0
    for i, x in enumerate(run, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_rel if n_rel else 0.0


def my_map(runs, n_relevant):
    scores = []
    for run, n in zip(runs, n_relevant):
        scores.append(rr(run))   # TODO: switch to ap(run, n)
    # print(scores)
    return sum(scores) / len(scores)
''')

wrong("q02", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank (rank 1 discounted too) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i ?\+ ?1", r"discount\w* (at )?every rank",
        r"rank 1 (is )?discounted", r"(shifted|off by one).{0,20}discount", r"discount.{0,30}(shifted|one rank late)"]],
      '''
import math


def discount(i):
    # helper from the dcg.trec cell
    return math.log2(i + 1)


def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g / discount(i)
    return total
''')

wrong("q03", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the old "
      "name all_grades still holds them); the unretrieved grades never enter the ideal",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|never)",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import math


def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))


def my_ndcg(grades, unretrieved):
    all_grades = list(grades)
    judged = all_grades + list(unretrieved)
    ideal = sorted(all_grades, reverse=True)
    best = dcg(ideal)
    if best == 0:
        return 0.0
    return dcg(grades) / best
''')

wrong("q04", "avg.macro", "sibling", "returns the micro average (summed tp over summed tp + fp); the per-query "
      "precisions are computed but never used",
      [[r"micro", r"pool\w*", r"summ?(ed|ing) (the )?(counts|tp|true positives)", r"total (tp|true positives)",
        r"sum of (the )?(tp|true positives)", r"over all queries together"]], '''
def my_macro_precision(tables):
    tp_sum = fp_sum = 0
    precs = []
    for tp, fp, fn in tables:
        tp_sum += tp
        fp_sum += fp
        precs.append(tp / (tp + fp) if tp + fp else 0.0)   # per query, for the report
    return tp_sum / (tp_sum + fp_sum) if tp_sum + fp_sum else 0.0
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision over every point at or beyond the level (the "
      "11-point interpolation kept from the earlier exercise) instead of the step rule's P_i",
      [[r"max(imum)? (precision )?(over|of|at|to) ", r"highest precision", r"best precision", r"max\(",
        r"maximum (precision )?(of|over) (the )?(later|following|subsequent)"],
       [r"beyond", r"(at or )?above (the )?level", r"r ?>= ?level", r"later (points|ranks)", r"11.point",
        r"(standard|trec|usual) interpolation", r"any (later )?point", r"to the right of"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    # old version (assignment 2a): max over the points to the right
    cands = [p for r, p in pts if r >= level]
    return max(cands) if cands else 0.0
''')

wrong("q06", "rank.p_at_k", "sibling", "returns the recall of the top k against the relevant items in the list "
      "(copied from an R@k cell) instead of the precision at k",
      [[r"recall", r"R@k", r"relevant items in the list", r"sum\(labels\)", r"divid\w* by (the )?(number|count) of relevant"]],
      '''
def my_p_at_k(labels, k):
    top = labels[:k]
    n_rel = sum(labels)
    # print("debug", top, n_rel)
    return sum(top) / n_rel if n_rel else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides the sum of the precisions by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)",
      [[r"(divid\w*|/) (by )?(n_relevant|R\b|the (number|count) of relevant)", r"plain AP", r"full AP",
        r"all relevant items", r"class size"],
       [r"instead of (the )?min", r"not (by )?min", r"without (the )?min", r"rather than min", r"ignor\w* (the )?(k|cut)",
        r"plain AP", r"full AP"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"instead of 11", r"not 11", r"11 levels", r"eleven", r"divid\w*", r"mean"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max([p for rc, p in pts if rc >= r], default=0.0)
    return total / 10
''')

wrong("q09", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? (as|counts?|counted as) (a )?(full|whole|1\b|one\b|win)", r"instead of (1/2|a half|0\.5)",
        r"not (1/2|half|0\.5)", r"full (win|point|credit)", r">=", r"tied pairs? (as|counted as|count as) (a )?(win|1\b|whole|full)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0
    ties = 0   # not needed any more
    for p in pos:
        for n in neg:
            if p >= n:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("q10", "set.pr", "shape", "recall's line was copied from precision's and still divides by the number "
      "retrieved instead of the number relevant",
      [[r"recall.{0,40}(divid\w*|denominator|over|/).{0,30}(retrieved|len\(ret)", r"recall.{0,40}same denominator",
        r"precision'?s denominator", r"recall.{0,40}instead of (the )?(number|count|size) (of )?relevant",
        r"recall (equals|is|=) (the )?precision"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q11", "dcg.trec", "shape", "uses the discount 1 + log2(i) instead of log2(i + 1)",
      [[r"1 ?\+ ?log2? ?\(?i", r"log2?\s*\(?i\) ?\+ ?1", r"plus one outside", r"outside the log",
        r"\+ ?1.{0,30}(outside|after) the (log|logarithm)"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
for i, g in enumerate(grades, 1):
    my_dcg_trec += g / (1 + math.log2(i))
''')

wrong("q12", "map.mrr", "shape", "returns the reciprocal of the mean first-relevant rank (1 / mean rank) instead "
      "of the mean of the reciprocal ranks",
      [[r"reciprocal of the mean", r"1 ?/ ?(the )?mean", r"mean (first.?relevant )?rank", r"average rank",
        r"inverse of the (mean|average)", r"invert\w* (the )?(mean|average)"]], '''
import math


def my_mrr(runs):
    ranks = []
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), None)
        ranks.append(first if first is not None else math.inf)
    # print(ranks)
    return 1 / (sum(ranks) / len(ranks))
''')

wrong("q13", "gen.practical", "shape", "recall's lower bound divides by d - s, dropping the + v of the largest "
      "possible class d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"without (the )?v", r"missing v", r"forg\w* (the )?v",
        r"class.{0,30}(d ?- ?s ?\+ ?v)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q14", "ndcg.all_judgments", "shape", "the ideal-DCG function, copy-pasted from the DCG one, was switched to "
      "the log2(i + 1) discount: DCG and ideal DCG use different discounts",
      [[r"ideal.{0,60}(log2?\s*\(\s*i\s*\+\s*1\s*\)|i ?\+ ?1|different discount|another discount|trec discount)",
        r"IDCG.{0,60}(log2?\s*\(\s*i\s*\+\s*1\s*\)|i ?\+ ?1|different|another)", r"not the same discount",
        r"(different|two) discounts", r"discounts? (differ|do not match|mismatch)"]], '''
import math


def dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log2(i)
    return total


def idcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log2(i + 1)
    return total


def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = idcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "takes the precision at a relevant rank before counting that item (the hit "
      "counter is incremented one line too late)",
      [[r"before (counting|increment|adding|updating)", r"(increment|count|update)\w*.{0,30}(late|after)",
        r"off.by.one", r"previous (hit|count)", r"not (yet )?(count|includ)\w*", r"hits ?- ?1", r"\(k ?- ?1\)",
        r"excluding the (current|item itself|relevant item)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "pr.points", "flow", "appends a precision at every rank (the append sits outside the 'if relevant' "
      "branch) instead of one point per relevant item",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"outside (the )?if", r"one (point|value) per rank", r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
        # print(rank, hits, hits / n_relevant)
        points.append(hits / rank)
    return points
''')

wrong("q17", "map.mrr", "flow", "the break was commented out: each query's reciprocal rank is taken at its last "
      "relevant item instead of the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"\bbreak\b", r"overwrit\w*", r"keeps? (going|looping)",
        r"latest relevant", r"instead of the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
                # break
        total += rr
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the loop calls the curve on labels, n_rel (bound to the first query while "
      "debugging) instead of run, n: the first query's curve is averaged with itself",
      [[r"first query", r"same (query|curve|run)", r"one query'?s (curve|values?) (for|reused|repeated)", r"reus\w*", r"every query.{0,30}(same|first)",
        r"loop variable", r"never uses? (run|the loop)"]], '''
import numpy as np

LEVELS = [i / 10 for i in range(11)]


def curve(labels, n_rel):
    if n_rel == 0:
        return [0.0] * 11
    labels = np.asarray(labels)
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    rec = hits / n_rel
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in LEVELS]


def my_averaged_curve(runs, n_relevant):
    labels, n_rel = runs[0], n_relevant[0]   # debugging the first query
    curves = []
    for run, n in zip(runs, n_relevant):
        curves.append(curve(labels, n_rel))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "rank.distances", "flow", "computes the nearest-first order but never uses it: P@k is taken on the "
      "labels in input order",
      [[r"never sort", r"not sorted", r"unsorted", r"without sorting", r"input order", r"given order",
        r"order.{0,30}(unused|never used|not used|ignored)", r"ignor\w* (the )?distances"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    order = np.argsort(d, kind="stable")
    top = np.asarray(labels)[:k]      # TODO: labels[order][:k]
    return float(top.sum() / k)
''')

wrong("q20", "gen.grip_point", "flow", "loops over range(n_relevant + 1): one rank too many is counted",
      [[r"off.by.one", r"one (rank|item|position) too many", r"c ?\+ ?1", r"n_relevant ?\+ ?1", r"extra rank",
        r"range\(n_relevant ?\+ ?1\)", r"first c ?\+ ?1"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant + 1):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / n_relevant
''')

wrong("q21", "rank.r_precision", "flow", "slices labels[1:R + 1] (1-based thinking): rank 1 is skipped and rank "
      "R + 1 counted",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1)", r"rank 1 (is )?(skipped|left out|missing)",
        r"\[1 ?: ?R ?\+ ?1\]", r"one (rank|position) (late|later|shifted)", r"shifted", r"R ?\+ ?1"]], '''
labels = v["labels"]
R = v["n_relevant"]
top = labels[1:R + 1]
# print(top)
my_r_precision = sum(top) / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "NumPy floats: with P = R = 0 it divides 0 by 0 and returns nan instead of 0",
      [NAN, [r"(both|P and R|precision and recall)\W.{0,20}(0|zero)", r"0 ?/ ?0", r"zero (denominator|division)",
             r"divi\w* by zero", r"P ?= ?R ?= ?0"]], '''
import numpy as np


def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    b2 = beta ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q23", "ap.exact", "hidden", "caps the denominator at the list length (min(n_relevant, len(labels))), so "
      "relevant items beyond a short list are not counted",
      [[r"min\(", r"cap\w*", r"list length", r"len\(labels\)", r"length of the list", r"shorter list",
        r"longer than the list", r"beyond the (end|list)"]], '''
def my_ap(labels, n_relevant):
    n = min(n_relevant, len(labels))   # cannot find more than the list holds
    if n == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / k
    return total / n
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without the zero check: ZeroDivisionError "
      "when there is no relevant item at all", [ZERODIV], '''
import math


def dcg(gs):
    out = 0.0
    for i, g in enumerate(gs, 1):
        out += g if i == 1 else g / math.log2(i)
    return out


def my_ndcg(grades, unretrieved):
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "NumPy division tp / (tp + fp): a query with nothing retrieved gives nan, "
      "so the mean is nan instead of counting that query as 0",
      [NAN, [r"nothing retrieved", r"tp ?\+ ?fp.{0,15}(0|zero)", r"empty", r"no (item|document)s? retrieved",
             r"0 ?/ ?0", r"zero (denominator|division)"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    prec = tp / (tp + fp)
    return float(prec.mean())
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], not by "
      "n_relevant: a list shorter than the class is overrated",
      [[r"len\(top\)", r"length of the slice", r"slice length", r"divid\w* by (the )?(list|its) length",
        r"missing ranks (are )?(dropped|ignored|not counted)", r"instead of (n_relevant|c)\b", r"not by (n_relevant|c)\b",
        r"number of (ranks|items) (retrieved|in the list) instead"]],
      '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "scope.knn_ties", "hidden", "checks ds[k] to see whether a tie crosses the cut: IndexError when k is "
      "the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    if ds[k] != ds[k - 1]:       # no tie across the cut
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    t = ds[k - 1]
    before = [l for d, l in pairs if d < t]
    tied = [l for d, l in pairs if d == t]
    need = k - len(before)
    rel_b, rel_t = sum(before), sum(tied)
    low = rel_b + max(0, need - (len(tied) - rel_t))
    high = rel_b + min(need, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "map.mean", "hidden", "each AP is np.mean of the precisions rescaled by hits / n: a query whose "
      "relevant items were never retrieved gives the mean of an empty array, nan",
      [NAN, [r"never retrieved", r"no relevant (item|document)s? (was |were )?retrieved", r"empty",
             r"mean of (an )?empty", r"nothing (relevant )?retrieved"]], '''
import numpy as np


def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        run = np.asarray(run)
        ranks = np.flatnonzero(run) + 1
        precs = np.arange(1, len(ranks) + 1) / ranks
        aps.append(precs.mean() * len(ranks) / n)
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "the pair comparison is written the wrong way round: it counts the pairs where "
      "the negative scores higher",
      [[r"wrong (way|direction)", r"revers\w* (the )?comparison", r"comparison.{0,20}revers\w*",
        r"n ?> ?p", r"(where|when|in which) the negative\w* (item )?scores? (higher|greater|above)",
        r"the other way round"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                total += 1
            elif n == p:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q30", "rank.distances", "twin", "sorts with reverse=True, so the farthest items come first",
      [[r"farthest", r"furthest", r"descending", r"reverse", r"largest distance", r"biggest distance",
        r"far(thest)? first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    # print(ranked[:k])
    return sum(l for _, l in ranked[:k]) / k
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"wrong order", r"swapp\w*", r"revers\w*", r"(highest|optimistic|best).{0,20}first", r"order of the (two )?(bounds|values)",
        r"the other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    inside = [labels[i] for i in order if distances[i] < cut]
    tied = [labels[i] for i in order if distances[i] == cut]
    free = k - len(inside)
    best = sum(inside) + min(free, sum(tied))
    worst = sum(inside) + max(0, free - (len(tied) - sum(tied)))
    return [best / k, worst / k]
''')

wrong("q32", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator (P + beta^2 R) instead of "
      "on precision",
      [[r"beta\W*2? (on|times|multiplies|weights|with) (the )?recall", r"recall (term )?(is )?(multiplied|weighted|scaled) by (the )?beta", r"b2 ?\* ?r", r"beta.{0,30}wrong term", r"P ?\+ ?(beta|b)\^?2 ?\*? ?R"]],
      '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q33", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"denominator.{0,20}\bk\b", r"\bk instead", r"by k,? not"]], '''
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

wrong("q34", "interp.curve", "twin", "builds the levels from 1.0 down to 0.0, so the curve comes out reversed",
      [[r"revers\w*", r"backwards?", r"descending", r"from 1(\.0)? (down )?to 0", r"wrong order", r"1\.0 first"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(10, -1, -1)]
    hits = 0
    pts = []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    return [max((p for r, p in pts if r >= lv), default=0.0) for lv in levels]
''')

wrong("q35", "avg.macro", "twin", "unpacks each table as (tp, fn, fp): the fp and fn columns are confused",
      [[r"unpack\w*", r"column", r"(fp|false positives?) and (fn|false negatives?)", r"(fn|false negatives?) and (fp|false positives?)",
        r"tp, fn, fp", r"order of the (table|fields|entries|counts)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts hits over the retrieved list, so an id retrieved twice is counted twice",
      [[r"duplicat\w*", r"counted twice", r"counts? (it )?twice", r"more than once", r"not a set", r"set\(retrieved\)",
        r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "sig.sign_test", "data", "tied queries are not dropped: they are counted as losses (losses = n - wins)",
      [[r"ti(e|ed|es)\b.{0,40}(not dropped|kept|counted|as (a )?loss)", r"losses ?= ?n ?- ?wins",
        r"(not|never) drop\w*.{0,20}ti", r"includ\w*.{0,20}ti(e|ed|es)\b", r"ti(e|ed|es)\b.{0,30}includ"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
n = len(a)
losses = n - wins          # everything else
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q38", "ndcg.value", "data", "drops the 0 grades from the retrieved list before computing DCG, so the "
      "relevant items move up the ranking",
      [[r"(zero|0|non.?relevant)( grades?| items?)?.{0,40}(dropped|removed|filtered|left out|deleted)",
        r"(drop|remov|filter)\w*.{0,30}(zero|0|non.?relevant)", r"shift\w* (the )?ranks", r"ranks? (move|moved) up",
        r"compact\w*"]], '''
import math

g = [x for x in v["grades"] if x > 0]     # only the relevant ones matter
ideal = sorted(g + list(v["unretrieved"]), reverse=True)


def dcg(xs):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(xs, 1))


my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q39", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon",
      [[r"similarit\w*", r"greater than", r"> ?epsilon", r"farther", r"beyond epsilon", r"outside",
        r"wrong side", r"larger than epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = n = 0
    for sim, lab in zip(distances, labels):   # scores: higher = closer
        if sim > epsilon:
            n += 1
            hits += lab
    return hits / n if n else 0.0
''')

wrong("q40", "interp.step", "data", "computes recall against the relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"unretrieved", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"relevant (items )?in the list", r"never retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    if R == 0:
        return 0.0
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / R >= level:
                return hits / k
    return 0.0
''')

wrong("q41", "gen.practical", "data", "reads d as the unjudged rest of the database and uses d + s as its size",
      [[r"d ?\+ ?s", r"rest of the database", r"unjudged", r"database size", r"total size",
        r"size of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s          # judged top plus the rest of the database
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q42", "roc.auc", "data", "takes the negatives as the items labelled -1, but negatives are labelled 0: no "
      "negative is found and the division by zero pairs crashes",
      [[r"-1", r"minus one", r"negatives? (are )?(labell?ed|coded) 0", r"label 0", r"no negatives?",
        r"y ?== ?-1", r"labels? (are )?0/1"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == -1]
    wins = ties = 0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                ties += 1
    return (wins + 0.5 * ties) / (len(pos) * len(neg))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit ROC sweep over distinct thresholds, a leftover debug comment", '''
import numpy as np


def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    # print(list(zip(fpr, fnr)))
    for j in range(len(fpr)):
        diff = fpr[j] - fnr[j]
        if diff >= 0:
            if diff == 0 or j == 0:
                return float(fpr[j])
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (diff - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q44", "pr.averaged", "NumPy cumsum per query, a mean over the stacked curves", '''
import numpy as np

LEVELS = [i / 10 for i in range(11)]


def curve(labels, n_rel):
    if n_rel == 0:
        return [0.0] * 11
    labels = np.asarray(labels)
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    rec = hits / n_rel
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in LEVELS]


def my_averaged_curve(runs, n_relevant):
    curves = [curve(run, n) for run, n in zip(runs, n_relevant)]
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q45", "dcg.classic", "NumPy slicing, first grade undiscounted", '''
import numpy as np


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    return float(g[0] + (g[1:] / np.log2(np.arange(2, len(g) + 1))).sum())
''')

right("q46", "scope.eps_precision", "Fraction over a comprehension", '''
from fractions import Fraction


def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q47", "pr.points", "itertools.accumulate of the hits", '''
from itertools import accumulate


def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "ap.at_k", "a comprehension over the top k, a dead branch kept", '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    if False:   # old version divided by n_relevant
        denom = n_relevant
    precs = [sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1]]
    return sum(precs) / denom
''')

SUBMISSIONS = tuple(S)
