"""Diagnosis class 37, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a mixed class at the end of term, tired and
rushing -- students who copy-paste the previous task's cell, forget an edge case, misremember a formula from the
slides, or keep a wrong variable name that still runs; NumPy one-liners next to long explicit loops,
comprehensions, scipy and scikit-learn where they come naturally. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py and
the header and last lines of tests/diagnosis_class19.py (for the format) were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c37-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class37): every right
one agrees on the student's visible and hidden inputs and on random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden
edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 37 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c37-")

# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "computes F1 (the plain harmonic mean of P and R) and never uses beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"beta (is )?(always )?(fixed at|set to|taken as) 1", r"as if beta (were|was|= ?) ?1"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "avg.macro", "sibling", "micro average: pools tp and fp over the queries before dividing",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables).{0,30}(first|before)",
        r"total tp", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("a03", "rank.r_precision", "sibling", "precision of the whole list (every rank) instead of the precision at rank R",
      [[r"whole (list|ranking)", r"all (the )?ranks", r"entire (list|ranking)", r"len\(labels\)",
        r"length of the (list|ranking)", r"set precision", r"instead of (at )?(rank )?R\b",
        r"every rank"]], '''
labels = v["labels"]
my_r_precision = sum(labels) / len(labels)
''')

wrong("a04", "dcg.trec", "sibling", "computes the classic (Jarvelin-Kekalainen) DCG: rel_1 undiscounted and log2(i) "
      "afterwards, instead of log2(i + 1) at every rank",
      [[r"classic", r"J.rvelin", r"log2\(i\)", r"log2 ?i\b", r"first (rank|item|grade).{0,30}(not|un)\s?discounted",
        r"rel_?1 \+", r"without (a )?discount.{0,20}(first|rank 1)", r"other (DCG )?formulation"]], '''
import math

g = v["grades"]
my_dcg_trec = g[0] + sum(g[i] / math.log2(i + 1) for i in range(1, len(g)))
''')

wrong("a05", "roc.auc", "sibling", "returns scikit-learn's average precision (area under the PR curve) instead "
      "of the ROC AUC",
      [[r"average.precision", r"average_precision_score", r"(area under|area of) (the )?(PR|precision.recall)",
        r"PR.?(curve|AUC)", r"\bAP\b"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a06", "map.mean", "sibling", "geometric mean of the APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"gmean", r"log.{0,20}(average|mean)"]], '''
import numpy as np
from scipy.stats import gmean

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        run = np.asarray(run)
        ranks = np.arange(1, len(run) + 1)
        prec = np.cumsum(run) / ranks
        aps.append(prec[run == 1].sum() / R if R else 0.0)
    return float(gmean(np.array(aps) + 1e-5))
''')

wrong("a07", "gen.grip_point", "sibling", "P@10 (the usual fixed cutoff) instead of the precision at s = n_relevant",
      [[r"P@ ?10", r"(cut.?off|rank|scope) (of )?10\b", r"fixed (cut.?off|scope|rank)", r"top.?10",
        r"first 10", r"10 (items|ranks|images)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:10]
    return sum(top) / 10
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "dcg.classic", "shape", "discount with the natural log (np.log) instead of log base 2",
      [[r"natural", r"\bln\b", r"base.?e\b", r"np\.log\b", r"(wrong|another|other) (log(arithm)?.{0,5})?base",
        r"log base 2.{0,30}(not|instead)", r"not (log )?base.?2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    ranks = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(ranks)))
''')

wrong("b02", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (ratio upside down)",
      [[r"upside.?down", r"invert\w*", r"reciprocal", r"ideal.{0,20}(divided by|over|/).{0,20}(actual|run'?s?|DCG\b)",
        r"the other way round", r"(flip|swap)\w*.{0,30}(numerator|ratio|fraction)", r"numerator and denominator"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    d, idcg = dcg(grades), dcg(ideal)
    if idcg == 0 or d == 0:
        return 0.0
    return idcg / d
''')

wrong("b03", "interp.step", "shape", "recall computed as hits / len(labels): the list length in place of n_relevant",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"(number of )?(items|ranks) in the (list|ranking)",
        r"instead of n_relevant", r"n_relevant.{0,30}(replaced|not used|ignored)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    n = len(labels)
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n >= level:
                return hits / rank
    return 0.0
''')

wrong("b04", "gen.practical", "shape", "recall's lower bound v / (d - s), the + v of the denominator left out",
      [[r"\+ ?v\b", r"d ?- ?s\b(?! ?\+)", r"(forgot|left out|missing|dropp\w*|without).{0,40}(v|relevant.{0,20}(scope|retrieved|found))",
        r"denominator.{0,40}(v|relevant (items )?(found|retrieved|in the scope))"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("b05", "roc.eer", "shape", "returns the true positive rate at the crossing (1 - EER) instead of the error rate",
      [[r"1 ?- ?EER", r"true positive rate", r"TPR (at|instead)", r"complement", r"one minus",
        r"(hit|detection) rate"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            tpr = t0 + a * (t1 - t0)
            return tpr
    return 1.0
''')

wrong("b06", "dcg.exponential", "shape", "writes 2 ^ rel in Python: ^ is bitwise XOR, not a power",
      [[r"XOR", r"bitwise", r"\^ (is|means|operator)", r"\*\* ?(for|instead|not)", r"power operator",
        r"exclusive or", r"\bxor\b"]], '''
import math

g = v["grades"]
my_dcg_exp = sum(((2 ^ rel) - 1) / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("b07", "ap.at_k", "shape", "the precision at each relevant rank i is computed as hits / k (k and i confused)",
      [[r"(divid\w*|over) (by )?k\b.{0,40}(instead of|not) (the )?(rank|i\b|position)",
        r"hits ?/ ?k", r"P@k (instead of|not|rather than) P@i", r"(confus|mix)\w*.{0,20}\bk\b.{0,20}\bi\b",
        r"(confus|mix)\w*.{0,20}\bi\b.{0,20}\bk\b", r"cut.?off instead of (the )?rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / k
    return total / denom
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.distances", "flow", "never sorts by distance: P@k of the list in the given order",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"without sorting", r"forgot.{0,20}sort",
        r"given order", r"original order", r"ignor\w*.{0,20}distances", r"input order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(labels)
    return sum(ranked[:k]) / k
''')

wrong("c02", "interp.curve", "flow", "breaks out at the first rank that reaches r: the precision there, not the "
      "maximum over all later ranks",
      [[r"\bbreak\b", r"first rank (that|which|where|to) reach", r"(stops|stopped) at the first",
        r"not the max", r"no max(imum)?", r"without (the |taking the )?max", r"instead of the max",
        r"(max|maximum).{0,40}(later|following|lower|deeper|subsequent) ranks.{0,30}(missing|not|never)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        val = 0.0
        hits = 0
        for rank, rel in enumerate(labels, start=1):
            hits += rel
            if n_relevant and hits * 10 >= i * n_relevant:
                val = hits / rank
                break
        out.append(val)
    return out
''')

wrong("c03", "map.mrr", "flow", "no break after the first relevant item: sums the reciprocal ranks of every "
      "relevant item of the query",
      [[r"\bbreak\b", r"every relevant", r"all (the )?relevant", r"each relevant", r"sum\w* (of )?(the |all )?reciprocal",
        r"not only the first", r"(keeps|continues) (on )?(looping|going|adding)", r"stop.{0,30}first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run):
            if rel == 1:
                rr += 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("c04", "pr.points", "flow", "appends the precision before counting the current relevant item (hits "
      "incremented one line too late)",
      [[r"before (the |it is |counting|increment|updat|adding)", r"(increment|updat|count)\w* (too )?late",
        r"after (the )?(append|precision)", r"off.by.one", r"one (hit|relevant item) (too )?(short|fewer|less)",
        r"(excludes|without|not counting) the (current|item itself)", r"hits - 1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("c05", "pr.averaged", "flow", "the running maximum is initialised outside the query loop and never reset, "
      "so one query's precisions leak into the next",
      [[r"(not|never) reset", r"reset\w*", r"carr\w* over", r"leak\w*", r"previous query", r"outside the (query )?loop",
        r"re.?initiali[sz]", r"(shared|reused) (between|across) queries"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    best = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        hits = 0
        pts = []
        for rank, rel in enumerate(run, start=1):
            hits += rel
            pts.append((hits, hits / rank))
        for i in range(11):
            for h, p in pts:
                if R and h * 10 >= i * R and p > best[i]:
                    best[i] = p
        curves.append(list(best))
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("c06", "ap.eleven_point", "flow", "the maximum over the ranks at or after is sliced from the next rank on "
      "(prec[i + 1:]), so the rank itself is left out",
      [[r"slic\w*", r"off.by.one", r"next rank", r"(left|leaves|leaving) out the (rank|point) itself",
        r"(skip|exclud)\w* the (current|rank itself|point itself)", r"i ?\+ ?1"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    levels = []
    for i in range(11):
        idx = np.nonzero(hits * 10 >= i * n_relevant)[0]
        if len(idx) == 0:
            levels.append(0.0)
            continue
        j = idx[0]
        rest = prec[j + 1:]
        levels.append(float(rest.max()) if len(rest) else 0.0)
    return float(np.mean(levels))
''')

wrong("c07", "ap.exact", "flow", "the return is indented inside the loop: it returns at the first relevant item",
      [[r"indent\w*", r"return\w* (is )?inside (the )?(for )?loop", r"inside the loop", r"(returns|stops) (at|after) the first",
        r"only (the )?first relevant", r"early return"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / k
            return total / n_relevant
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "set.pr", "hidden", "divides by the number retrieved with no guard: crashes when nothing is retrieved",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "scope.eps_precision", "hidden", "np.mean of an empty selection gives nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d04", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0
        for i, g in enumerate(gs):
            total += g if i == 0 else g / math.log2(i + 1)
        return total
    ideal = sorted(grades + unretrieved, reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "divides by the length of the slice labels[:n], which is shorter than n "
      "when the list is",
      [[r"len\(", r"slice'?s? (length|size)", r"length of the slice",
        r"divid\w* by (the )?(number of )?(items|ranks) (actually )?(present|returned|in the (list|slice))",
        r"denominator.{0,40}(shorter|slice|length)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant])
    return float(top.mean())
''')

wrong("d06", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    s, hits = 0, 0
    for i, x in enumerate(labels):
        if x:
            hits += 1
            s += hits / (i + 1)
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ap.at_k", "hidden", "indexes labels[i] for i in range(k): runs past the end when k is longer than "
      "the list", [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "roc.auc", "twin", "compares with >=: a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r">=", r"greater than or equal", r"ties? (pairs? )?count(ed|s)? (as )?(1|one|a (full )?win|fully)",
        r"ties? (as|are) wins?", r"count\w* ties? (as )?(1|one|a win|fully)", r"tied pairs? (as )?(1|one|wins?)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("e02", "set.f_beta", "twin", "the parameters are declared in the wrong order (recall, precision, beta): "
      "precision and recall swapped",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(exchanged|interchanged|reversed|the wrong way)",
        r"(argument|parameter)s? (in the )?(wrong )?order", r"wrong order", r"order of the (arguments|parameters)"]], '''
def my_f(recall, precision, beta):
    b2 = beta * beta
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("e03", "avg.macro", "twin", "unpacks each table as (tp, fn, fp): fp and fn read from the wrong columns",
      [[r"column", r"unpack\w*", r"(fp|false positives?) and (fn|false negatives?) (are )?(swapped|exchanged|mixed|confused)",
        r"(fn|false negatives?) and (fp|false positives?) (are )?(swapped|exchanged|mixed|confused)",
        r"(order|layout) of the (table|triple|entries|counts)", r"\[tp, ?fn, ?fp\]"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("e04", "scope.knn_ties", "twin", "tie-break keys with the sign flipped: the 'lowest' bound ranks the tied "
      "relevant targets first and the 'highest' ranks them last",
      [[r"(sign|minus|negat\w*).{0,40}(label|key|tie)", r"tie.?break\w*.{0,40}(invert|revers|flip|wrong way|opposite)",
        r"relevant (targets? )?(ranked |placed |put )?first.{0,40}(low|pessim)",
        r"(low|pessim)\w*.{0,40}relevant (targets? )?(ranked |placed |put )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    lo_order = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    hi_order = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    lo = sum(y for _, y in lo_order[:k]) / k
    hi = sum(y for _, y in hi_order[:k]) / k
    return [lo, hi]
''')

wrong("e05", "sig.sign_test", "twin", "one-sided binomial test (alternative='greater') instead of two-sided",
      [[r"one.sided", r"one.tailed", r"one tail", r"alternative ?= ?.?greater", r"single tail",
        r"only (one|the upper) (side|tail)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = binomtest(max(wins, losses), n, 0.5, alternative="greater").pvalue
''')

wrong("e06", "map.mean", "twin", "each AP divided by the number of relevant items retrieved (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(run\)", r"sum\(labels\)", r"sum of (the )?(labels|run)", r"relevant (items )?(found|retrieved)",
        r"retrieved relevant", r"instead of n_relevant", r"(ignor|never us)\w*.{0,20}n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run)
        if y.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(prec[y == 1].sum() / y.sum())
    return float(np.mean(aps))
''')

wrong("e07", "pr.averaged", "twin", "each query's recall divided by its relevant items retrieved (sum of the run) "
      "instead of its n_relevant",
      [[r"sum\(run\)", r"sum of (the )?(labels|run)", r"relevant (items )?(found|retrieved)", r"retrieved relevant",
        r"instead of n_relevant", r"(ignor|never us)\w*.{0,20}n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for run in runs:
        R = sum(run)
        hits = 0
        pts = []
        for rank, rel in enumerate(run, start=1):
            hits += rel
            pts.append((hits, hits / rank))
        for i in range(11):
            cand = [p for h, p in pts if R and h * 10 >= i * R]
            total[i] += max(cand) if cand else 0.0
    return [t / len(runs) for t in total]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "counts the retrieved list as it is: a duplicated id counted twice",
      [[r"duplicat\w*", r"counted twice", r"(not|never) (converted to |made into |turned into )?a set",
        r"list instead of a set", r"len\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f02", "rank.distances", "data", "drops the nearest item as if it were the query itself (leave-one-out habit)",
      [[r"query itself", r"(drop|skip|remov|exclud)\w* (the )?(first|nearest|closest)", r"leave.one.out",
        r"\[1:", r"rank 1 (is )?(dropped|skipped|removed|excluded)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    ranked = np.asarray(labels)[order][1:]
    return float(ranked[:k].sum() / k)
''')

wrong("f03", "pr.points", "data", "reads the list from the bottom (last item as rank 1)",
      [[r"revers\w*", r"bottom", r"last (item|element) (as|is) (rank )?(1|first|the top)", r"\[::-1\]",
        r"wrong end", r"backwards"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, rel in enumerate(reversed(labels), 1):
        if rel:
            hits += 1
            out.append(hits / rank)
    return out
''')

wrong("f04", "rank.p_at_k", "data", "takes the last k labels, as if the list were sorted with the best item at "
      "the bottom", [[r"last k", r"\[-k:\]", r"bottom", r"revers\w*", r"wrong end", r"from the end",
                       r"best (item )?(last|at the end)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.array(labels)
    return float(y[-k:].sum() / k)
''')

wrong("f05", "dcg.classic", "data", "sorts the grades first, as if the input were a bag of judgments (computes "
      "the ideal DCG)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"(best|high).{0,10}first", r"order of the (run|ranking|grades).{0,30}(ignored|lost)"]], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))
''')

wrong("f06", "scope.eps_precision", "data", "reads the distances as similarities: keeps the targets with "
      "d > epsilon",
      [[r"similarit\w*", r"greater than", r"far(thest|ther)? ", r"d ?> ?eps", r"> ?epsilon", r"outside",
        r"(wrong|other) side", r"beyond epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    kept = [y for d, y in zip(distances, labels) if d > epsilon]
    return sum(kept) / len(kept) if kept else 0.0
''')

wrong("f07", "roc.eer", "data", "takes label 0 as the positive class (labels inverted)",
      [[r"invert\w*", r"flip\w*", r"label 0 (as|is) (the )?positive", r"positive class", r"(classes|labels) (are )?(swapped|reversed)",
        r"1 ?- ?label", r"wrong class"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        at = s >= t
        tpr.append((at & y).sum() / P)
        fpr.append((at & ~y).sum() / N)
    for i in range(len(fpr) - 1):
        g0 = fpr[i] - (1 - tpr[i])
        g1 = fpr[i + 1] - (1 - tpr[i + 1])
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return float(fpr[i] + a * (fpr[i + 1] - fpr[i]))
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- right
right("r01", "roc.eer", "explicit ROC walk with tied scores as one step and linear interpolation", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y == 1)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and y != 1)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

right("r02", "interp.curve", "integer comparison of recall with the level (no float error)", '''
def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for rank, rel in enumerate(labels, start=1):
        hits += rel
        pts.append((hits, hits / rank))
    out = []
    for i in range(11):
        cand = [p for h, p in pts if n_relevant and h * 10 >= i * n_relevant]
        out.append(max(cand) if cand else 0.0)
    return out
''')

right("r03", "gen.practical", "counts then the three formulas", '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    rec = v / (d - s + v) if d - s + v else 0.0
    return [v / s, rec, v / d]
''')

right("r04", "ap.at_k", "NumPy cumsum over the top k", '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    y = np.asarray(labels[:k], dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / denom)
''')

right("r05", "scope.knn_ties", "counts before the k-th distance and inside its tie", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    need = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(before) + max(0, need - non_t)
    hi = sum(before) + min(need, rel_t)
    return [lo / k, hi / k]
''')

right("r06", "ap.eleven_point", "Fraction levels and max over the tail", '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, pts = 0, []
    for rank, rel in enumerate(labels, start=1):
        hits += rel
        pts.append((Fraction(hits, n_relevant), hits / rank))
    vals = []
    for i in range(11):
        cand = [p for r, p in pts if r >= Fraction(i, 10)]
        vals.append(max(cand) if cand else 0.0)
    return sum(vals) / 11
''')

SUBMISSIONS = tuple(S)
