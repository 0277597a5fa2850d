"""Diagnosis class 174, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write compact Python: comprehensions with conditions, sums of booleans, any/all, min/max with keys,
sorted(...)[:k], enumerate and zip (a few NumPy one-liners and Fractions among them). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c174-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class174).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 174 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c174-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product of", r"n-?th root", r"prod\("]], '''
import math

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits = [i for i, x in enumerate(run, 1) if x]
        aps.append(sum(j / i for j, i in enumerate(hits, 1)) / R if R else 0.0)
    return math.prod(aps) ** (1 / len(aps))
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest targets (hits over all relevant "
      "targets) instead of their precision",
      [[r"recall", r"all (the )?relevant", r"total (number of )?relevant", r"instead of k\b", r"not (by )?k\b",
        r"sum\(labels\)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = sorted(zip(distances, labels))[:k]
    return sum(y for _, y in top) / sum(labels)
''')

wrong("q03", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) instead "
      "of the classic DCG (rank 1 undiscounted, log2(i) after)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i\s*\+\s*1", r"rank 1 (is )?discounted",
        r"discount\w* (the )?(first|rank 1|top)", r"burges", r"another (discount|dcg)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q04", "interp.curve", "sibling", "returns the plain (uninterpolated) precision at the first rank reaching "
      "each level instead of the maximum precision at or beyond it",
      [[r"not interpolat", r"uninterpolat", r"no interpolation", r"without (the )?(max|interpolat)",
        r"first rank", r"instead of the max", r"missing (the )?max", r"max(imum)? (over|of) (the )?(later|following)"]], '''
def my_interpolated(labels, n_relevant):
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    return [next((p for r, p in pts if r >= lvl / 10 - 1e-12), 0.0) for lvl in range(11)]
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total tp", r"counts (are )?(added|summed)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    ret = sum(t[0] + t[1] for t in tables)
    return tp / ret if ret else 0.0
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole ranked list (hits over its length) "
      "instead of the precision at scope s = n_relevant",
      [[r"whole (ranked )?list", r"entire list", r"all (of )?the (ranks|list)", r"len\(labels\)",
        r"list length", r"not (cut|at) (at )?(s|the class size|n_relevant)", r"ignor\w* (the )?scope"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel - 1",
      [[r"linear", r"not exponential", r"without (the )?(exponential|power)", r"raw grade", r"grade itself",
        r"plain grade"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta instead of beta", r"not squared"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    return (1 + beta) * p * r / (beta * p + r) if p or r else 0.0
''')

wrong("q09", "ap.at_k", "shape", "divides AP@k by k instead of by min(k, n_relevant)",
      [[r"by k\b", r"divid\w* (by )?k\b", r"/ ?k\b", r"instead of min", r"not (by )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    return sum(sum(top[:i]) / i for i, x in enumerate(top, 1) if x) / k
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing by the ideal DCG",
      [[r"not (normali[sz]|divid)", r"without (normali[sz]|dividing|the ideal)", r"ideal dcg.{0,30}(missing|never)",
        r"forg[eo]t.{0,30}(ideal|normali[sz]|divid)", r"(raw|plain|just|only) (the )?dcg", r"unnormali[sz]"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades + unretrieved, reverse=True))
    return dcg(grades) if ideal else 0.0
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s - v instead of d - s + v (a sign "
      "slip in the largest possible class size)",
      [[r"d\s*-\s*s\s*-\s*v", r"d\s*-\s*\(\s*s\s*\+\s*v\s*\)", r"sign", r"minus v", r"subtract\w* v",
        r"instead of \+ ?v"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s - v) if v else 0.0, v / d]
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability: the factor 2 of the two-sided "
      "p-value is missing",
      [[r"one.?sided", r"one tail", r"single tail", r"factor (of )?2", r"not doubled", r"times 2", r"halved",
        r"half"]], '''
from math import comb

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
losses = sum(x < y for x, y in zip(v["a"], v["b"]))
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
''')

wrong("q13", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"parenthes", r"bracket",
        r"\+ ?1 (is )?(added )?after"]], '''
from math import log2

my_dcg_trec = sum(g / (log2(i) + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q14", "ap.exact", "shape", "divides the sum of precisions by the length of the ranked list instead of "
      "n_relevant",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"list length", r"number of (ranks|items retrieved)",
        r"(ranking|list)'?s? length", r"instead of n_relevant"]], '''
def my_ap(labels, n_relevant):
    return sum(sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x) / len(labels) if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "adds 1/rank for every relevant item of a query instead of stopping at the first",
      [[r"every relevant", r"all (the )?relevant", r"not (only )?the first", r"no break", r"(never|doesn't|does not) stop",
        r"each relevant", r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    return sum(sum(1 / i for i, x in enumerate(run, 1) if x) for run in runs) / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (hits one "
      "too small at each point)",
      [[r"before (count|increment|adding|updat)", r"one (too )?(few|small|low|behind)", r"off.by.one",
        r"increment\w* after", r"(count|hits) (is )?(updated )?(too )?late"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            out.append(hits / i)
            hits += 1
    return out
''')

wrong("q17", "interp.curve", "flow", "loops over range(10): the level 1.0 is missing (10 values instead of 11)",
      [[r"range\(10\)", r"10 (values|levels|points)", r"missing (the )?(level )?1\.0", r"level 1(\.0)? (is )?missing",
        r"off.by.one", r"one level (short|missing)", r"last level"]], '''
def my_interpolated(labels, n_relevant):
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    return [max((p for r, p in pts if r >= lvl / 10 - 1e-12), default=0.0) for lvl in range(10)]
''')

wrong("q18", "ap.eleven_point", "flow", "the running maximum is not reset between recall levels, so a level keeps "
      "the highest precision of the lower levels",
      [[r"not reset", r"never reset", r"reset", r"carr(y|ies|ied) over", r"kept from (the )?(previous|lower|earlier)",
        r"previous level"]], '''
def my_11pt(labels, n_relevant):
    pts = [(sum(labels[:k]) / n_relevant, sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
    best, total = 0.0, 0.0
    for lvl in range(11):
        for r, p in pts:
            if r >= lvl / 10 - 1e-12 and p > best:
                best = p
        total += best
    return total / 11
''')

wrong("q19", "pr.averaged", "flow", "uses the first query's n_relevant for every query (n_relevant[0] reused in "
      "the loop)",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|class)", r"same n_relevant", r"reus",
        r"one query'?s? (n_relevant|value)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        R = n_relevant[0]
        pts = [(sum(run[:k]) / R, sum(run[:k]) / k) for k in range(1, len(run) + 1)] if R else []
        curves.append([max((p for r, p in pts if r >= l / 10 - 1e-12), default=0.0) for l in range(11)])
    return [sum(c[l] for c in curves) / len(curves) for l in range(11)]
''')

wrong("q20", "ap.value", "flow", "adds P@k at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"all ranks", r"not only (at )?(the )?relevant", r"non.?relevant ranks",
        r"irrelevant ranks", r"missing (the )?(if|condition)"]], '''
labels, R = v["labels"], v["n_relevant"]
my_ap_value = sum(sum(labels[:k]) / k for k in range(1, len(labels) + 1)) / R
''')

wrong("q21", "roc.eer", "flow", "stops at the first ROC point past the crossing and returns its false positive "
      "rate, never interpolating between the two points around it",
      [[r"never interpolat", r"no interpolation", r"without interpolat", r"not interpolat", r"first (roc )?point (past|after)",
        r"overshoot"]], '''
def my_eer(scores, labels):
    P, N = sum(labels), len(labels) - sum(labels)
    for t in sorted(set(scores), reverse=True):
        tpr = sum(s >= t for s, y in zip(scores, labels) if y) / P
        fpr = sum(s >= t for s, y in zip(scores, labels) if not y) / N
        if fpr >= 1 - tpr:
            return fpr
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved "
      "raises ZeroDivisionError",
      [ZERODIV + [r"empty (result|retrieved)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty epsilon result: nothing within epsilon "
      "raises ZeroDivisionError",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: a query without relevant items raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    return sum(sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "rank.p_at_k", "data", "divides by the length of labels[:k] instead of k, so a list shorter than "
      "k counts the missing ranks as absent rather than not relevant",
      [[r"len\(labels\[:k\]\)", r"instead of k\b", r"not (by )?k\b",
        r"list length", r"length of the (slice|list)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q26", "gen.grip_point", "hidden", "divides the hits by the length of labels[:c] instead of c: a list "
      "shorter than the class size gets too high a precision",
      [[r"len\(labels\[:",
        r"instead of (c|n_relevant)\b", r"length of the (slice|list)", r"list length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): it raises "
      "ZeroDivisionError instead of counting precision 0",
      [ZERODIV + [r"tp\s*\+\s*fp\s*(=|==|is)\s*0"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: no relevant item at all raises "
      "ZeroDivisionError",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
        return float((g / disc).sum())
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q42", "ap.at_k", "hidden", "caps k at the list length before taking min(k, n_relevant), so a k longer "
      "than the list shrinks the denominator",
      [[r"cap\w* k", r"k = min\(k, ?len", r"clip\w* k", r"k (is )?(cut|truncated|shortened|reduced)",
        r"len\(labels\) (in|into) the denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    hits = [i for i, x in enumerate(labels[:k], 1) if x]
    den = min(k, n_relevant)
    return sum(j / i for j, i in enumerate(hits, 1)) / den if den else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall are swapped in the formula (beta^2 multiplies R in the "
      "denominator), which gives F with 1/beta",
      [[r"swap", r"reversed", r"interchang", r"mixed up", r"confus", r"exchang", r"the other way round",
        r"beta.{0,20}(recall|R) instead of (precision|P)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall) if precision or recall else 0.0
''')

wrong("q30", "rank.distances", "twin", "takes the last k of the ascending sort (sorted(...)[-k:]), i.e. the k "
      "farthest targets",
      [[r"last k", r"\[-k:\]", r"end of the (sorted )?list", r"farthest", r"largest distances", r"wrong end"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(y for _, y in sorted(zip(distances, labels))[-k:]) / k
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order [highest, lowest]",
      [[r"wrong order", r"order", r"swap", r"reversed", r"\[highest, lowest\]", r"the other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    better = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(better)
    lo = sum(better) + max(0, slots - (len(tied) - sum(tied)))
    hi = sum(better) + min(slots, sum(tied))
    return [hi / k, lo / k]
''')

wrong("q32", "roc.auc", "twin", "treats the label 0 as the positive class (positives and negatives swapped), "
      "giving 1 - AUC",
      [[r"label 0", r"positive.{0,20}negative.{0,20}(swap|exchang|confus|mix)", r"swap\w* (the )?(labels|classes)",
        r"(labels|classes) (are )?(swapped|inverted|reversed)", r"0 as (the )?positive", r"inverted labels"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))
''')

wrong("q33", "ap.at_k", "twin", "the denominator is min(k, len(labels)) (the list length) instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\)", r"list length", r"length of (the )?(list|ranking)", r"instead of n_relevant",
        r"min\(k, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = [i for i, x in enumerate(labels[:k], 1) if x]
    den = min(k, len(labels))
    return sum(j / i for j, i in enumerate(hits, 1)) / den if den else 0.0
''')

wrong("q34", "dcg.classic", "twin", "enumerates from 2 and discounts every rank by log2(i), rank 1 included "
      "(an off-by-one start)",
      [[r"enumerate.{0,20}2", r"start\w*( at| from)? 2", r"off.by.one", r"rank 1 (is )?discounted",
        r"discount\w* (the )?(first|rank 1|top)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, 2))
''')

wrong("q35", "gen.practical", "twin", "generality's lower bound uses s (the scope) where it needs v (the "
      "relevant items found): s / d",
      [[r"s\s*/\s*d", r"scope (size )?instead of (v|the relevant)", r"s instead of v", r"uses s\b",
        r"len\(labels\) instead"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, s / d]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "builds the ideal ranking from the retrieved grades only, leaving the "
      "unretrieved relevant grades out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"unretrieved.{0,40}(ignored|left out|missing|not (used|included))",
        r"ignor\w*.{0,30}unretrieved", r"without (the )?unretrieved"]], '''
from math import log2

dcg = lambda gs: sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"], reverse=True))
''')

wrong("q37", "map.mean", "data", "divides each query's AP by the number of relevant items it retrieved instead "
      "of its n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of hits", r"hits", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"found"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits = [i for i, x in enumerate(run, 1) if x]
        aps.append(sum(j / i for j, i in enumerate(hits, 1)) / len(hits) if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q38", "set.pr", "data", "precision counts the retrieved LIST (a duplicate id counts twice) instead of "
      "the retrieved set",
      [[r"duplicate", r"not a set", r"list instead of (a )?set", r"set\(", r"counts? (it )?more than once"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    p = sum(d in rel for d in retrieved) / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "rank.distances", "data", "sorts the distances but reads the labels in their input order (labels "
      "never reordered with the distances)",
      [[r"input order", r"original order", r"not reordered", r"never (re)?order", r"labels? (are )?not (sorted|moved)",
        r"zip", r"together"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    return sum(labels[i] for i, _ in enumerate(ranked[:k])) / k
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp] (the columns' order), so precision becomes "
      "tp / (tp + fn)",
      [[r"fn instead of fp", r"column", r"order of the (table|counts|fields)", r"\[tp, fn, fp\]", r"fp and fn",
        r"fn and fp", r"tp\s*\+\s*fn", r"recall"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables) / len(tables)
''')

wrong("q41", "interp.step", "data", "takes the number of relevant items as sum(labels) (those retrieved) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"count\w* (the )?(ones|hits)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = [i for i, x in enumerate(labels, 1) if x]
    return next((j / i for j, i in enumerate(hits, 1) if j / R >= level - 1e-12), 0.0)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "min over a generator with default", '''
def my_mrr(runs):
    return sum(1 / min((i for i, x in enumerate(run, 1) if x), default=float("inf")) for run in runs) / len(runs)
''')

right("q44", "pr.points", "comprehension over the hit ranks", '''
def my_pr_points(labels, n_relevant):
    return [j / i for j, i in enumerate((i for i, x in enumerate(labels, 1) if x), 1)]
''')

right("q45", "scope.eps_precision", "Fraction over a filtered list", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q46", "interp.curve", "max with default over (recall, precision) pairs", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = [(Fraction(sum(labels[:k]), n_relevant), Fraction(sum(labels[:k]), k)) for k in range(1, len(labels) + 1)]
    return [float(max((p for r, p in pts if r >= Fraction(l, 10)), default=0)) for l in range(11)]
''')

right("q47", "dcg.classic", "NumPy vectorised discount", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float((g / np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))).sum())
''')

right("q48", "scope.knn_ties", "sorted cut and counts of booleans", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    better = sum(1 for d in distances if d < dk)
    rel_better = sum(y for d, y in zip(distances, labels) if d < dk)
    rel_tied = sum(y for d, y in zip(distances, labels) if d == dk)
    non_tied = sum(1 - y for d, y in zip(distances, labels) if d == dk)
    slots = k - better
    return [(rel_better + max(0, slots - non_tied)) / k, (rel_better + min(slots, rel_tied)) / k]
''')

SUBMISSIONS = tuple(S)
