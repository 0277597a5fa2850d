"""Diagnosis class 103, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
think in probabilities: they read precision and recall as conditional probabilities (P(relevant | retrieved),
P(retrieved | relevant)), measures as expectations and proportions, positive and negative counts as frequencies.
Their slips: conditioning on the wrong event, normalising by the wrong total, a complement taken, counts and rates
mixed up. Styles vary inside the class: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c103-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks (six are used). Before
hand-over each was compared with the task's reference only (no checker, see tests/validate_class.py
diagnosis_class103): every right one agrees on the student's visible and hidden inputs and on 200 random draws of
the task's generator, every wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden``
one differs only on hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 103 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c103-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns the success at k (1 if any relevant item is in the top k, the "
      "probability of at least one hit) instead of the fraction of the top k that is relevant",
      [[r"success", r"at least one", r"any relevant", r"hit rate", r"(1|one) if (there is )?(a|any) relevant",
        r"binary", r"whether (a|any|there is a) relevant", r"indicator"]], '''
def my_p_at_k(labels, k):
    # P(at least one relevant in the top k)
    top = labels[:k]
    return 1.0 if any(top) else 0.0
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|true positives)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"counts (are )?(summed|added)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    # overall P(relevant | retrieved) across all queries
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (P at s = len(labels)) "
      "instead of the precision at the class size n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(retrieved|ranks|items)",
        r"len\(labels\)", r"length of the (list|ranking)", r"instead of (at )?(the )?(class size|n_relevant|R\b)",
        r"not (cut|truncated) at", r"scope (equal to|=) the (list|length)"]], '''
def my_grip_point(labels, n_relevant):
    # P(relevant | retrieved) for the retrieved list
    return sum(labels) / len(labels)
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("q05", "interp.step", "sibling", "takes the usual interpolated precision (the maximum precision at any "
      "recall >= level) instead of the step rule's P_i of the first point reaching the level",
      [[r"max\w* (precision )?(over|of|at|among) (all |any |every |the )?(later|following|higher|recall)",
        r"(standard|usual|ordinary|classic|11.?point) interpolat", r"instead of (the )?step rule",
        r"highest precision (at|over|among|of)", r"max\(best"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for i, x in enumerate(labels, 1):
        hits += x
        if x and hits / n_relevant >= level:
            best = max(best, hits / i)
    return best
''')

wrong("q06", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (hits over all relevant "
      "targets, P(returned | relevant)) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"(divid|normalis|normaliz)\w* by (the )?(number of )?relevant",
        r"P\(\s*(returned|retrieved)\s*\|\s*relevant", r"condition\w* on (the )?relevant"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = sum(1 for d, y in zip(distances, labels) if d < epsilon and y)
    rel = sum(labels)
    return hits / rel if rel else 0.0
''')

wrong("q07", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, log2(i) from rank 2) instead "
      "of the log2(i + 1) discount",
      [[r"classic", r"log2\(i\)", r"log ?2 ?of (the )?rank", r"log2\(rank\)", r"without (the )?\+ ?1",
        r"first (grade|rank|item) (is )?(not|un)discounted", r"rel_1 \+"]], '''
from math import log2
g = v["grades"]
my_dcg_trec = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2))
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"denominator (is |of )?k\b", r"normali[sz]\w* by k\b",
        r"(over|/) ?k\b.{0,30}(instead|not|rather)", r"instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += hits / i
    return total / k if k else 0.0
''')

wrong("q09", "gen.practical", "shape", "the recall lower bound divides by d - s (the unjudged items) instead of "
      "d - s + v (the largest possible class size)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v\b.{0,30}(missing|forgot|dropped|left out)",
        r"(forgot|missing|without|dropp\w*|left out).{0,30}\+ ?v\b", r"unjudged items only",
        r"largest (possible )?class", r"v (is )?(missing|left out) (from|of) the denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if d > s else 0.0, v / d]
''')

wrong("q10", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1 (an irrelevant item gains 1)",
      [[r"- ?1\b.{0,30}(missing|forgot|dropped|left out|omitted)", r"(forgot|missing|without|omit\w*|drop\w*).{0,30}- ?1\b",
        r"2 ?\*\* ?rel\b(?! ?- ?1)", r"2\^rel\b(?! ?- ?1)", r"gain of 1 for (an? )?(irrelevant|grade 0|non-?relevant)",
        r"(grade|rel\w*) 0 (items )?(gains?|counts?|scores?) 1"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_exp = float(np.sum(2 ** g / np.log2(ranks + 1)))
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,40}(count\w*|as|scor\w*) (1|one)(?![/\d.])", r"tie\w*.{0,40}(a (full )?win|fully|whole)",
        r"(>=|greater or equal|at least as high)",
        r"tie\w*.{0,30}not (halved|1/2|one half)", r"tie\w*.{0,30}(as|counted as) (a )?win", r"instead of (1/2|a half|0\.5)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    # P(score of a positive >= score of a negative)
    good = sum(1 for a, b in product(pos, neg) if a >= b)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided tail probability (never doubled for the two-sided "
      "test)",
      [[r"one.?sided", r"one tail", r"single tail", r"not doubled", r"(forgot|without|missing|never).{0,20}doubl",
        r"(half|halved)", r"times 2 (is )?(missing|forgotten)", r"(multiply|multiplied) by 2"]], '''
from math import comb
a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "scope.knn_ties", "shape", "divides the tie bounds by the number of targets within the k-th "
      "distance (the whole tied group) instead of by k",
      [[r"instead of (by )?k\b", r"not (by )?k\b", r"whole tie", r"(all|every) (the )?(tied|targets within)",
        r"(divid|normalis|normaliz)\w* by (the )?(number|count|size)", r"denominator"]], '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(before)
    r_tie = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - r_tie))
    high = sum(before) + min(slots, r_tie)
    n = len(before) + len(tied)
    return [low / n, high / n]
''')

wrong("q14", "set.f_beta", "shape", "uses beta instead of beta squared in F_beta",
      [[r"beta (instead of|not|rather than) (beta ?(\^|\*\*) ?2|beta squared|its square)",
        r"(not|never|forgot\w*( to)?|without) squar", r"beta\b.{0,20}unsquared", r"squar\w* (is )?(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "the loop never stops at the first relevant item, so each query's reciprocal rank "
      "is taken at its last relevant item",
      [[r"last relevant", r"(no|without|missing|never|forgot\w*)( a)? break", r"(does not|doesn't|never) stop",
        r"overwrit\w*", r"(final|latest) relevant", r"keeps? (going|looping|updating)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, 1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the current relevant item (the hit "
      "counter is raised one step late)",
      [[r"(before|after) (count|increment|add|updat)\w*", r"one (step|item|hit) (late|behind|too few)",
        r"(late|too late)", r"hits ?- ?1", r"(previous|old) (hit )?count", r"not (yet )?(count|includ)\w* (the )?(current|this)"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for i, x in enumerate(labels, 1):
        if x:
            points.append(hits / i)
            hits += 1
    return points
''')

wrong("q17", "map.mean", "flow", "the hit counter is never reset between queries, so later queries' precisions "
      "carry the earlier queries' hits",
      [[r"(never|not|forgot\w*( to)?) reset", r"reset", r"carr(y|ies|ied) over", r"across queries",
        r"(earlier|previous) quer\w*.{0,30}hits", r"outside the (query )?loop", r"accumulat\w* across"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "the backward running maximum loop stops before rank 1, so P@1 never "
      "enters the maxima",
      [[r"P@1", r"off.?by.?one", r"range\(.{0,20}0, -1\)", r"stops? (one )?(too )?early",
        r"(skip|miss|leav)\w* (out )?(the )?first"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant if n_relevant else np.zeros(len(y))
    best = np.zeros(len(y))
    run = 0.0
    for i in range(len(y) - 1, 0, -1):
        run = max(run, prec[i])
        best[i] = run
    out = []
    for j in range(11):
        r = j / 10
        reach = [best[i] for i in range(len(y)) if rec[i] >= r]
        out.append(float(max(reach)) if reach else 0.0)
    return out
''')

wrong("q19", "rank.distances", "flow", "never sorts by distance: P@k is taken over the first k items in input "
      "order",
      [[r"(never|not|without|forgot\w*( to)?) sort", r"unsorted", r"input order", r"(given|original) order",
        r"first k (items|labels) (as given|of the input)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = list(zip(distances, labels))
    top = nearest[:k]
    return sum(y for _, y in top) / k
''')

wrong("q20", "ap.eleven_point", "flow", "the level loop runs over r = 0.0 .. 0.9 only (range(10)), missing "
      "level 1.0, while still dividing by 11",
      [[r"(missing|skip\w*|never|leav\w* out|without|drop\w*).{0,30}(level )?1\.0", r"last level", r"range\(10\)", r"off.?by.?one", r"(only )?10 levels",
        r"(skip|miss|drop)\w* (the )?(last|final|top)"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if not n_relevant:
        return 0.0
    pts, hits = [], 0
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((Fraction(hits, n_relevant), Fraction(hits, i)))
    total = Fraction(0)
    for j in range(10):
        r = Fraction(j, 10)
        cand = [p for rr, p in pts if rr >= r]
        total += max(cand) if cand else 0
    return float(total / 11)
''')

wrong("q21", "pr.averaged", "flow", "the running sums are re-created inside the query loop, so only the last "
      "query's curve (divided by the number of queries) is returned",
      [[r"last query", r"(reset|re-?initiali[sz]|re-?creat)\w*", r"inside the (query )?loop",
        r"overwrit\w*", r"only (the )?(last|final) (query|curve)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    for labels, R in zip(runs, n_relevant):
        sums = np.zeros(11)
        y = np.asarray(labels, dtype=float)
        if R and len(y):
            c = np.cumsum(y)
            prec, rec = c / np.arange(1, len(y) + 1), c / R
            for j, r in enumerate(levels):
                ok = prec[rec >= r - 1e-12]
                sums[j] += ok.max() if ok.size else 0.0
    return list(map(float, sums / len(runs)))
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides without guarding P = R = 0: ZeroDivisionError instead of F = 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "divides by the size of an empty result when nothing is within "
      "epsilon: ZeroDivisionError instead of 0",
      [ZERODIV], '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    returned = [y for d, y in zip(distances, labels) if d < epsilon]
    return float(Fraction(sum(returned), len(returned)))
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)) (the most relevant items the list can "
      "hold) instead of n_relevant",
      [[r"min\w*.{0,40}len", r"length of the (list|ranking)", r"(list|ranking) length", r"capp\w*",
        r"(at most|no more than) the (list|length)"]], '''
def my_ap(labels, n_relevant):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    denom = min(n_relevant, len(labels))
    return s / denom if denom else 0.0
''')

wrong("q25", "gen.grip_point", "hidden", "divides by the length of the cut list (labels[:c]) instead of c when "
      "the list is shorter than the class",
      [[r"len\(labels\[:", r"len\(top\)", r"length of the (cut|truncated|top|short)",
        r"(instead of|not) (by )?(c\b|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q26", "ndcg.all_judgments", "hidden", "divides by an ideal DCG of 0 when no item is relevant at all: "
      "ZeroDivisionError instead of 0",
      [ZERODIV], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return float(np.sum(gs / disc))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "avg.macro", "hidden", "divides by tp + fp of a query with nothing retrieved: ZeroDivisionError "
      "instead of precision 0",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant) instead of min(k, n_relevant) "
      "when k is longer than the list",
      [[r"len\(labels\[:k\]\)", r"len\(top\)", r"length of the (top|cut|list)", r"(list|ranking) length",
        r"instead of min\(k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    denom = min(len(top), n_relevant)
    return s / denom if denom else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "the discount is shifted one rank: from rank 2 on each grade is divided by "
      "log2(i + 1) instead of log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"log ?2 ?\(?(of )?(the )?rank ?\+ ?1", r"shift\w*", r"off.?by.?one",
        r"one rank (too )?(late|far|down)", r"(next|following) rank", r"i ?\+ ?1 instead of i\b"]], '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / log2(i + 1)
    return float(total)
''')

wrong("q30", "set.f_beta", "twin", "beta squared weights recall instead of precision in the denominator "
      "(beta^2 * R + P)",
      [[r"(beta|b2|b\^2|beta ?\*\* ?2|beta squared) ?(\*|times|on|to|weights|multipl\w*) ?(the )?(recall|\bR\b)",
        r"(recall|\bR\b) (is |gets )?(weighted|multiplied|scaled) (by )?(beta|b2|the square)",
        r"(weights?|multipl\w*) (the )?(wrong|other) term", r"swap\w*.{0,40}(precision|recall|P and R|terms)",
        r"denominator.{0,40}(swap|wrong term|recall)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q31", "sig.sign_test", "twin", "tied queries are not dropped: they stay in n (counted as non-wins of a)",
      [[r"ties? (are |were )?(not|never) dropped", r"(kept|keeps?|includ\w*|count\w*).{0,30}ties?",
        r"ties?.{0,40}(kept|included|counted|in n\b|not (removed|excluded|discarded))",
        r"(forgot|never|not|without).{0,20}(drop|remov|exclud|discard)\w*.{0,20}ties?", r"\bn\b.{0,20}(all|every) quer"]], '''
from math import comb
a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q32", "roc.auc", "twin", "the rank-sum formula uses ordinal ranks (ties broken by input order) instead of "
      "mid-ranks, so tied pairs are not counted as 1/2",
      [[r"ordinal", r"mid.?ranks?", r"average(d)? ranks?", r"tie\w*.{0,40}(input|position|appearance|order)",
        r"(ranks?|ties?).{0,30}not averaged"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores, method="ordinal")
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q33", "map.mean", "twin", "each query's AP divides by the number of relevant items retrieved "
      "(sum of the run) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(run\)", r"sum of (the )?(run|labels)",
        r"found (relevant|in the list)", r"(instead of|not|rather than|ignor\w*) (the )?n_relevant",
        r"(unretrieved|never retrieved|missed).{0,40}(ignored|not counted|left out)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q34", "rank.r_precision", "twin", "cuts the ranking at the number of relevant items retrieved "
      "(sum(labels)) instead of R = n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"sum of (the )?labels",
        r"(instead of|not|rather than|ignor\w*) (the )?(n_relevant|\bR\b)", r"found in the list"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q35", "scope.knn_ties", "twin", "the tie-breaking orders are swapped: the first bound ranks the tied "
      "relevant targets first and the second ranks them last",
      [[r"swap\w*", r"revers\w*", r"wrong (way|order)", r"(opposite|other) (way|order)",
        r"relevant (targets )?(ranked )?first.{0,60}(lowest|pessimistic|first (value|bound))",
        r"(lowest|pessimistic).{0,60}relevant (targets )?(ranked )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    pess = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    opt = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in pess[:k]) / k, sum(labels[i] for i in opt[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "precision counts every retrieved entry, duplicates included (hits over "
      "len(retrieved)), instead of treating retrieved as a set",
      [[r"duplicat\w*", r"(not|never) (as )?a set", r"(repeat|repeated) ids?",
        r"len\(retrieved\)", r"set\(retrieved\)", r"(each|every) (entry|occurrence)"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & rel) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "sorts the distances from high to low (as if they were similarity scores), "
      "so the farthest items come first",
      [[r"farthest", r"descend\w*", r"high(est)? (to|first)", r"revers\w*", r"largest (distance )?first",
        r"(similarit|score)\w*", r"wrong (direction|order)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q38", "ndcg.all_judgments", "data", "binarises the grades (any grade > 0 gains 1) instead of using the "
      "graded relevance",
      [[r"binar\w*", r"(0|zero)/1", r"grades?.{0,30}(ignored|as 1|treated as (binary|relevant))",
        r"(graded|grade) (relevance|values?) (ignored|lost|not used)", r"(gain|counts?) 1 (for|per) (every|each|any)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    allrel = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg(gs):
        return sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(allrel)
    return dcg(rel) / ideal if ideal else 0.0
''')

wrong("q39", "gen.practical", "data", "reads d as the number of unjudged items, so the database is taken to hold "
      "d + s items",
      [[r"d ?\+ ?s", r"unjudged", r"(database|collection) (size|of) .{0,20}(plus|\+|added)",
        r"(adds?|added) (the )?(scope|s)\b.{0,30}(d|database)", r"d is (the )?(whole|total) (database|size)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q40", "roc.eer", "data", "takes label 0 as the positive class (the classes swapped), so the EER of the "
      "mirrored curve, 1 - EER, is returned",
      [[r"label 0", r"(classes|labels) (are )?(swapped|inverted|flipped|reversed)", r"positive class",
        r"(swap|invert|flip|revers)\w* (the )?(labels|classes)", r"1 ?- ?(the )?EER", r"complement"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 0  # the "positive" event
    P, N = pos.sum(), (~pos).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append((sel & pos).sum() / P)
        fpr.append((sel & ~pos).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q41", "rank.p_at_k", "data", "averages over the ranks the list has (np.mean of labels[:k]) instead of "
      "dividing by k when k is longer than the list",
      [[r"shorter", r"len\(labels\[:k\]\)",
        r"(instead of|not) (by )?k\b", r"available ranks", r"mean\b.{0,30}labels\[:k\]"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q42", "ndcg.value", "data", "appends the unretrieved grades at the end of the ranking (treating them as "
      "retrieved last) in the DCG too",
      [[r"append\w*", r"(added|adds|put|placed) .{0,40}(end|bottom|ranking|list)", r"as (if )?retrieved",
        r"unretrieved.{0,40}(in|into) (the )?(DCG|ranking|retrieved list)", r"DCG.{0,40}unretrieved"]], '''
from math import log2
g = v["grades"] + v["unretrieved"]
def dcg(gs):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(gs, 1))
my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "set.pr", "sets and Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = Fraction(hit, len(ret)) if ret else Fraction(0)
    r = Fraction(hit, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q44", "roc.eer", "NumPy ROC walk over distinct scores, interpolated crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    pos = np.asarray(labels) == 1
    P, N = pos.sum(), (~pos).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append((sel & pos).sum() / P)
        fpr.append((sel & ~pos).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q45", "ap.value", "comprehension over the relevant ranks", '''
labels, R = v["labels"], v["n_relevant"]
my_ap_value = sum(sum(labels[:i]) / i for i, x in enumerate(labels, 1) if x) / R
''')

right("q46", "interp.step", "loop to the first point reaching the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level:
                return hits / i
    return 0.0
''')

right("q47", "pr.averaged", "Fractions and comprehensions", '''
from fractions import Fraction

def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            if R:
                pts.append((Fraction(hits, R), Fraction(hits, i)))
        curves.append([max((p for r, p in pts if r >= Fraction(j, 10)), default=0) for j in range(11)])
    return [float(sum(c[j] for c in curves) / len(curves)) for j in range(11)]
''')

right("q48", "scope.knn_ties", "counts before and inside the tied group", '''
def my_knn_tie_bounds(distances, labels, k):
    kth = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < kth]
    tied = [y for d, y in zip(distances, labels) if d == kth]
    slots = k - len(before)
    r_tie = sum(tied)
    low = sum(before) + max(0, slots - (len(tied) - r_tie))
    high = sum(before) + min(slots, r_tie)
    return [low / k, high / k]
''')

SUBMISSIONS = tuple(S)
