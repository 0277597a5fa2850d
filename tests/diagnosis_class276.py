"""Diagnosis class 276, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
copied the formulas from encyclopedia articles (the DCG, average precision, ROC AUC and F-measure pages) with those
pages' conventions, in loops, NumPy, comprehensions, itertools and fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept
in ``style``). Student ids are ``"c276-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class276).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 276 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c276-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the encyclopedia's log2(i + 1) discount for every rank instead of "
      "the classic rel_1 + rel_i / log2(i) form",
      [[r"log_?2\s*\(\s*i\s*\+\s*1\s*\)", r"log2\(rank ?\+ ?1\)", r"i ?\+ ?1", r"trec", r"burges",
        r"(other|another|wrong|different) (dcg|discount)", r"every rank discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(i + 1)))
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the encyclopedia's AP) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"relevant (items )?(found|in the list)",
        r"hits", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"non.?interpolated", r"uninterpolated", r"exact AP", r"(plain|ordinary) AP", r"average precision instead",
        r"no interpolation", r"not interpolated"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant
''')

wrong("q04", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"linear", r"rel_?i? instead of 2", r"without (the )?(2\^|exponential)", r"not exponential",
        r"raw grade", r"grade itself", r"2\^rel.{0,20}(missing|forgot|left out)"]], '''
import math
my_dcg_exp = sum(rel / math.log2(i + 1) for i, rel in enumerate(v["grades"], start=1))
''')

wrong("q05", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool\w*", r"summ?\w* (the )?(counts|tp|tables) first", r"total tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only, leaving "
      "out the unretrieved relevant items",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q07", "interp.step", "sibling", "returns the interpolated maximum of the precisions at recall >= level "
      "(the 11-point rule) instead of the step rule's P_i",
      [[r"11.?point", r"highest precision", r"interpolated max", r"max\w* (of|over) (the )?(later )?precisions",
        r"instead of (the )?step", r"not the step", r"max\(\)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                best = max(best, hits / k)
    return best
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall instead of the precision in the denominator "
      "(beta^2 R + P: precision and recall swapped)",
      [[r"swap\w*", r"confus\w*", r"(precision|P) and (recall|R) (are )?(exchanged|interchanged|the wrong way)",
        r"beta.?\^?2? ?\*? ?R", r"1 ?/ ?beta", r"wrong (term|side)", r"on (the )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e", r"log base", r"np\.log\b", r"wrong base", r"base 2",
        r"math\.log\b"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(2, len(g) + 2))))
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full 1 instead of 1/2",
      [[r"tie\w* (pairs? )?(\w+ )?(as )?(a )?(full|whole|1(?!/)|one\b)", r">=", r"greater (than )?or equal",
        r"at least as high", r"full (point|1|one)", r"instead of (1/2|a half|0\.5)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving out the + v of "
      "d - s + v",
      [[r"d ?- ?s ?\+ ?v", r"\+ ?v", r"d ?- ?s\b", r"missing v", r"forg[eo]t.{0,20}\bv\b",
        r"relevant in (the )?scope.{0,30}(denominator|missing)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q12", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"\bk\b.{0,30}instead of min", r"not min\(k", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q13", "scope.knn_ties", "shape", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap\w*", r"revers\w*", r"(highest|upper).{0,20}first", r"exchanged"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = list(range(len(distances)))
    worst = sorted(idx, key=lambda i: (distances[i], labels[i]))
    best = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    low = sum(labels[i] for i in worst[:k]) / k
    high = sum(labels[i] for i in best[:k]) / k
    return [high, low]
''')

wrong("q14", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio turned upside down)",
      [[r"invert\w*", r"upside", r"reciprocal", r"ideal.{0,20}(over|/|divided by).{0,20}(dcg|actual)",
        r"the wrong way round", r"swap\w*"]], '''
from math import log2
def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "never stops at the first relevant item: adds the reciprocal rank of every "
      "relevant item of a query",
      [[r"every relevant", r"all (the )?relevant", r"(no|missing|without) break", r"not stop", r"never stops",
        r"first relevant (item )?only", r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"one per rank", r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    out = []
    for k, rel in enumerate(labels, 1):
        hits += rel
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of the precisions from the top of the ranking "
      "(ranks before) instead of the maximum over the ranks at or after the level",
      [[r"running max", r"(earlier|previous|preceding|above|before)", r"from the (top|start|left)",
        r"(left|wrong) (side|direction)", r"to the left"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        best, hits, seen = 0.0, 0, 0.0
        reached = False
        for k, rel in enumerate(labels, 1):
            hits += rel
            seen = max(seen, hits / k)
            if n_relevant and hits / n_relevant >= r:
                best = seen
                reached = True
                break
        out.append(best if reached else 0.0)
    return out
''')

wrong("q18", "map.mean", "flow", "overwrites the total with each query's AP instead of adding it, so the last "
      "query's AP over the number of queries is returned",
      [[r"last query", r"overwrit\w*", r"(=|assign\w*) instead of \+=", r"not (summed|accumulated|added)",
        r"accumulat\w*", r"only the last"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        total = s / R if R else 0.0
    return total / len(runs)
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"input order", r"without sorting", r"as given",
        r"not (ranked|ordered) by distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "ap.value", "flow", "takes the precision at a relevant rank before counting that relevant item "
      "(hits updated after the precision)",
      [[r"before (count|increment|adding|updat)\w*", r"(hit|count)\w* (updated|incremented|added) after",
        r"off.by.one", r"one (hit|relevant) (too )?(few|short|less)", r"not count\w* (the item|itself)"]], '''
hits = 0
total = 0.0
for k, rel in enumerate(v["labels"], 1):
    if rel:
        total += hits / k
        hits += 1
my_ap_value = total / v["n_relevant"]
''')

wrong("q21", "pr.averaged", "flow", "creates the per-query curve once outside the query loop, so each query's "
      "maxima carry over from the queries before",
      [[r"(not|never) reset", r"outside (the )?(query )?loop", r"carr\w* over", r"previous quer\w*",
        r"shared", r"re-?used", r"earlier quer\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        if R:
            hits = 0
            for k, rel in enumerate(run, 1):
                hits += rel
                for j, r in enumerate(levels):
                    if hits / R >= r - 1e-12:
                        curve[j] = max(curve[j], hits / k)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "scope.eps_precision", "hidden", "takes the targets with d <= epsilon (the encyclopedia's closed "
      "range query) instead of d < epsilon",
      [[r"<=", r"less than or equal", r"at most epsilon", r"inclusive", r"closed (range|ball)",
        r"includ\w* .{0,30}equal"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], 2)) if gs else 0
    return dcg(list(grades)) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "map.mrr", "hidden", "run.index(1) raises ValueError on a query with no relevant item retrieved",
      [[r"ValueError", r"not in list", r"\.index"]], '''
def my_mrr(runs):
    return sum(1 / (run.index(1) + 1) for run in runs) / len(runs)
''', crash="ValueError", scope="all")

wrong("q26", "pr.averaged", "hidden", "divides the recall by n_relevant without a guard: a query with no "
      "relevant items divides by zero", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        run = np.asarray(run, dtype=float)
        k = np.arange(1, len(run) + 1)
        prec = np.cumsum(run) / k
        rec = np.array([int(h) / R for h in np.cumsum(run)])
        curves.append([float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0
                       for r in np.linspace(0, 1, 11)])
    return list(np.mean(curves, axis=0))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than "
      "the class is scored over its own length",
      [[r"len\(labels", r"length of the (list|slice)", r"divid\w* by (the )?(list|slice)",
        r"instead of (c|n_relevant)\b", r"not by (c|n_relevant)\b", r"mean of the slice"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean())
''')

wrong("q28", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average instead of "
      "counting its precision as 0",
      [[r"(left|leav\w*|skip\w*|drop\w*) (it )?out", r"skip\w*", r"exclud\w*", r"drop\w*", r"fewer queries",
        r"not counted as 0", r"ignor\w*"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "keeps rel_1 whole but indexes the discount off by one (log2 of the 0-based "
      "index + 2), which is the log2(i + 1) discount from rank 2 on",
      [[r"off.by.one", r"0.based", r"zero.based", r"index", r"i ?\+ ?2"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades)):
        total += grades[i] / log2(i + 2)
    return total
''')

wrong("q30", "roc.auc", "twin", "integrates the ROC curve by trapezoids one item at a time after sorting, "
      "without grouping tied scores into one step",
      [[r"tie\w*.{0,40}(group|together|broken|order)", r"(not|without|never) group\w*", r"sort order",
        r"one (item|point) at a time", r"stable sort"]], '''
import numpy as np

def my_auc(scores, labels):
    y = np.asarray(labels)[np.argsort(-np.asarray(scores, dtype=float), kind="stable")]
    P, N = (y == 1).sum(), (y == 0).sum()
    tpr = np.concatenate([[0], np.cumsum(y == 1) / P])
    fpr = np.concatenate([[0], np.cumsum(y == 0) / N])
    return float(np.trapz(tpr, fpr))
''')

wrong("q31", "interp.curve", "twin", "compares recall strictly (R@k > r) instead of R@k >= r at the levels",
      [[r"strict\w*", r"greater than or equal", r"(level|recall) (exactly|itself) reached", r"instead of >="]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q > r or (r == 0 and q >= r and n_relevant)]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("q32", "set.f_beta", "twin", "uses van Rijsbergen's alpha form 1 / (alpha/P + (1 - alpha)/R) with "
      "alpha = 1/(1 + beta) instead of 1/(1 + beta^2)",
      [[r"alpha"], [r"1 ?/ ?\(1 ?\+ ?beta\)", r"beta\^?2", r"squar\w*", r"not squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q33", "roc.eer", "twin", "returns the FPR of the first ROC point where FPR >= 1 - TPR without "
      "interpolating along the piece where they cross",
      [[r"(no|without|not|never) interpolat\w*", r"nearest (ROC )?point",
        r"(first|a single) (ROC )?point", r"no interpolation"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y == 1)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and y == 0)
        if fp / N >= 1 - tp / P:
            return fp / N
    return 1.0
''')

wrong("q34", "scope.knn_ties", "twin", "the lowest bound breaks the tie by input order (a stable sort on "
      "distance) instead of ranking the tied relevant targets last",
      [[r"input order", r"stable", r"sorted by distance only", r"original order", r"(index|position) order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = sorted(range(len(distances)), key=lambda i: distances[i])
    best = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    return [sum(labels[i] for i in idx[:k]) / k, sum(labels[i] for i in best[:k]) / k]
''')

wrong("q35", "map.mrr", "twin", "np.argmax of an all-zero run returns 0, so a query with no relevant item "
      "counts reciprocal rank 1",
      [[r"argmax"], [r"(all.?zero|no relevant|zeros)", r"returns 0", r"first (index|position)"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1 / (np.argmax(run) + 1) for run in runs]))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "map.mean", "data", "counts a query's relevant items from its labels (sum(run)) instead of using "
      "n_relevant",
      [[r"sum\(run\)", r"relevant (items )?retrieved", r"retrieved relevant", r"(ignor\w*|not using|instead of) "
        r"n_relevant", r"from (the|its) labels", r"found in the (list|run)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q37", "rank.distances", "data", "ranks the farthest item first, treating distances as scores (sorted "
      "descending)",
      [[r"farthest", r"descending", r"largest (distance )?first", r"revers\w*", r"as (a )?(score|similarit)\w*",
        r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp], dividing tp by tp + fn (a recall) instead "
      "of tp + fp",
      [[r"false negatives?", r"recall", r"tp ?\+ ?fn", r"columns? (order|swapped|confused)",
        r"(fp|fn) and (fn|fp) (swapped|confused|exchanged)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    total = Fraction(0)
    for tp, fn, fp in tables:
        total += Fraction(tp, tp + fp) if tp + fp else 0
    return float(total / len(tables))
''')

wrong("q39", "set.pr", "data", "counts the retrieved list's length, so an id retrieved twice counts twice in "
      "precision's denominator",
      [[r"duplicate\w*", r"(not|never) (a )?set", r"len\(retrieved\)", r"list length", r"(repeated|duplicated) ids?"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q40", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels "
      "read are misaligned with the targets inside epsilon",
      [[r"misalign\w*", r"not (sorted|reordered|permuted) (with|together)", r"labels? (out of|in the wrong) order",
        r"labels? (no longer|not) match", r"sort\w* (only )?the distances", r"wrong labels?"]], '''
def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    n = sum(1 for x in d if x < epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q41", "gen.practical", "data", "reads d as the number of items beyond the judged scope (database size "
      "d + s), so the recall and generality bounds use d + s",
      [[r"d ?\+ ?s", r"beyond the (judged )?scope", r"unjudged", r"(database|collection) size.{0,30}(misread|wrong)",
        r"d as"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q42", "ap.eleven_point", "data", "takes the number of relevant items as sum(labels) (those retrieved) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"(ignor\w*|not using|instead of) "
        r"n_relevant", r"from the labels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    R = y.sum()
    if R == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / R
    return float(np.mean([prec[rec >= r - 1e-12].max() for r in np.linspace(0, 1, 11)]))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fraction accumulation", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''')

right("q44", "dcg.classic", "NumPy with a discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float(np.sum(g / disc))
''')

right("q45", "map.mrr", "itertools.compress with next(..., None)", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q46", "set.pr", "set comprehension", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

right("q47", "rank.p_at_k", "comprehension over k ranks", '''
def my_p_at_k(labels, k):
    return sum(labels[i] for i in range(min(k, len(labels)))) / k
''')

right("q48", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    return float(np.asarray(labels, dtype=float)[inside].mean()) if inside.any() else 0.0
''')

SUBMISSIONS = tuple(S)
