"""Diagnosis class 182, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
follow one course document literally (the slides, the lecture notes' PR table, Sebe et al.'s generality and
scope), copying its notation (c, s, d, v; R_i, P_i; tp/fn/fp tables) and conventions even where the task states
another. Styles vary inside the class: explicit loops, NumPy, comprehensions, itertools, fractions. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category
is kept in ``style``). Student ids are ``"c182-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class182): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 182 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c182-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved (the "
      "rows of the lecture notes' PR table) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"hits (found|retrieved)",
        r"sum\(labels\)", r"only (the )?retrieved", r"instead of n_relevant", r"not n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"never retrieved.{0,40}(ignored|left out|missing)"]], '''
def my_ap(labels, n_relevant):
    # PR table of the lecture notes: one row per relevant document found
    rows = []
    found = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            found += 1
            rows.append(found / k)
    if not rows:
        return 0.0
    return sum(rows) / len(rows)
''')

wrong("q02", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the mean "
      "of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"add\w* (up )?(the )?(counts|tables)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "ndcg.all_judgments", "sibling", "normalises by the ideal ranking of the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)",
        r"sort\w* (the )?retrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(r if i == 1 else r / log2(i) for i, r in enumerate(g, 1))
    ideal = sorted(grades, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q04", "rank.distances", "sibling", "returns the recall at k (hits in the top k over all relevant targets) "
      "instead of the precision at k",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant", r"sum\(labels\)",
        r"instead of (dividing by )?k", r"divid\w* by (the )?(number|count) of relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    c = sum(labels)   # Sebe: c relevant in the database
    return hits / c if c else 0.0
''')

wrong("q05", "pr.points", "sibling", "returns the recalls of the PR points (the other column of the lecture notes' "
      "table) instead of their precisions",
      [[r"recalls? instead of (the )?precisions?", r"returns? (the )?recalls", r"recall values", r"R@k", r"R_i",
        r"other column", r"x.?(axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    table = []
    found = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            found += 1
            table.append((found / n_relevant, found / k))  # (recall, precision) as in the notes
    return [row[0] for row in table]
''')

wrong("q06", "interp.curve", "sibling", "reads the plain (uninterpolated) precision at the first rank reaching each "
      "level instead of the maximum precision at any rank with recall >= r",
      [[r"uninterpolated", r"not interpolated", r"no interpolation", r"without (the )?(max|interpolat)",
        r"first rank", r"instead of the max", r"max(imum)? (over|to the right|of later)", r"later ranks",
        r"forg[eo]t (to take )?the max"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = []
    for r in levels:
        value = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r - 1e-12:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("q07", "dcg.trec", "sibling", "computes the exponential-gain DCG (2^rel - 1 in the numerator) instead of "
      "the plain grades over log2(i + 1)",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*\s*(rel|g)", r"gain", r"burges"]], '''
import math
g = v["grades"]
my_dcg_trec = sum((2 ** rel - 1) / math.log2(i + 1) for i, rel in enumerate(g, 1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.classic", "shape", "discounts with the natural logarithm (np.log as printed on the slides) "
      "instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log base e", r"wrong (log(arithm)? )?base",
        r"instead of log2", r"not log2", r"base.?2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q09", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar\w*", r"beta instead of beta", r"beta rather than beta", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("q10", "gen.practical", "shape", "leaves the + v out of the recall bound's denominator (v / (d - s) instead of "
      "v / (d - s + v))",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v", r"missing v", r"forg[eo]t .{0,20}\bv\b", r"v / \(d - s\)",
        r"judged relevant.{0,30}(left out|missing|not added)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = Fraction(v, s)
    recall_lower = Fraction(v, d - s)
    generality_lower = Fraction(v, d)
    return [float(precision), float(recall_lower), float(generality_lower)]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ti(e|ed|es)"], [r"as (a )?(whole|full)", r"counts? (as )?1\b", r">=", r"instead of (1/2|half|0\.5)",
                         r"full (win|point|credit)", r"whole win", r"greater than or equal"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p, n in product(pos, neg) if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid\w*", r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    P, R = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rr in zip(P, R) if rr >= r - 1e-12], default=0.0)
    return total / 10
''')

wrong("q13", "ndcg.value", "shape", "computes the ideal DCG with the trec discount log2(i + 1) while the DCG uses "
      "the classic one",
      [[r"ideal", r"IDCG"], [r"log2\s*\(\s*i\s*\+\s*1", r"trec", r"(different|another|other|two) (discount|formul)",
                              r"mix\w*", r"inconsistent"]], '''
from math import log2
g = v["grades"]
dcg = g[0] + sum(r / log2(i) for i, r in enumerate(g[1:], 2))
ideal = sorted(list(g) + list(v["unretrieved"]), reverse=True)
idcg = sum(r / log2(i + 1) for i, r in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg if idcg else 0.0
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (the factor 2 of the two-sided test "
      "is missing)",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"factor (of )?2", r"twice", r"times 2", r"doubl\w*",
        r"half (of )?the (two.?sided|p)"]], '''
from math import comb
a, b = v["a"], v["b"]
plus = sum(1 for x, y in zip(a, b) if x > y)
minus = sum(1 for x, y in zip(a, b) if x < y)
n = plus + minus
k = min(plus, minus)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the running sum of precisions is set to 0 once before the loop over queries, so "
      "each query's AP carries the previous queries' sums",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*", r"outside (the|its) (query )?loop",
        r"previous quer(y|ies)", r"never (set back|cleared|zeroed)", r"not (reset|cleared)"]], '''
def my_map(runs, n_relevant):
    aps = []
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / k
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "does not stop at the first relevant item: adds 1/rank for every relevant item of "
      "the query",
      [[r"break", r"stop\w*", r"every relevant", r"all (the )?relevant", r"each relevant",
        r"sum of (the )?reciprocal", r"(later|other|further) relevant", r"not (only )?the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q17", "rank.p_at_k", "flow", "off by one in the cut: counts the hits of the first k - 1 ranks only",
      [[r"off.?by.?one", r"k\s*-\s*1", r"first k-1", r"one rank (short|too few)", r"misses (the )?(k-th|last) rank",
        r"range\(1, ?k\)", r"k-th (rank|item).{0,30}(left out|missed|skipped|not counted)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q18", "pr.averaged", "flow", "the list of 11 interpolated precisions is created once before the query loop "
      "and keeps the maxima of earlier queries",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"outside (the|its) (query )?loop",
        r"previous quer(y|ies)", r"earlier quer(y|ies)", r"reus\w*", r"shared (list|curve)", r"not (reset|cleared)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curve = np.zeros(11)
    acc = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            if ok.any():
                curve[j] = max(curve[j], prec[ok].max())
        acc += curve
    return list(acc / len(runs))
''')

wrong("q19", "scope.knn_ties", "flow", "sorts once with the relevant targets first among ties and reuses that order "
      "for the pessimistic bound too",
      [[r"reus\w*", r"same (order|sort|ranking|list)", r"(one|a single) sort", r"both (bounds|values) (from|use|with)",
        r"optimistic (order|sort|ranking).{0,40}(pessimistic|lowest|both)", r"identical"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    best = sum(y for _, y in pairs[:k]) / k
    worst = sum(y for _, y in pairs[:k]) / k
    return [worst, best]
''')

wrong("q20", "gen.grip_point", "flow", "never stops at rank c: returns the precision after the whole list instead "
      "of at s = c = n_relevant",
      [[r"whole list", r"last rank", r"len\(labels\)", r"never stops?", r"(does not|doesn't|fails to) stop",
        r"after the (whole|full|entire) (list|ranking)", r"entire (list|ranking)", r"full list", r"all ranks",
        r"not at (rank )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    precision = 0.0
    hits = 0
    for s, rel in enumerate(labels, 1):
        hits += rel
        precision = hits / s
    return precision
''')

wrong("q21", "roc.eer", "flow", "walks the thresholds from the lowest score up (ascending order) instead of from "
      "the highest down",
      [[r"ascending", r"lowest (score )?first", r"reverse", r"wrong (order|direction)", r"highest (score )?first",
        r"descending", r"from the (bottom|lowest)", r"sort\w* order"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without checking P = R = 0: raises ZeroDivisionError there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of the epsilon-result without checking it is "
      "empty: raises ZeroDivisionError when nothing is within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    result = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "clips k to the list length before taking min(k, n_relevant), so a k longer than "
      "the list shrinks the denominator",
      [[r"clip\w*", r"len\(labels\)", r"list('s)? length", r"length of the list", r"shorter than k",
        r"min\(k, len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("q25", "map.mean", "hidden", "takes np.mean of an empty list of precisions for a query whose relevant items "
      "were never retrieved, giving nan",
      [NAN, [r"empty", r"never retrieved", r"no relevant (item )?retrieved", r"np\.mean", r"mean of (an )?empty"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels)
        ranks = np.flatnonzero(lab) + 1
        prec = np.arange(1, len(ranks) + 1) / ranks
        aps.append(np.mean(prec) * len(ranks) / R if R else 0.0)
    return float(np.mean(aps))
''')

wrong("q26", "interp.step", "hidden", "uses R_(i-1) <= r < R_i (the wrong end of the step closed), so a level equal "
      "to a reached recall takes the next point's precision",
      [[r"strict\w*", r"closed", r"boundar\w*", r"equal to (a|the) (reached )?recall", r"end of the step",
        r"next (point|step|relevant)", r"wrong end", r"half.?open"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R_prev = 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            R_i, P_i = hits / n_relevant, hits / k
            if R_prev <= level < R_i:
                return P_i
            R_prev = R_i
    return 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c] instead of c, so a list "
      "shorter than the class size does not count the missing ranks as non-relevant",
      [[r"len\(labels\[:", r"slice", r"length of the (list|slice)", r"instead of (c|n_relevant)\b",
        r"not (by )?(c|n_relevant)\b", r"shorter than c\b", r"(available|existing) ranks"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[:c]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q28", "avg.macro", "hidden", "computes each query's precision tp / (tp + fp) without a guard: raises "
      "ZeroDivisionError for a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "divides the hits by the size of the relevant set for precision and by the size of "
      "the retrieved set for recall (the two denominators exchanged)",
      [[r"denominator", r"divid\w*", r"\|rel\w*\|", r"len\(rel\w*\)", r"size of the (relevant|retrieved)"],
       [r"exchang\w*", r"swap\w*", r"confus\w*", r"mix\w* up", r"wrong (set|one)", r"other (set|way)",
        r"instead of"]], '''
def my_set_pr(retrieved, relevant):
    A = set(retrieved)
    B = set(relevant)
    hit = len(A & B)
    precision = hit / len(B) if B else 0.0
    recall = hit / len(A) if A else 0.0
    return [precision, recall]
''')

wrong("q30", "interp.curve", "twin", "takes the maximum over the ranks with R@k > r (strict) instead of R@k >= r",
      [[r"strict\w*", r"greater than or equal", r"at least", r"R@k > r", r"equal(s|ity)? (to )?(the )?level",
        r"instead of >="]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, k)))
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        out.append(float(max((p for rec, p in pts if rec > r), default=0)))
    return out
''')

wrong("q31", "roc.auc", "twin", "counts only the pairs where the positive scores strictly higher: a tied pair "
      "counts 0 instead of 1/2",
      [[r"ti(e|ed|es)"], [r"count\w* (as )?(0|zero|nothing)", r"ignor\w*", r"drop\w*", r"left out", r"not counted",
                         r"strictly (higher|greater)", r"only (strict|wins)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float((diff > 0).mean())
''')

wrong("q32", "dcg.classic", "twin", "discounts ranks i >= 2 by log2(i + 1) (the trec discount) while keeping rel_1 "
      "undiscounted",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"trec", r"i\s*\+\s*1", r"discount"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, 1):
        if i == 1:
            total += rel
        else:
            total += rel / log2(i + 1)
    return total
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (they are not dropped): n is the number of "
      "queries, not of the untied ones",
      [[r"ti(e|ed|es)"], [r"not (removed|dropped|excluded)", r"kept", r"count\w* in n", r"number of (all )?queries",
                         r"(n|the total) includ\w*", r"instead of (dropp|remov|exclud)", r"never (dropped|removed)"]], '''
from math import comb
a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q34", "roc.eer", "twin", "returns the FPR of the first ROC point where FPR >= 1 - TPR without interpolating "
      "along the straight piece to the crossing",
      [[r"no interpolation", r"without interpolat\w*", r"not interpolat\w*", r"(first|nearest) (ROC )?point",
        r"segment", r"step (point|value)", r"(returns?|takes?) the (first )?(ROC )?point"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                tp += y
                fp += 1 - y
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')

wrong("q35", "ap.value", "twin", "averages the precisions at the retrieved relevant ranks (divides by the hits, "
      "not by n_relevant)",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"hits", r"sum\(labels\)",
        r"instead of n_relevant", r"not n_relevant", r"only (the )?retrieved",
        r"unretrieved.{0,40}(ignored|left out|not counted)", r"mean of (the )?precisions"]], '''
import numpy as np
lab = np.asarray(v["labels"])
ranks = np.flatnonzero(lab) + 1
my_ap_value = float(np.mean(np.arange(1, len(ranks) + 1) / ranks)) if len(ranks) else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks by decreasing distance (treats the distances as similarity scores, "
      "farthest first)",
      [[r"farthest", r"decreasing", r"descending", r"reverse", r"largest (distance )?first",
        r"similarit\w*", r"as (a )?scores?", r"wrong (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q37", "gen.practical", "data", "takes the database size d as the scope s in the precision (v / d instead of "
      "v / s)",
      [[r"v\s*/\s*d", r"\bd\b.{0,30}(instead of|as|for) (the )?(s|scope)", r"database size", r"size of the database",
        r"instead of (v\s*/\s*s|the scope)"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = len(labels)
    precision = v / d
    recall_lower = v / (d - s + v)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q38", "ndcg.all_judgments", "data", "treats each unretrieved entry as one relevant item of grade 1 (binary) "
      "instead of using its grade",
      [[r"grade 1", r"binary", r"as 1\b", r"ones", r"its grade", r"their grades", r"count of", r"ignor\w* (the )?grade",
        r"len\(unretrieved\)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(r if i == 1 else r / log2(i) for i, r in enumerate(g, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q39", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"in the list", r"instead of n_relevant", r"not n_relevant", r"\bR\b.{0,30}(wrong|count)"]], '''
lab = v["labels"]
R = sum(lab)
my_r_precision = sum(lab[:R]) / R
''')

wrong("q40", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (the lecture notes' column order), so "
      "precision is tp / (tp + fn)",
      [[r"false negatives?", r"unpack\w*", r"tp\s*/\s*\(tp\s*\+\s*fn\)", r"recall", r"column",
        r"(swap|exchang|confus|mix)\w*.{0,30}(fp|fn|false)", r"\[tp, fn, fp\]",
        r"order of (the )?(fields|entries|columns|counts)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q41", "pr.averaged", "data", "uses the relevant items in each run (sum of its labels) as its number of "
      "relevant items instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"in the (list|run)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels in runs:
        R = sum(labels)
        hits = 0
        pts = []
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / R if R else 0.0, hits / k))
        for j in range(11):
            r = j / 10
            total[j] += max([p for rec, p in pts if rec >= r - 1e-12 and R], default=0.0)
    return [t / len(runs) for t in total]
''')

wrong("q42", "dcg.exponential", "data", "sorts the grades from high to low before discounting (reads the grades "
      "as an unordered set of judgments), which gives the ideal DCG",
      [[r"sort\w*", r"ideal", r"IDCG", r"rank order", r"unordered", r"order of the grades", r"reorder\w*"]], '''
import math
g = sorted(v["grades"], reverse=True)
my_dcg_exp = sum((2 ** r - 1) / math.log2(i + 2) for i, r in enumerate(g))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.distances", "sorted index list, Sebe's literal notation", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

right("q44", "ndcg.all_judgments", "lecture formula with an explicit ideal list", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(r if i == 1 else r / log2(i) for i, r in enumerate(g, 1))
    ideal = sorted([x for x in list(grades) + list(unretrieved) if x > 0], reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

right("q45", "pr.points", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
''')

right("q46", "interp.step", "the lecture notes' PR table with R_0 = 0", '''
def my_step_interpolated(labels, n_relevant, level):
    R_prev = 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            R_i, P_i = hits / n_relevant, hits / k
            if R_prev < level <= R_i + 1e-12:
                return P_i
            R_prev = R_i
    return 0.0
''')

right("q47", "scope.knn_ties", "two sorts with tie keys", '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("q48", "gen.practical", "Sebe et al.'s c, s, d, v with Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if d - s + v else 0.0, float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
