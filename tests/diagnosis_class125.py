"""Diagnosis class 125, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write with sets and dictionaries everywhere: set operations for hits, dicts from id to rank or grade,
``sorted(dict.items())`` by the wrong element, dict ordering assumptions, a set that drops duplicates the measure
needs (tied scores, repeated grades), ``.get`` with a default. Styles vary inside the class (loops, NumPy,
comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, generators, hidden-check hints, references), the measure library
and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c125-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class125): every right
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

BATCH = "diagnosis class 125 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c125-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits over every relevant "
      "target) instead of its precision",
      [[r"recall", r"(all|every) (the )?relevant (targets|items)", r"relevant (targets|items) in (the )?(collection|database|list)",
        r"instead of (the )?(number|count|size) (of )?(returned|retrieved|result)"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = {i for i, d in enumerate(distances) if d < epsilon}
    relevant = {i for i, y in enumerate(labels) if y == 1}
    if not relevant:
        return 0.0
    return len(returned & relevant) / len(relevant)
''')

wrong("q02", "rank.distances", "sibling", "returns R@k (hits in the top k over all relevant items) instead of P@k",
      [[r"recall", r"R@k", r"(over|by) (the )?(number of |all (the )?)?relevant", r"instead of (dividing by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    dist = {i: d for i, d in enumerate(distances)}
    order = sorted(dist, key=dist.get)
    top = set(order[:k])
    rel = {i for i, y in enumerate(labels) if y}
    return len(top & rel) / len(rel) if rel else 0.0
''')

wrong("q03", "dcg.classic", "sibling", "computes the TREC DCG (every rank discounted by log2(i + 1)) instead of the "
      "classic one (rank 1 undiscounted, log2(i) after)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"rank 1 (is )?discounted", r"discount\w* (at )?(the first|rank 1)",
        r"burges", r"every rank discounted"]], '''
from math import log2

def my_dcg(grades):
    by_rank = {i: g for i, g in enumerate(grades, start=1)}
    return sum(g / log2(i + 1) for i, g in by_rank.items())
''')

wrong("q04", "avg.macro", "sibling", "micro-averages the precision (pooled tp over pooled tp + fp) instead of the "
      "macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |of )?(counts|tp|tables)", r"total tp", r"(adds|adding|sums|summing) (up )?(the )?(tp|counts)"]], '''
def my_macro_precision(tables):
    totals = {"tp": 0, "fp": 0}
    for tp, fp, fn in tables:
        totals["tp"] += tp
        totals["fp"] += fp
    retrieved = totals["tp"] + totals["fp"]
    return totals["tp"] / retrieved if retrieved else 0.0
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r instead of the "
      "maximum precision over all ranks with R@k >= r (no interpolation)",
      [[r"not interpolat", r"no interpolation", r"without (the )?max", r"first rank", r"max\w* (to|on) the right",
        r"uninterpolated", r"instead of the max", r"(the )?step (rule|interpolation)"]], '''
def my_interpolated(labels, n_relevant):
    points = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        hits += y
        points[k] = (hits / n_relevant if n_relevant else 0.0, hits / k)
    out = []
    for i in range(11):
        r = i / 10
        first = next((p for rec, p in points.values() if rec >= r), 0.0)
        out.append(first)
    return out
''')

wrong("q06", "ndcg.all_judgments", "sibling", "the ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"gain (is |of )?rel\b", r"rel_?i? instead of 2", r"without (the )?(exponential|2\s*\^|2\*\*)",
        r"not (the )?exponential", r"forg\w* (the )?(exponential|2\s*\^|2\*\*)", r"trec"]], '''
import math

gains = {i: g for i, g in enumerate(v["grades"], start=1)}
my_dcg_exp = sum(g / math.log2(i + 1) for i, g in gains.items())
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta not squared in the denominator: (1 + b^2) P R / (b P + R)",
      [[r"not squared", r"beta\s*\*?\s*P\b", r"without squar", r"beta instead of beta\s*(\^|\*\*)\s*2",
        r"forg\w* (to )?square", r"b instead of b\s*(\^|\*\*)\s*2", r"square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "discounts with the natural log ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"base e\b", r"(wrong|another|other) base", r"instead of log2",
        r"not log2", r"log base"]], '''
import math

pos = {i: g for i, g in enumerate(v["grades"], 1)}
my_dcg_trec = sum(g / math.log(i + 1) for i, g in pos.items())
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}instead of.{0,10}11", r"by 10\b", r"ten (levels|instead)", r"/ ?10\b", r"\b10 levels"]], '''
def my_11pt(labels, n_relevant):
    pr = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        hits += y
        pr[k] = (hits / n_relevant if n_relevant else 0.0, hits / k)
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max((p for rec, p in pr.values() if rec >= r), default=0.0)
    return total / 10
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"ti\w*.{0,40}(count|counted|as) (a )?(1|one|full|whole)", r"(full|whole) (point|win|pair)",
        r"instead of (1/2|a half|half)", r">=", r"tie\w* (as|count\w* as) (a )?win"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound drops the + v term: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"\+\s*v", r"d\s*-\s*s\b(?!\s*\+)", r"drop\w*.{0,20}\bv\b", r"without (the )?\bv\b",
        r"(forg\w*|miss\w*|left out) (the )?(\+ ?)?v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for y in labels if y)
    return [v / s, v / (d - s), v / d]
''')

wrong("q13", "ap.at_k", "shape", "the precision at each relevant rank i is taken as hits / k instead of hits / i "
      "(P@k in place of P@i)",
      [[r"hits\s*/\s*k", r"P@k instead of P@i", r"divid\w* by k\b", r"(k|the cutoff) instead of (i|the rank)",
        r"confus\w*.{0,20}\bk\b.{0,20}\bi\b", r"(rank|i) and k (swapped|confused)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, y in enumerate(labels[:k], 1):
        if y:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled)",
      [[r"one.sided", r"not doubled", r"(forg\w*|without|miss\w*) (to )?(the )?(doubl|factor (of )?2|times 2|2 \*)",
        r"single tail", r"one tail", r"half (of )?the (two.sided )?p"]], '''
from math import comb

diffs = {i: a - b for i, (a, b) in enumerate(zip(v["a"], v["b"]))}
wins = sum(1 for x in diffs.values() if x > 0)
losses = sum(1 for x in diffs.values() if x < 0)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "keeps the 0-based positions i <= k, so the item at rank k + 1 is counted too "
      "(off by one)",
      [[r"off.by.one", r"0.based", r"zero.based", r"rank k ?\+ ?1", r"k ?\+ ?1 (items|ranks)", r"<= ?k", r"one (rank|item) too many"]], '''
def my_p_at_k(labels, k):
    relevant_pos = {i for i, y in enumerate(labels) if y == 1}
    top = {i for i in relevant_pos if i <= k}
    return len(top) / k
''')

wrong("q16", "map.mean", "flow", "the hit counter is not reset between queries, so later queries' precisions "
      "carry the earlier queries' hits",
      [[r"not reset", r"never reset", r"(carr\w*|leak\w*|kept) (over|across|between)", r"reset",
        r"across (the )?queries", r"accumulat\w* across"]], '''
def my_map(runs, n_relevant):
    aps = {}
    hits = 0
    for q, (labels, nrel) in enumerate(zip(runs, n_relevant)):
        total = 0.0
        for k, y in enumerate(labels, 1):
            if y:
                hits += 1
                total += hits / k
        aps[q] = total / nrel if nrel else 0.0
    return sum(aps.values()) / len(aps)
''')

wrong("q17", "pr.points", "flow", "keeps the points in a dict keyed by precision, so relevant ranks with the same "
      "precision collapse into one point",
      [[r"dict", r"keyed", r"collaps", r"duplicat\w*", r"equal precisions?", r"same precision", r"overwr\w*",
        r"(drop|lost|lose|merg)\w*.{0,30}(point|precision)"]], '''
def my_pr_points(labels, n_relevant):
    points = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            points[hits / k] = hits / n_relevant
    return list(points)
''')

wrong("q18", "map.mrr", "flow", "the rank of the first relevant item is overwritten by every later relevant item, "
      "so the last relevant rank is used",
      [[r"last relevant", r"overwr\w*", r"no break", r"without (a )?break", r"(doesn'?t|does not|never) stop",
        r"latest", r"every (later )?relevant"]], '''
def my_mrr(runs):
    first = {}
    for q, run in enumerate(runs):
        for rank, y in enumerate(run, 1):
            if y:
                first[q] = rank
    return sum(1 / first[q] if q in first else 0.0 for q in range(len(runs))) / len(runs)
''')

wrong("q19", "interp.step", "flow", "sorts the (recall, precision) points by precision instead of by recall before "
      "looking for the first recall that reaches the level",
      [[r"sort\w*.{0,30}(by|on) (the )?precision", r"(wrong|another) (sort )?key", r"by precision",
        r"key.{0,20}(\[1\]|precision)", r"not (in )?(rank|recall) order", r"order\w* by precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            points[hits / n_relevant] = hits / k
    for rec, prec in sorted(points.items(), key=lambda kv: kv[1]):
        if rec >= level:
            return prec
    return 0.0
''')

wrong("q20", "pr.averaged", "flow", "the per-query curves are built with [[0] * 11] * n, so every query's row is "
      "the same list (aliased) and the last query's values overwrite the others",
      [[r"alias\w*", r"same (list|row|object)", r"\[\s*\[\s*0\s*\]\s*\*\s*11\s*\]\s*\*", r"shared (list|row)",
        r"list multiplication", r"copies of (one|the same)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = [[0.0] * 11] * len(runs)
    for q, (labels, nrel) in enumerate(zip(runs, n_relevant)):
        pts = {}
        hits = 0
        for k, y in enumerate(labels, 1):
            hits += y
            pts[k] = (hits / nrel if nrel else 0.0, hits / k)
        for i in range(11):
            r = i / 10
            curves[q][i] = max((p for rec, p in pts.values() if nrel and rec >= r), default=0.0)
    return [sum(c[i] for c in curves) / len(runs) for i in range(11)]
''')

wrong("q21", "roc.auc", "flow", "ranks the scores through a dict {score: rank}, so tied scores get the last of "
      "their ranks instead of their mid-rank",
      [[r"mid.?rank", r"average rank", r"last (of (their|the) )?rank", r"dict", r"overwr\w*", r"highest rank"]], '''
def my_auc(scores, labels):
    rank = {s: r for r, s in enumerate(sorted(scores), 1)}
    n1 = sum(1 for y in labels if y == 1)
    n0 = len(labels) - n1
    r1 = sum(rank[s] for s, y in zip(scores, labels) if y == 1)
    return (r1 - n1 * (n1 + 1) / 2) / (n1 * n0)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q29", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so a level such as 0.3 "
      "is 0.30000000000000004 and a recall of exactly 0.3 no longer reaches it (floating point)",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"accumulat\w*", r"(adding|adds|\+=) 0\.1", r"inexact",
        r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    pr = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        hits += y
        pr[k] = (hits / n_relevant if n_relevant else 0.0, hits / k)
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max((p for rec, p in pr.values() if rec >= r), default=0.0))
        r += 0.1
    return out
''')

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp without a check, so a query with nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    prec = {q: tp / (tp + fp) for q, (tp, fp, fn) in enumerate(tables)}
    return sum(prec.values()) / len(prec)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a check, so a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    rel_ranks = [i for i, y in enumerate(labels[:k], 1) if y]
    total = sum(j / i for j, i in enumerate(rel_ranks, 1))
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "divides by the size of the result without a check, so an empty "
      "epsilon-query raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = {i: y for i, (d, y) in enumerate(zip(distances, labels)) if d < epsilon}
    return sum(inside.values()) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a check, so a query with no "
      "relevant items raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = dict.fromkeys(levels, 0.0)
    for labels, nrel in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, y in enumerate(labels, 1):
            hits += y
            pts.append((hits / nrel, hits / k))
        for r in levels:
            sums[r] += max((p for rec, p in pts if rec >= r), default=0.0)
    return [sums[r] / len(runs) for r in levels]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.f_beta", "hidden", "no special case for P = R = 0, so the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "map.mean", "hidden", "averages only over the queries that retrieved a relevant item (a query whose "
      "relevant items were never retrieved is left out instead of counting AP = 0)",
      [[r"left out", r"skip\w*", r"(leav|leaves|leaving) out", r"exclud\w*", r"only (over )?(the )?queries (that|with)",
        r"ignor\w*.{0,30}quer", r"instead of (counting )?(ap )?(=|as)? ?0", r"not count\w*"]], '''
def my_map(runs, n_relevant):
    aps = {}
    for q, (labels, nrel) in enumerate(zip(runs, n_relevant)):
        rel_ranks = [k for k, y in enumerate(labels, 1) if y]
        if rel_ranks:
            aps[q] = sum(j / k for j, k in enumerate(rel_ranks, 1)) / nrel
    return sum(aps.values()) / len(aps) if aps else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q22", "map.mrr", "twin", "tests the 0-based index of the first relevant item for truth (`if idx`), so a "
      "query whose first item is relevant (index 0) counts 0 instead of 1",
      [[r"index 0", r"0.based", r"zero.based", r"falsy", r"truth\w*", r"if idx", r"(rank|item) 1.{0,40}(counts? )?(0|zero)",
        r"first (item|rank) relevant.{0,40}(0|zero)"]], '''
def my_mrr(runs):
    first = {q: (run.index(1) if 1 in run else None) for q, run in enumerate(runs)}
    total = 0.0
    for q, idx in first.items():
        total += 1 / (idx + 1) if idx else 0.0
    return total / len(runs)
''')

wrong("q30", "rank.distances", "twin", "sorts the distances in descending order (farthest first), as if they were "
      "similarity scores",
      [[r"farthest", r"descending", r"reverse", r"largest (distance )?first", r"(as|like) (a )?(similarit|score)",
        r"wrong (sort )?direction", r"high(est)? (distance|to low)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = dict(enumerate(distances))
    ranked = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    top = [i for i, _ in ranked[:k]]
    return sum(labels[i] for i in top) / k
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (only the strict wins are counted) instead of "
      "dropping them",
      [[r"ti\w*.{0,30}(not dropped|kept|included|counted)", r"(keep|keeps|kept|includ\w*|count\w*) (the )?ti",
        r"(doesn'?t|does not|never|forg\w*).{0,20}drop", r"n (includes|counts) (the )?ti", r"all (the )?queries"]], '''
from math import comb

wins = sum(1 for a, b in zip(v["a"], v["b"]) if a > b)
losses = sum(1 for a, b in zip(v["a"], v["b"]) if a < b)
n = len(v["a"])
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q32", "ap.value", "twin", "divides the sum of the precisions by the length of the ranking instead of by "
      "n_relevant",
      [[r"length of (the )?(list|ranking)", r"len\(", r"number of (ranks|items|retrieved|positions)",
        r"list length", r"ranking'?s length", r"(all|every) (the )?(ranks|items)"]], '''
from fractions import Fraction

ranks = {k: y for k, y in enumerate(v["labels"], 1)}
hits = 0
total = Fraction(0)
for k, y in ranks.items():
    if y:
        hits += 1
        total += Fraction(hits, k)
my_ap_value = float(total / len(ranks))
''')

wrong("q33", "ndcg.all_judgments", "twin", "the ideal ranking is built from a set of the grades, so repeated grades "
      "appear only once in the ideal",
      [[r"\bset\b", r"duplicat\w*", r"distinct", r"repeated grades?", r"(each|every) grade (only )?once",
        r"uniqu\w*"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(set(grades) | set(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order ([highest, lowest]): the "
      "optimistic P@k first",
      [[r"swap\w*", r"wrong order", r"reversed", r"(highest|optimistic).{0,30}first", r"order of the (two )?(bounds|values)",
        r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = dict(enumerate(zip(distances, labels)))
    worst = sorted(items.values(), key=lambda t: (t[0], t[1]))
    best = sorted(items.values(), key=lambda t: (t[0], -t[1]))
    low = sum(y for _, y in worst[:k]) / k
    high = sum(y for _, y in best[:k]) / k
    return [high, low]
''')

wrong("q35", "map.mrr", "twin", "averages the reciprocal ranks over the queries that retrieved a relevant item "
      "only, instead of counting the others as 0",
      [[r"only (over )?(the )?queries (that|with)", r"skip\w*", r"exclud\w*", r"left out", r"leav\w* out",
        r"instead of (counting )?(them |the others )?(as )?0", r"ignor\w*.{0,30}quer", r"not count\w*"]], '''
def my_mrr(runs):
    rr = {}
    for q, run in enumerate(runs):
        ranks = [r for r, y in enumerate(run, 1) if y]
        if ranks:
            rr[q] = 1 / ranks[0]
    return sum(rr.values()) / len(rr) if rr else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "takes the arguments in the order (relevant, retrieved), so precision and recall "
      "come out swapped",
      [[r"swap\w*", r"(argument|parameter)s? (order|swapped|the wrong way)", r"wrong order", r"reversed",
        r"relevant and retrieved", r"retrieved and relevant"]], '''
def my_set_pr(relevant, retrieved):
    rel, ret = set(relevant), set(retrieved)
    hits = rel & ret
    precision = len(hits) / len(ret) if ret else 0.0
    recall = len(hits) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "ap.exact", "data", "divides by the number of relevant items in the list (sum(labels)) instead of the "
      "given n_relevant, ignoring relevant items never retrieved",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in|within) the (list|ranking)",
        r"ignor\w*.{0,30}(n_relevant|never retrieved|unretrieved)", r"instead of n_relevant", r"number of hits",
        r"unretrieved"]], '''
def my_ap(labels, n_relevant):
    rel_ranks = {k for k, y in enumerate(labels, 1) if y}
    if not rel_ranks:
        return 0.0
    total = sum(j / k for j, k in enumerate(sorted(rel_ranks), 1))
    return total / len(rel_ranks)
''')

wrong("q38", "rank.p_at_k", "data", "puts the top-k labels in a set, so all the relevant items count as one hit",
      [[r"\bset\b", r"duplicat\w*", r"(count\w*|collaps\w*) (as )?(a single|one) (hit|item)", r"distinct",
        r"uniqu\w*", r"at most one hit"]], '''
def my_p_at_k(labels, k):
    top = set(labels[:k])
    return len(top & {1}) / k
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so the precision divides by tp + fn",
      [[r"tp ?\+ ?fn", r"\[tp, fn, fp\]", r"fn (and|for) fp", r"fp and fn", r"(swap|confus|mix)\w*.{0,20}(fp|fn)",
        r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for table in tables:
        t = dict(zip(("tp", "fn", "fp"), table))
        denom = t["tp"] + t["fp"]
        precs.append(t["tp"] / denom if denom else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "gen.practical", "data", "takes s as the number of relevant items in the scope (sum(labels)) instead "
      "of its length",
      [[r"s (is|as|=) (the )?(number of relevant|sum|v)", r"sum\(labels\)", r"s\s*=\s*v", r"confus\w*.{0,20}\bs\b.{0,20}\bv\b",
        r"instead of (its|the) length", r"(length|size) of (the )?(scope|list) instead"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = len({i for i, y in enumerate(labels) if y})
    return [v / len(labels), v / (d - s + v), v / d]
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|within) the (list|ranking)", r"instead of n_relevant",
        r"ignor\w*.{0,30}n_relevant", r"retrieved relevant", r"number of hits"]], '''
def my_grip_point(labels, n_relevant):
    c = labels.count(1)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q42", "scope.knn_ties", "data", "maps each distance to a label in a dict {distance: label}, so targets at a "
      "tied distance collapse into one",
      [[r"dict", r"keyed", r"collaps\w*", r"overwr\w*", r"tied (targets|distances).{0,30}(lost|dropped|one)",
        r"duplicat\w*", r"(lost|drop\w*|los\w*).{0,30}tie"]], '''
def my_knn_tie_bounds(distances, labels, k):
    by_dist = dict(zip(distances, labels))
    order = sorted(by_dist)
    top = [by_dist[d] for d in order[:k]]
    p = sum(top) / k
    return [p, p]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "dict of score -> counts, ROC walked over distinct thresholds, linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    counts = {}
    for s, y in zip(scores, labels):
        c = counts.setdefault(s, [0, 0])
        c[0 if y == 1 else 1] += 1
    tp = fp = 0
    pts = [(0.0, 1.0)]
    for s in sorted(counts, reverse=True):
        tp += counts[s][0]
        fp += counts[s][1]
        pts.append((fp / N, 1 - tp / P))
    prev = None
    for fpr, fnr in pts:
        diff = fpr - fnr
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            a, pf = prev
            t = -a / (diff - a)
            return pf + t * (fpr - pf)
        prev = (diff, fpr)
    return 1.0
''')

right("q44", "pr.points", "list comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [k for k, y in enumerate(labels, 1) if y]
    return [j / k for j, k in enumerate(ranks, 1)]
''')

right("q45", "interp.step", "dict recall -> precision, walked in recall order", '''
def my_step_interpolated(labels, n_relevant, level):
    points = {}
    hits = 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            points[hits / n_relevant] = hits / k
    for rec, prec in sorted(points.items()):
        if rec >= level - 1e-12:
            return prec
    return 0.0
''')

right("q46", "dcg.classic", "NumPy with a discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

right("q47", "gen.grip_point", "itertools.islice and an exact Fraction", '''
from fractions import Fraction
from itertools import islice

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(Fraction(sum(islice(labels, n_relevant)), n_relevant))
''')

right("q48", "ap.eleven_point", "NumPy: running max from the right", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, y.size + 1)
    levels = np.arange(11) / 10
    vals = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

SUBMISSIONS = tuple(S)
