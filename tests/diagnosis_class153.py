"""Diagnosis class 153, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
translate textbook pseudo-code line by line (1-based arrays, "for i <- 1 to n", repeat-until loops) and students
who bring the conventions of other IR textbooks (log2(i + 1) discounts, the maximum-to-the-right interpolation,
AP over the relevant items found, F with beta unsquared, similarities instead of distances, [tp, fn, fp] tables)
that differ from this course's. Styles vary inside the class: explicit loops, NumPy, comprehensions, itertools and
fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, generators, hidden-check hints, references), the measure library outside the exercises and grading
packages, and the course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in
``style``). Student ids are ``"c153-" + sid``. The keys were fixed before the checker was run. Value submissions
use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's
answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class153).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 153 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c153-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(another textbook's AP) instead of n_relevant",
      [[r"relevant (items |documents )?(retrieved|found)", r"retrieved relevant", r"found relevant",
        r"number of (hits|relevant items (in|of) the (list|ranking))", r"instead of n_relevant",
        r"not (by )?n_relevant", r"sum\(labels\)", r"unretrieved.{0,40}(ignored|left out|not counted)",
        r"never retrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    # Algorithm AP(L[1..n]):  s <- 0; h <- 0
    #   for i <- 1 to n: if L[i] = 1 then h <- h + 1; s <- s + h / i
    #   return s / h
    n = len(labels)
    s = 0.0
    h = 0
    for i in range(1, n + 1):
        if labels[i - 1] == 1:
            h = h + 1
            s = s + h / i
    if h == 0:
        return 0.0
    return s / h
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount of every rank (the trec/Burges DCG) instead "
      "of rank 1 undiscounted and log2(i) from rank 2",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec", r"burges", r"discount\w* (every|all|each) rank",
        r"rank 1 (is )?discounted", r"first (rank|item) (is )?discounted", r"discount\w* the first"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    i = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(i + 1)))
''')

wrong("q03", "map.mean", "sibling", "returns the geometric mean of the per-query APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"gmap", r"product", r"n-?th root"]], '''
def my_map(runs, n_relevant):
    prod = 1.0
    for q in range(1, len(runs) + 1):
        L, R = runs[q - 1], n_relevant[q - 1]
        h, s = 0, 0.0
        for i in range(1, len(L) + 1):
            if L[i - 1]:
                h += 1
                s += h / i
        ap = s / R if R else 0.0
        prod *= ap
    return prod ** (1.0 / len(runs))
''')

wrong("q04", "ap.at_k", "sibling", "divides AP@k by n_relevant (the plain truncated AP of trec_eval) instead of "
      "min(k, n_relevant)",
      [[r"n_relevant", r"all (the )?relevant", r"number of relevant items", r"\bR\b", r"class size"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* k", r"rather than min",
        r"divid\w* by n_relevant", r"truncated AP", r"trec_eval"]], '''
def my_ap_at_k(labels, n_relevant, k):
    s, hits = 0.0, 0
    for i in range(1, min(k, len(labels)) + 1):
        if labels[i - 1] == 1:
            hits += 1
            s += hits / i
    return s / n_relevant if n_relevant else 0.0
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) instead "
      "of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(counts|tp|tables)", r"total tp", r"summ?ed counts",
        r"weight\w* by (the )?(number|size)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "interp.step", "sibling", "uses the maximum precision at any recall >= level (the textbook's "
      "interpolation) instead of the lecture notes' step rule P_i",
      [[r"max(imum)? (precision )?(over|at|of) (all |any |every )?(later|higher|recall|ranks|levels)",
        r"highest precision", r"largest precision", r"best precision", r"11.?point", r"standard interpolat",
        r"max over"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best, hits = 0.0, 0
    for i, x in enumerate(labels, start=1):
        hits += x
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"no interpolat", r"without interpolat", r"not interpolat", r"smallest \|",
        r"smallest (gap|difference)", r"scikit", r"(at|of) a (roc )?point", r"mean of fpr and fnr",
        r"\(fpr \+ fnr\) / 2"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y != 1)
        pts.append((fp / N, 1 - tp / P))
    fpr, fnr = min(pts, key=lambda p: abs(p[0] - p[1]))
    return (fpr + fnr) / 2
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (the alpha/beta form of another "
      "textbook, beta never squared)",
      [[r"beta\s*\*\*\s*2", r"beta squared", r"squar\w*", r"beta²", r"b\*\*2",
        r"beta instead of", r"unsquared"]], '''
def my_f(precision, recall, beta):
    P, R, b = precision, recall, beta
    if P == 0 and R == 0:
        return 0.0
    return (1 + b) * P * R / (b * P + R)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1",
      [[r"without (the )?- ?1", r"minus (one|1)", r"2\^rel(_i)? instead", r"2 ?\*\* ?rel(_i)? instead",
        r"gain of (a )?(grade )?0 is 1", r"non-?relevant.{0,30}gain", r"forg\w* (to |the )?(subtract|- ?1)",
        r"(missing|drops?|left out|omit\w*) (the )?- ?1"]], '''
import math

g = v["grades"]
my_dcg_exp = 0.0
for i in range(1, len(g) + 1):
    my_dcg_exp += 2 ** g[i - 1] / math.log2(i + 1)
''')

wrong("q10", "gen.practical", "shape", "recall lower bound v / (d - s) (the + v in the denominator left out)",
      [[r"\+ ?v", r"plus v", r"d - s(?! ?\+)", r"left out v", r"without (the )?v", r"relevant found"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "ndcg.all_judgments", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural", r"\bln\b", r"math\.log\b(?!2)", r"base e", r"(another|wrong|other) base", r"log base",
        r"not log2", r"instead of log2"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        total = 0.0
        for i in range(1, len(g) + 1):
            total += g[i - 1] if i == 1 else g[i - 1] / math.log(i)
        return total
    ideal = sorted([x for x in list(grades) + list(unretrieved) if x > 0], reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability (never doubled) instead of the "
      "two-sided p-value",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg\w* to|without) doubl", r"half",
        r"times 2", r"\* ?2", r"twice"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n
''')

wrong("q13", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks",
      [[r"mean (first )?rank", r"average (first )?rank", r"1 / mean", r"reciprocal of the (mean|average)",
        r"invert\w* (the |after )?(mean|average)", r"harmonic"]], '''
def my_mrr(runs):
    firsts = []
    for run in runs:
        r = 0
        for i in range(1, len(run) + 1):
            if run[i - 1] == 1:
                r = i
                break
        if r:
            firsts.append(r)
    if not firsts:
        return 0.0
    mean_rank = sum(firsts) / len(firsts)
    return (1.0 / mean_rank) * len(firsts) / len(runs)  # queries with nothing found count 0
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 (the "
      "textbook's ten recall levels) instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"instead of", r"divid\w*"]], '''
def my_11pt(labels, n_relevant):
    P, R = [], []
    h = 0
    for i in range(1, len(labels) + 1):
        h += labels[i - 1]
        P.append(h / i)
        R.append(h / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(0, 11):
        r = j / 10
        total += max([p for p, rr in zip(P, R) if rr >= r], default=0.0)
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop for i <- 1 to k became range(1, k): rank k is never counted",
      [[r"range\(1, ?k\)", r"off.by.one", r"rank k (is )?(never|not) (counted|included|read)",
        r"(misses|skips|drops|leaves out) (the )?(last|k-?th) rank", r"only k ?- ?1", r"first k ?- ?1",
        r"one rank (too )?(short|few)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i <= len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("q16", "pr.points", "flow", "loops i over 1..n-1 and reads labels[i] as the label of rank i, so every "
      "label is read one rank early and the first one is skipped",
      [[r"off.by.one", r"shift\w*", r"one rank (early|late|off)", r"labels\[i\]", r"(skips|misses|drops) the first",
        r"first (item|label|rank) (is )?(skipped|ignored|never)", r"1-based", r"0-based", r"index\w* (from|at) 1"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for i in range(1, len(labels)):
        if labels[i]:
            hits += 1
            pts.append(hits / i)
    return pts
''')

wrong("q17", "map.mean", "flow", "the hit counter of the AP loop is not reset between queries (it carries over "
      "from the previous query)",
      [[r"reset", r"carr\w* over", r"accumulat\w*", r"previous quer", r"re-?initiali[sz]", r"not restarted",
        r"outside the (query )?loop", r"across queries", r"kept from"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    h = 0
    for q in range(len(runs)):
        s = 0.0
        for i, x in enumerate(runs[q], 1):
            if x:
                h += 1
                s += h / i
        total += s / n_relevant[q] if n_relevant[q] else 0.0
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the mean over queries is built from the last query's curve only (the "
      "per-query curve variable is overwritten in the loop and used after it)",
      [[r"last quer", r"overwrit\w*", r"reus\w*", r"one quer\w*'?s? (curve|value)", r"only (the )?(one|last)",
        r"same curve", r"not accumulat"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0.0, 1.0, 11)
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        ranks = np.arange(1, len(y) + 1)
        prec = np.cumsum(y) / ranks
        rec = np.cumsum(y) / R if R else np.zeros(len(y))
        curve = np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in levels])
    total = np.zeros(11)
    for _ in runs:
        total += curve
    return list(total / len(runs))
''')

wrong("q19", "map.mrr", "flow", "no break when the first relevant item is found: the reciprocal rank of the "
      "LAST relevant item is kept",
      [[r"\bbreak\b", r"last relevant", r"(doesn't|does not|never) stop", r"not stop",
        r"keeps (going|looking|overwriting)", r"overwrit\w*", r"latest relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i in range(1, len(run) + 1):
            if run[i - 1] == 1:
                rr = 1.0 / i
        total += rr
    return total / len(runs)
''')

wrong("q20", "interp.step", "flow", "the repeat-until loop advances once more after the test: it returns the "
      "precision at the relevant item AFTER the one whose recall reaches the level",
      [[r"next relevant", r"one (relevant item|step|point) (too )?(late|far)", r"after the one",
        r"following (relevant|point)", r"off.by.one", r"repeat.?until", r"overshoot", r"R_\(?i ?\+ ?1"]], '''
def my_step_interpolated(labels, n_relevant, level):
    # P[1..m], R[1..m] at the relevant ranks
    P, R, h = [], [], 0
    for i in range(1, len(labels) + 1):
        if labels[i - 1] == 1:
            h += 1
            P.append(h / i)
            R.append(h / n_relevant)
    m = len(P)
    j = 0
    # repeat j <- j + 1 until R[j] >= level
    while True:
        j = j + 1
        if j > m:
            return 0.0
        if R[j - 1] >= level:
            j = j + 1
            break
    return P[j - 1] if j <= m else 0.0
''')

wrong("q21", "dcg.trec", "flow", "for i <- 1 to n translated as range(1, n): the last grade is never added",
      [[r"last (grade|rank|item)", r"range\(1, ?n\)", r"off.by.one", r"one (rank|item|grade) short",
        r"n ?- ?1 (ranks|grades|items)", r"(skips|misses|drops|leaves out) the (last|final)"]], '''
import math

g = v["grades"]
n = len(g)
my_dcg_trec = 0.0
for i in range(1, n):
    my_dcg_trec = my_dcg_trec + g[i - 1] / math.log2(i + 1)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "ap.eleven_point", "hidden", "the recall levels are built by adding 0.1 in a repeat-until loop, so "
      "0.3 becomes 0.30000000000000004 and a recall of exactly 0.3 no longer reaches its level",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"0\.1 (repeatedly|each time|in a loop)",
        r"adding 0\.1", r"accumulat\w* (of )?0\.1", r"not exact", r"inexact", r"precision error"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    h = 0
    for i in range(1, len(labels) + 1):
        h += labels[i - 1]
        pts.append((h / n_relevant if n_relevant else 0.0, h / i))
    total, count = 0.0, 0
    r = 0.0
    while True:  # repeat ... until r > 1
        total += max([p for rr, p in pts if rr >= r], default=0.0)
        count += 1
        r = r + 0.1
        if r > 1.0 + 1e-9:
            break
    return total / count
''')

wrong("q23", "set.pr", "hidden", "recall divides by len(relevant) without a guard: ZeroDivisionError when "
      "nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.at_k", "hidden", "loops for i <- 1 to k over the list: IndexError when k is longer than the "
      "list",
      [INDEX], '''
def my_ap_at_k(labels, n_relevant, k):
    d = min(k, n_relevant)
    if d == 0:
        return 0.0
    s, h = 0.0, 0
    for i in range(1, k + 1):
        if labels[i - 1] == 1:
            h += 1
            s += h / i
    return s / d
''', crash="IndexError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c], not by c, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"length of the (cut |truncated |short )?list",
        r"(divid\w*|denominator).{0,30}(length|len\b|fewer|number of items)", r"pad\w*",
        r"instead of (c|n_relevant)", r"not by (c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "no guard for an empty result: ZeroDivisionError when nothing is "
      "within epsilon",
      [ZERODIV], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside)))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: ZeroDivisionError when no item "
      "is relevant at all",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if len(g) == 0:
            return 0.0
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    if idcg == 0:
        raise ZeroDivisionError("IDCG is 0")
    return dcg(grades) / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: ZeroDivisionError there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "gen.practical", "twin", "the generality lower bound divides v by the scope s instead of the "
      "database size d (so it repeats the precision)",
      [[r"by (the )?scope", r"by s\b", r"v ?/ ?s\b", r"instead of (the )?(database|d\b)", r"not (by )?d\b",
        r"s instead of d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')

wrong("q30", "scope.knn_ties", "twin", "the tie-break key's sign is reversed: the 'pessimistic' sort puts tied "
      "relevant targets first and the 'optimistic' one last, so the bounds come out swapped",
      [[r"sign", r"-label", r"-y\b", r"key", r"tie.?break\w*"], [r"revers\w*", r"swap\w*", r"wrong way",
        r"other way", r"opposite", r"inverted"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pess = sorted(pairs, key=lambda t: (t[0], -t[1]))   # relevant last?
    opt = sorted(pairs, key=lambda t: (t[0], t[1]))     # relevant first?
    low = sum(y for _, y in pess[:k]) / k
    high = sum(y for _, y in opt[:k]) / k
    return [low, high]
''')

wrong("q31", "dcg.exponential", "twin", "exponential gains but the classic discount (rank 1 undiscounted, "
      "log2(i) from rank 2) instead of log2(i + 1) at every rank",
      [[r"log2?\s*\(\s*i\s*\)", r"classic discount", r"rank 1 (is )?(undiscounted|not discounted)",
        r"first (rank|item) (is )?(undiscounted|not discounted)", r"instead of log2\s*\(\s*i\s*\+\s*1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
disc = np.where(i == 1, 1.0, np.log2(np.maximum(i, 2)))
my_dcg_exp = float(((2 ** g - 1) / disc).sum())
''')

wrong("q32", "pr.averaged", "twin", "no interpolation: each query reads the precision at the first rank whose "
      "recall reaches r, not the maximum precision at any recall >= r",
      [[r"not interpolat", r"no interpolat", r"without interpolat", r"uninterpolated", r"first rank",
        r"no max", r"not the max", r"instead of the max", r"without (the |a )?max", r"maximum.{0,30}(missing|not taken)"]],
      '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        for j, r in enumerate(levels):
            h = 0
            for i in range(1, len(labels) + 1):
                h += labels[i - 1]
                if R and h / R >= r:
                    sums[j] += h / i
                    break
    return [s / len(runs) for s in sums]
''')

wrong("q33", "interp.curve", "twin", "compares recall strictly (R@k > r instead of R@k >= r)",
      [[r"strict\w*", r"> instead of >=", r"(greater|larger) than or equal", r"inclusive",
        r"equal to (the )?level", r"recall equal"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    p = np.cumsum(y) / np.arange(1, len(y) + 1)
    rc = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    out = []
    for r in np.linspace(0, 1, 11):
        m = rc > r
        out.append(float(p[m].max()) if m.any() else 0.0)
    return out
''')

wrong("q34", "ap.at_k", "twin", "divides AP@k by the number of relevant items found in the top k instead of "
      "min(k, n_relevant)",
      [[r"(found|retrieved) in the top", r"relevant (items )?(found|retrieved)", r"hits in the top",
        r"number of hits", r"relevant in the top", r"found relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    precs = [sum(top[:i]) / i for i in range(1, len(top) + 1) if top[i - 1]]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q35", "roc.auc", "twin", "compares with >= so a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r">=", r"ties? (pairs? )?count\w* (as )?(1|one|a win|fully|whole)", r"tied pairs? (as )?(wins|1)",
        r"instead of (1/2|a half|0\.5)", r"not (1/2|half)", r"count\w* ties? as wins"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    good = sum(1 for a in pos for b in neg if a >= b)
    return good / (len(pos) * len(neg))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "uses the retrieved LIST's length for precision: an id retrieved twice counts "
      "twice",
      [[r"duplicate", r"count\w* (it )?twice", r"list length", r"len\(retrieved\)", r"dedup\w*",
        r"counted (more than once|two times)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "treats the distances as similarities (largest first), another "
      "textbook's cosine-score convention",
      [[r"similarit", r"largest (first|distance)", r"farthest", r"furthest", r"descending", r"revers\w*",
        r"highest (distance|first)", r"wrong (end|order)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(-np.asarray(distances), kind="stable")
    y = np.asarray(labels)[order]
    return float(y[:k].sum() / k)
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp] (another textbook's column order), so "
      "precision is tp / (tp + fn)",
      [[r"\[tp, ?fn", r"column order", r"order of the (table|counts|columns)", r"misread",
        r"swap\w* (fp|fn|false)", r"fn (as|for|instead of) (fp|false pos)", r"false negatives? (as|for|instead of)",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall instead"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q39", "dcg.classic", "data", "binarises the graded relevance (any grade > 0 counts 1)",
      [[r"binar\w*", r"grade.{0,20}(as|to) 1", r"0/1", r"> ?0", r"ignor\w* (the )?grades?", r"gain (of )?1",
        r"graded.{0,30}(lost|ignored)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(1, len(grades) + 1):
        rel = 1 if grades[i - 1] > 0 else 0
        total += rel if i == 1 else rel / math.log2(i)
    return total
''')

wrong("q40", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (in|of) the (list|ranking)", r"retrieved relevant",
        r"relevant (items )?(retrieved|found)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant"]],
      '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q41", "roc.eer", "data", "reads the scores as distances (a low score = positive), so the ROC curve is "
      "walked from the wrong end",
      [[r"distance", r"low(er)? score", r"ascending", r"revers\w*", r"wrong end", r"invert\w*",
        r"smallest (score )?first", r"opposite"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores)):
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and y == 0)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d0 <= 0 <= d1:
            a = 0.0 if d1 == d0 else -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return 0.5
''')

wrong("q42", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking itself (as if "
      "retrieved at the end), so the DCG counts them too",
      [[r"append\w*", r"(added|adds) to the (ranking|run|retrieved)", r"as if (they were )?retrieved",
        r"unretrieved.{0,40}(in|into) the (dcg|ranking)", r"dcg.{0,40}unretrieved", r"end of the (ranking|list)"]],
      '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
    run = list(grades) + list(unretrieved)
    idcg = dcg(sorted(run, reverse=True))
    return dcg(run) / idcg if idcg else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.value", "1-based loop, Fraction", '''
from fractions import Fraction

L, R = v["labels"], v["n_relevant"]
s, h = Fraction(0), 0
for i in range(1, len(L) + 1):
    if L[i - 1] == 1:
        h += 1
        s += Fraction(h, i)
my_ap_value = float(s / R) if R else 0.0
''')

right("q44", "ndcg.value", "explicit discount list", '''
import math

def _dcg(g):
    return sum(x / (1.0 if i == 1 else math.log2(i)) for i, x in enumerate(g, 1))

ideal = sorted([x for x in v["grades"] + v["unretrieved"] if x > 0], reverse=True)
my_ndcg_value = _dcg(v["grades"]) / _dcg(ideal) if _dcg(ideal) > 0 else 0.0
''')

right("q45", "rank.distances", "sorted by (distance, position)", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: (distances[i], i))
    return sum(labels[i] for i in order[:k]) / k
''')

right("q46", "map.mrr", "repeat-until search for the first relevant rank", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        i = 0
        found = False
        while i < len(run) and not found:
            i += 1
            found = run[i - 1] == 1
        total += 1.0 / i if found else 0.0
    return total / len(runs)
''')

right("q47", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [hits[i] / (i + 1) for i in range(len(labels)) if labels[i]]
''')

right("q48", "scope.knn_ties", "NumPy lexsort with the label as tie-break", '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    low = y[np.lexsort((y, d))][:k].sum() / k      # label 0 first among ties: relevant last
    high = y[np.lexsort((-y, d))][:k].sum() / k    # relevant first
    return [float(low), float(high)]
''')

SUBMISSIONS = tuple(S)
