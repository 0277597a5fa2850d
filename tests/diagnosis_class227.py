"""Diagnosis class 227, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
tested only on the one example in the task's docstring and made choices that happen to fit it (loops, NumPy,
comprehensions, itertools, fractions). Only the task registry (``ireval_teach/exercises/tasks.py`` and
``variants.py``: task ids, signatures, statements, hidden-check hints, references), the measure library and the
course documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``).
Student ids are ``"c227-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``,
the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 5 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class227).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 227 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c227-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "returns R-precision (the precision at rank n_relevant) instead of AP",
      [[r"R-?prec", r"precision at (rank )?(R|n_relevant)", r"P@R\b", r"cut(s|ting)? at (rank )?(R|n_relevant)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(labels[:n_relevant]) / n_relevant
''')

wrong("q02", "dcg.classic", "sibling", "uses the exponential gain 2^rel - 1 instead of the grade itself",
      [[r"2 ?\^ ?(rel|g|grade)", r"2 ?\*\* ?", r"exponential", r"gain (of )?2", r"instead of the (raw )?grade"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        gain = 2 ** g - 1
        total += gain if i == 1 else gain / math.log2(i)
    return total
''')

wrong("q03", "avg.macro", "sibling", "computes the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool", r"sum(s|med)? (of |over )?(all )?(the )?(tp|counts|tables)", r"total tp",
        r"weight\w* by"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q04", "rank.distances", "sibling", "returns the recall at k (hits over all relevant items) instead of P@k",
      [[r"recall", r"R@k", r"all (the )?relevant", r"total (number of )?relevant", r"divid\w* by (the )?(number of )?relevant"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    hits = sum(labels[i] for i in order[:k])
    return hits / sum(labels)
''')

wrong("q05", "ap.eleven_point", "sibling", "returns the exact (non-interpolated) AP instead of the 11-point "
      "interpolated average",
      [[r"exact AP", r"non-?interpolated", r"uninterpolated", r"without interpolat", r"not interpolated",
        r"sum of P@k at (the )?relevant"]], '''
def my_11pt(labels, n_relevant):
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += hits / rank
    return total / n_relevant if n_relevant else 0.0
''')

wrong("q06", "ndcg.value", "sibling", "uses trec_eval's log2(i + 1) discount on every rank instead of the classic DCG",
      [[r"log2? ?\(? ?i ?\+ ?1", r"trec", r"i ?\+ ?1", r"discount\w* (the )?(first|rank 1)"]], '''
import math

def dcg(gs):
    return sum(g / math.log2(i + 1) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q07", "pr.points", "sibling", "returns the recall of each PR point instead of its precision",
      [[r"recalls? instead of (the )?precision", r"returns? (the )?recall", r"hits ?/ ?n_relevant", r"divid\w* by n_relevant"]], '''
def my_pr_points(labels, n_relevant):
    out, hits = [], 0
    for rel in labels:
        if rel:
            hits += 1
            out.append(hits / n_relevant)
    return out
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared (both in the numerator and before P)",
      [[r"not squared", r"beta instead of beta ?(\^|\*\*) ?2", r"without squaring", r"forg\w* (to )?square",
        r"beta\b.{0,20}(unsquared|linear)", r"squar\w*.{0,20}(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel without subtracting 1",
      [[r"minus (one|1)", r"subtract", r"without (the )?-? ?1", r"forg\w* (the )?-? ?1", r"missing (the )?-? ?1"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound is v / (d - s), the + v of the denominator left out",
      [[r"\+ ?v", r"d ?- ?s\b(?! ?\+)", r"plus v", r"left out.{0,20}v", r"denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s), v / d]
''')

wrong("q11", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"by k instead", r"\bk\b instead of min", r"ignor\w* n_relevant",
        r"denominator (is |of )?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            total += hits / i
    return total / k if k else 0.0
''')

wrong("q12", "sig.sign_test", "shape", "returns the one-sided p-value (the binomial tail is not doubled)",
      [[r"one-?sided", r"one tail", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"half"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
my_sign_p = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2 ** n
''')

wrong("q13", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie\w*.{0,30}(full|whole|one point|as 1(?! ?/)|count\w* 1(?! ?/))", r"instead of (1/2|a half|0\.5)",
        r"not halved", r">= ?(instead|rather)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

wrong("q14", "dcg.trec", "shape", "uses the natural logarithm instead of log base 2",
      [[r"natural", r"\bln\b", r"base e\b", r"log\b.{0,20}instead of log2", r"base.{0,10}2", r"math\.log\("]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
my_dcg_trec = float(np.sum(g / np.log(np.arange(2, len(g) + 2))))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k (a list shorter "
      "than k)",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list)", r"slice", r"instead of k\b", r"shorter than k",
        r"fewer than k", r"mean of (the )?(slice|labels)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q16", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank of the LAST relevant "
      "item is kept",
      [[r"\bbreak\b", r"last relevant", r"overwrit", r"not (the )?first", r"keeps? (on )?(looping|going)",
        r"stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                rr = 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q17", "map.mean", "flow", "the hit counter is not reset between queries (hits carry over to the next "
      "query)",
      [[r"reset", r"carr\w* over", r"initiali[sz]\w*", r"outside the (query )?loop", r"accumulat\w* across",
        r"previous quer"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n in zip(runs, n_relevant):
        total = 0.0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / i
        aps.append(total / n if n else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q18", "pr.averaged", "flow", "the query loop runs over range(len(runs) - 1), so the last query is skipped",
      [[r"last query", r"off.by.one", r"skip", r"len\(runs\) ?- ?1", r"one query (too )?(few|less|missing)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for q in range(len(runs) - 1):
        run, n = runs[q], n_relevant[q]
        pts, hits = [], 0
        for i, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / n if n else 0.0, hits / i))
        for j, r in enumerate(levels):
            ps = [p for rec, p in pts if n and rec >= r]
            sums[j] += max(ps) if ps else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("q19", "ndcg.all_judgments", "flow", "the ideal ranking is never sorted (retrieved grades then unretrieved, "
      "in input order)",
      [[r"never sorted", r"not sorted", r"unsorted", r"without sorting", r"forg\w* to sort", r"input order"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = list(grades) + list(unretrieved)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("q20", "interp.curve", "flow", "takes the precision at the first rank reaching the level (breaks there) "
      "instead of the maximum over all later ranks",
      [[r"first rank", r"\bbreak", r"not the max", r"instead of (the )?max", r"later ranks", r"max\w* over",
        r"no max"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for i, rel in enumerate(labels, 1):
            hits += rel
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')

wrong("q21", "roc.eer", "flow", "tied scores are not grouped: every item is its own ROC step",
      [[r"ties? (are )?not grouped", r"not group", r"every item (is )?(its own|a) step", r"each item (is )?(its own|a) step",
        r"one step per item", r"ungrouped", r"split\w*.{0,20}ties?"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    order = np.argsort(-s, kind="stable")
    y = y[order]
    P, N = (y == 1).sum(), (y == 0).sum()
    tpr = np.concatenate([[0.0], np.cumsum(y == 1) / P])
    fpr = np.concatenate([[0.0], np.cumsum(y == 0) / N])
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "the recall levels are built by adding 0.1 repeatedly, so 0.3 becomes "
      "0.30000000000000004 and a recall of exactly 0.3 no longer reaches it",
      [[r"float(ing)?", r"0\.30000", r"accumulat", r"repeated\w* add", r"adding 0\.1", r"\+= ?0\.1", r"rounding error"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        pts.append((hits / n_relevant, hits / i))
    out, r = [], 0.0
    for _ in range(11):
        ps = [p for rec, p in pts if rec >= r]
        out.append(max(ps) if ps else 0.0)
        r += 0.1
    return out
''')

wrong("q23", "set.f_beta", "hidden", "crashes with ZeroDivisionError when precision and recall are both 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "crashes with ZeroDivisionError when nothing lies within epsilon "
      "(the empty result is divided by its size 0)",
      [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [l for d, l in zip(distances, labels) if d < epsilon]
    return sum(inside) / len(inside)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "crashes with ZeroDivisionError when n_relevant is 0 (min(k, 0) = 0)",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    precs = [sum(labels[:i + 1]) / (i + 1) for i in range(min(k, len(labels))) if labels[i]]
    return sum(precs) / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "ap.eleven_point", "hidden", "crashes with ValueError (max of an empty sequence) when no relevant "
      "item is retrieved",
      [[r"ValueError", r"max\(\) (arg|of an empty)", r"empty (sequence|list)"]], '''
def my_11pt(labels, n_relevant):
    pts, hits = [], 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            pts.append((hits / n_relevant, hits / i))
    top_recall = max(r for r, _ in pts)
    total = 0.0
    for j in range(11):
        lvl = j / 10
        if lvl <= top_recall:
            total += max(p for r, p in pts if r >= lvl)
    return total / 11
''', crash="ValueError", scope="all")

wrong("q27", "gen.grip_point", "hidden", "divides by the length of labels[:n_relevant], so a list shorter than the "
      "class is scored on its own length",
      [[r"length of the (list|slice)", r"len\(", r"divid\w* by (the )?(list'?s? )?length", r"instead of (dividing by )?n_relevant",
        r"mean of (the )?slice"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels[:n_relevant], dtype=float)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("q28", "scope.knn_ties", "hidden", "reads distances[order[k]] to see whether the tie straddles the cut: "
      "IndexError when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    if distances[order[k - 1]] != distances[order[k]]:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    cut = distances[order[k - 1]]
    sure = sum(labels[i] for i in order if distances[i] < cut)
    before = sum(1 for d in distances if d < cut)
    tied = [labels[i] for i in order if distances[i] == cut]
    room = k - before
    low = sure + max(0, room - (len(tied) - sum(tied)))
    high = sure + min(room, sum(tied))
    return [low / k, high / k]
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (the column order misread), so fn is used "
      "where fp belongs",
      [[r"order", r"unpack", r"column", r"\[tp, fn, fp\]", r"swap", r"fn (instead of|for|where) fp", r"misread"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q30", "dcg.classic", "twin", "enumerate starts at 2 and every rank is discounted by log2(i) of the shifted "
      "index (rank 1 divided by log2(2), rank 2 by log2(3) ...)",
      [[r"start\w*( at)? 2", r"enumerate", r"off.by.one", r"shift", r"index (is )?one (too )?(high|large)"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i) for i, g in enumerate(grades, 2))
''')

wrong("q31", "rank.distances", "twin", "sorts the distances in descending order (reverse=True): farthest first",
      [[r"reverse", r"descending", r"farthest", r"largest (distance )?first", r"decreasing", r"wrong direction"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), reverse=True)
    return sum(l for _, l in ranked[:k]) / k
''')

wrong("q32", "scope.knn_ties", "twin", "computes both bounds right but returns them in the wrong order "
      "[highest, lowest]",
      [[r"order", r"swap", r"reversed", r"wrong way round", r"\[highest, lowest\]", r"exchanged"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pess = sorted(zip(distances, labels), key=lambda t: (t[0], t[1]))
    opt = sorted(zip(distances, labels), key=lambda t: (t[0], -t[1]))
    low = sum(l for _, l in pess[:k]) / k
    high = sum(l for _, l in opt[:k]) / k
    return [high, low]
''')

wrong("q33", "interp.step", "twin", "returns the precision saved at the previous relevant item (the variable is "
      "read before it is updated), i.e. P_(i-1) instead of P_i",
      [[r"previous", r"one (point|step|relevant item) (too )?(early|late|behind)", r"before (it is |being )?updat",
        r"stale", r"P_?\(?i ?- ?1", r"lag"]], '''
def my_step_interpolated(labels, n_relevant, level):
    val = 0.0
    hits = 0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            if hits / n_relevant >= level:
                return val
            val = hits / i
    return 0.0
''')

wrong("q34", "ap.value", "twin", "divides by the number of relevant items retrieved (sum of the labels) instead of "
      "n_relevant",
      [[r"retrieved", r"sum\(.{0,10}labels", r"found", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"unretrieved"]], '''
labels = v["labels"]
precs = [sum(labels[:i + 1]) / (i + 1) for i, rel in enumerate(labels) if rel]
my_ap_value = sum(precs) / len(precs)
''')

wrong("q35", "map.mean", "twin", "pools the precisions of all queries and divides by the total n_relevant "
      "(queries weighted by their class size) instead of averaging the APs",
      [[r"pool", r"all (the )?quer\w* together", r"total n_relevant", r"sum\(n_relevant\)", r"weight",
        r"micro"]], '''
from itertools import chain

def my_map(runs, n_relevant):
    def precs(run):
        hits = 0
        for i, rel in enumerate(run, 1):
            if rel:
                hits += 1
                yield hits / i
    total = sum(n_relevant)
    return sum(chain.from_iterable(precs(r) for r in runs)) / total if total else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts duplicate retrieved ids (uses len(retrieved) of the list, not of the set)",
      [[r"duplicat", r"len\(retrieved\)", r"list'?s? length", r"counted twice", r"counts? (it|them|the id) (twice|more than once)"]], '''
def my_set_pr(retrieved, relevant):
    hits = len(set(retrieved) & set(relevant))
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "roc.auc", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"invert", r"label 0", r"0 as (the )?positive", r"1 ?- ?AUC",
        r"flipped", r"swap"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q38", "gen.grip_point", "data", "uses sum(labels) (the relevant items retrieved) as the class size instead "
      "of n_relevant",
      [[r"sum\(labels\)", r"retrieved", r"found", r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q39", "scope.eps_precision", "data", "assumes the distances are sorted and stops at the first distance "
      ">= epsilon",
      [[r"sorted", r"unsorted", r"\bbreak", r"assum\w*.{0,20}order", r"stops? at the first", r"in order"]], '''
def my_eps_precision(distances, labels, epsilon):
    hits = n = 0
    for d, l in zip(distances, labels):
        if d >= epsilon:
            break
        n += 1
        hits += l
    return hits / n if n else 0.0
''')

wrong("q40", "pr.averaged", "data", "uses the first query's n_relevant for every query (n_relevant read as one "
      "number)",
      [[r"first quer\w*.{0,20}n_relevant", r"n_relevant\[0\]", r"same n_relevant", r"one n_relevant",
        r"every query.{0,20}(same|first)"]], '''
def my_averaged_curve(runs, n_relevant):
    n = n_relevant[0]
    curves = []
    for run in runs:
        pts = []
        hits = 0
        for i, rel in enumerate(run, 1):
            hits += rel
            pts.append((hits / n if n else 0.0, hits / i))
        curves.append([max([p for rec, p in pts if n and rec >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("q41", "sig.sign_test", "data", "keeps the tied queries in n (a tie is counted as a loss for a)",
      [[r"ties? (are |were )?(not dropped|kept|counted)", r"keeps? (the )?tie", r"tied quer\w* (are )?(kept|counted|included)",
        r"tie\w* (counted )?as (a )?loss", r"includ\w* (the )?tie"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q42", "roc.eer", "data", "assumes the scores are already sorted from high to low and never sorts them",
      [[r"sort", r"unsorted", r"order", r"assum\w*.{0,20}(descending|decreasing)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(scores):
        j = i
        while j < len(scores) and scores[j] == scores[i]:
            tp += labels[j] == 1
            fp += labels[j] == 0
            j += 1
        pts.append((fp / N, tp / P))
        i = j
    prev = None
    for f, t in pts:
        d = f - (1 - t)
        if d >= 0:
            if prev is None or d == 0:
                return f
            f0, d0 = prev
            return f0 + (f - f0) * (-d0) / (d - d0)
        prev = (f, d)
    return 1.0
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "fractions.Fraction loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            total += Fraction(hits, i)
    return float(total / n_relevant)
''')

right("q44", "map.mean", "itertools.accumulate per query", '''
from itertools import accumulate

def my_map(runs, n_relevant):
    def ap(run, n):
        if not n:
            return 0.0
        return sum(h / i for i, (h, r) in enumerate(zip(accumulate(run), run), 1) if r) / n
    return sum(ap(r, n) for r, n in zip(runs, n_relevant)) / len(runs)
''')

right("q45", "roc.auc", "NumPy pairwise comparison", '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    diff = s[y == 1][:, None] - s[y == 0][None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

right("q46", "scope.knn_ties", "explicit loops over the tie at the k-th place", '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    sure = sum(labels[i] for i in order if distances[i] < cut)
    n_before = sum(1 for d in distances if d < cut)
    tied = [labels[i] for i in order if distances[i] == cut]
    room = k - n_before
    rel_t = sum(tied)
    low = sure + max(0, room - (len(tied) - rel_t))
    high = sure + min(room, rel_t)
    return [low / k, high / k]
''')

right("q47", "rank.p_at_k", "comprehension, missing ranks not relevant", '''
def my_p_at_k(labels, k):
    return sum(1 for rel in labels[:k] if rel) / k
''')

right("q48", "dcg.trec", "comprehension over the personal grades", '''
from math import log2

my_dcg_trec = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

SUBMISSIONS = tuple(S)
