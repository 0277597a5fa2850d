"""Diagnosis class 43, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios, formula
shapes or feedback code), and never ran the checker on this class before handing it over: its first run is the
measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of data-science students in an IR evaluation
course -- students who reach for dicts, ``collections.Counter``, pandas habits (``sort_values``, ``tail``, column
order), sets and ``sorted()`` with key functions, NumPy one-liners and scipy/scikit-learn helpers; their mistakes are
in keys and sort orders, set semantics that lose duplicates, dict iteration order, the order of arguments and
columns, mutable default arguments and the usual misremembered formulas. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library (outside ``exercises/`` and ``grading/``), the course documents, the first 80 lines
of tests/heldout_submissions.py (``class_writer`` and the shared key lists), the header and the last lines of
tests/diagnosis_class19.py (the format) and tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c43-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see ``tests/validate_class.py diagnosis_class43``): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, class_writer

BATCH = "diagnosis class 43 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c43-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "avg.macro", "sibling", "micro-averages: sums tp and fp over all queries first and divides once, "
      "instead of averaging each query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|true positives).{0,40}(over|across|of all) (the )?queries",
        r"totals? (over|across) (all )?(the )?queries", r"before (dividing|the division)",
        r"weight\w* by (the )?(number|size|retrieved)", r"big(ger)? queries (count|weigh) more"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("k02", "dcg.classic", "sibling", "TREC's DCG: discounts every rank by log2(i + 1), rank 1 included, instead "
      "of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*(i|rank|r)\s*\+\s*1\s*\)", r"trec", r"(rank|position) 1 (is )?(also )?discounted",
        r"discount\w* (the )?(first|top) (rank|item|grade|position)", r"every rank (is )?discounted",
        r"\bi ?\+ ?1\b"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("k03", "map.mean", "sibling", "pools every query's precisions into one sum divided by the total number of "
      "relevant items (a micro-averaged AP) instead of the mean of the per-query APs",
      [[r"micro", r"pool\w*", r"(one|a single) (big )?(sum|division|denominator)", r"total (number of )?relevant",
        r"sum of (all )?(the )?n_relevant", r"weight\w* (by|with) (the )?(number of )?relevant",
        r"queries with more relevant items (count|weigh)",
        r"instead of (averaging|the mean of) (the )?(per.query )?APs?"]], '''
def my_map(runs, n_relevant):
    total_prec, total_rel = 0.0, 0
    for run, n in zip(runs, n_relevant):
        hits = 0
        for rank, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                total_prec += hits / rank
        total_rel += n
    return total_prec / total_rel if total_rel else 0.0
''')

wrong("k04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight piece of the curve (no interpolation)",
      [[r"nearest", r"closest", r"(no|without|not|never) (linear )?interpolat", r"\(?fpr ?\+ ?fnr\)? ?/ ?2",
        r"average of (the )?(fpr and fnr|two (error )?rates)", r"smallest (gap|\|fpr ?- ?fnr\||difference)",
        r"(an existing|a single|one) (roc )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, float)
    y = np.asarray(labels, int)
    P, N = y.sum(), (1 - y).sum()
    best = None
    for t in np.r_[np.inf, np.unique(s)[::-1]]:
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("k05", "pr.points", "sibling", "returns the recall of each point (hits / n_relevant) instead of its precision",
      [[r"recalls? (instead|rather) of (the )?precision", r"returns? (the )?recall", r"recall (values|levels|"
        r"coordinates?) (instead|not)", r"x.?(axis|coordinate)", r"(hits|found) ?/ ?n_relevant",
        r"divid\w* by n_relevant (instead|rather) of (the )?rank", r"wrong (axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for lab in labels:
        if lab:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("k06", "gen.grip_point", "sibling", "the precision of the whole judged list (relevant found / list length) "
      "instead of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (of )?the (list|ranks|items)", r"len\(labels\)",
        r"(list|ranking)('s)? (length|size)", r"never (cut|truncat)", r"(not|without) (cut|truncat)\w*",
        r"instead of (at )?(the )?(scope|rank|s ?=) ?(c|n_relevant)", r"mean of (all )?(the )?labels"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels))
''')

wrong("k07", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the lecture "
      "notes' step rule), not the maximum precision over all ranks with recall >= r",
      [[r"no max", r"not (the )?max", r"without (taking )?(the )?max", r"(instead of|rather than) (the )?max",
        r"first rank (where|that|whose|at which)", r"step (rule|interpolation)", r"uninterpolated",
        r"ignor\w* (the )?later", r"max(imum)? (over|of) (the )?(later|following|right)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in [i / 10 for i in range(11)]:
        idx = np.flatnonzero(rec >= r)
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("k08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator "
      "((1 + b^2) P R / (b^2 R + P))",
      [[r"(p|precision) and (r|recall) (are )?(swapped|exchanged|confused|reversed|the wrong way)",
        r"swap\w* (p|precision) and (r|recall)", r"wrong term", r"1 ?/ ?(beta|β)",
        r"(beta|β).{0,20}(on|multipl\w*|times|with) (the )?(r|recall)\b",
        r"denominator.{0,40}(swapped|wrong term|recall)", r"favou?rs? precision"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("k09", "dcg.exponential", "shape", "forgets the - 1 of the gain: sums 2^rel_i / log2(i + 1)",
      [[r"(forg[oe]t\w*|miss\w*|without|drop\w*|omit\w*|no|left out)\W+(the\W+)?(- ?1|minus (one|1)|subtract\w*)",
        r"2 ?\^ ?0 ?= ?1", r"2 ?\*\* ?0", r"grade 0.{0,40}gain (of )?1",
        r"(non-?relevant|irrelevant|zero.grade) (items|documents) (still )?(gain|get|add|count)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("k10", "gen.practical", "shape", "recall's lower bound with s and v swapped: v / (d - v + s)",
      [[r"(s|v) and (v|s) (are )?(swapped|exchanged|confused|mixed up|the wrong way)", r"swap\w* (s|v) and (v|s)",
        r"d ?- ?v ?\+ ?s", r"sign\w* (of|on) (s|v)\b", r"(subtracts?|minus) v\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - v + s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("k11", "ndcg.all_judgments", "shape", "discounts with the natural log (np.log) instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"math\.log\b", r"wrong base", r"another base",
        r"base of (the )?log", r"instead of log2"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return 0.0
        disc = np.ones(len(gs))
        disc[1:] = np.log(np.arange(2, len(gs) + 1))
        return float(np.sum(gs / disc))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("k12", "ap.at_k", "shape", "divides the hit count by k at every relevant rank (P@k) instead of by the rank "
      "i (P@i)",
      [[r"hits? ?/ ?k\b", r"(precision|P@)\s?k (instead|rather) of (P@)?\s?i", r"same (denominator|cut.?off|k) "
        r"(at|for) every (rank|relevant)", r"divid\w* (each |every |the )?(precision|hit count|hits) by k\b",
        r"(instead of|not) (by )?(the|its) (own )?rank", r"precision at (the cut.?off|k) (instead|rather)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("k13", "roc.auc", "shape", "divides the wins by the number of all item pairs n(n-1)/2 (same-label pairs "
      "too) instead of the positive x negative pairs",
      [[r"all (the )?pairs", r"every pair", r"(any|all) two items", r"combinations", r"n ?\( ?n ?- ?1 ?\) ?/ ?2",
        r"same.?(label|class) pairs", r"pairs? (with|of) (the )?same (label|class)"]], '''
from itertools import combinations

def my_auc(scores, labels):
    good = 0.0
    pairs = 0
    for (s1, y1), (s2, y2) in combinations(zip(scores, labels), 2):
        pairs += 1
        if y1 == y2:
            continue
        pos, neg = (s1, s2) if y1 == 1 else (s2, s1)
        if pos > neg:
            good += 1
        elif pos == neg:
            good += 0.5
    return good / pairs
''')

wrong("k14", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"/ ?10\b", r"divid\w* by 10\b", r"\bten\b", r"10 instead of 11", r"(mean|average) (is )?(over|by) 10\b"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        mask = rec >= j / 10
        total += prec[mask].max() if mask.any() else 0.0
    return total / 10
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("k15", "map.mrr", "flow", "a mutable default argument (rrs=[]) keeps the reciprocal ranks of earlier calls, "
      "so every later call averages over old queries too",
      [[r"mutable default", r"default (argument|parameter|value)", r"rrs ?= ?\[\]",
        r"(shared|kept|persist\w*|carried|remembered|accumulat\w*|grows?) (over|across|between) calls",
        r"(previous|earlier|former|other) calls?", r"state (from|between|across)"]], '''
def my_mrr(runs, rrs=[]):
    for run in runs:
        rank = next((i for i, rel in enumerate(run, start=1) if rel), None)
        rrs.append(1 / rank if rank else 0.0)
    return sum(rrs) / len(rrs)
''')

wrong("k16", "interp.step", "flow", "no break: keeps overwriting the value, so it returns the precision at the "
      "last relevant rank with recall >= level instead of the first",
      [[r"no break", r"without (a )?(break|return)", r"missing (a )?break", r"forg[oe]t\w* (to )?(the )?break",
        r"last (relevant|point|rank|match|one)", r"overwrit\w*", r"(keeps?|kept) (going|looping|overwriting|updating)",
        r"(does|did)( not|n't) stop", r"never stops?"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    value = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                value = hits / rank
    return value
''')

wrong("k17", "pr.points", "flow", "the append is outside the if: one precision per rank instead of one per "
      "relevant item",
      [[r"every rank", r"each rank", r"all ranks", r"(non-?relevant|irrelevant) (ranks|items|positions)",
        r"(outside|out of) the if", r"indent\w*", r"not only (at|for) (the )?relevant", r"one (point|value) per rank",
        r"(point|value) for every (rank|item)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("k18", "map.mean", "flow", "the return is inside the loop: the mean of the first query's AP only",
      [[r"return\w* (is )?(inside|within|in) the (for )?loop", r"return\w* (after|on|in) the first (query|iteration|run)",
        r"only (the )?first (query|run)", r"indent\w*", r"early return", r"first query only",
        r"stops? after (the )?(first|one) query"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / n if n else 0.0)
        return float(np.mean(aps))
''')

wrong("k19", "ap.exact", "flow", "adds the precision before counting the current relevant item (found / rank with "
      "the hit counter incremented afterwards)",
      [[r"(incremented|updated|counted|increased|added) (too )?(late|after)",
        r"before (the )?(count|counter|hit count|found) (is )?(incremented|updated|increased)",
        r"(count|counter|hits?|found) .{0,20}after (the )?(precision|adding|it is used)",
        r"(excludes?|without|not counting|misses) the (current|this) (item|document|hit|relevant)",
        r"order of (the )?(two )?(statements|lines|updates)", r"(found|hits?) ?- ?1",
        r"one (hit|relevant item) (too )?(few|short|behind)", r"off.by.one"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found = 0
    total = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            total += found / rank
            found += 1
    return total / n_relevant
''')

wrong("k20", "ndcg.all_judgments", "flow", "sorts the ideal ranking ascending (reverse=True forgotten), so the "
      "ideal DCG is the worst order's",
      [[r"ascending", r"low(est)? (to|first)", r"smallest (grade )?first", r"reverse ?= ?true",
        r"forg[oe]t\w* (the )?reverse", r"(wrong|opposite|reversed|increasing) (sort )?(order|direction)",
        r"not (sorted )?(in )?descending", r"worst (ranking|order|first)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

    ideal = sorted(grades + unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("k21c", "rank.r_precision", "flow", "a 1-based slice labels[1:R + 1]: skips rank 1 and counts rank R + 1",
      [[r"off.by.one", r"skip\w* (the )?(first|top) (item|rank|document|label)", r"1-based|one-based|0-based|zero-based",
        r"\[1:", r"shifted by one", r"(rank|item) 1 (is )?(skipped|missing|left out)", r"starts? at index 1"]], '''
R = v["n_relevant"]
my_r_precision = sum(v["labels"][1:R + 1]) / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("k22", "set.f_beta", "hidden", "NumPy floats: 0 / 0 gives nan when precision and recall are both 0",
      [NAN + [r"0 ?/ ?0", r"zero (divided )?by zero", r"divi\w* by zero", r"ZeroDivision"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    b2 = beta ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''', scope="all")

wrong("k23", "scope.eps_precision", "hidden", "the mean of an empty selection is nan when nothing is within "
      "epsilon",
      [NAN + [r"mean of (an )?empty", r"empty (array|slice|selection)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("k24", "avg.macro", "hidden", "leaves the queries with nothing retrieved out of the mean instead of counting "
      "them with precision 0",
      [[r"skip\w*", r"drop\w*", r"leav\w* (it |them )?out", r"left out", r"exclud\w*", r"ignor\w*", r"filter\w*",
        r"fewer queries", r"(not|never) counted in the (mean|average|denominator)"],
       [r"nothing retrieved", r"no (items?|documents?) retrieved", r"empty", r"tp ?\+ ?fp ?(=|==) ?0",
        r"zero retrieved", r"(retrieved|returned) nothing"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("k25", "scope.knn_ties", "hidden", "looks at the distance after the k-th to detect a tie: IndexError when k "
      "is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    d_sorted = [p[0] for p in pairs]
    if d_sorted[k - 1] != d_sorted[k]:  # no tie at the cut: one answer
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    cut = d_sorted[k - 1]
    before = [lab for d, lab in pairs if d < cut]
    tied = [lab for d, lab in pairs if d == cut]
    slots = k - len(before)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    low = sum(before) + max(0, slots - nonrel_tied)
    high = sum(before) + min(slots, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("k26", "ap.at_k", "hidden", "caps the denominator at the list's length too: min(k, n_relevant, len(labels))",
      [[r"len\(\w*\)", r"length of the (list|ranking)", r"list('s)? length", r"(list|ranking)('s)? (length|size)",
        r"(cap|clip|limit|bound|min)\w* .{0,40}(length|number of (retrieved|listed) items)",
        r"number of (retrieved|listed) items", r"short(er)? list.{0,40}(denominator|divid)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    denom = min(k, n_relevant, len(top))
    return float((prec * top).sum() / denom) if denom else 0.0
''')

wrong("k27", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): ValueError when k is the whole "
      "list",
      [[r"ValueError", r"out of bounds", r"argpartition", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("k28", "interp.curve", "hidden", "levels from np.arange(0, 1.1, 0.1) are inexact (0.30000000000000004), so a "
      "recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"float(ing)?[- ]?point", r"rounding", r"arange", r"0\.30000000000000004", r"0\.6000000000000001",
        r"not exact(ly)?", r"inexact", r"representation", r"tolerance", r"accumulat\w* (error|step)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0
            for r in np.arange(0.0, 1.1, 0.1)]
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("k29", "rank.distances", "twin", "takes the distances for similarity scores (higher = better) and ranks the "
      "largest first",
      [[r"similarit", r"(as|like|for) (a |the )?(relevance |system'?s? )?scores?\b",
        r"(higher|larger|bigger) (is|=|means) (better|closer|more similar)",
        r"(misread|mistak|took|treat)\w* (the )?distances? (as|for)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    scores = np.asarray(distances, dtype=float)   # the system's score of each item
    ranking = np.argsort(-scores, kind="stable")  # best score first
    return float(np.asarray(labels)[ranking[:k]].mean())
''')

wrong("k30", "set.pr", "twin", "builds a dict with recall inserted first and returns list(d.values()): the two "
      "values come out in the dict's insertion order, [recall, precision]",
      [[r"dict\w*.{0,40}order", r"insertion order", r"order of (the )?(dict|keys|values|insertion)", r"\.values\(\)",
        r"returns? (them |the values )?in the (wrong|reverse|swapped) order", r"(wrong|reverse|swapped|reversed) order",
        r"\[recall, ?precision\]", r"recall first"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    result = {}
    result["recall"] = hits / len(rel) if rel else 0.0
    result["precision"] = hits / len(ret) if ret else 0.0
    return list(result.values())
''')

wrong("k31", "ap.eleven_point", "twin", "the level loop is range(1, 11): level 0.0 is never visited (the sum "
      "misses p_interp(0)) while the mean still divides by 11",
      [[r"range\(1, ?11\)", r"skip\w* (the )?(level|recall) (0|zero)",
        r"(level|recall) (0(\.0)?|zero) (is )?(skipped|missing|left out|dropped|omitted|never (visited|computed))",
        r"starts? (at|from) (level |recall )?0?\.1", r"off.by.one", r"loop (starts|begins) (at|from) 1",
        r"(only )?10 levels"]], '''
def my_11pt(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for i, rel in enumerate(labels, start=1):
        hits += rel
        precs.append(hits / i)
        recs.append(hits / n_relevant)
    total = 0.0
    for j in range(1, 11):
        level = j / 10
        cands = [p for p, r in zip(precs, recs) if r >= level]
        total += max(cands, default=0.0)
    return total / 11
''')

wrong("k32", "set.f_beta", "twin", "reads the beta argument as the weight beta^2 already (uses it unsquared on "
      "purpose)",
      [[r"already squared", r"(as|is) (the )?(beta|β) ?(\^ ?2|\*\* ?2|²|squared)",
        r"(beta|β) (taken|read|treated|misread|interpreted) as (the )?(weight|square|(beta|β) ?(\^ ?2|\*\* ?2|²))",
        r"misread\w* (the )?(beta|parameter|argument)", r"(parameter|argument) (is|as) (the )?(weight|square)"]], '''
def my_f(precision, recall, beta):
    w = beta  # beta is the recall weight b^2 of the formula (given already squared)
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + w) * precision * recall / (w * precision + recall)
''')

wrong("k33", "roc.auc", "twin", "takes label 0 as the positive class (pos = scores of label 0)",
      [[r"(label|class) 0.{0,30}positive", r"positive.{0,30}(label|class)(ed)? 0",
        r"(classes|labels) (are )?(swapped|inverted|flipped|reversed|mixed up)",
        r"(positive|pos) and (negative|neg) (classes |labels )?(are )?(swapped|exchanged|confused|the wrong way)",
        r"swap\w* (the )?(positive|pos) and (negative|neg)", r"pos_label", r"y ?== ?0"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos = s[y == 0]
    neg = s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("k34", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest over every query) instead of "
      "dropping them",
      [[r"ties? (are |were )?(not dropped|kept|included|counted in n)",
        r"(did not|didn't|does not|doesn't|never|forg[oe]t\w*( to)?) (drop|remove|exclude)\w* (the )?ties",
        r"n ?= ?len", r"(all|every) (the )?quer(y|ies) (in|as) n", r"n (includes|counts) (the )?ties",
        r"tied quer(y|ies) (are |were )?(kept|included|not dropped)"]], '''
from scipy.stats import binomtest

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, n=len(v["a"]), p=0.5).pvalue
''')

wrong("k35", "map.mrr", "twin", "np.argmax of a run with no relevant item is 0, so that query gets RR 1",
      [[r"argmax", r"(all.?zeros?|no 1|without a 1).{0,60}(index|position) 0",
        r"(index|position) 0 .{0,40}(no|without) (relevant|1)", r"first (index|position) when (there is )?no"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(run) + 1) for run in runs]
    return float(np.mean(rr))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("k36", "ndcg.value", "data", "builds the ideal ranking from set(grades) | set(unretrieved): repeated grades "
      "count once",
      [[r"set\(", r"(a|python|into a|as a) set\b", r"duplicat\w*", r"distinct", r"unique", r"repeated (grades|values)",
        r"same grade.{0,30}(once|lost|dropped|merged)"]], '''
import math

ideal = sorted(set(v["grades"]) | set(v["unretrieved"]), reverse=True)

def dcg(gs):
    return sum(g / math.log2(i) if i > 1 else g for i, g in enumerate(gs, start=1))

my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("k37", "scope.eps_precision", "data", "the parameters in the wrong order: def f(labels, distances, epsilon), "
      "so the labels are compared with epsilon",
      [[r"(argument|parameter)s? (are )?(in the )?(wrong )?order", r"order of (the )?(arguments|parameters)",
        r"(arguments|parameters) (swapped|reversed|exchanged|the wrong way)", r"signature",
        r"swapp\w* (the )?(distances and labels|labels and distances)",
        r"(distances and labels|labels and distances) (are )?(swapped|exchanged|reversed|mixed up)"]], '''
import numpy as np

def my_eps_precision(labels, distances, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = d < epsilon
    return float(y[inside].sum() / inside.sum()) if inside.any() else 0.0
''')

wrong("k38", "dcg.exponential", "data", "binarises the grades (grade > 0) before the gain, so every relevant item "
      "gains 1",
      [[r"binar\w*", r"0/1", r"(grades?|levels?) (as|to) (binary|0/1|relevan)",
        r"(treat|read|turn|convert|collaps|reduc)\w* (the )?grades? (as|into|to) (labels|binary|relevan|0/1|1)",
        r"(every|any|all) (positive|non-?zero|relevant) grades?.{0,30}(1|same|equal|one)",
        r"ignor\w* (the )?(grade|level)s?", r"> ?0"]], '''
import numpy as np

g = np.array(v["grades"]) > 0   # relevant or not
my_dcg_exp = float(((2 ** g.astype(int) - 1) / np.log2(np.arange(2, len(g) + 2))).sum())
''')

wrong("k39g", "rank.p_at_k", "data", "reads the list as sorted ascending (best at the bottom, like sort_values) and "
      "takes the last k labels",
      [[r"last k", r"\[-k:\]", r"tail", r"bottom", r"(reads?|reversed|read) (the )?(list|ranking) (backwards|in "
        r"reverse|reversed|from the end)", r"ascending", r"best (items? )?(at the )?(end|last|bottom)",
        r"(wrong|reverse|opposite) end"]], '''
def my_p_at_k(labels, k):
    # like sort_values(): the best items are at the bottom of the list
    top = labels[-k:]
    return sum(top) / k
''')

wrong("k40", "gen.practical", "data", "reads d as the items outside the judged scope, so the database size is "
      "d + s",
      [[r"d ?\+ ?s", r"(adds?|added|plus) (the )?s\b",
        r"(database|collection) size.{0,40}(excludes?|without|not (including|counting)|plus|\+)",
        r"misread\w* d\b", r"d (is|as) (the )?(rest|remaining|unjudged|other|items outside)",
        r"count\w* (the )?(scope|judged items|s) twice"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    size = d + s  # the database: the d other items plus the s judged ones
    return [v / s, v / (size - s + v), v / size]
''')

wrong("k41", "roc.eer", "data", "reads the scores as distances (smallest score = most confident) and sweeps the "
      "threshold from the lowest score up",
      [[r"ascending", r"(lower|smaller) (scores? )?(is|are|=|means) (better|more (likely|confident)|positive|closer)",
        r"(scores?|them) (as|like) (a )?distances?", r"smallest (score )?first",
        r"(reversed|inverted|wrong|opposite) (score )?(order|direction)", r"(sorts?|sorted|thresholds?) (from )?"
        r"(the )?(low|bottom)", r"s ?<= ?t"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s):  # smallest score first: the closest match
        accepted = s <= t
        fpr.append((accepted & (y == 0)).sum() / N)
        fnr.append(1 - (accepted & (y == 1)).sum() / P)
    for j in range(1, len(fpr)):
        if fpr[j] >= fnr[j]:
            a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
            t = -a / (b - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return 1.0
''')

wrong("k42", "interp.step", "data", "computes recall over the relevant items in the list (sum(labels)), ignoring "
      "n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking)|found)", r"ignor\w* (the )?n_relevant",
        r"n_relevant (is )?(ignored|unused|never used|not used)", r"only (the )?(retrieved|found) relevant",
        r"(number|count) of (ones|1s)", r"(unretrieved|never retrieved|missing) relevant (items )?(ignored|left out|"
        r"not counted)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    total_rel = sum(labels)  # the relevant items of the ranking
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / total_rel >= level:
                return hits / rank
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("k43", "set.pr", "dict.fromkeys keeps the first copy of each id (order-preserving dedup)", '''
def my_set_pr(retrieved, relevant):
    ret = list(dict.fromkeys(retrieved))
    rel = set(relevant)
    hits = sum(1 for d in ret if d in rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("k44", "pr.averaged", "NumPy per query, np.mean over axis 0", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curves = []
    for run, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append([float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in levels])
    return np.mean(curves, axis=0).tolist()
''')

right("k45", "scope.knn_ties", "sorted() with a tuple key: ties broken by label one way, then the other", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))   # tied: non-relevant first
    best = sorted(items, key=lambda t: (t[0], -t[1]))   # tied: relevant first
    return [sum(lab for _, lab in worst[:k]) / k, sum(lab for _, lab in best[:k]) / k]
''')

right("k46", "roc.eer", "sklearn roc_curve with every threshold, linear crossing", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("k47", "gen.grip_point", "collections.Counter of the top c labels", '''
from collections import Counter

def my_grip_point(labels, n_relevant):
    return Counter(labels[:n_relevant])[1] / n_relevant
''')

right("k48", "dcg.classic", "max(1, log2(i)) as the discount", '''
from math import log2

def my_dcg(grades):
    return sum(g / max(1.0, log2(i)) for i, g in enumerate(grades, start=1))
''')

SUBMISSIONS = tuple(S)
