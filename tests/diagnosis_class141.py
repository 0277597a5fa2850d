"""Diagnosis class 141, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in records: ``zip``, ``enumerate``, ``sorted(..., key=lambda ...)``, tuples of (score, id, label), dict
lookups of qrels -- with a few loops, NumPy, comprehensions, itertools and fractions in between. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c141-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class141).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 141 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c141-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"found",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"(never|un)retrieved", r"number of hits"]], '''
def my_ap(labels, n_relevant):
    hits, precs = 0, []
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            precs.append(hits / rank)
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"before dividing",
        r"weight\w* by (the )?(number|size)"]], '''
def my_macro_precision(tables):
    tp_total = sum(tp for tp, fp, fn in tables)
    ret_total = sum(tp + fp for tp, fp, fn in tables)
    return tp_total / ret_total if ret_total else 0.0
''')

wrong("q03", "set.f_beta", "sibling", "always computes F1 (the harmonic mean of P and R): beta is ignored",
      [[r"\bF1\b", r"harmonic mean", r"beta (is )?ignored", r"ignor\w* (the )?beta",
        r"never uses beta", r"without beta"]], '''
def my_f(precision, recall, beta):
    pair = (precision, recall)
    if sum(pair) == 0:
        return 0.0
    return 2 * precision * recall / sum(pair)
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank that reaches each recall level "
      "instead of the maximum precision at or after it (no interpolation)",
      [[r"not (the )?max", r"no(t)? interpolat", r"uninterpolated", r"without (the )?max", r"first rank",
        r"max\w* .{0,30}(later|after|right|higher recall)", r"first point"]], '''
def my_interpolated(labels, n_relevant):
    points, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        points.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        first = next((p for rec, p in points if rec >= r), 0.0)
        out.append(first)
    return out
''')

wrong("q05", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact (ap|average precision)", r"non.?interpolated", r"uninterpolated", r"plain (ap|average precision)",
        r"average precision at (the )?relevant ranks", r"not (the )?11", r"instead of (the )?11.?point"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    rel_ranks = [rank for rank, lab in enumerate(labels, 1) if lab]
    return sum(i / rank for i, rank in enumerate(rel_ranks, 1)) / n_relevant
''')

wrong("q06", "ndcg.value", "sibling", "the ideal ranking holds only the retrieved grades (the unretrieved "
      "relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal) if dcg(ideal) else 0.0
''')

wrong("q07", "sig.sign_test", "sibling", "gives the one-sided p-value (the tail is never doubled)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"never doubled", r"doubl\w*",
        r"times 2", r"half (of )?the"]], '''
from math import comb

pairs = [(x, y) for x, y in zip(v["a"], v["b"]) if x != y]
n = len(pairs)
wins = sum(1 for x, y in pairs if x > y)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places",
      [[r"beta squared", r"square\w*", r"b\*b", r"not squared", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound typed v / d - s + v (the parenthesis around "
      "d - s + v is missing)",
      [[r"parenthes", r"bracket", r"precedence", r"v / d - s \+ v", r"order of operations"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for lab in labels if lab)
    return [v / s, v / d - s + v, v / d]
''')

wrong("q10", "dcg.trec", "shape", "uses the natural log instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"(wrong|another|other) base", r"math\.log\b"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q11", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"minus (one|1)", r"2 ?\*\* ?rel", r"without .{0,10}1", r"forg[eo]t .{0,20}1", r"subtract"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q12", "map.mean", "shape", "returns the sum of the queries' APs, never divided by the number of queries",
      [[r"sum", r"total"], [r"not (divided|averaged)", r"never divid", r"number of queries", r"not averaged",
                            r"without dividing", r"forg[eo]t .{0,20}(divi|averag)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits / k
        total += s / n if n else 0.0
    return total
''')

wrong("q13", "interp.step", "shape", "returns the recall R_i of the point the step rule reads instead of its "
      "precision P_i",
      [[r"returns? (the )?recall", r"recall instead", r"recall (is )?returned", r"recall.{0,30}instead of (the )?precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    for rec, prec in points:
        if rec >= level:
            return rec
    return 0.0
''')

wrong("q14", "ap.at_k", "shape", "the precision at each relevant rank i is computed as hits / k (k in place "
      "of i)",
      [[r"hits ?/ ?k", r"divid\w* by k", r"k instead of (the )?(rank|i)", r"confus\w* k", r"same denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / k
    return total / denom
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item",
      [[r"after the first", r"break", r"every relevant", r"all relevant", r"stop\w*", r"accumulat\w*",
        r"sum\w* .{0,30}reciprocal"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                rr += 1 / rank
        rrs.append(rr)
    return sum(rrs) / len(rrs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (hits "
      "counted one step late)",
      [[r"before (count|increment|add)", r"one (step )?late", r"off.by.one", r"hits?.{0,30}(late|after)",
        r"increment\w* after", r"not yet counted", r"previous (hit|count)"]], '''
def my_pr_points(labels, n_relevant):
    hits, out = 0, []
    for rank, lab in enumerate(labels, 1):
        if lab:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q17", "interp.step", "flow", "skips a point whose recall equals the level (recall > level instead of "
      ">=), reading the next point",
      [[r">=", r"strict", r"greater than or equal", r"equal\w* (to )?the level", r"next point", r"boundary"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q18", "rank.distances", "flow", "the counting loop starts at index 1: the nearest item is never counted "
      "(only k - 1 items are summed)",
      [[r"nearest (item )?(is )?(skipped|never counted|left out|missed)", r"off.by.one", r"range\(1, ?k\)",
        r"first (item|neighbou?r|rank) (is )?(skipped|never counted|left out|missed)", r"index 1", r"k - 1 items"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0])
    hits = 0
    for i in range(1, k):
        hits += ranked[i][1]
    return hits / k
''')

wrong("q19", "map.mean", "flow", "the append of each query's AP is outside the loop: only the last query's AP "
      "is averaged",
      [[r"last query", r"only one query", r"outside (the )?loop", r"indent", r"one query's", r"reused",
        r"final query"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        rel = [i for i, (k, lab) in enumerate(enumerate(run, 1), 1) if lab]
        ranks = [k for k, lab in enumerate(run, 1) if lab]
        ap = sum(j / r for j, r in enumerate(ranks, 1)) / n if n else 0.0
    aps.append(ap)
    return sum(aps) / len(aps)
''')

wrong("q20", "ap.at_k", "flow", "never cuts the list at k: sums the precisions at relevant ranks beyond k too",
      [[r"beyond k", r"past k", r"after k", r"not cut", r"never cut", r"whole list", r"labels\[:k\]",
        r"all ranks", r"slic"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if not denom:
        return 0.0
    precs = [sum(labels[:i]) / i for i, lab in enumerate(labels, 1) if lab]
    return sum(precs) / denom
''')

wrong("q21", "pr.averaged", "flow", "skips the queries without relevant items and divides by the number of "
      "queries kept, not by all queries",
      [[r"skip\w*", r"left out", r"drop\w*", r"exclud\w*", r"kept", r"not (all|every) (the )?quer",
        r"fewer queries", r"divid\w* by .{0,30}(kept|remaining|non.?empty)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts, hits = [], 0
        for k, lab in enumerate(run, 1):
            hits += lab
            pts.append((hits / n, hits / k))
        curves.append([max((p for r, p in pts if r >= lvl / 10 - 1e-12), default=0.0) for lvl in range(11)])
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: crashes when "
      "nothing is retrieved",
      [ZERODIV, [r"empty", r"no (item|id)s? retrieved", r"guard", r"zero"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV, [r"P = R = 0", r"both (are )?(0|zero)", r"precision and recall (both )?(0|zero)", r"guard",
                 r"zero"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes "
      "when nothing lies within epsilon",
      [ZERODIV, [r"empty", r"nothing (lies |is )?(within|inside|returned)", r"no target", r"guard", r"zero"]], '''
def my_eps_precision(distances, labels, epsilon):
    result = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return sum(result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.knn_ties", "hidden", "reads the distance at index k (the first one after the cut): "
      "IndexError when k is the whole list",
      [INDEX, [r"whole list", r"k = n", r"k equals", r"len\(", r"past the end", r"beyond the (end|list)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    recs = sorted(zip(distances, labels), key=lambda t: t[0])
    cut = recs[k - 1][0]
    after = recs[k][0]
    before = [lab for d, lab in recs if d < cut]
    tied = [lab for d, lab in recs if d == cut]
    need = k - len(before)
    low = sum(before) + max(0, need - (len(tied) - sum(tied)))
    high = sum(before) + min(need, sum(tied))
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list, not by the class size, when "
      "the list is shorter than the class",
      [[r"len\(", r"length of (the )?(list|slice|cut)", r"instead of (the )?(class size|n_relevant|c)",
        r"divid\w* by (the )?(number of items|len)", r"fewer (items|ranks) than"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "clips k to the list length first, so the denominator becomes "
      "min(len, n_relevant) when k runs past the end",
      [[r"clip\w*", r"list length", r"len\(labels\)", r"past the end",
        r"k (is )?(capped|cut|limited|reduced)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when there is "
      "no relevant item at all",
      [ZERODIV, [r"ideal DCG (is )?(0|zero)", r"IDCG", r"no relevant", r"guard", r"zero"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "divides by the length of the slice labels[:k] instead of k (missing ranks "
      "not counted)",
      [[r"len\(", r"slice", r"length of (the )?(list|slice|top)", r"shorter than k",
        r"instead of k", r"not by k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q30", "roc.auc", "twin", "sorts (score, label) records so tied negatives come before the positive and "
      "counts them as beaten: a tie counts 1 instead of 1/2",
      [[r"tie", r"tied"], [r"sort\w*", r"label order", r"(count|counted|counts) (as )?(1|one|fully|a win)",
                           r"instead of (1/2|a half|half)", r"not (1/2|a half|half)"]], '''
def my_auc(scores, labels):
    recs = sorted(zip(scores, labels), key=lambda t: (t[0], t[1]))
    n_pos = sum(1 for s, y in recs if y == 1)
    n_neg = len(recs) - n_pos
    below, wins = 0, 0
    for s, y in recs:
        if y == 1:
            wins += below
        else:
            below += 1
    return wins / (n_pos * n_neg)
''')

wrong("q31", "set.pr", "twin", "computes precision and recall correctly but returns them in the order "
      "[recall, precision]",
      [[r"order", r"swap", r"revers", r"\[recall, precision\]", r"wrong (place|position)", r"the other way"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q32", "scope.knn_ties", "twin", "the lowest bound sorts by distance alone, so ties keep the input order "
      "instead of putting the relevant targets last",
      [[r"input order", r"stable", r"sort\w* by (the )?distance (alone|only)", r"original order",
        r"lowest.{0,40}(not|never).{0,20}(last|pessimistic)", r"tie.{0,30}not (broken|handled)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    recs = list(zip(distances, labels))
    low = sorted(recs, key=lambda t: t[0])
    high = sorted(recs, key=lambda t: (t[0], -t[1]))
    return [sum(lab for d, lab in low[:k]) / k, sum(lab for d, lab in high[:k]) / k]
''')

wrong("q33", "ndcg.all_judgments", "twin", "the unretrieved grades are never added to the ideal: the ideal is "
      "sorted retrieved grades only",
      [[r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|added|counted)|never)",
        r"ignor\w*.{0,30}unretrieved", r"without (the )?unretrieved", r"only (the )?retrieved",
        r"retrieved (grades|items) only"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, key=lambda g: -g)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q34", "map.mrr", "twin", "averages over the queries that found a relevant item only (the queries "
      "with RR 0 are dropped from the mean)",
      [[r"dropp\w*", r"skip\w*", r"left out", r"exclud\w*", r"only (the )?quer\w* (that|with)",
        r"no relevant.{0,40}(not counted|ignored|left out|dropped)", r"divid\w* by .{0,30}(found|answered)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        first = next((rank for rank, lab in enumerate(run, 1) if lab), None)
        if first is not None:
            rrs.append(1 / first)
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q35", "dcg.classic", "twin", "enumerate starts at 2, so every rank i is discounted by log2(i + 1) "
      "(rank shifted by one)",
      [[r"start\w*( at)? 2", r"off.by.one", r"shift\w*", r"i \+ 1", r"one rank (too )?(late|down)",
        r"enumerate"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, start=2))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list "
      "(sum of labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"retrieved relevant", r"relevant (items )?(in the list|retrieved)",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q37", "rank.distances", "data", "sorts by distance descending (reverse=True): the farthest items first",
      [[r"descending", r"reverse", r"farthest", r"largest (distance )?first", r"similarit", r"wrong direction",
        r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for d, lab in ranked[:k]) / k
''')

wrong("q38", "scope.eps_precision", "data", "treats the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit", r"d > epsilon", r"greater than epsilon", r"outside", r"far\w*", r"wrong side",
        r"revers\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(kept) / len(kept) if kept else 0.0
''')

wrong("q39", "avg.macro", "data", "unpacks each table as (tp, fn, fp): precision computed as tp / (tp + fn)",
      [[r"(fn|false negatives?) (instead of|for|as|in place of) (the )?(fp|false positives?)", r"swap\w*", r"column",
        r"unpack\w*", r"wrong order", r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries: n is the number of all queries instead of the "
      "untied ones",
      [[r"tie", r"tied"], [r"not dropped", r"kept", r"includ\w*", r"counted", r"all (the )?queries",
                           r"never dropped", r"n_used"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q41", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, as if they "
      "were retrieved at the end, so they add to the DCG too",
      [[r"unretrieved.{0,50}(DCG|ranking|retrieved|appended|end)", r"as if .{0,30}retrieved",
        r"append\w*.{0,30}unretrieved", r"(DCG|numerator).{0,40}unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    best = dcg(sorted(run, reverse=True))
    return dcg(run) / best if best else 0.0
''')

wrong("q42", "roc.auc", "data", "takes label 0 as the positive class: counts the pairs where the negative "
      "scores higher (1 - AUC)",
      [[r"label 0", r"labels? (inverted|swapped|reversed|flipped)", r"positive (class )?(swapped|inverted)",
        r"1 - AUC", r"complement", r"wrong class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    score = 0.0
    for p in pos:
        for n in neg:
            score += 1.0 if p > n else 0.5 if p == n else 0.0
    return score / (len(pos) * len(neg))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "sorted threshold records, walk the ROC points, intersect FPR = FNR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    recs = sorted(zip(scores, labels), key=lambda t: -t[0])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(recs):
        s = recs[i][0]
        while i < len(recs) and recs[i][0] == s:
            if recs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d0 == 0:
            return f0
        if d0 < 0 <= d1:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

right("q44", "interp.curve", "record list of (recall, precision) and a max over a comprehension", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, k)))
    return [float(max((p for r, p in pts if r >= Fraction(i, 10)), default=0)) for i in range(11)]
''')

right("q45", "ap.exact", "exact Fraction over enumerate", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    ranks = [k for k, lab in enumerate(labels, 1) if lab]
    return float(sum(Fraction(j, r) for j, r in enumerate(ranks, 1)) / n_relevant)
''')

right("q46", "pr.points", "itertools.accumulate of the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (lab, h) in enumerate(zip(labels, accumulate(labels)), 1) if lab]
''')

right("q47", "gen.practical", "NumPy counts", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q48", "dcg.classic", "NumPy discount with rank 1 undiscounted", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
