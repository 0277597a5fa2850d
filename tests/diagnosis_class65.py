"""Diagnosis class 65, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
like recursion, generators and small classes: recursive definitions over ranks or queries, memoised helpers,
generator functions yielding per-rank values, objects holding running state; their mistakes hide in base cases,
in what is yielded and in state shared between calls or queries, beside the usual misremembered formulas and
misread inputs. Only these were read: the task registry (``ireval_teach/exercises/tasks.py`` and
``ireval_teach/exercises/variants.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library (a few docstrings of ``ireval_teach/generality.py`` and ``ireval_teach/roc.py``), lines 1-80 of
tests/heldout_submissions.py (``class_writer``, ``Submission`` and the shared key lists), the first 60 and last 30
lines of tests/diagnosis_class19.py (the format) and the docstring of tests/validate_class.py. Same format as
class 19 (the category is kept in ``style``). Student ids are ``"c65-" + sid``. The keys were fixed before the
checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in
the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class65): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 65 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c65-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.value", "sibling", "AP divided by the number of relevant items retrieved (the relevant items "
      "found in the list) instead of all n_relevant relevant items of the query",
      [[r"retrieved relevant", r"relevant (items |documents )?(retrieved|found|in the (list|ranking))",
        r"sum\(labels\)", r"number of hits", r"found (relevant|ones)", r"instead of n_relevant",
        r"not (by |over )?n_relevant", r"ignor\w* (the )?(unretrieved|missing|never.retrieved)"]], '''
def ap_rec(labels, rank=1, hits=0):
    if not labels:
        return []
    if labels[0]:
        return [(hits + 1) / rank] + ap_rec(labels[1:], rank + 1, hits + 1)
    return ap_rec(labels[1:], rank + 1, hits)

precs = ap_rec(v["labels"])
my_ap_value = sum(precs) / len(precs) if precs else 0.0
''')

wrong("a02", "interp.curve", "sibling", "uses the step rule (the precision at the first rank whose recall reaches "
      "the level) instead of the maximum precision at any rank reaching the level",
      [[r"step (rule|interpolation)", r"first (rank|relevant item|point) (whose recall |that )?reach",
        r"not the max", r"instead of the max", r"without (the |taking the )?max", r"no max",
        r"lecture notes' rule", r"precision (at|of) the first"]], '''
def points(labels, n_relevant):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            yield hits / n_relevant, hits / rank

def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        level = i / 10
        out.append(next((p for r, p in points(labels, n_relevant) if r >= level), 0.0))
    return out
''')

wrong("a03", "map.mean", "sibling", "returns the mean reciprocal rank (1 / rank of the first relevant item per "
      "query) instead of the mean of the queries' average precisions",
      [[r"reciprocal rank", r"\bMRR\b", r"\bRR\b", r"first relevant (item|rank|document)", r"1 ?/ ?(the )?rank"]], '''
def first_hit(run, rank=1):
    if not run:
        return 0.0
    return 1 / rank if run[0] else first_hit(run[1:], rank + 1)

def my_map(runs, n_relevant):
    return sum(first_hit(list(r)) for r in runs) / len(runs)
''')

wrong("a04", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "DCG (rank 1 undiscounted, log2(i) from rank 2)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i ?\+ ?1", r"discount\w* (at |of )?rank 1",
        r"rank 1 (is )?discounted", r"other (dcg )?formulation", r"burges", r"j.rvelin"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight pieces of the curve with FPR = FNR",
      [[r"nearest", r"closest (roc )?point", r"smallest \|?fpr", r"without interpolat", r"no interpolation",
        r"not interpolat", r"\(fpr ?\+ ?fnr\) ?/ ?2", r"average of fpr and fnr", r"a (roc )?point of the curve"]], '''
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    i = min(range(len(fpr)), key=lambda j: abs(fpr[j] - fnr[j]))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("a06", "rank.p_at_k", "sibling", "divides by the number of ranks actually in the list (min(k, len)) instead "
      "of k when k runs past the end of the list",
      [[r"min\s*\(\s*k", r"len\(labels\)", r"length of the list", r"ranks (actually )?(in|present|available)",
        r"(only|just) the (ranks|items) (there|present|retrieved)", r"(divid|denominator)\w*.{0,30}(shorter|list length)",
        r"missing ranks (are )?(dropped|ignored|left out|not counted)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("a07", "avg.macro", "sibling", "micro-averages: pools the tp and fp of every query before dividing, instead "
      "of averaging the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (the |of )?(tp|counts|tables)", r"total (tp|counts)",
        r"(add|summ)\w* (up )?(the )?counts", r"weighted by (the )?(number )?(retrieved|size)"]], '''
class Totals:
    def __init__(self):
        self.tp = 0
        self.fp = 0

    def add(self, tp, fp, fn):
        self.tp += tp
        self.fp += fp

def my_macro_precision(tables):
    t = Totals()
    for row in tables:
        t.add(*row)
    return t.tp / (t.tp + t.fp) if t.tp + t.fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the numerator and in "
      "the denominator)",
      [[r"squar", r"beta\s*\*\*\s*2", r"beta instead of beta", r"not squared", r"beta\s*\*\s*beta",
        r"b\s*\*\*\s*2", r"power (of )?(1|one)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "gen.practical", "shape", "the recall bound typed v / d - s + v: the parenthesis around d - s + v is "
      "missing (operator precedence)",
      [[r"parenthes", r"bracket", r"precedence", r"v ?/ ?d ?- ?s ?\+ ?v", r"order of operations"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / d - s + v
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("b03", "dcg.exponential", "shape", "gain 2^rel instead of 2^rel - 1 (the minus one forgotten)",
      [[r"minus (one|1)", r"without (the )?- ?1", r"forg[eo]t (the )?- ?1", r"gain of (a )?(grade|rel\w*) 0 is 1",
        r"non.?relevant.{0,30}gain (of )?1", r"subtract\w* (the )?(one|1)", r"(one|1) (is )?not subtracted"]], '''
from math import log2

def gains(grades):
    for i, g in enumerate(grades, 1):
        yield 2 ** g / log2(i + 1)

my_dcg_exp = sum(gains(v["grades"]))
''')

wrong("b04", "ndcg.all_judgments", "shape", "natural logarithm in the discount (log base e instead of base 2)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"log base e", r"base 2",
        r"wrong (log(arithm)? )?base", r"another base"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("b05", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= in the comparison)",
      [[r">=", r"ties? (count\w* )?(as )?(1|one|a (full|whole) (win|point))", r"tied pairs? (count\w* )?(fully|as a (full |whole )?win|as (1|one)\b(?!/))",
        r"full (credit|point)", r"instead of (1/2|a half|0\.5)", r"not (1/2|half)", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("b06", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not 11", r"eleven"]], '''
def interp(labels, n_relevant):
    pts = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / rank))
    for i in range(11):
        yield max((p for r, p in pts if r >= i / 10), default=0.0)

def my_11pt(labels, n_relevant):
    return sum(interp(labels, n_relevant)) / 10
''')

wrong("b07", "scope.eps_precision", "shape", "returns the number of relevant targets within epsilon, never divided "
      "by the number of targets returned",
      [[r"count", r"number of relevant", r"not divided", r"never divid", r"forg[eo]t (to )?divid",
        r"without divid", r"(raw|absolute) (number|count)", r"numerator only", r"\bhits\b"]], '''
def my_eps_precision(distances, labels, epsilon):
    return sum(y for d, y in zip(distances, labels) if d < epsilon)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "pr.points", "flow", "the generator yields the precision at every rank, non-relevant ranks included, "
      "instead of only at the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"only (at|for) (the )?relevant", r"(yield|append)\w* (at|for) every", r"also (at|for) (the )?non"]], '''
def precisions(labels):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        yield hits / rank

def my_pr_points(labels, n_relevant):
    return list(precisions(labels))
''')

wrong("c02", "interp.step", "flow", "returns the precision saved at the previous relevant item (the variable is "
      "updated after the test), one point too early, 0 at the first point",
      [[r"previous", r"one (point|step|relevant item) (too )?(early|late|before)", r"before (it is )?updat",
        r"stale", r"last (saved|stored)", r"P_\(?i ?- ?1\)?", r"the point before"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p_last = 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return p_last
            p_last = hits / rank
    return 0.0
''')

wrong("c03", "map.mrr", "flow", "the rank counter lives in one object shared by all queries and is never reset, so "
      "later queries' ranks keep counting from where the previous query stopped",
      [[r"reset", r"carr(y|ied) over", r"shared (between|across|by)", r"keeps? counting", r"(between|across) queries",
        r"previous query", r"state", r"re-?initiali[sz]"]], '''
class Scanner:
    def __init__(self):
        self.rank = 0

    def reciprocal_rank(self, run):
        for rel in run:
            self.rank += 1
            if rel:
                return 1 / self.rank
        return 0.0

def my_mrr(runs):
    sc = Scanner()
    return sum(sc.reciprocal_rank(r) for r in runs) / len(runs)
''')

wrong("c04", "pr.averaged", "flow", "the interpolated precision takes the maximum over the ranks up to the first "
      "one reaching the level (to the left) instead of the ranks at or after it",
      [[r"(earlier|previous|preceding|lower|higher) ranks", r"to the left", r"(ranks )?before",
        r"up to (the )?first", r"wrong (side|direction)", r"instead of (the )?(later|following) ranks",
        r"running max"]], '''
def curve(labels, n):
    best = 0.0
    hits = 0
    level = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        best = max(best, hits / rank)
        while level <= 10 and (hits / n if n else 0) >= level / 10:
            yield best
            level += 1
    while level <= 10:
        yield 0.0
        level += 1

def my_averaged_curve(runs, n_relevant):
    per = [list(curve(r, n)) for r, n in zip(runs, n_relevant)]
    return [sum(c[i] for c in per) / len(per) for i in range(11)]
''')

wrong("c05", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only the ranks "
      "up to k (the list is never cut at k)",
      [[r"beyond k", r"past k", r"after (rank )?k", r"not (cut|truncat)", r"never (cut|truncat)",
        r"whole (list|ranking)", r"(all|every) relevant rank", r"below (rank )?k", r"labels\[:k\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    def walk(i, hits):
        if i == len(labels):
            return 0.0
        if labels[i]:
            return (hits + 1) / (i + 1) + walk(i + 1, hits + 1)
        return walk(i + 1, hits)

    denom = min(k, n_relevant)
    return walk(0, 0) / denom if denom else 0.0
''')

wrong("c06", "rank.distances", "flow", "the items are never sorted by distance: P@k of the list in its input order",
      [[r"(never|not) sort", r"unsorted", r"input order", r"given order", r"without sort", r"forg[eo]t (to )?sort",
        r"order (of|in) the input", r"original order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("c07", "gen.grip_point", "flow", "off by one: counts the relevant items in the first R - 1 ranks and divides "
      "by R",
      [[r"off.by.one", r"R ?- ?1", r"n_relevant ?- ?1", r"one (rank )?(short|too few|less)", r"misses the last rank",
        r"last rank (of the scope )?(missing|left out|skipped)"]], '''
def count(labels, upto):
    if upto <= 0 or not labels:
        return 0
    return labels[0] + count(labels[1:], upto - 1)

def my_grip_point(labels, n_relevant):
    return count(list(labels), n_relevant - 1) / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "set.pr", "hidden", "no guard for an empty retrieved set (or an empty relevant set): divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "avg.macro", "hidden", "NumPy division tp / (tp + fp) for a query with nothing retrieved gives nan, "
      "and the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''', scope="all")

wrong("d04", "ap.at_k", "hidden", "no guard when min(k, n_relevant) is 0 (a query without relevant items): "
      "division by zero",
      [ZERODIV], '''
def precisions_at_hits(labels, k):
    hits = 0
    for rank, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            yield hits / rank

def my_ap_at_k(labels, n_relevant, k):
    return sum(precisions_at_hits(labels, k)) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "indexes labels[i] for every i < R: raises IndexError when the list is "
      "shorter than R",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[i] for i in range(n_relevant)) / n_relevant
''', crash="IndexError", scope="all")

wrong("d06", "pr.averaged", "hidden", "recall = hits / n_relevant without a guard: a query with no relevant items "
      "divides by zero",
      [ZERODIV], '''
def eleven(labels, n):
    pts = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n, hits / rank))
    return [max((p for r, p in pts if r >= i / 10), default=0.0) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [eleven(r, n) for r, n in zip(runs, n_relevant)]
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all): divides by "
      "zero",
      [ZERODIV], '''
from functools import lru_cache
from math import log2

def my_ndcg(grades, unretrieved):
    @lru_cache(maxsize=None)
    def dcg(gs):
        if not gs:
            return 0.0
        i = len(gs)
        return dcg(gs[:-1]) + (gs[-1] if i == 1 else gs[-1] / log2(i))

    ideal = tuple(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(tuple(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "ap.eleven_point", "twin", "the recall levels come from np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 "
      "are a little above the exact values, so a recall of exactly 0.3, 0.6 or 0.7 does not reach its level",
      [[r"float", r"rounding", r"arange", r"0\.30000000000000004", r"0\.6000000000000001", r"binary fraction",
        r"representation", r"not exact(ly)? (0\.|representable)", r"inexact"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1.1, 0.1)
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("e02", "roc.auc", "twin", "tied scores are not grouped: walking the list sorted by score one item at a time, "
      "a tied pair counts 1 or 0 depending on the input order instead of 1/2",
      [[r"ties? (are |is )?not grouped", r"one (item )?at a time", r"(input|list) order", r"order of (the )?tied",
        r"broken by (the )?(order|position)", r"sort\w* .{0,30}stable", r"ties? (are |is )?broken",
        r"tied (scores|items) (are )?(treated|taken|walked) (separately|one by one|in order)"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pos_seen = 0
    area = 0
    for i in order:
        if labels[i] == 1:
            pos_seen += 1
        else:
            area += pos_seen
    n_pos = sum(1 for y in labels if y == 1)
    return area / (n_pos * (len(labels) - n_pos))
''')

wrong("e03", "sig.sign_test", "twin", "a one-sided test (alternative='greater' on a's wins) instead of the two-sided "
      "p-value",
      [[r"one.sided", r"one.tailed", r"single tail", r"alternative\s*=\s*.?greater", r"\bgreater\b",
        r"not two.sided", r"instead of two.sided", r"(only )?one tail"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("e04", "rank.distances", "twin", "sorted by distance in descending order (reverse=True, as if it were a "
      "score): the farthest items first",
      [[r"descending", r"reverse", r"farthest", r"largest (distance|first)", r"(as|like) (a |if it were a )?(score|similarity)",
        r"(high|large)\w* .{0,20}first", r"wrong (sort )?(order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("e05", "map.mean", "twin", "pools every query's precisions at relevant ranks and divides by the total "
      "n_relevant of all queries (queries weighted by their number of relevant items) instead of averaging the "
      "per-query APs",
      [[r"pool", r"micro", r"weight\w*", r"total (number of )?(relevant|n_relevant)", r"sum\(n_relevant\)",
        r"sum of (the )?n_relevant", r"(across|over) all queries"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        hits = 0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
    return total / sum(n_relevant)
''')

wrong("e06", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"order", r"swap", r"revers", r"\[recall, precision\]", r"(the )?other way (a)?round", r"switched",
        r"interchang", r"transpos"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("e07", "dcg.trec", "twin", "ranks counted from 1 (enumerate(..., 1)) and 1 added again: discount "
      "log2(i + 2), every rank discounted as the next one",
      [[r"off.by.one", r"log2?\s*\(\s*i\s*\+\s*2\s*\)", r"\+ ?1 .{0,40}(twice|again)", r"(twice|again).{0,40}\+ ?1",
        r"(rank|discount)\w* shifted", r"one rank (too far|later|off)", r"counted from 1"]], '''
import math

my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "ap.exact", "data", "reads the labels bottom-up (reversed list, last rank first)",
      [[r"revers", r"backwards?", r"bottom.up", r"last (rank|item) first", r"\[::-1\]", r"worst first",
        r"(wrong|opposite) (end|order)", r"upside down"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(reversed(labels), 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("f02", "scope.eps_precision", "data", "takes the distances for similarities: returns the targets with "
      "d > epsilon (the far ones)",
      [[r"similarit", r"(greater|larger|more) than epsilon", r"d ?> ?eps", r"far(thest| ones| targets)",
        r"wrong side", r"outside (the )?(ball|radius|epsilon)"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(got) / len(got) if got else 0.0
''')

wrong("f03", "avg.macro", "data", "reads each table as [tp, fn, fp] (fn and fp swapped), so it averages tp / (tp + "
      "fn), the recall",
      [[r"\[tp, fn, fp\]", r"(fp|false positives?) and (fn|false negatives?)", r"(fn|false negatives?) and (fp|false positives?)",
        r"swap", r"column", r"recall", r"order of (the )?(counts|entries|fields)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f04", "dcg.classic", "data", "sorts the grades from high to low first (computes the ideal DCG, not the DCG "
      "of the ranking as given)",
      [[r"sort", r"ideal", r"re.?order", r"best order", r"ranking as given", r"(high|best) to (low|worst)"]], '''
from math import log2

def my_dcg(grades):
    gs = sorted(grades, reverse=True)

    def go(i):
        if i > len(gs):
            return 0.0
        g = gs[i - 1]
        return (g if i == 1 else g / log2(i)) + go(i + 1)

    return go(1)
''')

wrong("f05", "roc.eer", "data", "takes label 0 for the positive class (the labels inverted), which gives 1 - EER",
      [[r"invert", r"flip", r"swap", r"0 (as|for) (the )?positive", r"positive class", r"1 ?- ?eer",
        r"labels? (are |is )?(reversed|the other way)", r"pos_label"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, pos_label=0, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    for j in range(1, len(diff)):
        if diff[j - 1] <= 0 <= diff[j]:
            if diff[j] == diff[j - 1]:
                return float(fpr[j])
            t = -diff[j - 1] / (diff[j] - diff[j - 1])
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(np.nan)
''')

wrong("f06", "interp.step", "data", "uses the number of relevant items retrieved (sum of the labels) as the "
      "query's number of relevant items, ignoring n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|found|in the list)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    n = sum(labels)
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n >= level:
                return hits / rank
    return 0.0
''')

wrong("f07", "gen.practical", "data", "reads d as the part of the database beyond the scope (database size d + s)",
      [[r"d ?\+ ?s", r"beyond the scope", r"outside the scope", r"rest of the database", r"remaining",
        r"(database|collection) size", r"d (is|as) (the )?(whole|total|size)"]], '''
class Study:
    def __init__(self, labels, d):
        self.s = len(labels)
        self.v = sum(labels)
        self.size = d + self.s

    def bounds(self):
        return [self.v / self.s, self.v / (self.size - self.s + self.v), self.v / self.size]

def my_practical(labels, d):
    return Study(labels, d).bounds()
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "ap.exact", "recursion over ranks with an lru_cache helper (fresh per call)", '''
from functools import lru_cache

def my_ap(labels, n_relevant):
    labels = tuple(labels)

    @lru_cache(maxsize=None)
    def from_rank(i, hits):
        if i == len(labels):
            return 0.0
        if labels[i]:
            return (hits + 1) / (i + 1) + from_rank(i + 1, hits + 1)
        return from_rank(i + 1, hits)

    return from_rank(0, 0) / n_relevant if n_relevant else 0.0
''')

right("g02", "pr.points", "a generator yielding at relevant ranks only", '''
def points(labels):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            yield hits / rank

def my_pr_points(labels, n_relevant):
    return list(points(labels))
''')

right("g03", "map.mrr", "a small class whose counter is reset per query", '''
class Scanner:
    def reciprocal_rank(self, run):
        self.rank = 0
        for rel in run:
            self.rank += 1
            if rel:
                return 1 / self.rank
        return 0.0

def my_mrr(runs):
    sc = Scanner()
    return sum(sc.reciprocal_rank(r) for r in runs) / len(runs)
''')

right("g04", "scope.knn_ties", "sorted with a label tie-breaker, both directions", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    high = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

right("g05", "rank.p_at_k", "a generator padding missing ranks with 0", '''
from itertools import chain, islice, repeat

def my_p_at_k(labels, k):
    return sum(islice(chain(labels, repeat(0)), k)) / k
''')

right("g06", "dcg.trec", "a generator of discounted gains", '''
from math import log2

def discounted(grades):
    for i, g in enumerate(grades, 1):
        yield g / log2(i + 1)

my_dcg_trec = sum(discounted(v["grades"]))
''')

SUBMISSIONS = tuple(S)
