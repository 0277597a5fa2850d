"""Diagnosis class 92, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute in percentages and whole numbers: everything scaled by 100 (or 1000) to "avoid floats", integer arithmetic
with a division at the end, percent points added up, a conversion back to a fraction forgotten or done twice,
rounding to whole percents along the way. Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only
the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c92-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class92): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 92 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c92-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of n_relevant (the relevant items never retrieved are left out)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of hits", r"found relevant",
        r"relevant (items )?(found|returned)", r"instead of n_relevant", r"unretrieved.{0,40}(ignored|left out|dropped)",
        r"never retrieved.{0,40}(ignored|left out|not counted)", r"divid\w* by (the )?hits"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total_pct = 0
    for k, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total_pct += hits * 100 / k      # precision at k in percent
    if hits == 0:
        return 0.0
    return total_pct / hits / 100
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"beta (is )?ignored", r"ignor\w* (the )?beta", r"harmonic mean",
        r"beta of 1", r"without (using )?beta", r"beta (never|not) used"]], '''
def my_f(precision, recall, beta):
    p = precision * 100
    r = recall * 100
    if p + r == 0:
        return 0.0
    f_pct = 2 * p * r / (p + r)
    return f_pct / 100
''')

wrong("q03", "rank.distances", "sibling", "returns the recall at k of the distance ranking (hits over all "
      "relevant items) instead of its precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"number of relevant (items|targets) in",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    total_rel = sum(labels)
    pct = hits * 100 / total_rel if total_rel else 0
    return pct / 100
''')

wrong("q04", "gen.grip_point", "sibling", "returns the recall at the end of the whole list (hits over the class "
      "size) instead of the precision at scope c",
      [[r"(whole|entire|full) (list|ranking)", r"all (the )?ranks",
        r"recall (at|of) (the )?(end|whole|full|entire|last)", r"final recall", r"not cut at",
        r"scope (is )?(the )?(list length|len)", r"without cutting"]], '''
def my_grip_point(labels, n_relevant):
    found = sum(1 for x in labels if x == 1)
    return (found * 100 // 1) / n_relevant / 100
''')

wrong("q05", "ndcg.value", "sibling", "NDCG with the TREC discount log2(i + 1) on every rank instead of the "
      "classic DCG (rel_1 undiscounted, then rel_i / log2(i))",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec (discount|dcg|formulation)", r"i \+ 1", r"(rank|position) \+ 1",
        r"instead of (the )?classic", r"burges", r"every rank discounted", r"first (rank|item) discounted"]], '''
import math

def dcg1000(grades):
    return sum(g * 1000 / math.log2(i + 1) for i, g in enumerate(grades, start=1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg1000(v["grades"]) / dcg1000(ideal)
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r instead "
      "of the maximum precision over all ranks at or beyond that recall",
      [[r"first rank", r"first (point|relevant)", r"not (the )?max", r"no max", r"without (the )?max",
        r"instead of (the )?max", r"(un|non-?)interpolated", r"maximum (over|to the right)",
        r"step (rule|interpolation)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for level_pct in range(0, 101, 10):
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits * 100 >= level_pct * n_relevant:
                val = hits * 100 / k / 100
                break
        out.append(val)
    return out
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces with FPR = 1 - TPR (no interpolation)",
      [[r"nearest", r"closest", r"(no|without|not) interpolat", r"not intersect", r"instead of (the )?intersect",
        r"smallest (\|)?(FPR|difference|gap)", r"a (ROC )?point instead", r"min(imum)? (of )?\|?FPR - FNR"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    best = None
    thresholds = sorted(set(scores), reverse=True)
    pts = [(0, 100 * P)]   # (FPR%, FNR%) in whole percents x P x N scaled below
    for t in thresholds:
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        pts.append((fp, P - tp))
    pts[0] = (0, P)
    for fp, fn in pts:
        fpr_pct = fp * 100 / N
        fnr_pct = fn * 100 / P
        gap = abs(fpr_pct - fnr_pct)
        if best is None or gap < best[0]:
            best = (gap, (fpr_pct + fnr_pct) / 2)
    return best[1] / 100
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) as the discount instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"log base e", r"base e\b", r"wrong (log )?base",
        r"another base", r"instead of log2", r"not log2", r"log2? base"]], '''
import math

total_pct = 0
for i, rel in enumerate(v["grades"], start=1):
    total_pct += rel * 100 / math.log(i + 1)
my_dcg_trec = total_pct / 100
''')

wrong("q09", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is )?k\b", r"k instead of min", r"not min\(k",
        r"without (the )?min", r"min\w* (is )?(missing|forgotten|dropped)", r"forg[eo]t .{0,20}min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits = 0
    total = 0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits * 1000 // 1 / i
    return total / k / 1000
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator "
      "(should be v / (d - s + v))",
      [[r"\+ ?v", r"d - s\b(?! \+)", r"d ?- ?s\)", r"missing (the )?v", r"forg[eo]t .{0,30}\bv\b",
        r"without (the )?v", r"leaves? out (the )?v", r"relevant (items )?(in|within) the scope (are )?(not )?(added|left out)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec_pct = v * 100 / s
    rec_pct = v * 100 / (d - s) if v else 0
    gen_pct = v * 100 / d
    return [prec_pct / 100, rec_pct / 100, gen_pct / 100]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts a whole point (100 %) instead of half",
      [[r"tie\w*.{0,30}(a )?(whole|full) (point|pair|win)", r"tie\w* (count\w* )?(as )?(1|one)\b(?!/)",
        r"instead of (a )?half", r"not (1/2|half|0\.5)", r"tie\w* .{0,20}(as a )?win", r">= ?instead of >",
        r"\bgreater or equal\b", r"(whole|full) point"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    points = 0
    for p in pos:
        for n in neg:
            if p >= n:
                points += 100
    return points / (len(pos) * len(neg)) / 100
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of 11", r"not 11", r"eleven", r"divid\w* by (the )?(wrong|10)",
        r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits * 100 / k)
        rec.append(hits * 100 / n_relevant if n_relevant else 0)
    total_pct = 0
    for level in range(0, 101, 10):
        total_pct += max([p for p, r in zip(prec, rec) if r >= level and n_relevant], default=0)
    return total_pct / 10 / 100
''')

wrong("q13", "gen.grip_point", "shape", "divides the hits in the top c by the length of the list instead of by "
      "c (the scope)",
      [[r"len(gth)?\s*(\(labels\)|of the (list|ranking))", r"list length", r"whole list", r"all (the )?items",
        r"instead of (by )?(c|the class size|n_relevant|the scope)", r"not (by )?(c|the scope)",
        r"number of (items|ranks) in the list"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = sum(labels[:c])
    return hits * 100 / len(labels) / 100
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided binomial tail without doubling it (the two-sided "
      "p-value is twice the smaller tail)",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[eo]t\w*|without) doubl",
        r"(times|multipl\w* by) ?2", r"twice", r"factor (of )?2", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

a_pct = [round(x * 100) for x in v["a"]]
b_pct = [round(x * 100) for x in v["b"]]
wins = sum(1 for x, y in zip(a_pct, b_pct) if x > y)
losses = sum(1 for x, y in zip(a_pct, b_pct) if x < y)
n = wins + losses
kmin = min(wins, losses)
tail = sum(comb(n, i) for i in range(kmin + 1))
my_sign_p = min(1.0, tail / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes the precision at a relevant rank before counting that rank's hit "
      "(the point is (hits - 1) / k)",
      [[r"before (count|increment|add)\w*", r"hits? - ?1", r"one (hit )?(too )?(few|less)", r"off.by.one",
        r"increment\w* (too )?late", r"after (the )?(append|precision)", r"current (item|hit) not counted"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab == 1:
            points.append(hits * 100 / k / 100)
            hits += 1
    return points
''')

wrong("q16", "map.mean", "flow", "resets the running sum of APs inside the loop over queries, so only the last "
      "query's AP is divided by the number of queries",
      [[r"reset", r"inside (the )?loop", r"only (the )?last (query|one)", r"last query",
        r"overwrit\w*", r"re-?initiali[sz]\w*", r"not accumulat\w*", r"instead of (add|accumulat)\w*"]], '''
def my_map(runs, n_relevant):
    for run, R in zip(runs, n_relevant):
        total_pct = 0
        hits = 0
        ap_pct = 0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                ap_pct += hits * 100 / k
        if R:
            total_pct += ap_pct / R
    return total_pct / len(runs) / 100
''')

wrong("q17", "pr.averaged", "flow", "never resets the running maximum between recall levels, so every level "
      "gets the maximum precision of the whole query",
      [[r"reset", r"never reset", r"not reset", r"carried over", r"carri\w* (over|across)", r"reuse\w*",
        r"(same|overall|global) max", r"max\w* of the (whole|entire) (query|list|ranking)",
        r"re-?initiali[sz]\w*", r"every level (gets|has) the same"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        curve = []
        best = 0
        hits = 0
        prec, rec = [], []
        for k, lab in enumerate(run, 1):
            hits += lab
            prec.append(hits * 100 / k)
            rec.append(hits * 100 / R if R else 0)
        for level in range(0, 101, 10):
            for p, r in zip(prec, rec):
                if R and r >= level and p > best:
                    best = p
            curve.append(best)
        curves.append(curve)
    return list(np.mean(np.array(curves), axis=0) / 100)
''')

wrong("q18", "interp.step", "flow", "keeps going after the first relevant rank whose recall reaches the level "
      "(no break), so it returns the precision of the last relevant item",
      [[r"\bbreak\b", r"(does not|doesn't|never) stop", r"keeps? (going|looping)", r"last relevant",
        r"last (point|one)", r"overwrit\w*", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    level_pct = round(level * 100)
    result = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits * 100 >= level_pct * n_relevant:
                result = hits * 100 / k / 100
    return result
''')

wrong("q19", "scope.knn_ties", "flow", "reuses the optimistic order (relevant targets first among ties) for the "
      "lowest bound too, so both bounds are the highest P@k",
      [[r"reuse\w*", r"same (order|sort|ranking)", r"both bounds (are )?(the )?(same|highest)", r"(same|equal) bounds",
        r"optimistic (order|sort|ranking) (for|used for) (the )?(lowest|pessimistic|both)",
        r"pessimistic.{0,40}(never|not) (computed|sorted)", r"relevant (targets )?first.{0,30}both"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    best_pct = sum(lab for _, lab in pairs[:k]) * 100 / k
    worst_pct = sum(lab for _, lab in pairs[:k]) * 100 / k
    return [worst_pct / 100, best_pct / 100]
''')

wrong("q20", "rank.distances", "flow", "takes the first k labels in the given order without sorting by distance",
      [[r"(never|not|without|no) sort", r"unsorted", r"given order", r"original order", r"input order",
        r"order (of the )?(list|input)", r"not (rank|order)\w* by distance", r"forg[eo]t .{0,20}sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = labels[:k]
    return sum(top) * 100 // 1 / k / 100
''')

wrong("q21", "gen.grip_point", "flow", "slices labels[1:c + 1] (1-based thinking), skipping rank 1 and taking "
      "rank c + 1",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1)", r"rank 1 (is )?(skipped|missing|left out)",
        r"\[1:", r"1-based", r"one (rank|position) (too )?(late|shifted|off)", r"shifted", r"c ?\+ ?1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    window = labels[1:c + 1]
    return sum(window) * 100 / c / 100
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without the P = R = 0 guard: raises "
      "ZeroDivisionError when both are 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    p_pct = precision * 100
    r_pct = recall * 100
    b2 = beta * beta
    f_pct = (1 + b2) * p_pct * r_pct / (b2 * p_pct + r_pct)
    return f_pct / 100
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: raises ZeroDivisionError on a query with no "
      "relevant items",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    sum_pct = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            sum_pct += 100 * hits / k
    return sum_pct / n_relevant / 100
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "indexes labels[i] for i < k: raises IndexError when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    sum_pct = 0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            sum_pct += hits * 100 / (i + 1)
    return sum_pct / denom / 100
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides the hits by the length of the slice labels[:c], which is "
      "shorter than c when the list is shorter than the class (missing ranks dropped instead of not relevant)",
      [[r"len\w*\s*\(?\s*(of )?(the )?(slice|top|window|labels\[:c\])", r"slice",
        r"missing ranks.{0,40}(dropped|ignored|left out|not counted)", r"fewer than c",
        r"instead of (by )?(c|the class size|n_relevant)", r"not (by )?c\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) * 100 / len(top) / 100
''')

wrong("q26", "pr.averaged", "hidden", "leaves the queries with no relevant items out of the mean instead of "
      "counting them as 0 at every level",
      [[r"(left|leaves|leaving) out", r"skip\w*", r"ignor\w*", r"dropp?\w*", r"exclud\w*",
        r"only (the )?queries with", r"not (counted|included)"],
       [r"no relevant", r"n_relevant (is |= ?)?0", r"empty (query|queries)", r"zero relevant", r"without relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0] * 11
    used = 0
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        used += 1
        hits = 0
        pts = []
        for k, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits * 100 / R, hits * 100 / k))
        for j in range(11):
            sums[j] += max([p for r, p in pts if r >= 10 * j], default=0)
    return [s / used / 100 for s in sums]
''')

wrong("q27", "interp.step", "hidden", "has no final return 0 after the loop: returns None when the ranking never "
      "reaches the level",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    level_pct = level * 100
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits * 100 / n_relevant >= level_pct:
                return hits * 100 / k / 100
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG with NumPy without checking for 0: "
      "returns nan when no item is relevant at all",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg_pct(g):
        g = np.asarray(g, dtype=float) * 100
        if g.size == 0:
            return np.float64(0.0)
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return np.sum(g / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(dcg_pct(grades) / dcg_pct(ideal))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "truncates each precision to a whole percent with integer division (100 * hits "
      "// k) before summing",
      [[r"integer division", r"floor", r"//", r"truncat\w*", r"whole percent", r"round\w* down",
        r"int(eger)? percent"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += 100 * hits // k
    return total / n_relevant / 100
''')

wrong("q30", "ap.at_k", "twin", "divides by min(n_relevant, len(labels)) (the list length) instead of "
      "min(k, n_relevant)",
      [[r"len\w*\s*\(?\s*(of )?(the )?(labels|list|ranking)", r"list length", r"length of the list",
        r"instead of (min\()?k\b", r"(list|ranking) (length|size) instead of k", r"k (is )?(not used|ignored)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits = 0
    total_pct = 0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total_pct += hits * 100 / i
    return total_pct / denom / 100
''')

wrong("q31", "dcg.trec", "twin", "counts ranks from 1 and adds 1 again, so the discount is log2(i + 2) (every "
      "item discounted one rank too deep)",
      [[r"log2?\s*\(\s*i\s*\+\s*2\s*\)", r"i ?\+ ?2", r"off.by.one", r"\+ ?1 (added )?twice", r"one rank too",
        r"shifted", r"start\w* (at|from) 2", r"double\w* (the )?\+ ?1"]], '''
import math

dcg_milli = 0
for i, rel in enumerate(v["grades"], 1):
    dcg_milli += rel * 1000 / math.log2((i + 1) + 1)
my_dcg_trec = dcg_milli / 1000
''')

wrong("q32", "map.mean", "twin", "rounds each query's AP to a whole percent before averaging",
      [[r"round\w*", r"whole percent", r"int(eger)? percent", r"each (query'?s? )?AP"],
       [r"before (averag|the mean)", r"each (query|AP)", r"per query", r"along the way", r"intermediate"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits * 100 / k
        aps.append(round(s / R) if R else 0)
    return sum(aps) / len(aps) / 100
''')

wrong("q33", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2 (strict > only)",
      [[r"tie\w*.{0,40}(0\b|zero|nothing|ignored|not counted|lost)", r"strict", r"instead of (a )?half",
        r"not (1/2|half|0\.5)", r"> instead of >="]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins_pct = 100 * (pos[:, None] > neg[None, :]).sum()
    return float(wins_pct / (len(pos) * len(neg)) / 100)
''')

wrong("q34", "ndcg.value", "twin", "builds the ideal ranking from the retrieved grades only (the unretrieved "
      "relevant grades left out)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import math

def dcg_pct(gs):
    return sum(g * 100 / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg_pct(v["grades"]) / dcg_pct(sorted(v["grades"], reverse=True))
''')

wrong("q35", "interp.curve", "twin", "computes the levels as floats i * 0.1 against the recall hits / n, so a "
      "recall of exactly 0.3, 0.6 or 0.7 misses its level (float rounding)",
      [[r"float\w*", r"i ?\* ?0\.1", r"0\.1 ?\* ?i", r"rounding (error|issue)", r"0\.30000",
        r"not exact"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits * 100 / k)
        recs.append(hits / n_relevant if n_relevant else 0)
    out = []
    for i in range(11):
        level = i * 0.1
        cands = [p for p, r in zip(precs, recs) if r >= level and n_relevant]
        out.append(max(cands) / 100 if cands else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice (lists, not sets): precision divides by the "
      "length of the retrieved list with its duplicates",
      [[r"duplicat\w*", r"list(s)? instead of sets?", r"counted (it )?twice", r"repeated", r"not (made|turned into|converted to) a set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p_pct = hits * 100 / len(retrieved) if retrieved else 0
    r_pct = len(set(retrieved) & rel) * 100 / len(rel) if rel else 0
    return [p_pct / 100, r_pct / 100]
''')

wrong("q37", "ndcg.all_judgments", "data", "binarises the grades (any grade > 0 counts 1) instead of using the "
      "graded relevance",
      [[r"binar\w*", r"0/1", r"(grade|relevance)s? (treated|counted|read) as (0/1|binary|1)", r"grades? > ?0",
        r"any (positive )?grade", r"ignor\w* (the )?grade", r"not graded", r"instead of (the )?grade"]], '''
import math

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg_pct(gs):
        return sum(g * 100 / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    idcg = dcg_pct(ideal)
    return dcg_pct(rel) / idcg if idcg else 0.0
''')

wrong("q38", "roc.auc", "data", "reads label 0 as the positive class (labels swapped), so it returns 1 - AUC",
      [[r"swap\w*", r"revers\w*", r"invert\w*", r"0 (as|is) (the )?positive", r"positive.{0,20}negative.{0,20}(swapped|confused|mixed)",
        r"1 ?- ?AUC", r"flipp?\w*", r"labels? (the )?wrong way"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    pts = 0
    for p in pos:
        for n in neg:
            pts += 100 if p > n else (50 if p == n else 0)
    return pts / (len(pos) * len(neg)) / 100
''')

wrong("q39", "gen.practical", "data", "takes s as the number of relevant labels (sum) instead of the length of the "
      "judged list",
      [[r"\bs\b.{0,40}(sum|number of relevant|count of relevant|\bv\b)", r"sum\s*\(labels\)", r"scope (size )?(taken|read|computed|counted) (as|from) (the )?(relevant|sum|number of relevant)",
        r"(length|size) of the (judged )?list", r"instead of (the )?(list )?length"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x)
    prec = v * 1000 / s if s else 0
    rec = v * 1000 / (d - s + v) if v else 0
    gen = v * 1000 / d
    return [prec / 1000, rec / 1000, gen / 1000]
''')

wrong("q40", "scope.knn_ties", "data", "sorts the distances alone and takes the first k labels in their original "
      "order (the labels are not reordered with the distances)",
      [[r"labels? (are )?not (re)?(ordered|sorted|permuted|moved)", r"(never|not) (re)?order\w* the labels",
        r"labels? (stay|kept|left) in (the )?(original|input|given) order", r"sort\w* the distances (alone|only)",
        r"(mis)?align\w*", r"zip", r"out of (sync|step)", r"original order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    before = sum(1 for d in ds if d < cut)
    tied = [lab for d, lab in zip(ds, labels) if d == cut]
    top_sure = sum(lab for d, lab in zip(ds, labels) if d < cut)
    room = k - before
    rel_tied = sum(tied)
    low = top_sure + max(0, room - (len(tied) - rel_tied))
    high = top_sure + min(room, rel_tied)
    return [low * 100 / k / 100, high * 100 / k / 100]
''')

wrong("q41", "sig.sign_test", "data", "keeps the tied queries in n (a tie counted as a loss for a) instead of "
      "dropping them",
      [[r"tie\w*.{0,40}(kept|not dropped|counted|included|in n)", r"(not|never|without) dropp\w*.{0,20}tie",
        r"(keep|kept|keeps|includ\w*|count\w*) .{0,20}tie", r"n includes", r"ties? as (a )?loss"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if round(x * 100) > round(y * 100))
n = len(v["a"])
losses = n - wins
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q42", "ap.value", "data", "divides by the length of the ranking instead of the number of relevant items "
      "n_relevant",
      [[r"len\w*\s*\(?\s*(of )?(the )?(labels|list|ranking)", r"list length", r"length of the (list|ranking)",
        r"number of (items|ranks|results)", r"instead of n_relevant", r"not n_relevant"]], '''
hits = 0
s_pct = 0
for k, lab in enumerate(v["labels"], 1):
    if lab:
        hits += 1
        s_pct += hits * 100 / k
my_ap_value = s_pct / len(v["labels"]) / 100
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "percent ints on sets, the division at the end", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    p_pct = both * 100 / len(ret) if ret else 0
    r_pct = both * 100 / len(rel) if rel else 0
    return [p_pct / 100, r_pct / 100]
''')

right("q44", "rank.p_at_k", "itertools.islice and a Fraction", '''
from fractions import Fraction
from itertools import islice

def my_p_at_k(labels, k):
    return float(Fraction(sum(islice(labels, k)) * 100, k) / 100)
''')

right("q45", "dcg.classic", "per-mille gains, a comprehension", '''
import math

def my_dcg(grades):
    milli = sum(g * 1000 / (1 if i == 1 else math.log2(i)) for i, g in enumerate(grades, 1))
    return milli / 1000
''')

right("q46", "map.mrr", "percent points added up, the division at the end", '''
def my_mrr(runs):
    total_pct = 0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total_pct += 100 / i
                break
    return total_pct / len(runs) / 100
''')

right("q47", "scope.eps_precision", "NumPy, percent with a guard", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = y[d < epsilon]
    if inside.size == 0:
        return 0.0
    return float(inside.sum() * 100 / inside.size / 100)
''')

right("q48", "avg.macro", "Fractions in percent", '''
from fractions import Fraction

def my_macro_precision(tables):
    pcts = [Fraction(100 * tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(pcts) / len(pcts) / 100)
''')

SUBMISSIONS = tuple(S)
