"""Diagnosis class 127, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
normalise and scale: everything divided by a maximum, min-max scaled, turned into proportions or z-scores before
the measure, logs and exponentials taken for stability. Their slips are a normalisation the measure never asks
for, one done twice, or one done by the wrong quantity (styles vary: loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c127-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class127).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 127 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c127-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "divides the DCG by the ideal DCG of the sorted grades: returns NDCG, a "
      "normalisation the task never asks for",
      [[r"\bNDCG\b", r"normali[sz]ed DCG", r"ideal (DCG|ranking|ordering)", r"divid\w* by (the )?(ideal|best|sorted)",
        r"instead of (the )?(plain|raw|unnormali[sz]ed) DCG"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = float(np.sum(g / disc))
    ideal = float(np.sum(np.sort(g)[::-1] / disc))
    return dcg / ideal if ideal > 0 else 0.0
''')

wrong("q02", "map.mean", "sibling", "averages the APs geometrically (exp of the mean log AP, with a small epsilon "
      "for stability): GMAP instead of MAP",
      [[r"\bGMAP\b", r"geometric(al)? mean", r"mean of (the )?log", r"log(arithm)?s? of (the )?AP",
        r"exp\w* of (the )?mean", r"instead of (the )?arithmetic mean"]], '''
import math

def my_map(runs, n_relevant):
    eps = 1e-5
    logs = []
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / i
        ap = s / R if R else 0.0
        logs.append(math.log(ap + eps))
    return math.exp(sum(logs) / len(logs)) - eps
''')

wrong("q03", "avg.macro", "sibling", "pools the counts of all queries (sum tp over sum of tp + fp): micro-averaged "
      "precision instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total (tp|counts|true positives)",
        r"(add|summ)\w* .{0,30}(over|across|of) (all )?(the )?quer"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q04", "scope.eps_precision", "sibling", "divides the relevant targets inside epsilon by all relevant "
      "targets: the recall of the epsilon-query instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"divid\w* by (the )?(number|count|total) of relevant", r"total relevant"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    total_rel = sum(labels)
    return sum(inside) / total_rel if total_rel else 0.0
''')

wrong("q05", "ap.at_k", "sibling", "normalises the top-k precision sum by n_relevant (plain AP cut at k) instead of "
      "by min(k, n_relevant)",
      [[r"n_relevant", r"\bR\b", r"(number|count) of relevant", r"all (the )?relevant"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* k", r"plain AP",
        r"AP'?s (own )?denominator"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality", r"maximum generality",
        r"\(d - s \+ v\) ?/ ?d", r"d ?- ?s ?\+ ?v"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = Fraction(v, s)
    recall_low = Fraction(v, d - s + v) if v else Fraction(0)
    gen_low = Fraction(d - s + v, d)
    return [float(precision), float(recall_low), float(gen_low)]
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value (the binomial tail of a's wins) instead of "
      "the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"not (doubled|two.?sided)", r"forg\w* to double",
        r"without doubling", r"alternative ?= ?.?greater", r"only one tail"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, j) for j in range(wins, n + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "normalises the weight as beta / (1 + beta) instead of beta^2 / (1 + beta^2): "
      "beta is never squared",
      [[r"squar\w*", r"beta (itself|alone)", r"beta ?/ ?\(1 ?\+ ?beta\)", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    w = beta / (1 + beta)          # weight of recall, normalised to [0, 1]
    return 1.0 / (w / recall + (1 - w) / precision) if precision and recall else 0.0
''')

wrong("q09", "dcg.trec", "shape", "takes the discount with the natural log (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log base", r"wrong base", r"another base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log(ranks + 1)))
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 (the step count) "
      "instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"divid\w*", r"number of levels", r"instead of"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    P, R = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        P.append(hits / i)
        R.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for p, rr in zip(P, R) if rr >= r], default=0.0)
    return total / 10
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (1|one)", r"subtract\w* (the )?(one|1)", r"without (the )?(- ?)?(1|one)\b",
        r"forg\w* .{0,20}(1|one)\b", r"gain of 1 for (a )?(grade|rel\w*) 0", r"non.?relevant .{0,30}gain"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q12", "roc.auc", "shape", "normalises the count of won pairs by all pairs of items, n (n - 1) / 2, instead "
      "of the positive-negative pairs n_pos * n_neg",
      [[r"all pairs", r"every pair", r"n ?\(n ?- ?1\)", r"n choose 2", r"pairs of items",
        r"instead of .{0,20}(n_?pos|positive).{0,10}(n_?neg|negative)", r"wrong (number of pairs|denominator)"]], '''
from itertools import combinations

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    won = sum(1.0 if p > q else 0.5 if p == q else 0.0 for p in pos for q in neg)
    n_pairs = len(list(combinations(range(len(scores)), 2)))
    return won / n_pairs
''')

wrong("q13", "map.mrr", "shape", "averages the reciprocal ranks over the queries that have a relevant item only, "
      "not over all queries",
      [[r"only (the )?quer\w* (that have|with) (a )?(relevant|hit)", r"skip\w* .{0,30}quer",
        r"(leav|left)\w* out .{0,40}quer", r"quer\w* (with|having) no relevant .{0,40}(skipped|dropped|left out|ignored|excluded|not counted)",
        r"divid\w* by (the )?(number|count) of (answered|successful|quer\w* with)", r"ignor\w* (the )?(empty|failed)"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rr.append(1 / i)
                break
    return sum(rr) / len(rr) if rr else 0.0
''')

wrong("q14", "ndcg.all_judgments", "shape", "min-max scales the DCG between the worst ordering of the retrieved "
      "grades and the ideal, (DCG - DCG_worst) / (IDCG - DCG_worst), a normalisation NDCG never asks for",
      [[r"min.?max", r"worst (ordering|ranking|DCG|order)", r"minimum DCG", r"subtract\w* .{0,30}(worst|minimum|lowest)",
        r"lowest (possible )?DCG", r"rescal\w*"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.maximum(np.log2(np.arange(1, len(g) + 1)), 1.0)
    return float(np.sum(g / disc))

def my_ndcg(grades, unretrieved):
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if ideal == 0:
        return 0.0
    worst = dcg(sorted(grades))
    return (dcg(grades) - worst) / (ideal - worst)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "never sorts by distance: takes P@k of the list in the order given (only "
      "the min-max scaled distances are computed)",
      [[r"never sort\w*", r"not sort\w*", r"without sort\w*", r"unsorted", r"(given|input|original) order",
        r"forg\w* to sort", r"no sort\w*", r"order (given|as given)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    d = (d - d.min()) / (d.max() - d.min())
    y = np.asarray(labels)
    return float(y[:k].sum() / k)
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking (left "
      "to right) instead of the maximum over the ranks at or after the recall level",
      [[r"running max\w*", r"cumulative max\w*", r"left to right", r"from the (top|start|first rank)",
        r"maximum\.accumulate", r"max\w* (of|over) (the )?(earlier|previous|preceding) ranks",
        r"(wrong|reversed?) direction", r"instead of .{0,20}(to the right|after|later ranks|beyond)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "normalises every query's precision sum by the first query's n_relevant "
      "(n_relevant[0] reused for all queries)",
      [[r"first quer\w*", r"n_relevant\[0\]", r"reus\w*", r"same n_relevant", r"one quer\w*'?s? n_relevant",
        r"every quer\w* .{0,30}(first|same)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits = 0
        s = 0.0
        for i, x in enumerate(run):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "map.mrr", "flow", "never stops at the first relevant item: adds 1 / rank of every relevant item of "
      "the query",
      [[r"every relevant", r"all (the )?relevant", r"each relevant", r"no break", r"never (stops|breaks)",
        r"forg\w* .{0,10}break", r"(not|n't) (stop|break)", r"only the first", r"sum\w* .{0,30}reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, start=1):
            if x == 1:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19", "pr.points", "flow", "off by one in the rank: enumerates from 1 and then divides by i + 1, so each "
      "precision is hits / (rank + 1)",
      [[r"off.?by.?one", r"rank \+ ?1", r"i ?\+ ?1", r"one too (many|large|high)", r"shift\w* (by one|rank)",
        r"(wrong|next) rank"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append(hits / (i + 1))
    return pts
''')

wrong("q20", "ap.exact", "flow", "increments the hit count after taking the precision at a relevant rank, so each "
      "P@k counts one relevant item too few",
      [[r"one (relevant )?(item|hit) too few", r"before (the )?(increment|count)", r"after (taking|computing|adding)",
        r"off.?by.?one", r"increment\w* (too )?late", r"count\w* .{0,20}(too late|late|after)",
        r"not count\w* (the )?current"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(np.asarray(labels), start=1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q21", "interp.step", "flow", "keeps the precision of the previous relevant item: the value is saved one "
      "pass late, P_(i-1) instead of P_i",
      [[r"previous (relevant|point|item|P)", r"one (pass|step|item) late", r"P_?\(?i ?- ?1", r"earlier point",
        r"lag\w*", r"before (the )?update", r"stale"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits, last_p = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return last_p if hits > 1 else hits / i
            last_p = hits / i
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "normalises by the length of the slice labels[:c] instead of c, wrong "
      "when the list is shorter than the class",
      [[r"(length|len) of (the )?(slice|list|cut)", r"len\(", r"instead of (c|n_relevant|the class( size)?)\b",
        r"(list|slice)'?s? length", r"mean of (the )?(slice|top|first)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q23", "set.pr", "hidden", "divides by len(set(retrieved)) with no guard: crashes when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard: crashes on a query with no "
      "relevant items", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    total, hits = Fraction(0), 0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG with NumPy and no zero check: nan when "
      "no item is relevant", [NAN, [r"ideal DCG (is )?0", r"zero ideal", r"no relevant", r"0 ?/ ?0", r"IDCG"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        return x[0] + np.sum(x[1:] / np.log2(np.arange(2, len(x) + 1))) if len(x) else 0.0
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(g)) / np.float64(dcg(ideal)))
''')

wrong("q26", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: nan when nothing is "
      "within epsilon", [NAN, [r"empty", r"nothing (is )?(within|inside|returned)", r"mean of an empty",
                               r"no target"]], '''
import warnings
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "roc.auc", "hidden", "min-max scales the scores first: when every score ties the range is 0, the "
      "scaled scores are nan and every pair counts 0 instead of 1/2",
      [[r"min.?max", r"scal\w*", r"normali[sz]\w*", r"range (is )?(0|zero)", r"max ?- ?min"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        s = (s - s.min()) / (s.max() - s.min())
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    gt = (pos[:, None] > neg[None, :]).sum()
    eq = (pos[:, None] == neg[None, :]).sum()
    return float((gt + 0.5 * eq) / (len(pos) * len(neg)))
''')

wrong("q28", "rank.p_at_k", "data", "takes the mean of labels[:k], dividing by the slice length instead of k "
      "when k is beyond the end of the list",
      [[r"(length|len) of (the )?(slice|list|cut)", r"mean of", r"instead of k\b", r"not (by )?k\b",
        r"min\(k", r"list length", r"len\("]], '''
import statistics

def my_p_at_k(labels, k):
    return statistics.mean(labels[:k]) if labels[:k] else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "interp.curve", "twin", "builds the recall levels with np.arange(0, 1.1, 0.1), whose floats "
      "(0.30000000000000004 ...) are just above the exact levels a ranking reaches",
      [[r"float\w*", r"arange", r"rounding", r"inexact", r"0\.30000000000000004", r"representation",
        r"precision error", r"not exact"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q30", "map.mean", "twin", "pools the precision sums of all queries and divides once by the total "
      "n_relevant (a relevant-weighted mean) instead of averaging the per-query APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum\w* of (the )?n_relevant", r"weight\w*",
        r"micro", r"divid\w* once"]], '''
import numpy as np

def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        total += float((prec * y).sum())
    return total / sum(n_relevant) if sum(n_relevant) else 0.0
''')

wrong("q31", "avg.macro", "twin", "turns each query's table into proportions of tp + fp + fn: divides tp by all "
      "three counts (fn included) instead of tp + fp",
      [[r"false negatives?", r"(plus|\+|and) (the )?fn\b", r"all three", r"tp ?\+ ?fp ?\+ ?fn", r"whole table", r"sum of the (table|row)"]],
      '''
def my_macro_precision(tables):
    props = []
    for tp, fp, fn in tables:
        total = tp + fp + fn
        props.append(tp / total if total else 0.0)
    return sum(props) / len(props)
''')

wrong("q32", "dcg.trec", "twin", "scales the grades to [0, 1] by dividing them by the largest grade before the DCG",
      [[r"larg\w* grade", r"max\w* grade", r"highest grade", r"divid\w* .{0,30}(max|largest|highest)",
        r"scal\w* .{0,20}grades", r"grades? .{0,20}(scaled|normali[sz]ed)"]], '''
import math

gmax = max(v["grades"]) or 1
scaled = [g / gmax for g in v["grades"]]
my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(scaled))
''')

wrong("q33", "roc.auc", "twin", "uses ordinal ranks (argsort of argsort) in the rank-sum formula: tied scores get "
      "distinct ranks by position instead of mid-ranks",
      [[r"ordinal rank", r"argsort", r"mid.?rank", r"average rank", r"distinct ranks", r"ties? (broken|split) by "
        r"(position|order|index)", r"rank\w* .{0,30}ties? .{0,20}(not averaged|unaveraged)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = s.argsort(kind="stable").argsort() + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q34", "ndcg.value", "twin", "turns the retrieved grades into proportions of their sum before the DCG but "
      "keeps the ideal DCG on raw grades (normalisation on one side only)",
      [[r"proportion", r"sum of (the )?grades", r"divid\w* .{0,30}(sum|total)", r"normali[sz]\w* .{0,30}(one side|only)",
        r"(scal|normali[sz])\w* (the )?(retrieved )?grades"]], '''
import numpy as np

def dcg(x):
    x = np.asarray(x, dtype=float)
    return float(np.sum(x / np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))))

g = np.asarray(v["grades"], dtype=float)
p = g / g.sum()
ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(p) / dcg(ideal)
''')

wrong("q35", "scope.knn_ties", "twin", "the lowest P@k counts every slot of the tie at the k-th distance as "
      "non-relevant, even when the tie has fewer non-relevant targets than slots",
      [[r"every (tied )?slot", r"all (the )?(tied )?(slots|places)", r"fewer non.?relevant",
        r"(tie|tied).{0,40}(all|every).{0,20}non.?relevant", r"only (the )?(targets|items) (strictly )?(before|nearer)",
        r"excludes? .{0,20}tie"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    slots = k - len(before)
    low = sum(before) / k
    high = (sum(before) + min(slots, sum(tied))) / k
    return [low, high]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"sum of (the )?labels", r"relevant (items )?(in|within) the (list|ranking)", r"retrieved relevant",
        r"instead of (the given )?n_relevant", r"ignor\w* n_relevant", r"count\w* (of )?(the )?ones"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "set.pr", "data", "keeps the retrieved list as a list: an id retrieved twice counts twice in the "
      "precision's denominator and numerator",
      [[r"duplicat\w*", r"not (a )?set\b", r"as a list", r"set\(", r"counted (twice|two times|more than once)",
        r"repeated", r"multiplicit"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "rank.distances", "data", "turns distances into similarities 1 - d / max(d) but still sorts them "
      "ascending as if they were distances, so the farthest targets come first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"similarit\w*", r"reversed?",
        r"wrong (order|direction)", r"as if .{0,20}distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    sim = 1 - d / d.max()
    order = np.argsort(sim, kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q39", "dcg.exponential", "data", "divides the grades by the top grade 3 (scaled to [0, 1]) before taking "
      "2^rel - 1",
      [[r"scal\w*", r"normali[sz]\w*", r"divid\w* .{0,20}(grade|3|max)", r"grades? .{0,20}(over|/) ?3",
        r"\[0, ?1\]"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float) / 3.0
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum((np.exp2(g) - 1) / np.log2(i + 1)))
''')

wrong("q40", "sig.sign_test", "data", "compares the two systems after turning each one's scores into proportions "
      "of its own total, so some queries change sides",
      [[r"proportion", r"own total", r"divid\w* .{0,30}(sum|total)", r"normali[sz]\w*", r"rescal\w*", r"scal\w*"]], '''
from scipy.stats import binomtest

a = [x / sum(v["a"]) for x in v["a"]]
b = [x / sum(v["b"]) for x in v["b"]]
wins = sum(x > y for x, y in zip(a, b))
n = sum(x != y for x, y in zip(a, b))
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("q41", "pr.averaged", "hidden", "normalises recall by n_relevant with no guard: crashes on a query with "
      "no relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        P, Rec, hits = [], [], 0
        for i, x in enumerate(run, 1):
            hits += x
            P.append(hits / i)
            Rec.append(hits / R)
        for j, r in enumerate(levels):
            sums[j] += max([p for p, q in zip(P, Rec) if q >= r], default=0.0)
    return [x / len(runs) for x in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q42", "pr.averaged", "data", "normalises recall by the relevant items retrieved (sum of the run) instead of "
      "the query's n_relevant",
      [[r"sum of (the )?(run|labels)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"instead of (the )?(given )?n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        found = y.sum()
        if found == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / found
        curves.append(np.array([prec[rec >= j / 10].max() if (rec >= j / 10).any() else 0.0 for j in range(11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "exact Fractions, one loop", '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += Fraction(hits, i)
my_ap_value = float(total / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("q44", "roc.eer", "NumPy ROC walk over distinct thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        fnr.append(1 - ((s >= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q45", "scope.knn_ties", "sorted pairs, tie group counted", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    slots = k - len(before)
    rel_t, non_t = sum(tied), len(tied) - sum(tied)
    low = sum(before) + max(0, slots - non_t)
    high = sum(before) + min(slots, rel_t)
    return [low / k, high / k]
''')

right("q46", "gen.grip_point", "itertools.islice, divided by the class size", '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(islice(labels, n_relevant)) / n_relevant
''')

right("q47", "pr.points", "comprehension over cumulative hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "set.f_beta", "weighted harmonic mean with the normalised weight beta^2 / (1 + beta^2)", '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    w = beta ** 2 / (1 + beta ** 2)
    return 1.0 / (w / recall + (1 - w) / precision)
''')

SUBMISSIONS = tuple(S)
