"""Diagnosis class 66, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an ordinary class of an IR evaluation course near
the exam -- average students with a range of habits: some vectorise with NumPy, some write explicit loops and
counters, some reach for scikit-learn or scipy, some misremember a formula from the slides or copy another
convention, some misread the input format. Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references; ``variants.py`` was not needed), the first 80 lines
of tests/heldout_submissions.py (``class_writer``, ``Submission``, the shared key lists), the first 60 and last
30 lines of tests/diagnosis_class19.py (the file format), the docstring of tests/validate_class.py and one
formula table of the measure library (``ireval_teach/generality.py``'s ``PracticalBounds.FORMULAS``) were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c66-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class66).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 66 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c66-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "set.f_beta", "sibling", "computes the balanced F1 (harmonic mean of P and R) and never uses beta",
      [[r"\bF_?1\b", r"harmonic mean", r"balanced F", r"ignor\w*.{0,20}beta",
        r"beta.{0,30}(ignored|unused|not used|never used|dropped)", r"without (using )?beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("a02", "rank.p_at_k", "sibling", "returns recall at k (relevant in the top k over all relevant in the list) "
      "instead of precision at k",
      [[r"\brecall\b", r"R@k", r"(divid\w*|denominator).{0,40}(relevant|sum)", r"over (all|the) relevant"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels)
    total = y.sum()
    return float(y[:k].sum() / total) if total else 0.0
''')

wrong("a03", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(found in the list) instead of n_relevant",
      [[r"(divid\w*|denominator).{0,40}(retrieved|found|in the (list|ranking))", r"(retrieved|found) relevant",
        r"sum of (the )?labels", r"relevant (ones )?(found|in the list)", r"instead of n_relevant"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    precs = []
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            precs.append(hits / rank)
    if not precs:
        return 0.0
    return sum(precs) / len(precs)
''')

wrong("a04", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the other DCG formulation) "
      "instead of the classic one",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"i ?\+ ?1", r"\btrec\b", r"(other|another|different) (DCG )?(formulation|discount)",
        r"Burges", r"discount\w* (the )?(first|rank 1|rank one)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a05", "avg.macro", "sibling", "micro-averages: pools tp and fp over all queries before dividing",
      [[r"micro", r"pool\w*", r"(sum|add)\w* (the )?(counts|tables|tp|fp).{0,30}(first|before|over)",
        r"(big|large) quer\w* dominat\w*"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("a06", "gen.practical", "sibling", "returns the upper bound of generality ((d - s + v) / d) instead of the "
      "lower one",
      [[r"upper bound", r"largest", r"\(?d ?- ?s ?\+ ?v\)? ?/ ?d", r"maximum generality", r"highest generality",
        r"most (optimistic|generous)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("a07", "ndcg.value", "sibling", "NDCG with the log2(i + 1) discount at every rank instead of the classic DCG",
      [[r"log2?\s*\(\s*i\s*\+\s*1", r"i ?\+ ?1", r"\btrec\b", r"(other|another|different) (DCG )?(formulation|discount)",
        r"Burges", r"discount\w* (the )?(first|rank 1|rank one)"]], '''
import math
def dcg(gs):
    return sum(g / math.log2(i + 1) for i, g in enumerate(gs, start=1))
ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared",
      [[r"squar\w*", r"beta\s*\*\*\s*2", r"power of (two|2)", r"beta instead of beta", r"not squared"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("b02", "dcg.trec", "shape", "discounts with the natural logarithm instead of log base 2",
      [[r"natural", r"\bln\b", r"base[- ]?e\b", r"wrong base", r"(another|other|different) base", r"np\.log\b",
        r"math\.log\b", r"not (log )?base 2"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
my_dcg_trec = float((g / np.log(np.arange(2, len(g) + 2))).sum())
''')

wrong("b03", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the minus one",
      [[r"minus (one|1)", r"without (the )?(-|minus) ?1", r"(dropp|omit|forg|miss|leav)\w*.{0,30}(-|minus|subtract)",
        r"subtract\w*", r"2\^rel(_i)? instead", r"gain of 1 for (a )?(grade|rel\w*) 0"]], '''
from math import log2
my_dcg_exp = sum(2 ** g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("b04", "roc.eer", "shape", "returns 1 - EER (the true positive rate at the crossing) instead of the error rate",
      [[r"1 ?- ?(the )?EER", r"complement", r"returns? (the )?(TPR|true positive rate|hit rate|recall)",
        r"(TPR|true positive rate) instead", r"one minus"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    diff = fpr - fnr
    for i in range(1, len(diff)):
        if diff[i - 1] <= 0 <= diff[i]:
            t = 0.0 if diff[i] == diff[i - 1] else -diff[i - 1] / (diff[i] - diff[i - 1])
            eer = fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
            return float(1 - eer)
    return float(1 - fpr[np.argmin(np.abs(diff))])
''')

wrong("b05", "gen.practical", "shape", "recall's lower bound v / (d - s), the + v left out of the denominator",
      [[r"\+ ?v\b", r"plus v", r"(missing|forg\w*|without|drop\w*|left out|leav\w*).{0,30}\bv\b",
        r"d ?- ?s\)?(?! ?\+)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s if s else 0.0
    rec = v / (d - s) if d > s else 1.0
    return [prec, rec, v / d]
''')

wrong("b06", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10",
      [[r"\b10\b", r"\bten\b", r"divid\w*.{0,20}(10|ten)", r"eleven", r"11 (levels|points)", r"number of levels"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = prec[rec >= r]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')

wrong("b07", "sig.sign_test", "shape", "one-sided p-value: the binomial tail is not doubled",
      [[r"one[- ]sided", r"one[- ]tailed", r"(times|factor of|multipl\w* by) (2|two)", r"doubl\w*",
        r"single tail", r"only one tail"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
k = max(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("c01", "rank.p_at_k", "flow", "off-by-one loop range(1, k): the item at rank k is never counted",
      [[r"off.by.one", r"range\(1, ?k\)", r"(miss|skip|drop|never count)\w*.{0,30}(last|k-th|rank k|kth)",
        r"first k ?- ?1", r"stops? (one )?(rank )?(early|short|too soon)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i - 1 < len(labels) and labels[i - 1] == 1:
            hits += 1
    return hits / k
''')

wrong("c02", "interp.curve", "flow", "takes the running maximum of precision over the earlier ranks (from the top) "
      "instead of the maximum over ranks at or below",
      [[r"max\w*.{0,40}(earlier|before|above|preceding|so far|to the left|higher ranks|previous)", r"running max",
        r"wrong direction", r"(instead of|not) (to the right|after|below|later)", r"from the top"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        level = j / 10
        best, hits = 0.0, 0
        for rank, rel in enumerate(labels, 1):
            hits += rel
            best = max(best, hits / rank)
            if n_relevant and hits / n_relevant >= level:
                break
        else:
            best = 0.0
        out.append(best if n_relevant else 0.0)
    return out
''')

wrong("c03", "map.mean", "flow", "the hit counter is set to 0 once, before the loop over queries, and carries over "
      "from query to query",
      [[r"reset\w*", r"(not|never) (re-?)?initiali[sz]ed", r"carr\w* over", r"accumulat\w*.{0,30}(across|between|over) "
        r"(the )?queries", r"(shared|kept) across queries", r"outside the (query )?loop"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, R in zip(runs, n_relevant):
        s = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                s += hits / rank
        aps.append(s / R if R else 0.0)
    return sum(aps) / len(aps)
''')

wrong("c04", "pr.points", "flow", "0-based enumerate used as the rank: divides by rank - 1 (crashes when rank 1 is "
      "relevant)",
      [[r"off.by.one", r"0-based", r"zero-based", r"index (starts|from) (at )?0", r"start ?= ?1", r"rank ?- ?1"]], '''
def my_pr_points(labels, n_relevant):
    pts, hits = [], 0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            pts.append(hits / i)
    return pts
''', crash="ZeroDivisionError")

wrong("c05", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank is overwritten by the "
      "last relevant item's",
      [[r"\bbreak\b", r"last relevant", r"(overwrit|replac)\w*", r"(stop|exit)\w* .{0,20}(first|loop)",
        r"keeps? (going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, rel in enumerate(run, 1):
            if rel == 1:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("c06", "interp.step", "flow", "the rank counter is incremented only inside the `if relevant` branch, so "
      "every precision is 1",
      [[r"rank (counter|count|index).{0,40}(only|inside|relevant)", r"(count|increment)\w*.{0,30}only.{0,20}relevant",
        r"(inside|within) the if", r"precision (is )?always 1", r"non-?relevant (items|ranks) (are )?(not|never) counted"]],
      '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    rank = 0
    for rel in labels:
        if rel:
            rank += 1
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / rank
    return 0.0
''')

wrong("c07", "ap.at_k", "flow", "sums P@i over the whole list, never cutting it at rank k",
      [[r"(ignor|forg)\w*.{0,20}\bk\b", r"(whole|entire|full) (list|ranking)", r"beyond (rank )?k", r"past (rank )?k",
        r"(not|never) (cut|truncat|slic)\w*", r"after rank k", r"labels\[:k\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / denom
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("d01", "ndcg.all_judgments", "hidden", "crashes when the ideal DCG is 0 (no relevant item at all)", [ZERODIV],
      '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i < 2 else g / log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "avg.macro", "hidden", "crashes on a query with nothing retrieved (tp + fp = 0)", [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "ap.exact", "hidden", "crashes when n_relevant is 0", [ZERODIV], '''
def my_ap(labels, n_relevant):
    total, found = 0.0, 0
    for i in range(len(labels)):
        if labels[i] == 1:
            found += 1
            total += found / (i + 1)
    return total / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("d04", "scope.eps_precision", "hidden", "np.mean of an empty selection gives nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("d05", "set.pr", "hidden", "crashes when nothing is retrieved", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    recall = hit / len(rel) if rel else 0.0
    return [hit / len(ret), recall]
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "scope.knn_ties", "hidden", "peeks at pairs[k] to see whether the tie goes on past rank k: "
      "IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    if distances[order[k]] != cut:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    closer = [labels[i] for i in order if distances[i] < cut]
    tied = [labels[i] for i in order if distances[i] == cut]
    room = k - len(closer)
    low = sum(closer) + max(0, room - (len(tied) - sum(tied)))
    high = sum(closer) + min(room, sum(tied))
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("d07", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant: IndexError when the list is shorter "
      "than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

# ------------------------------------------------------------------------------------------------- twin
wrong("e01", "set.f_beta", "twin", "precision and recall swapped in the formula (beta^2 weights the recall term "
      "in the denominator's other place); gives the same numbers as using 1/beta",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|the wrong way|reversed|interchanged|mixed up)",
        r"roles? of (precision|P) and (recall|R)", r"beta\^?2 (multiplies|on|times|with) (the )?(recall|R)\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("e02", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"(wrong|reversed|swapped|opposite) order", r"order (is )?(swapped|reversed)", r"swap\w*",
        r"the other way (a)?round", r"\breversed\b", r"highest first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    closer = [l for d, l in pairs if d < cut]
    tied = [l for d, l in pairs if d == cut]
    room = k - len(closer)
    rel_tied = sum(tied)
    non_tied = len(tied) - rel_tied
    low = sum(closer) + max(0, room - non_tied)
    high = sum(closer) + min(room, rel_tied)
    return [high / k, low / k]
''')

wrong("e03", "ap.eleven_point", "twin", "levels from np.arange(0, 1.1, 0.1) are not exact (0.30000000000000004), "
      "so a recall exactly at 0.3, 0.6 or 0.7 misses its level",
      [[r"arange", r"floating.point", r"float\w* (error|rounding|precision|arithmetic)", r"round(ing)?.?off",
        r"rounding error", r"0\.30000", r"inexact"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.array(labels, dtype=float)
    if n_relevant == 0:
        return 0.0
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = []
    for r in np.arange(0, 1.1, 0.1):
        mask = rec >= r
        vals.append(prec[mask].max() if mask.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("e04", "sig.sign_test", "twin", "tied queries are not dropped: n counts every query (gives the same numbers "
      "as counting ties as losses)",
      [[r"not dropped", r"(never|without) dropp\w*", r"(kept|keeps|keep|includ\w*|count\w*) (the )?ties?\b",
        r"tied quer\w* (are )?(kept|included|counted|left in)", r"n (includes|counts) (the )?ties",
        r"(all|every) (the )?quer\w* (counted|in n)"]], '''
from scipy.stats import binomtest
a, b = v["a"], v["b"]
wins = sum(x > y for x, y in zip(a, b))
my_sign_p = binomtest(wins, len(a), 0.5).pvalue
''')

wrong("e05", "roc.auc", "twin", "treats a lower score as better (scores ranked ascending), giving 1 - AUC "
      "(the same numbers as flipped labels)",
      [[r"lower (score|scores) (is|are|as) better", r"(negat|revers|invert|flip)\w* (the )?scores?",
        r"scores?.{0,20}(negat|revers|invert|flip|ascending)", r"ascending", r"1 ?- ?(the )?AUC",
        r"smaller (score|scores) (is|are|as) better", r"like (a )?distances?"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    wins = 0.0
    for p in pos:
        for n in neg:
            if p < n:
                wins += 1
            elif p == n:
                wins += 0.5
    return wins / (len(pos) * len(neg))
''')

wrong("e06", "map.mrr", "twin", "np.argmax of an all-zero run is 0, so a query with nothing relevant retrieved "
      "counts as reciprocal rank 1",
      [[r"argmax", r"all.zeros?", r"(nothing|no) relevant.{0,40}(counted|counts|scores?|gets?) (as )?(1|one|full)",
        r"(RR|reciprocal rank) (of )?(1|one) for"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(r)) + 1) for r in runs]
    return float(np.mean(rr))
''')

wrong("e07", "ap.at_k", "twin", "divides by min(k, len(labels)) (the list length taken for n_relevant); the same "
      "as dividing by k while k is shorter than the list",
      [[r"len\(labels\)", r"(length|size) of the (list|ranking)", r"list length", r"(number of|how many) (items|ranks) "
        r"(retrieved|in the list)", r"list'?s? length"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = labels[:k]
    hits, acc = 0, 0.0
    for i, rel in enumerate(top, 1):
        if rel:
            hits += 1
            acc += hits / i
    return acc / min(k, len(labels))
''')

# ------------------------------------------------------------------------------------------------- data
wrong("f01", "set.pr", "data", "works on the lists, not sets: a duplicated retrieved id is counted each time",
      [[r"duplicat\w*", r"repeat\w* (ids?|items?)", r"(list|lists) instead of (a )?sets?", r"(no|without|never|not) "
        r"(a )?set\(?", r"counted (more than once|again|each time)"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("f02", "avg.macro", "data", "reads each table as [tp, fn, fp]: divides tp by tp + fn",
      [[r"(column|field|entry|element)s? order", r"order of (the )?(columns|fields|entries|counts|table)",
        r"(fp|fn) (and|with) (fn|fp) (swapped|confused|mixed)", r"(swapped|confused|mixed up) (fp|fn)",
        r"\brecall\b", r"misread\w*.{0,20}table"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 2]
    denom = tp + fp
    return float(np.mean(np.where(denom > 0, tp / np.where(denom > 0, denom, 1), 0.0)))
''')

wrong("f03", "map.mean", "data", "concatenates all the runs into one long ranking and computes one AP of it",
      [[r"(flatten|concatenat|join|merg|pool|chain)\w*", r"one (long )?(ranking|list)", r"single ranking",
        r"(one|a single) AP"]], '''
from itertools import chain

def my_map(runs, n_relevant):
    flat = list(chain.from_iterable(runs))
    R = sum(n_relevant)
    hits, s = 0, 0.0
    for i, rel in enumerate(flat, 1):
        if rel:
            hits += 1
            s += hits / i
    return s / R if R else 0.0
''')

wrong("f04", "ndcg.all_judgments", "data", "appends the unretrieved grades to the end of the ranking, as if they "
      "had been retrieved, before computing its DCG",
      [[r"append\w*", r"(added|adds|add|concatenat\w*|extend\w*).{0,30}(ranking|run|retrieved list|grades)",
        r"(as if|as though) (they (were|had been) )?retrieved", r"(end|bottom|tail) of the (ranking|list|run)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    run = list(grades) + list(unretrieved)
    ideal = sorted(run, reverse=True)
    best = dcg(ideal)
    return dcg(run) / best if best else 0.0
''')

wrong("f05", "rank.distances", "data", "sorts the distances alone; the labels stay in their original order "
      "(the pairing of distance and label is lost)",
      [[r"labels? (are )?(not|never) (re-?ordered|sorted|permuted|moved)", r"sort\w* (only )?the distances",
        r"(original|input|given) order", r"(lost|break\w*|losing|lose) (the )?(pairing|link|correspondence)",
        r"(unsorted|not sorted) labels"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

wrong("f06", "sig.sign_test", "data", "sorts each system's scores separately before comparing, losing the "
      "per-query pairing",
      [[r"pair\w*", r"sort\w* (each|both|the scores|a and b|separately)", r"(independent|unpaired|separate)\w*",
        r"(correspondence|match\w*) (between|of) (the )?queries"]], '''
from math import comb
a, b = sorted(v["a"]), sorted(v["b"])
w = sum(x > y for x, y in zip(a, b))
l = sum(x < y for x, y in zip(a, b))
n = w + l
k = min(w, l)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n)
''')

wrong("f07", "pr.averaged", "data", "uses n_relevant[0] (the first query's class size) for every query",
      [[r"n_relevant\[0\]", r"(first|same|one) (query'?s? )?(class size|n_relevant|number of relevant)",
        r"(every|all|each) quer\w*.{0,30}(same|first)", r"(per|each).query n_relevant (ignored|not used)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R if R else np.zeros_like(hits)
        row = []
        for j in range(11):
            m = rec >= j / 10
            row.append(float(prec[m].max()) if R and m.any() else 0.0)
        curves.append(row)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

# ------------------------------------------------------------------------------------------------ right
right("g01", "rank.p_at_k", "NumPy slice, divided by k", '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.sum(np.asarray(labels[:k], dtype=float)) / k)
''')

right("g02", "ap.exact", "loop with an exact Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, s = 0, Fraction(0)
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            s += Fraction(hits, rank)
    return float(s / n_relevant)
''')

right("g03", "dcg.classic", "NumPy with the discount max(1, log2 i)", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
    return float((g / disc).sum())
''')

right("g04", "scope.knn_ties", "sorted pairs, closer and tied groups", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    closer = [l for d, l in pairs if d < cut]
    tied = [l for d, l in pairs if d == cut]
    room = k - len(closer)
    rel_tied = sum(tied)
    low = sum(closer) + max(0, room - (len(tied) - rel_tied))
    high = sum(closer) + min(room, rel_tied)
    return [low / k, high / k]
''')

right("g05", "rank.r_precision", "padded list", '''
R = v["n_relevant"]
labels = list(v["labels"]) + [0] * R
my_r_precision = sum(labels[:R]) / R
''')

right("g06", "ap.value", "list comprehension", '''
lab = v["labels"]
ranks = [i for i, x in enumerate(lab, 1) if x]
my_ap_value = sum((j + 1) / r for j, r in enumerate(ranks)) / v["n_relevant"]
''')

SUBMISSIONS = tuple(S)
