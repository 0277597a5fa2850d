"""Diagnosis class 88, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write their loops as little state machines with boolean flags and sentinels (``found``, ``done``, ``started``,
``seen_first``, ``stop``), ``while True`` loops with several exits, flags set or cleared in the wrong branch, a flag
checked before it is updated, a sentinel that collides with real data; some of them also use NumPy,
comprehensions, itertools or ``fractions``. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure
library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c88-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class88): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 88 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c88-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the list "
      "(a recall) instead of by k",
      [[r"recall", r"divid\w* by (the )?(number|count) of relevant", r"all (the )?relevant (items|labels|ones)",
        r"sum\(labels\)", r"total (number of )?relevant"]], '''
def my_p_at_k(labels, k):
    hits = 0
    rank = 0
    done = False
    while not done:
        if rank >= len(labels) or rank >= k:
            done = True
        else:
            if labels[rank] == 1:
                hits += 1
            rank += 1
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q02", "map.mean", "sibling", "each query scores 1 / rank of its first relevant item (the reciprocal rank, so "
      "an MRR) instead of its average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant (item|rank|document)", r"\bRR\b"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        found = False
        score = 0.0
        rank = 0
        for x in run:
            rank += 1
            if x == 1 and not found:
                score = 1 / rank      # precision where the first relevant one shows up
                found = True
        total += score
    return total / len(runs)
''')

wrong("q03", "interp.step", "sibling", "takes the maximum precision over every relevant rank from the level on (the "
      "max interpolation) instead of the step rule's P_i",
      [[r"highest precision", r"later (ranks|relevant)", r"best precision", r"max(imum)? interpolat", r"max(imum)? over",
        r"interpolated (max|precision)", r"largest precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    best = 0.0
    started = False
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if not started and hits / n_relevant >= level - 1e-12:
                started = True
            if started:
                best = max(best, hits / rank)
    return best
''')

wrong("q04", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d instead of the "
      "smallest v / d",
      [[r"upper", r"largest", r"highest possible", r"maxim", r"greatest"], [r"generality", r"\bg\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x:
            v += 1
    precision = v / s
    recall_lower = v / (d - s + v)
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q05", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (up )?(the |all )?(counts|tables|tp)", r"total tp"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    retrieved_sum = 0
    for tp, fp, fn in tables:
        tp_sum += tp
        retrieved_sum += tp + fp
    if retrieved_sum == 0:
        return 0.0
    return tp_sum / retrieved_sum
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead of "
      "sum rel_i / log2(i + 1)",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"rel_?1 (is )?(not|never) discounted", r"first (rank|item|grade) "
        r"(is )?(not|never) discounted", r"undiscounted", r"another DCG"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
first = True
for i, g in enumerate(grades, 1):
    if first:
        my_dcg_trec += g
        first = False
    else:
        my_dcg_trec += g / math.log2(i)
''')

wrong("q07", "ndcg.all_judgments", "sibling", "uses trec_eval's DCG sum rel_i / log2(i + 1) instead of the classic "
      "DCG the task asks for",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"trec.{0,20}(formula|discount|version)", r"another DCG", r"first (rank|item) (is )?discounted",
        r"discount\w* (the )?first"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        return float(np.sum(gs / np.log2(np.arange(2, len(gs) + 2))))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"unsquared", r"without squar", r"forg[eo]t\w* to square", r"beta instead of beta",
        r"instead of beta\s*(\^|\*\*|²|squared)", r"beta rather than", r"missing square", r"squar\w* (is )?missing",
        r"never squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"base 2", r"another base", r"wrong base",
        r"base of the log"]], '''
import math

def my_dcg(grades):
    total = 0.0
    seen_first = False
    for i, g in enumerate(grades, start=1):
        if not seen_first:
            total += g
            seen_first = True
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "ap.at_k", "shape", "divides by n_relevant instead of min(k, n_relevant)",
      [[r"n_relevant", r"\bR\b", r"number of relevant", r"all (the )?relevant"],
       [r"instead of", r"rather than", r"not (the )?min", r"ignor\w* k", r"without (the )?min", r"in place of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    rank = 0
    while True:
        if rank == k or rank == len(labels):
            break
        rank += 1
        if labels[rank - 1] == 1:
            hits += 1
            total += hits / rank
    if n_relevant == 0:
        return 0.0
    return total / n_relevant
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"without (the )?-\s*1", r"minus (one|1)", r"subtract\w* (one|1)", r"forg[eo]t\w*.{0,20}(-\s*1|one\b|1\b)",
        r"missing (the )?(-\s*1|one\b)", r"no -\s*1", r"2\s*(\^|\*\*)\s*rel\w* (instead|without|rather)"]], '''
import math

grades = v["grades"]
my_dcg_exp = 0.0
i = 0
while True:
    if i >= len(grades):
        break
    my_dcg_exp += 2 ** grades[i] / math.log2(i + 2)
    i += 1
''')

wrong("q12", "roc.auc", "shape", "divides the winning pairs by all n(n-1)/2 pairs of items instead of by "
      "n_pos * n_neg",
      [[r"n_?pos\w*\s*(\*|x|×|times)\s*n_?neg", r"positives? times (the )?(number of )?negatives",
        r"all (the )?pairs", r"every pair", r"n\s*\(n\s*-\s*1\)", r"number of pairs",
        r"(positive|negative)[- ]+(positive|negative) pairs"]], '''
def my_auc(scores, labels):
    wins = 0.0
    n = len(scores)
    for i in range(n):
        for j in range(n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    wins += 1
                elif scores[i] == scores[j]:
                    wins += 0.5
    return wins / (n * (n - 1) / 2)
''')

wrong("q13", "set.pr", "shape", "divides precision by the number relevant and recall by the number retrieved (the "
      "two denominators swapped)",
      [[r"swap", r"revers", r"the other way", r"exchang", r"interchang", r"mix\w* up", r"confus"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q14", "gen.practical", "shape", "leaves the + v out of recall's lower bound: v / (d - s) instead of "
      "v / (d - s + v)",
      [[r"\+\s*v", r"d\s*-\s*s\s*\+\s*v", r"plus v", r"forg[eo]t\w*.{0,30}\bv\b", r"missing.{0,30}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "calls sorted() but throws its result away, so P@k is read off the input "
      "order",
      [[r"never sort", r"not sorted", r"unsorted", r"sorted\(\).{0,40}(discarded|thrown away|not (used|kept|"
        r"assigned)|lost)", r"input order", r"given order", r"original order", r"without sorting",
        r"not (re)?ordered"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    sorted(pairs)
    hits = 0
    for i in range(k):
        hits += pairs[i][1]
    return hits / k
''')

wrong("q16", "map.mrr", "flow", "the found flag is set once and never reset for the next query, so only the first "
      "query with a relevant item adds its reciprocal rank",
      [[r"reset", r"carr\w* over", r"stays? (True|set)", r"never cleared", r"not cleared", r"only the first query",
        r"(later|other|following|next) quer"]], '''
def my_mrr(runs):
    total = 0.0
    found = False
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x and not found:
                total += 1 / rank
                found = True
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "records the precision before counting the current relevant item (the hit "
      "counter is updated after it is read)",
      [[r"before (it is |being )?(increment|count|updat|add)", r"(increment|count|updat)\w* .{0,20}after",
        r"one (hit|relevant \w+) (too )?(few|short|behind|late)", r"(hits|relevant) - 1", r"\(h\w* ?- ?1\)",
        r"previous (hit|count)", r"not (yet )?counted"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x == 1:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q18", "interp.curve", "flow", "the search breaks at the first rank whose recall reaches r and keeps that "
      "precision instead of the maximum over it and all later ranks",
      [[r"\bmax", r"highest", r"later ranks", r"ranks? (after|below|further)", r"best"],
       [r"first rank", r"break", r"stops?", r"exits?", r"as soon as", r"earliest", r"first (point|one)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        hits = 0
        rank = 0
        value = 0.0
        while True:
            if rank == len(labels):
                break
            rank += 1
            if labels[rank - 1]:
                hits += 1
            if n_relevant and hits / n_relevant >= r:
                value = hits / rank
                break
        out.append(value)
    return out
''')

wrong("q19", "ap.exact", "flow", "the while loop stops at len(labels) - 1, so the last rank is never looked at",
      [[r"last (rank|item|label|position|element)", r"off[- ]by[- ]one", r"len\(labels\)\s*-\s*1",
        r"stops? one (rank |step )?(early|short|too soon)", r"final rank"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    i = 0
    while i < len(labels) - 1:
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / n_relevant
''')

wrong("q20", "map.mean", "flow", "the sum of precisions is not reset per query, so each query's AP also holds the "
      "earlier queries' precisions",
      [[r"reset", r"carr\w* over", r"accumulat\w*.{0,40}(across|over|between) (the )?queries", r"previous quer",
        r"earlier quer", r"outside (the )?(query |per-query )?loop", r"not (re)?initiali[sz]ed"]], '''
def my_map(runs, n_relevant):
    aps = []
    s = 0.0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q21", "pr.averaged", "flow", "the per-level running maximum is not reset per query, so a query inherits the "
      "best precisions of the queries before it",
      [[r"reset", r"carr\w* over", r"previous quer", r"earlier quer", r"queries before",
        r"outside (the )?(query |per-query )?loop", r"not (re)?initiali[sz]ed", r"inherit"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    best = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        hits = 0
        for rank, x in enumerate(run, 1):
            hits += x
            if R == 0:
                continue
            for j, r in enumerate(levels):
                if hits / R >= r:
                    best[j] = max(best[j], hits / rank)
        for j in range(11):
            sums[j] += best[j]
    return [s / len(runs) for s in sums]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.eleven_point", "hidden", "steps the recall level by adding 0.1 to a float, so the level near 0.3 "
      "is 0.30000000000000004 and a recall of exactly 0.3 does not reach it",
      [[r"float", r"rounding", r"0\.30000000000000004", r"accumulat\w*.{0,30}0\.1", r"adding 0\.1",
        r"\+= ?0\.1", r"inexact", r"repeated(ly)? add"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    r = 0.0
    while True:
        best = 0.0
        hits = 0
        for rank, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / rank)
        total += best
        r += 0.1
        if r > 1.0 + 1e-9:
            break
    return total / 11
''')

wrong("q24", "gen.grip_point", "hidden", "the loop stops at the end of a list shorter than the class and divides by "
      "the ranks it walked instead of by n_relevant",
      [[r"divid\w* by (the )?(length|len|number of ranks|ranks (seen|walked|read))",
        r"instead of (the )?(class size|n_relevant|c\b|s\b)", r"len\(labels\)", r"list length",
        r"length of the list"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    rank = 0
    stop = False
    while not stop:
        if rank == len(labels) or rank == n_relevant:
            stop = True
        else:
            hits += labels[rank]
            rank += 1
    return hits / rank
''')

wrong("q25", "avg.macro", "hidden", "skips a query with nothing retrieved instead of counting its precision as 0 in "
      "the mean",
      [[r"skip", r"dropp", r"left out", r"leaves? out", r"exclud", r"ignor", r"omit"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''')

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy divides 0 by 0 and returns nan",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return np.float64(0.0)
        disc = np.ones(gs.size)
        disc[1:] = np.log2(np.arange(2, gs.size + 1))
        return np.sum(gs / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q27", "ap.at_k", "hidden", "loops over range(k) and indexes labels[i], which runs off a list shorter than k",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")

wrong("q28", "ap.exact", "hidden", "no guard for n_relevant = 0: the final division by n_relevant raises",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    i = 0
    done = False
    while not done:
        if i == len(labels):
            done = True
            continue
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
        i += 1
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "converts beta to the weighted harmonic mean's alpha as 1 / (1 + beta) instead "
      "of 1 / (1 + beta^2)",
      [[r"alpha", r"weighted harmonic"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q30", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the last two columns in the wrong order), so "
      "the 'precision' divides by tp + fn",
      [[r"unpack", r"order of (the )?(columns|entries|fields|counts|table|values)", r"tp, fn, fp",
        r"(fp|fn) and (fn|fp) (are )?(swapped|confused|mixed|exchanged)", r"columns? (swapped|in the wrong order)",
        r"wrong order"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q31", "rank.r_precision", "twin", "takes R as the number of ones in the list instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"relevant (items )?retrieved", r"count\w* (the )?(ones|relevant labels)", r"instead of n_relevant",
        r"not n_relevant", r"ones in the list"]], '''
labels = v["labels"]
R = 0
for x in labels:
    if x == 1:
        R += 1
hits = 0
for i in range(R):
    if labels[i] == 1:
        hits += 1
my_r_precision = hits / R
''')

wrong("q32", "map.mean", "twin", "pools all queries' precision sums and divides once by the total n_relevant "
      "(queries weighted by their number of relevant items)",
      [[r"pool", r"micro", r"weight\w* by (the )?(number of relevant|n_relevant|class size)",
        r"sum\w* .{0,40}(before|then) divid", r"one (big|single) (sum|division)", r"total n_relevant",
        r"sum of (the )?n_relevant"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    den = 0
    for run, R in zip(runs, n_relevant):
        hits = 0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                num += hits / rank
        den += R
    return num / den if den else 0.0
''')

wrong("q33", "scope.knn_ties", "twin", "gives the two sorts the wrong tie keys: the lowest bound puts the tied "
      "relevant targets first and the highest puts them last",
      [[r"sort key", r"keys?.{0,40}(reversed|swapped|wrong way|opposite|exchanged)",
        r"tie.{0,40}(rule|order|break)\w*.{0,40}(reversed|swapped|wrong|opposite)",
        r"relevant (targets? )?(ranked |sorted |placed )?first.{0,60}(lowest|pessimistic)", r"-labels?\["]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    high = sorted(idx, key=lambda i: (distances[i], labels[i]))
    p_low = sum(labels[i] for i in low[:k]) / k
    p_high = sum(labels[i] for i in high[:k]) / k
    return [p_low, p_high]
''')

wrong("q34", "dcg.trec", "twin", "enumerates from 1 and still adds 1, so the discount is log2(i + 2): every rank "
      "discounted as the next one",
      [[r"enumerate", r"start\s*=\s*1", r"off[- ]by[- ]one", r"counted from 1", r"one rank (too )?(late|far|down)",
        r"i\s*\+\s*2", r"shift", r"adds? (the )?1 twice"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
for i, g in enumerate(grades, start=1):
    my_dcg_trec += g / math.log2(i + 2)
''')

wrong("q35", "ap.value", "twin", "divides the sum of precisions by the number of relevant items retrieved (the mean "
      "of the precisions) instead of by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"mean of the precisions",
        r"averag\w* (the |of the )?precisions", r"instead of n_relevant", r"number of hits", r"len\(precs\)"]], '''
labels = v["labels"]
precs = []
hits = 0
for rank, x in enumerate(labels, 1):
    if x:
        hits += 1
        precs.append(hits / rank)
my_ap_value = sum(precs) / len(precs)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.auc", "data", "walks the labels in the order given as if they were already sorted by score (the "
      "scores are never used)",
      [[r"sort", r"scores? (are |is )?(never|not) used", r"ignor\w* (the )?scores", r"input order", r"given order",
        r"already (ranked|sorted|ordered)", r"without (the )?scores"]], '''
def my_auc(scores, labels):
    pos_seen = 0
    good = 0.0
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    for y in labels:
        if y == 1:
            pos_seen += 1
        else:
            good += pos_seen
    return good / (n_pos * n_neg)
''')

wrong("q37", "ndcg.value", "data", "puts each unretrieved item into the ideal ranking with grade 1 instead of its "
      "own grade",
      [[r"grade (of )?1\b", r"as 1\b", r"binary", r"len\(unretrieved\)", r"(ignor|instead of)\w*.{0,40}(their|its|"
        r"the unretrieved\w*) (own )?grades?", r"unretrieved grades? (ignored|lost|not used)", r"\[1\]"]], '''
import math

grades = v["grades"]
unret = v["unretrieved"]

def dcg(gs):
    total = 0.0
    for i, g in enumerate(gs, 1):
        total += g if i == 1 else g / math.log2(i)
    return total

ideal = sorted(grades + [1] * len(unret), reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q38", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon",
      [[r"similarit", r"(greater|larger|bigger|more) than", r"farthest", r"farther", r"outside", r"wrong side",
        r"direction", r"d\s*>\s*eps", r"reversed"]], '''
def my_eps_precision(distances, labels, epsilon):
    got = 0
    hits = 0
    for d, y in zip(distances, labels):
        if d > epsilon:
            got += 1
            hits += y
    return hits / got if got else 0.0
''')

wrong("q39", "gen.practical", "data", "takes v as the list's length and s as the number of relevant labels (the "
      "scope and the relevant count swapped)",
      [[r"swap", r"confus", r"exchang", r"mix\w* up", r"len\(labels\) (as|for) v", r"scope (as|for) (the )?(number "
        r"of )?relevant", r"relevant (count|number) (as|for) (the )?scope", r"the other way"]], '''
def my_practical(labels, d):
    v = len(labels)
    s = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q40", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|class size|number of relevant)", r"same n_relevant",
        r"one n_relevant", r"single n_relevant", r"same (number of relevant|class size)"]], '''
def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    sums = [0.0] * 11
    for run in runs:
        precs = []
        recs = []
        hits = 0
        for rank, x in enumerate(run, 1):
            hits += x
            precs.append(hits / rank)
            recs.append(hits / R if R else 0.0)
        for j in range(11):
            r = j / 10
            found = False
            best = 0.0
            for p, rc in zip(precs, recs):
                if R and rc >= r:
                    found = True
                    best = max(best, p)
            sums[j] += best if found else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("q41", "dcg.classic", "data", "sorts the grades from high to low before summing (the ideal DCG, not the DCG "
      "of the ranking as given)",
      [[r"sort", r"ideal", r"reorder", r"given order", r"rank order"]], '''
import math

def my_dcg(grades):
    gs = sorted(grades, reverse=True)
    total = 0.0
    started = False
    for i, g in enumerate(gs, 1):
        if not started:
            total = g
            started = True
        else:
            total += g / math.log2(i)
    return total
''')

wrong("q42", "set.pr", "data", "works on the lists, so an id retrieved twice is counted twice in the hits and in "
      "the number retrieved",
      [[r"duplicat", r"set\(", r"repeated", r"lists? (instead of|not|rather than) (a )?sets?", r"more than once",
        r"convert\w*.{0,20}sets?"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for doc in retrieved:
        if doc in relevant:
            hits += 1
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC points per distinct score, first point with FPR >= FNR, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        tpr.append(((s >= t) & y).sum() / P)
        fpr.append(((s >= t) & ~y).sum() / N)
    for i in range(len(fpr)):
        diff = fpr[i] - (1 - tpr[i])
        if diff >= 0:
            if diff == 0 or i == 0:
                return float(fpr[i])
            a = fpr[i - 1] - (1 - tpr[i - 1])
            t = -a / (diff - a)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

right("q44", "map.mrr", "while True with two exits per query", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        i = 0
        while True:
            if i == len(run):
                break
            if run[i] == 1:
                total += 1 / (i + 1)
                break
            i += 1
    return total / len(runs)
''')

right("q45", "pr.points", "exact Fractions", '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append(float(Fraction(hits, rank)))
    return pts
''')

right("q46", "scope.knn_ties", "counting the closer and the tied targets", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, need - nonrel_tied)
    high = sum(closer) + min(need, rel_tied)
    return [low / k, high / k]
''')

right("q47", "scope.eps_precision", "itertools.compress", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q48", "rank.p_at_k", "a done flag, missing ranks counted as not relevant", '''
def my_p_at_k(labels, k):
    hits = 0
    rank = 0
    done = False
    while not done:
        if rank >= k:
            done = True
        else:
            if rank < len(labels) and labels[rank] == 1:
                hits += 1
            rank += 1
    return hits / k
''')

SUBMISSIONS = tuple(S)
