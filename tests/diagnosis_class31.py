"""Diagnosis class 31, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its
first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
are weak on probability and statistics -- students unsure whether a sign test is one- or two-sided and what to do
with tied queries, who read AUC and the equal error rate as formulas rather than probabilities, who confuse
generality, recall bounds and class sizes, rates and counts, positives and negatives, and who average ratios where
a ratio of sums is asked (or the reverse). Coding styles vary: NumPy, explicit loops, comprehensions,
``fractions``, ``statistics``, scipy and scikit-learn where a student would reach for them.

Read to write it: the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, generators, hidden-check hints, references), the measure library outside ``exercises/`` and
``grading/`` (``significance.sign_test``, ``roc``, ``generality``), the course documents in /work/shared/seeds/,
the first 80 lines of tests/heldout_submissions.py (``class_writer`` and the shared key lists), the first 60 and
last 30 lines of tests/diagnosis_class19.py (for the format only) and tests/validate_class.py (the validator). Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c31-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task,
STUDENT_ID)`` in the notebook), and bind the task's answer name. Three ids carry a letter (``q20b``, ``q32b``,
``q38b``): with the plain id none of the student's visible inputs showed the mistake (no tie straddling the k-th
place; an equal error rate of exactly 1/2, which swapped classes leave unchanged), as a real student's would.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class31): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 31 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c31-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "sig.sign_test", "sibling", "one-sided sign test p-value (alternative='greater', the upper tail "
      "only) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"one tail", r"single tail", r"only one (tail|side|direction)",
        r"alternative ?= ?.?greater", r"(not|never|forg[eo]t\w*( to)?) doubl", r"(upper|right) tail only",
        r"(only|just) the (upper|right|greater) tail"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("q02", "roc.eer", "sibling", "the nearest-point EER: (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is "
      "smallest, without intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"(no|without|never|skips?|instead of) (the )?(linear )?"
        r"interpolat", r"(a|one|single) (ROC |curve )?point (instead|rather)", r"(average|mean) of (the )?(FPR and FNR|"
        r"two (error )?rates)", r"\(FPR ?\+ ?FNR\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        tpr = (s[y] >= t).sum() / P
        fpr = (s[~y] >= t).sum() / N
        fnr = 1 - tpr
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q03", "avg.macro", "sibling", "macro-averaged recall tp / (tp + fn) instead of macro-averaged precision",
      [[r"recall", r"\bfn (instead of|rather than|for|in place of) fp", r"false negatives (instead|rather)",
        r"tp ?\+ ?fn", r"relevant (items )?(instead of|rather than) (the )?retrieved"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fp, fn in tables:
        vals.append(tp / (tp + fn) if tp + fn else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q04", "map.mean", "sibling", "GMAP (the geometric mean of the APs, trec_eval's gm_map with a 1e-5 floor) "
      "instead of the arithmetic mean",
      [[r"geometric", r"GMAP", r"gm_map", r"log(arithm)?s? of (the )?(APs?|average precisions?)", r"\bproduct\b",
        r"exp\w* of (the )?mean"]], '''
import math

def my_map(runs, n_relevant):
    logs = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        ap = total / R if R else 0.0
        logs.append(math.log(max(ap, 1e-5)))
    return math.exp(sum(logs) / len(logs))
''')

wrong("q05", "set.f_beta", "sibling", "van Rijsbergen's effectiveness E = 1 - F instead of F",
      [[r"\bE.?measure", r"\bE ?= ?1", r"effectiveness", r"1 ?- ?F\b", r"one minus (the )?F", r"complement of (the )?F",
        r"van Rijsbergen'?s E\b"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 or r == 0:
        return 1.0
    b2 = beta * beta
    return 1 - (1 + b2) * p * r / (b2 * p + r)
''')

wrong("q06", "interp.step", "sibling", "the usual (11-point) interpolation: the maximum precision over every "
      "relevant rank whose recall reaches the level, not the step rule's P_i",
      [[r"max\w* (of|over) (all |every )?(the )?(later|following|higher|subsequent)",
        r"(standard|usual|classic|trec|11.?point|ceiling|max(imum)?) interpolat", r"(instead of|rather than) the step",
        r"(usual|standard|classic) \(?11.?point\)? interpolat",
        r"max\w* precision (over|at|of) (every|all|any) (relevant )?(rank|point)s?", r"running max", r"best precision (at|from|of) (any|a|all) (later|higher)",
        r"(highest|max\w*) precision (at|over) (any|all|every) (rank|recall|point)s? (with|whose|where)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                best = max(best, hits / i)
    return best
''')

wrong("q07", "rank.p_at_k", "sibling", "precision of the retrieved part: divides by the number of items in the top "
      "k (min(k, list length)) instead of k, so missing ranks are not counted as non-relevant",
      [[r"min\(k", r"(length|len|size) of the (list|top|slice|cut)", r"len\(top\)", r"(only|just) (the )?retrieved "
        r"(items|part|ranks)", r"(not|never|without) (pad|padding|padded)", r"(missing|absent) ranks (are |were )?"
        r"(not counted|ignored|dropped|skipped)", r"(divid\w*|denominator) (by )?(fewer|less) than k",
        r"(precision|fraction) of (the )?(retrieved|returned) (items|list)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"(without|never|forg[eo]t\w*( to)?) squar", r"squar\w* (is |was )?missing",
        r"missing (the )?square", r"beta (itself|alone)", r"linear (in )?beta",
        r"beta (instead of|rather than|for) beta.?(\^ ?2|\*\* ?2|squared|²)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "exponential gain 2^rel without the - 1 (a grade 0 gains 1)",
      [[r"minus (one|1)\b", r"(without|missing|forg[eo]t\w*|drop\w*|omit\w*|left out) (the )?(-\s?1|minus|subtract)",
        r"(subtract|subtracting|subtracted) (one|1)\b", r"gain (of|is|=) 2\s?\^\s?rel(_?i)?\b(?!\s*-)",
        r"(zero|0).?grade\w*.{0,40}(gain|count|add)\w* 1\b", r"non.?relevant.{0,40}(gain|count|add)\w* (1|one)\b",
        r"irrelevant.{0,40}(gain|count|add)\w* (1|one)\b"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q10", "ap.exact", "shape", "AP as the mean of P@k * rel_k over all ranks (np.mean divides by the list "
      "length) instead of the sum divided by n_relevant",
      [[r"(mean|average|divid\w*) (over|by) (all|every) (the )?(ranks|positions|items)",
        r"(length|len|size) of (the )?(list|ranking|labels)", r"len\(labels\)", r"number of (ranks|positions|"
        r"retrieved items|items in the (list|ranking))", r"np\.mean", r"(mean|average) over the (whole|entire) "
        r"(list|ranking)", r"(includes|counts?) (the )?non.?relevant ranks"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec * y))
''')

wrong("q11", "gen.practical", "shape", "missing parentheses in the recall bound: v / d - s + v instead of "
      "v / (d - s + v)",
      [[r"parenthes", r"bracket", r"precedence", r"order of operations", r"v ?/ ?d ?- ?s ?\+ ?v",
        r"(only|just) d (is|as) (the )?(divisor|denominator)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("q12", "dcg.classic", "shape", "natural logarithm (math.log) in the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"(wrong|another|other|different) (log(arithm)? )?base",
        r"math\.log\(", r"log_?e\b", r"log(arithm)? to (the )?base e\b"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q13", "ndcg.all_judgments", "shape", "the ratio upside down: IDCG / DCG instead of DCG / IDCG",
      [[r"invert", r"upside.?down", r"(swap|swapp|revers|mix|confus)\w* (the )?(numerator|denominator|DCG and (the )?"
        r"IDCG|ratio|fraction)", r"IDCG ?/ ?DCG", r"(ideal|IDCG) (DCG )?(over|divided by) (the )?(actual|DCG|system)",
        r"(numerator and denominator|denominator and numerator)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    actual, best = dcg(grades), dcg(ideal)
    return best / actual if actual else 0.0
''')

wrong("q14", "avg.macro", "shape", "returns the sum of the per-query precisions, never divided by the number of "
      "queries",
      [[r"(not|never|forg[eo]t\w*( to)?|without) divid", r"sum (instead|rather)", r"(total|sum) of (the )?(per.query )?"
        r"precisions", r"missing (the )?(division|1 ?/ ?n|mean)", r"(not|never) averag"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in tables)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank|document|hit)", r"not (only |just )?the first",
        r"(sum|add)\w* (of |up )?(the )?reciprocal ranks", r"keeps? (on )?(going|looping|adding|summing)",
        r"(never|doesn't|does not|didn't|without) stop", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q16", "ap.eleven_point", "flow", "np.arange(0, 1, 0.1) gives 10 levels: the level 1.0 is left out of the "
      "mean",
      [[r"(10|ten) (recall )?levels", r"(level )?1\.0 (is )?(missing|left out|dropped|excluded|skipped|not included)",
        r"(miss|drop|skip|exclud|leav|lost|omit)\w*.{0,30}(level )?(1\.0|r ?= ?1)\b", r"arange",
        r"(stops|ends) (at|before) 0\.9", r"(last|final|11th|top) (recall )?level", r"off.by.one", r"endpoint"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    levels = np.arange(0.0, 1.0, 0.1)
    vals = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("q17", "pr.points", "flow", "the rank counter is advanced inside the if: only relevant items are counted as "
      "ranks, so every precision is 1",
      [[r"(rank|position|counter|index|denominator)\w*.{0,50}(only|just) (on|at|when|for|counts?) (the )?relevant",
        r"(count|increment|advanc)\w* (the rank )?only (on |at |for )?(the )?(relevant|hits)",
        r"non.?relevant (items|ranks|positions) (are |were )?(not|never) counted", r"indent", r"inside the if"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    rank = 0
    hits = 0
    for x in labels:
        if x:
            rank += 1
            hits += 1
            points.append(hits / rank)
    return points
''')

wrong("q18", "rank.distances", "flow", "computes the nearest-first order but never uses it: P@k of the input "
      "order",
      [[r"(never|not|didn't|did not|without|forg[eo]t\w*( to)?) (use |apply )?(the )?(sort|order)", r"unsorted",
        r"input order", r"as given", r"original order", r"(computed|built) but (never |not )?used", r"unused",
        r"order (is |was )?(never|not) used"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = labels[:k]
    return sum(top) / k
''')

wrong("q19", "pr.averaged", "flow", "a running pairwise average (avg = (avg + curve) / 2 at each query): later "
      "queries weigh more than earlier ones",
      [[r"running (mean|average)", r"pairwise", r"halv", r"(average|mean)\w* (of |with )?(the )?(previous|last|"
        r"running|current)", r"(later|last) quer\w* (weigh|count)\w* more", r"(divid|averag)\w* (by 2|by two|inside "
        r"the loop|in the loop|at each (step|query))", r"(un|not )equal(ly)? weight", r"weights? (the )?quer\w* "
        r"(un)?equal"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    avg = None
    for labels, R in zip(runs, n_relevant):
        curve = []
        for r in levels:
            best, hits = 0.0, 0
            for k, x in enumerate(labels, 1):
                hits += x
                if R and hits / R >= r and hits / k > best:
                    best = hits / k
            curve.append(best)
        avg = curve if avg is None else [(a + c) / 2 for a, c in zip(avg, curve)]
    return avg
''')

wrong("q20b", "scope.knn_ties", "flow", "re-sorts the already pessimistically sorted list by distance only: the "
      "stable sort keeps relevant-last among ties, so the upper bound equals the lower one",
      [[r"stable", r"(re)?us\w* the (already )?sorted (list|pairs|order)", r"(same|previous|first) (tie.?break|"
        r"order|ordering|sort)", r"(keeps|kept|preserv)\w* the (previous|earlier|first|pessimistic) (tie|order)",
        r"(never|not|doesn't|does not|didn't) (put|place|rank|sort)\w* (the )?(tied )?relevant (targets |ones )?"
        r"first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))  # relevant last among ties
    low = sum(lab for _, lab in pairs[:k]) / k
    pairs.sort(key=lambda p: p[0])
    high = sum(lab for _, lab in pairs[:k]) / k
    return [low, high]
''')

wrong("q21", "interp.curve", "flow", "range(1, n) stops one rank short: the last rank's precision and recall are "
      "never computed",
      [[r"last (rank|item|position|element)", r"off.by.one", r"range\(1, ?(n|len)", r"stops? (one )?(rank |step )?"
        r"(too )?(early|short)", r"(miss|skip|drop|ignor|lose|loses)\w* the (final|last)",
        r"one (rank|item) (short|too few)"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec, rec = [], []
    hits = 0
    for i in range(1, n):
        hits += labels[i - 1]
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(prec, rec) if rr >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "map.mean", "hidden", "statistics.mean of the precisions at the relevant ranks raises "
      "StatisticsError for a query with no relevant item retrieved",
      [[r"StatisticsError", r"mean (of|requires|needs) (an? )?(empty|at least one)", r"empty (list|sequence|data)",
        r"at least one data point", r"no (precisions|relevant ranks?|hits)"]], '''
from statistics import mean

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        precs, hits = [], 0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                precs.append(hits / i)
        aps.append(mean(precs) * len(precs) / R)
    return mean(aps)
''', crash="StatisticsError", scope="all")

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without the guard for a query with no relevant "
      "items (ZeroDivisionError)", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "set.pr", "hidden", "no guard for an empty retrieved or relevant set (ZeroDivisionError)", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "the mean of an empty selection is nan when nothing is within "
      "epsilon (no guard for the empty result)", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the top-c slice instead of c: a list shorter "
      "than the class gets a too high precision",
      [[r"(divid|denominator)\w*.{0,40}(length|len|size) of the (slice|cut|top|list)", r"len\(top\)",
        r"len\(labels\[", r"(slice|cut)('s)? length", r"(instead of|rather than) (by )?(c|n_relevant|the class size)\b",
        r"missing ranks (are |were )?(not|never) (counted|padded)", r"(not|never|without) pad"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "interp.step", "hidden", "no return after the loop: None when the ranking never reaches the level",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return hits / i
''', scope="all")

wrong("q28", "set.f_beta", "hidden", "no special case for P = R = 0 (ZeroDivisionError)", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "sig.sign_test", "twin", "tied queries are kept in the number of trials n (binomtest(wins, len(a))): "
      "the same numbers as counting every tie as a loss of a",
      [[r"ties? (were |are |is )?(not dropped|kept|included|counted|left in)", r"(did not|didn't|never|forg[eo]t\w*"
        r"( to)?|without) (drop|remov|exclud|discard)\w* (the )?(tied|ties)", r"len\(a\)",
        r"n (is|=|as) (the number of )?all (the )?queries", r"(all|every) (the )?quer\w* (in|as|for) n\b",
        r"ties? (in|into) (the )?(n|number of trials)", r"(trials|n) (includes?|counts?) (the )?ties"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("q30", "roc.auc", "twin", "a lower score is taken as better (as with distances): counts pairs where the "
      "positive scores lower; the same numbers as swapping the labels",
      [[r"(lower|smaller) (score|value)s? (is |are |as |=|means )?(better|higher|nearer|first|top)", r"ascending",
        r"(lower|smaller) (score|value)s? (is |are )?(taken|treated|read|counted) as (better|higher|nearer|the top)",
        r"(smallest|lowest) (score )?first", r"like (a )?distances?", r"(as|like) (a )?(distance|rank)s?\b",
        r"revers\w* (the )?(score|comparison|inequality|direction)", r"(wrong|opposite) direction"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:  # a smaller score is nearer the top
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q31", "avg.macro", "twin", "weights each query's precision by its number of retrieved items (bigger "
      "queries count more); the same numbers as the micro average",
      [[r"weighted (mean|average|by)", r"weight\w* (each |every |the )?(query|queries|precisions?)\b",
        r"(by|with) (the |its )?(number|count|size) (of )?(retrieved|results)", r"size.?weighted"]], '''
def my_macro_precision(tables):
    num = den = 0.0
    for tp, fp, fn in tables:
        n_ret = tp + fp
        p = tp / n_ret if n_ret else 0.0
        num += p * n_ret  # a query that retrieved more says more
        den += n_ret
    return num / den if den else 0.0
''')

wrong("q32b", "scope.knn_ties", "twin", "the two tie-break keys are swapped (relevant first for the lower bound, "
      "last for the upper); the same numbers as returning the bounds in the wrong order",
      [[r"(swap|swapp|revers|invert|mix|confus|flip)\w*.{0,40}(tie.?break|sort key|keys?\b|sign of the label|-label)",
        r"(tie.?break|sort key|key)\w*.{0,40}(swap|swapp|revers|invert|mix|confus|flip|wrong way)",
        r"relevant (targets |ones )?first (for|in) the (low|pessimistic)",
        r"(low|lowest|lower|pessimistic).{0,40}(relevant (targets |ones )?first|-labels?)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low_order = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    high_order = sorted(idx, key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in low_order[:k]) / k
    high = sum(labels[i] for i in high_order[:k]) / k
    return [low, high]
''')

wrong("q33", "gen.practical", "twin", "the recall bound takes the class size as large as d (v / d), forgetting "
      "that the s - v judged non-relevant items cannot be relevant; the same numbers as putting the generality "
      "bound in the recall slot",
      [[r"(s ?- ?v|judged non.?relevant).{0,60}(cannot|can't|can not|could not|not) be relevant",
        r"(ignor|forg[eo]t|overlook)\w*.{0,40}(s ?- ?v|judged non.?relevant|non.?relevant (items )?(in|of|within) "
        r"the scope)", r"\bc (<=|≤|can be|up to|at most) d\b", r"class size (up to|at most|of|as large as|could be) d\b",
        r"(every|all|any) (item|image)s? (of|in) the database (could|can|might) be relevant",
        r"as if (the )?(whole|entire) database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / d  # at worst every item of the database is relevant
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q34", "rank.distances", "twin", "drops the nearest item as if it were the query itself (order[1:k + 1]); "
      "the same numbers as an off-by-one slice",
      [[r"query itself", r"self.?(match|retriev|hit|similar)", r"(is|was|as|being) the query\b", r"leave.one.out",
        r"the query'?s? own", r"(nearest|first|closest) (item|target|neighbou?r) (is|as|taken as|assumed to be) "
        r"the query"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    neighbours = order[1:k + 1]  # order[0] is the query itself
    return float(np.asarray(labels)[neighbours].sum() / k)
''')

wrong("q35", "map.mean", "twin", "pools every query's precisions and divides by the total number of relevant "
      "items (a ratio of sums); the same numbers as weighting the APs by n_relevant",
      [[r"pool\w*", r"ratio of (the )?sums", r"(total|overall) (number of )?relevant (items )?(of|over|across) "
        r"(all )?(the )?queries", r"sum(med)? (of|over) (all )?(the )?(n_relevant|relevant counts|numbers of "
        r"relevant)", r"sum\(n_relevant\)", r"one (big|single|global) (sum|fraction|ratio|division)", r"micro",
        r"(all|every) quer\w* together"]], '''
def my_map(runs, n_relevant):
    total_prec = 0.0
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total_prec += hits / i
    return total_prec / sum(n_relevant)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of ones in the list (relevant retrieved) instead "
      "of n_relevant",
      [[r"(count|number) of (ones|1s|relevant (items )?(in the (list|ranking)|retrieved))", r"sum\(labels\)",
        r"relevant (items )?retrieved (instead|rather)", r"(retrieved|found) relevant (items )?(instead|rather|as R)",
        r"(ones|1s) in the (list|ranking)", r"(ignor|not using|instead of|never used?)\w* (the )?n_relevant",
        r"(unretrieved|never retrieved|missing) relevant (items )?(ignored|left out|not counted)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q37", "ndcg.value", "data", "reads `unretrieved` as a list of missed relevant items and gives each grade 1 "
      "in the ideal ranking (ignores their grades)",
      [[r"grade (of )?1\b", r"(as|like) (binary|0/1|labels|ones)\b", r"(count|counted|counting|treat|treated|treating)"
        r"\w* (the |each )?unretrieved.{0,40}(once|as (one|1)|as binary|equally)", r"ignor\w* (their|the|its) "
        r"(actual )?grades?", r"len\(unretrieved\)", r"number of unretrieved (items )?(instead|rather)",
        r"(unretrieved|never retrieved).{0,40}(as|with|get|gets) (grade |gain )?1\b"]], '''
from math import log2

grades = v["grades"]
extra = [1] * len(v["unretrieved"])  # one more relevant item per missed one


def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))


ideal = sorted(grades + extra, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q38b", "roc.eer", "data", "reads label 0 as the positive (genuine) class: the EER of the swapped classes",
      [[r"(labels?|classes) (are |were )?(swapped|inverted|reversed|flipped)", r"(label )?0 (as|=|is|for) (the )?"
        r"(positive|genuine|relevant)", r"(positive|genuine|relevant) (class )?(as|=|is) (label )?0\b",
        r"(swap|invert|flip|revers|mix|confus)\w* (the )?(labels|classes|positives? and negatives?)",
        r"1 ?- ?labels"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0  # 0 = a genuine match
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        fpr.append(float((s[~pos] >= t).mean()))
        fnr.append(1.0 - float((s[pos] >= t).mean()))
    for j in range(len(fpr)):
        if fpr[j] >= fnr[j]:
            if j == 0 or fpr[j] == fnr[j]:
                return fpr[j]
            a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
            t = -a / (b - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 0.5
''')

wrong("q39", "set.pr", "data", "treats retrieved as a list: a duplicated id counts twice (in tp and in the "
      "number retrieved)",
      [[r"duplicat", r"(not|never|without) (using |a |converting (it )?to a )?sets?\b", r"(count|counted|counts|"
        r"counting) (it|them|an id|the same id|ids?|repeats?) (twice|more than once|again|every time)", r"repeated",
        r"(list|lists) (instead of|rather than|not) (a )?sets?", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    tp = sum(1 for d in retrieved if d in relevant)
    p = tp / len(retrieved) if retrieved else 0.0
    r = tp / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q40", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit", r"(greater|larger|bigger|more|higher) than (the )?epsilon", r"d ?> ?eps",
        r"(outside|beyond) (the )?(epsilon|ball|radius)", r"revers\w* (the )?(inequality|comparison|condition)",
        r"(wrong|opposite) (side|direction)", r"(far|farthest|distant) (targets|items)"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [lab for dist, lab in zip(distances, labels) if dist > epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q41", "dcg.classic", "data", "sorts the grades from high to low first (reads the ranking as a set of "
      "judgments): the ideal DCG",
      [[r"sort\w*", r"(ideal|best|descending) (order|ranking)", r"reorder", r"IDCG",
        r"rank(ing)? order (is |was )?(lost|ignored|not kept)", r"(ignor|lost|destroy)\w* the (rank(ing)?|input|given) "
        r"order"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

wrong("q42", "roc.auc", "data", "assumes the list is already sorted by score: counts a pair as right when the "
      "positive comes first in the input, ignoring the scores",
      [[r"input order", r"(position|index|order) in the (list|input)", r"(already|as if) sorted",
        r"assum\w*.{0,30}sorted", r"ignor\w* (the )?scores", r"(never|not|without) (look\w* at|us\w*|compar\w*) "
        r"(the )?scores", r"list order"]], '''
def my_auc(scores, labels):
    # the items are listed best first, so a positive above a negative is a right pair
    n = len(labels)
    pairs = good = 0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] != labels[j]:
                pairs += 1
                if labels[i] == 1:
                    good += 1
    return good / pairs
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "sig.sign_test", "exact binomial tails with math.comb, doubled and capped at 1", '''
from math import comb

a, b = v["a"], v["b"]
diffs = [x - y for x, y in zip(a, b) if x != y]
n = len(diffs)
k = sum(1 for d in diffs if d > 0)
tail = sum(comb(n, i) for i in range(0, min(k, n - k) + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')

right("q44", "roc.auc", "scikit-learn's roc_auc_score", '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(labels, scores))
''')

right("q45", "roc.eer", "NumPy rates per distinct score, linear interpolation at the crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        fpr.append(float((s[~y] >= t).mean()))
        fnr.append(1.0 - float((s[y] >= t).mean()))
    for j in range(len(fpr)):
        if fpr[j] >= fnr[j]:
            if j == 0 or fpr[j] == fnr[j]:
                return fpr[j]
            a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
            t = -a / (b - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return 0.5
''')

right("q46", "gen.practical", "exact Fractions of v, s, d and the largest class size", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(Fraction(v, s)), float(Fraction(v, c_max)) if c_max else 0.0, float(Fraction(v, d))]
''')

right("q47", "pr.averaged", "NumPy cumulative sums, masks per level, mean over axis 0", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in levels]))
    return np.mean(curves, axis=0).tolist()
''')

right("q48", "ndcg.all_judgments", "one loop with the discount max(1, log2(rank))", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for rank, g in enumerate(gs, start=1):
            total += g / max(1.0, math.log2(rank))
        return total

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
