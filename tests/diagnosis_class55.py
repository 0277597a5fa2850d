"""Diagnosis class 55, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
learned the definitions from a textbook or an encyclopaedia rather than from this course's documents, and apply
that book's notation and conventions literally: 1-based ranks plugged into formulas written for 0-based ones,
other log bases, other interpolation and tie definitions, the book's variant of a measure's normalisation,
set-based definitions applied to ranked lists, plus the usual misremembered formulas, loop slips and misread
inputs. Only these were read: the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references) and ``ireval_teach/exercises/variants.py``, the measure library
(``ireval_teach/generality.py``'s bound formulas), lines 1-80 of tests/heldout_submissions.py (``class_writer``,
the record and the shared key lists), the first 60 and last 30 lines of tests/diagnosis_class19.py (the format
only) and tests/validate_class.py's docstring (plus, by a slip, its imports and its ``run`` helper, lines 14-40).
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c55-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class55): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 55 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c55-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F (the textbook's E-measure) "
      "instead of F itself",
      [[r"\bE.?measure", r"effectiveness", r"1 ?- ?F", r"one minus (the )?F", r"complement of (the )?F",
        r"van Rijsbergen'?s? E\b"]], '''
def my_f(precision, recall, beta):
    # E = 1 - (1 + b^2) P R / (b^2 P + R), van Rijsbergen (1979)
    b2 = beta ** 2
    if precision == 0 and recall == 0:
        return 1.0
    return 1 - (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("s02", "roc.auc", "sibling", "returns the Gini coefficient 2 AUC - 1 (the encyclopaedia's rescaled AUC) "
      "instead of the AUC",
      [[r"gini", r"2 ?\*? ?AUC ?- ?1", r"twice (the )?AUC minus", r"rescal\w*", r"somers", r"accuracy ratio",
        r"\[-1, ?1\]", r"-1 to 1"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y], s[~y]
    diff = pos[:, None] - neg[None, :]
    auc = ((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size
    return float(2 * auc - 1)
''')

wrong("s03", "map.mean", "sibling", "computes GMAP, the geometric mean of the APs (Robertson's variant, zeros "
      "floored at 1e-5), instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"log.{0,20}(mean|average)", r"exp\w*.{0,30}mean.{0,20}log", r"product of (the )?APs"]], '''
import math

def my_map(runs, n_relevant):
    logs = []
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                s += hits / rank
        ap = s / R if R else 0.0
        logs.append(math.log(max(ap, 1e-5)))
    return math.exp(sum(logs) / len(logs))
''')

wrong("s04", "dcg.classic", "sibling", "uses the Burges/trec_eval discount log2(i + 1) at every rank instead of "
      "the classic formulation (rank 1 undiscounted, log2(i) after)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\bi ?\+ ?1\b", r"trec(_eval)?.{0,20}(discount|formulation|DCG)",
        r"burges", r"(every|each|all) ranks?.{0,30}discount", r"rank 1.{0,30}discounted", r"other formulation",
        r"microsoft"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("s05", "ap.at_k", "sibling", "divides the top-k sum by all n_relevant relevant items (trec_eval's AP cut "
      "at k) instead of min(k, n_relevant)",
      [[r"divid\w* by (all|the total|every|the whole|R\b|n_relevant\b(?! ?,))", r"instead of min",
        r"not (by )?min\s*\(", r"all (the )?relevant items", r"total number of relevant", r"(without|no|missing) (the )?min",
        r"trec_eval'?s? (AP|map)", r"ignor\w*.{0,20}\bk\b.{0,20}denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("s06", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"(sum|add)\w*.{0,30}(counts|tables|tp).{0,30}(first|before|over)",
        r"aggregat\w*", r"(one|single) (big|global|overall) table", r"weight\w* by (the )?(number|size)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("s07", "interp.step", "sibling", "applies the textbook (TREC) interpolation, the best precision at any "
      "recall >= level, instead of the lecture notes' step rule",
      [[r"max\w* interpolat", r"interpolat\w* (by|with|as|using) (the )?max", r"(standard|usual|textbook|trec|11.?point) "
        r"interpolat", r"max\s*\{", r"best precision (at|from|of) (any|a|all) (later|deeper|higher)",
        r"max\w* over (all )?(later|deeper) ranks", r"interpolated (curve|precision) of (the )?11"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for i, x in enumerate(labels, 1):
        hits += x
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the factor and in the "
      "denominator)",
      [[r"beta.{0,25}(not|never|isn'?t|without( being)?) squar", r"squar\w*.{0,25}(missing|forgot|omitted|left out)",
        r"unsquared", r"not squared", r"(forgot|forgets|omit\w*|miss\w*).{0,25}squar",
        r"beta (instead of|rather than|for) beta.?(\^|²|\*\*) ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural", r"\bln\b", r"base[ -]?e\b", r"wrong (log\w* )?base", r"base of the log\w*", r"log\w* base",
        r"instead of log2", r"not log2", r"math\.log\b(?!2)", r"np\.log\b(?!2)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

wrong("h03", "gen.practical", "shape", "recall's lower bound v / (d - s): the v relevant items found are left out of "
      "the denominator's largest class size d - s + v",
      [[r"denominator", r"divid\w*", r"class size", r"largest (possible )?c\b"],
       [r"\+ ?v\b.{0,25}(missing|forgot|dropped|left out|omitted)", r"(forgot|omit\w*|dropp\w*|left out|miss\w*)"
        r".{0,30}(\+ ?v\b|the v\b|\bv relevant|found relevant)", r"without (adding )?(the )?v\b",
        r"d ?- ?s\b(?! ?\+)", r"only the unjudged", r"(v|found) (items )?(not )?(added|counted)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("h04", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"divid\w*", r"denominator", r"instead of 11", r"not (by )?11", r"levels?",
                                 r"count\w*"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("h05", "ndcg.all_judgments", "shape", "ideal DCG computed with the log2(i + 1) discount while the system's "
      "DCG uses the classic one (two formulations mixed)",
      [[r"ideal", r"IDCG", r"normali[sz]\w*"],
       [r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"different (discount|formulation)", r"another (discount|formulation)",
        r"mix\w*.{0,30}(discount|formulation)", r"(discount|formulation)s?.{0,30}(differ|mismatch|inconsistent)",
        r"not the same (discount|formulation|DCG)", r"trec(_eval)? (discount|formulation)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("h06", "scope.knn_ties", "shape", "returns the two bounds in the wrong order "
      "[highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"order of the (two|bounds|values|pair)", r"exchang\w*",
        r"other way (a)?round", r"(upper|highest).{0,20}first", r"backwards"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    inside = [l for x, l in zip(distances, labels) if x < t]
    tied = [l for x, l in zip(distances, labels) if x == t]
    slots = k - len(inside)
    rel_t = sum(tied)
    low = (sum(inside) + max(0, slots - (len(tied) - rel_t))) / k
    high = (sum(inside) + min(slots, rel_t)) / k
    return [high, low]
''')

wrong("h07", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks",
      [[r"reciprocal of the (mean|average)", r"1 ?/ ?(mean|average)", r"invert\w*.{0,30}(after|the mean|the average)",
        r"mean (first )?rank", r"average (first )?rank", r"harmonic", r"mean of (the )?ranks"]], '''
import math
import statistics

def my_mrr(runs):
    firsts = []
    for run in runs:
        r = next((i for i, x in enumerate(run, 1) if x), math.inf)
        firsts.append(r)
    return 1 / statistics.mean(firsts)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.p_at_k", "flow", "loops i = 1..k-1 as the book's 1-based ranks over a 0-based list: rank 1 is "
      "skipped (and rank k is read one place late)",
      [[r"1-based|one-based|0-based|zero-based", r"skip\w*.{0,25}(rank 1|first)", r"(rank 1|first item|first rank)"
        r".{0,30}(skipped|missed|ignored|never)", r"off.by.one", r"index\w* from 1", r"starts? at (index )?1",
        r"range\(1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k + 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("f02", "interp.curve", "flow", "takes the running maximum from the top of the ranking down (over the ranks "
      "before) instead of over the ranks at and after the level",
      [[r"forward", r"from the top", r"left to right", r"wrong direction", r"running max\w*.{0,30}(top|start|front|"
        r"first|forward)", r"(earlier|previous|higher.ranked|preceding) ranks", r"instead of (from )?the (bottom|end)",
        r"cumulative max\w*.{0,30}(top|start|forward)", r"(before|above) (the )?(rank|level)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("f03", "pr.points", "flow", "appends a point at every rank (the append is outside the if), not only at the "
      "relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant (ranks|items).{0,20}(too|also|as well|added)",
        r"not only (at )?(the )?relevant", r"outside (the|its) (if|condition)", r"indent\w*",
        r"(append|add)\w*.{0,30}(every|each|all)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
        out.append(hits / rank)
    return out if hits else []
''')

wrong("f04", "map.mean", "flow", "the hit counter is set once before the query loop and never reset, so each "
      "query's precisions count the hits of the queries before",
      [[r"reset", r"re-?initiali[sz]", r"carr\w* over", r"outside the (query |outer )?loop", r"across (the )?queries",
        r"(accumulat|leak)\w*.{0,30}(queries|between|from one query)", r"previous quer"]], '''
def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("f05", "rank.distances", "flow", "never sorts the items by distance: takes the first k in the given order",
      [[r"never sort", r"not sort", r"without sorting", r"unsorted", r"(forgot|forgets|missing|no|skips?).{0,20}sort",
        r"given order", r"input order", r"order (they|the items) (are|were) given"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(distances, labels))
    top = pairs[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("f06", "ap.exact", "flow", "adds the precision before counting the current hit (P at a relevant rank uses "
      "the hits of the ranks above only)",
      [[r"before (increment|count|add|updat)", r"(increment|count|updat)\w*.{0,30}(after|too late|late)",
        r"one (hit|relevant) (short|behind|too few)", r"previous (count|hits?)", r"not yet counted",
        r"order of (the )?(statements|update|lines)", r"(current|this) (hit|item).{0,30}(not|never) (counted|included)"]],
      '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            total += hits / i
            hits += 1
    return total / n_relevant
''')

wrong("f07", "ndcg.value", "flow", "sorts the ideal ranking in ascending order (the weakest grades first)",
      [[r"ascending", r"low(est)? to high", r"increasing order", r"wrong (sort )?order", r"worst first",
        r"smallest first", r"weakest first", r"revers\w*.{0,20}(missing|forgot|omitted|not)",
        r"(forgot|without|missing|no) reverse"]], '''
from math import log2

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"])
my_ndcg_value = _dcg(v["grades"]) / _dcg(ideal) if _dcg(ideal) else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("x01", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("x02", "set.pr", "hidden", "guards precision but not recall: divides by the empty relevant set",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = ret & rel
    p = len(hit) / len(ret) if ret else 0.0
    r = len(hit) / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("x03", "ap.exact", "hidden", "NumPy division by n_relevant = 0 without a guard: 0 / 0 gives nan",
      [NAN], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / np.float64(n_relevant))
''', scope="all")

wrong("x04", "pr.averaged", "hidden", "recall = hits / n_relevant with no guard: a query with no relevant items "
      "divides by zero",
      [ZERODIV], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((Fraction(hits, R), Fraction(hits, i)))
        curve = []
        for j in range(11):
            r = Fraction(j, 10)
            ps = [p for rec, p in pts if rec >= r]
            curve.append(float(max(ps)) if ps else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("x05", "ap.at_k", "hidden", "no guard when min(k, n_relevant) is 0: divides by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for rank in range(1, k + 1):
        if rank <= len(labels) and labels[rank - 1]:
            hits += 1
            total += hits / rank
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("x06", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:R], which is shorter than R "
      "when the list is shorter than the class",
      [[r"divid\w*", r"denominator", r"divisor"],
       [r"len\w*\s*\(", r"length of the (slice|list|cut)", r"actual (number|count) of ranks", r"ranks (it|the list) "
        r"(has|holds)", r"instead of (R|c|n_relevant|the class size)", r"not (by )?(R|c|n_relevant)\b",
        r"(slice|cut)'?s? (length|size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("x07", "scope.knn_ties", "hidden", "looks one place past the k-th distance to see whether the tie straddles "
      "the cut: sorted(distances)[k] is out of range when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    sd = sorted(distances)
    t = sd[k - 1]
    if sd[k] != t:
        p = sum(l for x, l in zip(distances, labels) if x <= t) / k
        return [p, p]
    inside = [l for x, l in zip(distances, labels) if x < t]
    tied = [l for x, l in zip(distances, labels) if x == t]
    slots = k - len(inside)
    rel_t = sum(tied)
    return [(sum(inside) + max(0, slots - (len(tied) - rel_t))) / k, (sum(inside) + min(slots, rel_t)) / k]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "ap.value", "twin", "averages the precisions over the relevant items retrieved (sum over hits / hits) "
      "instead of dividing by n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"mean of the precisions",
        r"(number|count) of (hits|found)", r"instead of n_relevant", r"(unretrieved|never retrieved|missing) "
        r"(relevant )?(items )?.{0,20}(ignored|dropped|not counted)", r"divid\w* by (the )?hits"]], '''
import numpy as np

y = np.array(v["labels"], dtype=float)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].mean())
''')

wrong("t02", "dcg.trec", "twin", "the book's log2(i + 1) is for 0-based i: applied to 1-based ranks it becomes "
      "log2(rank + 2), every discount one rank too deep",
      [[r"log2?\s*\(\s*(i|rank)\s*\+\s*2\s*\)", r"off.by.one", r"one rank (too )?(deep|late|further|down)",
        r"shift\w*", r"0-based.{0,40}1-based|1-based.{0,40}0-based", r"zero-based|one-based"]], '''
import math

my_dcg_trec = sum(g / math.log2(i + 2) for i, g in enumerate(v["grades"], start=1))
''')

wrong("t03", "roc.auc", "twin", "a tied (positive, negative) pair counts 0 (only strict wins count), not 1/2",
      [[r"ties?.{0,30}(0\b|zero|not counted|ignored|los[et]|as losses|nothing)", r"strict\w*",
        r"half.{0,20}(missing|forgot|omitted)", r"1/2.{0,20}(missing|forgot|omitted)",
        r"(without|no|forgot) (the )?(half|1/2)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a > b)
    return wins / (len(pos) * len(neg))
''')

wrong("t04", "rank.p_at_k", "twin", "divides by min(k, len(labels)) instead of k (the hits over the ranks the "
      "list has)",
      [[r"divid\w*.{0,30}(len|length|size of the list|number of (ranks|items))", r"min\s*\(\s*k",
        r"(denominator|divisor).{0,30}(len|length|list|ranks)", r"k (capped|clipped|cut)", r"cap\w* k",
        r"instead of (by )?k\b"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("t05", "scope.eps_precision", "twin", "takes the targets with d <= epsilon (a closed ball) instead of the "
      "strict d < epsilon",
      [[r"<=", r"≤", r"inclusive", r"non.?strict", r"less than or equal", r"closed (ball|interval|neighbou?rhood)",
        r"(includes|counts|keeps) (the )?targets? at (exactly )?epsilon", r"at distance (exactly )?epsilon"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    sel = y[d <= epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

wrong("t06", "interp.curve", "twin", "takes the maximum over ranks with R@k > r (strict) instead of R@k >= r",
      [[r"strict\w*", r">\s*r\b", r"greater than (instead of|rather than)", r"not >=", r"(excludes|misses|skips)"
        r".{0,30}(equal|exactly)", r"R@k ?> ?r", r"(instead of|not) (greater than )?or equal"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    out = []
    for j in range(11):
        r = Fraction(j, 10)
        ps = [p for rec, p in pts if rec > r]
        out.append(float(max(ps)) if ps else 0.0)
    return out
''')

wrong("t07", "roc.eer", "twin", "takes the ROC point where FPR and FNR are closest and returns their mean, "
      "without intersecting the straight piece",
      [[r"interpolat\w*.{0,25}(missing|not|no|without|skipped|never)", r"no interpolation", r"without interpolat",
        r"(nearest|closest) (ROC )?point", r"without intersect", r"(does not|doesn't|never) intersect",
        r"a ROC point instead", r"(closest|smallest) (gap|difference)", r"argmin"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    P, N = y.sum(), (~y).sum()
    best = None
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        fpr = ((s >= t) & ~y).sum() / N
        fnr = 1 - ((s >= t) & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')


# ---------------------------------------------------------------------------------------------- data
wrong("d01", "set.pr", "data", "works on the lists as given: a duplicated retrieved id is counted twice (in the "
      "hits and in the number retrieved)",
      [[r"duplicat\w*", r"repeat\w*", r"not (de-?dup\w*|converted to|made into|turned into) (a )?sets?",
        r"without set\s*\(", r"lists? (instead of|rather than|not) sets?", r"as lists"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("d02", "rank.distances", "data", "reads the distances as similarity scores: ranks the farthest items first",
      [[r"similarit\w*", r"as scores", r"descending", r"farthest", r"largest (distance )?first", r"revers\w*",
        r"(higher|larger) (is|=|as) (better|closer|nearer)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("d03", "avg.macro", "data", "reads each table as [tp, fn, fp]: the second column taken as the false "
      "negatives (so each 'precision' is a recall)",
      [[r"column", r"order", r"position", r"swap\w*", r"confus\w*", r"mix\w* up", r"index\w*", r"misread"],
       [r"\bfn\b", r"false negative", r"\bfp\b", r"false positive", r"recall"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("d04", "dcg.classic", "data", "treats the grades as binary relevance (gain 1 for any grade above 0)",
      [[r"binar\w*", r"0/1", r"relevant or not", r"grades? (as|treated as|turned into) (labels|1|binary)",
        r"ignor\w* the grades?", r"graded.{0,20}(lost|ignored)", r"labels instead of grades", r"gain (of )?1"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 0 else r / log2(i + 1) for i, r in enumerate(rel))
''')

wrong("d05", "gen.practical", "data", "takes v as the number of judged items len(labels) instead of the number "
      "of relevant labels among them",
      [[r"len\w*\s*\(\s*labels\s*\)\s*(as|for|instead)", r"(all|every) judged.{0,30}relevant", r"judged (items|ranks) (as|counted as) "
        r"relevant", r"(sum|count).{0,20}(missing|forgot)", r"counted (the )?(items|ranks|judged|labels)",
        r"\bs\b instead of \bv\b", r"number of (judged|items|labels|ranks) instead of"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    return [v / s, v / (d - s + v), v / d]
''')

wrong("d06", "roc.auc", "data", "reads the scores as ranks (smaller is better), which turns the AUC into 1 - AUC",
      [[r"(lower|smaller) (scores?|values?) (as|is|are|=) ?(better|first|more relevant)",
        r"scores? (as|read as|treated as|like) (ranks|distances)", r"ranks? (instead of|rather than) scores",
        r"direction of the scores", r"revers\w*.{0,20}scores?", r"1 ?- ?AUC", r"flip\w*", r"invert\w*"]], '''
from scipy.stats import rankdata

def my_auc(scores, labels):
    r = rankdata([-s for s in scores])
    pos = [ri for ri, y in zip(r, labels) if y == 1]
    n1, n0 = len(pos), len(labels) - len(pos)
    return float((sum(pos) - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("d07", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\s*\(\s*labels", r"relevant (items )?(in the list|retrieved|found)", r"(count|number) of (ones|1s|hits)",
        r"instead of n_relevant", r"ignor\w*.{0,20}n_relevant", r"(unretrieved|never retrieved).{0,30}(ignored|forgot|"
        r"not counted)"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "map.mrr", "generator over runs, next() with a default of 0", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("r02", "pr.points", "NumPy cumsum masked at the relevant ranks", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return [float(p) for p in prec[y == 1]]
''')

right("r03", "interp.step", "exact Fractions, the first relevant rank whose recall reaches the level", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(str(level)):
                return hits / i
    return 0.0
''')

right("r04", "ndcg.all_judgments", "NumPy discounts with rank 1 undiscounted", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float((g / disc).sum())
    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

right("r05", "scope.eps_precision", "a plain loop with two counters", '''
def my_eps_precision(distances, labels, epsilon):
    n = rel = 0
    for d, y in zip(distances, labels):
        if d < epsilon:
            n += 1
            rel += y
    return rel / n if n else 0.0
''')

right("r06", "gen.grip_point", "ranks past the end padded with zeros", '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

SUBMISSIONS = tuple(S)
