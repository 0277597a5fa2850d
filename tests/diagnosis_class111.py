"""Diagnosis class 111, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
handle edge cases badly in many different ways: guards in the wrong place, a try/except that swallows an error and
returns a default, a default that is wrong for the task (None, -1, 1, nan, an empty list), early returns that skip
part of the work, a check of the wrong variable for emptiness; their styles vary (loops, NumPy, comprehensions,
itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``variants.py``, the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c111-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class111).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 111 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c111-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of average "
      "precision",
      [[r"r.?precision", r"precision at (rank )?(r\b|n_relevant|the number of relevant)", r"\bP@R\b",
        r"precision after (r|n_relevant) (ranks|items)"]], '''
def my_ap(labels, n_relevant):
    try:
        top = labels[:n_relevant]
        top = top + [0] * (n_relevant - len(top))
        return sum(top) / n_relevant
    except ZeroDivisionError:
        return 0.0
''')

wrong("q02", "rank.distances", "sibling", "returns the recall of the k nearest (hits over all relevant items of the "
      "list) instead of their precision",
      [[r"recall", r"all (the )?relevant (items|targets)", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    total = sum(labels)
    if total == 0:
        return 0.0
    return hits / total
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives) (over|across|of all) (the )?queries",
        r"(total|summed) tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    if tp + fp == 0:
        return 0.0
    return float(tp / (tp + fp))
''')

wrong("q04", "dcg.classic", "sibling", "computes the TREC DCG with the log2(i + 1) discount at every rank instead of "
      "the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i ?\+ ?1", r"discount\w*.{0,30}(rank 1|first)",
        r"burges", r"shifted"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole returned list (relevant found over "
      "the list length) instead of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"(all|every) (the )?ranks?", r"entire (list|ranking)",
        r"len\(labels\)", r"length of the (list|ranking)", r"not cut", r"without cutting"]], '''
def my_grip_point(labels, n_relevant):
    if len(labels) == 0:
        return 0.0
    return sum(labels) / len(labels)
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"raw grade", r"grade itself", r"without (the )?(exponent|2\s*\*\*|2\^)", r"(no|not|missing) exponent",
        r"rel_i instead of"]], '''
import math

grades = v["grades"]
my_dcg_exp = 0.0
for i, g in enumerate(grades, 1):
    my_dcg_exp += g / math.log2(i + 1)
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the nearest ROC point (smallest |FPR - FNR|) "
      "instead of intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat",
        r"\(FPR \+ FNR\) ?/ ?2", r"mean of (the )?(FPR|two rates)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    if P == 0 or N == 0:
        return 0.0
    best, best_gap = 0.5, 2.0
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = 1 - ((s >= t) & y).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses (1 + beta) in the numerator instead of (1 + beta^2)",
      [[r"1 ?\+ ?beta\b(?!\s*(\^|\*\*))", r"not squared", r"squar\w*", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta ** 2 * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing it by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"without (normali[sz]|dividing)", r"ideal dcg.{0,30}(missing|never|not)",
        r"no (normali[sz]ation|division)", r"idcg", r"raw dcg", r"only (the )?dcg", r"dcg instead of (the )?ndcg"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if not ideal or ideal[0] == 0:
        return 0.0
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / math.log2(i)
    return dcg
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s instead of d - s + v",
      [[r"d ?- ?s(?! ?\+)", r"\+ ?v.{0,20}(missing|left out|dropped|forgot)", r"(missing|without|forg\w*).{0,20}\+ ?v",
        r"d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,40}(count\w* (as )?(1(?![/\d.])|one\b|a full|whole)|full (point|credit))", r"(1|one) instead of (1/2|0\.5|half)",
        r">=", r"half.{0,30}(missing|not|never)", r"ties? (count|counted) (as )?(wins|won)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    if not pos or not neg:
        return 0.5
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\s*\(", r"maximum", r"larger of", r"max instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q13", "dcg.trec", "shape", "uses the natural log ln(i + 1) as discount instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"wrong base", r"another base", r"log base",
        r"not (in )?base 2"]], '''
import math

my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q14", "interp.step", "shape", "returns the recall R_i of the point that reaches the level instead of its "
      "precision P_i",
      [[r"recall instead of (the )?precision", r"returns? (the )?recall", r"R_i instead of P_i",
        r"(recall|R) (and|with) (the )?(precision|P) (swapped|confused|mixed)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            p, r = hits / i, hits / n_relevant
            if r >= level:
                return r
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "assigns each query's AP to the total instead of adding it, so the last query's "
      "AP (divided by the number of queries) is returned",
      [[r"last query", r"overwr\w*", r"not (added|accumulated|summed)", r"=\s*instead of\s*\+=", r"\+=",
        r"replac\w*.{0,30}(total|sum)", r"reassign\w*"]], '''
def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total = s / n if n else 0.0
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (one hit short "
      "at each point)",
      [[r"before (count|increment|adding|updat)", r"one (hit|relevant) (short|too few|less)", r"previous (hit|count)",
        r"(count|increment)\w* after", r"hits - 1", r"off.by.one"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, x in enumerate(labels):
        if x:
            out.append(hits / (i + 1))
            hits += 1
    return out
''')

wrong("q17", "interp.curve", "flow", "breaks at the first rank whose recall reaches r and takes its precision, "
      "instead of the maximum precision over all ranks with R@k >= r",
      [[r"first rank", r"\bbreak", r"stops? (at|after) the first", r"not the max", r"instead of the max",
        r"max\w* over (all|every|the later)", r"later ranks", r"ranks? (further|below|after)"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = []
    for r in levels:
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the loop, so the reciprocal rank of the LAST relevant item is "
      "used instead of the first",
      [[r"last relevant", r"no break", r"never break", r"without (a )?break", r"missing break",
        r"overwr\w*", r"not the first"]], '''
def my_mrr(runs):
    if len(runs) == 0:
        return 0.0
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q19", "rank.p_at_k", "flow", "slices labels[:k - 1], counting the hits of only the first k - 1 ranks",
      [[r"k ?- ?1", r"one rank (short|too few|less)", r"off.by.one", r"first k-1", r"drops? the k.?th",
        r"misses the k.?th"]], '''
import numpy as np

def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    top = np.asarray(labels[:k - 1], dtype=float)
    return float(top.sum() / k)
''')

wrong("q20", "ndcg.all_judgments", "flow", "sorts the ideal grades from low to high (sorted without reverse=True)",
      [[r"ascending", r"low to high", r"reverse", r"lowest first", r"increasing", r"wrong (sort )?order"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved))
    try:
        return dcg(grades) / dcg(ideal)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q21", "ap.eleven_point", "flow", "loops over range(10): the level r = 1.0 is never used (mean of 10 levels)",
      [[r"range\(10\)", r"(only|just) (10|ten) levels", r"1\.0 (level )?(missing|left out|skipped|never)",
        r"(missing|skip\w*|leav\w* out|omit\w*).{0,30}(1\.0|last level)", r"off.by.one", r"eleventh"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / k))
    vals = []
    for j in range(10):
        r = j / 10
        vals.append(max([p for rec, p in points if rec >= r], default=0.0))
    return sum(vals) / len(vals)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards only against an empty retrieved set; with no relevant item at all the "
      "recall divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    if not ret:
        return [0.0, 0.0]
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "returns 1.0 instead of 0 for a query with no relevant items",
      [[r"returns? 1", r"1(\.0)? instead of 0", r"one instead of (0|zero)", r"no relevant items.{0,40}\b1(\.0)?\b",
        r"wrong default", r"default (of|value) 1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 1.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q24", "avg.macro", "hidden", "a query with nothing retrieved is skipped by a try/except (averaged over the "
      "other queries) instead of counting precision 0",
      [[r"skip\w*", r"left out", r"dropp\w*", r"exclud\w*", r"ignor\w*", r"fewer queries", r"not counted",
        r"(averag|divid)\w* (over|by) (only )?the (other|remaining|non.?empty)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        try:
            precs.append(tp / (tp + fp))
        except ZeroDivisionError:
            pass
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q25", "pr.averaged", "hidden", "returns a curve of zeros for the whole average as soon as one query has no "
      "relevant items (an early return from inside the loop)",
      [[r"(all|every|whole).{0,30}(zero|0)", r"early return", r"returns? (early|too early|immediately)",
        r"other queries.{0,30}(lost|ignored|skipped|dropped)", r"zeros? (for|at) every level",
        r"exits? the loop", r"\[0(\.0)?\] ?\* ?11"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            return [0.0] * 11
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        for j, r in enumerate(levels):
            sums[j] += max((p for rec, p in pts if rec >= r - 1e-12), default=0.0)
    return [s / len(runs) for s in sums]
''')

wrong("q26", "interp.step", "hidden", "when the level is never reached the function falls off the end and returns "
      "None instead of 0",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return hits / i
''')

wrong("q27", "ndcg.all_judgments", "hidden", "catches the zero ideal DCG (no relevant item at all) and returns 1.0 "
      "instead of 0",
      [[r"returns? 1", r"1(\.0)? instead of 0", r"one instead of (0|zero)", r"wrong default", r"default (of|value) 1",
        r"perfect score"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return float((gs / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        return 1.0
    return dcg(grades) / idcg
''')

wrong("q28", "scope.eps_precision", "hidden", "takes the mean of an empty array when nothing is within epsilon, "
      "returning nan instead of 0",
      [NAN], '''
import numpy as np
import warnings

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(y[d < epsilon].mean())
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator "
      "(P and R exchanged there), which equals F with 1/beta",
      [[r"swap\w*", r"exchang\w*", r"(P|precision) and (R|recall) (the wrong way|confused|mixed|reversed|switched)",
        r"beta\^?2 (on|times|multipl\w*) (the )?(R|recall)", r"beta\s*\*\*\s*2\s*\*\s*recall", r"wrong term"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "counts the pairs where the positive scores LOWER than the negative (comparison "
      "reversed)",
      [[r"comparison (is )?(revers|flip|invert)\w*", r"revers\w* (the )?comparison", r"scores? lower",
        r"<\s*instead of\s*>", r"wrong direction", r"lower.{0,20}(better|as a win)"]], '''
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
    return total / (len(pos) * len(neg)) if pos and neg else 0.0
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"order (of the (two )?bounds )?(is )?(swapped|reversed)", r"swap\w*", r"reversed",
        r"\[highest, lowest\]", r"other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    need = k - len(closer)
    rel_t = sum(tied)
    low = sum(closer) + max(0, need - (len(tied) - rel_t))
    high = sum(closer) + min(need, rel_t)
    return [high / k, low / k]
''')

wrong("q32", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"(relevant|ones) (items )?(in|of) the (list|labels|ranking)",
        r"retrieved relevant", r"instead of n_relevant", r"counted in the labels"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q33", "avg.macro", "twin", "unpacks each table as tp, fn, fp (columns misread), so each query's precision is "
      "really tp / (tp + fn)",
      [[r"column", r"unpack\w*", r"order of (the )?(table|fields|entries)", r"fn and fp (swapped|exchanged|confused)",
        r"fp and fn (swapped|exchanged|confused)", r"misread\w* (the )?table"]], '''
def my_macro_precision(tables):
    vals = []
    for t in tables:
        tp, fn, fp = t
        vals.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q34", "ap.at_k", "twin", "uses the relevant items in the list (sum of the labels) in min(k, .) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"(relevant|ones) (items )?(in|of) the (list|labels|ranking)",
        r"retrieved relevant", r"instead of n_relevant", r"n_relevant (is )?(ignored|unused|never used)"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, sum(labels))
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

wrong("q35", "ap.value", "twin", "divides by the relevant items found in the list (sum of the labels) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"(relevant|ones) (items )?(in|of) the (list|labels|ranking)",
        r"retrieved relevant", r"instead of n_relevant", r"(found|retrieved) relevant"]], '''
import numpy as np

y = np.asarray(v["labels"])
ranks = np.flatnonzero(y) + 1
prec = np.arange(1, len(ranks) + 1) / ranks
my_ap_value = float(prec.mean()) if len(ranks) else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from the largest down (farthest first), as if a distance "
      "were a score",
      [[r"farthest", r"descending", r"reverse", r"largest (distance )?first", r"high(est)? (distance )?first",
        r"as (if it were )?a (similarity|score)", r"wrong (sort )?order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    if k == 0:
        return 0.0
    return sum(ranked[:k]) / k
''')

wrong("q37", "ndcg.all_judgments", "data", "turns the grades into 0/1 (relevant or not), losing the graded "
      "relevance",
      [[r"binary", r"0/1", r"graded?.{0,30}(lost|ignored|dropped)", r"(ignor|drop|los)\w* (the )?grade",
        r"bool\w*", r"relevant or not", r"grade.{0,20}(as|to) 1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg(gs):
        return sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(gs, 1))
    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg else 0.0
''')

wrong("q38", "set.pr", "data", "counts an id retrieved twice twice (the retrieved list is not made a set)",
      [[r"duplicat\w*", r"counted twice", r"counts? (it )?twice", r"not (made |turned into |converted to )?a set", r"set\(retrieved\)",
        r"repeated id", r"len\(retrieved\)", r"list length"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "map.mean", "data", "uses n_relevant[0] (the first query's count) for every query",
      [[r"n_relevant\[0\]", r"first query'?s", r"same n_relevant", r"one n_relevant", r"(every|all|each) quer\w* "
        r"(the )?same"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n_relevant[0] if n_relevant[0] else 0.0)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q40", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "number of judged items len(labels)",
      [[r"s ?= ?sum", r"sum\(labels\)", r"number of labels", r"(scope|s) (is|as) the "
        r"number of relevant", r"judged items"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x == 1)
    if s == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q41", "dcg.exponential", "data", "sorts the grades from high to low before computing the DCG (the ideal "
      "DCG, not the ranking's)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"not (in )?the (given|ranking'?s?) order"]], '''
import math

g = sorted(v["grades"], reverse=True)
my_dcg_exp = sum((2 ** x - 1) / math.log2(i + 2) for i, x in enumerate(g))
''')

wrong("q42", "scope.knn_ties", "data", "sorts the distances alone, so the labels stay in input order and no longer "
      "belong to their targets",
      [[r"labels? (are |stay |were )?(not|never) (sorted|reordered|moved|permuted)", r"(input|original) order",
        r"only the distances", r"distances alone", r"pair\w*.{0,20}lost", r"mismatch\w*", r"no longer (belong|match)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels)
    dk = d[k - 1]
    closer = y[d < dk]
    tied = y[d == dk]
    need = k - len(closer)
    low = closer.sum() + max(0, need - int((tied == 0).sum()))
    high = closer.sum() + min(need, int(tied.sum()))
    return [float(low / k), float(high / k)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit ROC walk over distinct thresholds, linear crossing of FPR = 1 - TPR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    xs, ys = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        xs.append(fp / N)
        ys.append(tp / P)
    for i in range(1, len(xs)):
        d0 = xs[i - 1] - (1 - ys[i - 1])
        d1 = xs[i] - (1 - ys[i])
        if d0 <= 0 <= d1:
            if d1 == d0:
                return xs[i - 1]
            t = -d0 / (d1 - d0)
            return xs[i - 1] + t * (xs[i] - xs[i - 1])
    return 0.0
''')

right("q44", "gen.grip_point", "padded slice, Fraction", '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    top = list(labels[:n_relevant]) + [0] * max(0, n_relevant - len(labels))
    return float(Fraction(sum(top), n_relevant))
''')

right("q45", "scope.knn_ties", "sorted pairs, tied group counted with comprehensions", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    need = k - len(closer)
    rel_t = sum(tied)
    low = sum(closer) + max(0, need - (len(tied) - rel_t))
    high = sum(closer) + min(need, rel_t)
    return [low / k, high / k]
''')

right("q46", "pr.averaged", "NumPy running maximum from the bottom of the ranking", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for r in levels:
            idx = np.flatnonzero(rec >= r - 1e-12)
            row.append(best[idx[0]] if len(idx) else 0.0)
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q47", "dcg.classic", "itertools.starmap over enumerate", '''
from itertools import starmap
from math import log2

def my_dcg(grades):
    return float(sum(starmap(lambda i, g: g if i == 1 else g / log2(i), enumerate(grades, 1))))
''')

right("q48", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr) if rr else 0.0
''')

SUBMISSIONS = tuple(S)
