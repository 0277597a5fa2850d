"""Diagnosis class 179, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a sixth mixed class of strong students whose
mistakes are subtle -- conventions, edge cases and off-by-ones that show only on some inputs -- written in varied
styles (explicit loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c179-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class179): every right
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

BATCH = "diagnosis class 179 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c179-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing between two ROC points",
      [[r"nearest (ROC )?point", r"closest (ROC )?point", r"not interpolat", r"without interpolat",
        r"no interpolation", r"(FPR|false positive rate) \+ (FNR|false negative rate)\)? ?/ ?2",
        r"average of (the )?(two )?(error )?rates", r"(mean|average) of FPR and FNR"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        above = s >= t
        fpr.append((above & (y == 0)).sum() / N)
        fnr.append(1 - (above & (y == 1)).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q02", "avg.macro", "sibling", "micro-averages: pools the tp and fp of all queries before dividing instead "
      "of averaging each query's precision",
      [[r"micro", r"pool", r"sum(s|med)? (the )?(counts|tp|tables) (over|of|across) (all )?(the )?queries",
        r"totals? (over|across) (the )?queries", r"aggregat"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q03", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then log2(i)) instead of the "
      "log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log_?2 ?\(?i\)? (instead|rather)", r"first (item|grade|rank) (is )?(not|un)discounted",
        r"rel_?1 (is )?(not|un)discounted", r"burges|jarvelin|järvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q04", "interp.curve", "sibling", "returns the precision at the first rank whose recall reaches r (no "
      "interpolation) instead of the maximum precision at any rank with recall >= r",
      [[r"not interpolat", r"uninterpolat", r"non-?interpolat", r"no interpolation", r"first rank",
        r"without (the|taking the) max", r"instead of the max", r"not the max", r"max(imum)? (is )?missing",
        r"precision at the (first|rank)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for level in [i / 10 for i in range(11)]:
        value, hits = 0.0, 0
        for k, lab in enumerate(labels, start=1):
            hits += lab
            if n_relevant and hits / n_relevant >= level:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("q05", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"exact AP", r"(non|un)-?interpolated AP", r"average precision (itself|instead)",
        r"sum of (the )?precisions? at (the )?relevant ranks", r"not the 11", r"instead of (the )?11"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q06", "set.f_beta", "sibling", "returns F1 (the plain harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|never used|unused|not used)",
        r"as if beta\s*=\s*1", r"beta fixed"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q07", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float((g / disc).sum())
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"beta\s*\*\*\s*2", r"beta squared", r"square (of )?beta",
        r"forg[eo]t .{0,20}squar", r"without squaring"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract\w* (one|1)", r"2\s*\*\*\s*rel",
        r"without (the )?-1", r"gain of 2\^rel", r"non-relevant (items? )?(gain|count|add)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(ranks + 1)))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides v by d - s (the + v for the relevant items "
      "found is left out)",
      [[r"d - s \+ v", r"\+ ?v", r"d - s\b", r"plus v", r"left out .{0,20}\bv\b", r"missing .{0,20}\bv\b",
        r"forg[eo]t .{0,30}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    return [precision, recall_lower, v / d]
''', crash="ZeroDivisionError")

wrong("q11", "ap.at_k", "shape", "divides the sum by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is )?k\b", r"instead of min", r"not (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / k if min(k, n_relevant) else 0.0
''')

wrong("q12", "pr.averaged", "shape", "sums the queries' interpolated precisions at each level without dividing "
      "by the number of queries",
      [[r"not divided", r"never divid", r"without dividing", r"sum instead of (the )?mean",
        r"sum(s|med)? .{0,30}(not|instead of) (the )?(mean|averag)", r"number of queries",
        r"forg[eo]t .{0,20}(divid|averag|mean)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / R
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            total[j] += prec[ok].max() if ok.any() else 0.0
    return total.tolist()
''')

wrong("q13", "interp.step", "shape", "returns the recall R_i of the point instead of its precision P_i",
      [[r"recall (R_i )?instead of (the )?precision", r"returns? (the )?recall", r"R_i instead of P_i",
        r"recall of the point", r"precision and recall (swapped|confused)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / n_relevant
    return 0.0
''')

wrong("q14", "map.mean", "shape", "each query's AP divides by the length of its list instead of its n_relevant",
      [[r"length of (the|its) (list|run|ranking)", r"len\((labels|run)\)", r"list length",
        r"number of (retrieved|ranked) items", r"instead of n_relevant", r"not n_relevant"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / len(run) if R else 0.0)
    return sum(aps) / len(aps)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop runs over range(1, k) and so counts only the first k - 1 ranks "
      "(still dividing by k)",
      [[r"off.by.one", r"k ?- ?1", r"range\(1, ?k\)", r"first k-?1", r"one rank (too )?(short|few|less)",
        r"misses (the )?(k-?th|last) rank", r"rank k (is )?(not|never) (counted|included)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / k
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so it carries "
      "over from one query to the next",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) over", r"accumulat\w* across (the )?queries",
        r"previous quer", r"across queries", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non-?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"outside the if", r"irrelevant ranks", r"one per rank"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        points.append(hits / k)
    return points if hits else []
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: the loop keeps the rank of the LAST "
      "relevant item",
      [[r"\bbreak\b", r"last relevant", r"(later|every) relevant (item|rank) overwrit", r"overwrit",
        r"not the first relevant", r"keeps? (on )?(looping|going)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, start=1):
            if x:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q19", "interp.curve", "flow", "takes the running maximum of the precisions from the top of the ranking "
      "down (ranks above) instead of the maximum over the ranks at or below",
      [[r"running max", r"from the (left|top)", r"ranks? above", r"earlier ranks", r"previous ranks",
        r"instead of (the )?(ranks )?(to the right|below|after)", r"wrong direction", r"cumulative max",
        r"higher ranks"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(lab))
    best = np.maximum.accumulate(prec)
    out = []
    for r in np.round(np.linspace(0, 1, 11), 10):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if idx.size and n_relevant else 0.0)
    return out
''')

wrong("q20", "pr.averaged", "flow", "the per-query maximum `best` is set to 0 once per query, not once per "
      "level, so a level keeps the maximum of the lower levels",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) over", r"lower levels?", r"previous levels?",
        r"once per query", r"outside the (level )?loop"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        best = 0.0
        for j, r in enumerate(levels):
            hits = 0
            for k, x in enumerate(labels, 1):
                hits += x
                if R and hits / R >= r - 1e-12:
                    best = max(best, hits / k)
            curve[j] += best
    return [c / len(runs) for c in curve]
''')

wrong("q21", "ap.value", "flow", "computes P@k at a relevant rank before counting that relevant item (hits "
      "incremented after the division)",
      [[r"before (counting|adding|increment)", r"after the (division|precision)", r"current (item|hit|relevant)",
        r"off.by.one", r"one hit (too )?(short|few|less)", r"(hits|counter) incremented (too )?late",
        r"\(hits ?- ?1\)|hits - 1"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, s = 0, 0.0
for k, x in enumerate(labels, start=1):
    if x:
        s += hits / k
        hits += 1
my_ap_value = s / R if R else 0.0
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without the P = R = 0 guard: ZeroDivisionError when precision and "
      "recall are both 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "divides tp by tp + fp without a guard: ZeroDivisionError for a query with "
      "nothing retrieved", [ZERODIV], '''
from fractions import Fraction

def my_macro_precision(tables):
    precisions = [Fraction(tp, tp + fp) for tp, fp, fn in tables]
    return float(sum(precisions) / len(precisions))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: ZeroDivisionError for a query "
      "with no relevant items", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    prec = [sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x]
    return sum(prec) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of labels[:R] (the ranks present) instead of R, "
      "so a list shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"len\(top\)",
        r"length of the (cut|slice|list)", r"instead of (R|n_relevant|the class size)", r"pad"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "pr.points", "hidden", "returns [0.0] instead of an empty list when no relevant item is retrieved",
      [[r"\[0(\.0)?\]", r"instead of (an )?empty", r"not (an )?empty", r"empty list",
        r"a point (of|with) (precision )?0"]], '''
def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            points.append(hits / k)
    return points or [0.0]
''')

wrong("q27", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with NumPy without a guard: nan when no item "
      "is relevant at all (ideal DCG 0)", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.concatenate([[1.0], np.log2(np.arange(2, len(g) + 1))])
        return np.sum(g / disc[:len(g)])
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q28", "map.mean", "hidden", "leaves out of the mean a query none of whose relevant items was retrieved "
      "(it should count with AP 0)",
      [[r"(skip|drop|leav|left|exclud|ignor)\w*.{0,40}(query|queries)", r"AP (of )?0 .{0,30}(not counted|left out|dropped)",
        r"(not|never) (counted|included) in the mean", r"fewer queries", r"denominator"]], '''
from statistics import mean

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        if not any(run):
            continue
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / R)
    return mean(aps) if aps else 0.0
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.eleven_point", "twin", "np.arange(0, 1, 0.1) stops before 1.0, so the recall level 1.0 is left "
      "out and the mean is over 10 levels",
      [[r"arange", r"(level|recall) 1(\.0)? (is )?(left out|missing|excluded|dropped|never (used|included))",
        r"(left out|missing|excludes?|drops?|without) (the )?(recall )?level 1(\.0)?", r"stops? before 1(\.0)?",
        r"end ?point", r"only 10 levels", r"10 levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    vals = []
    for r in np.arange(0.0, 1.0, 0.1):
        ok = rec >= r - 1e-9
        vals.append(prec[ok].max() if ok.any() and n_relevant else 0.0)
    return float(np.mean(vals))
''')

wrong("q30b", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"retrieved relevant", r"relevant items (in|of) the (list|ranking)",
        r"instead of (the given )?n_relevant", r"not n_relevant", r"found relevant", r"counts? the relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R if R else 0.0
''')

wrong("q31", "map.mrr", "twin", "averages only over the queries that retrieved a relevant item (a query without "
      "one is dropped instead of counting 0)",
      [[r"(skip|drop|leav|left|exclud|ignor)\w*.{0,40}(query|queries)", r"(not|never) (counted|included)",
        r"only (over )?(the )?queries (with|that)", r"fewer queries", r"instead of counting (0|zero)",
        r"denominator"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q32", "roc.auc", "twin", "the comparison is reversed: counts the pairs where the NEGATIVE scores higher "
      "(labels read correctly)",
      [[r"compar\w* (is )?revers", r"revers\w* (the )?compar", r"negative scores? higher", r"wrong direction",
        r"> ?instead of ?<|< ?instead of ?>", r"1 ?- ?AUC", r"inverted (comparison|inequality)"]], '''
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

wrong("q33", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"swap", r"reversed? (order|list)", r"\[highest, lowest\]", r"order of the (two )?bounds",
        r"(lowest|pessimistic) and (highest|optimistic) (are )?(swapped|exchanged|switched)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    rel_t = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - rel_t))
    high = sum(before) + min(rel_t, slots)
    return [high / k, low / k]
''')

wrong("q34", "interp.curve", "twin", "uses a strict R@k > r instead of R@k >= r, so a rank whose recall equals "
      "the level is not counted",
      [[r"strict", r"greater than or equal", r"equal(s|ling)? (to )?the level", r"at least r",
        r"> ?instead of ?>="]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    return [max([p for r, p in pts if r > lvl / 10] + [0.0]) if lvl else max([p for r, p in pts] + [0.0])
            for lvl in range(11)]
''')

wrong("q35", "dcg.classic", "twin", "with 1-based ranks i still writes log2(i + 1) as if i were 0-based: ranks "
      "2 and on are discounted by log2(rank + 1)",
      [[r"off.by.one", r"0-?based", r"1-?based", r"\bi \+ 1\b", r"log2\(i ?\+ ?1\)", r"index",
        r"log2\(rank ?\+ ?1\)"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, start=1):
        total += rel if i == 1 else rel / log2(i + 1)
    return total
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels no "
      "longer belong to their distances",
      [[r"sort\w*.{0,40}(not|never|without).{0,20}labels", r"labels.{0,30}(not|never) (sorted|reordered|permuted)",
        r"misalign", r"out of (step|sync)", r"no longer (belong|match)", r"(pair|zip)\w* .{0,30}(wrong|broken|lost)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = sum(1 for d in ds if d < epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q37", "rank.distances", "data", "ranks the largest distance first, as if the distances were similarity "
      "scores",
      [[r"largest (distance )?first", r"farthest", r"descending", r"similarit", r"as (if|though) .{0,20}scores?",
        r"reverse=True", r"wrong (sort )?order", r"nearest last"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q38", "set.pr", "data", "precision divides by the length of the retrieved LIST, so an id retrieved twice "
      "is counted twice in the denominator",
      [[r"duplicat", r"(list|len\(retrieved\)) (instead of|not) (a |the )?set", r"not (a |as a )?set",
        r"set\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp] (the second column taken as fn), so it "
      "divides tp by tp + fn",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"fn instead of fp", r"fp and fn (swapped|confused)",
        r"(order|layout) of the table", r"tp ?\+ ?fn", r"recall"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    denom = tp + fp
    return float(np.mean(np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)))
''')

wrong("q40", "interp.step", "data", "uses the number of relevant items in the list (sum of labels) as the class "
      "size instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"retrieved relevant", r"instead of (the given )?n_relevant",
        r"not n_relevant", r"relevant items (in|of) the (list|ranking)", r"ignor\w* n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if hits / R >= level - 1e-12:
                return hits / k
    return 0.0
''')

wrong("q41", "gen.practical", "data", "takes d as the items outside the judged top s and adds s to it (d is "
      "already the whole database)",
      [[r"d \+ s", r"adds? s", r"d (already )?includes", r"database size",
        r"s (is )?(counted|added) twice"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, total - s + v)), float(Fraction(v, total))]
''')

wrong("q42", "scope.knn_ties", "data", "ranks the largest distances first, as if they were similarities",
      [[r"largest (distance )?first", r"farthest", r"descending", r"similarit", r"as (if|though) .{0,20}scores?",
        r"reverse=True", r"nearest last"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(distances, reverse=True)
    dk = order[k - 1]
    before = [y for d, y in zip(distances, labels) if d > dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(before)
    low = sum(before) + max(0, slots - (len(tied) - sum(tied)))
    high = sum(before) + min(sum(tied), slots)
    return [low / k, high / k]
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "ap.exact", "enumerate from 1 with a running hit count", '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

right("q44", "set.pr", "set arithmetic and Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    p = Fraction(len(ret & rel), len(ret)) if ret else Fraction(0)
    r = Fraction(len(ret & rel), len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q45", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q46", "roc.auc", "NumPy broadcasting of every pair", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    diff = s[y][:, None] - s[~y][None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

right("q47", "gen.grip_point", "padding the list with zeros", '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

right("q48", "rank.p_at_k", "itertools.islice", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

SUBMISSIONS = tuple(S)
