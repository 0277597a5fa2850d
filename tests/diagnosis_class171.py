"""Diagnosis class 171, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a fifth mixed class of weaker students of an IR
evaluation course who hand in in a hurry, each wrong submission holding one simple mistake -- short loops,
NumPy one-liners, comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and
the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c171-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class171): every right
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

BATCH = "diagnosis class 171 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c171-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall of the k nearest targets (hits over all relevant "
      "targets) instead of their precision (hits over k)",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"(number|count) of relevant (targets|items) (instead|rather)", r"divid\w* by (the )?(number|count|total) "
        r"of relevant", r"instead of (dividing by )?k\b", r"not by k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    top = np.array(labels)[order][:k]
    return top.sum() / np.sum(labels)
''')

wrong("q02", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank (rank 1 discounted "
      "too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?.{0,30}(discount|formulation|dcg|version)",
        r"(discount|formulation|dcg|version).{0,30}trec", r"rank \+ ?1", r"i \+ 1",
        r"rank 1 (is )?discounted", r"discount\w* (the )?first (rank|item)", r"burges", r"järvelin|jarvelin"]], '''
import math

def my_dcg(grades):
    total = 0
    for i, g in enumerate(grades, start=1):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q03", "map.mean", "sibling", "pools every query's precisions and divides by the total number of relevant "
      "items (a micro average) instead of averaging the queries' APs",
      [[r"micro", r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant",
        r"(all|every) quer(y|ies).{0,30}(together|at once|combined|lumped)", r"instead of (the )?mean of (the )?AP",
        r"not (the )?mean of (the |per.query )?AP", r"weight\w* (by|with) (the )?(number of )?relevant"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
    return total / sum(n_relevant)
''')

wrong("q04", "avg.macro", "sibling", "computes the micro-averaged precision (sum of tp over sum of tp + fp) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the |all )?(tp|counts|tables)", r"total tp",
        r"(adds|adding|add) up (the )?(counts|tp|tables)", r"not (the )?mean of (the )?(per.query )?precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return tp / (tp + fp) if tp + fp > 0 else 0.0
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole returned list (hits over its length) "
      "instead of the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"(entire|full) (list|ranking)", r"all (the )?retrieved", r"len\(labels\)",
        r"length of the (list|ranking)", r"never cut", r"not cut",
        r"without (the )?cut", r"ignor\w*.{0,20}(n_relevant|class size|scope)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where FPR and FNR are closest instead "
      "of intersecting the ROC segment with FPR = 1 - TPR (no interpolation)",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat\w*", r"without interpolat\w*",
        r"never interpolat\w*", r"(fpr|fnr).{0,20}mean.{0,30}point", r"average of (fpr|the two rates).{0,30}point",
        r"(a|one) (roc )?point instead", r"smallest (gap|difference)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best, best_gap = None, 2.0
    for t in [np.inf] + sorted(set(s), reverse=True):
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = ((s < t) & (y == 1)).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap = abs(fpr - fnr)
            best = (fpr + fnr) / 2
    return float(best)
''')

wrong("q07", "ap.at_k", "sibling", "divides the top-k precisions by n_relevant (plain AP cut at k) instead of by "
      "min(k, n_relevant)",
      [[r"n_relevant (instead|rather)", r"divid\w* by (the )?(n_relevant|number of relevant|R)\b",
        r"not (by )?min\s*\(\s*k", r"instead of min", r"without (the )?min", r"ignor\w*.{0,20}min",
        r"forg[eo]t.{0,20}min", r"(always|just) (by )?n_relevant", r"(plain|ordinary|truncated) AP"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ndcg.all_judgments", "shape", "uses the natural logarithm math.log instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"math\.log\b(?!2)", r"log\(i\)", r"base e", r"wrong base", r"another base",
        r"(not|instead of|rather than) (the )?(base.?2|log2|log_2)", r"log base"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q09", "dcg.trec", "shape", "writes the discount log2(i) + 1 instead of log2(i + 1) (the 1 outside the "
      "parenthesis)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(parenthes|bracket|log)", r"(1|one) added (after|outside)",
        r"added after (the )?log", r"parenthes[ie]s", r"brackets?", r"plus one outside"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / (np.log2(i) + 1)))
''')

wrong("q10", "gen.practical", "shape", "swaps s and v in the recall bound's denominator (d - v + s instead of "
      "d - s + v)",
      [[r"d\s*-\s*v\s*\+\s*s", r"d\s*\+\s*s\s*-\s*v", r"(s and v|v and s) (are )?(swapped|confused|mixed|exchanged)",
        r"swap\w* (s|v)", r"sign\w* (of s and v )?(swapped|flipped|reversed|wrong)", r"wrong sign",
        r"adds s", r"subtracts v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("q11", "sig.sign_test", "shape", "reports the one-sided tail probability (forgot to double it for the "
      "two-sided test)",
      [[r"one.sided", r"single tail", r"one tail", r"not doubled", r"forg[eo]t.{0,25}(doubl|2|two|times)",
        r"without (doubling|the factor)", r"half (of )?the (two.sided )?p", r"factor (of )?2", r"times 2", r"x ?2"]],
      '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "scope.knn_ties", "shape", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"(wrong|reversed|swapped|opposite|inverted) order", r"order (is )?(reversed|swapped|wrong)",
        r"swap\w*", r"\[highest, lowest\]", r"highest (first|before)", r"(lowest and highest|two bounds|bounds) "
        r"(are )?(swapped|reversed|exchanged|the other way)", r"other way (a)?round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    best = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    low = sum(l for _, l in worst[:k]) / k
    high = sum(l for _, l in best[:k]) / k
    return [high, low]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"not 11", r"(one|1) level (too )?few", r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0)
    total = 0
    for j in range(11):
        r = j / 10
        total += max([p for p, rc in zip(precs, recs) if rc >= r], default=0)
    return total / 10
''')

wrong("q14", "set.pr", "shape", "divides recall by the number retrieved instead of the number relevant (both "
      "values are the precision)",
      [[r"recall.{0,60}(number|count|size) (of )?(the )?retrieved", r"len\(retrieved\)",
        r"recall.{0,40}(same|equal\w*) (as|to) (the )?precision", r"(wrong|confused|swapped) denominator",
        r"denominators? (confused|swapped|mixed)", r"retrieved instead of (the )?relevant",
        r"instead of (the )?(number|count|size) (of )?relevant"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(ret) if ret else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "forgot to break after the first relevant item: adds 1/rank for every relevant "
      "item of a query",
      [[r"break", r"(every|each|all) relevant (item|rank|hit)", r"not (only )?(just )?the first",
        r"(keeps|kept|continues|goes on) (adding|summing|looping|counting)", r"stop\w* at the first",
        r"after the first (relevant|hit)", r"(more than one|several) (relevant|hits?) per query"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x == 1:
                total += 1 / i
    return total / len(runs)
''')

wrong("q16", "ap.exact", "flow", "computes the precision at a relevant rank before counting that item as a hit "
      "(hits is one too low)",
      [[r"before (counting|increment\w*|adding|updating)", r"(one|1) too (low|few|small)", r"off.by.one",
        r"hits? (is |are )?(incremented|counted|updated|added) (too )?late", r"increment\w* after",
        r"(not|n't) (yet )?count\w* (the )?(current|this) (item|hit)", r"hits - 1", r"order of (the )?(two )?"
        r"(lines|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            total += hits / (i + 1)
            hits += 1
    return total / n_relevant
''')

wrong("q17", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"(never|not|n't|no|without) sort\w*", r"unsorted", r"input order", r"given order", r"original order",
        r"forg[eo]t.{0,20}sort", r"(order|rank)\w* (is )?(ignored|missing)", r"first k (labels|items) (as given|of "
        r"the input)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q18", "pr.averaged", "flow", "the hit counter is set to 0 once before the loop over queries, not reset for "
      "each query (recall and precision carry the previous query's hits)",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"(previous|earlier|last|first) quer(y|ies)'?s? "
        r"hits", r"(accumulat\w*|keeps? (counting|growing)|adds up) across (the )?quer", r"outside (the )?"
        r"(query )?loop", r"before the (query )?loop", r"(once|only once) for all quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    hits = 0
    for labels, n in zip(runs, n_relevant):
        points = []
        for i, x in enumerate(labels, 1):
            hits += x
            points.append((hits / n if n else 0.0, hits / i))
        for j, r in enumerate(levels):
            if n:
                sums[j] += max([p for rc, p in points if rc >= r], default=0.0)
    return [s / len(runs) for s in sums]
''')

wrong("q19", "avg.macro", "flow", "the running total is set to 0 inside the loop, so only the last query's "
      "precision is divided by the number of queries",
      [[r"reset", r"re.?initiali[sz]", r"inside (the )?loop", r"(only|just) (the )?last quer", r"overwrit\w*",
        r"(last|final) quer(y|ies)('s)? (precision|value)", r"(total|sum) (is )?(set|zeroed) (to 0 )?(in|each|every)"]],
      '''
def my_macro_precision(tables):
    for tp, fp, fn in tables:
        total = 0
        if tp + fp > 0:
            total += tp / (tp + fp)
    return total / len(tables)
''')

wrong("q20", "gen.grip_point", "flow", "loops over indices 1..n_relevant instead of 0..n_relevant - 1 (skips rank 1 "
      "and reads one rank past the cut)",
      [[r"off.by.one", r"one (rank|position|place) (too )?(late|far|off)", r"skip\w* (the )?(first|rank 1|rank one|"
        r"top)", r"range\(1", r"index (1|one) instead of 0", r"0.based|zero.based|1.based|one.based",
        r"shift\w* by one", r"ranks? 2\b"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(1, n_relevant + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / n_relevant
''')

wrong("q21", "rank.r_precision", "flow", "writes break instead of continue on a non-relevant item, so counting "
      "stops at the first non-relevant rank",
      [[r"break", r"stops? (counting |the loop )?at the first (non.?relevant|0|zero|miss)",
        r"(first|a) (non.?relevant|0|zero) (item|label|rank) (ends|stops)", r"instead of continue",
        r"(loop|counting) (ends|stops|exits) (too )?(early|at the first)", r"(leaves|exits) the loop"]], '''
R = v["n_relevant"]
hits = 0
for x in v["labels"][:R]:
    if x == 0:
        break
    hits += 1
my_r_precision = hits / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by len(retrieved) with no guard: crashes when nothing is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result|set|list)", r"no (item|document)s? "
                 r"retrieved", r"len\(retrieved\) (is|==) 0"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    r = hit / len(rel) if rel else 0.0
    return [hit / len(ret), r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: crashes on a query with no relevant items",
      [ZERODIV, [r"no relevant items?", r"n_relevant (is|==|=) 0", r"zero relevant", r"min\(k, ?n_relevant\) (is|==|=) "
                 r"0", r"empty query"]], '''
def my_ap_at_k(labels, n_relevant, k):
    s, hits = 0, 0
    for i, x in enumerate(labels[:k]):
        if x:
            hits += 1
            s += hits / (i + 1)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.step", "hidden", "returns the last point's precision instead of 0 when the ranking never "
      "reaches the level",
      [[r"never reach\w*", r"not reached", r"unreached", r"(level|recall) (is )?(too high|above)",
        r"(after|at) the (loop|end)", r"beyond (the )?(last|highest) recall"],
       [r"(last|final|previous) (point|precision|relevant)", r"(keeps|kept|returns?) the last",
        r"instead of (returning )?0", r"not 0\b", r"leftover", r"stale"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            p = hits / i
            if hits / n_relevant >= level:
                return p
    return p
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: crashes when no item is "
      "relevant (IDCG = 0)",
      [ZERODIV, [r"no relevant", r"(ideal|idcg).{0,20}(is |= ?|==? ?)0", r"all (the )?grades? (are )?0",
                 r"zero ideal", r"idcg"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.array(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return float((gs / disc).sum())
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "divides by the number of returned targets with no guard: crashes "
      "when nothing is within epsilon",
      [ZERODIV, [r"nothing (is )?(within|inside|returned|closer)", r"empty (result|answer|set|list)",
                 r"no targets? (within|inside|returned)", r"(result|answer) (is )?empty"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = [l for d, l in zip(distances, labels) if d < epsilon]
    return sum(returned) / len(returned)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "map.mean", "hidden", "skips a query with no relevant item retrieved (it leaves the mean instead of "
      "counting AP 0)",
      [[r"skip\w*", r"(leaves?|left|drops?|dropped|excludes?|excluded|ignor\w*).{0,40}quer",
        r"quer(y|ies).{0,40}(left out|dropped|excluded|ignored|not counted)", r"(count|counting) (as )?(0|zero)",
        r"(divid\w*|mean) (only )?over (the )?quer(y|ies) (that|with)", r"AP (of )?0 (is )?(not|never)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        if sum(labels) == 0:
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n)
    return sum(aps) / len(aps)
''')

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], so a list shorter "
      "than the class counts the missing ranks as absent instead of not relevant",
      [[r"len\(labels\[:", r"length of the (slice|cut|list|top)", r"slice'?s? length", r"len\(top\)",
        r"divid\w* by (the )?(len|length|number of (items|ranks) (returned|in the list))",
        r"(instead of|not) (by )?(n_relevant|c\b|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))",
        r"(retrieved|found) relevant", r"np\.mean", r"mean of the precisions", r"hits instead of n_relevant",
        r"(number|count) of hits", r"instead of n_relevant", r"ignor\w*.{0,20}n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.array(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("q30", "rank.distances", "twin", "sorts the distances from large to small (reverse=True), so the farthest "
      "targets come first",
      [[r"reverse", r"descending", r"large(st)? (to small|first)", r"farthest (first|targets? first)",
        r"wrong (sort )?(order|direction)", r"(order|sort) (is )?(reversed|inverted|backwards)",
        r"furthest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels), reverse=True)
    return sum(l for _, l in pairs[:k]) / k
''')

wrong("q31", "dcg.classic", "twin", "the 0-based index is turned into log2(i + 2), so ranks 2 onwards are "
      "discounted by log2(rank + 1) instead of log2(rank)",
      [[r"log2?\s*\(\s*i\s*\+\s*2\s*\)", r"log2?\s*\(\s*rank\s*\+\s*1\s*\)", r"off.by.one",
        r"one rank (too )?(late|far)", r"(index|rank)\w* (is )?(shifted|off) by one",
        r"0.based|zero.based", r"i \+ 2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q32", "gen.practical", "twin", "divides the generality bound by the scope s instead of the database size d "
      "(returns the precision twice)",
      [[r"\bs instead of d\b", r"by s\b", r"(scope|s) (instead|rather) (of|than) (the )?(database|d\b)",
        r"v ?/ ?s", r"database size", r"(database|collection) (size )?(is )?(missing|ignored|not used)",
        r"instead of (the )?(database|d\b)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    p = v / s
    return [p, v / (d - s + v), v / s]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (binomial over all queries) instead of "
      "dropping them",
      [[r"ties? (are |were )?(kept|counted|included|not dropped|not removed)", r"(kept|keep|keeps|includ\w*|count\w*) "
        r"(the )?ti(es|ed)", r"(not|never|n't) (drop|remov|discard|exclud)\w*.{0,20}ti", r"all (the )?queries",
        r"len\(a\)", r"n (includes|counts) (the )?ti"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q34", "interp.step", "twin", "takes the maximum precision at or after the level (the max-to-the-right "
      "interpolation) instead of the step rule's P_i",
      [[r"max(imum)?", r"to the right", r"(later|following|subsequent) (ranks|points)", r"after the level",
        r"11.point (rule|interpolation)", r"standard interpolation", r"not (the )?step rule", r"highest"],
       [r"(later|following|subsequent|deeper) (ranks?|points?|relevant)", r"after (the |that )?(level|point|first)",
        r"(every|all|any) (points?|ranks?) (at or )?(after|beyond|past)", r"11.point", r"standard rule",
        r"keeps? (looking|going|scanning)", r"not (the )?first (point|rank)", r"instead of (the )?first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    best = 0.0
    for i, x in enumerate(labels, 1):
        hits += x
        if hits / n_relevant >= level and x:
            best = max(best, hits / i)
    return best
''')

wrong("q35", "map.mrr", "twin", "uses np.argmax to find the first relevant item: a query with no relevant item "
      "gives index 0 and counts RR 1",
      [[r"argmax", r"index 0", r"(no relevant|all.zero|without a relevant|no hit).{0,40}(1|one|first|rank 1)",
        r"(counts?|counted|treated|scores?) (as )?(1|one|rank 1|rank one)", r"RR (of )?1\b"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1 / (np.argmax(run) + 1) for run in runs]
    return float(np.mean(rr))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.eer", "data", "reads label 0 as the positive class (the labels flipped), which mirrors the ROC "
      "curve",
      [[r"(labels?|classes) (are )?(flipped|swapped|inverted|reversed|the other way)", r"0 (as|is) (the )?positive",
        r"positive (and|with) negative (swapped|confused|exchanged)", r"(swapp|flipp|invert)\w* (the )?(labels|classes"
        r"|positives?)", r"y == 0", r"1 - (y|labels?)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float)
    pos = np.array(labels) == 0
    P, N = pos.sum(), (~pos).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s), reverse=True):
        tpr.append((pos & (s >= t)).sum() / P)
        fpr.append((~pos & (s >= t)).sum() / N)
    for j in range(1, len(fpr)):
        f0, f1 = fpr[j - 1], fpr[j]
        n0, n1 = 1 - tpr[j - 1], 1 - tpr[j]
        if f1 - n1 >= 0:
            d0, d1 = f0 - n0, f1 - n1
            a = 0 if d1 == d0 else -d0 / (d1 - d0)
            return float(f0 + a * (f1 - f0))
    return 0.0
''')

wrong("q37", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items retrieved "
      "(sum of its labels) instead of n_relevant[i]",
      [[r"sum\((labels|run)\)", r"relevant (items )?(retrieved|found|in the (list|run))",
        r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant", r"n_relevant (is )?(not used|unused|ignored)",
        r"(retrieved|found) relevant"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.array(run)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        r = np.cumsum(y) / n
        curves.append(np.array([p[r >= lv].max() if (r >= lv).any() else 0.0
                                for lv in np.linspace(0, 1, 11)]))
    return list(np.mean(curves, axis=0))
''')

wrong("q38", "ndcg.all_judgments", "data", "turns the grades into 0/1 relevance (any grade above 0 counts 1)",
      [[r"binar\w*", r"0/1", r"(grade|gain)s? (are |were )?(ignored|lost|flattened|collapsed)", r"(counts?|as) 1\b",
        r"ignor\w*.{0,20}(grade|level)s?", r"graded.{0,20}(lost|ignored)", r"> ?0 (as|to|becomes) 1",
        r"(relevant|not relevant) only"]], '''
import math

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = [1] * (sum(rel) + len([u for u in unretrieved if u > 0]))
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    best = dcg(ideal)
    return dcg(rel) / best if best else 0.0
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer belong to their "
      "targets",
      [[r"(labels?|pairs?) (are |is )?(misaligned|mismatched|out of (step|sync)|no longer (match|belong))",
        r"sort\w* (only )?the distances (alone|only|but not)", r"(without|not) (the|their) labels",
        r"labels? (not|never) (sorted|reordered|moved)", r"zip", r"(lost|breaks?|broke) the (pairing|link)",
        r"wrong labels?"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    n = 0
    while n < len(d) and d[n] < epsilon:
        n += 1
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp] (takes the third number as fp), so it "
      "averages the recalls",
      [[r"\[tp, ?fn, ?fp\]", r"(fp and fn|fn and fp) (are )?(swapped|confused|mixed|exchanged)",
        r"(swap|confus|mix)\w* (fp|fn)", r"fn instead of fp", r"recall(s)? instead of (the )?precision",
        r"(wrong|third) (column|field|number|element)", r"(order|columns) of the table"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0)
    return sum(precs) / len(precs)
''')

wrong("q41", "ap.eleven_point", "data", "takes the relevant items retrieved (sum(labels)) as the number of "
      "relevant items in the recall",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the (list|ranking))",
        r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant", r"n_relevant (is )?(not used|unused|ignored)",
        r"(retrieved|found) relevant"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, R), Fraction(hits, i)))
    total = sum(max([p for r, p in pts if r >= Fraction(j, 10)], default=0) for j in range(11))
    return float(total / 11)
''')

wrong("q42", "scope.knn_ties", "data", "reads the distances as similarities and ranks the largest first",
      [[r"similarit\w*", r"(largest|biggest|highest|farthest) (distance )?first", r"descending",
        r"reverse", r"(nearest|smallest) (should come )?first", r"wrong (sort )?(order|direction)",
        r"farthest", r"furthest"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (-t[0], t[1]))
    high = sorted(zip(distances, labels), key=lambda t: (-t[0], -t[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "a plain guarded one-liner", '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den > 0 else 0.0
''')

right("q44", "rank.p_at_k", "NumPy with k-sized padding", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.array(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.mean())
''')

right("q45", "interp.curve", "a comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    pts = [(h / n_relevant if n_relevant else 0, h / i) for i, h in enumerate(hits, 1)]
    return [max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)]
''')

right("q46", "roc.auc", "a double loop over the pairs", '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                total += 1
            elif a == b:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

right("q47", "pr.points", "a loop with Fraction", '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(float(Fraction(hits, i)))
    return out
''')

right("q48", "ap.value", "a comprehension on the personal input", '''
lab = v["labels"]
hits = [sum(lab[:i + 1]) / (i + 1) for i in range(len(lab)) if lab[i]]
my_ap_value = sum(hits) / v["n_relevant"]
''')

SUBMISSIONS = tuple(S)
