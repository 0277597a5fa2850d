"""Diagnosis class 172, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- object-oriented
students who wrap every measure in an ``Evaluator`` class with state, one method per measure, attributes cached
between calls and properties (inside that style: loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check
hints, references), the measure library, the course documents, the first 80 lines of
tests/heldout_submissions.py, the head and tail of tests/diagnosis_class19.py (the format) and the docstring of
tests/validate_class.py were read. Student ids are ``"c172-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class172).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 172 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c172-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found relevant", r"relevant (items )?(in|of) the "
        r"(list|ranking)", r"sum\(labels\)", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not n_relevant", r"number of hits", r"mean of the precisions"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant
        self._precisions = None

    @property
    def precisions(self):
        if self._precisions is None:
            hits, out = 0, []
            for rank, rel in enumerate(self.labels, start=1):
                if rel:
                    hits += 1
                    out.append(hits / rank)
            self._precisions = out
        return self._precisions

    def ap(self):
        if not self.precisions:
            return 0.0
        return sum(self.precisions) / len(self.precisions)


def my_ap(labels, n_relevant):
    return Evaluator(labels, n_relevant).ap()
''')

wrong("q02", "rank.distances", "sibling", "returns recall at k (hits over all relevant items) instead of "
      "precision at k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"divid\w* by (the number of )?relevant",
        r"instead of k"]], '''
import numpy as np

class Evaluator:
    def __init__(self, distances, labels):
        self.d = np.asarray(distances, dtype=float)
        self.y = np.asarray(labels, dtype=int)
        self.order = np.argsort(self.d, kind="stable")

    def hits_at(self, k):
        return int(self.y[self.order][:k].sum())

    def at_k(self, k):
        total = self.y.sum()
        return self.hits_at(k) / total if total else 0.0


def my_p_at_k_from_distances(distances, labels, k):
    return float(Evaluator(distances, labels).at_k(k))
''')

wrong("q03", "dcg.classic", "sibling", "computes the trec-style DCG with the log2(i + 1) discount at every rank "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\(rank \+ 1\)", r"trec", r"every rank discounted",
        r"first (rank|item|grade) (is )?discounted", r"burges", r"discount\w* (at|from) rank 1"]], '''
import math

class Evaluator:
    def __init__(self, grades):
        self.grades = list(grades)

    @property
    def discounts(self):
        return [math.log2(i + 1) for i in range(1, len(self.grades) + 1)]

    def dcg(self):
        return sum(g / d for g, d in zip(self.grades, self.discounts))


def my_dcg(grades):
    return float(Evaluator(grades).dcg())
''')

wrong("q04", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (the |of )?(tp|counts|tables)", r"total tp",
        r"instead of (the )?mean of (the )?(per-query|queries)"]], '''
class Evaluator:
    def __init__(self, tables):
        self.tables = [list(t) for t in tables]

    @property
    def totals(self):
        return [sum(col) for col in zip(*self.tables)]

    def precision(self):
        tp, fp, fn = self.totals
        return tp / (tp + fp) if tp + fp else 0.0


def my_macro_precision(tables):
    return Evaluator(tables).precision()
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole judged list (v / len(labels)) "
      "instead of the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"length of the (list|ranking)",
        r"all (the )?ranks", r"not (cut|truncated) at", r"instead of (at )?(s = )?(c|n_relevant)",
        r"precision of the list"]], '''
from fractions import Fraction

class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.c = n_relevant

    @property
    def v(self):
        return sum(1 for x in self.labels if x)

    def grip_precision(self):
        return Fraction(self.v, len(self.labels)) if self.labels else Fraction(0)


def my_grip_point(labels, n_relevant):
    return float(Evaluator(labels, n_relevant).grip_precision())
''')

wrong("q06", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_1", r"harmonic mean", r"ignor\w* beta", r"beta (is )?(never )?(not )?used",
        r"beta = 1 always", r"as if beta (were|was|is) 1", r"balanced F"]], '''
class Evaluator:
    def __init__(self, precision, recall, beta):
        self.p = precision
        self.r = recall
        self.beta = beta

    def f(self):
        if self.p + self.r == 0:
            return 0.0
        return 2 * self.p * self.r / (self.p + self.r)


def my_f(precision, recall, beta):
    return Evaluator(precision, recall, beta).f()
''')

wrong("q07", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"(plain|ordinary|exact) average precision",
        r"no interpolation", r"instead of (the )?11", r"not (the )?11.point"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant

    def precision_at(self, k):
        return sum(self.labels[:k]) / k

    def eleven_point(self):
        if self.n_relevant == 0:
            return 0.0
        total = sum(self.precision_at(k) for k, rel in enumerate(self.labels, 1) if rel)
        return total / self.n_relevant


def my_11pt(labels, n_relevant):
    return Evaluator(labels, n_relevant).eleven_point()
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"beta (is )?not squared", r"beta instead of beta\s*(\^|\*\*|squared|²)", r"forg\w* to square",
        r"without squar\w*", r"missing (the )?square", r"beta\s*(\^|\*\*)\s*2.{0,20}(missing|dropped)",
        r"unsquared"]], '''
class Evaluator:
    def __init__(self, precision, recall, beta):
        self.p, self.r, self.beta = precision, recall, beta

    def f(self):
        num = (1 + self.beta) * self.p * self.r
        den = self.beta * self.p + self.r
        return num / den if den else 0.0


def my_f(precision, recall, beta):
    return Evaluator(precision, recall, beta).f()
''')

wrong("q09", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"\+ ?1 outside", r"outside the (log|logarithm|parenthes)",
        r"added after the log", r"1 \+ log2?\(i\)"]], '''
import math

class Evaluator:
    def __init__(self, grades):
        self.grades = list(grades)

    def discount(self, i):
        return math.log2(i) + 1

    def dcg(self):
        return sum(g / self.discount(i) for i, g in enumerate(self.grades, 1))


my_dcg_trec = Evaluator(v["grades"]).dcg()
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^(rel - 1) instead of 2^rel - 1",
      [[r"2\s*(\^|\*\*)\s*\(\s*rel\w*\s*-\s*1\s*\)", r"- ?1 inside the (exponent|power)",
        r"exponent.{0,20}(minus|- ?1)", r"inside the exponent", r"2\s*\*\*\s*\(g\s*-\s*1\)"]], '''
import math

class Evaluator:
    def __init__(self, grades):
        self.grades = list(grades)

    def gain(self, rel):
        return 2 ** (rel - 1)

    def dcg(self):
        return sum(self.gain(g) / math.log2(i + 1) for i, g in enumerate(self.grades, 1))


my_dcg_exp = Evaluator(v["grades"]).dcg()
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, dropping the + v of d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(drop|miss|forg)\w*.{0,20}\+ ?v", r"without (the )?\+ ?v",
        r"v missing from the denominator", r"largest (possible )?class.{0,40}(wrong|missing)"]], '''
class Evaluator:
    def __init__(self, labels, d):
        self.labels = list(labels)
        self.d = d
        self.s = len(self.labels)
        self.v = sum(self.labels)

    @property
    def precision(self):
        return self.v / self.s if self.s else 0.0

    @property
    def recall_lower(self):
        return self.v / (self.d - self.s) if self.v else 0.0

    @property
    def generality_lower(self):
        return self.v / self.d

    def all(self):
        return [self.precision, self.recall_lower, self.generality_lower]


def my_practical(labels, d):
    return Evaluator(labels, d).all()
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2",
      [[r"ti\w*.{0,40}(as|count\w*) (a )?(full|whole|win)", r"ti\w*.{0,40}(as|count\w*) (1|one)(?![/\d])", r">=", r"greater (than )?or equal",
        r"ties? (count|counted) (fully|as wins)", r"instead of (1/2|a half|0\.5)"]], '''
from itertools import product

class Evaluator:
    def __init__(self, scores, labels):
        self.pos = [s for s, y in zip(scores, labels) if y == 1]
        self.neg = [s for s, y in zip(scores, labels) if y != 1]

    def auc(self):
        pairs = list(product(self.pos, self.neg))
        wins = sum(1 for p, n in pairs if p >= n)
        return wins / len(pairs)


def my_auc(scores, labels):
    return Evaluator(scores, labels).auc()
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability, not doubled for the two-sided "
      "test",
      [[r"one.?sided", r"not doubled", r"(forg\w*|without|missing) (to )?doubl\w*", r"times 2",
        r"single tail", r"one tail", r"half (of )?the two.?sided"]], '''
from math import comb

class SignTest:
    def __init__(self, a, b):
        diffs = [x - y for x, y in zip(a, b) if x != y]
        self.n = len(diffs)
        self.wins = sum(1 for d in diffs if d > 0)

    @property
    def k(self):
        return min(self.wins, self.n - self.wins)

    def p_value(self):
        return sum(comb(self.n, i) for i in range(self.k + 1)) / 2 ** self.n


my_sign_p = SignTest(v["a"], v["b"]).p_value()
''')

wrong("q14", "pr.points", "shape", "computes each point's precision as rank / hits (inverted) instead of "
      "hits / rank",
      [[r"invert\w*", r"rank\s*/\s*hits", r"upside.?down", r"reciprocal", r"numerator and denominator "
        r"(swapped|switched)", r"(swapped|switched) (the )?(numerator|division)"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant
        self.hits = 0
        self.points = []

    def walk(self):
        for rank, rel in enumerate(self.labels, 1):
            if rel:
                self.hits += 1
                self.points.append(rank / self.hits)
        return self.points


def my_pr_points(labels, n_relevant):
    return Evaluator(labels, n_relevant).walk()
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "overwrites the running total with each query's AP instead of adding to it, so "
      "only the last query's AP is averaged",
      [[r"overwrit\w*", r"(=|assign\w*) instead of \+=", r"last query", r"not (accumulat|summ|add)\w*",
        r"replac\w* (the )?(total|sum)", r"only (the )?last"]], '''
class Evaluator:
    def __init__(self, runs, n_relevant):
        self.runs = runs
        self.n_relevant = n_relevant
        self.total = 0.0

    @staticmethod
    def ap(labels, n):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        return s / n if n else 0.0

    def map(self):
        for labels, n in zip(self.runs, self.n_relevant):
            self.total = self.ap(labels, n)
        return self.total / len(self.runs)


def my_map(runs, n_relevant):
    return Evaluator(runs, n_relevant).map()
''')

wrong("q16", "rank.p_at_k", "flow", "counts the hits in the first k - 1 ranks only (off-by-one slice) before "
      "dividing by k",
      [[r"off.?by.?one", r"k\s*-\s*1", r"first k-1", r"misses (the )?k-?th", r"one rank (short|too few)",
        r"stops? one (rank )?(early|short)", r"last rank (left out|missed|skipped)"]], '''
class Evaluator:
    def __init__(self, labels):
        self.labels = list(labels)

    def p_at(self, k):
        hits = 0
        for i in range(1, k):
            if i < len(self.labels) and self.labels[i - 1]:
                hits += 1
        return hits / k


def my_p_at_k(labels, k):
    return Evaluator(labels).p_at(k)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(ranks above) instead of the maximum over the ranks at or below, reaching recall >= r",
      [[r"(from|over) the (left|top|start|beginning)", r"ranks? (above|before)", r"wrong direction",
        r"forward", r"earlier ranks", r"instead of (to )?the right", r"running max\w*"]], '''
import numpy as np

class Evaluator:
    LEVELS = [i / 10 for i in range(11)]

    def __init__(self, labels, n_relevant):
        self.y = np.asarray(labels, dtype=float)
        self.n = n_relevant

    @property
    def precision(self):
        return np.cumsum(self.y) / np.arange(1, len(self.y) + 1)

    @property
    def recall(self):
        return np.cumsum(self.y) / self.n if self.n else np.zeros(len(self.y))

    def curve(self):
        best = np.maximum.accumulate(self.precision)
        out = []
        for r in self.LEVELS:
            idx = np.nonzero(self.recall >= r - 1e-12)[0]
            out.append(float(best[idx[0]]) if len(idx) else 0.0)
        return out


def my_interpolated(labels, n_relevant):
    return Evaluator(labels, n_relevant).curve()
''')

wrong("q18", "pr.averaged", "flow", "caches the first query's interpolated curve on the class and reuses it for "
      "every query",
      [[r"cach\w*", r"reus\w*", r"first query", r"(same|one) (query|curve) (for|every)",
        r"never (re)?comput\w*", r"not reset"]], '''
class Evaluator:
    _curve = None

    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n = n_relevant

    @property
    def curve(self):
        if Evaluator._curve is None:
            pts, hits = [], 0
            for i, x in enumerate(self.labels, 1):
                hits += x
                pts.append((hits / self.n if self.n else 0.0, hits / i))
            Evaluator._curve = [max([p for r, p in pts if r >= lvl / 10 - 1e-12], default=0.0) if self.n else 0.0
                                for lvl in range(11)]
        return Evaluator._curve


def my_averaged_curve(runs, n_relevant):
    Evaluator._curve = None
    curves = [Evaluator(r, n).curve for r, n in zip(runs, n_relevant)]
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q19", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so it adds 1/rank of "
      "every relevant item of a query",
      [[r"break", r"every relevant", r"all (the )?relevant (items|ranks)", r"not (only )?the first",
        r"(doesn.t|does not|never) stop", r"sum of (the )?reciprocal"]], '''
class Evaluator:
    def __init__(self, runs):
        self.runs = runs

    def rr(self, run):
        score = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                score += 1 / rank
        return score

    def mrr(self):
        return sum(self.rr(r) for r in self.runs) / len(self.runs)


def my_mrr(runs):
    return Evaluator(runs).mrr()
''')

wrong("q20", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"(never|not|without|no) sort\w*", r"unsorted", r"given order", r"input order",
        r"original order", r"not (ranked|ordered)"]], '''
class Evaluator:
    def __init__(self, distances, labels):
        self.pairs = list(zip(distances, labels))
        self.ranked = self.pairs

    def p_at(self, k):
        top = self.ranked[:k]
        return sum(y for _, y in top) / k


def my_p_at_k_from_distances(distances, labels, k):
    return Evaluator(distances, labels).p_at(k)
''')

wrong("q21", "ap.at_k", "flow", "sums P@i over the relevant ranks of the whole list instead of only ranks i <= k",
      [[r"beyond k", r"past k", r"after k", r"whole list", r"not (cut|truncat|stop)\w*",
        r"(ignor|forg)\w*.{0,15}(cut|truncat)", r"all ranks", r"below (rank )?k"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant

    def ap_at(self, k):
        denom = min(k, self.n_relevant)
        if denom == 0:
            return 0.0
        hits, total = 0, 0.0
        for i, rel in enumerate(self.labels, 1):
            if rel:
                hits += 1
                total += hits / i
        return total / denom


def my_ap_at_k(labels, n_relevant, k):
    return Evaluator(labels, n_relevant).ap_at(k)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides 0 by 0 with NumPy floats when precision and recall are both 0 and "
      "returns nan instead of 0",
      [NAN + [r"0\s*/\s*0", r"zero denominator", r"0 by 0"]], '''
import numpy as np

class Evaluator:
    def __init__(self, precision, recall, beta):
        self.p = np.float64(precision)
        self.r = np.float64(recall)
        self.b2 = np.float64(beta) ** 2

    def f(self):
        with np.errstate(invalid="ignore", divide="ignore"):
            return float((1 + self.b2) * self.p * self.r / (self.b2 * self.p + self.r))


def my_f(precision, recall, beta):
    return Evaluator(precision, recall, beta).f()
''')

wrong("q23", "avg.macro", "hidden", "divides by tp + fp without a guard, crashing on a query with nothing "
      "retrieved", [ZERODIV], '''
from fractions import Fraction

class Evaluator:
    def __init__(self, tables):
        self.tables = tables
        self._precisions = None

    @property
    def precisions(self):
        if self._precisions is None:
            self._precisions = [Fraction(tp, tp + fp) for tp, fp, fn in self.tables]
        return self._precisions

    def macro(self):
        return float(sum(self.precisions) / len(self.precisions))


def my_macro_precision(tables):
    return Evaluator(tables).macro()
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0, crashing when "
      "nothing is relevant", [ZERODIV], '''
import math

class Evaluator:
    def __init__(self, grades, unretrieved):
        self.grades = list(grades)
        self.judged = sorted(list(grades) + list(unretrieved), reverse=True)

    @staticmethod
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    @property
    def ideal(self):
        return self.dcg(self.judged)

    def ndcg(self):
        return self.dcg(self.grades) / self.ideal


def my_ndcg(grades, unretrieved):
    return Evaluator(grades, unretrieved).ndcg()
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, so a list "
      "shorter than the class is scored as if the missing ranks did not exist",
      [[r"len\(.{0,20}\[:", r"missing ranks (are )?(dropped|ignored|not counted|left out)", r"mean of the (slice|top)", r"length of the slice", r"slice.{0,30}length",
        r"instead of (by )?(c|n_relevant)", r"fewer (than|items)"]], '''
import numpy as np

class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = np.asarray(labels, dtype=float)
        self.c = n_relevant

    @property
    def scope(self):
        return self.labels[:self.c]

    def grip(self):
        return float(self.scope.mean()) if len(self.scope) else 0.0


def my_grip_point(labels, n_relevant):
    return Evaluator(labels, n_relevant).grip()
''')

wrong("q26", "scope.eps_precision", "hidden", "divides by the size of the epsilon result without a guard, "
      "crashing when no target lies within epsilon", [ZERODIV], '''
class Evaluator:
    def __init__(self, distances, labels):
        self.items = list(zip(distances, labels))

    def result(self, eps):
        return [y for d, y in self.items if d < eps]

    def precision(self, eps):
        res = self.result(eps)
        return sum(res) / len(res)


def my_eps_precision(distances, labels, epsilon):
    return Evaluator(distances, labels).precision(epsilon)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard, crashing on a "
      "query with no relevant items", [ZERODIV], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n = n_relevant

    def points(self):
        hits, pts = 0, []
        for i, x in enumerate(self.labels, 1):
            hits += x
            pts.append((hits / self.n, hits / i))
        return pts

    def curve(self):
        pts = self.points()
        return [max((p for r, p in pts if r >= lvl / 10 - 1e-9), default=0.0) for lvl in range(11)]


def my_averaged_curve(runs, n_relevant):
    curves = [Evaluator(r, n).curve() for r, n in zip(runs, n_relevant)]
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.curve", "hidden", "builds the recall levels with np.arange(0, 1.1, 0.1), whose float steps "
      "(0.30000000000000004 ...) miss a recall of exactly 0.3, 0.6 or 0.7",
      [[r"float\w*", r"rounding", r"arange", r"0\.30000000000000004", r"not exact\w*", r"inexact",
        r"precision error"]], '''
import numpy as np

class Evaluator:
    levels = np.arange(0, 1.1, 0.1)

    def __init__(self, labels, n_relevant):
        y = np.asarray(labels, dtype=float)
        self.prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        self.rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))

    def at(self, r):
        mask = self.rec >= r
        return float(self.prec[mask].max()) if mask.any() else 0.0

    def curve(self):
        return [self.at(r) for r in self.levels]


def my_interpolated(labels, n_relevant):
    return Evaluator(labels, n_relevant).curve()
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "computes precision and recall right but returns them in the wrong order "
      "[recall, precision]",
      [[r"(wrong|reversed|swapped) order", r"order (is )?(swapped|reversed)", r"\[recall, precision\]",
        r"returns? recall first", r"recall (comes )?first", r"return\w*.{0,30}(swapped|reversed)"]], '''
class Evaluator:
    def __init__(self, retrieved, relevant):
        self.ret = set(retrieved)
        self.rel = set(relevant)

    @property
    def hits(self):
        return len(self.ret & self.rel)

    @property
    def precision(self):
        return self.hits / len(self.ret) if self.ret else 0.0

    @property
    def recall(self):
        return self.hits / len(self.rel) if self.rel else 0.0

    def pr(self):
        return [self.recall, self.precision]


def my_set_pr(retrieved, relevant):
    return Evaluator(retrieved, relevant).pr()
''')

wrong("q30", "set.f_beta", "twin", "puts beta squared on the recall instead of the precision in the denominator",
      [[r"beta\W*2?\W*(\*\s*)?(on|times|multipl\w*|with) (the )?recall", r"beta.{0,25}on (the )?(wrong|recall)",
        r"beta\s*\*\*\s*2\s*\*\s*r", r"recall (is )?weighted", r"p \+ beta", r"precision \+ beta"]], '''
class Evaluator:
    def __init__(self, precision, recall, beta):
        self.p, self.r, self.beta = precision, recall, beta

    @property
    def b2(self):
        return self.beta ** 2

    def f(self):
        den = self.p + self.b2 * self.r
        return (1 + self.b2) * self.p * self.r / den if den else 0.0


def my_f(precision, recall, beta):
    return Evaluator(precision, recall, beta).f()
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (misreads the column order), so what it "
      "calls fp is fn",
      [[r"column", r"unpack\w*", r"\[tp, fn, fp\]", r"(misread|wrong|swapped) (the )?order",
        r"fn and fp (swapped|switched|confused)", r"fp and fn (swapped|switched|confused)",
        r"(table|row|entries).{0,20}(order|misread)"]], '''
class Evaluator:
    def __init__(self, tables):
        self.tables = tables

    def precision(self, row):
        tp, fn, fp = row
        return tp / (tp + fp) if tp + fp else 0.0

    def macro(self):
        return sum(map(self.precision, self.tables)) / len(self.tables)


def my_macro_precision(tables):
    return Evaluator(tables).macro()
''')

wrong("q32", "scope.knn_ties", "twin", "returns the bounds in the wrong order, [highest, lowest]",
      [[r"(wrong|reversed|swapped) order", r"order (is )?(swapped|reversed)", r"\[highest, lowest\]",
        r"highest first", r"optimistic first", r"return\w*.{0,30}(swapped|reversed)"]], '''
class Evaluator:
    def __init__(self, distances, labels):
        self.items = list(zip(distances, labels))

    def p_at(self, k, relevant_first):
        ranked = sorted(self.items, key=lambda t: (t[0], -t[1] if relevant_first else t[1]))
        return sum(y for _, y in ranked[:k]) / k

    def bounds(self, k):
        return [self.p_at(k, True), self.p_at(k, False)]


def my_knn_tie_bounds(distances, labels, k):
    return Evaluator(distances, labels).bounds(k)
''')

wrong("q33", "rank.distances", "twin", "sorts the distances in descending order (farthest first) before taking "
      "the top k",
      [[r"descending", r"reverse\s*=\s*True", r"farthest first", r"largest (distance )?first",
        r"(wrong|reversed|opposite) (sort )?(order|direction)"]], '''
class Evaluator:
    def __init__(self, distances, labels):
        self.ranking = [y for _, y in sorted(zip(distances, labels), reverse=True)]

    def p_at(self, k):
        return sum(self.ranking[:k]) / k


def my_p_at_k_from_distances(distances, labels, k):
    return Evaluator(distances, labels).p_at(k)
''')

wrong("q34", "sig.sign_test", "twin", "drops the tied queries from the wins but still uses the number of all "
      "queries (ties included) as n",
      [[r"ties? (still )?(counted|included) in n", r"n (includes|counts) (the )?ties", r"len\(a\)",
        r"all (the )?queries", r"(forg\w*|not|never) (to )?(reduce|drop\w*|remov\w*|subtract)\w* .{0,20}n\b",
        r"number of queries (instead|rather)"]], '''
from scipy.stats import binom

class SignTest:
    def __init__(self, a, b):
        self.a, self.b = list(a), list(b)
        self.n = len(self.a)

    @property
    def wins(self):
        return sum(1 for x, y in zip(self.a, self.b) if x > y)

    def p_value(self):
        k = min(self.wins, self.n - self.wins)
        return min(1.0, 2 * binom.cdf(k, self.n, 0.5))


my_sign_p = float(SignTest(v["a"], v["b"]).p_value())
''')

wrong("q35", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list length) instead of min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"instead of (min\(k, )?n_relevant",
        r"ignor\w* n_relevant", r"not (by )?n_relevant"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant

    def ap_at(self, k):
        if self.n_relevant == 0:
            return 0.0
        top = self.labels[:k]
        hits, total = 0, 0.0
        for i, rel in enumerate(top, 1):
            if rel:
                hits += 1
                total += hits / i
        return total / min(k, len(self.labels))


def my_ap_at_k(labels, n_relevant, k):
    return Evaluator(labels, n_relevant).ap_at(k)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.eer", "data", "treats the scores as distances (a low score ranked as most positive), walking "
      "the ROC curve from the lowest score",
      [[r"distances?", r"ascending", r"lowest (score )?first", r"(wrong|reversed|opposite) (direction|order)",
        r"low(er)? scores? (as|means|=) (more )?(positive|relevant)"]], '''
class Evaluator:
    def __init__(self, scores, labels):
        self.scores = list(scores)
        self.labels = list(labels)
        self.P = sum(1 for y in labels if y == 1)
        self.N = len(labels) - self.P

    @property
    def roc(self):
        pts, tp, fp = [(0.0, 0.0)], 0, 0
        thresholds = sorted(set(self.scores))
        for t in thresholds:
            for s, y in zip(self.scores, self.labels):
                if s == t:
                    if y == 1:
                        tp += 1
                    else:
                        fp += 1
            pts.append((fp / self.N, tp / self.P))
        return pts

    def eer(self):
        pts = self.roc
        for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
            g0, g1 = f0 + t0 - 1, f1 + t1 - 1
            if g0 <= 0 <= g1:
                a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
                return f0 + a * (f1 - f0)
        return 0.0


def my_eer(scores, labels):
    return Evaluator(scores, labels).eer()
''')

wrong("q37", "ndcg.value", "data", "treats the graded relevance as binary (any grade > 0 counted as 1)",
      [[r"binar\w*", r"grade.{0,20}(as|to) 1", r"> ?0.{0,20}(as|=) 1", r"ignor\w* (the )?grades?",
        r"0/1", r"graded.{0,30}(lost|ignored|flattened)"]], '''
import math

class Evaluator:
    def __init__(self, grades, unretrieved):
        self.grades = [1 if g > 0 else 0 for g in grades]
        self.extra = [1 if g > 0 else 0 for g in unretrieved]

    @staticmethod
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    def ndcg(self):
        ideal = self.dcg(sorted(self.grades + self.extra, reverse=True))
        return self.dcg(self.grades) / ideal if ideal else 0.0


my_ndcg_value = Evaluator(v["grades"], v["unretrieved"]).ndcg()
''')

wrong("q38", "ap.exact", "data", "divides by the length of the ranking (len(labels)) as if every item "
      "were relevant, instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"number of (retrieved )?items", r"list length",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

class Evaluator:
    def __init__(self, labels, n_relevant):
        self.y = np.asarray(labels, dtype=float)
        self.n_relevant = n_relevant

    @property
    def precision_at(self):
        return np.cumsum(self.y) / np.arange(1, len(self.y) + 1)

    def ap(self):
        if self.n_relevant == 0 or len(self.y) == 0:
            return 0.0
        return float((self.precision_at * self.y).sum() / len(self.y))


def my_ap(labels, n_relevant):
    return Evaluator(labels, n_relevant).ap()
''')

wrong("q39", "map.mean", "data", "takes each query's number of relevant items from its run (sum of the labels) "
      "instead of n_relevant[i]",
      [[r"sum\(run", r"relevant (items )?retrieved", r"relevant (items )?in the (run|list)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved.{0,30}(ignored|missing)"]],
      '''
class Evaluator:
    def __init__(self, runs, n_relevant):
        self.runs = runs
        self.n_relevant = n_relevant
        self._aps = {}

    def ap(self, q):
        if q not in self._aps:
            run = self.runs[q]
            n = sum(run)
            hits, s = 0, 0.0
            for i, x in enumerate(run, 1):
                if x:
                    hits += 1
                    s += hits / i
            self._aps[q] = s / n if n else 0.0
        return self._aps[q]

    def map(self):
        return sum(self.ap(q) for q in range(len(self.runs))) / len(self.runs)


def my_map(runs, n_relevant):
    return Evaluator(runs, n_relevant).map()
''')

wrong("q40", "interp.step", "data", "computes recall with the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"ignor\w* n_relevant",
        r"instead of n_relevant", r"not n_relevant", r"unretrieved.{0,30}(ignored|missing)"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant
        self.total = sum(self.labels)

    @property
    def points(self):
        pts, hits = [], 0
        for rank, rel in enumerate(self.labels, 1):
            if rel:
                hits += 1
                pts.append((hits / self.total, hits / rank))
        return pts

    def step(self, level):
        for r, p in self.points:
            if level <= r + 1e-12:
                return p
        return 0.0


def my_step_interpolated(labels, n_relevant, level):
    return Evaluator(labels, n_relevant).step(level)
''')

wrong("q41", "scope.knn_ties", "data", "treats the distances as similarities and ranks the largest distance first",
      [[r"similarit\w*", r"largest (distance )?first", r"farthest first", r"descending",
        r"(wrong|reversed|opposite) (sort )?(order|direction)", r"reverse\s*=\s*True"]], '''
class Evaluator:
    def __init__(self, distances, labels):
        self.items = list(zip(distances, labels))

    def p_at(self, k, relevant_first):
        ranked = sorted(self.items, key=lambda t: (t[0], t[1] if relevant_first else -t[1]), reverse=True)
        return sum(y for _, y in ranked[:k]) / k

    def bounds(self, k):
        return [self.p_at(k, False), self.p_at(k, True)]


def my_knn_tie_bounds(distances, labels, k):
    return Evaluator(distances, labels).bounds(k)
''')

wrong("q42", "gen.grip_point", "data", "uses the length of the judged list as the class size (scope s = "
      "len(labels)) instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"instead of (c|n_relevant)",
        r"ignor\w* n_relevant", r"not n_relevant", r"whole list"]], '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.c = len(self.labels)

    def grip(self):
        if self.c == 0:
            return 0.0
        return sum(self.labels[:self.c]) / self.c


def my_grip_point(labels, n_relevant):
    return Evaluator(labels, n_relevant).grip()
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "Evaluator with a cached prefix-sum list (loop)", '''
class Evaluator:
    def __init__(self, labels):
        self.labels = list(labels)
        self._prefix = None

    @property
    def prefix(self):
        if self._prefix is None:
            self._prefix = [0]
            for x in self.labels:
                self._prefix.append(self._prefix[-1] + (1 if x else 0))
        return self._prefix

    def p_at(self, k):
        return self.prefix[min(k, len(self.labels))] / k


def my_p_at_k(labels, k):
    return Evaluator(labels).p_at(k)
''')

right("q44", "roc.eer", "Evaluator walking the ROC curve by descending thresholds and intersecting FPR = 1 - TPR", '''
class Evaluator:
    def __init__(self, scores, labels):
        self.scores = list(scores)
        self.labels = list(labels)
        self.P = sum(1 for y in labels if y == 1)
        self.N = len(labels) - self.P

    @property
    def roc(self):
        pts, tp, fp = [(0.0, 0.0)], 0, 0
        for t in sorted(set(self.scores), reverse=True):
            for s, y in zip(self.scores, self.labels):
                if s == t:
                    if y == 1:
                        tp += 1
                    else:
                        fp += 1
            pts.append((fp / self.N, tp / self.P))
        return pts

    def eer(self):
        pts = self.roc
        for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
            g0, g1 = f0 + t0 - 1, f1 + t1 - 1
            if g0 <= 0 <= g1:
                a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
                return f0 + a * (f1 - f0)
        return 0.0


def my_eer(scores, labels):
    return Evaluator(scores, labels).eer()
''')

right("q45", "dcg.classic", "Evaluator with a discount property (comprehension, max(1, log2 i))", '''
import math

class Evaluator:
    def __init__(self, grades):
        self.grades = list(grades)

    @property
    def discounts(self):
        return [max(1.0, math.log2(i)) for i in range(1, len(self.grades) + 1)]

    def dcg(self):
        return float(sum(g / d for g, d in zip(self.grades, self.discounts)))


def my_dcg(grades):
    return Evaluator(grades).dcg()
''')

right("q46", "pr.points", "Evaluator with itertools.accumulate and exact Fractions", '''
from fractions import Fraction
from itertools import accumulate

class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = [1 if x else 0 for x in labels]
        self.n_relevant = n_relevant

    @property
    def hits(self):
        return list(accumulate(self.labels))

    def points(self):
        return [float(Fraction(h, i)) for i, (h, x) in enumerate(zip(self.hits, self.labels), 1) if x]


def my_pr_points(labels, n_relevant):
    return Evaluator(labels, n_relevant).points()
''')

right("q47", "scope.eps_precision", "Evaluator with NumPy masks and a guarded division", '''
import numpy as np

class Evaluator:
    def __init__(self, distances, labels):
        self.d = np.asarray(distances, dtype=float)
        self.y = np.asarray(labels, dtype=int)

    def precision(self, eps):
        inside = self.d < eps
        n = int(inside.sum())
        return float(self.y[inside].sum() / n) if n else 0.0


def my_eps_precision(distances, labels, epsilon):
    return Evaluator(distances, labels).precision(epsilon)
''')

right("q48", "rank.r_precision", "Evaluator property padding the ranking to R", '''
class Evaluator:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.R = n_relevant

    @property
    def top(self):
        return (self.labels + [0] * self.R)[:self.R]

    def r_precision(self):
        return sum(self.top) / self.R if self.R else 0.0


my_r_precision = Evaluator(v["labels"], v["n_relevant"]).r_precision()
''')

SUBMISSIONS = tuple(S)
