"""Diagnosis class 263, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix up the inputs' shapes: lists of lists versus flat lists, per-query versus pooled values, rows versus columns of
a table, which argument is which, how long a list is. Styles vary: loops, NumPy, comprehensions, itertools,
``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, generators, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c263-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class263).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 263 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c263-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "pools every query into one long ranking (the runs concatenated, the "
      "n_relevant summed) and returns its AP instead of the mean of the per-query APs",
      [[r"pool", r"concatenat", r"one (long |single |big )?(ranking|list)", r"flatten", r"glued",
        r"(joined|merged|chained) (the )?(runs|queries|lists)", r"not (per|by) query", r"instead of (the )?per.?query"]], '''
from itertools import chain

def my_map(runs, n_relevant):
    labels = list(chain.from_iterable(runs))
    total_rel = sum(n_relevant)
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / total_rel if total_rel else 0.0
''')

wrong("q02", "avg.macro", "sibling", "micro-averages: sums the tp and fp columns over the queries and divides "
      "once, instead of averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|counts|columns)", r"(adds|added|summ\w*) up (the )?(tp|counts|tables)",
        r"one (big|global|overall) (table|precision)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q03", "map.mrr", "sibling", "returns MAP (the mean of each query's AP over its relevant retrieved items) "
      "instead of the mean reciprocal rank",
      [[r"average precision", r"\bAP\b", r"\bMAP\b", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / hits if hits else 0.0
    return total / len(runs)
''')

wrong("q04", "ap.eleven_point", "sibling", "returns exact (non-interpolated) AP, the sum of P@k at the relevant "
      "ranks over n_relevant, instead of the mean of the 11 interpolated precisions",
      [[r"exact (AP|average precision)", r"non.?interpolated", r"uninterpolated", r"not interpolated",
        r"sum of P@k", r"(no|without) interpolation", r"plain (AP|average precision)"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

wrong("q05", "gen.grip_point", "sibling", "returns the recall of the whole list (relevant retrieved over the "
      "class size) instead of the precision at the scope s = c",
      [[r"recall (of|over|at the end of|for) (the )?(whole|entire|full|complete)", r"whole (list|ranking)",
        r"entire (list|ranking)", r"all (the )?ranks", r"ignor\w* (the )?(scope|cut)", r"(never|not|no) cut"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / n_relevant if n_relevant else 0.0
''')

wrong("q06", "dcg.trec", "sibling", "computes classic DCG (rel_1 undiscounted, log2(i) after) instead of the "
      "log2(i + 1) discount the task asks for",
      [[r"classic", r"rel_?1 \+", r"log2\(i\)(?!\s*\+)", r"log2 ?i\b", r"first (item|rank|grade).{0,30}(undiscounted|not discounted|no discount)",
        r"(undiscounted|not discounted).{0,30}first"]], '''
import math
grades = v["grades"]
my_dcg_trec = grades[0] + sum(g / math.log2(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("q07", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is the retrieved grades sorted (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        if gs.size == 0:
            return 0.0
        disc = np.ones(gs.size)
        disc[1:] = np.log2(np.arange(2, gs.size + 1))
        return float((gs / disc).sum())
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta * P + R and 1 + beta)",
      [[r"not squar", r"unsquared", r"forg\w* (to )?square", r"squar\w*.{0,20}(missing|forgotten|left out)",
        r"beta\b.{0,25}instead of beta\s*(\^|\*\*)\s*2", r"beta instead of beta.?squared", r"without (the )?square"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ap.at_k", "shape", "computes each precision as hits / k (the cut) instead of hits / i (the rank "
      "of the relevant item): k and i confused",
      [[r"hits ?/ ?k", r"divid\w* by k.{0,40}instead of (i|the rank)", r"P@k instead of P@i",
        r"(rank|\bi\b) and k (confused|swapped|mixed)", r"k (instead of|for) (the )?(rank|\bi\b)",
        r"same (denominator|k) (for|at) every"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / k
    return s / denom
''')

wrong("q10", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log base 2",
      [[r"natural (log|logarithm)", r"\bln\b", r"base e\b", r"(wrong|another|other) base", r"np\.log\b",
        r"log(arithm)? base", r"math\.log\b"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(1, g.size + 1)
    disc = np.where(ranks == 1, 1.0, np.log(np.maximum(ranks, 2)))
    return float(np.sum(g / disc))
''')

wrong("q11", "gen.practical", "shape", "divides v by the scope s instead of the database size d for the "
      "generality's lower bound (s and d confused: it repeats the precision)",
      [[r"s instead of d", r"scope (size )?instead of (the )?(database|d\b)", r"v ?/ ?s.{0,30}generality",
        r"generality.{0,40}(v ?/ ?s|divid\w* by (the )?(s\b|scope))", r"(s and d|d and s) (confused|swapped|mixed)",
        r"generality.{0,30}(same as|equal to|repeats) (the )?precision"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if v else 0.0, v / s]
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"tie\w*.{0,30}(as|count\w*) (as )?(1(?![/.\d])|one\b|a win|a full|whole|fully)", r">=", r"greater (than )?or equal",
        r"instead of (1/2|a half|half|0\.5)", r"full (point|win|credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q13", "rank.r_precision", "shape", "returns the number of relevant items in the top R without dividing "
      "it by R (the numerator of the precision only)",
      [[r"(without|never|forg\w* (to )?|no|missing( the)?) divi", r"not divided", r"raw count", r"numerator only",
        r"(only|just) the (count|numerator|number of (hits|relevant))", r"count instead of (a |the )?(precision|fraction|ratio)"]], '''
labels, R = v["labels"], v["n_relevant"]
top = labels[:R]
my_r_precision = sum(top)
''')

wrong("q14", "scope.knn_ties", "shape", "returns the two bounds the wrong way round: [highest, lowest]",
      [[r"swap", r"revers", r"wrong order", r"order of the (two|bounds|values)", r"other way (round|around)",
        r"highest (first|before)", r"(exchanged|switched)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    worst = sorted(pairs, key=lambda p: (p[0], p[1]))
    hi = sum(y for _, y in best[:k]) / k
    lo = sum(y for _, y in worst[:k]) / k
    return [hi, lo]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "reuses the first query's n_relevant[0] for every query",
      [[r"n_relevant\[0\]", r"first query'?s (n_relevant|number|count|class)", r"same n_relevant",
        r"reus\w*.{0,40}(n_relevant|number of relevant)", r"one query'?s (n_relevant|number)"]], '''
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

wrong("q16", "pr.averaged", "flow", "the loop over the ranks stops one short (range(len(labels) - 1)): the "
      "last rank never counts for the interpolated precisions",
      [[r"last rank", r"off.by.one", r"range\(len.{0,12}- ?1\)", r"(misses|skips|drops|ignores) the last",
        r"one (rank )?short", r"last (item|element|position)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for i in range(len(labels) - 1):
            hits += labels[i]
            pts.append((hits / R if R else 0.0, hits / (i + 1)))
        for j, r in enumerate(levels):
            ps = [p for rec, p in pts if rec >= r - 1e-12] if R else []
            sums[j] += max(ps) if ps else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("q17", "map.mrr", "flow", "the loop has no break: the rank kept is that of the LAST relevant item, not "
      "the first",
      [[r"no break", r"without (a )?break", r"last relevant", r"overwrit", r"(keeps|kept) (going|looping)",
        r"(does not|doesn't|never) stop", r"missing break"]], '''
def my_mrr(runs):
    rr = []
    for run in runs:
        first = None
        for i, x in enumerate(run):
            if x == 1:
                first = i + 1
        rr.append(1 / first if first else 0)
    return sum(rr) / len(rr)
''')

wrong("q18", "pr.points", "flow", "computes the point's precision before counting the relevant item itself "
      "(hits incremented after the division)",
      [[r"before (incrementing|counting|adding|updating)", r"not yet count", r"(after|late).{0,20}(increment|count)",
        r"one (hit|relevant item) (short|too few)", r"off.by.one", r"(hits|count) - ?1"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("q19", "interp.step", "flow", "the loop over the PR points never breaks: it keeps the precision of the last "
      "point reaching the level instead of the first",
      [[r"no break", r"without (a )?break", r"last (point|relevant)", r"overwrit", r"(keeps|kept) (going|looping)",
        r"(does not|doesn't|never) stop", r"missing break", r"instead of the first"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    result = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                result = hits / i
    return result
''')

wrong("q20", "ap.exact", "flow", "assigns instead of accumulating (s = hits / i, not s +=): only the last "
      "relevant rank's precision is kept",
      [[r"\+=", r"overwrit", r"not accumulat", r"(only|just) the last", r"replac\w*", r"(assign|=) instead of \+="]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s = hits / i
    return s / n_relevant
''')

wrong("q21", "roc.eer", "flow", "walks the items in their input order without sorting them by score first",
      [[r"(never|not|without|forg\w*( to)?) sort", r"unsorted", r"input order", r"order (of|in) the input",
        r"given order", r"original order"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            tp += y[j]
            fp += 1 - y[j]
            j += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
        i = j
    for a in range(1, len(fpr)):
        d0, d1 = fpr[a - 1] - fnr[a - 1], fpr[a] - fnr[a]
        if d1 >= 0:
            if d1 == 0:
                return float(fpr[a])
            t = -d0 / (d1 - d0)
            return float(fpr[a - 1] + t * (fpr[a] - fpr[a - 1]))
    return float(fpr[-1])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard: nothing retrieved "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(ret)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "no guard for an empty result: nothing within epsilon raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: NumPy's 0/0 gives nan when no "
      "item is relevant at all", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        gs = np.asarray(gs, dtype=float)
        disc = np.log2(np.maximum(np.arange(1, gs.size + 1), 2))
        return np.sum(gs / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg(grades) / dcg(ideal))
''')

wrong("q25", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query without relevant items raises "
      "ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, Fraction(0)
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            total += Fraction(hits, i)
    return float(total / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of the cut list labels[:c] instead of c: a list "
      "shorter than the class is scored as if its missing ranks did not exist",
      [[r"len\(labels\[:", r"(length|size) of the (cut|slice|sliced|truncated)", r"slice'?s? length",
        r"instead of (by )?(c\b|n_relevant|the class size)", r"missing ranks.{0,40}(ignored|dropped|not counted|left out)",
        r"shorter (slice|list).{0,40}denominator"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q28", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides 0 by 0 and raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (reverse=True), so the farthest "
      "items come first",
      [[r"descending", r"reverse ?= ?True", r"farthest (items? )?first", r"largest (distance )?first",
        r"(reversed|wrong) (sort )?order", r"sort\w* .{0,20}(the )?wrong way"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q30", "ap.value", "twin", "divides the sum of precisions by the relevant items found in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(found|retrieved|in the (list|ranking))", r"retrieved relevant",
        r"number of hits", r"(hits|found) instead of n_relevant", r"only (the )?(retrieved|found)"]], '''
labels = v["labels"]
hits, s = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / sum(labels)
''')

wrong("q31", "roc.auc", "twin", "the comparison is written the wrong way round (a pair counts when the NEGATIVE "
      "scores higher), giving 1 - AUC",
      [[r"comparison.{0,30}(reversed|flipped|wrong way|inverted|backwards)", r"negative (item )?(scores|is) higher",
        r"(<|>) (reversed|flipped|the wrong way)", r"wrong (direction|way round)", r"neg\w* > pos"]], '''
import numpy as np

def my_auc(scores, labels):
    s, y = np.asarray(scores, dtype=float), np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = neg[None, :] - pos[:, None]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q32", "set.pr", "twin", "takes the arguments in the order (relevant, retrieved): the two sets are "
      "swapped, so precision and recall come out exchanged",
      [[r"argument\w* (are )?(swapped|in the wrong order|reversed|exchanged)", r"(swapped|switched|exchanged|reversed) (the )?(inputs|arguments|parameters)",
        r"retrieved and relevant (sets )?(swapped|confused|mixed|exchanged)",
        r"relevant and retrieved (sets )?(swapped|confused|mixed|exchanged)", r"parameter order"]], '''
def my_set_pr(relevant, retrieved):
    rel, ret = set(relevant), set(retrieved)
    hits = len(rel & ret)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q33", "dcg.classic", "twin", "sorts the grades from high to low before discounting (it computes the "
      "ideal DCG of the grades)",
      [[r"sort", r"ideal", r"(high|best) to low", r"descending", r"reorder"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
''')

wrong("q34", "rank.p_at_k", "twin", "averages the slice labels[:k] (np.mean), which divides by the slice's "
      "length: a list shorter than k is divided by its own length",
      [[r"np\.mean", r"mean of (the )?slice", r"slice'?s? length", r"len\(labels\[:k\]\)",
        r"divid\w* by (the )?(length of the (slice|list)|list length|number of items)", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k], dtype=float)
    return float(top.mean()) if top.size else 0.0
''')

wrong("q35", "scope.knn_ties", "twin", "the lowest bound is P@k of the stable sort in the input order (the ties "
      "kept in the list's order) instead of the tied relevant targets ranked last",
      [[r"input order", r"stable sort", r"(list|original|given)'?s? order", r"ties? (broken|kept|left) (by|in) (the )?(input|original|list)",
        r"(lowest|pessimistic|lower).{0,40}(not|never) (put|rank|move)\w* (the )?relevant.{0,20}last"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    plain = sorted(pairs, key=lambda p: p[0])
    best = sorted(pairs, key=lambda p: (p[0], -p[1]))
    lo = sum(y for _, y in plain[:k]) / k
    hi = sum(y for _, y in best[:k]) / k
    return [lo, hi]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "avg.macro", "data", "reads each table as [tp, fn, fp] (the columns in the wrong order): divides "
      "tp by tp + (the real fn)",
      [[r"column\w* (in the )?(wrong )?order", r"(fp|fn) and (fn|fp) (swapped|confused|mixed|exchanged)",
        r"(third|last) (entry|column|element|value) as (fp|false positive)", r"\[tp, fn, fp\]",
        r"fn (as|for|instead of) fp", r"(second|middle) (entry|column|element) as (fn|false negative)"]], '''
def my_macro_precision(tables):
    vals = []
    for row in tables:
        tp, fn, fp = row
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q37", "pr.averaged", "data", "takes the mean over the wrong axis (axis=1, along each query's row) "
      "instead of over the queries at each level (axis=0)",
      [[r"axis", r"rows? (and|vs\.?|versus|instead of) columns?", r"columns? (and|vs\.?|versus|instead of) rows?",
        r"transpos", r"per query instead of per level", r"(mean|average)\w* (of|per|for) each query"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.linspace(0, 1, 11)
    curves = []
    for labels, R in zip(runs, n_relevant):
        lab = np.asarray(labels, dtype=float)
        if R == 0 or lab.sum() == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, lab.size + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0
                                for r in levels]))
    return list(np.mean(np.vstack(curves), axis=1))
''')

wrong("q38", "rank.distances", "data", "sorts the distances alone and keeps the labels in their original order "
      "(labels[:k] of the unsorted list)",
      [[r"labels? (are |is )?(not|never) (reordered|sorted|permuted|moved|rearranged)",
        r"(did not|does not|doesn't|never) (reorder|sort|carry|move|permute) the labels",
        r"labels? (stay|kept|left|remain) in (the |their )?(input|original) order", r"original order of the labels",
        r"(only|just) the distances", r"distances (alone|only)", r"labels?\[:k\]"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = sorted(distances)[:k]
    top = labels[:len(nearest)]
    return sum(top) / k
''')

wrong("q39", "ndcg.value", "data", "appends the unretrieved grades to the end of the ranking (as if retrieved "
      "after the list) when computing the DCG",
      [[r"unretrieved.{0,50}(appended|added|concatenat|counted in the DCG|as (if )?retrieved|at the end|to the ranking)",
        r"(append|add|concatenat)\w*.{0,40}unretrieved", r"DCG.{0,40}(includes|with) (the )?unretrieved"]], '''
import math
ranking = list(v["grades"]) + list(v["unretrieved"])
def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
ideal = sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(ranking) / dcg(ideal)
''')

wrong("q40", "gen.practical", "data", "takes d as the number of UNJUDGED items (the database beyond the scope) "
      "and uses d + s as the database size",
      [[r"d \+ s", r"s \+ d", r"add\w* s to d", r"d (is|as) (the )?(unjudged|rest|remaining)",
        r"unjudged", r"(database|d) (excludes|without) the scope", r"beyond the scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [v / s, v / (total - s + v) if v else 0.0, v / total]
''')

wrong("q41", "ap.eleven_point", "data", "uses the length of the list as the number of relevant items (recall "
      "= hits / len(labels) instead of hits / n_relevant)",
      [[r"len\(labels\)", r"(length|size) of the (list|ranking)", r"list'?s? length",
        r"(length|len).{0,30}(instead of|as|for) (n_relevant|the number of relevant)"]], '''
def my_11pt(labels, n_relevant):
    n = len(labels)
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n, hits / i))
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for rec, p in pts if rec >= r - 1e-12]
        total += max(cands) if cands else 0.0
    return total / 11
''')

wrong("q42", "scope.eps_precision", "data", "treats the distances as similarities: keeps the targets with "
      "d > epsilon (the farthest) instead of d < epsilon",
      [[r"similarit", r"(>|greater than|larger than|above) (the )?epsilon", r"farthest", r"outside (the )?(ball|radius|epsilon)",
        r"(bigger|larger|higher) (is|means|as) (closer|nearer|more similar)", r"wrong side"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.asarray(distances), np.asarray(labels)
    sel = y[d > epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.curve", "NumPy cumsum and a mask per level", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return [0.0] * 11
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    out = []
    for j in range(11):
        ok = hits * 10 >= j * n_relevant
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q44", "ap.exact", "comprehension over the relevant ranks", '''
def my_ap(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, 1) if x]
    return sum(h / r for h, r in enumerate(ranks, 1)) / n_relevant if n_relevant else 0.0
''')

right("q45", "map.mean", "exact Fractions, zip of runs and n_relevant", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    total = Fraction(0)
    for run, R in zip(runs, n_relevant):
        hits, s = 0, Fraction(0)
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += Fraction(hits, i)
        total += s / R if R else 0
    return float(total / len(runs))
''')

right("q46", "scope.knn_ties", "sorted with label keys", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    worst = sorted(items, key=lambda t: (t[0], t[1]))
    best = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in worst[:k]) / k, sum(y for _, y in best[:k]) / k]
''')

right("q47", "pr.points", "itertools.accumulate", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q48", "rank.p_at_k", "loop with padding beyond the list", '''
def my_p_at_k(labels, k):
    found = 0
    for i in range(k):
        if i < len(labels) and labels[i]:
            found += 1
    return found / k
''')

SUBMISSIONS = tuple(S)
