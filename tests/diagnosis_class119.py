"""Diagnosis class 119, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
test-drive their code: they write asserts for the examples of the statement and the slides and change the code
until those pass, leaving code special-cased to what the examples exercise (a branch for the example's shape, a
constant that makes the example come out, a case the examples never reach left wrong). Styles vary inside the
class: explicit loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c119-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class119): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 119 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c119-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the hits) instead of n_relevant",
      [[r"(number|count) of (relevant items? )?(retrieved|found|hits)", r"relevant (items )?(retrieved|found)",
        r"divid\w* by (the )?hits", r"instead of n_relevant", r"unretrieved",
        r"missing relevant", r"retrieved relevant"]], '''
def my_ap(labels, n_relevant):
    # the slide example retrieves every relevant item: 1/1, 2/3, 3/5 -> 0.756
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "computes the trec_eval DCG (every rank discounted by log2(i + 1)) instead "
      "of the classic one",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec", r"first rank (is )?discounted",
        r"rank 1 (is )?discounted", r"discount\w* (the )?(first|rank 1)", r"every rank (is )?discounted",
        r"other (dcg )?formulation"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q03", "map.mean", "sibling", "returns the mean R-precision (precision at rank n_relevant) instead of the "
      "mean of the average precisions",
      [[r"r.?precision", r"precision at (rank )?r\b", r"P@R\b", r"precision at (rank )?n_relevant",
        r"precision of the top n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    vals = []
    for run, R in zip(runs, n_relevant):
        top = np.array(list(run[:R]) + [0] * max(0, R - len(run)))
        vals.append(top.sum() / R if R else 0.0)
    return float(np.mean(vals))
''')

wrong("q04", "rank.distances", "sibling", "returns recall at k (hits among the k nearest over all relevant "
      "targets) instead of precision at k",
      [[r"recall", r"divid\w* by (the )?(number|count|total) of relevant", r"all (the )?relevant (items|targets)",
        r"instead of (dividing by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)
    return float(y[order[:k]].sum() / y.sum())
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (counts pooled over the queries) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives)", r"total tp",
        r"(counts|tables) (added|summed) (up )?(first|before)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q06", "interp.step", "sibling", "takes the standard interpolated precision (the maximum of P@k over all "
      "ranks whose recall reaches the level) instead of the step rule's P_i",
      [[r"11.?point", r"eleven.?point", r"max\w* (precision )?(of|over|at|from) (all |every |any )?(later|deeper|following|subsequent|ranks)",
        r"max\s*\{?\s*P@k", r"highest precision (at|of|among|over|from) (all |any |every )?(later|deeper|following|ranks)",
        r"instead of (the )?step rule", r"standard interpolation", r"usual interpolation"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        if hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q07", "ndcg.value", "sibling", "NDCG whose ideal ranking sorts the retrieved grades only (the unretrieved "
      "relevant grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

g = v["grades"]

def dcg(gs):
    return gs[0] + sum(x / log2(i) for i, x in enumerate(gs[1:], 2))

my_ndcg_value = round(dcg(g) / dcg(sorted(g, reverse=True)), 4)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta is never squared)",
      [[r"squar\w*", r"beta instead of beta", r"β²", r"power of 2", r"\*\*\s*2 (is )?(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    # checked on the lecture's F1 examples (beta = 1)
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "discounts by log2(i) + 1 (the + 1 outside the logarithm) instead of "
      "log2(i + 1)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(log|parenthes)", r"\+\s*1 (is )?(added )?(after|outside)",
        r"constant (outside|out of)", r"parenthes\w*"]], '''
import math

g = v["grades"]
my_dcg_trec = sum(rel / (math.log2(i) + 1) for i, rel in enumerate(g, 1))
''')

wrong("q10", "gen.practical", "shape", "divides v by the scope s instead of the database size d for generality's "
      "lower bound",
      [[r"divid\w* by (the )?(scope|s\b)", r"generality.{0,60}(v\s*/\s*s\b|scope|instead of d\b|precision)",
        r"scope instead of (the )?database", r"s instead of d\b", r"v\s*/\s*s\b.{0,40}generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v)
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|as a win|as wins|as 1\b(?!/))", r">=", r"(full|whole) (win|point|pair)",
        r"instead of (1/2|a half|half|0\.5)", r"≥"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "the precision at each relevant rank i is hits / k (the cut-off k) instead of "
      "hits / i",
      [[r"hits?\s*/\s*k\b", r"P@k instead of P@i", r"k instead of (the rank|i\b)", r"same (cut.?off|k) for every",
        r"cut.?off k instead of the rank", r"divid\w* (each precision )?by k instead of (the rank|i\b)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / k
    return s / denom
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"(divid\w*|averag\w*|mean) (by|over|of) (10|ten)\b", r"10 instead of 11", r"ten instead of eleven",
        r"/\s*10\b", r"(10|ten) levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        total += max([p for p, r in zip(prec, rec) if r >= j / 10], default=0.0)
    return total / 10   # 10 steps of 0.1
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (the binomial tail is never "
      "doubled)",
      [[r"one.?(tailed|sided)", r"doubl\w*", r"(times|multipl\w* by) 2", r"single tail", r"one tail",
        r"half (of )?the (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "counts ranks 1..k as list indices 1..k: skips the first item and reads one "
      "item past the k-th",
      [[r"off.by.one", r"shift\w*", r"skip\w* (the )?first", r"index\w* from 1", r"1.based", r"0.based",
        r"labels\[1", r"first (item|rank|label) (is )?(skipped|missed|ignored|never)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "the result list is a mutable default argument, so points of earlier calls "
      "are kept and returned again",
      [[r"mutable default", r"default (argument|parameter|list|value)", r"(kept|carried|shared|accumulat\w*|reused?|persist\w*) (between|across|over|from) (earlier |previous )?calls",
        r"previous calls?", r"earlier calls?", r"not (reset|cleared|emptied)"]], '''
def my_pr_points(labels, n_relevant, points=[]):
    hits = 0
    for i, l in enumerate(labels, 1):
        if l:
            hits += 1
            points.append(hits / i)
    return points
''')

wrong("q17", "map.mrr", "flow", "adds 1/rank for every relevant item of a query (no break after the first one)",
      [[r"break", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)", r"not only the first",
        r"stop\w* at the first", r"each relevant (item|rank)", r"sum of (the )?reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x == 1:
                total += 1 / i
    return total / len(runs)
''')

wrong("q18", "interp.curve", "flow", "the rank loop stops one rank early (range(1, len(labels))), so the last rank "
      "is never used",
      [[r"last (rank|item|position|label)", r"off.by.one", r"range\(1, ?len", r"stops? one (rank )?(early|short)",
        r"misses? the (final|last)", r"final rank"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for k in range(1, len(labels)):
        hits += labels[k - 1]
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    return [max([p for p, r in zip(P, R) if r >= lvl / 10], default=0.0) for lvl in range(11)]
''')

wrong("q19", "pr.averaged", "flow", "the interpolated curve is created once outside the query loop and never "
      "reset, so each query keeps the maxima of the queries before it",
      [[r"not reset", r"never reset", r"(reused?|carried|kept|shared|accumulat\w*) (from|across|between|over) (the )?(previous |earlier )?quer",
        r"previous quer", r"earlier quer", r"outside the (query )?loop", r"max\w* (over|across) (all |the )?queries"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    curve = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = 0
        pts = []
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        for j, r in enumerate(levels):
            for rec, prec in pts:
                if rec >= r and prec > curve[j]:
                    curve[j] = prec
        for j in range(11):
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

wrong("q20", "roc.eer", "flow", "walks the items in input order (never sorted by score), one ROC point per item",
      [[r"never sorted", r"not sorted", r"unsorted", r"without sorting", r"input order", r"sort\w* by (the )?score",
        r"order (of|in) the input"]], '''
import numpy as np

def my_eer(scores, labels):
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for yi in y:
        if yi:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for j in range(len(fpr)):
        diff = fpr[j] - fnr[j]
        if diff >= 0:
            if diff == 0 or j == 0:
                return float(fpr[j])
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (diff - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

wrong("q21", "map.mean", "flow", "the hit counter is set once before the query loop and never reset, so a query's "
      "precisions count the hits of the queries before it",
      [[r"not reset", r"never reset", r"(carried|kept|accumulat\w*|reused?) (over|across|between|from) (the )?(previous |earlier )?quer",
        r"outside the (query )?loop", r"previous quer", r"earlier quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall divides by the size of the relevant set without a guard: ZeroDivisionError "
      "when nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: ZeroDivisionError when no item is "
      "relevant",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "looks at the distance after the k-th (d[k]) to test for a tie: "
      "IndexError when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d = [x for x, _ in pairs]
    if d[k - 1] != d[k]:   # no tie at the cut: both bounds are P@k
        p = sum(l for _, l in pairs[:k]) / k
        return [p, p]
    cut = d[k - 1]
    before = [l for x, l in pairs if x < cut]
    tied = [l for x, l in pairs if x == cut]
    slots = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(before) + max(0, slots - non_t)
    hi = sum(before) + min(slots, rel_t)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides the hits of the top c by the length of the cut list instead of "
      "c, so a list shorter than the class gets too high a precision",
      [[r"divid\w* by (the )?(length|len|size|number of (items|labels|ranks)) (of )?(the )?(cut|slice|list|top|labels)",
        r"len\(top\)", r"len\(labels", r"instead of (by )?(c\b|n_relevant|the class size)", r"not (by )?(c\b|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i]: IndexError when k is longer than "
      "the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q27", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): ValueError when k is the whole "
      "list",
      [[r"ValueError", r"out of bounds", r"argpartition"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the levels by adding 0.1 in floating point (0.30000000000000004), "
      "so a recall of exactly 0.3 misses its level",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"accumulat\w* 0\.1", r"r \+= 0\.1", r"add\w* 0\.1",
        r"inexact", r"repeated addition"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max([p for p, q in zip(prec, rec) if q >= r], default=0.0))
        r += 0.1
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (fp and fn swapped), so it averages "
      "tp / (tp + fn)",
      [[r"column", r"order of (the )?(entries|fields|columns|values|table)", r"unpack\w*", r"\[tp, ?fn, ?fp\]",
        r"fn and fp (are )?(swapped|confused|exchanged|switched)", r"fp and fn (are )?(swapped|confused|exchanged|switched)",
        r"swap\w* (the )?(fp and fn|fn and fp)", r"misread\w* the tables?"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is reversed: it counts the pairs where the negative item "
      "scores higher",
      [[r"comparison (is )?(reversed|flipped|inverted|the wrong way)", r"revers\w* (the )?comparison",
        r"wrong direction", r"n > p", r"p < n", r"negative (item )?scor\w* higher", r"positive (item )?scor\w* lower",
        r"(>|<) (is )?(reversed|flipped)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                total += 1
            elif n == p:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q31", "set.f_beta", "twin", "precision and recall swapped in the denominator: beta^2 multiplies recall "
      "instead of precision",
      [[r"(precision|P) and (recall|R) (are )?(swapped|exchanged|switched|confused|the wrong way)",
        r"(recall|R) and (precision|P) (are )?(swapped|exchanged|switched|confused)",
        r"beta.{0,12}(multipl\w*|times|on) (the )?recall", r"swap\w* (P and R|R and P|precision and recall|recall and precision)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q32", "map.mrr", "twin", "divides by the number of queries that found a relevant item instead of all "
      "queries",
      [[r"(only|just) (the )?quer\w* (with|that)", r"skip\w* (the )?(empty |hitless )?quer",
        r"(empty|hitless) quer\w* (are )?(skipped|dropped|left out|ignored|not counted)",
        r"divid\w* by (the )?(number|count) of quer\w* (with|that)", r"instead of (all|every) (the )?quer",
        r"not (all|every) (the )?quer"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs)
''')

wrong("q33", "rank.p_at_k", "twin", "divides by the length of the cut list labels[:k] instead of k (k beyond the "
      "list shrinks the denominator)",
      [[r"len\w*\(?\s*(of )?(the )?(top|slice|cut|list)", r"divid\w* by (the )?(number of (items|labels|ranks)|length|size)",
        r"instead of (by )?k\b", r"not (by )?k\b", r"min\(k, ?len"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q34", "map.mean", "twin", "pools the precisions of all queries and divides by the total number of relevant "
      "items (a micro average) instead of averaging the queries' APs",
      [[r"pool\w*", r"micro", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant",
        r"all quer\w* together", r"sum\(n_relevant\)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / k
    R = sum(n_relevant)
    return total / R if R else 0.0
''')

wrong("q35", "ap.eleven_point", "twin", "takes the precision at the first rank whose recall reaches each level "
      "instead of the maximum over all ranks from there on",
      [[r"no max", r"without (the |a )?max", r"max\w* (is )?(missing|not taken|never taken|dropped|left out)",
        r"first rank (where|whose|that|reaching|at which)", r"instead of the max", r"not the max",
        r"(later|deeper|following) ranks? (are )?(ignored|not considered|never)"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        hits = 0
        val = 0.0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        total += val
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of 1s in the list instead of n_relevant",
      [[r"(number|count) of (1s|ones|relevant (items )?(retrieved|in the (list|ranking)))", r"sum\(labels\)",
        r"instead of n_relevant", r"retrieved relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer belong to their "
      "distances",
      [[r"sort\w* (the )?distances (alone|only|separately|without)", r"labels? (are |were )?(no longer |not )?(aligned|matched|paired|sorted with|moved|reordered)",
        r"misalign\w*", r"lost (the )?(pairing|alignment)", r"out of (step|sync)", r"wrong labels?",
        r"(pairing|alignment) (of|between) (the )?(distances|labels)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    hits = n = 0
    for d, y in zip(ds, labels):
        if d < epsilon:
            n += 1
            hits += y
    return hits / n if n else 0.0
''')

wrong("q38", "rank.distances", "data", "ranks the largest distance first (descending), as if distances were scores",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"revers\w*", r"highest distance",
        r"distances? as (a )?(scores?|similarit)", r"wrong (sort )?order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q39", "ndcg.all_judgments", "data", "turns the grades into 0/1 (every relevant item counts 1) before "
      "computing NDCG",
      [[r"binar\w*", r"0/1", r"grades? (are |as )?(treated|read|turned|collapsed|counted) (as|into) (0/1|binary|1)",
        r"ignor\w* the grade (levels|values)", r"graded relevance (is )?(ignored|lost)",
        r"every relevant (item|grade) (counts|as) 1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1] * len(unretrieved), reverse=True)

    def dcg(x):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(x, 1))

    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg else 0.0
''')

wrong("q40", "set.pr", "data", "works on the lists, so an id retrieved more than once is counted once per copy "
      "(duplicates kept)",
      [[r"duplicat\w*", r"more than once", r"(lists?) (instead of|not|rather than) (a )?sets?", r"not (de.?dup\w*|unique)",
        r"repeated (id|item)", r"each copy", r"converted? to (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items beyond the judged scope, so the database "
      "size becomes d + s",
      [[r"d\s*\+\s*s", r"database (size )?(as|is|becomes) d \+ s", r"d (taken |read )?as (the )?(items|rest|unjudged)",
        r"add\w* (the )?scope (s )?to (the )?database", r"(items|rest) (beyond|outside|after) the scope",
        r"unjudged"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s   # judged top s plus the d others
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q42", "pr.averaged", "data", "takes each query's number of relevant items as the 1s of its run instead of "
      "n_relevant[i]",
      [[r"sum\(run", r"(number|count) of (1s|ones|relevant (items )?(retrieved|in the (run|list)))",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved", r"never retrieved",
        r"retrieved relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    out = [0.0] * 11
    for run in runs:
        n = sum(run)
        if n == 0:
            continue
        hits = 0
        pts = []
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n, hits / k))
        for j in range(11):
            out[j] += max([p for r, p in pts if r >= j / 10], default=0.0)
    return [x / len(runs) for x in out]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy thresholds from the distinct scores, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        fpr.append(((s >= t) & ~y).sum() / N)
        fnr.append(1 - ((s >= t) & y).sum() / P)
    for j in range(len(fpr)):
        diff = fpr[j] - fnr[j]
        if diff >= 0:
            if diff == 0 or j == 0:
                return float(fpr[j])
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (diff - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return float(fpr[-1])
''')

right("q44", "scope.knn_ties", "sorted pairs, strictly-closer and tied groups counted", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    before = [l for x, l in pairs if x < cut]
    tied = [l for x, l in pairs if x == cut]
    slots = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(before) + max(0, slots - non_t)
    hi = sum(before) + min(slots, rel_t)
    return [lo / k, hi / k]
''')

right("q45", "interp.step", "explicit loop, first relevant rank whose recall reaches the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("q46", "pr.points", "exact Fractions at the relevant ranks", '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            out.append(float(Fraction(hits, k)))
    return out
''')

right("q47", "dcg.classic", "NumPy discount log2(max(i, 2))", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    return float((g / disc).sum())
''')

right("q48", "scope.eps_precision", "comprehension over the zipped pairs", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
