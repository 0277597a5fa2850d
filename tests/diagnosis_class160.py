"""Diagnosis class 160, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- mathematically
minded students who write closed formulas, binomial sums by hand with ``math.comb``, set notation turned into code,
symmetric formulas, exact ``fractions.Fraction`` arithmetic, NumPy one-liners and ``itertools``. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c160-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class160).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 160 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c160-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F_beta instead of F_beta",
      [[r"\bE\b.{0,20}measure", r"effectiveness", r"1\s*-\s*F", r"one minus (the )?F", r"complement of (the )?F",
        r"van Rijsbergen"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    # E = 1 - (1 + b^2) P R / (b^2 P + R)
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q02", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"\(d\s*-\s*s\s*\+\s*v\)\s*/\s*d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q03", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the list "
      "(a recall) instead of by k",
      [[r"recall", r"number of relevant", r"relevant items in the (list|ranking)", r"sum\(labels\)",
        r"(total|all) relevant", r"instead of (by )?k\b"]], '''
def my_p_at_k(labels, k):
    R = sum(labels)
    return sum(labels[:k]) / R if R else 0.0
''')

wrong("q04", "roc.auc", "sibling", "returns the Gini coefficient 2 AUC - 1 instead of the AUC",
      [[r"gini", r"2\s*\*?\s*AUC\s*-\s*1", r"rescaled", r"somers", r"\[-1, ?1\]", r"twice (the )?AUC minus"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    w = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    auc = w / (len(pos) * len(neg))
    return 2 * auc - 1
''')

wrong("q05", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product.{0,30}root", r"n-?th root"]], '''
import math

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return math.prod(aps) ** (1 / len(aps))
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) instead of the "
      "log2(i + 1) discount asked for",
      [[r"classic", r"log2\(i\)", r"log\w* of (the )?rank\b", r"rank 1 (is )?(not|un)discounted",
        r"first (rank|item) (is )?(not|un)discounted", r"burges"], ], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(r / log2(i) for i, r in enumerate(g[1:], start=2))
''')

wrong("q07", "interp.step", "sibling", "takes the maximum precision over all points with recall >= level (the "
      "11-point interpolation rule) instead of the step rule's P_i",
      [[r"max\w* (precision )?over (all|every|later|the later)", r"highest precision", r"largest precision",
        r"interpolat\w+ (rule|max)", r"11.point"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, Fraction(0)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(level).limit_denominator(1000):
                best = max(best, Fraction(hits, i))
    return float(best)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared as the weight ((1 + b) P R / (b P + R))",
      [[r"squar", r"beta instead of beta", r"b\u00b2", r"not squared", r"beta\*\*2"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"wrong base", r"base (of the )?log",
        r"log base", r"not log2", r"instead of log2"]], '''
import math

def my_dcg(grades):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(missing|without|forg[eo]t|left out|drop\w*).{0,20}\+\s*v", r"\+\s*v.{0,30}(missing|left out|dropped|forgotten)",
        r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "ap.at_k", "shape", "divides each hit count by k instead of by its own rank i (P@k in place of P@i)",
      [[r"by k\b", r"P@k instead of P@i", r"/ ?k\b", r"(its own|the) rank\b", r"instead of (the )?rank",
        r"fixed k", r"same denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return 0.0
    top = labels[:k]
    return sum(sum(top[:i]) / k for i in range(1, len(top) + 1) if top[i - 1]) / m
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"10 instead of 11", r"ten instead of eleven", r"/ ?10\b", r"divid\w* by ten"]], '''
def my_11pt(labels, n_relevant):
    n = len(labels)
    prec = [sum(labels[:k]) / k for k in range(1, n + 1)]
    rec = [sum(labels[:k]) / n_relevant if n_relevant else 0 for k in range(1, n + 1)]
    levels = [j / 10 for j in range(11)]
    return sum(max([p for p, r in zip(prec, rec) if r >= lv], default=0.0) for lv in levels) / 10
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided binomial tail, not doubled for the two-sided test",
      [[r"one.sided", r"doubl", r"factor (of )?2", r"times 2", r"2 ?\*", r"single tail", r"one tail"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q14", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the error rate",
      [[r"1\s*-\s*EER", r"true positive rate at", r"complement", r"one minus (the )?(EER|error)"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        fpr.append(sum(1 for s, y in zip(scores, labels) if s >= t and not y) / N)
        tpr.append(sum(1 for s, y in zip(scores, labels) if s >= t and y) / P)
    for i in range(1, len(fpr)):
        g0 = fpr[i - 1] - (1 - tpr[i - 1])
        g1 = fpr[i] - (1 - tpr[i])
        if g0 <= 0 <= g1:
            t = 1.0 if g1 == g0 else -g0 / (g1 - g0)
            x = fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
            return 1 - x
    return 0.5
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "sorts the items farthest first (reverse=True) instead of nearest first",
      [[r"farthest", r"furthest", r"descending", r"reverse", r"largest distance", r"wrong (sort )?order",
        r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking (over "
      "ranks above) instead of the maximum over the ranks at or below",
      [[r"(from|over) (the )?(top|ranks? above|earlier|previous)", r"running max\w*", r"prefix max",
        r"cumulative max", r"wrong direction", r"ranks? before", r"(max|maximum) so far"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = hits / np.arange(1, len(y) + 1)
    R = hits / n_relevant
    Pmax = np.maximum.accumulate(P)
    out = []
    for r in np.linspace(0, 1, 11):
        ok = np.nonzero(R >= r - 1e-12)[0]
        out.append(float(Pmax[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "the running sum of precisions is not reset between queries, so each AP carries "
      "the earlier queries' sums",
      [[r"reset", r"reinitiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w+ across", r"outside the loop",
        r"earlier queries", r"previous quer"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.points", "flow", "reads the precision before counting the current relevant item (hits - 1 over "
      "the rank)",
      [[r"before (count|increment|add)\w*", r"hits\s*-\s*1", r"off.by.one", r"one (hit|relevant) (too )?(few|short|less)",
        r"increment\w* (too )?late", r"after (appending|reading)"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            pts.append(hits / i)
            hits += 1
    return pts
''')

wrong("q19", "map.mrr", "flow", "never stops at the first relevant item: each query's reciprocal rank is that of "
      "its last relevant item",
      [[r"last relevant", r"no break", r"(missing|without|forg[eo]t\w*) (a |the )?break", r"overwrit",
        r"not (the )?first relevant", r"never stops"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        r = 0.0
        for i, x in enumerate(run, 1):
            if x:
                r = 1 / i
        rr.append(r)
    return sum(rr) / len(rr)
''')

wrong("q20", "ndcg.all_judgments", "flow", "sorts the ideal ranking from low to high (ascending) instead of high "
      "to low",
      [[r"ascending", r"low(est)? to high", r"reverse", r"worst (grades )?first", r"smallest first",
        r"not (sorted )?descending", r"wrong order"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q21", "pr.averaged", "flow", "adds only the last query's curve to the sums (the accumulation sits after the "
      "loop) and divides by the number of queries",
      [[r"last query", r"outside (the|its) loop", r"after the loop", r"indent", r"only one query",
        r"final query"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        n = len(labels)
        P = [sum(labels[:k]) / k for k in range(1, n + 1)]
        Rc = [sum(labels[:k]) / R if R else 0.0 for k in range(1, n + 1)]
        curve = [max([p for p, r in zip(P, Rc) if r >= j / 10], default=0.0) if R else 0.0 for j in range(11)]
    sums = [s + c for s, c in zip(sums, curve)]
    return [s / len(runs) for s in sums]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.at_k", "hidden", "divides by min(k, n_relevant) without guarding 0: a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without the 0 case: with no relevant item "
      "at all it raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting its "
      "precision 0",
      [[r"(left|leaves|leaving) out", r"skip", r"ignor", r"dropp", r"exclud", r"not counted", r"omit"],
       [r"nothing retrieved", r"empty", r"tp\s*\+\s*fp\s*(=|==|is) ?0", r"no (item|document)s? retrieved",
        r"zero retrieved", r"query"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q25", "dcg.classic", "hidden", "uses a hard-coded table of the first 10 discounts, so zip drops every "
      "rank after 10",
      [[r"first (10|ten) (ranks|discounts)", r"hard.?coded", r"fixed (table|list)", r"truncat", r"zip",
        r"beyond (rank )?10", r"after (rank )?10"]], '''
from math import log2

DISCOUNT = [1.0] + [1 / log2(i) for i in range(2, 11)]  # ranks 1..10 as in the slides

def my_dcg(grades):
    return sum(g * w for g, w in zip(grades, DISCOUNT))
''')

wrong("q26", "scope.eps_precision", "hidden", "returns 1 for an empty epsilon-result (vacuously precise) instead "
      "of 0",
      [[r"returns? 1\b", r"1(\.0)? (for|when|instead)", r"one instead", r"vacuous", r"returns? one"],
       [r"empty (result|set|query)", r"nothing (within|inside|retrieved|returned)", r"no target", r"vacuous"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    A = {i for i, d in enumerate(distances) if d < epsilon}
    if not A:
        return 1.0  # P(empty set) = 1 vacuously
    return float(Fraction(sum(labels[i] for i in A), len(A)))
''')

wrong("q27", "pr.averaged", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        P = hits / np.arange(1, len(y) + 1)
        rec = [h / R for h in hits.tolist()]
        curves.append([max([p for p, r in zip(P, rec) if r >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the cut list (min(c, len(labels))) instead of "
      "by c, so a list shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels", r"length of the (list|slice|cut)", r"divid\w* by (the )?(len|length)",
        r"not padded", r"slice length", r"len\(top\)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2",
      [[r"ties?\b.{0,40}(0|zero|not counted|ignored|lost)", r"tied pairs?.{0,30}(0|zero|nothing)",
        r"(strict|>)\s*(comparison|only)", r"half"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(p > q for p, q in product(pos, neg)) / (len(pos) * len(neg))
''')

wrong("q30", "ap.value", "twin", "divides the sum of precisions by the number of relevant items retrieved instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"hits", r"found",
        r"in the (list|ranking)"], [r"divid", r"denominator", r"instead of n_relevant", r"by"]], '''
from fractions import Fraction

lab = v["labels"]
hits = 0
acc = Fraction(0)
for i, x in enumerate(lab, 1):
    if x:
        hits += 1
        acc += Fraction(hits, i)
my_ap_value = float(acc / hits)
''')

wrong("q31", "interp.curve", "twin", "requires recall strictly greater than the level (R@k > r) instead of R@k >= r",
      [[r"strict", r">\s*r\b(?!\s*=)", r"greater than (instead of|not) greater", r">= ?(vs|instead)", r"instead of >="]], '''
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    return [max([p for r, p in pts if r > j / 10], default=0.0) for j in range(11)]
''')

wrong("q32", "ndcg.value", "twin", "cuts the ideal ranking to the length of the retrieved list (ideal DCG@n) "
      "instead of keeping all judged relevant items",
      [[r"cut", r"truncat", r"top (n|len)", r"length of the (retrieved )?list", r"@n\b", r"only the first"]], '''
from math import log2

g, u = v["grades"], v["unretrieved"]
def dcg(xs):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
ideal = sorted(g + u, reverse=True)[:len(g)]
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q33", "ap.eleven_point", "twin", "reads the precision at the first rank whose recall reaches r instead of "
      "the maximum over all ranks with R@k >= r",
      [[r"first rank", r"not the max", r"no max", r"without (the )?max", r"first (point|rank) (that|whose)",
        r"maximum.{0,30}(missing|not taken)", r"to the right"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            if hits / n_relevant >= r:
                total += hits / i
                break
    return total / 11
''')

wrong("q34", "rank.p_at_k", "twin", "averages the slice labels[:k] (divides by its length), so ranks missing "
      "beyond the end of the list are not counted as non-relevant",
      [[r"len\(labels", r"length of the (list|slice)", r"slice length", r"mean of the slice",
        r"divid\w* by (the )?(len|length)", r"not padded", r"np\.mean"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("q35", "scope.knn_ties", "twin", "the lower bound keeps the input order inside a tie (a stable sort on "
      "distance) instead of putting the tied relevant targets last",
      [[r"input order", r"stable", r"not (ranked|put|placed) last", r"tie.{0,30}(not broken|unbroken|ignored)",
        r"original order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low_order = sorted(range(len(distances)), key=lambda i: distances[i])
    high_order = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in low_order[:k]) / k, sum(labels[i] for i in high_order[:k]) / k]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn (a recall) instead of "
      "tp + fp",
      [[r"recall", r"tp\s*\+\s*fn", r"columns? (swapped|order|misread)", r"\[tp, ?fn, ?fp\]",
        r"false negatives", r"fp and fn (swapped|confused)", r"swapped"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q37", "set.pr", "data", "counts the retrieved list with duplicates (len of the list) instead of the set of "
      "ids",
      [[r"duplicate", r"len\(retrieved\)", r"list (length|with)", r"repeated", r"counted more than once",
        r"not (a |the )?set", r"length of the (retrieved )?list"]], '''
def my_set_pr(retrieved, relevant):
    A, B = retrieved, set(relevant)
    hit = len(set(A) & B)
    return [hit / len(A) if A else 0.0, hit / len(B) if B else 0.0]
''')

wrong("q38", "map.mrr", "data", "averages over the queries that have a relevant item only, dropping the queries "
      "with none instead of counting them 0",
      [[r"drop", r"skip", r"ignor", r"left out", r"exclud", r"only (the )?quer\w+ (with|that)"],
       [r"no relevant", r"without (a )?relevant", r"zero", r"count\w* 0", r"RR (is )?0", r"empty"]], '''
def my_mrr(runs):
    rr = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rr) / len(rr)
''')

wrong("q39", "gen.grip_point", "data", "takes the class size c as the number of relevant items in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"ignor\w* n_relevant",
        r"instead of n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q40", "roc.eer", "data", "takes label 0 as the positive class (labels inverted)",
      [[r"invert", r"swap", r"label 0", r"0 as (the )?positive", r"wrong class", r"reversed labels",
        r"negative (class )?as positive", r"positive and negative"]], '''
def my_eer(scores, labels):
    y = [1 - l for l in labels]  # the class we detect
    P = sum(y)
    N = len(y) - P
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        fpr.append(sum(1 for s, l in zip(scores, y) if s >= t and not l) / N)
        tpr.append(sum(1 for s, l in zip(scores, y) if s >= t and l) / P)
    for i in range(1, len(fpr)):
        g0 = fpr[i - 1] - (1 - tpr[i - 1])
        g1 = fpr[i] - (1 - tpr[i])
        if g0 <= 0 <= g1:
            t = 1.0 if g1 == g0 else -g0 / (g1 - g0)
            return fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
    return 0.5
''')

wrong("q41", "rank.distances", "data", "sorts the distances but not the labels along with them, so P@k reads the "
      "labels in input order",
      [[r"labels? (are |were )?not (sorted|reordered|permuted|moved)", r"input order", r"only the distances",
        r"original order", r"labels? (stay|kept)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)          # nearest first
    return sum(labels[:k]) / k
''')

wrong("q42", "ap.at_k", "data", "takes R as the number of relevant items in the list (sum(labels)) instead of "
      "n_relevant in min(k, R)",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"ignor\w* n_relevant",
        r"instead of n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    R = sum(labels)
    m = min(k, R)
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / m if m else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fraction sum over the relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += Fraction(hits, i)
    return float(s / n_relevant)
''')

right("q44", "set.pr", "set notation: |A & B| / |A|, |A & B| / |B|", '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    return [len(A & B) / len(A) if A else 0.0, len(A & B) / len(B) if B else 0.0]
''')

right("q45", "pr.points", "comprehension with itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / i for i, (x, h) in enumerate(zip(labels, accumulate(labels)), 1) if x]
''')

right("q46", "interp.step", "first point whose recall reaches the level, exact fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lv = Fraction(str(level))
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= lv:
                return hits / i
    return 0.0
''')

right("q47", "roc.eer", "ROC walk and linear intersection with FPR = 1 - TPR", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        fpr.append(sum(1 for s, y in zip(scores, labels) if s >= t and not y) / N)
        tpr.append(sum(1 for s, y in zip(scores, labels) if s >= t and y) / P)
    for i in range(1, len(fpr)):
        g0 = fpr[i - 1] - (1 - tpr[i - 1])
        g1 = fpr[i] - (1 - tpr[i])
        if g0 <= 0 <= g1:
            t = 1.0 if g1 == g0 else -g0 / (g1 - g0)
            return fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
    return 0.5
''')

right("q48", "scope.eps_precision", "set-builder comprehension", '''
def my_eps_precision(distances, labels, epsilon):
    A = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(A) / len(A) if A else 0.0
''')

SUBMISSIONS = tuple(S)
