"""Diagnosis class 142, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
copy idioms they found online: ``functools.reduce``, ``itertools.accumulate``, generators with ``yield``,
recursion, ``map``/``filter`` with lambdas (mixed with loops, NumPy, comprehensions and ``fractions``). Only the
task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c142-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class142): every right
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

BATCH = "diagnosis class 142 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c142-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP, a reduce with a "
      "product) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"multipl"]], '''
from functools import reduce
import operator

def ap(labels, n_rel):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_rel if n_rel else 0.0

def my_map(runs, n_relevant):
    aps = list(map(ap, runs, n_relevant))
    return reduce(operator.mul, aps, 1.0) ** (1 / len(aps))
''')

wrong("q02", "rank.distances", "sibling", "returns the recall at k of the nearest-first ranking (hits over all "
      "relevant labels) instead of its precision at k",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"sum\(labels\)", r"number of relevant (items|labels|targets)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0])
    top = list(filter(lambda p: p[1] == 1, ranked[:k]))
    return len(top) / sum(labels)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated) (AP|average precision)", r"average precision instead",
        r"not interpolated", r"without interpolat", r"no interpolation", r"\bAP\b"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    hits = list(accumulate(labels))
    precs = [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
    return sum(precs) / n_relevant if n_relevant else 0.0
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest generality", r"maximum generality",
        r"d - s \+ v\)? ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(filter(lambda x: x == 1, labels))
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q05", "map.mrr", "sibling", "returns the mean average precision of the runs (every relevant rank, over "
      "the relevant items found) instead of the mean reciprocal rank of the first relevant item",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)"]], '''
def precisions(run):
    hits = 0
    for i, x in enumerate(run, 1):
        if x:
            hits += 1
            yield hits / i

def my_mrr(runs):
    aps = [sum(precisions(r)) / sum(r) if sum(r) else 0.0 for r in runs]
    return sum(aps) / len(aps)
''')

wrong("q06", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel - 1",
      [[r"linear", r"grades? (themselves|directly|as (the )?gains?)", r"without (the )?exponential",
        r"not exponential", r"raw grades?", r"rel_i instead", r"instead of (the )?exponential"]], '''
from math import log2
from functools import reduce

my_dcg_exp = reduce(lambda acc, p: acc + p[1] / log2(p[0] + 1), enumerate(v["grades"], 1), 0.0)
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"recalls? instead of (the )?precisions?", r"returns? (the )?recalls?", r"recall values", r"recall of each",
        r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    def walk():
        hits = 0
        for x in labels:
            if x:
                hits += 1
                yield hits / n_relevant
    return list(walk())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"squar", r"beta instead of beta", r"b instead of b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log (math.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"wrong base", r"log base", r"not log2", r"instead of log2",
        r"math\.log\b"]], '''
import math
from functools import reduce

def my_dcg(grades):
    if not grades:
        return 0.0
    return reduce(lambda acc, p: acc + p[1] / math.log(p[0]), enumerate(grades[1:], 2), float(grades[0]))
''')

wrong("q10", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"invert", r"upside", r"IDCG ?/ ?DCG", r"ideal.{0,30}divided by", r"swapp", r"reciprocal", r"wrong way",
        r"the other way"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    d, idcg = dcg(grades), dcg(ideal)
    return idcg / d if d else 0.0
''')

wrong("q11", "gen.practical", "shape", "drops the + v of the recall bound's denominator: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"\+ ?v\b", r"drop\w* (the )?v\b", r"without (the )?v\b", r"forg\w+ (to add )?(the )?v\b", r"missing v\b",
        r"v / \(d - s\)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q12", "avg.macro", "shape", "returns the sum of the queries' precisions (never divided by the number of "
      "queries)",
      [[r"\bsum\b", r"not divided", r"never divid", r"forg\w+ (to )?divide", r"without dividing", r"total",
        r"number of queries"]], '''
from functools import reduce

def my_macro_precision(tables):
    return reduce(lambda acc, t: acc + (t[0] / (t[0] + t[1]) if t[0] + t[1] else 0.0), tables, 0.0)
''')

wrong("q13", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"denominator (is |of )?k\b", r"by k instead", r"k instead of min", r"always k\b"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    hits = list(accumulate(top))
    s = sum(h / i for i, (h, x) in enumerate(zip(hits, top), 1) if x)
    return s / k if k else 0.0
''')

wrong("q14", "sig.sign_test", "shape", "gives the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"not doubled", r"forg\w+ (to )?double", r"without doubling", r"times 2", r"single tail",
        r"one tail", r"half"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = len(list(filter(lambda d: d > 0, diffs)))
k = min(wins, n - wins)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "sums the labels of the first k - 1 ranks only (range(1, k)) before "
      "dividing by k",
      [[r"off.by.one", r"k ?- ?1", r"one rank (too )?(few|short|less)", r"misses? (the )?(k.?th|last) rank",
        r"range\(1, k\)", r"(k.?th|last) rank (is )?(missed|skipped|left out|dropped)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking (over "
      "earlier ranks) instead of the maximum over the ranks at or below",
      [[r"(earlier|previous|higher|above|preceding) ranks?", r"wrong direction", r"from the (top|start|front)",
        r"instead of (the )?(later|following|lower)", r"prefix max", r"backwards?", r"forward", r"before (it|the)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    precs = [h / i for i, h in enumerate(hits, 1)]
    best = list(accumulate(precs, max))
    out = []
    for j in range(11):
        r = j / 10
        ks = [i for i, h in enumerate(hits) if h * 10 >= j * n_relevant]
        out.append(best[ks[0]] if ks else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "never resets the hit counter between queries (it keeps counting across runs)",
      [[r"reset", r"carr\w+ over", r"accumulat\w+ across", r"across (the )?queries", r"re-?initiali",
        r"from the previous query"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "overwrites the curve in the loop and returns the last query's curve, not "
      "the mean over the queries",
      [[r"last query", r"only (the )?(last|final)", r"overwrit", r"never averag", r"not averag"]], '''
def curve(labels, n):
    hits = 0
    pts = []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n, hits / i))
    for j in range(11):
        yield max((p for r, p in pts if r * 10 >= j - 1e-9), default=0.0)

def my_averaged_curve(runs, n_relevant):
    for labels, n in zip(runs, n_relevant):
        avg = list(curve(labels, n))
    return avg
''')

wrong("q19", "ap.eleven_point", "flow", "uses only the 10 levels 0.0 ... 0.9 (range(10)) and leaves level 1.0 "
      "out of the mean",
      [[r"range\(10\)", r"(10|ten) levels", r"misses? (the )?(last|final|top) level", r"level 1(\.0)? (is )?(missing|left out|dropped|skipped)",
        r"leaves? out (the )?level 1", r"off.by.one", r"without (the )?level 1"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    levels = [Fraction(j, 10) for j in range(10)]
    vals = [max((p for r, p in pts if r >= lv), default=0) for lv in levels]
    return float(sum(vals) / len(levels))
''')

wrong("q20", "map.mrr", "flow", "does not stop at the first relevant item: the loop keeps going and the rank of "
      "the last relevant item is used",
      [[r"last relevant", r"no break", r"(doesn't|does not|never) (stop|break)", r"keeps? (going|looping)",
        r"overwrit", r"not the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run, 1):
            if x:
                rank = i
        total += 1 / rank if rank else 0.0
    return total / len(runs)
''')

wrong("q21", "rank.distances", "flow", "sorts the distances on their own and keeps the labels in input order (the "
      "labels are not carried along with the sort)",
      [[r"labels? (are |were )?not (carried|moved|sorted|reordered|permuted)", r"input order", r"original order",
        r"unsorted labels", r"separately", r"on (its|their) own", r"(mismatch|misalign)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ds = sorted(distances)
    pairs = list(zip(ds, labels))[:k]
    return sum(map(lambda p: p[1], pairs)) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: the division by zero crashes",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of the cut list (labels[:c]) instead of the class "
      "size c, so a list shorter than the class is wrong",
      [[r"len(gth)? of (the )?(cut|slice|sliced|truncated)", r"len\(", r"slice'?s? length",
        r"instead of (c|n_relevant|the class size)", r"divid\w* by (the )?(number of|how many) (ranks|items) (there are|in the list)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: the division by zero crashes",
      [ZERODIV], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = accumulate(labels)
    return sum(h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "a query with no relevant items divides by n_relevant = 0 and crashes",
      [ZERODIV], '''
def interpolated(labels, n):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n, hits / i))
    return [max((p for r, p in pts if r >= j / 10 - 1e-12), default=0.0) for j in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = list(map(interpolated, runs, n_relevant))
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0 / 0 returns nan",
      [[r"\bnan\b", r"not a number", r"0 ?/ ?0", r"zero (divided )?by zero", r"divi\w+ by zero"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return np.sum(g / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q27", "ap.at_k", "hidden", "also caps the denominator at the list's length (min(k, n_relevant, "
      "len(labels))), wrong when k is longer than the list",
      [[r"len\(labels\)", r"list'?s? length", r"length of the (list|ranking)", r"min\(k, n_relevant, len",
        r"caps? .{0,20}(list|labels)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    def walk(rest, i, hits):
        if not rest or i > k:
            return 0.0
        hits += rest[0]
        return (hits / i if rest[0] else 0.0) + walk(rest[1:], i + 1, hits)
    den = min(k, n_relevant, len(labels))
    return walk(list(labels), 1, 0) / den if den else 0.0
''')

wrong("q28", "scope.eps_precision", "hidden", "statistics.mean of an empty result raises StatisticsError when "
      "nothing lies within epsilon",
      [[r"StatisticsError", r"mean (of|requires) (an )?empty", r"empty (data|result|list|sequence)",
        r"at least one data point"]], '''
from statistics import mean

def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return float(mean(inside))
''', crash="StatisticsError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "counts the ranks from 2 (enumerate(grades, 2)) with log2(i): every rank is "
      "discounted one place too far (also the first)",
      [[r"off.by.one", r"start(s|ing|ed)? (at|from) 2", r"ranks? (counted|numbered) from 2", r"start=2",
        r"one (rank|place|position) (too )?(late|far|off)", r"shift\w*", r"enumerate\(grades, 2\)"]], '''
from math import log2

def my_dcg(grades):
    return sum(map(lambda p: p[1] / log2(p[0]), enumerate(grades, 2)))
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (precision and "
      "recall swapped there)",
      [[r"swap", r"(precision and recall|P and R) (are )?(exchanged|swapped|interchanged|confused|mixed)",
        r"beta.{0,6}\* ?recall", r"b2 ?\* ?R\b", r"(weights?|multipl\w+) recall", r"on recall"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "roc.auc", "twin", "computes 1 minus the fraction of pairs where the negative scores higher, so tied "
      "pairs count 1 instead of 1/2",
      [[r"1 ?- ", r"complement", r"one minus", r"negative (item )?scores? higher", r"negatives'? wins"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    pairs = list(product(pos, neg))
    losses = len(list(filter(lambda p: p[1] > p[0], pairs)))
    return 1 - losses / len(pairs)
''')

wrong("q32", "ap.value", "twin", "averages the precisions at the relevant ranks found (divides by the hits "
      "retrieved) instead of dividing by n_relevant",
      [[r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"number of hits", r"hits? (found|retrieved)",
        r"instead of n_relevant", r"mean of (the )?precisions", r"ignor\w+ .{0,30}(unretrieved|never retrieved|missing)"]], '''
import numpy as np

lab = np.asarray(v["labels"])
prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
my_ap_value = float(np.mean(prec[lab == 1]))
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = len(a)), so a tie counts as a loss of a",
      [[r"ties? (are |were )?(not|never) dropped", r"(keeps?|kept|counts?|includ\w+) (the )?(tied|ties)",
        r"n ?= ?len", r"all (the )?queries", r"every query", r"without dropping"]], '''
from scipy.stats import binomtest

wins = sum(map(lambda p: p[0] > p[1], zip(v["a"], v["b"])))
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("q34", "interp.step", "twin", "takes the maximum precision at or after the level (the usual interpolation) "
      "instead of the precision P_i of the first relevant item reaching it",
      [[r"(11.?point|usual|standard|ceiling|classic) interpolation", r"max\(",
        r"maximum (over|of) (the )?(later|following|subsequent)", r"later (points|ranks)", r"instead of P_i"]], '''
def my_step_interpolated(labels, n_relevant, level):
    def points():
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                yield hits / n_relevant, hits / i
    return max((p for r, p in points() if r >= level - 1e-12), default=0.0)
''')

wrong("q35", "ap.eleven_point", "twin", "builds the levels as i * 0.1 in floating point, so a recall of exactly "
      "0.3 or 0.6 falls short of its level",
      [[r"float", r"rounding", r"0\.1 ?\* ?i", r"i ?\* ?0\.1", r"representation", r"round.?off", r"0\.30000"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    levels = [i * 0.1 for i in range(11)]
    return sum(max((p for r, p in pts if r >= lv), default=0.0) for lv in levels) / 11
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (len(retrieved)) instead of the "
      "set of distinct ids",
      [[r"duplicat", r"set\(retrieved\)", r"not (a )?set", r"counts? .{0,30}(more than once|again)", r"list length",
        r"len\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides tp by tp + fn (the third column "
      "taken for fp)",
      [[r"tp ?/ ?\(?tp ?\+ ?fn", r"fn.{0,20}(instead of|for|as) (the )?fp", r"columns?", r"wrong (order|index|field)",
        r"\[tp, fn, fp\]", r"recall"]], '''
def my_macro_precision(tables):
    precs = list(map(lambda t: t[0] / (t[0] + t[2]) if t[0] + t[2] else 0.0, tables))
    return sum(precs) / len(precs)
''')

wrong("q38", "scope.knn_ties", "data", "takes the distances for similarities and ranks the largest first",
      [[r"similarit", r"descending", r"largest (first|distance)", r"farthest", r"revers", r"highest distance"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda p: (-p[0], p[1]))
    opt = sorted(zip(distances, labels), key=lambda p: (-p[0], -p[1]))
    return [sum(l for _, l in pess[:k]) / k, sum(l for _, l in opt[:k]) / k]
''')

wrong("q39", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"instead of n_relevant", r"number of (ones|1s|hits)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q40", "dcg.exponential", "data", "binarises the grades (any grade above 0 becomes 1) before the gain",
      [[r"binar", r"0/1", r"relevant or not", r"grades? (collapsed|lost|flattened)", r"ignor\w+ (the )?grade",
        r"(graded|grades?) (as|to) (binary|1)"]], '''
from math import log2

gains = map(lambda g: 2 ** (1 if g > 0 else 0) - 1, v["grades"])
my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(gains, 1))
''')

wrong("q41", "interp.curve", "data", "computes recall over the list's length (len(labels)) instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list'?s? length", r"instead of n_relevant",
        r"number of (items|ranks) (retrieved|in the list)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    n = len(labels)
    pts = [(h / n, h / i) for i, h in enumerate(accumulate(labels), 1)]
    return [max((p for r, p in pts if r >= j / 10 - 1e-12), default=0.0) for j in range(11)]
''')

wrong("q42", "roc.eer", "data", "treats a low score as a positive prediction (the scores read like distances): "
      "the ROC curve is walked from the lowest score",
      [[r"revers", r"lowe?s?t? scores? (first|as positive|means)", r"distances?", r"ascending", r"wrong direction",
        r"(sign|order) of the scores?"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y == 0)
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 == 0:
            return f0
        if d1 >= 0:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit ROC walk over distinct thresholds, linear crossing", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y == 0)
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 == 0:
            return f0
        if d1 >= 0:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

right("q44", "scope.knn_ties", "sorted with tuple keys for both tie rules", '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    opt = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in pess[:k]) / k, sum(l for _, l in opt[:k]) / k]
''')

right("q45", "gen.grip_point", "sum over a slice, divided by the class size", '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / n_relevant if n_relevant else 0.0
''')

right("q46", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "pr.averaged", "exact Fractions and a generator per query", '''
from fractions import Fraction

def curve(labels, n):
    if n == 0:
        yield from [Fraction(0)] * 11
        return
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n), Fraction(hits, i)))
    for j in range(11):
        yield max((p for r, p in pts if r >= Fraction(j, 10)), default=Fraction(0))

def my_averaged_curve(runs, n_relevant):
    curves = [list(curve(l, n)) for l, n in zip(runs, n_relevant)]
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(11)]
''')

right("q48", "ap.exact", "recursion carrying the hit count", '''
def my_ap(labels, n_relevant):
    def go(i, hits):
        if i == len(labels):
            return 0.0
        if labels[i]:
            return (hits + 1) / (i + 1) + go(i + 1, hits + 1)
        return go(i + 1, hits)
    return go(0, 0) / n_relevant if n_relevant else 0.0
''')

SUBMISSIONS = tuple(S)
