"""Diagnosis class 132, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write their own small statistics (means, medians, weighted means, variances, rounding, percentages, ratios of sums
versus means of ratios, harmonic and geometric means), in loops, NumPy, comprehensions, itertools or
``fractions.Fraction``; their slips are statistical (the wrong average, weights that should not be there, a ratio
of sums for a mean of ratios). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c132-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class132).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 132 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c132-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision: a ratio of sums) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"ratio of (the )?sums", r"pool\w*", r"sum\w* (of )?(all )?(the )?(tp|true positives|counts)",
        r"total (tp|counts|true positives)", r"weight\w* (by|with) (the )?(number|size|retrieved)",
        r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    total_tp = sum(t[0] for t in tables)
    total_ret = sum(t[0] + t[1] for t in tables)
    return total_tp / total_ret if total_ret else 0.0
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"(exact|uninterpolated|non.?interpolated|plain|ordinary) (AP|average precision)",
        r"(AP|average precision) instead", r"precisions? at (the )?(relevant|hit)", r"not interpolat\w*",
        r"without interpolat\w*", r"sum of P@k .{0,30}relevant"]], '''
def my_11pt(labels, n_relevant):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes classic DCG (first grade undiscounted, log2(i) for the others) "
      "instead of the log2(i + 1) discount", [[r"classic", r"log2\(i\)", r"log_?2 ?i\b", r"first (grade|item|rank) "
      r"(is )?(not |un)discounted", r"rel_1 \+", r"Burges|Järvelin|Jarvelin", r"without (the )?\+ ?1"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / math.log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q04", "sig.sign_test", "sibling", "reports the one-sided p-value (upper binomial tail only) instead of "
      "the two-sided one", [[r"one.?sided", r"one.?tailed", r"single tail", r"only one tail", r"upper tail",
                             r"not doubled", r"(forgot|without|never) (to )?doubl\w*", r"(greater|alternative)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, j) for j in range(wins, n + 1)) / 2 ** n
''')

wrong("q05", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the "
      "whole list (a recall within the list) instead of by k",
      [[r"recall", r"(divid\w*|denominator).{0,40}relevant (items )?(in the (whole )?list|retrieved|overall)",
        r"(number|count) of (relevant|ones|1s) in the (whole )?list", r"sum\(labels\)",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    total_rel = sum(labels)
    if total_rel == 0:
        return 0.0
    return sum(labels[:k]) / total_rel
''')

wrong("q06", "interp.step", "sibling", "takes the maximum precision at or after the level (the 11-point "
      "interpolation rule) instead of the step rule's P_i",
      [[r"max\(", r"highest precision (at or )?(after|later|further)", r"largest precision",
        r"(standard|usual|11.?point|trec) interpolat\w*", r"best precision (at or )?(after|later)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for i, lab in enumerate(labels, start=1):
        hits += lab
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')

wrong("q07", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d", [[r"upper bound", r"upper", r"largest (possible )?generality", r"\(d - s \+ v\) / d",
                       r"d - s \+ v.{0,30}(numerator|over d)", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if d - s + v else 0.0, (d - s + v) / d]
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (a weighted harmonic mean with "
      "weight beta, not beta^2)", [[r"squar\w*", r"power", r"beta instead of beta", r"linear in beta", r"plain beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "map.mean", "shape", "sums every query's precisions at the relevant ranks and divides by the total "
      "number of relevant items (a ratio of sums) instead of averaging the per-query APs",
      [[r"ratio of (the )?sums", r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant",
        r"micro", r"weight\w* (by|with|toward)", r"queries with (more|many) relevant"],
       ], '''
def my_map(runs, n_relevant):
    num = 0.0
    for labels in runs:
        hits = 0
        for i, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                num += hits / i
    den = sum(n_relevant)
    return num / den if den else 0.0
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"another base", r"wrong base", r"math\.log\b",
        r"np\.log\b", r"base of the log"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q11", "gen.practical", "shape", "swaps s and v in recall's lower bound: v / (d - v + s) instead of "
      "v / (d - s + v)", [[r"swap\w*", r"confus\w*", r"s and v", r"v and s", r"d - v \+ s", r"exchang\w*",
                           r"revers\w*"], [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"max\(k", r"larger of", r"maximum", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? .{0,30}(as )?(a )?(full|whole|1\b|one|win)", r">=", r"instead of (1/2|a half|half)",
        r"not (as )?(1/2|half)", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q14", "pr.averaged", "shape", "takes the median of the queries' interpolated precisions at each level "
      "instead of their mean", [[r"median", r"middle value", r"np\.median"]], '''
import numpy as np

def curve(labels, n):
    out = np.zeros(11)
    if n == 0:
        return out
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    for j in range(11):
        ok = hits * 10 >= j * n
        out[j] = prec[ok].max() if ok.any() else 0.0
    return out

def my_averaged_curve(runs, n_relevant):
    curves = np.array([curve(l, n) for l, n in zip(runs, n_relevant)])
    return [float(x) for x in np.median(curves, axis=0)]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds hits / i before counting the current relevant item (the hit counter is "
      "incremented one step late), so each precision misses the item itself",
      [[r"(increment|count|update)\w*.{0,40}(late|after)", r"off.by.one", r"one (step|hit) (late|behind)",
        r"before (count|increment|adding|updat)\w*", r"(hits|counter) - 1", r"misses the (current|item)",
        r"lag\w*", r"wrong order"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            total += hits / i
            hits += 1
    return total / n_relevant
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank instead of only at the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks?", r"not only (at )?(the )?relevant",
        r"(irrelevant|non.?relevant) (items|ranks).{0,30}(add|append|point)", r"outside the if",
        r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, lab in enumerate(labels, start=1):
        hits += lab
        points.append(hits / i)
    return points if hits else []
''')

wrong("q17", "map.mean", "flow", "initialises the hit counter and precision sum once, outside the loop over "
      "queries, so they carry over from one query to the next",
      [[r"reset", r"carr\w* over", r"outside (the )?loop", r"accumulat\w*.{0,40}(across|over|between) "
        r"(the )?quer", r"(previous|earlier) quer", r"not re.?initiali[sz]\w*", r"leak\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits, s = 0, 0.0
    for labels, n in zip(runs, n_relevant):
        for i, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so the reciprocal "
      "rank of the LAST relevant item is kept", [[r"\bbreak\b", r"last relevant", r"overwrit\w*",
                                                  r"not (the )?first", r"stop\w* at the first",
                                                  r"keeps? (updat|overwrit)\w*"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "uses the first query's n_relevant for every query (n_relevant[0] reused "
      "inside the loop)", [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|class|relevant count)",
                             r"same n_relevant", r"reus\w*", r"one query'?s? (n_relevant|number|value)"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    sums = [Fraction(0)] * 11
    for q, labels in enumerate(runs):
        n = n_relevant[0]
        pts = []
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, n) if n else Fraction(0), Fraction(hits, i)))
        for j in range(11):
            cands = [p for r, p in pts if n and r >= Fraction(j, 10)]
            sums[j] += max(cands) if cands else 0
    return [float(x / len(runs)) for x in sums]
''')

wrong("q20", "rank.distances", "flow", "sorts the distances alone and takes the first k labels in their input "
      "order: the labels are never put in distance order",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"input order", r"original order",
        r"labels? (are |were )?not (re)?order\w*", r"without sorting", r"sort\w* the distances (alone|only)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = sorted(distances)[:k]
    top_labels = labels[:len(nearest)]
    return sum(top_labels) / k
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those "
      "within the top k", [[r"whole list", r"beyond (rank )?k", r"not (cut|truncat|limit)\w*",
                            r"(all|every) relevant rank", r"past k", r"below k", r"after (rank )?k",
                            r"ignor\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            s += hits / i
    return s / den
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without guarding P = R = 0 (ZeroDivisionError)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean (np.nanmean skips "
      "its 0/0 precision) instead of counting it as 0",
      [[r"nanmean", r"skip\w*", r"drop\w*", r"left out", r"leav\w* out", r"exclud\w*", r"ignor\w*",
        r"not count\w*", r"omit\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides DCG by an ideal DCG of 0 with NumPy when there is no "
      "relevant item at all, returning nan instead of 0", [NAN + ZERODIV],
      '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return np.sum(g / disc)

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a "
      "list shorter than the class gets a too high precision", [[r"len\(", r"length of the (cut|list|slice)",
      r"instead of (by )?(c|n_relevant)\b", r"fewer than c", r"(number|count) of (labels|items) (actually )?"
      r"(there|present|in the list)", r"denominator"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the mean of the labels inside epsilon with NumPy, which is "
      "nan (not 0) when nothing lies within epsilon", [NAN + [r"mean of (an )?empty", r"np\.mean"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "map.mean", "hidden", "computes AP as the mean of the precisions at the hits times hits / n, which "
      "is nan (mean of an empty list) for a query whose relevant items were never retrieved",
      [NAN + [r"empty", r"mean of (an )?(empty|no)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels)
        ranks = np.flatnonzero(lab) + 1
        precs = np.arange(1, len(ranks) + 1) / ranks
        aps.append(np.mean(precs) * len(ranks) / n)
    return float(np.mean(aps))
''')

wrong("q28", "interp.curve", "hidden", "builds the recall levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and "
      "0.7 are a hair above the exact values, so a recall of exactly 0.3 does not reach level 0.3",
      [[r"arange", r"floating.?point", r"float\w* (error|round\w*|precision|inexact)", r"0\.30000000000000004",
        r"not exact\w*", r"inexact", r"rounding (error)?", r"a hair|slightly (above|more|larger)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(lab))
    out = []
    for r in np.arange(0, 1.1, 0.1):
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator "
      "(beta^2 R + P), which swaps the roles of P and R",
      [[r"swap\w*", r"revers\w*", r"exchang\w*", r"(roles? of )?P and R", r"beta.?(\^|\*\*)?2? ?(on|times|\*) "
        r"(the )?recall", r"beta.{0,10}recall instead", r"wrong term"]], '''
def my_f(precision, recall, beta):
    p, r, b2 = precision, recall, beta * beta
    den = b2 * r + p
    return (1 + b2) * p * r / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "counts the pairs where the negative scores higher (the comparison written the "
      "wrong way round), giving 1 - AUC",
      [[r"comparison", r"revers\w*", r"wrong (way|direction)", r"negative (item )?scores? higher",
        r"<\s*instead of\s*>", r"\binvert\w*", r"1 - AUC", r"complement"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p, n in product(pos, neg):
        if p < n:
            total += 1
        elif p == n:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]", [[r"order", r"swap\w*", r"revers\w*", r"exchang\w*", r"wrong (way|place|position)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    t = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < t]
    tied = [y for d, y in pairs if d == t]
    slots = k - len(closer)
    rel_tied = sum(tied)
    high = sum(closer) + min(rel_tied, slots)
    low = sum(closer) + max(0, slots - (len(tied) - rel_tied))
    return [high / k, low / k]
''')

wrong("q32", "rank.distances", "twin", "sorts the distances from largest to smallest (reverse=True), ranking the "
      "farthest item first", [[r"farthest", r"furthest", r"largest (distance )?first", r"descending",
                               r"reverse", r"revers\w*", r"wrong direction", r"similarit"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q33", "dcg.trec", "twin", "counts the ranks from 1 and still adds 1 twice: the discount is log2(i + 2)",
      [[r"off.by.one", r"log2\(i ?\+ ?2\)", r"shift\w*", r"\+ ?1 twice", r"twice", r"one rank (too )?(late|far)",
        r"rank (counted|starts?) (from )?2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log2(i + 1 + 1)))
''')

wrong("q34", "ap.value", "twin", "averages the precisions at the retrieved relevant ranks (np.mean), so the "
      "relevant items never retrieved do not count", [[r"mean of (the )?precisions", r"averag\w* (of )?(the )?"
      r"precisions", r"np\.mean", r"(relevant )?(items )?never retrieved", r"unretrieved",
      r"(number|count) of (relevant items )?(retrieved|found)", r"instead of (by )?n_relevant",
      r"not (by )?n_relevant"]], '''
import numpy as np

lab = np.array(v["labels"])
ranks = np.flatnonzero(lab) + 1
my_ap_value = float(np.mean(np.arange(1, len(ranks) + 1) / ranks))
''')

wrong("q35", "scope.eps_precision", "twin", "keeps the targets at distance exactly epsilon (d <= epsilon instead "
      "of the strict d < epsilon)", [[r"<=", r"exactly (at )?epsilon", r"equal to epsilon", r"inclusive", r"boundary", r"≤",
                                      r"(includ|kept|keep)\w* .{0,30}(at|on) epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "works on the lists as given, so an id retrieved twice counts twice in the "
      "precision", [[r"duplicat\w*", r"(not|never) (as |converted to |turned into )?(a )?set", r"counts? (it )?twice",
                     r"repeated", r"(list|lists) (as given|with repeats)", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    found = len(set(hits))
    r = found / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "rank.p_at_k", "data", "divides by the number of labels actually in the top k (len(labels[:k])), "
      "so ranks missing beyond the end of a short list are not counted as non-relevant",
      [[r"len\(labels\[:k\]\)", r"shorter than k", r"length of the (list|slice)", r"instead of (by )?k\b",
        r"not (by )?k\b", r"mean of the (top|slice|first)", r"fewer than k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG, not "
      "the ranking's)", [[r"sort\w*", r"ideal", r"IDCG", r"re.?order\w*", r"best order"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(rel if i == 1 else rel / log2(i) for i, rel in enumerate(g, start=1))
''')

wrong("q39", "ndcg.all_judgments", "data", "builds the ideal ranking as the retrieved grades sorted, then the "
      "unretrieved grades sorted after them, instead of sorting all judged grades together",
      [[r"(sort\w*|order\w*) (them )?separately", r"concatenat\w*", r"append\w*", r"after (the )?retrieved",
        r"not (sorted|merged) together", r"not (fully |globally )?sorted", r"(unretrieved|never retrieved).{0,40}"
        r"(end|after|last)"]], '''
from math import log2

def dcg(g):
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(g, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q40", "roc.eer", "data", "treats tied scores as separate items in their input order (one ROC point per "
      "item) instead of one diagonal step per distinct score",
      [[r"same score", r"equal scores", r"(not|never|without) group\w*", r"separate\w*", r"every item",
        r"per item", r"item by item", r"input order", r"one (at a|by) (time|one)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(-s, kind="stable")
    y = y[order]
    P, N = y.sum(), (1 - y).sum()
    tpr = np.concatenate([[0.0], np.cumsum(y) / P])
    fpr = np.concatenate([[0.0], np.cumsum(1 - y) / N])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q41", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its "
      "list (sum of its labels) instead of the given n_relevant",
      [[r"sum\((the )?(run|labels|list)\)", r"relevant (items )?(in|of) (the|its) (list|run)",
        r"(ignor\w*|instead of) (the given )?n_relevant", r"unretrieved", r"never retrieved",
        r"(retrieved|found) relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        n = sum(run)
        pts, hits = [], 0
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((hits, hits / i))
        curves.append([max([p for h, p in pts if n and h * 10 >= j * n], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q42", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the "
      "labels) instead of n_relevant", [[r"sum\((the )?labels\)", r"relevant (items )?(in|of) the (list|ranking)",
      r"(retrieved|found) relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved",
      r"never retrieved"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "scope.knn_ties", "sorted pairs, counts of the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    t = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < t]
    tied = [y for d, y in pairs if d == t]
    slots = k - len(closer)
    rel_tied = sum(tied)
    high = sum(closer) + min(rel_tied, slots)
    low = sum(closer) + max(0, slots - (len(tied) - rel_tied))
    return [low / k, high / k]
''')

right("q44", "interp.step", "exact Fractions for the recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    lvl = Fraction(level).limit_denominator(1000)
    hits = 0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= lvl:
                return hits / i
    return 0.0
''')

right("q45", "pr.points", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), start=1) if x]
''')

right("q46", "map.mrr", "a generator with next() and a default", '''
def my_mrr(runs):
    rrs = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rrs) / len(rrs)
''')

right("q47", "scope.eps_precision", "NumPy boolean mask with an explicit empty check", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    mask = np.asarray(distances) < epsilon
    if not mask.any():
        return 0.0
    return float(np.asarray(labels)[mask].mean())
''')

right("q48", "ap.exact", "loop with a running hit count", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

SUBMISSIONS = tuple(S)
