"""Diagnosis class 36, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of part-time students who work in web
search. They think in trec_eval and ir_measures terms -- judged versus unjudged documents, qrels and run files,
num_rel versus num_rel_ret, cut-offs such as P@10 and ndcg_cut_10, map_cut, gm_map, trec_eval's 4-decimal
output -- and carry those conventions into the course's tasks. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py
(``class_writer``, the Submission record and the shared key lists) and the header and last 30 lines of
tests/diagnosis_class19.py (the file format) were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c36-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and
bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class36): every right one
agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one
differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, NONE, ZERODIV, class_writer

BATCH = "diagnosis class 36 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c36-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "map.mean", "sibling", "returns the geometric mean of the queries' APs (trec_eval's gm_map) instead "
      "of their arithmetic mean",
      [[r"geometric", r"gm_?map", r"\bGMAP\b", r"product of (the )?(APs|average precisions)",
        r"log.{0,20}(mean|average)", r"exp\w*.{0,30}log"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        hits, total = 0, 0.0
        for rank, rel in enumerate(labels, start=1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    aps = np.maximum(np.array(aps), 1e-5)  # trec_eval's gm_map floor
    return float(np.exp(np.mean(np.log(aps))))
''')

wrong("s02", "rank.p_at_k", "sibling", "divides the hits by the number of ranks actually present in the top k "
      "(precision of the truncated list) instead of by k",
      [[r"(divid|normali)\w*.{0,40}(len|length|number of (items|ranks|documents)).{0,30}(list|retrieved|present)",
        r"(ranks?|items?|documents?) (actually )?(present|there|retrieved) instead of k",
        r"missing ranks.{0,40}(not|never) count\w*", r"(shorter|short) list.{0,40}(divid|denominator)",
        r"min\s*\(\s*k", r"instead of (dividing by )?k\b", r"not (divided|dividing) by k",
        r"past the end.{0,40}(ignored|dropped|not counted)"]], '''
def my_p_at_k(labels, k):
    top = list(labels)[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("s03", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(num_rel_ret) instead of the query's n_relevant",
      [[r"num_rel_ret", r"relevant (items |documents )?(retrieved|found|in the (list|ranking))",
        r"retrieved relevant", r"sum\s*\(\s*labels\s*\)", r"(ignor|drop|forget)\w*.{0,40}(unretrieved|never retrieved|not retrieved)",
        r"(only|just) (the )?(relevant )?(items|ones) (retrieved|found)"]], '''
def my_ap(labels, n_relevant):
    precs = []
    hits = 0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            precs.append(hits / (i + 1))
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("s04", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the trec/Burges DCG on every rank instead "
      "of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i\s*\+\s*1", r"trec (formulation|dcg|discount)", r"burges",
        r"(other|another|wrong|different) (dcg )?(formulation|discount)", r"discount\w* (the )?first (rank|item)",
        r"rank 1.{0,40}discount"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("s05", "gen.grip_point", "sibling", "returns P@10 (a fixed trec_eval cut-off) instead of the precision at "
      "s = c = n_relevant",
      [[r"P@10", r"P_10", r"(fixed|constant) (cut.?off|scope|rank|k)", r"\b10\b.{0,40}(instead|rather|not)",
        r"cut.?off (of|at) 10", r"(instead of|not) (at )?(the )?(class size|n_relevant|c\b)",
        r"scope.{0,20}(not|never) (set to|equal to|=) (the )?(class|c\b|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels[:10]) + [0] * max(0, 10 - len(labels))
    return sum(top) / 10
''')

wrong("s06", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (another DCG's gain) instead of "
      "the classic linear gain",
      [[r"2\s*\^\s*rel", r"2\s*\*\*", r"exponential", r"gain.{0,30}(2|power)", r"(linear|raw) (gain|grade).{0,40}(instead|not)",
        r"(another|other|wrong|different) gain"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum((2 ** g - 1) / (1.0 if i == 1 else log2(i)) for i, g in enumerate(gs, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("s07", "ap.at_k", "sibling", "divides by n_relevant (trec_eval's map_cut convention) instead of min(k, "
      "n_relevant)",
      [[r"map_cut", r"divid\w* by (the )?(full |total |whole )?n_relevant", r"n_relevant.{0,30}(instead|rather|not).{0,20}min",
        r"(instead of|not|without) (the )?min\s*\(", r"all (the )?relevant items.{0,30}(denominator|divid)",
        r"(ignor|forg[eo]t|miss)\w*.{0,30}min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            s += hits / i
    return s / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b(?!\s*(\^|\*\*)\s*2).{0,40}(instead|rather|not).{0,20}(beta\s*(\^|\*\*)\s*2|squar)",
        r"(not|never|forg[eo]t\w*|without|missing).{0,20}squar", r"unsquared", r"squar\w*.{0,20}(missing|forgotten|left out)",
        r"beta (itself|alone|linearly)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "roc.eer", "shape", "reads the EER at the ROC point where |FPR - FNR| is smallest, as (FPR + FNR) / 2, "
      "instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"(no|without|not|never|forg[eo]t\w*|skip\w*|instead of) (the )?(linear )?interpolat", r"nearest (roc )?point",
        r"closest (roc )?point", r"(average|mean) of (the )?(FPR and FNR|FNR and FPR|two (error )?rates)",
        r"(not|never|without) intersect", r"(ROC )?point.{0,30}instead of.{0,30}(segment|line|intersect)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    best, best_gap = None, np.inf
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        fpr = ((s >= t) & (y == 0)).sum() / N
        fnr = 1 - ((s >= t) & (y == 1)).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

wrong("h03", "gen.practical", "shape", "recall's lower bound with the signs of s and v swapped: v / (d + s - v) "
      "instead of v / (d - s + v)",
      [[r"d\s*\+\s*s\s*-\s*v", r"sign\w*.{0,30}(swap|flip|wrong|revers)", r"(swap|flip|revers)\w*.{0,30}sign",
        r"(add|plus)\w*.{0,20}\bs\b.{0,30}(subtract|minus).{0,10}\bv\b",
        r"(subtract|minus)\w*.{0,10}\bv\b.{0,30}(instead of|rather than) add"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d + s - v), v / d]
''')

wrong("h04", "dcg.trec", "shape", "uses the natural log, ln(i + 1), instead of log2(i + 1)",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"math\.log\b", r"base e\b", r"(wrong|another|other|different) "
        r"(log(arithm)? )?base", r"base.{0,20}(not|instead of) 2", r"log\w* base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(2, len(g) + 2))))
''')

wrong("h05", "avg.macro", "shape", "adds fn to the precision's denominator: tp / (tp + fp + fn)",
      [[r"tp\s*\+\s*fp\s*\+\s*fn", r"fn.{0,40}(denominator|divid)", r"(denominator|divid)\w*.{0,40}fn",
        r"false negatives?.{0,40}(denominator|divid|added)", r"(jaccard|critical success|threat score)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        denom = tp + fp + fn
        precs.append(tp / denom if denom else 0.0)
    return sum(precs) / len(precs)
''')

wrong("h06", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r">=", r"(tie|tied)\w*.{0,40}(as )?(a )?(full|whole|win|1(?![/.\d])|one\b)", r"(tie|tied)\w*.{0,30}(not|instead of|rather than) (1/2|half|0\.5)",
        r"(full|whole) (point|credit|win).{0,30}tie", r"greater (than )?or equal"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("h07", "ndcg.value", "shape", "leaves the ideal ranking undiscounted: IDCG is the plain sum of the ideal "
      "grades",
      [[r"(ideal|IDCG).{0,40}(undiscounted|no discount|without (a |the )?discount|not discounted|plain sum|sum of (the )?grades)",
        r"(no|without|forg[eo]t\w*|missing) (the )?discount.{0,40}(ideal|IDCG)",
        r"(undiscounted|plain|raw) (sum|total).{0,30}(ideal|IDCG|grades)"]], '''
from math import log2

grades = list(v["grades"])
dcg = sum(g / (1 if i == 1 else log2(i)) for i, g in enumerate(grades, 1))
idcg = sum(grades) + sum(v["unretrieved"])
my_ndcg_value = dcg / idcg if idcg else 0.0
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "interp.step", "flow", "takes the first relevant rank whose recall is strictly above the level (R_i > "
      "r) instead of reaching it (R_i >= r)",
      [[r"strict\w*", r">\s*(level|r)\b(?!\s*=)", r"(above|exceed\w*|greater than) (the )?level",
        r"(boundary|endpoint|edge).{0,40}(wrong|off|exclud|miss)", r"off.by.one", r"R_?i\s*>=?.{0,20}instead",
        r"(recall )?equal to the level.{0,40}(skipped|missed|excluded|next)",
        r"(skip|miss)\w*.{0,40}(recall )?(exactly|equal)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            if hits / n_relevant > level + 1e-12:
                return hits / rank
    return 0.0
''')

wrong("f02", "pr.points", "flow", "records the point's precision before counting the relevant item itself (hits is "
      "incremented after the append)",
      [[r"(before|after) (count|increment|updat|add)\w*", r"(increment|updat|count)\w*.{0,30}(too late|after)",
        r"(one|1) (hit|relevant item) (short|too few|behind|less)", r"previous (hit|count)",
        r"(order|sequence) of.{0,30}(update|increment|append)", r"off.by.one", r"lags?\b"]], '''
def my_pr_points(labels, n_relevant):
    points, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("f03", "map.mrr", "flow", "no break in the search loop: keeps overwriting the rank, so it uses the LAST "
      "relevant item's rank instead of the first",
      [[r"\bbreak\b", r"(last|final) relevant", r"(overwrit|keeps? (updat|replac)|reassign)\w*",
        r"(not|never|doesn.t|does not) stop", r"(first|earliest) (relevant )?(rank|item|hit) (is )?(lost|replaced|overwritten)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for i, rel in enumerate(run):
            if rel:
                first = i + 1
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

wrong("f04", "ap.eleven_point", "flow", "averages over the 10 levels 0.1 .. 1.0 only (the loop starts at 1, level 0.0 "
      "is left out)",
      [[r"(10|ten) (levels|points)", r"(level|recall) 0(\.0)?\b.{0,40}(missing|left out|skipped|dropped|omitted|excluded)",
        r"(miss|skip|drop|omit|exclud|leav)\w*.{0,30}(level |recall )?(0\.0|zero|the first level)",
        r"range\s*\(\s*1\s*,\s*11", r"off.by.one", r"starts? at (1|0\.1)"]], '''
def my_11pt(labels, n_relevant):
    precs, recs, hits = [], [], 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        precs.append(hits / k)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for j in range(1, 11):
        r = j / 10
        total += max([p for p, rc in zip(precs, recs) if rc >= r - 1e-12], default=0.0)
    return total / 10
''')

wrong("f05", "rank.distances", "flow", "never sorts by distance: takes the first k items in the given (input) order",
      [[r"(never|not|without|forg[eo]t\w*( to)?|no) sort", r"unsorted", r"(input|given|original|file) order",
        r"(not|never) rank\w*", r"(first|top) k.{0,30}(as given|as listed|in the list|of the input)",
        r"(ignor|unused|never us)\w*.{0,30}distances?"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    top = labels[:k]
    return sum(top) / k
''')

wrong("f06", "pr.averaged", "flow", "a running average (avg + curve) / 2 after each query instead of the mean over "
      "all queries (right for two queries only)",
      [[r"running (average|mean)", r"(avg|average|mean)\w*\s*\+\s*\w+\s*\)\s*/\s*2", r"/\s*2\b",
        r"(halv|pairwise|two at a time)", r"(later|last) quer\w*.{0,30}(weigh|count)\w* more",
        r"(unequal|uneven|different) weights?", r"(average|mean) of (the )?(average|mean)"]], '''
def curve(labels, R):
    out = []
    for j in range(11):
        best, hits = 0.0, 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            if R and hits * 10 >= j * R:
                best = max(best, hits / k)
        out.append(best if R else 0.0)
    return out

def my_averaged_curve(runs, n_relevant):
    avg = None
    for labels, R in zip(runs, n_relevant):
        c = curve(labels, R)
        avg = c if avg is None else [(a + b) / 2 for a, b in zip(avg, c)]
    return avg
''')

wrong("f07", "interp.curve", "flow", "loops over ranks 1 .. n - 1 only (range(1, len(labels))): the last rank is "
      "never considered",
      [[r"last (rank|item|position)", r"off.by.one", r"range\s*\(\s*1\s*,\s*len", r"(one|1) (rank|item) (short|too few)",
        r"(final|end of the) (rank|item|list).{0,30}(missed|skipped|ignored|dropped|left out)",
        r"(miss|skip|ignor|drop)\w*.{0,30}(the )?(last|final) (rank|item)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels)
    P, R = [], []
    for k in range(1, len(lab)):
        hits = lab[:k].sum()
        P.append(hits / k)
        R.append(hits / n_relevant if n_relevant else 0.0)
    P, R = np.array(P), np.array(R)
    out = []
    for r in [i / 10 for i in range(11)]:
        mask = R >= r - 1e-12
        out.append(float(P[mask].max()) if mask.any() else 0.0)
    return out
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("e01", "set.pr", "hidden", "divides by len(retrieved) and len(relevant) unguarded: crashes when nothing is "
      "retrieved or nothing is relevant",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("e02", "scope.eps_precision", "hidden", "takes np.mean of the labels inside the epsilon ball: nan (mean of an "
      "empty array) when nothing is within epsilon",
      [NAN + [r"mean of an empty", r"empty (array|slice|result).{0,40}(mean|nan)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("e03", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with no guard: crashes when no item is "
      "relevant at all (IDCG = 0)",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 0 else g / math.log2(i + 1) for i, g in enumerate(gs))
    ideal = sorted([*grades, *unretrieved], reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("e04", "avg.macro", "hidden", "computes tp / (tp + fp) unguarded: crashes on a query with nothing retrieved",
      [ZERODIV], '''
from statistics import mean

def my_macro_precision(tables):
    return mean(tp / (tp + fp) for tp, fp, fn in tables)
''', crash="ZeroDivisionError", scope="all")

wrong("e05", "set.f_beta", "hidden", "the formula sits under `if precision + recall:` with no else: returns None "
      "when P = R = 0",
      [NONE], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    if precision + recall:
        return (1 + b2) * precision * recall / (b2 * precision + recall)
''', scope="all")

wrong("e06", "ap.at_k", "hidden", "divides by min(k, n_relevant) unguarded: crashes on a query with no relevant "
      "items",
      [ZERODIV], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.zeros(k)
    cut = np.asarray(labels[:k], dtype=float)
    top[:len(cut)] = cut
    prec = np.cumsum(top) / np.arange(1, k + 1)
    return float((prec * top).sum()) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("e07", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard: crashes on a query with "
      "no relevant items",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts, hits = [], 0
        for k, rel in enumerate(labels, 1):
            hits += rel
            pts.append((hits / R, hits / k))
        curves.append([max([p for rc, p in pts if rc >= j / 10 - 1e-12], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]",
      [[r"(wrong|reversed?|swapped|opposite) order", r"(swap|revers|flip)\w*.{0,30}(order|list|bounds|pair|two values)",
        r"(order|list|pair|bounds).{0,30}(swap|revers|flip)\w*", r"\[\s*highest\s*,\s*lowest\s*\]",
        r"highest (first|before)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = [y for d, y in zip(distances, labels) if d < dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    slots = k - len(closer)
    tied_rel = sum(tied)
    tied_non = len(tied) - tied_rel
    low = (sum(closer) + max(0, slots - tied_non)) / k
    high = (sum(closer) + min(slots, tied_rel)) / k
    return [high, low]
''')

wrong("t02", "set.pr", "twin", "declares the parameters in the wrong order (relevant, retrieved), so the retrieved "
      "list is read as the relevant one",
      [[r"(argument|parameter)s?.{0,30}(order|swap|revers|wrong|mix)", r"(swap|revers|mix)\w*.{0,30}(argument|parameter)",
        r"signature", r"def my_set_pr\s*\(\s*relevant", r"(retrieved|relevant) (list )?(read|taken|used) as (the )?(relevant|retrieved)"]], '''
def my_set_pr(relevant, retrieved):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("t03", "roc.auc", "twin", "treats label 0 as the positive class (labels inverted)",
      [[r"label\w*.{0,30}(invert|flip|revers|swap)", r"(invert|flip|revers|swap)\w*.{0,30}(label|class)",
        r"(label |class )?0 (as|is taken as|treated as) (the )?positive", r"(positive|negative) class.{0,30}(swap|confus|mix|wrong)",
        r"y\s*==\s*0"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("t04", "interp.curve", "twin", "lists the recall levels from 1.0 down to 0.0 (np.linspace(1, 0, 11)): the "
      "right values in reverse order",
      [[r"(revers|descend|backward|wrong order|opposite order|flipp)\w*", r"linspace\s*\(\s*1\s*,\s*0",
        r"(from )?1\.0 (down )?to 0(\.0)?", r"(high|highest) level first"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.linspace(1, 0, 11):
        ok = rec >= r - 1e-9
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("t05", "gen.practical", "twin", "returns the bounds in the wrong order: [precision, generality's lower bound, "
      "recall's lower bound]",
      [[r"(wrong|swapped|reversed|mixed.up) order", r"(swap|revers|mix)\w*.{0,40}(order|position|place|two bounds|fields)",
        r"(order|position)s?.{0,30}(swap|revers|wrong|mix)\w*", r"(second|third) (value|element|entry).{0,40}(generality|recall)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / d, v / (d - s + v)]
''')

wrong("t06b", "rank.r_precision", "twin", "takes R as the number of relevant items retrieved (sum of the labels, "
      "num_rel_ret) instead of n_relevant",
      [[r"num_rel_ret", r"(R|cut.?off|rank) (=|is|as|taken as|set to) (the )?(number|count) of relevant (items )?(retrieved|found|in the (list|ranking))",
        r"sum\s*\(\s*(v\[.labels.\]|labels)\s*\)", r"relevant (items )?(retrieved|found).{0,40}instead of n_relevant",
        r"(ignor|drop|forget)\w*.{0,40}(unretrieved|never retrieved|not retrieved)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("t07", "map.mrr", "twin", "uses np.argmax to find the first relevant item: a query with no relevant item "
      "gives argmax 0, so it counts as RR = 1",
      [[r"argmax", r"(no relevant|without (a )?relevant|nothing relevant).{0,50}(count\w*|scor\w*|treat\w*|gets?|giv\w*) (as )?(an? )?(RR (of )?)?(1(?![/.\d])|one\b|perfect|full)",
        r"all.zero (run|query|list).{0,40}(1|one|first)"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(np.asarray(r)) + 1) for r in runs]))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("d01", "ndcg.all_judgments", "data", "reads `unretrieved` as a list of documents each worth grade 1 (only "
      "its length is used) instead of their grades",
      [[r"len\s*\(\s*unretrieved", r"(length|count|number) of (the )?unretrieved",
        r"unretrieved.{0,40}(grade|gain|relevance) (1|one)\b", r"(grade|gain|relevance) (of )?(1|one) (for|to) (each|every|all)",
        r"(ignor|drop)\w*.{0,30}unretrieved (grades|gains|values)", r"unretrieved.{0,40}(ids|documents|items) (rather|instead) (than|of) grades",
        r"binary.{0,30}unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    dcg = float((g / disc).sum())
    ideal = np.sort(np.concatenate([g, np.ones(len(unretrieved))]))[::-1]
    idisc = np.maximum(1.0, np.log2(np.arange(1, len(ideal) + 1)))
    idcg = float((ideal / idisc).sum())
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("d02", "map.mean", "data", "concatenates every query's run into one long ranking and computes a single AP "
      "with the total n_relevant",
      [[r"concatenat\w*", r"(one|single|a) (long |big )?(ranking|list|run)", r"(flatten|merg|pool|join)\w*.{0,40}(runs|queries|lists)",
        r"(runs|queries|lists).{0,30}(flatten|merg|pool|join)\w*", r"(not|never) (per|by) query", r"sum\s*\(\s*n_relevant"]], '''
def my_map(runs, n_relevant):
    ranking = [x for run in runs for x in run]
    R = sum(n_relevant)
    hits, total = 0, 0.0
    for i, rel in enumerate(ranking, 1):
        if rel:
            hits += 1
            total += hits / i
    return total / R if R else 0.0
''')

wrong("d03", "dcg.classic", "data", "binarises the grades (any grade > 0 counts as 1), as if they were 0/1 labels",
      [[r"binar\w*", r"(grade|relevance)s?.{0,30}(as|to|into) (0/1|binary|labels|1\b)", r"> ?0.{0,30}(1\b|one|relevant)",
        r"(grade|graded) (levels?|values?).{0,30}(lost|ignored|dropped|flattened)", r"(ignor|drop|lose|los)\w*.{0,30}(grade|graded) (levels?|values?)",
        r"(labels|0/1) instead of grades"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return rel[0] + sum(r / log2(i) for i, r in enumerate(rel[1:], start=2)) if rel else 0.0
''')

wrong("d04", "roc.eer", "data", "reads the scores as distances (a LOWER score is more likely positive), so the ROC "
      "curve is walked from the wrong end",
      [[r"distance", r"lower (score|value)s?.{0,30}(positive|better|more)", r"(ascending|increasing) (score|order)",
        r"(score|sort)\w*.{0,30}(wrong|revers|opposite|ascend|flip)\w*", r"(invert|flip|revers)\w*.{0,30}score",
        r"smaller (is|=|means) better"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    pts = [(0.0, 0.0)]
    for t in np.unique(s):  # ascending: the nearest first
        pts.append((((s <= t) & (y == 0)).sum() / N, ((s <= t) & (y == 1)).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        if f1 - (1 - t1) >= 0:
            a = (1 - t0 - f0) / ((f1 - f0) + (t1 - t0))
            return float(f0 + a * (f1 - f0))
    return 0.0
''')

wrong("d05", "scope.knn_ties", "data", "reads the distances as similarity scores and takes the k LARGEST as the "
      "nearest neighbours",
      [[r"similarit\w*", r"(largest|highest|biggest|farthest|furthest) (distance|value)s?",
        r"(descending|decreasing|reverse)\w*.{0,30}(distance|sort|order)", r"(distance|sort)\w*.{0,30}(descending|revers|wrong (direction|way))",
        r"(nearest|closest).{0,30}(last|confus|wrong)", r"higher (is|=|means) (better|closer|nearer)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(distances, reverse=True)
    dk = order[k - 1]
    inside = [y for d, y in zip(distances, labels) if d > dk]
    tied = [y for d, y in zip(distances, labels) if d == dk]
    free = k - len(inside)
    n_rel = sum(tied)
    low = sum(inside) + max(0, free - (len(tied) - n_rel))
    high = sum(inside) + min(free, n_rel)
    return [low / k, high / k]
''')

wrong("d06", "set.pr", "data", "keeps the retrieved ids as a list (run-file style): an id retrieved twice counts "
      "twice in the hits and in the retrieved total",
      [[r"duplicat\w*", r"count\w* (it )?(twice|two times|more than once)", r"repeated (id|document)", r"(not|never|without) (a |using a |converting to a )?set",
        r"(list|multiset) (instead of|rather than|not) (a )?set", r"dedup\w*", r"unique"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("d07", "avg.macro", "data", "reads each table row as [tp, fn, fp] (the qrels-first order) instead of "
      "[tp, fp, fn]",
      [[r"\[\s*tp\s*,\s*fn\s*,\s*fp\s*\]", r"(fp|fn|false positives?|false negatives?).{0,40}(swap|confus|mix|revers|wrong (column|position|order))",
        r"(swap|confus|mix|revers)\w*.{0,40}(fp|fn|false positives?|false negatives?|columns?)",
        r"(column|field|element|entry|position) order", r"(recall|tp\s*/\s*\(\s*tp\s*\+\s*fn\s*\)) instead of precision"]], '''
def my_macro_precision(tables):
    total = 0.0
    for row in tables:
        tp, fn, fp = row
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "ap.value", "a loop over the ranks, divided by the query's n_relevant", '''
hits, total = 0, 0.0
for rank, rel in enumerate(v["labels"], 1):
    if rel:
        hits += 1
        total += hits / rank
my_ap_value = total / v["n_relevant"]
''')

right("r02", "roc.eer", "ROC points per distinct score, then the crossing of FPR = 1 - TPR on a segment", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), len(y) - y.sum()
    pts = [(0.0, 0.0)]
    for t in np.unique(s)[::-1]:
        pts.append((((s >= t) & (y == 0)).sum() / N, ((s >= t) & (y == 1)).sum() / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        if f1 - (1 - t1) >= 0:
            a = (1 - t0 - f0) / ((f1 - f0) + (t1 - t0))
            return float(f0 + a * (f1 - f0))
    return 0.0
''')

right("r03", "scope.knn_ties", "sorted with (distance, label) keys: relevant last, then relevant first", '''
def my_knn_tie_bounds(distances, labels, k):
    worst = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    best = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("r04", "pr.averaged", "integer comparison hits * 10 >= level * R, NumPy mean over queries", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    rows = []
    for labels, R in zip(runs, n_relevant):
        row = []
        for j in range(11):
            best, hits = 0.0, 0
            for k, rel in enumerate(labels, 1):
                hits += rel
                if R and hits * 10 >= j * R:
                    best = max(best, hits / k)
            row.append(best)
        rows.append(row)
    return [float(x) for x in np.mean(rows, axis=0)]
''')

right("r05", "interp.step", "a generator of (recall, precision) points and next() with a default", '''
def my_step_interpolated(labels, n_relevant, level):
    def points():
        hits = 0
        for rank, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                yield hits / n_relevant, hits / rank
    return next((p for r, p in points() if r >= level - 1e-12), 0.0)
''')

right("r06", "rank.p_at_k", "pad with zeros to k (trec_eval: missing ranks are not relevant)", '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * k
    return sum(padded[:k]) / k
''')

SUBMISSIONS = tuple(S)
