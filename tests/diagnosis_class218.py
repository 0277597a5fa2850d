"""Diagnosis class 218, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write recursive or divide-and-conquer code, or build their results by repeated list concatenation and slicing
(styles vary inside the class: loops, NumPy, comprehensions, itertools, fractions). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c218-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4+ value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class218).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 218 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c218-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "averages each query's R-precision (P at rank n_relevant) instead of its "
      "average precision",
      [[r"R.?prec", r"precision at (rank )?R\b", r"P@R\b", r"precision at (rank )?n_relevant",
        r"P@n_relevant", r"precision at (the )?(rank|cut(off)?) (equal to |of )?(the )?(number of relevant|n_relevant)"]], '''
def my_map(runs, n_relevant):
    def rprec(labels, r):
        if r == 0:
            return 0.0
        top = labels[:r]
        return sum(top) / r

    def mean(xs):
        if len(xs) == 1:
            return xs[0]
        half = len(xs) // 2
        return (mean(xs[:half]) * half + mean(xs[half:]) * (len(xs) - half)) / len(xs)

    return mean([rprec(l, r) for l, r in zip(runs, n_relevant)])
''')

wrong("q02", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec_eval DCG) instead of "
      "the classic rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(?\s*i\s*\+\s*1", r"trec(_eval)?.{0,20}(dcg|discount|formulation)", r"rank \+ 1",
        r"(every|all|each) rank.{0,30}discount", r"discount(s|ed)? (the )?(first|rank 1|rank one)",
        r"first (item|grade|rank).{0,30}(discounted|divided)", r"burges"]], '''
from math import log2

def my_dcg(grades):
    def rec(gs, rank):
        if not gs:
            return 0.0
        return gs[0] / log2(rank + 1) + rec(gs[1:], rank + 1)
    return rec(list(grades), 1)
''')

wrong("q03", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool(ed|s|ing)?", r"sum(s|med)? (of )?(the )?(counts|tp|true positives).{0,40}(before|then) divid",
        r"summ?(ing|ed)? (the )?tables", r"total tp", r"aggregat\w* (the )?counts"]], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q04", "dcg.exponential", "sibling", "computes the linear-gain DCG (rel_i / log2(i + 1)) instead of the "
      "exponential gain 2^rel - 1",
      [[r"linear", r"2\s*\^\s*rel.{0,20}(missing|not used|left out|forgot)", r"(raw|plain) (grade|rel)",
        r"grade(s)? (itself|themselves|directly|as (the )?gain)", r"without (the )?(exponential|2\s*\^)",
        r"not exponential", r"gain (is|of) rel_i\b"]], '''
from math import log2

def dcg(gs, i=1):
    return 0.0 if not gs else gs[0] / log2(i + 1) + dcg(gs[1:], i + 1)

my_dcg_exp = dcg(list(v["grades"]))
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision over every point with recall >= level (the "
      "11-point max interpolation) instead of the step rule's P_i",
      [[r"max(imum)? (over|of) (all |every )?(the )?(later |following )?points", r"max(imum)? interpolat",
        r"ceiling", r"11.?point (rule|interpolation)", r"highest precision.{0,40}(later|beyond|further)",
        r"recall >= ?level", r"instead of (the )?step rule'?s"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            points = points + [(hits / n_relevant, hits / k)]
    good = [p for r, p in points if r >= level]
    return max(good) if good else 0.0
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest the diagonal FPR = FNR "
      "instead of intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"smallest \|?\s*FPR\s*-\s*FNR", r"no(t)? interpolat", r"without interpolat",
        r"(never|doesn.t|does not|didn.t) interpolat", r"(an? |the )?(existing|actual) (ROC )?point",
        r"mean of FPR and FNR", r"\(FPR \+ FNR\) ?/ ?2"]], '''
def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    best = None
    for t in sorted(set(scores), reverse=True) + [float("-inf")]:
        tp = sum(1 for s, y in zip(scores, labels) if y and s > t)
        fp = sum(1 for s, y in zip(scores, labels) if not y and s > t)
        fpr, fnr = fp / neg, 1 - tp / pos
        if best is None or abs(fpr - fnr) < best[0]:
            best = (abs(fpr - fnr), (fpr + fnr) / 2)
    return best[1]
''')

wrong("q07", "ap.at_k", "sibling", "divides the top-k sum by n_relevant (plain AP cut at k) instead of min(k, "
      "n_relevant)",
      [[r"n_relevant\b(?!\s*\))", r"divid\w* by (the )?(number of relevant|all (the )?relevant|R\b)",
        r"instead of min\(?\s*k", r"min\(k, ?(n_relevant|R)\).{0,30}(not|never|missing|ignored)",
        r"without (the )?min", r"AP truncated", r"truncated AP"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    top = list(labels[:k])
    total, hits = 0.0, 0
    for i in range(len(top)):
        if top[i]:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta (is )?not squared", r"beta instead of beta\s*(\^|\*\*)\s*2", r"forg[eo]t.{0,20}squar",
        r"without squaring", r"b instead of b\s*(\^|\*\*)?\s*2", r"squar\w*.{0,20}(missing|forgotten|omitted)",
        r"linear in beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "ndcg.all_judgments", "shape", "discounts with the natural log ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\b(?!2)", r"wrong (log(arithm)? )?base",
        r"another base", r"log\(i\) instead of log2"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        if not gs:
            return 0.0
        if len(gs) == 1:
            return gs[0]
        return dcg(gs[:-1]) + gs[-1] / math.log(len(gs))
    ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0], reverse=True)
    best = dcg(ideal)
    return dcg(list(grades)) / best if best else 0.0
''')

wrong("q10", "dcg.trec", "shape", "divides by log2(i) + 1 instead of log2(i + 1) (the +1 outside the log)",
      [[r"log2?\s*\(\s*i\s*\)\s*\+\s*1", r"\+ ?1 outside", r"outside (the )?(log|logarithm)",
        r"parenthes", r"1 added (to|after) the log", r"adds? 1 to the log(arithm)?\b"]], '''
from math import log2

grades = list(v["grades"])
my_dcg_trec = sum(g / (log2(i) + 1) for i, g in enumerate(grades, 1))
''')

wrong("q11", "gen.practical", "shape", "the recall bound divides by d - v + s instead of d - s + v (s and v "
      "swapped in the largest possible class size)",
      [[r"d\s*-\s*v\s*\+\s*s", r"(s and v|v and s) (are )?(swapped|confused|exchanged|mixed)",
        r"swap\w* (s|v) and (v|s)", r"sign(s)? of (s|v).{0,20}(swapped|wrong)",
        r"largest (possible )?class.{0,40}(wrong|swapped)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - v + s), v / d]
''')

wrong("q12", "ap.value", "shape", "returns the sum of the precisions at the relevant ranks without dividing by "
      "n_relevant",
      [[r"(not|never|forg[eo]t\w*( to)?|without|missing) divid", r"no division", r"sum (only|itself)",
        r"(the )?sum of (the )?precisions", r"divid\w*.{0,30}(missing|left out|forgotten|omitted)",
        r"numerator only", r"not (normali[sz]ed|averaged)"]], '''
labels = list(v["labels"])
hits = 0
precs = []
for k, x in enumerate(labels, 1):
    if x:
        hits += 1
        precs = precs + [hits / k]
my_ap_value = sum(precs)
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"by 10\b", r"/ ?10\b", r"10 instead of 11", r"ten instead of eleven", r"(wrong|off.by.one).{0,20}(count|number) of levels",
        r"11 levels.{0,30}10", r"divid\w* by ten"]], '''
def my_11pt(labels, n_relevant):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts = pts + [(hits / n_relevant if n_relevant else 0.0, hits / k)]
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max([p for rr, p in pts if rr >= r] + [0.0])
    return total / 10
''')

wrong("q14", "pr.averaged", "shape", "divides each level's sum over the queries by 11 (the number of levels) "
      "instead of by the number of queries",
      [[r"(by|/) ?11\b", r"number of levels", r"levels instead of (the )?(number of )?queries",
        r"(wrong|instead of (the )?number of queries).{0,20}(denominator|divisor)",
        r"(queries and levels|levels and queries) (confused|swapped|mixed)", r"not (by )?the number of queries"]], '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels, n):
        if n == 0:
            return [0.0] * 11
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts = pts + [(hits / n, hits / k)]
        return [max([p for r, p in pts if r >= j / 10] + [0.0]) for j in range(11)]

    curves = [curve(l, n) for l, n in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / 11 for j in range(11)]
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a k beyond "
      "the list's end does not count the missing ranks",
      [[r"len\(labels\[:k\]\)", r"length of the (slice|list|cut)", r"(slice|list)'?s? length",
        r"missing ranks.{0,40}(not counted|ignored|dropped)", r"instead of (by )?k\b", r"(shorter|fewer) than k",
        r"divid\w* by (the )?(number of )?(items|ranks) (present|available|retrieved|in the list)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    if not top:
        return 0.0
    return sum(top) / len(top)
''')

wrong("q16", "pr.averaged", "flow", "propagates the interpolation with a running maximum from the first rank "
      "forward (max to the left) instead of from the last rank backward",
      [[r"(forward|left to right|from the (top|start|first))", r"(wrong|reversed?|opposite) direction",
        r"max(imum)? (to|on) the left", r"(earlier|previous|higher) ranks?", r"backward",
        r"(running|cumulative) max(imum)?.{0,40}(wrong|forward|first)", r"recall <=? ?r"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    total = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        if n == 0 or not any(labels):
            continue
        lab = np.asarray(labels, dtype=float)
        hits = np.cumsum(lab)
        prec = hits / np.arange(1, len(lab) + 1)
        rec = hits / n
        prec = np.maximum.accumulate(prec)
        for j in range(11):
            ok = rec >= j / 10 - 1e-12
            total[j] += prec[ok][0] if ok.any() else 0.0
    return list(total / len(runs))
''')

wrong("q17", "pr.points", "flow", "records each point's precision before counting the current relevant item "
      "(the hit counter is raised one step late)",
      [[r"before (count|increment|add|updat)", r"(one step|one item|one) (late|behind)", r"hits? - ?1",
        r"(counter|count|hits?) (is )?(increment|raised|updated)\w* (after|too late)", r"order of (the )?updates?",
        r"previous (hit )?count", r"off.by.one.{0,30}(hit|count)"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            out = out + [hits / k]
            hits += 1
    return out
''')

wrong("q18", "map.mean", "flow", "the relevant-item counter is not reset between queries, so each query's "
      "precisions keep the previous queries' hits",
      [[r"(not|never) reset", r"reset", r"carr(y|ies|ied) over", r"accumulat\w* across (the )?queries",
        r"previous quer(y|ies).{0,30}(hits|count)", r"(outside|before) the (query )?loop", r"leak"]], '''
def my_map(runs, n_relevant):
    aps = []
    hits = 0
    for labels, n in zip(runs, n_relevant):
        s = 0.0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / k
        aps = aps + [s / n if n else 0.0]
    return sum(aps) / len(aps)
''')

wrong("q19", "map.mrr", "flow", "does not stop at the first relevant item: adds 1/rank of every relevant item "
      "of the query",
      [[r"(no|missing|without|forg[eo]t\w*( the)?) break", r"(does not|doesn.t|never) stop", r"every relevant",
        r"all (the )?relevant (items|ranks)", r"sum of (the )?reciprocal", r"not only the first",
        r"(each|every) (hit|relevant rank)"]], '''
def my_mrr(runs):
    def rr(labels, rank=1):
        if not labels:
            return 0.0
        return (1 / rank if labels[0] else 0.0) + rr(labels[1:], rank + 1)
    return sum(rr(list(r)) for r in runs) / len(runs)
''')

wrong("q20", "roc.auc", "flow", "compares only pairs (i, j) with j > i in list order, so a negative listed "
      "before a positive is never compared with it",
      [[r"j ?> ?i", r"upper triangle", r"(only|half (of )?the) pairs", r"list order", r"(earlier|later) in the list",
        r"(inner|second) loop (starts|begins)", r"range\(i ?\+ ?1", r"(missing|skips?|misses) (some |half )?(of the )?pairs",
        r"not all pairs"]], '''
def my_auc(scores, labels):
    n = len(scores)
    npos = sum(labels)
    nneg = n - npos
    good = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    good += 1
                elif scores[i] == scores[j]:
                    good += 0.5
    return good / (npos * nneg)
''')

wrong("q21", "ap.exact", "flow", "adds P@k at every rank (the add is outside the `if` on relevance) instead "
      "of only at the relevant ranks",
      [[r"every rank", r"all ranks", r"(non.?relevant|irrelevant) ranks", r"outside (the )?if",
        r"indent", r"not only (at )?(the )?relevant", r"each rank"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    precs = []
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
        precs = precs + [hits / k]
    return sum(precs) / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "builds the recall levels by adding 0.1 repeatedly, so levels such as "
      "0.3 come out as 0.30000000000000004 and an exactly reached recall is missed",
      [[r"float(ing)?.?(point)?", r"round(ing|ed)?", r"0\.30000000000000004", r"\+= ?0\.1", r"repeated(ly)? add",
        r"accumulat\w* 0\.1", r"not exact(ly)?"]], '''
def my_interpolated(labels, n_relevant):
    pts, hits = [], 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts = pts + [(hits / n_relevant if n_relevant else 0.0, hits / k)]
    out, r = [], 0.0
    for _ in range(11):
        out = out + [max([p for rr, p in pts if rr >= r] + [0.0])]
        r += 0.1
    return out
''')

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without the zero check: a query with no relevant "
      "items raises ZeroDivisionError", [ZERODIV], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    def rec(rest, k, hits):
        if not rest:
            return Fraction(0)
        if rest[0]:
            return Fraction(hits + 1, k) + rec(rest[1:], k + 1, hits + 1)
        return rec(rest[1:], k + 1, hits)
    return float(rec(list(labels), 1, 0) / n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "gen.grip_point", "hidden", "divides by the length of the slice labels[:c], so a list shorter than "
      "the class does not count the missing ranks as not relevant",
      [[r"len\(labels\[:", r"length of the (slice|list|cut)", r"(slice|list)'?s? length",
        r"missing ranks.{0,40}(not counted|ignored|dropped)", r"instead of (by )?(c|n_relevant)\b",
        r"divid\w* by (the )?(number of )?(items|ranks) (present|available|retrieved|in the list)"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top) if top else 0.0
''')

wrong("q25", "set.pr", "hidden", "divides by the number of retrieved ids without a check, so an empty result "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = ret & rel
    p = len(hit) / len(ret)
    r = len(hit) / len(rel) if rel else 0.0
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when "
      "nothing is within epsilon",
      [NAN + [r"mean of an empty", r"empty (slice|array|result|selection)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q27", "scope.knn_ties", "hidden", "looks at distances[order[k]] (the item after the k-th) without a bound "
      "check, so k = the whole list raises IndexError", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    dk = distances[order[k - 1]]
    if distances[order[k]] != dk:
        p = sum(labels[i] for i in order[:k]) / k
        return [p, p]
    closer = [labels[i] for i in order if distances[i] < dk]
    tied = [labels[i] for i in order if distances[i] == dk]
    slots = k - len(closer)
    rel, non = sum(tied), len(tied) - sum(tied)
    low = sum(closer) + max(0, slots - non)
    high = sum(closer) + min(slots, rel)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "returns 1 instead of 0 when the ideal DCG is 0 (no relevant item at "
      "all)",
      [[r"(returns?|gives?) 1\b", r"1(\.0)? instead of 0", r"perfect score", r"ideal DCG (is )?(0|zero).{0,40}1"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    best = dcg(ideal)
    if best == 0:
        return 1.0
    return dcg(grades) / best
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "the comparison is reversed: counts pairs where the negative scores higher than "
      "the positive (gives 1 - AUC)",
      [[r"revers\w* (the )?comparison", r"comparison.{0,20}(reversed|flipped|wrong way)", r"negative (scores )?higher",
        r"s_?neg ?> ?s_?pos", r"(>|greater than) (the )?wrong way", r"wrong direction of (the )?comparison"]], '''
from itertools import product

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    good = sum(1.0 if n > p else 0.5 if n == p else 0.0 for p, n in product(pos, neg))
    return good / (len(pos) * len(neg))
''')

wrong("q30", "set.f_beta", "twin", "puts beta^2 on the recall term of the denominator (P + beta^2 R) instead of "
      "on the precision term",
      [[r"beta.{0,15}(on|times|multipl\w*) (the )?recall", r"b\s*(\^|\*\*)\s*2\s*\*?\s*R\b",
        r"P \+ (beta|b)\s*(\^|\*\*)\s*2\s*\*?\s*R", r"wrong term", r"recall term"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = precision + b2 * recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"(wrong|reversed?|swapped) order", r"order.{0,20}(reversed|swapped)", r"\[highest, lowest\]",
        r"swapp\w* (the )?(two )?(bounds|values|elements)", r"(lowest|highest) (and|with) (highest|lowest) swapped",
        r"bounds? (are )?(swapped|reversed)"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    dk = pairs[k - 1][0]
    closer = [y for d, y in pairs if d < dk]
    tied = [y for d, y in pairs if d == dk]
    slots = k - len(closer)
    rel = sum(tied)
    non = len(tied) - rel
    best = (sum(closer) + min(slots, rel)) / k
    worst = (sum(closer) + max(0, slots - non)) / k
    return [best, worst]
''')

wrong("q32", "interp.step", "twin", "uses a strict recall > level to find the point, so a level equal to a "
      "reached recall R_i reads the next point P_(i+1)",
      [[r"strict", r"> ?level", r">= ?level", r"instead of >= ?", r"greater than or equal", r"(not|instead of) >="]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant > level:
                return hits / k
    return 0.0
''')

wrong("q33", "map.mean", "twin", "pools the precisions at the relevant ranks of all queries and divides by the "
      "total n_relevant (a micro average) instead of averaging the per-query APs",
      [[r"pool", r"micro", r"total n_relevant", r"sum of (all )?(the )?n_relevant", r"across (all )?queries.{0,30}(sum|pool)",
        r"one (big )?sum", r"(instead of|not) (the )?mean of (the )?(per.query )?AP"]], '''
import numpy as np

def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        lab = np.asarray(labels, dtype=float)
        prec = np.cumsum(lab) / np.arange(1, len(lab) + 1)
        total += float((prec * lab).sum())
    return total / sum(n_relevant)
''')

wrong("q34", "rank.r_precision", "twin", "takes R as the number of relevant items in the list (sum of labels) "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(in the list|retrieved)", r"(count|number) of (1s|ones)",
        r"retrieved relevant", r"R (from|counted in) the (list|labels)", r"instead of n_relevant"]], '''
labels = list(v["labels"])
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("q35", "ap.eleven_point", "twin", "takes the levels from np.arange(0, 1.1, 0.1), whose float values (e.g. "
      "1.0000000000000002) lie just above the exact levels, so a recall of exactly that level is missed",
      [[r"arange", r"float(ing)?.?(point)?", r"round(ing|ed)?", r"1\.0000000000000002", r"0\.30000000000000004",
        r"not exact(ly)?"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, len(lab) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    vals = [prec[rec >= r].max() if (rec >= r).any() else 0.0 for r in np.arange(0, 1.1, 0.1)]
    return float(np.mean(vals))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "rank.distances", "data", "sorts the distances but not the labels with them, so P@k reads the labels "
      "in their input order",
      [[r"labels? (are |were )?(not|never) (re)?(sorted|ordered|permuted|reordered)", r"input order",
        r"(original|given) order", r"not (sorted|reordered) (together|with)", r"(sorted|sorts) (only )?the distances",
        r"labels? (stay|kept|left) (in place|unsorted)", r"never sorted"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    d = sorted(distances)
    top = labels[:k]
    return sum(top) / k
''')

wrong("q37", "set.pr", "data", "counts the retrieved list with its duplicates (an id retrieved twice counts "
      "twice) instead of as a set",
      [[r"duplicat", r"counted (two|2) times", r"(not|never) (as )?a set", r"list instead of (a )?set", r"repeated ids?",
        r"len\(retrieved\)"]], '''
def my_set_pr(retrieved, relevant):
    hits = [d for d in retrieved if d in relevant]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(set(hits)) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q38", "avg.macro", "data", "reads each table as [tp, fn, fp]: precision becomes tp / (tp + fn), the "
      "query's recall",
      [[r"fn instead of fp", r"\[tp, ?fn, ?fp\]", r"column(s)? (order|swapped|confused)", r"(fp and fn|fn and fp) (swapped|confused|mixed)",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"recall"]], '''
def my_macro_precision(tables):
    def prec(t):
        tp, fn, fp = t
        return tp / (tp + fp) if tp + fp else 0.0
    vals = [prec(t) for t in tables]
    return sum(vals) / len(vals)
''')

wrong("q39", "pr.averaged", "data", "uses the number of relevant items in the list (sum of labels) as each "
      "query's n_relevant, ignoring the given n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved)",
        r"ignor\w* (the given )?n_relevant", r"(unretrieved|never retrieved|missing) relevant",
        r"n_relevant (is )?(not used|ignored)"]], '''
def my_averaged_curve(runs, n_relevant):
    def curve(labels):
        n = sum(labels)
        if n == 0:
            return [0.0] * 11
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts = pts + [(hits / n, hits / k)]
        return [max([p for r, p in pts if r >= j / 10] + [0.0]) for j in range(11)]

    cs = [curve(list(l)) for l in runs]
    return [sum(c[j] for c in cs) / len(cs) for j in range(11)]
''')

wrong("q40", "ndcg.all_judgments", "data", "gives every unretrieved relevant item grade 1 in the ideal ranking "
      "instead of its own grade",
      [[r"grade 1", r"(as|of|with) 1\b", r"(their|its) (own )?grades?.{0,30}(ignored|not used|lost)",
        r"(count|number|len) of (the )?unretrieved", r"unretrieved (grades )?(as|treated as) (binary|ones|1)",
        r"binary"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        if not gs:
            return 0.0
        return dcg(gs[:-1]) + (gs[-1] if len(gs) == 1 else gs[-1] / log2(len(gs)))
    ideal = sorted(list(grades) + [1] * len(unretrieved), reverse=True)
    best = dcg(ideal)
    return dcg(list(grades)) / best if best else 0.0
''')

wrong("q41", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list (sum of "
      "labels) instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(in the list|retrieved|found)",
        r"ignor\w* (the given )?n_relevant", r"n_relevant (is )?(not used|ignored)",
        r"class size (from|counted in) the (list|labels)"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    if c == 0:
        return 0.0
    return sum(labels[:c]) / c
''')

wrong("q42", "dcg.trec", "data", "sorts the grades from high to low before summing (computes the ideal DCG, not "
      "the ranking's)",
      [[r"sort", r"ideal", r"(ranking|given|input) order", r"reorder", r"(high|best) (to|first)"]], '''
import numpy as np

g = np.sort(np.asarray(v["grades"], dtype=float))[::-1]
my_dcg_trec = float((g / np.log2(np.arange(2, len(g) + 2))).sum())
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "ap.exact", "recursion over the list with an exact Fraction", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    def rec(rest, k, hits):
        if not rest:
            return Fraction(0)
        if rest[0]:
            return Fraction(hits + 1, k) + rec(rest[1:], k + 1, hits + 1)
        return rec(rest[1:], k + 1, hits)
    return float(rec(list(labels), 1, 0) / n_relevant)
''')

right("q44", "dcg.classic", "NumPy with the first rank's discount set to 1", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.log2(np.arange(1, len(g) + 1))
    disc[0] = 1.0
    return float((g / disc).sum())
''')

right("q45", "map.mrr", "itertools.compress and next with a default", '''
from itertools import compress, count

def my_mrr(runs):
    rr = [1 / next(compress(count(1), r), float("inf")) for r in runs]
    return sum(rr) / len(rr)
''')

right("q46", "set.f_beta", "fractions.Fraction throughout", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b = Fraction(precision), Fraction(recall), Fraction(beta)
    den = b * b * p + r
    return float((1 + b * b) * p * r / den) if den else 0.0
''')

right("q47", "rank.p_at_k", "divide and conquer on the top k, padded by k", '''
def my_p_at_k(labels, k):
    def hits(xs):
        if len(xs) <= 1:
            return sum(xs)
        m = len(xs) // 2
        return hits(xs[:m]) + hits(xs[m:])
    return hits(list(labels[:k])) / k
''')

right("q48", "ndcg.value", "list concatenation for the ideal ranking", '''
from math import log2

grades = list(v["grades"])
ideal = sorted(grades + list(v["unretrieved"]), reverse=True)

def dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

my_ndcg_value = dcg(grades) / dcg(ideal) if dcg(ideal) else 0.0
''')

SUBMISSIONS = tuple(S)
