"""Diagnosis class 6, written on 2026-11-26 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these). Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), the measure library and the course documents were
read. Same format as tests/diagnosis_class3.py and tests/diagnosis_class4.py (the category is kept in ``style``);
the mistakes were chosen to differ from those of classes 3 and 4, tests/heldout_submissions.py and
tests/class_submissions.py. Student ids are ``"c6-" + sid``. The keys were fixed before the checker was run.

43 wrong and 6 right submissions. Before hand-over each was compared with the task's reference only (no checker):
every right one agrees on all the inputs tried, every wrong one differs (or raises) on at least one of its own
student's visible or hidden inputs, and a ``hidden`` one differs only on the edge inputs.

Categories (8 to 10 each, spread over all 22 function tasks of the registry):

* ``sibling``: the student computed another quantity the course teaches (another measure, option or
  convention the library computes: success@k, trec_eval's AP denominator, MAP, the nearest-point EER, ...);
* ``shape``: a slip in the formula's shape (a parenthesis, operator precedence, a constant, a part left out or
  returned instead of the whole, two discounts mixed, <= for <, the intersection step dropped, ...);
* ``flow``: control flow and indexing (a return inside the loop, a missing break, an accumulator not reset,
  a list index -1, the wrong slice, a sort reused, a loop that ends without a return, ...);
* ``hidden``: a mistake that shows only on an edge case (nothing retrieved, no relevant item, P = R = 0,
  v = 0, nothing within epsilon): the function returns None, nan, text, a float instead of a list, a list
  too short, or raises; the keys name the type returned or the exception;
* ``twin``: two causes give the same numbers on typical inputs; the keys hold the true cause only.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 6 (written after the engine changed, first run, 2026-11-26)"

S, wrong, right = class_writer("c6-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return", "falls? (off|through)"]
NAN = [r"\bnan\b", "not a number"]
TEXT = ["text", "string", r"\bstr\b"]

_CURVE = '''
def _curve(labels, n_relevant):
    out = []
    for j in range(11):
        best, hits = 0.0, 0
        for i, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= j / 10:
                best = max(best, hits / i)
        out.append(best)
    return out
'''

# ============================================================================================ 1. sibling
wrong("n01", "rank.p_at_k", "sibling", "returns success@k (1 if any relevant item is in the top k, else 0).",
      [["success", "any relevant", "at least one relevant", "hit rate", "whether (a|any) relevant", "1 or 0",
        "0 or 1", "binary"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return 1.0 if any(top) else 0.0
''')
wrong("n02", "ap.at_k", "sibling", "divides by n_relevant (trec_eval's AP cut at k) instead of min(k, n_relevant).",
      [[r"(by|over|is) (the )?n_relevant\b(?! ?\))", r"(by|over) R\b(?! ?\))", "trec_eval",
        "(total|whole|full) number of relevant",
        r"ignor\w* k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')
wrong("n03", "map.mrr", "sibling", "computes MAP (AP with the relevant items found as R) instead of MRR.",
      [["average precision", r"\bAP\b", r"\bMAP\b"]], '''
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
wrong("n04", "roc.eer", "sibling", "the 'nearest' EER: (FPR + FNR) / 2 at the ROC point where they are closest.",
      [["nearest", "closest", r"\(FPR ?\+ ?FNR\) ?/ ?2", "mean of (the )?FPR and FNR", "average of (the )?FPR and FNR",
        "smallest \\|?FPR ?- ?FNR", "midpoint"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, tp / P))
    best = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + (1 - best[1])) / 2
''')
wrong("n05", "gen.practical", "sibling",
      "returns the upper bound of generality (d - s + v) / d instead of the lower v / d.",
      [["upper", "largest", "highest", "maximum", r"\(d ?- ?s ?\+ ?v\) ?/ ?d"], ["generality", r"/ ?d\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, c_max / d]
''')
wrong("n06", "pr.averaged", "sibling",
      "averages the lecture notes' step-interpolated curves, not max-interpolated ones.",
      [[r"step[- ]?(interpolat|rule|wise|function|curve)", r"lecture notes'? (step|rule)", r"P_i\b"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                pts.append((hits / R, hits / i))
        curve = []
        for j in range(11):
            r = j / 10
            p = 0.0
            for rec, prec in pts:
                if rec >= r:
                    p = prec
                    break
            curve.append(p)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')
wrong("n07", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query, not its precision.",
      [["recall"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = sum(1 for d, y in zip(distances, labels) if d < epsilon and y)
    total = sum(labels)
    return found / total if total else 0.0
''')
wrong("n08", "map.mean", "sibling", "the mean of the queries' 11-point interpolated AP instead of exact AP.",
      [[r"\b11\b", "eleven", "interpolat"]], _CURVE + '''
def my_map(runs, n_relevant):
    return sum(sum(_curve(l, r)) / 11 for l, r in zip(runs, n_relevant)) / len(runs)
''')

# ============================================================================================ 2. shape
wrong("n09", "ap.eleven_point", "shape", "sums the 11 interpolated precisions and divides by 10.",
      [[r"by 10\b", r"/ ?10\b", r"\bten\b", r"10 instead of 11"]], _CURVE + '''
def my_11pt(labels, n_relevant):
    return sum(_curve(labels, n_relevant)) / 10
''')
wrong("n10", "dcg.classic", "shape", "leaves the rank-1 term rel_1 out: returns only the sum over ranks i >= 2.",
      [["rank 1", "first (grade|item|rank|term)", r"rel_?\{?1\}?", "top (item|grade)"],
       ["left out", "missing", "omit", "forg[eo]t", "without", "skip", "dropp", "not (added|counted|included)",
        "leaves? out"]], '''
import math
def my_dcg(grades):
    total = 0.0
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log2(i)
    return total
''')
wrong("n11", "ndcg.all_judgments", "shape", "classic DCG on top, but the ideal DCG uses the log2(i + 1) discount.",
      [[r"log2\(i ?\+ ?1\)", r"\btrec\b", "different discount", "two (different )?discounts", "inconsistent",
        "mismatch", "not the same discount"]], '''
import math
def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / math.log2(i)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')
wrong("n12", "roc.auc", "shape", "parenthesis slip: (wins + ties) / 2 / (P N), halving the wins too.",
      [["parenthes", "halv", "half of (the )?wins", r"\(wins ?\+ ?ties\) ?/ ?2", "divided by 2", "bracket"]], '''
def my_auc(scores, labels):
    wins = ties = 0
    P = N = 0
    for s, y in zip(scores, labels):
        if y:
            P += 1
        else:
            N += 1
    for a, ya in zip(scores, labels):
        for b, yb in zip(scores, labels):
            if ya and not yb:
                if a > b:
                    wins += 1
                elif a == b:
                    ties += 1
    return (wins + ties) / 2 / (P * N)
''')
wrong("n13", "avg.macro", "shape", "precedence slip: tp / tp + fp (no parentheses), i.e. 1 + fp per query.",
      [["parenthes", "precedence", "bracket", r"tp ?/ ?tp", "order of operations", r"1 ?\+ ?fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        p = tp / tp + fp if tp else 0.0
        precs.append(p)
    return sum(precs) / len(precs)
''')
wrong("n14", "pr.points", "shape", "returns the recalls of the points instead of their precisions.",
      [[r"recalls? (instead of|rather than|not) (the |their )?precisions?", r"R@k", "x[- ]?(coordinate|axis|value)",
        "other (coordinate|axis)", r"hits ?/ ?n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append(hits / n_relevant)
    return pts
''')
wrong("n15", "interp.step", "shape", "the step interval closed on the wrong end: R_(i-1) <= r < R_i.",
      [["wrong (end|side)", "closed", "half-open", r"<=? ?r ?<", "boundary", "strict", "next relevant item",
        r"P_\(?i ?\+ ?1", "one step (too far|later)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, prev_r = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            r_i = hits / n_relevant
            if prev_r <= level < r_i:
                return hits / rank
            prev_r = r_i
    return 0.0
''')
wrong("n16", "roc.eer", "shape",
      "no intersection with the straight piece: the FPR of the first ROC point where FPR >= FNR.",
      [["first (ROC )?point", "without (the )?(line|intersect|straight)", "no intersect", "does not intersect",
        "at a (ROC )?point", "overshoot", "the point after"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True) + [float("-inf")]:
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')
wrong("n17", "scope.eps_precision", "shape",
      "d <= epsilon instead of d < epsilon: a target at distance exactly epsilon is returned.",
      [["<=", "≤", "non-?strict", "not strict", "at (distance )?exactly", "closed", "or equal", "equal to epsilon",
        "boundary"]], '''
def my_eps_precision(distances, labels, epsilon):
    res = [labels[i] for i in range(len(distances)) if distances[i] <= epsilon]
    return sum(res) / len(res) if res else 0.0
''')
# ============================================================================================ 3. flow
wrong("n18", "rank.p_at_k", "flow", "the return is indented inside the loop: only rank 1 is looked at.",
      [["return (statement )?(is )?(inside|in) the loop", "indent", "only (the )?first (item|rank|label)",
        "inside the loop", "first iteration", "returns? (too )?early", "after the first (item|rank)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
        return hits / k
    return 0.0
''')
wrong("n19", "rank.distances", "flow",
      "picks the minimum distance k times without removing it: the nearest item counted k times.",
      [["never removed", "not removed", "same item", "repeated", "k times", "only the nearest",
        "nearest item (only|again|each)",
        "duplicat", "picked again"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    hits = 0
    for _ in range(k):
        j = distances.index(min(distances))
        hits += labels[j]
    return hits / k
''')
wrong("n20", "ndcg.all_judgments", "flow",
      "the DCG accumulator is reused for the ideal DCG without resetting it (IDCG = DCG + ideal).",
      [["reset", "accumulat", "carried", "same (variable|total|sum)", "not zeroed", "reused",
        "added (to|onto) the ideal",
        r"DCG ?\+ ?IDCG"]], '''
import math
def my_ndcg(grades, unretrieved):
    total = 0.0
    for i, g in enumerate(grades):
        total += g if i == 0 else g / math.log2(i + 1)
    dcg = total
    for i, g in enumerate(sorted(grades + unretrieved, reverse=True)):
        total += g if i == 0 else g / math.log2(i + 1)
    idcg = total
    return dcg / idcg if idcg else 0.0
''')
wrong("n21", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item.",
      [["break", "every relevant", "each relevant", "all (the )?relevant", "not (only|just) the first",
        "sum of (the )?reciprocal", "keeps? (adding|going)"]], '''
def my_mrr(runs):
    total = 0.0
    for labels in runs:
        rr = 0.0
        for i, x in enumerate(labels):
            if x:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')
wrong("n22", "pr.averaged", "flow",
      "the per-level maxima are kept across queries (never reset): each query's curve includes the earlier ones'.",
      [["reset", "carried", "previous quer", "earlier quer", "not cleared", "re-?initiali", "outside the (query )?loop",
        "accumulat"]], '''
def my_averaged_curve(runs, n_relevant):
    best = [0.0] * 11
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            for j in range(11):
                if R and hits / R >= j / 10:
                    best[j] = max(best[j], hits / i)
        for j in range(11):
            sums[j] += best[j]
    return [s / len(runs) for s in sums]
''')
wrong("n23", "scope.knn_ties", "flow",
      "sorts once and reuses that order for both bounds (the high bound is the low one).",
      [["same (order|sort|ranking)", "sorted once", "reuse", "one (order|ordering|sort)", "never re-?sort",
        "highest .*(equal|same)", "upper .*(equal|same)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], labels[i]))
    low = sum(labels[i] for i in order[:k]) / k
    high = sum(labels[i] for i in order[:k]) / k
    return [low, high]
''')
wrong("n24", "avg.macro", "flow",
      "divides by len(tables[0]) (3, the entries of one table) instead of the number of queries.",
      [[r"len\(tables\[0\]\)", r"by 3\b", "three", "entries of (one|a) table", "always 3", "number of columns",
        "not the number of queries"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fp, fn in tables:
        if tp + fp > 0:
            total += tp / (tp + fp)
    return total / len(tables[0])
''')
wrong("n25", "gen.grip_point", "flow", "slices the wrong side: labels[n_relevant:] (the ranks after c) over c.",
      [["wrong side", r"\[n_relevant:\]", r"\[c:\]", "after (rank )?c\\b", "beyond (rank )?c\\b", "rest of the list",
        "after the scope", "past the scope", "tail"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[c:]) / c
''')
wrong("n26", "ap.exact", "flow",
      "reads labels[i - 1] with i from 0: the last item is taken as rank 1 (the list rotated).",
      [[r"labels\[i ?- ?1\]", r"\[-1\]", "last item", "wrap", "rotat", r"index -1", "end of the list"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(len(labels)):
        if labels[i - 1]:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')
wrong("n27", "interp.step", "flow", "returns None when the level is never reached (the loop ends without a return).",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return hits / rank
''', scope="all")

# ============================================================================================ 4. hidden
wrong("n28", "set.f_beta", "hidden",
      "returns nan when P = R = 0 (catches the ZeroDivisionError and returns float('nan')).",
      [NAN], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    try:
        return (1 + b2) * precision * recall / (b2 * precision + recall)
    except ZeroDivisionError:
        return float("nan")
''', scope="all")
wrong("n29", "interp.curve", "hidden",
      "returns the float 0.0 instead of a list of 11 zeros when nothing relevant is retrieved.",
      [["float", "a number", "single (number|value)", "not a list", "scalar", "instead of a list", "one value"]], '''
def my_interpolated(labels, n_relevant):
    if sum(labels) == 0:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]
''', scope="all")
wrong("n30", "set.pr", "hidden", "np.mean over an empty retrieved set gives nan precision when nothing is retrieved.",
      [NAN], '''
import numpy as np
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    p = float(np.mean([d in rel for d in ret]))
    r = len(ret & rel) / len(rel) if rel else 0.0
    return [p, r]
''', scope="all")
wrong("n31", "ap.at_k", "hidden", "returns None when n_relevant is 0 (a bare return in the guard).",
      [NONE], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', scope="all")
wrong("n32", "pr.points", "hidden", "returns the text 'no points' instead of [] when nothing relevant is retrieved.",
      [TEXT], '''
def my_pr_points(labels, n_relevant):
    pts = [sum(labels[:i + 1]) / (i + 1) for i, x in enumerate(labels) if x]
    return pts if pts else "no points"
''', scope="all")
wrong("n33", "gen.practical", "hidden", "returns only two numbers [0, 0] when v = 0 (the generality bound left out).",
      [["two (values|numbers|elements|items)", "length", "only 2", "too short", "three", "2 (values|numbers|elements)",
        "missing (value|element|entry)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    if v == 0:
        return [0.0, 0.0]
    return [v / s, v / (d - s + v), v / d]
''', scope="all")
wrong("n34", "scope.eps_precision", "hidden",
      "no guard for an empty result: ZeroDivisionError when nothing is within epsilon.",
      [["ZeroDivisionError", "division by zero", "divides? by zero"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")
wrong("n35", "map.mean", "hidden",
      "statistics.mean of the precisions raises StatisticsError for a query that retrieved nothing relevant.",
      [["StatisticsError", "mean requires", "raise", "exception"]], '''
import statistics
def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        precs, hits = [], 0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                precs.append(hits / i)
        aps.append(statistics.mean(precs) * len(precs) / R)
    return statistics.mean(aps)
''', crash="StatisticsError", scope="all")
# ============================================================================================ 5. twins
wrong("n36", "ap.exact", "twin",
      "hits += 1 is outside the if: every term is rank / rank = 1, so AP = retrieved relevant / R (same as recall).",
      [["outside the if", r"hits ?(=|equals) ?(the )?rank", "counts? every (item|rank) as (a )?hit", "hit counter",
        "indent", "every (item|rank) (is )?counted as (a )?(hit|relevant)"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, s = 0, 0.0
    for rank, x in enumerate(labels, 1):
        hits += 1
        if x:
            s += hits / rank
    return s / n_relevant
''')
wrong("n37", "dcg.classic", "twin",
      "math.log(2, i) (value and base swapped): multiplies by log2(i) instead of dividing.",
      [[r"log\(2, ?i\)", "argument", "base and (the )?(value|number)", "log_i", r"log base i\b", r"base i\b",
        r"(log|base).{0,30}swap", r"swap.{0,30}(log|base)"]], '''
import math
def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log(2, i)
    return total
''')
wrong("n38", "ap.eleven_point", "twin",
      "the level 0 uses P@1 instead of the maximum precision: when rank 1 is not relevant, the same numbers as "
      "counting the level 0 as 0.",
      [[r"P@1\b", "precision at rank 1", "first rank", "first (item|label)", "precision (at|of) (the )?first"]],
      _CURVE + '''
def my_11pt(labels, n_relevant):
    c = _curve(labels, n_relevant)
    c[0] = float(labels[0]) if labels else 0.0
    return sum(c) / 11
''')
wrong("n39", "set.pr", "twin",
      "precision divides by len(retrieved): a repeated id counts twice in the denominator (the same numbers as "
      "counting the repeated id as a non-relevant item).",
      [["duplicate", "repeated", "dedup", "unique"],
       ["denominator", r"len\(retrieved\)", "length of the (retrieved )?list", "list length", "divid"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')
wrong("n40", "rank.distances", "twin",
      "turns distances into similarities 1 - d and then sorts them ascending: the farthest first (the same "
      "numbers as sorting the distances from high to low).",
      [["similarit", r"1 ?- ?d"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    sims = [1 - d for d in distances]
    order = sorted(range(len(sims)), key=lambda i: sims[i])
    return sum(labels[i] for i in order[:k]) / k
''')
wrong("n41", "avg.macro", "twin",
      "precision as 1 - fp / (tp + fp) with the FDR guarded to 0: a query with nothing retrieved counts 1 (the "
      "same numbers as giving such a query precision 1).",
      [["false discovery", r"1 ?- ?fp", r"\bFDR\b", "complement"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        fdr = fp / (tp + fp) if tp + fp else 0.0
        precs.append(1 - fdr)
    return sum(precs) / len(precs)
''')
wrong("n42", "scope.knn_ties", "twin",
      "the sort keys of the two orders exchanged (relevant targets first for the low bound): the same numbers "
      "as returning [highest, lowest].",
      [["swap", r"revers\w* (the )?order", "wrong order", "the other way", "exchang", r"high\w* (bound )?first",
        r"upper (bound )?first", "in reverse"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    first = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    last = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in first[:k]) / k, sum(labels[i] for i in last[:k]) / k]
''')

wrong("n43", "pr.points", "twin",
      "enumerate(labels, start=1) and then rank + 1 again: hits / (rank + 1), the same numbers as a non-relevant item "
      "put in front of the list.",
      [[r"rank ?\+ ?1", "start ?= ?1", r"\+ ?1 twice", "counted twice", "one (rank )?too (many|high|large|far)",
        "off by one", "one too large"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append(hits / (rank + 1))
    return points
''')

# ============================================================================================ right, unusual styles
right("n44", "interp.step", "bisect on the recalls", '''
import bisect
def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / rank)
    i = bisect.bisect_left(recalls, level - 1e-12)
    return precs[i] if i < len(precs) else 0.0
''')
right("n45", "roc.eer", "ROC walk with fractions, tied scores in one step", '''
from fractions import Fraction
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    x0, y0 = Fraction(0), Fraction(0)
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        x1, y1 = Fraction(fp, N), Fraction(tp, P)
        d0, d1 = x0 - (1 - y0), x1 - (1 - y1)
        if d1 >= 0:
            if d1 == 0 or d0 >= 0:
                return float(x1 if d1 == 0 else x0)
            t_ = -d0 / (d1 - d0)
            return float(x0 + t_ * (x1 - x0))
        x0, y0 = x1, y1
    return 1.0
''')
right("n46", "pr.averaged", "NumPy suffix maximum", '''
import numpy as np
def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11)
    rows = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if R == 0 or y.size == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        best = np.maximum.accumulate(prec[::-1])[::-1]
        row = np.zeros(11)
        for j in levels:
            reach = np.flatnonzero(hits * 10 >= j * R)
            row[j] = best[reach[0]] if reach.size else 0.0
        rows.append(row)
    return np.mean(rows, axis=0).tolist()
''')
right("n47", "scope.knn_ties", "counting the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    room = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(closer) + max(0, room - non_t)
    high = sum(closer) + min(room, rel_t)
    return [low / k, high / k]
''')
right("n48", "map.mrr", "next() over a generator", '''
def my_mrr(runs):
    rr = [1 / next((i for i, x in enumerate(r, 1) if x), float("inf")) for r in runs]
    return sum(rr) / len(rr)
''')
right("n49", "gen.practical", "fractions.Fraction, converted at the end", '''
from fractions import Fraction
def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    c_max = d - s + v
    out = [Fraction(v, s), Fraction(v, c_max) if c_max else Fraction(0), Fraction(v, d)]
    return [float(x) for x in out]
''')

SUBMISSIONS = tuple(S)
