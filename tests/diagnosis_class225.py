"""Diagnosis class 225, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
copy and paste between tasks: a helper written for one assignment (P@k, the PR points, AP, MRR, the nearest-first
sort of the distance task, the trec DCG, micro recall) reused in another with a leftover detail. Styles vary inside
the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the head of tests/heldout_submissions.py and the format of
tests/diagnosis_class19.py were read. Student ids are ``"c225-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class225).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 225 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c225-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "reuses the 11-point interpolation helper: returns 11-point interpolated AP "
      "instead of exact (non-interpolated) AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"11 (recall )?levels", r"p_interp"]], '''
def interpolated(labels, n_relevant):          # from my 11-point cell
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    return [max([p for p, r in zip(prec, rec) if r >= lvl / 10], default=0.0) for lvl in range(11)]

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(interpolated(labels, n_relevant)) / 11
''')

wrong("q02", "ndcg.all_judgments", "sibling", "the ideal ranking is built from the retrieved grades only (the "
      "unretrieved judged items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

def dcg(gs):                                   # from my DCG cell
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q03", "map.mean", "sibling", "reuses the MRR helper: averages the reciprocal rank of the first relevant "
      "item instead of each query's average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"\bRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def reciprocal_rank(run):                      # from my MRR cell
    for i, x in enumerate(run, 1):
        if x:
            return 1 / i
    return 0.0

def my_map(runs, n_relevant):
    return sum(reciprocal_rank(r) for r in runs) / len(runs)
''')

wrong("q04", "gen.grip_point", "sibling", "reuses the AP function: returns the ranking's average precision instead "
      "of its precision at s = c (R-precision)",
      [[r"average precision", r"\bAP\b", r"mean of (the )?precisions? at (the )?relevant"]], '''
def my_ap(labels, n_relevant):                 # assignment 3
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0

def my_grip_point(labels, n_relevant):
    return my_ap(labels, n_relevant)
''')

wrong("q05", "avg.macro", "sibling", "adapted the micro-recall cell: returns micro-averaged precision (counts "
      "summed over the queries) instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(over|across|of all) (the )?quer",
        r"total tp", r"weight\w* by"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the nearest ROC point instead of interpolating the "
      "crossing FPR = FNR",
      [[r"nearest", r"closest", r"not interpolat\w*", r"without interpolat\w*", r"no interpolation",
        r"smallest \|?FPR ?- ?FNR", r"(mean|average) of (the )?FPR and FNR"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]                         # (FPR, FNR)
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q07", "rank.distances", "sibling", "reuses the R@k cell: returns recall at k (hits over all relevant "
      "labels) instead of precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"sum\(labels\)", r"divid\w* by (the )?(number|count) of "
        r"relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0])]
    n_rel = sum(labels)
    return sum(ranked[:k]) / n_rel if n_rel else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared in the denominator: (1 + b^2) P R / (b P + R)",
      [[r"not squared", r"beta\^?2?.{0,30}(instead of|not) beta ?(\^|\*\*) ?2", r"square\w*.{0,30}(missing|forgot)",
        r"forg[eo]t.{0,20}squar", r"b P instead", r"beta \* ?P\b", r"linear beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "sig.sign_test", "shape", "returns the one-sided tail probability (not doubled for the two-sided "
      "test)",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"(forg[eo]t|without|missing).{0,20}(doubl|2 ?\*|"
        r"times 2|factor (of )?2)", r"half (of )?the (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound is v / (d - s), the + v of the denominator left out",
      [[r"d ?- ?s\)", r"d ?- ?s(?! ?\+)", r"(forg[eo]t|without|missing|drop\w*|left out).{0,30}\+ ?v",
        r"\+ ?v.{0,30}(missing|forgotten|left out|dropped)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead of|not|rather than) 11", r"divid\w* by 10", r"/ ?10\b", r"ten (levels|values)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(y)
    total = 0.0
    for j in range(11):
        mask = rec >= j / 10
        total += prec[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"tie\w*.{0,30}(count\w*|as) (1|one|a (full|whole))(?![/\d])", r"(full|whole) (point|pair|win)", r">=",
        r"instead of (1/2|a half|0\.5)", r"ties? (as|are) (a )?wins?", r"greater (than )?or equal"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a, b in product(pos, neg) if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ndcg.value", "shape", "the ideal DCG sums the sorted judged grades without any discount",
      [[r"(ideal|IDCG).{0,40}(no|not|without|un)\s?discount", r"undiscounted", r"(no|without|missing) (log|discount)",
        r"sum of (the )?(ideal |sorted |judged )?grades", r"forg[eo]t.{0,30}(log|discount)"]], '''
from math import log2

grades = v["grades"]
dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
ideal = sorted(grades + v["unretrieved"], reverse=True)
idcg = sum(ideal)
my_ndcg_value = dcg / idcg if idcg else 0.0
''')

wrong("q14", "interp.step", "shape", "unpacks the (recall, precision) points of the PR-points helper as (p, r): "
      "compares precision with the level and returns a recall",
      [[r"(recall|precision) and (precision|recall) (swapped|confused|mixed|exchanged|reversed)",
        r"swap\w* (the )?(recall|precision)", r"unpack\w*", r"(tuple|pair) order", r"wrong order",
        r"returns? (a |the )?recall"]], '''
def pr_points(labels, n_relevant):             # from my PR-curve cell: (recall, precision)
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / i))
    return pts

def my_step_interpolated(labels, n_relevant, level):
    for p, r in pr_points(labels, n_relevant):
        if r >= level:
            return p
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break after the first relevant item: adds the reciprocal rank of every "
      "relevant item of a query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant (items|ranks)", r"not (just|only) the first",
        r"(stop|stops|stopping).{0,30}first", r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q16", "interp.curve", "flow", "the running maximum is taken over the earlier ranks (from the top down to "
      "the first rank reaching r) instead of over the ranks at and after it",
      [[r"earlier ranks", r"previous ranks", r"ranks (before|above)", r"(from|at) the top", r"wrong direction",
        r"(max|maximum) (so far|over (the )?(prefix|earlier|previous))", r"running max\w*",
        r"instead of (the )?(ranks )?(after|below|later)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best, hits = 0.0, 0
        for i, x in enumerate(labels, 1):
            hits += x
            best = max(best, hits / i)
            if hits / n_relevant >= r:
                out.append(best)
                break
        else:
            out.append(0.0)
    return out
''')

wrong("q17", "pr.averaged", "flow", "the running maximum of the interpolation is not reset between queries (a "
      "previous query's precision carries over)",
      [[r"not reset", r"never reset", r"reset", r"carr\w* over", r"previous quer\w*", r"(leaks?|leaking)",
        r"initiali[sz]\w*.{0,30}(outside|once|before the loop)"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    best = 0.0
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        precs, recs, h = [], [], 0
        for i, x in enumerate(labels, 1):
            h += x
            precs.append(h / i)
            recs.append(h / n)
        interp = [0.0] * len(labels)
        for i in range(len(labels) - 1, -1, -1):
            best = max(best, precs[i])
            interp[i] = best
        for j in range(11):
            total[j] += next((interp[i] for i in range(len(labels)) if recs[i] >= j / 10), 0.0)
    return [t / len(runs) for t in total]
''')

wrong("q18", "rank.r_precision", "flow", "1-based loop copied from the P@k cell but indexes labels[i]: the window "
      "is shifted one rank (ranks 2 to R + 1, rank 1 skipped)",
      [[r"off.by.one", r"shift\w*", r"labels\[i\]", r"(skips|misses|leaves out|drops) (the first|rank 1)",
        r"ranks 2", r"R ?\+ ?1", r"index\w*.{0,30}(0|zero).based", r"1.based"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
for i in range(1, R + 1):
    if i < len(labels) and labels[i] == 1:
        hits += 1
my_r_precision = hits / R
''')

wrong("q19", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k (ranks beyond the "
      "end of a short list are not counted as non-relevant)",
      [[r"len\w*.{0,30}(slice|cut|top|labels\[:k\])", r"divid\w* by (the )?(list'?s? )?length",
        r"instead of (by )?k\b", r"(shorter|fewer) than k", r"beyond the end.{0,40}(not counted|ignored|dropped)",
        r"min\(k, ?len"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q20", "map.mean", "flow", "the comprehension always passes runs[0] (left from testing): the first query's "
      "AP is averaged with every query's n_relevant",
      [[r"first query", r"runs\[0\]", r"same (query|ranking|run|labels)", r"one query'?s (AP|ranking|labels)", r"(loop|comprehension) "
        r"variable.{0,30}(unused|not used|ignored)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0

def my_map(runs, n_relevant):
    aps = [my_ap(runs[0], n) for run, n in zip(runs, n_relevant)]
    return sum(aps) / len(aps)
''')

wrong("q21", "pr.points", "flow", "the append is outside the if: a point is added at every rank, not only at the "
      "relevant ones",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?"
        r"relevant", r"outside (the|its) if", r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
        pts.append(hits / i)
    return pts
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: crashes when nothing "
      "is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "NumPy tp / (tp + fp) gives nan for a query with nothing retrieved, and the "
      "mean becomes nan", [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(p.mean())
''')

wrong("q24", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 gives nan when the ideal DCG is 0 (no relevant item at "
      "all) instead of 0", [NAN], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "pr.averaged", "hidden", "divides by n_relevant without a guard: crashes on a query with no relevant "
      "items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        precs, recs, h = [], [], 0
        for i, x in enumerate(labels, 1):
            h += x
            precs.append(h / i)
            recs.append(h / n)
        curves.append([max([p for p, r in zip(precs, recs) if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.knn_ties", "hidden", "looks at the distance after the k-th place (pairs[k]) to detect a tie: "
      "crashes when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d_k = pairs[k - 1][0]
    if pairs[k][0] != d_k:                     # the cut does not go through a tie
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    inside = [l for d, l in pairs if d < d_k]
    tied = [l for d, l in pairs if d == d_k]
    need = k - len(inside)
    rel_t = sum(tied)
    lo = sum(inside) + max(0, need - (len(tied) - rel_t))
    hi = sum(inside) + min(need, rel_t)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: crashes on a query with no "
      "relevant items", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "NumPy mean of an empty selection: nan when nothing lies within "
      "epsilon instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "copied the trec loop: enumerate(..., start=2) already gives the rank, but the "
      "leftover log2(i + 1) shifts every discount one rank",
      [[r"off.by.one", r"shift\w*", r"one rank (too )?(late|far|off)", r"start=2", r"start(s|ing)? at 2",
        r"(rank|index|i) ?\+ ?1.{0,40}(already|twice|leftover|left over)", r"leftover \+ ?1", r"\+ ?1 (left|too much)"]],
      '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / log2(i + 1)
    return float(total)
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the order of another cell): fp and fn "
      "swapped",
      [[r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|confused|mixed|exchanged)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|confused|mixed|exchanged)",
        r"column order", r"unpack\w*", r"order of the (columns|counts|table)", r"tp, ?fn, ?fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q31", "set.pr", "twin", "calls the precision helper with retrieved and relevant swapped in both calls (so "
      "the recall comes first)",
      [[r"argument\w* (are )?(swapped|in the wrong order|reversed|exchanged)",
        r"(retrieved|relevant) and (relevant|retrieved) (are )?(swapped|exchanged|reversed|confused)",
        r"swap\w* (the )?(retrieved|relevant|arguments)", r"called with"]], '''
def set_precision(retrieved, relevant):        # from assignment 1's first cell
    ret = set(retrieved)
    return len(ret & set(relevant)) / len(ret) if ret else 0.0

def my_set_pr(retrieved, relevant):
    p = set_precision(relevant, retrieved)
    r = set_precision(retrieved, relevant)
    return [p, r]
''')

wrong("q32", "roc.auc", "twin", "takes label 0 as the positive class (the labels read the other way round)",
      [[r"label 0 as (the )?positive", r"0 (is|as) (the )?positive", r"labels? (flipped|inverted|reversed|swapped)",
        r"(positive|negative) and (negative|positive) (classes |labels )?(swapped|confused|mixed)",
        r"positive class", r"y ?== ?0"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            total += 1.0 if a > b else 0.5 if a == b else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q33", "ap.at_k", "twin", "reuses the P@k denominator: divides the sum by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"\bk instead of min", r"not (by )?min\(k", r"instead of min\(k",
        r"ignor\w* (n_relevant|the number of relevant)", r"/ ?k\b"]], '''
def precision_at(labels, k):                   # from the P@k cell
    return sum(labels[:k]) / k

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    s = sum(precision_at(labels, i) for i in range(1, k + 1) if i <= len(labels) and labels[i - 1])
    return s / k
''')

wrong("q34", "scope.knn_ties", "twin", "the tie-break key's sign is flipped: -label puts the tied relevant targets "
      "first in the 'lowest' ranking (and last in the 'highest')",
      [[r"sign", r"- ?label", r"-t\[1\]", r"minus", r"tie.?break\w*.{0,30}(reversed|inverted|flipped|backwards|wrong)",
        r"relevant (first|ahead) in the (lowest|pessimistic)", r"sort\w* key"]], '''
def p_at_k(ranked, k):                         # from the P@k cell
    return sum(ranked[:k]) / k

def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = [l for _, l in sorted(items, key=lambda t: (t[0], -t[1]))]    # tied relevant last
    high = [l for _, l in sorted(items, key=lambda t: (t[0], t[1]))]
    return [p_at_k(low, k), p_at_k(high, k)]
''')

wrong("q35", "map.mrr", "twin", "averages over the queries with a relevant item only (queries without one are "
      "skipped instead of counting 0)",
      [[r"skip\w*", r"(left|leaves|dropp\w*|exclud\w*|ignor\w*).{0,40}quer", r"only (the )?quer\w* (with|that)",
        r"divid\w* by the number of quer\w* (with|that|having)", r"not count\w* (as )?0"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        if 1 in run:
            rr.append(1 / (run.index(1) + 1))
    return sum(rr) / len(rr)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"counted twice", r"counts? (it )?twice", r"lists? (instead of|not) sets?", r"not (as )?a set",
        r"more than once", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "the AP cell's relevance test turns every grade into 0/1 (binary "
      "gains, the grade levels lost)",
      [[r"binar\w*", r"0/1", r"(grades?|gains?).{0,40}(1|one) (for|if) (every|any) relevant", r"grade levels?",
        r"ignor\w* the grades?", r"(treats?|turns?|reduces?).{0,30}grades?"]], '''
from math import log2

def is_rel(g):                                 # from the AP cell
    return 1 if g > 0 else 0

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    gains = [is_rel(g) for g in grades]
    ideal = sorted((is_rel(g) for g in list(grades) + list(unretrieved)), reverse=True)
    best = dcg(ideal)
    return dcg(gains) / best if best else 0.0
''')

wrong("q38", "rank.distances", "data", "ranks the largest distance first (the score helper's descending order): "
      "reads distances as similarities",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse\w*",
        r"similarit\w*", r"wrong (sort )?order", r"highest (distance )?first"]], '''
import numpy as np

def rank_by_score(scores, labels):             # from the ROC cell: best score first
    order = np.argsort(scores)[::-1]
    return np.asarray(labels)[order]

def my_p_at_k_from_distances(distances, labels, k):
    ranked = rank_by_score(distances, labels)
    return float(ranked[:k].sum() / k)
''')

wrong("q39", "gen.practical", "data", "s and v swapped: the scope is taken as the number of relevant items found "
      "and v as the length of the list",
      [[r"\bs\b and \bv\b (are )?(swapped|confused|mixed|exchanged)", r"\bv\b and \bs\b (are )?(swapped|confused|"
        r"mixed|exchanged)", r"swap\w*", r"v (is|as) (the )?len", r"s (is|as) (the )?(number|count) of relevant"]], '''
def my_practical(labels, d):
    v = len(labels)
    s = sum(labels)
    return [v / s, v / (d - s + v), v / d]
''', crash="ZeroDivisionError")

wrong("q40", "roc.eer", "data", "reuses the nearest-first sort of the distance task: the lowest scores are "
      "ranked first (scores read as distances)",
      [[r"ascending", r"lowest (scores? )?first", r"low(er)? scores? (as|are|means?) (more )?(positive|relevant|"
        r"confident|better)", r"wrong direction", r"(scores|them) (read|treated) as distances",
        r"reversed? (order|ranking|curve)", r"nearest.first"]], '''
def rank_nearest_first(values, labels):        # from the distances cell
    return sorted(zip(values, labels), key=lambda t: t[0])

def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pairs = rank_nearest_first(scores, labels)
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            tp += pairs[j][1]
            fp += 1 - pairs[j][1]
            j += 1
        pts.append((fp / N, tp / P))
        i = j
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g1 >= 0:
            if g1 == 0:
                return f1
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

wrong("q41", "gen.grip_point", "data", "takes the class size c as the number of relevant items found in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|items) (found|retrieved|in the list)", r"instead of n_relevant",
        r"ignor\w* n_relevant", r"class size.{0,40}(found|retrieved|counted)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)                            # the class size
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q42", "ap.value", "data", "divides by the relevant items retrieved (sum of the labels) instead of "
      "n_relevant, so the unretrieved relevant items are forgotten",
      [[r"sum of (the )?labels", r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant",
        r"instead of n_relevant", r"unretrieved.{0,40}(ignored|forgotten|left out|missing)", r"found"]], '''
labels = v["labels"]
R = sum(labels)
hits, total = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / i
my_ap_value = total / R
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact fractions.Fraction, guarded denominator", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    den = b2 * p + r
    return float((1 + b2) * p * r / den) if den else 0.0
''')

right("q44", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q45", "roc.auc", "itertools.product over the pairs", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in product(pos, neg))
    return wins / (len(pos) * len(neg))
''')

right("q46", "scope.knn_ties", "explicit loops over the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d_k = pairs[k - 1][0]
    inside = [l for d, l in pairs if d < d_k]
    tied = [l for d, l in pairs if d == d_k]
    need = k - len(inside)
    rel_t = sum(tied)
    lo = sum(inside) + max(0, need - (len(tied) - rel_t))
    hi = sum(inside) + min(need, rel_t)
    return [lo / k, hi / k]
''')

right("q47", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q48", "ap.value", "NumPy cumsum", '''
import numpy as np

y = np.array(v["labels"])
hits = np.cumsum(y)
prec = hits / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].sum() / v["n_relevant"])
''')

SUBMISSIONS = tuple(S)
