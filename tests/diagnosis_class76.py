"""Diagnosis class 76, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute each measure through an alternative but equivalent formulation rather than the one in the statement (AP as
the sum of P(k) times the recall increment, AUC through the Mann-Whitney rank sum or a sorted sweep, DCG as a dot
product of gains and a discount vector, P@k and R@k from one cumulative sum, MRR from np.argmax, the sign test from a
binomial CDF, interpolation as a reversed running maximum), each wrong one with one slip inside that formulation.
Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c76-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class76): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 76 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c76-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "the recall increments are 1 / (relevant items retrieved) instead of "
      "1 / n_relevant, so AP is averaged over the retrieved relevant items only",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of (hits|ones|1s)", r"sum\(labels\)",
        r"labels\.sum", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"(never|un)retrieved relevant.{0,40}(ignored|left out|missing|not counted)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    d_recall = y / y.sum()
    return float(np.dot(prec, d_recall))
''')

wrong("q02", "roc.auc", "sibling", "returns the Gini coefficient 2 AUC - 1 of the Mann-Whitney rank sum instead of "
      "the AUC itself",
      [[r"gini", r"2\s*\*?\s*auc\s*-\s*1", r"2 ?auc ?- ?1", r"somers", r"rescal\w+ to \[?-1", r"accuracy ratio"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    ranks = rankdata(scores)
    n_pos, n_neg = y.sum(), (~y).sum()
    u = ranks[y].sum() - n_pos * (n_pos + 1) / 2
    return float(2 * u / (n_pos * n_neg) - 1)
''')

wrong("q03", "dcg.classic", "sibling", "the discount vector is log2(i + 1) for every rank (the TREC formulation) "
      "instead of the classic 1 for rank 1 and log2(i) after",
      [[r"log2\(i ?\+ ?1\)", r"log ?2? ?\(rank ?\+ ?1\)", r"trec", r"i ?\+ ?1", r"shift\w* by one",
        r"burges"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    discount = 1.0 / np.log2(np.arange(2, len(g) + 2))
    return float(g @ discount)
''')

wrong("q04", "interp.step", "sibling", "takes the maximum precision at or beyond the level (the reversed running "
      "maximum of standard interpolation) instead of the step rule's P_i",
      [[r"running max", r"reversed (running )?max", r"max\w* (of|over) (the )?(later|following|higher.recall)",
        r"standard interpolation", r"highest precision (at or )?(beyond|after)", r"max\{P@k"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y) + 1
    if n_relevant == 0 or len(ranks) == 0:
        return 0.0
    hits = np.arange(1, len(ranks) + 1)
    prec = hits / ranks
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    reached = np.flatnonzero(rec >= level - 1e-12)
    return float(best[reached[0]]) if len(reached) else 0.0
''')

wrong("q05", "rank.p_at_k", "sibling", "divides the cumulative hit count at k by the total number of relevant items "
      "in the list (a recall over the list) instead of by k",
      [[r"recall", r"divid\w* by (the )?(total|number of) (relevant|hits|ones)", r"cs\[-1\]",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    cs = np.cumsum(np.asarray(labels, dtype=int))
    if len(cs) == 0 or cs[-1] == 0:
        return 0.0
    return float(cs[min(k, len(cs)) - 1] / cs[-1])
''')

wrong("q06", "avg.macro", "sibling", "pools the counts of all queries (sum tp / sum (tp + fp)): the micro average "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"summ\w* over (all )?queries"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "ndcg.all_judgments", "sibling", "the ideal gain vector sorts the retrieved grades only, leaving the "
      "unretrieved relevant grades out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = 1 / np.log2(np.arange(2, len(g) + 1))
    ideal = np.sort(g)[::-1]
    idcg = ideal @ disc
    return float(g @ disc / idcg) if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "in the weighted-harmonic form 1 / (alpha / P + (1 - alpha) / R) the weight is "
      "alpha = 1 / (1 + beta) instead of 1 / (1 + beta^2): beta is not squared",
      [[r"not squared", r"beta\b.{0,30}instead of beta\s*(\^|\*\*)\s*2", r"squar\w*", r"beta\*\*2",
        r"beta squared", r"forg[eo]t.{0,20}squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q09", "dcg.trec", "shape", "the discount vector uses the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"log base", r"wrong base", r"another base",
        r"not log ?2", r"instead of log ?2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
discount = 1 / np.log(np.arange(2, len(g) + 2))
my_dcg_trec = round(float(g.dot(discount)), 4)
''')

wrong("q10", "ap.eleven_point", "shape", "sums the 11 interpolated precisions (reversed running maximum) and divides "
      "by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"divid\w*", r"instead of 11", r"not 11", r"mean", r"average", r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    cs = np.cumsum(y)
    prec = cs / np.arange(1, len(y) + 1)
    rec = cs / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    total = 0.0
    for j in range(11):
        r = j / 10
        idx = np.flatnonzero(rec >= r)
        total += best[idx[0]] if len(idx) else 0.0
    return float(total / 10)
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound is v / (d - s): the v relevant items of the scope are "
      "left out of the largest possible class size d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"forg[eo]t.{0,20}\+ ?v", r"without.{0,15}\+ ?v", r"missing.{0,15}\+ ?v",
        r"largest (possible )?class", r"class size"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    prec = Fraction(v, s)
    rec_low = Fraction(v, d - s) if v else Fraction(0)
    gen_low = Fraction(v, d)
    return [float(prec), float(rec_low), float(gen_low)]
''')

wrong("q12", "ap.at_k", "shape", "divides the sum of P@i by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", r"\bmax\b", r"larger of", r"maximum"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec @ y / denom)
''')

wrong("q13", "roc.eer", "shape", "in the linear crossing of FPR with FNR the fraction t is taken as the FNR gap "
      "over the FPR step only (fnr0 - fpr0) / (fpr1 - fpr0), dropping the FNR change from the denominator",
      [[r"denominator", r"slope", r"interpolation (fraction|weight|parameter)", r"fraction t",
        r"fnr (change|step|drop)", r"only the fpr (step|change)", r"change (in|of) (the )?fnr"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        above = s >= t
        fpr.append((above & ~y).sum() / N)
        fnr.append(1 - (above & y).sum() / P)
    for i in range(1, len(fpr)):
        if fpr[i] >= fnr[i]:
            if fpr[i] == fpr[i - 1]:
                return float(fpr[i])
            t = (fnr[i - 1] - fpr[i - 1]) / (fpr[i] - fpr[i - 1])
            t = min(t, 1.0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return 1.0
''')

wrong("q14", "gen.grip_point", "shape", "divides the hit count at rank c by the length of the list instead of by "
      "c = n_relevant",
      [[r"len(gth)?\(?(of )?(the )?(labels|list)", r"list length", r"length of the (list|ranking)",
        r"whole list", r"all (the )?(ranks|items)", r"number of (items|ranks) (retrieved|in the list)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    c = n_relevant
    cs = np.concatenate([np.cumsum(y), np.full(max(0, c - len(y)), y.sum())])
    return float(cs[c - 1] / len(y)) if c else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the running hit count of the P(k) times recall-increment sum is set once before "
      "the loop over queries and never reset, so later queries' precisions carry the earlier queries' hits",
      [[r"reset", r"carr\w* over", r"outside (the )?(query )?loop", r"accumulat\w*.{0,40}(queries|across)",
        r"across queries", r"previous quer\w*", r"earlier quer\w*", r"(initiali[sz]\w*|set) (once|only once)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        ap = 0.0
        for k, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                ap += (hits / k) * (1 / R)
        aps.append(ap if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "the loop over ranks runs range(1, len(labels)), so a relevant item at the last "
      "rank never adds its point",
      [[r"last (rank|item|position|element)", r"final (rank|item)", r"off.by.one", r"range\(1, ?len",
        r"stops? (one )?(rank )?(too )?early", r"one short"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    cs = np.cumsum(labels)
    points = []
    for k in range(1, len(labels)):
        if labels[k - 1]:
            points.append(float(cs[k - 1] / k))
    return points
''')

wrong("q17", "interp.curve", "flow", "the running maximum of the precisions is taken forwards "
      "(np.maximum.accumulate without reversing), a maximum over the earlier ranks instead of the later ones",
      [[r"forward", r"not reversed", r"without revers\w*", r"revers\w*", r"earlier ranks", r"left",
        r"before (it|the level|that rank)", r"wrong direction", r"\[::-1\]"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    cs = np.cumsum(y)
    prec = cs / np.arange(1, len(y) + 1)
    rec = cs / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.flatnonzero(rec >= j / 10 - 1e-12)
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q18", "sig.sign_test", "flow", "the upper tail is binom.sf(k, n, 0.5), P(X > k), instead of "
      "P(X >= k) = binom.sf(k - 1, n, 0.5): the observed count itself is left out of the tail",
      [[r"sf\(k ?- ?1", r"off.by.one", r"P\(X ?> ?k\)", r"P\(X ?>= ?k\)", r"strict\w*", r"observed (count|value|number)"
        r".{0,30}(left out|excluded|not included|missing)", r"at least", r"(>|greater) instead of (>=|at least)"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = min(1.0, 2 * binom.sf(k, n, 0.5))
''')

wrong("q19", "rank.distances", "flow", "computes the nearest-first order with argsort but takes the cumulative sum "
      "of the labels in their original order, never applying the sort",
      [[r"never (sort|appl|us)\w*", r"not (sorted|applied|used)", r"unsorted", r"original (order|input)",
        r"input order", r"without sorting", r"order.{0,30}(ignored|unused|never)", r"given order"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)
    cs = np.cumsum(y)
    return float(cs[k - 1] / k)
''')

wrong("q20", "scope.knn_ties", "flow", "builds the optimistic sort key but reuses the pessimistic order for both "
      "bounds, so both values are the pessimistic P@k",
      [[r"reus\w*", r"same (order|ranking|sort|list|value)", r"both (are|give|return) (the )?pessimistic",
        r"pessimistic.{0,30}(twice|both)", r"optimistic.{0,40}(never|not) (used|applied)", r"copy.?paste"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(labels)))
    pess = sorted(idx, key=lambda i: (distances[i], labels[i]))
    opt_key = lambda i: (distances[i], -labels[i])
    opt = sorted(idx, key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in pess[:k]) / k
    high = sum(labels[i] for i in opt[:k]) / k
    return [low, high]
''')

wrong("q21", "map.mrr", "flow", "uses np.argmax's 0-based index as the rank (no + 1), so a relevant item at rank 1 "
      "gives 1 / 0",
      [[r"0.based", r"zero.based", r"\+ ?1", r"off.by.one", r"index (instead of|as) (the )?rank",
        r"argmax.{0,40}(rank|index)"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        r = np.asarray(run)
        rr.append(1 / np.argmax(r) if r.any() else 0.0)
    return float(np.mean(rr))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "the recall increment Fraction(1, n_relevant) is built before any check, so a "
      "query with no relevant items raises ZeroDivisionError instead of giving 0",
      [ZERODIV, [r"n_relevant ?(=|==|is) ?0", r"no relevant items", r"zero relevant", r"empty query",
                 r"nothing relevant"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    step = Fraction(1, n_relevant)
    hits, ap = 0, Fraction(0)
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            ap += Fraction(hits, k) * step
    return float(ap)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "the weighted-harmonic form alpha / P + (1 - alpha) / R divides by P and R "
      "with no guard, so P = R = 0 raises ZeroDivisionError instead of giving 0",
      [ZERODIV, [r"(P|precision) ?= ?(R|recall)? ?=? ?0", r"both (are )?(0|zero)", r"precision and recall (both )?"
                 r"(are )?(0|zero)", r"zero precision", r"P = 0"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    alpha = 1 / (1 + b2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides the DCG by the ideal DCG with no guard, so a query with no "
      "relevant item at all (ideal DCG 0) raises ZeroDivisionError instead of giving 0",
      [ZERODIV, [r"ideal (dcg )?(is )?(0|zero)", r"idcg ?(=|is) ?0", r"no relevant", r"all (grades )?(are )?(0|zero)",
                 r"nothing relevant"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def disc(n):
        d = np.ones(n)
        d[1:] = 1 / np.log2(np.arange(2, n + 1))
        return d
    dcg = float(g @ disc(len(g)))
    idcg = float(ideal @ disc(len(ideal)))
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "reads the cumulative hit count at index c - 1 without padding, so a list "
      "shorter than the class size raises IndexError",
      [[r"IndexError", r"index out of (range|bounds)", r"out of (range|bounds)"],
       [r"shorter", r"short list", r"fewer (ranks|items) than", r"beyond the end", r"list length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    cs = np.cumsum(labels)
    c = n_relevant
    return float(cs[c - 1] / c)
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of the labels inside epsilon with np.mean, which is "
      "nan for an empty result instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "pr.averaged", "hidden", "divides the hit counts by n_relevant with no guard, so a query with no "
      "relevant items raises ZeroDivisionError instead of counting 0 at every level",
      [ZERODIV, [r"n_relevant ?(=|==|is) ?0", r"no relevant items", r"zero relevant", r"empty query",
                 r"nothing relevant"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        hits, prec, rec = 0, [], []
        for k, rel in enumerate(labels, 1):
            hits += rel
            prec.append(Fraction(hits, k))
            rec.append(Fraction(hits, R))
        best, run_max = [], Fraction(0)
        for p in reversed(prec):
            run_max = max(run_max, p)
            best.append(run_max)
        best.reverse()
        curve = []
        for j in range(11):
            level = Fraction(j, 10)
            curve.append(next((b for b, r in zip(best, rec) if r >= level), Fraction(0)))
        curves.append(curve)
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "divides the cumulative sum of labels[:k] by np.arange(1, k + 1), whose length "
      "is k, so k longer than the list raises a shape-mismatch ValueError",
      [[r"ValueError", r"broadcast", r"shape", r"operands could not"],
       [r"k (is )?(longer|larger|greater|bigger) than", r"shorter than k", r"beyond the (end|list)",
        r"list length", r"len\(labels\)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, k + 1)
    return float(np.sum(prec * y) / denom)
''', crash="ValueError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "the Mann-Whitney rank sum uses ordinal ranks from argsort(argsort(scores)), so "
      "tied scores get distinct ranks in input order instead of their mid-rank",
      [[r"mid.?rank", r"average rank", r"ordinal", r"argsort", r"ties? (are )?broken", r"input order",
        r"tied scores.{0,40}(distinct|different) ranks", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable"), kind="stable") + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q30", "map.mean", "twin", "takes the recall increments with np.diff(recall) without prepending 0, so the "
      "increment at rank 1 is lost and each precision is paired with the next rank's increment from rank 2 on",
      [[r"np\.diff", r"prepend", r"diff\w*.{0,40}(first|rank 1|0)", r"first (rank'?s? )?(recall )?increment",
        r"increment (at|of) rank 1", r"recall (starts|start) at 0", r"R_?0"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0:
            aps.append(0.0)
            continue
        cs = np.cumsum(y)
        prec = cs / np.arange(1, len(y) + 1)
        recall = cs / R
        aps.append(float(np.sum(prec[1:] * np.diff(recall))))
    return float(np.mean(aps))
''')

wrong("q31", "rank.p_at_k", "twin", "clips k to the list length before dividing, so when k is longer than the list "
      "the hits are divided by len(labels) instead of k",
      [[r"clip\w*", r"min\(k", r"len\(labels\)", r"length of the list", r"list length", r"instead of (by )?k\b",
        r"missing ranks.{0,40}(not counted|ignored|dropped)", r"shorter than k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    kk = min(k, len(labels))
    if kk == 0:
        return 0.0
    cs = np.cumsum(labels)
    return float(cs[kk - 1] / kk)
''')

wrong("q32", "interp.step", "twin", "finds the point with np.searchsorted(recalls, level, side='right'), the first "
      "recall strictly above the level, so a level equal to a reached recall R_i reads P_(i+1)",
      [[r"side ?= ?.?right", r"searchsorted", r"strict (comparison|inequality|>)", r"> instead of >=",
        r"strictly (above|greater)", r"next point"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y) + 1
    if n_relevant == 0 or len(ranks) == 0:
        return 0.0
    hits = np.arange(1, len(ranks) + 1)
    recalls = hits / n_relevant
    i = np.searchsorted(recalls, level, side="right")
    return float(hits[i] / ranks[i]) if i < len(ranks) else 0.0
''')

wrong("q33", "ap.eleven_point", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 are "
      "a hair above the exact values, so a recall of exactly 0.3 (or 0.6, 0.7) does not reach its level",
      [[r"arange", r"floating.?point", r"float(ing)? (error|rounding|levels)", r"rounding", r"0\.30000000000000004",
        r"inexact"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    cs = np.cumsum(y)
    prec = cs / np.arange(1, len(y) + 1)
    rec = cs / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    vals = []
    for r in np.arange(0, 1.1, 0.1):
        idx = np.flatnonzero(rec >= r)
        vals.append(best[idx[0]] if len(idx) else 0.0)
    return float(np.mean(vals))
''')

wrong("q34", "scope.knn_ties", "twin", "the two sort keys are swapped: (distance, -label) puts the tied relevant "
      "targets first in the 'pessimistic' order, so the bounds come out as [highest, lowest]",
      [[r"swap\w*", r"exchang\w*", r"-label", r"sign of the label", r"keys? (are )?(the )?wrong way",
        r"relevant (targets )?first.{0,40}pessimistic", r"revers\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    pess = sorted(items, key=lambda t: (t[0], -t[1]))
    opt = sorted(items, key=lambda t: (t[0], t[1]))
    low = sum(lab for _, lab in pess[:k]) / k
    high = sum(lab for _, lab in opt[:k]) / k
    return [low, high]
''')

wrong("q35", "avg.macro", "twin", "computes the precisions as 0/0 = nan for a query with nothing retrieved and "
      "averages with np.nanmean, which drops that query instead of counting its precision 0",
      [[r"nanmean", r"drop\w*", r"skip\w*", r"left out", r"exclud\w*", r"ignor\w*", r"fewer queries",
        r"not counted"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(prec))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision is the mean of np.isin over the retrieved LIST, so an id retrieved twice "
      "is counted twice",
      [[r"duplicat\w*", r"counted twice", r"count\w* (it|them) twice", r"list instead of (a )?set",
        r"repeated id", r"counted more than once"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    hit = np.isin(retrieved, relevant)
    precision = float(hit.mean()) if len(retrieved) else 0.0
    rel = set(relevant)
    recall = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "ndcg.value", "data", "reads `unretrieved` as a list of item ids and adds each to the ideal with "
      "grade 1, instead of using the grades it holds",
      [[r"grade 1", r"grades? (of|as) 1", r"as (ids|items|a count)", r"ids", r"count of", r"instead of (the|their) "
        r"grades", r"ignor\w* (the|their) grades", r"binary"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ideal = np.sort(np.concatenate([g, np.ones(len(v["unretrieved"]))]))[::-1]

def dcg(x):
    disc = np.ones(len(x))
    disc[1:] = np.log2(np.arange(2, len(x) + 1))
    return float(np.sum(x / disc))

my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("q38", "rank.r_precision", "data", "takes R as the length of the ranked list instead of the given "
      "n_relevant, so it computes the precision of the whole list",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"whole list", r"number (of items )?retrieved",
        r"instead of n_relevant", r"not n_relevant", r"all (the )?ranks"]], '''
import numpy as np

labels = np.array(v["labels"])
R = len(labels)
cs = np.cumsum(labels)
my_r_precision = float(cs[min(R, len(cs)) - 1] / R)
''')

wrong("q39", "roc.eer", "data", "sweeps the thresholds from the lowest score up, treating a LOWER score as more "
      "likely positive",
      [[r"lower score", r"low scores?", r"ascending", r"revers\w*", r"wrong direction", r"inverted",
        r"higher (score )?(is|means) (more )?negative", r"smallest (score )?first"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s):
        accepted = s <= t
        fpr.append((accepted & ~y).sum() / N)
        fnr.append(1 - (accepted & y).sum() / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d1 >= 0:
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return 1.0
''')

wrong("q40", "rank.distances", "data", "sorts by -distance, reading the distances as similarity scores, so the "
      "farthest item comes first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"similarit\w*", r"revers\w*",
        r"-distance", r"negat\w*", r"wrong direction"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(np.cumsum(y)[k - 1] / k)
''')

wrong("q41", "avg.macro", "data", "reads each row as [tp, fn, fp], so each query's 'precision' is tp / (tp + fn), "
      "its recall",
      [[r"false negatives?", r"recall", r"\[tp, ?fn, ?fp\]", r"row order", r"wrong (column|entry|field)", r"swap\w*",
        r"third (column|entry)", r"columns? (swapped|mixed)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q42", "map.mrr", "data", "stacks the runs into one 2-D array for np.argmax(axis=1), which fails when the "
      "queries' lists have different lengths",
      [[r"ValueError", r"inhomogeneous", r"ragged", r"different lengths", r"not (all )?the same length",
        r"unequal length", r"2.?d array", r"stack\w*"]], '''
import numpy as np

def my_mrr(runs):
    arr = np.array(runs)
    first = np.argmax(arr, axis=1)
    found = arr.any(axis=1)
    return float(np.mean(np.where(found, 1.0 / (first + 1), 0.0)))
''', crash="ValueError", scope="all")

# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.averaged", "NumPy reversed running maximum per query, then a column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        cs = np.cumsum(y)
        prec = cs / np.arange(1, len(y) + 1)
        rec = cs / R
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for j in range(11):
            idx = np.flatnonzero(rec * 10 >= j - 1e-9)
            row.append(best[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q44", "dcg.classic", "dot product of grades and a discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    if len(g) > 1:
        disc[1:] = 1 / np.log2(np.arange(2, len(g) + 1))
    return float(g @ disc)
''')

right("q45", "interp.curve", "exact fractions and a reversed running maximum with itertools.accumulate", '''
from fractions import Fraction
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    if n_relevant == 0 or not labels:
        return [0.0] * 11
    hits = list(accumulate(1 if x else 0 for x in labels))
    prec = [Fraction(h, k) for k, h in enumerate(hits, 1)]
    rec = [Fraction(h, n_relevant) for h in hits]
    best = list(accumulate(reversed(prec), max))[::-1]
    out = []
    for j in range(11):
        level = Fraction(j, 10)
        out.append(float(next((b for b, r in zip(best, rec) if r >= level), 0)))
    return out
''')

right("q46", "gen.practical", "fractions from the counts d, s, v", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "set.pr", "set comprehension and intersections", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("q48", "map.mrr", "np.argmax of each run with an any() guard", '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(r) + 1) if np.any(r) else 0.0 for r in map(np.asarray, runs)]
    return float(np.mean(rr))
''')

SUBMISSIONS = tuple(S)
