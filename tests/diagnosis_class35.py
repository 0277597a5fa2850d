"""Diagnosis class 35, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of graduate students from computer vision
who know CBIR practice -- image queries that retrieve themselves, distances and similarities mixed, L2-normalised
features, top-k by ``np.argpartition``, evaluation code copied from their vision toolkits (scikit-learn, scipy,
hand-rolled NumPy). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library, the course documents, the first 80
lines of tests/heldout_submissions.py and the header and tail of tests/diagnosis_class19.py (for the format) were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c35-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class35): every right
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

BATCH = "diagnosis class 35 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c35-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|not used|unused)",
        r"balanced F", r"beta (fixed|set) (at|to) 1", r"as if beta (were|was|is) 1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "rank.distances", "sibling", "returns recall at k of the distance ranking (hits over all relevant "
      "labels) instead of precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant (items|targets|labels)", r"number of relevant (items|targets)",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    top = np.argpartition(d, k - 1)[:k]
    return float(y[top].sum() / y.sum())
''')

wrong("a03", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum of (the )?labels", r"found (relevant|items)",
        r"relevant (items )?(in|of) the (list|ranking)", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missed)", r"instead of n_relevant",
        r"non-?interpolated.{0,20}retrieved"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("a04", "interp.curve", "sibling", "returns the plain precision at the first rank that reaches each recall "
      "level, without the max over later ranks (no interpolation)",
      [[r"no interpolation", r"not interpolated", r"uninterpolated", r"without (the |taking the )?max",
        r"(no|missing|forgot\w*( the)?) max(imum)?", r"first rank (that|where|to) reach",
        r"later ranks", r"ranks? (further|deeper|below)", r"raw precision", r"precision at the first"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for i, x in enumerate(labels, start=1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("a05", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval / Burges "
      "formulation) instead of the classic one",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec_?eval'?s? (DCG|formulation|discount)",
        r"Burges", r"discount(s|ed)? (the )?(first|rank 1|top)", r"rank 1 (is )?discounted",
        r"other (DCG )?formulation"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("a06", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables) (first|over)",
        r"summ?\w* (the )?counts", r"total tp", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a07", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP) instead of the arithmetic mean",
      [[r"geometric", r"GMAP", r"product of", r"log(arithm)?s? of (the )?AP"]], '''
import numpy as np
from scipy.stats import gmean

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((p * y).sum() / R if R else 0.0)
    return float(gmean(np.asarray(aps) + 1e-12))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar\w*", r"beta\s*\*\*\s*2", r"beta (is )?not squared", r"b\s*\*\s*b", r"beta (instead of|in place of|for) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of (by )?11", r"(divid|averag|mean)\w* by (the )?(wrong|number of) (count|intervals|steps)",
        r"one level (too )?(few|short)", r"fence.?post"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10 - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b03", "ndcg.all_judgments", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"np\.log\b", r"math\.log\b", r"wrong base",
        r"another base", r"other base", r"base of the log"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, start=1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("b04", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving the + v out of the "
      "denominator",
      [[r"\+\s*v\b", r"d\s*-\s*s\s*\+\s*v", r"d\s*-\s*s\b", r"(left|leav\w*|forg[eo]t\w*|miss\w*).{0,30}\bv\b",
        r"found relevant.{0,30}(denominator|left out)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("b05", "roc.eer", "shape", "intersects the ROC curve with FPR = TPR (the chance diagonal) instead of "
      "FPR = 1 - TPR",
      [[r"FPR\s*=\s*TPR", r"diagonal", r"TPR instead of", r"instead of (the )?(FNR|1\s*-\s*TPR|false negative)",
        r"forg[eo]t.{0,20}1\s*-", r"true positive rate (in place of|instead of)", r"chance line"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        fpr.append(((s >= t) & (y == 0)).sum() / N)
        tpr.append(((s >= t) & (y == 1)).sum() / P)
    for i in range(1, len(fpr)):
        a0, a1 = fpr[i - 1] - tpr[i - 1], fpr[i] - tpr[i]
        if a0 == 0:
            return float(fpr[i - 1])
        if a0 * a1 <= 0 and a0 != a1:
            t = a0 / (a0 - a1)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

wrong("b06", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of", r"max\s*\(\s*k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / i
    den = max(k, n_relevant)
    return total / den if den else 0.0
''')

wrong("b07", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"order of the (two )?(bounds|values|results)",
        r"(highest|optimistic|upper).{0,30}first", r"the other way round", r"exchang\w*"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    pess = np.lexsort((y, d))[:k]
    opt = np.lexsort((-y, d))[:k]
    return [float(y[opt].mean()), float(y[pess].mean())]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "pr.points", "flow", "appends the precision before counting the current relevant item "
      "(the hit counter is incremented after it is used)",
      [[r"before (incrementing|counting|updating|adding)", r"after (it is |being )?(used|appended)",
        r"increment\w*.{0,30}(too late|after|wrong place)", r"off.by.one", r"one (hit|relevant item) (short|too few)",
        r"current (relevant )?item (is )?not (yet )?counted", r"counter.{0,30}(late|after)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("c02", "map.mrr", "flow", "sums the reciprocal ranks of every relevant item of a query (no break after "
      "the first one)",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant (items|ranks)", r"not (just|only) the first",
        r"(stop|stops|stopping) (at|after) the first", r"each relevant", r"(sum|add)\w* .{0,30}reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run, start=1):
            if rel:
                total += 1 / i
    return total / len(runs)
''')

wrong("c03", "pr.averaged", "flow", "takes the running max of precision over the ranks ABOVE (a forward cumulative "
      "max) instead of the max over the ranks at and below",
      [[r"wrong direction", r"forward", r"earlier ranks", r"ranks? above", r"(higher|previous|preceding) ranks",
        r"cumulative max\w* (from|over) (the )?(top|start)", r"instead of (the )?(later|deeper|lower) ranks",
        r"backward", r"revers\w*.{0,30}(cummax|accumulat|max)", r"left to right", r"to the left"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R
        best = np.maximum.accumulate(prec)
        row = []
        for r in np.linspace(0, 1, 11):
            idx = np.nonzero(rec >= r - 1e-9)[0]
            row.append(best[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("c04", "ap.at_k", "flow", "never cuts the ranking at k: the precisions of relevant ranks beyond k are "
      "summed too",
      [[r"beyond k", r"past k", r"after k", r"below (rank )?k", r"not (cut|truncat\w*|slic\w*)",
        r"(whole|entire|full) (list|ranking)", r"forg[eo]t\w*.{0,20}(cut|slice|truncat\w*|\[:k\])",
        r"(deeper|later) than k", r"ignor\w*.{0,10}\bk\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / den)
''')

wrong("c05", "rank.p_at_k", "flow", "slices labels[:k - 1] (one rank short) but divides by k",
      [[r"off.by.one", r"one (rank|item|position) (short|too few|less)", r"k\s*-\s*1", r"\[:k\s*-\s*1\]",
        r"slic\w*.{0,30}(short|one less|wrong)", r"(last|k-?th) (rank|item) (left out|missed|dropped|excluded)",
        r"excludes? (the )?(rank )?k\b"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

wrong("c06", "gen.grip_point", "flow", "cuts the ranking one rank too deep (labels[:c + 1]) and divides by c",
      [[r"off.by.one", r"one (rank|item|position) too (many|deep|far|long)", r"c\s*\+\s*1", r"n_relevant\s*\+\s*1",
        r"\[:\s*(c|n_relevant|n)\s*\+\s*1\]", r"one extra (rank|item)", r"rank c\s*\+\s*1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c + 1]) / c
''')

wrong("c07", "dcg.trec", "flow", "enumerates the ranks from 1 and still adds 1 twice: log2(i + 2) discount",
      [[r"off.by.one", r"i\s*\+\s*2", r"rank (shifted|offset)", r"(shift|offset)\w* (by one|the ranks)",
        r"(adds?|added) (the )?(\+ ?)?1 twice", r"1-based.{0,40}(\+ ?1|again)", r"(start|starts|started) (at|from) 1.{0,40}\+ ?1"]], '''
import math

my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"], 1))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "interp.step", "hidden", "finds the step with a strict R_i > level, so a level exactly at a recall "
      "the ranking reaches takes the next relevant item's precision",
      [[r"strict\w*", r"> instead of >=", r">= instead of >", r"(greater|larger) (than|or) (or )?equal",
        r"<= instead of <", r"(not )?inclusive", r"boundar\w*", r"equal(ity)? (case|excluded|left out)",
        r"next (relevant item|step)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant > level + 1e-12:
                return hits / rank
    return 0.0
''')

wrong("d02", "set.pr", "hidden", "divides by the number retrieved with no guard: an empty result raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: with no relevant item at all it "
      "raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], start=2)) if gs else 0.0
    return dcg(list(grades)) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp + fp = 0 raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "pr.averaged", "hidden", "recall divides by n_relevant with no guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            prec.append(hits / i)
            rec.append(hits / R)
        for j, r in enumerate(levels):
            cand = [p for p, q in zip(prec, rec) if q >= r - 1e-9]
            total[j] += max(cand) if cand else 0.0
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "ap.at_k", "hidden", "no guard when min(k, n_relevant) is 0: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x]
    return sum(precs) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "scope.eps_precision", "hidden", "no guard for an empty epsilon-query: nothing within epsilon "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (beta^2 R + P): precision and recall "
      "swapped in the denominator",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|confused|the wrong way)",
        r"wrong (term|side|one)", r"beta\^?2?.{0,20}(on|times|multipl\w*) (the )?recall",
        r"recall.{0,20}weighted", r"(P|precision) and (R|recall) (mixed|inverted)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e02", "roc.eer", "twin", "returns the FPR of the ROC point where |FPR - FNR| is smallest (no interpolation "
      "between the two points around the crossing)",
      [[r"no interpolation", r"not interpolat\w*", r"without interpolat\w*", r"nearest (ROC )?point",
        r"closest (ROC )?point", r"(smallest|minimal|minimum) (gap|difference)", r"argmin",
        r"(a|one) (ROC )?point (instead|rather)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best, out = 2.0, 0.0
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        if abs(fpr - fnr) < best:
            best, out = abs(fpr - fnr), fpr
    return float(out)
''')

wrong("e03", "map.mrr", "twin", "averages over the queries that retrieved a relevant item only (queries with no "
      "hit are dropped from the mean)",
      [[r"(drop|skip|exclud|ignor|left out|leav)\w*.{0,40}(quer\w*|zero|no (relevant|hit))",
        r"(only|just) (the )?quer\w* (with|that)", r"not (counted|included) in the mean",
        r"divid\w* by (the )?(number|count) of quer\w* (with|that)", r"wrong (denominator|count of queries)"]], '''
def my_mrr(runs):
    rr = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rr) / len(rr) if rr else 0.0
''')

wrong("e04", "sig.sign_test", "twin", "reports the one-sided binomial p-value (the tail is not doubled)",
      [[r"one.sided", r"one.tailed", r"single tail", r"(not|never|forg[eo]t\w*).{0,15}doubl\w*",
        r"alternative\s*=\s*.?(greater|less)", r"(times|multiply\w*) (by )?(2|two)", r"\b2\s*\*"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("e05", "scope.knn_ties", "twin", "breaks ties by input order (a stable argsort) and returns that one P@k as "
      "both bounds",
      [[r"input order", r"stable (sort|argsort)", r"(index|position|list) order", r"(first|original) order",
        r"same (value|P@k) (twice|for both)", r"one tie (rule|break)", r"(tie|ties) (broken|resolved) (by|arbitrar)",
        r"arbitrar\w*"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")[:k]
    p = float(np.asarray(labels)[order].sum() / k)
    return [p, p]
''')

wrong("e06", "map.mean", "twin", "pools the precisions at every relevant rank of every query and divides by the "
      "total number of relevant items (a micro average instead of the mean of per-query APs)",
      [[r"micro", r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant",
        r"(weighted|weights?) by (the )?(number|count) of relevant", r"all queries together",
        r"not (the )?mean of (the )?(per.query )?AP"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
    R = sum(n_relevant)
    return total / R if R else 0.0
''')

wrong("e07", "rank.distances", "twin", "sorts the distances in descending order, as if they were similarities "
      "(the farthest targets first)",
      [[r"similarit\w*", r"descending", r"farthest", r"largest (distance|first)", r"(reverse|revers\w*)",
        r"wrong (sort )?order", r"high(est)? (distance|values) first", r"-\s*distances?"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float))
    return float(np.asarray(labels)[order[:k]].mean())
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "counts the retrieved list with its duplicates (len of the list, not of the set) "
      "in precision's denominator",
      [[r"duplicat\w*", r"counted twice", r"not (a |as a )?set", r"set\(",
        r"(repeated|double) (id|item|entr)", r"len\w* of the list"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.value", "data", "turns the graded judgments into binary labels (grade > 0 counts 1)",
      [[r"binar\w*", r"grades? (as|into|to) (0/1|labels|binary)", r"(0|zero)\s*/\s*(1|one)",
        r"grade.{0,20}(lost|ignored|thrown away|flattened)", r"graded.{0,30}(binary|relevant or not)",
        r"> ?0 (counts|as) 1"]], '''
from math import log2

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

b = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(b + [1 if g > 0 else 0 for g in v["unretrieved"]], reverse=True)
my_ndcg_value = _dcg(b) / _dcg(ideal) if _dcg(ideal) else 0.0
''')

wrong("f03", "roc.auc", "data", "reads the scores as distances (a lower score ranks higher), so it gives "
      "1 - AUC",
      [[r"distance", r"lower (score|is better)", r"smaller (score|is better)", r"revers\w*", r"1\s*-\s*AUC",
        r"inverted", r"(negative|positive) class (swapped|confused)", r"wrong direction", r"score.{0,20}(as|like) (a )?dissimilarit"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("f04", "gen.practical", "data", "takes d as the number of unjudged items and uses d + s as the database "
      "size",
      [[r"d\s*\+\s*s", r"unjudged", r"(d|database size) (already )?includes?", r"(add|adds|added)\w* (the )?s\b",
        r"(size|d) (of|as) the (rest|remaining|unseen)", r"outside the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    n = d + s
    return [v / s, v / (n - s + v), v / n]
''')

wrong("f05", "avg.macro", "data", "reads each row as [tp, fn, fp] and divides by tp + fn (the columns swapped, "
      "giving the macro recall)",
      [[r"column", r"\bfn\b (as|for|instead of) (the )?\bfp\b", r"(fp and fn|fn and fp) (swapped|confused|mixed)", r"recall", r"(row|table|field) order",
        r"wrong (index|entry|position)", r"tp\s*\+\s*fn", r"\[2\]"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fn = row[0], row[2]
        precs.append(tp / (tp + fn) if tp + fn else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f06", "ap.value", "data", "reads the ranking bottom-up (the list reversed, last item as rank 1)",
      [[r"revers\w*", r"bottom.up", r"last (item|element) (as|is|at) (the )?(rank 1|top|first)",
        r"(wrong|opposite) (end|order|direction)", r"backwards?", r"\[::-1\]"]], '''
labels = list(reversed(v["labels"]))
hits, total = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / v["n_relevant"]
''')

wrong("f07", "interp.curve", "data", "takes the length of the list as the number of relevant items (recall "
      "divided by len(labels) instead of n_relevant)",
      [[r"len\w*\(labels\)", r"length of the (list|ranking)", r"list length", r"number of (retrieved|ranked) items",
        r"instead of n_relevant", r"n_relevant.{0,30}(ignored|unused|never used)", r"ignor\w*.{0,15}n_relevant"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / len(y)
    return [float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0
            for r in np.linspace(0, 1, 11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "ap.exact", "argwhere of the relevant ranks, hits / rank", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = np.flatnonzero(np.asarray(labels)) + 1
    return float(np.sum(np.arange(1, len(ranks) + 1) / ranks) / n_relevant)
''')

right("g02", "roc.auc", "sklearn roc_auc_score", '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(labels, scores))
''')

right("g03", "scope.knn_ties", "counts inside and on the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    inside = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    room = k - len(inside)
    base = sum(inside)
    rel_tied = sum(tied)
    low = base + max(0, room - (len(tied) - rel_tied))
    high = base + min(room, rel_tied)
    return [low / k, high / k]
''')

right("g04", "gen.practical", "the paper's letters", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("g05", "pr.points", "comprehension over cumulative hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("g06", "ap.value", "loop, divided by n_relevant", '''
hits, total = 0, 0.0
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / v["n_relevant"] if v["n_relevant"] else 0.0
''')

SUBMISSIONS = tuple(S)
