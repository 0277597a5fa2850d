"""Diagnosis class 167, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
compute everything through cumulative sums and differences: prefix sums of the labels, ``np.cumsum`` on boolean
masks, ``np.diff`` to find where a count changes, running maxima and minima (``np.maximum.accumulate``), with
loops, NumPy, comprehensions, ``itertools.accumulate`` and ``fractions.Fraction`` mixed. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c167-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class167): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 167 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c167-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "interp.curve", "sibling", "returns the plain precision at the first rank whose recall reaches each "
      "level, never taking the maximum over the later ranks (not interpolated)",
      [[r"not interpolat", r"no interpolation", r"without (the )?(interpolation|max)", r"never (takes|took) the max",
        r"(max|maximum) over (the )?(later|following|deeper|subsequent) ranks", r"first rank (whose|where|that)",
        r"raw precision", r"uninterpolated", r"plain precision", r"missing (the )?(max|maximum)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in [i / 10 for i in range(11)]:
        reached = np.flatnonzero(rec >= r - 1e-12)
        out.append(float(prec[reached[0]]) if len(reached) else 0.0)
    return out
''')

wrong("q02", "dcg.classic", "sibling", "discounts every rank by log2(i + 1) (the TREC DCG) instead of rel_1 + "
      "rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2\(rank \+ 1\)", r"\btrec\b", r"rank 1 (is )?discounted",
        r"discount(s|ed)? (the )?first", r"(one|1) rank (too )?(late|deep)", r"shifted discount",
        r"(log|discount).{0,30}(i ?\+ ?1|rank ?\+ ?1)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float(np.cumsum(g / disc)[-1]) if len(g) else 0.0
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (all tp over all tp + fp, pooled over "
      "the queries) instead of the mean of the per-query precisions",
      [[r"micro", r"pool(ed|s|ing)", r"sum(s|med)? (of )?(the )?(counts|tp).{0,40}before divid",
        r"total tp", r"ratio of (the )?(sums|totals|means)", r"(adds|added|summ\w*) (up )?(the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp = np.cumsum(t[:, 0])[-1]
    ret = np.cumsum(t[:, 0] + t[:, 1])[-1]
    return float(tp / ret) if ret else 0.0
''')

wrong("q04", "gen.grip_point", "sibling", "returns the recall of the whole list (hits over n_relevant) instead of "
      "the precision at rank c = n_relevant",
      [[r"recall of the (whole |entire )?(list|ranking)", r"(returns?|returned|gives|computes?) (the )?recall",
        r"whole list", r"all (the )?(ranks|labels)", r"entire (list|ranking)", r"not (cut|truncated) at", r"never cut",
        r"hits over n_relevant"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    hits = np.cumsum(labels)
    if n_relevant == 0 or len(hits) == 0:
        return 0.0
    return float(hits[-1] / n_relevant)
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of interpolating the crossing between two ROC points",
      [[r"nearest", r"closest", r"smallest \|?fpr ?- ?fnr", r"not interpolat", r"without interpolat",
        r"no interpolation", r"never interpolat", r"(an? |one )?roc point (itself|only)", r"(mean|average) of fpr and fnr"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-s, kind="stable")
    s, y = s[order], y[order]
    ends = np.r_[np.flatnonzero(np.diff(s) != 0), len(s) - 1]
    tpr = np.r_[0.0, np.cumsum(y)[ends] / y.sum()]
    fpr = np.r_[0.0, np.cumsum(1 - y)[ends] / (1 - y).sum()]
    fnr = 1 - tpr
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q06", "ap.at_k", "sibling", "divides the top-k sum of precisions by n_relevant (plain AP cut at k) instead "
      "of min(k, n_relevant)",
      [[r"n_relevant", r"\bR\b", r"number of relevant", r"all (the )?relevant"],
       [r"instead of min", r"not (the )?min", r"without (the )?min", r"rather than min",
        r"(ignor\w*|forg\w*|missing|never).{0,20}\bk\b.{0,20}denominator", r"plain ap", r"not ap@k",
        r"larger than k"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=int)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant) if n_relevant else 0.0
''')

wrong("q07", "ndcg.value", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the unretrieved "
      "relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"never retrieved.{0,40}(left out|ignored|missing)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.r_[1.0, np.log2(np.arange(2, len(g) + 1))]
dcg = np.cumsum(g / disc)[-1]
ideal = np.sort(g)[::-1]
idcg = np.cumsum(ideal / disc)[-1]
my_ndcg_value = float(dcg / idcg) if idcg else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"without squaring", r"not squar", r"beta instead of beta.?(\^|\*\*|squared)",
        r"b instead of b.?(\^|\*\*|squared)", r"forg\w* (to )?square", r"beta\^?1", r"square (of )?beta.{0,20}(missing|dropped)",
        r"missing (the )?square"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving the + v of the largest "
      "possible class d - s + v out",
      [[r"d ?- ?s ?\+ ?v", r"\+ ?v", r"largest (possible )?class", r"maximum class", r"(missing|forg\w*|without|dropp\w*|left out).{0,30}\bv\b",
        r"d ?- ?s\b"]], '''
import numpy as np

def my_practical(labels, d):
    hits = np.cumsum(labels)
    s = len(labels)
    v = int(hits[-1]) if s else 0
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b"], [r"instead of (11|eleven)", r"not (11|eleven)", r"(11|eleven) levels",
        r"number of levels", r"divid\w* by (10|ten)", r"wrong (count|number)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    total = 0.0
    for i in range(11):
        reached = np.flatnonzero(rec >= i / 10 - 1e-12)
        total += best[reached[0]] if len(reached) else 0.0
    return float(total / 10)
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts as a whole win (1) instead of 1/2",
      [[r"tie", r"tied", r"equal scores"], [r"whole", r"full", r"instead of (a )?half", r"not (a )?half",
        r"as (a )?win", r"count\w* (as )?(1|one)(?![/\d])"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(s, kind="stable")
    s, y = s[order], y[order]
    wins = 0
    for i in np.flatnonzero(y == 1):
        wins += np.count_nonzero((y == 0) & (s <= s[i]))
    n1, n0 = y.sum(), len(y) - y.sum()
    return float(wins / (n1 * n0))
''')

wrong("q12", "interp.step", "shape", "returns the recall R_i of the point the step rule picks instead of its "
      "precision P_i",
      [[r"recall"], [r"instead of (the |its )?precision", r"not (the )?precision", r"rather than (the )?precision",
        r"R_i instead", r"(returns?|returned|gives) (the )?recall"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    rec = hits / n_relevant
    for i in np.flatnonzero(y):
        if rec[i] >= level - 1e-12:
            return float(rec[i])
    return 0.0
''')

wrong("q13", "map.mean", "shape", "pools the queries: the total of all the precision sums divided by the total of "
      "n_relevant, instead of the mean of each query's AP",
      [[r"pool", r"total (of )?(all )?n_relevant", r"sum of (the )?n_relevant", r"sum(med)? (the )?n_relevant",
        r"weighted", r"not (the )?mean of (the )?(per.query )?ap", r"instead of (the )?mean of",
        r"(one|a single) (big )?(division|denominator)", r"micro"]], '''
import numpy as np

def my_map(runs, n_relevant):
    num, den = 0.0, 0
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        num += (prec * y).sum()
        den += n
    return float(num / den) if den else 0.0
''')

wrong("q14", "dcg.trec", "shape", "discounts with the natural log ln(i + 1) instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"base e", r"np\.log\b", r"log\(", r"another base", r"wrong base",
        r"instead of log2", r"not log2", r"base 2"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.log(np.arange(2, len(g) + 2))
my_dcg_trec = float(np.cumsum(g / disc)[-1])
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "reads the prefix sum at index k (the first k + 1 ranks) instead of index "
      "k - 1",
      [[r"off.by.one", r"k ?\+ ?1", r"one (rank|item) too (many|far|deep)", r"index k\b", r"\[k\]",
        r"one extra rank", r"0.based", r"zero.based"]], '''
import numpy as np

def my_p_at_k(labels, k):
    hits = np.cumsum(np.r_[labels, np.zeros(k + 1)])
    return float(hits[k] / k)
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"not only (at )?(the )?relevant",
        r"non.?relevant (ranks|items).{0,30}(points|included|added|too)", r"(one|a) point (per|for every|for each) rank",
        r"recall (did not|does not|didn.t|doesn.t) (change|rise)", r"too many points"]], '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    if not hits or hits[-1] == 0:
        return []
    return [h / i for i, h in enumerate(hits, start=1)]
''')

wrong("q17", "pr.averaged", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(over the earlier ranks) instead of over the ranks at and after each one",
      [[r"(earlier|previous|preceding|higher|above|before|left)", r"from the (top|start|front|beginning)",
        r"forward", r"wrong direction", r"not reversed", r"instead of (from )?the (end|bottom|right)",
        r"reverse", r"backward"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        if n == 0 or len(y) == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = np.maximum.accumulate(hits / np.arange(1, len(y) + 1))
        rec = hits / n
        curve = []
        for i in range(11):
            ok = rec >= i / 10 - 1e-12
            curve.append(prec[ok].max() if ok.any() else 0.0)
        curves.append(np.array(curve))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q18", "map.mrr", "flow", "skips a query with no relevant item with continue and divides by the number of "
      "queries kept, so it does not count as 0 in the mean",
      [[r"skip", r"dropp?\w*", r"left out", r"exclud", r"ignor", r"not counted", r"only (the )?queries (with|that)",
        r"continue"], [r"no relevant", r"without (a )?relevant", r"nothing relevant", r"empty", r"never finds?",
        r"zero", r"\b0\b"]], '''
import numpy as np

def my_mrr(runs):
    total, count = 0.0, 0
    for run in runs:
        seen = np.cumsum(run)
        if len(seen) == 0 or seen[-1] == 0:
            continue
        first = int(np.argmax(seen > 0)) + 1
        total += 1 / first
        count += 1
    return total / count if count else 0.0
''')

wrong("q19", "ap.eleven_point", "flow", "loops over the levels 0.1 .. 1.0 only (the level 0.0 is skipped) but "
      "still divides by 11",
      [[r"level 0", r"0\.0", r"recall 0\b", r"first level", r"\bten levels", r"10 levels", r"range\(1"],
       [r"skip", r"miss", r"left out", r"dropp?", r"not (included|summed|counted)", r"forg", r"without", r"only"]], '''
from itertools import accumulate

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    prec = [h / i for i, h in enumerate(hits, start=1)]
    rec = [h / n_relevant for h in hits]
    best = list(accumulate(reversed(prec), max))[::-1]
    total = 0.0
    for step in range(1, 11):
        r = step / 10
        idx = [i for i, x in enumerate(rec) if x >= r - 1e-12]
        total += best[idx[0]] if idx else 0.0
    return total / 11
''')

wrong("q20", "ap.exact", "flow", "counts the hits before the current item (the prefix sum shifted one rank), so "
      "each relevant item's precision leaves itself out",
      [[r"off.by.one", r"shifted", r"before (counting )?(the |this )?(current|relevant)? ?(item|rank)",
        r"(leaves|left|leaving) (itself|the (current|item itself)) out", r"not count(ing)? itself",
        r"exclud\w* (the )?(current|item itself|itself)", r"one (hit|relevant) (too )?(few|short|less)",
        r"previous (rank|count)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    before = np.r_[0, np.cumsum(y)[:-1]]
    prec = before / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("q21", "map.mean", "flow", "never resets the running sum of precisions between queries, so each AP carries "
      "the previous queries' sums",
      [[r"reset", r"re.?initiali", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}(across|between|over) (the )?queries",
        r"previous quer", r"earlier quer", r"keeps? (on )?(adding|growing|summing)", r"outside the loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    s = 0.0
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for i, x in enumerate(labels, start=1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "reads the last prefix sum of an empty hit list when nothing is retrieved "
      "(IndexError) instead of returning precision 0", [INDEX], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret = sorted(set(retrieved))
    rel = set(relevant)
    hits = np.cumsum([1 if d in rel else 0 for d in ret])
    precision = hits[-1] / len(ret)
    recall = hits[-1] / len(rel) if rel else 0.0
    return [float(precision), float(recall)]
''', crash="IndexError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "divides 0 hits by 0 targets when nothing lies within epsilon "
      "(nan) instead of returning 0",
      [NAN + ZERODIV + [r"0 ?/ ?0", r"zero (by|over) zero", r"empty (result|query|set)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    y = np.asarray(labels, dtype=int)
    n_in = np.cumsum(inside)[-1]
    hits = np.cumsum(y * inside)[-1]
    return float(hits / n_in)
''')

wrong("q24", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 when no item is relevant at all "
      "(ZeroDivisionError) instead of returning 0", [ZERODIV], '''
from itertools import accumulate
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        parts = [g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1)]
        return list(accumulate(parts))[-1] if parts else 0.0
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "divides by min(k, n_relevant) even when n_relevant is 0 (ZeroDivisionError) "
      "instead of returning 0", [ZERODIV], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    hits = list(accumulate(top))
    total = sum(h / i for i, (h, x) in enumerate(zip(hits, top), start=1) if x)
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean (divides by the queries "
      "kept) instead of counting its precision as 0",
      [[r"left out", r"leav\w* out", r"skip", r"dropp?", r"exclud", r"ignor", r"not counted", r"fewer queries",
        r"queries (kept|left)", r"instead of (counting )?(it |its precision )?(as )?0"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    ret = t[:, 0] + t[:, 1]
    keep = ret > 0
    precs = t[keep, 0] / ret[keep]
    return float(np.cumsum(precs)[-1] / keep.sum()) if keep.any() else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c], which is shorter than "
      "c when the list is shorter than the class, instead of by c",
      [[r"len\(", r"length of the (cut |sliced |truncated )?list", r"list length", r"ranks present",
        r"instead of (by )?c\b", r"not (by )?c\b", r"fewer than c"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=int)
    if len(top) == 0:
        return 0.0
    return float(np.cumsum(top)[-1] / len(top))
''')

wrong("q28", "rank.distances", "hidden", "np.argpartition(distances, k) raises when k is the whole list (kth out "
      "of bounds)", [[r"ValueError", r"out of bounds", r"kth", r"argpartition"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    near = np.argpartition(np.asarray(distances, dtype=float), k)[:k]
    hits = np.cumsum(np.asarray(labels)[near])
    return float(hits[-1] / k)
''', crash="ValueError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (b^2 R + P) instead of on "
      "the precision: precision and recall swapped in the denominator",
      [[r"swap", r"exchang", r"interchang", r"mixed up", r"confus", r"revers", r"wrong (one|term)",
        r"on (the )?recall instead of (the )?precision", r"b.?(\^|\*\*) ?2 ?\*? ?r(ecall)?\b"],
       [r"precision", r"recall", r"denominator"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "walks the ranking from the highest score and credits each positive with the "
      "negatives already seen (scored above it) instead of those below it",
      [[r"above", r"before it", r"already seen", r"outscor", r"wrong side", r"(scored|ranked) (above|higher)",
        r"instead of (those )?below", r"beat(s|en)? (it|the positive)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-s, kind="stable")
    s, y = s[order], y[order]
    starts = np.r_[0, np.flatnonzero(np.diff(s) != 0) + 1]
    ends = np.r_[starts[1:], len(s)]
    neg_seen = np.r_[0, np.cumsum(1 - y)]
    wins = 0.0
    for a, b in zip(starts, ends):
        pos = y[a:b].sum()
        neg = (b - a) - pos
        wins += pos * neg_seen[a] + 0.5 * pos * neg
    n1 = y.sum()
    return float(wins / (n1 * (len(y) - n1)))
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest] instead of "
      "[lowest, highest]",
      [[r"wrong order", r"order (is )?(swapped|reversed)", r"swap", r"revers", r"exchang", r"the other way",
        r"(highest|optimistic) first", r"(lowest|pessimistic) (second|last)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    closer = d < kth
    tied = d == kth
    slots = k - np.cumsum(closer)[-1]
    base = np.cumsum(y * closer)[-1]
    rel_tied = np.cumsum(y * tied)[-1]
    non_tied = np.cumsum((1 - y) * tied)[-1]
    low = base + max(0, slots - non_tied)
    high = base + min(rel_tied, slots)
    return [float(high / k), float(low / k)]
''')

wrong("q32", "rank.p_at_k", "twin", "divides by the length of labels[:k] (the ranks present) instead of k, so "
      "missing ranks beyond the list are not counted as non-relevant",
      [[r"len\(", r"length of (the )?(cut |sliced )?(list|slice)", r"ranks present", r"list length",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
from itertools import accumulate

def my_p_at_k(labels, k):
    top = list(labels[:k])
    if not top:
        return 0.0
    return list(accumulate(top))[-1] / len(top)
''')

wrong("q33", "ap.value", "twin", "averages the precisions at the retrieved relevant ranks (divides by the number "
      "of relevant items found) instead of by n_relevant",
      [[r"(retrieved|found) relevant", r"relevant (items |ones )?(retrieved|found)", r"hits found",
        r"number of (hits|ones|1s)", r"sum\(labels\)", r"mean of (the )?precisions", r"averag\w* (the )?precisions",
        r"np\.mean", r"instead of (by )?n_relevant", r"not (by )?n_relevant"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=int)
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(prec[y == 1].mean())
''')

wrong("q34", "map.mrr", "twin", "np.argmax on a run with no relevant item returns 0, so that query gets "
      "reciprocal rank 1 instead of 0",
      [[r"argmax", r"(rr|reciprocal rank|value) (of )?1\b", r"rank 1", r"counts? (as )?1\b", r"as if .{0,30}first",
        r"instead of 0"], [r"no relevant", r"without (a )?relevant", r"nothing relevant", r"all.?zero", r"empty",
        r"never"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        found = np.cumsum(run) > 0
        first = int(np.argmax(found)) + 1
        rr.append(1 / first)
    return float(np.mean(rr))
''')

wrong("q35", "rank.distances", "twin", "reverses the argsort of the distances, so the farthest items come first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"revers", r"\[::-1\]", r"wrong direction",
        r"instead of (the )?nearest"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]
    hits = np.cumsum(np.asarray(labels)[order])
    return float(hits[k - 1] / k)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list as it is, so an id retrieved twice is a hit twice and "
      "two retrieved items (not a set)",
      [[r"(counted|counts?|hit) (it )?twice", r"duplicat", r"repeated", r"more than once", r"not (as )?a set",
        r"without (a )?set", r"counts? (it|an id) again", r"list instead of a set"]], '''
import numpy as np

def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    if not retrieved:
        return [0.0, 0.0]
    hits = np.cumsum([d in rel for d in retrieved])[-1]
    precision = hits / len(retrieved)
    recall = hits / len(rel) if rel else 0.0
    return [float(precision), float(recall)]
''')

wrong("q37", "gen.practical", "data", "takes d as the number of unjudged items and adds the scope s to it (a "
      "database of d + s) although d is the whole database",
      [[r"d ?\+ ?s", r"adds? (the )?(scope|s)", r"added (the )?(scope|s)", r"(d|database).{0,30}already (includes|contains|holds)",
        r"d is the (whole|entire|total) database", r"unjudged", r"database size"]], '''
import numpy as np

def my_practical(labels, d):
    hits = np.cumsum(labels)
    s = len(labels)
    v = int(hits[-1]) if s else 0
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q38", "scope.eps_precision", "data", "sorts the distances but reads the labels in their original order, "
      "so the hits are counted on the wrong targets",
      [[r"labels.{0,40}(not|never) (sorted|reordered|permuted|moved)", r"(not|never) (sort|reorder)\w* (the )?labels",
        r"original order", r"(only|just) the distances", r"mismatch", r"misalign", r"wrong (targets|labels|items)",
        r"labels? (don.t|do not|no longer) (match|line up)", r"out of (step|sync)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.sort(np.asarray(distances, dtype=float))
    count = int(np.searchsorted(d, epsilon, side="left"))
    if count == 0:
        return 0.0
    hits = np.cumsum(labels)
    return float(hits[count - 1] / count)
''')

wrong("q39", "roc.eer", "data", "takes label 0 as the positive class (the labels inverted), so it returns 1 - EER",
      [[r"invert", r"flipp?", r"swapp?", r"revers", r"0 as (the )?positive", r"positive (class )?(is|as) 0",
        r"1 ?- ?eer", r"labels? (the )?wrong way", r"negatives? as positive"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = (np.asarray(labels) == 0).astype(int)
    order = np.argsort(-s, kind="stable")
    s, pos = s[order], pos[order]
    ends = np.r_[np.flatnonzero(np.diff(s) != 0), len(s) - 1]
    tpr = np.r_[0.0, np.cumsum(pos)[ends] / pos.sum()]
    fpr = np.r_[0.0, np.cumsum(1 - pos)[ends] / (1 - pos).sum()]
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q40", "ndcg.all_judgments", "data", "appends the unretrieved grades to the retrieved ones for the DCG too, "
      "as if they had been retrieved at the end of the list",
      [[r"unretrieved.{0,30}(in|into|to) (the )?(dcg|run|retrieved list|ranking)",
        r"as if (they|it) (had been|were|was) retrieved", r"appended", r"added to the (dcg|run|ranking|list)",
        r"(dcg|numerator) (also |too )?(includes|counts|holds).{0,30}unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        if len(g) == 0:
            return 0.0
        disc = np.r_[1.0, np.log2(np.arange(2, len(g) + 1))]
        return float(np.cumsum(g / disc)[-1])
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best else 0.0
''')

wrong("q41b", "rank.r_precision", "data", "takes R as the number of 1s in the labels (the relevant items "
      "retrieved) instead of n_relevant",
      [[r"number of (1s|ones|hits)", r"sum\(labels\)", r"(retrieved|found) relevant", r"relevant (items )?(retrieved|found)",
        r"count(ed|s)? (the )?(1s|ones)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=int)
hits = np.cumsum(y)
R = int(hits[-1])
my_r_precision = float(hits[R - 1] / R) if R else 0.0
''')

wrong("q42", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG) "
      "instead of keeping the ranking's order",
      [[r"sort", r"ideal", r"reorder", r"rank(ing)?.s order", r"(order|ranking) (is )?(changed|lost|ignored)",
        r"high to low", r"descending"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    if len(g) == 0:
        return 0.0
    disc = np.maximum(np.log2(np.arange(1, len(g) + 1)), 1.0)
    return float(np.cumsum(g / disc)[-1])
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "pr.points", "itertools.accumulate prefix sums, a comprehension over the relevant ranks", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), start=1) if x]
''')

right("q44", "interp.step", "np.diff of the prefix sums finds the relevant ranks, exact Fraction recall", '''
from fractions import Fraction
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    hits = np.cumsum(np.r_[0, labels])
    ranks = np.flatnonzero(np.diff(hits)) + 1
    for r in ranks:
        h = int(hits[r])
        if Fraction(h, n_relevant) >= Fraction(level).limit_denominator(1000):
            return h / r
    return 0.0
''')

right("q45", "scope.knn_ties", "cumsum on boolean masks of the closer and tied targets", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    closer, tied = d < kth, d == kth
    slots = k - int(np.cumsum(closer)[-1])
    base = int(np.cumsum(y * closer)[-1])
    rel_tied = int(np.cumsum(y * tied)[-1])
    non_tied = int(np.cumsum((1 - y) * tied)[-1])
    return [(base + max(0, slots - non_tied)) / k, (base + min(rel_tied, slots)) / k]
''')

right("q46", "pr.averaged", "running maximum from the end with np.maximum.accumulate on the reversed precisions", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        curve = np.zeros(11)
        if n > 0 and len(y):
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            best = np.maximum.accumulate(prec[::-1])[::-1]
            rec = hits / n
            for i in range(11):
                ok = np.flatnonzero(rec >= i / 10 - 1e-12)
                curve[i] = best[ok[0]] if len(ok) else 0.0
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q47", "ap.exact", "plain loop with a running hit count and exact Fractions", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''')

right("q48", "interp.curve", "running max from the right with itertools.accumulate(max)", '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits = list(accumulate(labels))
    prec = [h / i for i, h in enumerate(hits, start=1)]
    best = list(accumulate(reversed(prec), max))[::-1]
    rec = [h / n_relevant if n_relevant else 0.0 for h in hits]
    out = []
    for j in range(11):
        idx = next((i for i, r in enumerate(rec) if r >= j / 10 - 1e-12), None)
        out.append(best[idx] if idx is not None else 0.0)
    return out
''')

SUBMISSIONS = tuple(S)
