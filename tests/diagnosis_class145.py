"""Diagnosis class 145, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in scores and thresholds: threshold sweeps, sorting by score, ties broken in different ways, ranks derived
from scores (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c145-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class145).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 145 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c145-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"sum of (the )?labels",
        r"hits (found|in the list)", r"found in the (list|ranking)", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    found = y.sum()
    if found == 0:
        return 0.0
    return float((prec * y).sum() / found)
''')

wrong("q02", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight piece with FPR = FNR",
      [[r"nearest", r"closest (roc )?point", r"smallest \|?fpr", r"no interpolat", r"not interpolat",
        r"without interpolat", r"instead of interpolat", r"(fpr \+ fnr) ?/ ?2", r"average of (the )?fpr and fnr",
        r"mean of (the )?fpr and fnr", r"at a (roc )?point"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    best_gap, best = None, None
    for t in [float("inf")] + sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        fpr, fnr = fp / N, 1 - tp / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return best
''')

wrong("q03", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2 ?\*\* ?(rel|g)", r"2\^", r"2 to the", r"gain 2", r"burges"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the lower "
      "bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"\(d - s \+ v\) ?/ ?d", r"instead of (the )?lower"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q05", "interp.curve", "sibling", "uses the step rule (precision at the first rank whose recall reaches r) "
      "instead of the maximum precision over all ranks with recall >= r",
      [[r"step (rule|interpolation)", r"first (relevant )?rank", r"first point", r"no max", r"not (the )?max",
        r"instead of (the )?max", r"without (the |taking the )?max", r"maximum to the right",
        r"max(imum)? over (all|every|later)"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        out.append(next((p for rec, p in pts if rec >= r), 0.0))
    return out
''')

wrong("q06", "avg.macro", "sibling", "micro-averages the precision (pooled tp over pooled tp + fp) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (the )?(tp|counts|tables)", r"total tp", r"summ\w* (over|across) "
        r"(the )?queries before"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value (the upper tail only) instead of the "
      "two-sided one",
      [[r"one.sided", r"one tail", r"single tail", r"not (doubled|two.sided)", r"upper tail", r"greater",
        r"half (of )?the (two.sided )?p", r"forg\w* to double", r"instead of two.sided"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"not squar", r"squar\w* (beta|b)",
        r"without squar", r"forg\w* to square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract", r"2\^rel without", r"without (the )?-1", r"grade 0 .{0,30}gain",
        r"zero grade.{0,30}(gain|1)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|win)", r"(full|whole) (win|point|credit)", r">=",
        r"instead of (1/2|a half|0\.5)", r"not (1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for a in pos for b in neg if a >= b)
    return good / (len(pos) * len(neg))
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum over the 11 recall levels by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"number of levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"\+ ?v", r"plus v", r"d - s\b", r"d - s\)", r"missing v", r"leav\w* out v", r"forg\w* (the )?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q13", "dcg.trec", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"np\.log\(",
        r"instead of log2", r"not log2", r"wrong (log|base)", r"another base", r"other base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log(np.arange(2, len(g) + 2))).sum())
''')

wrong("q14", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"reversed?", r"wrong order", r"order of the (two )?(bounds|values)", r"other way round",
        r"interchang", r"exchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order_best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    order_worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    hi = sum(lab for _, lab in order_best[:k]) / k
    lo = sum(lab for _, lab in order_worst[:k]) / k
    return [hi, lo]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "assigns each query's AP to the total (= instead of +=), so the last query's AP "
      "is divided by the number of queries",
      [[r"last query", r"overwrit", r"= instead of \+=", r"not accumulat", r"never accumulat",
        r"(only|just) (the )?(last|final)", r"reassign", r"replac\w* (the )?(sum|total)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total = s / R if R else 0.0
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (hits raised "
      "one step late)",
      [[r"before (counting|adding|increment|updat)", r"one (step|rank|item) late", r"off.by.one", r"late",
        r"not (yet )?count\w* (the )?current", r"(current|this) (relevant )?item (is )?not counted",
        r"hits? - ?1", r"order of (the )?(two )?(lines|statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "rank.distances", "flow", "never sorts: takes the first k labels in the order they are given",
      [[r"never sort", r"not sort", r"without sort", r"unsorted", r"input order", r"given order",
        r"order (they|it) (are|is) given", r"forg\w* to sort", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("q18", "ap.at_k", "flow", "sums P@i over the whole list instead of only the top k ranks",
      [[r"whole list", r"entire list", r"all (the )?ranks", r"beyond (rank )?k", r"past (rank )?k",
        r"after (rank )?k", r"not (cut|truncat|slic)", r"never (cut|truncat|slic)", r"without (cut|truncat|slic)",
        r"ignor\w* k in the sum", r"labels\[:k\]"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

wrong("q19", "interp.step", "flow", "updates the saved precision after the level check, so it returns the previous "
      "relevant item's precision (or the last one when the level is never reached)",
      [[r"previous (relevant |pr )?(item|point|rank)", r"one (point|step|pass|item) (too )?(late|early|behind)",
        r"before (the )?(update|saving)", r"after (the )?(check|break)", r"stale", r"break.{0,30}before"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                break
            p = hits / i
    return p
''')

wrong("q20", "pr.averaged", "flow", "the running maximum from the right is initialised once outside the query loop, "
      "so it carries over from one query to the next",
      [[r"reset", r"carr(y|ies) over", r"outside the (query )?loop", r"reus", r"(leaks?|kept|keeps) .{0,30}"
        r"(previous|next|other) quer", r"previous query", r"initiali[sz]\w* (once|outside)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0.0, 1.0, 11)
    curves = []
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / R
        interp = np.zeros(len(y))
        for j in range(len(y) - 1, -1, -1):
            best = max(best, prec[j])
            interp[j] = best
        curve = []
        for r in levels:
            idx = np.nonzero(rec >= r - 1e-12)[0]
            curve.append(interp[idx[0]] if len(idx) else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q21", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted: the DCG of the retrieved grades "
      "followed by the unretrieved ones, in the given order",
      [[r"never sort", r"not sort", r"unsorted", r"without sort", r"forg\w* to sort", r"given order",
        r"no sort", r"not (in )?(decreasing|descending)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: crashes when nothing is retrieved",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty (retrieved|result)", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in the NumPy division and the mean "
      "becomes nan",
      [NAN, [r"nothing (is )?retrieved", r"tp \+ fp (is|=|==) ?0", r"0 ?/ ?0", r"empty (result|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(prec.mean())
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut list, which is shorter than n_relevant "
      "when the list is shorter than the class",
      [[r"len\((the )?(cut|labels|top)", r"length of the (cut|list|slice)", r"fewer than n_relevant",
        r"instead of n_relevant", r"not (by )?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "scope.eps_precision", "hidden", "divides by the size of the epsilon result without a guard: crashes "
      "when nothing lies within epsilon",
      [ZERODIV, [r"nothing (lies |is )?(with)?in", r"empty (result|query|answer)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = y[d < epsilon]
    return int(inside.sum()) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "pr.averaged", "hidden", "recall divides by n_relevant without a guard: crashes on a query with no "
      "relevant items",
      [ZERODIV, [r"no relevant items", r"n_relevant (is |= |== )?0", r"zero relevant", r"class size 0"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        for i in range(11):
            total[i] += max((p for rec, p in pts if rec >= i / 10 - 1e-12), default=0.0)
    return [x / len(runs) for x in total]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: a query with no relevant "
      "items at all gives 0/0 = nan in NumPy",
      [NAN, [r"no relevant items", r"n_relevant (is |= |== )?0", r"zero relevant", r"min\(k, ?n_relevant\) "
        r"(is |= |== )?0"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / min(k, n_relevant))
''')

wrong("q28", "scope.knn_ties", "hidden", "looks up the distance after the k-th place with d[k]: IndexError when k is "
      "the whole list",
      [INDEX, [r"whole list", r"k (=|==|equals) (len|the (list )?length)", r"k-th place", r"d\[k\]",
        r"after the last"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    d = [x for x, _ in pairs]
    cut = d[k - 1]
    if d[k] != cut:
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    sure = sum(lab for x, lab in pairs if x < cut)
    n_sure = sum(1 for x, _ in pairs if x < cut)
    tied = [lab for x, lab in pairs if x == cut]
    room = k - n_sure
    rel, non = sum(tied), len(tied) - sum(tied)
    lo = sure + max(0, room - non)
    hi = sure + min(room, rel)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerates the ranks from 2 after the first item but still adds 1 in the "
      "discount: rank i is discounted by log2(i + 1) (an off-by-one index, not a chosen formula)",
      [[r"off.by.one", r"index", r"start=2", r"i ?\+ ?1", r"counts? from", r"one rank (too )?(late|far|off)",
        r"shifted"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q30", "map.mrr", "twin", "the loop over a run has no break, so the reciprocal rank of the LAST relevant "
      "item is kept",
      [[r"no break", r"without (a )?break", r"missing break", r"forg\w* (to )?break", r"last relevant",
        r"overwrit", r"keeps? (going|updating)", r"not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q31", "roc.auc", "twin", "ranks the scores with argsort of argsort (ordinal ranks: ties broken by position) "
      "instead of mid-ranks in the rank-sum formula",
      [[r"ordinal", r"argsort", r"mid.?ranks?", r"average ranks?", r"ties? (are )?broken by (position|order|index)",
        r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable"), kind="stable") + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q32", "interp.curve", "twin", "keeps the ranks with recall strictly greater than r (> instead of >=)",
      [[r"strict", r"> instead of >=", r"greater than or equal", r"not >=", r"excludes? (the )?(rank|level)s? "
        r"(where|with) recall (equals|=)", r"recall equal to"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits / k)
        recs.append(hits / n_relevant)
    return [max([p for p, r in zip(precs, recs) if r > lvl / 10], default=0.0) for lvl in range(11)]
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (ties not dropped) while counting a's wins",
      [[r"ties? (are |were )?not dropped", r"(kept|keeps|keeping|includ\w*|count\w*) (the )?(tied|ties)",
        r"n includes", r"did not drop", r"without dropping", r"forg\w* to drop", r"all (the )?queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
tail = sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')

wrong("q34", "ap.at_k", "twin", "divides by min(k, len(labels)), the list length taken for n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"list's length",
        r"instead of n_relevant", r"not n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, lab in enumerate(top, 1):
        if lab:
            hits += 1
            s += hits / i
    denom = min(k, len(labels)) if n_relevant else 0
    return s / denom if denom else 0.0
''')

wrong("q35", "set.f_beta", "twin", "swaps precision and recall in the weighted denominator (beta^2 R + P)",
      [[r"swap", r"(precision|p) and (recall|r) (are )?(swapped|exchanged|interchanged|confused|the other way)",
        r"beta\^?2? ?\*? ?(r|recall) ?\+ ?(p|precision)", r"roles of (p|precision)", r"wrong (one|term) weighted",
        r"weights? (the )?(precision|p)\b"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    b2 = beta ** 2
    den = b2 * r + p
    return (1 + b2) * p * r / den if den else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "treats the distances as scores and ranks the largest first (farthest first)",
      [[r"farthest", r"largest (distance )?first", r"descending", r"reverse", r"as (a )?(score|similarit)",
        r"highest (distance|first)", r"wrong direction", r"nearest (item )?last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q37", "ndcg.all_judgments", "data", "reads `unretrieved` as a count of missing relevant items, each of "
      "grade 1, instead of their grades",
      [[r"count", r"number of (unretrieved|missing)", r"grade 1", r"len\(unretrieved\)", r"as ones",
        r"instead of (their|the) grades", r"ignor\w* (their|the) grades"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q38", "gen.practical", "data", "takes s as the number of relevant labels instead of the number of judged "
      "items (the list's length)",
      [[r"length of the (list|labels)", r"list's length", r"number of (judged|items)", r"s (is|=) (the )?(sum|number of relevant)",
        r"sum\(labels\)", r"scope (size|length)", r"instead of s\b"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    return [v / s, v / (d - s + v), v / d]
''', crash="ZeroDivisionError")

wrong("q39", "rank.p_at_k", "data", "divides by the length of the top-k slice, so a list shorter than k is "
      "measured against its own length instead of k",
      [[r"shorter than k", r"len\((labels|top|the slice)",
        r"length of the (list|slice)", r"instead of k", r"not (by )?k\b", r"np\.mean"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q40", "rank.r_precision", "data", "takes R as the number of relevant items in the list instead of n_relevant",
      [[r"relevant (items )?(in|retrieved in) the list", r"sum\(labels\)", r"sum of (the )?labels",
        r"retrieved relevant", r"relevant retrieved", r"found"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q41", "scope.eps_precision", "data", "treats the distances as similarity scores and keeps the targets with "
      "d > epsilon",
      [[r"similarit", r"as (a )?score", r"d ?> ?epsilon", r"greater than epsilon", r"wrong side",
        r"outside", r"farther", r"wrong direction", r"beyond epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(kept) / len(kept) if kept else 0.0
''')

wrong("q42", "roc.eer", "data", "takes label 0 as the positive class (the labels inverted), which gives 1 - EER",
      [[r"invert", r"label 0 as (the )?positive", r"swap\w* (the )?(labels|classes)", r"classes (swapped|reversed)",
        r"1 - eer", r"positive class", r"labels? (reversed|flipped)"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    P, N = len(pos), len(neg)
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        fpr = sum(1 for s in neg if s >= t) / N
        fnr = 1 - sum(1 for s in pos if s >= t) / P
        pts.append((fpr, fnr))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        d0, d1 = f0 - m0, f1 - m1
        if d1 >= 0:
            if d1 == d0:
                return f1
            lam = -d0 / (d1 - d0)
            return f0 + lam * (f1 - f0)
    return pts[-1][0]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "threshold sweep over the distinct scores, crossing of FPR - FNR interpolated", '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    P, N = len(pos), len(neg)
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        fpr = sum(1 for s in neg if s >= t) / N
        fnr = 1 - sum(1 for s in pos if s >= t) / P
        pts.append((fpr, fnr))
    for (f0, m0), (f1, m1) in zip(pts, pts[1:]):
        d0, d1 = f0 - m0, f1 - m1
        if d1 >= 0:
            if d1 == d0:
                return f1
            lam = -d0 / (d1 - d0)
            return f0 + lam * (f1 - f0)
    return pts[-1][0]
''')

right("q44", "roc.auc", "threshold sweep: trapezoids between ROC points of the distinct scores", '''
def my_auc(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    area, prev_f, prev_t = 0.0, 0.0, 0.0
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        f, r = fp / N, tp / P
        area += (f - prev_f) * (r + prev_t) / 2
        prev_f, prev_t = f, r
    return area
''')

right("q45", "scope.knn_ties", "sorted with a tie-breaking key on the label, both ways", '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in worst[:k]) / k, sum(l for _, l in best[:k]) / k]
''')

right("q46", "rank.distances", "NumPy stable argsort of the distances", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

right("q47", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q48", "ap.exact", "exact Fraction sum over the relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

SUBMISSIONS = tuple(S)
