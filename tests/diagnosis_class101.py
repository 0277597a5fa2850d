"""Diagnosis class 101, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in linear algebra: dot products, outer products and pairwise comparison matrices (``np.subtract.outer``,
broadcasting), boolean masks, triangular matrices for cumulative sums, matrix shapes and axes, ``np.einsum`` --
with a few of them falling back on loops, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c101-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class101): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 101 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c101-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (column sums of the table matrix, "
      "pooled tp over pooled tp + fp) instead of the mean of the queries' precisions",
      [[r"micro", r"pool", r"column sums?", r"summ?\w* (the )?(counts|tp|tables)", r"total tp",
        r"sum of (all )?tp", r"aggregat"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)       # shape (queries, 3)
    tp, fp, fn = T.sum(axis=0)                # column sums
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean", [[r"geometric", r"gmap", r"product", r"n-?th root", r"log"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec @ y / R if R else 0.0)
    aps = np.array(aps)
    return float(np.prod(aps) ** (1 / len(aps)))
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of interpolating the crossing between two ROC points",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"argmin", r"no(t)? interpolat", r"without interpolat",
        r"(fpr ?\+ ?fnr) ?/ ?2", r"average of fpr and fnr", r"at a (roc )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)[::-1]
    pred = s[None, :] >= th[:, None]                  # (thresholds, items)
    tpr = np.concatenate([[0.0], (pred & y).sum(axis=1) / y.sum()])
    fpr = np.concatenate([[0.0], (pred & ~y).sum(axis=1) / (~y).sum()])
    fnr = 1 - tpr
    j = np.argmin(np.abs(fpr - fnr))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q04", "ap.at_k", "sibling", "divides the top-k sum of precisions by n_relevant (plain AP cut at k) "
      "instead of min(k, n_relevant)",
      [[r"n_relevant", r"all (the )?relevant", r"number of relevant", r"\bR\b"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* (the )?min", r"always", r"even when",
        r"divid\w* by (n_relevant|r\b|the number of relevant)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)[:k]
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec @ y / n_relevant) if n_relevant else 0.0
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of the generality, (d - s + v) / d, instead of "
      "its lower bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"every unjudged"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q06", "rank.distances", "sibling", "returns the recall at k of the distance ranking (relevant among the k "
      "nearest over all relevant items) instead of the precision at k",
      [[r"recall", r"all (the )?relevant", r"over (the )?(number of )?relevant", r"sum\(labels\)",
        r"instead of (dividing by )?k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    nearest = np.argsort(d, kind="stable")[:k]
    return float(y[nearest].sum() / y.sum())
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) instead of the "
      "log2(i + 1) discount asked for",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (rank|item) (undiscounted|not discounted)",
        r"burges|jarvelin|järvelin", r"instead of log2\(i ?\+ ?1\)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
disc = np.ones_like(g)
disc[1:] = np.log2(ranks[1:])
my_dcg_trec = float(g @ (1 / disc))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in 1 + beta^2 and in "
      "beta^2 P)",
      [[r"beta\b(?!.{0,3}(\^|\*\*) ?2)", r"square", r"beta ?\^ ?2", r"beta ?\*\* ?2", r"b ?\* ?b"],
       [r"not squared", r"instead of (beta|b) ?(\^|\*\*) ?2", r"without squar", r"forg[eo]t .{0,20}squar",
        r"beta,? not beta", r"unsquared", r"linear"]], '''
import numpy as np

def my_f(precision, recall, beta):
    pr = np.array([precision, recall], dtype=float)
    if not pr.any():
        return 0.0
    w = np.array([beta, 1.0])                 # weights of P and R in the denominator
    return float((1 + beta) * pr.prod() / (w @ pr))
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural", r"\bln\b", r"np\.log\b", r"log ?e\b", r"base e", r"wrong base", r"another base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    disc = np.where(i == 1, 1.0, np.log(np.maximum(i, 2)))
    return float(np.dot(g, 1 / disc))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>= in the pairwise "
      "comparison matrix) instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"full", r"as 1\b", r"as a win", r"whole", r"not (1/2|a half|half)",
                                            r"instead of (1/2|a half|half)", r">=", r"greater (than )?or equal"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    D = np.subtract.outer(s[y], s[~y])        # positives x negatives
    return float((D >= 0).mean())
''')

wrong("q11", "gen.practical", "shape", "drops v from the recall bound's denominator: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"v ?/ ?\(d ?- ?s\)", r"d ?- ?s\b(?! ?\+)", r"(drop|forg[eo]t|miss|omit|without)\w*.{0,30}\+ ?v",
        r"(drop|forg[eo]t|miss|omit|without)\w*.{0,30}\bv\b.{0,30}denominator",
        r"denominator.{0,30}(missing|without|lacks).{0,10}\bv\b", r"found relevant.{0,30}denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = int(sum(labels))
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError")

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"number of levels", r"instead of"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = hits / np.arange(1, len(y) + 1)
    R = hits / n_relevant
    levels = np.arange(11) / 10
    M = R[None, :] >= levels[:, None]         # (levels, ranks)
    p_interp = np.where(M, P[None, :], 0.0).max(axis=1, initial=0.0)
    return float(p_interp.sum() / 10)
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability: the binomial tail is not doubled "
      "for the two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"2 ?\*",
        r"half"]], '''
import numpy as np
from math import comb

a, b = np.asarray(v["a"]), np.asarray(v["b"])
diff = np.sign(a - b)
wins, losses = int((diff > 0).sum()), int((diff < 0).sum())
n = wins + losses
x = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(x + 1)) / 2 ** n
''')

wrong("q14", "gen.grip_point", "shape", "divides the hits in the top c by the length of the list instead of by "
      "c (two sizes confused)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"whole list", r"number of items",
        r"all (the )?(items|ranks)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    top = y[:n_relevant]
    return float(top.sum() / y.size)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "downwards (np.maximum.accumulate forwards) instead of the maximum over the ranks below",
      [[r"forward", r"from the top", r"(above|before|earlier|previous) ranks", r"wrong direction",
        r"left to right", r"not reversed", r"revers", r"to the left", r"so far", r"running max\w* from"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = np.maximum.accumulate(hits / np.arange(1, len(y) + 1))
    R = hits / n_relevant
    out = []
    for r in np.arange(11) / 10:
        reached = np.flatnonzero(R >= r)
        out.append(float(P[reached[0]]) if reached.size else 0.0)
    return out
''')

wrong("q16", "pr.points", "flow", "counts the hits with a strictly lower-triangular matrix, so each precision "
      "leaves out the relevant item at its own rank (off by one)",
      [[r"strict", r"tril\(.*-1", r"k ?= ?-1", r"diagonal", r"own rank", r"current (item|rank)",
        r"off.by.one", r"before (the|its|each) rank", r"one (hit|relevant) (too )?(few|short|less)"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n = y.size
    L = np.tril(np.ones((n, n)), -1)
    hits = L @ y
    P = hits / np.arange(1, n + 1)
    return [float(p) for p in P[y == 1]]
''')

wrong("q17", "map.mean", "flow", "never resets the hit counter between queries, so the hits of earlier queries "
      "carry over into later queries' precisions",
      [[r"reset", r"carr(y|ies|ied) over", r"accumulat", r"previous quer", r"earlier quer", r"across quer",
        r"outside the loop", r"not re-?initiali[sz]", r"keeps? counting"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "ap.at_k", "flow", "never cuts the ranking at k: sums the precisions at every relevant rank of the "
      "list, then divides by min(k, n_relevant)",
      [[r"beyond k", r"after (rank )?k", r"below (rank )?k", r"not (cut|truncat|slic)", r"whole (list|ranking)",
        r"all ranks", r"every relevant rank", r"\[:k\]", r"ignor\w* k", r"without (cutting|truncating|slicing)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    denom = min(k, n_relevant)
    return float(prec @ y / denom) if denom else 0.0
''')

wrong("q19", "scope.knn_ties", "flow", "reads the k-th distance as distances[k - 1] of the list in its input "
      "order (never sorted) when locating the tie at the cut",
      [[r"(never|not|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"input order", r"order (of|in) the (input|list)",
        r"as given", r"np\.sort"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    dk = d[k - 1]
    inside, tied = d < dk, d == dk
    slots = k - inside.sum()
    rel_tied = y[tied].sum()
    non_tied = tied.sum() - rel_tied
    base = y[inside].sum()
    low = base + max(0, slots - non_tied)
    high = base + min(slots, rel_tied)
    return [float(low / k), float(high / k)]
''')

wrong("q20", "map.mrr", "flow", "never stops at the first relevant item (no break): the loop keeps overwriting "
      "the reciprocal rank, so the last relevant item's rank is used",
      [[r"break", r"last relevant", r"overwrit", r"keeps? (going|looping)", r"does not stop", r"never stops",
        r"not (the )?first"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        r = 0.0
        for i, x in enumerate(run, 1):
            if x:
                r = 1 / i
        rr.append(r)
    return sum(rr) / len(rr)
''')

wrong("q21", "rank.p_at_k", "flow", "slices the first k - 1 labels (labels[:k-1]) but divides by k",
      [[r"k ?- ?1", r"off.by.one", r"one (rank|item|label) (too )?(few|short|less)", r"misses? (the )?(k-th|last)",
        r"\[:k ?- ?1\]", r"last rank"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)
    return float(y[:k - 1].sum() / k)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp element-wise with no guard, so a query with nothing "
      "retrieved gives 0/0 = nan and the mean is nan",
      [NAN + [r"0 ?/ ?0", r"tp ?\+ ?fp (is|=|==) ?0", r"zero denominator"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    p = T[:, 0] / (T[:, 0] + T[:, 1])
    return float(p.mean())
''')

wrong("q24", "ap.exact", "hidden", "divides by n_relevant with no guard, so a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec @ y) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG with no guard, so with no relevant "
      "item at all it returns 0/0 = nan", [NAN + [r"0 ?/ ?0", r"no guard", r"unguarded"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        i = np.arange(1, x.size + 1)
        return x @ (1 / np.log2(np.maximum(i, 2)))
    return float(dcg(g) / dcg(ideal))
''')

wrong("q26", "gen.grip_point", "hidden", "takes the mean of the slice labels[:c], which divides by the slice's "
      "length when the list holds fewer than c items instead of by c",
      [[r"mean of (the )?(slice|first|top)", r"np\.mean", r"\.mean\(\)", r"divid\w* by (the )?(slice|list)",
        r"length of the (slice|list)", r"instead of (by )?(c|n_relevant)\b", r"fewer (items|ranks|labels) than",
        r"not (by )?c\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y[:n_relevant].mean())
''')

wrong("q27", "scope.eps_precision", "hidden", "takes the mean of the labels under the boolean mask d < epsilon, "
      "which is nan when no target is within epsilon",
      [NAN + [r"mean of an? empty", r"empty (array|slice|mask|selection)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q28", "interp.step", "hidden", "finds the point with np.argmax(R >= level), which returns index 0 (the "
      "first relevant item's precision) when the level is never reached instead of 0",
      [[r"argmax", r"index 0", r"first (point|relevant item'?s?|precision)", r"P_?1\b", r"all.?false"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    at_rel = y == 1
    P = (hits / np.arange(1, y.size + 1))[at_rel]
    R = (hits / n_relevant)[at_rel]
    if P.size == 0:
        return 0.0
    return float(P[np.argmax(R >= level)])
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose floats 0.3, 0.6 "
      "and 0.7 come out a hair above the exact level, so a recall exactly at those levels does not count",
      [[r"arange", r"floating", r"float(ing)?.point", r"rounding", r"0\.3000", r"inexact", r"representation",
        r"linspace"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = hits / np.arange(1, y.size + 1)
    R = hits / n_relevant
    levels = np.arange(0, 1.1, 0.1)
    M = R[None, :] >= levels[:, None]
    return float(np.where(M, P[None, :], 0.0).max(axis=1, initial=0.0).mean())
''')

wrong("q30", "roc.auc", "twin", "uses the Mann-Whitney rank sum with ordinal ranks from argsort().argsort(), so "
      "tied scores get distinct ranks by position instead of their mid-rank",
      [[r"argsort", r"ordinal", r"mid-?rank", r"average (the )?ranks?", r"distinct ranks",
        r"ties? (are )?broken by (position|order|input)", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = s.argsort(kind="stable").argsort() + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q31", "interp.step", "twin", "locates the point with np.searchsorted(R, level, side='right'), the first "
      "recall strictly above the level, so a level equal to some R_i reads the next point",
      [[r"searchsorted", r"side", r"strict", r"R_?i ?> ?(r|level)", r"> ?(r|level) instead of >=",
        r"next point"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    rel = y == 1
    P = (hits / np.arange(1, y.size + 1))[rel]
    R = (hits / n_relevant)[rel]
    i = np.searchsorted(R, level, side="right")
    return float(P[i]) if i < P.size else 0.0
''')

wrong("q32", "rank.distances", "twin", "ranks with np.argsort(-d) as if distances were scores (higher first), so "
      "the k farthest items are taken",
      [[r"farthest", r"descending", r"largest distance", r"as (a )?(scores?|similarit)", r"-d\b", r"negat",
        r"higher (is|=) better", r"revers"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    top = np.argsort(-d, kind="stable")[:k]
    return float(y[top].sum() / k)
''')

wrong("q33", "ap.exact", "twin", "takes the mean of the precisions at the retrieved relevant ranks (a boolean "
      "mask's .mean()), dividing by the relevant items found instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(found|retrieved)\b", r"found", r"mean (of|over) the precision",
        r"sum\(labels\)", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or not y.any():
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].mean())
''')

wrong("q34", "set.pr", "twin", "computes precision as np.isin(retrieved, relevant).mean() over the retrieved "
      "list, so a duplicated id counts again in both the hits and the count",
      [[r"duplicat", r"len\(retrieved\)", r"unique", r"counted (more than once|again|two times)", r"repeated",
        r"isin", r"list,? not (a |the )?set"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    hit = np.isin(retrieved, relevant)
    p = float(hit.mean()) if len(retrieved) else 0.0
    common = set(retrieved) & set(relevant)
    r = len(common) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q35", "pr.averaged", "twin", "marks a query with no relevant items as nan and averages with np.nanmean, "
      "so that query is left out of the mean instead of counting 0 at every level",
      [[r"nanmean", r"nan", r"left out", r"skip", r"ignor", r"dropp", r"exclud", r"only (the )?queries with",
        r"fewer queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    C = np.full((len(runs), 11), np.nan)
    for q, (run, R) in enumerate(zip(runs, n_relevant)):
        if R == 0:
            continue
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        P = hits / np.arange(1, y.size + 1)
        M = (hits / R)[None, :] >= levels[:, None]
        C[q] = np.where(M, P[None, :], 0.0).max(axis=1, initial=0.0)
    return [float(x) for x in np.nanmean(C, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "swaps the denominators: divides the common ids by the relevant set for precision "
      "and by the retrieved set for recall",
      [[r"swap", r"confus", r"the other way", r"revers", r"mixed up", r"interchang", r"exchang"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q37", "roc.eer", "data", "treats a lower score as more positive (thresholds swept upwards, s <= t predicts "
      "positive), as if the scores were distances",
      [[r"lower (scores?|is)", r"ascending", r"smaller scores?", r"distances?", r"revers\w* (the )?(order|scores)",
        r"<= ?t", r"wrong direction", r"higher scores? (as|for|means?) (negative|non-?relevant)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)                                  # lowest first
    pred = s[None, :] <= th[:, None]
    tpr = np.concatenate([[0.0], (pred & y).sum(axis=1) / y.sum()])
    fpr = np.concatenate([[0.0], (pred & ~y).sum(axis=1) / (~y).sum()])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    f0, f1, t0, t1 = fpr[j - 1], fpr[j], tpr[j - 1], tpr[j]
    u = (1 - t0 - f0) / ((f1 - f0) + (t1 - t0))
    return float(f0 + u * (f1 - f0))
''')

wrong("q38", "dcg.classic", "data", "binarises the grades (grade > 0 counts 1), losing the graded relevance",
      [[r"binar", r"0/1", r"grades? (ignored|lost)", r"relevant or not", r"g ?> ?0", r"gain (of )?1\b",
        r"not the grades?", r"graded relevance"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    i = np.arange(1, rel.size + 1)
    return float(rel @ (1 / np.log2(np.maximum(i, 2))))
''')

wrong("q39", "map.mean", "data", "stacks the runs into one 2-D array, assuming every query's list has the same "
      "length: lists of different lengths raise ValueError",
      [[r"inhomogeneous", r"ragged", r"same length", r"equal length", r"2-?d array", r"rectangular",
        r"np\.array\(runs\)", r"ValueError"]], '''
import numpy as np

def my_map(runs, n_relevant):
    Y = np.array(runs, dtype=float)                        # (queries, ranks)
    P = np.cumsum(Y, axis=1) / np.arange(1, Y.shape[1] + 1)
    aps = np.einsum("qr,qr->q", P, Y) / np.asarray(n_relevant, dtype=float)
    return float(aps.mean())
''', crash="ValueError", scope="all")

wrong("q40", "avg.macro", "data", "reads each row as [tp, fn, fp] (columns 0 and 2), so it averages tp / (tp + fn)",
      [[r"column", r"fn as fp", r"fp and fn", r"swap", r"tp ?\+ ?fn", r"recall", r"\[tp, fn, fp\]", r"wrong index",
        r"confus"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.asarray(tables, dtype=float)
    tp, retrieved = T[:, 0], T[:, 0] + T[:, 2]
    p = np.divide(tp, retrieved, out=np.zeros_like(tp), where=retrieved > 0)
    return float(p.mean())
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the ranking, so the DCG counts them as if "
      "they had been retrieved after the list",
      [[r"unretrieved.{0,40}(dcg|ranking|list|run|appended|added)", r"appended", r"as if (they (were|had been) )?"
        r"retrieved", r"concatenat", r"added to the (ranking|list|run)", r"dcg of (the )?(ideal|all)"]], '''
import numpy as np

def dcg(x):
    i = np.arange(1, x.size + 1)
    return x @ (1 / np.log2(np.maximum(i, 2)))

ranked = np.asarray(v["grades"] + v["unretrieved"], dtype=float)
ideal = np.sort(ranked)[::-1]
my_ndcg_value = float(dcg(ranked) / dcg(ideal))
''')

wrong("q42", "scope.knn_ties", "data", "sorts the distances from largest to smallest, treating the farthest "
      "targets as the nearest neighbours",
      [[r"farthest", r"descending", r"largest distances?", r"revers", r"as (a )?(scores?|similarit)",
        r"highest distance"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    dk = np.sort(d)[::-1][k - 1]
    inside, tied = d > dk, d == dk
    slots = k - inside.sum()
    rel_tied = y[tied].sum()
    non_tied = tied.sum() - rel_tied
    base = y[inside].sum()
    return [float((base + max(0, slots - non_tied)) / k), float((base + min(slots, rel_tied)) / k)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "exact Fractions in a loop", '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += Fraction(hits, i)
my_ap_value = float(total / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("q44", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q45", "pr.points", "lower-triangular matrix of ones for the cumulative hits", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n = y.size
    hits = np.tril(np.ones((n, n))) @ y
    return [float(p) for p in (hits / np.arange(1, n + 1))[y == 1]]
''')

right("q46", "ndcg.all_judgments", "np.einsum for both DCGs", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = 1 / np.log2(np.maximum(np.arange(1, x.size + 1), 2))
        return np.einsum("i,i->", x, disc)
    idcg = dcg(ideal)
    return float(dcg(g) / idcg) if idcg > 0 else 0.0
''')

right("q47", "gen.practical", "plain integer arithmetic", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q48", "interp.curve", "reversed np.maximum.accumulate and a level-by-rank mask", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    P = np.maximum.accumulate((hits / np.arange(1, y.size + 1))[::-1])[::-1]
    R = hits / n_relevant
    levels = np.arange(11) / 10
    M = R[None, :] >= levels[:, None]
    first = np.where(M.any(axis=1), M.argmax(axis=1), -1)
    return [float(P[j]) if j >= 0 else 0.0 for j in first]
''')

SUBMISSIONS = tuple(S)
