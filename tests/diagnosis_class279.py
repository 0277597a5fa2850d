"""Diagnosis class 279, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
do more than asked: an extra smoothing, interpolation, normalisation or averaging step the task never asked for
(written with loops, NumPy, comprehensions, itertools and fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read, plus the format lines of
tests/heldout_submissions.py and tests/diagnosis_class19.py. The category is kept in ``style``. Student ids are
``"c279-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class279).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 279 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c279-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated average precision (mean of the interpolated "
      "precisions at recall 0.0, 0.1, ..., 1.0) instead of exact AP at the relevant ranks",
      [[r"11.?point", r"eleven", r"interpolat", r"recall levels", r"0\.0, 0\.1"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    # smooth the PR curve first, then average it (nicer than the raw zig-zag)
    levels = np.linspace(0, 1, 11)
    interp = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(interp))
''')

wrong("q02", "interp.step", "sibling", "returns the max-to-the-right interpolated precision (max of P@k over all "
      "ranks with R@k >= level) instead of the step rule's P_i",
      [[r"max\w*.{0,40}(instead of|rather than) (the )?(step|P_i)", r"(took|takes|uses|taking) the max",
        r"max\w* (of|over) .{0,30}(later|following|all|every) ", r"interpolated (precision )?(max|maximum)",
        r"11.?point interpolation", r"ceiling"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)   # smooth out the dips
    return best
''')

wrong("q03", "dcg.classic", "sibling", "normalises the DCG by the ideal DCG of the sorted grades: returns NDCG "
      "instead of DCG", [[r"ndcg", r"normali[sz]", r"ideal", r"divid\w* by .{0,30}(ideal|best|sorted)"]], '''
from math import log2

def my_dcg(grades):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool", r"sum\w* .{0,30}(counts|tp|tables)", r"total tp", r"aggregat"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the list "
      "(recall at k) instead of by k",
      [[r"recall", r"r@k", r"number of relevant", r"relevant items (in the list|retrieved)", r"sum\(labels\)"]], '''
def my_p_at_k(labels, k):
    total = sum(labels)
    if total == 0:
        return 0.0
    return sum(labels[:k]) / total
''')

wrong("q06", "gen.grip_point", "sibling", "averages the precisions at the relevant ranks of the top c (AP cut at c) "
      "instead of taking the precision at rank c",
      [[r"average precision", r"\bAP\b", r"averag\w* .{0,30}precisions", r"mean of (the )?precisions"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits, precs = 0, []
    for i, x in enumerate(labels[:c], start=1):
        if x:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / c if c else 0.0
''')

wrong("q07", "set.f_beta", "sibling", "computes F1 (the plain harmonic mean of P and R), ignoring beta",
      [[r"\bF1\b", r"F_?1\b", r"ignor\w* (the )?beta", r"beta.{0,20}(ignored|unused|never used|not used)",
        r"harmonic mean"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar", r"beta instead of beta", r"unsquared", r"power"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "dcg.trec", "shape", "adds the 1 outside the logarithm: divides by log2(i) + 1 instead of log2(i + 1)",
      [[r"log2?\s*\(i\)\s*\+\s*1", r"outside (the )?log", r"parenthes", r"\+ ?1 .{0,20}(after|outside)",
        r"log.{0,20}plus one"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = round(float(np.sum(g / (np.log2(i) + 1))), 4)
''')

wrong("q10", "ndcg.all_judgments", "shape", "inverts the ratio: divides the ideal DCG by the ranking's DCG",
      [[r"invert", r"upside.?down", r"reciprocal", r"ideal.{0,30}(divided by|over) .{0,20}dcg", r"swap\w*",
        r"the other way round", r"flipped"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    actual = dcg(grades)
    if ideal == 0 or actual == 0:
        return 0.0
    return ideal / actual
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie", r"equal scores", r"same score"], [r"full (win|point|credit)", r"as a win", r"whole (win|point)",
                                                  r">=", r"not (as )?(a )?half", r"instead of (1/2|a half|half)",
                                                  r"count\w* (as )?1\b(?!/)"]], '''
import itertools

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1 for p, n in itertools.product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "leaves the + v out of the recall bound: v / (d - s) instead of v / (d - s + v)",
      [[r"d\s*-\s*s\)", r"without (the )?\+ ?v", r"forg\w* .{0,20}\+ ?v", r"drop\w* .{0,20}v\b", r"\+ ?v missing",
        r"missing .{0,10}\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''')

wrong("q13", "ap.at_k", "shape", "divides each precision by k instead of by its own rank i (P@i taken as hits / k)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"over k\b", r"hits ?/ ?k", r"instead of (by )?(the rank|i\b)"],
       [r"precision", r"P@i", r"rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail probability: never doubles it for a two-sided test",
      [[r"one.?sided", r"doubl", r"times 2", r"\* ?2", r"× ?2", r"single tail", r"one tail"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "never resets the hit counter between queries: the hits of the earlier queries "
      "carry over into the later queries' precisions",
      [[r"reset", r"carr\w* over", r"re-?initiali[sz]", r"accumulat\w*.{0,40}(queries|across)",
        r"outside the (query )?loop", r"shared across"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank (the append is outside the if), not only "
      "at the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)", r"outside the if",
        r"irrelevant ranks"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
        if hits:
            points.append(hits / i)
    return points
''')

wrong("q17", "map.mrr", "flow", "does not stop at the first relevant item: sums the reciprocal ranks of every "
      "relevant item of a query",
      [[r"break", r"stop", r"every relevant", r"all (the )?relevant", r"sum\w* .{0,30}reciprocal",
        r"not only the first", r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
    return total / len(runs)
''')

wrong("q18", "interp.curve", "flow", "the loop over ranks stops one short (range(1, n)): the last rank's P@k and "
      "R@k are never used",
      [[r"last rank", r"final rank", r"off.?by.?one", r"range\(1, ?n\)", r"one (rank )?short", r"last item"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    n = len(labels)
    P, R = [], []
    for k in range(1, n):
        h = sum(labels[:k])
        P.append(h / k)
        R.append(h / n_relevant if n_relevant else 0.0)
    P, R = np.array(P), np.array(R)
    out = []
    for r in [i / 10 for i in range(11)]:
        m = R >= r - 1e-12
        out.append(float(P[m].max()) if m.any() else 0.0)
    return out
''')

wrong("q19", "pr.averaged", "flow", "reuses the first query's n_relevant for every query's recall",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|class)", r"same n_relevant",
        r"reus\w*", r"one query'?s? (n_relevant|number)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    R0 = n_relevant[0]
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        P = hits / np.arange(1, len(y) + 1)
        R = hits / R0 if R0 else np.zeros_like(hits)
        curves.append([P[R >= r - 1e-12].max() if (R >= r - 1e-12).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q20", "roc.eer", "flow", "walks the items one at a time: tied scores are not grouped into one step of the ROC "
      "curve", [[r"tie", r"tied", r"same score", r"equal scores"],
                [r"not grouped", r"ungrouped", r"one (item )?at a time", r"one by one", r"separate (steps|points)",
                 r"diagonal", r"each item (as|its own)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    order = np.argsort(-s, kind="stable")
    yy = y[order]
    tpr = np.concatenate([[0], np.cumsum(yy) / y.sum()])
    fpr = np.concatenate([[0], np.cumsum(~yy) / (~y).sum()])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q21", "ap.eleven_point", "flow", "loops over range(10): the level 1.0 is left out and the mean is over 10 levels",
      [[r"10 levels", r"ten levels", r"off.?by.?one", r"range\(10\)", r"last level",
        r"(left|leaves|leaving|missing|misses|skip\w*|drop\w*) .{0,30}level 1(\.0)?\b"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0)
    vals = []
    for j in range(10):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q >= r]
        vals.append(max(cands) if cands else 0.0)
    return sum(vals) / len(vals)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the relevant set without a guard: raises ZeroDivisionError "
      "when nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    return [p, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "builds the levels by adding 0.1 in a loop: the float level 0.30000000000000004 "
      "is missed by a recall of exactly 0.3",
      [[r"float", r"round\w* error", r"0\.3000", r"adding 0\.1", r"add\w* .{0,20}0\.1 (repeatedly|in a loop|each time)",
        r"accumulat\w* .{0,20}(level|0\.1)", r"(tolerance|epsilon) .{0,20}compar"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out, r = [], 0.0
    for _ in range(11):
        out.append(max([p for rc, p in pts if rc >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("q24", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result gives nan "
      "instead of 0", [NAN, [r"empty", r"nothing (is )?(within|inside|returned)", r"no target", r"mean of an empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q25", "avg.macro", "hidden", "leaves queries with nothing retrieved out of the average instead of counting "
      "them as precision 0",
      [[r"skip", r"left out", r"leav\w* out", r"drop", r"exclud", r"ignor", r"not counted", r"fewer queries"],
       [r"nothing retrieved", r"empty", r"tp ?\+ ?fp ?(=|==) ?0", r"no (documents? )?retriev", r"zero retrieved"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q26", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: raises ZeroDivisionError for a "
      "query with no relevant items", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the number of ranks actually present (len(labels[:c])) instead "
      "of c when the list is shorter than the class",
      [[r"len\(", r"ranks? (actually )?present", r"length of the list", r"mean of (the )?(top|slice|available)",
        r"divid\w* by (the )?(number of )?(ranks|items) (retrieved|present|there|in the list)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean())
''')

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard: a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R, hits / k))
        for j, r in enumerate(levels):
            total[j] += max([p for rc, p in pts if rc >= r - 1e-12], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "returns the pair in the wrong order: [recall, precision]",
      [[r"order", r"swap", r"revers", r"\[recall, ?precision\]", r"the other way round", r"switched"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q30", "roc.auc", "twin", "the comparison is reversed: counts the pairs where the positive scores LOWER",
      [[r"revers\w* (the )?comparison", r"comparison.{0,30}(revers|wrong way|flipped|backwards)", r"scores? lower",
        r"<\s*instead of\s*>", r"wrong direction", r"lower score"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    p, n = s[y][:, None], s[~y][None, :]
    return float(((p < n) + 0.5 * (p == n)).mean())
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap", r"revers", r"\[highest, ?lowest\]", r"the other way round", r"switched"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    lo = sorted(pairs, key=lambda t: (t[0], t[1]))
    hi = sorted(pairs, key=lambda t: (t[0], -t[1]))
    p_lo = sum(y for _, y in lo[:k]) / k
    p_hi = sum(y for _, y in hi[:k]) / k
    return [p_hi, p_lo]
''')

wrong("q32", "rank.distances", "twin", "sorts with reverse=True: the largest distances come first",
      [[r"reverse", r"descending", r"largest (distance )?first", r"farthest", r"furthest", r"wrong (sort )?order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (ties are not dropped)",
      [[r"ties? (are |were )?(not|never) (dropped|removed|discarded)", r"kept (the )?ties", r"keeps (the )?ties",
        r"includ\w* (the )?(ties|tied)", r"ties? .{0,20}counted", r"n includes"]], '''
from scipy.stats import binomtest
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("q34", "set.f_beta", "twin", "puts beta squared on recall instead of precision in the denominator "
      "(beta^2 R + P)",
      [[r"(swap|exchang|switch|mix)\w*.{0,40}(precision|recall|P\b|R\b)", r"beta.{0,10}(\^2|\*\* ?2|²)?.{0,20}"
        r"(on|times|multipl\w*) (the )?(R\b|recall)", r"precision and recall .{0,20}(swapped|exchanged|reversed)"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den > 0 else 0.0
''')

wrong("q35", "dcg.classic", "twin", "starts the rank count at 2 (enumerate(grades, 2)): every rank is shifted by one",
      [[r"start\w*.{0,20}\b2\b", r"shift\w*", r"off.?by.?one", r"enumerate\(.{0,15}2\)",
        r"ranks? .{0,20}one too (high|large)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, 2))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself: they are counted in "
      "the DCG as if retrieved at the end of the list",
      [[r"(append|add|concatenat)\w*.{0,40}unretrieved.{0,40}(ranking|list|dcg|grades)", r"as if (they were )?retrieved",
        r"unretrieved.{0,30}(counted|included) in (the )?(actual |system'?s? )?dcg"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    allg = np.array(list(grades) + list(unretrieved), dtype=float)
    disc = np.ones(len(allg))
    disc[1:] = np.log2(np.arange(2, len(allg) + 1))
    dcg = float(np.sum(allg / disc))
    ideal = float(np.sum(np.sort(allg)[::-1] / disc))
    return dcg / ideal if ideal else 0.0
''')

wrong("q37", "dcg.exponential", "data", "turns the grades into 0/1 relevance (grade > 0) before the gain",
      [[r"binar", r"0/1", r"relevant or not", r"grade.{0,30}(ignored|lost)", r"> ?0", r"clip"]], '''
from math import log2
rel = [1 if g > 0 else 0 for g in v["grades"]]
my_dcg_exp = sum((2 ** r - 1) / log2(i + 1) for i, r in enumerate(rel, 1))
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the second column) "
      "instead of tp + fp", [[r"(third|last) column", r"fp and fn .{0,20}(swapped|confused|mixed|exchanged)",
        r"(swapped|confused|mixed up|exchanged) .{0,20}fp and fn", r"\[tp, ?fn, ?fp\]",
        r"false negatives (as|for|instead of) (the )?false positives", r"recall"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q39", "ap.value", "data", "divides by the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"instead of n_relevant",
        r"count\w* (the )?(1s|ones)", r"number of (1s|ones)", r"retrieved relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
precs = [sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]]
my_ap_value = sum(precs) / len(precs)
''')

wrong("q40", "set.pr", "data", "counts the retrieved list with its duplicates: an id retrieved twice counts twice "
      "in precision's denominator",
      [[r"duplicat", r"repeated (ids?|entries)", r"counted (more than once|twice)", r"not (made|turned|converted) (into )?a set",
        r"len\(retrieved\)", r"list (length|size)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q41", "rank.distances", "data", "takes the items in the order given (assumes the input already sorted by "
      "distance) and never sorts them",
      [[r"never sort", r"not sort", r"without sort", r"unsorted", r"input order", r"order given",
        r"as given", r"given order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q42", "map.mean", "data", "concatenates the queries' runs into one long ranking (and adds up their "
      "n_relevant) and returns the AP of that single ranking",
      [[r"concatenat", r"flatten", r"one (long |big |single )?(ranking|list)", r"single ranking", r"pool\w*",
        r"merg\w*"]], '''
import numpy as np

def my_map(runs, n_relevant):
    y = np.concatenate([np.asarray(r, dtype=float) for r in runs])
    R = sum(n_relevant)
    if R == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / R)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "itertools.compress on the ranks, next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = []
    for run in runs:
        first = next(compress(count(1), run), None)
        rr.append(1 / first if first else 0.0)
    return sum(rr) / len(rr)
''')

right("q44", "roc.eer", "NumPy ROC over distinct thresholds, interpolated crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    ths = np.unique(s)[::-1]
    tpr = np.array([0.0] + [(y & (s >= t)).sum() / P for t in ths])
    fpr = np.array([0.0] + [(~y & (s >= t)).sum() / N for t in ths])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q45", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q46", "interp.step", "explicit loop over the relevant ranks", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits * 1.0 >= level * n_relevant - 1e-12:
                return hits / k
    return 0.0
''')

right("q47", "ap.exact", "list comprehension over the relevant ranks", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = [i for i, x in enumerate(labels, 1) if x]
    return sum((j + 1) / r for j, r in enumerate(ranks)) / n_relevant
''')

right("q48", "scope.knn_ties", "sorted with tie keys, a loop per rule", '''
def my_knn_tie_bounds(distances, labels, k):
    out = []
    for sign in (1, -1):  # relevant last, then relevant first among equal distances
        ranked = sorted(zip(distances, labels), key=lambda t: (t[0], sign * t[1]))
        out.append(sum(y for _, y in ranked[:k]) / k)
    return out
''')

SUBMISSIONS = tuple(S)
