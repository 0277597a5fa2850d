"""Diagnosis class 268, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned Python from data-science notebooks: NumPy vectorisation, boolean indexing, np.mean/np.sum defaults, axis
arguments, with a few loops, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the
category is kept in ``style``). Student ids are ``"c268-" + sid``. The keys were fixed before the checker was run.
Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class268).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 268 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c268-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "np.mean of the precisions at the relevant ranks: divides by the relevant items "
      "retrieved instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found relevant", r"number of (hits|ones|1s)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"mean of (the )?precisions",
        r"relevant (items )?in the (list|ranking)", r"unretrieved.{0,30}(ignored|not counted|missing)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the trec "
      "log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rank 1 (is )?undiscounted", r"first (item|grade|rank) "
        r"(is )?(not discounted|undiscounted|added)", r"instead of log2\(i ?\+ ?1\)", r"without (the )?\+ ?1",
        r"discount.{0,30}(off by one|shifted)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
disc = np.ones_like(g)
disc[1:] = np.log2(ranks[1:])
my_dcg_trec = float(np.sum(g / disc))
''')

wrong("q03", "rank.distances", "sibling", "returns recall at k (hits over all relevant targets) instead of P@k",
      [[r"recall", r"all (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    top = np.argsort(d)[:k]
    return float(y[top].sum() / y.sum())
''')

wrong("q04", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of macro",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables).{0,40}(before|first|over (all )?(the )?queries)",
        r"total tp", r"weight\w* by.{0,30}(retrieved|size)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "roc.eer", "sibling", "returns the minimum half total error rate (mean of FPR and FNR) over the ROC "
      "points instead of intersecting the curve with FPR = FNR",
      [[r"half total error", r"\bHTER\b", r"(mean|average) of (the )?(FPR|false positive rate) and",
        r"(FPR|false positive rate) ?\+ ?(FNR|false negative rate|1 ?- ?TPR)\)? ?/ ?2",
        r"minimum.{0,40}(mean|average|sum) of (the )?(two )?error", r"no (linear )?interpolation",
        r"(without|never) interpolat", r"not interpolat", r"closest (ROC )?point"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    best = 1.0
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        best = min(best, (fpr + fnr) / 2)
    return float(best)
''')

wrong("q06", "ndcg.all_judgments", "sibling", "the ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1)))
    ideal = dcg(np.sort(grades)[::-1])
    return float(dcg(grades) / ideal) if ideal > 0 else 0.0
''')

wrong("q07", "map.mean", "sibling", "returns the geometric mean of the APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"\bGMAP\b", r"exp.{0,20}(mean|average).{0,20}log", r"log\w*.{0,30}(mean|average)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(np.sum(prec[y == 1]) / R if R else 0.0)
    return float(np.exp(np.mean(np.log(np.asarray(aps) + 1e-5))))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared in the denominator (beta * P + R)",
      [[r"not squared", r"without (the )?squar", r"beta\b.{0,20}instead of beta ?(\^|\*\*) ?2",
        r"beta ?\* ?P", r"forg[eo]t.{0,20}squar", r"squar\w* (only|once)", r"missing.{0,10}square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta ** 2) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "the gain is 2^rel without the - 1",
      [[r"(without|missing|no|forg[eo]t\w*) (the )?- ?1\b", r"minus (one|1)", r"without.{0,20}(subtract|the -)", r"2 ?(\^|\*\*) ?rel\w*\b(?! ?-)",
        r"gain.{0,30}(one|1) too (high|large)", r"forg[eo]t.{0,20}(- ?1|subtract)"]], '''
import numpy as np

g = np.array(v["grades"])
i = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(i + 1)))
''')

wrong("q10", "gen.practical", "shape", "the lower bound of recall divides by d - s instead of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"forg[eo]t.{0,30}\bv\b", r"missing.{0,20}\+ ?v",
        r"(judged )?relevant.{0,30}(left out|missing|not added).{0,30}(denominator|class)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail is not doubled)",
      [[r"one.?sided", r"one tail", r"not doubled", r"(forg[eo]t|without|missing).{0,30}(doubl|\* ?2|times 2|two)",
        r"half (of )?the (two.sided )?p", r"single tail"]], '''
import numpy as np
from math import comb

a, b = np.array(v["a"]), np.array(v["b"])
d = a - b
d = d[d != 0]
n = len(d)
k = min((d > 0).sum(), (d < 0).sum())
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "pr.points", "shape", "returns the recall of each point (hits / n_relevant) instead of its precision",
      [[r"recall (values|instead)", r"returns? (the )?recall", r"divid\w* by n_relevant", r"n_relevant instead of (the )?rank",
        r"instead of (by )?(the )?rank"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    return list((hits / n_relevant)[y == 1])
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of 11", r"one level (too )?(few|short)", r"wrong (number|count) of levels"]],
      '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q14", "scope.eps_precision", "shape", "divides the hits inside epsilon by the number of all targets instead "
      "of the number returned",
      [[r"all (the )?targets", r"every target in the (list|database)", r"whole (list|database|collection)", r"len\(labels\)",
        r"total (number of )?targets", r"instead of (the )?(number|count) (returned|retrieved|inside)",
        r"not (by )?(the )?(number|size) (of the )?(returned|result)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d < epsilon
    return float(y[inside].sum() / len(y)) if inside.any() else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.averaged", "flow", "np.mean over axis=1 averages each query's curve over the levels instead of "
      "each level over the queries (axis=0)",
      [[r"axis", r"wrong (direction|dimension)", r"over the levels", r"per query (mean|average)",
        r"each query'?s? (own )?(mean|average)", r"rows? instead of (the )?columns?", r"columns? instead of rows?"]],
      '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run)
        row = np.zeros(11)
        if R > 0:
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            rec = np.cumsum(y) / R
            for j in range(11):
                ok = rec >= j / 10
                row[j] = prec[ok].max() if ok.any() else 0.0
        curves.append(row)
    return list(np.mean(np.array(curves), axis=1))
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum from the top of the ranking "
      "(np.maximum.accumulate forward) instead of the maximum over the ranks at or after recall r",
      [[r"accumulat", r"running max", r"(from|over) the (top|start|left|beginning)", r"ranks? before",
        r"earlier ranks", r"wrong direction", r"revers\w*", r"instead of (the )?(ranks )?(after|below|right)",
        r"max\w* (to|on) the left"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q17", "map.mean", "flow", "the append is outside the loop: only the last query's AP is averaged",
      [[r"last query", r"only one query", r"(outside|after) the loop", r"indent", r"append\w*.{0,30}once",
        r"(one|a single) query'?s? (AP|value)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        ap = np.sum(prec[y == 1]) / R if R else 0.0
    aps.append(ap)
    return float(np.mean(aps))
''')

wrong("q18", "ap.at_k", "flow", "the loop runs over range(1, k) and misses rank k",
      [[r"rank k\b", r"k-?th rank", r"last rank", r"range\(1, ?k\)", r"off.by.one", r"one rank (too )?(short|few)",
        r"stops? (one )?(rank )?(early|before)", r"k ?- ?1 ranks"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q19", "scope.knn_ties", "flow", "reads the k-th distance from the unsorted list (d[k-1] without sorting)",
      [[r"unsorted", r"not sorted", r"never sort", r"without sort", r"before sort", r"forg[eo]t.{0,20}sort",
        r"input order", r"original order", r"given order"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    kth = d[k - 1]
    closer = d < kth
    tied = d == kth
    need = k - closer.sum()
    rel_c = y[closer].sum()
    rel_t = y[tied].sum()
    non_t = tied.sum() - rel_t
    low = rel_c + max(0, need - non_t)
    high = rel_c + min(need, rel_t)
    return [float(low / k), float(high / k)]
''')

wrong("q20", "ap.value", "flow", "precision at a relevant item divides by the 0-based index instead of the rank",
      [[r"0.based", r"zero.based", r"index instead of (the )?rank", r"off.by.one", r"rank ?- ?1", r"i instead of i ?\+ ?1",
        r"enumerate.{0,30}(0|zero)"]], '''
hits, total = 0, 0.0
for i, lab in enumerate(v["labels"]):
    if lab == 1:
        hits += 1
        total += hits / max(i, 1)
my_ap_value = total / v["n_relevant"]
''')

wrong("q21", "map.mrr", "flow", "no break: adds 1/rank of every relevant item of a query, not only the first",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"not (only )?the first", r"(stop|stops|stopping) at the first",
        r"sum\w* (of )?(the )?reciprocal ranks", r"more than (one|the first)"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        s = 0.0
        for i, x in enumerate(run, 1):
            if x == 1:
                s += 1 / i
        rr.append(s)
    return float(np.mean(rr))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.step", "hidden", "uses R_(i-1) <= r < R_i: a level exactly at a reached recall R_i takes the "
      "next point's precision",
      [[r"boundary", r"<= ?r ?<", r"strict", r"next (point|step)'?s? precision", r"equal to (a|the) recall",
        r"wrong (side|end) of the (step|interval)", r"half.open", r"(r|level) ?== ?R"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels)
    prec = (np.cumsum(y) / np.arange(1, len(y) + 1))[y == 1]
    rec = np.arange(1, len(prec) + 1) / n_relevant
    prev = np.concatenate(([0.0], rec[:-1]))
    hit = (prev <= level) & (level < rec)
    return float(prec[hit][0]) if hit.any() else 0.0
''')

wrong("q23", "gen.grip_point", "hidden", "np.mean of labels[:n_relevant] divides by the list length when the list "
      "is shorter than the class",
      [[r"list length", r"len\(labels\)", r"missing ranks (are )?(dropped|ignored|not counted)", r"beyond the end (are |is )?(dropped|ignored)",
        r"fewer (items|ranks) than", r"slice.{0,30}short", r"(divid\w* by|mean over) (the )?(slice|list)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(np.asarray(labels)[:n_relevant]))
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard when the ideal DCG is 0: 0/0 gives nan",
      [NAN + [r"0 ?/ ?0", r"no guard", r"zero ideal"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q26", "scope.eps_precision", "hidden", "np.mean of the labels inside epsilon is nan when nothing is inside",
      [NAN + [r"empty (result|slice|array|selection)", r"mean of an empty"]],
      '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "ap.eleven_point", "hidden", "the levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004), "
      "so a recall of exactly 0.3, 0.6 or 0.7 misses its level",
      [[r"float\w*", r"round\w*", r"arange", r"not exact", r"0\.30000000000000004", r"inexact", r"precision error",
        r"representation"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in np.arange(0, 1.1, 0.1)]
    return float(np.mean(vals))
''')

wrong("q28", "avg.macro", "hidden", "a query with nothing retrieved gives tp / (tp + fp) = 0/0 = nan, and np.mean "
      "turns the average into nan",
      [NAN + [r"0 ?/ ?0", r"no guard", r"tp ?\+ ?fp ?(==|=|is) ?0"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "argsort(d)[::-1] ranks the farthest targets first (a descending sort)",
      [[r"farthest", r"descending", r"revers\w*", r"\[::-1\]", r"largest distance", r"wrong (sort )?order",
        r"nearest last"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].mean())
''')

wrong("q30", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P)",
      [[r"swap", r"(precision|P) and (recall|R) (are )?(exchanged|swapped|interchanged|confused|the wrong way)",
        r"beta.{0,10}(\^|\*\*) ?2 ?\* ?(R|recall)", r"beta.{0,20}(multiplies|on) (the )?recall",
        r"(roles|places) of (precision|P) and (recall|R)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the fp and fn columns confused)",
      [[r"column", r"unpack", r"(fn|false negatives?) (as|for|instead of) (fp|false positives?)",
        r"(fp|false positives?) and (fn|false negatives?) (swapped|confused|exchanged)",
        r"order of (the )?(table|entries|fields)", r"t\[2\]", r"\[tp, ?fn, ?fp\]"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fn, fp = np.asarray(tables, dtype=float).T
    ret = tp + fp
    p = np.divide(tp, ret, out=np.zeros_like(tp), where=ret > 0)
    return float(p.mean())
''')

wrong("q32", "scope.knn_ties", "twin", "computes both bounds right but returns them as [highest, lowest]",
      [[r"\[high\w*, ?low\w*\]", r"(wrong|reversed|swapped) order", r"return\w* (them )?(in the )?(reverse|swapped)",
        r"order of the (two )?(bounds|values|results)", r"swap\w*.{0,20}(return|bounds|result)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    kth = np.sort(d)[k - 1]
    closer, tied = d < kth, d == kth
    need = k - closer.sum()
    rel_t = y[tied].sum()
    low = y[closer].sum() + max(0, need - (tied.sum() - rel_t))
    high = y[closer].sum() + min(need, rel_t)
    return [float(high / k), float(low / k)]
''')

wrong("q33", "roc.auc", "twin", "takes label 0 as the positive class (pos = scores[labels == 0])",
      [[r"label 0", r"labels? ?== ?0", r"(positive|negative) class (swapped|confused|inverted)",
        r"(positives|negatives) and (negatives|positives) (swapped|confused|exchanged)",
        r"0 (as|for) (the )?positive", r"inverted labels"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q34", "gen.practical", "twin", "the lower bound of generality divides by s (the scope) instead of d",
      [[r"(divid\w* )?by s\b", r"scope (size )?instead of (the )?(database|d\b)", r"v ?/ ?s\b.{0,30}generality",
        r"generality.{0,40}(scope|v ?/ ?s|len\(labels\))", r"instead of (the )?(database size|d\b)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = y.size, int(y.sum())
    return [v / s, v / (d - s + v) if d - s + v else 0.0, v / s]
''')

wrong("q35", "map.mean", "twin", "takes each query's number of relevant items from its run (run.sum()) instead "
      "of n_relevant",
      [[r"n_relevant (is )?(ignored|unused|not used)", r"ignor\w* n_relevant", r"run\.sum", r"sum of (the )?run",
        r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant",
        r"count\w* (the )?(ones|1s|hits) (in|of) the run"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.array(run)
        R = y.sum()
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        aps.append(prec[y == 1].sum() / R if R else 0.0)
    return float(np.mean(aps))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, not sets: an id retrieved twice is counted twice",
      [[r"duplicate", r"counted twice", r"counts? (it )?twice", r"not (a )?sets?", r"without set", r"set\(\)", r"counted (more than )?once",
        r"repeated id"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = np.array(retrieved)
    hits = np.isin(ret, relevant).sum()
    p = hits / len(ret) if len(ret) else 0.0
    r = hits / len(relevant) if len(relevant) else 0.0
    return [float(p), float(r)]
''')

wrong("q37", "dcg.classic", "data", "binarises the grades (grades > 0) instead of using the graded gains",
      [[r"binar", r"> ?0", r"0/1", r"boolean", r"grades? (as|to) (binary|0/1|1)", r"graded (gain|relevance) (ignored|lost)"]],
      '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    if rel.size == 0:
        return 0.0
    return float(rel[0] + np.sum(rel[1:] / np.log2(np.arange(2, rel.size + 1))))
''')

wrong("q38", "rank.p_at_k", "data", "sorts the labels (np.sort descending) before taking the top k",
      [[r"sort\w*", r"ideal order", r"reorder", r"rank order (lost|ignored|changed)", r"order of the (labels|ranking)"]],
      '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.sort(np.asarray(labels))[::-1]
    return float(y[:k].sum() / k)
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking, so they count in the "
      "system's DCG as if retrieved",
      [[r"append\w*", r"as if (they were )?retrieved", r"(system'?s?|actual|run'?s?) DCG.{0,40}unretrieved",
        r"unretrieved.{0,50}(in|into|to) the (ranking|list|system'?s? DCG|numerator)", r"numerator"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))) if g.size else 0.0
    full = list(grades) + list(unretrieved)
    ideal = dcg(sorted(full, reverse=True))
    return dcg(full) / ideal if ideal > 0 else 0.0
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries in n instead of dropping them",
      [[r"ties? (are |were )?(kept|not dropped|counted|included)", r"(kept|keeps|keep|includ\w*|count\w*) (the )?(tied|ties)",
        r"(not|never) drop", r"without dropping", r"n includes"]], '''
import numpy as np
from math import comb

a, b = np.array(v["a"]), np.array(v["b"])
n = len(a)
wins = int((a > b).sum())
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q41", "gen.grip_point", "data", "uses the relevant items in the list (labels.sum()) as the class size "
      "instead of n_relevant",
      [[r"n_relevant (is )?(ignored|unused|not used)", r"ignor\w* n_relevant", r"labels\.sum", r"sum of (the )?labels",
        r"relevant (items )?(in the list|retrieved)", r"instead of n_relevant", r"wrong class size"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    return float(y[:c].sum() / c) if c else 0.0
''')

wrong("q42", "roc.auc", "data", "assumes the negatives are labelled -1: no negative is found and the mean of an "
      "empty array is nan",
      [[r"-1", r"minus one", r"\+1/-1", r"negatives? (are )?(labell?ed|coded) (0|as 0)", r"labels? ?== ?-1"],
       NAN + [r"no negatives?", r"empty"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == -1]
    diff = pos[:, None] - neg[None, :]
    return float(np.mean((diff > 0) + 0.5 * (diff == 0)))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "plain formula with a guard", '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

right("q44", "rank.p_at_k", "NumPy slice summed over k", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels)[:k]) / k)
''')

right("q45", "ap.exact", "exact Fraction with a comprehension", '''
from fractions import Fraction
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    return float(sum(Fraction(h, i) for i, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant)
''')

right("q46", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
    return float(np.sum(g / disc))
''')

right("q47", "roc.auc", "broadcast pairwise comparison", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float(np.mean(np.where(diff > 0, 1.0, np.where(diff == 0, 0.5, 0.0))))
''')

right("q48", "map.mrr", "np.argmax with an any() guard", '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(r) + 1) if np.any(r) else 0.0 for r in map(np.asarray, runs)]
    return float(np.mean(rr))
''')

SUBMISSIONS = tuple(S)
