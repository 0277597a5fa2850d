"""Diagnosis class 258, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a struggling class of an IR evaluation course --
students with conceptual confusions about the measures (which quantity is which, what a denominator counts, what
an input column means) as well as basic Python slips (a missing break, an accumulator overwritten, an
off-by-one range, a missing guard). Styles vary: explicit loops, NumPy, comprehensions, itertools and
``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c258-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class258): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 258 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c258-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the plain F1 (harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|not used)",
        r"without (the )?beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "dcg.classic", "sibling", "computes the trec_eval DCG with the log2(i + 1) discount at every rank "
      "instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\(rank\s*\+\s*1\)", r"trec(_eval)?[- ]?(style )?dcg",
        r"(Järvelin|Jarvelin).{0,20}(variant|version)", r"discount\w* (the )?(first|rank 1|top)",
        r"first (item|rank|grade) (is )?discounted", r"i\s*\+\s*1"]], '''
import math

def my_dcg(grades):
    total = 0
    for i in range(len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pools tp and fp over the queries) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(tp|true positives).{0,40}(before|then) divid",
        r"total tp", r"one (global|overall) (precision|ratio)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    if tp + fp == 0:
        return 0.0
    return tp / (tp + fp)
''')

wrong("q04", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant retrieved over "
      "n_relevant) instead of the precision at scope s = n_relevant",
      [[r"returns? (the )?recall", r"recall instead", r"recall of the (whole|entire) list", r"whole list",
        r"entire list", r"all (the )?retrieved", r"not cut", r"found\s*/\s*n_relevant",
        r"without (the )?cut", r"ignor\w* (the )?scope"]], '''
def my_grip_point(labels, n_relevant):
    found = 0
    for x in labels:
        if x == 1:
            found += 1
    return found / n_relevant
''')

wrong("q05", "interp.step", "sibling", "uses the 11-point rule max {P_j : R_j >= r} (the maximum to the right) "
      "instead of the step rule's P_i",
      [[r"maximum (of|over) (the )?(later|following|higher)", r"11.?point", r"interpolat\w* max",
        r"max\w* (precision )?(at|over|of) (recall|higher|later|all)", r"instead of (the step rule|P_i)",
        r"not (the )?step rule", r"highest precision", r"later (points|ranks)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / i))
    best = 0.0
    for r, p in points:
        if r >= level and p > best:
            best = p
    return best
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"upper", r"largest (possible )?generality", r"highest generality",
        r"\(d\s*-\s*s\s*\+\s*v\)\s*/\s*d", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q07", "ap.eleven_point", "sibling", "averages the uninterpolated precision (P@k at the first rank reaching "
      "each level) instead of the interpolated maximum over the ranks at or past it",
      [[r"uninterpolated", r"non.?interpolated", r"not interpolated", r"without (the )?(max|interpolation)",
        r"no max", r"first rank (that )?reach", r"max\w* (is )?(missing|never taken|not taken)",
        r"instead of (the )?max"]], '''
def my_11pt(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = 0.0
    for r in levels:
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if hits / n_relevant >= r:
                total += hits / k
                break
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"beta\s*\*\*\s*2", r"squar\w*", r"beta instead of beta", r"beta².{0,20}(missing|not)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving out the + v of "
      "d - s + v",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v", r"forg[eo]t.{0,20}\bv\b", r"missing.{0,20}\bv\b",
        r"(d\s*-\s*s)\b(?!\s*\+)", r"judged relevant.{0,30}(left out|missing)"]], '''
import numpy as np

def my_practical(labels, d):
    lab = np.array(labels)
    s = len(lab)
    v = int(lab.sum())
    return [v / s, v / (d - s), v / d]
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/\s*k\b", r"denominator (is )?k\b", r"instead of min",
        r"not min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / k
''')

wrong("q11", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"not normali[sz]ed", r"without normali[sz]", r"never divid\w*", r"no (normali[sz]ation|division)",
        r"forg[eo]t.{0,30}(ideal|divid|normali)", r"(raw|plain|unnormali[sz]ed) DCG", r"DCG (only|itself)",
        r"not divided by (the )?ideal"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    if dcg(ideal) == 0:
        return 0.0
    return dcg(grades)
''')

wrong("q12", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"wrong base", r"another base",
        r"not (log )?base 2", r"instead of log2"]], '''
import math
my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided tail probability (never doubled for the two-sided "
      "test)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"forg[eo]t.{0,20}(double|times 2|2 \*)",
        r"(half|halved)", r"\*\s*2", r"twice"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the list instead of by k",
      [[r"len(gth)?\s*(\()?\s*(of )?(the )?(labels|list)", r"list.?s length", r"number of items",
        r"instead of (by )?k\b", r"not (by )?k\b", r"whole list"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds the precision at a relevant rank before counting that item as a hit, so "
      "each precision is one hit short",
      [[r"before (count|increment|updat|add)\w*", r"one hit short", r"off.?by.?one", r"(hits|count) (is )?"
        r"(incremented|updated) (too )?late", r"after (the )?(precision|adding)", r"(order|wrong order) of "
        r"(the )?(update|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            total += hits / (i + 1)
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "overwrites the running total with each query's AP (= instead of +=), so it "
      "returns the last query's AP divided by the number of queries",
      [[r"overwrit\w*", r"\+=", r"=\s*instead of", r"last query", r"accumulat\w*", r"not (summed|added)",
        r"reassign\w*"]], '''
def my_map(runs, n_relevant):
    total = 0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        s = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total = s / R if R else 0
    return total / len(runs)
''')

wrong("q17", "rank.distances", "flow", "never sorts the items by distance: takes the first k labels in the "
      "input order",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"without sort\w*", r"input order", r"given order",
        r"forg[eo]t.{0,20}sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = labels[:k]
    return sum(top) / k
''')

wrong("q18", "map.mrr", "flow", "has no break: adds 1/rank for every relevant item of a query, not only the "
      "first",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"not only the first", r"stop\w* at the first",
        r"sum\w* (of )?(the )?reciprocal", r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for i in range(len(run)):
            if run[i] == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q19", "pr.points", "flow", "appends the precision at every rank, relevant or not, instead of only at the "
      "relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"append\w* (outside|for every)", r"one point per (rank|item)", r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, x in enumerate(labels):
        if x == 1:
            hits += 1
        out.append(hits / (i + 1))
    return out
''')

wrong("q20", "interp.curve", "flow", "loops over range(10), so the level 1.0 is missing (10 values instead of 11)",
      [[r"range\s*\(\s*10\s*\)", r"10 (values|levels|points)", r"1\.0 (is )?missing", r"missing.{0,20}1\.0",
        r"off.?by.?one", r"(only|returns?) 10\b", r"last level"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.array(labels)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    out = []
    for j in range(10):
        r = j / 10
        ok = prec[rec >= r]
        out.append(float(ok.max()) if len(ok) else 0.0)
    return out
''')

wrong("q21", "pr.averaged", "flow", "reuses the first query's n_relevant (n_relevant[0]) for every query",
      [[r"n_relevant\[0\]", r"first query.?s n_relevant", r"same n_relevant", r"one query.?s (n_relevant|value)",
        r"reus\w*", r"every query.{0,30}(first|same)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [r / 10 for r in range(11)]
    curves = []
    for labels in runs:
        R = n_relevant[0]
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if R:
                pts.append((hits / R, hits / k))
        curves.append([max([p for rc, p in pts if rc >= r - 1e-12], default=0.0) for r in levels])
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards precision against an empty retrieved set but not recall against an "
      "empty relevant set: crashes when nothing is relevant",
      [ZERODIV, [r"relevant", r"recall"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if len(ret) > 0 else 0.0
    r = hit / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query without relevant "
      "items",
      [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
    return float((prec * lab).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "dcg.classic", "hidden", "uses a hard-coded table of 10 discounts, so a list longer than 10 "
      "raises IndexError",
      [INDEX], '''
DISCOUNT = [1, 1, 1.584962500721156, 2, 2.321928094887362, 2.584962500721156, 2.807354922057604, 3,
            3.169925001442312, 3.321928094887362]

def my_dcg(grades):
    return sum(grades[i] / DISCOUNT[i] for i in range(len(grades)))
''', crash="IndexError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0: crashes when "
      "there is no relevant item at all",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        s = 0
        for i, g in enumerate(gs):
            s += g if i == 0 else g / log2(i + 1)
        return s
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): division by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of by c, so a "
      "list shorter than the class gets too high a value",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(cut|top|labels\[:)", r"len\s*\(\s*top", r"divid\w* by (the )?(length|number of items)",
        r"instead of (by )?(c|n_relevant)", r"not (by )?(c|n_relevant)\b", r"fewer (than|items)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "ap.at_k", "hidden", "takes the denominator as min(len(labels[:k]), n_relevant): wrong when k is "
      "longer than the list",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(top|list|labels)", r"shorter than k",
        r"instead of (min\s*\(\s*)?k\b", r"list length", r"cut list"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of on precision in the denominator "
      "(beta^2 R + P)",
      [[r"beta\^?2?\s*\*?\s*(R|recall)\b", r"(on|with|times|multipl\w*) (the )?recall", r"P and R (swapped|switched)",
        r"(swapp|switch|exchang)\w* (precision and recall|P and R|recall and precision)",
        r"(precision|P) and (recall|R) (swapped|switched|the wrong way)", r"wrong term"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"swapp\w*", r"reversed", r"order of the (two )?(bounds|values|results)",
        r"highest (first|before)", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], t[1]))
    high = sorted(items, key=lambda t: (t[0], -t[1]))
    p_low = sum(y for _, y in low[:k]) / k
    p_high = sum(y for _, y in high[:k]) / k
    return [p_high, p_low]
''')

wrong("q31", "avg.macro", "twin", "unpacks each row as tp, fn, fp (the fp and fn columns misread), so it averages "
      "the recalls",
      [[r"column", r"unpack\w*", r"fn, fp", r"\[tp, fn, fp\]", r"misread", r"order of (the )?(row|table|fields)",
        r"(fp|false positives?) and (fn|false negatives?) (swapped|switched|confused|mixed)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for row in tables:
        tp, fn, fp = row
        if tp + fp > 0:
            total += tp / (tp + fp)
    return total / len(tables)
''')

wrong("q32", "dcg.classic", "twin", "starts the enumerate of grades[1:] at 3 instead of 2 (off by one), so rank "
      "i >= 2 is discounted by log2(i + 1)",
      [[r"off.?by.?one", r"start\w*\s*(=|at)?\s*3", r"enumerate.{0,40}3", r"index (shifted|off)",
        r"one rank (too )?(late|far)", r"shift\w*"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=3))
''')

wrong("q33", "roc.auc", "twin", "compares the pairs the wrong way round (counts negative > positive), giving "
      "1 - AUC",
      [[r"wrong way", r"revers\w*", r"(comparison|inequality|sign) (flipped|inverted|backwards|swapped)",
        r"negative (scores )?higher", r"1\s*-\s*AUC", r"n\s*>\s*p", r"backwards"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for p, n in product(pos, neg):
        if n > p:
            good += 1
        elif n == p:
            good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items found in the list instead of "
      "n_relevant",
      [[r"found", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"sum\s*\(\s*labels",
        r"instead of n_relevant", r"not n_relevant", r"unretrieved.{0,30}(ignored|left out)"]], '''
labels = v["labels"]
precs = []
hits = 0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        precs.append(hits / i)
my_ap_value = sum(precs) / len(precs)
''')

wrong("q35", "map.mean", "twin", "pools: divides the sum of every query's precisions by the total n_relevant of "
      "all queries instead of averaging the per-query APs",
      [[r"pool\w*", r"total n_relevant", r"sum\w* (of )?(the |all )?n_relevant", r"micro",
        r"one (single )?denominator", r"not (the )?mean of (the )?(per.?query )?AP"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x == 1:
                hits += 1
                total += hits / i
    R = sum(n_relevant)
    return total / R if R else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats retrieved as a list: an id retrieved twice is counted twice (no set)",
      [[r"duplicat\w*", r"counted twice", r"not (a )?set", r"no set", r"list instead of (a )?set", r"counted (two times|again)",
        r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer line up with "
      "their distances",
      [[r"labels? (no longer|don.?t|do not|not) (line up|match|aligned|follow)", r"misalign\w*",
        r"sort\w* (the )?distances (alone|only|separately|but not)", r"(pairs|pairing) (broken|lost)",
        r"without (the|their) labels"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    m = 0
    while m < len(d) and d[m] < epsilon:
        m += 1
    if m == 0:
        return 0.0
    return sum(labels[:m]) / m
''')

wrong("q38", "ndcg.all_judgments", "data", "treats every unretrieved relevant item as grade 1 (counts them) "
      "instead of using their grades",
      [[r"grade 1", r"as 1\b", r"count\w* (them|the unretrieved)", r"len\s*\(\s*unretrieved",
        r"ignor\w* (their|the) grades", r"(binary|1 each)", r"number of unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades + [1] * len(unretrieved), reverse=True)
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q39", "roc.eer", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"label 0", r"labels? (inverted|flipped|swapped|reversed)", r"(positive|negative) class (swapped|confused)",
        r"1\s*-\s*y", r"positives? and negatives? (swapped|confused)", r"wrong (positive )?class"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    y = [1 - l for l in labels]
    fpr, tpr, _ = roc_curve(y, scores)
    fnr = 1 - tpr
    diff = fpr - fnr
    i = int(np.argmax(diff >= 0))
    if i == 0 or diff[i] == 0:
        return float((fpr[i] + fnr[i]) / 2)
    t = diff[i - 1] / (diff[i - 1] - diff[i])
    return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
''')

wrong("q40", "rank.r_precision", "data", "takes R as the length of the ranked list instead of n_relevant (the "
      "precision of the whole list)",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(v\[.labels.\]|labels|list)", r"list.?s length", r"whole list",
        r"entire list", r"number of (ranked |retrieved )?items", r"instead of n_relevant", r"not n_relevant"]], '''
R = len(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("q41", "ap.eleven_point", "data", "ignores n_relevant and computes recall over the relevant items in the "
      "list (sum(labels))",
      [[r"ignor\w* n_relevant", r"sum\s*\(\s*labels", r"in the list", r"retrieved relevant",
        r"relevant (items )?(found|retrieved)", r"instead of n_relevant", r"not n_relevant", r"unretrieved"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    rec, prec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        rec.append(hits / R)
        prec.append(hits / i)
    vals = []
    for j in range(11):
        cand = [p for p, r in zip(prec, rec) if r >= j / 10 - 1e-12]
        vals.append(max(cand) if cand else 0.0)
    return sum(vals) / 11
''')

wrong("q42", "scope.knn_ties", "data", "treats the distances as similarity scores: the largest distance ranked "
      "first",
      [[r"similarit\w*", r"largest (distance )?first", r"farthest", r"descending", r"reverse\w*",
        r"nearest (should|must) (be )?first", r"higher (distance|is better)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (-t[0], t[1]))
    best = sorted(pairs, key=lambda t: (-t[0], -t[1]))
    return [sum(l for _, l in worst[:k]) / k, sum(l for _, l in best[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "plain loop over range(k)", '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

right("q44", "map.mrr", "exact Fractions and next() with a default", '''
from fractions import Fraction

def my_mrr(runs):
    total = Fraction(0)
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x == 1), None)
        if first is not None:
            total += Fraction(1, first)
    return float(total / len(runs))
''')

right("q45", "scope.eps_precision", "itertools.compress", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q46", "pr.averaged", "NumPy cumulative sums and a reversed running maximum", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if R == 0 or len(lab) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q47", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q48", "ap.exact", "list comprehension over the relevant ranks", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = [i for i, x in enumerate(labels, 1) if x == 1]
    return sum((j + 1) / r for j, r in enumerate(ranks)) / n_relevant
''')

SUBMISSIONS = tuple(S)
