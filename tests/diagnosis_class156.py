"""Diagnosis class 156, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- exactness-minded
students who reach for ``fractions.Fraction``, ``statistics``, ``decimal`` rounding, ``math.fsum``, exact
comparisons and integer arithmetic wherever they can (in loops, NumPy, comprehensions and itertools alike). Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c156-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class156): every right
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

BATCH = "diagnosis class 156 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c156-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of P and R, whatever beta is given",
      [[r"\bF1\b", r"ignor\w*.{0,20}beta", r"beta (is )?(never|not) used", r"harmonic mean",
        r"beta.{0,20}(fixed|hard.?coded|always) (at|to|=)? ?1", r"without (the )?beta"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r = Fraction(precision), Fraction(recall)
    if p + r == 0:
        return 0.0
    return float(2 * p * r / (p + r))
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|true positives).{0,40}(before|first)",
        r"global (tp|counts)", r"total tp"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return float(Fraction(tp, tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (first rank undiscounted, log2(i) after) instead of "
      "the log2(i + 1) discount", [[r"classic", r"log2\s*\(?\s*i\s*\)?(?!\s*\+)", r"first (rank|grade|item).{0,30}"
      r"(undiscounted|not discounted|without discount)", r"rel_?1 \+", r"burges", r"instead of log2\s*\(?i ?\+ ?1"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + math.fsum(g[i - 1] / math.log2(i) for i in range(2, len(g) + 1))
''')

wrong("q04", "rank.distances", "sibling", "returns the recall at k of the nearest-first ranking (hits over every "
      "relevant target) instead of P@k",
      [[r"recall", r"R@k", r"divid\w* by (the )?(number|count|total) of relevant",
        r"all (the )?relevant", r"instead of (by )?k\b"]], '''
from fractions import Fraction

def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], i))
    hits = sum(labels[i] for i in order[:k])
    return float(Fraction(hits, sum(labels)))
''')

wrong("q05", "map.mrr", "sibling", "returns the mean of the queries' average precisions (MAP with every relevant "
      "item's precision) instead of the mean reciprocal rank",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not only (the )?first"]], '''
from fractions import Fraction
from statistics import mean

def my_mrr(runs):
    def ap(run):
        hits, total = 0, Fraction(0)
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += Fraction(hits, i)
        return total / hits if hits else Fraction(0)
    return float(mean(ap(r) for r in runs))
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest the diagonal FPR = FNR instead "
      "of intersecting the curve's straight pieces (no interpolation)",
      [[r"nearest", r"closest", r"no interpolat", r"not interpolat", r"without interpolat", r"never interpolat",
        r"(FPR|fpr) ?\+ ?(FNR|fnr).{0,10}/ ?2", r"average of (the )?(two )?rates", r"smallest \|?(gap|difference)"]], '''
from fractions import Fraction

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(Fraction(0), Fraction(0))]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((Fraction(fp, N), Fraction(tp, P)))
    fpr, tpr = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return float((fpr + 1 - tpr) / 2)
''')

wrong("q07", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the mean precision at the relevant "
      "ranks over n_relevant, instead of the 11-point interpolated average",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"not interpolat", r"no interpolat",
        r"average precision (at|over) (the )?relevant ranks", r"precision at (each|every|the) relevant rank"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2).{0,30}(instead of|not|rather than).{0,20}beta\s*(\^|\*\*|squared)",
        r"(not|never|forg[oe]t\w*( to)?) squar", r"unsquared", r"beta (is )?not squared",
        r"beta\s*(\^|\*\*)\s*2.{0,30}(replaced|instead).{0,20}beta"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b = Fraction(precision), Fraction(recall), Fraction(beta)
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b) * p * r / (b * p + r))
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(without|missing|forg[oe]t\w*|drop\w*|no) .{0,20}(- ?1|minus (one|1)|subtract)",
        r"2\s*(\^|\*\*)\s*rel\w*(?!\s*-)\s*(instead|rather|not)", r"gain of (a )?(grade )?0 (is|as) 1",
        r"non.?relevant.{0,30}(gain|count)\w* 1"]], '''
import math

g = v["grades"]
my_dcg_exp = math.fsum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of the largest "
      "possible class size d - s + v",
      [[r"d ?- ?s(?! ?\+)", r"(missing|without|forg[oe]t\w*|drop\w*|left out).{0,20}\+ ?v",
        r"(largest|biggest|maximum) (possible )?class.{0,40}(wrong|not|missing)",
        r"unjudged (items )?only"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s)), float(Fraction(v, d))]
''', crash="ZeroDivisionError")

wrong("q11", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"math\.log\b(?!2)", r"base e\b", r"(wrong|another|other) (log(arithm)? )?base",
        r"log(arithm)? base"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return math.fsum([grades[0]] + [g / math.log(i) for i, g in enumerate(grades[1:], start=2)])
''')

wrong("q12", "ap.at_k", "shape", "takes each precision as hits / k (the cut-off) instead of hits / i (the rank)",
      [[r"(divid\w*|over) (by )?(the )?k\b.{0,40}(instead|rather|not).{0,20}(rank|\bi\b)",
        r"hits ?/ ?k", r"P@k (at|for) every", r"precision at (the )?cut.?off (for|at) (every|each)",
        r"k (instead of|in place of) (the )?rank", r"(rank|i) (and|with) k (confused|swapped|mixed)"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for rel in labels[:k]:
        if rel:
            hits += 1
            total += Fraction(hits, k)
    return float(total / denom)
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided binomial tail without doubling it for the two-sided "
      "test", [[r"one.?sided", r"one.?tailed", r"(not|never|without|forg[oe]t\w*( to)?) doubl", r"single tail",
               r"(times|multiply\w*( by)?|\*) ?2.{0,20}(missing|forgotten)", r"half (of )?the (two.sided )?p"]], '''
from fractions import Fraction
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
tail = sum(comb(n, i) for i in range(min(wins, losses) + 1))
my_sign_p = float(min(Fraction(1), Fraction(tail, 2 ** n)))
''')

wrong("q14", "set.pr", "shape", "divides the hits by the wrong set in each place: returns [recall, precision]",
      [[r"swap", r"(precision and recall|recall and precision).{0,30}(confused|mixed|exchanged|reversed|switched)",
        r"recall (first|in place of precision)", r"denominators? .{0,30}(swapped|exchanged|switched|confused)",
        r"wrong (order|way round)", r"reversed"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(rel)) if rel else Fraction(0)
    r = Fraction(hits, len(ret)) if ret else Fraction(0)
    return [float(p), float(r)]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "reads the labels from index 1 (a 1-based loop over a 0-based list): counts "
      "ranks 2 to k + 1 and skips rank 1",
      [[r"off.?by.?one", r"1.based", r"skip\w* (the )?first", r"(start|begin)\w* (at|from) (index )?1",
        r"index 1", r"shift\w* by one", r"rank 1 (is )?(skipped|missed|ignored|never)"]], '''
from fractions import Fraction

def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return float(Fraction(hits, k))
''')

wrong("q16", "map.mrr", "flow", "never stops at the first relevant item: adds 1 / rank for every relevant item of "
      "the query", [[r"\bbreak\b", r"(never|not|doesn.?t|does not) stop", r"every relevant (item|rank)",
                     r"all (the )?relevant (items|ranks)", r"(sum|add)\w* .{0,20}(each|every|all) relevant",
                     r"not only (the )?first"]], '''
from fractions import Fraction

def my_mrr(runs):
    total = Fraction(0)
    for run in runs:
        rr = Fraction(0)
        for rank, x in enumerate(run, 1):
            if x:
                rr += Fraction(1, rank)
        total += rr
    return float(total / len(runs))
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"not only (at )?(the )?relevant",
        r"non.?relevant (ranks|items).{0,30}(too|also|added|included)", r"(append|add)\w* .{0,30}(outside|before) "
        r"(the )?if", r"recall (does not|doesn.?t|didn.?t) (change|rise)"]], '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    if not any(labels):
        return []
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        out.append(float(Fraction(hits, i)))
    return out
''')

wrong("q18", "map.mean", "flow", "the hit counter is set to 0 once, before the query loop, so each query's "
      "precisions keep counting the earlier queries' hits",
      [[r"reset", r"(not|never) (re.?)?initiali[sz]", r"outside (the )?(query )?loop", r"carr(y|ies|ied) over",
        r"accumulat\w* across (the )?queries", r"previous quer\w*.{0,20}hits", r"hits? (counter )?(is |are )?shared"]], '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        total = Fraction(0)
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                total += Fraction(hits, rank)
        aps.append(total / n if n else Fraction(0))
    return float(sum(aps) / len(aps))
''')

wrong("q19", "roc.auc", "flow", "compares item i only with the items after it in the list (j > i), so a pair "
      "whose negative comes first is never counted",
      [[r"j ?> ?i", r"after (it|i)\b", r"(half|only some) of the pairs", r"(upper )?triangle",
        r"pairs? .{0,30}(order|position) in the list", r"(negative|positive) (comes|listed) (first|before)",
        r"range\(i ?\+ ?1"]], '''
from fractions import Fraction

def my_auc(scores, labels):
    n_pos = sum(1 for y in labels if y)
    n_neg = len(labels) - n_pos
    wins = Fraction(0)
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    wins += 1
                elif scores[i] == scores[j]:
                    wins += Fraction(1, 2)
    return float(wins / (n_pos * n_neg))
''')

wrong("q20", "pr.averaged", "flow", "the reference levels stop at 0.9 (range(10)): the curve has 10 values and "
      "never the level 1.0",
      [[r"range\(10\)", r"off.?by.?one", r"(missing|without|omit\w*|drop\w*|forg[oe]t\w*) .{0,20}(level )?1\.0",
        r"10 (values|levels|points)", r"(last|final) level", r"stops? (at )?0\.9"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(10)]
    curves = []
    for run, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((Fraction(hits, n) if n else Fraction(0), Fraction(hits, i)))
        curves.append([max([p for r, p in pts if r >= lv], default=Fraction(0)) if n else Fraction(0)
                       for lv in levels])
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(len(levels))]
''')

wrong("q21", "ap.value", "flow", "adds the relevant item's hit only after taking its precision, so each P@i counts "
      "the hits before rank i (one hit short)",
      [[r"off.?by.?one", r"(one|a) hit (short|too few|missing|less)", r"(count|increment|add)\w* .{0,30}after",
        r"before (it is|being) counted", r"(current|own) (relevant )?item (is )?(not|never) counted",
        r"hits? - ?1"]], '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for i, rel in enumerate(v["labels"], start=1):
    if rel:
        total += Fraction(hits, i)
        hits += 1
my_ap_value = float(total / v["n_relevant"])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.exact", "hidden", "divides by n_relevant with Fraction without the n_relevant = 0 guard: a query "
      "with no relevant items raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) raises ZeroDivisionError instead "
      "of counting precision 0", [ZERODIV], '''
from fractions import Fraction
from statistics import fmean

def my_macro_precision(tables):
    return fmean(float(Fraction(tp, tp + fp)) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides by the number of ranks actually cut (len(labels[:c])), so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"(missing|absent) ranks.{0,40}(ignored|not counted|dropped|left out)",
        r"shorter.{0,40}(divid|denominator)", r"divid\w* by (the )?(list|cut).?s? length",
        r"(not|never) padd", r"fewer (than|ranks)"]], '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return float(Fraction(sum(top), len(top)))
''')

wrong("q25", "map.mean", "hidden", "skips a query with no relevant item retrieved (no hit, no AP appended), so it "
      "is left out of the mean instead of counting 0",
      [[r"skip", r"left out", r"(leave|leaves|leaving) out", r"(dropped|ignored|excluded|omitted)",
        r"(not|never) (counted|included|averaged)", r"mean over (the )?queries with"]], '''
from fractions import Fraction
from statistics import mean

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        hits, total = 0, Fraction(0)
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += Fraction(hits, i)
        if not hits:
            continue
        aps.append(total / n)
    return float(mean(aps))
''')

wrong("q26", "pr.averaged", "hidden", "computes recall as hits / n with no guard: a query with no relevant items "
      "raises ZeroDivisionError instead of giving 0 at every level", [ZERODIV], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    sums = [Fraction(0)] * 11
    for run, n in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((Fraction(hits, n), Fraction(hits, i)))
        for j, lv in enumerate(levels):
            sums[j] += max((p for r, p in pts if r >= lv), default=Fraction(0))
    return [float(s / len(runs)) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the exact Fraction division raises ZeroDivisionError",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r = Fraction(precision), Fraction(recall)
    b2 = Fraction(beta) ** 2
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    precisions = []
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            precisions.append(Fraction(hits, i))
    return float(sum(precisions, Fraction(0)) / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "divides by the number of relevant items found in the list (sum(labels)) instead "
      "of n_relevant, so relevant items never retrieved do not lower AP",
      [[r"sum\(labels\)", r"(relevant|hits?) (items )?(found|retrieved|in the list)",
        r"number of hits", r"instead of n_relevant", r"(ignor|not count|never count)\w*.{0,30}(unretrieved|never retrieved|missing)",
        r"retrieved relevant"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / hits) if hits else 0.0
''')

wrong("q30", "rank.distances", "twin", "sorts the distances with reverse=True, so the farthest items come first",
      [[r"reverse", r"descending", r"farthest", r"largest distances? first", r"high\w* distances? first",
        r"wrong (sort )?(order|direction)"]], '''
from fractions import Fraction

def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return float(Fraction(sum(y for _, y in ranked[:k]), k))
''')

wrong("q31", "scope.eps_precision", "twin", "keeps the targets with d <= epsilon (an inclusive comparison) instead "
      "of the strict d < epsilon", [[r"<=", r"inclusive", r"not strict", r"non.?strict", r"(at|on|equal to) "
      r"epsilon.{0,30}(included|kept|counted|returned)", r"less than or equal"]], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

wrong("q32", "roc.auc", "twin", "compares with >=, so a tied (positive, negative) pair counts as a whole win "
      "instead of 1/2", [[r">=", r"ties? (pairs? )?(count\w*|as) (a )?(whole|full|1\b|one\b|win)",
                          r"(whole|full) (win|point|1)", r"instead of (a )?(half|1/2)"]], '''
from fractions import Fraction
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = sum(1 for p, q in product(pos, neg) if p >= q)
    return float(Fraction(good, len(pos) * len(neg)))
''')

wrong("q33", "map.mrr", "twin", "averages only over the queries that found a relevant item (the denominator "
      "counts queries with a hit, not all queries)",
      [[r"(only|just) (over )?(the )?queries (with|that)", r"queries with(out)? (a )?(hit|relevant)",
        r"(skip|drop|exclud|ignor|omit)\w*.{0,40}(quer|run)", r"(fewer|not all) quer",
        r"denominator.{0,40}(hit|found)", r"len\(rrs\)"]], '''
from fractions import Fraction
from statistics import mean

def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(Fraction(1, run.index(1) + 1))
    return float(mean(rrs)) if rrs else 0.0
''')

wrong("q34", "interp.step", "twin", "takes the maximum precision at or after the level (the 11-point "
      "interpolation) instead of P_i at the first relevant rank reaching it",
      [[r"max\(", r"(best|highest|largest) precision (at (any|a) )?(later|after|further)",
        r"later ranks?", r"11.?point (rule|interpolation)", r"standard interpolat", r"max over"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, Fraction(0)
    lv = Fraction(level).limit_denominator(1000)
    for i, x in enumerate(labels, 1):
        hits += x
        if x and Fraction(hits, n_relevant) >= lv:
            best = max(best, Fraction(hits, i))
    return float(best)
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries: n is every query and the ties count as losses "
      "of a", [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps|keep|keeping|includ\w*|count\w*) (the )?ties",
                r"tied quer\w*.{0,40}(kept|counted|included|losses)", r"n (is|=|counts) (every|all) (the )?quer",
                r"ties? (as|count\w* as) (a )?loss"]], '''
from fractions import Fraction
from math import comb

n = len(v["a"])
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
k = min(wins, n - wins)
my_sign_p = float(min(Fraction(1), 2 * Fraction(sum(comb(n, i) for i in range(k + 1)), 2 ** n)))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list, not the set: an id retrieved twice adds to the "
      "precision's denominator (and to the hits)",
      [[r"duplicate", r"count\w* (it )?twice", r"(list|lists) (instead of|not) (a )?sets?", r"(not|never) (a )?set",
        r"set\(\)", r"counted (more than )?once", r"repeated id"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = Fraction(hits, len(retrieved)) if retrieved else Fraction(0)
    r = Fraction(len(set(retrieved) & set(relevant)), len(set(relevant))) if relevant else Fraction(0)
    return [float(p), float(r)]
''')

wrong("q37", "ndcg.all_judgments", "data", "reads `unretrieved` as the rest of the ranking: appends those grades "
      "after the retrieved ones when computing the system's DCG",
      [[r"append\w*.{0,40}(ranking|list|DCG)", r"unretrieved.{0,60}(ranked|ranking|retrieved|in the (system.?s )?DCG)",
        r"(as if|treat\w*).{0,30}retrieved", r"rest of the ranking", r"(system.?s )?DCG (includes|of) .{0,20}unretrieved",
        r"grades \+ unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return math.fsum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    allg = list(grades) + list(unretrieved)
    ideal = dcg(sorted(allg, reverse=True))
    return dcg(allg) / ideal if ideal else 0.0
''')

wrong("q38", "scope.knn_ties", "data", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"revers", r"swap", r"(highest|optimistic)\w* first", r"order of the (two )?(bounds|values)",
        r"(exchanged|switched|flipped)"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    rel_t = sum(tied)
    low = sum(closer) + max(0, slots - (len(tied) - rel_t))
    high = sum(closer) + min(slots, rel_t)
    return [float(Fraction(high, k)), float(Fraction(low, k))]
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items outside the scope, so the database "
      "size becomes d + s",
      [[r"d ?\+ ?s", r"d (as|is|=) (the )?(number|count) of (unjudged|items outside|non.?judged)",
        r"(unjudged|outside the scope).{0,40}\bd\b", r"database size.{0,30}(wrong|misread|d \+)",
        r"add\w* (the )?s(cope)? to d"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    size = d + s
    return [float(Fraction(v, s)), float(Fraction(v, size - s + v)), float(Fraction(v, size))]
''')

wrong("q40", "roc.eer", "data", "reads the scores as distances: the lower score is taken as the more likely "
      "positive (thresholds walked from low to high)",
      [[r"distance", r"low(er|est)? scores?.{0,30}(positive|first|more likely)", r"ascending",
        r"(wrong|reversed?) (score )?(direction|order)", r"low to high", r"inverted scores?"]], '''
from fractions import Fraction

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(Fraction(0), Fraction(0))]
    for t in sorted(set(scores)):
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and not y)
        pts.append((Fraction(fp, N), Fraction(tp, P)))
    diffs = [f - (1 - t) for f, t in pts]
    for j in range(1, len(pts)):
        if diffs[j] == 0:
            return float(pts[j][0])
        if diffs[j] > 0:
            t = -diffs[j - 1] / (diffs[j] - diffs[j - 1])
            return float(pts[j - 1][0] + t * (pts[j][0] - pts[j - 1][0]))
    return 0.0
''')

wrong("q41", "avg.macro", "data", "reads each table as [tp, fn, fp]: the second field is taken as fn, so each "
      "'precision' is tp / (tp + the real fn)",
      [[r"tp, ?fn, ?fp", r"(field|column)s?.{0,30}(order|swapped|confused|mixed)", r"fn (as|for|instead of) fp",
        r"fp (as|for) fn", r"recall", r"wrong (field|column|index)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(Fraction(tp, tp + fp) if tp + fp else Fraction(0))
    return float(sum(precs) / len(precs))
''')

wrong("q42", "interp.curve", "data", "counts the relevant items in the list (sum(labels)) as the class size instead "
      "of n_relevant, so recall reaches 1 even when relevant items were never retrieved",
      [[r"sum\(labels\)", r"(relevant|hits?) (items )?(found|retrieved|in the list)", r"instead of n_relevant",
        r"(ignor|not us|never us)\w*.{0,20}n_relevant", r"(unretrieved|never retrieved|missing) relevant"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    n = sum(labels)
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n) if n else Fraction(0), Fraction(hits, i)))
    return [float(max((p for r, p in pts if r >= Fraction(j, 10)), default=Fraction(0))) if n else 0.0
            for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "exact Fractions over the tie group at the k-th distance", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    rel_t = sum(tied)
    low = sum(closer) + max(0, slots - (len(tied) - rel_t))
    high = sum(closer) + min(slots, rel_t)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

right("q44", "ndcg.all_judgments", "math.fsum over a comprehension", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return math.fsum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q45", "pr.points", "itertools.accumulate and Fraction", '''
from fractions import Fraction
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [float(Fraction(h, i)) for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q46", "ap.eleven_point", "exact levels as Fractions, NumPy-free loops", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    curve = [max((p for r, p in pts if r >= Fraction(j, 10)), default=Fraction(0)) for j in range(11)]
    return float(sum(curve) / 11)
''')

right("q47", "gen.practical", "integer counts and Fraction", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q48", "rank.distances", "stable sort on (distance, position)", '''
from fractions import Fraction

def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], i))
    return float(Fraction(sum(labels[i] for i in order[:k]), k))
''')

SUBMISSIONS = tuple(S)
