"""Diagnosis class 229, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
come from C: manual index loops, preallocated arrays, integer counters, early returns, while loops with explicit
indices (with a few NumPy, comprehension, itertools and fractions solutions among them). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py and
the head and tail of tests/diagnosis_class19.py (the format) were read. The category is kept in ``style``. Student
ids are ``"c229-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class229).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 229 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c229-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F_beta instead of F_beta",
      [[r"\bE\b.{0,20}measure", r"effectiveness", r"1 ?- ?F", r"one minus (the )?F", r"complement of (the )?F",
        r"E ?= ?1"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * precision + recall
    if den == 0.0:
        return 0.0
    f = (1.0 + b2) * precision * recall / den
    return 1.0 - f
''')

wrong("q02", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of AP",
      [[r"R-?precision", r"precision at (rank )?(R|n_relevant)", r"P@R\b", r"P@n_relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    i = 0
    while i < n_relevant:
        if i < len(labels) and labels[i] == 1:
            hits += 1
        i += 1
    return hits / n_relevant
''')

wrong("q03", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i ?\+ ?1", r"trec(_eval)?.{0,20}(dcg|discount|formul)", r"Burges", r"every rank discounted",
        r"discount(ed|s)? (also )?(the )?(first|rank 1|rank one)"]], '''
import math

def my_dcg(grades):
    n = len(grades)
    total = 0.0
    for i in range(n):
        total += grades[i] / math.log2(i + 2)
    return total
''')

wrong("q04", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the per-query precisions",
      [[r"micro", r"pool(ed|s|ing)", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total tp",
        r"(adds|added|sums|summed) (up )?the (tables|counts)"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    fp_sum = 0
    for i in range(len(tables)):
        tp_sum += tables[i][0]
        fp_sum += tables[i][1]
    if tp_sum + fp_sum == 0:
        return 0.0
    return tp_sum / (tp_sum + fp_sum)
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"\(?d ?- ?s ?\+ ?v\)? ?/ ?d", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for i in range(s):
        if labels[i]:
            v += 1
    out = [0.0, 0.0, 0.0]
    out[0] = v / s
    out[1] = v / (d - s + v) if v > 0 else 0.0
    out[2] = (d - s + v) / d
    return out
''')

wrong("q06", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"exact AP", r"non.?interpolated", r"(plain|ordinary|uninterpolated) (average precision|AP)",
        r"average precision (itself|instead)", r"(sum|mean) of (the )?P@k at (the )?relevant"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain DCG rel_i / log2(i + 1) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear gain", r"gain (of )?rel\w*\b(?! ?-)", r"without (the )?(exponential|2\s*\^)", r"not exponential",
        r"raw grade", r"grade itself", r"forg[eo]t.{0,20}(2\s*\^|2\*\*|exponential)"]], '''
import math

g = v["grades"]
my_dcg_exp = 0.0
i = 0
while i < len(g):
    my_dcg_exp += g[i] / math.log2(i + 2)
    i += 1
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in F_beta = (1 + beta^2) P R / "
      "(beta^2 P + R)",
      [[r"beta (is )?not squared", r"without squar", r"forg[eo]t.{0,20}squar", r"beta instead of beta.?\^?.?2",
        r"beta\s*\*\*?\s*1\b", r"unsquared", r"beta rather than beta"]], '''
def my_f(precision, recall, beta):
    den = beta * precision + recall
    if den == 0:
        return 0.0
    return (1 + beta) * precision * recall / den
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log2(i + 1) in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"wrong base", r"another base",
        r"not (in )?base 2", r"instead of log2"]], '''
import math

g = v["grades"]
n = len(g)
acc = 0.0
for i in range(n):
    acc = acc + g[i] / math.log(i + 2)
my_dcg_trec = acc
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of "
      "v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"(without|missing|forg[eo]t|drop\w*|leav\w* out).{0,20}\+ ?v",
        r"\+ ?v.{0,30}(missing|dropped|left out|forgotten)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for i in range(s):
        v += labels[i]
    res = [0.0] * 3
    res[0] = v / s
    if v == 0:
        res[1] = 0.0
    else:
        res[1] = v / (d - s)
    res[2] = v / d
    return res
''')

wrong("q11", "ap.at_k", "shape", "the precision at each relevant rank i divides by k instead of by i",
      [[r"(divid\w*|over) (by )?k\b", r"/ ?k\b", r"k instead of (the rank|i)\b", r"P@k instead of P@i",
        r"(same|fixed|constant) (denominator )?k", r"(precision|hits) (at|over) k at every"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
            s += hits / k
        i += 1
    return s / denom
''')

wrong("q12", "map.mean", "shape", "divides the summed precisions of all queries by the total number of relevant "
      "items instead of averaging the per-query APs",
      [[r"total (number of )?relevant", r"sum of (the )?n_relevant", r"pool(ed|s|ing)", r"all queries'? relevant",
        r"sum\(n_relevant\)", r"not (the )?mean of (the )?(per.query )?APs?", r"instead of averag\w* (the )?APs?"]], '''
def my_map(runs, n_relevant):
    total_p = 0.0
    total_r = 0
    for q in range(len(runs)):
        run = runs[q]
        hits = 0
        for i in range(len(run)):
            if run[i]:
                hits += 1
                total_p += hits / (i + 1)
        total_r += n_relevant[q]
    if total_r == 0:
        return 0.0
    return total_p / total_r
''')

wrong("q13", "roc.eer", "shape", "returns the TPR at the crossing (1 - EER) instead of the FPR there",
      [[r"1 ?- ?EER", r"\bTPR\b.{0,30}(instead|rather|returned)", r"returns? (the )?(TPR|true positive rate)",
        r"complement of (the )?(EER|error)", r"one minus (the )?(EER|error)"]], '''
def my_eer(scores, labels):
    n = len(scores)
    P = 0
    for i in range(n):
        if labels[i] == 1:
            P += 1
    N = n - P
    th = sorted(set(scores), reverse=True)
    xs = [0.0]
    ys = [0.0]
    tp = 0
    fp = 0
    for t in th:
        for i in range(n):
            if scores[i] == t:
                if labels[i] == 1:
                    tp += 1
                else:
                    fp += 1
        xs.append(fp / N)
        ys.append(tp / P)
    for j in range(1, len(xs)):
        x0, y0, x1, y1 = xs[j - 1], ys[j - 1], xs[j], ys[j]
        if x1 >= 1.0 - y1:
            den = (x1 - x0) + (y1 - y0)
            t = (1.0 - y0 - x0) / den if den > 0 else 0.0
            return y0 + t * (y1 - y0)
    return 1.0
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail without doubling it)",
      [[r"one.sided", r"one.tailed", r"single tail", r"not doubled", r"without doubling", r"forg[eo]t.{0,20}(2|two|doubl)",
        r"(missing|without) (the )?(factor|times) (of )?(2|two)", r"half (the|of the) (two.sided )?p"]], '''
from math import comb

a = v["a"]
b = v["b"]
wins = 0
losses = 0
for i in range(len(a)):
    if a[i] > b[i]:
        wins += 1
    elif a[i] < b[i]:
        losses += 1
n = wins + losses
m = min(wins, losses)
p = 0.0
for j in range(m + 1):
    p += comb(n, j) / 2 ** n
my_sign_p = min(1.0, p)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop runs over range(k - 1), so rank k is never counted",
      [[r"range\(k ?- ?1\)", r"off.by.one", r"(rank|position|item) k\b.{0,30}(never|not|skipped|missed|left out)",
        r"(stops|ends) (one|1) (rank |item )?(early|short|before)", r"first k ?- ?1", r"k ?- ?1 (ranks|items)"]], '''
def my_p_at_k(labels, k):
    n = len(labels)
    count = 0
    for i in range(k - 1):
        if i < n and labels[i] == 1:
            count += 1
    return count / k
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank for every relevant item of "
      "the query",
      [[r"no break", r"(missing|forg[eo]t\w*|without) (a |the )?break", r"every relevant (item|rank)",
        r"all relevant (items|ranks)", r"(not|never) stop\w* (at|after) the first", r"sum of (the )?reciprocal"]], '''
def my_mrr(runs):
    nq = len(runs)
    total = 0.0
    for q in range(nq):
        run = runs[q]
        for i in range(len(run)):
            if run[i] == 1:
                total += 1.0 / (i + 1)
    return total / nq
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of the precision from the top of the ranking "
      "down (ranks above), not the maximum over the ranks at or after the recall level",
      [[r"running max", r"(ranks )?(above|before|earlier)", r"from the (top|left|start)",
        r"(max|maximum) (so far|up to)", r"prefix max", r"wrong direction", r"instead of (to )?the right",
        r"not (the )?(max|maximum) (to the right|over later|over (the )?(ranks )?(at or )?after)"]], '''
def my_interpolated(labels, n_relevant):
    out = [0.0] * 11
    if n_relevant == 0:
        return out
    hits = 0
    best = 0.0
    lev = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
        p = hits / (i + 1)
        if p > best:
            best = p
        r = hits / n_relevant
        while lev <= 10 and r * 10 >= lev - 1e-9:
            out[lev] = best
            lev += 1
    return out
''')

wrong("q18", "pr.averaged", "flow", "the preallocated array of interpolated precisions is never reset between "
      "queries, so each query's maxima carry over into the next",
      [[r"(never|not) reset", r"reset", r"carr(y|ies|ied) over", r"reused? (across|between|for every) quer",
        r"outside the (query )?loop", r"shared (array|list) (between|across)", r"previous quer"]], '''
def my_averaged_curve(runs, n_relevant):
    nq = len(runs)
    acc = [0.0] * 11
    interp = [0.0] * 11
    for q in range(nq):
        run = runs[q]
        R = n_relevant[q]
        if R > 0:
            hits = 0
            for i in range(len(run)):
                if run[i] == 1:
                    hits += 1
                p = hits / (i + 1)
                r = hits / R
                for lv in range(11):
                    if r >= lv / 10 - 1e-12 and p > interp[lv]:
                        interp[lv] = p
        for lv in range(11):
            acc[lv] += interp[lv]
    for lv in range(11):
        acc[lv] /= nq
    return acc
''')

wrong("q19", "pr.points", "flow", "the precision is computed before the hit counter is incremented, so each point "
      "counts one relevant item too few",
      [[r"before (the )?(hit|counter|count)\w* (is )?(increment|updat|add)", r"(increment|updat)\w* (too )?late",
        r"one (relevant item|hit) too few", r"off.by.one", r"(hits|count) ?- ?1", r"order of (the )?(statements|update)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            pts.append(hits / (i + 1))
            hits += 1
    return pts
''')

wrong("q20", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted: retrieved grades then unretrieved "
      "grades in their given order",
      [[r"(never|not|un)\s?sorted", r"without sort", r"forg[eo]t.{0,20}sort", r"given order",
        r"(ideal|grades) (is |are )?(not|never) (in )?(descending|decreasing)", r"no sort"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        s = 0.0
        for i in range(len(g)):
            if i == 0:
                s += g[0]
            else:
                s += g[i] / math.log2(i + 1)
        return s
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    if idcg == 0:
        return 0.0
    return dcg(grades) / idcg
''')

wrong("q21", "map.mean", "flow", "uses the first query's n_relevant for every query (n_relevant[0] in the loop)",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number of relevant|class size)",
        r"same n_relevant (for|in) (every|all|each)", r"(one|a single) (query'?s? )?(n_relevant|value) (reused|for all)",
        r"index(ed)? (with )?0 instead of (q|the query)"]], '''
def my_map(runs, n_relevant):
    nq = len(runs)
    aps = [0.0] * nq
    for q in range(nq):
        R = n_relevant[0]
        if R == 0:
            continue
        hits = 0
        s = 0.0
        for i in range(len(runs[q])):
            if runs[q][i]:
                hits += 1
                s += hits / (i + 1)
        aps[q] = s / R
    total = 0.0
    for q in range(nq):
        total += aps[q]
    return total / nq
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the division by beta^2 P + R raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "compares the recall with the level lv * 0.1 in floating point without a "
      "tolerance, so a recall of exactly 0.3 (or 0.6, 0.7) misses its level",
      [[r"float(ing)?[- ]point", r"rounding", r"0\.30000000000000004", r"tolerance", r"lv ?\* ?0\.1",
        r"(inexact|imprecise) (level|comparison)", r"epsilon"]], '''
def my_interpolated(labels, n_relevant):
    n = len(labels)
    prec = [0.0] * n
    rec = [0.0] * n
    hits = 0
    for i in range(n):
        if labels[i] == 1:
            hits += 1
        prec[i] = hits / (i + 1)
        rec[i] = hits / n_relevant if n_relevant > 0 else 0.0
    out = [0.0] * 11
    for lv in range(11):
        level = lv * 0.1
        best = 0.0
        for i in range(n):
            if rec[i] >= level and prec[i] > best:
                best = prec[i]
        out[lv] = best
    return out
''')

wrong("q24", "set.pr", "hidden", "returns precision 1 when nothing is retrieved (the empty-set convention) "
      "instead of 0",
      [[r"precision (of )?1\b", r"1(\.0)? (when|if|for) (nothing|an empty)", r"empty.{0,40}(1\b|one)",
        r"(vacuous|convention)", r"instead of 0 when nothing"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    if len(ret) == 0:
        return [1.0, 0.0]
    hits = 0
    for d in ret:
        if d in rel:
            hits += 1
    p = hits / len(ret)
    r = hits / len(rel) if len(rel) > 0 else 0.0
    return [p, r]
''')

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty result: nothing within epsilon divides by "
      "zero", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    n_in = 0
    n_rel = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            n_in += 1
            if labels[i] == 1:
                n_rel += 1
    return n_rel / n_in
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant without checking the list length: "
      "a list shorter than the class raises IndexError", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = 0
    for i in range(n_relevant):
        if labels[i] == 1:
            c += 1
    return c / n_relevant
''', crash="IndexError", scope="all")

wrong("q27", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides by "
      "zero", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    i = 0
    while i < k and i < len(labels):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
        i += 1
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: a query without any relevant item "
      "divides by zero", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    dcg = 0.0
    idcg = 0.0
    for i in range(len(grades)):
        d = 1.0 if i == 0 else math.log2(i + 1)
        dcg += grades[i] / d
    for i in range(len(ideal)):
        d = 1.0 if i == 0 else math.log2(i + 1)
        idcg += ideal[i] / d
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (farthest first), as if they "
      "were similarity scores",
      [[r"descending", r"reverse", r"farthest (first|item)", r"largest distance", r"(highest|largest) first",
        r"as (if they were )?(similarit|scores)", r"wrong (sort )?order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    n = len(distances)
    idx = list(range(n))
    for i in range(n):
        for j in range(n - 1 - i):
            if distances[idx[j]] < distances[idx[j + 1]]:
                idx[j], idx[j + 1] = idx[j + 1], idx[j]
    c = 0
    for i in range(k):
        if labels[idx[i]] == 1:
            c += 1
    return c / k
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|opposite) order", r"swap", r"\[highest, lowest\]", r"(highest|optimistic) first",
        r"order of the (two )?(bounds|values|results)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    out = [0.0, 0.0]
    for mode in range(2):
        idx = list(range(n))
        # mode 0: relevant first among ties, mode 1: relevant last
        if mode == 0:
            idx.sort(key=lambda i: (distances[i], -labels[i]))
        else:
            idx.sort(key=lambda i: (distances[i], labels[i]))
        c = 0
        for i in range(k):
            c += labels[idx[i]]
        out[mode] = c / k
    return out
''')

wrong("q31", "avg.macro", "twin", "reads each table as [tp, fn, fp] (columns two and three swapped), so it "
      "divides tp by tp + fn",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"(swapped|misread|wrong|confused) (the )?(order|columns|fields|entries)",
        r"(unpack\w*|read) .{0,30}(order|wrong)", r"fp and fn (swapped|confused)", r"fn and fp (swapped|confused)"]], '''
def my_macro_precision(tables):
    nq = len(tables)
    total = 0.0
    for q in range(nq):
        tp, fn, fp = tables[q]
        if tp + fp > 0:
            total += tp / (tp + fp)
    return total / nq
''')

wrong("q32", "set.pr", "twin", "divides the hits by the wrong set's size: precision over the relevant set, "
      "recall over the retrieved set",
      [[r"denominators? (are )?(swapped|confused|exchanged|mixed)", r"(divid\w*|over) (by )?(the )?(number|size|count) "
        r"of (the )?relevant.{0,30}precision", r"precision.{0,40}(divid\w*|over) (by )?(the )?(relevant|\|relevant\|)",
        r"wrong (set|denominator)", r"len\(relevant\).{0,20}precision"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = 0
    for d in ret:
        if d in rel:
            hits += 1
    p = hits / len(rel) if len(rel) > 0 else 0.0
    r = hits / len(ret) if len(ret) > 0 else 0.0
    return [p, r]
''')

wrong("q33", "roc.auc", "twin", "the comparison is written the wrong way round: counts the pairs where the "
      "negative scores higher",
      [[r"comparison.{0,30}(wrong|revers|other) ", r"(wrong|other) way (round|around)", r"negative scores? higher",
        r"> (the )?positive", r"reversed (comparison|inequality)", r"inequality (is )?(reversed|flipped)",
        r"neg\w* (is |are )?(greater|higher|above)"]], '''
def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    pairs = 0
    for i in range(n):
        if labels[i] != 1:
            continue
        for j in range(n):
            if labels[j] == 1:
                continue
            pairs += 1
            if scores[j] > scores[i]:
                good += 1.0
            elif scores[j] == scores[i]:
                good += 0.5
    return good / pairs
''')

wrong("q34", "pr.points", "twin", "inserts each new point at the front of the list (insert(0, ...)), so the "
      "precisions come out in reverse rank order",
      [[r"insert\(0", r"(at|to) the front", r"revers\w* (rank )?order", r"(reversed|backwards)", r"prepend"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
            pts.insert(0, hits / (i + 1))
        i += 1
    return pts
''')

wrong("q35", "ap.value", "twin", "divides the summed precisions by the number of relevant items retrieved (the "
      "hits), not by n_relevant",
      [[r"(number|count) of (the )?relevant (items )?(retrieved|found|in the (list|ranking))", r"\bhits\b",
        r"retrieved relevant", r"relevant retrieved", r"instead of n_relevant", r"not (by )?n_relevant"]], '''
labels = v["labels"]
hits = 0
s = 0.0
for i in range(len(labels)):
    if labels[i] == 1:
        hits += 1
        s += hits / (i + 1)
my_ap_value = s / hits if hits > 0 else 0.0
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "ap.exact", "data", "counts the relevant items in the list (sum of labels) as the number of relevant "
      "items, ignoring the n_relevant argument",
      [[r"ignor\w* (the )?n_relevant", r"sum\(labels\)", r"(relevant|ones) in the (list|ranking|labels)",
        r"n_relevant (is )?(not used|unused|ignored)", r"instead of n_relevant", r"unretrieved relevant"]], '''
def my_ap(labels, n_relevant):
    R = 0
    for i in range(len(labels)):
        R += labels[i]
    if R == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / R
''')

wrong("q37", "dcg.classic", "data", "treats the graded relevance as binary (every grade above 0 counts 1)",
      [[r"binary", r"grade(s)? (above|over|greater than) 0", r"(counts?|as) 1\b", r"0/1", r"ignor\w* (the )?grade",
        r"grades? (clipped|capped|collapsed)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(len(grades)):
        g = 1 if grades[i] > 0 else 0
        if i == 0:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("q38", "rank.distances", "data", "sorts the distances but leaves the labels in their original order, so "
      "labels no longer match their items",
      [[r"labels? (not|never) (re)?(sorted|reordered|permuted|moved)", r"(only|just) (the )?distances (are )?sorted",
        r"labels? (in|keep) (the|their) (original|given) order", r"(mismatch|misalign|out of step)",
        r"sort\w* (the )?distances (alone|separately|on their own)", r"labels? (don'?t|do not|no longer) (match|follow)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    c = 0
    for i in range(k):
        if d[i] <= d[-1] and labels[i] == 1:
            c += 1
    return c / k
''')

wrong("q39", "gen.grip_point", "data", "uses the list length as the class size (cuts at len(labels)) instead of "
      "n_relevant",
      [[r"len\(labels\)", r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"whole list",
        r"ignor\w* (the )?n_relevant", r"instead of n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)
    c = 0
    for i in range(s):
        if labels[i]:
            c += 1
    return c / s
''')

wrong("q40", "pr.averaged", "data", "ignores the given n_relevant list and counts each query's relevant items in "
      "its run (sum of the labels) as its class size",
      [[r"ignor\w* (the )?n_relevant", r"sum\(run", r"(relevant|ones) (retrieved|in the (run|list))",
        r"n_relevant (is )?(not used|unused|ignored)", r"instead of n_relevant", r"unretrieved relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    nq = len(runs)
    acc = [0.0] * 11
    for q in range(nq):
        run = runs[q]
        R = 0
        for i in range(len(run)):
            R += run[i]
        if R == 0:
            continue
        prec = [0.0] * len(run)
        rec = [0.0] * len(run)
        hits = 0
        for i in range(len(run)):
            hits += run[i]
            prec[i] = hits / (i + 1)
            rec[i] = hits / R
        for lv in range(11):
            best = 0.0
            for i in range(len(run)):
                if rec[i] >= lv / 10 - 1e-12 and prec[i] > best:
                    best = prec[i]
            acc[lv] += best
    for lv in range(11):
        acc[lv] /= nq
    return acc
''')

wrong("q41", "scope.eps_precision", "data", "assumes the targets are listed by increasing distance: counts the "
      "targets within epsilon and takes that many labels from the front of the list",
      [[r"(sorted|ordered) by distance", r"(assum\w*|as if).{0,40}(sorted|ordered|increasing)",
        r"labels\[:n", r"first \w+ labels", r"front of the list", r"(not|never) sorted", r"given order"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            n += 1
    if n == 0:
        return 0.0
    c = 0
    for i in range(n):
        c += labels[i]
    return c / n
''')

wrong("q42", "roc.eer", "data", "takes label 0 as the positive class (positives and negatives swapped)",
      [[r"label 0 (as|is) (the )?positive", r"(classes|labels|positives and negatives) (are )?(swapped|inverted|flipped|reversed)",
        r"(swapped|inverted|flipped|reversed) (the )?(classes|labels)", r"0 (as|for) (the )?relevant"]], '''
def my_eer(scores, labels):
    n = len(scores)
    P = 0
    for i in range(n):
        if labels[i] == 0:
            P += 1
    N = n - P
    th = sorted(set(scores), reverse=True)
    xs = [0.0]
    ys = [0.0]
    tp = 0
    fp = 0
    for t in th:
        for i in range(n):
            if scores[i] == t:
                if labels[i] == 0:
                    tp += 1
                else:
                    fp += 1
        xs.append(fp / N)
        ys.append(tp / P)
    for j in range(1, len(xs)):
        x0, y0, x1, y1 = xs[j - 1], ys[j - 1], xs[j], ys[j]
        if x1 >= 1.0 - y1:
            den = (x1 - x0) + (y1 - y0)
            t = (1.0 - y0 - x0) / den if den > 0 else 0.0
            return x0 + t * (x1 - x0)
    return 1.0
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "scope.knn_ties", "index list sorted twice with tuple keys", '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    out = [0.0, 0.0]
    for mode in range(2):
        idx = list(range(n))
        if mode == 0:
            idx.sort(key=lambda i: (distances[i], labels[i]))
        else:
            idx.sort(key=lambda i: (distances[i], -labels[i]))
        c = 0
        for i in range(k):
            c += labels[idx[i]]
        out[mode] = c / k
    return out
''')

right("q44", "map.mrr", "early return from a helper, integer counter", '''
def my_mrr(runs):
    def rr(run):
        for i in range(len(run)):
            if run[i] == 1:
                return 1.0 / (i + 1)
        return 0.0
    total = 0.0
    for q in range(len(runs)):
        total += rr(runs[q])
    return total / len(runs)
''')

right("q45", "roc.auc", "NumPy broadcasting over all pairs", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

right("q46", "ndcg.all_judgments", "comprehensions and sorted(reverse=True)", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

right("q47", "interp.step", "exact Fractions for the recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(10**6)
    hits = 0
    prev = Fraction(0)
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            r = Fraction(hits, n_relevant)
            if prev < lev <= r:
                return hits / (i + 1)
            prev = r
    return 0.0
''')

right("q48", "dcg.classic", "itertools.accumulate-free loop with preallocated discounts", '''
import math

def my_dcg(grades):
    n = len(grades)
    disc = [1.0] * n
    for i in range(1, n):
        disc[i] = math.log2(i + 1)
    total = 0.0
    for i in range(n):
        total += grades[i] / disc[i]
    return total
''')

SUBMISSIONS = tuple(S)
