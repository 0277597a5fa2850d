"""Diagnosis class 91, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think of each measure as a simulated user walking down the result list: a cursor that moves rank by rank, a user
who stops at the first relevant item or after k items, a "patience" counter, pages of results, a tally of what
the user has seen so far. Their one mistake is mostly in the simulation (when the user stops, what is counted as
seen, when the tally is read); styles vary (loops, NumPy, comprehensions, itertools, fractions). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c91-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class91): every right
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

BATCH = "diagnosis class 91 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c91-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the tally of precisions by the number of relevant items the user "
      "actually found in the list instead of n_relevant",
      [[r"relevant (items )?(found|retrieved|seen)", r"number of (hits|relevant (items )?(found|retrieved|seen))",
        r"instead of n_relevant", r"retrieved relevant", r"not (by )?n_relevant", r"hits (found|retrieved)"]], '''
def my_ap(labels, n_relevant):
    # a user walks down the list; at every relevant item we note the precision they saw so far
    seen = 0
    found = 0
    tally = 0.0
    for lab in labels:
        seen += 1
        if lab:
            found += 1
            tally += found / seen
    if found == 0:
        return 0.0
    return tally / found
''')

wrong("q02", "interp.step", "sibling", "takes the highest precision the user meets from the first point reaching "
      "the level to the end of the list (the max interpolation) instead of the step rule's P_i",
      [[r"interpolat\w* (max|maximum)", r"max(imum)? (of|over) (the )?(later|following|remaining|subsequent)",
        r"standard interpolation", r"11.point (rule|interpolation)", r"max ?\{ ?p@k", r"takes? the (max|maximum|highest|best)",
        r"(highest|best|largest) precision (later|further|after|below)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    best = None
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            p = hits / rank
            if hits / n_relevant >= level:
                # the user has reached the level: keep looking for a better precision further down
                best = p if best is None else max(best, p)
    return best if best is not None else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (first item undiscounted, rel_i / log2(i) after) "
      "instead of the log2(i + 1) discount asked for",
      [[r"classic", r"log2 ?\(i\)", r"first (item|rank|grade) (is )?(not |un)discounted", r"rel_1 (is )?undiscounted",
        r"log2 ?\(rank\)", r"log2 of (the )?rank\b(?! ?\+)"]], '''
from math import log2

total = 0.0
position = 0
for g in v["grades"]:
    position += 1
    if position == 1:
        total += g          # the user sees the first item at full value
    else:
        total += g / log2(position)
my_dcg_trec = round(total, 4)
''')

wrong("q04", "roc.eer", "sibling", "walks the ROC points and reports (FPR + FNR) / 2 at the point where the two "
      "rates are nearest, never interpolating the crossing",
      [[r"nearest", r"closest (ROC )?point", r"without interpolat", r"no interpolation", r"not interpolat\w*",
        r"\(FPR ?\+ ?FNR\) ?/ ?2", r"average of (the )?(FPR and FNR|two rates)", r"never interpolat"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    # lower the threshold score by score: the user accepts everything at or above it
    thresholds = sorted(set(scores), reverse=True)
    best = (abs(0.0 - 1.0), 0.5)  # the point (0, 0): FPR 0, FNR 1
    for t in thresholds:
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fpr, fnr = fp / N, 1 - tp / P
        gap = abs(fpr - fnr)
        if gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return best[1]
''')

wrong("q05", "scope.knn_ties", "sibling", "breaks the ties by the input order (a stable sort) for both bounds, so it "
      "returns one tie rule's P@k twice instead of the lowest and highest",
      [[r"input order", r"stable sort", r"original order", r"list order", r"order (they|the targets) (come|appear)",
        r"one tie rule", r"same (value|P@k) twice", r"(first|earlier) in the (list|input)",
        r"tie.{0,20}broken.{0,30}(by|in) (the )?(input|given|list)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    page = order[:k]                      # the first page of k results the user sees
    p = sum(labels[i] for i in page) / k
    return [p, p]
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole result list (the user reads to the "
      "end) instead of the precision at scope s = c",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(items|ranks)", r"len\(labels\)",
        r"full (list|ranking)", r"instead of (at )?(s ?= ?c|rank c|n_relevant)", r"every rank"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    seen = np.asarray(labels, dtype=float)
    tally = np.cumsum(seen)            # relevant items seen after each rank
    return float(tally[-1] / len(seen))
''')

wrong("q07", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items) only", r"only (the )?retrieved", r"ignor\w* (the )?unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|dropped|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w* out (the )?unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def walk(gs):
        total = 0.0
        for pos, g in enumerate(gs, 1):
            total += g if pos == 1 else g / log2(pos)
        return total

    best = walk(sorted(grades, reverse=True))   # the best order the user could have been shown
    return walk(grades) / best if best > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall in the denominator instead of on the precision "
      "(P and R swapped in the weighted sum)",
      [[r"swap\w*", r"switch\w*", r"exchang\w*", r"interchang\w*", r"revers\w*", r"mixed up",
        r"(beta|b)\^?2? ?\*? ?(multipl\w*|weight\w*|on|times) (the )?(R|recall)"],
       [r"\bP\b", r"\bR\b", r"precision", r"recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (math.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"wrong base", r"another base",
        r"base.{0,10}(instead of|not) 2", r"log(arithm)? base"]], '''
import math

def my_dcg(grades):
    total = 0.0
    rank = 1
    for g in grades:
        if rank == 1:
            total += g
        else:
            total += g / math.log(rank)
        rank += 1
    return total
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"10 (levels|instead)", r"divid\w* by 10\b", r"/ ?10\b", r"ten levels", r"instead of 11", r"by ten"]], '''
def my_11pt(labels, n_relevant):
    steps = []  # (recall, precision) after every rank the user walks past
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        steps.append((hits / n_relevant if n_relevant else 0.0, hits / rank))
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max([p for rec, p in steps if rec >= r], default=0.0)
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "the recall bound's denominator is d - s (the unjudged items) without the + v "
      "of the relevant items found",
      [[r"d ?- ?s\)", r"without (the )?\+ ?v", r"(drop|forg[eo]t|miss|omit|leav)\w*.{0,30}\+ ?v",
        r"(drop|forg[eo]t|miss|omit|leav)\w*.{0,40}\bv\b.{0,30}denominator", r"unjudged (items )?only",
        r"only (the )?unjudged", r"d - s instead"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for lab in labels:          # the user judges the scope item by item
        if lab:
            v += 1
    precision = v / s
    recall_lower = 0.0 if v == 0 else v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts as a full win (>=) instead of 1/2",
      [[r"ties? (count\w*|as) (as )?(1|one|a (full )?win|whole)", r">=", r"greater than or equal", r"at least as high",
        r"full (point|win|pair)", r"instead of (1/2|a half|half)", r"tied pairs? (as|count\w*) (a )?win"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(k", r"max\(n_relevant", r"max(imum)? of k and", r"larger of", r"max instead of min",
        r"\bmax\b.{0,20}\bmin\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, tally = 0, 0.0
    for rank, lab in enumerate(labels[:k], start=1):   # the user stops after k items
        if lab:
            hits += 1
            tally += hits / rank
    denom = max(k, n_relevant)
    return tally / denom if denom else 0.0
''')

wrong("q14", "ndcg.value", "shape", "the ideal DCG is the plain sum of the ideal grades: the discount is left out "
      "of the ideal (only the student's own DCG is discounted)",
      [[r"ideal.{0,40}(without|no|not|un)\w* ?(the )?(log )?discount", r"(undiscounted|not discounted).{0,30}ideal",
        r"sum of (the )?(ideal )?grades", r"ideal.{0,30}(plain|simple) sum", r"IDCG.{0,30}(without|no) (log|discount)",
        r"discount.{0,30}(missing|left out|forgotten).{0,30}ideal"]], '''
from math import log2

dcg = 0.0
for i, g in enumerate(v["grades"], start=1):
    dcg += g if i == 1 else g / log2(i)
ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
idcg = 0.0
for i, g in enumerate(ideal, start=1):
    idcg += g
my_ndcg_value = dcg / idcg
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the user never stops at the first relevant item (no break): 1/rank of every "
      "relevant item is added to the query's value",
      [[r"\bbreak\b", r"(doesn'?t|does not|never|not) stop", r"every relevant", r"all (the )?relevant",
        r"each relevant", r"not only the first", r"sum\w* (of )?(the )?reciprocal", r"keeps? (walking|going|adding)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, lab in enumerate(run, 1):
            if lab == 1:
                rr += 1 / rank      # the user has found what they wanted
        total += rr
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "reads the hit tally before counting the current relevant item, so each "
      "point's precision is one hit short",
      [[r"before (it is |the (tally|count|hit) is )?(updat|increment|count)\w*", r"(tally|count|hits?) (is )?(read|taken|used) (too early|before)",
        r"not (yet )?count\w* (the )?(current|this) (relevant )?item", r"(one|1) (hit|relevant( item)?) (short|too few|less)",
        r"hits ?- ?1", r"off.by.one"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            points.append(found / rank)
            found += 1
    return points
''')

wrong("q17", "ap.value", "flow", "the user's rank counter moves only on relevant items, so every precision read is "
      "1 and AP becomes hits / n_relevant",
      [[r"rank.{0,40}only.{0,30}relevant", r"count\w* (only )?(the )?relevant (items|ranks) as (ranks|positions)",
        r"non.?relevant.{0,40}(not|never) (counted|moved|advanc\w*)", r"skip\w* (the )?non.?relevant",
        r"precision (is )?(always )?1\b", r"every precision (is )?1\b", r"(rank|position|counter) (is )?(never|not) (advanc|increment|mov)\w*"]], '''
pos = 0
hits = 0
total = 0.0
for lab in v["labels"]:
    if lab:
        pos += 1
        hits += 1
        total += hits / pos
my_ap_value = round(total / v["n_relevant"], 4)
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision from the top of the list down to the "
      "first rank reaching r, instead of the maximum over the ranks at or after it",
      [[r"(max|maximum).{0,40}(before|above|earlier|preceding|so far|up to)", r"from the top", r"running max",
        r"wrong direction", r"instead of (after|below|later|to the right)", r"(earlier|higher|preceding) ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        best, hits, got = 0.0, 0, 0.0
        for rank, lab in enumerate(labels, 1):
            hits += lab
            best = max(best, hits / rank)          # best precision the user has seen so far
            if n_relevant and hits / n_relevant >= r:
                got = best
                break
        out.append(got)
    return out
''')

wrong("q19", "avg.macro", "flow", "the tp and fp tallies are never reset between queries, so each query's precision "
      "is taken from the running totals of all queries so far",
      [[r"(not|never) reset", r"reset", r"cumulat\w*", r"running total", r"carr\w* over", r"previous quer(y|ies)",
        r"across queries", r"accumulat\w*.{0,30}(all|every|previous|across)"]], '''
def my_macro_precision(tables):
    tp_seen = 0
    fp_seen = 0
    precisions = []
    for tp, fp, fn in tables:
        tp_seen += tp
        fp_seen += fp
        precisions.append(tp_seen / (tp_seen + fp_seen) if tp_seen + fp_seen else 0.0)
    return sum(precisions) / len(precisions)
''')

wrong("q20", "map.mean", "flow", "the count of relevant items seen is not reset between queries: the next query "
      "starts with the previous query's hits",
      [[r"(not|never) reset", r"reset", r"carr\w* over", r"previous quer(y|ies)", r"across queries",
        r"hits? (count|tally|counter).{0,40}(kept|continu|shared)", r"cumulat\w*"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        tally = 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                tally += hits / rank
        aps.append(tally / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q21", "rank.distances", "flow", "never sorts by distance: P@k is read off the targets in their input order",
      [[r"(never|not|without|forg[eo]t\w*( to)?) sort", r"unsorted", r"input order", r"original order", r"given order",
        r"order (of|in) the (input|list)", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    seen = 0
    relevant_seen = 0
    for d, lab in ranked:
        if seen == k:
            break
        seen += 1
        relevant_seen += lab
    return relevant_seen / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.p_at_k", "hidden", "the user only ever loads the first page of 10 results, so for k above 10 the "
      "relevant items after rank 10 are never counted",
      [[r"(first|one) page", r"page of 10", r"\b10 (results|items|ranks)", r"(first|top) (10|ten)", r"rank 10",
        r"\[:10\]", r"(cut|capp?ed|truncat\w*|stops?) at (rank )?(10|ten)"]], '''
PAGE = 10

def my_p_at_k(labels, k):
    page = labels[:PAGE]               # the user sees one page of results
    hits = 0
    for rank, lab in enumerate(page, 1):
        if rank > k:
            break
        hits += lab
    return hits / k
''')

wrong("q23", "ap.at_k", "hidden", "the min(k, R) denominator uses the number of items the user saw (the list "
      "length when k is longer than the list) instead of k",
      [[r"len\(labels", r"(items|ranks) (seen|in the (list|top))", r"length of the (list|top)", r"list length",
        r"number of (items|ranks) (seen|retrieved)", r"instead of k\b", r"min\(len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    seen = labels[:k]
    hits, tally = 0, 0.0
    for rank, lab in enumerate(seen, 1):
        if lab:
            hits += 1
            tally += hits / rank
    denom = min(len(seen), n_relevant)
    return tally / denom if denom else 0.0
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without checking it is 0 (no relevant item "
      "at all): ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def user_gain(gs):
        g = 0.0
        for rank, rel in enumerate(gs, start=1):
            g += rel / max(1.0, math.log2(rank))
        return g

    return user_gain(grades) / user_gain(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "when the list is shorter than the class, divides by the number of items "
      "seen (the list length) instead of c",
      [[r"(items|ranks) (seen|in the list|retrieved)", r"len\(", r"length of the list", r"list length",
        r"number of (items|ranks) (seen|retrieved|in the list)", r"instead of (c|n_relevant)\b",
        r"not (by )?(c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    seen = labels[:n_relevant]      # the user reads c items, or as many as there are
    return sum(seen) / len(seen)
''')

wrong("q26", "pr.averaged", "hidden", "computes the recall hits / n_relevant at each rank without guarding a query "
      "with no relevant items: ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=int)
        hits = np.cumsum(lab)
        ranks = np.arange(1, len(lab) + 1)
        prec = hits / ranks
        rec = np.array([h / R for h in hits.tolist()])
        curve = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the division raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    b2 = Fraction(beta) ** 2
    p, r = Fraction(precision), Fraction(recall)
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.pr", "hidden", "returns recall 1 when nothing is relevant (nothing to find, so the user "
      "'found everything') instead of 0",
      [[r"1(\.0)? (when|if|for) (nothing|no|an empty)", r"returns? 1\b", r"recall (of )?1\b", r"instead of 0\b",
        r"(recall|it) (is|as) 1\b"]], '''
def my_set_pr(retrieved, relevant):
    got, want = set(retrieved), set(relevant)
    found = len(got & want)
    precision = found / len(got) if got else 0.0
    recall = found / len(want) if want else 1.0
    return [precision, recall]
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "sorts by (score, label) so the positives come first among tied scores: the walk "
      "counts every tied pair as a win",
      [[r"sort\w*.{0,60}label", r"positives? (sorted |ranked |placed |come )?(first|before|above|ahead)",
        r"tie.?break\w*", r"(break|broke|breaks|broken) (the )?ties?", r"order of (the )?tied", r"sort key"]], '''
def my_auc(scores, labels):
    walk = sorted(zip(scores, labels), reverse=True)   # best score first
    P = sum(labels)
    N = len(labels) - P
    pos_above = 0
    good_pairs = 0
    for s, y in walk:
        if y == 1:
            pos_above += 1
        else:
            good_pairs += pos_above        # every positive already walked past beats this negative
    return good_pairs / (P * N)
''')

wrong("q30", "ndcg.all_judgments", "twin", "sorts the retrieved grades and the unretrieved grades separately and "
      "puts the unretrieved ones after them, so the ideal ranking is not sorted as a whole",
      [[r"(sort\w*) (each|the two|both) (part|list|group)s? (separately|apart)", r"separately",
        r"concatenat\w*", r"(appended|added|put|placed) (after|at the end|behind|below)",
        r"not (sorted|sort) (together|as one|as a whole|the whole)", r"without (re)?sorting (the )?(whole|combined|merged)",
        r"two (sorted )?(parts|halves|lists)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def walk(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    best = walk(ideal)
    return walk(grades) / best if best else 0.0
''')

wrong("q31", "dcg.classic", "twin", "the rank counter is incremented before the item is discounted, so the cursor "
      "starts at rank 2 (off by one): every grade is divided by log2(rank + 1)",
      [[r"off.by.one", r"(rank|position|counter|cursor) (starts?|begins?) at 2",
        r"increment\w* (the )?(rank|position|counter|cursor) (before|too early)", r"one (rank|position) (too far|ahead|late)",
        r"(counter|cursor) (is )?(one|1) (ahead|too (high|far))"]], '''
from math import log2

def my_dcg(grades):
    position = 1
    total = 0.0
    for g in grades:
        position += 1
        total += g / log2(position)
    return total
''')

wrong("q32", "ap.at_k", "twin", "divides by the number of relevant items the user found in the top k instead of "
      "min(k, n_relevant)",
      [[r"(relevant )?(items|hits) (found|retrieved|seen) in the top", r"number of (hits|relevant (items )?(found|retrieved|seen))",
        r"relevant (items )?(found|seen|retrieved)", r"instead of min", r"hits (in|within) (the )?top"]], '''
def my_ap_at_k(labels, n_relevant, k):
    precs = [sum(labels[:i]) / i for i in range(1, min(k, len(labels)) + 1) if labels[i - 1]]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q33", "rank.r_precision", "twin", "takes R as the number of relevant items the user meets in the list "
      "(the ones in labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|ones) (items )?(in|of) the (list|ranking|labels)", r"(found|retrieved) relevant",
        r"relevant (items )?(found|retrieved|seen)", r"instead of n_relevant", r"count\w* the (ones|relevant)",
        r"not n_relevant"]], '''
R = 0
for lab in v["labels"]:
    if lab == 1:
        R += 1
hits = 0
for lab in v["labels"][:R]:
    hits += lab
my_r_precision = hits / R
''')

wrong("q34", "map.mean", "twin", "pools the queries: the sum of all precisions at relevant ranks over all queries "
      "divided by the total of n_relevant, instead of the mean of each query's AP",
      [[r"pool\w*", r"(total|sum) of (all )?(the )?n_relevant", r"sum\(n_relevant", r"all queries (together|at once)",
        r"weight\w* by", r"micro", r"one (big|single) (sum|division)"]], '''
def my_map(runs, n_relevant):
    tally = 0.0
    for labels in runs:
        hits = 0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                tally += hits / rank
    total_rel = sum(n_relevant)
    return tally / total_rel if total_rel else 0.0
''')

wrong("q35", "scope.eps_precision", "twin", "walks the targets nearest first and stops only when a distance exceeds "
      "epsilon, so a target exactly at epsilon is included (d <= epsilon)",
      [[r"<=", r"≤", r"(includ\w*|keeps?|counts?) (the )?(targets?|items?|distances?) (at|equal to|exactly at)",
        r"equal to epsilon", r"(stops?|stopp\w*) (only )?(when|after|once).{0,30}(exceed|greater|beyond|past|>)",
        r"non.?strict", r"not strict", r"inclusive"]], '''
def my_eps_precision(distances, labels, epsilon):
    walk = sorted(zip(distances, labels))
    returned = 0
    hits = 0
    for d, lab in walk:
        if d > epsilon:
            break
        returned += 1
        hits += lab
    return hits / returned if returned else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "takes the arguments in the other order (relevant first, retrieved second), so "
      "precision and recall come out swapped",
      [[r"swap\w*", r"(arguments|parameters|inputs) (in the )?(wrong|other|reverse\w*) order", r"revers\w*",
        r"exchang\w*", r"mixed up", r"confus\w*"],
       [r"retrieved", r"relevant", r"precision", r"recall", r"argument"]], '''
def my_set_pr(relevant, retrieved):
    shown = set(retrieved)
    wanted = set(relevant)
    hits = len(shown & wanted)
    p = hits / len(shown) if shown else 0.0
    r = hits / len(wanted) if wanted else 0.0
    return [p, r]
''')

wrong("q37", "scope.eps_precision", "data", "reads the distances as similarities: returns the targets with "
      "d > epsilon (the far ones) instead of d < epsilon",
      [[r"similarit", r"larger (is|means) (closer|nearer|more similar)", r"(farther|furthest|farthest|far) (targets|ones|away)",
        r"d ?> ?eps", r"(wrong|other|opposite) side", r"greater than epsilon", r"above epsilon", r"invert\w*",
        r"revers\w*"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    sim = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    shown = sim > epsilon
    return float(y[shown].mean()) if shown.any() else 0.0
''')

wrong("q38", "scope.knn_ties", "data", "sorts the distances from largest to smallest as if they were scores, so "
      "the user's page holds the farthest targets",
      [[r"similarit", r"(largest|farthest|furthest|highest|biggest) (distances? )?first", r"descending",
        r"revers\w*", r"\bscores?\b", r"far(thest)? (targets|ones|items)"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    ds = sorted(set(distances), reverse=True)
    cut = sorted(distances, reverse=True)[k - 1]
    before = [(d, y) for d, y in zip(distances, labels) if d > cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(before)
    rel_before = sum(y for _, y in before)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = rel_before + max(0, room - non_tied)
    high = rel_before + min(room, rel_tied)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

wrong("q39", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranked list as if the user had "
      "been shown them, so they count in the DCG too",
      [[r"unretrieved (grades|items) (in|into|inside) (the )?(dcg|ranked list|ranking)", r"(append|add|put|treat|count|includ)\w*.{0,40}unretrieved.{0,40}(dcg|list|ranking)",
        r"as if (they were |it were )?(retrieved|shown)", r"(end|bottom|tail) of (the )?(ranking|list|ranked list)"]], '''
from math import log2

shown = v["grades"] + v["unretrieved"]
dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(shown, 1))
ideal = sorted(shown, reverse=True)
idcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(ideal, 1))
my_ndcg_value = dcg / idcg
''')

wrong("q40", "gen.practical", "data", "reads d as the number of unjudged items beyond the scope, so the database is "
      "taken as d + s",
      [[r"d ?\+ ?s", r"unjudged", r"(rest|remainder) of the database", r"database (size )?(as|is) d ?\+",
        r"(beyond|besides|outside|after) the (judged|scope)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s                  # the judged page plus the d items the user never looked at
    precision = v / s
    recall_lower = v / (total - s + v) if v else 0.0
    generality_lower = v / total
    return [precision, recall_lower, generality_lower]
''')

wrong("q41", "avg.macro", "data", "reads each table as [tp, fn, fp], so the query's 'precision' is tp / (tp + fn)",
      [[r"\[?tp, ?fn, ?fp\]?", r"fn (as|for|instead of) fp", r"fp and fn (swapped|confused|mixed)", r"swap\w*",
        r"(columns|order|fields|entries) (of the table )?(wrong|misread|swapped)", r"\brecall\b", r"third (column|entry|number)"]], '''
def my_macro_precision(tables):
    per_query = []
    for tp, fn, fp in tables:
        shown = tp + fp
        per_query.append(tp / shown if shown else 0.0)
    return sum(per_query) / len(per_query)
''')

wrong("q42", "roc.eer", "data", "takes label 0 as the positive class (labels reversed) when walking the ROC curve",
      [[r"label.{0,30}(revers|invert|swap|flip)", r"(revers|invert|swap|flipp)\w*.{0,30}label", r"0 (as|means|is) (the )?positive",
        r"positive.{0,20}(class )?(as|is|=) ?0", r"negatives? as (the )?positives?", r"wrong class"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tpr = sum(1 for s in pos if s >= t) / len(pos)
        fpr = sum(1 for s in neg if s >= t) / len(neg)
        pts.append((fpr, tpr))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            return f0 + (fpr - f0) * (-d0) / (diff - d0)
        prev = (fpr, diff)
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "a user who stops at the first relevant item (break)", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, lab in enumerate(run, 1):
            if lab:
                total += 1 / rank
                break
    return total / len(runs)
''')

right("q44", "pr.averaged", "NumPy: cumulative hits, exact levels by integer comparison", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=int)
        if R == 0 or len(lab) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        row = []
        for i in range(11):
            ok = hits * 10 >= i * R
            row.append(prec[ok].max() if ok.any() else 0.0)
        curves.append(np.array(row))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q45", "interp.step", "a walk that reads the point where recall first reaches the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(str(level)):
                return hits / rank
    return 0.0
''')

right("q46", "scope.knn_ties", "fractions: the tied block filled worst first, then best first", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, room - non_tied)
    high = sum(closer) + min(room, rel_tied)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

right("q47", "rank.p_at_k", "itertools.islice: the first k items, missing ranks count 0", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

right("q48", "roc.eer", "walks the ROC points and interpolates the crossing of FPR = FNR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            f0, d0 = prev
            return f0 + (fpr - f0) * (-d0) / (diff - d0)
        prev = (fpr, diff)
    return 1.0
''')

SUBMISSIONS = tuple(S)
