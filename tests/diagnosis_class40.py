"""Diagnosis class 40, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of graduate students who come to an IR evaluation
course from NLP and question answering -- used to MRR, hits@k and success@k read off leaderboards, to 0-based
indices from tokenizers and Python lists, to ranks read off sorted score lists, to gold answers given as ids,
to verification scores where a label's polarity is a matter of convention -- whose slips mix those habits with
the course's definitions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), two places of the measure library (the practical bounds' formulas in
``generality.py``, ``equal_error_rate`` in ``roc.py``), the first 80 lines of tests/heldout_submissions.py
(``class_writer`` and the Submission record) and, for the format only, the header and the last lines of
tests/diagnosis_class19.py were read (the course documents were not needed). Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c40-" + sid``. The keys were
fixed before the checker was run. The id of a07b was chosen: the input of "c40-a07" did not show its
mistake (as a real student's input would). Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class40): every right
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

BATCH = "diagnosis class 40 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c40-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "map.mrr", "sibling", "returns success@1 (the mean of P@1: whether the top item is relevant) instead "
      "of the mean reciprocal rank",
      [[r"P@1", r"precision at (rank )?(1|one)\b", r"success@1", r"hits@1", r"accuracy@1",
        r"only (the )?(top|first) (item|rank|result|position)", r"(top|first) (item|rank|result|position) only",
        r"(ignor|miss)\w*.{0,40}relevant items? (below|after|further down|lower|deeper)",
        r"deeper ranks? (are )?(ignored|never|count(ed)? (0|nothing))"]], '''
def my_mrr(runs):
    # success@1, the number the QA leaderboard reports
    return sum(1.0 for run in runs if len(run) > 0 and run[0] == 1) / len(runs)
''')

wrong("s02", "ap.exact", "sibling", "averages the precisions at the relevant ranks found (divides by the number of "
      "relevant items retrieved) instead of dividing by n_relevant",
      [[r"divid\w*.{0,60}(retrieved|found|hits)", r"(retrieved|found).{0,30}(relevant )?(items )?(as|in) the "
        r"denominator", r"denominator.{0,60}(retrieved|found|hits)",
        r"(mean|average) (of|over) (the )?precisions? (at|of) (the )?(retrieved|found|relevant ranks?|hits)",
        r"unretrieved.{0,40}(ignored|not counted|left out|missing)",
        r"relevant items? never retrieved.{0,40}(ignored|not counted|left out|count nothing|dropped)"]], '''
def my_ap(labels, n_relevant):
    precisions = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            precisions.append(hits / rank)
    if n_relevant == 0 or not precisions:
        return 0.0
    return sum(precisions) / len(precisions)
''')

wrong("s03", "dcg.classic", "sibling", "computes the log2(i + 1) DCG (every rank discounted, rank 1 by log2 2) "
      "instead of the classic formulation",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\bi ?\+ ?1\b", r"trec", r"burges",
        r"(every|each|all) ranks?.{0,30}discount", r"discount\w*.{0,30}(rank 1|the first (rank|item))",
        r"rank 1.{0,30}(discounted|divided)", r"(other|another|different|wrong) (dcg )?(formulation|discount)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("s04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"(no|without|never|not|skips?( the)?) interpolat",
        r"\(?fpr ?\+ ?fnr\)? ?/ ?2", r"(mean|average) of (the )?(fpr and fnr|two (error )?rates)",
        r"(an?|one|the) (existing |measured )?roc point.{0,40}instead of.{0,30}(intersect|crossing|interpolat)",
        r"smallest (gap|difference)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thresholds = np.unique(s)[::-1]
    fpr = np.array([0.0] + [((s >= t) & ~y).sum() / N for t in thresholds])
    tpr = np.array([0.0] + [((s >= t) & y).sum() / P for t in thresholds])
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("s05", "avg.macro", "sibling", "computes the micro average (total tp over total retrieved) instead of the "
      "mean of the queries' precisions",
      [[r"micro", r"pool", r"(sum|add|total)\w*.{0,30}(counts|tp|fp|tables)\b.{0,30}(first|before)",
        r"(sums?|totals?) of (the )?(tp|counts)", r"aggregat\w* (the )?counts",
        r"(weight|dominat)\w*.{0,40}(big|large|more retrieved)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("s06", "interp.curve", "sibling", "uses the step rule (the precision at the first relevant rank reaching the "
      "level) instead of the maximum precision at any rank reaching it",
      [[r"step", r"no max", r"(without|not|never|forg[eo]t\w*) (taking |using )?(the |a )?max",
        r"(first|earliest) (rank|point|relevant item).{0,40}(reach|instead)",
        r"max(imum)? (over|of|to) (the )?(later|following|deeper|right)",
        r"(later|deeper|following) ranks?.{0,40}(ignored|not considered|skipped)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):  # level i / 10
        value = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if rel and hits * 10 >= i * n_relevant:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("s07", "dcg.exponential", "sibling", "uses the grade itself as the gain (the log2(i + 1) DCG of the grades) "
      "instead of 2^rel - 1",
      [[r"linear", r"without (the )?(exponential|2 ?\^|2\*\*|power)", r"(raw|plain|bare) grades?",
        r"grades? (itself|themselves|as (the )?gain)", r"not exponential",
        r"forg[eo]t\w*.{0,30}(2 ?\^|exponential|2\*\*|power)", r"dcg.trec"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in (1 + beta^2) and in the "
      "denominator)",
      [[r"not squared", r"unsquared", r"without squar", r"(forg[eo]t|miss|omit|drop)\w*.{0,30}squar",
        r"squar\w*.{0,20}(missing|forgotten|omitted|dropped)", r"beta instead of beta\s*(\^|\*\*) ?2",
        r"(plain|bare|linear) beta", r"beta itself", r"never squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"divid\w*.{0,20}\b10\b", r"/ ?10\b", r"\b10 (levels|points)", r"ten (levels|points)",
        r"instead of (by )?(11|eleven)", r"(not|rather than) (by )?(11|eleven)\b",
        r"(eleven|11) (values|levels|precisions).{0,40}(ten|10)\b", r"(over|by) ten\b"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    total = 0.0
    for i in range(11):
        ok = hits * 10 >= i * n_relevant
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("h03", "roc.auc", "shape", "counts a tied pair as a full win (>= instead of >, no 1/2)",
      [[r"ties?.{0,40}(as|count\w*|scor\w*|gets?) (as )?(1(?!/)|one|a (full )?win|whole|full)\b", r">=", r"≥",
        r"greater (than )?or equal", r"at least as (high|large)",
        r"ties?.{0,30}(not|instead of|rather than) (1/2|half|0\.5)", r"full (point|credit|win)",
        r"(tie|tied pairs?).{0,30}(won|wins)\b"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("h04", "sig.sign_test", "shape", "reports the one-sided tail (the binomial CDF at min(wins, losses)) without "
      "doubling it",
      [[r"one.sided", r"one.tailed", r"single tail", r"one tail", r"only one (side|tail)",
        r"(forg[eo]t|without|missing|not|never)\w*.{0,30}(doubl|2 ?\*|times 2|twice|factor (of )?(2|two))",
        r"half (of )?the (two.sided|correct|right) p"]], '''
from scipy.stats import binom

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
losses = sum(x < y for x, y in zip(v["a"], v["b"]))
my_sign_p = float(binom.cdf(min(wins, losses), wins + losses, 0.5))
''')

wrong("h05", "gen.practical", "shape", "types the recall bound v / (d - s + v) without its parentheses "
      "(v / d - s + v)",
      [[r"parenthes", r"bracket", r"precedence", r"order of (the )?operations", r"v ?/ ?d ?- ?s",
        r"operator (priority|order)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / d - s + v, v / d]
''')

wrong("h06", "map.mean", "shape", "returns the sum of the queries' APs (never divided by the number of queries)",
      [[r"(sum|total) (of|over) (the )?(aps|average precisions|quer)", r"(sum|total)\w* instead of (the )?(mean|average)",
        r"(not|never|forg[eo]t\w*|without|missing).{0,30}(divid|averag|mean)",
        r"(divid\w*|averag\w*).{0,30}(number|count) of queries"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
    return total
''')

wrong("h07", "rank.p_at_k", "shape", "divides the hits in the top k by the length of the whole list instead of by k",
      [[r"len\(labels\)", r"(length|size) of the (whole |entire )?(list|ranking|labels)",
        r"(list|ranking)('s)? (length|size)", r"whole (list|ranking)", r"entire (list|ranking)",
        r"(divid\w*|denominator).{0,40}(every|all|whole|entire) (the )?(items|ranks|list)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "records the precision before counting the current relevant item (one hit short "
      "at every point)",
      [[r"before (the )?(hit|it|item|counter|count)\w* (is )?(counted|increment\w*|added|updated)",
        r"(increment|update|count|add)\w*.{0,40}(after|too late)",
        r"(current|this) (relevant )?(item|hit).{0,40}(not|never) (yet )?(counted|included)", r"off.by.one",
        r"without (counting )?(the )?(current|this) (item|hit)", r"one (hit|relevant item) short",
        r"hits? ?- ?1", r"one fewer (hit|relevant)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for i, rel in enumerate(labels):
        if rel:
            points.append(found / (i + 1))
            found += 1
    return points
''')

wrong("f02", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "each query's precisions count the previous queries' hits",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"(from|of) (the )?previous quer",
        r"across (the )?queries", r"(shared|global) (counter|count|hits)",
        r"(counter|hits|count).{0,40}(never|not) (re)?(set|zeroed|cleared)", r"outside the (query |outer )?loop"]],
      '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f03", "scope.eps_precision", "flow", "stops the loop at the first distance not below epsilon, as if the "
      "distances were sorted",
      [[r"break", r"stop\w*.{0,40}(first|early)", r"(assum\w*|as if|as though).{0,40}sorted",
        r"(not|never|isn't|aren't) sorted", r"unsorted", r"early (exit|stop)", r"(leaves|exits|ends) the loop"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = relevant = 0
    for d, y in zip(distances, labels):
        if d >= epsilon:
            break
        returned += 1
        relevant += y
    return relevant / returned if returned else 0.0
''')

wrong("f04", "ndcg.all_judgments", "flow", "sorts the ideal ranking ascending (sorted without reverse=True)",
      [[r"ascending", r"(low|lowest|smallest|worst) (grades? )?first", r"(increasing|wrong|reversed?) order",
        r"low to high", r"reverse ?= ?true", r"(not|never|forg[eo]t\w*).{0,30}(descending|revers|high to low)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float(np.sum(g / disc))

    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("f05", "interp.step", "flow", "no break: the precision is overwritten at every later relevant item, so the "
      "last point is returned instead of the first point reaching the level",
      [[r"break", r"(stop|stops|stopping)\b", r"(last|final) (relevant )?(point|rank|item|precision)", r"overwrit",
        r"keeps? (going|looping|updating|overwriting)",
        r"(first|earliest) (point|rank|relevant item).{0,40}(not|instead|should)",
        r"(every|each) later (point|relevant)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / k
    return p
''')

wrong("f06", "gen.grip_point", "flow", "slices labels[1:c + 1] (a 1-based start on a 0-based list), skipping the "
      "first rank",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"(start|starts|starting|begin\w*) at (index |rank "
        r"|position )?(1|2|one|two)\b", r"1.based", r"0.based", r"shift\w*", r"labels\[1:",
        r"(first|top) (item|rank|label) (is )?(dropped|missed|left out|ignored)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[1:c + 1]
    return sum(top) / c
''')

wrong("f07", "pr.averaged", "flow", "assigns each query's curve to the running total instead of adding it, so the "
      "last query's curve divided by the number of queries is returned",
      [[r"overwrit", r"replac\w*", r"(assign\w*|=) instead of (add|\+=|sum|accumulat)", r"(only|just) the last quer",
        r"last query('s)? curve", r"(not|never) (added|summed|accumulated)",
        r"(accumulat|sum)\w*.{0,30}(lost|missing|broken)"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        curve = []
        for i in range(11):
            best, hits = 0.0, 0
            for k, rel in enumerate(labels, 1):
                hits += rel
                if R and hits * 10 >= i * R and hits / k > best:
                    best = hits / k
            curve.append(best)
        total = curve
    return [t / len(runs) for t in total]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "avg.macro", "hidden", "divides tp by tp + fp without a guard: a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return float(np.mean(precs))
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "scope.eps_precision", "hidden", "takes the NumPy mean of the labels inside epsilon: an empty result "
      "gives nan instead of 0", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("d03", "gen.grip_point", "hidden", "averages the labels of the slice labels[:c]: a list shorter than c is "
      "divided by its length instead of by c",
      [[r"divid\w*", r"denominator", r"/ ?len", r"mean", r"averag"],
       [r"length of (the )?(slice|list|ranking|top)", r"len\(", r"shorter", r"slice", r"fewer (than|ranks|items)",
        r"(items|ranks) (there are|present|available|actually (retrieved|there))", r"truncat",
        r"(instead of|not|rather than) (by )?(c|n_relevant|the class size)\b"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("d04", "ap.exact", "hidden", "divides a NumPy sum by n_relevant without a guard: n_relevant = 0 gives nan",
      [NAN], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.sum(prec * y) / n_relevant)
''', scope="all")

wrong("d05", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): k longer than the list raises IndexError",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("d06", "set.f_beta", "hidden", "no guard for P = R = 0: the formula raises ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "pr.averaged", "hidden", "skips the queries with no relevant items (like unanswerable questions) and "
      "averages over the others only",
      [[r"skip", r"(drop|dropp|left out|leav|exclud|ignor|discard)\w*", r"not counted", r"continue",
        r"(fewer|only the) queries", r"divid\w*.{0,40}(number of )?(queries )?(with|that have) relevant"],
       [r"no relevant", r"empty quer", r"zero relevant", r"n_relevant (is |= |== )?0", r"without relevant",
        r"unanswerable"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue  # unanswerable query
        y = np.asarray(labels)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        curves.append([prec[hits * 10 >= i * R].max(initial=0.0) for i in range(11)])
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "set.pr", "twin", "the signature takes (relevant, retrieved): the two arguments are swapped, so the "
      "result is [recall, precision] (the same numbers as returning them in the wrong order)",
      [[r"(argument|parameter|input)s?.{0,40}(swap|order|revers|exchang|mix|wrong way)",
        r"(swap|revers|exchang|mix)\w*.{0,40}(argument|parameter|input)s?", r"signature",
        r"def my_set_pr\(relevant", r"(relevant|retrieved) (as|is) the first (argument|parameter)",
        r"(takes|reads|treats) (the )?relevant (set|list|ids) as (the )?retrieved"]], '''
def my_set_pr(relevant, retrieved):
    rel, ret = set(relevant), set(retrieved)
    hit = len(rel & ret)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("t02", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (the same "
      "numbers as F with 1 / beta)",
      [[r"denominator", r"weight\w*"],
       [r"(beta|b)\s*(\^|\*\*)?\s*2\s*\*?\s*(R|recall)\b",
        r"(beta|b)( squared|\^2|²)? (on|times|multipl\w*( by)?|weights?) (the )?(recall|R)\b",
        r"(recall|R)\b (instead of|not|rather than) (the )?(precision|P)\b",
        r"(P|precision) and (R|recall) (are )?(swapped|exchanged|interchanged|the wrong way)", r"wrong (term|side)"]],
      '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("t03", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (a confusion-matrix row order), so the fn "
      "column is used as fp (the same numbers as averaging recall)",
      [[r"(column|field|entry|element|position|order)s?.{0,40}(tp, ?fn, ?fp|misread|swap|wrong|confus)",
        r"(unpack|read)\w*.{0,40}(fn|fp|columns?|entries)\b",
        r"fp and fn.{0,30}(swap|exchang|mix|confus|revers)", r"fn and fp.{0,30}(swap|exchang|mix|confus|revers)",
        r"\btp, ?fn, ?fp\b", r"(second|third) (column|entry|element|number).{0,40}(fn|fp|false)"]], '''
def my_macro_precision(tables):
    precisions = []
    for tp, fn, fp in tables:
        precisions.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precisions) / len(precisions)
''')

wrong("t04", "map.mrr", "twin", "takes np.argmax of each run as the first relevant index: on a run with no 1 argmax "
      "returns index 0, so that query counts 1 instead of 0",
      [[r"argmax", r"returns? (index|position) 0", r"(index|position) 0.{0,60}(all.zeros?|no relevant|no 1|nothing)",
        r"(all.zeros?|no (1|one|relevant)|without a (1|relevant)|nothing relevant).{0,80}(index|position) 0\b"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(r) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("t05", "scope.knn_ties", "twin", "the tie-breaking sort keys have the wrong sign: (distance, -label) puts the "
      "tied relevant targets first in the 'lowest' order, so the two bounds come out swapped",
      [[r"(sort|key|tie.?break)\w*.{0,60}(sign|revers|descending|ascending|-label|-t\[1\]|minus|negat|wrong (way|direction))",
        r"(sign|minus|negat)\w*.{0,40}(label|key)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("t06", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list's length taken for the number of "
      "relevant items), which is k on typical inputs",
      [[r"len\(labels\)", r"length of the (list|ranking|labels)", r"(list|ranking)('s)? (length|size)",
        r"number of (retrieved|ranked|listed) items", r"min\(k, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, len(labels))
    if n_relevant == 0 or denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("t07", "rank.distances", "twin", "sorts the distances in descending order (reverse=True, as for similarity "
      "scores), so the farthest items come first (the same as taking the last k of the nearest-first order)",
      [[r"descending", r"reverse", r"(largest|farthest|highest|biggest|greatest) (distance|value|score)s? first",
        r"(as|like) (a )?(similarit|score)", r"far(thest)? first", r"(bigger|higher|larger) (is|means) (better|closer|more similar)"]],
      '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself, so they also count in "
      "the DCG (as if retrieved at the end)",
      [[r"(append|add|concaten|extend|includ|put)\w*.{0,60}unretrieved.{0,60}(dcg|ranking|list|ranks?|run)\b",
        r"unretrieved.{0,40}(as if|treated as|counted as) (they were )?retrieved",
        r"(dcg|ranking|run)\b.{0,40}(includ|contain)\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(at the end|after the (last|retrieved)|bottom)"]], '''
from math import log2

g = list(v["grades"]) + list(v["unretrieved"])

def dcg(gs):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(gs, 1))

my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')

wrong("a02", "set.pr", "data", "counts the retrieved list as it is (an id retrieved twice counts twice, len of the "
      "list as the denominator) instead of as a set",
      [[r"duplicat", r"repeat", r"twice", r"more than once", r"(every|each) (copy|occurrence)"],
       [r"len\(retrieved\)", r"(list|raw) (length|count)", r"counted (twice|two times|more than once|again)",
        r"count\w* (each|every) (copy|occurrence)", r"not (de-?dup\w*|unique|a set)",
        r"without (a )?(set|dedup\w*|unique)", r"(as|a) list,? not a set", r"(instead of|rather than) (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("a03", "roc.auc", "data", "ignores the scores and reads the input as already ranked: counts the (positive, "
      "negative) pairs where the positive comes earlier in the list",
      [[r"(ignor|never (us|look|read)|not us|unused)\w*.{0,30}scores?", r"scores?.{0,30}(ignored|unused|never used|not used)",
        r"(list|input|given) order", r"(assum|as if|as though)\w*.{0,40}(sorted|ordered|ranked)",
        r"position.{0,30}instead of.{0,20}score"]], '''
def my_auc(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    ahead = pos_so_far = 0
    for y in labels:
        if y:
            pos_so_far += 1
        else:
            ahead += pos_so_far
    return ahead / (n_pos * n_neg)
''')

wrong("a04", "dcg.classic", "data", "turns the graded judgments into binary relevance (grade > 0 counts 1)",
      [[r"binar", r"0/1", r"zero.one", r"(0|zero) or (1|one)", r"relevant or not",
        r"(grade|gain)s?.{0,40}(ignored|lost|flattened|collapsed|treated as (1|one|binary))",
        r"graded.{0,30}(as|into|to) binary", r"> ?0\b", r"(levels|degrees) of relevance.{0,30}(ignored|lost)",
        r"every relevant (item|grade).{0,30}(counts?|as) (1|one)\b"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(rel) + 1)))
    return float((rel / disc).sum())
''')

wrong("a05", "ndcg.all_judgments", "data", "reads `unretrieved` as a count of unretrieved relevant items (grade 1 "
      "each) rather than their list of grades: [1] * unretrieved raises TypeError",
      [[r"(count|number|integer|int)\b.{0,60}unretrieved", r"unretrieved.{0,60}(is a list|list of grades|grades,? not|not a (count|number))",
        r"TypeError", r"can't multiply sequence", r"\[1\] ?\* ?unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + [1] * unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''', crash="TypeError")

wrong("a06", "roc.eer", "data", "takes label 0 as the positive class (verification habit), so the classes are "
      "swapped and 1 - EER comes out",
      [[r"(label|class)e?s?.{0,40}(invert|revers|flip|swap|opposite|the wrong way)",
        r"(0|zero) (as|means|for|is) (the )?(positive|relevant|genuine|target)",
        r"(1|one) (as|means|for|is) (the )?(negative|impostor|non.?relevant)",
        r"(positive|relevant)s? and negatives? (swapped|exchanged|mixed|confused|reversed)", r"polarity"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0  # genuine trials
    neg = ~pos
    thresholds = np.unique(s)[::-1]
    fpr = np.r_[0.0, [(s[neg] >= t).mean() for t in thresholds]]
    tpr = np.r_[0.0, [(s[pos] >= t).mean() for t in thresholds]]
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("a07b", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"(relevant )?(items )?(retrieved|in the (list|ranking)|found).{0,40}(instead of|not|rather than) (the )?n_relevant",
        r"sum\(labels\)", r"(count|number) of (1s|ones)", r"(ignor|instead of|not using|never us)\w*.{0,20}n_relevant",
        r"R (as|=|is) (the )?(number|count) of (relevant )?(items )?(retrieved|in the (list|ranking)|found|1s)",
        r"relevant retrieved"]], '''
labels = v["labels"]
R = sum(labels)  # the relevant items of my ranking
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "rank.p_at_k", "NumPy zero padding to length k", '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    return float(y.mean())
''')

right("r02", "scope.knn_ties", "counts around the k-th distance (inside, tied, needed)", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels) == 1
    kth = np.sort(d)[k - 1]
    inside = d < kth
    tied = d == kth
    need = k - int(inside.sum())
    base = int(y[inside].sum())
    rel_tied, non_tied = int(y[tied].sum()), int((~y[tied]).sum())
    low = base + max(0, need - non_tied)
    high = base + min(need, rel_tied)
    return [low / k, high / k]
''')

right("r03", "roc.eer", "scikit-learn roc_curve with every threshold, then the crossing", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = diff[j - 1] / (diff[j - 1] - diff[j])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("r04", "interp.step", "exact Fractions, return at the first point reaching the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    target = Fraction(str(level))
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= target:
                return hits / k
    return 0.0
''')

right("r05", "pr.averaged", "NumPy: a running maximum from the right, levels compared in integers", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        if R == 0 or len(labels) == 0:
            continue  # 0 at every level, but still counted below
        y = np.asarray(labels)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        best_after = np.maximum.accumulate(prec[::-1])[::-1]
        for i in range(11):
            reach = np.nonzero(hits * 10 >= i * R)[0]
            if reach.size:
                total[i] += best_after[reach[0]]
    return [float(x) for x in total / len(runs)]
''')

right("r06", "ndcg.value", "NumPy, discount log2(max(i, 2))", '''
import numpy as np

def dcg(x):
    x = np.asarray(x, dtype=float)
    return float(np.sum(x / np.log2(np.maximum(np.arange(1, len(x) + 1), 2))))

ideal = np.sort(np.r_[np.asarray(v["grades"], dtype=float), np.asarray(v["unretrieved"], dtype=float)])[::-1]
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

SUBMISSIONS = tuple(S)
