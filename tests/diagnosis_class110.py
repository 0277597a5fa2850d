"""Diagnosis class 110, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse the course's neighbouring concepts (precision vs recall vs fallout, AP vs 11-point AP vs R-precision, DCG
vs NDCG vs CG, generality vs scope, micro vs macro, ROC vs PR, MRR vs MAP, interpolated vs step precision): each
submission computes a close neighbour of what is asked, or mixes one part of a neighbour's formula into the asked
one. Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c110-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class110).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 110 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c110-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated AP (mean of the interpolated precisions at "
      "recall 0.0, 0.1, ..., 1.0) instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"recall levels", r"0\.0, 0\.1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points = []
    hits = 0
    for i, x in enumerate(labels, start=1):
        hits += x
        points.append((hits / n_relevant, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in points if rec >= r], default=0.0)
    return total / 11
''')

wrong("q02", "map.mean", "sibling", "computes MRR (the mean of 1 / rank of the first relevant item) instead of MAP",
      [[r"\bMRR\b", r"reciprocal rank", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
                break
    return total / len(runs)
''')

wrong("q03", "dcg.classic", "sibling", "returns the cumulative gain CG (the plain sum of grades, no log discount) "
      "instead of DCG",
      [[r"\bCG\b", r"cumulative gain", r"no (log )?discount", r"without (the |a )?(log )?discount",
        r"discount\w* (is )?(missing|ignored|left out|forgotten)", r"(plain|simple) sum", r"sum of (the )?grades"]], '''
def my_dcg(grades):
    return float(sum(grades))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages the precision (pooled tp over pooled tp + fp) instead of "
      "macro-averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |of )?(counts|tp)", r"total (tp|counts)",
        r"weight\w* by (the )?(number|size|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "interp.curve", "sibling", "uses the step rule (the precision at the first relevant rank whose recall "
      "reaches r) instead of the maximum precision over all ranks with recall >= r",
      [[r"step", r"first (relevant )?rank (where|whose|that|reaching)", r"not the max", r"instead of the max",
        r"max\w* (to|on) the right", r"(max|maximum).{0,40}(missing|ignored|not taken)"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / i))
    out = []
    for j in range(11):
        r = j / 10
        p = next((prec for rec, prec in points if rec >= r), 0.0)
        out.append(p)
    return out
''')

wrong("q06", "roc.auc", "sibling", "returns the area under the precision-recall curve (the average precision of "
      "the ranking by score) instead of the area under the ROC curve",
      [[r"precision.?recall", r"\bPR\b", r"average precision", r"\bAP\b"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    n_pos = sum(labels)
    hits, total = 0, 0.0
    for rank, i in enumerate(order, 1):
        if labels[i] == 1:
            hits += 1
            total += hits / rank
    return total / n_pos
''')

wrong("q07", "gen.practical", "sibling", "returns the fraction of the database in the scope (s / d, a scope ratio) "
      "as the lower bound of generality instead of v / d",
      [[r"\bs ?/ ?d\b", r"len\(labels\) ?/ ?d", r"scope.{0,20}(divided by|over|/) ?(the )?d\b",
        r"(instead of|not) v ?/ ?d"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = Fraction(v, s)
    recall_lower = Fraction(v, d - s + v) if v else Fraction(0)
    generality_lower = Fraction(s, d)
    return [float(precision), float(recall_lower), float(generality_lower)]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall in the denominator ((1 + b^2) P R / (P + b^2 R)): "
      "precision and recall swapped in the weighting",
      [[r"swap\w*", r"(precision|recall) and (recall|precision) (are )?(confused|exchanged|interchanged|reversed)",
        r"beta.{0,20}(on|times|multipl\w*) (the )?recall", r"1 ?/ ?beta", r"wrong term", r"F_?\(?1 ?/ ?b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) as the discount instead of log2(i + 1)",
      [[r"natural", r"\bln\b", r"base", r"log\(.*\) instead of log2", r"math\.log\b"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q10", "ndcg.all_judgments", "shape", "computes the ideal DCG with the log2(i + 1) discount (the TREC "
      "formulation) while the DCG uses the classic discount",
      [[r"log2\(i ?\+ ?1\)", r"trec (discount|formulation)", r"different (discount|formulation)", r"mix\w*",
        r"(ideal|IDCG).{0,40}(other|another|wrong) (discount|formula)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q11", "roc.eer", "shape", "finds the crossing right but returns the true positive rate there (1 - EER) "
      "instead of the error rate",
      [[r"1 ?- ?EER", r"returns? (the )?TPR", r"TPR (at|instead)", r"true positive rate", r"complement", r"1 minus", r"one minus"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 + t0 - 1, f1 + t1 - 1
        if d0 <= 0 <= d1:
            if d1 == d0:
                return 1 - f0
            a = -d0 / (d1 - d0)
            f = f0 + a * (f1 - f0)
            return 1 - f
    return 1.0
''')

wrong("q12", "ap.at_k", "shape", "divides the sum of the precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"/ ?k\b", r"denominator (is |of )?k\b",
        r"ignor\w* (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / k if k else 0.0
''')

wrong("q13", "scope.knn_ties", "shape", "divides both bounds by the number of targets within the k-th distance "
      "(the whole tied result) instead of by k",
      [[r"instead of k", r"not (by )?k\b", r"tied (group|result|targets).{0,40}(denominator|divid)",
        r"(denominator|divid\w*).{0,40}(tie|within|number of targets|result size)", r"more than k"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    n = len(closer) + len(tied)
    low = sum(closer) + max(0, slots - (len(tied) - sum(tied)))
    high = sum(closer) + min(slots, sum(tied))
    return [low / n, high / n]
''')

wrong("q14", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1 (a grade-0 item still gains 1)",
      [[r"forg[eo]t.{0,20}(- ?1|minus)", r"minus (one|1)", r"without (subtracting|the) ?1", r"2\^rel\b", r"2 ?\*\* ?rel\b",
        r"grade.?0.{0,30}gain"]], '''
from math import log2

my_dcg_exp = 0.0
for i, rel in enumerate(v["grades"], start=1):
    my_dcg_exp += 2 ** rel / log2(i + 1)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends the precision at every rank (the append is outside the if), not only "
      "at the relevant ones",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"outside (the|its) if", r"recall (does not|doesn't) change", r"whether or not"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x == 1:
            hits += 1
        out.append(hits / i)
    return out if hits else []
''')

wrong("q16", "map.mrr", "flow", "keeps the reciprocal rank of the LAST relevant item (no break after the first)",
      [[r"\blast\b", r"no break", r"break", r"overwrit\w*", r"not the first", r"instead of the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run):
            if rel:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "creates the list of best precisions once, outside the loop over queries, "
      "so a query's curve keeps the maxima of the earlier queries (never reset)",
      [[r"reset", r"reus\w*", r"outside (the )?loop", r"carr\w* over", r"earlier quer", r"previous quer",
        r"accumulat\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    best = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            ok = prec[rec >= r - 1e-12]
            if ok.size:
                best[j] = max(best[j], ok.max())
        total += best
    return list(total / len(runs))
''')

wrong("q18", "ap.eleven_point", "flow", "builds the levels with np.arange(0, 1, 0.1), which stops at 0.9: level 1.0 "
      "is left out and the mean is over 10 levels",
      [[r"(level )?1\.0 (is )?(missing|left out|dropped|skipped)", r"(missing|without|drops?|skips?|leaves out).{0,20}(level )?1\.0", r"10 levels", r"ten levels", r"arange", r"last level", r"off.by.one"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for r in np.arange(0, 1, 0.1):
        mask = rec >= r - 1e-12
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|un)\s?sort\w*", r"input order", r"without sorting", r"as given", r"original order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = list(zip(distances, labels))[:k]
    return sum(lab for _, lab in nearest) / k
''')

wrong("q20", "ap.value", "flow", "computes each precision before incrementing the hit counter, so P@i counts "
      "one relevant item too few",
      [[r"before (increment|adding|counting|updat)", r"counter", r"off.by.one", r"one (relevant item )?too few",
        r"hits ?- ?1", r"order of (the )?(update|statements)"]], '''
labels, n_relevant = v["labels"], v["n_relevant"]
hits = 0
total = 0.0
for i, rel in enumerate(labels, start=1):
    if rel:
        total += hits / i
        hits += 1
my_ap_value = total / n_relevant
''')

wrong("q21", "interp.step", "flow", "reads the precision saved one pass late: the precision of the relevant item "
      "before the one whose recall reaches the level",
      [[r"previous", r"one (step|pass|item|point) (too )?(late|early|before)", r"before the one",
        r"preceding", r"earlier (relevant|point)", r"P_?\(?i ?- ?1", r"off.by.one"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    last_p = Fraction(0)
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(level).limit_denominator(1000):
                return float(last_p)
            last_p = Fraction(hits, rank)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average (divides by the "
      "number of queries that retrieved something) instead of counting its precision 0",
      [[r"nothing retrieved", r"empty (result|quer)", r"no (item|document)s? retrieved"],
       [r"(left|leaves|leaving) out", r"skip\w*", r"drop\w*", r"exclud\w*", r"ignor\w*", r"not counted",
        r"fewer queries"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q23", "map.mean", "hidden", "skips a query whose relevant items were never retrieved, so the mean runs over "
      "fewer queries instead of counting its AP as 0",
      [[r"never retrieved", r"no relevant (item )?retrieved", r"nothing relevant"],
       [r"skip\w*", r"drop\w*", r"exclud\w*", r"left out", r"ignor\w*", r"fewer queries", r"not counted"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        if not any(run):
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n)
    return sum(aps) / len(aps)
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the number of ranks present when the list is shorter than the "
      "class (labels[:c] has fewer than c items) instead of by c",
      [[r"fewer than (c|n_relevant)", r"len\(", r"list length", r"divid\w* by (the )?(number of )?(items|ranks) (present|in the list)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "set.pr", "hidden", "divides by the number retrieved without a guard: raises ZeroDivisionError when "
      "nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: raises ZeroDivisionError on a query with "
      "no relevant items", [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: raises ZeroDivisionError when no item "
      "is relevant", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: raises ZeroDivisionError there", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "sums left rectangles under the ROC curve (each step at the lower TPR) instead of "
      "trapezoids, so a tied score group's diagonal piece adds no triangle",
      [[r"rectangle", r"trapez\w*", r"step (area|sum|function)", r"riemann", r"triangle",
        r"diagonal"]], '''
def my_auc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    area = 0.0
    prev_f, prev_t = 0.0, 0.0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y == 1)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and y == 0)
        f, t = fp / N, tp / P
        area += (f - prev_f) * prev_t
        prev_f, prev_t = f, t
    return area
''')

wrong("q30", "dcg.classic", "twin", "keeps rel_1 undiscounted but discounts the later ranks by log2(i + 1), the "
      "TREC formulation's discount, instead of log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"(other|another|wrong) discount", r"mix\w*"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log2(i + 1)
    return float(total)
''')

wrong("q31", "set.f_beta", "twin", "writes F as the weighted harmonic mean with alpha = 1 / (1 + beta) instead of "
      "alpha = 1 / (1 + beta^2)",
      [[r"alpha", r"weight\w*"], [r"square", r"beta\^?2", r"beta ?\*\* ?2", r"1 ?/ ?\(1 ?\+ ?beta\)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q32", "rank.distances", "twin", "sorts the distances in descending order (reverse=True, as for similarity "
      "scores), so the k farthest items are taken",
      [[r"descending", r"reverse", r"farthest", r"furthest", r"largest distance", r"similarit\w*",
        r"highest (distance|first)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q33", "rank.p_at_k", "twin", "divides by the length of the cut list labels[:k] (fewer than k when the list "
      "is shorter) instead of by k",
      [[r"len\(", r"length of (the )?(cut|list|top)", r"fewer than k",
        r"instead of k", r"not (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k])
    return float(top.mean()) if top.size else 0.0
''')

wrong("q34", "scope.eps_precision", "twin", "keeps a target at exactly distance epsilon (d <= epsilon instead of "
      "the strict d < epsilon)",
      [[r"<=", r"not strict", r"non.?strict", r"equal to epsilon", r"at (exactly )?epsilon", r"boundary", r"inclusive",
        r"less than or equal"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries in n (ties not dropped), so the binomial has too "
      "many trials",
      [[r"ties?\b.{0,30}(not dropped|kept|counted|included)", r"(not|never|didn't|did not) drop",
        r"(kept|keeps|including) (the )?tie", r"n (includes|counts) (the )?ties", r"all (the )?queries"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = len(a)
my_sign_p = min(1.0, 2 * binom.cdf(min(wins, losses), n, 0.5))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its repeats (len(retrieved), not the set), so an id "
      "retrieved twice counts twice",
      [[r"counted twice", r"count\w* (it|the id|duplicates) (twice|again)", r"duplicat\w*", r"repeat\w*", r"not (a )?set",
        r"list instead of (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        return [0.0, 0.0 if relevant else 0.0]
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved)
    r = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "ap.exact", "data", "divides by the length of the ranking len(labels) instead of n_relevant",
      [[r"len\(labels\)", r"length of the (ranking|list)", r"number of (ranks|items|retrieved)",
        r"list length", r"instead of n_relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
    return sum(precs) / len(labels)
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp], so every query's 'precision' is "
      "tp / (tp + fn), its recall",
      [[r"recall"], [r"\bfn\b", r"false negative", r"column", r"order", r"swap\w*", r"instead of (the )?fp"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    total = Fraction(0)
    for tp, fn, fp in tables:
        total += Fraction(tp, tp + fp) if tp + fp else 0
    return float(total / len(tables))
''')

wrong("q39", "scope.knn_ties", "data", "treats the distances as similarity scores: the k LARGEST values are taken "
      "as the nearest neighbours",
      [[r"similarit\w*", r"largest", r"farthest", r"furthest", r"descending", r"reverse"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (-t[0], t[1]))
    opt = sorted(pairs, key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q40", "roc.eer", "data", "reads the scores as distances (lower score = more likely positive) and walks "
      "the thresholds from the lowest score up",
      [[r"distance", r"lower (score|is better)", r"ascending", r"reverse", r"lowest (score|first)",
        r"(score|order).{0,30}(inverted|flipped|backwards)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s):
        fpr.append(((s <= t) & ~y).sum() / N)
        tpr.append(((s <= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    a = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + a * (fpr[j] - fpr[j - 1]))
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels of "
      "the first targets in input order are counted",
      [[r"labels? (are |were )?not (sorted|reordered|moved)", r"(sorted|sorts) (only )?the distances",
        r"without (their|the) labels", r"input order", r"mismatch\w*", r"misalign\w*", r"pair\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n_inside = sum(1 for d in ds if d < epsilon)
    if n_inside == 0:
        return 0.0
    return sum(labels[:n_inside]) / n_inside
''')

wrong("q42", "pr.averaged", "data", "ignores the given n_relevant and takes each query's number of relevant items "
      "as the relevant items it retrieved (sum of its labels)",
      [[r"sum\(", r"retrieved relevant", r"relevant (items )?(it |the query )?retrieved", r"ignor\w* (the )?n_relevant",
        r"instead of n_relevant", r"unretrieved", r"never retrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        n = sum(run)
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n, hits / i))
        curves.append([max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "exact Fractions, the first relevant rank whose recall reaches the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lvl = Fraction(str(level))
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= lvl:
                return float(Fraction(hits, rank))
    return 0.0
''')

right("q44", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rrs = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rrs) / len(runs)
''')

right("q45", "pr.points", "one list comprehension with prefix sums", '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:i]) / i for i in range(1, len(labels) + 1) if labels[i - 1]]
''')

right("q46", "gen.practical", "fractions.Fraction for v/s, v/(d - s + v) and v/d", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "rank.p_at_k", "NumPy, the list padded with zeros to k", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.sum() / k)
''')

right("q48", "ap.eleven_point", "plain loops, the maximum to the right at each level", '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        cand = [p for p, r in zip(prec, rec) if r >= j / 10 - 1e-12]
        total += max(cand) if cand else 0.0
    return total / 11
''')

SUBMISSIONS = tuple(S)
