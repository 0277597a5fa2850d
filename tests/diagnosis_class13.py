"""Diagnosis class 13, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), nor any
earlier class but class 9 (read for its format only), and never ran the checker on this class before handing it
over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a lab session of an IR evaluation course --
students who half-remember the lecture, copy a formula in another convention, mix up NumPy or Python semantics,
index off by one, forget an edge case or misread the input format. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class9.py (the category is
kept in ``style``). Student ids are ``"c13-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class13): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, sorting, off-by-one), ``hidden`` (wrong only on an edge
case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys
hold the true cause only) and ``data`` (mistakes about the input data). Each label says the mistake; this
docstring does not list them.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 13 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c13-")

NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "nothing (is )?returned",
        "falls? (off|through)"]
NAN = [r"\bnan\b", "not a number"]
ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("m01", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank (the other DCG "
      "formulation, rank 1 discounted too) instead of the classic rel_1 + sum rel_i / log2(i)",
      [[r"log_?2? ?\(i ?\+ ?1\)", r"log_?2? ?\(rank ?\+ ?1\)", r"\bi ?\+ ?1\b", "formulation",
        "rank 1 (is )?discounted", "discount\\w* (at|from|of) rank 1", "first rank (is )?discounted",
        "every rank (is )?discounted", "Burges"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i + 1) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("m02", "roc.eer", "sibling", "(FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of the "
      "intersection of the straight piece with FPR = 1 - TPR",
      [["nearest", "closest", r"\(FPR ?\+ ?FNR\) ?/ ?2", "mean of (the )?(FPR|false positive rate) and",
        "average of (the )?(FPR|false positive rate) and", "not interpolat", "without interpolat", "no interpolation",
        "smallest (difference|gap)", r"\|FPR ?- ?FNR\|"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    points = [(0.0, 1.0)]  # (FPR, FNR) with nothing accepted
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        points.append((fp / N, 1 - tp / P))
    fpr, fnr = min(points, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

wrong("m03", "map.mrr", "sibling", "the mean of each query's average precision (every relevant item counted, "
      "divided by the relevant items found) instead of the reciprocal rank of the first relevant item",
      [["average precision", r"\bMAP\b", r"\bAP\b", "every relevant", "all (the )?relevant (items|ranks)",
        "not only the first", "other relevant", "later relevant"]], '''
def my_mrr(runs):
    per_query = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        per_query.append(s / hits if hits else 0.0)
    return sum(per_query) / len(per_query)
''')

wrong("m04", "gen.grip_point", "sibling", "the precision of the whole judged list (v / s at s = len(labels)) "
      "instead of the precision at the scope s = c",
      [["whole (judged )?list", "entire list", "full list", r"len\(labels\)", "all (the )?ranks",
        "length of the list", "list length", r"\bv ?/ ?s\b", "all the labels"]], '''
def my_grip_point(labels, n_relevant):
    # GRiP: precision of what the system returned (v relevant among the s judged)
    v = sum(labels)
    s = len(labels)
    return v / s
''')

wrong("m05", "avg.macro", "sibling", "the micro average (total tp over total retrieved) instead of the mean of "
      "the queries' precisions", [["micro", "pool", r"sum of (the |all )?(tp|true positives)", "totals",
                                   "overall (tp|precision|count)", "weighted", "summed (over|across) (the )?quer"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    retrieved = sum(t[0] + t[1] for t in tables)
    return tp / retrieved if retrieved else 0.0
''')

wrong("m06", "ap.at_k", "sibling", "AP cut at k divided by n_relevant (trec_eval's denominator) instead of "
      "min(k, n_relevant)",
      [["trec_eval", r"(not|instead of|without|no) (the )?min\b", r"min.{0,30}(missing|forgot|left out|ignored|dropped)",
        r"/ ?n_relevant\b", r"/ ?R\b", "total number of relevant", "all (the )?relevant items"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("m07", "sig.sign_test", "sibling", "the paired t-test's p-value instead of the sign test's",
      [[r"t.?test", "Student", r"\bt statistic", "ttest", "mean (of the )?difference", "paired t", "parametric"]], '''
from scipy import stats

my_sign_p = float(stats.ttest_rel(v["a"], v["b"]).pvalue)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("m08", "set.f_beta", "shape", "beta^2 multiplies the whole denominator: (1 + b^2) P R / (b^2 (P + R)) "
      "instead of (b^2 P + R)",
      [["whole denominator", r"b\^?2 ?\*? ?\(P ?\+ ?R\)", r"beta\^?2 ?\*? ?\(P ?\+ ?R\)", r"beta ?\*\* ?2 ?\* ?\(",
        "bracket", "parenthes", "both (P and R|terms|precision and recall) (are )?(multiplied|weighted|scaled)",
        "multipl\\w* (both|the sum)", "(weights?|scales?) recall too"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * (precision + recall))
''')

wrong("m09", "dcg.classic", "shape", "the gain divided by the rank itself (1/i) instead of log2(i)",
      [["linear", r"\b1 ?/ ?i\b", "rank itself", "harmonic", r"divid\w* by (the )?rank\b(?!'s log)",
        "instead of (the )?log", "not (the |a )?log", r"\bno log", "without (the |a )?log", "Zipf"]], '''
def my_dcg(grades):
    # each gain is divided by its rank: the further down, the less it counts
    return sum(g / i for i, g in enumerate(grades, start=1))
''')

wrong("m10", "roc.auc", "shape", "divides by every pair of items n(n - 1)/2 instead of the positive-negative "
      "pairs", [["all pairs", "every pair", r"n ?\(n ?- ?1\)", "pairs of items", "any two items",
                 r"n_pos ?\* ?n_neg", "denominator", "number of (positive.negative|mixed) pairs"]], '''
def my_auc(scores, labels):
    n = len(scores)
    good = 0.0
    for i in range(n):
        for j in range(n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / (n * (n - 1) / 2)
''')

wrong("m11", "map.mean", "shape", "pools the precisions of all queries and divides by the total n_relevant (a "
      "relevance-weighted mean) instead of averaging the queries' APs",
      [["pool", "micro", r"sum of (the )?n_relevant", r"sum\(n_relevant\)", "total (number of )?relevant",
        "weighted", "not (the )?mean of (the )?(per.query )?APs?", "per.query AP", "each query's AP"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / k
    return total / sum(n_relevant)
''')

wrong("m12", "scope.eps_precision", "shape", "divides by the number of all targets (len(distances)) instead of "
      "the size of the epsilon-query's result",
      [["all (the )?targets", "whole (list|database|collection)", r"len\(distances\)", "database size",
        "number of targets", "collection size", "instead of (the )?(result|answer|returned)", "all items"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = sum(1 for d, y in zip(distances, labels) if d < epsilon and y == 1)
    return hits / len(distances)
''')

wrong("m13", "pr.averaged", "shape", "interpolates over the ranks with R@k > r (strict) instead of R@k >= r: a "
      "level equal to a reached recall is lost (level 1.0 always 0)",
      [["strict", r"R@k ?> ?r\b", "greater than r", "instead of >=", "not >=", r"level (exactly|itself)",
        "equal to (the )?(level|r\\b)", "excludes? (the )?(level|equal)", "at exactly"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        P, Rc = [], []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            P.append(hits / k)
            Rc.append(hits / R if R else 0.0)
        curve = []
        for j in range(11):
            r = j / 10
            cand = [p for p, rc in zip(P, Rc) if rc > r]
            curve.append(max(cand) if cand and R else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("m14", "dcg.trec", "shape", "log2(i) + 1 instead of log2(i + 1): the +1 outside the logarithm",
      [[r"log_?2? ?\(i\) ?\+ ?1", "parenthes", "bracket", r"\+ ?1 (outside|after)", "outside the log",
        "inside the log"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], start=1))
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("m15", "ap.exact", "flow", "the return sits inside the loop: AP stops after the first relevant item",
      [["return (is |sits )?inside", "inside the loop", "indent", "first relevant (item|rank) only",
        r"stops? (at|after) the first", "returns? (too )?early", "early return", "only the first"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
            return total / n_relevant
    return 0.0
''')

wrong("m16g", "rank.p_at_k", "flow", "slices labels[:k - 1]: the k-th rank is left out (divides by k)",
      [["off.by.one", r"k ?- ?1", "one (rank|item) short", "k-th (rank|item)", r"\bkth\b", "last rank",
        "rank k (is )?(missing|left out|dropped|excluded|not counted)", "slice"]], '''
def my_p_at_k(labels, k):
    top = labels[:k - 1]
    return sum(top) / k
''')

wrong("m17b", "ap.eleven_point", "flow", "range(10): the level 1.0 is never visited (the sum still divided by 11)",
      [[r"level 1(\.0)?\b", r"recall (level )?1(\.0)?\b", "last level", r"\b10 levels", r"range\(10\)", "eleventh",
        "off.by.one", "top level", "highest level", "level missing", "missing level"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0)
    total = 0.0
    for j in range(10):
        r = j / 10
        total += max([p for p, q in zip(prec, rec) if q >= r] or [0.0])
    return total / 11
''')

wrong("m18", "pr.points", "flow", "a point appended at every rank (the if for relevant items is missing)",
      [["every rank", "each rank", r"non.?relevant (ranks|items)", "all ranks", "not only (at )?(the )?relevant",
        "too many (points|elements)", "one (point|element) per rank", "extra points", "too long"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    found = 0
    for k, lab in enumerate(labels, 1):
        found += lab
        points.append(found / k)
    return points
''')

wrong("m19", "map.mrr", "flow", "the break is outside the if: only rank 1 of each query is looked at",
      [["break", "only (the )?first (item|rank|position)", r"\brank 1\b", "P@1", r"stops? (after|at) the first",
        "first item only", "success@1", "top (item|result) only"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1 / (i + 1)
            break
    return total / len(runs)
''')

wrong("m20", "rank.distances", "flow", "sorted() is called but its result thrown away: the input order is used",
      [["never sort", "not sort", "unsorted", "input order", "given order", r"result.{0,30}(discarded|thrown away|ignored|lost)",
        "not (re)?assigned", "in place", r"sorted\(\) returns", "original order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    sorted(pairs, key=lambda p: p[0])
    return sum(lab for _, lab in pairs[:k]) / k
''')

wrong("m21", "interp.curve", "flow", "the running maximum is taken from the top of the list down (over the "
      "earlier ranks) instead of over the later ranks",
      [["wrong (side|direction|end)", "earlier ranks", r"ranks? (before|above)", "from the (top|left|start)",
        "revers", "prefix", "cumulative max", "to the left", "backwards"]], '''
def my_interpolated(labels, n_relevant):
    best, hits = 0.0, 0
    pts = []
    for k, x in enumerate(labels, 1):
        hits += x
        best = max(best, hits / k)
        pts.append((hits / n_relevant if n_relevant else 0.0, best))
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((p for rec, p in pts if rec >= r), 0.0))
    return out
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("m22", "ap.at_k", "hidden", "divides by min(k, n_relevant) unguarded: ZeroDivisionError when n_relevant is 0",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("m23", "avg.macro", "hidden", "tp / (tp + fp) unguarded: ZeroDivisionError for a query with nothing "
      "retrieved", [ZERODIV], '''
from statistics import mean

def my_macro_precision(tables):
    return mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("m24", "set.f_beta", "hidden", "returns None when P = R = 0 (the formula sits under an if with no else)",
      [NONE], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision > 0 or recall > 0:
        return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("m25", "scope.knn_ties", "hidden", "looks at items[k] to see whether the tie straddles the cut: "
      "IndexError when k is the length of the list",
      [["IndexError", "index out of range", "out of (range|bounds)", r"items\[k\]", "past the end",
        r"beyond the (end|last)", r"k ?= ?len"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = sorted(zip(distances, labels), key=lambda t: t[0])
    kth = items[k - 1][0]
    if items[k][0] != kth:  # the tie does not straddle the cut: a plain P@k
        p = sum(lab for _, lab in items[:k]) / k
        return [p, p]
    inside = [lab for d, lab in items if d < kth]
    tied = [lab for d, lab in items if d == kth]
    slots = k - len(inside)
    rel_tied = sum(tied)
    lo = sum(inside) + max(0, slots - (len(tied) - rel_tied))
    hi = sum(inside) + min(slots, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("m26", "pr.points", "hidden", "returns [0.0] instead of an empty list when nothing relevant is retrieved",
      [["empty list", r"\[0(\.0)?\]", "a (single|one) (point|zero|element)", "extra (point|zero|element)",
        "instead of (an )?empty", "should be empty", "one element too many"]], '''
def my_pr_points(labels, n_relevant):
    precisions = [sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]]
    return precisions or [0.0]
''')

wrong("m27a", "interp.step", "hidden", "returns None when the ranking never reaches the level (the loop ends "
      "without a return)", [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, prev = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            rec = hits / n_relevant
            if prev < level <= rec:
                return hits / k
            prev = rec
''')

wrong("m28", "ndcg.all_judgments", "hidden", "NumPy 0/0: nan when the ideal DCG is 0 (no relevant item at all)",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    idisc = np.log2(np.maximum(np.arange(1, len(ideal) + 1), 2))
    return float((g / disc).sum() / (ideal / idisc).sum())
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("m29", "rank.p_at_k", "twin", "divides by the number of items in the top k (len(labels[:k])): past the end "
      "of the list the ranks are not padded (right whenever k <= the list's length)",
      [["not padded", "without padding", r"\bpad", r"len\(labels\[:k\]\)", r"len\(top\)", r"min\(k",
        "fewer than k", "shorter list", r"divid\w* by (the )?(length|number of items|list length|items (there|present))",
        "instead of k", "not by k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("m30", "roc.auc", "twin", "a tied (positive, negative) pair counts 0 (strict >) instead of 1/2",
      [["tie", "tied", "equal scores"], [r"count\w* (as )?(0|zero|nothing)", "not count", "ignor", "half",
                                         "strict", "as a loss", r"\b0\b instead"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum(1 for a in pos for b in neg if a > b)
    return wins / (len(pos) * len(neg))
''')

wrong("m31", "dcg.classic", "twin", "enumerate(start=2): the ranks are counted from 2, every gain discounted one "
      "rank too far (the same numbers as the log2(i + 1) formulation)",
      [[r"start ?= ?2", r"start(s|ed|ing)? (at|from) 2", "off.by.one", "shift", "enumerat", "counted from 2",
        r"rank (index|count)", "one rank too"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=2):  # log2(1) = 0, so the ranks start at 2
        total += g / math.log2(i)
    return total
''')

wrong("m32", "pr.averaged", "twin", "at each level the mean is taken over the queries that reach it only (the "
      "others, and queries with no relevant items, left out instead of counting 0)",
      [["only (the )?queries", "queries that reach", "exclud", "skip", "dropp", "left out", "leaves? out",
        r"zeros? (are )?(not|never) (counted|averaged)", "number of queries", "denominator", "all (the )?queries"]], '''
def my_averaged_curve(runs, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        vals = []
        for labels, R in zip(runs, n_relevant):
            if R == 0:
                continue
            hits, ps = 0, []
            for k, x in enumerate(labels, 1):
                hits += x
                if hits / R >= r:
                    ps.append(hits / k)
            if ps:
                vals.append(max(ps))
        out.append(sum(vals) / len(vals) if vals else 0.0)
    return out
''')

wrong("m33", "interp.curve", "twin", "the precision at recall 0 set to 1 by convention instead of the maximum "
      "precision (right when rank 1 is relevant)",
      [["convention", r"recall (of |level )?0\b", r"level 0(\.0)?\b", "always 1", "set to 1", "hard.?coded",
        "fixed (at|to) 1", r"p_interp\(0\)"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = [1.0]  # at recall 0 precision is 1 by convention
    for j in range(1, 11):
        r = j / 10
        c = [p for p, q in zip(prec, rec) if q >= r]
        out.append(max(c) if c else 0.0)
    return out
''')

wrong("m34", "scope.knn_ties", "twin", "the lower bound keeps the tied targets in input order (a stable sort) "
      "instead of putting the tied relevant ones last (right when they already come last)",
      [["input order", "stable sort", "given order", "order (of|in) the (input|list)", "as listed", "list order",
        "original order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = sorted(range(len(distances)), key=lambda i: distances[i])  # stable: ties keep their order
    low = sum(labels[i] for i in idx[:k]) / k
    best = sorted(range(len(distances)), key=lambda i: (distances[i], -labels[i]))
    high = sum(labels[i] for i in best[:k]) / k
    return [low, high]
''')

wrong("m35", "ap.value", "twin", "AP divided by the relevant items found in the list instead of n_relevant",
      [["relevant retrieved", "retrieved relevant", "found", r"len\(ranks\)", "number of hits",
        r"sum\(.{0,10}labels", "relevant (items )?in the (list|ranking)", "instead of n_relevant", "not n_relevant"]], '''
ranks = [i + 1 for i, x in enumerate(v["labels"]) if x]
my_ap_value = sum((j + 1) / r for j, r in enumerate(ranks)) / len(ranks)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("m36", "ndcg.value", "data", "the ideal ranking built from the retrieved grades only (the unretrieved "
      "relevant items left out)",
      [["never retrieved", "not retrieved", "only (the )?retrieved", r"retrieved (grades|items) only",
        r"(without|ignor\w*|leav\w* out|omit\w*|drop\w*|forg[eo]t\w*|miss\w*) (the |its |your )?unretrieved",
        r"unretrieved.{0,30}(left out|ignored|missing|dropped|not included|omitted)"]], '''
import math

def dcg(gs):
    return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"], reverse=True))
''')

wrong("m37", "roc.eer", "data", "the scores ranked ascending (a low score taken as the most likely positive)",
      [["ascending", "lowest (score )?first", "low(er)? scores? (first|as)", "revers", "wrong (direction|way|order)",
        "higher score", "upside down", "increasing order"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: scores[i])  # best first
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(order):
        s = scores[order[i]]
        while i < len(order) and scores[order[i]] == s:  # tied scores: one step
            if labels[order[i]]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 0.5
''')

wrong("m38", "rank.distances", "data", "zip(labels, distances) sorted: the items are ranked by their label, not "
      "their distance",
      [[r"sort\w* by (the )?(label|relevance)", "labels? first", "tuple order", "first element", "wrong key",
        r"zip\(labels", "order of the (zip|tuple|pair)", "sort key"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(labels, distances))  # nearest first
    return sum(lab for lab, _ in ranked[:k]) / k
''')

wrong("m39", "gen.practical", "data", "d read as the database beyond the judged list: the database size taken as "
      "d + s (c at most d + v)",
      [[r"\bd ?\+ ?s\b", r"\bd ?\+ ?v\b", "beyond the (scope|judged)", "outside the scope", r"misread\w*.{0,20}\bd\b",
        r"\bd\b (already )?includes", "database size", "size of the database", "unjudged"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s  # the s judged items plus the d items of the database
    c_max = total - s + v
    return [v / s, v / c_max if v else 0.0, v / total]
''')

wrong("m40b", "ndcg.all_judgments", "data", "the ideal ranking cut to the length of the retrieved list instead of "
      "holding every judged relevant item",
      [["cut", "truncat", "length of the (retrieved )?list", r"len\(grades\)", r"\[:n\]", "as many as (were )?retrieved",
        "same length", "only the (first|top) n"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    n = len(grades)
    ideal = sorted([*grades, *unretrieved], reverse=True)[:n]

    def dcg(gs):
        return sum(g / log2(i) if i > 1 else g for i, g in enumerate(gs, 1))

    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("m41", "avg.macro", "data", "each row unpacked as [tp, fn, fp]: the columns swapped, so the mean recall is "
      "returned", [["recall", "column", r"\[?tp, fn, fp\]?", "swap", "misread", "unpack"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("m42", "set.pr", "data", "hits counted over the retrieved list: a relevant id retrieved twice is a hit twice",
      [["duplicat", "more than once", "repeated", r"hits? (counted )?(over|in) (the )?(retrieved )?list", "unique",
        r"de.?dup", "intersection"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for doc in retrieved if doc in rel)
    ret = set(retrieved)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

# ------------------------------------------------------------------------------------------------ right
right("m43", "rank.distances", "heapq.nsmallest over the indices, keyed by (distance, index)", '''
import heapq

def my_p_at_k_from_distances(distances, labels, k):
    nearest = heapq.nsmallest(k, range(len(distances)), key=lambda i: (distances[i], i))
    return sum(labels[i] for i in nearest) / k
''')

right("m44", "ap.eleven_point", "NumPy: running maximum from the right, levels reached compared in integers", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    interp = np.maximum.accumulate(prec[::-1])[::-1]  # best precision at this rank or later
    levels = np.arange(11)
    reach = 10 * hits[None, :] >= levels[:, None] * n_relevant  # recall >= j/10, in integers
    first = np.where(reach.any(axis=1), reach.argmax(axis=1), -1)
    vals = np.where(first >= 0, interp[np.maximum(first, 0)], 0.0)
    return float(vals.mean())
''')

right("m45", "gen.practical", "exact fractions, converted at the end", '''
from fractions import Fraction as F

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    c_max = d - s + v
    return [float(F(v, s)), float(F(v, c_max)) if c_max else 0.0, float(F(v, d))]
''')

right("m46", "interp.step", "bisect over the recalls of the relevant items", '''
from bisect import bisect_left

def my_step_interpolated(labels, n_relevant, level):
    ranks = [k for k, x in enumerate(labels, 1) if x]
    recalls = [i / n_relevant for i in range(1, len(ranks) + 1)]
    i = bisect_left(recalls, level)  # the first relevant item whose recall reaches the level
    return (i + 1) / ranks[i] if i < len(ranks) else 0.0
''')

right("m47", "map.mean", "itertools accumulate/compress and statistics.fmean", '''
from itertools import accumulate, compress
from statistics import fmean

def my_map(runs, n_relevant):
    def ap(labels, R):
        hits = accumulate(labels)
        precs = [h / k for k, h in enumerate(hits, 1)]
        return sum(compress(precs, labels)) / R if R else 0.0
    return fmean(ap(lab, R) for lab, R in zip(runs, n_relevant))
''')

right("m48", "roc.eer", "a hand-written ROC walk with tied scores as one step, then the crossing", '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(order):
        s = scores[order[i]]
        while i < len(order) and scores[order[i]] == s:
            if labels[order[i]]:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)  # FPR - FNR along the curve
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            return f0 + (-g0 / (g1 - g0)) * (f1 - f0)
    return 0.5
''')

SUBMISSIONS = tuple(S)
