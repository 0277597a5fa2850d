"""Diagnosis class 162, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- pairs of
students who each wrote half of a solution and merged the two halves: names that disagree between the halves,
percentages in one half and fractions in the other, conventions (0- or 1-based ranks, the order of a table's
fields, which label is positive) that differ between the halves. Styles vary: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references; ``variants.py``), the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c162-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class162): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 162 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c162-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the mean of the precisions at the "
      "relevant ranks over n_relevant, instead of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"average precision instead",
        r"precisions? at (the )?relevant ranks", r"not (the )?(11|eleven).?point", r"instead of (the )?interpolat"]], '''
def my_11pt(labels, n_relevant):
    # half A: the precisions at the hits; half B was supposed to do the 11 levels
    precs = []
    found = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            found += 1
            precs.append(found / rank)
    if n_relevant == 0:
        return 0.0
    return sum(precs) / n_relevant
''')

wrong("q02", "map.mean", "sibling", "averages the reciprocal rank of the first relevant item per query (MRR) "
      "instead of each query's average precision (MAP)",
      [[r"\bMRR\b", r"reciprocal rank", r"first relevant (item|rank|hit)", r"1 ?/ ?(the )?rank of the first"]], '''
import numpy as np

def my_map(runs, n_relevant):
    per_query = []
    for run, nrel in zip(runs, n_relevant):
        hits = np.flatnonzero(np.asarray(run))
        per_query.append(1.0 / (hits[0] + 1) if len(hits) else 0.0)
    return float(np.mean(per_query))
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (trec_eval's DCG) instead of the "
      "classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"trec", r"(discount|divid\w*).{0,30}(rank|first|rel_1|item 1)",
        r"first (grade|item|rank).{0,30}discount", r"burges", r"other (DCG|formulation)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once, instead of "
      "averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|true positives|counts)", r"total tp",
        r"over all (the )?queries.{0,30}(once|together)", r"not (the )?mean of (the )?(per.?query|each)"]], '''
def my_macro_precision(tables):
    tp_total = sum(t[0] for t in tables)
    ret_total = sum(t[0] + t[1] for t in tables)
    return tp_total / ret_total if ret_total else 0.0
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d as its third value "
      "instead of the lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality", r"d ?- ?s ?\+ ?v",
        r"maximum generality", r"generality_upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    rec_low = v / (d - s + v) if v else 0.0
    gen = (d - s + v) / d
    return [precision, rec_low, gen]
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step rule) "
      "instead of the maximum precision over all ranks with recall >= r",
      [[r"first rank", r"step (rule|interpolation)", r"not (the )?max", r"instead of (the )?max",
        r"without (the )?max", r"first (point|relevant).{0,40}reach", r"max\w* (to|on) the right"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = []
    for r in levels:
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"gain.{0,30}(raw|plain|grade itself)", r"rel_i instead", r"without (the )?(2 ?\^|power|exponent)",
        r"raw grades?", r"grades? (used )?(directly|as (the )?gain)"]], '''
import math
grades = v["grades"]
my_dcg_exp = 0.0
for i, rel in enumerate(grades):
    my_dcg_exp += rel / math.log2(i + 2)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"squar\w+", r"beta instead of beta", r"(plain|unsquared|linear) beta"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"log base", r"np\.log\b", r"math\.log\b", r"other base",
        r"another base", r"wrong base", r"base of the log"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        ranks = np.arange(2, g.size + 1)
        return float(g[0] + np.sum(g[1:] / np.log(ranks)))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ties? (count\w* )?(as )?(1|one|a whole|a full)\b(?! ?/)", r"whole win", r"full (win|point)",
        r"instead of (1/2|half|0\.5)", r"ties? .{0,20}(as|like) (a )?wins?", r">="]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "ap.at_k", "shape", "computes each precision as hits / k (the cutoff) instead of hits / i (the rank of "
      "the relevant item)",
      [[r"(hits|relevant).{0,30}/ ?k\b", r"divid\w+ by k\b", r"P@k instead of P@i", r"cut.?off instead of (the )?rank",
        r"k instead of (the )?(rank|i)\b", r"same (precision|denominator) (at|for) every"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(top, start=1):
        if lab:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided binomial tail without doubling it for the two-sided "
      "p-value",
      [[r"one.?sided", r"doubl\w+", r"(times|multipl\w+ by|\*) ?2\b", r"single tail", r"one tail"]], '''
from math import comb
a, b = v["a"], v["b"]
plus = sum(1 for x, y in zip(a, b) if x > y)
minus = sum(1 for x, y in zip(a, b) if x < y)
n = plus + minus
k = min(plus, minus)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "gen.grip_point", "shape", "divides the hits in the top c by the length of the list instead of by c",
      [[r"len(gth)?\(?.{0,20}(list|labels)", r"(whole|entire|full) list", r"number of (items|ranks) (retrieved|in the list)",
        r"divid\w+ by (the )?(list|len)", r"instead of (by )?c\b", r"instead of (by )?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    found = sum(labels[:c])
    return found / len(labels)
''')

wrong("q14", "scope.eps_precision", "shape", "returns the precision as a percentage (times 100) instead of a "
      "fraction",
      [[r"percent", r"\b100\b", r"times 100", r"\* ?100", r"scal\w+"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = [lab for d, lab in zip(distances, labels) if d < epsilon]
    if not returned:
        return 0.0
    return 100 * sum(returned) / len(returned)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the 1-based loop range(1, k) stops one rank early: rank k is never counted",
      [[r"off.?by.?one", r"range\(1, ?k\)", r"one (rank|item|position) (short|early|too few)", r"stops? (one|a rank) early",
        r"(rank|item) k (is )?(never|not) (counted|included|looked)", r"misses? (the )?(last|k.?th)"]], '''
def my_p_at_k(labels, k):
    rel_count = 0
    for rank in range(1, k):
        if rank <= len(labels) and labels[rank - 1] == 1:
            rel_count += 1
    return rel_count / k
''')

wrong("q16", "ap.exact", "flow", "computes the precision at a relevant rank before counting that relevant item "
      "(the hit counter is increased one step late)",
      [[r"before (count|increment|add)\w*", r"(one step|too) late", r"not (yet )?count\w*.{0,30}(current|itself|this)",
        r"(current|this) (relevant )?item (is )?(not|never) counted", r"increment\w* after", r"hits? - ?1",
        r"excluding (the )?(current|itself)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    num_rel = 0
    s = 0.0
    for idx, lab in enumerate(labels):
        if lab == 1:
            s += num_rel / (idx + 1)
            num_rel += 1
    return s / n_relevant
''')

wrong("q17", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of the "
      "query",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank|hit)", r"not (only )?(just )?the first", r"only the first",
        r"stop\w* at the first", r"sums? (the )?reciprocal ranks? of (all|every)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for pos, rel in enumerate(run, 1):
            if rel:
                rr += 1 / pos
        total += rr
    return total / len(runs)
''')

wrong("q18", "pr.points", "flow", "appends a point at every rank instead of only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"(non.?relevant|irrelevant) (ranks|items).{0,30}(point|append|added)",
        r"not only (at )?(the )?relevant", r"only (at )?(the )?relevant", r"inside the if", r"outside the if",
        r"one (point|value) per (rank|item)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    n_hits = 0
    for rank, label in enumerate(labels, start=1):
        n_hits += label
        points.append(n_hits / rank)
    return points if n_hits else []
''')

wrong("q19", "roc.eer", "flow", "walks the items in the input order without sorting them by score, so the ROC "
      "curve is built in a wrong order",
      [[r"(never|not|un)\s?sort\w*", r"without sorting", r"input order", r"given order", r"order of the input",
        r"descending (order of )?score"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(0.0, 0.0)]
    for s, y in zip(scores, labels):
        if y == 1:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.5
''')

wrong("q20", "pr.averaged", "flow", "creates the per-query curve once outside the query loop, so each query's "
      "interpolated precisions are maxed with the previous queries' values",
      [[r"outside (the )?(query )?loop", r"(reus|carr|leak)\w*.{0,40}(previous|earlier|other|last) quer",
        r"not reset", r"never reset", r"reset\w* (for|per|at) each query", r"(previous|earlier) quer(y|ies)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        pairs = []
        hits = 0
        for rank, lab in enumerate(run, 1):
            hits += lab
            pairs.append((hits / R if R else 0.0, hits / rank))
        for j, r in enumerate(levels):
            if R:
                curve[j] = max([curve[j]] + [p for rec, p in pairs if rec >= r])
            sums[j] += curve[j]
    return [x / len(runs) for x in sums]
''')

wrong("q21", "ap.value", "flow", "the 1-based enumerate is shifted once more: each precision is hits / (rank + 1)",
      [[r"off.?by.?one", r"rank \+ ?1", r"i ?\+ ?1", r"shift\w*", r"one (rank|position) too (far|late|many)",
        r"1.?based.{0,30}(twice|again|\+ ?1)", r"(next|following) rank"]], '''
labels = v["labels"]
n_rel = v["n_relevant"]
got = 0
acc = 0.0
for rank, lab in enumerate(labels, 1):
    if lab:
        got += 1
        acc += got / (rank + 1)
my_ap_value = acc / n_rel
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: nothing retrieved raises "
      "ZeroDivisionError (recall has its guard, precision does not)",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no (item|id|document)s? retrieved",
                 r"retrieved (set|list) (is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    prec = hit / len(ret)
    recall = hit / len(rel) if len(rel) > 0 else 0.0
    return [prec, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero: no guard for "
      "the empty result",
      [ZERODIV, [r"nothing retrieved", r"tp ?\+ ?fp ?(=|==|is) ?0", r"empty (result|query)", r"no (item|document)s? retrieved"]], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without the NDCG-is-0 rule: no relevant item "
      "at all raises ZeroDivisionError",
      [ZERODIV, [r"no relevant", r"ideal DCG (is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)", r"all (grades )?(0|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query without relevant items raises "
      "ZeroDivisionError",
      [ZERODIV, [r"no relevant", r"n_relevant ?(=|==|is) ?0", r"min\(k, ?n_relevant\) ?(=|==|is) ?0",
                 r"without relevant"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = Fraction(0)
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.curve", "hidden", "builds the levels as 0.1 * i in floating point, so a recall of exactly "
      "0.3, 0.6 or 0.7 falls just below its level (0.30000000000000004) and is not counted",
      [[r"float\w*", r"rounding", r"0\.1 ?\* ?i", r"0\.30000000000000004", r"Fraction", r"i ?/ ?10",
        r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    levels = [0.1 * i for i in range(11)]
    recs, precs = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        recs.append(hits / n_relevant if n_relevant else 0.0)
        precs.append(hits / k)
    return [max([p for rr, p in zip(recs, precs) if rr >= lev], default=0.0) for lev in levels]
''')

wrong("q27", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query result: nothing within epsilon "
      "raises ZeroDivisionError",
      [ZERODIV, [r"nothing (within|inside|returned)", r"empty (result|query|answer)", r"no target", r"returns nothing"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [i for i, dist in enumerate(distances) if dist < epsilon]
    good = sum(labels[i] for i in inside)
    return good / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "indexes labels[i] for every i < c: a list shorter than the class raises "
      "IndexError instead of counting the missing ranks as not relevant",
      [INDEX, [r"shorter", r"missing ranks", r"beyond the end", r"fewer (items|ranks) than", r"list (is )?too short"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(c):
        hits += labels[i]
    return hits / c
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant) (the same whenever n_relevant >= k)",
      [[r"divid\w+ by k\b", r"/ ?k\b", r"k instead of min", r"not min\(k", r"instead of min\(k", r"ignor\w+ n_relevant",
        r"denominator (is )?k\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0 or top.size == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, top.size + 1)
    return float((prec * top).sum() / k)
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (P and R swapped "
      "there), which gives F at 1/beta",
      [[r"swap\w*", r"(P|precision) and (R|recall) (are )?(exchanged|swapped|switched|confused|the wrong way)",
        r"beta.{0,20}(on|with|times|multipl\w+) (the )?recall", r"wrong (term|place)", r"1 ?/ ?beta", r"inverse of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q31", "roc.auc", "twin", "counts only strict wins: a tied pair counts 0 instead of 1/2",
      [[r"ti(e|ed|es).{0,40}(0|zero|nothing|ignored|dropped|not counted)", r"strict", r"only (strict )?wins",
        r"without (the )?(1/2|half)", r"(1/2|half) (for|per) (a )?ti\w* (is )?(missing|forgotten|left out)",
        r"ignor\w+ ties"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    diff = s[y][:, None] - s[~y][None, :]
    return float((diff > 0).mean())
''')

wrong("q32", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the wrong order",
      [[r"order", r"swap\w*", r"reversed", r"the wrong way", r"(highest|optimistic) first", r"exchanged"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [lab for d, lab in zip(distances, labels) if d < kth]
    tied = [lab for d, lab in zip(distances, labels) if d == kth]
    room = k - len(closer)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    best = sum(closer) + min(room, tied_rel)
    worst = sum(closer) + max(0, room - tied_non)
    return [best / k, worst / k]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries and counts them as wins of b (d <= 0) instead of "
      "dropping them",
      [[r"ti(e|ed|es).{0,40}(kept|not dropped|counted|included|losses|wins of b)", r"not dropp\w+",
        r"(instead of|without) dropp\w+", r"<= ?0", r"dropp\w+ (the )?ti"]], '''
from scipy.stats import binomtest
a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a)).pvalue
''')

wrong("q34", "rank.distances", "twin", "sorts the distances in descending order (farthest first) as if they were "
      "similarity scores",
      [[r"descending", r"reverse", r"farthest", r"largest (distance )?first", r"similarit\w+",
        r"highest (distance )?first", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q35", "dcg.classic", "twin", "discounts from rank 2 on by log2(i + 1) (the 1-based rank shifted again), "
      "keeping rel_1 undiscounted",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"off.?by.?one", r"shift\w*", r"one rank (too )?(far|late)",
        r"(next|following) rank"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list as it is: an id retrieved twice counts twice (no set)",
      [[r"duplicat\w+", r"count\w* twice", r"(not|never|without) (a |using )?(python )?set", r"as a list",
        r"repeated", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    hits = [doc for doc in retrieved if doc in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "reduces the grades to binary relevance (any grade > 0 counts 1)",
      [[r"binar\w+", r"0/1", r"grade > ?0", r"ignor\w+ (the )?(grade|level)s?", r"(graded|grades).{0,30}(lost|flatten|as 1)",
        r"relevant or not"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    all_rel = sorted([1 if g > 0 else 0 for g in list(grades) + list(unretrieved)], reverse=True)
    def dcg(xs):
        return sum(x / (log2(i) if i > 1 else 1) for i, x in enumerate(xs, 1))
    ideal = dcg(all_rel)
    return dcg(rel) / ideal if ideal else 0.0
''')

wrong("q38", "map.mean", "data", "uses the length of each run as its number of relevant items instead of the given "
      "n_relevant",
      [[r"len(gth)?.{0,20}(run|list)", r"(run|list).?length", r"ignor\w+ (the given )?n_relevant",
        r"instead of (the given )?n_relevant", r"number of (retrieved )?items"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        nrel = len(run)
        hit = 0
        s = 0.0
        for r, x in enumerate(run, 1):
            if x:
                hit += 1
                s += hit / r
        aps.append(s / nrel if nrel else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q39", "ap.value", "data", "takes the number of relevant items as the count of 1s in the list instead of the "
      "given n_relevant (the unretrieved relevant items are lost)",
      [[r"sum\(labels\)", r"count\w* (of )?(the )?1s", r"ones in the (list|labels)", r"retrieved relevant",
        r"instead of (the given )?n_relevant", r"ignor\w+ (the given )?n_relevant", r"unretrieved", r"never retrieved"]], '''
import numpy as np
lab = np.array(v["labels"])
ranks = np.flatnonzero(lab) + 1
hits = np.arange(1, len(ranks) + 1)
my_ap_value = float(np.sum(hits / ranks) / lab.sum())
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (the per-query recall)",
      [[r"recall", r"tp ?\+ ?fn", r"fn instead of fp", r"(fields|columns|entries|order).{0,30}(table|swap|wrong|mix)",
        r"(fp|fn) and (fn|fp) (swapped|exchanged|confused)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q41", "gen.practical", "data", "takes the database size as d + s (reads d as the unjudged part only)",
      [[r"d ?\+ ?s", r"database size", r"(d|size).{0,30}(includes|already|whole|total)", r"unjudged",
        r"add\w* (the )?(scope|s)\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q42", "roc.eer", "data", "treats label 0 as the positive class (the other half's convention)",
      [[r"label 0", r"positive (class|label).{0,30}(0|wrong|swap|invert)", r"(invert|flip|swap)\w* (the )?labels",
        r"labels? (are )?(inverted|flipped|swapped)", r"0 as (the )?positive", r"negatives? as positive"]], '''
def my_eer(scores, labels):
    pos = [lab == 0 for lab in labels]
    P = sum(pos)
    N = len(pos) - P
    tp = fp = 0
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        for s, is_pos in zip(scores, pos):
            if s == t:
                if is_pos:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 0.5
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "loop over the PR points, first recall reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if n_relevant and hits / n_relevant >= level - 1e-12:
                return hits / rank
    return 0.0
''')

right("q44", "rank.r_precision", "Fraction over the padded top R", '''
from fractions import Fraction
R = v["n_relevant"]
top = list(v["labels"][:R]) + [0] * max(0, R - len(v["labels"]))
my_r_precision = float(Fraction(sum(top), R))
''')

right("q45", "rank.p_at_k", "itertools.islice, missing ranks count 0", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

right("q46", "ap.exact", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum() / n_relevant)
''')

right("q47", "pr.averaged", "percent levels in one half, fractions in the other, kept consistent", '''
def my_averaged_curve(runs, n_relevant):
    out = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if not R:
            continue
        pts = []
        hits = 0
        for rank, lab in enumerate(run, 1):
            hits += lab
            pts.append((100 * hits / R, hits / rank))
        for j, pct in enumerate(range(0, 101, 10)):
            out[j] += max((p for rec, p in pts if rec >= pct), default=0.0)
    return [x / len(runs) for x in out]
''')

right("q48", "scope.knn_ties", "comprehensions over the tied group at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < t]
    tie = [y for d, y in zip(distances, labels) if d == t]
    need = k - len(before)
    low = sum(before) + max(0, need - (len(tie) - sum(tie)))
    high = sum(before) + min(need, sum(tie))
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
