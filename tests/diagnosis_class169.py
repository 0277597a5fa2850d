"""Diagnosis class 169, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
misread the input format: 0/1 labels taken for graded relevance or grades taken for labels, ids taken for
positions, nested lists of queries taken for one flat list, labels expected as booleans or '0'/'1' strings,
arguments and columns read in another order. Their styles vary: explicit loops, NumPy, comprehensions, itertools,
``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task
ids, signatures, statements, generators, hidden-check hints, references), the measure library and the course
documents were read, with the format of tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c169-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class169): every right
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

BATCH = "diagnosis class 169 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c169-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?(actually )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"sum\s*\(\s*labels\s*\)", r"number of (hits|ones)", r"ignor\w* n_relevant", r"instead of n_relevant",
        r"not (by )?n_relevant", r"never[- ]retrieved.{0,40}(ignored|left out|not counted)",
        r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total += hits / rank
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "rank.distances", "sibling", "returns recall at k (relevant in the top k over all relevant labels) "
      "instead of precision at k",
      [[r"recall", r"over (all|every) (the )?relevant", r"divid\w* by (the )?(number of )?relevant",
        r"sum\s*\(\s*labels\s*\)", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')

wrong("q03", "dcg.classic", "sibling", "computes the log2(i + 1) discount of trec_eval (rank 1 discounted too) "
      "instead of the classic DCG",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec", r"\bi\s*\+\s*1\b", r"rank\s*\+\s*1",
        r"(first|rank 1|top) (rank|item|grade)?.{0,20}discounted", r"discount\w*.{0,30}(first|rank 1|every rank)",
        r"burges", r"another (dcg|formulation)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q04", "map.mrr", "sibling", "averages each query's average precision (MAP over the found relevant items) "
      "instead of its reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"precision at (each|every) relevant",
        r"all (the )?relevant (items|ranks)", r"every relevant (item|rank)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"not interpolat", r"no interpolation", r"without interpolat",
        r"never interpolat", r"smallest (\|?gap|difference|\|)", r"min\w* \|?fpr ?- ?fnr",
        r"(one|a single) (roc )?point.{0,30}instead"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        tpr = (s[y] >= t).sum() / P
        fpr = (s[~y] >= t).sum() / N
        fnr = 1 - tpr
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best, best_gap = (fpr + fnr) / 2, gap
    return float(best)
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum (possible )?generality", r"d\s*-\s*s\s*\+\s*v\)?\s*/\s*d", r"generality_upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

wrong("q07", "avg.macro", "sibling", "micro-averages: pools the tp and fp counts of all queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tp|true positives)", r"total (tp|counts|true)",
        r"(counts|tables) (added|summed) (up )?first", r"weight\w* by (the )?(number|size)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + b) P R / (b P + R)",
      [[r"squar", r"beta\s*\*\*\s*2", r"beta\s*\*\s*beta", r"beta (instead|in place) of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural", r"\bln\b", r"base[- ]e\b", r"math\.log\(", r"np\.log\(", r"wrong (log(arithm)? )?base",
        r"(another|other|different) base", r"base of the log", r"log(arithm)? base", r"not (in )?base 2"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, start=1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q10", "dcg.trec", "shape", "adds the 1 outside the logarithm: log2(i) + 1 instead of log2(i + 1)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes|bracket)", r"parenthes",
        r"bracket", r"\+ ?1 (is )?(added )?(outside|after)", r"after (taking )?the log"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / (np.log2(i) + 1)))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound as v / (d - s): the + v of the denominator is left "
      "out", [[r"d\s*-\s*s\)?(?!\s*\+)", r"(missing|drop\w*|forg[eo]t\w*|without|leav\w* out|omit\w*).{0,25}\+ ?v",
               r"\+ ?v.{0,25}(missing|dropped|forgotten|left out|omitted)", r"v (is )?missing",
               r"(missing|without|forg\w*|left out) (the )?v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"by ten\b", r"/ ?10\b", r"\b10 instead of 11", r"ten (levels|points|instead)",
        r"\b10 levels", r"(wrong|another) (count|number) of levels"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 10
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"ties? (count|counted|counts|as) (as )?(a )?(1|one|full|whole)", r"full (point|credit|win)",
        r">=", r"greater than or equal", r"ties? (count|counted|as) (as )?(a )?win", r"instead of (1/2|a half|half)",
        r"not (as )?(1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q14", "ap.at_k", "shape", "computes the precision at each relevant rank as hits / k instead of hits / i "
      "(k and the rank confused)",
      [[r"hits\s*/\s*k\b", r"/ ?k\b", r"divid\w* by k\b", r"k instead of (the )?(rank|i)\b",
        r"instead of (the )?(current )?rank", r"(rank|i) and k (confused|swapped|mixed)",
        r"(confus|mix|swap)\w*.{0,20}(rank|i) (and|with) k", r"precision at (rank )?k (instead|rather)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x == 1:
            hits += 1
            s += hits / k
    return s / denom
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non-?relevant (ranks|items)",
        r"not only (at )?(the )?relevant", r"irrelevant (ranks|items)", r"outside the if", r"one per rank",
        r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
        points.append(hits / i)
    return points if hits else []
''')

wrong("q16", "interp.curve", "flow", "stops at the first rank whose recall reaches r (break) instead of taking "
      "the maximum precision over all those ranks",
      [[r"\bfirst\b", r"\bbreak", r"stops?", r"not (the )?max", r"instead of (the )?max", r"without (the )?max",
        r"no max"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for rec, p in pts:
            if rec >= r:
                val = p
                break
        out.append(val)
    return out
''')

wrong("q17", "map.mean", "flow", "divides every query's sum of precisions by the first query's n_relevant "
      "(n_relevant[0] reused)",
      [[r"first query", r"n_relevant\s*\[\s*0\s*\]", r"same n_relevant", r"reus\w*",
        r"one (query's )?n_relevant for (all|every)", r"(every|each|all) quer\w* .{0,30}same (number|count)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / n_relevant[0])
    return float(np.mean(aps))
''')

wrong("q18", "pr.averaged", "flow", "never resets the list of (recall, precision) points between queries, so a "
      "query's curve also takes the earlier queries' points",
      [[r"reset", r"carr\w* over", r"previous quer", r"earlier quer", r"accumulat\w* across",
        r"(never|not) (cleared|emptied|re-?initiali[sz]ed)", r"outside the (query )?loop", r"other quer\w* points",
        r"leak"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = [0.0] * 11
    pts = []
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        for j, r in enumerate(levels):
            total[j] += max([p for rec, p in pts if rec >= r], default=0.0)
    return [t / len(runs) for t in total]
''')

wrong("q19", "rank.p_at_k", "flow", "slices labels[:k - 1] (one rank short) and divides by k",
      [[r"off.by.one", r"k\s*-\s*1", r"one (rank|item) (short|too few|missing|less)", r"(last|k-th|kth) (rank|item)",
        r"first k ?- ?1", r"rank k (is )?(left out|missed|dropped|skipped)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("q20", "scope.eps_precision", "flow", "counts a returned target only inside the relevant branch (indentation), "
      "so the precision is always 1 or 0",
      [[r"indent", r"inside the (if|relevant)", r"only (for|when) (it is )?relevant", r"only relevant.{0,30}counted",
        r"count\w*.{0,30}only (the )?relevant", r"(always|every time) 1\b", r"non-?relevant.{0,40}(not counted|never counted|missing|ignored)"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = 0
    hits = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            if y == 1:
                hits += 1
                returned += 1
    return hits / returned if returned else 0.0
''')

wrong("q21", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of a "
      "query", [[r"\bbreak", r"every relevant", r"all (the )?relevant", r"not only the first", r"each relevant",
                 r"sum\w*.{0,30}reciprocal", r"(stop|stops|stopping) (at|after) the first"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        s = 0.0
        for i, x in enumerate(run):
            if x == 1:
                s += 1 / (i + 1)
        rr.append(s)
    return sum(rr) / len(rr)
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by n_relevant without a guard: ZeroDivisionError for a query with no "
      "relevant items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    found = [i for i, lab in enumerate(labels, start=1) if lab == 1]
    return sum(j / r for j, r in enumerate(found, start=1)) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: ZeroDivisionError when no "
      "item is relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a guard: ZeroDivisionError for a query with "
      "nothing retrieved", [ZERODIV], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean([tp / (tp + fp) for tp, fp, fn in t.tolist()]))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.knn_ties", "hidden", "looks at the distance after the k-th to see if a tie straddles the cut: "
      "IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    if pairs[k][0] != pairs[k - 1][0]:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    cut = pairs[k - 1][0]
    before = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    slots = k - len(before)
    rel_tied = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - rel_tied))
    high = sum(before) + min(slots, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q26", "pr.averaged", "hidden", "divides by n_relevant without a guard: ZeroDivisionError for a query with "
      "no relevant items", [ZERODIV], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(j, 10) for j in range(11)]
    sums = [Fraction(0)] * 11
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, n), Fraction(hits, k)))
        for j, r in enumerate(levels):
            sums[j] += max([p for rec, p in pts if rec >= r], default=Fraction(0))
    return [float(s / len(runs)) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of labels[:c], not by c, so a list shorter than "
      "the class is measured on its own length",
      [[r"len\w*\s*\(\s*(labels|top|the slice)", r"length of (the )?(list|slice|labels|top)",
        r"divid\w* by (the )?(number of (items|ranks)|list length|slice)", r"instead of (by )?(c|n_relevant)\b",
        r"not (by )?(c|n_relevant)\b", r"pad\w*", r"fewer (ranks|items) than (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 repeatedly, so the float 0.30000000000000004 "
      "misses a recall of exactly 0.3",
      [[r"float", r"round\w*", r"accumulat\w*", r"0\.30000", r"\+= ?0\.1", r"add\w* 0\.1", r"repeated\w* add",
        r"imprecis"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total, r = 0.0, 0.0
    for _ in range(11):
        total += max([p for rec, p in pts if rec >= r], default=0.0)
        r += 0.1
    return total / 11
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "defines the function with its parameters in the order (relevant, retrieved), so "
      "the sets play each other's role",
      [[r"(parameter|argument)s?.{0,40}(order|swap|revers|wrong way)", r"(order|swap\w*|revers\w*).{0,30}(parameter|argument)",
        r"signature", r"(retrieved and relevant|relevant and retrieved).{0,30}(swap|switch|exchang|revers|confus|mix)",
        r"(swap|switch|exchang|revers|confus|mix)\w*.{0,30}(retrieved and relevant|relevant and retrieved)",
        r"relevant (set )?(taken|read|used) (as|for) (the )?retrieved"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q30", "set.f_beta", "twin", "defines my_f(recall, precision, beta): the arguments are read in the wrong "
      "order, so beta squared weighs the other measure",
      [[r"(parameter|argument)s?.{0,40}(order|swap|revers|wrong way)", r"(order|swap\w*|revers\w*).{0,30}(parameter|argument)",
        r"signature", r"def my_f\(recall", r"recall (passed|given|taken|read) (as|for) precision",
        r"precision (passed|given|taken|read) (as|for) recall"]], '''
def my_f(recall, precision, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q31", "roc.auc", "twin", "counts a pair as won when the positive scores LOWER (reads scores as distances, "
      "lower is better)",
      [[r"lower (score|is better)", r"smaller (score|is better)", r"distance", r"(comparison|inequality|<).{0,30}(revers|flip|wrong way|backwards)",
        r"(revers|flip)\w*.{0,30}(comparison|inequality)", r"p\s*<\s*n", r"ascending"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    won = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                won += 1
            elif p == n:
                won += 0.5
    return won / (len(pos) * len(neg))
''')

wrong("q32", "ap.at_k", "twin", "divides by min(k, len(labels)), the list length taken for the number of relevant "
      "items", [[r"len\w*\s*\(\s*labels", r"length of (the )?(list|labels|ranking)", r"list length",
                  r"number of (items|ranks|labels) (in the list|retrieved)", r"list'?s? (length|size)",
                  r"(ranks|items) (in the list )?(taken|counted) (as|for) (the )?relevant"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, Fraction(0)
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += Fraction(hits, i)
    d = min(k, len(labels))
    return float(s / d) if d else 0.0
''')

wrong("q33", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap", r"revers", r"wrong way round", r"(highest|optimistic|high) (bound )?first",
        r"(lowest|pessimistic|low) (bound )?(second|last)", r"\[high"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    cut = np.sort(d)[k - 1]
    before = d < cut
    tied = d == cut
    slots = k - before.sum()
    rel_before = y[before].sum()
    rel_tied = y[tied].sum()
    non_tied = tied.sum() - rel_tied
    low = rel_before + max(0, slots - non_tied)
    high = rel_before + min(slots, rel_tied)
    return [float(high / k), float(low / k)]
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n (n = number of queries) instead of dropping them",
      [[r"ties?.{0,40}(not dropped|kept|included|counted|left in)", r"(kept|keeps|includ\w*|count\w*).{0,30}ties?\b",
        r"(kept|keeps|includ\w*|count\w*).{0,30}tied", r"n\s*=\s*len", r"all (the )?queries",
        r"every query", r"(not|never|without) drop\w*"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
m = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(m + 1)) / 2 ** n)
''')

wrong("q35", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), as if a larger "
      "distance were a better score",
      [[r"descending", r"reverse\s*=\s*true", r"revers\w* (the )?sort", r"sort\w* (in )?revers",
        r"larger (distance|is) .{0,20}(closer|more similar|better)", r"distances? (as|like) (a )?(similarit|score)",
        r"(high|large)(er|est) (distance|score) first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "turns the grades into 0/1 labels (relevant or not) before discounting",
      [[r"binar", r"0/1", r"ignor\w* (the )?(grade|level)", r"grades? (turned|converted|clipped|capped|treated) .{0,20}(1|one|labels?|binary)",
        r"labels? instead of (the )?grades", r"(every|any) (relevant|positive) (grade|item) (counts?|as) (1|one)",
        r"relevant or not", r"min\s*\(\s*g"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    total = 0.0
    for i, r in enumerate(rel, start=1):
        total += r if i == 1 else r / log2(i)
    return total
''')

wrong("q37", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking for the DCG, as if "
      "they had been retrieved",
      [[r"unretrieved.{0,40}(appended|added to the (ranking|dcg|list)|at the end|in the dcg)", r"append\w*.{0,30}unretrieved",
        r"(as if|as though) (they (were|had been) )?retrieved", r"(dcg|ranking) .{0,30}(includ|with)\w* .{0,20}unretrieved",
        r"concatenat\w*"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

ranking = list(v["grades"]) + list(v["unretrieved"])
ideal = sorted([g for g in ranking if g > 0], reverse=True)
my_ndcg_value = dcg(ranking) / dcg(ideal)
''')

wrong("q38", "map.mean", "data", "flattens the queries' runs into one long ranking (itertools.chain) and computes one "
      "AP with the summed n_relevant",
      [[r"flatten", r"concatenat", r"one (long |single )?(ranking|list)", r"single (ranking|list)", r"chain",
        r"(joined|merged|glued) .{0,20}(runs|queries|lists)", r"as (one|a single) query", r"not per query"]], '''
from itertools import chain

def my_map(runs, n_relevant):
    flat = list(chain.from_iterable(runs))
    R = sum(n_relevant)
    hits, s = 0, 0.0
    for i, x in enumerate(flat, 1):
        if x:
            hits += 1
            s += hits / i
    return s / R if R else 0.0
''')

wrong("q39", "rank.p_at_k", "data", "compares each label with the string '1', so the integer labels never count "
      "as relevant", [[r"string", r"'1'", r'"1"', r"\bstr\b", r"text", r"never (equal|match)", r"(int|integer)s?.{0,20}(not|never) (equal|match)",
                       r"type"]], '''
def my_p_at_k(labels, k):
    return sum(1 for x in labels[:k] if x == "1") / k
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp plus the false negatives",
      [[r"false neg\w*", r"columns? (order|swap|mix|confus)", r"(order|swap|mix|confus)\w*.{0,20}columns?",
        r"third (entry|column|element|value|number)", r"\[tp, fn, fp\]", r"recall",
        r"(fp and fn|fn and fp).{0,20}(swap|confus|mix|exchang)", r"(swap|confus|mix|exchang)\w*.{0,20}(fp and fn|fn and fp)"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fn, fp = row
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q41", "gen.practical", "data", "takes v as len(labels), reading the labels as the list of relevant items "
      "found, so every judged item counts as relevant",
      [[r"v\s*=\s*len", r"len\s*\(\s*labels\s*\) (as|for|instead)", r"length of (the )?labels (as|for|instead)", r"(every|all|each) (judged )?items? (counted |taken )?(as )?relevant",
        r"number of (judged )?items (as|for|instead)", r"instead of (the )?(number of )?(ones|relevant labels|sum)",
        r"count\w* (the )?(labels|items) instead", r"v\s*=\s*s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q42", "roc.eer", "data", "reads label 1 as the negative (impostor) class: positives and negatives are "
      "swapped", [[r"flip", r"invert", r"revers\w* (the )?(labels|classes)", r"labels? (are |were )?(swapped|reversed|inverted|flipped)",
                   r"\b1 (as|means|for) (the )?(negative|impostor)", r"(positive|negative)s? and (negative|positive)s? (swapped|confused|reversed)",
                   r"(swap|confus|revers)\w* (the )?(positives?|classes)", r"1 ?- ?eer"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    P, N = pos.sum(), (~pos).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        fpr.append(float((s[~pos] >= t).sum() / N))
        fnr.append(float(1 - (s[pos] >= t).sum() / P))
    for j in range(1, len(fpr)):
        d0, d1 = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
        if d1 >= 0:
            a = -d0 / (d1 - d0)
            return fpr[j - 1] + a * (fpr[j] - fpr[j - 1])
    return 1.0
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "interp.step", "a loop with exact Fractions for the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    target = Fraction(str(level))
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / i
    return 0.0
''')

right("q44", "roc.auc", "NumPy broadcasting of all the pairs", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

right("q45", "ap.value", "a comprehension over the relevant ranks", '''
ranks = [i for i, x in enumerate(v["labels"], start=1) if x == 1]
my_ap_value = sum(j / r for j, r in enumerate(ranks, start=1)) / v["n_relevant"]
''')

right("q46", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    y = np.asarray(labels, dtype=int)
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q47", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x == 1), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q48", "gen.grip_point", "itertools.islice with missing ranks not relevant", '''
from itertools import islice

def my_grip_point(labels, n_relevant):
    return sum(islice(labels, n_relevant)) / n_relevant
''')

SUBMISSIONS = tuple(S)
