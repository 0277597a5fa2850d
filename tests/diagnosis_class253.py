"""Diagnosis class 253, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students whose
habits with Python's numbers show: integer division (``//`` and Python 2 reflexes), float rounding and comparison
(``round``, accumulated 0.1 steps, ``math.isclose``), ``decimal.Decimal``, ``fractions.Fraction`` and ``int()``
casts, writing with loops, NumPy, comprehensions and itertools. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c253-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class253).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 253 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c253-")

SUMLAB = [r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(retrieved|found)",
          r"relevant (items )?in the (list|ranking|run)", r"instead of n_relevant", r"ignor\w* n_relevant",
          r"hits (found|in the list)", r"number of ones"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"ignor\w* beta", r"beta (is )?(ignored|never used|unused|not used)",
        r"harmonic mean", r"beta ?= ?1 always", r"always beta ?= ?1"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r = Fraction(precision), Fraction(recall)
    if p + r == 0:
        return 0.0
    return float(2 * p * r / (p + r))
''')

wrong("q02", "rank.p_at_k", "sibling", "returns recall at k (hits in the top k over all relevant items of the list) "
      "instead of precision at k",
      [[r"recall", r"(divid|divis)\w* by (the )?(number|count) of relevant", r"instead of (dividing by )?k\b",
        r"sum\(labels\)"]], '''
def my_p_at_k(labels, k):
    total = sum(labels)
    if total == 0:
        return 0.0
    return sum(labels[:k]) / total
''')

wrong("q03", "map.mrr", "sibling", "returns the mean P@1 (the share of queries whose first item is relevant) "
      "instead of the mean reciprocal rank",
      [[r"P@1", r"precision at (rank )?1", r"success", r"first (rank|item|position) only", r"rank 1 only",
        r"only (the )?(rank 1|first (rank|item|position))", r"hit rate"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 if run and run[0] == 1 else 0.0 for run in runs]))
''')

wrong("q04", "ap.eleven_point", "sibling", "returns the exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"non.?interpolated", r"uninterpolated", r"exact AP", r"not interpolated", r"no interpolation",
        r"without interpolat", r"sum of P@k at (the )?relevant ranks", r"AP instead"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i) from rank 2) instead of "
      "the log2(i + 1) discount",
      [[r"classic", r"log2 ?\(i\)", r"log ?\(i\)", r"rel_?1 (is )?(not|un)discounted", r"first (rank|item|grade) "
        r"(is )?(not|un)discounted", r"undiscounted first", r"log2 ?i\b(?! ?\+)"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / math.log2(i) for i in range(2, len(g) + 1))
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total (tp|counts)", r"summed (tp|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    retrieved = t[:, 0].sum() + t[:, 1].sum()
    return float(t[:, 0].sum() / retrieved) if retrieved else 0.0
''')

wrong("q07", "gen.practical", "sibling", "returns the generality's upper bound (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"c_?max", r"maximum", r"(d ?- ?s ?\+ ?v) ?/ ?d",
        r"highest (possible )?generality"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s + v
    prec = Fraction(v, s)
    rec = Fraction(v, c_max) if c_max else Fraction(0)
    gen = Fraction(c_max, d)
    return [float(prec), float(rec), float(gen)]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"without squaring", r"squar\w* (is )?(missing|forgotten|dropped)", r"forg[eo]t.{0,20}squar",
        r"beta instead of beta", r"linear (in )?beta", r"never squar", r"squar\w* beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (math.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b(?!2)", r"log base", r"wrong base",
        r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "ap.exact", "shape", "divides the sum of precisions by the length of the list instead of n_relevant",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"number of (ranks|items|retrieved)",
        r"list length", r"(divid|divis)\w* by (the )?(list|ranking)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    precs = []
    for i, x in enumerate(labels):
        if x == 1:
            hits += 1
            precs.append(hits / (i + 1))
    return sum(precs) / len(labels)
''')

wrong("q11", "rank.r_precision", "shape", "divides the hits in the top R by the list length instead of by R",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"list length", r"whole (list|ranking)",
        r"number of (ranks|items)", r"instead of (by )?R\b"]], '''
R = v["n_relevant"]
labels = v["labels"]
my_r_precision = round(sum(labels[:R]) / len(labels), 4)
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound divides by d - s, forgetting the + v of the largest "
      "class size d - s + v",
      [[r"d\s*-\s*s\s*\+\s*v", r"(missing|forg[eo]t\w*|without|drop\w*|omit\w*).{0,30}\+ ?v\b",
        r"d\s*-\s*s\b(?!\s*\+)", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x == 1)
    precision = v / s
    recall_lower = v / (d - s) if d - s else 0.0
    return [precision, recall_lower, v / d]
''')

wrong("q13", "roc.auc", "shape", "divides the won pairs by every pair of items n (n - 1) / 2 instead of by "
      "positives times negatives",
      [[r"all pairs", r"every pair", r"n ?\(n ?- ?1\)", r"pairs of (any|all) items", r"any two items",
        r"instead of (n_?pos|positives).{0,20}(n_?neg|negatives)", r"comb", r"all item pairs"]], '''
from itertools import combinations

def my_auc(scores, labels):
    n = len(scores)
    won = 0.0
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l != 1]
    for p in pos:
        for q in neg:
            if p > q:
                won += 1
            elif p == q:
                won += 0.5
    return won / (n * (n - 1) // 2)
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (the binomial tail is never doubled)",
      [[r"one.?sided", r"single.?sided", r"one tail", r"(not|never|without) doubl", r"forg[eo]t.{0,30}(doubl|2\b|two)",
        r"(times|factor of|multipl\w* by) (2|two)", r"\bhalf\b"]], '''
from math import comb
from fractions import Fraction

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = float(sum(Fraction(comb(n, i), 2 ** n) for i in range(k + 1)))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes each point's precision before counting the relevant item just found "
      "(one hit short)",
      [[r"before (the )?(count|hit|increment|updat)", r"one (hit|relevant( item)?) (too )?(few|short|less)",
        r"hits ?- ?1", r"not yet counted", r"off.by.one", r"(increment|count)\w* (the )?hits? (too )?late",
        r"after (computing|the precision)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q16", "map.mean", "flow", "never resets the running sum of precisions between queries, so each query's AP "
      "carries the earlier queries' sums",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}(across|between|over) (the )?quer",
        r"previous quer", r"earlier quer", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    total = 0.0
    for run, nr in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / nr if nr else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "ndcg.all_judgments", "flow", "sorts the ideal grades ascending (never reversed), so the ideal DCG "
      "puts the lowest grades first",
      [[r"ascending", r"revers", r"low(est)? to high", r"(not|never) (sorted )?(descending|high to low)",
        r"smallest (grades? )?first", r"worst ranking", r"lowest (grades? )?first"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades + unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q18", "pr.averaged", "flow", "averages the queries with a running (avg + x) / 2, which weights the last "
      "queries more instead of taking the mean",
      [[r"running", r"pairwise", r"/ ?2\b", r"halv", r"not (the|a) (true |real )?mean", r"weigh\w* (the )?(later|last)",
        r"(avg|mean|average) ?\+ ?\w+\)? ?/ ?2"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    avg = None
    for run, nr in zip(runs, n_relevant):
        curve = []
        for r in levels:
            best = 0.0
            hits = 0
            for k, x in enumerate(run, 1):
                hits += x
                if nr and hits / nr >= r:
                    best = max(best, hits / k)
            curve.append(best if nr else 0.0)
        avg = curve if avg is None else [(a + c) / 2 for a, c in zip(avg, curve)]
    return avg
''')

wrong("q19", "rank.distances", "flow", "counts only the first k - 1 ranks of the distance order (range(1, k)) but "
      "divides by k",
      [[r"off.by.one", r"k ?- ?1", r"one (item|rank) (too )?(short|few)", r"range\(1, ?k\)", r"miss\w* the k.?th",
        r"last rank", r"k-th (item|rank) (is )?(skipped|missed|left out)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    hits = 0
    for i in range(1, k):
        hits += labels[order[i - 1]]
    return hits / k
''')

wrong("q20", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, never cutting the "
      "ranking at k",
      [[r"beyond (rank )?k", r"past (rank )?k", r"after (rank )?k", r"whole (list|ranking)", r"not (cut|sliced|truncated)",
        r"all (the )?ranks", r"ignor\w* (the )?(cut|k\b)", r"never (cut|slic|truncat)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q21", "scope.knn_ties", "flow", "sorts the distances but slices the labels in their input order (the labels "
      "are never reordered)",
      [[r"(never|not|un)sorted", r"input order", r"original order", r"labels (are|were) (never|not) (re)?ordered",
        r"sort\w* (only )?the distances", r"given order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    cut = d[k - 1]
    strict = sum(1 for x, l in zip(d, labels) if x < cut and l == 1)
    n_strict = sum(1 for x in d if x < cut)
    tied_rel = sum(1 for x, l in zip(d, labels) if x == cut and l == 1)
    tied_non = sum(1 for x, l in zip(d, labels) if x == cut and l != 1)
    room = k - n_strict
    low = strict + max(0, room - tied_non)
    high = strict + min(room, tied_rel)
    return [low / k, high / k]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "caps the denominator at the list length too, min(k, n_relevant, len(labels)), "
      "so a k longer than the list divides by too little",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"shorter list",
        r"min\(k, ?n_relevant, ?len", r"number of (ranks|items) (in the list|retrieved)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q23", "set.pr", "hidden", "counts the retrieved list with its duplicates (len of the list, not of a set)",
      [[r"duplicat", r"dedup", r"counted (more than once|again|double)", r"double.count", r"repeated id",
        r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG even when it is 0 (no relevant item at all)",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than the "
      "class is scored over fewer ranks than c",
      [[r"len\(top\)", r"len\(labels", r"(divid|divis)\w* by (the )?(slice|list|number of (ranks|items))",
        r"fewer (than|ranks)", r"instead of (by )?(c|n_relevant)\b", r"slice.?s length", r"np\.mean"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the NumPy mean of an empty selection when nothing is within "
      "epsilon, giving nan instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q27", "ap.exact", "hidden", "divides Decimal by Decimal without a guard, so n_relevant = 0 raises "
      "InvalidOperation (0 / 0)",
      [[r"InvalidOperation", r"DivisionUndefined", r"divi\w* by zero", r"0 ?/ ?0", r"zero denominator",
        r"Decimal"]], '''
from decimal import Decimal

def my_ap(labels, n_relevant):
    hits = 0
    total = Decimal(0)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Decimal(hits) / Decimal(i)
    return float(total / Decimal(n_relevant))
''', crash="InvalidOperation", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so float drift "
      "(0.30000000000000004) misses a level the ranking reaches exactly",
      [[r"float\w* (error|drift|rounding|imprecision|arithmetic)", r"rounding error", r"0\.3000000",
        r"repeated\w* add", r"accumulat\w* (0\.1|the levels?)", r"isclose", r"\+= ?0\.1", r"drift"]], '''
def my_interpolated(labels, n_relevant):
    levels = []
    r = 0.0
    for _ in range(11):
        levels.append(r)
        r += 0.1
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    return [max([p for rec, p in pts if rec >= lev], default=0.0) for lev in levels]
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "interp.step", "twin", "finds the relevant item for the level with int(level * n_relevant), which "
      "truncates instead of rounding up",
      [[r"int\(", r"truncat", r"round\w* down", r"floor", r"ceil", r"instead of (rounding )?up"]], '''
def my_step_interpolated(labels, n_relevant, level):
    need = int(level * n_relevant)
    if need == 0:
        need = 1
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits == need:
                return hits / i
    return 0.0
''')

wrong("q30", "avg.macro", "twin", "computes each query's precision with floor division tp // (tp + fp), so only "
      "a perfect query counts",
      [[r"integer division", r"//", r"floor division", r"floor\w*", r"truncat", r"int\w* (result|quotient)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        precs.append(tp // (tp + fp) if tp + fp else 0)
    return sum(precs) / len(precs)
''')

wrong("q31", "ap.value", "twin", "rounds the answer to 2 decimals",
      [[r"round\w*", r"2 decimals", r"two decimals", r"two digits"]], '''
hits = 0
s = 0.0
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = round(s / v["n_relevant"], 2)
''')

wrong("q32", "roc.auc", "twin", "treats two scores as tied when abs(p - q) < 0.1, a float tolerance as wide "
      "as the score step, so neighbouring scores count half",
      [[r"toleran\w*", r"isclose", r"abs\(p ?- ?q\)", r"0\.1\b", r"nearly equal", r"approximate\w* equal",
        r"float (comparison|equality)"]], '''
def my_auc(scores, labels):
    pos = [a for a, l in zip(scores, labels) if l == 1]
    neg = [a for a, l in zip(scores, labels) if l == 0]
    total = 0.0
    for p in pos:
        for q in neg:
            if abs(p - q) < 0.1:
                total += 0.5
            elif p > q:
                total += 1.0
    return total / (len(pos) * len(neg))
''')

wrong("q33", "map.mrr", "twin", "uses floor division 1 // rank, so every reciprocal rank below 1 becomes 0",
      [[r"integer division", r"//", r"floor division", r"floor\w*", r"truncat"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 // rank
                break
    return total / len(runs)
''')

wrong("q34", "pr.averaged", "twin", "rounds each query's recall to one decimal before comparing it with the levels",
      [[r"round\w*", r"one decimal", r"1 decimal"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, nr in zip(runs, n_relevant):
        if nr == 0:
            curves.append([0.0] * 11)
            continue
        hits = np.cumsum(run)
        rec = np.round(hits / nr, 1)
        prec = hits / np.arange(1, len(run) + 1)
        curve = []
        for i in range(11):
            m = prec[rec >= i / 10]
            curve.append(float(m.max()) if m.size else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q35", "roc.eer", "twin", "reads the ROC point where |FPR - FNR| is smallest instead of intersecting the "
      "segment with FPR = 1 - TPR",
      [[r"nearest (ROC )?point", r"closest (ROC )?point", r"(not|never|without|no) (intersect|linear)",
        r"minimi[sz]\w* .{0,10}(fpr|gap|difference)", r"smallest (gap|difference)", r"a (ROC )?point.{0,20}instead of"]], '''
def my_eer(scores, labels):
    P = sum(1 for l in labels if l == 1)
    N = len(labels) - P
    tp = fp = 0
    best = (1.0, 0.0)
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        for s, l in zip(scores, labels):
            if s == t:
                if l == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    for fpr, fnr in pts:
        if abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), (fpr + fnr) / 2)
    return best[1]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest, treating them as similarity "
      "scores",
      [[r"descending", r"revers", r"farthest", r"largest (distance )?first", r"similarit", r"high(est)? first",
        r"wrong direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [l for d, l in sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q37", "ap.exact", "data", "divides by the relevant items found in the list (sum(labels)) instead of "
      "n_relevant", [SUMLAB], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q38", "rank.r_precision", "data", "takes R as the relevant items in the list (sum(labels)) instead of "
      "n_relevant", [SUMLAB], '''
from decimal import Decimal

labels = v["labels"]
R = sum(labels)
my_r_precision = float(Decimal(sum(labels[:R])) / Decimal(R))
''')

wrong("q39", "dcg.trec", "data", "sorts the grades from high to low before discounting (computes the ideal DCG, "
      "not the ranking's)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"ranking.?s order", r"order (of the ranking )?(is )?(ignored|lost)"]], '''
import numpy as np

g = np.array(sorted(v["grades"], reverse=True), dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q40", "sig.sign_test", "data", "counts a tied query as a loss for a (diff <= 0) instead of dropping it",
      [[r"tie\w* (are |were )?(not|never) (dropped|removed|excluded|discarded)", r"keep\w* (the )?ties",
        r"includ\w* (the )?ties", r"count\w* (the )?ties", r"ties (are )?(counted|kept|included)",
        r"<= ?0", r"tie\w* as (a )?loss", r"zero differences"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"])]
wins = sum(1 for dlt in diffs if dlt > 0)
losses = sum(1 for dlt in diffs if dlt <= 0)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q41", "scope.knn_ties", "data", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"revers\w* order", r"(wrong|other|opposite) order", r"highest first", r"\[highest, lowest\]",
        r"order of the (two )?(bounds|values)", r"interchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    lo = sum(l for _, l in pess[:k]) / k
    hi = sum(l for _, l in opt[:k]) / k
    return [hi, lo]
''')

wrong("q42", "pr.averaged", "data", "uses each run's relevant items found (sum(run)) as its class size instead of "
      "n_relevant", [SUMLAB + [r"sum\(run\)"]], '''
def my_averaged_curve(runs, n_relevant):
    out = [0.0] * 11
    for run in runs:
        nr = sum(run)
        for j in range(11):
            best = 0.0
            hits = 0
            for k, x in enumerate(run, 1):
                hits += x
                if nr and hits * 10 >= j * nr:
                    best = max(best, hits / k)
            out[j] += best
    return [x / len(runs) for x in out]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "loops over tied thresholds, exact Fractions for the crossing", '''
from fractions import Fraction

def my_eer(scores, labels):
    P = sum(1 for l in labels if l == 1)
    N = len(labels) - P
    tp = fp = 0
    pts = [(Fraction(0), Fraction(0))]
    for t in sorted(set(scores), reverse=True):
        for s, l in zip(scores, labels):
            if s == t:
                if l == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((Fraction(fp, N), Fraction(tp, P)))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        g0 = x0 - (1 - y0)
        g1 = x1 - (1 - y1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return float(x0)
            t = -g0 / (g1 - g0)
            return float(x0 + t * (x1 - x0))
    return float(pts[-1][0])
''')

right("q44", "interp.curve", "exact Fraction levels and recalls", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        if n_relevant:
            pts.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    out = []
    for i in range(11):
        lev = Fraction(i, 10)
        out.append(float(max([p for r, p in pts if r >= lev], default=0)))
    return out
''')

right("q45", "set.f_beta", "math.isclose guard for the zero case", '''
import math

def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * precision + recall
    if math.isclose(den, 0.0, abs_tol=1e-15):
        return 0.0
    return (1 + b2) * precision * recall / den
''')

right("q46", "map.mean", "comprehension with itertools.accumulate", '''
from itertools import accumulate

def my_map(runs, n_relevant):
    aps = []
    for run, nr in zip(runs, n_relevant):
        if nr == 0:
            aps.append(0.0)
            continue
        hits = list(accumulate(run))
        aps.append(sum(h / i for i, (h, x) in enumerate(zip(hits, run), 1) if x) / nr)
    return sum(aps) / len(aps)
''')

right("q47", "scope.knn_ties", "sorted with tuple keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in pess[:k]) / k, sum(l for _, l in opt[:k]) / k]
''')

right("q48", "gen.practical", "Fraction then float", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
