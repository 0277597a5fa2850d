"""Diagnosis class 199, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
mix up the roles of their inputs: labels and grades, distances and scores, n_relevant and k, runs and queries,
retrieved and relevant (written in loops, NumPy, comprehensions, itertools and fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references),
``ireval_teach/exercises/variants.py``, the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c199-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class199): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 199 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c199-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the "
      "list (a recall within the list) instead of by k",
      [[r"recall", r"(number|count) of relevant (items )?in the (whole )?(list|ranking)", r"sum\(labels\)",
        r"divid\w* by (the )?(number|count|total) of (relevant|hits|ones)", r"relevant (items )?in the list"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for x in labels[:k]:
        if x == 1:
            hits += 1
    total_rel = sum(labels)
    if total_rel == 0:
        return 0.0
    return hits / total_rel
''')

wrong("q02", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "instead of by n_relevant (AP over the retrieved relevant items only)",
      [[r"(relevant items? |hits? )?retrieved (relevant )?(items )?only", r"(number|count) of (relevant (items )?)?"
        r"(retrieved|found|hits)", r"retrieved relevant", r"sum\(labels\)", r"instead of n_relevant",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missing)", r"divid\w* by (the )?hits"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / y.sum())
''')

wrong("q03", "gen.grip_point", "sibling", "returns the precision of the whole list (scope = the list length) "
      "instead of the precision at scope n_relevant",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"len\(labels\)", r"list'?s? length",
        r"length of the (list|ranking)", r"all (the )?(ranks|retrieved items)", r"scope.{0,30}(list length|"
        r"len|whole)"]], '''
def my_grip_point(labels, n_relevant):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return v / s if s else 0.0
''')

wrong("q04", "map.mrr", "sibling", "averages each query's average precision (MAP, with the retrieved relevant "
      "items as n_relevant) instead of the reciprocal rank of the first relevant item",
      [[r"average precision", r"\bMAP\b", r"\bAP\b", r"precision at (each|every|all) relevant"]], '''
def my_mrr(runs):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for rank, x in enumerate(run, start=1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q05", "avg.macro", "sibling", "pools the counts of all queries (micro-averaged precision) instead of "
      "averaging the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of )?(the |all )?(tp|fp|counts|tables)", r"total (tp|fp|counts)",
        r"(adds|sums|adding|summing) (up )?(the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q06", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches r (the step "
      "rule) instead of the maximum precision over all ranks reaching r",
      [[r"step", r"first rank", r"(no|not the|without (the|a)|missing (the)?) max", r"instead of (the )?max",
        r"(maximum|max) (over|of) (all )?(the )?(later|following|deeper|remaining)"]], '''
def my_interpolated(labels, n_relevant):
    precs, recs = [], []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        precs.append(hits / i)
        recs.append(hits / n_relevant if n_relevant else 0.0)
    out = []
    for j in range(11):
        r = j / 10
        out.append(next((p for p, rc in zip(precs, recs) if rc >= r), 0.0))
    return out
''')

wrong("q07", "sig.sign_test", "sibling", "reports the one-sided p-value (the smaller binomial tail, not doubled) "
      "instead of the two-sided one",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"(forgot|forgets|without|missing|never) "
        r"(to )?doubl\w*", r"half (of )?the (two.sided )?p"]], '''
from math import comb

wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
losses = sum(1 for x, y in zip(v["a"], v["b"]) if x < y)
n = wins + losses
m = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(m + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on recall instead of precision in the denominator (b^2 R + P "
      "instead of b^2 P + R)",
      [[r"(beta|b)\s*(\^|\*\*)\s*2\s*\*?\s*(R|recall)\b", r"(precision|P) and (recall|R).{0,40}(swapped|exchanged"
        r"|confused|mixed|interchanged|reversed)", r"(recall|R) and (precision|P).{0,40}(swapped|exchanged|confused|"
        r"mixed|interchanged|reversed)", r"beta.{0,40}(weights|multiplies|on|to) (the )?recall",
        r"denominator.{0,60}(swap|exchang|wrong term)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\(", r"log(arithm)? (to|of|in|with) base e",
        r"(wrong|another|other) (log(arithm)? )?base", r"instead of log2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades, start=1):
        if i == 1:
            total += g
        else:
            total += g / math.log(i)
    return total
''')

wrong("q10", "gen.practical", "shape", "swaps s and v in the recall bound: v / (d - v + s) instead of "
      "v / (d - s + v)",
      [[r"d ?- ?v ?\+ ?s", r"(s and v|v and s).{0,40}(swapped|exchanged|confused|mixed|interchanged|reversed)",
        r"swap\w* (s and v|v and s)", r"(scope|s) (and|with) (the )?(relevant count|v).{0,30}(swapped|confused)"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = Fraction(v, s)
    rec_low = Fraction(v, d - v + s)
    gen_low = Fraction(v, d)
    return [float(prec), float(rec_low), float(gen_low)]
''')

wrong("q11", "ndcg.value", "shape", "divides the ideal DCG by the ranking's DCG (IDCG / DCG, the ratio upside "
      "down)",
      [[r"invert\w*", r"upside.down", r"IDCG ?/ ?DCG", r"ideal.{0,30}(divided by|over) (the )?(actual|DCG|"
        r"ranking|system)", r"reciprocal", r"(numerator and denominator|DCG and IDCG|IDCG and DCG).{0,30}"
        r"(swapped|exchanged|reversed)"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(ideal) / dcg(v["grades"])
''')

wrong("q12", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"larger of", r"max\(k, ?n_relevant\)", r"instead of (the )?min", r"bigger of"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    denom = max(k, n_relevant)
    return s / denom if denom else 0.0
''')

wrong("q13", "roc.eer", "shape", "reports the true positive rate at the crossing (1 - EER) instead of the false "
      "positive rate there",
      [[r"(returns?|reports?|gives?|reads?|takes?) (the )?(TPR|true positive rate)", r"(TPR|true positive rate) "
        r"(at|instead|rather)", r"1 ?- ?(the )?(EER|equal error)", r"instead of (the )?(FPR|FNR|false "
        r"(positive|negative))", r"complement"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr, tpr = np.array(fpr), np.array(tpr)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(tpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(tpr[j - 1] + t * (tpr[j] - tpr[j - 1]))
''')

wrong("q14", "dcg.trec", "shape", "puts the +1 outside the logarithm: log2(i) + 1 instead of log2(i + 1)",
      [[r"log2\(i\) ?\+ ?1", r"(\+ ?1|plus one|the one|1 is added).{0,40}outside", r"outside (the )?(log|parenthes)",
        r"parenthes[ie]s", r"(added|adds) (after|outside)"]], '''
import math

my_dcg_trec = sum(g / (math.log2(i) + 1) for i, g in enumerate(v["grades"], start=1))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "never advances the query index, so every query's AP is divided by the first "
      "query's n_relevant",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number of relevant)", r"(index|counter|\bi\b).{0,40}"
        r"never (incremented|advanced|updated|increased|moved)", r"same n_relevant", r"one query'?s? n_relevant",
        r"(forgot|forgets|missing|no|never) (to )?(increment|advance|i \+= 1)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    i = 0
    for run in runs:
        hits, s = 0, 0.0
        for rank, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / rank
        total += s / n_relevant[i] if n_relevant[i] else 0.0
    return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends the precision before counting the relevant item just met (one hit "
      "short at every point)",
      [[r"before (increment|count|add|updat)\w*", r"(not yet|hasn't been|has not been|isn't|is not) (yet )?"
        r"counted", r"(one|1) (hit|relevant( item)?) (too )?(few|short|behind|less)", r"off.by.one",
        r"(hits|count\w*) (is )?(incremented|updated|increased) (too )?late", r"after (appending|computing)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, x in enumerate(labels, start=1):
        if x == 1:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q17", "ap.eleven_point", "flow", "builds the levels with range(10), so recall 1.0 is left out and the "
      "mean is over 10 levels",
      [[r"(10|ten) (recall )?levels", r"range\(10\)", r"(miss|skip|leav|omit|drop|forg[eo]t|lack)\w*.{0,40}"
        r"(last|recall (level )?1|eleventh|11th|1\.0)", r"off.by.one", r"(only|stops at|up to) 0\.9"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    levels = [j / 10 for j in range(10)]
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in levels]
    return float(np.mean(vals))
''')

wrong("q18", "rank.distances", "flow", "computes the nearest-first order with argsort but never applies it: "
      "P@k of the labels in input order",
      [[r"(never|not|without|n't) (actually )?(sort|reorder|appl|us)\w*", r"input order", r"unsorted",
        r"argsort.{0,40}(unused|never used|not used|ignored|discarded)", r"(first|top) k (labels|items) (as given|"
        r"of the input|in (the )?(input|given) order)", r"order (is )?(computed|calculated) but"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    order = np.argsort(d, kind="stable")
    top = y[:k]
    return float(top.sum() / k)
''')

wrong("q19", "map.mrr", "flow", "has no break: adds the reciprocal rank of every relevant item of a query, not "
      "only the first",
      [[r"(no|missing|forg[eo]t\w*|without|lacks?) (a |the )?break", r"(every|each|all) (the )?relevant "
        r"(item|rank)s?", r"not (just|only) the first", r"sum\w* (of )?(the |all )?reciprocal", r"keeps? "
        r"(adding|going|looping|counting)", r"(doesn't|does not|never) stop"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q20", "scope.knn_ties", "flow", "collects the tied targets from the top-k slice only, so the tie block "
      "is cut at k (in input order) and both bounds become the P@k of one tie order",
      [[r"(only|just) (the )?tied (targets|items|ones|distances) (in|within|inside) (the )?(top|first) k",
        r"\[:k\]", r"slic\w*", r"cut\w*.{0,40}(tie|tied block|ties).{0,20}at k", r"(tied|ties) (beyond|after|past|"
        r"outside|below) (the )?(k-th|kth|top k|first k|cut)", r"input order", r"(tie|tied) block.{0,30}(truncated|"
        r"cut)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    dk = distances[order[k - 1]]
    closer = [labels[i] for i in order if distances[i] < dk]
    tied = [labels[i] for i in order[:k] if distances[i] == dk]
    slots = k - len(closer)
    rel = sum(tied)
    nonrel = len(tied) - rel
    low = sum(closer) + max(0, slots - nonrel)
    high = sum(closer) + min(slots, rel)
    return [low / k, high / k]
''')

wrong("q21", "pr.averaged", "flow", "adds the curve to the totals after the query loop (dedented), so only the "
      "last query's curve is summed before dividing by the number of queries",
      [[r"last query", r"(outside|after) the (query |outer |for )?loop", r"indent\w*", r"only (one|the last|a "
        r"single) query", r"(one|the last) query'?s? curve", r"other queries.{0,30}(lost|dropped|ignored|"
        r"overwritten)", r"overwrit\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    totals = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        curve = []
        precs, hits_list, hits = [], [], 0
        for i, x in enumerate(labels, 1):
            hits += x
            precs.append(hits / i)
            hits_list.append(hits)
        for j in range(11):
            ok = [p for p, h in zip(precs, hits_list) if n and 10 * h >= j * n]
            curve.append(max(ok) if ok else 0.0)
    for j in range(11):
        totals[j] += curve[j]
    return [t / len(runs) for t in totals]
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: the division raises ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: raises ZeroDivisionError when no "
      "item is relevant",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "guards tp + fn instead of tp + fp, so a query with nothing retrieved raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fn == 0:
            precs.append(0.0)
        else:
            precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "gen.grip_point", "hidden", "indexes labels[0 .. n_relevant - 1] without checking the length: "
      "IndexError when the list is shorter than the class",
      [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("q26", "interp.step", "hidden", "looks for the first relevant rank whose recall is strictly greater than "
      "the level (> instead of >=), so a level equal to some R_i reads the next point",
      [[r"strict\w*", r"(>|<) instead of (>=|<=)", r"(>=|<=|at least|greater than or equal).{0,30}(should|"
        r"instead|rather|needed)", r"(equality|equal case|equal recall).{0,30}(excluded|missed|left out|not "
        r"(included|counted|accepted))", r"(skips|passes|moves past|goes past|one point too far).{0,40}"
        r"(point|relevant item|R_i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / rank
    return 0.0
''')

wrong("q27", "scope.eps_precision", "hidden", "takes the NumPy mean of the selected labels with no guard, so an "
      "empty result gives nan instead of 0",
      [NAN + [r"mean of (an )?empty", r"empty (array|selection|slice)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q28", "map.mean", "hidden", "skips a query with no relevant item retrieved instead of counting its AP "
      "of 0 in the mean",
      [[r"skip\w*", r"drop\w*", r"leav\w* (it |them |the query |such queries )?out", r"exclud\w*", r"ignor\w*",
        r"(not|never) count\w*", r"fewer queries", r"(only|just) (the )?queries (with|that)"],
       [r"(no|zero|without) (relevant|hits?)", r"never retrieved", r"empty", r"AP (of |= ?|is )?0",
        r"nothing (relevant )?(is )?retrieved"]], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        if sum(labels) == 0:
            continue
        hits, s = 0, 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / rank
        aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "divides the hits by the wrong set in both measures (precision over the relevant "
      "set, recall over the retrieved set): the roles of retrieved and relevant are exchanged",
      [[r"(retrieved and relevant|relevant and retrieved)( sets)?.{0,40}(swapped|confused|mixed|exchanged|"
        r"reversed|interchanged)", r"(swap|exchang|confus|mix)\w*.{0,30}(the )?(roles|denominators)",
        r"denominators? (are |were )?(swapped|exchanged|reversed|confused)", r"precision.{0,60}(divid\w*|over|"
        r"denominator).{0,30}(relevant|len\(relevant\))", r"(divid\w*|denominator).{0,40}(wrong|other) set"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q30", "roc.auc", "twin", "takes the items labelled 0 as the positives (the label roles exchanged), so it "
      "returns 1 - AUC",
      [[r"label\w*.{0,40}(swapped|inverted|flipped|reversed|confused|exchanged)", r"(0|zero).{0,30}(as|treated "
        r"as|taken as|for) (the )?positives?", r"positives?.{0,30}label(l)?ed (0|zero)", r"negatives? (taken|treated|"
        r"used) as (the )?positives?", r"(positive and negative|negative and positive) (classes |items )?.{0,20}"
        r"(swapped|exchanged|confused|reversed)", r"(invert|flip)\w* (the )?labels"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 0]
    neg = [s for s, y in zip(scores, labels) if y == 1]
    total = 0.0
    for a in pos:
        for b in neg:
            if a > b:
                total += 1
            elif a == b:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q31", "rank.distances", "twin", "sorts the distances in descending order as if they were similarity "
      "scores (the farthest first)",
      [[r"descending", r"reverse", r"farthest", r"largest (distance|first)", r"(as|like) (a |if they were )?"
        r"(score|similarit)", r"higher (is|=|means) better", r"(biggest|highest) distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (misreads the column order), so it divides "
      "by tp + fn",
      [[r"(column|field|entr(y|ies)|element)s?.{0,40}order", r"unpack\w*", r"(fp|false positives?) and (fn|false "
        r"negatives?).{0,30}(swapped|confused|exchanged|mixed|reversed)", r"(fn|fp) (read|taken|used) as (the )?"
        r"(fp|fn)", r"\[tp, ?fn, ?fp\]", r"misread\w*"]], '''
def my_macro_precision(tables):
    total = 0.0
    for t in tables:
        tp, fn, fp = t
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q33", "dcg.trec", "twin", "uses the 0-based enumerate index in log2(i + 1) and patches the first term's "
      "division by zero, so each discount is one rank too small",
      [[r"0-based", r"zero-based", r"off.by.one", r"(index|\bi\b|enumerate).{0,30}(starts?|from|begins?) (at )?"
        r"(0|zero)", r"rank (index )?one (too )?(low|small)", r"start ?= ?1", r"one rank too (small|low|early)"]], '''
import math

total = 0.0
for i, g in enumerate(v["grades"]):
    if i == 0:
        total += g
    else:
        total += g / math.log2(i + 1)
my_dcg_trec = total
''')

wrong("q34", "roc.eer", "twin", "takes label 0 as the positive class (the labels' roles exchanged) when building "
      "the ROC curve",
      [[r"label\w*.{0,40}(swapped|inverted|flipped|reversed|confused|exchanged)", r"(0|zero).{0,30}(as|treated "
        r"as|taken as|for) (the )?positives?", r"negatives? (taken|treated|used) as (the )?positives?",
        r"(positive and negative|negative and positive) (classes |items )?.{0,20}(swapped|exchanged|confused|"
        r"reversed)", r"(invert|flip)\w* (the )?labels"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in sorted(set(scores), reverse=True):
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("q35", "scope.knn_ties", "twin", "negates the label in the tie-break key of the pessimistic order, which "
      "puts the tied relevant targets first there (and last in the other)",
      [[r"(sign|negat|minus|-label)\w*.{0,40}(key|tie.?break|label)", r"tie.?break\w*.{0,40}(reversed|swapped|"
        r"wrong way|backwards|inverted)", r"(sort )?keys?.{0,30}(swapped|reversed|inverted|backwards)",
        r"relevant (targets? )?first.{0,40}pessimistic", r"pessimistic.{0,40}relevant (targets? )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    idx = range(len(distances))
    pess = sorted(idx, key=lambda i: (distances[i], -labels[i]))
    opt = sorted(idx, key=lambda i: (distances[i], labels[i]))
    return [sum(labels[i] for i in pess[:k]) / k, sum(labels[i] for i in opt[:k]) / k]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "pr.averaged", "data", "divides the summed curves by the length of the first run (its number of "
      "ranks) instead of by the number of queries",
      [[r"len\(runs\[0\]\)", r"length of (the first|a|one) (run|ranking|list|query)", r"number of (ranks|items|"
        r"documents|positions)", r"runs?\[0\]", r"(ranks|list length).{0,30}instead of.{0,30}(queries|runs)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    n_queries = len(runs[0])
    total = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        for j in range(11):
            ok = prec[10 * hits >= j * n] if n else np.array([])
            total[j] += ok.max() if ok.size else 0.0
    return list(total / n_queries)
''')

wrong("q37", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranking's own DCG as if they "
      "had been retrieved at the bottom",
      [[r"unretrieved.{0,40}(appended|added|put|placed).{0,30}(ranking|list|DCG|bottom|end)",
        r"unretrieved.{0,40}(in|into) the (actual |system'?s? |ranking'?s? )?DCG", r"(as if|treated as).{0,30}"
        r"retrieved", r"(append|add)\w*.{0,40}(to|at) the (end|bottom|ranking|list)", r"(in|into) the (actual|"
        r"system'?s?|ranking'?s?) DCG"]], '''
import math

def my_ndcg(grades, unretrieved):
    ranking = list(grades) + list(unretrieved)
    ideal = sorted(ranking, reverse=True)
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))
    idcg = dcg(ideal)
    return dcg(ranking) / idcg if idcg else 0.0
''')

wrong("q38", "interp.curve", "data", "uses the number of relevant items in the list (sum(labels)) as the recall "
      "denominator instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in|retrieved in) the (list|ranking)", r"retrieved relevant",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"(number|count) of (hits|relevant (items )?"
        r"retrieved)"]], '''
def my_interpolated(labels, n_relevant):
    n_rel = sum(labels)
    points = []
    hits = 0
    for i, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_rel if n_rel else 0.0, hits / i))
    return [max([p for r, p in points if r >= j / 10], default=0.0) if n_rel else 0.0 for j in range(11)]
''')

wrong("q39", "scope.eps_precision", "data", "sorts the distances alone, so the labels no longer belong to the "
      "distances they are zipped with",
      [[r"sort\w*.{0,50}(without|not|but not).{0,30}labels", r"(labels?|pairs?|pairing).{0,40}(misaligned|out of "
        r"(step|line|sync|order)|no longer (match|line up|aligned|belong)|mismatch)", r"(broke|breaks|lost|loses|"
        r"destroys?) the (pairing|alignment|correspondence)", r"(labels?) (of|belong to) (the )?(wrong|other)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    inside = [lab for dist, lab in zip(ds, labels) if dist < epsilon]
    return sum(inside) / len(inside) if inside else 0.0
''')

wrong("q40", "dcg.classic", "data", "sorts the grades from high to low before discounting (the ideal DCG of the "
      "grades, not the DCG of the ranking as given)",
      [[r"sort\w*", r"ideal", r"IDCG", r"re-?order\w*", r"descending"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    ranks = np.arange(1, len(g) + 1)
    disc = np.ones(len(g))
    disc[1:] = np.log2(ranks[1:])
    return float((g / disc).sum())
''')

wrong("q41", "rank.r_precision", "data", "uses the number of relevant items in the list (sum(labels)) as R "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"(number|count) of relevant (items )?(retrieved|in the (list|ranking))", r"retrieved "
        r"relevant", r"instead of n_relevant", r"ignor\w* n_relevant", r"(number|count) of (hits|ones)"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q42", "ap.at_k", "data", "cuts the ranking at n_relevant instead of k (the two parameters' roles "
      "exchanged)",
      [[r"cut\w*.{0,30}n_relevant", r"(top|first) n_relevant", r"(k and n_relevant|n_relevant and k).{0,40}"
        r"(swapped|confused|mixed|exchanged|interchanged)", r"n_relevant (used )?(as|instead of) (the )?(k|cut)",
        r"labels\[:n_relevant\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:n_relevant]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    d = min(k, n_relevant)
    return s / d if d else 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "exact Fractions in a loop", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += Fraction(hits, rank)
    return float(total / n_relevant)
''')

right("q44", "interp.step", "explicit loop with integer recall comparison", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for rank, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits >= level * n_relevant - 1e-12:
                return hits / rank
    return 0.0
''')

right("q45", "roc.eer", "NumPy ROC points, interpolated crossing", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    fpr, fnr = np.array(fpr), 1 - np.array(tpr)
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if j == 0 or diff[j] == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("q46", "gen.practical", "Fractions, the paper's letters", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q47", "map.mrr", "itertools.compress with next(default)", '''
from itertools import compress, count

def my_mrr(runs):
    rrs = []
    for run in runs:
        first = next(compress(count(1), run), None)
        rrs.append(1 / first if first else 0.0)
    return sum(rrs) / len(rrs)
''')

right("q48", "scope.knn_ties", "comprehensions over the tied block", '''
def my_knn_tie_bounds(distances, labels, k):
    dk = sorted(distances)[k - 1]
    closer = sum(lab for d, lab in zip(distances, labels) if d < dk)
    n_closer = sum(1 for d in distances if d < dk)
    tied = [lab for d, lab in zip(distances, labels) if d == dk]
    slots = k - n_closer
    rel = sum(tied)
    nonrel = len(tied) - rel
    return [(closer + max(0, slots - nonrel)) / k, (closer + min(slots, rel)) / k]
''')

SUBMISSIONS = tuple(S)
