"""Diagnosis class 47, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
like a functional style -- ``functools.reduce``, ``itertools`` (``accumulate``, ``groupby``, ``takewhile``,
``islice``), generators, ``map``/``filter``/``lambda``, ``statistics.mean``, recursion, ``enumerate`` with a start
-- and fall into its traps (an exhausted iterator reused, ``groupby`` on unsorted data, ``takewhile`` stopping
early, ``accumulate``'s initial value, a lambda capturing a loop variable, an ``enumerate`` start), plus the usual
misremembered formulas and misread inputs. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library, the
course documents, the first 80 lines of tests/heldout_submissions.py (``class_writer``, the shared key lists), the
header and the last lines of tests/diagnosis_class19.py (the format) and tests/validate_class.py were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c47-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class47): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NONE, ZERODIV, class_writer

BATCH = "diagnosis class 47 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c47-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("g01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP -- the mean of the precisions at the "
      "relevant ranks over n_relevant -- instead of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"without interpolat", r"no interpolation",
        r"(plain|ordinary|exact|non.?interpolated) average precision",
        r"precisions? at (each|every|the) relevant (rank|item)s?", r"\bAP\b (instead|rather)"]], '''
from functools import reduce

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    step = lambda acc, iy: (acc[0] + iy[1], acc[1] + (acc[0] + 1) / iy[0] if iy[1] else acc[1])
    _, total = reduce(step, enumerate(labels, start=1), (0, 0.0))
    return total / n_relevant
''')

wrong("g02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC / Burges DCG) instead "
      "of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"i ?\+ ?1", r"trec", r"burges",
        r"(rank|position) 1 .{0,30}discount", r"discount\w* .{0,30}(rank|position) 1",
        r"(every|each|all) ranks? .{0,20}discount", r"discount\w* (at|on) (every|each|all) ranks?"]], '''
from math import log2

def my_dcg(grades):
    return sum(map(lambda ig: ig[1] / log2(ig[0] + 1), enumerate(grades, start=1)))
''')

wrong("g03", "map.mrr", "sibling", "computes the mean of each query's average precision (over the relevant items "
      "it retrieved) instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bm?AP\b", r"precisions? at (each|every|all) (the )?relevant",
        r"all (the )?relevant (items|ranks)", r"every relevant (item|rank)", r"not (just|only) the first"]], '''
def my_mrr(runs):
    def ap(run):
        hits, precs = 0, []
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                precs.append(hits / rank)
        return sum(precs) / len(precs) if precs else 0.0
    return sum(map(ap, runs)) / len(runs)
''')

wrong("g04", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over all queries into one ratio instead "
      "of averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"(sum|add|total)\w* .{0,30}(counts|tp|true positives).{0,30}(over|across|of all) "
        r"(the )?quer", r"(one|a single) (big|pooled|overall|global) (table|ratio|precision)",
        r"(ratio|division|quotient) of (the )?(sums|totals)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("g05", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*(\*\*|\^)\s*(rel|g\b|grade)", r"2 to the", r"gain.{0,30}(power|2\^)", r"burges"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    gain = lambda g: 2 ** g - 1
    def dcg(gs):
        return sum(gain(g) / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("g06", "interp.step", "sibling", "returns the usual (11-point style) interpolation, the highest precision at "
      "any rank whose recall reaches the level, instead of the step rule's P_i",
      [[r"max\w*", r"highest", r"best precision", r"largest"],
       [r"(11|eleven).?point", r"standard interpolation", r"(usual|trec|classic|textbook|ordinary) interpolat",
        r"(any|all|every|later) ranks?", r"further down", r"max\s*\{\s*P@k", r"R@k ?>= ?r"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for k, y in enumerate(labels, 1):
        hits += y
        pts.append((hits / k, hits / n_relevant))
    return max((p for p, r in pts if r >= level), default=0.0)
''')

wrong("g07", "dcg.exponential", "sibling", "uses the grade itself as the gain (the log2(i + 1) DCG with linear "
      "gain) instead of 2^rel - 1",
      [[r"linear gain", r"(grade|rel\w*) (itself|as (the )?gain)", r"without (the )?(2\^|exponential|power)",
        r"instead of 2\s*(\^|\*\*)", r"(plain|raw) grades?", r"not exponential", r"no exponential",
        r"(forg[oe]t|missing|dropp?ed|left out)\w* .{0,20}(2\^|exponent|power)"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta instead of beta squared in both places",
      [[r"squar", r"\^ ?2", r"\*\* ?2", r"power"],
       [r"forg[oe]t", r"missing", r"without", r"not squared", r"instead of", r"rather than", r"beta itself",
        r"unsquared", r"plain beta", r"linear"]], '''
my_f = lambda precision, recall, beta: (
    0.0 if precision == recall == 0
    else (1 + beta) * precision * recall / (beta * precision + recall))
''')

wrong("h02", "ap.exact", "shape", "returns the sum of the precisions at the relevant ranks, never divided by "
      "n_relevant",
      [[r"(never|not|forg[oe]t\w*|without|missing|no) .{0,20}divi", r"undivided", r"(the )?sum (itself|alone|only)",
        r"only the sum", r"returns? the (sum|total)", r"(not|never) (averaged|normali[sz]ed)"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = accumulate(labels)
    return sum(h / k for k, (h, y) in enumerate(zip(hits, labels), 1) if y)
''')

wrong("h03", "rank.distances", "shape", "divides the relevant count of the top k by the length of the whole list "
      "instead of by k",
      [[r"divid\w* by (the )?(length|len|list length|number of (items|targets|labels))",
        r"len\((labels|ranked|distances)\)", r"instead of (by )?k\b", r"rather than (by )?k\b", r"not by k\b",
        r"denominator .{0,30}(length|all (the )?(items|targets))"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0])]
    return sum(ranked[:k]) / len(ranked)
''')

wrong("h04", "gen.practical", "shape", "recall's lower bound as v / (d - s): the v found relevant items are left "
      "out of the largest possible class (crashes when the whole database is judged)",
      [[r"d ?- ?s\b(?! ?\+)", r"(forg[oe]t\w*|missing|drop\w*|left out|omit\w*|without) .{0,25}(\+ ?v\b|the v\b|"
        r"the found|found relevant)", r"(only|just) (the )?(unjudged|unseen|items outside|rest)",
        r"(unjudged|outside the scope|beyond the scope) (items )?only",
        r"(v|found relevant|relevant found) .{0,30}(not|never) (added|counted) (to|in) the denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("h05", "interp.curve", "shape", "recall at rank k divided by the length of the list instead of n_relevant",
      [[r"recall.{0,25}(len|length|number of (items|ranks)|list length|retrieved items)",
        r"divid\w* by (the )?(length|len|number of (items|ranks)|list length)", r"len\(labels\)",
        r"instead of n_relevant", r"rather than n_relevant", r"n_relevant (is )?(ignored|unused|never used|not used)"]],
      '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    pts = [(h / k, h / len(labels)) for k, h in enumerate(hits, 1)]
    levels = (i / 10 for i in range(11))
    return [max((p for p, r in pts if r >= lev - 1e-12), default=0.0) for lev in levels]
''')

wrong("h06", "sig.sign_test", "shape", "reports the one-sided tail (never doubled) as the two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[oe]t\w*|without) .{0,15}doubl",
        r"(times|\*|×) ?2\b", r"twice", r"half (the|of the) (two.?sided|p)"]], '''
from math import comb

pairs = [(x, y) for x, y in zip(v["a"], v["b"]) if x != y]
n = len(pairs)
wins = sum(x > y for x, y in pairs)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("h07", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"revers", r"(wrong|other|opposite) order", r"order of the (two|bounds|pair|values)",
        r"(highest|optimistic|upper|best) (bound |value )?first", r"the other way (round|around)", r"exchang",
        r"(lowest|pessimistic|lower) (bound |value )?(second|last)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    need = k - len(closer)
    rel_t = sum(tied)
    best = sum(closer) + min(need, rel_t)
    worst = sum(closer) + max(0, need - (len(tied) - rel_t))
    return [best / k, worst / k]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "accumulate(labels, initial=0) gives the hits BEFORE each rank, so each point's "
      "precision misses the relevant item at that rank",
      [[r"initial", r"(extra|leading) (0|zero)", r"shift\w*", r"one (rank|position|step|item) (late|behind|early|off|short)",
        r"off.by.one", r"before (the|this|its) (item|rank|relevant)",
        r"(not|never|without) count\w* (the )?(current|itself|this|item at)",
        r"(current|this) (relevant )?item (is )?(not|never) counted", r"hits? (so far|before)"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    before = accumulate(labels, initial=0)
    return [h / rank for rank, (h, y) in enumerate(zip(before, labels), start=1) if y]
''')

wrong("f02", "map.mean", "flow", "counts the queries by iterating the map object, which exhausts it, so the sum "
      "that follows is 0",
      [[r"exhaust", r"consum", r"(iterator|generator|map object|map\(\)) .{0,40}(reused|used twice|twice|again|empty|"
        r"only once)", r"(second|2nd) (pass|time|use)", r"already (been )?(used|iterated|consumed|traversed)",
        r"single.?(use|pass)", r"one.?(shot|pass)", r"(iterate|traverse)\w* (it )?(only )?once"]], '''
def my_map(runs, n_relevant):
    def ap(labels, r):
        if r == 0:
            return 0.0
        hits, total = 0, 0.0
        for i, y in enumerate(labels, 1):
            if y:
                hits += 1
                total += hits / i
        return total / r
    aps = map(ap, runs, n_relevant)
    n = sum(1 for _ in aps)
    return sum(aps) / n
''')

wrong("f03", "ap.at_k", "flow", "takewhile (meant as a filter) stops at the first non-relevant rank, so only the "
      "leading run of relevant items is summed",
      [[r"takewhile", r"stops? (at|on|after) the first (non.?relevant|0|zero|miss|irrelevant)",
        r"(first|leading|initial) (run|streak|block)", r"(instead of|rather than|not) (a )?filter",
        r"(only|just) the (leading|first consecutive|initial)", r"(stops?|ends?|breaks?) (too )?early"]], '''
from itertools import islice, takewhile

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, y in takewhile(lambda p: p[1] == 1, enumerate(islice(labels, k), 1)):
        hits += 1
        total += hits / i
    return total / denom
''')

wrong("f04", "rank.p_at_k", "flow", "slices labels[1:k + 1], skipping rank 1 and counting rank k + 1",
      [[r"skip\w* (the )?(first|rank 1|top)", r"(first|top) (item|rank|label|element) (is )?(skipped|ignored|dropped|"
        r"left out|missed|lost)", r"starts? (at|from) (index )?1", r"1.based", r"\[1:", r"shift\w*", r"off.by.one",
        r"(ignor|miss)\w* rank 1", r"index 0"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("f05", "pr.averaged", "flow", "the per-level lambdas capture the loop variable, so every level reads the "
      "curve at the last level (1.0)",
      [[r"lambda", r"late.?binding", r"closure", r"loop variable", r"captur",
        r"(last|final) (value of )?(the )?(level|lev)\b"]], '''
def my_averaged_curve(runs, n_relevant):
    readers = []
    for lev in [i / 10 for i in range(11)]:
        readers.append(lambda pts: max((p for p, r in pts if r >= lev - 1e-9), default=0.0))
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for k, y in enumerate(labels, 1):
            hits += y
            pts.append((hits / k, hits / n))
        curves.append([read(pts) for read in readers])
    return [sum(col) / len(curves) for col in zip(*curves)]
''')

wrong("f06", "roc.eer", "flow", "groupby over the items in input order, never sorted by score: the ROC walk is in "
      "the given order and only adjacent equal scores are grouped",
      [[r"(never|not|without|forg[oe]t\w*|no) .{0,20}sort", r"unsorted", r"input order",
        r"(given|original|list) order", r"groupby .{0,40}(adjacent|consecutive|unsorted|sort)",
        r"(adjacent|consecutive) (equal )?(scores|items)"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts, tp, fp = [(0.0, 0.0)], 0, 0
    for _, grp in groupby(zip(scores, labels), key=lambda t: t[0]):
        ys = [y for _, y in grp]
        tp += sum(ys)
        fp += len(ys) - sum(ys)
        pts.append((fp / N, tp / P))
    prev = None
    for f, t in pts:
        diff = f - (1 - t)
        if diff >= 0:
            if prev is None or diff == 0:
                return f
            f0, d0 = prev
            return f0 + (-d0 / (diff - d0)) * (f - f0)
        prev = (f, diff)
    return 1.0
''')

wrong("f07", "rank.r_precision", "flow", "range(1, R) stops one rank short: the hits of the first R - 1 ranks "
      "over R",
      [[r"off.by.one", r"R ?- ?1", r"one (rank|item|position) (short|too few|fewer|less|early)", r"range\(1, ?R\)",
        r"(last|R.?th) (rank|item|position) (is )?(left out|excluded|missed|dropped|missing|not counted)",
        r"(misses|excludes?|omits?|drops?) (the )?(last|R.?th|rank R)", r"stops? (one|a rank) (early|short)"]], '''
labels, R = v["labels"], v["n_relevant"]
my_r_precision = sum(labels[i - 1] for i in range(1, R) if i <= len(labels)) / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "guards the empty retrieved set but not the empty relevant set: recall divides "
      "by zero",
      [ZERODIV, [r"nothing (is )?relevant", r"no relevant", r"empty relevant", r"relevant (set|list) (is )?empty",
                 r"relevant.{0,20}empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    return [precision, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant",
      [ZERODIV, [r"ideal.{0,30}(0|zero)", r"idcg.{0,20}(0|zero)", r"no relevant", r"(all|every) grades? (are )?(0|zero)",
                 r"nothing (is )?relevant"]], '''
from functools import reduce
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: reduce(lambda acc, ig: acc + ig[1] / max(1.0, log2(ig[0])), enumerate(gs, 1), 0.0)
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than the "
      "class is not penalised for its missing ranks",
      [[r"len\w*.{0,30}(slice|cut|top|shorter|list)", r"divid\w* by (the )?(length|len|number of (items|ranks))",
        r"(missing|absent|nonexistent) ranks? .{0,30}(not counted|dropped|ignored|left out|skipped)",
        r"denominator.{0,40}(shorter|length|len|fewer)", r"instead of (c|n_relevant|the class size)",
        r"rather than (c|n_relevant|the class size)", r"(past|beyond) the end.{0,40}(ignored|dropped|not counted|skipped)"]],
      '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("d04", "avg.macro", "hidden", "tp / (tp + fp) with no guard: a query with nothing retrieved divides by zero",
      [ZERODIV, [r"nothing (is )?retrieved", r"no (items?|documents?) (is |are )?retrieved", r"tp ?\+ ?fp.{0,20}(0|zero)",
                 r"empty (result|retrieved)", r"retrieved nothing"]], '''
from statistics import fmean

def my_macro_precision(tables):
    return fmean(tp / (tp + fp) for tp, fp, _ in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "scope.eps_precision", "hidden", "statistics.mean of the labels inside the ball: raises on an empty "
      "result instead of returning 0",
      [[r"StatisticsError", r"statistics\.mean", r"mean\(\)", r"mean requires", r"(no|without|zero) data points?",
        r"mean of (an )?empty", r"empty (list|sequence|selection|generator) .{0,20}mean"],
       [r"nothing (is )?(within|inside|returned|selected)", r"empty (result|set|selection|list|generator)",
        r"no target", r"(zero|no) (items?|targets?) (within|inside|returned)"]], '''
from statistics import mean

def my_eps_precision(distances, labels, epsilon):
    return float(mean(y for d, y in zip(distances, labels) if d < epsilon))
''', crash="StatisticsError", scope="all")

wrong("d06", "set.f_beta", "hidden", "no guard for P = R = 0: the denominator is zero",
      [ZERODIV, [r"(both|P and R|precision and recall).{0,30}(0|zero)", r"P ?= ?R ?= ?0", r"zero (precision|denominator)",
                 r"denominator.{0,20}(0|zero)", r"(0|zero) denominator"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ap.exact", "hidden", "the return sits inside `if n_relevant:`, so a query with no relevant items "
      "returns None instead of 0",
      [NONE, [r"no relevant", r"n_relevant ?(=|is|==) ?0", r"zero relevant", r"(0|zero) relevant",
              r"(empty|no) (relevant|ground truth)"]], '''
from functools import reduce

def my_ap(labels, n_relevant):
    if n_relevant:
        step = lambda acc, iy: (acc[0] + iy[1], acc[1] + ((acc[0] + 1) / iy[0] if iy[1] else 0.0))
        return reduce(step, enumerate(labels, 1), (0, 0.0))[1] / n_relevant
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "ap.value", "twin", "statistics.mean of the precisions at the relevant ranks: divides by the relevant "
      "items retrieved instead of n_relevant",
      [[r"(relevant|hits?) (items )?(retrieved|found|in the (list|ranking))", r"(retrieved|found) relevant",
        r"mean of (the )?precisions", r"instead of n_relevant", r"rather than n_relevant",
        r"n_relevant (is )?(ignored|unused|not used|never used)",
        r"(never|un)retrieved relevant.{0,30}(ignored|left out|not counted|missing)", r"missed relevant"]], '''
from statistics import mean

hits = 0
precs = []
for rank, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        precs.append(hits / rank)
my_ap_value = mean(precs)
''')

wrong("t02", "rank.distances", "twin", "sorts with reverse=True as if distances were scores (higher = better), so "
      "the farthest items come first",
      [[r"revers", r"descending", r"(largest|highest|biggest) (distances? )?first",
        r"(higher|larger|bigger) (distances? )?(is|as|means) (better|closer|more similar)",
        r"(distances?) .{0,30}(as|like) (a )?(similarit\w*|scores?)", r"similarit"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("t03", "roc.auc", "twin", "rank-sum (Mann-Whitney) with ranks of the negated scores: rank 1 is the highest "
      "score, so U counts the pairs where the positive scores lower",
      [[r"rank\w* .{0,40}(descending|highest (score )?first|from the top|negat)", r"negat\w* (the )?scores",
        r"(rank|ranks) 1 .{0,30}(highest|best|top)", r"(ascending|increasing) ranks", r"minus (the )?scores",
        r"-scores", r"(descending|reverse) rank"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(-np.asarray(scores, dtype=float))
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("t04", "sig.sign_test", "twin", "n = len(a): the tied queries are kept in the binomial's n (wins counted "
      "strictly)",
      [[r"ties? (were |are )?(not|never) (dropped|removed|excluded|discarded)",
        r"(kept|keeps|keeping|left|leaves?) (the )?ties? in", r"\bn ?= ?len", r"len\((a|b)\)",
        r"\bn\b (includes|counts|with) (the )?ties", r"(all|every) (the )?quer\w+.{0,30}(\bn\b|binomial)",
        r"(without|before) (dropping|removing) (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("t05", "ap.eleven_point", "twin", "sums the interpolated precisions of the levels 0.1 .. 1.0 only (range(1, "
      "11): level 0.0 left out) and divides by 11",
      [[r"(level|r) ?=? ?0(\.0)?\b.{0,40}(missing|left out|omitted|skipped|dropped|forgotten|never (added|summed|computed))",
        r"(miss|leav|left|omit|skip|drop|forg[oe]t)\w* .{0,30}(level|r ?=) ?0(\.0)?\b", r"range\(1, ?11\)",
        r"(only )?(10|ten) levels", r"starts? (at|from) 0\.1", r"from 0\.1"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for k, y in enumerate(labels, 1):
        hits += y
        pts.append((hits / k, hits / n_relevant))
    interp = lambda r: max((p for p, rec in pts if rec >= r - 1e-12), default=0.0)
    return sum(map(interp, (i / 10 for i in range(1, 11)))) / 11
''')

wrong("t06", "dcg.classic", "twin", "enumerate(tail, start=3): the ranks after the first are numbered one too high",
      [[r"start\w*.{0,30}(3|three)", r"enumerate.{0,40}(start|offset|one too (high|late|far))", r"off.by.one",
        r"one (rank|position) (late|too far|ahead|too high|off)", r"shift\w*",
        r"(rank|index) (numbering|count\w*) .{0,20}(off|wrong|one too)"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    head, *tail = grades
    return head + sum(g / log2(i) for i, g in enumerate(tail, start=3))
''')

wrong("t07", "ap.at_k", "twin", "divides by min(k, len(labels)), the length of the list, instead of min(k, "
      "n_relevant)",
      [[r"len\w*\(labels\)", r"length of the (list|ranking)", r"list length", r"min\(k, ?len",
        r"(number of|how many) (items|ranks|labels) (in|of) the (list|ranking)", r"(list|ranking)'?s? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, len(labels))
    if n_relevant == 0 or denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, y in enumerate(top, 1):
        if y:
            hits += 1
            total += hits / i
    return total / denom
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "filters the retrieved LIST: an id retrieved twice counts twice (never made a set)",
      [[r"duplicat", r"repeated (ids?|items?|documents?)", r"counted (twice|more than once|again)",
        r"(list|lists) (instead of|not|rather than) (a )?sets?", r"without (a |using )?set",
        r"never (made|converted|turned) .{0,20}sets?", r"(not|never) (de.?duplicat|unique)"]], '''
def my_set_pr(retrieved, relevant):
    hits = list(filter(lambda d: d in relevant, retrieved))
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn",
      [[r"fn.{0,30}(instead of|for|as|rather than) (the )?fp", r"fp.{0,20}(and|with) fn.{0,20}(swapped|confused|mixed)",
        r"(swapp|confus|mix|exchang)\w* .{0,30}(fp|false positives?).{0,20}(fn|false negatives?)",
        r"(swapp|confus|mix|exchang)\w* .{0,30}(fn|false negatives?).{0,20}(fp|false positives?)",
        r"(column|field|entry) order", r"\[tp, ?fn, ?fp\]", r"(second|third) (column|entry|element|field)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(precs) / len(precs)
''')

wrong("a03", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking, so the DCG counts them "
      "as if retrieved at the end",
      [[r"(append|add|concat\w*|extend|tack|put)\w* .{0,40}unretrieved.{0,40}(dcg|ranking|retrieved|list|end)",
        r"unretrieved.{0,40}(as if|treated as|counted as|like) (they were )?(retrieved|ranked)",
        r"(dcg|numerator).{0,40}(includ|count)\w* .{0,20}unretrieved",
        r"unretrieved.{0,40}(in|into|to) (the )?(dcg|numerator|ranking|run)",
        r"unretrieved.{0,30}(end|bottom) of the (list|ranking)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    dcg = lambda gs: sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(ranking, reverse=True))
    return dcg(ranking) / ideal if ideal else 0.0
''')

wrong("a04", "scope.knn_ties", "data", "sorts the distances alone and zips them with the labels in their original "
      "order: the labels no longer belong to their distances",
      [[r"labels?.{0,40}(not (sorted|moved|reordered|carried)|out of (step|sync|line)|misaligned|stay\w* in)",
        r"(sort|sorted|sorting) (only )?the distances (alone|only|on their own|without)",
        r"(lost|broke\w*|breaks) the (pairing|link|alignment|correspondence)", r"misalign",
        r"(pair|pairing|alignment|correspondence) .{0,30}(lost|broken)", r"original order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    closer = [y for d, y in zip(ds, labels) if d < cut]
    tied = [y for d, y in zip(ds, labels) if d == cut]
    need = k - len(closer)
    lo = sum(closer) + max(0, need - (len(tied) - sum(tied)))
    hi = sum(closer) + min(need, sum(tied))
    return [lo / k, hi / k]
''')

wrong("a05", "map.mean", "data", "ignores n_relevant: each AP is divided by the relevant items found in the run",
      [[r"n_relevant (is )?(ignored|unused|not used|never used)", r"never (uses|used|reads|read) n_relevant",
        r"(relevant|hits?) (items )?(retrieved|found|in the (list|ranking|run))", r"(retrieved|found) relevant",
        r"sum\((run|labels)\)", r"instead of n_relevant", r"rather than n_relevant",
        r"(never|un)retrieved relevant.{0,30}(ignored|left out|not counted|missing)"]], '''
from functools import reduce

def my_map(runs, n_relevant):
    def ap(run):
        found = sum(run)
        if not found:
            return 0.0
        hits, acc = 0, 0.0
        for i, y in enumerate(run, 1):
            if y:
                hits += 1
                acc += hits / i
        return acc / found
    return reduce(lambda s, r: s + ap(r), runs, 0.0) / len(runs)
''')

wrong("a06", "gen.practical", "data", "reads d as the number of items outside the judged scope (database = d + s)",
      [[r"\bd\b.{0,40}(unjudged|outside (of )?the scope|beyond the scope|excluding the scope|rest of the database|"
        r"not judged)", r"(added|adds|adding) (s|the scope( size)?) to d", r"d ?\+ ?s\b",
        r"(database size|\bd\b) (misread|read as|taken as)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("a07", "roc.eer", "data", "reads the scores as distances (lower = more likely positive): walks the ROC from "
      "the lowest score up",
      [[r"(lower|smaller) scores? .{0,30}(better|positive|genuine|relevant|first|more)",
        r"scores? .{0,30}(as|like|for) (a )?distances?", r"ascending", r"revers\w*", r"(wrong|opposite) direction",
        r"sort\w* .{0,20}(lowest|smallest) first", r"(lowest|smallest) (score )?first"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts, tp, fp = [(0.0, 0.0)], 0, 0
    for _, grp in groupby(sorted(zip(scores, labels)), key=lambda t: t[0]):
        ys = [y for _, y in grp]
        tp += sum(ys)
        fp += len(ys) - sum(ys)
        pts.append((fp / N, tp / P))
    prev = None
    for f, t in pts:
        diff = f - (1 - t)
        if diff >= 0:
            if prev is None or diff == 0:
                return f
            f0, d0 = prev
            return f0 + (-d0 / (diff - d0)) * (f - f0)
        prev = (f, diff)
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "roc.eer", "groupby on the scores sorted high to low, linear crossing of FPR = 1 - TPR", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    walk = sorted(zip(scores, labels), key=lambda t: -t[0])
    pts, tp, fp = [(0.0, 0.0)], 0, 0
    for _, grp in groupby(walk, key=lambda t: t[0]):
        ys = [y for _, y in grp]
        tp += sum(ys)
        fp += len(ys) - sum(ys)
        pts.append((fp / N, tp / P))
    prev = None
    for f, t in pts:
        diff = f - (1 - t)
        if diff >= 0:
            if prev is None or diff == 0:
                return f
            f0, d0 = prev
            return f0 + (-d0 / (diff - d0)) * (f - f0)
        prev = (f, diff)
    return 1.0
''')

right("r02", "pr.averaged", "lambdas binding the level as a default argument, zip(*curves) for the mean", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    readers = [lambda pts, lev=Fraction(i, 10): max((p for p, r in pts if r >= lev), default=0)
               for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0] * 11)
            continue
        pts, hits = [], 0
        for k, y in enumerate(labels, 1):
            hits += y
            pts.append((Fraction(hits, k), Fraction(hits, n)))
        curves.append([read(pts) for read in readers])
    return [float(sum(col) / len(curves)) for col in zip(*curves)]
''')

right("r03", "gen.grip_point", "islice over the first c ranks, divided by c", '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    return sum(islice(labels, n_relevant)) / n_relevant if n_relevant else 0.0
''')

right("r04", "interp.step", "recursion down the ranking with exact fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level, _rank=1, _hits=0):
    if not labels:
        return 0.0
    head, rest = labels[0], labels[1:]
    hits = _hits + (1 if head else 0)
    if head and Fraction(hits, n_relevant) >= Fraction(str(level)):
        return hits / _rank
    return my_step_interpolated(rest, n_relevant, level, _rank + 1, hits)
''')

right("r05", "scope.knn_ties", "strictly closer targets plus the best and worst share of the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    pairs = list(zip(distances, labels))
    closer = sum(y for d, y in pairs if d < cut)
    n_closer = sum(1 for d, _ in pairs if d < cut)
    tied = [y for d, y in pairs if d == cut]
    need = k - n_closer
    lowest = closer + max(0, need - (len(tied) - sum(tied)))
    highest = closer + min(need, sum(tied))
    return [lowest / k, highest / k]
''')

right("r06", "map.mrr", "next() with a default over a generator, statistics.fmean", '''
from statistics import fmean

def my_mrr(runs):
    return fmean(next((1 / i for i, y in enumerate(run, 1) if y), 0.0) for run in runs)
''')

SUBMISSIONS = tuple(S)
