"""Diagnosis class 204, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course taken by
graduate students from other fields (physics, biology) who know their maths well but not the IR conventions: they
vectorise formulas with NumPy, approximate integrals by sums, pick their own logarithms and normalisations, and
write loops, comprehensions, itertools and fractions as the mood takes them. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c204-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class204).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 204 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c204-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the area under the raw PR curve "
      "as a sum of P at the relevant ranks over n_relevant, instead of the mean of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|raw) (AP|average precision)",
        r"precisions? at (the )?relevant ranks", r"sum of (the )?P@k.{0,30}(relevant|n_relevant)",
        r"divid\w* by n_relevant", r"area under the (raw )?PR curve", r"without interpolat\w*",
        r"no interpolation", r"not interpolated"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    # area under the PR curve: integral of P dR, dR = 1/n_relevant at every relevant rank
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    P = np.cumsum(y) / np.arange(1, y.size + 1)
    dR = y / n_relevant
    return float(np.sum(P * dR))
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP, exp of the mean log) "
      "instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"mean (of the )?log", r"log.?average", r"exp\w* of the mean"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(np.sum(prec * y) / R if R else 0.0)
    # averaging ratios: use the log scale, as for any multiplicative quantity
    with np.errstate(divide="ignore"):
        return float(np.exp(np.mean(np.log(aps))))
''')

wrong("q03", "dcg.classic", "sibling", "computes the log2(i + 1) discount DCG (every rank discounted, rank 1 by "
      "log2 2) instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log2\(rank \+ 1\)", r"trec(_eval)?.{0,20}(dcg|discount|formulation)",
        r"i \+ 1 discount", r"discount\w* (every|each|all|the first) rank", r"rank 1 (is )?discounted",
        r"shifted (log|discount)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, g.size + 1)
    return float(np.sum(g / np.log2(i + 1)))
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (total tp over total tp + fp, pooled "
      "over the queries) instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp)", r"total tp", r"(add|summ)\w* (up )?(the )?tables",
        r"weight\w* by (the )?(number|size|count)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q05", "interp.step", "sibling", "returns the usual interpolated precision max {P_j : R_j >= level} (the "
      "maximum to the right) instead of the lecture notes' step rule P_i at the first R_i >= level",
      [[r"max\w*.{0,40}(later|higher recall|beyond|further)", r"interpolated precision.{0,30}max",
        r"max \{", r"maximum (of|over) (the )?(later|following|remaining)", r"standard interpolation",
        r"11.?point interpolation", r"max.?interpolat\w*", r"running max\w*", r"upper envelope"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    P = hits / np.arange(1, y.size + 1)
    R = hits / n_relevant
    ok = (R >= level) & (y == 1)
    return float(P[ok].max()) if ok.any() else 0.0
''')

wrong("q06", "sig.sign_test", "sibling", "reports the one-sided p-value (a single binomial tail, not doubled) "
      "instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not doubled", r"(forgot|without|missing)\w* "
        r"(to )?doubl\w*", r"half the two.?sided", r"times 2", r"\*\s*2", r"factor (of )?2"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q07", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"returns? (the )?recalls?", r"recalls? instead of (the )?precisions?", r"recall values", r"recalls of the", r"hits? ?/ ?n_relevant", r"divid\w* by n_relevant", r"other (coordinate|axis)",
        r"x.?coordinate", r"x.?axis"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.trec", "shape", "uses the natural logarithm for the discount (ln(i + 1)) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log base e", r"base e\b", r"base.?2", r"wrong (log(arithm)? )?base",
        r"another base", r"log\b.{0,20}instead of log2", r"not log2"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, g.size + 1)
my_dcg_trec = float(np.sum(g / np.log(i + 1)))
''')

wrong("q09", "gen.practical", "shape", "leaves the + v out of the recall bound's denominator (v / (d - s) "
      "instead of v / (d - s + v))",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"without (the )?v", r"(leav|left|drop|miss|forg[eo]t)\w*.{0,30}\bv\b",
        r"v (is )?(missing|left out|dropped)", r"denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q10", "ap.at_k", "shape", "divides the sum of P@i by k instead of by min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"over k\b", r"denominator (of |is )?k\b", r"k instead of min",
        r"always k", r"by k,? not min", r"ignor\w* n_relevant", r"n_relevant (is )?(ignored|unused|not used)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    P = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.dot(P, y) / k)
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1 (a grade 0 still gains 1)",
      [[r"minus (one|1)", r"subtract\w* (the )?1", r"without (the )?(- ?1|minus)", r"(forg[eo]t\w*|missing|no|drops?|omits?) (the )?- ?1", r"2\s*\^\s*rel\b(?! ?-)",
        r"2\s*\*\*\s*\w+(?! ?-)", r"grade 0 (still )?(gains|counts|adds)", r"non.?relevant.{0,30}(gain|count|add)"]],
      '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(ranks + 1)))
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|as (a )?win|as (1|one)\b(?!/))", r">=", r"greater (than )?or equal", r"instead of (1/2|half|0\.5)",
        r"not (1/2|half)", r"half"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (pos.size * neg.size))
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 (the number of "
      "intervals) instead of 11 (the number of levels)",
      [[r"\b10\b", r"ten", r"intervals", r"instead of 11", r"not 11", r"/ ?10"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    P = hits / np.arange(1, y.size + 1)
    R = hits / n_relevant
    levels = [i / 10 for i in range(11)]
    pint = [P[R >= r].max() if (R >= r).any() else 0.0 for r in levels]
    # integral of p_interp over recall in [0, 1], step 0.1
    return float(np.sum(pint) * 0.1)
''')

wrong("q14", "ap.value", "shape", "normalises the sum of the precisions at the relevant ranks by the length of "
      "the list instead of by n_relevant",
      [[r"length of the (list|ranking)", r"len\(labels\)", r"list length", r"number of (ranks|items|retrieved)",
        r"divid\w* by (the )?(n\b|N\b|len)", r"instead of n_relevant", r"not (by )?n_relevant"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
N = y.size
P = np.cumsum(y) / np.arange(1, N + 1)
my_ap_value = float(np.sum(P * y) / N)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[:k - 1] (as if the slice end were inclusive), so the k-th "
      "item is never counted",
      [[r"k ?- ?1", r"off.?by.?one", r"k-th (item|rank|label) (is )?(never|not) (counted|included)",
        r"(misses|drops|skips|leaves out|omits) the (k-th|last)", r"one (item|rank) (too )?short",
        r"first k ?- ?1"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)
    return float(y[:k - 1].sum() / k)
''')

wrong("q16", "map.mean", "flow", "never resets the running sum of precisions between queries, so each query's AP "
      "carries the earlier queries' sums",
      [[r"reset", r"re.?initiali[sz]\w*", r"carr\w* (over|on)", r"accumulat\w*.{0,40}(across|between|over) "
        r"(the )?queries", r"running sum", r"cumulative", r"previous quer\w*", r"earlier quer\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    total = 0.0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(run, start=1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.averaged", "flow", "divides the running sum by the number of queries inside the loop (once per "
      "query) instead of once after it",
      [[r"inside the loop", r"in the loop", r"every (iteration|query|pass)", r"each (iteration|pass)",
        r"(divid|averag)\w* (repeatedly|several times|more than once|too (many times|often))",
        r"indent\w*", r"once per query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11)
    mean = np.zeros(11)
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        curve = np.zeros(11)
        if R > 0 and y.size:
            hits = np.cumsum(y)
            P = hits / np.arange(1, y.size + 1)
            for j in levels:
                ok = hits * 10 >= j * R
                curve[j] = P[ok].max() if ok.any() else 0.0
        mean += curve
        mean /= len(runs)
    return [float(x) for x in mean]
''')

wrong("q18", "map.mrr", "flow", "does not stop at the first relevant item (no break): the loop keeps overwriting "
      "the rank, so the last relevant item's rank is used",
      [[r"\bbreak\b", r"last relevant", r"(does not|doesn't|never) stop", r"overwrit\w*", r"keeps? (going|looping)",
        r"stop\w* at the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for rank, x in enumerate(run, start=1):
            if x == 1:
                first = rank
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

wrong("q19", "interp.curve", "flow", "takes the running maximum of P@k from the top of the ranking down "
      "(np.maximum.accumulate forwards) instead of the maximum over the later ranks",
      [[r"wrong direction", r"forward", r"from the (top|start|beginning)", r"(earlier|previous|preceding|higher) "
        r"ranks", r"(left|before)", r"accumulate", r"revers\w*", r"running max\w*"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    P = np.maximum.accumulate(hits / np.arange(1, y.size + 1))
    out = []
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        out.append(float(P[ok][0]) if ok.any() else 0.0)
    return out
''')

wrong("q20", "ndcg.all_judgments", "flow", "never sorts the ideal ranking: it keeps the judged grades in their "
      "given order (retrieved, then unretrieved) instead of high to low",
      [[r"(not|never|forg[eo]t\w*( to)?|without|isn't|wasn't) (be(ing)? )?sort\w*", r"unsorted",
        r"descending", r"given order", r"input order", r"not (in )?order\w*"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float(np.sum(g / disc))
    ideal = [x for x in list(grades) + list(unretrieved) if x > 0]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q21", "dcg.classic", "flow", "indexes grades[i] with i the 1-based rank (range(2, n)), so rank 2's grade is "
      "skipped and each later grade gets the discount of the rank before it",
      [[r"0.?based", r"1.?based", r"off.?by.?one", r"index\w*", r"skip\w*.{0,30}(rank 2|second)",
        r"(rank 2|second (grade|item|rank)).{0,30}(skipped|missing|left out|dropped)", r"shift\w*"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(grades[i] / log2(i) for i in range(2, len(grades)))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "raises ZeroDivisionError when precision and recall are both 0 (no guard "
      "for the 0/0 case)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in the NumPy division, so the "
      "macro average is nan instead of counting that query's precision as 0",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(p.mean())
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut labels[:R] instead of R, so a list "
      "shorter than the class size is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"length of the (cut|slice|list)", r"instead of (R|n_relevant|c)\b",
        r"pad\w*", r"not (by )?n_relevant", r"divid\w* by (the |its )?(list|list's) length"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q25", "ap.at_k", "hidden", "uses min(len(top k), n_relevant) as the denominator, so when k is longer than "
      "the list it divides by the list length instead of k",
      [[r"list length", r"length of the (list|cut|slice|top)", r"len\(",
        r"shorter than k", r"instead of k\b", r"truncat\w*"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    denom = min(top.size, n_relevant)
    if denom == 0:
        return 0.0
    P = np.cumsum(top) / np.arange(1, top.size + 1)
    return float(np.sum(P * top) / denom)
''')

wrong("q26", "ndcg.all_judgments", "hidden", "raises ZeroDivisionError when there is no relevant item at all "
      "(ideal DCG 0), having no guard for it",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan (mean of an "
      "empty array) when nothing lies within epsilon instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(np.mean(y[d < epsilon]))
''')

wrong("q28", "rank.distances", "hidden", "calls np.argpartition(d, k), whose kth index k is out of bounds when k "
      "is the whole list length (ValueError)",
      [[r"ValueError", r"argpartition", r"out of bounds", r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "writes F as the weighted harmonic mean 1 / (alpha / P + (1 - alpha) / R) with "
      "alpha = 1 / (1 + beta) instead of alpha = 1 / (1 + beta^2)",
      [[r"alpha", r"1 ?/ ?\(1 ?\+ ?beta\)", r"weight\w*.{0,30}(1 ?\+ ?beta|beta instead)",
        r"weighted harmonic mean"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1.0 / (1.0 + beta)
    return 1.0 / (alpha / precision + (1.0 - alpha) / recall)
''')

wrong("q30", "interp.curve", "twin", "builds the recall levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 "
      "are a hair above the exact values, so a recall exactly at such a level fails R@k >= r",
      [[r"arange", r"float\w*.{0,30}(level|round|error|precision|representation)", r"rounding",
        r"0\.30000000000000004", r"0\.6000000000000001", r"0\.7000000000000001", r"not exact\w*",
        r"inexact", r"binary fraction"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    levels = np.arange(0.0, 1.1, 0.1)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * len(levels)
    hits = np.cumsum(y)
    P = hits / np.arange(1, y.size + 1)
    R = hits / n_relevant
    return [float(P[R >= r].max()) if (R >= r).any() else 0.0 for r in levels]
''')

wrong("q31", "rank.distances", "twin", "takes the last k of the ascending argsort (np.argsort(d)[-k:]), i.e. the k "
      "farthest items, slicing the wrong end",
      [[r"last k", r"wrong end", r"\[-k:\]", r"end of the (ascending |sorted )?(order|argsort|list|array)",
        r"tail of the"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    idx = np.argsort(d)[-k:]
    return float(y[idx].sum() / k)
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (n = number of queries) instead of dropping "
      "them before the binomial test",
      [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps|keep|includ\w*|count\w*) (the )?(tied|ties)",
        r"tied quer\w*.{0,30}(kept|counted|included|in n)", r"n ?= ?len", r"all (the )?queries",
        r"(drop|remov|discard|exclud)\w*.{0,20}ties", r"number of queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q33", "roc.auc", "twin", "uses the rank-sum (Mann-Whitney) formula with ordinal ranks from argsort, so tied "
      "scores get different ranks in input order instead of their average (mid-) rank",
      [[r"argsort", r"ordinal", r"mid.?rank", r"average rank", r"rankdata", r"ties? (get|given|receive) "
        r"(different|distinct|consecutive)", r"(distinct|different|consecutive) ranks"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.empty(s.size)
    ranks[np.argsort(s, kind="stable")] = np.arange(1, s.size + 1)
    n1, n0 = y.sum(), (~y).sum()
    U = ranks[y].sum() - n1 * (n1 + 1) / 2
    return float(U / (n1 * n0))
''')

wrong("q34", "ap.exact", "twin", "averages the precisions over the relevant items retrieved (np.mean at the hits) "
      "instead of dividing their sum by n_relevant",
      [[r"(mean|averag)\w* (of |over )?(the )?precisions? (over|at) (the )?(retrieved|found|hits)",
        r"(mean|averag)\w* over (the )?(hits|retrieved|found)", r"np\.mean", r"number of (hits|relevant (items )?"
        r"(retrieved|found))", r"(retrieved|found) relevant", r"sum\(labels\)", r"instead of (dividing by )?"
        r"n_relevant", r"ignor\w*.{0,20}(unretrieved|n_relevant)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=bool)
    if n_relevant == 0 or not y.any():
        return 0.0
    P = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(np.mean(P[y]))
''')

wrong("q35", "map.mrr", "twin", "finds the first relevant rank with np.argmax, which returns 0 on an all-zero run, "
      "so a query with no relevant item counts 1 / 1 instead of 0",
      [[r"argmax", r"all.?zero", r"no relevant.{0,40}(1\b|one|full|rank 1|counts)",
        r"(counts|scores|gets) (as )?(1|one|rank 1)"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list as it is, so an id retrieved twice counts twice "
      "(no set)",
      [[r"duplicat\w*", r"counts? (\w+ )?twice", r"counted twice", r"(not|never) (a )?set", r"no set", r"set\(",
        r"dedup\w*"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "scope.knn_ties", "data", "assumes the distances are already given nearest first and never sorts "
      "them, cutting the input order at k",
      [[r"(not|never|without) (be(ing)? )?sort\w*", r"unsorted", r"input order", r"given order",
        r"already (sorted|ordered)", r"nearest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d, y = list(distances), list(labels)
    cut = d[k - 1]
    lo = k - 1
    while lo > 0 and d[lo - 1] == cut:
        lo -= 1
    hi = k
    while hi < len(d) and d[hi] == cut:
        hi += 1
    sure = sum(y[:lo])
    block = y[lo:hi]
    slots = k - lo
    rel = sum(block)
    nonrel = len(block) - rel
    return [(sure + max(0, slots - nonrel)) / k, (sure + min(slots, rel)) / k]
''')

wrong("q38", "roc.eer", "data", "reads label 1 as the negative (impostor) class and 0 as the positive one, so the "
      "ROC curve is built with the classes swapped",
      [[r"swap\w*", r"(labels?|classes?) (are )?(inverted|reversed|flipped)", r"invert\w*", r"flip\w*",
        r"1 (as|means|is) (the )?(negative|non.?relevant|impostor)", r"(positive|negative) and (negative|positive) "
        r"(exchanged|interchanged)", r"1 ?- ?(EER|the error)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0          # genuine = 0, impostor = 1
    P, N = pos.sum(), (~pos).sum()
    thr = np.unique(s)[::-1]
    tpr = np.concatenate([[0.0], [(pos & (s >= t)).sum() / P for t in thr]])
    fpr = np.concatenate([[0.0], [(~pos & (s >= t)).sum() / N for t in thr]])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp] (columns swapped), so it divides tp by "
      "tp + fn and averages the recalls",
      [[r"column", r"fn (as|for|instead of) fp", r"fp and fn (swapped|exchanged|confused|mixed)",
        r"\[tp, ?fn, ?fp\]", r"swap\w*", r"recall"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q40", "map.mean", "data", "ignores n_relevant and divides each AP by the number of ones in its run "
      "(the relevant items retrieved)",
      [[r"ignor\w*.{0,20}n_relevant", r"n_relevant (is )?(ignored|unused|not used)", r"sum\(run\)",
        r"number of ones", r"(retrieved|found) relevant", r"relevant (items )?(retrieved|found)", r"hits"]], '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        R = sum(run)
        hits, s = 0, Fraction(0)
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += Fraction(hits, i)
        aps.append(s / R if R else Fraction(0))
    return float(sum(aps) / len(aps))
''')

wrong("q41", "ndcg.all_judgments", "data", "treats the unretrieved grades as retrieved after the list, adding "
      "them to the DCG as well as to the ideal",
      [[r"unretrieved.{0,40}(dcg|retrieved|appended|added|end)", r"append\w*", r"(add|count)\w* .{0,20}unretrieved",
        r"as if (they were )?retrieved", r"after the (list|ranking|retrieved)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.maximum(np.log2(np.arange(1, g.size + 1)), 1.0)
        return float(np.sum(g / disc))
    run = list(grades) + list(unretrieved)
    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg > 0 else 0.0
''')

wrong("q42", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon (the far ones)",
      [[r"similarit\w*", r"d ?> ?eps", r"greater than", r"far(thest| ones| targets)", r"above epsilon",
        r"outside", r"wrong side", r"revers\w*"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    sel = d > epsilon
    return float(y[sel].mean()) if sel.any() else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC over the distinct thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 1
    P, N = pos.sum(), (~pos).sum()
    thr = np.unique(s)[::-1]
    tpr = np.concatenate([[0.0], [(pos & (s >= t)).sum() / P for t in thr]])
    fpr = np.concatenate([[0.0], [(~pos & (s >= t)).sum() / N for t in thr]])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q44", "scope.knn_ties", "sorted with tuple keys, relevant last then first", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    high = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

right("q45", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    prec = Fraction(v, s)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    gen = Fraction(v, d)
    return [float(prec), float(rec), float(gen)]
''')

right("q46", "pr.points", "itertools.accumulate and compress", '''
from itertools import accumulate, compress

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, h in compress(enumerate(hits, 1), labels)]
''')

right("q47", "interp.step", "explicit loop over the relevant ranks", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits, r_prev = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            r = hits / n_relevant
            if r_prev < level <= r:
                return hits / i
            r_prev = r
    return 0.0
''')

right("q48", "dcg.exponential", "NumPy vectorised gains and discounts", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.log2(np.arange(2, g.size + 2))
my_dcg_exp = float(np.sum((2.0 ** g - 1.0) / disc))
''')

SUBMISSIONS = tuple(S)
