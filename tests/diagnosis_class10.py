"""Diagnosis class 10, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces, public draws, code
reading, step profiles, contrasts, ratios, checker, feedback or explanations), and never ran the checker on this
class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what students of an IR evaluation course get
wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library and the course documents were read, and the earlier
classes (tests/heldout_submissions.py, tests/class_submissions.py, tests/diagnosis_class3.py ... 9) only to
write mistakes none of them holds. Same format as tests/diagnosis_class9.py (the category is kept in
``style``). Student ids are ``"c10-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class10): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised. Three ids carry a letter (q26d, q27c, q35a): with the first
ids tried, the two ``hidden`` ones also showed on a visible input and the twin on none of its inputs, so the
next letters were tried against the reference (never the checker) until the student's inputs fit the category.

Categories (7 each):

* ``sibling``: another quantity the course teaches (AP@k over the relevant items found, the DCG at every rank,
  max-interpolated PR points, bpref, the step-rule 11-point average, the Wilcoxon signed-rank p-value, AP@k of
  a distance ranking);
* ``shape``: a slip in the formula's shape (the reciprocal of the mean rank, beta put where van Rijsbergen's
  alpha goes, the discount applied to the running DCG, an n - 1 denominator, precision and generality swapped,
  2^(rel - 1), the TPR returned at the crossing);
* ``flow``: control flow and statements (a running pairwise mean, integer recall levels, an inner loop that
  starts at i, a search that stops where P = R = 0, a counter reused by a second loop, an aliased list sorted in
  place, an append indented into the inner loop);
* ``hidden``: shows only on an edge case the hidden checks cover (IndexError, ZeroDivisionError, StopIteration,
  ValueError, np.resize repeating the list, a denominator from the slice's length);
* ``twin``: two plausible causes give the same numbers on typical inputs; the keys hold the true cause only;
* ``data``: mistakes about the input data (0/1 labels used as NumPy indices, unretrieved items put into the
  ranking, ids compared position by position, distances rescaled by their maximum, d read as the unjudged part,
  n_relevant read as the missing items, the tables unpacked by rows).
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 10 (written blind, first run, 2026-11-26)"

S, wrong, right = class_writer("c10-")

ZERODIV = ["ZeroDivision", "divi(de|des|ded|sion) by zero", "division by zero"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.at_k", "sibling", "divides by the relevant items found in the top k (the mean of the precisions "
      "there, AP with the retrieved-relevant denominator) instead of min(k, n_relevant)",
      [["relevant (items )?(found|retrieved) in the top", "retrieved.relevant", "relevant retrieved",
        "hits in the top", "number of (relevant )?(items )?found", r"(by|over) (the )?(number of )?(hits|found)",
        "num_rel_ret", "mean of the precisions", "relevant (items )?(it )?found"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # average the precisions at the relevant ranks of the top k
    top = labels[:k]
    found = 0
    precisions = []
    for i in range(len(top)):
        if top[i] == 1:
            found += 1
            precisions.append(found / (i + 1))
    if found == 0:
        return 0.0
    return sum(precisions) / found
''')

wrong("q02", "dcg.classic", "sibling", "returns the DCG at every rank (the slide's running list 3, 5, 6.89, ...) "
      "instead of the one DCG of the whole list",
      [["a list (of|instead)", "list instead of", r"returns? a list", "every rank", "each rank", "each position",
        "running", "cumulative (values|list)",
        "not a (single )?(number|float|value)", "sequence", "prefixes", "DCG@"]], '''
import math

def my_dcg(grades):
    # DCG at each rank p, as on the slide: 3, 5, 6.89, ...
    out, total = [], 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log2(i)
        out.append(total)
    return out
''')

wrong("q03", "pr.points", "sibling", "returns the interpolated precisions of the points (the best precision at "
      "that recall or later) instead of the precisions themselves",
      [["interpolat", r"max.{0,40}(right|later|after|further|beyond|following|to come)", "running max",
        "non.?increasing", "best precision (from|at|to|later)", "monoton"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            pts.append(hits / rank)
    # a PR curve never goes up: each point keeps the best precision from there on
    for i in range(len(pts) - 2, -1, -1):
        pts[i] = max(pts[i], pts[i + 1])
    return pts
''')

wrong("q04", "ap.exact", "sibling", "computes trec_eval's bpref (judged non-relevant items ranked above each "
      "relevant one) instead of AP",
      [["bpref", r"non.?relevant (items )?(above|before|ranked (higher|above|before))", "judged non.?relevant",
        "preference"]], '''
def my_ap(labels, n_relevant):
    # trec_eval's bpref line: how many judged non-relevant items come before each relevant one
    R = n_relevant
    N = list(labels).count(0)
    if R == 0:
        return 0.0
    denom = min(R, N)
    total, nonrel = 0.0, 0
    for lab in labels:
        if lab:
            total += 1 - (min(nonrel, R) / denom if denom else 0)
        else:
            nonrel += 1
    return total / R
''')

wrong("q05", "ap.eleven_point", "sibling", "averages the lecture notes' step-interpolated precisions (P_i for "
      "R_(i-1) < r <= R_i) instead of the maximum precision at recall >= r",
      [["step", r"\bP_i\b", r"R_\(?i", "next relevant", "not the max", "instead of the max",
        r"max.{0,30}(right|later|after|beyond|further)", "lecture notes"]], '''
def my_11pt(labels, n_relevant):
    R, P, hits = [0.0], [0.0], 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            R.append(hits / n_relevant)
            P.append(hits / k)
    total = 0.0
    for j in range(11):
        r = j / 10
        if r == 0:
            total += P[1] if len(P) > 1 else 0.0
            continue
        for i in range(1, len(R)):
            if R[i - 1] < r <= R[i]:
                total += P[i]
                break
    return total / 11
''')

wrong("q06", "sig.sign_test", "sibling", "the Wilcoxon signed-rank test's p-value (scipy.stats.wilcoxon) instead of "
      "the sign test's", [["wilcoxon", "signed.rank", "magnitude", "size of the difference",
                           "ranks of the (absolute )?differences"]], '''
from scipy.stats import wilcoxon

my_sign_p = float(wilcoxon(v["a"], v["b"]).pvalue)
''')

wrong("q07", "rank.distances", "sibling", "AP@k of the distance ranking (precisions at the relevant ranks of the "
      "top k over min(k, R)) instead of P@k",
      [["average precision", r"\bAP\b", "AP@k", "precisions? at (each|the) relevant", "relevant ranks",
        r"min\(k"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits, s = 0, 0.0
    for rank, i in enumerate(order[:k], 1):
        if labels[i]:
            hits += 1
            s += hits / rank
    return s / min(k, sum(labels)) if sum(labels) else 0.0
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "map.mrr", "shape", "the reciprocal of the mean rank (1 / mean of the first ranks, a query with no "
      "relevant item at rank infinity) instead of the mean of the reciprocal ranks",
      [["mean (of the )?(first )?ranks?", "average (first )?rank", "reciprocal of the (mean|average)",
        "inverse of the (mean|average)", "harmonic", "mean before", r"1 ?/ ?(the )?mean", "infinit",
        "order of (the )?(operations|mean)"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        if 1 in run:
            ranks.append(run.index(1) + 1)
        else:
            ranks.append(float("inf"))  # never found: an infinite rank
    mean_rank = sum(ranks) / len(ranks)
    return 1 / mean_rank
''')

wrong("q09", "set.f_beta", "shape", "beta put where van Rijsbergen's weight alpha goes: 1 / (beta / P + (1 - beta) "
      "/ R), with alpha = 1 / (1 + beta^2) never computed",
      [["alpha", "α", "weighted harmonic", r"1 ?/ ?\(1 ?\+ ?(beta|b|β)", r"1 ?- ?(beta|b|β)\b"]], '''
def my_f(precision, recall, beta):
    # van Rijsbergen: F = 1 / (alpha / P + (1 - alpha) / R)
    if precision == 0 or recall == 0:
        return 0.0
    alpha = beta
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q10", "ndcg.all_judgments", "shape", "the recursion DCG[i] = DCG[i-1] + G[i] / log2(i) written as "
      "(DCG[i-1] + G[i]) / log2(i): the discount divides the running total, not only the new gain",
      [["running (sum|total)", "cumulat", "accumulated", "whole (sum|total)", "previous (value|sum|total|DCG)",
        "parenthes", "bracket", r"DCG\[i ?- ?1\]", "everything (before|so far)", "sum so far", "recursi"]], '''
import math

def _dcg(gs):
    # DCG[1] = G[1]; DCG[i] = DCG[i-1] + G[i] / log2(i)
    out = 0.0
    for i, g in enumerate(gs, 1):
        out = g if i == 1 else (out + g) / math.log2(i)
    return out

def my_ndcg(grades, unretrieved):
    ideal = _dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return _dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q11", "avg.macro", "shape", "the mean divides by the number of queries minus one (a sample-variance habit)",
      [[r"n ?- ?1", "minus one", r"one (fewer|less)", r"len\(\w+\) ?- ?1", "Bessel", "sample", r"queries ?- ?1",
        "number of queries"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / max(len(precs) - 1, 1)
''')

wrong("q12", "gen.practical", "shape", "precision and the generality bound swapped: v / d returned as the "
      "precision and v / s as the generality bound",
      [["swap", "exchang", "interchang", "other way round", "wrong (order|place|position)", "confus", "mixed up",
        r"precision.{0,40}v ?/ ?d", r"v ?/ ?s.{0,40}generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / d, v / (d - s + v), v / s]
''')

wrong("q13", "dcg.exponential", "shape", "2^(rel - 1) instead of 2^rel - 1: the - 1 moved into the exponent "
      "(a grade 0 gains 1/2)",
      [[r"2 ?(\^|\*\*) ?\((rel|g|grade)\w* ?- ?1\)", "parenthes", "bracket", r"\bexponent\b",
        r"- ?1.{0,30}(inside|in the exponent|moved)", "minus (one|1) (inside|in the)", "half"]], '''
import math

my_dcg_exp = sum(2 ** (g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q14", "roc.eer", "shape", "returns the TPR at the crossing (1 - EER, the other coordinate of the point) "
      "instead of its FPR",
      [["true positive rate", r"1 ?- ?(the )?EER", r"y.?(coordinate|value|axis)", "other coordinate", "complement",
        "sensitivity", r"returns? (the )?TPR", r"TPR instead", "instead of (the )?(FPR|false positive)",
        "hit rate", "1 minus"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for x, y in zip(scores, labels) if x == s and y)
        fp += sum(1 for x, y in zip(scores, labels) if x == s and not y)
        pts.append((fp / N, tp / P))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        # where the piece crosses the line y = 1 - x
        g0, g1 = x0 + y0 - 1, x1 + y1 - 1
        if g0 <= 0 <= g1:
            t = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return y0 + t * (y1 - y0)
    return 0.5
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.averaged", "flow", "a running pairwise mean (avg = (avg + curve) / 2) over the queries: the later "
      "queries weigh more, right only for two queries",
      [["running (mean|average)", r"/ ?2\b", "halv", "pairwise", "two at a time",
        "weigh.{0,30}(later|last|recent)", "incremental", "average of (the )?averages", "mean of (the )?means",
        "not the mean over (all )?(the )?queries"]], '''
def my_averaged_curve(runs, n_relevant):
    avg = None
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R if R else 0.0, hits / k))
        curve = []
        for j in range(11):
            ps = [p for rec, p in pts if R and rec >= j / 10]
            curve.append(max(ps) if ps else 0.0)
        if avg is None:
            avg = curve
        else:
            avg = [(a + c) / 2 for a, c in zip(avg, curve)]  # keep the running average
    return avg
''')

wrong("q16", "ap.eleven_point", "flow", "the levels loop uses range(11) directly (0, 1, 2, ..., 10) as recall "
      "levels: only levels 0 and 1 can ever be reached",
      [[r"range\(11\)", r"(level|j|i|r) ?/ ?10", r"divid\w* (it |the level |each level |the index )?by 10",
        "integer levels?", "whole numbers?", r"0, 1, 2", r"(recall )?levels? (above|over|greater than) 1\b",
        "loop (index|variable|counter)"]], '''
def my_11pt(labels, n_relevant):
    recalls, precisions = [], []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        hits += lab
        recalls.append(hits / n_relevant)
        precisions.append(hits / rank)
    total = 0.0
    for level in range(11):        # 0.0, 0.1, ..., 1.0
        best = 0.0
        for r, p in zip(recalls, precisions):
            if r >= level and p > best:
                best = p
        total += best
    return total / 11
''')

wrong("q17", "roc.auc", "flow", "the inner loop over the negatives starts at i (range(i, len(neg))): the pairs "
      "of a positive with the earlier negatives are never counted",
      [["triang", r"range\(i", r"starts? (at|from) i\b", "inner loop", "half of the pairs",
        "not (every|all) (the )?pairs", r"pairs? (are |is )?(skipped|missed|left out|missing|never counted)",
        "some pairs"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for i in range(len(pos)):
        for j in range(i, len(neg)):
            if pos[i] > neg[j]:
                good += 1
            elif pos[i] == neg[j]:
                good += 0.5
    return good / (len(pos) * len(neg))
''')

wrong("q18", "gen.grip_point", "flow", "searches the first scope where precision equals recall and stops there: "
      "before the first relevant item both are 0, so a ranking that starts with a non-relevant item gives 0",
      [[r"first (scope|rank|s)\b.{0,30}(where|at which)", r"both (are )?(0|zero)", r"P ?= ?R ?= ?0", "0 = 0",
        "before the first relevant", r"stops? (too )?(early|at the first)", "trivially", "equal at (0|zero)",
        "(precision and recall|P and R) (are )?(both )?(0|zero)"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for s in range(1, max(len(labels), c) + 1):
        if s <= len(labels):
            hits += labels[s - 1]
        p, r = hits / s, hits / c
        if p == r:          # the GRiP point: where precision equals recall
            return p
    return hits / c
''')

wrong("q19", "set.pr", "flow", "the hit counter of the precision loop is reused, not reset, by the recall loop: "
      "recall counts every hit twice",
      [["reset", "reus", "doubl", "same (counter|variable|count)", "not (re)?initiali", "carr(y|ies|ied) over",
        "(counter|count) (kept|continues|keeps)", "two loops", "second loop"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    count = 0
    for doc in ret:
        if doc in rel:
            count += 1
    precision = count / len(ret) if ret else 0.0
    for doc in rel:
        if doc in ret:
            count += 1
    recall = count / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q20", "ndcg.value", "flow", "ideal = grades aliases the ranking's list: += and sort() change the grades "
      "too, so the DCG is taken of the ideal ranking and NDCG is 1",
      [["alias", "same (list|object)", "in place", "mutat", "copy", r"\.sort\(\)", r"\+=", "changed (the )?grades",
        "modif", "(ranking|grades) (itself )?(was |is )?sorted"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

grades = list(v["grades"])
ideal = grades            # the ideal ranking starts from the retrieved grades
ideal += v["unretrieved"]
ideal.sort(reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q21", "map.mean", "flow", "aps.append is indented into the inner loop: the partial AP after every relevant "
      "item is averaged, not one AP per query",
      [["indent", "inside the (inner )?loop", "every relevant (item|rank)", "partial", "each relevant",
        r"running (AP|value|sum)", "before the query (is )?(finished|done)", r"append\w* (at|for|after) (each|every)",
        "per relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                total += hits / rank
                aps.append(total / R)
    return sum(aps) / len(aps) if aps else 0.0
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.distances", "hidden", "the cut-off is the (k+1)-th smallest distance sorted(distances)[k]: "
      "IndexError when k is the whole list",
      [["IndexError", "index out of range", "out of range", r"\[k\]", "past the end"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    cutoff = sorted(distances)[k]          # the (k+1)-th smallest distance
    near = [lab for d, lab in zip(distances, labels) if d < cutoff]
    return sum(near) / k
''', crash="IndexError", scope="all")

wrong("q23", "gen.practical", "hidden", "the recall bound rewritten as 1 / ((d - s) / v + 1): ZeroDivisionError "
      "when v = 0", [ZERODIV], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    # v / (d - s + v), divided through by v
    recall_lower = 1 / ((d - s) / v + 1)
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.step", "hidden", "next() over the points without a default: StopIteration when the level is "
      "never reached", [["StopIteration", r"next\(", "no default", "without a default", "exhausted",
                         "(generator|iterator) (is )?empty"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    # the first point whose recall reaches the level: R_(i-1) < level <= R_i
    return next(p for r, p in points if r >= level)
''', crash="StopIteration", scope="all")

wrong("q25", "ap.at_k", "hidden", "the denominator is min(len(labels[:k]), n_relevant): when k is past the end of "
      "the list the slice is shorter than k and the denominator too small",
      [[r"len\(top\)", r"len\(labels\[:k\]\)", "length of the (top|slice|cut)", "slice", r"shorter than k\b",
        r"fewer than k (items|ranks)", "list length", r"min\(len", "past the end", "ranks? that (don.t|do not) exist",
        "length of the list"]], '''
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

wrong("q26d", "rank.p_at_k", "hidden", "np.resize(labels, k) to pad the list to k: np.resize repeats the list "
      "instead of padding with zeros, so missing ranks copy the first ones",
      [["resize", "repeat", "cycl", "wrap", "copies of the (list|labels)", "pad(ded|s|ding)? with (copies|the list)",
        "instead of (zeros|0)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    # make the list exactly k long (missing ranks count as 0)
    top = np.resize(np.asarray(labels), k)
    return float(top.sum() / k)
''')

wrong("q27c", "pr.points", "hidden", "walks down while hits < n_relevant: IndexError past the end of the list when "
      "some relevant item is never retrieved",
      [["IndexError", "index out of range", "out of range", "past the end", "runs? off", r"beyond the (end|list)",
        r"while hits", "until (every|all)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    i = 0
    while hits < n_relevant:        # walk down until every relevant item is found
        i += 1
        if labels[i - 1]:
            hits += 1
            points.append(hits / i)
    return points
''', crash="IndexError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "finds the cut with [d >= epsilon ...].index(True): ValueError when "
      "every target is within epsilon",
      [["ValueError", r"index\(True\)", r"\.index\(", "not in (the )?list", r"no target (at|beyond|outside)"]], '''
def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    # position of the first target at or beyond epsilon
    n = [d >= epsilon for d, _ in pairs].index(True)
    if n == 0:
        return 0.0
    return sum(lab for _, lab in pairs[:n]) / n
''', crash="ValueError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "np.trapezoid(fpr, tpr): the x and y arguments swapped, so the area left of the "
      "curve (the same numbers as 1 - AUC from inverted labels or scores ranked from the lowest)",
      [["trapz", "trapezoid", "integrat", "area"],
       ["argument", r"\bx\b", "axes", "axis", "swap", "exchang", "order of", "other way round", "left of the curve"]],
      '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & (y == 0)).sum() / N)
        tpr.append(((s >= t) & (y == 1)).sum() / P)
    return float(np.trapezoid(fpr, tpr))
''')

wrong("q30", "rank.distances", "twin", "zips (label, distance): the sort keys on the label first, so the "
      "non-relevant items come first (the same numbers as sorting the labels ascending)",
      [["zip", "tuple", "pair", r"first (element|item|entry|field) of (the|each)", "sort key", r"key ?=",
        r"\(label, ?distance\)", "order of the (pair|tuple|zip)"], ["label"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(labels, distances))      # pairs (label, distance)
    top = [lab for lab, dist in ranked[:k]]
    return sum(top) / k
''')

wrong("q31", "dcg.trec", "twin", "enumerate(..., start=1) and then log2(i + 2): the offset applied twice, every "
      "discount one rank late (the same numbers as a non-relevant item put in front)",
      [[r"i ?\+ ?2", r"start ?= ?1", "one rank (late|off|too far|lower)", "off.by.one", "offset (twice|two|double)",
        "shifted", "twice"]], '''
import math

my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q32", "scope.knn_ties", "twin", "the highest bound adds every tied relevant target, never capped at the "
      "places left in the top k (the same numbers as taking the whole tie group into the result)",
      [["cap", "slots", r"min\(", "more (tied )?relevant (targets )?than", r"places? (left|free|open)", "room",
        "exceed", "above 1", "too many", "whole tie(d)? group", "every tied relevant"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    inside = [lab for d, lab in pairs if d < kth]
    tied = [lab for d, lab in pairs if d == kth]
    slots = k - len(inside)
    low = sum(inside) + max(0, slots - tied.count(0))
    high = sum(inside) + sum(tied)
    return [low / k, high / k]
''')

wrong("q33", "set.f_beta", "twin", "the parameters in the wrong order in the def line (recall, precision, beta): "
      "the same numbers as weighting the other side, or as F with 1 / beta",
      [["parameter", "argument", "signature", "positional", r"def my_f\(recall",
        "order of the (inputs|arguments|parameters)", "called with"]], '''
def my_f(recall, precision, beta):
    b2 = beta ** 2
    if precision + recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("q34", "interp.curve", "twin", "recall rounded to one decimal (to dodge 0.30000000000000004): a recall of "
      "2/3 or 3/4 counts as reaching 0.7 or 0.8 (the same numbers as comparing with a tolerance of half a level)",
      [["round"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        rec = round(hits / n_relevant, 1) if n_relevant else 0.0   # avoid 0.30000000000000004
        pts.append((rec, hits / k))
    out = []
    for j in range(11):
        level = j / 10
        ps = [p for r, p in pts if r >= level]
        out.append(max(ps) if ps else 0.0)
    return out
''')

wrong("q35a", "ndcg.all_judgments", "twin", "the discounts are computed for len(grades) ranks and zipped with the "
      "ideal list: zip stops at the shorter, so the ideal is cut to the retrieved length (the same numbers as an "
      "ideal DCG cut at the list's length)",
      [["zip", "discount (list|array|vector|table)", "precomputed", r"len\(grades\)", "shorter (list|one|of the two)",
        "stops at the shorter", r"discounts? (only )?for the retrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    disc = [1.0] + [math.log2(i) for i in range(2, len(grades) + 1)]
    dcg = sum(g / d for g, d in zip(grades, disc))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / d for g, d in zip(ideal, disc))
    return dcg / idcg if idcg else 0.0
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "ap.exact", "data", "the 0/1 labels used as NumPy indices (prec[labels]) instead of a boolean mask: "
      "it picks prec[0] and prec[1] once per item",
      [["boolean", "mask", "fancy", "integer (array )?ind", r"as (an? )?(list of )?ind(ex|ices)", r"\bbool",
        r"prec\[0\]", r"prec\[1\]", "index(es)? 0 (and|or) 1", "positions? 0 (and|or) 1"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(labels) / np.arange(1, len(labels) + 1)
    return float(prec[labels].sum() / n_relevant)   # keep the relevant ranks
''')

wrong("q37", "ndcg.all_judgments", "data", "the unretrieved relevant items are appended to the ranking (as if "
      "retrieved at its bottom), so they add gain to the DCG too",
      [["append", "added to the (ranking|retrieved|list|DCG)",
        "(as|treated as|counted as) (if )?(they were )?retrieved",
        "bottom of the (ranking|list)", "end of the (ranking|list)", "gain for (items|documents) never retrieved",
        "unretrieved (grades|items) (in|inside|added to) the (DCG|ranking)"]], '''
import math

def dcg(gs):
    return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)       # the missed ones come last
    ideal = sorted(ranking, reverse=True)
    idcg = dcg(ideal)
    return dcg(ranking) / idcg if idcg else 0.0
''')

wrong("q38", "set.pr", "data", "the retrieved and relevant ids compared position by position (zip of the two "
      "sorted lists) instead of by membership",
      [["position", "aligned", r"zip\(", "pairwise", "same (index|place|position)", "element.?wise", "side by side",
        "membership", "intersection"]], '''
def my_set_pr(retrieved, relevant):
    hits = 0
    for a, b in zip(sorted(set(retrieved)), sorted(set(relevant))):
        if a == b:
            hits += 1
    p = hits / len(set(retrieved)) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q39", "scope.eps_precision", "data", "the distances are rescaled by their maximum before the comparison: "
      "epsilon is read as a fraction of the farthest distance",
      [["normali[sz]", r"max(imum)? distance", "rescal", "scal", "relative", r"/ ?max",
        r"divid\w* by the (largest|max)",
        "farthest"]], '''
def my_eps_precision(distances, labels, epsilon):
    top = max(distances)
    scaled = [d / top for d in distances]          # distances in [0, 1]
    hits = [lab for d, lab in zip(scaled, labels) if d < epsilon]
    return sum(hits) / len(hits) if hits else 0.0
''')

wrong("q40", "gen.practical", "data", "d read as the number of unjudged items besides the scope: the database "
      "size becomes d + s", [["unjudged", r"d ?\+ ?s", "besides", r"(not including|excluding) the (scope|judged)",
                              r"includes? the (scope|judged|s\b)", "database size",
                              r"\bd\b (as|is) the (number|count) of",
                              "on top of"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    total = d + s          # the d unjudged items plus the s judged ones
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q41", "interp.curve", "data", "n_relevant read as the relevant items still missing: recall divides by "
      "sum(labels) + n_relevant", [["unretrieved", "not retrieved", "missing (ones|items)",
                                    r"sum\(labels\) ?\+ ?n_relevant", r"n_relevant ?\+", r"\+ ?n_relevant", "added",
                                    "too (large|big|many)", "misread", "counted twice", "double.?count"]], '''
def my_interpolated(labels, n_relevant):
    R = sum(labels) + n_relevant      # the ones found plus the ones still missing
    out = []
    for j in range(11):
        best, hits = 0.0, 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if R and hits / R >= j / 10:
                best = max(best, hits / k)
        out.append(best)
    return out
''')

wrong("q42", "avg.macro", "data", "tp, fp, fn = np.asarray(tables) unpacks the first three ROWS (queries), not "
      "the columns: wrong numbers for three queries, ValueError for any other number",
      [["transpos", r"\.T\b", "rows?.{0,30}columns?", "columns?.{0,30}rows?", "axis",
        r"unpack\w* (the )?(rows|queries)", "first three (queries|rows)", "per column"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.asarray(tables, dtype=float)
    denom = tp + fp
    prec = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(prec.mean())
''', crash="ValueError")

# ------------------------------------------------------------------------------------------------ right
right("q43", "map.mean", "recursion over the queries and over the ranks", '''
def _ap(labels, R, rank=1, hits=0, acc=0.0):
    if not labels:
        return acc / R if R else 0.0
    hit = labels[0] == 1
    hits += hit
    return _ap(labels[1:], R, rank + 1, hits, acc + (hits / rank if hit else 0.0))

def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    head = _ap(list(runs[0]), n_relevant[0])
    if len(runs) == 1:
        return head
    return (head + (len(runs) - 1) * my_map(runs[1:], n_relevant[1:])) / len(runs)
''')

right("q44", "roc.eer", "NumPy: one ROC point per distinct score, the sign change of FPR - FNR interpolated", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=bool)
    thr = np.unique(s)[::-1]                       # one ROC step per distinct score
    tpr = np.concatenate(([0.0], [(y & (s >= t)).sum() / y.sum() for t in thr]))
    fpr = np.concatenate(([0.0], [(~y & (s >= t)).sum() / (~y).sum() for t in thr]))
    gap = fpr - (1 - tpr)                          # rises from -1 to +1
    j = int(np.argmax(gap >= 0))
    if gap[j] == 0 or j == 0:
        return float(fpr[j])
    lam = -gap[j - 1] / (gap[j] - gap[j - 1])
    return float(fpr[j - 1] + lam * (fpr[j] - fpr[j - 1]))
''')

right("q45", "scope.eps_precision", "bisect_left on the sorted distances (strictly closer than epsilon)", '''
from bisect import bisect_left

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    n = bisect_left([d for d, _ in pairs], epsilon)   # targets with d < epsilon
    return sum(lab for _, lab in pairs[:n]) / n if n else 0.0
''')

right("q46", "ap.at_k", "itertools.accumulate and compress", '''
from itertools import accumulate, compress

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = list(accumulate(top))
    precisions = [h / i for i, h in enumerate(hits, 1)]
    return sum(compress(precisions, top)) / denom
''')

right("q47", "pr.averaged", "NumPy: a levels x ranks matrix compared in integers (10 hits >= j R)", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11)                     # level j / 10, compared in integers
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        if R == 0:
            rows.append(np.zeros(11))
            continue
        reached = 10 * hits[None, :] >= levels[:, None] * R   # R@k >= j / 10
        rows.append(np.where(reached, prec[None, :], 0.0).max(axis=1))
    return np.mean(rows, axis=0).tolist()
''')

right("q48", "interp.step", "bisect_left on the recalls of the relevant items", '''
from bisect import bisect_left

def my_step_interpolated(labels, n_relevant, level):
    recalls, precisions, hits = [], [], 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            recalls.append(hits / n_relevant)
            precisions.append(hits / rank)
    i = bisect_left(recalls, level)        # the first R_i >= level: R_(i-1) < level <= R_i
    return precisions[i] if i < len(precisions) else 0.0
''')

SUBMISSIONS = tuple(S)
