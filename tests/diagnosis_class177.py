"""Diagnosis class 177, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in probabilities and expectations: random baselines, expected values, normalising by chance, a share of a
share. Styles vary inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c177-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class177): every right
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

BATCH = "diagnosis class 177 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c177-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of the query's n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"relevant (items )?(found|in the (list|ranking))",
        r"hits", r"instead of n_relevant", r"not (by )?n_relevant", r"sum\(labels\)",
        r"mean of the precisions"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / k)
    # expected precision over the relevant ones I saw
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q02", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, ignoring beta",
      [[r"\bF_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never )?(used|ignored)",
        r"without beta", r"drops? beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing instead of "
      "averaging each query's precision",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"weight\w* by",
        r"not (the )?mean of (the )?(per.query|queries'?) precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of the "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"\bn.?th root", r"multipl\w*"]], '''
import math

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return math.prod(aps) ** (1 / len(aps))
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r instead of "
      "the maximum over all ranks at or beyond it (not interpolated)",
      [[r"first rank", r"not interpolated", r"uninterpolated", r"without (the )?max", r"no max",
        r"instead of the max", r"max\w* (to the right|over (all )?later|over the ranks)",
        r"first (point|time)"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        val, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and Fraction(hits, n_relevant) >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q06", "ndcg.value", "sibling", "NDCG with the exponential gain 2^rel - 1 instead of the classic DCG",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*", r"2 to the power", r"gain 2"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float(((2 ** g - 1) / disc).sum())

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q07", "dcg.classic", "sibling", "computes the trec_eval DCG, rel_i / log2(i + 1) at every rank, instead "
      "of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i \+ 1", r"rank 1 (is )?discounted",
        r"discount\w* (the )?first", r"every rank (is )?discounted"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places",
      [[r"squar\w*", r"beta not squared", r"beta\W+instead of beta"]], '''
def my_f(precision, recall, beta):
    den = beta * precision + recall
    return (1 + beta) * precision * recall / den if den else 0.0
''')

wrong("q09", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not 11", r"eleven levels", r"number of (recall )?levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10 - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q10", "ap.at_k", "shape", "divides by n_relevant instead of min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"n_relevant alone", r"by R\b", r"without (the )?min", r"no min",
        r"instead of min", r"not min", r"ignor\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant if n_relevant else 0.0
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of the "
      "largest possible class d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"\+\s*v", r"forg[eo]t.{0,20}\bv\b", r"without (the )?(\+ )?v",
        r"largest (possible )?class", r"c_?max"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    rest = d - s
    return [v / s, v / rest if rest else 0.0, v / d]
''')

wrong("q12", "ndcg.all_judgments", "shape", "returns the ideal DCG over the DCG (the ratio upside down)",
      [[r"upside", r"invert", r"revers\w* (the )?ratio", r"ideal (dcg )?(over|divided by) (the )?dcg",
        r"reciprocal", r"1\s*/\s*ndcg", r"swap\w* (numerator|the)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    d = dcg(grades)
    return dcg(ideal) / d if d else 0.0
''')

wrong("q13", "dcg.trec", "shape", "uses the natural log instead of log base 2",
      [[r"natural", r"\bln\b", r"base e", r"log base", r"math\.log\b", r"not log2", r"instead of log2"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q14", "roc.auc", "shape", "counts a tied pair both as a win (>=) and again as a half (a tie scores 1.5)",
      [[r"twice", r"double", r"1\.5", r">=", r"both as a win", r"counted (as )?(a )?(whole|full|1)",
        r"ties? (count|scor)\w* (more|1\.5|extra)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum((p >= n) + 0.5 * (p == n) for p, n in product(pos, neg))
    return wins / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break: keeps overwriting the rank, so it uses the LAST relevant item's rank "
      "instead of the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"break", r"overwrit\w*", r"not the first",
        r"instead of the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q16", "map.mean", "flow", "uses the first query's n_relevant[0] for every query",
      [[r"n_relevant\[0\]", r"first (query's )?(n_relevant|number of relevant|class size)",
        r"same n_relevant", r"every query", r"reus\w*", r"one query's"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / n_relevant[0] if n_relevant[0] else 0.0)
    return float(np.mean(aps))
''')

wrong("q17", "pr.averaged", "flow", "the per-query curve is created once before the loop and never reset, so each "
      "query's levels keep the maxima of the earlier queries",
      [[r"reset", r"reinitiali", r"re-initiali", r"outside the loop", r"before the loop", r"carr\w* over",
        r"earlier quer", r"previous quer", r"accumulat\w*"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    total = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            if x and R:
                hits += 1
                p, r = hits / k, Fraction(hits, R)
                for j in range(11):
                    if r >= Fraction(j, 10):
                        curve[j] = max(curve[j], p)
        total = [a + b for a, b in zip(total, curve)]
    return [t / len(runs) for t in total]
''')

wrong("q18", "rank.distances", "flow", "sorts the distances but never reorders the labels: takes the first k "
      "labels in the original order",
      [[r"never (re)?(sort|order)", r"not (re)?sorted", r"original order", r"labels? (are )?not (re)?ordered",
        r"without sorting", r"unsorted", r"input order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)  # nearest first
    top = labels[:k]
    return sum(top) / k
''')

wrong("q19", "pr.points", "flow", "computes each point's precision before counting the relevant item at that rank "
      "(hits is incremented too late)",
      [[r"before (increment|count|add)", r"too late", r"off.by.one", r"hits - 1", r"one (hit|relevant) short",
        r"after comput"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            pts.append(hits / k)
            hits += 1
    return pts
''')

wrong("q20", "gen.grip_point", "flow", "slices labels[:c - 1], one rank short of the scope s = c",
      [[r"c\s*-\s*1", r"one (rank )?short", r"off.by.one", r"one rank (too )?(few|less)", r"last rank",
        r"slic\w*"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c - 1]) / c if c else 0.0
''')

wrong("q21", "ap.value", "flow", "the loop stops one rank early (range(1, len(labels))), so the last rank is "
      "never looked at",
      [[r"last rank", r"last item", r"one (rank )?(too )?early", r"off.by.one", r"range\(1, ?len",
        r"never (looked|reach|visit)\w*"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
total = 0.0
for k in range(1, len(labels)):
    if labels[k - 1]:
        hits += 1
        total += hits / k
my_ap_value = total / R if R else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the number of labels actually in the top c "
      "(len(labels[:c])) instead of c, so a list shorter than the class is not padded with non-relevant ranks",
      [[r"len\(", r"length of (the )?(list|slice|top)", r"number of (labels|items) (in|present|actually)",
        r"instead of c\b", r"not (by )?c\b", r"items (that are )?present"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q23", "scope.eps_precision", "hidden", "uses d <= epsilon instead of the strict d < epsilon",
      [[r"<=", r"non.?strict", r"not strict", r"inclusive", r"less than or equal", r"includ\w* (the )?(boundary|equal)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    s = 0.0
    for k, x in enumerate(labels, 1):
        hits += x
        s += x * hits / k
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.step", "hidden", "takes the interval R_(i-1) <= r < R_i instead of R_(i-1) < r <= R_i, so a "
      "level equal to a reached recall gets the next step",
      [[r"boundar", r"half.open", r"next (step|relevant)", r"r < R_i", r"wrong end",
        r"closed on the (left|wrong)", r"interval (is )?(the )?wrong"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    r = Fraction(level).limit_denominator(1000)
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if r < Fraction(hits, n_relevant):
                return hits / k
    return 0.0
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float((g / np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))).sum())
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "pr.averaged", "hidden", "skips the queries with n_relevant = 0 and divides by the number of queries "
      "kept, instead of counting them as 0 at every level",
      [[r"skip\w*", r"left out", r"leav\w* out", r"drop\w*", r"fewer queries", r"only (the )?queries with",
        r"not (counted|included)", r"excluded?"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((Fraction(hits, R), hits / k))
        curves.append([max((p for r, p in pts if r >= Fraction(j, 10)), default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q28", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by zero", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    return [p, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator "
      "(P and R swapped), which is F with 1/beta",
      [[r"swap\w*", r"P and R", r"recall (gets|times|weighted)", r"beta\^?2 \* ?R",
        r"wrong (term|side)", r"interchang\w*"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the last two columns swapped)",
      [[r"column", r"\[tp, fn, fp\]", r"fn and fp", r"fp and fn", r"order of the (table|counts)", r"swap\w*",
        r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q31b", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved)",
        r"instead of n_relevant", r"not n_relevant", r"counted relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q32", "roc.eer", "twin", "stops at the first ROC point where FPR >= FNR and returns its mean error, "
      "never interpolating between the two points around the crossing",
      [[r"(never|not|without|no) interpolat\w*", r"first (ROC )?point", r"first crossing", r"nearest", r"no straight",
        r"between (the )?(two )?points"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    for t in sorted(set(s), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = 1 - ((s >= t) & y).sum() / P
        if fpr >= fnr:
            return float((fpr + fnr) / 2)
    return 0.0
''')

wrong("q33", "rank.distances", "twin", "sorts the distances in descending order (farthest first), as if they were "
      "similarities",
      [[r"descend", r"farthest", r"reverse", r"largest (distance )?first", r"similarit", r"wrong direction"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q34", "dcg.classic", "twin", "discounts ranks i >= 2 by log2(i + 1) instead of log2(i) (the discount "
      "shifted by one rank)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"shift\w*", r"off.by.one", r"i \+ 1", r"one rank"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / log2(i + 1) for i, g in enumerate(grades[1:], 2))
''')

wrong("q35", "ap.at_k", "twin", "divides by the number of relevant items found in the top k instead of "
      "min(k, n_relevant)",
      [[r"found", r"retrieved", r"hits", r"instead of min", r"not min", r"mean of the precisions"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    precs = [sum(labels[:i]) / i for i in range(1, min(k, len(labels)) + 1) if labels[i - 1]]
    return sum(precs) / len(precs) if precs else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "divides by len(retrieved) of the list, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"count\w* twice", r"not (a )?set", r"set\(", r"dedup\w*", r"len\(retrieved\)", r"list length"]],
      '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "takes label 0 as the positive class (labels inverted), giving 1 - AUC",
      [[r"invert\w*", r"label 0", r"positive class", r"swap\w*", r"1 - AUC", r"flipped", r"negatives as positives"]],
      '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q38", "rank.p_at_k", "data", "divides by the number of labels in the top (len(labels[:k])) instead of k, "
      "as if the list always had k items",
      [[r"len\(", r"length of (the )?(list|slice|top)", r"number of (labels|items) (in|present|actually)",
        r"instead of k\b", r"not (by )?k\b", r"items (that are )?present", r"always (has|had) k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q39", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit", r">\s*epsilon", r"greater", r"farther", r"wrong (side|direction)", r"outside"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d > epsilon]
    return float(Fraction(sum(got), len(got))) if got else 0.0
''')

wrong("q40", "ndcg.all_judgments", "data", "treats the unretrieved list as relevant items of grade 1 each, "
      "ignoring their grades",
      [[r"grade 1", r"binary", r"ignor\w* (their|the) grades", r"as 1", r"count", r"len\(unretrieved\)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    z = dcg(ideal)
    return dcg(grades) / z if z else 0.0
''')

wrong("q41", "gen.practical", "data", "takes the scope s as the number of relevant labels v instead of the "
      "number of judged items len(labels)",
      [[r"s = v", r"sum\(labels\)", r"number of relevant (labels|items)", r"relevant (labels|items|count) (as|for) (the )?s",
        r"instead of len\(labels\)", r"precision (is )?(always )?1"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    v = int(y.sum())
    s = v
    c_max = d - s + v
    return [v / s if s else 0.0, v / c_max if c_max else 0.0, v / d]
''')

wrong("q42", "scope.knn_ties", "data", "assumes the distances are already sorted: cuts the given order at k "
      "without ranking by distance",
      [[r"already sorted", r"never sort", r"not sorted", r"without sorting", r"given order", r"original order",
        r"input order", r"unsorted"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = distances[k - 1]
    before = [y for d, y in zip(distances[:k], labels[:k]) if d != kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    room = k - len(before)
    rel = sum(tied)
    lo = sum(before) + max(0, room - (len(tied) - rel))
    hi = sum(before) + min(room, rel)
    return [lo / k, hi / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "count the ties at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    before = [y for d, y in pairs if d < kth]
    tied = [y for d, y in pairs if d == kth]
    room = k - len(before)
    rel = sum(tied)
    lo = sum(before) + max(0, room - (len(tied) - rel))
    hi = sum(before) + min(room, rel)
    return [lo / k, hi / k]
''')

right("q44", "roc.eer", "walk the ROC steps and intersect each piece with FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    pts = [(0.0, 0.0)]
    for t in sorted(set(s), reverse=True):
        pts.append((((s >= t) & ~y).sum() / N, ((s >= t) & y).sum() / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0, g1 = x0 - (1 - y0), x1 - (1 - y1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return float(x0)
            a = -g0 / (g1 - g0)
            return float(x0 + a * (x1 - x0))
    return 0.0
''')

right("q45", "interp.curve", "Fractions and a max over the ranks to the right", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        if n_relevant:
            pts.append((Fraction(hits, n_relevant), hits / k))
    return [max((p for r, p in pts if r >= Fraction(j, 10)), default=0.0) for j in range(11)]
''')

right("q46", "pr.averaged", "NumPy curves averaged per level", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        c = np.zeros(11)
        if R:
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            for j in range(11):
                ok = hits * 10 >= j * R
                c[j] = prec[ok].max() if ok.any() else 0.0
        curves.append(c)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q47", "ap.eleven_point", "a comprehension over the 11 levels", '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits, hits / k))
    return sum(max((p for h, p in pts if h * 10 >= j * n_relevant), default=0.0) for j in range(11)) / 11
''')

right("q48", "gen.grip_point", "the expected share of the class in the top c", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    if not c:
        return 0.0
    return sum(labels[:c]) / c
''')

SUBMISSIONS = tuple(S)
