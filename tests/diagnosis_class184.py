"""Diagnosis class 184, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students fond
of NumPy broadcasting, boolean masks, ``np.where``, ``argsort`` and fancy indexing, who write few explicit loops
(with a few loops, comprehensions, itertools and fractions among them). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c184-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class184).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 184 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c184-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the mean precision at the hits) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"number of hits",
        r"mean of (the )?precisions", r"sum\(labels\)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"unretrieved"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels) == 1
    if not y.any():
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y].mean())
''')

wrong("q02", "dcg.trec", "sibling", "computes classic DCG (rank 1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"(first|rank.?1).{0,30}(not|un)discounted",
        r"J.rvelin", r"instead of log2\(i ?\+ ?1\)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, g.size + 1)
my_dcg_trec = float(g[0] + np.sum(g[1:] / np.log2(i[1:])))
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (summed tp over summed retrieved) "
      "instead of the macro average",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(counts|tp|tables)", r"total tp", r"(summed|added) (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    retrieved = t[:, 0] + t[:, 1]
    return float(t[:, 0].sum() / retrieved.sum()) if retrieved.sum() else 0.0
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP) instead of their arithmetic "
      "mean",
      [[r"geometric", r"GMAP", r"\blog\b", r"product"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run) == 1
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        aps.append(prec[y].sum() / R if R else 0.0)
    return float(np.exp(np.mean(np.log(np.maximum(aps, 1e-5)))))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant found anywhere over "
      "n_relevant) instead of the precision at scope c",
      [[r"recall (of|at|over) the (whole|full|entire) (list|ranking)", r"whole (list|ranking)",
        r"ignor\w* (the )?scope", r"not cut", r"never cut", r"all (the )?ranks"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    return float(y.sum() / n_relevant)
''')

wrong("q06", "ap.at_k", "sibling", "divides by n_relevant (the full AP's denominator) instead of min(k, "
      "n_relevant)",
      [[r"full AP", r"(plain|ordinary|exact|uncut|untruncated) AP", r"total number of relevant",
        r"divid\w* by (all|every|the total|the number of) relevant", r"instead of min", r"not min",
        r"ignor\w* k in the denominator", r"denominator.{0,30}n_relevant"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels)[:k] == 1
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y].sum() / n_relevant) if n_relevant else 0.0
''')

wrong("q07", "interp.step", "sibling", "uses the interpolated curve's rule (the largest precision at any rank with "
      "recall >= level) instead of the step rule's P_i",
      [[r"largest precision", r"max\w* (over|of) (all |any )?(later |the )?ranks", r"max \{?P@k",
        r"(recall|R@k) ?>= ?(the )?(level|r)\b", r"11.?point", r"interpolated curve", r"curve'?s? rule",
        r"usual interpolation", r"standard interpolation"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels) == 1
    rec = np.cumsum(y) / n_relevant
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    ok = rec >= level - 1e-12
    return float(prec[ok].max()) if ok.any() else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"without squaring", r"forg\w* (to )?square", r"beta instead of beta", r"unsquared",
        r"squar\w* (is )?missing", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e", r"wrong base", r"instead of log2", r"log base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    r = np.arange(1, g.size + 1)
    disc = np.ones_like(g)
    disc[1:] = np.log(r[1:])
    return float(np.sum(g / disc))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"forg\w*.{0,20}(- ?1|minus|subtract)", r"without (the )?(- ?1|minus|subtract)",
        r"subtract", r"(grade|rel\w*) (of )?0 .{0,30}gain (of )?1", r"non.?relevant items? (gain|score|add)",
        r"drop\w* the ?-1", r"2\^rel instead"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q11", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"doubl", r"times 2", r"half"]], '''
import numpy as np
from scipy.stats import binom

a, b = np.asarray(v["a"]), np.asarray(v["b"])
d = a - b
w, l = int((d > 0).sum()), int((d < 0).sum())
my_sign_p = float(binom.cdf(min(w, l), w + l, 0.5))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound is v / (d - s), the + v left out of the denominator",
      [[r"\+ ?v\b", r"plus v", r"d ?- ?s\b(?! ?\+)", r"forg\w*.{0,30}\bv\b", r"left out.{0,20}\bv\b",
        r"without (the )?v\b"]], '''
import numpy as np

def my_practical(labels, d):
    s = len(labels)
    v = int(np.sum(labels))
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b", r"instead of 11", r"not (by )?11"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels) == 1
    if n_relevant == 0:
        return 0.0
    rec = np.cumsum(y) / n_relevant
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    levels = np.linspace(0, 1, 11)
    reach = rec[None, :] >= levels[:, None] - 1e-9
    p = np.where(reach, prec[None, :], 0.0).max(axis=1)
    return float(p.sum() / 10)
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? (count\w* )?(as )?(1|one|full|a win|wins|a whole)", r">=", r"greater (than )?or equal",
        r"instead of (1/2|half|0\.5)", r"tied pairs? (count\w* )?(as )?(1|one|a (full )?win)\b(?!/)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float((diff >= 0).mean())
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "divides by the 0-based index of each relevant item instead of its rank "
      "(index + 1)",
      [[r"0.?based", r"zero.?based", r"index", r"off.?by.?one", r"\+ ?1", r"rank (minus|- ?)1"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    pos = np.flatnonzero(np.asarray(labels) == 1)
    return list(np.arange(1, pos.size + 1) / pos)
''')

wrong("q16", "map.mrr", "flow", "np.argmax of a query with no relevant item returns 0, so that query gets RR 1 "
      "instead of 0",
      [[r"argmax", r"(RR|reciprocal rank) (of |is |= ?)1\b(?!/)", r"(RR|reciprocal rank) of one\b",
        r"as if (the|its) first (item|rank) (was|were) relevant"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(np.asarray(r) == 1) + 1) for r in runs]))
''')

wrong("q17", "pr.averaged", "flow", "averages along the wrong axis (each query's mean over the levels) instead of "
      "over the queries at each level",
      [[r"axis", r"wrong (dimension|direction)", r"mean over (the )?levels", r"each query'?s? (own )?mean",
        r"one (value|number) per query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)

    def curve(run, R):
        y = np.asarray(run) == 1
        if R == 0 or not y.any():
            return np.zeros(11)
        rec = np.cumsum(y) / R
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        reach = rec[None, :] >= levels[:, None] - 1e-9
        return np.where(reach, prec[None, :], 0.0).max(axis=1)

    curves = [curve(r, n) for r, n in zip(runs, n_relevant)]
    return list(np.mean(curves, axis=1))
''')

wrong("q18", "roc.eer", "flow", "takes the thresholds in ascending order (np.unique never reversed), so the ROC "
      "walk starts at (1, 1) and the crossing is always found on the first piece",
      [[r"ascending", r"never (reversed|sorted)", r"not reversed", r"wrong (order|direction)",
        r"lowest (score|threshold)s? first", r"\[::-1\]", r"revers"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    thr = np.unique(s)
    tpr = (s[y][:, None] >= thr).mean(axis=0)
    fpr = (s[~y][:, None] >= thr).mean(axis=0)
    fpr = np.r_[0.0, fpr, 1.0]
    tpr = np.r_[0.0, tpr, 1.0]
    g = fpr - (1 - tpr)
    i = np.flatnonzero(g >= 0)[0]
    if i == 0:
        return 0.0
    f0, f1, g0, g1 = fpr[i - 1], fpr[i], g[i - 1], g[i]
    return float(f0 + (f1 - f0) * (-g0) / (g1 - g0))
''')

wrong("q19", "rank.r_precision", "flow", "computes the precision at rank R + 1 (the cumulative count at index R, "
      "divided by R + 1) instead of at rank R",
      [[r"off.?by.?one", r"rank R ?\+ ?1", r"one (rank|item|position) (too )?(far|many|past|beyond|late)",
        r"index R\b", r"0.?based", r"\[R\]", r"next rank"]], '''
import numpy as np

y = np.asarray(v["labels"])
R = v["n_relevant"]
y = np.r_[y, np.zeros(R, dtype=int)]
my_r_precision = float(np.cumsum(y)[R] / (R + 1))
''')

wrong("q20", "map.mean", "flow", "uses the first query's n_relevant for every query",
      [[r"first query'?s?", r"same (n_relevant|number of relevant|R)", r"n_relevant\[0\]", r"reus",
        r"one (query'?s? )?n_relevant for (all|every)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = [(np.cumsum(y) / np.arange(1, y.size + 1))[y].sum() / R if R else 0.0
           for y in (np.asarray(r) == 1 for r in runs)]
    return float(np.mean(aps))
''')

wrong("q21", "ndcg.all_judgments", "flow", "sorts the ideal grades ascending (np.sort, never reversed) so the "
      "ideal ranking puts the lowest grades first",
      [[r"ascending", r"low to high", r"lowest (grades? )?first", r"\[::-1\]", r"not reversed", r"revers",
        r"increasing", r"worst (order|ranking)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.maximum(np.log2(np.arange(1, g.size + 1)), 1.0)
        return float(np.sum(g / disc))

    ideal = np.sort(np.concatenate([grades, unretrieved]))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "precision is 0/0 = nan when nothing is retrieved (an empty NumPy array's "
      "division)", [NAN], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.unique(retrieved)
    rel = np.unique(relevant)
    hits = np.isin(ret, rel).sum()
    p = hits / ret.size
    r = hits / rel.size if rel.size else 0.0
    return [float(p), float(r)]
''')

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: ZeroDivisionError when "
      "n_relevant is 0", [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k]) == 1
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    total = float(prec[y].sum())
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "looks at the distance after the k-th (ds[k]) to detect a tie: "
      "IndexError when k is the whole list", [INDEX], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(d, kind="stable")
    ds = d[order]
    cut = ds[k - 1]
    if ds[k] != cut:
        p = y[order[:k]].sum() / k
        return [float(p), float(p)]
    inside = d < cut
    tied = d == cut
    need = k - inside.sum()
    base = y[inside].sum()
    n_rel = y[tied].sum()
    n_non = tied.sum() - n_rel
    lo = base + max(0, need - n_non)
    hi = base + min(need, n_rel)
    return [float(lo / k), float(hi / k)]
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "takes the mean of labels[:c], which divides by the slice's length "
      "when the list is shorter than c",
      [[r"mean of (the )?slice", r"\.mean\(\)", r"np\.mean", r"divid\w* by (the )?(slice|list)'?s? length",
        r"len\(labels\)", r"slice (is )?shorter", r"instead of (by )?(c|n_relevant)\b", r"not by (c|n_relevant)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    return float(y[:n_relevant].mean())
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard on the ideal DCG: 0/0 gives nan when there is no "
      "relevant item at all", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(np.sum(g / np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))))

    ideal = -np.sort(-np.asarray(list(grades) + list(unretrieved), dtype=float))
    return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q27b", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above, so a recall of exactly 0.3/0.6/0.7 does not reach its level",
      [[r"float(ing)?.?point", r"round(ing|-off)? (error|issue)", r"np\.arange", r"0\.30000000000000004",
        r"inexact", r"tolerance", r"representation"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels) == 1
    rec = np.cumsum(y) / n_relevant
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    levels = np.arange(0.0, 1.1, 0.1)
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in levels]
''')

wrong("q28", "scope.eps_precision", "hidden", "takes the mean of the labels inside the ball, nan when nothing "
      "lies within epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    return float(y[d < epsilon].mean())
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "takes the label-0 items as the positives (masks y == 0 and y == 1 swapped)",
      [[r"labels? (are )?(swapped|inverted|flipped|reversed)", r"y ?== ?0",
        r"(positives?|negatives?) (and|with) (the )?(negatives?|positives?) (are )?(swapped|confused|exchanged)",
        r"swap\w* (the )?(classes|positives|labels|masks)", r"label 0 (as|treated as|taken as) (the )?positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    cmp = pos[:, None] - neg[None, :]
    return float(((cmp > 0) + 0.5 * (cmp == 0)).mean())
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator instead of the precision "
      "term",
      [[r"beta.{0,15}(on|with|times|multipl\w*) (the )?recall", r"recall.{0,20}weighted by beta",
        r"beta.?\^?2 ?\* ?(R|recall)\b", r"wrong term", r"beta.{0,20}(wrong|other) (term|side)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "avg.macro", "twin", "reads each table as [tp, fn, fp] (the fp and fn columns swapped)",
      [[r"column", r"(fp|fn) and (fn|fp) (are )?(swapped|confused|mixed|exchanged)", r"\[tp, fn, fp\]",
        r"order of the (table|columns|counts)", r"misread\w* the table", r"unpack\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t.T
    ret = tp + fp
    p = np.divide(tp, ret, out=np.zeros_like(tp), where=ret > 0)
    return float(p.mean())
''')

wrong("q32", "rank.distances", "twin", "reverses the argsort, ranking the farthest items first",
      [[r"farthest", r"descending", r"largest distances? first", r"revers", r"\[::-1\]",
        r"wrong (end|order|direction)", r"highest (distances? )?first"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    top = np.argsort(d)[::-1][:k]
    return float(y[top].sum() / k)
''')

wrong("q33", "scope.knn_ties", "twin", "the lexsort tie-break keys have their signs the wrong way round (-y puts "
      "the relevant targets first in the order meant to be pessimistic)",
      [[r"lexsort", r"tie.?break\w* (key )?(sign|reversed|inverted|backwards|the wrong way)", r"-y\b",
        r"sign of the (tie|label)", r"relevant (targets )?first (in|for) the (pessimistic|lowest)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    pess = np.lexsort((-y, d))[:k]
    opt = np.lexsort((y, d))[:k]
    return [float(y[pess].sum() / k), float(y[opt].sum() / k)]
''')

wrong("q34", "map.mrr", "twin", "gives a query with no relevant item nan and averages with np.nanmean, so such "
      "queries are dropped from the mean instead of counting 0",
      [[r"nanmean", r"\bnan\b", r"(left|dropped|excluded|ignored|skipped) (out )?(of|from) the (mean|average)",
        r"only (the )?quer\w* with", r"drop\w* (the )?quer", r"skip\w* (the )?quer"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for r in runs:
        hits = np.flatnonzero(np.asarray(r) == 1)
        rr.append(1.0 / (hits[0] + 1) if hits.size else np.nan)
    return float(np.nanmean(rr))
''')

wrong("q35", "dcg.classic", "twin", "builds the discount from 0-based positions (np.log2(np.maximum(arange(n), "
      "2))), so every discount from rank 3 on belongs to the rank before",
      [[r"0.?based", r"zero.?based", r"arange\(len", r"start\w* (at|from) 0", r"off.?by.?one",
        r"positions? (instead of|as) ranks?", r"index (instead of|as) (the )?rank"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.maximum(np.arange(g.size), 2))
    return float(np.sum(g / disc))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "takes np.mean of labels[:k], dividing by the slice's length (not k) when the "
      "list is shorter than k",
      [[r"mean of (the )?slice", r"np\.mean", r"divid\w* by (the )?(slice|list)'?s? length", r"len\(labels\)",
        r"instead of (dividing by )?k\b", r"not by k\b", r"fewer than k (items|labels)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(np.asarray(labels)[:k]))
''')

wrong("q37", "ndcg.all_judgments", "data", "binarises the grades (grade > 0 becomes 1) before computing DCG and the "
      "ideal",
      [[r"binar", r"0/1", r"grades? (as|to) (1|one|binary|relevant)", r"ignor\w* (the )?grade (levels|values)",
        r"> ?0", r"graded"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return float(np.sum(g / np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))))

    g = (np.asarray(grades) > 0).astype(float)
    ideal = np.sort((np.asarray(list(grades) + list(unretrieved)) > 0).astype(float))[::-1]
    idcg = dcg(ideal)
    return dcg(g) / idcg if idcg > 0 else 0.0
''')

wrong("q38", "interp.step", "data", "uses sum(labels) (the relevant items retrieved) as the number of relevant "
      "items instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(retrieved|in the (list|ranking))",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels) == 1
    R = y.sum()
    rel = np.flatnonzero(y)
    P = np.arange(1, rel.size + 1) / (rel + 1)
    Ri = np.arange(1, rel.size + 1) / max(R, 1)
    i = np.searchsorted(Ri, level - 1e-12)
    return float(P[i]) if i < P.size else 0.0
''')

wrong("q39", "gen.practical", "data", "takes d as the items outside the judged scope (database = d + s)",
      [[r"d ?\+ ?s", r"outside the scope", r"(unjudged|remaining|other) items", r"added s",
        r"d (as|is) (the )?(rest|unjudged|remaining)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q40", "scope.eps_precision", "data", "treats the distances as similarities (keeps d > epsilon)",
      [[r"similarit", r"> ?epsilon", r"greater than epsilon", r"farther", r"outside", r"wrong side",
        r"revers\w* (the )?comparison"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    inside = d > epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("q41", "rank.distances", "data", "takes np.argsort(d) as each item's rank (the order of indices read as "
      "ranks) and keeps the items whose 'rank' is below k",
      [[r"argsort", r"(positions?|indices) (as|for|instead of) ranks?", r"ranks? (as|for|instead of) (positions?|indices)",
        r"argsort of (the )?argsort", r"double argsort", r"permutation"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    rank = np.argsort(d)
    return float(y[rank < k].sum() / k)
''')

wrong("q42", "set.pr", "data", "counts an id retrieved twice twice in the precision (retrieved never made "
      "unique)",
      [[r"duplicat", r"repeat", r"np\.unique", r"more than once", r"dedup", r"counted (it )?(two|2) times"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.asarray(retrieved)
    rel = np.unique(relevant)
    p = np.isin(ret, rel).mean() if ret.size else 0.0
    r = np.isin(rel, ret).mean() if rel.size else 0.0
    return [float(p), float(r)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "a loop with fractions.Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''')

right("q44", "scope.knn_ties", "boolean masks and counting the tied group", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels) == 1
    cut = np.sort(d)[k - 1]
    inside, tied = d < cut, d == cut
    need = k - inside.sum()
    base = y[inside].sum()
    n_rel = y[tied].sum()
    n_non = tied.sum() - n_rel
    return [float((base + max(0, need - n_non)) / k), float((base + min(need, n_rel)) / k)]
''')

right("q45", "interp.curve", "np.maximum.accumulate from the right, integer level test", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels) == 1
    if n_relevant == 0 or not y.any():
        return [0.0] * 11
    tp = np.cumsum(y)
    prec = tp / np.arange(1, y.size + 1)
    best = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for j in range(11):
        idx = np.flatnonzero(tp * 10 >= j * n_relevant)
        out.append(float(best[idx[0]]) if idx.size else 0.0)
    return out
''')

right("q46", "map.mrr", "np.argmax guarded by np.any", '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(r) + 1) if np.any(r) else 0.0 for r in map(np.asarray, runs)]
    return float(np.mean(rr))
''')

right("q47", "gen.practical", "counts from NumPy, the paper's bounds", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q48", "dcg.classic", "a generator over enumerate with max(1, log2 i)", '''
from math import log2

def my_dcg(grades):
    return float(sum(g / max(1.0, log2(i)) for i, g in enumerate(grades, 1)))
''')

SUBMISSIONS = tuple(S)
