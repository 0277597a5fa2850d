"""Diagnosis class 249, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
read the task statements too literally or too loosely (the words "top k", "relevant", "retrieved", "level",
"scope"), in varied styles (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c249-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class249).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 249 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c249-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"hits (found|in the list)",
        r"found in the (list|ranking)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"ignor\w* (the )?(unretrieved|never retrieved|missing)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q02", "rank.p_at_k", "sibling", "returns the recall within the list (hits in the top k over all relevant "
      "labels of the list) instead of the precision at k",
      [[r"recall", r"over (all )?(the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (dividing by )?k\b", r"not by k\b"]], '''
def my_p_at_k(labels, k):
    rel = sum(labels)
    return sum(labels[:k]) / rel if rel else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (scope = list length) instead "
      "of the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"len\(labels\)",
        r"length of the (list|ranking)", r"not (cut|truncat)\w* at", r"instead of (at )?(rank |scope )?(c|n_relevant|R)\b",
        r"without cutting"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y.mean())
''')

wrong("q04", "interp.step", "sibling", "takes the maximum precision at or after the level (the max interpolation "
      "rule) instead of the step rule's P_i",
      [[r"max\w* (rule|interpolation)", r"highest precision (at or )?(after|beyond|from)", r"11.?point",
        r"instead of (the step rule|P_i)", r"takes the max", r"max\w* over (the )?(later|following|higher)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                best = max(best, hits / i)
    return best
''')

wrong("q05", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"n_relevant (alone|only|instead)", r"\bR\b (alone|only)", r"instead of min",
        r"not (by )?min", r"without (the )?min", r"plain AP"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = labels[:k]
    s = sum(sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1])
    return s / n_relevant
''')

wrong("q06", "dcg.trec", "sibling", "computes classic DCG (rel_1 undiscounted, rel_i / log2(i)) instead of the "
      "log2(i + 1) discount", [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (item|rank|grade) (is )?"
      r"(not|un)discounted", r"undiscounted", r"instead of log2\(i ?\+ ?1\)"]], '''
from math import log2
g = v["grades"]
my_dcg_trec = g[0] + sum(rel / log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q07", "ap.eleven_point", "sibling", "returns exact (uninterpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"exact AP", r"(non|un)-?interpolated", r"average precision at (the )?relevant ranks",
        r"precisions? at (the )?relevant (ranks|items)", r"not (the )?11", r"instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits = 0
    precs = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            precs.append(hits / rank)
    return sum(precs) / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"forg\w* to square", r"unsquared", r"beta instead of beta", r"without squar\w*",
        r"linear (in )?beta", r"square (of )?beta (is )?missing"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm in the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log base", r"wrong base", r"another base",
        r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return float(total)
''')

wrong("q10", "ndcg.all_judgments", "shape", "the ideal DCG uses the log2(i + 1) discount while the DCG uses the "
      "classic one (two different discounts)",
      [[r"log2\(i ?\+ ?1\)", r"different discount", r"(another|other) (dcg|discount)", r"mix\w*.{0,30}discount",
        r"ideal.{0,40}(trec|log2 ?\(?i ?\+ ?1)", r"inconsistent"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = (g / disc).sum()
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    idcg = (ideal / np.log2(np.arange(2, len(ideal) + 2))).sum()
    return float(dcg / idcg) if idcg > 0 else 0.0
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"(drop|forg|miss|left|leav)\w*.{0,20}\+ ?v",
        r"d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q12", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the - 1",
      [[r"minus (one|1)", r"(missing|drop\w*|without|no|forg\w*) (the )?(- ?1|minus)", r"forg\w*.{0,20}(one|1)\b",
        r"2 ?\*\* ?rel\b(?! ?-)", r"gain (of )?2\^rel(_i)?\b(?! ?- ?1)"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q13", "map.mrr", "shape", "returns the reciprocal of the mean first-relevant rank instead of the mean of "
      "the reciprocal ranks",
      [[r"reciprocal of (the )?mean", r"1 ?/ ?mean", r"mean (first )?rank", r"average (first )?rank",
        r"mean of (the )?ranks", r"inverts? (the )?(mean|average)", r"(after|outside).{0,20}(mean|average)"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        if 1 in run:
            ranks.append(run.index(1) + 1)
    if not ranks:
        return 0.0
    return len(ranks) / sum(ranks) * len(ranks) / len(runs)
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability, forgetting to double it for the "
      "two-sided test",
      [[r"one.?sided", r"single tail", r"one tail", r"(not|forg\w*|without) doubl", r"\b2 ?\*", r"twice",
        r"half"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "records the precision before counting the relevant item it is at (the hit "
      "counter is incremented after the point is taken)",
      [[r"before (count|increment|add)\w*", r"after (the point|record|append)\w*", r"one (hit )?(too )?(few|behind|late)",
        r"off.by.one", r"(hit|counter).{0,30}(late|after)", r"doesn.t count (the|this) (item|hit)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, lab in enumerate(labels):
        if lab:
            points.append(hits / (i + 1))
            hits += 1
    return points
''')

wrong("q16", "interp.curve", "flow", "stops at the first rank whose recall reaches the level (break) instead of "
      "taking the maximum precision over all such ranks",
      [[r"first rank", r"break", r"stops? (at|too)", r"first (point|one)", r"(not|never) (the )?max",
        r"instead of (the )?max", r"without (taking )?(the )?max"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q17", "map.mean", "flow", "the hit counter is not reset between queries (it keeps counting from the "
      "previous query)",
      [[r"reset", r"carr\w* over", r"keeps? counting", r"previous quer", r"accumulat\w*.{0,30}(across|between)",
        r"(shared|same) counter", r"initiali[sz]\w*.{0,30}outside"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "one curve list is reused for every query, so each query's values are maxed "
      "with the previous queries' instead of being its own",
      [[r"reus\w*", r"(same|one|shared) (list|curve)", r"not reset", r"previous quer", r"across quer",
        r"max\w* over (the )?quer", r"outside the loop"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            for j, r in enumerate(levels):
                if R and hits / R >= r:
                    curve[j] = max(curve[j], hits / k)
        for j in range(11):
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes P@k of the labels in the given order",
      [[r"(never|not|without|forg\w* to) sort", r"unsorted", r"given order", r"input order", r"original order",
        r"not (ranked|ordered)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = labels[:k]
    return sum(top) / k
''')

wrong("q20", "roc.auc", "flow", "only counts pairs whose positive comes before the negative in the input list "
      "(the inner loop starts at i + 1)",
      [[r"i ?\+ ?1", r"half (of )?the pairs", r"(only|some) pairs", r"(misses|skips|miss\w*) pairs",
        r"input order", r"inner loop", r"before .{0,20}(in the )?(list|input)", r"not all pairs"]], '''
def my_auc(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    good = 0.0
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / (n_pos * n_neg)
''')

wrong("q21", "ap.value", "flow", "P@k is counted over labels[:k - 1], a slice that stops one rank short and "
      "leaves out the relevant item at rank k itself",
      [[r"off.by.one", r"one (rank )?short", r"labels\[:k ?- ?1\]", r"k ?- ?1", r"(leaves|left|miss\w*) out (the )?"
        r"(item|rank|hit) (at rank k|itself)", r"not count\w* (the )?(current|item itself|hit itself)", r"slice"]], '''
labels, R = v["labels"], v["n_relevant"]
s = 0.0
for k in range(1, len(labels) + 1):
    if labels[k - 1]:
        s += sum(labels[:k - 1]) / k
my_ap_value = s / R
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)), as if only as many relevant items as "
      "the list is long could count",
      [[r"min\w*.{0,30}len", r"length of the (list|ranking)", r"cap\w*.{0,30}(length|len)",
        r"min\(n_relevant, ?len"]], '''
def my_ap(labels, n_relevant):
    denom = min(n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits = 0
    ap = 0.0
    for i, x in enumerate(labels):
        if x:
            hits += 1
            ap += hits / (i + 1)
    return ap / denom
''')

wrong("q23", "set.pr", "hidden", "crashes with ZeroDivisionError when nothing is retrieved (no guard for an empty "
      "retrieved set)", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "takes the 'top k' as the list's own top (min(len(labels[:k]), n_relevant)), "
      "so a k longer than the list gives a smaller denominator",
      [[r"len\(labels(\[:k\])?\)", r"length of the (list|ranking|top|slice)", r"instead of k\b", r"min\(len",
        r"slice'?s? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the number of ranks actually in the list (len(labels[:c])) "
      "instead of c when the list is shorter than the class",
      [[r"len\(labels", r"length of the (list|slice)", r"instead of (dividing by )?(c|n_relevant)\b",
        r"mean of the slice", r"(divid\w* by|over) (the )?(number of )?ranks (actually )?(in|present)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q26", "ndcg.all_judgments", "hidden", "returns nan when there is no relevant item at all (0/0 in NumPy, "
      "no guard for an ideal DCG of 0)", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return np.float64(0.0)
        disc = np.concatenate([[1.0], np.log2(np.arange(2, gs.size + 1))])
        return np.sum(gs / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore"):
        return float(dcg(grades) / dcg(ideal))
''', scope="all")

wrong("q27", "avg.macro", "hidden", "crashes with ZeroDivisionError on a query with nothing retrieved (tp + fp = 0)",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.f_beta", "hidden", "crashes with ZeroDivisionError when precision and recall are both 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.r_precision", "twin", "takes R as the number of relevant items found in the list instead of "
      "n_relevant",
      [[r"relevant (items )?(found|retrieved|in the list)", r"sum\(labels\)", r"hits in the list",
        r"instead of n_relevant", r"not n_relevant", r"retrieved relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q30", "scope.eps_precision", "twin", "includes the targets at distance exactly epsilon (d <= epsilon "
      "instead of the strict d < epsilon)",
      [[r"<=", r"≤", r"non.?strict", r"not strict", r"at (distance )?exactly epsilon", r"inclusive",
        r"includ\w*.{0,30}(equal|at) (to )?epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q31", "scope.knn_ties", "twin", "the highest bound counts every tied relevant target, not only as many as "
      "the free places left in the top k",
      [[r"(free|remaining|left) (places|slots|positions)", r"cap\w*", r"more than k", r"every tied relevant",
        r"all (the )?tied", r"whole tie", r"(exceed|beyond)\w* k\b", r"not limited"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    sure_rel = sum(l for d, l in zip(distances, labels) if d < kth)
    n_sure = sum(1 for d in distances if d < kth)
    tied = [l for d, l in zip(distances, labels) if d == kth]
    slots = k - n_sure
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = Fraction(sure_rel + max(0, slots - tied_non), k)
    high = Fraction(sure_rel + tied_rel, k)
    return [float(low), float(high)]
''')

wrong("q32", "map.mean", "twin", "each query's AP is divided by the relevant items it retrieved instead of its "
      "n_relevant",
      [[r"relevant (items )?(found|retrieved)", r"retrieved relevant", r"hits", r"instead of n_relevant",
        r"not (by )?n_relevant", r"(ignor|miss)\w*.{0,20}(unretrieved|never retrieved)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].mean() if y.sum() else 0.0)
    return float(np.mean(aps))
''')

wrong("q33", "interp.curve", "twin", "builds the levels with np.arange(0, 1.1, 0.1), whose float levels (0.30000000000000004) "
      "miss a recall of exactly 0.3",
      [[r"float", r"rounding", r"arange", r"0\.30000", r"precision error", r"inexact"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in np.arange(0, 1.1, 0.1):
        ok = prec[rec >= r]
        out.append(float(ok.max()) if ok.size else 0.0)
    return out
''')

wrong("q34", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first) before "
      "taking the top k",
      [[r"farthest", r"descending", r"reverse", r"largest (distance )?first", r"wrong (sort )?order",
        r"(highest|biggest) distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q35", "roc.eer", "twin", "walks the ROC curve one item at a time, so tied scores are not one step",
      [[r"ties? (are )?not grouped", r"one (item|score) at a time", r"ignor\w*.{0,20}ties", r"(separate|individual) steps?",
        r"not (as )?one step", r"without grouping", r"tied scores? (as|in) separate"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    tp = fp = 0
    f0, t0 = 0.0, 0.0
    for i in order:
        if labels[i]:
            tp += 1
        else:
            fp += 1
        f1, t1 = fp / N, tp / P
        g0, g1 = f0 + t0 - 1, f1 + t1 - 1
        if g1 >= 0:
            if g1 == g0:
                return f1
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
        f0, t0 = f1, t1
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "swaps the two arguments' roles (retrieved taken as relevant), so precision and "
      "recall come out exchanged",
      [[r"swap\w*", r"exchang\w*", r"reversed", r"(the )?wrong way round", r"retrieved (and|with) relevant",
        r"recall.{0,20}precision.{0,20}(order|swapped|exchanged)", r"confus\w*.{0,30}(retrieved|relevant)"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    both = ret & rel
    p = len(both) / len(ret) if ret else 0.0
    r = len(both) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "dcg.classic", "data", "turns the graded relevance into 0/1 (any grade above 0 counts 1)",
      [[r"binar\w*", r"0/1", r"grades? (as|to) (1|one)", r"ignor\w*.{0,20}grade", r"graded",
        r"(any|every) (positive )?grade.{0,20}(1|one)"]], '''
import math

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / math.log2(i) for i, r in enumerate(rel, 1))
''')

wrong("q38", "roc.auc", "data", "treats label 0 as the positive class (labels inverted), giving 1 - AUC",
      [[r"invert\w*", r"1 ?- ?AUC", r"label 0 as (the )?positive", r"positive.{0,20}(class|label).{0,20}(swapped|0)",
        r"swap\w*.{0,20}(labels|classes)", r"flipped", r"negatives? as positives?"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    won = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return won / (len(pos) * len(neg))
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so its tp / (tp + fp) takes the third "
      "column (fn): each query's recall", [[r"\[tp, ?fn", r"fn.{0,20}(instead of|for|as) fp", r"recall", r"tp ?\+ ?fn",
                   r"(column|order|position)s?.{0,30}(wrong|swapped|confused)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q40", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "number of judged items len(labels)",
      [[r"s ?= ?(sum|v)\b", r"sum\(labels\)", r"instead of len", r"not (the )?len(gth)?",
        r"scope (taken )?as (the )?(number of relevant|v\b|sum)", r"number of relevant (labels|items) as (the )?(scope|s)\b"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    return [v / s if s else 0.0, v / (d - s + v), v / d]
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself (as if retrieved at the "
      "end), so they also add to the DCG",
      [[r"append\w*.{0,40}(ranking|list|dcg)", r"(as if|treat\w* as) retrieved", r"unretrieved.{0,40}(dcg|ranking)",
        r"dcg.{0,40}unretrieved", r"added to the (ranking|dcg)"]], '''
from math import log2
run = v["grades"] + v["unretrieved"]
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
ideal = sorted(run, reverse=True)
my_ndcg_value = dcg(run) / dcg(ideal)
''')

wrong("q42", "pr.averaged", "data", "uses the relevant items found in each run (sum of its labels) instead of the "
      "given n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(found|retrieved)", r"instead of n_relevant", r"ignor\w*.{0,20}n_relevant",
        r"not n_relevant", r"retrieved relevant"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R if R else np.zeros(len(y))
        row = []
        for j in range(11):
            m = prec[rec >= j / 10 - 1e-9]
            row.append(float(m.max()) if (R and m.size) else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "generator with next() and a default", '''
def my_mrr(runs):
    rr = [1 / next((i for i, x in enumerate(run, 1) if x), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q44", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q45", "set.f_beta", "exact Fraction arithmetic", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q46", "rank.p_at_k", "padded list comprehension", '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    return sum(padded[:k]) / k
''')

right("q47", "avg.macro", "NumPy with a where-guard", '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    ret = t[:, 0] + t[:, 1]
    prec = np.divide(t[:, 0], ret, out=np.zeros_like(ret), where=ret > 0)
    return float(prec.mean())
''')

right("q48", "dcg.classic", "explicit loop, 1-based", '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i in range(1, len(grades) + 1):
        g = grades[i - 1]
        total += g if i == 1 else g / log2(i)
    return total
''')

SUBMISSIONS = tuple(S)
