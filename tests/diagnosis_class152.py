"""Diagnosis class 152, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
misjudge what is asked: they return an intermediate quantity, the wrong element of a pair, a value from the middle
of the computation, or a neighbouring quantity of the same formula. Styles vary inside the class: explicit loops,
NumPy, comprehensions, itertools and ``fractions.Fraction``. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c152-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class152): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 152 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c152-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ndcg.all_judgments", "sibling", "returns the DCG of the ranking, never divided by the ideal DCG "
      "(not normalised)",
      [[r"\bDCG\b.{0,40}(not|never|without|instead).{0,30}(normali[sz]|divid|ideal|IDCG)",
        r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}(normali[sz]|divid\w* by (the )?(ideal|IDCG))",
        r"unnormali[sz]ed", r"raw DCG", r"(returns?|gives?) (the )?(plain |raw )?DCG\b(?! of the ideal)",
        r"no (division|normali[sz]ation) by (the )?(ideal|IDCG)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, start=1):
        dcg += g if i == 1 else g / log2(i)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = 0.0
    for i, g in enumerate(ideal, start=1):
        idcg += g if i == 1 else g / log2(i)
    if idcg == 0:
        return 0.0
    return dcg
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|true positives|counts).{0,40}(before|then|over)",
        r"total (tp|true positives).{0,30}total", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d as the third value "
      "instead of its lower bound v / d",
      [[r"upper (bound|limit)", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum (possible )?generality", r"\(d - s \+ v\) ?/ ?d", r"d - s \+ v.{0,20}(over|/|divided by) d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q04", "rank.distances", "sibling", "returns the recall at k of the distance ranking (hits in the k nearest "
      "over all relevant targets) instead of the precision at k",
      [[r"recall", r"R@k", r"(divid|over)\w*.{0,30}(all|total|every)( the)? relevant",
        r"number of relevant (items|targets) instead of k"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q05", "roc.eer", "sibling", "reports the mean of FPR and FNR at the ROC point nearest to FPR = FNR instead of "
      "intersecting the straight ROC piece with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"(no|without|not|never) interpolat\w*", r"instead of interpolat\w*",
        r"smallest \|?(gap|difference)", r"(a|one|the) (roc )?(point|corner|vertex).{0,40}instead of (the )?"
        r"(crossing|intersection|interpolat)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s), reverse=True):
        fpr.append(float(((s >= t) & ~y).sum() / N))
        fnr.append(float(1 - ((s >= t) & y).sum() / P))
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q06", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision: the precisions at "
      "the relevant ranks over n_relevant, not the mean of the 11 interpolated precisions",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)",
        r"(AP|average precision) instead of (the )?11", r"precisions? at (the )?relevant ranks",
        r"(no|without|never|not) (the )?(11|eleven).?(point|level)", r"sum of P@k.{0,40}relevant"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q07", "dcg.exponential", "sibling", "computes DCG with the linear gain rel_i / log2(i + 1) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear gain", r"(gain|grade)s? (used )?(as is|directly|itself|unchanged|linear)",
        r"(no|without|not|never|forg[eo]t\w*|miss\w*).{0,20}(2\s*\^|2\s*\*\*|exponential|2 to the)",
        r"rel_i instead of 2", r"(raw|plain) grades?"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(g / np.log2(ranks + 1)))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "swaps P and R in the denominator (beta^2 R + P instead of beta^2 P + R), which "
      "gives F with 1/beta",
      [[r"swap\w*", r"confus\w*", r"(P|precision) and (R|recall).{0,30}(exchanged|switched|interchanged|"
        r"the wrong way|reversed|swapped)", r"beta\s*\^?\s*\*?\*?\s*2 ?\*? ?(R|recall)\b",
        r"1 ?/ ?beta", r"reciprocal (of )?beta", r"inverse (of )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q09", "rank.p_at_k", "shape", "returns the number of relevant items in the top k, never divided by k",
      [[r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}divi\w*( by k)?", r"count (of|instead)",
        r"number of (relevant items|hits)( in the top k)? instead", r"(raw|plain) (count|number of hits)",
        r"hits (themselves|only)"]], '''
def my_p_at_k(labels, k):
    return sum(1 for x in labels[:k] if x == 1)
''')

wrong("q10", "roc.auc", "shape", "returns the count of winning pairs (ties as 1/2), never divided by the number of "
      "(positive, negative) pairs",
      [[r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}(divi\w*|normali[sz]\w*)",
        r"count of (winning |correctly ordered )?pairs", r"number of (winning |correctly ordered )?pairs instead",
        r"(raw|plain) (count|number|sum)", r"U statistic"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                wins += 1
            elif a == b:
                wins += 0.5
    return wins
''')

wrong("q11", "interp.step", "shape", "returns the recall R_i of the step's point instead of its precision P_i",
      [[r"returns? (the |its )?recall", r"recall instead of (the |its )?precision", r"R_i instead of P_i",
        r"wrong (element|coordinate|value) of (the )?(pair|point)", r"(x|horizontal).?(coordinate|axis)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            p, r = hits / k, hits / n_relevant
            if r >= level:
                return r
    return 0.0
''')

wrong("q12", "ap.at_k", "shape", "divides the sum of the precisions by k instead of by min(k, n_relevant)",
      [[r"(divid\w*|denominator|over) (by )?(is )?k\b(?! and)", r"k instead of min",
        r"(not|never|without|forg[eo]t\w*|miss\w*|ignor\w*).{0,30}min\(", r"always k"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=float)
    if top.size == 0 or min(k, n_relevant) == 0:
        return 0.0
    prec = np.cumsum(top) / np.arange(1, top.size + 1)
    return float((prec * top).sum() / k)
''')

wrong("q13", "dcg.classic", "shape", "counts the first rank's grade twice: rel_1 is added before the loop and again "
      "inside it (log2 clipped to 1 at rank 1)",
      [[r"twice", r"double\w*", r"(first|rank.?1|rel_1).{0,40}(again|two times|more than once|repeated)",
        r"added (again|a second time)"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades, start=1):
        total += g / max(1.0, log2(i))
    return total
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability, never doubled for the two-sided "
      "p-value",
      [[r"one.?sided", r"one.?tailed", r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}(doubl|2 ?\*|times 2|"
        r"twice|two.?sided)", r"single tail", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "returns the AP of the last query only: the per-query AP is overwritten in the loop "
      "and never averaged",
      [[r"last query", r"only (the )?(final|last) (query|AP)", r"overwrit\w*", r"(not|never|without) (averag|mean)"
        r"\w*.{0,30}(queries|AP)", r"one query'?s? (AP|value)"]], '''
def my_map(runs, n_relevant):
    ap = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        ap = s / R if R else 0.0
    return ap
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant ranks?",
        r"(not|never) only (at )?(the )?relevant", r"outside (the|its) if", r"(one|a) point per rank"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "interp.curve", "flow", "stops at the first rank whose recall reaches r and takes its precision, instead "
      "of the maximum precision over every later rank",
      [[r"first rank", r"break\w*", r"stops?", r"(not|never|without|instead of) (the )?max\w*",
        r"(no|not|never|without) (the )?maximum", r"later ranks.{0,30}(ignored|not (looked|considered))"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val, hits = 0.0, 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q18", "map.mrr", "flow", "returns the sum of the reciprocal ranks, never divided by the number of queries",
      [[r"sum", r"total", r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}(divid|averag|mean)",
        r"accumulat\w*.{0,30}(not|never) (divided|averaged)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
                break
    return total
''')

wrong("q19", "pr.averaged", "flow", "returns the 11-point curve of the last query: the curve is rebuilt for each "
      "query and never averaged",
      [[r"last query", r"overwrit\w*", r"(not|never|without) (averag|mean)\w*", r"only (the )?(final|last) (query|curve)",
        r"one query'?s? curve"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        k = np.arange(1, len(lab) + 1)
        prec = np.cumsum(lab) / k
        rec = np.cumsum(lab) / R if R else np.zeros_like(lab)
        curve = [float(prec[rec >= r - 1e-12].max()) if (R and (rec >= r - 1e-12).any()) else 0.0
                 for r in np.linspace(0, 1, 11)]
    return curve
''')

wrong("q20", "ap.exact", "flow", "returns the precision at the last relevant rank (the last P@k added) instead of "
      "the sum of the precisions over n_relevant",
      [[r"last (relevant )?(rank|P@k|precision|value)", r"(final|latest) P@k",
        r"(not|never|without) (sum|accumulat|add)\w*", r"overwrit\w*"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    p, hits = 0.0, 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            p = hits / k
    return p
''')

wrong("q21", "ap.value", "flow", "hands in the sum of the precisions at the relevant ranks, not yet divided by "
      "n_relevant",
      [[r"sum", r"total", r"(not|never|without|forg[eo]t\w*|miss\w*).{0,30}divi\w*",
        r"(before|instead of) divid\w*"]], '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for k, lab in enumerate(v["labels"], 1):
    if lab:
        hits += 1
        total += Fraction(hits, k)
my_ap_value = float(total)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: nothing retrieved "
      "raises ZeroDivisionError",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no (item|id|document)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret)
    recall = hit / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon: an empty result gives "
      "nan instead of 0",
      [NAN, [r"empty", r"nothing (within|inside|returned|in)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q24", "gen.grip_point", "hidden", "divides the hits in the top c by the length of the cut list, so a list "
      "shorter than the class divides by the list length instead of c",
      [[r"(list|slice|cut) length", r"len\(labels\[:", r"length of the (list|slice|cut)",
        r"(divid\w*|denominator) by (the )?(number of )?(ranks|items) (actually )?(retrieved|present|in the list)",
        r"shorter.{0,40}(divid|denominator|instead of c|n_relevant)"],
       [r"(divid|denominator)\w*", r"instead of (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "ap.at_k", "hidden", "takes min(len(top k), n_relevant) as denominator: when k is longer than the list "
      "it divides by the list length instead of k",
      [[r"(list|slice) length", r"len\(", r"length of the (list|slice|top.?k)", r"fewer ranks than k",
        r"(cut|truncated) list"], [r"(divid|denominator|instead of k|min)\w*"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(top, 1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q26", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard: a query with no relevant "
      "items raises ZeroDivisionError",
      [ZERODIV, [r"no relevant", r"n_relevant (is |= ?|of )?0", r"zero relevant", r"empty (class|query)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / R, hits / k))
        for j, r in enumerate(levels):
            sums[j] += max([p for rec, p in pts if rec >= r - 1e-12], default=0.0)
    return [x / len(runs) for x in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "map.mean", "hidden", "averages only over the queries that retrieved something relevant, so a query "
      "with none retrieved is left out of the mean instead of counting 0",
      [[r"(left|leav\w*) out", r"skip\w*", r"drop\w*", r"exclud\w*", r"ignor\w*", r"only (over )?(the )?queries "
        r"(that|with|which)"], [r"quer(y|ies)", r"\bAP\b.{0,20}\b0\b", r"zero"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if lab.sum() == 0:
            continue
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        aps.append((prec * lab).sum() / R)
    return float(np.mean(aps)) if aps else 0.0
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without a guard: with no relevant item "
      "at all it raises ZeroDivisionError instead of returning 0",
      [ZERODIV, [r"no relevant", r"ideal DCG (is )?(0|zero)", r"IDCG (is |= ?)?(0|zero)", r"all grades (are )?0",
                 r"nothing relevant"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "averages the precisions at the relevant ranks over the relevant items found "
      "instead of dividing by n_relevant",
      [[r"(number|count) of (relevant items?|hits) (found|retrieved)", r"relevant items? (found|retrieved) instead",
        r"(number|count) of hits", r"sum\(labels\)",
        r"instead of (dividing by )?n_relevant", r"(ignor\w*|not|never|without).{0,30}n_relevant",
        r"mean of (the )?precisions"]], '''
def my_ap(labels, n_relevant):
    precs = [sum(labels[:k]) / k for k in range(1, len(labels) + 1) if labels[k - 1]]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q30", "rank.distances", "twin", "sorts the distances from largest to smallest (farthest first) before "
      "taking the top k",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"revers\w*",
        r"highest distance", r"wrong (sort )?(order|direction)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q31", "scope.knn_ties", "twin", "returns the pair in the wrong order: [highest, lowest] (optimistic first) "
      "instead of [lowest, highest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"(optimistic|highest) first", r"order of the (pair|two)",
        r"exchang\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    less = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    slots = k - len(less)
    rel_tied = sum(tied)
    best = (sum(less) + min(slots, rel_tied)) / k
    worst = (sum(less) + max(0, slots - (len(tied) - rel_tied))) / k
    return [best, worst]
''')

wrong("q32", "roc.auc", "twin", "counts the pairs where the negative item scores higher than the positive (the "
      "comparison is the wrong way round)",
      [[r"negative.{0,30}(higher|above|outscor|greater|ranked (first|above))",
        r"comparison.{0,20}(reversed|flipped|wrong way|inverted)", r"(wrong way|other way) round",
        r"b > a", r"<.{0,10}instead of >"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = neg[:, None] - pos[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q33", "pr.points", "twin", "appends the recall of each point (hits / n_relevant) instead of its precision",
      [[r"(returns?|appends?|lists?) (the |its )?recalls?", r"recalls? instead of (the |its )?precisions?",
        r"hits ?/ ?n_relevant", r"wrong (element|coordinate|value) of (the )?(pair|point)",
        r"(x|horizontal).?(coordinate|axis)", r"divid\w* by n_relevant instead of (the )?rank"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for lab in labels:
        if lab:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("q34", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved|found)",
        r"instead of n_relevant", r"(ignor\w*|not|never|without).{0,30}n_relevant", r"sum\(labels\)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q35", "ap.eleven_point", "twin", "leaves the level r = 0.0 out and averages the 10 levels 0.1 ... 1.0",
      [[r"(r ?= ?)?0\.0.{0,40}(left out|skip|missing|omit|dropped|not included|excluded)",
        r"(left out|skip\w*|missing|omit\w*|dropp\w*|exclud\w*).{0,30}(r ?= ?)?(0\.0|level 0|zero level|first level)",
        r"\b10 levels", r"ten levels", r"starts? at 0\.1"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.sum() == 0:
        return 0.0
    prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
    rec = np.cumsum(lab) / n_relevant
    vals = []
    for r in np.arange(1, 11) / 10:
        ok = rec >= r - 1e-12
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "returns the pair in the wrong order: [recall, precision]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"recall first", r"order of the (pair|two)", r"exchang\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q37", "map.mean", "data", "uses the first query's n_relevant for every query",
      [[r"first query'?s? n_relevant", r"n_relevant\[0\]", r"same n_relevant", r"one (query'?s? )?n_relevant",
        r"(reus\w*|shar\w*).{0,30}n_relevant"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    total = 0.0
    for labels in runs:
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q38", "ndcg.all_judgments", "data", "sorts the ideal ranking from low to high (ascending) instead of high to "
      "low",
      [[r"ascending", r"low(est)? to high", r"(wrong|reversed?) (sort )?order", r"revers\w*",
        r"smallest (grades? )?first", r"not (sorted )?descending"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances without carrying their labels along, so the labels "
      "read are those of the first positions, not of the targets inside epsilon",
      [[r"(label|targets?)s?.{0,40}(misaligned|out of (sync|step)|not (sorted|moved|permuted|kept) (with|together))",
        r"sort\w* (only )?the distances.{0,40}(not|without).{0,20}labels",
        r"(lost|break\w*|broke).{0,20}(pairing|alignment|correspondence)", r"wrong labels",
        r"labels of the (first|wrong)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    m = sum(1 for d in ds if d < epsilon)
    return sum(labels[:m]) / m if m else 0.0
''')

wrong("q40", "interp.curve", "data", "computes recall with the relevant items found in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved|found)", r"instead of n_relevant",
        r"(ignor\w*|not|never|without).{0,30}n_relevant", r"sum\(labels\)"]], '''
def my_interpolated(labels, n_relevant):
    R = sum(labels)
    pts, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / R if R else 0.0, hits / k))
    return [max([p for r, p in pts if R and r >= lvl / 10 - 1e-12], default=0.0) for lvl in range(11)]
''')

wrong("q41", "gen.grip_point", "data", "takes the scope s as the length of the list instead of the class size "
      "n_relevant (precision of the whole list)",
      [[r"(whole|entire|full) list", r"len\(labels\)", r"length of the list", r"all (the )?ranks",
        r"instead of (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)
    return sum(labels) / s
''')

wrong("q42", "dcg.trec", "data", "sorts the grades from high to low first, so it hands in the ideal DCG instead of "
      "the DCG of the ranking as given",
      [[r"ideal", r"IDCG", r"sort\w*", r"(high|best) (grades )?first", r"reorder\w*"]], '''
from math import log2

g = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(x / log2(i + 1) for i, x in enumerate(g, 1))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "itertools.groupby over the sorted (distance, label) pairs", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    low = high = 0
    taken = 0
    for _, grp in groupby(pairs, key=lambda p: p[0]):
        ys = [y for _, y in grp]
        room = k - taken
        if room <= 0:
            break
        if len(ys) <= room:
            low += sum(ys)
            high += sum(ys)
        else:
            rel = sum(ys)
            low += max(0, room - (len(ys) - rel))
            high += min(room, rel)
        taken += min(room, len(ys))
    return [low / k, high / k]
''')

right("q44", "roc.eer", "NumPy ROC points and the linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        fpr.append(((s >= t) & ~y).sum() / N)
        fnr.append(1 - ((s >= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    d = fpr - fnr
    for j in range(len(d) - 1):
        if d[j] <= 0 <= d[j + 1]:
            if d[j + 1] == d[j]:
                return float(fpr[j])
            t = -d[j] / (d[j + 1] - d[j])
            return float(fpr[j] + t * (fpr[j + 1] - fpr[j]))
    return float(fpr[-1])
''')

right("q45", "avg.macro", "exact Fractions in a comprehension", '''
from fractions import Fraction

def my_macro_precision(tables):
    ps = [Fraction(tp, tp + fp) if tp + fp else Fraction(0) for tp, fp, fn in tables]
    return float(sum(ps) / len(ps))
''')

right("q46", "gen.practical", "plain loop over the labels", '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    for x in labels:
        if x:
            v += 1
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q47", "interp.step", "walks the relevant ranks, returns P_i at the first R_i >= level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(str(level)):
                return hits / k
    return 0.0
''')

right("q48", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
