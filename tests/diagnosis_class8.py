"""Diagnosis class 8, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these). Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), the measure library and the course documents were
read. Same format as tests/diagnosis_class6.py (the category is kept in ``style``). Student ids are
``"c8-" + sid``. The keys were fixed before the checker was run.

42 wrong and 6 right submissions (37 wrong on the 22 function tasks, 5 wrong on value tasks). Before hand-over
each was compared with the task's reference only, never with the checker (tests/validate_class8.py): every right
one agrees on all the inputs tried and on 200 random draws, every wrong one differs (or raises) on at least one
of its own student's visible or hidden inputs, and a ``hidden`` one differs only on the edge inputs.

Categories (7 wrong submissions each):

* ``sibling``: another quantity the course teaches (micro for macro, the step rule for the 11-point max, the
  TREC discount for the classic one and back, recall for precision, v / s for the GRiP point, MRR over the
  queries with a hit, ...);
* ``shape``: a slip in the formula's shape (operator precedence, level 0.0 left out, the cut at k forgotten,
  the wrong coordinate returned, a threshold returned for a rate, the wrong denominator, ...);
* ``flow``: control flow and indexing (a counter moved inside an ``if``, an accumulator not reset, no break,
  a slice one short, a point appended at every rank, labels left in input order, an ideal sorted ascending);
* ``hidden``: shows only on an edge case of the hidden checks (nan, None, a list too short, a crash);
* ``twin``: two plausible causes give the same numbers on typical inputs; the keys hold the true cause only;
* ``data``: a mistake about the input data (labels re-sorted, distances ranked farthest first, ties broken by
  position, binary gains on graded labels, the retrieved relevant count taken for n_relevant, tied queries kept).
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 8 (written blind, first run, 2026-11-26)"

S, wrong, right = class_writer("c8-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "falls? (off|through)"]
NAN = [r"\bnan\b", "not a number"]
ZERO_DIV = ["ZeroDivisionError", "division by zero", r"divid\w* by (0|zero)", "zero division"]

# ---------------------------------------------------------------------------------------------- set.f_beta
wrong("q01", "set.f_beta", "twin",
      "beta * 2 written for beta ** 2 (doubled, not squared): right at beta = 2, and at beta = 1 the same numbers "
      "as 1 + beta, the other plausible cause.",
      [[r"beta ?\* ?2\b", r"2 ?\* ?beta", "doubl", "twice (the )?beta", r"multipl\w* (beta )?by 2",
        r"times 2\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q02", "set.f_beta", "hidden",
      "NumPy division: P = R = 0 gives nan (0/0) instead of 0.",
      [NAN], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r, b2 = np.float64(precision), np.float64(recall), np.float64(beta) ** 2
    with np.errstate(invalid="ignore", divide="ignore"):
        return float((1 + b2) * p * r / (b2 * p + r))
''')

# ---------------------------------------------------------------------------------------------- rank.p_at_k
right("q03", "roc.auc", "itertools.product over the pairs", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    credit = {True: 1.0, False: 0.0}
    total = sum(0.5 if a == b else credit[a > b] for a, b in product(pos, neg))
    return total / (len(pos) * len(neg))
''')

wrong("q04", "rank.p_at_k", "data",
      "re-sorts the labels (relevant first) before cutting at k: the ranking's order is lost, P@k of the ideal "
      "ranking is returned.",
      [["sort", "reorder", "re-?order", "ideal", "best (possible )?(order|ranking)", "rank order", "order of the (list|ranking|labels)"]], '''
def my_p_at_k(labels, k):
    ranked = sorted(labels, reverse=True)
    hits = 0
    for i in range(k):
        if i < len(ranked) and ranked[i] == 1:
            hits += 1
    return hits / k
''')

# ---------------------------------------------------------------------------------------------- rank.distances
wrong("q05", "rank.distances", "data",
      "ranks by distance descending (farthest first), as one would for similarity scores.",
      [["descend", "farthest", "largest distance", "revers", "wrong (direction|order|way)", "nearest (item )?last",
        "similarit", "high(est)? (distance|score)s? first", "decreasing"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q06", "rank.distances", "flow",
      "sorts the distances but zips them with the labels in input order: the labels never move with their "
      "distances, so P@k of the input order is returned.",
      [["input order", "original order", r"labels (are |were )?(not|never) (re)?(ordered|sorted|moved|permuted)",
        "sort(ed|s)? (only )?the distances", "not (sorted|reordered|moved) together", "zip", "unsorted labels",
        "order of the input"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(sorted(distances), labels))
    return sum(lab for _, lab in pairs[:k]) / k
''')

# ---------------------------------------------------------------------------------------------- interp.curve
right("q07", "scope.knn_ties", "sorted with tuple keys", '''
def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(relevant_first):
        sign = -1 if relevant_first else 1
        order = sorted(zip(distances, labels), key=lambda t: (t[0], sign * t[1]))
        return sum(lab for _, lab in order[:k]) / k
    return [p_at_k(False), p_at_k(True)]
''')

wrong("q08", "interp.curve", "sibling",
      "takes the precision at the first rank whose recall reaches r (the lecture notes' step rule), not the "
      "maximum over all later ranks.",
      [["step (rule|interpolation|function)", r"max\w* (precision )?(of|over|at|to) (the |all )?(later|following|right|higher)",
        "to the right", "first rank (where|that|at which|whose|reaching)", "not the max", "without (taking )?the max",
        "later ranks?", "higher recall"]], '''
def my_interpolated(labels, n_relevant):
    hits, prs = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        prs.append((hits / n_relevant, hits / i))
    return [next((p for rec, p in prs if rec >= j / 10), 0.0) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- ap.exact
wrong("q09", "ap.exact", "flow",
      "the rank counter is advanced only inside the `if` for relevant items, so every precision is hits/hits = 1 "
      "and AP is the fraction of relevant items retrieved.",
      [["rank (counter|position|index) .{0,40}(only|inside)", r"(inside|within) the (if|\bif\b)",
        r"non-?relevant (items|ranks) (are )?(not|never) counted", r"precision (is )?(always )?1\b",
        r"every precision (is )?1\b", "only (on|at|for) relevant", "skips? (the )?non-?relevant",
        "(fraction|share|proportion) of (the )?relevant (items )?retrieved",
        "recall (at the end|of the (whole )?list|instead)", "returns? (the )?recall"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    rank = hits = 0
    total = 0.0
    for x in labels:
        if x:
            rank += 1
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("q10", "ap.exact", "hidden",
      "no guard for n_relevant = 0: ZeroDivisionError.",
      [ZERO_DIV], '''
def my_ap(labels, n_relevant):
    ps = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
    return sum(ps) / n_relevant
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- ap.eleven_point
wrong("q11", "ap.eleven_point", "shape",
      "averages the 10 levels 0.1 ... 1.0 and leaves out r = 0.0.",
      [[r"level 0(\.0)?\b", r"(skip|drop|miss|omit|leav|left)\w* (out )?(the )?(level |r ?= ?)0(\.0)?\b", r"\b10 (recall )?levels", r"ten (recall )?levels",
        r"(divid\w*|mean|averag\w*) (by|of|over) (the )?10\b", r"0\.1 ?(to|\.\.\.?|-) ?1(\.0)?", "range\\(1, ?11\\)",
        r"(left|leaves|leaving) out .{0,20}0\.0", r"without (r ?= ?|level )?0\.0"]], '''
def my_11pt(labels, n_relevant):
    prs, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prs.append((hits / n_relevant, hits / i))
    levels = [j / 10 for j in range(1, 11)]
    return sum(max([p for r, p in prs if r >= lv], default=0.0) for lv in levels) / len(levels)
''')

wrong("q12", "ap.eleven_point", "twin",
      "strict R@k > r instead of R@k >= r: a level that a recall lands on exactly takes only later ranks (the "
      "same numbers as the right ones, or as other slips, whenever no recall lands exactly on a level).",
      [["strict", r"> ?r (instead of|rather than|not) >= ?r", r"(instead of|rather than|not) >= ?r\b", "at least r",
        "greater than or equal", r"equal(s|ity)? (to )?(the |a )?level (is |are )?(not|never|excluded|skipped)"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        best, hits = 0.0, 0
        for i, x in enumerate(labels, 1):
            hits += x
            if hits / n_relevant > r:
                best = max(best, hits / i)
        total += best
    return total / 11
''')

# ---------------------------------------------------------------------------------------------- ap.at_k
wrong("q13", "ap.at_k", "shape",
      "the sum runs over every relevant rank of the whole list, not only the ranks i <= k (the cut at k is only "
      "in the denominator).",
      [["(beyond|past|after|below|outside|deeper than) (rank |the top[- ]?)?k\b", "cut (at|to) k", r"labels\[:k\]",
        "whole (list|ranking)", "all (the )?relevant ranks", "every relevant (rank|item)", "not cut", "ranks? > ?k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q14", "ap.at_k", "hidden",
      "min(k, n_relevant) = 0 when the query has no relevant items: ZeroDivisionError.",
      [ZERO_DIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- map.mean
wrong("q15", "map.mean", "flow",
      "the hit counter is set to 0 once before the loop over queries, not per query: later queries carry the "
      "previous queries' hits.",
      [["reset", r"carr(y|ied|ies|ying) over", r"accumulat\w* (across|between|over) (the )?queries", "previous quer",
        r"not (re)?initiali[sz]ed", "(outside|before) the (outer )?loop", "(inside|per) (each )?query",
        "earlier quer", "leaks?"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mean", "twin",
      "pools the precisions of all queries and divides by the total number of relevant items (a micro average): "
      "the same as MAP whenever every query has the same n_relevant.",
      [["pool", "micro", r"total (number of )?relevant", r"sum\(n_relevant\)", r"weigh",
        r"(all|every) quer\w* (together|at once)", "one (big )?sum", "sum over (all )?(the )?queries"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / i
    return total / sum(n_relevant)
''')

# ---------------------------------------------------------------------------------------------- dcg.classic
right("q17", "dcg.classic", "recursion from the last rank", '''
from math import log2

def my_dcg(grades, i=None):
    if i is None:
        i = len(grades)
    if i == 0:
        return 0.0
    discount = 1.0 if i == 1 else log2(i)
    return my_dcg(grades, i - 1) + grades[i - 1] / discount
''')

wrong("q18", "dcg.classic", "twin",
      "skips rank 1 (to avoid log2(1) = 0) and so leaves rel_1 out of the sum: right whenever the first grade is "
      "0, as a missing rank or a shifted discount would look.",
      [["rank 1", r"first (item|rank|grade|position)", r"rel_?1\b", r"grades\[0\]", "top (item|rank)"],
       ["left out", "leaves? out", "dropp", "missing", "skip", "ignor", "forg[eo]t", r"not (added|counted|included)",
        "omit", "excluded"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i) for i, g in enumerate(grades, start=1) if i > 1)
''')

# ---------------------------------------------------------------------------------------------- ndcg.all_judgments
wrong("q19", "ndcg.all_judgments", "sibling",
      "both DCGs use the TREC discount log2(i + 1) (rank 1 discounted too) instead of the classic formulation.",
      [[r"log2\(i ?\+ ?1\)", r"log2 ?\(?rank ?\+ ?1", r"trec[- ]?(style |eval'?s? )?(formulation|discount|dcg)",
        "other (dcg )?formulation", r"rank 1 (is )?(also )?discounted", r"first (rank|item|grade) (is )?(also )?discounted",
        r"i ?\+ ?1\b", "burges"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(i + 1) for i, g in enumerate(gs, start=1))
    best = dcg(sorted(grades + unretrieved, reverse=True))
    return dcg(grades) / best if best else 0.0
''')

wrong("q20", "ndcg.all_judgments", "hidden",
      "NumPy 0/0 when no item is relevant at all: nan instead of 0.",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.asarray(unretrieved, dtype=float)]))[::-1]
    def dcg(x):
        disc = np.log2(np.maximum(np.arange(1, len(x) + 1), 2))
        return float(np.sum(x / disc))
    with np.errstate(invalid="ignore"):
        return float(np.float64(dcg(g)) / np.float64(dcg(ideal)))
''')

# ---------------------------------------------------------------------------------------------- roc.auc
wrong("q21", "roc.auc", "data",
      "the rank-sum formula with ranks taken from a stable sort: tied scores get different ranks by their input "
      "position instead of the average rank (a tied pair counts 0 or 1 by position, never 1/2).",
      [["tie", "tied"], ["position", "input order", "order (they|of)", "average (rank|of the ranks)", "mid-?rank",
                         "stable", "sort", "different ranks", "(0|1) or (0|1)", r"rank[- ]sum"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = {i: r for r, i in enumerate(order, start=1)}
    n_pos = sum(1 for y in labels if y)
    n_neg = len(labels) - n_pos
    rank_sum = sum(ranks[i] for i, y in enumerate(labels) if y)
    return (rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
''')

wrong("q22", "roc.auc", "shape",
      "operator precedence: (wins + ties / 2) / len(pos) * len(neg) multiplies by the number of negatives "
      "instead of dividing by it.",
      [["parenthes", "precedence", "bracket", r"multipl\w* by (the number of )?neg", r"\* ?len\(neg",
        r"divid\w* (only )?by (the number of )?pos\w*( only)?", "instead of dividing"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = sum(1 for a in pos for b in neg if a > b)
    ties = sum(1 for a in pos for b in neg if a == b)
    return (wins + ties / 2) / len(pos) * len(neg)
''')

# ---------------------------------------------------------------------------------------------- avg.macro
wrong("q23", "avg.macro", "sibling",
      "micro-averaged precision (pooled tp over pooled tp + fp) instead of the macro average.",
      [["micro", "pool", r"sum\w* (of )?(the )?(counts|tp|true positives)", "total tp", "weigh",
        "big (query|queries) dominat"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

# ---------------------------------------------------------------------------------------------- gen.recall_lower_bound
wrong("q24", "gen.recall_lower_bound", "shape",
      "divides v by d - s (the unjudged items only) and leaves out the v found: the denominator is v + d - s.",
      [[r"v ?\+ ?\(?d ?- ?s", r"d ?- ?s ?\+ ?v", r"\+ ?v\b", "plus v", r"add\w* v\b",
        r"(the )?v (relevant )?(items )?(already )?found", r"forg[eo]t (the )?v", r"d ?- ?s\b"]], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return v / (d - s)
''', crash="ZeroDivisionError")

wrong("q25", "gen.recall_lower_bound", "hidden",
      "the whole body sits under `if v:`, so v = 0 falls off the end and returns None.",
      [NONE], '''
def my_recall_bound(d, s, v):
    if v:
        unjudged = d - s
        return v / (v + unjudged)
''')

# ---------------------------------------------------------------------------------------------- gen.grip_point
wrong("q26", "gen.grip_point", "sibling",
      "precision of the whole judged list (v / s, the practical study's precision), not at scope c = n_relevant.",
      [["whole (list|ranking)", r"all (the )?(ranks|labels|items)", r"len\(labels\)", r"v ?/ ?s\b",
        r"not (cut|at) (rank |scope )?(c|n_relevant)", "instead of (at )?(rank|scope) c", r"labels\[:n_relevant\]",
        "(ignor|unused)\\w* n_relevant", "n_relevant (is )?(ignored|unused|not used)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

# ---------------------------------------------------------------------------------------------- set.pr
wrong("q27", "set.pr", "twin",
      "the numerator is a set intersection but the precision denominator is len(retrieved) of the list, so a "
      "duplicate id counts twice in the denominator only (on inputs without duplicates it is right, and a "
      "duplicated non-relevant id gives the same value as counting duplicates everywhere).",
      [["duplicate", "twice", "repeated", r"\bset\b", "unique"],
       ["denominator", r"len\(retrieved\)", r"divid\w* by", "number (of items )?retrieved", "retrieved list"]], '''
def my_set_pr(retrieved, relevant):
    hits = set(retrieved) & set(relevant)
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

# ---------------------------------------------------------------------------------------------- pr.points
wrong("q28", "pr.points", "flow",
      "appends the precision at every rank, not only at the ranks of relevant items (one point per rank).",
      [["every rank", "each rank", "all (the )?ranks", r"non-?relevant (ranks|items)", "only (at|for) (the )?relevant",
        "too (long|many)", "(extra|more) points", r"inside the (if|\bif\b)",
        "recall (does not|doesn't) change|recall_changed|recall unchanged"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        if hits:
            out.append(hits / i)
    return out
''')

wrong("q29", "pr.points", "shape",
      "returns the recall of each point (the other coordinate) instead of its precision.",
      [[r"recall (values|instead|of each point|not precision|coordinate)", "returns? (the )?recall",
        "instead of (the )?precision", "(wrong|other) (coordinate|axis)", "x[- ](axis|coordinate)",
        r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    hits, out = 0, []
    for x in labels:
        if x:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

# ---------------------------------------------------------------------------------------------- interp.step
wrong("q30", "interp.step", "twin",
      "the step interval is closed on the wrong side, R_(i-1) <= r < R_i: a level exactly at a recall R_i takes "
      "the next relevant item's precision (elsewhere it gives the right number, like a correct rule).",
      [["interval", "boundary", "closed", "wrong side", "<= ?(r|level) ?<", r"(r|level) ?< ?R_?i", "strict",
        r"next (relevant )?(item|point|step)('s)? precision", r"P_?\(?i ?\+ ?1"]], '''
def my_step_interpolated(labels, n_relevant, level):
    recs, precs, hits = [0.0], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recs.append(hits / n_relevant)
            precs.append(hits / i)
    for j in range(1, len(recs)):
        if recs[j - 1] <= level < recs[j]:
            return precs[j - 1]
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- map.mrr
wrong("q31", "map.mrr", "flow",
      "no break after the first relevant item: the reciprocal rank of the LAST relevant item is kept.",
      [["break", "last relevant", r"first relevant (item )?only", "overwrit", "keeps? (going|looping)",
        "stop", "later relevant"]], '''
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

wrong("q32", "map.mrr", "sibling",
      "averages only over the queries with a relevant item retrieved: the queries whose RR is 0 are dropped "
      "from the mean.",
      [["skip", "dropp", "exclud", "ignor", "left out", "leaves? out", "omit", r"only (over )?(the )?queries (with|that)",
        r"fewer queries", "not counted"],
       ["(no|without (a|any)) relevant", r"count(ing|s)? (as )?0", "zero", "RR (is )?0", "no hit",
        r"divid\w* by (the number of )?queries", "denominator"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs)
''')

# ---------------------------------------------------------------------------------------------- pr.averaged
wrong("q33", "pr.averaged", "data",
      "recall is taken over the relevant items retrieved (sum(labels)) instead of n_relevant: a query whose "
      "relevant items were not all retrieved reaches recall 1.",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", "retrieved relevant", r"n_relevant (is )?(ignored|unused|not used)",
        "never retrieved", "not (all )?retrieved", "unretrieved", r"found (relevant )?items", r"recall (reaches|of) 1"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        n = sum(labels) or 1
        hits, pts = 0, []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / i))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) if sum(labels) else 0.0
                       for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- roc.eer
wrong("q34", "roc.eer", "shape",
      "returns the score threshold where FPR first reaches FNR, not the error rate there.",
      [["threshold", "score (value|itself)", r"returns? (a|the) score", r"not (the|an) (error )?rate",
        "cut-?off", "instead of the (error )?rate"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if y and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s >= t)
        if fp / neg >= 1 - tp / pos:
            return t
    return min(scores)
''')

# ---------------------------------------------------------------------------------------------- gen.practical
wrong("q35", "gen.practical", "shape",
      "the recall bound is v / d (the generality bound's formula), the two bounds confused.",
      [["recall"], [r"v ?/ ?d\b", r"divid\w* by d\b", "database size", r"d (instead of|rather than)",
                    "(same as|equal to|copies|confus\\w* with) (the )?generality", r"v ?\+ ?d ?- ?s", r"d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / d, v / d]
''')

wrong("q36", "gen.practical", "hidden",
      "an early return of [0, 0] (two numbers) when nothing relevant is in the scope: a list too short.",
      [[r"(list|result) of (length )?2", "length 2", r"two (values|numbers|elements|items)",
        r"2 (values|numbers|elements|items)", "too short", r"(3|three) (values|numbers|elements)", "wrong length",
        "missing (one|a|the third)", r"len\w* (of )?2"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    if v == 0:
        return [0, 0]
    return [v / s, v / (v + d - s), v / d]
''')

# ---------------------------------------------------------------------------------------------- right ones
right("q37", "ap.exact", "NumPy cumsum", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y > 0].sum() / n_relevant)
''')

# ---------------------------------------------------------------------------------------------- value tasks
wrong("q38", "ap.value", "flow",
      "the slice labels[:i] leaves out the item at rank i + 1 itself: each precision counts one hit too few.",
      [["slice", r"labels\[:i\]", r"(current|this) (item|rank|relevant)", "off[- ]by[- ]one", "exclud",
        "before (the )?rank", "one (hit|relevant) too few", "itself", "not counted"]], '''
labels = v["labels"]
ps = [sum(labels[:i]) / (i + 1) for i in range(len(labels)) if labels[i]]
my_ap_value = sum(ps) / v["n_relevant"]
''')

wrong("q39", "dcg.trec", "sibling",
      "classic DCG (rank 1 undiscounted, log2(i) after) instead of the log2(i + 1) discount.",
      [["classic", r"log2\(i\)", r"log2 ?i\b", r"(rank 1|first (rank|item)) (is )?(not|un)discounted",
        r"instead of log2\(i ?\+ ?1\)", "J.rvelin", "shift"]], '''
import math
my_dcg_trec = sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(v["grades"]))
''')

wrong("q40", "dcg.exponential", "data",
      "graded labels treated as binary: every grade above 0 gains 1 (2^1 - 1).",
      [["binary", "0/1", r"any (positive |non-?zero )?grade", "relevant or not", r"ignor\w* the grades?",
        "grade (level|value)s? ignored", r"gain (of )?1\b", "> ?0", "graded"]], '''
import math
my_dcg_exp = sum((2 ** (1 if g > 0 else 0) - 1) / math.log2(i + 2) for i, g in enumerate(v["grades"]))
''')

wrong("q41", "ndcg.value", "flow",
      "the ideal ranking is sorted low to high (sorted() without reverse=True).",
      [["ascend", "low to high", "revers", "wrong (order|way|direction)", "increasing", "smallest first",
        "not (sorted )?(from )?high", "worst first"]], '''
import math
def dcg(gs):
    return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(gs))
ideal = sorted(v["grades"] + v["unretrieved"])
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q42", "sig.sign_test", "data",
      "tied queries are kept in n (counted as neither win) instead of dropped.",
      [["tie", "tied", "equal"], ["kept", "keep", r"includ\w*", r"not (dropped|removed|discarded|excluded)", r"counted (in|as)",
                                      r"(forg[eo]t|never|did ?n[o']t) (to )?(drop|remov|exclud|discard)", r"in n\b"]], '''
from scipy.stats import binomtest
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

right("q43", "pr.points", "itertools.accumulate and compress", '''
from itertools import accumulate, compress

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    precisions = [h / r for r, h in enumerate(hits, start=1)]
    return list(compress(precisions, labels))
''')

# ---------------------------------------------------------------------------------------------- more function tasks
wrong("q44", "scope.eps_precision", "sibling",
      "recall of the epsilon-query (hits over every relevant target) instead of its precision.",
      [["recall"], ["instead of (the )?precision", "not (the )?precision", r"divid\w* by (the number of |all )?(the )?relevant",
                    r"sum\(labels\)", "total relevant", "(all|every) relevant target"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    rel = sum(labels)
    return sum(inside) / rel if rel else 0.0
''')

right("q45", "ndcg.all_judgments", "functools.reduce", '''
from functools import reduce
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return reduce(lambda acc, ig: acc + ig[1] / max(1.0, log2(ig[0])), enumerate(gs, 1), 0.0)
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q46", "scope.knn_ties", "twin",
      "the tie-break key's sign is the wrong way round: sorted by (distance, -label) puts the tied relevant "
      "targets FIRST for the 'lowest' bound and last for the 'highest', which gives the same numbers as returning "
      "the two bounds in the wrong order.",
      [[r"(sort|tie)[- ]?(break(ing)? )?key", r"key ?=", r"secondary (sort )?key", r"-\s?labels?\b", r"\bsign\b",
        "minus", r"\(distance, ?-?label"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    low = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    high = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in low[:k]) / k, sum(labels[i] for i in high[:k]) / k]
''')

wrong("q47", "scope.knn_ties", "data",
      "ties are broken by input order (a stable sort on the distance only), so both bounds are the same P@k.",
      [["tie", "tied"], ["input order", "stable", "position", "order (they|of the input)", r"(bounds|they) (are )?identical",
                         r"same P@k (for|in) both", r"lowest (equals|=|is the same as) (the )?highest",
                         "(distance|sort) only"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    p = sum(labels[i] for i in order[:k]) / k
    return [p, p]
''')

wrong("q48", "interp.curve", "hidden",
      "pts[-1] (the highest recall reached) is read without checking that some relevant item was retrieved: "
      "IndexError when none was.",
      [["IndexError", "index out of range", r"empty (list|sequence)", r"pts\[-1\]"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / i))
    top = pts[-1][0]  # the highest recall the ranking reaches
    return [max(p for rec, p in pts if rec >= j / 10) if j / 10 <= top else 0.0 for j in range(11)]
''', crash="IndexError", scope="all")

SUBMISSIONS = tuple(S)
