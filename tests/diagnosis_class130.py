"""Diagnosis class 130, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
copy a formula from a textbook or a Wikipedia page that uses another convention than the course (another DCG
discount or gain, another AP denominator, another text's interpolation rule, a ROC AUC by another formula, an
F-measure weighted another way, a sign test from a statistics text with a one-sided tail), written with loops,
NumPy, comprehensions, itertools and fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), ``variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c130-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class130): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 130 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c130-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.trec", "sibling", "uses the classic DCG (rank 1 undiscounted, log2(i) for i >= 2) from the "
      "textbook instead of the asked log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rank 1 (is )?(not|un)discounted", r"undiscounted",
        r"rel_1 \+", r"burges|jarvelin|järvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i - 1] / log2(i) for i in range(2, len(g) + 1))
''')

wrong("q02", "sig.sign_test", "sibling", "reports a one-sided p-value (the binomial tail of the smaller count, "
      "not doubled) as in the statistics textbook",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"half (of )?the two.?sided",
        r"forg[eo]t.{0,20}doubl", r"(times|multiply|multiplied by) 2"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q03", "ap.at_k", "sibling", "divides AP@k by n_relevant (the plain AP denominator of the textbook) "
      "instead of min(k, n_relevant)",
      [[r"instead of min", r"not min", r"rather than min", r"plain AP", r"without (the )?min",
        r"(divid\w*|denominator) (is |by )?(only |just )?(R|n_relevant)\b(?!\))", r"whole n_relevant",
        r"(all|every) (the )?relevant items (as|in the) (denominator|divisor)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q04", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_1", r"balanced", r"harmonic mean", r"ignor\w* beta", r"beta (is )?(never|not) used",
        r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q05", "interp.curve", "sibling", "reads each level with the lecture notes' step rule (precision at the "
      "first relevant rank reaching r) instead of the maximum precision at any rank with recall >= r",
      [[r"step", r"first (relevant )?rank (whose recall )?reach", r"not the max", r"instead of the max",
        r"max(imum)? (to the right|over later|of later)", r"P_i\b"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / k))
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

wrong("q06", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(another text's AP) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items |ones )?retrieved", r"found", r"hits", r"sum\(labels\)",
        r"relevant in the (list|ranking)"],
       [r"divid", r"denominator", r"instead of n_relevant", r"not n_relevant", r"mean of"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].mean())
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where FPR and FNR are nearest "
      "instead of intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"smallest \|?FPR ?- ?FNR", r"no interpolat", r"not interpolat",
        r"without interpolat", r"a ROC point (instead|rather)", r"(FPR ?\+ ?FNR) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = 1 - ((s >= t) & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1 (a grade-0 item still gains 1)",
      [[r"without (the )?(- ?1|minus (one|1))", r"(missing|forg[eo]t|drop\w*|left out).{0,20}(- ?1|minus (one|1))",
        r"- ?1 (is )?(missing|dropped|left out|forgotten)", r"2\^rel\w*(?!\w| ?- ?1)", r"2 ?\*\* ?\w+(?!\w| ?- ?1)",
        r"without subtracting",
        r"gain of 1 for (a )?(grade.?0|non.?relevant)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\(", r"np\.log\(", r"(another|wrong|other) (log )?base",
        r"not log2", r"instead of log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "set.f_beta", "shape", "computes beta^2 as beta * 2",
      [[r"beta ?\* ?2", r"2 ?\* ?beta", r"doubl\w* beta", r"twice beta", r"instead of (squar|beta ?\*\* ?2|beta\^2)",
        r"not squared"]], '''
def my_f(precision, recall, beta):
    b2 = beta * 2
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q11", "map.mrr", "shape", "takes the reciprocal of the mean first-relevant rank (1 / mean rank) instead "
      "of the mean of the reciprocal ranks",
      [[r"1 ?/ ?(the )?mean", r"reciprocal of the mean", r"mean (first )?rank", r"average rank",
        r"inverts? the mean", r"mean of the ranks", r"harmonic"]], '''
import math

def my_mrr(runs):
    ranks = []
    for run in runs:
        r = math.inf
        for i, x in enumerate(run, 1):
            if x:
                r = i
                break
        ranks.append(r)
    return 1 / (sum(ranks) / len(ranks))
''')

wrong("q12", "roc.auc", "shape", "returns the Gini coefficient 2 AUC - 1 copied from a credit-scoring text "
      "instead of the AUC itself",
      [[r"gini", r"2 ?\*? ?AUC ?- ?1", r"2AUC", r"rescal", r"somers", r"accuracy ratio"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    auc = wins / (len(pos) * len(neg))
    return 2 * auc - 1
''')

wrong("q13", "ap.eleven_point", "shape", "averages over 10 levels 0.1 ... 1.0 (recall 0 left out) instead of the "
      "11 levels 0.0 ... 1.0",
      [[r"\b10 levels", r"ten levels", r"divid\w* by 10\b", r"(level|recall) 0(\.0)? (is )?(left out|missing|skipped|dropped)",
        r"(left out|missing|skipped|dropped|without).{0,25}(level|recall) 0(\.0)?\b", r"starts? at 0\.1"]], '''
def my_11pt(labels, n_relevant):
    pr = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pr.append((hits / n_relevant, hits / k))
    levels = [j / 10 for j in range(1, 11)]
    vals = [max([p for r, p in pr if r >= lev], default=0.0) for lev in levels]
    return sum(vals) / len(levels)
''')

wrong("q14", "gen.practical", "shape", "writes the recall lower bound as v / (d - s), dropping the + v of "
      "d - s + v",
      [[r"\+ ?v", r"d ?- ?s ?\+ ?v", r"v (is )?(missing|dropped|left out)", r"(without|forg[eo]t|drop\w*|missing).{0,20}\bv\b",
        r"d ?- ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "returns from inside the query loop, so MAP is the first query's AP divided by "
      "the number of queries",
      [[r"return.{0,30}(inside|in) the loop", r"(inside|in) the loop.{0,30}return", r"first query",
        r"indent", r"after (the )?(first|one) (query|iteration)", r"loop (ends|stops) early"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
        return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "computes each point's precision before counting the relevant item it stands "
      "on (one hit too few)",
      [[r"before (count|increment|add)", r"one (hit )?too few", r"(hit|count|counter) (is )?(incremented|added|updated) (after|too late)",
        r"off.?by.?one", r"hits - 1", r"not (yet )?counted"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q17", "ndcg.all_judgments", "flow", "sorts the ideal ranking from low to high (sorted without "
      "reverse=True)",
      [[r"ascending", r"low(est)? to high", r"reverse", r"wrong order", r"smallest (grade )?first",
        r"(increasing|rising) order"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q18", "ap.at_k", "flow", "loops over range(1, k), so the item at rank k is never looked at",
      [[r"range\(1, ?k\)", r"rank k (is )?(never|not|left|skipped|missing|dropped)", r"off.?by.?one",
        r"(last|k-?th) rank", r"stops? (one|a rank) (early|short)", r"k - 1"]], '''
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

wrong("q19", "map.mrr", "flow", "never breaks at the first relevant item: sums 1/rank of every relevant item "
      "of a query",
      [[r"no break", r"never break", r"without (a )?break", r"missing break", r"every relevant", r"all (the )?relevant",
        r"(sums?|adds?) .{0,30}(each|every|all)", r"not (only )?the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr += 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "loops over the ranks with range(1, len(labels)), so the last rank of "
      "every query is left out",
      [[r"last rank", r"last item", r"off.?by.?one", r"range\(1, ?len\(labels\)\)", r"(final|last) (position|element)",
        r"one rank short"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k in range(1, len(labels)):
            hits += labels[k - 1]
            pts.append((hits / R, hits / k))
        curves.append([max([p for r, p in pts if r >= lev - 1e-12], default=0.0) for lev in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q21", "rank.p_at_k", "flow", "starts the loop at index 1 (a 1-based habit on a 0-based list), so the item "
      "at rank 1 is never counted",
      [[r"rank 1", r"first (item|rank|element)", r"index 1", r"labels\[1", r"range\(1,", r"off.?by.?one",
        r"skip\w* (the )?first"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "scope.eps_precision", "hidden", "no guard for an empty result: with nothing within epsilon it "
      "divides by zero instead of returning 0",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    found = 0
    rel = 0
    for dist, lab in zip(distances, labels):
        if dist < epsilon:
            found += 1
            rel += lab
    return rel / found
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.f_beta", "hidden", "no guard for precision = recall = 0: the formula divides by zero",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.eleven_point", "hidden", "builds the levels as j * 0.1 in floating point, so 0.3, 0.6 and 0.7 "
      "come out a hair too high and a recall exactly at them does not reach them",
      [[r"floating.?point", r"float(ing)? (error|rounding)", r"j ?\* ?0\.1", r"0\.30000000000000004",
        r"0\.6000000000000001", r"round(ing|ed)? (error|issue|the levels)", r"inexact", r"not (computed )?exact"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant, hits / k))
    levels = [j * 0.1 for j in range(11)]
    total = 0.0
    for lev in levels:
        total += max([p for r, p in pts if r >= lev], default=0.0)
    return total / 11
''')

wrong("q25", "map.mean", "hidden", "skips a query with no relevant item retrieved, so it is left out of the mean "
      "instead of counting AP 0",
      [[r"skip", r"left out", r"leaves? out", r"dropp", r"ignor", r"exclud", r"not counted", r"continue"],
       [r"query", r"mean", r"denominator", r"AP (of )?0", r"zero"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if y.sum() == 0:
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / R)
    return float(np.mean(aps))
''')

wrong("q26", "pr.averaged", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        for j in range(11):
            sums[j] += max([p for r, p in pts if r >= j / 10], default=0.0)
    return [x / len(runs) for x in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c, so a list shorter "
      "than the class gives a too high value",
      [[r"len\(", r"length of (the )?(list|slice|labels)", r"min\(", r"(slice|list)'?s? length",
        r"instead of (c|n_relevant|the class size)", r"not (by )?(c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "ap.at_k", "hidden", "first clips k to the list's length, so min(k, n_relevant) is too small when "
      "k is longer than the list",
      [[r"clip", r"len\(labels\)", r"length of (the )?list", r"min\(k, ?len", r"cut k", r"k (is )?(reduced|shortened|capped)",
        r"truncat\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(1, k + 1):
        if labels[i - 1]:
            hits += 1
            s += hits / i
    return s / denom
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "compares the scores as if lower were better (p_score < n_score counts as a "
      "win), as in the distance-based text it was copied from; the numbers equal those of swapped labels",
      [[r"lower (score|value)s? (is|are|as|=) (better|more relevant)", r"smaller score", r"(as|like) (a )?distances?",
        r"comparison (is )?(reversed|flipped|inverted|the wrong way)", r"reversed comparison", r"<\s*instead of\s*>",
        r"wrong direction"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q30", "avg.macro", "twin", "pools the counts over the queries (micro-averaged precision, sum tp / sum "
      "(tp + fp)); the same numbers as weighting each query's precision by its number retrieved",
      [[r"micro", r"pool", r"summed counts", r"sum\w* (of )?(the )?(counts|tp)", r"total tp", r"aggregat"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q31", "sig.sign_test", "twin", "keeps the tied queries in n (they are not dropped); with the smaller "
      "count taken as min(wins, n - wins) this gives the same numbers as counting ties as losses of a",
      [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps|keeping|includ\w*|counted?).{0,20}ti(es|ed)",
        r"ti(es|ed).{0,30}(kept|included|counted|in n)", r"n (is|=) (the number of )?(all )?(queries|len)",
        r"without dropping"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]; the same "
      "numbers as breaking the ties with the two sort keys exchanged",
      [[r"(wrong|reversed|swapped|exchanged|opposite) order", r"order (is )?(reversed|swapped)",
        r"highest (first|before)", r"\[highest, ?lowest\]", r"swapp?\w* (the )?(two )?(bounds|results|values)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], t[1]))
    opti = sorted(pairs, key=lambda t: (t[0], -t[1]))
    low = sum(lab for _, lab in pess[:k]) / k
    high = sum(lab for _, lab in opti[:k]) / k
    return [high, low]
''')

wrong("q33", "set.pr", "twin", "returns [recall, precision] in that order; the same numbers as dividing "
      "precision by the relevant set and recall by the retrieved set",
      [[r"(wrong|reversed|swapped|exchanged|opposite) order", r"order (is )?(reversed|swapped)",
        r"\[recall, ?precision\]", r"recall first", r"returned? .{0,20}swapped"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q34", "set.f_beta", "twin", "puts beta^2 on recall in the denominator, (1 + b^2) P R / (P + b^2 R) (the "
      "other text's weighting); the same numbers as using 1 / beta",
      [[r"b(eta)?\^?2 ?\*? ?R\b", r"b(eta)?\*\*2 ?\* ?r", r"(on|with|times|multipl\w*) (the )?recall",
        r"P and R (swapped|exchanged)", r"precision and recall (swapped|exchanged)", r"roles? of (P|precision)",
        r"weights? precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q35", "rank.distances", "twin", "sorts with reverse=True (largest distance first), as for similarity "
      "scores; the same numbers as ranking the farthest items first",
      [[r"reverse ?= ?True", r"descending", r"largest (distance )?first", r"farthest (first|items first)",
        r"(high|large)(est)? to (low|small)", r"(as|like) (a )?similarit"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "treats the grades as binary (gain 1 for any grade > 0) instead of "
      "using the grade values",
      [[r"binar", r"gain (of )?1", r"0/1", r"ignor\w* (the )?grade (values|levels)", r"grades? (as|become) (0 or 1|1)",
        r"> ?0"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = (np.asarray(grades) > 0).astype(float)
    ideal = np.sort((np.asarray(list(grades) + list(unretrieved)) > 0).astype(float))[::-1]

    def dcg(x):
        ranks = np.arange(1, len(x) + 1)
        disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
        return float(np.sum(x / disc))

    idcg = dcg(ideal)
    return dcg(g) / idcg if idcg > 0 else 0.0
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer belong to their "
      "distances",
      [[r"misalign", r"labels? (are |were )?(not|never) (re)?(ordered|sorted|moved|permuted)", r"(no longer|don't|do not) (match|belong)",
        r"sort\w* (only )?the distances (alone|only|but not)", r"pair\w* (is |are )?(broken|lost)", r"out of (step|sync)"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    inside = [lab for dist, lab in zip(d, labels) if dist < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q38", "gen.practical", "data", "takes s as the number of relevant labels (sum(labels)) instead of the "
      "length of the judged list",
      [[r"sum\(labels\)", r"s (is|=) (the )?(number of )?(relevant|v)", r"(number|count) of (relevant|ones)",
        r"instead of len", r"not len\(labels\)", r"scope (size )?(is|as) (the )?(number of )?relevant"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    return [v / s if s else 0.0, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q39", "map.mean", "data", "ignores the given n_relevant and divides each AP by the relevant items in "
      "its list (sum(run))",
      [[r"ignor\w* (the )?(given )?n_relevant", r"sum\(run", r"sum\(labels", r"(relevant|ones) in (the|its) list",
        r"retrieved relevant", r"relevant (items )?retrieved", r"instead of n_relevant", r"not n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q40", "interp.curve", "data", "computes recall as hits / len(labels) (the list's length) instead of "
      "hits / n_relevant",
      [[r"len\(labels\)", r"length of (the )?(list|ranking)", r"(list|ranking)'?s? length", r"number of (items|ranks|retrieved)",
        r"instead of n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    rec = hits / len(y)
    prec = hits / ranks
    out = []
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking, as if they were "
      "retrieved at the bottom",
      [[r"append", r"(as if|as though).{0,20}retrieved", r"treat\w* .{0,30}as retrieved", r"added to the (ranking|list|run)",
        r"(end|bottom) of the (ranking|list)", r"in the (run|ranking)'?s? dcg"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

run = list(v["grades"]) + list(v["unretrieved"])
ideal = sorted(run, reverse=True)
my_ndcg_value = dcg(run) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

wrong("q42", "interp.step", "data", "takes R as the relevant items found in the list (sum(labels)) instead of "
      "the given n_relevant",
      [[r"sum\(labels", r"(relevant|ones) (found )?in the list", r"retrieved relevant", r"relevant (items )?(found|retrieved)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* (the given )?n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / R >= level:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "dcg.classic", "NumPy with the rank-1 term outside the sum", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1))))
''')

right("q44", "roc.auc", "itertools.product over the pairs and an exact Fraction", '''
from fractions import Fraction
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    won = sum(Fraction(1) if p > n else Fraction(1, 2) if p == n else Fraction(0) for p, n in product(pos, neg))
    return float(won / (len(pos) * len(neg)))
''')

right("q45", "set.pr", "set operations with guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

right("q46", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q47", "pr.points", "comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [k for k, x in enumerate(labels, 1) if x]
    return [i / k for i, k in enumerate(ranks, 1)]
''')

right("q48", "interp.step", "explicit loop with Fractions for the levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    target = Fraction(level).limit_denominator(1000)
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / k
    return 0.0
''')

SUBMISSIONS = tuple(S)
