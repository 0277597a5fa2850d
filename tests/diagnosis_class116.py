"""Diagnosis class 116, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
come from MATLAB: 1-based habits (loops from 1 to n inclusive, ``x[i]`` for the i-th item, ``x[1:R+1]``),
element-wise operators, ``find()``-style index lists (``np.flatnonzero``, list comprehensions of indices),
``cumsum``, column vectors and matrix shapes (``mean`` along an axis), ``end`` indexing habits (``idx[-1]``),
MATLAB's ascending ``sort`` and natural ``log``. Styles vary inside the class: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c116-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class116): every right
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

BATCH = "diagnosis class 116 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c116-")

_NREL_DATA = [[r"sum\(labels\)", r"sum\(run\)", r"retrieved relevant", r"relevant (items )?(retrieved|found)",
               r"relevant (items )?in the (list|ranking|run)", r"ignor\w* (the given )?n_relevant",
               r"instead of (the given )?n_relevant", r"(hits|ones) in the (list|ranking|run)",
               r"unretrieved (relevant )?items? (are )?(ignored|left out|not counted|forgotten)"]]


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.trec", "sibling", "computes the classic DCG (first grade undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) discount the task asks for",
      [[r"classic", r"log2 ?\(i\)(?! ?\+)", r"first (grade|item|rank).{0,30}(not |un)discounted",
        r"(not|no) discount\w* (on|for|of) (the )?first", r"j[aä]rvelin", r"log2\(i\) instead"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
n = len(g)
i = np.arange(1, n + 1)
disc = np.ones(n)
disc[1:] = np.log2(i[1:])
my_dcg_trec = float(np.sum(g / disc))
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (uninterpolated) AP, the mean of P@k at the relevant "
      "ranks, instead of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"(uninterpolated|non-interpolated) (average precision|AP)", r"average precision.{0,30}instead",
        r"P@k at (the )?relevant ranks", r"precision at (each|the) relevant (rank|item)s?",
        r"\bAP\b.{0,30}instead of (the )?11", r"(plain|ordinary|exact) average precision"]], '''
def my_11pt(labels, n_relevant):
    hits = 0
    s = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits = hits + 1
            s = s + hits / k
    if n_relevant == 0:
        return 0.0
    return s / n_relevant
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces (no interpolation)",
      [[r"nearest", r"closest", r"no interpolation", r"without interpolat", r"not interpolat",
        r"\(FPR ?\+ ?FNR\) ?/ ?2", r"average of (the )?(FPR|false positive rate) and", r"smallest \|?(FPR|gap|diff)",
        r"instead of intersect", r"argmin"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.array(scores, dtype=float)
    y = np.array(labels)
    P = np.sum(y == 1)
    N = np.sum(y == 0)
    th = np.unique(s)[::-1]
    fpr = [0.0]
    fnr = [1.0]
    for t in th:
        fpr.append(np.sum((s >= t) & (y == 0)) / N)
        fnr.append(1 - np.sum((s >= t) & (y == 1)) / P)
    fpr = np.array(fpr)
    fnr = np.array(fnr)
    idx = np.argmin(np.abs(fpr - fnr))
    return float((fpr[idx] + fnr[idx]) / 2)
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule's uninterpolated value) instead of the maximum precision over all ranks with recall >= r",
      [[r"no max", r"not (the |take the )?max", r"without (the |taking the )?max", r"first rank (where|at which|whose)",
        r"uninterpolated", r"step (rule|interpolation)", r"later ranks", r"instead of the (max|highest|best)",
        r"(max|maximum|highest) (precision )?(to the right|further down|at later)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.array(labels)
    hits = np.cumsum(lab)
    P = hits / np.arange(1, len(lab) + 1)
    R = hits / n_relevant
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.flatnonzero(R >= r - 1e-12)   # find(R >= r)
        out.append(float(P[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tps?|tables)", r"total tp", r"summed (counts|tp)",
        r"every (item|document) (counts|weighs) (the same|equally)"]], '''
def my_macro_precision(tables):
    TP = sum(t[0] for t in tables)
    FP = sum(t[1] for t in tables)
    if TP + FP == 0:
        return 0.0
    return TP / (TP + FP)
''')

wrong("q06", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"(by|over) (all (the )?|the total number of )relevant", r"instead of min",
        r"not (by )?min", r"without (the )?min", r"(plain|ordinary|full) AP", r"\bR instead of min",
        r"n_relevant instead"]], '''
def my_ap_at_k(labels, n_relevant, k):
    s = 0.0
    hits = 0
    for i in range(1, k + 1):
        if i <= len(labels) and labels[i - 1] == 1:
            hits = hits + 1
            s = s + hits / i
    if n_relevant == 0:
        return 0.0
    return s / n_relevant
''')

wrong("q07", "pr.points", "sibling", "returns the interpolated precisions (running maximum from the bottom of the "
      "ranking) at the relevant ranks instead of the plain precisions of the PR points",
      [[r"interpolat", r"running max", r"cumulative max", r"maximum\.accumulate", r"max(imum)? (of|over) (the )?"
        r"(later|following|lower) ranks", r"to the right", r"cummax"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    lab = np.array(labels)
    P = np.cumsum(lab) / np.arange(1, len(lab) + 1)
    Pi = np.maximum.accumulate(P[::-1])[::-1]
    return [float(x) for x in Pi[lab == 1]]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta and beta * P)",
      [[r"not squared", r"squar", r"beta instead of beta", r"(un|non)-?squared", r"linear (in )?beta",
        r"power of (two|2)"]], '''
def my_f(precision, recall, beta):
    P = precision
    R = recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta) * P * R / (beta * P + R)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log, MATLAB's log) instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b(?!2)", r"(another|wrong|other) base",
        r"base of the log", r"log\(i\) instead", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    d = g[0]
    for i in range(2, len(g) + 1):
        d = d + g[i - 1] / np.log(i)
    return float(d)
''')

wrong("q10", "gen.practical", "shape", "writes recall's lower bound as v / d - s + v (missing parentheses around "
      "the denominator d - s + v)",
      [[r"parenthes", r"bracket", r"precedence", r"v ?/ ?d ?- ?s ?\+ ?v", r"order of operations",
        r"only d (is|in) (the )?denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s
    rec_low = v / d - s + v
    gen_low = v / d
    return [prec, rec_low, gen_low]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties? (count|counted|as) (as )?(1|one|a (whole |full )?win|fully|whole)", r">=",
        r"greater than or equal", r"tied pairs? (count|as|get) (1|one|wins?|full)", r"full (credit|point|win)",
        r"instead of (a )?half", r"instead of 1/2", r"1 instead of 0\.5"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    count = 0
    for p in pos:
        for n in neg:
            if p >= n:
                count = count + 1
    return count / (len(pos) * len(neg))
''')

wrong("q12", "ap.value", "shape", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"sum\(labels\)", r"number of hits",
        r"instead of n_relevant", r"not (by )?n_relevant", r"relevant items in the (list|ranking)",
        r"unretrieved (relevant )?items? (are )?(ignored|left out|not counted)"]], '''
labels = v["labels"]
hits = 0
s = 0.0
for k in range(1, len(labels) + 1):
    if labels[k - 1] == 1:
        hits = hits + 1
        s = s + hits / k
my_ap_value = s / hits
''')

wrong("q13", "map.mrr", "shape", "takes the reciprocal of the mean first-relevant rank (1 / mean(ranks)) "
      "instead of the mean of the reciprocal ranks",
      [[r"(reciprocal|inverse) of the mean", r"1 ?/ ?(np\.)?mean", r"mean (of the )?(first )?ranks?",
        r"averag\w* (the )?ranks?", r"harmonic", r"invert\w* (after|the mean)"]], '''
import numpy as np

def my_mrr(runs):
    ranks = []
    for r in runs:
        idx = np.flatnonzero(r)    # find(r)
        if len(idx) > 0:
            ranks.append(idx[0] + 1)
        else:
            ranks.append(np.inf)
    return float(1 / np.mean(ranks))
''')

wrong("q14", "map.mean", "shape", "divides by n_relevant inside the loop, ap = (ap + P@k) / R, at every relevant "
      "rank instead of once at the end",
      [[r"(inside|within|in) the loop", r"every (relevant )?(rank|step|iteration|hit)", r"parenthes",
        r"each (relevant )?(rank|step|iteration|hit)", r"repeatedly", r"running (sum|total) (is )?divided"]], '''
def my_map(runs, n_relevant):
    aps = []
    for q in range(len(runs)):
        labels = runs[q]
        R = n_relevant[q]
        ap = 0.0
        hits = 0
        for k in range(1, len(labels) + 1):
            if labels[k - 1] == 1:
                hits = hits + 1
                ap = (ap + hits / k) / R
        aps.append(ap)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops i = 1..k with labels[i] (a 1-based habit): rank 1 is skipped and "
      "rank k + 1 counted",
      [[r"off.by.one", r"1-based", r"one-based", r"skip\w* (the )?(first|rank 1|top)", r"shifted",
        r"ranks? 2 (to|\.\.) ?k ?\+ ?1", r"labels\[i\]", r"index(es|ing)? (start|from) (at )?1",
        r"(first|top) (item|rank) (is )?(missed|ignored|left out|never counted)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels):
            hits = hits + labels[i]
    return hits / k
''')

wrong("q16", "map.mean", "flow", "never resets the running sum of precisions between queries, so each AP carries "
      "the previous queries' sums",
      [[r"(not|never) reset", r"carr(y|ies|ied) over", r"accumulat\w* (across|over) (the )?queries",
        r"previous quer", r"(across|between) (the )?queries", r"reset"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = np.zeros(len(runs))
    s = 0
    for q in range(len(runs)):
        lab = np.array(runs[q])
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        s = s + np.sum(prec[lab == 1])
        aps[q] = s / n_relevant[q]
    return float(np.mean(aps))
''')

wrong("q17", "pr.averaged", "flow", "averages the query-by-level matrix along the wrong axis (each query's mean "
      "over the levels instead of each level's mean over the queries)",
      [[r"axis", r"wrong (dimension|direction)", r"rows? instead of (the )?columns?",
        r"columns? instead of (the )?rows?", r"(mean|average) (of|over) (the |its |each query'?s? )?levels",
        r"one (value|number|mean) per query", r"per.query (means?|averages?)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    M = np.zeros((len(runs), 11))
    for q in range(len(runs)):
        lab = np.array(runs[q])
        R = n_relevant[q]
        if R == 0:
            continue
        hits = np.cumsum(lab)
        P = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        for j in range(11):
            m = P[rec >= levels[j] - 1e-12]
            M[q, j] = m.max() if m.size else 0.0
    return list(np.mean(M, axis=1))
''')

wrong("q18", "ndcg.value", "flow", "sorts the ideal ranking in ascending order (MATLAB's default sort), so the "
      "ideal DCG is the worst ordering's",
      [[r"ascending", r"low(est)? to high", r"(not|never) (reversed|descending)", r"worst (first|order)",
        r"reverse ?= ?True", r"increasing order", r"wrong (sort )?order", r"smallest (grade )?first"]], '''
from math import log2

g = list(v["grades"])
u = list(v["unretrieved"])

def dcg(x):
    return sum(x[i - 1] / (log2(i) if i > 1 else 1) for i in range(1, len(x) + 1))

ideal = sorted(g + u)
my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q19", "map.mrr", "flow", "takes the last index of find() (idx[-1], MATLAB's idx(end)) instead of the first "
      "relevant rank",
      [[r"last (relevant|hit|index|one)", r"\[-1\]", r"idx\(end\)", r"final relevant", r"lowest.ranked relevant",
        r"deepest relevant"]], '''
def my_mrr(runs):
    total = 0
    for r in runs:
        idx = [i + 1 for i, x in enumerate(r) if x == 1]
        if idx:
            total = total + 1 / idx[-1]
    return total / len(runs)
''')

wrong("q20", "scope.knn_ties", "flow", "re-sorts the already pessimistic order by distance only for the highest "
      "bound: the stable sort keeps the tied relevant targets last, so both bounds are the lowest P@k",
      [[r"stable", r"same (order|sort|ranking)", r"reus", r"(both|two) (bounds|values) (are )?(always )?the same",
        r"highest.{0,40}(equal|same as).{0,20}lowest", r"(pessimistic|lowest).{0,30}(twice|for both)",
        r"never (re)?sort\w* (the )?(tied )?relevant (targets )?first", r"previous (sort|order)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pairs.sort(key=lambda p: (p[0], p[1]))      # ties: relevant (1) after non-relevant (0)
    low = sum(l for d, l in pairs[:k]) / k
    pairs.sort(key=lambda p: p[0])              # ties: relevant first
    high = sum(l for d, l in pairs[:k]) / k
    return [low, high]
''')

wrong("q21c", "rank.r_precision", "flow", "slices labels[1:R+1] (1-based habit), so ranks 2..R+1 are counted "
      "instead of 1..R",
      [[r"off.by.one", r"1-based", r"one-based", r"skip\w* (the )?(first|rank 1|top)", r"shifted",
        r"ranks? 2 (to|\.\.) ?R ?\+ ?1", r"labels\[1:", r"(first|top) (item|rank) (is )?(missed|ignored|left out)"]],
      '''
labels = v["labels"]
R = v["n_relevant"]
my_r_precision = sum(labels[1:R + 1]) / R
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without the n_relevant = 0 guard (raises on a query "
      "with no relevant items)",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits = hits + 1
            total = total + hits / k
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "element-wise tp ./ (tp + fp) gives nan for a query with nothing retrieved, "
      "and the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    T = np.array(tables, dtype=float)
    tp = T[:, 0]
    fp = T[:, 1]
    p = tp / (tp + fp)
    return float(np.mean(p))
''')

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: dividing by it raises when no item "
      "is relevant",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(g[i - 1] / (1 if i == 1 else log2(i)) for i in range(1, len(g) + 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, which is "
      "less than c when the list is shorter than the class",
      [[r"len\(", r"length of the (list|cut|slice|top)", r"divid\w* by (the )?(number of )?(retrieved|returned|"
        r"available|listed) (items|ranks)", r"instead of (c|n_relevant)\b", r"truncat", r"slice"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "interp.curve", "hidden", "levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004), so "
      "a recall of exactly 0.3 does not reach its level",
      [[r"arange", r"floating.point", r"float(ing)? (error|rounding|levels?)", r"rounding", r"0\.30000000000000004",
        r"not exact(ly)? 0\.3", r"inexact", r"round-?off"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.array(labels)
    hits = np.cumsum(lab)
    P = hits / np.arange(1, len(lab) + 1)
    R = hits / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        mask = R >= r
        out.append(float(P[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q28", "scope.eps_precision", "hidden", "np.mean of an empty selection is nan when nothing lies within "
      "epsilon (no 0 case)",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (sort(d, 'descend')), so the "
      "farthest items come first",
      [[r"descend", r"farthest", r"furthest", r"largest distances?( first)?", r"\[::-1\]",
        r"(highest|biggest) distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.array(labels)[order]
    return float(np.sum(y[:k]) / k)
''')

wrong("q30", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]",
      [[r"swap", r"(wrong|reversed|other|opposite) order", r"\[highest, lowest\]", r"highest (first|before)",
        r"the other way (round|around)", r"order of the (two )?(values|bounds|outputs|results)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    t = pairs[k - 1][0]
    before = [l for d, l in pairs if d < t]
    tied = [l for d, l in pairs if d == t]
    slots = k - len(before)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(before) + max(0, slots - non_tied)
    high = sum(before) + min(slots, rel_tied)
    return [high / k, low / k]
''')

wrong("q31", "roc.auc", "twin", "counts the pairs where the positive scores LOWER than the negative (comparison "
      "reversed), so it returns 1 - AUC",
      [[r"revers\w* (the )?comparison", r"compar\w*.{0,40}(reversed|wrong way|backwards|other way|flipped)",
        r"positive scor\w* lower", r"lower.{0,20}scor\w* (wins|as better|counts)", r"pos(itive)?\W{0,3}<\W{0,3}neg",
        r"less.than", r"< instead of >"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos = s[y == 1]
    neg = s[y == 0]
    wins = (pos[:, None] < neg[None, :]).sum()
    ties = (pos[:, None] == neg[None, :]).sum()
    return float((wins + 0.5 * ties) / (pos.size * neg.size))
''')

wrong("q32", "interp.step", "twin", "looks for the first relevant rank with recall strictly above the level "
      "(R > level), so a level equal to a reached recall takes the next point",
      [[r"strict", r"R ?> ?level", r"> ?level", r"greater than(?! or equal)", r"instead of >=",
        r"(recall|R_i) (equal|exactly equal) to the level.{0,40}(skipped|next)", r"misses the equality"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    lab = np.array(labels)
    hits = np.cumsum(lab)
    P = hits / np.arange(1, len(lab) + 1)
    R = hits / n_relevant
    idx = np.flatnonzero((lab == 1) & (R > level))
    return float(P[idx[0]]) if idx.size else 0.0
''')

wrong("q33", "ap.eleven_point", "twin", "loops over the levels 0.1:0.1:1 (ten levels), leaving out r = 0, and "
      "averages over 10",
      [[r"(level|r) ?= ?0(\.0)?\b.{0,30}(missing|left out|skipped|dropped|omitted|forgotten)",
        r"(skip|drop|omit|leav|miss|forg[oe]t)\w*.{0,25}(level |r ?= ?)0(\.0)?\b", r"\b10 levels", r"ten levels",
        r"start\w* at 0\.1", r"from 0\.1", r"without (the )?(level )?(r ?= ?)?0(\.0)?\b"]], '''
def my_11pt(labels, n_relevant):
    P = []
    R = []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits = hits + labels[k - 1]
        P.append(hits / k)
        R.append(hits / n_relevant)
    total = 0.0
    for j in range(1, 11):          # r = 0.1:0.1:1
        r = j / 10
        cand = [p for p, rr in zip(P, R) if rr >= r]
        total = total + (max(cand) if cand else 0.0)
    return total / 10
''')

wrong("q34", "scope.eps_precision", "twin", "selects d <= epsilon, so a target exactly at distance epsilon is "
      "returned too",
      [[r"<=", r"less than or equal", r"inclusive", r"non.?strict", r"(at|on) (the )?boundary",
        r"at distance epsilon", r"includ\w* (the )?(target|item)s? at epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q35", "set.pr", "twin", "computes precision and recall right but returns them as [recall, precision]",
      [[r"swap", r"(wrong|reversed|other|opposite) order", r"\[recall, precision\]", r"recall first",
        r"order of the (two )?(values|outputs|results)", r"the other way (round|around)"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret) if ret else 0.0
    r = tp / len(rel) if rel else 0.0
    return [r, p]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the retrieved ids as a list: a duplicated id is counted twice in tp and in "
      "the number retrieved",
      [[r"duplicat", r"(not|never) (made |turned |converted )?(in)?to a set", r"as a list", r"list instead of (a )?set",
        r"repeated (id|item)s?", r"without (a )?set\(", r"no set\("]], '''
def my_set_pr(retrieved, relevant):
    tp = 0
    for d in retrieved:
        if d in relevant:
            tp = tp + 1
    p = tp / len(retrieved) if len(retrieved) > 0 else 0
    r = tp / len(relevant) if len(relevant) > 0 else 0
    return [p, r]
''')

wrong("q37", "interp.step", "data", "uses the number of relevant items in the list (sum(labels)) as the class "
      "size instead of the given n_relevant", _NREL_DATA, '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for i in range(1, len(labels) + 1):
        if labels[i - 1] == 1:
            hits = hits + 1
            if hits / R >= level:
                return hits / i
    return 0.0
''')

wrong("q38", "ndcg.all_judgments", "data", "treats `unretrieved` as a count of missing relevant items, each "
      "given grade 1, instead of their grades",
      [[r"grade (of )?1", r"(as|with) (grade )?1\b", r"len\(unretrieved\)", r"(number|count) of unretrieved",
        r"ignor\w* (their|the unretrieved('s)?|the) grades", r"binary", r"\[1\] ?\* ?len"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x / max(1.0, log2(i)) for i, x in enumerate(g, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q39", "avg.macro", "data", "reads each table's columns as [tp, fn, fp] (fp and fn swapped), so it "
      "divides by tp + fn",
      [[r"column", r"\[tp, fn, fp\]", r"fn and fp", r"fp and fn", r"swap\w* (the )?(fp|fn|false)",
        r"order of the (table|counts|columns|entries)", r"tp ?\+ ?fn"]], '''
import numpy as np

def my_macro_precision(tables):
    T = np.array(tables, dtype=float)
    tp, fn, fp = T[:, 0], T[:, 1], T[:, 2]
    denom = tp + fp
    p = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(p.mean())
''')

wrong("q40", "map.mean", "data", "divides each query's sum by the relevant items found in its run (sum(run)) "
      "instead of the given n_relevant[i]", _NREL_DATA, '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits, s = 0, 0.0
        for k, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q41", "rank.distances", "data", "sorts the distances but never permutes the labels with them, so the labels "
      "are read in the input order",
      [[r"input order", r"(not|never) (re)?order\w*", r"labels? (were |are )?(not|never) (sorted|reordered|permuted)",
        r"unsorted labels", r"without (sorting|reordering|permuting) the labels", r"as given", r"original order",
        r"(not|never) (sort|permut)\w* (the )?labels"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.array(distances)
    y = np.array(labels)
    ds = np.sort(d)            # [ds, idx] = sort(d)
    nearest = ds[:k]
    return float(np.sum(y[:len(nearest)]) / k)
''')

wrong("q42", "pr.averaged", "data", "uses each run's retrieved relevant count (sum of its labels) as its number "
      "of relevant items instead of n_relevant[i]", _NREL_DATA, '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for lab in runs:
        lab = np.asarray(lab)
        R = lab.sum()
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(lab)
        P = hits / np.arange(1, lab.size + 1)
        rec = hits / R
        curves.append(np.array([P[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "NumPy cumsum precisions times the 0/1 vector", '''
import numpy as np

def my_ap(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return 0.0
    P = np.cumsum(lab) / np.arange(1, lab.size + 1)
    return float(np.sum(P * lab) / n_relevant)
''')

right("q44", "dcg.classic", "loop from 1 to n inclusive, the first rank apart", '''
import math

def my_dcg(grades):
    n = len(grades)
    total = 0.0
    for i in range(1, n + 1):
        if i == 1:
            total = total + grades[0]
        else:
            total = total + grades[i - 1] / math.log2(i)
    return total
''')

right("q45", "roc.eer", "explicit ROC points and the crossing of one straight piece", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            t = -d0 / (diff - d0)
            return f0 + t * (fpr - f0)
        prev = (fpr, diff)
    return 1.0
''')

right("q46", "gen.practical", "exact fractions.Fraction", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

right("q47", "map.mrr", "itertools.dropwhile to the first hit", '''
from itertools import dropwhile

def my_mrr(runs):
    total = 0.0
    for run in runs:
        rest = list(dropwhile(lambda p: p[1] == 0, enumerate(run, 1)))
        total += 1 / rest[0][0] if rest else 0.0
    return total / len(runs)
''')

right("q48", "pr.averaged", "NumPy query-by-level matrix, mean over axis 0", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    M = np.zeros((len(runs), 11))
    for q in range(len(runs)):
        lab = np.asarray(runs[q], dtype=float)
        R = n_relevant[q]
        if R == 0 or lab.size == 0:
            continue
        hits = np.cumsum(lab)
        P = hits / np.arange(1, lab.size + 1)
        rec = hits / R
        for j in range(11):
            ok = rec >= levels[j] - 1e-9
            M[q, j] = P[ok].max() if ok.any() else 0.0
    return [float(x) for x in M.mean(axis=0)]
''')

SUBMISSIONS = tuple(S)
