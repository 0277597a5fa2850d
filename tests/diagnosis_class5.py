"""Diagnosis class 5, written on 2026-11-26 AFTER the engine changed, by someone who never read the engine
(its candidates, perturbations, misconceptions, symptoms, discriminating inputs, probing or student traces):
only the task registry (ids, signatures, references), the library and the course documents were read.

Invented data (no real student wrote these). Same format and classification rule as tests/diagnosis_class3.py
and tests/diagnosis_class4.py (tests/heldout_submissions.py's :class:`Submission`, the rule of
tests/test_heldout_diagnosis.py); the category is kept in ``style``. Student ids are ``"c5-" + sid``.
The mistakes were chosen to differ from those of classes 3 and 4, of tests/heldout_submissions.py and of
tests/class_submissions.py, and many are on the tasks those classes do not cover (AP@k, MRR, the PR curve's
points, step interpolation, the averaged curve, EER, a practical study's bounds, epsilon-queries, kNN ties).
The five categories:

1. ``sibling``: another quantity the course teaches (AP with the R denominator for AP@k, success@k for P@k,
   binary gain for graded NDCG, the max rule for the step rule, the nearest-point EER, recall for precision);
2. ``shape``: a slip in the formula's shape (a missing parenthesis, max for min, arguments swapped in
   ``math.log``, two results swapped, one expression pasted twice, the error rates added);
3. ``flow``: control flow and indexing (an accumulator reset inside or never reset between loops, a
   ``return`` or ``break`` indented one level too deep, ``list.index`` of a repeated value, ``np.argmax`` of
   an all-zero list, duplicates never removed);
4. ``hidden``: wrong only on the hidden edge cases, where the result's type or a crash shows it (None inside
   a list, a float where a list is asked, a list of 2 values for 3, NaN, IndexError, ValueError,
   ZeroDivisionError);
5. ``twin``: the numbers of another, better-known mistake on the usual inputs (1/beta is the swapped
   weighting, 1 - losses counts ties as wins, a weighted mean of APs is the pooled average, tables unpacked as
   fp, tp, fn give the false discovery rate, ...); the keys
   hold the cause the student wrote, and only it.

The keys were fixed before the checker was run on this class; the labels were validated against the task
references only (every right one agrees on visible, generated and hidden inputs, every wrong one differs on
some; a ``hidden`` one only on hidden inputs).
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 5 (written after the engine changed, first run, 2026-11-26)"

S, wrong, right = class_writer("c5-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return"]
NAN = [r"\bnan\b", "not a number", "not-a-number"]

# ============================================================ 1. sibling measures and conventions
wrong("m01", "ap.at_k", "sibling", "AP cut at k but divided by n_relevant (trec_eval's AP@k), not min(k, n_relevant).",
      [[r"(by|over|denominator( is)?) (the )?(query's )?(full |whole |total )?(n_relevant|number of relevant|R\b)",
        r"/ ?n_relevant", r"/ ?R\b", "instead of min", "not min", "without (the )?min", "trec_eval"]], '''
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
wrong("m02", "map.mrr", "sibling", "averages each query's AP (over its relevant items retrieved) instead of its reciprocal rank.",
      [["average precision", r"\bAP\b", r"\bMAP\b", "every relevant", "all (the )?relevant", "each relevant"]], '''
def my_mrr(runs):
    scores = []
    for labels in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        scores.append(s / hits if hits else 0.0)
    return sum(scores) / len(scores)
''')
wrong("m03", "interp.step", "sibling", "the max rule (best precision at recall >= level) instead of the step rule.",
      [[r"max(imum)? (rule|scheme|interpolation)", r"max(imum)? (precision )?(over|at|of) (all |the |every )?(later |following )?(ranks|recall)",
        "highest precision", "best precision", "to the right", r"11.point", "instead of the step", "not the step"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for i, x in enumerate(labels, 1):
        hits += x
        if hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')
wrong("m04", "rank.p_at_k", "sibling", "success@k (1 if anything relevant is in the top k) instead of P@k.",
      [["success", "hit rate", "any relevant", "at least one", "whether"]], '''
def my_p_at_k(labels, k):
    return 1.0 if any(labels[:k]) else 0.0
''')
wrong("m05", "ndcg.all_judgments", "sibling", "binary gain (1 for any grade > 0) instead of the graded gain.",
      [["binary", r"0 ?/ ?1", "relevant or not", r"grades? (are |is )?ignored", r"ignor\w* the grades?", "gain (of )?1"]], '''
import math
def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            rel = 1 if g > 0 else 0
            total += rel if i == 1 else rel / math.log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')
wrong("m06", "pr.averaged", "sibling", "each query's curve by the step rule (P at the first relevant item reaching r), not the max.",
      [["step", r"\bP_i\b", "first (relevant )?(item|rank)", "without (the )?max", "not the max", "no max",
        "not interpolat"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                pts.append((hits / R, hits / i))
        for j, r in enumerate(levels):
            for rec, p in pts:
                if rec >= r:
                    total[j] += p
                    break
    return [t / len(runs) for t in total]
''')
wrong("m07", "roc.eer", "sibling", "(FPR + FNR) / 2 at the nearest ROC point, not the interpolated crossing.",
      [["nearest", "closest", r"\(FPR ?\+ ?FNR\) ?/ ?2", "average of (the )?FPR", "mean of (the )?FPR",
        "without interpolat", "not interpolat", "no interpolation"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if y and s >= t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s >= t)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda q: abs(q[0] - q[1]))
    return (fpr + fnr) / 2
''')
wrong("m08", "scope.eps_precision", "sibling", "the recall of the epsilon-query (over all relevant targets) instead of its precision.",
      [["recall"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = [y for d, y in zip(distances, labels) if d < epsilon]
    total = sum(labels)
    return sum(found) / total if total else 0.0
''')

# ================================================================== 2. the formula's shape
wrong("m09", "set.f_beta", "shape", "no parentheses around the denominator: ... / b2 * P + R.",
      [["parenthes", "precedence", "bracket", "order of operations", r"multipl\w* by (the )?(precision|P\b)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / b2 * precision + recall
''')
wrong("m10", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant).",
      [[r"\bmax\b", "larger of", "maximum", "bigger of", "instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s = sum(sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x)
    return s / max(k, n_relevant)
''')
wrong("m11", "roc.eer", "shape", "returns FPR + FNR at the crossing (the two error rates added: twice the EER).",
      [["twice", "doubl", r"FPR ?\+ ?FNR", "sum of (the )?(two )?(error )?rates", "not halved", r"2 ?[x×*] ?(the )?EER"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(scores), reverse=True):
        fpr.append(sum(1 for s, y in zip(scores, labels) if s >= t and not y) / N)
        fnr.append(1 - sum(1 for s, y in zip(scores, labels) if s >= t and y) / P)
    for j in range(1, len(fpr)):
        if fpr[j] >= fnr[j]:
            a = fpr[j - 1] - fnr[j - 1]
            b = fpr[j] - fnr[j]
            t = -a / (b - a)
            x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
            y = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
            return x + y
    return 1.0
''')
wrong("m12", "scope.knn_ties", "shape", "returns [highest, lowest]: the two bounds in the wrong order.",
      [[r"(wrong|reversed|swapped|other) order", "swap", r"\brevers", "switched", "exchanged", "wrong way round",
        "highest first", "other way round", r"\[highest, lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(y for _, y in pess[:k]) / k
    high = sum(y for _, y in opt[:k]) / k
    return [high, low]
''')
wrong("m13", "gen.practical", "shape", "the recall bound's expression pasted as the generality bound: v / (d - s + v), not v / d.",
      [["generality"], [r"v ?/ ?d\b", "copy", r"same (as|value|expression|formula)", r"recall('s)? (lower )?bound",
                        r"d ?- ?s ?\+ ?v", "twice", "largest class", "c_max"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = v / (d - s + v) if v else 0.0
    return [precision, recall_lower, generality_lower]
''')
wrong("m14", "dcg.classic", "shape", "math.log(2, i): the arguments swapped (log base i of 2), so the grade is multiplied by log2(i).",
      [["argument", "swap", r"log\(2, ?i\)", "multipl", r"times log", r"\* ?log", "base i", "inverted"]], '''
import math
def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log(2, i)
    return total
''')
wrong("m15", "ndcg.all_judgments", "shape", "the ideal DCG uses the log2(i + 1) discount, the ranking's DCG the classic one.",
      [["ideal", "IDCG"], [r"log2? ?\(i ?\+ ?1\)", "trec", r"i ?\+ ?1", r"(another|different|other|its own) discount",
                           "discounts? (differ|do not match|are not the same)"]], '''
import math
def dcg(grades):
    return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(grades))
def idcg(grades):
    return sum(g / math.log2(i + 2) for i, g in enumerate(grades))
def my_ndcg(grades, unretrieved):
    best = idcg(sorted(grades + unretrieved, reverse=True))
    return dcg(grades) / best if best else 0.0
''')
wrong("m16", "interp.curve", "shape", "the recall levels are j / 11 (0, 0.0909, ...) instead of j / 10.",
      [[r"/ ?11", r"1 ?/ ?11", r"0\.09", "eleventh", "11 equal"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 11
        cands = [p for p, q in zip(prec, rec) if q >= r]
        out.append(max(cands) if cands else 0.0)
    return out
''')

# ================================================================ 3. control flow and indexing
wrong("m17", "set.pr", "flow", "works on the lists: an id retrieved twice is counted twice (never made a set).",
      [["duplicate", "twice", "counted once", "repeated", "more than once", r"set\(\)", "as a set",
        r"not (made|turned into|converted (in)?to) a set", "never (made|turned into|converted (in)?to) a set"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')
wrong("m18", "pr.points", "flow", "points = [] inside the loop: only the last rank's point (or nothing) survives.",
      [["reset", "inside the loop", r"re-?initiali", "only the last", r"last (point|item|rank)", "overwrit", "emptied"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    for i, x in enumerate(labels, 1):
        points = []
        if x:
            hits += 1
            points.append(hits / i)
    return points
''')
wrong("m19", "interp.step", "flow", "a break one level too far out: the loop stops after the first relevant item.",
      [["break", "first relevant", "only the first", "stops", "indent"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return hits / i
            break
    return 0.0
''')
wrong("m20", "ap.eleven_point", "flow", "best = 0 set once before the level loop: every level keeps the best precision so far.",
      [["reset", "carried", "previous level", "outside the (level )?loop", r"re-?initiali", "every level",
        "same value"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    total = 0.0
    best = 0.0
    for j in range(11):
        for r, p in pts:
            if r >= j / 10 and p > best:
                best = p
        total += best
    return total / 11
''')
wrong("m21", "pr.averaged", "flow", "one curve list for all queries: a query's levels keep the previous queries' maxima.",
      [["reset", r"previous quer", "carried", "outside the loop", r"re-?initiali", "earlier quer", "accumulat"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            if R == 0:
                continue
            for j in range(11):
                if hits / R >= j / 10 and hits / i > curve[j]:
                    curve[j] = hits / i
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')
wrong("m22", "map.mean", "flow", "the return is indented inside the loop: the first query's AP divided by the number of queries.",
      [["first query", "inside the loop", "indent", "only one query", "after the first", "one query"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
        return total / len(runs)
''')
wrong("m23", "dcg.classic", "flow", "the rank is grades.index(g) + 1: a repeated grade gets the rank of its first occurrence.",
      [[r"\.index\(", r"index of the (first|value|grade)", "first occurrence", "same grade", "repeated", "duplicate",
        "equal grades", "same rank"]], '''
import math
def my_dcg(grades):
    total = 0.0
    for g in grades:
        rank = grades.index(g) + 1
        total += g if rank == 1 else g / math.log2(rank)
    return total
''')
wrong("m24", "map.mrr", "flow", "np.argmax of an all-zero list is 0: a query with nothing relevant counts as rank 1 (RR 1).",
      [["argmax", "index 0", "no relevant", "nothing relevant", "without (a )?relevant", r"counts? (as )?1\b",
        "empty"]], '''
import numpy as np
def my_mrr(runs):
    rr = [1.0 / (np.argmax(labels) + 1) for labels in runs]
    return float(np.mean(rr))
''')

# ========================================================== 4. only visible on hidden checks (type or crash)
wrong("m25", "ap.at_k", "hidden", "range(k) indexes labels[i]: IndexError when k is longer than the list.",
      [["IndexError", r"\bindex", r"k (is )?(larger|longer|greater|bigger) than", "beyond the end", "past the end",
        "shorter than k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''', crash="IndexError", scope="all")
wrong("m26", "pr.points", "hidden", "returns the float 0.0 instead of the empty list when nothing relevant is retrieved.",
      [["float", "not a list", "instead of a list", "empty list"]], '''
def my_pr_points(labels, n_relevant):
    if sum(labels) == 0:
        return 0.0
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append(hits / i)
    return out
''', scope="all")
wrong("m27", "set.pr", "hidden", "recall is None (inside the list) when nothing is relevant.",
      [NONE], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel) if rel else None
    return [precision, recall]
''', scope="all")
wrong("m28", "gen.practical", "hidden", "returns a list of 2 values ([0, 0]) when v = 0, instead of 3.",
      [["2 values", "two values", "3 values", "three values", r"length (of )?2", "list of 2", "wrong length", "too short",
        "missing", "fewer"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    if v == 0:
        return [0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]
''', scope="all")
wrong("m29", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan when nothing is within epsilon.",
      [NAN], '''
import numpy as np
def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")
wrong("m30", "scope.knn_ties", "hidden", "reads ds[k] to look for a tie past the k-th place: IndexError when k is the whole list.",
      [["IndexError", r"\bindex", "whole list", r"k (equal to|=|==|is) (the )?(length|len|list)", "past the end",
        "beyond the end"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    ds = [distances[i] for i in order]
    cut = ds[k - 1]
    if ds[k] != cut:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    sure = sum(labels[i] for i in order if distances[i] < cut)
    n_sure = sum(1 for x in ds if x < cut)
    tied = [labels[i] for i in order if distances[i] == cut]
    free = k - n_sure
    rel_tied = sum(tied)
    low = sure + max(0, free - (len(tied) - rel_tied))
    high = sure + min(free, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")
wrong("m31", "pr.averaged", "hidden", "recall hits / R with no guard: ZeroDivisionError for a query with no relevant items.",
      [["ZeroDivisionError", "division by zero", "no relevant items", r"n_relevant (is |= ?|== ?)0"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        prec, rec, hits = [], [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            prec.append(hits / i)
            rec.append(hits / R)
        curves.append([max([p for p, r in zip(prec, rec) if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")
wrong("m32", "rank.distances", "hidden", "np.argpartition(d, k) raises ValueError when k is the whole list.",
      [["ValueError", "argpartition", "whole list", "out of bounds", r"\bkth\b"]], '''
import numpy as np
def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

# ============================================================= 5. twins: another mistake's numbers, one true cause
wrong("m33", "set.f_beta", "twin", "uses (1 / beta)^2 as the weight (the same numbers as weighting the wrong side).",
      [[r"1 ?/ ?beta", r"1 ?/ ?b\b", r"1 ?/ ?β", "inverse of beta", "reciprocal of beta", "beta inverted",
        "inverted beta", r"beta ?\^ ?-", r"beta ?\*\* ?-"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    w = (1 / beta) ** 2
    return (1 + w) * precision * recall / (w * precision + recall)
''')
wrong("m34", "roc.auc", "twin", "1 - (pairs the positive loses) / pairs: a tie counts as a win (as >= would).",
      [[r"1 ?- ?(the )?(losses|fraction of (pairs|losses)|lost)", "losses", "loses", "complement of the loss",
        "pairs (where|in which) the negative"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    losses = sum(1 for a in pos for b in neg if a < b)
    return 1 - losses / (len(pos) * len(neg))
''')
wrong("m35", "scope.eps_precision", "twin", "d <= epsilon: a target exactly at epsilon is returned (as one extra neighbour would be).",
      [["<=", "≤", "strict", "equal to epsilon", "at (exactly )?epsilon", r"d ?= ?epsilon", "boundary"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')
wrong("m36", "rank.p_at_k", "twin", "1 - misses / k: missing ranks past the end count as relevant.",
      [["complement", r"1 ?- ?(the )?(miss|non|fraction)", "misses", r"count\w* (the )?non-?relevant",
        r"non-?relevant (items|ranks) (counted|subtracted)"]], '''
def my_p_at_k(labels, k):
    misses = sum(1 for x in labels[:k] if not x)
    return 1 - misses / k
''')
wrong("m37", "map.mean", "twin", "a mean of the APs weighted by n_relevant (the pooled average's numbers).",
      [["weight"]], '''
import statistics
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return statistics.fmean(aps, weights=n_relevant)
''')
wrong("m38", "avg.macro", "twin", "unpacks each table as fp, tp, fn: the macro false discovery rate's numbers.",
      [["unpack", r"(wrong|unpack\w*) order", r"order of the (columns|values|table|counts)", r"fp, ?tp", "swap",
        "columns", "positions"]], '''
def my_macro_precision(tables):
    precisions = []
    for fp, tp, fn in tables:
        precisions.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precisions) / len(precisions)
''')
wrong("m39", "interp.step", "twin", "recall > level (strict): a level exactly at R_i takes the next relevant item's precision.",
      [["strict", r"exactly (at|equal)", "equal to", "boundary", "R_i itself", "closed", ">="]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / i
    return 0.0
''')
wrong("m40", "scope.knn_ties", "twin", "the highest bound from the tail of a reversed sort: ties end up in the same order, both bounds the lowest.",
      [["revers", "last k", r"\[-k:\]", "tail", "same (tie )?(rule|order)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    lowest = sum(y for _, y in pairs[:k]) / k
    rev = sorted(zip(distances, labels), reverse=True)
    highest = sum(y for _, y in rev[-k:]) / k
    return [lowest, highest]
''')

# ================================================================= right, differently written
right("r01", "ap.exact", "functools.reduce: area under the PR steps", '''
from functools import reduce
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    def step(acc, item):
        hits, area = acc
        i, x = item
        if not x:
            return acc
        hits += 1
        return hits, area + (hits / i) * (1 / n_relevant)
    return reduce(step, enumerate(labels, 1), (0, 0.0))[1]
''')
right("r02", "interp.step", "early return at the first rank reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        hits += rel
        if hits / n_relevant >= level:
            return hits / rank
    return 0.0
''')
right("r03", "map.mrr", "recursion", '''
def my_mrr(runs):
    def rr(labels, rank=1):
        if not labels:
            return 0.0
        if labels[0]:
            return 1.0 / rank
        return rr(labels[1:], rank + 1)
    return sum(rr(list(l)) for l in runs) / len(runs)
''')
right("r04", "roc.eer", "NumPy", '''
import numpy as np
def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    th = np.unique(s)[::-1]
    tpr = np.array([0.0] + [(y & (s >= t)).sum() / y.sum() for t in th])
    fpr = np.array([0.0] + [(~y & (s >= t)).sum() / (~y).sum() for t in th])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')
right("r05", "pr.averaged", "NumPy suffix max and searchsorted", '''
import numpy as np
def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.size == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        rec = hits / R
        best = np.maximum.accumulate(prec[::-1])[::-1]
        idx = np.searchsorted(rec, levels - 1e-12, side="left")
        curves.append(np.where(idx < y.size, best[np.minimum(idx, y.size - 1)], 0.0))
    return np.mean(curves, axis=0).tolist()
''')
right("r06", "gen.practical", "fractions.Fraction", '''
from fractions import Fraction
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    bounds = [Fraction(v, s), Fraction(v, c_max) if c_max else Fraction(0), Fraction(v, d)]
    return [float(b) for b in bounds]
''')
right("r07", "scope.knn_ties", "two sorted copies with keys", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

SUBMISSIONS = tuple(S)
