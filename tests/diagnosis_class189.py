"""Diagnosis class 189, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
build small helper functions (``precision_at``, ``recall_at``, ``dcg_at``, ``rr``, ``roc_points``) and compose
them, so a slip in a helper or in its call carries through to the measure. Styles vary inside the class: explicit
loops, NumPy, comprehensions, itertools, ``fractions.Fraction``. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c189-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class189): every right
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

BATCH = "diagnosis class 189 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c189-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.at_k", "sibling", "AP@k divided by n_relevant (the full AP denominator) instead of min(k, n_relevant)",
      [[r"divid\w* by (the )?(n_relevant|R\b|all (the )?relevant|(the )?(number|count) of relevant)",
        r"instead of min", r"not (by )?min\s*\(", r"without (the )?min", r"(full|plain|exact|ordinary|whole) AP'?s? "
        r"denominator", r"denominator (is |of )?(n_relevant|R\b)", r"ignor\w* (the )?(k|cut).{0,30}denominator"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = min(k, len(labels))
    total = sum(precision_at(labels, i) for i in range(1, top + 1) if labels[i - 1])
    return total / n_relevant
''')

wrong("q02", "dcg.classic", "sibling", "the dcg_at helper discounts every rank by log2(i + 1) (the trec formulation) "
      "instead of rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"\btrec\b", r"i\s*\+\s*1", r"(discount\w*|divid\w*) (the )?(first|rank 1|rank one)",
        r"(first|rank 1|rank one).{0,30}discount(ed)?", r"log\w* (of )?(the )?rank plus (one|1)", r"shifted by one"]], '''
import math


def dcg_at(grades, k):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades[:k], start=1))


def my_dcg(grades):
    return dcg_at(grades, len(grades))
''')

wrong("q03", "ndcg.all_judgments", "sibling", "the dcg_at helper uses the exponential gain 2^rel - 1 instead of "
      "the grade itself",
      [[r"exponential", r"2\s*(\^|\*\*)\s*(rel|g|grade)", r"power of (two|2)", r"2 to the", r"gain 2"]], '''
from math import log2


def dcg_at(grades, k):
    total = 0.0
    for i, g in enumerate(grades[:k], 1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / log2(i)
    return total


def my_ndcg(grades, unretrieved):
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    idcg = dcg_at(ideal, len(ideal))
    return dcg_at(grades, len(grades)) / idcg if idcg > 0 else 0.0
''')

wrong("q04", "ap.eleven_point", "sibling", "at each level takes the precision at the first rank whose recall reaches "
      "the level (step rule), not the maximum precision at that rank or below",
      [[r"not interpolat", r"without interpolat", r"uninterpolated", r"\bstep\b", r"first rank (where|that|whose|at "
        r"which).{0,40}reach", r"(at|where) (the )?(recall|level) (is )?(first )?reached", r"instead of the max",
        r"no max", r"(without|never takes?|missing) (the |a )?max", r"max\w* (of|over) (the )?(later|following|lower|"
        r"subsequent|deeper)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def interpolated(labels, n_relevant, level):
    for k in range(1, len(labels) + 1):
        if recall_at(labels, n_relevant, k) >= level:
            return precision_at(labels, k)
    return 0.0


def my_11pt(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    return sum(interpolated(labels, n_relevant, r) for r in levels) / len(levels)
''')

wrong("q05", "avg.macro", "sibling", "returns the micro average: total tp over total tp + fp, pooled over the queries",
      [[r"micro", r"pool", r"sum\w* (up )?(the |of )?(tp|true positives)", r"total (tp|true positives)",
        r"(all|every) quer\w* (summed|added|lumped) (up |together )?(first|before)"]], '''
import numpy as np


def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead of "
      "interpolating the crossing",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolation", r"never interpolat",
        r"\(\s*FPR\s*\+\s*FNR\s*\)\s*/\s*2", r"(mean|average) of (the )?(FPR|false positive rate) and",
        r"smallest \|?\s*FPR\s*-\s*FNR", r"(a|one|an existing) ROC point"]], '''
def roc_points(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    points = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / neg, tp / pos))
    return points


def my_eer(scores, labels):
    fpr, tpr = min(roc_points(scores, labels), key=lambda p: abs(p[0] - (1 - p[1])))
    return (fpr + (1 - tpr)) / 2
''')

wrong("q07", "interp.step", "sibling", "takes the maximum precision over every rank at or after the level "
      "(the 11-point interpolation) instead of the step rule's P_i",
      [[r"\bmax\s*\(", r"max \{", r"max\w* over (all|every|the later|later|the following|following)", r"running max",
        r"maximum of (the )?(later|following|precisions)", r"(standard|11.?point|usual) interpolat",
        r"highest precision (at|of|over) (any|all|every|later)", r"interpolated precision (max|rule)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def my_step_interpolated(labels, n_relevant, level):
    ks = [k for k in range(1, len(labels) + 1) if recall_at(labels, n_relevant, k) >= level]
    return max((precision_at(labels, k) for k in ks), default=0.0)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta instead of beta\s*(\^|\*\*)\s*2", r"\bb instead of b\s*(\^|\*\*)?\s*2",
        r"beta\s*(\^|\*\*)\s*2.{0,30}(missing|dropped|forgotten)", r"power (of )?2.{0,20}(missing|dropped|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.value", "shape", "adds up the precisions at the relevant ranks but never divides the sum by "
      "n_relevant",
      [[r"not divid", r"never divid", r"without divid", r"forg\w* (to )?divid", r"(no|missing|without) "
        r"(the )?(division|denominator)", r"(division|denominator).{0,20}(missing|forgotten|dropped)",
        r"sum (of (the )?precisions )?(only|instead of (the|their) (mean|average))", r"un-?normali[sz]ed",
        r"(just|only) the sum"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


labels = v["labels"]
my_ap_value = sum(precision_at(labels, i) for i, rel in enumerate(labels, start=1) if rel)
''')

wrong("q10", "dcg.exponential", "shape", "the gain is 2^rel with the - 1 left out",
      [[r"(without|missing|forg\w*|drop\w*|omit\w*|left out|leaves out|no)\W+(the\W+)?(-\s*1|minus (one|1)|subtract)",
        r"(-\s*1|minus (one|1)).{0,20}(missing|dropped|omitted|forgotten|left out)",
        r"2\s*(\^|\*\*)\s*rel(_i)?\s+instead", r"gain (of |is )?2\s*(\^|\*\*)\s*(rel|g)(_i)?\b(?!\s*-)",
        r"(one|1) too (much|many|high) per", r"extra 1 per"]], '''
import math


def dcg_at(grades, k):
    return sum(2 ** g / math.log2(i + 1) for i, g in enumerate(grades[:k], start=1))


my_dcg_exp = dcg_at(v["grades"], len(v["grades"]))
''')

wrong("q11", "gen.practical", "shape", "recall's lower bound divides by d - s, the + v of d - s + v left out",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(without|missing|forg\w*|drop\w*|omit\w*) (the )?\+\s*v", r"\+\s*v.{0,20}(missing|"
        r"dropped|forgotten|left out)", r"(leaves|left|leaving) out (the )?v\b", r"(unjudged|unseen|outside the scope) "
        r"(items )?only"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = precision_at(labels, s)
    rec_low = v / (d - s) if v else 0.0
    gen_low = v / d
    return [prec, rec_low, gen_low]
''', crash="ZeroDivisionError")

wrong("q12", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"ties? (count|counted|counting|scored|score) (as )?(1\b|one\b|fully|a full|whole)", r">=",
        r"greater than or equal", r"at least as high", r"(tie|tied pairs?).{0,30}(full|whole|1 instead|one instead)",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "ndcg.value", "shape", "the dcg_at helper discounts with the natural log (math.log) instead of log2",
      [[r"natural log", r"\bln\b", r"log\s*base\s*e\b", r"base e\b", r"math\.log\s*\(", r"not log2",
        r"instead of log2", r"wrong (log|logarithm)( base)?", r"base of the log"]], '''
import math


def dcg_at(grades, k):
    total = 0.0
    for i, g in enumerate(grades[:k], start=1):
        total += g if i == 1 else g / math.log(i)
    return total


ideal = sorted([g for g in v["grades"] if g > 0] + list(v["unretrieved"]), reverse=True)
idcg = dcg_at(ideal, len(ideal))
my_ndcg_value = dcg_at(v["grades"], len(v["grades"])) / idcg if idcg else 0.0
''')

wrong("q14", "map.mean", "shape", "the AP helper adds up recall_at (R@k) at the relevant ranks instead of "
      "precision_at (P@k)",
      [[r"recall (at|@)", r"R@", r"recall instead", r"recalls? (at|of) (the )?relevant ranks",
        r"sum\w* (of )?(the )?recall", r"recall_at", r"instead of (the )?precision", r"not (the )?precision"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(recall_at(labels, n_relevant, k) for k in range(1, len(labels) + 1) if labels[k - 1]) / n_relevant


def my_map(runs, n_relevant):
    return sum(ap(r, n) for r, n in zip(runs, n_relevant)) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the rr helper's loop never breaks at the first relevant item, so it keeps the "
      "rank of the last relevant one",
      [[r"last relevant", r"no break", r"without (a )?break", r"(doesn't|does not|never|not) (stop|break)",
        r"keeps? (going|looping|overwriting|updating)", r"overwrit", r"latest relevant", r"(final|last) hit"]], '''
def rr(run):
    value = 0.0
    for rank, rel in enumerate(run, start=1):
        if rel:
            value = 1 / rank
    return value


def my_mrr(runs):
    return sum(rr(run) for run in runs) / len(runs)
''')

wrong("q16", "rank.p_at_k", "flow", "the hit counter is reset to 0 inside the loop, so only the last label within "
      "the top k counts",
      [[r"reset", r"inside the loop", r"(re-?)?initiali[sz]\w* (inside|in|within|every|each)", r"only the last",
        r"last (label|item|rank|one)", r"(doesn't|does not|never|not) accumulat", r"overwrit"]], '''
def my_p_at_k(labels, k):
    for i in range(min(k, len(labels))):
        hits = 0
        hits += labels[i]
    return hits / k
''')

wrong("q17", "pr.points", "flow", "appends a precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"non-?relevant (ranks?|items?)", r"not only (at )?(the )?relevant",
        r"outside the if", r"one (point |value )?per rank", r"irrelevant (ranks?|items?)", r"too many points"]], '''
from itertools import accumulate


def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    points = []
    for k, h in enumerate(hits, start=1):
        points.append(h / k)
    return points if any(labels) else []
''')

wrong("q18", "map.mean", "flow", "every query's AP is computed with n_relevant[0], the first query's number of "
      "relevant items",
      [[r"n_relevant\s*\[\s*0\s*\]", r"first query'?s? (n_relevant|number|count|class size|R\b)", r"same n_relevant",
        r"one n_relevant", r"reus", r"(every|each|all) quer\w*.{0,40}(same|first)", r"(only|just) the first (entry|"
        r"element|value)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(precision_at(labels, k) for k in range(1, len(labels) + 1) if labels[k - 1]) / n_relevant


def my_map(runs, n_relevant):
    n = n_relevant[0]
    return sum(ap(run, n) for run in runs) / len(runs)
''')

wrong("q19", "ap.eleven_point", "flow", "the levels come from range(10): 0.0 ... 0.9, the level 1.0 is missing "
      "(mean over 10 levels)",
      [[r"\b10 levels", r"ten levels", r"range\s*\(\s*10\s*\)", r"(misses|drops|skips|without|omits|leaves out|"
        r"missing|forgets?) (the )?(last )?(level )?(1\.0|1\b|r ?= ?1)", r"(1\.0|r ?= ?1).{0,30}(missing|left out|skipped|"
        r"dropped|forgotten)", r"off.by.one", r"only 10", r"(last|final|highest) level"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def interpolated(labels, n_relevant, level):
    return max((precision_at(labels, k) for k in range(1, len(labels) + 1)
                if recall_at(labels, n_relevant, k) >= level), default=0.0)


def my_11pt(labels, n_relevant):
    levels = [i / 10 for i in range(10)]
    return sum(interpolated(labels, n_relevant, r) for r in levels) / len(levels)
''')

wrong("q20", "pr.averaged", "flow", "the per-level best precisions are kept in one list created outside the query "
      "loop, so each query's curve carries the maxima of the previous queries",
      [[r"(carr|kept|keeps|shared|shares|reus|leak)\w*.{0,40}(across|between|over|from|into) (the )?(queries|previous|"
        r"earlier|next)", r"previous quer", r"earlier quer", r"not reset", r"never reset", r"outside the (query )?loop",
        r"(not|never) (re-?)?initiali[sz]ed (per|for each)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    best = [0.0] * 11
    total = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        if n > 0:
            hits = 0
            for k, rel in enumerate(labels, start=1):
                hits += rel
                p, r = hits / k, hits / n
                for j, level in enumerate(levels):
                    if r >= level:
                        best[j] = max(best[j], p)
            for j in range(11):
                total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("q21", "interp.curve", "flow", "the running maximum of P@k is taken from the top of the list down (over the "
      "ranks above), not over the ranks at or below the one reaching the level",
      [[r"running max", r"prefix max", r"wrong direction", r"(max|maximum) (of|over) (the )?(P@k )?(at )?(ranks? )?"
        r"(up to|before|above|preceding|earlier|previous)", r"from the top( down)?", r"(earlier|preceding|previous|"
        r"higher) ranks", r"instead of (the )?(later|following|lower|deeper) ranks", r"accumulate.{0,30}(forward|"
        r"not reversed|without revers)", r"(not|never) reversed"]], '''
from itertools import accumulate


def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def my_interpolated(labels, n_relevant):
    ks = range(1, len(labels) + 1)
    best = list(accumulate((precision_at(labels, k) for k in ks), max))
    out = []
    for level in (i / 10 for i in range(11)):
        first = next((k for k in ks if recall_at(labels, n_relevant, k) >= level), None)
        out.append(best[first - 1] if first is not None else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero there",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: the sum is divided by zero for a query without "
      "relevant items",
      [ZERODIV], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_ap(labels, n_relevant):
    total = 0.0
    for k, rel in enumerate(labels, start=1):
        if rel:
            total += precision_at(labels, k)
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "rank.distances", "hidden", "np.argpartition(d, k) raises when k is the whole list (kth out of bounds)",
      [[r"ValueError", r"\bkth\b", r"out of bounds", r"argpartition"]], '''
import numpy as np


def precision_at(labels, k):
    return float(np.sum(labels[:k])) / k


def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    nearest = np.argpartition(d, k)[:k]
    return precision_at(np.asarray(labels)[nearest], k)
''', crash="ValueError", scope="all")

wrong("q25", "pr.averaged", "hidden", "the recall_at helper divides by n_relevant unguarded: a query with no "
      "relevant items divides by zero",
      [ZERODIV], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def curve(labels, n_relevant):
    ks = range(1, len(labels) + 1)
    pr = [(precision_at(labels, k), recall_at(labels, n_relevant, k)) for k in ks]
    return [max((p for p, r in pr if r >= level), default=0.0) for level in (i / 10 for i in range(11))]


def my_averaged_curve(runs, n_relevant):
    curves = [curve(labels, n) for labels, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides the hits in the top c by len(labels[:c]), the list's length when the "
      "list is shorter than c, instead of by c",
      [[r"len\s*\(\s*labels", r"list'?s? length", r"length of the (list|slice|ranking)", r"shorter list",
        r"divid\w* by (the )?(number of )?(items|ranks|labels) (in the (list|slice)|retrieved|there are|returned)",
        r"missing ranks.{0,30}(ignored|dropped|not counted|left out)", r"(slice|list) length", r"instead of (by )?c\b"]], '''
def precision_at(labels, k):
    top = labels[:k]
    return sum(top) / len(top)


def my_grip_point(labels, n_relevant):
    return precision_at(labels, n_relevant)
''')

wrong("q27", "ap.at_k", "hidden", "the denominator is min(len(labels[:k]), n_relevant): k is capped at the list's "
      "length when the list is shorter than k",
      [[r"len\s*\(\s*labels", r"list'?s? length", r"length of the (list|ranking)", r"(list|ranking) (length|size) "
        r"instead of k", r"min\s*\(\s*len", r"cap\w* (k )?(at|to|by) the (list|length)", r"(list|slice) length"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    return sum(precision_at(labels, i) for i, rel in enumerate(top, start=1) if rel) / denom
''')

wrong("q28", "ap.eleven_point", "hidden", "the levels are built as i * 0.1, so 0.3, 0.6 and 0.7 are a hair too high "
      "and a recall of exactly that level does not reach it",
      [[r"float", r"rounding", r"0\.3000", r"0\.6000", r"arange", r"inexact", r"not exact", r"i\s*\*\s*0\.1",
        r"0\.1\s*\*\s*i", r"representation", r"precision error"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def my_11pt(labels, n_relevant):
    total = 0.0
    for i in range(11):
        level = i * 0.1
        total += max((precision_at(labels, k) for k in range(1, len(labels) + 1)
                      if recall_at(labels, n_relevant, k) >= level), default=0.0)
    return total / 11
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "scope.knn_ties", "twin", "the sort key (distance, -label) puts the tied relevant targets first, so the "
      "'pessimistic' order is the optimistic one and the other way round",
      [[r"sort\w* key", r"-\s*label", r"\bsign\b", r"relevant (targets |items )?(first|ahead).{0,60}(lowest|pessimistic)",
        r"(lowest|pessimistic).{0,60}relevant (targets |items )?(first|ahead)", r"tie.?break\w* (is |are )?(inverted|"
        r"reversed|swapped|the wrong way)", r"key.{0,30}(inverted|reversed|negat)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_knn_tie_bounds(distances, labels, k):
    pessimistic = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    optimistic = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    return [precision_at([y for _, y in pessimistic], k), precision_at([y for _, y in optimistic], k)]
''')

wrong("q30", "roc.auc", "twin", "the pair comparison is the wrong way round: it counts the pairs where the "
      "negative scores higher",
      [[r"comparison (is )?(reversed|inverted|backwards|the wrong way)", r"(negative|non-?relevant) (item |one |score )?"
        r"(scores |is )?higher", r"\bp\s*<\s*n\b", r"less than", r"wrong (direction|way round)",
        r"<\s*instead of\s*>", r"positive (scores |is )?lower"]], '''
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

wrong("q31", "set.f_beta", "twin", "beta^2 multiplies recall instead of precision in the denominator: "
      "(1 + b^2) P R / (b^2 R + P)",
      [[r"b(eta)?\s*(\^|\*\*)\s*2\s*\*?\s*(R\b|recall)", r"(beta|b)\W*2 (multiplies|on|times|weights?) (the )?recall",
        r"(P|precision) and (R|recall) (are )?swapped in the denominator", r"denominator.{0,40}(swapped|recall instead "
        r"of precision|wrong term)", r"weights? recall in the denominator", r"(beta|b)\s*(\^|\*\*)\s*2 on the wrong term"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q32", "gen.practical", "twin", "takes the largest possible class as c = d (every database item relevant), "
      "so recall's lower bound is v / d",
      [[r"\bc\s*=\s*d\b", r"(all|every|whole).{0,20}(database|collection|d items).{0,30}(relevant|class)",
        r"(class|c) (as large as|is|=|equal to) (the )?(whole )?database", r"largest (possible )?class.{0,20}\bd\b",
        r"(c_max|cmax)\s*=\s*d"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d
    return [precision_at(labels, s), v / c_max, v / d]
''')

wrong("q33", "set.pr", "twin", "the two denominators are swapped: precision divides the hits by the relevant "
      "set, recall by the retrieved set",
      [[r"denominators? (are )?(swapped|exchanged|mixed|confused|reversed|interchanged)",
        r"(precision|\bP\b) (is )?divid\w* by (the )?(size of the |number of )?relevant",
        r"recall (is )?divid\w* by (the )?(size of the |number of )?retrieved", r"len\s*\(\s*relevant.{0,40}precision"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q34", "avg.macro", "twin", "unpacks each table as tp, fn, fp (the fields in the wrong order), so fn is "
      "used where fp belongs",
      [[r"(unpack|read|order)\w*.{0,30}(tp, fn, fp|fields|columns|entries|elements)", r"fp and fn (are )?(swapped|"
        r"confused|mixed|exchanged)", r"fn and fp (are )?(swapped|confused|mixed|exchanged)", r"fn (as|for|instead of) fp",
        r"fn where fp", r"(second|third) (entry|field|column|element)", r"wrong (index|position|column|field)"]], '''
def precision_of(tp, fp):
    return tp / (tp + fp) if tp + fp else 0.0


def my_macro_precision(tables):
    return sum(precision_of(tp, fp) for tp, fn, fp in tables) / len(tables)
''')

wrong("q35", "roc.eer", "twin", "the roc_points helper walks the thresholds in ascending order (lowest score "
      "first)",
      [[r"ascending", r"lowest (score|threshold)s? first", r"(sort|order|walk)\w*.{0,30}(wrong (way|direction)|backwards|"
        r"reversed|from (the )?(low|bottom))", r"reverse\s*=\s*True", r"(from|starting at|starts at) the lowest",
        r"increasing (score|threshold)"]], '''
def roc_points(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    points = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        points.append((fp / neg, tp / pos))
    return points


def my_eer(scores, labels):
    pts = roc_points(scores, labels)
    prev = None
    for fpr, tpr in pts:
        gap = fpr - (1 - tpr)
        if gap >= 0:
            if gap == 0 or prev is None:
                return fpr
            f0, g0 = prev
            a = -g0 / (gap - g0)
            return f0 + a * (fpr - f0)
        prev = (fpr, gap)
    return 1.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision counts the retrieved LIST: an id retrieved twice is counted twice (in the "
      "hits and in the denominator)",
      [[r"duplicat", r"(list|retrieved list) (instead of|not) (a |the )?set", r"(counted|counts|counting) (it )?twice",
        r"double.?count", r"repeated (id|item)s?", r"set\s*\(\s*retrieved", r"multiset"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q37", "rank.distances", "data", "sorts with reverse=True as if the distances were similarity scores: the "
      "farthest items come first",
      [[r"farthest", r"furthest", r"reverse\s*=\s*True", r"descending", r"largest (distance|value)s? first",
        r"(similarit|scores?) (instead of|rather than|not) distances?", r"distances? (as|like) (similarit|scores?)",
        r"(most )?distant first", r"wrong (order|direction)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)]
    return precision_at(ranked, k)
''')

wrong("q38", "map.mrr", "data", "turns runs into one 2-D NumPy array, which fails when the queries' lists have "
      "different lengths",
      [[r"ValueError", r"inhomogeneous", r"ragged", r"(different|unequal|varying|not the same) lengths?",
        r"2.?D array", r"same length", r"rectangular"]], '''
import numpy as np


def my_mrr(runs):
    r = np.array(runs)
    found = r.max(axis=1) > 0
    first = r.argmax(axis=1) + 1
    return float(np.mean(np.where(found, 1.0 / first, 0.0)))
''', crash="ValueError", scope="all")

wrong("q39", "ndcg.all_judgments", "data", "binarises the grades (any grade > 0 counts 1) before computing DCG and "
      "the ideal DCG",
      [[r"binar", r"(grade|gain)s? (as|to|counted as|treated as|set to) (0/1|1\b|one)", r"grade > 0", r"0/1",
        r"ignor\w* (the )?(grade|relevance) (levels?|values?)", r"graded? .{0,20}(lost|ignored|flattened)",
        r"(all|every) relevant (item|grade)s? (count|counted|as) (1|one|the same)"]], '''
from math import log2


def dcg_at(gains, k):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gains[:k], start=1))


def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 for g in unretrieved if g > 0], reverse=True)
    idcg = dcg_at(ideal, len(ideal))
    return dcg_at(rel, len(rel)) / idcg if idcg else 0.0
''')

wrong("q40", "rank.r_precision", "data", "takes R as len(labels), the length of the judged list, instead of "
      "n_relevant",
      [[r"len\s*\(\s*labels", r"list'?s? length", r"length of the (list|ranking)", r"whole list",
        r"(number|count) of (items|ranks|judged items) (retrieved|in the list)", r"instead of n_relevant",
        r"not n_relevant", r"ignor\w* n_relevant", r"precision of (the )?(whole|entire|full) (list|ranking)"]], '''
def precision_at(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    return sum(padded[:k]) / k


R = len(v["labels"])
my_r_precision = precision_at(v["labels"], R)
''')

wrong("q41", "interp.curve", "data", "the recall_at helper divides the hits by len(labels) (the list's length) "
      "instead of n_relevant",
      [[r"len\s*\(\s*labels", r"list'?s? length", r"length of the (list|ranking)", r"(number|count) of (items|ranks) "
        r"(retrieved|in the list)", r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant",
        r"(list|ranking) (length|size) as (the )?(number of relevant|n_relevant)"]], '''
import numpy as np


def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    prec = hits / ranks
    rec = hits / len(y)
    out = []
    for level in [i / 10 for i in range(11)]:
        reach = rec >= level
        out.append(float(prec[reach].max()) if reach.any() else 0.0)
    return out
''')

wrong("q42", "pr.averaged", "data", "each query's recall divides by sum(labels), the relevant items it retrieved, "
      "instead of its n_relevant",
      [[r"sum\s*\(\s*(labels|run)", r"(relevant|hits) (items )?(in the list|retrieved|found)", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"(count|number) of (ones|1s)"]], '''
def precision_at(labels, k):
    return sum(labels[:k]) / k


def recall_at(labels, n_relevant, k):
    return sum(labels[:k]) / n_relevant


def curve(labels):
    n = sum(labels)
    if n == 0:
        return [0.0] * 11
    pr = [(precision_at(labels, k), recall_at(labels, n, k)) for k in range(1, len(labels) + 1)]
    return [max((p for p, r in pr if r >= level), default=0.0) for level in (i / 10 for i in range(11))]


def my_averaged_curve(runs, n_relevant):
    curves = [curve(labels) for labels in runs]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.eps_precision", "NumPy boolean mask", '''
import numpy as np


def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances, dtype=float) < epsilon
    if not inside.any():
        return 0.0
    return float(np.asarray(labels, dtype=float)[inside].mean())
''')

right("q44", "pr.points", "itertools.accumulate with a precision_at helper", '''
from itertools import accumulate


def precision_at(hits, k):
    return hits / k


def my_pr_points(labels, n_relevant):
    return [precision_at(h, k) for k, (h, rel) in enumerate(zip(accumulate(labels), labels), start=1) if rel]
''')

right("q45", "map.mrr", "rr helper with next() and a default", '''
def rr(run):
    first = next((rank for rank, rel in enumerate(run, start=1) if rel), None)
    return 0.0 if first is None else 1 / first


def my_mrr(runs):
    return sum(map(rr, runs)) / len(runs)
''')

right("q46", "scope.knn_ties", "counting the tie at the k-th distance with Fraction", '''
from fractions import Fraction


def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    slots = k - len(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = sum(before) + max(0, slots - tied_non)
    high = sum(before) + min(slots, tied_rel)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

right("q47", "interp.step", "precision_at / recall_at helpers, exact recall with Fraction", '''
from fractions import Fraction


def precision_at(labels, k):
    return Fraction(sum(labels[:k]), k)


def recall_at(labels, n_relevant, k):
    return Fraction(sum(labels[:k]), n_relevant)


def my_step_interpolated(labels, n_relevant, level):
    target = Fraction(level).limit_denominator(1000)
    for k in range(1, len(labels) + 1):
        if labels[k - 1] and recall_at(labels, n_relevant, k) >= target:
            return float(precision_at(labels, k))
    return 0.0
''')

right("q48", "ndcg.all_judgments", "dcg_at helper with an explicit loop", '''
from math import log2


def dcg_at(grades, k):
    total = 0.0
    for i, g in enumerate(grades[:k], start=1):
        total += g if i == 1 else g / log2(i)
    return total


def my_ndcg(grades, unretrieved):
    ideal = sorted([g for g in grades if g > 0] + list(unretrieved), reverse=True)
    idcg = dcg_at(ideal, len(ideal))
    return dcg_at(grades, len(grades)) / idcg if idcg > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
