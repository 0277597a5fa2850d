"""Diagnosis class 250, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of library and information science
students in an IR evaluation course -- students who work out documents, sets and counts on paper first and then
code them, some with plain loops, some with NumPy, comprehensions, itertools or exact fractions. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c250-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class250): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 250 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c250-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant (AP over the retrieved list only)",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found", r"sum\(labels\)", r"hits",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "interp.curve", "sibling", "takes the precision at the first rank reaching each recall level instead "
      "of the maximum precision at any rank with recall >= r (no interpolation)",
      [[r"not interpolated", r"no interpolation", r"without interpolat", r"first rank", r"instead of (the )?max",
        r"no max", r"max(imum)? (precision )?(over|of|at) (all |later |every )", r"uninterpolated", r"raw precision"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        points.append((hits / n_relevant if n_relevant else 0.0, hits / k))
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

wrong("q03", "map.mean", "sibling", "averages each query's R-precision (precision at rank n_relevant) instead of "
      "its average precision",
      [[r"R.?prec", r"precision at (rank )?(R|n_relevant)", r"P@R", r"instead of (the )?(average precision|AP)"]], '''
def my_map(runs, n_relevant):
    scores = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            scores.append(0.0)
            continue
        top = list(labels[:R]) + [0] * max(0, R - len(labels))
        scores.append(sum(top) / R)
    return sum(scores) / len(scores)
''')

wrong("q04", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain AP's denominator) instead of min(k, n_relevant)",
      [[r"plain AP", r"AP'?s denominator", r"instead of min", r"not (by )?min", r"without (the )?min",
        r"(only|just) (by )?n_relevant", r"ignor\w* k\b", r"R instead"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q05", "ndcg.value", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\^|2\*\*|2 to the", r"gain"]], '''
from math import log2

def dcg(gs):
    return sum((2 ** g - 1) / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q06", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (the )?(counts|tp)", r"total tp", r"instead of (the )?mean of"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (relevant found over all "
      "relevant targets) instead of its precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"instead of (the )?(number|count|size) (returned|retrieved|of the result)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = sum(1 for d, y in zip(distances, labels) if d < epsilon and y == 1)
    total_rel = sum(1 for y in labels if y == 1)
    return found / total_rel if total_rel else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"beta (is )?not squared", r"beta instead of beta", r"without squar", r"forgot\w* (to )?squar",
        r"squar\w* (of )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "computes the recall lower bound as v / (d - s), leaving out the + v of "
      "the relevant items in the scope",
      [[r"d - s\b(?! \+)", r"\+ ?v", r"missing v", r"leav\w* out.{0,20}v", r"forg[eo]t.{0,20}v",
        r"d - s \+ v", r"without (the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError")

wrong("q10", "dcg.trec", "shape", "uses the natural log instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"wrong base", r"another base",
        r"instead of log2", r"not log2"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win instead of one half",
      [[r"full (win|point|pair)", r"whole (win|point)", r"as (a )?win", r">=", r"instead of (1/2|a half|0\.5|half)",
        r"not (1/2|half|0\.5)", r"(counts?|counted) (as )?(1|one)\b(?!/)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0
    for p in pos:
        for n in neg:
            if p >= n:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not 11"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    total = 0
    for i in range(11):
        r = Fraction(i, 10)
        total += max((p for rec, p in pts if rec >= r), default=0)
    return float(total / 10)
''')

wrong("q13", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"(not|never|without) (normali[sz]|divid)", r"IDCG", r"raw DCG", r"DCG only", r"only (the )?DCG",
        r"forg[eo]t.{0,30}(ideal|normali)", r"unnormali[sz]ed"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if sum(ideal) == 0:
        return 0.0
    dcg = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
    return dcg
''')

wrong("q14", "map.mrr", "shape", "divides the sum of reciprocal ranks by the number of queries that found a "
      "relevant item instead of all queries",
      [[r"queries (that|which|with) (found|retrieved|had|have)", r"only (the )?queries", r"instead of all",
        r"not all (the )?queries", r"skip\w*.{0,30}(queries|query)", r"len\(runs\)", r"number of queries"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rr.append(1 / i)
                break
    return sum(rr) / len(rr) if rr else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k-1], counting only the first k - 1 ranks, and divides by k",
      [[r"k ?- ?1", r"off.by.one", r"one (rank )?(too )?(few|short)", r"misses the k", r"last rank",
        r"first k-1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank instead of only at the ranks of "
      "relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"not only (at )?(the )?relevant", r"non.?relevant (ranks|items)",
        r"irrelevant (ranks|items)", r"only at relevant", r"outside the if", r"every item"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        points.append(hits / k)
    return points if hits else []
''')

wrong("q17", "gen.grip_point", "flow", "loops over range(1, c) and so counts the hits of the first c - 1 ranks only",
      [[r"c ?- ?1", r"off.by.one", r"range\(1, ?c\)", r"one (rank )?(too )?(few|short)", r"last rank",
        r"misses the c"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(1, c):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / c
''')

wrong("q18", "ap.eleven_point", "flow", "loops over range(10), so the level r = 1.0 is left out of the mean",
      [[r"range\(10\)", r"level 1(\.0)? (is )?(left out|missing|skipped|dropped)", r"off.by.one", r"(only )?10 levels", r"last level", r"ten levels",
        r"missing (the )?level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for i in range(10):
        mask = rec >= i / 10 - 1e-12
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q19", "rank.distances", "flow", "sorts the distances but then takes the first k labels in their original "
      "(unsorted) order",
      [[r"(unsorted|original|input|given) order", r"not (re)?ordered", r"never sort", r"labels (are )?not (sorted|reordered)",
        r"without sorting", r"(sorted|sorts) (only )?the distances", r"labels\[:k\]"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = ranked[:k]
    rel = 0
    for i in range(k):
        if labels[i] == 1:
            rel += 1
    return rel / len(top)
''')

wrong("q20", "ap.value", "flow", "takes the precision at a relevant rank before counting that rank's own hit "
      "(the counter is raised after the division)",
      [[r"before (counting|increment|adding|updating)", r"after (the )?(division|dividing|computing)",
        r"counter.{0,30}(late|after)", r"off.by.one", r"(own|current) hit", r"one hit (too )?(few|short|behind)",
        r"hits \+= 1"]], '''
hits = 0
total = 0.0
for k, rel in enumerate(v["labels"], start=1):
    if rel:
        total += hits / k
        hits += 1
my_ap_value = total / v["n_relevant"] if v["n_relevant"] else 0.0
''')

wrong("q21", "scope.knn_ties", "flow", "reads the k-th distance at sorted index k instead of k - 1 (off by one), "
      "so the tie group is the wrong one", [[r"index k\b", r"\[k\]", r"k ?- ?1", r"off.by.one", r"(k\+1|k \+ 1)",
                                            r"wrong (tie|distance)", r"next distance", r"one past"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - len(closer)
    tr = sum(tied)
    tn = len(tied) - tr
    lo = sum(closer) + max(0, need - tn)
    hi = sum(closer) + min(need, tr)
    return [lo / k, hi / k]
''', crash="IndexError")

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: crashes when nothing "
      "is retrieved", [ZERODIV], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = ret & rel
    p = Fraction(len(both), len(ret))
    r = Fraction(len(both), len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "pr.averaged", "hidden", "leaves a query with no relevant items out of the mean (divides by the "
      "number of queries that have relevant items) instead of counting it as 0",
      [[r"skip\w*", r"left out", r"leaves? out", r"drop\w*", r"exclud\w*", r"ignor\w*", r"not counted",
        r"fewer queries", r"only (the )?queries with"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    used = 0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        used += 1
        pts = []
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / R, hits / k))
        for i in range(11):
            r = i / 10
            sums[i] += max([p for rec, p in pts if rec >= r - 1e-9], default=0.0)
    return [s / used for s in sums] if used else [0.0] * 11
''')

wrong("q24", "interp.step", "hidden", "when the level is never reached it returns the precision of the last "
      "relevant item found (left over from the loop) instead of 0",
      [[r"last (relevant )?(point|precision|hit|item)", r"instead of (returning )?0", r"falls? (out|through)",
        r"after the loop", r"left ?over", r"stale", r"should (be|return) 0"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            p = hits / k
            if hits / n_relevant >= level:
                break
    return p
''')
wrong("q25", "avg.macro", "hidden", "divides tp by tp + fp without a guard: crashes on a query with nothing "
      "retrieved", [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")
wrong("q26", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query with no relevant items",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for k, rel in enumerate(labels, 1):
        if rel == 1:
            hits += 1
            precs.append(hits / k)
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0: crashes when "
      "there is no relevant item at all",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0.0:
        idcg = 0
    return dcg(grades) / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes when "
      "nothing lies within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.r_precision", "twin", "loops i over 1..R (paper ranks) but indexes the 0-based list with "
      "labels[i], so the window is shifted one rank down (rank 1 left out, rank R + 1 read)",
      [[r"0.based", r"1.based", r"labels\[i\]", r"index\w*", r"shift\w*", r"off.by.one", r"one (rank )?(down|later|too far)",
        r"rank 1 (is )?(left out|skipped|missed)"]], '''
labels = v["labels"]
R = v["n_relevant"]
count = 0
for i in range(1, R + 1):
    if i < len(labels) and labels[i] == 1:
        count += 1
my_r_precision = count / R
''')
wrong("q30", "roc.auc", "twin", "the comparison is reversed: counts pairs where the negative scores higher",
      [[r"revers\w*", r"(comparison|sign|inequality) (is )?(flipped|reversed|the wrong way)", r"wrong (way|direction)",
        r"negative scores? higher", r"p ?< ?n", r"<\s*instead of\s*>"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q31", "avg.macro", "twin", "unpacks each table in the wrong order (tp, fn, fp), so fn is used where fp "
      "belongs", [[r"unpack", r"order of (the )?(columns|fields|entries)", r"(columns|fields|entries) (swapped|in the wrong order)",
                   r"tp, ?fn, ?fp", r"fn (is )?(used )?(as|for|where|instead of) (the )?fp", r"swap\w* fp and fn",
                   r"swap\w* fn and fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q32", "dcg.classic", "twin", "enumerates from 1 and then adds 1 again, so rank i is discounted by log2(i + 1)",
      [[r"enumerate\(.{0,20}1\)", r"start=1", r"counted twice", r"twice", r"double", r"off.by.one",
        r"\+ ?1 (again|twice)", r"one too (many|far)"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / log2(i + 1)
    return total
''')

wrong("q33", "set.f_beta", "twin", "swaps precision and recall in the denominator: beta^2 R + P instead of "
      "beta^2 P + R", [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|confused|reversed)",
                        r"beta\^?2? ?\*? ?R", r"wrong (one|term) (multiplied|weighted)", r"confus\w*"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q34", "dcg.trec", "twin", "enumerates from 1 and still writes log2(i + 2), so every rank's discount is one "
      "rank too far", [[r"enumerate\(.{0,20}1\)", r"start=1", r"i ?\+ ?2", r"off.by.one", r"twice", r"double",
                        r"one (rank )?too far"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float(sum(x / np.log2(i + 2) for i, x in enumerate(g, 1)))
''')

wrong("q35", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped) order", r"swap\w*", r"reversed", r"\[highest, ?lowest\]", r"order of the (two )?(bounds|values)",
        r"highest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = sum(y for d, y in zip(distances, labels) if d < dk)
    n_closer = sum(1 for d in distances if d < dk)
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - n_closer
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    best = closer + min(need, rel_t)
    worst = closer + max(0, need - non_t)
    return [best / k, worst / k]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "passes the two sets the wrong way round (relevant as the retrieved set), so it "
      "returns [recall, precision]", [[r"swap\w*", r"wrong way round", r"revers\w*", r"(arguments|sets) (are )?(swapped|exchanged|confused)",
                                       r"relevant (set )?(as|for) (the )?retrieved", r"\[recall, ?precision\]"]], '''
def my_set_pr(retrieved, relevant):
    a = set(relevant)
    b = set(retrieved)
    common = a & b
    p = len(common) / len(a) if a else 0.0
    r = len(common) / len(b) if b else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.value", "data", "turns the graded judgments into binary ones (any grade > 0 counts 1)",
      [[r"binar\w*", r"grade.{0,20}(as|to) (1|one)", r"> ?0", r"0/1", r"ignor\w* (the )?grades", r"graded"]], '''
from math import log2

def dcg(gs):
    return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))

b = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(b + [1 if g > 0 else 0 for g in v["unretrieved"]], reverse=True)
my_ndcg_value = dcg(b) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q38", "roc.eer", "data", "walks the scores from low to high (treats them like distances), so the ROC "
      "curve runs the wrong way", [[r"low(est)? (to|first)", r"ascending", r"distances?", r"wrong (way|direction|order)",
                                    r"revers\w*", r"smallest (score )?first", r"not (sorted )?descending"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    values = sorted(set(scores))
    for t in values:
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q39", "pr.averaged", "data", "takes each query's number of relevant items from the labels (relevant "
      "retrieved) instead of the given n_relevant",
      [[r"sum\(.{0,10}(labels|run)\)", r"relevant (items )?retrieved", r"retrieved relevant", r"instead of (the given )?n_relevant",
        r"ignor\w*.{0,20}n_relevant", r"not (the given )?n_relevant", r"counts? (them )?from the (labels|run)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        R = y.sum()
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0
                                for r in np.linspace(0, 1, 11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q40", "ap.value", "data", "uses the length of the ranking as the number of relevant items",
      [[r"len(gth)?\s*(\(labels\)|of the (list|ranking))", r"list length", r"number of (items|ranks)",
        r"instead of n_relevant", r"not n_relevant"]], '''
from fractions import Fraction

labels = v["labels"]
hits = 0
acc = Fraction(0)
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        acc += Fraction(hits, k)
my_ap_value = float(acc / len(labels))
''')

wrong("q41", "rank.distances", "data", "ranks the largest distance first (treats distances as similarity scores)",
      [[r"largest (distance )?first", r"descending", r"reverse=True", r"similarit\w*", r"scores?",
        r"farthest", r"wrong (way|direction|order)", r"revers\w*"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q42", "gen.grip_point", "data", "takes the class size c from the labels (relevant retrieved) instead of "
      "n_relevant", [[r"sum\(.{0,10}labels\)", r"relevant (items )?retrieved", r"retrieved relevant",
                      r"instead of n_relevant", r"not (the given )?n_relevant", r"ignor\w*.{0,20}n_relevant",
                      r"class size.{0,30}(labels|retrieved)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "itertools.compress over the 1-based ranks", '''
from itertools import compress

def my_mrr(runs):
    total = 0.0
    for run in runs:
        ranks = list(compress(range(1, len(run) + 1), run))
        total += 1 / ranks[0] if ranks else 0.0
    return total / len(runs)
''')

right("q44", "roc.eer", "explicit loop over the tie groups, high score first", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q45", "interp.curve", "NumPy cumulative sums with exact levels", '''
import numpy as np
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    out = []
    for i in range(11):
        ok = np.array([Fraction(int(h), n_relevant) >= Fraction(i, 10) for h in hits], dtype=bool)
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q46", "scope.knn_ties", "comprehensions over the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - len(closer)
    rel_t = sum(tied)
    lo = sum(closer) + max(0, need - (len(tied) - rel_t))
    hi = sum(closer) + min(need, rel_t)
    return [lo / k, hi / k]
''')

right("q47", "set.pr", "sets and exact fractions, as on paper", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    p = Fraction(both, len(ret)) if ret else Fraction(0)
    r = Fraction(both, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q48", "ap.at_k", "plain loop with min(k, n_relevant)", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

SUBMISSIONS = tuple(S)
