"""Diagnosis class 82, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write object-oriented code: an Evaluator or Ranking class with methods and properties, state kept in ``self``
(counters, caches, lists) across method calls, class attributes shared by all instances, ``@property`` computed
once, inheritance where a subclass overrides one step (the discount, the gain, the denominator), dataclasses, and
the task's function as a thin wrapper around the class (styles vary inside: loops, NumPy, comprehensions,
itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), ``variants.py``, the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c82-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class82): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 82 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c82-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (all tp over all tp + fp pooled) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(all )?(the )?(tp|counts|tables)", r"total tp",
        r"weight\w* by (the )?(number|size|count)"]], '''
from dataclasses import dataclass, field


@dataclass
class Averager:
    tables: list
    tp: int = field(init=False, default=0)
    retrieved: int = field(init=False, default=0)

    def __post_init__(self):
        for tp, fp, fn in self.tables:
            self.tp += tp
            self.retrieved += tp + fp

    @property
    def precision(self):
        return self.tp / self.retrieved if self.retrieved else 0.0


def my_macro_precision(tables):
    return Averager(tables).precision
''')

wrong("q02", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"(rank|i) \+ 1", r"discount\w* (the )?first (rank|item|grade)",
        r"(other|different|wrong) (dcg )?formulation", r"first (item|grade|rank) (is )?discounted"]], '''
import math


class Ranking:
    def __init__(self, grades):
        self.grades = list(grades)

    def discount(self, rank):
        return math.log2(rank + 1)

    def dcg(self):
        return sum(g / self.discount(r) for r, g in enumerate(self.grades, start=1))


def my_dcg(grades):
    return Ranking(grades).dcg()
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest (roc )?point", r"smallest \|?fpr ?- ?fnr", r"no(t)? interpolat\w*",
        r"without interpolat\w*", r"\(fpr ?\+ ?fnr\) ?/ ?2", r"average of fpr and fnr", r"mean of (the )?fpr and fnr",
        r"(a|one) (roc )?point (instead|rather)"]], '''
import numpy as np


class ROC:
    def __init__(self, scores, labels):
        self.scores = np.asarray(scores, dtype=float)
        self.labels = np.asarray(labels) == 1
        self.P = self.labels.sum()
        self.N = (~self.labels).sum()

    @property
    def points(self):
        pts = [(0.0, 0.0)]
        for t in sorted(set(self.scores), reverse=True):
            above = self.scores >= t
            pts.append(((above & ~self.labels).sum() / self.N, (above & self.labels).sum() / self.P))
        return pts

    def eer(self):
        best = min(self.points, key=lambda p: abs(p[0] - (1 - p[1])))
        return float((best[0] + 1 - best[1]) / 2)


def my_eer(scores, labels):
    return ROC(scores, labels).eer()
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step rule) "
      "instead of the maximum precision over all ranks with recall >= r",
      [[r"step", r"first rank (whose|where|with|that)", r"not the max", r"instead of (the )?max",
        r"no max", r"without (taking )?(the )?max", r"max\w* (over|to) the right", r"later ranks? (ignored|not)",
        r"first (point|rank) reaching"]], '''
from fractions import Fraction


class Interpolator:
    LEVELS = [Fraction(i, 10) for i in range(11)]

    def __init__(self, labels, n_relevant):
        self.points = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            self.points.append((Fraction(hits, n_relevant), hits / k))

    def at(self, r):
        for rec, prec in self.points:
            if rec >= r:
                return prec
        return 0.0

    def curve(self):
        return [self.at(r) for r in self.LEVELS]


def my_interpolated(labels, n_relevant):
    return Interpolator(labels, n_relevant).curve()
''')

wrong("q05", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over all relevant items) "
      "instead of the precision at k",
      [[r"recall", r"all (the )?relevant", r"(total|number of) relevant", r"sum\(labels\)",
        r"divid\w* by (the )?(number|count) of relevant"]], '''
class DistanceRanking:
    def __init__(self, distances, labels):
        self.order = sorted(range(len(distances)), key=lambda i: distances[i])
        self.labels = labels

    def hits_at(self, k):
        return sum(self.labels[i] for i in self.order[:k])

    def score_at(self, k):
        return self.hits_at(k) / sum(self.labels)


def my_p_at_k_from_distances(distances, labels, k):
    return DistanceRanking(distances, labels).score_at(k)
''')

wrong("q06", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only, leaving the unretrieved "
      "relevant items out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import math


class Run:
    def __init__(self, grades):
        self.grades = list(grades)

    @staticmethod
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    @property
    def ideal(self):
        return sorted(self.grades, reverse=True)

    def ndcg(self):
        best = self.dcg(self.ideal)
        return self.dcg(self.grades) / best if best else 0.0


my_ndcg_value = Run(v["grades"]).ndcg()
''')

wrong("q07", "gen.practical", "sibling", "returns the generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper bound", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"largest (possible )?generality", r"highest generality",
        r"maximum generality", r"generality.{0,30}upper"]], '''
from dataclasses import dataclass


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
        return [self.v / self.s, self.v / (self.d - self.s + self.v), (self.d - self.s + self.v) / self.d]


def my_practical(labels, d):
    return Study(labels, d).bounds()
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?! ?(\^|\*\*) ?2)(?!.{0,5}squared).{0,40}(instead of|not|rather than).{0,20}(beta ?(\^|\*\*) ?2|beta squared|squared)",
        r"not squared", r"forg[eo]t.{0,20}squar\w*", r"without squaring", r"squar\w* (is )?missing",
        r"beta (in|at) (the )?place of beta", r"no squar\w*"]], '''
class FMeasure:
    def __init__(self, beta=1.0):
        self.beta = beta

    def __call__(self, p, r):
        if p == 0 and r == 0:
            return 0.0
        return (1 + self.beta) * p * r / (self.beta * p + r)


def my_f(precision, recall, beta):
    return FMeasure(beta)(precision, recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log2(i + 1) in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"math\.log\b",
        r"(wrong|another|other) (log(arithm)? )?base", r"instead of log2", r"not log2"]], '''
import numpy as np


class Ranking:
    def __init__(self, grades):
        self.grades = np.asarray(grades, dtype=float)

    @property
    def discounts(self):
        return np.log(np.arange(2, len(self.grades) + 2))

    def dcg(self):
        return float((self.grades / self.discounts).sum())


my_dcg_trec = Ranking(v["grades"]).dcg()
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|(?<!/)\b1\b(?!/)|as one\b|a win)", r"(full|whole) (point|win|credit).{0,30}tie",
        r"instead of (1/2|a half|half|0\.5)", r">=", r"greater (than )?or equal", r"not (1/2|half)"]], '''
class PairCounter:
    def __init__(self, scores, labels):
        self.pos = [s for s, y in zip(scores, labels) if y == 1]
        self.neg = [s for s, y in zip(scores, labels) if y != 1]
        self.wins = 0

    def count(self):
        for p in self.pos:
            for n in self.neg:
                if p >= n:
                    self.wins += 1
        return self.wins / (len(self.pos) * len(self.neg))


def my_auc(scores, labels):
    return PairCounter(scores, labels).count()
''')

wrong("q11", "gen.practical", "shape", "divides v by d - s for the recall's lower bound, leaving out the + v of "
      "v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"(forg[eo]t|miss\w*|without|left out|drop\w*).{0,30}\+ ?v",
        r"(forg[eo]t|miss\w*|without|left out|drop\w*).{0,30}\bv\b.{0,20}denominator",
        r"v (is )?(not )?(added|left out)"]], '''
class PracticalStudy:
    def __init__(self, labels, d):
        self.s = len(labels)
        self.v = sum(labels)
        self.d = d

    def precision(self):
        return self.v / self.s

    def recall_lower(self):
        return self.v / (self.d - self.s)

    def generality_lower(self):
        return self.v / self.d


def my_practical(labels, d):
    st = PracticalStudy(labels, d)
    return [st.precision(), st.recall_lower(), st.generality_lower()]
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead of|not|rather than).{0,10}\b11\b", r"divid\w* by 10", r"/ ?10\b",
        r"ten (instead|levels|rather)", r"(eleven|11) levels.{0,30}(10|ten)"]], '''
import numpy as np


class ElevenPoint:
    levels = np.linspace(0.0, 1.0, 11)

    def __init__(self, labels, n_relevant):
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        self.prec = hits / np.arange(1, len(lab) + 1)
        self.rec = hits / n_relevant

    def p_interp(self, r):
        ok = self.rec >= r - 1e-12
        return self.prec[ok].max() if ok.any() else 0.0

    def value(self):
        return float(sum(self.p_interp(r) for r in self.levels) / 10)


def my_11pt(labels, n_relevant):
    return ElevenPoint(labels, n_relevant).value()
''')

wrong("q13", "interp.step", "shape", "returns the recall R_i of the point the step rule picks instead of its "
      "precision P_i",
      [[r"recall (instead|rather|not)", r"returns? (the )?recall", r"\bR_i\b.{0,30}(instead|not|rather)",
        r"(instead of|not) (the )?precision", r"wrong (field|attribute|coordinate)", r"x.?coordinate"]], '''
from dataclasses import dataclass


@dataclass
class PRPoint:
    recall: float
    precision: float


class StepCurve:
    def __init__(self, labels, n_relevant):
        self.points = []
        hits = 0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                self.points.append(PRPoint(hits / n_relevant, hits / rank))

    def at(self, level):
        for pt in self.points:
            if pt.recall >= level:
                return pt.recall
        return 0.0


def my_step_interpolated(labels, n_relevant, level):
    return StepCurve(labels, n_relevant).at(level)
''')

wrong("q14", "sig.sign_test", "shape", "leaves the (1 - p)^(n - k) factor out of the binomial probabilities, "
      "summing C(n, k) 0.5^k only",
      [[r"\(1 ?- ?p\)", r"0\.5 ?\*\* ?\(?n ?- ?k", r"(1/2|0\.5|half)\^?\s*\(?n ?- ?k",
        r"(missing|forg[eo]t|left out|without|drop\w*).{0,40}(factor|term|power)",
        r"binomial (probabilit\w*|pmf|formula).{0,40}(wrong|incomplete|missing)", r"not 0\.5 ?\*\* ?n",
        r"instead of (1/2|0\.5)\^?n"]], '''
from math import comb


class SignTest:
    p = 0.5

    def __init__(self, a, b):
        self.wins = sum(1 for x, y in zip(a, b) if x > y)
        self.losses = sum(1 for x, y in zip(a, b) if x < y)
        self.n = self.wins + self.losses

    def pmf(self, k):
        return comb(self.n, k) * self.p ** k

    def p_value(self):
        k = min(self.wins, self.losses)
        return min(1.0, 2 * sum(self.pmf(i) for i in range(k + 1)))


my_sign_p = SignTest(v["a"], v["b"]).p_value()
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "caches the AP in the evaluator on the first query, so every query reuses the "
      "first query's AP",
      [[r"first query'?s? (ap|value|average precision)", r"(same|one) (query'?s? )?(ap|value) (for|reused|every)",
        r"reus\w*", r"cach\w*", r"(computed|evaluated) (only )?once", r"never recomput\w*", r"stale",
        r"every query.{0,30}(same|first)"]], '''
class Evaluator:
    def __init__(self):
        self._ap = None
        self.labels = None
        self.n_relevant = None

    def load(self, labels, n_relevant):
        self.labels, self.n_relevant = labels, n_relevant

    @property
    def ap(self):
        if self._ap is None:
            hits, total = 0, 0.0
            for k, lab in enumerate(self.labels, 1):
                if lab:
                    hits += 1
                    total += hits / k
            self._ap = total / self.n_relevant if self.n_relevant else 0.0
        return self._ap


def my_map(runs, n_relevant):
    ev = Evaluator()
    aps = []
    for labels, n in zip(runs, n_relevant):
        ev.load(labels, n)
        aps.append(ev.ap)
    return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "computes the precision at a relevant rank before counting that rank's hit, so "
      "each point's precision lacks the current relevant item",
      [[r"before (count\w*|increment\w*|add\w*|updat\w*)", r"(count|hit|increment)\w* (is )?(too )?late",
        r"(miss|lack|without|exclud|leav)\w*.{0,30}(current|this|own) (relevant )?(item|hit|document)",
        r"off.by.one", r"(hits|count|numerator) (one )?(too )?(small|low|short)", r"one hit (behind|short|less)",
        r"previous (hit )?count"]], '''
class PRCurve:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant
        self.hits = 0
        self.precisions = []

    def walk(self):
        for rank, lab in enumerate(self.labels, start=1):
            if lab:
                self.precisions.append(self.hits / rank)
                self.hits += 1
        return self.precisions


def my_pr_points(labels, n_relevant):
    return PRCurve(labels, n_relevant).walk()
''')

wrong("q17", "rank.p_at_k", "flow", "slices labels[:k - 1], one rank short of the top k, while dividing by k",
      [[r"k ?- ?1", r"off.by.one", r"one (rank|item|position) (short|too few|less|missing)", r"top k ?- ?1",
        r"(miss|skip|drop|exclud|lose|lost)\w*.{0,20}(the )?(k.?th|last) (rank|item|position)",
        r"first k ?- ?1"]], '''
class TopK:
    def __init__(self, labels):
        self.labels = list(labels)

    def top(self, k):
        return self.labels[:k - 1]

    def precision(self, k):
        return sum(self.top(k)) / k


def my_p_at_k(labels, k):
    return TopK(labels).precision(k)
''')

wrong("q18", "map.mrr", "flow", "keeps the reciprocal ranks in a class attribute list shared by all calls, so "
      "each call also averages the queries of earlier calls",
      [[r"class (attribute|variable|level)", r"shared (by|between|across) (all )?(instances|calls|objects)",
        r"(earlier|previous|former|other) (calls?|inputs?|runs)", r"never (reset|cleared|emptied)",
        r"not (reset|cleared|emptied)", r"accumulat\w* across (calls|inputs)", r"persist\w*", r"leak\w*",
        r"mutable (default|class)"]], '''
class ReciprocalRank:
    scores = []

    def add(self, labels):
        rr = 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                rr = 1 / rank
                break
        self.scores.append(rr)

    def mean(self):
        return sum(self.scores) / len(self.scores)


def my_mrr(runs):
    ev = ReciprocalRank()
    for labels in runs:
        ev.add(labels)
    return ev.mean()
''')

wrong("q19", "pr.averaged", "flow", "keeps one per-level maximum list across the queries instead of starting a "
      "fresh one per query, so a query's curve inherits the earlier queries' higher precisions",
      [[r"not (reset|re-?initiali[sz]ed|cleared)", r"never (reset|re-?initiali[sz]ed|cleared)",
        r"(earlier|previous|other|former) quer(y|ies)", r"reus\w*", r"carr\w* over", r"shared (list|state|across)",
        r"(outside|before) the (query )?loop", r"across (the )?queries"]], '''
class CurveAverager:
    LEVELS = [i / 10 for i in range(11)]

    def __init__(self):
        self.best = [0.0] * 11
        self.total = [0.0] * 11
        self.n_queries = 0

    def add(self, labels, n_relevant):
        self.n_queries += 1
        if n_relevant == 0:
            return
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            rec, prec = hits / n_relevant, hits / k
            for j, r in enumerate(self.LEVELS):
                if rec >= r - 1e-12 and prec > self.best[j]:
                    self.best[j] = prec
        for j in range(11):
            self.total[j] += self.best[j]

    def curve(self):
        return [t / self.n_queries for t in self.total]


def my_averaged_curve(runs, n_relevant):
    avg = CurveAverager()
    for labels, n in zip(runs, n_relevant):
        avg.add(labels, n)
    return avg.curve()
''')

wrong("q20", "ap.exact", "flow", "resets the running sum of precisions inside the loop, so only the last relevant "
      "rank's P@k is divided by n_relevant",
      [[r"reset\w*", r"re-?initiali[sz]\w*", r"inside the loop", r"only (the )?last (relevant )?(rank|item|p@k|precision)",
        r"overwrit\w*", r"(sum|total|accumulat\w*) (is )?(lost|not kept|restarted)", r"last (relevant )?(rank|item) only"]], '''
class AveragePrecision:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant

    def compute(self):
        hits = 0
        total = 0.0
        for k, lab in enumerate(self.labels, 1):
            total = 0.0
            if lab == 1:
                hits += 1
                total += hits / k
        return total / self.n_relevant if self.n_relevant else 0.0


def my_ap(labels, n_relevant):
    return AveragePrecision(labels, n_relevant).compute()
''')

wrong("q21", "rank.distances", "flow", "never sorts the items by distance: takes the first k labels in the input "
      "order",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"without sort\w*", r"input order", r"given order",
        r"forg[eo]t.{0,20}sort", r"(no|missing) sort", r"order (of|in) the (input|list)"]], '''
from dataclasses import dataclass


@dataclass
class Item:
    distance: float
    relevant: int


class KNN:
    def __init__(self, distances, labels):
        self.items = [Item(d, y) for d, y in zip(distances, labels)]

    def nearest(self, k):
        return self.items[:k]

    def precision(self, k):
        return sum(it.relevant for it in self.nearest(k)) / k


def my_p_at_k_from_distances(distances, labels, k):
    return KNN(distances, labels).precision(k)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises "
      "ZeroDivisionError instead of returning 0",
      [ZERODIV], '''
class FBeta:
    def __init__(self, beta):
        self.b2 = beta ** 2

    def score(self, p, r):
        return (1 + self.b2) * p * r / (self.b2 * p + r)


def my_f(precision, recall, beta):
    return FBeta(beta).score(precision, recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "cuts k to the list length before taking min(k, n_relevant), so a k longer than "
      "the list divides by min(len(labels), n_relevant)",
      [[r"len(gth)?\(?(labels)?\)? (of the list )?(instead of|not|rather than) k",
        r"(list|ranking)'?s? length.{0,40}(denominator|instead of k|min)", r"(cut|clip|truncat|cap)\w* k",
        r"k (is )?(cut|clipped|truncated|capped)", r"min\(len", r"k longer than the list.{0,60}(denominator|divid)",
        r"number of (retrieved|ranked) items (instead|in the denominator)"]], '''
class APatK:
    def __init__(self, labels, n_relevant, k):
        self.k = min(k, len(labels))
        self.top = labels[:self.k]
        self.n_relevant = n_relevant

    @property
    def denominator(self):
        return min(self.k, self.n_relevant)

    def value(self):
        if self.denominator == 0:
            return 0.0
        hits, total = 0, 0.0
        for i, lab in enumerate(self.top, 1):
            if lab:
                hits += 1
                total += hits / i
        return total / self.denominator


def my_ap_at_k(labels, n_relevant, k):
    return APatK(labels, n_relevant, k).value()
''')

wrong("q24", "scope.knn_ties", "hidden", "looks at the item after the k-th to see whether the tie straddles the "
      "cut, which raises IndexError when k is the whole list",
      [INDEX], '''
class TiedKNN:
    def __init__(self, distances, labels, k):
        self.items = sorted(zip(distances, labels))
        self.k = k

    def bounds(self):
        k = self.k
        cut = self.items[k - 1][0]
        if self.items[k][0] != cut:
            p = sum(y for _, y in self.items[:k]) / k
            return [p, p]
        closer = [y for d, y in self.items if d < cut]
        tied = [y for d, y in self.items if d == cut]
        slots = k - len(closer)
        rel_tied = sum(tied)
        non_tied = len(tied) - rel_tied
        low = sum(closer) + max(0, slots - non_tied)
        high = sum(closer) + min(slots, rel_tied)
        return [low / k, high / k]


def my_knn_tie_bounds(distances, labels, k):
    return TiedKNN(distances, labels, k).bounds()
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides the hits in the top c by the length of labels[:c], so a list "
      "shorter than the class divides by the list length instead of c",
      [[r"len(gth)?\(?.{0,12}\)? (instead of|not|rather than) (c|n_relevant|the class)",
        r"(list|ranking)'?s? length", r"divid\w* by (the )?(number of )?(retrieved|items in the list|list)",
        r"missing ranks? (are |were )?(not )?(counted|padded|ignored)", r"(shorter|short) list",
        r"not (padded|count\w* as non.?relevant)"]], '''
class GripPoint:
    def __init__(self, labels, n_relevant):
        self.scope = list(labels)[:n_relevant]

    @property
    def precision(self):
        return sum(self.scope) / len(self.scope)


def my_grip_point(labels, n_relevant):
    return GripPoint(labels, n_relevant).precision
''')

wrong("q26", "avg.macro", "hidden", "divides tp by tp + fp without a guard, so a query with nothing retrieved "
      "raises ZeroDivisionError instead of counting precision 0",
      [ZERODIV], '''
from dataclasses import dataclass


@dataclass
class Table:
    tp: int
    fp: int
    fn: int

    @property
    def precision(self):
        return self.tp / (self.tp + self.fp)


def my_macro_precision(tables):
    ts = [Table(*t) for t in tables]
    return sum(t.precision for t in ts) / len(ts)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "divides DCG by IDCG in NumPy without a guard, so a query with no "
      "relevant item returns nan instead of 0",
      [NAN], '''
import numpy as np


class NDCG:
    def __init__(self, grades, unretrieved):
        self.grades = np.asarray(grades, dtype=float)
        self.ideal = np.sort(np.concatenate([self.grades, np.asarray(unretrieved, dtype=float)]))[::-1]

    @staticmethod
    def dcg(g):
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return (g / disc).sum()

    def value(self):
        return float(self.dcg(self.grades) / self.dcg(self.ideal))


def my_ndcg(grades, unretrieved):
    return NDCG(grades, unretrieved).value()
''')

wrong("q28", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard, so a query with no "
      "relevant items raises ZeroDivisionError instead of counting 0 at every level",
      [ZERODIV], '''
from fractions import Fraction


class QueryCurve:
    LEVELS = [Fraction(i, 10) for i in range(11)]

    def __init__(self, labels, n_relevant):
        self.pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            self.pts.append((Fraction(hits, n_relevant), hits / k))

    def interpolated(self):
        return [max((p for r, p in self.pts if r >= lev), default=0.0) for lev in self.LEVELS]


def my_averaged_curve(runs, n_relevant):
    curves = [QueryCurve(lab, n).interpolated() for lab, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on the recall instead of the precision in the denominator "
      "(beta^2 R + P): the same numbers as F with 1 / beta",
      [[r"swap\w*", r"(precision|p) and (recall|r) (are )?(exchanged|interchanged|switched|swapped|confused)",
        r"beta.?(\^|\*\*) ?2 ?\*? ?(r|recall)\b", r"beta\w* (squared )?(on|times|multipl\w*|with) (the )?recall",
        r"(wrong|other) (term|one) (weighted|multiplied)", r"weight\w* (the )?recall (instead|rather)"]], '''
class FScore:
    def __init__(self, precision, recall):
        self.p = precision
        self.r = recall

    def f(self, beta):
        b2 = beta * beta
        denom = b2 * self.r + self.p
        return (1 + b2) * self.p * self.r / denom if denom else 0.0


def my_f(precision, recall, beta):
    return FScore(precision, recall).f(beta)
''')

wrong("q30", "roc.auc", "twin", "takes the items labelled 0 as the positives and those labelled 1 as the "
      "negatives (the labels read inverted): 1 - AUC",
      [[r"label\w* (read |are )?(inverted|swapped|reversed|flipped)", r"(positive|negative)s? (and|or) "
        r"(negative|positive)s? (are )?(swapped|exchanged|inverted|confused|switched)",
        r"0 (as|for|means) (the )?positive", r"label 0 .{0,20}positive", r"y ?== ?0",
        r"(wrong|other) class (as|taken as) (the )?positive"]], '''
import numpy as np


class AUC:
    def __init__(self, scores, labels):
        s = np.asarray(scores, dtype=float)
        y = np.asarray(labels)
        self.pos = s[y == 0]
        self.neg = s[y == 1]

    @property
    def value(self):
        diff = self.pos[:, None] - self.neg[None, :]
        return float(((diff > 0) + 0.5 * (diff == 0)).mean())


def my_auc(scores, labels):
    return AUC(scores, labels).value
''')

wrong("q31", "ap.exact", "twin", "overwrites the n_relevant argument with sum(labels), so AP is divided by the "
      "relevant items retrieved instead of all the query's relevant items",
      [[r"ignor\w*.{0,30}n_relevant", r"n_relevant.{0,40}(ignored|overwritten|replaced|not used|unused)",
        r"sum\(labels\)", r"count\w* (the )?relevant (items )?(in|from|of) (the )?(labels|list|ranking)",
        r"overwr\w*", r"(relevant )?retrieved (relevant )?(items )?(only|instead)",
        r"(only|just) the (relevant )?(items )?(retrieved|found|in the list)"]], '''
class AP:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant
        self.n_relevant = sum(self.labels)

    def precisions(self):
        hits = 0
        for k, lab in enumerate(self.labels, 1):
            if lab:
                hits += 1
                yield hits / k

    def value(self):
        return sum(self.precisions()) / self.n_relevant if self.n_relevant else 0.0


def my_ap(labels, n_relevant):
    return AP(labels, n_relevant).value()
''')

wrong("q32", "scope.knn_ties", "twin", "breaks ties with the sort key (distance, -label) for the lowest P@k and "
      "(distance, label) for the highest, which puts the tied relevant targets first in the lowest and last in "
      "the highest",
      [[r"tie.?break\w* (is |are )?(reversed|inverted|the wrong way|backwards|swapped)",
        r"(relevant|tied) (targets |items )?first (in|for) (the )?(low|pessim)",
        r"(relevant|tied) (targets |items )?last (in|for) (the )?(high|optim)",
        r"sort key.{0,40}(reversed|wrong|swapped|sign)", r"-label", r"sign of the label",
        r"(pessimistic|optimistic) (and|or) (optimistic|pessimistic) (orders? |sorts? )?(swapped|reversed|exchanged)"]], '''
class KNNQuery:
    def __init__(self, distances, labels):
        self.pairs = list(zip(distances, labels))

    def p_at_k(self, k, key):
        ranked = sorted(self.pairs, key=key)
        return sum(y for _, y in ranked[:k]) / k

    def bounds(self, k):
        low = self.p_at_k(k, key=lambda t: (t[0], -t[1]))
        high = self.p_at_k(k, key=lambda t: (t[0], t[1]))
        return [low, high]


def my_knn_tie_bounds(distances, labels, k):
    return KNNQuery(distances, labels).bounds(k)
''')

wrong("q33", "set.pr", "twin", "the class takes (relevant, retrieved) while the wrapper passes (retrieved, "
      "relevant), so the two sets are exchanged: precision and recall come out in each other's place",
      [[r"(argument|parameter)s? (order )?(are |is )?(swapped|exchanged|reversed|in the wrong order)",
        r"(argument|parameter) order", r"(retrieved|relevant) and (relevant|retrieved) (sets |lists )?(are )?"
        r"(swapped|exchanged|switched|confused)", r"sets? (are )?(swapped|exchanged)",
        r"(passed|given) in the wrong order"]], '''
class SetEvaluation:
    def __init__(self, relevant, retrieved):
        self.relevant = set(relevant)
        self.retrieved = set(retrieved)

    @property
    def hits(self):
        return len(self.relevant & self.retrieved)

    def precision(self):
        return self.hits / len(self.retrieved) if self.retrieved else 0.0

    def recall(self):
        return self.hits / len(self.relevant) if self.relevant else 0.0


def my_set_pr(retrieved, relevant):
    ev = SetEvaluation(retrieved, relevant)
    return [ev.precision(), ev.recall()]
''')

wrong("q34", "avg.macro", "twin", "unpacks each table as (tp, fn, fp) instead of (tp, fp, fn), so each query's "
      "'precision' is tp / (tp + fn), its recall",
      [[r"unpack\w*", r"(column|field|entry|element)s? (order|swapped|exchanged|confused|in the wrong order)",
        r"fp and fn (are )?(swapped|exchanged|confused|switched)", r"fn and fp (are )?(swapped|exchanged|confused|switched)",
        r"\(tp, ?fn, ?fp\)", r"fn (read |taken |used )?as fp", r"fp (read |taken |used )?as fn",
        r"order of (the )?(table|triple|counts)"]], '''
class QueryTable:
    def __init__(self, row):
        self.tp, self.fn, self.fp = row

    def precision(self):
        retrieved = self.tp + self.fp
        return self.tp / retrieved if retrieved else 0.0


class MacroAverage:
    def __init__(self, tables):
        self.queries = [QueryTable(t) for t in tables]

    def __call__(self):
        return sum(q.precision() for q in self.queries) / len(self.queries)


def my_macro_precision(tables):
    return MacroAverage(tables)()
''')

wrong("q35", "dcg.trec", "twin", "the subclass adds 1 to a rank the base class already counts from 1, so the "
      "discount is log2(i + 2)",
      [[r"\+ ?1 (is )?(added |applied )?twice", r"(added|adds|add) (1|one) twice", r"double\w* (\+ ?1|offset|shift)",
        r"already (1|one).based", r"log2?\s*\(?\s*i\s*\+\s*2", r"rank (shifted|off) by (one|1)", r"off.by.one",
        r"(starts?|counts?) from 1.{0,40}\+ ?1"]], '''
import math


class Ranking:
    def __init__(self, grades):
        self.grades = list(grades)

    def discount(self, rank):
        return 1.0 if rank == 1 else math.log2(rank)

    def dcg(self):
        return sum(g / self.discount(rank) for rank, g in enumerate(self.grades, start=1))


class TrecRanking(Ranking):
    def discount(self, rank):
        return math.log2(rank + 2)


my_dcg_trec = TrecRanking(v["grades"]).dcg()
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "map.mrr", "data", "finds the first relevant rank with labels.index(max(labels)), so a query with no "
      "relevant item (max 0) counts as relevant at rank 1 (RR 1 instead of 0)",
      [[r"no relevant.{0,60}(rank 1|rr (of |= ?)?1|counts? (as )?1|reciprocal rank (of )?1)",
        r"max\(labels\)", r"index\(max", r"(empty|zero|all.?zero) quer\w*.{0,40}(1\b|one|rank 1|first)",
        r"(treated|counted|taken) as (relevant|a hit) at rank 1", r"(rr|reciprocal rank) (of )?1 (instead|for|where)"]], '''
class QueryRun:
    def __init__(self, labels):
        self.labels = list(labels)

    @property
    def first_relevant(self):
        return self.labels.index(max(self.labels)) + 1

    @property
    def rr(self):
        return 1.0 / self.first_relevant


def my_mrr(runs):
    return sum(QueryRun(r).rr for r in runs) / len(runs)
''')

wrong("q37", "set.pr", "data", "keeps the retrieved ids as a list, so an id retrieved twice is counted twice in "
      "the hits and in the number retrieved",
      [[r"duplicat\w*", r"counted twice", r"twice in (the )?(hits|count|numerator|denominator)", r"(list|lists) (instead of|not|rather than) (a )?sets?",
        r"not (a )?set", r"no set\(", r"repeated (id|item)", r"counts? (it|them|an id) (twice|more than once)",
        r"without (a )?set"]], '''
class ResultSet:
    def __init__(self, retrieved, relevant):
        self.retrieved = list(retrieved)
        self.relevant = set(relevant)

    @property
    def hits(self):
        return sum(1 for d in self.retrieved if d in self.relevant)

    def pr(self):
        p = self.hits / len(self.retrieved) if self.retrieved else 0.0
        r = self.hits / len(self.relevant) if self.relevant else 0.0
        return [p, r]


def my_set_pr(retrieved, relevant):
    return ResultSet(retrieved, relevant).pr()
''')

wrong("q38", "sig.sign_test", "data", "keeps the tied queries, counting a tie as a loss of a, instead of dropping "
      "them",
      [[r"ties? (are |were )?(kept|not dropped|counted|included)", r"(keep|count|includ)\w* (the )?ties",
        r"tie\w*.{0,30}(as )?(a )?loss", r"not (drop|remov|discard)\w*.{0,20}ties?", r"n (includes|counts) (the )?ties",
        r"all (the )?queries (including|with) ties"]], '''
from scipy.stats import binom


class PairedComparison:
    def __init__(self, a, b):
        self.diffs = [x - y for x, y in zip(a, b)]

    @property
    def wins(self):
        return sum(d > 0 for d in self.diffs)

    @property
    def n(self):
        return len(self.diffs)

    def two_sided(self):
        k = min(self.wins, self.n - self.wins)
        return float(min(1.0, 2 * binom.cdf(k, self.n, 0.5)))


my_sign_p = PairedComparison(v["a"], v["b"]).two_sided()
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances but not the labels, so the labels no longer "
      "belong to their targets",
      [[r"(labels?|distances?) (no longer|not) (aligned|match\w*|belong|paired)", r"misalign\w*",
        r"sort\w* (only )?the distances (but|and) not the labels", r"(labels|pairs?) (are )?(not )?(sorted|kept) "
        r"(together|along|with)", r"(lost|breaks?|broke) the pairing", r"mismatch\w*", r"labels? (of|for) (the )?(wrong|other) targets?"]], '''
class EpsilonQuery:
    def __init__(self, distances, labels):
        self.distances = sorted(distances)
        self.labels = list(labels)

    def result(self, epsilon):
        return [y for d, y in zip(self.distances, self.labels) if d < epsilon]

    def precision(self, epsilon):
        res = self.result(epsilon)
        return sum(res) / len(res) if res else 0.0


def my_eps_precision(distances, labels, epsilon):
    return EpsilonQuery(distances, labels).precision(epsilon)
''')

wrong("q40", "gen.grip_point", "data", "takes the class size from sum(labels), the relevant items found, instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"ignor\w*.{0,30}n_relevant", r"n_relevant.{0,40}(ignored|not used|unused|replaced)",
        r"(class size|scope|c) (taken |computed |counted )?(from|as) (the )?(labels|relevant (items )?(found|retrieved))",
        r"relevant (items )?(found|retrieved) (instead|rather)"]], '''
from dataclasses import dataclass


@dataclass
class GRiP:
    labels: list
    n_relevant: int

    @property
    def class_size(self):
        return sum(self.labels)

    @property
    def point(self):
        c = self.class_size
        top = self.labels[:c] + [0] * max(0, c - len(self.labels))
        return sum(top) / c if c else 0.0


def my_grip_point(labels, n_relevant):
    return GRiP(labels, n_relevant).point
''')

wrong("q41", "ap.value", "data", "divides the sum of the precisions at the relevant ranks by the length of the "
      "ranking instead of n_relevant",
      [[r"len(gth)?\(?(labels)?\)? (of the (list|ranking) )?(instead of|not|rather than)",
        r"(list|ranking)'?s? length", r"number of (ranks|items|retrieved)", r"divid\w* by (the )?(length|len|number of items)",
        r"(all|every) (the )?(items|ranks) (instead|rather)"]], '''
class APCalculator:
    def __init__(self, labels, n_relevant):
        self.labels = labels
        self.n_relevant = n_relevant

    def ap(self):
        hits, s = 0, 0.0
        for rank, lab in enumerate(self.labels, 1):
            if lab:
                hits += 1
                s += hits / rank
        return s / len(self.labels)


my_ap_value = APCalculator(v["labels"], v["n_relevant"]).ap()
''')

wrong("q42", "roc.eer", "data", "treats the scores as distances (a low score ranked as the most positive), so "
      "the ROC curve is walked from the wrong end",
      [[r"(score|scores) (treated |read |taken )?as distances?", r"low(er|est)? scores? (ranked |taken )?(first|as (most )?positive)",
        r"ascending", r"(wrong|reversed|inverted) (order|end|direction)", r"sort\w* (the )?scores? (upward|increasing|ascending)",
        r"(order|ranking) (is )?(reversed|inverted)", r"higher (is|means) (worse|negative)"]], '''
import numpy as np


class ErrorRates:
    def __init__(self, scores, labels):
        self.s = np.asarray(scores, dtype=float)
        self.y = np.asarray(labels) == 1

    def curve(self):
        fpr, fnr = [0.0], [1.0]
        for t in np.unique(self.s):
            accepted = self.s <= t
            fpr.append((accepted & ~self.y).sum() / (~self.y).sum())
            fnr.append(1 - (accepted & self.y).sum() / self.y.sum())
        return np.array(fpr), np.array(fnr)

    def eer(self):
        fpr, fnr = self.curve()
        diff = fpr - fnr
        j = int(np.argmax(diff >= 0))
        if j == 0 or diff[j] == 0:
            return float(fpr[j])
        t = -diff[j - 1] / (diff[j] - diff[j - 1])
        return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))


def my_eer(scores, labels):
    return ErrorRates(scores, labels).eer()
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "ROC class with NumPy thresholds, linear crossing of FPR - FNR", '''
import numpy as np


class ROCCurve:
    def __init__(self, scores, labels):
        self.s = np.asarray(scores, dtype=float)
        self.y = np.asarray(labels) == 1

    @property
    def rates(self):
        fpr, fnr = [0.0], [1.0]
        for t in np.unique(self.s)[::-1]:
            accepted = self.s >= t
            fpr.append((accepted & ~self.y).sum() / (~self.y).sum())
            fnr.append(1 - (accepted & self.y).sum() / self.y.sum())
        return np.array(fpr), np.array(fnr)

    def eer(self):
        fpr, fnr = self.rates
        diff = fpr - fnr
        j = int(np.argmax(diff >= 0))
        if j == 0 or diff[j] == 0:
            return float(fpr[j])
        t = -diff[j - 1] / (diff[j] - diff[j - 1])
        return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))


def my_eer(scores, labels):
    return ROCCurve(scores, labels).eer()
''')

right("q44", "scope.eps_precision", "dataclass targets and a comprehension", '''
from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    distance: float
    relevant: bool


class EpsQuery:
    def __init__(self, distances, labels):
        self.targets = [Target(d, bool(y)) for d, y in zip(distances, labels)]

    def answer(self, epsilon):
        return [t for t in self.targets if t.distance < epsilon]

    def precision(self, epsilon):
        ans = self.answer(epsilon)
        return sum(t.relevant for t in ans) / len(ans) if ans else 0.0


def my_eps_precision(distances, labels, epsilon):
    return EpsQuery(distances, labels).precision(epsilon)
''')

right("q45", "interp.step", "PR points kept in self, exact Fraction recalls", '''
from fractions import Fraction


class StepInterpolation:
    def __init__(self, labels, n_relevant):
        self.points = []
        hits = 0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                self.points.append((Fraction(hits, n_relevant), hits / rank))

    def __call__(self, level):
        r = Fraction(str(level))
        return next((p for rec, p in self.points if rec >= r), 0.0)


def my_step_interpolated(labels, n_relevant, level):
    return StepInterpolation(labels, n_relevant)(level)
''')

right("q46", "ndcg.all_judgments", "base DCG class, a subclass for the ideal ranking", '''
import math


class DCG:
    def __init__(self, grades):
        self.grades = list(grades)

    def discount(self, rank):
        return 1.0 if rank == 1 else math.log2(rank)

    @property
    def value(self):
        return sum(g / self.discount(i) for i, g in enumerate(self.grades, 1))


class IdealDCG(DCG):
    def __init__(self, grades, unretrieved):
        super().__init__(sorted(list(grades) + list(unretrieved), reverse=True))


def my_ndcg(grades, unretrieved):
    ideal = IdealDCG(grades, unretrieved).value
    return DCG(grades).value / ideal if ideal else 0.0
''')

right("q47", "pr.points", "itertools.accumulate inside a class", '''
from itertools import accumulate


class PRWalk:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.hits = list(accumulate(self.labels))

    @property
    def precisions(self):
        return [h / k for k, (h, lab) in enumerate(zip(self.hits, self.labels), 1) if lab]


def my_pr_points(labels, n_relevant):
    return PRWalk(labels, n_relevant).precisions
''')

right("q48", "gen.practical", "dataclass with properties for s, v and the bounds", '''
from dataclasses import dataclass


@dataclass
class PracticalBounds:
    labels: list
    d: int

    @property
    def s(self):
        return len(self.labels)

    @property
    def v(self):
        return sum(1 for x in self.labels if x)

    def as_list(self):
        s, v, d = self.s, self.v, self.d
        return [v / s, v / (d - s + v) if d - s + v else 0.0, v / d]


def my_practical(labels, d):
    return PracticalBounds(labels, d).as_list()
''')

SUBMISSIONS = tuple(S)
