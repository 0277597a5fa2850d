"""Diagnosis class 191, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
prefer exact arithmetic and integer counting (``fractions.Fraction``, integer hit counters, ``math.comb``,
``Fraction(str(level))`` for the recall levels), careful about floats but not about the course's conventions; a
few of them reach for NumPy, ``bisect`` or ``itertools`` as well. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c191-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class191): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 191 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c191-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "sig.sign_test", "sibling", "one-sided p-value: the binomial tail of the larger count is not doubled",
      [[r"one.sided", r"one tail", r"single tail", r"(only )?one of the (two )?tails", r"not doubled",
        r"forg[eo]t\w* to double", r"without doubling", r"(times|multipl\w* by) (2|two)", r"half (of )?the "
        r"two.sided", r"(alternative|greater)"]], '''
from fractions import Fraction
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = max(wins, losses)
tail = sum(comb(n, i) for i in range(k, n + 1))
my_sign_p = float(Fraction(tail, 2 ** n))
''')

wrong("q02", "interp.step", "sibling", "takes the maximum precision over every point whose recall reaches the level "
      "(the 11-point interpolation) instead of the step rule's P_i",
      [[r"max(imum)? (of|over) (the |all )?(precisions?|P\b|points|later)", r"max.rule",
        r"standard interpolat", r"11.point (rule|interpolat)", r"best precision (at|of) (any|all|every)",
        r"highest precision (at|of|among|over)", r"max \{", r"interpolated precision .{0,20}max"]], '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(str(level))
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((Fraction(hits, n_relevant), Fraction(hits, rank)))
    reached = [p for r, p in points if r >= lev]
    return float(max(reached)) if reached else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead of "
      "intersecting the curve's straight piece",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat",
        r"never interpolat", r"(FPR|fpr) ?\+ ?(FNR|fnr)\)? ?/ ?2", r"(average|mean) of (the )?(FPR|fpr|false positive rate) "
        r"and", r"(a single|one) ROC point", r"smallest \|?(FPR|fpr|difference|gap)"]], '''
from fractions import Fraction

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    points = [(Fraction(0), Fraction(1))]          # (FPR, FNR) before any threshold
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        points.append((Fraction(fp, N), Fraction(P - tp, P)))
    fpr, fnr = min(points, key=lambda pt: abs(pt[0] - pt[1]))
    return float((fpr + fnr) / 2)
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the "
      "unretrieved grades are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted|added))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"ideal.{0,40}(retrieved (list|grades)|the list)", r"sorted retrieved grades"]], '''
from fractions import Fraction
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i == 1 else g / log2(i)
        return total

    ideal = dcg(sorted(grades, reverse=True))
    if ideal == 0:
        return 0.0
    return dcg(grades) / ideal
''')

wrong("q05", "gen.practical", "sibling", "returns generality's upper bound (d - s + v) / d instead of its lower bound "
      "v / d",
      [[r"upper bound", r"largest (possible )?generality", r"highest (possible )?generality",
        r"maximum generality", r"c_?max ?/ ?d", r"\(d ?- ?s ?\+ ?v\) ?/ ?d", r"most (relevant|generality)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v                  # the most relevant items there can be
    precision = Fraction(v, s)
    recall_lower = Fraction(v, c_max) if c_max else Fraction(0)
    generality = Fraction(c_max, d)
    return [float(precision), float(recall_lower), float(generality)]
''')

wrong("q06", "pr.points", "sibling", "returns the interpolated precisions (a running maximum from the bottom) "
      "instead of the raw precision at each point",
      [[r"interpolat", r"running max", r"max\w* (of|over) (the )?(later|following|next|points? (after|below))",
        r"max\w* from the (bottom|end|right)", r"raised to (a|the) later", r"not the raw"]], '''
from fractions import Fraction

def my_pr_points(labels, n_relevant):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append(Fraction(hits, rank))
    for i in range(len(points) - 2, -1, -1):
        points[i] = max(points[i], points[i + 1])
    return [float(p) for p in points]
''')

wrong("q07", "rank.distances", "sibling", "returns recall at k (hits in the k nearest over all relevant targets) "
      "instead of precision at k",
      [[r"recall", r"R@k", r"divid\w* by (the number of )?(all )?(the )?relevant", r"sum\(labels\)",
        r"total number of relevant", r"instead of (by )?k\b"]], '''
from fractions import Fraction

def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return float(Fraction(hits, sum(labels)))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "dcg.exponential", "shape", "the exponential gain is 2^rel without the - 1 (a grade 0 gains 1)",
      [[r"minus (one|1)", r"without (the )?(-|minus) ?1", r"forg[eo]t\w* (to )?subtract", r"dropp\w* the -1",
        r"no -1", r"2\^rel(_i)? (instead|rather)", r"(gain|grade) 0 (gives|counts|adds|is worth|gains) 1",
        r"missing (the )?-1", r"-1 (is )?missing", r"left out the -1", r"(without|no) (the )?subtract"]], '''
from math import log2

my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q09", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= in the pair test)",
      [[r"tie\w*.{0,40}(as )?(a )?(full|whole|win)", r"tie\w*.{0,30}count\w* (as )?(1|one)(?!/| half)", r">=", r"greater (than )?or equal",
        r"instead of (1/2|a half|0\.5|half)", r"full (credit|point)", r"not halved", r"no half"]], '''
from fractions import Fraction

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0
    for p in pos:
        for n in neg:
            if p >= n:
                good += 1
    return float(Fraction(good, len(pos) * len(neg)))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - s (the + v is missing from the largest "
      "class size d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"forg[eo]t\w*.{0,20}\+ ?v", r"without (the )?\+ ?v", r"missing (the )?\+ ?v",
        r"(leaves|left|leaving) out (the )?\+? ?v\b", r"unjudged (items )?only", r"v not added",
        r"not (add|count)\w* (the )?v\b"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    unjudged = d - s
    precision = Fraction(v, s)
    recall_lower = Fraction(v, unjudged) if unjudged else Fraction(0)
    generality_lower = Fraction(v, d)
    return [float(precision), float(recall_lower), float(generality_lower)]
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"(sum|total).{0,30}\b10\b",
        r"only 10", r"by ten"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((Fraction(hits, n_relevant), Fraction(hits, rank)))
    total = Fraction(0)
    for i in range(11):
        level = Fraction(i, 10)
        total += max((p for r, p in points if r >= level), default=Fraction(0))
    return float(total / 10)
''')

wrong("q12", "dcg.classic", "shape", "discounts by the natural logarithm ln(i) instead of log2(i)",
      [[r"natural (log|logarithm)", r"\bln\b", r"math\.log\b(?!2)", r"log(arithm)? base e", r"base e\b",
        r"wrong (log(arithm)? )?base", r"not (log )?base 2", r"instead of log2", r"base.{0,10}(e|2\.718)"]], '''
from math import log

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, 1):
        if i == 1:
            total += g
        else:
            total += g / log(i)
    return total
''')

wrong("q13", "scope.knn_ties", "shape", "the highest P@k adds every tied relevant target, not at most the places "
      "left before k (the min with the free slots is missing)",
      [[r"min\(", r"minimum of", r"cap\w*", r"not limited", r"limit\w* (to|by) the (free|remaining|open|left)",
        r"more (tied )?relevant.{0,40}than (the )?(free |remaining |open )?(slots|places|positions)",
        r"(above|over|exceed\w*) (1\b|one|k\b)", r"greater than 1", r"(slots|places) (left|remaining|free)"]], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]               # the k-th smallest distance
    before = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    slots = k - len(before)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(before) + max(0, slots - non_tied)
    high = sum(before) + rel_tied
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''')

wrong("q14", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"without squar", r"forg[eo]t\w* (to )?square", r"beta instead of beta.?(\^|\*\*) ?2",
        r"\bb instead of b.?(\^|\*\*) ?2", r"β instead of β", r"linear (in )?beta", r"squar\w* (is )?missing",
        r"never squar", r"no square"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    P, R, b = Fraction(precision), Fraction(recall), Fraction(beta)
    if P == 0 and R == 0:
        return 0.0
    return float((1 + b) * P * R / (b * P + R))
''')



# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[1:k + 1]: rank 1 is skipped and rank k + 1 counted",
      [[r"off.by.one", r"skip\w* (the )?first (item|rank|label|position)", r"rank 1 (is |was )?(skipped|missed|left "
        r"out|ignored|dropped)", r"1.based (slice|slicing|index)", r"from (index|position) 1", r"\[1 ?: ?k ?\+ ?1\]",
        r"shift\w* by one", r"one (rank|position) (late|later|down|too far)", r"first (item|rank|label) "
        r"(is )?(skipped|missed|left out|ignored|dropped)"]], '''
from fractions import Fraction

def my_p_at_k(labels, k):
    top = labels[1:k + 1]          # ranks 1..k
    return float(Fraction(sum(top), k))
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, never reset per "
      "query (later queries' precisions count the earlier queries' hits)",
      [[r"not reset", r"never reset", r"reset", r"carr\w* over", r"accumulat\w* across (the )?queries",
        r"previous quer", r"earlier quer", r"outside (the )?(outer |query )?loop", r"initiali[sz]\w* (once|outside)",
        r"shared (counter|between)"]], '''
from fractions import Fraction

def my_map(runs, n_relevant):
    hits = 0
    aps = []
    for labels, n in zip(runs, n_relevant):
        total = Fraction(0)
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                total += Fraction(hits, rank)
        aps.append(total / n if n else Fraction(0))
    return float(sum(aps) / len(aps))
''')

wrong("q17", "pr.averaged", "flow", "the per-query curve is created once before the loop over queries, so each "
      "query's interpolated precisions are maxed with the earlier queries' values",
      [[r"outside (the )?(query |outer )?loop", r"not reset", r"never reset", r"reset", r"carr\w* over",
        r"previous quer", r"earlier quer", r"shared (between|across)", r"reused (across|between)",
        r"max\w* (across|over) (the )?queries", r"created once", r"initiali[sz]\w* (once|outside)"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    levels = [Fraction(i, 10) for i in range(11)]
    total = [Fraction(0)] * 11
    curve = [Fraction(0)] * 11
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue                       # 0 at every level
        hits = 0
        for rank, lab in enumerate(labels, 1):
            hits += lab
            r, p = Fraction(hits, n), Fraction(hits, rank)
            for j, level in enumerate(levels):
                if r >= level and p > curve[j]:
                    curve[j] = p
        total = [t + c for t, c in zip(total, curve)]
    return [float(t / len(runs)) for t in total]
''')

wrong("q18", "interp.curve", "flow", "keeps a running maximum of precision down the ranking, so each level gets the "
      "best precision at or above the first rank reaching it instead of at or below it",
      [[r"rank(s)? (before|above|up to)", r"max\w* so far", r"max\w* over (the )?(earlier|previous|higher|preceding) "
        r"ranks", r"running max\w* (from|down) (the )?top", r"wrong direction", r"forward",
        r"instead of (the ranks )?(after|below|later|to the right)", r"not (the )?(later|following) ranks",
        r"earlier ranks", r"from the top down"]], '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    hits = 0
    best = Fraction(0)
    steps = []
    for rank, lab in enumerate(labels, 1):
        hits += 1 if lab else 0
        best = max(best, Fraction(hits, rank))
        recall = Fraction(hits, n_relevant) if n_relevant else Fraction(0)
        steps.append((recall, best))
    out = []
    for i in range(11):
        level = Fraction(i, 10)
        out.append(float(next((b for r, b in steps if r >= level), Fraction(0))))
    return out
''')

wrong("q19", "ndcg.all_judgments", "flow", "the ideal ranking is sorted ascending (sorted without reverse=True), "
      "lowest grade first",
      [[r"ascending", r"low(est)? (grades? )?(to|first)", r"increasing order", r"not reversed",
        r"reverse ?= ?True", r"forg[eo]t\w* (to )?revers", r"wrong (sort )?order", r"worst first",
        r"without revers"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved))
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q20", "map.mrr", "flow", "no break after the first relevant item: the loop keeps going and the reciprocal "
      "rank of the last relevant item is kept",
      [[r"\bbreak\b", r"last relevant", r"overwr[io]t\w*", r"not stop", r"never stops", r"keeps? (looping|going|"
        r"scanning)", r"stop at the first", r"(does|did) not stop"]], '''
from fractions import Fraction

def my_mrr(runs):
    total = Fraction(0)
    for run in runs:
        rr = Fraction(0)
        for rank, lab in enumerate(run, 1):
            if lab:
                rr = Fraction(1, rank)
        total += rr
    return float(total / len(runs))
''')

wrong("q21", "ap.at_k", "flow", "sums P@i over every relevant rank of the whole list, not only the ranks i <= k",
      [[r"beyond k", r"past k\b", r"after (rank )?k\b", r"below (rank )?k\b", r"whole (list|ranking)",
        r"not (cut|truncat|stopp?)\w*", r"all (the )?relevant ranks", r"ignor\w* k\b", r"every relevant rank",
        r"rank(s)? > ?k", r"i > k", r"\[:k\]"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = Fraction(0)
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')



# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.distances", "hidden", "np.argpartition(d, k) raises ValueError when k is the whole list (kth must "
      "be below the length)",
      [[r"ValueError", r"argpartition", r"\bkth\b", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    nearest = np.argpartition(d, k)[:k]       # the k smallest distances, in any order
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the number of items in labels[:c], so a list shorter than the "
      "class is divided by its length instead of c",
      [[r"(divid\w*|divides|over) (it )?by (the )?(length|len|number of (retrieved |listed )?items)",
        r"len\(", r"instead of (c|n_relevant|the class size)", r"missing ranks?.{0,40}(ignored|dropped|not counted|"
        r"left out|skipped)", r"fewer (items|ranks) than c", r"mean of (the )?(slice|top)"]], '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return float(Fraction(sum(top), len(top)))
''')

wrong("q24", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)), capping the relevant count at the list "
      "length",
      [[r"min\(", r"length of the (list|ranking)", r"list length", r"len\(labels\)", r"cap\w*.{0,30}(length|list)",
        r"(never|not) retrieved.{0,40}(ignored|dropped|left out|not counted)", r"only (the )?relevant items "
        r"(that )?(fit|could)", r"at most (the )?(length|number of items)"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    hits = 0
    total = Fraction(0)
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, rank)
    denom = min(n_relevant, len(labels))     # no more relevant items than ranks
    return float(total / denom) if denom else 0.0
''')

wrong("q25", "scope.eps_precision", "hidden", "Fraction(hits, 0) raises ZeroDivisionError when no target is within "
      "epsilon",
      [ZERODIV], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(inside), len(inside)))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "a query with nothing retrieved is skipped, left out of the mean, instead of "
      "counting precision 0",
      [[r"skip\w*", r"left out of the (mean|average)", r"dropp\w*", r"exclud\w*", r"not counted",
        r"(divid\w*|averag\w*) (by|over) (the number of )?(queries|tables) (that|with) (retrieved|something|tp)",
        r"fewer queries", r"ignor\w* (the )?(query|table)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    precisions = []
    for tp, fp, fn in tables:
        if tp + fp:
            precisions.append(Fraction(tp, tp + fp))
    return float(sum(precisions) / len(precisions)) if precisions else 0.0
''')

wrong("q27", "pr.averaged", "hidden", "a query with no relevant items is skipped and the mean is over the other "
      "queries only, instead of that query counting 0 at every level",
      [[r"skip\w*", r"left out of the (mean|average)", r"dropp\w*", r"exclud\w*", r"not counted",
        r"(divid\w*|averag\w*) (by|over) (the number of )?queries (that|with) (relevant|some)",
        r"fewer queries", r"ignor\w* (the |that )?query"]], '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        hits = 0
        points = []
        for rank, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                points.append((Fraction(hits, n), Fraction(hits, rank)))
        curves.append([max((p for r, p in points if r >= Fraction(i, 10)), default=Fraction(0))
                       for i in range(11)])
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(11)]
''')

wrong("q28", "scope.knn_ties", "hidden", "looks at sorted distances[k] to test whether a tie straddles the cut: "
      "IndexError when k is the whole list",
      [INDEX], '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    if ds[k] != ds[k - 1]:                      # the cut falls between two distances: no tie to break
        p = Fraction(sum(y for _, y in pairs[:k]), k)
        return [float(p), float(p)]
    cut = ds[k - 1]
    before = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    slots = k - len(before)
    rel_tied = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - rel_tied))
    high = sum(before) + min(slots, rel_tied)
    return [float(Fraction(low, k)), float(Fraction(high, k))]
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "precision and recall are swapped in the denominator: beta^2 R + P instead of "
      "beta^2 P + R",
      [[r"swap\w*", r"(exchang|interchang|confus|mix)\w* (up )?(P|precision) (and|with) (R|recall)",
        r"(P|precision) and (R|recall) (the wrong way|reversed|exchanged|interchanged|swapped)",
        r"b(eta)?(\^|\*\*) ?2 ?\*? ?(R|recall) ?\+ ?(P|precision)", r"(R|recall) (is )?weighted by beta"]], '''
from fractions import Fraction

def my_f(precision, recall, beta):
    P, R = Fraction(precision), Fraction(recall)
    b2 = Fraction(beta) ** 2
    if P + R == 0:
        return 0.0
    return float((1 + b2) * P * R / (b2 * R + P))
''')

wrong("q30", "ap.eleven_point", "twin", "the level loop is range(1, 11): recall level 0 is never added, though the "
      "mean still divides by 11",
      [[r"level 0\b", r"level 0\.0", r"recall level (0|zero)", r"(skip|miss|left out|leav|omit|drop|forg[eo]t)\w*"
        r".{0,30}(first|lowest|zero|0\.0) level", r"range\(1, ?11\)", r"starts? (at|from) (level )?0?\.1",
        r"only (10|ten) levels", r"(first|zero) level (is )?(skipped|missing|left out)"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((Fraction(hits, n_relevant), Fraction(hits, rank)))
    total = Fraction(0)
    for i in range(1, 11):
        level = Fraction(i, 10)
        total += max((p for r, p in points if r >= level), default=Fraction(0))
    return float(total / 11)
''')

wrong("q31", "ap.at_k", "twin", "divides by min(k, len(labels)), the length of the list, instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\)", r"length of the (list|ranking)", r"list length", r"number of (items|labels|ranks) in "
        r"the list", r"how many items (the list|were retrieved)", r"min\(k, ?(len|the length)"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = Fraction(0)
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, len(labels)))
''')

wrong("q32", "avg.macro", "twin", "unpacks each row as tp, fn, fp (fp and fn swapped), so tp / (tp + fp) reads "
      "tp / (tp + fn)",
      [[r"column", r"order of (the )?(entries|fields|values|counts|row)", r"unpack\w*",
        r"(fp|false positives?) and (fn|false negatives?) (are |were )?(swapped|exchanged|confused|mixed|the wrong way)",
        r"swap\w* (fp|false positives?) (and|with) (fn|false negatives?)",
        r"swap\w* (fn|false negatives?) (and|with) (fp|false positives?)", r"tp, ?fn, ?fp",
        r"misread\w* (the )?(table|row)"]], '''
from fractions import Fraction

def my_macro_precision(tables):
    total = Fraction(0)
    for tp, fn, fp in tables:
        total += Fraction(tp, tp + fp) if tp + fp else Fraction(0)
    return float(total / len(tables))
''')

wrong("q33", "set.pr", "twin", "the two denominators are swapped: precision divides by the number of relevant ids, "
      "recall by the number retrieved",
      [[r"denominator", r"divid\w* (the )?(tp|hits|overlap|intersection|true positives) by (the number of |the size "
        r"of )?(relevant|retrieved)", r"(precision|\bP\b) (divided |over )(by )?(the )?(number of |size of )?"
        r"relevant", r"\|rel(evant)?\| (for|in) (the )?precision"]], '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = Fraction(hits, len(rel)) if rel else Fraction(0)
    recall = Fraction(hits, len(ret)) if ret else Fraction(0)
    return [float(precision), float(recall)]
''')

wrong("q34", "dcg.classic", "twin", "enumerate(grades, 2) with rel / log2(i): rank 1 is discounted too and every "
      "rank's discount is one place deeper",
      [[r"rank 1 (is |was )?(also )?discounted", r"first (grade|item|rank|position).{0,30}(divided|discounted)",
        r"enumerate.{0,30}\b2\b", r"start\w* (the )?(index|count|rank|counter|enumerat\w*)? ?(at|from) 2",
        r"off.by.one", r"shift\w* by one", r"one (place|rank|position) (too )?deep", r"index.{0,20}(one|1) too "
        r"(high|large|far)"]], '''
from math import log2

def my_dcg(grades):
    return sum(g / log2(i) for i, g in enumerate(grades, 2))
''')

wrong("q35", "scope.eps_precision", "twin", "bisect_right on the sorted distances keeps a target at distance exactly "
      "epsilon (d <= epsilon)",
      [[r"bisect_right", r"<=", r"less than or equal", r"at most epsilon", r"(at|equal to|exactly) (the )?epsilon"
        r".{0,40}(included|counted|inside|returned|kept)", r"includ\w*.{0,40}(equal to|exactly at|at) epsilon",
        r"not strict", r"non.?strict", r"bisect_left"]], '''
from bisect import bisect_right
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    n_in = bisect_right(ds, epsilon)
    if n_in == 0:
        return 0.0
    return float(Fraction(sum(y for _, y in pairs[:n_in]), n_in))
''')



# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "treats the distances as similarity scores and ranks the largest first "
      "(farthest first)",
      [[r"similarit", r"as (a |similarity )?scores?", r"higher (is|means) (closer|nearer|better)",
        r"farthest", r"furthest", r"largest distances?", r"descending", r"revers\w*",
        r"wrong (sort )?(direction|order)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    order = np.argsort(-d, kind="stable")     # best match first
    return float(y[order[:k]].sum() / k)
''')

wrong("q37", "ap.value", "data", "divides by the relevant items found in the labels (sum(labels)) instead of the "
      "query's n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of hits",
        r"instead of n_relevant", r"n_relevant (is )?(ignored|not used|unused)", r"relevant (items )?in the "
        r"(list|ranking)", r"never retrieved.{0,30}(ignored|left out|not counted)", r"ones in the (list|labels)"]], '''
from fractions import Fraction

labels = v["labels"]
hits = 0
total = Fraction(0)
for rank, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        total += Fraction(hits, rank)
my_ap_value = float(total / sum(labels))
''')

wrong("q38", "dcg.trec", "data", "turns the grades into 0/1 relevance (any grade above 0 gains 1)",
      [[r"binar\w*", r"0/1", r"1 if (g|grade|rel)", r"treat\w* (the )?grades? as (binary|relevant|0)",
        r"ignor\w* (the )?grade (levels|values)", r"(grade|relevance) levels? (ignored|lost)", r"relevant or not",
        r"every (positive|relevant|nonzero) grade.{0,20}(as|counts?|gains?) 1"]], '''
from math import log2

my_dcg_trec = sum((1 if g > 0 else 0) / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q39", "roc.auc", "data", "reads a lower score as better (like a distance or a rank), counting the pairs where "
      "the positive scores lower: 1 - AUC",
      [[r"lower (score|value)s? (is|are|as|means) (better|positive|more relevant)", r"higher (score )?(is|means) worse",
        r"wrong direction", r"revers\w*", r"invert\w*", r"1 ?- ?(the )?AUC", r"like a (distance|rank)",
        r"positive scores? lower", r"(complement|opposite)"]], '''
from fractions import Fraction

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    credit = Fraction(0)
    for p in pos:
        for n in neg:
            if p < n:
                credit += 1
            elif p == n:
                credit += Fraction(1, 2)
    return float(credit / (len(pos) * len(neg)))
''')

wrong("q40", "gen.grip_point", "data", "takes the class size c from the labels (the relevant items found, "
      "sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|found|in the list)", r"instead of n_relevant",
        r"n_relevant (is )?(ignored|not used|unused)", r"(counted|counts) the (ones|1s|relevant labels)",
        r"class size (from|counted in|taken from) the (labels|list)", r"found relevant"]], '''
from fractions import Fraction

def my_grip_point(labels, n_relevant):
    c = sum(labels)                       # the class size
    if c == 0:
        return 0.0
    return float(Fraction(sum(labels[:c]), c))
''')

wrong("q41", "ndcg.all_judgments", "data", "takes `unretrieved` for the whole list of judged relevant grades: the "
      "ideal ranking is built from the unretrieved grades only",
      [[r"only (the )?unretrieved", r"unretrieved (grades )?only", r"without (the )?retrieved (grades|items)",
        r"retrieved grades (are |were )?(left out|missing|ignored|not (included|added))",
        r"(thought|assumed|read|took|takes).{0,40}unretrieved.{0,40}(all|every|whole)",
        r"ideal (ranking |dcg )?(of|from) (the )?unretrieved"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

    idcg = dcg(sorted(unretrieved, reverse=True))      # all the judged relevant grades, best first
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q42", "rank.p_at_k", "data", "reads k as a 0-based index: returns P@(k + 1), the top k + 1 labels over k + 1",
      [[r"0.based", r"zero.based", r"k ?\+ ?1", r"one (rank|item|position) too many", r"\bindex\b",
        r"off.by.one", r"P@\(?k ?\+ ?1"]], '''
from fractions import Fraction

def my_p_at_k(labels, k):
    top = labels[:k + 1]                 # positions 0..k
    return float(Fraction(sum(top), k + 1))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.curve", "Fraction levels and a max over the points at or past each level", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    hits = 0
    points = []
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((Fraction(hits, n_relevant), Fraction(hits, rank)))
    return [float(max((p for r, p in points if r >= Fraction(i, 10)), default=Fraction(0))) for i in range(11)]
''')

right("q44", "map.mrr", "next() over enumerate with a default, exact Fractions", '''
from fractions import Fraction

def my_mrr(runs):
    total = Fraction(0)
    for run in runs:
        first = next((i for i, x in enumerate(run, 1) if x), None)
        total += Fraction(1, first) if first else 0
    return float(total / len(runs))
''')

right("q45", "set.pr", "sets and Fractions, both empty cases guarded", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q46", "roc.eer", "exact ROC points by threshold group and an exact linear crossing", '''
from fractions import Fraction

def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    tp = fp = 0
    pts = [(Fraction(0), Fraction(1))]                   # (FPR, FNR)
    for t in sorted(set(scores), reverse=True):
        tp += sum(1 for s, y in zip(scores, labels) if s == t and y)
        fp += sum(1 for s, y in zip(scores, labels) if s == t and not y)
        pts.append((Fraction(fp, N), Fraction(P - tp, P)))
    for j, (fpr, fnr) in enumerate(pts):
        if fpr >= fnr:
            if j == 0 or fpr == fnr:
                return float(fpr)
            f0, n0 = pts[j - 1]
            a, b = f0 - n0, fpr - fnr
            t = -a / (b - a)
            return float(f0 + t * (fpr - f0))
    return 1.0
''')

right("q47", "interp.step", "Fraction(str(level)) so 0.2 is exactly 1/5", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(str(level))
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if Fraction(hits, n_relevant) >= lev:
                return float(Fraction(hits, rank))
    return 0.0
''')

right("q48", "map.mean", "NumPy cumsum for the hits, one AP per query", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=int)
        ranks = np.arange(1, len(y) + 1)
        prec = np.cumsum(y) / ranks
        aps.append(float(prec[y == 1].sum() / n) if n else 0.0)
    return float(np.mean(aps))
''')

SUBMISSIONS = tuple(S)
