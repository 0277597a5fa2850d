"""Diagnosis class 120, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse ranks, positions, scores and distances: a higher score taken as worse or a lower distance as worse, rank 1
versus index 0, scores used as ranks and ranks as scores, argsort taken for ranks, the order of a list taken for
the order of importance. Their styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c120-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class120).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 120 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c120-")

OFF1 = [r"off.?by.?one", r"one (rank|position|place) (too|late|early|off)", r"shifted by one", r"index 0",
        r"0.?based", r"zero.?based", r"rank 1", r"first (rank|position) (is|as) 0"]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of AP",
      [[r"R.?precision", r"precision at (rank )?R\b", r"precision at (rank )?n_relevant",
        r"P@R\b", r"cut at (rank )?R\b"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    top = list(labels[:n_relevant])
    return sum(top) / n_relevant
''')

wrong("q02", "gen.grip_point", "sibling", "returns the average precision of the ranking instead of its precision "
      "at rank c (R-precision)",
      [[r"average precision", r"\bAP\b", r"mean of (the )?precisions at (the )?relevant"]], '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("q03", "interp.step", "sibling", "takes the interpolated precision (the maximum precision at any recall >= "
      "level) instead of the step rule's P_i",
      [[r"max(imum)?", r"interpolat\w* precision", r"highest precision", r"best precision"],
       [r"recall (>=|at least|above) (the )?level", r"later (ranks|points)", r"any (later )?(rank|point)",
        r"instead of (the )?step", r"over all (later )?(ranks|points)"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    ok = rec >= level - 1e-12
    return float(prec[ok].max()) if ok.any() else 0.0
''')

wrong("q04", "dcg.classic", "sibling", "uses the 0-based index in log2(i + 2), which is the TREC discount "
      "log2(rank + 1), not the classic rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"log2\(rank ?\+ ?1\)", r"trec", r"log2\(i ?\+ ?2\)", r"discount.{0,40}(rank ?\+ ?1|i ?\+ ?1)",
        r"burges", r"every rank discounted"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i + 2) for i, g in enumerate(grades))
''')

wrong("q05", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q06", "roc.auc", "sibling", "ranks the items by score and returns the average precision of that ranking "
      "instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"precision at (the )?(relevant|positive) ranks"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    hits, total = 0, 0.0
    for rank, i in enumerate(order, 1):
        if labels[i] == 1:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q07", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts)", r"total (tp|counts)", r"one big table"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of on precision in the denominator "
      "(beta^2 R + P)",
      [[r"beta.{0,12}(on|times|with|multipl\w*) (the )?recall", r"beta\^?2? ?\*? ?R ?\+ ?P", r"swap\w*",
        r"precision and recall (confused|exchanged|swapped)", r"F_?1/beta", r"1 ?/ ?beta", r"inverse of beta",
        r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q09", "rank.p_at_k", "shape", "returns the number of relevant items in the top k without dividing by k",
      [[r"not divid\w*", r"without divid\w*", r"never divid\w*", r"count (of|instead)", r"number of (relevant|hits)",
        r"forg[eo]t.{0,20}divid\w*", r"missing.{0,20}/ ?k", r"raw (count|hits)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels[:k])))
''')

wrong("q10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(k", r"max\(n_relevant", r"larger of", r"max(imum)? instead of (the )?min", r"\bmax\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q11", "dcg.trec", "shape", "writes log2(i) + 1 instead of log2(i + 1): the 1 is outside the logarithm",
      [[r"log2\(i\) ?\+ ?1", r"outside (the )?(log|parenthes)", r"1 \+ log2\(i\)", r"log2\(rank\) ?\+ ?1",
        r"plus one outside", r"added after (the )?log"]], '''
import math
my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q12", "dcg.exponential", "shape", "writes 2^(rel - 1) instead of 2^rel - 1: the minus one went into the "
      "exponent",
      [[r"2\^?\*?\*? ?\(rel ?- ?1\)", r"2 ?\*\* ?\(g ?- ?1\)", r"(minus|- ?1) (one )?(in|inside) (the )?exponent",
        r"exponent.{0,20}(minus|- ?1)", r"parenthes\w*", r"2\^\(rel.?1\)"]], '''
from math import log2
my_dcg_exp = sum(2 ** (g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q13", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v of the most relevant items "
      "possible (d - s + v) dropped",
      [[r"d ?- ?s\)?(?! ?\+)", r"without (the )?\+ ?v", r"\+ ?v (is )?(dropped|missing|left out|forgotten)",
        r"forg[eo]t.{0,20}\+ ?v", r"unjudged only"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    prec = Fraction(v, s)
    rec = Fraction(v, d - s) if v else Fraction(0)
    gen = Fraction(v, d)
    return [float(prec), float(rec), float(gen)]
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"tie\w*.{0,30}(whole|full) (win|point)", r"tie\w*.{0,30}count\w* (as )?(1|one)\b(?!/)", r">=",
        r"greater (than )?or equal", r"instead of (1/2|a half|0\.5)", r"tie\w*.{0,20}(as|a) win"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "never stops at the first relevant item: the loop keeps overwriting the rank, so "
      "it uses the LAST relevant item's rank",
      [[r"last relevant", r"no break", r"(missing|forg[eo]t\w*|without) (a |the )?break", r"overwrit\w*",
        r"does(n.t| not) stop", r"never stops", r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented one step too late)",
      [[r"before (counting|incrementing|adding|updating)", r"(increment|count|update)\w* (too )?late",
        r"one (hit|relevant item) (too )?(few|short|less)", r"previous (count|hits)", r"hits - 1", r"off.?by.?one"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, lab in enumerate(labels):
        if lab:
            out.append(hits / (i + 1))
            hits += 1
    return out
''')

wrong("q17", "interp.curve", "flow", "takes the maximum precision over the ranks BEFORE the level is reached "
      "(a running max from the top) instead of over the ranks where recall >= r",
      [[r"running max", r"(left|before|earlier|prefix|above|higher ranks)", r"from the top", r"wrong direction",
        r"instead of.{0,30}(right|later|after|below)", r"recall (<|<=|below|under)"]], '''
def my_interpolated(labels, n_relevant):
    hits, best = 0, 0.0
    points = []
    for k, lab in enumerate(labels, 1):
        hits += lab
        best = max(best, hits / k)
        points.append((hits / n_relevant, best))
    out = []
    for j in range(11):
        r = j / 10
        reached = [p for rec, p in points if rec >= r]
        out.append(reached[0] if reached else 0.0)
    return out
''')

wrong("q18", "ap.eleven_point", "flow", "np.arange(0, 1, 0.1) stops before 1.0: only 10 levels are averaged, "
      "recall level 1.0 is missing",
      [[r"arange", r"10 levels", r"ten levels", r"1\.0.{0,30}(missing|left out|excluded|dropped|skipped)",
        r"(missing|without|excludes|skips|drops).{0,20}(level )?1\.0", r"11th level", r"last level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    vals = []
    for r in np.arange(0.0, 1.0, 0.1):
        ok = rec >= r - 1e-9
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q19", "map.mean", "flow", "the hit counter is not reset between queries, so the precisions of later "
      "queries count the earlier queries' relevant items",
      [[r"not reset", r"never reset", r"(reset|initiali[sz]\w*).{0,30}(outside|once|before the loop)",
        r"carr(y|ies|ied) over", r"accumulat\w* across", r"previous quer\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        total = 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q20", "pr.averaged", "flow", "the per-query curve is overwritten in the loop and only the last query's "
      "curve is averaged",
      [[r"last query", r"overwrit\w*", r"only one query", r"reassign\w*", r"not (summed|accumulated)",
        r"(one|a single) query'?s? (curve|value)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R if R else np.zeros_like(hits)
        curve = np.array([prec[rec >= r - 1e-9].max() if R and (rec >= r - 1e-9).any() else 0.0
                          for r in np.linspace(0, 1, 11)])
    total = curve * len(runs)
    return [float(x) for x in total / len(runs)]
''')

wrong("q21", "scope.knn_ties", "flow", "loops over range(1, k) (ranks 1..k read as indices), so only k - 1 "
      "targets of each tie-broken order are counted",
      [OFF1 + [r"range\(1, ?k\)", r"k ?- ?1 (targets|items)", r"one (target|item) (too )?(few|short|missing)",
        r"skips? (the )?(first|nearest)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    worst = sorted(range(n), key=lambda i: (distances[i], labels[i]))
    best = sorted(range(n), key=lambda i: (distances[i], -labels[i]))
    low = sum(labels[worst[r]] for r in range(1, k)) / k
    high = sum(labels[best[r]] for r in range(1, k)) / k
    return [low, high]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: nothing retrieved raises "
      "ZeroDivisionError instead of precision 0",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: a query without relevant items raises "
      "ZeroDivisionError instead of 0",
      [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "no guard for an empty epsilon-result: nothing within epsilon "
      "raises ZeroDivisionError instead of precision 0",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query without any relevant item "
      "raises ZeroDivisionError instead of NDCG 0",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(r)) for r, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a "
      "list shorter than the class counts its missing ranks as absent rather than not relevant",
      [[r"len\(labels\[:", r"len\(top\)", r"length of the (cut|slice|list)",
        r"divid\w* by (the )?(len|length|number of (items|ranks) (in|of) the (list|cut|slice))",
        r"instead of (dividing )?by (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): when k is longer than the list the "
      "list length is used instead of k",
      [[r"len\(labels", r"len\(top\)", r"length of the (list|slice|cut)", r"list (is )?shorter",
        r"instead of k\b", r"min\(len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, total = 0, 0.0
    for rank, lab in enumerate(top, 1):
        if lab:
            hits += 1
            total += hits / rank
    denom = min(len(top), n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q28", "pr.averaged", "hidden", "no guard for a query with no relevant items: its recall divides by 0 and "
      "raises ZeroDivisionError instead of a curve of zeros",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        for j in range(11):
            ps = [p for r, p in pts if r >= j / 10 - 1e-9]
            sums[j] += max(ps) if ps else 0.0
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "sorts the scores ascending, taking a LOWER score as better (the positive should "
      "score higher): it counts the pairs where the negative wins",
      [[r"lower score.{0,30}(better|first|positive)", r"ascending", r"higher score.{0,30}worse", r"revers\w*",
        r"score direction", r"smaller score", r"1 ?- ?AUC", r"negative scores? higher"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = 0.0
    for a in pos:
        for b in neg:
            if a < b:
                good += 1
            elif a == b:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q30", "rank.distances", "twin", "sorts the distances from large to small, taking the largest distance as "
      "the best match (a distance read as a similarity score)",
      [[r"farthest", r"largest distance", r"descending", r"(distance|distances).{0,30}(similarit|score)",
        r"higher distance.{0,20}better", r"reverse\w*", r"lower distance.{0,20}worse"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]
    top = np.asarray(labels)[order[:k]]
    return float(top.sum() / k)
''')

wrong("q31", "gen.grip_point", "twin", "cuts at labels[:c + 1]: the 0-based index c taken as rank c, so the "
      "precision is read one rank too late (at c + 1)",
      [OFF1 + [r"c ?\+ ?1", r"n_relevant ?\+ ?1", r"one rank too (many|far|late)", r"index c\b"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    cut = list(labels[:c + 1]) + [0] * max(0, c + 1 - len(labels))
    return sum(cut) / (c + 1)
''')

wrong("q32", "map.mean", "twin", "divides each query's sum by the number of relevant items RETRIEVED instead of "
      "n_relevant (relevant items never retrieved are ignored)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"instead of n_relevant",
        r"ignor\w*.{0,30}(never retrieved|unretrieved|n_relevant)", r"found (relevant )?items"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        hits = 0
        precs = []
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                precs.append(hits / rank)
        aps.append(sum(precs) / len(precs) if precs else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q33", "dcg.classic", "twin", "sorts the grades from high to low before discounting: it computes the ideal "
      "DCG, not the DCG of the given ranking",
      [[r"sort\w*", r"ideal", r"IDCG", r"reorder\w*", r"best order", r"high to low"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 0 else x / log2(i + 1) for i, x in enumerate(g))
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] (relevant "
      "tied targets first, then last)",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"(highest|optimistic|upper) first", r"order of the (two|bounds)",
        r"exchanged"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    hi = sum(y for _, y in best[:k]) / k
    lo = sum(y for _, y in worst[:k]) / k
    return [hi, lo]
''')

wrong("q35", "sig.sign_test", "twin", "reports the one-sided binomial tail: the p-value is not doubled for the "
      "two-sided test",
      [[r"one.?sided", r"not doubled", r"(never|forg[eo]t\w*|without) (to )?doubl\w*", r"half", r"single tail",
        r"one tail", r"times 2", r"2 \*"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(m + 1)) / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "takes np.argsort(distances) for the ranks of the items and keeps the items "
      "whose argsort entry is below k (argsort gives the item at each rank, not the rank of each item)",
      [[r"argsort", r"rank of each item", r"item at each rank", r"inverse permutation", r"argsort.{0,30}ranks?",
        r"order (taken )?(for|as) (the )?ranks?"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    ranks = np.argsort(distances)
    y = np.asarray(labels)
    return float(y[ranks < k].sum() / k)
''')

wrong("q37", "scope.eps_precision", "data", "takes the list as already sorted by distance: counts how many "
      "distances are below epsilon and uses the labels of that many FIRST items",
      [[r"(first|top) (m|n|\w+) (items|labels|positions)", r"already sorted", r"never sort\w*", r"not sorted",
        r"list order", r"order of the list", r"position\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    m = sum(1 for d in distances if d < epsilon)
    return sum(labels[:m]) / m if m else 0.0
''')

wrong("q38", "interp.curve", "data", "uses the number of relevant items in the list (sum of labels) as the "
      "recall denominator instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_interpolated(labels, n_relevant):
    R = sum(labels)
    hits, pts = 0, []
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / R if R else 0.0, hits / k))
    return [max([p for r, p in pts if r >= j / 10 - 1e-9], default=0.0) for j in range(11)]
''')

wrong("q39", "roc.eer", "data", "sweeps the threshold from the lowest score up, treating a low score as a "
      "positive prediction (a higher score taken as worse)",
      [[r"lowest score", r"low(er)? score.{0,30}(positive|better|first)", r"ascending", r"higher score.{0,20}worse",
        r"revers\w*", r"score direction", r"wrong end"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s):
        pred = s <= t
        tpr.append((pred & y).sum() / P)
        fpr.append((pred & ~y).sum() / N)
    for i in range(1, len(fpr)):
        d0 = fpr[i - 1] + tpr[i - 1] - 1
        d1 = fpr[i] + tpr[i] - 1
        if d1 >= 0:
            if d1 == d0:
                return float(fpr[i])
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return 1.0
''')

wrong("q40", "pr.points", "data", "reads n_relevant as the number of ranks to look at and walks only "
      "labels[:n_relevant], so relevant items ranked below n_relevant get no point",
      [[r"labels\[:n_relevant\]", r"n_relevant (read |taken )?as (the )?(number of ranks|list length|a cut|cutoff|k)",
        r"cut\w* (the list )?at (rank )?n_relevant", r"only (the )?first n_relevant", r"stops? at (rank )?n_relevant",
        r"truncat\w*"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for rank, lab in enumerate(labels[:n_relevant], 1):
        if lab:
            hits += 1
            out.append(hits / rank)
    return out
''')

wrong("q41", "rank.r_precision", "data", "uses the number of relevant items found in the list (sum of labels) as "
      "R instead of the query's n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"R (is|=) (the )?(number|count) (of )?(retrieved|found)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("q42", "ap.value", "data", "takes the 0-based positions of the relevant items as their ranks, so the precision "
      "at each one is hits / position (rank 1 read as 0 is skipped)",
      [OFF1 + [r"position", r"index\w* (as|for) rank", r"hits ?/ ?i\b"]], '''
pos = [i for i, x in enumerate(v["labels"]) if x]
my_ap_value = sum((j + 1) / p for j, p in enumerate(pos) if p > 0) / v["n_relevant"]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "explicit loop with 1-based ranks", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

right("q44", "rank.p_at_k", "NumPy with zero padding beyond the list", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.mean())
''')

right("q45", "map.mrr", "itertools.compress over 1-based ranks", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q46", "rank.distances", "sorted with a stable key, nearest first", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

right("q47", "scope.eps_precision", "exact Fraction in a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q48", "set.pr", "set operations", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

SUBMISSIONS = tuple(S)
