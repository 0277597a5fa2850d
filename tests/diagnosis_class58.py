"""Diagnosis class 58, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
reason from the course's plots -- they read values off a drawn precision-recall curve, take the left or the right
end of a step of the sawtooth or step interpolation, walk a ROC curve and look for its crossing with the diagonal,
add up DCG bars, read a point off a generality graph -- and who otherwise misremember a formula, misread the
input data, or handle edge cases badly. Styles: NumPy, plain loops, comprehensions, scipy and scikit-learn where
a student would reach for them.

What was read: the task registry (``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``:
task ids, signatures, statements, generators, hidden-check hints, references), the measure library outside
``exercises/`` and ``grading/`` (``generality.py``, ``roc.py``), tests/heldout_submissions.py lines 1-80, the first
60 and last 30 lines of tests/diagnosis_class19.py for the format, and the docstring of tests/validate_class.py.
(One grep for the value-input format also showed three lines of tests/diagnosis_class19.py beyond its first 60.)
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c58-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class58).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, never sorted), ``hidden`` (shows only on
an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 58 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c58-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the "
      "list (a recall of the list) instead of by k",
      [[r"recall", r"divid\w* by (the )?(number of |count of |total )?(relevant|ones|hits)",
        r"sum\(labels\)", r"total (number of )?relevant", r"relevant (items )?in the (whole )?list",
        r"instead of (dividing by )?k\b"]], '''
def my_p_at_k(labels, k):
    total = sum(labels)
    if total == 0:
        return 0.0
    return sum(labels[:k]) / total
''')

wrong("s02", "roc.auc", "sibling", "returns the area under the precision-recall curve (scikit-learn's average "
      "precision) instead of the area under the ROC curve",
      [[r"average precision", r"precision.?recall", r"\bPR\b.{0,10}(curve|area)", r"area under (the )?PR",
        r"average_precision_score"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("s03", "dcg.classic", "sibling", "discounts every rank by log2(rank + 1) (the TREC / Burges DCG) instead of "
      "the classic rel_1 + rel_i / log2(i)",
      [[r"log_?2?\s*\(\s*(i|rank|k)\s*\+\s*1\s*\)", r"\btrec\b", r"(i|rank) ?\+ ?1", r"burges",
        r"(first|top) (rank|item|grade) (is )?discounted", r"discount\w* (the )?(first|top) (rank|item)",
        r"(another|other|different) (dcg|formulation|discount)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("s04", "interp.curve", "sibling", "reads the sawtooth: the precision at the first rank reaching the level, "
      "without the maximum over the later ranks",
      [[r"\bno max", r"not the max", r"without (the |a |taking the )?max", r"first rank (that |which )?reach",
        r"(sawtooth|raw|uninterpolated|non.?interpolated) precision", r"step (rule|interpolation)",
        r"ignor\w* (the )?(later|lower|following) ranks", r"instead of the max", r"(left|right) end of"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("s05", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the mean of the precisions at the "
      "relevant ranks, instead of the 11-point average",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) AP",
        r"(exact|non.?interpolated|uninterpolated) average precision", r"at the relevant ranks",
        r"(not|never|without) interpolat", r"(mean|average|sum) of (the )?precisions? at (each|every|the) relevant"]],
      '''
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

wrong("s06", "roc.eer", "sibling", "takes the ROC point nearest the crossing and averages its FPR and FNR (the "
      "'nearest point' EER) instead of intersecting the straight piece",
      [[r"nearest", r"closest", r"no interpolation", r"(not|without|never) interpolat",
        r"(average|mean) of (the )?(FPR and FNR|two (error )?rates|rates)", r"snap", r"a (single|drawn) ROC point"]],
      '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("s07", "map.mean", "sibling", "the geometric mean of the queries' APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"\bGMAP\b", r"product", r"n.?th root"]], '''
import math

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return math.prod(aps) ** (1 / len(aps))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the numerator's "
      "1 + beta and the denominator's beta P)",
      [[r"not squared", r"squar", r"unsquared", r"power", r"beta instead of beta", r"\*\* ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"invert", r"upside.?down", r"IDCG\s*/\s*DCG", r"ideal (DCG )?(divided|over) by", r"flipped",
        r"reciprocal", r"swap\w*.{0,30}(numerator|denominator)", r"wrong way round", r"the other way round"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    d = dcg(grades)
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if d == 0 or ideal == 0:
        return 0.0
    return ideal / d
''')

wrong("h03", "gen.practical", "shape", "the recall bound's denominator written d - (s + v) instead of d - (s - v) "
      "(a sign slip inside the parenthesis)",
      [[r"sign", r"d\s*-\s*s\s*-\s*v", r"d\s*-\s*\(\s*s\s*\+\s*v\s*\)", r"minus v", r"subtract\w* v",
        r"parenthes", r"bracket"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - (s + v)) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("h04", "set.pr", "shape", "precision and recall with their denominators swapped (hits over the relevant set "
      "for precision, over the retrieved set for recall)",
      [[r"swap", r"switch", r"reversed", r"the other way round", r"interchang", r"mix\w* up", r"confus"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("h05", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"greater of", r"bigger of", r"max\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("h06", "roc.eer", "shape", "returns FPR + FNR at the crossing (twice the error rate), not the rate itself",
      [[r"twice", r"doubl", r"sum of (the )?(two )?(error )?rates", r"FPR ?\+ ?FNR", r"not (divided|halved)",
        r"forg[eo]t .{0,20}(divid|halv|/ ?2)", r"times 2", r"factor (of )?2", r"2 ?x"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        x = fpr[j]
        y = fnr[j]
    else:
        t = -diff[j - 1] / (diff[j] - diff[j - 1])
        x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
        y = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
    return float(x + y)
''')

wrong("h07", "interp.step", "shape", "returns the recall R_i of the step instead of its precision P_i",
      [[r"recall instead of", r"returns? (the )?recall", r"(x|horizontal).?(coordinate|axis|value)",
        r"wrong (axis|coordinate)", r"R_?i instead of P_?i"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / n_relevant
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items|documents)",
        r"not only (at )?(the )?relevant", r"(no|without|missing) (an? )?(if|check|condition|test)",
        r"recall (does not|doesn't|did not) (change|rise|move)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append(hits / k)
    return pts if hits else []
''')

wrong("f02", "map.mrr", "flow", "the loop over ranks never breaks: the reciprocal rank of the LAST relevant item "
      "overwrites the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"overwrit", r"(doesn't|does not|never) stop",
        r"keeps? (going|looping|updating)", r"(doesn't|does not|never) break"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("f03", "pr.averaged", "flow", "the running maximum of the interpolation is set up once, outside the query "
      "loop, and carried from one query to the next",
      [[r"not reset", r"never reset", r"carr\w* over", r"(reused|kept|shared|leaks?) (across|between|from|into)",
        r"previous query", r"outside the (query )?loop", r"initiali[sz]\w* once", r"(stale|left over)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        points = []
        for k, x in enumerate(labels, 1):
            hits += x
            points.append((hits / R, hits / k))
        for j in range(10, -1, -1):
            for rec, prec in points:
                if rec >= levels[j] and prec > best:
                    best = prec
            total[j] += best
    return [t / len(runs) for t in total]
''')

wrong("f04", "ap.exact", "flow", "adds hits / rank before counting the current relevant item (the hit counter is "
      "incremented one step late)",
      [[r"off.by.one", r"before (it is |being )?(incremented|updated|counted|adding)",
        r"(counter|count|hits) .{0,30}(after|too late|late)",
        r"(not|doesn't|does not) (count|include) (the )?(current|this) (item|relevant|document)",
        r"one (relevant )?(item|hit) (short|too few)", r"one (step|hit) (behind|late)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            s += hits / i
            hits += 1
    return s / n_relevant
''')

wrong("f05", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the order given",
      [[r"(never|not|without|forg[eo]t to) sort", r"input order", r"unsorted", r"order (given|of the input)",
        r"(ignor|disregard)\w* (the )?distances", r"as (they are )?given"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("f06", "interp.curve", "flow", "takes the running maximum over the ranks ABOVE the first rank reaching the "
      "level (from the top of the list) instead of over the ranks below it",
      [[r"(earlier|previous|higher|above|preceding) ranks", r"from the (top|start|left|beginning)",
        r"(wrong|other|opposite) direction", r"before (the|that) rank", r"(prefix|running|cumulative) max",
        r"max\w* over .{0,20}(before|up to)", r"left of"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    hits = np.cumsum(y)
    prec = hits / ranks
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.linspace(0, 1, 11):
        reached = np.nonzero(rec >= r - 1e-12)[0]
        if len(reached) == 0 or n_relevant == 0:
            out.append(0.0)
        else:
            out.append(float(prec[: reached[0] + 1].max()))
    return out
''')

wrong("f07", "gen.grip_point", "flow", "slices one rank too many (labels[:c + 1]) while dividing by c",
      [[r"off.by.one", r"one (rank|item|position|element) too (many|far|long)", r"c\s*\+\s*1",
        r"n_relevant\s*\+\s*1", r"extra (rank|item)", r"slic\w*.{0,30}(one|1) (too )?(far|long|many)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[: c + 1]) / c
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "gen.grip_point", "hidden", "divides by the length of the cut list, which is shorter than c when the "
      "ranking is shorter than the class",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks|elements))", r"len\(",
        r"instead of (dividing by )?(c|n_relevant|the class size)", r"not by (c|n_relevant)",
        r"(items|ranks) (actually )?(present|retrieved|returned)", r"short(er)? (slice|cut)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d02", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "avg.macro", "hidden", "tp / (tp + fp) with no guard: a query with nothing retrieved divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "pr.averaged", "hidden", "recall hits / R with no guard: a query with no relevant items divides by "
      "zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        hits = 0
        prs = []
        for k, x in enumerate(labels, 1):
            hits += x
            prs.append((hits / R, hits / k))
        curve = []
        for j in range(11):
            r = j / 10
            ps = [p for rec, p in prs if rec >= r]
            curve.append(max(ps) if ps else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when the ideal DCG is 0: returns nan",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return np.sum(g / disc)

    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("d06", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): raises when k is the whole list",
      [[r"ValueError", r"argpartition", r"out of bounds", r"\bkth\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    idx = np.argpartition(np.asarray(distances), k)[:k]
    return float(np.asarray(labels)[idx].sum() / k)
''', crash="ValueError", scope="all")

wrong("d07", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: n_relevant = 0 divides by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"greater (than )?or equal", r"at least as (high|large)",
        r"ties? .{0,25}(as|count\w*) (a )?(full|whole|1\b|one\b|win)", r"(full|whole) (point|win|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("t02", "scope.eps_precision", "twin", "keeps the targets at distance exactly epsilon (d <= epsilon) in the "
      "result",
      [[r"<=", r"inclusive", r"less (than )?or equal", r"includ\w* .{0,30}(epsilon|boundary|equal)",
        r"(boundary|border|edge) (targets?|items?|distance)", r"at (distance )?exactly epsilon",
        r"not strict", r"non.?strict"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d <= epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("t03", "set.pr", "twin", "counts from the raw retrieved list (duplicates kept) for the hits and the "
      "precision's denominator",
      [[r"duplicat", r"(not|never) (de-?duplicated|turned into a set|made a set)", r"counted twice",
        r"list.{0,20}instead of (a )?set", r"(repeated|repeat) ids?", r"without (a |using )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("t04", "interp.curve", "twin", "the levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004): "
      "a recall of exactly 0.3, 0.6 or 0.7 is missed",
      [[r"arange", r"floating.?point", r"round\w* (error|off)", r"0\.30000000000000004",
        r"levels? (are|is) (not exact|inexact)", r"float (error|imprecision|precision)", r"imprecise"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(0, 1.1, 0.1):
        ok = rec >= r
        out.append(float(prec[ok].max()) if n_relevant and ok.any() else 0.0)
    return out
''')

wrong("t05", "map.mean", "twin", "each query's AP divides by the relevant items it retrieved (sum of its labels) "
      "instead of its n_relevant",
      [[r"relevant (items |documents )?(it )?(retrieved|found|in the (list|run))", r"number of hits",
        r"sum of (the |its )?labels", r"sum\(", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"n_relevant (is )?(ignored|unused|never used)", r"unretrieved relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float(prec[y == 1].sum() / y.sum()))
    return float(np.mean(aps))
''')

wrong("t06", "ap.eleven_point", "twin", "leaves out the level 1.0 (range(10): levels 0.0 to 0.9, mean of 10)",
      [[r"(level|recall) (of )?1\.0", r"without 1\.0", r"(ten|10) levels", r"(last|top|final) level", r"range\(10\)", r"level 1\b", r"recall (of )?1\b",
        r"(omit|miss|skip|drop|leav)\w* .{0,20}(level|1\.0|last)"]], '''
def my_11pt(labels, n_relevant):
    ranks = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        ranks.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    vals = []
    for j in range(10):
        r = j / 10
        ps = [p for rec, p in ranks if rec >= r]
        vals.append(max(ps) if ps and n_relevant else 0.0)
    return sum(vals) / len(vals)
''')

wrong("t07", "rank.distances", "twin", "sorts the distances in decreasing order (farthest first), as if they were "
      "similarity scores",
      [[r"farthest", r"furthest", r"descending", r"decreasing", r"reverse", r"largest (distance )?first",
        r"as (if they were )?(similarity |similarities|scores)", r"wrong (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

# ---------------------------------------------------------------------------------------------- data
wrong("a01", "ap.value", "data", "reads the ranking from the bottom up (the labels list reversed)",
      [[r"revers", r"bottom", r"backwards?", r"last (item|rank) first", r"(wrong|opposite) order",
        r"upside.?down", r"\[::-1\]"]], '''
labels = list(v["labels"])[::-1]
hits, s = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / v["n_relevant"]
''')

wrong("a02", "dcg.trec", "data", "treats the grades as binary labels (any grade above 0 counts 1)",
      [[r"binary", r"0 ?/ ?1", r"grades? (as|into|to) (labels|ones|1)", r"relevant or not",
        r"ignor\w* (the )?(grade|level)", r"(graded|grade) (levels?|values?) (lost|ignored|dropped)",
        r"(count\w*|treat\w*) .{0,20}(as|like) 1"]], '''
from math import log2

rels = [1 if g > 0 else 0 for g in v["grades"]]
my_dcg_trec = sum(r / log2(i + 1) for i, r in enumerate(rels, 1))
''')

wrong("a03", "sig.sign_test", "data", "keeps the tied queries in the count (n is every query) instead of dropping "
      "them",
      [[r"ties? .{0,30}(kept|counted|included|not (dropped|removed|discarded))", r"(kept|counted|included) .{0,20}ties?",
        r"(didn'?t|did not|does not|doesn'?t|never|forg[eo]t to) (drop|remove|discard)",
        r"every query", r"all (the )?queries", r"tied (queries|pairs) (as|count)"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("a04", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"relevant (items |documents )?(retrieved|found|in the (list|ranking))", r"sum of (the )?labels",
        r"sum\(", r"number of (ones|hits)", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"unretrieved relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("a05", "roc.auc", "data", "reads label 0 as the positive class (the labels inverted): returns 1 - AUC",
      [[r"invert", r"flip", r"swap", r"revers", r"0 as (the )?positive", r"1 ?- ?AUC",
        r"(positive|negative) class (is )?(wrong|swapped)", r"labels? (the )?other way"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("a06", "scope.knn_ties", "data", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"(wrong|reversed|swapped|opposite) order", r"swap", r"revers", r"highest first",
        r"(order|positions?) of the (two )?(bounds|values)", r"the other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    hi = sum(lab for _, lab in best[:k]) / k
    lo = sum(lab for _, lab in worst[:k]) / k
    return [hi, lo]
''')

wrong("a07", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"first query'?s?", r"n_relevant\[0\]", r"same n_relevant", r"one n_relevant",
        r"(every|each|all) quer\w* .{0,30}(same|first)", r"(wrong|misaligned|mismatched) n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for labels in runs:
        hits = 0
        prs = []
        for k, x in enumerate(labels, 1):
            hits += x
            prs.append((hits / R if R else 0.0, hits / k))
        curve = []
        for j in range(11):
            ps = [p for rec, p in prs if rec >= j / 10]
            curve.append(max(ps) if ps and R else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- right
right("r01", "sig.sign_test", "scipy binomtest on the untied queries", '''
from scipy.stats import binomtest

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
wins = sum(1 for d in diffs if d > 0)
my_sign_p = binomtest(wins, len(diffs), 0.5, alternative="two-sided").pvalue if diffs else 1.0
''')

right("r02", "scope.knn_ties", "sorted with (distance, label) keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pessimistic = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    optimistic = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in pessimistic[:k]) / k, sum(y for _, y in optimistic[:k]) / k]
''')

right("r03", "roc.eer", "scikit-learn roc_curve and a linear crossing", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("r04", "pr.points", "comprehension over enumerate", '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(hits / k)
    return out
''')

right("r05", "gen.practical", "the three bounds from s, v, d", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

right("r06", "ap.value", "NumPy cumulative sums", '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, y.size + 1)
my_ap_value = float(prec[y == 1].sum() / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

SUBMISSIONS = tuple(S)
