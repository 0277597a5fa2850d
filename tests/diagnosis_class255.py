"""Diagnosis class 255, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse the course's neighbouring terms: generality versus precision, the scope versus the cut-off k, the points of
a PR curve versus the curve itself, R (the number of relevant items) versus k (the rank). Their styles vary: plain
loops, NumPy, comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``:
task ids, signatures, statements, hidden-check hints, references), ``variants.py``, the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c255-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class255): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 255 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c255-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d as the third value "
      "instead of its lower bound v / d",
      [[r"upper bound", r"upper", r"largest possible generality", r"\(d - s \+ v\) / d", r"highest generality",
        r"maximum generality", r"generality_upper"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q02", "pr.points", "sibling", "returns the recalls of the PR points (the x coordinates) instead of their "
      "precisions",
      [[r"recalls? (instead|rather) of (the |their )?precision", r"x.?(coordinate|axis|value)", r"hits? / n_relevant",
        r"horizontal", r"returns? (the )?recalls", r"recall values", r"recall,? not (the )?precision"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q03", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the list "
      "(a recall) instead of by k",
      [[r"recall", r"number of relevant", r"relevant items (in|of) the (list|ranking)", r"sum\(labels\)",
        r"instead of (by )?k", r"not (by )?k"]], '''
def my_p_at_k(labels, k):
    n_rel = sum(labels)
    if n_rel == 0:
        return 0.0
    return sum(labels[:k]) / n_rel
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries before dividing, instead of "
      "averaging each query's precision",
      [[r"micro", r"pool", r"sum(s|med)? (the )?(counts|tp|tables)", r"total tp", r"before dividing",
        r"weight\w* by (the )?(size|number retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    retrieved = t[:, 0].sum() + t[:, 1].sum()
    return float(t[:, 0].sum() / retrieved) if retrieved else 0.0
''')

wrong("q05", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP: the mean of the precisions at the "
      "relevant ranks, not the mean of the 11 interpolated precisions",
      [[r"exact AP", r"non.?interpolated", r"uninterpolated", r"(plain|ordinary|exact) (AP|average precision)",
        r"precisions? at the relevant ranks", r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q06", "gen.grip_point", "sibling", "returns the precision of the whole list (the scope s = len(labels)) "
      "instead of the precision at the class size n_relevant",
      [[r"whole (list|ranking)", r"len\(labels\)", r"all (the )?ranks", r"entire (list|ranking)",
        r"(list|ranking)'?s? length", r"length of the (list|ranking)", r"every rank"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q07", "interp.step", "sibling", "uses the interpolated maximum (the best precision at any recall >= level) "
      "instead of the step rule's P_i at the first recall reaching the level",
      [[r"interpolat\w+ (precision|max)", r"highest precision", r"max(imum)? rule", r"max(imum)? (of|over) (the )?(later|following|all)",
        r"best precision", r"max \{"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    best = 0.0
    for k, rel in enumerate(labels, 1):
        hits += rel
        if hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta\b.{0,30}(not|never|instead of|without).{0,20}squar", r"squar\w*", r"beta \*\* 2",
        r"beta instead of beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "the gain is 2^rel instead of 2^rel - 1 (the -1 left out)",
      [[r"minus (one|1)", r"without (the )?-\s?1", r"2\^rel(_i)? instead", r"2 \*\* rel", r"left out the (one|1)",
        r"missing (the )?-\s?1", r"forg[eo]t (the )?-\s?1", r"gain of 1 for (grade|rel) 0",
        r"irrelevant items? (gain|count) 1"]], '''
from math import log2

grades = v["grades"]
my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("q10", "sig.sign_test", "shape", "gives the one-sided tail probability, not doubled for the two-sided test",
      [[r"one.?sided", r"one tail", r"not doubled", r"doubl", r"2 ?\*", r"twice", r"half"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
w = max(wins, losses)
my_sign_p = sum(comb(n, j) for j in range(w, n + 1)) / 2 ** n
''')

wrong("q11", "scope.knn_ties", "shape", "divides by the number of targets up to the k-th distance (ties included) "
      "instead of by k",
      [[r"instead of (by )?k\b", r"not (by )?k\b", r"tied (group|targets).{0,40}(denominator|divid)",
        r"number of targets (up to|within|at or below)", r"(divid\w*|denominator).{0,40}(tie|scope)",
        r"more than k"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    inside = d <= kth
    n = inside.sum()
    sure = y[d < kth].sum()
    tied_rel = y[d == kth].sum()
    tied_non = (d == kth).sum() - tied_rel
    slots = k - (d < kth).sum()
    low = sure + max(0, slots - tied_non)
    high = sure + min(slots, tied_rel)
    return [float(low / n), float(high / n)]
''')

wrong("q12", "interp.curve", "shape", "computes recall at rank k as hits / k (k in place of n_relevant), so the "
      "recall is the precision",
      [[r"hits? / k", r"divid\w* by (the )?(rank|k)\b", r"k instead of n_relevant", r"rank instead of",
        r"instead of n_relevant", r"recall (equal|is|=).{0,20}precision", r"confus\w* (R|n_relevant) (and|with) k"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    hits = np.cumsum(y)
    prec = hits / ranks
    rec = hits / ranks
    out = []
    for r in np.linspace(0, 1, 11):
        ok = prec[rec >= r - 1e-12]
        out.append(float(ok.max()) if ok.size else 0.0)
    return out
''')

wrong("q13", "ndcg.all_judgments", "shape", "normalises by the plain sum of the ideal grades (no discount) "
      "instead of the ideal DCG",
      [[r"sum of (the )?(ideal )?grades", r"no discount", r"undiscounted", r"without (the )?(log|discount)",
        r"not (the )?ideal DCG", r"instead of (the )?(ideal DCG|IDCG)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    norm = sum(ideal)
    return dcg / norm if norm else 0.0
''')

wrong("q14", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"by k\b", r"instead of min", r"not min", r"k instead", r"ignor\w* n_relevant", r"always k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / k
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the hit counter is set once before the query loop and never reset, so later "
      "queries' precisions carry the earlier queries' hits",
      [[r"reset", r"carr(y|ies|ied) over", r"accumulat\w+ across", r"previous quer", r"earlier quer",
        r"outside the (query )?loop", r"not re.?initiali[sz]"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "no break: the loop keeps going, so each query's reciprocal rank is that of its "
      "LAST relevant item, not its first",
      [[r"\blast\b", r"no break", r"without (a )?break", r"(keeps|kept) (going|looping)", r"overwrit",
        r"not (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q17", "pr.averaged", "flow", "the query loop runs to len(runs) - 1, dropping the last query while still "
      "dividing by the number of queries",
      [[r"last quer", r"len\(runs\) ?- ?1", r"off.by.one", r"drop\w*", r"skip\w*", r"miss\w* (the )?(last|final)",
        r"one quer\w* (fewer|short|less)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = [0.0] * 11
    for q in range(len(runs) - 1):
        run, R = runs[q], n_relevant[q]
        if R == 0:
            continue
        prec, rec, hits = [], [], 0
        for k, rel in enumerate(run, 1):
            hits += rel
            prec.append(hits / k)
            rec.append(hits / R)
        for j, r in enumerate(levels):
            c = [p for p, x in zip(prec, rec) if x >= r]
            total[j] += max(c) if c else 0.0
    return [t / len(runs) for t in total]
''')

wrong("q18", "ap.exact", "flow", "takes P@k before counting the relevant item at rank k (the hit is added after "
      "the precision), so each precision is one hit short",
      [[r"before (count|add|increment)", r"after (the )?precision", r"one hit (short|too few|less)",
        r"hits? - ?1", r"order of (the )?(two )?(lines|statements|updates)", r"increment\w* (too )?late",
        r"off.by.one"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for k, rel in enumerate(labels, 1):
        if rel:
            s += hits / k
            hits += 1
    return s / n_relevant
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: takes the first k items in input order",
      [[r"(never|not|without) sort", r"unsorted", r"input order", r"first k (items|labels) (as given|of the input)",
        r"order (given|of the input)", r"no sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')

wrong("q20", "dcg.classic", "flow", "the loop range stops one short and leaves out the last rank's grade",
      [[r"last (rank|grade|item|position)", r"range.{0,30}(one )?short", r"off.by.one", r"len\(grades\) ?- ?1",
        r"miss\w* (the )?(last|final)", r"stops? (one )?(early|short)"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(1, len(grades) - 1):
        total += grades[i] / log2(i + 1)
    return total
''')

wrong("q21", "scope.eps_precision", "flow", "breaks out of the loop at the first distance >= epsilon although the "
      "distances are not sorted, missing later targets within epsilon",
      [[r"break", r"stops? (at|on) the first", r"(not|never|un)sorted", r"assum\w* (the distances are )?sorted",
        r"later targets", r"early exit"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = hits = 0
    for d, rel in zip(distances, labels):
        if d >= epsilon:
            break
        n += 1
        hits += rel
    return hits / n if n else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "crashes with ZeroDivisionError when nothing is retrieved (precision not guarded)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of labels[:R], which is the list length (not R) "
      "when the list is shorter than the class",
      [[r"list length", r"len\(labels\[:", r"length of the (cut|slice|list|top)", r"divid\w* by (the )?(list'?s? length|len)",
        r"not (by )?(R|n_relevant)\b", r"fewer than R"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "pr.averaged", "hidden", "crashes with ZeroDivisionError for a query with no relevant items "
      "(recall divides by n_relevant = 0)", [ZERODIV], '''
from itertools import accumulate

import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        hits = list(accumulate(run))
        prec = np.asarray([h / k for k, h in enumerate(hits, 1)])
        rec = np.asarray([h / R for h in hits])
        curve = []
        for r in [i / 10 for i in range(11)]:
            sel = prec[rec >= r]
            curve.append(sel.max() if sel.size else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when there is no relevant item at all "
      "(the ideal DCG is 0)", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "crashes with ZeroDivisionError for a query with no relevant items "
      "(min(k, n_relevant) is 0)", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ap.exact", "hidden", "crashes with ZeroDivisionError when n_relevant is 0", [ZERODIV], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant if len(y) else 0.0
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.eleven_point", "hidden", "builds the recall levels as i * 0.1, so 0.3, 0.6 and 0.7 come out a hair "
      "too large and a recall of exactly 0.3 (0.6, 0.7) does not reach them",
      [[r"float\w*", r"rounding", r"i \* 0\.1", r"0\.30000000000000004", r"inexact", r"representation"]], '''
def my_11pt(labels, n_relevant):
    levels = [i * 0.1 for i in range(11)]
    prec, rec = [], []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for r in levels:
        cands = [p for p, x in zip(prec, rec) if x >= r]
        total += max(cands) if cands else 0.0
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances from largest to smallest, treating a distance like a "
      "similarity score (the farthest items first)",
      [[r"farthest", r"largest (distance )?first", r"descending", r"reverse", r"similarit",
        r"biggest distance", r"wrong direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q30", "roc.auc", "twin", "takes label 0 as the positive class (the labels' meaning swapped), which gives "
      "1 - AUC",
      [[r"label 0", r"labels? (swapped|inverted|reversed|flipped)", r"positive.{0,30}(0|zero)",
        r"(swap|invert|flip)\w* (the )?(labels|classes)", r"negative class as positive"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("q31", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order",
      [[r"order", r"swapped", r"reversed", r"\[recall, precision\]", r"wrong (place|position)s?"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(r), float(p)]
''')

wrong("q32", "scope.knn_ties", "twin", "confuses the tie rules: the pessimistic bound ranks the tied relevant "
      "targets first and the optimistic one ranks them last",
      [[r"pessimistic.{0,60}optimistic", r"optimistic.{0,60}pessimistic", r"swapped", r"reversed",
        r"wrong order", r"(tie rules?|bounds) (confused|swapped|mixed up)", r"relevant (targets )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    pessimistic = sorted(items, key=lambda t: (t[0], -t[1]))   # ties: relevant first
    optimistic = sorted(items, key=lambda t: (t[0], t[1]))     # ties: relevant last
    low = sum(lab for _, lab in pessimistic[:k]) / k
    high = sum(lab for _, lab in optimistic[:k]) / k
    return [low, high]
''')

wrong("q33", "ap.value", "twin", "divides by the number of relevant items retrieved (sum of the labels) instead "
      "of n_relevant",
      [[r"retrieved relevant", r"relevant items? retrieved", r"sum\(labels\)", r"instead of n_relevant",
        r"unretrieved", r"found", r"in the (list|ranking)"]], '''
labels = v["labels"]
hits, precs = 0, []
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / sum(labels)
''')

wrong("q34", "gen.practical", "twin", "takes generality's lower bound to be the precision v / s (generality "
      "confused with precision)",
      [[r"v / s", r"precision (as|for|instead of|in place of) (the )?generality", r"generality.{0,40}precision",
        r"by s instead of (by )?d", r"scope instead of (the )?database", r"not (by )?d\b"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = Fraction(v, s)
    recall_lower = Fraction(v, d - s + v) if v else Fraction(0)
    generality_lower = precision
    return [float(precision), float(recall_lower), float(generality_lower)]
''')

wrong("q35", "rank.r_precision", "twin", "takes R to be the number of relevant items retrieved (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant items? (retrieved|in the (list|ranking))",
        r"instead of n_relevant", r"ignor\w* (the )?unretrieved", r"R (as|is|=) the number (of )?(found|retrieved)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.eer", "data", "counts the negatives as the whole sample (len(labels)) so the false positive rate "
      "is divided by too many items",
      [[r"len\(labels\)", r"whole sample", r"all items", r"number of (negatives|0 labels)",
        r"(FPR|false positive rate).{0,40}(denominator|divid)", r"too many"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels)
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q37", "scope.eps_precision", "data", "sorts the distances on their own, so the labels no longer belong to "
      "their targets",
      [[r"labels? (no longer|not) (belong|match|align)", r"misalign", r"sort\w* (the )?distances (alone|on their own|only|without)",
        r"(lost|broke|breaks) (the )?(pairing|alignment|correspondence)", r"not (sorted|reordered) (together|with)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [lab for d, lab in zip(ds, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q38", "dcg.classic", "data", "binarises the grades (any grade above 0 counts 1) instead of using the graded "
      "relevance values",
      [[r"binar", r"0/1", r"grades? (as|to) 1", r"ignor\w* (the )?grade", r"graded", r"any (positive )?grade"]], '''
import numpy as np

def my_dcg(grades):
    g = (np.asarray(grades) > 0).astype(float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float((g / disc).sum())
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp], so its 'precision' divides by tp plus the "
      "fn column, a recall",
      [[r"recall", r"tp / \(tp \+ fn\)", r"columns? (swapped|confused|order)", r"fp and fn (swapped|confused|mixed)",
        r"fn (as|for|instead of) fp", r"false negatives"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q40", "map.mean", "data", "uses n_relevant[0] for every query, as if the class size were one number",
      [[r"n_relevant\[0\]", r"first quer\w*'?s? n_relevant", r"same n_relevant", r"one number",
        r"every query.{0,30}(same|first)", r"other quer\w*'? n_relevant"]], '''
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

wrong("q41", "interp.step", "data", "computes recall over the relevant items in the list (sum of the labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant items? (in the (list|ranking)|retrieved)", r"instead of n_relevant",
        r"ignor\w* (the )?(unretrieved|n_relevant)", r"never retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    n = sum(labels)
    if n == 0:
        return 0.0
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n >= level:
                return hits / k
    return 0.0
''')

wrong("q42", "set.pr", "data", "counts hits over the retrieved LIST, so an id retrieved twice counts twice "
      "(no sets)",
      [[r"duplicat", r"counted twice", r"counts? (it|them) twice", r"repeated", r"lists? (instead of|not) sets?",
        r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "fractions.Fraction with a zero guard", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q44", "scope.eps_precision", "itertools.compress", '''
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    return sum(inside) / len(inside) if inside else 0.0
''')

right("q45", "map.mrr", "comprehension with next()", '''
def my_mrr(runs):
    rrs = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rrs) / len(rrs)
''')

right("q46", "scope.knn_ties", "NumPy masks", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    before = d < kth
    tied = d == kth
    slots = k - before.sum()
    sure = y[before].sum()
    tied_rel = y[tied].sum()
    tied_non = tied.sum() - tied_rel
    return [float((sure + max(0, slots - tied_non)) / k), float((sure + min(slots, tied_rel)) / k)]
''')

right("q47", "roc.eer", "explicit loop over ROC points", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q48", "ap.exact", "NumPy cumsum with a guard", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    if y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum() / n_relevant)
''')

SUBMISSIONS = tuple(S)
