"""Diagnosis class 74, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- defensive
coders: many guards, early returns and special cases, default values, try/except blocks that swallow an error and
return 0 or the last value, input validation that rejects or rewrites legitimate inputs (clipping, deduplicating,
filtering, casting), and guard conditions written with the wrong comparison or on the wrong variable. Styles vary
inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept
in ``style``). Student ids are ``"c74-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class74): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 74 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c74-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)",
        r"without (the )?beta", r"as if beta (were|was|is) 1"]], '''
def my_f(precision, recall, beta):
    if precision is None or recall is None:
        return 0.0
    if precision <= 0 and recall <= 0:
        return 0.0
    try:
        return 2 * precision * recall / (precision + recall)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over all relevant items "
      "in the list) instead of their precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"total (number of )?relevant",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if not distances or k <= 0:
        return 0.0
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = order[:k]
    hits = sum(1 for i in top if labels[i])
    n_rel = sum(1 for x in labels if x)
    if n_rel == 0:
        return 0.0
    return hits / n_rel
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the mean "
      "of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (average precision|AP)", r"\bAP\b", r"no interpolation", r"without interpolat", r"not interpolated",
        r"precision at (the )?relevant ranks"]], '''
def my_11pt(labels, n_relevant):
    if not labels or n_relevant <= 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q04", "map.mrr", "sibling", "computes mean average precision (AP of each query over its relevant items) "
      "instead of the mean reciprocal rank",
      [[r"\bMAP\b", r"mean average precision", r"average precision", r"\bAP\b", r"every relevant (item|rank)",
        r"all (the )?relevant (items|ranks)", r"not (just|only) the first"]], '''
def my_mrr(runs):
    if not runs:
        return 0.0
    scores = []
    for run in runs:
        n_rel = sum(run)
        if n_rel == 0:
            scores.append(0.0)
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        scores.append(s / n_rel)
    return sum(scores) / len(scores)
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the |of )?(tp|counts|tables)", r"total tp", r"summ?ed counts",
        r"weighted by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float).reshape(-1, 3)
    if t.size == 0:
        return 0.0
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    if tp + fp == 0:
        return 0.0
    return float(tp / (tp + fp))
''')

wrong("q06", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant found over the class "
      "size) instead of the precision at scope c",
      [[r"recall (of|over|at the end of) (the )?(whole|entire|full|all)", r"recall instead", r"\brecall\b.{0,40}(whole|entire|end of the list)",
        r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|items)",
        r"not (cut|truncated) at", r"ignor\w* (the )?scope"]], '''
def my_grip_point(labels, n_relevant):
    if n_relevant is None or n_relevant <= 0:
        return 0.0
    found = sum(1 for x in labels if x == 1)
    return min(1.0, found / n_relevant)
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i (trec-style DCG) instead of the exponential "
      "gain 2^rel_i - 1",
      [[r"linear", r"rel_?i\b.{0,20}(instead|not)", r"(no|without) (the )?exponential", r"not exponential",
        r"trec", r"gain (is )?(the )?grade", r"grade itself", r"2\s*\^\s*rel.{0,30}(missing|not used|ignored)"]], '''
import math

grades = [int(g) if g and g > 0 else 0 for g in v["grades"]]
my_dcg_exp = 0.0
for i, g in enumerate(grades, start=1):
    my_dcg_exp += g / math.log2(i + 1)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2).{0,30}(instead of|not|rather than).{0,20}beta\s*(\^|\*\*|squared|2)",
        r"(not|never|forgot\w*( to)?|without) squar", r"beta squared",
        r"squar\w* (of )?beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    if beta < 0:
        beta = -beta
    denom = beta * precision + recall
    if denom == 0:
        return 0.0
    return (1 + beta) * precision * recall / denom
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"(wrong|another|other) (log )?base",
        r"not log2", r"instead of log2", r"log_?e"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if g is None:
            continue
        if i == 1:
            total += g
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of the largest "
      "class size d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(forg[eo]t|without|missing|leav\w* out|drop\w*) (the )?\+ ?v",
        r"(forg[eo]t|without|missing|leav\w* out|drop\w*).{0,20}\bv\b.{0,20}denominator",
        r"d - s \+ v", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if s == 0 or d <= 0:
        return [0.0, 0.0, 0.0]
    precision = v / s
    try:
        recall_lower = v / (d - s)
    except ZeroDivisionError:
        recall_lower = 0.0
    return [precision, recall_lower, v / d]
''')

wrong("q11", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing it by the ideal DCG "
      "(the normalisation is left out)",
      [[r"(not|never|without|forg[eo]t\w*( to)?|missing) (the )?(normali[sz]|divid\w* by (the )?ideal|IDCG)",
        r"un.?normali[sz]ed", r"\bDCG\b.{0,30}(instead of|not) (the )?NDCG", r"raw DCG", r"only (the )?DCG",
        r"no division by (the )?(ideal|IDCG)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    grades = [g for g in grades if g is not None]
    ideal = sorted(list(grades) + list(unretrieved or []), reverse=True)
    idcg = dcg(ideal)
    if idcg <= 0:
        return 0.0
    return dcg(grades)
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2",
      [[r"tie\w*.{0,40}(as |counts? )?(1(?![/.\d])|one|a (full|whole))\b", r"(1|one|full) (instead of|not) (1/2|half|0\.5)",
        r"tie\w*.{0,30}(not|never) (halved|half)", r">=", r"greater than or equal", r"non.?strict"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    if not pos or not neg:
        return 0.5
    good = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                good += 1
            elif a == b:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"greater of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant <= 0 or k <= 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q14", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the 1 outside the logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"(1|one) (added )?outside", r"outside (the )?(log|parenthes)",
        r"parenthes", r"after (taking )?the log"]], '''
import math

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    if g <= 0:
        continue
    my_dcg_trec += g / (math.log2(i) + 1)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop starts at index 1, so the item at rank 1 is never counted",
      [[r"rank 1", r"first (item|rank|label|element)", r"index 1", r"range\(1", r"skip\w*", r"off.by.one"]], '''
def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    hits = 0
    for i in range(1, min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "interp.curve", "flow", "breaks out of the rank loop at the first rank whose recall reaches r, taking "
      "that precision instead of the maximum over all later ranks",
      [[r"\bbreak\b", r"first rank", r"stops? (at|after) the first", r"(no|without|not the|instead of the) max",
        r"not (the )?maximum", r"first (point|precision)"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant <= 0:
        return [0.0] * 11
    out = []
    for j in range(11):
        r = j / 10
        best = 0.0
        hits = 0
        for i, x in enumerate(labels, start=1):
            hits += x
            if hits * 10 >= j * n_relevant:
                best = hits / i
                break
        out.append(best)
    return out
''')

wrong("q17", "map.mean", "flow", "the hit counter is set once before the query loop and never reset, so each query "
      "carries the previous queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"(carries|carry|keeps?) (the )?(previous|earlier)",
        r"(previous|earlier|other) quer\w*'?s? hits", r"accumulat\w* across", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        if n <= 0:
            aps.append(0.0)
            continue
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.points", "flow", "the precision is computed before the current relevant item is counted, so each "
      "point holds one hit too few",
      [[r"before (the )?(current|hit|item|counter)", r"one hit (too )?few", r"(hit|counter) (is )?(incremented|updated|counted) "
        r"(too )?late", r"(increment|update)\w* after", r"previous (hit )?count", r"off.by.one"]], '''
def my_pr_points(labels, n_relevant):
    if not labels:
        return []
    points = []
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q19", "pr.averaged", "flow", "the return sits inside the query loop, so only the first query's curve is "
      "summed before dividing by the number of queries",
      [[r"return.{0,30}(inside|in) the (query )?loop", r"first query only", r"only the first query",
        r"indent", r"(stops|returns) after (the )?first query", r"other quer\w* (are )?(never|not) (added|summed)"]], '''
def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    total = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        curve = [0.0] * 11
        if n > 0:
            hits = 0
            pts = []
            for i, x in enumerate(run, 1):
                hits += x
                pts.append((hits, hits / i))
            for j in range(11):
                curve[j] = max([p for h, p in pts if h * 10 >= j * n], default=0.0)
        total = [t + c for t, c in zip(total, curve)]
        return [t / len(runs) for t in total]
''')

wrong("q20", "map.mrr", "flow", "the loop has no break, so the rank of the LAST relevant item overwrites the first",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"not (the )?first", r"keeps? (on )?(looping|going)"]], '''
def my_mrr(runs):
    if len(runs) == 0:
        return 0.0
    total = 0.0
    for run in runs:
        first = None
        for i, x in enumerate(run, start=1):
            if x == 1:
                first = i
        if first is not None:
            total += 1 / first
    return total / len(runs)
''')

wrong("q21", "scope.eps_precision", "flow", "stops at the first distance >= epsilon as if the distances were "
      "sorted, but they are in input order",
      [[r"sort", r"\bbreak\b", r"stops? (at|after) the first", r"input order", r"order of (the )?distances"]], '''
def my_eps_precision(distances, labels, epsilon):
    if not distances or epsilon <= 0:
        return 0.0
    n = hits = 0
    for d, y in zip(distances, labels):
        if d >= epsilon:
            break
        n += 1
        hits += y
    return hits / n if n else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "avg.macro", "hidden", "a query with nothing retrieved is skipped, so the mean divides by the "
      "answered queries only instead of counting that query as precision 0",
      [[r"skip\w*", r"left out", r"leav\w* out", r"exclud\w*", r"drop\w*", r"ignor\w*",
        r"(fewer|only the) quer", r"not counted"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fp, fn = row
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    if not precs:
        return 0.0
    return sum(precs) / len(precs)
''')

wrong("q23", "set.pr", "hidden", "returns precision 1 when nothing is retrieved (no false positives) instead of 0",
      [[r"precision (of )?(1|one)\b", r"1\.0 (for|when) nothing", r"(returns?|gives?) 1\b", r"no false positives",
        r"instead of 0.{0,20}empty", r"empty.{0,40}\b1\b"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved or []), set(relevant or [])
    if not ret:
        return [1.0, 0.0]
    tp = len(ret & rel)
    precision = tp / len(ret)
    recall = tp / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q24", "ap.exact", "hidden", "clips n_relevant to the length of the list, so relevant items beyond the list "
      "no longer count in the denominator",
      [[r"clip\w*", r"cap\w*", r"min\(", r"length of the list", r"len\(labels\)", r"list length",
        r"limit\w* n_?relevant"]], '''
def my_ap(labels, n_relevant):
    n_relevant = min(n_relevant, len(labels))
    if n_relevant <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q25", "scope.knn_ties", "hidden", "the guard `if k >= len(distances): k = len(distances) - 1` clips a k equal "
      "to the whole list (wrong comparison)",
      [[r"clip\w*", r"k\s*-\s*1", r"len\(distances\)\s*-\s*1", r">=", r"reduc\w* k", r"(one|1) (item )?(too )?(few|less|short)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    if n == 0 or k <= 0:
        return [0.0, 0.0]
    if k >= n:
        k = n - 1
    kth = sorted(distances)[k - 1]
    below = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(below)
    r = sum(tied)
    lo = sum(below) + max(0, slots - (len(tied) - r))
    hi = sum(below) + min(r, slots)
    return [lo / k, hi / k]
''')

wrong("q26", "ap.at_k", "hidden", "clips k to the list length, so a k longer than the list divides by min(len, "
      "n_relevant) instead of min(k, n_relevant)",
      [[r"clip\w*", r"cap\w*", r"k\s*=\s*min", r"len\(labels\)", r"list length", r"length of the list",
        r"shorten\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if k > len(labels):
        k = len(labels)
    denom = min(k, n_relevant)
    if denom <= 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("q27", "pr.averaged", "hidden", "a query with no relevant items is skipped (continue) instead of adding 0 at "
      "every level, so the mean divides by fewer queries",
      [[r"skip\w*", r"left out", r"leav\w* out", r"exclud\w*", r"drop\w*", r"ignor\w*", r"continue",
        r"fewer queries", r"not counted"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        if n <= 0:
            continue
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curve = []
        for j in range(11):
            ok = prec[hits * 10 >= j * n]
            curve.append(float(ok.max()) if ok.size else 0.0)
        curves.append(curve)
    if not curves:
        return [0.0] * 11
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the cut list instead of the class size c when the "
      "list is shorter than c",
      [[r"len\((top|cut|labels)", r"length of the (cut |truncated |short )?list", r"(number|count) of (ranks|items) "
        r"(in|retrieved)", r"instead of (c|n_relevant|the class size)", r"missing ranks.{0,30}(not counted|dropped|"
        r"ignored)"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels[:n_relevant])
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ndcg.all_judgments", "twin", "builds the ideal ranking as the sorted retrieved grades followed by the "
      "unretrieved grades, without sorting them all together",
      [[r"(not|never|without) (re-?)?sort\w* (them )?(all )?together", r"append\w*.{0,40}(after|at the end|end)",
        r"(after|behind) the retrieved", r"at the end of the ideal", r"not (re-?)?sorted (as a whole|together|jointly)",
        r"concatenat\w*", r"separately sorted", r"sort\w* separately"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    if not grades:
        return 0.0
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    extra = [g for g in (unretrieved or []) if g > 0]
    ideal = sorted(grades, reverse=True) + sorted(extra, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q30", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\w* (of )?(the )?labels", r"sum\(", r"relevant (items )?(in the list|retrieved|found)",
        r"(found|retrieved) relevant", r"instead of n_?relevant", r"not n_?relevant"]], '''
labels = [1 if x else 0 for x in v["labels"]]
R = sum(labels)
if R == 0:
    my_r_precision = 0.0
else:
    my_r_precision = sum(labels[:R]) / R
''')

wrong("q31", "set.f_beta", "twin", "beta squared multiplies the recall instead of the precision in the denominator",
      [[r"(beta|\u03b2).{0,30}(recall|\bR\b).{0,30}(instead|not|rather).{0,30}(precision|\bP\b)",
        r"wrong (term|place|side)", r"(on|to|with|multipl\w*) (the )?recall", r"swap\w*", r"P and R (swapped|exchanged)",
        r"beta\s*(\^|\*\*)\s*2\s*\*\s*r"]], '''
def my_f(precision, recall, beta):
    p, r = float(precision), float(recall)
    if p == 0.0 and r == 0.0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * p * r / (p + b2 * r)
''')

wrong("q32", "ap.value", "twin", "clips n_relevant to the number of relevant items retrieved (min(n_relevant, "
      "sum(labels))), so unretrieved relevant items leave the denominator",
      [[r"clip\w*", r"cap\w*", r"min\(", r"relevant (items )?(retrieved|found|in the list)", r"sum\(labels\)",
        r"unretrieved", r"never retrieved", r"(missing|not retrieved).{0,30}(denominator|ignored|left out)"]], '''
labels = list(v["labels"])
n_rel = min(v["n_relevant"], sum(1 for x in labels if x))
hits, s = 0, 0.0
for i, x in enumerate(labels, start=1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / n_rel if n_rel > 0 else 0.0
''')

wrong("q33", "interp.step", "twin", "compares recall > level (strict), so a level equal to a reached recall R_i "
      "takes the next point's precision",
      [[r"strict", r"\s>\s", r"greater than (instead|rather)", r">= ?(instead|not)", r"next (PR )?point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant <= 0 or level <= 0:
        return 0.0
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / i
    return 0.0
''')

wrong("q34", "gen.practical", "twin", "divides the generality lower bound by the scope s instead of the database "
      "size d (it repeats the precision)",
      [[r"(divid\w* )?by (the )?(scope|s\b)", r"/\s*s\b", r"v\s*/\s*s", r"instead of (the )?(database|d\b)",
        r"not (by )?d\b", r"scope instead"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if s == 0:
        return [0.0, 0.0, 0.0]
    c_max = d - s + v
    rec = Fraction(v, c_max) if c_max > 0 else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, s))]
''')

wrong("q35", "scope.eps_precision", "twin", "keeps targets with d <= epsilon (non-strict) instead of d < epsilon",
      [[r"<=", r"non.?strict", r"less than or equal", r"not strict", r"equal to epsilon", r"boundary",
        r"(d|distance) = epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    if len(inside) == 0:
        return 0.0
    return sum(inside) / len(inside)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice (the retrieved list is not made a set)",
      [[r"duplicat\w*", r"(not|never) (made |turned |converted )?(in)?to a set", r"set\(",
        r"counted (twice|more than once)", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        return [0.0, 0.0]
    rel = set(relevant)
    tp = sum(1 for d in retrieved if d in rel)
    precision = tp / len(retrieved)
    recall = min(1.0, tp / len(rel)) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "dcg.classic", "data", "clips every grade to 1 (binary relevance), so grades 2 and 3 count as 1",
      [[r"clip\w*", r"binar\w*", r"grades? (2|3|above 1|> ?1).{0,30}(as|to) 1", r"min\(", r"cap\w*",
        r"0/1", r"relevant or not"]], '''
from math import log2

def my_dcg(grades):
    gs = [min(1, max(0, int(g))) for g in grades]
    if not gs:
        return 0.0
    return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], start=2))
''')

wrong("q38", "roc.auc", "data", "deduplicates the positive and negative scores with set(), so tied items count once",
      [[r"dedup\w*", r"set\(", r"duplicat\w*", r"count (only )?once", r"unique"]], '''
def my_auc(scores, labels):
    pos = set(s for s, y in zip(scores, labels) if y)
    neg = set(s for s, y in zip(scores, labels) if not y)
    if not pos or not neg:
        return 0.0
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q39", "rank.distances", "data", "sorts by distance in descending order (farthest first), reading a large "
      "distance as similar",
      [[r"farthest", r"furthest", r"descending", r"reverse", r"largest distance", r"(large|high) distance.{0,30}"
        r"(similar|close|first)", r"similarit"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    if d.size == 0:
        return 0.0
    k = int(max(1, k))
    order = np.argsort(-d, kind="stable")
    return float(y[order[:k]].sum() / k)
''')

wrong("q40", "avg.macro", "data", "reads each row as [tp, fn, fp], so the precision divides by tp + fn (a recall)",
      [[r"column", r"order of (the )?(fields|columns|counts|row)", r"tp \+ fn", r"\[tp, fn, fp\]",
        r"recall", r"false negatives"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    vals = []
    for tp, fn, fp in tables:
        denom = tp + fp
        vals.append(tp / denom if denom > 0 else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q41", "gen.practical", "data", "takes the database as d + s items (d read as the unjudged part), so every "
      "bound uses d + s instead of d",
      [[r"d\s*\+\s*s", r"unjudged", r"(add|adds|added) (the )?(scope|s\b)", r"database size", r"instead of d\b"]], '''
def my_practical(labels, d):
    labels = [1 if x else 0 for x in labels]
    s, v = len(labels), sum(labels)
    if s == 0:
        return [0.0, 0.0, 0.0]
    total = d + s
    c_max = total - s + v
    return [v / s, v / c_max if c_max else 0.0, v / total]
''')

wrong("q42", "map.mean", "data", "uses the length of each run as its number of relevant items instead of "
      "n_relevant[i]",
      [[r"len\(run\)", r"length of (each |the )?(run|list|query)", r"list length", r"instead of n_?relevant",
        r"ignor\w* n_?relevant", r"n_?relevant (is )?(ignored|unused|never used)"]], '''
def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        n = len(run)
        if n == 0:
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / n
    return total / len(runs)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "loop over tied-score groups, linear crossing of FPR = 1 - TPR", '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    P = sum(1 for _, y in pairs if y)
    N = len(pairs) - P
    if P == 0 or N == 0:
        return 0.0
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        d = fpr - (1 - tpr)
        if d >= 0:
            if prev is None or d == 0:
                return fpr
            f0, d0 = prev
            return f0 + (-d0 / (d - d0)) * (fpr - f0)
        prev = (fpr, d)
    return 1.0
''')

right("q44", "scope.knn_ties", "counts below and at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    below = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(below)
    r = sum(1 for y in tied if y)
    lo = sum(below) + max(0, slots - (len(tied) - r))
    hi = sum(below) + min(r, slots)
    return [lo / k, hi / k]
''')

right("q45", "interp.step", "exact Fractions for the recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant <= 0:
        return 0.0
    target = Fraction(str(level))
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / i
    return 0.0
''')

right("q46", "ap.eleven_point", "comprehensions, integer recall comparison", '''
def my_11pt(labels, n_relevant):
    if n_relevant <= 0:
        return 0.0
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += 1 if x else 0
        pts.append((hits, hits / i))
    return sum(max([p for h, p in pts if 10 * h >= j * n_relevant], default=0.0) for j in range(11)) / 11
''')

right("q47", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    if not runs:
        return 0.0
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q48", "set.pr", "sets with guards for the empty cases", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret) if ret else 0.0
    r = tp / len(rel) if rel else 0.0
    return [p, r]
''')

SUBMISSIONS = tuple(S)
