"""Diagnosis class 112, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- weak
programmers who understand the maths: verbose beginner code with many temporary variables, lists built with
append and read back by index, manual max/min/sum loops, ``while True`` with ``break``, repeated code blocks
instead of helpers, and the slips such code invites (a variable updated in one copy of a block and not the other,
an index read one step late). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c112-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class112): every right
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

BATCH = "diagnosis class 112 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c112-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of by n_relevant (the AP of the retrieved relevant items only)",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"number of hits", r"hits (found|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"found (relevant )?items", r"ignor\w* .{0,30}n_relevant",
        r"unretrieved"]], '''
def my_ap(labels, n_relevant):
    precisions = []
    hits = 0
    position = 0
    for lab in labels:
        position = position + 1
        if lab == 1:
            hits = hits + 1
            p = hits / position
            precisions.append(p)
    if n_relevant == 0:
        return 0.0
    if len(precisions) == 0:
        return 0.0
    total = 0
    for i in range(len(precisions)):
        total = total + precisions[i]
    return total / len(precisions)
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC DCG) instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"rank 1 (is )?discounted", r"first (rank|item|grade) "
        r"(is )?(also )?discounted", r"(wrong|other|different|another) discount", r"burges"]], '''
import math

def my_dcg(grades):
    total = 0.0
    i = 1
    for g in grades:
        discount = math.log2(i + 1)
        total = total + g / discount
        i = i + 1
    return total
''')

wrong("q03", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r instead of "
      "the maximum precision over all ranks with recall >= r (not interpolated)",
      [[r"first rank", r"no max", r"not (the )?max", r"without (the |taking the )?max", r"instead of the max",
        r"not interpolated", r"uninterpolated", r"non-?interpolated", r"maximum .{0,40}(later|to the right|beyond)",
        r"max(imum)? over"]], '''
def my_interpolated(labels, n_relevant):
    precs = []
    recs = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
        precs.append(hits / (i + 1))
        if n_relevant > 0:
            recs.append(hits / n_relevant)
        else:
            recs.append(0.0)
    result = []
    for step in range(11):
        r = step / 10
        value = 0.0
        for j in range(len(precs)):
            if recs[j] >= r:
                value = precs[j]
                break
        result.append(value)
    return result
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of its "
      "lower bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"\(?d\s*-\s*s\s*\+\s*v\)?\s*/\s*d", r"maximum generality", r"generality_upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v = v + 1
    precision = v / s
    recall_low = v / (d - s + v) if v > 0 else 0.0
    gen = (d - s + v) / d
    answer = []
    answer.append(precision)
    answer.append(recall_low)
    answer.append(gen)
    return answer
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: divides the summed tp by the summed tp + fp over all queries "
      "instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(med|s)? (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"not (the |a )?mean of (the )?(per-query|queries)", r"instead of averaging", r"one big table",
        r"adds? (up )?(the )?counts"]], '''
def my_macro_precision(tables):
    tp_total = 0
    fp_total = 0
    for row in tables:
        tp = row[0]
        fp = row[1]
        tp_total = tp_total + tp
        fp_total = fp_total + fp
    if tp_total + fp_total == 0:
        return 0.0
    return tp_total / (tp_total + fp_total)
''')

wrong("q06", "ap.at_k", "sibling", "divides by n_relevant (trec_eval's AP cut at k) instead of by min(k, "
      "n_relevant)",
      [[r"n_relevant", r"number of relevant( items)?", r"all (the )?relevant", r"\bR\b", r"class size"],
       [r"instead of min", r"not (by )?min", r"rather than min", r"n_relevant instead", r"trec_eval",
        r"cut at k", r"ignor\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    i = 0
    while True:
        if i >= k or i >= len(labels):
            break
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
        i = i + 1
    return total / n_relevant
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of 2^rel_i - 1 (the TREC DCG, not "
      "the exponential-gain one)",
      [[r"linear", r"2\s*\*\*", r"power of 2", r"2 to the power", r"raw grade", r"rel_i instead",
        r"grade itself", r"trec dcg"]], '''
import math

grades = v["grades"]
numbers = []
for i in range(len(grades)):
    rank = i + 1
    numbers.append(grades[i] / math.log2(rank + 1))
total = 0
for n in numbers:
    total = total + n
my_dcg_exp = total
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (both in 1 + beta and in beta * P)",
      [[r"square", r"beta instead", r"beta not squared", r"unsquared", r"beta²"]], '''
def my_f(precision, recall, beta):
    top = (1 + beta) * precision * recall
    bottom = beta * precision + recall
    if bottom == 0:
        return 0.0
    return top / bottom
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"(wrong|another|other) base",
        r"base 2"]], '''
import math

grades = v["grades"]
total = 0.0
i = 0
while i < len(grades):
    rank = i + 1
    d = math.log(rank + 1)
    total = total + grades[i] / d
    i = i + 1
my_dcg_trec = total
''')

wrong("q10", "sig.sign_test", "shape", "returns the one-sided tail probability (not doubled) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"double", r"times 2", r"2 \*", r"half"]], '''
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
small = wins
if losses < small:
    small = losses
tail = 0.0
for j in range(small + 1):
    tail = tail + comb(n, j) / 2 ** n
my_sign_p = tail
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"11", r"eleven", r"divid\w*", r"instead", r"number of levels"]], '''
def my_11pt(labels, n_relevant):
    precs = []
    recs = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
        precs.append(hits / (i + 1))
        if n_relevant > 0:
            recs.append(hits / n_relevant)
        else:
            recs.append(0)
    total = 0.0
    for step in range(11):
        r = step / 10
        best = 0.0
        for j in range(len(precs)):
            if recs[j] >= r and precs[j] > best:
                best = precs[j]
        total = total + best
    return total / 10
''')

wrong("q12", "ndcg.all_judgments", "shape", "computes the ideal DCG with the log2(i + 1) discount while the DCG of "
      "the ranking uses the classic rel_1 + rel_i / log2(i) (two different discounts)",
      [[r"ideal", r"idcg", r"normali[sz]"], [r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"(different|other|another|wrong|"
        r"inconsistent|two) discount", r"discount"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i in range(len(grades)):
        rank = i + 1
        if rank == 1:
            dcg = dcg + grades[i]
        else:
            dcg = dcg + grades[i] / math.log2(rank)
    everything = []
    for g in grades:
        everything.append(g)
    for g in unretrieved:
        everything.append(g)
    everything.sort(reverse=True)
    idcg = 0.0
    for i in range(len(everything)):
        rank = i + 1
        idcg = idcg + everything[i] / math.log2(rank + 1)
    if idcg == 0:
        return 0.0
    return dcg / idcg
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores"], [r"half", r"0\.5", r"full", r"as a win", r"counts? (as )?1\b",
        r">="]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 1:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good = good + 1
    return good / (len(pos) * len(neg))
''')

wrong("q14", "scope.eps_precision", "shape", "divides the relevant targets within epsilon by the number of all "
      "targets instead of by the number returned",
      [[r"all (the )?targets", r"whole (list|database|collection)", r"len\(distances\)",
        r"total number", r"number of targets", r"instead of (the )?(number )?(returned|retrieved|within)",
        r"not (the )?(number )?(returned|retrieved)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = 0
    rel_found = 0
    for i in range(len(distances)):
        if distances[i] < epsilon:
            found = found + 1
            if labels[i] == 1:
                rel_found = rel_found + 1
    if found == 0:
        return 0.0
    return rel_found / len(distances)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "starts the counting loop at index 1, so the first rank is never counted",
      [[r"first (rank|item|label|position)", r"rank 1", r"index (1|one)", r"skip\w*", r"off.by.one", r"labels\[0\]",
        r"start\w* at 1"]], '''
def my_p_at_k(labels, k):
    count = 0
    i = 1
    while True:
        if i >= k:
            break
        if i >= len(labels):
            break
        if labels[i] == 1:
            count = count + 1
        i = i + 1
    return count / k
''')

wrong("q16", "map.mean", "flow", "sets the hit counter to 0 once before the loop over queries, so each query's "
      "precisions keep counting the earlier queries' hits",
      [[r"reset", r"not (re)?initiali[sz]ed", r"carr(y|ies|ied) over", r"accumulat\w*", r"previous quer",
        r"earlier quer", r"across quer", r"outside the loop", r"kept from", r"keeps? counting"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for q in range(len(runs)):
        labels = runs[q]
        total = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
                total = total + hits / (i + 1)
        if n_relevant[q] == 0:
            aps.append(0.0)
        else:
            aps.append(total / n_relevant[q])
    s = 0.0
    for a in aps:
        s = s + a
    return s / len(aps)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (the hit "
      "count read one step late)",
      [[r"before (count|increment|add|updat)\w*", r"one step late", r"too late", r"previous (hit|count)",
        r"off.by.one", r"hits? - 1", r"not yet counted", r"one (hit|relevant item) (too )?(few|short|less)",
        r"current (relevant )?item (is )?not counted"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            p = hits / (i + 1)
            points.append(p)
            hits = hits + 1
    return points
''')

wrong("q18", "interp.step", "flow", "keeps the precision of the previous relevant item (saved one pass late) "
      "instead of P_i at the first R_i >= level",
      [[r"previous (relevant|point|item|precision)", r"one (pass|step|point) (too )?late", r"P_?\(?i\s*-\s*1",
        r"before (it|the crossing)", r"earlier point", r"off.by.one", r"preceding"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    last_p = 0.0
    answer = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            p = hits / (i + 1)
            r = hits / n_relevant
            if r >= level:
                answer = last_p
                break
            last_p = p
    return answer
''')

wrong("q19", "map.mrr", "flow", "has no break after the first relevant item, so the rank of the LAST relevant "
      "item is used",
      [[r"last relevant", r"no break", r"missing break", r"without (a )?break", r"never stops", r"overwrit\w*",
        r"not the first"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        first = 0
        for i in range(len(run)):
            if run[i] == 1:
                first = i + 1
        if first == 0:
            rrs.append(0.0)
        else:
            rrs.append(1 / first)
    total = 0.0
    for x in rrs:
        total = total + x
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "builds every query's curve by appending to one list made before the loop and "
      "reads indexes 0-10 back, so the first query's curve is used for every query",
      [[r"first query", r"same (curve|query)", r"one query'?s? (curve|values?) (is )?reused", r"reus\w*",
        r"not reset", r"outside the loop", r"every query gets", r"only the first"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = []
    for step in range(11):
        sums.append(0.0)
    curve = []
    for q in range(len(runs)):
        labels = runs[q]
        nr = n_relevant[q]
        precs = []
        recs = []
        hits = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
            precs.append(hits / (i + 1))
            recs.append(hits / nr if nr > 0 else 0.0)
        for step in range(11):
            r = step / 10
            best = 0.0
            if nr > 0:
                for j in range(len(precs)):
                    if recs[j] >= r and precs[j] > best:
                        best = precs[j]
            curve.append(best)
        for step in range(11):
            sums[step] = sums[step] + curve[step]
    result = []
    for step in range(11):
        result.append(sums[step] / len(runs))
    return result
''')

wrong("q21", "roc.eer", "flow", "returns the FPR of the first ROC point past the crossing (read one step late) "
      "instead of intersecting the segment with FPR = 1 - TPR",
      [[r"no interpolation", r"not interpolated", r"never interpolat\w*",
        r"first (roc )?point (past|after)", r"one step late", r"without .{0,20}(interpolat|intersect)",
        r"next point"]], '''
def my_eer(scores, labels):
    P = 0
    N = 0
    for lab in labels:
        if lab == 1:
            P = P + 1
        else:
            N = N + 1
    thresholds = []
    for s in scores:
        if s not in thresholds:
            thresholds.append(s)
    thresholds.sort(reverse=True)
    for t in thresholds:
        tp = 0
        fp = 0
        for i in range(len(scores)):
            if scores[i] >= t:
                if labels[i] == 1:
                    tp = tp + 1
                else:
                    fp = fp + 1
        fpr = fp / N
        fnr = 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of distinct retrieved ids without a guard, so nothing "
      "retrieved raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = []
    for x in retrieved:
        if x not in ret:
            ret.append(x)
    rel = []
    for x in relevant:
        if x not in rel:
            rel.append(x)
    both = 0
    for x in ret:
        if x in rel:
            both = both + 1
    precision = both / len(ret)
    if len(rel) == 0:
        recall = 0.0
    else:
        recall = both / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "reads labels[i] for i up to n_relevant, so a list shorter than the class "
      "raises IndexError", [INDEX], '''
def my_grip_point(labels, n_relevant):
    count = 0
    for i in range(n_relevant):
        if labels[i] == 1:
            count = count + 1
    return count / n_relevant
''', crash="IndexError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with no check, so a query without any "
      "relevant item raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i in range(len(grades)):
        if i == 0:
            dcg = dcg + grades[i]
        else:
            dcg = dcg + grades[i] / math.log2(i + 1)
    ideal = []
    for g in grades:
        ideal.append(g)
    for g in unretrieved:
        ideal.append(g)
    ideal.sort(reverse=True)
    idcg = 0.0
    for i in range(len(ideal)):
        if i == 0:
            idcg = idcg + ideal[i]
        else:
            idcg = idcg + ideal[i] / math.log2(i + 1)
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "divides by the number of targets within epsilon with no "
      "guard, so nothing within epsilon raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    returned = []
    for i in range(len(distances)):
        if distances[i] < epsilon:
            returned.append(labels[i])
    good = 0
    for x in returned:
        good = good + x
    return good / len(returned)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "loops i over range(k) and reads labels[i], so k longer than the list raises "
      "IndexError", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
    bottom = k
    if n_relevant < bottom:
        bottom = n_relevant
    if bottom == 0:
        return 0.0
    return total / bottom
''', crash="IndexError", scope="all")

wrong("q27", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so level 0.3 is "
      "0.30000000000000004 and a recall of exactly 0.3 (or 0.6, 0.7) no longer reaches it",
      [[r"float\w*", r"rounding", r"0\.1 (repeatedly|added)", r"adding 0\.1", r"accumulat\w*", r"0\.30000000000000004",
        r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    precs = []
    recs = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
        precs.append(hits / (i + 1))
        recs.append(hits / n_relevant if n_relevant > 0 else 0.0)
    result = []
    r = 0.0
    for step in range(11):
        best = 0.0
        for j in range(len(precs)):
            if recs[j] >= r:
                if precs[j] > best:
                    best = precs[j]
        result.append(best)
        r = r + 0.1
    return result
''')

wrong("q28", "avg.macro", "hidden", "divides tp by tp + fp with no guard, so a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp = t[0]
        fp = t[1]
        precs.append(tp / (tp + fp))
    total = 0
    for p in precs:
        total = total + p
    return total / len(precs)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P), which is F at "
      "1/beta",
      [[r"swap\w*", r"exchang\w*", r"revers\w*", r"the other way round", r"confus\w*", r"mix\w* up",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)", r"precision and recall .{0,20}(swapped|exchanged|switched)"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    upper = (1 + b2) * precision * recall
    lower = b2 * recall + precision
    if lower == 0:
        return 0.0
    result = upper / lower
    return result
''')

wrong("q30", "pr.averaged", "twin", "counts each query's relevant items from its run (sum of the labels) and "
      "ignores n_relevant, so relevant items never retrieved are left out of recall",
      [[r"n_relevant", r"sum\s*\(\s*(labels|run)", r"count\w* .{0,30}(in|from) the (run|list|ranking)",
        r"relevant (items )?(in|of) the (run|list)", r"retrieved relevant", r"never retrieved", r"unretrieved"]], '''
def my_averaged_curve(runs, n_relevant):
    all_curves = []
    for q in range(len(runs)):
        labels = runs[q]
        nr = 0
        for x in labels:
            nr = nr + x
        precs = []
        recs = []
        hits = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
            precs.append(hits / (i + 1))
            if nr > 0:
                recs.append(hits / nr)
            else:
                recs.append(0.0)
        curve = []
        for step in range(11):
            r = step / 10
            best = 0.0
            if nr > 0:
                for j in range(len(precs)):
                    if recs[j] >= r and precs[j] > best:
                        best = precs[j]
            curve.append(best)
        all_curves.append(curve)
    result = []
    for step in range(11):
        s = 0.0
        for c in all_curves:
            s = s + c[step]
        result.append(s / len(all_curves))
    return result
''')

wrong("q31", "ap.value", "twin", "takes the number of relevant items as the count of 1s in the ranking instead of "
      "the given n_relevant",
      [[r"n_relevant", r"sum\s*\(\s*labels", r"count\w* (of )?(the )?1s", r"ones in the (list|ranking)",
        r"relevant (items )?(in|of) the (list|ranking)", r"never retrieved", r"unretrieved",
        r"retrieved relevant"]], '''
labels = v["labels"]
R = 0
for x in labels:
    if x == 1:
        R = R + 1
precisions = []
hits = 0
for i in range(len(labels)):
    if labels[i] == 1:
        hits = hits + 1
        precisions.append(hits / (i + 1))
total = 0.0
for p in precisions:
    total = total + p
my_ap_value = total / R if R > 0 else 0.0
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order ([highest, lowest])",
      [[r"order", r"swap\w*", r"revers\w*", r"the other way", r"exchang\w*", r"highest first", r"wrong position"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(distances)
    cut = ds[k - 1]
    inside = 0
    inside_rel = 0
    tied = 0
    tied_rel = 0
    for i in range(len(distances)):
        if distances[i] < cut:
            inside = inside + 1
            inside_rel = inside_rel + labels[i]
        elif distances[i] == cut:
            tied = tied + 1
            tied_rel = tied_rel + labels[i]
    room = k - inside
    tied_non = tied - tied_rel
    worst = inside_rel + max(0, room - tied_non)
    best = inside_rel + min(room, tied_rel)
    return [best / k, worst / k]
''')

wrong("q33", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first) instead of "
      "nearest first",
      [[r"descending", r"largest (distance )?first", r"farthest", r"furthest", r"reverse", r"high(est)? to low",
        r"wrong (sort )?order", r"biggest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = []
    for i in range(len(distances)):
        pairs.append([distances[i], labels[i]])
    pairs.sort(reverse=True)
    count = 0
    for i in range(k):
        if pairs[i][1] == 1:
            count = count + 1
    return count / k
''')

wrong("q34", "map.mean", "twin", "pools all queries: sums the precisions at every relevant rank of every query and "
      "divides once by the total n_relevant, instead of averaging the per-query APs",
      [[r"pool\w*", r"total n_relevant", r"sum of (all )?(the )?n_relevant", r"one (big |single )?division",
        r"not (the |a )?mean of (the )?(per-query )?(AP|average precision)", r"micro", r"weight\w* by",
        r"instead of averaging"]], '''
def my_map(runs, n_relevant):
    big_sum = 0.0
    big_rel = 0
    for q in range(len(runs)):
        run = runs[q]
        hits = 0
        for i in range(len(run)):
            if run[i] == 1:
                hits = hits + 1
                big_sum = big_sum + hits / (i + 1)
        big_rel = big_rel + n_relevant[q]
    if big_rel == 0:
        return 0.0
    return big_sum / big_rel
''')

wrong("q35", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 instead of 1/2 (strict > only)",
      [[r"tie", r"tied", r"equal scores"], [r"half", r"0\.5", r"as 0", r"counts? (as )?(zero|nothing)",
        r"ignor\w*", r"strict"]], '''
def my_auc(scores, labels):
    positives = []
    negatives = []
    for i in range(len(labels)):
        if labels[i] == 1:
            positives.append(scores[i])
        else:
            negatives.append(scores[i])
    wins = 0
    pairs = 0
    for a in positives:
        for b in negatives:
            pairs = pairs + 1
            if a > b:
                wins = wins + 1
    return wins / pairs
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the retrieved list as a list: an id retrieved twice is counted twice in "
      "precision",
      [[r"duplicate", r"counted twice", r"more than once", r"distinct", r"unique", r"counted (more than )?once", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for x in retrieved:
        if x in relevant:
            hits = hits + 1
    if len(retrieved) == 0:
        p = 0.0
    else:
        p = hits / len(retrieved)
    found = 0
    for y in relevant:
        if y in retrieved:
            found = found + 1
    if len(relevant) == 0:
        r = 0.0
    else:
        r = found / len(relevant)
    return [p, r]
''')

wrong("q37", "dcg.trec", "data", "treats the graded relevance as binary (any grade above 0 counts 1)",
      [[r"binary", r"grade.{0,30}(as )?(1|one)\b", r"0/1", r"ignor\w* (the )?grade", r"graded", r"relevance level",
        r"above 0 (counts|as) 1"]], '''
import math

grades = v["grades"]
total = 0.0
for i in range(len(grades)):
    if grades[i] > 0:
        rel = 1
    else:
        rel = 0
    total = total + rel / math.log2(i + 2)
my_dcg_trec = total
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances but not the labels, so each distance is paired "
      "with another target's label",
      [[r"sort\w*"], [r"label", r"pair\w*", r"align\w*", r"mismatch\w*", r"another target", r"wrong target"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = 0
    rel = 0
    i = 0
    while True:
        if i >= len(ds):
            break
        if ds[i] >= epsilon:
            break
        n = n + 1
        rel = rel + labels[i]
        i = i + 1
    if n == 0:
        return 0.0
    return rel / n
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so the third entry (the fn) is used as fp "
      "in tp / (tp + fp)",
      [[r"\bfn\b.{0,20}(as|for|instead)", r"false negative", r"column", r"order", r"\[tp, fn, fp\]", r"second (entry|column|element)",
        r"recall"]], '''
def my_macro_precision(tables):
    values = []
    for t in tables:
        tp = t[0]
        fn = t[1]
        fp = t[2]
        if tp + fp == 0:
            values.append(0.0)
        else:
            values.append(tp / (tp + fp))
    s = 0.0
    for x in values:
        s = s + x
    return s / len(values)
''')

wrong("q40", "roc.auc", "data", "takes label 0 as the positive class (labels read the other way round)",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (are )?(inverted|flipped|swapped|reversed)",
        r"the other way round", r"1 - (the )?auc", r"negatives? as positive"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 0:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    total = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                total = total + 1
            elif a == b:
                total = total + 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q41", "sig.sign_test", "data", "keeps the tied queries and counts them as losses instead of dropping them",
      [[r"tie", r"tied", r"equal"], [r"kept", r"keep\w*", r"loss", r"count\w*", r"remov\w*",
        r"exclud\w*"]], '''
from math import comb

a = v["a"]
b = v["b"]
plus = 0
minus = 0
for i in range(len(a)):
    if a[i] > b[i]:
        plus = plus + 1
    else:
        minus = minus + 1
n = plus + minus
k = min(plus, minus)
s = 0
for j in range(k + 1):
    s = s + comb(n, j)
p = 2 * s / 2 ** n
if p > 1:
    p = 1.0
my_sign_p = p
''')

wrong("q42", "rank.p_at_k", "data", "divides by the length of the list when k is longer than it, instead of "
      "counting the missing ranks as not relevant",
      [[r"len\(labels\)", r"length of the list", r"list length", r"shorter than k",
        r"instead of k", r"divid\w* by .{0,20}(length|list)"]], '''
def my_p_at_k(labels, k):
    top = []
    for i in range(len(labels)):
        if i < k:
            top.append(labels[i])
    good = 0
    for x in top:
        if x == 1:
            good = good + 1
    return good / len(top)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "manual counting loops around the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    ds = []
    for d in distances:
        ds.append(d)
    ds.sort()
    cut = ds[k - 1]
    inside = 0
    inside_rel = 0
    tied = 0
    tied_rel = 0
    for i in range(len(distances)):
        if distances[i] < cut:
            inside = inside + 1
            inside_rel = inside_rel + labels[i]
        elif distances[i] == cut:
            tied = tied + 1
            tied_rel = tied_rel + labels[i]
    room = k - inside
    tied_non = tied - tied_rel
    low = inside_rel + max(0, room - tied_non)
    high = inside_rel + min(room, tied_rel)
    return [low / k, high / k]
''')

right("q44", "roc.eer", "while True over distinct thresholds with a straight-line intersection", '''
def my_eer(scores, labels):
    P = 0
    N = 0
    for lab in labels:
        if lab == 1:
            P = P + 1
        else:
            N = N + 1
    thresholds = sorted(set(scores), reverse=True)
    xs = [0.0]
    ys = [1.0]
    for t in thresholds:
        tp = 0
        fp = 0
        for i in range(len(scores)):
            if scores[i] >= t:
                if labels[i] == 1:
                    tp = tp + 1
                else:
                    fp = fp + 1
        xs.append(fp / N)
        ys.append(1 - tp / P)
    j = 1
    while True:
        if j >= len(xs):
            return 0.0
        g0 = xs[j - 1] - ys[j - 1]
        g1 = xs[j] - ys[j]
        if g0 <= 0 <= g1:
            if g1 == g0:
                return xs[j - 1]
            t = -g0 / (g1 - g0)
            return xs[j - 1] + t * (xs[j] - xs[j - 1])
        j = j + 1
''')

right("q45", "gen.practical", "fractions.Fraction with temporary variables", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x == 1:
            v = v + 1
    p = Fraction(v, s)
    if v == 0:
        r = Fraction(0)
    else:
        r = Fraction(v, d - s + v)
    g = Fraction(v, d)
    out = []
    out.append(float(p))
    out.append(float(r))
    out.append(float(g))
    return out
''')

right("q46", "pr.points", "itertools.accumulate of the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    running = list(accumulate(labels))
    points = []
    for i in range(len(labels)):
        if labels[i] == 1:
            points.append(running[i] / (i + 1))
    return points
''')

right("q47", "interp.step", "NumPy cumulative sums and a manual search", '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    lab = np.array(labels)
    hits = np.cumsum(lab)
    ranks = np.arange(1, len(lab) + 1)
    answer = 0.0
    for i in range(len(lab)):
        if lab[i] == 1:
            r = hits[i] / n_relevant
            if r >= level - 1e-12:
                answer = float(hits[i] / ranks[i])
                break
    return answer
''')

right("q48", "map.mrr", "a list comprehension of reciprocal ranks with next()", '''
def my_mrr(runs):
    rr = [1 / next((i + 1 for i in range(len(run)) if run[i] == 1), float("inf")) for run in runs]
    total = 0
    for x in rr:
        total = total + x
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
