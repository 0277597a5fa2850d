"""Diagnosis class 282, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
followed a hint from the task text or from a TA too literally, or misread it (about missing ranks, ties, empty
cases, which count goes in a denominator), writing in varied styles: explicit loops, NumPy, comprehensions,
itertools and ``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c282-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class282): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 282 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c282-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "averages P@k over every rank of the list (the mean precision of all prefixes) "
      "instead of only at the ranks of relevant items",
      [[r"every rank", r"all ranks", r"each rank", r"non.?relevant ranks", r"not only (at )?(the )?relevant",
        r"(mean|average) (of )?(the )?precision (at|over) (all|every)", r"all (the )?prefix", r"every prefix",
        r"irrelevant ranks"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    precs = []
    for k, rel in enumerate(labels, start=1):
        hits += rel
        precs.append(hits / k)
    return sum(precs) / len(precs)
''')

wrong("q02", "rank.distances", "sibling", "returns the recall at k (relevant found in the top k over all relevant "
      "items in the list) instead of the precision at k",
      [[r"recall", r"over (all|every) (the )?relevant", r"divid\w* by (the )?(number|count) of relevant",
        r"instead of (dividing by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    total = y.sum()
    return float(y[:k].sum() / total) if total else 0.0
''')

wrong("q03", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal DCG)",
      [[r"retrieved (grades|items) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved", r"judged.?list"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g / log2(i) if i > 1 else g for i, g in enumerate(grades, 1))
    ideal_grades = sorted(grades, reverse=True)
    idcg = sum(g / log2(i) if i > 1 else g for i, g in enumerate(ideal_grades, 1))
    return dcg / idcg if idcg else 0.0
''')

wrong("q04", "set.f_beta", "sibling", "returns F1 (the harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused)",
        r"beta\s*=\s*1 (always|every)", r"always (uses? )?beta\s*=?\s*1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q05", "interp.curve", "sibling", "reads the precision at the first rank whose recall reaches r (no "
      "interpolation: not the maximum over the later ranks)",
      [[r"first rank", r"not (the )?max", r"no (max|interpolat)", r"uninterpolated", r"not interpolated",
        r"without (the )?max", r"instead of the max", r"first (point|position)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        val = 0.0
        hits = 0
        for k, rel in enumerate(labels, start=1):
            hits += rel
            if n_relevant and hits * 10 >= j * n_relevant:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"gain (is )?rel\b", r"rel_?i (itself|directly|as (the )?gain)", r"not (the )?exponential",
        r"without (the )?exponential", r"instead of 2\s*\^", r"forg\w* (the )?(2\s*\^|exponent|power)",
        r"no exponent"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q07", "avg.macro", "sibling", "micro-averages: pools every query's tp and fp before dividing, instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(all )?(the )?(tp|true positives)", r"total (tp|true positives)",
        r"aggregat\w* (the )?counts", r"(add|sum)\w* (up )?(the )?tables"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (both in the factor and in the "
      "denominator)",
      [[r"beta (instead of|not|rather than) (beta\s*\^?\s*2|beta squared|beta\*\*2)", r"not squared",
        r"without squar", r"forg\w* (to )?square", r"squar\w* (is )?missing", r"beta\s*\^\s*1", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"np\.log\b", r"wrong base", r"another base",
        r"instead of log2", r"not (base )?2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return total
''')

wrong("q10", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10 (the number of "
      "steps) instead of 11 (the number of levels)",
      [[r"divid\w* by 10", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"not (by )?11",
        r"(number of )?(steps|intervals) instead of (the )?(number of )?levels"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / k))
    total = 0.0
    for j in range(11):
        total += max((p for r, p in pts if r * 10 >= j - 1e-9), default=0.0)
    return total / 10
''')

wrong("q11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is )?k\b", r"k (as|is) the denominator",
        r"not (by )?min", r"instead of min", r"ignor\w* (the )?min", r"without (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q12", "gen.practical", "shape", "divides the generality bound by the scope s instead of the database size d "
      "(it returns the precision again)",
      [[r"(divid\w* )?by (the )?(scope|s)\b.{0,30}(instead of|not|rather than).{0,20}\bd\b",
        r"(scope|s) (instead of|rather than) (the )?(database|d)\b", r"same as (the )?precision",
        r"equals (the )?precision", r"generality.{0,40}(scope|s\b|len)", r"confus\w* s and d", r"d and s (swapped|confused)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (v + d - s) if v + d - s else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("q13", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"forg\w* (to )?(double|multiply by 2|the factor 2|x ?2)",
        r"half (of )?the (two.?sided )?p", r"single tail", r"missing (the )?factor (of )?2", r"times 2"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(m + 1)) / 2 ** n)
''')

wrong("q14", "map.mean", "shape", "pools the denominators: the sum of all queries' precision sums divided by the "
      "total number of relevant items, instead of the mean of the per-query APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum of (all )?(the )?n_relevant", r"sum\(n_relevant\)",
        r"not (the )?mean of (the )?(per.?query )?AP", r"weight\w* by (the )?(number of )?relevant",
        r"single (division|ratio)", r"one (division|ratio)"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    for run in runs:
        hits = 0
        for k, rel in enumerate(run, start=1):
            if rel:
                hits += 1
                num += hits / k
    den = sum(n_relevant)
    return num / den if den else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends the precision before counting the relevant item (hits is one short at "
      "each point)",
      [[r"before (count|increment|updat|add)", r"one short", r"off.by.one", r"(count|increment)\w* (too )?late",
        r"hits.{0,20}(not yet|before)", r"previous (count|hits)", r"(hits|count) - 1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q16", "ap.eleven_point", "flow", "loops over range(10): level 1.0 is never included (10 levels averaged)",
      [[r"range\(10\)", r"10 levels", r"ten levels", r"level 1(\.0)? (is )?(missing|never|left out|skipped|dropped)",
        r"(miss|skip|drop|omit)\w* (the )?(level )?1\.0", r"off.by.one", r"last level", r"only 10"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for j in range(10):
        mask = rec * 10 >= j - 1e-12
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q17", "map.mrr", "flow", "never breaks out of the loop: the rank of the LAST relevant item is used instead "
      "of the first",
      [[r"\blast\b", r"no break", r"never break", r"without (a )?break", r"forg\w* (to )?break", r"overwrit",
        r"keeps? (on )?(going|looping)", r"does ?n.t stop", r"not stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q18", "scope.knn_ties", "flow", "reuses the first sorted order (ties broken relevant-last) for the highest "
      "bound too, so both bounds are the lowest",
      [[r"reus\w*", r"same (sorted )?order", r"both bounds (are )?(the )?lowest", r"never re.?sort",
        r"(highest|upper) bound.{0,40}(same|lowest|not re)", r"copy", r"only (one|once) sort"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    low = sum(lab for _, lab in pairs[:k]) / k
    ranked = pairs
    high = sum(lab for _, lab in ranked[:k]) / k
    return [low, high]
''')

wrong("q19", "pr.averaged", "flow", "the running maximum of the interpolation is set once, outside the query "
      "loop, so it carries over from one query to the next",
      [[r"(not|never) reset", r"carr\w* over", r"outside (the )?(query )?loop", r"leak\w*", r"previous query",
        r"reset (the )?(running )?max", r"shared across (the )?queries", r"initiali[sz]\w* (once|outside)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    best = 0.0
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = 0
        pts = []
        for k, rel in enumerate(run, start=1):
            hits += rel
            pts.append((hits / n, hits / k))
        for j in range(10, -1, -1):
            for r, p in pts:
                if r * 10 >= j - 1e-9:
                    best = max(best, p)
            reached = any(r * 10 >= j - 1e-9 for r, _ in pts)
            sums[j] += best if reached else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("q20", "roc.eer", "flow", "stops at the first ROC point with FPR >= FNR and reports (FPR + FNR) / 2 there, "
      "without interpolating between the two points around the crossing",
      [[r"(not|never|without|no) interpolat", r"first (ROC )?point", r"first threshold", r"stops? at",
        r"nearest (ROC )?point", r"not (the )?(intersection|crossing)", r"instead of (the )?(intersection|crossing)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.5
''')

wrong("q21", "dcg.classic", "flow", "the loop for the discounted part starts one item too late: rank 2 is skipped",
      [[r"rank 2", r"second (item|rank|grade)", r"skip\w*", r"off.by.one", r"starts? (one )?too late",
        r"range\(2", r"missing (a|one) (term|item)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    total = g[0]
    for i in range(2, len(g)):
        total += g[i] / np.log2(i + 1)
    return float(total)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.p_at_k", "data", "when k is longer than the list it divides by the list's length (reads "
      "'missing ranks' as ranks to leave out) instead of by k",
      [[r"(divid\w* )?by (the )?(list.?s )?length", r"len\(labels\)", r"min\(k", r"(missing|absent) ranks.{0,40}"
        r"(left out|dropped|ignored|not counted|excluded)", r"instead of (dividing by )?k\b", r"shorter list",
        r"list.{0,20}shorter than k", r"truncat\w* (the )?denominator"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    b2 = Fraction(beta) ** 2
    p, r = Fraction(precision), Fraction(recall)
    return float((1 + b2) * p * r / (b2 * p + r))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all): it divides "
      "by zero",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "avg.macro", "hidden", "guards the wrong denominator (tp + fn instead of tp + fp), so a query with "
      "nothing retrieved divides by zero",
      [ZERODIV, [r"tp ?\+ ?fn", r"wrong (denominator|guard|check)", r"nothing retrieved", r"tp ?\+ ?fp ?(is|==|=) ?0",
                 r"empty (result|retrieved)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fn == 0:
            precs.append(0.0)
        else:
            precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "interp.step", "hidden", "uses the half-open interval the other way round, R_(i-1) <= r < R_i, so a "
      "level exactly at a reached recall R_i takes the next point's precision",
      [[r"boundar", r"endpoint", r"wrong (side|end)", r"half.?open", r"interval.{0,30}(wrong way|reversed|other way)",
        r"next (point|step).s precision", r"closed (on|at) the (left|lower)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    prev = 0.0
    for r, p in pts:
        if prev <= level < r:
            return p
        prev = r
    return pts[-1][1] if pts and abs(pts[-1][0] - level) < 1e-12 else 0.0
''')

wrong("q27", "scope.eps_precision", "hidden", "includes the targets exactly at distance epsilon (d <= epsilon "
      "instead of the strict d < epsilon)",
      [[r"<=", r"non.?strict", r"not strict", r"(exactly|equal to) epsilon", r"strict(ly)? (less|smaller)",
        r"inclusive", r"at (distance )?epsilon"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    sel = y[d <= epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

wrong("q28", "gen.grip_point", "hidden", "divides by the number of items actually in labels[:c] instead of c "
      "when the list is shorter than the class (missing ranks left out)",
      [[r"len\(", r"(list.?s )?length", r"(missing|absent) ranks.{0,40}(left out|dropped|ignored|not "
        r"counted|excluded)", r"instead of (dividing by )?(c|n_relevant)\b", r"truncat\w*", r"available items"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.exponential", "twin", "the gain is 2^rel_i without the - 1",
      [[r"minus (one|1)", r"2\s*\^\s*rel(_?i)? (instead|not|rather)", r"without (the )?(-|minus)",
        r"forg\w* (to )?subtract", r"missing (the )?(-|minus)"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q30", "ap.value", "twin", "takes the mean of the precisions at the relevant ranks found, i.e. divides by the "
      "number of relevant items retrieved instead of n_relevant",
      [[r"(relevant|hits) (items )?(retrieved|found)", r"retrieved relevant", r"mean of (the )?precisions",
        r"np\.mean", r"sum\(labels\)", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved (relevant )?(items )?(ignored|left out|missing)"]], '''
import numpy as np

y = np.array(v["labels"])
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(np.mean(prec[y == 1])) if y.any() else 0.0
''')

wrong("q31", "rank.distances", "twin", "treats the distances as similarity scores and ranks the largest first",
      [[r"similarit", r"larg\w* (distance )?first", r"farthest first", r"descending", r"reverse\w*",
        r"wrong (sort )?direction", r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q32", "set.pr", "twin", "precision divided by the number of relevant ids and recall by the number retrieved "
      "(the two denominators swapped)",
      [[r"swap\w*", r"(denominators?|divisors?).{0,30}(exchanged|interchanged|mixed|confused|other way|wrong)",
        r"confus\w* precision (and|with) recall"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q33", "scope.knn_ties", "twin", "the tie-break keys are swapped: ties broken relevant-FIRST for the lowest "
      "bound and relevant-last for the highest",
      [[r"swap\w*", r"(keys?|tie.?break\w*|order).{0,30}(reversed|exchanged|the other way|mixed)",
        r"relevant first.{0,30}low", r"low\w*.{0,40}relevant first", r"wrong (way|sign) (round|of the tie)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    low_order = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    high_order = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    low = sum(lab for _, lab in low_order[:k]) / k
    high = sum(lab for _, lab in high_order[:k]) / k
    return [low, high]
''')

wrong("q34", "roc.auc", "twin", "the comparison is the wrong way round: counts pairs where the NEGATIVE scores "
      "higher (1 - AUC)",
      [[r"wrong way", r"the other way", r"negative (scores? )?higher", r"comparison (is )?(reversed|flipped|inverted)",
        r"1 ?- ?AUC", r"(reversed|flipped|inverted) (comparison|inequality)", r"> ?instead of ?<|< ?instead of ?>"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = 0.0
    for p, n in product(pos, neg):
        if n > p:
            total += 1
        elif n == p:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q35", "map.mean", "twin", "each query's AP is divided by the number of relevant items it retrieved "
      "(sum(run)) instead of n_relevant[i]",
      [[r"sum\(run\)", r"(relevant|hits) (items )?(retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved (relevant )?(items )?(ignored|left out|missing)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        found = sum(run)
        if found == 0:
            aps.append(0.0)
            continue
        hits = 0
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / found)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"R (is|as) (the )?(number|count) of (relevant )?(ones|1s)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q37", "ap.at_k", "data", "uses the relevant items found in the list (sum(labels)) instead of n_relevant in "
      "min(k, n_relevant)",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    n = min(k, sum(labels))
    if n == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / n
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG, not the "
      "DCG of the ranking as given)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"order (of the grades )?(changed|not kept)", r"high to low",
        r"descending"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
''')

wrong("q39", "interp.curve", "data", "computes recall over the relevant items in the list (sum(labels)) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved (relevant )?(items )?(ignored|left out|missing)"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    total = sum(labels)
    pts = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if total:
            pts.append((Fraction(hits, total), Fraction(hits, k)))
    return [float(max((p for r, p in pts if r >= Fraction(j, 10)), default=0)) for j in range(11)]
''')

wrong("q40", "sig.sign_test", "data", "keeps the tied queries and counts them as losses of a (n = every query)",
      [[r"ties?\b.{0,40}(kept|not dropped|counted|included|as loss)", r"(kept|keeps|count\w*|includ\w*) (the )?tie",
        r"not drop", r"never drop", r"every query", r"n ?= ?len"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q41", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its run "
      "(sum(run)) instead of n_relevant[i]",
      [[r"sum\(run\)", r"(relevant|hits) (items )?(in the (list|run)|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved (relevant )?(items )?(ignored|left out|missing)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        n = y.sum()
        if n == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        curves.append(np.array([prec[rec * 10 >= j - 1e-9].max() if (rec * 10 >= j - 1e-9).any() else 0.0
                                for j in range(11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q42", "ap.exact", "hidden", "guards only an empty list, not n_relevant = 0, so a query with no relevant "
      "items at all divides by zero",
      [ZERODIV, [r"n_relevant (is |==? ?|= ?)0", r"no relevant items at all", r"zero relevant", r"empty list",
                 r"wrong (guard|check)", r"(missing|no) guard"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit ROC walk with tied scores as one step, linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        diff = fpr - (1 - tpr)
        if diff >= 0:
            if prev is None or diff == 0:
                return fpr
            pf, pd = prev
            t = -pd / (diff - pd)
            return pf + t * (fpr - pf)
        prev = (fpr, diff)
    return 1.0
''')

right("q44", "ndcg.all_judgments", "comprehension with an explicit zero guard", '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q45", "interp.step", "Fractions for exact recall levels", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lv = Fraction(level).limit_denominator(10 ** 6)
    hits = 0
    prev = Fraction(0)
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            r = Fraction(hits, n_relevant)
            if prev < lv <= r:
                return hits / k
            prev = r
    return 0.0
''')

right("q46", "pr.points", "list comprehension over itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / k for k, (h, rel) in enumerate(zip(hits, labels), 1) if rel]
''')

right("q47", "scope.knn_ties", "two sorts with explicit tie keys", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    high = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

right("q48", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0.0) for r in runs) / len(runs)
''')

SUBMISSIONS = tuple(S)
