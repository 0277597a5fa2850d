"""Diagnosis class 205, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of first-year programmers taking an IR
evaluation course -- verbose code with many temporary variables, print statements left in, nested ifs, code
copied from one task into the next; some of them try NumPy, comprehensions, itertools or fractions. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c205-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class205): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 205 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c205-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated average precision instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"recall levels?", r"p_?interp"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precisions = []
    recalls = []
    hits = 0
    rank = 0
    for lab in labels:
        rank = rank + 1
        if lab == 1:
            hits = hits + 1
        precisions.append(hits / rank)
        recalls.append(hits / n_relevant)
    total = 0.0
    for level_number in range(11):
        level = level_number / 10
        best = 0.0
        for i in range(len(precisions)):
            if recalls[i] >= level:
                if precisions[i] > best:
                    best = precisions[i]
        total = total + best
    ap = total / 11
    print("AP is", ap)
    return ap
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of the "
      "arithmetic mean (MAP)",
      [[r"geometric", r"\bGMAP\b", r"product of (the )?(APs|average precisions)", r"n-?th root",
        r"multipl\w* (the )?(APs|average precisions)"]], '''
def my_map(runs, n_relevant):
    ap_list = []
    for q in range(len(runs)):
        labels = runs[q]
        nrel = n_relevant[q]
        hits = 0
        total = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
                total += hits / (i + 1)
        if nrel > 0:
            ap = total / nrel
        else:
            ap = 0.0
        print("query", q, "AP =", ap)
        ap_list.append(ap)
    product = 1.0
    for ap in ap_list:
        product = product * ap
    result = product ** (1 / len(ap_list))
    return result
''')

wrong("q03", "dcg.classic", "sibling", "computes the TREC DCG (every rank discounted by log2(i + 1), rank 1 "
      "included) instead of the classic DCG",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i\s*\+\s*1", r"(rank|position) 1 (is )?(also )?discount",
        r"discount\w* (the )?first (rank|item|grade)", r"one rank (too )?(deeper|further|later)"]], '''
import math

def my_dcg(grades):
    dcg = 0
    position = 1
    for g in grades:
        discount = math.log2(position + 1)
        gain = g / discount
        dcg = dcg + gain
        position = position + 1
    print(dcg)
    return dcg
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG with the TREC discount log2(i + 1) at every rank (in the DCG "
      "and the ideal DCG) instead of the classic DCG",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b.{0,30}(dcg|discount|formulation)", r"i\s*\+\s*1",
        r"(rank|position) 1 (is )?(also )?discount", r"discount\w* (the )?first (rank|item|grade)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    positions = np.arange(1, len(g) + 1)
    dcg = np.sum(g / np.log2(positions + 1))
    all_grades = list(grades) + list(unretrieved)
    ideal = np.array(sorted(all_grades, reverse=True), dtype=float)
    ideal_positions = np.arange(1, len(ideal) + 1)
    idcg = np.sum(ideal / np.log2(ideal_positions + 1))
    if idcg == 0:
        return 0.0
    return float(dcg / idcg)
''')

wrong("q05", "dcg.trec", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"exponential", r"2\s*\^\s*rel", r"2\s*\*\*\s*(rel|g)", r"2 to the (power|grade)", r"gain 2"]], '''
import math

grades = v["grades"]
total = 0
for i in range(len(grades)):
    rank = i + 1
    gain = 2 ** grades[i] - 1
    total = total + gain / math.log2(rank + 1)
print("my dcg", total)
my_dcg_trec = total
''')

wrong("q06", "ap.at_k", "sibling", "divides by n_relevant (AP truncated at k) instead of min(k, n_relevant)",
      [[r"all (the )?relevant items", r"total number of relevant",
        r"instead of min", r"not min\(?k", r"without (the )?min", r"number of relevant items( \(R\))? rather"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits = 0
    sum_prec = 0.0
    for i, lab in enumerate(top):
        if lab:
            hits += 1
            p = hits / (i + 1)
            sum_prec += p
    if n_relevant == 0:
        return 0.0
    return sum_prec / n_relevant
''')

wrong("q07", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper bound", r"\(d\s*-\s*s\s*\+\s*v\)\s*/\s*d", r"largest (possible )?generality",
        r"highest (possible )?generality", r"maximum generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v = v + 1
    precision = v / s
    recall_lower = v / (d - s + v) if v > 0 else 0.0
    generality = (d - s + v) / d
    print(precision, recall_lower, generality)
    return [precision, recall_lower, generality]
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"(forgot|without|missing|instead of) (to )?(the )?squar",
        r"square of beta", r"beta squared", r"squared beta"]], '''
def my_f(precision, recall, beta):
    p = precision
    r = recall
    if p == 0 and r == 0:
        return 0.0
    top = (1 + beta) * p * r
    bottom = beta * p + r
    f = top / bottom
    return f
''')

wrong("q09", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti\w* .{0,30}as (a )?(full|whole|one\b|1\b(?!/))", r"(full|whole) (win|point|pair|1)\b", r"(full|whole).{0,30}ti(e|ed)", r">=", r"instead of (1/2|a half|half)",
        r"ti\w*.{0,40}not (counted )?(as )?(1/2|a half|half)"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for s, l in zip(scores, labels):
        if l == 1:
            pos.append(s)
        else:
            neg.append(s)
    good = 0
    for ps in pos:
        for ns in neg:
            if ps >= ns:
                good = good + 1
    pairs = len(pos) * len(neg)
    return good / pairs
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - (s + v) (v subtracted) instead of "
      "d - s + v",
      [[r"d\s*-\s*\(\s*s\s*\+\s*v\s*\)", r"d\s*-\s*s\s*-\s*v", r"subtract\w* v", r"minus v", r"sign of v",
        r"parenthes[ie]s", r"bracket"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    if v == 0:
        recall_lower = 0.0
    else:
        recall_lower = v / (d - (s + v))
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "sig.sign_test", "shape", "reports the one-sided binomial tail (not doubled) as the two-sided "
      "p-value",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"(forgot|without|missing).{0,20}(doubl|2 ?\*|times 2|factor)",
        r"half (of )?the (two.?sided )?p", r"single tail", r"one tail"]], '''
from math import comb

a = v["a"]
b = v["b"]
wins = 0
losses = 0
for i in range(len(a)):
    if a[i] > b[i]:
        wins = wins + 1
    elif a[i] < b[i]:
        losses = losses + 1
n = wins + losses
k = min(wins, losses)
tail = 0
for i in range(k + 1):
    tail = tail + comb(n, i)
p = tail / 2 ** n
print("wins", wins, "losses", losses, "p", p)
my_sign_p = min(1.0, p)
''')

wrong("q12", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"(wrong|another|other) (log(arithm)? )?base",
        r"math\.log\(", r"not (log )?base 2", r"instead of log2"]], '''
import math

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    result = grades[0]
    for i in range(2, len(grades) + 1):
        rel = grades[i - 1]
        result = result + rel / math.log(i)
    return result
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    s = 0.0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits = hits + 1
            s = s + hits / (i + 1)
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    return s / denom
''')

wrong("q14", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the "
      "error rate",
      [[r"1\s*-\s*(the )?(eer|error rate)", r"true positive rate", r"returns? (the )?tpr", r"tpr (instead|rather)", r"hit rate", r"complement",
        r"(forgot|without|missing).{0,20}1\s*-"]], '''
from itertools import groupby

def my_eer(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    tp = 0
    fp = 0
    points = [(0.0, 0.0)]
    for score, group in groupby(items, key=lambda t: t[0]):
        for s, l in group:
            if l == 1:
                tp = tp + 1
            else:
                fp = fp + 1
        points.append((fp / n_neg, tp / n_pos))
    for j in range(len(points) - 1):
        f0, t0 = points[j]
        f1, t1 = points[j + 1]
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g0 <= 0 and g1 >= 0:
            if g1 == g0:
                alpha = 0.0
            else:
                alpha = -g0 / (g1 - g0)
            tpr = t0 + alpha * (t1 - t0)
            print("crossing at", tpr)
            return tpr
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the loop never breaks at the first relevant item, so each query's RR is "
      "1 / (rank of its LAST relevant item)",
      [[r"\bbreak\b", r"last relevant", r"(stop|exit)\w* (at|after) the first", r"keeps? (looping|going|overwrit)",
        r"overwrit\w*", r"not (the )?first relevant", r"never stops?"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        rr = 0
        for i in range(len(run)):
            if run[i] == 1:
                rr = 1 / (i + 1)
        print("rr =", rr)
        total = total + rr
    mrr = total / len(runs)
    return mrr
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (the hit "
      "counter is incremented one line too late)",
      [[r"before (increment|count|updat|add)\w*", r"(too late|one (line|step) late|after append)",
        r"(hits?|count\w*) (is )?(one )?(too )?(low|behind|short)", r"off.?by.?one", r"(hits?|count) - 1",
        r"not (yet )?count\w* (the )?(current|this)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    rank = 0
    for lab in labels:
        rank = rank + 1
        if lab == 1:
            prec = hits / rank
            points.append(prec)
            hits = hits + 1
    return points
''')

wrong("q17", "interp.curve", "flow", "stops at the first rank whose recall reaches the level and takes its "
      "precision, instead of the maximum precision over all ranks at or beyond that recall",
      [[r"maximum", r"first rank", r"(stop|break)\w*", r"highest precision", r"not the (largest|best|highest)",
        r"to the right", r"later ranks?"]], '''
def my_interpolated(labels, n_relevant):
    prec_list = []
    rec_list = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
        prec_list.append(hits / (i + 1))
        rec_list.append(hits / n_relevant)
    result = []
    for j in range(11):
        r = j / 10
        value = 0.0
        for i in range(len(labels)):
            if rec_list[i] >= r:
                value = prec_list[i]
                break
        result.append(value)
    return result
''')

wrong("q18", "map.mean", "flow", "the hit counter is set to 0 once before the loop over the queries and never "
      "reset, so later queries start with the earlier queries' hits",
      [[r"reset", r"(not|never) (re)?initiali[sz]ed", r"carr\w* over", r"accumulat\w* across",
        r"(outside|before) the (query )?loop", r"previous quer(y|ies)", r"earlier quer(y|ies)"]], '''
def my_map(runs, n_relevant):
    all_aps = []
    hits = 0
    for q in range(len(runs)):
        run = runs[q]
        sum_p = 0.0
        for i in range(len(run)):
            if run[i] == 1:
                hits = hits + 1
                sum_p = sum_p + hits / (i + 1)
        if n_relevant[q] == 0:
            all_aps.append(0.0)
        else:
            all_aps.append(sum_p / n_relevant[q])
    print(all_aps)
    return sum(all_aps) / len(all_aps)
''')

wrong("q19", "pr.averaged", "flow", "adds the curve to the running sums after the query loop (indentation), so "
      "only the last query's curve is averaged (divided by the number of queries)",
      [[r"last query", r"only one query", r"indent\w*", r"outside the (query )?loop", r"after the loop",
        r"other quer(y|ies).{0,30}(lost|ignored|dropped|overwritten)", r"overwrit\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for q in range(len(runs)):
        labels = runs[q]
        R = n_relevant[q]
        curve = []
        for j in range(11):
            level = j / 10
            best = 0.0
            hits = 0
            if R > 0:
                for i in range(len(labels)):
                    if labels[i] == 1:
                        hits += 1
                    if hits * 10 >= j * R:
                        p = hits / (i + 1)
                        if p > best:
                            best = p
            curve.append(best)
    for j in range(11):
        sums[j] = sums[j] + curve[j]
    return [x / len(runs) for x in sums]
''')

wrong("q20", "interp.step", "flow", "never breaks out of the loop: the precision is overwritten at every later "
      "relevant rank, so it returns the precision of the last relevant item found",
      [[r"\bbreak\b", r"overwrit\w*", r"last relevant", r"(stop|exit)\w* (at|after) the first",
        r"not the first", r"keeps? (looping|going|updating)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    answer = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            recall = hits / n_relevant
            precision = hits / (i + 1)
            if recall >= level:
                answer = precision
    return answer
''')

wrong("q21", "rank.p_at_k", "flow", "slices labels[1:k+1] (ranks counted from index 1), skipping the first item "
      "and taking one past the k-th",
      [[r"off.?by.?one", r"\[1\s*:\s*k\s*\+\s*1\]", r"skip\w* (the )?first", r"index 1", r"shifted",
        r"from (the )?second", r"one (place|rank|position) (too )?(late|far|further)"]], '''
def my_p_at_k(labels, k):
    top_k = labels[1:k + 1]
    count = 0
    for x in top_k:
        if x == 1:
            count = count + 1
    print("relevant in top", k, ":", count)
    return count / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides 0 by 0 when precision and recall are both 0 (no guard): "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    numerator = (1 + b2) * precision * recall
    denominator = b2 * precision + recall
    f = numerator / denominator
    return f
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides the hits in the first c ranks by the length of the slice, "
      "which is shorter than c when the list is shorter than the class",
      [[r"len\w*\(?.{0,20}slice", r"length of the (slice|list|cut)", r"divid\w* by (the )?(len|length|number of items)",
        r"instead of (by )?(c|n_relevant)",
        r"not (by )?(c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    first_c = labels[:c]
    found = 0
    for x in first_c:
        if x == 1:
            found = found + 1
    p = found / len(first_c)
    return p
''')

wrong("q24", "scope.knn_ties", "hidden", "looks at distances[k] (the item after the k-th) to detect a tie, which "
      "is out of range when k is the whole list: IndexError", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    sorted_d = [p[0] for p in pairs]
    if sorted_d[k] == sorted_d[k - 1]:
        cut = sorted_d[k - 1]
        rel_before = 0
        for d, l in pairs:
            if d < cut and l == 1:
                rel_before += 1
        n_before = 0
        for d, l in pairs:
            if d < cut:
                n_before += 1
        tied_rel = 0
        tied_non = 0
        for d, l in pairs:
            if d == cut:
                if l == 1:
                    tied_rel += 1
                else:
                    tied_non += 1
        free = k - n_before
        low = rel_before + max(0, free - tied_non)
        high = rel_before + min(free, tied_rel)
        return [low / k, high / k]
    else:
        rel = 0
        for d, l in pairs[:k]:
            if l == 1:
                rel += 1
        return [rel / k, rel / k]
''', crash="IndexError", scope="all")

wrong("q25", "pr.points", "hidden", "returns [0.0] instead of an empty list when no relevant item is retrieved",
      [[r"\[0(\.0)?\]", r"instead of (an )?empty", r"not (an )?empty", r"extra (zero|0|point)",
        r"(adds|appends|returns) (a )?(zero|0)"]], '''
def my_pr_points(labels, n_relevant):
    result = []
    num_rel = 0
    for position in range(1, len(labels) + 1):
        if labels[position - 1] == 1:
            num_rel = num_rel + 1
            result.append(num_rel / position)
    if len(result) == 0:
        result.append(0.0)
    return result
''')

wrong("q26", "ap.at_k", "hidden", "indexes labels[i] for every i < k, which runs off the end of a list shorter "
      "than k: IndexError", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    total = 0.0
    hits = 0
    for i in range(k):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
    d = min(k, n_relevant)
    if d == 0:
        return 0.0
    return total / d
''', crash="IndexError", scope="all")

wrong("q27", "avg.macro", "hidden", "a query with nothing retrieved gives 0/0 = nan in the NumPy division, and "
      "the mean becomes nan", [NAN + [r"0\s*/\s*0", r"not a number"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0]
    fp = t[:, 1]
    precisions = tp / (tp + fp)
    print(precisions)
    return float(np.mean(precisions))
''')

wrong("q28", "scope.eps_precision", "hidden", "no guard for an empty result: dividing by its length 0 raises "
      "ZeroDivisionError when nothing is within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    returned = []
    for i in range(len(distances)):
        if distances[i] < epsilon:
            returned.append(labels[i])
    relevant_returned = sum(returned)
    precision = relevant_returned / len(returned)
    return precision
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P), which gives "
      "F at 1/beta",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|switched|interchanged|confused|mixed)",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)\b", r"b\^?2 ?R", r"wrong (term|one) (is )?(multiplied|weighted)",
        r"weights? (the )?(recall|R) (instead|rather)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    beta_sq = beta ** 2
    upper = (1 + beta_sq) * precision * recall
    lower = beta_sq * recall + precision
    return upper / lower
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the fp and fn columns read in the wrong "
      "order), which gives the queries' recalls",
      [[r"column", r"unpack\w*", r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|exchanged|switched|confused|mixed)",
        r"(fn|false negatives?) (read |taken |used )?(as|for|instead of) (the )?(fp|false positives?)",
        r"\[tp, fp, fn\] (read|taken) (as|in)", r"order of the (table|entries|columns|values)"]], '''
def my_macro_precision(tables):
    precisions = []
    for table in tables:
        tp, fn, fp = table
        retrieved = tp + fp
        if retrieved == 0:
            precision = 0.0
        else:
            precision = tp / retrieved
        precisions.append(precision)
    return sum(precisions) / len(precisions)
''')

wrong("q31", "scope.knn_ties", "twin", "the tie-break keys are reversed: the 'lowest' sorts the tied relevant "
      "targets first and the 'highest' sorts them last",
      [[r"(sort|tie.?break)\w*.{0,40}(key|order).{0,40}(revers|invert|swap|opposite|wrong)",
        r"(revers|invert|swap|opposite)\w*.{0,40}(sort|tie.?break)\w*.{0,20}(key|order|rule)",
        r"(lowest|pessimistic).{0,60}relevant.{0,30}first", r"relevant.{0,30}first.{0,60}(lowest|pessimistic)",
        r"-\s*label"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low_order = sorted(items, key=lambda x: (x[0], -x[1]))
    high_order = sorted(items, key=lambda x: (x[0], x[1]))
    low_hits = 0
    for d, l in low_order[:k]:
        low_hits += l
    high_hits = 0
    for d, l in high_order[:k]:
        high_hits += l
    return [low_hits / k, high_hits / k]
''')

wrong("q32", "roc.auc", "twin", "counts the pairs where the positive item scores LOWER than the negative one "
      "(comparison written the wrong way round)",
      [[r"lower", r"(comparison|inequality|<|>) (is )?(the )?(wrong way|reversed|flipped|inverted|backwards)",
        r"(reversed|flipped|inverted|backwards) (comparison|inequality)", r"\bps\s*<\s*ns\b", r"less than",
        r"smaller score"]], '''
def my_auc(scores, labels):
    positives = [scores[i] for i in range(len(scores)) if labels[i] == 1]
    negatives = [scores[i] for i in range(len(scores)) if labels[i] == 0]
    count = 0.0
    for ps in positives:
        for ns in negatives:
            if ps < ns:
                count = count + 1
            elif ps == ns:
                count = count + 0.5
    return count / (len(positives) * len(negatives))
''')

wrong("q33", "set.pr", "twin", "the two denominators are swapped: precision divides by the relevant set's size "
      "and recall by the retrieved set's size",
      [[r"denominators? (are )?(swapped|exchanged|switched|confused|mixed|reversed)",
        r"(swapped|exchanged|switched|confused|mixed up) (the )?denominators?",
        r"precision (divides|divided|is divided) by (the )?(number|size|count|len\w*) of (the )?relevant",
        r"recall (divides|divided|is divided) by (the )?(number|size|count|len\w*) of (the )?retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    common = ret & rel
    hits = len(common)
    if len(rel) > 0:
        precision = hits / len(rel)
    else:
        precision = 0.0
    if len(ret) > 0:
        recall = hits / len(ret)
    else:
        recall = 0.0
    print("P", precision, "R", recall)
    return [precision, recall]
''')

wrong("q34", "dcg.exponential", "twin", "uses the gain 2^rel without subtracting 1",
      [[r"(forgot|without|missing|no|drop\w*|omit\w*) (the |to subtract )?(- ?1|minus (one|1))",
        r"2\s*(\^|\*\*)\s*rel\w* (instead of|rather than|not) ", r"not subtract\w* 1", r"gain 2\s*(\^|\*\*)",
        r"(forgot|without) (to )?subtract\w* (one|1)"]], '''
import math

grades = v["grades"]
dcg = 0.0
i = 1
for g in grades:
    gain = 2 ** g
    disc = math.log2(i + 1)
    dcg = dcg + gain / disc
    i = i + 1
my_dcg_exp = dcg
''')

wrong("q35", "map.mrr", "twin", "counts a query in the denominator only when it has a relevant item (the "
      "counter is inside the if), so queries with no relevant item are left out of the mean",
      [[r"(left|leaves|leaving) out", r"(skip|ignor|exclud|drop)\w*.{0,40}(quer(y|ies)|RR).{0,40}(no|without|zero)",
        r"(no|without) (a )?relevant.{0,60}(skipp|ignor|exclud|dropp|not counted|left out)",
        r"only (the )?quer(y|ies) (with|that have) (a )?(relevant|hit)", r"counter.{0,30}inside",
        r"not counted in the (mean|denominator|average)"]], '''
def my_mrr(runs):
    rr_sum = 0.0
    n_queries = 0
    for run in runs:
        for pos in range(len(run)):
            if run[pos] == 1:
                rr_sum = rr_sum + 1.0 / (pos + 1)
                n_queries = n_queries + 1
                break
    if n_queries == 0:
        return 0.0
    return rr_sum / n_queries
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest (as if they were scores), "
      "so the farthest items are ranked first",
      [[r"farthest", r"largest distance", r"descending", r"reverse\s*=\s*True", r"(revers|wrong) (order|direction)",
        r"as (if they were )?(scores|similarit)", r"highest distance", r"biggest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = []
    for i in range(len(distances)):
        pairs.append((distances[i], labels[i]))
    pairs.sort(reverse=True)
    top = pairs[:k]
    rel = 0
    for p in top:
        if p[1] == 1:
            rel = rel + 1
    return rel / k
''')

wrong("q37", "gen.practical", "data", "takes v as the number of judged items len(labels) instead of the number of "
      "relevant ones (the 1s)",
      [[r"(all|every) (the )?(judged )?items?.{0,30}(as|counted as) relevant",
        r"(number|count) of (judged )?items? (instead|rather)", r"not (only )?the (1s|ones|relevant)",
        r"v\s*=\s*s\b", r"(counts?|counted) (every|all) (label|item)", r"length of (the )?labels"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    precision = v / s
    if v == 0:
        recall_lower = 0.0
    else:
        recall_lower = v / (d - s + v)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q38", "ndcg.all_judgments", "data", "treats every unretrieved item as grade 1 (only counts them) instead of "
      "using their grades",
      [[r"grade (of )?(1|one)\b", r"(assum\w*|treat\w*).{0,30}grade (1|one)\b", r"all (graded |grade )?1\b", r"(count|number) of (the )?unretrieved",
        r"ignor\w*.{0,20}(their|the unretrieved) grades", r"unretrieved grades.{0,30}(ignored|not used|replaced)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i in range(len(grades)):
        if i == 0:
            dcg += grades[i]
        else:
            dcg += grades[i] / math.log2(i + 1)
    ideal_list = list(grades)
    for u in unretrieved:
        ideal_list.append(1)
    ideal_list.sort(reverse=True)
    idcg = 0.0
    for i in range(len(ideal_list)):
        if i == 0:
            idcg += ideal_list[i]
        else:
            idcg += ideal_list[i] / math.log2(i + 1)
    if idcg == 0:
        return 0.0
    return dcg / idcg
''')

wrong("q39", "ap.value", "data", "divides by the relevant items found in the list (sum of the labels) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"(found|retrieved) (relevant )?(items|ones) (only|instead)",
        r"relevant (items )?(found|retrieved|in the list) (instead|rather)",
        r"ignor\w* n_relevant", r"(not|instead of) n_relevant", r"unretrieved relevant.{0,30}(ignored|left out|missing)"]], '''
labels = v["labels"]
found = 0
s = 0
for i in range(len(labels)):
    if labels[i] == 1:
        found = found + 1
        s = s + found / (i + 1)
my_ap_value = s / sum(labels)
print(my_ap_value)
''')

wrong("q40", "dcg.classic", "data", "sorts the grades from high to low before discounting (computes the ideal "
      "DCG, not the DCG of the given order)",
      [[r"sort\w*", r"ideal", r"\bIDCG\b", r"(given|ranked|original) order", r"reorder\w*"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    total = 0
    for i in range(len(g)):
        if i == 0:
            total = total + g[0]
        else:
            total = total + g[i] / math.log2(i + 1)
    return total
''')

wrong("q41", "ap.eleven_point", "data", "computes recall against the relevant items found in the list (sum of "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(found|retrieved) (relevant )?(items|ones)", r"ignor\w* n_relevant",
        r"(not|instead of) n_relevant", r"unretrieved relevant.{0,30}(ignored|left out|missing)",
        r"relevant (items )?in the list"]], '''
def my_11pt(labels, n_relevant):
    total_rel = sum(labels)
    if total_rel == 0:
        return 0.0
    precision_at = []
    recall_at = []
    count = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            count = count + 1
        precision_at.append(count / (i + 1))
        recall_at.append(count / total_rel)
    interp_sum = 0
    for j in range(11):
        best = 0
        for i in range(len(labels)):
            if recall_at[i] >= j / 10 and precision_at[i] > best:
                best = precision_at[i]
        interp_sum = interp_sum + best
    return interp_sum / 11
''')

wrong("q42", "map.mean", "data", "uses n_relevant[0] (the first query's count) for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (number|count|n_relevant)", r"same n_relevant",
        r"(one|the same|a single) (number|count) of relevant.{0,30}(every|all)", r"not (indexed|per query)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for q in range(len(runs)):
        run = runs[q]
        hits = 0
        ap_sum = 0.0
        for i in range(len(run)):
            if run[i] == 1:
                hits = hits + 1
                ap_sum = ap_sum + hits / (i + 1)
        nrel = n_relevant[0]
        if nrel > 0:
            ap = ap_sum / nrel
        else:
            ap = 0.0
        total = total + ap
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "itertools.groupby over the ROC steps, straight-line crossing", '''
from itertools import groupby

def my_eer(scores, labels):
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    items = sorted(zip(scores, labels), key=lambda t: -t[0])
    tp = 0
    fp = 0
    points = [(0.0, 0.0)]
    for score, group in groupby(items, key=lambda t: t[0]):
        for s, l in group:
            if l == 1:
                tp = tp + 1
            else:
                fp = fp + 1
        points.append((fp / n_neg, tp / n_pos))
    for j in range(len(points) - 1):
        f0, t0 = points[j]
        f1, t1 = points[j + 1]
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g0 <= 0 and g1 >= 0:
            if g1 == g0:
                alpha = 0.0
            else:
                alpha = -g0 / (g1 - g0)
            return f0 + alpha * (f1 - f0)
    return 0.0
''')

right("q44", "scope.eps_precision", "a Fraction and a nested if", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    n_returned = 0
    n_good = 0
    for d, l in zip(distances, labels):
        if d < epsilon:
            n_returned += 1
            if l == 1:
                n_good += 1
    if n_returned == 0:
        return 0.0
    return float(Fraction(n_good, n_returned))
''')

right("q45", "interp.step", "explicit loop with a break, exact recall by integer comparison", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            recall = hits / n_relevant
            if recall >= level - 1e-12:
                return hits / (i + 1)
    return 0.0
''')

right("q46", "set.pr", "sets and print statements left in", '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    both = ret.intersection(rel)
    print("common:", both)
    if len(ret) == 0:
        p = 0.0
    else:
        p = len(both) / len(ret)
    if len(rel) == 0:
        r = 0.0
    else:
        r = len(both) / len(rel)
    return [p, r]
''')

right("q47", "rank.p_at_k", "NumPy sum of a slice divided by k", '''
import numpy as np

def my_p_at_k(labels, k):
    arr = np.array(labels[:k])
    return float(arr.sum() / k)
''')

right("q48", "ndcg.value", "comprehensions for DCG and IDCG", '''
import math

grades = v["grades"]
unret = v["unretrieved"]
def dcg_of(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))
ideal = sorted(list(grades) + list(unret), reverse=True)
idcg = dcg_of(ideal)
my_ndcg_value = dcg_of(grades) / idcg if idcg > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
