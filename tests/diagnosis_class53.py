"""Diagnosis class 53, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of beginners in their first programming course taking
an IR evaluation course -- while loops with manual counters, nested ifs, lists built by index assignment, string
and number confusion, integer arithmetic, a variable re-used for two purposes, a print where a return was meant, a
loop over ``range(len(x) - 1)``, chained comparisons misunderstood, and the usual misremembered formulas. Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library (``ireval_teach/generality.py``'s practical-bound formulas,
``ireval_teach/roc.py``'s EER docstring), the first 80 lines of tests/heldout_submissions.py (``class_writer``,
the shared key lists), the first 60 and last 30 lines of tests/diagnosis_class19.py (the format) and parts of
tests/validate_class.py (what it checks) were read. Student ids are ``"c53-" + sid``. The keys were fixed before the
checker was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in
the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class53).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 53 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c53-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones in the list) instead of n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant", r"number of hits",
        r"sum\(labels\)", r"(instead of|not|ignor\w*) (the )?n_relevant", r"unretrieved relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
        i = i + 1
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("a02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the other DCG formulation) "
      "instead of rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*(i|rank|r)\s*\+\s*1\s*\)", r"trec", r"other (dcg )?(formulation|discount|version)",
        r"(jarvelin|järvelin)", r"(rank|i) \+ 1", r"discount\w*.{0,30}(first|rank 1|top) (rank|item)"]], '''
import math

def my_dcg(grades):
    total = 0
    for i in range(len(grades)):
        total = total + grades[i] / math.log2(i + 2)
    return total
''')

wrong("a03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level, "
      "without the maximum over the later ranks (not interpolated)",
      [[r"max(imum)?.{0,40}(later|right|beyond|following|after|deeper)", r"not interpolat\w*",
        r"without (the |taking the )?max", r"first rank (where|that|whose)", r"no max", r"(un|non.?)interpolated",
        r"instead of the max"]], '''
def my_interpolated(labels, n_relevant):
    result = []
    for level in range(11):
        r = level / 10
        value = 0.0
        hits = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
            if n_relevant > 0 and hits / n_relevant >= r:
                value = hits / (i + 1)
                break
        result.append(value)
    return result
''')

wrong("a04", "avg.macro", "sibling", "micro-averaged precision: pools the tp and fp counts of all queries before "
      "dividing, instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the |all )?(counts|tables|tp)", r"total (tp|true positives)",
        r"aggregat\w* (the )?counts", r"counts (added|summed) (up )?(over|across)"]], '''
def my_macro_precision(tables):
    tp_all = 0
    ret_all = 0
    for t in tables:
        tp_all = tp_all + t[0]
        ret_all = ret_all + t[0] + t[1]
    if ret_all == 0:
        return 0.0
    return tp_all / ret_all
''')

wrong("a05", "set.f_beta", "sibling", "always computes F1 (the harmonic mean), beta is never used",
      [[r"ignor\w* beta", r"beta (is )?(never used|unused|ignored|not used)", r"always (the )?F1",
        r"F1 (only|always|whatever|regardless)", r"(plain|simple|ordinary) harmonic mean", r"beta.{0,20}(dropped|missing)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a06", "gen.grip_point", "sibling", "returns the precision of the whole list (all retrieved items) instead "
      "of the precision at rank c",
      [[r"whole (list|ranking)", r"all (the )?(retrieved|ranks)", r"len\(labels\)", r"entire (list|ranking)",
        r"(list|ranking) length", r"(not|instead of) (cut|at) (at )?(rank )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    count = 0
    for x in labels:
        if x == 1:
            count += 1
    return count / len(labels)
''')

wrong("a07", "roc.eer", "sibling", "returns the smallest half total error rate (mean of FPR and FNR over the "
      "thresholds) instead of the rate where FPR equals FNR",
      [[r"half total error", r"HTER", r"(average|mean) of (the )?(FPR|false positive rate) and (the )?(FNR|false negative rate)",
        r"minimum (total|average|mean|half) error", r"min\w*.{0,30}(sum|average|mean) of (the )?(two )?error",
        r"(FPR|false positive rate) \+ (FNR|false negative rate)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    best = 1.0
    for t in sorted(set(scores)) + [max(scores) + 1]:
        tp = 0
        fp = 0
        for s, y in zip(scores, labels):
            if s >= t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        fpr = fp / N
        fnr = 1 - tp / P
        if (fpr + fnr) / 2 < best:
            best = (fpr + fnr) / 2
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"squar\w*", r"beta instead of beta\s*(\^|\*\*)\s*2", r"forg[eo]t.{0,20}(\^|\*\*) ?2",
        r"beta\s*(\^|\*\*)\s*2 (missing|dropped)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "ndcg.all_judgments", "shape", "returns the DCG of the ranking: the ideal DCG is computed but the "
      "DCG is never divided by it",
      [[r"not (normali[sz]ed|divided)", r"never divid\w*", r"without (dividing|normali[sz])",
        r"forg[eo]t.{0,30}(divid|IDCG|normali[sz])", r"DCG (only|alone|instead)", r"unnormali[sz]ed", r"raw DCG",
        r"(returns?|gives?) (the )?DCG"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0
    for i in range(len(grades)):
        if i == 0:
            dcg = dcg + grades[i]
        else:
            dcg = dcg + grades[i] / math.log2(i + 1)
    ideal = sorted(grades + unretrieved, reverse=True)
    idcg = 0
    for i in range(len(ideal)):
        if i == 0:
            idcg = idcg + ideal[i]
        else:
            idcg = idcg + ideal[i] / math.log2(i + 1)
    if idcg == 0:
        return 0.0
    return dcg
''')

wrong("b03", "dcg.exponential", "shape", "gain 2^rel without subtracting 1",
      [[r"without (the |subtracting )?(-|minus )?(one|1)\b", r"forg[eo]t.{0,30}(subtract|minus|-\s*1)",
        r"not subtract\w*", r"missing.{0,20}(-\s*1|minus)", r"2\s*(\^|\*\*)\s*rel\w* (instead|alone|only)",
        r"(gain|numerator) (is |of )?2\s*(\^|\*\*)\s*rel\w*(?!\s*-)"]], '''
import math

grades = v["grades"]
total = 0
i = 1
for g in grades:
    total = total + 2 ** g / math.log2(i + 1)
    i = i + 1
my_dcg_exp = total
''')

wrong("b04", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b(?!\s*,)", r"by k (alone|only|instead)", r"k instead of min", r"always (by )?k\b",
        r"ignor\w*.{0,30}n_relevant", r"denominator (is |of )?k\b(?!\s*,)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    total = 0
    hits = 0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
    if k == 0:
        return 0.0
    return total / k
''')

wrong("b05", "roc.auc", "shape", "counts a tied pair as a whole win (>=) instead of 1/2",
      [[r"ties? (count(ed|s)?|as) (1(?!/)|one\b|a (whole|full) win|a win|whole|full)", r">=",
        r"greater (than )?or equal", r"at least as (high|large)", r"tied pairs? (as|count\w*) (wins?|1(?!/)|one\b)",
        r"full (credit|point)"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 1:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    count = 0
    for p in pos:
        for n in neg:
            if p >= n:
                count = count + 1
    return count / (len(pos) * len(neg))
''')

wrong("b06", "gen.practical", "shape", "recall's lower bound v / (d - s): the v relevant items of the scope are "
      "left out of the denominator", [[r"\+ ?v\b", r"(forg[eo]t|without|missing|drop\w*|omit\w*|leav\w* out).{0,40}\bv\b",
      r"\bd ?- ?s\b(?! ?\+)", r"v / \(d ?- ?s\)", r"denominator.{0,40}(scope|judged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        v = v + x
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("b07", "scope.knn_ties", "shape", "returns the two bounds in the other order [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"(wrong|other|opposite) order", r"the other way round", r"highest (first|before)",
        r"optimistic (first|before)", r"order of the (two )?(bounds|values)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    opt = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [high, low]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "loops over range(len(labels) - 1): the last item of the list is never counted",
      [[r"last (item|rank|label|element)", r"range\(len\(\w+\)\s*-\s*1\)", r"one (item|rank) (short|too few)",
        r"off.by.one", r"stops? (one|a rank|an item) (too )?early", r"len\(labels\)\s*-\s*1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(len(labels) - 1):
        if i < k:
            if labels[i] == 1:
                hits = hits + 1
    return hits / k
''')

wrong("c02", "map.mean", "flow", "the hit counter is set to 0 once before the query loop and never reset, so "
      "each query's precisions count the previous queries' hits",
      [[r"(not|never) reset", r"reset\w*.{0,30}(each|every|per) query", r"carr(y|ies|ied) over",
        r"previous quer(y|ies)", r"accumulat\w*.{0,30}across (the )?queries", r"reinitiali[sz]",
        r"(outside|before) the (query )?loop"]], '''
def my_map(runs, n_relevant):
    total = 0
    hits = 0
    q = 0
    while q < len(runs):
        s = 0
        rank = 1
        for x in runs[q]:
            if x == 1:
                hits = hits + 1
                s = s + hits / rank
            rank = rank + 1
        total = total + s / n_relevant[q]
        q = q + 1
    return total / len(runs)
''')

wrong("c03", "pr.points", "flow", "appends the precision at every rank, not only at the relevant ones",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items) (too|as well)",
        r"not only (at )?(the )?relevant", r"(irrelevant|non.?relevant) (ranks|items).{0,30}(points?|added|appended)",
        r"append\w*.{0,30}outside the if"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
        points.append(hits / (i + 1))
    return points
''')

wrong("c04", "ndcg.all_judgments", "flow", "calls sorted() on the ideal list but throws the result away, so the "
      "ideal ranking stays in input order",
      [[r"(not|never|without) (actually )?sort\w*", r"unsorted", r"not (in )?(descending|decreasing)",
        r"sorted\(\).{0,40}(discarded|not (assigned|stored|kept)|thrown away|lost)", r"(result|return value) of sorted",
        r"order (as given|of the input)", r"forg[eo]t.{0,20}sort"]], '''
import math

def dcg(gs):
    total = 0
    for i in range(len(gs)):
        if i == 0:
            total += gs[i]
        else:
            total += gs[i] / math.log2(i + 1)
    return total

def my_ndcg(grades, unretrieved):
    ideal = grades + unretrieved
    sorted(ideal, reverse=True)
    if dcg(ideal) == 0:
        return 0.0
    return dcg(grades) / dcg(ideal)
''')

wrong("c05", "ap.eleven_point", "flow", "the level counter stops at 9 (levels 0.0 to 0.9): recall level 1.0 is "
      "left out and the mean is over ten levels",
      [[r"(skip\w*|miss\w*|omit\w*|drop\w*|leav\w* out|without|forg[eo]t\w*).{0,30}(level )?(1\.0|1\b|one|last|top) level",
        r"(level|recall) 1(\.0)? (is )?(skipped|missing|left out|omitted|dropped)", r"only (ten|10) levels",
        r"ten levels", r"off.by.one", r"stops? (at|before) (0\.9|9)", r"i < 10"]], '''
def my_11pt(labels, n_relevant):
    total = 0
    i = 0
    while i < 10:
        r = i / 10
        best = 0
        hits = 0
        for j in range(len(labels)):
            if labels[j] == 1:
                hits += 1
            if n_relevant > 0 and hits / n_relevant >= r:
                p = hits / (j + 1)
                if p > best:
                    best = p
        total = total + best
        i = i + 1
    return total / 10
''')

wrong("c06", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item "
      "of the query",
      [[r"(no|without|forg[eo]t\w*.{0,10}|missing) (a |the )?break", r"every relevant", r"all (the )?relevant (items|ranks)",
        r"(sum|add)\w* .{0,30}(every|all|each) relevant", r"not (just|only) the first", r"(keeps|continues) (looping|going)",
        r"after the first"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        rank = 1
        for x in run:
            if x == 1:
                total = total + 1 / rank
            rank = rank + 1
    return total / len(runs)
''')

wrong("c07", "pr.averaged", "flow", "the per-level best precision list is created once before the query loop, so "
      "each query's maxima start from the previous queries' values",
      [[r"(not|never) reset", r"(outside|before) the (query )?loop", r"shared (list|curve)", r"carr(y|ies|ied) over",
        r"previous quer(y|ies)", r"reinitiali[sz]", r"(one|same) list for (all|every) quer"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0] * 11
    best = [0] * 11
    for q in range(len(runs)):
        labels = runs[q]
        n = n_relevant[q]
        hits = 0
        for k in range(len(labels)):
            if labels[k] == 1:
                hits += 1
            for i in range(11):
                if n > 0 and hits * 10 >= i * n:
                    if hits / (k + 1) > best[i]:
                        best[i] = hits / (k + 1)
        for i in range(11):
            sums[i] = sums[i] + best[i]
    return [s / len(runs) for s in sums]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    total = 0
    i = 0
    while i < len(tables):
        tp = tables[i][0]
        fp = tables[i][1]
        total = total + tp / (tp + fp)
        i = i + 1
    return total / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "scope.eps_precision", "hidden", "an empty epsilon result divides by zero",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    found = 0
    rel = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            found = found + 1
            rel = rel + labels[i]
    return rel / found
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    s = 0
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "reads labels[i] for i < c: a list shorter than c raises IndexError",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits = hits + labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("d06", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ap.eleven_point", "hidden", "builds the levels by adding 0.1 repeatedly (0.30000000000000004), so a "
      "recall of exactly 0.3 does not reach its level",
      [[r"float\w*", r"round\w*", r"0\.1 (added|accumulat)", r"accumulat\w*.{0,30}0\.1", r"repeated(ly)? add",
        r"0\.30000000000000004", r"inexact", r"not exact(ly)? 0\.3", r"\+= ?0\.1"]], '''
def my_11pt(labels, n_relevant):
    levels = []
    r = 0.0
    while r <= 1.0:
        levels.append(r)
        r += 0.1
    total = 0
    for r in levels:
        best = 0
        hits = 0
        for j in range(len(labels)):
            if labels[j] == 1:
                hits += 1
            if n_relevant > 0 and hits / n_relevant >= r:
                best = max(best, hits / (j + 1))
        total += best
    return total / len(levels)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "rank.p_at_k", "twin", "divides by the number of items in the top-k slice (len(labels[:k])), so "
      "missing ranks past the end of the list are not counted",
      [[r"len\(labels\[:k\]\)", r"(divid|denominator)\w*.{0,40}(length|len|size) of the (slice|cut|list|top)",
        r"number of (ranks|items) (present|there|in the list|actually (there|retrieved))", r"min\(k, ?len",
        r"fewer than k", r"(instead of|not) (by )?k\b(?!\s*,)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("e02", "dcg.trec", "twin", "the rank counter is incremented before it is used, so the first item is at "
      "rank 2 (discount log2(i + 2))",
      [[r"increment\w*.{0,30}before", r"(rank|counter|i) starts? at 2", r"(counter|rank).{0,30}(too early|one ahead|shifted)",
        r"off.by.one", r"log2?\s*\(\s*(i|rank|r)\s*\+\s*2\s*\)", r"one rank (too )?(late|far|down)"]], '''
import math

rank = 1
total = 0
for g in v["grades"]:
    rank = rank + 1
    total = total + g / math.log2(rank + 1)
my_dcg_trec = total
''')

wrong("e03", "sig.sign_test", "twin", "one-sided p-value: sums one tail of the binomial and never doubles it",
      [[r"one.sided", r"one.tailed", r"single tail", r"(not|never|forg[eo]t\w*.{0,10}) doubl\w*", r"only one tail",
        r"one tail"]], '''
from math import comb

wins = 0
losses = 0
for i in range(len(v["a"])):
    if v["a"][i] > v["b"][i]:
        wins = wins + 1
    elif v["a"][i] < v["b"][i]:
        losses = losses + 1
n = wins + losses
p = 0
for i in range(min(wins, losses) + 1):
    p = p + comb(n, i) / 2 ** n
my_sign_p = p
''')

wrong("e04", "roc.auc", "twin", "takes label 0 as the positive class (the classes are swapped)",
      [[r"(label|class) 0 .{0,30}positive", r"positive.{0,30}(label|class) 0", r"(swap|invert|flip|revers)\w*.{0,20}(labels|classes|positive)",
        r"(labels|classes) (are )?(swapped|inverted|flipped|reversed)", r"negatives? (as|for) (the )?positive"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0
    for p in pos:
        for n in neg:
            if p > n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("e05", "set.pr", "twin", "the two denominators are swapped: precision over the relevant set, recall over "
      "the retrieved set",
      [[r"denominators? (are )?swap", r"swap\w*.{0,30}denominator", r"precision.{0,40}(divid|over)\w*.{0,20}relevant",
        r"recall.{0,40}(divid|over)\w*.{0,20}retrieved", r"(divid|over)\w*.{0,30}(relevant|retrieved).{0,30}instead of.{0,20}(retrieved|relevant)",
        r"(precision and recall|the two) (are )?(swapped|mixed up|confused)"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if len(rel) > 0 else 0.0
    r = hits / len(ret) if len(ret) > 0 else 0.0
    return [p, r]
''')

wrong("e06", "scope.eps_precision", "twin", "keeps the targets with d <= epsilon (non-strict): a target at "
      "exactly epsilon is returned",
      [[r"<=", r"non.?strict", r"less than or equal", r"(includ|count|keep)\w*.{0,40}(equal to|exactly at|at distance|exactly) (epsilon|ε)",
        r"(boundary|border)", r"not strict"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = 0
    rel = 0
    for i in range(len(distances)):
        if distances[i] <= epsilon:
            found += 1
            if labels[i] == 1:
                rel += 1
    if found == 0:
        return 0
    return rel / found
''')

wrong("e07", "interp.step", "twin", "tests R_i > level (strict): at a level equal to a reached recall it reads the "
      "next point, and level 1.0 gives 0",
      [[r"strict(ly)? (greater|above|exceed\w*|>)", r"> ?(level|r)\b", r"(wrong|other|open|closed) end",
        r"(interval|boundary|endpoint|end point).{0,40}(wrong|excluded|open|closed)", r"instead of >=",
        r"(excludes?|misses?) (the )?(level|R_i) itself", r"greater than or equal"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            if hits / n_relevant > level:
                return hits / (i + 1)
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "avg.macro", "data", "reads each table as [tp, fn, fp] (fp and fn in the wrong columns)",
      [[r"\[tp, ?fn, ?fp\]", r"(column|field|entr(y|ies)|element|position)s?.{0,30}(order|swapp|mix|wrong)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|mixed|confused)",
        r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|mixed|confused)",
        r"(swapp|confus|mix)\w*.{0,20}(fp|false positives?).{0,20}(fn|false negatives?)",
        r"(swapp|confus|mix)\w*.{0,20}(fn|false negatives?).{0,20}(fp|false positives?)"]], '''
def my_macro_precision(tables):
    precisions = []
    for t in tables:
        tp, fn, fp = t
        if tp + fp == 0:
            precisions.append(0)
        else:
            precisions.append(tp / (tp + fp))
    return sum(precisions) / len(precisions)
''')

wrong("f02", "map.mean", "data", "uses n_relevant[0] for every query (reads n_relevant as one number for all)",
      [[r"n_relevant\[0\]", r"first (query'?s? )?(n_relevant|number of relevant)",
        r"same (n_relevant|number of relevant).{0,30}(every|all|each)", r"(one|a single) n_relevant",
        r"other quer(y|ies)'?s? n_relevant", r"n_relevant (of|from) (the )?(wrong|first) query"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits = 0
        s = 0
        for i in range(len(run)):
            if run[i] == 1:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / n_relevant[0])
    return sum(aps) / len(aps)
''')

wrong("f03", "rank.distances", "data", "treats the distances as similarity scores: ranks the largest distance first",
      [[r"similarit\w*", r"revers\w*", r"descending", r"farthest (first|item|target)", r"largest distance",
        r"(highest|biggest|greatest) distance", r"most distant", r"(as|like) (a )?scores?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    hits = 0
    for i in order[:k]:
        hits += labels[i]
    return hits / k
''')

wrong("f04", "dcg.classic", "data", "reads the grades as 0/1 labels: every positive grade gains 1",
      [[r"binar\w*", r"\b(0|zero)\s*/\s*1\b", r"grades? (as|treated as|into|read as) (binary|labels|0/1|relevant)",
        r"ignor\w*.{0,20}(grade|level|value)s?", r"(any|every) (positive|nonzero|non-zero|relevant) grade .{0,20}(1|one)",
        r"relevant or not"]], '''
import math

def my_dcg(grades):
    total = 0
    for i in range(len(grades)):
        if grades[i] > 0:
            if i == 0:
                total = total + 1
            else:
                total = total + 1 / math.log2(i + 1)
    return total
''')

wrong("f05", "pr.averaged", "data", "takes a query's number of relevant items as the relevant items in its list "
      "(sum of the labels) instead of n_relevant",
      [[r"sum\((labels|run|runs\[\w+\])\)", r"relevant (items )?(retrieved|in the (run|list|ranking))",
        r"(ignor|instead of)\w*.{0,20}n_relevant", r"(count|number)\w* of (ones|1s)", r"unretrieved relevant",
        r"retrieved relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    curve = [0.0] * 11
    for labels in runs:
        n = sum(labels)
        for i in range(11):
            best = 0.0
            hits = 0
            for k in range(len(labels)):
                hits += labels[k]
                if n > 0 and hits * 10 >= i * n:
                    best = max(best, hits / (k + 1))
            curve[i] += best / len(runs)
    return curve
''')

wrong("f06", "ndcg.value", "data", "puts the unretrieved grades at the end of the ranking, as if retrieved, in the "
      "DCG too",
      [[r"unretrieved.{0,40}(appended|added|included|counted|part of|put).{0,30}(DCG|ranking|retrieved|list)",
        r"(as if|treated as|like) (they were )?retrieved", r"unretrieved (items|grades) in (the )?DCG",
        r"(DCG|ranking) (also )?(includes|counts|holds) (the )?unretrieved"]], '''
import math

ranking = v["grades"] + v["unretrieved"]
ideal = sorted(ranking, reverse=True)

def dcg(g):
    total = g[0]
    for i in range(1, len(g)):
        total += g[i] / math.log2(i + 1)
    return total

my_ndcg_value = dcg(ranking) / dcg(ideal)
''')

wrong("f07", "roc.eer", "data", "reads the scores as distances (a low score counts as positive): the ROC curve is "
      "walked with the wrong direction of the threshold",
      [[r"(scores?|values?).{0,30}(as|like) (a )?distances?", r"low(er)? (score|value)s? (is|are|as|means?) (better|positive|more|relevant)",
        r"(revers|invert|flip)\w*.{0,30}(score|threshold|direction)", r"wrong direction", r"<= ?(t|threshold)",
        r"below the threshold"]], '''
def my_eer(scores, labels):
    P = labels.count(1)
    N = labels.count(0)
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores)):
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 0)
        pts.append((fp / N, 1 - tp / P))
    for j in range(1, len(pts)):
        f0, n0 = pts[j - 1]
        f1, n1 = pts[j]
        if f1 >= n1:
            d0 = f0 - n0
            d1 = f1 - n1
            if d1 == d0:
                return f1
            a = -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return 0.5
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "scope.knn_ties", "two sorts with tuple keys (label as tie-break)", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))[:k]
    high = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("g02", "pr.averaged", "integer comparison hits * 10 >= level * n, nested loops", '''
def my_averaged_curve(runs, n_relevant):
    sums = [0] * 11
    for q in range(len(runs)):
        labels = runs[q]
        n = n_relevant[q]
        for i in range(11):
            best = 0
            hits = 0
            for k in range(len(labels)):
                if labels[k] == 1:
                    hits = hits + 1
                if n > 0 and hits * 10 >= i * n:
                    if hits / (k + 1) > best:
                        best = hits / (k + 1)
            sums[i] = sums[i] + best
    return [x / len(runs) for x in sums]
''')

right("g03", "gen.practical", "counts with a for loop, a guarded lower bound", '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v = v + 1
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]
''')

right("g04", "interp.step", "walk the relevant ranks, first recall >= level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    rank = 0
    for x in labels:
        rank += 1
        if x == 1:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
    return 0.0
''')

right("g05", "map.mrr", "while loop with a manual counter and break", '''
def my_mrr(runs):
    total = 0
    for run in runs:
        i = 0
        while i < len(run):
            if run[i] == 1:
                total = total + 1 / (i + 1)
                break
            i = i + 1
    return total / len(runs)
''')

right("g06", "pr.points", "list built by append inside the if", '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            out.append(hits / (i + 1))
    return out
''')

SUBMISSIONS = tuple(S)
