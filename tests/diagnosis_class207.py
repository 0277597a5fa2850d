"""Diagnosis class 207, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
port pseudo-code from papers and Wikipedia pages (DCG, AP, AUC, EER, interpolation) and keep the source's indexing
and conventions (1-based loops, ``for k = 1 to n``, van Rijsbergen's alpha, Mann-Whitney U, scores read as
distances). Styles vary inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c207-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class207): every right
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

BATCH = "diagnosis class 207 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c207-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(found in the list) instead of n_relevant",
      [[r"relevant (items |documents )?retrieved", r"retrieved relevant", r"found in the (list|ranking)",
        r"number of hits", r"sum\(labels\)", r"(count|number) of (1s|ones)", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* n_relevant", r"unretrieved relevant.{0,40}(ignored|left out|missing)",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    # AveP = sum_{k=1}^{n} P(k) rel(k) / (number of relevant documents retrieved)
    n = len(labels)
    hits = 0
    total = 0.0
    for k in range(1, n + 1):
        if labels[k - 1] == 1:
            hits += 1
            total += hits / k
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "dcg.classic", "sibling", "computes the log2(i + 1) DCG (Wikipedia's / trec_eval's formula) instead "
      "of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"wikipedia", r"every rank discounted",
        r"first (rank|item|grade) (is )?discounted", r"discount\w* (at|from) rank 1", r"one rank (late|later|too far)",
        r"shifted discount", r"other (dcg )?formulation"]], '''
import math

def my_dcg(grades):
    # DCG_p = sum_{i=1}^{p} rel_i / log2(i + 1)
    dcg = 0.0
    for i in range(1, len(grades) + 1):
        dcg += grades[i - 1] / math.log2(i + 1)
    return dcg
''')

wrong("q03", "interp.step", "sibling", "returns the usual max-interpolated precision (the best precision at any "
      "recall >= level) instead of the step rule's P_i",
      [[r"max(imum)?.?interpolat", r"max(imum)? (over|of) (the )?(later|following|all|every)", r"best precision",
        r"highest precision", r"any (later|following) rank", r"standard interpolat", r"usual interpolat",
        r"11.?point interpolat", r"later ranks?", r"max\(", r"max scheme"]], '''
def my_step_interpolated(labels, n_relevant, level):
    # p_interp(r) = max_{r' >= r} p(r')
    best = 0.0
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight piece",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"not interpolat\w*", r"without interpolat\w*",
        r"no interpolation", r"never interpolat\w*", r"\(fpr ?\+ ?fnr\) ?/ ?2", r"mean of (the )?fpr and fnr",
        r"average of (the )?fpr and fnr", r"one roc point", r"a single roc point"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    points = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("q05", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, leaving "
      "the unretrieved relevant items out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"sorted\(grades",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        # DCG = rel_1 + sum_{i=2}^{p} rel_i / log2(i)
        if not rel:
            return 0.0
        return rel[0] + sum(rel[i - 1] / math.log2(i) for i in range(2, len(rel) + 1))

    idcg = dcg(sorted(grades, reverse=True))
    return dcg(list(grades)) / idcg if idcg > 0 else 0.0
''')

wrong("q06", "pr.averaged", "sibling", "interpolates each query with the lecture notes' step rule (P_i for "
      "R_(i-1) < r <= R_i) instead of the max over the ranks with R@k >= r",
      [[r"step (rule|interpolation|scheme)", r"\bP_i\b", r"first (relevant )?rank (whose recall )?reach\w*",
        r"not the max", r"without (the )?max", r"no max", r"instead of (the )?max", r"precision at the first rank",
        r"lecture notes' rule"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            curves.append([0.0] * 11)
            continue
        Ri, Pi = [], []
        hits = 0
        for k in range(1, len(labels) + 1):
            if labels[k - 1]:
                hits += 1
                Ri.append(hits / R)
                Pi.append(hits / k)
        row = []
        for r in levels:
            # p_interp(r) = P_i  for  R_(i-1) < r <= R_i
            i = next((i for i in range(len(Ri)) if Ri[i] >= r), None)
            row.append(Pi[i] if i is not None else 0.0)
        curves.append(row)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value P(X >= wins of a) instead of the "
      "two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not (doubled|two.?sided)",
        r"instead of (the )?two.?sided", r"greater", r"only (the )?upper tail", r"forg\w* to double"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
# H1: a better than b  ->  p = P(X >= wins), X ~ Bin(n, 1/2)
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator "
      "(beta^2 R + P instead of beta^2 P + R)",
      [[r"beta\W{0,4}2?\W{0,4}(\*\s*)?r\b", r"beta.{0,20}(on|times|multipl\w*) (the )?recall",
        r"(precision and recall|p and r) (swapped|exchanged|confused)", r"swap\w* .{0,30}(precision|p\b).{0,20}(recall|r\b)",
        r"wrong term", r"(weights?|beta) (the )?wrong (one|term|side)", r"denominator.{0,40}(swapped|reversed|wrong)"]], '''
def my_f(precision, recall, beta):
    P, R = precision, recall
    if P == 0 and R == 0:
        return 0.0
    return (1 + beta ** 2) * P * R / (beta ** 2 * R + P)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1 (the - 1 left out)",
      [[r"minus (one|1)", r"2\s*\*\*\s*(rel|g|grade)\b(?!\s*-)", r"without (the )?(- ?1|minus)",
        r"forg\w* .{0,20}(- ?1|minus|subtract)", r"grade 0.{0,30}(gain|counts?) 1", r"irrelevant.{0,40}gain",
        r"(no|missing|dropped|left out)( the)? (- ?1|minus one|subtraction)", r"- ?1 (is )?(missing|dropped|left out)"]], '''
import math

grades = v["grades"]
my_dcg_exp = 0.0
for i in range(1, len(grades) + 1):
    my_dcg_exp += 2 ** grades[i - 1] / math.log2(i + 1)
''')

wrong("q10", "roc.auc", "shape", "divides by n_pos and then multiplies by n_neg (/ n_pos * n_neg without "
      "parentheses) instead of dividing by the product",
      [[r"parenthes", r"bracket", r"precedence", r"multipl\w* by (the )?(n_?neg|number of negatives|negatives)",
        r"/ ?n_?pos ?\* ?n_?neg", r"times (the )?(n_?neg|number of negatives)",
        r"not divided by (the )?(product|n_?pos ?\* ?n_?neg)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    n_pos, n_neg = len(pos), len(neg)
    wins = sum(1 for p in pos for q in neg if p > q)
    ties = sum(1 for p in pos for q in neg if p == q)
    return (wins + 0.5 * ties) / n_pos * n_neg
''')

wrong("q11", "gen.practical", "shape", "takes the largest class size as d - s - v instead of d - s + v in "
      "recall's lower bound",
      [[r"d ?- ?s ?- ?v", r"- ?v\b.{0,30}instead of.{0,10}\+ ?v", r"subtract\w* v", r"sign of v",
        r"minus v", r"v (subtracted|taken away)", r"wrong sign"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = v / s
    c_max = d - s - v          # most relevant items possible: the unjudged ones plus the ones found
    r_low = v / c_max if c_max else 0.0
    g_low = v / d
    return [p, r_low, g_low]
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of 11", r"not (by )?11", r"wrong (number|count) of levels",
        r"one level (too )?(few|short)", r"off by one.{0,30}(levels|count|divisor)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    rel = np.asarray(labels, dtype=float)
    hits = np.cumsum(rel)
    prec = hits / np.arange(1, len(rel) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(rel))
    total = 0.0
    for r in np.linspace(0.0, 1.0, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q13", "ndcg.value", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"math\.log\(", r"base e", r"(another|wrong|other) base", r"not log2",
        r"instead of log2", r"log base 2 .{0,20}(missing|forgotten)"]], '''
import math

def dcg(rel):
    return rel[0] + sum(rel[i - 1] / math.log(i) for i in range(2, len(rel) + 1)) if rel else 0.0

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q14", "scope.knn_ties", "shape", "returns the numbers of relevant targets in the two top-k lists, never "
      "divided by k",
      [[r"not divided by k", r"never divid\w* by k", r"without divid\w*", r"forg\w* .{0,20}(divide|/ ?k)",
        r"counts? (instead of|not) (the )?precision", r"number of (relevant|hits) (instead|rather)",
        r"raw counts?", r"hits (instead|not)", r"missing / ?k"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))     # tied relevant targets last
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))     # tied relevant targets first
    low = sum(y for _, y in worst[:k])
    high = sum(y for _, y in best[:k])
    return [low, high]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank (the append sits outside the if), not only at "
      "the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks?", r"outside (the|its) if",
        r"indent", r"not only (at )?(the )?relevant", r"irrelevant ranks?", r"one point per rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits += 1
        points.append(hits / k)
    return points
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so a later query's P@k counts "
      "the earlier queries' hits",
      [[r"reset", r"re.?initiali[sz]", r"carr\w* over", r"across queries", r"between queries",
        r"previous quer\w*.{0,30}hits", r"hits.{0,40}(accumulat|kept|previous|earlier)", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for k in range(1, len(labels) + 1):
            if labels[k - 1]:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "interp.curve", "flow", "ports 'for k = 1 to n' as range(1, n), so the last rank is never looked at",
      [[r"last rank", r"final rank", r"range\(1, ?n\)", r"off.?by.?one", r"one rank (short|too few)",
        r"stops? (one|a rank) (early|short|before)", r"misses? the last", r"skips? the last"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    P, R = [], []
    hits = 0
    for k in range(1, n):
        hits += labels[k - 1]
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(P, R) if rr >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("q18", "rank.p_at_k", "flow", "keeps the paper's 1-based indexing in the slice labels[1:k+1], dropping rank 1 "
      "and reading rank k + 1",
      [[r"1.?based", r"labels\[1:", r"rank 1.{0,30}(skipped|dropped|missed|left out|ignored)",
        r"skips? (the )?first", r"first (item|rank|label).{0,30}(skipped|dropped|missed|left out)",
        r"shifted by one", r"off.?by.?one", r"k ?\+ ?1"]], '''
def my_p_at_k(labels, k):
    # P@k = (1/k) * sum_{i=1}^{k} rel_i
    return sum(labels[1:k + 1]) / k
''')

wrong("q19", "roc.eer", "flow", "never updates the previous ROC point in the loop, so it always interpolates from "
      "(0, 0) instead of from the point before the crossing",
      [[r"previous (roc )?point", r"point before", r"never updat\w*", r"not updated", r"from \(0, ?0\)",
        r"from the (first|origin|start)", r"prev\w*.{0,30}(stale|kept|never)", r"stale"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    prev_fpr, prev_fnr = 0.0, 1.0
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            if fpr == fnr:
                return fpr
            a, b = prev_fpr - prev_fnr, fpr - fnr
            x = -a / (b - a)
            return prev_fpr + x * (fpr - prev_fpr)
    return 1.0
''')

wrong("q20", "ap.at_k", "flow", "sums P@i at every relevant rank of the whole list, never stopping at k",
      [[r"(beyond|past|after) (rank )?k", r"never (stops?|cut)", r"not cut", r"whole list", r"entire list",
        r"all relevant ranks", r"ranks? greater than k", r"ignor\w* k\b", r"no cut.?off"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q21", "dcg.trec", "flow", "runs the formula's 1-based i over the 0-based list (range(1, n)): the first "
      "grade is skipped and every other grade is discounted one rank early",
      [[r"first (grade|item|rank|document).{0,30}(skipped|dropped|missed|left out|ignored|never)",
        r"skips? (the )?first", r"1.?based", r"0.?based", r"off.?by.?one", r"range\(1",
        r"one rank (early|too early|off)", r"shifted by one"]], '''
import math

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g)):
    my_dcg_trec += g[i] / math.log2(i + 1)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises",
      [ZERODIV, [r"p ?= ?r ?= ?0", r"both (are )?(0|zero)", r"precision and recall (both )?(0|zero)",
                 r"guard", r"zero precision and recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved keeps the previous query's precision "
      "instead of counting 0",
      [[r"previous quer\w*", r"earlier quer\w*", r"last quer\w*'?s? (precision|value)", r"reus\w*", r"stale",
        r"carr\w* over", r"left over", r"not reset"]], '''
def my_macro_precision(tables):
    total = 0.0
    p = 0.0
    for tp, fp, fn in tables:
        if tp + fp > 0:
            p = tp / (tp + fp)
        total += p
    return total / len(tables)
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut list (np.mean of labels[:c]) instead "
      "of c, so a list shorter than the class scores too high",
      [[r"len(gth)? of (the )?(cut|sliced|short) list", r"np\.mean", r"mean of (the )?(slice|labels)",
        r"(divid\w*|normali[sz]\w*) by (the )?(list'?s? )?length", r"instead of (by )?(c|n_relevant|the class size)",
        r"shorter list.{0,40}(divid|denominator)", r"missing ranks? (not|never) counted"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides DCG by an ideal DCG of 0 when nothing at all is relevant "
      "(no guard), raising",
      [ZERODIV, [r"ideal dcg (is )?(0|zero)", r"idcg (is |= ?)?(0|zero)", r"no relevant", r"guard",
                 r"nothing relevant"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        total = 0.0
        for i in range(1, len(rel) + 1):
            total += rel[i - 1] if i == 1 else rel[i - 1] / math.log2(i)
        return total

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(list(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.curve", "hidden", "builds the levels as 0.1 * i, so 0.3, 0.6 and 0.7 come out a hair above "
      "the recall 3/10, 6/10, 7/10 they should equal",
      [[r"0\.1 ?\* ?i", r"floating.?point", r"float(ing)? (error|rounding|precision)", r"rounding",
        r"0\.30000000000000004", r"not exact", r"inexact", r"a hair above", r"levels? (computed|built) (in|with) floats?"]], '''
def my_interpolated(labels, n_relevant):
    levels = [0.1 * i for i in range(11)]
    P, R = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    return [max([p for p, r in zip(P, R) if r >= lv], default=0.0) for lv in levels]
''')

wrong("q27", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when "
      "nothing is within epsilon",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned|retrieved)", r"no target", r"mean of an empty",
             r"np\.mean"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q28", "pr.averaged", "hidden", "leaves a query with no relevant items out of the mean instead of "
      "counting it 0 at every level",
      [[r"skip\w*", r"left out", r"leav\w* .{0,30}out", r"exclud\w*", r"drop\w*", r"ignor\w*",
        r"not counted", r"fewer queries", r"only (the )?queries with relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        P, Rc, hits = [], [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            P.append(hits / k)
            Rc.append(hits / R)
        curves.append([max([p for p, r in zip(P, Rc) if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"order", r"swapp\w*", r"reversed", r"the other way round", r"\[recall, ?precision\]",
        r"exchanged", r"interchanged"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q30", "roc.auc", "twin", "compares with >= so a tied (positive, negative) pair counts as a full win "
      "instead of 1/2",
      [[r">=", r"greater (than )?or equal", r"ties? (count\w* )?(as )?(a )?(full|whole) ",
        r"full (win|credit|point)", r"tied pairs? (are )?(counted|count) as (a )?(win|one\b)", r"not (half|1/2)",
        r"instead of (half|1/2)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for q in neg if p >= q)
    return wins / (len(pos) * len(neg))
''')

wrong("q31", "set.f_beta", "twin", "ports van Rijsbergen's weighted harmonic mean with alpha = 1 / (1 + beta) "
      "instead of alpha = 1 / (1 + beta^2)",
      [[r"alpha", r"1 ?/ ?\(1 ?\+ ?beta\)", r"van rijsbergen", r"weighted harmonic", r"e.?measure"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q32", "rank.distances", "twin", "sorts the distances in descending order (reverse=True, as for "
      "similarity scores), so the farthest items come first",
      [[r"descending", r"reverse", r"(as|like) (similarit\w*|scores?)", r"largest (distance )?first",
        r"high\w* (distance )?first", r"wrong (sort )?(order|direction)", r"farthest first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q33", "map.mrr", "twin", "finds the first relevant rank with np.argmax, which returns 0 for an all-zero "
      "run, so a query with nothing relevant gets RR 1",
      [[r"argmax", r"all.?zero", r"no relevant.{0,40}(1\b|one|rank 1|first)",
        r"nothing relevant.{0,40}(1\b|one|rank 1)", r"counts? (as )?1 instead of 0", r"instead of 0"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q34b", "interp.step", "twin", "uses a strict R_i > level, so a level equal to a reached recall R_i "
      "takes the next point's precision",
      [[r"strict", r"> ?level", r"r_i ?> ?r", r">= ?instead", r"instead of >=", r"equal to (a|the) (reached )?recall",
        r"boundary", r"R_\(?i-1\)? <= r < R_i", r"next point", r"closed on the wrong side"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q35", "sig.sign_test", "twin", "counts a tied query as a loss for a (the else branch) instead of "
      "dropping the ties",
      [[r"ties? (are |is )?(counted|treated) as (a )?loss", r"else", r"ties? not dropped", r"not dropp\w*",
        r"keeps? the ties", r"ties? (kept|included)", r"includ\w* (the )?ties"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = 0
for i in range(n):
    if a[i] > b[i]:
        wins += 1
x = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(0, x + 1)) / 2 ** n)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "treats the grades as binary relevance (any grade > 0 counts 1)",
      [[r"binary", r"0/1", r"> ?0", r"grades? (as|into) (1|one)", r"ignor\w* the grade", r"grade values? ignored",
        r"every relevant (item|grade) counts? (as )?1", r"graded relevance.{0,30}(lost|ignored)"]], '''
import math

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return rel[0] + sum(rel[i - 1] / math.log2(i) for i in range(2, len(rel) + 1)) if rel else 0.0
''')

wrong("q37", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of missing items each of grade 1, not "
      "as their grades",
      [[r"grade 1", r"grades? of 1", r"\[1\] ?\* ?len", r"as (a )?count", r"number of (missing|unretrieved)",
        r"ignor\w* (the )?(unretrieved )?grades", r"not (as )?(their )?grades", r"binary"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(rel, 1))

    missing = [1] * len(unretrieved)          # one relevant document per missing entry
    idcg = dcg(sorted(list(grades) + missing, reverse=True))
    return dcg(list(grades)) / idcg if idcg else 0.0
''')

wrong("q38", "set.pr", "data", "counts an id retrieved twice twice (lists, not sets)",
      [[r"duplicat\w*", r"counted twice", r"twice.{0,20}(counted|in the count)", r"without (a )?set",
        r"lists? (instead of|not|rather than) sets?", r"no set\(\)", r"repeated (ids?|items?)", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    recall = len(hits) / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("q39", "map.mean", "data", "uses the number of 1s in each run as the query's relevant count, ignoring "
      "n_relevant",
      [[r"ignor\w* n_relevant", r"sum\(run\)", r"number of (1s|ones|hits)", r"relevant (items )?retrieved",
        r"instead of n_relevant", r"not n_relevant", r"count\w* (of )?(the )?(1s|ones)",
        r"unretrieved.{0,40}(ignored|missing|not counted)"]], '''
from statistics import mean

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits = 0
        s = 0.0
        for k in range(1, len(run) + 1):
            if run[k - 1] == 1:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return mean(aps)
''')

wrong("q40", "roc.auc", "data", "takes label 0 as the positive class (the paper's convention), which gives "
      "1 - AUC",
      [[r"label 0", r"labels? (inverted|swapped|flipped|reversed)", r"positive.{0,20}(class )?(is )?0",
        r"1 ?- ?auc", r"classes (swapped|inverted)", r"negatives? as positives?", r"wrong class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]      # class 0 = positive / genuine
    neg = [s for s, y in zip(scores, labels) if y != 0]
    total = 0.0
    for p in pos:
        for q in neg:
            total += 1.0 if p > q else 0.5 if p == q else 0.0
    return total / (len(pos) * len(neg))
''')

wrong("q41", "roc.eer", "data", "reads the scores as distances (a biometrics paper's convention: accept when "
      "score <= t), so the low scores are taken as the positive side",
      [[r"distances?", r"lower (score )?(is|=) better", r"low(er|est)? scores? (first|as positive|accepted)",
        r"<= ?t", r"ascending", r"reversed (the )?(score|threshold)", r"wrong (score )?direction",
        r"dissimilarit\w*"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    prev_fpr, prev_fnr = 0.0, 1.0
    for t in sorted(set(scores)):                 # accept when score <= t
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and not y)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            if fpr == fnr:
                return fpr
            a, b = prev_fpr - prev_fnr, fpr - fnr
            return prev_fpr + (-a / (b - a)) * (fpr - prev_fpr)
        prev_fpr, prev_fnr = fpr, fnr
    return 1.0
''')

wrong("q42", "gen.practical", "data", "takes d as the number of items outside the judged scope (the database "
      "size is d + s)",
      [[r"d ?\+ ?s", r"outside the (judged )?scope", r"unjudged (items )?only", r"d (as|is) the (rest|remaining)",
        r"database size.{0,30}(d ?\+ ?s|wrong)", r"adds? s", r"not the (whole )?database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s                      # d unjudged items plus the judged top s
    return [v / s, v / (total - s + v), v / total]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "1-based while loop kept from the pseudo-code", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    k, hits, s = 1, 0, 0.0
    while k <= len(labels):
        if labels[k - 1] == 1:
            hits += 1
            s += hits / k
        k += 1
    return s / n_relevant
''')

right("q44", "avg.macro", "exact fractions", '''
from fractions import Fraction

def my_macro_precision(tables):
    ps = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(ps) / len(ps))
''')

right("q45", "scope.eps_precision", "itertools.compress", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q46", "rank.distances", "NumPy stable argsort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

right("q47", "pr.points", "itertools.accumulate comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [hits[i] / (i + 1) for i in range(len(labels)) if labels[i]]
''')

right("q48", "ap.eleven_point", "NumPy with exact levels j / 10", '''
import numpy as np

def my_11pt(labels, n_relevant):
    rel = np.asarray(labels, dtype=float)
    hits = np.cumsum(rel)
    prec = hits / np.arange(1, len(rel) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(rel))
    vals = [prec[rec >= j / 10].max() if (rec >= j / 10).any() else 0.0 for j in range(11)]
    return float(np.mean(vals))
''')

SUBMISSIONS = tuple(S)
