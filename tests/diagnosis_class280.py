"""Diagnosis class 280, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix 0-based and 1-based conventions between their own helper functions (ranks, positions, levels, cut-offs),
written in varied styles (explicit loops, NumPy, comprehensions, itertools, ``fractions.Fraction``). Only the
task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c280-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class280).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 280 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c280-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns recall at k (hits in the top k over the relevant items in the list) "
      "instead of precision at k",
      [[r"recall", r"R@k", r"relevant items in the (whole )?list", r"over (the )?(number of )?relevant",
        r"instead of (dividing by )?k\b"]], '''
def top_hits(labels, k):
    # k is a 1-based cut-off: ranks 1..k
    return sum(labels[r - 1] for r in range(1, min(k, len(labels)) + 1))

def my_p_at_k(labels, k):
    n_rel = sum(labels)
    return top_hits(labels, k) / n_rel if n_rel else 0.0
''')

wrong("q02", "interp.step", "sibling", "takes the maximum precision at or after the first point reaching the level "
      "(the 11-point max-to-the-right interpolation) instead of the step rule's P_i",
      [[r"max(imum)?", r"highest"], [r"later points?", r"beyond", r"11.?point", r"interpolat\w* curve",
                                     r"further down", r"rest of the (list|ranking|points)", r"points? after it"]], '''
def pr_points(labels, n_relevant):
    pts, hits = [], 0
    for pos, x in enumerate(labels):          # pos is 0-based
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / (pos + 1)))
    return pts

def my_step_interpolated(labels, n_relevant, level):
    pts = pr_points(labels, n_relevant)
    cands = [p for r, p in pts if r >= level - 1e-12]
    return max(cands) if cands else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole judged list (hits over its length) "
      "instead of the precision at rank c = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)",
        r"list.?s length", r"length of the (list|ranking)", r"all (the )?ranks", r"every rank"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y.mean()) if len(y) else 0.0
''')

wrong("q04", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec DCG) instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"every rank (is )?discounted", r"discount\w* (the )?(first|rank 1)",
        r"rank 1 .{0,20}discount"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(rank + 1) for rank, g in enumerate(grades, start=1))
''')

wrong("q05", "roc.eer", "sibling", "stops at the first ROC point whose FPR reaches the FNR and reports (FPR + FNR) / 2 "
      "there, without interpolating the crossing",
      [[r"first (ROC )?point", r"nearest (ROC )?point", r"not interpolat", r"without interpolat", r"no interpolat",
        r"first crossing", r"never interpolat", r"stops? at"]], '''
def roc_points(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, labels):
            if x == s:
                tp += 1 if y else 0
                fp += 0 if y else 1
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    for fpr, tpr in roc_points(scores, labels):
        fnr = 1 - tpr
        if fpr >= fnr:
            return (fpr + fnr) / 2
    return 0.0
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (sum of tp over sum of tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|true positives)", r"total tp",
        r"counts? (summed|added) (over|across)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    retrieved = t[:, 0].sum() + t[:, 1].sum()
    return float(t[:, 0].sum() / retrieved) if retrieved else 0.0
''')

wrong("q07", "interp.curve", "sibling", "reads the precision at the first rank whose recall reaches each level (the "
      "step rule) instead of the maximum precision over all ranks reaching it",
      [[r"first rank", r"step (rule|interpolation)", r"not the max", r"instead of the max", r"without (taking )?the max",
        r"first (point|relevant)", r"no max"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for i in range(len(labels)):
        hits += labels[i]
        prec.append(hits / (i + 1))
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for lv in range(11):
        r = lv / 10
        k = next((j for j in range(len(rec)) if rec[j] >= r), None)
        out.append(prec[k] if k is not None else 0.0)
    return out
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"not squared", r"without squar", r"forg\w* to square", r"unsquared", r"beta instead of beta",
        r"linear (in )?beta", r"b instead of b\^?2", r"never squar"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts the ideal ranking with log2(i + 1) at every rank while the "
      "DCG uses the classic discount (two DCG formulations mixed)",
      [[r"ideal", r"IDCG"], [r"log2?\s*\(?\s*i\s*\+\s*1", r"different (discount|formulation)",
                               r"two (discounts|formulations)", r"mix\w*", r"not the same (discount|formula)"]], '''
from math import log2

def dcg_classic(gs):
    return sum(g if i == 0 else g / log2(i + 1) for i, g in enumerate(gs))   # i 0-based: rank i + 1

def dcg_ideal(gs):
    return sum(g / log2(i + 1) for i, g in enumerate(gs, 1))                 # i 1-based here

def my_ndcg(grades, unretrieved):
    ideal = dcg_ideal(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg_classic(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s, leaving out the + v of d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"\+\s*v", r"forg\w*.{0,20}\bv\b", r"missing.{0,20}\bv\b", r"without.{0,10}\bv\b",
        r"leav\w* out.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(-|minus) ?1", r"forg\w*.{0,20}(- ?1|minus)", r"no (-|minus) ?1", r"2\s*(\*\*|\^)\s*rel\w* instead",
        r"missing (the )?(-|minus) ?1", r"not subtract", r"without subtract", r"never subtract"]], '''
from math import log2
my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (1) instead of 1/2",
      [[r"ties?\b", r"tied"], [r"whole (win|pair|point)", r"full (win|point|credit)", r"counts? (as )?(1|one)\b(?!/)", r">=",
                                 r"not (a )?half", r"instead of (1/2|half)", r"as a win"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float((pos[:, None] >= neg[None, :]).mean())
''')

wrong("q13", "ap.at_k", "shape", "divides the sum of P@i by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"by k instead", r"\bk\b instead of min", r"not min", r"instead of min"]], '''
def prec_at(labels, i):        # i is a 1-based rank
    return sum(labels[:i]) / i

def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    total = sum(prec_at(labels, i) for i in range(1, min(k, len(labels)) + 1) if labels[i - 1])
    return total / k
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid\w*", r"mean", r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes each point's precision before counting the current relevant item "
      "(hits incremented after the division)",
      [[r"before (count|increment|add)", r"after (the )?(division|precision)", r"increment\w* (too )?late",
        r"not (yet )?count", r"one (hit|relevant) (too )?(few|short|less)", r"hits - 1", r"current (relevant )?item",
        r"exclud\w* (the )?(current|item itself)"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, x in enumerate(labels):
        if x:
            points.append(hits / (i + 1))
            hits += 1
    return points
''')

wrong("q16", "map.mean", "flow", "divides the summed APs by the last 0-based query index (Q - 1) instead of the "
      "number of queries",
      [[r"Q ?- ?1", r"one (query )?(too )?(few|less)", r"last (0-based )?index", r"number of queries minus",
        r"len\(runs\) ?- ?1", r"off.by.one"]], '''
def ap(run, n):
    hits, s = 0, 0.0
    for rank in range(1, len(run) + 1):
        if run[rank - 1]:
            hits += 1
            s += hits / rank
    return s / n if n else 0.0

def my_map(runs, n_relevant):
    total = 0.0
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        total += ap(run, n)
    return total / q if q else total
''')

wrong("q17", "interp.step", "flow", "the helper returns the 1-based number of the point reaching the level and "
      "the caller indexes the 0-based list with it, so it reads the next point's precision",
      [[r"next (PR )?point", r"one point (too )?(late|far)", r"following point", r"point after", r"i ?\+ ?1",
        r"off.by.one", r"1-based", r"0-based"]], '''
def points(labels, n_relevant):
    out, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            out.append((hits / n_relevant, hits / i))
    return out

def which_point(pts, level):
    # "the i-th relevant item", counted from 1 like in the notes
    for i, (r, _) in enumerate(pts, 1):
        if r >= level - 1e-12:
            return i
    return None

def my_step_interpolated(labels, n_relevant, level):
    pts = points(labels, n_relevant)
    i = which_point(pts, level)
    return pts[i][1] if i is not None else 0.0
''', crash="IndexError")

wrong("q18", "dcg.classic", "flow", "plugs the 0-based index into the rank's discount, so ranks 1 and 2 are both "
      "undiscounted and rank i is divided by log2(i - 1)",
      [[r"0-based", r"zero-based", r"index (instead of|not) (the )?rank", r"one rank (too )?(late|early)",
        r"log2?\s*\(?\s*i\s*-\s*1", r"off.by.one", r"shift\w*"]], '''
from math import log2

def discount(i):
    return 1.0 if i < 2 else log2(i)

def my_dcg(grades):
    return sum(g / discount(i) for i, g in enumerate(grades))
''')

wrong("q19", "gen.grip_point", "flow", "loops over range(1, c), counting only the first c - 1 ranks while still "
      "dividing by c",
      [[r"c ?- ?1", r"one rank (too )?(few|short)", r"misses (the )?(last|c-th)", r"range\(1, ?c\)",
        r"off.by.one", r"stops? one"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for rank in range(1, c):
        if rank <= len(labels) and labels[rank - 1]:
            hits += 1
    return hits / c
''')

wrong("q20", "pr.averaged", "flow", "walks the ranks with range(1, len(run)), never looking at the last rank",
      [[r"last rank", r"last item", r"final (rank|item)", r"range\(1, ?len", r"one rank (too )?(few|short)",
        r"off.by.one", r"stops? one"]], '''
def curve(run, n):
    if n == 0:
        return [0.0] * 11
    pr, hits = [], 0
    for k in range(1, len(run)):
        hits += run[k - 1]
        pr.append((hits / n, hits / k))
    return [max([p for r, p in pr if r >= lv / 10 - 1e-12], default=0.0) for lv in range(11)]

def my_averaged_curve(runs, n_relevant):
    curves = [curve(run, n) for run, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q21", "map.mrr", "flow", "the helper already returns the 1-based rank and the caller adds 1 again, taking "
      "1 / (rank + 1)",
      [[r"rank ?\+ ?1", r"adds? (1|one) (again|twice)", r"twice", r"one (rank )?(too )?(far|late)", r"off.by.one",
        r"1-based", r"0-based"]], '''
def first_rank(run):
    for rank, x in enumerate(run, start=1):
        if x:
            return rank
    return None

def my_mrr(runs):
    rr = []
    for run in runs:
        r = first_rank(run)
        rr.append(0.0 if r is None else 1 / (r + 1))
    return sum(rr) / len(rr)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "scope.eps_precision", "hidden", "divides by the size of the result without a guard, crashing when "
      "nothing lies within epsilon", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard, crashing on a query with no "
      "relevant items", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    total, hits = Fraction(0), 0
    for rank, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "set.pr", "hidden", "guards precision for an empty retrieved set but not recall, crashing when "
      "nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    return [p, hit / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "rank.distances", "hidden", "passes the 1-based cut-off k as np.argpartition's 0-based kth, which "
      "raises when k is the whole list",
      [[r"ValueError", r"kth", r"out of bounds", r"argpartition", r"k ?- ?1"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "indexes labels[i] for every rank up to c, crashing when the list is "
      "shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):          # ranks 1..c as indices 0..c-1
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("q27", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(leav\w*|left) out", r"skip\w*", r"drop\w*", r"ignor\w*", r"exclud\w*", r"not counted", r"fewer queries",
        r"only (the )?queries"], [r"nothing retrieved", r"empty", r"no (item|document)s? retrieved",
                                  r"tp ?\+ ?fp ?(=|is) ?0", r"retrieved nothing", r"query"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides NumPy DCG by an ideal DCG of 0 without a guard, returning "
      "nan when nothing is relevant", [NAN], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks < 2, 1.0, np.log2(np.maximum(ranks, 2)))
    return (g / disc).sum()

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "the helper recomputes n_relevant as sum(labels), overwriting the argument, so "
      "the relevant items never retrieved are not counted",
      [[r"recomput\w*", r"overwr\w*", r"sum\(labels\)", r"ignor\w* (the )?(n_relevant|argument|parameter)",
        r"n_relevant (is )?(never|not) used", r"replac\w* n_relevant"]], '''
def precisions_at_hits(labels):
    hits, out = 0, []
    for pos in range(len(labels)):
        if labels[pos]:
            hits += 1
            out.append(hits / (pos + 1))
    return out

def my_ap(labels, n_relevant):
    n_relevant = sum(labels)
    ps = precisions_at_hits(labels)
    return sum(ps) / n_relevant if n_relevant else 0.0
''')

wrong("q30", "roc.auc", "twin", "uses ordinal ranks from argsort().argsort() (ties broken by position) in the "
      "Mann-Whitney formula instead of mid-ranks",
      [[r"ordinal", r"argsort", r"mid.?ranks?", r"average ranks?", r"tied? (scores? )?(get|given) (different|distinct)",
        r"ties? broken by (position|order)", r"rank\w* of ties"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = s.argsort(kind="stable").argsort() + 1      # 1-based ranks
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q31", "set.f_beta", "twin", "swaps precision and recall in the denominator, writing b^2 R + P instead of "
      "b^2 P + R",
      [[r"swap\w*", r"exchang\w*", r"revers\w*", r"interchang\w*", r"mix\w* up", r"confus\w*"],
       [r"precision", r"recall", r"\bP\b", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q32", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, the optimistic P@k first",
      [[r"order", r"swap\w*", r"revers\w*", r"exchang\w*", r"wrong (place|position)"],
       [r"bound", r"optimistic", r"pessimistic", r"highest", r"lowest", r"first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    by_best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))   # tied relevant first
    by_worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))   # tied relevant last
    hi = sum(y for _, y in by_best[:k]) / k
    lo = sum(y for _, y in by_worst[:k]) / k
    return [hi, lo]
''')

wrong("q33", "scope.eps_precision", "twin", "counts the targets inside with bisect_right on the sorted distances, "
      "which also takes a target exactly at epsilon",
      [[r"bisect_right", r"bisect", r"searchsorted", r"side ?= ?.?right"]], '''
from bisect import bisect_right

def my_eps_precision(distances, labels, epsilon):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    ds = [distances[i] for i in order]
    n_in = bisect_right(ds, epsilon)
    return sum(labels[i] for i in order[:n_in]) / n_in if n_in else 0.0
''')

wrong("q34", "ndcg.all_judgments", "twin", "sorts the retrieved grades and the unretrieved grades each on its own "
      "and concatenates them, instead of sorting all judged grades together for the ideal",
      [[r"separately", r"each (list )?(sorted )?on its own", r"sort\w* (the two|both) lists", r"concatenat\w*",
        r"not (sorted|merged) together", r"two sorted lists", r"merg\w*"]], '''
from math import log2

def dcg(gs):
    return sum(g / (log2(r) if r > 1 else 1) for r, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True) + sorted(unretrieved, reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q35", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\w* (of )?(the )?labels", r"relevant (items )?(in|of) the list", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"hits"]], '''
R = sum(v["labels"])
my_r_precision = sum(v["labels"][:R]) / R
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks the farthest items first, sorting distances from high to low as if "
      "they were scores",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"high to low", r"revers\w*",
        r"as (if they were )?(similarit|score)", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q37", "set.pr", "data", "treats the retrieved ids as a list, so an id retrieved twice is counted twice",
      [[r"duplicate", r"repeated", r"counted twice", r"as a list", r"not (de-?duplicated|made a set)", r"without (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "roc.eer", "data", "takes label 0 as the positive class when walking the ROC curve",
      [[r"label 0", r"0 (as|is) (the )?positive", r"labels? (swapped|flipped|inverted|reversed)",
        r"(swapped|flipped|inverted|reversed) labels", r"wrong class", r"negative.{0,20}positive"]], '''
def my_eer(scores, labels):
    pos = [0 if y else 1 for y in labels]          # 1 = "match"?
    P = sum(pos)
    N = len(pos) - P
    pts, tp, fp = [(0.0, 0.0)], 0, 0
    for s in sorted(set(scores), reverse=True):
        for x, y in zip(scores, pos):
            if x == s:
                tp += y
                fp += 1 - y
        pts.append((fp / N, tp / P))
    prev = None
    for j, (x, t) in enumerate(pts):
        d = x - (1 - t)
        if d >= 0:
            if d == 0 or j == 0:
                return x
            (x0, t0) = prev
            d0 = x0 - (1 - t0)
            a = -d0 / (d - d0)
            return x0 + a * (x - x0)
        prev = (x, t)
    return 1.0
''')

wrong("q39", "ndcg.value", "data", "appends the unretrieved grades to the end of the retrieved ranking in the DCG, "
      "as if they had been retrieved after the list",
      [[r"append\w*", r"added to the (ranking|list|run)", r"as if (they were |they had been )?retrieved",
        r"unretrieved.{0,40}(DCG|ranking|list)", r"retrieved after"]], '''
from math import log2
run = v["grades"] + v["unretrieved"]
dcg = lambda gs: sum(g / (1 if i == 0 else log2(i + 1)) for i, g in enumerate(gs))
my_ndcg_value = dcg(run) / dcg(sorted(run, reverse=True))
''')

wrong("q40", "gen.practical", "data", "reads d as the number of items outside the judged scope, so the database "
      "size is taken as d + s",
      [[r"d ?\+ ?s", r"outside (the )?(judged )?(scope|top)", r"database size", r"size of the database",
        r"excludes? the (scope|judged)", r"adds? s"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [float(Fraction(v, s)), float(Fraction(v, total - s + v)), float(Fraction(v, total))]
''')

wrong("q41", "dcg.exponential", "data", "shifts the grades up by one (grade 0 read as level 1), using 2^(rel + 1) - 1",
      [[r"rel ?\+ ?1", r"grade ?\+ ?1", r"g ?\+ ?1", r"shift\w*", r"level 1", r"1-based (grade|level)",
        r"grades? (are )?(off|shifted) by one"]], '''
import numpy as np
g = np.asarray(v["grades"])
levels = g + 1                     # grade 0 = level 1
my_dcg_exp = float(((2.0 ** levels - 1) / np.log2(np.arange(1, len(g) + 1) + 1)).sum())
''')

wrong("q42", "ap.value", "data", "takes the number of relevant items as the length of the list instead of "
      "n_relevant",
      [[r"len(gth)?\(?.?labels", r"length of the (list|ranking)", r"list.?s length", r"number of (items|ranks)",
        r"instead of n_relevant", r"not n_relevant"]], '''
labels = v["labels"]
hits, total = 0, 0.0
for k in range(1, len(labels) + 1):
    if labels[k - 1]:
        hits += 1
        total += hits / k
my_ap_value = total / len(labels)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.averaged", "itertools.accumulate per query, 0-based ranks turned 1-based once", '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = list(accumulate(run))
        pr = [(h / n, h / (i + 1)) for i, h in enumerate(hits)]
        for lv in range(11):
            sums[lv] += max((p for r, p in pr if r >= lv / 10 - 1e-12), default=0.0)
    return [s / len(runs) for s in sums]
''')

right("q44", "ap.eleven_point", "exact Fractions for recall levels", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pr, hits = [], 0
    for rank, x in enumerate(labels, 1):
        hits += x
        pr.append((Fraction(hits, n_relevant), Fraction(hits, rank)))
    levels = [Fraction(i, 10) for i in range(11)]
    return float(sum(max((p for r, p in pr if r >= lv), default=Fraction(0)) for lv in levels) / 11)
''')

right("q45", "scope.knn_ties", "counts of closer and tied targets", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(closer)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(closer) + max(0, room - non_t)
    hi = sum(closer) + min(room, rel_t)
    return [lo / k, hi / k]
''')

right("q46", "map.mean", "1-based loops throughout", '''
def my_map(runs, n_relevant):
    aps = []
    for q in range(1, len(runs) + 1):
        run, n = runs[q - 1], n_relevant[q - 1]
        hits, s = 0, 0.0
        for rank in range(1, len(run) + 1):
            if run[rank - 1]:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

right("q47", "interp.step", "helper returns a 0-based index, caller uses it as such", '''
def my_step_interpolated(labels, n_relevant, level):
    pts, hits = [], 0
    for i, x in enumerate(labels):
        if x:
            hits += 1
            pts.append((hits / n_relevant, hits / (i + 1)))
    idx = next((j for j, (r, _) in enumerate(pts) if r >= level - 1e-12), None)
    return pts[idx][1] if idx is not None else 0.0
''')

right("q48", "dcg.classic", "NumPy with the rank-1 discount set to 1", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    disc = np.log2(np.maximum(ranks, 2))
    disc[0] = 1.0
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
