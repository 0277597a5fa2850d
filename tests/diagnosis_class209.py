"""Diagnosis class 209, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
work from the worked examples of the course documents (the 3, 2, 3, 0, ... DCG list, the AP walk-through with 3
relevant items in 10, the precision/recall table) and generalise them slightly wrongly: what held in the example
(every relevant item retrieved, no ties, grades sorted, one query) is built into their code. Styles vary: loops,
NumPy, comprehensions, itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), the measure library and the course documents were
read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c209-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class209).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 209 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c209-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval / Burges DCG) "
      "instead of the classic DCG whose first rank is undiscounted and rank i >= 2 divided by log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"log2?\s*\(\s*(rank|k|r)\s*\+\s*1\s*\)", r"trec", r"burges",
        r"(first|top) (rank|item|grade) (is )?(also )?discounted", r"discount\w* (the )?(first|rank 1)",
        r"every rank (is )?discounted", r"alternative (dcg|formulation)", r"shifted discount"]], '''
import math

def my_dcg(grades):
    # slide: 3, 2/1, 3/1.59, ... -- the divisor column is log2 of something
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q02", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved (the "
      "walk-through found all 3 of 3) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"(number|count) of hits", r"hits\b",
        r"relevant (items )?(found|in the (list|ranking))", r"sum\s*\(\s*labels\s*\)",
        r"mean of the precisions", r"instead of n_relevant", r"ignor\w* (the )?(unretrieved|missing|never retrieved)",
        r"unretrieved relevant.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    precisions = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            precisions.append(hits / k)
    if not precisions:
        return 0.0
    return sum(precisions) / len(precisions)
''')

wrong("q03", "ap.eleven_point", "sibling", "returns the non-interpolated (exact) average precision, the mean of "
      "P@k at the relevant ranks over n_relevant, instead of the 11-point interpolated mean",
      [[r"non.?interpolated", r"exact (average precision|ap)", r"uninterpolated",
        r"precision at (each|the) relevant (rank|item)", r"no interpolation", r"without interpolat"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s, hits = 0.0, 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / rank
    return s / n_relevant
''')

wrong("q04", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the )?(tp|counts|tables).{0,40}(before|then) divid",
        r"(total|summed|overall) (tp|true positives)", r"big quer\w* (dominat|weigh)", r"weight\w* by (the )?(number|size|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q05", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is the retrieved grades sorted (as on the "
      "slide's perfect ranking), leaving out the unretrieved relevant items",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)",
        r"sort\w* (the )?(retrieved )?grades"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(grades, reverse=True)   # slide: perfect ranking 3, 3, 3, 2, 2, 2, 1, 0, 0, 0
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

wrong("q06", "interp.step", "sibling", "returns the usual interpolated precision, the maximum precision at any "
      "recall >= level (to the right), instead of the step rule's P_i at the first relevant item reaching the level",
      [[r"max\w*.{0,40}(later|higher recall|further|any recall|beyond|after)",
        r"(usual|standard|ordinary|classic|11.?point) interpolat\w*", r"max\s*\{", r"max \w+ P",
        r"highest precision.{0,30}(later|higher)", r"instead of (the )?step",
        r"running max"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        points.append((hits / n_relevant, hits / k))
    candidates = [p for r, p in points if r >= level - 1e-12]
    return max(candidates) if candidates else 0.0
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest "
      "instead of intersecting the ROC segment with FPR = 1 - TPR",
      [[r"nearest", r"closest (roc )?point", r"no(t)? interpolat", r"without interpolat",
        r"never interpolat", r"smallest \|?\s*fpr\s*-\s*fnr", r"\(\s*fpr\s*\+\s*fnr\s*\)\s*/\s*2",
        r"mean of fpr and fnr", r"average of (the )?(fpr|false positive)", r"(a|one) roc point",
        r"instead of (the )?(crossing|intersect)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = (y == 1).sum(), (y == 0).sum()
    best, best_gap = None, np.inf
    for t in np.concatenate(([np.inf], np.unique(s)[::-1])):
        pred = s >= t
        fpr = (pred & (y == 0)).sum() / N
        fnr = 1 - (pred & (y == 1)).sum() / P
        if abs(fpr - fnr) < best_gap:
            best_gap = abs(fpr - fnr)
            best = (fpr + fnr) / 2
    return float(best)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"not squared", r"squar\w*", r"instead of beta ?\^ ?2",
        r"beta (instead of|rather than|for) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1 (the -1 left out)",
      [[r"without (the )?-\s*1", r"minus (one|1)", r"(left|leaves|leaving) out (the )?-\s*1", r"no -\s*1", r"subtract",
        r"gain of (1|one) for (a )?grade 0", r"(grade|rel\w*) 0.{0,30}gain (of )?1", r"forg\w* (the|to) .?-? ?1"]], '''
import math

grades = v["grades"]
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')

wrong("q10", "pr.points", "shape", "returns the recall at each relevant item (hits / n_relevant) instead of the "
      "precision (hits / rank)",
      [[r"recall instead of (the )?precision", r"returns? (the )?recall",
        r"recall (at|of) each", r"hits\s*/\s*n_relevant", r"divid\w* by n_relevant", r"instead of (the )?rank",
        r"(precision and recall|x and y) (swapped|confused|mixed)", r"wrong axis"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel == 1:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,50}(count\w* (as )?(a )?(full|whole|one\b|1(?![/\d.]))|as (a )?win|fully)", r"(1|one) instead of (1/2|half|0\.5)",
        r">=", r"greater (than )?or equal", r"half"], [r"tie"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided p-value (the binomial tail not doubled)",
      [[r"one.?sided", r"not doubled", r"doubl\w*", r"times 2", r"\* ?2", r"factor (of )?(2|two)",
        r"one tail", r"single tail", r"both tails", r"half (of )?the p"]], '''
from math import comb

pairs = [(x, y) for x, y in zip(v["a"], v["b"]) if x != y]
n = len(pairs)
wins = sum(1 for x, y in pairs if x > y)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "ap.at_k", "shape", "P@i at a relevant rank is computed as hits / k (the cut-off) instead of "
      "hits / i (the rank)",
      [[r"(divid\w*|over) (by )?(the )?(cut.?off|k)\b", r"hits\s*/\s*k", r"/\s*k\b",
        r"k instead of (the )?(rank|i)\b", r"(rank|i) and k (swapped|confused|mixed)",
        r"cut.?off instead of (the )?rank", r"p@k instead of p@i"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q14", "gen.practical", "shape", "recall lower bound v / (d - s): the + v of the largest class size d - s + v "
      "is left out",
      [[r"\+\s*v", r"d\s*-\s*s\s*\)", r"d\s*-\s*s(?!\s*\+)", r"forg\w*.{0,20}\bv\b", r"without (the )?\bv\b",
        r"(largest|maximum|max) (possible )?(class|c)\b.{0,40}(d\s*-\s*s\s*\+\s*v|wrong)",
        r"visible relevant.{0,30}(left out|missing)"], [r"recall"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if v else 0.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "no break after the first relevant item: the loop keeps going and the reciprocal "
      "rank of the LAST relevant item is kept",
      [[r"\bbreak\b", r"last relevant", r"(stop|stops|stopping) at the first", r"does not stop", r"never stops",
        r"overwrit\w*", r"keeps? (going|looking|overwriting)", r"later relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q16", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the given order",
      [[r"(never|not|without|no)\s+sort\w*", r"unsorted", r"given order", r"input order", r"original order",
        r"order of the input", r"not (ranked|ordered) by distance", r"ignor\w* (the )?distances",
        r"forg\w* to sort"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("q17", "pr.averaged", "flow", "the per-query curve is overwritten in the loop and only the last query's "
      "curve is divided by the number of queries",
      [[r"last query", r"only one query", r"one query'?s? (curve|value)", r"overwrit\w*", r"not (summed|accumulated)",
        r"accumulat\w*", r"\+=", r"reus\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    for run, R in zip(runs, n_relevant):
        curve = [0.0] * 11
        if R == 0:
            continue
        hits = 0
        pts = []
        for k, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / R, hits / k))
        for j, r in enumerate(levels):
            ps = [p for rec, p in pts if rec >= r - 1e-12]
            curve[j] = max(ps) if ps else 0.0
    return [c / len(runs) for c in curve]
''')

wrong("q18", "interp.curve", "flow", "loops over range(10): the levels stop at 0.9 and the level 1.0 is missing "
      "(10 values, not 11)",
      [[r"range\s*\(\s*10\s*\)", r"1\.0.{0,30}(missing|left out|dropped|omitted|never)",
        r"(missing|left out|dropped|omitted|forgot|without).{0,30}(level )?1\.0", r"\b10 (levels|values|points|precisions)",
        r"last level", r"off.by.one", r"one (level|value) short", r"(length|len)\w* 10"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, len(y) + 1)
    hits = np.cumsum(y)
    prec = hits / ranks
    rec = hits / n_relevant
    out = []
    for i in range(10):
        mask = rec * 10 >= i - 1e-9
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

wrong("q19", "ap.exact", "flow", "P@k is taken from labels[:k - 1] (the slice stops before the current rank), "
      "so the relevant item at rank k is not counted in its own precision",
      [[r"off.by.one", r"slice", r"labels\s*\[\s*:\s*k\s*-\s*1\s*\]", r"\[:k-1\]",
        r"(current|own|that) (rank|item).{0,40}(not|never|excluded|left out|missing)",
        r"(not|never|without) (count\w* |includ\w* )?(the )?(current|own|that) (rank|item)", r"before (the )?(current|relevant) (rank|item)",
        r"one (rank|item) (short|too few|early)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    total = 0.0
    for k in range(1, len(labels) + 1):
        if labels[k - 1]:
            total += sum(labels[:k - 1]) / k
    return total / n_relevant
''')

wrong("q20", "ap.at_k", "flow", "the loop never stops at k: precisions at relevant ranks beyond k are added too "
      "(only the denominator uses k)",
      [[r"beyond k", r"after (rank )?k", r"past k", r"whole (list|ranking)", r"(not|never) (cut|stop|truncat)\w*",
        r"(cut|truncat)\w* (at|to) k", r"labels\s*\[\s*:\s*k\s*\]", r"ranks? > ?k",
        r"every relevant rank"]], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / denom)
''')

wrong("q21", "map.mean", "flow", "the hit counter is set once before the query loop and never reset, so each "
      "query's precisions continue the previous query's count",
      [[r"reset", r"re-?initiali[sz]", r"carr(y|ies|ied) over", r"between queries", r"across queries",
        r"previous query", r"(hit|hits|counter|count).{0,40}(never|not) (reset|zeroed|restarted)",
        r"outside (the )?(query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for k, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / k
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "gen.grip_point", "hidden", "divides by the number of ranks actually in the list (len(labels[:c])) "
      "instead of c, so a list shorter than the class is scored too high",
      [[r"len\w*\s*\(\s*(labels\s*\[|top)", r"(length|len\w*) of the (list|slice|ranking|top)",
        r"divid\w* by (the )?(number of (items|ranks) (in|of) the (list|slice))",
        r"instead of (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q24", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero and raises ZeroDivisionError",
      [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: the NumPy division gives nan "
      "when nothing is relevant at all",
      [NAN + [r"0\s*/\s*0", r"zero ideal", r"divi\w* by (a )?zero"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.ones(len(gs))
        disc[1:] = np.log2(np.arange(2, len(gs) + 1))
        return (gs / disc).sum()
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q26", "ap.at_k", "hidden", "also caps the denominator at the list's length, min(k, n_relevant, len(labels)), "
      "so a list shorter than k is divided by too little",
      [[r"len\s*\(\s*labels\s*\)", r"(length|len\w*) of the (list|ranking)", r"min\s*\(\s*k\s*,\s*n_relevant\s*,",
        r"(cap|capp|limit|bound)\w* .{0,30}(list|length)", r"list'?s? length", r"number of ranks (in the list|retrieved)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    # the top k can hold at most k items -- and at most what the list holds
    denom = min(k, n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q27", "rank.distances", "hidden", "np.argpartition(d, k) raises ValueError when k is the whole list "
      "(kth must be below the length; k - 1 was needed)",
      [[r"ValueError", r"argpartition", r"kth", r"out of bounds", r"k\s*-\s*1"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    nearest = np.argpartition(d, k)[:k]
    return float(y[nearest].sum() / k)
''', crash="ValueError", scope="all")

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the columns misread) and so divides tp by "
      "tp + fn (which reads as the macro recall)",
      [[r"(column|field|entr\w*) order", r"order of the (columns|fields|entries|table)", r"unpack\w*",
        r"\[\s*tp\s*,\s*fn\s*,\s*fp\s*\]", r"misread", r"(fp|fn) and (fn|fp) (swapped|exchanged|confused|mixed)",
        r"swap\w* (the )?(fp|fn|second|third)"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q30", "dcg.classic", "twin", "enumerates from 1 but writes the discount for 0-based positions, "
      "log2(i + 1) for i >= 2 (an off-by-one index shift: rank i is divided by log2(i + 1))",
      [[r"off.by.one", r"enumerate", r"0.?based", r"1.?based", r"index\w* (shift|start)", r"shift\w*",
        r"start\w* (at|from) (0|1|one|zero)"]], '''
from math import log2

def my_dcg(grades):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        if i == 1:
            dcg += g
        else:
            dcg += g / log2(i + 1)
    return dcg
''')

wrong("q31", "rank.distances", "twin", "sorts with reverse=True (largest first, as for scores) so the FARTHEST "
      "items are ranked first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"(highest|largest) distance",
        r"(like|as (if|for)) (a )?(score|similarit)", r"wrong (sort )?(order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q32", "set.f_beta", "twin", "swaps P and R in the denominator: beta^2 R + P (which reads as F with 1/beta)",
      [[r"swap\w*", r"(precision|P) and (recall|R).{0,40}(swapped|exchanged|interchanged|reversed|confused|mixed)",
        r"beta\s*\^?\s*\*?\*?\s*2\s*\*?\s*(R|recall)", r"b2\s*\*\s*r", r"(wrong|other) term",
        r"denominator.{0,40}(recall|R)\b.{0,20}(instead|rather)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries: n is every query and k the wins of a, so ties are "
      "not dropped before the binomial test",
      [[r"ties? (are |were )?(not|never) (dropped|removed|excluded|discarded)",
        r"(kept|keeps|keep|includ\w*|count\w*) (the )?(tied|ties)", r"(not|never) drop\w*",
        r"\bn\b.{0,30}(all|every) (the )?quer", r"all (the )?queries", r"tied quer\w* (kept|included|counted)"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("q34", "scope.knn_ties", "twin", "the tie-break keys are inverted: the 'relevant last' sort puts tied "
      "relevant targets first and vice versa (the pair comes out as [highest, lowest])",
      [[r"(sort )?key.{0,40}(invert|revers|flip|opposite|wrong)", r"tie.?break.{0,40}(invert|revers|flip|opposite|wrong)",
        r"(invert|revers|flip)\w* (the )?(tie|key|sign)", r"-\s*label", r"minus",
        r"relevant (first|last) (instead|rather)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    last = sorted(items, key=lambda t: (t[0], -t[1]))    # relevant last among ties
    first = sorted(items, key=lambda t: (t[0], t[1]))    # relevant first among ties
    low = sum(lab for _, lab in last[:k]) / k
    high = sum(lab for _, lab in first[:k]) / k
    return [low, high]
''')

wrong("q35", "ap.value", "twin", "takes R as the number of 1s in the ranking (the walk-through retrieved all 3 "
      "relevant items) instead of the given n_relevant",
      [[r"sum\s*\(\s*labels\s*\)", r"(number|count) of (1s|ones|relevant (items )?(in the|retrieved))",
        r"n_relevant.{0,40}(ignored|not used|from the (list|ranking)|recount)", r"ignor\w* n_relevant",
        r"relevant (items )?retrieved", r"(unretrieved|never retrieved).{0,40}(ignored|left out|not counted)"]], '''
labels = v["labels"]
R = labels.count(1)
hits, total = 0, 0.0
for k, rel in enumerate(labels, 1):
    if rel:
        hits += 1
        total += hits / k
my_ap_value = total / R if R else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.value", "data", "appends the unretrieved grades to the ranking too, scoring them as if they had "
      "been retrieved after the last rank",
      [[r"(append|add|includ|concaten)\w*.{0,40}unretrieved.{0,40}(ranking|run|dcg|list|retrieved)",
        r"unretrieved.{0,40}(appended|added|included|scored|counted).{0,40}(ranking|run|dcg|retrieved)",
        r"as if (they (were|had been) )?retrieved", r"dcg of (the )?(grades )?(plus|\+|and) (the )?unretrieved",
        r"never retrieved.{0,40}(counted|scored) in (the )?dcg"]], '''
import math

run = v["grades"] + v["unretrieved"]
def dcg(gs):
    return gs[0] + sum(g / math.log2(i) for i, g in enumerate(gs[1:], 2))
my_ndcg_value = dcg(run) / dcg(sorted(run, reverse=True))
''')

wrong("q37", "scope.eps_precision", "data", "reads the distances as similarities and returns the targets with "
      "d > epsilon (the far ones)",
      [[r"similarit", r">\s*epsilon", r"greater than epsilon", r"(far|farther|outside|beyond) (targets|items|epsilon)",
        r"wrong side", r"(direction|comparison) (revers|flip|invert)\w*", r"larger (is|means) (closer|better|nearer)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    sel = y[d > epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

wrong("q38", "set.pr", "data", "treats retrieved as a list: an id retrieved twice is counted twice in the "
      "precision's denominator (and numerator)",
      [[r"duplicat\w*", r"more than once", r"repeated id",
        r"len\s*\(\s*retrieved\s*\)", r"not (de-?)?dup\w*"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "roc.auc", "data", "reads the scores as ranks (lower is better): counts a pair when the positive's "
      "score is LOWER than the negative's",
      [[r"lower (score )?(is|means) (better|more relevant|positive)", r"as ranks?", r"revers\w*",
        r"(direction|comparison|inequality) (revers|flip|invert|wrong)\w*", r"1\s*-\s*(the )?auc",
        r"(positive|relevant).{0,30}lower (score|than)", r"<\s*instead of\s*>", r"wrong direction"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p, n in product(pos, neg):
        if p < n:
            total += 1
        elif p == n:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q40", "dcg.classic", "data", "turns the graded judgments into binary relevance (grade > 0 counts 1), "
      "losing the 0-3 grades",
      [[r"binar\w*", r"0/1", r"grade\w* (>|greater than) ?0", r"g ?> ?0", r"(ignor|los|drop)\w* (the )?(grade|level)",
        r"graded.{0,30}(as|into|to) (binary|0/1|relevant)", r"every relevant item (counts|gains) 1"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(float)
    if rel.size == 0:
        return 0.0
    ranks = np.arange(1, rel.size + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return float((rel / disc).sum())
''')

wrong("q41", "pr.averaged", "data", "recounts each query's R as the 1s in its run (sum(run)) instead of taking "
      "n_relevant[i], so relevant items never retrieved are ignored",
      [[r"sum\s*\(\s*run\s*\)", r"(number|count) of (1s|ones|relevant (items )?(in the|retrieved))",
        r"n_relevant.{0,40}(ignored|not used|from the (list|run|ranking)|recount)", r"ignor\w* n_relevant",
        r"relevant (items )?retrieved", r"(unretrieved|never retrieved).{0,40}(ignored|left out|not counted)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        R = y.sum()
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec10 = hits * 10 / R
        curves.append(np.array([prec[rec10 >= j - 1e-9].max() if (rec10 >= j - 1e-9).any() else 0.0
                                for j in range(11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q42", "gen.practical", "data", "takes d as the number of items outside the judged top s (the database is "
      "s + d), so both lower bounds use d + s",
      [[r"d\s*\+\s*s", r"s\s*\+\s*d", r"(outside|beyond|besides|not including|excluding) (the )?(judged|scope|top)",
        r"(database|collection) (size )?(is|as) .{0,20}\+", r"d (includes|contains) (the )?(scope|judged)",
        r"misread\w* d", r"d (as|is) the (number|rest)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s           # d = the items we did not judge
    p = Fraction(v, s)
    r = Fraction(v, total - s + v) if v else Fraction(0)
    g = Fraction(v, total)
    return [float(p), float(r), float(g)]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "slice with zero padding (trec_eval: missing ranks not relevant)", '''
def my_p_at_k(labels, k):
    top = list(labels[:k]) + [0] * max(0, k - len(labels))
    return sum(top) / k
''')

right("q44", "map.mrr", "next() over enumerate with a default", '''
def my_mrr(runs):
    rr = [next((1 / r for r, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q45", "set.pr", "sets and Fractions", '''
from fractions import Fraction

def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = Fraction(hit, len(ret)) if ret else Fraction(0)
    r = Fraction(hit, len(rel)) if rel else Fraction(0)
    return [float(p), float(r)]
''')

right("q46", "gen.grip_point", "padded top-c slice over c", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    return sum(labels[:c]) / c
''')

right("q47", "ap.eleven_point", "NumPy cumulative sums, levels compared as integers", '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, y.size + 1)
    vals = []
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

right("q48", "roc.auc", "itertools.product over (positive, negative) pairs", '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    total = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return total / (len(pos) * len(neg))
''')

SUBMISSIONS = tuple(S)
