"""Diagnosis class 247, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
put the edge cases first: many early returns and special cases at the top of each function, some of them wrong
(styles vary: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c247-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class247): every right
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

BATCH = "diagnosis class 247 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c247-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were |actually )?retrieved", r"hits? (found|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"sum\(labels\)",
        r"number of hits", r"found relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    if not any(labels):
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / i
    return total / hits
''')

wrong("q02", "dcg.classic", "sibling", "computes the TREC DCG (rel_i / log2(i + 1) at every rank) instead of the "
      "classic one (rel_1 undiscounted, then rel_i / log2(i))",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"i\s*\+\s*1", r"one rank (too )?(late|far)",
        r"discount\w* (by|with) .{0,20}\+ ?1", r"shifted discount"]], '''
import numpy as np

def my_dcg(grades):
    if len(grades) == 0:
        return 0.0
    if len(grades) == 1:
        return float(grades[0])
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tables|tp)", r"total tp", r"aggregat\w* (the )?counts",
        r"weight\w* by (the )?(size|number retrieved)", r"instead of averaging (the )?(per.query )?precisions"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    if len(tables) == 1:
        tp, fp, fn = tables[0]
        return tp / (tp + fp) if tp + fp else 0.0
    tp_all = sum(t[0] for t in tables)
    ret_all = sum(t[0] + t[1] for t in tables)
    if ret_all == 0:
        return 0.0
    return tp_all / ret_all
''')

wrong("q04", "ndcg.all_judgments", "sibling", "uses the TREC discount rel_i / log2(i + 1) for both DCG and ideal "
      "DCG instead of the classic discount",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1",
        r"(first|rank 1).{0,40}discount", r"shifted discount", r"wrong discount"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    if not grades and not unretrieved:
        return 0.0
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    if ideal[0] == 0:
        return 0.0
    dcg = sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
    idcg = sum(g / log2(i + 1) for i, g in enumerate(ideal, start=1))
    return dcg / idcg
''')

wrong("q05", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) and ignores beta",
      [[r"\bF1\b", r"F_?1\b", r"ignor\w* beta", r"beta (is )?(never|not) used", r"harmonic mean",
        r"beta\s*=\s*1 (always|for every)", r"as if beta (were|was|is) 1", r"without beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    if precision == 0 or recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"2\s*\*\*\s*rel", r"exponential gain", r"gain.{0,30}(not|never|without).{0,20}"
        r"(exponen|2\^|2\*\*)", r"raw grades?", r"rel_i itself", r"grade (itself|as the gain)"]], '''
from math import log2

grades = v["grades"]
if not grades:
    my_dcg_exp = 0.0
elif max(grades) == 0:
    my_dcg_exp = 0.0
else:
    my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q07", "rank.distances", "sibling", "returns the recall of the top k (hits over all relevant targets) "
      "instead of P@k",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"divid\w* by (the )?(number|count|total) of relevant",
        r"sum\(labels\)", r"instead of k\b", r"not by k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if k <= 0:
        return 0.0
    n_rel = sum(labels)
    if n_rel == 0:
        return 0.0
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / n_rel
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (both in 1 + beta and in beta * P)",
      [[r"beta\s*\*\*\s*2", r"beta squared", r"square", r"not squared", r"beta\s*\*\s*beta",
        r"b\s*\*\*\s*2", r"b\^2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    if beta == 1:
        return 2 * precision * recall / (precision + recall)
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"\+\s*v", r"d\s*-\s*s\s*\+\s*v", r"d - s\b", r"missing.{0,30}\bv\b", r"(forg[eo]t|leav\w*|left) "
        r".{0,30}(v|hits|relevant (in|of) the scope)", r"unjudged.{0,40}plus", r"without the relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    if s == d:
        return [v / s, 1.0, v / d]
    return [v / s, v / (d - s), v / d]
''')

wrong("q10", "dcg.trec", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"math\.log\b", r"base 2",
        r"wrong (log )?base", r"another base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
if g.size == 0 or g.sum() == 0:
    my_dcg_trec = 0.0
else:
    my_dcg_trec = float(np.sum(g / np.log(np.arange(1, g.size + 1) + 1)))
''')

wrong("q11", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"maximum", r"larger of", r"bigger of", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if k == 0 or n_relevant == 0:
        return 0.0
    top = labels[:k]
    if not any(top):
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / max(k, n_relevant)
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ti\w*.{0,40}(1 instead of|as 1|whole|full|as a win|counted 1)", r">=", r"greater (than )?or equal",
        r"half", r"0\.5"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    if not pos or not neg:
        return 0.5
    if min(pos) > max(neg):
        return 1.0
    wins = sum(1 for p, n in product(pos, neg) if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ap.value", "shape", "divides the sum of precisions at the relevant ranks by the length of the "
      "list instead of by n_relevant",
      [[r"length of the (list|ranking)", r"len\(labels\)", r"list length", r"number of (ranks|items|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"divid\w* by (the )?(list|ranking)"]], '''
labels, n_relevant = v["labels"], v["n_relevant"]
if n_relevant == 0 or sum(labels) == 0:
    my_ap_value = 0.0
else:
    hits, total = 0, 0.0
    for rank in range(1, len(labels) + 1):
        if labels[rank - 1]:
            hits += 1
            total += hits / rank
    my_ap_value = total / len(labels)
''')

wrong("q14", "map.mean", "shape", "pools all queries: the sum of every query's precisions over the sum of "
      "their n_relevant, instead of the mean of the per-query APs",
      [[r"pool\w*", r"sum of (the )?n_relevant", r"sum\(n_relevant\)", r"total (number of )?relevant",
        r"micro", r"weight\w* by (the )?(number of relevant|n_relevant|class size)",
        r"instead of (the )?mean of (the )?(per.query )?APs?", r"not (the )?mean of (the )?APs?"]], '''
def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    if sum(n_relevant) == 0:
        return 0.0
    total = 0.0
    for run in runs:
        hits = 0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / i
    return total / sum(n_relevant)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the 1-based loop range(1, k) stops one rank early: rank k is never looked at",
      [[r"range\(1, ?k\)", r"off.by.one", r"one (rank )?(too )?(short|early|few)", r"misses rank k",
        r"rank k (is )?(never|not) (looked|counted|included)", r"last rank", r"k-1", r"k - 1"]], '''
def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    if not labels:
        return 0.0
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"(not|never) stop", r"first relevant (item )?only",
        r"sum of (the )?reciprocal", r"keeps? (adding|summing|going)", r"more than (the )?first"]], '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        if not any(run):
            continue
        if run[0]:
            total += 1.0
            continue
        for rank, x in enumerate(run, start=1):
            if x:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "stops at the first rank whose recall reaches r (break) instead of taking "
      "the maximum precision over all ranks at or beyond r",
      [[r"\bbreak\b", r"first rank", r"stops? (at|after) the first", r"not (the )?max", r"instead of (the )?max",
        r"max\w* (over|to the right|of the later)", r"later ranks?", r"ranks? further down"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant == 0 or not any(labels):
        return [0.0] * 11
    prec, rec = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / i)
        rec.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        for p, rc in zip(prec, rec):
            if rc >= r - 1e-12:
                val = p
                break
        out.append(val)
    return out
''')

wrong("q18", "pr.averaged", "flow", "the per-level running maximum list is created once outside the query loop, "
      "so it is never reset and carries over from one query to the next",
      [[r"reset", r"outside the (query )?loop", r"carr\w* over", r"previous quer", r"re.?initiali[sz]",
        r"reused? (across|between|for every)", r"shared (between|across)", r"never cleared", r"leak"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    total = np.zeros(11)
    best = np.zeros(11)
    levels = np.linspace(0, 1, 11)
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            if ok.any():
                best[j] = max(best[j], prec[ok].max())
        total += best
    return list(total / len(runs))
''')

wrong("q19", "map.mean", "flow", "uses n_relevant[0], the first query's class size, for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (class size|n_relevant|number)", r"same n_relevant",
        r"one query'?s? (n_relevant|class size)", r"every query.{0,30}(first|same)", r"index \[0\]",
        r"(not|never) (index|indexed|per query)"]], '''
def my_map(runs, n_relevant):
    if len(runs) == 0:
        return 0.0
    R = n_relevant[0]
    aps = []
    for run in runs:
        if R == 0:
            aps.append(0.0)
            continue
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R)
    return sum(aps) / len(aps)
''')

wrong("q20", "roc.eer", "flow", "walks the ROC curve in the input order of the scores, never sorting them from "
      "high to low first",
      [[r"sort\w*", r"input order", r"order of the (scores|input)", r"descending", r"high(est)? to low",
        r"never ordered", r"unsorted"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    if P == 0 or N == 0:
        return 0.0
    if len(set(scores)) == 1:
        return 0.5
    fpr, fnr = 0.0, 1.0
    tp = fp = 0
    i = 0
    pairs = list(zip(scores, labels))
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        nfpr, nfnr = fp / N, 1 - tp / P
        if nfpr >= nfnr:
            d0, d1 = fpr - fnr, nfpr - nfnr
            t = -d0 / (d1 - d0) if d1 != d0 else 0.0
            return fpr + t * (nfpr - fpr)
        fpr, fnr = nfpr, nfnr
    return 0.5
''')

wrong("q21", "pr.points", "flow", "computes the precision before counting the relevant item at that rank "
      "(hits is incremented one step too late)",
      [[r"before (counting|increment|adding|updating)", r"too late", r"one (step|item) late", r"off.by.one",
        r"increment\w* after", r"hits \+= 1.{0,30}after", r"not yet counted", r"(previous|old) (hit )?count"]], '''
def my_pr_points(labels, n_relevant):
    if n_relevant == 0:
        return []
    if not any(labels):
        return []
    points = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            points.append(hits / rank)
            hits += 1
    return points
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "with no relevant item at all it returns recall 1 (\"nothing was missed\") "
      "instead of 0",
      [[r"vacuous\w*", r"recall (of )?1\b", r"recall (is |as |returned as )?1\.0", r"(returns?|gives?) 1",
        r"perfect recall", r"nothing (was )?missed"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        return [0.0, 0.0]
    if not relevant:
        return [0.0, 1.0]
    got, rel = set(retrieved), set(relevant)
    hits = len(got & rel)
    return [hits / len(got), hits / len(rel)]
''')

wrong("q23", "interp.step", "hidden", "special case at the top returns 0 whenever some relevant items were never "
      "retrieved (sum(labels) < n_relevant), even at a level the ranking does reach",
      [[r"sum\(labels\)\s*<\s*n_relevant", r"(not all|some) (of the )?relevant items?",
        r"every level", r"whole curve",
        r"any level", r"reachable level", r"early return"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0 or not any(labels):
        return 0.0
    if sum(labels) < n_relevant:
        return 0.0
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits >= level * n_relevant - 1e-9:
                return hits / rank
    return 0.0
''')

wrong("q24", "ap.exact", "hidden", "when n_relevant exceeds the list length it divides by len(labels) (the "
      "denominator is capped at the list length)",
      [[r"len\(labels\)", r"length of the list", r"list'?s? length", r"(cap|clip|clamp|cut|capped|clipped)",
        r"min\(", r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    if n_relevant > len(labels):
        n_relevant = len(labels)
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q25", "gen.grip_point", "hidden", "when the class is larger than the list it divides by the list's length "
      "instead of by c = n_relevant",
      [[r"len\(labels\)", r"length of the list", r"list'?s? length",
        r"instead of (by )?(c|n_relevant)\b", r"not (by )?(c|n_relevant)\b"]], '''
def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    if n_relevant > len(labels):
        return sum(labels) / len(labels)
    return sum(labels[:n_relevant]) / n_relevant
''')

wrong("q26", "set.f_beta", "hidden", "no special case for P = R = 0: the formula divides 0 by 0 and raises",
      [ZERODIV, [r"zero precision and recall", r"special case", r"0\s*/\s*0"]], '''
def my_f(precision, recall, beta):
    if beta == 1:
        return 2 * precision * recall / (precision + recall)
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no check for an ideal DCG of 0: with no relevant item at all it "
      "divides by zero",
      [ZERODIV, [r"ideal.{0,30}divi", r"(divid|division)\w* by (the|an) ideal", r"IDCG (is |of )?(0|zero)", r"all (grades )?(are )?(0|zero)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    if not grades:
        return 0.0

    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "pr.averaged", "hidden", "skips a query with no relevant items instead of counting it as 0 at every "
      "level: the mean runs over the other queries only",
      [[r"skip\w*", r"continue", r"left out", r"leav\w* (it|the query) out", r"dropp?\w*", r"exclud\w*",
        r"ignor\w*", r"not counted", r"fewer queries", r"other queries only"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits, pts = 0, []
        for i, x in enumerate(run, 1):
            hits += x
            pts.append((Fraction(hits, n), Fraction(hits, i)))
        curve = []
        for j in range(11):
            r = Fraction(j, 10)
            ps = [p for rc, p in pts if rc >= r]
            curve.append(max(ps) if ps else Fraction(0))
        curves.append(curve)
    if not curves:
        return [0.0] * 11
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances from largest to smallest (reverse=True), so the "
      "farthest targets are ranked first",
      [[r"reverse", r"descending", r"largest (distance )?first", r"farthest", r"wrong (sort )?order",
        r"high(est)? to low", r"biggest distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if k <= 0 or not labels:
        return 0.0
    if k >= len(labels):
        return sum(labels) / k
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q30", "interp.step", "twin", "the interval test is R_(i-1) <= r < R_i (closed on the wrong side), so a "
      "level between two recalls takes the next point's precision",
      [[r"<=\s*r\s*<", r"wrong side", r"(closed|open) (on|at) the (left|right|wrong)", r"boundar\w*",
        r"strict\w*", r"next (relevant item|point)'?s?", r"R_?\(?i\s*-\s*1\)?\s*<=", r"interval"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    if not any(labels):
        return 0.0
    prev_r = 0.0
    hits = 0
    for rank, x in enumerate(labels, 1):
        if not x:
            continue
        hits += 1
        r_i = hits / n_relevant
        p_i = hits / rank
        if prev_r <= level < r_i:
            return p_i
        prev_r = r_i
    if abs(prev_r - level) < 1e-12:
        return p_i
    return 0.0
''')

wrong("q31", "scope.eps_precision", "twin", "uses d <= epsilon, so a target exactly at distance epsilon is "
      "returned too",
      [[r"<=", r"non.?strict", r"exactly (at )?(distance )?epsilon", r"equal to epsilon",
        r"at epsilon", r"less than or equal"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    if d.size == 0:
        return 0.0
    if d.min() > epsilon:
        return 0.0
    inside = d <= epsilon
    return float(y[inside].mean())
''')

wrong("q32", "avg.macro", "twin", "reads the table as [tp, fn, fp]: divides tp by tp + t[2] (the fn column), "
      "which is each query's recall",
      [[r"column", r"index", r"t\[2\]", r"\[tp, ?fn, ?fp\]", r"order of the (table|counts|entries)",
        r"(fn|false negatives?) (instead of|for) (fp|false positives?)", r"swap\w* (fp|fn)", r"misread"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    precs = []
    for t in tables:
        tp, fp = t[0], t[2]
        if tp + fp == 0:
            precs.append(0.0)
            continue
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''')

wrong("q33", "roc.auc", "twin", "takes label 0 as the positive class, so the pairs are counted the wrong way "
      "round (1 - AUC)",
      [[r"label 0", r"positive class", r"labels? (are )?(inverted|flipped|swapped|reversed)",
        r"(0|zero) (as|for) (the )?positive", r"wrong class", r"negatives? (as|for) (the )?positives?"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    if len(pos) == 0 or len(neg) == 0:
        return 0.5
    total = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"order", r"swap\w*", r"reverse\w*", r"wrong way round", r"\[highest, ?lowest\]",
        r"(highest|optimistic) first", r"exchanged"]], '''
def my_knn_tie_bounds(distances, labels, k):
    if k >= len(distances):
        p = sum(labels) / k
        return [p, p]
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))
    lo = sum(y for _, y in worst[:k]) / k
    hi = sum(y for _, y in best[:k]) / k
    return [hi, lo]
''')

wrong("q35", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?in the (list|ranking)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"R (is |taken as )?(the )?"
        r"(number|count) of (ones|hits|1s)"]], '''
labels = v["labels"]
R = sum(labels)
if R == 0:
    my_r_precision = 0.0
else:
    my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "swaps the arguments' roles (relevant taken as the retrieved set), so it returns "
      "[recall, precision]",
      [[r"swap\w*", r"(arguments?|parameters?) (in the )?(wrong|reverse)", r"reversed",
        r"\[recall, ?precision\]", r"relevant (as|for) (the )?retrieved", r"retrieved (as|for) (the )?relevant",
        r"wrong way round", r"order"]], '''
def my_set_pr(retrieved, relevant):
    got = set(relevant)
    rel = set(retrieved)
    if not got:
        return [0.0, 0.0]
    if not rel:
        return [0.0, 0.0]
    hits = len(got & rel)
    return [hits / len(got), hits / len(rel)]
''')

wrong("q37", "dcg.classic", "data", "treats the grades as binary (any grade above 0 counts as 1)",
      [[r"binar\w*", r"0/1", r"grade.{0,30}(as|to) 1", r"> ?0", r"graded", r"ignor\w* (the )?(grade|relevance) "
        r"(level|value)", r"relevance level", r"(every|any) relevant (item )?counts? 1"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    rel = [1 if g > 0 else 0 for g in grades]
    if sum(rel) == 0:
        return 0.0
    total = rel[0]
    for i in range(2, len(rel) + 1):
        total += rel[i - 1] / math.log2(i)
    return float(total)
''')

wrong("q38", "gen.practical", "data", "confuses s and d: uses the database size d as the scope and len(labels) "
      "as the database",
      [[r"(swap|confus|mix)\w*.{0,30}\b(s|d)\b", r"\bd\b.{0,20}(as|for) (the )?scope", r"database size.{0,30}scope",
        r"s and d", r"d and s", r"wrong (way round|parameter)"]], '''
def my_practical(labels, d):
    v = sum(labels)
    s, n = d, len(labels)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (n - s + v), v / n]
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances on their own and reads the labels in their "
      "original order, so labels no longer belong to their targets",
      [[r"labels? (are )?(not|never) (re)?order\w*", r"sort\w* (the )?distances (alone|only|on their own)",
        r"(mismatch|misalign|out of step)\w*", r"wrong labels?", r"label.{0,30}(original|input) order",
        r"(pair|zip)\w*.{0,20}(lost|broken)", r"no longer (match|belong)"]], '''
def my_eps_precision(distances, labels, epsilon):
    if not distances:
        return 0.0
    ds = sorted(distances)
    if ds[0] >= epsilon:
        return 0.0
    n = 0
    while n < len(ds) and ds[n] < epsilon:
        n += 1
    return sum(labels[:n]) / n
''')

wrong("q40", "interp.curve", "data", "takes the number of relevant items as sum(labels) (those retrieved) "
      "instead of n_relevant, so recall reaches 1 too early",
      [[r"sum\(labels\)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant",
        r"(retrieved|found) relevant", r"relevant (items )?in the (list|ranking)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return [0.0] * 11
    R = y.sum()
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / R
    out = []
    for r in np.round(np.arange(11) / 10, 1):
        ok = rec >= r - 1e-12
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q41", "ap.at_k", "data", "takes the number of relevant items as the hits in the top k (sum(labels[:k])) "
      "instead of n_relevant",
      [[r"sum\(labels\[:k\]\)", r"hits in the top", r"relevant (items )?(in|of) the top",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"retrieved relevant",
        r"found relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    if k == 0 or n_relevant == 0:
        return 0.0
    found = sum(top)
    if found == 0:
        return 0.0
    s = sum(sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1])
    return s / min(k, found)
''')

wrong("q42", "gen.grip_point", "data", "uses the relevant items found in the list (sum(labels)) as the class "
      "size c instead of n_relevant",
      [[r"sum\(labels\)", r"instead of (c|n_relevant)\b", r"not n_relevant", r"ignor\w* n_relevant",
        r"(retrieved|found) relevant", r"relevant (items )?in the (list|ranking)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    if c > len(labels):
        c = len(labels)
    return sum(labels[:c]) / c
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.eleven_point", "exact Fractions, edge cases first", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    if not any(labels):
        return 0.0
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
        pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    total = Fraction(0)
    for j in range(11):
        r = Fraction(j, 10)
        ps = [p for rc, p in pts if rc >= r]
        total += max(ps) if ps else 0
    return float(total / 11)
''')

right("q44", "scope.knn_ties", "sorted with tie-breaking keys", '''
def my_knn_tie_bounds(distances, labels, k):
    if k <= 0:
        return [0.0, 0.0]
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda t: (t[0], t[1]))
    best = sorted(pairs, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("q45", "interp.step", "loop over relevant ranks, early returns", '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    if not any(labels):
        return 0.0
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits * 1.0 >= level * n_relevant - 1e-9:
                return hits / rank
    return 0.0
''')

right("q46", "dcg.exponential", "value, NumPy", '''
import numpy as np

g = np.array(v["grades"], dtype=float)
if g.size == 0:
    my_dcg_exp = 0.0
else:
    my_dcg_exp = float(np.sum((2 ** g - 1) / np.log2(np.arange(2, g.size + 2))))
''')

right("q47", "roc.eer", "sorted walk of the ROC, interpolated crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    if P == 0 or N == 0:
        return 0.0
    pairs = sorted(zip(scores, labels), key=lambda t: -t[0])
    fpr, fnr = 0.0, 1.0
    tp = fp = 0
    i = 0
    while i < len(pairs):
        s = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == s:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        nfpr, nfnr = fp / N, 1 - tp / P
        if nfpr >= nfnr:
            d0, d1 = fpr - fnr, nfpr - nfnr
            t = -d0 / (d1 - d0)
            return fpr + t * (nfpr - fpr)
        fpr, fnr = nfpr, nfnr
    return 0.5
''')

right("q48", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    if not runs:
        return 0.0
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(runs)
''')

SUBMISSIONS = tuple(S)
