"""Diagnosis class 259, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of strong students of an IR evaluation
course whose code is nearly right -- the slips are subtle conventions and edge cases (ties, empty inputs,
boundaries, an index shifted by one, a column order read wrong), written with loops, NumPy, comprehensions,
itertools and ``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c259-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class259).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 259 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c259-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"number of hits", r"hits? (in|of) the "
        r"(list|ranking)", r"sum\(labels\)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
''')

wrong("q02", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|unused|never used|not used)",
        r"beta (is )?(fixed|set) (to|at) 1", r"balanced F"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns exact (uninterpolated) AP instead of the mean of the 11 "
      "interpolated precisions",
      [[r"\bexact AP\b", r"uninterpolated", r"non-?interpolated", r"AP instead", r"instead of (the )?(11|eleven)",
        r"precisions? at (the )?relevant ranks", r"\bAP\b(?! ?\(?(interpolated|11))"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / k
    return s / n_relevant
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (scope s = len(labels)) "
      "instead of the precision at s = c = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"all (the )?ranks", r"full (list|ranking)",
        r"not (cut|truncated) at", r"scope.{0,30}(length|whole|all)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    return float(y.mean()) if y.size else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (first rank undiscounted, log2(i)) instead of the "
      "trec_eval DCG with log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log_?2 ?\(?i\)?(?! ?\+)", r"first (rank|item).{0,30}(not|un)discounted",
        r"undiscounted", r"instead of log2\(i ?\+ ?1\)", r"Burges|J.rvelin"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(rel / log2(i) for i, rel in enumerate(g[1:], start=2))
''')

wrong("q06", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of averaging the "
      "queries' precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(tp|counts)", r"total tp", r"aggregat"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q07", "pr.averaged", "sibling", "takes at each level the precision at the first rank whose recall reaches r "
      "instead of the maximum precision over all such ranks (not interpolated)",
      [[r"first rank", r"not (the )?max", r"no max", r"without (the )?max", r"not interpolated", r"uninterpolated",
        r"instead of (the )?max", r"earliest rank", r"max(imum)? (over|to the right)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        row = [0.0] * 11
        if R:
            y = np.asarray(run, dtype=float)
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            rec = hits / R
            for j in range(11):
                idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
                if idx.size:
                    row[j] = float(prec[idx[0]])
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared in the denominator: (1 + beta^2) P R / (beta P + R)",
      [[r"not squared", r"beta\*\*2", r"beta squared", r"square", r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = beta * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "gains 2^rel without the -1 (an irrelevant item gains 1)",
      [[r"without (the )?-1", r"-1 (is )?(missing|left out|dropped)", r"minus (one|1)", r"2\^rel\b(?! ?-)", r"2 ?\*\* ?rel", r"without.{0,20}1", r"gain of (an )?"
        r"(irrelevant|grade.?0).{0,20}1"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) instead of v / (d - s + v) (the +v left "
      "out of the denominator)",
      [[r"\+ ?v", r"d - s\b(?! ?\+)", r"d ?- ?s\)", r"left out.{0,20}v", r"missing.{0,20}v", r"c = d - s"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s if s else 0.0
    rec_lo = v / (d - s) if d > s else 1.0
    return [prec, rec_lo, v / d]
''')

wrong("q11", "ap.at_k", "shape", "P@i taken as hits / k (divided by the cut-off) instead of hits / i at each "
      "relevant rank",
      [[r"divid\w* by k", r"/ ?k\b", r"hits ?/ ?k", r"instead of (the )?rank", r"not (by )?(the )?rank",
        r"P@k instead of P@i", r"cut-?off"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / k
    return s / denom
''')

wrong("q12", "ndcg.all_judgments", "shape", "natural log instead of log2 in the discount (the undiscounted first "
      "rank makes the ratio change)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\(", r"np\.log\(", r"instead of log2",
        r"not log2", r"wrong base", r"another base"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,40}(count\w* (as )?(1\b(?! ?/)|one\b)|full|whole)", r"(>=|≥|greater or equal)", r"instead of (1/2|a half|0\.5)",
        r"not (1/2|half)", r"tied pairs?.{0,30}(won|win|positive)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    return float(np.mean(pos[:, None] >= neg[None, :]))
''')

wrong("q14", "sig.sign_test", "shape", "one-sided p-value (the tail probability is not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"single tail"]],
      '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "uses n_relevant[0] (the first query's count) for every query",
      [[r"n_relevant\[0\]", r"first query'?s", r"same n_relevant", r"one query'?s (n_relevant|count)",
        r"reus\w*", r"every query.{0,30}(same|first)"]], '''
def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "pr.points", "flow", "precision is taken before the hit counter is incremented (hits - 1 over the rank)",
      [[r"before.{0,40}(increment|count|add)", r"(increment|count|updat)\w*.{0,30}(after|late)", r"hits ?- ?1",
        r"one (hit|relevant) (short|too few|less)", r"off.by.one", r"not (yet )?counted"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "interp.curve", "flow", "the running maximum is taken over the earlier ranks (a prefix max from the "
      "left) instead of the ranks at and after the level",
      [[r"earlier ranks", r"prefix", r"from the (left|top|start)", r"previous ranks", r"ranks? before",
        r"wrong direction", r"instead of.{0,30}(later|after|right)", r"not (the )?(later|following)"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    if n_relevant == 0:
        return [0.0] * 11
    hits, prec, rec = 0, [], []
    for k, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    best = list(accumulate(prec, max))
    out = []
    for j in range(11):
        ks = [i for i, r in enumerate(rec) if r * 10 >= j - 1e-9]
        out.append(best[ks[0]] if ks else 0.0)
    return out
''')

wrong("q18", "map.mrr", "flow", "no break: the reciprocal rank of the LAST relevant item of each run is kept",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"keeps? (going|looping|updating)", r"not the first",
        r"stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q19", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k when k exceeds the "
      "list",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list)", r"slice'?s length", r"instead of k",
        r"not (by )?k\b", r"divid\w* by (the )?(list|number of items)", r"mean of the slice"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q20", "dcg.classic", "flow", "the loop range(1, len(grades) - 1) leaves out the last item",
      [[r"last (item|rank|grade|element)", r"len\(grades\) ?- ?1", r"off.by.one", r"range", r"one item short",
        r"skip"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades) - 1):
        total += grades[i] / log2(i + 1)
    return float(total)
''')

wrong("q21", "rank.r_precision", "flow", "slices labels[1:R + 1] (the top R ranks shifted by one) instead of "
      "labels[:R]",
      [[r"off.by.one", r"\[1:", r"shift", r"skip\w* (the )?first", r"one rank (late|too far)", r"second rank"]], '''
R = v["n_relevant"]
top = v["labels"][1:R + 1]
my_r_precision = sum(top) / R
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "guards the empty retrieved set but not the empty relevant set: recall divides "
      "by 0 (ZeroDivisionError)", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    return [precision, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without guarding n_relevant = 0 (ZeroDivisionError)",
      [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, s = 0, Fraction(0)
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24a", "ap.eleven_point", "hidden", "levels from np.arange(0, 1.1, 0.1) are inexact floats (0.30000000000000004),"
      " so a recall exactly 0.3 does not reach level 0.3",
      [[r"float", r"arange", r"rounding", r"0\.3000", r"inexact", r"not exact", r"precision error", r"representation"]],
      '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for r in np.arange(0, 1.1, 0.1):
        ok = rec >= r
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty epsilon-result: dividing by 0 targets "
      "(ZeroDivisionError)", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "rank.distances", "hidden", "np.argpartition(d, k) raises when k is the whole list (kth out of bounds)",
      [[r"ValueError", r"out of bounds", r"argpartition", r"k (equal to|is) (the )?(length|len)",
        r"kth"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all): "
      "ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    return dcg(grades) / dcg(sorted([*grades, *unretrieved], reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than the "
      "class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"length of the (slice|list)", r"instead of (c|n_relevant)",
        r"not (by )?(c|n_relevant)", r"pad"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (fp and fn swapped), so tp / (tp + fp) is "
      "really each query's recall",
      [[r"(fp|fn) and (fp|fn).{0,20}swap", r"swap\w*.{0,30}(fp|fn)", r"unpack", r"column", r"order of (the )?(table|"
        r"entries|counts|fields)", r"tp, fn, fp", r"\[tp, ?fn, ?fp\]", r"misread.{0,30}table"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "set.pr", "twin", "parameters declared in the order (relevant, retrieved), so the two values come out "
      "swapped",
      [[r"parameter", r"argument", r"signature", r"(relevant, retrieved)", r"order of (the )?(inputs|arguments|"
        r"parameters)"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret) if ret else 0.0, hits / len(rel) if rel else 0.0]
''')

wrong("q31", "scope.knn_ties", "twin", "the tie-break keys are reversed: sorting by (distance, label) puts the "
      "non-relevant targets first and that is returned as the highest P@k",
      [[r"tie.?break.{0,40}(revers|wrong|invert|backward)", r"sort key", r"(distance, ?label)", r"label ascending",
        r"(non-?relevant|0) (targets )?first", r"key.{0,20}(sign|revers)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda p: (p[0], p[1]))
    worst = sorted(pairs, key=lambda p: (p[0], -p[1]))
    low = sum(y for _, y in worst[:k]) / k
    high = sum(y for _, y in best[:k]) / k
    return [low, high]
''')

wrong("q32", "dcg.classic", "twin", "0-based enumerate with log2(i + 2): each rank from the second on is "
      "discounted by log2(rank + 1) (index shifted twice)",
      [[r"0.based", r"zero.based", r"log2\(i ?\+ ?2\)", r"index", r"shifted", r"off.by.one", r"rank ?\+ ?1"]], '''
import math

def my_dcg(grades):
    return float(sum(g if i == 0 else g / math.log2(i + 2) for i, g in enumerate(grades)))
''')

wrong("q33", "roc.auc", "twin", "the comparison is reversed (counts pairs where the negative scores higher), so it "
      "returns 1 - AUC",
      [[r"revers", r"negative (scores|is) higher", r"comparison", r"1 ?- ?AUC", r"<.{0,10}instead of.{0,10}>",
        r"wrong (direction|way round)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    won = sum(1.0 if n > p else 0.5 if n == p else 0.0 for p in pos for n in neg)
    return won / (len(pos) * len(neg))
''')

wrong("q34", "map.mrr", "twin", "averages the reciprocal ranks of the queries that found something (a query with no "
      "relevant item is left out of the mean instead of counting 0)",
      [[r"left out", r"skip", r"drop", r"exclud", r"only (the )?queries (with|that)", r"instead of counting 0",
        r"not count\w* (as )?0", r"len\(runs\)", r"divid\w* by.{0,30}(found|hit|with)"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q35", "gen.practical", "twin", "the generality lower bound divides by the unjudged part d - s instead of d",
      [[r"d ?- ?s", r"unjudged", r"instead of d\b", r"not (by )?d\b", r"rest of the database"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    p = Fraction(v, s) if s else Fraction(0)
    r = Fraction(v, d - s + v) if v else Fraction(0)
    g = Fraction(v, d - s) if d > s else Fraction(v, d)
    return [float(p), float(r), float(g)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from the largest down (as if they were similarity "
      "scores), so the farthest items come first",
      [[r"farthest", r"largest (distance )?first", r"descending", r"reverse", r"similarit", r"higher is better",
        r"wrong (order|direction)", r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q37", "ndcg.all_judgments", "data", "binarises the grades (any grade above 0 counts 1)",
      [[r"binar", r"0/1", r"grade levels", r"ignor\w*.{0,20}grade", r"graded", r"relevant or not", r"> ?0"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum((1 if g > 0 else 0) / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades + unretrieved, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q38", "map.mean", "data", "counts each query's relevant items in its run (sum(run)) instead of using "
      "n_relevant, so unretrieved relevant items are ignored",
      [[r"sum\(run\)", r"retrieved relevant", r"relevant (items )?retrieved", r"ignor\w*.{0,20}n_relevant",
        r"instead of n_relevant", r"counts? (the )?(ones|hits)"]], '''
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
        aps.append(float((prec * y).sum() / R))
    return float(np.mean(aps))
''')

wrong("q39", "roc.eer", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"invert", r"label 0", r"0 as (the )?positive", r"positive class", r"labels? (are )?(flipped|swapped|reversed)",
        r"1 - label"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d1 >= 0:
            if d1 == d0:
                return float(fpr[i])
            a = -d0 / (d1 - d0)
            return float(fpr[i - 1] + a * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

wrong("q40", "set.pr", "data", "works on the lists, not on sets: an id retrieved twice is counted twice in "
      "precision",
      [[r"count\w* (it )?twice", r"duplicat", r"repeated id", r"counted (more than )?once", r"the (retrieved )?list (itself|as is)",
        r"not (a |as a )?set", r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances but not the labels with them, so the labels of the "
      "first targets in input order are counted",
      [[r"labels? (not|never) (re)?(sorted|ordered|aligned)", r"misalign", r"not (sorted|reordered) (with|together)",
        r"input order", r"labels? (are )?(out of|in the wrong) order", r"sorted distances", r"zip"]], '''
from bisect import bisect_left

def my_eps_precision(distances, labels, epsilon):
    d = sorted(distances)
    n = bisect_left(d, epsilon)
    return sum(labels[:n]) / n if n else 0.0
''')

wrong("q42", "pr.averaged", "data", "each query's recall divides by the relevant items in its run (sum(run)) instead "
      "of n_relevant[q]",
      [[r"sum\(run\)", r"retrieved relevant", r"relevant (items )?(retrieved|in the run)",
        r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        R = sum(run)
        hits, pts = 0, []
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / R if R else 0.0, hits / k))
        curves.append([max((p for r, p in pts if R and r * 10 >= j - 1e-9), default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "Fraction sum over the relevant ranks", '''
from fractions import Fraction

hits, s = 0, Fraction(0)
for k, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        s += Fraction(hits, k)
my_ap_value = float(s / v["n_relevant"])
''')

right("q44", "ndcg.value", "NumPy discounts with the first rank undiscounted", '''
import numpy as np

def _dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    return float((g / disc).sum())

my_ndcg_value = _dcg(v["grades"]) / _dcg(sorted(v["grades"] + v["unretrieved"], reverse=True))
''')

right("q45", "interp.step", "loop over the relevant ranks with exact Fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lv = Fraction(level).limit_denominator(10 ** 6)
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if Fraction(hits, n_relevant) >= lv:
                return hits / k
    return 0.0
''')

right("q46", "scope.knn_ties", "count the tied block around the k-th place", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    room = k - len(before)
    base = sum(before)
    n_rel, n_non = sum(tied), len(tied) - sum(tied)
    low = base + max(0, room - n_non)
    high = base + min(room, n_rel)
    return [low / k, high / k]
''')

right("q47", "rank.p_at_k", "itertools.islice over the labels", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

right("q48", "roc.eer", "walk the ROC steps and intersect FPR = 1 - TPR", '''
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
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d1 >= 0:
            if d1 == d0:
                return float(fpr[i])
            a = -d0 / (d1 - d0)
            return float(fpr[i - 1] + a * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

SUBMISSIONS = tuple(S)
