"""Diagnosis class 154, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- slicing
enthusiasts: students who reach for negative indices, step slices and ``list[::-1]``, zip a list with its shifted
self (``x[1:]`` with ``x[:-1]``), cut windows and prefixes, and recurse on the tail of a list; a few of them write
NumPy, comprehensions, ``itertools`` or exact ``fractions``. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators,
hidden-check hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c154-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class154): every right
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

BATCH = "diagnosis class 154 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c154-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the ones in the list) instead of n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|ranking))", r"retrieved relevant", r"len\(hits\)",
        r"instead of n_relevant", r"(ignor\w*|never uses?|without) n_relevant",
        r"(unretrieved|never retrieved|missing) relevant (items )?(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    hits = [i for i, x in enumerate(labels, 1) if x]
    if not hits:
        return 0.0
    return sum(j / r for j, r in enumerate(hits, 1)) / len(hits)
''')

wrong("q02", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking is built from the retrieved grades only "
      "(the unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return g[0] + sum(x / log2(i) for i, x in enumerate(g[1:], 2)) if g else 0.0
    best = dcg(sorted(grades)[::-1])
    return dcg(grades) / best if best else 0.0
''')

wrong("q03", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1), the trec "
      "formulation) instead of the exponential gain 2^rel_i - 1",
      [[r"linear gain", r"(gain|grade)s? (used |taken )?(as is|directly|itself|themselves)",
        r"without (the )?(exponential|2\s*\^|2\s*\*\*)", r"(no|not the|missing|forg\w*) (the )?exponential",
        r"rel_?i instead of 2", r"\btrec\b", r"instead of 2\s*(\^|\*\*)"]], '''
from math import log2

my_dcg_exp = sum(g / log2(i + 1) for i, g in enumerate(v["grades"], 1))
''')

wrong("q04", "map.mean", "sibling", "averages each query's R-precision (precision at rank n_relevant) instead of "
      "its average precision",
      [[r"R-?prec", r"precision at (rank )?R\b", r"P@R\b", r"precision at (rank |depth )?n_relevant",
        r"run\[:R\]"]], '''
def my_map(runs, n_relevant):
    vals = [sum(run[:R]) / R if R else 0.0 for run, R in zip(runs, n_relevant)]
    return sum(vals) / len(vals)
''')

wrong("q05", "interp.curve", "sibling", "takes the precision at the first rank whose recall reaches the level "
      "instead of the maximum precision at that recall or beyond",
      [[r"first rank (that |where |to )?reach", r"no(t| the)? max", r"without (taking )?(the )?max",
        r"instead of (the )?max", r"first (point|rank) (reaching|at or above)",
        r"(step|first).{0,20}(rule|scheme|interpolation)", r"break\w* (at|on) the first"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        val, hits = 0.0, 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q06", "pr.points", "sibling", "returns the recall of each point (hits / n_relevant) instead of its "
      "precision",
      [[r"recalls? (instead of|not|rather than) (the )?precisions?", r"returns? (the )?recalls?",
        r"recall (values|levels) (instead|rather)", r"h(its)?\s*/\s*n_relevant",
        r"divid\w* by n_relevant (instead|not|rather)", r"x.?axis"]], '''
def my_pr_points(labels, n_relevant):
    hits = [sum(labels[:i + 1]) for i, x in enumerate(labels) if x]
    return [h / n_relevant for h in hits]
''')

wrong("q07", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "interpolating the crossing between two ROC points",
      [[r"nearest", r"closest (roc )?point", r"no(t)? interpolat", r"without interpolat", r"instead of interpolat",
        r"never interpolat", r"(smallest|minimal?) \|?(gap|difference)", r"mean of (the )?fpr and fnr",
        r"\(fpr \+ fnr\) ?/ ?2"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels)
    P, N = (y == 1).sum(), (y == 0).sum()
    th = np.unique(s)[::-1]
    fpr = [0.0] + [((s >= t) & (y == 0)).sum() / N for t in th]
    fnr = [1.0] + [1 - ((s >= t) & (y == 1)).sum() / P for t in th]
    gaps = [abs(a - b) for a, b in zip(fpr, fnr)]
    j = gaps.index(min(gaps))
    return float((fpr[j] + fnr[j]) / 2)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared (in the numerator and the "
      "denominator)",
      [[r"not squared", r"without squar", r"(forg\w*|miss\w*|never|no) .{0,15}squar",
        r"beta instead of beta\s*(\^|\*\*)\s*2", r"\bb instead of b\s*(\^|\*\*)?\s*2", r"linear in beta",
        r"beta\s*(\^|\*\*)\s*2 (is |was )?(missing|replaced)", r"squar\w* (is )?(missing|forgotten)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log(arithm)? base e\b", r"base e\b", r"math\.log\b(?!2)",
        r"instead of log2", r"(wrong|another|other) (log(arithm)? )?base", r"log base"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / math.log(i) for i, x in enumerate(g, 1))
    best = dcg(sorted(grades + unretrieved)[::-1])
    return dcg(grades) / best if best else 0.0
''')

wrong("q10", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties? (count|counted|counting|as) .{0,15}(a (full |whole )?win|whole|full|one win|1 instead)",
        r"tied pairs?.{0,40}(as (a )?(whole|full) (win|point)|as wins?|instead of (1/2|a half|0\.5|half))",
        r">=", r"greater (than )?or equal", r"instead of (1/2|a half|0\.5|half)"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    wins = sum(1 for a, b in product(pos, neg) if a >= b)
    return wins / (len(pos) * len(neg))
''')

wrong("q11", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving the + v out of the "
      "largest possible class size d - s + v",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"(missing|forg\w*|without|drop\w*|left out|omit\w*|leav\w* out).{0,25}\+\s*v",
        r"\bv\b.{0,20}(missing|left out|dropped) (from|of|in) the denominator",
        r"d minus s (without|instead)"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / (d - s) if v else 0.0, v / d]
''', crash="ZeroDivisionError")

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"divid\w* by 10\b", r"/\s*10\b", r"10 instead of 11", r"ten (levels|points) instead of (eleven|11)",
        r"levels\[1:\]", r"(one|a) level (too )?(few|short)", r"denominator.{0,20}\b10\b"]], '''
def my_11pt(labels, n_relevant):
    levels = [i / 10 for i in range(11)]
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant if n_relevant else 0.0)
    total = 0.0
    for r in levels:
        total += max([p for p, q in zip(prec, rec) if q >= r and q > 0] or [0.0])
    return total / len(levels[1:])
''')

wrong("q13", "avg.macro", "shape", "returns the sum of the queries' precisions, never divided by the number of "
      "queries",
      [[r"not divided", r"never divid", r"without dividing", r"forg\w* to divide",
        r"sum (instead of|not|rather than) (the )?(mean|average)", r"sum of (the )?(queries'? |per.query )?precisions",
        r"\.sum\(\)", r"(total|sum),? not (the )?(mean|average)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    ret = t[:, 0] + t[:, 1]
    prec = np.divide(t[:, 0], ret, out=np.zeros(len(t)), where=ret > 0)
    return float(prec.sum())
''')

wrong("q14", "map.mrr", "shape", "takes the reciprocal of the mean first rank instead of the mean of the "
      "reciprocal ranks",
      [[r"reciprocal of (the )?(mean|average)", r"1\s*/\s*\(?(the )?(mean|average|sum)", r"mean (first )?rank",
        r"inver\w* (after|the) (the )?(mean|averag)", r"averag\w* (the )?ranks? (first|before|then)",
        r"harmonic"]], '''
def my_mrr(runs):
    ranks = [run.index(1) + 1 for run in runs if 1 in run]
    if not ranks:
        return 0.0
    return 1 / (sum(ranks) / len(runs))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "slices labels[1:k + 1] (ranks counted from 1 in the slice), so rank 1 is "
      "skipped and rank k + 1 counted",
      [[r"labels\[1:", r"skip\w* (the )?(first|rank 1|top)",
        r"(rank 1|first (item|rank|label)|top item) (is )?(left out|ignored|skipped|dropped|missing|excluded)",
        r"off.by.one", r"shifted (by )?one", r"1-based (slic|index)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("q16", "pr.averaged", "flow", "uses the first query's n_relevant (n_relevant[0]) for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|number of relevant|class size|relevant count)",
        r"same n_relevant", r"(one|a single) n_relevant (for|used for) (every|all|each)",
        r"n_relevant of (the )?first"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for i, run in enumerate(runs):
        n = n_relevant[0]
        pts, hits = [], 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n if n else 0.0, hits / k))
        curves.append([max([p for r, p in pts if r >= lvl / 10], default=0.0) if n else 0.0 for lvl in range(11)])
    return [sum(c) / len(curves) for c in zip(*curves)]
''')

wrong("q17", "map.mrr", "flow", "never breaks out of the loop: adds the reciprocal rank of every relevant item, "
      "not only the first one",
      [[r"no break", r"(missing|forg\w*|without) (a |the )?break", r"(every|all|each) relevant (item|rank)",
        r"doesn'?t stop", r"not only the first", r"keeps? (adding|summing|going|looping)",
        r"(sum|adds?|adding) .{0,30}reciprocal ranks of (all|every)"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("q18", "pr.points", "flow", "counts the hits with labels[:i], a prefix that stops before the relevant item "
      "itself, while dividing by its rank i + 1",
      [[r"labels\[:i\]", r"exclud\w* (the )?(current|item itself|relevant item|item at)", r"one short",
        r"off.by.one", r"(current|this) (item|rank|hit) (is )?(not|never) counted",
        r"miss\w* the (current|item itself)", r"(slice|prefix) (stops|ends) (one )?(too early|before)"]], '''
def my_pr_points(labels, n_relevant):
    return [sum(labels[:i]) / (i + 1) for i, x in enumerate(labels) if x]
''')

wrong("q19", "ap.at_k", "flow", "sums the precisions at the relevant ranks of the whole list, never cut to the "
      "top k",
      [[r"(whole|entire|full) (list|ranking)", r"beyond (rank )?k\b", r"(not|never) (cut|truncat)\w*",
        r"after (rank )?k\b", r"ignor\w* (the cut.?off )?k\b", r"labels\[:k\]", r"past (rank )?k\b",
        r"below (rank )?k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            total += hits / i
    return total / denom
''')

wrong("q20", "dcg.trec", "flow", "enumerates from 1 and still adds 2 in the discount: log2(i + 2), every rank "
      "discounted one rank too far",
      [[r"off.by.one", r"log2?\s*\(\s*i\s*\+\s*2", r"one rank (too )?(late|far|off)", r"shifted (by one|one rank)",
        r"i \+ 2", r"log2\(rank \+ 2\)"]], '''
from math import log2

g = v["grades"]
my_dcg_trec = sum(x / log2(i + 2) for i, x in enumerate(g, 1))
''')

wrong("q21", "map.mean", "flow", "overwrites the running total with each query's AP (total = instead of +=), so "
      "only the last query's AP is divided by the number of queries",
      [[r"overwrit\w*", r"(only|just) the last query", r"last query'?s? (ap|value)",
        r"(=|assign\w*) instead of \+=", r"not (accumulat|add|summ)\w*", r"instead of (adding|summing|accumulating)",
        r"replac\w* (the )?(running )?(total|sum)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        total = s / n if n else 0.0
    return total / len(runs)
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "gen.grip_point", "hidden", "divides the hits of labels[:n_relevant] by the length of that slice "
      "instead of n_relevant, so a list shorter than the class is measured at its own length",
      [[r"len\(top\)", r"len\(labels\[:", r"(divid\w*|denominator).{0,40}(length|size|len) of (the )?(slice|top|list|cut)",
        r"(divid\w*|denominator).{0,40}(items|ranks) (actually )?(in the list|returned|retrieved)",
        r"instead of (n_relevant|R\b|c\b|the class size|s\b)", r"np\.mean|mean of the slice"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q23", "set.f_beta", "hidden", "no guard for P = R = 0: the division by b^2 P + R = 0 raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.knn_ties", "hidden", "looks at the distance after the k-th one (ds[k]) to detect a tie across "
      "the cut, which raises when k is the whole list",
      [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    ds = [distances[i] for i in order]
    ls = [labels[i] for i in order]
    cut = ds[k - 1]
    if ds[k] != cut:
        p = sum(ls[:k]) / k
        return [p, p]
    before = [l for d, l in zip(ds, ls) if d < cut]
    tied = [l for d, l in zip(ds, ls) if d == cut]
    room = k - len(before)
    t_rel = sum(tied)
    t_non = len(tied) - t_rel
    low = sum(before) + max(0, room - t_non)
    high = sum(before) + min(room, t_rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q25", "dcg.classic", "hidden", "returns 0 for a list of one grade (the guard len(grades) < 2 drops rel_1)",
      [[r"len\(grades\)\s*<\s*2", r"(returns?|gives?) 0(\.0)? (for|when|with|on) (a |one )?(single|one|lone|1)",
        r"(single|one|lone) (item|grade).{0,30}(returns?|gives?|is) 0",
        r"rel_?1 (is )?(dropped|ignored|lost|missing)", r"guard.{0,30}(single|one|len)"]], '''
from math import log2

def my_dcg(grades):
    if len(grades) < 2:
        return 0.0
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 2))
''')

wrong("q26", "interp.curve", "hidden", "builds the levels as 0.1 * i, so 0.3, 0.6 and 0.7 come out a hair above "
      "the exact recall 3/10, 6/10, 7/10 and those levels are missed",
      [[r"floating.point", r"0\.1\s*\*\s*i", r"rounding", r"0\.30000000000000004", r"float (error|imprecision|comparison)",
        r"(levels?|0\.1).{0,40}(not exact|inexact|imprecise)", r"exact (fractions?|comparison)"]], '''
def my_interpolated(labels, n_relevant):
    prec, rec, hits = [], [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    levels = [0.1 * i for i in range(11)]
    return [max([p for p, r in zip(prec, rec) if r >= lvl], default=0.0) for lvl in levels]
''')

wrong("q27", "ap.at_k", "hidden", "divides by min(len(labels[:k]), n_relevant): the length of the top-k slice "
      "instead of k, which differs when k is beyond the end of the list",
      [[r"len\(top\)", r"len\(labels", r"(length|size) of (the )?(list|slice|top|ranking)", r"list'?s? (length|size)",
        r"(number|count) of (items|ranks) (in the list|retrieved|returned)", r"instead of k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    denom = min(len(top), n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

wrong("q28", "avg.macro", "hidden", "divides tp by tp + fp with NumPy for every query, so a query with nothing "
      "retrieved gives nan (0/0) and the mean is nan",
      [NAN], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables)
    return float(np.mean(t[:, 0] / (t[:, 0] + t[:, 1])))
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.pr", "twin", "computes both right but returns them in the wrong order, [recall, precision]",
      [[r"(wrong|reversed|swapped|switched) order", r"\[recall, precision\]", r"recall first",
        r"order of the (two|pair|list|results?|values)",
        r"(returns?|returned) (them |the pair |the values )?(swapped|reversed|the other way)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret) if ret else 0.0
    r = hit / len(rel) if rel else 0.0
    return [r, p]
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on recall instead of precision in the denominator "
      "(b^2 R + P: precision and recall swapped there)",
      [[r"(precision and recall|p and r|recall and precision) (are |were )?(swapped|exchanged|confused|switched|the wrong way)",
        r"swap\w* (p|precision) and (r|recall)", r"(multiplies|weights?|on) (the )?recall",
        r"b2 \* recall", r"beta\s*(\^|\*\*)\s*2 \* recall"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q31", "roc.auc", "twin", "the comparison is flipped: counts the pairs where the positive scores LOWER "
      "(a < b) than the negative",
      [[r"(comparison|inequality|sign|test) (is |was )?(reversed|flipped|inverted|backwards|the wrong way)",
        r"\ba\s*<\s*b\b", r"where the (negative|non.?relevant) (item )?(scores )?higher",
        r"less than instead of greater", r"< instead of >"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for a in pos:
        for b in neg:
            if a < b:
                total += 1
            elif a == b:
                total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q32", "dcg.classic", "twin", "enumerates the tail grades[1:] from 3 instead of 2, so rank i is discounted "
      "by log2(i + 1) (one rank too far)",
      [[r"enumerate\(.{0,25}3\)", r"start\w* (at|from|with) 3", r"off.by.one",
        r"(index|counter|rank) (is )?one too (high|large|far)", r"shifted (by one|one rank)"]], '''
from math import log2

def my_dcg(grades):
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], 3))
''')

wrong("q33", "ap.at_k", "twin", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"/\s*k\b", r"(ignor\w*|without|never uses?) n_relevant",
        r"min\(k, ?n_relevant\) (is )?(missing|ignored|not used)", r"k instead of min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    top = labels[:k]
    hits, s = 0, 0.0
    for i, x in enumerate(top, 1):
        if x:
            hits += 1
            s += hits / i
    return s / k
''')

wrong("q34", "avg.macro", "twin", "unpacks each table as tp, fn, fp (fp and fn swapped), so it divides tp by "
      "tp + fn",
      [[r"(unpack\w*|read|order of|columns?|fields?).{0,40}(fp and fn|fn and fp)",
        r"(fp and fn|fn and fp) (are |were )?(swapped|exchanged|confused|switched|the wrong way)",
        r"tp, fn, fp", r"swap\w* (fp|fn) (and|with) (fn|fp)"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("q35", "scope.knn_ties", "twin", "the two sort keys are swapped: the 'lowest' list puts the tied relevant "
      "targets first (-label) and the 'highest' puts them last",
      [[r"(tie.?break\w*|sort key|keys?)\w*.{0,40}(swapped|reversed|wrong way|the other way|exchanged)",
        r"relevant (targets )?(first|ahead) (in|for) the (lowest|pessimistic|lower)", r"-t\[1\]",
        r"(lowest|pessimistic|lower) (bound )?(ranks?|puts?|sorts?) (the )?(tied )?relevant.{0,20}first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda t: (t[0], -t[1]))[:k]
    high = sorted(pairs, key=lambda t: (t[0], t[1]))[:k]
    return [sum(l for _, l in low) / k, sum(l for _, l in high) / k]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts an id retrieved twice twice in the precision (divides by len(retrieved) of "
      "the list, duplicates included)",
      [[r"duplicat\w*", r"counted (twice|two times|more than once)", r"repeat\w* (id|item)", r"len\(retrieved\)",
        r"(list|lists) (instead of|not|rather than) (a )?sets?"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "rank.distances", "data", "reads the distances as similarity scores and ranks the farthest items "
      "first (argsort()[::-1])",
      [[r"farthest", r"largest distances?", r"descending", r"(highest|largest) (distance )?first",
        r"(treat|read|took|taken)\w* (the )?distances? as (similarit|scores?)", r"\[::-1\]", r"reversed"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("q38", "ndcg.value", "data", "appends the unretrieved grades to the ranking as if they had been retrieved "
      "at the end (they enter the DCG too)",
      [[r"unretrieved.{0,60}(as if|were|treated as|counted as) (they (were|had been) )?retrieved",
        r"(appended|added|append\w*|concatenat\w*).{0,40}unretrieved.{0,40}(ranking|list|grades|dcg|run)",
        r"dcg (of|with|includes?) (the )?unretrieved", r"unretrieved.{0,30}(in|into) (the )?(dcg|ranking|numerator)"]], '''
from math import log2

run = v["grades"] + v["unretrieved"]

def dcg(xs):
    return xs[0] + sum(x / log2(i) for i, x in enumerate(xs[1:], 2))

my_ndcg_value = dcg(run) / dcg(sorted(run)[::-1])
''')

wrong("q39", "gen.practical", "data", "reads d as the size of the unjudged rest of the database and uses d + s as "
      "the database size",
      [[r"d\s*\+\s*s", r"(database|collection) size.{0,30}(plus|\+|add\w*)",
        r"\bd (as|is|read as|taken as) (the )?(unjudged|rest|remaining|items beyond|non.?judged)",
        r"(adds?|added) s to d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    n = d + s
    return [v / s, v / (n - s + v) if v else 0.0, v / n]
''')

wrong("q40", "scope.eps_precision", "data", "sorts the distances but not the labels with them: takes labels[:n] "
      "of the original order as the labels of the n nearest targets",
      [[r"labels?.{0,40}(not (re)?ordered|not sorted|unsorted|original order|misaligned|out of (step|sync)|no longer (match|aligned))",
        r"sort\w* (only )?the distances (but|and) not (the )?labels", r"labels\[:",
        r"(pairing|alignment) (of|between) (the )?(distances and labels|labels and distances)"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n_in = len([d for d in ds if d < epsilon])
    inside = labels[:n_in]
    return sum(inside) / n_in if n_in else 0.0
''')

wrong("q41a", "rank.r_precision", "data", "takes R as the number of relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(lab", r"relevant (items )?(retrieved|in the (list|ranking))", r"instead of n_relevant",
        r"count\w* the (1s|ones)", r"\bR (taken|read|counted) from the (list|labels)", r"ignor\w* n_relevant"]], '''
lab = v["labels"]
R = sum(lab)
my_r_precision = sum(lab[:R]) / R
''')

wrong("q42", "interp.step", "data", "computes recall against the relevant items in the list (sum(labels)) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"instead of n_relevant",
        r"ignor\w* n_relevant",
        r"(unretrieved|never retrieved) relevant (items )?(ignored|left out|not counted)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    n = sum(labels)
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n >= level:
                return hits / k
    return 0.0
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.distances", "NumPy stable argsort and a slice of the first k", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order[:k]].sum() / k)
''')

right("q44", "interp.step", "zip of shifted slices (R_(i-1), R_i) of the recall list", '''
def my_step_interpolated(labels, n_relevant, level):
    ranks = [i for i, x in enumerate(labels, 1) if x]
    recalls = [0.0] + [j / n_relevant for j in range(1, len(ranks) + 1)]
    for j, (lo, hi) in enumerate(zip(recalls[:-1], recalls[1:]), 1):
        if lo < level <= hi:
            return j / ranks[j - 1]
    return 0.0
''')

right("q45", "ap.exact", "recursion on the tail of the list", '''
def my_ap(labels, n_relevant):
    def walk(rest, rank, hits):
        if not rest:
            return 0.0
        if rest[0]:
            return (hits + 1) / rank + walk(rest[1:], rank + 1, hits + 1)
        return walk(rest[1:], rank + 1, hits)
    return walk(list(labels), 1, 0) / n_relevant if n_relevant else 0.0
''')

right("q46", "pr.averaged", "itertools.accumulate of the hits, zip(*curves) for the columns", '''
from itertools import accumulate

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        if not n:
            curves.append([0.0] * 11)
            continue
        pts = [(h / n, h / k) for k, h in enumerate(accumulate(run), 1)]
        curves.append([max((p for r, p in pts if r >= lvl / 10), default=0.0) for lvl in range(11)])
    return [sum(col) / len(curves) for col in zip(*curves)]
''')

right("q47", "scope.eps_precision", "sorted pairs, a prefix slice and an exact Fraction", '''
from fractions import Fraction

def my_eps_precision(distances, labels, epsilon):
    pairs = sorted(zip(distances, labels))
    n_in = sum(1 for d, _ in pairs if d < epsilon)
    inside = [l for _, l in pairs[:n_in]]
    return float(Fraction(sum(inside), n_in)) if n_in else 0.0
''')

right("q48", "map.mrr", "recursion on the tail of each run", '''
def my_mrr(runs):
    def rr(run, rank=1):
        if not run:
            return 0.0
        return 1 / rank if run[0] else rr(run[1:], rank + 1)
    return sum(rr(list(r)) for r in runs) / len(runs)
''')

SUBMISSIONS = tuple(S)
