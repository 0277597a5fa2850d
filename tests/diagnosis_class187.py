"""Diagnosis class 187, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students with
a statistics background, who reach for means, weighted averages, medians, ``scipy.stats`` and the ``statistics``
module, and think of measures as probabilities. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c187-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and the 6 value tasks.
Before hand-over each was compared with the task's reference only (no checker, see tests/validate_class.py
diagnosis_class187).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 187 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c187-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones in the list) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"ones in the (list|labels)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"found relevant",
        r"number of hits", r"relevant items (in|of) the (list|ranking)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q02", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp, a weighted "
      "average) instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"weighted (by|average)", r"sum\w* (the )?(counts|tp)", r"total tp",
        r"aggregat\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    # each query's precision weighted by how much it retrieved
    w = tp + fp
    if w.sum() == 0:
        return 0.0
    prec = np.divide(tp, w, out=np.zeros_like(tp), where=w > 0)
    return float(np.average(prec, weights=w))
''')

wrong("q03", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP, scipy.stats.gmean) instead of "
      "their arithmetic mean",
      [[r"geometric", r"gmean", r"\bGMAP\b"]], '''
from scipy.stats import gmean

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return float(gmean(aps))
''')

wrong("q04", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never used|ignored|unused)",
        r"beta\s*=\s*1 (always|for every)", r"as if beta\s*(=|were|was)\s*1", r"without (using )?beta"]], '''
import statistics

def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    return statistics.harmonic_mean([precision, recall])
''')

wrong("q05", "sig.sign_test", "sibling", "computes the Wilcoxon signed-rank test's p-value instead of the sign "
      "test's",
      [[r"wilcoxon", r"signed.rank"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("q06", "dcg.classic", "sibling", "computes the log2(i + 1) discount (the TREC form) instead of the classic "
      "DCG's undiscounted rank 1 and log2(i) after",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"discount\w* (the )?(first|rank 1)",
        r"rank 1 (is )?discounted", r"every rank discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q07", "pr.averaged", "sibling", "takes the median over the queries at each level instead of the mean",
      [[r"median"]], '''
import statistics

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / k))
        curves.append([max((p for r, p in pts if r >= lev), default=0.0) if n else 0.0 for lev in levels])
    return [float(statistics.median(col)) for col in zip(*curves)]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "roc.auc", "shape", "Mann-Whitney from rank sums but never subtracts n1 (n1 + 1) / 2 from the "
      "positives' rank sum",
      [[r"n1\s*\(\s*n1\s*\+\s*1\s*\)", r"n1\s*\*\s*\(\s*n1\s*\+\s*1\s*\)", r"subtract\w*", r"rank sum",
        r"rank-sum", r"minimum (possible )?rank sum", r"\bU\b statistic"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = y.sum(), (~y).sum()
    return float(r[y].sum() / (n1 * n0))
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e", r"wrong base", r"another base",
        r"base of the log", r"log\b(?!2)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(2, len(g) + 2))))
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"minus (one|1)", r"subtract\w* (the )?1", r"without (the )?-\s*1", r"missing (the )?-\s*1",
        r"-\s*1 (is )?(missing|left out|dropped|forgotten)",
        r"forg\w* (the|to subtract)", r"gain of (a )?(grade )?0"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q11", "gen.practical", "shape", "the generality lower bound divides the scope s by d instead of v by d",
      [[r"\bs\s*/\s*d\b", r"scope (over|divided by|/) (the )?d", r"s instead of v", r"len\(labels\)\s*/\s*d",
        r"scope size instead", r"(judged|scope) .{0,20}instead of .{0,20}(relevant|v)\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = s / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q12", "scope.knn_ties", "shape", "the highest P@k counts every tied relevant target, without capping them "
      "at the places left in the top k (min(tied relevant, free places) missing)",
      [[r"\bmin\b", r"cap\w*", r"places? left", r"free (places|slots)", r"more than (the )?(places|slots|k)",
        r"exceed\w*", r"above 1", r"greater than 1", r"all (the )?tied relevant", r"every tied relevant"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    t = np.sort(d)[k - 1]
    before = d < t
    tied = d == t
    a = before.sum()
    slots = k - a
    r_before = y[before].sum()
    r_tied, n_tied = y[tied].sum(), tied.sum()
    low = r_before + max(0, slots - (n_tied - r_tied))
    high = r_before + r_tied
    return [float(low / k), float(high / k)]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"instead of 11", r"11 levels", r"eleven"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    interp = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in np.linspace(0, 1, 11)]
    return float(sum(interp) / 10)
''')

wrong("q14", "roc.eer", "shape", "returns FPR + FNR at the crossing (the total error) instead of the rate where "
      "they are equal (twice the EER)",
      [[r"twice", r"double", r"2 ?x", r"sum of (the )?(two )?(error )?rates", r"fpr\s*\+\s*fnr", r"total error",
        r"not halv\w*", r"divid\w* by 2", r"/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    pts = [(0.0, 0.0)]
    for t in sorted(set(s), reverse=True):
        sel = s >= t
        pts.append((((1 - y) & sel).sum() / N, (y & sel).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            lam = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            fpr = f0 + lam * (f1 - f0)
            fnr = 1 - (t0 + lam * (t1 - t0))
            return float(fpr + fnr)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.at_k", "flow", "sums P@i at every relevant rank of the whole list, never cutting the ranking at k",
      [[r"beyond (rank )?k", r"after (rank )?k", r"past (rank )?k", r"never cut\w*", r"not cut\w*",
        r"whole (list|ranking)", r"ignor\w* k", r"below (rank )?k", r"(ranks?|items?) > ?k",
        r"without (cutting|truncat)", r"truncat\w*"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q16", "interp.step", "flow", "reads the precision of the relevant rank before the one whose recall first "
      "reaches the level (the value saved one pass late)",
      [[r"previous", r"before", r"one (point|step|rank|relevant item) (too )?(early|late)", r"earlier", r"preceding", r"lag\w*"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, prev_p = 0, None
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            p = hits / k
            if hits / n_relevant >= level - 1e-12:
                return prev_p if prev_p is not None else p
            prev_p = p
    return 0.0
''')

wrong("q17", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(hits incremented after the division)",
      [[r"before (count|increment|adding|updat)", r"after (the )?divi", r"increment\w* (too )?late",
        r"(hits|count) (is |are )?(one )?(too )?(low|short|behind)", r"misses the current",
        r"current (relevant )?item (not|never) counted", r"off.by.one", r"\(hits?\s*-\s*1\)", r"one fewer"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, start=1):
        if x:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q18", "map.mrr", "flow", "keeps looping past the first relevant item (no break), so each query's "
      "reciprocal rank is that of its LAST relevant item",
      [[r"\blast\b", r"no break", r"without (a )?break", r"never break", r"overwrit\w*", r"keeps? (on )?loop\w*",
        r"not (stop|break)\w*", r"doesn.t (stop|break)"]], '''
import numpy as np

def my_mrr(runs):
    rrs = []
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x:
                rr = 1 / i
        rrs.append(rr)
    return float(np.mean(rrs))
''')

wrong("q19", "gen.grip_point", "flow", "slices labels[:R - 1], one rank short, but divides by R",
      [[r"R\s*-\s*1", r"one (rank )?(short|fewer|too few)", r"off.by.one", r"slic\w*", r"last rank (missing|left out|dropped)",
        r"misses rank R", r"excludes? (rank )?R"]], '''
def my_grip_point(labels, n_relevant):
    R = n_relevant
    if R == 0:
        return 0.0
    return sum(labels[:R - 1]) / R
''')

wrong("q20", "ndcg.all_judgments", "flow", "the ideal ranking is sorted ascending (lowest grade first): sorted() "
      "without reverse=True",
      [[r"ascending", r"reverse", r"low(est)? (grade )?(to|first)", r"wrong (sort )?order", r"descending",
        r"not (sorted )?(from )?high"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0])
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q21", "interp.curve", "flow", "stops at the first rank whose recall reaches r and takes its precision "
      "instead of the maximum over all later ranks",
      [[r"first rank", r"break\w*", r"stops? (at|too)", r"not the max", r"instead of the max\w*",
        r"max\w* over (all )?(the )?(later|following|higher)", r"without (the )?max", r"no max"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(y)
    out = []
    for r in np.linspace(0, 1, 11):
        val = 0.0
        for p, rc in zip(prec, rec):
            if rc >= r - 1e-12 and n_relevant:
                val = float(p)
                break
        out.append(val)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.distances", "hidden", "np.argpartition(distances, k) needs k < len(distances): "
      "k equal to the whole list raises ValueError",
      [[r"ValueError", r"argpartition", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    nearest = np.argpartition(np.asarray(distances, dtype=float), k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q23", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: an empty result "
      "raises ZeroDivisionError", [ZERODIV, [r"nothing retrieved", r"empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query without relevant items "
      "raises ZeroDivisionError", [ZERODIV, [r"ideal", r"IDCG", r"no relevant"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(gs) + 1)))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in NumPy, so the mean is nan "
      "instead of counting that query's precision as 0", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.mean(prec))
''')

wrong("q26", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query without relevant items raises "
      "ZeroDivisionError", [ZERODIV, [r"n_relevant\s*(=|is)\s*0", r"no relevant", r"min\(k,\s*n_relevant\)",
                                        r"denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1]]
    return sum(precs) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "statistics.mean of the labels inside epsilon raises StatisticsError "
      "when nothing lies within epsilon", [[r"StatisticsError", r"mean.{0,30}empty", r"no data"],
                                            [r"nothing (within|inside|returned)", r"empty"]], '''
import statistics

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return statistics.mean(inside)
''', crash="StatisticsError", scope="all")

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV, [r"P\s*=\s*R\s*=\s*0", r"both (0|zero)", r"precision and recall (both )?(are )?(0|zero)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (farthest first), as if they "
      "were similarity scores",
      [[r"farthest", r"furthest", r"descending", r"revers\w*", r"largest distance", r"highest distance",
        r"as (if they were )?similarit", r"wrong (sort )?direction", r"backwards"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q30", "roc.auc", "twin", "walks the ROC curve one item at a time in sorted order without grouping tied "
      "scores into one diagonal step (tied pairs counted 0 or 1 by their order)",
      [[r"ties? (are |were )?not grouped", r"without grouping", r"group\w* (the )?ti", r"one item at a time",
        r"tied (scores|pairs|items).{0,40}(order|sort)", r"diagonal",
        r"order of (the )?tied", r"tie.break\w*"]], '''
import numpy as np

def my_auc(scores, labels):
    order = np.argsort(-np.asarray(scores, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    P, N = y.sum(), len(y) - y.sum()
    tpr = np.concatenate([[0], np.cumsum(y) / P])
    fpr = np.concatenate([[0], np.cumsum(1 - y) / N])
    return float(np.sum(np.diff(fpr) * (tpr[1:] + tpr[:-1]) / 2))
''')

wrong("q31", "ap.value", "twin", "divides by the relevant items found in the list (sum of labels) instead of "
      "n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\s*\(?\s*(of )?(the )?labels",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"found relevant",
        r"relevant items (in|of) the (list|ranking)", r"unretrieved"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(np.mean(prec[y == 1]))
''')

wrong("q32", "roc.eer", "twin", "takes the ROC point minimising max(FPR, FNR) instead of intersecting the "
      "straight piece with FPR = 1 - TPR (no interpolation)",
      [[r"(no|without|never) (linear )?interpolat\w*", r"not interpolat\w*", r"linear\w*", r"nearest (ROC )?point",
        r"diagonal", r"closest (ROC )?point", r"max\(FPR,\s*FNR\)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    best = 1.0
    for t in list(np.unique(s)) + [np.inf]:
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = ((s < t) & (y == 1)).sum() / P
        best = min(best, max(fpr, fnr))
    return float(best)
''')

wrong("q33", "interp.step", "twin", "takes the maximum precision at or after the point (the 11-point rule) "
      "instead of P_i of the step rule",
      [[r"max\w* (of the )?precisions? (at|from) (or after|later|this point on)", r"11.point", r"at or after",
        r"later ranks?", r"max\w* over (the )?(later|following|higher)", r"p_interp\s*=\s*max",
        r"highest precision (at or )?after", r"interpolated (precision|rule) of the 11"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, x in enumerate(labels, 1):
        hits += x
        if n_relevant and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"order of the (two )?(bounds|values)", r"\[highest, lowest\]",
        r"(lowest|highest) and (highest|lowest) (are )?exchanged", r"other way round"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    free = k - len(closer)
    hi = sum(closer) + min(sum(tied), free)
    lo = sum(closer) + max(0, free - (len(tied) - sum(tied)))
    return [float(Fraction(hi, k)), float(Fraction(lo, k))]
''')

wrong("q35", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\s*\(?\s*(of )?(the )?labels", r"relevant (items )?retrieved", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"R\s*=\s*(the )?(number|count) of (ones|hits)",
        r"found relevant", r"relevant items (in|of) the (list|ranking)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "returns [recall, precision]: the two values in the wrong order",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"order of the (two )?values", r"\[recall, precision\]",
        r"other way round", r"exchanged"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    p = tp / len(ret) if ret else 0.0
    r = tp / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q37", "map.mean", "data", "takes each query's number of relevant items as the ones in its run, "
      "ignoring the n_relevant list",
      [[r"ignor\w* (the )?n_relevant", r"sum\s*\(?\s*(of )?(the )?(run|labels)", r"relevant (items )?retrieved",
        r"retrieved relevant", r"not (the given )?n_relevant", r"instead of n_relevant", r"found relevant",
        r"relevant items (in|of) the (list|run|ranking)", r"unretrieved"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / y.sum()))
    return float(np.mean(aps))
''')

wrong("q38", "ndcg.value", "data", "treats the grades as binary (relevant or not, every grade > 0 counted 1)",
      [[r"binar\w*", r"0/1", r"grades? (as|to) 1", r"(ignor|flatten|collaps)\w* (the )?grades?",
        r"every (relevant )?grade (counted|as) 1", r"graded relevance"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

rel = [1 if g > 0 else 0 for g in v["grades"]]
ideal = sorted(rel + [1 for g in v["unretrieved"] if g > 0], reverse=True)
my_ndcg_value = dcg(rel) / dcg(ideal)
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances but not the labels, so the labels no longer "
      "belong to their targets",
      [[r"misalign\w*", r"not (sorted|reordered) (with|alongside|together)", r"labels? (not|never) (sorted|reordered)",
        r"sort\w* (only )?the distances", r"no longer (match|belong)", r"pair\w*", r"mismatch\w*",
        r"out of (step|sync)"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    n = sum(1 for x in d if x < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("q40", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s? n_relevant", r"same n_relevant", r"one n_relevant",
        r"every query.{0,30}(same|first)", r"not (each|per).query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    n = n_relevant[0]
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n if n else np.zeros_like(y)
        curves.append([prec[rec >= r - 1e-12].max() if n and (rec >= r - 1e-12).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q41", "roc.auc", "data", "reads label 0 as the positive class, returning 1 - AUC",
      [[r"1\s*-\s*AUC", r"inverted", r"revers\w*", r"label 0 (as|is) (the )?positive", r"classes? swapped",
        r"swap\w*", r"wrong (positive )?class", r"flipped"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q42", "rank.p_at_k", "data", "divides by the length of labels[:k], so a list shorter than k is not "
      "padded with non-relevant ranks",
      [[r"len\(labels\[:k\]\)", r"length of the (list|slice)", r"instead of (by )?k", r"not (by )?k\b",
        r"pad\w*", r"shorter (list|than k).{0,40}(divid|denominator|length)", r"(divid\w*|denominator).{0,40}(length|len)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact Fraction arithmetic", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q44", "map.mrr", "statistics.fmean over next() with a default", '''
import statistics

def my_mrr(runs):
    return statistics.fmean(next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs)
''')

right("q45", "pr.points", "itertools.accumulate of the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (x, h) in enumerate(zip(labels, accumulate(labels)), 1) if x]
''')

right("q46", "gen.practical", "plain formulas from v, s and d", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q47", "scope.knn_ties", "NumPy masks of the tie at the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    t = np.sort(d)[k - 1]
    closer, tied = d < t, d == t
    free = k - closer.sum()
    rc, rt, nt = y[closer].sum(), y[tied].sum(), tied.sum()
    return [float((rc + max(0, free - (nt - rt))) / k), float((rc + min(rt, free)) / k)]
''')

right("q48", "ap.exact", "a weighted average: mean of P@k over the relevant ranks, times the fraction found", '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].mean() * y.sum() / n_relevant)
''')

SUBMISSIONS = tuple(S)
