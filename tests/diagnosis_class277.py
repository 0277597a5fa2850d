"""Diagnosis class 277, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
rescale and present: they turn values into percentages, normalise scores and grades to [0, 1], round for display
and min-max scale their inputs, in loops, NumPy, comprehensions, itertools and ``fractions``. Only the task
registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read, with the format
lines of tests/heldout_submissions.py and tests/diagnosis_class19.py. Student ids are ``"c277-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks or more. Before hand-over
each was compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class277).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 277 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c277-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns the plain F1 harmonic mean of P and R, ignoring beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"ignor\w*.{0,20}beta", r"beta.{0,30}(ignored|unused|not used|never used)",
        r"beta (is )?(fixed|set) (to|at) 1", r"as if beta (were|was|=) ?1"]], '''
def my_f(precision, recall, beta):
    p = float(precision)
    r = float(recall)
    if p + r == 0:
        return 0.0
    f = 2 * p * r / (p + r)
    return f
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the mean precision at the relevant ranks) instead of n_relevant",
      [[r"(number|count) of (the )?(relevant items|hits) (retrieved|found|in the list)", r"retrieved relevant",
        r"found", r"sum\(labels\)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w*.{0,20}n_relevant",
        r"mean (of the )?precision", r"number of hits"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    return float(prec[y == 1].mean())
''')

wrong("q03", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the "
      "list (a recall at k) instead of by k",
      [[r"recall", r"relevant items in the (list|ranking)", r"number of relevant", r"sum\(labels\)",
        r"instead of (by )?k\b", r"not (by )?k\b", r"total relevant"]], '''
def my_p_at_k(labels, k):
    hits = sum(labels[:k])
    total = sum(labels)
    if total == 0:
        return 0.0
    return hits / total
''')

wrong("q04", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the TREC DCG) instead of "
      "rel_1 undiscounted and log2(i) from rank 2",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i\s*\+\s*1", r"discount\w*.{0,30}(first|rank 1|every rank)",
        r"first (rank|item).{0,30}discount", r"shift\w*.{0,20}(rank|discount|by one)", r"other (dcg|formulation)"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q05", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the|of the|all)?.{0,20}(tp|counts|tables)", r"total tp",
        r"instead of (the )?mean of.{0,30}precision", r"not (the )?mean of (the )?(per.query|quer)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q06", "interp.step", "sibling", "takes the maximum precision at or after the level (the 11-point "
      "max-to-the-right interpolation) instead of the step rule's P_i",
      [[r"11.point", r"max\w*.{0,30}(at or after|at or below|later ranks|any later|after the level)",
        r"(uses|takes|took) the max", r"max\w* instead", r"instead of (the )?step", r"ceiling"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    best = 0.0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            if n_relevant and hits / n_relevant >= level:
                best = max(best, hits / k)
    return best
''')

wrong("q07", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only, leaving the "
      "unretrieved relevant grades out",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"], reverse=True)
my_ndcg_value = round(dcg(v["grades"]) / dcg(ideal), 4) if dcg(ideal) > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 outside the denominator's parenthesis: (1 + b^2) P R / "
      "(b^2 (P + R)) instead of (b^2 P + R)",
      [[r"parenthes", r"bracket", r"b(eta)?\^?2?\s*\*?\s*\(\s*P\s*\+\s*R", r"multipl\w*.{0,30}(both|whole|sum)",
        r"(both|P and R|the sum).{0,30}(multiplied|scaled|weighted)", r"beta.{0,30}(both|the sum)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * (precision + recall))
''')

wrong("q09", "gen.practical", "shape", "the recall lower bound v / (d - s) leaves the + v out of the "
      "denominator (d - s + v)",
      [[r"\+\s*v", r"d\s*-\s*s\s*\)", r"(forgot|missing|left out|drops?|without).{0,30}\bv\b",
        r"d - s instead", r"denominator"],
       [r"recall", r"lower bound", r"second"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    prec = v / s
    rec_low = v / (d - s) if d > s else 1.0
    gen_low = v / d
    return [prec, rec_low, gen_low]
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"minus (one|1)", r"2\s*\*\*\s*rel\b(?!\s*-)", r"2\^rel\b(?!\s*-)", r"without.{0,20}(- ?1|minus)",
        r"forgot.{0,30}(- ?1|minus|subtract)", r"gain.{0,30}(one|1) too (high|large|big)"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
i = np.arange(1, len(g) + 1)
my_dcg_exp = round(float(np.sum(2 ** g / np.log2(i + 1))), 4)
''')

wrong("q11", "dcg.trec", "shape", "writes the discount log2(i) + 1 instead of log2(i + 1) (the + 1 outside "
      "the logarithm)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"parenthes", r"bracket", r"outside (the )?log",
        r"\+ ?1 (outside|after)", r"inside (the )?log"]], '''
import math

total = 0.0
for i, rel in enumerate(v["grades"], start=1):
    total += rel / (math.log2(i) + 1)
my_dcg_trec = round(total, 4)
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\s*\(", r"\bmax\b", r"larger of", r"bigger of", r"greater of", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    denom = max(k, n_relevant)
    return total / denom if denom else 0.0
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"instead", r"levels"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for p, q in zip(prec, rec) if q >= r]
        total += max(cands) if cands else 0.0
    return total / 10
''')

wrong("q14", "ndcg.all_judgments", "shape", "returns the DCG of the grades without dividing by the ideal DCG "
      "(the numerator only)",
      [[r"(not|never|without|forg[eo]t\w*).{0,30}(divid|normali[sz])", r"IDCG",
        r"unnormali[sz]ed", r"raw DCG", r"only (the )?DCG", r"DCG (only|itself|alone)", r"numerator"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = float(np.sum(g / disc))
    return dcg
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "sorts the distances but takes the labels of the first k items in the "
      "input order (the labels are never reordered with them)",
      [[r"(labels?).{0,40}(not|never|unsorted|input order|original order)", r"input order",
        r"original order", r"never (re)?sort", r"not (re)?sorted", r"unsorted", r"order of the input",
        r"(sort|order)\w*.{0,30}(distances only|only the distances)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    cutoff = d[k - 1]
    top = labels[:k]
    return sum(top) / k
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (the hit "
      "count is one behind)",
      [[r"before (counting|increment|adding|updat)", r"one behind", r"off.by.one", r"(count|hits?).{0,30}(late|after)",
        r"increment\w*.{0,30}after", r"previous (count|hits)", r"hits - 1", r"one (hit )?too (few|low)"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q17", "map.mean", "flow", "never resets the running sum of precisions between queries, so each AP "
      "includes the previous queries' precisions",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"accumulat\w*.{0,30}(across|over|between)",
        r"(across|between) (the )?queries", r"previous quer", r"outside the (loop|for)"]], '''
def my_map(runs, n_relevant):
    aps = []
    total = 0.0
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for i, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of the precisions from the top of the ranking "
      "down (the best precision so far) instead of the maximum at or below each rank",
      [[r"running max\w*.{0,40}(top|first|start|down|so far|forward|wrong direction)", r"so far",
        r"wrong direction", r"from the top", r"(before|above|earlier).{0,20}rank", r"prefix max",
        r"(left|forward|front).{0,20}(instead|rather)", r"reversed?"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    k = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / k
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        r = j / 10
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q19", "map.mrr", "flow", "adds 1/rank for every relevant item of a query (no break after the first one)",
      [[r"\bbreak\b", r"(every|all|each) relevant", r"(not|never) stop", r"only the first",
        r"after the first", r"sum\w* (of )?(the )?reciprocal", r"keeps? (adding|summing|counting)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, lab in enumerate(run, start=1):
            if lab == 1:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "creates the per-query curve once outside the loop, so each query's "
      "interpolated precisions are maxed with the previous queries' ones",
      [[r"outside (the )?loop", r"reset", r"re-?initiali[sz]", r"reused?", r"carr(y|ies|ied) over",
        r"(across|between) (the )?queries", r"previous quer", r"shared"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curve = [0.0] * 11
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            rec = hits / n if n else 0.0
            for j, r in enumerate(levels):
                if n and rec >= r:
                    curve[j] = max(curve[j], hits / k)
        for j in range(11):
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

wrong("q21", "gen.grip_point", "flow", "loops over range(1, n_relevant), so it counts the hits in the top "
      "n_relevant - 1 ranks only (off by one)",
      [[r"off.by.one", r"range\(1, ?n", r"n_relevant ?- ?1", r"(one|1) (rank )?(short|too few)",
        r"(last|final) rank.{0,30}(missed|skipped|left out|dropped)", r"stops? (one|1)"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(1, n_relevant):
        if i - 1 < len(labels) and labels[i - 1]:
            hits += 1
    return hits / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids without a guard, so nothing retrieved "
      "raises ZeroDivisionError",
      [ZERODIV + [r"empty (retrieved|result)"]], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret)
    recall = hits / len(rel) if rel else 0.0
    return [round(precision, 6), round(recall, 6)]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard, so a query with no relevant "
      "items raises ZeroDivisionError",
      [ZERODIV + [r"n_relevant\s*(=|==|is)\s*0", r"min\(k, ?n_relevant\)\s*(=|==|is)\s*0"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of "
      "counting its precision as 0",
      [[r"(skip|drop|leave|leaves|left|exclud|ignor|omit)\w*.{0,40}(nothing retrieved|empty|no.{0,10}retrieved)",
        r"(nothing retrieved|empty).{0,40}(skipped|dropped|left out|excluded|ignored|omitted|not counted)",
        r"count\w*.{0,20}(as )?0", r"denominator.{0,30}(fewer|only).{0,20}quer", r"mean over (only )?(the )?queries (that|which|with)"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q25", "roc.auc", "hidden", "min-max scales the scores to [0, 1] first, which divides by zero when every "
      "score is tied",
      [ZERODIV + [r"min.?max", r"(normali[sz]|rescal|scal)\w*.{0,40}(scores|\[0, ?1\])", r"max\s*-\s*min"]], '''
def my_auc(scores, labels):
    lo, hi = min(scores), max(scores)
    norm = [(s - lo) / (hi - lo) for s in scores]
    pos = [s for s, y in zip(norm, labels) if y == 1]
    neg = [s for s, y in zip(norm, labels) if y != 1]
    wins = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                wins += 1
            elif a == b:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "divides by the size of the epsilon-result without a guard, so an "
      "empty result raises ZeroDivisionError",
      [ZERODIV + [r"empty (result|answer|set)", r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    inside = y[d < epsilon]
    return round(int(inside.sum()) / len(inside), 6)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides the hits by the length of the sliced top list, which is "
      "shorter than n_relevant when the list is shorter than the class",
      [[r"len\w*.{0,30}(slice|top|list|labels)", r"instead of (by )?n_relevant", r"not (by )?n_relevant", r"length of the (list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

wrong("q28", "interp.curve", "hidden", "builds the recall levels as multiples of 0.1 in floating point (3 * 0.1 "
      "is 0.30000000000000004), so a recall of exactly 0.3 does not reach its level",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"np\.arange", r"j ?\* ?0\.1", r"imprecis"],
       [r"level", r"0\.3", r"recall"]], '''
def my_interpolated(labels, n_relevant):
    levels = [j * 0.1 for j in range(11)]
    prec, rec = [], []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for r in levels:
        vals = [p for p, q in zip(prec, rec) if q >= r]
        out.append(max(vals) if vals else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "swaps precision and recall in the denominator: b^2 R + P instead of "
      "b^2 P + R (the same numbers as F with 1/beta)",
      [[r"swap\w*", r"(precision|P) and (recall|R).{0,30}(swapped|exchanged|switched|interchanged|confused|the wrong way)",
        r"b(eta)?\^?2\s*\*?\s*R\s*\+\s*P", r"beta.{0,30}(on|to|weights?) (the )?recall", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "scope.knn_ties", "twin", "breaks the ties with the relevant targets first for the lowest bound "
      "and last for the highest (the tie-break direction inverted)",
      [[r"tie.?break\w*.{0,40}(invert|revers|wrong|opposite|swapp)", r"(invert|revers|opposite|wrong)\w*.{0,30}tie",
        r"relevant.{0,30}first.{0,30}(lowest|pessimistic)", r"(lowest|pessimistic).{0,40}relevant.{0,20}first",
        r"sort key", r"-\s*label"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    lo = sum(lab for _, lab in low[:k]) / k
    hi = sum(lab for _, lab in high[:k]) / k
    return [lo, hi]
''')

wrong("q31", "roc.auc", "twin", "counts the pairs where the negative item scores higher (the comparison "
      "reversed), giving 1 - AUC",
      [[r"(comparison|inequality|>|<).{0,30}(reversed|wrong way|the other way|flipped|backwards)",
        r"revers\w*.{0,20}(comparison|inequality)", r"negative.{0,30}(higher|above|greater|wins)",
        r"1\s*-\s*AUC", r"complement"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    diff = neg[None, :] - pos[:, None]
    wins = (diff > 0).sum() + 0.5 * (diff == 0).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q32", "rank.distances", "twin", "sorts the distances from the largest down (reverse=True), ranking the "
      "farthest item first",
      [[r"farthest", r"furthest", r"largest (distance )?first", r"descending", r"reverse\s*=\s*True",
        r"(wrong|reversed?|opposite) (order|direction)", r"similarit(y|ies)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    hits = sum(labels[i] for i in order[:k])
    return hits / k
''')

wrong("q33", "ap.value", "twin", "rounds each precision to 2 decimals before adding them up",
      [[r"round\w*", r"2 decimals", r"two decimals", r"display"],
       [r"each", r"every", r"intermediate", r"before (add|sum)", r"precision"]], '''
hits = 0
total = 0.0
for k, lab in enumerate(v["labels"], start=1):
    if lab:
        hits += 1
        total += round(hits / k, 2)
my_ap_value = total / v["n_relevant"]
''')

wrong("q34", "rank.p_at_k", "twin", "rounds the precision to 2 decimals for display before returning it",
      [[r"round\w*", r"2 decimals", r"two decimals", r"display", r"percent"]], '''
def my_p_at_k(labels, k):
    hits = sum(1 for x in labels[:k] if x == 1)
    return round(hits / k, 2)
''')

wrong("q35", "map.mean", "twin", "reports MAP as a percentage (multiplied by 100)",
      [[r"percent", r"%", r"100", r"hundred", r"scal\w*"]], '''
from statistics import mean

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return 100 * mean(aps)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (a list, not a set): an id "
      "retrieved twice counts twice",
      [[r"duplicat\w*", r"(not|never|instead of) (as )?a set", r"set\(", r"list.{0,20}(not|instead of) .?set",
        r"counted (more than )?once"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    precision = len(hits) / len(retrieved) if retrieved else 0.0
    recall = len(set(hits)) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "dcg.classic", "data", "min-max scales the grades to [0, 1] (divides by the top grade 3) before "
      "computing DCG",
      [[r"normali[sz]\w*.{0,30}grades", r"grades.{0,30}(normali[sz]|rescal|scal|divid)", r"\[0, ?1\]",
        r"/ ?3\b", r"max(imum)? grade", r"min.?max", r"top grade"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float) / 3.0
    i = np.arange(1, len(g) + 1)
    disc = np.where(i == 1, 1.0, np.log2(np.maximum(i, 2)))
    return float(np.sum(g / disc))
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp], so it divides tp by tp + fn (the "
      "columns confused)",
      [[r"column", r"order", r"\[tp, ?fn, ?fp\]", r"fn.{0,30}(instead of|for|as) fp", r"tp ?\+ ?fn",
        r"recall", r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q39", "scope.eps_precision", "data", "min-max scales the distances to [0, 1] before comparing them with "
      "epsilon, which is in the original units",
      [[r"min.?max", r"(normali[sz]|rescal|scal)\w*.{0,40}distances", r"distances.{0,30}(normali[sz]|rescal|scal)",
        r"\[0, ?1\]", r"units"]], '''
def my_eps_precision(distances, labels, epsilon):
    lo, hi = min(distances), max(distances)
    scaled = [(d - lo) / (hi - lo) if hi > lo else 0.0 for d in distances]
    inside = [lab for d, lab in zip(scaled, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q40", "interp.step", "data", "compares the recall in percent (0-100) with the level given as a fraction, "
      "so every level is reached at the first relevant item",
      [[r"percent", r"%", r"100", r"units", r"scale"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            recall_pct = 100 * hits / n_relevant
            if recall_pct >= level:
                return hits / k
    return 0.0
''')

wrong("q41", "ndcg.all_judgments", "data", "treats `unretrieved` as unjudged ids and adds a grade 1 for each "
      "one to the ideal instead of their grades",
      [[r"grade (of )?1", r"(each|every) .{0,20}(as|counted as) (grade )?1", r"binary", r"ones?\b",
        r"(ignor\w*|not|instead of).{0,30}(their|the unretrieved) grades", r"unretrieved.{0,30}(count|ids?)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

wrong("q42", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its "
      "list (sum of the labels) instead of its n_relevant",
      [[r"sum\s*\(\s*labels", r"(ignor\w*|not|instead of|never).{0,30}n_relevant",
        r"n_relevant.{0,30}(ignored|unused|not used)", r"(relevant|hits).{0,30}(retrieved|in the list)",
        r"found"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        n = y.sum()
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        rec = np.cumsum(y) / n if n else np.zeros(len(y))
        row = []
        for r in np.linspace(0, 1, 11):
            m = rec >= r - 1e-9
            row.append(prec[m].max() if n and m.any() else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "NumPy ROC over the distinct thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s.tolist()), reverse=True):
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    d = fpr - fnr
    j = int(np.argmax(d >= 0))
    if d[j] == 0 or j == 0:
        return float(fpr[j])
    t = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q44", "sig.sign_test", "exact binomial tail with math.comb and Fraction", '''
from fractions import Fraction
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
tail = Fraction(sum(comb(n, i) for i in range(min(wins, losses) + 1)), 2 ** n)
my_sign_p = float(min(Fraction(1), 2 * tail))
''')

right("q45", "rank.r_precision", "slice to R, missing ranks not relevant", '''
R = v["n_relevant"]
my_r_precision = round(sum(v["labels"][:R]) / R, 4)
''')

right("q46", "map.mrr", "next() over a generator, 0 for a query without a hit", '''
def my_mrr(runs):
    rr = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "ap.exact", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    return sum(h / k for k, (h, lab) in enumerate(zip(hits, labels), 1) if lab) / n_relevant
''')

right("q48", "scope.knn_ties", "sorted with a tie key, relevant last then first", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))[:k]
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))[:k]
    return [sum(l for _, l in worst) / k, sum(l for _, l in best) / k]
''')

SUBMISSIONS = tuple(S)
