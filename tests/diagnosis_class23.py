"""Diagnosis class 23, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of strong students of an IR evaluation
course whose mistakes are subtle -- edge cases (empty results, queries with no relevant items, k past the end of
the list), ties, float comparisons at recall levels, conventions (trec_eval versus textbook, one- versus
two-sided tests), NumPy habits (``np.mean`` of a slice or of nothing, ``nanmean``, ``argsort`` left unused),
integer counters that start one off, accumulators that are never reset, and misreadings of the input data
(column orders, duplicate ids, the direction of scores and distances). Styles vary: NumPy, explicit loops,
comprehensions, ``fractions.Fraction``, scipy. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library, the
course documents, tests/heldout_submissions.py lines 1-80 (the ``class_writer`` helper), the first 60 and last
30 lines of tests/diagnosis_class19.py (the format) and tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c23-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class23): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 23 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c23-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "returns the 11-point interpolated average precision instead of exact AP",
      [[r"11.point", r"eleven.point", r"interpolat", r"11 (recall )?levels", r"(standard|reference) recall levels"]],
      '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points = []
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / i))
    total = 0.0
    for j in range(11):
        total += max([p for r, p in points if r >= j / 10 - 1e-12], default=0.0)
    return total / 11
''')

wrong("a02", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 with the classic discount",
      [[r"2\s*(\^|\*\*)\s*(rel|g|grade)", r"exponential", r"gain of 2", r"2\^rel", r"burges"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("a03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the nearest ROC point instead of intersecting the "
      "curve's straight pieces",
      [[r"nearest", r"closest", r"no(t)? interpolat", r"without interpolat", r"average of (the )?(fpr|false positive)",
        r"\(fpr \+ fnr\) ?/ ?2", r"mean of (the )?fpr and fnr", r"smallest \|?fpr ?- ?fnr"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("a04", "avg.macro", "sibling", "micro-averaged precision (pooled counts) instead of the macro average",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp|true positives)", r"sums? over (all )?(the )?quer",
        r"total (tp|true positives)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a05", "map.mean", "sibling", "geometric mean of the APs (GMAP) instead of the arithmetic mean",
      [[r"geometric", r"gmap", r"product of", r"\blogs?\b.{0,20}(mean|average)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / n if n else 0.0)
    aps = np.maximum(np.array(aps), 1e-5)
    return float(np.exp(np.log(aps).mean()))
''')

wrong("a06", "interp.step", "sibling", "uses the 11-point rule (maximum precision at any recall >= level) instead "
      "of the lecture notes' step rule",
      [[r"max\w* (precision )?(at|over|of) (all |any )?(the )?(higher|later|greater|larger|deeper) (recall|ranks)",
        r"11.point rule", r"eleven.point", r"standard interpolation", r"max\s*\{?\s*P@k\s*:\s*R@k\s*>=",
        r"max\w* of (the )?precisions? (at|with) recall (>=|at least)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    best = 0.0
    for i, x in enumerate(labels, 1):
        hits += x
        if n_relevant and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / i)
    return best
''')

wrong("a07", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d instead of the "
      "smallest",
      [[r"upper", r"largest (possible )?generality", r"\(d - s \+ v\) ?/ ?d", r"maximum generality",
        r"highest (possible )?generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, (d - s + v) / d]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta is not squared in the F formula",
      [[r"not squared", r"unsquared", r"without squar", r"forg\w* (to )?squar", r"squar\w* (is )?missing",
        r"beta instead of beta", r"linear (in )?beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.trec", "shape", "natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"wrong base", r"base of the log", r"log base",
        r"not (in )?base 2"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log(np.arange(2, len(g) + 2))).sum())
''')

wrong("b03", "map.mrr", "shape", "the reciprocal of the mean first rank instead of the mean of the reciprocal ranks",
      [[r"reciprocal of the (mean|average)", r"1 ?/ ?mean", r"invert\w* (the )?(mean|average)", r"mean (first )?rank",
        r"average (first )?rank", r"harmonic"]], '''
import numpy as np

def my_mrr(runs):
    ranks = [int(np.argmax(r)) + 1 if any(r) else np.inf for r in runs]
    return float(1 / np.mean(ranks))
''')

wrong("b04", "roc.auc", "shape", "a tied (positive, negative) pair counts as a whole win (>=)",
      [[r"tie\w*.{0,40}(full|whole|as a win|as wins|count\w* (as )?one)", r"(full|whole) (point|credit)", r">=",
        r"greater (than )?or equal", r"instead of (a )?half"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for a in pos for b in neg if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("b05", "ap.eleven_point", "shape", "divides the sum over the 11 levels by 10",
      [[r"/ ?10\b", r"divid\w* by 10\b", r"ten (levels|instead)", r"10 instead of 11", r"number of levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        ok = rec >= j / 10 - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b06", "gen.practical", "shape", "the smallest generality uses s / d (the scope size) instead of v / d",
      [[r"\bs ?/ ?d\b", r"scope (size )?(instead of|rather than) (v|the relevant)", r"\bs instead of v\b",
        r"(confus|mix|swap)\w* .{0,20}\bs\b.{0,10}\bv\b", r"judged (items|count) instead of (the )?relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality_lower = s / d
    return [precision, recall_lower, generality_lower]
''')

wrong("b07", "scope.eps_precision", "shape", "divides the relevant hits by the number of all targets instead of "
      "the number returned",
      [[r"(all|every|whole|total|number of) (the )?targets", r"len\(distances\)", r"whole (list|collection|database)",
        r"instead of (the )?(number|count) (returned|retrieved|inside|within)", r"all (the )?items"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d < epsilon
    if not inside.any():
        return 0.0
    return float(y[inside].sum() / len(d))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "np.mean of labels[:k] divides by the slice's length, not by k, when k is past "
      "the end",
      [[r"divid\w* by (the )?(length|size|len)", r"len\(labels\[:k\]\)", r"np\.mean", r"mean of (the )?(slice|first k|top)",
        r"instead of (dividing by )?k\b", r"fewer than k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("c02", "pr.points", "flow", "the rank counter starts at 1 and is incremented before use: precision at rank "
      "i is divided by i + 1",
      [[r"off.by.one", r"one too (many|high|large)", r"rank (starts?|begins?) at (1|2)",
        r"(counter|rank) .{0,30}(start|initiali)", r"rank \+ 1", r"i \+ 1"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    rank = 1
    for x in labels:
        rank += 1
        if x:
            hits += 1
            out.append(hits / rank)
    return out
''')

wrong("c03", "map.mean", "flow", "the hit counter is set once outside the loop over queries: hits carry over from "
      "the previous query",
      [[r"reset", r"carr(y|ies|ied) over", r"not re-?initiali[sz]ed", r"outside the (query )?loop",
        r"previous quer", r"accumulat\w* across quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c04", "interp.curve", "flow", "the running maximum is taken over the ranks above (down to the first rank "
      "reaching r) instead of the ranks below",
      [[r"(earlier|previous|preceding|higher|upper) ranks", r"before (the|that|this) (rank|point)", r"to the left",
        r"(running|cumulative) max\w*", r"max\w* (over|of) (the )?(ranks|precisions) (up to|so far|seen)",
        r"lower recall"]], '''
def my_interpolated(labels, n_relevant):
    out = [0.0] * 11
    done = [False] * 11
    best = 0.0
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        best = max(best, hits / i)
        recall = hits / n_relevant if n_relevant else 0.0
        for j in range(11):
            if not done[j] and recall >= j / 10 - 1e-12:
                out[j] = best
                done[j] = True
    return out
''')

wrong("c05", "rank.r_precision", "flow", "range(1, R) stops one rank short: rank R is never counted",
      [[r"off.by.one", r"range\(1, ?R\)", r"stops? (one )?(rank )?(early|short|before)", r"miss\w* (the )?(last|R-th|rank R)",
        r"R ?- ?1 (ranks|items)", r"one rank (too )?(short|few)"]], '''
labels = v["labels"]
R = v["n_relevant"]
hits = 0
for i in range(1, R):
    if i - 1 < len(labels) and labels[i - 1]:
        hits += 1
my_r_precision = hits / R
''')

wrong("c06", "rank.distances", "flow", "computes the argsort but never uses it: P@k of the input order",
      [[r"(never|not) (re)?(sorted|ordered|reordered|ranked)", r"forg\w* to (sort|use the (order|argsort|sorted))",
        r"original (input )?order", r"order (is )?(never|not) (used|applied)", r"argsort.{0,30}(unused|never used|not used|ignored)",
        r"input order", r"as given"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)  # nearest first
    y = np.asarray(labels)
    return float(y[:k].sum() / k)
''')

wrong("c07", "scope.knn_ties", "flow", "takes the k-th distance at index k (0-based: the (k+1)-th nearest)",
      [[r"off.by.one", r"\[k\]", r"\(k ?\+ ?1\)", r"k ?\+ ?1.?th", r"one (place|rank|position) (too )?(far|late|past)",
        r"0-based|zero-based"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k]
    rel_in = sum(y for d, y in zip(distances, labels) if d < dk)
    n_in = sum(1 for d in distances if d < dk)
    rel_t = sum(y for d, y in zip(distances, labels) if d == dk)
    non_t = sum(1 for d, y in zip(distances, labels) if d == dk and not y)
    need = k - n_in
    low = rel_in + max(0, need - non_t)
    high = rel_in + min(need, rel_t)
    return [low / k, high / k]
''', crash="IndexError")

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the size of an empty set (nothing retrieved, nothing relevant)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    tp = len(ret & rel)
    return [tp / len(ret), tp / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: divides by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "interp.curve", "hidden", "levels built as i * 0.1 (0.30000000000000004): a recall of exactly 0.3 "
      "misses its level",
      [[r"floating.point", r"float(ing)? (error|rounding|comparison|precision|representation)", r"rounding error",
        r"0\.30000000000000004", r"i \* 0\.1", r"arange", r"binary fraction"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i * 0.1 for i in range(11)]
    pts = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / i))
    return [max([p for r, p in pts if r >= lv], default=0.0) for lv in levels]
''')

wrong("d04", "gen.grip_point", "hidden", "np.mean of labels[:c] divides by the slice's length when the list is "
      "shorter than the class",
      [[r"np\.mean", r"mean of (the )?(slice|first|top)", r"divid\w* by (the )?(length|size|len|number of items)",
        r"len\(labels\[:", r"shorter (list|slice)", r"instead of (by )?(c|n_relevant|the class size)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(np.asarray(labels)[:n_relevant]))
''')

wrong("d05", "scope.eps_precision", "hidden", "np.mean of an empty selection gives nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d06", "avg.macro", "hidden", "np.nanmean drops a query with nothing retrieved instead of counting its "
      "precision as 0",
      [[r"nanmean", r"(skip|drop|ignor|exclud|left out|leav)\w*.{0,40}(quer|empty|nothing retrieved)",
        r"instead of (counting|as) (it )?(as )?(0|zero)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(p))
''')

wrong("d07", "ndcg.all_judgments", "hidden", "float division of a zero DCG by a zero ideal DCG gives nan",
      [NAN], '''
import numpy as np

def _dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return (g / disc).sum()

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore"):
        return float(np.float64(_dcg(grades)) / np.float64(_dcg(ideal)))
''', scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "dcg.classic", "twin", "shifted the rank to start at 2 to avoid log2(1) = 0: every rank is one too "
      "deep (the numbers of the log2(i + 1) discount)",
      [[r"off.by.one", r"start(s|ed|ing)? (at|from) 2", r"rank (index )?shifted", r"shift\w* .{0,20}rank",
        r"avoid\w* log2?\s*\(1\)", r"start=2", r"one (rank|position) too (deep|far|late)"]], '''
import math

def my_dcg(grades):
    dcg = 0.0
    for i, g in enumerate(grades, start=2):
        dcg += g / math.log2(i)
    return dcg
''')

wrong("e02", "roc.auc", "twin", "the Mann-Whitney U from the rank sum of the negatives: 1 - AUC",
      [[r"negative(s)?'? (class |items |group )?rank.?sum", r"rank.?sum of the (negative|non.?relevant)",
        r"sum\w* (the )?ranks of the (negative|non.?relevant)", r"wrong (class|group)'?s? rank", r"U of the negative"]],
      '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels)
    r = rankdata(scores)
    n1, n0 = int((y == 1).sum()), int((y == 0).sum())
    u = r[y == 0].sum() - n0 * (n0 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("e03", "set.f_beta", "twin", "precision and recall swapped in the denominator (beta^2 R + P): the numbers "
      "of F with 1/beta",
      [[r"swap", r"\bP and R (are )?(exchanged|interchanged|reversed|the wrong way|switched)",
        r"precision and recall .{0,20}(swapped|exchanged|mixed|confused|other way|switched|interchanged)",
        r"recall where .{0,20}precision", r"beta\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)\b"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * recall + precision
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("e04", "sig.sign_test", "twin", "a one-sided binomial test (alternative='greater'): half the two-sided "
      "p-value when a wins most",
      [[r"one.sided", r"one.tailed", r"single.tailed", r"alternative\s*=\s*.?greater", r"\bgreater\b"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
n = sum(1 for x, y in zip(v["a"], v["b"]) if x != y)
my_sign_p = binomtest(wins, n, alternative="greater").pvalue
''')

wrong("e05", "scope.knn_ties", "twin", "returns the two bounds in the reverse order [highest, lowest]",
      [[r"reversed", r"swapped", r"wrong order", r"other way round", r"inverted", r"\[highest, lowest\]",
        r"order of the (two |bounds|outputs|list)"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    inside = d < dk
    tied = d == dk
    need = k - inside.sum()
    rel_t = y[tied].sum()
    non_t = tied.sum() - rel_t
    best = y[inside].sum() + min(need, rel_t)
    worst = y[inside].sum() + max(0, need - non_t)
    return [float(best / k), float(worst / k)]
''')

wrong("e06", "rank.distances", "twin", "sorted with reverse=True: the farthest items first",
      [[r"farthest", r"descending", r"reverse", r"largest (distance|value)s? first", r"wrong direction",
        r"(high|large) distances? .{0,20}(first|top)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("e07", "ap.value", "twin", "recomputes the number of relevant items as sum(labels), ignoring the given "
      "n_relevant (unretrieved relevant items left out)",
      [[r"sum\(labels\)", r"ignor\w* .{0,20}n_relevant", r"recomput\w*", r"instead of (the given|the query's) n_relevant",
        r"count\w* (the )?(relevant )?(items|ones) (in|from) the (labels|list)"]], '''
labs = v["labels"]
R = sum(labs)
my_ap_value = sum(sum(labs[:i + 1]) / (i + 1) for i, x in enumerate(labs) if x) / R
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "precision divides by the length of the retrieved list, duplicates included",
      [[r"duplicat", r"len\(retrieved\)", r"(length|size) of the (retrieved )?list", r"list (length|size) instead of (the )?set",
        r"repeated (id|item)", r"counted (it )?twice", r"counts? (it )?twice"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    tp = len(set(retrieved) & rel)
    p = tp / len(retrieved) if retrieved else 0.0
    r = tp / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f02", "avg.macro", "data", "unpacks each row as [tp, fn, fp]: the fp and fn columns read the wrong way",
      [[r"column", r"order of (the )?(fields|entries|columns|values)", r"fp and fn", r"fn and fp",
        r"false (negatives?|positives?) (and|for|as|instead of) (the )?false (positives?|negatives?)", r"unpack\w*",
        r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("f03", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking as if they were "
      "retrieved at the bottom",
      [[r"append\w*", r"(as if|as though) (they were )?retrieved", r"unretrieved.{0,40}(end of the (list|ranking)|bottom|added to the run)",
        r"(added|put|placed) .{0,30}(end|bottom|after)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)

    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))

    ideal = dcg(sorted(ranking, reverse=True))
    return dcg(ranking) / ideal if ideal else 0.0
''')

wrong("f04", "pr.averaged", "data", "recall relative to the relevant items in the run (sum(run)), ignoring the "
      "given n_relevant",
      [[r"sum\(run\)", r"ignor\w* .{0,20}n_relevant", r"relevant (items )?(in|of) the (list|run|ranking) (only|instead)",
        r"recall .{0,30}(retrieved relevant|relevant retrieved)", r"unretrieved relevant", r"never.retrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curves.append([prec[rec >= lv - 1e-9].max() if (rec >= lv - 1e-9).any() else 0.0
                       for lv in np.linspace(0, 1, 11)])
    return np.mean(curves, axis=0).tolist()
''')

wrong("f05", "roc.eer", "data", "reads the scores as distances: a lower score taken as more likely positive",
      [[r"lower scores? (means?|as|=|is) (more )?(positive|relevant|better|likely)", r"distance",
        r"(sign|direction) of the scores?", r"scores? (read|taken|treated) as (distances|costs|ranks)",
        r"(ascending|increasing) (score )?order", r"negat\w* the scores"]], '''
import numpy as np

def my_eer(scores, labels):
    s = -np.asarray(scores, dtype=float)   # smaller is closer, so flip
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    for j in range(1, len(fpr)):
        a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
        if b >= 0:
            if b == 0 or b == a:
                return float(fpr[j])
            t = -a / (b - a)
            return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
    return 1.0
''')

wrong("f06", "gen.practical", "data", "reads d as the number of items outside the judged scope (database = d + s)",
      [[r"d \+ s", r"add\w* (the )?s\b", r"d (as|is|was read as) .{0,30}(unjudged|outside|beyond|remaining|rest)",
        r"(unjudged|remaining) items", r"database size .{0,20}(wrong|misread|excludes)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("f07", "scope.eps_precision", "data", "reads the distances as similarities: returns the targets with "
      "d > epsilon",
      [[r"similarit", r"greater than epsilon", r"d > eps", r"(farther|further|beyond|outside)", r"wrong side",
        r"above epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    sel = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(sel) / len(sel) if sel else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("g01", "ap.at_k", "loop with min(k, n_relevant) guarded", '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

right("g02", "pr.averaged", "exact Fraction levels and recalls", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts = []
        hits = 0
        for i, x in enumerate(run, 1):
            hits += 1 if x else 0
            pts.append((Fraction(hits, n), hits / i))
        for j in range(11):
            sums[j] += max([p for r, p in pts if r >= Fraction(j, 10)], default=0.0)
    return [s / len(runs) for s in sums]
''')

right("g03", "scope.knn_ties", "NumPy counts inside and on the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    dk = np.sort(d)[k - 1]
    inside, tied = d < dk, d == dk
    need = k - int(inside.sum())
    rel_t = int(y[tied].sum())
    non_t = int(tied.sum()) - rel_t
    base = int(y[inside].sum())
    return [(base + max(0, need - non_t)) / k, (base + min(need, rel_t)) / k]
''')

right("g04", "ndcg.all_judgments", "plain loops, ideal over all judgments", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x / math.log2(i) if i > 1 else x for i, x in enumerate(g, 1))

    idcg = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

right("g05", "pr.points", "comprehension over cumulative hits", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(1 if x else 0 for x in labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("g06", "interp.step", "Fractions for the recall intervals", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    r = Fraction(str(level))
    prev = Fraction(0)
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            cur = Fraction(hits, n_relevant)
            if prev < r <= cur:
                return hits / i
            prev = cur
    return 0.0
''')

SUBMISSIONS = tuple(S)
