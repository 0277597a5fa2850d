"""Diagnosis class 29, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
learned to program in R, MATLAB or Java -- 1-based index habits (``range(1, n + 1)`` and ``labels[i - 1]``),
``which``/``find``-style idioms translated to NumPy (``np.where``, ``np.flatnonzero``, ``np.argmax`` of a mask),
explicit index loops, integer arithmetic, arrays copied by reference, and helper functions of their own. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), parts of the measure library (``ireval_teach/`` outside ``exercises/`` and
``grading/``: generality, roc, significance), the first 80 lines of tests/heldout_submissions.py (``class_writer``, ``Submission`` and the
shared key lists), tests/validate_class.py, and the first 60 and last 30 lines of tests/diagnosis_class19.py (for
the file format only) were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c29-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class29): every right
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

BATCH = "diagnosis class 29 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c29-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, whatever beta is (beta is "
      "never used)",
      [[r"\bF_?1\b", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|not used|unused)", r"harmonic mean",
        r"without (using )?beta", r"beta.{0,20}(has no|no) effect", r"(same|one) (value|F) for every beta"]], '''
def my_f(precision, recall, beta):
    # F = harmonic mean of precision and recall
    if precision + recall == 0:
        return 0.0
    return 2.0 * precision * recall / (precision + recall)
''')

wrong("a02", "map.mrr", "sibling", "averages each query's average precision (over every relevant item it "
      "retrieved) instead of the reciprocal rank of its first relevant item",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank|hit)", r"all (the )?relevant "
        r"(items|ranks|hits)", r"precision at (each|every) relevant"]], '''
def average_precision(run):
    hits = 0
    total = 0.0
    for i in range(1, len(run) + 1):
        if run[i - 1] == 1:
            hits = hits + 1
            total = total + hits / i
    if hits > 0:
        return total / hits
    return 0.0


def my_mrr(runs):
    s = 0.0
    for q in range(len(runs)):
        s = s + average_precision(runs[q])
    return s / len(runs)
''')

wrong("a03", "ap.exact", "sibling", "uses scikit-learn's average_precision_score, whose denominator is the number "
      "of relevant items in the list (the retrieved ones), not n_relevant",
      [[r"sklearn", r"scikit", r"average_precision_score", r"retrieved relevant", r"relevant (items )?(that (were|are) )?"
        r"retrieved", r"relevant items in the (list|ranking)", r"sum\(labels\)", r"n_relevant (is )?(ignored|unused|"
        r"never used|not used)", r"ignor\w* n_relevant"]], '''
import numpy as np
from sklearn.metrics import average_precision_score


def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    scores = np.arange(len(y), 0, -1)  # rank 1 gets the highest score
    return float(average_precision_score(y, scores))
''')

wrong("a04", "roc.eer", "sibling", "takes the ROC point (scikit-learn's corners) nearest to FPR = FNR and reports "
      "(FPR + FNR) / 2 there, instead of intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"\bno(t)? interpolat", r"without interpolat", r"(mean|average) of (the )?(FPR|false "
        r"positive rate) and", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"smallest \|?FPR ?- ?FNR", r"(does not|doesn't|never) "
        r"intersect", r"(instead of|rather than) (intersect|interpolat)"]], '''
import numpy as np
from sklearn.metrics import roc_curve


def my_eer(scores, labels):
    fpr, tpr, thr = roc_curve(labels, scores)
    fnr = 1 - tpr
    i = np.nanargmin(np.abs(fpr - fnr))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("a05", "gen.practical", "sibling", "returns the LARGEST possible generality (d - s + v) / d as the third value "
      "instead of the smallest, v / d",
      [[r"upper (bound|limit)", r"(largest|highest|maximum|biggest) (possible )?generality", r"c_?max ?/ ?d",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"most (optimistic|generous)", r"generality.{0,30}(upper|largest|maximum)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    c_max = d - s + v          # at most this many relevant items in the database
    recall_lower = v / c_max if c_max > 0 else 0.0
    generality = c_max / d
    return [precision, recall_lower, generality]
''')

wrong("a06", "dcg.classic", "sibling", "computes the TREC/Burges DCG, every rank discounted by log2(i + 1), instead "
      "of the classic formulation (rel_1 undiscounted, log2(i) from rank 2)",
      [[r"log2? ?\(? ?(i|rank|r|k) ?\+ ?1 ?\)?", r"\btrec\b", r"trec_eval", r"(rank|position) plus one", r"burges",
        r"every (grade|rank|item|position) (is )?discounted", r"(first|top) (grade|rank|item|position) (is )?(also )?"
        r"discounted", r"rank 1 (is )?(also )?discounted"]], '''
import numpy as np


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a07", "pr.averaged", "sibling", "interpolates each query with the lecture notes' step rule (the precision at "
      "the first relevant item whose recall reaches the level) instead of the maximum precision at any recall >= r",
      [[r"step (rule|interpolation|function)", r"\bP_i\b", r"not the max", r"\bno max", r"without (the |a )?max",
        r"(first|earliest) (relevant )?(point|item|rank|hit) (whose recall |that )?reach", r"instead of the max\w*",
        r"max\w* (over|to) the right"]], '''
import numpy as np


def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for run, R in zip(runs, n_relevant):
        curve = np.zeros(11)
        if R == 0:
            curves.append(curve)
            continue
        run = np.asarray(run)
        hits = np.cumsum(run)
        ranks = np.arange(1, len(run) + 1)
        rel = np.where(run == 1)[0]          # which(run == 1)
        P = hits[rel] / ranks[rel]
        H = hits[rel]
        for j in range(11):
            idx = np.where(H * 10 >= j * R)[0]
            if len(idx) > 0:
                curve[j] = P[idx[0]]         # precision where the level is first reached
        curves.append(curve)
    return list(np.mean(curves, axis=0))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the numerator's 1 + "
      "beta^2 and in the denominator's beta^2 P)",
      [[r"not squared", r"(forgot|forgets|forgotten|without|missing|no) (to )?squar", r"squar\w* (of )?(the )?beta",
        r"beta (instead of|rather than|for) beta", r"\bb instead of b", r"beta\*\*2",
        r"instead of (its square|beta squared|beta ?\^ ?2|b ?\^ ?2|b\*\*2)", r"beta where .{0,40}(squar|\^ ?2)"]], '''
def my_f(precision, recall, beta):
    P = precision
    R = recall
    b = beta
    if P == 0 and R == 0:
        return 0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("b02", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1 (a grade 0 still earns a gain "
      "of 1)",
      [[r"minus (one|1)", r"subtract\w* (one|1)", r"(without|missing|forgot|forgets|dropped|drops|no) (the )?(- ?1|"
        r"minus|one)\b", r"2\^rel(_i)? instead of", r"gain (of|is) 2\^", r"extra (gain of )?1", r"(non-?relevant|grade 0|"
        r"zero) (items? )?(get|gets|earn|earns|has|have) (a )?(gain|credit)"]], '''
import math

my_dcg_exp = 0
i = 1
for g in v["grades"]:
    my_dcg_exp = my_dcg_exp + 2 ** g / math.log2(i + 1)
    i = i + 1
''')

wrong("b03", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|\bone\b|win)", r"(full|whole) (credit|point|win).{0,30}tie", r">=",
        r"greater (than )?or equal", r"tie\w* (as|count\w* as) (a )?(win|correct|success)"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good = good + 1
    return good / (len(pos) * len(neg))
''')

wrong("b04", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v (the relevant "
      "items already found in the scope)",
      [[r"(forgot|forgets|forgotten|missing|without|leav\w* out|left out|drops?|dropped|omit\w*) (the )?(\+ ?)?v\b",
        r"divid\w* by \(?d ?- ?s\)?(?! ?\+)",
        r"v ?/ ?\(?d ?- ?s\)?(?! ?\+)", r"the v (relevant )?(items )?(found|seen|in the scope) (are )?(not )?"
        r"(counted|added)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = v / s
    rec = v / (d - s) if v > 0 else 0.0
    gen = v / d
    return [p, rec, gen]
''', crash="ZeroDivisionError")

wrong("b05", "ap.at_k", "shape", "returns the sum of the precisions at the relevant ranks of the top k without "
      "dividing by min(k, n_relevant)",
      [[r"(not|never) divided", r"(forgot|forgets|without|missing|no) (to )?divid", r"no denominator",
        r"(missing|without|forgot\w*) (the )?denominator", r"(returns|returned|just) the sum", r"sum of (the )?"
        r"precisions? (only|instead)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s
''')

wrong("b06", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"(wrong|other|opposite) order", r"order (of the two|is) (wrong|reversed|swapped)",
        r"highest (first|before)", r"(lowest|highest) and (highest|lowest) (are )?(swapped|exchanged|interchanged|"
        r"the wrong way)"]], '''
import numpy as np


def my_knn_tie_bounds(distances, labels, k):
    d = np.array(distances, dtype=float)
    y = np.array(labels, dtype=int)
    best_first = np.lexsort((-y, d))    # by distance, relevant first among ties
    worst_first = np.lexsort((y, d))    # by distance, relevant last among ties
    hi = y[best_first[:k]].mean()
    lo = y[worst_first[:k]].mean()
    return [float(hi), float(lo)]
''')

wrong("b07", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"10 instead of 11", r"ten (levels|points) instead", r"/ ?10\b", r"denominator (of |is )?"
        r"(10|ten)\b", r"one (level|point) (too few|short) in the (denominator|mean)"]], '''
import numpy as np


def my_11pt(labels, n_relevant):
    lab = np.array(labels)
    if n_relevant == 0 or len(lab) == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    total = 0.0
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "translates MATLAB's for i = 1:k into range(1, n): the loop stops one rank "
      "early, so rank k is never counted",
      [[r"(skip\w*|miss\w*|leav\w* out|left out|ignor\w*|drop\w*|never count\w*) (the )?(last|k-?th|final) (rank|item|"
        r"label|position|element)", r"rank k (is )?(skipped|missed|ignored|left out|not counted|never counted)",
        r"range\(1, ?(n|k)\)", r"stops? (one|a) (rank|step|item|position) (too )?early", r"one (rank|item|position) "
        r"(short|too few)", r"off.by.one", r"k ?- ?1 (ranks|items|positions)", r"1:k"]], '''
def my_p_at_k(labels, k):
    n = min(k, len(labels))
    hits = 0
    for i in range(1, n):      # for i = 1:k
        hits = hits + labels[i - 1]
    return hits / k
''')

wrong("c02", "map.mean", "flow", "the count of relevant items seen (hits) is set to 0 once before the query loop "
      "and never reset, so it carries over from one query to the next",
      [[r"(not|never) reset", r"reset\w*", r"carr(y|ies|ied) over", r"(outside|before) the (query |outer )?loop",
        r"(accumulat\w*|count\w*|kept|keeps) across queries", r"from (the )?previous quer(y|ies)", r"re-?initiali[sz]"]],
      '''
def my_map(runs, n_relevant):
    ap_sum = 0.0
    hits = 0
    for q in range(len(runs)):
        total = 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits = hits + 1
                total = total + hits / (i + 1)
        if n_relevant[q] > 0:
            ap_sum = ap_sum + total / n_relevant[q]
    return ap_sum / len(runs)
''')

wrong("c03", "pr.averaged", "flow", "total = curves[0] is the first query's array itself (no copy): += in the loop "
      "adds the first query's curve to itself, so it counts twice",
      [[r"(first|1st) query.{0,40}(twice|two times|double)", r"(counted|added) twice", r"double[ -]?count",
        r"alias\w*", r"(same|shared) (array|object)", r"(not|without|no) (a )?cop(y|ied)", r"\.copy\(\)",
        r"by reference", r"in.place"]], '''
import numpy as np


def interpolated11(run, R):
    run = np.asarray(run)
    out = np.zeros(11)
    if R == 0:
        return out
    hits = np.cumsum(run)
    prec = hits / np.arange(1, len(run) + 1)
    for j in range(11):
        ok = hits * 10 >= j * R
        if ok.any():
            out[j] = prec[ok].max()
    return out


def my_averaged_curve(runs, n_relevant):
    curves = [interpolated11(r, n) for r, n in zip(runs, n_relevant)]
    total = curves[0]              # start from the first query's curve
    for c in curves:
        total += c
    return list(total / len(curves))
''')

wrong("c04", "interp.curve", "flow", "the running maximum of precision is taken from the top of the ranking down "
      "(the best precision so far, at earlier ranks) instead of over the later ranks",
      [[r"(earlier|previous|preceding|higher|above|top) ranks", r"(running|cumulative) max\w* (from|down from) the "
        r"(top|start)", r"wrong direction", r"(forward|left to right|top.down) instead of", r"max\w* (over|of) (the )?"
        r"ranks? (before|above|up to)", r"instead of (the )?(later|following|lower|below) ranks", r"max\w* (so far|seen "
        r"so far)"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    P = [0.0] * n
    H = [0] * n
    hits = 0
    for i in range(n):
        hits = hits + labels[i]
        H[i] = hits
        P[i] = hits / (i + 1)
    best = 0.0
    for i in range(n):             # interpolate: keep the best precision
        best = max(best, P[i])
        P[i] = best
    out = []
    for j in range(11):
        value = 0.0
        for i in range(n):
            if n_relevant > 0 and H[i] * 10 >= j * n_relevant:
                value = P[i]
                break
        out.append(value)
    return out
''')

wrong("c05", "map.mrr", "flow", "no break when the first relevant item is found: later relevant items overwrite "
      "the reciprocal rank, so the LAST relevant item's rank is used",
      [[r"(no|missing|without|forgot\w*) (a |the )?break", r"last relevant", r"(does not|doesn't|never) stop",
        r"overwrit\w*", r"(later|last) (hit|relevant item|match) (overwrites|replaces|wins)",
        r"keeps? (on )?(looping|going)"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        rr = 0
        for i in range(len(run)):
            if run[i] == 1:
                rr = 1 / (i + 1)
        total = total + rr
    return total / len(runs)
''')

wrong("c06", "ap.at_k", "flow", "sums the precisions at EVERY relevant rank of the list, not only those within the "
      "top k (only the denominator uses k)",
      [[r"(beyond|past|after|below) (rank )?k\b", r"(whole|entire|full) (list|ranking)", r"(not|never) (cut|"
        r"truncat\w*|stopp?\w*) at k", r"ignor\w* k in the sum", r"(all|every) relevant ranks?,? (not only|instead of)",
        r"(all|every) relevant ranks? (of|in) the (whole |entire )?list", r"not only (those )?(within|in) the top.?k",
        r"(outside|beyond) the top.?k"]],
      '''
import numpy as np


def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    ranks = np.where(y == 1)[0] + 1          # which(y == 1)
    prec = np.arange(1, len(ranks) + 1) / ranks
    return float(prec.sum() / denom)
''')

wrong("c07", "avg.macro", "flow", "the return statement is indented inside the loop: the function returns after "
      "the first query",
      [[r"return\w* (is |statement )?(inside|in) the loop", r"(first|one) (query|table) only",
        r"only (the )?(first|one) (query|table)", r"returns? (too )?early", r"indent\w*",
        r"(after|on) the first (query|iteration|table|pass)"]], '''
def my_macro_precision(tables):
    total = 0.0
    count = 0
    for t in tables:
        tp, fp, fn = t[0], t[1], t[2]
        if tp + fp > 0:
            total = total + tp / (tp + fp)
        count = count + 1
        return total / count
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "gen.grip_point", "hidden", "divides by the length of the slice labels[:R] instead of by R: a list "
      "shorter than the class is divided by its own length",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks|labels))", r"len\(", r"length of the (slice|list|"
        r"cut|top)", r"(slice|cut)('s)? length", r"fewer (than R|ranks) in the denominator"]], '''
def my_grip_point(labels, n_relevant):
    R = n_relevant
    top = labels[:R]          # labels(1:R)
    return sum(top) / len(top)
''')

wrong("d02", "set.pr", "hidden", "divides by len(retrieved) and len(relevant) with no guard: an empty set raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): with k equal to the list's length "
      "it raises ValueError (kth out of bounds)",
      [[r"argpartition", r"\bkth\b", r"out of bounds", r"ValueError"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]     # the k smallest distances (MATLAB mink)
    return y[nearest].sum() / k
''', crash="ValueError", scope="all")

wrong("d04", "avg.macro", "hidden", "leaves the queries with nothing retrieved out of the mean (divides by the "
      "number of queries that retrieved something) instead of counting their precision as 0",
      [[r"(skip\w*|drop\w*|exclud\w*|ignor\w*|leav\w* out|left out|remov\w*|filter\w*).{0,40}(query|queries)",
        r"(fewer|only the) queries", r"(divid\w*|mean|averag\w*) (by|over) (only )?(the )?(non-?empty|queries that "
        r"retrieved)", r"denominator.{0,40}quer", r"(queries|query).{0,50}(out of|from) the (mean|average|denominator)",
        r"(left|leaves?|kept|keeps?) out of the (mean|average)"]], '''
import numpy as np


def my_macro_precision(tables):
    T = np.array(tables, dtype=float)
    ret = T[:, 0] + T[:, 1]
    keep = ret > 0
    return float(np.mean(T[keep, 0] / ret[keep]))
''')

wrong("d05", "interp.step", "hidden", "finds the first point reaching the level with np.argmax of a boolean mask: "
      "when no point reaches it, argmax returns 0 and the first relevant item's precision comes back instead of 0",
      [[r"argmax", r"(first|index) 0\b", r"\bP_?1\b", r"first (relevant )?(point|item|rank)('s)? precision",
        r"precision (of|at) the first (relevant )?(point|item|rank|hit)", r"falls? back to the first", r"all.?False"]],
      '''
import numpy as np


def my_step_interpolated(labels, n_relevant, level):
    y = np.array(labels)
    ranks = np.flatnonzero(y) + 1          # which(labels == 1)
    if len(ranks) == 0:
        return 0.0
    i = np.arange(1, len(ranks) + 1)
    P = i / ranks
    R = i / n_relevant
    j = np.argmax(R >= level)             # find(R >= level, 1)
    return float(P[j])
''')

wrong("d06", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG with no guard: with no relevant item at "
      "all the ideal DCG is 0 and it raises ZeroDivisionError",
      [ZERODIV], '''
import math


def dcg(g):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, start=1))


def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "scope.eps_precision", "hidden", "np.mean of the labels inside the ball: an empty epsilon-query gives "
      "the mean of an empty array, nan",
      [NAN + [r"mean of an empty", r"empty (result|selection|array|set|slice)"]], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''', scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "rank.distances", "twin", "sorts by distance in descending order (reverse=True), as if a distance were "
      "a similarity score where higher is better (the same numbers as taking the last k of an ascending sort)",
      [[r"farthest", r"descending", r"(largest|biggest|highest) distances? first", r"reverse ?= ?True",
        r"distance\w* (as|like) (a )?(score|similarit)", r"high(er)? (distance|score) (means|=|as) (more )?(similar|"
        r"relevant|better)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("e02", "dcg.classic", "twin", "reads 'sum_{i>=2}' as 'the log starts at 2' and discounts the grade at "
      "position i by log2(np.arange(2, n + 2)): the rank index is shifted by one for every grade (the same numbers "
      "as another DCG formulation)",
      [[r"shift\w*", r"off.by.one", r"arange\(2", r"(index|indices|positions?|ranks?|count\w*) (start\w* )?(at|from) 2",
        r"one (rank|position) (too )?(late|far|off)"]], '''
import numpy as np


def my_dcg(grades):
    g = np.array(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))   # the discount starts at i = 2
    return float((g / disc).sum())
''')

wrong("e03", "roc.auc", "twin", "takes class 0 as the positive class (the first factor level, as in R): positives "
      "and negatives swapped (the same numbers as counting the pairs where the positive scores lower)",
      [[r"(positive|negative)s? and (the )?(positive|negative)s? (are )?(swapped|confused|reversed|inverted|mixed up|"
        r"exchanged)", r"(swapped|confused|reversed|inverted|mixed up|exchanged) (the )?(positive|negative)s? and",
        r"labels? (are )?(swapped|inverted|reversed|flipped)", r"(label|class) 0 (as|is taken as|treated as) (the )?"
        r"positive", r"class(es)? (are )?(swapped|confused|mixed up)", r"wrong class as (the )?positive"]], '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos = s[y == 0]        # the first level is the positive class
    neg = s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("e04", "sig.sign_test", "twin", "runs a one-sided binomial test in the direction the data lean (alternative "
      "'greater' or 'less'), not the two-sided one (the same numbers as forgetting to double the tail)",
      [[r"one.sided", r"one.tailed", r"(one|single) tail\b", r"alternative ?= ?.?(greater|less)", r"directional",
        r"(not|never|instead of) (a |the )?two.sided"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
alt = "greater" if wins > losses else "less"
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative=alt).pvalue
''')

wrong("e05", "rank.p_at_k", "twin", "caps k at the list's length (k = min(k, len(labels))) before dividing (the "
      "same numbers as dividing by the number of items retrieved)",
      [[r"\bcap(ped|s|ping)?\b", r"clip\w*", r"min\(k", r"k (is |was )?(reduced|cut|truncated|shortened|lowered|"
        r"clamped)", r"clamp\w*", r"(shorten|shrink|reduce|lower)\w* k\b"]], '''
def my_p_at_k(labels, k):
    k = min(k, len(labels))     # cannot look past the end of the list
    return sum(labels[:k]) / k
''')

wrong("e06", "avg.macro", "twin", "unpacks each row as [tp, fn, fp] (the order of a contingency table read "
      "row-wise), so fp and fn are swapped (the same numbers as macro-averaging recall)",
      [[r"column", r"order of (the )?(fields|columns|entries|counts|values)", r"\[tp, fn, fp\]", r"fp and fn (are )?"
        r"(swapped|confused|mixed up|exchanged)", r"(swapped|confused|mixed up|exchanged) (the )?fp and (the )?fn",
        r"fn and fp (are )?(swapped|confused|mixed up|exchanged)", r"unpack\w*"]], '''
def my_macro_precision(tables):
    precs = []
    for row in tables:
        tp, fn, fp = row        # the contingency table, read row-wise
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')

wrong("e07", "ap.eleven_point", "twin", "the 1-based level loop range(1, 11) visits 0.1 .. 1.0 only: level 0.0 is "
      "skipped but the sum is still divided by 11 (the same numbers as taking p_interp(0) as 0)",
      [[r"(level|recall) 0(\.0)? (is )?(skipped|missing|left out|dropped|omitted|never (computed|visited))",
        r"skip\w* (the )?(first )?(level|recall)( level)? 0", r"start\w* (at|from) (level |recall )?0\.1",
        r"range\(1, ?11\)", r"1.based", r"one.based", r"(only )?10 levels", r"(first|lowest) level (is )?(skipped|"
        r"missing|left out|omitted)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    n = len(labels)
    hits = [0] * n
    h = 0
    for i in range(n):
        h = h + labels[i]
        hits[i] = h
    total = 0.0
    for j in range(1, 11):                 # levels 0.1 ... 1.0
        best = 0.0
        for i in range(n):
            if hits[i] * 10 >= j * n_relevant:
                best = max(best, hits[i] / (i + 1))
        total = total + best
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "loops over the retrieved list as given: an id retrieved twice is counted twice "
      "(in the hits and in the number retrieved)",
      [[r"duplicat\w*", r"(counted|counts|counting) (it )?(twice|more than once|again)", r"\bset\(",
        r"(not|never) (turned into |converted to |made into |as )?(a )?sets?\b", r"unique", r"repeat\w*",
        r"multiplicit\w*"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for doc in retrieved:
        if doc in relevant:
            hits = hits + 1
    p = hits / len(retrieved) if len(retrieved) > 0 else 0.0
    r = hits / len(relevant) if len(relevant) > 0 else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, so the "
      "unretrieved items also earn gain in the DCG (as if they had been retrieved after the list)",
      [[r"(append\w*|add\w*|put|placed|concatenat\w*).{0,40}(unretrieved|never retrieved).{0,60}(ranking|list|DCG|end)",
        r"unretrieved.{0,60}(as if|treated as) (they were |they had been )?retrieved", r"unretrieved.{0,40}(counted|"
        r"included|added) (in|to) (the )?DCG", r"(DCG|numerator).{0,40}(includes|counts|adds).{0,30}unretrieved",
        r"(gain|credit) for (items|documents) (never|not) retrieved"]], '''
import numpy as np


def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)      # every judged item

    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())

    idcg = dcg(sorted(ranking, reverse=True))
    return dcg(ranking) / idcg if idcg > 0 else 0.0
''')

wrong("f03", "gen.practical", "data", "reads d as the number of items below the judged top s (the rest of the "
      "database) and takes the database size as d + s",
      [[r"d ?\+ ?s\b", r"(add\w*|plus) s to d", r"d (as|is) (the )?(number of )?(items )?(outside|beyond|below|after) "
        r"(the )?(scope|judged|top)", r"(database|collection) size.{0,40}(misread|includes?|excludes?|wrong)",
        r"misread\w* d\b", r"d (does not|doesn't) include (the )?(scope|judged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    N = d + s            # d = the items below the judged top s
    return [v / s, v / (N - s + v), v / N]
''')

wrong("f04", "roc.eer", "data", "reads the scores like distances (a lower score is more likely positive): the "
      "ROC is walked from the lowest score up",
      [[r"low(er|est)? scores? (as|means?|=|taken as|is) (more )?(likely )?(positive|relevant|accepted|better)",
        r"scores? (as|like) (a )?distances?", r"(ascending|increasing) (score )?(order|threshold)",
        r"(threshold|accept\w*) (from|starting at) the (lowest|smallest)", r"(direction|sense) of (the )?scores? "
        r"(is )?(reversed|inverted|flipped)", r"scores? (are )?(reversed|inverted|flipped)"]], '''
import numpy as np


def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P = y.sum()
    N = len(y) - P
    fpr = [0.0]
    tpr = [0.0]
    for t in np.unique(s):                  # smallest score accepted first
        acc = s <= t
        tpr.append((acc & (y == 1)).sum() / P)
        fpr.append((acc & (y == 0)).sum() / N)
    fpr = np.array(fpr)
    fnr = 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("f05", "ap.value", "data", "takes the list's length as the number of relevant items (divides by "
      "len(labels) instead of n_relevant)",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"(list|ranking)('s)? length", r"number of (items|ranks|"
        r"documents|positions) (retrieved|in the (list|ranking))", r"n_relevant (is )?(misread|taken) as"]], '''
labels = v["labels"]
hits = 0
s = 0
for i in range(1, len(labels) + 1):
    if labels[i - 1] == 1:
        hits = hits + 1
        s = s + hits / i
my_ap_value = s / len(labels)
''')

wrong("f06", "scope.eps_precision", "data", "keeps the targets with d > epsilon, reading the distances as "
      "similarities (the targets outside the ball)",
      [[r"farther", r"(greater|larger|more) than epsilon", r"d ?> ?eps", r"outside (the )?(ball|radius|epsilon|range)",
        r"distances? (as|like) (a )?similarit\w*", r"(beyond|over) epsilon", r"(wrong|opposite) side"]], '''
def my_eps_precision(distances, labels, epsilon):
    hit = [labels[i] for i in range(len(distances)) if distances[i] > epsilon]
    if len(hit) == 0:
        return 0.0
    return sum(hit) / len(hit)
''')

wrong("f07", "interp.step", "data", "computes recall against sum(labels), the relevant items in the list, ignoring "
      "n_relevant (as if every relevant item had been retrieved)",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"ignor\w* n_relevant",
        r"n_relevant (is )?(ignored|unused|not used|never used)", r"(retrieved|found) relevant items (as|instead of)",
        r"assum\w* (that )?(all|every) relevant (items?|documents?) (is |are |were |was )?retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    total_rel = sum(labels)         # relevant items in the ranking
    if total_rel == 0:
        return 0.0
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / total_rel >= level:
                return hits / i
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "pr.points", "Java-style 1-based rank loop", '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for rank in range(1, len(labels) + 1):
        if labels[rank - 1] == 1:
            found = found + 1
            points.append(found / rank)
    return points
''')

right("g02", "roc.eer", "explicit ROC walk over the distinct scores, linear crossing", '''
import numpy as np


def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P = int(y.sum())
    N = len(y) - P
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        acc = s >= t
        fpr.append(((y == 0) & acc).sum() / N)
        fnr.append(1 - ((y == 1) & acc).sum() / P)
    for j in range(1, len(fpr)):
        a = fpr[j - 1] - fnr[j - 1]
        b = fpr[j] - fnr[j]
        if b >= 0:
            if b == 0:
                return float(fpr[j])
            t = -a / (b - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

right("g03", "scope.knn_ties", "sorted with (distance, label) keys", '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    worst = sorted(idx, key=lambda i: (distances[i], labels[i]))
    best = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in worst[:k]) / k, sum(labels[i] for i in best[:k]) / k]
''')

right("g04", "interp.curve", "reversed np.maximum.accumulate, integer level test", '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    best_below = np.maximum.accumulate(prec[::-1])[::-1]   # max over this rank and every later one
    out = []
    for j in range(11):
        reach = np.flatnonzero(hits * 10 >= j * n_relevant)
        out.append(float(best_below[reach[0]]) if len(reach) else 0.0)
    return out
''')

right("g05", "gen.grip_point", "padding the list with zeros up to the class size", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    padded = list(labels) + [0] * max(0, c - len(labels))
    return sum(padded[:c]) / c
''')

right("g06", "rank.r_precision", "index loop up to min(R, length)", '''
labels, R = v["labels"], v["n_relevant"]
hits = sum(labels[i] for i in range(min(R, len(labels))))
my_r_precision = hits / R
''')

SUBMISSIONS = tuple(S)
