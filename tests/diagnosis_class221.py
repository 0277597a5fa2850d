"""Diagnosis class 221, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an object-oriented class of an IR evaluation
course -- students who wrap every measure in a small class or a dataclass, with methods and properties, and keep
state on ``self`` between calls (loops, NumPy, comprehensions, itertools and fractions inside the methods). Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c221-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4+ value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class221).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 221 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c221-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall at k of the distance ranking (hits over all relevant "
      "labels) instead of its precision at k",
      [[r"recall", r"all (the )?relevant (items|targets|labels)", r"every relevant (item|target)",
        r"divid\w* by (the )?(number|count) of relevant", r"instead of (dividing by )?k\b"]], '''
from dataclasses import dataclass


@dataclass
class DistanceQuery:
    distances: list
    labels: list

    @property
    def ranking(self):
        order = sorted(range(len(self.distances)), key=lambda i: self.distances[i])
        return [self.labels[i] for i in order]

    def score_at(self, k):
        hits = sum(self.ranking[:k])
        return hits / sum(self.labels)


def my_p_at_k_from_distances(distances, labels, k):
    return DistanceQuery(distances, labels).score_at(k)
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (all tp pooled over all retrieved) "
      "instead of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives).{0,40}(all|every|total)",
        r"total (tp|true positives)", r"weight\w* by (the )?(number|size|count) (of )?retrieved",
        r"over all (the )?queries together"]], '''
class PrecisionAverager:
    def __init__(self):
        self.tp = 0
        self.retrieved = 0

    def add(self, tp, fp, fn):
        self.tp += tp
        self.retrieved += tp + fp

    @property
    def value(self):
        return self.tp / self.retrieved if self.retrieved else 0.0


def my_macro_precision(tables):
    avg = PrecisionAverager()
    for tp, fp, fn in tables:
        avg.add(tp, fp, fn)
    return avg.value
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (hits over its length) instead "
      "of the precision at scope s = c",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|list|retrieved)",
        r"len\(labels\)", r"length of the (list|ranking)", r"not (cut|truncated) at (c|n_relevant|the class size)",
        r"ignor\w*.{0,30}(scope|cut|n_relevant|class size)"]], '''
from dataclasses import dataclass


@dataclass
class GripQuery:
    labels: list
    n_relevant: int

    @property
    def found(self):
        return sum(1 for x in self.labels if x)

    @property
    def precision(self):
        return self.found / len(self.labels)


def my_grip_point(labels, n_relevant):
    return GripQuery(labels, n_relevant).precision
''')

wrong("q04", "interp.step", "sibling", "takes the usual interpolated precision max {P@k : R@k >= level} (the best "
      "precision to the right) instead of the step rule's P_i",
      [[r"takes the max\w*", r"max\w* (of|over) (the )?(later|following|subsequent)", r"usual interpolat\w*",
        r"standard interpolat\w*", r"instead of (the )?step (rule|interpolation)", r"ignor\w* the step rule",
        r"highest precision (at|from|over) (any|later|the following)", r"11.?point interpolat\w*"]], '''
class PRWalker:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant
        self.points = []
        hits = 0
        for rank, rel in enumerate(labels, start=1):
            hits += rel
            self.points.append((hits / n_relevant, hits / rank))

    def interpolate(self, level):
        reached = [p for r, p in self.points if r >= level - 1e-12]
        return max(reached) if reached else 0.0


def my_step_interpolated(labels, n_relevant, level):
    return PRWalker(labels, n_relevant).interpolate(level)
''')

wrong("q05", "dcg.classic", "sibling", "computes the TREC-style DCG sum rel_i / log2(i + 1) (rank 1 discounted too) "
      "instead of the classic rel_1 + sum_{i>=2} rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"rank 1 (is )?discounted", r"first (rank|item|grade) "
        r"(is )?discounted", r"another (dcg|formulation)", r"burges", r"shifted (discount|log)"]], '''
import math
from dataclasses import dataclass, field


@dataclass
class GradedList:
    grades: list
    gains: list = field(default_factory=list)

    def __post_init__(self):
        self.gains = [g / math.log2(i + 1) for i, g in enumerate(self.grades, start=1)]

    @property
    def dcg(self):
        return sum(self.gains)


def my_dcg(grades):
    return GradedList(grades).dcg
''')

wrong("q06", "ap.at_k", "sibling", "divides the top-k precision sum by n_relevant (plain AP cut at k) instead of "
      "min(k, n_relevant)",
      [[r"instead of min", r"not min", r"without (the )?min", r"ignor\w*.{0,20}min", r"plain AP",
        r"divid\w* by (n_relevant|the number of relevant|all (the )?relevant)", r"untruncated"]], '''
class APAtK:
    def __init__(self, labels, n_relevant, k):
        self.labels = list(labels)[:k]
        self.n_relevant = n_relevant

    def precisions(self):
        hits = 0
        for i, rel in enumerate(self.labels, start=1):
            if rel:
                hits += 1
                yield hits / i

    def value(self):
        if self.n_relevant == 0:
            return 0.0
        return sum(self.precisions()) / self.n_relevant


def my_ap_at_k(labels, n_relevant, k):
    return APAtK(labels, n_relevant, k).value()
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight ROC piece with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"smallest \|?fpr", r"no(t)? interpolat\w*", r"without interpolat\w*",
        r"never interpolat\w*", r"(fpr ?\+ ?fnr) ?/ ?2", r"mean of (fpr|the two rates)", r"average of (fpr|the "
        r"two( error)? rates)", r"a roc point (itself|only)"]], '''
from dataclasses import dataclass


@dataclass
class RocCurve:
    scores: list
    labels: list

    @property
    def points(self):
        pos = sum(1 for y in self.labels if y == 1)
        neg = len(self.labels) - pos
        pts = [(0.0, 0.0)]
        for t in sorted(set(self.scores), reverse=True):
            tp = sum(1 for s, y in zip(self.scores, self.labels) if s >= t and y == 1)
            fp = sum(1 for s, y in zip(self.scores, self.labels) if s >= t and y != 1)
            pts.append((fp / neg, tp / pos))
        return pts

    def eer(self):
        best = min(self.points, key=lambda p: abs(p[0] - (1 - p[1])))
        return (best[0] + 1 - best[1]) / 2


def my_eer(scores, labels):
    return RocCurve(scores, labels).eer()
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"without (the )?squar\w*", r"forg[eo]t\w* (to )?squar\w*", r"beta instead of beta",
        r"unsquared", r"beta (rather than|instead of|not) (its )?squar\w*", r"linear(ly)? in beta"]], '''
from dataclasses import dataclass


@dataclass(frozen=True)
class FMeasure:
    beta: float = 1.0

    def __call__(self, p, r):
        if p == 0 and r == 0:
            return 0.0
        return (1 + self.beta) * p * r / (self.beta * p + r)


def my_f(precision, recall, beta):
    return FMeasure(beta)(precision, recall)
''')

wrong("q09", "ndcg.value", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"math\.log\b", r"base e", r"another base", r"wrong base",
        r"not log2", r"instead of log2", r"log base"]], '''
import math


class NDCG:
    def __init__(self, grades, unretrieved):
        self.grades = list(grades)
        self.ideal = sorted(list(grades) + list(unretrieved), reverse=True)

    @staticmethod
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log(i)
        return total

    @property
    def value(self):
        best = self.dcg(self.ideal)
        return self.dcg(self.grades) / best if best else 0.0


my_ndcg_value = NDCG(v["grades"], v["unretrieved"]).value
''')

wrong("q10", "gen.practical", "shape", "computes recall's lower bound as v / (d - s), leaving the + v out of the "
      "denominator",
      [[r"d ?- ?s\b(?! ?\+)", r"without (the )?\+ ?v", r"missing (the )?\+ ?v", r"forg[eo]t\w* (the )?\+ ?v",
        r"drop\w* (the )?v", r"v left out", r"leav\w* (out )?(the )?v", r"unjudged (items )?only"]], '''
from dataclasses import dataclass


@dataclass
class PracticalStudy:
    labels: list
    d: int

    @property
    def s(self):
        return len(self.labels)

    @property
    def v(self):
        return sum(1 for x in self.labels if x)

    def bounds(self):
        precision = self.v / self.s
        recall_lower = self.v / (self.d - self.s) if self.v else 0.0
        generality_lower = self.v / self.d
        return [precision, recall_lower, generality_lower]


def my_practical(labels, d):
    return PracticalStudy(labels, d).bounds()
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"minus (one|1)\b", r"without (the )?(- ?1|minus)", r"forg[eo]t\w* (to subtract|the - ?1)", r"subtract\w*",
        r"2 ?\^ ?rel(_i)?\b(?! ?-)", r"2 ?\*\* ?rel\b(?! ?-)", r"zero grades? (count|gain)", r"grade 0 (gains|counts|adds)"]],
      '''
import math


class ExpDCG:
    def __init__(self, grades):
        self.grades = grades

    def gain(self, rel):
        return 2 ** rel

    def total(self):
        return sum(self.gain(g) / math.log2(i + 1) for i, g in enumerate(self.grades, start=1))


my_dcg_exp = ExpDCG(v["grades"]).total()
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti\w*"], [r"full", r"\b1\b(?! ?/)", r"whole", r"instead of (1/2|half|0\.5)", r"not (1/2|half|0\.5)",
                     r">=", r"as a win"]], '''
from dataclasses import dataclass
from itertools import product


@dataclass
class ScoredSample:
    scores: list
    labels: list

    @property
    def positives(self):
        return [s for s, y in zip(self.scores, self.labels) if y == 1]

    @property
    def negatives(self):
        return [s for s, y in zip(self.scores, self.labels) if y != 1]

    def auc(self):
        pairs = list(product(self.positives, self.negatives))
        wins = sum(1 for p, n in pairs if p >= n)
        return wins / len(pairs)


def my_auc(scores, labels):
    return ScoredSample(scores, labels).auc()
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid\w*", r"denominator", r"levels"]], '''
import numpy as np


class ElevenPoint:
    levels = np.linspace(0.0, 1.0, 11)

    def __init__(self, labels, n_relevant):
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        self.precision = hits / np.arange(1, len(lab) + 1)
        self.recall = hits / n_relevant if n_relevant else np.zeros_like(hits)

    def p_interp(self, r):
        ok = self.recall >= r - 1e-12
        return float(self.precision[ok].max()) if ok.any() else 0.0

    def average(self):
        return sum(self.p_interp(r) for r in self.levels) / 10


def my_11pt(labels, n_relevant):
    return ElevenPoint(labels, n_relevant).average()
''')

wrong("q14", "set.pr", "shape", "swaps the denominators: precision divides by the relevant set and recall by the "
      "retrieved set",
      [[r"swap\w*", r"switch\w*", r"confus\w*", r"revers\w*", r"the other way round", r"mix\w* up",
        r"interchang\w*"]], '''
from dataclasses import dataclass


@dataclass
class ResultSet:
    retrieved: list
    relevant: list

    @property
    def hits(self):
        return len(set(self.retrieved) & set(self.relevant))

    @property
    def precision(self):
        n = len(set(self.relevant))
        return self.hits / n if n else 0.0

    @property
    def recall(self):
        n = len(set(self.retrieved))
        return self.hits / n if n else 0.0


def my_set_pr(retrieved, relevant):
    rs = ResultSet(retrieved, relevant)
    return [rs.precision, rs.recall]
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "keeps the hit counter on self across queries (never reset), so later queries' "
      "precisions count the earlier queries' hits",
      [[r"reset", r"carr\w* over", r"kept across", r"across (the )?queries", r"accumulat\w*",
        r"previous quer\w*", r"earlier quer\w*", r"never (re)?initiali[sz]\w*", r"not (re)?initiali[sz]\w*",
        r"state"]], '''
class MAPCalculator:
    def __init__(self):
        self.hits = 0
        self.aps = []

    def add_query(self, labels, n_relevant):
        total = 0.0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                self.hits += 1
                total += self.hits / rank
        self.aps.append(total / n_relevant if n_relevant else 0.0)

    @property
    def mean(self):
        return sum(self.aps) / len(self.aps) if self.aps else 0.0


def my_map(runs, n_relevant):
    calc = MAPCalculator()
    for labels, n in zip(runs, n_relevant):
        calc.add_query(labels, n)
    return calc.mean
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item, so each "
      "point's precision is (hits - 1) / rank",
      [[r"before (count|increment|add|updat)\w*", r"(hits|count) ?- ?1", r"one (hit|relevant item) (too )?(few|short|"
        r"less)", r"increment\w* after", r"updat\w* after", r"not (yet )?count\w*", r"order of (the )?(update|"
        r"increment|statements)", r"off.by.one"]], '''
class PRCurve:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant
        self.hits = 0

    def points(self):
        out = []
        for rank, rel in enumerate(self.labels, start=1):
            if rel:
                out.append(self.hits / rank)
                self.hits += 1
        return out


def my_pr_points(labels, n_relevant):
    return PRCurve(labels, n_relevant).points()
''')

wrong("q17", "interp.curve", "flow", "builds the levels with range(10), so level 1.0 is missing and only 10 values "
      "are returned",
      [[r"range\(10\)", r"\b10 (values|levels|points|precisions)", r"1\.0.{0,30}(missing|left out|dropped|never)",
        r"(missing|left out|drop\w*|without|omit\w*).{0,30}(1\.0|last level|level 1\b|recall 1\b)",
        r"off.by.one", r"one level (short|too few)", r"length 10"]], '''
from dataclasses import dataclass


@dataclass
class Interpolator:
    labels: list
    n_relevant: int

    def pr(self):
        hits = 0
        for k, rel in enumerate(self.labels, start=1):
            hits += rel
            yield hits / self.n_relevant, hits / k

    def at(self, r):
        return max((p for rec, p in self.pr() if rec >= r - 1e-12), default=0.0)

    def curve(self):
        return [self.at(i / 10) for i in range(10)]


def my_interpolated(labels, n_relevant):
    return Interpolator(labels, n_relevant).curve()
''')

wrong("q18", "map.mrr", "flow", "never breaks after the first relevant item: adds 1/rank of every relevant item of "
      "a query",
      [[r"break", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)", r"not (only|just) the first",
        r"beyond the first", r"after the first", r"sum\w* of (the )?reciprocal ranks", r"each relevant"]], '''
class ReciprocalRanker:
    def __init__(self):
        self.values = []

    def add(self, run):
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr += 1 / rank
        self.values.append(rr)

    def mean(self):
        return sum(self.values) / len(self.values)


def my_mrr(runs):
    r = ReciprocalRanker()
    for run in runs:
        r.add(run)
    return r.mean()
''')

wrong("q19", "dcg.trec", "flow", "the loop starts at index 1 (range(1, len(grades))) and skips the first grade",
      [[r"skip\w*.{0,30}first", r"first (grade|item|rank|element).{0,30}(skipped|missing|left out|dropped|ignored|"
        r"never)", r"range\(1", r"start\w* at (index )?1", r"off.by.one", r"rank 1.{0,20}(missing|left out|skipped)"]],
      '''
import math


class TrecDCG:
    def __init__(self, grades):
        self.grades = list(grades)
        self.total = 0.0

    def run(self):
        for i in range(1, len(self.grades)):
            self.total += self.grades[i] / math.log2(i + 1)
        return self.total


my_dcg_trec = TrecDCG(v["grades"]).run()
''')

wrong("q20", "roc.auc", "flow", "only compares each item with the items after it in the list (j > i), so a "
      "positive listed after a negative is never compared with it",
      [[r"j ?> ?i", r"after it", r"later (items|in the list)", r"only (the )?pairs? (with|where)", r"half (of )?the "
        r"pairs", r"inner loop", r"list order", r"order of the (list|input)", r"(missing|skip\w*|misses) (some )?"
        r"pairs"]], '''
class PairCounter:
    def __init__(self, scores, labels):
        self.scores = scores
        self.labels = labels
        self.score = 0.0

    def count(self):
        n = len(self.scores)
        for i in range(n):
            for j in range(i + 1, n):
                if self.labels[i] == 1 and self.labels[j] == 0:
                    if self.scores[i] > self.scores[j]:
                        self.score += 1
                    elif self.scores[i] == self.scores[j]:
                        self.score += 0.5
        return self

    @property
    def auc(self):
        pos = sum(self.labels)
        neg = len(self.labels) - pos
        return self.score / (pos * neg)


def my_auc(scores, labels):
    return PairCounter(scores, labels).count().auc
''')

wrong("q21", "pr.averaged", "flow", "the per-query curve list is created once in __init__ and reused: each query's "
      "levels keep the maxima of the previous queries",
      [[r"reus\w*", r"reset", r"carr\w* over", r"previous quer\w*", r"earlier quer\w*", r"across (the )?queries",
        r"shared (list|curve)", r"never (re)?initiali[sz]\w*", r"not (re)?initiali[sz]\w*", r"same list"]], '''
class CurveAverager:
    def __init__(self):
        self.curve = [0.0] * 11
        self.total = [0.0] * 11
        self.n = 0

    def add(self, labels, n_relevant):
        if n_relevant:
            hits = 0
            for k, rel in enumerate(labels, start=1):
                hits += rel
                rec, prec = hits / n_relevant, hits / k
                for j in range(11):
                    if rec >= j / 10 - 1e-12:
                        self.curve[j] = max(self.curve[j], prec)
        self.total = [t + c for t, c in zip(self.total, self.curve)]
        self.n += 1

    def result(self):
        return [t / self.n for t in self.total]


def my_averaged_curve(runs, n_relevant):
    avg = CurveAverager()
    for labels, n in zip(runs, n_relevant):
        avg.add(labels, n)
    return avg.result()
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
from dataclasses import dataclass


@dataclass
class FScore:
    precision: float
    recall: float

    def f(self, beta):
        b2 = beta ** 2
        return (1 + b2) * self.precision * self.recall / (b2 * self.precision + self.recall)


def my_f(precision, recall, beta):
    return FScore(precision, recall).f(beta)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant at all",
      [ZERODIV], '''
import math


class Judged:
    def __init__(self, grades, unretrieved):
        self.grades = list(grades)
        self.unretrieved = list(unretrieved)

    @staticmethod
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

    @property
    def ideal(self):
        return sorted(self.grades + self.unretrieved, reverse=True)

    def ndcg(self):
        return self.dcg(self.grades) / self.dcg(self.ideal)


def my_ndcg(grades, unretrieved):
    return Judged(grades, unretrieved).ndcg()
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "reads sorted_distances[k] unguarded to test for a tie after the k-th "
      "place, an IndexError when k is the whole list",
      [INDEX], '''
from dataclasses import dataclass


@dataclass
class KnnQuery:
    distances: list
    labels: list
    k: int

    def bounds(self):
        order = sorted(self.distances)
        kth = order[self.k - 1]
        tie_beyond = order[self.k] == kth
        inside = [y for d, y in zip(self.distances, self.labels) if d < kth]
        tied = [y for d, y in zip(self.distances, self.labels) if d == kth]
        slots = self.k - len(inside)
        base = sum(inside)
        rel_tied = sum(tied)
        if not tie_beyond:
            return [(base + rel_tied) / self.k] * 2
        low = base + max(0, slots - (len(tied) - rel_tied))
        high = base + min(slots, rel_tied)
        return [low / self.k, high / self.k]


def my_knn_tie_bounds(distances, labels, k):
    return KnnQuery(distances, labels, k).bounds()
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, wrong when "
      "the list is shorter than the class",
      [[r"len\(labels\[:", r"length of the (cut|slice|truncated|top)", r"divid\w* by (the )?(length|len|number of "
        r"items)", r"instead of (c|n_relevant)\b", r"not by (c|n_relevant)", r"slice'?s? length"]], '''
from dataclasses import dataclass


@dataclass
class GripPoint:
    labels: list
    n_relevant: int

    @property
    def top(self):
        return self.labels[:self.n_relevant]

    @property
    def value(self):
        return sum(self.top) / len(self.top) if self.top else 0.0


def my_grip_point(labels, n_relevant):
    return GripPoint(labels, n_relevant).value
''')

wrong("q26", "avg.macro", "hidden", "skips the queries with nothing retrieved instead of averaging their precision "
      "0 in",
      [[r"skip\w*", r"drop\w*", r"leav\w* out", r"left out", r"ignor\w*", r"exclud\w*", r"not count\w*",
        r"fewer queries"], [r"nothing retrieved", r"empty", r"no (item|document)s? retrieved", r"tp ?\+ ?fp ?(==|=|is) ?0",
                            r"precision (is )?0"]], '''
class MacroPrecision:
    def __init__(self, tables):
        self.tables = tables

    @property
    def precisions(self):
        return [tp / (tp + fp) for tp, fp, fn in self.tables if tp + fp > 0]

    @property
    def value(self):
        ps = self.precisions
        return sum(ps) / len(ps) if ps else 0.0


def my_macro_precision(tables):
    return MacroPrecision(tables).value
''')

wrong("q27", "rank.distances", "hidden", "np.argpartition(d, k) raises when k is the whole list (kth out of bounds)",
      [[r"argpartition", r"kth", r"out of bounds", r"ValueError"]], '''
import numpy as np


class NearestNeighbours:
    def __init__(self, distances, labels):
        self.d = np.asarray(distances, dtype=float)
        self.y = np.asarray(labels)

    def precision_at(self, k):
        idx = np.argpartition(self.d, k)[:k]
        return float(self.y[idx].sum() / k)


def my_p_at_k_from_distances(distances, labels, k):
    return NearestNeighbours(distances, labels).precision_at(k)
''', crash="ValueError", scope="all")

wrong("q28", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: divides by zero for a query with no "
      "relevant items",
      [ZERODIV], '''
from fractions import Fraction


class TopKAP:
    def __init__(self, labels, n_relevant, k):
        self.top = list(labels)[:k]
        self.denominator = min(k, n_relevant)

    def value(self):
        total, hits = Fraction(0), 0
        for i, rel in enumerate(self.top, start=1):
            if rel:
                hits += 1
                total += Fraction(hits, i)
        return float(total / self.denominator)


def my_ap_at_k(labels, n_relevant, k):
    return TopKAP(labels, n_relevant, k).value()
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved", r"relevant items (found|in the "
        r"(list|ranking))", r"found", r"hits"], [r"divid\w*", r"denominator", r"instead of n_relevant",
                                                  r"not n_relevant", r"ignor\w* n_relevant"]], '''
from dataclasses import dataclass


@dataclass
class RankedList:
    labels: list
    n_relevant: int

    @property
    def precisions_at_hits(self):
        out, hits = [], 0
        for rank, rel in enumerate(self.labels, start=1):
            if rel:
                hits += 1
                out.append(hits / rank)
        return out

    @property
    def ap(self):
        ps = self.precisions_at_hits
        return sum(ps) / len(ps) if ps else 0.0


def my_ap(labels, n_relevant):
    return RankedList(labels, n_relevant).ap
''')

wrong("q30", "map.mean", "twin", "pools the precision sums of all queries and divides once by the total of "
      "n_relevant, instead of averaging each query's AP",
      [[r"pool\w*", r"total (of )?n_relevant", r"sum of (the )?n_relevant", r"divid\w* once", r"one (total|sum)",
        r"all queries together", r"not (a )?mean of (the )?(ap|per.query)", r"weight\w* by (the )?(number of "
        r"relevant|n_relevant)", r"micro"]], '''
class PooledMAP:
    def __init__(self):
        self.precision_sum = 0.0
        self.relevant = 0

    def add(self, labels, n_relevant):
        hits = 0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                self.precision_sum += hits / rank
        self.relevant += n_relevant

    @property
    def value(self):
        return self.precision_sum / self.relevant if self.relevant else 0.0


def my_map(runs, n_relevant):
    m = PooledMAP()
    for labels, n in zip(runs, n_relevant):
        m.add(labels, n)
    return m.value
''')

wrong("q31", "ap.value", "twin", "divides by the number of relevant items retrieved (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved", r"relevant items (found|in the "
        r"(list|ranking))", r"found", r"hits"], [r"divid\w*", r"denominator", r"instead of n_relevant",
                                                  r"not n_relevant", r"ignor\w* n_relevant"]], '''
class AveragePrecision:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant
        self.found = []

    def walk(self):
        for rank, rel in enumerate(self.labels, start=1):
            if rel:
                self.found.append((len(self.found) + 1) / rank)
        return self

    @property
    def value(self):
        return sum(self.found) / len(self.found) if self.found else 0.0


my_ap_value = AveragePrecision(v["labels"], v["n_relevant"]).walk().value
''')

wrong("q32", "roc.auc", "twin", "compares with a strict > only, so a tied pair counts 0 instead of 1/2",
      [[r"ti\w*"], [r"\b0\b", r"zero", r"nothing", r"strict", r"ignor\w*", r"not (count\w*|half)", r"instead of "
                     r"(1/2|half|0\.5)", r"never (count\w*|half)"]], '''
from dataclasses import dataclass


@dataclass
class AUC:
    scores: list
    labels: list

    def __post_init__(self):
        self.pos = [s for s, y in zip(self.scores, self.labels) if y == 1]
        self.neg = [s for s, y in zip(self.scores, self.labels) if y == 0]

    @property
    def value(self):
        wins = sum(1 for p in self.pos for n in self.neg if p > n)
        return wins / (len(self.pos) * len(self.neg))


def my_auc(scores, labels):
    return AUC(scores, labels).value
''')

wrong("q33", "interp.curve", "twin", "tests R@k > r (strict) instead of R@k >= r, so a level a rank reaches exactly "
      "takes the next level's precision",
      [[r"strict", r"> ?r\b", r"instead of >=", r"not >=", r"exactly (reach\w*|equal)", r"equal(s|ity)?"]],
      '''
class ElevenLevels:
    def __init__(self, labels, n_relevant):
        self.points = []
        hits = 0
        for k, rel in enumerate(labels, start=1):
            hits += rel
            self.points.append((hits / n_relevant, hits / k))

    def p_interp(self, r):
        vals = [p for rec, p in self.points if rec > r]
        return max(vals) if vals else 0.0

    def curve(self):
        return [self.p_interp(j / 10) for j in range(11)]


def my_interpolated(labels, n_relevant):
    return ElevenLevels(labels, n_relevant).curve()
''')

wrong("q34", "dcg.classic", "twin", "uses the 0-based loop index in the discount (log2 of the index, the first two "
      "ranks undiscounted), so every discount is one rank late",
      [[r"0.based", r"zero.based", r"index", r"one rank (late|off|shifted)", r"shift\w*", r"off.by.one",
        r"log2?\(i ?- ?1\)", r"enumerate"]], '''
import math
from dataclasses import dataclass


@dataclass
class Gains:
    grades: list

    def discount(self, i):
        return 1.0 if i < 2 else math.log2(i)

    @property
    def dcg(self):
        return sum(g / self.discount(i) for i, g in enumerate(self.grades))


def my_dcg(grades):
    return Gains(grades).dcg
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries in n (they count as losses of a) instead of dropping "
      "them",
      [[r"ti\w*"], [r"kept", r"keep\w*", r"not dropped", r"never dropped", r"includ\w*", r"count\w*", r"in n\b",
                     r"instead of dropp\w*"]], '''
from math import comb


class SignTest:
    def __init__(self, a, b):
        self.a, self.b = a, b

    @property
    def n(self):
        return len(self.a)

    @property
    def wins(self):
        return sum(1 for x, y in zip(self.a, self.b) if x > y)

    def p_value(self):
        k = min(self.wins, self.n - self.wins)
        tail = sum(comb(self.n, i) for i in range(k + 1)) / 2 ** self.n
        return min(1.0, 2 * tail)


my_sign_p = SignTest(v["a"], v["b"]).p_value()
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest (reverse=True), ranking the "
      "farthest item first",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse", r"highest distance",
        r"wrong (order|direction)", r"as (if they were )?(scores|similarities)", r"nearest last"]], '''
from dataclasses import dataclass


@dataclass
class Neighbour:
    distance: float
    relevant: int


class KNN:
    def __init__(self, distances, labels):
        self.items = [Neighbour(d, y) for d, y in zip(distances, labels)]

    def top(self, k):
        return sorted(self.items, key=lambda n: n.distance, reverse=True)[:k]

    def precision(self, k):
        return sum(n.relevant for n in self.top(k)) / k


def my_p_at_k_from_distances(distances, labels, k):
    return KNN(distances, labels).precision(k)
''')

wrong("q37", "scope.knn_ties", "data", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap\w*", r"revers\w*", r"switch\w*", r"the other way", r"\[highest, lowest\]",
        r"highest first", r"interchang\w*"]], '''
from dataclasses import dataclass


@dataclass
class TieBounds:
    distances: list
    labels: list
    k: int

    @property
    def kth(self):
        return sorted(self.distances)[self.k - 1]

    def _split(self):
        inside = [y for d, y in zip(self.distances, self.labels) if d < self.kth]
        tied = [y for d, y in zip(self.distances, self.labels) if d == self.kth]
        return inside, tied

    def bounds(self):
        inside, tied = self._split()
        slots = self.k - len(inside)
        rel = sum(tied)
        low = sum(inside) + max(0, slots - (len(tied) - rel))
        high = sum(inside) + min(slots, rel)
        return [high / self.k, low / self.k]


def my_knn_tie_bounds(distances, labels, k):
    return TieBounds(distances, labels, k).bounds()
''')

wrong("q38", "ndcg.all_judgments", "data", "treats every unretrieved item as grade 1 (only counts them) instead of "
      "using their grades",
      [[r"grade 1", r"as 1\b", r"ones?\b", r"binary", r"count\w*.{0,30}(unretrieved|not (their )?grades)",
        r"len\(unretrieved\)", r"number of unretrieved", r"ignor\w*.{0,30}grades", r"not (their|the) (actual )?grades"]],
      '''
import math


class NDCGCalculator:
    def __init__(self, grades, unretrieved):
        self.grades = list(grades)
        self.n_missing = len(unretrieved)

    @staticmethod
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, start=1))

    @property
    def ideal(self):
        return sorted(self.grades + [1] * self.n_missing, reverse=True)

    def value(self):
        idcg = self.dcg(self.ideal)
        return self.dcg(self.grades) / idcg if idcg else 0.0


def my_ndcg(grades, unretrieved):
    return NDCGCalculator(grades, unretrieved).value()
''')

wrong("q39", "set.pr", "data", "works on the lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat\w*", r"set\(", r"not (as )?(a )?sets?\b", r"lists? (instead of|not|rather than) sets?", r"repeated",
        r"counted (twice|two times|more than once)", r"double.?count\w*"]], '''
from dataclasses import dataclass


@dataclass
class Retrieval:
    retrieved: list
    relevant: list

    @property
    def hits(self):
        return [d for d in self.retrieved if d in self.relevant]

    @property
    def precision(self):
        return len(self.hits) / len(self.retrieved) if self.retrieved else 0.0

    @property
    def recall(self):
        return len(self.hits) / len(self.relevant) if self.relevant else 0.0


def my_set_pr(retrieved, relevant):
    r = Retrieval(retrieved, relevant)
    return [r.precision, r.recall]
''')

wrong("q40", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "length of the judged list",
      [[r"sum\(labels\)", r"number of (relevant|ones)", r"count of (relevant|ones)", r"instead of len",
        r"not len\(labels\)", r"s (as|=|taken as) (the )?(number|count) of relevant"]], '''
from dataclasses import dataclass


@dataclass
class Study:
    labels: list
    d: int

    def __post_init__(self):
        self.v = sum(self.labels)
        self.s = sum(1 for x in self.labels if x)

    def bounds(self):
        p = self.v / self.s if self.s else 0.0
        r = self.v / (self.d - self.s + self.v) if self.v else 0.0
        return [p, r, self.v / self.d]


def my_practical(labels, d):
    return Study(labels, d).bounds()
''')

wrong("q41", "roc.eer", "data", "treats label 0 as the positive class",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (flipped|inverted|swapped|reversed)",
        r"(flipped|inverted|swapped|reversed) labels", r"negatives? as positives?"]], '''
import numpy as np


class EER:
    def __init__(self, scores, labels):
        self.s = np.asarray(scores, dtype=float)
        self.pos = np.asarray(labels) == 0

    def curve(self):
        fpr, fnr = [0.0], [1.0]
        for t in np.unique(self.s)[::-1]:
            sel = self.s >= t
            fpr.append(float((sel & ~self.pos).sum() / (~self.pos).sum()))
            fnr.append(1.0 - float((sel & self.pos).sum() / self.pos.sum()))
        return np.array(fpr), np.array(fnr)

    def value(self):
        fpr, fnr = self.curve()
        for j in range(1, len(fpr)):
            d0, d1 = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
            if d1 >= 0:
                if d1 == d0:
                    return float(fpr[j])
                t = -d0 / (d1 - d0)
                return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
        return float(fpr[-1])


def my_eer(scores, labels):
    return EER(scores, labels).value()
''')

wrong("q42", "scope.eps_precision", "data", "assumes the distances come sorted and stops at the first one >= "
      "epsilon, missing later targets within epsilon",
      [[r"sorted", r"order", r"break", r"stop\w*", r"first (one|distance|target)", r"later targets",
        r"prefix"]], '''
from dataclasses import dataclass


@dataclass
class EpsQuery:
    distances: list
    labels: list
    epsilon: float

    @property
    def result(self):
        out = []
        for d, y in zip(self.distances, self.labels):
            if d >= self.epsilon:
                break
            out.append(y)
        return out

    @property
    def precision(self):
        r = self.result
        return sum(r) / len(r) if r else 0.0


def my_eps_precision(distances, labels, epsilon):
    return EpsQuery(distances, labels, epsilon).precision
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "rank.r_precision", "a class padding the ranking to R on self", '''
class RPrecision:
    def __init__(self, labels, n_relevant):
        self.R = n_relevant
        self.top = list(labels[:n_relevant]) + [0] * max(0, n_relevant - len(labels))

    def value(self):
        return sum(self.top) / self.R if self.R else 0.0


my_r_precision = RPrecision(v["labels"], v["n_relevant"]).value()
''')

right("q44", "interp.step", "a class that stores the PR points on self and walks them with a Fraction recall", '''
from fractions import Fraction


class StepCurve:
    def __init__(self, labels, n_relevant):
        self.points = []
        hits = 0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                self.points.append((Fraction(hits, n_relevant), Fraction(hits, rank)))

    def at(self, level):
        lv = Fraction(str(level))
        for rec, prec in self.points:
            if rec >= lv:
                return float(prec)
        return 0.0


def my_step_interpolated(labels, n_relevant, level):
    return StepCurve(labels, n_relevant).at(level)
''')

right("q45", "map.mrr", "a Query class with a first_hit property (next with a default)", '''
class Query:
    def __init__(self, run):
        self.run = run

    @property
    def first_hit(self):
        return next((i for i, x in enumerate(self.run, start=1) if x), None)

    @property
    def rr(self):
        return 1 / self.first_hit if self.first_hit else 0.0


def my_mrr(runs):
    queries = [Query(r) for r in runs]
    return sum(q.rr for q in queries) / len(queries)
''')

right("q46", "scope.eps_precision", "a dataclass with NumPy masks as properties", '''
import numpy as np
from dataclasses import dataclass


@dataclass
class EpsilonQuery:
    distances: list
    labels: list
    epsilon: float

    @property
    def mask(self):
        return np.asarray(self.distances, dtype=float) < self.epsilon

    @property
    def precision(self):
        m = self.mask
        if not m.any():
            return 0.0
        return float(np.asarray(self.labels)[m].mean())


def my_eps_precision(distances, labels, epsilon):
    return EpsilonQuery(distances, labels, epsilon).precision
''')

right("q47", "pr.points", "a generator method with itertools.accumulate", '''
from itertools import accumulate


class PRPoints:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant

    def __iter__(self):
        for rank, (rel, hits) in enumerate(zip(self.labels, accumulate(self.labels)), start=1):
            if rel:
                yield hits / rank


def my_pr_points(labels, n_relevant):
    return list(PRPoints(labels, n_relevant))
''')

right("q48", "rank.p_at_k", "a class padding the list to k on self", '''
class TopK:
    def __init__(self, labels, k):
        self.k = k
        self.top = list(labels[:k]) + [0] * max(0, k - len(labels))

    @property
    def precision(self):
        return sum(self.top) / self.k


def my_p_at_k(labels, k):
    return TopK(labels, k).precision
''')

SUBMISSIONS = tuple(S)
