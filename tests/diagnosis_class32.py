"""Diagnosis class 32, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
write terse functional Python -- map/filter/reduce, ``itertools.accumulate`` and ``combinations``, ``zip``,
``sorted`` with key functions, lambdas, generator expressions, NumPy one-liners, scipy and scikit-learn calls --
and the slips that style invites (a lambda closed over the wrong value, an accumulator never reset, a sorted list
computed and then not used, a comprehension that filters away the rows it should keep). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library (``ireval_teach/generality.py``'s formulas), the first 80 lines of
tests/heldout_submissions.py, the header and last lines of tests/diagnosis_class19.py (for the format) and
tests/validate_class.py were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c32-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer
name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class32): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 32 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c32-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the mean of the precisions at the hits) instead of by n_relevant",
      [[r"(relevant|hits?) (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"number of hits", r"len\(precs\)", r"mean of the precisions", r"average of (the )?precisions",
        r"(instead of|not|rather than) (by )?n_relevant", r"relevant (items )?(that were )?found"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    precs = [h / i for i, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("s02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the TREC/Burges formulation, which also "
      "discounts rank 1, instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"(rank|position) (plus|\+) ?(one|1)",
        r"(every|each|all) ranks? (is |are )?discounted", r"discount\w* (at|on|for) rank 1",
        r"rank 1 (is )?discounted", r"burges", r"microsoft"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float((g / np.log2(np.arange(2, g.size + 2))).sum())
''')

wrong("s03", "rank.p_at_k", "sibling", "divides by the number of ranks present in the top k (min(k, len)) "
      "instead of by k, the convention that does not pad a short list",
      [[r"min\s*\(\s*k", r"len\w*\s*\(\s*(top|labels|the list)", r"(list|slice)'?s? length",
        r"length of the (list|slice|top)", r"divid\w* by (the )?(number of )?(items|ranks) (there|present|retrieved|"
        r"returned|available)", r"(instead of|not|rather than) (by )?k\b", r"retrieved (items|ranks) only",
        r"(not|never|without) pad\w*"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("s04", "avg.macro", "sibling", "pools the counts of all queries and returns the micro-averaged precision",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tables|tp)", r"total (tp|counts)", r"aggregat\w*",
        r"(add|summ?)\w* up the (tables|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.array(tables).sum(axis=0)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("s05", "interp.step", "sibling", "takes the maximum precision over every point at or beyond the level "
      "(the usual max-to-the-right interpolation) instead of the lecture notes' step value P_i",
      [[r"max\w* (of|over) (the )?(later|following|subsequent|all)", r"upper envelope",
        r"11.?point (rule|interpolation|style)", r"(standard|usual|classic|trec) interpolation",
        r"highest precision (at|of|over|among)", r"(instead of|rather than) (the )?(first|P_i)", r"max\s*\("]], '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    pts = [(h / n_relevant, h / i) for i, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
    return max((p for r, p in pts if r >= level), default=0.0)
''')

wrong("s06", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP, zeros floored at 1e-5) instead "
      "of their arithmetic mean",
      [[r"geometric", r"\bgmap\b", r"product", r"log.{0,20}(average|mean)", r"exp\w*.{0,20}log"]], '''
import numpy as np

def my_map(runs, n_relevant):
    def ap(lab, n):
        ranks = np.flatnonzero(lab) + 1
        return (np.arange(1, ranks.size + 1) / ranks).sum() / n if n else 0.0
    aps = np.array([ap(lab, n) for lab, n in zip(runs, n_relevant)])
    return float(np.exp(np.log(np.maximum(aps, 1e-5)).mean()))
''')

wrong("s07", "dcg.exponential", "sibling", "computes the linear-gain DCG with the log2(i + 1) discount (the grade "
      "itself as the gain, no 2^rel - 1)",
      [[r"linear gain", r"(gain|grade)s? (itself|themselves|directly|as is|as the gain)",
        r"without (the )?(2\s*\^|2\*\*|exponential|power)", r"not (the )?(exponential|2\s*\^)", r"raw grade",
        r"forg[eo]t.{0,20}(2\s*\^|exponen|power)", r"trec", r"dcg\.trec"]], '''
import math

my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + b) P R / (b P + R)",
      [[r"squar\w*", r"beta (rather than|instead of|not) beta", r"b (instead of|not) b\s*(\*\*|\^)\s*2",
        r"power of (2|two)", r"forg[eo]t.{0,20}(\*\*|\^) ?2"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    return (1 + b) * p * r / (b * p + r) if p + r else 0.0
''')

wrong("h02", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v of the denominator left out "
      "(and a division by zero when the whole database is judged)",
      [[r"d\s*-\s*s\s*\+\s*v", r"\+\s*v\b", r"plus v", r"(forg[eo]t|without|miss\w*|left out|leaves out|drop\w*)"
        r".{0,30}\bv\b", r"d\s*-\s*s\b", r"relevant (items )?found (in|within) the scope.{0,40}(denominator|added)"]],
      '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("h03", "ndcg.all_judgments", "shape", "divides the ideal DCG by the run's DCG (the ratio upside down)",
      [[r"invert\w*", r"upside.?down", r"the other way (a)?round", r"(ideal|idcg).{0,30}(over|divided by|/).{0,10}"
        r"(the )?(dcg|actual)", r"swap\w*", r"reciprocal", r"numerator and denominator", r"above 1",
        r"greater than (1|one)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal, actual = dcg(sorted(grades + unretrieved, reverse=True)), dcg(grades)
    return ideal / actual if actual else 0.0
''')

wrong("h04", "roc.eer", "shape", "finds the crossing right but returns one minus the error rate there",
      [[r"complement", r"one minus", r"1 minus", r"1\s*-\s*(the )?(eer|error|rate)",
        r"(true positive|hit|detection) rate (instead|rather)", r"accuracy", r"flipped"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    i = int(np.flatnonzero(diff >= 0)[0])
    if diff[i] == 0:
        return 1 - float(fpr[i])
    t = -diff[i - 1] / (diff[i] - diff[i - 1])
    return 1 - float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
''')

wrong("h05", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"\b10\b", r"\bten\b"], [r"divid\w*", r"denominator", r"instead of 11", r"eleven", r"\b11\b", r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    hits = np.cumsum(labels)
    P, R = hits / np.arange(1, len(labels) + 1), hits / n_relevant
    return float(sum(P[R >= r - 1e-12].max(initial=0.0) for r in np.linspace(0, 1, 11)) / 10)
''')

wrong("h06", "ndcg.value", "shape", "discounts with the natural logarithm (math.log) instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\(", r"(wrong|another|other) base", r"base of the log",
        r"log base (e|2)", r"log2 (is )?(not|never) used"]], '''
import math

dcg = lambda xs: xs[0] + sum(x / math.log(i) for i, x in enumerate(xs[1:], 2))
my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"] + v["unretrieved"], reverse=True))
''')

wrong("h07", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"other way (a)?round", r"order of the (two|pair|bounds|values)",
        r"flipped", r"(highest|optimistic) first", r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    at = lambda key: sum(y for _, y in sorted(zip(distances, labels), key=key)[:k]) / k
    return [at(lambda t: (t[0], -t[1])), at(lambda t: (t[0], t[1]))]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "appends the precision before counting the current hit (hits - 1 over the rank)",
      [[r"before (it is |being )?(count|increment|add)\w*", r"(count|increment|add)\w* (the hit )?(after|too late)",
        r"not (yet )?counted", r"one (hit|relevant item) (too few|short|behind)", r"(exclud|without|leav)\w* the "
        r"current", r"lag\w*", r"hits\s*-\s*1", r"off.by.one", r"one too (few|low)"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            pts.append(hits / i)
            hits += 1
    return pts
''')

wrong("f02", "map.mrr", "flow", "filters out the queries with no relevant item and averages over the remaining "
      "ones only",
      [[r"only (the )?queries (with|that)", r"skip\w*", r"(ignor|drop|exclud|left out|leav|omit|filter)\w*.{0,40}"
        r"quer", r"divid\w* by (the )?(number|count) of (queries )?(with|that)", r"fewer queries",
        r"quer\w* (with|without) (no )?(hit|relevant).{0,40}(not counted|ignored|dropped|left out)"]], '''
def my_mrr(runs):
    rr = [1 / (r.index(1) + 1) for r in runs if 1 in r]
    return sum(rr) / len(rr)
''')

wrong("f03", "rank.distances", "flow", "sorts the pairs by distance but then counts the first k labels in the "
      "input order (the sorted list is never used)",
      [[r"(never|not|without|forgot\w*|n't) (to )?(sort|use the sort|rank)", r"input order", r"unsorted",
        r"as given", r"original order", r"(sorted|ranked) (list|pairs) (is )?(never|not) used", r"given order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels))
    return sum(y for _, y in zip(ranked, labels[:k])) / k
''')

wrong("f04", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down to "
      "the first rank reaching the level, instead of the maximum over the ranks at or after it",
      [[r"running max\w*", r"(earlier|previous|preceding) (ranks|points)", r"(before|above|up to) (the|that|this) "
        r"(rank|point)", r"wrong direction", r"forward", r"prefix", r"from the (top|start)",
        r"(instead of|not|rather than) (the )?(later|following|after)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    best = list(accumulate((h / i for i, h in enumerate(hits, 1)), max))
    recall = [h / n_relevant for h in hits]
    return [next((b for b, r in zip(best, recall) if r >= lvl / 10 - 1e-12), 0.0) for lvl in range(11)]
''')

wrong("f05", "ap.at_k", "flow", "never cuts the ranking at k: sums the precisions at every relevant rank of the "
      "list, then divides by min(k, n_relevant)",
      [[r"(not|never|without|forgot\w*|n't) (to )?(cut|truncat|stop|slice)", r"whole (list|ranking)",
        r"all (the )?ranks", r"(past|beyond|after|below) (rank )?k\b", r"ranks? (greater|larger|beyond|after) "
        r"(than )?k", r"labels\[:k\]"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    denom = min(k, n_relevant)
    return float(prec[y == 1].sum() / denom) if denom else 0.0
''')

wrong("f06", "pr.averaged", "flow", "the running maximum is initialised once outside the query loop, so it "
      "carries over from one query to the next",
      [[r"reset", r"carr\w* over", r"previous quer", r"leak\w*", r"(not|never) (re-?)?initiali[sz]ed",
        r"outside the (query |queries )?loop", r"from one query to the (next|other)",
        r"(shared|kept) (across|between) queries"]], '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    curve, best = [0.0] * 11, 0.0
    for lab, n in zip(runs, n_relevant):
        pts = [(h / n, h / i) for i, h in enumerate(accumulate(lab), 1)] if n else []
        for j in range(10, -1, -1):
            best = max([best] + [p for r, p in pts if r >= j / 10 - 1e-12])
            curve[j] += best / len(runs)
    return curve
''')

wrong("f07", "roc.auc", "flow", "itertools.combinations keeps only the pairs where the positive item comes "
      "before the negative one in the list",
      [[r"(only|just) (the )?(later|following|subsequent)", r"pairs? (in|by) (list|input) order", r"i\s*<\s*j",
        r"combinations", r"(positive|relevant) (item )?(comes|appears|listed|is) (first|before|earlier)",
        r"(half|part) of the pairs", r"(each|every) pair (only )?once", r"order of the (list|input)",
        r"missing pairs", r"not all (the )?pairs"]], '''
from itertools import combinations

def my_auc(scores, labels):
    pairs = [(a, b) for (a, ya), (b, yb) in combinations(zip(scores, labels), 2) if ya and not yb]
    return sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs) / len(pairs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "gen.grip_point", "hidden", "np.mean of the first c labels: a list shorter than c is divided by its "
      "own length instead of by c",
      [[r"np\.mean", r"mean of (the )?(slice|cut|first|top)", r"(length|len|size) of the (slice|cut|list|top)",
        r"list('s)? length", r"len\(", r"(instead of|not|rather than) (by )?(c|n_relevant|the class size)\b",
        r"fewer (items|ranks) than", r"(not|never|without) pad\w*"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("d03", "scope.eps_precision", "hidden", "the mean of an empty selection when nothing lies within epsilon "
      "(returns nan)", [NAN + [r"empty (result|set|slice|selection)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    return float(np.array(labels)[np.array(distances) < epsilon].mean())
''', scope="all")

wrong("d04", "map.mean", "hidden", "statistics.mean of a query's precisions at its hits: a query with no hit "
      "raises StatisticsError", [[r"StatisticsError", r"mean requires at least one", r"empty"]], '''
from statistics import fmean, mean

def my_map(runs, n_relevant):
    def ap(lab, n):
        precs = [sum(lab[:i]) / i for i, x in enumerate(lab, 1) if x]
        return mean(precs) * len(precs) / n
    return fmean(map(ap, runs, n_relevant))
''', crash="StatisticsError", scope="all")

wrong("d05", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: raises ZeroDivisionError",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda g: sum(x / log2(max(i, 2)) for i, x in enumerate(g, 1))
    return dcg(grades) / dcg(sorted([*grades, *unretrieved], reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "avg.macro", "hidden", "vectorised tp / (tp + fp) gives nan for a query with nothing retrieved, and "
      "the mean is nan", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''', scope="all")

wrong("d07", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: a query with no relevant item "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    return sum(sum(top[:i]) / i for i, x in enumerate(top, 1) if x) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 R + P), which is F "
      "with 1/beta",
      [[r"swap\w*", r"exchang\w*", r"mix\w* up", r"the other way (a)?round", r"interchang\w*", r"confus\w*",
        r"(wrong|other) (one|term)", r"transpos\w*"], [r"precision", r"recall", r"\bP\b", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision) if precision or recall else 0.0
''')

wrong("t02", "sig.sign_test", "twin", "a one-sided binomial test (alternative='greater') instead of the two-sided "
      "one",
      [[r"one.?sided", r"one.?tailed", r"alternative", r"single (tail|side)", r"only one (side|tail|direction)",
        r"greater"]], '''
from scipy.stats import binomtest

wins = sum(a > b for a, b in zip(v["a"], v["b"]))
losses = sum(a < b for a, b in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, wins + losses, alternative="greater").pvalue
''')

wrong("t03", "roc.eer", "twin", "takes the ROC point where |FPR - FNR| is smallest and averages the two rates "
      "there, without interpolating along the segment to the crossing",
      [[r"nearest", r"closest", r"(no|without|not|never|skip\w*) (linear )?interpolat\w*",
        r"(at|on) (a|the) (roc )?point", r"instead of (the )?(crossing|intersection)",
        r"(does not|doesn't|never) intersect", r"argmin", r"(smallest|minimum|minimal) (gap|difference)"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    i = np.argmin(np.abs(fpr - fnr))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("t04", "scope.eps_precision", "twin", "keeps the targets with d <= epsilon (a target exactly at epsilon is "
      "included)",
      [[r"<=", r"inclusive", r"(less than )?or equal", r"(on|at) the (boundary|border|edge)", r"not strict",
        r"non.?strict", r"(includ|count)\w*.{0,40}(equal|exactly) (to )?epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("t05", "roc.auc", "twin", "rankdata(method='ordinal') breaks tied scores by their position in the list "
      "instead of giving them average ranks",
      [[r"ordinal", r"tie.{0,40}(broken|break|by (list|input) order|position)", r"(input|list) order",
        r"first occurrence", r"(ties?|tied).{0,40}(not|never) (counted as|given) (1/2|half)",
        r"(average|mid).?ranks?"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores, method="ordinal")
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("t06", "map.mrr", "twin", "averages the reciprocal ranks of every relevant item of a query instead of "
      "taking the first one's",
      [[r"every relevant", r"all (the )?relevant", r"each relevant", r"not (only|just) the first",
        r"(instead of|rather than) (only |just )?the first", r"(mean|average) of (the )?reciprocal ranks of"]], '''
def my_mrr(runs):
    ranks = lambda run: [i for i, x in enumerate(run, 1) if x]
    rr = lambda rs: sum(1 / r for r in rs) / len(rs) if rs else 0.0
    return sum(map(rr, map(ranks, runs))) / len(runs)
''')

wrong("t07", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"relevant (items )?(in|of) (the|your) (list|ranking)", r"retrieved relevant", r"sum of (the )?labels",
        r"(relevant )?items found", r"(instead of|not|rather than) n_relevant", r"(count|number) of (ones|1s)",
        r"sum\(labels\)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "counts the retrieved list with its duplicates (an id retrieved twice is a hit "
      "twice and two items)",
      [[r"duplicat\w*", r"dedup\w*", r"repeat\w*", r"(count|counted|counts) (it |them )?(more than once|again|"
        r"several times|each time)", r"(not|never|without|no) (a |using |converting to )?set\b", r"as a list"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    return [len(hits) / len(retrieved) if retrieved else 0.0, len(hits) / len(relevant) if relevant else 0.0]
''')

wrong("a02", "ndcg.value", "data", "appends the unretrieved grades to the run, so they enter the DCG as if they "
      "had been retrieved",
      [[r"unretrieved.{0,60}(appended|added|at the end|as if (they were )?retrieved|in the (run|ranking|dcg))",
        r"(append|add|concatenat)\w*.{0,40}unretrieved.{0,30}(ranking|run|list|dcg)",
        r"as if (they were |it were )?retrieved", r"counted in the dcg", r"dcg (of|includes) (the )?unretrieved"]],
      '''
import numpy as np

g = np.array(v["grades"] + v["unretrieved"], dtype=float)
disc = np.maximum(1, np.log2(np.arange(1, g.size + 1)))
my_ndcg_value = float((g / disc).sum() / (np.sort(g)[::-1] / disc).sum())
''')

wrong("a03", "dcg.classic", "data", "treats the grades as binary relevance (any grade above 0 counts 1)",
      [[r"binar\w*", r"0/1", r"(relevant|irrelevant) or not", r"ignor\w*.{0,30}(grade|level)",
        r"(grade|gain)s? (treated |counted )?(as|to) (1|one)", r"clipp?\w*", r"threshold\w*", r"g\s*>\s*0",
        r"(every|each|any) relevant (item|grade) (counts|as) (1|one)"]], '''
from math import log2

def my_dcg(grades):
    return sum((g > 0) / log2(max(i, 2)) for i, g in enumerate(grades, 1))
''')

wrong("a04", "gen.practical", "data", "reads d as the number of items outside the judged scope (database size "
      "d + s)",
      [[r"d\s*\+\s*s", r"(outside|beyond|besides|apart from|excluding|not including) (the )?(scope|judged|top)",
        r"unjudged", r"(added|adds|plus) s\b", r"rest of the database", r"(size|d) (of|as) the (unjudged|remaining)"]],
      '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("a05", "rank.distances", "data", "treats the distances as similarity scores and ranks the largest first",
      [[r"similarit\w*", r"(largest|highest|biggest|farthest|furthest|greatest) (distance )?first", r"descending",
        r"revers\w*", r"most distant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].mean())
''')

wrong("a06", "pr.averaged", "data", "ignores n_relevant and takes each query's relevant count from its 0/1 list",
      [[r"relevant (items )?(in|of) the (list|ranking|run)", r"retrieved relevant", r"sum\(lab",
        r"ignor\w*.{0,20}n_relevant", r"(instead of|not|rather than) (the given )?n_relevant",
        r"(relevant )?items found", r"never.?retrieved.{0,40}(ignored|left out|missing)", r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    def curve(lab):
        hits = np.cumsum(lab)
        n = hits[-1]
        if not n:
            return [0.0] * 11
        P, R = hits / np.arange(1, len(lab) + 1), hits / n
        return [P[R >= r - 1e-12].max(initial=0.0) for r in np.linspace(0, 1, 11)]
    return np.mean([curve(lab) for lab in runs], axis=0).tolist()
''')

wrong("a07", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides by tp + fn",
      [[r"column", r"order of (the )?(columns|fields|entries|numbers|counts)", r"fn (as|for|instead of) fp",
        r"false negatives? (as|for|instead of|in place of) (the )?false positives?",
        r"(swap|mix|confus|exchang)\w*.{0,30}(fp|fn|false)", r"\[tp, fn, fp\]", r"(used|took|reads?|read) fn"]], '''
def my_macro_precision(tables):
    prec = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(prec) / len(prec)
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "pr.points", "accumulate over the labels, a filtered comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / i for i, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("r02", "scope.knn_ties", "sorted with a (distance, +-label) key", '''
def my_knn_tie_bounds(distances, labels, k):
    top = lambda sign: sum(y for _, y in sorted(zip(distances, labels), key=lambda t: (t[0], sign * t[1]))[:k]) / k
    return [top(1), top(-1)]
''')

right("r03", "interp.step", "an early return in a loop, recall as an exact Fraction", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        if x and Fraction(hits, n_relevant) >= Fraction(str(level)):
            return hits / i
    return 0.0
''')

right("r04", "ap.exact", "NumPy: hit ranks from flatnonzero", '''
import numpy as np

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    ranks = np.flatnonzero(labels) + 1
    return float((np.arange(1, ranks.size + 1) / ranks).sum() / n_relevant)
''')

right("r05", "roc.eer", "sklearn roc_curve, then the crossing on the segment", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    i = int(np.flatnonzero(diff >= 0)[0])
    if diff[i] == 0:
        return float(fpr[i])
    t = -diff[i - 1] / (diff[i] - diff[i - 1])
    return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
''')

right("r06", "sig.sign_test", "scipy.stats.binomtest, two-sided, ties dropped", '''
from scipy.stats import binomtest

diffs = [a - b for a, b in zip(v["a"], v["b"]) if a != b]
my_sign_p = binomtest(sum(d > 0 for d in diffs), len(diffs)).pvalue
''')

SUBMISSIONS = tuple(S)
