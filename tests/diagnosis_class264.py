"""Diagnosis class 264, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
get the direction of things wrong: ascending vs descending, best vs worst, left vs right, lower vs upper tail
(written in loops, NumPy, comprehensions, itertools and fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c264-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class264).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 264 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c264-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "interp.step", "sibling", "returns the usual interpolated precision (the maximum precision at or "
      "after the level, looking right) instead of the step rule's P_i",
      [[r"highest precision", r"interpolat\w* (precision|curve|rule)", r"max(imum)? (over|of) (the )?(later|following)",
        r"later ranks", r"any (later|following) (rank|point)", r"looks? (to the )?right"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        if x and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q02", "gen.practical", "sibling", "returns the largest possible generality (d - s + v) / d instead of the "
      "smallest v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality", r"maximum generality",
        r"generality.{0,30}(upper|largest|highest|maximum)", r"\(d - s \+ v\) ?/ ?d", r"d - s \+ v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q03", "sig.sign_test", "sibling", "reports a one-sided p-value (the upper tail P(X >= wins of a)) instead "
      "of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"upper tail", r"not doubled", r"without doubling",
        r"forg[eo]t.{0,20}doubl", r"(times|multipl\w* by) (2|two)"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(wins, n + 1)) / 2 ** n
''')

wrong("q04", "interp.curve", "sibling", "takes the precision at the first rank that reaches each level (the step "
      "rule, no maximum over the later ranks) instead of the interpolated maximum",
      [[r"first rank", r"step rule", r"no max(imum)?", r"without (the |a )?max", r"not (the )?max",
        r"uninterpolated", r"not interpolated", r"later ranks", r"to the right"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(11) / 10:
        reached = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(prec[reached[0]]) if len(reached) else 0.0)
    return out
''')

wrong("q05", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision",
      [[r"\brecall (values|levels|of each|instead)", r"returns? (the )?recall", r"hits ?/ ?n_relevant",
        r"instead of (the )?precision", r"recall rather than"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab == 1:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q06", "ap.at_k", "sibling", "divides by all the query's relevant items n_relevant (uncapped) instead of "
      "min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"/ ?n_relevant", r"all (the )?relevant", r"every relevant", r"uncapped", r"not capped", r"without (the )?min",
        r"instead of min", r"total number of relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = labels[:k]
    s = sum(sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x)
    return s / n_relevant
''')

wrong("q07", "avg.macro", "sibling", "returns the micro-averaged precision (pooled counts) instead of the macro "
      "average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(med)? (the )?(counts|tp|true positives)", r"total tp",
        r"aggregat\w* (the )?counts", r"sums? (over|across) (the )?quer"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"max\(", r"maximum", r"larger of", r"bigger of", r"instead of (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = max(k, n_relevant)
    if denom == 0 or n_relevant == 0:
        return 0.0
    total, hits = 0.0, 0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''')

wrong("q09", "dcg.classic", "shape", "multiplies each grade by log2(i) instead of dividing by it (the discount "
      "turned into a boost)",
      [[r"multipl", r"times log", r"\* ?(math\.)?log", r"instead of divid", r"boost", r"rather than divid"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g * math.log2(i)
    return total
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns ideal DCG / DCG (the ratio upside down) instead of DCG / "
      "ideal DCG",
      [[r"invert", r"upside", r"reciproc", r"ideal.{0,30}(divided by|over|/).{0,20}(dcg|actual)",
        r"(ratio|fraction).{0,30}(flipped|revers|the wrong way)", r"numerator and denominator",
        r"swap\w*.{0,30}(numerator|denominator)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    actual = dcg(grades)
    if ideal == 0 or actual == 0:
        return 0.0
    return ideal / actual
''')

wrong("q11", "pr.points", "shape", "computes rank / hits (the precision upside down) at each relevant item",
      [[r"invert", r"upside", r"reciproc", r"rank.{0,20}(divided by|over|/).{0,20}(hits|relevant)",
        r"(ratio|fraction).{0,30}(flipped|revers|the wrong way)", r"numerator and denominator"]], '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            out.append(float(Fraction(rank, hits)))
    return out
''')

wrong("q12", "gen.practical", "shape", "smallest recall as v / (d + s - v): s and v swapped in the denominator",
      [[r"d \+ s - v", r"(s and v|v and s).{0,20}(swap|confus|exchang|mix)", r"sign",
        r"(swap|confus|exchang|mix)\w*.{0,20}(s and v|v and s)", r"adds? s", r"subtracts? v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = labels.count(1)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [v / s, v / (d + s - v), v / d]
''')

wrong("q13", "sig.sign_test", "shape", "doubles the upper tail P(X >= k) of the smaller count k instead of its "
      "lower tail P(X <= k) (capped at 1)",
      [[r"upper tail", r"wrong tail", r"P\(X >= ", r">= ?(the )?(smaller|min)", r"lower tail",
        r"other tail", r"opposite tail"]], '''
from scipy.stats import binom

a, b = v["a"], v["b"]
d = [x - y for x, y in zip(a, b) if x != y]
n = len(d)
k = min(sum(1 for x in d if x > 0), sum(1 for x in d if x < 0))
my_sign_p = min(1.0, 2 * binom.sf(k - 1, n, 0.5))
''')

wrong("q14", "rank.r_precision", "shape", "divides the hits in the top R by the length of the list instead of by R",
      [[r"len(gth)?.{0,20}(list|ranking|labels)", r"whole list", r"all ranks", r"number of ranks",
        r"instead of (by )?r\b", r"divid\w* by (the )?(list|len)"]], '''
R = v["n_relevant"]
labels = v["labels"]
my_r_precision = sum(labels[:R]) / len(labels)
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "ranks the items farthest first (sorted by distance in descending order)",
      [[r"farthest", r"descending", r"revers", r"largest distance", r"wrong (order|direction)",
        r"high(est)? to low", r"instead of (the )?nearest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q16", "map.mrr", "flow", "scans each run from the bottom, so it takes the rank of the LAST relevant item "
      "instead of the first",
      [[r"last relevant", r"from the (end|bottom)", r"backwards", r"revers", r"bottom.?up",
        r"instead of (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i in range(len(run) - 1, -1, -1):
            if run[i] == 1:
                rr = 1 / (i + 1)
                break
        total += rr
    return total / len(runs)
''')

wrong("q17", "ndcg.all_judgments", "flow", "sorts the ideal ranking in ascending order (low grades first) instead "
      "of from high to low",
      [[r"ascending", r"low to high", r"lowest (grade )?first", r"revers", r"worst first",
        r"descending", r"wrong (order|direction)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = dcg(np.sort(np.concatenate([grades, unretrieved])))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision over the ranks ABOVE the first rank "
      "reaching each level (looks left) instead of over the ranks at or below it (looks right)",
      [[r"running max", r"to the left", r"earlier ranks", r"previous ranks", r"ranks (above|before)",
        r"prefix max", r"(left|earlier|before) instead of (right|later|after)", r"cumulative max"]], '''
def my_interpolated(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    out = [0.0] * 11
    best, hits = 0.0, 0
    done = 0
    for k, x in enumerate(labels, start=1):
        hits += x
        best = max(best, hits / k)
        while done < 11 and hits / n_relevant >= levels[done]:
            out[done] = best
            done += 1
    return out
''')

wrong("q19", "pr.averaged", "flow", "returns the averaged curve in reverse order (recall 1.0 down to 0.0)",
      [[r"revers", r"backwards", r"1\.0 (down )?to 0", r"descending (recall|level|order)", r"wrong order",
        r"high(est)? (recall|level) first"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        curve = []
        for i in range(10, -1, -1):
            r = i / 10
            curve.append(max([p for rc, p in pts if rc >= r - 1e-12], default=0.0))
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q20", "gen.grip_point", "flow", "counts the relevant items in the LAST n_relevant ranks (labels[-c:]) "
      "instead of the first",
      [[r"last", r"bottom", r"labels\[-", r"negative (index|slice)", r"tail",
        r"from the end"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels[-n_relevant:]) / n_relevant
''')

wrong("q21", "scope.eps_precision", "flow", "keeps the targets with d <= epsilon (inclusive) instead of the "
      "strict d < epsilon",
      [[r"<=", r"inclusive", r"equal to epsilon", r"at (the )?boundary", r"on the boundary",
        r"less than or equal"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "ndcg.all_judgments", "hidden", "crashes with ZeroDivisionError when no item is relevant at all "
      "(the ideal DCG is 0 and is divided by without a check)", [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(g[:1].sum() + (g[1:] / np.log2(np.arange(2, len(g) + 1))).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / float(dcg(ideal))
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.step", "hidden", "when the level is never reached it returns the precision at the bottom of "
      "the list (hits / len) instead of 0",
      [[r"not reached", r"unreached", r"instead of (0|zero)", r"should be (0|zero)",
        r"(end|bottom) of the (list|ranking)", r"last rank"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if level <= hits / n_relevant:
                return hits / k
    return hits / len(labels)
''')

wrong("q24", "ap.exact", "hidden", "caps n_relevant at the length of the list (min(n_relevant, len(labels))) "
      "before dividing",
      [[r"cap", r"min\(", r"length of the (list|ranking)", r"len\(labels\)", r"list'?s length"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / min(n_relevant, len(y)))
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the number of ranks actually in the list when the list is "
      "shorter than the class (missing ranks not counted)",
      [[r"len\(", r"number of ranks", r"(ranks|items) (actually )?(in|present)", r"length of the (list|ranking)",
        r"divid\w* by (the )?(list|len)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "avg.macro", "hidden", "crashes with ZeroDivisionError on a query with nothing retrieved "
      "(tp + fp = 0, no guard)", [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.pr", "hidden", "gives recall 1 (everything found) instead of 0 when nothing is relevant",
      [[r"1(\.0)? (instead of|rather than) (0|zero)", r"returns? 1", r"perfect recall", r"recall (of )?1\b",
        r"empty relevant set", r"best.{0,20}instead of.{0,20}worst"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 1.0
    return [p, r]
''')

wrong("q28", "set.f_beta", "hidden", "crashes with ZeroDivisionError when precision and recall are both 0 (no "
      "guard)", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (P + beta^2 R), weighting precision "
      "instead of recall",
      [[r"beta.{0,30}(on|times|multipl\w*|with) (the )?recall", r"recall.{0,20}(multiplied|weighted|times)",
        r"precision and recall.{0,20}(swap|exchang|revers|confus)",
        r"(swap|exchang|revers|confus)\w*.{0,20}(precision and recall|p and r)",
        r"beta.{0,20}wrong (term|side)", r"p \+ beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta ** 2) * precision * recall / (precision + beta ** 2 * recall)
''')

wrong("q30", "scope.knn_ties", "twin", "breaks the tie the wrong way round in each bound: relevant tied targets "
      "first for the lowest P@k and last for the highest",
      [[r"tie.{0,40}(swap|revers|wrong way|exchang|other way|backwards)",
        r"relevant.{0,30}first.{0,40}low", r"low\w*.{0,40}relevant.{0,20}first",
        r"(swap|exchang|revers)\w*.{0,30}(tie|relevant (first|last))"]], '''
def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(sign):
        order = sorted(range(len(distances)), key=lambda i: (distances[i], sign * labels[i]))
        return sum(labels[i] for i in order[:k]) / k
    lowest = p_at_k(-1)
    highest = p_at_k(+1)
    return [lowest, highest]
''')

wrong("q31", "roc.auc", "twin", "takes label 0 as the positive class (labels flipped), so it counts the pairs "
      "where a 0-labelled item scores higher",
      [[r"label.{0,30}(flip|swap|invert|revers)", r"(0|zero).{0,30}(as|for|taken as|treated as) (the )?positive",
        r"positive.{0,20}(class|label).{0,20}(0|zero)", r"(flip|swap|invert|revers)\w*.{0,20}labels?",
        r"classes? (swapped|exchanged|reversed)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for p, n in product(pos, neg):
        if p > n:
            total += 1
        elif p == n:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns misread), so its 'fp' is "
      "really fn",
      [[r"column", r"order of (the )?(table|entries|counts)", r"tp, fn, fp", r"misread", r"unpack",
        r"(fp and fn|fn and fp).{0,30}(swap|confus|exchang|mix)",
        r"(swap|confus|exchang|mix)\w*.{0,30}(fp and fn|fn and fp)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp > 0 else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q33", "roc.eer", "twin", "returns the true positive rate at the crossing (1 - FNR) instead of the error "
      "rate there",
      [[r"true positive rate", r"returns? (the )?tpr", r"tpr (instead|rather)", r"1 - fnr", r"hit rate", r"instead of (the )?(error|fpr|fnr)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = (y == 1).sum(), (y == 0).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        tpr.append(float((sel & (y == 1)).sum() / P))
        fpr.append(float((sel & (y == 0)).sum() / N))
    for j in range(len(fpr)):
        if fpr[j] - (1 - tpr[j]) >= 0:
            break
    if j == 0 or fpr[j] == 1 - tpr[j]:
        return tpr[j]
    d0 = fpr[j - 1] - (1 - tpr[j - 1])
    d1 = fpr[j] - (1 - tpr[j])
    a = d0 / (d0 - d1)
    return tpr[j - 1] + a * (tpr[j] - tpr[j - 1])
''')

wrong("q34", "dcg.classic", "twin", "walks the grades in reverse order (bottom of the ranking first)",
      [[r"revers", r"backwards", r"bottom (of the ranking )?first", r"from the (end|bottom|last)",
        r"last (item|grade) first", r"bottom.?up"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(reversed(grades), start=1):
        total += g if i == 1 else g / math.log2(i)
    return total
''')

wrong("q35", "dcg.trec", "twin", "indexes the discount from the end of the list (log2(n - i + 1) with i from 0)",
      [[r"discount.{0,40}(end|bottom|last|revers)", r"(position|rank|index)\w*.{0,30}from the (end|bottom)",
        r"len\(grades\) ?- ?i", r"n - i", r"count\w* (the )?(ranks|positions) (from|backwards)"]], '''
import math

g = v["grades"]
n = len(g)
my_dcg_trec = sum(x / math.log2(n - i + 1) for i, x in enumerate(g))
''')

# ------------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "swaps the roles of retrieved and relevant (divides the hits by the relevant set "
      "for precision and by the retrieved set for recall)",
      [[r"(retrieved and relevant|relevant and retrieved).{0,30}(swap|confus|exchang|mix|revers)",
        r"(swap|confus|exchang|mix|revers)\w*.{0,30}(retrieved and relevant|relevant and retrieved|arguments|roles)",
        r"precision and recall.{0,20}(swap|exchang|revers)", r"(swap|exchang)\w*.{0,20}precision and recall"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(relevant), set(retrieved)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "map.mean", "data", "reverses each run, reading the lists as worst-first (ascending score order)",
      [[r"revers", r"worst.?first", r"ascending", r"backwards", r"bottom (of the ranking )?first",
        r"wrong (end|order|direction)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        run = run[::-1]
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q38", "sig.sign_test", "data", "keeps the tied queries and counts them as losses of a (d <= 0) instead of "
      "dropping them",
      [[r"ties?.{0,40}(not dropped|kept|counted|as (a )?loss|included)", r"(kept|keeps|counts?|includ\w*) (the )?tie",
        r"<= ?0", r"drop\w*.{0,20}ties?"]], '''
from scipy.stats import binomtest

d = [x - y for x, y in zip(v["a"], v["b"])]
wins = sum(1 for x in d if x > 0)
my_sign_p = binomtest(wins, len(d)).pvalue
''')

wrong("q39", "scope.eps_precision", "data", "treats the distances as similarities: keeps the targets with "
      "d > epsilon (the far ones)",
      [[r"similarit", r"> ?epsilon", r"greater than epsilon", r"outside", r"farther", r"far(thest)? (ones|targets)",
        r"wrong side", r"(direction|comparison).{0,20}(revers|flip|wrong)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    sel = y[d > epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

wrong("q40", "ap.value", "data", "reads the ranking bottom-up (reverses the labels, thinking the list is "
      "worst-first)",
      [[r"revers", r"worst.?first", r"bottom.?up", r"backwards", r"ascending", r"wrong (end|order|direction)"]], '''
labels = list(reversed(v["labels"]))
n = v["n_relevant"]
hits, s = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / k
my_ap_value = s / n
''')

wrong("q41", "rank.p_at_k", "data", "takes 0 as the relevant label (counts the zeros in the top k)",
      [[r"(0|zero)s?.{0,30}(as|counted as|taken as|for) relevant", r"invert", r"flip",
        r"count\w* (the )?(zeros|non.?relevant)", r"labels.{0,20}(swap|revers)"]], '''
def my_p_at_k(labels, k):
    return labels[:k].count(0) / k
''')

wrong("q42", "ap.eleven_point", "data", "takes n_relevant as the number of ones in the list (ignores relevant "
      "items never retrieved)",
      [[r"sum\(labels\)", r"ones in the list", r"retrieved relevant", r"ignor\w* (the )?(relevant items )?never retrieved", r"unretrieved",
        r"ignor\w* (the )?n_relevant", r"instead of n_relevant"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    n = y.sum()
    if n == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n
    return float(np.mean([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                          for r in np.linspace(0, 1, 11)]))
''')

# ------------------------------------------------------------------------------------------------ right
right("q43", "map.mean", "NumPy cumsum per query", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / n) if n else 0.0)
    return float(np.mean(aps))
''')

right("q44", "rank.distances", "sorted with a key, nearest first", '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0])]
    return sum(ranked[:k]) / k
''')

right("q45", "ndcg.all_judgments", "comprehensions, ideal sorted high to low", '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = lambda gs: sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted([*grades, *unretrieved], reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

right("q46", "roc.auc", "itertools.product over (positive, negative) pairs with Fractions", '''
from fractions import Fraction
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    won = sum(Fraction(1) if p > n else Fraction(1, 2) if p == n else 0 for p, n in product(pos, neg))
    return float(won / (len(pos) * len(neg)))
''')

right("q47", "ap.value", "explicit loop over the ranks", '''
hits, s = 0, 0.0
for k, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        s += hits / k
my_ap_value = s / v["n_relevant"]
''')

right("q48", "gen.practical", "fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
