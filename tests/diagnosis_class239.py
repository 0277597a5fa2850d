"""Diagnosis class 239, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of one class of an IR evaluation course -- exchange
students trained on another textbook (Manning et al.'s Introduction to Information Retrieval, Baeza-Yates and
Ribeiro-Neto) whose conventions differ from the course's: the log2(i + 1) discount and exponential gains, AP over
the relevant items retrieved, the F-measure's alpha, interpolation as a maximum to the right, scores where the
course has distances. Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c239-" + sid``. The keys were fixed before the checker
was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class239).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 239 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c239-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount of IIR / trec_eval at every rank instead of "
      "the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log.{0,10}\(?(i|rank|k)\s*\+\s*1", r"trec.?eval", r"burges",
        r"(other|another|wrong|different) discount", r"discount.{0,40}(shifted|every rank|all ranks|rank 1)",
        r"rank 1 (is )?discounted", r"discounts? (the )?first"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, rel in enumerate(grades, start=1):
        total += rel / math.log2(i + 1)
    return total
''')

wrong("q02", "map.mean", "sibling", "returns the geometric mean of the APs (trec_eval's gm_map, with a floor of "
      "1e-5) instead of their arithmetic mean",
      [[r"geometric", r"gm.?map", r"\bGMAP\b", r"log.{0,30}(AP|average precision)", r"product of"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        run = np.asarray(run)
        ranks = np.flatnonzero(run) + 1
        prec = np.cumsum(run)[ranks - 1] / ranks
        aps.append(prec.sum() / R if R else 0.0)
    return float(np.exp(np.mean(np.log(np.maximum(aps, 1e-5)))))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (Burges / IIR) instead of the "
      "grade itself",
      [[r"exponential", r"2\s*\*\*\s*rel", r"2\^", r"2 to the", r"power of (two|2)", r"gain.{0,30}(2|two)",
        r"burges"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum((2 ** g - 1) / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q04", "set.f_beta", "sibling", "returns the balanced F1 (harmonic mean of P and R) whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta.{0,30}(ignored|never used|unused|not used)",
        r"balanced"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q05", "interp.step", "sibling", "uses IIR's interpolation (the maximum precision at any recall >= r) instead "
      "of the lecture notes' step rule P_i",
      [[r"IIR", r"manning", r"(highest|largest|best) precision (at|over|of) (any|all|every|later)",
        r"interpolat\w* (as|by|with) (a |the )?max", r"11.?point", r"max\w* over (all )?(later|higher|the following)",
        r"any (later|higher) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for k, x in enumerate(labels, 1):
        hits += x
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables).{0,40}(before|first|then)",
        r"(total|overall) (tp|true positives)", r"weighted by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q07", "gen.grip_point", "sibling", "returns the precision of the whole judged list (at s = len(labels)) "
      "instead of the precision at s = n_relevant",
      [[r"whole (list|ranking)", r"len\(labels\)", r"length of the (list|ranking)", r"all (the )?(retrieved|ranks)",
        r"(scope|cut|s) (=|is|at) (the )?(list|len)", r"entire (list|ranking)", r"not (cut|at) (at )?(the )?(class|n_relevant|c)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels) if labels else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"squar\w*", r"beta\s*\*\*\s*2", r"beta instead of beta\s*(\^|\*\*)\s*2",
        r"beta\s*\*\s*beta", r"(plain|linear) beta"]], '''
def my_f(precision, recall, beta):
    den = beta * precision + recall
    return (1 + beta) * precision * recall / den if den else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "drops the - 1 of the gain: 2^rel / log2(i + 1)",
      [[r"(drop|forg[eo]t|missing|without|omit)\w*.{0,20}(-\s*1|minus (one|1))", r"minus (one|1)", r"without (the )?(- ?1|minus)", r"2\s*\^\s*rel\b(?!\s*-)", r"2\s*\*\*\s*rel\b(?!\s*-)",
        r"grade 0.{0,30}(gain|counts?|adds?) (1|one)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q10", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten", r"divid\w* by (the )?(wrong|10)", r"11 levels.{0,30}10", r"instead of 11"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    for j in range(11):
        r = j / 10
        best, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                best = max(best, hits / k)
        total += best
    return total / 10
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides v by d - s (the unjudged part) instead of by "
      "v + d - s",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"forg[eo]t .{0,20}\bv\b", r"without (the )?\bv\b", r"(missing|drops?|leaves? out) .{0,20}\bv\b",
        r"unjudged (part|items) only"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    return [precision, recall_lower, v / d]
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"max\w*\s*\(\s*k", r"larger of", r"bigger of", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    den = max(k, n_relevant)
    return total / den if den else 0.0
''')

wrong("q14", "scope.knn_ties", "shape", "the highest bound adds every tied relevant target without capping it at "
      "the places left in the top k",
      [[r"cap\w*", r"min\w*\s*\(", r"places? left", r"(more|exceed\w*) than (the )?(k|free|places|slots)",
        r"slots", r"room", r"above 1", r"greater than 1", r"all (the )?tied relevant"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    t = distances[order[k - 1]]
    before = [labels[i] for i in order if distances[i] < t]
    tied = [labels[i] for i in order if distances[i] == t]
    free = k - len(before)
    low = sum(before) + max(0, free - (len(tied) - sum(tied)))
    high = sum(before) + sum(tied)
    return [low / k, high / k]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of by k, so a k beyond "
      "the list's end shrinks the denominator",
      [[r"len\w*\s*\(\s*labels\s*\[\s*:\s*k", r"length of the (slice|list|cut)", r"slice",
        r"instead of (by )?k\b", r"not by k", r"(missing|beyond).{0,40}(not counted|ignored|dropped|denominator)",
        r"min\s*\(\s*k\s*,\s*len"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q16", "pr.points", "flow", "computes the precision at a relevant rank before counting that relevant item "
      "(the hit count is incremented after the point is added)",
      [[r"before (count\w*|increment\w*|add\w*|updat\w*)", r"after (the point|append\w*|comput\w*)",
        r"increment\w* (too )?late", r"one (hit|relevant) (too )?(few|short|behind)", r"not yet counted",
        r"(previous|old) (hit )?count"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "map.mean", "flow", "the hit counter is not reset between queries, so each query's precisions carry "
      "the previous queries' hits",
      [[r"not reset", r"never reset", r"reset", r"carr(y|ies|ied) over", r"accumulat\w* across",
        r"previous quer(y|ies)", r"outside the (query )?loop", r"shared across quer"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        total += s / R if R else 0.0
    return total / len(runs)
''')

wrong("q18", "interp.curve", "flow", "breaks at the first rank whose recall reaches r and takes its precision, "
      "without the maximum over the later ranks",
      [[r"first rank", r"break\w*", r"stops? (at|too)", r"no max", r"without (the )?max", r"not the max",
        r"(later|following|lower) ranks", r"first (point|precision)"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        value, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                value = hits / k
                break
        out.append(value)
    return out
''')

wrong("q19", "map.mrr", "flow", "does not stop at the first relevant item, so the rank of the last relevant item "
      "is used",
      [[r"last relevant", r"no break", r"without (a )?break", r"(does not|doesn't|never) stop", r"overwrit\w*",
        r"not the first", r"first relevant.{0,40}(overwritten|replaced)"]], '''
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

wrong("q20", "pr.averaged", "flow", "the per-level list is created once outside the query loop, so each query's "
      "curve takes the maximum with the previous queries' values",
      [[r"outside the (query )?loop", r"not reset", r"never reset", r"reset", r"carr(y|ies|ied) over",
        r"previous quer(y|ies)", r"shared (list|curve)", r"reus\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curve = [0.0] * 11
    sums = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            for j, r in enumerate(levels):
                if R and hits / R >= r:
                    curve[j] = max(curve[j], hits / k)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "ap.exact", "flow", "the loop runs over range(1, len(labels)), so the last rank is never visited",
      [[r"last (rank|item|position)", r"off.by.one", r"range\s*\(\s*1\s*,\s*len", r"one rank (short|too few)",
        r"stops? one (rank )?(early|short)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k in range(1, len(labels)):
        if labels[k - 1]:
            hits += 1
            total += hits / k
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero",
      [ZERODIV, [r"P\s*=\s*R\s*=\s*0", r"both (are )?(0|zero)", r"precision and recall (both )?(0|zero)", r"guard",
                 r"zero denominator"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "roc.eer", "hidden", "walks the ROC curve one item at a time, so tied scores are split into separate "
      "steps instead of one diagonal step",
      [[r"ti(e|ed|es) .{0,30}(split|separate|one at a time|individual)", r"(split|separate)\w* .{0,30}(ties|tied)",
        r"one (item|score) at a time", r"(not|never|without) (group|merg)\w*", r"diagonal"]], '''
def my_eer(scores, labels):
    pairs = sorted(zip(scores, labels), key=lambda p: -p[0])
    P = sum(labels)
    N = len(labels) - P
    x0 = y0 = 0.0
    tp = fp = 0
    for s, y in pairs:
        if y:
            tp += 1
        else:
            fp += 1
        x1, y1 = fp / N, tp / P
        f0, f1 = x0 + y0 - 1, x1 + y1 - 1
        if f0 <= 0 <= f1 and f1 != f0:
            return x0 + (-f0 / (f1 - f0)) * (x1 - x0)
        x0, y0 = x1, y1
    return x0
''')

wrong("q24", "ap.exact", "hidden", "no guard for a query without relevant items: divides by n_relevant = 0",
      [ZERODIV, [r"n_relevant\s*(=|is|==)\s*0", r"no relevant items", r"guard", r"zero relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"guard", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "uses d <= epsilon instead of the strict d < epsilon, so a target "
      "exactly at epsilon is returned",
      [[r"<=", r"≤", r"less than or equal", r"inclusive", r"not strict", r"non.?strict",
        r"(includ|return|count)\w* .{0,30}(at|equal to) (exactly )?epsilon"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    inside = d <= epsilon
    return float(y[inside].mean()) if inside.any() else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c, so a list shorter than "
      "the class gives too high a precision",
      [[r"len\w*\s*\(\s*labels\s*\[", r"length of the (slice|list)", r"slice", r"denominator.{0,30}(shr|short|len)",
        r"(missing|beyond).{0,40}(not counted|ignored|dropped|denominator)", r"instead of (by )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV, [r"nothing retrieved", r"tp\s*\+\s*fp\s*(=|is|==)\s*0", r"guard", r"empty"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    precs = [Fraction(tp, tp + fp) for tp, fp, fn in tables]
    return float(sum(precs) / len(precs))
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "interp.curve", "twin", "compares R@k > r strictly instead of R@k >= r, so a level the ranking "
      "reaches exactly takes the next point's precision",
      [[r"strict\w*", r"(>|greater than) (instead of|rather than) (>=|≥|greater than or equal)",
        r"reach\w* .{0,20}exactly", r"equal to (the )?level", r"(R|recall)@?k? > r\b"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.linspace(0, 1, 11):
        ok = rec > r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q30", "roc.auc", "twin", "counts a tied (positive, negative) pair as 0 (strict >) instead of 1/2",
      [[r"ti(e|ed|es).{0,40}(0|zero|nothing|not counted|ignored|dropped)", r"strict", r"(0|zero) (for|to) (a )?ti",
        r"(without|no|missing) (the )?(half|1/2)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("q31", "rank.distances", "twin", "sorts the distances from largest to smallest (as scores, higher first) "
      "instead of nearest first",
      [[r"descending", r"reverse", r"largest (first|distance)", r"farthest", r"(as|like) (a )?scores?",
        r"higher (is|first|better)", r"wrong (order|direction)", r"nearest (last|at the bottom)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (counted neither as wins nor losses) instead of "
      "dropping them",
      [[r"ti(e|ed|es).{0,40}(kept|not dropped|included|counted in n)", r"(kept|keeps?|includ\w*) .{0,30}(ties|tied)",
        r"\bn\b.{0,30}(all|every) quer", r"not dropped"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q33", "ap.eleven_point", "twin", "the levels come from np.arange(0, 1.1, 0.1), whose float 0.30000000000000004 "
      "(and others) is just above the recall 0.3 the ranking reaches exactly",
      [[r"arange", r"float\w*", r"round\w*", r"0\.30+4", r"inexact", r"representation", r"precision error"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in np.arange(0, 1.1, 0.1)]
    return float(np.mean(vals))
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items retrieved instead of by n_relevant "
      "(IIR's average over the relevant documents found)",
      [[r"retrieved relevant", r"relevant (items |documents )?retrieved", r"found", r"sum\s*\(\s*labels",
        r"instead of (by )?n_relevant", r"not (by )?n_relevant", r"unretrieved.{0,40}(ignored|left out|missing|dropped)",
        r"never retrieved.{0,40}(ignored|left out|missing|dropped)"]], '''
labels = v["labels"]
hits, precs = 0, []
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        precs.append(hits / k)
my_ap_value = sum(precs) / len(precs) if precs else 0.0
''')

wrong("q35", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator (IIR's alpha "
      "taken as beta^2 / (1 + beta^2)), which computes F with 1/beta",
      [[r"1\s*/\s*beta", r"(swap|invert|revers)\w*", r"beta.{0,30}(recall|wrong term|wrong side)", r"alpha",
        r"weights? precision"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = beta ** 2 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice (len of the list, not of the set) in the "
      "precision's denominator",
      [[r"duplicat\w*", r"len\s*\(\s*retrieved\s*\)", r"counted twice", r"counts? (it|them) twice", r"repeated",
        r"list (length|instead)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "ndcg.all_judgments", "data", "binarises the grades (any grade above 0 counts 1) instead of using "
      "the graded relevance",
      [[r"binar\w*", r"0/1", r"grade.{0,30}(1|one)\b", r"ignor\w* (the )?grade", r"graded", r"relevant or not"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg(xs):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
    idcg = dcg(ideal)
    return dcg(rel) / idcg if idcg else 0.0
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp], so tp is divided by tp plus the third column (fn)",
      [[r"column", r"tp\s*\+\s*fn", r"order of (the )?(table|entries|columns)", r"recall",
        r"(second|third) (entry|element)", r"swap\w* (fp|fn)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q39", "dcg.trec", "data", "sorts the grades from high to low before discounting (the ideal DCG, not the "
      "ranking's)",
      [[r"sort\w*", r"ideal", r"reorder\w*", r"rank(ing)? order", r"(high|best) (to low|first)"]], '''
from math import log2

grades = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(g / log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q40", "gen.grip_point", "data", "takes the class size as sum(labels) (the relevant items in the list) "
      "instead of n_relevant",
      [[r"sum\s*\(\s*labels", r"relevant (items )?in the (list|ranking)", r"instead of (the )?n_relevant",
        r"(retrieved|found) relevant", r"not n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q41", "map.mrr", "data", "leaves the queries with no relevant item out of the mean instead of counting "
      "them 0",
      [[r"(left|leaves?|leaving) out", r"skip\w*", r"drop\w*", r"exclud\w*", r"(fewer|only) quer", r"number of queries"]], '''
def my_mrr(runs):
    rrs = [1 / (run.index(1) + 1) for run in runs if 1 in run]
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q42", "roc.auc", "data", "takes label 0 as the positive class (pairs a 0-labelled item over a 1-labelled "
      "one), giving 1 - AUC",
      [[r"label.{0,20}(0|zero).{0,20}positive", r"positive.{0,20}(0|zero)", r"(swap|invert|revers|flip)\w*",
        r"1\s*-\s*AUC", r"complement"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "sorted with a key, list comprehensions, counts of the tie", '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    t = distances[order[k - 1]]
    before = [labels[i] for i in order if distances[i] < t]
    tied = [labels[i] for i in order if distances[i] == t]
    free = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = sum(before) + max(0, free - tied_non)
    high = sum(before) + min(free, tied_rel)
    return [low / k, high / k]
''')

right("q44", "roc.eer", "itertools.groupby over sorted scores, exact Fractions", '''
from fractions import Fraction
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(Fraction(0), Fraction(0))]
    tp = fp = 0
    for _, grp in groupby(sorted(zip(scores, labels), key=lambda p: -p[0]), key=lambda p: p[0]):
        for _, y in grp:
            if y == 1:
                tp += 1
            else:
                fp += 1
        pts.append((Fraction(fp, N), Fraction(tp, P)))
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        f0, f1 = x0 + y0 - 1, x1 + y1 - 1
        if f0 <= 0 <= f1:
            if f1 == f0:
                return float(x0)
            return float(x0 + (-f0 / (f1 - f0)) * (x1 - x0))
    return float(pts[-1][0])
''')

right("q45", "interp.step", "one loop over the relevant ranks", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("q46", "pr.averaged", "NumPy per query, then a column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        row = np.zeros(11)
        if R and len(y):
            hits = np.cumsum(y)
            prec = hits / np.arange(1, len(y) + 1)
            rec = hits / R
            for j in range(11):
                ok = rec >= j / 10 - 1e-12
                row[j] = prec[ok].max() if ok.any() else 0.0
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q47", "gen.practical", "Sebe et al.'s bounds with Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = Fraction(v, s)
    recall_lower = Fraction(v, v + d - s) if v else Fraction(0)
    generality_lower = Fraction(v, d)
    return [float(precision), float(recall_lower), float(generality_lower)]
''')

right("q48", "scope.eps_precision", "comprehension over zipped pairs", '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for dist, y in zip(distances, labels) if dist < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

SUBMISSIONS = tuple(S)
