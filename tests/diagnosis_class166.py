"""Diagnosis class 166, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
lean on sorting and ranking utilities: ``sorted`` with keys, ``np.argsort`` (sometimes twice), rank tables,
``scipy.stats.rankdata``, ties handled by whatever sort they happen to use; in loops, NumPy, comprehensions,
itertools and fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c166-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class166): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an edge
case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys
hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels
only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 166 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c166-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over all relevant "
      "items in the list) instead of their precision (hits over k)",
      [[r"recall", r"all (the )?relevant (items|targets)", r"every relevant (item|target)",
        r"number of relevant (items|targets) (in the list|overall)", r"sum of (the )?labels",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    top = order[:k]
    hits = sum(labels[i] for i in top)
    return hits / sum(labels)
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant: relevant items never retrieved are left out",
      [[r"retrieved relevant", r"relevant (items )?retrieved", r"found", r"sum\(?(of )?(the )?labels",
        r"(never|not) retrieved.{0,40}(ignored|left out|missing|not counted|dropped)",
        r"instead of n_relevant", r"not (by )?n_relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.flatnonzero(y) + 1
    if len(ranks) == 0 or n_relevant == 0:
        return 0.0
    precisions = np.arange(1, len(ranks) + 1) / ranks
    return float(precisions.sum() / len(ranks))
''')

wrong("q03", "map.mean", "sibling", "returns the geometric mean of the queries' APs (GMAP) instead of their "
      "arithmetic mean",
      [[r"geometric", r"GMAP", r"product", r"log.{0,30}(mean|average)", r"exp\w*.{0,30}log"]], '''
import math

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        rel_ranks = sorted(i for i, x in enumerate(labels, 1) if x)
        ap = sum(j / r for j, r in enumerate(rel_ranks, 1)) / n if n else 0.0
        aps.append(ap)
    return math.exp(sum(math.log(a) for a in aps) / len(aps))
''')

wrong("q04", "interp.step", "sibling", "takes the interpolated precision max over all points with recall >= level "
      "(the 11-point rule) instead of the step rule's P_i at the first relevant rank reaching the level",
      [[r"max\w* (over|of|among) (all|every|later|the later)", r"11.?point (rule|interpolation)",
        r"interpolated precision (instead|rather)", r"highest precision (at|over|among) (any|all|later)",
        r"running max", r"max\w* (precision )?(of|over) (the )?(points|ranks) (with|whose) recall"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / rank))
    reached = sorted((p for r, p in points if r >= level), reverse=True)
    return reached[0] if reached else 0.0
''')

wrong("q05", "ndcg.value", "sibling", "builds the ideal ranking from the retrieved grades only, leaving the "
      "unretrieved relevant items out of the IDCG",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"judged.?list"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q06", "gen.practical", "sibling", "returns the upper bound of generality, (d - s + v) / d, instead of its "
      "lower bound v / d",
      [[r"upper", r"largest", r"highest", r"maximum", r"\(d - s \+ v\) ?/ ?d", r"d - s \+ v"],
       [r"generality"]], '''
def my_practical(labels, d):
    ranked = sorted(enumerate(labels), key=lambda t: t[0])
    s = len(ranked)
    v = sum(x for _, x in ranked)
    return [v / s, v / (d - s + v), (d - s + v) / d]
''')

wrong("q07", "pr.averaged", "sibling", "takes at each level the precision at the first rank whose recall reaches it "
      "(no interpolation) instead of the maximum precision over all ranks reaching it",
      [[r"first rank", r"not interpolat", r"no interpolation", r"without interpolat", r"non.?interpolated",
        r"instead of (the )?max", r"not (the )?max", r"raw precision", r"uninterpolated"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, n in zip(runs, n_relevant):
        curve = np.zeros(11)
        if n:
            y = np.asarray(labels)
            rec = np.cumsum(y) / n
            prec = np.cumsum(y) / np.arange(1, len(y) + 1)
            for j, r in enumerate(levels):
                idx = np.flatnonzero(rec >= r - 1e-12)
                curve[j] = prec[idx[0]] if len(idx) else 0.0
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')


# ------------------------------------------------------------------------------------------------ shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in the F formula",
      [[r"beta\b(?!.{0,3}(\^|\*\*) ?2).{0,30}(instead of|not|without|unsquared|not squared)",
        r"(not|never|forg[eo]t\w*( to)?) squar", r"instead of beta ?(\^|\*\*) ?2", r"unsquared",
        r"instead of (beta|b) squared", r"beta (is )?not squared", r"(plain|bare|linear) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"without (the )?(- ?1|minus (1|one)|subtract)", r"(forg[eo]t|miss|omit|drop|left out|no)\w*.{0,30}(- ?1|minus|subtract)",
        r"2 ?\^ ?rel\w* (instead|rather|alone)", r"gain.{0,20}2 ?\^ ?rel\w*(?! ?- ?1)", r"not subtract"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.argsort(np.argsort(np.arange(len(g)))) + 1
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(ranks + 1)))
''')

wrong("q10", "gen.practical", "shape", "writes the recall lower bound as v / (d - s), leaving out the + v in the "
      "denominator",
      [[r"v / \(d - s\)", r"d - s\b(?! ?\+)", r"\+ ?v", r"(miss|forg[eo]t|leav|drop|without|left out)\w*.{0,30}\bv\b",
        r"judged relevant.{0,30}(left out|missing)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("q11", "roc.auc", "shape", "subtracts n1 (n1 - 1) / 2 instead of n1 (n1 + 1) / 2 from the positives' rank "
      "sum (Mann-Whitney U)",
      [[r"n1 ?\(n1 ?- ?1\)", r"n1 ?- ?1", r"\+ ?1\)?.{0,20}(instead|not)", r"minus one", r"rank.?sum",
        r"Mann.?Whitney", r"\bU\b"]], '''
import numpy as np
from scipy.stats import rankdata

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = rankdata(scores)
    n1, n0 = int(y.sum()), int((~y).sum())
    u = r[y].sum() - n1 * (n1 - 1) / 2
    return float(u / (n1 * n0))
''')

wrong("q12", "ap.at_k", "shape", "takes the precision at each relevant rank as hits / k instead of hits / i",
      [[r"/ ?k\b", r"divid\w* by k\b", r"over k\b", r"instead of (the )?rank", r"not (by )?(the )?rank",
        r"P@k instead of P@i", r"hits / k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    total, hits = 0.0, 0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q13", "interp.curve", "shape", "spaces the recall levels i / 11 instead of i / 10 (11 levels from 0 up to "
      "10/11, never reaching 1.0)",
      [[r"/ ?11", r"i ?/ ?11", r"1/11", r"eleventh", r"(never|not|don.t) reach\w* 1", r"level\w*.{0,40}(wrong|spac)",
        r"instead of (0\.1|i ?/ ?10|tenths)", r"step.{0,20}(of )?1 ?/ ?11"]], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / k))
    points.sort(key=lambda t: t[0])
    levels = [i / 11 for i in range(11)]
    return [max((p for r, p in points if r >= lev), default=0.0) for lev in levels]
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"/ ?10\b", r"by 10\b", r"ten\b", r"instead of 11", r"not (by )?11", r"11 levels.{0,40}10",
        r"sum.{0,30}(not|instead).{0,20}mean"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(y) + 1)
    total = 0.0
    for r in np.linspace(0.0, 1.0, 11):
        ok = prec[rec >= r - 1e-9]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')


# ------------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a list shorter "
      "than k is not padded with non-relevant ranks",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list|cut)", r"len\(", r"shorter than k",
        r"min\(k, ?len", r"(not|never) padd", r"instead of (by )?k\b",
        r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    top = sorted(range(len(labels)))[:k]
    return sum(labels[i] for i in top) / len(top)
''')

wrong("q16", "pr.points", "flow", "appends the precision at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items).{0,30}(too|also|added|included)",
        r"not only (at )?(the )?relevant", r"(only|just) (at )?(the )?relevant (ranks|items)",
        r"recall (does not|doesn.t) change", r"without.{0,30}recall chang"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, x in enumerate(labels, 1):
        hits += x
        out.append(hits / rank)
    return out
''')

wrong("q17", "map.mean", "flow", "sets the hit counter once before the loop over queries, so each query's "
      "precisions keep counting the previous queries' relevant items",
      [[r"reset", r"(not|never) (re)?initiali[sz]", r"carr\w*.{0,30}(over|across|between)",
        r"(outside|before) the (query )?loop", r"previous quer", r"accumulat\w*.{0,30}across",
        r"shared across"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "rank.distances", "flow", "uses the rank of each item (argsort applied twice) as if it were the "
      "order of the items, indexing the labels with the ranks",
      [[r"argsort.{0,30}twice", r"double argsort", r"argsort\(argsort", r"ranks? (of each item )?(used )?as "
        r"(the )?(order|indices|indexes)", r"rank.{0,30}instead of (the )?order", r"inverse permutation",
        r"order.{0,20}(confused|mixed up) with.{0,20}rank"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    ranks = np.argsort(np.argsort(distances))
    y = np.asarray(labels)
    return float(y[ranks[:k]].sum() / k)
''')

wrong("q19", "scope.knn_ties", "flow", "sorts the one list in place for the lowest bound and reuses it for the "
      "highest, so the second sort's ties keep the pessimistic order (sorting by distance only)",
      [[r"reus", r"in place", r"same (sorted )?list", r"already sorted", r"sort(ed)? (only )?(by|on) "
        r"(the )?distance only", r"second sort.{0,40}(stable|ties)", r"stable.{0,40}(previous|earlier|first)",
        r"(optimistic|highest).{0,60}(same as|equal to|keeps).{0,40}(pessimistic|lowest)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    items.sort(key=lambda t: (t[0], t[1]))
    low = sum(y for _, y in items[:k]) / k
    items.sort(key=lambda t: t[0])
    high = sum(y for _, y in items[:k]) / k
    return [low, high]
''')

wrong("q20", "gen.grip_point", "flow", "cuts the ranking at rank n_relevant + 1 (off by one) instead of at "
      "rank n_relevant",
      [[r"off.by.one", r"n_relevant ?\+ ?1", r"one (rank|item) too (many|far|late)", r"c ?\+ ?1",
        r"rank c ?\+ ?1", r"one more rank"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = list(labels[:c + 1]) + [0] * max(0, c + 1 - len(labels))
    return sum(top) / (c + 1)
''')

wrong("q21", "map.mrr", "flow", "returns from inside the loop over queries: only the first query's reciprocal "
      "rank is used (divided by the number of queries)",
      [[r"return.{0,30}(inside|in) the loop", r"only the first query", r"first query only",
        r"indent", r"loop (stops|ends|exits) (after|at) the first", r"(other|remaining|later) queries.{0,30}"
        r"(ignored|never|skipped|dropped)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        firsts = sorted(i for i, x in enumerate(run, 1) if x)
        total += 1 / firsts[0] if firsts else 0.0
        return total / len(runs)
''')


# ----------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number of retrieved ids without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the length of the cut list instead of n_relevant: a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\(", r"length of the (cut|list|slice)", r"(not|never) padd", r"instead of (by )?n_relevant", r"instead of (by )?c\b", r"not (by )?n_relevant",
        r"fewer (items|ranks) than"]], '''
def my_grip_point(labels, n_relevant):
    top = sorted(enumerate(labels), key=lambda t: t[0])[:n_relevant]
    return sum(x for _, x in top) / len(top)
''')

wrong("q24", "map.mean", "hidden", "averages the precisions at the relevant ranks with np.mean and rescales: a "
      "query whose relevant items were never retrieved gives nan (the mean of an empty array)",
      [NAN, [r"empty", r"never retrieved", r"no relevant (item )?retrieved", r"mean of (an )?empty"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels)
        ranks = np.flatnonzero(y) + 1
        prec = np.arange(1, len(ranks) + 1) / ranks
        aps.append(np.mean(prec) * len(ranks) / n)
    return float(np.mean(aps))
''')

wrong("q25", "scope.eps_precision", "hidden", "divides by the number of targets within epsilon without a guard: "
      "an empty result raises ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    ranked = sorted(zip(distances, labels))
    inside = [y for d, y in ranked if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: with no relevant item at all the "
      "NumPy division 0/0 returns nan instead of 0",
      [NAN + [r"IDCG (is|of|=) ?0", r"(no|without a?) guard", r"0 ?/ ?0", r"not guarded"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
        return np.sum(g / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    return float(dcg(grades) / dcg(ideal))
''')

wrong("q27", "avg.macro", "hidden", "computes the precisions with NumPy and averages them with np.nanmean: a query "
      "with nothing retrieved (0/0) is dropped from the mean instead of counting 0",
      [[r"nanmean", r"dropp", r"skipp", r"left out", r"ignor", r"exclud", r"(instead of|not) count\w* (as )?0",
        r"fewer queries"], [r"nothing retrieved", r"empty", r"nan", r"0 ?/ ?0", r"no (items? )?retrieved"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    with np.errstate(invalid="ignore"):
        prec = t[:, 0] / (t[:, 0] + t[:, 1])
    return float(np.nanmean(prec))
''')

wrong("q28", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): when k is longer than the list "
      "the denominator uses the list's length instead of k",
      [[r"len\(", r"length of the (list|slice|cut)", r"instead of (by )?k\b",
        r"list.s length", r"min\(len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    rel_ranks = [i for i, x in enumerate(top, 1) if x]
    return sum(j / i for j, i in enumerate(rel_ranks, 1)) / denom
''')


# ------------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on recall instead of precision in the denominator, "
      "(1 + b^2) P R / (P + b^2 R)",
      [[r"(beta|b)(\^|\*\*) ?2.{0,40}(on|multipl\w*|times|with|next to) (the )?recall",
        r"recall.{0,20}(multiplied|weighted|times) by (beta|b)", r"(beta|b)(\^|\*\*) ?2 ?\*? ?(R|recall)\b",
        r"wrong term.{0,30}denominator", r"denominator.{0,40}(wrong term|recall instead of precision)",
        r"on recall instead of (on )?precision"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "gen.practical", "twin", "divides v by the scope s instead of the database size d for the lower "
      "bound of generality",
      [[r"\bs\b.{0,20}instead of (the )?\bd\b", r"scope.{0,30}instead of.{0,30}(database|d\b)",
        r"v ?/ ?s.{0,30}(generality|instead)", r"(database size|\bd\b).{0,30}(not used|ignored|replaced)",
        r"divid\w* by (the )?(scope|s\b)"], [r"generality"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(sorted(labels, reverse=True)[:s])
    return [v / s, v / (d - s + v), v / s]
''')

wrong("q31", "roc.eer", "twin", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the straight piece of the curve with FPR = FNR",
      [[r"nearest", r"closest", r"smallest \|?(FPR ?- ?FNR|difference|gap)", r"minimi[sz]\w*.{0,30}(difference|gap)",
        r"argmin", r"no interpolation", r"not interpolat\w*", r"without interpolat\w*", r"(never|doesn.t|does not) "
        r"interpolat"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, fnr = [0.0], [1.0]
    for t in sorted(set(s), reverse=True):
        sel = s >= t
        fpr.append((sel & ~y).sum() / N)
        fnr.append(1 - (sel & y).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    j = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[j] + fnr[j]) / 2)
''')

wrong("q32", "interp.curve", "twin", "starts the list of PR points with an extra point (recall 0, precision 1), "
      "so the interpolated precision at level 0 is always 1",
      [[r"extra point", r"start\w* point", r"initial point", r"\(0, ?1\)", r"\(recall 0, precision 1\)",
        r"precision 1 at recall 0", r"P@0", r"rank 0", r"added point"]], '''
def my_interpolated(labels, n_relevant):
    points = [(0.0, 1.0)]
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / k))
    out = []
    for i in range(11):
        r = i / 10
        out.append(max((p for rec, p in points if rec >= r - 1e-12), default=0.0))
    return out
''')

wrong("q33", "dcg.classic", "twin", "adds 1 to a rank that enumerate already starts at 1, discounting rank i by "
      "log2(i + 1) (off by one), which gives the log2(i + 1) DCG's numbers",
      [[r"off.by.one", r"rank.{0,30}(shifted|one too (high|large|far))", r"already (starts|1-based|one-based)",
        r"enumerate.{0,40}(start|1)", r"\+ ?1.{0,30}(twice|again|already)", r"double.{0,20}(shift|\+ ?1|count)"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        rank = i + 1
        total += g if i == 1 else g / log2(rank)
    return total
''')

wrong("q34", "roc.auc", "twin", "ranks the scores with a double argsort (ordinal ranks) instead of average ranks, "
      "so a tied pair counts 0 or 1 by input order instead of 1/2",
      [[r"argsort", r"ordinal", r"average rank", r"mid.?rank",
        r"(ties?|tied).{0,40}(input|position|list) order", r"order of (the )?input", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    ranks = np.argsort(np.argsort(s, kind="stable")) + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((ranks[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q35", "avg.macro", "twin", "averages the queries' precisions weighted by the number retrieved "
      "(np.average with weights tp + fp), which is the micro average",
      [[r"weight", r"np\.average", r"number retrieved", r"retrieved count", r"larger quer\w*.{0,20}count more"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    n_ret = t[:, 0] + t[:, 1]
    prec = np.divide(t[:, 0], n_ret, out=np.zeros(len(t)), where=n_ret > 0)
    return float(np.average(prec, weights=np.maximum(n_ret, 1e-12)))
''')


# ------------------------------------------------------------------------------------------------- data
wrong("q36", "pr.points", "data", "sorts the precisions from high to low before returning them instead of keeping "
      "the rank order",
      [[r"sort\w*", r"descending", r"high to low", r"(not|instead of|rather than) (in )?(the )?rank order",
        r"order (is )?(changed|lost|reversed)", r"largest first"]], '''
def my_pr_points(labels, n_relevant):
    rel_ranks = [i for i, x in enumerate(labels, 1) if x]
    return sorted((j / r for j, r in enumerate(rel_ranks, 1)), reverse=True)
''')

wrong("q37", "ndcg.all_judgments", "data", "treats the grades as binary (gain 1 for any grade above 0) instead of "
      "using the graded relevance",
      [[r"binary", r"gain (of )?1", r"(grade|relevance) (above|> ?) ?0", r"grades? ignored",
        r"(graded|grade) (relevance|values?).{0,30}(ignored|lost|flattened)", r"0/1", r"not (the )?grade"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum((1 if g > 0 else 0) / max(1.0, log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q38", "scope.knn_ties", "data", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(wrong|reversed|swapped) order", r"order.{0,20}(swapped|reversed)", r"swap", r"highest first",
        r"\[highest, lowest\]", r"the other way round"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    pess = sorted(idx, key=lambda i: (distances[i], labels[i]))[:k]
    opt = sorted(idx, key=lambda i: (distances[i], -labels[i]))[:k]
    return [sum(labels[i] for i in opt) / k, sum(labels[i] for i in pess) / k]
''')

wrong("q39", "rank.distances", "data", "ranks the items by decreasing distance (farthest first), treating the "
      "distances as similarity scores",
      [[r"farthest", r"furthest", r"decreasing", r"descending", r"reverse", r"similarit", r"largest (distance )?first",
        r"highest (distance )?first", r"wrong direction"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

wrong("q40", "map.mrr", "data", "takes np.argmax of the 0/1 list as the first relevant rank: a query with no "
      "relevant item gives argmax 0, read as relevant at rank 1",
      [[r"argmax", r"all.?zero", r"(RR|reciprocal rank) (of )?1 "
        r"(for|when)", r"(counted|treated|read) as (relevant at )?rank 1", r"instead of 0"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q41", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum of the labels) "
      "instead of the given n_relevant",
      [[r"sum of (the )?labels", r"retrieved relevant", r"relevant (items )?(in the list|retrieved|found)",
        r"instead of n_relevant", r"not n_relevant", r"R ?= ?sum", r"counted (from|in) the (labels|list)"]], '''
labels = v["labels"]
R = sum(labels)
top = sorted(range(len(labels)))[:R]
my_r_precision = sum(labels[i] for i in top) / R
''')

wrong("q42", "sig.sign_test", "data", "keeps the tied queries in the number of trials (n = all queries) instead of "
      "dropping them",
      [[r"ties? (are |were )?(kept|counted|included|not dropped)", r"(not|never|without) drop\w*.{0,20}ties?",
        r"tied quer\w*.{0,40}(kept|counted|included|not dropped)", r"n ?= ?(all|every|the number of) quer",
        r"(include|count)\w* (the )?ties"]], '''
from scipy.stats import binomtest

diffs = sorted((x - y for x, y in zip(v["a"], v["b"])), reverse=True)
wins = sum(1 for d in diffs if d > 0)
my_sign_p = binomtest(wins, len(diffs), 0.5).pvalue
''')


# ------------------------------------------------------------------------------------------------ right
right("q43", "roc.eer", "ROC points over the sorted distinct thresholds, linear crossing of FPR - FNR", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        pts.append((fp / N, 1 - tp / P))
    prev = pts[0]
    for fpr, fnr in pts[1:]:
        d0, d1 = prev[0] - prev[1], fpr - fnr
        if d1 >= 0:
            if d1 == d0:
                return fpr
            t = -d0 / (d1 - d0)
            return prev[0] + t * (fpr - prev[0])
        prev = (fpr, fnr)
    return prev[0]
''')

right("q44", "map.mrr", "min over a generator with a default, itertools.compress", '''
from itertools import compress

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = min(compress(range(1, len(run) + 1), run), default=None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q45", "ap.exact", "exact Fractions over the sorted relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = sorted(i for i, x in enumerate(labels, 1) if x)
    return float(sum(Fraction(j, r) for j, r in enumerate(ranks, 1)) / n_relevant)
''')

right("q46", "ap.eleven_point", "running max from the right with np.maximum.accumulate", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    rec = hits / n_relevant
    prec = hits / np.arange(1, len(y) + 1)
    best = np.maximum.accumulate(prec[::-1])[::-1]
    vals = []
    for i in range(11):
        idx = np.flatnonzero(rec * 10 >= i - 1e-9)
        vals.append(best[idx[0]] if idx.size else 0.0)
    return float(np.mean(vals))
''')

right("q47", "scope.knn_ties", "sorted with (distance, label) keys both ways", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], t[1]))[:k]
    high = sorted(pairs, key=lambda t: (t[0], -t[1]))[:k]
    return [sum(y for _, y in low) / k, sum(y for _, y in high) / k]
''')

right("q48", "pr.averaged", "comprehensions per level, interpolation as a max over later ranks", '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / k))
        curves.append([max((p for r, p in pts if r * 10 >= i - 1e-9), default=0.0) for i in range(11)])
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

SUBMISSIONS = tuple(S)
