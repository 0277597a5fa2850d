"""Diagnosis class 228, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
chain NumPy (np.where, np.cumsum, boolean masks, broadcasting, fancy indexing) with few explicit loops, and a few
who use loops, comprehensions, itertools or fractions. Only the task registry (``ireval_teach/exercises/tasks.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c228-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class228).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 228 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c228-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"labels\.sum",
        r"sum of (the )?labels", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"never.?retrieved.{0,40}(ignored|left out|missing|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    found = y.sum()
    return float((prec * y).sum() / found) if found else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "computes the trec_eval DCG (rel_i / log2(i + 1), rank 1 discounted too) "
      "instead of the classic one",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"rank 1 (is )?discounted", r"discount\w* (at |the )?rank 1",
        r"first (item|rank|grade) (is )?discounted", r"(discount|divid)\w*.{0,30}first"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"summ?\w* (the |all )?(counts|tp|tables)", r"total tp",
        r"before divid", r"weight\w* by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "ap.eleven_point", "sibling", "returns the non-interpolated average precision instead of the mean "
      "of the 11 interpolated precisions",
      [[r"non.?interpolated", r"\bAP\b", r"(plain|exact|ordinary) (average precision|AP)", r"uninterpolated", r"not interpolat",
        r"precisions? at (the )?relevant ranks"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("q05", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of the "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"\blog\b", r"exp\w* of (the )?mean"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, r in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / r if r else 0.0)
    return float(np.exp(np.mean(np.log(np.asarray(aps) + 1e-12))))
''')

wrong("q06", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\*\*", r"2\^", r"2 to the", r"gain"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float(np.sum((2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q07", "pr.points", "sibling", "returns the recalls of the PR points instead of their precisions",
      [[r"recalls? instead of (the )?precision", r"return\w* (the )?recall", r"recall (values|levels)", r"recall rather than precision"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    rec = np.cumsum(y) / n_relevant
    return rec[y == 1].tolist()
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"squar\w*", r"beta\b.{0,30}not.{0,20}beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"minus (one|1)", r"forg\w*.{0,20}(subtract|1)", r"2\^rel\b(?! ?-)", r"without.{0,10}1"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q10", "gen.practical", "shape", "computes the smallest recall as v / (d - s), leaving the + v out of the "
      "denominator",
      [[r"\+ ?v", r"d ?- ?s(?! ?\+)", r"denominator", r"plus v"], [r"recall"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "ndcg.all_judgments", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural", r"\bln\b", r"np\.log\b", r"base e", r"log base", r"wrong (log|base)", r"instead of log2"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log(np.arange(2, len(g) + 1)))
    ideal = dcg(np.sort(np.concatenate([grades, unretrieved]))[::-1])
    return float(dcg(grades) / ideal) if ideal > 0 else 0.0
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (forgets to double the tail)",
      [[r"one.?sided", r"doubl\w*", r"times 2", r"\* ?2", r"half", r"single tail", r"one tail"]], '''
import numpy as np
from math import comb

a, b = np.asarray(v["a"]), np.asarray(v["b"])
diff = a - b
wins, losses = int((diff > 0).sum()), int((diff < 0).sum())
n = wins + losses
my_sign_p = min(1.0, sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n)
''')

wrong("q13", "ap.at_k", "shape", "divides the hit counts by k instead of by the rank i when computing P@i",
      [[r"by k\b", r"P@k instead of P@i", r"(divid\w*|over) k\b", r"k instead of (the )?(rank|i)",
        r"constant k", r"rank i"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / k
    return float((prec * y).sum() / denom)
''')

wrong("q14", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2",
      [[r"ti\w*.{0,40}(1 |one|full|whole|win)", r"instead of (1/2|a half|0\.5|half)",
        r">=", r"greater or equal"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "takes the rank of the LAST relevant item of each query instead of the first",
      [[r"last", r"\[-1\]", r"final relevant"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        hits = np.flatnonzero(run)
        rr.append(1.0 / (hits[-1] + 1) if hits.size else 0.0)
    return float(np.mean(rr))
''')

wrong("q16", "pr.averaged", "flow", "uses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s? n_relevant", r"same n_relevant", r"one query'?s? (class size|n_relevant)",
        r"(reus|shar)\w*.{0,30}(n_relevant|class size)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    R = n_relevant[0]
    for run in runs:
        y = np.asarray(run, dtype=float)
        if R == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]))
    return np.mean(curves, axis=0).tolist()
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(ranks above) instead of the maximum over the ranks below",
      [[r"(above|before|earlier|prefix|top down|from the (top|start|left))", r"wrong direction",
        r"revers\w*", r"maximum.accumulate", r"running max", r"to the left"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.maximum.accumulate(np.cumsum(y) / np.arange(1, len(y) + 1))
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.arange(11) / 10:
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q18", "rank.distances", "flow", "sorts the items farthest first (descending distance) instead of nearest "
      "first",
      [[r"farthest", r"descending", r"largest (distance )?first", r"revers\w*", r"\[::-1\]",
        r"wrong (order|direction)", r"highest distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q19", "scope.knn_ties", "flow", "reuses the pessimistic order (tied non-relevant targets first) for the "
      "upper bound too, so both bounds are the lowest P@k",
      [[r"same order", r"reus\w*", r"both bounds.{0,40}(same|lowest|pessimistic)", r"optimistic.{0,40}(never|not) (computed|used)",
        r"(upper|highest|second) (bound|value).{0,40}(pessimistic|lowest|same)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    pess = np.lexsort((y, d))
    low = y[pess][:k].sum() / k
    opt = pess
    high = y[opt][:k].sum() / k
    return [float(low), float(high)]
''')

wrong("q20", "map.mean", "flow", "concatenates the runs and takes one cumulative sum, so hit counts and ranks "
      "run on across queries instead of restarting at each query",
      [[r"concatenat\w*", r"(not|never) reset", r"restart", r"carr\w* over", r"across (the )?queries",
        r"run on", r"accumulat\w*.{0,30}(queries|between)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    y = np.concatenate([np.asarray(r, dtype=float) for r in runs])
    qid = np.repeat(np.arange(len(runs)), [len(r) for r in runs])
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    aps = [(prec[qid == q] * y[qid == q]).sum() / r if r else 0.0 for q, r in enumerate(n_relevant)]
    return float(np.mean(aps))
''')

wrong("q21", "rank.r_precision", "flow", "divides by the number of ranks in the slice labels[:R] (capped at the "
      "list length) instead of by R",
      [[r"cap\w*", r"min\(", r"len\w* of (the )?(list|slice)", r"ranks? (beyond|past) the end.{0,40}(dropped|ignored|not counted)",
        r"divid\w* by (the )?(list length|slice length|number of ranks (in|of) the (list|slice))", r"instead of (by )?R\b"]], '''
import numpy as np

labels = np.asarray(v["labels"])
R = v["n_relevant"]
top = labels[:R]
my_r_precision = float(top.sum() / len(top))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.step", "hidden", "uses searchsorted with side='right', so a level exactly at a recall R_i "
      "takes the next point's precision",
      [[r"side", r"equal\w* (to )?(a |the )?recall", r"strict",
        r"boundary", r"next point"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    if ranks.size == 0:
        return 0.0
    hits = np.arange(1, ranks.size + 1)
    R = hits / n_relevant
    P = hits / ranks
    i = np.searchsorted(R, level, side="right")
    return float(P[i]) if i < len(P) else 0.0
''')

wrong("q23", "set.f_beta", "hidden", "never guards P = R = 0 and raises ZeroDivisionError there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "set.pr", "data", "keeps the retrieved ids as a list with np.isin, so an id retrieved twice "
      "counts twice",
      [[r"duplicat\w*", r"counts? twice", r"(not|never) (a |as a )?set", r"more than once", r"repeat\w*", r"np\.isin"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret, rel = np.asarray(retrieved), np.asarray(relevant)
    p = float(np.isin(ret, rel).mean()) if ret.size else 0.0
    r = float(np.isin(rel, ret).mean()) if rel.size else 0.0
    return [p, r]
''')

wrong("q25", "gen.grip_point", "hidden", "takes the mean of labels[:c], which divides by the list length when "
      "the list is shorter than the class",
      [[r"mean of (the )?slice", r"len\w*.{0,30}(list|slice)",
        r"divid\w* by (the )?(list|slice|number of items)", r"instead of (c|n_relevant)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(np.asarray(labels)[:n_relevant]))
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of an empty selection when nothing is within "
      "epsilon, returning nan instead of 0",
      [NAN + [r"mean of (an )?empty", r"empty (selection|slice|array)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q27", "avg.macro", "hidden", "divides tp by tp + fp with NumPy for a query with nothing retrieved, "
      "giving nan instead of precision 0",
      [NAN + [r"0 ?/ ?0", r"zero by zero", r"tp ?\+ ?fp (is|=) ?0"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 when there is no relevant item, "
      "returning nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"divi\w* by (an ideal of )?(0|zero)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return np.sum(g / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P + beta^2 R) instead "
      "of on the precision",
      [[r"swap\w*", r"(P|precision) and (R|recall).{0,30}(swapped|exchanged|confused|switched)",
        r"beta.{0,20}(on|with|times) (the )?recall", r"P ?\+ ?beta", r"wrong (term|side)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "interp.curve", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose float levels (0.30000000000000004) "
      "miss a recall that reaches 0.3, 0.6 or 0.7 exactly",
      [[r"arange", r"float\w*", r"rounding", r"0\.30000000000000004",
        r"level\w*.{0,30}(not exact|inexact|imprecise)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in np.arange(0, 1.1, 0.1)]
''')

wrong("q31", "rank.p_at_k", "twin", "takes the mean of labels[:k], which divides by the list length instead of k "
      "when k is larger than the list",
      [[r"mean of (the )?slice", r"np\.mean", r"\.mean\(\)", r"len\w*.{0,30}(list|slice)",
        r"divid\w* by (the )?(list|slice|number of items)", r"instead of k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.asarray(labels)[:k].mean())
''')

wrong("q32", "roc.eer", "twin", "returns the error rate at the first ROC point where FPR reaches FNR, without "
      "interpolating along the piece between two points",
      [[r"(no|without|never|missing) interpolat\w*", r"not interpolat\w*", r"(first|nearest) (ROC )?point", r"no intersection", r"average of FPR and FNR"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)[::-1]
    tpr = np.array([(s[y] >= t).mean() for t in th])
    fpr = np.array([(s[~y] >= t).mean() for t in th])
    fnr = 1 - tpr
    i = np.flatnonzero(fpr >= fnr)[0]
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (only the queries a wins count as wins) "
      "instead of dropping them",
      [[r"ti\w*.{0,40}(kept|not dropped|included|counted|left in)", r"(drop|discard|remov|exclud)\w*.{0,30}ti",
        r"n includes", r"all queries"]], '''
import numpy as np
from scipy.stats import binomtest

a, b = np.asarray(v["a"]), np.asarray(v["b"])
wins = int((a > b).sum())
my_sign_p = float(binomtest(wins, len(a), 0.5).pvalue)
''')

wrong("q34", "roc.auc", "twin", "uses ordinal ranks from argsort (ties broken by position) instead of mid-ranks "
      "in the rank-sum formula",
      [[r"mid.?rank", r"average rank", r"ordinal", r"argsort", r"ti\w* (broken|split) by (position|order)",
        r"rank\w*.{0,30}ti\w*"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.empty(len(s))
    ranks[np.argsort(s, kind="stable")] = np.arange(1, len(s) + 1)
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q35", "map.mrr", "twin", "uses np.argmax for the first relevant rank, which returns 0 for a query with no "
      "relevant item, so that query counts 1 instead of 0",
      [[r"argmax", r"no relevant.{0,40}(1|one|rank 1|first)", r"(counts?|scor\w*) (as )?1 instead of 0",
        r"all.?zero"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "adds the grade and unretrieved arrays with + (elementwise broadcast) "
      "instead of concatenating them for the ideal ranking",
      [[r"concatenat\w*", r"elementwise", r"element.wise", r"broadcast\w*", r"add\w* (the )?(arrays|grades)",
        r"\+ (on|of) (numpy )?arrays"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    u = np.asarray(unretrieved, dtype=float)
    def dcg(x):
        disc = np.ones(len(x))
        disc[1:] = np.log2(np.arange(2, len(x) + 1))
        return float(np.sum(x / disc))
    ideal = dcg(np.sort(g + u if u.size else g)[::-1])
    return dcg(g) / ideal if ideal > 0 else 0.0
''')

wrong("q37", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard, so a query with no relevant "
      "items gives nan (0 / 0) instead of 0",
      [NAN + [r"0 ?/ ?0", r"divi\w* by (0|zero)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)[:k]
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / np.float64(min(k, n_relevant)))
''')

wrong("q38", "roc.auc", "data", "indexes the scores with the 0/1 label array itself (integer fancy indexing, "
      "picking scores[0] and scores[1]) instead of a boolean mask",
      [[r"fancy", r"integer (array|index|indices)", r"boolean (mask|array)", r"scores\[0\]", r"as (an )?ind(ex|ices)",
        r"mask", r"dtype"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y], s[1 - y]
    diff = pos[:, None] - neg[None, :]
    return float(np.mean(np.where(diff > 0, 1.0, np.where(diff == 0, 0.5, 0.0))))
''')

wrong("q39", "rank.distances", "data", "sorts the distances but takes the labels in their input order (labels "
      "never reordered)",
      [[r"labels? (are |were )?(not|never) (re)?ordered", r"input order", r"original order", r"not permuted",
        r"without (re)?ordering", r"labels? (in|left in) (the )?(given|same) order", r"argsort"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels)
    return float(y[:k][d[:k] <= d[k - 1]].sum() / k)
''')

wrong("q40", "avg.macro", "data", "reads the third column (fn) as fp, computing tp / (tp + fn)",
      [[r"fn as fp", r"column", r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall", r"false negatives?", r"\[:, ?2\]"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn = t[:, 0], t[:, 2]
    den = tp + fn
    return float(np.mean(np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)))
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the number of relevant labels in the list "
      "instead of n_relevant",
      [[r"sum\w* of (the )?labels", r"labels\.sum", r"relevant (labels |items )?in the list",
        r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    return float(y[:c].sum() / c) if c else 0.0
''')

wrong("q42", "dcg.exponential", "data", "turns the grades into binary relevance (grade > 0) before the gain",
      [[r"binar\w*", r"> ?0", r"0/1", r"grades? (as|into) (relevant|1)", r"graded"]], '''
import numpy as np

g = (np.asarray(v["grades"]) > 0).astype(float)
my_dcg_exp = float(np.sum((2 ** g - 1) / np.log2(np.arange(2, len(g) + 2))))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC points and a sign change of FPR - FNR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)[::-1]
    tpr = np.concatenate([[0.0], [(s[y] >= t).mean() for t in th]])
    fpr = np.concatenate([[0.0], [(s[~y] >= t).mean() for t in th]])
    g = fpr - (1 - tpr)
    i = np.flatnonzero(g >= 0)[0]
    if i == 0 or g[i] == 0:
        return float(fpr[i])
    t = -g[i - 1] / (g[i] - g[i - 1])
    return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
''')

right("q44", "pr.points", "np.cumsum and a boolean mask", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return prec[y == 1].tolist()
''')

right("q45", "ap.exact", "exact Fractions in a loop", '''
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

right("q46", "map.mrr", "itertools.compress over the ranks", '''
from itertools import compress, count

def my_mrr(runs):
    return sum(1 / next(compress(count(1), run), float("inf")) for run in runs) / len(runs)
''')

right("q47", "dcg.classic", "plain loop", '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / log2(i)
    return total
''')

right("q48", "scope.knn_ties", "NumPy masks around the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels) == 1
    kth = np.sort(d)[k - 1]
    before = d < kth
    tied = d == kth
    slots = k - before.sum()
    sure = y[before].sum()
    low = sure + max(0, slots - (tied & ~y).sum())
    high = sure + min(slots, (tied & y).sum())
    return [float(low / k), float(high / k)]
''')

SUBMISSIONS = tuple(S)
