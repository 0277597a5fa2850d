"""Diagnosis class 52, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
misunderstand the CONCEPTS rather than the code -- what recall divides by, what "relevant but never retrieved"
means for recall and for the ideal ranking, that interpolation looks to the right, which class is the positive
one, what a tie means for a ranking or a test, what Sebe et al.'s scope and database size are -- and write clean
code (loops, NumPy, comprehensions, ``fractions``) that does faithfully the wrong thing. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the measure library, the course documents, the first 80 lines of tests/heldout_submissions.py (the
``class_writer`` helper and the shared key lists) and the header and last lines of tests/diagnosis_class19.py (the
format) were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c52-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class52).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 52 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c52-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "map.mean", "sibling", "pools every query's precisions at relevant ranks and divides by the total "
      "number of relevant items of all queries (a micro average) instead of averaging each query's AP",
      [[r"micro", r"pool\w*", r"total (number of )?relevant (items )?(of|over|across) (all )?(the )?queries",
        r"sum of (all )?n_relevant", r"all queries (together|at once|as one)", r"one big query",
        r"weight\w* (by|with) (the )?(number of )?relevant", r"instead of (averaging|the mean of) (each|the) "
        r"quer(y|ies)'?s? AP", r"not (a |the )?(mean|average) of (the )?(per.?query )?APs?"]], '''
def my_map(runs, n_relevant):
    total_precision = 0.0
    for labels in runs:
        hits = 0
        for k, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total_precision += hits / k
    total_relevant = sum(n_relevant)
    return total_precision / total_relevant if total_relevant else 0.0
''')

wrong("a02", "rank.distances", "sibling", "returns the recall of the top k (relevant among the k nearest over all "
      "relevant targets) instead of its precision",
      [[r"recall", r"over (all|every) (the )?relevant", r"divid\w* by (the )?(number of |count of )?(all )?relevant",
        r"relevant (targets|items) in (the )?(whole )?(list|collection)", r"instead of (dividing by )?k\b",
        r"not by k\b"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    y = np.asarray(labels)[order]
    n_rel = y.sum()
    return float(y[:k].sum() / n_rel) if n_rel else 0.0
''')

wrong("a03", "gen.grip_point", "sibling", "returns the precision of the whole list (relevant found over list "
      "length) instead of the precision at the scope equal to the class size",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"length of the (list|ranking)",
        r"len\(labels\)", r"not (cut|stopped) at", r"ignor\w* (the )?(scope|class size|n_relevant)",
        r"instead of (at )?(rank|scope) c\b", r"(through|to) the (last|final) rank"]], '''
def my_grip_point(labels, n_relevant):
    if not labels:
        return 0.0
    return sum(labels) / len(labels)
''')

wrong("a04", "roc.eer", "sibling", "returns 1 - AUC (the area above the ROC curve) as the equal error rate",
      [[r"1 ?- ?AUC", r"area above", r"AUC", r"area (under|of) the (ROC )?curve", r"complement of the area"]], '''
def my_eer(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                good += 1
            elif a == b:
                good += 0.5
    return 1 - good / (len(pos) * len(neg))
''')

wrong("a05", "ap.eleven_point", "sibling", "computes exact (uninterpolated) average precision instead of the mean "
      "of the 11 interpolated precisions",
      [[r"exact AP", r"(un|non).?interpolated", r"average precision (at|over) (the )?relevant ranks",
        r"at (the )?relevant ranks", r"not (the )?(11|eleven).?(point|level)", r"plain AP",
        r"instead of (the )?interpolat", r"no interpolation", r"divid\w* by n_relevant"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant
''')

wrong("a06", "sig.sign_test", "sibling", "reports the one-sided p-value (a better than b) instead of the two-sided one",
      [[r"one.?sided", r"one.?tailed", r"single tail", r"one tail", r"not doubled", r"forg\w* to double",
        r"half (of )?the two.?sided", r"only (one|the upper|the lower) (tail|side|direction)",
        r"alternative.{0,20}greater"]], '''
from scipy.stats import binomtest

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("a07", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (of )?(the )?(tp|counts|tables)", r"add\w* up (the )?(counts|tables)",
        r"one big table", r"total tp", r"weight\w* by (the )?(number|size|count)",
        r"not (the )?mean of (the )?(per.?query )?precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (1 + beta) P R / (beta P + R)",
      [[r"not squar", r"unsquared", r"without squar", r"forg\w* (to )?square", r"beta instead of beta",
        r"plain beta", r"beta (is )?(used )?(linearly|as is)", r"square of beta", r"beta squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "dcg.classic", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"wrong (log(arithm)? )?base",
        r"base of the log", r"instead of log2", r"not log2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / math.log(i) for i, g in enumerate(grades[1:], start=2))
''')

wrong("b03", "ap.at_k", "shape", "takes the precision at each relevant rank i as hits / k (the cut-off) instead "
      "of hits / i",
      [[r"divid\w* by k\b", r"hits ?/ ?k\b", r"over k\b", r"k instead of (the rank|i)\b", r"cut.?off instead of",
        r"P@k instead of P@i", r"precision at (the cut.?off|k) instead", r"confus\w* (k|i) (and|with) (i|k)\b",
        r"same (denominator|k) (at|for) every rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels[:k], start=1):
        if x:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("b04", "gen.practical", "shape", "recall's lower bound typed as v / (d - (s + v)): the v subtracted instead "
      "of added back",
      [[r"sign", r"subtract\w* v", r"minus v", r"- ?v\b", r"d ?- ?\(?s ?\+ ?v", r"parenthes[ie]s",
        r"instead of add\w*", r"d - s - v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - (s + v)), v / d]
''')

wrong("b05", "ndcg.all_judgments", "shape", "normalises by the plain sum of the ideal grades (the ideal gains not "
      "discounted) instead of the ideal DCG",
      [[r"(not|un|without) ?discount", r"plain sum", r"sum of (the )?(ideal )?grades", r"no discount",
        r"discount\w* (missing|forgotten|left out)", r"forg\w* (to )?discount", r"total (gain|grade)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1))
    ideal_gain = sum(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg / ideal_gain if ideal_gain else 0.0
''')

wrong("b06", "dcg.exponential", "shape", "gain typed 2^(rel - 1) instead of 2^rel - 1",
      [[r"2 ?\^ ?\(rel ?- ?1\)", r"2 ?\*\* ?\(\w+ ?- ?1\)", r"parenthes[ie]s", r"exponent (minus|- ?)1",
        r"- ?1 (inside|in) the exponent", r"instead of 2 ?(\^|\*\*) ?rel ?- ?1", r"subtract\w* (1|one) "
        r"(from|in) the exponent"]], '''
from math import log2

my_dcg_exp = sum(2 ** (g - 1) / log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("b07", "roc.auc", "shape", "(wins + ties) / 2 over the pairs: halves the wins too, instead of wins + ties / 2",
      [[r"halv\w* (the )?wins", r"wins (are )?(also )?halved", r"\(wins ?\+ ?ties\) ?/ ?2", r"parenthes[ie]s",
        r"divid\w* (everything|the whole|the sum|all) by 2", r"half of (every|all|each) (pair|win)",
        r"(every|each) (win|pair) counts? (1/2|half)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 1], s[y == 0]
    diff = pos[:, None] - neg[None, :]
    wins = (diff > 0).sum()
    ties = (diff == 0).sum()
    return float((wins + ties) / 2 / diff.size)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "pr.points", "flow", "takes the precision before counting the relevant item it stands on (the hit "
      "is added after the division)",
      [[r"before (counting|adding|increment\w*)", r"after (the )?(division|precision)", r"increment\w* (too )?late",
        r"one (hit )?(too )?(short|fewer|behind)", r"counter (is )?(updated|incremented) after",
        r"(current|this) (relevant )?item (is )?not (yet )?counted", r"hits ?- ?1", r"off.?by.?one"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            points.append(hits / rank)
            hits += 1
    return points
''')

wrong("c02", "interp.curve", "flow", "keeps a running maximum from the top of the ranking (the best precision "
      "seen so far, to the left) instead of the maximum over the ranks at or after the level",
      [[r"running max", r"so far", r"(to|from) the left", r"from the top", r"earlier ranks", r"previous ranks",
        r"looks? (back|left|up)", r"instead of (to )?the right", r"wrong direction", r"higher ranks",
        r"not (the max(imum)? )?(to the right|over later|at or (after|beyond))"]], '''
def my_interpolated(labels, n_relevant):
    curve = [0.0] * 11
    best, hits, level = 0.0, 0, 0
    for k, x in enumerate(labels, 1):
        hits += x
        best = max(best, hits / k)
        while level <= 10 and n_relevant and hits / n_relevant >= level / 10:
            curve[level] = best
            level += 1
    return curve
''')

wrong("c03", "map.mrr", "flow", "never stops at the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"\bbreak\b", r"(every|each|all) relevant (items?|ranks?)", r"not (only )?the first",
        r"(doesn.t|does not|never|fails to) stop", r"sum\w* (of )?(the )?reciprocal ranks",
        r"(keeps|continues) (looping|adding|counting)", r"after the first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, start=1):
            if rel == 1:
                rr += 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("c04", "ap.exact", "flow", "adds the precision at every rank (the if guards only the hit count), not only "
      "at the ranks of relevant items",
      [[r"every rank", r"all (the )?ranks", r"each rank", r"not only (at )?(the )?relevant",
        r"non.?relevant ranks", r"indent\w*", r"outside (the )?if", r"irrelevant (ranks|items) (also|too)",
        r"(also|even) (at|for) non.?relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
        total += hits / k
    return total / n_relevant
''')

wrong("c05", "pr.averaged", "flow", "the per-query best precisions are never reset between queries, so each "
      "query's curve carries the maxima of the queries before it",
      [[r"reset", r"re.?initiali[sz]", r"carr\w* over", r"previous quer(y|ies)", r"earlier quer(y|ies)",
        r"(shared|reused) (across|between|over) (the )?queries", r"outside the (query )?loop",
        r"accumulat\w* across (the )?queries", r"leak\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    best = [0.0] * 11
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        hits = 0
        for k, x in enumerate(labels, start=1):
            hits += x
            if R == 0:
                break
            for j in range(11):
                if hits / R >= j / 10 and hits / k > best[j]:
                    best[j] = hits / k
        for j in range(11):
            total[j] += best[j]
    return [t / len(runs) for t in total]
''')

wrong("c06", "scope.knn_ties", "flow", "for the highest bound re-sorts the whole list by label alone, so relevant "
      "targets from any distance come first (the tie break is not kept within equal distances)",
      [[r"(entire|full) list (re.?sorted|by label)", r"(by|on) (the )?label(s)? (alone|only)", r"(lost|loses|drops|ignor\w*) (the )?distance",
        r"not (only )?within (the )?(tie|tied|equal)", r"any distance", r"sort key", r"re.?sort",
        r"far(ther|thest)? (relevant )?targets"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    lowest = sum(lab for _, lab in pairs[:k]) / k
    pairs.sort(key=lambda p: -p[1])
    highest = sum(lab for _, lab in pairs[:k]) / k
    return [lowest, highest]
''')

wrong("c07", "rank.p_at_k", "flow", "slices labels[1:k+1] (1-based ranks read as indices): skips rank 1 and takes "
      "rank k + 1",
      [[r"skip\w* (the )?(first|rank 1|top)", r"\[1 ?: ?k ?\+ ?1\]", r"1.?based", r"off.?by.?one",
        r"shift\w* by one", r"index 1", r"rank k ?\+ ?1", r"zero.?based"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides 0 by 0",
      [ZERODIV, [r"\b0\b", r"zero", r"both"]], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero",
      [ZERODIV, [r"nothing retrieved", r"no(thing| items?| documents?)? retrieved", r"tp ?\+ ?fp", r"empty"]], '''
def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ap.exact", "hidden", "no guard for a query with no relevant items: divides by n_relevant = 0",
      [ZERODIV, [r"n_relevant ?(=|is|of) ?0", r"no relevant", r"zero relevant", r"without relevant"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    return float((prec * y).sum()) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "scope.eps_precision", "hidden", "an empty epsilon-result (nothing closer than epsilon) divides by zero",
      [ZERODIV, [r"empty", r"nothing (with)?in", r"no (target|item)s?", r"zero (targets|items|returned)"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = [lab for dist, lab in zip(distances, labels) if dist < epsilon]
    return sum(returned) / len(returned)
''', crash="ZeroDivisionError", scope="all")

wrong("d05", "gen.grip_point", "hidden", "a list shorter than the class is divided by the list's length instead of "
      "by c (the missing ranks are not counted as non-relevant)",
      [[r"(divid\w* by|over) (the )?(list'?s? )?length", r"len\((labels|the slice)", r"length of the (list|slice)",
        r"missing ranks (are )?not counted", r"instead of (by )?(c|n_relevant|the class size)\b",
        r"slice'?s? length", r"fewer than c\b", r"shorter.{0,30}(divid|denominator)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("d06", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0 (no relevant item at all)",
      [ZERODIV, [r"ideal (DCG )?(is )?(0|zero)", r"IDCG ?(=|is|of) ?(0|zero)", r"no relevant", r"all (grades )?(0|zero)"]],
      '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float((g / disc).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d07", "ap.at_k", "hidden", "indexes labels[i] for every i < k: k longer than the list runs past its end",
      [INDEX, [r"k (is )?(longer|larger|greater|bigger) than", r"past the end", r"beyond the end",
               r"shorter than k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / denom
''', crash="IndexError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("e01", "dcg.classic", "twin", "uses the other formulation's discount log2(i + 1) at every rank (rank 1 "
      "discounted too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2 ?\(i ?\+ ?1\)", r"log\(i ?\+ ?1\)", r"trec", r"(other|wrong|alternative) formulation",
        r"rank 1 (is )?(also )?discounted", r"first (rank|item|grade) (is )?(also )?discounted",
        r"Burges", r"i ?\+ ?1"]], '''
from math import log2

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        total += g / log2(i + 1)
    return total
''')

wrong("e02", "roc.auc", "twin", "takes label 0 as the positive class: counts the pairs where a label-0 item "
      "scores above a label-1 item",
      [[r"positive class", r"label 0 (as|is) (the )?positive", r"class(es)? (swapped|reversed|inverted)",
        r"(swapped|confused|reversed) (the )?(classes|labels|positives? and negatives?)",
        r"negatives? (as|for) (the )?positives?", r"which (class|label) is positive"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for p in pos:
        for n in neg:
            total += 1.0 if p > n else (0.5 if p == n else 0.0)
    return total / (len(pos) * len(neg))
''')

wrong("e03", "interp.curve", "twin", "builds the recall levels by adding 0.1 repeatedly, so 0.3, 0.6, 0.7... are "
      "a hair above the exact levels and a recall exactly there does not reach them",
      [[r"float\w*", r"round\w*", r"0\.1 (added )?(repeatedly|many times|again)", r"adding 0\.1",
        r"\+= ?0\.1", r"accumulat\w* (the )?level", r"0\.30000000000000004", r"imprecis\w*",
        r"not exact(ly)?"]], '''
def my_interpolated(labels, n_relevant):
    levels = []
    r = 0.0
    for _ in range(11):
        levels.append(r)
        r += 0.1
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        if n_relevant:
            points.append((hits / n_relevant, hits / k))
    return [max([p for rec, p in points if rec >= lev], default=0.0) for lev in levels]
''')

wrong("e04", "rank.distances", "twin", "treats the distances as similarity scores: ranks the largest distance "
      "first",
      [[r"similarit", r"as (a )?scores?", r"(largest|biggest|farthest|furthest) (distance )?first",
        r"higher (is|=|means) (better|closer|more similar)", r"distance (is|as) (a )?(similarity|score)",
        r"descending"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("e05", "pr.averaged", "twin", "per query takes the precision at the first rank whose recall reaches the level "
      "(the step rule) instead of the maximum precision at that recall or beyond",
      [[r"step rule", r"first rank (whose recall |that )?reach", r"first (point|relevant item) (at|reaching)",
        r"not (the )?max", r"instead of the max", r"no max", r"(first|earliest) rank instead"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                pts.append((hits / R, hits / k))
        curve = []
        for j in range(11):
            reached = [p for rec, p in pts if rec >= j / 10]
            curve.append(reached[0] if reached else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("e06", "sig.sign_test", "twin", "keeps the tied queries in n (ties are not dropped): n is the number of "
      "queries, wins those where a is higher",
      [[r"ties? (are |were )?not dropped", r"(kept|keeps|including|includes|counts?) (the )?ties",
        r"tied queries (kept|counted|included|in n)", r"n includes (the )?ties", r"forg\w* to drop",
        r"did(n't| not) drop", r"n (is|=) (the number of )?(all )?queries"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(int(wins), len(a), 0.5).pvalue
''')

wrong("e07", "avg.macro", "twin", "reads each table as [tp, fn, fp]: the second column taken for fn and the third "
      "for fp",
      [[r"column", r"order of (the )?(table|counts|entries|fields)", r"\[tp, ?fn, ?fp\]",
        r"(fp and fn|fn and fp) (are )?(swapped|confused|mixed)", r"swap\w* (fp|fn)", r"misread\w* (the )?table"]],
      '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')


# ---------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "treats retrieved and relevant as lists: an id retrieved twice is counted twice in "
      "the hits and the number retrieved",
      [[r"duplicat\w*", r"counted twice", r"lists? (instead of|not) sets?", r"never (made|turned|converted) "
        r"(in)?to (a )?sets?", r"set\(", r"count\w* (it )?more than once", r"repeated (ids?|items?|documents?)",
        r"double.?count"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for doc in retrieved if doc in relevant)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(relevant) if relevant else 0.0
    return [precision, recall]
''')

wrong("f02", "gen.practical", "data", "reads d as the number of items outside the judged scope (the database is "
      "d + s)",
      [[r"d ?\+ ?s", r"outside (the )?(judged )?scope", r"(rest|remainder) of the (database|collection)",
        r"not (the )?(whole|full|total) (database|collection)", r"database size", r"unjudged items"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    total = d + s
    return [v / s, v / (total - s + v), v / total]
''')

wrong("f03", "ndcg.all_judgments", "data", "adds the unretrieved grades to the end of the ranking as if they had "
      "been retrieved, so they count in the DCG",
      [[r"(as if|as though) (they were |they had been )?retrieved", r"appended", r"append\w*",
        r"end of the (ranking|list)", r"unretrieved.{0,40}(in|into) the (DCG|ranking|list)",
        r"DCG (also )?(counts|includes) (the )?unretrieved", r"ranked after"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ranking = list(grades) + list(unretrieved)
    ideal = sorted(ranking, reverse=True)
    best = dcg(ideal)
    return dcg(ranking) / best if best > 0 else 0.0
''')

wrong("f04", "rank.r_precision", "data", "takes R as the length of the list instead of the number of relevant items",
      [[r"length of the (list|ranking)", r"len\(labels\)", r"list length", r"whole (list|ranking)",
        r"R (is|=|as) (the )?(list|number of (ranks|items))", r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
labels = v["labels"]
my_r_precision = sum(labels) / len(labels)
''')

wrong("f05", "dcg.trec", "data", "sorts the grades from high to low first (reads the list as judgments, not as the "
      "ranking): computes the ideal DCG",
      [[r"sort\w*", r"ideal", r"best (possible )?order", r"(not|ignor\w*) (the )?(ranking|rank order|given order)",
        r"reorder\w*", r"IDCG"]], '''
from math import log2

g = sorted(v["grades"], reverse=True)
my_dcg_trec = sum(x / log2(i + 2) for i, x in enumerate(g))
''')

wrong("f06", "rank.distances", "data", "sorts the distances on their own: the labels stay in input order, so the "
      "first k labels as given are counted",
      [[r"labels? (stay|kept|left|remain) in (the )?(input|original|given) order", r"not (sorted|reordered) "
        r"(together|with)", r"(labels|pairs) (are )?not (sorted|moved|reordered)", r"zip\w*",
        r"only the distances (are )?sorted", r"(lost|loses|breaks) the (pairing|alignment)",
        r"misalign\w*", r"input order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    nearest = sorted(distances)[:k]
    relevant = [lab for _, lab in zip(nearest, labels)]
    return sum(relevant) / k
''')

wrong("f07", "interp.step", "data", "takes the recall denominator as the number of relevant items retrieved "
      "(sum of labels) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?retrieved", r"(retrieved|found) relevant", r"ignor\w* n_relevant",
        r"instead of n_relevant", r"never retrieved", r"unretrieved", r"not retrieved"]], '''
def my_step_interpolated(labels, n_relevant, level):
    found = sum(labels)
    if found == 0:
        return 0.0
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if hits / found >= level:
                return hits / rank
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("g01", "interp.step", "fractions.Fraction recall at each relevant rank", '''
from fractions import Fraction

def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x:
            hits += 1
            if Fraction(hits, n_relevant) >= Fraction(level).limit_denominator(10_000):
                return hits / rank
    return 0.0
''')

right("g02", "roc.eer", "NumPy ROC points per distinct score, then the crossing of FPR = FNR", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        keep = s >= t
        tpr.append((keep & y).sum() / P)
        fpr.append((keep & ~y).sum() / N)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    a, b = diff[j - 1], diff[j]
    t = -a / (b - a)
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("g03", "scope.knn_ties", "counts inside and at the k-th distance", '''
def my_knn_tie_bounds(distances, labels, k):
    cut = sorted(distances)[k - 1]
    closer = [lab for d, lab in zip(distances, labels) if d < cut]
    tied = [lab for d, lab in zip(distances, labels) if d == cut]
    need = k - len(closer)
    rel_tied = sum(tied)
    nonrel_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, need - nonrel_tied)
    high = sum(closer) + min(need, rel_tied)
    return [low / k, high / k]
''')

right("g04", "pr.averaged", "per-query maxima to the right, then the mean per level", '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        best = [0.0] * 11
        hits = 0
        for k, x in enumerate(labels, start=1):
            hits += x
            if R == 0:
                break
            for j in range(11):
                if hits / R >= j / 10:
                    best[j] = max(best[j], hits / k)
        total = [t + b for t, b in zip(total, best)]
    return [t / len(runs) for t in total]
''')

right("g05", "map.mean", "NumPy cumulative sums per query", '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels, R in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(float((prec * y).sum() / R) if R else 0.0)
    return sum(aps) / len(aps)
''')

right("g06", "ap.eleven_point", "suffix maximum of precision, read at each level", '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    recs, precs, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        recs.append(hits / n_relevant)
        precs.append(hits / k)
    for i in range(len(precs) - 2, -1, -1):
        precs[i] = max(precs[i], precs[i + 1])
    out = []
    for j in range(11):
        idx = next((i for i, r in enumerate(recs) if r >= j / 10), None)
        out.append(precs[idx] if idx is not None else 0.0)
    return sum(out) / 11
''')

SUBMISSIONS = tuple(S)
