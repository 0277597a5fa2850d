"""Diagnosis class 151, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- "one-pass"
students who write a single loop that updates several running quantities at once (tuple assignments, min/max
tracking, counters), sort by hand (bubble and selection sorts) and exit early, with a few who reach for NumPy,
comprehensions, itertools or fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure
library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c151-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class151): every right
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

BATCH = "diagnosis class 151 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c151-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items |documents )?(retrieved|found|in the (list|ranking))",
        r"\bhits\b", r"number of (ones|1s)", r"sum\(labels\)", r"instead of n_relevant",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)", r"unretrieved.{0,30}(ignored|left out|not counted)"]],
      '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits, total = hits + 1, total + (hits + 1) / rank
    return total / hits if hits else 0.0
''')

wrong("q02", "interp.step", "sibling", "takes the usual interpolated precision (the maximum precision at any "
      "recall >= level) instead of the step rule's P_i of the first relevant item reaching the level",
      [[r"max(imum)? (of|over) (the )?precisions?", r"running max", r"highest precision", r"best precision", r"standard interpolat", r"usual interpolat",
        r"11.?point interpolat", r"interpolated precision (rule|definition)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                best = max(best, hits / rank)
    return best
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where the two rates are nearest "
      "instead of intersecting the straight ROC piece with FPR = FNR",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"no interpolat", r"not interpolat",
        r"without interpolat", r"instead of interpolat", r"(fpr ?\+ ?fnr) ?\)? ?/ ?2", r"average of (the )?(fpr|two rates)",
        r"a ROC point", r"at a (threshold|point)"]], '''
def my_eer(scores, labels):
    items = list(zip(scores, labels))
    # bubble sort, highest score first
    for i in range(len(items)):
        for j in range(len(items) - 1 - i):
            if items[j][0] < items[j + 1][0]:
                items[j], items[j + 1] = items[j + 1], items[j]
    P = sum(1 for _, y in items if y == 1)
    N = len(items) - P
    tp = fp = 0
    best_gap, best = 1.0, 0.5   # point (0, 0): FPR 0, FNR 1
    i = 0
    while i < len(items):
        s = items[i][0]
        while i < len(items) and items[i][0] == s:
            if items[i][1] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr, fnr = fp / N, 1 - tp / P
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return best
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, rel_i / log2(i) after) instead "
      "of the log2(i + 1) discount asked for",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"rank 1 (is )?(not|un)discounted", r"first (item|grade|rank) "
        r"(is )?(not|un)discounted", r"burges", r"instead of log2\(i ?\+ ?1\)", r"\blog2 of the rank\b"]], '''
import math

g = v["grades"]
total = g[0]
for i in range(2, len(g) + 1):
    total += g[i - 1] / math.log2(i)
my_dcg_trec = round(total, 4)
''')

wrong("q05", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides once instead "
      "of averaging each query's precision",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp|tps|tables)", r"total tp", r"sum of tp",
        r"weight\w* by (the )?(number|size|retrieved)", r"one (big|global) (table|ratio)"]], '''
def my_macro_precision(tables):
    tp_sum = ret_sum = 0
    for tp, fp, fn in tables:
        tp_sum, ret_sum = tp_sum + tp, ret_sum + tp + fp
    return tp_sum / ret_sum if ret_sum else 0.0
''')

wrong("q06", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, leaving "
      "the unretrieved relevant grades out of the ideal DCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)",
        r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = idcg = 0.0
    ideal = sorted(grades, reverse=True)
    for i, (g, h) in enumerate(zip(grades, ideal), start=1):
        w = 1.0 if i == 1 else 1 / math.log2(i)
        dcg, idcg = dcg + g * w, idcg + h * w
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q07", "ap.at_k", "sibling", "divides by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"n_relevant", r"number of relevant (items|documents)", r"\bR\b(?! ?=)", r"all (the )?relevant"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* (the )?min", r"rather than min",
        r"not (capped|limited|bounded)", r"plain AP", r"even when .{0,30}(more|larger) than k",
        r"(more|larger) than k", r"exceeds? k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant if n_relevant else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"without squaring", r"forg\w* to square", r"beta instead of beta ?(\^|\*\*) ?2",
        r"beta rather than beta ?(\^|\*\*) ?2", r"square of beta", r"beta squared", r"squar\w*",
        r"b²", r"β²"]], '''
def my_f(precision, recall, beta):
    p, r, b = precision, recall, beta
    if p == 0 and r == 0:
        return 0.0
    return (1 + b) * p * r / (b * p + r)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\(", r"wrong base", r"another base", r"log base",
        r"instead of log2", r"not log2", r"base 2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"without (the )?(- ?1|minus)", r"subtract\w* (one|1)", r"2 ?\^ ?rel\b(?! ?- ?1)", r"2 ?\*\* ?rel\b(?! ?- ?1)",
        r"gain.{0,30}2\^", r"zero grade.{0,30}(gain|counts) (of )?1", r"grade 0 .{0,30}gain"]], '''
import math

total = 0.0
for i, g in enumerate(v["grades"], start=1):
    total += 2 ** g / math.log2(i + 1)
my_dcg_exp = round(total, 4)
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the largest "
      "possible class size d - s + v",
      [[r"d ?- ?s(?! ?\+)", r"\+ ?v", r"missing v", r"forg\w* .{0,20}v\b", r"without (the )?v\b",
        r"visible relevant", r"(largest|maximum|max) (possible )?class", r"class size", r"c_?max"]], '''
def my_practical(labels, d):
    s, v = 0, 0
    for lab in labels:
        s, v = s + 1, v + (1 if lab else 0)
    return [v / s, v / (d - s), v / d]
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability without doubling it for the "
      "two-sided test",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2\b",
        r"half (of )?the (two.sided )?p"]], '''
from math import comb

wins = losses = 0
for x, y in zip(v["a"], v["b"]):
    if x > y:
        wins += 1
    elif x < y:
        losses += 1
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"instead of 11", r"not 11", r"rather than 11", r"divid\w*", r"denominator",
                                  r"instead of eleven", r"mean"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 10
''')

wrong("q14", "set.pr", "shape", "returns [recall, precision], the two values in the wrong order",
      [[r"swap", r"wrong order", r"reversed", r"order of (the )?(two )?values", r"recall first",
        r"(precision and recall|recall and precision) (are )?(exchanged|switched|interchanged)",
        r"returned in (the )?(other|opposite) order"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = 0
    for doc in ret:
        if doc in rel:
            hits += 1
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [r, p]
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "loops over range(1, k + 1) on 0-based indices, so the first rank is never "
      "counted (and rank k is read instead), then divides by k",
      [[r"off.by.one", r"first (rank|item|position) (is )?(never )?(skipped|missed|counted|read|looked at)",
        r"(skips|misses|drops|ignores|never (looks at|counts|reads)) (the )?(first|top) (rank|item|position)",
        r"range\(1, ?k", r"0.based", r"zero.based", r"index 0", r"labels\[0\]", r"shifted by one", r"one rank (late|too far)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the running hit counter is set once before the query loop and never reset, "
      "so each query's precisions carry the previous queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"accumulat\w* across", r"previous quer", r"from (the )?(earlier|"
        r"previous|other) quer", r"initiali[sz]\w*.{0,30}(outside|before|once)", r"not (re)?initiali[sz]",
        r"leak"]], '''
def my_map(runs, n_relevant):
    hits = 0
    total = 0.0
    for run, nrel in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / nrel if nrel else 0.0
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "the tuple assignment computes the precision from the hit count before it is "
      "incremented, so each point's precision counts one relevant item too few",
      [[r"before (it is |being )?(increment|updat|count)", r"old (value|count)", r"hits ?- ?1", r"one (hit |"
        r"relevant item )?(too )?(few|less|short)", r"previous (count|value)", r"not yet (counted|incremented)",
        r"tuple assignment", r"off.by.one", r"simultaneous"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits, p = hits + 1, hits / rank
            out.append(p)
    return out
''')

wrong("q18", "pr.averaged", "flow", "assigns each query's curve to the running total instead of adding it, so "
      "the result is the last query's curve divided by the number of queries",
      [[r"overwrit", r"last query", r"only (the )?last", r"not (summed|added|accumulated)",
        r"(assign|=)\w* instead of (add|\+=|sum)", r"replac\w*.{0,30}(total|sum)", r"instead of \+="]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels, nrel in zip(runs, n_relevant):
        hits, pts = 0, []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / nrel if nrel else 0.0, hits / i))
        curve = []
        for j in range(11):
            r = j / 10
            best = 0.0
            if nrel:
                for rec, p in pts:
                    if rec >= r and p > best:
                        best = p
            curve.append(best)
        total = curve
    return [x / len(runs) for x in total]
''')

wrong("q19", "map.mrr", "flow", "has no break after the first relevant item, so the reciprocal rank of the "
      "last relevant item of each query overwrites the first one's",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"(does not|doesn't|never) stop", r"keeps? (on )?(looping|going)",
        r"not (stop|exit)\w*", r"every relevant (item|rank)", r"latest relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q20", "rank.distances", "flow", "the hand-written bubble sort makes a single pass, so the list is not fully "
      "sorted (only the farthest item is sure to be in place)",
      [[r"single pass", r"one pass", r"only one (pass|sweep|iteration)", r"not (fully |completely |properly )?sorted",
        r"never (fully )?sorted", r"unsorted", r"bubble", r"sort\w* (is )?(incomplete|wrong|broken|unfinished)",
        r"outer loop"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    for j in range(len(pairs) - 1):
        if pairs[j][0] > pairs[j + 1][0]:
            pairs[j], pairs[j + 1] = pairs[j + 1], pairs[j]
    hits = 0
    for d, y in pairs[:k]:
        hits += y
    return hits / k
''')

wrong("q21", "ap.at_k", "flow", "loops over the whole list instead of the top k, adding the precisions of "
      "relevant items below rank k",
      [[r"beyond k", r"past k", r"after (rank )?k", r"below (rank )?k", r"whole (list|ranking)", r"entire (list|ranking)",
        r"ignor\w* k\b", r"not (cut|truncat|stop)\w*", r"never (cut|truncat|stop)\w*", r"all ranks", r"slic"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / i
    denom = min(k, n_relevant)
    return s / denom if denom else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so 0.3 becomes "
      "0.30000000000000004 and a recall of exactly 0.3 no longer reaches its level",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"adding 0\.1", r"\+= ?0\.1", r"accumulat\w* (the )?"
        r"(level|step)", r"repeated(ly)? add", r"inexact", r"not exact", r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    out, r = [], 0.0
    while r <= 1.0:
        best = 0.0
        for rec, p in pts:
            if rec >= r and p > best:
                best = p
        out.append(best)
        r += 0.1
    return out
''')

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of the result without a guard: nothing within "
      "epsilon raises ZeroDivisionError instead of giving 0",
      [ZERODIV + [r"empty (result|set|query)"]], '''
def my_eps_precision(distances, labels, epsilon):
    n_in = n_rel = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            n_in, n_rel = n_in + 1, n_rel + y
    return n_rel / n_in
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides the hits in labels[:c] by the length of that slice, so a list "
      "shorter than the class divides by the list length instead of c",
      [[r"len\(", r"length of (the )?(slice|list|ranking)", r"list length", r"(pad|padding)",
        r"divid\w* by (the )?(length|len|number of items)", r"instead of (c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    hits = 0
    for x in top:
        hits += x
    return hits / len(top) if top else 0.0
''')

wrong("q25", "ap.at_k", "hidden", "indexes labels[i] for i in range(k), which raises IndexError when k is longer "
      "than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    m = min(k, n_relevant)
    return s / m if m else 0.0
''', crash="IndexError", scope="all")

wrong("q26", "set.pr", "hidden", "guards precision but not recall: no relevant item at all raises "
      "ZeroDivisionError instead of recall 0",
      [ZERODIV + [r"empty relevant", r"relevant (set|list) (is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = sum(1 for d in ret if d in rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: with no relevant item at all it "
      "raises ZeroDivisionError instead of returning 0",
      [ZERODIV + [r"idcg (is |= ?)?0"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    dcg = idcg = 0.0
    for i in range(1, len(ideal) + 1):
        w = 1.0 if i == 1 else 1 / math.log2(i)
        if i <= len(grades):
            dcg += grades[i - 1] * w
        idcg += ideal[i - 1] * w
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "map.mean", "hidden", "skips a query with no relevant item retrieved (continue before the query "
      "counter), so it is left out of the mean instead of counting AP 0",
      [[r"skip", r"left out", r"(dropped|excluded|ignored) (from|in) the (mean|average)", r"not counted",
        r"\bcontinue\b", r"divid\w* by (the )?(number|count) of (queries )?(with|that)",
        r"instead of (counting |as )?(ap )?0", r"zero.?ap"]], '''
def my_map(runs, n_relevant):
    total, n_q = 0.0, 0
    for run, nrel in zip(runs, n_relevant):
        if not any(run):
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits, s = hits + 1, s + (hits + 1) / i
        total, n_q = total + s / nrel, n_q + 1
    return total / n_q if n_q else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "takes label 0 as the positive class (the classes swapped), giving 1 - AUC",
      [[r"label", r"class"], [r"swap", r"invert", r"flip", r"revers", r"0 as (the )?positive", r"positive.{0,20}\b0\b",
                               r"negatives? as (the )?positive", r"wrong class"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                wins += 1
            elif a == b:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q30", "set.f_beta", "twin", "puts beta squared on recall in the denominator instead of on precision",
      [[r"beta.{0,40}(on|with|times|multipl\w*|weight\w*) (the )?recall", r"recall.{0,20}(times|multiplied by|\*) ?"
        r"(beta|b)", r"beta.{0,30}wrong term", r"denominator.{0,40}(recall|wrong term)", r"b\^?2 ?\* ?r\b",
        r"beta ?\*\* ?2 ?\* ?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    num, den = (1 + b2) * precision * recall, precision + b2 * recall
    return num / den if den else 0.0
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap", r"revers", r"highest first", r"wrong (way|position)", r"exchanged", r"the other way"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = closer_rel = tied = tied_rel = 0
    for d, y in zip(distances, labels):
        if d < dk:
            closer, closer_rel = closer + 1, closer_rel + y
        elif d == dk:
            tied, tied_rel = tied + 1, tied_rel + y
    slots = k - closer
    low = closer_rel + max(0, slots - (tied - tied_rel))
    high = closer_rel + min(tied_rel, slots)
    return [high / k, low / k]
''')

wrong("q32", "rank.distances", "twin", "the hand-written selection sort picks the largest remaining distance each "
      "time, so the farthest items come first",
      [[r"farthest", r"furthest", r"largest (distance|remaining)", r"descending", r"revers\w*", r"wrong direction",
        r"max\w* instead of min", r"biggest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d, y = list(distances), list(labels)
    for i in range(len(d)):
        m = i
        for j in range(i + 1, len(d)):
            if d[j] > d[m]:
                m = j
        d[i], d[m] = d[m], d[i]
        y[i], y[m] = y[m], y[i]
    return sum(y[:k]) / k
''')

wrong("q33", "ap.eleven_point", "twin", "builds the levels 0.1 ... 1.0 (range(1, 11)), leaving out the level 0.0, "
      "and still divides by 11",
      [[r"0\.0", r"level 0\b", r"r ?= ?0\b", r"zero level", r"first level", r"recall 0\b"],
       [r"missing", r"skipp", r"left out", r"leav\w* out", r"omit", r"only 10", r"ten levels", r"range\(1",
        r"forg[eo]t"]], '''
def my_11pt(labels, n_relevant):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(1, 11):
        total += max([p for rec, p in pts if rec >= j / 10], default=0.0)
    return total / 11
''')

wrong("q34", "interp.step", "twin", "compares recall > level strictly, so a level equal to R_i reads the next "
      "relevant item's precision",
      [[r"strict", r"> ?instead of >=", r">=", r"greater than or equal", r"(recall|R_i) equal\w* (to )?the level",
        r"level (is )?equal", r"equality"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

wrong("q35", "ap.at_k", "twin", "divides by min(k, len(labels)) -- the list length -- instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"number of (ranks|items)",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits, s = hits + 1, s + (hits + 1) / i
    m = min(k, len(labels))
    return s / m if m else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice (loops over the list, not a set) in the hits "
      "and in the number retrieved",
      [[r"duplicat", r"counted twice", r"more than once", r"not a set", r"instead of a set", r"without (a )?set",
        r"set\(", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = n = 0
    for doc in retrieved:
        n += 1
        if doc in relevant:
            hits += 1
    rel = set(relevant)
    return [hits / n if n else 0.0, hits / len(rel) if rel else 0.0]
''')

wrong("q37", "avg.macro", "data", "reads each table as [tp, fn, fp], dividing tp by tp + fn (each query's "
      "recall) instead of tp + fp",
      [[r"false negatives?", r"column", r"order of (the )?(table|entries|fields|columns)", r"recall", r"swap",
        r"tp ?\+ ?fn", r"fn and fp", r"fp and fn", r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q38", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself, so they add to "
      "the system's DCG as if retrieved after the list",
      [[r"appended?", r"added? to the (ranking|run|list|system)", r"as if (they were )?retrieved",
        r"(system's|the run's|actual) dcg.{0,40}unretrieved", r"unretrieved.{0,40}(in|into|to) the (dcg|ranking|run)",
        r"counted as retrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    dcg = idcg = 0.0
    for i, (g, h) in enumerate(zip(run, ideal), 1):
        w = 1.0 if i == 1 else 1 / math.log2(i)
        dcg, idcg = dcg + g * w, idcg + h * w
    return dcg / idcg if idcg else 0.0
''')

wrong("q39", "gen.practical", "data", "takes the scope s as the number of relevant labels (sum) instead of the "
      "number of judged items len(labels)",
      [[r"length", r"number of (judged|labels|items)", r"sum\(labels\)", r"scope.{0,20}\b(as|=|is) (the )?(number of )?"
        r"(relevant|ones|sum)", r"s ?= ?v\b", r"precision (is |of )?1"]], '''
def my_practical(labels, d):
    s = v = 0
    for x in labels:
        if x:
            s, v = s + 1, v + 1
    return [v / s, v / (d - s + v), v / d]
''', crash="ZeroDivisionError")

wrong("q40", "scope.knn_ties", "data", "sorts the distances on their own, so the labels no longer belong to "
      "their targets (the first k labels of the input order are read)",
      [[r"(labels?|ids?) (no longer |not )?(match|aligned|paired|belong)", r"misalign", r"lost (the )?pairing",
        r"sort\w* (the )?distances (alone|only|on their own|separately|without)",
        r"(without|not) (sorting|moving|reordering) (the )?labels", r"input order", r"unsorted labels"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    dk = d[k - 1]
    closer = sum(1 for x in d if x < dk)
    tied = sum(1 for x in d if x == dk)
    closer_rel = sum(labels[:closer])
    tied_rel = sum(labels[closer:closer + tied])
    slots = k - closer
    low = closer_rel + max(0, slots - (tied - tied_rel))
    high = closer_rel + min(tied_rel, slots)
    return [low / k, high / k]
''')

wrong("q41", "rank.r_precision", "data", "takes R as the length of the list instead of n_relevant, giving the "
      "precision of the whole list",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"whole list", r"entire list",
        r"instead of n_relevant", r"not n_relevant"]], '''
hits = 0
for x in v["labels"]:
    hits += x
my_r_precision = round(hits / len(v["labels"]), 4)
''')

wrong("q42", "roc.auc", "data", "assumes the items are already sorted by score (walks them in the given order "
      "and never looks at the scores)",
      [[r"already sorted", r"(given|input) order", r"never sort", r"not sorted", r"without sorting", r"ignor\w* "
        r"(the )?scores", r"never (uses|looks at|reads) (the )?scores", r"order of the (list|input)"]], '''
def my_auc(scores, labels):
    n_pos = sum(1 for y in labels if y == 1)
    n_neg = len(labels) - n_pos
    wins, neg_seen = 0, 0
    for y in labels:
        if y == 1:
            wins += n_neg - neg_seen
        else:
            neg_seen += 1
    return wins / (n_pos * n_neg)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "one loop with an early exit at rank k", '''
def my_p_at_k(labels, k):
    hits = 0
    for i, x in enumerate(labels):
        if i >= k:
            break
        hits += 1 if x else 0
    return hits / k
''')

right("q44", "map.mrr", "one pass with a break, itertools-free", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, 1):
            if x:
                total += 1 / rank
                break
    return total / len(runs)
''')

right("q45", "pr.points", "running hits updated before the precision is read", '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            out.append(float(Fraction(hits, rank)))
    return out
''')

right("q46", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(1, g.size + 1)
    disc = np.ones(g.size)
    disc[1:] = np.log2(ranks[1:])
    return float((g / disc).sum())
''')

right("q47", "avg.macro", "tuple-unpacking loop with a counter", '''
def my_macro_precision(tables):
    total, n = 0.0, 0
    for tp, fp, fn in tables:
        total, n = total + (tp / (tp + fp) if tp + fp else 0.0), n + 1
    return total / n
''')

right("q48", "gen.grip_point", "comprehension, missing ranks count as 0", '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(1 for x in labels[:n_relevant] if x) / n_relevant
''')

SUBMISSIONS = tuple(S)
