"""Diagnosis class 211, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a strong class of an IR evaluation course --
students who write concise, idiomatic code (NumPy, comprehensions, itertools, fractions, short loops) and whose
mistakes are subtle slips in conventions and edge cases rather than in syntax. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c211-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class211): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, class_writer

BATCH = "diagnosis class 211 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c211-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.distances", "sibling", "returns the recall of the k nearest items (hits over all relevant "
      "items in the list) instead of their precision",
      [[r"recall", r"all (the )?relevant (items|targets)", r"number of relevant (items|targets)",
        r"relevant (items|targets) in the (whole )?list", r"instead of (by )?k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    y = np.asarray(labels)
    top = np.argsort(distances, kind="stable")[:k]
    return float(y[top].sum() / y.sum())
''')

wrong("q02", "dcg.trec", "sibling", "computes the classic DCG (rel_1 + rel_i / log2(i)) instead of the "
      "log2(i + 1) discount the task asks for",
      [[r"classic", r"log2\s*\(\s*i\s*\)", r"log2 ?i\b", r"first (rank|item|grade).{0,40}(undiscounted|not discounted)",
        r"rel_1 \+", r"(burges|trec).{0,30}(instead|rather|not)", r"wrong discount", r"discount.{0,30}log2\s*\(?i\)?\b"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], start=2))
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"total (tp|counts)",
        r"aggregat\w+ (the )?counts", r"weight\w* by (the )?(number|size|retrieved)"]], '''
import numpy as np

def my_macro_precision(tables):
    tp, fp, fn = np.asarray(tables, dtype=float).sum(axis=0)
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (v / len(labels)) "
      "instead of the precision at scope s = n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(ranks|items|labels)",
        r"len\(labels\)", r"length of the (list|ranking)", r"not (cut|truncated) at", r"ignor\w+ (the )?(scope|n_relevant|class size)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q05", "ap.eleven_point", "sibling", "returns the exact (uninterpolated) average precision instead of "
      "the mean of the 11 interpolated precisions",
      [[r"exact ap", r"uninterpolated", r"non.?interpolated", r"not interpolated", r"\bAP\b.{0,30}instead",
        r"average precision.{0,30}instead", r"precision at (each|the) relevant rank", r"no interpolation"]], '''
def my_11pt(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q06", "ndcg.all_judgments", "sibling", "uses the exponential gain 2^rel - 1 (in DCG and ideal DCG) "
      "instead of the classic gain rel",
      [[r"exponential", r"2\s*\*\*\s*rel", r"2\^ ?rel", r"2 ?\*\* ?g", r"2\^g", r"gain.{0,30}(2|power)",
        r"power of (two|2)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = 2.0 ** np.asarray(g, dtype=float) - 1
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    return float(dcg(grades) / ideal) if ideal else 0.0
''')

wrong("q07", "interp.step", "sibling", "returns the 11-point style interpolation (the maximum precision at any "
      "rank with recall >= level) instead of the lecture notes' step rule P_i",
      [[r"maximum (precision|of the precisions|over)", r"\bmax(imum)? precision", r"highest precision", r"best precision",
        r"any (later )?rank", r"11.?point",
        r"ranks? (further|later|below)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits, best = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        if hits / n_relevant >= level:
            best = max(best, hits / rank)
    return best
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator "
      "((1 + b^2) P R / (P + b^2 R))",
      [[r"beta.{0,20}(on|to|times|multipl\w*|with) (the )?(recall|\bR\b)", r"b\^?2 ?\*? ?R\b", r"(swap|confus|exchang|revers)\w*.{0,40}(precision|recall|P and R|P, R)",
        r"(precision|\bP\b) and (recall|\bR\b).{0,20}(swap|exchang|confus|revers)", r"wrong (term|one)"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without the - 1",
      [[r"minus (one|1)", r"without.{0,20}(-|minus|subtract)", r"forg\w+.{0,30}(-|minus|subtract)",
        r"2\^rel instead", r"2 ?\*\* ?rel instead", r"grade 0.{0,30}(gain|count)\w* 1", r"irrelevant.{0,40}gain"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(np.sum(2 ** g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound v / (d - s) leaves out the + v of the largest "
      "possible class d - s + v",
      [[r"\+ ?v", r"d ?- ?s ?\+ ?v", r"d ?- ?s\b", r"(forg|miss|leav|left|omit|drop)\w*.{0,40}\bv\b",
        r"found relevant.{0,40}(class|denominator)", r"largest (possible )?class"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s) if d > s else 1.0, v / d]
''')

wrong("q11", "ap.at_k", "shape", "computes each precision as hits / k instead of hits / i (P@k in place of P@i at "
      "the relevant rank i)",
      [[r"/ ?k\b", r"divid\w+ by k", r"over k\b", r"P@k (instead|in place|rather)", r"instead of (P@i|hits ?/ ?i|the rank)",
        r"rank i.{0,30}(not|instead)", r"same denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if den == 0:
        return 0.0
    hits, total = 0, 0.0
    for rel in labels[:k]:
        if rel:
            hits += 1
            total += hits / k
    return total / den
''')

wrong("q12", "interp.curve", "shape", "uses the recall levels i / 11 (np.arange(11) / 11) instead of "
      "0.0, 0.1, ..., 1.0",
      [[r"/ ?11", r"eleventh", r"i ?/ ?11", r"levels? .{0,40}(wrong|not 0\.1|spacing|step)", r"arange\(11\) ?/ ?11",
        r"1/11"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    ranks = np.arange(1, y.size + 1)
    hits = np.cumsum(y)
    prec, rec = hits / ranks, hits / n_relevant
    return [float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in np.arange(11) / 11]
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti(e|ed|es)\b.{0,40}(as |counts? )(a )?(full|whole|win|one\b|1\b(?!/))", r"full (point|win|credit)", r"greater (than )?or equal", r"(>=|≥|greater or equal|at least as)", r"instead of (1/2|half|0\.5)",
        r"not (halved|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    return sum(p >= n for p, n in product(pos, neg)) / (len(pos) * len(neg))
''')

wrong("q14", "dcg.classic", "shape", "uses the natural logarithm (np.log) instead of log2 for the discount",
      [[r"natural log", r"\bln\b", r"np\.log\b", r"log\(\w*\) instead", r"base e\b", r"wrong base", r"another base",
        r"not log2", r"instead of log2", r"log base"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(g[0] + np.sum(g[1:] / np.log(np.arange(2, g.size + 1))))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "roc.eer", "flow", "stops at the first ROC point where FPR >= FNR and reports its mean error, "
      "never interpolating between that point and the one before",
      [[r"(without|no|never|not|n't) (\w+ )?interpolat", r"first (roc )?point", r"nearest (roc )?point",
        r"point (past|after) the crossing", r"stops? at"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    for t in np.unique(s)[::-1]:
        fpr = np.mean(s[~y] >= t)
        fnr = 1 - np.mean(s[y] >= t)
        if fpr >= fnr:
            return float((fpr + fnr) / 2)
    return 0.0
''')

wrong("q16", "map.mean", "flow", "the hit counter is set to 0 once before the loop over queries, so each query's "
      "precisions go on counting the previous queries' hits",
      [[r"reset", r"not (re)?initiali[sz]ed", r"outside (the )?(query )?loop", r"carr(y|ies|ied) over",
        r"previous quer(y|ies)", r"accumulat\w+ across", r"before the loop", r"shared (between|across)"]], '''
def my_map(runs, n_relevant):
    aps, hits = [], 0
    for run, R in zip(runs, n_relevant):
        total = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
        aps.append(total / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "the slice labels[:i] with the 0-based index i leaves out the relevant item "
      "itself, so each precision counts one hit too few",
      [[r"off.by.one", r"slice", r"labels\[:i\]", r"leav\w+ out (the )?(current|relevant) item", r"exclud\w+ (the )?(current|item itself|relevant item)",
        r"one hit (too )?(few|short|less)", r"(current|this) (item|rank) (is )?not counted"]], '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:i]) / (i + 1) for i, rel in enumerate(labels) if rel]
''')

wrong("q18", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank for every relevant item of "
      "a query instead of the first one only",
      [[r"break", r"every relevant", r"all (the )?relevant", r"(sum|add)\w* .{0,30}(every|all|each)",
        r"not (only )?the first", r"more than one relevant", r"stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for rank, rel in enumerate(run, 1):
            if rel:
                total += 1 / rank
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "takes the running maximum of precision down the ranking (the ranks above) "
      "instead of up from the bottom (the ranks at or below, where recall >= r)",
      [[r"running max", r"cumulative max", r"maximum\.accumulate", r"wrong direction", r"revers",
        r"ranks? above", r"earlier ranks", r"from the top", r"(top|start) down", r"bottom up", r"to the left"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    curves = []
    for run, R in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if R == 0 or not y.any():
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = np.maximum.accumulate(hits / np.arange(1, y.size + 1))
        rec = hits / R
        curves.append([prec[np.argmax(rec >= lv)] if (rec >= lv).any() else 0.0 for lv in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q20", "ap.exact", "flow", "only walks the first n_relevant ranks (labels[:n_relevant]), dropping the "
      "relevant items ranked below R",
      [[r"labels\[:n_relevant\]", r"first n_relevant", r"first R\b", r"truncat", r"cut\w* (the (list|ranking) )?(at|to) (rank )?(R|n_relevant)",
        r"slic", r"(ranks?|items?) (below|after|beyond) (rank )?(R|n_relevant)", r"R-precision"]], '''
def my_ap(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(sum(top[:i]) / i for i, x in enumerate(top, 1) if x) / n_relevant if n_relevant else 0.0
''')

wrong("q21", "rank.distances", "flow", "slices [1:k + 1] after sorting, skipping the nearest item as if it were "
      "the query itself",
      [[r"skip", r"\[1:k ?\+ ?1\]", r"the query itself", r"(drop|exclud|leav|omit|ignor)\w*.{0,30}(nearest|first|closest)",
        r"off.by.one", r"starts? at (index )?1"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=distances.__getitem__)[1:k + 1]
    return sum(labels[i] for i in order) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: nothing retrieved raises "
      "ZeroDivisionError instead of giving precision 0",
      [ZERODIV, [r"nothing (is )?retrieved", r"empty", r"no (items?|documents?|ids?) (is |are )?retrieved"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "interp.step", "hidden", "compares recall with the level strictly (R_i > level), so a level exactly "
      "equal to a recall the ranking reaches reads the next point",
      [[r"strict", r">=", r"≥", r"greater (than )?or equal", r"equal to (a|the) (recall|level)", r"boundary", r"next point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        if rel and hits / n_relevant > level:
            return hits / rank
    return 0.0
''')

wrong("q24", "gen.grip_point", "hidden", "takes np.mean of labels[:n_relevant], dividing by the slice length when "
      "the list is shorter than the class instead of by c",
      [[r"slice length", r"len\w*.{0,30}(slice|list)",
        r"mean of (the )?slice", r"np\.mean", r"instead of (by )?(c|n_relevant|the class size)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(labels[:n_relevant]))
''')

wrong("q25", "pr.averaged", "hidden", "computes recall as hits / n_relevant with no guard, so a query with no "
      "relevant items raises ZeroDivisionError instead of counting 0 at every level",
      [ZERODIV, [r"no relevant items", r"n_relevant (is |= ?|of )?0", r"zero relevant", r"empty quer", r"class size (of )?0"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for run, R in zip(runs, n_relevant):
        hits, points = 0, []
        for rank, rel in enumerate(run, 1):
            hits += rel
            points.append((hits / R, hits / rank))
        curves.append([max((p for r, p in points if r >= lv), default=0.0) for lv in levels])
    return [sum(col) / len(curves) for col in zip(*curves)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "map.mean", "hidden", "leaves out the queries that retrieved no relevant item when averaging (the "
      "mean is over the other queries) instead of counting their AP as 0",
      [[r"(skip|drop|exclud|leav|omit|ignor|filter)\w*.{0,50}quer", r"quer\w*.{0,50}(skipped|dropped|excluded|left out|omitted|ignored|filtered)",
        r"if any\(", r"fewer queries", r"instead of (counting )?(it|their AP|them) (as )?0"]], '''
def my_map(runs, n_relevant):
    aps = [sum(sum(r[:i]) / i for i, x in enumerate(r, 1) if x) / R
           for r, R in zip(runs, n_relevant) if any(r)]
    return sum(aps) / len(aps)
''')

wrong("q27b0", "scope.eps_precision", "hidden", "keeps targets with d <= epsilon instead of the lecture's strict "
      "d < epsilon",
      [[r"<=", r"≤", r"non.?strict", r"instead of (the )?strict", r"(less|smaller) (than )?or equal", r"equal to epsilon", r"at (the )?(boundary|epsilon)",
        r"inclusive"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q28", "ap.at_k", "hidden", "caps the denominator at the list length (min(len(labels[:k]), n_relevant)) "
      "instead of min(k, n_relevant) when k is longer than the list",
      [[r"list length", r"len\(", r"length of the (list|slice|ranking)", r"shorter", r"slice", r"instead of (min\()?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    den = min(len(top), n_relevant)
    return sum(sum(top[:i]) / i for i, x in enumerate(top, 1) if x) / den if den else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.distances", "twin", "sorts the distances in descending order (argsort()[::-1]), so the "
      "farthest items come first",
      [[r"descending", r"revers", r"\[::-1\]", r"farthest", r"largest distance", r"highest distance",
        r"wrong (sort )?order", r"decreasing"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1][:k]
    return float(np.asarray(labels)[order].sum() / k)
''')

wrong("q30", "roc.auc", "twin", "ranks the scores with a double argsort (ordinal ranks) in the rank-sum formula, "
      "so tied scores are broken by input order instead of getting mid-ranks",
      [[r"mid.?rank", r"average rank", r"ordinal", r"argsort", r"ties? (are )?broken", r"break\w* (the )?ties",
        r"tie.?break", r"rankdata"]], '''
import numpy as np

def my_auc(scores, labels):
    y = np.asarray(labels) == 1
    r = np.argsort(np.argsort(scores, kind="stable"), kind="stable") + 1
    n1, n0 = y.sum(), (~y).sum()
    return float((r[y].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
''')

wrong("q31", "map.mrr", "twin", "uses np.argmax to find the first relevant rank: for a query with no relevant "
      "item it returns index 0, so that query counts RR 1",
      [[r"argmax", r"arg ?max", r"index of (the )?(first )?max"]], '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1 / (np.argmax(r) + 1) for r in runs]))
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-breaking sort keys are the wrong way round: (distance, -label) "
      "(relevant first) is used for the lowest bound and (distance, label) for the highest",
      [[r"sort key", r"key.{0,30}(sign|revers|flip|wrong|negat|swap)", r"(sign|negat)\w*.{0,30}(label|key)",
        r"-\s*(label|y|t\[1\])\b", r"keys?.{0,20}(wrong way|swapped|the other way)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    def p_at_k(key):
        top = sorted(zip(distances, labels), key=key)[:k]
        return sum(y for _, y in top) / k
    return [p_at_k(lambda t: (t[0], -t[1])), p_at_k(lambda t: (t[0], t[1]))]
''')

wrong("q33", "dcg.classic", "twin", "sorts the grades from high to low before discounting (a helper reused from "
      "the ideal DCG), so it returns the ideal DCG of the grades",
      [[r"sort", r"ideal", r"IDCG", r"reorder", r"high to low", r"descending"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n (binomtest(wins, len(a))) instead of dropping them",
      [[r"(ties?|tied).{0,40}(not dropped|kept|included|counted in n|left in|in n\b)", r"not drop\w*.{0,30}ti",
        r"len\(a\)", r"n (=|is|includes).{0,30}(all|ties|every)", r"all (the )?queries.{0,30}\bn\b",
        r"(forg\w+|fail\w*|did not|didn't) (to )?drop"]], '''
from scipy.stats import binomtest

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
my_sign_p = binomtest(wins, len(v["a"])).pvalue
''')

wrong("q35", "ap.exact", "twin", "takes the mean of the precisions at the relevant ranks, i.e. divides by the "
      "number of relevant items retrieved instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"number of hits", r"found", r"mean of the precisions",
        r"ignor\w+ n_relevant", r"instead of n_relevant", r"sum\(labels\)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec[y == 1].mean()) if y.any() else 0.0
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts precision over the retrieved LIST, so an id retrieved twice counts twice "
      "(recall uses a set)",
      [[r"duplicat", r"more than once", r"not (a )?set", r"list (instead of|not) (a )?set", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    return [len(hits) / len(retrieved) if retrieved else 0.0, len(set(hits)) / len(rel) if rel else 0.0]
''')

wrong("q37", "rank.p_at_k", "data", "takes np.mean of labels[:k], dividing by the labels present when k runs "
      "past the end of the list instead of counting the missing ranks as not relevant",
      [[r"past the end", r"shorter", r"(slice|list) length", r"len\(labels",
        r"np\.mean", r"instead of (by )?k\b", r"divid\w+ by.{0,30}(length|len|number of labels)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("q38", "ndcg.all_judgments", "data", "builds the ideal ranking from a set of the grades, so repeated grades "
      "count only once",
      [[r"\bset\b", r"duplicat", r"repeated", r"(count|appear)\w* (only )?once", r"unique", r"dedup"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    ideal = dcg(sorted(set(grades) | set(unretrieved), reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q39", "avg.macro", "data", "unpacks each table as [tp, fn, fp] (the columns in the wrong order), so it "
      "averages tp / (tp + fn), the recall",
      [[r"order", r"\[?tp, fn, fp\]?", r"swap", r"fn.{0,20}(as|for|instead of) fp", r"fp.{0,20}(as|for|instead of) fn",
        r"column", r"unpack", r"recall"]], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) if tp + fp else 0.0 for tp, fn, fp in tables]
    return sum(ps) / len(ps)
''')

wrong("q40x0", "rank.r_precision", "data", "takes the mean of labels[:R], dividing by the labels present when R is "
      "longer than the list instead of by R",
      [[r"past the end", r"missing ranks?", r"shorter", r"(slice|list) length", r"len\(",
        r"np\.mean", r"instead of (by )?R\b", r"divid\w+ by.{0,30}(length|len|number of labels)"]], '''
import numpy as np

my_r_precision = float(np.mean(v["labels"][:v["n_relevant"]]))
''')

wrong("q41", "scope.eps_precision", "data", "reads the distances as similarities and keeps the targets with "
      "d > epsilon (the farthest ones)",
      [[r"similarit", r"d ?> ?epsilon", r">\s*epsilon", r"farthest", r"outside", r"greater than epsilon",
        r"(wrong|reversed|opposite) (direction|comparison|side)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    y = np.asarray(labels)[np.asarray(distances) > epsilon]
    return float(y.mean()) if y.size else 0.0
''')

wrong("q42", "gen.practical", "data", "takes d as the number of unjudged items, so it uses a database of d + s "
      "items instead of d",
      [[r"d ?\+ ?s", r"unjudged", r"not judged", r"database size", r"size of the database", r"adds? (the )?s\b",
        r"\bd\b.{0,40}(includes|already|whole database)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    n = d + s
    return [v / s, v / (n - s + v), v / n]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "sorted pairs, the tie group at the k-th distance counted exactly", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    dk = pairs[k - 1][0]
    inside = sum(y for d, y in pairs if d < dk)
    n_inside = sum(1 for d, _ in pairs if d < dk)
    tied = [y for d, y in pairs if d == dk]
    need, rel_t = k - n_inside, sum(tied)
    low = inside + max(0, need - (len(tied) - rel_t))
    high = inside + min(need, rel_t)
    return [low / k, high / k]
''')

right("q44", "roc.eer", "NumPy ROC over unique thresholds, linear crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    th = np.unique(s)[::-1]
    tpr = np.concatenate([[0.0], [np.mean(s[y] >= t) for t in th]])
    fpr = np.concatenate([[0.0], [np.mean(s[~y] >= t) for t in th]])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    a, b = diff[j - 1], diff[j]
    return float(fpr[j - 1] + (-a / (b - a)) * (fpr[j] - fpr[j - 1]))
''')

right("q45", "interp.curve", "exact Fractions for recall and the levels", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        pts.append((Fraction(hits, n_relevant) if n_relevant else Fraction(0), Fraction(hits, rank)))
    return [float(max((p for r, p in pts if r >= Fraction(i, 10)), default=0)) for i in range(11)]
''')

right("q46", "ap.at_k", "generator expression with Fraction", '''
from fractions import Fraction

def my_ap_at_k(labels, n_relevant, k):
    den = min(k, n_relevant)
    if not den:
        return 0.0
    top = list(labels[:k])
    return float(sum(Fraction(sum(top[:i]), i) for i, x in enumerate(top, 1) if x) / den)
''')

right("q47", "set.pr", "set intersection with guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

right("q48", "ndcg.value", "math.log2 with a dcg helper", '''
from math import log2

def dcg(g):
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))

my_ndcg_value = dcg(v["grades"]) / dcg(sorted(v["grades"] + v["unretrieved"], reverse=True))
''')

SUBMISSIONS = tuple(S)
