"""Diagnosis class 77, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
optimise for speed: early exits once the answer "cannot change", caches and precomputed tables (a discount table
of fixed size, a memo keyed on the wrong thing), in-place updates of the input or of a reused buffer,
bisect/searchsorted instead of a scan, loop bounds taken from a precomputed length, vectorised masks instead of
loops. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, generators, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c77-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class77).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 77 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c77-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "computes the 11-point interpolated average precision instead of exact "
      "(non-interpolated) AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"recall levels", r"p_interp"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    out = 0.0
    for r in np.linspace(0, 1, 11):
        idx = np.searchsorted(rec, r - 1e-12)
        out += best[idx] if idx < len(best) else 0.0
    return float(out / 11)
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the macro average of the queries' precisions",
      [[r"micro", r"pool\w*", r"summ?(ed|ing)? (the )?(counts|tp|tables|columns).{0,40}(before|first|then)",
        r"total tp", r"sum of (the )?tp", r"aggregat\w* (the )?counts", r"weighted by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "interp.curve", "sibling", "reads the precision at the first rank whose recall reaches each level "
      "(the lecture's step rule) instead of the maximum precision at any rank from there on",
      [[r"first rank", r"step (rule|interpolation)", r"not the max", r"without (the |taking the )?max",
        r"no max", r"instead of the max", r"max\w* (to|on) the right", r"later ranks?"]], '''
import bisect

def my_interpolated(labels, n_relevant):
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / i)
    out = []
    for j in range(11):
        r = j / 10
        idx = bisect.bisect_left(recalls, r - 1e-12)
        out.append(precs[idx] if idx < len(precs) else 0.0)
    return out
''')

wrong("q04", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality",
        r"maximum generality", r"\(d - s \+ v\) ?/ ?d", r"d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q05", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"recall(s)? (of|at) (each|every|the) (point|relevant)", r"recalls? instead", r"returns? (the )?recalls?",
        r"hits ?/ ?n_relevant", r"divid\w* by n_relevant", r"x.coordinate"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)[y == 1]
    return [float(h / n_relevant) for h in hits]
''')

wrong("q06", "dcg.trec", "sibling", "computes classic DCG (rank 1 undiscounted, then log2(i)) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2 ?\(i\)", r"log_?2 ?i\b", r"rank 1 (is )?(not|un)discounted", r"first (rank|item) "
        r"(not|un)discounted", r"instead of log2 ?\(i ?\+ ?1\)"]], '''
import math

DISC = [1.0] + [math.log2(i) for i in range(2, 65)]
my_dcg_trec = sum(g / DISC[i] for i, g in enumerate(v["grades"]))
''')

wrong("q07", "ap.value", "sibling", "computes the R-precision (precision at rank n_relevant) instead of average "
      "precision",
      [[r"r.?precision", r"precision at (rank )?r\b", r"p@r", r"precision at (rank )?n_relevant",
        r"precision at the class size"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R]
my_ap_value = sum(top) / R
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where beta squared belongs (the precomputed weight is never squared)",
      [[r"not squared", r"never squared", r"without squar", r"forg[eo]t.{0,20}squar", r"beta instead of beta",
        r"beta\^?2? ?(is )?missing", r"square of beta", r"beta ?\*\* ?2", r"beta squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    w = beta
    return (1 + w) * precision * recall / (w * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"base e\b", r"np\.log\b", r"math\.log\b", r"wrong base", r"another base",
        r"base of the log", r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

wrong("q10", "ap.at_k", "shape", "divides the hits at each relevant rank by k instead of by the rank i (P@k in "
      "place of P@i)",
      [[r"by k\b", r"/ ?k\b", r"p@k (instead|in place) of p@i", r"k instead of (the )?rank", r"k and i",
        r"i and k", r"confus\w* .{0,20}\bk\b", r"instead of (by )?(the )?rank"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    hits = np.cumsum(y)
    return float((hits[y == 1] / k).sum() / den)
''')

wrong("q11", "roc.eer", "shape", "solves the crossing with the difference of the step sizes (dFPR - dTPR) where "
      "their sum belongs",
      [[r"sign", r"minus instead of plus", r"difference instead of (the )?sum", r"dfpr ?- ?dtpr",
        r"subtract\w* .{0,30}instead of add", r"(sum|plus).{0,30}(denominator|step)",
        r"wrong (interpolation|crossing|intersection)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    pts = [(0.0, 0.0)]
    for t in np.unique(s)[::-1]:
        m = s >= t
        pts.append((((y == 0) & m).sum() / N, ((y == 1) & m).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        if f1 >= 1 - t1:
            den = (f1 - f0) - (t1 - t0)
            a = (1 - t0 - f0) / den if den else 0.0
            return float(f0 + a * (f1 - f0))
    return 1.0
''')

wrong("q12", "gen.grip_point", "shape", "divides the hits in the top c by the length of the list instead of by c",
      [[r"len(gth)?\(?(of )?(the )?(labels|list)", r"list length", r"whole list", r"instead of (by )?c\b",
        r"instead of (by )?n_relevant", r"number of (items|ranks) retrieved", r"by s instead"]], '''
def my_grip_point(labels, n_relevant):
    n = len(labels)
    return sum(labels[:n_relevant]) / n
''')

wrong("q13", "ndcg.value", "shape", "adds the first grade twice: rel_1 up front and again in a sum that starts "
      "at rank 1 (discount 1 there)",
      [[r"twice", r"double.?count\w*", r"counted (two|2) times", r"rel_?1 .{0,30}again",
        r"first (grade|item|rank|term) .{0,30}(again|twice|double)", r"extra rel_?1", r"sum (starts|from) (at )?(rank )?1"]], '''
import math

def dcg(gs):
    if not gs:
        return 0.0
    return gs[0] + sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided tail probability (not doubled) as the two-sided "
      "p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"without doubling", r"forg[eo]t.{0,20}"
        r"(doubl|2 ?\*|times 2)", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

d = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(d)
w = sum(1 for x in d if x > 0)
k = min(w, n - w)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.eleven_point", "flow", "builds the levels with np.arange(0, 1, 0.1): level 1.0 is left out and "
      "the mean is over 10 levels",
      [[r"1\.0 (is )?(left out|missing|dropped|excluded|omitted)", r"(misses|omits|skips|drops) (the )?(level )?1\.0",
        r"10 levels", r"ten levels", r"only 10", r"arange", r"last level", r"level 1(\.0)? (is )?not"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    levels = np.arange(0, 1, 0.1)
    vals = [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("q16", "map.mrr", "flow", "the reciprocal rank is not reset between queries: a query with no relevant item "
      "reuses the previous query's value",
      [[r"not reset", r"never reset", r"previous query", r"carr\w* over", r"reuse\w*", r"stale", r"left over",
        r"from the query before"]], '''
def my_mrr(runs):
    total = 0.0
    rr = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
                break
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "cuts every query's ranking to the length of the first query (a loop bound "
      "precomputed once)",
      [[r"first query'?s? length", r"length of the first", r"len\(runs\[0\]\)", r"precomputed length",
        r"truncat\w*", r"cut\w* .{0,40}(shorter|length|first)", r"same length"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    n = len(runs[0])
    acc = np.zeros(11)
    for lab, R in zip(runs, n_relevant):
        if R == 0:
            continue
        y = np.asarray(lab[:n], dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        for j in range(11):
            m = rec >= j / 10 - 1e-12
            acc[j] += prec[m].max() if m.any() else 0.0
    return list(acc / len(runs))
''')

wrong("q19", "interp.step", "flow", "bisect_right on the recalls: at a level equal to a recall R_i it takes the "
      "next point P_(i+1) instead of P_i",
      [[r"bisect_right", r"next point", r"one point (too )?late", r"P_?\(?i ?\+ ?1", r"strict\w*",
        r"r < level", r"> level", r"equal to a recall"]], '''
import bisect

def my_step_interpolated(labels, n_relevant, level):
    recalls, precs, hits = [], [], 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            recalls.append(hits / n_relevant)
            precs.append(hits / i)
    j = bisect.bisect_right(recalls, level)
    return precs[j] if j < len(precs) else 0.0
''')

wrong("q20", "dcg.exponential", "flow", "the loop starts at index 1: the first rank's gain is never added",
      [[r"first (rank|grade|item|term|gain)", r"rank 1", r"range\(1", r"index 1", r"skip\w*", r"off.by.one",
        r"left out"]], '''
import math

g = v["grades"]
my_dcg_exp = 0.0
for i in range(1, len(g)):
    my_dcg_exp += (2 ** g[i] - 1) / math.log2(i + 2)
''')

wrong("q21", "map.mean", "flow", "caches each query's AP keyed on n_relevant only: a later query with the same "
      "number of relevant items reuses the earlier query's AP",
      [[r"cache", r"memo", r"keyed on", r"reuse\w*", r"same n_relevant", r"earlier query", r"previous query",
        r"same number of relevant"]], '''
def my_map(runs, n_relevant):
    memo = {}
    total = 0.0
    for lab, R in zip(runs, n_relevant):
        if R not in memo:
            hits, s = 0, 0.0
            for i, x in enumerate(lab, 1):
                if x:
                    hits += 1
                    s += hits / i
            memo[R] = s / R if R else 0.0
        total += memo[R]
    return total / len(runs)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.p_at_k", "flow", "clips k to the list length first, so a list shorter than k is divided by "
      "its own length instead of by k",
      [[r"clip\w*", r"min\(k", r"divid\w* by (the )?(list'?s? )?length", r"len\(labels\)",
        r"instead of (by )?k\b", r"missing ranks .{0,30}(dropped|ignored|not counted)", r"shorter.{0,40}length"]], '''
def my_p_at_k(labels, k):
    k = min(k, len(labels))
    return sum(labels[:k]) / k
''')

wrong("q18", "rank.distances", "hidden", "np.argpartition(d, k) needs k < len(d): k equal to the whole list "
      "raises ValueError (kth out of bounds)",
      [[r"argpartition", r"kth", r"out of bounds", r"ValueError"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return float(np.asarray(labels)[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q23", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "the mean of an empty slice when nothing is within epsilon gives "
      "nan instead of 0", [NAN + [r"empty (slice|result|mean)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    order = np.argsort(d, kind="stable")
    n_in = np.searchsorted(d[order], epsilon, side="left")
    return float(np.asarray(labels, dtype=float)[order][:n_in].mean())
''')

wrong("q25", "ap.at_k", "hidden", "loops over range(k) and indexes the labels: k longer than the list raises "
      "IndexError", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / den
''', crash="IndexError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: no relevant item at all raises "
      "ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / (math.log2(i) if i > 1 else 1.0) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "pr.averaged", "hidden", "skips queries with no relevant items and divides by the number of queries "
      "kept, so such a query does not pull the mean down with its zeros",
      [[r"skip\w*", r"left out", r"dropp?\w*", r"exclud\w*", r"ignor\w*", r"not counted",
        r"divid\w* by (the )?(number of )?(queries )?(kept|used|with relevant)", r"fewer queries"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for lab, R in zip(runs, n_relevant):
        if R == 0:
            continue
        y = np.asarray(lab, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        best = np.maximum.accumulate(prec[::-1])[::-1]
        idx = np.searchsorted(rec, np.linspace(0, 1, 11) - 1e-12)
        curves.append(np.where(idx < len(best), best[np.minimum(idx, len(best) - 1)], 0.0))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q28", "dcg.classic", "hidden", "a precomputed discount table of 20 ranks: zip stops there, so grades "
      "beyond rank 20 are dropped",
      [[r"\b20\b", r"fixed.?size", r"table", r"precomputed", r"truncat\w*", r"zip",
        r"beyond rank", r"long (list|ranking).{0,40}(dropped|cut|ignored)"]], '''
import math

_DISC = [1.0] + [math.log2(i) for i in range(2, 21)]

def my_dcg(grades):
    return sum(g / d for g, d in zip(grades, _DISC))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator (beta^2 R + P), which equals F "
      "with 1/beta",
      [[r"swap\w*", r"precision and recall (are )?(exchanged|interchanged|switched|the other way)",
        r"beta\^?2? ?\*? ?r(ecall)? ?\+ ?p", r"wrong (term|one)s? (weighted|multiplied)", r"weights? recall",
        r"multipl\w* (the )?recall"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    den = b2 * recall + precision
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q30", "roc.auc", "twin", "takes the label 0 as the positive class (mask labels == 0), giving 1 - AUC",
      [[r"label 0", r"labels? ?== ?0", r"0 as (the )?positive", r"positive and negative (are )?(swapped|exchanged)",
        r"classes (swapped|exchanged)", r"(inverted|swapped|flipped) labels?", r"labels? (inverted|swapped|flipped)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos_mask = np.asarray(labels) == 0
    pos, neg = s[pos_mask], s[~pos_mask]
    wins = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q31", "scope.knn_ties", "twin", "the tie-break sort keys are inverted: the 'lowest' sort puts tied relevant "
      "targets first (key -label) and the 'highest' puts them last",
      [[r"sort key", r"key", r"-label", r"-y\b", r"sign of the label", r"tie.?break\w* (is |are )?(inverted|reversed|"
        r"the wrong way)", r"relevant (targets )?first for the low"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q32", "map.mean", "twin", "pools the precision sums of all queries and divides once by the total number of "
      "relevant items (one division at the end)",
      [[r"pool\w*", r"one division", r"divid\w* once", r"total (number of )?relevant", r"sum of n_relevant",
        r"micro", r"single division", r"summed over (all )?queries"]], '''
def my_map(runs, n_relevant):
    num = 0.0
    for lab in runs:
        hits = 0
        for i, x in enumerate(lab, 1):
            if x:
                hits += 1
                num += hits / i
    den = sum(n_relevant)
    return num / den if den else 0.0
''')

wrong("q33", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (fp and fn columns swapped)",
      [[r"column", r"unpack\w*", r"\[tp, ?fn, ?fp\]", r"fp and fn (are )?(swapped|exchanged|mixed)",
        r"fn and fp (are )?(swapped|exchanged|mixed)", r"order of (the )?(table|entries|fields)"]], '''
def my_macro_precision(tables):
    ps = []
    for tp, fn, fp in tables:
        ps.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(ps) / len(ps)
''')

wrong("q34", "interp.step", "twin", "saves the precision after the recall test, so it returns the point before the "
      "one that reaches the level (one pass late)",
      [[r"one pass late", r"after the (test|check|comparison)", r"before (it is )?updat\w*",
        r"previous (relevant )?(point|rank)", r"point before", r"stale", r"P_?\(?i ?- ?1"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, p = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return p
            p = hits / i
    return 0.0
''')

wrong("q35", "rank.distances", "twin", "takes the last k of the ascending order ([-k:]): the k farthest items",
      [[r"\[-k:\]", r"last k", r"from the end", r"farthest", r"end of the (sorted )?(order|list)",
        r"slic\w* .{0,30}(end|wrong side)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    return float(np.asarray(labels)[order[-k:]].sum() / k)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts a duplicated retrieved id twice in the precision's denominator (the list "
      "length, not the set size)",
      [[r"duplicat\w*", r"not a set", r"len\(retrieved\)", r"list length", r"repeated id",
        r"counted (two|2) times", r"length of the (retrieved )?list"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "map.mrr", "data", "np.argmax of a query with no relevant item is 0, read as a hit at rank 1 "
      "(reciprocal rank 1 instead of 0)",
      [[r"argmax", r"all.?zero", r"no relevant .{0,40}(rank 1|1\.0|counts? 1|as a hit)",
        r"(rr|reciprocal rank) (of )?1 (instead|for)"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')

wrong("q38", "gen.grip_point", "data", "takes the class size from the labels (the relevant items found, "
      "sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(found|retrieved|in the list)", r"ignor\w* n_relevant",
        r"class size .{0,40}(labels|found|counted)", r"instead of n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking, so they also count in "
      "the DCG as if retrieved below the list",
      [[r"append\w*", r"as if (they were )?retrieved", r"added to the (ranking|list|retrieved)",
        r"unretrieved .{0,40}(in|into) (the )?dcg", r"dcg .{0,40}unretrieved", r"end of the (ranking|list)"]], '''
import math

def my_ndcg(grades, unretrieved):
    allg = list(grades) + list(unretrieved)
    disc = [1.0] + [math.log2(i) for i in range(2, len(allg) + 1)]
    dcg = sum(g / d for g, d in zip(allg, disc))
    idcg = sum(g / d for g, d in zip(sorted(allg, reverse=True), disc))
    return dcg / idcg if idcg else 0.0
''')

wrong("q40", "roc.eer", "data", "assumes the scores come sorted from high to low and walks them in the input "
      "order (never sorted)",
      [[r"never sorted", r"not sorted", r"unsorted", r"assum\w* .{0,30}sorted", r"input order",
        r"without sorting", r"order of the input"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    f0 = t0 = 0.0
    i = 0
    while i < len(scores):
        j = i
        tp = fp = 0
        while j < len(scores) and scores[j] == scores[i]:
            tp += labels[j]
            fp += 1 - labels[j]
            j += 1
        f1, t1 = f0 + fp / N, t0 + tp / P
        if f1 >= 1 - t1:
            den = (f1 - f0) + (t1 - t0)
            a = (1 - t0 - f0) / den if den else 0.0
            return f0 + a * (f1 - f0)
        f0, t0, i = f1, t1, j
    return 1.0
''')

wrong("q41", "pr.points", "data", "uses the 0-based positions of np.flatnonzero as the ranks (rank 1 read as 0)",
      [[r"0.based", r"zero.based", r"flatnonzero", r"positions? .{0,30}(as|for) (the )?ranks?",
        r"off by one", r"\+ ?1 (is )?missing", r"forg[eo]t .{0,10}\+ ?1"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    pos = np.flatnonzero(labels)
    with np.errstate(divide="ignore"):
        return list(np.arange(1, len(pos) + 1) / pos)
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries: n counts every query, ties included, instead of "
      "dropping them",
      [[r"ties? (are |were )?(kept|counted|included|not dropped)", r"tied queries", r"(not|never) dropp?\w*",
        r"every query", r"n includes", r"including ties", r"all queries"]], '''
from math import comb

n = len(v["a"])
w = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
k = min(w, n - w)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.auc", "bisect over the sorted negative scores", '''
import bisect

def my_auc(scores, labels):
    neg = sorted(s for s, y in zip(scores, labels) if not y)
    pos = [s for s, y in zip(scores, labels) if y]
    total = 0.0
    for s in pos:
        lo = bisect.bisect_left(neg, s)
        hi = bisect.bisect_right(neg, s)
        total += lo + 0.5 * (hi - lo)
    return total / (len(pos) * len(neg))
''')

right("q44", "scope.knn_ties", "vectorised masks on the k-th distance", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    t = np.sort(d)[k - 1]
    below = d < t
    tied = d == t
    slots = k - below.sum()
    rel_b = y[below].sum()
    rel_t, non_t = y[tied].sum(), (1 - y[tied]).sum()
    low = rel_b + max(0, slots - non_t)
    high = rel_b + min(slots, rel_t)
    return [float(low / k), float(high / k)]
''')

right("q45", "gen.practical", "exact fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q46", "pr.points", "itertools.accumulate and compress", '''
from itertools import accumulate, compress

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, h in compress(enumerate(hits, 1), labels)]
''')

right("q47", "ap.at_k", "early exit once the top k is read", '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if i > k:
            break
        if x:
            hits += 1
            s += hits / i
    return s / den
''')

right("q48", "interp.curve", "np.maximum.accumulate from the right and searchsorted", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for j in range(11):
        idx = np.searchsorted(rec, j / 10 - 1e-9)
        out.append(float(best[idx]) if idx < len(best) else 0.0)
    return out
''')

SUBMISSIONS = tuple(S)
