"""Diagnosis class 269, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse counts with rates and sets with lists: len versus sum, unique versus repeated ids, proportions versus
totals; written in varied styles (explicit loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c269-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class269): every right
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

BATCH = "diagnosis class 269 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c269-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC DCG) instead of "
      "the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i\s*\+\s*1", r"discount.{0,40}(every|all|each|first) rank",
        r"rank 1 (is )?discount", r"first (item|rank|grade).{0,30}discount"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q02", "avg.macro", "sibling", "pools the counts over the queries (micro-averaged precision, sum tp / sum "
      "(tp + fp)) instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp)", r"total (tp|counts|true positives)",
        r"add\w* (up )?(the )?counts", r"aggregat\w* (the )?counts", r"weight\w* by (the )?(query|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision",
      [[r"recall (values|of each|instead)", r"returns? (the )?recalls?", r"instead of (the|its) precision",
        r"hits ?/ ?n_relevant", r"(divid|divis)\w* by (the )?(number|count) of relevant"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for x in labels:
        if x:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("q04", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits inside over all "
      "relevant targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"(divid|divis)\w* by (the )?(number|count|total) of relevant", r"sum\(labels\)"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return float(Fraction(sum(inside), sum(labels)))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant found anywhere / c) "
      "instead of the precision at scope s = c",
      [[r"recall of the (whole|entire) list", r"whole list", r"entire list", r"all (the )?ranks",
        r"(not|never|without) (cut|truncat)\w*", r"ignor\w* (the )?scope", r"returns? (the )?recall", r"recall instead"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / n_relevant
''')

wrong("q06", "ap.eleven_point", "sibling", "returns exact (uninterpolated) AP, the mean of P@k at the relevant "
      "ranks, instead of the mean of the 11 interpolated precisions",
      [[r"exact ap", r"uninterpolated", r"non.?interpolated", r"(not|never|without) interpolat\w*",
        r"instead of (the )?interpolat\w*", r"plain ap", r"\bap\b (instead|rather)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full AP's denominator) instead of "
      "min(k, n_relevant)",
      [[r"(divid|divis)\w* by (the )?(n_relevant|number of relevant|R\b)", r"n_relevant (instead|rather) of",
        r"instead of (the )?min", r"not (the )?min", r"full ap('s)? denominator", r"(ignor|without|never|no)\w* (the )?min",
        r"denominator (is|of) n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared",
      [[r"beta (instead of|not) (beta )?squared", r"(not|never|without|forg[eo]t\w*) (to )?squar\w*", r"unsquared",
        r"squar\w* (is )?(missing|left out|omitted)", r"beta\W+(instead of|not)\W+beta\s*(\*\*|\^)\s*2", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "roc.auc", "shape", "returns the count of winning pairs (ties 1/2) without dividing by the number "
      "of (positive, negative) pairs",
      [[r"(not|never|without|forg[eo]t\w*) (to )?(divid|normali[sz])\w*", r"count.{0,30}(instead of|not) (a )?(fraction|rate|proportion)",
        r"number of pairs", r"n_?pos\w* \* n_?neg", r"\bU\b", r"raw count", r"mann.?whitney"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                wins += 1
            elif a == b:
                wins += 0.5
    return wins
''')

wrong("q10", "gen.practical", "shape", "the smallest recall is v / (d - s), leaving v out of the largest class "
      "size d - s + v",
      [[r"d\s*-\s*s\s*\+\s*v", r"c_?max", r"largest (possible )?class", r"v (left )?out", r"without (the )?\+?\s*v",
        r"missing \+?\s*v", r"forg[eo]t\w* .{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "dcg.trec", "shape", "uses log2(i) + 1 instead of log2(i + 1) as the discount (the 1 outside the "
      "logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|logarithm|parenthes)", r"parenthes\w*",
        r"\+ ?1 (is )?(added )?(after|outside)"]], '''
import math

grades = v["grades"]
my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled) for the "
      "two-sided test",
      [[r"one.?sided", r"one.?tailed", r"(not|never|without) doubl\w*", r"doubl\w*", r"times 2", r"\* ?2",
        r"single tail", r"one tail"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q13", "ap.exact", "shape", "divides the sum of precisions by the length of the list instead of "
      "n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"number of (ranks|items|retrieved)",
        r"list length", r"(all|every) (the )?(ranks|items) retrieved"], [r"n_relevant", r"number of relevant",
        r"divid\w*", r"divis\w*", r"denominator", r"instead"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q14", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"(never|not|without|forg[eo]t\w*) (to )?sort\w*", r"input order", r"unsorted", r"given order",
        r"original order", r"order (of|in) the input"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = labels[:k]
    return sum(top) / k
''')

wrong("q15", "interp.curve", "flow", "stops at the first rank whose recall reaches the level (break) and takes "
      "its precision instead of the maximum over all later ranks",
      [[r"break", r"first rank", r"stops? (at|too)", r"(not|never|without) (the |a )?max\w*",
        r"instead of (the )?max\w*", r"later ranks", r"ranks? (after|below|further)"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for p, rc in zip(precs, recs):
            if rc >= r:
                val = p
                break
        out.append(val)
    return out
''')

wrong("q16", "ap.value", "flow", "computes each P@k before counting the relevant item at rank k (off by one: the "
      "hit is added after the precision)",
      [[r"off.?by.?one", r"before (count|add|increment)\w*", r"after (the )?precision",
        r"(count|add|increment)\w* (the hit |hits )?(too )?late", r"not (yet )?counted", r"previous rank"]], '''
labels = v["labels"]
n_rel = v["n_relevant"]
hits = 0
total = 0.0
for i, rel in enumerate(labels, start=1):
    if rel:
        total += hits / i
        hits += 1
my_ap_value = total / n_rel
''')

wrong("q17", "ap.eleven_point", "flow", "loops over range(10): the recall level 1.0 is left out and the mean is "
      "over 10 levels",
      [[r"range\(10\)", r"10 levels", r"ten levels", r"(level|recall) 1\.0", r"last level", r"off.?by.?one",
        r"(miss|omit|skip|left out|leav)\w*.{0,30}(1\.0|last|eleventh|11th)"]], '''
def my_11pt(labels, n_relevant):
    hits = 0
    points = []
    for i, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(10):
        r = j / 10
        total += max([p for rc, p in points if rc >= r], default=0.0)
    return total / 10
''')

wrong("q18", "interp.step", "flow", "the loop never breaks: it keeps overwriting the value and returns the "
      "precision of the last relevant item instead of the first one whose recall reaches the level",
      [[r"break", r"last (relevant|point|item)", r"overwrit\w*", r"keeps? (going|looping)",
        r"instead of (the )?first", r"first (point|relevant item|rank) (whose|that|where)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    value = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / i
    return value
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: sums 1/rank over every relevant item of "
      "a query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"(not|only) the first", r"each relevant",
        r"sum\w* .{0,20}(reciprocal|1 ?/ ?rank)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "adds the queries' curves up but never divides by the number of queries "
      "(totals instead of means)",
      [[r"(never|not|without|forg[eo]t\w*) (to )?divid\w*", r"sum\w* instead of (the )?mean", r"totals?",
        r"number of queries", r"len\(runs\)", r"not averag\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    acc = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0:
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        for j in range(11):
            ok = prec[rec >= j / 10]
            acc[j] += ok.max() if ok.size else 0.0
    return acc.tolist()
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q21", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator is 0 and it raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0: no relevant item "
      "at all raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "map.mean", "hidden", "averages only over the queries with a non-zero AP: a query whose relevant "
      "items were never retrieved is dropped instead of counting 0",
      [[r"drop\w*", r"skip\w*", r"left out", r"exclud\w*", r"ignor\w*", r"only (over )?(the )?queries with",
        r"non.?zero"], [r"quer(y|ies)", r"\b0\b", r"zero"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        ap = s / n if n else 0.0
        if ap > 0:
            aps.append(ap)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q25", "ap.at_k", "hidden", "uses min(len(labels[:k]), n_relevant) as the denominator: when k is longer "
      "than the list it divides by the list's length instead of k",
      [[r"len\(labels", r"length of the (list|ranking)", r"list('s)? length", r"items present",
        r"(divid|divis)\w* by (the )?(list|number of labels)", r"instead of k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the number of labels present in the top c (len of the cut) "
      "instead of c: a list shorter than the class scores too high",
      [[r"len\(", r"length of the (cut|slice|list)", r"items present", r"instead of c\b", r"instead of n_relevant",
        r"(divid|divis)\w* by (the )?(number of labels|list length|length)",
        r"missing ranks (dropped|ignored|left out|not counted)", r"shorter list.{0,30}(too high|higher|overestimat)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "avg.macro", "hidden", "leaves queries with nothing retrieved out of the mean instead of counting "
      "their precision as 0",
      [[r"drop\w*", r"skip\w*", r"left out", r"leav\w* out", r"exclud\w*", r"ignor\w*", r"only (over )?(the )?queries"],
       [r"nothing retrieved", r"empty", r"tp ?\+ ?fp ?(==|=|is) ?0", r"no (item|document)s? retrieved",
        r"\b0\b", r"zero"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q28", "set.f_beta", "twin", "puts beta squared on recall in the denominator (beta^2 R + P) instead of on "
      "precision", [[r"recall"], [r"weight\w*", r"denominator", r"wrong term",
                                                r"(on|times|multipl\w*( by)?) (the )?recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q29", "roc.auc", "twin", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ti(e|ed|es)"], [r">=", r"full", r"whole", r"as (a )?(win|1)\b", r"counts? (as )?1\b", r"instead of (1/2|half)",
                          r"not (1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q30", "rank.p_at_k", "twin", "divides by the number of labels present in the top k (len of the slice) "
      "instead of k: ranks beyond the end of the list are dropped instead of counting as not relevant",
      [[r"len\(", r"length of the (slice|cut|list)", r"items present", r"instead of k\b",
        r"missing ranks (dropped|ignored|left out|not counted)", r"(drop|ignor)\w* (the )?missing ranks"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return top.count(1) / len(top)
''')

wrong("q31", "map.mrr", "twin", "averages the reciprocal ranks only over the queries with a relevant item "
      "retrieved (a query without one is left out instead of counting 0)",
      [[r"drop\w*", r"skip\w*", r"left out", r"leav\w* out", r"exclud\w*", r"ignor\w*", r"only (over )?(the )?queries",
        r"instead of counting"], [r"no relevant", r"without (a )?(relevant|hit)", r"\b0\b", r"zero", r"not retrieved"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                rrs.append(1 / rank)
                break
    return sum(rrs) / len(rrs)
''')

wrong("q32", "scope.eps_precision", "twin", "keeps the targets with d <= epsilon (inclusive) instead of the "
      "strict d < epsilon", [[r"<=", r"inclusive", r"(not|instead of) (the )?strict", r"non.?strict",
                              r"equal (to )?epsilon", r"at epsilon", r"on the (boundary|border)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = y[d <= epsilon]
    return float(inside.mean()) if inside.size else 0.0
''')

wrong("q33", "rank.r_precision", "twin", "takes R as the number of relevant items retrieved (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"retrieved relevant", r"relevant (items )?retrieved",
        r"(count|number) of (ones|1s|hits)", r"found in the list"], [r"n_relevant", r"\bR\b", r"instead",
        r"cut.?off", r"rank"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q34", "interp.curve", "twin", "keeps only ranks whose recall is strictly above the level (R@k > r) "
      "instead of R@k >= r",
      [[r"instead of (R@k )?>=", r"strictly (above|greater)", r"(greater|above) (than )?or equal",
        r"exactly (at|reach\w*)", r"equal (to )?the level", r"\bR@k\s*>\s*r"]], '''
def my_interpolated(labels, n_relevant):
    hits = 0
    pts = []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    return [max((p for rc, p in pts if rc > j / 10), default=0.0) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q35", "set.pr", "data", "counts the retrieved LIST, not the set: an id retrieved twice counts twice (in the "
      "hits and in the number retrieved)",
      [[r"duplicat\w*", r"list (instead of|not) (a )?set", r"(not|never|without) (converting to |using )?(a )?set",
        r"counts? (it |them )?twice", r"counted twice", r"repeated", r"unique"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q36", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead of k",
      [[r"len\(labels\)", r"length of the (whole )?(list|ranking)", r"whole list", r"list length",
        r"number of (labels|items)"], [r"\bk\b", r"instead", r"divid\w*", r"divis\w*", r"denominator"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')

wrong("q37", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "number of judged labels (len)",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"(number|count) of relevant (labels|items) (as|for) (the )?s\b",
        r"relevant count"],
       [r"len\(labels\)", r"\bs\b", r"scope", r"judged", r"length"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = sum(1 for x in labels if x == 1)
    c_max = d - s + v
    return [v / s if s else 0.0, v / c_max if c_max else 0.0, v / d]
''')

wrong("q38", "dcg.classic", "data", "uses binary gains (1 for any grade above 0) instead of the graded relevance "
      "values",
      [[r"binar\w*", r"\b0/1\b", r"1 for (any|every|each)", r"(ignor|drop|lose|los)\w* (the )?grade",
        r"instead of (the )?grade", r"grade (values|levels)", r"graded"]], '''
import math

def my_dcg(grades):
    gains = [1 if g > 0 else 0 for g in grades]
    return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(gains))
''')

wrong("q39", "ap.eleven_point", "data", "takes n_relevant as the number of relevant items retrieved (sum of the "
      "labels) instead of the given n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"found in the list", r"(count|number) of (ones|1s|hits)"], [r"n_relevant", r"recall", r"instead",
        r"given"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    n = sum(labels)
    if n == 0:
        return 0.0
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n), Fraction(hits, i)))
    levels = [Fraction(j, 10) for j in range(11)]
    return float(sum(max((p for r, p in pts if r >= lv), default=0) for lv in levels) / 11)
''')

wrong("q40", "scope.knn_ties", "data", "reads the distances as similarities: ranks the farthest targets first",
      [[r"similarit\w*", r"farthest", r"largest distance", r"descending", r"reverse\w*", r"wrong (direction|order)",
        r"nearest (target )?last", r"(high|large)\w* (distance|value)s? first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (-t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q41", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of unretrieved items of grade 1 (adds "
      "one 1 per entry to the ideal) instead of their grades",
      [[r"grade 1", r"grades? of 1", r"(as|a) (count|number)", r"(ignor|drop|lose|los)\w* (their|the) grade",
        r"instead of (their|the) grades?", r"\[1\]", r"len\(unretrieved\)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q42", "map.mean", "data", "ignores n_relevant and divides each AP by the relevant items found in the run "
      "(sum of the labels)",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|found)", r"retrieved relevant",
        r"sum\(run\)", r"found in the (run|list)"], [r"n_relevant", r"ignor\w*", r"instead", r"given"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        found = y.sum()
        if found == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / found)
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy: ROC points over the distinct thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    for j in range(len(fpr)):
        dj = fpr[j] - fnr[j]
        if dj >= 0:
            if dj == 0 or j == 0:
                return float(fpr[j])
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (dj - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

right("q44", "scope.knn_ties", "sorted with a tie key: relevant last, then first", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

right("q45", "gen.practical", "len for s, sum for v", '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

right("q46", "pr.averaged", "NumPy cumsum, a zero curve for an empty query", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.size == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= j / 10].max() if (rec >= j / 10).any() else 0.0 for j in range(11)]))
    return np.mean(curves, axis=0).tolist()
''')

right("q47", "ap.exact", "itertools.accumulate", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    return sum(h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant
''')

right("q48", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

SUBMISSIONS = tuple(S)
