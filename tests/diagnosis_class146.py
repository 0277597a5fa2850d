"""Diagnosis class 146, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- defensive
programmers who wrap everything in try/except, fall back on default values, validate early and write guard
clauses (which sometimes return the wrong thing). Styles vary inside the class: loops, NumPy, comprehensions,
itertools, fractions. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, generators, hidden-check hints, references), the measure library and the course documents
were read. Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are
``"c146-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class146).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NONE, class_writer

BATCH = "diagnosis class 146 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c146-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"sum\(labels\)", r"sum of (the )?labels",
        r"number of (hits|ones|1s)", r"found relevant", r"instead of n_relevant", r"ignor\w* n_relevant",
        r"not n_relevant", r"unretrieved.{0,40}(ignored|missing|not counted)"]], '''
def my_ap(labels, n_relevant):
    if not labels:
        return 0.0
    try:
        hits, total = 0, 0.0
        for rank, lab in enumerate(labels, start=1):
            if lab:
                hits += 1
                total += hits / rank
        return total / hits
    except ZeroDivisionError:
        return 0.0
''')

wrong("q02", "avg.macro", "sibling", "returns the micro average (pooled tp over pooled tp + fp) instead of the "
      "mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum(s|med)? (the |of )?(tp|counts|tables)", r"total (tp|counts)",
        r"aggregat\w* (the )?counts", r"instead of (averaging|the mean of) (the )?(per.query|query) precisions"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    tp_sum, ret_sum = 0, 0
    for row in tables:
        try:
            tp, fp, fn = row
        except (TypeError, ValueError):
            continue
        tp_sum += tp
        ret_sum += tp + fp
    return tp_sum / ret_sum if ret_sum > 0 else 0.0
''')

wrong("q03", "interp.step", "sibling", "returns the classic interpolated precision (the maximum precision at any "
      "recall >= level) instead of the step rule's P_i",
      [[r"max(imum)?", r"highest precision", r"best precision"],
       [r"recall\w* ?>=? ?(the )?level", r"later ranks", r"any (later|higher) recall",
        r"classic interpol", r"11.point", r"instead of (the )?step", r"not the step rule"]], '''
def my_step_interpolated(labels, n_relevant, level):
    if n_relevant <= 0 or not labels:
        return 0.0
    best = 0.0
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += 1 if lab else 0
        try:
            r, p = hits / n_relevant, hits / k
        except ZeroDivisionError:
            continue
        if r >= level - 1e-12 and p > best:
            best = p
    return best
''')

wrong("q04", "dcg.trec", "sibling", "computes the classic DCG (rel_1 undiscounted, then rel_i / log2(i)) instead "
      "of the trec_eval form rel_i / log2(i + 1)",
      [[r"classic", r"log2\(i\)", r"log2 ?i\b", r"first (item|rank|grade) (is )?(not |un)discounted",
        r"undiscounted", r"rel_?1 (not|without)", r"instead of log2\(i ?\+ ?1\)", r"wrong (dcg )?formulation",
        r"burges|j.rvelin"]], '''
import math

grades = list(v.get("grades", []))
my_dcg_trec = 0.0
for i, g in enumerate(grades, start=1):
    try:
        my_dcg_trec += g if i == 1 else g / math.log2(i)
    except (ValueError, ZeroDivisionError):
        pass
''')

wrong("q05", "gen.practical", "sibling", "returns the upper bound of generality (d - s + v) / d instead of the "
      "lower bound v / d",
      [[r"upper bound", r"highest (possible )?generality", r"largest (possible )?generality", r"maximum generality",
        r"d ?- ?s ?\+ ?v\)? ?/ ?d", r"unjudged.{0,40}(relevant|counted)", r"instead of (the )?lower"]], '''
def my_practical(labels, d):
    try:
        s = len(labels)
        v = sum(1 for x in labels if x)
    except TypeError:
        return [0.0, 0.0, 0.0]
    if s == 0 or d <= 0:
        return [0.0, 0.0, 0.0]
    precision = v / s
    recall_lower = v / (d - s + v) if v else 0.0
    generality = (d - s + v) / d
    return [precision, recall_lower, generality]
''')

wrong("q06", "rank.distances", "sibling", "returns recall at k (hits over all relevant targets) instead of "
      "precision at k",
      [[r"recall", r"all (the )?relevant", r"divid\w* by (the )?(number of )?relevant", r"sum\(labels\)",
        r"instead of (dividing by )?k\b", r"not by k"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    if d.size == 0 or k <= 0:
        return 0.0
    order = np.argsort(d, kind="stable")
    n_rel = y.sum()
    if n_rel == 0:
        return 0.0
    return float(y[order[:k]].sum() / n_rel)
''')

wrong("q07", "ndcg.all_judgments", "sibling", "uses the trec_eval DCG (rel_i / log2(i + 1) at every rank) instead "
      "of the classic DCG for both DCG and ideal DCG",
      [[r"log2\(i ?\+ ?1\)", r"trec.?eval('s)? (dcg|formulation|discount)", r"first (item|rank) (is )?discounted", r"discount\w* (the )?(first|rank 1)",
        r"wrong (dcg )?formulation", r"instead of (the )?classic", r"not (the )?classic"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / log2(i + 1) for i, g in enumerate(gs, 1))
    try:
        ideal = sorted([g for g in list(grades) + list(unretrieved) if g > 0], reverse=True)
        idcg = dcg(ideal)
        return dcg(grades) / idcg if idcg > 0 else 0.0
    except TypeError:
        return 0.0
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"beta\b.{0,30}(not|instead of|without).{0,15}(squar|\^ ?2|\*\* ?2|²)", r"(not|never|forg[eo]t\w*) squar",
        r"beta\^?2? (is )?not squared", r"squar\w* (is )?missing", r"instead of beta ?(\^|\*\*) ?2",
        r"instead of beta.?squared", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    try:
        p, r, b = float(precision), float(recall), float(beta)
    except (TypeError, ValueError):
        return 0.0
    if p <= 0 and r <= 0:
        return 0.0
    try:
        return (1 + b) * p * r / (b * p + r)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm ln(i) instead of log2(i)",
      [[r"natural log", r"\bln\b", r"log base e", r"base e\b", r"math\.log\(", r"wrong base", r"another base",
        r"instead of log2", r"not log2", r"base.?2"]], '''
import math

def my_dcg(grades):
    if not grades:
        return 0.0
    total = 0.0
    for i, g in enumerate(grades, start=1):
        try:
            total += g if i == 1 else g / math.log(i)
        except (TypeError, ZeroDivisionError):
            continue
    return float(total)
''')

wrong("q10", "gen.practical", "shape", "recall lower bound v / (d - s) leaves the + v out of the denominator",
      [[r"d ?- ?s\)?(?! ?\+)", r"(forg[eo]t|miss\w*|leav\w*|left|omit\w*|without|drop\w*).{0,40}\+ ?v",
        r"\+ ?v.{0,30}(missing|left out|omitted|dropped)", r"v (is )?not added", r"only (the )?unjudged"]], '''
def my_practical(labels, d):
    labels = list(labels or [])
    s = len(labels)
    if s == 0:
        return [0.0, 0.0, 0.0]
    v = sum(1 for x in labels if x == 1)
    p = v / s
    try:
        rl = v / (d - s) if v else 0.0
    except ZeroDivisionError:
        rl = 1.0
    g = v / d if d else 0.0
    return [p, rl, g]
''')

wrong("q11", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (1) instead of 1/2",
      [[r"ti(e|ed|es)"], [r"count\w* as (a )?(full|whole|1\b(?!/)|one\b)", r">=", r"instead of (1/2|half|0\.5)",
                          r"not (as )?(1/2|half)", r"full (win|point|credit)"]], '''
def my_auc(scores, labels):
    try:
        pos = [s for s, y in zip(scores, labels) if y == 1]
        neg = [s for s, y in zip(scores, labels) if y == 0]
    except TypeError:
        return 0.5
    if not pos or not neg:
        return 0.5
    wins = sum(1 for p in pos for n in neg if p >= n)
    return wins / (len(pos) * len(neg))
''')

wrong("q12", "dcg.exponential", "shape", "the gain is 2^rel instead of 2^rel - 1 (the - 1 left out)",
      [[r"- ?1\b.{0,30}(missing|left out|forgot|omitted|dropped)", r"(forg[eo]t|without|miss\w*|omit\w*|drop\w*).{0,30}- ?1\b",
        r"gain of 1 for (a )?(grade|rel\w*) 0",
        r"non.?relevant.{0,30}gain 1"]], '''
import math

my_dcg_exp = 0.0
try:
    for i, g in enumerate(v["grades"], start=1):
        my_dcg_exp += 2 ** g / math.log2(i + 1)
except (KeyError, TypeError):
    my_dcg_exp = 0.0
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"divid\w*", r"instead of 11", r"not 11", r"/ ?10", r"mean"]], '''
def my_11pt(labels, n_relevant):
    if not n_relevant or n_relevant < 0:
        return 0.0
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        points.append((hits / n_relevant, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        cands = [p for rec, p in points if rec >= r]
        total += max(cands, default=0.0)
    return total / 10
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail probability (the factor 2 of the two-sided "
      "test left out)",
      [[r"one.sided", r"single tail", r"one tail", r"(forg[eo]t|miss\w*|without|omit\w*|not|never).{0,30}(doubl|factor (of )?2|times 2|\* ?2|2 ?\*)",
        r"half (of )?the (two.sided )?p", r"not doubled"]], '''
from math import comb

a, b = v.get("a", []), v.get("b", [])
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
n = wins + losses
if n == 0:
    my_sign_p = 1.0
else:
    k = min(wins, losses)
    my_sign_p = min(1.0, sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "off-by-one: reads labels[1] .. labels[k] (1-based index into a 0-based list), "
      "the IndexError swallowed, so rank 1 is skipped",
      [[r"off.by.one", r"skip\w* (the )?(first|rank 1|top)", r"rank 1 (is )?(skipped|ignored|missed)",
        r"labels\[1\]", r"one (rank|position) (late|too far)", r"shift\w*", r"1.based", r"index \w+ 1\b"]], '''
def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    hits = 0
    for i in range(1, k + 1):
        try:
            hits += 1 if labels[i] else 0
        except IndexError:
            break
    return hits / k
''')

wrong("q16", "map.mean", "flow", "returns inside the loop over the queries: the first query's AP only",
      [[r"first query('s)?( AP)? only", r"only (the )?first query", r"return\w* (inside|in) the loop",
        r"return.{0,30}(too early|first iteration)", r"other queries (are )?(ignored|never)",
        r"one query('s)? (AP|value)"]], '''
def my_map(runs, n_relevant):
    if not runs:
        return 0.0
    aps = []
    for labels, n in zip(runs, n_relevant):
        try:
            hits, s = 0, 0.0
            for k, lab in enumerate(labels, 1):
                if lab:
                    hits += 1
                    s += hits / k
            aps.append(s / n if n else 0.0)
        except TypeError:
            aps.append(0.0)
        return sum(aps) / len(aps)
    return 0.0
''')

wrong("q17", "pr.points", "flow", "appends the precision before counting the current relevant item (hits "
      "updated one step late)",
      [[r"before (count|increment|updat|add)\w*", r"one (step|item|hit) late", r"late", r"off.by.one",
        r"hits?.{0,30}(not yet|before)", r"previous (hit )?count", r"(misses|without) the current"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    if not labels or not n_relevant:
        return out
    hits = 0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q18", "interp.curve", "flow", "the running maximum is never reset between levels (one 'best' carried "
      "over all 11 levels)",
      [[r"(not|never) reset", r"reset", r"carr\w* over", r"running max", r"reus\w*", r"outside the loop",
        r"previous level", r"accumulat\w*"]], '''
def my_interpolated(labels, n_relevant):
    if n_relevant <= 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += bool(lab)
        pts.append((hits / n_relevant, hits / k))
    out = []
    best = 0.0
    for j in range(11):
        r = j / 10
        for rec, p in pts:
            if rec >= r and p > best:
                best = p
        out.append(best if any(rec >= r for rec, _ in pts) else 0.0)
    return out
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: the reciprocal rank of the LAST "
      "relevant item is kept",
      [[r"(no|without|missing|forg[eo]t\w*).{0,20}break", r"last relevant", r"overwrit\w*",
        r"not (stop|break)\w*", r"keeps? (going|looping)", r"(does not|doesn.t|never) stop"]], '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        rr = 0.0
        try:
            for rank, lab in enumerate(run, 1):
                if lab:
                    rr = 1.0 / rank
        except TypeError:
            rr = 0.0
        total += rr
    return total / len(runs)
''')

wrong("q20", "pr.averaged", "flow", "the per-query curve list is made once outside the query loop and reused: "
      "each query's levels keep the earlier queries' maxima",
      [[r"reus\w*", r"outside the (query )?loop", r"(not|never) reset", r"shared", r"carr\w* over",
        r"earlier quer\w*", r"previous quer\w*", r"same list"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    levels = np.linspace(0, 1, 11)
    acc = np.zeros(11)
    curve = np.zeros(11)
    for labels, n in zip(runs, n_relevant):
        if not n:
            continue
        y = np.asarray(labels, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / n
        for j, r in enumerate(levels):
            mask = rec >= r - 1e-12
            if mask.any():
                curve[j] = max(curve[j], prec[mask].max())
        acc += curve
    return list(acc / len(runs))
''')

wrong("q21", "ap.at_k", "flow", "sums the precisions over the whole list instead of stopping at rank k (only "
      "the denominator uses k)",
      [[r"whole list", r"(not|never) (stop|cut|truncat)\w*", r"beyond (rank )?k", r"past (rank )?k",
        r"ignor\w* k", r"(after|below) (rank )?k", r"all ranks", r"not (sliced|cut) (at|to) k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    try:
        denom = min(int(k), int(n_relevant))
    except (TypeError, ValueError):
        return 0.0
    if denom <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            s += hits / i
    return s / denom
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "when nothing is retrieved the ZeroDivisionError is caught and precision set to "
      "1.0 instead of 0",
      [[r"nothing (is )?retrieved", r"empty (retrieved|result)", r"no (item|id)s? retrieved"],
       [r"1\.0", r"\b1\b", r"one\b", r"perfect"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved or []), set(relevant or [])
    hits = len(ret & rel)
    try:
        p = hits / len(ret)
    except ZeroDivisionError:
        p = 1.0
    try:
        r = hits / len(rel)
    except ZeroDivisionError:
        r = 0.0
    return [p, r]
''')

wrong("q23", "gen.grip_point", "hidden", "clamps the scope to the list length (min(n_relevant, len(labels))), so "
      "a list shorter than the class divides by its own length",
      [[r"min\(", r"clamp\w*", r"list('s)? length", r"len\(labels\)"]], '''
def my_grip_point(labels, n_relevant):
    if not labels or n_relevant <= 0:
        return 0.0
    s = min(n_relevant, len(labels))
    return sum(labels[:s]) / s
''')

wrong("q24", "ndcg.all_judgments", "hidden", "when the ideal DCG is 0 the ZeroDivisionError is caught and 1.0 "
      "returned instead of 0",
      [[r"ideal (dcg )?(is )?(0|zero)", r"idcg (is )?(0|zero)", r"no relevant", r"zerodivision"],
       [r"1\.0", r"\b1\b", r"one\b", r"perfect"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    try:
        return dcg(grades) / dcg(ideal)
    except ZeroDivisionError:
        return 1.0
''')

wrong("q25", "scope.eps_precision", "hidden", "guard returns None (bare return) when nothing lies within epsilon "
      "instead of 0", [NONE + [r"empty result"]], '''
def my_eps_precision(distances, labels, epsilon):
    inside = [lab for d, lab in zip(distances, labels) if d < epsilon]
    if not inside:
        return
    return sum(inside) / len(inside)
''')

wrong("q26", "interp.curve", "hidden", "builds the levels by adding 0.1 repeatedly (0.30000000000000004), so a "
      "recall of exactly 0.3 misses its level",
      [[r"float\w*", r"round\w*", r"0\.30000000000000004", r"repeated\w* add\w*", r"accumulat\w*", r"\+= ?0\.1"]], '''
def my_interpolated(labels, n_relevant):
    try:
        hits, pts = 0, []
        for k, lab in enumerate(labels, 1):
            hits += 1 if lab else 0
            pts.append((hits / n_relevant, hits / k))
    except ZeroDivisionError:
        return [0.0] * 11
    out, r = [], 0.0
    for _ in range(11):
        out.append(max((p for rec, p in pts if rec >= r), default=0.0))
        r += 0.1
    return out
''')

wrong("q27", "avg.macro", "hidden", "a query with nothing retrieved is skipped (except ZeroDivisionError: "
      "continue) instead of counting as precision 0 in the mean",
      [[r"skip\w*", r"left out", r"dropp\w*", r"exclud\w*", r"ignor\w*", r"continue", r"not counted",
        r"fewer queries"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        try:
            precs.append(tp / (tp + fp))
        except ZeroDivisionError:
            continue
    return sum(precs) / len(precs) if precs else 0.0
''')

wrong("q28", "ap.at_k", "hidden", "clamps k to the list length before taking min(k, n_relevant), so a k longer "
      "than the list gives a smaller denominator",
      [[r"clamp\w*", r"min\(k, ?len", r"list('s)? length", r"len\(labels\)", r"k (is )?(cut|reduced)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if not labels:
        return 0.0
    k = min(k, len(labels))
    denom = min(k, n_relevant)
    if denom <= 0:
        return 0.0
    hits, s = 0, 0.0
    for i in range(k):
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on recall in the denominator (P + beta^2 R) instead of on "
      "precision", [[r"beta.{0,20}(on|times|multipl\w*|with) (the )?recall", r"b\w*\^?2? ?\* ?r\b",
                     r"beta.{0,15}wrong term", r"(on|to) the wrong term", r"p ?\+ ?beta", r"beta\S* ?r\)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    try:
        return (1 + b2) * precision * recall / (precision + b2 * recall)
    except ZeroDivisionError:
        return 0.0
''')

wrong("q30", "avg.macro", "twin", "unpacks each row as tp, fn, fp (misreads the column order), so fn is used "
      "where fp belongs",
      [[r"column", r"order", r"unpack\w*", r"tp, ?fn, ?fp", r"swap\w*", r"misread"],
       [r"fn", r"false negative", r"fp", r"false positive"]], '''
def my_macro_precision(tables):
    if not tables:
        return 0.0
    total = 0.0
    for row in tables:
        try:
            tp, fn, fp = row
            total += tp / (tp + fp) if tp + fp else 0.0
        except (TypeError, ValueError):
            pass
    return total / len(tables)
''')

wrong("q31", "rank.distances", "twin", "sorts the distances in descending order (reverse=True): farthest first",
      [[r"descending", r"revers\w*", r"farthest", r"largest distance first", r"wrong (sort )?order",
        r"highest (distance )?first"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    if not distances or k <= 0:
        return 0.0
    try:
        pairs = sorted(zip(distances, labels), key=lambda t: t[0], reverse=True)
    except TypeError:
        return 0.0
    return sum(lab for _, lab in pairs[:k]) / k
''')

wrong("q32", "scope.knn_ties", "twin", "the tie-break keys are the wrong way round (relevant first for the "
      "lowest): returns [highest, lowest]",
      [[r"swap\w*", r"revers\w*", r"wrong way", r"other way", r"backwards", r"inverted", r"the wrong order",
        r"highest first", r"\[highest, ?lowest\]"]], '''
def my_knn_tie_bounds(distances, labels, k):
    if k <= 0 or not distances:
        return [0.0, 0.0]
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], -t[1]))
    high = sorted(items, key=lambda t: (t[0], t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

wrong("q33", "rank.p_at_k", "twin", "clamps k to the list length before dividing (divides by len(labels) when k "
      "is larger than the list)",
      [[r"clamp\w*", r"min\(k", r"len\(labels\)", r"list('s)? length", r"length of the list",
        r"missing ranks.{0,30}(ignored|not counted|dropped)", r"instead of (by )?k\b", r"not by k"]], '''
def my_p_at_k(labels, k):
    if not labels:
        return 0.0
    k = min(k, len(labels))
    if k <= 0:
        return 0.0
    return sum(labels[:k]) / k
''')

wrong("q34", "roc.auc", "twin", "the pair comparison is flipped (counts pairs where the negative scores higher), "
      "giving 1 - AUC", [[r"flip\w*", r"revers\w*", r"negative (scores )?higher", r"n ?> ?p", r"p ?< ?n",
                          r"wrong direction", r"1 ?- ?auc", r"invert\w*", r"swap\w*"]], '''
from fractions import Fraction

def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return 0.5
    total = Fraction(0)
    for p in pos:
        for n in neg:
            if p < n:
                total += 1
            elif p == n:
                total += Fraction(1, 2)
    return float(total / (len(pos) * len(neg)))
''')

wrong("q35", "map.mean", "twin", "pools the precision sums of all queries and divides by the total number of "
      "relevant items (a weighted mean) instead of averaging the per-query APs",
      [[r"pool\w*", r"total (number of )?relevant", r"sum of (all )?n_relevant", r"weight\w*", r"micro",
        r"instead of (averaging|the mean of) (the )?(per.query )?aps?"]], '''
def my_map(runs, n_relevant):
    try:
        total_rel = sum(n_relevant)
    except TypeError:
        return 0.0
    if total_rel <= 0:
        return 0.0
    s = 0.0
    for labels in runs:
        hits = 0
        for k, lab in enumerate(labels, 1):
            if lab:
                hits += 1
                s += hits / k
    return s / total_rel
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts the retrieved list with its duplicates (len(retrieved)) instead of as a set",
      [[r"duplicat\w*", r"not (as )?a set", r"len\(retrieved\)", r"repeated"]], '''
def my_set_pr(retrieved, relevant):
    if not retrieved:
        return [0.0, 0.0 if not relevant else 0.0]
    rel = set(relevant or [])
    hits = len(set(retrieved) & rel)
    p = hits / len(retrieved)
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("q37", "dcg.classic", "data", "turns the grades into binary relevance (any grade > 0 counts 1)",
      [[r"binary", r"binar\w*", r"> ?0", r"grades? (as|to) (0/1|1)", r"ignor\w* (the )?grade",
        r"every relevant (item )?(counts|as) 1", r"graded.{0,20}lost"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades if grades is not None else [], dtype=float)
    if g.size == 0:
        return 0.0
    rel = (g > 0).astype(float)
    disc = np.ones_like(rel)
    disc[1:] = np.log2(np.arange(2, rel.size + 1))
    return float((rel / disc).sum())
''')

wrong("q38", "ndcg.value", "data", "builds the ideal as the sorted retrieved grades followed by the unretrieved "
      "grades appended unsorted at the end (not one merged sort)",
      [[r"append\w*", r"(at|to) the end", r"concatenat\w*", r"not (merged|sorted together)",
        r"separately", r"after the retrieved"], [r"unretrieved", r"ideal"]], '''
from math import log2

grades = list(v.get("grades", []))
unret = list(v.get("unretrieved", []))

def _dcg(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))

ideal = sorted(grades, reverse=True) + unret
try:
    my_ndcg_value = _dcg(grades) / _dcg(ideal)
except ZeroDivisionError:
    my_ndcg_value = 0.0
''')

wrong("q39", "rank.r_precision", "data", "reads the label list bottom-up (takes the last R labels as the top of "
      "the ranking)",
      [[r"revers\w*", r"bottom", r"last R", r"labels\[-", r"wrong end", r"backwards",
        r"read\w* (it )?upside"]], '''
labels = list(v.get("labels", []))
R = int(v.get("n_relevant", 0) or 0)
if R <= 0:
    my_r_precision = 0.0
else:
    top = labels[-R:] if R <= len(labels) else labels
    my_r_precision = sum(top) / R
''')

wrong("q40", "gen.practical", "data", "takes s as the number of relevant judged items (v) instead of the length "
      "of the judged list", [[r"\bs\b.{0,30}(as|=|taken|is) (the )?(number of relevant|v\b|sum)",
                              r"length of (the )?(judged )?list", r"scope (size )?(is|as) v",
                              r"confus\w* s and v", r"s ?= ?v"]], '''
def my_practical(labels, d):
    try:
        s = sum(labels)
        v = sum(1 for x in labels if x)
    except TypeError:
        return [0.0, 0.0, 0.0]
    p = v / s if s else 0.0
    rl = v / (d - s + v) if v and d else 0.0
    g = v / d if d else 0.0
    return [p, rl, g]
''')

wrong("q41", "roc.eer", "data", "treats label 0 as the positive class (labels inverted)",
      [[r"invert\w*", r"flip\w*", r"swap\w*", r"label 0 as (the )?positive", r"positive class",
        r"revers\w* (the )?labels", r"labels? (are )?(the )?wrong way"]], '''
def my_eer(scores, labels):
    try:
        data = sorted(zip(scores, labels), key=lambda t: -t[0])
    except TypeError:
        return 0.5
    P = sum(1 for _, y in data if y == 0)
    N = len(data) - P
    if P == 0 or N == 0:
        return 0.0
    pts = [(0.0, 0.0)]
    tp = fp = 0
    i = 0
    while i < len(data):
        s = data[i][0]
        while i < len(data) and data[i][0] == s:
            if data[i][1] == 0:
                tp += 1
            else:
                fp += 1
            i += 1
        pts.append((fp / N, tp / P))
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d0 == 0:
            return f0
        if d0 < 0 <= d1:
            w = -d0 / (d1 - d0)
            return f0 + w * (f1 - f0)
    return 0.0
''')

wrong("q42", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its "
      "list (sum of the run) instead of n_relevant",
      [[r"sum\((run|labels)\)", r"sum of (the )?(run|labels)", r"relevant (items )?(in the list|retrieved)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"not n_relevant", r"unretrieved.{0,30}ignor"]], '''
def my_averaged_curve(runs, n_relevant):
    if not runs:
        return [0.0] * 11
    total = [0.0] * 11
    for labels in runs:
        n = sum(labels)
        if n <= 0:
            continue
        hits, pts = 0, []
        for k, lab in enumerate(labels, 1):
            hits += 1 if lab else 0
            pts.append((hits / n, hits / k))
        for j in range(11):
            total[j] += max((p for r, p in pts if r >= j / 10 - 1e-12), default=0.0)
    return [t / len(runs) for t in total]
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "dcg.classic", "loop with max(1, log2(i)) as the discount", '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades or [], start=1):
        total += g / max(1.0, math.log2(i))
    return total
''')

right("q44", "map.mrr", "try/except ValueError around list.index", '''
def my_mrr(runs):
    if not runs:
        return 0.0
    total = 0.0
    for run in runs:
        try:
            total += 1.0 / (list(run).index(1) + 1)
        except ValueError:
            total += 0.0
    return total / len(runs)
''')

right("q45", "pr.points", "itertools.accumulate and a comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(1 if x else 0 for x in labels))
    return [h / k for k, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("q46", "ap.value", "exact Fraction with a guard", '''
from fractions import Fraction

labels = list(v.get("labels", []))
n = v.get("n_relevant", 0)
hits, s = 0, Fraction(0)
for k, lab in enumerate(labels, 1):
    if lab:
        hits += 1
        s += Fraction(hits, k)
my_ap_value = float(s / n) if n else 0.0
''')

right("q47", "scope.eps_precision", "NumPy with an early return on an empty result", '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    inside = d < epsilon
    if not inside.any():
        return 0.0
    return float(y[inside].mean())
''')

right("q48", "rank.p_at_k", "guard clauses and a padded slice", '''
def my_p_at_k(labels, k):
    if k <= 0:
        return 0.0
    top = list(labels[:k]) + [0] * max(0, k - len(labels))
    return sum(1 for x in top if x) / k
''')

SUBMISSIONS = tuple(S)
