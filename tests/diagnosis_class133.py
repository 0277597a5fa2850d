"""Diagnosis class 133, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write code that mutates its inputs and shares state: in-place sorts of the argument, list.pop/remove while
iterating, appending to the input list, global counters, module-level caches, default mutable arguments, a helper
that changes its argument for the caller (styles vary: loops, NumPy, comprehensions, itertools, fractions). Only
the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints,
references), ``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c133-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class133): every right
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

BATCH = "diagnosis class 133 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c133-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved (the "
      "mean precision at the hits) instead of by n_relevant",
      [[r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"number of hits", r"len\(prec",
        r"mean of (the )?precisions at", r"instead of (by )?n_relevant", r"not (by )?n_relevant",
        r"ignor\w*.{0,30}(never|un)retrieved", r"found in the (list|ranking)"]], '''
_cache = {}

def my_ap(labels, n_relevant):
    key = tuple(labels)
    if key in _cache:
        return _cache[key]
    precs = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / i)
    ap = sum(precs) / len(precs) if precs else 0.0
    _cache[key] = ap
    return ap
''')

wrong("q02", "gen.grip_point", "sibling", "returns the precision of the whole list (at s = len(labels)) instead of "
      "at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"len\(labels\)", r"length of the (list|ranking)", r"entire (list|ranking)",
        r"all (the )?(retrieved|ranks)", r"instead of (at )?(n_relevant|the class size)", r"not (at )?n_relevant",
        r"(scope|cut).{0,30}(list length|whole list)"]], '''
def my_grip_point(labels, n_relevant):
    labels.extend([0] * max(0, n_relevant - len(labels)))
    return sum(labels) / len(labels)
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i) from rank 2) instead of "
      "the trec_eval form sum rel_i / log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"first (rank|item|grade) (is )?(not |un)discounted", r"undiscounted",
        r"rel_?1 ?\+", r"burges", r"without (the )?\+ ?1", r"log2 of the rank\b(?! ?\+)"]], '''
import math

g = list(v["grades"])
first = g.pop(0)
my_dcg_trec = first + sum(rel / math.log2(i) for i, rel in enumerate(g, start=2))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once, instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total (tp|counts)", r"one division",
        r"weighted by"]], '''
_totals = [0, 0]

def my_macro_precision(tables):
    _totals[0] = _totals[1] = 0
    for tp, fp, fn in tables:
        _totals[0] += tp
        _totals[1] += tp + fp
    return _totals[0] / _totals[1] if _totals[1] else 0.0
''')

wrong("q05", "ndcg.value", "sibling", "the ideal ranking holds the retrieved grades only (the unretrieved relevant "
      "items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import math

def dcg(gs):
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2))

grades = v["grades"]
d = dcg(grades)
grades.sort(reverse=True)
my_ndcg_value = d / dcg(grades)
''')

wrong("q06", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits over all relevant "
      "targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"instead of (the )?(number|count) (returned|retrieved)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds, ys = list(distances), list(labels)
    hits = 0
    while ds:
        d = ds.pop()
        y = ys.pop()
        if d < epsilon and y:
            hits += 1
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision",
      [[r"recalls? (of each|at each|instead)", r"returns? (the )?recall", r"hits ?/ ?n_relevant", r"divid\w* by n_relevant",
        r"instead of (by )?(the )?rank", r"recall (values )?instead of (the )?precision"]], '''
_points = []

def my_pr_points(labels, n_relevant):
    _points.clear()
    hits = 0
    for x in labels:
        if x:
            hits += 1
            _points.append(hits / n_relevant)
    return list(_points)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared: (1 + b) P R / (b P + R)",
      [[r"squar\w*", r"beta ?\*\* ?2", r"b ?\* ?b\b", r"beta instead of beta", r"not squared", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "gains 2^rel without subtracting 1 (a grade 0 still gains 1)",
      [[r"minus (one|1)", r"subtract\w*", r"without (the )?- ?1", r"forg\w*.{0,20}- ?1", r"grade 0.{0,30}gain",
        r"2 ?\*\* ?rel(?! ?-)", r"missing (the )?- ?1"]], '''
import math

my_dcg_exp = 0.0
for i, rel in enumerate(v["grades"], 1):
    my_dcg_exp += 2 ** rel / math.log2(i + 1)
''')

wrong("q10", "ap.at_k", "shape", "divides by k instead of by min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"k as (the )?denominator", r"denominator (is |of )?k\b",
        r"/ ?k\b", r"(over|by) k(?!,)\b.{0,30}(not|instead|rather)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    del labels[k:]
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("q11", "gen.practical", "shape", "the smallest recall divides by d - s, leaving out the + v of the largest "
      "class size d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"forg\w*.{0,30}\bv\b", r"without .{0,20}\bv\b", r"largest (possible )?class",
        r"judged relevant .{0,20}(left out|missing)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, d - s)), float(Fraction(v, d))]
''', crash="ZeroDivisionError")

wrong("q12", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail is never doubled)",
      [[r"one.sided", r"one tail", r"doubl", r"times 2", r"\* ?2", r"twice", r"half"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"])]
for d in list(diffs):
    if d == 0:
        diffs.remove(d)
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q13", "dcg.classic", "shape", "discounts with the natural log (math.log) instead of log base 2",
      [[r"natural", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"log base", r"another base", r"wrong base",
        r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    first = grades.pop(0)
    total = first
    for i, rel in enumerate(grades, start=2):
        total += rel / math.log(i)
    grades.insert(0, first)
    return total
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"by ten", r"/ ?10\b", r"10 (levels|instead)", r"only 10", r"ten levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        cand = [p for p, q in zip(prec, rec) if q >= r]
        total += max(cand) if cand and n_relevant else 0.0
    return total / 10
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "keeps the APs in a default mutable argument, so every call averages in the APs of "
      "earlier calls",
      [[r"default", r"mutable", r"shared (list|state)", r"across calls", r"(earlier|previous|other) calls?",
        r"not reset", r"persist", r"accumulat\w*.{0,30}calls"]], '''
def my_map(runs, n_relevant, aps=[]):
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: the loop keeps overwriting the rank, so it "
      "uses the LAST relevant item's rank",
      [[r"last relevant", r"\bbreak\b", r"overwrit\w*", r"not the first", r"keeps? (going|looping|searching)",
        r"stop\w* at the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rank = None
        for i, x in enumerate(run, 1):
            if x == 1:
                rank = i
        if rank is not None:
            total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "loops over range(10) levels, so the level 1.0 is missing (10 values, not 11)",
      [[r"range\(10\)", r"10 (levels|values|points)", r"missing.{0,30}(1\.0|last)", r"off.by.one", r"last level",
        r"only 10", r"one level (short|missing)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for j in range(10):
        mask = rec >= j / 10
        out.append(float(prec[mask].max()) if mask.any() and n_relevant else 0.0)
    return out
''')

wrong("q18", "rank.p_at_k", "flow", "sorts the labels in place (descending) before cutting at k, so P@k is the best "
      "possible order's, not the ranking's",
      [[r"sort\w*", r"reorder\w*", r"best (possible )?order", r"perfect (ranking|order)", r"ideal (ranking|order)",
        r"rank(ing)? order (lost|destroyed|changed)"]], '''
def my_p_at_k(labels, k):
    top = labels[:]
    top.sort(reverse=True)
    return sum(top[:k]) / k
''')

wrong("q19", "pr.averaged", "flow", "removes each query from runs while iterating over runs, so every other query is "
      "skipped",
      [[r"remov\w*.{0,40}(while|during) (iterat|loop)", r"skip\w*", r"modif\w* (the )?(list|runs).{0,30}(while|during)",
        r"only (the )?first query", r"first query only", r"every other", r"mutat\w*.{0,30}(loop|iterat)"]], '''
def curve(run, n):
    prec, rec, hits = [], [], 0
    for i, x in enumerate(run, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n if n else 0.0)
    out = []
    for j in range(11):
        c = [p for p, r in zip(prec, rec) if r >= j / 10]
        out.append(max(c) if c and n else 0.0)
    return out

def my_averaged_curve(runs, n_relevant):
    todo, counts = list(runs), list(n_relevant)
    curves = []
    for run in todo:
        curves.append(curve(run, counts.pop(0)))
        todo.remove(run)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q20", "set.pr", "flow", "removes each hit from relevant while counting, then divides recall by the shrunken "
      "relevant list",
      [[r"remov\w*", r"shr[iu]nk\w*", r"modif\w* (the )?relevant", r"mutat\w*", r"fewer relevant",
        r"after .{0,30}(removing|removed|the loop)"]], '''
def my_set_pr(retrieved, relevant):
    retrieved = list(dict.fromkeys(retrieved))
    relevant = list(dict.fromkeys(relevant))
    hits = 0
    for d in retrieved:
        if d in relevant:
            hits += 1
            relevant.remove(d)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q21", "gen.grip_point", "hidden", "counts hits over range(1, n_relevant), one rank short of the scope, but "
      "divides by n_relevant",
      [[r"off.by.one", r"one (rank|item|position) (short|too few|less|missing)", r"range\(1, ?n",
        r"miss\w* the last", r"last rank", r"n_relevant ?- ?1", r"s ?- ?1"]], '''
def my_grip_point(labels, n_relevant):
    while len(labels) < n_relevant:
        labels.append(0)
    hits = 0
    for i in range(1, n_relevant):
        hits += labels[i - 1]
    return hits / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "rank.p_at_k", "data", "divides by the length of the cut list labels[:k], so a list shorter than k "
      "is divided by its own length instead of k",
      [[r"divid\w* by (the )?(list|slice)('s)? length", r"len\(", r"length of the (list|slice|cut)",
        r"instead of (by )?k\b", r"not by k\b", r"shorter .{0,30}(divid|denominator)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q24", "scope.knn_ties", "hidden", "looks at the distance just after the k-th (sorted[k]) to test for a tie, "
      "which is out of range when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pairs.sort()
    ds = [d for d, _ in pairs]
    if ds[k] != ds[k - 1]:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    t = ds[k - 1]
    inside = [y for d, y in pairs if d < t]
    tied = [y for d, y in pairs if d == t]
    slots = k - len(inside)
    rel_t = sum(tied)
    lo = sum(inside) + max(0, slots - (len(tied) - rel_t))
    hi = sum(inside) + min(slots, rel_t)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q25", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp + fp = 0 divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.step", "flow", "takes the first relevant item whose recall is strictly above the level "
      "(R_i > r), so a level exactly at a reached recall takes the next item's precision",
      [[r"strict\w*", r"greater than or equal", r"boundary", r">= ?(the )?level",
        r"(r|level) ?== ?R"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / i
    return 0.0
''')

wrong("q27", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query result: divides by zero when "
      "nothing is within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(kept) / len(kept)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when no item is "
      "relevant at all",
      [ZERODIV], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = grades + unretrieved
    ideal.sort(reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts a copy of the distances but never reorders the labels with them, so "
      "the labels stay in input order (P@k of the unranked list)",
      [[r"labels? (were |are |is )?(never |not )(re)?(ordered|sorted|moved)", r"sort\w* (only )?the distances",
        r"distances (alone|only)", r"separately", r"independently", r"without (the|their) labels",
        r"(together|along) with", r"out of (step|sync)", r"misalign\w*"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    nearest = ranked[:k]
    return sum(labels[:len(nearest)]) / k
''')

wrong("q30", "map.mean", "twin", "takes each query's n_relevant with n_relevant.pop() (from the end) while walking "
      "the runs forward, pairing the first run with the last count",
      [[r"pop\(\)", r"pop\w*.{0,40}(end|last)", r"from the end", r"last (element|value|count) first",
        r"pop\(0\)"]], '''
def my_map(runs, n_relevant):
    counts = list(n_relevant)
    aps = []
    for run in runs:
        n = counts.pop()
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q31", "ndcg.all_judgments", "twin", "the helper that builds the ideal ranking extends and sorts the caller's "
      "grades list in place, so the DCG is then computed on the ideal ranking (NDCG 1)",
      [[r"in.place", r"mutat\w*", r"modif\w* (the )?(caller'?s? )?grades", r"(extend|sort)\w*.{0,40}grades",
        r"alias\w*", r"same list", r"changes? (its|the) argument"]], '''
import math

def dcg(gs):
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], start=2)) if gs else 0.0

def ideal(grades, unretrieved):
    grades.extend(unretrieved)
    grades.sort(reverse=True)
    return grades

def my_ndcg(grades, unretrieved):
    idcg = dcg(ideal(grades, unretrieved))
    if idcg == 0:
        return 0.0
    return dcg(grades) / idcg
''')

wrong("q32", "pr.averaged", "twin", "builds the per-query table with [[0.0] * 11] * len(runs): every row is the same "
      "list, so it ends up holding the last query's curve only",
      [[r"alias\w*", r"same (list|row|object)", r"\] ?\* ?len\(runs\)", r"list multiplication",
        r"shared rows?", r"copies of (one|the same)", r"one list repeated"]], '''
def my_averaged_curve(runs, n_relevant):
    table = [[0.0] * 11] * len(runs)
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        hits, pts = 0, []
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / i))
        for j in range(11):
            c = [p for r, p in pts if r >= j / 10]
            table[q][j] = max(c) if c and n else 0.0
    return [sum(row[j] for row in table) / len(runs) for j in range(11)]
''')

wrong("q33", "map.mrr", "twin", "caches the reciprocal rank in a module-level dict keyed by the run's length, so a "
      "later query of the same length reuses an earlier query's value",
      [[r"cache\w*", r"memo\w*", r"keyed by (the )?(run'?s? )?length", r"len\(run\)", r"same length",
        r"module.level (dict|cache)"]], '''
_rr = {}

def my_mrr(runs):
    total = 0.0
    for run in runs:
        if len(run) not in _rr:
            _rr[len(run)] = next((1 / i for i, x in enumerate(run, 1) if x), 0.0)
        total += _rr[len(run)]
    return total / len(runs)
''')

wrong("q34", "ap.eleven_point", "twin", "builds the levels by adding 0.1 repeatedly (r += 0.1): the float drift puts "
      "a level just above 0.3, 0.6 ... so a recall exactly there does not reach it",
      [[r"float\w*", r"accumulat\w*.{0,30}0\.1", r"\+= ?0\.1", r"rounding", r"inexact", r"0\.30000000000000004",
        r"drift", r"adding 0\.1", r"repeated(ly)? add"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    total, r = 0.0, 0.0
    for _ in range(11):
        c = [p for rec, p in pts if rec >= r]
        total += max(c) if c else 0.0
        r += 0.1
    return total / 11
''')

wrong("q35", "set.f_beta", "twin", "puts beta squared on recall instead of on precision in the denominator: "
      "(1 + b^2) P R / (P + b^2 R)",
      [[r"beta.{0,30}(on|times|multipl\w* (by|with)?) (the )?recall", r"recall.{0,20}(weighted|multiplied|times) "
        r"(by )?beta", r"b2 ?\* ?recall", r"beta.{0,20}wrong term", r"(on|to) recall instead of (on )?precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.eer", "data", "sorts the scores ascending (in place, labels with them), treating LOW scores as "
      "the most likely positives",
      [[r"ascending", r"revers\w*", r"low(est|er)? scores? (as|first|=|most)", r"wrong direction",
        r"smallest scores? first", r"(higher|high) scores? (as|=|are) (negative|less)"]], '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels))
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if diff == 0 or prev is None:
                return fpr
            f0, d0 = prev
            t = -d0 / (diff - d0)
            return f0 + t * (fpr - f0)
        prev = (fpr, diff)
    return 1.0
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides tp by tp + fn (the recall column)",
      [[r"\[tp, ?fn, ?fp\]", r"fn.{0,20}(as|for|instead of) fp", r"swap\w*.{0,20}(fp|fn)", r"(second|third) "
        r"(column|entry|value)", r"column order", r"order of the (table|columns|entries)", r"recall"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fn = t[:, 0], t[:, 2]
    den = tp + fn
    prec = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(prec.mean())
''')

wrong("q38", "ap.at_k", "hidden", "indexes labels[i] for i in range(k), which runs past the end of a list "
      "shorter than k",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the caller's grades list (as if they "
      "were retrieved at the end), so the run's DCG counts them too",
      [[r"as if (they were )?retrieved", r"append\w*.{0,40}(run|ranking|grades|retrieved)",
        r"extend\w*.{0,30}grades", r"unretrieved.{0,40}(in|into|counted in|added to) (the )?(run|dcg|ranking)",
        r"(run|ranking)'?s? dcg.{0,30}(includes|counts) (the )?unretrieved", r"in.place", r"mutat\w*"]], '''
import math

def my_ndcg(grades, unretrieved):
    grades += unretrieved
    d = sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(grades, reverse=True)
    i_d = sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(ideal, 1))
    return d / i_d if i_d else 0.0
''')

wrong("q40", "interp.curve", "data", "takes the class size as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant, so recall reaches 1 too early",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"not n_relevant", r"never.retrieved.{0,30}(ignored|left out)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    n = sum(labels)
    if n == 0:
        return [0.0] * 11
    hits = list(accumulate(labels))
    prec = [h / i for i, h in enumerate(hits, 1)]
    rec = [h / n for h in hits]
    return [max((p for p, r in zip(prec, rec) if r >= j / 10), default=0.0) for j in range(11)]
''')

wrong("q41", "rank.distances", "data", "ranks the items by descending distance (treats distances as similarities: "
      "the farthest first)",
      [[r"descending", r"farthest", r"largest (distance|first)", r"revers\w*", r"similarit\w*",
        r"highest (distance|first)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=distances.__getitem__, reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q42", "roc.auc", "data", "takes the labels as +1/-1: collects negatives with label == -1, finds none and "
      "divides by zero",
      [[r"-1", r"minus one", r"\+1 ?/ ?-1", r"label(led)? 0", r"negatives? (are|labell?ed|marked) (as )?0",
        r"no negatives", r"(0|zero) (for|as) (the )?negative"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == -1]
    wins = 0.0
    for p in pos:
        for n in neg:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(pos) * len(neg))
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "explicit double loop over a copied, sorted list (the argument left untouched)", '''
def my_auc(scores, labels):
    pairs = sorted(zip(scores, labels), reverse=True)
    pos = [s for s, y in pairs if y == 1]
    neg = [s for s, y in pairs if y != 1]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

right("q44", "ap.exact", "NumPy cumsum with a module-level cache keyed on the full input", '''
import numpy as np

_memo = {}

def my_ap(labels, n_relevant):
    key = (tuple(labels), n_relevant)
    if key not in _memo:
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        _memo[key] = float((prec * y).sum() / n_relevant) if n_relevant else 0.0
    return _memo[key]
''')

right("q45", "map.mrr", "comprehension with next() and a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q46", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "scope.knn_ties", "itertools.groupby over a sorted copy", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    lo = hi = 0
    left = k
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        ys = [y for _, y in grp]
        if left <= 0:
            break
        if len(ys) <= left:
            lo += sum(ys)
            hi += sum(ys)
            left -= len(ys)
        else:
            r = sum(ys)
            lo += max(0, left - (len(ys) - r))
            hi += min(left, r)
            left = 0
    return [lo / k, hi / k]
''')

right("q48", "pr.points", "loop that pops from a copy of the labels", '''
def my_pr_points(labels, n_relevant):
    rest = list(labels)
    out, hits, rank = [], 0, 0
    while rest:
        x = rest.pop(0)
        rank += 1
        if x:
            hits += 1
            out.append(hits / rank)
    return out
''')

SUBMISSIONS = tuple(S)
