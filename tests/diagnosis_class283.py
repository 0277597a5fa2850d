"""Diagnosis class 283, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of an ordinary class of an IR evaluation course --
the commonest mistakes a TA sees every year, in every style (explicit loops, NumPy, comprehensions, itertools,
``fractions.Fraction``). Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task
ids, signatures, statements, generators, hidden-check hints, references), the measure library and the course
documents were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids
are ``"c283-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks, compared before hand-over
with the task references only (tests/validate_class.py diagnosis_class283).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 283 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c283-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\(labels\)",
        r"number of (ones|1s|hits)", r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for i, x in enumerate(labels, start=1):
        if x == 1:
            hits += 1
            total += hits / i
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the macro average",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tables|tp)", r"aggregat\w* (the )?counts",
        r"total tp", r"instead of (the )?(mean|average) of (the )?(per.query )?precisions"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp = t[:, 0].sum()
    fp = t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q03", "ndcg.value", "sibling", "the ideal ranking holds only the retrieved grades (the unretrieved "
      "relevant grades are left out of IDCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved"]], '''
from math import log2

def dcg(gs):
    return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], start=2))

grades = v["grades"]
ideal = sorted(grades, reverse=True)
my_ndcg_value = dcg(grades) / dcg(ideal)
''')

wrong("q04", "pr.points", "sibling", "returns the recall of each PR point (hits / n_relevant) instead of its "
      "precision",
      [[r"returns? (the )?recalls?", r"recalls? (instead|rather)", r"recall (values|of each point|points)",
        r"hits ?/ ?n_relevant", r"divid\w* by n_relevant", r"instead of (the )?precision"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q05", "gen.grip_point", "sibling", "returns the precision of the whole list (P at len(labels)) instead "
      "of the precision at the scope s = n_relevant",
      [[r"whole (list|ranking)", r"len\(labels\)", r"(entire|full) (list|ranking)", r"all (the )?ranks",
        r"not (cut|truncated) at (n_relevant|c|the class size)", r"instead of (at )?(n_relevant|the class size)",
        r"length of the list"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("q06", "map.mean", "sibling", "averages each query's R-precision (P at n_relevant) instead of its AP",
      [[r"R.?precision", r"P ?@ ?R\b", r"precision at (rank )?(R|n_relevant)", r"P@n_relevant"]], '''
def my_map(runs, n_relevant):
    vals = []
    for run, r in zip(runs, n_relevant):
        top = run[:r]
        vals.append(sum(top) / r if r else 0.0)
    return sum(vals) / len(vals)
''')

wrong("q07", "interp.curve", "sibling", "takes the precision at the first rank that reaches each recall level "
      "instead of the maximum precision at any rank with recall >= r (no interpolation)",
      [[r"not interpolat", r"no interpolation", r"uninterpolat", r"without (the )?max", r"first rank",
        r"instead of (the )?max", r"not the max", r"max\w* (precision )?(to|on) the right",
        r"max\w* over (all |the )?(later|following|subsequent) ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r:
                val = hits / k
                break
        out.append(val)
    return out
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the F formula",
      [[r"not squared", r"squar\w*", r"beta instead of beta", r"without (the )?square", r"un.?squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm (np.log) instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"np\.log\b", r"math\.log\b",
        r"instead of log ?2", r"not (in )?base 2", r"wrong (log(arithm)? )?base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log(ranks + 1)))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s instead of d - s + v (the v "
      "relevant found are left out of the largest possible class)",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v\b.{0,30}(missing|forgot|left out|dropped)",
        r"(missing|forgot|left out|without|dropped).{0,30}\+ ?v\b", r"forgot\w* (to add )?v",
        r"leaves? out v"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (>= instead of >)",
      [[r"tie\w*.{0,30}(as|count\w*) (a )?(full|whole|one|1)(?![/\d.])", r"(full|whole) (point|win|pair)", r">=",
        r"instead of (1/2|half|0\.5)", r"not (as )?(1/2|half)", r"counts? (as )?1 instead"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = 0
    for a in pos:
        for b in neg:
            if a >= b:
                good += 1
    return good / (len(pos) * len(neg))
''')

wrong("q12", "sig.sign_test", "shape", "reports the one-sided tail probability (not doubled) instead of the "
      "two-sided p-value",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"(forgot|without|missing).{0,20}(doubl|\* ?2|times 2|2 ?\*)",
        r"half (of )?the two.sided"]], '''
from math import comb

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"divid", r"instead of 11", r"not 11", r"denominator", r"mean", r"average"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    labels = np.asarray(labels)
    hits = np.cumsum(labels)
    prec = hits / np.arange(1, len(labels) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros(len(labels))
    total = 0.0
    for r in np.linspace(0, 1, 11):
        ok = prec[rec >= r - 1e-12]
        total += ok.max() if ok.size else 0.0
    return float(total / 10)
''')

wrong("q14", "ndcg.all_judgments", "shape", "multiplies each grade by log2(i) instead of dividing by it",
      [[r"multipl", r"times log", r"\* ?log2?", r"instead of divid", r"not divid"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, 1):
            total += g if i == 1 else g * log2(i)
        return total
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "pr.averaged", "hidden", "skips a query with no relevant items instead of counting it as 0 at "
      "every level (the mean is over the other queries only)",
      [[r"skip\w*", r"left out", r"leav\w* out", r"ignor\w*", r"exclud\w*", r"dropp\w*", r"not counted"],
       [r"no relevant", r"n_relevant ?(==|=|is) ?0", r"R ?(==|=) ?0", r"empty (class|query)", r"as 0",
        r"zero relevant"]], """
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        if R == 0:
            continue
        curve = []
        for j in range(11):
            r = j / 10
            hits, best = 0, 0.0
            for k, x in enumerate(run, 1):
                hits += x
                if hits / R >= r:
                    best = max(best, hits / k)
            curve.append(best)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
""")

wrong("q16", "map.mean", "flow", "the hit counter and the precision sum are not reset between queries (they "
      "carry over from the previous query)",
      [[r"reset", r"carr(y|ies|ied) over", r"not re.?initiali[sz]", r"accumulat\w*.{0,40}(across|between|over) "
        r"(the )?quer", r"previous quer", r"outside the loop"]], '''
def my_map(runs, n_relevant):
    hits = 0
    s = 0.0
    aps = []
    for run, r in zip(runs, n_relevant):
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / r if r else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of "
      "the query",
      [[r"\bbreak\b", r"(every|all|each) relevant (item|rank)", r"not (only )?the first", r"stop\w* at the first",
        r"sum\w* (of )?(the )?reciprocal ranks of all"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for i, x in enumerate(run, start=1):
            if x == 1:
                rr += 1 / i
        total += rr
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the curve list is overwritten by each query instead of summed: the last "
      "query's curve divided by the number of queries",
      [[r"overwrit", r"last query", r"not (summed|accumulated|added)", r"replac\w*", r"= instead of \+="]], '''
def my_averaged_curve(runs, n_relevant):
    acc = [0.0] * 11
    for run, R in zip(runs, n_relevant):
        for j in range(11):
            r = j / 10
            best = 0.0
            hits = 0
            for k, x in enumerate(run, 1):
                hits += x
                if R and hits / R >= r:
                    best = max(best, hits / k)
            acc[j] = best
    return [a / len(runs) for a in acc]
''')

wrong("q19", "ap.value", "flow", "ranks counted from 0 (enumerate without start=1): precision at a relevant item "
      "divides the hits by its 0-based index",
      [[r"0.based", r"zero.based", r"start=1", r"off.by.one", r"rank (counted )?from 0", r"index instead of (the )?rank",
        r"enumerate"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
s = 0
for i, x in enumerate(labels):
    if x:
        hits += 1
        s += hits / i
my_ap_value = s / R
''')

wrong("q20", "roc.eer", "flow", "stops at the first threshold where FPR >= FNR and returns that FPR without "
      "interpolating the crossing",
      [[r"not interpolat", r"no interpolation", r"without interpolat", r"never interpolat",
        r"(first|nearest) (roc )?(point|threshold|crossing)", r"stops? at"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        fpr = fp / N
        fnr = 1 - tp / P
        if fpr >= fnr:
            return fpr
    return 1.0
''')

wrong("q21", "rank.distances", "flow", "slices order[1:k+1]: skips the nearest item (as if it were the query "
      "itself) and takes one item too far",
      [[r"skip\w* (the )?(nearest|first|closest)", r"\[1:k ?\+ ?1\]", r"off.by.one", r"nearest (item )?(is )?(skipped|left out|dropped)",
        r"from (index|position) 1", r"query itself"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    top = np.asarray(labels)[order[1:k + 1]]
    return float(top.sum() / k)
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "no guard for an empty retrieved set: precision divides by zero",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret = set(retrieved)
    rel = set(relevant)
    hit = len(ret & rel)
    p = hit / len(ret)
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "scope.eps_precision", "hidden", "np.mean of an empty selection when nothing is within epsilon "
      "(nan instead of 0)",
      [NAN + [r"empty (result|selection|array|slice)", r"mean of (an )?empty"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q24", "avg.macro", "hidden", "skips a query with nothing retrieved instead of counting its precision as "
      "0 (the mean is over the other queries only)",
      [[r"skip\w*", r"left out", r"leav\w* out", r"ignor\w*", r"exclud\w*", r"dropp\w*", r"not counted"],
       [r"nothing retrieved", r"empty", r"tp ?\+ ?fp ?(==|=|is) ?0", r"no (item|document)s? retrieved",
        r"precision (of )?0", r"as 0"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs)
''')

wrong("q25", "ap.at_k", "hidden", "no guard for min(k, n_relevant) = 0: a query with no relevant items divides "
      "by zero", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut labels[:c] instead of c, so a list "
      "shorter than the class is not padded with non-relevant ranks",
      [[r"len\(labels\[:", r"length of the (cut|slice)", r"pad\w*",
        r"divid\w* by (the )?(length|len|size) of the (cut|slice|top|list)", r"instead of (dividing by )?(c|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "set.f_beta", "hidden", "no guard for P = R = 0: the formula divides by zero",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "interp.step", "flow", "after the loop returns the last precision P_i it saw instead of 0 when the "
      "level is never reached",
      [[r"last precision", r"instead of 0", r"not 0", r"should (be|return) 0", r"last (relevant|point|value)",
        r"stale", r"after the loop"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    p = 0.0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            p = hits / k
            if hits / n_relevant >= level - 1e-12:
                return p
    return p
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "rank index off by one: loops over ranks i = 2..n but discounts grades[i-1] "
      "by log2(i + 1) (the rank plus one again)",
      [[r"off.by.one", r"index", r"rank plus one", r"i ?\+ ?1.{0,30}(rank|index|already)",
        r"(added|adds) (one|1) (again|twice)", r"shift\w*"]], '''
import math

def my_dcg(grades):
    total = grades[0]
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log2(i + 1)
    return total
''')

wrong("q30", "set.pr", "twin", "the two denominators are confused: precision divides the hits by the relevant "
      "set's size and recall by the retrieved set's size",
      [[r"denominator", r"divid\w* by (the )?(size of the )?(relevant|retrieved)", r"len\(rel",
        r"len\(ret"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(rel) if rel else 0.0
    recall = hits / len(ret) if ret else 0.0
    return [precision, recall]
''')

wrong("q31", "roc.auc", "twin", "the comparison is reversed: counts pairs where the negative scores higher than "
      "the positive",
      [[r"comparison", r"revers\w*", r"negative (scores |score )?higher", r"\bneg\w* ?> ?pos", r"<"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    pairs = list(product(pos, neg))
    won = sum(1.0 if n > p else 0.5 if n == p else 0.0 for p, n in pairs)
    return won / len(pairs)
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-break keys are flipped: the 'lowest' sort puts tied relevant "
      "targets first and the 'highest' sort puts them last",
      [[r"tie.?break", r"sort key", r"key", r"flipp\w*", r"relevant (targets )?first.{0,40}(lowest|pessimistic)",
        r"(lowest|pessimistic).{0,40}relevant (targets )?first"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q33", "avg.macro", "twin", "reads each table as [tp, fn, fp] (column order misread), so it divides tp "
      "by tp + fn",
      [[r"column", r"order of the (table|entries|counts)", r"\[tp, ?fn, ?fp\]", r"misread", r"unpack\w*",
        r"fp and fn (swapped|confused|mixed)", r"(swapped|confused|mixed) fp and fn"]], '''
def my_macro_precision(tables):
    total = 0.0
    for tp, fn, fp in tables:
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q34", "rank.distances", "twin", "sorts the distances alone (sorted(distances)) and zips them with the "
      "labels in their input order: the labels are never reordered",
      [[r"labels?.{0,40}(never|not) (re)?ordered", r"labels?.{0,40}(never|not) (sorted|permuted|moved)",
        r"sort\w* (only )?the distances (alone|only)", r"sorted\(distances\)", r"zip",
        r"(not|never) sort\w* (the labels|together)", r"input order"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = list(zip(sorted(distances), labels))
    return sum(lab for _, lab in pairs[:k]) / k
''')

wrong("q35", "ap.at_k", "twin", "the denominator uses min(k, len(labels)) (the list length) instead of "
      "min(k, n_relevant)",
      [[r"len\(labels\)", r"list length", r"length of the (list|ranking)", r"min\(k, ?len"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k], 1):
        if x:
            hits += 1
            s += hits / i
    denom = min(k, len(labels))
    return s / denom if denom else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ndcg.all_judgments", "data", "the unretrieved items enter the ideal ranking with grade 1 each "
      "(treated as binary relevant flags) instead of their own grades",
      [[r"grade 1", r"binary", r"as (1|ones)\b", r"flags?", r"(count|number) of unretrieved",
        r"instead of their (own )?grades", r"ignor\w* (the )?(unretrieved )?grades"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("q37", "gen.practical", "data", "takes d as the unjudged part of the database and adds the scope "
      "(d + s items in all)",
      [[r"d ?\+ ?s", r"d (is|as) (the )?(unjudged|rest|remaining)", r"adds? (the )?(scope|s) to d",
        r"database size"]], '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    total = d + s
    return [float(Fraction(v, s)), float(Fraction(v, total - s + v)) if v else 0.0, float(Fraction(v, total))]
''')

wrong("q38", "roc.auc", "data", "assumes the items come sorted by score: counts the (positive, negative) pairs "
      "where the positive comes first in the input order, ignoring the scores",
      [[r"input order", r"(assum\w*|already) sorted", r"position", r"ignor\w* (the )?scores",
        r"never (looks at|uses|compares) (the )?scores", r"(not|never) sorted"]], '''
def my_auc(scores, labels):
    pos_seen = 0
    good = 0
    for y in labels:
        if y:
            pos_seen += 1
        else:
            good += pos_seen
    n1 = sum(labels)
    n0 = len(labels) - n1
    return good / (n1 * n0)
''')

wrong("q39", "set.pr", "data", "keeps duplicate ids: an id retrieved twice counts twice in the hits and in the "
      "retrieved size",
      [[r"duplicat", r"(not|never) (de.?dup\w*|made? (into )?a set|converted to a set)",
        r"set\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q40", "scope.eps_precision", "data", "assumes the distances come sorted: counts the targets within "
      "epsilon but takes that many labels from the front of the input",
      [[r"(assum\w*|already) sorted", r"input order", r"front", r"first (n|labels|items)", r"(not|never) sort\w*",
        r"labels\[:"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = sum(1 for d in distances if d < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')

wrong("q41", "ap.eleven_point", "data", "uses the number of relevant items retrieved (sum of the labels) as the "
      "class size instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(retrieved|found|in the (list|ranking))", r"sum\(labels\)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"ignor\w* n_relevant",
        r"unretrieved.{0,40}(ignored|left out|not counted)"]], '''
def my_11pt(labels, n_relevant):
    R = sum(labels)
    if R == 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / R)
    vals = [max([p for p, r in zip(prec, rec) if r >= j / 10], default=0.0) for j in range(11)]
    return sum(vals) / 11
''')

wrong("q42", "scope.knn_ties", "data", "treats the distances as similarities: ranks the largest distance first",
      [[r"similarit", r"largest (distance )?first", r"farthest", r"descending", r"reverse", r"wrong (sort )?order"]], '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (-t[0], t[1]))
    high = sorted(items, key=lambda t: (-t[0], -t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "NumPy with zero padding", '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.zeros(k)
    cut = np.asarray(labels[:k], dtype=float)
    top[:len(cut)] = cut
    return float(top.mean())
''')

right("q44", "map.mrr", "explicit loop with break", '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, x in enumerate(run, start=1):
            if x == 1:
                total += 1 / i
                break
    return total / len(runs)
''')

right("q45", "dcg.classic", "generator sum: the first grade undiscounted, the rest by log2(i)", '''
from math import log2

def my_dcg(grades):
    if not grades:
        return 0.0
    return grades[0] + sum(g / log2(i) for i, g in enumerate(grades[1:], start=2))
''')

right("q46", "ap.exact", "itertools.accumulate of the hits", '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = list(accumulate(labels))
    return sum(h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x) / n_relevant
''')

right("q47", "gen.practical", "fractions.Fraction", '''
from fractions import Fraction

def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

right("q48", "pr.points", "list comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, 1) if x]
    return [j / r for j, r in enumerate(ranks, 1)]
''')

SUBMISSIONS = tuple(S)
