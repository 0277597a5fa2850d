"""Diagnosis class 81, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students
from a databases course who think in SQL: joins between a ranking and its judgments, GROUP BY then aggregate,
DISTINCT, COUNT(*) vs COUNT(column), WHERE filters before or after ranking, LIMIT k, NULL handling for missing
judgments, window functions (running sums, RANK vs ROW_NUMBER) written in Python with loops, NumPy,
comprehensions, itertools and fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c81-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class81).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NONE, ZERODIV, class_writer

BATCH = "diagnosis class 81 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c81-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(COUNT of the joined rows) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"in the (list|ranking)",
        r"sum\(labels\)", r"hits", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    # SELECT AVG(prec) FROM (running precision) WHERE rel = 1
    rows = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel == 1:
            hits += 1
            rows.append(hits / rank)
    if not rows:
        return 0.0
    return sum(rows) / len(rows)
''')

wrong("s02", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"burges", r"discount.{0,40}(every|all|first) rank",
        r"first (item|rank).{0,40}discount", r"shifted"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("s03", "interp.step", "sibling", "returns the usual interpolated precision (the maximum precision at any "
      "recall >= level) instead of the lecture's step rule P_i",
      [[r"max\w* (precision )?(at|over|of) (any |all |the )?(later|following|higher|subsequent)", r"highest precision",
        r"max\w* instead", r"instead of (the )?step", r"not the step", r"(standard|usual|classic|11.?point) interpolat\w*",
        r"max\w* over (r' ?>=|recall >=|higher recall)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if n_relevant and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("s04", "avg.macro", "sibling", "micro-averages: pools tp and fp over all queries (SUM then divide) instead "
      "of averaging the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(tp|counts|tables)", r"total tp", r"over all quer\w* (first|together)",
        r"aggregat\w* (the )?counts", r"big quer\w* (weigh|count)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("s05", "ap.eleven_point", "sibling", "returns exact (uninterpolated) average precision instead of the mean "
      "of the 11 interpolated precisions",
      [[r"exact AP", r"uninterpolated", r"non.?interpolated", r"plain AP", r"at (the )?relevant ranks",
        r"(sum|mean) of (the )?P@k", r"precision at each relevant", r"\bAP\b instead", r"instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    total, hits = 0.0, 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant if n_relevant else 0.0
''')

wrong("s06", "ndcg.value", "sibling", "the ideal ranking holds the retrieved grades only (unretrieved relevant "
      "items left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("s07", "set.f_beta", "sibling", "returns F1 (the harmonic mean 2PR / (P + R)), ignoring beta",
      [[r"\bF1\b", r"F_?1", r"ignor\w* beta", r"beta (is )?(not used|unused|ignored)", r"harmonic mean",
        r"2 ?\* ?P ?\* ?R"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses (1 + beta) instead of (1 + beta^2) in the numerator",
      [[r"1 ?\+ ?beta\b(?!\s*(\*\*|\^|²))", r"not squared", r"unsquared", r"without squaring",
        r"squar\w* (is |was )?(missing|forgotten|dropped)", r"forg[eo]t.{0,20}squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta ** 2 * precision + recall)
''')

wrong("h02", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"base.?2", r"wrong base", r"another base",
        r"math\.log\b"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("h03", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving out the v relevant "
      "items found (should be v / (v + d - s))",
      [[r"v ?\+ ?\(?d ?- ?s", r"d ?- ?s ?\+ ?v", r"\bv\b.{0,30}denominator", r"denominator.{0,40}\bv\b",
        r"left out.{0,20}\bv\b", r"without (the )?\bv\b", r"missing.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("h04", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not normali[sz]ed", r"without (dividing|normali[sz])", r"IDCG",
        r"no normali[sz]ation", r"(not|never) divided by (the )?ideal", r"unnormali[sz]ed",
        r"never divid", r"only (the )?DCG", r"DCG instead of NDCG", r"plain DCG"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / math.log2(i)
    return dcg
''')

wrong("h05", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? (count\w* )?(as )?(a )?(full|1(?![/\d])|one|win)",
        r"tied pairs? (count\w* )?(as )?(a )?(full|1(?![/\d])|one|win)",
        r">=", r"instead of (1/2|half|0\.5)", r"not (as )?(1/2|half)", r"full (point|win|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("h06", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is |of )?k\b",
        r"\bk\b (as|in) (the )?denominator", r"not (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if k == 0 or n_relevant == 0:
        return 0.0
    s, hits = 0.0, 0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("h07", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2",
        r"single tail", r"half"]], '''
from math import comb

plus = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
minus = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = plus + minus
m = min(plus, minus)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "map.mean", "flow", "the running hit count (a window SUM without PARTITION BY) is not reset for each "
      "query, so later queries start with the earlier queries' hits",
      [[r"reset", r"partition", r"not (re)?initiali[sz]ed", r"carr\w* over", r"accumulat\w*.{0,40}quer",
        r"outside the loop", r"previous quer", r"earlier quer", r"across quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f02", "pr.points", "flow", "appends the precision before counting the current relevant item (the hit "
      "is counted after the point is recorded)",
      [[r"before (count|increment|adding)", r"after (the )?(point|append|record)", r"increment\w* (too )?late",
        r"off.?by.?one", r"one hit (too )?(short|behind)", r"not yet counted", r"previous (hit )?count",
        r"order of (the )?(statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("f03", "interp.curve", "flow", "the running maximum of precision runs forward from the top (ROWS UNBOUNDED "
      "PRECEDING) instead of over the ranks at or beyond the recall level",
      [[r"to the left", r"earlier ranks", r"ranks before", r"preceding", r"forward", r"wrong direction",
        r"not (over|from) (the )?(right|later ranks|ranks after)", r"running max\w*", r"max\w* so far",
        r"top (of the list )?down"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    hits = np.cumsum(y)
    prec = hits / k
    rec = hits / n_relevant
    running = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        r = j / 10
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(running[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("f04", "map.mrr", "flow", "the loop never stops at the first relevant item, so the last relevant item's "
      "rank overwrites it",
      [[r"\bbreak\b", r"last relevant", r"overwrit\w*", r"never stops", r"does not stop", r"keeps? (looping|going)",
        r"not (the )?first relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for rank, rel in enumerate(run, 1):
            if rel == 1:
                first = rank
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

wrong("f05", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short of the top k",
      [[r"k ?- ?1", r"off.?by.?one", r"one (rank|item) (short|too few)", r"short by one", r"misses the k.?th",
        r"k.?th (rank|item).{0,30}(missing|left out|dropped|not counted)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("f06", "pr.averaged", "flow", "the averaging uses the curve left over from the last query in the loop for "
      "every query (one query's curve reused)",
      [[r"last quer", r"one quer\w*('s)? (curve|value)", r"reus\w*", r"only the last", r"same curve",
        r"left over", r"overwrit\w*"]], '''
def curve(labels, n):
    out = []
    for j in range(11):
        best = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n and hits * 10 >= j * n:
                best = max(best, hits / k)
        out.append(best if n else 0.0)
    return out

def my_averaged_curve(runs, n_relevant):
    for run, n in zip(runs, n_relevant):
        c = curve(run, n)
    return [sum(c[j] for _ in runs) / len(runs) for j in range(11)]
''')

wrong("f07", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted from high to low (the judged grades "
      "are concatenated in their stored order)",
      [[r"not sorted", r"never sorted", r"unsorted", r"without sorting", r"sort\w* (is |was )?(missing|forgotten)",
        r"order by", r"descending"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = [g for g in list(grades) + list(unretrieved) if g > 0]
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "ap.exact", "hidden", "divides by n_relevant without guarding n_relevant = 0: a query with no "
      "relevant items raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "set.pr", "hidden", "divides by the number of distinct retrieved ids without a guard: nothing "
      "retrieved raises ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    both = ret & rel
    recall = len(both) / len(rel) if rel else 0.0
    return [len(both) / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: precision and recall both 0 "
      "raise ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly in floats, so a recall "
      "exactly 0.3, 0.6 or 0.7 falls just short of its level",
      [[r"float\w*", r"round\w*", r"0\.1 ?\+", r"adding 0\.1", r"0\.30000", r"representation",
        r"accumulat\w* 0\.1", r"repeated(ly)? add"]], '''
def my_interpolated(labels, n_relevant):
    rows = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        rows.append((hits / n_relevant, hits / k))
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max([p for rec, p in rows if rec >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("d06", "gen.grip_point", "hidden", "LIMIT c then AVG: divides by the number of ranks the list has up to c "
      "instead of by c, so a list shorter than the class is overrated",
      [[r"len\(", r"length of the list", r"list length",
        r"instead of (by )?c\b", r"not (by )?c\b", r"\bavg\b", r"number of ranks (the list has|available|present)",
        r"divid\w* by (the )?(number of )?(items|ranks) (in|present|available)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d07", "pr.averaged", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError",
      [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = [int(h) / n for h in hits]
        c = []
        for j in range(11):
            ok = [p for p, r in zip(prec, rec) if r * 10 >= j - 1e-9]
            c.append(max(ok) if ok else 0.0)
        curves.append(c)
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.pr", "twin", "returns the pair in the wrong order, [recall, precision]",
      [[r"order", r"swap\w*", r"reversed", r"\[recall, precision\]", r"wrong position", r"other way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("t02", "roc.auc", "twin", "treats label 0 as the positive class (the WHERE clause selects label = 0 as "
      "positives)",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (inverted|flipped|swapped|reversed)",
        r"classes (swapped|inverted)", r"negatives? as positives?"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("t03", "scope.knn_ties", "twin", "returns the bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap\w*", r"reversed", r"\[highest, lowest\]", r"wrong position", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    rows = list(zip(distances, labels))
    worst = sorted(rows, key=lambda r: (r[0], r[1]))
    best = sorted(rows, key=lambda r: (r[0], -r[1]))
    lo = sum(l for _, l in worst[:k]) / k
    hi = sum(l for _, l in best[:k]) / k
    return [hi, lo]
''')

wrong("t04", "set.f_beta", "twin", "puts precision and recall the wrong way round in the denominator "
      "(beta^2 R + P instead of beta^2 P + R)",
      [[r"denominator", r"swap\w*", r"wrong way", r"beta\^?2 ?\*? ?R", r"beta ?\*\* ?2 ?\* ?recall",
        r"precision and recall (are )?(swapped|exchanged|confused)", r"P and R (swapped|exchanged|confused)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("t05", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (columns misread), so it averages "
      "tp / (tp + fn)",
      [[r"column", r"unpack\w*", r"fp and fn", r"fn and fp", r"\[tp, fn, fp\]", r"misread", r"order of the table"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("t06", "map.mrr", "twin", "averages like SQL AVG over a NULL column: queries with no relevant item "
      "retrieved are left out of the denominator instead of counting 0",
      [[r"denominator", r"left out", r"dropped", r"skipp\w*", r"exclud\w*", r"not counted", r"ignor\w*",
        r"null", r"divid\w* by (the )?(number|count) of (quer\w* )?(with|that)"],
       [r"no relevant", r"without (a )?relevant", r"rr (is|of) 0", r"zero", r"count(ing)? 0"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("t07", "rank.distances", "twin", "sorts the distances in descending order (ORDER BY distance DESC), ranking "
      "the farthest item first",
      [[r"descending", r"reverse", r"farthest", r"largest distance", r"\bDESC\b", r"wrong (sort )?order",
        r"nearest (item )?last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda r: r[0], reverse=True)
    return sum(l for _, l in ranked[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "counts duplicate retrieved ids (COUNT(*) instead of COUNT(DISTINCT)) in the "
      "precision's denominator",
      [[r"duplicate", r"distinct", r"repeated", r"COUNT\(\*\)", r"more than once",
        r"counted (each time|again|every time)", r"multiplicity"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("a02", "gen.grip_point", "data", "takes the scope as n_relevant + 1, counting the query image itself as "
      "a member of its class",
      [[r"query (itself|image)", r"n_relevant ?\+ ?1", r"one (rank|item) too (many|far|deep)", r"counts? the query",
        r"c ?\+ ?1", r"scope.{0,30}one too (large|big|many)"]], '''
def my_grip_point(labels, n_relevant):
    s = n_relevant + 1          # the class of the query: its partners plus the query itself
    padded = labels + [0] * max(0, s - len(labels))
    return sum(padded[:s]) / s
''')

wrong("a03", "scope.eps_precision", "data", "sorts the distances alone (ORDER BY one column) and zips them with "
      "the labels in their original order, so the labels no longer belong to their distances",
      [[r"sort\w*.{0,60}(alone|only|separately|not the labels)", r"labels.{0,40}(not sorted|unsorted|original order)",
        r"misalign\w*", r"mismatch\w*", r"no longer (belong|match)", r"pair\w*.{0,20}(broken|lost|wrong)",
        r"zip\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    rows = list(zip(sorted(distances), labels))
    inside = [l for d, l in rows if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("a04", "rank.distances", "data", "treats np.argsort's output (item indices in distance order) as each "
      "item's rank",
      [[r"argsort", r"indices? (as|for) (the )?ranks?", r"ranks? (as|for) (the )?indices", r"index.{0,30}rank",
        r"rank.{0,30}index", r"double argsort", r"permutation"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    ranks = np.argsort(distances)
    y = np.asarray(labels)
    return float(y[ranks < k].sum() / k)
''')

wrong("a05", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself (its DCG counts them as "
      "retrieved at the bottom)",
      [[r"append\w*.{0,40}unretrieved",
        r"unretrieved.{0,40}(appended|added to the (ranking|run|list))", r"as if.{0,30}retrieved",
        r"unretrieved.{0,30}(in|into) (the )?(ranking|run)('s)? (DCG|itself)",
        r"(ranking|run)('s)? DCG.{0,40}(includ|count)\w*.{0,20}unretrieved", r"bottom of the (ranking|list)"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

run = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(run) / dcg(sorted(run, reverse=True))
''')

wrong("a06", "gen.practical", "data", "takes the scope s as the number of relevant items judged, sum(labels), "
      "instead of the number judged, len(labels)",
      [[r"sum\(labels\)", r"number of relevant.{0,30}(as|instead)", r"s (is|=) (the )?(number|count) of relevant",
        r"s ?= ?v\b", r"confus\w* s (and|with) v", r"scope.{0,30}(size|length)"]], '''
def my_practical(labels, d):
    v = labels.count(1)
    s = v
    return [v / s if s else 0.0, v / (v + d - s), v / d]
''')

wrong("a07", "rank.r_precision", "data", "takes R as the relevant items found in the list, sum(labels), instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"count of (the )?ones"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "roc.eer", "GROUP BY score, running sums, then the crossing by linear interpolation", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    rows = sorted(zip(scores, labels), key=lambda r: -r[0])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(rows, key=lambda r: r[0]):
        for _, y in grp:
            if y == 1:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0 = f0 - (1 - t0)
        d1 = f1 - (1 - t1)
        if d0 <= 0 <= d1:
            if d1 == d0:
                return f0
            a = -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("r02", "ap.value", "Fraction running sum", '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for k, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        total += Fraction(hits, k)
my_ap_value = float(total / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("r03", "map.mean", "comprehensions: AP per query, then AVG", '''
def my_map(runs, n_relevant):
    def ap(run, n):
        hits = [sum(run[:k]) / k for k in range(1, len(run) + 1) if run[k - 1]]
        return sum(hits) / n if n else 0.0
    return sum(ap(r, n) for r, n in zip(runs, n_relevant)) / len(runs)
''')

right("r04", "pr.points", "NumPy cumsum as a window SUM", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("r05", "scope.knn_ties", "ORDER BY distance, label ASC / DESC then LIMIT k", '''
def my_knn_tie_bounds(distances, labels, k):
    rows = list(zip(distances, labels))
    low = sorted(rows, key=lambda r: (r[0], r[1]))[:k]
    high = sorted(rows, key=lambda r: (r[0], -r[1]))[:k]
    return [sum(l for _, l in low) / k, sum(l for _, l in high) / k]
''')

right("r06", "rank.p_at_k", "LIMIT k, missing ranks counted as 0", '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / k
''')

SUBMISSIONS = tuple(S)
