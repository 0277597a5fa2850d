"""Diagnosis class 70, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of graduate students from statistics and psychology
in an IR evaluation course -- they think in distributions, expectations and tests, reach for scipy.stats, NumPy
and scikit-learn, confuse estimators and conventions (one- vs two-sided tests, ties, means of ratios vs ratios of
means, which column is which) and misremember formulas. Read for it: ``ireval_teach/exercises/tasks.py`` (task
ids, signatures, statements, hidden-check hints, references; its task list printed with the hidden hints' text),
the first 80 lines of tests/heldout_submissions.py, the first 60 and last 30 lines of tests/diagnosis_class19.py
(format only) and the docstring of tests/validate_class.py (an import traceback while the venv was being made
also showed one import line of ``ireval_teach/exercises/__init__.py``, nothing else of it). The category is kept in ``style``. Student ids are
``"c70-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared with the task
references only before hand-over (tests/validate_class.py diagnosis_class70).

Categories (7 each): ``sibling``, ``shape``, ``flow``, ``hidden``, ``twin`` (the keys hold the true cause only),
``data``. The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 70 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c70-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "computes F1, the plain harmonic mean of P and R, ignoring beta",
      [[r"\bF1\b", r"ignor\w* (the )?beta", r"beta (is )?(never|not) used", r"harmonic mean", r"without (the )?beta",
        r"beta\s*=\s*1 (always|everywhere)"]], '''
from scipy.stats import hmean

def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return float(hmean([precision, recall]))
''')

wrong("a02", "roc.auc", "sibling", "returns scikit-learn's average precision of the scores instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"average_precision_score", r"area under the (PR|precision.recall) curve",
        r"PR.?AUC"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables).{0,40}(before|then) divid", r"ratio of (the )?sums",
        r"ratio of means", r"overall (tp|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a04", "ap.exact", "sibling", "divides by the number of relevant items retrieved (the hits) instead of "
      "n_relevant",
      [[r"(number|count) of (relevant )?(items )?retrieved", r"retrieved relevant", r"hits", r"sum\(labels\)",
        r"found", r"instead of n_relevant", r"mean of (the )?precisions"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].mean())
''')

wrong("a05", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the other DCG formulation at every rank",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"(trec|burges|other|alternative|second) (dcg|formulation|discount)",
        r"rank 1 (is )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("a06", "sig.sign_test", "sibling", "reports the one-sided p-value (alternative 'less') instead of the "
      "two-sided one",
      [[r"one.?sided", r"one.?tailed", r"(not|instead of) (the )?two.?sided", r"half (of )?the (two.?sided )?p",
        r"alternative\s*=\s*.?less", r"doubl\w*"]], '''
from scipy.stats import binomtest

wins_a = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
wins_b = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins_a, wins_a + wins_b, 0.5, alternative="less").pvalue
''')

wrong("a07", "map.mrr", "sibling", "averages each query's average precision (over its retrieved relevant items) "
      "instead of its reciprocal rank",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not (only )?(just )?the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared",
      [[r"beta squared", r"squar\w*", r"not squared", r"beta instead of beta.?(\^|\*\*|squared)",
        r"forg[eo]t\w* to square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "ndcg.all_judgments", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base.?e\b", r"np\.log\b", r"log\(", r"(another|wrong|other) (log(arithm)? )?base",
        r"base of the log"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        return float(g[0] + np.sum(g[1:] / np.log(np.arange(2, len(g) + 1))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("b03", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"\+ ?v\b", r"d ?- ?s(?! ?\+)", r"(forg[eo]t|drop\w*|miss\w*|left out|leaves? out|without).{0,30}\bv\b",
        r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    rec = v / (d - s) if d > s else (1.0 if v else 0.0)
    return [v / s, rec, v / d]
''')

wrong("b04", "rank.p_at_k", "shape", "returns the number of relevant items in the top k, never divided by k",
      [[r"(not|never|forg[eo]t\w*).{0,30}divid", r"\ba count\b", r"counts? (instead|rather)",
        r"number of relevant (items|hits)? ?(instead|not|rather)", r"/ ?k\b", r"raw (sum|count)"]], '''
def my_p_at_k(labels, k):
    return float(sum(labels[:k]))
''')

wrong("b05", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"minus (one|1)", r"no (- ?1|subtraction)", r"(forg[eo]t|drop\w*|miss\w*|without).{0,20}(the )?(- ?1|one|subtract)",
        r"2\^rel instead", r"2 ?\*\* ?rel\b"]], '''
import math
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("b06", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"divid\w* by (10|ten)", r"/ ?10\b", r"ten (levels|points)", r"10 instead of 11", r"(count|number) of levels",
        r"fence.?post"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ps, rs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        ps.append(hits / i)
        rs.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rr in zip(ps, rs) if rr >= r], default=0.0)
    return total / 10
''')

wrong("b07", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"(order|positions) (of the (two )?(bounds|values) )?(is )?(swapped|reversed|inverted)",
        r"highest first", r"upside down"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - len(before)
    rb, rt, nt = sum(before), sum(tied), len(tied)
    low = (rb + max(0, need - (nt - rt))) / k
    high = (rb + min(need, rt)) / k
    return [high, low]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "map.mean", "flow", "the running total is reset inside the loop, so only the last query's AP is "
      "kept (divided by the number of queries)",
      [[r"reset", r"inside the loop", r"last query", r"overwrit\w*", r"re-?initiali[sz]\w*", r"only (the )?last"]], '''
def my_map(runs, n_relevant):
    for run, R in zip(runs, n_relevant):
        total = 0.0
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("c02", "pr.points", "flow", "computes each point's precision before counting the relevant item it is at",
      [[r"before (the )?(increment|count|updat)", r"off.by.one", r"(hit|count)s? (is |are )?(not yet|one (too )?(few|short|low))",
        r"previous (count|hits)", r"one (hit|relevant) short"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x == 1:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("c03", "ap.at_k", "flow", "cuts the list at labels[:k - 1], one rank short of the top k",
      [[r"k ?- ?1", r"off.by.one", r"one (rank )?short", r"last rank", r"k-th rank (is )?(left out|missing|dropped)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    y = np.asarray(labels[:k - 1], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / denom)
''')

wrong("c04", "map.mrr", "flow", "no break: adds the reciprocal rank of every relevant item of a query, not "
      "only the first",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"not (only|just) the first", r"stop\w* at the first",
        r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("c05", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|forg[eo]t\w*|without) (be(ing)? )?sort\w*", r"unsorted", r"input order", r"given order",
        r"order (of|as) (the )?(input|given|list)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    y = np.asarray(labels)
    return float(y[:k].sum() / k)
''')

wrong("c06", "pr.averaged", "flow", "the per-query curve is made once outside the loop, so each query's "
      "interpolated precisions are maxed with the previous queries'",
      [[r"outside (of )?the loop", r"reus\w*", r"not reset", r"carr(y|ies|ied) over", r"previous quer", r"shared",
        r"never (re-?)?initiali[sz]"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits = 0
        for i, x in enumerate(run, 1):
            hits += x
            p, r = hits / i, hits / R
            for j in range(11):
                if r >= j / 10:
                    curve[j] = max(curve[j], p)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("c07", "ndcg.all_judgments", "flow", "the ideal list is never sorted: the grades then the unretrieved ones, "
      "in their given order",
      [[r"(never|not|forg[eo]t\w*|without) (be(ing)? )?sort\w*", r"unsorted", r"given order", r"as given",
        r"concatenat\w*", r"not (in )?(decreasing|descending)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "interp.curve", "hidden", "levels from np.arange(0, 1.1, 0.1): 0.30000000000000004 and its like, so "
      "a recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"float\w*", r"round\w*", r"arange", r"0\.30000000000000004", r"binary", r"inexact"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    p = hits / np.arange(1, len(y) + 1)
    r = hits / n_relevant
    return [float(p[r >= lvl].max()) if (r >= lvl).any() else 0.0 for lvl in np.arange(0, 1.1, 0.1)]
''')

wrong("d02", "scope.knn_ties", "hidden", "looks at the distance after the k-th (d[k]) to see whether a tie "
      "crosses the cut: IndexError when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d = [x for x, _ in pairs]
    if d[k - 1] != d[k]:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    dk = d[k - 1]
    before = [y for x, y in pairs if x < dk]
    tied = [y for x, y in pairs if x == dk]
    need = k - len(before)
    rb, rt, nt = sum(before), sum(tied), len(tied)
    return [(rb + max(0, need - (nt - rt))) / k, (rb + min(need, rt)) / k]
''', crash="IndexError", scope="all")

wrong("d03", "set.pr", "hidden", "counts the retrieved list with its duplicates (len of the list, not of the set)",
      [[r"duplicat\w*", r"counted twice", r"(not|never) (de-?duplicat\w*|made (into )?a set|converted to a set)",
        r"len\(retrieved\)", r"list (length|instead of (a|the) set)", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("d04", "scope.eps_precision", "hidden", "no guard for an empty result: divides by zero",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(got) / len(got)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)), as if the list held every relevant item",
      [[r"min\w*", r"(list|ranking)'?s? length", r"len\(labels\)", r"length of the (list|ranking)", r"cap\w*"]], '''
def my_ap(labels, n_relevant):
    denom = min(n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("d06", "gen.grip_point", "hidden", "np.mean of labels[:n_relevant]: divides by the slice's length when the "
      "list is shorter than the class",
      [[r"np\.mean", r"mean (of|over) (the )?(slice|cut|list)", r"len(gth)? of the (slice|list)",
        r"divid\w* by (the )?(slice|list)", r"instead of (by )?(n_relevant|the class size|c\b)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("d07", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: divides by zero",
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
wrong("e01", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"(tie|tied pair)s? (count\w* )?(as )?(1(?!/)|one|a (full )?win|a whole)", r"full (win|point|credit)",
        r"greater or equal", r"not (counted as )?(1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("e02", "set.f_beta", "twin", "precision and recall swapped in the formula (beta^2 weighs P)",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|confused|exchanged|inverted|the other way)",
        r"(confus|mix)\w* (up )?(precision|P) (and|with) (recall|R)", r"wrong (one|measure) (weighted|multiplied)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e03", "avg.macro", "twin", "reads each table as [tp, fn, fp]: divides by tp + fn (the column order "
      "misread)",
      [[r"column", r"(order|layout) of (the )?(table|entries|counts)", r"fn (instead of|for) fp", r"fp and fn",
        r"tp ?\+ ?fn"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("e04", "scope.eps_precision", "twin", "keeps targets with d <= epsilon (not strict)",
      [[r"<=", r"not strict", r"non.?strict", r"less than or equal", r"inclusive", r"at (the )?boundary (included|counted)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    m = d <= epsilon
    return float(y[m].mean()) if m.any() else 0.0
''')

wrong("e05", "map.mean", "twin", "each AP divided by the query's relevant items retrieved (sum of its labels), "
      "not by n_relevant",
      [[r"(number|count) of (relevant )?(items )?retrieved", r"retrieved relevant", r"sum of (its|the) labels", r"sum\(run\)", r"hits", r"instead of n_relevant",
        r"ignor\w* n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / y.sum()))
    return float(np.mean(aps))
''')

wrong("e06", "ap.eleven_point", "twin", "takes the precision at the first rank reaching each level, not the "
      "maximum over it and later ranks",
      [[r"\bmax", r"later ranks", r"to the right", r"first rank (reaching|that reaches)", r"not interpolat\w*",
        r"no interpolation"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    vals = []
    for j in range(11):
        r = j / 10
        vals.append(next((p for rr, p in pts if rr >= r), 0.0))
    return sum(vals) / 11
''')

wrong("e07", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first), as if "
      "they were similarities",
      [[r"descend\w*", r"revers\w*", r"farthest", r"largest (first|distance)", r"similarit\w*", r"wrong direction",
        r"-distances"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "dcg.classic", "data", "treats the graded judgments as binary (any grade > 0 counts 1)",
      [[r"binar\w*", r"0/1", r"(grade|gain)s? (treated |read )?as (1|one|relevant)", r"relevant or not",
        r"ignor\w* (the )?grades?", r"> ?0"]], '''
import numpy as np

def my_dcg(grades):
    g = (np.asarray(grades) > 0).astype(float)
    if len(g) == 0:
        return 0.0
    return float(g[0] + (g[1:] / np.log2(np.arange(2, len(g) + 1))).sum())
''')

wrong("f02", "ndcg.value", "data", "appends the unretrieved grades to the ranking, as if retrieved at the next "
      "ranks",
      [[r"append\w*", r"as if (they were )?retrieved", r"(added|put) to the (ranking|list|run)",
        r"unretrieved.{0,40}(in|into) the (ranking|dcg)", r"end of the (ranking|list)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

run = list(v["grades"]) + list(v["unretrieved"])
my_ndcg_value = dcg(run) / dcg(sorted(run, reverse=True))
''')

wrong("f03", "roc.eer", "data", "reads label 0 as the positive class",
      [[r"label.{0,20}(flipped|inverted|swapped|reversed)", r"(0|zero) (as|is) (the )?positive", r"positive class",
        r"1 ?- ?labels", r"classes (flipped|swapped|inverted)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    y = 1 - np.asarray(labels)
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    g = fpr - (1 - tpr)
    for j in range(1, len(g)):
        if g[j - 1] <= 0 <= g[j]:
            if g[j] == g[j - 1]:
                return float(fpr[j])
            t = -g[j - 1] / (g[j] - g[j - 1])
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

wrong("f04", "set.pr", "data", "takes the two arguments in the other order (relevant first), so it returns "
      "[recall, precision]",
      [[r"argument (order|s? (swapped|in the wrong order))", r"order of the arguments", r"swap\w*",
        r"(relevant|retrieved) (first|and (relevant|retrieved) (confused|swapped|mixed))", r"revers\w*"]], '''
def my_set_pr(relevant, retrieved):
    a, b = set(retrieved), set(relevant)
    hits = len(a & b)
    return [hits / len(a) if a else 0.0, hits / len(b) if b else 0.0]
''')

wrong("f05", "sig.sign_test", "data", "keeps the tied queries (counted as losses for a) instead of dropping them",
      [[r"ties? (are |were )?(not dropped|kept|counted|included)", r"(kept|count\w*|includ\w*) (the )?tie",
        r"(forg[eo]t|did not|didn't|never) (to )?drop", r"all (the )?queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
n = len(a)
k = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(k, n, 0.5).pvalue
''')

wrong("f06", "gen.grip_point", "data", "takes the class size from the labels (relevant items retrieved) instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"(relevant )?(items )?retrieved", r"count\w* (of )?(the )?(ones|labels)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"from the labels"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("f07", "scope.knn_ties", "data", "sorts the distances and the labels separately, so labels are no longer "
      "paired with their distances",
      [[r"separately", r"pair\w*", r"(link|alignment|correspondence) (between|of)", r"lost",
        r"sort\w* (the )?labels"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    y = sorted(labels, reverse=True)
    dk = d[k - 1]
    before = [yy for dd, yy in zip(d, y) if dd < dk]
    tied = [yy for dd, yy in zip(d, y) if dd == dk]
    need = k - len(before)
    rb, rt, nt = sum(before), sum(tied), len(tied)
    return [(rb + max(0, need - (nt - rt))) / k, (rb + min(need, rt)) / k]
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "interp.step", "explicit loop over the (R_i, P_i) points", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / i
    return 0.0
''')

right("g02", "roc.eer", "scikit-learn roc_curve and a linear crossing", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(np.asarray(labels), np.asarray(scores, dtype=float))
    g = fpr - (1 - tpr)
    for j in range(1, len(g)):
        if g[j - 1] <= 0 <= g[j]:
            if g[j] == g[j - 1]:
                return float(fpr[j])
            t = -g[j - 1] / (g[j] - g[j - 1])
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

right("g03", "rank.r_precision", "slice with padding", '''
R = v["n_relevant"]
labels = list(v["labels"]) + [0] * max(0, R - len(v["labels"]))
my_r_precision = sum(labels[:R]) / R
''')

right("g04", "pr.averaged", "NumPy per query, exact levels", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if R == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        p, r = hits / np.arange(1, len(y) + 1), hits / R
        curves.append(np.array([p[r >= lv - 1e-12].max() if (r >= lv - 1e-12).any() else 0.0 for lv in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("g05", "map.mrr", "generator with next()", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs) / len(runs)
''')

right("g06", "roc.auc", "scipy.stats.mannwhitneyu U statistic", '''
import numpy as np
from scipy.stats import mannwhitneyu

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    u = mannwhitneyu(s[y == 1], s[y == 0]).statistic
    return float(u / ((y == 1).sum() * (y == 0).sum()))
''')

SUBMISSIONS = tuple(S)
