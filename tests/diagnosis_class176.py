"""Diagnosis class 176, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
handle duplicates and ties with sets, dicts and ``collections.Counter``: deduplication in the wrong place, dict keys
that overwrite each other, set order, tied values collapsed (styles vary: loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c176-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class176): every right
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

BATCH = "diagnosis class 176 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c176-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mrr", "sibling", "returns the mean of each query's average of the precisions at its relevant "
      "ranks (a MAP over the retrieved relevant items) instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"precision at (each|every|all)", r"not (only )?the first relevant"]], '''
from collections import defaultdict

def my_mrr(runs):
    precs = defaultdict(list)
    for q, run in enumerate(runs):
        hits = 0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                precs[q].append(hits / rank)
    total = sum(sum(p) / len(p) for p in precs.values())
    return total / len(runs)
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(Counter of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"count\w* of (the )?(1|ones)",
        r"Counter", r"number of (1|ones|hits)", r"instead of n_relevant", r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)",
        r"not n_relevant"]], '''
from collections import Counter

def my_ap(labels, n_relevant):
    n_hit = Counter(labels)[1]
    if n_hit == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / k
    return total / n_hit
''')

wrong("q03", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, leaving "
      "out the unretrieved relevant grades",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted)|dropped)",
        r"ignor\w*.{0,30}unretrieved", r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F instead of F",
      [[r"\bE\b.{0,20}measure", r"effectiveness", r"1 ?- ?F", r"one minus", r"complement", r"van Rijsbergen"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 1.0
    b2 = beta ** 2
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant found over the class "
      "size) instead of the precision at scope s = c",
      [[r"recall (of|over) the (whole|entire) list", r"recall instead", r"instead of (the )?precision", r"whole list",
        r"entire list", r"all (the )?ranks", r"not (cut|truncated) at", r"found over (c|the class)"]], '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    found = Counter(labels)[1]
    return found / n_relevant
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank reaching each level (step rule) "
      "instead of the maximum precision over all ranks with recall >= r",
      [[r"first rank", r"step", r"not the max", r"no max", r"without (the )?max", r"instead of (the )?max",
        r"uninterpolated", r"not interpolated"]], '''
def my_interpolated(labels, n_relevant):
    points = {}
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.setdefault(hits / n_relevant, hits / k)
    out = []
    for i in range(11):
        r = i / 10
        reach = [rec for rec in sorted(points) if rec >= r]
        out.append(points[reach[0]] if reach else 0.0)
    return out
''')

wrong("q07", "sig.sign_test", "sibling", "computes the Wilcoxon signed-rank test's p-value instead of the sign "
      "test's",
      [[r"wilcoxon", r"signed.?rank", r"rank(s|ed)? (of )?the (differences|sizes)"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (instead of|not) (beta ?\^ ?2|beta squared|b\^2)", r"not squared", r"forg\w* to square",
        r"without squaring", r"squar"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b = Fraction(precision), Fraction(recall), Fraction(beta)
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b) * p * r / (b * p + r))
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e", r"wrong base", r"another base", r"not (log )?base 2",
        r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + (g[1:] / np.log(ranks)).sum())
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ti\w* .{0,30}\b(whole|full) (win|point)", r"ties? (count\w*|as) (1|one|a win)\b(?!/)", r">=",
        r"greater (than )?or equal", r"instead of (1/2|a half|0\.5)", r"not (1/2|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1 for a, b in product(pos, neg) if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "avg.macro", "shape", "divides each query's tp by tp + fp + fn (adds the misses to the precision's "
      "denominator)",
      [[r"\bfn\b.{0,40}denominator", r"denominator.{0,40}\bfn\b", r"tp ?\+ ?fp ?\+ ?fn", r"false negatives?.{0,30}(added|included|denominator)",
        r"miss\w*.{0,30}denominator"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        n = tp + fp + fn
        precs.append(tp / n if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving the + v out of the "
      "largest possible class size",
      [[r"d ?- ?s\b(?! ?\+)", r"(forg\w*|missing|without|leav\w* out|dropp\w*).{0,20}\+ ?v", r"\+ ?v.{0,30}(missing|forgotten|left out)"]], '''
from collections import Counter

def my_practical(labels, d):
    s = len(labels)
    v = Counter(labels)[1]
    recall_lower = v / (d - s) if v else 0.0
    return [v / s, recall_lower, v / d]
''')

wrong("q13", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"\bby k instead", r"/ ?k\b", r"k instead of min", r"not min\(k", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels)[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / k if min(k, n_relevant) else 0.0
''')

wrong("q14", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus 1|subtract)", r"forg\w* .{0,20}(- ?1|minus 1|subtract)", r"2 ?\^ ?rel\b(?! ?- ?1)",
        r"2 ?\*\* ?\w+(?! ?- ?1)", r"minus (one|1) (missing|left out)", r"missing.{0,20}(- ?1|minus)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "set.pr", "flow", "deduplicates the retrieved list only for the precision's denominator: the hit "
      "count walks the raw list, so an id retrieved twice counts as two hits",
      [[r"duplicat\w*", r"counted (twice|two times|more than once)", r"two hits",
        r"raw list", r"not (de-?duplicated|a set)"], [r"hit", r"relevant", r"numerator", r"count"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    ret = set(retrieved)
    hits = sum(1 for d in retrieved if d in rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q16", "map.mean", "flow", "stores each query's AP in a dict keyed by its n_relevant, so queries with the "
      "same number of relevant items overwrite each other before the mean",
      [[r"overwrit", r"same (key|n_relevant|number of relevant)", r"dict\w*.{0,40}key", r"key\w*.{0,40}(clash|collid|collision|n_relevant)",
        r"quer(y|ies).{0,30}(lost|dropped|missing|overwritten)"]], '''
def my_map(runs, n_relevant):
    ap_by = {}
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        ap_by[n] = s / n if n else 0.0
    return sum(ap_by.values()) / len(ap_by)
''')

wrong("q17", "pr.points", "flow", "removes repeated precision values with dict.fromkeys, so two PR points with "
      "the same precision give one entry",
      [[r"dedup", r"duplicat\w*", r"repeated", r"fromkeys", r"same precision", r"equal precision", r"unique",
        r"(drop|remov|collaps)\w*.{0,30}(repeat|equal|same|identical)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    precs = []
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / k)
    return list(dict.fromkeys(precs))
''')

wrong("q18", "map.mrr", "flow", "skips queries with no relevant item retrieved and averages over the queries that "
      "have one (the dict of reciprocal ranks), instead of counting them as 0",
      [[r"skip", r"(left|leav\w*) out", r"drop", r"exclud", r"ignor", r"only (the )?quer(y|ies) (with|that)",
        r"(not|never) count\w* (as )?(0|zero)", r"fewer queries", r"number of queries with"]], '''
def my_mrr(runs):
    rr = {}
    for q, run in enumerate(runs):
        if 1 not in run:
            continue
        rr[q] = 1 / (run.index(1) + 1)
    return sum(rr.values()) / len(rr)
''')

wrong("q19", "interp.step", "flow", "never breaks out of the loop: it keeps overwriting the answer, so it returns "
      "the precision at the last relevant item whose recall reaches the level, not the first",
      [[r"break", r"last (relevant|point|one)", r"not the first", r"overwrit", r"instead of the first",
        r"keeps? (going|looping|updating)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, ans = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                ans = hits / k
    return ans
''')

wrong("q20", "ap.eleven_point", "flow", "loops over range(10): the levels 0.0 to 0.9 only (level 1.0 left out) "
      "and the mean taken over 10 values",
      [[r"range\(10\)", r"10 levels", r"ten levels", r"1\.0.{0,30}(missing|left out|skipped|dropped|forgotten)",
        r"(missing|left out|skip\w*|drop\w*|forg\w*).{0,30}(level )?1\.0", r"off.by.one", r"last level"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    vals = []
    for i in range(10):
        r = i / 10
        vals.append(max((p for rec, p in pts if rec >= r), default=0.0))
    return sum(vals) / len(vals)
''')

wrong("q21", "scope.knn_ties", "flow", "sorts the list in place for the pessimistic order and re-sorts it by "
      "distance only for the optimistic one: the stable sort keeps the pessimistic order, so both bounds are the "
      "lowest",
      [[r"in.?place", r"stable", r"reus", r"same (order|sorted list|list)", r"both (bounds|values) (are )?(the same|the lowest|pessimistic)",
        r"optimistic.{0,40}(same|equal|pessimistic)", r"highest.{0,30}(never|not)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    items.sort(key=lambda t: (t[0], t[1]))
    low = sum(y for _, y in items[:k]) / k
    items = sorted(items, key=lambda t: t[0])
    high = sum(y for _, y in items[:k]) / k
    return [low, high]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without a guard: precision = recall = 0 raises ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError",
      [ZERODIV], '''
from collections import Counter

def my_ap(labels, n_relevant):
    seen = Counter()
    total = 0.0
    for k, x in enumerate(labels, 1):
        seen[x] += 1
        if x:
            total += seen[1] / k
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result gives "
      "nan instead of 0",
      [NAN, [r"empty", r"nothing (within|inside|returned|retrieved)", r"no target", r"mean of an empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice: a list "
      "shorter than the class divides by the list length instead of c",
      [[r"len\w*.{0,30}(slice|list|labels)", r"(slice|list)'?s? length", r"instead of (c|n_relevant|the class size)",
        r"not (divided )?by (c|n_relevant)", r"divid\w* by (the )?(number of items|list length|len)"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels)[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): k longer than the list raises IndexError",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard: a query with no "
      "relevant items raises ZeroDivisionError",
      [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run, n in zip(runs, n_relevant):
        hits = [int(h) for h in np.cumsum(run)]
        prec = [h / k for k, h in enumerate(hits, 1)]
        rec = [h / n for h in hits]
        curves.append([max((p for p, r in zip(prec, rec) if r >= lv), default=0.0) for lv in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "intersects sets for the hits but divides by len(retrieved), the raw list with "
      "its duplicate ids, for the precision",
      [[r"len\(retrieved\)", r"raw list", r"duplicat\w*.{0,40}(denominator|counted|precision)", r"denominator.{0,40}duplicat",
        r"not (de-?duplicated|a set)", r"twice.{0,40}(denominator|counted)", r"list length"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(set(relevant)) if relevant else 0.0
    return [precision, recall]
''')

wrong("q30", "rank.distances", "twin", "sorts by distance with reverse=True: the farthest items first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"wrong (direction|order)",
        r"(highest|biggest) distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    by_dist = dict(zip(distances, labels))
    order = sorted(by_dist, reverse=True)
    return sum(by_dist[d] for d in order[:k]) / k
''')

wrong("q31", "dcg.classic", "twin", "converts the 0-based index to a rank twice: rank i gets log2(i + 1) from "
      "rank 2 on",
      [[r"off.by.one", r"index", r"0.based", r"zero.based", r"i ?\+ ?2", r"rank.{0,20}(shifted|one too)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q32", "interp.curve", "twin", "keeps the ranks whose recall is strictly greater than the level (>) "
      "instead of >=",
      [[r"strict", r"> ?r\b", r"greater than (the level|r)\b(?! or)", r"instead of >=", r"not >=",
        r"> instead of"]], '''
def my_interpolated(labels, n_relevant):
    prs = set()
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            prs.add((hits / n_relevant, hits / k))
    return [max((p for rec, p in prs if rec > i / 10), default=0.0) for i in range(11)]
''')

wrong("q33", "map.mean", "twin", "pools every query's precisions and divides by the total n_relevant of all "
      "queries (a micro average) instead of averaging the per-query APs",
      [[r"pool", r"micro", r"total (number of )?(n_)?relevant", r"sum of (the )?n_relevant", r"all queries together",
        r"weight\w*"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        hits = 0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / k
    n = sum(n_relevant)
    return total / n if n else 0.0
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries: every non-win (ties too) counts as a loss of a",
      [[r"ti\w*.{0,40}(kept|not dropped|counted|included|losses|loss)", r"(keep|count|includ)\w*.{0,20}ties",
        r"not (drop|remov|discard)\w*.{0,20}ties", r"ties? (as|are) (a )?loss"]], '''
from collections import Counter
from scipy.stats import binomtest

c = Counter("win" if x > y else "loss" for x, y in zip(v["a"], v["b"]))
my_sign_p = float(binomtest(c["win"], c["win"] + c["loss"]).pvalue)
''')

wrong("q35", "ap.eleven_point", "twin", "takes the levels from np.arange(0, 1.1, 0.1), whose floats 0.30000000000000004, "
      "0.6000000000000001 and 0.7000000000000001 miss a recall of exactly 0.3, 0.6 or 0.7",
      [[r"arange", r"float\w*", r"rounding", r"0\.30000000000000004", r"not exact", r"inexact", r"precision error"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in np.arange(0, 1.1, 0.1)]
    return float(np.mean(vals))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "builds the ideal ranking from set(grades + unretrieved): repeated grades "
      "appear only once in the ideal",
      [[r"\bset\b", r"dedup", r"duplicat\w*", r"repeated grades", r"unique", r"(once|one copy)"]], '''
import math

def _dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(set(v["grades"] + v["unretrieved"]), reverse=True)
my_ndcg_value = _dcg(v["grades"]) / _dcg(ideal) if _dcg(ideal) else 0.0
''')

wrong("q37", "roc.eer", "data", "reads the scores as distances: ranks the lowest score first (a positive is "
      "taken to have a low score)",
      [[r"lowest (score )?first", r"ascending", r"distances?", r"(low|small)\w* scores?.{0,30}(positive|relevant|first)",
        r"revers\w*", r"wrong direction", r"inverted"]], '''
from collections import defaultdict

def my_eer(scores, labels):
    groups = defaultdict(lambda: [0, 0])
    for s, y in zip(scores, labels):
        groups[s][0 if y == 1 else 1] += 1
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(groups):
        tp += groups[s][0]
        fp += groups[s][1]
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        d0, d1 = x0 - (1 - y0), x1 - (1 - y1)
        if d0 <= 0 <= d1:
            if d1 == d0:
                return x0
            t = -d0 / (d1 - d0)
            return x0 + t * (x1 - x0)
    return 0.5
''')

wrong("q38", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal DCG, not the "
      "ranking's own order)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"high to low", r"descending", r"order of the (grades|ranking).{0,30}(lost|ignored|changed)"]], '''
import numpy as np

g = np.array(sorted(v["grades"], reverse=True), dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("q39", "rank.p_at_k", "data", "counts the relevant labels of the top k with set(labels[:k]): the repeated "
      "1s collapse into one hit",
      [[r"\bset\b", r"dedup", r"duplicat\w*", r"collaps", r"(repeated|several|many) (1s|ones|relevant)", r"at most (one|1) hit",
        r"unique"]], '''
def my_p_at_k(labels, k):
    hits = sum(1 for x in set(labels[:k]) if x == 1)
    return hits / k
''')

wrong("q40", "avg.macro", "data", "keys the queries by their tp in a dict, so queries with the same tp overwrite "
      "each other and drop out of the average",
      [[r"overwrit", r"same (key|tp)", r"dict\w*.{0,40}key", r"key\w*.{0,30}(tp|clash|collid|collision)",
        r"quer(y|ies).{0,30}(lost|dropped|missing|overwritten)"]], '''
def my_macro_precision(tables):
    by_tp = {tp: (fp, fn) for tp, fp, fn in tables}
    precs = [tp / (tp + fp) if tp + fp else 0.0 for tp, (fp, fn) in by_tp.items()]
    return sum(precs) / len(precs)
''')

wrong("q41", "map.mrr", "data", "maps each label to its rank in a dict: later relevant ranks overwrite the key 1, "
      "so it takes the rank of the last relevant item, not the first",
      [[r"last relevant", r"overwrit", r"not the first", r"instead of the first", r"dict\w*.{0,40}key",
        r"later.{0,30}(rank|relevant).{0,30}(replace|overwrite)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        pos = {x: r for r, x in enumerate(run, 1)}
        total += 1 / pos[1] if 1 in pos else 0.0
    return total / len(runs)
''')

wrong("q42", "scope.knn_ties", "data", "stores the targets in a dict keyed by distance: tied distances overwrite "
      "each other, so tied targets are lost before the top k is cut",
      [[r"overwrit", r"dict\w*.{0,40}(key|distance)", r"key\w*.{0,30}distance", r"tied (targets|distances).{0,30}(lost|dropped|overwritten|collaps)",
        r"(lost|drop\w*|collaps\w*).{0,30}ti(es|ed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    by_d = dict(zip(distances, labels))
    items = list(by_d.items())
    low = sorted(items, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(items, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "sets and Fraction", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q44", "rank.p_at_k", "Counter of the top k", '''
from collections import Counter

def my_p_at_k(labels, k):
    return Counter(labels[:k])[1] / k
''')

right("q45", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q46", "map.mrr", "dict.get with a default", '''
def my_mrr(runs):
    rr = {}
    for q, run in enumerate(runs):
        first = next((r for r, x in enumerate(run, 1) if x), None)
        rr[q] = 1 / first if first else 0.0
    return sum(rr.get(q, 0.0) for q in range(len(runs))) / len(runs)
''')

right("q47", "roc.auc", "Counter of the negative scores", '''
from collections import Counter

def my_auc(scores, labels):
    neg = Counter(s for s, y in zip(scores, labels) if y != 1)
    pos = [s for s, y in zip(scores, labels) if y == 1]
    n_neg = sum(neg.values())
    total = 0.0
    for p in pos:
        total += sum(c for s, c in neg.items() if s < p) + 0.5 * neg.get(p, 0)
    return total / (len(pos) * n_neg)
''')

right("q48", "rank.distances", "NumPy stable argsort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

SUBMISSIONS = tuple(S)
