"""Diagnosis class 94, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
simplify the formula algebraically before coding it (cancel a common factor, merge two sums into one, move a
division outside a sum, rewrite F-beta or the Mann-Whitney U in a "simpler" closed form, expand a mean of ratios as
a ratio of sums) and make one algebra slip on the way; styles vary (loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c94-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class94).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 94 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c94-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "simplifies F-beta to the harmonic mean 2PR/(P+R), i.e. F1, ignoring beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w* (the )?beta", r"beta (is )?(ignored|unused|never used)",
        r"without beta"]], '''
def my_f(precision, recall, beta):
    # (1 + b^2) P R / (b^2 P + R): the b^2 "cancels" top and bottom
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum of (the )?labels", r"hits in the (list|ranking)",
        r"instead of n_relevant", r"not n_relevant", r"found relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    # divide once outside the sum: sum(P@k * rel_k) / (#relevant seen)
    found = y.sum()
    return float((hits / ranks * y).sum() / found) if found else 0.0
''')

wrong("q03", "map.mean", "sibling", "expands the mean of the queries' APs as a ratio of sums: all precision "
      "sums over the total number of relevant items (a pooled, micro-averaged MAP)",
      [[r"ratio of (the )?sums", r"pool\w*", r"micro", r"total (number of )?relevant", r"sum of (the )?n_relevant",
        r"not (the )?mean of (the )?(per.query )?(APs|averages)", r"weight\w* by (the number of )?relevant"]], '''
def my_map(runs, n_relevant):
    # mean of sum_i/R_i  ->  (sum of all sums) / (sum of all R)
    total, total_rel = 0.0, 0
    for run, r in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                total += hits / k
        total_rel += r
    return total / total_rel if total_rel else 0.0
''')

wrong("q04", "avg.macro", "sibling", "turns the mean of the per-query precisions into the ratio of summed counts, "
      "sum tp / sum (tp + fp): micro-averaged precision",
      [[r"micro", r"pool\w*", r"ratio of (the )?sums", r"summ?\w* (the )?(counts|tp|tables)",
        r"sum of tp", r"total tp"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "rank.distances", "sibling", "divides the hits in the top k by the number of relevant items "
      "(recall at k) instead of by k",
      [[r"recall", r"R@k", r"number of relevant", r"instead of k", r"not by k", r"all relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / sum(labels)
''')

wrong("q06", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + sum rel_i / log2(i)) instead of the "
      "log2(i + 1) discount asked for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log2 i\b", r"log_?2\(rank\)", r"rel_?1 \+", r"first (grade|item) "
        r"(undiscounted|not discounted)", r"instead of log2\s*\(\s*i\s*\+\s*1"]], '''
from math import log2

grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q07", "ap.at_k", "sibling", "divides by n_relevant (plain AP's denominator) instead of min(k, n_relevant)",
      [[r"instead of min", r"not min", r"without (the )?min", r"denominator (is )?n_relevant",
        r"ignor\w* k in the denominator", r"plain AP", r"full AP", r"divid\w* by n_relevant alone"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    s = sum(sum(top[:i + 1]) / (i + 1) for i, x in enumerate(top) if x)
    return s / n_relevant if n_relevant else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta\b.{0,30}(not|instead of|without) (being )?squared", r"squar\w*", r"beta \*\* 2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    # divide top and bottom by P R:  (1 + b) / (b / R + 1 / P)
    return (1 + beta) / (beta / recall + 1 / precision)
''')

wrong("q09", "roc.auc", "shape", "rank-sum form of the Mann-Whitney U subtracts n1(n1 - 1)/2 instead of "
      "n1(n1 + 1)/2",
      [[r"n1\s*\(\s*n1\s*\+\s*1\s*\)", r"n_?1\s*\(\s*n_?1\s*[+-]\s*1\s*\)", r"n\(n\s*\+\s*1\)", r"off by n1",
        r"rank.?sum (correction|offset)", r"minimum rank sum", r"smallest (possible )?rank sum"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[y].sum() - n1 * (n1 - 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound written v / (d + s - v): the sign of s and v flipped "
      "in d - s + v",
      [[r"d\s*-\s*s\s*\+\s*v", r"sign", r"d\s*\+\s*s\s*-\s*v", r"add\w* s", r"plus s"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d + s - v), v / d]
''')

wrong("q11", "dcg.exponential", "shape", "writes the gain 2^rel - 1 as 2^(rel - 1) (the - 1 moved into the "
      "exponent)",
      [[r"2\s*\^\s*\(\s*rel\w*\s*-\s*1\s*\)", r"2\s*\*\*\s*\(\s*\w+\s*-\s*1\s*\)", r"in(to|side) the exponent",
        r"minus one (moved )?inside", r"2 \*\* rel - 1"]], '''
from math import log2

my_dcg_exp = sum(2 ** (g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q12", "sig.sign_test", "shape", "keeps only the single binomial term C(n, k)/2^n (times 2) instead of the "
      "whole tail sum up to k",
      [[r"tail", r"cumulative", r"single (binomial )?term", r"only (one|the) term", r"point probability",
        r"P\(X\s*=\s*k\)", r"pmf", r"instead of (the )?(sum|cdf)", r"at most k", r"<=\s*k"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, 2 * comb(n, k) / 2 ** n)
''')

wrong("q13", "map.mrr", "shape", "replaces the mean of the reciprocal ranks by the reciprocal of the mean rank "
      "(n / sum of ranks)",
      [[r"reciprocal of (the )?mean", r"1\s*/\s*mean", r"harmonic", r"mean (first )?rank",
        r"mean of (the )?reciprocals?.{0,30}(not|instead|≠|!=)", r"inverse of (the )?(mean|average)",
        r"n\s*/\s*sum"]], '''
import math

def my_mrr(runs):
    ranks = []
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), math.inf)
        ranks.append(first)
    return len(ranks) / sum(ranks)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q14", "rank.p_at_k", "flow", "slices labels[:k + 1], counting one rank too many in the top k",
      [[r"k\s*\+\s*1", r"one (rank|item) too many", r"off.by.one", r"extra (rank|item)", r"first k\s*\+\s*1"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k + 1]) / k
''')

wrong("q15", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(ranks before) instead of the maximum over ranks at or after the recall level",
      [[r"running max", r"cumulative max", r"from the (top|start|beginning)", r"(earlier|previous|preceding) ranks",
        r"to the left", r"before (it|the level|that rank)", r"instead of (the )?(max|maximum) (to the right|after)",
        r"wrong direction"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    p = hits / np.arange(1, len(y) + 1)
    r = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(p)
    out = []
    for lvl in np.linspace(0, 1, 11):
        ok = np.nonzero(r >= lvl - 1e-12)[0]
        out.append(float(best[ok[0]]) if len(ok) else 0.0)
    return out
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so later queries' precisions "
      "carry the earlier queries' hits",
      [[r"reset", r"carr\w* over", r"accumulat\w*", r"previous quer", r"earlier quer", r"outside the loop",
        r"(hits|counter) (is )?(shared|kept)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, r in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / r if r else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "ap.eleven_point", "flow", "loops over range(10) recall levels (0.0 to 0.9), leaving out level 1.0, "
      "but still divides by 11",
      [[r"range\(10\)", r"ten levels", r"10 levels", r"last level", r"level 1(\.0)? (is )?(missing|left out|skipped|dropped)",
        r"without (the )?(level )?1\.0", r"off.by.one", r"misses? (the )?(last|final)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0)
    total = 0.0
    for j in range(10):
        cands = [p for p, r in zip(prec, rec) if r >= j / 10]
        total += max(cands) if cands else 0.0
    return total / 11
''')

wrong("q18", "pr.points", "flow", "computes the precision before counting the relevant item at that rank "
      "(hits one short)",
      [[r"before (count|increment|add)", r"one short", r"off.by.one", r"hits - 1", r"(count|increment)\w* (too )?late",
        r"not yet counted", r"the item itself"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q19", "ndcg.value", "flow", "builds the ideal ranking from all judged grades without sorting them from "
      "high to low",
      [[r"sort", r"not (in )?(descending|decreasing)", r"order\w* (high|from high)", r"unsorted",
        r"ideal (ranking|order).{0,30}(not|never)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q20", "dcg.classic", "flow", "the loop over ranks 2.. stops at len(grades) - 1, dropping the last grade",
      [[r"last (grade|item|rank)", r"range\(2, len", r"stops? (one )?(too )?early", r"off.by.one", r"one short",
        r"drops?"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades)):
        total += grades[i - 1] / log2(i)
    return float(total)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q21", "set.pr", "hidden", "guards precision against an empty result but not recall, crashing when "
      "nothing is relevant", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    return [p, hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("q22", "ap.exact", "hidden", "divides by n_relevant without the guard, crashing when the query has no "
      "relevant items", [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits, s = 0, Fraction(0)
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += Fraction(hits, k)
    return float(s / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "tp / (tp + fp) without a guard crashes on a query with nothing retrieved",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "NumPy division DCG / IDCG without a guard returns nan when no item "
      "is relevant", [NAN, [r"ideal DCG (is )?0", r"IDCG (is )?0", r"no relevant", r"0\s*/\s*0", r"zero ideal",
                            r"guard"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return np.float64(0.0)
        disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
        return (g / disc).sum()
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "gen.grip_point", "hidden", "divides the hits by the length of the slice labels[:c], not by c, so "
      "a list shorter than the class scores too high",
      [[r"len\(labels\[:", r"length of the (slice|list)", r"instead of (by )?(c|n_relevant)\b",
        r"fewer than c", r"divid\w* by (the )?(slice|list)('s)? length", r"not by (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the NumPy mean of the labels inside epsilon with no guard: "
      "nan when nothing is within epsilon", [NAN, [r"empty", r"nothing (is )?(within|inside|returned)",
                                               r"mean of (an )?empty", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(y[d < epsilon].sum() / (d < epsilon).sum())
''')

wrong("q27", "interp.step", "hidden", "when the level is never reached, returns the last point's precision "
      "instead of 0",
      [[r"not reached", r"unreached", r"last (point|precision)", r"instead of 0",
        r"should be 0", r"beyond (the )?(final|last|maximum) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, last = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            last = hits / k
            if hits / n_relevant >= level - 1e-12:
                return last
    return last
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q28", "set.f_beta", "twin", "dividing top and bottom by P R, puts beta^2 under 1/P instead of 1/R "
      "(weights precision instead of recall)",
      [[r"beta.{0,40}(precision|1\s*/\s*P)", r"(precision|P) (is )?weighted", r"weights? precision",
        r"beta\^?2\s*\*?\s*R\b", r"beta.{0,20}wrong term", r"1\s*/\s*P.{0,20}beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) / (b2 / precision + 1 / recall)
''')

wrong("q29", "set.pr", "twin", "swaps the two denominators: hits / |relevant| for precision and hits / "
      "|retrieved| for recall",
      [[r"denominator", r"divid\w* by (the )?(size of )?(the )?relevant", r"\|relevant\|.{0,20}precision",
        r"hits\s*/\s*len\(relevant\)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("q30", "roc.auc", "twin", "takes the rank sum of the negatives in the Mann-Whitney U formula instead of "
      "the positives (gives 1 - AUC)",
      [[r"rank.?sum of (the )?negatives", r"negatives' ranks", r"ranks of (the )?negatives", r"negative class' ranks",
        r"U of the negatives", r"wrong (class|group)"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[~y].sum() - n0 * (n0 + 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q31", "gen.practical", "twin", "simplifies recall's lower bound v / (d - s + v) to v / d, dropping the "
      "- s + v (same as generality's lower bound)",
      [[r"d\s*-\s*s\s*\+\s*v", r"drop\w* (the )?-?\s*s", r"s\s*-\s*v", r"judged non.?relevant"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / d, v / d]
''')

wrong("q32", "interp.step", "twin", "takes the maximum precision at or after the level (standard interpolation) "
      "instead of the step rule's P_i",
      [[r"standard interpolation", r"max \{?P@k", r"interpolated precision p_interp",
        r"maximum precision (at or )?after", r"instead of P_i", r"max\w* over (the )?(later|following) ranks"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for k, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant >= level - 1e-12:
            best = max(best, hits / k)
    return best
''')

wrong("q33", "scope.knn_ties", "twin", "sorts the tied relevant targets first for the lowest bound and last for "
      "the highest (the tie rules swapped)",
      [[r"(relevant|ones) first.{0,40}(lowest|pessimistic)", r"(lowest|pessimistic).{0,40}(relevant|ones) first",
        r"tie (rules?|order|break\w*) swapped", r"swapped.{0,20}tie", r"-?label.{0,20}sort key"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], -t[1]))
    high = sorted(pairs, key=lambda t: (t[0], t[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

wrong("q34", "avg.macro", "twin", "rewrites precision as 1 / (1 + fp/tp) but puts fn in place of fp (each "
      "query's recall)",
      [[r"false negatives?", r"recall", r"missed"]], '''
def my_macro_precision(tables):
    ps = [1 / (1 + fn / tp) if tp else 0.0 for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q35", "rank.distances", "data", "sorts by distance from far to near (reverse=True), as if distances were "
      "scores",
      [[r"reverse", r"descending", r"farthest first", r"largest (distance )?first", r"as (if .{0,20})?scores?",
        r"far\w* to near"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [l for _, l in sorted(zip(distances, labels), reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q36", "ndcg.all_judgments", "data", "turns the grades into binary relevance (grade > 0 counts 1)",
      [[r"binar\w*", r"grade\s*>\s*0", r"0/1", r"graded?.{0,20}(ignored|lost)", r"all relevant (items )?(count|as) 1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    g = [1 if x > 0 else 0 for x in grades]
    ideal = sorted([1 if x > 0 else 0 for x in grades + unretrieved], reverse=True)
    dcg = lambda gs: sum(x / max(1.0, log2(i)) for i, x in enumerate(gs, 1))
    idcg = dcg(ideal)
    return dcg(g) / idcg if idcg else 0.0
''')

wrong("q37", "gen.grip_point", "data", "takes the class size c as sum(labels) (relevant retrieved) instead of "
      "n_relevant",
      [[r"sum\(labels\)", r"relevant retrieved", r"instead of n_relevant", r"not n_relevant", r"count\w* (of )?the labels"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("q38", "pr.averaged", "data", "uses each run's number of relevant retrieved (sum of the run) as its "
      "n_relevant",
      [[r"sum\(run\)", r"relevant retrieved", r"instead of n_relevant", r"not n_relevant", r"retrieved relevant"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        c = y.sum()
        if c == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        p = hits / np.arange(1, len(y) + 1)
        r = hits / c
        curves.append(np.array([p[r >= l - 1e-12].max() if (r >= l - 1e-12).any() else 0.0
                                for l in np.linspace(0, 1, 11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q39", "roc.eer", "data", "ranks the scores from low to high, as if a low score meant positive",
      [[r"low(er)? score", r"ascending", r"direction", r"revers\w*", r"(higher|high) score.{0,30}negative",
        r"sign of the scores"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    thr = sorted(set(scores))
    pts = [(0.0, 0.0)]
    for t in thr:
        tp = sum(1 for s, l in zip(scores, labels) if s <= t and l)
        fp = sum(1 for s, l in zip(scores, labels) if s <= t and not l)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            a = 0.0 if g1 == g0 else -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 0.0
''')

wrong("q40", "map.mrr", "data", "finds the first relevant rank with np.argmax, which returns 0 for a run with no "
      "relevant item, so that query counts reciprocal rank 1",
      [[r"argmax", r"no relevant.{0,40}(1|one|first)", r"counts? (as )?1", r"all.?zero", r"returns 0 for"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (int(np.argmax(np.asarray(run))) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q41", "ap.at_k", "shape", "merges the sum of P@i into one ratio of sums (hits summed over ranks summed) "
      "times the count of relevant ranks",
      [[r"ratio of (the )?sums", r"sum of (the )?ranks", r"mean of (the )?ratios", r"merg\w*", r"sum.{0,20}/.{0,20}sum"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hit_sum, rank_sum, count, hits = 0, 0, 0, 0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            hit_sum += hits
            rank_sum += i
            count += 1
    m = min(k, n_relevant)
    return count * hit_sum / rank_sum / m if m and rank_sum else 0.0
''')

wrong("q42", "map.mean", "data", "pairs each run with n_relevant read in reversed order",
      [[r"revers\w*", r"wrong (query|order)", r"mismatch\w*", r"pair\w*", r"another query's"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, r in zip(runs, reversed(n_relevant)):
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / r if r else 0.0)
    return sum(aps) / len(aps)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "one-liner: missing ranks count 0, divide by k", '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / k
''')

right("q44", "interp.curve", "NumPy: maximum from the right with a reversed accumulate", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    p = hits / np.arange(1, len(y) + 1)
    r = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(p[::-1])[::-1] if len(p) else p
    out = []
    for j in range(11):
        ok = np.nonzero(r * 10 >= j - 1e-9)[0]
        out.append(float(best[ok[0]]) if len(ok) else 0.0)
    return out
''')

right("q45", "dcg.classic", "max(1, log2 i) folds rank 1 into the sum", '''
from math import log2

def my_dcg(grades):
    return float(sum(g / max(1.0, log2(i)) for i, g in enumerate(grades, 1)))
''')

right("q46", "pr.points", "itertools.accumulate over the labels", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q47", "scope.eps_precision", "exact Fraction of the hits inside epsilon", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q48", "map.mrr", "loop with break", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
                break
    return total / len(runs)
''')

SUBMISSIONS = tuple(S)
