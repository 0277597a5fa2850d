"""Diagnosis class 278, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
keep parallel lists (scores beside labels, n_relevant beside runs, tp beside fp) and walk them with zip or an index
i into each, and who let those lists drift out of alignment; styles vary (loops, NumPy, comprehensions, itertools,
fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``variants.py``, the measure library and the course documents were read. Same
format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c278-" + sid``. The
keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class278).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 278 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c278-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "returns recall at k (hits in the top k over all relevant items in the "
      "list) instead of precision at k",
      [[r"recall", r"R@k", r"(all|total|every) (the )?relevant", r"number of relevant (items|labels) in the list",
        r"sum\(labels\)"]], '''
def my_p_at_k(labels, k):
    ranks = list(range(1, len(labels) + 1))
    hits = 0
    for r, y in zip(ranks, labels):
        if r <= k and y == 1:
            hits += 1
    total = sum(labels)
    return hits / total if total else 0.0
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found)", r"number of hits", r"found",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant", r"unretrieved"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(tp|counts)", r"total tp", r"aggregat\w*"]], '''
def my_macro_precision(tables):
    tps = [t[0] for t in tables]
    fps = [t[1] for t in tables]
    retrieved = sum(tps) + sum(fps)
    return sum(tps) / retrieved if retrieved else 0.0
''')

wrong("q04", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of 2^rel_i - 1 (the log2(i + 1) "
      "DCG)",
      [[r"linear", r"rel_i (directly|itself|as (the )?gain)", r"(without|no|not) (the )?(exponential|2\s*\^|2\*\*)",
        r"raw grade", r"instead of 2"]], '''
import math

grades = v["grades"]
positions = list(range(1, len(grades) + 1))
my_dcg_exp = sum(g / math.log2(p + 1) for g, p in zip(grades, positions))
''')

wrong("q05", "interp.curve", "sibling", "returns the raw precision at the first rank reaching each recall level "
      "instead of the maximum precision at or after it (no interpolation)",
      [[r"(no|not|without|never) interpolat", r"first rank", r"raw precision", r"uninterpolated",
        r"not the max", r"instead of the max", r"(no|without|missing) max"]], '''
def my_interpolated(labels, n_relevant):
    recalls, precs = [], []
    hits = 0
    for i, y in enumerate(labels, 1):
        hits += y
        recalls.append(hits / n_relevant)
        precs.append(hits / i)
    out = []
    for j in range(11):
        r = j / 10
        p = 0.0
        for rec, pr in zip(recalls, precs):
            if rec >= r:
                p = pr
                break
        out.append(p)
    return out
''')

wrong("q06", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    dcg = float((g / disc).sum())
    ideal = np.sort(g)[::-1]
    idcg = float((ideal / disc).sum())
    return dcg / idcg if idcg else 0.0
''')

wrong("q07", "rank.distances", "sibling", "returns recall at k (relevant among the k nearest over all relevant "
      "targets) instead of precision at k",
      [[r"recall", r"R@k", r"(all|total|every) (the )?relevant", r"sum\(labels\)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    top = [y for _, y in pairs[:k]]
    return sum(top) / sum(labels)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"beta (is )?not squared", r"(without|no|forg\w*|miss\w*) (the )?squar", r"beta instead of beta",
        r"beta\s*\^?\s*1", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm instead of log2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"math\.log\b", r"wrong (log )?base",
        r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    pos = np.arange(1, len(g) + 1)
    disc = np.where(pos == 1, 1.0, np.log(np.maximum(pos, 2)))
    return float(np.sum(g / disc))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving the + v out of the "
      "denominator",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(without|forg\w*|miss\w*|drop\w*|leav\w*)\W+.{0,20}\+\s*v", r"\+ ?v.{0,20}(missing|left out|dropped)"],
       [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"tie\w*.{0,40}(a full|as (a )?win|as 1\b(?!/)|count\w* (as )?(1|one)\b(?!/))", r"(>=|greater or equal|at least as high)", r"instead of (1/2|0\.5|half)",
        r"not (1/2|0\.5|half)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "ap.at_k", "shape", "computes each P@i as hits / k instead of hits / i (the two ranks confused)",
      [[r"(divid\w*|over) (by )?k\b", r"hits ?/ ?k", r"instead of (i|the rank)", r"k instead of i",
        r"P@k instead of P@i", r"(same|fixed|constant) (denominator|k)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, y in zip(range(1, k + 1), labels):
        if y:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q13", "sig.sign_test", "shape", "returns the one-sided p-value (the tail not doubled)",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"(forg\w*|without|miss\w*) .{0,20}doubl",
        r"half (of )?the (two.sided )?p", r"(times|multiply\w*) (by )?2"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q14", "dcg.trec", "shape", "discounts with log2(i) + 1 instead of log2(i + 1)",
      [[r"log2\(i\)\s*\+\s*1", r"\+ ?1 outside", r"outside the (log|parenthes)", r"added after the log"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
for i in range(len(grades)):
    my_dcg_trec += grades[i] / (math.log2(i + 1) + 1)
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "pairs query i's run with n_relevant[i - 1] (the index into the second list is one "
      "behind, the first query takes the last count)",
      [[r"i ?- ?1", r"off.by.one", r"(one|1) behind", r"shift\w*", r"misalign\w*", r"(wrong|another|previous) "
        r"query'?s n_relevant", r"out of (alignment|step)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for i in range(len(runs)):
        run = runs[i]
        n = n_relevant[i - 1]
        hits, s = 0, 0.0
        for rank, y in enumerate(run, 1):
            if y:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "adds 1/rank for every relevant item of a query (no break after the first one)",
      [[r"(no|without|missing|forg\w*) .{0,10}break", r"every relevant", r"all (the )?relevant",
        r"(each|every) hit", r"not (only )?the first", r"(sum|adds) .{0,20}reciprocal ranks"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, y in zip(range(1, len(run) + 1), run):
            if y == 1:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented after the division)",
      [[r"before (count|increment|adding|updat)", r"after (the )?(division|precision)", r"(hits|count) .{0,30}(late|after)",
        r"one (hit|relevant) (short|too few|behind)", r"previous (count|hits)", r"not yet counted"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, y in enumerate(labels, 1):
        if y:
            out.append(hits / i)
            hits += 1
    return out
''')

wrong("q18", "interp.curve", "flow", "takes the running maximum of precision from the top of the ranking "
      "(ranks before) instead of the maximum at or after the rank reaching the level",
      [[r"(before|above|earlier|preceding) rank", r"from the (top|start|left|beginning)", r"prefix",
        r"wrong direction", r"left to right", r"instead of .{0,30}(after|below|right|later)",
        r"running max"]], '''
def my_interpolated(labels, n_relevant):
    best = 0.0
    hits = 0
    pts = []
    for i, y in enumerate(labels, 1):
        hits += y
        best = max(best, hits / i)
        pts.append((hits / n_relevant, best))
    return [next((p for r, p in pts if r >= j / 10), 0.0) for j in range(11)]
''')

wrong("q19", "pr.averaged", "flow", "keeps one 11-level list for all queries, so each query's levels are the "
      "maximum over this and the earlier queries (the list is never reset per query)",
      [[r"(never|not) reset", r"reus\w*", r"(outside|before) the (query )?loop", r"carr\w* over",
        r"(previous|earlier) quer", r"shared (list|curve)", r"accumulat\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    interp = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        hits = 0
        for i, y in enumerate(run, 1):
            hits += y
            if n == 0:
                continue
            rec, prec = hits / n, hits / i
            for j in range(11):
                if rec >= j / 10 - 1e-12:
                    interp[j] = max(interp[j], prec)
        for j in range(11):
            sums[j] += interp[j]
    return [s / len(runs) for s in sums]
''')

wrong("q20", "gen.grip_point", "flow", "loops over range(1, c), one rank short of the scope c",
      [[r"off.by.one", r"range\(1, ?c\)", r"one (rank )?short", r"c ?- ?1", r"stops? (one|a) rank (early|before)",
        r"(misses|skips|leaves out) (the )?(last|c.th) rank"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    for i in range(1, c):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / c
''')

wrong("q21", "roc.eer", "flow", "returns the FPR of the first ROC point where FPR reaches FNR, without "
      "interpolating between that point and the one before",
      [[r"(no|not|without|never) interpolat", r"(first|nearest|closest) (roc )?point", r"no straight (line|piece)",
        r"instead of (the )?intersect", r"(doesn't|does not|never) intersect"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    thresholds = sorted(set(scores), reverse=True)
    for t in thresholds:
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fpr, fnr = fp / N, 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 0.0
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard, so nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no (item|id)s? retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard, so a query with no "
      "relevant item raises ZeroDivisionError",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)[:len(grades)]
    dcg = sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(grades, 1))
    idcg = sum(g / (log2(i) if i > 1 else 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a guard, so a query with nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 1]
    precs = [a / (a + b) for a, b in zip(tp.tolist(), fp.tolist())]
    return float(np.mean(precs))
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.exact", "hidden", "divides by n_relevant without a guard, so a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    hits = list(accumulate(labels))
    return sum(h / i for i, (h, y) in enumerate(zip(hits, labels), 1) if y) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "pr.averaged", "hidden", "divides by the query's n_relevant without a guard, so a query with no "
      "relevant items raises ZeroDivisionError", [ZERODIV], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for run, n in zip(runs, n_relevant):
        run = np.asarray(run)
        hits = np.cumsum(run)
        rec = np.array([h / n for h in hits.tolist()])
        prec = hits / np.arange(1, len(run) + 1)
        curves.append([float(prec[rec >= r - 1e-12].max()) if (rec >= r - 1e-12).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "scope.eps_precision", "hidden", "divides by the number of targets within epsilon without a guard, "
      "so an empty result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ap.at_k", "hidden", "divides by min(length of the cut list, n_relevant), the list's length instead "
      "of k, which is smaller when k is longer than the list",
      [[r"len\w*", r"list'?s? length", r"length of the (cut |truncated )?list", r"shorter list",
        r"instead of k", r"not k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, y in enumerate(top, 1):
        if y:
            hits += 1
            s += hits / i
    denom = min(len(top), n_relevant)
    return s / denom if denom else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the (distance, label) pairs in descending order, so the k FARTHEST "
      "targets are taken",
      [[r"descend\w*", r"reverse\w*", r"farthest", r"largest distance", r"wrong (sort )?order",
        r"furthest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(y for _, y in ranked[:k]) / k
''')

wrong("q30", "ap.eleven_point", "twin", "sums the 11 interpolated precisions but divides by 10",
      [[r"divid\w* by 10", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"not (by )?11"]], '''
def my_11pt(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, y in enumerate(labels, 1):
        hits += y
        precs.append(hits / i)
        recs.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        ok = [p for p, r in zip(precs, recs) if r >= j / 10 - 1e-12]
        total += max(ok) if ok else 0.0
    return total / 10
''')

wrong("q31", "roc.auc", "twin", "counts the pairs where the NEGATIVE scores higher (the comparison written the "
      "wrong way round), giving 1 - AUC",
      [[r"wrong way", r"(negative|non.relevant) (scores )?higher", r"revers\w*", r"1 ?- ?AUC", r"comparison .{0,20}(flipped|inverted|swapped)",
        r"(<|less than) instead of (>|greater)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff < 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q32", "set.f_beta", "twin", "writes beta^2 as beta * 2 (doubles beta instead of squaring it)",
      [[r"beta ?\* ?2", r"2 ?\* ?beta", r"doubl\w*", r"times (2|two)", r"instead of squar"]], '''
def my_f(precision, recall, beta):
    b2 = beta * 2
    denom = b2 * precision + recall
    return (1 + b2) * precision * recall / denom if denom else 0.0
''')

wrong("q33", "interp.step", "twin", "takes the maximum precision at or after the i-th relevant item (the 11-point "
      "max rule) instead of P_i itself",
      [[r"11.point (rule|interpolation)", r"max\(precs\[j:\]\)", r"max\w* (of|over) (the )?(precisions|P).{0,30}(from|at or after|onward|later)",
        r"interpolat\w* (max|rule) instead of (the )?step", r"highest precision (at or )?(after|from|later)",
        r"max\w* (precision )?(at or after|from (the )?i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    recs, precs = [], []
    hits = 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            recs.append(hits / n_relevant)
            precs.append(hits / i)
    for j in range(len(recs)):
        if recs[j] >= level:
            return max(precs[j:])
    return 0.0
''')

wrong("q34", "map.mrr", "twin", "averages over the queries that retrieved a relevant item only (queries with "
      "none are dropped from the mean)",
      [[r"(drop|skip|ignor|exclud|leav)\w*.{0,40}(quer|zero|0)", r"only .{0,20}quer\w* (with|that)",
        r"not all (the )?queries", r"(fewer|wrong number of) queries", r"(count|divid)\w*.{0,30}(found|with a relevant)"]], '''
def my_mrr(runs):
    rrs = []
    for run in runs:
        if 1 in run:
            rrs.append(1 / (run.index(1) + 1))
    return sum(rrs) / len(rrs) if rrs else 0.0
''')

wrong("q35", "dcg.classic", "twin", "discounts every rank, the first included, with log2(i + 1) (the trec_eval "
      "discount) instead of rel_1 + rel_i / log2(i)",
      [[r"log2\(i ?\+ ?1\)", r"trec.?eval", r"(first|top) (rank|item|grade) (is )?discounted", r"(every|all) ranks? discounted",
        r"\+ ?1 inside the log"]], '''
from math import log2

def my_dcg(grades):
    ranks = range(1, len(grades) + 1)
    return sum(g / log2(r + 1) for g, r in zip(grades, ranks))
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "map.mean", "data", "sorts the n_relevant list on its own before zipping it with runs, so the "
      "counts no longer belong to their queries",
      [[r"sort\w*", r"misalign\w*", r"(wrong|another|other) quer\w*'?s? n_relevant", r"no longer (match|belong|line)",
        r"out of (alignment|order|step)", r"mismatch\w*"]], '''
def my_map(runs, n_relevant):
    counts = sorted(n_relevant)
    aps = []
    for run, n in zip(runs, counts):
        hits, s = 0, 0.0
        for i, y in enumerate(run, 1):
            if y:
                hits += 1
                s += hits / i
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q37", "avg.macro", "data", "unpacks each table as [tp, fn, fp], so tp / (tp + fn), each query's recall, is "
      "averaged",
      [[r"false negatives?", r"recall", r"(order|fields?|columns?) .{0,30}(swap|confus|mix|wrong)",
        r"wrong (column|field|order)", r"third (column|field|entry|element)", r"swapp\w*", r"\bfn\b.{0,20}(as|for|instead of) (the )?fp"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q38", "rank.distances", "data", "sorts the distances on their own and keeps the labels in their original "
      "order, so the labels no longer belong to the sorted distances",
      [[r"sort\w*.{0,40}(alone|on (its|their) own|separately|only the distances)", r"labels? .{0,40}(original|unsorted|not (sorted|reordered|moved))",
        r"misalign\w*", r"(not|never) (sorted|moved|permuted) together", r"out of (alignment|step)", r"mismatch\w*",
        r"labels? (order|unchanged)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(distances)
    hits = 0
    for i in range(k):
        if labels[i] == 1:
            hits += 1
    return hits / k
''')

wrong("q39", "gen.practical", "data", "takes v as the number of judged items (len(labels)) instead of the number "
      "of relevant ones",
      [[r"v ?= ?len", r"v (is|as|taken as) (the )?(scope|s\b|length)", r"v ?= ?s\b", r"counts? (every|all) (judged )?items?",
        r"(every|all) (judged )?items? (as|counted as) relevant", r"instead of (the )?(number|count|sum) of relevant"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = len(labels)
    return [v / s, v / (d - s + v), v / d]
''')

wrong("q40", "set.pr", "data", "counts the retrieved LIST (an id retrieved twice counts twice) instead of the "
      "set of ids",
      [[r"duplicat\w*", r"count\w* twice", r"(list|lists) (not|instead of) (a )?sets?", r"(no|without|never) set\(",
        r"not (a |as )?sets?", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(set(retrieved) & set(relevant)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q41", "scope.knn_ties", "data", "reads the labels as 1 = non-relevant (the labels taken inverted), so "
      "the bounds count the non-relevant targets",
      [[r"invert\w*", r"flip\w*", r"(non.relevant|0) (as|for) relevant", r"1 ?- ?(y|label)", r"revers\w* (the )?labels",
        r"labels? (swapped|the wrong way)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    need = k - len(before)
    rel_before = sum(1 for y in before if y == 0)
    tied_rel = sum(1 for y in tied if y == 0)
    tied_non = len(tied) - tied_rel
    low = (rel_before + max(0, need - tied_non)) / k
    high = (rel_before + min(need, tied_rel)) / k
    return [low, high]
''')

wrong("q42", "rank.r_precision", "data", "takes R as the length of the list instead of n_relevant",
      [[r"len\w*", r"length of the (list|ranking)", r"whole list", r"instead of n_relevant", r"not n_relevant",
        r"(number|count) of (items|ranks)"]], '''
labels, n_relevant = v["labels"], v["n_relevant"]
R = len(labels)
my_r_precision = sum(labels[:R]) / R
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "zip of sorted pairs, counts before and within the tie", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    before = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    need = k - len(before)
    rel_before = sum(before)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    return [(rel_before + max(0, need - tied_non)) / k, (rel_before + min(need, tied_rel)) / k]
''')

right("q44", "scope.eps_precision", "itertools.compress and an exact Fraction", '''
from fractions import Fraction
from itertools import compress

def my_eps_precision(distances, labels, epsilon):
    inside = list(compress(labels, [d < epsilon for d in distances]))
    return float(Fraction(sum(inside), len(inside))) if inside else 0.0
''')

right("q45", "pr.points", "parallel hit and rank lists, zipped", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    ranks = range(1, len(labels) + 1)
    return [h / r for h, r, y in zip(hits, ranks, labels) if y]
''')

right("q46", "gen.practical", "explicit counts", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for y in labels if y)
    return [v / s, v / (d - s + v) if v else 0.0, v / d]
''')

right("q47", "interp.step", "parallel recall and precision lists with Fractions", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    recs, precs = [], []
    hits = 0
    for i, y in enumerate(labels, 1):
        if y:
            hits += 1
            recs.append(Fraction(hits, n_relevant))
            precs.append(Fraction(hits, i))
    target = Fraction(level).limit_denominator(1000)
    for r, p in zip(recs, precs):
        if r >= target:
            return float(p)
    return 0.0
''')

right("q48", "map.mrr", "min() with default: no relevant item counts 0", '''
def my_mrr(runs):
    rr = [1 / min((i for i, y in enumerate(run, 1) if y), default=float("inf")) for run in runs]
    return sum(rr) / len(runs)
''')

SUBMISSIONS = tuple(S)
