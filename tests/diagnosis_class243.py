"""Diagnosis class 243, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an ordinary second-year class of mixed ability in
an IR evaluation course -- the mistakes a TA sees most often: plain loops, a little NumPy, comprehensions,
itertools and the odd ``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py``: task
ids, signatures, statements, hidden-check hints, references), ``variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c243-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class243): every right
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

BATCH = "diagnosis class 243 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c243-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns van Rijsbergen's effectiveness E = 1 - F_beta instead of F_beta",
      [[r"\bE\b.?measure", r"effectiveness", r"1 ?- ?F", r"one minus (the )?F", r"complement of (the )?F"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    f = (1 + b2) * precision * recall / (b2 * precision + recall)
    return 1 - f
''')

wrong("q02", "ap.exact", "sibling", "returns R-precision (precision at rank n_relevant) instead of average precision",
      [[r"R.?precision", r"precision at (rank )?R\b", r"P@R", r"precision at (rank )?n_relevant",
        r"precision at (the )?(class size|number of relevant)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    top = labels[:n_relevant]
    return sum(top) / n_relevant
''')

wrong("q03", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1 "
      "(computes the trec DCG)",
      [[r"linear gain", r"gain.{0,20}rel_?i\b", r"without (the )?(exponential|2\s*\^)", r"(forgot|missing|no|drops?)\w*.{0,25}(2\s*\^|exponential|2\*\*)",
        r"raw grade", r"grade itself", r"instead of 2\s*\^"]], '''
import math

my_dcg_exp = sum(g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("q04", "pr.points", "sibling", "returns the recall of each point instead of its precision",
      [[r"recall (values|instead|of each)", r"returns? (the )?recalls?", r"hits? ?/ ?n_relevant", r"divid\w* by n_relevant",
        r"instead of (the )?precision"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q05", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the macro "
      "average of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the |all )?(tp|counts|tables)", r"total tp", r"aggregat\w* (the )?counts",
        r"weight\w* by (the )?(number|size|retrieved)"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    if tp + fp == 0:
        return 0.0
    return tp / (tp + fp)
''')

wrong("q06", "interp.step", "sibling", "returns the standard interpolated precision (maximum precision at any recall "
      ">= level) instead of the lecture's step rule P_i",
      [[r"maximum precision", r"max(imum)? over", r"standard interpolat", r"highest precision", r"recall >= ?(r|level)",
        r"11.?point interpolat", r"any (later|higher) (rank|recall)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if n_relevant and hits / n_relevant >= level:
            best = max(best, hits / k)
    return best
''')

wrong("q07", "map.mrr", "sibling", "averages P@1 (whether the first item is relevant) instead of the reciprocal rank "
      "of the first relevant item",
      [[r"P@1", r"precision at (rank )?1", r"first (item|position|rank) (only|alone)", r"whether the first", r"rank 1 only", r"top.?1",
        r"only (the )?first (position|rank|item)"]], '''
def my_mrr(runs):
    return sum(run[0] for run in runs) / len(runs)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta squared", r"square", r"beta\*\*2", r"beta not squared", r"unsquared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"np\.log\b", r"wrong base",
        r"(another|other|different) base", r"base of the log", r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if len(g) == 0:
        return 0.0
    i = np.arange(2, len(g) + 1)
    return float(g[0] + np.sum(g[1:] / np.log(i)))
''')

wrong("q10", "ndcg.all_judgments", "shape", "returns the DCG itself, never divided by the ideal DCG",
      [[r"not (normali[sz]ed|divided)", r"never divid", r"without (dividing|normali[sz]ing|the ideal)",
        r"(forgot|missing|no|drops?|omit)\w*.{0,25}(ideal|normali[sz]|division|IDCG)", r"unnormali[sz]ed",
        r"DCG (itself|alone|only)", r"raw DCG", r"returns? (the )?DCG"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, 1):
        dcg += g if i == 1 else g / log2(i)
    return dcg
''')

wrong("q11", "ap.at_k", "shape", "divides the sum of precisions by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/ ?k\b", r"over k\b", r"denominator.{0,20}\bk\b", r"instead of min",
        r"(forgot|missing|no|without)\w*.{0,10}\bmin\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if min(k, n_relevant) == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, lab in enumerate(labels[:k], start=1):
        if lab:
            hits += 1
            total += hits / i
    return total / k
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided p-value: the binomial tail is never doubled",
      [[r"one.?(sided|tailed)", r"not doubled", r"never doubled", r"(forgot|missing|no|without)\w*.{0,20}(doubl|2 ?\*|times 2|factor (of )?2|two.?sided)",
        r"half (of )?the (two.?sided )?p", r"single tail", r"one tail"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "map.mrr", "shape", "returns 1 / (mean rank of the first relevant item) instead of the mean of the "
      "reciprocal ranks",
      [[r"mean (of the )?ranks?", r"average (of the )?ranks?", r"reciprocal of (the )?(mean|average)",
        r"1 ?/ ?(mean|average)", r"invert\w* (after|the mean|the average)", r"mean before (the )?recipro"]], '''
def my_mrr(runs):
    ranks = []
    for run in runs:
        for i, x in enumerate(run, 1):
            if x:
                ranks.append(i)
                break
    if not ranks:
        return 0.0
    return 1 / (sum(ranks) / len(runs))
''')

wrong("q14", "pr.averaged", "shape", "divides each level's sum over the queries by 11 (the number of levels) "
      "instead of the number of queries",
      [[r"divid\w* by 11", r"/ ?11", r"number of levels", r"eleven", r"instead of (the )?number of queries",
        r"not (by )?(the )?number of queries"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for labels, n_rel in zip(runs, n_relevant):
        if n_rel == 0:
            continue
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / n_rel, hits / k))
        for j in range(11):
            r = j / 10
            sums[j] += max((p for rec, p in pts if rec >= r), default=0.0)
    return [s / 11 for s in sums]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the sliced list labels[:k] instead of k when k runs "
      "past the end of the list",
      [[r"len\(labels\[:k\]\)", r"slice", r"length of the (sliced |truncated )?list", r"list length",
        r"instead of k", r"not (by )?k\b", r"shorter than k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q16", "map.mean", "flow", "never resets the hit counter between queries, so each query's precisions go on "
      "counting the previous queries' relevant items",
      [[r"reset", r"carr\w* over", r"previous quer", r"accumulat\w*", r"(initiali[sz]|set)\w* (once|outside|before the)",
        r"outside the (query )?loop", r"shared (between|across)"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for run, n_rel in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n_rel if n_rel else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "computes the precision before counting the current relevant item "
      "(hits incremented one line too late)",
      [[r"before (count|increment|add)", r"too late", r"off.?by.?one", r"one (hit|relevant item) (short|too few)",
        r"(current|this) (relevant )?item (is )?not (yet )?counted", r"after (computing|appending)", r"hits - 1"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        if lab:
            out.append(hits / k)
            hits += 1
    return out
''')

wrong("q18", "interp.curve", "flow", "the loop over ranks stops one short (range(1, len(labels))), so the last rank "
      "is never looked at",
      [[r"last rank", r"off.?by.?one", r"one short", r"range\(1, ?len", r"misses? the last", r"last (item|position)"]], '''
def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(1, len(labels)):
        hits += labels[k - 1]
        if n_relevant:
            pts.append((hits / n_relevant, hits / k))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]
''')

wrong("q19", "pr.averaged", "flow", "the running maximum of the curve is kept across queries (initialised once "
      "outside the query loop), so a query's levels inherit the previous queries' precisions",
      [[r"outside the (query )?loop", r"reset", r"carr\w* over", r"previous quer", r"across (the )?queries",
        r"(initiali[sz]|creat)\w* once", r"shared (between|across)", r"kept across"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    curve = [0.0] * 11
    for labels, n_rel in zip(runs, n_relevant):
        if n_rel:
            hits = 0
            for k, lab in enumerate(labels, 1):
                hits += lab
                for j in range(11):
                    if hits / n_rel >= j / 10:
                        curve[j] = max(curve[j], hits / k)
        total = [t + c for t, c in zip(total, curve)]
    return [t / len(runs) for t in total]
''')

wrong("q20", "dcg.trec", "flow", "starts the sum at the second item (range(1, len(grades))), so the first grade is "
      "dropped",
      [[r"first (item|grade|rank|position)", r"rank 1", r"skip", r"off.?by.?one", r"range\(1", r"grades\[0\]",
        r"drop\w* the first"]], '''
import math

g = v["grades"]
my_dcg_trec = 0.0
for i in range(1, len(g)):
    my_dcg_trec += g[i] / math.log2(i + 2)
''')

wrong("q21", "rank.distances", "flow", "never sorts by distance: takes P@k of the labels in their given order",
      [[r"(never|not|without|no) sort", r"unsorted", r"given order", r"original order", r"input order",
        r"(never|not) rank\w*", r"order (of|by) (the )?distance"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for precision = recall = 0: divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "set.pr", "hidden", "no guard for an empty relevant set: the recall divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel)
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.curve", "hidden", "builds the recall levels with np.arange(0, 1.1, 0.1), whose float levels "
      "(0.30000000000000004 ...) sit just above a recall of exactly 0.3, 0.6 or 0.7",
      [[r"arange", r"float\w*", r"rounding", r"0\.30000000000000004", r"not exact", r"inexact", r"precision error",
        r"accumulat\w* (float|rounding)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for r in np.arange(0, 1.1, 0.1):
        ok = rec >= r
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q25", "pr.averaged", "hidden", "no guard for a query with no relevant items: recall divides by zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, n_rel in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k, lab in enumerate(labels, 1):
            hits += lab
            pts.append((hits / n_rel, hits / k))
        curves.append([max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of labels[:c] instead of c when the list is shorter "
      "than the class",
      [[r"len\(labels\[:", r"slice", r"length of the (sliced |truncated )?list", r"list length",
        r"instead of (c|n_relevant|the class size)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q27", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero",
      [ZERODIV], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "hidden", "takes the half-open interval the wrong way round (R_(i-1) <= r < R_i), so a "
      "level equal to a reached recall R_i gets the next point's precision",
      [[r"<=.{0,20}<", r"interval", r"boundar", r"equal to (a |the )?recall",
        r"strict", r"wrong (side|end)", r"half.?open"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant == 0:
        return 0.0
    prev_r = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            r = hits / n_relevant
            if prev_r <= level < r or (level == 1.0 and r == 1.0):
                return hits / k
            prev_r = r
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "a tied (positive, negative) pair counts 0 instead of 1/2 (only strict > counted)",
      [[r"ties? (count\w* |as )?(0|zero|nothing)", r"half", r"strict", r"equal scores", r"ignor\w* (the )?ties",
        r"tied pairs? (ignored|dropped|not counted|count(ed)? (as )?(0|zero))"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("q30", "set.pr", "twin", "returns the two values in the wrong order, [recall, precision]",
      [[r"order", r"swap", r"revers", r"\[recall, ?precision\]", r"recall first", r"the other way round"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    precision = hit / len(ret) if ret else 0.0
    recall = hit / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("q31", "ap.at_k", "twin", "divides by min(k, number of relevant items in the list) instead of min(k, "
      "n_relevant): the relevant items never retrieved are ignored",
      [[r"sum\(labels\)", r"retrieved relevant", r"relevant (items )?(in|retrieved in) the (list|ranking)",
        r"never retrieved", r"unretrieved", r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, sum(labels))
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q32", "rank.r_precision", "twin", "counts the relevant items of the whole list, never cut at rank R "
      "(forgot the slice labels[:R])",
      [[r"whole list", r"entire (list|ranking)", r"not (cut|sliced|truncated)", r"never (cut|sliced|truncated)",
        r"labels\[:R\]", r"(forgot|missing|no|without) (the )?(slice|cut|truncation)", r"beyond rank R", r"all ranks"]], '''
labels, R = v["labels"], v["n_relevant"]
my_r_precision = sum(labels) / R
''')

wrong("q33", "rank.distances", "twin", "sorts with reverse=True: ranks the farthest items first",
      [[r"revers", r"farthest", r"descending", r"largest distance", r"(high|large) to (low|small)",
        r"wrong (sort )?order", r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = [lab for d, lab in sorted(zip(distances, labels), reverse=True)]
    return sum(ranked[:k]) / k
''')

wrong("q34", "sig.sign_test", "twin", "keeps the tied queries in n instead of dropping them",
      [[r"ties? (kept|not dropped|included|counted)", r"(kept|keeps|includ\w*) (the )?tie", r"equal (pairs|values|scores)",
        r"n includes", r"len\(a\)", r"all (the )?queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q35", "map.mean", "twin", "each query's AP divides by its number of relevant items retrieved (sum of the "
      "run) instead of n_relevant[i]",
      [[r"sum\(run\)", r"retrieved relevant", r"relevant (items )?(in|retrieved in) the (list|run|ranking)",
        r"unretrieved", r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        r = np.asarray(run)
        if r.sum() == 0:
            aps.append(0.0)
            continue
        prec = np.cumsum(r) / np.arange(1, len(r) + 1)
        aps.append(float(prec[r == 1].sum() / r.sum()))
    return float(np.mean(aps))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "interp.curve", "data", "ignores n_relevant and takes the number of relevant items in the list as the "
      "query's number of relevant items",
      [[r"sum\(labels\)", r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant",
        r"unretrieved", r"relevant (items )?(in|retrieved in) the (list|ranking)"]], '''
def my_interpolated(labels, n_relevant):
    n_rel = sum(labels)
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        if n_rel:
            pts.append((hits / n_rel, hits / k))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]
''')

wrong("q37", "dcg.classic", "data", "sorts the grades from high to low first (computes the ideal DCG, not the DCG "
      "of the given ranking)",
      [[r"sort", r"ideal", r"reorder", r"high to low", r"descending", r"given order"]], '''
from math import log2

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
''')

wrong("q38", "ndcg.all_judgments", "data", "binarises the grades (any grade > 0 counts 1) instead of using the "
      "graded relevance",
      [[r"binar", r"grade.{0,20}(as|to) 1", r"> ?0", r"0/1", r"(ignor|lose|drop)\w* (the )?grad",
        r"graded relevance", r"instead of (the )?grades?"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    rel = [1 if g > 0 else 0 for g in grades]
    ideal = sorted(rel + [1 if g > 0 else 0 for g in unretrieved], reverse=True)
    def dcg(xs):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(xs, 1))
    best = dcg(ideal)
    return dcg(rel) / best if best else 0.0
''')

wrong("q39", "avg.macro", "data", "reads the table as [tp, fn, fp]: divides tp by tp + fn (recall) instead of "
      "tp + fp",
      [[r"column", r"order of the (table|entries)", r"\[tp, ?fn", r"recall", r"t\[2\]", r"wrong (entry|index)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q40", "roc.auc", "data", "takes label 0 as the positive class (the labels read the other way round)",
      [[r"label 0", r"0 as (the )?positive", r"positive class", r"invert", r"revers\w* (the )?labels",
        r"1 ?- ?AUC", r"swap\w* (the )?(labels|classes)", r"other way round"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    pos, neg = s[y == 0], s[y == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone, so they no longer line up with their labels",
      [[r"sort\w* (the )?distances (alone|only|separately)", r"no longer (line|match|pair)", r"misalign",
        r"pair\w*", r"line up", r"(labels|distances) (are )?not (sorted|reordered|moved)", r"zip"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = 0
    hits = 0
    for i, d in enumerate(ds):
        if d < epsilon:
            n += 1
            hits += labels[i]
    return hits / n if n else 0.0
''')

wrong("q42", "gen.grip_point", "data", "takes the number of relevant items in the list, sum(labels), as the class "
      "size instead of n_relevant",
      [[r"sum\(labels\)", r"ignor\w* n_relevant", r"instead of n_relevant", r"not n_relevant",
        r"never retrieved", r"unretrieved", r"relevant (items )?(in|retrieved in) the (list|ranking)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "explicit ROC walk over the distinct thresholds, linear interpolation", '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, 1 - tp / P))
    prev = None
    for fpr, fnr in pts:
        d = fpr - fnr
        if d >= 0:
            if d == 0 or prev is None:
                return fpr
            f0, n0 = prev
            d0 = f0 - n0
            t = -d0 / (d - d0)
            return f0 + t * (fpr - f0)
        prev = (fpr, fnr)
    return pts[-1][0]
''')

right("q44", "scope.knn_ties", "sorted with a tie-breaking key, both ways", '''
def my_knn_tie_bounds(distances, labels, k):
    low = sorted(zip(distances, labels), key=lambda p: (p[0], p[1]))
    high = sorted(zip(distances, labels), key=lambda p: (p[0], -p[1]))
    return [sum(l for _, l in low[:k]) / k, sum(l for _, l in high[:k]) / k]
''')

right("q45", "gen.practical", "exact Fractions", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

right("q46", "ap.eleven_point", "NumPy cumsum and a comprehension", '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0 or len(labels) == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    vals = [prec[rec >= j / 10 - 1e-12].max() if (rec >= j / 10 - 1e-12).any() else 0.0 for j in range(11)]
    return float(np.mean(vals))
''')

right("q47", "rank.p_at_k", "itertools.islice", '''
from itertools import islice

def my_p_at_k(labels, k):
    return sum(islice(labels, k)) / k
''')

right("q48", "ndcg.value", "plain loop", '''
from math import log2

def dcg(gs):
    total = 0.0
    for i, g in enumerate(gs, start=1):
        total += g if i == 1 else g / log2(i)
    return total

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
best = dcg(ideal)
my_ndcg_value = dcg(v["grades"]) / best if best else 0.0
''')

SUBMISSIONS = tuple(S)
