"""Diagnosis class 159, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
handle edge cases with special cases and sentinels (-1, None, nan, early returns, ``max(x, 1)`` guards), sometimes
at the wrong place; their styles vary (explicit loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c159-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class159).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 159 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c159-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(hits in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"\bhits\b",
        r"found (relevant|in the list)", r"relevant (items )?(found|in the (list|ranking))",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w*.{0,20}n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    precisions = []
    for i, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            precisions.append(hits / i)
    if hits == 0:
        return 0.0
    return sum(precisions) / hits
''')

wrong("q02", "rank.r_precision", "sibling", "computes the precision of the whole list (at its length) instead of "
      "at rank R = n_relevant",
      [[r"whole (list|ranking)", r"(entire|full) (list|ranking)", r"length of the (list|ranking)",
        r"len\(labels\)", r"all (the )?ranks", r"not (at|cut at) (rank )?R\b", r"instead of (at )?rank R",
        r"ignor\w*.{0,20}(R\b|cut|rank R)", r"never cut"]], '''
labels = v["labels"]
R = v["n_relevant"]
if R == 0:
    my_r_precision = 0.0
else:
    my_r_precision = sum(labels) / len(labels)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "11-point interpolated average",
      [[r"non.?interpolated", r"exact (AP|average precision)", r"uninterpolated", r"not interpolated",
        r"without interpolation", r"no interpolation", r"plain (AP|average precision)",
        r"precisions? at (the )?relevant ranks"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant <= 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q04", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain "
      "2^rel_i - 1 (the log2(i + 1) DCG)",
      [[r"linear gain", r"gain (of )?rel_?i\b", r"rel_?i instead of", r"not (the )?exponential",
        r"without (the )?(exponential|2\s*\*\*|2\^)", r"forg[eo]t.{0,30}(2\^|2\s*\*\*|exponential)",
        r"(raw|plain) grades?", r"grade itself", r"instead of 2\s*(\^|\*\*)"]], '''
import math

grades = v["grades"]
my_dcg_exp = 0.0
for i, g in enumerate(grades, start=1):
    if g == 0:
        continue
    my_dcg_exp += g / math.log2(i + 1)
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat\w*", r"without interpolat\w*",
        r"smallest \|?(difference|gap)", r"argmin", r"(ROC )?point (itself|only)",
        r"instead of (the )?(crossing|intersect)", r"(mean|average) of (the )?(FPR|false positive rate) and"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    if P == 0 or N == 0:
        return 0.0
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    best, best_gap = None, None
    for fpr, tpr in pts:
        fnr = 1 - tpr
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return best
''')

wrong("q06", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total tp",
        r"add\w* up (the )?(counts|tp)", r"not (the )?mean of (the )?(queries|per.query)",
        r"instead of (the )?mean of (the )?(precisions|queries)"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    tp_sum = sum(t[0] for t in tables)
    fp_sum = sum(t[1] for t in tables)
    if tp_sum + fp_sum == 0:
        return 0.0
    return tp_sum / (tp_sum + fp_sum)
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"\(d - s \+ v\) ?/ ?d", r"instead of (the )?lower"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    if s == 0:
        return [0.0, 0.0, 0.0]
    if v == 0:
        return [0.0, 0.0, (d - s) / d]
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"without squar\w*", r"forg[eo]t.{0,20}squar", r"beta instead of beta",
        r"instead of beta\s*(\^|\*\*)\s*2", r"beta\s*(\^|\*\*)\s*2.{0,20}(missing|instead)", r"not beta\s*(\^|\*\*|squared)",
        r"missing (the )?square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"log base e", r"math\.log\(", r"wrong (log(arithm)? )?base",
        r"another base", r"not log2", r"instead of log2", r"log2.{0,20}(missing|instead)"]], '''
import math

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return float(total)
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of the "
      "denominator d - s + v",
      [[r"d - s\b(?! \+)", r"without (the )?\+ ?v", r"missing.{0,20}\+ ?v", r"forg[eo]t.{0,30}\bv\b",
        r"leav\w* out.{0,20}\bv\b", r"d - s \+ v", r"denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    if s == d:
        return [v / s, 1.0, v / d]
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of", r"instead of (the )?min", r"not (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q12", "dcg.trec", "shape", "the discount is log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2\(i\) ?\+ ?1", r"outside (the )?(log|parenthes)", r"\+ ?1 (is )?(outside|after)",
        r"parenthes", r"added after the log", r"instead of log2\(i ?\+ ?1\)"]], '''
import math

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"], start=1):
    if not g:
        continue
    my_dcg_trec += g / (math.log2(i) + 1)
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"ties? (pairs? )?(count|counted|counts) (as )?(1|one|fully|whole)", r"full (point|credit)",
        r"instead of (1/2|a half|half)", r"not (1/2|half)", r"(>=|greater or equal|at least)",
        r"tied pairs?.{0,30}(as wins|1(?!/)\b|whole)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    if not pos or not neg:
        return float("nan")
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q14", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not (normalis|normaliz)", r"unnormali[sz]ed", r"without (dividing|normali[sz])", r"never divid",
        r"no division", r"DCG (only|itself|instead)", r"instead of (the )?NDCG", r"forg[eo]t.{0,30}(ideal|IDCG|divid)",
        r"(ideal|IDCG).{0,30}(never|not) (used|divided)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        if not gs:
            return 0.0
        return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(list(grades))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the return sits inside the loop over the queries: only the first query's AP "
      "is summed (then divided by the number of queries)",
      [[r"return.{0,30}inside (the )?loop", r"inside the (for )?loop", r"first query only", r"only (the )?first query",
        r"after (the )?first (query|iteration)", r"indent\w*", r"returns? (too )?early", r"loop (stops|ends) after"]], '''
def my_map(runs, n_relevant):
    if len(runs) == 0:
        return 0.0
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            ap = 0.0
        else:
            hits, s = 0, 0.0
            for i, lab in enumerate(labels, 1):
                if lab:
                    hits += 1
                    s += hits / i
            ap = s / n
        total += ap
        return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (the hit is "
      "added one step late)",
      [[r"before (counting|increment|adding|updating)", r"one (step|hit) (too )?late", r"off.by.one",
        r"increment\w* after", r"(count|hit)s? (is )?(updated|incremented) (after|too late)",
        r"not (yet )?count\w*.{0,20}(current|this)", r"hits? - ?1"]], '''
def my_pr_points(labels, n_relevant):
    if n_relevant == 0:
        return []
    points = []
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab == 1:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "loops over range(10): the level r = 1.0 is missing and only 10 values come "
      "back",
      [[r"range\(10\)", r"\b10 (levels|values|points|precisions)", r"ten (levels|values|points)",
        r"missing.{0,30}(1\.0|last level|eleventh)", r"(1\.0|last level|eleventh).{0,30}(missing|left out|dropped)",
        r"off.by.one", r"one level short", r"instead of 11", r"too short"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        points.append((hits / n_relevant, hits / k))
    out = []
    for j in range(10):
        r = j / 10
        ok = [p for rec, p in points if rec >= r]
        out.append(max(ok) if ok else 0.0)
    return out
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the rank loop: each later relevant item overwrites the "
      "reciprocal rank, so the last relevant item's rank is used",
      [[r"\bbreak\b", r"last relevant", r"overwrit\w*", r"not stop\w*", r"never stops?", r"keeps? (going|looping)",
        r"latest relevant", r"instead of (the )?first"]], '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "one curve list is created before the loop and appended for every query, so "
      "all entries are the same (last) query's curve",
      [[r"same (list|object|curve)", r"reus\w*", r"alias\w*", r"overwrit\w*", r"shared list",
        r"last query'?s? (curve|values)", r"created (once|outside|before the loop)", r"outside (of )?the loop",
        r"not (re)?(created|reset|copied)"]], '''
def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    curves = []
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / n, hits / k))
        for j in range(11):
            ok = [p for rec, p in pts if rec >= j / 10]
            curve[j] = max(ok) if ok else 0.0
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q20", "rank.distances", "flow", "sorts the distances but takes the first k labels in the input order "
      "(the labels are never reordered)",
      [[r"never (re)?(sorted|ordered)", r"not (re)?(sorted|ordered)", r"input order", r"original order",
        r"unsorted", r"labels? (are |is )?not (re)?order\w*", r"without (re)?(sorting|ordering) (the )?labels",
        r"first k (labels|items) (of|in) the (input|given)", r"sort\w* (only )?the distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if k <= 0:
        return 0.0
    nearest = sorted(distances)[:k]
    if not nearest:
        return 0.0
    top = labels[:k]
    return sum(top) / k
''')

wrong("q21", "interp.step", "flow", "counts ranks from 0 (enumerate without start=1) and guards the division with "
      "max(rank, 1): the precision uses a rank one too small",
      [[r"off.by.one", r"0.based", r"zero.based", r"start=1", r"enumerate.{0,40}(0|zero)",
        r"rank (is )?one (too )?(small|low)", r"rank - ?1", r"max\(rank, ?1\)", r"ranks? (counted )?from 0"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for rank, lab in enumerate(labels):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / max(rank, 1)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards only the empty relevant set: an empty retrieved set divides by zero",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result)", r"no (item|document|id)s? retrieved",
                 r"retrieved (set |list )?(is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    if not relevant:
        return [0.0, 0.0]
    ret, rel = set(retrieved), set(relevant)
    common = len(ret & rel)
    return [common / len(ret), common / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "returns nan instead of 0 when min(k, n_relevant) is 0 (no relevant items)",
      [NAN], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return float("nan")
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q24", "pr.averaged", "hidden", "skips a query with no relevant items instead of counting it as 0 at every "
      "level: the mean divides by the queries that have relevant items only",
      [[r"skip\w*", r"left out", r"leav\w* out", r"ignor\w*", r"drop\w*", r"not counted", r"exclud\w*",
        r"fewer queries", r"(divid\w*|mean) (by|over) (the )?(queries|number of queries) (with|that have)",
        r"instead of (counting it as )?0"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        y = np.asarray(labels, dtype=float)
        rec = np.cumsum(y) / n
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        curve = []
        for r in np.linspace(0, 1, 11):
            mask = rec >= r - 1e-12
            curve.append(prec[mask].max() if mask.any() else 0.0)
        curves.append(curve)
    if not curves:
        return [0.0] * 11
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q25", "ndcg.all_judgments", "hidden", "returns 1 instead of 0 when the ideal DCG is 0 (no relevant item "
      "at all)",
      [[r"returns? 1\b", r"1(\.0)? instead of 0", r"\bone\b instead of (0|zero)", r"perfect score",
        r"should be 0", r"instead of 0"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log2(i)
        return total

    ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0], reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 1.0
    return dcg(grades) / idcg
''')

wrong("q26", "gen.grip_point", "hidden", "when the list is shorter than the class it divides by the list's length "
      "instead of by n_relevant (the missing ranks are not counted as non-relevant)",
      [[r"length of the (list|ranking)", r"list'?s length", r"len\(labels\)", r"divid\w* by (the )?(number of|list)",
        r"instead of (by )?(n_relevant|c\b|the class size)", r"not (by )?(n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    if c == 0:
        return 0.0
    if len(labels) < c:
        return sum(labels) / len(labels)
    return sum(labels[:c]) / c
''')

wrong("q27", "scope.eps_precision", "hidden", "returns None (a bare return) when nothing lies within epsilon "
      "instead of 0", [NONE], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    if len(inside) == 0:
        return
    return sum(inside) / len(inside)
''')

wrong("q28", "roc.auc", "hidden", "special-cases every score tied as AUC 0 instead of 0.5",
      [[r"0\.5", r"\bhalf\b", r"returns? 0\b", r"0 instead of", r"chance level",
        r"special.?cas\w*"]], '''
def my_auc(scores, labels):
    if len(set(scores)) == 1:
        return 0.0
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    if not pos or not neg:
        return 0.0
    total = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall are swapped in the denominator (beta^2 multiplies the "
      "recall)",
      [[r"swap\w*", r"exchang\w*", r"switch\w*", r"(precision|P) and (recall|R) (are )?(confused|mixed up|reversed|the other way)",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)", r"multipl\w* (the )?recall", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    if denom == 0:
        return 0.0
    return (1 + b2) * precision * recall / denom
''')

wrong("q30", "rank.distances", "twin", "sorts the distances in descending order (reverse=True): farthest first",
      [[r"descending", r"reverse", r"farthest", r"largest (distance )?first", r"wrong (sort )?direction",
        r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if k == 0:
        return 0.0
    pairs = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in pairs[:k]) / k
''')

wrong("q31", "dcg.classic", "twin", "enumerates from 1 and still adds 1: ranks i >= 2 are discounted by "
      "log2(i + 1), one rank too far",
      [[r"off.by.one", r"enumerate.{0,40}(start|1)", r"start=1", r"1.based.{0,40}\+ ?1", r"adds? 1 (twice|again|too)",
        r"\+ ?1 twice", r"one rank (too far|off|late)", r"shift\w*"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("q32", "roc.auc", "twin", "counts only pairs where the positive scores strictly higher: tied pairs count 0 "
      "instead of 1/2",
      [[r"ties? (pairs? )?(count|counted|counts) (as )?(0|zero|nothing)", r"tie.{0,30}(ignored|not counted|dropped|left out)",
        r"ignor\w* (the )?ties", r"strict\w*", r"no half", r"missing (the )?(1/2|half)", r"forg[eo]t.{0,30}(tie|half)",
        r"without (the )?(1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    if pos.size == 0 or neg.size == 0:
        return 0.5
    return float((pos[:, None] > neg[None, :]).mean())
''')

wrong("q33", "rank.p_at_k", "twin", "takes np.mean of labels[:k]: when k exceeds the list it divides by the "
      "slice's length instead of k",
      [[r"length of the (slice|list|cut)", r"slice'?s? length", r"len\(labels\)", r"np\.mean", r"mean of (the )?slice",
        r"instead of (by )?k\b", r"not (by )?k\b", r"missing ranks.{0,40}(ignored|not counted|dropped)",
        r"fewer than k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    if k <= 0 or len(labels) == 0:
        return 0.0
    return float(np.mean(labels[:k]))
''')

wrong("q34", "map.mean", "twin", "ignores the n_relevant argument and recounts each query's relevant items from "
      "its labels (sum(run))",
      [[r"ignor\w*.{0,30}n_relevant", r"n_relevant.{0,30}(not used|unused|never used|ignored)",
        r"sum\((run|labels)\)", r"recount\w*", r"count\w* (the )?relevant.{0,30}(from|in) (the )?(labels|list|run)",
        r"relevant (items )?in the (list|run)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        n = sum(run)
        if n == 0:
            aps.append(0.0)
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q35", "avg.macro", "twin", "unpacks the wrong column: uses t[2] (fn) where fp (t[1]) belongs",
      [[r"column", r"index", r"t\[2\]", r"wrong (position|entry|element|field)", r"unpack\w*",
        r"fn (is used )?(instead of|for) fp", r"third (entry|element|value)"]], '''
def my_macro_precision(tables):
    if len(tables) == 0:
        return 0.0
    precs = []
    for t in tables:
        tp, fp = t[0], t[2]
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"counted twice", r"(a |as a )?list,? not (a )?set", r"without (a )?set\(",
        r"counts? (it )?(twice|two times|again)", r"repeated ids?", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    if len(retrieved) == 0:
        return [0.0, 0.0]
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved)
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "dcg.trec", "data", "turns the graded relevance into 0/1 (any grade > 0 counts 1)",
      [[r"binar\w*", r"0/1", r"grades? (as|to) (1|one)", r"ignor\w* (the )?grades", r"graded relevance",
        r"> ?0", r"every relevant (item|grade) (counts|as) 1"]], '''
import math

grades = v["grades"]
rel = [1 if g > 0 else 0 for g in grades]
my_dcg_trec = sum(r / math.log2(i + 2) for i, r in enumerate(rel))
''')

wrong("q38", "scope.knn_ties", "data", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"wrong order", r"reversed", r"other way round", r"order of the (two )?(bounds|values)",
        r"highest first", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    if k <= 0:
        return [0.0, 0.0]
    kth = sorted(distances)[k - 1]
    rel_in = sum(1 for d, y in zip(distances, labels) if d < kth and y)
    n_in = sum(1 for d in distances if d < kth)
    tied = [y for d, y in zip(distances, labels) if d == kth]
    need = k - n_in
    rel_tied = sum(tied)
    worst = max(0, need - (len(tied) - rel_tied))
    best = min(need, rel_tied)
    return [(rel_in + best) / k, (rel_in + worst) / k]
''')

wrong("q39", "roc.eer", "data", "takes label 0 as the positive class (the classes swapped)",
      [[r"label 0", r"0 as (the )?positive", r"classes? (are )?swap\w*", r"swap\w* (the )?(classes|labels)",
        r"positive (class )?(and|\/) negative.{0,20}(swapped|reversed|confused)", r"inverted labels",
        r"labels? (are )?(reversed|inverted|flipped)"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y != 0]
    if not pos or not neg:
        return 0.0
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        fpr = sum(1 for s in neg if s >= t) / len(neg)
        tpr = sum(1 for s in pos if s >= t) / len(pos)
        pts.append((fpr, tpr))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff == 0:
            return fpr
        if diff > 0:
            f0, t0 = prev
            d0 = f0 - (1 - t0)
            a = -d0 / (diff - d0)
            return f0 + a * (fpr - f0)
        prev = (fpr, tpr)
    return -1.0
''')

wrong("q40", "gen.practical", "data", "takes d as the number of items outside the scope: the database size is "
      "used as d + s",
      [[r"d \+ s", r"database (size )?(is|as) d\b", r"d (already )?(includes|is the (whole|size))", r"outside the scope",
        r"unjudged", r"adds? (the )?s(cope)? to d", r"size of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q41", "rank.r_precision", "data", "drops the first entry of the list, taking it for the query itself "
      "(query by example), and counts ranks 2 to R + 1",
      [[r"first (entry|item|element|rank)", r"rank 1.{0,30}(skipped|dropped|left out|ignored)",
        r"skip\w* (the )?(first|rank 1)", r"labels\[1:", r"query itself", r"from index 1", r"one rank (late|off)",
        r"off.by.one", r"shift\w*"]], '''
labels = v["labels"]
R = v["n_relevant"]
if R <= 0:
    my_r_precision = 0.0
else:
    results = labels[1:]  # entry 0 is the query image itself
    top = results[:R]
    my_r_precision = sum(top) / R
''')

wrong("q42", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit\w*", r"d ?> ?epsilon", r"greater than", r"larger than epsilon", r"farthest",
        r"wrong (side|direction)", r"outside (the )?(epsilon|ball|radius)", r"beyond epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [y for d, y in zip(distances, labels) if d > epsilon]
    if not kept:
        return 0.0
    return sum(kept) / len(kept)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "early return guard and a running hit count", '''
def _ap(labels, n):
    if n == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n

my_ap_value = _ap(v["labels"], v["n_relevant"])
''')

right("q44", "dcg.classic", "max(i, 2) sentinel: log2(2) = 1 leaves rank 1 undiscounted", '''
import math

def my_dcg(grades):
    return float(sum(g / math.log2(max(i, 2)) for i, g in enumerate(grades, start=1)))
''')

right("q45", "map.mrr", "first-rank sentinel None and an itertools-free loop", '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        first = None
        for i, x in enumerate(run, 1):
            if x:
                first = i
                break
        total += 0.0 if first is None else 1 / first
    return total / len(runs)
''')

right("q46", "scope.knn_ties", "counts below and at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    below = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    need = k - len(below)
    rel_t = sum(tied)
    low = sum(below) + max(0, need - (len(tied) - rel_t))
    high = sum(below) + min(need, rel_t)
    return [low / k, high / k]
''')

right("q47", "interp.curve", "exact Fractions for recall and levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += 1 if lab else 0
        pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    out = []
    for j in range(11):
        ok = [p for r, p in pts if r >= Fraction(j, 10)]
        out.append(float(max(ok)) if ok else 0.0)
    return out
''')

right("q48", "ap.eleven_point", "NumPy with a reversed running maximum", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    total = 0.0
    for j in range(11):
        idx = np.nonzero(hits * 10 >= j * n_relevant)[0]
        total += best_after[idx[0]] if idx.size else 0.0
    return float(total / 11)
''')

SUBMISSIONS = tuple(S)
