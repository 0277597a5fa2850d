"""Diagnosis class 138, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
handle lengths and cut-offs carelessly: k larger than the list, empty lists, lists of one item, n_relevant larger
than the list or zero, queries of different lengths padded or truncated, a slice past the end that silently
shortens, an index that wraps around with a negative value. Styles vary: loops, NumPy, comprehensions, itertools,
fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, generators, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c138-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks (six value tasks used).
Before hand-over each was compared with the task's reference only (no checker, see tests/validate_class.py
diagnosis_class138): every right one agrees on the student's visible and hidden inputs and on 200 random draws of
the task's generator, every wrong one differs (or raises) on at least one of its own student's inputs, a
``hidden`` one differs only on hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 138 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c138-")

# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items found in the "
      "list instead of n_relevant (the AP of the retrieved relevant items only)",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)", r"number of hits", r"\bhits\b",
        r"found (relevant|in the list)", r"instead of n_relevant", r"ignor\w* n_relevant", r"sum\(labels\)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "gen.grip_point", "sibling", "returns the precision of the whole list (hits over its length) instead "
      "of the precision at rank n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"len\(labels\)",
        r"length of the (list|ranking)", r"instead of (at )?(rank )?(R|c|n_relevant)\b",
        r"not at (rank |scope )?(c|R|n_relevant)\b", r"(list|ranking)'?s? (own )?length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y.mean()) if len(y) else 0.0
''')

wrong("q03", "map.mrr", "sibling", "averages whether the first item is relevant (success at 1 / P@1) instead of "
      "the reciprocal rank of the first relevant item",
      [[r"P@1", r"precision at (rank )?1", r"success ?@ ?1", r"first (item|rank) only", r"only (the )?(first|top) "
        r"(item|rank)", r"rank 1 only", r"run\[0\]"]], '''
def my_mrr(runs):
    return sum(1.0 if run and run[0] else 0.0 for run in runs) / len(runs)
''')

wrong("q04", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is given",
      [[r"\bF1\b", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)", r"harmonic mean",
        r"beta = 1 always", r"without beta", r"always (uses )?beta ?= ?1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"rel_?1 (is )?(undiscounted|not discounted)",
        r"first (grade|item|rank) (is )?(not |un)discounted", r"no discount (at|for) (rank )?1"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule) instead of the maximum precision over all ranks with recall >= r",
      [[r"not (the )?max", r"no max", r"without (taking )?(the )?max", r"first rank (that |whose recall )?reach",
        r"step (rule|interpolation)", r"max(imum)? to the right", r"later (ranks|precisions) (are )?ignored",
        r"first (point|rank) (only|found)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        level = j / 10
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= level:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q07", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP: the mean of P@k at the relevant "
      "ranks over n_relevant, not the mean of the 11 interpolated precisions",
      [[r"exact AP", r"non-?interpolated", r"uninterpolated", r"precision at (the )?relevant ranks",
        r"instead of (the )?(11|eleven)", r"not (the )?(11|eleven)", r"AP instead", r"average precision instead"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum() / n_relevant)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"tie\w* (count\w* )?(as )?(1|one|a (full |whole )?win|whole)", r"full (point|credit|win) for (a )?tie",
        r"instead of (1/2|a half|0\.5|half)", r"not (1/2|half)", r">=", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts every rank by log2(i + 1) (rank 1 discounted too) in both "
      "DCG and the ideal DCG, instead of rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"rank 1 (is )?discounted", r"first (grade|rank|item) (is )?discounted",
        r"discount\w* (is )?(shifted|off by one)", r"\+ ?1 in the (log|discount)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float((g / np.log2(np.arange(2, g.size + 2))).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(forgot|missing|dropp\w*|omit\w*|without|no) (the )?(- ?1|minus (one|1))", r"2\^rel (instead|rather)",
        r"subtract\w* (the )?1", r"minus one", r"gain .{0,10}2\^rel\b(?!_i - 1)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound is v / (d - s): the + v of the denominator v / (d - s "
      "+ v) is dropped",
      [[r"(forgot|missing|without|dropp\w*|omit\w*) (the )?\+ ?v", r"v ?/ ?\(d ?- ?s\)",
        r"\+ ?v.{0,30}(missing|dropped|left out|forgotten)", r"d - s instead of d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s if s else 0.0
    rec = v / (d - s) if v and d > s else (1.0 if v else 0.0)
    return [prec, rec, v / d]
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"max(imum)? (of|instead)", r"larger of", r"instead of (the )?min", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided tail probability (not doubled for the two-sided "
      "test)",
      [[r"one-?sided", r"not doubled", r"forg\w* .{0,20}(doubl|\b2\b|two)", r"(times|\*) ?2", r"factor (of )?(2|two)",
        r"single tail", r"one tail", r"(half|halved)"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q14", "dcg.classic", "shape", "uses the natural logarithm (np.log) for the discount instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"np\.log\b", r"math\.log\b", r"instead of log2",
        r"not log2", r"wrong (log )?base", r"log(arithm)? base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k], which silently shortens when k "
      "is larger than the list, instead of by k",
      [[r"len\(labels\[:k\]\)", r"slice.{0,40}(short|fewer|past the end)", r"divid\w* by (the )?(length|len|number "
        r"of (items|ranks) (in|of) the (list|slice))", r"instead of (by )?k\b", r"not by k\b", r"fewer than k",
        r"min\(k, ?len"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q16", "map.mean", "flow", "the return sits inside the loop over the queries: it returns the first query's "
      "AP (divided by the number of queries) after one pass",
      [[r"return\w* (is )?inside the loop", r"first query only", r"only (the )?first query",
        r"after (the )?first query", r"return (is )?(indented|in the loop)", r"(one|a single) pass",
        r"loop (stops|ends|exits) (early|after)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / n if n else 0.0
        return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "loops over range(len(labels) - 1), so the last rank is never visited",
      [[r"last (rank|item|label|position)", r"off.?by.?one", r"len\(labels\) ?- ?1", r"range.{0,30}- ?1",
        r"stops? (one|a rank) (early|short)"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i in range(len(labels) - 1):
        if labels[i]:
            hits += 1
            pts.append(hits / (i + 1))
    return pts
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of the "
      "query",
      [[r"no break", r"(forgot|missing|without) (the |a )?break", r"every relevant (item|rank)",
        r"all (the )?relevant (items|ranks)", r"not (only )?the first relevant", r"keeps? (adding|summing|looping)",
        r"sum of (the )?reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"never sort", r"not sort", r"without sort", r"unsorted", r"input order", r"no sort", r"forg\w* .{0,10}sort",
        r"sort\w* (is )?(missing|skipped)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "ap.value", "flow", "adds the precision before counting the current relevant item (hits incremented "
      "one step late), so each P@k is one hit short",
      [[r"(before|after) (the )?(hit|count)\w* (is )?(updated|incremented|counted)", r"increment\w* (too )?late",
        r"one (hit|relevant) (short|behind|too few)", r"hits ?- ?1", r"current (relevant )?item (is )?not counted",
        r"count\w* .{0,20}(too late|one step late)"]], '''
labels, n = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for i, x in enumerate(labels):
    if x:
        total += hits / (i + 1)
        hits += 1
my_ap_value = total / n
''')

wrong("q21", "interp.step", "flow", "walks the ranks from index 1 (range(1, len(labels))), so a relevant item at "
      "rank 1 is skipped",
      [[r"rank 1", r"first (rank|item|label) (is )?(skipped|missed|ignored)", r"range\(1", r"off.?by.?one",
        r"start\w* at (index )?1", r"index 0"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(1, len(labels)):
        if labels[i]:
            hits += 1
            if hits / n_relevant >= level:
                return hits / (i + 1)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "(n_relevant = 0) raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for i, x in enumerate(labels):
        if x:
            hits += 1
            precs.append(hits / (i + 1))
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when "
      "nothing is within epsilon (an empty result)",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q24", "gen.grip_point", "hidden", "divides the hits of labels[:n_relevant] by the slice's length, which "
      "silently shortens when the list is shorter than the class, instead of by n_relevant",
      [[r"len\(labels\[:", r"slice.{0,40}(short|fewer|past the end)", r"divid\w* by (the )?(length|len|number of "
        r"(items|ranks) (in|of) the (list|slice))", r"instead of (by )?(n_relevant|c|R)\b",
        r"fewer (ranks|items) than", r"length of the (list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): when k is longer than the list the "
      "slice is shorter than k and the denominator too small",
      [[r"len\(labels\[:k\]\)", r"length of the (list|slice|top)", r"slice.{0,40}(short|fewer|past the end)",
        r"min\(len", r"instead of (min\()?k\b", r"list'?s? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    den = min(len(top), n_relevant)
    return s / den if den else 0.0
''')

wrong("q26", "scope.knn_ties", "hidden", "looks at the distance after the k-th (sorted[k]) to detect a tie: with k "
      "the whole list it raises IndexError",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    if pairs[k][0] != dk:  # no tie across the cut
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    closer = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    m = k - len(closer)
    t_rel = sum(tied)
    lo = sum(closer) + max(0, m - (len(tied) - t_rel))
    hi = sum(closer) + min(m, t_rel)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q27", "set.f_beta", "hidden", "NumPy float division with no P = R = 0 guard: 0 / 0 gives nan instead of 0",
      [NAN], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q28", "set.pr", "hidden", "guards the empty retrieved set but not the empty relevant set: recall divides by "
      "zero when nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    if not ret:
        return [0.0, 0.0]
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "divides the sum of the precisions by len(tables[0]) (3, the length of one "
      "[tp, fp, fn] row) instead of the number of queries",
      [[r"len\(tables\[0\]\)", r"(length|size) of (a|one|the first) (table|row)", r"divid\w* by 3\b",
        r"number of (fields|entries|columns|counts) (in|of) (a|one|the first) (table|row)", r"tables\[0\]"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables]
    return sum(precs) / len(tables[0])
''')

wrong("q30", "ap.exact", "twin", "loops over range(len(labels) - 1), so a relevant item at the last rank is never "
      "counted",
      [[r"last (rank|item|label|position)", r"off.?by.?one", r"len\(labels\) ?- ?1", r"range.{0,30}- ?1",
        r"stops? (one|a rank) (early|short)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(len(labels) - 1):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')

wrong("q31", "ndcg.all_judgments", "twin", "builds the ideal ranking as the sorted retrieved grades followed by "
      "the sorted unretrieved grades (two lists sorted apart and concatenated) instead of sorting all of them together",
      [[r"sorted (apart|separately)", r"(separately|apart) sorted", r"(concatenat|append|join)\w* .{0,40}(after|sorted)",
        r"not (re-?)?sorted (together|as a whole)", r"instead of (sorting|merging) (them |all )?(together|of them)",
        r"two sorted lists", r"(never|not) merged"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q32", "map.mrr", "twin", "averages over the queries that have a relevant item only (queries with no hit "
      "dropped from the mean instead of counting 0)",
      [[r"(skip|drop|exclud|ignor|leav|omit)\w* .{0,40}quer\w+ (with no|without)",
        r"quer\w+ without (a )?(hit|relevant)", r"divid\w* by (the )?number of quer\w+ (with|that have)",
        r"only (the )?quer\w+ (with|that)", r"(empty|hitless) quer\w+ (not counted|left out|dropped)",
        r"instead of (counting|as) (0|zero)"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q33", "dcg.classic", "twin", "builds the discounts with np.log2(np.arange(n) + 2): the positions are shifted "
      "by one so rank 1 is discounted and rank i divided by log2(i + 1)",
      [[r"arange", r"shift\w*", r"off.?by.?one", r"(index|position)\w* .{0,30}(one|1) too (high|far|large)",
        r"\+ ?2\b"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(len(g)) + 2)))
''')

wrong("q34", "roc.auc", "twin", "walks the items sorted by score one at a time (tied scores are not grouped into "
      "one step), so a tied pair counts 1 or 0 by input order instead of 1/2",
      [[r"ties? (are )?not grouped", r"(tied|equal) scores .{0,40}(one at a time|separately|input order|split)",
        r"input order", r"tie order", r"without grouping", r"(sort|stable) order of (the )?ties",
        r"staircase"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    area = 0.0
    for i in order:
        if labels[i] == 1:
            tp += 1
        else:
            fp += 1
            area += tp
    return area / (P * N)
''')

wrong("q35", "pr.points", "twin", "finds each relevant item's rank with labels.index(1), which always returns the "
      "first relevant rank",
      [[r"\.index\(", r"index\(\) (returns|finds|gives) (the )?first", r"first occurrence",
        r"same (first )?rank (for|every)", r"always (the )?first relevant rank"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for x in labels:
        if x == 1:
            hits += 1
            rank = labels.index(x) + 1
            pts.append(hits / rank)
    return pts
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the length of the ranking (len(labels)) instead of "
      "n_relevant, so it returns the precision of the whole list",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"whole (list|ranking)", r"entire (list|ranking)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"R (is|as|=) (the )?(list|ranking)'?s? length"]], '''
labels = v["labels"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the recall) instead "
      "of tp + fp",
      [[r"\[tp, ?fn, ?fp\]", r"(swap|confus|mix)\w* .{0,20}\b(fp|fn)\b", r"\b(fp|fn)\b (and|with|for) (the )?\b(fp|fn)\b",
        r"recall instead", r"tp ?/ ?\(tp ?\+ ?fn\)", r"wrong (column|field|position)",
        r"order of (the )?(columns|fields|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    den = tp + fp
    prec = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(prec.mean())
''')

wrong("q38", "set.pr", "data", "treats the retrieved ids as a list: a duplicate id counts twice in the hits and "
      "in the size of the retrieved set",
      [[r"duplicate", r"not (as )?(a )?sets?\b", r"without (a )?set", r"lists? (instead of|not) sets?",
        r"counted (two|2) times", r"counts? (it )?(two|2) times", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q39", "roc.eer", "data", "treats the scores as distances (a lower score means positive): the ROC curve is "
      "walked from the lowest score up",
      [[r"revers\w*", r"(lower|smaller) scores?", r"scores? (as|like) (a )?distances?",
        r"upside down", r"ascending", r"low(est)? (score )?first"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q40", "map.mean", "data", "uses the number of relevant items found in each run (sum of its labels) as the "
      "AP denominator instead of the given n_relevant",
      [[r"sum\(labels\)", r"sum of (the|its) labels", r"(found|retrieved) relevant", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"relevant (items )?in the (list|run|ranking)", r"number of (ones|1s|hits)",
        r"relevant (items )?found"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.array(run, dtype=float)
        found = y.sum()
        if found == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / found))
    return float(np.mean(aps))
''')

wrong("q41", "pr.averaged", "data", "cuts every query to the length of the shortest one (to stack them in one "
      "array) before computing the curves",
      [[r"shortest", r"truncat\w*", r"cut .{0,30}(same|common|equal) length", r"\bzip\b",
        r"min\w* length", r"(drop|lose|los|ignor)\w* .{0,30}(later|last|tail|remaining) ranks"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    m = min(len(r) for r in runs)
    Y = np.array([r[:m] for r in runs], dtype=float)
    levels = np.arange(11) / 10
    curves = []
    for y, n in zip(Y, n_relevant):
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, m + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= L - 1e-12].max() if (rec >= L - 1e-12).any() else 0.0
                                for L in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q42", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking, as if they had been "
      "retrieved, so they add to the DCG",
      [[r"(append|add|put|place|tack|concatenat)\w* .{0,40}unretrieved.{0,40}(end|bottom|ranking|list|retrieved|DCG)",
        r"unretrieved .{0,40}(as|like) (if )?(they (were|had been) )?retrieved",
        r"unretrieved .{0,30}(in|into) the DCG", r"DCG (includes|counts) (the )?unretrieved"]], '''
from math import log2

def dcg(g):
    return g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2)) if g else 0.0

ranking = v["grades"] + v["unretrieved"]
ideal = sorted(ranking, reverse=True)
my_ndcg_value = dcg(ranking) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.averaged", "Fractions for exact recall levels, a zero curve for an empty class", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += 1 if x else 0
            pts.append((Fraction(hits, n), Fraction(hits, k)))
        curves.append([float(max((p for r, p in pts if r >= Fraction(j, 10)), default=0)) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

right("q44", "roc.eer", "tied scores grouped, the crossing of FPR with 1 - TPR interpolated on each piece", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 0.0
''')

right("q45", "scope.knn_ties", "strictly closer targets plus the best and worst share of the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = sum(y for d, y in zip(distances, labels) if d < dk)
    n_closer = sum(1 for d in distances if d < dk)
    tied = [y for d, y in zip(distances, labels) if d == dk]
    m = k - n_closer
    rel = sum(tied)
    lo = closer + max(0, m - (len(tied) - rel))
    hi = closer + min(m, rel)
    return [lo / k, hi / k]
''')

right("q46", "rank.distances", "numpy stable argsort, the nearest first", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

right("q47", "interp.step", "itertools.accumulate and exact Fraction levels", '''
from fractions import Fraction
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    target = Fraction(str(level))
    for k, (x, hits) in enumerate(zip(labels, accumulate(labels)), 1):
        if x and Fraction(hits, n_relevant) >= target:
            return hits / k
    return 0.0
''')

right("q48", "gen.practical", "plain counts with the v = 0 guard", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s if s else 0.0
    recall_lower = v / (d - s + v) if v else 0.0
    return [precision, recall_lower, v / d]
''')

SUBMISSIONS = tuple(S)
