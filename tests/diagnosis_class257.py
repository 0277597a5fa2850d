"""Diagnosis class 257, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
took the course documents' worked examples as fixtures and kept a size, a constant or an order from them (the
slides' ten images, a fixed cut-off, the score order of the ROC examples, the column order of a table), written in
varied styles: loops, NumPy, comprehensions, itertools, fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c257-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class257): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 257 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c257-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the list's ones) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"ones in the (list|ranking)",
        r"(number|count) of (hits|ones)", r"instead of n_relevant", r"not (by )?n_relevant",
        r"unretrieved.{0,40}(ignored|left out|missing|not counted)", r"only (the )?retrieved"]], '''
def my_ap(labels, n_relevant):
    hits = 0
    total = 0.0
    for k, x in enumerate(labels, start=1):
        if x:
            hits += 1
            total += hits / k
    return total / hits if hits else 0.0
''')

wrong("q02", "dcg.classic", "sibling", "uses the trec_eval discount log2(i + 1) at every rank (the rank-1 item "
      "divided too) instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec(_eval)?.{0,20}(dcg|discount|formulation)", r"i\s*\+\s*1",
        r"(first|rank.?1|top) (item|grade|rank).{0,40}(divided|discounted)", r"discount\w* .{0,30}(first|rank 1)",
        r"(other|wrong|different) (dcg )?formulation", r"burges|jarvelin"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("q03", "gen.grip_point", "sibling", "returns P@10 (the slides' cut-off kept) instead of the precision at "
      "the scope s = n_relevant",
      [[r"P@10", r"(at|cut.?off|scope|rank) (of )?10\b", r"\b10\b.{0,30}(instead|fixed|hard.?coded|constant)",
        r"fixed (cut.?off|scope|rank)", r"hard.?coded", r"ignor\w*.{0,20}n_relevant",
        r"not (at )?(the )?(class size|n_relevant)"]], '''
def my_grip_point(labels, n_relevant):
    top = list(labels[:10]) + [0] * max(0, 10 - len(labels))
    return sum(top) / 10
''')

wrong("q04", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the mean "
      "of the queries' precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(counts|tp|tables)", r"total tp", r"weight\w* by"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "set.f_beta", "sibling", "returns F1 (the harmonic mean, beta fixed at 1 as in the worked example) "
      "whatever beta is",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"beta.{0,30}(ignored|fixed|hard.?coded|always 1|never used)",
        r"ignor\w*.{0,20}beta"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q06", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"gain.{0,30}rel\b", r"rel_?i? (instead|rather)", r"(without|no|forg[eo]t|missing).{0,20}"
        r"(exponential|2\s*\^|2\s*\*\*)", r"not (the )?exponential", r"plain grade", r"raw grade"]], '''
import math

g = v["grades"]
my_dcg_exp = sum(rel / math.log2(i + 1) for i, rel in enumerate(g, start=1))
''')

wrong("q07", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items left out)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"without (the )?unretrieved",
        r"leav\w*.{0,20}out.{0,30}unretrieved", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "puts beta^2 on the recall in the denominator instead of on the precision "
      "(beta^2 R + P)",
      [[r"(precision|recall|P|R) and (recall|precision|P|R) (swapped|switched|exchanged|confused|reversed)",
        r"swap\w*", r"beta\S* ?\*? ?(R|recall)\b", r"wrong (term|one).{0,30}beta", r"1 ?/ ?beta",
        r"beta.{0,30}(on|multipl\w*|times) (the )?recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm instead of log2 in the discount",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b", r"(wrong|other|another) (log )?base",
        r"not log2", r"instead of log2", r"base 2"]], '''
import math

grades = v["grades"]
my_dcg_trec = 0.0
for i, rel in enumerate(grades, start=1):
    my_dcg_trec += rel / math.log(i + 1)
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides by d - v (s and v confused) instead of "
      "d - s + v",
      [[r"d\s*-\s*v\b", r"(s and v|v and s).{0,20}(confused|swapped|mixed)", r"(confus|swap|mix)\w*.{0,20}"
        r"\b(s|v)\b", r"without (the )?scope", r"forg[eo]t.{0,20}\bs\b", r"recall.{0,30}denominator"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s if s else 0.0
    recall_lower = v / (d - v) if v else 0.0
    return [prec, recall_lower, v / d]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1 instead of 1/2)",
      [[r"tie\w*.{0,20}count\w* as (a )?(1\b|one|full|whole|win)", r"(1|one) instead of (1/2|0\.5|a half|half)",
        r"(>=|greater or equal|at least as high)", r"tie\w*.{0,30}not (halved|half)",
        r"(without|no|forg[eo]t\w*) .{0,20}half"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "pr.averaged", "shape", "divides each level's sum over the queries by 11 (the number of levels) "
      "instead of the number of queries",
      [[r"\b11\b.{0,40}(instead|rather|divid|denominator)", r"divid\w* by (11|the number of levels)",
        r"number of levels", r"instead of (the )?(number|count) of queries", r"not (by )?(the )?(number|count) "
        r"of queries", r"len\(runs\)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    total = np.zeros(11)
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        run = np.asarray(run)
        prec = np.cumsum(run) / np.arange(1, len(run) + 1)
        rec = np.cumsum(run) / n
        for j, r in enumerate(levels):
            ok = rec >= r - 1e-12
            total[j] += prec[ok].max() if ok.any() else 0.0
    return list(total / 11)
''')

wrong("q13", "rank.distances", "shape", "returns the number of relevant items in the top k, never divided by k",
      [[r"(not|never|without|forg[eo]t\w*) divid\w*", r"(count|number) of (hits|relevant)", r"divid\w* by k",
        r"raw count", r"(missing|no) denominator"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    return float(np.asarray(labels)[order[:k]].sum())
''')

wrong("q14", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead|rather)", r"divid\w* by 10", r"by 10 instead", r"instead of 11",
        r"(number|count) of levels", r"not (by )?11"]], '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        points.append((hits / n_relevant, hits / k))
    total = 0.0
    for i in range(11):
        r = i / 10
        total += max([p for rr, p in points if rr >= r - 1e-12], default=0.0)
    return total / 10
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "takes the slice labels[1:k + 1] (1-based ranks as in the slides' table) and so "
      "skips rank 1",
      [[r"off.?by.?one", r"skip\w*.{0,20}(first|rank 1|rank one)", r"(first|rank.?1) (item|rank|label).{0,30}"
        r"(skipped|missed|left out|ignored)", r"labels\[1:", r"1.?based", r"shift\w*"]], '''
def my_p_at_k(labels, k):
    return sum(labels[1:k + 1]) / k
''')

wrong("q16", "map.mean", "flow", "uses the first query's n_relevant for every query",
      [[r"first query'?s? n_relevant", r"n_relevant\[0\]", r"(same|one) n_relevant.{0,30}(every|all|each)",
        r"reus\w*", r"(first|one) query'?s? (number|count|value)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        hits, s = 0, 0.0
        for k, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / k
        aps.append(s / n_relevant[0] if n_relevant[0] else 0.0)
    return sum(aps) / len(aps)
''')

wrong("q17", "pr.points", "flow", "the loop stops one rank early (range(len(labels) - 1)), so a relevant item at "
      "the last rank adds no point",
      [[r"off.?by.?one", r"last (rank|item|label|element).{0,40}(skipped|missed|ignored|left out|dropped|never)",
        r"(skip|miss|ignor|drop)\w*.{0,20}last", r"len\(labels\)\s*-\s*1", r"one (rank|step) (too )?early",
        r"stops? (one|a rank) (too )?early"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i in range(len(labels) - 1):
        if labels[i]:
            hits += 1
            out.append(hits / (i + 1))
    return out
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the loop, so the reciprocal rank of the LAST relevant item "
      "overwrites the first's",
      [[r"(no|without|missing|forg[eo]t\w*) (a )?break", r"\blast relevant", r"overwrit\w*",
        r"not (the )?first relevant", r"instead of (the )?first"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        rr = 0.0
        for rank, x in enumerate(run, start=1):
            if x == 1:
                rr = 1 / rank
        total += rr
    return total / len(runs)
''')

wrong("q19", "pr.averaged", "flow", "the running interpolation maximum is not reset between queries, so one query's "
      "maximum leaks into the next",
      [[r"(not|never) reset", r"reset", r"carr\w* over", r"leak\w*", r"previous query", r"accumulat\w*",
        r"reus\w*"]], '''
def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    best = 0.0
    for run, n in zip(runs, n_relevant):
        if n == 0:
            continue
        pts = []
        hits = 0
        for k, x in enumerate(run, 1):
            hits += x
            pts.append((hits / n, hits / k))
        for j in range(10, -1, -1):
            for rec, prec in pts:
                if rec >= j / 10 - 1e-12:
                    best = max(best, prec)
            sums[j] += best
    return [s / len(runs) for s in sums]
''')

wrong("q20", "roc.eer", "flow", "stops at the first ROC point where FPR >= FNR and returns its FPR without "
      "interpolating along the piece",
      [[r"(no|without|never|missing|forg[eo]t\w*) (linear )?interpolat\w*", r"not interpolat\w*",
        r"first (ROC )?point", r"(nearest|closest) (ROC )?point", r"(instead of|rather than) (intersect|interpolat)",
        r"does not intersect", r"no intersection"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y == 1)
    neg = len(labels) - pos
    tp = fp = 0
    for s in sorted(set(scores), reverse=True):
        for sc, y in zip(scores, labels):
            if sc == s:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        fpr, fnr = fp / neg, 1 - tp / pos
        if fpr >= fnr:
            return fpr
    return 1.0
''')

wrong("q21", "ap.at_k", "flow", "slices labels[:k + 1], one rank past the cut-off k",
      [[r"off.?by.?one", r"k\s*\+\s*1", r"one (rank|item) (too many|past|beyond|more)", r"beyond (the )?(cut.?off|k)",
        r"past (rank )?k", r"rank k\s*\+\s*1"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels[:k + 1], 1):
        if x:
            hits += 1
            s += hits / i
    return s / denom
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the size of the retrieved set without a guard, so nothing retrieved "
      "raises ZeroDivisionError",
      [ZERODIV, [r"nothing retrieved", r"empty (retrieved|result|set)", r"no (item|id)s? retrieved",
                 r"retrieved (set|list) (is )?empty"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret), hit / len(rel) if rel else 0.0]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: a query without relevant items raises "
      "ZeroDivisionError",
      [ZERODIV, [r"n_relevant\s*(=|==|is)\s*0", r"no relevant items", r"without relevant", r"zero relevant"]], '''
from itertools import accumulate

def my_ap(labels, n_relevant):
    cum = list(accumulate(labels))
    return sum(c / k for k, (c, x) in enumerate(zip(cum, labels), 1) if x) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "interp.step", "hidden", "selects the point with R_i > level (strict) instead of R_i >= level, so a "
      "level exactly at a reached recall takes the next point's precision",
      [[r"strict", r">\s*level", r">=", r"greater (than )?or equal", r"next point"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level + 1e-12:
                return hits / k
    return 0.0
''')

wrong("q25", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard, so no relevant item at all "
      "returns nan (0/0 in NumPy)",
      [NAN, [r"ideal (DCG )?(is )?(0|zero)", r"no relevant item", r"(0|zero) ?/ ?(0|zero)", r"IDCG",
             r"(without|no|missing) (a )?guard"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.ones(len(g))
        disc[1:] = np.log2(np.arange(2, len(g) + 1))
        return np.sum(g / disc)
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''')

wrong("q26", "scope.eps_precision", "hidden", "takes the NumPy mean of an empty selection when nothing is within "
      "epsilon, returning nan instead of 0",
      [NAN, [r"empty", r"nothing (is )?(within|inside|returned)", r"no target", r"(without|no|missing) (a )?guard"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "avg.macro", "hidden", "a query with nothing retrieved is skipped (left out of the mean) instead of "
      "counting as precision 0",
      [[r"skip\w*", r"left out", r"(drop|exclud|ignor)\w*", r"not counted", r"instead of (counting )?(as )?(0|zero)",
        r"fewer queries", r"denominator"]], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(precs) / len(precs)
''')

wrong("q28", "rank.p_at_k", "data", "divides by the number of labels actually in the top k (len(labels[:k])) "
      "instead of k, wrong when k is longer than the list",
      [[r"len\(labels\[:k\]\)", r"(list|ranking)'?s? length", r"instead of (by )?k\b", r"not (by )?k\b",
        r"(shorter|longer) than", r"min\(k"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top) if top else 0.0
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "dcg.classic", "twin", "an off-by-one in the discount's rank: enumerate(grades[1:], start=2) then "
      "log2(i + 1), so rank i is discounted by log2(i + 1)",
      [[r"off.?by.?one", r"enumerate.{0,30}start", r"rank.{0,20}(shifted|one too (high|large|many))",
        r"start\s*=\s*2", r"index.{0,30}(shift|wrong|one)"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = grades[0]
    for i, g in enumerate(grades[1:], start=2):
        total += g / math.log2(i + 1)
    return total
''')

wrong("q30", "roc.auc", "twin", "walks the ROC item by item after sorting by (score, label) descending, so inside "
      "a tie the positives come first (ties not one diagonal step)",
      [[r"item by item", r"one (item|example) at a time", r"(positives?|relevant) first", r"sort\w*.{0,30}label",
        r"tie\w*.{0,40}not (as )?(one|a single|diagonal) step", r"sort key"]], '''
def my_auc(scores, labels):
    pairs = sorted(zip(scores, labels), reverse=True)
    P = sum(labels)
    N = len(labels) - P
    tp = fp = 0
    area = 0.0
    for s, y in pairs:
        if y == 1:
            tp += 1
        else:
            fp += 1
            area += tp
    return area / (P * N)
''')

wrong("q31", "interp.curve", "twin", "takes the precision at the first rank that reaches each level (no maximum over "
      "the later ranks)",
      [[r"(no|without|missing|forg[eo]t\w*) (the )?max", r"not the max", r"first rank (that )?reach\w*",
        r"later ranks", r"max\w* over"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    for i in range(11):
        r = i / 10
        hits, val = 0, 0.0
        for k, x in enumerate(labels, 1):
            hits += x
            if n_relevant and hits / n_relevant >= r - 1e-12:
                val = hits / k
                break
        out.append(val)
    return out
''')

wrong("q32", "map.mrr", "twin", "np.argmax on a query with no relevant item returns index 0, so that query counts "
      "RR 1 instead of 0",
      [[r"argmax"], [r"(no|without) (a )?relevant", r"all.?zero", r"(index|position) 0", r"(returns|gives) 0",
                     r"empty"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.argmax(np.asarray(run)) + 1) for run in runs]
    return float(np.mean(rr))
''')

wrong("q33", "ap.value", "twin", "takes np.mean of the precisions at the relevant ranks, dividing by the relevant "
      "items retrieved instead of n_relevant",
      [[r"mean of", r"np\.mean", r"average of (the )?precisions", r"relevant (items )?retrieved",
        r"retrieved relevant", r"instead of n_relevant", r"not (by )?n_relevant"]], '''
import numpy as np

lab = np.array(v["labels"])
prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
my_ap_value = float(np.mean(prec[lab == 1]))
''')

wrong("q34", "roc.eer", "twin", "walks the ROC one item at a time after sorting by (score, label), so tied scores "
      "are not one step (positives first inside a tie)",
      [[r"item by item", r"one (item|example|score) at a time", r"(positives?|relevant) first",
        r"sort\w*.{0,30}label", r"tie\w*.{0,40}not (as )?(one|a single) step", r"tie\w* (split|broken)"]],
      '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for s, y in sorted(zip(scores, labels), reverse=True):
        if y:
            tp += 1
        else:
            fp += 1
        pts.append((fp / N, 1 - tp / P))
    for (f0, n0), (f1, n1) in zip(pts, pts[1:]):
        d0, d1 = f0 - n0, f1 - n1
        if d0 == 0:
            return f0
        if d0 < 0 <= d1:
            t = -d0 / (d1 - d0)
            return f0 + t * (f1 - f0)
    return pts[-1][0]
''')

wrong("q35", "pr.averaged", "twin", "each query's curve takes the precision at the first rank reaching the level "
      "(no maximum over the later ranks)",
      [[r"(no|without|missing|forg[eo]t\w*) (the )?max", r"not the max", r"first rank (that )?reach\w*",
        r"later ranks", r"max\w* over"]], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        curve = []
        for i in range(11):
            val = 0.0
            hits = 0
            for k, x in enumerate(run, 1):
                hits += x
                if n and hits / n >= i / 10 - 1e-12:
                    val = hits / k
                    break
            curve.append(val)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances from largest to smallest (like scores in the ROC "
      "examples), so the farthest items come first",
      [[r"(largest|highest|biggest|farthest|furthest) first", r"descending", r"reverse\w*",
        r"(distance|distances).{0,30}(as|like) (a )?(score|similarit)", r"wrong (sort )?order",
        r"nearest last"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')

wrong("q37", "scope.knn_ties", "data", "returns [highest, lowest] (the two bounds in the wrong order)",
      [[r"(wrong|reversed|swapped|switched) order", r"order.{0,20}(wrong|reversed|swapped)", r"swap\w*",
        r"(highest|optimistic).{0,20}first", r"reversed"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances)
    y = np.asarray(labels)
    pess = np.lexsort((y, d))
    opt = np.lexsort((-y, d))
    return [float(y[opt[:k]].sum() / k), float(y[pess[:k]].sum() / k)]
''')

wrong("q38", "set.pr", "hidden", "counts the retrieved list with its duplicates (len(retrieved)) instead of the set of "
      "ids",
      [[r"duplicate", r"len\(retrieved\)", r"(not|never) (a )?set", r"more than once", r"de.?dup"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hit = len(set(retrieved) & rel)
    p = hit / len(retrieved) if retrieved else 0.0
    r = hit / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q39", "roc.auc", "data", "assumes the lists are already in score order (as in the worked example) and counts "
      "pairs by their position, never looking at the scores",
      [[r"(never|not|without) (look\w* at|us\w*|sort\w*)( by)? (the )?scores", r"ignor\w*.{0,20}scores",
        r"position", r"(already|pre).?sorted", r"(given|input|list) order", r"never sort\w*"]], '''
from itertools import combinations

def my_auc(scores, labels):
    good = 0
    total = 0
    for i, j in combinations(range(len(labels)), 2):
        if labels[i] != labels[j]:
            total += 1
            if labels[i] == 1:
                good += 1
    return good / total
''')

wrong("q40", "interp.step", "data", "takes the class size from the list (sum(labels)) instead of the n_relevant "
      "argument, as if every relevant item were retrieved",
      [[r"sum\(labels\)", r"(ignor\w*|never us\w*).{0,20}n_relevant", r"instead of (the )?n_relevant",
        r"relevant (items )?(in|of) the (list|ranking)", r"(every|all) relevant items? (were |are )?retrieved",
        r"not (the )?n_relevant"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / R >= level - 1e-12:
                return hits / k
    return 0.0
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the end of the run's own ranking (treated "
      "as retrieved) as well as to the ideal",
      [[r"append\w*", r"(run|ranking|retrieved list)'?s?.{0,30}unretrieved", r"unretrieved.{0,40}(retrieved|run|"
        r"ranking|dcg)", r"treat\w*.{0,20}(as )?retrieved", r"end of the (run|list|ranking)"]], '''
from math import log2

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

allg = v["grades"] + v["unretrieved"]
my_ndcg_value = dcg(allg) / dcg(sorted(allg, reverse=True))
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp] (columns in another order), so it averages "
      "tp / (tp + fn), the recall",
      [[r"(column|field|entry|element)s?.{0,30}(order|swapped|confused|mixed)", r"\bfn\b.{0,30}(as|for|instead) "
        r"(of )?\bfp\b", r"fp and fn", r"fn and fp", r"recall", r"tp ?/ ?\(?tp ?\+ ?fn"]], '''
def my_macro_precision(tables):
    vals = []
    for tp, fn, fp in tables:
        vals.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(vals) / len(vals)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "set.f_beta", "exact fractions", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b2 = Fraction(precision), Fraction(recall), Fraction(beta) ** 2
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b2) * p * r / (b2 * p + r))
''')

right("q44", "rank.p_at_k", "explicit loop over k ranks", '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')

right("q45", "interp.curve", "NumPy suffix maximum", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    out = []
    for i in range(11):
        ok = rec >= i / 10 - 1e-12
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
    return out
''')

right("q46", "map.mrr", "itertools.compress with next(default)", '''
from itertools import compress, count

def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = next(compress(count(1), run), None)
        total += 1 / first if first else 0.0
    return total / len(runs)
''')

right("q47", "gen.grip_point", "padded comprehension", '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = [labels[i] if i < len(labels) else 0 for i in range(c)]
    return sum(top) / c if c else 0.0
''')

right("q48", "scope.knn_ties", "count the tie group", '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    before = [y for d, y in pairs if d < cut]
    tied = [y for d, y in pairs if d == cut]
    room = k - len(before)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    lo = sum(before) + max(0, room - non_t)
    hi = sum(before) + min(room, rel_t)
    return [lo / k, hi / k]
''')

SUBMISSIONS = tuple(S)
