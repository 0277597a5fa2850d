"""Diagnosis class 51, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of strong students who over-engineer -- classes and
helper functions, vectorised NumPy with broadcasting and boolean masks, early generalisation (a cutoff or a
positive label as a parameter with a default), caching, input "validation" that silently fixes inputs (clipping,
deduplicating, sorting, casting) -- whose mistakes hide inside those abstractions, plus the usual misremembered
formulas. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), two modules of the measure library (``generality.py``'s bound
formulas, ``roc.py``'s equal error rate), the first 80 lines of tests/heldout_submissions.py (``class_writer``, the shared key lists),
the first 60 and last 30 lines of tests/diagnosis_class19.py (the format only) and the docstring of
tests/validate_class.py were read (the course documents were not opened). Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c51-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks (4 of them with wrong submissions). Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class51): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 51 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c51-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items RETRIEVED "
      "(the 1s in the list) instead of the query's n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of (1s|ones|hits)",
        r"sum\(labels\)", r"hits (in|of) the list", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not (by )?n_relevant", r"found (relevant )?items", r"unretrieved relevant.{0,40}(ignored|left out|missing)"]],
      '''
import numpy as np


class AveragePrecision:
    """AP of a 0/1 ranking, precisions cached per list."""

    def __init__(self):
        self._cache = {}

    def precisions(self, labels):
        key = tuple(labels)
        if key not in self._cache:
            y = np.asarray(labels, dtype=float)
            self._cache[key] = np.cumsum(y) / np.arange(1, len(y) + 1)
        return self._cache[key]

    def __call__(self, labels, n_relevant):
        y = np.asarray(labels, dtype=bool)
        if not y.any():
            return 0.0
        return float(self.precisions(labels)[y].sum() / y.sum())


_AP = AveragePrecision()


def my_ap(labels, n_relevant):
    return _AP(labels, n_relevant)
''')

wrong("s02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the other DCG formulation) "
      "instead of rel_1 undiscounted and log2(i) from rank 2",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"other (DCG )?formulation", r"trec(_eval)? (DCG|formulation|discount)",
        r"(Burges|J.rvelin).{0,40}(discount|formulation)", r"discount.{0,30}(every|all|each) rank",
        r"rank 1 (is )?discounted", r"first (rank|item|grade) (is )?discounted"]], '''
import numpy as np


def _discounts(n, base=2.0):
    return np.log(np.arange(2, n + 2)) / np.log(base)


def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    return float(np.sum(g / _discounts(g.size)))
''')

wrong("s03", "roc.eer", "sibling", "takes the ROC point nearest to FPR = FNR and reports (FPR + FNR) / 2 there "
      "instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"argmin", r"no interpolat", r"not interpolat",
        r"without interpolat", r"instead of interpolat", r"(average|mean) of (FPR|the false positive rate) and",
        r"\(FPR \+ FNR\) ?/ ?2", r"(a|one) ROC point"]], '''
import numpy as np


def _roc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    thresholds = np.unique(s)[::-1]
    P, N = y.sum(), (~y).sum()
    tpr = np.array([0.0] + [(y & (s >= t)).sum() / P for t in thresholds])
    fpr = np.array([0.0] + [(~y & (s >= t)).sum() / N for t in thresholds])
    return fpr, tpr


def my_eer(scores, labels):
    fpr, tpr = _roc(scores, labels)
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("s04", "map.mrr", "sibling", "computes MAP (the mean of each query's average precision over its retrieved "
      "relevant items) instead of the mean reciprocal rank of the first relevant item",
      [[r"\bMAP\b", r"average precision", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not (only )?the first relevant", r"instead of (the )?(first|reciprocal)"]], '''
import numpy as np


def _per_query(run):
    y = np.asarray(run, dtype=float)
    if not y.any():
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].mean())


def my_mrr(runs):
    return float(np.mean([_per_query(r) for r in runs]))
''')

wrong("s05", "interp.curve", "sibling", "reads the precision at the first rank whose recall reaches r (the step "
      "rule) instead of the maximum precision over all ranks with recall >= r",
      [[r"first rank", r"step rule", r"(not|never|no|without|instead of) (the )?max", r"maximum.{0,40}(missing|not taken|ignored)",
        r"(ranks|points) (further down|below|after|later)", r"later ranks", r"not interpolat\w*", r"uninterpolated",
        r"first (point|position|time)"]], '''
import numpy as np

LEVELS = np.linspace(0.0, 1.0, 11)


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = hits / n_relevant
    out = []
    for r in LEVELS:
        reached = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[reached[0]]) if reached.size else 0.0)
    return out
''')

wrong("s06", "gen.practical", "sibling", "returns the UPPER bound of generality, (d - s + v) / d, instead of the "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"d\s*-\s*s\s*\+\s*v\)?\s*/\s*d", r"(unjudged|unseen|outside the scope).{0,50}(relevant|counted)"]], '''
from dataclasses import dataclass


@dataclass(frozen=True)
class Study:
    d: int
    s: int
    v: int

    @property
    def precision(self):
        return self.v / self.s if self.s else 0.0

    @property
    def recall_lower(self):
        return self.v / (self.d - self.s + self.v) if self.v else 0.0

    @property
    def generality_bound(self):
        return (self.d - self.s + self.v) / self.d


def my_practical(labels, d):
    st = Study(d, len(labels), sum(1 for x in labels if x))
    return [st.precision, st.recall_lower, st.generality_bound]
''')

wrong("s07", "ndcg.value", "sibling", "NDCG with the log2(i + 1) discount at every rank instead of the classic "
      "DCG (rel_1 undiscounted, log2(i) from rank 2)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"other (DCG )?formulation", r"trec(_eval)? (DCG|formulation|discount)",
        r"discount.{0,30}(every|all|each) rank", r"rank 1 (is )?discounted", r"first (rank|item|grade) (is )?discounted",
        r"not (the )?classic"]], '''
import numpy as np


def dcg(g):
    g = np.asarray(g, dtype=float)
    return float((g / np.log2(np.arange(2, g.size + 2))).sum())


ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = round(dcg(v["grades"]) / dcg(ideal), 4)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta\s*\*\*\s*2", r"beta\s*\*\s*beta", r"beta itself", r"plain beta", r"linear (in )?beta",
        r"power of (2|two)"]], '''
from functools import lru_cache


@lru_cache(maxsize=None)
def _weights(beta):
    return 1.0 + beta, beta


def my_f(precision, recall, beta=1.0):
    p = min(max(float(precision), 0.0), 1.0)
    r = min(max(float(recall), 0.0), 1.0)
    if p == 0 and r == 0:
        return 0.0
    num, w = _weights(beta)
    return num * p * r / (w * p + r)
''')

wrong("h02", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\s*\(", r"max(imum)? of k and", r"larger of", r"greater of", r"bigger of", r"instead of (the )?min",
        r"not (the )?min"]], '''
import numpy as np


def my_ap_at_k(labels, n_relevant, k=10):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:top.size] = top
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, k + 1)
    return float((prec * y).sum() / denom)
''')

wrong("h03", "dcg.exponential", "shape", "exponential gain 2^rel without the - 1 (a grade 0 still gains 1)",
      [[r"without (the )?- ?1", r"minus (one|1)", r"2\s*\^\s*rel(_i)?\s*(alone|only)", r"grade 0.{0,40}gain(s)? 1",
        r"(non-relevant|irrelevant|zero.grade|grade.0) (items? )?(gain|count|contribut)", r"forg[eo]t.{0,20}1\b",
        r"subtract"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, g.size + 1)
my_dcg_exp = round(float(np.sum(np.power(2.0, g) / np.log2(ranks + 1))), 4)
''')

wrong("h04", "interp.step", "shape", "recall at each relevant rank divided by the list length instead of "
      "n_relevant",
      [[r"len\(labels\)", r"list('s)? length", r"length of the (list|ranking)", r"number of (ranks|items|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ranking('s)? length", r"recall.{0,40}(wrong|long|length)"]],
      '''
import numpy as np


def my_step_interpolated(labels, n_relevant, level=0.5):
    y = np.asarray(labels, dtype=float)
    if not 0 < level <= 1:
        level = min(max(level, 1e-9), 1.0)
    hits = np.cumsum(y)
    ranks = np.arange(1, y.size + 1)
    rel = y == 1
    P = hits[rel] / ranks[rel]
    R = hits[rel] / y.size
    ok = np.flatnonzero(R >= level - 1e-12)
    return float(P[ok[0]]) if ok.size else 0.0
''')

wrong("h05", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v left out of the denominator",
      [[r"\+\s*v", r"plus v", r"(left out|forg[eo]t|missing|without|dropped).{0,30}\bv\b",
        r"d\s*-\s*s\)?\s*(instead|alone|only)", r"v\s*/\s*\(?d\s*-\s*s\)?(?!\s*\+)",
        r"relevant (items )?(found|in the scope).{0,40}(denominator|left out|missing)"]], '''
import numpy as np


def my_practical(labels, d):
    y = np.asarray(labels, dtype=int)
    s, v = y.size, int(y.sum())
    if v == 0:
        return [0.0, 0.0, 0.0]
    unjudged = max(d - s, 1)
    return [v / s, v / unjudged, v / d]
''')

wrong("h06", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b", r"instead of 11", r"not 11", r"eleven.{0,20}(not|instead)", r"wrong (count|number) of levels",
        r"divid\w* by the (number of )?intervals"]], '''
import numpy as np


class ElevenPoint:
    levels = np.round(np.arange(11) / 10, 1)

    def __init__(self, labels, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        self.prec = hits / np.arange(1, y.size + 1) if y.size else np.zeros(0)
        self.rec = hits / n_relevant if n_relevant else np.zeros_like(hits)

    def interpolated(self):
        mask = self.rec[None, :] >= self.levels[:, None] - 1e-12
        return np.where(mask, self.prec[None, :], 0.0).max(axis=1, initial=0.0)

    def average(self):
        return float(self.interpolated().sum() / (len(self.levels) - 1))


def my_11pt(labels, n_relevant):
    return ElevenPoint(labels, n_relevant).average()
''')

wrong("h07", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|as a win|as wins)", r"(counted|counts) (as )?(1|one)\b(?!/)", r">=", r"greater (than )?or equal", r"1/2.{0,30}(missing|not)",
        r"(half|0\.5).{0,30}(missing|not|instead|forg)", r"instead of (a )?half", r"not (a )?half"]], '''
import numpy as np


def my_auc(scores, labels, positive=1):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == positive
    pos, neg = s[y], s[~y]
    if pos.size == 0 or neg.size == 0:
        return 0.5
    wins = pos[:, None] >= neg[None, :]
    return float(wins.mean())
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.p_at_k", "flow", "the loop over the top k stops one rank early (range(1, k)): the k-th item is "
      "never counted",
      [[r"off.by.one", r"one rank (too )?(early|short)", r"k\s*-\s*1 (ranks|items)", r"range\(1, ?k\)",
        r"(last|k-th|kth) (rank|item|position) (is )?(never|not) (counted|checked|included|seen)",
        r"(miss|skip|drop)\w* the (last|k-th|kth) (rank|item)", r"stops? (one|a rank) (too )?(early|short|before)"]], '''
def my_p_at_k(labels, k=10):
    k = int(k)
    if k <= 0:
        return 0.0
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("f02", "map.mean", "flow", "the running hit counter is set once before the loop over queries and never "
      "reset, so every later query's precisions carry the earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"(shared|kept|accumulat\w*) (across|between|over) "
        r"(the )?queries", r"previous quer(y|ies)", r"earlier quer(y|ies)", r"outside the loop", r"before the loop",
        r"leak\w*"]], '''
class MAP:
    def __init__(self):
        self.hits = 0

    def ap(self, labels, n_relevant):
        total = 0.0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                self.hits += 1
                total += self.hits / rank
        return total / n_relevant if n_relevant else 0.0


def my_map(runs, n_relevant):
    m = MAP()
    aps = [m.ap(r, n) for r, n in zip(runs, n_relevant)]
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("f03", "pr.points", "flow", "divides the hit count by the 0-based position from np.flatnonzero instead of "
      "the 1-based rank",
      [[r"0.based", r"zero.based", r"off.by.one", r"index (instead of|not) (the )?rank", r"rank\s*-\s*1",
        r"position.{0,30}(not|instead of) (the )?rank", r"flatnonzero", r"(one|1) (too )?(small|low)"]], '''
import numpy as np


def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    where = np.flatnonzero(y)
    if where.size == 0:
        return []
    hits = np.arange(1, where.size + 1)
    with np.errstate(divide="ignore"):
        prec = hits / np.where(where == 0, 1, where)
    return [float(x) for x in prec]
''')

wrong("f04", "interp.curve", "flow", "the running maximum of precision is accumulated from the top of the list "
      "down (np.maximum.accumulate forward) instead of from the bottom up",
      [[r"(wrong|other|opposite) direction", r"from the top", r"top.down", r"forward", r"reverse", r"backward",
        r"bottom.up", r"(ranks|points) above", r"earlier ranks", r"before (the|that) rank", r"maximum.accumulate",
        r"running max\w*.{0,30}(wrong|top|start|begin)"]], '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    levels = np.linspace(0, 1, 11)
    if y.size == 0 or not n_relevant:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = np.maximum.accumulate(hits / np.arange(1, y.size + 1))
    rec = hits / n_relevant
    out = []
    for r in levels:
        idx = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("f05", "map.mrr", "flow", "the loop that looks for the first relevant item has no break: the reciprocal "
      "rank of the LAST relevant item is kept",
      [[r"\bbreak\b", r"(last|final) relevant", r"overwr\w*", r"keeps? (looping|going|searching)",
        r"(does not|doesn't|never) stop", r"not stop\w*", r"stop at the first"]], '''
from statistics import fmean


def reciprocal_rank(run):
    rr = 0.0
    for rank, rel in enumerate(run, start=1):
        if rel:
            rr = 1.0 / rank
    return rr


def my_mrr(runs):
    return fmean(reciprocal_rank(r) for r in runs) if runs else 0.0
''')

wrong("f06", "scope.eps_precision", "flow", "sorts the distances before the epsilon mask but indexes the labels "
      "in their original order (the labels no longer line up with their distances)",
      [[r"(line|match) up", r"misalign\w*", r"out of (sync|step|order)", r"labels?.{0,40}(not|never) (sorted|reordered|permuted)",
        r"sort\w*.{0,40}(only )?(the )?distances.{0,40}(not|but).{0,20}labels", r"(original|input) order",
        r"pair(ing|s)? (broken|lost)", r"argsort"]], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels, dtype=int)
    n_inside = int(np.searchsorted(d, epsilon, side="left"))
    if n_inside == 0:
        return 0.0
    return float(y[:n_inside].mean())
''')

wrong("f07", "ap.value", "flow", "counts the hit after taking the precision at a relevant rank, so each relevant "
      "rank's precision leaves out the item itself",
      [[r"(after|before) (counting|incrementing|adding|updating)", r"increment\w* (too )?late", r"counted (too )?late",
        r"(itself|the item itself|the current item).{0,30}(not|never|left out|missing)", r"one hit (too )?(few|short)",
        r"off.by.one", r"order of (the )?(update|statements|lines)"]], '''
hits, total = 0, 0.0
for rank, rel in enumerate(v["labels"], start=1):
    if rel:
        total += hits / rank
        hits += 1
my_ap_value = round(total / v["n_relevant"], 4)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "precision divides by the size of the retrieved set with no guard: nothing "
      "retrieved raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret)
    recall = hit / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.exact", "hidden", "clips n_relevant to the list length, as if no relevant item could be left "
      "unretrieved beyond the end of the list",
      [[r"clip\w*", r"cap(ped|s)?\b", r"min\(n_relevant", r"(bounded|limited|truncat\w*) (by|to) the (list|ranking)",
        r"n_relevant.{0,40}(reduced|lowered|shrunk|capped|clipped)", r"(list|ranking)('s)? length.{0,40}(instead of|as) n_relevant"]],
      '''
import numpy as np


def _validate(labels, n_relevant):
    y = (np.asarray(labels) > 0).astype(float)
    n = int(np.clip(n_relevant, 0, y.size))
    return y, n


def my_ap(labels, n_relevant):
    y, n = _validate(labels, n_relevant)
    if n == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec @ y / n)
''')

wrong("d03", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, which is "
      "shorter than c when the list is shorter than the class",
      [[r"len\(.{0,20}\[:", r"length of the (slice|cut|top)", r"slice('s)? length", r"slice (is )?shorter",
        r"(instead of|not) (by )?(c|n_relevant|the class size)\b", r"fewer (than c|ranks)",
        r"(divid\w*|denominator).{0,40}(retrieved|available|present) (items|ranks)"]], '''
import numpy as np


def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("d04", "avg.macro", "hidden", "NumPy division tp / (tp + fp) gives nan for a query with nothing retrieved "
      "and the nan poisons the mean", [NAN], '''
import numpy as np


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float).reshape(-1, 3)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(p.mean())
''', scope="all")

wrong("d05", "scope.eps_precision", "hidden", "the mean of an empty boolean selection is nan when nothing lies "
      "within epsilon", [NAN], '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d < epsilon
    return float(y[inside].mean())
''', scope="all")

wrong("d06", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with no guard: a query with no relevant "
      "item at all raises ZeroDivisionError", [ZERODIV], '''
from math import log2


class NDCG:
    def __init__(self, grades, unretrieved):
        self.grades = [float(g) for g in grades]
        self.ideal = sorted(self.grades + [float(g) for g in unretrieved], reverse=True)

    @staticmethod
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

    def value(self):
        return self.dcg(self.grades) / self.dcg(self.ideal)


def my_ndcg(grades, unretrieved):
    return NDCG(grades, unretrieved).value()
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "scope.knn_ties", "hidden", "reads the k-th distance as sorted[k] (one past it, 0-based): with k = "
      "the whole list it raises IndexError", [INDEX], '''
import numpy as np


def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    s = np.sort(d)
    cut = s[k - 1]
    if s[k] > cut:  # no tie across the cut: both bounds are the plain P@k
        p = float(y[d <= cut].sum() / k)
        return [p, p]
    sure = d < cut
    tied = d == cut
    room = k - int(sure.sum())
    rel_tied = int(y[tied].sum())
    non_tied = int(tied.sum()) - rel_tied
    sure_hits = int(y[sure].sum())
    low = sure_hits + max(0, room - non_tied)
    high = sure_hits + min(room, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.f_beta", "twin", "the parameters are declared in the order (recall, precision, beta), so P and R "
      "are swapped (the same numbers as F with 1/beta)",
      [[r"swap\w*", r"(order|position)s? of the (arguments|parameters)", r"(arguments|parameters) (in the )?(wrong|other|reverse\w*) order",
        r"precision and recall (are )?(exchanged|interchanged|the other way|reversed|mixed)",
        r"recall (as|for|in place of) precision", r"precision (as|for|in place of) recall"]], '''
def my_f(recall, precision, beta=1.0):
    b2 = beta * beta
    denom = b2 * precision + recall
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("t02", "roc.auc", "twin", "the positive class parameter defaults to label 0, so the AUC of the negatives "
      "(1 - AUC) is returned (the same as ranking the scores the wrong way round)",
      [[r"positive (class|label).{0,30}(0|zero|wrong)", r"label 0.{0,40}positive", r"(0|zero)s? (as|for) (the )?positive",
        r"(labels|classes) (are )?(inverted|flipped|swapped|reversed)", r"negatives? (as|for) (the )?positive",
        r"positive=0"]], '''
import numpy as np


def my_auc(scores, labels, positive=0):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == positive
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("t03", "map.mean", "twin", "pools every query: the sum of all precisions at relevant ranks over the sum of "
      "all n_relevant (queries weighted by their number of relevant items) instead of the mean of per-query APs",
      [[r"pool\w*", r"micro", r"weight\w*", r"sum of (all )?(the )?n_relevant", r"total (number of )?relevant",
        r"(not|instead of) (the )?(mean|average) of (the )?(per.query )?APs?", r"across (all )?(the )?queries (at once|together)"]], '''
import numpy as np


def my_map(runs, n_relevant):
    total, denom = 0.0, 0
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        total += float(prec[y == 1].sum())
        denom += n
    return total / denom if denom else 0.0
''')

wrong("t04", "interp.curve", "twin", "the recall levels come from np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 "
      "are a hair above the true values, so a recall of exactly 0.3 does not reach level 0.3",
      [[r"float\w*", r"arange", r"round(ing|ed)? (error|off)", r"0\.30000000000000004", r"representation",
        r"(binary|decimal) (fraction|representation)", r"tolerance", r"epsilon", r"isclose"]], '''
import numpy as np


def my_interpolated(labels, n_relevant, levels=np.arange(0, 1.1, 0.1)):
    y = np.asarray(labels, dtype=float)
    if y.size == 0 or n_relevant <= 0:
        return [0.0] * len(levels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = hits / n_relevant
    table = np.where(rec[None, :] >= levels[:, None], prec[None, :], 0.0)
    return table.max(axis=1).tolist()
''')

wrong("t05", "dcg.classic", "twin", "the rank counter is shifted twice: the loop over grades[1:] starts at 2 and "
      "the discount still adds 1, so rank i is discounted by log2(i + 1) from rank 2 on",
      [[r"off.by.one", r"shift\w* twice", r"double.?shift\w*", r"start=2", r"(counter|index|rank) (is )?(one )?(too high|too large|ahead)",
        r"(added|adds|plus) 1 twice", r"\+ ?1 (on top|again|as well)"]], '''
import math


def my_dcg(grades, discount=lambda i: math.log2(i + 1)):
    grades = [float(g) for g in grades]
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / discount(i)
    return total
''')

wrong("t06", "rank.distances", "twin", "turns distances into similarities 1 / d and then sorts the similarities "
      "ascending (least similar first), i.e. the farthest items first",
      [[r"similarit\w*.{0,40}(ascending|increasing|lowest first|smallest first|least)", r"ascending.{0,40}similarit\w*",
        r"1\s*/\s*d", r"inver(ted|se|ting) (the )?distances?", r"(forg[eo]t|without|no|missing).{0,30}(reverse|descending|\[::-1\])"]], '''
import numpy as np


def _similarity(distances):
    d = np.clip(np.asarray(distances, dtype=float), 1e-12, None)
    return 1.0 / d


def my_p_at_k_from_distances(distances, labels, k=5):
    sim = _similarity(distances)
    order = np.argsort(sim, kind="stable")
    y = np.asarray(labels, dtype=float)[order]
    return float(y[:k].sum() / k)
''')

wrong("t07", "pr.averaged", "twin", "turns 0 precisions into nan and averages with np.nanmean, so at each level "
      "only the queries with a nonzero interpolated precision are averaged",
      [[r"nanmean", r"\bnan\b", r"zeros? (are |is )?(skipped|ignored|left out|excluded|dropped|treated as missing)",
        r"(skip|ignor|exclud|drop)\w* (the )?zeros?", r"(skip|ignor|exclud|drop)\w* (the )?quer(y|ies) (with|whose|that).{0,30}(0|zero)",
        r"missing values?"]], '''
import numpy as np

LEVELS = np.round(np.linspace(0, 1, 11), 10)


def _curve(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return np.zeros(11)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    rec = hits / n_relevant
    return np.where(rec[None, :] >= LEVELS[:, None] - 1e-12, prec[None, :], 0.0).max(axis=1)


def my_averaged_curve(runs, n_relevant):
    curves = np.vstack([_curve(r, n) for r, n in zip(runs, n_relevant)])
    curves[curves == 0] = np.nan
    with np.errstate(all="ignore"):
        out = np.nanmean(curves, axis=0)
    return np.nan_to_num(out).tolist()
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "declares the parameters as (relevant, retrieved), the reverse of the task's order, "
      "so the two sets are exchanged",
      [[r"swap\w*", r"(order|position)s? of the (arguments|parameters)", r"(arguments|parameters) (in the )?(wrong|other|reverse\w*) order",
        r"(retrieved|relevant) and (relevant|retrieved) (sets )?(are )?(exchanged|interchanged|mixed|the other way|reversed)",
        r"relevant (set )?(as|for|in place of) (the )?retrieved", r"retrieved (set )?(as|for|in place of) (the )?relevant"]], '''
def my_set_pr(relevant, retrieved):
    rel, ret = set(relevant), set(retrieved)
    hit = len(rel & ret)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("a02", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(.{0,10}labels", r"(number|count) of (1s|ones|hits|relevant items (in|of) the (list|ranking))",
        r"relevant (items )?retrieved", r"retrieved relevant", r"instead of n_relevant", r"not (the )?n_relevant",
        r"ignor\w* n_relevant"]], '''
labels = list(v["labels"])
R = sum(labels)
my_r_precision = round(sum(labels[:R]) / R, 4)
''')

wrong("a03", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of missed items without grades: each "
      "contributes a grade 1 to the ideal ranking, whatever its grade",
      [[r"grade (of )?1", r"grade one", r"(their|its|the unretrieved) grades? (are |is )?(ignored|lost|not used|dropped)",
        r"(count|number) of (unretrieved|missed)", r"len\(unretrieved\)", r"ids?\b", r"as (binary|1s|ones)",
        r"(ignor\w*|instead of) (the )?(unretrieved )?(grades|values)"]], '''
import numpy as np


def _dcg(g):
    g = np.asarray(g, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())


def my_ndcg(grades, unretrieved=()):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = _dcg(ideal)
    return _dcg(grades) / best if best > 0 else 0.0
''')

wrong("a04", "roc.auc", "data", "deduplicates the scores with np.unique before counting pairs, dropping every "
      "item that repeats an earlier score",
      [[r"dedup\w*", r"duplicat\w*", r"np\.unique", r"unique", r"repeated scores?", r"(drop|remov|discard|lose|lost)\w* "
        r"(items|pairs|scores)"]], '''
import numpy as np


def my_auc(scores, labels):
    s, first = np.unique(np.asarray(scores, dtype=float), return_index=True)
    y = np.asarray(labels)[first] == 1
    pos, neg = s[y], s[~y]
    if pos.size == 0 or neg.size == 0:
        return 0.5
    cmp = np.sign(pos[:, None] - neg[None, :])
    return float(((cmp > 0) + 0.5 * (cmp == 0)).mean())
''')

wrong("a05", "avg.macro", "data", "reads each table as [tp, fn, fp], so tp / (tp + fn) (each query's recall) is "
      "averaged",
      [[r"\[tp, ?fn, ?fp\]", r"(column|field|entry|element)s? (order|swapped|mixed)", r"fn (as|for|in place of) fp",
        r"fp and fn (are )?(swapped|exchanged|mixed)", r"recall", r"tp\s*/\s*\(tp\s*\+\s*fn\)", r"order of the (table|columns|fields)"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.atleast_2d(np.asarray(tables, dtype=float))
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    retrieved = tp + fp
    prec = np.divide(tp, retrieved, out=np.zeros_like(tp), where=retrieved > 0)
    return float(prec.mean())
''')

wrong("a06", "rank.distances", "data", "casts the distances to int while validating them, so every distance "
      "below 1 becomes 0 and the ranking stays in input order",
      [[r"\bint\b", r"integer", r"cast\w*", r"truncat\w*", r"(all|every) (distances? )?(become|are|is) 0",
        r"dtype", r"(round|floor)\w* (down )?to 0", r"input order"]], '''
import numpy as np


def _clean(distances, labels):
    d = np.asarray(distances).astype(int)
    y = np.asarray(labels).astype(int)
    if d.shape != y.shape:
        raise ValueError("distances and labels differ in length")
    return d, y


def my_p_at_k_from_distances(distances, labels, k):
    d, y = _clean(distances, labels)
    order = np.argsort(d, kind="stable")
    return float(y[order][:k].sum() / k)
''')

wrong("a07", "dcg.exponential", "data", "sorts the grades from high to low before computing DCG, as if they were "
      "an unordered set of judgments (the ideal DCG is computed)",
      [[r"sort\w*", r"ideal", r"order (of the grades )?(ignored|lost|changed)", r"reorder\w*", r"high to low",
        r"descending", r"IDCG", r"rank(ing)? order"]], '''
import numpy as np

g = np.sort(np.asarray(v["grades"], dtype=float))[::-1]
gain = 2 ** g - 1
my_dcg_exp = round(float((gain / np.log2(np.arange(2, g.size + 2))).sum()), 4)
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "interp.step", "NumPy masks over the relevant ranks, exact Fraction levels", '''
from fractions import Fraction

import numpy as np


def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    ranks = np.flatnonzero(y) + 1
    lvl = Fraction(str(level))
    for i, rank in enumerate(ranks, start=1):
        if Fraction(i, n_relevant) >= lvl:
            return i / int(rank)
    return 0.0
''')

right("r02", "scope.knn_ties", "two stable sorts with the label as a tie key", '''
import numpy as np


def _p_at_k(distances, labels, k, relevant_first):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    tie_key = -y if relevant_first else y
    order = np.lexsort((tie_key, d))
    return float(y[order][:k].sum() / k)


def my_knn_tie_bounds(distances, labels, k):
    return [_p_at_k(distances, labels, k, False), _p_at_k(distances, labels, k, True)]
''')

right("r03", "pr.averaged", "a broadcast level-by-rank table per query, reversed cumulative max", '''
import numpy as np


class Curve:
    levels = np.arange(11)

    def __init__(self, labels, n_relevant):
        self.y = np.asarray(labels, dtype=int)
        self.n = int(n_relevant)

    def interpolated(self):
        if self.n == 0 or self.y.size == 0:
            return np.zeros(11)
        hits = np.cumsum(self.y)
        prec = hits / np.arange(1, self.y.size + 1)
        best = np.maximum.accumulate(prec[::-1])[::-1]
        reach = 10 * hits[None, :] >= self.levels[:, None] * self.n
        first = np.where(reach.any(axis=1), reach.argmax(axis=1), -1)
        return np.where(first >= 0, best[np.maximum(first, 0)], 0.0)


def my_averaged_curve(runs, n_relevant):
    return np.mean([Curve(r, n).interpolated() for r, n in zip(runs, n_relevant)], axis=0).tolist()
''')

right("r04", "gen.practical", "a frozen dataclass with the three bounds as properties", '''
from dataclasses import dataclass


@dataclass(frozen=True)
class Practical:
    d: int
    s: int
    v: int

    def bounds(self):
        if self.v == 0:
            return [0.0, 0.0, 0.0]
        return [self.v / self.s, self.v / (self.d - self.s + self.v), self.v / self.d]


def my_practical(labels, d):
    return Practical(d, len(labels), sum(1 for x in labels if x)).bounds()
''')

right("r05", "ndcg.all_judgments", "a discount vector built once and cached by length", '''
from functools import lru_cache

import numpy as np


@lru_cache(maxsize=64)
def _discount(n):
    disc = np.ones(n)
    disc[1:] = np.log2(np.arange(2, n + 1))
    return disc


def _dcg(g):
    g = np.asarray(g, dtype=float)
    return float((g / _discount(g.size)).sum()) if g.size else 0.0


def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    best = _dcg(ideal)
    return _dcg(grades) / best if best > 0 else 0.0
''')

right("r06", "dcg.trec", "vectorised with np.log2 over 1-based ranks", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = round(float(np.sum(g / np.log2(np.arange(1, g.size + 1) + 1))), 4)
''')

SUBMISSIONS = tuple(S)
