"""Diagnosis class 93, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
pre-process the inputs before computing: min-max scaling or z-scoring scores and distances, dividing grades by the
maximum grade, binarising, deduplicating, sorting or trimming a copy, clipping outliers. Their one mistake is in
that pre-processing or in using the processed copy where the original was needed (styles vary: loops, NumPy,
comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c93-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class93).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 93 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c93-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "avg.macro", "sibling", "returns the micro-averaged precision (the summed columns of the table "
      "array, tp over tp + fp) instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|columns|tp)", r"total tp", r"summed (counts|tp|columns)",
        r"instead of (averaging|the mean of) (the )?(per.?query|queries)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp, fn = t.sum(axis=0)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount (the TREC DCG) on every rank instead of "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec", r"i ?\+ ?1", r"discount\w*.{0,30}(every|all|first) rank",
        r"rank 1.{0,40}discount", r"burges", r"(other|different|wrong) discount"]], '''
import numpy as np

def my_dcg(grades):
    g = np.array(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "map.mean", "sibling", "averages the queries' R-precision (precision at rank n_relevant) instead of "
      "their average precision",
      [[r"r.?prec", r"precision at (rank )?(r|n_relevant)", r"p@r\b", r"p@n_relevant"]], '''
def my_map(runs, n_relevant):
    vals = []
    for run, r in zip(runs, n_relevant):
        padded = list(run) + [0] * max(0, r - len(run))
        vals.append(sum(padded[:r]) / r if r else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q04", "interp.step", "sibling", "uses the 11-point interpolation max {P@k : R@k >= r} instead of the step "
      "rule's precision at the first relevant item reaching the level",
      [[r"max\w*", r"maximum", r"best precision", r"highest precision"],
       [r"r@k ?>=", r"recall at least", r"later ranks?", r"(any|all|every) (later |following )?rank",
        r"standard interpol", r"11.?point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, pts = 0, []
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / k))
    return max((p for r, p in pts if r >= level - 1e-12), default=0.0)
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided sign test p-value (the binomial tail of the "
      "smaller count only, not doubled)",
      [[r"one.?sided", r"one.?tailed", r"not doubled", r"(forgot|without|missing).{0,20}(doubl|times 2|\* ?2|two.?sided)",
        r"half (of )?the (two.?sided )?p", r"single tail", r"one tail"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"])]
signs = [1 if d > 0 else -1 for d in diffs if d != 0]
n = len(signs)
k = min(signs.count(1), signs.count(-1))
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q06", "scope.eps_precision", "sibling", "returns the recall of the epsilon-query (relevant targets inside "
      "over all relevant targets) instead of its precision",
      [[r"recall", r"all (the )?relevant (targets|items)", r"every relevant (target|item)",
        r"divid\w* by (the )?(number|count) of relevant", r"total relevant"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels).astype(bool)
    inside = d < epsilon
    if not inside.any():
        return 0.0
    return float((inside & y).sum() / y.sum())
''')

wrong("q07", "ap.eleven_point", "sibling", "returns exact (non-interpolated) average precision instead of the "
      "mean of the 11 interpolated precisions",
      [[r"exact ap", r"non.?interpolated", r"uninterpolated", r"(plain|ordinary|exact) average precision",
        r"\bap\b.{0,30}instead", r"precision at (the )?relevant ranks", r"no interpolation",
        r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    precs, hits = [], 0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            precs.append(hits / k)
    return sum(precs) / n_relevant if n_relevant else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (b2 = beta after clipping the "
      "inputs)",
      [[r"not squared", r"squar\w*", r"unsquared", r"beta instead of beta",
        r"beta\b.{0,20}(not|never|instead).{0,20}(squar|\^ ?2|\*\* ?2)"]], '''
def my_f(precision, recall, beta):
    p = min(max(precision, 0.0), 1.0)
    r = min(max(recall, 0.0), 1.0)
    if p == 0 and r == 0:
        return 0.0
    b2 = beta
    return (1 + b2) * p * r / (b2 * p + r)
''')

wrong("q09", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"max\s*\(", r"max(imum)? of k", r"larger of", r"bigger of", r"instead of min", r"\bmax\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    denom = max(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q10", "map.mrr", "shape", "returns the sum of the reciprocal ranks, never divided by the number of queries",
      [[r"sum", r"not (divided|averaged)", r"never (divided|averaged)", r"(forgot|without|missing).{0,30}(divi|mean|averag)",
        r"total (instead|rather)", r"number of queries"]], '''
def my_mrr(runs):
    firsts = [next((i for i, x in enumerate(run, 1) if x == 1), None) for run in runs]
    return sum(1 / f for f in firsts if f is not None)
''')

wrong("q11", "gen.practical", "shape", "takes the recall lower bound as v / (d - s) (c_max without the + v)",
      [[r"d ?- ?s\)?(?! ?\+)", r"without (the )?\+ ?v", r"(forgot|missing|left out|drops?).{0,30}\+ ?v",
        r"unjudged (items )?only", r"c_?max"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    recall_lower = v / (d - s) if d > s else 0.0
    return [v / s, recall_lower, v / d]
''')

wrong("q12", "ndcg.value", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"upside", r"invert\w*", r"revers\w*", r"ideal.{0,20}(over|divided by|/).{0,10}dcg", r"idcg ?/ ?dcg",
        r"reciprocal", r"swapp?\w*", r"1 ?/ ?ndcg"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as 1 instead of 1/2 (>= after min-max "
      "scaling the scores)",
      [[r"tie", r"tied"], [r"(count\w*|as) (a )?(full|whole|one|1)\b(?!/)", r">=",
                           r"instead of (1/2|half|0\.5)", r"not (1/2|half)", r"as a win", r"full (point|win|pair)"]], '''
def my_auc(scores, labels):
    lo, hi = min(scores), max(scores)
    span = (hi - lo) or 1.0
    z = [(s - lo) / span for s in scores]
    pos = [s for s, y in zip(z, labels) if y == 1]
    neg = [s for s, y in zip(z, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"divi\w*", r"levels"]], '''
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
        ok = prec[rec >= r - 1e-12]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.points", "flow", "computes the precision of a relevant rank before counting that item (hits/k "
      "with the old hit count)",
      [[r"before (count|increment|adding|updat)", r"old (hit )?count", r"one (hit )?(too )?(few|less)",
        r"off.by.one", r"previous (hit )?count", r"(hits|count) - ?1", r"not (yet )?counted"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for k, x in enumerate(labels, 1):
        if x:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q16", "interp.curve", "flow", "loops over range(10) levels, so level 1.0 is missing (10 values, not 11)",
      [[r"\b10\b", r"ten", r"level 1(\.0)?\b", r"missing", r"range\(10\)", r"last level", r"off.by.one",
        r"too (short|few)", r"one (level|value) (short|missing|too few)"]], '''
def my_interpolated(labels, n_relevant):
    pairs, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pairs.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    return [max((p for r, p in pairs if r >= i / 10 - 1e-12), default=0.0) for i in range(10)]
''')

wrong("q17", "map.mean", "flow", "the hit counter is set to 0 once before the queries, so each query's P@k keeps "
      "the previous queries' hits",
      [[r"reset", r"carr\w* over", r"previous quer", r"accumulat\w*", r"not (re)?initiali[sz]ed",
        r"outside (the )?(query )?loop", r"(keeps|kept) (the )?(previous|earlier)", r"leak\w*"]], '''
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

wrong("q18", "pr.averaged", "flow", "the running maximum is initialised once per query, not once per level, so "
      "every level keeps the level-0 maximum",
      [[r"reset", r"per level", r"carr\w* over", r"not (re)?initiali[sz]ed", r"previous level",
        r"outside (the )?(level )?loop", r"(same|one) (value|maximum) (at|for) every level", r"monoton"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, r in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if r == 0 or y.size == 0:
            curves.append([0.0] * 11)
            continue
        prec = np.cumsum(y) / np.arange(1, y.size + 1)
        rec = np.cumsum(y) / r
        curve, best = [], 0.0
        for lvl in range(11):
            for p, rc in zip(prec, rec):
                if rc >= lvl / 10 - 1e-12 and p > best:
                    best = p
            curve.append(float(best) if rec.max() >= lvl / 10 - 1e-12 else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q19", "ap.exact", "flow", "loops over range(1, len(labels)), so the last rank is never looked at",
      [[r"last (rank|item|position|element)", r"off.by.one", r"range\(1, ?len", r"one (rank|item) short",
        r"(skips?|misses|never).{0,30}(last|final)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for k in range(1, len(labels)):
        if labels[k - 1]:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q20", "rank.p_at_k", "flow", "slices labels[1:k + 1] (1-based thinking), dropping rank 1 and taking rank "
      "k + 1",
      [[r"off.by.one", r"rank 1", r"first (rank|item)", r"1:k", r"k ?\+ ?1", r"shift\w*", r"one (rank|position) (later|late)",
        r"1.based"]], '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * (k + 1)
    return sum(padded[1:k + 1]) / k
''')

wrong("q21", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"break", r"every relevant", r"all (the )?relevant", r"(not|never) stop",
        r"each relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                total += 1 / i
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the clipped inputs make the denominator 0 "
      "(ZeroDivisionError)", [ZERODIV], '''
def my_f(precision, recall, beta):
    p, r = max(0.0, precision), max(0.0, recall)
    b2 = beta ** 2
    return (1 + b2) * p * r / (b2 * p + r)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "divides the grades by the largest RETRIEVED grade before computing, "
      "which is 0 when nothing relevant is retrieved (ZeroDivisionError)", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    top = max(grades)
    g = [x / top for x in grades]
    u = [x / top for x in unretrieved]
    def dcg(gs):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(gs, 1))
    ideal = dcg(sorted(g + u, reverse=True))
    return dcg(g) / ideal if ideal else 0.0
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "takes the mean of the labels inside epsilon with NumPy, which is nan "
      "(not 0) when nothing is within epsilon", [NAN, [r"empty", r"nothing (is )?(within|inside|returned)",
                                                       r"no target"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q25", "scope.knn_ties", "hidden", "reads the sorted copy at index k to see whether the cut goes through a "
      "tie, an IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    ds = [d for d, _ in pairs]
    cut = ds[k - 1]
    if ds[k] != cut:
        p = sum(y for _, y in pairs[:k]) / k
        return [p, p]
    before = sum(y for d, y in pairs if d < cut)
    n_before = sum(1 for d in ds if d < cut)
    tied = [y for d, y in pairs if d == cut]
    room = k - n_before
    rel_t = sum(tied)
    lo = before + max(0, room - (len(tied) - rel_t))
    hi = before + min(room, rel_t)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("q26", "ap.at_k", "hidden", "no guard for n_relevant = 0: min(k, n_relevant) is 0 and the division raises",
      [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, Fraction(0)
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += Fraction(hits, i)
    return float(s / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "set.pr", "data", "deduplicates the ids for the hits but divides precision by the length of the "
      "original retrieved list (an id retrieved twice counts twice there)",
      [[r"duplicat\w*", r"repeated", r"dedup\w*", r"original (retrieved )?list", r"set\(retrieved\)",
        r"len\(retrieved\)", r"distinct"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q28", "gen.grip_point", "hidden", "trims the labels to the first c ranks and divides by the length of that "
      "slice, which is shorter than c when the list is shorter than the class",
      [[r"len\(", r"length of the (slice|list)", r"instead of (c|n_relevant)", r"pad\w*",
        r"divid\w* by (the )?(slice|list)", r"fewer than c"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "ap.exact", "twin", "sorts a copy of the labels (relevant first) and computes AP on the sorted copy, "
      "which gives the number of relevant retrieved over n_relevant (the same numbers as returning recall)",
      [[r"sort\w*", r"reorder\w*", r"relevant (items )?first", r"(ideal|perfect) (order|ranking)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranked = sorted(labels, reverse=True)
    hits, total = 0, 0.0
    for k, x in enumerate(ranked, 1):
        if x:
            hits += 1
            total += hits / k
    return total / n_relevant
''')

wrong("q30", "map.mrr", "twin", "sorts each run (relevant first) before looking for the first relevant item, so "
      "every query with a hit scores 1 (the same numbers as the fraction of queries with a hit)",
      [[r"sort\w*", r"reorder\w*", r"relevant (items )?first"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        clean = sorted(run, reverse=True)
        rr.append(1 / (clean.index(1) + 1) if 1 in clean else 0.0)
    return sum(rr) / len(rr)
''')

wrong("q31", "roc.auc", "twin", "binarises the min-max scaled scores at 0.5 and computes the AUC of those 0/1 "
      "predictions (the same numbers as a balanced accuracy at one threshold)",
      [[r"binari[sz]\w*", r"threshold\w*", r"0\.5", r"0/1 (scores|predictions)", r"rounds?\w* (the )?scores",
        r"cut (the )?scores"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    z = (s - s.min()) / (s.max() - s.min()) if s.max() > s.min() else np.zeros_like(s)
    b = (z >= 0.5).astype(float)
    pos, neg = b[y], b[~y]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q32", "gen.grip_point", "twin", "sorts a copy of the labels (relevant first) before cutting at c, so it "
      "returns every retrieved hit over c (the same numbers as the recall of the whole list)",
      [[r"sort\w*", r"reorder\w*", r"relevant (items )?first"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    ranked = sorted(labels, reverse=True) + [0] * c
    return sum(ranked[:c]) / c if c else 0.0
''')

wrong("q33", "pr.points", "twin", "sorts a copy of the labels (relevant first) and walks the sorted copy, so every "
      "point's precision is 1 (the same numbers as hits over hits)",
      [[r"sort\w*", r"reorder\w*", r"relevant (items )?first"]], '''
def my_pr_points(labels, n_relevant):
    ranked = sorted(labels, key=lambda x: -x)
    out, hits = [], 0
    for k, x in enumerate(ranked, 1):
        if x:
            hits += 1
            out.append(hits / k)
    return out
''')

wrong("q34", "dcg.trec", "twin", "sorts the grades from high to low before the DCG (the same number as the ideal "
      "DCG)", [[r"sort\w*", r"reorder\w*", r"high to low", r"descending"]], '''
import numpy as np

g = np.sort(np.asarray(v["grades"], dtype=float))[::-1]
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("q35", "ndcg.all_judgments", "twin", "sorts a copy of the grades for the ideal and then computes the DCG "
      "on that sorted copy too, not on the ranking's order",
      [[r"sorted copy", r"(dcg|numerator).{0,40}sorted", r"sorted.{0,40}(dcg|numerator)", r"reorder\w*",
        r"ranking'?s? (own )?order", r"(retrieved|actual|original|given) order"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    g = sorted(grades, reverse=True)
    idcg = dcg(sorted(g + list(unretrieved), reverse=True))
    return dcg(g) / idcg if idcg else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "takes n_relevant as the number of 1s in the ranking, ignoring the relevant "
      "items never retrieved",
      [[r"sum\(labels\)", r"number of (1s|ones|relevant (items )?retrieved)", r"retrieved relevant",
        r"never retrieved", r"unretrieved", r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant",
        r"count\w* (the )?(1s|ones|hits)"]], '''
labels = list(v["labels"])
r = sum(labels)
hits, total = 0, 0.0
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        total += hits / k
my_ap_value = total / r if r else 0.0
''')

wrong("q37", "rank.distances", "data", "sorts a copy of the distances but takes P@k of the labels in their "
      "original order (the labels never follow the sort)",
      [[r"original order", r"labels? (were |are )?(not|never) (re)?(sorted|reordered|moved)", r"unsorted labels",
        r"(not|never) (sort|reorder)\w* (the )?labels", r"labels in (the )?input order",
        r"only (the )?distances", r"(not|never) ranked by distance", r"input order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

wrong("q38", "scope.eps_precision", "data", "min-max scales the distances to [0, 1] before comparing them with "
      "epsilon, which is a threshold on the raw distances",
      [[r"scal\w*", r"normali[sz]\w*", r"min.?max", r"raw distances", r"rescal\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    lo, hi = min(distances), max(distances)
    scaled = [(d - lo) / (hi - lo) for d in distances]
    inside = [y for d, y in zip(scaled, labels) if d < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q39", "avg.macro", "data", "unpacks the table columns as tp, fn, fp (fn and fp swapped), so each query's "
      "value is tp / (tp + fn)",
      [[r"swap\w*", r"fn and fp", r"fp and fn", r"column order", r"order of (the )?(columns|table|counts)",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall", r"misread\w*"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fn, fp = np.asarray(tables, dtype=float).T
    denom = tp + fp
    prec = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(prec.mean())
''')

wrong("q40", "ndcg.value", "data", "binarises the grades (any grade > 0 becomes 1) before computing NDCG",
      [[r"binari[sz]\w*", r"0/1", r"binary", r"grades? (as|to) 1", r"ignor\w* (the )?(grade|level)",
        r"graded relevance"]], '''
from math import log2

g = [1 if x > 0 else 0 for x in v["grades"]]
u = [1 if x > 0 else 0 for x in v["unretrieved"]]
def dcg(gs):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(gs, 1))
ideal = dcg(sorted(g + u, reverse=True))
my_ndcg_value = dcg(g) / ideal if ideal else 0.0
''')

wrong("q41", "pr.averaged", "data", "replaces each query's n_relevant by the number of 1s in its run (the "
      "relevant items never retrieved are dropped)",
      [[r"sum\(run\)", r"number of (1s|ones|relevant (items )?retrieved)", r"never retrieved", r"unretrieved",
        r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant", r"count\w* (the )?(1s|ones|hits)"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        r = sum(run)
        if r == 0:
            curves.append([0.0] * 11)
            continue
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / r, hits / k))
        curves.append([max((p for rc, p in pts if rc >= lvl / 10 - 1e-12), default=0.0) for lvl in range(11)])
    return [sum(c[i] for c in curves) / len(curves) for i in range(11)]
''')

wrong("q42", "gen.practical", "hidden", "trims the trailing non-relevant labels off a copy and takes the scope s "
      "from the trimmed copy instead of the whole judged list",
      [[r"trim\w*", r"trailing", r"last (relevant|hit)", r"scope.{0,30}(too small|shorter|wrong)",
        r"s (is|as) len", r"whole (judged )?list", r"instead of len\(labels\)", r"cut\w* (off )?(the )?(end|tail)"]], '''
def my_practical(labels, d):
    trimmed = list(labels)
    while trimmed and trimmed[-1] == 0:
        trimmed.pop()
    s = len(trimmed) or len(labels)
    v = sum(trimmed)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "sorted copy grouped by tied score, crossing of each ROC piece with FPR = 1 - TPR", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, grp in groupby(sorted(zip(scores, labels), key=lambda t: -t[0]), key=lambda t: t[0]):
        for _, y in grp:
            if y == 1:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        den = (f1 - f0) + (t1 - t0)
        if den == 0:
            continue
        a = (1 - t0 - f0) / den
        if -1e-12 <= a <= 1 + 1e-12:
            return f0 + a * (f1 - f0)
    return 0.0
''')

right("q44", "scope.knn_ties", "sorted copy, counts strictly inside and on the tie", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    inside = [y for d, y in zip(distances, labels) if d < cut]
    tied = [y for d, y in zip(distances, labels) if d == cut]
    room = k - len(inside)
    rel = sum(tied)
    lo = sum(inside) + max(0, room - (len(tied) - rel))
    hi = sum(inside) + min(room, rel)
    return [lo / k, hi / k]
''')

right("q45", "set.pr", "deduplicated sets, Fraction", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = Fraction(hits, len(ret)) if ret else Fraction(0)
    r = Fraction(hits, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q46", "interp.step", "loop to the first relevant item whose recall reaches the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("q47", "dcg.classic", "NumPy with the first discount clipped to 1", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
    return float((g / disc).sum())
''')

right("q48", "gen.practical", "comprehension, c_max guarded", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
