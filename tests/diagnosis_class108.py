"""Diagnosis class 108, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned from scikit-learn, scipy and pandas tutorials. They reach for library calls (sklearn.metrics, scipy.stats,
np.trapezoid, np.interp, np.searchsorted, np.lexsort, NumPy reductions) and misuse an argument, a default or a
convention of the call (a pos_label, a side= flag, an axis, a sort-key order, a zero_method), next to loops,
comprehensions, itertools and fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), ``variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c108-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class108): every right
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

BATCH = "diagnosis class 108 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c108-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "roc.auc", "sibling", "calls sklearn's average_precision_score (the area under the PR curve) instead "
      "of roc_auc_score",
      [[r"average precision", r"\bAP\b", r"area under the (PR|precision.recall) curve", r"PR.?AUC",
        r"precision.recall curve"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(np.asarray(labels), np.asarray(scores, dtype=float)))
''')

wrong("q02", "sig.sign_test", "sibling", "uses scipy.stats.wilcoxon (the Wilcoxon signed-rank test) instead of the "
      "sign test", [[r"wilcoxon", r"signed.rank", r"rank(s|ed)? of the differences", r"magnitude"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("q03", "dcg.trec", "sibling", "computes the normalised NDCG with sklearn's ndcg_score instead of the plain "
      "DCG", [[r"\bNDCG\b", r"normali[sz]", r"ideal (DCG|ranking)", r"divid\w* by the ideal"]], '''
import numpy as np
from sklearn.metrics import ndcg_score

g = np.asarray([v["grades"]], dtype=float)
rank_scores = -np.arange(g.shape[1], dtype=float)[None, :]
my_dcg_trec = float(ndcg_score(g, rank_scores))
''')

wrong("q04", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R from scipy.stats.hmean, "
      "ignoring beta",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|unused|never used)",
        r"hmean"]], '''
from scipy.stats import hmean

def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    return float(hmean([precision, recall]))
''')

wrong("q05", "avg.macro", "sibling", "micro-averages the precision (pools tp and fp over the queries) instead of "
      "macro-averaging", [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(over|across)",
                           r"(total|summed) (tp|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "map.mean", "sibling", "averages the queries' APs with scipy.stats.gmean (GMAP, the geometric mean) "
      "instead of the arithmetic mean",
      [[r"geometric", r"GMAP", r"gmean"]], '''
import numpy as np
from scipy.stats import gmean

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / n) if n else 0.0)
    return float(gmean(aps))
''')

wrong("q07", "interp.curve", "sibling", "linearly interpolates between the PR points with np.interp instead of "
      "taking the maximum precision at recall >= r",
      [[r"linear(ly)? interpol", r"np\.interp", r"straight line", r"between (the )?(PR )?points"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    mask = y == 1
    if not mask.any():
        return [0.0] * 11
    levels = np.linspace(0, 1, 11)
    out = np.interp(levels, rec[mask], prec[mask], right=0.0)
    return [float(x) for x in out]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta squared", r"square\w*.{0,20}beta", r"not squared", r"beta instead of beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm np.log instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b(?!2)", r"wrong (log|logarithm) base",
        r"another base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q10", "dcg.exponential", "shape", "forgets the - 1 of the gain 2^rel - 1",
      [[r"minus (one|1)", r"subtract", r"forg[eo]t\w* .{0,20}(- ?1|minus)", r"without (the )?(- ?1|minus)",
        r"missing.{0,20}- ?1", r"gain.{0,30}(without|missing|no)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(np.power(2.0, g) / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q11", "gen.practical", "shape", "writes the lower bound of recall as v / (d - s), forgetting the + v of "
      "the largest possible class d - s + v",
      [[r"\+ ?v\b", r"d - s \+ v", r"largest (possible )?class", r"d\s*-\s*s\)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q12", "interp.step", "shape", "finds the i-th relevant item with int(level * n_relevant), rounding "
      "down where the rule needs the smallest i with i / n_relevant >= level (rounding up)",
      [[r"floor", r"ceil", r"round\w* (it )?down", r"round\w* up", r"int\(", r"truncat"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    ranks = np.flatnonzero(np.asarray(labels)) + 1
    i = max(int(level * n_relevant), 1)
    if i > len(ranks):
        return 0.0
    return float(i / ranks[i - 1])
''')

wrong("q13", "map.mrr", "shape", "returns the reciprocal of the mean rank of the first relevant item instead of "
      "the mean of the reciprocal ranks",
      [[r"reciprocal of the mean", r"1 ?/ ?(the )?mean", r"mean (first )?rank", r"invert\w* (the|after) (mean|averag)",
        r"averag\w* the ranks"]], '''
import numpy as np

def my_mrr(runs):
    firsts = [np.flatnonzero(np.asarray(r))[0] + 1 if any(r) else np.inf for r in runs]
    return float(1.0 / np.mean(firsts))
''')

wrong("q14", "gen.grip_point", "shape", "divides the hits in the top n_relevant by the length of the whole list "
      "instead of by n_relevant",
      [[r"length of the (whole )?(list|ranking)", r"len\(labels\)", r"whole list", r"list length",
        r"divid\w* by (the )?(number of items|list)"]], '''
def my_grip_point(labels, n_relevant):
    hits = sum(labels[:n_relevant])
    return hits / len(labels)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "takes np.mean of labels[:k], which divides by the length of the slice when "
      "the list is shorter than k",
      [[r"shorter than k", r"divid\w* by (the )?(slice|list length|len)",
        r"length of the (slice|list)", r"fewer than k", r"np\.mean"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("q16", "ap.exact", "flow", "computes the precision at a relevant rank before counting that relevant item "
      "(the hit counter is incremented one step late)",
      [[r"before (count|increment|adding)", r"(increment|count)\w* (too )?late", r"off.by.one",
        r"one (step|rank) late", r"not yet counted", r"without (counting )?(the|that) (current|relevant) item",
        r"hits? - ?1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q17", "map.mean", "flow", "the hit counter is set up once before the loop over queries and never reset, so "
      "it carries over from one query to the next",
      [[r"reset", r"carr(y|ies|ied) over", r"(initiali[sz]|set up)\w* (once|outside|before the loop)",
        r"previous quer", r"accumulat\w* across quer"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "averages with np.mean(axis=1), over the levels of each query, instead of "
      "axis=0, over the queries at each level",
      [[r"axis", r"over the levels", r"per query instead", r"wrong (dimension|direction)",
        r"rows? (and|instead of) columns?"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    levels = np.linspace(0, 1, 11)
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in levels]))
    return [float(x) for x in np.mean(np.vstack(curves), axis=1)]
''')

wrong("q19", "interp.curve", "flow", "takes the running maximum with np.maximum.accumulate from the top of the "
      "ranking (over the ranks before) instead of from the end (over the ranks after)",
      [[r"revers", r"from the (top|start|beginning|left)", r"(ranks|points) before", r"earlier ranks",
        r"wrong direction", r"forward", r"\[::-1\]"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = np.maximum.accumulate(hits / np.arange(1, len(y) + 1))
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        out.append(float(prec[ok][0]) if ok.any() and hits[-1] > 0 else 0.0)
    return out
''')

wrong("q20", "roc.auc", "flow", "builds the ROC points in the input order of the scores and integrates them with "
      "np.trapezoid without ever sorting by score",
      [[r"sort", r"unsorted", r"input order", r"order of the (scores|points)", r"not (in )?(increasing|monotone)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    fpr, tpr = [0.0], [0.0]
    for t in s:
        pred = s >= t
        tpr.append((pred & y).sum() / y.sum())
        fpr.append((pred & ~y).sum() / (~y).sum())
    fpr.append(1.0)
    tpr.append(1.0)
    return float(np.trapezoid(tpr, fpr))
''')

wrong("q21", "map.mrr", "flow", "never breaks out of the loop, so the rank kept is the last relevant item's, not "
      "the first's", [[r"break", r"last relevant", r"overwrit", r"keeps? (going|looping)", r"not the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)), capping the number of relevant items "
      "at the list length", [[r"\bmin\b", r"cap\w*", r"list length", r"length of the (list|ranking)",
                              r"longer than the list", r"len\(labels\)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    denom = min(n_relevant, len(y))
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.dot(prec, y) / denom)
''')

wrong("q24", "avg.macro", "hidden", "np.nanmean skips a query with nothing retrieved (its 0/0 precision is nan) "
      "instead of counting it as 0",
      [[r"nanmean", r"skip\w*", r"left out", r"drop\w*", r"ignor\w*", r"exclud\w*"],
       [r"nothing retrieved", r"empty", r"nan", r"0 ?/ ?0", r"no retrieved"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("q25", "scope.eps_precision", "hidden", "takes labels[d < epsilon].mean(), the mean of an empty "
      "selection (nan) when nothing is within epsilon",
      [[r"\bnan\b", r"not a number", r"mean of an empty", r"empty (slice|selection|array)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q26", "gen.grip_point", "hidden", "takes np.mean of labels[:n_relevant], dividing by the slice's length "
      "when the list is shorter than the class",
      [[r"length of the (slice|list)", r"divid\w* by (the )?(slice|list length|len)",
        r"np\.mean", r"fewer (items|ranks) than"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(np.asarray(labels[:n_relevant], dtype=float)))
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.pr", "hidden", "no guard for an empty retrieved set: the precision divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts with np.argsort(...)[::-1], ranking the farthest item first",
      [[r"farthest", r"descending", r"revers\w*", r"largest distance", r"\[::-1\]", r"wrong (sort )?order",
        r"decreasing"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q30", "ap.value", "twin", "uses sklearn's average_precision_score, which divides by the relevant items in "
      "the list rather than by n_relevant",
      [[r"relevant items? (in|of) the (list|ranking)", r"retrieved relevant", r"n_relevant",
        r"unretrieved", r"never retrieved", r"divid\w* by (the )?(number|count) of (hits|relevant retrieved)"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

y = np.asarray(v["labels"])
my_ap_value = float(average_precision_score(y, -np.arange(len(y), dtype=float)))
''')

wrong("q31", "ap.eleven_point", "twin", "keeps the ranks with recall strictly above the level (R@k > r) instead "
      "of at least the level (R@k >= r)",
      [[r"strict", r">= ?r", r"at least", r"greater than or equal", r"\bequal\b"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = [prec[rec > r].max() if (rec > r).any() else 0.0 for r in np.linspace(0, 1, 11)]
    return float(np.mean(vals))
''')

wrong("q32", "dcg.classic", "twin", "calls sklearn's dcg_score, whose discount is log2(i + 1) at every rank (the "
      "trec_eval form), not the classic rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"trec", r"dcg_score", r"i ?\+ ?1", r"first (rank|item) (is )?discounted"]], '''
import numpy as np
from sklearn.metrics import dcg_score

def my_dcg(grades):
    g = np.asarray([grades], dtype=float)
    n = g.shape[1]
    if n == 1:
        return float(g[0, 0])
    return float(dcg_score(g, np.arange(n, 0, -1, dtype=float)[None, :]))
''')

wrong("q33", "scope.knn_ties", "twin", "passes the keys to np.lexsort in the wrong order, so the label becomes the "
      "primary sort key and the distance only breaks ties",
      [[r"lexsort", r"primary (sort )?key", r"(sort\w*|ordered) by (the )?label", r"label first",
        r"key order", r"last key"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    low = np.lexsort((d, y))
    high = np.lexsort((d, -y))
    return [float(y[low][:k].mean()), float(y[high][:k].mean())]
''')

wrong("q34", "roc.eer", "twin", "takes the FPR of the ROC point where |FNR - FPR| is smallest (sklearn tutorial "
      "recipe) instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"(without|not|no|never) interpolat", r"nearest", r"closest", r"smallest (gap|difference)", r"argmin"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = np.nanargmin(np.abs(fnr - fpr))
    return float(fpr[i])
''')

wrong("q35", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2",
      [[r"\bties?\b", r"tied"], [r"half", r"0\.5", r"(count|score)\w* (as )?(0|zero|nothing)",
                                  r"ignor", r"strict"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float((pos[:, None] > neg[None, :]).mean())
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"duplicat", r"count\w* (it )?(twice|double)", r"more than once", r"repeat"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "passes pos_label=0 to sklearn's roc_curve, so the non-relevant class is taken as "
      "the positive one",
      [[r"pos_label", r"positive (class|label)", r"labels? (flipped|inverted|swapped)", r"1 - AUC",
        r"classes (swapped|flipped)"]], '''
from sklearn.metrics import auc, roc_curve

def my_auc(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, pos_label=0)
    return float(auc(fpr, tpr))
''')

wrong("q38", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with d > "
      "epsilon", [[r"similarit", r"greater than", r"d > ?eps", r"farther", r"outside", r"beyond epsilon",
                   r"wrong side"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    sel = d > epsilon
    return float(y[sel].mean()) if sel.any() else 0.0
''')

wrong("q39", "dcg.trec", "data", "sorts the grades from high to low before computing DCG (the ideal ranking, not "
      "the given order)",
      [[r"sort", r"ideal", r"given order", r"rank(ing)? order", r"reorder"]], '''
import numpy as np

g = np.sort(np.asarray(v["grades"], dtype=float))[::-1]
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q40", "avg.macro", "data", "reads the columns as [tp, fn, fp] and so averages tp / (tp + fn), the recalls",
      [[r"recall", r"false negatives?", r"columns?", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
def my_macro_precision(tables):
    vals = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(vals) / len(vals)
''')

wrong("q41", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum of (the )?labels", r"relevant (items )?in the (list|ranking)", r"retrieved relevant",
        r"(number|count) of (ones|1s)"]], '''
import numpy as np

y = np.asarray(v["labels"])
R = int(y.sum())
my_r_precision = float(y[:R].mean())
''')

wrong("q42", "pr.points", "data", "cuts the ranking to its first n_relevant ranks before walking it",
      [[r"first n_relevant", r"truncat", r"cut\w*", r"labels\[:n_relevant\]", r"only the top"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels[:n_relevant], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.distances", "np.argsort with kind='stable'", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

right("q44", "pr.averaged", "NumPy curves, mean over axis=0", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= r / 10 - 1e-12].max() if (rec >= r / 10 - 1e-12).any() else 0.0
                                for r in range(11)]))
    return [float(x) for x in np.mean(np.vstack(curves), axis=0)]
''')

right("q45", "scope.eps_precision", "Fraction over a comprehension", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q46", "ap.at_k", "itertools.accumulate loop", '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = list(labels[:k])
    total = sum(h / i for i, (h, x) in enumerate(zip(accumulate(top), top), 1) if x)
    return total / denom
''')

right("q47", "ndcg.value", "explicit loops with math.log2", '''
from math import log2

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

_ideal = _dcg(sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True))
my_ndcg_value = _dcg(v["grades"]) / _ideal if _ideal else 0.0
''')

right("q48", "sig.sign_test", "scipy.stats.binomtest on the wins", '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = float(binomtest(wins, wins + losses, 0.5).pvalue)
''')

SUBMISSIONS = tuple(S)
