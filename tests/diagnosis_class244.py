"""Diagnosis class 244, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- test-driven
students, who wrote a few assert-based self-tests from the task text and fitted their code to them (loops, NumPy,
comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c244-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4+ value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class244): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 244 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c244-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found", r"hits", r"instead of n_relevant",
        r"not (by )?n_relevant", r"ignor\w* (the )?unretrieved", r"never retrieved.{0,40}(ignored|left out)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0

assert my_ap([1, 1], 2) == 1.0
assert my_ap([0, 0], 1) == 0.0
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the trec "
      "formula rel_i / log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log2 ?of (the )?rank\b", r"rel_1 undiscounted", r"first (grade|item).{0,30}"
        r"(not discounted|undiscounted)", r"burges|j[aä]rvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q03", "ap.eleven_point", "sibling", "returns the uninterpolated (exact) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"(exact|uninterpolated|non-interpolated|plain) (average precision|AP)", r"\bAP\b instead",
        r"average precision instead", r"no interpolation", r"not interpolated"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant

assert my_11pt([1], 1) == 1.0
''')

wrong("q04", "map.mean", "sibling", "returns the geometric mean of the per-query APs (GMAP) instead of the "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product.{0,30}root", r"log.{0,20}mean"]], '''
import numpy as np

def ap(run, n):
    if n == 0:
        return 0.0
    run = np.asarray(run)
    ranks = np.flatnonzero(run) + 1
    return float(np.sum(np.arange(1, len(ranks) + 1) / ranks) / n)

def my_map(runs, n_relevant):
    aps = np.array([ap(r, n) for r, n in zip(runs, n_relevant)])
    return float(np.prod(aps) ** (1 / len(aps)))

assert abs(my_map([[1], [1]], [1, 1]) - 1.0) < 1e-9
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables).{0,40}(first|before)",
        r"total tp", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0

assert my_macro_precision([[1, 1, 0]]) == 0.5
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain "
      "2^rel_i - 1 (computes the trec DCG)",
      [[r"linear", r"2\^?\*?\*?rel.{0,20}(missing|forgot|not used|instead)", r"exponential gain.{0,30}"
        r"(missing|not|instead)", r"rel_i instead of", r"gain (is )?the grade", r"raw grades?"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q07", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, ignoring beta",
      [[r"F1\b", r"F_1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(never )?(ignored|unused|not used)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)

assert my_f(0.5, 0.5, 1.0) == 0.5
assert my_f(0, 0, 2.0) == 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta.{0,30}(not|never|instead of).{0,20}squar", r"squar\w*.{0,30}(missing|forgot)", r"forg[eo]t.{0,30}squar",
        r"beta instead of beta", r"beta\^?2.{0,20}(missing|instead)", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)

assert my_f(0.5, 0.5, 1.0) == 0.5
assert my_f(0.0, 0.0, 1.0) == 0.0
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm instead of log base 2 for the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"wrong base", r"another base", r"not log2",
        r"instead of log2", r"log base"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return float(total)

assert my_dcg([3]) == 3.0
assert my_dcg([0, 0]) == 0.0
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving the + v out of the "
      "denominator (v / (d - s) instead of v / (d - s + v))",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v.{0,30}(missing|left out|forgot|dropped)", r"without (the )?\+ ?v",
        r"forg[eo]t.{0,30}\+ ?v", r"denominator.{0,40}(missing|without).{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s if s else 0.0
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]

assert my_practical([0, 0], 10) == [0.0, 0.0, 0.0]
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"bigger of", r"greater of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom

assert my_ap_at_k([1, 1, 1], 3, 3) == 1.0
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability: forgot to double it for the "
      "two-sided test",
      [[r"one.?sided", r"one tail", r"single tail", r"doubl\w*", r"times 2", r"\* ?2", r"factor (of )?2",
        r"half (of )?the"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "rank.r_precision", "shape", "returns the number of relevant items in the top R, never dividing it "
      "by R (part of the formula)",
      [[r"(never|not|forg[eo]t\w*( to)?) divid", r"count instead", r"number of (relevant )?(hits|items) instead",
        r"without (the )?division", r"raw count", r"no division", r"missing.{0,20}/ ?R"]], '''
R = v["n_relevant"]
my_r_precision = sum(v["labels"][:R])
''')

wrong("q14", "ndcg.all_judgments", "shape", "discounts ranks i >= 2 by log2(i + 1) instead of log2(i) (mixes "
      "the classic and the trec discount)",
      [[r"log2\(i ?\+ ?1\)", r"i ?\+ ?1", r"off by one.{0,30}(log|discount)", r"(log|discount).{0,40}off by one",
        r"shifted", r"trec discount", r"mix\w*"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i + 1) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0

assert my_ndcg([1, 0], []) == 1.0
assert my_ndcg([0], []) == 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented one line too late)",
      [[r"before (it )?(count|increment|add)", r"too late", r"(increment|count)\w* after", r"one (hit|item) short",
        r"off by one", r"not yet counted", r"hits ?- ?1"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            out.append(hits / k)
            hits += 1
    return out

assert my_pr_points([0, 0], 1) == []
''')

wrong("q16", "map.mean", "flow", "the hit counter is never reset between queries, so later queries' precisions "
      "carry the earlier queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}across", r"outside (the )?loop",
        r"shared between quer", r"previous quer"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, n in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        total += s / n if n else 0.0
    return total / len(runs)

assert my_map([[1, 0]], [1]) == 1.0
''')

wrong("q17", "interp.curve", "flow", "the loop over ranks stops one rank early (range(len(labels) - 1)), so the "
      "last rank's precision and recall are never used",
      [[r"last rank", r"one rank early", r"off by one", r"range\(len\(labels\) ?- ?1\)", r"stops? (one )?(rank |item )?"
        r"(too )?early", r"skips? the last"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(len(labels) - 1):
        hits += labels[k]
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / (k + 1)))
    out = []
    for j in range(11):
        r = j / 10
        ps = [p for rec, p in pts if rec >= r - 1e-12]
        out.append(max(ps) if ps else 0.0)
    return out

assert my_interpolated([1, 0, 0], 1)[0] == 1.0
''')

wrong("q18", "pr.averaged", "flow", "the 11-level list is created once outside the query loop and reused, so "
      "each level keeps the maximum over the queries seen so far instead of each query's own curve",
      [[r"outside (the )?(query )?loop", r"reus\w*", r"reset", r"re-?initiali[sz]", r"max\w* over (the )?quer",
        r"shared (list|curve)", r"carr(y|ies|ied) over"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    sums = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits = 0
        pts = []
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / n if n else 0.0, hits / k))
        for j in range(11):
            r = j / 10
            for rec, p in pts:
                if n and rec >= r - 1e-12 and p > curve[j]:
                    curve[j] = p
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]

assert my_averaged_curve([[1]], [1]) == [1.0] * 11
''')

wrong("q19", "roc.eer", "flow", "walks the ROC curve one item at a time, so tied scores are not grouped into "
      "one step (their order decides the curve)",
      [[r"tie", r"tied"], [r"not grouped", r"one (item|score) at a time", r"each item (its own|a) step",
                           r"(separate|individual) steps?", r"group\w*", r"staircase", r"diagonal"]], '''
def my_eer(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    P = sum(labels)
    N = len(labels) - P
    f0, t0 = 0.0, 0.0
    for i in order:
        if labels[i]:
            f1, t1 = f0, t0 + 1 / P
        else:
            f1, t1 = f0 + 1 / N, t0
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g1 >= 0:
            a = -g0 / (g1 - g0) if g1 != g0 else 0.0
            return f0 + a * (f1 - f0)
        f0, t0 = f1, t1
    return f0

assert my_eer([0.9, 0.1], [1, 0]) == 0.0
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"not (only|just) the first", r"stop\w* at the first",
        r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run, 1):
            if rel:
                total += 1 / i
    return total / len(runs)

assert my_mrr([[0, 1]]) == 0.5
assert my_mrr([[0, 0]]) == 0.0
''')

wrong("q21", "ap.value", "flow", "adds P@k at every rank (the accumulation is outside the if), not only at the "
      "relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non-?relevant ranks", r"outside (the )?if", r"indent",
        r"not only (at )?(the )?relevant"]], '''
hits = 0
s = 0.0
for k, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
    s += hits / k
my_ap_value = s / v["n_relevant"]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.eleven_point", "hidden", "builds the levels as j * 0.1 and compares recall >= level with no "
      "tolerance, so a recall of exactly 0.3, 0.6 or 0.7 misses its level (0.30000000000000004)",
      [[r"float\w*", r"rounding", r"0\.3000", r"tolerance", r"epsilon", r"j ?\* ?0\.1", r"0\.1 ?\* ?j",
        r"representation"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for j in range(11):
        r = j * 0.1
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 11

assert my_11pt([1], 1) == 1.0
assert my_11pt([0, 1], 2) == 0.5 * 6 / 11
''')

wrong("q23", "set.pr", "hidden", "no guard for an empty retrieved set: ZeroDivisionError when nothing is "
      "retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]

assert my_set_pr(["d1", "d2", "d1"], ["d1"]) == [0.5, 1.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "divides by n_relevant without a guard: ZeroDivisionError when the query has "
      "no relevant items", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant

assert my_ap([1, 0], 1) == 1.0
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty result: ZeroDivisionError when nothing is "
      "within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)

assert my_eps_precision([0.1, 0.5], [1, 0], 0.3) == 1.0
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the sliced top n (len(labels[:n])) instead of n, "
      "so a list shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"slice", r"len\(top\)", r"instead of (by )?(n|c|n_relevant)\b",
        r"not (by )?(n|c|n_relevant)\b", r"list length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)

assert my_grip_point([1, 0, 1, 0], 2) == 0.5
''')

wrong("q27", "pr.averaged", "hidden", "computes recall as hits / n without a guard: ZeroDivisionError for a "
      "query with no relevant items", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        hits = np.cumsum(run)
        ranks = np.arange(1, len(run) + 1)
        rec = [h / n for h in hits.tolist()]
        prec = hits / ranks
        row = []
        for j in range(11):
            ok = [p for r, p in zip(rec, prec) if r >= j / 10 - 1e-9]
            row.append(max(ok) if ok else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]

assert my_averaged_curve([[1]], [1]) == [1.0] * 11
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: ZeroDivisionError for a query with no "
      "relevant items", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += Fraction(hits, i)
    return float(s / min(k, n_relevant))

assert my_ap_at_k([1, 0, 1], 2, 2) == 0.5
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (P and R "
      "swapped there), which equals F with 1/beta",
      [[r"swap\w*", r"exchang\w*", r"revers\w*", r"(beta|weight).{0,30}(on|multipl\w*|times) (the )?recall",
        r"recall.{0,20}instead of.{0,20}precision", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0

assert my_f(0.5, 0.5, 2.0) == 0.5
assert my_f(0.0, 0.0, 1.0) == 0.0
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is reversed (counts pairs where the negative scores higher), "
      "giving 1 - AUC",
      [[r"revers\w*", r"invert\w*", r"backwards", r"wrong way", r"flipped comparison", r"negative (scores )?higher",
        r"(comparison|inequality|>|<).{0,30}(swapped|the other way)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                wins += 1
            elif n == p:
                wins += 0.5
    return wins / (len(pos) * len(neg))

assert my_auc([0.5, 0.5], [1, 0]) == 0.5
''')

wrong("q31", "dcg.classic", "twin", "off-by-one in the discount: uses the 0-based index plus 2 (log2(i + 2)) for the "
      "later items, i.e. log2(rank + 1), which happens to equal the trec formula",
      [[r"off.by.one", r"0-based", r"zero-based", r"index (instead of|not) (the )?rank", r"log2\(i ?\+ ?2\)",
        r"enumerate"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    rest = [g[i] / np.log2(i + 2) for i in range(1, len(g))]
    return float(g[0] + sum(rest))

assert my_dcg([2]) == 2.0
''')

wrong("q32", "ap.at_k", "twin", "divides by n_relevant (the plain AP denominator), ignoring k in the denominator",
      [[r"divid\w* by n_relevant", r"only n_relevant", r"n_relevant alone", r"all (the )?relevant",
        r"plain AP", r"ignor\w* k", r"without (the )?min", r"instead of min", r"not min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    found = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            found += 1
            total += found / (i + 1)
    return total / n_relevant

assert my_ap_at_k([1, 1, 0], 2, 2) == 1.0
''')

wrong("q33", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "([highest, lowest])",
      [[r"order", r"swap\w*", r"revers\w*", r"highest first", r"wrong way round", r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(y for _, y in worst[:k]) / k
    hi = sum(y for _, y in best[:k]) / k
    return [hi, lo]

assert my_knn_tie_bounds([0.1, 0.2], [1, 0], 1) == [1.0, 1.0]
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n (they are not dropped), so the test runs on "
      "all the queries",
      [[r"ties?.{0,30}(not dropped|kept|included|counted)", r"(not|never) drop\w*", r"drop\w* (the )?ties?",
        r"all (the )?quer", r"n ?= ?len"]], '''
from math import comb

n = len(v["a"])
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q35", "dcg.exponential", "twin", "forgets the - 1 of the gain: uses 2^rel_i instead of 2^rel_i - 1",
      [[r"minus (one|1)", r"forg[eo]t.{0,30}(- ?1|one|minus)", r"2\^rel_?i? instead", r"without (the )?(- ?1|minus)",
        r"(- ?1|minus one).{0,20}(missing|dropped|left out)", r"2\*\*rel"]], '''
from math import log2

my_dcg_exp = sum(2 ** rel / log2(i + 1) for i, rel in enumerate(v["grades"], 1))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "scope.eps_precision", "data", "reads the labels inverted: counts the 0-labelled (non-relevant) "
      "targets inside epsilon as the hits",
      [[r"invert\w*", r"flip\w*", r"revers\w*", r"non-?relevant", r"label 0", r"0 as relevant", r"1 - "]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    if not inside:
        return 0.0
    return sum(1 for y in inside if y == 0) / len(inside)

assert my_eps_precision([0.5], [1], 0.1) == 0.0
''')

wrong("q37", "ndcg.all_judgments", "data", "treats the unretrieved items as binary (grade 1 each) instead of "
      "using their grades in the ideal ranking",
      [[r"binary", r"grade (of )?1", r"\b1 each", r"ignor\w* (their|the) grades", r"count\w* (of|only)",
        r"len\(unretrieved\)", r"not (their|the) grades"]], '''
from math import log2

def dcg(gs):
    return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0

assert my_ndcg([1, 0], [1]) < 1
''')

wrong("q38", "rank.distances", "data", "ranks by decreasing distance (as if they were similarities): the farthest "
      "items first",
      [[r"descending", r"decreasing", r"farthest", r"reverse", r"similarit\w*", r"largest (distance )?first",
        r"wrong (sort )?order"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)

assert my_p_at_k_from_distances([0.1, 0.2], [1, 1], 1) == 1.0
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items (database = d + s), so every bound "
      "uses d + s in place of d",
      [[r"d ?\+ ?s", r"unjudged", r"not (the )?(whole|total|database)", r"database size", r"size of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v) if D - s + v else 0.0, v / D]

assert my_practical([0], 5) == [0.0, 0.0, 0.0]
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp]: the precision divides tp by tp + fn (the "
      "recall)",
      [[r"tp ?\+ ?fn", r"recall", r"\[tp, ?fn, ?fp\]", r"wrong (column|field|order|position)", r"misread",
        r"swap\w*", r"(fp|fn).{0,20}(confused|mixed up|exchanged)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)

assert my_macro_precision([[0, 0, 0]]) == 0.0
''')

wrong("q41", "interp.step", "data", "takes the number of relevant items as the count found in the list (sum of "
      "labels), ignoring n_relevant",
      [[r"sum\(labels\)", r"number (of relevant items )?found", r"retrieved relevant", r"relevant (items )?(in the list|retrieved)",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    n = sum(labels)
    if n == 0:
        return 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if level <= hits / n + 1e-12:
                return hits / k
    return 0.0

assert my_step_interpolated([1, 0], 1, 1.0) == 1.0
''')

wrong("q42", "ndcg.value", "data", "treats the grades as binary relevance (every grade > 0 counted as 1)",
      [[r"binary", r"grade.{0,20}> ?0.{0,20}(as )?1", r"as 1\b", r"ignor\w* (the )?grade (levels|values)",
        r"relevant or not"]], '''
from math import log2

def dcg(gs):
    return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], 2))

b = [1 if g > 0 else 0 for g in v["grades"]]
u = [1 if g > 0 else 0 for g in v["unretrieved"]]
my_ndcg_value = dcg(b) / dcg(sorted(b + u, reverse=True))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy with a zero-padded slice, self-tests from the task text", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.sum() / k)

assert my_p_at_k([1, 0], 4) == 0.25
assert my_p_at_k([1, 1, 0], 1) == 1.0
''')

right("q44", "dcg.classic", "comprehension with a 1-based rank", '''
from math import log2

def my_dcg(grades):
    return float(sum(g if r == 1 else g / log2(r) for r, g in enumerate(grades, 1)))

assert my_dcg([3, 2]) == 5.0
assert my_dcg([0]) == 0.0
''')

right("q45", "map.mrr", "itertools.dropwhile over enumerate", '''
from itertools import dropwhile

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(dropwhile(lambda p: not p[1], enumerate(run, 1)), None)
        total += 1 / first[0] if first else 0.0
    return total / len(runs)

assert my_mrr([[0, 1], [0, 0]]) == 0.25
''')

right("q46", "set.pr", "sets and exact Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = Fraction(hit, len(ret)) if ret else Fraction(0)
    r = Fraction(hit, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]

assert my_set_pr(["d1", "d1", "d2"], ["d1"]) == [0.5, 1.0]
assert my_set_pr([], []) == [0.0, 0.0]
''')

right("q47", "roc.auc", "explicit double loop over pairs", '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))

assert my_auc([0.9, 0.1], [1, 0]) == 1.0
assert my_auc([0.5, 0.5], [1, 0]) == 0.5
''')

right("q48", "scope.knn_ties", "sorted with tie-breaking keys", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]

assert my_knn_tie_bounds([0.3, 0.3], [1, 0], 1) == [0.0, 1.0]
''')

SUBMISSIONS = tuple(S)
