"""Diagnosis class 62, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
each build one general helper of their own -- a running-precision generator, a small Ranking class, a "curve"
function, a pairs iterator -- and reuse it across the tasks, so that the helper's hidden assumptions (binary labels
where grades are given, sorted input, 1-based ranks, one query, a fixed length) leak into answers it was not
written for; plus the usual misremembered formulas. Styles vary: NumPy, explicit loops, comprehensions, scipy and
scikit-learn where natural.

What was read: the task registry (``ireval_teach/exercises/tasks.py`` and ``ireval_teach/exercises/variants.py``:
task ids, signatures, statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside
``exercises/`` and ``grading/``; in practice ``roc.py``'s equal error rate, ``significance.py``'s sign test and
``generality.py``'s practical bounds), the course documents' conventions as the statements quote them,
tests/heldout_submissions.py lines 1-80 (``class_writer``, ``Submission`` and the shared key lists), the first 60
and last 30 lines of tests/diagnosis_class19.py (the format only) and the docstring of tests/validate_class.py.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c62-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class62): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 62 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c62-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "the student's 11-level curve helper reused: returns the 11-point interpolated "
      "average precision instead of exact (non-interpolated) AP",
      [[r"11.?point", r"eleven.?point", r"interpolat\w*", r"11 (recall )?levels", r"reference levels"]], '''
def curve(labels, n_relevant):
    hits, points = 0, []
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    return [max([p for r, p in points if r >= lvl / 10] or [0.0]) for lvl in range(11)]

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    c = curve(labels, n_relevant)
    return sum(c) / len(c)
''')

wrong("a02", "interp.curve", "sibling", "takes the lecture notes' step rule (the precision at the first relevant "
      "rank reaching each level) instead of the maximum precision at any rank with recall >= r",
      [[r"step (rule|interpolation)", r"first (relevant )?rank (that |which )?reach", r"not the max",
        r"instead of the max", r"without (the |a )?max", r"no max", r"precision where .{0,30}first reach",
        r"(takes|uses) P_i", r"first point (at|above|reaching)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    rel = y == 1
    out = []
    for r in np.linspace(0, 1, 11):
        ok = np.flatnonzero(rel & (rec >= r - 1e-12))
        out.append(float(prec[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("a03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC/Jarvelin-Kekalainen "
      "variant) instead of the classic one with rel_1 undiscounted and log2(i) from rank 2",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"i\s*\+\s*1", r"trec", r"(other|another|wrong|different) (dcg )?"
        r"(formulation|discount|variant)", r"burges", r"shifted discount", r"rank 1 (is )?discounted"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(2, len(g) + 2))
    return float((g / disc).sum())
''')

wrong("a04", "map.mean", "sibling", "geometric mean of the queries' APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"gmap", r"product", r"log.?average", r"mean of (the )?logs"]], '''
from scipy.stats import gmean

def ap(labels, n):
    hits, total = 0, 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / k
    return total / n if n else 0.0

def my_map(runs, n_relevant):
    return float(gmean([ap(r, n) for r, n in zip(runs, n_relevant)]))
''')

wrong("a05", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the "
      "mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"summ?(ed|ing)? (the )?(counts|tp|tables)", r"total tp", r"sum of (all )?tp",
        r"aggregat\w*", r"weight\w* by (the )?(number|size)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("a06", "rank.p_at_k", "sibling", "returns recall at k (the relevant in the top k over all relevant of the "
      "list) instead of precision at k",
      [[r"recall", r"over (all|the) relevant", r"divid\w* by (the )?(number of )?relevant",
        r"sum\(labels\)", r"total (number of )?relevant"]], '''
def my_p_at_k(labels, k):
    total = sum(labels)
    return sum(labels[:k]) / total if total else 0.0
''')

wrong("a07", "ndcg.value", "sibling", "NDCG whose ideal ranking is the retrieved grades sorted (the unretrieved "
      "relevant items left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"], reverse=True))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "beta not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"unsquared", r"without squar\w*", r"forg[oe]t\w* to square", r"square (is )?(missing|"
        r"forgotten|left out|dropped)", r"beta (itself|alone|instead of (its|the) square)", r"instead of beta ?(\^|\*\*) ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.exponential", "shape", "exponential gain without the - 1: 2^rel instead of 2^rel - 1",
      [[r"without (the )?(- ?1|minus (one|1))", r"(- ?1|minus one|minus 1) (is )?(missing|left out|dropped|forgotten)",
        r"forg[oe]t\w* (the )?(- ?1|minus|to subtract)", r"2\s*\^\s*rel\w* (instead|rather|alone|without)",
        r"not subtract\w*",
        r"non.?relevant.{0,30}gain (of )?1", r"grade 0.{0,30}(gain|counts?) 1"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("b03", "roc.eer", "shape", "returns FPR + FNR at the crossing (both error rates added) instead of the one "
      "common rate",
      [[r"sum of (both|the two|fpr and fnr)", r"fpr\s*\+\s*fnr", r"added", r"twice", r"doubled",
        r"(2|two) ?(x|times|\*)", r"total error", r"both (error )?rates"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        x = fpr[j]
        y = fnr[j]
    else:
        t = -diff[j - 1] / (diff[j] - diff[j - 1])
        x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
        y = fnr[j - 1] + t * (fnr[j] - fnr[j - 1])
    return float(x + y)
''')

wrong("b04", "roc.auc", "shape", "a tied (positive, negative) pair counts a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,40}(full|whole|a win|as wins?|won)", r">=", r"greater (than )?or equal", r"at least as high",
        r"instead of (a )?half", r"not 1/2", r"instead of 1/2"]], '''
from itertools import product

def pairs(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    return list(product(pos, neg))

def my_auc(scores, labels):
    ps = pairs(scores, labels)
    return sum(1 for p, n in ps if p >= n) / len(ps)
''')

wrong("b05", "gen.practical", "shape", "recall's lower bound as v / (d - s): the + v of the denominator left out",
      [[r"\+\s*v", r"d\s*-\s*s\s*\)", r"(missing|forgot|left out|without).{0,30}\bv\b", r"found relevant.{0,30}"
        r"(missing|left out)", r"plus v", r"v (is )?(missing|left out)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("b06", "sig.sign_test", "shape", "one-sided sign test p-value (the binomial tail not doubled) where the "
      "two-sided one is asked",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forgot|without|missing).{0,20}(doubl|2 ?\*|"
        r"times 2|x ?2)", r"half (of )?the (two.?sided|p)"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater" if wins >= losses else "less").pvalue
''')

wrong("b07", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 instead of 11",
      [[r"divid\w* by 10", r"/ ?10\b", r"10 instead of 11", r"ten (levels|instead)", r"by ten",
        r"11 (levels|values|points).{0,30}(but|over) 10"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(y))
    total = 0.0
    for i in range(11):
        ok = prec[rec >= i / 10 - 1e-9]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "interp.curve", "flow", "the running maximum is taken over the ranks before (left of) each rank "
      "instead of the ranks after it (max over recall >= r)",
      [[r"(earlier|previous|preceding|prior) ranks", r"to the left", r"left of", r"forward", r"wrong direction",
        r"(max|maximum) (so far|of the prefix|up to)", r"instead of (from )?the (right|end)",
        r"running max", r"cummax", r"accumulate", r"lower recall"]], '''
from itertools import accumulate

def my_interpolated(labels, n_relevant):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    best = list(accumulate([p for _, p in pts], max))
    out = []
    for lvl in range(11):
        r = lvl / 10
        idx = [i for i, (rec, _) in enumerate(pts) if rec >= r - 1e-12]
        out.append(best[idx[0]] if idx else 0.0)
    return out
''')

wrong("c02", "pr.points", "flow", "appends a point at every rank (the precision of non-relevant ranks too) instead "
      "of only where a relevant item raises recall",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks?", r"(also|even) (at|for|where) "
        r"(the )?(non.?relevant|irrelevant)", r"not only (at|for) (the )?relevant", r"one (point )?per rank",
        r"(recall|nothing) (does not|doesn't) (change|rise)"]], '''
def running_precision(labels):
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        yield hits / k

def my_pr_points(labels, n_relevant):
    return [p for p in running_precision(labels)]
''')

wrong("c03", "map.mrr", "flow", "the loop over ranks has no break: the reciprocal rank of the LAST relevant item "
      "is kept instead of the first",
      [[r"last relevant", r"no break", r"(missing|without|forgot) (a |the )?break", r"overwrit\w*",
        r"(keeps|kept|takes) (going|the last)", r"latest", r"does not stop", r"doesn't stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("c04", "ap.exact", "flow", "the running precision at a relevant rank is taken before the hit counter is "
      "incremented (the relevant item itself not counted)",
      [[r"before (increment|updat|count|add)\w*", r"(increment|updat|count)\w* (too )?late", r"after (taking|"
        r"computing|reading) (the )?precision", r"one (hit|relevant) (short|too few|missing|less)",
        r"(itself|current item) not counted", r"off.by.one"]], '''
class Ranking:
    def __init__(self, labels, n_relevant):
        self.labels = list(labels)
        self.n_relevant = n_relevant

    def precisions_at_hits(self):
        hits = 0
        for k, x in enumerate(self.labels, 1):
            if x:
                yield hits / k
                hits += 1

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(Ranking(labels, n_relevant).precisions_at_hits()) / n_relevant
''')

wrong("c05", "dcg.classic", "flow", "the loop starts at the second item: rel_1 (the undiscounted first grade) is "
      "left out of the sum",
      [[r"first (grade|item|rank|term|position)", r"rel_?1", r"rank 1", r"top (item|grade)"],
       [r"(missing|dropped|left out|skipped|forg[oe]t\w*|omitted|not (added|counted|included)|never added)",
        r"range\(1", r"start\w* at (index )?1"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i in range(1, len(grades)):
        total += grades[i] / math.log2(i + 1)
    return total
''')

wrong("c06", "pr.averaged", "flow", "one list of 11 interpolated values is created before the query loop and "
      "max-ed into by every query (never reset), so earlier queries leak into later ones",
      [[r"(not|never) reset", r"reset", r"reus\w*", r"carr(y|ied|ies) over", r"previous quer", r"leak\w*",
        r"shared (list|curve)", r"outside (the )?loop", r"earlier quer"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            p, r = hits / k, (hits / n if n else 0.0)
            for j, lvl in enumerate(levels):
                if r >= lvl - 1e-12 and n:
                    curve[j] = max(curve[j], p)
        total = [t + c for t, c in zip(total, curve)]
    return [t / len(runs) for t in total]
''')

wrong("c07", "interp.step", "flow", "searches for the first relevant rank whose recall is strictly above the level "
      "(>) instead of reaching it (>=): a level equal to R_i takes the next point",
      [[r"strict\w*", r">\s*(the )?level", r"greater than(?! or)", r"instead of >=", r"not >=", r"(>=|reach\w*).{0,30}"
        r"instead", r"next (point|relevant)", r"boundary", r"one point (too )?late"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.pr", "hidden", "divides by the retrieved set's size without a guard: nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "avg.macro", "hidden", "a query with nothing retrieved is skipped (left out of the mean) instead of "
      "counting precision 0",
      [[r"skip\w*", r"left out", r"dropp\w*", r"exclud\w*", r"ignor\w*", r"not counted", r"fewer quer",
        r"divid\w* by (the )?(number of )?(non.?empty|queries that)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    ret = t[:, 0] + t[:, 1]
    keep = ret > 0
    return float(np.mean(t[keep, 0] / ret[keep]))
''')

wrong("d03", "gen.grip_point", "hidden", "a fixed-length helper: precision over labels[:c] divided by the slice's "
      "length, so a list shorter than c divides by the list length instead of c",
      [[r"slice", r"(list|ranking)'?s? length", r"len\(", r"length of the list", r"shorter", r"fewer than c",
        r"past the end", r"beyond the end", r"missing ranks"],
       [r"divid\w*", r"denominator", r"instead of (c|n_relevant)", r"not (by )?(c|n_relevant)", r"mean"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean())
''')

wrong("d04", "scope.eps_precision", "hidden", "NumPy mean of an empty selection: nothing within epsilon gives nan "
      "instead of 0", [NAN, [r"empty", r"nothing (is )?(within|inside|returned|selected)", r"no target",
                             r"mean of (an )?empty", r"zero (targets|items)"]], '''
import numpy as np
import warnings

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(y[d < epsilon].mean())
''', scope="all")

wrong("d05", "ap.exact", "hidden", "no guard for n_relevant = 0: raises ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            precs.append(hits / k)
    return sum(precs) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "scope.knn_ties", "hidden", "reads the distance just after the k-th place to see whether the tie "
      "straddles it: k = the whole list raises IndexError", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    kth = pairs[k - 1][0]
    if pairs[k][0] != kth:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    closer = [y for d, y in pairs if d < kth]
    tied = [y for d, y in pairs if d == kth]
    slots = k - len(closer)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    low = sum(closer) + max(0, slots - t_non)
    high = sum(closer) + min(slots, t_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("d07", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "ap.at_k", "twin", "AP@k divided by n_relevant (plain AP's denominator) instead of min(k, n_relevant)",
      [[r"n_relevant (instead|rather)", r"divid\w* by (the )?(n_relevant|number of relevant|R\b|all relevant)",
        r"(plain|full|exact|ordinary|uncut|untruncated) AP'?s? denominator", r"not min\(", r"ignor\w* k in the "
        r"denominator", r"without (the )?min", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("e02", "roc.auc", "twin", "strict > only: a tied (positive, negative) pair counts 0 instead of 1/2",
      [[r"tie\w*.{0,40}(0\b|zero|nothing|not counted|ignored|no credit|lost)", r"strict\w*",
        r"(only|just) >", r"instead of (a )?half", r"half.{0,30}(missing|not given|forgot)", r"not 1/2",
        r"tie\w*.{0,30}as (a )?loss"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    return float((s[y][:, None] > s[~y][None, :]).mean())
''')

wrong("e03", "map.mrr", "twin", "np.argmax of a query with no relevant item returns 0, so that query scores "
      "RR 1 instead of 0",
      [[r"argmax", r"no relevant.{0,40}(scores?|counts?|gets?|given) (rr |an? rr of )?(1\b|one|full)", r"(rr|reciprocal rank) (of )?1 (for|to|where)",
        r"all.?zero", r"index 0", r"as if (its|the) first (item )?(were|was) relevant"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')

wrong("e04", "scope.eps_precision", "twin", "d <= epsilon (inclusive) instead of the strict d < epsilon",
      [[r"<=", r"inclusive", r"(less than )?or equal", r"not strict", r"at (exactly )?epsilon",
        r"on the (boundary|border)"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("e05", "dcg.trec", "twin", "0-based index i in log2(i + 1) with a max(1, .) guard: the first item is "
      "undiscounted and rank r gets log2(r - 1) (the classic discount, not log2(i + 1) of the rank)",
      [[r"0.based", r"zero.based", r"index (from|starting at|starts at) 0", r"counted from 0",
        r"index instead of (the )?rank", r"rank (minus|- ?)1", r"shift\w* by one", r"off.by.one"]], '''
import math

my_dcg_trec = 0.0
for i, g in enumerate(v["grades"]):
    my_dcg_trec += g / max(1.0, math.log2(i + 1))
''')

wrong("e06", "rank.p_at_k", "twin", "NumPy mean over labels[:k]: divides by the items in the slice (min(k, n)) "
      "instead of k when k runs past the end",
      [[r"(np\.|numpy |numpy's )mean", r"mean (of|over) the slice", r"slice", r"min\(k", r"len\w*.{0,20}(instead|rather) of k", r"(list|ranking)'?s? length",
        r"fewer (than k|items)", r"items (present|there)", r"not (by )?k\b", r"instead of k"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(np.asarray(labels[:k], dtype=float)))
''')

wrong("e07", "ndcg.all_judgments", "twin", "the retrieved grades are sorted and the unretrieved grades appended "
      "after them, never sorted together: the ideal ranking is not in decreasing order",
      [[r"not sorted", r"unsorted", r"(append|concatenat|add)\w*.{0,40}(after|without|before) sort",
        r"sort\w*.{0,30}(before|only the retrieved)", r"(end|tail) of the ideal", r"not (in )?(decreasing|"
        r"descending)", r"never sorted"]], '''
import math

def dcg(gs):
    return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True) + list(unretrieved)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "ndcg.all_judgments", "data", "the unretrieved grades are appended to the run and counted in the "
      "DCG too (as if retrieved at the bottom of the list)",
      [[r"unretrieved.{0,60}((appended|added) to the (run|list|ranking)|counted in the dcg|as if retrieved|in the dcg)",
        r"(dcg|numerator|run|list).{0,40}(includes?|holds?|with) (the )?unretrieved",
        r"as if (they|it) (were|was) retrieved", r"bottom of the (list|run)"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())

def my_ndcg(grades, unretrieved):
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best else 0.0
''')

wrong("f02", "rank.distances", "data", "distances read as similarity scores: the farthest items ranked first",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"similarit\w*", r"as (a )?score",
        r"reverse\w*", r"highest (distance|first)", r"wrong (order|end)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("f03", "set.pr", "data", "the retrieved list used as it is: an id retrieved twice counts twice in "
      "precision's denominator and numerator",
      [[r"duplicat\w*", r"(counted|counts) twice", r"repeated", r"not (de.?duplicated|a set|unique)",
        r"len\(retrieved\)", r"list (length|as it is)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("f04", "gen.grip_point", "data", "the class size c taken as the relevant items found in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|items) (found|retrieved|in the list)", r"number of ones",
        r"count\w* (of )?(the )?(ones|hits)", r"n_relevant (ignored|not used|unused)", r"ignor\w* n_relevant",
        r"instead of n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("f05", "sig.sign_test", "data", "tied queries kept: counted with the losses in n instead of dropped",
      [[r"tie\w*", r"equal", r"same (score|value)", r"draws?"],
       [r"kept", r"not dropped", r"(counted|included|treated) (as|with|among)", r"losses", r"in n\b",
        r"(forgot|failed|fails|forgets) to drop", r"instead of (being )?dropped"]], '''
from scipy.stats import binomtest

wins = sum(a > b for a, b in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"]), 0.5).pvalue
''')

wrong("f06", "avg.macro", "data", "each table read as [tp, fn, fp]: tp / (tp + fn), the recall, where the "
      "precision is asked",
      [[r"(column|field|entry) order", r"order of (the )?(columns|fields|entries)", r"fn.{0,20}fp", r"column", r"recall", r"swap\w*", r"second (entry|column|value|number)",
        r"tp\s*\+\s*fn"]], '''
def my_macro_precision(tables):
    out = []
    for tp, fn, fp in tables:
        out.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(out) / len(out)
''')

wrong("f07", "dcg.classic", "data", "a binary-label helper reused: each grade turned into relevant (1) or not "
      "(0), the graded gains lost",
      [[r"binary", r"0/1", r"relevant or not", r"grades? (ignored|lost|flattened|treated as|turned|converted)",
        r"(as|to) labels", r"bool\w*", r"gain (of )?1 (for|per)"]], '''
import math

def to_labels(xs):
    return [1 if x else 0 for x in xs]

def my_dcg(grades):
    labels = to_labels(grades)
    return sum(y / max(1.0, math.log2(i)) for i, y in enumerate(labels, 1))
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "gen.practical", "plain counts", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("g02", "interp.step", "a running-precision generator", '''
def points(labels, n_relevant):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            yield hits / n_relevant, hits / k

def my_step_interpolated(labels, n_relevant, level):
    for r, p in points(labels, n_relevant):
        if r >= level - 1e-12:
            return p
    return 0.0
''')

right("g03", "scope.knn_ties", "sorted pairs, counts of the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    closer = sum(y for d, y in zip(distances, labels) if d < kth)
    n_closer = sum(1 for d in distances if d < kth)
    tied_rel = sum(y for d, y in zip(distances, labels) if d == kth)
    tied_non = sum(1 - y for d, y in zip(distances, labels) if d == kth)
    slots = k - n_closer
    return [(closer + max(0, slots - tied_non)) / k, (closer + min(slots, tied_rel)) / k]
''')

right("g04", "pr.averaged", "NumPy per query, then a column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    rows = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        if n == 0 or len(y) == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        rows.append([prec[rec >= i / 10 - 1e-9].max(initial=0.0) for i in range(11)])
    return [float(x) for x in np.mean(rows, axis=0)]
''')

right("g05", "map.mean", "a small Ranking class", '''
class Ranking:
    def __init__(self, labels, n_relevant):
        self.labels, self.n = list(labels), n_relevant

    def ap(self):
        hits, s = 0, 0.0
        for k, x in enumerate(self.labels, 1):
            if x:
                hits += 1
                s += hits / k
        return s / self.n if self.n else 0.0

def my_map(runs, n_relevant):
    return sum(Ranking(r, n).ap() for r, n in zip(runs, n_relevant)) / len(runs)
''')

right("g06", "rank.distances", "a stable sort by distance", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

SUBMISSIONS = tuple(S)
