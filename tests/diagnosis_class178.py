"""Diagnosis class 178, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
copy helper functions across tasks, with defaults and conventions that fit another task (a TREC discount in the
classic DCG, a distance sort for scores, a micro average kept for a macro one, a column order from another table).
Styles vary: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c178-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class178).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 178 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c178-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "a recall helper copied in: the hits in the top k over all relevant items "
      "of the list (R@k) instead of over k",
      [[r"recall", r"R@k", r"over (all )?(the )?relevant", r"number of relevant (items )?in the list",
        r"sum\(labels\)", r"instead of (dividing by )?k\b"]], '''
def _hits(labels, k):
    return sum(labels[:k])

def my_p_at_k(labels, k):
    total = sum(labels)
    return _hits(labels, k) / total if total else 0.0
''')

wrong("q02", "map.mean", "sibling", "the reciprocal-rank helper of the MRR task is averaged: MRR instead of MAP",
      [[r"\bMRR\b", r"reciprocal rank", r"first relevant", r"1 ?/ ?(the )?rank"]], '''
def first_rank(run):
    for i, x in enumerate(run, start=1):
        if x:
            return i
    return None

def my_map(runs, n_relevant):
    total = 0.0
    for run in runs:
        r = first_rank(run)
        total += 1 / r if r else 0.0
    return total / len(runs)
''')

wrong("q03", "ndcg.all_judgments", "sibling", "the DCG helper of the TREC task (log2(i + 1) discount for every rank) "
      "is reused, so it computes the TREC-style NDCG, not the classic one",
      [[r"log2\(i ?\+ ?1\)", r"log ?\(?i ?\+ ?1", r"TREC.style", r"trec_eval.s discount", r"discount\w* (the )?(first|rank 1|top)",
        r"rank 1 (is )?discounted", r"first (rank|item|grade) (is )?discounted", r"(wrong|other) discount"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    return float((g / np.log2(np.arange(2, len(g) + 2))).sum())

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q04", "avg.macro", "sibling", "the micro-average helper is kept: pooled tp over pooled tp + fp (micro "
      "precision) instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|tables)", r"total (tp|counts)",
        r"add\w* up (the )?(counts|tp)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "the exponential-gain cell is copied: sum (2^rel - 1) / log2(i + 1) instead "
      "of the linear gain rel",
      [[r"exponential", r"2 ?\^ ?rel", r"2\*\*", r"gain 2", r"2\^\w+ ?- ?1"]], '''
import math

my_dcg_trec = sum((2 ** g - 1) / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q06", "ap.eleven_point", "sibling", "the exact-AP helper is returned (sum of P@k at relevant ranks over "
      "n_relevant) instead of the mean of the 11 interpolated precisions",
      [[r"exact AP", r"(non-?interpolated|uninterpolated)", r"average precision (itself|instead)",
        r"not interpolat\w*", r"P@k at (the )?relevant ranks", r"no interpolation"]], '''
def ap(labels, n_relevant):
    hits, s = 0, 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / k
    return s / n_relevant if n_relevant else 0.0

def my_11pt(labels, n_relevant):
    return ap(labels, n_relevant)
''')

wrong("q07", "pr.points", "sibling", "the interpolation helper is reused: each point gets the maximum precision at "
      "or after it (interpolated) instead of its own precision",
      [[r"interpolat\w*", r"max\w* (precision )?(to the right|after|later|further down|at or after)",
        r"running max", r"max\w* of (the )?later"]], '''
def my_pr_points(labels, n_relevant):
    precs, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        if x:
            precs.append(hits / k)
    return [max(precs[i:]) for i in range(len(precs))]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta used where beta^2 belongs: (1 + beta) P R / (beta P + R)",
      [[r"beta squared", r"squar\w*", r"beta\*\*2", r"beta instead of beta", r"without (the )?square"]], '''
def my_f(precision, recall, beta=1.0):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "the gain is 2^rel without the - 1",
      [[r"minus (one|1)", r"without (the )?(subtract\w*|- ?1)", r"forg\w* (to )?subtract", r"missing (the )?- ?1",
        r"no - ?1", r"2\^rel (instead|rather)", r"gain (of )?2\^rel\b(?! ?-)"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving out the + v of "
      "v / (d - s + v)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v", r"(missing|without|forg\w*) (the )?\+? ?v", r"unjudged items only"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    prec = Fraction(v, s)
    rec = Fraction(v, d - s) if v else Fraction(0)
    gen = Fraction(v, d)
    return [float(prec), float(rec), float(gen)]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tied pairs? (count\w* )?(as )?(1(?!/)\b|one|fully|whole|a win)", r"(1|one|full) (for|per) (a )?tie",
        r"instead of (1/2|a half|0\.5)", r">=", r"not (as )?(a )?half", r"ties? (count\w* )?(as )?(a )?(win|full)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p, n in product(pos, neg) if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "the P@k helper is called with the cut-off k at every relevant rank: hits / k "
      "instead of hits / i",
      [[r"(divid\w*|over) (by )?k\b", r"hits ?/ ?k", r"P@k (instead of|not) P@i", r"same k", r"rank i\b.{0,30}k",
        r"instead of (the )?rank"]], '''
def p_at_k(labels, k):
    return sum(labels[:k]) / k

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total = 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            total += p_at_k(labels[:i], k)
    return total / denom
''')

wrong("q13", "scope.eps_precision", "shape", "divides the hits within epsilon by the number of all targets "
      "instead of the number returned",
      [[r"all (the )?targets", r"(by|over) every target", r"len\(distances\)", r"whole (list|collection|database)",
        r"instead of (the )?(number|count) (returned|retrieved|within)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels)
    hits = int(y[d < epsilon].sum())
    return hits / len(d)
''')

wrong("q14", "ndcg.value", "shape", "the DCG helper uses the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"np\.log\b", r"math\.log\b", r"instead of log2",
        r"(wrong|other) (log )?base"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    if len(g) == 0:
        return 0.0
    return float(g[0] + np.sum(g[1:] / np.log(np.arange(2, len(g) + 1))))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.distances", "flow", "cuts the first k labels in input order before sorting: the ranking is "
      "never sorted by distance",
      [[r"never sort\w*", r"not sort\w*", r"unsorted", r"input order", r"given order", r"before sort\w*",
        r"without sort\w*", r"sort\w* (is )?(ignored|discarded|unused)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = list(zip(distances, labels))[:k]
    top.sort()
    return sum(y for _, y in top) / k
''')

wrong("q16", "interp.curve", "flow", "the loop stops at the first rank whose recall reaches r and keeps its "
      "precision, instead of the maximum over all later ranks",
      [[r"first rank", r"break", r"stops? (at|on) the first", r"not (the )?max\w*", r"instead of (the )?max\w*",
        r"no max", r"max\w* (is )?missing"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q17", "map.mean", "flow", "the first query's n_relevant is used for every query",
      [[r"first query", r"n_relevant\[0\]", r"same n_relevant", r"one query's", r"every query.{0,30}(same|first)",
        r"reus\w*"]], '''
def ap(run, n):
    hits, s = 0, 0.0
    for i, x in enumerate(run, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n if n else 0.0

def my_map(runs, n_relevant):
    n = n_relevant[0]
    return sum(ap(run, n) for run in runs) / len(runs)
''')

wrong("q18", "pr.points", "flow", "precision is recorded before the hit is counted (off by one relevant item)",
      [[r"before (the )?(hit|count|increment)", r"off.by.one", r"one (hit|relevant item) (too few|short|behind)",
        r"order of (the )?(update|increment)", r"increment\w* (after|too late)"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q19", "map.mrr", "flow", "the loop over a run never breaks, so the reciprocal rank of the LAST relevant "
      "item is kept",
      [[r"last relevant", r"never break", r"no break", r"without (a )?break", r"(not|never) stop",
        r"overwrit\w*", r"last (hit|one)"]], '''
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

wrong("q20", "pr.averaged", "flow", "one curve list is created outside the query loop and reused, so each query's "
      "levels keep the maximum of the earlier queries",
      [[r"reus\w*", r"outside (the )?(query )?loop", r"not (reset|re-?initiali[sz]ed)", r"never reset",
        r"(earlier|previous) quer(y|ies)", r"carr\w* over", r"shared (list|curve)"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            if n == 0:
                continue
            rec, prec = hits / n, hits / k
            for j in range(11):
                if rec >= j / 10 - 1e-12:
                    curve[j] = max(curve[j], prec)
        for j in range(11):
            sums[j] += curve[j]
    return [s / len(runs) for s in sums]
''')

wrong("q21", "roc.eer", "flow", "stops at the first ROC point where FPR >= FNR and returns its FPR, without "
      "intersecting the segment (no interpolation)",
      [[r"(no|without|not|missing|skip\w*) (the )?(linear )?interpolat\w*", r"(no|without|not|missing) (the )?intersect\w*",
        r"first (ROC )?point", r"segment", r"nearest (ROC )?point", r"(a|one) ROC point\b"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "the F helper has no guard: it divides by zero when precision and recall "
      "are both 0", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.curve", "hidden", "the 11 levels come from np.arange(0, 1.1, 0.1), so 0.3, 0.6 and 0.7 are "
      "slightly above the exact recall and a rank at exactly that recall is missed",
      [[r"float\w*", r"arange", r"rounding", r"inexact", r"0\.30000", r"exact\w* (recall|level)",
        r"precision error", r"not exact"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(y) + 1)
    out = []
    for r in np.arange(0, 1.1, 0.1):
        m = prec[rec >= r]
        out.append(float(m.max()) if m.size else 0.0)
    return out
''')

wrong("q24", "ap.exact", "hidden", "no guard for a query without relevant items: divides by n_relevant = 0",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "NumPy division without the ideal-DCG-is-0 guard: nan when nothing is "
      "relevant", [NAN, [r"ideal DCG (of|is|=) ?(0|zero).{0,30}(divid|nan|guard)", r"0 ?/ ?0", r"guard", r"zero ideal",
                         r"divid\w* by (a )?(zero|0)"]], '''
import numpy as np

def dcg(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return (g / disc).sum()

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(all="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q26", "gen.grip_point", "hidden", "the P@k helper divides by the length of the cut list, so a list shorter "
      "than the class is not padded with non-relevant ranks",
      [[r"len\(labels", r"length of the (cut |sliced )?list", r"not (padded|counted)", r"pad\w*",
        r"instead of (dividing by )?(n_relevant|c|the class)", r"divid\w* by (the )?(list|slice)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "ap.at_k", "hidden", "the denominator also caps k at the list length (min(k, len(labels), R)), a "
      "convention from another helper",
      [[r"len\(labels\)", r"list length", r"length of the list", r"cap\w* (k )?at the (list|length)",
        r"min\(k, ?len", r"shorter list"]], '''
def my_ap_at_k(labels, n_relevant, k):
    kk = min(k, len(labels))
    denom = min(kk, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(kk):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("q28", "scope.eps_precision", "hidden", "the precision helper has no guard: it divides by zero when nothing "
      "lies within epsilon", [ZERODIV], '''
def precision(hits, returned):
    return hits / returned

def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return precision(sum(inside), len(inside))
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "the ranking helper of the similarity task sorts ascending (smaller is better, "
      "as for distances), so scores are read in the wrong direction",
      [[r"ascending", r"distance\w*", r"smaller (is|=) better", r"lower (score )?(is|=) better",
        r"(score )?direction", r"revers\w*", r"wrong (way|order)"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    rank = {}
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for t in range(i, j + 1):
            rank[order[t]] = (i + j) / 2 + 1
        i = j + 1
    n = len(scores)
    pos = [i for i in range(n) if labels[i] == 1]
    n1, n0 = len(pos), n - len(pos)
    # nearest first: rank 1 is the best
    r = sum(n + 1 - rank[i] for i in pos)
    return (r - n1 * (n1 + 1) / 2) / (n1 * n0)
''')

wrong("q30", "scope.knn_ties", "twin", "the helper returns (best, worst) as in another task, so the two bounds "
      "come back in the wrong order",
      [[r"order", r"swap\w*", r"revers\w*", r"(highest|optimistic) first", r"(wrong|other) way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    less = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    slots = k - len(less)
    rel_tied = sum(tied)
    best = (sum(less) + min(slots, rel_tied)) / k
    worst = (sum(less) + max(0, slots - (len(tied) - rel_tied))) / k
    return [best, worst]
''')

wrong("q31", "dcg.classic", "twin", "the DCG helper of the TREC task is copied: every rank discounted by "
      "log2(i + 1), the first one included",
      [[r"log2\(i ?\+ ?1\)", r"log ?\(?i ?\+ ?1", r"trec", r"first (rank|item|grade) (is )?discounted",
        r"discount\w* (the )?(first|rank 1|top)", r"rank 1 (is )?discounted"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q32", "map.mrr", "twin", "a helper that drops empty entries (like the sign test's ties) averages over the "
      "queries with a relevant item only",
      [[r"only (the )?quer\w* (with|that)", r"(drop|skip|ignor|exclud)\w* (the )?(empty |zero )?quer",
        r"quer\w* (with|without) no relevant.{0,40}(dropped|skipped|ignored|left out|excluded)",
        r"divid\w* by (the )?(number|count) of (queries with|hits|found)", r"instead of all (the )?queries"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                rrs.append(1 / i)
                break
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q33", "sig.sign_test", "twin", "the win-counting helper counts a > b as a win and everything else as a "
      "loss, so the ties are not dropped",
      [[r"ties? (are |were )?(not|never) dropped", r"ties? (counted|kept|included)", r"(keep|kept|include)\w* (the )?ties",
        r"ties? as loss", r"n includes (the )?ties", r"without dropping"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items found in the ranking (sum of labels), "
      "as the helper of another task did, instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(found|retrieved|in the (list|ranking))",
        r"number of hits", r"instead of n_relevant", r"retrieved relevant", r"not n_relevant"]], '''
from fractions import Fraction

labels = v["labels"]
hits, total = 0, Fraction(0)
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += Fraction(hits, k)
my_ap_value = float(total / hits) if hits else 0.0
''')

wrong("q35", "set.pr", "twin", "the helper returns (recall, precision) as in the F task's notebook, so the pair "
      "comes back in the wrong order",
      [[r"order", r"swap\w*", r"revers\w*", r"recall first", r"(wrong|other) way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.p_at_k", "data", "divides by the length of the list cut at k, so ranks missing beyond the end "
      "of the list are not counted as non-relevant",
      [[r"len\(labels", r"length of the (cut |sliced )?list", r"not padded", r"pad\w*", r"mean of the (cut|slice)",
        r"instead of (dividing by )?k\b", r"divid\w* by (the )?(list|slice)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k])
    return float(top.mean()) if top.size else 0.0
''')

wrong("q37", "rank.distances", "data", "the score-ranking helper sorts with reverse=True, so the farthest items "
      "are ranked first",
      [[r"reverse", r"descending", r"farthest", r"largest distance", r"(higher|bigger|larger) (is|=) better",
        r"wrong (order|direction)", r"nearest last"]], '''
def rank_items(values, labels):
    return [y for _, y in sorted(zip(values, labels), key=lambda t: t[0], reverse=True)]

def my_p_at_k_from_distances(distances, labels, k):
    ranked = rank_items(distances, labels)
    return sum(ranked[:k]) / k
''')

wrong("q38", "ap.eleven_point", "data", "the class size is taken as the relevant items in the list (sum of "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(found|retrieved|in the (list|ranking))",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    R = y.sum()
    if R == 0:
        return 0.0
    hits = np.cumsum(y)
    rec = hits / R
    prec = hits / np.arange(1, len(y) + 1)
    vals = []
    for j in range(11):
        m = prec[rec >= j / 10 - 1e-12]
        vals.append(m.max() if m.size else 0.0)
    return float(np.mean(vals))
''')

wrong("q39", "avg.macro", "data", "reads each table as [tp, fn, fp] (the column order of another task), so "
      "tp / (tp + fn) is computed",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"fn (instead of|for) fp", r"fp and fn (swapped|confused)",
        r"(swapped|confused) fp", r"recall", r"order of (the )?(table|fields|entries)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "set.pr", "data", "the list lengths are used, so an id retrieved twice counts twice",
      [[r"duplicat\w*", r"len\(retrieved\)", r"list length", r"counts? (it )?twice", r"counted twice",
        r"not (de-?duplicated|unique)", r"not (as |converted to )?a set"]], '''
def my_set_pr(retrieved, relevant):
    hit = sum(1 for d in retrieved if d in relevant)
    p = hit / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & set(relevant)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q41", "interp.step", "data", "the recalls R_i are computed against the relevant items in the list (sum of "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"(relevant|hits) (items )?(found|retrieved|in the (list|ranking))",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant", r"never retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    prev, hits = 0.0, 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            rec = hits / R
            if prev < level <= rec + 1e-12:
                return hits / k
            prev = rec
    return 0.0
''')

wrong("q42", "pr.averaged", "data", "each query's class size is taken as the relevant items in its run instead "
      "of its n_relevant",
      [[r"sum\(run\)", r"(relevant|hits) (items )?(found|retrieved|in the (list|run|ranking))",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant", r"never retrieved"]], '''
import numpy as np

def curve(run):
    y = np.asarray(run, dtype=float)
    R = y.sum()
    if R == 0:
        return np.zeros(11)
    hits = np.cumsum(y)
    rec, prec = hits / R, hits / np.arange(1, len(y) + 1)
    return np.array([prec[rec >= j / 10 - 1e-12].max(initial=0.0) for j in range(11)])

def my_averaged_curve(runs, n_relevant):
    return [float(x) for x in np.mean([curve(r) for r in runs], axis=0)]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.r_precision", "slice padded with zeros", '''
labels = list(v["labels"]) + [0] * v["n_relevant"]
R = v["n_relevant"]
my_r_precision = sum(labels[:R]) / R
''')

right("q44", "roc.eer", "explicit ROC walk with tied scores as one step, segment intersection", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0, g1 = f0 - (1 - t0), f1 - (1 - t1)
        if g0 <= 0 <= g1:
            if g1 == g0:
                return f0
            a = -g0 / (g1 - g0)
            return f0 + a * (f1 - f0)
    return 1.0
''')

right("q45", "gen.practical", "fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q46", "scope.knn_ties", "counts below and at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    t = sorted(distances)[k - 1]
    less = [y for d, y in zip(distances, labels) if d < t]
    tied = [y for d, y in zip(distances, labels) if d == t]
    slots = k - len(less)
    rel_tied = sum(tied)
    low = (sum(less) + max(0, slots - (len(tied) - rel_tied))) / k
    high = (sum(less) + min(slots, rel_tied)) / k
    return [low, high]
''')

right("q47", "interp.step", "loop over relevant ranks with exact Fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    lv = Fraction(level).limit_denominator(10 ** 6)
    prev, hits = Fraction(0), 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            rec = Fraction(hits, n_relevant)
            if prev < lv <= rec:
                return hits / k
            prev = rec
    return 0.0
''')

right("q48", "dcg.classic", "NumPy with a discount array", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

SUBMISSIONS = tuple(S)
