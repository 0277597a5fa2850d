"""Diagnosis class 197, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
misread the assignment's wording and answer a neighbouring question (another measure, another cut-off, another
averaging, another convention) with otherwise clean code, in varied styles: explicit loops, NumPy, comprehensions,
itertools and exact ``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student
ids are ``"c197-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class197): every right
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

BATCH = "diagnosis class 197 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c197-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "micro-averages the precision (pools tp and fp over the queries) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp|true positives)", r"total (tp|true positives)",
        r"weight\w* by", r"summ?\w* (tp|the tables?) (over|across)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\(i\)", r"log ?2 of (the )?rank\b", r"rank 1 (is )?(left )?(not |un)discounted",
        r"undiscounted", r"first (grade|item|rank).{0,30}(not |un)discounted", r"rel_1 \+"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], start=2))
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"without interpolat", r"no interpolation",
        r"not interpolated", r"precisions? at (the )?relevant ranks", r"divid\w* by n_relevant"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q04", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where FPR and FNR are closest instead "
      "of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"not interpolat\w*", r"without interpolat\w*", r"never interpolat\w*",
        r"smallest \|?(difference|gap)", r"no interpolation", r"does not intersect", r"(an? )?ROC point('s)? (average|mean)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    n_pos, n_neg = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / n_neg)
        fnr.append(1 - (sel & y).sum() / n_pos)
    fpr, fnr = np.array(fpr), np.array(fnr)
    i = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("q05", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of by "
      "min(k, n_relevant)",
      [[r"divid\w* by (the )?(full |whole |total )?(n_relevant|R\b|number of relevant)",
        r"denominator (is |of )?(n_relevant|R\b)", r"instead of min", r"rather than min", r"not min\(",
        r"without (the )?min", r"(full|total|all) (number of )?relevant", r"ignor\w* k in the denominator"]], '''
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

wrong("q06", "sig.sign_test", "sibling", "gives the one-sided p-value (one binomial tail, not doubled) instead of "
      "the two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"forg\w* to double", r"(times|multipl\w* by) 2",
        r"twice", r"\bhalf\b"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q07", "interp.curve", "sibling", "takes the precision at the first rank reaching each level (no maximum over "
      "the later ranks) instead of max {P@k : R@k >= r}",
      [[r"first (rank|point)", r"no max", r"without (the |taking the )?max", r"not (the )?max", r"step (rule|interpolation)",
        r"ignor\w* (later|higher) precision", r"(later|following) ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        value = 0.0
        hits = 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r:
                value = hits / k
                break
        out.append(value)
    return out
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (both in 1 + beta^2 and beta^2 P)",
      [[r"not squared", r"without squaring", r"forg\w* to square", r"unsquared", r"never squared",
        r"beta (used )?(instead of|rather than|for) beta.?(\^|\*\*|squared|2)", r"linear(ly)? in beta",
        r"square of beta .{0,20}(missing|not)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound divides by d - s (the unjudged items only) instead of "
      "d - s + v: the relevant items found are left out of the largest class",
      [[r"d ?- ?s\)", r"d ?- ?s(?! ?\+)", r"without (adding )?(the )?\+ ?v", r"forg\w* (to add )?(the )?v\b",
        r"unjudged (items )?only", r"only the unjudged", r"(found|scope'?s?) relevant (items )?(left out|not added|missing)"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q10", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the + 1 outside the log)",
      [[r"log2\(i\) ?\+ ?1", r"parenthes", r"bracket", r"\+ ?1 outside", r"outside the log", r"added after the log",
        r"1 ?\+ ?log"]], '''
import math

g = v["grades"]
my_dcg_trec = sum(x / (math.log2(i) + 1) for i, x in enumerate(g, start=1))
''')

wrong("q11", "ap.exact", "shape", "averages the precisions over the relevant items retrieved (divides by their "
      "number) instead of dividing by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"number of (relevant )?hits", r"sum\(labels\)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"unretrieved.{0,30}(ignored|missing|left out)",
        r"mean of the precisions"]], '''
def my_ap(labels, n_relevant):
    precs = [sum(labels[:k + 1]) / (k + 1) for k, x in enumerate(labels) if x]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q12", "roc.auc", "shape", "divides the winning pairs by all n(n - 1)/2 pairs of items instead of the "
      "n_pos * n_neg (positive, negative) pairs",
      [[r"all pairs", r"every pair", r"n ?\(n ?- ?1\) ?/ ?2", r"pairs of items", r"any two items",
        r"n_?pos ?\* ?n_?neg", r"number of (positive.?negative|mixed) pairs", r"n choose 2", r"comb\(n, ?2\)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1.0 if p > q else 0.5 if p == q else 0.0 for p, q in product(pos, neg))
    n = len(scores)
    return good / (n * (n - 1) / 2)
''')

wrong("q13", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target, not capped by the places "
      "left in the top k (min missing)",
      [[r"\bcap", r"more (tied )?relevant .{0,40}than (the )?(places|slots|room)", r"min\(", r"places? left",
        r"free (places|slots)", r"all (the )?tied relevant", r"every tied relevant", r"more than k", r"above 1"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    before = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    places = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    lowest = (sum(before) + max(0, places - tied_non)) / k
    highest = (sum(before) + tied_rel) / k
    return [lowest, highest]
''')

wrong("q14", "map.mean", "shape", "pools the precisions of all queries and divides by the total n_relevant "
      "instead of averaging the queries' APs",
      [[r"pool\w*", r"micro", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant", r"sum\(n_relevant\)",
        r"not (the )?mean of (the )?(per.query )?APs?", r"instead of averaging (the )?(per.query )?APs?", r"weight\w* by"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / k
    denom = sum(n_relevant)
    return total / denom if denom else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a point at every rank (relevant or not) instead of one per relevant "
      "item",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items) (also|too)", r"not only (at )?(the )?relevant",
        r"one (point )?per rank", r"missing (the )?if", r"without (checking|testing) (the label|relevance)",
        r"(list|result) (is )?too long"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        points.append(hits / k)
    return points if hits else []
''')

wrong("q28", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a list "
      "shorter than k is not padded with non-relevant ranks",
      [[r"len\(", r"length of the (list|slice|top)", r"(list|slice)'?s? (length|size)",
        r"divid\w* by (the )?(number of )?(items|ranks) (retrieved|returned|there|present)", r"instead of k\b",
        r"not by k\b", r"fewer than k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q17", "pr.averaged", "flow", "stops at the first rank reaching each level and takes the maximum precision "
      "of the ranks up to there (before) instead of the ranks from there on",
      [[r"(ranks|precisions?) before", r"up to (the )?(first )?rank", r"prefix", r"earlier ranks",
        r"instead of (the ranks )?after", r"stops? (at|when)", r"\bbreak", r"wrong (side|direction)",
        r"not (the )?max(imum)? (over|of) (the )?(later|following)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        curve = []
        for i in range(11):
            r = i / 10
            if n == 0:
                curve.append(0.0)
                continue
            best, hits, reached = 0.0, 0, False
            for k, rel in enumerate(labels, 1):
                hits += rel
                best = max(best, hits / k)
                if hits / n >= r:
                    reached = True
                    break
            curve.append(best if reached else 0.0)
        curves.append(curve)
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q18", "interp.step", "flow", "keeps the precision of the last relevant rank whose recall is at or below the "
      "level (R_i <= r) instead of the first one whose recall reaches it",
      [[r"R_?i ?<= ?r", r"(point|precision|recall) (at or )?below", r"(previous|preceding|earlier|last) (PR )?point",
        r"one point (too )?early", r"interval (is )?(reversed|shifted)", r"the point before", r"off.by.one",
        r"last (relevant )?rank (whose|with|at or below)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant <= level:
                p = hits / k
    return p
''')

wrong("q19", "map.mrr", "flow", "keeps overwriting the reciprocal rank in the loop (no break), so each query "
      "scores its last relevant item, not its first",
      [[r"last relevant", r"no break", r"without (a )?break", r"missing break", r"overwrit\w*",
        r"keeps? (going|looping|overwriting)", r"not the first", r"(loop|search) (does not|doesn't|never) stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q20", "rank.r_precision", "flow", "cuts the ranking at index R (labels[:R + 1]), the precision at rank "
      "R + 1, off by one",
      [[r"R ?\+ ?1", r"one (rank )?too (many|far|deep)", r"off.by.one", r"index R\b", r"0.based",
        r"one (more|extra) rank"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R + 1]
my_r_precision = sum(top) / len(top)
''')

wrong("q21", "scope.eps_precision", "flow", "stops at the first target at or beyond epsilon as if the distances "
      "were sorted (break), missing the closer targets after it",
      [[r"\bbreak", r"stops? at the first", r"assum\w* .{0,30}sorted", r"as if .{0,30}sorted", r"not sorted",
        r"unsorted", r"input order", r"first (target|distance) (beyond|outside|over|at or (above|beyond))"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = returned = 0
    for d, y in zip(distances, labels):
        if d >= epsilon:
            break
        returned += 1
        hits += y
    return hits / returned if returned else 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "recall is 1 (not 0) when nothing is relevant",
      [[r"no relevant", r"nothing (is )?relevant", r"empty relevant", r"relevant set (is )?empty"],
       [r"\b1(\.0)?\b", r"\bone\b", r"perfect", r"full recall", r"vacuous"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    precision = tp / len(ret) if ret else 0.0
    recall = tp / len(rel) if rel else 1.0
    return [precision, recall]
''')

wrong("q23", "ndcg.all_judgments", "hidden", "returns 1 (not 0) when the ideal DCG is 0",
      [[r"\b1(\.0)?\b", r"\bone\b", r"perfect"],
       [r"ideal (DCG )?(is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)", r"no relevant", r"nothing (is )?relevant",
        r"all grades (are )?0"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 1.0
''')

wrong("q24", "set.f_beta", "hidden", "van Rijsbergen's 1 / (alpha/P + (1 - alpha)/R) form with no P = R = 0 case: "
      "raises ZeroDivisionError there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    alpha = 1 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list (shorter than c when the list is "
      "short) instead of by c",
      [[r"len\(", r"length of the (list|slice|top|cut)", r"(list|slice|cut)'?s? (length|size)",
        r"divid\w* by (the )?(number of )?(ranks|items) (retrieved|there|available|present)",
        r"instead of (c|n_relevant|the class size)", r"not by (c|n_relevant|the class size)", r"fewer than c"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ap.at_k", "hidden", "divides by min(length of the top k, n_relevant): a list shorter than k "
      "shrinks the denominator",
      [[r"len\(", r"length of the (list|slice|top|cut)", r"list('s)? length", r"(list|top.?k) (is )?shorter",
        r"fewer (than k )?ranks", r"instead of k\b", r"not k\b", r"min\(len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q27", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average (nanmean) instead of "
      "counting its precision as 0",
      [[r"skip", r"drop", r"left out", r"leav\w* out", r"ignor", r"exclud", r"nanmean", r"not counted",
        r"fewer queries"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("q16", "pr.averaged", "hidden", "averages each level over the queries that have relevant items only, "
      "leaving a query with no relevant items out instead of counting it as 0",
      [[r"skip", r"drop", r"left out", r"leav\w* out", r"ignor", r"exclud", r"not counted", r"fewer queries",
        r"only (the )?quer(y|ies) (with|that have)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits, prec, rec = 0, [], []
        for k, rel in enumerate(labels, 1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / n)
        curve = []
        for i in range(11):
            r = i / 10
            ok = [p for p, x in zip(prec, rec) if x >= r]
            curve.append(max(ok) if ok else 0.0)
        curves.append(curve)
    if not curves:
        return [0.0] * 11
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (P + beta^2 R)",
      [[r"swap", r"exchang", r"switch", r"interchang", r"the other way", r"recall instead of precision",
        r"beta.{0,12}(multiplies|weights|on) (the )?recall", r"b(eta)?\W{0,4}2 ?\*? ?R\b",
        r"P ?\+ ?b(eta)?\W{0,4}2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "roc.auc", "twin", "counts the pairs where the positive scores LOWER (comparison reversed, scores read "
      "as distances)",
      [[r"(comparison|inequality|sign) (is )?(reversed|flipped|inverted|the wrong way)", r"lower scores?",
        r"smaller scores?", r"ascending", r"as (a )?distances?", r"p ?< ?q", r"pos\w* (score )?(is )?lower",
        r"negative (scores? )?higher"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p in pos:
        for q in neg:
            if p < q:
                total += 1
            elif p == q:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q31", "dcg.classic", "twin", "enumerates from 1 and still adds 1 for the rank: the discount is log2(rank + 1) "
      "(an index shifted twice)",
      [[r"off.by.one", r"start ?= ?1", r"\+ ?1 (twice|again|too many)", r"shift\w* twice",
        r"(index|enumerate) (is |was )?already (1|one).based", r"1.based .{0,40}\+ ?1", r"double.{0,20}(shift|offset|\+ ?1)",
        r"rank (i )?\+ ?1 instead of (rank )?i"]], '''
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

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (columns misread), so the 'fp' it uses is fn",
      [[r"column", r"\[tp, fn, fp\]", r"order of (the )?(columns|entries|fields|counts)",
        r"(fp|fn) and (fn|fp) (are )?(swapped|exchanged|switched|confused|mixed)", r"unpack\w*",
        r"(swapped|exchanged|confused|mixed up) (the )?(fp|fn)", r"second and third"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q33", "set.pr", "twin", "the function's parameters are in the wrong order (relevant, retrieved), so the two "
      "sets are exchanged",
      [[r"argument", r"parameter", r"signature", r"(retrieved|relevant) and (relevant|retrieved) (sets )?(are )?"
        r"(swapped|exchanged|switched|in the wrong order|reversed)", r"order of the (inputs|arguments|parameters)",
        r"inputs? (are )?(swapped|exchanged)"]], '''
def my_set_pr(relevant, retrieved):
    relevant, retrieved = set(relevant), set(retrieved)
    hits = len(relevant & retrieved)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("q34", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the reverse order",
      [[r"(order|positions?) (of the (two|values|results|bounds) )?(is |are )?(swapped|reversed|exchanged)",
        r"\[highest, lowest\]", r"\[best, worst\]", r"(highest|best) (value |bound )?first", r"wrong order",
        r"reverse order", r"return\w* order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0])
    cut = ranked[k - 1][0]
    sure = sum(y for d, y in ranked if d < cut)
    n_before = sum(1 for d, _ in ranked if d < cut)
    tied = [y for d, y in ranked if d == cut]
    room = k - n_before
    best = (sure + min(room, sum(tied))) / k
    worst = (sure + max(0, room - (len(tied) - sum(tied)))) / k
    return [best, worst]
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries in n (binomial over all queries) instead of dropping "
      "them",
      [[r"ties? (are |were )?(not dropped|kept|included|counted)", r"(not|never) drop\w*", r"all (the )?queries",
        r"every query", r"len\(a\)", r"includ\w* (the )?ties", r"kept (the )?ties"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a)).pvalue
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking, as if they had been "
      "retrieved, before taking DCG",
      [[r"append\w*", r"(added|concatenat\w*) (to|onto|with) (the )?(ranking|retrieved|run|list|grades)",
        r"as if (they (were|had been) )?retrieved", r"(end|bottom|tail) of the (ranking|list)",
        r"counted as retrieved", r"treat\w* .{0,30}as retrieved"]], '''
from math import log2

ranking = list(v["grades"]) + list(v["unretrieved"])

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg(ranking) / dcg(sorted(ranking, reverse=True))
''')

wrong("q37", "rank.distances", "data", "reads the distances as similarity scores: ranks the farthest first "
      "(descending)",
      [[r"farthest", r"descending", r"revers\w*", r"largest (distance )?first", r"highest (distance )?first",
        r"similarit", r"as (a )?scores?", r"(bigger|larger|higher) (is|=|means) (better|nearer|closer)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q38", "gen.practical", "data", "reads d as the number of items beyond the judged scope (database size "
      "d + s)",
      [[r"d ?\+ ?s", r"(database|collection) (size )?(is |as )?d ?\+ ?s", r"d (as|is) (the )?(number of )?"
        r"(unjudged|remaining|other|items beyond)", r"added s to d", r"beyond the scope", r"outside the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    n = d + s
    return [v / s, v / (n - s + v) if v else 0.0, v / n]
''')

wrong("q39", "scope.knn_ties", "data", "sorts the distances alone and pairs them with the labels in the input "
      "order (labels not moved with their distances)",
      [[r"labels? (are |were )?(not|never) (sorted|reordered|permuted|moved)", r"sorted (only )?the distances",
        r"distances alone", r"misalign\w*", r"mismatch\w*", r"out of (step|sync)", r"(pairs?|pairing) (is )?(broken|lost)",
        r"original (label )?order", r"wrong labels?"]], '''
def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    cut = d[k - 1]
    before = [y for x, y in zip(d, labels) if x < cut]
    tied = [y for x, y in zip(d, labels) if x == cut]
    places = k - len(before)
    lo = (sum(before) + max(0, places - (len(tied) - sum(tied)))) / k
    hi = (sum(before) + min(places, sum(tied))) / k
    return [lo, hi]
''')

wrong("q40", "pr.averaged", "data", "uses each query's relevant items retrieved (sum of its labels) as its "
      "number of relevant items, ignoring n_relevant",
      [[r"sum\(", r"relevant (items )?(retrieved|found|in the (list|run|ranking))", r"retrieved relevant",
        r"ignor\w* n_relevant", r"not (using |use )?n_relevant", r"instead of n_relevant", r"never retrieved",
        r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in levels]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the relevant items found (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant", r"never retrieved", r"unretrieved"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels)
    c = int(y.sum())
    return float(y[:c].sum() / c) if c else 0.0
''')

wrong("q42", "ndcg.all_judgments", "data", "binarises the grades (any grade > 0 counts 1) instead of using the "
      "graded relevance",
      [[r"binar", r"0/1", r"graded.{0,30}(ignored|lost)", r"grades? (as|to) (0/1|1)", r"(1|one) for (every|any) relevant",
        r"(relevance )?levels? (ignored|lost)", r"treat\w* .{0,30}as 1"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(rels):
        rels = np.asarray(rels, dtype=float)
        if rels.size == 0:
            return 0.0
        disc = np.ones(rels.size)
        disc[1:] = np.log2(np.arange(2, rels.size + 1))
        return float((rels / disc).sum())
    rel = [1.0 if g > 0 else 0.0 for g in grades]
    ideal = sorted((1.0 if g > 0 else 0.0 for g in list(grades) + list(unretrieved)), reverse=True)
    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mean", "explicit loops, one AP per query", '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for k, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / k
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

right("q44", "interp.curve", "NumPy cumulative sums and a reversed running maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for i in range(11):
        reach = np.nonzero(hits * 10 >= i * n_relevant)[0]
        out.append(float(best_after[reach[0]]) if reach.size else 0.0)
    return out
''')

right("q45", "set.pr", "sets and exact Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    p = Fraction(tp, len(ret)) if ret else Fraction(0)
    r = Fraction(tp, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q46", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), run), float("inf")) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "ap.exact", "a comprehension over the relevant ranks", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]) / n_relevant
''')

right("q48", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
