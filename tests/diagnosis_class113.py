"""Diagnosis class 113, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- strong
programmers who over-engineer: dataclasses, small classes with ``__call__``, generators, ``functools.lru_cache`` on
lists turned into tuples, type conversions at the boundary, vectorised NumPy with clever indexing. Their rare slips
are subtle (a cache or a boundary conversion that loses something, a shared list mutated, an off-by-one in a clever
slice, integer labels used as an index). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c113-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks (five value tasks in fact).
Before hand-over each was compared with the task's reference only (no checker, see tests/validate_class.py
diagnosis_class113).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 113 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c113-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC segments (no interpolation)",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat",
        r"(did not|doesn't|does not|never) intersect", r"instead of intersect", r"smallest \|FPR ?- ?FNR\|"]], '''
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class RocPoint:
    fpr: float
    fnr: float


def _roc_points(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    pts = [RocPoint(0.0, 1.0)]
    for t in np.unique(s)[::-1]:
        pred = s >= t
        pts.append(RocPoint(float((pred & ~y).sum() / N), float(1 - (pred & y).sum() / P)))
    return pts


def my_eer(scores, labels):
    best = min(_roc_points(scores, labels), key=lambda p: abs(p.fpr - p.fnr))
    return float((best.fpr + best.fnr) / 2)
''')

wrong("q02", "map.mean", "sibling", "averages the R-precision of each query (precision at rank n_relevant) "
      "instead of its average precision",
      [[r"R-?prec", r"precision at (rank )?R\b", r"precision at (rank )?n_relevant", r"P@R\b"]], '''
from functools import lru_cache

import numpy as np


@lru_cache(maxsize=None)
def _score(labels: tuple, n_relevant: int) -> float:
    if n_relevant == 0:
        return 0.0
    return sum(labels[:n_relevant]) / n_relevant


def my_map(runs, n_relevant):
    return float(np.mean([_score(tuple(r), int(n)) for r, n in zip(runs, n_relevant)]))
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after) instead of "
      "the log2(i + 1) discount",
      [[r"classic", r"log2 ?\(i\)", r"log2 ?i\b", r"rank 1 (is )?(undiscounted|not discounted)",
        r"first (rank|item|grade) (is )?(undiscounted|not discounted)", r"instead of log2 ?\(i ?\+ ?1\)",
        r"max\(i, ?2\)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, g.size + 1)
my_dcg_trec = float((g / np.log2(np.maximum(ranks, 2))).sum())
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG with the exponential gain 2^rel - 1 instead of the grade "
      "itself",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*", r"2 to the", r"gain 2", r"exp2"]], '''
import numpy as np


class NDCG:
    def __init__(self, gain=lambda g: 2.0 ** g - 1):
        self.gain = gain

    def dcg(self, grades):
        g = np.asarray(grades, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.log2(np.maximum(np.arange(1, g.size + 1), 2))
        return float((self.gain(g) / disc).sum())

    def __call__(self, grades, unretrieved):
        idcg = self.dcg(sorted([*grades, *unretrieved], reverse=True))
        return self.dcg(grades) / idcg if idcg > 0 else 0.0


my_ndcg = NDCG()
''')

wrong("q05", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of averaging "
      "the queries' precisions",
      [[r"micro", r"pool", r"summ\w* (the )?counts", r"total counts", r"counts (added|summed) over"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=np.int64).reshape(-1, 3)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "ap.at_k", "sibling", "divides AP@k by n_relevant (the plain AP denominator) instead of "
      "min(k, n_relevant)",
      [[r"instead of (the )?min", r"rather than (the )?min", r"not (by |the )?min\b", r"ignor\w* (the )?min\b",
        r"divid\w* by (n_relevant|R|the (number|count) of relevant( items)?)\b(?! *\))",
        r"(plain|full|uncapped|untruncated) (AP|average precision) denominator"]], '''
from fractions import Fraction


def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(list(labels)[:k], start=1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''')

wrong("q07", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d"]], '''
from dataclasses import dataclass
from fractions import Fraction


@dataclass
class Study:
    labels: list
    d: int

    @property
    def s(self):
        return len(self.labels)

    @property
    def v(self):
        return sum(1 for x in self.labels if x)

    def bounds(self):
        s, v, d = self.s, self.v, self.d
        recall_lo = Fraction(v, d - s + v) if v else Fraction(0)
        return [Fraction(v, s), recall_lo, Fraction(d - s + v, d)]


def my_practical(labels, d):
    return [float(x) for x in Study(list(labels), int(d)).bounds()]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the factor and the "
      "denominator)",
      [[r"not squared", r"unsquared", r"beta instead of beta\s*(\^|\*\*|squared)", r"without squar",
        r"forg\w* to square", r"squar\w* (is )?missing", r"beta (is )?never squared"]], '''
from dataclasses import dataclass


@dataclass(frozen=True)
class FMeasure:
    beta: float = 1.0

    def __call__(self, p: float, r: float) -> float:
        b = self.beta
        den = b * p + r
        return (1 + b) * p * r / den if den else 0.0


def my_f(precision, recall, beta):
    return float(FMeasure(float(beta))(float(precision), float(recall)))
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"wrong (log(arithm)? )?base",
        r"another base", r"instead of log2", r"not log2", r"base 2"]], '''
import numpy as np


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones_like(g)
    disc[1:] = np.log(np.arange(2, g.size + 1))
    return float(g @ (1 / disc))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ties? (count\w* |as )?(1|one|a (full )?win|fully|whole)", r"tie\w*.{0,20}(full|whole) (win|point|pair)",
        r">=", r"instead of (1/2|half|0\.5)", r"not (as )?(1/2|half)", r"(count|counted) (as )?(a )?(full|whole)"]], '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s (the + v left out of the "
      "denominator d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"(missing|forgot\w*|dropped|left out|omit\w*).{0,30}\+ ?v",
        r"\+ ?v (is )?(missing|left out|dropped)"]], '''
from fractions import Fraction


def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    recall_lo = Fraction(v, d - s) if v else Fraction(0)
    return [float(Fraction(v, s)), float(recall_lo), float(Fraction(v, d))]
''', crash="ZeroDivisionError")

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"not (by )?11",
        r"instead of (by )?11", r"(one|1) too (few|small)"]], '''
import numpy as np

LEVELS = np.linspace(0.0, 1.0, 11)


def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = hits / n_relevant
    interp = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in LEVELS]
    return float(sum(interp) / 10)
''')

wrong("q13", "ndcg.value", "shape", "types in the DCG of the grades without dividing by the ideal DCG",
      [[r"not normali[sz]ed", r"unnormali[sz]ed", r"(just|only|plain|raw) (the )?DCG", r"without (dividing|normali)",
        r"never divid", r"(no|missing|forgot\w*) (the )?(division|normali[sz]ation|ideal|IDCG)",
        r"DCG instead of NDCG"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.log2(np.maximum(np.arange(1, g.size + 1), 2))
my_ndcg_value = float((g / disc).sum())
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant targets within epsilon by the length of the "
      "whole list instead of by the number of targets returned",
      [[r"divid\w* by (the )?(size of the |length of the )?(whole|entire|full|total) (list|collection|database|set)",
        r"divid\w* by (the number of )?all (the )?(targets|items)", r"len\(labels\)", r"fraction of all targets",
        r"instead of (the )?(number|count|size) (of )?(the )?(returned|retrieved|result|targets within)"]], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=bool)
    inside = d < epsilon
    if not inside.any():
        return 0.0
    return float((y & inside).sum() / y.size)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break: adds 1/rank of every relevant item of a query, not only the first one",
      [[r"(every|all|each) relevant (item|rank)", r"not (only|just) the first", r"(no|missing|without|forgot\w*)( the)? break",
        r"(does not|doesn't|never) stop\w* at the first", r"after the first", r"sum\w* (of )?(the |all )?reciprocal ranks"]], '''
def my_mrr(runs):
    def rr(run):
        total = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1.0 / rank
        return total

    return sum(map(rr, runs)) / len(runs)
''')

wrong("q16", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking (earlier "
      "ranks) instead of the maximum over the ranks at and after the first one reaching r",
      [[r"(left|earlier|before|preceding|previous) ranks", r"running max", r"cumulative max", r"max\w* (so far|up to)",
        r"prefix", r"instead of (the )?(right|later ranks|ranks after)", r"wrong direction", r"maximum\.accumulate"]], '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    best = np.maximum.accumulate(prec)
    out = []
    for i in range(11):
        idx = np.flatnonzero(hits * 10 >= i * n_relevant)
        out.append(float(best[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q17", "pr.points", "flow", "records the precision before counting the relevant item itself (hits "
      "incremented after the append)",
      [[r"before (counting|adding|increment|updat)", r"(does not|doesn't|without) count\w* (the|this|that) (relevant )?item",
        r"one (hit|relevant item) (too )?(few|short|behind)", r"off.by.one", r"hits ?- ?1",
        r"increment\w* (after|too late)"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q18", "map.mean", "flow", "the hit counter is never reset between queries, so each query's precisions "
      "count the previous queries' hits",
      [[r"not reset", r"never reset", r"carr\w* over", r"across queries", r"between queries", r"reset",
        r"accumulat\w* over (the )?queries", r"from (the )?previous quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q19", "interp.step", "flow", "a strict recall > level test: at a level equal to a recall reached it reads "
      "the next relevant item's precision",
      [[r"strict", r"> instead of >=", r"(level|r) (is )?(exactly )?equal", r"next (relevant|point)", r"boundary",
        r"one point (too )?late", r"R_i < r"]], '''
import numpy as np


def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    ranks = np.flatnonzero(y) + 1
    hits = np.arange(1, ranks.size + 1)
    recall = hits / n_relevant
    prec = hits / ranks
    idx = np.flatnonzero(recall > level)
    return float(prec[idx[0]]) if idx.size else 0.0
''')

wrong("q20", "pr.averaged", "flow", "[[0.0] * 11] * len(runs) makes one shared row, so every query overwrites "
      "it and the mean is the last query's curve",
      [[r"alias", r"same (list|row|object)", r"list multiplication", r"shared (list|row)", r"last query",
        r"overwrit", r"\] ?\* ?len\(runs\)"]], '''
import numpy as np


def my_averaged_curve(runs, n_relevant):
    curves = [[0.0] * 11] * len(runs)
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        y = np.asarray(run, dtype=float)
        if n == 0 or y.size == 0:
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        for i in range(11):
            mask = hits * 10 >= i * n
            curves[q][i] = float(prec[mask].max()) if mask.any() else 0.0
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q21", "ap.value", "flow", "off-by-one in the index: reads the precision at the rank just before each "
      "relevant item (0-based positions minus 1)",
      [[r"off.by.one", r"(rank|position) (just )?before", r"previous rank", r"one rank (too )?early", r"idx ?- ?1",
        r"shifted"]], '''
import numpy as np

y = np.asarray(v["labels"])
prec = np.cumsum(y) / np.arange(1, y.size + 1)
idx = np.flatnonzero(y)  # positions of the relevant items
my_ap_value = float(prec[idx - 1].sum() / v["n_relevant"])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides 0 by 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero", [ZERODIV], '''
from functools import lru_cache


def my_ap(labels, n_relevant):
    labels = tuple(labels)

    @lru_cache(maxsize=None)
    def p_at(k):
        return sum(labels[:k]) / k

    return sum(p_at(i) for i, x in enumerate(labels, 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides 0 by 0", [ZERODIV], '''
from itertools import starmap
from math import log2


def _dcg(gs):
    return sum(starmap(lambda i, g: g if i == 1 else g / log2(i), enumerate(gs, 1)))


def my_ndcg(grades, unretrieved):
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return _dcg(grades) / _dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "takes the mean of labels[:c], dividing by the slice's length: a list "
      "shorter than the class is divided by its own length instead of c",
      [[r"divid\w* by (the )?(length|size|number of (items|ranks)) (of|in) the (list|cut|slice|top)", r"len\(",
        r"(missing|absent) ranks.{0,40}(ignored|dropped|not counted|left out)", r"mean of (the )?slice",
        r"instead of (by )?(c|n_relevant|the class size)\b", r"slice'?s? length"]], '''
import numpy as np


def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "the mean of an empty selection is nan when nothing is within "
      "epsilon (no guard)", [NAN], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q27", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 repeatedly, so 0.3 becomes "
      "0.30000000000000004 and a recall of exactly 0.3 misses its level",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"accumulat\w* 0\.1", r"\+= ?0\.1", r"repeated(ly)? add",
        r"not exact"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append((hits / n_relevant, hits / rank))
    levels, r = [], 0.0
    while r <= 1.0 + 1e-9:
        levels.append(r)
        r += 0.1
    return sum(max((p for rc, p in pts if rc >= lv), default=0.0) for lv in levels) / 11
''')

wrong("q28", "pr.averaged", "hidden", "a query with n_relevant = 0 divides by zero (recall hits / 0)", [ZERODIV], '''
from fractions import Fraction


def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    sums = [Fraction(0)] * 11
    for run, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, rel in enumerate(run, 1):
            hits += bool(rel)
            pts.append((Fraction(hits, n), Fraction(hits, k)))
        for i, r in enumerate(levels):
            sums[i] += max((p for rc, p in pts if rc >= r), default=Fraction(0))
    return [float(s / len(runs)) for s in sums]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "the two sets are swapped at the conversion (ret built from relevant, rel from "
      "retrieved), which looks like returning [recall, precision]",
      [[r"(sets|arguments|inputs|parameters) (are |were )?(swapped|switched|exchanged|mixed up|confused)",
        r"(swapped|switched|exchanged|mixed up|confused) (the )?(sets|arguments|inputs|parameters)",
        r"retrieved (set )?(and|with) (the )?relevant (set )?(swapped|switched|exchanged|mixed up|confused)",
        r"relevant (set )?(and|with) (the )?retrieved (set )?(swapped|switched|exchanged|mixed up|confused)",
        r"ret ?= ?set\(relevant\)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(relevant), set(retrieved)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q30", "scope.knn_ties", "twin", "the sign of the tie-break key is inverted (lexsort puts relevant targets "
      "last when it meant first), which looks like returning [highest, lowest]",
      [[r"tie.?break\w*.{0,40}(invert|revers|sign|wrong|opposite|backwards|flipped)",
        r"(invert|revers|flip)\w*.{0,30}tie.?break", r"sign of the (tie|key)", r"lexsort"]], '''
import numpy as np


def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)

    def p_at_k(relevant_first: bool) -> float:
        tiebreak = y if relevant_first else -y
        order = np.lexsort((tiebreak, d))
        return float(y[order[:k]].sum() / k)

    return [p_at_k(False), p_at_k(True)]
''')

wrong("q31", "dcg.exponential", "twin", "uses the gain 2^rel without the - 1 (a grade 0 gains 1)",
      [[r"without (the )?(-|minus) ?1", r"(missing|forgot\w*|dropp\w*|no|omit\w*) (the )?(-|minus) ?1",
        r"forg\w*.{0,20}subtract", r"grades? (of )?0.{0,30}(gain|counts?|contribut)\w* 1",
        r"non.?relevant.{0,30}(gain|counts?|contribut)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.log2(np.arange(2, g.size + 2))
my_dcg_exp = float((np.exp2(g) / disc).sum())
''')

wrong("q32", "roc.auc", "twin", "treats the scores as distances (a lower score ranks higher), which gives "
      "1 - AUC like swapped labels would",
      [[r"distance", r"lower (scores?|values?) (as |is |are )?(better|first|more relevant|ranked higher)",
        r"smaller (scores?|values?) (as |is |are )?(better|first)", r"ascending",
        r"scores? (direction |order )?(revers|invert|negat|flip)", r"direction of the scores"]], '''
import numpy as np


def my_auc(scores, labels):
    dist = np.asarray(scores, dtype=float)  # smaller = closer = better
    y = np.asarray(labels) == 1
    pos, neg = dist[y], dist[~y]
    diff = neg[None, :] - pos[:, None]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (binomial over every query) instead of "
      "dropping them",
      [[r"ties? (were |are |is )?(not dropped|kept|counted|included|left in)", r"(kept|counted|included|left in) (the )?ties?",
        r"not (dropp|remov|discard|exclud)\w* (the )?ties?", r"n ?= ?(all|every|len)", r"all (the )?queries",
        r"tied quer\w* (kept|counted|included|not dropped)"]], '''
import numpy as np
from scipy.stats import binomtest

a, b = np.asarray(v["a"], dtype=float), np.asarray(v["b"], dtype=float)
wins = int((a > b).sum())
my_sign_p = float(binomtest(wins, n=len(a), p=0.5).pvalue)
''')

wrong("q34", "rank.distances", "twin", "sorts by distance descending (farthest first), as if distances were "
      "similarities",
      [[r"farthest", r"furthest", r"descending", r"largest distances?", r"(high|large)(er|est)? distances? first",
        r"similarit(y|ies)", r"revers\w* (the )?(order|sort)", r"wrong (sort )?direction", r"argsort\(-"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-d, kind="stable")
    return float(y[order][:k].sum() / k)
''')

wrong("q35", "avg.macro", "twin", "unpacks each row as [tp, fn, fp] (fp and fn columns swapped), which looks "
      "like macro recall",
      [[r"(columns?|fields?|entr(y|ies)|elements?) (order|swapped|mixed|confused|in the wrong order)",
        r"(fp|false positives?) and (fn|false negatives?) (are |were )?(swapped|switched|confused|exchanged|mixed)",
        r"(fn|false negatives?) and (fp|false positives?) (are |were )?(swapped|switched|confused|exchanged|mixed)",
        r"\[tp, fn, fp\]", r"order of the (columns|fields|entries)", r"unpack"]], '''
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Table:
    tp: int
    fn: int
    fp: int

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0


def my_macro_precision(tables):
    return float(np.mean([Table(*map(int, t)).precision for t in tables]))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "takes the mean of labels[:k], so a list shorter than k is divided by its "
      "length instead of by k",
      [[r"divid\w* by (the )?(length|len|size|number of (items|labels))", r"min\(k", r"(missing|absent) ranks.{0,30}(ignored|dropped|not counted)",
        r"mean of (the )?(slice|top)", r"instead of (by )?k\b", r"not (by )?k\b", r"slice'?s? length"]], '''
import numpy as np


def my_p_at_k(labels, k):
    top = np.asarray(labels, dtype=float)[:k]
    return float(top.mean()) if top.size else 0.0
''')

wrong("q37", "set.pr", "data", "precision counts the retrieved list with its duplicates (an id retrieved twice "
      "counts twice) instead of the set",
      [[r"duplicat\w*", r"repeated (ids?|items?|entr)", r"(counted|counts) (it )?(twice|more than once|two times)",
        r"(list|len\(retrieved\)) (instead of|rather than|not) (a )?set", r"never (made|turned|converted) (in)?to a set"]], '''
def my_set_pr(retrieved, relevant):
    rel = frozenset(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel.intersection(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q38", "ap.value", "data", "divides the summed precisions by the number of relevant items retrieved (sum of "
      "the labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(number|count) of relevant (items )?(retrieved|found|in the (list|ranking))",
        r"retrieved relevant", r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,20}n_relevant",
        r"relevant items (that were )?(never|not) retrieved"]], '''
labels = [int(x) for x in v["labels"]]
hits, total = 0, 0.0
for rank, rel in enumerate(labels, start=1):
    if rel:
        hits += 1
        total += hits / rank
my_ap_value = total / hits if hits else 0.0
''')

wrong("q39", "roc.auc", "data", "indexes the scores with the integer 0/1 labels (s[y]) instead of a boolean mask, "
      "so it compares copies of the first two scores",
      [[r"(integer|int|0/1) (labels )?(array )?(used )?as (an )?ind(ex|ices)", r"fancy index", r"boolean mask",
        r"index(ed|es|ing)? (by|with) (the )?(0/1|integer|int) labels", r"s\[y\]", r"first two (scores|items)",
        r"(items?|scores?) 0 and 1"]], '''
import numpy as np


def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)  # 0/1
    pos, neg = s[y], s[1 - y]
    cmp = np.sign(pos[:, None] - neg[None, :])
    return float((cmp + 1).mean() / 2)
''')

wrong("q40", "ndcg.all_judgments", "data", "builds the ideal ranking from a set of the grades, so repeated grades "
      "appear only once",
      [[r"\bset\b", r"duplicat\w*", r"repeated grades", r"(equal|same) grades? (are )?(collapsed|merged|counted once|dropped)",
        r"distinct grades", r"unique"]], '''
import numpy as np


def _dcg(g):
    g = np.asarray(g, dtype=float)
    if g.size == 0:
        return 0.0
    return float(g[0] + (g[1:] / np.log2(np.arange(2, g.size + 1))).sum())


def my_ndcg(grades, unretrieved):
    ideal = sorted(set(grades) | set(unretrieved), reverse=True)
    idcg = _dcg(ideal)
    return _dcg(grades) / idcg if idcg else 0.0
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items beyond the judged scope, so the database "
      "size becomes d + s",
      [[r"d ?\+ ?s\b", r"(database|collection) size", r"beyond the (judged )?scope",
        r"d (as|is|taken as|read as) (the )?(number of )?(unjudged|remaining|items (beyond|outside|after))",
        r"(adds|added) (the )?(scope|s) to d"]], '''
from fractions import Fraction


def my_practical(labels, d):
    s = len(labels)
    v = sum(map(bool, labels))
    total = d + s  # d items beyond the judged scope
    rec_lo = Fraction(v, total - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec_lo), float(Fraction(v, total))]
''')

wrong("q42", "map.mean", "data", "ignores n_relevant: each AP divides by the relevant items retrieved (the mean of "
      "the precisions at the relevant ranks)",
      [[r"n_relevant (is )?(ignored|unused|never used|not used)", r"ignor\w* n_relevant",
        r"(number|count) of relevant (items )?(retrieved|found|in the (list|run))", r"retrieved relevant",
        r"mean (of|over) the precisions"]], '''
import numpy as np


def my_map(runs, n_relevant):
    aps = []
    for run in map(np.asarray, runs):
        rel = run.astype(bool)
        hits = np.cumsum(run)
        aps.append(float((hits[rel] / (np.flatnonzero(rel) + 1)).mean()) if rel.any() else 0.0)
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "dcg.classic", "generator expression with enumerate from 1", '''
from math import log2


def my_dcg(grades):
    return float(sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1)))
''')

right("q44", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    return sum(next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs) / len(runs)
''')

right("q45", "interp.curve", "NumPy suffix maximum, levels compared in integers", '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    best = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for i in range(11):
        idx = np.flatnonzero(hits * 10 >= i * n_relevant)
        out.append(float(best[idx[0]]) if idx.size else 0.0)
    return out
''')

right("q46", "ap.at_k", "exact Fractions", '''
from fractions import Fraction


def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(list(labels)[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / den)
''')

right("q47", "pr.points", "itertools.accumulate", '''
from itertools import accumulate


def my_pr_points(labels, n_relevant):
    return [h / r for r, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q48", "scope.knn_ties", "counts of the tied group at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    kth = pairs[k - 1][0]
    closer = [lab for d, lab in pairs if d < kth]
    tied = [lab for d, lab in pairs if d == kth]
    room = k - len(closer)
    base = sum(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    return [(base + max(0, room - non_t)) / k, (base + min(room, rel_t)) / k]
''')

SUBMISSIONS = tuple(S)
