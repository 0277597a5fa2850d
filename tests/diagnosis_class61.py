"""Diagnosis class 61, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
read the course documents closely but misread their notation and examples: Sebe et al.'s symbols (v, c, s, d, e,
scope, generality) and their contingency table, the slides' indices and log bases, the lecture's AP walk-through
(its |e_i| "expected" count), the lecture notes' PR table and step rule, a figure or an example turned into a
general rule that does not hold, plus the usual misremembered formulas; in NumPy, explicit loops,
comprehensions and scipy.

Read for it: the task registry ``ireval_teach/exercises/tasks.py`` (task ids, signatures, statements,
hidden-check hints, references; ``variants.py`` was not opened), the measure library's
``ireval_teach/generality.py`` formulas (``PracticalBounds.FORMULAS``), the course documents in
/work/shared/seeds/, tests/heldout_submissions.py lines 1-80, tests/diagnosis_class19.py's first 75 lines and last
30 lines (format; plus, by a slip, a grep that showed four of its labels), and tests/validate_class.py's docstring.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c61-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class61).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden``
(shows only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on
typical inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual
mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 61 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c61-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the count of 1s in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"hits", r"sum\(labels\)", r"count\w* (of )?(the )?1s",
        r"ones in the (list|ranking)", r"found (relevant )?items", r"instead of n_relevant",
        r"ignor\w*.{0,20}n_relevant", r"not (by )?n_relevant", r"(number|count) of relevant (items )?(in|within) the "
        r"(list|ranking)"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            precs.append(hits / k)
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("a02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the other DCG formulation) "
      "instead of rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"other (dcg )?formulation",
        r"another (dcg )?formulation", r"(discount|log).{0,30}(rank|position) ?1", r"first (rank|item|grade).{0,40}"
        r"(discount|divided)", r"shifted (by one|discount)", r"burges", r"alternative formulation"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a03", "ap.eleven_point", "sibling", "returns non-interpolated AP (mean precision at the relevant ranks) "
      "instead of the mean of the 11 interpolated precisions",
      [[r"(non.?interpolated|uninterpolated|exact) (ap|average precision)", r"\bap\b.{0,30}instead",
        r"average precision (at|over) (the )?relevant ranks", r"precisions? at (the )?relevant (ranks|items)",
        r"no interpolation", r"without interpolat\w*", r"not interpolated", r"never interpolat\w*",
        r"instead of (the )?(11|eleven)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, x in enumerate(labels):
        if x == 1:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')

wrong("a04", "gen.grip_point", "sibling", "returns the recall of the whole list (v / c with v counted over every "
      "rank) instead of the precision at scope s = c",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"every rank",
        r"not cut", r"no cut", r"without (a )?cut", r"(scope|cut).{0,30}(ignored|missing|not applied)",
        r"recall (of|over|at the end of) the (whole|entire|full) (list|ranking)", r"final recall",
        r"ignor\w*.{0,20}scope"]], '''
def my_grip_point(labels, n_relevant):
    v = sum(labels)
    c = n_relevant
    return v / c if c else 0.0
''')

wrong("a05", "roc.eer", "sibling", "returns 1 - AUC (the fraction of mis-ordered pairs) instead of the equal "
      "error rate",
      [[r"\bauc\b", r"area under", r"mis.?ordered pairs", r"pairs? (ranked|ordered) (wrong|badly)",
        r"discordant", r"pairwise"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    bad = 0.0
    for p in pos:
        for n in neg:
            if n > p:
                bad += 1
            elif n == p:
                bad += 0.5
    return bad / (len(pos) * len(neg))
''')

wrong("a06", "scope.knn_ties", "sibling", "breaks ties by input order (a stable sort) and returns that one P@k "
      "twice instead of the pessimistic and optimistic bounds",
      [[r"input order", r"stable sort", r"list order", r"order (of|in) the (input|list)",
        r"one tie.?(rule|break)", r"same (value|p@k) (twice|for both)",
        r"original order", r"argsort", r"first.come", r"index order"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    p = float(np.asarray(labels)[order[:k]].sum() / k)
    return [p, p]
''')

wrong("a07", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w*.{0,30}(over|across|of) (all )?(the )?(queries|tables)",
        r"total (tp|true positives)", r"(add|sum)\w* (the )?(counts|tables) first", r"one big table",
        r"weighted by"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta instead of beta squared (both in 1 + beta and in beta P)",
      [[r"beta.{0,25}(not|never|isn.t) squared", r"(forg[eo]t|miss\w*|without|no) (to )?squar\w*",
        r"beta instead of beta\s*(\^|\*\*|squared|²)", r"squar\w*.{0,20}(missing|forgotten|left out)",
        r"unsquared", r"linear (in )?beta", r"\bb\b instead of b\s*(\^|\*\*)"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("b02", "gen.practical", "shape", "recall's lower bound v / (d - s), the + v of d - s + v left out",
      [[r"\+ ?v\b.{0,30}(missing|left out|forgotten|dropped|omitted)", r"(forg[eo]t|miss\w*|without|drop\w*|omit\w*)"
        r".{0,20}\+ ?v", r"d ?- ?s\b(?! ?\+)", r"unjudged (items|part) only", r"(instead of|not) d ?- ?s ?\+ ?v",
        r"(found|visible) relevant.{0,40}(not|left out of|missing from) the denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("b03", "dcg.classic", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base.?e\b", r"np\.log\b(?!2)", r"math\.log\b(?!2)",
        r"wrong (log )?base", r"another (log )?base", r"(log|logarithm).{0,20}base.{0,20}(not 2|instead of 2)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, 1):
        total += rel if i == 1 else rel / math.log(i)
    return total
''')

wrong("b04", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"ties? (count|counted|counting|as) (a )?(whole|full|1|one)", r">=", r"greater (than )?or equal",
        r"tie.{0,30}(not halved|instead of (1/2|half))", r"(1|one) instead of (1/2|half)", r"win(s)? for (the )?"
        r"positive", r"at least as high"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("b05", "ndcg.all_judgments", "shape", "the ideal DCG is the plain sum of the ideal grades, not discounted",
      [[r"(ideal|idcg|normali[sz]\w*).{0,40}(not|never|un|without).?discount", r"no discount.{0,30}(ideal|idcg)",
        r"sum of (the )?(ideal |relevant )?grades", r"discount.{0,30}(missing|forgotten|left out).{0,30}ideal",
        r"total gain", r"plain sum"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i < 2 else g / log2(i)
    idcg = float(sum(grades) + sum(unretrieved))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("b06", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 (the step count "
      "of 0.1) instead of 11",
      [[r"\b10\b.{0,30}(instead of|not) (by )?11", r"divid\w* by (ten|10)\b", r"/ ?10\b",
        r"ten (levels|steps|intervals)", r"(number of )?(steps|intervals|gaps) instead of (the )?(levels|points)",
        r"off.by.one.{0,30}(levels|count|11)", r"one level short"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rec, p in pts if rec >= r], default=0.0)
    return total / 10
''')

wrong("b07", "ap.exact", "shape", "divides each precision by n_relevant inside the loop and the sum again by "
      "n_relevant at the end (normalised twice)",
      [[r"twice", r"two times", r"double", r"again", r"n_relevant\s*(\*\*|\^)\s*2", r"squared",
        r"(both )?inside (the loop )?and (at the end|after)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ap, hits = 0.0, 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            ap += (hits / rank) / n_relevant
    return ap / n_relevant
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(to the left) instead of the maximum over the ranks at or past the recall level",
      [[r"left", r"running max\w*", r"(from|since) the (top|start|beginning)", r"cumulative max\w*",
        r"earlier ranks", r"ranks before", r"prefix max\w*", r"wrong direction", r"instead of (to the )?right",
        r"(higher|lower) recall.{0,30}instead", r"maximum so far", r"max so far"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("c02", "map.mean", "flow", "resets the running total inside the query loop, so only the last query's AP "
      "is divided by the number of queries",
      [[r"reset", r"re.?initiali[sz]\w*", r"inside the (query )?loop", r"overwrit\w*", r"only the last query",
        r"last query only", r"(total|sum|accumulator).{0,30}(loop|each query|every query)"]], '''
def my_map(runs, n_relevant):
    for labels, n in zip(runs, n_relevant):
        total = 0.0
        hits = 0
        ap = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                ap += hits / k
        total += ap / n if n else 0.0
    return total / len(runs)
''')

wrong("c03", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"every (item|position)", r"each (item|position)",
        r"non.?relevant (ranks|items).{0,30}(points?|added|appended|too)", r"not only (at )?(the )?relevant",
        r"(too many|extra) points", r"append\w*.{0,30}outside the if", r"irrelevant (ranks|items)"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    pts = []
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
        pts.append(hits / (i + 1))
    return pts if hits else []
''')

wrong("c04", "map.mrr", "flow", "no break after the first relevant item: adds the reciprocal ranks of every "
      "relevant item of a query",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank)", r"not (just|only) the first",
        r"(doesn.t|does not|never) stop", r"keeps? (going|adding|summing)", r"sum\w* (of )?(the )?reciprocal ranks",
        r"(more|larger) than 1", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel == 1:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("c05", "ap.at_k", "flow", "sums P@i over every relevant rank of the list, not only the ranks i <= k (the "
      "list is never cut at k)",
      [[r"(not|never) cut", r"(beyond|past|after|below) (rank )?k\b", r"whole list", r"entire list", r"all ranks",
        r"every relevant (rank|item)", r"labels\[:k\]", r"(slice|cut|truncat\w*).{0,30}(missing|forgotten|left out)",
        r"ranks greater than k", r"top.?k.{0,20}ignored"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    s, hits = 0.0, 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("c06", "rank.distances", "flow", "never sorts by distance: takes the first k labels in input order",
      [[r"(never|not|no|without) sort\w*", r"(never|not|without) rank\w* (them |the items )?(by|on)", r"input order",
        r"given order", r"list order", r"original order", r"unsorted", r"order of the (input|list)",
        r"first k (labels|items) as given", r"argsort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("c07", "pr.averaged", "flow", "the running maximum of the interpolation is kept across queries (never "
      "reset for the next query)",
      [[r"reset", r"re.?initiali[sz]\w*", r"carr\w* over", r"(kept|leak\w*|reused|shared) (across|between|from)",
        r"previous query", r"(across|between) (the )?queries", r"outside the (query )?loop", r"state"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    best = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            rec = hits / n if n else 0.0
            p = hits / k
            for j, r in enumerate(levels):
                if n and rec >= r and p > best[j]:
                    best[j] = p
        for j in range(11):
            sums[j] += best[j]
    return [x / len(runs) for x in sums]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "rank.p_at_k", "hidden", "finds the last relevant rank with max() to stop early: max() of an empty "
      "sequence raises ValueError when the list holds no relevant item",
      [[r"ValueError", r"max\(\) arg", r"empty sequence", r"max of an empty", r"max\(\) (of|on) (an )?empty"]], '''
def my_p_at_k(labels, k):
    last = max(i for i, x in enumerate(labels) if x == 1)
    hits = sum(labels[:min(k, last + 1)])
    return hits / k
''', crash="ValueError", scope="all")

wrong("d02", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: ZeroDivisionError "
      "when nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    A, B = set(retrieved), set(relevant)
    both = len(A & B)
    return [both / len(A), both / len(B) if B else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ap.exact", "hidden", "divides by n_relevant without a guard: ZeroDivisionError for a query "
      "with no relevant items", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    ranks = np.flatnonzero(y) + 1
    precs = np.arange(1, len(ranks) + 1) / ranks
    return float(precs.sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "pr.averaged", "hidden", "computes recall as hits / n_relevant without a guard: ZeroDivisionError "
      "for a query with no relevant items", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        pr = []
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            pr.append((hits / n, hits / k))
        curves.append([max([p for r, p in pr if r >= lvl / 10], default=0.0) for lvl in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan (with a warning) when nothing "
      "lies within epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d06", "gen.grip_point", "hidden", "np.mean of labels[:c]: divides by the length of the slice, which is "
      "shorter than c when the list is shorter than the class",
      [[r"mean of (the )?(slice|top|first)", r"divid\w* by (the )?(length|len|size) of (the )?(list|slice)",
        r"len\(", r"(instead of|not) (by )?(c|n_relevant|the class size)\b", r"fewer (items|ranks) than",
        r"slice.{0,30}shorter", r"np\.mean"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(np.mean(labels[:n_relevant]))
''')

wrong("d07", "ndcg.all_judgments", "hidden", "NumPy 0/0 gives nan (no guard) when the ideal DCG is 0", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return np.sum(g / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return float(np.float64(dcg(grades)) / dcg(ideal))
''', scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "puts beta squared on the recall term of the denominator (P + b^2 R) instead "
      "of on precision",
      [[r"beta.{0,30}(on|with|times|multipl\w*) (the )?recall", r"b\s*(\^|\*\*)\s*2\s*\*?\s*r\b",
        r"beta\s*(\^|\*\*)\s*2\s*\*?\s*recall", r"wrong term", r"recall term",
        r"(on|to) recall instead of (on |to )?precision", r"p \+ b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("e02", "roc.auc", "twin", "the comparison is reversed (counts pairs where the negative scores higher)",
      [[r"comparison.{0,20}(reversed|inverted|backwards|flipped|wrong way)", r"revers\w* comparison",
        r"negative scores? higher", r"neg\w* > pos", r"<\s*instead of\s*>", r"wrong (way|direction)",
        r"(less|lower) (than )?instead of (greater|higher)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = sum(1.0 if p < n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return good / (len(pos) * len(neg))
''')

wrong("e03", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|inverted) order", r"order.{0,20}(swapped|reversed|wrong)",
        r"swap\w*", r"\[highest, lowest\]", r"(highest|optimistic).{0,20}first", r"lowest.{0,20}(second|last)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(rel_first):
        order = sorted(range(len(distances)),
                       key=lambda i: (distances[i], -labels[i] if rel_first else labels[i]))
        return sum(labels[i] for i in order[:k]) / k
    return [p_at_k(True), p_at_k(False)]
''')

wrong("e04", "ap.at_k", "twin", "divides by the number of items in the top-k slice (len(labels[:k])) instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\[:k\]\)", r"(length|size) of (the )?(top.?k|slice|cut)", r"items (retrieved )?in the top.?k",
        r"number of (items|ranks) (retrieved|in the top)", r"(instead of|not) min\s*\(", r"ignor\w*.{0,20}n_relevant",
        r"(number|count) retrieved"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits = 0
    total = 0.0
    for i, x in enumerate(top):
        if x:
            hits += 1
            total += hits / (i + 1)
    return total / len(top) if top else 0.0
''')

wrong("e05", "map.mrr", "twin", "skips the queries with no relevant item retrieved, so the mean is over the "
      "answered queries only",
      [[r"skip\w*", r"drop\w*", r"exclud\w*", r"left out", r"leav\w* out", r"ignor\w* (the )?quer",
        r"(only|just) (the )?(answered|successful) quer", r"(only|just) quer\w* (with|that have) (a )?(relevant|hit)",
        r"continue"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 not in run:
            continue
        rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("e06", "interp.step", "twin", "takes the maximum precision at or to the right of the level (the slides' "
      "interpolation) instead of the step rule's P_i",
      [[r"max\w* over (the )?(later|following|remaining|higher.recall) (points|ranks|precisions)",
        r"slides?.{0,20}interpolation", r"upper envelope", r"max\w* of (the )?precisions? (to|on) the right",
        r"instead of (the )?(step rule|p_i)", r"standard interpolation", r"max\w* (precision )?(at or )?"
        r"(beyond|past|after) the level", r"11.?point interpolation"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    return max([p for r, p in pts if r >= level], default=0.0)
''')

wrong("e07", "sig.sign_test", "twin", "one-sided binomial test (alternative='greater') instead of two-sided",
      [[r"one.?sided", r"one.?tailed", r"alternative\s*=?\s*.?greater", r"(single|one) (tail|side)",
        r"not two.?sided", r"(instead of|rather than) two.?sided"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "counts the retrieved list with its duplicates (a list, not a set)",
      [[r"duplicat\w*", r"(list|lists) (instead of|not) (a )?sets?", r"not (a )?set", r"set\(",
        r"counted (more than )?once", r"repeated (id|item)s?"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for doc in retrieved if doc in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f02", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking (as if retrieved at "
      "the end) before computing the DCG",
      [[r"append\w*.{0,30}(ranking|run|list|grades)", r"(unretrieved|never retrieved).{0,40}(as if|treated as|"
        r"counted as) (they were )?retrieved", r"(added|appended|concatenat\w*) to the (ranking|run|retrieved)",
        r"(unretrieved|never retrieved).{0,30}(in|into) the dcg", r"end of the (ranking|list)",
        r"extra ranks"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    def dcg(g):
        return sum(x if i == 0 else x / log2(i + 1) for i, x in enumerate(g))
    ideal = dcg(sorted(run, reverse=True))
    return dcg(run) / ideal if ideal else 0.0
''')

wrong("f03", "avg.macro", "data", "reads each table as [tp, fn, fp] (the contingency table's row order), so "
      "divides tp by tp + fn",
      [[r"\[tp, fn, fp\]", r"(fp|fn).{0,20}(swapped|confused|mixed up)", r"swap\w*", r"(row|column|field) order",
        r"wrong (column|field|entry|index)", r"t\[2\]", r"(fn|false negatives?) (instead of|for) (fp|false pos)",
        r"third (entry|number|column)", r"tp ?\+ ?fn", r"recall"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f04", "map.mean", "data", "uses n_relevant[0] for every query (reads n_relevant as one number for the "
      "whole run)",
      [[r"n_relevant\[0\]", r"first (query|value|element|entry)('s)?", r"(same|one|single) n_relevant",
        r"(every|each|all) quer\w*.{0,30}(same|first)", r"(one|single) number", r"not per.?query",
        r"index\w*.{0,20}n_relevant"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f05", "gen.practical", "data", "reads d as the embedding size e (the irrelevant items), so the database "
      "is d + s in both bounds",
      [[r"\bembedding\b", r"\be\b.{0,20}(instead of|for|as) d\b", r"d as e\b", r"irrelevant items",
        r"d ?\+ ?s", r"database size.{0,30}(misread|wrong|confused)", r"(c ?\+ ?e|d) confused"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    size = d + s
    return [v / s, v / (size - s + v) if v else 0.0, v / size]
''')

wrong("f06", "rank.distances", "data", "reads the distances as similarity scores and ranks the largest first",
      [[r"similarit\w*", r"largest first", r"(larg|high|bigg)est (distance|value)s? first", r"farthest",
        r"descending", r"reverse\s*=\s*true", r"revers\w*", r"(score|similarity) instead of (a )?distance",
        r"wrong (direction|way)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].mean())
''')

wrong("f07", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\s*\(\s*(v\[.labels.\]|labels)", r"(relevant|1s|ones) (in|within) the (list|ranking)",
        r"(instead of|not|ignor\w*.{0,20}) n_relevant", r"retrieved relevant", r"relevant (items )?retrieved",
        r"count\w* (the )?(1s|ones|relevant labels)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "ap.value", "the lecture's walk-through, one relevant rank at a time", '''
labels = v["labels"]
hits = 0
ap = 0.0
for rank, lab in enumerate(labels, start=1):
    if lab:
        hits += 1
        ap += hits / rank
my_ap_value = ap / v["n_relevant"]
''')

right("g02", "dcg.trec", "NumPy vector of log2(i + 1) discounts", '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')

right("g03", "set.f_beta", "alpha form of the slides with beta^2 = (1 - alpha) / alpha", '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

right("g04", "map.mean", "comprehension over zip with a nested AP helper", '''
def my_map(runs, n_relevant):
    def ap(labels, n):
        ranks = [i for i, x in enumerate(labels, 1) if x]
        return sum(j / r for j, r in enumerate(ranks, 1)) / n if n else 0.0
    return sum(ap(lab, n) for lab, n in zip(runs, n_relevant)) / len(runs)
''')

right("g05", "gen.practical", "Sebe et al.'s letters v, s, d", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("g06", "dcg.classic", "explicit loop with the slides' rank-1 rule", '''
import math

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, start=1):
        total += rel / (math.log2(i) if i > 1 else 1.0)
    return total
''')

SUBMISSIONS = tuple(S)
