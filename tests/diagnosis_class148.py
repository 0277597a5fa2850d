"""Diagnosis class 148, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
cache and precompute: ``functools.lru_cache``, dict caches, precomputed prefix tables and lookup arrays, module-level
constants reused (styles vary: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c148-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class148).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 148 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c148-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "a precomputed discount table of log2(i + 1) for every rank (the TREC "
      "formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log\(i ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"rank 1 (is )?discounted",
        r"discount(s|ed)? (the )?(first|rank 1|top)", r"shifted by one", r"one rank (too )?(late|early)"]], '''
from math import log2

DISCOUNTS = [1 / log2(i + 1) for i in range(1, 101)]

def my_dcg(grades):
    return float(sum(g * DISCOUNTS[i] for i, g in enumerate(grades)))
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest (hits over every relevant item of "
      "the list) instead of their precision",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"total (number of )?relevant",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of k\b", r"not (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    hits = np.cumsum(np.asarray(labels)[order])
    return float(hits[k - 1] / hits[-1])
''')

wrong("q03", "map.mrr", "sibling", "averages each query's average precision (MAP, with the relevant items found as "
      "its class) instead of the reciprocal rank of the first relevant item",
      [[r"\bMAP\b", r"average precision", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not only the first", r"beyond the first"]], '''
from functools import lru_cache

@lru_cache(maxsize=None)
def _ap(run):
    hits, total = 0, 0.0
    for i, x in enumerate(run, 1):
        if x:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0

def my_mrr(runs):
    return sum(_ap(tuple(r)) for r in runs) / len(runs)
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest the FPR = FNR line instead of "
      "intersecting the straight piece of the curve with it",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat", r"smallest \|?fpr",
        r"(fpr ?\+ ?fnr) ?/ ?2", r"average of (the )?(fpr|two rates)", r"mean of fpr", r"at a (roc )?point",
        r"never intersect", r"does not intersect"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fprs, fnrs = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fprs.append((sel & ~y).sum() / N)
        fnrs.append(1 - (sel & y).sum() / P)
    fprs, fnrs = np.array(fprs), np.array(fnrs)
    j = int(np.argmin(np.abs(fprs - fnrs)))
    return float((fprs[j] + fnrs[j]) / 2)
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule) instead of the maximum precision over every rank with R@k >= r",
      [[r"first rank", r"first (point|k)", r"not the max", r"no max", r"without (the )?max", r"instead of (the )?max",
        r"step rule", r"later (ranks|higher)", r"to the right"]], '''
def my_interpolated(labels, n_relevant):
    hits, table = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        table.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((p for rec, p in table if rec >= r), 0.0))
    return out
''')

wrong("q06", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 in both DCGs instead of the "
      "grades themselves",
      [[r"2\s*\^|2\s*\*\*", r"exponential", r"gain"]], '''
from math import log2

GAIN = {g: 2 ** g - 1 for g in range(0, 4)}
DISC = [1.0] + [1 / log2(i) for i in range(2, 200)]

def _dcg(gs):
    return sum(GAIN[g] * DISC[i] for i, g in enumerate(gs))

def my_ndcg(grades, unretrieved):
    ideal = _dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return _dcg(grades) / ideal if ideal else 0.0
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, then rel_i / log2(i)) instead "
      "of the log2(i + 1) discount", [[r"classic", r"log2\s*\(\s*i\s*\)", r"log\(i\)", r"rank 1 (is )?(not|un)discounted",
                                       r"first (grade|rank|item) (is )?(not|un)discounted", r"rel_1",
                                       r"one rank (too )?(early|late)", r"shifted"]], '''
from math import log2
DISC = {i: (1.0 if i == 1 else 1 / log2(i)) for i in range(1, 50)}
my_dcg_trec = sum(g * DISC[i] for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (a precomputed b = beta never squared)",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2)(?! ?squared).{0,30}(instead|not|rather)", r"not squared", r"never squared",
        r"without squar", r"forg[eo]t.{0,20}squar", r"beta instead of beta", r"missing (the )?square",
        r"square"]], '''
def my_f(precision, recall, beta):
    b = beta
    num = (1 + b) * precision * recall
    den = b * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound v / (d - s), the + v left out of the denominator",
      [[r"d ?- ?s\)", r"\+ ?v", r"left out.{0,20}v", r"without (the )?v", r"missing (the )?v", r"forg[eo]t.{0,20}v\b",
        r"relevant (items )?(found|in the scope).{0,40}(left out|missing|not (added|counted))"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s)), float(Fraction(v, d))]
''', crash="ZeroDivisionError")

wrong("q10", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"minus (one|1)", r"without (the )?(- ?1|minus)", r"forg[eo]t.{0,20}(- ?1|one|minus)",
        r"grade 0.{0,30}gain", r"2\s*(\^|\*\*)\s*rel\w*\s*(instead|alone|only)", r"dropp\w*.{0,20}(- ?1|one)\b"]], '''
import numpy as np
g = np.array(v["grades"])
DISC = 1 / np.log2(np.arange(2, len(g) + 2))
my_dcg_exp = float(((2.0 ** g) * DISC).sum())
''')

wrong("q11", "ap.at_k", "shape", "P@i computed as hits / k (k where the rank i belongs) at every relevant rank",
      [[r"divid\w* by k\b", r"hits ?/ ?k\b", r"/ ?k\b", r"k instead of (the rank|i)", r"instead of (the rank|i\b)",
        r"p@k instead of p@i", r"precision at k (at|for) every", r"rank and k (confused|swapped)"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    prefix = list(accumulate(top))
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    return sum(prefix[i] / k for i, x in enumerate(top) if x) / den
''')

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie", r"tied"], [r"1 instead of (1/2|a half|0\.5|half)", r"counts? (as )?(1|one|a whole|fully)",
                           r"full (win|point)", r"not (halved|1/2|half)", r"\bwin\b", r">="]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    table = pos[:, None] >= neg[None, :]
    return float(table.mean())
''')

wrong("q13", "avg.macro", "shape", "returns the sum of the queries' precisions, never divided by the number of "
      "queries", [[r"sum", r"never divided", r"not divided", r"without dividing", r"total", r"not averaged",
                   r"no (mean|average)", r"forg[eo]t.{0,30}(divid|mean|averag)"]], '''
PREC_CACHE = {}

def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        key = (tp, fp)
        if key not in PREC_CACHE:
            PREC_CACHE[key] = tp / (tp + fp) if tp + fp else 0.0
        total += PREC_CACHE[key]
    return total
''')

wrong("q14", "gen.grip_point", "shape", "returns the number of relevant items in the top c (the prefix-table count) "
      "instead of dividing it by c", [[r"count", r"number of relevant", r"not divided", r"never divided",
                                       r"without dividing", r"forg[eo]t.{0,30}divid", r"hits", r"raw"]], '''
from itertools import accumulate

def my_grip_point(labels, n_relevant):
    prefix = [0] + list(accumulate(labels)) + [sum(labels)] * n_relevant
    return float(prefix[n_relevant])
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "reads the prefix table one rank early (hits before rank i), so each point's "
      "precision leaves out the relevant item itself",
      [[r"one (rank|position|item) (too )?early", r"off.by.one", r"before (the )?(current|rank|item)",
        r"prefix\[i ?- ?1\]", r"leaves? out (the|that|this) (relevant )?item", r"excludes? (the|that|this) item",
        r"not counting (the|that|this) (relevant )?item", r"one (hit|relevant item) (too )?(short|few|less)",
        r"previous rank"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    prefix = [0] + list(accumulate(labels))
    return [prefix[i - 1] / i for i in range(1, len(labels) + 1) if labels[i - 1]]
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries and never reset, "
      "so later queries' precisions count the earlier queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"accumulat\w* across", r"across (the )?queries", r"previous quer",
        r"earlier quer", r"outside (the )?(query )?loop", r"once before", r"leak"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.step", "flow", "keeps the precision of the previous relevant rank (saved one pass late), the "
      "point before the one whose recall reaches the level",
      [[r"previous (point|relevant|rank)", r"one (point|pass|step|iteration) (too )?late", r"point before",
        r"before the (one|point)", r"p_\(?i ?- ?1\)?", r"r_\(?i ?- ?1\)?.{0,20}precision", r"lag"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, last_p = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return last_p
            last_p = hits / k
    return 0.0
''')

wrong("q18", "pr.averaged", "flow", "one interpolated curve list is made before the loop over queries and reused, so "
      "each query's maximum also takes the earlier queries' precisions",
      [[r"reus", r"shared", r"outside (the )?(query )?loop", r"never reset", r"not reset", r"earlier quer",
        r"previous quer", r"across (the )?queries", r"carr(y|ies|ied) over", r"leak", r"once before"]], '''
LEVELS = [j / 10 for j in range(11)]

def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            rec, prec = (hits / n if n else 0.0), hits / k
            for j, r in enumerate(LEVELS):
                if n and rec >= r:
                    curve[j] = max(curve[j], prec)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q19", "ap.eleven_point", "flow", "the level table stops at 0.9 (range(10)): recall level 1.0 is left out of "
      "the mean", [[r"level 1(\.0)?\b.{0,30}(left out|missing|dropped|omitted)",
                    r"(left out|missing|drops?|omit\w*).{0,30}level 1", r"range\(10\)", r"10 levels", r"ten levels",
                    r"off.by.one", r"last level", r"missing (a )?level", r"stops at 0\.9"]], '''
import numpy as np

LEVELS = np.array([j / 10 for j in range(10)])

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    prec = hits / np.arange(1, len(y) + 1)
    return float(np.mean([prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in LEVELS]))
''')

wrong("q20", "rank.p_at_k", "flow", "the loop breaks only when i > k (0-based i), so it counts the first k + 1 "
      "items", [[r"off.by.one", r"k ?\+ ?1", r"one (item|rank) too (many|far)", r"(break|stop)\w*.{0,30}(late|one)",
                   r"> ?k\b.{0,20}(instead|rather|should)", r"counts? (one )?(extra|more)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i, x in enumerate(labels):
        if i > k:
            break
        hits += x
    return hits / k
''')

wrong("q21", "scope.knn_ties", "flow", "sorts once for the highest bound and reuses that same order for the lowest "
      "bound (never re-sorted with the tied relevant targets last)",
      [[r"reus", r"same (order|sort|ranking)", r"never re.?sort", r"not re.?sort", r"sorted once", r"only once",
        r"same (list|ranking) for both"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    best = sum(labels[i] for i in order[:k]) / k
    worst = sum(labels[i] for i in order[:k]) / k
    return [worst, best]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by n_relevant with no guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
from functools import lru_cache

@lru_cache(maxsize=None)
def _ap(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant

def my_ap(labels, n_relevant):
    return _ap(tuple(labels), n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "dcg.classic", "hidden", "a module-level discount table of 20 ranks: a longer list raises IndexError",
      [INDEX], '''
from math import log2

DISCOUNT = [1.0] + [1 / log2(i) for i in range(2, 21)]

def my_dcg(grades):
    return sum(g * DISCOUNT[i] for i, g in enumerate(grades))
''', crash="IndexError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "reads the prefix table at c without padding: a list shorter than the class "
      "raises IndexError", [INDEX], '''
from itertools import accumulate

def my_grip_point(labels, n_relevant):
    prefix = [0] + list(accumulate(labels))
    return prefix[n_relevant] / n_relevant
''', crash="IndexError", scope="all")

wrong("q25", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i]: k longer than the list raises "
      "IndexError", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / den
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "np.mean of an empty selection: nothing within epsilon gives nan "
      "instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "pr.averaged", "hidden", "recall = hits / n with no guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

from itertools import accumulate

LEVELS = np.linspace(0, 1, 11)

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        hits = list(accumulate(run))
        rec = [h / n for h in hits]
        prec = np.array(hits) / np.arange(1, len(y) + 1)
        rec = np.array(rec)
        curves.append([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in LEVELS])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.pr", "hidden", "precision divides by the retrieved set's size with no guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall swapped in the formula's denominator (beta^2 R + P), the "
      "same numbers as F with 1 / beta",
      [[r"swap", r"exchang", r"interchang", r"revers", r"mix\w* up", r"the wrong way round", r"confus"],
       [r"precision", r"recall", r"\bP\b", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap", r"revers", r"exchang", r"wrong way", r"interchang", r"first and second"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cache = {}
    for sign, name in ((1, "low"), (-1, "high")):
        order = sorted(zip(distances, labels), key=lambda t: (t[0], sign * t[1]))
        cache[name] = sum(lab for _, lab in order[:k]) / k
    return [cache["high"], cache["low"]]
''')

wrong("q31", "roc.auc", "twin", "the comparison is written the wrong way round: counts the pairs where the negative "
      "scores higher (1 - AUC)",
      [[r"negative (item )?scores? higher", r"comparison", r"revers", r"wrong (way|direction)", r"1 ?- ?auc",
        r"complement", r"backwards"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    win = {True: 1.0, False: 0.0}
    total = sum(0.5 if p == n else win[p < n] for p, n in product(pos, neg))
    return total / (len(pos) * len(neg))
''')

wrong("q32", "ap.value", "twin", "divides the sum of precisions by the number of relevant items found in the list "
      "instead of n_relevant", [[r"found", r"retrieved", r"in the (list|ranking)", r"sum\(labels\)",
                                  r"number of (ones|hits)", r"instead of n_relevant", r"not n_relevant",
                                  r"unretrieved", r"never retrieved"]], '''
from itertools import accumulate
prefix = list(accumulate(v["labels"]))
prec = [prefix[i] / (i + 1) for i, x in enumerate(v["labels"]) if x]
my_ap_value = sum(prec) / len(prec)
''')

wrong("q33", "ndcg.value", "twin", "cuts the ideal ranking of all judgments to the retrieved list's length "
      "(only as many ideal grades as grades retrieved)",
      [[r"cut", r"truncat", r"len\(grades\)", r"as many (ideal )?(grades|items|ranks) as", r"list'?s? length",
        r"length of the (retrieved )?list", r"top n", r"first n\b"]], '''
from math import log2
DISC = [1.0] + [1 / log2(i) for i in range(2, 64)]
dcg = lambda gs: sum(g * DISC[i] for i, g in enumerate(gs))
n = len(v["grades"])
ideal = dcg(sorted(v["grades"] + v["unretrieved"], reverse=True)[:n])
my_ndcg_value = dcg(v["grades"]) / ideal
''')

wrong("q34", "ap.at_k", "twin", "divides by min(k, relevant items found in the list) instead of min(k, n_relevant)",
      [[r"found", r"retrieved", r"in the (list|ranking)", r"sum\(labels\)", r"instead of n_relevant",
        r"not n_relevant", r"unretrieved", r"never retrieved"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    den = min(k, int(np.sum(labels)))
    return float((prec * y).sum() / den) if den else 0.0
''')

wrong("q35", "map.mrr", "twin", "averages over the queries that retrieved a relevant item only (a query without one "
      "is dropped, not counted 0)",
      [[r"drop", r"skip", r"left out", r"ignor", r"exclud", r"only (the )?queries", r"not counted",
        r"instead of (counting|as) 0", r"fewer queries"]], '''
RR = {i: 1 / i for i in range(1, 100)}

def my_mrr(runs):
    rrs = [RR[run.index(1) + 1] for run in runs if 1 in run]
    return sum(rrs) / len(rrs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "sig.sign_test", "data", "keeps the tied queries in n (a tie counted as a loss of a) instead of "
      "dropping them", [[r"tie", r"tied"], [r"kept", r"keep", r"not dropped", r"counted", r"includ", r"in n\b",
                                            r"loss"]], '''
from math import comb
n = len(v["a"])
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
kk = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(kk + 1)) / 2 ** n)
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp] (fp and fn swapped), so it averages recalls",
      [[r"swap", r"fp and fn", r"fn and fp", r"false negatives? (as|for|in place of)", r"recall", r"\[tp, ?fn",
        r"misread"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    den = tp + fp
    return float(np.mean(np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)))
''')

wrong("q38", "rank.distances", "data", "sorts the distances from largest to smallest, as if they were similarity "
      "scores (farthest first)", [[r"largest", r"farthest", r"descending", r"revers", r"similarit",
                                    r"high(est)? first", r"wrong (direction|order)", r"scores?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels), key=lambda t: -t[0])]
    return sum(ranked[:k]) / k
''')

wrong("q39", "gen.practical", "data", "takes the database to be d items besides the judged scope (d + s items), "
      "dividing by d + s", [[r"d ?\+ ?s", r"besides", r"excludes? the scope", r"added", r"outside the scope",
                              r"database size"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    D = d + s
    return [v / s, v / (D - s + v), v / D]
''')

wrong("q40", "interp.curve", "data", "uses the relevant items found in the list (sum(labels)) as the class size "
      "instead of n_relevant", [[r"found", r"relevant (items )?retrieved", r"in the (list|ranking)", r"sum\(labels\)",
                                  r"instead of n_relevant", r"not n_relevant", r"ignor\w* (the )?unretrieved"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    n = hits[-1] if len(hits) else 0
    rec = hits / n if n else np.zeros_like(hits)
    prec = hits / np.arange(1, len(y) + 1)
    return [float(prec[rec >= j / 10 - 1e-12].max()) if n and (rec >= j / 10 - 1e-12).any() else 0.0
            for j in range(11)]
''')

wrong("q41", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant", [[r"found", r"relevant (items )?retrieved", r"in the (list|ranking)", r"sum\(labels\)",
                                  r"instead of n_relevant", r"not n_relevant", r"ignor\w* (the )?unretrieved"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("q42", "set.pr", "data", "passes the sets the wrong way round (relevant taken as the retrieved set), so it "
      "returns [recall, precision]", [[r"swap", r"revers", r"wrong way", r"exchang", r"interchang", r"order",
                                       r"mix\w* up", r"confus"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(relevant), set(retrieved)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC over unique thresholds, linear crossing of FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        tpr.append((sel & y).sum() / P)
    diff = [f + t - 1 for f, t in zip(fpr, tpr)]
    for a in range(len(diff) - 1):
        if diff[a] == 0:
            return float(fpr[a])
        if diff[a] < 0 <= diff[a + 1]:
            w = -diff[a] / (diff[a + 1] - diff[a])
            return float(fpr[a] + w * (fpr[a + 1] - fpr[a]))
    return float(fpr[-1])
''')

right("q44", "scope.eps_precision", "fractions and a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q45", "rank.p_at_k", "padded prefix table", '''
from itertools import accumulate

def my_p_at_k(labels, k):
    prefix = [0] + list(accumulate(labels))
    return prefix[min(k, len(labels))] / k
''')

right("q46", "map.mean", "lru_cache on (labels, n_relevant)", '''
from functools import lru_cache

@lru_cache(maxsize=None)
def _ap(labels, n):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n if n else 0.0

def my_map(runs, n_relevant):
    return sum(_ap(tuple(r), n) for r, n in zip(runs, n_relevant)) / len(runs)
''')

right("q47", "ndcg.all_judgments", "grown discount cache dict", '''
from math import log2

_DISC = {1: 1.0}

def _disc(i):
    if i not in _DISC:
        _DISC[i] = 1 / log2(i)
    return _DISC[i]

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g * _disc(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q48", "ap.eleven_point", "exact level table j/10, running max from the right", '''
LEVELS = [j / 10 for j in range(11)]

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    best, out = 0.0, {}
    for rec, p in reversed(pts):
        best = max(best, p)
        out[rec] = best
    return sum(max([b for rec, b in out.items() if rec >= r], default=0.0) for r in LEVELS) / 11
''')

SUBMISSIONS = tuple(S)
