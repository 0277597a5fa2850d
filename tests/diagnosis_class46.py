"""Diagnosis class 46, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
lean on library calls (scikit-learn's ``roc_auc_score``, ``roc_curve``, ``average_precision_score``; scipy.stats'
``binomtest``, ``wilcoxon``; NumPy's ``argsort``, ``argpartition``, ``lexsort``, ``cumsum``,
``maximum.accumulate``) and misuse them (arguments swapped or in another order, an option or convention left at
its default, a call computing a close but different quantity, ragged inputs forced into an array), and students
who write it by hand with a misremembered formula. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library, the
course documents, the first 80 lines of tests/heldout_submissions.py (``class_writer`` and the shared key lists),
the header and last 30 lines of tests/diagnosis_class19.py (the format) and tests/validate_class.py were read.
Student ids are ``"c46-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class46): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity or convention the course teaches), ``shape`` (a slip in the
formula's shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only
on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs;
the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 46 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c46-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "roc.auc", "sibling", "calls scikit-learn's average_precision_score (the area under the "
      "precision-recall curve) instead of roc_auc_score",
      [[r"average.precision", r"\bAP\b", r"precision.recall", r"\bPR\b (curve|area)", r"area under the PR"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a02", "roc.eer", "sibling", "returns 1 - ROC AUC (the overall ranking error) instead of the equal error "
      "rate",
      [[r"\bAUC\b", r"area under", r"roc_auc", r"1\s*-\s*(the )?(AUC|area)"]], '''
from sklearn.metrics import roc_auc_score

def my_eer(scores, labels):
    # the error of the classifier is what the AUC misses
    return 1.0 - float(roc_auc_score(labels, scores))
''')

wrong("a03", "map.mean", "sibling", "averages scikit-learn's average_precision_score per query, which divides by "
      "the relevant items retrieved, not by n_relevant (the unretrieved relevant items are ignored)",
      [[r"relevant (items )?(that were |that are )?retrieved", r"retrieved relevant", r"relevant (items )?found",
        r"(ignor|never us|disregard|drop)\w*.{0,20}n_relevant", r"n_relevant.{0,30}(ignored|unused|not used)",
        r"unretrieved", r"average_precision_score", r"scikit.?learn.{0,40}(convention|denominator)",
        r"denominator.{0,40}(retrieved|found)"]], '''
import numpy as np
from sklearn.metrics import average_precision_score

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        scores = -np.arange(len(y))  # rank 1 has the highest score
        aps.append(average_precision_score(y, scores))
    return float(np.mean(aps))
''')

wrong("a04", "ndcg.all_judgments", "sibling", "discounts with log2(i + 1) at every rank (the trec_eval / "
      "Burges formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log_?2\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\s*\(?\s*(rank|i)\s*\+\s*1", r"i\s*\+\s*1",
        r"(trec|burges|exponential|other).{0,30}(discount|formulation)",
        r"(discount|formulation).{0,30}(trec|burges)", r"(every|each) rank (is )?discounted",
        r"rank 1 (is )?discounted", r"(first|top) (rank|item) (is )?(also )?discounted"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]

    def dcg(x):
        return float(np.sum(x / np.log2(np.arange(2, len(x) + 2))))

    idcg = dcg(ideal)
    return dcg(g) / idcg if idcg > 0 else 0.0
''')

wrong("a05", "rank.p_at_k", "sibling", "divides by the number of items in the top k that exist (min(k, len)) "
      "instead of by k when the list is shorter than k",
      [[r"min\s*\(\s*k", r"(length|len|size) of the (list|ranking|top|slice)", r"shorter than k",
        r"(number|count) of (items )?(actually )?(retrieved|returned|present|in the list)",
        r"len\s*\(\s*(top|labels\[:k\])", r"instead of (dividing by )?k\b", r"not (divided )?by k\b",
        r"(missing|absent) ranks.{0,30}(ignored|dropped|left out)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("a06", "sig.sign_test", "sibling", "runs scipy's Wilcoxon signed-rank test instead of the sign test",
      [[r"wilcoxon", r"signed.?rank", r"ranks? of the (absolute )?differences", r"size of the differences"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("a07", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the "
      "lecture notes' step rule) instead of the maximum precision at any recall >= r",
      [[r"step (rule|interpolation)", r"first (rank|point|relevant\w*)\w* (where|that|whose|reaching|to reach)",
        r"not (the )?max", r"instead of (taking )?the max", r"max\w* (over|of) (the )?(later|following|lower|all)",
        r"(later|following|lower|deeper) ranks", r"P_i\b"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    curve = []
    for j in range(11):
        r = j / 10
        p = 0.0
        for rec, prec in points:
            if rec >= r:
                p = prec
                break
        curve.append(p)
    return curve
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta is not squared (1 + beta and beta * P instead of 1 + beta^2 and "
      "beta^2 * P)",
      [[r"squar\w*", r"power of (2|two)", r"beta instead of beta", r"b instead of b", r"(\*\*|\^)\s*2.{0,30}(missing|forgot|omitted|left out)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.exponential", "shape", "gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"minus (one|1)", r"subtract\w*", r"without (the )?.?-\s*1", r"(drop|omit|forg|miss|left)\w*.{0,25}-\s*1",
        r"(grade|rel\w*) (of )?0.{0,30}(gain|count|add)\w*.{0,10}\b1\b", r"gain of 1", r"2\s*(\^|\*\*)\s*0"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("b03", "gen.practical", "shape", "recall's lower bound v / (d - s): the v relevant items found are left out "
      "of the largest possible class d - s + v",
      [[r"\+\s*v\b", r"plus v\b", r"(forg|miss|drop|omit|left)\w*.{0,40}\bv\b", r"d\s*-\s*s\s*\)",
        r"(found|retrieved) relevant.{0,40}(left out|missing|not (added|counted|included))",
        r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("b04", "ap.exact", "shape", "divides the sum of precisions by the length of the list instead of by "
      "n_relevant",
      [[r"len(gth)?\s*\(?\s*(of )?(the )?(labels|list|ranking)", r"(number|count) of (ranks|items|retrieved|positions)",
        r"list.?s length", r"list length", r"(all|every) ranks?", r"n_relevant.{0,30}(confused|mixed|swapped)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / len(labels)
''')

wrong("b05", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"\b10\b", r"\bten\b"], [r"divid", r"denominator", r"mean", r"averag", r"instead of 11", r"eleven"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b06", "scope.knn_ties", "shape", "returns the two bounds the other way round: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"other way (round|around)", r"(highest|optimistic)\w* (bound )?first",
        r"(order|positions?) of the (two )?(bounds|values|elements)", r"(exchanged|switched|inverted)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    best = y[np.lexsort((-y, d))][:k].sum() / k   # relevant first among equal distances
    worst = y[np.lexsort((y, d))][:k].sum() / k   # relevant last among equal distances
    return [float(best), float(worst)]
''')

wrong("b07", "map.mrr", "shape", "returns the sum of the reciprocal ranks, never divided by the number of queries",
      [[r"\bsum\b", r"summed", r"total", r"not (divided|averaged)", r"never (divid|averag)\w*", r"forg\w*.{0,20}(divid|averag|mean)",
        r"without (dividing|averaging|taking the mean)", r"(number|count) of queries.{0,30}(missing|forgot)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1.0 / rank
                break
    return total
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.distances", "flow", "argsort applied twice: the ranks of the items are used as if they were "
      "the order (indices) of the nearest items",
      [[r"argsort.{0,40}(twice|two times|again)", r"double argsort", r"argsort\s*\(\s*(np\.)?argsort",
        r"ranks? (are |were )?(used )?(as|instead of|for) (the )?(indices|index|order|positions)",
        r"(inverse|inverted) permutation", r"(order|indices) (and|vs\.?|versus) ranks?"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    order = np.argsort(np.argsort(d))
    return float(y[order[:k]].sum() / k)
''')

wrong("c02", "pr.points", "flow", "appends the precision before counting the current relevant item "
      "(hits is incremented after the division)",
      [[r"before (count|increment|add|updat)\w*", r"(count|hit|increment|updat)\w*.{0,30}(after|too late|late)",
        r"one (step|rank|item) (too )?late", r"not (yet )?(counted|included)",
        r"exclud\w*.{0,30}(current|this) (item|rank|relevant)", r"previous (count|hits|number)",
        r"(current|this) (relevant )?item (is )?(not|never) counted"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("c03", "interp.step", "flow", "no break: the loop keeps overwriting and returns the precision of the LAST "
      "relevant item whose recall reaches the level, not the first",
      [[r"\bbreak\b", r"(last|final) (relevant|point|rank|match|one)", r"overwr\w*", r"keeps? (looping|going|overwriting)",
        r"instead of the first", r"(never|does not|doesn't|without) stop", r"stop\w* at the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / i
    return p
''')

wrong("c04", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries and never reset "
      "for each query",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"(shared|accumulat|kept|keeps|leak)\w*.{0,40}(across|between|over|from) (the )?(previous )?quer",
        r"not (set )?back to (zero|0)", r"(previous|earlier) quer\w*.{0,30}(hits|count)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("c05", "ap.at_k", "flow", "loops over range(1, k): rank k itself is never looked at (off by one)",
      [[r"off.?by.?one", r"range\s*\(\s*1\s*,\s*k\s*\)", r"(miss|skip|drop|exclud|ignor|leav)\w* (out )?(the )?(rank |item |position )?k\b",
        r"k.?th (rank|item|position)", r"(last|final) rank", r"stops? (one )?(rank )?(before|early|short)", r"k\s*-\s*1 ranks"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1]:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("c06", "gen.grip_point", "flow", "reads the cumulative count at index c (rank c + 1, 0-based indexing) "
      "instead of index c - 1",
      [[r"off.?by.?one", r"0.?based", r"zero.?based", r"one (rank|position|item) (too far|late|past|beyond|more)",
        r"rank c\s*\+\s*1", r"index c\b", r"\[\s*c\s*\]", r"c\s*\+\s*1"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    found = np.cumsum(labels)
    return float(found[c] / c)
''', crash="IndexError")

wrong("c07", "pr.averaged", "flow", "interpolates with a running maximum from the top of the ranking "
      "(np.maximum.accumulate forward: the best precision at earlier ranks) instead of the maximum at later ranks",
      [[r"wrong direction", r"(from|starting at) the (top|start|first rank|beginning)", r"(earlier|previous|preceding|higher) ranks",
        r"forward", r"revers\w*", r"left to right", r"instead of (the )?(later|following|lower|deeper) ranks",
        r"(running|cumulative) max\w*.{0,40}(wrong|direction|top|front|start)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        best = np.maximum.accumulate(prec)
        row = []
        for r in levels:
            idx = np.nonzero(rec >= r)[0]
            row.append(best[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return np.mean(curves, axis=0).tolist()
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the set sizes unguarded: nothing retrieved or nothing relevant "
      "raises ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = len(ret & rel)
    return [both / len(ret), both / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "scope.eps_precision", "hidden", "takes the NumPy mean of the labels inside epsilon: an empty "
      "selection gives nan instead of 0",
      [NAN + [r"mean of an? empty", r"empty (array|slice|selection|result)\b.{0,40}(nan|mean)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''')

wrong("d03", "avg.macro", "hidden", "computes tp / (tp + fp) unguarded: a query with nothing retrieved raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "interp.curve", "hidden", "builds the levels by adding 0.1 in floating point: the third level is "
      "0.30000000000000004, so a recall of exactly 0.3 does not reach it",
      [[r"floating.?point", r"float(ing)? (error|rounding|arithmetic|precision|sum|addition)", r"rounding", r"r\s*\+=\s*0?\.1", r"(adding|add|adds|accumulat\w*|sum\w*).{0,30}0\.1",
        r"0\.30000000000000004", r"imprecis\w*", r"inexact", r"not exact(ly)?\b", r"representation error"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        P.append(hits / i)
        R.append(hits / n_relevant)
    out = []
    r = 0.0
    while len(out) < 11:
        cands = [p for p, rec in zip(P, R) if rec >= r]
        out.append(max(cands) if cands else 0.0)
        r += 0.1
    return out
''')

wrong("d05", "ndcg.all_judgments", "hidden", "divides by the ideal DCG unguarded: no relevant item at all raises "
      "ZeroDivisionError",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "dcg.classic", "hidden", "uses a precomputed table of the discounts of the slides' 10 ranks, zipped "
      "with the grades: ranks past 10 are silently dropped",
      [[r"(table|list) of (the )?(discounts|logs?)", r"hard.?cod\w*", r"(only|first) (10|ten) (ranks|positions|grades|items)",
        r"(truncat|cut|stop|drop)\w*.{0,40}(10|ten)\b", r"\bzip\b", r"precomput\w*", r"past (rank )?(10|ten)"]], '''
import math

DISCOUNTS = [1.0] + [math.log2(i) for i in range(2, 11)]   # ranks 1..10, as on the slides

def my_dcg(grades):
    return sum(g / disc for g, disc in zip(grades, DISCOUNTS))
''')

wrong("d07", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): with k equal to the list length "
      "it raises ValueError",
      [[r"ValueError", r"argpartition", r"\bkth\b", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "roc.auc", "twin", "negates the scores before roc_auc_score, as if they were distances (lower is "
      "better); the same numbers as flipping the labels",
      [[r"negat(e|ed|es|ing|ion)\b", r"minus sign", r"(as|like) (if they were )?(a )?distances?", r"lower (scores?|values?) (is|are|as) better",
        r"(reversed|flipped|inverted) (the )?scores?", r"scores? (reversed|flipped|inverted|upside)", r"-\s*scores"]], '''
import numpy as np
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    s = -np.asarray(scores, dtype=float)
    return float(roc_auc_score(labels, s))
''')

wrong("e02", "set.f_beta", "twin", "defines the function with its parameters in another order (recall, "
      "precision, beta): P and R end up swapped, the same numbers as F at 1 / beta",
      [[r"(parameter|argument)s?.{0,40}(order|swapped|switched|wrong way|reversed|positions?)",
        r"(order|swapped|switched|reversed).{0,40}(parameter|argument)s?", r"signature",
        r"def my_f\s*\(\s*recall"]], '''
def my_f(recall, precision, beta):
    b2 = beta * beta
    if precision + recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("e05", "rank.r_precision", "twin", "divides by the number of ranks in the list (min(R, len)) when the list is "
      "shorter than R, instead of by R",
      [[r"min\s*\(", r"(length|len|size) of the (list|ranking|slice)", r"shorter than (R|n_relevant)",
        r"list (is )?(too )?short", r"(number|count) of (ranks|items) (in the list|retrieved|returned)",
        r"instead of (dividing by )?(R|n_relevant)\b", r"len\s*\(\s*top"]], '''
top = v["labels"][:v["n_relevant"]]
my_r_precision = sum(top) / len(top)
''')

wrong("e04", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest(wins, number of all queries)); the "
      "same p-value as counting ties as losses",
      [[r"ties? (were |are |is )?(not dropped|kept|included|counted)", r"(did not|didn't|never|forg\w* to|without) drop\w* (the )?ties?",
        r"n\s*=\s*(all|every|the number of) quer", r"all (the )?queries", r"including (the )?(tied|ties)",
        r"tied queries.{0,30}(kept|counted|included|in n)"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
my_sign_p = binomtest(wins, len(v["a"])).pvalue
''')

wrong("e03", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (columns in the wrong order): what it "
      "computes is the macro-averaged recall",
      [[r"column", r"order of (the )?(table|fields|entries|columns|values)", r"tp,\s*fn,\s*fp",
        r"(fn|fp) and (fp|fn) (are )?(swapped|switched|mixed|exchanged)", r"(swapped|switched|mixed up|exchanged) (fp|fn)",
        r"unpack\w*"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("e06", "ap.eleven_point", "twin", "interpolates with a strict recall > r instead of >= r (a rank whose "
      "recall equals the level is left out)",
      [[r"strict\w*", r"(>|greater than) (instead of|rather than)", r"greater.(than.)?or.equal",
        r"recall equal\w* (to )?the level", r"at least (the level|r)\b", r"level itself"]], '''
def my_11pt(labels, n_relevant):
    hits = 0
    points = []
    for i, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        ps = [p for rec, p in points if rec > r]
        total += max(ps) if ps else 0.0
    return total / 11
''')

wrong("e07", "map.mrr", "twin", "averages only over the queries with a relevant item retrieved (queries without "
      "one are dropped from the mean instead of counting 0)",
      [[r"(skip|drop|exclud|ignor|leav|omit)\w*.{0,40}(quer\w*|runs?).{0,40}(no|without|zero).{0,20}(relevant|hit|rr)",
        r"(quer\w*|runs?) (with )?(no|without) (a )?(relevant|hit)\w*.{0,50}(skip|dropp|exclud|ignor|left out|not counted|omitt)",
        r"denominator.{0,40}(only|quer\w* with)", r"only (the )?queries (with|that)",
        r"(divid|averag)\w*.{0,30}(queries|runs) with (a )?(hit|relevant)"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs) if rrs else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "treats retrieved as a list: a duplicated id is counted twice (not a set)",
      [[r"duplicat\w*", r"(not|never) (a |as |into |to )?(a )?sets?\b", r"as a list", r"repeated (ids?|items?|documents?)",
        r"counts? (it|them|the id|each copy) (twice|again)", r"counted twice", r"multiset", r"set\(\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [doc for doc in retrieved if doc in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "rank.p_at_k", "data", "reads the list as if the best item were last (takes the last k labels)",
      [[r"revers\w*", r"(bottom|tail) of the (list|ranking)", r"from the end", r"last k", r"labels\s*\[\s*-\s*k", r"\[::-1\]",
        r"(best|top|first).{0,20}(is |at the )?(last|end)", r"ascending", r"wrong end"]], '''
def my_p_at_k(labels, k):
    ranked = labels[::-1]
    return sum(ranked[:k]) / k
''')

wrong("f03", "ndcg.value", "data", "appends the unretrieved grades to the retrieved list, as if they had been "
      "retrieved below it, so they count in the DCG too",
      [[r"append\w*", r"(added|adds|concatenat\w*|joined|extend\w*).{0,40}(to|with) the (retrieved|ranking|list|grades|DCG)",
        r"(count|include)\w*.{0,30}unretrieved.{0,40}(in|into) (the )?(DCG|ranking|numerator|system)",
        r"as if (they were |they had been )?retrieved", r"unretrieved.{0,40}(in|into) the (DCG|numerator)"]], '''
import math

g = v["grades"] + v["unretrieved"]
def dcg(xs):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(xs, 1))
my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')

wrong("f04", "rank.distances", "data", "treats the distances as similarity scores: sorts them descending, the "
      "farthest item first",
      [[r"similarit\w*", r"(largest|highest|biggest|farthest|furthest) (distance )?first", r"descending",
        r"revers\w*", r"(higher|larger|bigger) (is|as|means) (better|closer|nearer)", r"\[::-1\]"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].mean())
''')

wrong("f05", "roc.eer", "data", "calls roc_curve(scores, labels): the arguments swapped (y_true must come first), "
      "scikit-learn rejects the continuous 'labels'",
      [[r"(argument|parameter)s?.{0,40}(order|swapped|switched|wrong way|reversed)",
        r"(swapped|switched|reversed).{0,40}(argument|parameter)s?", r"y_true", r"labels (must |should )?(come )?first",
        r"continuous"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(scores, labels)
    fnr = 1 - tpr
    i = int(np.nanargmin(np.abs(fnr - fpr)))
    return float((fpr[i] + fnr[i]) / 2)
''', crash="ValueError")

wrong("f06", "gen.practical", "data", "reads d as the number of items outside the judged scope and uses d + s as "
      "the database size",
      [[r"d\s*\+\s*s", r"s\s*\+\s*d", r"(added|adds|adding) s to d",
        r"d (as|is) (the )?(number of )?(items )?(outside|beyond|not in|after) (the )?(judged )?(scope|top)",
        r"database size.{0,30}(misread|wrong|plus)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    size = d + s            # d unjudged items plus the s judged ones
    return [v / s, v / (size - s + v), v / size]
''')

wrong("f07", "pr.averaged", "data", "assumes every query's list has the same length: np.array(runs) of ragged "
      "lists raises ValueError",
      [[r"same length", r"ragged", r"inhomogeneous", r"jagged", r"(2-?d|two.dimensional) (array|matrix)",
        r"np\.array\s*\(\s*runs", r"rectangular", r"different lengths?.{0,40}(array|matrix|numpy)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    L = np.array(runs, dtype=float)
    R = np.array(n_relevant, dtype=float)[:, None]
    hits = np.cumsum(L, axis=1)
    prec = hits / np.arange(1, L.shape[1] + 1)
    rec = np.divide(hits, R, out=np.zeros_like(hits), where=R > 0)
    curve = []
    for r in [i / 10 for i in range(11)]:
        vals = np.where(rec >= r, prec, 0.0).max(axis=1)
        vals[R[:, 0] == 0] = 0.0
        curve.append(float(vals.mean()))
    return curve
''', crash="ValueError")


# ---------------------------------------------------------------------------------------------- right
right("g01", "roc.auc", "scikit-learn roc_auc_score (ties count 1/2)", '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(labels, scores))
''')

right("g02", "scope.knn_ties", "np.lexsort by (distance, label)", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    low = y[np.lexsort((y, d))][:k].sum() / k
    high = y[np.lexsort((-y, d))][:k].sum() / k
    return [float(low), float(high)]
''')

right("g03", "roc.eer", "scikit-learn roc_curve with every threshold, then the crossing interpolated", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    gap = fpr - (1 - tpr)
    j = int(np.argmax(gap >= 0))
    if j == 0 or gap[j] == 0:
        return float(fpr[j])
    t = -gap[j - 1] / (gap[j] - gap[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("g04", "ap.at_k", "NumPy cumsum over the top k", '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / denom)
''')

right("g05", "sig.sign_test", "scipy.stats.binomtest on the untied queries", '''
from scipy.stats import binomtest

diffs = [x - y for x, y in zip(v["a"], v["b"])]
wins = sum(1 for x in diffs if x > 0)
losses = sum(1 for x in diffs if x < 0)
my_sign_p = binomtest(wins, wins + losses, 0.5).pvalue
''')

right("g06", "pr.points", "NumPy cumsum, precisions read at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return prec[y == 1].tolist()
''')

SUBMISSIONS = tuple(S)
