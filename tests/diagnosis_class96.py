"""Diagnosis class 96, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
come from R and statistics: vectorised thinking (cumsum, which, mean of a slice), 1-based indexing habits
(seq_len, positions from 1), dropping missing values (na.rm = TRUE), weighted versus plain means, tables of
counts. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c96-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and the value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class96).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 96 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c96-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the mean of the precisions at the relevant ranks) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"sum\(labels\)",
        r"mean of (the )?precisions", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("q02", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule's P_i) instead of the maximum precision at or after it",
      [[r"step", r"first rank", r"without (the |a )?max", r"not (the )?max", r"instead of (the )?max", r"no max",
        r"(forg[eo]t|missing|never takes?) (the )?max"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.linspace(0, 1, 11):
        ok = np.flatnonzero(rec >= r - 1e-9)
        out.append(float(prec[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries (sum tp / sum(tp + fp)) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp)", r"weight\w* by (the )?(number )?retrieved",
        r"total (tp|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q04", "ap.eleven_point", "sibling", "returns the non-interpolated AP (precisions at the relevant ranks over "
      "n_relevant) instead of the mean of the 11 interpolated precisions",
      [[r"non.?interpolated", r"uninterpolated", r"(exact|plain|ordinary) (AP|average precision)",
        r"no interpolation", r"not interpolated", r"without interpolat\w*",
        r"precisions? at (the )?relevant ranks"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("q05", "dcg.trec", "sibling", "computes the exponential-gain DCG (2^rel - 1) instead of the plain grades "
      "over log2(i + 1)",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*", r"gain", r"2\^"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum((2 ** g - 1) / np.log2(i + 1)))
''')

wrong("q06", "interp.step", "sibling", "takes the interpolated maximum of the precisions at or after the level "
      "(the 11-point rule) instead of the step rule's P_i",
      [[r"interpolated (maximum|max|precision)", r"11.?point", r"max\w* (of|over) (the )?(later|following) ",
        r"highest precision", r"later ranks", r"instead of (the step rule|P_i)", r"not (the )?step"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    ok = rec >= level - 1e-12
    return float(prec[ok].max()) if ok.any() else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (the plain AP denominator) instead of min(k, "
      "n_relevant)",
      [[r"divid\w* by n_relevant", r"n_relevant (as|for) (the )?denominator", r"plain AP", r"full AP",
        r"(by|over) (the )?(number of relevant|R)\b"],
       [r"instead of min", r"not min", r"ignor\w* k", r"without (the )?min", r"rather than min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(1, k + 1):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
            total += hits / i
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the - 1",
      [[r"forg[eo]t.{0,30}(- ?1|minus)", r"without (the )?(- ?1|minus one)", r"missing (the )?(- ?1|minus)",
        r"no - ?1", r"2\s*\^\s*rel\w* instead", r"2\*\*g"]], '''
import math

g = v["grades"]
my_dcg_exp = sum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"np\.log\b", r"wrong base",
        r"another base", r"instead of log2", r"not log2"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if len(gs) == 0:
            return 0.0
        i = np.arange(2, len(gs) + 1)
        return gs[0] + np.sum(gs[1:] / np.log(i))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return float(dcg(grades) / best) if best > 0 else 0.0
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s), forgetting the + v in the denominator",
      [[r"\+ ?v", r"plus v", r"forg[eo]t", r"missing", r"without"],
       [r"d - s", r"denominator", r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2 (>= instead of >)",
      [[r"ties?\b.{0,40}(as|counted|count|counts) (1|one|a whole|fully)\b(?!/)", r">=", r"≥",
        r"instead of (1/2|a half|0\.5)", r"not (1/2|half)", r"full (point|credit)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided binomial tail, forgetting to double it for the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"doubl\w*", r"(times|\*) ?2",
        r"half (the|of) (the )?p"]], '''
from scipy.stats import binom

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = float(binom.cdf(min(wins, losses), n, 0.5))
''')

wrong("q13", "map.mrr", "shape", "takes the reciprocal of the mean first rank (1 / mean(rank)) instead of the mean "
      "of the reciprocal ranks",
      [[r"1 ?/ ?mean", r"reciprocal of the mean", r"mean (of the )?(first )?ranks?", r"average rank",
        r"harmonic", r"inside.{0,20}outside", r"order of.{0,20}(mean|reciprocal)"]], '''
import numpy as np

def my_mrr(runs):
    ranks = []
    for run in runs:
        hit = np.flatnonzero(np.asarray(run) == 1)
        ranks.append(hit[0] + 1 if len(hit) else np.inf)
    return float(1 / np.mean(ranks))
''')

wrong("q14", "set.f_beta", "shape", "leaves beta unsquared in the denominator: (1 + beta^2) P R / (beta P + R)",
      [[r"beta\b.{0,30}(not squared|unsquared)", r"(not squared|unsquared)", r"beta instead of beta",
        r"forg[eo]t.{0,30}squar", r"squar\w*"], [r"denominator", r"beta ?\* ?P", r"beta P"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta ** 2) * precision * recall / (beta * precision + recall)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[1:k + 1] (positions counted from 1, as in R), skipping the "
      "first rank",
      [[r"1.?based", r"off.?by.?one", r"skip\w*.{0,30}first", r"first (rank|item).{0,30}(skipped|missed|left out)",
        r"labels\[1:", r"shift\w*", r"from (index|position) 1"]], '''
def my_p_at_k(labels, k):
    top = labels[1:k + 1]
    return sum(top) / k
''')

wrong("q16", "map.mean", "flow", "uses n_relevant[0] for every query (the first query's class size reused)",
      [[r"n_relevant\[0\]", r"first query", r"same n_relevant", r"reus\w*", r"one query's",
        r"every query.{0,40}(same|first)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / n_relevant[0] if n_relevant[0] else 0.0)
    return float(np.mean(aps))
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (the hit "
      "counter is raised after the division)",
      [[r"before (count|add|increment)\w*", r"after (the )?(division|precision)", r"increment\w*.{0,30}(late|after)",
        r"(one|a) hit (short|too few|behind)", r"not (yet )?counted", r"counter", r"off.?by.?one"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x == 1:
            out.append(hits / i)
            hits += 1
    return out
''')

wrong("q18", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"break", r"(every|all|each) relevant", r"not (only )?the first", r"first relevant only",
        r"stop\w*", r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, start=1):
            if x == 1:
                total += 1 / i
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "overwrites the curve in the loop and divides the last query's curve by the "
      "number of queries (only the last query is accumulated)",
      [[r"last query", r"overwrit\w*", r"not (accumulat|add|summ)\w*", r"reassign\w*", r"only one query",
        r"\+=", r"accumulat\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        curve = np.zeros(11)
        if n > 0:
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            rec = np.cumsum(y) / n
            for j, r in enumerate(levels):
                ok = rec >= r - 1e-9
                curve[j] = prec[ok].max() if ok.any() else 0.0
    return list(curve / len(runs))
''')

wrong("q20", "ap.value", "flow", "uses np.where's 0-based positions as the ranks, so each precision is divided by "
      "rank - 1",
      [[r"0.?based", r"zero.?based", r"off.?by.?one", r"rank - 1", r"\+ ?1", r"position", r"index\w*"]], '''
import numpy as np

y = np.array(v["labels"])
pos = np.where(y == 1)[0]
hits = np.arange(1, len(pos) + 1)
my_ap_value = float(np.sum(hits / pos) / v["n_relevant"])
''')

wrong("q21", "roc.eer", "flow", "walks the scores in the order given without sorting them by score first",
      [[r"sort\w*", r"order\w*", r"input order", r"as given"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            tp += y[j] == 1
            fp += y[j] == 0
            j += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
        i = j
    for a in range(1, len(fpr)):
        d0, d1 = fpr[a - 1] - fnr[a - 1], fpr[a] - fnr[a]
        if d1 >= 0:
            t = -d0 / (d1 - d0) if d1 != d0 else 0.0
            return float(fpr[a - 1] + t * (fpr[a] - fpr[a - 1]))
    return float(fpr[-1])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.30000000000000004 "
      "and 0.6000000000000001 miss a recall of exactly 0.3 or 0.6",
      [[r"arange", r"float\w*", r"rounding", r"0\.30000000000000004", r"not exact\w*", r"inexact",
        r"representation"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    levels = np.arange(0, 1.1, 0.1)
    if n_relevant == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in levels]
''')

wrong("q23", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): with k equal to the list's "
      "length it raises ValueError",
      [[r"ValueError", r"out of bounds", r"argpartition", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q25", "ap.at_k", "hidden", "takes min(length of the top-k slice, n_relevant) as the denominator, so a list "
      "shorter than k shrinks it below min(k, n_relevant)",
      [[r"len\w*", r"shorter", r"slice", r"list length", r"number of (ranks|items) (in|of) the list"],
       [r"denominator", r"min", r"divid\w*"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float(np.sum(prec * top) / denom)
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of an empty selection when nothing is within "
      "epsilon, returning nan instead of 0", [NAN, [r"empty", r"nothing (is )?(within|inside|returned)",
                                                    r"no target", r"mean of"]], '''
import numpy as np
import warnings

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the division raises ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "avg.macro", "hidden", "np.nanmean drops a query with nothing retrieved (na.rm) instead of counting "
      "its precision 0",
      [[r"nanmean", r"na\.rm", r"drop\w*", r"skip\w*", r"left out", r"ignor\w*", r"exclud\w*", r"missing"],
       [r"nothing retrieved", r"0 retrieved", r"empty", r"no (item|document)s? retrieved", r"query",
        r"precision 0", r"count\w* (as )?0"]], '''
import numpy as np
import warnings

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "shifts the rank by one in the discount (log2(i + 1) for ranks counted from 1 "
      "after special-casing rank 1): an off-by-one, not a choice of the TREC formula",
      [[r"off.?by.?one", r"shift\w*", r"index\w*", r"i \+ 1", r"start=2", r"enumerat\w*", r"counted from"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q30", "avg.macro", "twin", "unpacks each row as tp, fn, fp (misreads the table's column order), so the "
      "'precision' divides by tp + fn",
      [[r"column", r"order of (the )?(table|counts|row)", r"unpack\w*", r"fp and fn", r"fn and fp",
        r"swap\w*", r"mis.?read"]], '''
def my_macro_precision(tables):
    ps = []
    for row in tables:
        tp, fn, fp = row
        ps.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q31", "set.pr", "twin", "swaps the denominators: precision divides the hits by the relevant set and recall "
      "by the retrieved set",
      [[r"denominator", r"divid\w* by (the )?(relevant|retrieved)", r"swap\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q32", "sig.sign_test", "twin", "does not drop the tied queries: n is the number of all queries (the "
      "same p-value as counting a tie as a loss of a)",
      [[r"ties? (are |were )?(not|never) dropped", r"includ\w* (the )?ties", r"kept (the )?ties", r"keeps? (the )?ties",
        r"all (the )?queries", r"n (=|is) (all|the number of (all )?queries|len)",
        r"(didn't|did not|doesn't|does not|forg[eo]t to|never) (drop|remove|discard)",
        r"ties? (left|kept) in"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("q33", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator",
      [[r"beta.{0,15}(on|times|multipl\w*|with) (the )?recall", r"wrong term",
        r"recall (is )?(multiplied|weighted|scaled) by beta", r"(precision|P) and (recall|R) (are )?swapped",
        r"beta\^?2? ?\*? ?(recall|R) instead", r"instead of (on )?(the )?precision"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return (1 + beta ** 2) * precision * recall / (precision + beta ** 2 * recall)
''')

wrong("q34", "map.mean", "twin", "weights each query's AP by its n_relevant (np.average with weights, like "
      "weighted.mean) instead of a plain mean",
      [[r"weight\w*"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / n if n else 0.0)
    return float(np.average(aps, weights=n_relevant))
''')

wrong("q35", "roc.auc", "twin", "ranks the scores with argsort().argsort() (ordinal ranks, ties broken by "
      "position) instead of mid-ranks in the rank-sum formula",
      [[r"mid.?ranks?", r"average ranks?", r"ordinal", r"argsort", r"ties? broken", r"rank\w* of ties"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    r = s.argsort(kind="stable").argsort() + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.knn_ties", "data", "sorts the distances from large to small (reads them as similarity scores), "
      "so the k farthest targets are taken",
      [[r"farthest", r"largest (distance|first)", r"descending", r"high to low", r"reverse", r"similarit\w*",
        r"wrong (direction|order)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (-t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

wrong("q37", "ndcg.value", "data", "appends the unretrieved grades to the retrieved list, as if they were "
      "retrieved at the end of the ranking",
      [[r"unretrieved.{0,40}(retrieved|ranking|list|end|appended|DCG)", r"append\w*", r"as if.{0,30}retrieved",
        r"concatenat\w*", r"end of the (list|ranking)"]], '''
import numpy as np

allg = np.array(v["grades"] + v["unretrieved"], dtype=float)

def dcg(g):
    return g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1)))

my_ndcg_value = float(dcg(allg) / dcg(np.sort(allg)[::-1]))
''')

wrong("q38", "gen.practical", "data", "reads d as the database without the scope and divides the generality "
      "bound by d + s",
      [[r"d \+ s", r"d already (includes|contains|counts)", r"added s", r"adds s", r"exclud\w* the scope",
        r"without the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    rec = v / (d - s + v) if v else 0.0
    return [v / s, rec, v / (d + s)]
''')

wrong("q39", "pr.averaged", "data", "takes each query's number of relevant items from its labels (sum of the run) "
      "instead of the given n_relevant",
      [[r"sum\(run\)", r"from (the )?labels", r"retrieved relevant", r"relevant (items )?retrieved",
        r"instead of (the )?(given )?n_relevant", r"ignor\w* n_relevant", r"unretrieved", r"never retrieved",
        r"found"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    for run in runs:
        y = np.asarray(run, dtype=float)
        n = y.sum()
        if n == 0:
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n
        total += [prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]
    return list(total / len(runs))
''')

wrong("q40", "roc.eer", "data", "takes label 0 as the positive class (R factor level order), so the ROC curve is "
      "that of the flipped labels",
      [[r"flip\w*", r"(positive|negative) class", r"label 0", r"swap\w*", r"invert\w*", r"0 as positive",
        r"classes? (reversed|swapped)", r"factor"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0
    order = np.argsort(-s, kind="stable")
    s, pos = s[order], pos[order]
    P, N = pos.sum(), (~pos).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~pos).sum() / N)
        fnr.append(1 - (sel & pos).sum() / P)
    for a in range(1, len(fpr)):
        d0, d1 = fpr[a - 1] - fnr[a - 1], fpr[a] - fnr[a]
        if d1 >= 0:
            t = -d0 / (d1 - d0) if d1 != d0 else 0.0
            return float(fpr[a - 1] + t * (fpr[a] - fpr[a - 1]))
    return float(fpr[-1])
''')

wrong("q41", "set.pr", "data", "counts the retrieved list with its repeats (len(retrieved)) instead of the set of "
      "ids: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"repeat\w*", r"not (a |as a )?set", r"unique", r"len\(retrieved\)",
        r"counted (two times|twice|more than once)", r"counts? (it )?(two times|twice|more than once)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q42", "gen.grip_point", "data", "takes the class size as the number of relevant labels in the list "
      "(sum(labels)) instead of the given n_relevant",
      [[r"sum\(labels\)", r"from (the )?labels", r"retrieved relevant", r"relevant (items )?retrieved",
        r"instead of (the )?(given )?n_relevant", r"ignor\w* n_relevant", r"found"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    return float(y[:c].sum() / c) if c else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "sorted with tuple keys and Fraction", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [float(Fraction(sum(y for _, y in pess[:k]), k)), float(Fraction(sum(y for _, y in opt[:k]), k))]
''')

right("q44", "interp.step", "R-style which(): first index where recall reaches the level", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    idx = np.flatnonzero((y == 1) & (hits * 1.0 >= level * n_relevant - 1e-9))
    if len(idx) == 0:
        return 0.0
    i = idx[0]
    return float(hits[i] / ranks[i])
''')

right("q45", "pr.points", "cumsum over seq_len, selected at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if len(y) == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("q46", "ndcg.all_judgments", "explicit 1-based loop", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i in range(1, len(gs) + 1):
            g = gs[i - 1]
            total += g if i == 1 else g / math.log2(i)
        return total
    best = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / best if best > 0 else 0.0
''')

right("q47", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

right("q48", "map.mrr", "R-style match(1, run) with positions from 1", '''
def my_mrr(runs):
    rr = []
    for run in runs:
        pos = [i for i in range(1, len(run) + 1) if run[i - 1] == 1]
        rr.append(1 / pos[0] if pos else 0.0)
    return sum(rr) / len(rr)
''')

SUBMISSIONS = tuple(S)
