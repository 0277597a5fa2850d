"""Diagnosis class 3, written on 2026-11-26 BEFORE the library-wide candidates were built: a class of
realistic wrong (and right) submissions whose mistakes fall outside what the checker was tuned on.

Invented data (no real student wrote these). Written from the five categories of mistakes a TA meets
that the per-task catalogue does not foresee:

1. ``sibling``: another measure or convention the course teaches, which the library itself computes
   with another function or option (R-precision for AP, micro for macro, a recall where precision
   was asked, the 11-point AP for the exact one ...);
2. ``shape``: a slip in the formula's shape (a constant in or out of a parenthesis, another base, a
   term used twice, two parameters confused, a part of the formula returned instead of the whole);
3. ``flow``: control flow and indexing (a ``break``, an accumulator overwritten, a slice shifted, a
   list never sorted, one query's value reused);
4. ``hidden``: only visible on hidden checks, where the *type* of the result (None, text, a list,
   NaN) names the mistake without its input;
5. ``twin``: two causes that give the same numbers on the inputs a checker first tries; the feedback
   must not assert the one the student did not write (the keys hold the true cause only).

The format is tests/heldout_submissions.py's :class:`Submission` (the same classification rule,
tests/test_heldout_diagnosis.py). ``category`` is kept in the ``style`` field of wrong submissions.
Student ids are ``"c3-" + sid``. The keys were fixed before the checker was run on this class.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 3 (written before the library-wide candidates, 2026-11-26)"

S, wrong, right = class_writer("c3-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return"]
TEXT = ["text", "string", r"\bstr\b"]
NAN = [r"\bnan\b", "not a number", "not-a-number"]

# ============================================================ 1. sibling measures and conventions
wrong("s01", "ap.exact", "sibling", "returns R-precision (precision at rank n_relevant) instead of AP.",
      [["R-precision", r"precision at (rank |k = )?(R|n_relevant)", r"P@R\b", "r_precision"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    top = list(labels[:n_relevant])
    return sum(top) / n_relevant
''')
wrong("s02", "ap.exact", "sibling", "returns the reciprocal rank of the first relevant item instead of AP.",
      [["reciprocal rank", r"\bRR\b", "first relevant", r"1 ?/ ?rank"]], '''
def my_ap(labels, n_relevant):
    for i, x in enumerate(labels, start=1):
        if x:
            return 1.0 / i
    return 0.0
''')
wrong("s03", "ap.exact", "sibling", "computes the 11-point interpolated AP instead of exact AP.",
      [["11.point", "eleven", "interpolat"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        level = j / 10
        total += max([p for p, r in zip(prec, rec) if r >= level], default=0.0)
    return total / 11
''')
wrong("s04", "ap.eleven_point", "sibling", "returns exact (uninterpolated, non-averaged-over-levels) AP instead of 11-point AP.",
      [["exact AP", "uninterpolated", "average precision at the relevant ranks", r"relevant (items|ranks)",
        "not interpolat", "instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')
wrong("s05", "map.mean", "sibling", "averages R-precision over the queries instead of AP.",
      [["R-precision", r"precision at (rank |k = )?(R|n_relevant)", "r_precision"]], '''
def my_map(runs, n_relevant):
    vals = []
    for labels, R in zip(runs, n_relevant):
        vals.append(sum(labels[:R]) / R if R else 0.0)
    return sum(vals) / len(vals)
''')
wrong("s06", "avg.macro", "sibling", "macro-averages recall instead of precision.",
      [["recall"]], '''
def my_macro_precision(tables):
    vals = [tp / (tp + fn) if tp + fn else 0.0 for tp, fp, fn in tables]
    return sum(vals) / len(vals)
''')
wrong("s07", "avg.macro", "sibling", "macro-averages F1 instead of precision.",
      [[r"\bF1?\b", "F-measure", "harmonic"]], '''
def my_macro_precision(tables):
    out = []
    for tp, fp, fn in tables:
        denom = 2 * tp + fp + fn
        out.append(2 * tp / denom if denom else 0.0)
    return sum(out) / len(out)
''')
wrong("s08", "rank.p_at_k", "sibling", "returns recall at k (hits in the top k over all relevant in the list) instead of P@k.",
      [["recall", r"R@k"]], '''
def my_p_at_k(labels, k):
    total = sum(labels)
    if total == 0:
        return 0.0
    return sum(labels[:k]) / total
''')
wrong("s09", "gen.grip_point", "sibling", "returns AP instead of the precision at s = c.",
      [["average precision", r"\bAP\b"]], '''
def my_grip_point(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')
wrong("s10", "roc.auc", "sibling", "computes average precision of the score ranking (area under the PR curve) instead of ROC AUC.",
      [["average precision", r"\bAP\b", "precision.recall", "PR curve"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    hits, total = 0, 0.0
    for rank, i in enumerate(order, 1):
        if labels[i]:
            hits += 1
            total += hits / rank
    return total / sum(labels)
''')
wrong("s11", "dcg.classic", "sibling", "returns NDCG (normalised by the ideal of the list) instead of DCG.",
      [["NDCG", "normali[sz]", "ideal"]], '''
import math
def _d(g):
    return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
def my_dcg(grades):
    ideal = _d(sorted(grades, reverse=True))
    return _d(grades) / ideal if ideal else 0.0
''')
wrong("s12", "ndcg.all_judgments", "sibling", "uses the TREC discount log2(i + 1) for every rank instead of the classic one.",
      [[r"log2\(i ?\+ ?1\)", "trec", r"i ?\+ ?1", "discount"]], '''
import math
def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x / math.log2(i + 2) for i, x in enumerate(g))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')
wrong("s13", "avg.micro", "sibling", "computes micro-averaged precision instead of recall.",
      [["precision"]], '''
tp = sum(t[0] for t in v["tables"])
fp = sum(t[1] for t in v["tables"])
my_micro_recall = tp / (tp + fp)
''')
wrong("s14", "ap.value", "sibling", "typed the R-precision instead of AP.",
      [["R-precision", r"precision at (rank |k = )?(R|n_relevant)", "r_precision"]], '''
R = v["n_relevant"]
my_ap_value = sum(v["labels"][:R]) / R
''')

# ================================================================== 2. the formula's shape
wrong("f01", "set.f_beta", "shape", "the 1 is outside the parenthesis: 1 + beta^2 P R / (beta^2 P + R).",
      [["parenthes", r"1 \+", "added 1", "plus 1", "adds 1"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return 1 + b2 * precision * recall / (b2 * precision + recall)
''')
wrong("f02", "set.f_beta", "shape", "squares (1 + beta) instead of beta: (1 + beta)^2 P R / (beta^2 P + R).",
      [[r"\(1 \+ ?(beta|b|β)\)\^?2", "square", r"\(1 \+ ?beta\)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) ** 2 * precision * recall / (beta ** 2 * precision + recall)
''')
wrong("f03", "set.f_beta", "shape", "precision and recall swapped in the denominator and numerator is fine: uses beta^2 R + P (same as weighting precision).",
      [["swap", "wrong side", "precision instead of recall", "recall instead of precision", "weights precision",
        "inverted", r"\bP and R\b"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')
wrong("f04", "dcg.classic", "shape", "adds the first grade twice (rel_1 + the sum from rank 1 with log2(max(i, 2))).",
      [["twice", "two times", "double", "first (grade|item|rank) .*(again|twice)", "rank 1"]], '''
import math
def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades, start=1):
        total += g / math.log2(max(i, 2))
    return total
''')
wrong("f05", "dcg.classic", "shape", "uses log base 3 for the discount.",
      [["base", "log3", r"log_?3", "natural"]], '''
import math
def my_dcg(grades):
    return sum(g if i == 1 else g / math.log(i, 3) for i, g in enumerate(grades, 1))
''')
wrong("f06", "ndcg.all_judgments", "shape", "returns the ideal DCG instead of the ratio DCG / IDCG.",
      [["ideal", "IDCG"]], '''
import math
def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(ideal, 1))
''')
wrong("f07", "ndcg.all_judgments", "shape", "returns DCG only, never divided by the ideal DCG.",
      [["not (normali[sz]ed|divided)", "without (normali[sz]|dividing)", "ideal", "IDCG", r"\bDCG\b"]], '''
import math
def my_ndcg(grades, unretrieved):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(grades, 1))
''')
wrong("f08", "ap.exact", "shape", "returns the sum of precisions without dividing by n_relevant.",
      [["not divided", "without divid", "sum", "n_relevant", "number of relevant"]], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s
''')
wrong("f09", "gen.recall_lower_bound", "shape", "parameters confused: v / (d - v + s) instead of v / (d - s + v).",
      [[r"d - v \+ s", "swap", r"\bs and v\b", r"\bv and s\b", "confus", "plus s", r"\+ ?s\b"]], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return v / (d - v + s)
''')
wrong("f10", "gen.recall_lower_bound", "shape", "returns the largest class size d - s + v instead of the recall bound.",
      [["class size", r"d - s \+ v", "largest", "denominator", "c_max", "not divided", "reciprocal"]], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return float(d - s + v)
''')
wrong("f11", "roc.auc", "shape", "divides the wins by all pairs of items n(n-1)/2 instead of P x N.",
      [["pairs", r"P ?[x×*] ?N", "positive.*negative", "all pairs"]], '''
def my_auc(scores, labels):
    n = len(scores)
    wins = 0.0
    for i in range(n):
        for j in range(n):
            if labels[i] and not labels[j]:
                if scores[i] > scores[j]:
                    wins += 1
                elif scores[i] == scores[j]:
                    wins += 0.5
    return wins / (n * (n - 1) / 2)
''')
wrong("f12", "gen.random_precision", "shape", "uses c / (d + e), counting the irrelevant items twice.",
      [["twice", "d ?\\+ ?e", "c ?\\+ ?2 ?e", "double"]], '''
c, e = v["c"], v["e"]
d = c + e
my_random_precision = c / (d + e)
''')
wrong("f13", "dcg.exponential", "shape", "2^rel without the - 1.",
      [["- ?1", "minus 1", r"2\^rel\b", "gain"]], '''
import math
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

# ================================================================ 3. control flow and indexing
wrong("c01", "ap.exact", "flow", "breaks out of the loop at the first relevant item.",
      [["first relevant", "only (the|one) (first )?relevant", "break", "stops"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
            break
    return s / n_relevant
''')
wrong("c02", "ap.exact", "flow", "increments the hit counter after computing the precision (the current item not counted).",
      [["before", "after", "current (item|rank)", "counter", "one fewer", "hits - 1", "not yet counted", "excludes"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            s += hits / i
            hits += 1
    return s / n_relevant
''')
wrong("c03", "ap.exact", "flow", "the loop stops one rank early (range(len - 1)): the last rank is never looked at.",
      [["last (rank|item)", "one rank early", "left out", "range", "dropp", "cut", "first n ?- ?1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(len(labels) - 1):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / n_relevant
''')
wrong("c04", "rank.p_at_k", "flow", "slices labels[1:k + 1]: shifted by one rank.",
      [["shift", r"labels\[1:", "rank 2", "from the second", "first (rank|item) (is )?(skipped|left out|dropped)",
        "off by one", "one rank"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')
wrong("c05", "dcg.classic", "flow", "loop over range(1, len(grades)) then adds grades[0]: the last grade is left out (range stops early).",
      [["last (grade|item|rank)", "left out", "range", "dropp", "cut"]], '''
import math
def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades) - 1):
        total += grades[i] / math.log2(i + 1)
    return total
''')
wrong("c06", "map.mean", "flow", "the accumulator is overwritten (total = ap instead of +=): returns the last query's AP / n.",
      [["last query", "overwrit", r"\+=", "accumulat", "only one query"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total = s / R if R else 0.0
    return total / len(runs)
''')
wrong("c07", "map.mean", "flow", "uses runs[0] inside the loop: the first query's AP is reused for every query.",
      [["first query", "same query", "reus", r"runs\[0\]", "one query"]], '''
def my_map(runs, n_relevant):
    aps = []
    for q in range(len(runs)):
        labels = runs[0]
        R = n_relevant[q]
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')
wrong("c08", "rank.distances", "flow", "never sorts: P@k of the labels in input order.",
      [["never sorted", "not sorted", "input order", "unsorted", "without sorting", "order (as|they are) given"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')
wrong("c09", "rank.distances", "flow", "sorts the labels themselves (descending), ignoring the distances.",
      [["sorted the labels", "labels sorted", "sort(s|ed)? .*labels", "ignor.*distance", "relevant first",
        "best possible", "ideal"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(labels, reverse=True)
    return sum(ranked[:k]) / k
''')
wrong("c10", "ndcg.all_judgments", "flow", "ideal list never sorted: grades + unretrieved in the order given.",
      [["not sorted", "never sorted", "unsorted", "without sorting", "sort"]], '''
import math
def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
    ideal = dcg(list(grades) + list(unretrieved))
    return dcg(grades) / ideal if ideal else 0.0
''')
wrong("c11", "avg.macro", "flow", "the running sum is reset inside the loop: returns the last query's precision / n.",
      [["last query", "reset", "overwrit", "accumulat", "only one query"]], '''
def my_macro_precision(tables):
    for tp, fp, fn in tables:
        total = 0.0
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')
wrong("c12", "gen.grip_point", "flow", "slices labels[:n_relevant - 1]: one rank too few, divided by n_relevant.",
      [["n_relevant ?- ?1", "c ?- ?1", "one rank (too )?(few|short|early)", "off by one", "k ?- ?1", "last rank"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[:n_relevant - 1]) / n_relevant
''')
wrong("c13", "interp.curve", "flow", "takes the max over ALL precisions at every level (the recall condition dropped).",
      [["recall (condition|>=)", r"R@k ?>= ?r", "every rank", "whole list", "all ranks", "maximum precision anywhere",
        "best precision anywhere", "ignor"]], '''
def my_interpolated(labels, n_relevant):
    hits, ps, rs = 0, [], []
    for i, x in enumerate(labels, 1):
        hits += x
        ps.append(hits / i)
        rs.append(hits / n_relevant)
    best = max(ps) if ps else 0.0
    return [best if any(r >= j / 10 for r in rs) else 0.0 for j in range(11)]
''')
wrong("c14", "roc.auc", "flow", "counts a pair only when the positive comes BEFORE the negative in the input (j > i).",
      [["before", "after it", "later", "order of the (list|input)", r"j ?> ?i", "only .*pairs", "input order"]], '''
def my_auc(scores, labels):
    wins = 0.0
    n = len(scores)
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] and not labels[j]:
                if scores[i] > scores[j]:
                    wins += 1
                elif scores[i] == scores[j]:
                    wins += 0.5
    n_pos = sum(labels)
    return wins / (n_pos * (n - n_pos))
''')

# ========================================================== 4. only visible on hidden checks (by type)
wrong("h01", "rank.p_at_k", "hidden", "returns None when k is larger than the list (a branch without return).",
      [NONE], '''
def my_p_at_k(labels, k):
    if k <= len(labels):
        return sum(labels[:k]) / k
''', scope="all")
wrong("h02", "ap.exact", "hidden", "returns the text 'undefined' when n_relevant is 0.",
      [TEXT], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return "undefined"
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''', scope="all")
wrong("h03", "ndcg.all_judgments", "hidden", "NumPy 0/0 gives nan when there is no relevant item at all.",
      [NAN], '''
import numpy as np
def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]
    disc = lambda n: np.array([1.0] + [1 / np.log2(i) for i in range(2, n + 1)])
    with np.errstate(all="ignore"):
        return float(np.sum(g * disc(len(g))) / np.sum(ideal * disc(len(ideal))))
''', scope="all")
wrong("h04", "interp.curve", "hidden", "returns an empty list when no relevant item is retrieved.",
      [["empty", r"0 values", r"\[\]", "no values", "11"]], '''
def my_interpolated(labels, n_relevant):
    if sum(labels) == 0:
        return []
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]
''', scope="all")
wrong("h05", "set.f_beta", "hidden", "returns None when P = R = 0 (the guard has no return value).",
      [NONE], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', scope="all")
wrong("h06", "gen.grip_point", "hidden", "returns None when the list is shorter than the class.",
      [NONE], '''
def my_grip_point(labels, n_relevant):
    if n_relevant <= len(labels):
        return sum(labels[:n_relevant]) / n_relevant
''', scope="all")
wrong("h07", "avg.macro", "hidden", "a query with nothing retrieved gives nan (float('nan') used as its precision).",
      [NAN], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) if tp + fp else float("nan") for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''', scope="all")
wrong("h08", "dcg.classic", "hidden", "returns the list of per-rank terms when there is only one item (returns a list).",
      [["list", "values"]], '''
import math
def my_dcg(grades):
    terms = [g if i == 1 else g / math.log2(i) for i, g in enumerate(grades, 1)]
    if len(terms) == 1:
        return terms
    return sum(terms)
''', scope="all")

# ============================================================= 5. twins: two causes, same numbers at first
wrong("t01", "ap.exact", "twin", "divides by min(len(labels), n_relevant) (as trec's AP@k would with k = the list length).",
      [["min", "length of the list", "list length", "shorter", "len\\(labels\\)"]], '''
def my_ap(labels, n_relevant):
    R = min(len(labels), n_relevant)
    if R == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / R
''')
wrong("t02", "rank.p_at_k", "twin", "divides by the number of relevant items in the list when that is smaller than k.",
      [["relevant items in the list", "min", "number of relevant", "sum\\(labels\\)"]], '''
def my_p_at_k(labels, k):
    hits = sum(labels[:k])
    return hits / min(k, max(1, sum(labels)))
''')
wrong("t03", "map.mean", "twin", "averages AP only over the queries that retrieved something relevant.",
      [["only .*quer", "skip", "left out", "dropp", "queries (that|which|with)", "never retrieved"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        if sum(labels) == 0:
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R)
    return sum(aps) / len(aps) if aps else 0.0
''')
wrong("t04", "ap.eleven_point", "twin", "mean over 10 levels (0.1 .. 1.0, the 0.0 level left out) divided by 11.",
      [["0\\.0", "level 0", "ten levels", "10 levels", "left out"]], '''
def my_11pt(labels, n_relevant):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    total = 0.0
    for j in range(1, 11):
        total += max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0)
    return total / 11
''')
wrong("t05", "gen.grip_point", "twin", "divides by min(c, the list length): past the end of a short list the ranks are not counted.",
      [["beyond the end", "past the end", "shorter", "list length", "min", "retrieved"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')
wrong("t06", "roc.auc", "twin", "ties counted as a win for the positive (>= instead of >).",
      [["tie", ">="]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

# ================================================================= right, differently written
right("r01", "ap.exact", "NumPy cumsum", '''
import numpy as np
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((p * y).sum() / n_relevant)
''')
right("r02", "map.mean", "recursion over queries", '''
def _ap(labels, R):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / R if R else 0.0
def my_map(runs, n_relevant):
    if len(runs) == 1:
        return _ap(runs[0], n_relevant[0])
    n = len(runs)
    return (_ap(runs[0], n_relevant[0]) + (n - 1) * my_map(runs[1:], n_relevant[1:])) / n
''')
right("r03", "dcg.classic", "while loop", '''
import math
def my_dcg(grades):
    total, i = 0.0, 0
    while i < len(grades):
        total += grades[i] / (1 if i == 0 else math.log2(i + 1))
        i += 1
    return total
''')
right("r04", "roc.auc", "rank sum (Mann-Whitney)", '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for t in range(i, j + 1):
            ranks[order[t]] = (i + j) / 2 + 1
        i = j + 1
    n_pos = sum(1 for l in labels if l)
    n_neg = len(labels) - n_pos
    rs = sum(r for r, l in zip(ranks, labels) if l)
    return (rs - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
''')
right("r05", "rank.distances", "zip and sorted with key", '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, range(len(labels)), labels))
    return sum(l for _, _, l in pairs[:k]) / k
''')
right("r06", "interp.curve", "from the right, running max", '''
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits * 10, hits / i))
    out = []
    for j in range(11):
        best = 0.0
        for r10, p in pts:
            if r10 >= j * n_relevant and p > best:
                best = p
        out.append(best)
    return out
''')
right("r07", "gen.recall_lower_bound", "guard on the denominator", '''
def my_recall_bound(d, s, v):
    c_max = d - s + v
    return v / c_max if v and c_max else 0.0
''')
right("r08", "avg.macro", "fractions", '''
from fractions import Fraction
def my_macro_precision(tables):
    ps = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(ps) / len(ps))
''')
right("r09", "set.f_beta", "alpha form", '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

SUBMISSIONS = tuple(S)
