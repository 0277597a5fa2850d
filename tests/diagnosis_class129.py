"""Diagnosis class 129, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think about the user's experience of a search engine: they walk the results page by page, stop when satisfied,
count clicks and skips, and speak of "the first good result", "results seen" and "effort". Their slips come from
the user model replacing the measure's definition (stopping where the measure does not, counting what the user
saw instead of what is relevant). Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c129-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class129).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 129 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c129-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level "
      "(the step rule: where the user stops) instead of the maximum precision at any rank reaching it",
      [[r"first rank", r"first (point|relevant)", r"step (rule|interpolation)", r"stops? at",
        r"not the max", r"instead of (the )?max", r"without (the )?max", r"no max", r"max\w* (to|on) the right",
        r"later ranks?", r"ranks? (further|below|after)", r"uninterpolated"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        level = i / 10
        value = 0.0
        hits = 0
        for rank, lab in enumerate(labels, start=1):
            hits += lab
            if n_relevant and hits / n_relevant >= level:
                value = hits / rank      # the user is satisfied here
                break
        out.append(value)
    return out
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones the user saw) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|seen)", r"found", r"sum\(labels\)",
        r"hits", r"seen", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    seen_good = 0
    total = 0.0
    for rank, lab in enumerate(labels, 1):
        if lab:
            seen_good += 1
            total += seen_good / rank
    return total / seen_good if seen_good else 0.0
''')

wrong("q03", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is built from the retrieved grades only "
      "(what the user saw), leaving the unretrieved relevant items out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)",
        r"ideal.{0,40}(retrieved (list|grades)|the list|only)", r"judged.?list"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "ap.at_k", "sibling", "divides AP@k by the number of relevant items the user met in the top k "
      "instead of min(k, n_relevant)",
      [[r"relevant (items )?(in|within) the top", r"retrieved relevant", r"relevant (items )?(found|seen|retrieved)",
        r"hits", r"instead of min", r"not min", r"sum\(", r"found in the top"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if top.sum() == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, len(top) + 1)
    return float((prec * top).sum() / top.sum())
''')

wrong("q05", "dcg.trec", "sibling", "computes classic DCG (rank 1 undiscounted, log2(i) after) instead of the "
      "asked log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log ?2? ?\(?i\)? instead", r"rank 1 (is )?(not|un)discounted",
        r"first (grade|rank|item) (is )?(not|un)discounted", r"no discount (at|on|for) (rank 1|the first)",
        r"instead of log2\(i ?\+ ?1\)", r"wrong discount"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("q06", "rank.r_precision", "sibling", "cuts the ranking at the number of relevant items the user found "
      "(sum of the labels) instead of at R = n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(found|retrieved|seen)", r"retrieved relevant", r"hits",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"found"]], '''
labels = v["labels"]
found = sum(labels)
my_r_precision = sum(labels[:found]) / found
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where they are closest instead of "
      "intersecting the curve's straight piece with FPR = FNR",
      [[r"nearest", r"closest", r"no interpolation", r"without interpolat", r"not interpolat",
        r"instead of interpolat", r"does not intersect", r"average of FPR and FNR",
        r"\(FPR ?\+ ?FNR\) ?/ ?2"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    best = None
    tp = fp = 0
    points = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / N, 1 - tp / P))
    for fpr, fnr in points:
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return best[1]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in F_beta",
      [[r"beta instead of beta", r"beta (is )?not squared", r"without squar", r"squar\w*"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract", r"without .{0,20}1\b",
        r"non.?relevant .{0,40}gain (of )?1", r"grade 0 .{0,40}(gain|counts?) 1"]], '''
import math

my_dcg_exp = 0.0
for i, rel in enumerate(v["grades"], start=1):
    my_dcg_exp += 2 ** rel / math.log2(i + 1)
''')

wrong("q10", "gen.practical", "shape", "the lower recall bound divides v by d - s (the unseen items) and leaves "
      "out the + v of v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"plus v", r"forg\w* .{0,20}v\b", r"without .{0,20}v\b",
        r"unseen (items )?only", r"lower bound .{0,40}(recall|denominator)", r"recall.{0,40}(bound|lower)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q11", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"10\b", r"ten", r"instead of 11", r"not (by )?11", r"divid\w* by 10", r"wrong (count|number of levels)"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        precs.append(hits / rank)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for i in range(11):
        cands = [p for p, r in zip(precs, recs) if r >= i / 10]
        total += max(cands) if cands and n_relevant else 0.0
    return total / 10   # ten steps from 0 to 1
''')

wrong("q12", "interp.step", "shape", "returns the recall R_i of the step's point instead of its precision P_i",
      [[r"recall (instead|rather) of (the )?precision", r"returns? (the )?recall", r"R_i instead",
        r"recall.{0,30}not (the )?precision", r"precision and recall (confused|swapped|mixed)",
        r"confus\w* .{0,20}(precision|recall)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            r = hits / n_relevant
            if r >= level:
                return r
    return 0.0
''')

wrong("q13", "ndcg.value", "shape", "counts the rank-1 grade twice (added before the loop and again inside it) "
      "in both DCG and the ideal DCG",
      [[r"twice", r"double", r"two times", r"rank 1 .{0,30}(again|added)", r"first (grade|term|item) .{0,30}(again|added|counted)",
        r"added .{0,20}(again|second)"]], '''
import math

def dcg(gs):
    total = gs[0]
    for i, g in enumerate(gs, 1):
        total += g if i == 1 else g / math.log2(i)
    return total

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q14", "rank.p_at_k", "shape", "returns the number of relevant items in the top k (the good results on the "
      "first page) instead of dividing it by k",
      [[r"returns? (the )?(raw )?count", r"count instead", r"counts? (the )?(hits|relevant)", r"number of (relevant|hits)", r"not divid", r"without divid", r"forg\w* .{0,20}divi",
        r"/ ?k", r"divid\w* by k", r"no division"]], '''
def my_p_at_k(labels, k):
    good_on_page = sum(1 for lab in labels[:k] if lab)
    return float(good_on_page)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "records a precision at every rank the user looked at instead of only at the "
      "ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items) (too|as well|also)",
        r"not only (at )?(the )?relevant", r"also at (the )?non.?relevant", r"one (point|value) per rank",
        r"(point|precision) (for|at) (every|each) (item|rank)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        points.append(hits / rank)
    return points if hits else []
''')

wrong("q16", "rank.distances", "flow", "sorts the distances but takes the labels in their original (never "
      "sorted) order",
      [[r"never sorted", r"not sorted", r"unsorted", r"original order", r"input order", r"labels? (are )?not "
        r"(re)?order", r"labels? .{0,30}(not|never) (moved|permuted|reordered|sorted)", r"sort\w* .{0,30}only the distances",
        r"without (re)?ordering the labels"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(distances)          # nearest first
    shown = labels[:k]                 # the first page
    return sum(shown) / k
''')

wrong("q17", "pr.averaged", "flow", "the interpolated precision at each level is the best precision seen so far "
      "walking down (a running maximum from the top) instead of the maximum over the ranks at or after the level",
      [[r"running max", r"so far", r"from the top", r"cumulative max", r"before", r"earlier ranks",
        r"wrong direction", r"max\w* (to|on) the (left|right)", r"instead of (the )?max.{0,30}(after|below|later)",
        r"ranks? above"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        ranks = np.arange(1, len(lab) + 1)
        prec = np.cumsum(lab) / ranks
        rec = np.cumsum(lab) / n if n else np.zeros_like(lab)
        best_so_far = np.maximum.accumulate(prec)
        curve = []
        for i in range(11):
            reached = np.nonzero(rec >= i / 10)[0]
            curve.append(float(best_so_far[reached[0]]) if n and len(reached) else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q18", "scope.eps_precision", "flow", "stops at the first target at distance >= epsilon (as if the list "
      "were already sorted nearest first) instead of checking every target",
      [[r"break", r"stops? (at|on|after) the first", r"assum\w* .{0,30}sorted", r"not sorted", r"unsorted",
        r"first (far|distant)", r"early exit", r"stops? early"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = good = 0
    for d, y in zip(distances, labels):
        if d >= epsilon:
            break                    # past the radius: the user stops reading
        returned += 1
        good += y
    return good / returned if returned else 0.0
''')

wrong("q19", "ap.at_k", "flow", "the loop range(1, k) stops one rank early: rank k is never looked at",
      [[r"range\(1, ?k\)", r"rank k (is )?(never|not|missing|skipped|left out)", r"off.by.one", r"one rank (too )?(early|short)",
        r"k ?- ?1", r"last rank", r"stops? (one|a) rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1]:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank is overwritten by "
      "every later relevant item (the last relevant rank is used)",
      [[r"break", r"overwrit", r"last relevant", r"later relevant", r"does not stop", r"doesn't stop",
        r"keeps? (going|looping|clicking)", r"not the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for clicks, lab in enumerate(run, 1):
            if lab:
                rr = 1 / clicks
        total += rr
    return total / len(runs)
''')

wrong("q21", "gen.grip_point", "flow", "the loop breaks only when i > c, so it counts the hits in the first c + 1 "
      "ranks (off by one) before dividing by c",
      [[r"off.by.one", r"c ?\+ ?1", r"one (rank )?too (many|far)", r"extra rank", r"i ?> ?c", r"> instead of >=",
        r"rank c ?\+ ?1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i, lab in enumerate(labels):
        if i > c:
            break
        hits += lab
    return hits / c
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "map.mean", "hidden", "averages the APs only over the queries where something relevant was "
      "retrieved (a query the user got nothing for is skipped instead of counting 0)",
      [[r"skip", r"left out", r"leaves? out", r"ignor\w* .{0,40}quer", r"only (over )?(the )?quer\w* (with|where)",
        r"not count\w* (as )?0", r"instead of (counting )?0", r"excluded?", r"divid\w* by (the number of|fewer)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / rank
        if hits == 0:
            continue            # nothing found for this query
        aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')

wrong("q23", "gen.grip_point", "hidden", "when the list is shorter than the class it divides by the results seen "
      "(len of the cut list) instead of by c",
      [[r"results? (seen|shown)", r"len\(", r"length of the (list|cut)",
        r"instead of (by )?c\b", r"not (by )?c\b", r"np\.mean", r"mean of the (cut|first)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    first_page = np.asarray(labels[:n_relevant], dtype=float)
    return float(first_page.mean())
''')

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a guard: a query with nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "pr.averaged", "hidden", "averages each level only over the queries that have relevant items "
      "(a query with no relevant items is skipped instead of counting 0 everywhere)",
      [[r"skip", r"left out", r"leaves? out", r"ignor\w* .{0,40}quer", r"only (over )?(the )?quer\w* (with|where)",
        r"not count\w* (as )?0", r"instead of (counting )?0", r"excluded?", r"divid\w* by (the number of|fewer)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    used = 0
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        used += 1
        hits = 0
        pts = []
        for rank, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / n, hits / rank))
        for i in range(11):
            cands = [p for r, p in pts if r >= i / 10]
            sums[i] += max(cands) if cands else 0.0
    return [s / used for s in sums] if used else [0.0] * 11
''')

wrong("q26", "ap.exact", "hidden", "divides by n_relevant without a guard: a query with no relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = list(accumulate(labels))
    return sum(h / r for r, (h, lab) in enumerate(zip(hits, labels), 1) if lab) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "returns 1 when the ideal DCG is 0 (nothing to find counted as a "
      "perfect result) instead of 0",
      [[r"returns? 1", r"1\.0", r"instead of 0", r"not 0", r"perfect", r"(should|must) be 0"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (1 if i == 1 else math.log2(i)) for i, g in enumerate(gs, 1))
    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if idcg == 0:
        return 1.0   # nothing to find: the user cannot be disappointed
    return dcg(grades) / idcg
''')

wrong("q28", "set.pr", "hidden", "returns precision 1 when nothing is retrieved (no bad result shown) instead of 0",
      [[r"returns? 1", r"1\.0", r"instead of 0", r"not 0", r"(should|must) be 0", r"precision (of )?1"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 1.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall swapped in the denominator: beta^2 R + P instead of "
      "beta^2 P + R",
      [[r"swap", r"denominator", r"beta\^?2 ?\*? ?R", r"beta \*\* ?2 \* recall", r"P and R (are )?(exchanged|switched|interchanged)",
        r"precision and recall (are )?(exchanged|switched|interchanged)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("q30", "set.pr", "twin", "divides the hits by the relevant set for precision and by the retrieved set for "
      "recall (the denominators swapped)",
      [[r"denominators? (are )?swap", r"swap\w* .{0,30}denominator", r"precision .{0,40}(by|over) (the )?(number of )?relevant",
        r"divid\w* by (the )?(size of the )?relevant .{0,30}precision", r"len\(rel\w*\) .{0,30}precision"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q31", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns in the wrong order), so tp/(tp+fp) "
      "really divides by tp + fn",
      [[r"unpack", r"column", r"order of (the )?(table|fields|entries)", r"tp, fn, fp", r"fp and fn (are )?(swapped|confused|mixed)",
        r"fn and fp (are )?(swapped|confused|mixed)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q32", "dcg.classic", "twin", "enumerate starts at 3 for the second grade, so rank i >= 2 is discounted by "
      "log2(i + 1) (an off-by-one start index)",
      [[r"start", r"enumerate", r"off.by.one", r"index", r"shift\w*"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=3))
''')

wrong("q33", "scope.knn_ties", "twin", "the tie-break keys are swapped: the 'lowest' sort puts tied relevant targets "
      "first and the 'highest' puts them last",
      [[r"tie.?break", r"sort key", r"key", r"(relevant|tied) .{0,40}(first|last) .{0,40}(lowest|pessimistic)",
        r"pessimistic .{0,40}(relevant|tied) .{0,20}first", r"-y", r"sign"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))    # tied relevant ones last?
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q34", "roc.auc", "twin", "walks the list sorted by score (stable sort): a tied positive/negative pair is "
      "decided by their order in the input instead of counting 1/2",
      [[r"input order", r"stable", r"order (of|in) the (input|list)", r"tie.{0,40}(order|position)",
        r"(order|position).{0,40}tie", r"not (counted as )?(1/2|half)", r"instead of (1/2|half|0\.5)"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pos_seen = 0
    wins = 0
    for i in order:
        if labels[i]:
            pos_seen += 1
        else:
            wins += pos_seen            # every positive already shown beats this negative
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    return wins / (n_pos * n_neg)
''')

wrong("q35", "map.mrr", "twin", "np.argmax of a run with no relevant item is 0, so such a query counts 1 instead "
      "of 0", [[r"argmax"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(run) + 1) for run in runs]
    return float(np.mean(rr))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts by distance from the largest down (a distance read as a score: "
      "highest first) instead of nearest first",
      [[r"descending", r"largest (first|distance)", r"farthest", r"reverse", r"highest (first|distance)",
        r"as (a )?scores?", r"similarit", r"wrong direction", r"not nearest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)   # best match first
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q37", "rank.p_at_k", "data", "divides by the number of results shown, min(k, len(labels)), instead of k "
      "when the list is shorter than k",
      [[r"min\(k", r"len\(labels\)", r"length of the list", r"results? (shown|seen)", r"shorter",
        r"instead of k", r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    page = labels[:k]
    return sum(page) / len(page) if page else 0.0
''')

wrong("q38", "roc.auc", "data", "treats the scores as ranks (a smaller score is better), so the pairs are counted "
      "the wrong way round",
      [[r"as (a )?ranks?", r"scores? (read|treated|taken|used) as ranks?", r"smaller (score|is better)", r"lower (score|is better)", r"wrong (direction|way)", r"reversed?",
        r"1 ?- ?(the )?AUC", r"invert\w*", r"negative (scores )?higher"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = 0.0
    for p in pos:
        for n in neg:
            if p < n:          # rank 1 is the top result
                good += 1
            elif p == n:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q39", "gen.practical", "data", "takes the scope s as the rank of the last relevant item (where the user "
      "stopped) instead of the length of the judged list",
      [[r"last relevant", r"scope .{0,40}(wrong|not len|last)", r"s (is|as) (the )?rank", r"instead of len\(labels\)",
        r"not len\(labels\)", r"where the user stop", r"trailing"]], '''
def my_practical(labels, d):
    last_good = max(i for i, lab in enumerate(labels, 1) if lab) if any(labels) else len(labels)
    s = last_good
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

wrong("q40", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking (as if the "
      "user would find them further down) when computing DCG",
      [[r"append", r"end of the (ranking|list)", r"unretrieved .{0,40}(dcg|ranking|retrieved)", r"as if .{0,30}retrieved",
        r"added to the (ranking|dcg|list)", r"further down", r"(dcg|ranking) .{0,30}unretrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    all_judged = list(grades) + list(unretrieved)
    idcg = dcg(sorted(all_judged, reverse=True))
    return dcg(all_judged) / idcg if idcg > 0 else 0.0
''')

wrong("q41", "interp.curve", "data", "computes recall with the number of relevant items retrieved (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(retrieved|found|seen)", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    found = sum(labels)
    pts = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        hits += lab
        pts.append((Fraction(hits, found) if found else Fraction(0), Fraction(hits, rank)))
    out = []
    for i in range(11):
        cands = [p for r, p in pts if r >= Fraction(i, 10)]
        out.append(float(max(cands)) if cands and found else 0.0)
    return out
''')

wrong("q42", "dcg.classic", "data", "turns the graded relevance into clicked/not clicked (gain 1 for any grade "
      "above 0) instead of using the grade",
      [[r"binar", r"gain (of )?1", r"grades? .{0,30}(ignored|lost|as 1)", r"any grade", r"instead of (the )?grade",
        r"not the grade", r"relevant or not", r"0/1"]], '''
import math

def my_dcg(grades):
    clicks = [1 if g > 0 else 0 for g in grades]
    return sum(c if i == 1 else c / math.log2(i) for i, c in enumerate(clicks, 1))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.at_k", "itertools.accumulate over the top k", '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    top = list(labels[:k])
    hits = list(accumulate(top))
    return sum(h / r for r, (h, lab) in enumerate(zip(hits, top), 1) if lab) / denom
''')

right("q44", "scope.knn_ties", "NumPy lexsort with the label as tie key", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    low = np.lexsort((y, d))      # tied: non-relevant first
    high = np.lexsort((-y, d))    # tied: relevant first
    return [float(y[low[:k]].sum() / k), float(y[high[:k]].sum() / k)]
''')

right("q45", "pr.points", "a comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [i for i, lab in enumerate(labels, 1) if lab]
    return [j / r for j, r in enumerate(ranks, 1)]
''')

right("q46", "ap.eleven_point", "NumPy with a maximum from the right", '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant
    vals = []
    for i in range(11):
        ok = rec >= i / 10
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

right("q47", "map.mean", "exact fractions per query", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, Fraction(0)
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += Fraction(hits, rank)
        aps.append(s / n if n else Fraction(0))
    return float(sum(aps) / len(aps))
''')

right("q48", "interp.step", "a loop that stops at the first relevant rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
    return 0.0
''')

SUBMISSIONS = tuple(S)
