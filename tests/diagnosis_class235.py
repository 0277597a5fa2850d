"""Diagnosis class 235, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
come from a statistics background -- they think in ranks (``scipy.stats.rankdata``, Mann-Whitney U), means,
medians and proportions, reach for ``np.mean`` of a slice, ``binomtest`` and tests from a stats course, and mix
loops, NumPy, comprehensions, itertools and ``fractions.Fraction``. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c235-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class235).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 235 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c235-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns the recall at k (relevant in the top k over all relevant items of "
      "the list) instead of the precision at k",
      [[r"recall", r"over (all|every|the total)( the)? relevant", r"divid\w* by (the )?(number|count|total) of "
        r"relevant", r"sum\(labels\)", r"total relevant"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels, dtype=float)
    total = y.sum()
    return float(y[:k].sum() / total) if total else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averages (pools tp and fp over the queries) instead of averaging each "
      "query's precision",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables)", r"ratio of (the )?(sums|totals|means)",
        r"total tp", r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "interp.step", "sibling", "uses the max-to-the-right interpolation (max of the precisions at every "
      "recall >= level) instead of the step rule's P_i",
      [[r"max.?interpolat\w*", r"11.?point", r"highest precision (at|over|of|from)", r"best precision",
        r"max\(", r"maximum (over|of) (the )?(later|following|precisions)", r"instead of (the )?step"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, y in enumerate(labels, start=1):
        if y:
            hits += 1
            if hits / n_relevant >= level:
                best = max(best, hits / k)
    return best
''')

wrong("q04", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain truncated AP) instead of min(k, n_relevant)",
      [[r"n_relevant", r"number of relevant", r"\bR\b", r"all (the )?relevant", r"class size"],
       [r"instead of min", r"not min", r"without (the )?min", r"ignor\w* k", r"rather than min",
        r"truncat\w*", r"plain", r"n_relevant (as|for) (the )?denominator", r"divid\w* by (n_relevant|R\b|the number)"]],
      '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, y in enumerate(labels[:k], start=1):
        if y:
            hits += 1
            total += hits / i
    return total / n_relevant
''')

wrong("q05", "ap.eleven_point", "sibling", "returns non-interpolated average precision (mean of P@k at the "
      "relevant ranks over n_relevant) instead of the 11-point interpolated mean",
      [[r"(exact|non.?interpolated|uninterpolated|plain|ordinary) (AP|average precision)", r"not interpolated",
        r"at (the )?relevant ranks", r"no interpolation", r"without interpolat\w*"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(prec[y == 1].sum() / n_relevant)
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the "
      "log2(i + 1) discount", [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (item|rank) undiscounted",
                                r"rel_1 \+", r"not discount\w* (the )?first", r"burges"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
disc = np.ones(len(g))
disc[1:] = np.log2(np.arange(2, len(g) + 1))
my_dcg_trec = float((g / disc).sum())
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided sign test p-value (alternative='greater') instead of "
      "the two-sided one", [[r"one.?sided", r"one.?tailed", r"greater", r"single tail", r"only one (side|tail)",
                             r"not (doubled|two.?sided)", r"half"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (1 + beta) P R / (beta P + R)",
      [[r"squar\w*", r"power of 2", r"missing (the )?(\^ ?2|power|exponent)", r"not squared", r"beta instead of beta",
        r"\(1 ?\+ ?beta\)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.eleven_point", "shape", "sums the 11 interpolated precisions but divides by 10",
      [[r"\b10\b", r"ten", r"instead of 11", r"wrong (number|count) of levels", r"divid\w* by 10"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for k, y in enumerate(labels, 1):
        hits += y
        pts.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max((p for rec, p in pts if rec >= r), default=0.0)
    return total / 10
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural log (np.log) instead of log base 2",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e", r"np\.log\b", r"log base", r"wrong base", r"another base",
        r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    i = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q11", "roc.auc", "shape", "Mann-Whitney AUC from rank sums with n1 (n1 - 1) / 2 subtracted instead of "
      "n1 (n1 + 1) / 2", [[r"n1 ?\(n1 ?- ?1\)", r"n1 ?- ?1", r"\+ ?1\b", r"minus one", r"off by one",
                            r"wrong (constant|correction)", r"rank.?sum", r"mann.?whitney", r"\bU\b"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[y].sum() - n1 * (n1 - 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q12", "gen.practical", "shape", "recall's lower bound v / (d - s) (the + v of the largest possible class "
      "dropped)", [[r"d ?- ?s ?\+ ?v", r"\+ ?v\b", r"largest (possible )?class", r"dropp\w* (the )?v",
                    r"forg\w* (the )?v", r"d ?- ?s\b"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = Fraction(v, s)
    rec_low = Fraction(v, d - s) if v else Fraction(0)
    gen_low = Fraction(v, d)
    return [float(prec), float(rec_low), float(gen_low)]
''')

wrong("q13", "scope.knn_ties", "shape", "the lowest P@k counts k minus the tied non-relevant targets without "
      "clamping at 0, so it can count a negative number of relevant tied places",
      [[r"negative", r"clamp\w*", r"max\(0", r"below (zero|0)", r"at least (zero|0)", r"more (tied )?non.?relevant "
        r"than (places|slots)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    places = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = sum(before) + (places - tied_non)
    high = sum(before) + min(tied_rel, places)
    return [low / k, high / k]
''')

wrong("q14", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"without (the )?-? ?1", r"subtract\w*", r"2\^rel(_i)? instead",
        r"forg\w* (the )?-? ?1", r"missing (the )?-? ?1", r"gain of 1 for (a )?(grade|rel) 0"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "ap.exact", "flow", "computes P@k at a relevant rank before counting that relevant item (the hit is "
      "added after the precision)", [[r"before (counting|adding|increment)", r"after (the )?precision",
                                      r"off.?by.?one", r"one hit (short|too few)", r"not yet counted",
                                      r"increment\w* (too )?late", r"hits - 1", r"previous (count|hits)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k, y in enumerate(labels, start=1):
        if y == 1:
            total += hits / k
            hits += 1
    return total / n_relevant
''')

wrong("q16", "map.mean", "flow", "divides every query's AP by the first query's n_relevant (n_relevant[0] reused)",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number|class)", r"same n_relevant",
        r"reus\w*", r"one query'?s? (value|n_relevant)", r"every query.{0,30}first"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / n_relevant[0] if n_relevant[0] else 0.0)
    return float(np.mean(aps))
''')

wrong("q17", "pr.points", "flow", "appends a point at every rank (the append is outside the if on a relevant "
      "item)", [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks", r"outside (the )?if",
                 r"not only (at )?relevant", r"too many points", r"one point per rank"]], '''
def my_pr_points(labels, n_relevant):
    pts = []
    hits = 0
    for k, y in enumerate(labels, start=1):
        if y:
            hits += 1
        pts.append(hits / k)
    return pts if hits else []
''')

wrong("q18", "map.mrr", "flow", "keeps adding 1/rank for every relevant item of a query (no break after the first "
      "one)", [[r"break", r"every relevant", r"all (the )?relevant", r"not (only )?(the )?first", r"stop\w*",
                r"sum\w* (of )?(the )?reciprocal"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, y in enumerate(run, start=1):
            if y:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the per-query curve list is created once before the query loop, so each "
      "query's maxima carry over into the next query's curve",
      [[r"reus\w*", r"carr\w* over", r"leak\w*", r"outside (the )?(query )?loop", r"not reset", r"never reset",
        r"previous quer", r"initiali[sz]\w* once", r"accumulat\w*"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    total = np.zeros(11)
    curve = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0 or len(y) == 0:
            total += curve
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            if ok.any():
                curve[j] = max(curve[j], prec[ok].max())
        total += curve
    return list(total / len(runs))
''')

wrong("q20", "ap.value", "flow", "the loop runs over range(1, len(labels)) and never looks at the last rank",
      [[r"last (rank|item|position)", r"off.?by.?one", r"range\(1, ?len", r"skip\w* (the )?(last|final)",
        r"one rank short", r"final rank"]], '''
labels, R = v["labels"], v["n_relevant"]
hits, total = 0, 0.0
for k in range(1, len(labels)):
    if labels[k - 1]:
        hits += 1
        total += hits / k
my_ap_value = total / R
''')

wrong("q21", "rank.distances", "flow", "sorts the distances but takes the top k labels in the original order (the "
      "labels are never reordered)", [[r"never (re)?(sorted|ordered)", r"not (re)?(sorted|ordered)",
                                       r"original order", r"unsorted", r"labels? (are|is) not (re)?ordered",
                                       r"input order", r"without sorting"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "np.mean of an empty selection gives nan when nothing lies within "
      "epsilon (not 0)", [NAN + [r"empty (result|selection|mean)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q24", "gen.grip_point", "hidden", "takes the mean of the first c labels, which divides by the list length "
      "when the list is shorter than the class",
      [[r"len\(labels", r"list length", r"length of the (list|slice)",
        r"mean of (the )?slice", r"fewer than c", r"divid\w* by (the )?(number of (items|labels)|len)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q25", "set.pr", "hidden", "no guard for an empty relevant set: recall divides by zero there",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel)
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.at_k", "hidden", "also caps the denominator at the list length (min(k, len(labels), "
      "n_relevant)) when k runs past the end of the list",
      [[r"len\(labels\)", r"list length", r"length of the list", r"shorter list", r"beyond the end",
        r"past the end", r"len\(labels\[:k\]\)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, y in enumerate(top, 1):
        if y:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q27", "pr.averaged", "hidden", "skips a query with no relevant items and averages over the other queries "
      "only (it should count 0 at every level)",
      [[r"skip\w*", r"drop\w*", r"left out", r"exclud\w*", r"ignor\w*", r"fewer queries",
        r"not counted", r"only (the )?queries with"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits, pts = 0, []
        for k, y in enumerate(run, 1):
            hits += y
            pts.append((hits / n, hits / k))
        curves.append([max((p for r, p in pts if r >= j / 10 - 1e-9), default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides the NumPy DCG by an ideal DCG of 0 when nothing is "
      "relevant at all, which gives nan instead of 0", [NAN + [r"0 ?/ ?0", r"zero ideal", r"no guard"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        if len(g) == 0:
            return np.float64(0.0)
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1)))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall term of the denominator (P + beta^2 R) "
      "instead of on the precision", [[r"recall term", r"beta.{0,12}(on|times|multipl\w*) (the )?recall",
                                        r"beta.?2 ?\*? ?R\b", r"wrong term", r"P ?\+ ?beta", r"beta.{0,20}wrong"]],
      '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "interp.curve", "twin", "stops at the first rank whose recall reaches r (break) and takes its "
      "precision, never the maximum over the later ranks",
      [[r"break", r"first rank", r"stops?", r"no max", r"without (the )?max", r"not (the )?max",
        r"later ranks", r"ranks after"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val, hits = 0.0, 0
        for k, y in enumerate(labels, 1):
            hits += y
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q31", "roc.auc", "twin", "takes label 0 as the positive class (the positives and negatives swapped)",
      [[r"label 0", r"labels? (swapped|inverted|flipped|reversed)", r"positive class", r"negatives? as positive",
        r"(swapp|invert|flipp)\w* (the )?(classes|labels)", r"0 as positive"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q32", "set.pr", "twin", "returns [recall, precision] (the two values in the wrong order)",
      [[r"order", r"swapp\w*", r"revers\w*", r"\[recall, ?precision\]", r"wrong (position|place)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q33", "scope.knn_ties", "twin", "returns [highest, lowest] (the two bounds in the wrong order)",
      [[r"order", r"swapp\w*", r"revers\w*", r"\[highest, ?lowest\]", r"wrong (position|place)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    lo = sum(y for _, y in pess[:k]) / k
    hi = sum(y for _, y in opt[:k]) / k
    return [hi, lo]
''')

wrong("q34", "rank.r_precision", "twin", "slices labels[:R - 1] (R taken as a 0-based end index), so it "
      "gives the precision at rank R - 1", [[r"R ?- ?1", r"off.?by.?one", r"0.?based", r"zero.?based",
                                             r"one rank (short|early|too few)"]], '''
import numpy as np

R = v["n_relevant"]
my_r_precision = float(np.mean(v["labels"][:R - 1]))
''')

wrong("q35", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest over every query) instead of "
      "dropping them", [[r"ti(e|ed|es)\b.{0,40}(not dropped|kept|counted|included)", r"(kept|keeps|includ\w*|count\w*)"
                         r" (the )?ti(e|ed|es)", r"not drop\w*", r"n (includes|counts) (the )?ti",
                         r"every query", r"all (the )?queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.exact", "data", "divides by len(labels) (the list length) instead of n_relevant",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"number of (retrieved|ranks|items)",
        r"instead of n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / len(y))
''')

wrong("q37", "dcg.classic", "data", "turns the graded relevance into binary (grade > 0 counts 1)",
      [[r"binar\w*", r"0/1", r"grade > ?0", r"ignor\w* (the )?grades?", r"graded", r"relevance levels"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(rel, 1))
''')

wrong("q38", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, as if they "
      "had been retrieved, before computing the DCG",
      [[r"append\w*", r"as if (they were |they had been )?retrieved", r"added to the (ranking|run|list)",
        r"unretrieved.{0,40}(dcg|ranking|retrieved)", r"concatenat\w*", r"end of the (ranking|list)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        g = np.asarray(gs, dtype=float)
        if len(g) == 0:
            return 0.0
        return float(g[0] + np.sum(g[1:] / np.log2(np.arange(2, len(g) + 1))))
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best else 0.0
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp] and divides tp by tp + fn (the columns "
      "mixed up, which is recall)", [[r"column", r"false negatives?", r"recall", r"order of (the )?(table|"
                                      r"entries|fields|columns)", r"\[tp, ?fn, ?fp\]", r"third (entry|column|value)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "roc.eer", "data", "treats a low score as positive (walks the scores in ascending order, as if they "
      "were distances)", [[r"ascending", r"low(er)? scores?", r"distance", r"revers\w*", r"wrong direction",
                           r"smallest first", r"invert\w*"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    pts = [(0.0, 0.0)]
    for t in np.unique(s):
        sel = s <= t
        pts.append(((sel & (y == 0)).sum() / N, (sel & (y == 1)).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return float(f0)
            a = -g0 / (g1 - g0)
            return float(f0 + a * (f1 - f0))
    return float(pts[-1][0])
''')

wrong("q41", "gen.practical", "data", "takes d as the unjudged rest of the database and adds s to it (d is the "
      "whole database)", [[r"d ?\+ ?s", r"adds? (s|the scope|len)", r"database size",
                           r"unjudged", r"rest of the database"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q42", "scope.knn_ties", "data", "reads the distances as similarities (ranks the largest first)",
      [[r"similarit\w*", r"largest first", r"descending", r"farthest", r"revers\w*", r"highest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (-t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in pess[:k]) / k, sum(y for _, y in opt[:k]) / k]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC points over the unique thresholds, linear crossing of FPR = 1 - TPR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    pts = [(0.0, 0.0)]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        pts.append(((sel & (y == 0)).sum() / N, (sel & (y == 1)).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return float(f0)
            a = -g0 / (g1 - g0)
            return float(f0 + a * (f1 - f0))
    return float(pts[-1][0])
''')

right("q44", "ndcg.value", "Fraction-free loop with the ideal of every judged grade", '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) else 0.0
''')

right("q45", "map.mrr", "next() over a generator with default 0", '''
def my_mrr(runs):
    rr = [next((1 / k for k, y in enumerate(run, 1) if y), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q46", "rank.distances", "scipy.stats.rankdata ordinal ranks", '''
import numpy as np
from scipy.stats import rankdata

def my_p_at_k_from_distances(distances, labels, k):
    r = rankdata(distances, method="ordinal")
    y = np.asarray(labels, dtype=float)
    return float(y[r <= k].sum() / k)
''')

right("q47", "gen.grip_point", "exact Fraction over the first c ranks", '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return float(Fraction(sum(labels[:n_relevant]), n_relevant))
''')

right("q48", "interp.step", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_step_interpolated(labels, n_relevant, level):
    hits = list(accumulate(labels))
    for k, (y, h) in enumerate(zip(labels, hits), 1):
        if y and h / n_relevant >= level - 1e-12:
            return h / k
    return 0.0
''')

SUBMISSIONS = tuple(S)
