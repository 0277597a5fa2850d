"""Diagnosis class 254, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write ``while True`` loops with manual counters and break conditions, sentinel values and hand-kept indices (with
a few who use NumPy, comprehensions, itertools or fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c254-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class254).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 254 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c254-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"(number|count) of (the )?relevant items? (retrieved|found)", r"retrieved relevant", r"found",
        r"hits", r"sum\(labels\)"]], '''
def my_ap(labels, n_relevant):
    i = 0
    hits = 0
    total = 0.0
    while True:
        if i >= len(labels):
            break
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "interp.step", "sibling", "takes the maximum precision at any recall at or beyond the level (the "
      "standard interpolation) instead of the step rule's P_i",
      [[r"max\w* (precision )?(at|over|of|from) (any|all|every|later|higher|the (later|following|rest))",
        r"standard interpolat", r"11.point interpolat", r"max ?\{", r"instead of (the )?step",
        r"not the step rule", r"highest precision (at|from|after|beyond)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    best = 0.0
    hits = 0
    i = 0
    while True:
        if i == len(labels):
            break
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                p = hits / (i + 1)
                if p > best:
                    best = p
        i += 1
    return best
''')

wrong("q03", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum", r"d - s \+ v"],
       [r"generality", r"third", r"g\b"]], '''
def my_practical(labels, d):
    s = 0
    v = 0
    while True:
        if s == len(labels):
            break
        if labels[s]:
            v += 1
        s += 1
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q04", "map.mean", "sibling", "computes the mean reciprocal rank (1 / rank of the first relevant item) "
      "instead of mean average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"\bRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    q = 0
    total = 0.0
    while True:
        if q == len(runs):
            break
        run = runs[q]
        i = 0
        while i < len(run):
            if run[i] == 1:
                total += 1 / (i + 1)
                break
            i += 1
        q += 1
    return total / len(runs)
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rel_1", r"first (item|grade|rank).{0,30}(not|un)discounted",
        r"undiscounted", r"burges"]], '''
import math

g = v["grades"]
i = 0
my_dcg_trec = 0.0
while True:
    if i >= len(g):
        break
    rank = i + 1
    if rank == 1:
        my_dcg_trec += g[i]
    else:
        my_dcg_trec += g[i] / math.log2(rank)
    i += 1
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of interpolating the crossing",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"smallest (gap|difference)",
        r"not interpolat", r"without interpolat", r"no interpolation", r"instead of interpolat",
        r"\(fpr ?\+ ?fnr\) ?/ ?2", r"average of (the )?fpr and fnr", r"mean of (the )?fpr and fnr"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y == 1)
    neg = len(labels) - pos
    thresholds = sorted(set(scores), reverse=True)
    best_gap = 2.0
    best = None
    tp = fp = 0
    t = 0
    fpr, fnr = 0.0, 1.0
    best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    while True:
        if t == len(thresholds):
            break
        j = 0
        while j < len(scores):
            if scores[j] == thresholds[t]:
                if labels[j] == 1:
                    tp += 1
                else:
                    fp += 1
            j += 1
        fpr = fp / neg
        fnr = 1 - tp / pos
        if abs(fpr - fnr) < best_gap:
            best_gap = abs(fpr - fnr)
            best = (fpr + fnr) / 2
        t += 1
    return best
''')

wrong("q07", "avg.macro", "sibling", "returns the micro-averaged precision (total tp over total tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total tp", r"aggregat"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    fp_sum = 0
    i = 0
    while True:
        if i == len(tables):
            break
        tp_sum += tables[i][0]
        fp_sum += tables[i][1]
        i += 1
    if tp_sum + fp_sum == 0:
        return 0.0
    return tp_sum / (tp_sum + fp_sum)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"beta ?\*\* ?2", r"beta\^2", r"beta squared", r"square", r"b\^2", r"b²", r"beta²"],
       [r"not squared", r"instead of", r"beta (itself|alone|not)", r"unsquared", r"linear", r"forg[eo]t",
        r"missing", r"square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1",
      [[r"without (the )?- ?1", r"minus (one|1)", r"forg[eo]t.{0,20}(- ?1|minus|subtract)", r"2\^rel(_i)? instead",
        r"2 ?\*\* ?(rel|g)\w* instead", r"not subtract", r"missing.{0,20}(- ?1|minus)", r"gain.{0,30}2\^rel(?! ?-)"]], '''
import math

g = v["grades"]
my_dcg_exp = 0.0
i = 0
while True:
    if i == len(g):
        break
    my_dcg_exp += 2 ** g[i] / math.log2(i + 2)
    i += 1
''')

wrong("q10", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside", r"invert", r"inverse", r"reciprocal", r"flipped", r"swapp", r"idcg ?/ ?dcg",
        r"ideal.{0,20}divided by", r"the other way"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        i = 0
        while True:
            if i >= len(gs):
                break
            total += gs[i] if i == 0 else gs[i] / math.log2(i + 1)
            i += 1
        return total

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    top = dcg(grades)
    best = dcg(ideal)
    if best == 0 or top == 0:
        return 0.0
    return best / top
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s instead of d - s + v",
      [[r"d ?- ?s(?! ?\+)", r"\+ ?v", r"without (the )?v", r"missing v", r"forg[eo]t.{0,20}v"],
       [r"recall", r"lower bound", r"second"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    i = 0
    while True:
        if i == s:
            break
        v += 1 if labels[i] else 0
        i += 1
    recall_lower = v / (d - s) if v else 0.0
    return [v / s, recall_lower, v / d]
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of"], [r"min", r"smaller", r"instead", r"denominator", r"divid"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if min(k, n_relevant) == 0:
        return 0.0
    i = 0
    hits = 0
    s = 0.0
    while True:
        if i == k or i == len(labels):
            break
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
        i += 1
    return s / denom
''')

wrong("q13", "sig.sign_test", "shape", "returns one tail of the binomial without doubling it (the one-sided "
      "p-value, half the two-sided one)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"doubl", r"times 2", r"x ?2", r"\* ?2",
        r"half"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = losses = 0
i = 0
while True:
    if i == len(a):
        break
    if a[i] > b[i]:
        wins += 1
    elif a[i] < b[i]:
        losses += 1
    i += 1
n = wins + losses
m = min(wins, losses)
tail = 0.0
j = 0
while j <= m:
    tail += comb(n, j) / 2 ** n
    j += 1
my_sign_p = min(1.0, tail)
''')

wrong("q14", "scope.knn_ties", "shape", "divides the hits by the number of targets up to and including the whole "
      "tie at the k-th distance instead of by k",
      [[r"instead of (by )?k", r"not (by )?k", r"divid\w* by (the )?(number|count|size)", r"denominator",
        r"more than k", r"whole tie", r"all (the )?tied"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda j: distances[j])
    kth = distances[order[k - 1]]
    closer = [j for j in order if distances[j] < kth]
    tied = [j for j in order if distances[j] == kth]
    slots = k - len(closer)
    base = sum(labels[j] for j in closer)
    tied_rel = sum(labels[j] for j in tied)
    tied_non = len(tied) - tied_rel
    low = base + max(0, slots - tied_non)
    high = base + min(slots, tied_rel)
    n = len(closer) + len(tied)
    return [low / n, high / n]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented after the division)",
      [[r"before (counting|increment|adding|the increment)", r"after (the )?(division|precision)",
        r"one (hit|relevant) (too )?(few|short|behind|late)", r"hits - ?1", r"\(hits ?- ?1\)",
        r"not yet counted", r"increment\w* too late", r"order of"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    i = 0
    while True:
        if i >= len(labels):
            break
        if labels[i] == 1:
            out.append(hits / (i + 1))
            hits += 1
        i += 1
    return out
''')

wrong("q16", "interp.curve", "flow", "the inner loop stops one rank early (while i < len(labels) - 1), so the "
      "last rank never enters the maximum",
      [[r"last (rank|item|position)", r"one (rank )?(too )?early", r"off.by.one", r"len\(labels\) ?- ?1",
        r"stops? (one|before)", r"misses? the (final|last)", r"skip\w* the (final|last)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    step = 0
    while step <= 10:
        r = step / 10
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels) - 1:
            if labels[i]:
                hits += 1
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / (i + 1))
            i += 1
        out.append(best)
        step += 1
    return out
''')

wrong("q17", "map.mean", "flow", "the AP accumulator (sum of precisions and hit counter) is not reset between "
      "queries",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat", r"not cleared",
        r"previous quer", r"outside the (query )?loop", r"leaks?"]], '''
def my_map(runs, n_relevant):
    q = 0
    total = 0.0
    hits = 0
    s = 0.0
    while True:
        if q == len(runs):
            break
        run = runs[q]
        i = 0
        while i < len(run):
            if run[i]:
                hits += 1
                s += hits / (i + 1)
            i += 1
        total += s / n_relevant[q] if n_relevant[q] else 0.0
        q += 1
    return total / len(runs)
''')

wrong("q18", "ap.eleven_point", "flow", "the level loop runs only 10 times (r = 0.0 ... 0.9), leaving out "
      "r = 1.0, and divides by 10",
      [[r"(r|level|recall) ?=? 1(\.0)? (is )?(left out|missing|skipped|never)", r"last level", r"10 (levels|times|points)",
        r"off.by.one", r"eleventh", r"11th", r"< ?10", r"misses? .{0,20}level"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    j = 0
    while j < 10:
        r = j / 10
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            if labels[i]:
                hits += 1
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / (i + 1))
            i += 1
        total += best
        j += 1
    return total / 10
''')

wrong("q19", "pr.averaged", "flow", "the per-query curve is created once outside the query loop, so each query's "
      "maxima carry over into the next query's curve",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"outside the (query )?loop", r"shared",
        r"previous quer", r"reused", r"not cleared", r"accumulat"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    q = 0
    while True:
        if q == len(runs):
            break
        labels, n = runs[q], n_relevant[q]
        lev = 0
        while lev <= 10 and n:
            hits = 0
            i = 0
            while i < len(labels):
                hits += labels[i]
                if hits / n >= lev / 10:
                    curve[lev] = max(curve[lev], hits / (i + 1))
                i += 1
            lev += 1
        lev = 0
        while lev <= 10:
            sums[lev] += curve[lev]
            lev += 1
        q += 1
    return [x / len(runs) for x in sums]
''')

wrong("q20", "rank.r_precision", "flow", "counts the top R + 1 ranks (loop condition i <= R) and divides by R",
      [[r"R ?\+ ?1", r"one (rank|item) too many", r"off.by.one", r"<= ?R", r"extra rank", r"one more"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
i = 0
while True:
    if i > R:
        break
    if i < len(labels) and labels[i] == 1:
        hits += 1
    i += 1
my_r_precision = hits / R
''')

wrong("q21", "rank.distances", "flow", "finds the nearest remaining item but never removes or marks it, so the "
      "same nearest item is counted k times",
      [[r"same (item|target|nearest)", r"never (removed|marked)", r"not (removed|marked)", r"k times",
        r"repeated", r"counted (again|repeatedly|k times|more than once)", r"sentinel", r"only the (nearest|first)",
        r"P@1", r"rank 1"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = list(distances)
    hits = 0
    taken = 0
    while True:
        if taken == k:
            break
        best = 0
        j = 1
        while j < len(d):
            if d[j] < d[best]:
                best = j
            j += 1
        hits += labels[best]
        taken += 1
    return hits / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 repeatedly, so 0.30000000000000004 "
      "is missed by a recall of exactly 0.3",
      [[r"float", r"rounding", r"0\.1 (repeatedly|added)", r"accumulat", r"0\.30000000000000004",
        r"inexact", r"precision error", r"representation"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    count = 0
    r = 0.0
    while True:
        if r > 1.0 + 1e-9:
            break
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            if labels[i]:
                hits += 1
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / (i + 1))
            i += 1
        total += best
        count += 1
        r += 0.1
    return total / count
''')

wrong("q23", "set.pr", "hidden", "crashes with ZeroDivisionError when nothing is relevant (recall's "
      "denominator is 0)", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = []
    i = 0
    while i < len(retrieved):
        if retrieved[i] not in ret:
            ret.append(retrieved[i])
        i += 1
    rel = set(relevant)
    hit = 0
    j = 0
    while True:
        if j == len(ret):
            break
        if ret[j] in rel:
            hit += 1
        j += 1
    p = hit / len(ret) if ret else 0.0
    return [p, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a guard (ZeroDivisionError for a query "
      "with nothing retrieved)", [ZERODIV], '''
def my_macro_precision(tables):
    total = 0.0
    i = 0
    while True:
        if i == len(tables):
            break
        tp, fp, fn = tables[i]
        total += tp / (tp + fp)
        i += 1
    return total / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "reads labels[i] up to n_relevant without checking the list length "
      "(IndexError on a list shorter than the class)", [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    i = 0
    while True:
        if i == n_relevant:
            break
        if labels[i] == 1:
            hits += 1
        i += 1
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "divides by the number of targets inside epsilon without a guard "
      "(ZeroDivisionError when nothing is within epsilon)", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = 0
    hits = 0
    i = 0
    while True:
        if i == len(distances):
            break
        if distances[i] < epsilon:
            inside += 1
            hits += labels[i]
        i += 1
    return hits / inside
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "pr.averaged", "hidden", "skips a query with no relevant items altogether, so it is left out of the "
      "mean instead of counting 0 at every level",
      [[r"skip", r"left out", r"leaves? out", r"drop", r"exclud", r"ignor", r"not counted", r"fewer queries"],
       [r"no relevant", r"n_relevant (is|=|==) ?0", r"empty", r"zero relevant", r"0 relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    used = 0
    q = 0
    while True:
        if q == len(runs):
            break
        labels, n = runs[q], n_relevant[q]
        if n == 0:
            q += 1
            continue
        lev = 0
        while lev <= 10:
            best = 0.0
            hits = 0
            i = 0
            while i < len(labels):
                hits += labels[i]
                if hits * 10 >= lev * n:
                    best = max(best, hits / (i + 1))
                i += 1
            sums[lev] += best
            lev += 1
        used += 1
        q += 1
    return [x / used for x in sums]
''')

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0 (ZeroDivisionError)", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "breaks the tie in input order (a stable sort) for both bounds, so both "
      "are the same P@k",
      [[r"input order", r"stable", r"the same (value|tie rule|order|sort)", r"both (bounds )?(the )?same",
        r"(tie|ties).{0,30}(not|never) (broken|handled|considered)", r"ignor\w* (the )?ties",
        r"one (order|sort|ranking)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda j: distances[j])
    hits = 0
    i = 0
    while True:
        if i == k:
            break
        hits += labels[order[i]]
        i += 1
    p = hits / k
    return [p, p]
''')

wrong("q30", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2",
      [[r"tie\w*.{0,40}(as 0|zero|not counted|ignored|nothing|dropped)", r"strict(ly)? (greater|>)",
        r"only (strict|>)", r"(as|count\w*) 0 instead of (1/2|half)", r"tie\w* (are |is )?(never|not) (counted|given)"]], '''
def my_auc(scores, labels):
    good = 0
    pairs = 0
    i = 0
    while i < len(scores):
        if labels[i] == 1:
            j = 0
            while j < len(scores):
                if labels[j] == 0:
                    pairs += 1
                    if scores[i] > scores[j]:
                        good += 1
                j += 1
        i += 1
    return good / pairs
''')

wrong("q31", "set.f_beta", "twin", "puts beta squared on recall instead of precision in the denominator "
      "(the same as swapping P and R)",
      [[r"beta ?\*\* ?2 ?\* ?recall", r"beta\^2 ?\*? ?R", r"b\^2 ?R", r"on recall", r"multipl\w* recall",
        r"wrong term", r"recall instead of precision", r"denominator"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q32", "rank.distances", "twin", "sorts the distances from the largest down (reverse=True), ranking the "
      "farthest item first",
      [[r"farthest", r"furthest", r"largest", r"descending", r"reverse", r"wrong (way|direction|order)",
        r"high(est)? to low", r"decreasing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda j: distances[j], reverse=True)
    hits = 0
    i = 0
    while True:
        if i == k:
            break
        hits += labels[order[i]]
        i += 1
    return hits / k
''')

wrong("q33", "interp.curve", "twin", "compares recall with > instead of >= , so a level the ranking reaches "
      "exactly takes the maximum from the later ranks only",
      [[r"strict", r"> instead of", r"greater than or equal", r"exactly (reach|at)", r"reach\w* .{0,20}exactly",
        r"at least"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    lev = 0
    while lev <= 10:
        r = lev / 10
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            if labels[i]:
                hits += 1
            if n_relevant and hits / n_relevant > r:
                best = max(best, hits / (i + 1))
            i += 1
        out.append(best)
        lev += 1
    return out
''')

wrong("q34", "ap.at_k", "twin", "sums P@i over the relevant ranks of the whole list (the top-k cut is only "
      "applied to the denominator)",
      [[r"whole list", r"beyond k", r"past k", r"after (rank )?k", r"not cut", r"ignor\w* k", r"all ranks",
        ]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    i = 0
    hits = 0
    s = 0.0
    while True:
        if i == len(labels):
            break
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
        i += 1
    return s / denom
''')

wrong("q35", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item (queries with RR 0 "
      "are left out of the count)",
      [[r"left out", r"leaves? out", r"skip", r"drop", r"exclud", r"ignor", r"only (the )?quer", r"not counted",
        r"fewer queries", r"count(s|ed)? only"],
       [r"no relevant", r"RR (of )?0", r"zero", r"without (a )?relevant", r"nothing relevant"]], '''
def my_mrr(runs):
    total = 0.0
    n = 0
    q = 0
    while q < len(runs):
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                total += 1 / (i + 1)
                n += 1
                break
            i += 1
        q += 1
    return total / n if n else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.eps_precision", "data", "sorts the distances to stop at epsilon but leaves the labels in "
      "their input order, so the labels no longer belong to their targets",
      [[r"labels?.{0,40}(not|never) (sorted|reordered|permuted|moved)", r"misalign", r"out of (sync|step)",
        r"no longer (match|belong)", r"(sorted|sorts) (only )?the distances", r"wrong labels?",
        r"mismatch"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    inside = 0
    hits = 0
    i = 0
    while True:
        if i == len(d) or d[i] >= epsilon:
            break
        inside += 1
        hits += labels[i]
        i += 1
    return hits / inside if inside else 0.0
''')

wrong("q37", "gen.practical", "data", "takes s as the number of relevant labels instead of the length of the "
      "judged list",
      [[r"\bs\b (is |= ?|as |taken as ){1,2}.{0,20}(relevant|sum|number of 1|ones)", r"sum\(labels\)", r"length of the (judged )?list",
        r"instead of (the )?length", r"(number|count) of relevant (labels|items) (as|for|instead)"]], '''
def my_practical(labels, d):
    v = 0
    i = 0
    while True:
        if i == len(labels):
            break
        if labels[i] == 1:
            v += 1
        i += 1
    s = v
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp] (fp and fn swapped), so each query's "
      "precision is tp / (tp + fn)",
      [[r"swap", r"fn.{0,20}instead of.{0,20}fp", r"fp and fn", r"fn and fp", r"\[tp, ?fn, ?fp\]", r"order",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall"]], '''
def my_macro_precision(tables):
    total = 0.0
    i = 0
    while True:
        if i == len(tables):
            break
        tp, fn, fp = tables[i]
        total += tp / (tp + fp) if tp + fp else 0.0
        i += 1
    return total / len(tables)
''')

wrong("q39", "sig.sign_test", "data", "keeps the tied queries in n (they are not dropped)",
      [[r"ties?", r"tied"], [r"not dropped", r"kept", r"keeps", r"included", r"counted", r"in n"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = 0
i = 0
while True:
    if i == n:
        break
    if a[i] > b[i]:
        wins += 1
    i += 1
k = min(wins, n - wins)
tail = 0.0
j = 0
while j <= k:
    tail += comb(n, j) * 0.5 ** n
    j += 1
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q40", "ndcg.value", "data", "appends the unretrieved grades to the retrieved list as if they were "
      "ranked after it, so they also enter the DCG (not only the ideal)",
      [[r"unretrieved.{0,50}(appended|added|ranked|part of|as if|in the dcg|numerator|continu)",
        r"(dcg|numerator).{0,40}unretrieved", r"as if (they|it) (were|was) retrieved", r"appended"]], '''
import math

grades, unret = v["grades"], v["unretrieved"]
ranking = list(grades) + list(unret)

def dcg(gs):
    total = 0.0
    i = 0
    while i < len(gs):
        total += gs[i] if i == 0 else gs[i] / math.log2(i + 1)
        i += 1
    return total

best = dcg(sorted(ranking, reverse=True))
my_ndcg_value = dcg(ranking) / best if best else 0.0
''')

wrong("q41", "roc.eer", "data", "takes label 0 as the positive class (the classes swapped)",
      [[r"label 0", r"0 as (the )?positive", r"swap", r"classes (swapped|reversed|inverted)", r"invert",
        r"positive.{0,30}negative.{0,30}(swapped|reversed)", r"wrong class"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y == 0)
    neg = len(labels) - pos
    thr = sorted(set(scores), reverse=True)
    pts = [(0.0, 1.0)]
    tp = fp = 0
    t = 0
    while t < len(thr):
        j = 0
        while j < len(scores):
            if scores[j] == thr[t]:
                if labels[j] == 0:
                    tp += 1
                else:
                    fp += 1
            j += 1
        pts.append((fp / neg, 1 - tp / pos))
        t += 1
    i = 0
    while True:
        f, n = pts[i]
        if f >= n:
            break
        i += 1
    f1, n1 = pts[i]
    if f1 == n1 or i == 0:
        return f1
    f0, n0 = pts[i - 1]
    t = (n0 - f0) / ((f1 - f0) - (n1 - n0))
    return f0 + t * (f1 - f0)
''')

wrong("q42", "ap.value", "data", "takes the number of relevant items as the length of the ranking instead of "
      "n_relevant",
      [[r"len(gth)?\(?(of )?(the )?(labels|ranking|list)", r"length", r"number of (ranks|items)"],
       [r"n_relevant", r"number of relevant", r"denominator", r"instead", r"divid"]], '''
labels = v["labels"]
n = len(labels)
hits = 0
total = 0.0
i = 0
while True:
    if i == n:
        break
    if labels[i]:
        hits += 1
        total += hits / (i + 1)
    i += 1
my_ap_value = total / n
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "while True with a manual counter, missing ranks as 0", '''
def my_p_at_k(labels, k):
    hits = 0
    i = 0
    while True:
        if i == k:
            break
        if i < len(labels) and labels[i] == 1:
            hits += 1
        i += 1
    return hits / k
''')

right("q44", "dcg.classic", "NumPy with a discount array", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

right("q45", "set.pr", "set comprehensions with guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len({x for x in ret if x in rel})
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

right("q46", "map.mrr", "sentinel rank -1 and a break", '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        first = -1
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                first = i + 1
                break
            i += 1
        if first != -1:
            total += 1 / first
        q += 1
    return total / len(runs)
''')

right("q47", "gen.grip_point", "itertools.islice and a Fraction", '''
from fractions import Fraction
from itertools import islice

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(Fraction(sum(islice(labels, n_relevant)), n_relevant))
''')

right("q48", "scope.eps_precision", "while loop with guarded division", '''
def my_eps_precision(distances, labels, epsilon):
    inside = hits = 0
    i = 0
    while True:
        if i >= len(distances):
            break
        if distances[i] < epsilon:
            inside += 1
            hits += labels[i]
        i += 1
    if inside == 0:
        return 0.0
    return hits / inside
''')

SUBMISSIONS = tuple(S)
