"""Diagnosis class 190, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in tables without pandas: lists of tuples and dicts of lists, ``zip`` and ``sorted``, records of
(doc, score, label); some loop, some use NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c190-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class190): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 190 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c190-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "interp.step", "sibling", "returns the usual interpolated precision (the max of the precisions at "
      "every rank whose recall reaches the level) instead of the step rule's P_i",
      [[r"\bmax\b", r"max\(", r"highest precision", r"best precision",
        r"(11.point|eleven.point|usual|standard|classic|ordinary) interpolat", r"(later|following|subsequent|deeper) "
        r"ranks", r"any (later )?rank"]], '''
def my_step_interpolated(labels, n_relevant, level):
    rows = []                      # (recall, precision) at every rank
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        rows.append((hits / n_relevant, hits / rank))
    reached = [p for r, p in rows if r >= level]
    return max(reached) if reached else 0.0
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the sum of the precisions at the "
      "relevant ranks over n_relevant, instead of the mean over the 11 recall levels",
      [[r"(exact|non.?interpolated|uninterpolated) (AP|average precision)", r"no interpolation", r"not interpolat",
        r"without interpolat", r"(precisions? )?at the relevant ranks", r"instead of the (11|eleven)"]], '''
def my_11pt(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q03", "dcg.exponential", "sibling", "computes the linear-gain DCG (grade / log2(i + 1)) instead of the "
      "exponential gain 2^grade - 1",
      [[r"linear", r"raw grades?", r"grades? (itself|themselves|as (the )?gain)", r"without (the )?(2|exponential)",
        r"(forgot|missing|drops?|no|not) .{0,20}(2 ?\^|2 ?\*\*|exponential|power)", r"trec"]], '''
from math import log2

rows = list(enumerate(v["grades"], start=1))          # (rank, grade)
my_dcg_exp = sum(g / log2(i + 1) for i, g in rows)
''')

wrong("q04", "ndcg.value", "sibling", "normalises by the ideal ranking of the retrieved grades only, leaving the "
      "unretrieved relevant items out of the ideal",
      [[r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"(ignor|leav|left|omit|drop)\w*.{0,30}unretrieved", r"retrieved (grades|items|list) only",
        r"only (the )?retrieved", r"without (the )?unretrieved", r"never retrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

grades = list(v["grades"])
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp)", r"total(s)? (of|over) (all )?(the )?quer",
        r"one (big|global|single) table"]], '''
def my_macro_precision(tables):
    tp_col, fp_col, fn_col = zip(*tables)          # columns of the table
    retrieved = sum(tp_col) + sum(fp_col)
    return sum(tp_col) / retrieved if retrieved else 0.0
''')

wrong("q06", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d instead of the "
      "smallest v / d",
      [[r"upper", r"largest (possible )?generality", r"highest (possible )?generality", r"\(d ?- ?s ?\+ ?v\) ?/ ?d",
        r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the curve's straight pieces with FPR = FNR",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat",
        r"smallest (gap|difference)", r"\|FPR ?- ?FNR\|"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for lab in labels if lab == 1)
    N = len(labels) - P
    records = sorted(zip(scores, labels), key=lambda r: -r[0])
    points = [(0.0, 1.0)]                                   # (fpr, fnr)
    tp = fp = 0
    for _, group in groupby(records, key=lambda r: r[0]):
        for _, lab in group:
            if lab == 1:
                tp += 1
            else:
                fp += 1
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared, (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta (itself|alone)", r"plain beta", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural", r"\bln\b", r"base e", r"np\.log\b", r"(wrong|another|other|different) base", r"base of the log",
        r"log base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks == 1, 1.0, np.log(np.maximum(ranks, 2)))
    return float((g / disc).sum())
''')

wrong("q10", "gen.practical", "shape", "the recall bound divides by d - s, leaving the + v out of d - s + v",
      [[r"d ?- ?s(?! ?\+)", r"without (the )?\+ ?v", r"(forg|omit|miss|drop|leav|left)\w*.{0,30}\bv\b",
        r"\+ ?v (is )?(missing|left out|dropped)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q11", "sig.sign_test", "shape", "returns the one-sided tail P(X <= min(wins, losses)) without doubling it",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg\w*|without|missing).{0,20}doubl",
        r"(times|multipl\w* by|x) ?2", r"half (of )?the"]], '''
from scipy.stats import binom

pairs = list(zip(v["a"], v["b"]))
wins = sum(1 for x, y in pairs if x > y)
losses = sum(1 for x, y in pairs if x < y)
my_sign_p = float(binom.cdf(min(wins, losses), wins + losses, 0.5))
''')

wrong("q12", "roc.auc", "shape", "operator precedence: divides by the number of positives and then MULTIPLIES by "
      "the number of negatives ((w + t/2) / P * N)",
      [[r"precedence", r"parenthes", r"bracket", r"multipl\w* by (the )?(number of )?negative",
        r"times (the )?(number of )?negative", r"/ ?P ?\* ?N", r"/ ?len\(pos\) ?\* ?len\(neg\)"]], '''
def my_auc(scores, labels):
    pos = [s for s, lab in zip(scores, labels) if lab == 1]
    neg = [s for s, lab in zip(scores, labels) if lab == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    ties = sum(1 for p in pos for n in neg if p == n)
    return (wins + 0.5 * ties) / len(pos) * len(neg)
''')

wrong("q13", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead of k",
      [[r"len\(labels\)", r"length of the (whole |entire )?list", r"list('s)? length", r"whole list",
        r"all (the )?items", r"instead of k", r"number of items"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(labels)
''')

wrong("q14", "pr.averaged", "shape", "divides each level's column sum by the number of levels (11) instead of the "
      "number of queries",
      [[r"number of (recall )?levels", r"divid\w* by (the )?(11|eleven)", r"by (11|eleven) instead",
        r"(11|eleven) (levels )?instead of (the number of )?quer", r"length of a (row|curve)",
        r"len\(curves\[0\]\)"]], '''
def curve(labels, n_rel):
    if n_rel == 0:
        return [0.0] * 11
    rows, hits = [], 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        rows.append((hits, hits / rank))
    return [max([p for h, p in rows if h * 10 >= i * n_rel], default=0.0) for i in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve(lab, n) for lab, n in zip(runs, n_relevant)]
    return [sum(col) / len(curves[0]) for col in zip(*curves)]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds P@k before counting the current relevant item as a hit (hits += 1 comes "
      "after the sum), so each precision is one hit short",
      [[r"before", r"after", r"off.by.one", r"(count|counter|hits).{0,40}(late|not yet)",
        r"(excludes?|without|not count\w*) (the )?(current|item itself)", r"one (hit )?too (few|low)",
        r"one hit short"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            total += hits / rank
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "the hit counter is set once outside the query loop and never reset, so later "
      "queries carry the earlier queries' hits",
      [[r"reset", r"re-?initiali", r"carr(y|ies|ied) over", r"previous quer", r"outside the (query )?loop",
        r"accumulat\w* across", r"earlier quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for rank, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "appends a precision at every rank instead of only at the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)",
        r"not only (at )?(the )?relevant", r"one (point|value) per rank", r"too many (points|values)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        points.append(hits / rank)
    return points
''')

wrong("q18", "ap.at_k", "flow", "sums the precisions at the relevant ranks of the whole list, never cutting the "
      "list at k",
      [[r"beyond (rank )?k", r"past (rank )?k", r"after (rank )?k", r"below (rank )?k",
        r"(whole|entire|full) (list|ranking)", r"not (cut|truncat|stop)", r"(never|without) (cut|truncat|stop)",
        r"ignor\w* k", r"labels\[:k\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    rows = list(enumerate(labels, start=1))        # (rank, label)
    hits, total = 0, 0.0
    for rank, lab in rows:
        if lab:
            hits += 1
            total += hits / rank
    return total / denom
''')

wrong("q19", "ndcg.all_judgments", "flow", "sorts the retrieved grades and the unretrieved grades separately and "
      "appends the unretrieved after them, never re-sorting the merged ideal list",
      [[r"(not|never) (re-?)?sort\w* (the )?(whole|merged|combined|joined|concatenated)", r"append\w*.{0,40}(after|end|bottom)",
        r"(after|below|behind) the retrieved", r"sort\w* (each|the two|both)\w* .{0,20}separately", r"separately",
        r"(concatenat|merg|join)\w*.{0,40}(without|not|never|after) (re-?)?sort"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q20", "map.mrr", "flow", "no break: the loop keeps overwriting the reciprocal rank, so the LAST relevant "
      "item's rank is used instead of the first",
      [[r"break", r"last relevant", r"(keeps?|overwrit)\w*.{0,30}(later|last)", r"not (stop|the first)",
        r"(doesn'?t|does not|never) stop"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, start=1):
            if lab:
                rr = 1 / rank
        rrs.append(rr)
    return sum(rrs) / len(rrs)
''')

wrong("q21", "rank.distances", "flow", "never sorts the (distance, label) records: takes the first k items in the "
      "given order instead of the k nearest",
      [[r"(never|not|without|forg\w*( to)?) sort", r"unsorted", r"input order", r"given order",
        r"order (they|it) (were|was|are) given", r"first k (items|entries|records) of the (input|list)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    records = list(zip(distances, labels))          # (distance, label)
    top = records[:k]
    return sum(lab for _, lab in top) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the levels as i * 0.1, whose float values 0.30000000000000004, "
      "0.6000000000000001 and 0.7000000000000001 lie just above the recalls 3/10, 6/10 and 7/10, so those levels "
      "are missed",
      [[r"float\w*", r"rounding", r"i ?\* ?0\.1", r"0\.3000", r"0\.6000", r"0\.7000", r"just above",
        r"representation"]], '''
def my_interpolated(labels, n_relevant):
    rows = []                        # (recall, precision) per rank
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        rows.append((hits / n_relevant, hits / rank))
    levels = [i * 0.1 for i in range(11)]
    return [max([p for r, p in rows if r >= lev], default=0.0) for lev in levels]
''')

wrong("q23", "gen.grip_point", "hidden", "divides the hits of labels[:c] by the length of that slice, which is "
      "shorter than c when the list is shorter than the class",
      [[r"divid\w* by (the )?(length|len|size) of the (slice|cut|top|list)", r"len\(top\)", r"slice'?s? length",
        r"instead of (c|n_relevant|the class size)", r"(length|size) of the (returned )?(slice|list) (instead|rather)"]],
      '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "skips the queries with nothing retrieved instead of counting their precision "
      "as 0 in the mean",
      [[r"skip", r"exclud", r"\bdrop", r"left out", r"leaves? out", r"ignor", r"not count\w*", r"fewer queries"]],
      '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q26", "map.mean", "hidden", "skips a query with no relevant item retrieved instead of averaging its AP of 0",
      [[r"skip", r"exclud", r"\bdrop", r"left out", r"leaves? out", r"ignor", r"not count\w*",
        r"(should|must) count (as )?0"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.array(labels)
        if y.sum() == 0:
            continue
        ranks = np.flatnonzero(y) + 1
        aps.append(float((np.arange(1, len(ranks) + 1) / ranks).sum() / n))
    return float(np.mean(aps))
''')

wrong("q27", "ap.at_k", "hidden", "the denominator is min(len(labels[:k]), n_relevant): the slice's length instead "
      "of k when k is longer than the list",
      [[r"len\(top\)", r"len\(labels\[:k\]\)", r"(length|len|size) of the (slice|list|top|cut)", r"instead of k",
        r"list('s)? length", r"shorter list"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(top, start=1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q28", "scope.eps_precision", "hidden", "no guard for an empty result: divides by zero when nothing lies "
      "within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "sorts (score, label) tuples with reverse=True, which breaks score ties by label "
      "and puts the positives first, so every tied pair counts as a win",
      [[r"tie.{0,60}(sort|order|label|break)", r"(sort|order)\w*.{0,60}tie", r"positives? (first|before|ahead)",
        r"by (the )?label", r"tuples?"]], '''
def my_auc(scores, labels):
    records = sorted(zip(scores, labels), reverse=True)       # best score first
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    pos_above, good_pairs = 0, 0
    for score, lab in records:
        if lab == 1:
            pos_above += 1
        else:
            good_pairs += pos_above
    return good_pairs / (n_pos * n_neg)
''')

wrong("q30", "sig.sign_test", "twin", "passes n = len(a), all the queries, to the binomial test: the tied queries "
      "stay in n instead of being dropped",
      [[r"ties? (were |are |is )?(not dropped|kept|included|left in)", r"(kept|keeps|includ\w*|count\w*) (the )?ti(es|ed)",
        r"n ?= ?len", r"(all|every) (the )?quer(y|ies).{0,30}\b(n|trials)\b", r"(not|never|without) drop\w*",
        r"total number of queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("q31", "set.f_beta", "twin", "precision and recall swapped in the denominator: beta^2 multiplies recall, "
      "(1 + b^2) P R / (b^2 R + P)",
      [[r"swap", r"(exchang|interchang|revers|mix)\w*.{0,30}(precision|recall|P and R)",
        r"precision and recall.{0,30}(swapped|exchanged|the wrong way|interchanged|reversed|mixed)",
        r"(beta\^?2|b2|b\^2|beta squared) (times|\*|multiplies|on) (the )?recall",
        r"wrong (term|one) in the denominator"]], '''
def my_f(precision, recall, beta):
    p, r, b2 = precision, recall, beta * beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b2) * p * r / (b2 * r + p)
''')

wrong("q32", "avg.macro", "twin", "unpacks each row as (tp, fn, fp): the columns of [tp, fp, fn] are read in the "
      "wrong order, so tp + fn is taken as the retrieved count",
      [[r"column", r"unpack", r"order of (the )?(fields|entries|columns|values)", r"tp, ?fn, ?fp",
        r"(fp|fn) and (fn|fp) (swapped|exchanged|confused|mixed)", r"(swap|confus|mix)\w*.{0,20}(fp|fn).{0,10}(fn|fp)"]],
      '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        retrieved = tp + fp
        precs.append(tp / retrieved if retrieved else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q33", "dcg.classic", "twin", "off by one: the ranks of grades[1:] already start at 2 (start=2) and the "
      "code adds 1 again, log2(i + 1)",
      [[r"off.by.one", r"shift\w*", r"start=2.{0,40}\+ ?1", r"(adds|added|\+) ?1 (twice|again|too many)",
        r"rank (is )?(one|1) too (high|large|big)", r"already (start|begin|1-based|2)"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / log2(i + 1)
    return float(total)
''')

wrong("q34", "ap.value", "twin", "takes the mean of the precisions at the relevant ranks found (divides by the "
      "number retrieved), so the relevant items never retrieved are left out",
      [[r"mean of the precisions", r"averag\w*.{0,40}(found|retrieved|hits)", r"\.mean\(\)", r"np\.mean",
        r"(divid|averag)\w*.{0,30}(found|retrieved|hits)", r"unretrieved", r"never retrieved"]], '''
import numpy as np

y = np.array(v["labels"])
ranks = np.flatnonzero(y) + 1                   # ranks of the relevant items
precs = np.arange(1, len(ranks) + 1) / ranks
my_ap_value = float(precs.mean())
''')

wrong("q35", "scope.knn_ties", "twin", "sorted(rows, reverse=True)[::-1] gives back the ascending tie order "
      "(relevant last), so the 'highest' bound is the pessimistic one again",
      [[r"revers\w*.{0,60}(same|ascending|back|undo|cancel)", r"(\[::-1\]|flip\w*).{0,60}(same|ascending|back|undo|cancel)",
        r"(same|ascending) (tie )?order (again|twice|as (for )?the low)", r"both .{0,30}(pessimistic|lowest|ranked last)",
        r"(highest|upper|optimistic).{0,40}(equals|same as|is) the (lowest|lower|pessimistic)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    rows = list(zip(distances, labels))
    low = sorted(rows)                          # ties: label 0 before label 1
    high = sorted(rows, reverse=True)[::-1]     # flipped so the relevant come first among ties
    p_low = sum(lab for _, lab in low[:k]) / k
    p_high = sum(lab for _, lab in high[:k]) / k
    return [p_low, p_high]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "treats `unretrieved` as a count of missing relevant items of grade 1, "
      "ignoring their actual grades",
      [[r"grade (of )?1", r"(grade|gain) of 1", r"(ignor|lost|drop)\w*.{0,30}(their|the unretrieved) grades?",
        r"(as|like) (binary|a count)", r"count of", r"(number|count) of (missing|unretrieved)",
        r"len\(unretrieved\)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q37", "roc.eer", "data", "walks the scores in ascending order, as if a low score (like a distance) meant "
      "positive",
      [[r"ascending", r"low(est)? scores? (first|as|=|mean)", r"(reversed|wrong|inverted) (score )?(order|direction|sort)",
        r"sort\w* .{0,20}(the wrong way|upward|increasing)", r"like a distance", r"smallest (score )?first"]], '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for lab in labels if lab == 1)
    N = len(labels) - P
    records = sorted(zip(scores, labels), key=lambda r: r[0])
    points = [(0.0, 1.0)]                                   # (fpr, fnr)
    tp = fp = 0
    for _, group in groupby(records, key=lambda r: r[0]):
        for _, lab in group:
            if lab == 1:
                tp += 1
            else:
                fp += 1
        points.append((fp / N, 1 - tp / P))
    prev = points[0]
    for f, n in points:
        if f - n >= 0:
            if f - n == 0:
                return f
            a, b = prev[0] - prev[1], f - n
            t = -a / (b - a)
            return prev[0] + t * (f - prev[0])
        prev = (f, n)
    return 1.0
''')

wrong("q38", "scope.knn_ties", "data", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"(wrong|reversed?) order", r"order of the (two )?(bounds|values|results|elements)",
        r"\[highest, lowest\]", r"(highest|upper|optimistic) (bound )?first", r"exchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    rows = list(zip(distances, labels))
    optimistic = sorted(rows, key=lambda r: (r[0], -r[1]))[:k]
    pessimistic = sorted(rows, key=lambda r: (r[0], r[1]))[:k]
    hi = sum(lab for _, lab in optimistic) / k
    lo = sum(lab for _, lab in pessimistic) / k
    return [hi, lo]
''')

wrong("q39", "gen.practical", "data", "reads d as the number of items besides the judged s (the database is taken "
      "as d + s items)",
      [[r"(adds?|added|\+) s\b", r"d ?\+ ?s", r"unjudged", r"not judged", r"besides", r"(database|collection) size",
        r"(misread|misunderst|treat\w*|read)\w* .{0,30}\bd\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s            # d more items in the database besides the judged s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q40", "set.pr", "data", "counts the retrieved LIST, duplicates included, in precision instead of the set of "
      "retrieved ids",
      [[r"duplicat", r"(list|lists) (instead of|not) (a )?sets?", r"not (a |as a )?set", r"set\(retrieved\)",
        r"(counted|counts) (more than once|again|each time)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [doc for doc in retrieved if doc in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone and zips them with the unsorted labels, so "
      "each distance gets another item's label",
      [[r"misalign", r"out of (step|sync)", r"mismatch", r"sort\w* (only )?the distances", r"labels (were |are )?not "
        r"(sorted|reordered|moved)", r"(lost|broke|breaks?) the (pairing|link|correspondence)", r"wrong labels?"]], '''
def my_eps_precision(distances, labels, epsilon):
    dist_sorted = sorted(distances)
    rows = list(zip(dist_sorted, labels))
    inside = [lab for d, lab in rows if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q42", "map.mean", "data", "sorts each query's 0/1 list (relevant first) before computing AP, destroying the "
      "ranking order",
      [[r"sort\w*", r"(reorder|rearrang)\w*", r"(relevant|ones) (moved )?(to the )?top", r"(destroy|lose|lost|ignor)\w* "
        r"the (ranking|order)", r"perfect ranking"]], '''
def my_map(runs, n_relevant):
    table = {q: sorted(run, reverse=True) for q, run in enumerate(runs)}
    aps = []
    for q, labels in table.items():
        hits, s = 0, 0.0
        for rank, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                s += hits / rank
        aps.append(s / n_relevant[q] if n_relevant[q] else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "fractions.Fraction over the (rank, label) records", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    records = list(enumerate(labels, start=1))
    hits, total = 0, Fraction(0)
    for rank, lab in records:
        if lab:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q44", "pr.averaged", "dict of lists: one row of 11 levels per query, then columns", '''
def my_averaged_curve(runs, n_relevant):
    table = {}
    for q, (labels, n) in enumerate(zip(runs, n_relevant)):
        rows, hits = [], 0
        for rank, lab in enumerate(labels, start=1):
            hits += lab
            rows.append((hits, hits / rank))
        table[q] = [max([p for h, p in rows if n and h * 10 >= i * n], default=0.0) if n else 0.0
                    for i in range(11)]
    return [sum(col) / len(table) for col in zip(*table.values())]
''')

right("q45", "roc.eer", "itertools.groupby over (score, label) records, interpolated crossing", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for lab in labels if lab == 1)
    N = len(labels) - P
    records = sorted(zip(scores, labels), key=lambda r: -r[0])
    points = [(0.0, 1.0)]                                   # (fpr, fnr)
    tp = fp = 0
    for _, group in groupby(records, key=lambda r: r[0]):
        for _, lab in group:
            if lab == 1:
                tp += 1
            else:
                fp += 1
        points.append((fp / N, 1 - tp / P))
    prev = points[0]
    for f, n in points:
        if f - n >= 0:
            if f - n == 0:
                return f
            a, b = prev[0] - prev[1], f - n
            t = -a / (b - a)
            return prev[0] + t * (f - prev[0])
        prev = (f, n)
    return 1.0
''')

right("q46", "scope.knn_ties", "sorted with tuple keys (distance, label) and (distance, -label)", '''
def my_knn_tie_bounds(distances, labels, k):
    rows = list(zip(distances, labels))
    pessimistic = sorted(rows, key=lambda r: (r[0], r[1]))[:k]
    optimistic = sorted(rows, key=lambda r: (r[0], -r[1]))[:k]
    return [sum(lab for _, lab in pessimistic) / k, sum(lab for _, lab in optimistic) / k]
''')

right("q47", "gen.grip_point", "itertools.islice, missing ranks count as not relevant", '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    hits = sum(islice(labels, n_relevant))
    return hits / n_relevant
''')

right("q48", "map.mrr", "next() with a default over enumerate", '''
def my_mrr(runs):
    rrs = [next((1 / rank for rank, lab in enumerate(run, start=1) if lab), 0.0) for run in runs]
    return sum(rrs) / len(rrs)
''')

SUBMISSIONS = tuple(S)
