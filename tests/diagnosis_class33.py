"""Diagnosis class 33, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
over-engineer -- classes and dataclasses for a three-line measure, one helper function shared across tasks and
reused with the wrong options or defaults, caches and module-level state, conversions between ids, strings and
NumPy dtypes. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library (``generality.py``, ``roc.py``),
the course documents, the first 80 lines of tests/heldout_submissions.py, the header and the last 30 lines of
tests/diagnosis_class19.py (the format) and tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c33-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class33): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 33 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c33-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "interp.step", "sibling", "takes the classic interpolated precision (the maximum precision at any "
      "rank whose recall reaches the level) instead of the step rule's P_i",
      [[r"max\w*", r"highest", r"best"],
       [r"11.?point", r"eleven", r"classic interpolation", r"usual interpolation", r"interpolated precision",
        r"(any|every|all|later|deeper) (later |deeper )?(ranks?|points?)", r"recall (>=|at least|of at least)",
        r"R@k >= r", r"max\s*\{", r"rest of the (ranking|list|curve)"]], '''
import numpy as np


class PRCurve:
    """Every PR point of a ranking, reusable for all the interpolation tasks."""

    def __init__(self, labels, n_relevant):
        y = np.asarray(labels, dtype=np.int64)
        ranks = np.arange(1, len(y) + 1)
        hits = np.cumsum(y)
        self.precision = hits / ranks
        self.recall = hits / n_relevant if n_relevant else np.zeros(len(y))

    def interpolate(self, level):
        reached = self.recall >= level - 1e-12
        return float(self.precision[reached].max()) if reached.any() else 0.0


def my_step_interpolated(labels, n_relevant, level):
    return PRCurve(labels, n_relevant).interpolate(level)
''')

wrong("a02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved (the "
      "relevant ranks found in the list) instead of n_relevant",
      [[r"relevant (items |ranks )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"\bhits\b", r"found", r"relevant ranks", r"(number|count) of (ones|1s)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"sum\(labels\)"]], '''
from dataclasses import dataclass, field


@dataclass
class Run:
    labels: list
    hits_at: list = field(default_factory=list)

    def __post_init__(self):
        seen = 0
        for rank, rel in enumerate(self.labels, start=1):
            if rel:
                seen += 1
                self.hits_at.append(seen / rank)


def my_ap(labels, n_relevant):
    run = Run(list(labels))
    if not run.hits_at or not n_relevant:
        return 0.0
    return sum(run.hits_at) / len(run.hits_at)
''')

wrong("a03", "dcg.classic", "sibling", "the shared DCG helper's default discount is log2(rank + 1) (the TREC/"
      "Burges formulation), so rank 1 and 2 are discounted differently from the classic formula",
      [[r"log2\s*\(\s*(i|rank|r|k)\s*\+\s*1\s*\)", r"\+ ?1\)? discount", r"trec", r"burges",
        r"(rank 1|first rank|top rank|the first item) (is )?(also )?discounted", r"discount\w* (the )?(first|rank 1)",
        r"other (dcg )?formulation", r"wrong formulation", r"shifted discount", r"helper.{0,30}default"]], '''
import math


def discounted_gain(grades, discount="log2_rank_plus_one", gain="linear"):
    total = 0.0
    for rank, g in enumerate(grades, start=1):
        value = (2 ** g - 1) if gain == "exponential" else g
        d = math.log2(rank + 1) if discount == "log2_rank_plus_one" else max(1.0, math.log2(rank))
        total += value / d
    return total


def my_dcg(grades):
    return discounted_gain(grades)
''')

wrong("a04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to the crossing instead of "
      "interpolating between the two ROC points around it",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat", r"doesn't interpolat",
        r"never interpolat", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"average of (the )?(FPR|false positive rate) and",
        r"(smallest|minimum|minimal) \|?(FPR ?- ?FNR|difference)", r"snap\w* to a (roc )?point"]], '''
import numpy as np


def roc_points(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=bool)
    thresholds = np.unique(s)[::-1]
    P, N = y.sum(), (~y).sum()
    tpr = [0.0] + [float((y & (s >= t)).sum() / P) for t in thresholds]
    fpr = [0.0] + [float((~y & (s >= t)).sum() / N) for t in thresholds]
    return np.array(fpr), np.array(tpr)


def my_eer(scores, labels):
    fpr, tpr = roc_points(scores, labels)
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("a05", "avg.macro", "sibling", "pools the counts of all queries (micro average: total tp over total tp + fp) "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(tp|counts|true positives)", r"total (tp|count|true positives)",
        r"aggregat\w* (the )?counts", r"(big|large) quer\w+ (weigh|dominat|count)\w* more"]], '''
import numpy as np

_TP, _FP, _FN = 0, 1, 2


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=np.int64)
    tp = t[:, _TP].sum()
    retrieved = tp + t[:, _FP].sum()
    return float(tp / retrieved) if retrieved else 0.0
''')

wrong("a06", "map.mrr", "sibling", "reuses the student's average precision helper (n_relevant counted from the "
      "list) per query, so it returns a mean AP instead of the mean reciprocal rank",
      [[r"\bAP\b", r"average precision", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"(all|every) (the )?hits", r"not only the first"]], '''
_AP_CACHE = {}


def average_precision(labels, n_relevant=None):
    key = (tuple(labels), n_relevant)
    if key not in _AP_CACHE:
        n = sum(labels) if n_relevant is None else n_relevant
        hits, total = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / i
        _AP_CACHE[key] = total / n if n else 0.0
    return _AP_CACHE[key]


def my_mrr(runs):
    return sum(average_precision(r) for r in runs) / len(runs)
''')

wrong("a07", "ap.value", "sibling", "computes the 11-point interpolated average precision instead of exact AP",
      [[r"11.?point", r"eleven", r"interpolat", r"(recall|reference) levels", r"0\.0, 0\.1"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
prec, rec, hits = [], [], 0
for i, rel in enumerate(labels, 1):
    hits += rel
    prec.append(hits / i)
    rec.append(hits / n_rel)
levels = [j / 10 for j in range(11)]
interp = [max([p for p, r in zip(prec, rec) if r >= lv], default=0.0) for lv in levels]
my_ap_value = sum(interp) / 11
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta never squared)",
      [[r"not squar", r"without squar", r"unsquared", r"never squar", r"squar\w* (is |was )?(missing|forgotten|dropped)",
        r"forg[eo]t\w* (to )?(the )?squar", r"beta (used )?(linearly|instead of (its|the) square)",
        r"beta instead of beta", r"missing (the )?square"]], '''
from functools import lru_cache


@lru_cache(maxsize=None)
def weighted_harmonic(p, r, weight):
    if p == 0 and r == 0:
        return 0.0
    return (1 + weight) * p * r / (weight * p + r)


def my_f(precision, recall, beta):
    return weighted_harmonic(float(precision), float(recall), float(beta))
''')

wrong("b02", "ndcg.all_judgments", "shape", "sorts the ideal grades from low to high (ascending), so the ideal "
      "DCG is the worst ordering",
      [[r"ascending", r"low(est)? to high", r"wrong (way|direction|order)", r"not reversed", r"revers",
        r"worst.{0,20}first", r"increasing order", r"smallest (grades? )?first", r"descending.{0,30}(missing|forgot)"]], '''
import numpy as np


def _dcg(gains):
    g = np.asarray(gains, dtype=np.float64)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())


def my_ndcg(grades, unretrieved):
    idcg = _dcg(np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)])))
    return _dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("b03", "gen.practical", "shape", "the recall bound's denominator has s and v with swapped signs: v / (d - v "
      "+ s) instead of v / (d - s + v)",
      [[r"d ?- ?v ?\+ ?s", r"swap", r"sign", r"(s|v) and (v|s) (exchanged|swapped|confused|mixed)",
        r"exchang", r"(subtract|minus)\w* v.{0,30}(add|plus)\w* s"],
       [r"recall", r"denominator", r"bound"]], '''
from dataclasses import dataclass, astuple


@dataclass(frozen=True)
class Practical:
    precision: float
    recall_lower: float
    generality_lower: float


def my_practical(labels, d):
    s = len(labels)
    v = sum(int(x) for x in labels)
    return list(astuple(Practical(v / s, v / (d - v + s), v / d)))
''')

wrong("b04", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of one half",
      [[r"ties?\b.{0,40}(as|count\w*) (a )?(whole|full|one\b|1\b(?!/))", r">=", r"greater than or equal",
        r"full (win|point|credit)", r"tie.{0,30}(win|whole)", r"instead of (a )?half", r"instead of 1/2",
        r"not (as )?(a )?half"]], '''
from itertools import product


def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if int(y) == 1]
    neg = [s for s, y in zip(scores, labels) if int(y) == 0]
    wins = sum(1 for a, b in product(pos, neg) if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("b05", "pr.averaged", "shape", "divides each level's sum by the number of levels (11) instead of the "
      "number of queries",
      [[r"divid\w* by 11", r"by (the )?(number|count) of (recall |reference )?levels", r"levels instead of (the )?quer",
        r"11 instead of", r"(count|number) of (the )?levels", r"(parameters?|counts?) (confused|swapped|mixed)"]], '''
import numpy as np

LEVELS = np.linspace(0.0, 1.0, 11)


def eleven_levels(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return np.zeros(11)
    hits = np.cumsum(y)
    p = hits / np.arange(1, y.size + 1)
    r = hits / n_relevant
    return np.array([p[r >= lv - 1e-12].max() if (r >= lv - 1e-12).any() else 0.0 for lv in LEVELS])


def my_averaged_curve(runs, n_relevant):
    total = sum(eleven_levels(run, n) for run, n in zip(runs, n_relevant))
    return (total / len(LEVELS)).tolist()
''')

wrong("b46", "scope.knn_ties", "shape", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap", r"revers", r"wrong order", r"(in|the) other order", r"exchang", r"other way round",
        r"order of the (two )?(bounds|values|results)", r"(upper|optimistic) (bound )?first"]], '''
from collections import namedtuple

Bounds = namedtuple("Bounds", "high low")


def tie_bounds(distances, labels, k):
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    return Bounds(sum(y for _, y in best[:k]) / k, sum(y for _, y in worst[:k]) / k)


def my_knn_tie_bounds(distances, labels, k):
    return list(tie_bounds(distances, labels, k))
''')

wrong("b07", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"forg[eo]t\w*.{0,20}(- ?1|minus|subtract)", r"without (the )?(- ?1|minus)", r"minus (one|1)\b.{0,20}"
        r"(missing|dropped|forgot|left out)", r"(- ?1|minus one) (is )?(missing|dropped|forgotten|left out)",
        r"2\s*\^\s*rel\b(?!_i - 1)", r"2 ?\*\* ?(rel|g)\b(?! ?- ?1)", r"(no|never) subtract", r"subtract\w* 1.{0,20}(missing|forgot)",
        r"gain of 1 for (grade|rel\w*) 0", r"grade 0.{0,30}gain"]], '''
import numpy as np

grades = np.array(v["grades"], dtype=np.float64)
ranks = np.arange(1, grades.size + 1)
my_dcg_exp = float(np.sum(np.exp2(grades) / np.log2(ranks + 1)))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "the loop stops one rank short (range(k - 1)): rank k itself is never counted",
      [[r"off.by.one", r"range\(k ?- ?1\)", r"stops? (one|a) (rank )?(short|early|too early)",
        r"(miss|skip|drop|leave|ignore)\w* (out )?(the )?(k-th|kth|last) (rank|item|position)", r"rank k (itself )?(is )?(never|not) counted",
        r"first k ?- ?1", r"k ?- ?1 (ranks|items)", r"one (rank|item) (too )?(few|short)"]], '''
class Scorer:
    hits = 0

    def __init__(self, labels):
        self.labels = [int(x) for x in labels]

    def count(self, k):
        self.hits = 0
        for i in range(min(k, len(self.labels)) - 1):
            self.hits += self.labels[i]
        return self.hits


def my_p_at_k(labels, k):
    return Scorer(labels).count(k) / k
''')

wrong("c02", "map.mean", "flow", "the hit counter lives outside the per-query loop and is never reset, so each "
      "query's precisions carry the previous queries' hits",
      [[r"reset", r"(not|never) (re-?)?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w* across (the )?quer",
        r"previous quer(y|ies)", r"outside the (per-query |query )?loop", r"shared across", r"leak\w*",
        r"earlier quer(y|ies)"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c03", "pr.points", "flow", "breaks out of the walk at the first non-relevant item, so the points after it "
      "are never added",
      [[r"\bbreak", r"stops? (at|on|after) the first (non-?relevant|irrelevant|0|miss|zero)",
        r"(ends|exits|leaves|quits) the loop", r"stops? (walking|the walk|early|too early)", r"(never|not) (reach|add)\w* "
        r"(the )?(later|remaining|rest)", r"only the (leading|first) (run|block|streak)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(map(int, labels), start=1):
        if rel != 1:
            break
        hits += 1
        points.append(hits / rank)
    return points
''')

wrong("c04", "interp.curve", "flow", "takes the maximum precision over the ranks UP TO the first rank reaching the "
      "level (a running maximum from the top) instead of over the ranks from there on",
      [[r"(running|cumulative) max\w* from the (top|start|left|first)", r"wrong direction", r"left instead of (the )?right",
        r"(to|from) the left", r"ranks? (before|above)", r"earlier ranks", r"forward instead of backward",
        r"not (from|to) the right", r"(higher|top) ranks? instead of", r"(prefix|cumulative) max"]], '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=np.int32)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best_so_far = np.maximum.accumulate(prec)
    out = []
    for level in np.round(np.arange(11) / 10, 1):
        reach = np.flatnonzero(rec >= level - 1e-12)
        out.append(float(best_so_far[reach[0]]) if reach.size else 0.0)
    return out
''')

wrong("c05", "ap.at_k", "flow", "walks the whole list instead of stopping at rank k: relevant ranks after k still "
      "add their precisions",
      [[r"beyond (rank )?k\b", r"past (rank )?k\b", r"after (rank )?k\b", r"(not|never) (cut|truncat|stop)\w*",
        r"whole (list|ranking)", r"ignor\w* k\b", r"all (the )?ranks", r"below (rank )?k\b", r"\bk is (ignored|unused|never used)",
        r"entire (list|ranking)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("c06", "scope.eps_precision", "flow", "sorts the distances but not the labels with them, so the labels no "
      "longer belong to their targets",
      [[r"labels? (are |were )?(not|never) (sorted|reordered|moved|permuted)", r"(mis)?align", r"pair\w*",
        r"sort\w* (only )?the distances", r"without (their|the) labels", r"out of step", r"mismatch\w*",
        r"(don't|do not|no longer) (belong|match|correspond)"]], '''
import bisect


def my_eps_precision(distances, labels, epsilon):
    ordered = sorted(float(d) for d in distances)
    n_inside = bisect.bisect_left(ordered, epsilon)
    if n_inside == 0:
        return 0.0
    return sum(labels[:n_inside]) / n_inside
''')

wrong("c17", "rank.r_precision", "flow", "slices labels[1:R + 1] (a 1-based habit), skipping rank 1 and counting "
      "rank R + 1",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"(starts?|begins?) (at|from) (rank 2|index 1|the second)",
        r"(from|at) index 1", r"1-based", r"shifted", r"\[1:", r"rank R ?\+ ?1"]], '''
labels = list(v["labels"]) + [0] * v["n_relevant"]
R = v["n_relevant"]
my_r_precision = sum(labels[1:R + 1]) / R
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by len(retrieved) and len(relevant) without a guard: an empty set "
      "raises ZeroDivisionError", [ZERODIV], '''
from dataclasses import dataclass


@dataclass(frozen=True)
class Judged:
    retrieved: frozenset
    relevant: frozenset

    @property
    def hits(self):
        return len(self.retrieved & self.relevant)

    def pr(self):
        return [self.hits / len(self.retrieved), self.hits / len(self.relevant)]


def my_set_pr(retrieved, relevant):
    return Judged(frozenset(map(str, retrieved)), frozenset(map(str, relevant))).pr()
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): k equal to the list length raises "
      "ValueError",
      [[r"ValueError", r"argpartition", r"kth.{0,30}out of bounds", r"out of bounds"]], '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=np.float64)
    y = np.asarray(labels, dtype=np.int8)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("d03", "pr.averaged", "hidden", "recall is hits / n_relevant with no guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
from statistics import fmean


def curve_of(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        points.append((hits / n_relevant, hits / rank))
    return [max((p for r, p in points if r >= lv / 10 - 1e-12), default=0.0) for lv in range(11)]


def my_averaged_curve(runs, n_relevant):
    curves = [curve_of(r, n) for r, n in zip(runs, n_relevant)]
    return [fmean(col) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ap.eleven_point", "hidden", "builds the recall levels by adding 0.1 eleven times: the float level "
      "0.30000000000000004 misses a recall of exactly 0.3",
      [[r"float\w*.{0,40}(round|accumul|error|precision|inexact|representation)", r"0\.1 (is )?(added|summed|accumulated)",
        r"(add|accumulat|sum)\w* 0\.1", r"rounding", r"0\.30000000000000004", r"\+= ?0\.1", r"inexact",
        r"not exactly 0\.3", r"slightly (above|more than|larger than) 0\.3"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, prec, rec = 0, [], []
    for i, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total, level = 0.0, 0.0
    for _ in range(11):
        total += max([p for p, r in zip(prec, rec) if r >= level], default=0.0)
        level += 0.1
    return total / 11
''')

wrong("d05", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): k longer than the list raises IndexError",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if not denom:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("d06", "gen.grip_point", "hidden", "takes the mean of labels[:c], which divides by the list's length when the "
      "list is shorter than the class (missing ranks dropped instead of counted as not relevant)",
      [[r"(divid\w*|denominator).{0,40}(length|len\b|list length|number of (ranks|items|labels) (in|of) the list)",
        r"mean of (the )?(slice|labels|first)", r"np\.mean", r"(missing|absent) ranks.{0,30}(ignored|dropped|not counted|left out)",
        r"len\(labels", r"instead of (c\b|n_relevant|the class size)", r"(slice|list)'?s? (length|size)"]], '''
import numpy as np


def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=np.float32)
    return float(top.mean()) if top.size else 0.0
''')

wrong("d07", "scope.eps_precision", "hidden", "the mean of an empty NumPy selection is nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances, dtype=np.float64)
    y = np.array(labels, dtype=np.float64)
    return float(y[d < epsilon].mean())
''', scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "ap.exact", "twin", "the shared helper recounts the relevant items from the list (sum of labels) and "
      "overwrites n_relevant with it",
      [[r"n_relevant.{0,40}(ignored|unused|not used|never used|recount\w*|overwrit\w*|replac\w*)",
        r"(ignor|overwrit|recount|replac)\w*.{0,30}n_relevant", r"sum\(labels\)",
        r"(count|recount)\w* (the )?relevant (items )?(in|from) the (list|labels|ranking)"]], '''
def count_relevant(labels):
    return sum(1 for x in labels if int(x) > 0)


def precisions_at_hits(labels):
    hits = 0
    for rank, x in enumerate(labels, 1):
        if int(x) > 0:
            hits += 1
            yield hits / rank


def my_ap(labels, n_relevant):
    n_relevant = count_relevant(labels)
    return sum(precisions_at_hits(labels)) / n_relevant if n_relevant else 0.0
''')

wrong("e02", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the fields read in the wrong order), so the "
      "precision's denominator uses the missed items",
      [[r"(field|column|element|entry|entries|position)s? (order|swapped|mixed|confused|exchanged)",
        r"order of (the )?(fields|columns|entries|table|values)", r"\[tp, ?fn, ?fp\]", r"unpack",
        r"(fp|false positives?) and (fn|false negatives?) (swapped|exchanged|confused|mixed)",
        r"(fn|false negatives?) (read |taken |used )?(as|for) (fp|false positives?)", r"misread\w* (the )?table"]], '''
from typing import NamedTuple


class Table(NamedTuple):
    tp: int
    fn: int
    fp: int

    @property
    def precision(self):
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0


def my_macro_precision(tables):
    rows = [Table(*map(int, t)) for t in tables]
    return sum(r.precision for r in rows) / len(rows)
''')

wrong("e03", "set.pr", "twin", "calls the shared helper with its two arguments in the wrong order "
      "(relevant, retrieved)",
      [[r"argument", r"parameters? (order|swapped|exchanged|confused|mixed)",
        r"(retrieved|relevant) and (relevant|retrieved) (sets? )?(are |were )?(swapped|exchanged|confused|mixed)",
        r"called .{0,30}(wrong|other) order", r"(retrieved|relevant) (set )?(passed|given) (as|for) (the )?(relevant|retrieved)"]], '''
def overlap_ratios(reference, candidate):
    """[|A & B| / |A|, |A & B| / |B|] for reference A and candidate B (0 when a set is empty)."""
    a, b = set(reference), set(candidate)
    inter = len(a & b)
    return [inter / len(a) if a else 0.0, inter / len(b) if b else 0.0]


def my_set_pr(retrieved, relevant):
    return overlap_ratios(relevant, retrieved)
''')

wrong("e04", "roc.auc", "twin", "ranks the items by ascending score (as if the scores were distances), so a lower "
      "score counts as better",
      [[r"distance", r"lower (score )?(is |as )?better", r"ascending", r"(negat(ed|ing)|flipp?(ed|ing)|invert(ed|ing)) (the )?scores",
        r"scores? (were |are )?(negated|flipped|inverted|reversed)", r"smaller.{0,20}better", r"revers\w* (the )?(score|ranking|order)",
        r"(low|lowest|smallest) scores? first"]], '''
from scipy.stats import rankdata


def my_auc(scores, labels):
    ranks = rankdata([-float(s) for s in scores])
    pos = [r for r, y in zip(ranks, labels) if y == 1]
    n1, n0 = len(pos), len(labels) - len(pos)
    return float((sum(pos) - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("e05", "map.mrr", "twin", "filters out the queries with no relevant item retrieved before averaging, so they "
      "are not counted as 0",
      [[r"(drop|skip|filter|remov|exclud|ignor|discard)\w* (out )?(the )?(empty |those |such |these )?quer",
        r"quer(y|ies) (with(out)? no|without) (a )?relevant.{0,40}(dropped|skipped|left out|excluded|ignored|removed|not counted)",
        r"only (the )?quer\w+ (with|that)", r"fewer queries", r"(not|never) counted as 0"]], '''
def my_mrr(runs):
    found = [run for run in runs if 1 in run]
    return sum(1 / (run.index(1) + 1) for run in found) / len(found)
''')

wrong("e06", "rank.p_at_k", "twin", "takes the mean of the slice labels[:k], which divides by the slice's length "
      "(shorter than k past the end)",
      [[r"mean of (the )?(slice|top.?k|first k|labels)", r"np\.mean", r"(slice|list)'?s? (length|size)", r"len\(labels\[:k\]\)",
        r"divid\w* by (the )?(number of (items|ranks|labels) (retrieved|returned|in the (slice|list)))",
        r"average of the (labels|slice)", r"mean\(\)"]], '''
import numpy as np


def my_p_at_k(labels, k):
    top = np.asarray(labels, dtype=np.uint8)[:k]
    return float(np.mean(top)) if top.size else 0.0
''')

wrong("e07", "ndcg.value", "twin", "sorts the grades in place to build the ideal list (an alias of the same list), "
      "so the DCG is computed on the already sorted grades",
      [[r"alias", r"in.place", r"same list", r"\.sort\(\)", r"mutat", r"(sorted|modified|changed|overwr\w*) (the )?"
        r"(student's |original |input |retrieved )?(grades|list|ranking|run)", r"(no|without a|forgot\w* to) copy"]], '''
from math import log2

grades = list(v["grades"])
ideal = grades
ideal.sort(reverse=True)
ideal_all = sorted(ideal + list(v["unretrieved"]), reverse=True)


def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))


my_ndcg_value = dcg(grades) / dcg(ideal_all)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "treats retrieved as a list: an id retrieved twice counts twice in the hits and in "
      "the retrieved count",
      [[r"duplicat", r"list instead of (a )?set", r"(not|never) (a |as )?sets?\b", r"repeated id", r"counts? (it|them|an id) more than once",
        r"double.count", r"(no|without) (set|dedup)", r"dedup\w*"]], '''
class Judgments:
    def __init__(self, relevant):
        self.relevant = {str(x) for x in relevant}

    def hits(self, retrieved):
        return sum(1 for doc in retrieved if str(doc) in self.relevant)


def my_set_pr(retrieved, relevant):
    j = Judgments(relevant)
    h = j.hits(retrieved)
    p = h / len(retrieved) if retrieved else 0.0
    r = min(h, len(j.relevant)) / len(j.relevant) if j.relevant else 0.0
    return [p, r]
''')

wrong("f02", "dcg.classic", "data", "converts the grades to a boolean array (relevant or not), so every graded "
      "item gains 1",
      [[r"binar", r"0/1", r"relevant or not", r"grades? (as|into|to) (labels|1|booleans?|bool)", r"bool",
        r"ignor\w* (the )?(grade|gain) (values|levels)", r"graded.{0,30}(binary|boolean)", r"(every|each) (relevant|graded) item (gains|counts) 1",
        r"dtype"]], '''
import numpy as np


def my_dcg(grades):
    rel = np.asarray(grades, dtype=bool).astype(np.float64)
    if rel.size == 0:
        return 0.0
    discount = np.maximum(1.0, np.log2(np.arange(1, rel.size + 1)))
    return float(np.sum(rel / discount))
''')

wrong("f03", "roc.eer", "data", "assumes the items come sorted by score and walks them in the given order, one "
      "step per item (never sorts, never groups ties)",
      [[r"(not|never|without) sort", r"unsorted", r"assum\w*.{0,30}sorted", r"(given|input) order",
        r"order (given|of the input)", r"sort\w* (by|the) scores?.{0,20}(missing|forgot)", r"forg[eo]t\w* to sort"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for y in labels:
        if y:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for j in range(1, len(fpr)):
        if fpr[j] >= fnr[j]:
            a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
            if a >= 0 or b == 0:
                return fpr[j] if b == 0 else fpr[j - 1]
            t = -a / (b - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return fpr[-1]
''')

wrong("f04", "map.mean", "data", "reads n_relevant[i] as the relevant items NOT retrieved, so it adds the hits of "
      "the list to it in the denominator",
      [[r"n_relevant", r"number of relevant", r"denominator", r"divid"],
       [r"unretrieved", r"not retrieved", r"missed", r"(plus|\+|add\w*) (the )?(hits|retrieved)", r"double.count",
        r"twice", r"(missing|remaining) (relevant )?items"]], '''
from statistics import mean


def ap_one(labels, n_missing):
    hits, acc = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            acc += hits / i
    total_relevant = hits + n_missing
    return acc / total_relevant if total_relevant else 0.0


def my_map(runs, n_relevant):
    return mean(ap_one(r, n) for r, n in zip(runs, n_relevant))
''')

wrong("f05", "scope.knn_ties", "data", "reads the distances as similarities and takes the k LARGEST values as the "
      "nearest targets",
      [[r"similarit", r"descending", r"farthest", r"larg(er|est) (distances?|values?) (first|as nearer|nearer|as (the )?nearest)",
        r"revers", r"largest first", r"(high|large) distance.{0,20}(near|close)", r"wrong end"]], '''
from fractions import Fraction


def my_knn_tie_bounds(distances, labels, k):
    items = [(float(d), int(y)) for d, y in zip(distances, labels)]
    low = sorted(items, key=lambda t: (-t[0], t[1]))[:k]
    high = sorted(items, key=lambda t: (-t[0], -t[1]))[:k]
    return [float(Fraction(sum(y for _, y in low), k)), float(Fraction(sum(y for _, y in high), k))]
''')

wrong("f06", "gen.practical", "data", "reads d as the unjudged rest of the database and adds the judged s to it "
      "(database size d + s)",
      [[r"d ?\+ ?s", r"unjudged", r"(rest|remainder) of the database", r"add\w* (s|the scope|the judged)",
        r"d (as|is) (only )?the (rest|unjudged)", r"database size.{0,40}(misread|includ\w*|too (big|large))",
        r"(database|collection) (too )?(big|large)"]], '''
from dataclasses import dataclass


@dataclass
class Study:
    judged: list
    unjudged: int

    @property
    def size(self):
        return len(self.judged) + self.unjudged

    def bounds(self):
        s, v = len(self.judged), sum(self.judged)
        return [v / s, v / (self.size - s + v), v / self.size]


def my_practical(labels, d):
    return Study([int(x) for x in labels], int(d)).bounds()
''')

wrong("f07", "dcg.exponential", "data", "reads the grades list from the bottom (the last grade taken as rank 1)",
      [[r"revers", r"backwards?", r"last (item|grade) (as|at|taken as) rank 1", r"wrong end", r"bottom",
        r"\[::-1\]", r"(opposite|inverted) order"]], '''
from math import log2

ranked = list(reversed(v["grades"]))
my_dcg_exp = sum((2 ** g - 1) / log2(i + 1) for i, g in enumerate(ranked, 1))
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "set.f_beta", "a frozen dataclass, beta squared once", '''
from dataclasses import dataclass


@dataclass(frozen=True)
class PR:
    p: float
    r: float

    def f(self, beta):
        b2 = beta * beta
        den = b2 * self.p + self.r
        return (1 + b2) * self.p * self.r / den if den else 0.0


def my_f(precision, recall, beta):
    return float(PR(float(precision), float(recall)).f(float(beta)))
''')

right("g02", "pr.points", "NumPy cumsum and a boolean mask", '''
import numpy as np


def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=np.int64)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return prec[y == 1].astype(float).tolist()
''')

right("g03", "interp.step", "a generator of (recall, precision) points and next() with a default", '''
def pr_points(labels, n_relevant):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            yield hits / n_relevant, hits / rank


def my_step_interpolated(labels, n_relevant, level):
    if not n_relevant:
        return 0.0
    return next((p for r, p in pr_points(labels, n_relevant) if r >= level - 1e-12), 0.0)
''')

right("g04", "ap.eleven_point", "exact levels j / 10 and a suffix maximum", '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, prec, rec = 0, [], []
    for i, rel in enumerate(labels, 1):
        hits += bool(rel)
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    suffix = prec[:]
    for i in range(len(suffix) - 2, -1, -1):
        suffix[i] = max(suffix[i], suffix[i + 1])
    total = 0.0
    for j in range(11):
        idx = next((i for i, r in enumerate(rec) if r * 10 >= j - 1e-9), None)
        total += suffix[idx] if idx is not None else 0.0
    return total / 11
''')

right("g05", "rank.distances", "a stable argsort (mergesort) on a float64 array", '''
import numpy as np


def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=np.float64), kind="stable")
    y = np.asarray(labels, dtype=np.int64)[order]
    return float(y[:k].sum()) / k
''')

right("g06", "gen.grip_point", "padding with zeros to the class size", '''
def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    if c == 0:
        return 0.0
    padded = [int(x) for x in labels] + [0] * max(0, c - len(labels))
    return sum(padded[:c]) / c
''')

SUBMISSIONS = tuple(S)
