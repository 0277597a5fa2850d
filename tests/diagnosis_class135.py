"""Diagnosis class 135, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write every function as a loop with a state variable per quantity and an if/elif ladder (explicit branches for
relevant / not relevant / tie / end of list, flags and counters), whose slips are a branch in the wrong order, an
elif that should be an if, a missing else, a counter updated in one branch only; the right ones vary the style
(loops, NumPy, comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and
the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c135-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class135): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 135 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c135-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(hits) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"\bhits\b", r"found", r"instead of n_relevant",
        r"not (by )?n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    rank = 0
    for lab in labels:
        rank += 1
        if lab == 1:
            hits += 1
            total += hits / rank
        else:
            pass
    if hits == 0:
        return 0.0
    else:
        return total / hits
''')

wrong("q02", "rank.p_at_k", "sibling", "returns the share of the list's relevant items found in the top k (a "
      "recall) instead of hits over k",
      [[r"recall", r"(divid\w*|over) (by )?(the )?(number|count) of relevant", r"relevant (items )?in the (whole )?list",
        r"instead of (by )?k\b"]], '''
def my_p_at_k(labels, k):
    hits = 0
    n_rel = 0
    i = 0
    for lab in labels:
        if lab == 1:
            n_rel += 1
            if i < k:
                hits += 1
        i += 1
    if n_rel == 0:
        return 0.0
    return hits / n_rel
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after) instead of "
      "the log2(i + 1) discount",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"(first|rank 1|rel_?1).{0,30}(not |un)discounted",
        r"instead of (the )?log2\s*\(\s*i ?\+ ?1", r"without (the )?\+ ?1"]], '''
import math

grades = v["grades"]
dcg = 0.0
pos = 1
for g in grades:
    if pos == 1:
        dcg += g
    else:
        dcg += g / math.log2(pos)
    pos += 1
my_dcg_trec = round(dcg, 4)
''')

wrong("q04", "ap.eleven_point", "sibling", "computes exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"(non-?interpolated|exact|uninterpolated|plain) (AP|average precision)", r"(no|without|not|never) interpolat",
        r"precision at (each|the) relevant (rank|item)s?"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(len(labels)):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / n_relevant
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?counts", r"(add|sum)\w* (up )?(the )?tp",
        r"(big|large) quer\w* (weigh|dominat)"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    for t in tables:
        tp_sum += t[0]
        ret_sum += t[0] + t[1]
    if ret_sum == 0:
        return 0.0
    return tp_sum / ret_sum
''')

wrong("q06", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum", r"\(d - s \+ v\) ?/ ?d"]], '''
def my_practical(labels, d):
    s = 0
    v = 0
    for lab in labels:
        s += 1
        if lab == 1:
            v += 1
    precision = v / s
    if v > 0:
        recall_lower = v / (d - s + v)
    else:
        recall_lower = 0.0
    gen = (d - s + v) / d
    return [precision, recall_lower, gen]
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing",
      [[r"nearest", r"closest (ROC )?point", r"(no|not|without|never) interpolat", r"(does not|doesn't|never) intersect"]],
      '''
def my_eer(scores, labels):
    P = 0
    N = 0
    for y in labels:
        if y == 1:
            P += 1
        else:
            N += 1
    fpr, fnr = 0.0, 1.0
    best_gap = abs(fpr - fnr)
    best = (fpr + fnr) / 2
    for t in sorted(set(scores), reverse=True):
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
        gap = abs(fpr - fnr)
        if gap < best_gap:
            best_gap = gap
            best = (fpr + fnr) / 2
    return best
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both places)",
      [[r"squar", r"(plain|linear|unsquared) beta", r"beta (instead|in place) of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"(forgot|missing|without|dropp|omit|no)\w*.{0,30}(- ?1|minus|subtract)", r"(not|never) subtract",
        r"gain (of )?1 for (grade )?0", r"grade 0.{0,40}(gain|count|give|add)\w* (of )?(1|one)"]], '''
import math

grades = v["grades"]
total = 0.0
i = 1
for g in grades:
    gain = 2 ** g
    total += gain / math.log2(i + 1)
    i += 1
my_dcg_exp = total
''')

wrong("q10", "ndcg.all_judgments", "shape", "computes the ideal DCG but returns the DCG itself, never dividing "
      "by it",
      [[r"(un-?normali[sz]ed|not normali[sz]ed|without normali[sz]|never normali[sz])",
        r"(forgot|never|not|without|missing|no) (to )?divi\w*", r"(returns?|returned) (the )?(raw )?DCG",
        r"IDCG (is )?(computed but )?(never|not) used", r"part of the formula"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    i = 1
    for g in grades:
        if i == 1:
            dcg += g
        else:
            dcg += g / math.log2(i)
        i += 1
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = 0.0
    i = 1
    for g in ideal:
        if i == 1:
            idcg += g
        else:
            idcg += g / math.log2(i)
        i += 1
    if idcg == 0:
        return 0.0
    return dcg
''')

wrong("q11", "roc.auc", "shape", "counts a tied pair as a full win (>=) instead of 1/2",
      [[r"ti(e|ed|es)\w*.{0,40}(as|count\w*) (a )?(full |whole )?(win|1\b(?!/))", r"full (win|point|credit)",
        r">=", r"instead of (1/2|half|0\.5)", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    good = 0
    pairs = 0
    for i in range(len(scores)):
        if labels[i] != 1:
            continue
        for j in range(len(scores)):
            if labels[j] == 1:
                continue
            pairs += 1
            if scores[i] >= scores[j]:
                good += 1
    return good / pairs
''')

wrong("q12", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"k (as|in) the denominator", r"instead of min", r"(ignor|drop)\w*.{0,20}n_relevant"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    if k == 0 or n_relevant == 0:
        return 0.0
    return total / k
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided tail probability, never doubling it",
      [[r"one.?sided", r"one tail", r"single tail", r"(forgot|missing|without|not|never)\w*.{0,20}(doubl|2 ?\*|times (2|two)|twice)",
        r"half (the|of the) (two.?sided )?p"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = 0
losses = 0
for x, y in zip(a, b):
    if x > y:
        wins += 1
    elif x < y:
        losses += 1
n = wins + losses
k = min(wins, losses)
p = 0.0
for i in range(k + 1):
    p += comb(n, i) / 2 ** n
my_sign_p = p
''')

wrong("q14", "gen.practical", "shape", "recall's lower bound divides by d - s, dropping the + v of d - s + v",
      [[r"\+ ?v\b", r"(forgot|dropp|missing|without|left out|omit)\w*.{0,30}\bv\b", r"d - s\b(?! ?\+)",
        r"unjudged (items|part) only"]], '''
def my_practical(labels, d):
    s = 0
    v = 0
    for lab in labels:
        s += 1
        if lab == 1:
            v += 1
    precision = v / s
    if v == 0:
        recall_lower = 0.0
    else:
        recall_lower = v / (d - s)
    gen_lower = v / d
    return [precision, recall_lower, gen_lower]
''', crash="ZeroDivisionError")

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "the rank counter is advanced only in the relevant branch, so every "
      "precision is 1",
      [[r"rank (counter|count|index|position)?.{0,40}(only|not|never) (increment|updat|advanc|count)",
        r"(only|not) (increment|updat|advanc|count)\w*.{0,40}(relevant|non-?relevant)", r"one branch",
        r"non-?relevant (items|ranks) (are )?(not|never) counted", r"always 1", r"every precision (is )?1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    rank = 0
    for lab in labels:
        if lab == 1:
            hits += 1
            rank += 1
            points.append(hits / rank)
    return points
''')

wrong("q16", "map.mean", "flow", "the hit counter and the precision sum are never reset between queries",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) over", r"(across|between) (the )?queries",
        r"outside (the )?(query )?loop", r"previous quer"]], '''
def my_map(runs, n_relevant):
    total_ap = 0.0
    hits = 0
    s = 0.0
    for q in range(len(runs)):
        for i, lab in enumerate(runs[q]):
            if lab == 1:
                hits += 1
                s += hits / (i + 1)
        if n_relevant[q] > 0:
            total_ap += s / n_relevant[q]
    return total_ap / len(runs)
''')

wrong("q17", "map.mrr", "flow", "no break after the first relevant item: each later relevant item overwrites "
      "the reciprocal rank, so the last one's is used",
      [[r"last relevant", r"(no|missing|without|forgot\w*|never) (a |to )?break", r"overwrit",
        r"(later|every|each|following) relevant", r"flag (is )?(never|not) (checked|used)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        found = False
        pos = 1
        for lab in run:
            if lab == 1:
                rr = 1 / pos
                found = True
            pos += 1
        if found:
            total += rr
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the level loop runs range(10), so level 1.0 is never filled (stays 0)",
      [[r"10 levels", r"only 10", r"range\(10\)", r"(miss|drop|lack|omit|left out|skip)\w*.{0,30}(1\.0|last level|level 1|recall 1)",
        r"(1\.0|last level|level 1).{0,30}(never|not) (filled|computed|set)", r"off.by.one", r"one level short"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    nq = 0
    for labels, n in zip(runs, n_relevant):
        nq += 1
        if n == 0:
            continue
        precs = []
        recs = []
        hits = 0
        rank = 0
        for lab in labels:
            rank += 1
            if lab == 1:
                hits += 1
            precs.append(hits / rank)
            recs.append(hits)
        for j in range(10):
            best = 0.0
            for p, h in zip(precs, recs):
                if h * 10 >= j * n and p > best:
                    best = p
            sums[j] += best
    return [x / nq for x in sums]
''')

wrong("q21", "rank.distances", "flow", "never sorts by distance: takes the first k items in input order",
      [[r"(never|not|forg[eo]t\w*( to)?|without|no) sort", r"input order", r"unsorted", r"original order",
        r"given order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    hits = 0
    count = 0
    for d, lab in zip(distances, labels):
        if count == k:
            break
        if lab == 1:
            hits += 1
        count += 1
    return hits / k
''')

wrong("q20", "interp.curve", "flow", "loops range(1, len(labels)) over a 0-based list: the first item is skipped "
      "and every rank is one too small",
      [[r"(skip|miss|ignor|drop|lose|lost)\w*.{0,20}(the )?first (item|rank|label|element)",
        r"first (item|rank|label|element).{0,30}(skipped|ignored|missing|never|dropped)", r"range\(1",
        r"off.by.one", r"(1|one).based.{0,40}(0|zero).based", r"(0|zero).based.{0,40}(1|one).based"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    precs = []
    hits_at = []
    hits = 0
    for i in range(1, len(labels)):
        if labels[i] == 1:
            hits += 1
        precs.append(hits / i)
        hits_at.append(hits)
    curve = []
    for j in range(11):
        best = 0.0
        for p, h in zip(precs, hits_at):
            if h * 10 >= j * n_relevant and p > best:
                best = p
        curve.append(best)
    return curve
''')

wrong("q27", "interp.step", "flow", "the recall is computed before the hit counter is updated, so the level is "
      "tested against the previous point's recall and the next point is read",
      [[r"before (the )?(hit|recall|count)\w* (is )?(updat|increment|add)", r"one (relevant )?(rank|point|step|item) (too )?late",
        r"(next|following) (relevant )?(point|item|rank)", r"recall (is )?(computed|updated|taken) (before|too early)",
        r"(stale|old) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    rank = 0
    for lab in labels:
        rank += 1
        recall = hits / n_relevant
        if lab == 1:
            hits += 1
            if recall >= level:
                return hits / rank
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no branch for P = R = 0: divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    if beta == 1:
        return 2 * precision * recall / (precision + recall)
    else:
        b2 = beta * beta
        return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "skips a query with nothing retrieved (continue before the counter) instead "
      "of counting its precision 0",
      [[r"(skip|drop|leav|ignor|exclud|left out)\w*.{0,40}(query|queries|table)",
        r"(not|never) count\w*.{0,30}(query|queries|denominator)", r"fewer queries",
        r"denominator.{0,40}(quer|count)", r"(only|just) (the )?queries (that|with)"]], '''
def my_macro_precision(tables):
    total = 0.0
    count = 0
    for tp, fp, fn in tables:
        retrieved = tp + fp
        if retrieved == 0:
            continue
        else:
            total += tp / retrieved
            count += 1
    return total / count
''')

wrong("q24", "map.mean", "hidden", "the query counter is incremented only when the query found a relevant item, "
      "so such a query is left out of the mean",
      [[r"(skip|drop|leav|ignor|exclud|left out)\w*.{0,40}(query|queries)",
        r"(not|never) count\w*.{0,30}(query|queries|denominator)", r"fewer queries",
        r"denominator.{0,40}(quer|count)", r"(only|just) (the )?queries (that|with)", r"one branch"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    n_q = 0
    for q in range(len(runs)):
        hits = 0
        s = 0.0
        for i in range(len(runs[q])):
            if runs[q][i] == 1:
                hits += 1
                s += hits / (i + 1)
        if hits > 0:
            total += s / n_relevant[q]
            n_q += 1
    if n_q == 0:
        return 0.0
    return total / n_q
''')

wrong("q25", "scope.knn_ties", "hidden", "looks at the item after the k-th to test for a tie: IndexError when k "
      "is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    if pairs[k][0] != cut:
        hits = 0
        for d, lab in pairs[:k]:
            if lab == 1:
                hits += 1
        return [hits / k, hits / k]
    below_n = 0
    below_rel = 0
    tie_n = 0
    tie_rel = 0
    for d, lab in pairs:
        if d < cut:
            below_n += 1
            if lab == 1:
                below_rel += 1
        elif d == cut:
            tie_n += 1
            if lab == 1:
                tie_rel += 1
    slots = k - below_n
    low = below_rel + max(0, slots - (tie_n - tie_rel))
    high = below_rel + min(tie_rel, slots)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant: IndexError when the list is "
      "shorter than the class",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        if labels[i] == 1:
            hits += 1
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("q19", "interp.step", "hidden", "no return after the loop: a level the ranking never reaches gives None "
      "instead of 0",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
''')

wrong("q28", "scope.eps_precision", "hidden", "no branch for an empty result: divides by zero when nothing is "
      "within epsilon",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = 0
    rel = 0
    for d, lab in zip(distances, labels):
        if d < epsilon:
            inside += 1
            if lab == 1:
                rel += 1
    return rel / inside
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "adds 1 to a rank that enumerate(start=1) already made 1-based, so ranks "
      ">= 2 are discounted by log2(i + 1) (looks like the trec discount)",
      [[r"off.by.one", r"(start=1|1-based|one-based|already).{0,60}(\+ ?1|again|twice)",
        r"(\+ ?1|added? (1|one)).{0,40}(already|twice|again|start=1|1-based)", r"shift\w*.{0,30}(rank|index|by one)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log2(i + 1)
    return total
''')

wrong("q30", "sig.sign_test", "twin", "ties are not dropped: n counts every query (looks like ties counted as "
      "wins of b)",
      [[r"ti(e|es|ed)\w* (are |were )?(not|never) (dropped|removed|excluded|discarded)",
        r"(kept|keeps|keeping|includ\w*) (the )?ti(e|es|ed)", r"n (counts|includes|is) (every|all|the number of) quer",
        r"(every|all) (the )?quer(y|ies)", r"(forgot|forget|fails?|didn't|does not|never)\w*.{0,20}(drop|remove|exclude)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = 0
wins = 0
for x, y in zip(a, b):
    n += 1
    if x > y:
        wins += 1
losses = n - wins
k = min(wins, losses)
tail = 0
for i in range(k + 1):
    tail += comb(n, i)
my_sign_p = min(1.0, 2 * tail / 2 ** n)
''')

wrong("q31", "rank.distances", "twin", "sorts the distances with reverse=True, the farthest item first (looks "
      "like distances read as similarity scores)",
      [[r"descending", r"reverse", r"farthest", r"largest distances?( first)?", r"(biggest|highest) distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    hits = 0
    for pos in range(k):
        if labels[order[pos]] == 1:
            hits += 1
    return hits / k
''')

wrong("q32", "avg.macro", "twin", "unpacks the table columns as tp, fn, fp (fp and fn swapped), which gives the "
      "macro recall",
      [[r"(fp|false positives?).{0,40}(fn|false negatives?)", r"(fn|false negatives?).{0,40}(fp|false positives?)"],
       [r"swap", r"confus", r"\bmix", r"wrong (column|index|position)", r"t\[2\]", r"exchang", r"the other way"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp = t[0]
        fp = t[2]
        fn = t[1]
        if tp + fp == 0:
            total += 0.0
        else:
            total += tp / (tp + fp)
    return total / len(tables)
''')

wrong("q33", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P and R swapped there), "
      "which equals F with 1/beta",
      [[r"swap", r"(precision|P) and (recall|R) (are |were )?(swapped|exchanged|confused|the wrong way|reversed)",
        r"beta.?(\^|\*\*)?.?2 ?\*? ?(R|recall)\b", r"beta.{0,30}(on|with|multipl\w*|times) (the )?recall",
        r"wrong term"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q34", "ap.eleven_point", "twin", "the level loop is range(1, 11): level 0.0 is skipped but the sum is "
      "still divided by 11 (looks like p_interp(0) taken as 0)",
      [[r"(skip|miss|omit|drop|left out|lack)\w*.{0,30}(level |recall )?0(\.0)?\b",
        r"level 0(\.0)? (is )?(skipped|missing|omitted|left out|never)", r"range\(1, ?11\)",
        r"starts? at (level |recall )?0?\.1", r"only 10 levels", r"off.by.one"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = []
    hits_at = []
    hits = 0
    rank = 0
    for lab in labels:
        rank += 1
        if lab == 1:
            hits += 1
        precs.append(hits / rank)
        hits_at.append(hits)
    total = 0.0
    for j in range(1, 11):
        best = 0.0
        for p, h in zip(precs, hits_at):
            if h * 10 >= j * n_relevant and p > best:
                best = p
        total += best
    return total / 11
''')

wrong("q35", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"swap", r"(wrong|reversed|opposite) order", r"the other way (round|around)", r"order of the (two )?(bounds|values|results)",
        r"reversed", r"highest (first|before)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    below_n = 0
    below_rel = 0
    tie_n = 0
    tie_rel = 0
    for d, lab in zip(distances, labels):
        if d < cut:
            below_n += 1
            if lab == 1:
                below_rel += 1
        elif d == cut:
            tie_n += 1
            if lab == 1:
                tie_rel += 1
    slots = k - below_n
    low = below_rel + max(0, slots - (tie_n - tie_rel))
    high = below_rel + min(tie_rel, slots)
    return [high / k, low / k]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (never made into a set)",
      [[r"duplicat", r"(not|never) (de-?dup|made? (it |them )?(in)?to a set|convert\w* (it |them )?to a set)",
        r"counted (twice|more than once)", r"repeated (id|item|doc)", r"list (instead of|rather than|not) (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = 0
    n_ret = 0
    for doc in retrieved:
        n_ret += 1
        if doc in rel:
            hits += 1
    if n_ret == 0:
        p = 0.0
    else:
        p = hits / n_ret
    if len(rel) == 0:
        r = 0.0
    else:
        r = hits / len(rel)
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "takes label 0 as the positive class (labels inverted), giving 1 - AUC",
      [[r"(invert|flip|swap|revers|mix)\w*.{0,30}label", r"label.{0,40}(invert|flip|swap|revers|wrong way)",
        r"1 ?- ?(the )?AUC", r"(0|zero|negatives?) (as|for) (the )?positive", r"complement"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for s, y in zip(scores, labels):
        if y == 0:
            pos.append(s)
        else:
            neg.append(s)
    total = 0.0
    for p in pos:
        for q in neg:
            if p > q:
                total += 1
            elif p == q:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q38", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of items and gives each grade 1 in the "
      "ideal, losing their grades",
      [[r"(grades?|values?) of (the )?unretrieved.{0,40}(ignor|lost|replac|not used|dropped)",
        r"unretrieved.{0,40}(grade |as |count(ed)? as )(1|one)\b", r"(binary|grade 1|1 each|one each)",
        r"(ignor|lost|discard|replac)\w*.{0,30}(their|the unretrieved) grades"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    i = 1
    for g in grades:
        if i == 1:
            dcg += g
        else:
            dcg += g / math.log2(i)
        i += 1
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    idcg = 0.0
    i = 1
    for g in ideal:
        if i == 1:
            idcg += g
        else:
            idcg += g / math.log2(i)
        i += 1
    if idcg == 0:
        return 0.0
    return dcg / idcg
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances alone and reads labels by the sorted position, "
      "so labels no longer belong to their distances",
      [[r"misalign", r"labels?.{0,40}(no longer|not|never) (match|aligned|paired|sorted|reordered)",
        r"sort\w* (only )?(the )?distances.{0,40}(only|not the labels|without)",
        r"(lost|break|broke|breaks)\w*.{0,30}(pairing|alignment|correspondence)", r"(pairing|alignment|correspondence)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = 0
    rel = 0
    i = 0
    while i < len(ds) and ds[i] < epsilon:
        inside += 1
        if labels[i] == 1:
            rel += 1
        i += 1
    if inside == 0:
        return 0.0
    return rel / inside
''')

wrong("q40", "ap.value", "data", "takes the number of relevant items as sum(labels), the relevant ones retrieved, "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items |ones )?(retrieved|in (the|your) (list|ranking))",
        r"(ignor|instead of|not)\w*.{0,20}n_relevant", r"count\w* (of )?(the )?(1s|ones)", r"\bfound\b"]], '''
labels = v["labels"]
n_rel = sum(labels)
hits = 0
s = 0.0
rank = 0
for lab in labels:
    rank += 1
    if lab == 1:
        hits += 1
        s += hits / rank
if n_rel == 0:
    my_ap_value = 0.0
else:
    my_ap_value = s / n_rel
''')

wrong("q41", "map.mean", "data", "reads n_relevant[i] as the number of relevant items NOT retrieved and divides "
      "by hits + n_relevant[i]",
      [[r"n_relevant", r"number of relevant", r"relevant count"],
       [r"(as|for|means?|meant) (the )?(number of )?(unretrieved|missing|not retrieved)",
        r"(add|adds|added|plus)\w*.{0,40}(hits|retrieved|found)", r"hits ?\+ ?n_relevant"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, missing in zip(runs, n_relevant):
        hits = 0
        s = 0.0
        rank = 0
        for lab in labels:
            rank += 1
            if lab == 1:
                hits += 1
                s += hits / rank
        denom = hits + missing
        if denom > 0:
            total += s / denom
    return total / len(runs)
''')

wrong("q42", "rank.r_precision", "data", "takes R as the length of the list instead of n_relevant (the precision "
      "of the whole list)",
      [[r"len\(labels\)", r"(list|ranking)('s)? length", r"length of (the )?(list|ranking)", r"whole (list|ranking)",
        r"(all|every) (the )?(ranks|items|retrieved)"]], '''
labels = v["labels"]
R = len(labels)
hits = 0
for x in labels:
    if x == 1:
        hits += 1
my_r_precision = hits / R
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "loop with exact fractions.Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = Fraction(0)
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q44", "interp.curve", "NumPy cumulative sums and a reversed running maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    out = []
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q45", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 0.0 if first is None else 1 / first
    return total / len(runs)
''')

right("q46", "gen.grip_point", "list comprehension over the padded top c", '''
def my_grip_point(labels, n_relevant):
    top = [x for i, x in enumerate(labels) if i < n_relevant]
    return sum(1 for x in top if x == 1) / n_relevant
''')

right("q47", "set.pr", "Python sets with explicit empty-set branches", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    both = ret & rel
    p = len(both) / len(ret) if ret else 0.0
    r = len(both) / len(rel) if rel else 0.0
    return [p, r]
''')

right("q48", "ndcg.all_judgments", "loop with a discount helper and an if/else ladder", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            if i == 1:
                total += g
            else:
                total += g / math.log2(i)
        return total

    ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0], reverse=True)
    best = dcg(ideal)
    if best == 0:
        return 0.0
    return dcg(grades) / best
''')

SUBMISSIONS = tuple(S)
