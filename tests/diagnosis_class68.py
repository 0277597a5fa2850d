"""Diagnosis class 68, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix up the course's many similar quantities (precision, recall, generality and scope; the ROC's and the PR curve's
axes; DCG, NDCG and the ideal DCG; AP, 11-point AP, R-precision and P@k; macro and micro averages; the lowest and
the highest bound), students who graft another measure's step onto a right computation, students who misremember
a formula, and students who misread the input data. Coding styles vary: NumPy, explicit loops, comprehensions,
``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``ireval_teach/exercises/variants.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library (``ireval_teach/generality.py``'s ``PracticalBounds.FORMULAS``, ``ireval_teach/roc.py``'s
``equal_error_rate`` docstring), the first 80 lines of tests/heldout_submissions.py, the first 60 and last 30
lines of tests/diagnosis_class19.py (for the format) and the first 12 lines of tests/validate_class.py were read.
Student ids are ``"c68-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class68).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 68 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c68-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "gen.practical", "sibling", "returns the UPPER bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper bound", r"highest (possible )?(bound|generality)", r"largest possible", r"maximum (possible )?"
        r"generality", r"(d - s \+ v) ?/ ?d", r"best case", r"lowest and (the )?highest"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_low = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_low, generality]
''')

wrong("s02", "roc.auc", "sibling", "computes the average precision of the ranking by score (area under the PR "
      "curve) instead of the ROC AUC",
      [[r"average precision", r"\bAP\b", r"PR curve", r"precision.recall", r"area under the (PR|precision)",
        r"precision at (the |each |every )?(relevant|positive)"]], '''
import numpy as np

def my_auc(scores, labels):
    order = np.argsort(-np.asarray(scores, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("s03", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)", r"no interpolation",
        r"without interpolat", r"not interpolated", r"never interpolat", r"precision at (each|every|the) relevant"]],
      '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("s04", "rank.distances", "sibling", "returns recall at k (hits over the number of relevant items) instead "
      "of precision at k",
      [[r"recall", r"(all|every|total number of) (the )?relevant", r"divid\w* by (the )?(number of )?relevant",
        r"instead of (dividing by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for _, lab in sorted(zip(distances, labels), key=lambda p: p[0])]
    return sum(ranked[:k]) / sum(labels)
''')

wrong("s05", "map.mrr", "sibling", "computes MAP (average precision over every relevant item of each run) "
      "instead of the reciprocal rank of the first one",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant "
        r"(items|ranks)", r"not (just|only) the first"]], '''
def my_mrr(runs):
    scores = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        scores.append(s / hits if hits else 0.0)
    return sum(scores) / len(runs)
''')

wrong("s06", "ndcg.value", "sibling", "uses the log2(i + 1) discount at every rank (the trec/Burges DCG) instead of "
      "the classic DCG",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"\btrec\b", r"burges", r"(another|other|wrong|different) (DCG )?"
        r"(formulation|discount)", r"discount\w* .{0,30}(every|each|all) rank", r"rank 1 (is )?discounted",
        r"i ?\+ ?1"]], '''
import math

g = list(v["grades"])
ideal = sorted(g + list(v["unretrieved"]), reverse=True)

def dcg(gs):
    return sum(x / math.log2(i + 1) for i, x in enumerate(gs, 1))

my_ndcg_value = dcg(g) / dcg(ideal)
''')

wrong("s07", "avg.macro", "sibling", "micro-averages (pools the counts of all queries) instead of averaging the "
      "queries' precisions",
      [[r"micro", r"pool", r"summ?\w* (the )?(counts|tp|tables)", r"(total|overall) (tp|counts)", r"aggregat"]],
      '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    return float(t[:, 0].sum() / (t[:, 0].sum() + t[:, 1].sum()))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"squar\w*", r"without (the )?square", r"linear in beta", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"np\.log\b", r"math\.log\b", r"wrong (log )?base",
        r"(another|other|different) base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("h03", "ap.at_k", "shape", "each P@i is computed as hits / k (the cutoff) instead of hits / i",
      [[r"divid\w* by k\b", r"k instead of (i|the rank)", r"cutoff .{0,20}instead of (the )?rank",
        r"P@i.{0,20}(denominator|divid\w*).{0,20}\bk\b", r"/ ?k instead", r"(the )?cutoff k (as|for) (the )?(rank|denominator)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("h04", "ndcg.all_judgments", "shape", "returns the DCG of the ranking (never divided by the ideal DCG)",
      [[r"not normali[sz]", r"never normali[sz]", r"without (dividing|normali[sz])", r"(forgot|missing|no) .{0,20}"
        r"(division|divide|normali[sz])", r"(raw|plain|unnormali[sz]ed) DCG", r"DCG (itself|alone|only)",
        r"ideal.{0,30}(never|not) used"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], 2)) if gs else 0
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if dcg(ideal) == 0:
        return 0.0
    return float(dcg(list(grades)))
''')

wrong("h05", "roc.eer", "shape", "at the ROC point nearest to FPR = FNR reports (FPR + TPR) / 2 instead of "
      "(FPR + FNR) / 2",
      [[r"TPR instead of", r"(averag|mean)\w* .{0,30}(TPR|true positive rate)", r"(TPR|true positive rate) "
        r"(in place of|instead of|rather than)", r"instead of (the )?(FNR|false negative rate|miss rate)",
        r"forg[eo]t .{0,20}(1 -|one minus|complement)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        tpr.append(((s >= t) & (y == 1)).sum() / P)
        fpr.append(((s >= t) & (y == 0)).sum() / N)
    fpr, tpr = np.array(fpr), np.array(tpr)
    j = int(np.argmin(np.abs(fpr - (1 - tpr))))
    return float((fpr[j] + tpr[j]) / 2)
''')

wrong("h06", "dcg.exponential", "shape", "gain 2^rel without the - 1 (an irrelevant item gains 1)",
      [[r"forg[eo]t .{0,30}(- ?1|minus (one|1))", r"(without|missing|no|omit\w*|dropp\w*) (the )?(- ?1|minus "
        r"(one|1))", r"2\^rel_?i? instead of", r"not subtract", r"grade 0 .{0,30}gain (of )?1",
        r"irrelevant.{0,40}gain"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("h07", "interp.step", "shape", "recall is computed over the list's length instead of n_relevant",
      [[r"len\(labels\)", r"(length|size) of the (list|ranking)", r"list.?s length", r"(number of|all) "
        r"(ranks|retrieved items)", r"instead of n_relevant", r"recall.{0,40}(length|len)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    n = len(labels)
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n >= level:
                return hits / i
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.p_at_k", "flow", "a 1-based loop indexes the 0-based list: ranks 2..k+1 are counted, rank 1 "
      "never",
      [[r"off.by.one", r"(0|zero).based", r"(1|one).based", r"index\w*.{0,30}(shift|from 1|one too far)",
        r"skip\w* (the )?(first|rank 1|top)", r"shifted"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("f02", "pr.points", "flow", "appends the precision at every rank, not only at the relevant ranks",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non.?relevant (ranks|items)", r"not only (at )?"
        r"(the )?relevant", r"one (point|value) per rank", r"too many points"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    if y.sum() == 0:
        return []
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return prec.tolist()
''')

wrong("f03", "map.mean", "flow", "the hits counter is not reset between queries (it carries over from the "
      "previous query)",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ied|ies) over", r"(kept|keeps) (counting|accumulating)",
        r"from the previous quer", r"across quer", r"between quer", r"outside the loop"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for run, n in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f04", "interp.curve", "flow", "breaks at the first rank reaching the level: takes its precision, not the "
      "maximum over that rank and all later ones",
      [[r"first rank", r"(stops|stopped|break\w*) at the first", r"\bbreak\b", r"not the (max|maximum|highest)",
        r"without (taking )?the (max|maximum)", r"max\w* over (all )?(the )?(later|following|deeper)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("f05", "pr.averaged", "flow", "a running average (the new curve averaged with the previous average), so "
      "later queries weigh more",
      [[r"running (average|mean)", r"pairwise", r"averag\w* .{0,20}(with )?the previous", r"halv",
        r"(/|divid\w* by) 2 (at )?each", r"(last|later) quer\w* (weigh|count)\w* more", r"not (an )?equal weight",
        r"weights?.{0,30}unequal"]], '''
import numpy as np

LEVELS = np.linspace(0, 1, 11)

def curve(labels, n):
    y = np.asarray(labels, dtype=float)
    if n == 0 or len(y) == 0:
        return np.zeros(11)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    r = np.cumsum(y) / n
    return np.array([p[r >= lv - 1e-9].max() if (r >= lv - 1e-9).any() else 0.0 for lv in LEVELS])

def my_averaged_curve(runs, n_relevant):
    avg = None
    for labels, n in zip(runs, n_relevant):
        c = curve(labels, n)
        avg = c if avg is None else (avg + c) / 2
    return avg.tolist()
''')

wrong("f06", "scope.knn_ties", "flow", "the tie group is read at sorted[k] (the (k+1)-th distance) instead of "
      "sorted[k - 1]: off by one",
      [[r"off.by.one", r"k ?\+ ?1", r"(index|position) k\b", r"one (place|rank|position) too (far|deep|late)",
        r"(next|following) (distance|target)", r"sorted\[k\]",
        r"IndexError", r"index out of range"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k]
    inside = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    need = k - len(inside)
    rel_in = sum(inside)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = rel_in + max(0, need - tied_non)
    high = rel_in + min(need, tied_rel)
    return [low / k, high / k]
''', crash="IndexError")

wrong("f07", "ap.value", "flow", "the hits counter is incremented after the precision is taken: each P@i misses "
      "the relevant item itself",
      [[r"(before|after) (the )?(increment|count)", r"increment\w* (too )?late", r"(not|without) count\w* (the )?"
        r"(current|item itself|relevant item itself)", r"off.by.one", r"current (item|rank|relevant)"]], '''
hits = 0
total = 0.0
for i, x in enumerate(v["labels"], 1):
    if x:
        total += hits / i
        hits += 1
my_ap_value = total / v["n_relevant"]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the number retrieved without a guard: crashes when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "scope.eps_precision", "hidden", "the mean of an empty selection: nan when no target is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d03", "ap.exact", "hidden", "divides by n_relevant without a guard: crashes when the query has no "
      "relevant items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    precs = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "avg.macro", "hidden", "tp / (tp + fp) without a guard: crashes on a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "takes the mean of labels[:c], dividing by the slice's length, which is "
      "shorter than c when the list is shorter than the class",
      [[r"divid\w* by (the )?(length|len|size|number of (items|ranks) (in|of) the (cut|list|slice))", r"len\(",
        r"(mean|average) of the (slice|cut|top)", r"\.mean\(\)", r"fewer than (c|n_relevant) (items|ranks|labels)",
        r"denominator .{0,40}(length|len|shorter|slice)", r"instead of (dividing by )?(c|n_relevant)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean())
''')

wrong("d06", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ap.at_k", "hidden", "loops over range(k) indexing labels[i]: crashes when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "dcg.classic", "twin", "the 0-based loop index gets + 2 (rank + 1) in the log: every rank from 2 on "
      "is discounted one rank too deep",
      [[r"off.by.one", r"(0|zero).based", r"index.{0,30}(rank|shift|one too)", r"i ?\+ ?2",
        r"one rank (too )?(late|far|deep)", r"shifted"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    dcg = grades[0]
    for i in range(1, len(grades)):
        dcg += grades[i] / math.log2(i + 2)
    return float(dcg)
''')

wrong("t02", "roc.auc", "twin", "counts a pair as won when the positive scores LOWER (scores read like "
      "distances, lower is better)",
      [[r"lower (score|value)s? .{0,30}(better|first|rank)", r"distance", r"(smaller|lower) is better",
        r"(compar\w*|inequality) .{0,30}(revers|wrong way|flipp|backwards)", r"<\s*instead of\s*>"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("t03", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns' order misread)",
      [[r"order", r"unpack", r"column", r"\[tp, fn, fp\]", r"fn and fp", r"fp and fn", r"swap"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("t04", "interp.curve", "twin", "levels from np.arange(0, 1.05, 0.1) are inexact floats (0.30000000000000004 "
      "> 0.3): a recall exactly at 0.3, 0.6 or 0.7 does not reach its level",
      [[r"float\w*", r"rounding", r"arange", r"inexact", r"0\.30000000000000004", r"binary (fraction|representation)"]],
      '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in np.arange(0.0, 1.05, 0.1):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("t05", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]",
      [[r"order", r"swapp", r"revers", r"wrong way round", r"other way", r"(highest|optimistic) first"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    t = np.sort(d)[k - 1]
    rel_in = int(y[d < t].sum())
    need = k - int((d < t).sum())
    tied_rel = int(y[d == t].sum())
    tied_non = int((d == t).sum()) - tied_rel
    low = rel_in + max(0, need - tied_non)
    high = rel_in + min(need, tied_rel)
    return [high / k, low / k]
''')

wrong("t06", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (P + beta^2 R), the same as F with "
      "1/beta or with P and R swapped",
      [[r"beta.{0,30}(on|with|to|times) (the )?recall", r"(weight|beta)\w* .{0,20}wrong (term|side)",
        r"recall .{0,20}(multiplied|times) .{0,10}beta", r"beta\W{0,6}2? ?\* ?(R|recall)\b"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("t07", "rank.distances", "twin", "reverses the order (farthest first) as if distances were scores, higher "
      "being better",
      [[r"farthest", r"furthest", r"descending", r"largest (distance )?first", r"(highest|largest|biggest) .{0,20}"
        r"(first|top)", r"score", r"similarit", r"revers"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    top = np.asarray(labels)[order][:k]
    return float(top.sum() / k)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "treats the lists as lists: an id retrieved twice counts twice",
      [[r"duplicat", r"more than once", r"(as|not) a set", r"unique", r"distinct", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("a02", "ndcg.all_judgments", "data", "reads `unretrieved` as all the judgments: the ideal ranking holds the "
      "unretrieved grades only",
      [[r"only (the )?unretrieved", r"unretrieved (grades )?(only|alone)", r"retrieved grades .{0,40}(left out|"
        r"missing|ignored|not (added|included))", r"without (the )?retrieved", r"(forgot|left out|ignor\w*) .{0,30}"
        r"retrieved grades", r"treat\w* unretrieved as"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("a03", "pr.averaged", "data", "takes each query's class size as the number of relevant items in its list "
      "(sum of the run) instead of n_relevant",
      [[r"sum\(", r"relevant (items )?(retrieved|in the (list|run|ranking))", r"ignor\w* n_relevant",
        r"(never|un)retrieved", r"instead of n_relevant", r"(counted|counts|count) only (the )?(retrieved|found)"]],
      '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for run in runs:
        n = sum(run)
        hits = 0
        pts = []
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / i))
        for j, r in enumerate(levels):
            cand = [p for rr, p in pts if rr >= r]
            total[j] += max(cand) if cand and n else 0.0
    return [t / len(runs) for t in total]
''')

wrong("a04", "roc.eer", "data", "takes label 0 as the positive class (the classes swapped)",
      [[r"(label|class)\w* .{0,20}(swapped|inverted|flipped|reversed|confused)", r"0 (as|is|for) (the )?positive",
        r"positive and negative .{0,20}(swapped|confused|exchanged)", r"(swapped|inverted|flipped) (the )?"
        r"(labels|classes)", r"negatives? as positive"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 0)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 0)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        if f1 + t1 - 1 >= 0:
            if f0 + t0 - 1 >= 0:
                return f0
            a = (1 - t0 - f0) / ((f1 - f0) + (t1 - t0))
            return f0 + a * (f1 - f0)
    return 0.5
''')

wrong("a05", "scope.eps_precision", "data", "assumes the targets are sorted by distance: counts the n within "
      "epsilon, then takes the first n labels",
      [[r"sorted", r"(input|list) order", r"first (n|few|items|targets|labels)", r"order of the (list|input|targets)",
        r"prefix", r"labels\[:"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = sum(1 for d in distances if d < epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("a06", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(", r"sum of (the )?labels", r"relevant (items )?(retrieved|in the (list|ranking))",
        r"ignor\w* n_relevant", r"(never|un)retrieved", r"instead of n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("a07", "gen.practical", "data", "reads d as the number of items outside the judged scope: the database size "
      "becomes d + s",
      [[r"d ?\+ ?s\b", r"(add|added|adds|plus)\w* (the )?(scope|s\b|judged)", r"d (as|is) (the )?(items|number) "
        r"(outside|beyond|not judged|unjudged)", r"database size", r"size of the database", r"(outside|beyond) the "
        r"scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "pr.points", "a loop appending at each relevant rank", '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            out.append(hits / rank)
    return out
''')

right("r02", "interp.step", "NumPy: relevant ranks with flatnonzero, the first recall reaching the level", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0:
        return 0.0
    ranks = np.flatnonzero(y) + 1
    hits = np.arange(1, len(ranks) + 1)
    ok = np.flatnonzero(hits / n_relevant >= level - 1e-12)
    return float(hits[ok[0]] / ranks[ok[0]]) if len(ok) else 0.0
''')

right("r03", "map.mean", "exact fractions.Fraction", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    total = Fraction(0)
    for run, n in zip(runs, n_relevant):
        hits, s = 0, Fraction(0)
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += Fraction(hits, i)
        total += s / n if n else 0
    return float(total / len(runs))
''')

right("r04", "roc.eer", "ROC points per distinct threshold, a linear crossing with FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    f, t = [0.0], [0.0]
    for th in np.unique(s)[::-1]:
        t.append((y & (s >= th)).sum() / P)
        f.append((~y & (s >= th)).sum() / N)
    for i in range(1, len(f)):
        if f[i] + t[i] >= 1:
            if f[i - 1] + t[i - 1] >= 1:
                return float(f[i - 1])
            a = (1 - f[i - 1] - t[i - 1]) / ((f[i] - f[i - 1]) + (t[i] - t[i - 1]))
            return float(f[i - 1] + a * (f[i] - f[i - 1]))
    return 0.5
''')

right("r05", "gen.grip_point", "one-liner with a slice", '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant]) / n_relevant if n_relevant else 0.0
''')

right("r06", "dcg.exponential", "value: a generator expression", '''
import math

my_dcg_exp = sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

SUBMISSIONS = tuple(S)
