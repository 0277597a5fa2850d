"""Diagnosis class 150, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course taken by
engineering and physics students -- floats everywhere, tolerances and ``np.isclose``, rounding for display,
``math.fsum``, numerical integration (trapezoids, ``np.trapz``) for curves and areas, logarithms in other bases.
Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c150-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class150): every right
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

BATCH = "diagnosis class 150 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c150-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|not used|unused|never used)",
        r"as if beta ?(=|is|were) ?1", r"beta fixed"]], '''
import numpy as np

def my_f(precision, recall, beta):
    p, r = float(precision), float(recall)
    if np.isclose(p + r, 0.0):
        return 0.0
    return 2.0 * p * r / (p + r)
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rank 1 undiscounted, then rel_i / log2(i)) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log_?2 ?i\b", r"rank 1 (undiscounted|not discounted)",
        r"instead of log2\(i ?\+ ?1\)", r"first (item|rank).{0,30}(not discounted|undiscounted|full)",
        r"max\(1, ?log2"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
disc = np.maximum(1.0, np.log2(i))
my_dcg_trec = round(float(np.sum(g / disc)), 4)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the mean of P@k at the relevant "
      "ranks, instead of the 11-point interpolated average",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"\bAP\b", r"not interpolat",
        r"without interpolat", r"precisions? at (the )?relevant ranks"]], '''
import math

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, precs = 0, []
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            precs.append(hits / k)
    return math.fsum(precs) / n_relevant
''')

wrong("q04", "map.mrr", "sibling", "returns MAP (mean of each query's average precision) instead of the mean "
      "reciprocal rank",
      [[r"\bMAP\b", r"mean average precision", r"average precision", r"\bAP\b"]], '''
import numpy as np

def my_mrr(runs):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        n_rel = y.sum()
        if n_rel == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float(np.sum(prec * y) / n_rel))
    return float(np.mean(aps))
''')

wrong("q05", "ndcg.all_judgments", "sibling", "NDCG with the TREC discount log2(i + 1) instead of the classic "
      "DCG (rank 1 undiscounted, then log2(i))",
      [[r"log2\(i ?\+ ?1\)", r"log_?2 ?\(?i ?\+ ?1", r"\+ ?1 in the (log|discount)",
        r"(rank 1|first (rank|item)) (is )?discounted", r"discount\w* (the )?(rank 1|first)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        return float(np.sum(gs / np.log2(np.arange(2, len(gs) + 2))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if np.isclose(idcg, 0.0):
        return 0.0
    return dcg(grades) / idcg
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(counts|tp)", r"total tp", r"tp summed",
        r"weighted by (the )?(number|size)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q07", "interp.step", "sibling", "uses the usual interpolation max {P@k : R@k >= r} (the best precision to "
      "the right) instead of the lecture notes' step rule P_i",
      [[r"max(imum)? over (the )?(later|following|all|every)", r"R@k ?>= ?r", r"usual interpolation",
        r"max \{", r"best precision", r"highest precision", r"instead of (the )?step", r"max\w*.{0,20}P@k",
        r"11.?point interpolation"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta ?\*\* ?2", r"beta\^?2", r"beta squared", r"squar\w*", r"b\^2", r"b²", r"beta²"],
       [r"not squared", r"instead of", r"without squar", r"beta (itself|alone|once)", r"plain beta",
        r"forgot", r"missing", r"unsquared", r"linear"]], '''
def my_f(precision, recall, beta):
    p, r, b = float(precision), float(recall), float(beta)
    den = b * p + r
    if abs(den) < 1e-12:
        return 0.0
    return (1 + b) * p * r / den
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"2 ?\*\* ?rel\b(?! ?-)", r"without (the )?(-|minus|subtract)", r"subtract\w*",
        r"forg[eo]t.{0,20}(1|one)", r"gain of 1 for (a )?grade 0", r"grade 0 (gains|counts|gives) 1"]], '''
import math

g = v["grades"]
my_dcg_exp = round(math.fsum(2 ** rel / math.log2(i + 1) for i, rel in enumerate(g, start=1)), 5)
''')

wrong("q10", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"/ ?k\b(?!,)", r"divid\w* by k\b(?!,)", r"by k instead", r"denominator (is |of )?k\b(?!,)", r"always k\b"],
       [r"instead of min", r"not min", r"rather than min", r"ignor\w*.{0,30}n_relevant", r"not (by )?min",
        r"fewer relevant"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.zeros(k)
    top = np.asarray(labels[:k], dtype=float)
    y[:len(top)] = top
    if min(k, n_relevant) == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, k + 1)
    return float(np.sum(prec * y) / k)
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of "
      "v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"plus v", r"without (the )?v", r"missing (the )?v", r"leav\w* out (the )?v",
        r"forg[eo]t.{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q12", "dcg.classic", "shape", "uses the natural logarithm (np.log) for the discount instead of log base 2",
      [[r"natural log", r"\bln\b", r"np\.log\b(?!2)", r"base e\b", r"log base e", r"another base", r"wrong base",
        r"base of the log", r"not log2", r"instead of log2", r"log\(i\)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win instead of 1/2",
      [[r"tie", r"tied", r"equal scores?"], [r"full", r"as (a )?win", r">=", r"instead of (1/2|half)",
                                               r"counts? (as )?1\b", r"whole", r"not (as )?(1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q14", "rank.distances", "shape", "divides the hits in the top k by the length of the list instead of by k",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"whole list", r"all (the )?items", r"number of items",
        r"list length", r"\bn\b items"], [r"instead of k", r"not (by )?k\b", r"rather than k", r"divid",
                                          r"denominator"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / len(y))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "takes the precision at a relevant rank before counting that rank's hit "
      "(hits/k with the old hit count, off by one)",
      [[r"off.?by.?one", r"before (count|increment|add)\w*", r"not yet counted", r"(old|previous) (hit )?count",
        r"hits? (counted|incremented|added) (too )?late", r"after (the )?precision", r"one hit (short|too few|less)",
        r"(hits|count) - ?1"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "overwrites the accumulator with each query's AP, so it returns the last "
      "query's AP divided by the number of queries",
      [[r"last query", r"overwrit\w*", r"= instead of \+=", r"not (accumulat|summ|add)\w*", r"\+=",
        r"only (the )?(last|final) (query|one)", r"replac\w* (the )?(sum|total)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, n_rel in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
        total = s / n_rel if n_rel else 0.0
    return total / len(runs)
''')

wrong("q17", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking down "
      "(ranks before) instead of the maximum over the ranks after",
      [[r"(running|cumulative) max\w*", r"from the (top|start|left|first rank)", r"ranks? before",
        r"earlier ranks", r"wrong direction", r"left to right", r"previous ranks", r"(above|up to) (the )?rank",
        r"instead of (the )?(ranks? )?(after|below|to the right|later)", r"reversed?"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros_like(y)
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0.0, 1.0, 11):
        ok = rec >= r - 1e-9
        out.append(float(best[ok][0]) if ok.any() else 0.0)
    return out
''')

wrong("q18", "pr.points", "flow", "computes the precision at a rank from labels[:i] (the ranks before it), an "
      "off-by-one slice that leaves the rank itself out",
      [[r"off.?by.?one", r"slice", r"labels\[:i\]", r"leav\w* (the )?(rank|item) (itself )?out",
        r"excludes? (the )?(current|rank|item)", r"ranks? before", r"one (rank|item) (short|too few)",
        r"not (includ|count)\w* (the )?(current|itself)"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    for i, lab in enumerate(labels):
        if lab:
            pts.append(sum(labels[:i]) / (i + 1))
    return pts
''')

wrong("q19", "map.mrr", "flow", "has no break after the first relevant item, so each query keeps the reciprocal "
      "rank of its LAST relevant item",
      [[r"\bbreak\b", r"last relevant", r"(not|never) stop", r"keeps? (on )?(looping|going)", r"overwrit\w*",
        r"instead of (the )?first", r"not the first"]], '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        val = 0.0
        for rank, lab in enumerate(run, start=1):
            if lab == 1:
                val = 1.0 / rank
        rr.append(val)
    return float(np.mean(rr))
''')

wrong("q20", "rank.p_at_k", "flow", "loops over range(1, k), so only k - 1 ranks (the first one skipped) are "
      "counted",
      [[r"off.?by.?one", r"range\(1, ?k\)", r"k ?- ?1 (ranks|items)", r"(skip|miss|leav)\w*.{0,20}(first|rank 1|last)",
        r"one (rank|item) (short|too few|missing)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q21", "pr.averaged", "flow", "creates the per-query curve once outside the query loop, so each query's "
      "maxima carry over the previous queries' precisions",
      [[r"reset", r"re.?initiali[sz]", r"outside (the )?(query )?loop", r"carr(y|ies|ied) over", r"reused?",
        r"shared", r"previous quer(y|ies)", r"accumulat\w* across", r"leak"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curve = np.zeros(11)
    total = np.zeros(11)
    for labels, n_rel in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            if n_rel == 0:
                continue
            p, r = hits / k, hits / n_rel
            for j, lev in enumerate(levels):
                if r >= lev - 1e-9:
                    curve[j] = max(curve[j], p)
        total += curve
    return list(total / len(runs))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard: raises ZeroDivisionError when "
      "P = R = 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: raises ZeroDivisionError "
      "when there is no relevant item at all", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return math.fsum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides by the length of labels[:c], so a list shorter than the class "
      "gets a precision over fewer ranks instead of over c",
      [[r"shorter", r"len\(labels\[:", r"length of the (slice|list)", r"fewer (ranks|items) than",
        r"np\.mean", r"mean of the (slice|first)"],
       [r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)", r"divid", r"denominator"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(np.mean(top)) if top.size else 0.0
''')

wrong("q25", "avg.macro", "hidden", "computes each precision as tp / (tp + fp) without a guard: raises "
      "ZeroDivisionError for a query with nothing retrieved", [ZERODIV], '''
import math

def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return math.fsum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.eleven_point", "hidden", "builds the recall levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and "
      "0.7 come out slightly too large in floating point, so a recall exactly at those levels misses them",
      [[r"float\w*", r"arange", r"rounding", r"0\.30000000000000004", r"exact(ly)? (level|recall)", r"precision error",
        r"tolerance", r"isclose", r"representation"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    vals = []
    for r in np.arange(0.0, 1.1, 0.1):
        mask = rec >= r
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q27", "scope.eps_precision", "hidden", "divides with NumPy without a guard: an empty epsilon-query "
      "gives 0/0 = nan instead of 0",
      [NAN + [r"0 ?/ ?0", r"zero (divided )?by zero", r"0\.0 ?/ ?0"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d < epsilon
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(y[inside].sum() / inside.sum())
''')

wrong("q28", "interp.step", "hidden", "uses R_(i-1) <= r < R_i (strict at the top), so a level exactly at a recall "
      "the ranking reaches takes the next point's precision",
      [[r"strict", r"level < ", r"boundary", r"equal to (a|the) recall", r"next (point|relevant)",
        r"upper (end|bound).{0,30}(excluded|open|strict)", r"one point (too )?late"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if level < hits / n_relevant:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "enumerates the grades from start=2 and divides every grade by log2(i): the "
      "ranks are shifted by one (rank 1 gets log2(2), rank 2 log2(3) ...)",
      [[r"start ?= ?2", r"enumerat\w*", r"shift\w*", r"off.?by.?one", r"ranks? (start|begin)\w* at 2",
        r"one rank (late|too far)", r"rank \+ ?1"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=2):
        total += g / math.log2(i)
    return total
''')

wrong("q30", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"order", r"swap\w*", r"revers\w*", r"other way (round|around)", r"exchang\w*", r"interchang\w*"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [round(r, 10), round(p, 10)]
''')

wrong("q31", "ap.at_k", "twin", "divides by min(k, len(labels)) (the length of the list) instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"list'?s length",
        r"number of (items|ranks) (retrieved|in the list)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    den = min(k, len(labels))
    return s / den if den and n_relevant else 0.0
''')

wrong("q32", "rank.distances", "twin", "sorts the distances in descending order (reverse=True): the farthest "
      "items first",
      [[r"descend\w*", r"reverse", r"farthest", r"largest (distance )?first", r"wrong (sort )?order",
        r"highest distance", r"as (a )?similarit", r"as (a )?score"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q33", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the columns in the wrong order), so it "
      "averages tp / (tp + fn)",
      [[r"unpack\w*", r"column", r"order", r"swap\w*", r"fp and fn", r"fn and fp", r"\[tp, ?fn, ?fp\]",
        r"(read|took|takes) (the )?(fn|third)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    total = Fraction(0)
    for tp, fn, fp in tables:
        total += Fraction(tp, tp + fp) if tp + fp else Fraction(0)
    return float(total / len(tables))
''')

wrong("q34", "roc.auc", "twin", "takes label 0 as the positive class (positives and negatives swapped)",
      [[r"label 0", r"(0|zero) as (the )?positive", r"positive.{0,20}negative.{0,20}swap\w*", r"swap\w*",
        r"classes? (swapped|inverted|reversed)", r"invert\w* (the )?labels", r"wrong class", r"1 - AUC"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * np.isclose(diff, 0)).mean())
''')

wrong("q35", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator (P + beta^2 R) instead of "
      "on the precision",
      [[r"beta.{0,20}(on|times|multipl\w*|with) (the )?recall", r"P ?\+ ?beta", r"p ?\+ ?b\w* ?\*+ ?\w*r",
        r"wrong term", r"denominator"], [r"recall", r"\bR\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = precision + b2 * recall
    return (1.0 + b2) * precision * recall / den if den > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (len(retrieved)) instead of the "
      "set of retrieved ids",
      [[r"duplicate", r"counted twice", r"counts? (it )?twice", r"len\(retrieved\)", r"not (as )?(a )?set",
        r"repeat\w*", r"list (length|instead)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.value", "data", "turns the grades into binary relevance (any grade > 0 counts 1)",
      [[r"binar\w*", r"grade ?> ?0", r"0/1", r"(ignor|drop|los)\w* (the )?grade", r"graded? (levels )?(as|treated as) 1",
        r"counts? 1", r"relevant or not"]], '''
import numpy as np

g = (np.asarray(v["grades"]) > 0).astype(float)
u = (np.asarray(v["unretrieved"]) > 0).astype(float)
def dcg(x):
    x = np.asarray(x, dtype=float)
    return float(np.sum(x / np.maximum(1.0, np.log2(np.arange(1, len(x) + 1)))))
ideal = np.sort(np.concatenate([g, u]))[::-1]
my_ndcg_value = round(dcg(g) / dcg(ideal), 4)
''')

wrong("q38", "roc.eer", "data", "treats every item as its own ROC step (tied scores split by input order) "
      "instead of one step per distinct score",
      [[r"tie", r"tied", r"same score", r"equal scores?", r"distinct scores?"],
       [r"split", r"its own (step|point)", r"per item", r"input order", r"stable", r"broken", r"separate\w*",
        r"not grouped", r"one (step|point) (per|for each) item", r"each item"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)[np.argsort(-s, kind="stable")]
    P, N = y.sum(), len(y) - y.sum()
    tpr = np.concatenate([[0.0], np.cumsum(y) / P])
    fpr = np.concatenate([[0.0], np.cumsum(1 - y) / N])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or np.isclose(diff[j], 0):
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q39", "scope.knn_ties", "data", "reads the distances as similarities: the k largest distances are taken "
      "as the nearest",
      [[r"similarit", r"largest", r"farthest", r"descend\w*", r"reverse", r"wrong (end|order|direction)",
        r"highest distance"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    d = [-x for x in distances]
    kth = sorted(d)[k - 1]
    before = sum(1 for x in d if x < kth)
    rel_before = sum(lab for x, lab in zip(d, labels) if x < kth)
    tied = [lab for x, lab in zip(d, labels) if x == kth]
    m = k - before
    rel_t, non_t = sum(tied), len(tied) - sum(tied)
    low = rel_before + max(0, m - non_t)
    high = rel_before + min(m, rel_t)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

wrong("q40", "gen.practical", "data", "takes d as the number of unjudged items and uses d + s as the database size",
      [[r"d ?\+ ?s", r"database size", r"size of the database", r"unjudged", r"d (is|as) (the )?(whole|total|database)",
        r"d already (includes|contains)", r"adds? (the )?scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (total - s + v), v / total]
''')

wrong("q41", "map.mean", "data", "uses the number of relevant items retrieved (sum of the labels) instead of the "
      "given n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"(relevant|hits) (items )?retrieved", r"ignor\w*.{0,20}n_relevant",
        r"n_relevant.{0,30}(ignored|not used|unused)", r"found (relevant|items)", r"instead of n_relevant",
        r"unretrieved"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        found = y.sum()
        if found == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / found))
    return float(np.mean(aps))
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries in n (as losses of a) instead of dropping them",
      [[r"tie", r"tied", r"equal (scores|values)", r"a ?== ?b"], [r"kept", r"keep", r"not (removed|dropped|excluded)", r"includ\w*",
                                                                  r"as (a )?loss", r"losses", r"counted in n",
                                                                  r"n (counts|includes)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
lo = min(wins, n - wins)
p = 2 * sum(comb(n, i) for i in range(lo + 1)) / 2 ** n
my_sign_p = min(1.0, p)
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "math.fsum over the precisions at the relevant ranks", '''
import math

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, precs = 0, []
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            precs.append(hits / k)
    return math.fsum(precs) / n_relevant
''')

right("q44", "interp.curve", "NumPy reverse running maximum with a tolerance on the levels", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    rec = np.cumsum(y) / n_relevant
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for r in np.linspace(0.0, 1.0, 11):
        idx = np.flatnonzero(rec >= r - 1e-9)
        out.append(float(best_after[idx[0]]) if idx.size else 0.0)
    return out
''')

right("q45", "scope.knn_ties", "counts before the k-th distance and inside its tie, with np.isclose", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    tie = np.isclose(d, kth)
    before = (d < kth) & ~tie
    slots = k - int(before.sum())
    rel_b = int(y[before].sum())
    rel_t = int(y[tie].sum())
    non_t = int(tie.sum()) - rel_t
    low = rel_b + max(0, slots - non_t)
    high = rel_b + min(slots, rel_t)
    return [low / k, high / k]
''')

right("q46", "roc.eer", "ROC points per distinct score and a linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
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

right("q47", "pr.averaged", "NumPy curves with a tolerance on the levels", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0.0, 1.0, 11)
    curves = []
    for labels, n_rel in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n_rel == 0 or y.size == 0:
            curves.append(np.zeros(11))
            continue
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / n_rel
        c = [prec[rec >= r - 1e-9].max() if (rec >= r - 1e-9).any() else 0.0 for r in levels]
        curves.append(np.asarray(c))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q48", "gen.practical", "exact Fractions, converted at the end", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)), float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
