"""Diagnosis class 115, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
reason from the plots of the course (PR curves, ROC curves, complete performance graphs, DCG bar charts): they
compute areas, curve points and steps geometrically (trapezoids, rectangles, step functions, crossing points,
reading a curve left to right or right to left) and slip in the geometry. Styles vary: loops, NumPy,
comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c115-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class115).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 115 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c115-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "interpolated AP: each relevant rank takes the highest precision at or to the "
      "right of it on the PR curve instead of its own precision",
      [[r"interpolat", r"max(imum)?.{0,30}(right|later|after|beyond|following)", r"highest precision",
        r"running max", r"own precision"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, hits = [], 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            prec.append(hits / i)
    # read the PR curve from the right: each step is as high as the highest point to its right
    area, best = 0.0, 0.0
    for p in reversed(prec):
        best = max(best, p)
        area += best
    return area / n_relevant
''')

wrong("q02", "interp.curve", "sibling", "the lecture notes' step rule (the precision of the first PR point at or "
      "beyond the level) instead of the maximum precision to the right",
      [[r"step", r"\bP_i\b", r"first (PR )?(point|relevant|rank)", r"not (the )?max", r"instead of (the )?max",
        r"no max", r"without (taking )?(the )?max"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            pts.append((hits / n_relevant, hits / i))
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for rec, p in pts:
            if rec >= r - 1e-12:
                val = p
                break
        out.append(val)
    return out
''')

wrong("q03", "dcg.classic", "sibling", "the log2(i + 1) discount at every rank (the first grade is discounted too) "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"burges", r"first (rank|item|grade).{0,30}discount",
        r"discount\w*.{0,30}(first|rank 1)", r"every rank (is )?discounted", r"i ?\+ ?1"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q04", "avg.macro", "sibling", "micro-averaged precision (tp and fp summed over the queries first) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool", r"summ?(ed|ing)?.{0,30}(counts|tables|tp|over (the )?queries)", r"one big table",
        r"global"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q21", "rank.distances", "sibling", "returns AP@k of the distance ranking (the precisions at the relevant "
      "ranks of the top k, summed and divided by k) instead of P@k",
      [[r"average precision", r"\bAP\b", r"AP@k", r"P@i", r"precisions? at (the |each )?relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits, area = 0, 0.0
    for rank, i in enumerate(order[:k], 1):
        if labels[i]:
            hits += 1
            area += hits / rank   # one bar per relevant item, as high as the curve there
    return area / k
''')

wrong("q06", "pr.points", "sibling", "returns the recall (the other coordinate of each PR point) instead of its "
      "precision",
      [[r"recalls? instead of (the )?precision", r"returns? (the |their )?recall", r"recall values", r"x.?(axis|coordinate|value)",
        r"axes", r"wrong (axis|coordinate)", r"other coordinate"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, y in enumerate(labels, start=1):
        if y:
            hits += 1
            pts.append((hits / rank, hits / n_relevant))  # a point of the plot
    return [y for x, y in pts]
''')

wrong("q07", "ap.eleven_point", "sibling", "returns the non-interpolated AP (one rectangle of width 1/R per "
      "relevant item) instead of the mean of the 11 interpolated precisions",
      [[r"non.?interpolated", r"(exact|plain|uninterpolated|ordinary) (AP|average precision)",
        r"\bAP\b instead", r"rectangle", r"not (at )?(the )?11", r"instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    # area under the PR curve: one rectangle of width 1/R per relevant item
    if not n_relevant:
        return 0.0
    area, hits = 0.0, 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            area += (1 / n_relevant) * (hits / k)
    return area
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"β²", r"beta (not|instead of|in place of)", r"missing (the )?(exponent|power)", r"power"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "roc.auc", "shape", "rectangles under the new ROC point instead of trapezoids: a tied "
      "(positive, negative) pair counts fully instead of 1/2",
      [[r"tie", r"tied", r"rectangle", r"trapez"],
       [r"full", r"whole", r"count\w* (as )?(1|one)\b(?!/)", r"rectangle", r"upper", r"instead of (1/2|half)",
        r"not (as )?half", r"trapez", r"height"]], '''
from itertools import groupby

def my_auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), reverse=True)
    tp = fp = 0
    area = 0.0
    for s, grp in groupby(pairs, key=lambda t: t[0]):
        g = [y for _, y in grp]
        dtp = sum(g)
        dfp = len(g) - dtp
        tp += dtp
        fp += dfp
        area += (dfp / N) * (tp / P)   # rectangle under the new point
    return area
''')

wrong("q10", "dcg.exponential", "shape", "a missing parenthesis: 2^rel - 1 / log2(i + 1), only the -1 is "
      "discounted, not the whole gain",
      [[r"parenthes", r"bracket", r"precedence", r"(only|just) (the )?-? ?1 .{0,20}(divid|discount)",
        r"gain.{0,30}(not|never|undiscounted) .{0,20}(divid|discount)", r"1 ?/ ?log"]], '''
from math import log2

my_dcg_exp = sum(2 ** g - 1 / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q11", "sig.sign_test", "shape", "the one-sided p-value: the binomial tail is not doubled",
      [[r"one.?sided", r"one tail", r"doubl", r"times 2", r"twice", r"factor (of )?2", r"\* ?2"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound v / (d - s) instead of v / (d - s + v): the largest "
      "possible class size forgets the v relevant items found",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+ ?v\b", r"forg\w* .{0,20}\bv\b", r"missing .{0,20}\bv\b", r"c_?max",
        r"largest (possible )?class", r"d ?- ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q13", "ap.at_k", "shape", "every relevant rank in the top k gets P@k (the height at the cut-off) instead "
      "of its own P@i",
      [[r"(?<!A)P@k\b", r"precision at (rank )?k\b", r"same precision", r"instead of (the )?P@i", r"own P@i",
        r"cut.?off"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    p_at_k = sum(top) / k
    return sum(p_at_k for y in top if y) / denom
''')

wrong("q14", "roc.eer", "shape", "takes the crossing as the midpoint of the ROC segment that crosses "
      "FPR = 1 - TPR instead of the real intersection",
      [[r"mid.?point", r"middle", r"half ?way", r"average of (the )?(two|segment|end)", r"mean of (the )?(two|end)",
        r"not (the )?(real |true |actual )?(intersect|crossing)", r"instead of (the )?(interpolat|intersect)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = [0.0] + [((s >= t) & ~y).sum() / N for t in thr]
    fnr = [1.0] + [1 - ((s >= t) & y).sum() / P for t in thr]
    for j in range(len(fpr)):
        if fpr[j] >= fnr[j]:
            if j == 0 or fpr[j] == fnr[j]:
                return float(fpr[j])
            return float((fpr[j - 1] + fpr[j]) / 2)   # the crossing is on this segment: take its middle
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k (a list shorter "
      "than k is not padded with non-relevant ranks)",
      [[r"len\(", r"length of (the )?(slice|list|top)", r"(divid\w*|denominator).{0,40}(list|slice|shorter)",
        r"instead of k\b", r"not by k\b", r"pad"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q16", "pr.averaged", "flow", "the running maximum (read right to left) is not reset between queries: a "
      "query inherits the previous query's best precision",
      [[r"reset", r"carr(y|ies|ied) over", r"previous quer", r"(not|never) (re)?initiali[sz]ed",
        r"outside (the )?(query )?loop", r"leak", r"inherit"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for i, y in enumerate(labels, 1):
            if y:
                hits += 1
                pts.append((hits / R, hits / i))
        interp = [0.0] * len(pts)
        for j in range(len(pts) - 1, -1, -1):   # right to left: the curve never goes up
            best = max(best, pts[j][1])
            interp[j] = best
        for li, r in enumerate(levels):
            for (rec, _), p in zip(pts, interp):
                if rec >= r - 1e-9:
                    total[li] += p
                    break
    return [t / len(runs) for t in total]
''')

wrong("q17", "map.mrr", "flow", "no break: the loop keeps going and keeps the reciprocal rank of the LAST "
      "relevant item, not the first",
      [[r"last relevant", r"(no|missing|without|forg\w*) (a )?break", r"overwrit", r"keeps? (on )?(going|looping|scanning)",
        r"not (the )?first", r"last (hit|one)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, y in enumerate(run, 1):
            if y:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q18", "ap.eleven_point", "flow", "np.arange(0, 1.0, 0.1) stops at 0.9: ten levels, the recall level 1.0 is "
      "left out",
      [[r"(missing|drops?|skips?|omits?|leaves? out|left out|without|forg\w*|excludes?).{0,30}(1\.0|last|recall 1|level 1)",
        r"(1\.0|last level|level 1).{0,30}(missing|dropped|skipped|left out|omitted|excluded)",
        r"(ten|10) (recall )?(levels|points)", r"only (ten|10)", r"arange"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1.0, 0.1)
    vals = [prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("q19", "map.mean", "flow", "the hit counter is not reset between queries: later queries' precisions count "
      "the earlier queries' relevant items",
      [[r"reset", r"carr(y|ies|ied) over", r"previous quer", r"(not|never) (re)?initiali[sz]ed",
        r"accumulat\w* across", r"outside (the )?(query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for i, y in enumerate(run, 1):
            if y:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q20", "pr.points", "flow", "the precision is taken before the hit is counted: each point gets the height "
      "of the step before it (hits - 1) / rank",
      [[r"before (it is |being |the hit is )?(count|increment|add)", r"(count|increment)\w* .{0,20}(after|too late)",
        r"hits? ?- ?1", r"one (hit )?too (few|short)", r"(excludes?|without|not count\w*) (the )?(current|this) (relevant )?item",
        r"previous (step|point|segment)"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, y in enumerate(labels, 1):
        if y:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q05", "rank.distances", "flow", "sorted(pairs) is called but its result is thrown away: the top k is read "
      "in the input order, never sorted by distance",
      [[r"(never|not|n't|without) (actually |really )?sort", r"unsorted", r"(discard|thrown|not (kept|assigned|used|stored))",
        r"input order", r"order (given|as given)", r"result of sorted"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    sorted(pairs)
    top = pairs[:k]
    return sum(y for _, y in top) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator beta^2 P + R is 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "the mean of an empty selection when nothing is within epsilon "
      "gives nan instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''')

wrong("q24", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by 0",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i]: a list shorter than k raises",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    m = min(k, n_relevant)
    return s / m if m else 0.0
''', crash="IndexError", scope="all")

wrong("q26", "pr.averaged", "hidden", "a query with no relevant items is skipped: the mean is taken over the "
      "other queries only instead of counting it as 0 at every level",
      [[r"(skip|drop|leav|left out|ignor|exclud)\w*.{0,40}(query|queries)",
        r"(query|queries).{0,50}(skipped|dropped|left out|ignored|excluded|not counted)",
        r"divid\w* by (the )?(number of )?(queries with|fewer)", r"fewer queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        y = np.asarray(labels)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curves.append([prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0
                       for r in np.linspace(0, 1, 11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q27", "avg.macro", "hidden", "a query with nothing retrieved gets precision 1 (the PR curve's start at "
      "(0, 1)) instead of 0",
      [[r"precision (of )?(1|one)\b(?!/)", r"\b1\b.{0,30}nothing retrieved", r"nothing retrieved.{0,15}(precision|as|=|gets?) (of )?(1|one)\b",
        r"counts? .{0,20}as (1|one|perfect)", r"\(0, ?1\)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        # the PR curve starts at (0, 1): nothing retrieved, no mistake made yet
        precs.append(Fraction(tp, tp + fp) if tp + fp else Fraction(1))
    return float(sum(precs) / len(precs))
''')

wrong("q28", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c: a list shorter than "
      "the class is not padded with non-relevant ranks",
      [[r"len\(", r"length of (the )?(slice|list|top)", r"(divid\w*|denominator).{0,40}(list|slice|shorter)",
        r"instead of (c|n_relevant|the class size)", r"not by (c|n_relevant)", r"pad"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.value", "twin", "the mean of the precisions at the retrieved relevant ranks: divides by the "
      "relevant items found instead of n_relevant",
      [[r"mean (of|over) (the )?(precisions|retrieved)", r"(divid\w*|denominator).{0,40}(retrieved|found|in the list)",
        r"instead of (n_relevant|R\b|all (the )?relevant)", r"unretrieved", r"never retrieved"]], '''
import numpy as np

y = np.array(v["labels"])
ranks = np.flatnonzero(y) + 1
my_ap_value = float(np.mean(np.arange(1, len(ranks) + 1) / ranks))
''')

wrong("q30", "rank.distances", "twin", "sorts nearest first but slices the wrong end: the last k items (the "
      "farthest) are counted",
      [[r"last k", r"wrong end", r"\[-k:\]", r"tail", r"end of the (sorted )?(list|ranking)", r"slic\w* .{0,20}end"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(labels)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[-k:]) / k
''')

wrong("q31", "roc.auc", "twin", "np.trapezoid(fpr, tpr): the arguments are in the wrong order, the area is "
      "taken against the TPR axis (the axes swapped)",
      [[r"axes", r"x and y", r"swap\w*.{0,20}(fpr|tpr|x|y|argument)", r"(fpr|tpr).{0,30}(swap|other way|wrong order|confus)",
        r"argument order", r"order of (the )?arguments"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    thr = np.unique(s)[::-1]
    tpr = np.r_[0.0, [(s[y] >= t).mean() for t in thr]]
    fpr = np.r_[0.0, [(s[~y] >= t).mean() for t in thr]]
    return float(np.trapezoid(fpr, tpr))   # area under the curve
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as tp, fn, fp: the fp and fn columns are swapped",
      [[r"unpack", r"column", r"order of (the )?(fields|entries|values|columns)", r"fp and fn", r"fn and fp",
        r"(swap|confus|mix)\w*.{0,20}(fp|fn)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q33", "scope.knn_ties", "twin", "the tie-break keys are reversed: the 'lowest' sort puts the tied "
      "relevant targets first and the 'highest' sort puts them last",
      [[r"(sort|tie).{0,30}key", r"sign", r"relevant (first|before).{0,40}(lowest|pessim)",
        r"(tie.?break|break\w* the tie).{0,30}(wrong|revers|backward|other way)", r"revers\w* .{0,20}tie"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q34", "ndcg.value", "twin", "the ideal ranking of all judged grades is cut to the length of the retrieved "
      "list",
      [[r"truncat", r"cut (off )?(at|to) (the )?(length|len|retrieved|list|\d)", r"\[:len", r"only (the )?(first|top) (len|n|\d)",
        r"ndcg_cut", r"length of (the )?(retrieved|list)"]], '''
from math import log2

g = v["grades"]
ideal = sorted(g + v["unretrieved"], reverse=True)[:len(g)]
dcg = lambda xs: sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q35", "gen.grip_point", "twin", "the scope is the number of relevant items found in the list (sum of the "
      "labels) instead of the class size n_relevant",
      [[r"sum\(labels\)", r"(relevant|items) (retrieved|found|in the list)", r"instead of (c|n_relevant|the class size)",
        r"scope.{0,30}(found|retrieved)", r"n_relevant (is )?(ignored|unused|never used)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    s = int(y.sum())
    return float(y[:s].sum() / s) if s else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q37", "set.pr", "data", "counts the retrieved list as it is: an id retrieved twice is counted twice",
      [[r"duplicat", r"(list|lists) (not|instead of) (a )?sets?", r"not (a |as )?set", r"repeated",
        r"counted (twice|two times)", r"set\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q36", "dcg.trec", "data", "sorts the grades from high to low first (the ideal DCG of the grades instead of "
      "their DCG in the given order)",
      [[r"sort", r"ideal", r"reorder", r"best order", r"order of (the )?grades"]], '''
import numpy as np

g = np.sort(np.array(v["grades"]))[::-1]
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q38", "map.mean", "data", "divides each query's sum of precisions by the length of its run instead of its "
      "n_relevant",
      [[r"len\(run\)", r"length of (the )?(run|list|ranking)", r"(run|list)'?s? length", r"number of (retrieved|ranks|items)",
        r"n_relevant (is )?(ignored|unused|never used)", r"instead of n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, y in enumerate(run, 1):
            if y:
                hits += 1
                s += hits / i
        aps.append(s / len(run))
    return sum(aps) / len(aps)
''')

wrong("q39", "ndcg.all_judgments", "data", "takes the unretrieved list as a count of relevant items: each enters "
      "the ideal with grade 1, their own grades are lost",
      [[r"grade (of )?1\b", r"(as|treated as|counted as) (binary|1\b|one\b)", r"binary", r"count of",
        r"number of (unretrieved|items)", r"ignor\w* (the |their )?(unretrieved )?grades",
        r"grades? of (the )?unretrieved.{0,20}(ignored|lost|dropped)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q40", "gen.practical", "data", "reads d as the number of items outside the judged top and uses d + s as "
      "the database size",
      [[r"d ?\+ ?s", r"(add|adds|added)\w* .{0,20}(s|scope|judged)", r"(unjudged|rest|remaining|outside|others).{0,30}(database|\bd\b)",
        r"database size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    D = d + s   # the judged top plus the d others
    return [v / s, v / (D - s + v) if v else 0.0, v / D]
''')

wrong("q41", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with a value "
      "above epsilon",
      [[r"similarit", r"(greater|larger|bigger|more|above) (than )?(epsilon|ε)", r"> ?epsilon", r"far(thest|ther)?",
        r"outside"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [y for x, y in zip(distances, labels) if x > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q42", "interp.step", "data", "the recall is computed against the relevant items in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|items) (retrieved|found|in the (list|ranking))", r"instead of n_relevant",
        r"n_relevant (is )?(ignored|unused|never used)", r"unretrieved", r"never retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)   # relevant items in the ranking
    hits = 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            if hits / R >= level - 1e-12:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "trapezoids under the ROC staircase, one per distinct score (itertools.groupby)", '''
from itertools import groupby

def my_auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pairs = sorted(zip(scores, labels), reverse=True)
    tp = fp = 0
    area = 0.0
    for s, grp in groupby(pairs, key=lambda t: t[0]):
        g = [y for _, y in grp]
        dtp = sum(g)
        dfp = len(g) - dtp
        area += (dfp / N) * (tp + dtp / 2) / P
        tp += dtp
        fp += dfp
    return area
''')

right("q44", "interp.curve", "running maximum read right to left, exact fractions", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    pts, hits = [], 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    best = Fraction(0)
    env = []
    for rec, p in reversed(pts):
        best = max(best, p)
        env.append((rec, best))
    env.reverse()
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        out.append(float(next((p for rec, p in env if rec >= r), 0)))
    return out
''')

right("q45", "dcg.classic", "NumPy bars: the first bar undiscounted, then log2 of the rank", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return float(np.sum(g / disc))
''')

right("q46", "map.mean", "itertools.accumulate for the hits, a comprehension per query", '''
from itertools import accumulate

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits = list(accumulate(run))
        s = sum(h / i for i, (h, y) in enumerate(zip(hits, run), 1) if y)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

right("q47", "gen.grip_point", "explicit loop up to the class size, missing ranks not relevant", '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for i in range(n_relevant):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / n_relevant
''')

right("q48", "roc.eer", "walk the ROC points and intersect the crossing segment with FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    fpr = [0.0] + [((s >= t) & ~y).sum() / N for t in thr]
    fnr = [1.0] + [1 - ((s >= t) & y).sum() / P for t in thr]
    for j in range(len(fpr)):
        a = fpr[j] - fnr[j]
        if a >= 0:
            if j == 0 or a == 0:
                return float(fpr[j])
            b = fpr[j - 1] - fnr[j - 1]
            t = -b / (a - b)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return 1.0
''')

SUBMISSIONS = tuple(S)
