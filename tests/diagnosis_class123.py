"""Diagnosis class 123, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix up the notations of the course documents: Sebe, Huijsmans, Tian and Gevers' generality and scope symbols (c, d,
s, v) read against the lecture's n_relevant and k; the MLRF lecture's AP read against the cross-modal retrieval
note's mAP code (which divides by the relevant items found); the image-retrieval slides' DCG read against the
lecture notes' PR table; a symbol taken from one document with the meaning it has in another. Styles vary inside
the class: explicit loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c123-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class123): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 123 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c123-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items found in the "
      "list (the cross-modal note's mAP code) instead of by n_relevant",
      [[r"relevant (items )?(found|retrieved)", r"(found|retrieved) relevant", r"sum\(labels\)",
        r"hits (in|of) the (list|ranking)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|not retrieved)", r"number of hits"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / i
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "gen.grip_point", "sibling", "returns the ranking's average precision (the lecture's AP) instead of "
      "the precision at the scope s = c",
      [[r"average precision", r"\bAP\b", r"mean of (the )?precisions", r"averag\w* (the )?P@"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    return float((prec * y).sum() / n_relevant)
''')

wrong("q35", "rank.r_precision", "sibling", "computes the recall of the whole list (relevant found over "
      "n_relevant) instead of the precision at rank R",
      [[r"recall", r"over n_relevant", r"divid\w* by (R|n_relevant) .{0,30}whole list",
        r"whole (list|ranking)"]], '''
labels = v["labels"]
R = v["n_relevant"]
my_r_precision = sum(labels) / R
''')

wrong("q04", "dcg.classic", "sibling", "uses the slides' discount log2(i + 1) at every rank (the TREC DCG) "
      "instead of the lecture notes' rel_1 + sum rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i \+ 1", r"discount\w*.{0,30}(first|rank 1)",
        r"first (rank|item|grade).{0,30}discount"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q05", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC curve's straight pieces",
      [[r"nearest", r"closest", r"no(t| )interpolat", r"without interpolat", r"interpolat\w* .{0,20}(missing|not)",
        r"(mean|average) of FPR and FNR", r"\(FPR \+ FNR\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    best = None
    for t in [np.inf] + sorted(set(s.tolist()), reverse=True):
        pred = s >= t
        fpr = (pred & ~y).sum() / N
        fnr = 1 - (pred & y).sum() / P
        gap = abs(fpr - fnr)
        if best is None or gap < best[0]:
            best = (gap, (fpr + fnr) / 2)
    return float(best[1])
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the lecture "
      "notes' step rule) instead of the maximum precision over all ranks with recall >= r",
      [[r"first (rank|point|relevant)", r"step (rule|interpolation)", r"not (the )?max",
        r"instead of (the )?max", r"max\w* .{0,30}(missing|never|not taken)", r"without (the )?max"]], '''
def my_interpolated(labels, n_relevant):
    levels = [j / 10 for j in range(11)]
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        hits += rel
        points.append((hits / n_relevant, hits / k))
    out = []
    for r in levels:
        value = 0.0
        for rec, prec in points:
            if rec >= r - 1e-12:
                value = prec
                break
        out.append(value)
    return out
''')

wrong("q07", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing, instead "
      "of averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* .{0,30}(tp|counts).{0,30}before", r"total tp", r"sum of (the )?tp"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\W*(not|never|instead of) squared", r"not squar", r"squar\w* .{0,20}(missing|forgot)",
        r"forg[eo]t .{0,20}squar", r"beta instead of beta\s*(\^|\*\*)\s*2", r"b instead of b\s*(\^|\*\*)\s*2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.at_k", "shape", "divides the sum of P@i by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"k instead of min", r"min\(k,? ?(R|n_relevant)\).{0,30}(missing|not)",
        r"always k", r"denominator (is )?k\b"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    if min(k, n_relevant) == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / k)
''')

wrong("q10", "ndcg.all_judgments", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"another base", r"wrong base",
        r"base of the log"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log(i)
        return total

    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q42", "dcg.trec", "shape", "discounts by log2(i) + 1 instead of log2(i + 1) (the 1 outside the "
      "logarithm's parenthesis)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"outside (the )?(parenthes|log|bracket)", r"1 added (after|outside)",
        r"instead of log2?\s*\(\s*i\s*\+\s*1\s*\)"]], '''
import math

g = v["grades"]
my_dcg_trec = sum(rel / (math.log2(i) + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving out the + v of the "
      "largest possible class size d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"forg[eo]t .{0,20}\+ ?v", r"without (the )?\+ ?v", r"\+ ?v .{0,20}(missing|left out)",
        r"missing .{0,10}\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w* .{0,30}(as |count\w* )?(1\b(?!/)|one\b|full|win)", r"(>=|greater or equal|at least as high)",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    wins = 0
    for p in pos:
        for n in neg:
            if p >= n:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("q14", "map.mean", "shape", "returns the sum of the queries' APs without dividing by the number of queries",
      [[r"not divid\w* by (the )?(number|count) of queries", r"sum (of the APs )?instead of (the )?mean",
        r"forg[eo]t .{0,30}(divid|mean|averag)", r"never divid", r"without (dividing|averaging)",
        r"sum of (the )?(APs|average precisions)", r"len\(runs\)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        hits, s = 0, 0.0
        for k, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                s += hits / k
        total += s / R
    return total
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "takes the precision at a relevant rank before counting that rank's hit "
      "(hits / k read before hits += 1)",
      [[r"before (increment|count|add|updat)", r"off.by.one", r"hit .{0,30}not (yet )?counted",
        r"(one|1) (hit )?(too )?few", r"previous (hit )?count", r"(hits|count) - 1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / k)
            hits += 1
    return points
''')

wrong("q16", "map.mrr", "flow", "never breaks out of the loop at the first relevant item, so each query keeps "
      "the rank of its LAST relevant item",
      [[r"\blast relevant", r"no .?break", r"never break", r"without (a )?break", r"forg[eo]t .{0,20}break",
        r"overwrit\w*", r"keeps? (updating|going)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
        total += rr
    return total / len(runs)
''')

wrong("q17", "interp.step", "flow", "tests R_i > level instead of R_i >= level, so a level equal to a recall "
      "the ranking reaches takes the next relevant item's precision",
      [[r"strict", r"R_?i\s*>\s*(level|r)\b", r"> instead of >=", r">= instead of >", r"next (relevant|point)",
        r"(level|r) (exactly )?equal to (a|the) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q18", "ap.eleven_point", "flow", "loops over the levels 0.0 .. 0.9 only (range(10)), leaving out r = 1.0, "
      "and averages those 10 values",
      [[r"range\(10\)", r"10 levels", r"ten levels", r"(leav|left|miss|skip|omit)\w* .{0,20}(r ?= ?)?1\.0",
        r"(without|no) (the )?(level )?1\.0", r"off.by.one", r"last level"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    vals = []
    for j in range(10):
        r = j / 10
        mask = rec >= r - 1e-12
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q19", "pr.averaged", "flow", "creates the interpolated curve once before the loop over queries and never "
      "resets it, so each query's curve keeps the previous queries' maxima",
      [[r"never reset", r"not reset", r"reset", r"(initiali[sz]|creat)\w* .{0,30}(outside|before) the loop",
        r"carr\w* over", r"previous quer(y|ies)", r"reus\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    interp = [0.0] * 11
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        if R > 0:
            hits = 0
            for k, rel in enumerate(labels, start=1):
                hits += rel
                r, p = hits / R, hits / k
                for j, lev in enumerate(levels):
                    if r >= lev - 1e-12 and p > interp[j]:
                        interp[j] = p
        for j in range(11):
            total[j] += interp[j]
    return [t / len(runs) for t in total]
''')

wrong("q20", "scope.knn_ties", "flow", "counts the hits with range(1, k), skipping the nearest target (index 0) "
      "and stopping one rank short of k",
      [[r"range\(1, ?k\)", r"off.by.one", r"skip\w* .{0,20}(first|nearest|index 0)", r"(first|nearest) (target|item) "
        r"(is )?(skipped|left out|missed|never counted)", r"index 0", r"1-based"]], '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    lo = hi = 0
    for i in range(1, k):
        lo += worst[i][1]
        hi += best[i][1]
    return [lo / k, hi / k]
''')

wrong("q21", "rank.distances", "flow", "sorts the distances but takes the top k of the labels in their original "
      "order (the labels are never reordered)",
      [[r"(labels|order) (are |is )?never (re)?(sorted|ordered)", r"not (re)?(sorted|ordered)",
        r"original (input )?order", r"labels .{0,30}(unsorted|not reordered|not permuted)", r"input order",
        r"never sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)          # nearest first
    nearest = d[:k]
    hits = sum(labels[:len(nearest)])
    return hits / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: an empty result set "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without checking it is 0: a query with no "
      "relevant items raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = Fraction(0)
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides the hits in the first c ranks by the length of that slice, so a "
      "list shorter than the class is divided by the list's length instead of by c",
      [[r"len\(labels", r"length of the (slice|list)", r"divid\w* by .{0,30}(slice|length|len\b)",
        r"instead of (by )?(c|n_relevant|the class size)", r"(list|slice)'?s? length"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "scope.eps_precision", "hidden", "divides by the number of targets inside epsilon without a guard: an "
      "empty result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "pr.averaged", "hidden", "divides by n_relevant without a guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        hits = 0
        prec, rec = [], []
        for k, rel in enumerate(labels, start=1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / R)
        prec, rec = np.array(prec), np.array(rec)
        curves.append([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "divides DCG by the ideal DCG without a guard: with no relevant item "
      "at all the ideal DCG is 0 and it raises ZeroDivisionError", [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.curve", "hidden", "reads the highest recall as the last PR point's (pts[-1]): with no relevant "
      "item retrieved the list of points is empty and it raises IndexError", [INDEX], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    top_recall = pts[-1][0]
    out = []
    for j in range(11):
        r = j / 10
        if r > top_recall + 1e-12:
            out.append(0.0)
        else:
            out.append(max(p for rr, p in pts if rr >= r - 1e-12))
    return out
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.value", "twin", "divides the summed precisions by the relevant items found in the ranking (the "
      "cross-modal note's mAP code) instead of by n_relevant",
      [[r"relevant (items )?(found|retrieved)", r"(found|retrieved) relevant", r"sum\(labels\)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"number of hits",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|not retrieved)"]], '''
labels = v["labels"]
hits, precs = 0, []
for i, rel in enumerate(labels, start=1):
    if rel:
        hits += 1
        precs.append(hits / i)
my_ap_value = sum(precs) / len(precs) if precs else 0.0
''')

wrong("q30", "roc.auc", "twin", "counts only the pairs where the positive scores strictly higher: a tied pair "
      "counts 0 instead of 1/2",
      [[r"tie\w* .{0,30}(as |count\w* )?(0\b|zero|nothing|loss)", r"strict\w*", r"ignor\w* .{0,20}ties?",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half)", r"(drop|skip)\w* .{0,20}ties?"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float((pos[:, None] > neg[None, :]).mean())
''')

wrong("q31", "map.mean", "twin", "pools the queries: divides the sum of every query's P@k at relevant ranks by "
      "the total number of relevant items, instead of averaging the per-query APs",
      [[r"pool\w*", r"micro", r"total (number of )?relevant", r"sum of (the )?n_relevant",
        r"weight\w* .{0,30}(number of relevant|class size|n_relevant)", r"not (the )?mean of (the )?(per.query )?AP"]],
      '''
from itertools import accumulate

def my_map(runs, n_relevant):
    num = 0.0
    for labels in runs:
        cum = list(accumulate(labels))
        num += sum(c / k for k, (c, rel) in enumerate(zip(cum, labels), start=1) if rel)
    den = sum(n_relevant)
    return num / den if den else 0.0
''')

wrong("q32", "rank.p_at_k", "twin", "divides the hits by the number of ranks actually present (len(labels[:k])) "
      "instead of by k when k runs past the end of the list",
      [[r"len\(labels\[:k\]\)", r"min\(k, ?len", r"ranks? (actually )?present", r"instead of (by )?k\b",
        r"not (by )?k\b", r"length of the (list|slice)", r"divid\w* by .{0,30}(list|slice|len)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q33", "gen.practical", "twin", "gives generality's lower bound as v / s (the scope, the lecture's k) "
      "instead of v / d (the database size)",
      [[r"v ?/ ?s\b", r"(by|over) (the )?(scope|s\b|k\b)", r"instead of (v ?/ ?)?d\b", r"not (by )?d\b",
        r"scope instead of (the )?database", r"equals? (the )?precision"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    p = Fraction(v, s)
    r_low = Fraction(v, d - s + v) if v else Fraction(0)
    g_low = Fraction(v, s)
    return [float(p), float(r_low), float(g_low)]
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong order", r"order .{0,20}(of the bounds|wrong)", r"\[highest, ?lowest\]",
        r"optimistic first", r"exchang\w*"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    opt = np.lexsort((-y, d))
    pes = np.lexsort((y, d))
    return [float(y[opt[:k]].sum() / k), float(y[pes[:k]].sum() / k)]
''')

wrong("q03", "ndcg.value", "twin", "builds the ideal ranking from the retrieved grades only, leaving the "
      "unretrieved grades out of the ideal",
      [[r"retrieved (grades|items) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import math

g = v["grades"]
def dcg(gs):
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(gs, start=1))
ideal = sorted(g, reverse=True)
my_ndcg_value = dcg(g) / dcg(ideal) if dcg(ideal) else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "ranks by decreasing distance, treating the distances as similarity scores "
      "(the farthest targets first)",
      [[r"farthest", r"furthest", r"largest distance", r"decreasing", r"descending", r"similarit\w*",
        r"revers\w*", r"highest (distance|first)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances, dtype=float), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q37", "dcg.classic", "data", "turns the graded relevances into binary gains (any grade above 0 counts 1)",
      [[r"binar\w*", r"0/1", r"grades? .{0,30}(as|to) (1|one)\b", r"ignor\w* (the )?grade", r"(grade|gain)s? .{0,20}"
        r"(lost|flattened|clipped)", r"graded relevance .{0,20}(ignored|lost)"]], '''
import math

def my_dcg(grades):
    gains = [1 if g > 0 else 0 for g in grades]
    total = 0.0
    for i, gain in enumerate(gains, start=1):
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp] (the slides' column order) and so averages "
      "tp / (tp + fn), the recalls",
      [[r"\bfn\b.{0,40}(instead of|as|for) .{0,10}\bfp\b", r"\bfp\b.{0,30}\bfn\b.{0,20}(swap|mix|confus)",
        r"column order", r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)", r"swap\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn = t[:, 0], t[:, 2]
    den = tp + fn
    prec = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(prec.mean())
''')

wrong("q39", "set.pr", "data", "swaps the roles of the two arguments: divides the hits by the relevant set for "
      "precision and by the retrieved set for recall",
      [[r"swap\w*", r"revers\w*", r"exchang\w*", r"(precision|recall) and (recall|precision) (are )?(swapped|"
        r"exchanged|reversed|mixed)", r"wrong order", r"mix\w* up"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q40", "ap.eleven_point", "data", "ignores n_relevant and takes the relevant items in the list (sum(labels)) "
      "as the class size when computing recall",
      [[r"sum\(labels\)", r"ignor\w* n_relevant", r"relevant (items )?(found|retrieved|in the list)",
        r"instead of n_relevant", r"not n_relevant", r"(unretrieved|never retrieved) .{0,30}(ignored|left out)"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    hits, pts = 0, []
    for k, rel in enumerate(labels, start=1):
        hits += rel
        pts.append((hits / R, hits / k))
    vals = [max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)]
    return sum(vals) / 11
''')

wrong("q41", "roc.auc", "data", "reads the scores as ranks (a lower score is better), so it counts the pairs "
      "where the positive scores LOWER",
      [[r"lower (score|is better)", r"ranks? (instead of|as) scores?", r"scores? as ranks?", r"revers\w*",
        r"invert\w*", r"1 - (the )?AUC", r"wrong direction", r"higher (score )?(is|as) worse"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q11", "rank.r_precision", "data", "takes R as the relevant items in the list (sum(labels)) instead of the "
      "given n_relevant",
      [[r"sum\(labels\)", r"ignor\w* n_relevant", r"relevant (items )?(found|retrieved|in the list)",
        r"instead of n_relevant", r"not n_relevant", r"wrong R\b", r"R (is|as) (the )?(number of )?(hits|found)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "itertools.compress and next() with a default", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q44", "dcg.classic", "NumPy discount vector", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return float((g / disc).sum())
''')

right("q45", "set.f_beta", "exact Fractions", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q46", "interp.step", "explicit loop over the PR points", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits * 10 >= level * 10 * n_relevant - 1e-9:
                return hits / k
    return 0.0
''')

right("q47", "scope.eps_precision", "comprehension with a guard", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q48", "scope.knn_ties", "sorted() with tuple keys", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))[:k]
    high = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

SUBMISSIONS = tuple(S)
