"""Diagnosis class 144, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of NumPy students -- boolean masks,
np.cumsum, np.where, broadcasting, argsort, dtype pitfalls (integer arrays, integer division), axis confusion --
next to a few who write loops, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c144-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared with the task
references only before hand-over (tests/validate_class.py diagnosis_class144).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 144 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c144-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|unused|never used|not used)",
        r"beta (fixed|set) (at|to) 1", r"as if beta (=|were|was|is) 1"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r = np.float64(precision), np.float64(recall)
    if p + r == 0:
        return 0.0
    return float(2 * p * r / (p + r))
''')

wrong("q02", "ap.eleven_point", "sibling", "returns plain non-interpolated AP (mean of P@k at the relevant ranks over "
      "n_relevant) instead of the 11-point interpolated average",
      [[r"non.?interpolated", r"uninterpolated", r"(exact|plain|ordinary) AP", r"average precision at (the )?relevant",
        r"precision at (each|the) relevant (rank|item)s?", r"not interpolated", r"no interpolation",
        r"instead of (the )?11.?point"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("q03", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries, sums along axis 0) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables).{0,40}(first|before)", r"total tp",
        r"sum of tp over", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    tp, fp, fn = t.sum(axis=0)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) instead of the trec_eval "
      "form sum rel_i / log2(i + 1)",
      [[r"classic", r"Burges|J.rvelin", r"log2\(i\)", r"log2 ?of (the )?rank\b", r"first (item|rank|grade) (undiscounted|not discounted)",
        r"rel_1 \+", r"instead of log2\(i ?\+ ?1\)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(g[0] + np.sum(g[1:] / np.log2(ranks[1:])))
''')

wrong("q05", "rank.distances", "sibling", "returns the recall at k (hits in the top k over all relevant targets) "
      "instead of the precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"every relevant", r"number of relevant (items|targets)",
        r"instead of (by )?k\b", r"divid\w* by (the )?(total|number of) relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')

wrong("q06", "interp.curve", "sibling", "reads the plain precision at the first rank whose recall reaches r, not the "
      "maximum precision over all ranks reaching r",
      [[r"not (the )?max", r"no max", r"without (the )?max", r"first rank", r"first (point|k)\b.{0,30}reach",
        r"uninterpolated", r"non.?interpolated", r"instead of (the )?max", r"raw precision", r"not interpolated"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for j in range(11):
        r = j / 10
        idx = np.where(rec >= r)[0]
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q07", "ndcg.all_judgments", "sibling", "uses the trec_eval DCG (rel_i / log2(i + 1) at every rank) instead of "
      "the classic DCG the task asks for",
      [[r"log2\(i ?\+ ?1\)", r"trec.?eval('s)? (DCG|form|discount)", r"i ?\+ ?1", r"(rank|position) plus one",
        r"discount\w* (the )?first (rank|item)", r"instead of (the )?classic"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        return float(np.sum(gs / np.log2(np.arange(2, len(gs) + 2))))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"squar\w*", r"beta\b.{0,30}instead of beta", r"missing (the )?(square|power)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1 (the minus one left out)",
      [[r"minus (one|1)", r"forg[eo]t.{0,20}(one|1)", r"without (the )?- ?1", r"subtract\w*", r"one too (large|big|high)",
        r"gain.{0,20}(off by|one too)"]], '''
import numpy as np

g = np.array(v["grades"])
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(i + 1)))
''')

wrong("q10", "gen.practical", "shape", "the lower recall bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"plus v", r"forg[eo]t.{0,30}\bv\b", r"left out.{0,20}\bv\b",
        r"judged relevant.{0,30}(left out|missing|not added)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"over k\b", r"/ ?k\b", r"not min", r"without (the )?min",
        r"instead of min"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / k)
''')

wrong("q12", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"base e\b", r"(other|wrong) base", r"not (log )?base 2",
        r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    i = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= comparison)",
      [[r"ti\w*.{0,40}count\w* (as )?(a )?(whole|full|win|one\b|1\b(?!/))", r"(1|one) instead of (1/2|half)",
        r">=", r"greater (than )?or equal", r"not (1/2|half)", r"without (the )?half"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"(forg[eo]t|without|missing).{0,30}(doubl|times 2|\* ?2|2 ?\*)",
        r"single tail", r"half (of )?the (two.?sided )?p"]], '''
import numpy as np
from math import comb

a, b = np.array(v["a"]), np.array(v["b"])
d = a - b
wins, losses = int((d > 0).sum()), int((d < 0).sum())
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the loop over a query's ranks never breaks, so the rank of the LAST relevant item "
      "overwrites the first",
      [[r"\blast\b", r"break", r"overwr\w*", r"not (stop|break)", r"keeps? (going|looping)", r"never stops"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q16", "map.mean", "flow", "the relevant-hit counter is set once before the loop over queries and never reset, "
      "so later queries' precisions count earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr\w* over", r"accumulat\w*.{0,40}across", r"outside (the )?(query )?loop",
        r"previous quer\w*.{0,30}hits", r"hits.{0,40}(previous|earlier) quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "ranks taken from np.arange(len) (0-based), so every precision divides by rank - 1",
      [[r"0.?based", r"zero.?based", r"off.?by.?one", r"rank ?- ?1", r"arange\(\w*\)", r"start\w* at 0",
        r"instead of arange\(1", r"index (instead of|not) (the )?rank"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    ranks = np.arange(len(y))
    with np.errstate(divide="ignore", invalid="ignore"):
        prec = np.cumsum(y) / ranks
    return [float(p) for p in prec[y == 1]]
''')

wrong("q18", "interp.step", "flow", "the loop over the relevant items never stops at the first R_i >= level, so the "
      "precision of the last relevant item found is returned",
      [[r"break", r"\blast\b", r"overwr\w*", r"not (stop|break)", r"keeps? (going|looping)", r"first R_?i",
        r"never stops"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    answer = 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                answer = hits / k
    return answer
''')

wrong("q19", "pr.averaged", "flow", "the array of interpolated precisions is made once before the loop over queries "
      "and never reset, so each query's curve keeps the maxima of the queries before it",
      [[r"reset", r"re-?initiali[sz]", r"outside (the )?(query )?loop", r"carr\w* over", r"reus\w*",
        r"previous quer", r"earlier quer", r"shared (array|list)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    total = np.zeros(11)
    interp = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0 or y.sum() == 0:
            total += 0
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            if ok.any():
                interp[j] = max(interp[j], prec[ok].max())
        total += interp
    return [float(x) for x in total / len(runs)]
''')

wrong("q20", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short of the top k",
      [[r"k ?- ?1", r"off.?by.?one", r"one (rank|item) (short|too few|less)", r"misses? the k.?th", r"slic\w*",
        r"excludes? (rank )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels)
    return float(y[:k - 1].sum() / k)
''')

wrong("q21", "ndcg.value", "flow", "the ideal ranking is the judged grades in their given order, never sorted from "
      "high to low",
      [[r"sort\w*", r"not (in )?(descending|decreasing) order", r"unsorted", r"order\w*.{0,30}(high|best)",
        r"given order"]], '''
import numpy as np

def dcg(gs):
    gs = np.asarray(gs, dtype=float)
    return gs[0] + np.sum(gs[1:] / np.log2(np.arange(2, len(gs) + 1)))

ideal = np.concatenate([v["grades"], v["unretrieved"]])
my_ndcg_value = float(dcg(v["grades"]) / dcg(ideal))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "precision is the mean of an np.isin mask over the retrieved ids, which is nan "
      "when nothing is retrieved",
      [NAN + [r"mean of (an )?empty", r"empty (array|mask|selection|slice)"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.unique(np.asarray(retrieved, dtype=str))
    rel = set(relevant)
    hit = np.isin(ret, list(rel))
    p = float(hit.mean())
    r = hit.sum() / len(rel) if rel else 0.0
    return [p, float(r)]
''')

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without a guard, crashing when the query has no relevant items",
      [ZERODIV + [r"guard", r"unguarded", r"no check"]], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / k
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "the mean over an empty boolean selection gives nan when nothing lies "
      "within epsilon (no 0 for an empty result)",
      [NAN + [r"mean of (an )?empty", r"empty (array|mask|selection|slice)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.asarray(distances), np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n_relevant], so a list shorter "
      "than the class is not padded with non-relevant ranks",
      [[r"len\(", r"length of (the )?(slice|list)", r"pad\w*", r"instead of n_relevant", r"not by n_relevant",
        r"\.mean\(\)", r"mean of the (slice|top)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels)[:n_relevant]
    return float(top.mean())
''')

wrong("q26", "pr.averaged", "hidden", "skips a query with n_relevant = 0 (continue) instead of counting its "
      "all-zero curve, so the mean is over fewer queries",
      [[r"skip\w*", r"drop\w*", r"left out", r"not counted", r"fewer queries", r"exclud\w*", r"continue"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        curve = []
        for r in levels:
            ok = rec >= r - 1e-9
            curve.append(prec[ok].max() if ok.any() else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the NumPy 0/0 returns nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"guard", r"unguarded"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    with np.errstate(invalid="ignore"):
        return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q28", "avg.macro", "hidden", "a query with nothing retrieved gives nan (0/0) and np.nanmean drops it instead of "
      "counting its precision as 0",
      [[r"nanmean", r"drop\w*", r"skip\w*", r"left out", r"ignor\w*", r"excluded?"],
       [r"nothing retrieved", r"empty", r"\bnan\b", r"0 ?/ ?0", r"tp ?\+ ?fp (is|=|==) ?0", r"precision 0"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(prec))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "the parameters are declared (recall, precision, beta), so precision and recall "
      "are swapped in the formula",
      [[r"swap\w*", r"(order|position)s? of (the )?(arguments|parameters)", r"parameters? (order|confused)",
        r"(precision and recall|P and R|recall and precision) (are )?(swapped|exchanged|confused|reversed|mixed)",
        r"signature"]], '''
def my_f(recall, precision, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q30", "scope.knn_ties", "twin", "the tie-break key for the pessimistic order puts relevant targets first "
      "(-label), so the two bounds come out the other way round",
      [[r"tie.?break", r"sort key", r"-label", r"relevant (targets )?first", r"key.{0,30}(sign|reversed|wrong)",
        r"secondary key"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], -t[1]))
    opt = sorted(pairs, key=lambda t: (t[0], t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [low, high]
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as tp, fn, fp (columns misread), so fn is used where fp belongs",
      [[r"column", r"unpack\w*", r"misread", r"(order|position) of (the )?(counts|entries|fields|table)",
        r"\[tp, ?fn, ?fp\]", r"fn (and|for) fp", r"fp and fn (swapped|confused|exchanged)"]], '''
import numpy as np

def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return float(np.mean(precs))
''')

wrong("q32", "roc.auc", "twin", "compares the scores as distances (a positive counts when it scores LOWER than the "
      "negative)",
      [[r"lower (score|is better)", r"distances?", r"comparison (reversed|inverted|the wrong way)", r"reversed? comparison",
        r"<\s*neg", r"smaller score", r"direction"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1][:, None], s[y == 0][None, :]
    good = (pos < neg).sum() + 0.5 * (pos == neg).sum()
    return float(good / (pos.size * neg.size))
''')

wrong("q33", "ap.value", "twin", "replaces n_relevant by the number of 1s in the list (sum(labels))",
      [[r"sum\(labels\)", r"number of (1s|ones)", r"count of (1s|ones|relevant (items )?(in the list|retrieved))",
        r"retrieved relevant", r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,20}n_relevant"]], '''
import numpy as np

y = np.array(v["labels"])
R = y.sum()
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float((prec * y).sum() / R)
''')

wrong("q34", "map.mrr", "twin", "np.argmax on a run with no relevant item returns 0, so that query counts as a "
      "relevant item at rank 1",
      [[r"argmax"], [r"no relevant", r"all.?zero", r"returns? 0", r"nothing relevant", r"no hit"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q35", "interp.curve", "twin", "np.maximum.accumulate runs from the top of the ranking (never reversed), so "
      "the maximum is over the ranks ABOVE instead of the ranks below",
      [[r"accumulate", r"revers\w*", r"\[::-1\]", r"running max\w* (from|over) (the )?top", r"ranks? above",
        r"wrong direction", r"from the (top|start)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.maximum.accumulate(np.cumsum(y) / np.arange(1, len(y) + 1))
    rec = np.cumsum(y) / n_relevant
    out = []
    for j in range(11):
        idx = np.where(rec >= j / 10 - 1e-12)[0]
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest, as if they were similarities",
      [[r"similarit\w*", r"descending", r"larg\w* first", r"farthest", r"revers\w*", r"\[::-1\]", r"-distances",
        r"highest first"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q37", "ndcg.all_judgments", "data", "takes each unretrieved relevant item as grade 1 (only len(unretrieved) "
      "used) instead of its grade",
      [[r"grade 1", r"len\(unretrieved\)", r"count\w*.{0,30}unretrieved", r"binary", r"ignor\w*.{0,20}grades? of",
        r"unretrieved.{0,40}(as|count\w* as) (1|one)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        return float(gs[0] + np.sum(gs[1:] / np.log2(np.arange(2, len(gs) + 1))))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q38", "set.pr", "data", "returns [recall, precision]: the two values in the wrong order",
      [[r"(wrong|reversed|swapped) order", r"swap\w*", r"\[recall, ?precision\]", r"order of the (result|list|values)",
        r"the other way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(rel) if rel else 0.0, hits / len(ret) if ret else 0.0]
''')

wrong("q39", "map.mean", "data", "builds np.array(runs) from runs of different lengths, which NumPy cannot stack",
      [[r"ValueError", r"inhomogeneous", r"ragged", r"unequal lengths", r"np\.array\(runs\)", r"stack\w*",
        r"rectangular"]], '''
import numpy as np

def my_map(runs, n_relevant):
    R = np.array(runs, dtype=float)
    prec = np.cumsum(R, axis=1) / np.arange(1, R.shape[1] + 1)
    n = np.asarray(n_relevant, dtype=float)
    return float(np.mean((prec * R).sum(axis=1) / n))
''', crash="ValueError", scope="all")

wrong("q40", "scope.eps_precision", "data", "indexes the distances with the 0/1 label list (integer fancy indexing) "
      "instead of a boolean mask",
      [[r"fancy", r"integer (index|array)", r"boolean mask", r"dtype", r"as (an )?ind(ex|ices)", r"bool"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    n_ret = int((d < epsilon).sum())
    hits = int((d[y] < epsilon).sum())
    return hits / n_ret if n_ret else 0.0
''')

wrong("q41", "roc.eer", "data", "takes label 0 as the positive class (positives = labels == 0)",
      [[r"label 0", r"labels? (inverted|swapped|flipped|reversed)", r"(positive|negative) class.{0,30}(swapped|wrong|inverted)",
        r"== ?0", r"classes? (swapped|inverted)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    P, N = pos.sum(), (~pos).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append((sel & pos).sum() / P)
        fpr.append((sel & ~pos).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q42", "dcg.classic", "data", "turns the graded relevance into 0/1 (grades > 0) before discounting",
      [[r"binar\w*", r"0/1", r"> ?0", r"grades? (as|treated as) (binary|relevant)", r"ignor\w*.{0,20}grade",
        r"boolean", r"graded"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    disc = np.maximum(np.log2(np.arange(1, len(rel) + 1)), 1.0)
    return float(np.sum(rel / disc))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "fractions.Fraction over the padded top k", '''
from fractions import Fraction

def my_p_at_k(labels, k):
    return float(Fraction(sum(labels[:k]), k))
''')

right("q44", "ap.exact", "NumPy boolean mask and cumsum", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

right("q45", "interp.step", "explicit loop with a break", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits * 1.0 >= level * n_relevant - 1e-9:
                return hits / k
    return 0.0
''')

right("q46", "gen.practical", "NumPy counts", '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s + v), v / d]
''')

right("q47", "scope.knn_ties", "sorted with tuple keys and itertools.islice", '''
from itertools import islice

def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], t[1]))
    opt = sorted(pairs, key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in islice(pess, k)) / k, sum(l for _, l in islice(opt, k)) / k]
''')

right("q48", "dcg.classic", "list comprehension with max(1, log2 i)", '''
from math import log2

def my_dcg(grades):
    return float(sum(g / max(1.0, log2(i)) for i, g in enumerate(grades, start=1)))
''')

SUBMISSIONS = tuple(S)
