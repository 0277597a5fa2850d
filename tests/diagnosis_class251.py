"""Diagnosis class 251, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- late
hand-ins, whose code is adapted from a classmate's with the variables renamed and one thing changed along the way
(loops, NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, generators, hidden-check hints, references), the measure
library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c251-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class251): every right
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

BATCH = "diagnosis class 251 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c251-")

RECALL_NOT_P = [r"recall", r"all (the )?relevant", r"total (number of )?relevant", r"every relevant"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall at k of the distance ranking (hits over all relevant "
      "items) instead of its precision at k",
      [RECALL_NOT_P], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    lab = np.asarray(labels)[order]
    total = lab.sum()
    return float(lab[:k].sum() / total) if total else 0.0
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "11-point interpolated average",
      [[r"exact (AP|average precision)", r"non.?interpolated", r"uninterpolated", r"not interpolated",
        r"(plain|ordinary|usual) (AP|average precision)", r"average precision instead", r"AP instead",
        r"precision at (each|the) relevant (rank|item)"]], '''
def my_11pt(labels, n_relevant):
    found = 0
    acc = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            found += 1
            acc += found / rank
    return acc / n_relevant if n_relevant else 0.0
''')

wrong("q03", "map.mean", "sibling", "returns the mean reciprocal rank (1 / rank of the first relevant item) instead "
      "of the mean average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    scores = []
    for q_run, q_rel in zip(runs, n_relevant):
        rr = 0.0
        for pos, hit in enumerate(q_run, 1):
            if hit:
                rr = 1 / pos
                break
        scores.append(rr)
    return sum(scores) / len(scores)
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (the |of )?(counts|tp|true positives)", r"total (tp|true positives)",
        r"aggregat\w* (the )?counts", r"summ\w* .{0,20}before divid"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i) from rank 2) instead of the "
      "trec_eval DCG with log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log2 of (the )?rank\b", r"rel_?1 (undiscounted|not discounted)",
        r"first (grade|item) (undiscounted|not discounted)", r"without (the )?\+ ?1", r"Burges", r"J.rvelin"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / math.log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q06", "pr.points", "sibling", "returns the recall of each PR point (found / n_relevant) instead of its "
      "precision",
      [[r"recalls? instead of (the )?precision", r"returns? (the )?recall", r"found ?/ ?n_relevant",
        r"x.?(coordinate|axis)", r"recall values"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    n_found = 0
    for idx, lab in enumerate(labels):
        if lab == 1:
            n_found += 1
            pts.append(n_found / n_relevant)
    return pts
''')

wrong("q07", "interp.curve", "sibling", "returns the plain precision at the first rank that reaches each recall "
      "level, without taking the maximum over deeper ranks (no interpolation)",
      [[r"no interpolation", r"not interpolated", r"uninterpolated", r"non.?interpolated",
        r"(without|no|missing|forg\w*) (the |taking the )?max", r"first rank", r"not the max",
        r"instead of the max"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and Fraction(hits, n_relevant) >= r:
                val = hits / k
                break
        out.append(float(val))
    return out
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta.{0,20}(not|never|without being) squared", r"(forg\w*|missing|without|instead of) .{0,20}"
        r"(beta.?\^ ?2|beta squared|beta\*\*2|square)", r"beta instead of beta", r"beta rather than beta",
        r"squar"]], '''
def my_f(precision, recall, beta):
    b = beta
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b) * precision * recall / (b * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"(another|wrong|other) base",
        r"not (log )?base 2", r"instead of log2", r"log base"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    s = grades[0]
    for pos in range(2, len(grades) + 1):
        s += grades[pos - 1] / math.log(pos)
    return float(s)
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"by k instead", r"k rather than min", r"instead of min",
        r"ignor\w* (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    total, hits = 0.0, 0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / i
    return total / k if min(k, n_relevant) else 0.0
''')

wrong("q11", "ndcg.value", "shape", "divides the ideal DCG by the ranking's DCG (the ratio upside down)",
      [[r"upside down", r"invert", r"reciprocal", r"ideal.{0,30}(over|divided by|/).{0,30}(actual|ranking|DCG\b)",
        r"swap\w* .{0,30}(numerator|denominator)", r"IDCG ?/ ?DCG", r"the wrong way round"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q12", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(without|missing|forg\w*|no|drop\w*) .{0,20}(- ?1|minus (one|1)|subtract)", r"2\^rel instead",
        r"2 ?\*\* ?rel\b(?! ?- ?1)", r"gain of 2\^", r"-1 (is )?missing"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ties? .{0,30}(as|count\w*) (a )?(full|whole|1\b|one\b|win)", r">= ?instead of >", r"(>=|≥)",
        r"instead of (a )?half", r"not (as )?(a )?half"]], '''
from itertools import product

def my_auc(scores, labels):
    p = [s for s, l in zip(scores, labels) if l == 1]
    n = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1 for a, b in product(p, n) if a >= b)
    return good / (len(p) * len(n))
''')

wrong("q14", "gen.practical", "shape", "smallest recall divides v by d - s, leaving out the + v of the largest "
      "class size d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"(without|missing|forg\w*|drop\w*|leav\w* out) .{0,20}\+ ?v",
        r"largest class", r"class size.{0,30}(d ?- ?s ?\+ ?v)", r"upper bound of c"]], '''
def my_practical(labels, d):
    s = len(labels)
    v_rel = sum(labels)
    prec = v_rel / s
    rec_lo = v_rel / (d - s) if d > s else 0.0
    gen_lo = v_rel / d
    return [prec, rec_lo, gen_lo]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops over range(1, k), so the k-th rank is never counted (off by one)",
      [[r"off.by.one", r"range\(1, ?k\)", r"(k.?th|last) (rank|item|position) .{0,30}(never|not|skipped|missed|"
        r"left out)", r"(misses|skips|drops|leaves out) the (k.?th|last)", r"only k ?- ?1", r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "divides every query's sum of precisions by the first query's n_relevant "
      "(n_relevant[0] reused for all queries)",
      [[r"n_relevant\[0\]", r"first query'?s? .{0,30}(n_relevant|number of relevant|class size)",
        r"(same|one) n_relevant for (all|every)", r"reus\w* .{0,40}(n_relevant|number of relevant)",
        r"every query.{0,30}(same|first).{0,20}(n_relevant|number of relevant)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "map.mrr", "flow", "keeps looping after the first relevant item (no break), so it uses the rank of "
      "the LAST relevant item",
      [[r"no break", r"(forg\w*|missing|without) .{0,10}break", r"last relevant", r"(keeps|continues) "
        r"(looping|going|scanning)", r"overwrit\w*", r"does not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for position, rel in enumerate(run, start=1):
            if rel:
                rr = 1.0 / position
        total += rr
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the running maximum of the interpolation is not reset between queries, so a "
      "query's curve carries the previous query's precision",
      [[r"not reset", r"never reset", r"(reset|re-?initiali[sz]\w*) .{0,30}(per|each|every|between) quer",
        r"carr\w* over", r"previous query", r"leak\w*", r"outside the (query )?loop"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    best = 0.0
    for run, R in zip(runs, n_relevant):
        curve = np.zeros(11)
        if R:
            run = np.asarray(run)
            hits = np.cumsum(run)
            prec = hits / np.arange(1, len(run) + 1)
            rec = hits / R
            for j in range(10, -1, -1):
                reach = rec >= levels[j] - 1e-12
                if reach.any():
                    best = max(best, prec[reach].max())
                    curve[j] = best
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "ap.exact", "flow", "adds 1 to the hit count only after computing the precision, so each relevant "
      "rank's precision misses the item itself",
      [[r"(after|before) .{0,30}(increment|count\w*|add\w*)", r"hits? ?- ?1", r"(misses|excludes|without) "
        r"(the )?(item|current|itself)", r"off.by.one", r"one hit (short|too few)", r"too late"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found = 0
    total = 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            total += found / k
            found += 1
    return total / n_relevant
''')

wrong("q20", "rank.distances", "flow", "sorts the distances but takes the labels in their original order (the "
      "labels are never reordered with the distances)",
      [[r"labels? .{0,30}(not|never) (re)?(sorted|ordered|permuted|moved)", r"original order",
        r"(sorts|sorted) (only )?the distances", r"unsorted labels", r"labels? .{0,20}(still )?in (the )?input "
        r"order", r"not (sorted|reordered) (together|along)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    dist_sorted = sorted(distances)
    ranked = [lab for _, lab in zip(dist_sorted, labels)]
    return sum(ranked[:k]) / k
''')

wrong("q21", "gen.grip_point", "flow", "slices labels[:c - 1], one rank short of the class size (off by one)",
      [[r"off.by.one", r"c ?- ?1", r"one (rank|item) (short|too few|less)", r"(misses|skips|drops) the (c.?th|last)"
        r", first c ?- ?1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[:c - 1]
    return sum(top) / c
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it: crashes when no "
      "item is relevant at all (ideal DCG 0)",
      [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)", r"no relevant", r"all grades (are )?0",
                 r"nothing relevant"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(r) if r > 1 else g for r, g in enumerate(gs, 1))
    best = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(best)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "counts hits over the retrieved LIST, so an id retrieved twice counts twice "
      "(no set)",
      [[r"duplicat\w*", r"counted twice", r"counts (it )?twice", r"no set", r"list (instead of|not) (a )?set",
        r"more than once", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [x for x in retrieved if x in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q24", "scope.eps_precision", "hidden", "divides by the number of targets within epsilon without checking "
      "that it is 0: crashes when nothing is within epsilon",
      [ZERODIV, [r"nothing (is )?within", r"empty (result|answer|set)", r"no target", r"nothing (is )?returned",
                 r"(returns|returned) nothing"]], '''
def my_eps_precision(distances, labels, epsilon):
    answer = [lbl for dist, lbl in zip(distances, labels) if dist < epsilon]
    return sum(answer) / len(answer)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.exact", "hidden", "divides by n_relevant without the 0 guard: crashes on a query with no "
      "relevant items",
      [ZERODIV, [r"no relevant", r"n_relevant (is |= ?|== ?)0", r"zero relevant", r"(empty|no) class"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    s, h = Fraction(0), 0
    for i, x in enumerate(labels, 1):
        if x:
            h += 1
            s += Fraction(h, i)
    return float(s / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "skips a query with nothing retrieved instead of averaging its precision 0 "
      "in (the mean is over fewer queries)",
      [[r"skip\w*", r"drop\w*", r"(left|leaves) out", r"ignor\w*", r"exclud\w*", r"fewer queries",
        r"not (averaged|counted|included)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of labels[:c], so a list shorter than the class "
      "is divided by its own length instead of c (missing ranks not counted as non-relevant)",
      [[r"len\(labels\[:c\]\)", r"length of the (list|slice)", r"instead of (c|n_relevant)\b",
        r"not by (c|n_relevant)\b", r"divid\w* by (the )?(number of items|len)", r"slice length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q28", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides by zero there",
      [ZERODIV, [r"(both|P and R|precision and recall) .{0,20}(zero|0)", r"P ?= ?R ?= ?0", r"(no|missing|without) "
                 r"(the )?(zero )?(guard|check|special case)"]], '''
def my_f(precision, recall, beta):
    bb = beta ** 2
    return (1 + bb) * precision * recall / (bb * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum of labels) instead of "
      "n_relevant, so unretrieved relevant items are ignored",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(retrieved|found)", r"retrieved relevant", r"unretrieved", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q30", "dcg.classic", "twin", "the discount index is off by one: rank i from 2 on is discounted by "
      "log2(i + 1) instead of log2(i)",
      [[r"off.by.one", r"log2\(i ?\+ ?1\)", r"(rank|index|position) (is )?(shifted|one too (high|large))",
        r"i ?\+ ?2", r"0.based"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q31", "set.f_beta", "twin", "ignores beta and always returns F1 (the harmonic mean 2PR / (P + R))",
      [[r"ignor\w* beta", r"beta (is )?(never|not) used", r"\bF1\b", r"harmonic mean",
        r"2 ?P ?R"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q32", "roc.auc", "twin", "treats label 0 as the positive class (positives and negatives swapped), giving "
      "1 - AUC",
      [[r"label 0 .{0,30}positive", r"(classes|labels|positives and negatives) (are )?(swapped|inverted|flipped|"
        r"reversed)", r"1 ?- ?AUC", r"wrong class", r"0 as (the )?positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q33", "sig.sign_test", "twin", "reports the one-sided binomial tail without doubling it (not two-sided)",
      [[r"one.sided", r"not (doubled|two.sided)", r"(without|forg\w*|missing) .{0,20}(doubl|2 ?\*|times 2|x ?2)",
        r"half (of )?the (two.sided )?p", r"single tail", r"one tail"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(m + 1)) / 2 ** n)
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(wrong|reversed|swapped|inverted) order", r"order (is )?(reversed|swapped)", r"\[highest, lowest\]",
        r"(swaps|swapped|reverses|reversed) the (two )?(bounds|values)", r"highest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    closer = [l for d, l in pairs if d < dk]
    tied = [l for d, l in pairs if d == dk]
    slots = k - len(closer)
    n_rel, n_non = sum(tied), len(tied) - sum(tied)
    low = sum(closer) + max(0, slots - n_non)
    high = sum(closer) + min(slots, n_rel)
    return [high / k, low / k]
''')

wrong("q35", "ap.at_k", "twin", "divides by the number of relevant items found in the top k instead of "
      "min(k, n_relevant)",
      [[r"(found|retrieved) in the top", r"relevant (items )?(found|retrieved)", r"hits in the top",
        r"instead of min", r"sum\(labels\[:k\]\)", r"ignor\w* (n_relevant|unretrieved|missed)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    precs = []
    seen = 0
    for rank, lab in enumerate(labels[:k], start=1):
        if lab:
            seen += 1
            precs.append(seen / rank)
    return sum(precs) / len(precs) if precs and min(k, n_relevant) else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the relevant items in the list (sum of the labels) instead "
      "of the given n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"n_relevant (is )?(never|not) used", r"unretrieved", r"count\w* the ones"]], '''
labs = v["labels"]
R = sum(labs)
my_r_precision = sum(labs[:R]) / R
''')

wrong("q37", "ndcg.value", "data", "turns the graded relevance into 0/1 (grade > 0) before computing NDCG",
      [[r"binar\w*", r"0/1", r"grades? .{0,30}(as|to|into) (0 or 1|1|one|binary)", r"(ignores|loses|drops) the "
        r"grade", r"grade ?> ?0", r"not graded"]], '''
import math

rel = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(rel + [1 if g > 0 else 0 for g in v["unretrieved"]], reverse=True)

def dcg(xs):
    return sum(x / (1 if i == 1 else math.log2(i)) for i, x in enumerate(xs, 1))

my_ndcg_value = dcg(rel) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q38", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its "
      "run (sum of the run) instead of n_relevant",
      [[r"sum\(run\)", r"(relevant|hits) (items )?(in the run|retrieved|found)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"n_relevant (is )?(never|not) used", r"unretrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    out = [0.0] * 11
    for run in runs:
        R = sum(run)
        curve = [0.0] * 11
        if R:
            hits, pts = 0, []
            for k, x in enumerate(run, 1):
                hits += x
                pts.append((hits / R, hits / k))
            for j in range(11):
                cand = [p for r, p in pts if r * 10 >= j - 1e-9]
                curve[j] = max(cand) if cand else 0.0
        out = [a + b for a, b in zip(out, curve)]
    return [x / len(runs) for x in out]
''')

wrong("q39", "rank.distances", "data", "ranks the largest distance first, reading distances as similarity scores",
      [[r"(largest|biggest|farthest|furthest) (distance )?first", r"descending", r"reverse\w*", r"similarit",
        r"as (a )?scores?", r"wrong direction"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    idx = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[idx][:k].sum() / k)
''')

wrong("q40", "interp.curve", "data", "uses the length of the list as the number of relevant items when computing "
      "recall",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"(list|ranking) length", r"instead of n_relevant",
        r"n_relevant (is )?(never|not) used", r"ignor\w* n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec, h = [], [], 0
    for i, x in enumerate(labels, 1):
        h += x
        prec.append(h / i)
        rec.append(h / n)
    res = []
    for j in range(11):
        ps = [p for p, r in zip(prec, rec) if r * 10 >= j - 1e-9]
        res.append(max(ps) if ps and n_relevant else 0.0)
    return res
''')

wrong("q41", "roc.auc", "data", "casts the scores to int, so fractional scores all become 0 and tie",
      [[r"\bint\b", r"integer", r"truncat\w*", r"cast", r"round\w* (down )?the scores", r"(all|every) .{0,20}"
        r"(become|are) (0|zero|tied)"]], '''
def my_auc(scores, labels):
    sc = [int(s) for s in scores]
    pos = [s for s, y in zip(sc, labels) if y == 1]
    neg = [s for s, y in zip(sc, labels) if y == 0]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q42", "gen.grip_point", "data", "takes the class size as the relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"n_relevant (is )?(never|not) used", r"unretrieved"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "Fractions and a list of (R_i, P_i) steps", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if not n_relevant:
        return 0.0
    lv = Fraction(level).limit_denominator(10**6)
    h = 0
    for k, x in enumerate(labels, 1):
        if x:
            h += 1
            if Fraction(h, n_relevant) >= lv:
                return h / k
    return 0.0
''')

right("q44", "roc.eer", "ROC points by tied groups and a linear crossing", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    data = sorted(zip(scores, labels), key=lambda t: -t[0])
    for _, grp in groupby(data, key=lambda t: t[0]):
        for _, y in grp:
            if y == 1:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g0 <= 0 <= g1 and g1 != g0:
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
        if g0 == 0:
            return f0
    return 0.0
''')

right("q45", "scope.knn_ties", "sorted pairs, counting the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    closer = [l for d, l in pairs if d < dk]
    tied = [l for d, l in pairs if d == dk]
    slots = k - len(closer)
    n_rel, n_non = sum(tied), len(tied) - sum(tied)
    low = sum(closer) + max(0, slots - n_non)
    high = sum(closer) + min(slots, n_rel)
    return [low / k, high / k]
''')

right("q46", "scope.eps_precision", "a comprehension with the empty guard", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q47", "pr.points", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("q48", "ap.value", "a loop over the personal ranking", '''
hits = 0
acc = 0.0
for rank, lab in enumerate(v["labels"], 1):
    if lab:
        hits += 1
        acc += hits / rank
my_ap_value = acc / v["n_relevant"]
''')

SUBMISSIONS = tuple(S)
