"""Diagnosis class 104, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
start from the course documents' worked examples (the 3, 2, 3, 0, ... DCG list of the slides, the "3 relevant in
10" AP walk-through, the 1/2/4/15 precision-recall table, the complete performance graphs): code first written to
reproduce an example's numbers, then generalised, with the slips that brings (a constant of the example left in,
an assumption true of the example only, a step the example never exercises). Styles vary: loops, NumPy,
comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c104-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class104): every right
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

BATCH = "diagnosis class 104 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c104-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "computes the alternative (TREC) DCG with the log2(i + 1) discount at every "
      "rank, rank 1 included, instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"alternative (formulation|dcg|discount)",
        r"discount\w* (the )?(first|rank 1|top)", r"rank 1.{0,30}discount", r"first (item|grade|rank).{0,30}discount"]],
      '''
from math import log2

def my_dcg(grades):
    # slide check: 3, 2, 3, 0, 0, 1, 2, 2, 3, 0
    total = 0.0
    for i, rel in enumerate(grades, start=1):
        total += rel / log2(i + 1)
    return total
''')

wrong("q02", "ap.at_k", "sibling", "AP@k divided by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"(divid\w*|denominator)\W{1,10}(by |is )?(n_relevant|R\b|all (the )?relevant|the number of relevant)",
        r"plain AP", r"(instead of|not|rather than) (the )?min", r"ignor\w* (the )?k\b", r"AP (cut|truncated)",
        r"full AP", r"n_relevant (instead|rather)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q03", "interp.step", "sibling", "takes the maximum precision at or after the level (the max-to-the-right "
      "interpolation) instead of the step rule's P_i at the first relevant item reaching the level",
      [[r"t[ao]{1,2}k\w* the max", r"max.to.the.right interpolation", r"interpolated precision (instead|rather)",
        r"max\w* over (later|higher|all|every)", r"highest precision (at|after|beyond|from)",
        r"instead of (the step|P_i)", r"max\w* (precision )?at or (after|beyond)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    best = 0.0
    for R, P in points:
        if R >= level and P > best:
            best = P
    return best
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight piece of the curve",
      [[r"nearest", r"closest", r"smallest (gap|difference)", r"no interpolat", r"without interpolat",
        r"not interpolat", r"a ROC point", r"mean of (the )?(FPR|rates)", r"\(FPR ?\+ ?FNR\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best, best_gap = None, None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best = gap, (fpr + fnr) / 2
    return float(best)
''')

wrong("q05", "rank.r_precision", "sibling", "the precision of the whole retrieved list (hits / list length) instead "
      "of the precision at rank R = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(retrieved|ranks|items)",
        r"list length", r"length of the (list|ranking)", r"len\(labels\)", r"P@n\b",
        r"set precision"]], '''
labels = v["labels"]
my_r_precision = round(sum(labels) / len(labels), 4)
''')

wrong("q06", "pr.averaged", "sibling", "each query's curve read with the lecture's step rule (P_i at the first "
      "relevant item whose recall reaches r) instead of the maximum precision at recall >= r",
      [[r"step", r"first (relevant|point|rank)", r"P_i", r"not (the )?max", r"no max", r"instead of (the )?max",
        r"without (the )?max"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        points = []
        hits = 0
        for k, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                points.append((hits, hits / k))
        for j in range(11):
            for h, p in points:
                if n and h * 10 >= j * n:
                    sums[j] += p
                    break
    return [x / len(runs) for x in sums]
''')

wrong("q07", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the "
      "mean of the queries' precisions",
      [[r"micro", r"pool", r"sum(med)? (of )?(the )?(tp|counts|tables)", r"total tp", r"summ?\w* .{0,20}before dividing",
        r"aggregat"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"beta\W{0,5}(not|never|isn.?t) squared", r"not squar", r"beta instead of beta", r"square",
        r"linear in beta", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.value", "shape", "the discount uses the natural logarithm ln(i) instead of log2(i) (in both "
      "DCG and the ideal DCG)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log base", r"another base", r"wrong base",
        r"base of the log", r"instead of log2", r"not log2"]], '''
from math import log

def dcg(gs):
    return sum(g if i == 1 else g / log(i) for i, g in enumerate(gs, start=1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q10", "gen.practical", "shape", "the smallest recall is v / (d - s), the + v of the denominator left out",
      [[r"recall", r"lower bound", r"smallest"],
       [r"d ?- ?s ?\+ ?v", r"\+ ?v", r"d ?- ?s\b", r"denominator", r"missing v", r"left out"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie", r"equal scores", r"same score"],
       [r"counts? (as )?(1|one|a whole|fully)\b(?!/)", r"as a (full )?win", r"full (point|win)",
        r"instead of (1/2|half|0\.5)", r">=", r"not (1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q12", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"divid", r"levels", r"mean"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits)
    total = 0.0
    for j in range(11):
        cands = [p for p, h in zip(prec, rec) if n_relevant and h * 10 >= j * n_relevant]
        total += max(cands) if cands else 0.0
    return total / 10
''')

wrong("q13", "map.mean", "shape", "returns the sum of the queries' APs, never divided by the number of queries",
      [[r"sum", r"total", r"not (divided|averaged)", r"never divid", r"without divid", r"no (mean|average)"],
       [r"quer", r"APs?\b", r"mean", r"average"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                s += hits / k
        total += s / n if n else 0.0
    return total
''')

wrong("q14", "dcg.trec", "shape", "the discount is log2(i) + 1 instead of log2(i + 1) (the + 1 outside the "
      "parenthesis)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(parenthes|bracket|log)", r"parenthes", r"bracket",
        r"\+ ?1 .{0,20}(after|outside)", r"added after"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "the precision is added at every rank (the += sits outside the if), not only at "
      "the relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant ranks", r"not only (at )?(the )?relevant",
        r"irrelevant ranks", r"outside (the )?if", r"indent"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1] == 1:
            hits += 1
        total += hits / k
    return total / n_relevant
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank instead of only at the relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant", r"not only", r"irrelevant",
        r"one (point )?per rank", r"too many points", r"extra points"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "map.mrr", "flow", "no break at the first relevant item: every relevant item's 1/rank is added to "
      "the query's RR",
      [[r"break", r"stop", r"every relevant", r"all (the )?relevant", r"each relevant", r"sum of (the )?reciprocal",
        r"not only the first", r"beyond the first", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q18", "rank.p_at_k", "flow", "divides by the length of the labels[:k] slice (shorter than k when the list "
      "is short) instead of k",
      [[r"len\w*\W{0,10}(slice|list|labels)", r"length of the (slice|list|cut)", r"slice", r"min\(k",
        r"instead of k", r"not (by )?k\b", r"list length"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k items in input order",
      [[r"never sort", r"not sort", r"unsorted", r"without sort", r"input order", r"given order", r"no sort",
        r"order (they|it) (are|were|was) given", r"original order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    hits = 0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q20", "scope.knn_ties", "flow", "the count of places still free before the k-th is never decreased after a "
      "whole group of equal distances is taken, so later groups are taken whole too",
      [[r"never (decrease|decrement|reduc|updat)", r"not (decrease|decrement|reduc|updat)", r"decrement",
        r"remaining (places|slots)", r"places left", r"slots", r"more than k", r"beyond k", r"too many (items|targets)"]],
      '''
def my_knn_tie_bounds(distances, labels, k):
    groups = {}
    for d, y in zip(distances, labels):
        groups.setdefault(d, []).append(y)
    left = k
    low = high = 0
    for d in sorted(groups):
        ys = groups[d]
        if left <= 0:
            break
        if len(ys) <= left:
            low += sum(ys)
            high += sum(ys)
        else:
            rel = sum(ys)
            high += min(left, rel)
            low += max(0, left - (len(ys) - rel))
            left = 0
    return [low / k, high / k]
''')

wrong("q21", "interp.curve", "flow", "the running maximum is never reset between recall levels, so every level "
      "keeps the maximum of the levels before it",
      [[r"reset", r"carr(y|ied|ies) over", r"re-?initiali", r"initiali[sz]\w* once", r"outside the (level )?loop",
        r"previous level", r"kept (from|across)"]], '''
def my_interpolated(labels, n_relevant):
    prec, hits_at = [], []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        prec.append(hits / k)
        hits_at.append(hits)
    out = []
    best = 0.0
    for j in range(11):
        for p, h in zip(prec, hits_at):
            if n_relevant and h * 10 >= j * n_relevant and p > best:
                best = p
        out.append(best)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "precision divides by the number retrieved with no guard: ZeroDivisionError when "
      "nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = ret & rel
    p = len(hit) / len(ret)
    r = len(hit) / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "indexes labels[i] for i < k, an IndexError when k is longer than the list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: ZeroDivisionError when no item is "
      "relevant", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        raise ZeroDivisionError("ideal DCG is 0")
    return dcg(grades) / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c, so a list shorter than "
      "the class counts its missing ranks out",
      [[r"len\w*\W{0,10}(slice|list|labels)", r"length of the (slice|list)", r"slice",
        r"instead of (c|n_relevant)", r"min\(", r"list length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "interp.step", "hidden", "a level the ranking never reaches returns the last point's precision "
      "instead of 0",
      [[r"last (point|precision|relevant|P)", r"unreached", r"fall\w* (back|through)",
        r"instead of 0", r"should be 0", r"beyond the last"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    if not points:
        return 0.0
    for R, P in points:
        if level <= R:
            return P
    return points[-1][1]
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "map.mean", "hidden", "a query with no relevant item retrieved is skipped (left out of the mean) "
      "instead of counting AP 0",
      [[r"skip", r"left out", r"dropp?ed", r"ignor", r"exclud", r"not counted", r"leaves? out", r"omit"],
       [r"quer", r"mean", r"denominator", r"average"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                s += hits / k
        if hits == 0:
            continue
        aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "keeps rel_1 undiscounted but divides the later grades by log2(i + 1), the TREC "
      "discount, instead of log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"alternative (formulation|discount)", r"mix\w*",
        r"two formulas"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, rel in enumerate(grades[1:], start=2):
        total += rel / log2(i + 1)
    return total
''')

wrong("q30", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap", r"revers", r"exchang", r"switch", r"the other way", r"wrong way round"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    low = high = 0
    left = k
    for d, grp in groupby(pairs, key=lambda p: p[0]):
        ys = [y for _, y in grp]
        if left <= 0:
            break
        if len(ys) <= left:
            low += sum(ys)
            high += sum(ys)
            left -= len(ys)
        else:
            rel = sum(ys)
            high += min(left, rel)
            low += max(0, left - (len(ys) - rel))
            left = 0
    return [high / k, low / k]
''')

wrong("q31", "map.mean", "twin", "each query's AP divides by the number of relevant items found in the list "
      "(sum of its labels), not by its n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the list)", r"sum\(labels\)",
        r"sum of (its |the )?labels", r"found", r"ignor\w* n_relevant", r"n_relevant.{0,30}(ignored|unused|not used)",
        r"hits"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        ranks = np.arange(1, len(y) + 1)
        prec = np.cumsum(y) / ranks
        r = y.sum()
        aps.append(float((prec * y).sum() / r) if r else 0.0)
    return float(np.mean(aps))
''')

wrong("q32", "roc.auc", "twin", "a tied pair counts 0 (strict >), not 1/2",
      [[r"tie", r"equal scores", r"same score"],
       [r"\b0\b", r"zero", r"not counted", r"ignored", r"strict", r"nothing", r"instead of (1/2|half|0\.5)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] > neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q33", "avg.macro", "twin", "reads each table as [tp, fn, fp] (fp and fn swapped), so each 'precision' is "
      "tp / (tp + fn)",
      [[r"fp and fn", r"fn and fp", r"swap", r"column", r"order of the (table|fields|entries|counts)",
        r"unpack", r"\[tp, ?fn, ?fp\]", r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for t in tables:
        tp, fn, fp = t
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q34", "ap.exact", "twin", "P@k is taken over labels[:k - 1], the slice stopping before the relevant item at "
      "rank k itself",
      [[r"slice", r"labels\[:i\]", r"exclud\w* (the )?(current|item|relevant)", r"before (the )?(current|rank k)",
        r"itself", r"current (item|rank)", r"stops? (one )?(short|early|before)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    for i, rel in enumerate(labels):
        if rel:
            total += sum(labels[:i]) / (i + 1)
    return total / n_relevant
''')

wrong("q35", "dcg.trec", "twin", "enumerates from 0 in log2(i + 1), so rank 1 is special-cased and every later "
      "rank is discounted by log2 of its rank, one place too little",
      [[r"0-based", r"zero-based", r"from 0", r"from zero", r"index", r"off.by.one", r"enumerate",
        r"one (place|rank|position)", r"shift"]], '''
import math

total = 0.0
for i, g in enumerate(v["grades"]):
    if i == 0:
        total += g  # log2(1) = 0
    else:
        total += g / math.log2(i + 1)
my_dcg_trec = total
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "keeps the retrieved list as a list, so an id retrieved twice counts twice",
      [[r"duplicate", r"count\w* twice", r"two times", r"more than once", r"repeated", r"not a set", r"as a list",
        r"no set", r"without (a )?set", r"dedup"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "the ideal ranking is built from the retrieved grades only, as in the "
      "slides' example: the unretrieved grades are left out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, start=1))
    ideal = sorted(grades, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q38", "rank.distances", "data", "treats the distances as similarity scores and ranks the largest first",
      [[r"largest first", r"farthest", r"furthest", r"descending", r"revers", r"similarit", r"high(est)? first",
        r"biggest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances on their own and zips them with the unsorted "
      "labels, so each distance is paired with another target's label",
      [[r"misalign", r"align", r"pair\w*", r"sorted (the )?distances", r"sort\w* .{0,30}(alone|only|own|separately)",
        r"labels? (are |were )?not (sorted|reordered|moved)", r"another target", r"wrong label"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(sorted(distances), labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q40", "roc.eer", "data", "takes a low score as positive (scores read as distances): the sweep runs from the "
      "lowest score up",
      [[r"low(er|est)? scores?", r"ascending", r"revers", r"distance", r"invert", r"flip", r"wrong direction",
        r"1 ?- ?EER"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 == 0:
            return f0
        if g0 < 0 <= g1:
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return pts[-1][0]
''')

wrong("q41", "ap.value", "data", "takes the number of relevant items as the count of 1s in the list, ignoring "
      "relevant items never retrieved",
      [[r"relevant (items )?(retrieved|found|in the list)", r"sum\(labels\)", r"sum of (the )?labels",
        r"count of (1s|ones)", r"never retrieved", r"not retrieved", r"unretrieved", r"ignor\w* n_relevant",
        r"instead of n_relevant"]], '''
labels = v["labels"]
R = labels.count(1)
hits, s = 0, 0.0
for k, rel in enumerate(labels, start=1):
    if rel:
        hits += 1
        s += hits / k
my_ap_value = s / R
''')

wrong("q42", "gen.practical", "data", "reads d as the items beyond the judged scope and uses d + s as the "
      "database size",
      [[r"d ?\+ ?s", r"s ?\+ ?d", r"database size", r"size of the database", r"added? s", r"adds? the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    D = d + s
    return [v / s, v / (D - s + v), v / D]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact fractions, the 3-in-10 walk-through generalised", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += Fraction(hits, k)
    return float(total / n_relevant)
''')

right("q44", "interp.curve", "NumPy reversed running maximum, integer level comparison", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    out = []
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q45", "map.mrr", "itertools.compress and next with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

right("q46", "gen.grip_point", "plain loop over the first c ranks", '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for i in range(n_relevant):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / n_relevant
''')

right("q47", "pr.averaged", "comprehensions over the queries' PR points", '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels, n):
        pts = [(sum(labels[:k]), sum(labels[:k]) / k) for k in range(1, len(labels) + 1)]
        return [max([p for h, p in pts if n and h * 10 >= j * n], default=0.0) for j in range(11)]
    curves = [curve(list(l), n) for l, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

right("q48", "dcg.trec", "NumPy discount vector", '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

SUBMISSIONS = tuple(S)
