"""Diagnosis class 80, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course taken by
engineering and physics students with numerical-methods habits -- np.interp and np.trapezoid areas, np.isclose
and tolerances, np.linspace for levels, np.diff / np.cumsum, normalising vectors, percentages versus fractions,
log scales and unit conversions, clipping to [0, 1]. Only the task registry (``ireval_teach/exercises/tasks.py``
and ``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and
the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c80-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class80).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 80 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c80-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns the 11-point interpolated average precision (mean of the interpolated "
      "precisions at np.linspace(0, 1, 11)) instead of exact AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"recall levels", r"11 (recall )?levels"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant
    levels = np.linspace(0.0, 1.0, 11)
    interp = [prec[rec >= r - 1e-12].max() if np.any(rec >= r - 1e-12) else 0.0 for r in levels]
    return float(np.mean(interp))
''')

wrong("q02", "ndcg.all_judgments", "sibling", "NDCG with the log2(i + 1) discount at every rank (the TREC "
      "formulation) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"log2\(rank ?\+ ?1\)", r"trec (formulation|discount|dcg)", r"i ?\+ ?1", r"every rank discounted",
        r"rank 1 (is )?discounted", r"(wrong|other|another) (formulation|discount)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q03", "avg.macro", "sibling", "returns the micro-averaged precision (total tp over total tp + fp) instead of "
      "the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp)", r"total (tp|true positives)",
        r"(summed|added) (up )?(over|across) (the )?queries", r"global (precision|counts)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q04", "map.mean", "sibling", "returns the mean reciprocal rank (1 / rank of the first relevant item) instead "
      "of mean average precision",
      [[r"reciprocal rank", r"\bMRR\b", r"first relevant", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        for rank, rel in enumerate(run, start=1):
            if rel:
                total += 1.0 / rank
                break
    return total / len(runs)
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches each level "
      "(the step rule, no maximum over later ranks) instead of the interpolated maximum",
      [[r"first rank", r"step (rule|interpolation)", r"no max", r"without (the |a )?max",
        r"(not|never) (the |take the )?max", r"max\w* (over|to the right|of later)",
        r"(later|following|deeper) ranks"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in [i / 10 for i in range(11)]:
        idx = np.flatnonzero(rec >= r)
        out.append(float(prec[idx[0]]) if idx.size else 0.0)
    return out
''')

wrong("q06", "gen.practical", "sibling", "returns the generality's upper bound (d - s + v) / d instead of its lower "
      "bound v / d",
      [[r"upper bound", r"largest (possible )?generality", r"d ?- ?s ?\+ ?v", r"maximum generality",
        r"highest (possible )?generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = (d - s + v) / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead of "
      "the log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"rel_?1 (is )?(not|un)discounted", r"first (grade|item|rank) "
        r"(is )?(not|un)discounted", r"(wrong|other|another) (formulation|discount)", r"log2\(rank\)"]], '''
import numpy as np
g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
disc = np.log2(np.maximum(ranks, 2))
my_dcg_trec = round(float(g[0] + np.sum(g[1:] / disc[1:])), 4)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared: (1 + beta) P R / (beta P + R)",
      [[r"beta squared", r"beta\*\*2", r"squar\w*", r"b\^?2", r"not squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "uses the natural logarithm np.log instead of log2 for the discount",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"base e", r"(wrong|other|another) (log )?base",
        r"base.?2", r"log.?base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    i = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q10", "sig.sign_test", "shape", "returns the one-sided tail probability (the binomial tail not doubled) for "
      "the two-sided test",
      [[r"one.?sided", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"factor (of )?2",
        r"both tails", r"one tail", r"single tail"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|win)", r"(full|whole) (win|point|credit).{0,30}tie",
        r">=", r"greater (than )?or equal"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b", r"divid\w* by (the number of )?(intervals|steps)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        mask = rec >= r - 1e-9
        total += prec[mask].max() if mask.any() else 0.0
    return float(total / 10)
''')

wrong("q13", "map.mrr", "shape", "returns the sum of the reciprocal ranks, not divided by the number of queries",
      [[r"\bsum\b", r"not (divided|averaged)", r"never (divided|averaged)", r"(no|without|missing) (the )?"
        r"(mean|average|division)", r"divid\w* by (the number of )?queries", r"number of queries"]], '''
def my_mrr(runs):
    rr = 0.0
    for run in runs:
        for i, rel in enumerate(run):
            if rel:
                rr += 1 / (i + 1)
                break
    return rr
''')

wrong("q14", "roc.eer", "shape", "returns FPR + FNR at the crossing (the sum, not its half) instead of the error "
      "rate where they are equal",
      [[r"\bsum\b", r"twice", r"double", r"not halved", r"(no|without|missing|forg[eo]t\w*) (the )?(/ ?2|half|"
        r"halving|division by 2)", r"fpr ?\+ ?fnr", r"2 ?(x|\*|times)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(np.sum((s >= t) & ~y) / N)
        tpr.append(np.sum((s >= t) & y) / P)
    fpr, fnr = np.array(fpr), 1.0 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0:
        return float(fpr[j] + fnr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    xn = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
    return float(x + xn)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop runs over range(1, k) and so counts only the first k - 1 ranks (the "
      "k-th rank is never looked at)",
      [[r"k ?- ?1", r"off.by.one", r"range\(1, ?k\)", r"last rank", r"k-th (rank|item)", r"one (rank|item) "
        r"(too )?(short|few)", r"misses the"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank (the append is outside the `if relevant`), not "
      "only at the relevant ranks",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"outside (the )?if",
        r"not only (at )?(the )?relevant", r"one per rank", r"irrelevant (ranks|items)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        out.append(hits / k)
    return out if hits else []
''')

wrong("q17", "interp.step", "flow", "the loop over the relevant items has no break: it returns the precision at the "
      "LAST relevant item whose recall reaches the level, not the first",
      [[r"no break", r"without (a )?break", r"break", r"\blast\b", r"not the first", r"first (relevant|point|"
        r"item) (whose|that|reaching)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / k
    return p
''')

wrong("q18", "pr.averaged", "flow", "the running maximum of the backward pass is initialised once before the "
      "query loop and never reset, so an earlier query's precision leaks into later queries' curves",
      [[r"reset", r"re.?initiali[sz]\w*", r"(carried|carries|leaks?|leaking) (over|into|across)",
        r"(previous|earlier|other) quer(y|ies)", r"outside (the )?(query )?loop", r"once (before|for all)",
        r"shared (max|variable)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    best = 0.0
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or y.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        interp = np.empty_like(prec)
        for i in range(len(prec) - 1, -1, -1):
            best = max(best, prec[i])
            interp[i] = best
        curve = []
        for r in levels:
            idx = np.flatnonzero(rec >= r - 1e-9)
            curve.append(interp[idx[0]] if idx.size else 0.0)
        curves.append(np.array(curve))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "ndcg.value", "flow", "the ideal ranking (retrieved plus unretrieved grades) is never sorted from high "
      "to low: IDCG is taken in the given order",
      [[r"(not|never|un)\s?sort\w*", r"without sort\w*", r"sort\w*.{0,30}(high to low|descend|decreas)",
        r"(given|original|input) order"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    return float(np.sum(g / disc))

ideal = list(v["grades"]) + list(v["unretrieved"])
idcg = dcg(ideal)
my_ndcg_value = dcg(v["grades"]) / idcg if idcg > 0 else 0.0
''')

wrong("q20", "scope.knn_ties", "flow", "sorts twice (relevant last, relevant first) but computes both bounds from the "
      "first sorted order (the variable is reused)",
      [[r"reus\w*", r"same (sort(ed)?|order|ranking)",
        r"(second|other) (sort|order).{0,30}(unused|ignored|never used)", r"copy.?paste"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order_low = np.lexsort((y, d))
    order_high = np.lexsort((-y, d))
    low = y[order_low][:k].sum() / k
    high = y[order_low][:k].sum() / k
    return [float(low), float(high)]
''')

wrong("q21", "ap.value", "flow", "the hit counter is incremented after the precision is taken, so each relevant "
      "rank uses one hit too few",
      [[r"(incremented|increased|updated|counted|added) (after|too late|late)", r"one (hit )?too few",
        r"off.by.one", r"before (the )?(hit|counter) (is )?(incremented|counted|updated)", r"(hit|counter) late",
        r"not (yet )?count\w* (the )?(current|this)"]], '''
labels, n_rel = v["labels"], v["n_relevant"]
hits = 0
total = 0.0
for k, rel in enumerate(labels, start=1):
    if rel:
        total += hits / k
        hits += 1
my_ap_value = round(total / n_rel, 4)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "np.mean(labels[:c]) divides by the length of the slice, so a list shorter "
      "than the class divides by the list length instead of c",
      [[r"list (length|len)", r"len\(labels\)", r"slice", r"divid\w* by (the )?(list|"
        r"number retrieved)", r"instead of (c|n_relevant)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = n_relevant
    return float(np.mean(np.asarray(labels[:c], dtype=float)))
''')

wrong("q23", "set.pr", "hidden", "divides by the number retrieved without a guard: raises ZeroDivisionError when "
      "nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret)
    recall = hit / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "caps the denominator also by the list length, min(k, n_relevant, len(labels)), "
      "so a list shorter than k divides by its length",
      [[r"len\(labels\)", r"list length", r"length of the list", r"shorter than k", r"list is shorter",
        r"min\(k, ?n_relevant, ?len", r"cap\w* by (the )?(list|length)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q25", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan (mean of an "
      "empty array) when nothing is within epsilon",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned)", r"no (target|item)s? (within|inside|returned)",
             r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "avg.macro", "hidden", "skips a query with nothing retrieved (drops it from the mean) instead of "
      "counting its precision as 0",
      [[r"skip\w*", r"drop\w*", r"left out", r"leav\w* out", r"exclud\w*", r"ignor\w*",
        r"(not|never) count\w*", r"fewer queries"]], '''
import numpy as np

def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    return float(np.mean(precs)) if precs else 0.0
''')

wrong("q27", "pr.averaged", "hidden", "divides the hits by n_relevant without a guard: a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        P, R = [], []
        hits = 0
        for k, rel in enumerate(labels, start=1):
            hits += rel
            P.append(hits / k)
            R.append(hits / n)
        for j, r in enumerate(levels):
            total[j] += max([p for p, rr in zip(P, R) if rr >= r], default=0.0)
    return [t / len(runs) for t in total]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "divides DCG by IDCG without a guard: 0 / 0 gives nan when there is no "
      "relevant item at all",
      [NAN, [r"ideal (dcg )?(is )?(0|zero)", r"idcg (is |= ?)?(0|zero)", r"0 ?/ ?0", r"zero ideal",
             r"divi\w* by (0|zero)", r"guard", r"no relevant"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1)))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "takes np.mean(labels[:k]): when k is beyond the end of the list the slice is "
      "shorter, so it divides by the list length instead of k",
      [[r"slice", r"list length", r"len\(labels\)", r"divid\w* by (the )?(length|number of (items|labels)|list)",
        r"shorter than k", r"instead of k", r"mean of"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(np.asarray(labels, dtype=float)[:k]))
''')

wrong("q30", "rank.distances", "twin", "ranks the farthest item first (argsort reversed with [::-1], as for "
      "similarity scores) instead of the nearest first",
      [[r"farthest", r"largest distance", r"descending", r"revers\w*", r"\[::-1\]", r"highest distance",
        r"(as|like) (a )?similarit", r"wrong direction", r"nearest (last|at the bottom)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")[::-1]
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q31", "roc.auc", "twin", "takes label 0 as the positive class (labels inverted), so it returns 1 - AUC",
      [[r"(label|class)\w*.{0,30}(invert|swap|flip|revers)", r"(invert|swap|flip|revers)\w*.{0,30}(label|class)",
        r"label 0 (as|is) (the )?positive", r"positive class", r"negatives? as positives?"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos_mask = np.asarray(labels) == 0
    pos, neg = s[pos_mask], s[~pos_mask]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * np.isclose(diff, 0)).mean())
''')

wrong("q32", "gen.practical", "twin", "divides v by the scope s instead of the database size d for the generality's "
      "lower bound (giving the precision again)",
      [[r"divid\w* by (the )?(scope|s\b)", r"v ?/ ?s", r"instead of (the )?(database|d\b)",
        r"database size", r"not (by )?d\b", r"scope instead"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v > 0 else 0.0
    generality_lower = v / s
    return [precision, recall_lower, generality_lower]
''')

wrong("q33", "set.f_beta", "twin", "swaps P and R in the denominator: beta^2 R + P instead of beta^2 P + R",
      [[r"swap\w*", r"(P|precision) and (R|recall) (are )?(swapped|exchanged|interchanged|confused|the wrong way)",
        r"beta\^?2 ?\*? ?R", r"beta.{0,10}(times|on|multipl\w*) (the )?recall", r"wrong (term|one)",
        r"denominator"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den > 0 else 0.0
''')

wrong("q34", "interp.curve", "twin", "uses a strict comparison R@k > r instead of R@k >= r, so a rank whose recall "
      "equals the level does not count for it",
      [[r"strict", r"greater than or equal", r"(recall )?equal\w* (to )?the level", r"exactly (at|the) "
        r"level", r"> r\b"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for i in range(11):
        r = i / 10
        m = rec > r
        out.append(float(prec[m].max()) if m.any() else 0.0)
    return out
''')

wrong("q35", "ap.eleven_point", "twin", "integrates the interpolated curve with np.trapezoid over the recall levels "
      "(the trapezoid area, end levels weighted 1/2) instead of taking the plain mean of the 11 values",
      [[r"trapez\w*", r"trapz", r"area", r"integra\w*", r"end (points|levels) (weighted|counted) (half|1/2)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    levels = np.linspace(0, 1, 11)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    curve = np.array([prec[rec >= r - 1e-9].max() if np.any(rec >= r - 1e-9) else 0.0 for r in levels])
    return float(np.trapezoid(curve, levels))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances but takes the labels in their original order "
      "(the labels are never reordered with the distances)",
      [[r"(labels?|relevance) (are |is )?(not|never) (re)?(ordered|sorted|permuted)", r"original order",
        r"not (re)?ordered", r"(mis|un)aligned", r"same order", r"labels? (of the )?(unsorted|input) order",
        r"argsort.{0,30}labels"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.sort(np.asarray(distances, dtype=float))
    y = np.asarray(labels, dtype=float)
    return float(np.sum(y[:k]) / k)
''')

wrong("q37", "map.mean", "data", "takes each query's number of relevant items as the relevant items in its list "
      "(sum(run)) instead of the given n_relevant",
      [[r"sum\(run\)", r"(relevant )?(items )?(in|of) the (list|run)", r"retrieved relevant",
        r"(ignor\w*|instead of) (the )?(given )?n_relevant",
        r"(counts|counted) (the )?relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        if R == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float(np.sum(prec * y) / R))
    return float(np.mean(aps))
''')

wrong("q38", "set.pr", "data", "uses the lists as given, so an id retrieved twice is counted twice (no set)",
      [[r"duplicat\w*", r"(not|no|never) (as |into )?a set\b", r"counted (twice|more than once)",
        r"repeated", r"list(s)? instead of (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    found = {d for d in retrieved if d in relevant}
    recall = len(found) / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("q39", "gen.grip_point", "data", "takes the class size as the relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|of) the (list|ranking)", r"retrieved relevant",
        r"(ignor\w*|instead of) (the )?(given )?n_relevant", r"unretrieved",
        r"never retrieved"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    top = list(labels[:c]) + [0] * max(0, c - len(labels))
    return sum(top) / c
''')

wrong("q40", "avg.macro", "data", "reads each table as [tp, fn, fp] (columns swapped), so it averages "
      "tp / (tp + fn), the recalls",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"fn (and|for) fp", r"fp (and|for) fn", r"swap\w*", r"recall",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"(order|layout) of the table"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 2]
    den = tp + fp
    p = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(p.mean())
''')

wrong("q41", "dcg.classic", "data", "normalises the grades to [0, 1] (divides by the top grade 3) before summing",
      [[r"normali[sz]\w*", r"divid\w* (the )?grades? by 3", r"/ ?3", r"scal\w*", r"\[0, ?1\]",
        r"top grade", r"max(imum)? grade"]], '''
import numpy as np

def my_dcg(grades):
    g = np.clip(np.asarray(grades, dtype=float) / 3.0, 0.0, 1.0)
    if g.size == 0:
        return 0.0
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    return float(np.sum(g / disc))
''')

wrong("q42", "interp.step", "data", "reads the level as a percentage and divides it by 100, so every level is "
      "reached by the first relevant item",
      [[r"percent\w*", r"/ ?100", r"divid\w* by 100", r"fraction", r"unit\w*", r"100"]], '''
def my_step_interpolated(labels, n_relevant, level):
    r = level / 100.0
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant >= r:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "NumPy argmax on each run, np.any to spot empty ones", '''
import numpy as np

def my_mrr(runs):
    rr = []
    for run in runs:
        y = np.asarray(run)
        rr.append(1.0 / (np.argmax(y) + 1) if np.any(y) else 0.0)
    return float(np.mean(rr))
''')

right("q44", "pr.points", "list comprehension over np.cumsum", '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    return [float(hits[i] / (i + 1)) for i in range(len(y)) if y[i]]
''')

right("q45", "ap.at_k", "exact fractions.Fraction accumulation", '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += Fraction(hits, i)
    return float(s / denom)
''')

right("q46", "scope.eps_precision", "boolean mask with a guard for the empty result", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d < epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

right("q47", "scope.knn_ties", "counting the tie group around the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    closer = d < dk
    tied = d == dk
    need = k - int(closer.sum())
    rel_in = int(y[closer].sum())
    tied_rel = int(y[tied].sum())
    tied_non = int(tied.sum()) - tied_rel
    low = rel_in + max(0, need - tied_non)
    high = rel_in + min(need, tied_rel)
    return [low / k, high / k]
''')

right("q48", "dcg.classic", "itertools.starmap over enumerated ranks", '''
from itertools import starmap
from math import log2

def my_dcg(grades):
    return sum(starmap(lambda i, g: g if i == 1 else g / log2(i), enumerate(grades, start=1)))
''')

SUBMISSIONS = tuple(S)
