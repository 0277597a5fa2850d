"""Diagnosis class 16, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course get
wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the course
documents were read; tests/diagnosis_class9.py was read for its format only. The category is kept in
``style``. Student ids are ``"c16-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the
task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class16): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 wrong submissions each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in
the formula's shape), ``flow`` (loop control, accumulation, slicing, sorting, reuse, off-by-one), ``hidden``
(wrong only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on
typical inputs; the keys describe the true cause only), ``data`` (mistakes about the input data). The
individual mistakes are described only in each submission's label, not here.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 16 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c16-")

ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero", "zero denominator",
           "denominator (is|of) (0|zero)"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("r01", "set.f_beta", "sibling", "always returns the balanced F1 (harmonic mean of P and R): beta is ignored",
      [["F_?1\\b", "balanced", r"ignor\w* (the )?beta", r"beta.{0,25}(unused|ignored|never used|not used|has no effect)",
        "harmonic mean", "does not depend on beta", "same for every beta", "whatever beta"]], '''
def my_f(precision, recall, beta):
    # the slides: "People usually use balanced F1", the harmonic mean of P and R
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("r02", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the mean of "
      "the per-query precisions",
      [["micro", "pool", r"sum(med)? (the )?(tp|counts|tables|contingenc)", "aggregat", "total (tp|true positives)",
        "one big table", "summed counts", "weighted by (the )?(number|size)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("r03", "roc.eer", "sibling", "the nearest ROC point's (FPR + FNR) / 2 instead of intersecting the straight "
      "piece between two ROC points with FPR = FNR",
      [["nearest", "closest", "not interpolat", "without interpolat", "no interpolation", "never interpolat",
        r"(FPR|fpr) ?\+ ?(FNR|fnr)", r"mean of (the )?(FPR|false positive)", "average of (FPR|the two (error )?rates)",
        "smallest (gap|difference)", r"\|FPR ?- ?FNR\|"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    best_gap, eer = 2.0, None
    for t in [float("inf")] + sorted(set(scores), reverse=True):
        fpr = sum(1 for s in neg if s >= t) / len(neg)
        fnr = sum(1 for s in pos if s < t) / len(pos)
        if abs(fpr - fnr) < best_gap:
            best_gap, eer = abs(fpr - fnr), (fpr + fnr) / 2
    return eer
''')

wrong("r04", "gen.grip_point", "sibling", "the precision of the whole judged list (v / s with s = len(labels)) "
      "instead of the precision at scope s = c",
      [["whole (list|ranking)", r"full (list|scope|length)", r"len\(labels\)", "entire (list|ranking)",
        "all (the )?(ranks|items|results)", "scope (of|is|equal to) the (whole )?list", "list length",
        "length of the list", "instead of (the )?class size", r"not at (rank|scope) c\b", r"s ?= ?len"]], '''
def my_grip_point(labels, n_relevant):
    # precision = relevant found / number of results shown
    return sum(labels) / len(labels)
''')

wrong("r05", "map.mrr", "sibling", "the mean of each query's average precision (over the relevant items it "
      "retrieved) instead of the reciprocal rank of the FIRST relevant item",
      [["average precision", r"\bAP\b", r"\bMAP\b", "every relevant", "each relevant", "all (the )?relevant (items|ranks)",
        "not (only )?the first", "(beyond|after|past) the first"]], '''
def my_mrr(runs):
    per_query = []
    for run in runs:
        hits, precs = 0, []
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                precs.append(hits / rank)
        per_query.append(sum(precs) / len(precs) if precs else 0.0)
    return sum(per_query) / len(per_query)
''')

wrong("r06", "interp.curve", "sibling", "the precision-scope curve: P@1, ..., P@11 (precision after 1 to 11 results) "
      "instead of the interpolated precision at the 11 recall levels",
      [[r"P@\d", r"precision at (rank|cut|k\b|each rank|the first)", "scope",
        "cut.?off", "not (at )?(the )?recall levels", "instead of (the )?recall", "number of results",
        "after (1|one|each) (result|rank)"]], '''
def my_interpolated(labels, n_relevant):
    # 11 points: the precision after 1, 2, ..., 11 results
    out, hits = [], 0
    for k in range(1, 12):
        if k <= len(labels) and labels[k - 1]:
            hits += 1
        out.append(hits / k)
    return out
''')

wrong("r07", "ap.value", "sibling", "the 11-point interpolated average precision instead of exact AP",
      [["11.point", "eleven", "interpolat", "recall levels", r"0\.0, 0\.1", "11 (recall )?levels"]], '''
labels, R = v["labels"], v["n_relevant"]
points, hits = [], 0
for k, rel in enumerate(labels, start=1):
    hits += rel
    points.append((hits / R, hits / k))
levels = [i / 10 for i in range(11)]
my_ap_value = sum(max([p for r, p in points if r >= lev], default=0.0) for lev in levels) / 11
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("r08", "set.f_beta", "shape", "beta squared multiplies recall in the denominator instead of precision: "
      "(1 + b^2) P R / (P + b^2 R), the roles of P and R exchanged",
      [["swap", r"P and R (are )?(swapped|exchanged|reversed|interchanged)", "wrong (term|side|one)",
        "on (the )?recall", r"multipl\w* (the )?recall", r"b(eta)?(\^|\*\*|²)?2 ?\*? ?R\b", "favou?rs? precision",
        "roles? of (P|precision)", "weights? (the )?(wrong|other)", "exchanged", "interchanged", "instead of (the )?precision",
        "beta.{0,20}recall term"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    num = (1 + b2) * precision * recall
    den = precision + b2 * recall
    return num / den if den else 0.0
''')

wrong("r09", "dcg.classic", "shape", "the gain is multiplied by log2(i) instead of divided by it",
      [["multipl", "instead of divid", r"\* ?(math\.)?log", "not divided", "invert", "reciprocal",
        "grows? with (the )?rank", "increas\\w* with (the )?rank", "rewards? (later|lower)"]], '''
import math

def my_dcg(grades):
    dcg = grades[0] if grades else 0
    for i in range(2, len(grades) + 1):
        dcg += grades[i - 1] * math.log2(i)
    return float(dcg)
''')

wrong("r10", "ap.exact", "shape", "the precision at each relevant rank is inverted: rank / hits instead of hits / rank",
      [["invert", "upside", "reciprocal", r"(rank|k) ?/ ?(hits|found|number)", "flipped", "greater than 1",
        "above 1", "exceed", "the wrong way", "numerator and denominator"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found, s = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            found += 1
            s += k / found
    return s / n_relevant
''')

wrong("r11", "gen.practical", "shape", "recall bound v / (d - (s + v)): v subtracted where it should be added "
      "(d - s + v)",
      [["sign", "parenthes", "bracket", r"d ?- ?\(s ?\+ ?v\)", r"subtract\w* v", "minus v", r"d ?- ?s ?- ?v",
        "v subtracted", "precedence", r"\+ ?v\b.{0,20}(not|instead)", "added.{0,30}(instead|not subtracted)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - (s + v)), v / d]
''')

wrong("r12", "roc.auc", "shape", "divides by every pair of items n (n - 1) / 2 instead of the P * N "
      "(positive, negative) pairs",
      [["all pairs", "every pair of items", r"n ?\(n ?- ?1\)", "pairs of items", r"P ?[x\*×] ?N", r"pos\w* ?[x\*×] ?neg",
        "same.class pairs", "positive.positive", "denominator", "number of (all )?pairs", "too many pairs",
        "combinations", "choose 2"]], '''
from itertools import combinations

def my_auc(scores, labels):
    good = 0.0
    for i, j in combinations(range(len(scores)), 2):
        if labels[i] == labels[j]:
            continue
        pos, neg = (i, j) if labels[i] else (j, i)
        if scores[pos] > scores[neg]:
            good += 1
        elif scores[pos] == scores[neg]:
            good += 0.5
    n = len(scores)
    return good / (n * (n - 1) / 2)
''')

wrong("r13", "dcg.exponential", "shape", "gain 2^(rel - 1) instead of 2^rel - 1 (the - 1 moved into the exponent)",
      [[r"2 ?\^ ?\(rel ?- ?1\)", r"2 ?\*\* ?\(", "parenthes", "bracket", "precedence", "order of operations",
        "in(side)? the (exponent|power)", r"- ?1 (inside|in|into) the (power|exponent)", "half", r"0\.5",
        "grade 0.{0,30}(gain|counts|not 0|nonzero|non-zero)"]], '''
import math

my_dcg_exp = sum(2 ** (g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("r14c", "scope.knn_ties", "shape", "the highest bound adds every tied relevant target without capping it at the "
      "places left in the top k (min(tied relevant, k - nearer))",
      [["cap", r"min\(", "more than k", "slots", "places left", "room", "exceed", "above 1", "all (the )?tied relevant",
        "every tied relevant", "only k", "fit", "remaining (places|slots|positions)", "too many"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    nearer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(nearer)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    lowest = (sum(nearer) + max(0, slots - tied_non)) / k
    highest = (sum(nearer) + tied_rel) / k
    return [lowest, highest]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("r15", "rank.p_at_k", "flow", "slices labels[1:k + 1]: the item at rank 1 is skipped and rank k + 1 taken",
      [["off.by.one", r"first (item|rank|label|element)", r"rank 1\b", "index 0", "shift", "skip",
        r"labels\[1", "one (place|rank|position)", "k ?\\+ ?1", "zero.based", "1.based"]], '''
def my_p_at_k(labels, k):
    # ranks 1..k
    return sum(labels[1:k + 1]) / k
''')

wrong("r16", "ap.eleven_point", "flow", "range(10): the level 1.0 is left out and the mean is over 10 levels",
      [[r"range\(10\)", "10 levels", "ten levels", "only 10", "eleventh", "off.by.one", "missing level",
        r"(level|recall) (of )?1(\.0)? (is )?(left out|missing|skipped|dropped|omitted|never)",
        r"without (the )?(level )?1\.0", "last level", "divid\\w* by 10", "ten points", "10 points"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec, hits = [], [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    levels = [j / 10 for j in range(10)]
    total = 0.0
    for level in levels:
        cands = [p for p, r in zip(prec, rec) if r >= level]
        total += max(cands) if cands else 0.0
    return total / len(levels)
''')

wrong("r17", "map.mean", "flow", "the return is indented inside the loop over queries: only the first query's AP "
      "is returned",
      [["first query", r"return.{0,25}(inside|within|in) the (for )?loop", "indent", "only (one|the first) query",
        "other queries", "early return", "returns? (too )?early", "after (the )?first", "one query only",
        "remaining queries"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
        return sum(aps) / len(aps)
''')

wrong("r18", "pr.points", "flow", "the append sits outside the `if`: a point (P@k) is added at every rank, not only "
      "at the relevant ones",
      [["every rank", "each rank", "all (the )?ranks", r"non.?relevant (ranks|items)", "indent",
        "not only (at )?(the )?relevant", "outside the if", "one (point|value) per rank", "too many (points|values)",
        "irrelevant (ranks|items)", "P@k at every", "length of the list"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("r19", "roc.auc", "flow", "for each positive only the negatives BEFORE it in the input are compared "
      "(range(i)), though the division is by all P * N pairs",
      [["input order", "before it", "earlier", r"range\(i\)", "only (the )?negatives (before|above|earlier)",
        "half (of )?the pairs", "not every pair", "miss\\w* (some|the|half)", r"j ?< ?i", "pairs (are )?missing",
        "position in the (list|input)", "order of the (items|input|list)"]], '''
def my_auc(scores, labels):
    pos = sum(labels)
    neg = len(labels) - pos
    credit = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            for j in range(i):  # the negatives to compare with
                if labels[j] == 0:
                    if scores[i] > scores[j]:
                        credit += 1
                    elif scores[i] == scores[j]:
                        credit += 0.5
    return credit / (pos * neg)
''')

wrong("r20", "interp.step", "flow", "the recall is tested before the current item is counted: the precision is read "
      "one rank too late (at the rank after R_i is reached)",
      [["one rank (too )?late", "next rank", "rank after", "after the relevant", "off.by.one", "checked? (before|too late)",
        "before (counting|the hit|it is counted)", "following rank", r"rank ?\+ ?1", "one too many", "too late",
        "order of the (test|check|update)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    recall = 0.0
    for rank, lab in enumerate(labels, start=1):
        if recall >= level:
            return hits / rank
        if lab:
            hits += 1
            recall = hits / n_relevant
    return 0.0
''')

wrong("r21b", "rank.distances", "flow", "argsort applied twice: the ranks of the items are used as indices, as if "
      "they were the nearest-first order",
      [["argsort", "rank(s)? (of the items|instead of (the )?order)", "inverse permutation", "double", "twice",
        "order (vs|versus|and) rank", "positions", "ranks as indices", "indices"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    ranks = np.argsort(np.argsort(distances))  # nearest first
    top = ranks[:k]
    return float(np.asarray(labels)[top].sum() / k)
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("r22", "set.f_beta", "hidden", "beta squared read from a table of the betas seen in the notebook "
      "{0.5, 1, 2, 3}: any other beta raises KeyError",
      [["KeyError", "dictionar", "lookup", r"hard.?cod", "table of", "only (some|certain|the seen|a few|four)",
        "other betas?", r"\{0\.5", "not in the (dict|table)"]], '''
B2 = {0.5: 0.25, 1.0: 1.0, 2.0: 4.0, 3.0: 9.0}  # beta squared for the betas of the assignment


def my_f(precision, recall, beta):
    b2 = B2[beta]
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="KeyError")

wrong("r23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without the guard: a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError")

wrong("r24", "pr.averaged", "hidden", "recall hits / R computed for a query with n_relevant = 0: ZeroDivisionError",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for k, lab in enumerate(labels, start=1):
            hits += lab
            prec.append(hits / k)
            rec.append(hits / R)
        curves.append([max([p for p, r in zip(prec, rec) if r >= lev], default=0.0) for lev in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError")

wrong("r25", "avg.macro", "hidden", "a query with nothing retrieved is left out of the mean instead of counting "
      "as precision 0",
      [["skip", "left out", "leaves? out", "exclud", "dropp?", r"ignor", "fewer queries", "not counted",
        "filter", "removed", "only (the )?queries (with|that|which)", "denominator"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("r26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query with no relevant item at "
      "all raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    dcg = sum(g / max(1.0, math.log2(i)) for i, g in enumerate(grades, start=1))
    idcg = sum(g / max(1.0, math.log2(i)) for i, g in enumerate(ideal, start=1))
    return dcg / idcg
''', crash="ZeroDivisionError")

wrong("r27", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c]: a list shorter than the "
      "class is divided by its own length, not by c",
      [[r"len\((labels|top|the slice|labels\[)", "length of the (slice|cut|top)", "slice",
        r"divid\w* by (the )?(\w+ )?(items (actually )?(returned|there|present)|length)", "not by c",
        r"instead of (by )?c\b", "instead of n_relevant", "denominator", "fewer than c"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("r28", "scope.knn_ties", "hidden", "looks at the (k+1)-th distance d[k] to test for a tie: k = the whole list "
      "raises IndexError",
      [["IndexError", "index out of range", "out of range", r"\[k\]", r"k ?\+ ?1", "one past", "after the k.th"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    d = [distances[i] for i in order]
    y = [labels[i] for i in order]
    if d[k - 1] != d[k]:  # the k-th and (k+1)-th differ: no tie to break
        p = sum(y[:k]) / k
        return [p, p]
    dk = d[k - 1]
    before = [lab for dist, lab in zip(d, y) if dist < dk]
    tie = [lab for dist, lab in zip(d, y) if dist == dk]
    slots = k - len(before)
    rel_tied = sum(tie)
    non_tied = len(tie) - rel_tied
    low = (sum(before) + max(0, slots - non_tied)) / k
    high = (sum(before) + min(rel_tied, slots)) / k
    return [low, high]
''', crash="IndexError")

# ------------------------------------------------------------------------------------------------- twin
wrong("r29", "interp.curve", "twin", "the condition R@k > r is strict: a rank whose recall equals the level "
      "exactly is not counted for it",
      [["strict", "greater than or equal", "at (exactly )?the level", "reaches? (the level )?exactly", "equals? (to )?the level",
        "exactly (equal|at)", r"> ?instead of ?>=", "boundary", "equality", "non.?strict"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, lab in enumerate(labels, start=1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        ps = [p for p, x in zip(prec, rec) if x > r]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("r30", "map.mrr", "twin", "queries with no relevant item retrieved are left out of the mean (divides by the "
      "queries that have one) instead of counting 0",
      [["exclud", "dropp", "skip", "left out", "leaves? out", "ignor", "not counted", "fewer queries",
        "only (the )?queries (with|that|which)", r"divid\w* by (the )?(number of )?queries (with|that|which)",
        "denominator", "missing from the mean"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                rrs.append(1 / rank)
                break
    return sum(rrs) / len(rrs)
''')

wrong("r31b", "scope.knn_ties", "twin", "the tie keys are swapped: the 'lowest' sort puts tied relevant targets first "
      "and the 'highest' puts them last (the pair comes out reversed)",
      [["swap", "revers", "wrong order", "backwards", "exchang", "the other way", "opposite", "upside",
        r"(relevant|positive)s? first.{0,40}(low|pessim)", "inverted", "interchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low_order = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    high_order = sorted(idx, key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in low_order[:k]) / k
    high = sum(labels[i] for i in high_order[:k]) / k
    return [low, high]
''')

wrong("r32", "map.mean", "twin", "one pooled denominator: every query's precisions summed, divided by the sum of "
      "all n_relevant (a mean weighted by class size)",
      [["pool", "total (number of )?relevant", "sum of (the )?n_relevant", r"sum\(n_relevant\)",
        "all (the )?queries'? relevant", "one (big |single )?denominator", "micro", "weight", "class size"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                total += hits / rank
    return total / sum(n_relevant)
''')

wrong("r33", "rank.p_at_k", "twin", "np.mean of the slice labels[:k]: a list shorter than k is divided by its own "
      "length, not by k",
      [["mean", "average"], ["slice", "cut", r"labels\[:k\]", "existing ranks", "ranks? (that|which) exist", "shorter",
                             "fewer than k", "own length", r"len\(", "not (by )?k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("r34", "pr.averaged", "twin", "at each level the mean is taken only over the queries that reach it; a query "
      "that never reaches the level is left out instead of counting 0",
      [["only (the )?queries (that|which) reach", "not counted", "exclud", "skip", "left out", "leaves? out", "dropp",
        r"divid\w* by (the )?(number of )?queries (that|which)", "fewer queries", r"zeros? (are )?(not|never)",
        "denominator", "ignor"]], '''
def my_averaged_curve(runs, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        vals = []
        for labels, R in zip(runs, n_relevant):
            if R == 0:
                continue
            hits, ps = 0, []
            for k, lab in enumerate(labels, start=1):
                hits += lab
                if hits / R >= r:
                    ps.append(hits / k)
            if ps:
                vals.append(max(ps))
        out.append(sum(vals) / len(vals) if vals else 0.0)
    return out
''')

wrong("r35", "roc.auc", "twin", "the ROC walk sorts tied scores with the positives first (optimistic), so a tied "
      "pair counts as a whole win instead of 1/2",
      [["tie", "tied", "equal scores"], [r"positive(s)? (ranked |sorted |put |placed )?(first|ahead|before|above)",
                                         "optimistic", "full (credit|win|point)", "as a win", "whole (pair|point|win)",
                                         "not (as )?(a )?half", "instead of (a )?half", "instead of 1/2",
                                         r"counts? (as )?1\b(?!/)", "sort"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], -labels[i]))
    P = sum(labels)
    N = len(labels) - P
    tp = 0
    area = 0.0
    for i in order:
        if labels[i]:
            tp += 1
        else:
            area += tp
    return area / (P * N)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("r36", "ndcg.all_judgments", "data", "the ideal ranking is built from a set of the grades: repeated grades "
      "enter it only once",
      [[r"set\(", r"\ba set\b", "duplicate", "distinct", "unique", "each grade (only )?once", "repeated grades",
        "same grade"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

    ideal = sorted({g for g in list(grades) + list(unretrieved) if g > 0}, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("r37", "set.pr", "data", "the hits are counted over the retrieved LIST (a relevant id retrieved twice counts "
      "twice) while the denominator is the set",
      [["duplicate", "counted twice", r"counts? (it )?twice", "counted (two|2) times", "more than once", "repeated", "list.{0,20}(not|instead of) (the )?set"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    tp = sum(1 for d in retrieved if d in rel)
    p = tp / len(ret) if ret else 0.0
    r = tp / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("r38", "sig.sign_test", "data", "tied queries are kept and counted as losses of a (n = all queries) instead "
      "of being dropped",
      [["tie", "tied", "draw", "equal"], ["counted as (a )?loss", "as losses", "kept", "not dropped", r"includ\w* (the )?ti",
                                          r"n ?= ?len", "all (the )?queries", "every query", "too many queries",
                                          "not (removed|discarded|excluded)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("r39", "scope.eps_precision", "data", "the threshold is read the wrong way round: keeps the targets with "
      "d > epsilon (distances treated as similarities)",
      [["similarit", "greater than epsilon", r"d ?> ?eps", r"> ?eps", "above (epsilon|the threshold)", "far(thest|ther)",
        "wrong side", "direction", "outside", "the other way", "reversed", "opposite"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("r40", "pr.points", "data", "the labels are sorted (relevant first) before the walk: the system's ranking "
      "order is thrown away",
      [["sort", "reorder", "re-order", "perfect ranking", "relevant (items )?first", "order of the (ranking|list)",
        "ideal ranking", "ranking order", "system's order"]], '''
def my_pr_points(labels, n_relevant):
    ranking = sorted(labels, reverse=True)  # best first
    points, hits = [], 0
    for rank, lab in enumerate(ranking, start=1):
        if lab:
            hits += 1
            points.append(hits / rank)
    return points
''')

wrong("r41", "interp.step", "data", "R taken as the relevant items in the list (sum of the labels) instead of "
      "n_relevant: recall reaches each level too early",
      [[r"sum\(labels\)", "sum of the labels", "relevant (items )?(in the list|retrieved)", "retrieved relevant",
        "ignor\\w* n_relevant", "instead of n_relevant", "not n_relevant", "never retrieved", "unretrieved",
        "missing relevant", "too early", "count\\w* (the )?ones"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)  # relevant items of this ranking
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if hits / R >= level:
                return hits / rank
    return 0.0
''')

wrong("r42", "ndcg.value", "data", "the unretrieved grades are left out of the ideal ranking (ideal = the retrieved "
      "grades sorted)",
      [[r"ignor\w* (the )?unretrieved", "unretrieved (grades )?(are |were )?(ignored|left out|missing|dropped|not used|forgotten)",
        "left out", "only (the )?retrieved", "retrieved (grades|items) only", "from the retrieved (list|grades)",
        "without the unretrieved", "never retrieved", "not retrieved"]], '''
import math


def dcg(xs):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(xs, start=1))


my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"], reverse=True))
''')

# ------------------------------------------------------------------------------------------------ right
right("r43", "dcg.classic", "NumPy: the discount max(log2(i), 1) over a whole array", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(np.log2(np.arange(1, g.size + 1)), 1.0)
    return float((g / disc).sum())
''')

right("r44", "ap.at_k", "itertools.accumulate and islice over the top k", '''
from itertools import accumulate, islice

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = list(islice(labels, k))
    hits = list(accumulate(top))
    return sum(h / i for i, (h, lab) in enumerate(zip(hits, top), start=1) if lab) / denom
''')

right("r45", "pr.averaged", "NumPy: running maximum from the right and searchsorted for each level", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.size == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        rec = hits / R
        best_after = np.maximum.accumulate(prec[::-1])[::-1]
        idx = np.searchsorted(rec, levels, side="left")
        curves.append(np.where(idx < y.size, best_after[np.minimum(idx, y.size - 1)], 0.0))
    return np.mean(curves, axis=0).tolist()
''')

right("r46", "set.pr", "frozenset intersection, conditional expressions in one return", '''
def my_set_pr(retrieved, relevant):
    ret, rel = frozenset(retrieved), frozenset(relevant)
    both = len(ret & rel)
    return [both / len(ret) if ret else 0.0, both / len(rel) if rel else 0.0]
''')

right("r47", "gen.practical", "fractions.Fraction, the class-size range v <= c <= d - s + v written out", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

right("r48", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d < epsilon
    n = int(inside.sum())
    return float(y[inside].sum() / n) if n else 0.0
''')

SUBMISSIONS = tuple(S)
