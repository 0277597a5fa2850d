"""Diagnosis class 89, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute by explicit enumeration and combinatorics: ``itertools.combinations`` / ``product`` / ``permutations``
over pairs or orders (AUC over every positive-negative pair, the sign test by enumerating outcomes with
``math.comb``, tie bounds by enumerating which tied targets fill the last places, precision at every cut-off by
enumerating prefixes), each wrong one with one slip in what is enumerated or counted. Styles vary inside the
class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read, plus the format of
tests/diagnosis_class19.py and the header of tests/heldout_submissions.py. Student ids are ``"c89-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class89).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 89 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c89-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision", [[r"recalls? (instead|rather|values|of (each|the) point)", r"returns? (the |their )?recall", r"divid\w* by n_relevant",
        r"hits ?/ ?n_relevant", r"x.?(coordinate|axis)", r"recall (axis|coordinate)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    for cut in range(1, len(labels) + 1):
        prefix = labels[:cut]
        if prefix[-1]:
            points.append(sum(prefix) / n_relevant)
    return points
''')

wrong("q02", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule) instead of the maximum precision over every rank with recall >= r",
      [[r"first rank", r"step (rule|interpolation)", r"not the max", r"without (the |a )?max",
        r"max\w* (over|of|to) (the |all )?(later|following|right|ranks? (after|below|further))",
        r"(later|higher|further) ranks?.{0,40}(ignored|not (considered|looked))"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    prefixes = [(Fraction(sum(labels[:c]), n_relevant), Fraction(sum(labels[:c]), c))
                for c in range(1, len(labels) + 1)]
    curve = []
    for r in levels:
        reached = [p for rec, p in prefixes if rec >= r]
        curve.append(float(reached[0]) if reached else 0.0)
    return curve
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"smallest (difference|gap|\|)", r"(no|without|instead of|never) (\w+ )?interpolat",
        r"not interpolated", r"(FPR|fpr) ?\+ ?(FNR|fnr)\)? ?/ ?2", r"mean of (the )?(FPR|fpr|false)",
        r"ROC point (itself|only)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    best = None
    for t in [float("inf")] + sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        fpr, fnr = fp / N, 1 - tp / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return best[1]
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank (the trec_eval "
      "formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2? ?\(i ?\+ ?1\)", r"log_?2\(rank ?\+ ?1\)", r"trec(_eval)? (formulation|discount|dcg)",
        r"(discount|divid)\w*.{0,30}rank 1", r"shifted (by one )?discount", r"\+ ?1 (in|inside) the log"]], '''
import math
from itertools import chain

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i + 1) for i, g in enumerate(gs, 1))
    ideal = sorted(chain(grades, unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q05", "sig.sign_test", "sibling", "one-sided p-value: the probability of at least a's number of wins, "
      "never doubled for the two-sided test",
      [[r"one.sided", r"single tail", r"one tail", r"not doubled", r"(without|forg[eo]t\w*|never|missing)\s.{0,25}"
        r"(doubl|2 ?\*|times 2|twice|both tails|other tail)", r"\bgreater\b", r"half (of )?the (two.sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')

wrong("q06", "map.mrr", "sibling", "returns the mean average precision of the runs (AP with the retrieved relevant "
      "items) instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)"
        ]], '''
def my_mrr(runs):
    aps = []
    for run in runs:
        precisions = [sum(run[:c]) / c for c in range(1, len(run) + 1) if run[c - 1]]
        aps.append(sum(precisions) / len(precisions) if precisions else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q07", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over every relevant "
      "label) instead of their precision",
      [[r"recall", r"divid\w* by (the )?(number|count|sum) of (all )?relevant", r"sum\(labels\)",
        r"instead of (dividing by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / y.sum())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"beta.{0,15}(not|never|instead of|without) (\w+ )?squar", r"squar\w*.{0,30}(missing|forg[eo]t|beta)",
        r"beta\s?\*\*\s?2", r"beta squared", r"b(eta)?²"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "roc.auc", "shape", "divides the pair count by every pair of items, C(n, 2), instead of the number "
      "of (positive, negative) pairs", [[r"C\(n, ?2\)", r"comb", r"n ?\(n ?- ?1\) ?/ ?2", r"every pair",
                                         r"all (the )?pairs( of items)?", r"(positive|same).{0,20}pairs.{0,30}"
                                         r"(denominator|divid|count)", r"denominator", r"n_?pos ?\* ?n_?neg"]], '''
from itertools import combinations
from math import comb

def my_auc(scores, labels):
    score = 0.0
    for i, j in combinations(range(len(scores)), 2):
        if labels[i] == labels[j]:
            continue
        pos, neg = (i, j) if labels[i] == 1 else (j, i)
        if scores[pos] > scores[neg]:
            score += 1
        elif scores[pos] == scores[neg]:
            score += 0.5
    return score / comb(len(scores), 2)
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"math\.log\(", r"wrong (log(arithm)? )?base",
        r"(another|other|different) base", r"log2 ?\(i\)? (is|was) (not|never)"]], '''
import math

def my_dcg(grades):
    total = grades[0] if grades else 0
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log(i)
    return float(total)
''')

wrong("q11", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"denominator (is |of )?k\b", r"\bk instead of min",
        r"(ignor|forg[eo]t|without)\w* (the )?min\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    if n_relevant == 0:
        return 0.0
    precisions = [sum(top[:c]) / c for c in range(1, len(top) + 1) if top[c - 1]]
    return sum(precisions) / k
''')

wrong("q12", "gen.practical", "shape", "smallest recall v / (d - s): the + v of the denominator d - s + v left out",
      [[r"d ?- ?s\)? ?(instead|without|rather)", r"v ?/ ?\(d ?- ?s\)", r"(missing|forg[eo]t|without|dropp?\w*|left out)"
        r".{0,25}\+ ?v", r"\+ ?v.{0,30}(missing|left out|forgotten|dropped)",
        r"(relevant items )?found in the scope.{0,30}(denominator|left out)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q13", "ndcg.value", "shape", "returns the DCG of the grades without dividing by the ideal DCG",
      [[r"not normali[sz]", r"unnormali[sz]", r"without (dividing by|the) (the )?(ideal|IDCG)", r"\bDCG (only|itself)",
        r"(forg[eo]t|never|missing|no)\w* .{0,20}(IDCG|ideal DCG|divi\w* by the ideal|normali)",
        r"IDCG.{0,30}(missing|left out|never)"]], '''
import math

g = v["grades"]
my_ndcg_value = sum(x / max(1.0, math.log2(i)) for i, x in enumerate(g, 1))
''')

wrong("q14", "avg.macro", "shape", "a query's precision divides tp by tp + fp + fn (the whole table row) instead "
      "of tp + fp", [[r"tp ?\+ ?fp ?\+ ?fn", r"whole (table|row)", r"sum of (the )?(row|table|three)",
                      r"false negatives?.{0,40}(denominator|added|included|counted)", r"(adds?|includ\w*) (the )?"
                      r"(fn|false negatives?)", r"all three counts"]], '''
def my_macro_precision(tables):
    precisions = [(row[0] / sum(row)) if sum(row) else 0.0 for row in tables]
    return sum(precisions) / len(precisions)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "enumerates the cut-offs 1 .. k - 1 (range(1, k)) and returns P@(k - 1) "
      "(k = 1 leaves no prefix and crashes)",
      [[r"off.by.one", r"k ?- ?1", r"range\(1, ?k\)", r"one (rank|item|cut.?off|prefix) (too )?(short|few|early|less)",
        r"(last|k.?th) (rank|item|cut.?off|prefix) (is )?(missed|missing|left out|skipped|excluded)"]], '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    precisions = [sum(padded[:c]) / c for c in range(1, k)]
    return precisions[-1]
''', crash="IndexError")

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so each query's "
      "precisions keep counting the earlier queries' hits",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"(outside|before) the (query )?loop",
        r"(across|between|over) (the )?queries", r"previous quer(y|ies)", r"accumulat\w*.{0,30}(queries|runs)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        total += s / n if n else 0.0
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "the running maximum is set once per query, not once per level, so every "
      "level keeps the best precision of the lower levels",
      [[r"reset", r"re.?initiali[sz]", r"carr(y|ies|ied) over", r"(outside|before) the level loop",
        r"(across|between|from) (the )?(lower |earlier |previous )?levels", r"previous levels?",
        r"running max"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        cuts = [(Fraction(sum(labels[:c]), n), Fraction(sum(labels[:c]), c)) for c in range(1, len(labels) + 1)]
        best = Fraction(0)
        curve = []
        for r in levels:
            for rec, p in cuts:
                if rec >= r and p > best:
                    best = p
            curve.append(float(best))
        curves.append(curve)
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q18", "interp.step", "flow", "returns the precision saved at the previous relevant rank (P_(i-1)) because it "
      "is returned before being updated at the rank that reaches the level",
      [[r"previous (relevant )?(rank|point|item|hit)", r"one (point|step|pass|hit) (too )?(late|early|behind|before)",
        r"off.by.one", r"P_?\(?i ?- ?1", r"before (it is |being )?updat", r"stale", r"earlier point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    saved = 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return saved
            saved = hits / rank
    return 0.0
''')

wrong("q19", "ap.eleven_point", "flow", "enumerates only the 10 levels 0.0 .. 0.9 (range(10)): level 1.0 is "
      "never averaged", [[r"\b10 levels", r"ten levels", r"range\(10\)", r"(level )?1\.0.{0,40}(missing|left out|"
                          r"skipped|never|dropped|excluded)", r"(miss|skip|drop|leav|exclud|forg[eo]t)\w*.{0,30}"
                          r"(level )?1\.0", r"off.by.one", r"(last|highest|eleventh) level"]], '''
def my_11pt(labels, n_relevant):
    cuts = [(sum(labels[:c]) / n_relevant, sum(labels[:c]) / c) for c in range(1, len(labels) + 1)]
    values = []
    for i in range(10):
        r = i / 10
        values.append(max([p for rec, p in cuts if rec >= r] or [0.0]))
    return sum(values) / len(values)
''')

wrong("q20", "ap.exact", "flow", "slices labels[:i] with a 0-based i, so the relevant item itself is left out "
      "of the hits of its own precision", [[r"off.by.one", r"labels\[:i\]", r"slice", r"(itself|own|current) "
                                            r"(item|hit)?.{0,30}(left out|not counted|excluded|missing)",
                                            r"(exclud|leav|miss)\w*.{0,30}(current|relevant item itself|own)",
                                            r"one hit (too )?(few|short|less)", r"hits ?- ?1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s = 0.0
    for i in range(len(labels)):
        if labels[i]:
            s += sum(labels[:i]) / (i + 1)
    return s / n_relevant
''')

wrong("q21", "gen.grip_point", "flow", "enumerates the scopes and stops at the first one where precision equals "
      "recall, which is an early scope where both are 0 when the first item is not relevant",
      [[r"(both|precision and recall) (are )?(0|zero)", r"first (rank|scope|cut.?off|prefix) where",
        r"stops? (too )?early", r"(breaks?|returns?) (out )?(too )?early", r"before (reaching )?(the )?(scope|rank) c",
        r"0 ?= ?0"]], '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    for s in range(1, len(padded) + 1):
        hits = sum(padded[:s])
        if hits / s == hits / n_relevant:
            return hits / s
    return sum(padded[:n_relevant]) / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides the hits by the length of the cut list, labels[:c], so a list "
      "shorter than the class divides by fewer than c ranks",
      [[r"len(gth)? of (the )?(cut |sliced? )?(list|labels|slice|prefix)", r"len\(", r"fewer (than c )?ranks",
        r"divid\w* by (the )?(number of )?(items|ranks) (retrieved|in the list|there)",
        r"(not|never) (padded|divid\w* by c)", r"instead of (dividing by )?c\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q23", "set.pr", "hidden", "divides by the set sizes without a guard: nothing retrieved (or nothing relevant) "
      "raises ZeroDivisionError", [ZERODIV], '''
from itertools import product

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = sum(1 for a, b in product(ret, rel) if a == b)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average instead of counting "
      "its precision as 0", [[r"(skip|drop|exclud|omit|ignor|leav)\w*.{0,40}(quer|out of the (mean|average))",
                              r"left out", r"fewer queries", r"(divid|averag)\w* .{0,30}(only )?(over|by) (the )?"
                              r"(queries|number of queries) (with|that)"]], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precisions) / len(precisions)
''')

wrong("q25", "ap.at_k", "hidden", "divides by min(len(top k), n_relevant): when the list is shorter than k the "
      "denominator uses the list's length instead of k",
      [[r"len(gth)? of (the )?(list|labels|ranking|top|cut|slice)", r"len\(", r"shorter list",
        r"list'?s length", r"(number|count) of (retrieved )?(ranks|items) (retrieved|in the list|instead of k)",
        r"instead of k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    return sum(sum(top[:c]) / c for c in range(1, len(top) + 1) if top[c - 1]) / denom
''')

wrong("q26", "scope.eps_precision", "hidden", "the mean of an empty NumPy selection is nan when nothing lies "
      "within epsilon", [NAN, [r"empty", r"nothing (lies |is )?(with)?in", r"no target", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    return float(np.asarray(labels, dtype=float)[inside].mean())
''')

wrong("q27", "scope.knn_ties", "hidden", "checks whether the cut goes through a tie with d[k] (one past the k-th "
      "place), which does not exist when k is the whole list: IndexError", [INDEX], '''
from itertools import combinations

def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    d = [distances[i] for i in order]
    y = [labels[i] for i in order]
    if d[k - 1] != d[k]:
        p = sum(y[:k]) / k
        return [p, p]
    kth = d[k - 1]
    before = [y[i] for i in range(len(d)) if d[i] < kth]
    tied = [y[i] for i in range(len(d)) if d[i] == kth]
    sums = [sum(before) + sum(c) for c in combinations(tied, k - len(before))]
    return [min(sums) / k, max(sums) / k]
''', crash="IndexError", scope="all")

wrong("q28", "ap.eleven_point", "hidden", "takes level 0's precision as the max over the relevant ranks' points, "
      "an empty sequence when no relevant item is retrieved: ValueError",
      [[r"ValueError", r"max\(\) (arg|of an empty)", r"empty (sequence|list)"]], '''
def my_11pt(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    total = max(p for _, p in points)
    for i in range(1, 11):
        r = i / 10
        total += max([p for rec, p in points if rec >= r] or [0.0])
    return total / 11
''', crash="ValueError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.value", "twin", "averages the precisions at the retrieved relevant ranks (divides by the hits "
      "found) instead of dividing their sum by n_relevant",
      [[r"(number|count) of (relevant )?(hits|items )?(found|retrieved)", r"relevant (items )?(retrieved|found)",
        r"mean of (the )?precisions", r"averag\w* (the )?precisions", r"divid\w* by (the )?hits",
        r"(unretrieved|never retrieved|missed) relevant", r"instead of n_relevant"]], '''
import numpy as np

labels = np.asarray(v["labels"])
ranks = np.flatnonzero(labels) + 1
my_ap_value = float(np.mean(np.cumsum(labels)[ranks - 1] / ranks))
''')

wrong("q30", "map.mrr", "twin", "averages the reciprocal ranks over the queries that retrieved a relevant item "
      "only (the others are left out, not counted as 0)",
      [[r"(skip|drop|exclud|omit|ignor|leav)\w*.{0,40}(quer|out of the (mean|average))", r"left out",
        r"fewer queries", r"only (over )?(the )?queries (with|that)",
        r"(divid|averag)\w* .{0,30}(over|by) (the )?(number of )?(queries|runs) (with|that)"]], '''
def my_mrr(runs):
    rrs = [1 / next(i for i, x in enumerate(run, 1) if x) for run in runs if any(run)]
    return sum(rrs) / len(rrs)
''')

wrong("q31", "roc.auc", "twin", "compares each positive-negative pair with a strict >, so a tied pair counts 0 "
      "instead of 1/2", [[r"strict", r"ties? (pairs? )?(count|counted|score|scored)\w* (as )?(0|zero|nothing)",
                          r"tied pairs?.{0,30}(ignored|not counted|left out|count(ed)? (as )?(0|zero))",
                          r"(no|without) (the )?half", r"half.{0,20}(missing|forgotten|left out)",
                          r"(>|greater) (instead of|not) (>=|counting)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p, q in product(pos, neg) if p > q)
    return wins / (len(pos) * len(neg))
''')

wrong("q32", "pr.averaged", "twin", "computes each query's recall over the relevant items it retrieved "
      "(sum of its labels) instead of its n_relevant",
      [[r"sum\(labels\)", r"sum of (the |its )?labels", r"relevant (items )?(retrieved|found)",
        r"(number|count) of (relevant )?(hits|ones|1s)", r"(unretrieved|never retrieved|missed) relevant",
        r"instead of (its )?n_relevant", r"n_relevant (is )?(ignored|not used|unused)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        found = sum(labels)
        curve = []
        for i in range(11):
            r = i / 10
            cands = [sum(labels[:c]) / c for c in range(1, len(labels) + 1)
                     if found and sum(labels[:c]) / found >= r]
            curve.append(max(cands) if cands and n else 0.0)
        curves.append(curve)
    return [sum(col) / len(curves) for col in zip(*curves)]
''')

wrong("q33", "gen.practical", "twin", "takes the scope s as the number of relevant judged items (sum of labels) "
      "instead of the list's length, so the smallest recall becomes v / d",
      [[r"s (taken|read|computed|set) as (the )?(number of relevant|sum|v\b)", r"sum\(labels\).{0,30}\bs\b",
        r"\bs ?= ?v\b", r"scope.{0,30}(as|=) (the )?(number of relevant|v\b|sum)",
        r"\bs\b.{0,20}(instead of|not) (the )?len"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s = sum(1 for x in labels if x)
    return [v / len(labels), v / (d - s + v), v / d]
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"revers", r"wrong order", r"other way (a)?round", r"(highest|optimistic|max\w*) first",
        r"order of the (two )?(bounds|values)", r"exchanged", r"interchang"]], '''
from itertools import combinations

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    before = [y for dist, y in pairs if dist < kth]
    tied = [y for dist, y in pairs if dist == kth]
    fills = [sum(before) + sum(c) for c in combinations(tied, k - len(before))]
    return [max(fills) / k, min(fills) / k]
''')

wrong("q35", "rank.r_precision", "twin", "cuts the ranking at R = the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|found|in the list)",
        r"(number|count) of (1s|ones|hits)", r"instead of n_relevant", r"n_relevant (is )?(ignored|not used)",
        r"(unretrieved|never retrieved|missed) relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks the items by decreasing distance (farthest first), as if the "
      "distances were similarity scores", [[r"farthest", r"largest (distance )?first", r"descending",
                                            r"revers", r"(as|like) (a )?(similarit|score)", r"decreasing",
                                            r"wrong (end|direction|order)", r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q37", "set.pr", "data", "counts the retrieved list as it comes (a duplicated id counted again in the hits "
      "and in the length) instead of as a set",
      [[r"duplicat", r"repeated", r"(list|len\(retrieved\)).{0,30}(not|instead of) (a )?set", r"not (de.?dup|a set)",
        r"(counted|counts?) (it )?(again|more than once)", r"as a list"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for doc in retrieved if doc in rel)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG) instead of "
      "keeping the ranking's order", [[r"sort", r"ideal", r"IDCG", r"(rank|ranking|given|input)'?s? order.{0,30}"
                                       r"(lost|changed|ignored|not kept)", r"reorder", r"best order"]], '''
from math import log2

def my_dcg(grades):
    ordered = sorted(grades, reverse=True)
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(ordered, 1))
''')

wrong("q39", "scope.eps_precision", "data", "keeps the targets with d > epsilon (distances read as similarities) "
      "instead of d < epsilon", [[r"d ?> ?eps", r"greater than (eps|epsilon)", r"(above|beyond|outside|farther)",
                                  r"(as|like) (a )?similarit", r"wrong side", r"revers\w* (the )?(comparison|inequality)",
                                  r"far(thest)? targets"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    kept = [y for dist, y in zip(distances, labels) if dist > epsilon]
    return float(Fraction(sum(kept), len(kept))) if kept else 0.0
''')

wrong("q40", "ndcg.value", "data", "appends the unretrieved grades after the retrieved ones and takes the DCG of "
      "that longer list as the system's DCG", [[r"append", r"(add|put|concaten|includ)\w*.{0,40}unretrieved.{0,40}"
                                                r"(dcg|list|ranking|retrieved)", r"unretrieved.{0,40}(appended|added|"
                                                r"counted|placed|included).{0,40}(dcg|ranking|list|end)",
                                                r"as if (they were |it were )?retrieved"]], '''
from math import log2

ranked = list(v["grades"]) + list(v["unretrieved"])
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
ideal = dcg(sorted(ranked, reverse=True))
my_ndcg_value = dcg(ranked) / ideal if ideal else 0.0
''')

wrong("q41", "roc.eer", "data", "reads label 0 as the positive class (labels the other way round)",
      [[r"labels? (are |were )?(reversed|swapped|flipped|inverted|the other way)", r"0 (as|=|for|is) (the )?positive",
        r"positive class.{0,30}(wrong|swapped|reversed|0)", r"(swap|flip|invert|revers)\w* (the )?(classes|labels)"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        pts.append((sum(s >= t for s in neg) / len(neg), sum(s >= t for s in pos) / len(pos)))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.5
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides tp by tp + fn (the recall)",
      [[r"recall", r"false negatives?", r"(column|field|entry|value)s? (order|swapped|mixed)",
        r"order of (the )?(columns|fields|entries|counts)", r"swap\w* (fp|fn|the)", r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "itertools.product over positive-negative pairs with an exact Fraction", '''
from fractions import Fraction
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    score = sum(Fraction(1) if p > q else Fraction(1, 2) if p == q else Fraction(0) for p, q in product(pos, neg))
    return float(score / (len(pos) * len(neg)))
''')

right("q44", "sig.sign_test", "enumerates the binomial outcomes no more likely than the observed split (math.comb)", '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
n = wins + sum(1 for x, y in zip(a, b) if x < y)
observed = comb(n, wins)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(n + 1) if comb(n, i) <= observed) / 2 ** n)
''')

right("q45", "scope.knn_ties", "enumerates which tied targets fill the last places (itertools.combinations)", '''
from itertools import combinations

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    kth = pairs[k - 1][0]
    before = [y for dist, y in pairs if dist < kth]
    tied = [y for dist, y in pairs if dist == kth]
    fills = [sum(before) + sum(c) for c in combinations(tied, k - len(before))]
    return [min(fills) / k, max(fills) / k]
''')

right("q46", "rank.p_at_k", "precision at every cut-off by enumerating prefixes of the padded list", '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    precisions = [sum(padded[:c]) / c for c in range(1, k + 1)]
    return precisions[-1]
''')

right("q47", "pr.points", "enumerate prefixes, a point at each relevant rank", '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:c]) / c for c in range(1, len(labels) + 1) if labels[c - 1]]
''')

right("q48", "ap.exact", "NumPy cumsum at the relevant ranks", '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum() / n_relevant)
''')

SUBMISSIONS = tuple(S)
