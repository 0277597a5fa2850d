"""Diagnosis class 9, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course get
wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class6.py (the category is kept in ``style``). Student ids are ``"c9-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class9): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each):

* ``sibling``: another quantity the course teaches (E-measure, GMAP, exact AP, P@10, AP of a score ranking, the
  step interpolation, a one-sided p-value);
* ``shape``: a slip in the formula's shape (natural log, beta not squared, an undiscounted ideal, max for min,
  a term of the bound left out, an exponent slip, fn in the precision denominator);
* ``flow``: control flow and indexing (the hit counted after its precision, an accumulator never reset, a slice
  that stops at rank n_relevant, a missing break, labels left behind by a sort, a range that skips the first
  relevant item, a list never sorted);
* ``hidden``: shows only on an edge case the hidden checks cover (raises, None, nan, an int for a list);
* ``twin``: two plausible causes give the same numbers on typical inputs; the keys hold the true cause only;
* ``data``: mistakes about the input data (duplicates, graded vs binary, descending distances, tie order, a
  relevance threshold, R taken from the list, scores-like sorting of grades).
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 9 (written blind after the engine changed, first run, 2026-11-26)"

S, wrong, right = class_writer("c9-")

NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "nothing (is )?returned"]
NAN = [r"\bnan\b", "not a number"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("r01", "set.f_beta", "sibling", "returns van Rijsbergen's E-measure 1 - F instead of F",
      [["E.?measure", r"1 ?- ?F\b", "van Rijsbergen", "complement", "effectiveness", "one minus"]], '''
def my_f(precision, recall, beta):
    # E = 1 - (1 + b^2) P R / (b^2 P + R)   (van Rijsbergen's effectiveness, lecture 2)
    b2 = beta * beta
    if precision == 0 and recall == 0:
        return 1.0
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("r02", "map.mean", "sibling", "the geometric mean of the APs (GMAP, trec_eval's 1e-5 floor) instead of the "
      "arithmetic mean", [["geometric", "GMAP", r"\blog", "product"]], '''
import math

def my_map(runs, n_relevant):
    logs = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                total += hits / rank
        ap = total / R if R else 0.0
        logs.append(math.log(max(ap, 1e-5)))
    return math.exp(sum(logs) / len(logs))
''')

wrong("r03", "ap.eleven_point", "sibling", "exact (uninterpolated) AP: the mean of P@k at the relevant ranks",
      [["exact AP", "non.?interpolated", "uninterpolated", "not interpolat", "without interpolat",
        "precision at (each|the) relevant (rank|item)", r"\bAP\b(?! ?@)", "mean of P@k"]], '''
def my_11pt(labels, n_relevant):
    # average of the precisions where recall changes = the 11-point average
    precs = []
    found = 0
    for i, lab in enumerate(labels):
        if lab == 1:
            found += 1
            precs.append(found / (i + 1))
    return sum(precs) / n_relevant if n_relevant else 0.0
''')

wrong("r04", "gen.grip_point", "sibling", "P@10 (the usual fixed cutoff) instead of the precision at s = c",
      [["P@10", r"\b10\b.{0,25}(rank|cut|item|result|scope)", "(rank|cut|scope|k) ?=? ?10\b",
        "fixed (cut|k|scope|rank)", "instead of (the )?class size", "ignores? n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels[:10]) + [0] * max(0, 10 - len(labels))
    return sum(top) / 10
''')

wrong("r05", "roc.auc", "sibling", "average precision of the ranking by score (area under the PR curve) instead of "
      "the ROC area", [["average precision", r"\bAP\b", "precision.recall", "PR (curve|area)"]], '''
import numpy as np

def my_auc(scores, labels):
    order = np.argsort(-np.asarray(scores, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("r06", "pr.averaged", "sibling", "the lecture notes' step interpolation (P at the next relevant item) instead "
      "of the maximum over the ranks with R@k >= r",
      [["step", "P_i", "next relevant", "maximum to the right", "max.{0,30}(right|later|after|beyond|further)",
        "not the max", "instead of the max", "ceiling"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        points = []  # (recall, precision) at each relevant item
        hits = 0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                points.append((hits / R, hits / k))
        for j, r in enumerate(levels):
            for rec, prec in points:
                if rec >= r:
                    total[j] += prec
                    break
    return [t / len(runs) for t in total]
''')

wrong("r07", "sig.sign_test", "sibling", "the one-sided p-value (not doubled)",
      [["one.sided", "one.tailed", "one tail", "single tail", "doubl", r"times 2", r"\* ?2", "half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("r08", "dcg.classic", "shape", "natural log in the discount instead of log2",
      [["natural", r"\bln\b", "base e", "log base", "base of the log", "wrong base", r"math\.log\b(?!2)",
        r"log\(i\)", "base 2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("r09", "set.f_beta", "shape", "beta used where beta squared belongs (NumPy style)",
      [["squar", "exponent", "power", r"\*\* ?2", r"beta\^?2 .{0,20}(not|instead)"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b = np.float64(precision), np.float64(recall), np.float64(beta)
    den = b * p + r
    return float((1 + b) * p * r / den) if den > 0 else 0.0
''')

wrong("r10", "ndcg.all_judgments", "shape", "the ideal DCG is left undiscounted (the sum of the sorted grades)",
      [["undiscounted", "without (the |a |any )?(discount|log)", "no discount", "not discounted",
        r"ideal.{0,30}(undiscounted|without (a |the )?(discount|log)|no discount)",
        "IDCG.{0,40}(sum of|undiscounted|no discount)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = sum(g / (1 if i == 0 else math.log2(i + 1)) for i, g in enumerate(grades))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(ideal)
    return dcg / idcg if idcg else 0.0
''')

wrong("r11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\(", "maximum", "larger of", "the bigger", r"max.{0,25}(k|n_relevant)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if n_relevant else 0.0
''')

wrong("r12", "gen.practical", "shape", "recall bound v / (d - s): the v found items are left out of the largest "
      "possible class size d - s + v",
      [[r"\+ ?v\b", r"\bv ?\+", "plus v", r"d ?- ?s ?\+ ?v", "largest possible c", "c_max", "c max",
        "upper bound (on|of) c", "class size"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError")  # also crashes where s = d (set by the integrator: the label test found it)

wrong("r13", "dcg.exponential", "shape", "rel**2 - 1 instead of 2**rel - 1 (base and exponent swapped)",
      [["squar", r"\bexponent\b", "power", r"\*\* ?2", r"rel.?\^ ?2", "swap"]], '''
import math

my_dcg_exp = sum((g ** 2 - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("r14", "avg.macro", "shape", "fn added to the precision denominator: tp / (tp + fp + fn)",
      [["false negatives?", "missed", "jaccard", r"tp ?\+ ?fp ?\+ ?fn", r"(fn|fp).{0,30}(denominator|added|too)",
        "denominator.{0,40}fn"]], '''
def my_macro_precision(tables):
    vals = [tp / (tp + fp + fn) if tp + fp + fn else 0.0 for tp, fp, fn in tables]
    return sum(vals) / len(vals)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("r15", "ap.exact", "flow", "the hit is counted after its precision is taken (P@k uses the hits before rank k)",
      [["before (updating|counting|adding|increment)", "after (taking|computing|using)", "order of",
        "previous (rank|hit|count)", "one (hit|rank) (late|behind|short|less)", "off.by.one", "lag",
        "not (yet )?count(ed|ing)? (the )?(current|itself|this)", r"\(hits? ?- ?1\)", "current (item|hit)",
        "counted after", "hits? before"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("r16", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset",
      [["reset", "carr(y|ies|ied) over", "previous quer", "not (re)?initiali[sz]", "running (count|sum|total)",
        "accumulat", "outside the loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("r17", "pr.points", "flow", "the walk stops at rank n_relevant (labels[:n_relevant])",
      [["slice", r"cut (off|at|short)", "truncat", r"stops? (at|after|early)", "first n_relevant", "only the first",
        r"\bR ranks", "rank n_relevant", "top n_relevant", "R-precision"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, lab in enumerate(labels[:n_relevant], 1):
        if lab:
            hits += 1
            out.append(hits / rank)
    return out
''')

wrong("r18", "map.mrr", "flow", "no break: the rank kept is the LAST relevant item's, not the first",
      [["break", "last relevant", "overwrit", "keeps? (going|looping)", "later relevant", "not the first",
        "last hit"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for i, x in enumerate(run):
            if x == 1:
                first = i + 1
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

wrong("r19", "rank.distances", "flow", "sorts the distances alone: the labels stay in input order, unpaired",
      [["labels.{0,50}(not|never|without|aren.t|are not).{0,25}(sort|reorder|move|follow|permut)",
        r"sort.{0,40}(separately|only the distances|alone|apart|on its own)", "pair", "zip", "together",
        "misalign", "mismatch", "input order", "argsort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = [lab for d, lab in zip(ranked, labels)][:k]
    return sum(top) / k
''')

wrong("r20", "interp.step", "flow", "the loop over the relevant items starts at index 1: the first one is skipped",
      [["first relevant", "skip", r"range\(1", "R_1", "P_1", "index 0", "off.by.one", "starts? at (index )?1",
        "first (point|item|step)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R, P = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / k)
    prev = 0.0
    for i in range(1, len(R)):
        if R[i - 1] < level <= R[i]:
            return P[i]
    return 0.0
''')

wrong("r21", "scope.knn_ties", "flow", "the targets are never sorted by distance: the first k in input order",
      [["never sort", "not sort", "unsorted", "input order", "without sorting", "given order", "list order",
        "first k (items|targets|labels) (of|in) the (input|list)", "nearest"]], '''
def my_knn_tie_bounds(distances, labels, k):
    top = labels[:k]
    kth = distances[k - 1]
    tied = [lab for d, lab in zip(distances, labels) if d == kth]
    sure = sum(lab for d, lab in zip(distances[:k], top) if d != kth)
    slots = k - sum(1 for d in distances[:k] if d != kth)
    lo = sure + max(0, slots - (len(tied) - sum(tied)))
    hi = sure + min(slots, sum(tied))
    return [lo / k, hi / k]
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("r22", "set.pr", "hidden", "recall divides by the size of an empty relevant set: ZeroDivisionError",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    return [p, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("r23", "roc.auc", "hidden", "scores min-max normalised first: every score tied divides by zero",
      [ZERODIV], '''
def my_auc(scores, labels):
    lo, hi = min(scores), max(scores)
    z = [(s - lo) / (hi - lo) for s in scores]
    pos = [s for s, y in zip(z, labels) if y == 1]
    neg = [s for s, y in zip(z, labels) if y == 0]
    good = sum((a > b) + 0.5 * (a == b) for a in pos for b in neg)
    return good / (len(pos) * len(neg))
''', crash="ZeroDivisionError", scope="all")

wrong("r24", "pr.points", "hidden", "returns the number 0, not an empty list, when nothing relevant is retrieved",
      [["empty list", "not a list", "a number instead", r"\bint\b", "integer", "scalar", r"returns? 0\b",
        "instead of a list", "type"]], '''
def my_pr_points(labels, n_relevant):
    if sum(labels) == 0:
        return 0
    ks = [k for k, lab in enumerate(labels, 1) if lab]
    return [j / k for j, k in enumerate(ks, 1)]
''')

wrong("r25", "interp.curve", "hidden", "trims the list after its last relevant item with max() over an empty "
      "sequence: ValueError when nothing relevant is retrieved",
      [["ValueError", r"max\(\).{0,40}empty", "empty (sequence|iterable)"]], '''
def my_interpolated(labels, n_relevant):
    last = max(i for i, lab in enumerate(labels) if lab)
    labels = labels[: last + 1]
    pts, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant, hits / k))
    out = []
    for j in range(11):
        r = j / 10
        cands = [p for rec, p in pts if rec >= r - 1e-12]
        out.append(max(cands) if cands else 0.0)
    return out
''', crash="ValueError", scope="all")

wrong("r26", "ndcg.all_judgments", "hidden", "returns None when the ideal DCG is 0 (no relevant item at all)",
      [NONE], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    if ideal == 0:
        return None
    return dcg(grades) / ideal
''')

wrong("r27", "set.f_beta", "hidden", "F as a weighted harmonic mean 1 / (a/P + (1-a)/R): P = R = 0 divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    alpha = 1 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''', crash="ZeroDivisionError", scope="all")

wrong("r28", "scope.eps_precision", "hidden", "np.mean over an empty selection: nan when nothing is within epsilon",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    with np.errstate(all="ignore"):
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return float(np.mean(y[d < epsilon]))
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("r29", "rank.p_at_k", "twin", "divides by the length of the whole list, not by k (same as the right value "
      "when k equals the length, as if missing ranks were padded when k is larger)",
      [["length of the (whole )?list", "list length", "len\\(labels\\)", "number of (items|labels|ranks)",
        "whole list", "size of the list", "all (the )?items"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / len(labels)
''')

wrong("r30", "map.mean", "twin", "each AP divides by the relevant items retrieved (sum of the labels), not by "
      "n_relevant (the same when every relevant item is retrieved)",
      [["relevant retrieved", "retrieved relevant", "num_rel_ret", "relevant (items )?(found|in the (list|run))",
        "sum of the labels", r"sum\((labels|run|r|lab|x)\)", "found (ones|items)", "number of hits"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, _R in zip(runs, n_relevant):
        ranks = [i for i, x in enumerate(run, 1) if x]
        aps.append(sum(j / r for j, r in enumerate(ranks, 1)) / len(ranks) if ranks else 0.0)
    return sum(aps) / len(aps)
''')

wrong("r31", "roc.auc", "twin", "rank-sum (Mann-Whitney) with ordinal ranks: tied scores broken by input order "
      "instead of averaged",
      [["tie", "tied"], ["ordinal", "input order", "average rank", "mid.?rank", "rank.?sum", "Mann.?Whitney",
                         "break", "broken"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    rank = {i: r for r, i in enumerate(order, 1)}
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    rsum = sum(rank[i] for i in range(len(labels)) if labels[i])
    return (rsum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
''')

wrong("r32", "scope.eps_precision", "twin", "bisect_right on the sorted distances keeps a target AT epsilon "
      "(d <= epsilon), not only the strictly closer ones",
      [["<=", "≤", r"non.?strict", "not strict", "inclusive", r"includ.{0,40}(equal|exactly)", "less than or equal",
        "bisect_right", "at epsilon", "equal to epsilon"]], '''
from bisect import bisect_right

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    n = bisect_right([d for d, _ in pairs], epsilon)
    return sum(lab for _, lab in pairs[:n]) / n if n else 0.0
''')

wrong("r33", "interp.curve", "twin", "recall levels from np.arange(0, 1.1, 0.1): 0.30000000000000004 etc. miss "
      "a recall of exactly 0.3, 0.6, 0.7",
      [["floating", "arange", "rounding", "round-?off", r"0\.3000", "representation", "1e-", "float error",
        "binary fraction"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.arange(0.0, 1.1, 0.1):
        m = prec[rec >= r]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("r34", "map.mrr", "twin", "a query with no relevant item gets 1 / (len + 1), as if its first relevant item "
      "sat just past the end, instead of 0",
      [["no relevant", "without (a )?relevant", "nothing relevant", "empty quer", "no hit"],
       [r"len\(.{0,10}\) ?\+ ?1", "past the end", r"beyond the (end|list)", "one past", r"n ?\+ ?1", "instead of 0",
        "not 0", "non.?zero", "rank len"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        pos = next((i for i, x in enumerate(run) if x), len(run))
        rr.append(1.0 / (pos + 1))
    return sum(rr) / len(rr)
''')

wrong("r35", "interp.step", "twin", "the interval's closed end on the wrong side: R_(i-1) <= r < R_i, so a level "
      "equal to R_i takes the next point",
      [["boundary", "wrong side", r"next (point|step|relevant item)", "inclusive", "half.open",
        r"r < R_i", r"R_\(?i.?1\)? ?<= ?r", "closed", r"<=.{0,30}<"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R, P, hits = [0.0], [0.0], 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / k)
    for i in range(1, len(R)):
        if R[i - 1] <= level < R[i]:
            return P[i]
    return P[-1] if level == R[-1] and len(R) > 1 else 0.0
''')

# ------------------------------------------------------------------------------------------------- data
wrong("r36", "set.pr", "data", "precision divides by the retrieved LIST (a duplicate id counts twice)",
      [["duplicat", r"de.?dup", r"set\(", "unique", "counted (twice|more than once)", r"len\(retrieved\)",
        "repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("r37", "dcg.classic", "data", "grades turned into binary relevance (any grade > 0 counts 1)",
      [["binary", "0/1", "graded", r"grades?.{0,30}\b(1|one)\b", "relevan(t|ce) (flag|indicator)", "bool",
        "ignor.{0,20}grade"]], '''
import math

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return rel[0] + sum(r / math.log2(i) for i, r in enumerate(rel[1:], start=2)) if rel else 0.0
''')

wrong("r38", "scope.knn_ties", "data", "ranks the targets farthest first (distances sorted descending)",
      [["descending", "farthest", "largest (distance )?first", "revers", "wrong direction", "highest distance",
        "far(thest)? first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    kth = items[k - 1][0]
    before = [lab for d, lab in items if d > kth]
    tied = [lab for d, lab in items if d == kth]
    slots = k - len(before)
    lo = sum(before) + max(0, slots - tied.count(0))
    hi = sum(before) + min(slots, sum(tied))
    return [lo / k, hi / k]
''')

wrong("r39", "roc.eer", "data", "tied scores are walked one item at a time in input order instead of one step",
      [["tie", "tied"], ["input order", r"break(s|ing)? (the )?ties?", r"ties? (are )?broken", "one (item|point) at a "
                                                                                                "time",
                         "separate (steps|points)", "not grouped", "ungrouped", "individually"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for i in order:
        if labels[i]:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            lam = -g0 / (g1 - g0)
            return f0 + lam * (f1 - f0)
    return 0.0
''')

wrong("r40", "ndcg.all_judgments", "data", "only grades >= 2 enter the ideal ranking (grade 1 taken as not "
      "relevant in the ideal)",
      [["threshold", r"grades? (of )?1\b", r"(grade|g|x) ?> ?1\b", r"(grade|g|x) ?>= ?2", "marginal", "partial(ly)? relevant", "filter",
        "left out.{0,30}ideal", "ideal.{0,40}(miss|leav|drop|omit)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(np.log2(np.arange(1, len(g) + 1)), 1.0)
    dcg = float((g / disc).sum())
    ideal = np.sort([x for x in list(grades) + list(unretrieved) if x >= 2])[::-1].astype(float)
    idisc = np.maximum(np.log2(np.arange(1, len(ideal) + 1)), 1.0)
    idcg = float((ideal / idisc).sum())
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("r41", "rank.r_precision", "data", "R taken as the relevant items in the list (sum of the labels), not "
      "n_relevant", [["relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\(", "retrieved relevant",
                      "found", "number of hits"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

wrong("r42", "dcg.trec", "data", "grades sorted from high to low before discounting (the ideal DCG, not the "
      "ranking's own)", [["ideal", "IDCG", "sort", "reorder", "best order", "high to low", "descending"]], '''
import math

g = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(x / math.log2(i + 2) for i, x in enumerate(g))
''')

# ------------------------------------------------------------------------------------------------ right
right("r43", "dcg.classic", "functools.reduce; log2(max(i, 2)) gives rank 1 no discount", '''
from functools import reduce
from math import log2

def my_dcg(grades):
    return reduce(lambda acc, ig: acc + ig[1] / log2(max(ig[0], 2)), enumerate(grades, 1), 0.0)
''')

right("r44", "interp.curve", "NumPy: running maximum from the right over the precisions at relevant ranks", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    ranks = np.flatnonzero(y) + 1
    if n_relevant == 0 or ranks.size == 0:
        return [0.0] * 11
    hits = np.arange(1, ranks.size + 1)
    prec = hits / ranks
    best = np.maximum.accumulate(prec[::-1])[::-1]  # best[j] = max precision at the j-th relevant item or later
    out = []
    for j in range(11):
        # the first relevant item whose recall reaches j/10: hits/n >= j/10  <=>  10*hits >= j*n (integers)
        idx = np.flatnonzero(10 * hits >= j * n_relevant)
        out.append(float(best[idx[0]]) if idx.size else 0.0)
    return out
''')

right("r45", "scope.knn_ties", "two stable sorts with the label as the tie key", '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(lab for _, lab in worst[:k]) / k, sum(lab for _, lab in best[:k]) / k]
''')

right("r46", "roc.auc", "NumPy broadcasting: (sign + 1) / 2 over every pair", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    diff = s[y][:, None] - s[~y][None, :]
    return float(((np.sign(diff) + 1) / 2).mean())
''')

right("r47", "gen.grip_point", "fractions and itertools padding", '''
from fractions import Fraction
from itertools import chain, islice, repeat

def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = islice(chain(labels, repeat(0)), c)
    return float(Fraction(sum(top), c)) if c else 0.0
''')

right("r48", "map.mrr", "next() with a default over a generator per query", '''
def my_mrr(runs):
    return sum(next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs) / len(runs)
''')

SUBMISSIONS = tuple(S)
