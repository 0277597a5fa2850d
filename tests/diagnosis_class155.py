"""Diagnosis class 155, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a third mixed class of an IR evaluation course at
the end of a long term -- hurried students, each in their own habitual style (explicit loops, NumPy, list
comprehensions, itertools, ``fractions.Fraction``), their mistakes spread over everything the course teaches.
Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c155-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class155).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 155 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c155-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns the precision of the whole retrieved list (hits over the list "
      "length), ignoring the cut-off k",
      [[r"ignor\w*.{0,20}\bk\b", r"whole (retrieved )?list", r"entire (retrieved )?list", r"all (the )?ranks",
        r"(len|length) of (the )?(list|labels)", r"without (the )?cut.?off", r"never (uses|cuts at) k",
        r"precision of the (whole|full) (list|ranking|set)", r"set precision"]], '''
def my_p_at_k(labels, k):
    return sum(labels) / len(labels)
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of n_relevant (the relevant items never retrieved are left out)",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"relevant .{0,20}in the (list|ranking)",
        r"found", r"unretrieved.{0,40}(ignored|left out|missing|not counted)", r"instead of n_relevant",
        r"not (by )?n_relevant", r"hits? (count|number)"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / hits if hits else 0.0
''')

wrong("q03", "dcg.classic", "sibling", "computes the TREC / log2(i + 1) DCG (every rank discounted, rank 1 by "
      "log2 2) instead of the classic one",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec", r"burges", r"every rank (is )?discounted",
        r"rank 1 (is )?discounted", r"other (dcg )?formulation", r"second formulation"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total tp",
        r"weight\w* by .{0,30}(retrieved|size|count)", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank reaching each level (no maximum "
      "over the later ranks): the uninterpolated / step precision, not max {P@k : R@k >= r}",
      [[r"first rank", r"no (max|maximum)", r"without (the |a )?max", r"not (the )?max", r"uninterpolated",
        r"not interpolated", r"step (rule|interpolation)", r"later ranks?", r"ranks? (to the right|after|below)",
        r"precision (where|when) (the )?recall (first )?reach"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        p_here = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                p_here = hits / k
                break
        out.append(p_here)
    return out
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"upper", r"largest (possible )?generality", r"highest (possible )?generality",
        r"\(?d\s*-\s*s\s*\+\s*v\)?\s*/\s*d", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

wrong("q07", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"gmap", r"\blog\b", r"product", r"exp\w*.{0,20}mean.{0,10}log"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        labels = np.asarray(labels)
        ranks = np.flatnonzero(labels) + 1
        prec = np.arange(1, len(ranks) + 1) / ranks
        aps.append(prec.sum() / n if n else 0.0)
    with np.errstate(divide="ignore"):
        return float(np.exp(np.mean(np.log(aps))))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"squar\w*", r"not squared", r"unsquared",
        r"beta (itself|alone|unsquared)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract\w* (one|1)", r"without (subtracting|the) (one|1|-\s*1)", r"forg[eo]t.{0,20}(-\s*1|minus)",
        r"2\s*(\^|\*\*)\s*rel(_i)?\b(?!\s*-)", r"gain.{0,30}(one|1) too (high|large|big)"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "ndcg.value", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"np\.log\b", r"wrong base",
        r"another base", r"other base", r"not log2", r"instead of log2"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti\w*.{0,40}\b(full|whole) (win|point|1)", r"counts? (a )?ti\w* (pair )?as (1|one|a win)(?!/)",
        r"(full|whole) (point|win|1) (for|per) (a )?ti", r">=", r"greater or equal", r"(1|one) instead of",
        r"not (as )?(a )?half", r"instead of (1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/\s*k\b", r"by k (alone|only|itself)", r"instead of min", r"not (by )?min",
        r"without (the )?min", r"ignor\w*.{0,30}n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q13", "ap.eleven_point", "shape", "leaves out the level r = 0 and averages only the ten levels 0.1 ... 1.0",
      [[r"(drops|skips|misses|leaves out|omits|without).{0,30}(r\s*=\s*0|level 0|zero level|first level|recall 0)",
        r"ten levels", r"10 levels", r"divid\w* by 10\b", r"only 10\b", r"instead of 11", r"not 11"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(1, 11):
        ok = rec >= j / 10
        total += prec[ok].max() if ok.any() else 0.0
    return total / 10
''')

wrong("q14", "sig.sign_test", "shape", "reports twice the probability of exactly the observed split (the binomial "
      "pmf) instead of the tail probability of a split at least this lopsided",
      [[r"pmf", r"exactly", r"point probability", r"single (term|outcome|value)", r"not (the )?(tail|cumulative|cdf)",
        r"instead of (the )?(tail|cumulative|cdf)", r"at least (this|as) (lopsided|extreme)", r"tail"]], '''
from scipy.stats import binom

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = min(1.0, 2 * binom.pmf(min(wins, losses), n, 0.5))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "adds the precision before counting the current relevant item (hits incremented "
      "one step late): P@k is (hits - 1) / k at every relevant rank",
      [[r"before (increment|count|add|updat)", r"(increment|count|updat)\w* (too )?late", r"after (adding|summing)",
        r"off.by.one", r"hits\s*-\s*1", r"one (hit|relevant) (short|too few)", r"current (relevant )?item not counted",
        r"order of (the )?(two )?(lines|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of a "
      "query (no break)",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"each relevant", r"not (only )?(just )?the first",
        r"(stop|stops|stopping) at the first", r"sum\w* (of )?(the )?reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"(outside|out of) the if", r"not only (at )?(the )?relevant",
        r"non.?relevant (ranks|items).{0,30}(too|also|as well|added|point)", r"recall (does not|doesn.t) (change|rise)",
        r"indent\w*"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
        points.append(hits / i)
    return points
''')

wrong("q18", "ndcg.all_judgments", "flow", "never sorts the ideal ranking: the ideal DCG is taken of the grades "
      "and unretrieved grades in the given order",
      [[r"(not|never|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"not (in )?(descending|decreasing)",
        r"given order", r"input order", r"order of the ideal"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q19", "pr.averaged", "flow", "the running maximum of the interpolation is initialised once, before the loop "
      "over queries, so a query's maximum carries over into the next query",
      [[r"reset", r"carr(y|ies|ied) over", r"leak\w*", r"(initiali[sz]\w*|set) (once|outside|before the (query )?loop)",
        r"previous query", r"across queries", r"between queries", r"shared (between|across)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    best = 0.0
    for labels, n in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / k))
        curve = [0.0] * 11
        for rec, prec in reversed(pts):
            best = max(best, prec)
            for j, r in enumerate(levels):
                if n and rec >= r:
                    curve[j] = max(curve[j], best)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q20", "interp.step", "flow", "keeps overwriting the answer for every relevant rank whose recall reaches the "
      "level (no break), so it returns the precision at the last relevant item instead of the first that reaches it",
      [[r"\bbreak\b", r"overwrit\w*", r"last (relevant|point|item|one)", r"not (the )?first", r"instead of the first",
        r"(stop|stops|stopping) at the first", r"keeps? (updating|going|assigning)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    p = 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / i
    return p
''')

wrong("q21", "map.mean", "flow", "the hit counter is set to 0 once, outside the loop over queries, so every "
      "query after the first counts the previous queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"(initiali[sz]\w*|set) (once|outside|before the (query )?loop)",
        r"previous quer(y|ies)", r"across queries", r"between queries", r"accumulat\w*.{0,30}quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides NumPy floats without the P = R = 0 guard: 0/0 gives nan there",
      [NAN + [r"0\s*/\s*0", r"zero (by|over) zero", r"no guard",
              r"without (a |the )?(guard|check)"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    with np.errstate(invalid="ignore", divide="ignore"):
        return float((1 + b2) * p * r / (b2 * p + r))
''')

wrong("q23", "avg.macro", "hidden", "skips a query with nothing retrieved instead of counting its precision as 0 "
      "(the mean is over the other queries only)",
      [[r"skip\w*", r"left out", r"leaves? out", r"drop\w*", r"ignor\w*", r"exclud\w*", r"fewer queries",
        r"not counted", r"divid\w* by (the )?(number of )?(non.?empty|other)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\w*\s*\(?\s*(of )?(the )?(cut|slice|top|labels\[)", r"pad\w*",
        r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)",
        r"length of the (list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "ap.at_k", "hidden", "indexes labels[i] for i < k, which runs past the end of a list shorter than k",
      [INDEX, [r"shorter than k", r"k (is )?(longer|larger|greater|beyond|past)", r"beyond the (end|list)",
               r"past the end", r"labels\[i\]", r"range\(k\)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    m = min(k, n_relevant)
    if m == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / m
''', crash="IndexError", scope="all")

wrong("q26", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so the third level is "
      "0.30000000000000004 and a recall of exactly 0.3 does not reach it",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"accumulat\w*", r"(add|adding|added) 0\.1",
        r"\+= ?0\.1", r"imprecis\w*"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    out = []
    r = 0.0
    for _ in range(11):
        cands = [p for rec, p in pts if n_relevant and rec >= r]
        out.append(max(cands) if cands else 0.0)
        r += 0.1
    return out
''')

wrong("q27", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): it raises when k is the whole "
      "list",
      [[r"argpartition", r"ValueError", r"kth", r"out of bounds"], [r"k\s*=\s*(the whole|len|n\b)", r"whole list",
       r"k equal\w* (to )?the (list|length)", r"all (the )?items", r"k (is|=) the (list )?length"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q28", "set.pr", "hidden", "divides by the size of the retrieved set without checking it is empty",
      [ZERODIV + [r"empty (retrieved )?(set|list)", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "Mann-Whitney with ordinal ranks from argsort (tied scores get distinct ranks by "
      "position) instead of mid-ranks",
      [[r"mid.?rank", r"average(d)? ranks?", r"ordinal", r"argsort", r"ties? (get|given|broken).{0,30}(rank|position|order)",
        r"distinct ranks?", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable"), kind="stable") + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q30", "sig.sign_test", "twin", "keeps the tied queries: they count as losses of a and n is every query",
      [[r"ti(e|ed|es).{0,40}(not dropped|kept|counted|included|as (a )?loss)", r"(not|never|without) drop\w*",
        r"n\s*=\s*(len|all|every)", r"every query", r"all (the )?queries", r"includ\w* (the )?ti"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * binom.cdf(k, n, 0.5))
''')

wrong("q31", "map.mean", "twin", "pools every query's precisions at relevant ranks and divides by the total of "
      "n_relevant, instead of averaging each query's AP",
      [[r"pool\w*", r"total (of )?n_relevant", r"sum\w* (of )?n_relevant", r"weight\w*", r"micro",
        r"all queries together", r"not (a |the )?mean of (the )?(per.?query )?AP"]], '''
from itertools import accumulate

def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = list(accumulate(labels))
        total += sum(h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x)
    return total / sum(n_relevant)
''')

wrong("q32", "dcg.classic", "twin", "enumerates from 1 but keeps the 0-based test i == 0 for the undiscounted "
      "first rank, so rank 1 is discounted too and every rank i by log2(i + 1)",
      [[r"enumerate", r"start\s*=\s*1", r"0.based", r"1.based", r"index\w*", r"i\s*==\s*0", r"never (true|fires|taken)",
        r"off.by.one"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 0:
            total += g
        else:
            total += g / log2(i + 1)
    return total
''')

wrong("q33", "rank.r_precision", "twin", "slices labels[:R - 1], confusing the rank R "
      "with its index R - 1, so only the first R - 1 ranks are counted (still divided by R)",
      [[r"R\s*-\s*1", r"one rank (too )?(few|short)", r"rank R (is )?(left out|skipped|missing|dropped|not counted)",
        r"last rank (is )?(left out|skipped|missing|dropped|not counted)", r"index", r"0.based", r"off.by.one"]], '''
R = v["n_relevant"]
my_r_precision = sum(v["labels"][:R - 1]) / R
''')

wrong("q34", "scope.eps_precision", "twin", "uses d <= epsilon instead of the strict d < epsilon, so a target at "
      "exactly epsilon is returned",
      [[r"<=", r"non.?strict", r"not strict", r"inclusive", r"equal to epsilon", r"at (exactly )?epsilon",
        r"less than or equal"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(got) / len(got) if got else 0.0
''')

wrong("q35", "ndcg.value", "twin", "cuts the ideal ranking to the length of the retrieved list (an NDCG@n "
      "ideal) instead of using all judged relevant items",
      [[r"cut", r"truncat\w*", r"\[:\s*len", r"length of the (retrieved )?list", r"top.?n", r"@\s*(n|k)",
        r"only (the )?first", r"not all (the )?(judg|relevant)"]], '''
from math import log2

g = v["grades"]
ideal = sorted(g + v["unretrieved"], reverse=True)[:len(g)]
dcg = lambda xs: sum(x / max(1.0, log2(i)) for i, x in enumerate(xs, 1))
my_ndcg_value = dcg(g) / dcg(ideal)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"counts? (it )?twice", r"counted twice", r"duplicat\w*", r"(not|never|without) (a |using )?sets?", r"list(s)? (instead of|not) sets?",
        r"counted (more than )?once", r"repeat\w*"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        return [0.0, 0.0]
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved)
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "pr.averaged", "data", "takes each query's number of relevant items from its list (sum of labels) "
      "instead of n_relevant, so relevant items never retrieved are ignored",
      [[r"sum\s*\(?\s*(of )?(the )?labels", r"relevant (items )?(retrieved|in the list)", r"retrieved relevant",
        r"ignor\w*.{0,30}n_relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved",
        r"never retrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= r].max() if (rec >= r).any() else 0.0
                                for r in np.arange(11) / 10]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q38", "rank.distances", "data", "sorts the distances from largest to smallest (treats them as similarity "
      "scores), so the farthest items come first",
      [[r"farthest", r"largest (distance )?first", r"descending", r"reverse", r"(high|large)\w* (is|are|as) better",
        r"similarit\w*", r"scores? (instead|rather)", r"wrong (direction|order)", r"not (the )?nearest first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q39", "roc.eer", "data", "reads a LOWER score as more likely positive (sorts the scores ascending, as if "
      "they were distances)",
      [[r"lower (score|is)", r"ascending", r"reverse\w*", r"(as|like) (a )?distances?", r"wrong direction",
        r"inverted", r"low.{0,20}positive", r"smallest (score )?first"]], '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels))
    P = sum(labels)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for j in range(len(fpr)):
        d = fpr[j] - fnr[j]
        if d >= 0:
            if d == 0 or j == 0:
                return fpr[j]
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (d - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 1.0
''')

wrong("q40", "scope.knn_ties", "data", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]",
      [[r"swap\w*", r"wrong order", r"revers\w*", r"(other|opposite) way", r"order of the (two )?(bounds|values)",
        r"exchang\w*", r"\[highest, lowest\]"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    closer = d < dk
    tied = d == dk
    need = k - closer.sum()
    rel_c = y[closer].sum()
    rel_t = y[tied].sum()
    non_t = tied.sum() - rel_t
    low = rel_c + max(0, need - non_t)
    high = rel_c + min(rel_t, need)
    return [float(high / k), float(low / k)]
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list "
      "(sum of labels) instead of n_relevant",
      [[r"sum\s*\(?\s*(of )?(the )?labels", r"relevant (items )?(retrieved|in the list|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w*.{0,30}n_relevant", r"class size.{0,40}(wrong|list)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q42", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (the last two columns swapped), so its "
      "'fp' is really fn and it divides tp by tp + fn",
      [[r"columns?", r"swap\w*", r"tp\s*\+\s*fn", r"\bfn\b.{0,30}(as|for|instead of) (the )?fp", r"unpack\w*",
        r"order of (the )?(table|entries|fields)", r"wrong (entry|field|position)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit loops over grouped thresholds, linear crossing", '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for j in range(len(fpr)):
        d = fpr[j] - fnr[j]
        if d >= 0:
            if d == 0 or j == 0:
                return fpr[j]
            a = fpr[j - 1] - fnr[j - 1]
            t = -a / (d - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 1.0
''')

right("q44", "scope.knn_ties", "NumPy masks for the tied group", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    closer, tied = d < dk, d == dk
    need = k - closer.sum()
    rel_c, rel_t = y[closer].sum(), y[tied].sum()
    non_t = tied.sum() - rel_t
    return [float((rel_c + max(0, need - non_t)) / k), float((rel_c + min(rel_t, need)) / k)]
''')

right("q45", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q46", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "ndcg.all_judgments", "NumPy discount vector", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
        return float((g / disc).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

right("q48", "interp.step", "exact Fractions for the recall", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(str(level)):
                return hits / i
    return 0.0
''')

SUBMISSIONS = tuple(S)
