"""Diagnosis class 72, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- late-night
submissions with slips that still run: a neighbouring variable used in place of the intended one (i for the rank,
k for n, hits for n_relevant, the outer list for the inner one), a name reused after a loop, a copy-pasted line not
updated, a wrong index into a tuple, an argument passed in the wrong position to the student's own helper. Styles
vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c72-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class72).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 72 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c72-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages P@i over every rank of the list instead of summing P@i at the "
      "relevant ranks over n_relevant",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"non.?relevant ranks", r"mean (of )?(the )?precision",
        r"average of (the )?P@", r"not only (at )?(the )?relevant", r"divid\w* by (the )?(list )?length",
        r"len\(labels\)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, 1):
        hits += rel
        total += hits / i
    return total / len(labels) if labels else 0.0
''')

wrong("q02", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"ignor\w* (the )?beta", r"beta.{0,30}(ignored|unused|never used|not used)",
        r"harmonic mean", r"beta (fixed|set) (at|to) 1", r"as if beta\s*=\s*1"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p + r == 0:
        return 0.0
    return 2 * p * r / (p + r)
''')

wrong("q03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (no maximum "
      "over the later ranks): the uninterpolated precision",
      [[r"no max", r"without (the |a )?max", r"not (the )?max", r"first rank", r"uninterpolated", r"not interpolated",
        r"max\w* (over|of) (the )?(later|following|higher|deeper)", r"raw precision", r"forg\w* (to take )?the max",
        r"instead of the (highest|maximum|max)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for lev in range(11):
        val = 0.0
        hits = 0
        for i, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits * 10 >= lev * n_relevant:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after it) instead of "
      "the log2(i + 1) discount",
      [[r"classic", r"log2?\s*\(?\s*i\s*\)?(?!\s*\+)", r"log2 of (the )?rank\b(?! ?\+)", r"rank 1 (not|un)discounted",
        r"first (rank|item|grade) (is )?(not|un)discounted", r"instead of log2?\s*\(?\s*i\s*\+\s*1"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / log2(i + 1) for i in range(1, len(g)))
''')

wrong("q05", "ap.at_k", "sibling", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"over k\b", r"/ ?k\b", r"instead of min", r"not min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s = sum(sum(top[:i + 1]) / (i + 1) for i in range(len(top)) if top[i])
    return s / k if k else 0.0
''')

wrong("q06", "avg.macro", "sibling", "returns the micro average (total tp over total retrieved) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tables|tp)", r"total tp", r"overall (tp|counts)",
        r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of the generality (d - s + v) / d instead of "
      "its lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality", r"\(d - s \+ v\) / d",
        r"maximum generality", r"upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e\b", r"wrong (log )?base", r"another base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q09", "roc.auc", "shape", "divides the pair count by n_pos * n_pos (a copy-pasted factor) instead of "
      "n_pos * n_neg",
      [[r"n_?pos\s*\*\s*n_?pos", r"pos\w*\s*(squared|\*\*\s*2|\^2)", r"positives? (twice|squared)",
        r"instead of (the )?(number of )?(pairs|n_?pos\s*\*\s*n_?neg)", r"wrong (number of )?pairs",
        r"not (the )?number of (pairs|negatives)"], [r"neg\w*", r"pairs", r"denominator"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    n_pos = len(pos)
    n_neg = len(neg)
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (n_pos * n_pos)
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"11", r"eleven", r"divid\w*", r"levels"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits, hits / i))
    total = 0.0
    for lev in range(11):
        cand = [p for h, p in pts if n_relevant and h * 10 >= lev * n_relevant]
        total += max(cand) if cand else 0.0
    return total / 10
''')

wrong("q11", "sig.sign_test", "shape", "gives the one-sided p-value (the tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not doubled", r"forg\w* (to )?doubl",
        r"without (the )?(factor (of )?)?2", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q12", "map.mean", "shape", "each query's AP divides its sum of precisions by the list length (k for n) "
      "instead of n_relevant",
      [[r"len\(labels\)", r"list length", r"length of (the )?(list|ranking|run)", r"number of (retrieved )?(items|ranks)",
        r"divid\w* by (the )?(list|run|ranking)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        n = len(labels)
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q13", "ndcg.all_judgments", "shape", "its DCG helper leaves out the rank-1 term (the sum starts at rank 2), "
      "in the DCG and the ideal DCG",
      [[r"rank.?1", r"first (rank|grade|item|term)", r"rel_?1", r"g\[0\]", r"grades\[0\]", r"top (item|grade)"],
       [r"miss\w*", r"left out", r"leav\w* out", r"drop\w*", r"skip\w*", r"forg[eo]t", r"omit\w*", r"without",
        r"not (added|counted|included)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(g[i] / log2(i + 1) for i in range(1, len(g)))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(list(grades)) / idcg if idcg > 0 else 0.0
''')

wrong("q14", "gen.practical", "shape", "recall's lower bound is v / (d - s), the + v of the denominator left out",
      [[r"v\s*/\s*\(?d\s*-\s*s\)?(?!\s*\+)", r"\+ ?v", r"plus v", r"(miss|forg|left out|leav|drop|without)\w*.{0,30}\bv\b"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s
    rec_low = v / (d - s)
    gen_low = v / d
    return [prec, rec_low, gen_low]
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends the point before counting the relevant item (hits += 1 after the "
      "append): each precision is one hit short",
      [[r"before (count|increment|add|updat)\w*", r"one hit short", r"off.?by.?one", r"(hits|count) (is )?(one )?(too )?(low|short|behind)",
        r"after (the )?append", r"(hits|count) - 1", r"previous (count|hit)", r"(increment|update)\w* (too )?late"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q16", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "later queries carry the earlier queries' hits",
      [[r"reset", r"carr\w* (over|on)", r"(across|between|from) (the )?(queries|runs)", r"previous quer",
        r"earlier quer", r"accumulat\w*.{0,30}(queries|runs)", r"outside (the )?(query )?loop", r"re-?initiali"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return float(np.mean(aps))
''')

wrong("q17", "map.mrr", "flow", "never breaks at the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"each relevant", r"not (only )?the first",
        r"stop\w* at the first", r"sum\w* (of )?(the )?reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                rr += 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q18", "interp.step", "flow", "never stops at the first point whose recall reaches the level: the loop "
      "overwrites the answer and returns the last relevant rank's precision",
      [[r"\bbreak\b", r"last (relevant |PR )?(point|rank|item)", r"overwrit\w*", r"never stop", r"not (the )?first",
        r"stop\w* at the first", r"final (point|precision)", r"keeps? (going|looping|updating)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    ans = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant + 1e-12 >= level:
                ans = hits / i
    return ans
''')

wrong("q19", "pr.averaged", "flow", "divides the sum over queries by len(runs[0]) (the first query's length) "
      "instead of the number of queries",
      [[r"runs\[0\]", r"first (query|run)'?s? (length|list)", r"length of the first", r"list length",
        r"instead of (the )?number of queries", r"not (the )?number of queries", r"len\(runs\[0\]\)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits, hits / i))
        for lev in range(11):
            c = [p for h, p in pts if n and h * 10 >= lev * n]
            sums[lev] += max(c) if c else 0.0
    return [s / len(runs[0]) for s in sums]
''')

wrong("q21", "rank.p_at_k", "flow", "slices labels[:k - 1] (one rank short) and divides by k",
      [[r"k ?- ?1", r"one (rank )?short", r"off.?by.?one", r"miss\w* (the )?(k-?th|last) rank",
        r"(drops?|leaves? out|skips?) (the )?(k-?th|last) (rank|item)", r"first k ?- ?1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("q20", "rank.r_precision", "flow", "counts the hits in labels[:R - 1] (one rank short) before dividing by R",
      [[r"R ?- ?1", r"one (rank )?short", r"off.?by.?one", r"miss\w* (the )?(R-?th|last) rank",
        r"(drops?|leaves? out|skips?) (the )?(R-?th|last) (rank|item)", r"first R ?- ?1"]], '''
R = v["n_relevant"]
my_r_precision = sum(v["labels"][:R - 1]) / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides by the length of the cut list, so a list shorter than the class "
      "size divides by the list length instead of c",
      [[r"len\(top\)", r"length of the (cut|sliced|top|list)", r"list length",
        r"instead of (c|n_relevant|the class size)", r"not (by )?(c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: crashes when "
      "nothing lies within epsilon",
      [ZERODIV, [r"empty", r"nothing (lies |is )?(within|inside|returned)", r"no target", r"zero (targets|items)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "set.pr", "hidden", "recall divides by len(relevant) without a guard: crashes when nothing is "
      "relevant",
      [ZERODIV, [r"no relevant", r"nothing (is )?relevant", r"empty relevant", r"relevant (set|list) (is )?empty",
                 r"len\(relevant\)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.exact", "hidden", "divides by n_relevant without a guard: crashes on a query with no relevant items",
      [ZERODIV, [r"n_relevant\s*(=|==|is)\s*0", r"no relevant", r"zero relevant", r"n_relevant of 0"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "divides tp by tp + fp without a guard: crashes on a query with nothing "
      "retrieved",
      [ZERODIV, [r"tp ?\+ ?fp ?(=|==|is) ?0", r"nothing retrieved", r"no (item|document)s? retrieved",
                 r"empty (result|retrieved)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "clips k to the list length before taking min(k, n_relevant), so a k longer "
      "than the list divides by too little",
      [[r"clip\w*", r"min\(k, ?len", r"cut k", r"k (reduced|shortened|capped|set) to (the )?(list )?length",
        r"len\(labels\)", r"list length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    den = min(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("q28", "pr.averaged", "hidden", "divides the hits by n_relevant without a guard: crashes on a query "
      "with no relevant items",
      [ZERODIV, [r"n_relevant\s*(=|==|is)\s*0", r"no relevant", r"zero relevant", r"class size (of )?0"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        hits = 0
        pr = []
        for i, rel in enumerate(labels, 1):
            hits += rel
            pr.append((hits / n, hits / i))
        curves.append([max([p for r, p in pr if r >= lev / 10 - 1e-12], default=0.0) for lev in range(11)])
    return [sum(c[lev] for c in curves) / len(curves) for lev in range(11)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "calls the student's own helper fb(p, r, b) with recall and precision in "
      "swapped positions",
      [[r"swap\w*", r"exchang\w*", r"wrong (order|position)", r"argument order", r"order of (the )?arguments",
        r"(precision|P) and (recall|R) (are )?(swapped|reversed|exchanged|mixed)", r"reversed"]], '''
def fb(p, r, b):
    b2 = b * b
    return (1 + b2) * p * r / (b2 * p + r)

def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return fb(recall, precision, beta)
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"wrong order", r"reversed", r"order of the (two|bounds|results)", r"\[highest, lowest\]",
        r"exchang\w*", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    sure = sum(l for d, l in zip(distances, labels) if d < dk)
    n_sure = sum(1 for d in distances if d < dk)
    tied = [l for d, l in zip(distances, labels) if d == dk]
    slots = k - n_sure
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sure + max(0, slots - non_t)
    high = sure + min(slots, rel_t)
    return [high / k, low / k]
''')

wrong("q31", "rank.distances", "twin", "computes the nearest-first order but then sums the labels in input order "
      "(the order is never applied)",
      [[r"input order", r"never (applied|used)", r"order (is )?(not|never) (applied|used)", r"unsorted",
        r"not sorted", r"never sorted", r"labels\[:k\]", r"original order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = labels[:k]
    return sum(top) / k
''')

wrong("q32", "roc.auc", "twin", "counts the pairs where the negative item scores higher (the comparison written "
      "the wrong way round)",
      [[r"compar\w*.{0,40}(reversed|wrong way|other way|backwards|flipped)", r"negative.{0,30}(higher|above|beats|wins)",
        r"n ?> ?p", r"neg > pos", r"(>|greater).{0,20}wrong (direction|way)"]], '''
import itertools

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = 0.0
    for p, n in itertools.product(pos, neg):
        if n > p:
            wins += 1
        elif n == p:
            wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q33", "scope.eps_precision", "twin", "counts the non-relevant targets inside epsilon (l == 0 typed for "
      "l == 1)",
      [[r"non.?relevant", r"l ?== ?0", r"label 0", r"irrelevant", r"zeros? (counted|instead)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return sum(1 for l in inside if l == 0) / len(inside)
''')

wrong("q34", "dcg.classic", "twin", "sorts the grades from high to low before summing (the ideal DCG's line "
      "copied into DCG)",
      [[r"sort\w*", r"ideal", r"IDCG", r"high to low", r"descending"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
''')

wrong("q35", "map.mean", "twin", "each query's AP divides by the relevant items it retrieved (hits) instead of "
      "n_relevant",
      [[r"hits", r"(relevant )?items? (it )?retrieved", r"retrieved relevant", r"found (relevant )?items",
        r"relevant (items )?in the (list|ranking|run)", r"sum\(labels\)", r"instead of n_relevant"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from large to small (farthest first) instead of "
      "nearest first",
      [[r"farthest", r"largest (distance )?first", r"descending", r"reverse\w*", r"large to small", r"high to low",
        r"wrong (sort )?order", r"(distance|distances) as (a )?(score|similarit)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q37", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"count\w* twice", r"\bset\(", r"lists? (instead of|not) sets?",
        r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "avg.macro", "data", "reads the table as [tp, fn, fp] (index 2 for fp): averages tp / (tp + fn), "
      "the recall",
      [[r"recall", r"t\[2\]", r"wrong (index|column|position)", r"index 2"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        total += t[0] / (t[0] + t[2]) if t[0] + t[2] else 0.0
    return total / len(tables)
''')

wrong("q39", "roc.eer", "data", "takes a low score as positive (the scores negated), so the ROC curve is walked "
      "the wrong way",
      [[r"negat\w* (the )?scores", r"scores? (are )?negated", r"minus (the )?scores?", r"low(er)? scores?.{0,30}positive", r"revers\w*", r"wrong (direction|way)", r"ascending",
        r"scores? (read|taken) (the )?wrong way", r"inverted"]], '''
import numpy as np

def my_eer(scores, labels):
    s = -np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr = np.array(fpr)
    fnr = 1 - np.array(tpr)
    d = fpr - fnr
    for j in range(1, len(d)):
        if d[j] >= 0:
            a = -d[j - 1] / (d[j] - d[j - 1])
            return float(fpr[j - 1] + a * (fpr[j] - fpr[j - 1]))
    return 0.0
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries in n (they should be dropped)",
      [[r"ties?\b.{0,40}(kept|not dropped|counted|included|in n)", r"tied quer\w*.{0,40}(kept|counted|included)",
        r"(drop|remov|exclud|discard)\w*.{0,20}ties", r"n includes", r"len\(a\)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as len(labels) instead of n_relevant: the precision "
      "of the whole list",
      [[r"len\(labels\)", r"whole list", r"list length", r"length of the (list|ranking)", r"all (the )?ranks",
        r"instead of n_relevant", r"not n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = len(labels)
    return sum(labels[:c]) / c
''')

wrong("q42", "interp.curve", "data", "measures recall against the relevant items retrieved (sum(labels)) instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(it )?retrieved", r"hits",
        r"instead of n_relevant", r"found (relevant )?items", r"relevant (items )?in the (list|ranking)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n_rel = y.sum()
    if n_rel == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_rel
    return [float(prec[rec >= lev / 10 - 1e-12].max()) if (rec >= lev / 10 - 1e-12).any() else 0.0
            for lev in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC points per distinct score and a linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr = np.array(fpr)
    fnr = 1 - np.array(tpr)
    d = fpr - fnr
    for j in range(1, len(d)):
        if d[j] >= 0:
            a = -d[j - 1] / (d[j] - d[j - 1])
            return float(fpr[j - 1] + a * (fpr[j] - fpr[j - 1]))
    return 0.0
''')

right("q44", "scope.knn_ties", "explicit counts of the sure and the tied targets", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    sure = sum(l for d, l in zip(distances, labels) if d < dk)
    n_sure = sum(1 for d in distances if d < dk)
    tied = [l for d, l in zip(distances, labels) if d == dk]
    slots = k - n_sure
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sure + max(0, slots - non_t)
    high = sure + min(slots, rel_t)
    return [low / k, high / k]
''')

right("q45", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
''')

right("q46", "ap.value", "exact fractions.Fraction", '''
from fractions import Fraction

hits = 0
acc = Fraction(0)
for i, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        acc += Fraction(hits, i)
my_ap_value = float(acc / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("q47", "dcg.classic", "zip with itertools.count for the ranks", '''
from itertools import count
from math import log2

def my_dcg(grades):
    return sum(g if r == 1 else g / log2(r) for g, r in zip(grades, count(1)))
''')

right("q48", "map.mrr", "next() with a default over each run", '''
def my_mrr(runs):
    rr = [next((1 / i for i, rel in enumerate(run, 1) if rel), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

SUBMISSIONS = tuple(S)
