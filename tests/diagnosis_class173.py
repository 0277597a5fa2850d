"""Diagnosis class 173, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
confuse the roles of the arguments: k and n_relevant, the interpolation level and a recall, epsilon and a distance,
beta and alpha, which list is which (retrieved or relevant, grades or unretrieved, system a or b), written in
varied styles (loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c173-" + sid``. The keys were fixed before the checker
was run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class173).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 173 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c173-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"sum\(labels\)", r"relevant (items )?(found|in the list)",
        r"found relevant", r"number of hits", r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, lab in enumerate(labels, start=1):
        if lab == 1:
            hits += 1
            total += hits / i
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "rank.distances", "sibling", "returns recall at k (hits in the top k over all relevant labels) "
      "instead of precision at k",
      [[r"recall", r"R@k", r"over (all|every|the total number of) relevant", r"instead of (dividing by )?k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    n_rel = y.sum()
    return float(y[:k].sum() / n_rel) if n_rel else 0.0
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (scope = list length) instead "
      "of the precision at scope n_relevant",
      [[r"whole (list|ranking)", r"len\(labels\)", r"(list|ranking)'?s? length", r"all (the )?ranks",
        r"every rank", r"entire (list|ranking)", r"scope (is|=|equal to) the (list|length)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q04", "set.f_beta", "sibling", "uses van Rijsbergen's alpha form 1 / (alpha/P + (1 - alpha)/R) with beta "
      "put in for alpha",
      [[r"alpha", r"weighted harmonic mean", r"1 ?/ ?\(.*/ ?P"]], '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = beta
    return 1.0 / (alpha / precision + (1 - alpha) / recall)
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision at any recall >= level (the 11-point "
      "interpolation rule) instead of the step rule's P_i",
      [[r"max\w* (precision )?(at|over|of) (any|all|every|higher|later)", r"highest precision", r"running max",
        r"11.?point (rule|interpolation)", r"instead of (the )?step", r"largest precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                best = max(best, hits / k)
    return best
''')

wrong("q06", "avg.macro", "sibling", "returns the micro-averaged precision (summed tp over summed tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro"], [r"precision|pool|sum"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q07", "dcg.exponential", "sibling", "computes the linear-gain DCG sum rel_i / log2(i + 1) instead of the "
      "exponential gain 2^rel_i - 1",
      [[r"linear gain", r"without (the )?exponential", r"no exponential", r"rel_i instead",
        r"raw grades?", r"grade itself", r"trec"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where beta squared belongs (beta is never squared)",
      [[r"squar", r"beta\*\*2", r"beta²"]], '''
def my_f(precision, recall, beta):
    num = (1 + beta) * precision * recall
    den = beta * precision + recall
    return num / den if den else 0.0
''')

wrong("q09", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max", r"larger of", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    den = max(k, n_relevant)
    return s / den if den else 0.0
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - v + s): the scope s and v swap places in "
      "the denominator (should be d - s + v)",
      [[r"d ?- ?v ?\+ ?s", r"s and v", r"v and s", r"swap", r"sign", r"d ?- ?s ?\+ ?v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - v + s) if v else 0.0, v / d]
''')

wrong("q11", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divid", r"number of levels", r"levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = rec >= r - 1e-9
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("q12", "roc.eer", "shape", "returns the mean of FPR and FNR at the ROC point where they are closest, "
      "without interpolating along the ROC segment",
      [[r"without interpolat", r"not interpolat", r"no interpolation", r"closest (ROC )?point", r"nearest (ROC )?point",
        r"average of (the )?FPR and FNR", r"mean of (the )?FPR and FNR"]], '''
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
    best = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + 1 - best[1]) / 2
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail is never doubled)",
      [[r"one.?sided", r"one.?tailed", r"doubl", r"times 2", r"\b2 ?\*"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')

wrong("q14", "dcg.classic", "shape", "discounts with the natural log instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e", r"math\.log\b", r"instead of log2", r"another base",
        r"wrong base"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g if i == 1 else g / math.log(i)
    return total
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "appends a precision at every rank, non-relevant ranks included, instead of "
      "only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"irrelevant"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, lab in enumerate(labels, 1):
        hits += lab
        if hits:
            out.append(hits / i)
    return out
''')

wrong("q16", "map.mrr", "flow", "the loop never breaks at the first relevant item, so the last relevant item's "
      "rank is used",
      [[r"last relevant", r"no break", r"never breaks", r"without (a )?break", r"doesn'?t stop", r"does not stop",
        r"keeps? (going|looping|overwriting)", r"overwrit"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q17", "map.mean", "flow", "reuses the first query's n_relevant[0] for every query",
      [[r"n_relevant\[0\]", r"first query'?s?", r"same n_relevant", r"one query'?s? (value|n_relevant|count)",
        r"reus"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / n_relevant[0] if n_relevant[0] else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "interp.curve", "flow", "the loop over ranks stops one short (range(len(labels) - 1)), so the last "
      "rank never counts",
      [[r"last rank", r"last item", r"off.?by.?one", r"one (rank )?short", r"len\(labels\) ?- ?1",
        r"final rank"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i in range(len(labels) - 1):
        hits += labels[i]
        precs.append(hits / (i + 1))
        recs.append(hits / n_relevant)
    out = []
    for j in range(11):
        r = j / 10
        cand = [p for p, rc in zip(precs, recs) if rc >= r]
        out.append(max(cand) if cand else 0.0)
    return out
''')

wrong("q19", "pr.averaged", "flow", "the running maximum is never reset between queries, so one query's "
      "precisions carry over into the next query's curve",
      [[r"reset", r"carr(y|ies|ied) over", r"previous quer", r"(earlier|other|former) quer", r"leak",
        r"across quer", r"re-?initiali[sz]"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    best = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R if R else 0.0, hits / k))
        for j, r in enumerate(levels):
            if R == 0:
                continue
            for rec, prec in pts:
                if rec >= r and prec > best[j]:
                    best[j] = prec
        curves.append(list(best) if R else [0.0] * 11)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q20", "roc.auc", "flow", "counts pairs with itertools.combinations (i < j only), so a positive that "
      "comes after a negative in the list is never compared with it",
      [[r"combinations", r"i ?< ?j", r"only (the )?pairs", r"half (of )?the pairs", r"misses? (some )?pairs",
        r"(list|input) order", r"pairs? (are )?(missed|skipped|left out)"]], '''
from itertools import combinations

def my_auc(scores, labels):
    pos = sum(1 for y in labels if y == 1)
    neg = len(labels) - pos
    good = 0.0
    for (s1, y1), (s2, y2) in combinations(zip(scores, labels), 2):
        if y1 == 1 and y2 == 0:
            good += 1.0 if s1 > s2 else 0.5 if s1 == s2 else 0.0
    return good / (pos * neg)
''')

wrong("q21", "ap.exact", "flow", "computes P@i before counting the relevant item at rank i (the hit counter is "
      "incremented one step late)",
      [[r"before (increment|count|add)", r"late", r"off.?by.?one", r"after (computing|the precision)",
        r"(hits|counter|count) .{0,20}(one )?(step|rank) behind", r"not (yet )?count"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, lab in enumerate(labels, 1):
        if lab:
            s += hits / i
            hits += 1
    return s / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "rank.p_at_k", "data", "divides by min(k, len(labels)), so a list shorter than k is not padded "
      "with non-relevant ranks",
      [[r"shorter than k", r"min\(k", r"len\(labels\)", r"list length", r"(not|never) padd", r"instead of k",
        r"divid\w* by (the )?(length|number of (labels|items))", r"slice'?s? length"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q23", "set.pr", "hidden", "counts with lists, not sets: an id retrieved twice counts twice",
      [[r"duplicat", r"more than once", r"repeated", r"counted (twice|again|double)", r"double.?count",
        r"lists? instead of (a )?sets?", r"without (a )?set", r"never (de.?dup|made (it )?a set)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(hits) / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("q24", "gen.grip_point", "hidden", "divides by the length of labels[:n_relevant], so a list shorter than "
      "the class is not padded with non-relevant ranks",
      [[r"len\(", r"(not|never) padd", r"list length", r"instead of n_relevant", r"slice'?s? length",
        r"divid\w* by (the )?(length|number of (labels|items|ranks))", r"fewer than n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q25", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the mean instead of counting "
      "its precision as 0",
      [[r"(skip|drop|left out|leav\w* out|exclud|ignor|omit)"], [r"nothing retrieved", r"empty", r"tp ?\+ ?fp ?(=|==) ?0",
                                                                r"no (items? )?retrieved", r"zero retrieved"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q26", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly, so a recall of exactly 0.3 "
      "(or 0.6, 0.7) falls short of the accumulated level",
      [[r"float", r"rounding", r"accumulat", r"0\.30000", r"adding 0\.1", r"\+= ?0\.1", r"precision error"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    out = []
    r = 0.0
    for _ in range(11):
        out.append(max([p for rec, p in pts if rec >= r], default=0.0))
        r += 0.1
    return out
''')

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without checking for 0: a query with no "
      "relevant items raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    total, hits = 0.0, 0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
            total += hits / (i + 1)
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "scope.eps_precision", "hidden", "divides by the size of the result without checking for an empty "
      "one: nothing within epsilon raises ZeroDivisionError",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q41", "map.mean", "hidden", "leaves a query with no relevant item retrieved out of the mean instead "
      "of counting its AP as 0",
      [[r"(skip|drop|left out|leav\w* out|exclud|ignor|omit)"], [r"no (relevant )?(items? )?(retrieved|found)",
                                                                r"never retrieved", r"hits ?(==|=) ?0",
                                                                r"AP (of|is) 0", r"zero AP"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        if hits == 0:
            continue
        aps.append(s / R)
    return sum(aps) / len(aps) if aps else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "the parameters are taken in the wrong order (relevant first, retrieved second), "
      "so the retrieved and relevant sets swap roles",
      [[r"argument", r"parameter", r"swap\w* (the )?(roles|sets|inputs|lists)", r"retrieved and relevant",
        r"relevant and retrieved", r"which (list|set) is which", r"roles"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

wrong("q30", "scope.knn_ties", "twin", "the two tie rules are confused: the lowest bound ranks the tied relevant "
      "targets first and the highest ranks them last",
      [[r"pessimistic", r"optimistic", r"tie (rules?|break\w*)", r"tied relevant"], [r"confus", r"swap", r"revers",
                                                                                   r"wrong way", r"first.{0,40}last",
                                                                                   r"inverted", r"opposite"]], '''
def my_knn_tie_bounds(distances, labels, k):
    first = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    last = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    lowest = sum(y for _, y in first[:k]) / k
    highest = sum(y for _, y in last[:k]) / k
    return [lowest, highest]
''')

wrong("q31", "rank.distances", "twin", "sorts the distances from largest to smallest, treating them as similarity "
      "scores (farthest first)",
      [[r"descending", r"largest (first|to smallest)", r"farthest", r"similarit", r"revers", r"high(est)? to low",
        r"biggest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [y for _, y in sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q32", "roc.auc", "twin", "takes label 0 as the positive class (which list of scores is which): the pairs "
      "are counted with the negatives as positives",
      [[r"label 0", r"labels? (inverted|flipped|swapped|reversed)", r"positive.{0,30}negative.{0,20}(swap|confus|revers)",
        r"negatives? as positives?", r"wrong class", r"1 ?- ?AUC"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)
''')

wrong("q33", "gen.practical", "twin", "divides generality's lower bound by the scope s instead of the database "
      "size d (it comes out as the precision again)",
      [[r"\bs\b instead of \bd\b", r"scope instead of", r"by s\b", r"by the scope", r"instead of (the )?(database|d\b)",
        r"database size"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = Fraction(v, s)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    gen = Fraction(v, s)
    return [float(prec), float(rec), float(gen)]
''')

wrong("q34", "ap.eleven_point", "twin", "computes recall with the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?retrieved", r"relevant (items )?(found|in the list)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"number of hits"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / k))
    return sum(max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)) / 11
''')

wrong("q35", "interp.step", "twin", "turns the level into a count of relevant items by rounding level * "
      "n_relevant to the nearest integer instead of rounding it up (ceiling)",
      [[r"round\w*", r"nearest", r"ceil", r"int\(", r"truncat"]], '''
def my_step_interpolated(labels, n_relevant, level):
    need = round(level * n_relevant)
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits == need:
                return hits / k
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "divides the sum of precisions by the length of the ranking instead of "
      "n_relevant",
      [[r"len(gth)?\(?(of )?(the )?(labels|ranking|list)", r"number of (ranks|items retrieved|retrieved items)",
        r"list length", r"instead of n_relevant"]], '''
labels = v["labels"]
hits = 0
s = 0.0
for i, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        s += hits / i
my_ap_value = s / len(labels)
''')

wrong("q37", "ndcg.value", "data", "appends the unretrieved grades to the ranking itself, so the DCG counts "
      "items never retrieved",
      [[r"unretrieved"], [r"(in|to|into) the (ranking|retrieved|DCG)", r"append", r"concaten", r"as if (they were )?retrieved",
                          r"counted in the DCG", r"DCG (of|over) (both|all)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ranking = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(ranking) / dcg(sorted(ranking, reverse=True))
''')

wrong("q38", "ndcg.all_judgments", "data", "sorts the ideal ranking from low to high (ascending) instead of high "
      "to low",
      [[r"ascending", r"low to high", r"reverse", r"lowest first", r"increasing", r"wrong order"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float((g / disc).sum())
    ideal = dcg(sorted(list(grades) + list(unretrieved)))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q39", "pr.averaged", "data", "uses each run's length as its number of relevant items instead of "
      "n_relevant[i]",
      [[r"len\(run", r"length of (the|each) (run|list)", r"run'?s length", r"list length", r"instead of n_relevant",
        r"ignor\w* n_relevant"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        R = len(run)
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / R, hits / k))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) if sum(run) else 0.0
                       for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q40", "dcg.classic", "data", "turns the graded relevance into 0/1 (any grade above 0 counts 1)",
      [[r"binar", r"0/1", r"graded", r"grade (values?|levels?)", r"gains? of 1", r"ignor\w* the grade"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 0 else r / log2(i + 1) for i, r in enumerate(rel))
''')

wrong("q42", "scope.eps_precision", "data", "takes the parameters in the wrong order (labels first, distances "
      "second), so the labels are compared with epsilon",
      [[r"argument", r"parameter", r"swap", r"labels and distances", r"distances and labels", r"which (list|is which)",
        r"order of the (inputs|arguments)"]], '''
def my_eps_precision(labels, distances, epsilon):
    result = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    return sum(result) / len(result) if result else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "map.mrr", "next() over a generator with a default", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs) / len(runs)
''')

right("q44", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    return [h / k for k, (h, x) in enumerate(zip(accumulate(labels), labels), 1) if x]
''')

right("q45", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(1 for x in labels if x)
    if v == 0:
        return [0.0, 0.0, 0.0]
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)), float(Fraction(v, d))]
''')

right("q46", "scope.knn_ties", "counting before and inside the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    before = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    m = k - len(before)
    rel_tied = sum(tied)
    low = sum(before) + max(0, m - (len(tied) - rel_tied))
    high = sum(before) + min(m, rel_tied)
    return [low / k, high / k]
''')

right("q47", "roc.eer", "ROC walk with tie groups and a linear crossing", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        tp += sum(1 for sc, y in zip(scores, labels) if sc == s and y == 1)
        fp += sum(1 for sc, y in zip(scores, labels) if sc == s and y != 1)
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        g0 = f0 - (1 - t0)
        g1 = f1 - (1 - t1)
        if g0 == 0:
            return f0
        if g0 < 0 <= g1:
            t = -g0 / (g1 - g0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

right("q48", "ndcg.all_judgments", "plain loops", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log2(i)
        return total
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

SUBMISSIONS = tuple(S)
