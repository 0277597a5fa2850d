"""Diagnosis class 109, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write nested loops and index arithmetic by hand: two-pointer walks, while loops with manual counters, index
variables i/j/k juggled across loops, an inner loop's variable reused outside it, a counter updated in the wrong
loop, a bound computed once outside the loop (with some NumPy, comprehensions, itertools and fractions among the
right ones). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c109-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class109): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 109 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c109-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "divides the hits in the top k by the relevant items of the whole list "
      "(recall at k) instead of by k",
      [[r"recall", r"relevant (items )?(in|of) the (whole )?list", r"divid\w* by (the )?(number|count|total) of "
        r"relevant", r"instead of (by )?k\b", r"sum\(labels\)", r"all (the )?relevant"]], '''
def my_p_at_k(labels, k):
    hits = 0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
        i += 1
    total = 0
    for j in range(len(labels)):
        total += labels[j]
    if total == 0:
        return 0.0
    return hits / total
''')

wrong("q02", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP -- the sum of the precisions at "
      "the relevant ranks over n_relevant -- instead of the 11-point interpolated average",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"average precision\b.{0,40}(instead|not)",
        r"precisions? at (the )?relevant ranks", r"(plain|ordinary|un.?interpolated) AP", r"no interpolation",
        r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    hits = 0
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval DCG) instead "
      "of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"i ?\+ ?1", r"trec", r"discount\w* (the )?(first|rank 1|rank one)",
        r"rank 1 (is )?discounted", r"(shifted|off by one).{0,30}(log|discount)", r"(log|discount).{0,30}shift"]], '''
import math

def my_dcg(grades):
    total = 0.0
    i = 0
    while i < len(grades):
        rank = i + 1
        total += grades[i] / math.log2(rank + 1)
        i += 1
    return total
''')

wrong("q04", "map.mean", "sibling", "averages each query's R-precision (precision at rank n_relevant) instead "
      "of its average precision",
      [[r"R.?precision", r"precision at (rank )?(R|n_relevant)\b", r"P@R\b", r"at rank R\b"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        R = n_relevant[q]
        hits = 0
        for i in range(R):
            if i < len(runs[q]) and runs[q][i] == 1:
                hits += 1
        total += hits / R if R else 0.0
    return total / len(runs)
''')

wrong("q05", "avg.macro", "sibling", "micro-averages the precision (pools tp and fp over the queries) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|true positives|counts).{0,40}(over|across|of) (all )?(the )?quer",
        r"(total|summed) (tp|counts)", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    for i in range(len(tables)):
        tp_sum += tables[i][0]
        ret_sum += tables[i][0] + tables[i][1]
    if ret_sum == 0:
        return 0.0
    return tp_sum / ret_sum
''')

wrong("q06", "interp.step", "sibling", "takes the usual interpolated precision (the maximum precision at any "
      "rank with recall >= level) instead of the step rule's P_i",
      [[r"max\w* (of|over) (the )?precisions", r"highest precision", r"(standard|usual|ordinary|11.?point|trec) "
        r"interpolat", r"interpolated precision\b.{0,30}(instead|rather)", r"max\(", r"best precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                p = hits / (i + 1)
                if p > best:
                    best = p
    return best
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"maximum generality", r"generality_upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for i in range(s):
        if labels[i] == 1:
            v += 1
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared: (1 + beta) P R / (beta P + R)",
      [[r"beta.{0,20}(not|never|instead of|without) squar", r"squar\w*", r"beta²",
        r"beta (instead of|rather than|not) beta", r"(linear|plain|unsquared) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm for the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"(another|wrong|other) base", r"log base", r"math\.log\b",
        r"not log2", r"instead of log2", r"log(arithm)? (of|in) base"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
i = 1
while i <= len(grades):
    my_dcg_trec += grades[i - 1] / math.log(i + 1)
    i += 1
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound as v / (d - s), the + v of the denominator left out",
      [[r"\+ ?v\b", r"(forg[eo]t|left out|missing|drop\w*|without).{0,40}\bv\b",
        r"d ?- ?s\b(?! ?\+)", r"unjudged items only", r"non.?judged (items )?only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x:
            v = v + 1
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''')

wrong("q11", "ndcg.all_judgments", "shape", "returns the DCG of the ranking without dividing by the ideal DCG",
      [[r"(not|never|without|forg[eo]t\w*).{0,30}(divid|normali[sz])", r"un.?normali[sz]ed", r"\bIDCG\b",
        r"plain DCG", r"raw DCG", r"only (the )?DCG", r"DCG (itself|alone)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = 0.0
    for i in range(len(ideal)):
        idcg += ideal[i] if i == 0 else ideal[i] / math.log2(i + 1)
    if idcg == 0:
        return 0.0
    dcg = 0.0
    for i in range(len(grades)):
        dcg += grades[i] if i == 0 else grades[i] / math.log2(i + 1)
    return dcg
''')

wrong("q12", "ap.at_k", "shape", "divides by n_relevant instead of min(k, n_relevant) (the denominator is never "
      "capped at k)",
      [[r"cap\w*", r"n_relevant.{0,30}(instead|rather)", r"never (limited|bounded)", r"(not|never|without) (the )?min",
        r"ignor\w* k\b", r"divid\w* by n_relevant", r"denominator (is )?n_relevant", r"smaller of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    hits = 0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / n_relevant
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win instead of 1/2",
      [[r"tie\w*.{0,40}(whole|full) (win|point|1)", r"tie\w*.{0,30}\b1\b(?!/)", r">=",
        r"tie\w* (as|counted as) (a )?wins?", r"(instead of|not|rather than) (1/2|half)"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 1:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    wins = 0
    for i in range(len(pos)):
        for j in range(len(neg)):
            if pos[i] >= neg[j]:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (never doubled for the two-sided "
      "test)",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[eo]t\w*).{0,20}doubl", r"two.?sided.{0,30}"
        r"(not|instead|half)", r"half (of )?the (two.?sided )?p", r"times 2", r"\* ?2"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = 0
losses = 0
for i in range(len(a)):
    if a[i] > b[i]:
        wins += 1
    elif a[i] < b[i]:
        losses += 1
n = wins + losses
k = min(wins, losses)
tail = 0
for i in range(k + 1):
    tail += comb(n, i)
my_sign_p = min(1.0, tail / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "never sorts: takes the first k items in the input order instead of the k "
      "nearest",
      [[r"(not|never|without|forg[eo]t\w*).{0,20}sort", r"unsorted", r"input order", r"given order",
        r"order (of|in) the input", r"first k items (of|in) the (input|list)", r"(not|never) rank"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    hits = 0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "the rank counter is incremented only inside the relevant branch, so it counts "
      "relevant items and every precision comes out 1",
      [[r"(rank|counter|position).{0,60}(only|inside).{0,40}(relevant|if)", r"(rank|position) (counter )?"
        r"(is )?(not|never) (incremented|advanced|counted) (for|on|at) (the )?non.?relevant",
        r"counts? (only )?(the )?relevant (items|ranks) (as|for) (the )?rank", r"skip\w* non.?relevant",
        r"ignor\w* (the )?non.?relevant", r"always 1", r"every precision (is )?1", r"wrong (loop|branch|block)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    rank = 0
    for lab in labels:
        if lab == 1:
            rank += 1
            hits += 1
            points.append(hits / rank)
    return points
''')

wrong("q17", "interp.curve", "flow", "the running maximum is set once outside the level loop and never reset, so "
      "every level gets the maximum of all lower levels too",
      [[r"(not|never) reset", r"outside the (level )?loop", r"(initiali[sz]ed|set) once", r"carr\w* over",
        r"max\w*.{0,40}(previous|earlier|lower) levels?", r"reset"]], '''
def my_interpolated(labels, n_relevant):
    prec = []
    rec = []
    hits = 0
    for i in range(len(labels)):
        hits += labels[i]
        prec.append(hits / (i + 1))
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    best = 0.0
    for j in range(11):
        r = j / 10
        for i in range(len(labels)):
            if rec[i] >= r - 1e-12 and prec[i] > best:
                best = prec[i]
        out.append(best)
    return out
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the inner loop: adds 1/rank of every relevant item of a "
      "query, not only the first",
      [[r"(no|without|missing|forg[eo]t\w*).{0,20}break", r"every relevant", r"all (the )?relevant",
        r"not only the first", r"(only|just) the first", r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for q in range(len(runs)):
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q19", "map.mean", "flow", "adds the query's AP to the total after the query loop, so only the last query's "
      "AP is summed (then divided by the number of queries)",
      [[r"last query", r"outside the (query )?loop", r"after the (query )?loop", r"only one query",
        r"(indent|indentation)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        hits = 0
        s = 0.0
        for i in range(len(runs[q])):
            if runs[q][i]:
                hits += 1
                s += hits / (i + 1)
        ap = s / n_relevant[q] if n_relevant[q] else 0.0
    total += ap
    return total / len(runs)
''')

wrong("q20", "dcg.classic", "flow", "the loop over ranks 2.. stops one short (range(2, len(grades))), so the last "
      "grade is never added",
      [[r"last (grade|item|rank)", r"off.?by.?one", r"one (short|too few)", r"range\(2, ?len",
        r"(stops|ends) (one )?(early|short|before)"]], '''
import math

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / math.log2(i)
    return float(total)
''')

wrong("q21", "pr.averaged", "flow", "reads n_relevant[0] (the first query's class size) for every query inside "
      "the query loop",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|class size|number of relevant)", r"same n_relevant",
        r"one query'?s? (n_relevant|value|class size)", r"(reus|reused|reuses).{0,40}(n_relevant|class size)",
        r"every query.{0,30}same"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for q in range(len(runs)):
        lab = runs[q]
        R = n_relevant[0]
        prec = []
        rec = []
        hits = 0
        for i in range(len(lab)):
            hits += lab[i]
            prec.append(hits / (i + 1))
            rec.append(hits / R if R else 0.0)
        for j in range(11):
            best = 0.0
            if R:
                for i in range(len(lab)):
                    if rec[i] >= j / 10 - 1e-12 and prec[i] > best:
                        best = prec[i]
            sums[j] += best
    return [s / len(runs) for s in sums]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without a guard: raises ZeroDivisionError when precision and "
      "recall are both 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "rank.p_at_k", "twin", "caps k at the list's length once before the loop (k = min(k, len(labels))) "
      "and divides by that, instead of counting the ranks past the end as non-relevant",
      [[r"min\(k, ?len", r"cap\w* (k|the bound)", r"(divid\w*|denominator).{0,30}(len\(labels\)|length of the list|"
        r"list'?s length)", r"truncat\w* k", r"(list )?length instead of k", r"(shrinks?|reduc\w*|clip\w*) k"]], '''
def my_p_at_k(labels, k):
    k = min(k, len(labels))
    hits = 0
    i = 0
    while i < k:
        if labels[i] == 1:
            hits += 1
        i += 1
    return hits / k
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query with no relevant "
      "items", [ZERODIV], '''
def my_ap(labels, n_relevant):
    total = 0.0
    hits = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    allg = list(grades) + list(unretrieved)
    n = len(allg)
    for i in range(n):
        for j in range(n - 1 - i):
            if allg[j] < allg[j + 1]:
                allg[j], allg[j + 1] = allg[j + 1], allg[j]
    dcg = 0.0
    for i in range(len(grades)):
        dcg += grades[i] / (1 if i == 0 else math.log2(i + 1))
    idcg = 0.0
    for i in range(n):
        idcg += allg[i] / (1 if i == 0 else math.log2(i + 1))
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "no guard for an empty result: divides by zero when nothing is "
      "within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    count = 0
    hits = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            count += 1
            hits += labels[i]
    return hits / count
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "indexes labels[i] for i up to n_relevant without checking the list's "
      "length: IndexError when the list is shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(c):
        if labels[i] == 1:
            hits += 1
    return hits / c
''', crash="IndexError", scope="all")

wrong("q28", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i]: IndexError when k is longer than "
      "the list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total = 0.0
    hits = 0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "the hand-written selection sort picks the largest distance each pass, so "
      "the ranking is farthest first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"reverse\w*", r"wrong direction",
        r"(>|greater).{0,20}instead of (<|smaller|less)", r"highest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    idx = list(range(len(distances)))
    for i in range(len(idx)):
        m = i
        for j in range(i + 1, len(idx)):
            if distances[idx[j]] > distances[idx[m]]:
                m = j
        idx[i], idx[m] = idx[m], idx[i]
    hits = 0
    for i in range(k):
        hits += labels[idx[i]]
    return hits / k
''')

wrong("q30", "map.mean", "twin", "the hit counter is set to 0 once before the query loop and never reset, so a "
      "query's precisions count the previous queries' relevant items",
      [[r"(not|never) reset", r"reset", r"(before|outside) the (query )?loop", r"carr\w* over",
        r"previous quer", r"(initiali[sz]ed|set) once", r"across quer"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for q in range(len(runs)):
        s = 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits += 1
                s += hits / (i + 1)
        total += s / n_relevant[q] if n_relevant[q] else 0.0
    return total / len(runs)
''')

wrong("q31", "ap.eleven_point", "twin", "the level loop runs range(1, 11), leaving out the level r = 0.0, while "
      "still dividing by 11",
      [[r"(level|r) ?=? ?0(\.0)?\b.{0,40}(left out|skipped|missing|omitted|dropped|never)",
        r"(skip\w*|omit\w*|miss\w*|leav\w* out|drop\w*).{0,30}(level|r) ?=? ?0", r"range\(1, ?11\)",
        r"(first|lowest) level", r"10 levels"]], '''
def my_11pt(labels, n_relevant):
    prec = []
    rec = []
    hits = 0
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
        prec.append(hits / (i + 1))
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(1, 11):
        best = 0.0
        for i in range(len(labels)):
            if rec[i] >= j / 10 - 1e-12 and prec[i] > best:
                best = prec[i]
        total += best
    return total / 11
''')

wrong("q32", "scope.knn_ties", "hidden", "checks for a tie across the k-th place by reading the sorted distance "
      "at index k: IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    d = list(distances)
    for i in range(n):
        for j in range(n - 1 - i):
            if d[j] > d[j + 1]:
                d[j], d[j + 1] = d[j + 1], d[j]
    cut = d[k - 1]
    sure = 0
    before = 0
    tied = 0
    tied_rel = 0
    for i in range(n):
        if distances[i] < cut:
            before += 1
            sure += labels[i]
        elif distances[i] == cut:
            tied += 1
            tied_rel += labels[i]
    if d[k] != cut:
        p = (sure + tied_rel) / k
        return [p, p]
    slots = k - before
    low = sure + max(0, slots - (tied - tied_rel))
    high = sure + min(slots, tied_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries: n is every query instead of only the untied ones",
      [[r"ties?.{0,40}(not dropped|kept|included|counted)", r"(not|never|forg[eo]t\w*).{0,20}drop",
        r"tied quer", r"n ?= ?len\(a\)", r"all (the )?queries", r"every query"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = 0
for i in range(n):
    if a[i] > b[i]:
        wins += 1
k = min(wins, n - wins)
tail = 0
for i in range(k + 1):
    tail += comb(n, i)
my_sign_p = min(1.0, 2 * tail / 2 ** n)
''')

wrong("q34", "set.pr", "twin", "the two denominators are swapped: precision divides the hits by the relevant "
      "set's size and recall by the retrieved set's size",
      [[r"denominators? (are )?swapped", r"swap\w*", r"divid\w* by (the )?(size of the )?relevant set",
        r"precision.{0,30}divid\w*.{0,30}relevant", r"recall.{0,30}divid\w*.{0,30}retrieved", r"exchanged",
        r"mix\w* up"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = 0
    for x in ret:
        if x in rel:
            hits += 1
    p = hits / len(rel) if len(rel) > 0 else 0.0
    r = hits / len(ret) if len(ret) > 0 else 0.0
    return [p, r]
''')

wrong("q35", "pr.points", "twin", "the hit counter is incremented after the precision is taken, so each point's "
      "precision leaves out the relevant item at that rank",
      [[r"increment\w* (too late|after)", r"after (the )?(precision|append)", r"(leav\w*|left) out (the )?"
        r"(current|this)", r"(before|without) (counting )?(the )?(current|this) (item|relevant)",
        r"order of (the )?(statements|lines|update)", r"hits ?- ?1", r"one (hit )?too few"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            out.append(hits / (i + 1))
            hits += 1
    return out
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "sorts the ideal grades from low to high (ascending) instead of from "
      "high to low",
      [[r"ascending", r"low to high", r"(wrong|reversed?) order", r"(not|never) reversed?", r"reverse=True",
        r"worst (ranking|first)", r"increasing"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved))
    dcg = 0.0
    for i in range(len(grades)):
        dcg += grades[i] if i == 0 else grades[i] / math.log2(i + 1)
    idcg = 0.0
    for i in range(len(ideal)):
        idcg += ideal[i] if i == 0 else ideal[i] / math.log2(i + 1)
    if idcg == 0:
        return 0.0
    return dcg / idcg
''')

wrong("q37", "roc.auc", "data", "treats label 0 as the positive class (tests labels[i] == 0), which gives 1 - AUC",
      [[r"label 0", r"labels? (swapped|inverted|reversed|flipped)", r"positive (and|/) negative (swapped|"
        r"confused|reversed)", r"1 ?- ?AUC", r"negatives? as positives?", r"(wrong|other) class",
        r"complement"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(labels)):
        if labels[i] == 0:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    total = 0.0
    for i in range(len(pos)):
        for j in range(len(neg)):
            if pos[i] > neg[j]:
                total += 1
            elif pos[i] == neg[j]:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision divides by tp + fn (the table's "
      "third column taken for fp)",
      [[r"false negatives?", r"columns? (confused|swapped|mixed|order)", r"tp ?\+ ?fn",
        r"(wrong|third|last) (column|entry|count)", r"order of the (table|columns|counts)", r"misread\w* the table"]], '''
def my_macro_precision(tables):
    total = 0.0
    for i in range(len(tables)):
        tp = tables[i][0]
        fp = tables[i][2]
        if tp + fp > 0:
            total += tp / (tp + fp)
    return total / len(tables)
''')

wrong("q39", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"(instead of|not|ignor\w*) n_relevant", r"count\w* (the )?(ones|1s)", r"found relevant"]], '''
labels = v["labels"]
R = 0
for x in labels:
    if x == 1:
        R += 1
hits = 0
for i in range(R):
    if i < len(labels) and labels[i] == 1:
        hits += 1
my_r_precision = hits / R
''')

wrong("q40", "ap.value", "data", "divides by the length of the ranking (len(labels)) instead of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"number of (ranks|items|retrieved)",
        r"(list|ranking)'?s? length", r"(instead of|not|rather than) n_relevant", r"list length"]], '''
labels = v["labels"]
total = 0.0
hits = 0
i = 0
while i < len(labels):
    if labels[i] == 1:
        hits += 1
        total += hits / (i + 1)
    i += 1
my_ap_value = total / len(labels)
''')

wrong("q41", "roc.eer", "data", "walks the scores from low to high, as if a lower score meant more likely "
      "positive (a distance, not a similarity)",
      [[r"ascending", r"low to high", r"lowest (score )?first", r"(wrong|reversed?|opposite) (order|direction)",
        r"distance", r"lower scores? (as|mean\w*) (more )?positive", r"(not|never) reversed?", r"increasing"]], '''
def my_eer(scores, labels):
    P = 0
    for x in labels:
        P += x
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(order):
        j = i
        while j < len(order) and scores[order[j]] == scores[order[i]]:
            if labels[order[j]] == 1:
                tp += 1
            else:
                fp += 1
            j += 1
        pts.append((fp / N, tp / P))
        i = j
    for m in range(1, len(pts)):
        f0, t0 = pts[m - 1]
        f1, t1 = pts[m]
        d0 = f0 - (1 - t0)
        d1 = f1 - (1 - t1)
        if d1 >= 0:
            if d1 == d0:
                return f1
            a = -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

wrong("q42", "set.pr", "data", "counts the retrieved ids as a list: an id retrieved twice counts twice in the "
      "precision's denominator",
      [[r"duplicate", r"repeated", r"(not|never) (a |as a )?set",
        r"(counted|counts) twice", r"len\(retrieved\)", r"list.{0,20}instead of (a )?set",
        r"(each|every) (copy|occurrence)"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    seen = []
    for x in retrieved:
        if x in relevant and x not in seen:
            hits += 1
            seen.append(x)
    p = hits / len(retrieved) if len(retrieved) > 0 else 0.0
    r = hits / len(relevant) if len(relevant) > 0 else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "while loop with a manual rank counter, stopped at the first relevant item", '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        run = runs[q]
        i = 0
        while i < len(run) and run[i] != 1:
            i += 1
        if i < len(run):
            total += 1 / (i + 1)
        q += 1
    return total / len(runs)
''')

right("q44", "scope.knn_ties", "NumPy counts of the sure, tied and free places", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    cut = np.sort(d)[k - 1]
    inside = d < cut
    tied = d == cut
    slots = k - int(inside.sum())
    sure = int(y[inside].sum())
    tied_rel = int(y[tied].sum())
    tied_non = int(tied.sum()) - tied_rel
    return [(sure + max(0, slots - tied_non)) / k, (sure + min(slots, tied_rel)) / k]
''')

right("q45", "pr.points", "itertools.accumulate of the labels, a comprehension over the relevant ranks", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [hits[i] / (i + 1) for i in range(len(labels)) if labels[i] == 1]
''')

right("q46", "interp.curve", "NumPy cumulative sums and a reversed running maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if len(y) == 0 or n_relevant == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for j in range(11):
        mask = rec >= j / 10 - 1e-12
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

right("q47", "gen.practical", "exact Fractions of the counts", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    p = Fraction(v, s)
    r = Fraction(v, d - s + v) if v else Fraction(0)
    g = Fraction(v, d)
    return [float(p), float(r), float(g)]
''')

right("q48", "ap.exact", "two-pointer walk: i over ranks, j over the relevant items found", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    i = 0
    j = 0
    total = 0.0
    while i < len(labels):
        if labels[i]:
            j += 1
            total += j / (i + 1)
        i += 1
    return total / n_relevant
''')

SUBMISSIONS = tuple(S)
