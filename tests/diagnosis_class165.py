"""Diagnosis class 165, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
come from machine-learning courses: a classification mindset (confusion matrices, thresholds, positive classes,
probabilities), scikit-learn-like names and habits (``y_true``, ``y_score``, ``np.argsort``, ``np.mean``), written
with loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, generators, hidden-check
hints, references), the measure library and the course documents were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c165-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class165): every right
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

BATCH = "diagnosis class 165 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c165-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "set.f_beta", "sibling", "returns F1, the plain harmonic mean of precision and recall, and never "
      "uses beta",
      [[r"\bF1\b", r"F_?1\b", r"harmonic mean", r"beta.{0,30}(ignored|unused|never used|not used|left out)",
        r"ignor\w*.{0,20}beta", r"as if beta ?(=|is|were) ?1", r"beta fixed (at|to) 1"]], '''
def my_f(precision, recall, beta):
    # f1_score: harmonic mean of precision and recall
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

wrong("q02", "avg.macro", "sibling", "returns the micro-averaged precision (pooled tp over pooled tp + fp, "
      "sklearn's average='micro') instead of the mean of the queries' precisions",
      [[r"micro", r"pool\w*", r"(sum|summ\w*|add\w*) (of )?(the |all )?(tp|true positives|counts).{0,40}(before|then|first)",
        r"(global|overall|total) (counts|tp|precision)", r"weight\w* by (the )?(number|count|size)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp > 0 else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the ROC segment (no interpolation)",
      [[r"nearest", r"closest", r"no interpolation", r"(not|never|without|instead of) interpolat\w*",
        r"smallest \|?(FPR ?- ?FNR|difference|gap)", r"argmin", r"(an? |the )?(existing|actual) ROC point",
        r"(mean|average) of (FPR and FNR|the two rates)"]], '''
import numpy as np

def my_eer(scores, labels):
    y_score = np.asarray(scores, dtype=float)
    y_true = np.asarray(labels) == 1
    P, N = y_true.sum(), (~y_true).sum()
    fpr, fnr = [0.0], [1.0]
    for thr in np.unique(y_score)[::-1]:
        y_pred = y_score >= thr
        fpr.append((y_pred & ~y_true).sum() / N)
        fnr.append(1 - (y_pred & y_true).sum() / P)
    fpr, fnr = np.array(fpr), np.array(fnr)
    i = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("q04", "gen.grip_point", "sibling", "returns the precision of the whole judged list (hits / len(labels)) "
      "instead of the precision at the scope s = c",
      [[r"whole (judged )?list", r"entire list", r"all (the )?(ranks|items|labels)",
        r"len\(labels\)", r"(list|labels?) length", r"length of the (list|labels)",
        r"(not|never) (cut|truncat\w*) at (rank |scope )?(c|n_relevant|the class size)",
        r"at (the )?end of the list", r"mean of (all )?(the )?labels"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    y_true = np.asarray(labels)
    return float(y_true.mean())
''')

wrong("q05", "interp.step", "sibling", "takes the maximum precision at every recall >= level (the 11-point "
      "interpolation rule) instead of the lecture's step rule P_i of the first point reaching the level",
      [[r"max\w*", r"highest precision", r"best precision"],
       [r"(later|further|higher) (recalls?|ranks?|points?)", r"afterwards?",
        r"interpolat\w* (rule|curve)", r"11.?point", r"R@k ?>= ?r", r"recall (>=|at least|of at least)",
        r"envelope"]], '''
def my_step_interpolated(labels, n_relevant, level):
    tp = 0
    best = 0.0
    for rank, y in enumerate(labels, start=1):
        if y == 1:
            tp += 1
            if tp / n_relevant >= level:
                best = max(best, tp / rank)
    return best
''')

wrong("q06", "dcg.trec", "sibling", "computes the exponential-gain DCG (2^rel - 1 gains) instead of the linear "
      "gains the task asks for", [[r"exponential", r"2 ?\^ ?rel", r"2 ?\*\* ?\w+", r"gain (of )?2", r"burges",
                                   r"(2\^|pow).{0,20}- ?1"]], '''
import numpy as np

g = np.asarray(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum((2 ** g - 1) / np.log2(ranks + 1)))
''')

wrong("q07", "ap.exact", "sibling", "uses the interpolated precision (the max of the precisions at or after each "
      "relevant rank, the PASCAL VOC envelope) instead of P@k at each relevant rank",
      [[r"interpolat\w*", r"envelope", r"VOC", r"monoton\w*",
        r"max\w* (of )?(the )?precisions? .{0,30}(right|later|after|beyond|below|further)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    precision = np.cumsum(y) / np.arange(1, len(y) + 1)
    # monotone precision envelope, as in object-detection mAP
    envelope = np.maximum.accumulate(precision[::-1])[::-1]
    return float(envelope[y == 1].sum() / n_relevant)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta where the formula has beta squared ((1 + beta) P R / (beta P + R))",
      [[r"squar\w*", r"(beta|b) (instead of|not|rather than) (beta|b) ?(\^ ?2|\*\* ?2|squared)",
        r"(forg[eo]t|miss\w*|without|never|no) .{0,20}(\^ ?2|\*\* ?2|power)", r"linear in beta"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (np.log) instead of log2",
      [[r"natural", r"\bln\b", r"base e\b", r"np\.log\b(?!2)", r"log(arithm)? base", r"(another|wrong|other) base",
        r"instead of log ?2", r"not log ?2", r"e-based"]], '''
import numpy as np

def my_dcg(grades):
    rel = np.asarray(grades, dtype=float)
    if len(rel) == 0:
        return 0.0
    discounts = np.ones(len(rel))
    discounts[1:] = np.log(np.arange(2, len(rel) + 1))
    return float(np.sum(rel / discounts))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides by d - s, leaving the + v out of the "
      "denominator (c's largest value is d - s + v)",
      [[r"d ?- ?s(?! ?\+)", r"(forg[eo]t\w*|miss\w*|without|drop\w*|left out|leaves out|omit\w*).{0,30}\+ ?v",
        r"\+ ?v.{0,30}(missing|left out|forgotten|dropped)", r"(largest|biggest|maximum) (possible )?(class|c)"]],
      '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    precision = v / s
    recall_lower = v / (d - s)
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''', crash="ZeroDivisionError")

wrong("q11", "ndcg.all_judgments", "shape", "returns the DCG itself and never divides by the ideal DCG",
      [[r"not normali[sz]ed", r"(never|not|without|forg[eo]t\w*( to)?) (divid|normali[sz])\w*",
        r"unnormali[sz]ed", r"(DCG|dcg) (only|itself|alone|instead)", r"(no|missing) (division|denominator)",
        r"IDCG.{0,30}(missing|never|not used|unused)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, start=1):
        dcg += g if i == 1 else g / math.log2(i)
    return dcg
''')

wrong("q12", "ap.at_k", "shape", "divides by k instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"denominator (is |of )?k\b", r"(by|over) k instead", r"k instead of min",
        r"/ ?k\b", r"(ignor\w*|forg[eo]t\w*|without) (the )?min"]], '''
def my_ap_at_k(labels, n_relevant, k):
    tp, total = 0, 0.0
    for i, y in enumerate(labels[:k], start=1):
        if y:
            tp += 1
            total += tp / i
    return total / k if k else 0.0
''')

wrong("q13", "roc.auc", "shape", "counts a tied (positive, negative) pair as a full win (>=) instead of 1/2",
      [[r"ti\w* .{0,30}(as )?(1(?!/)|one|a full|fully|whole|full)\b", r"full (credit|point|win)",
        r">=", r"greater (than )?or equal", r"(not|instead of) (1/2|half|0\.5)",
        r"ties? (as|count\w*) (a )?wins?"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    pos, neg = s[y], s[~y]
    wins = (pos[:, None] >= neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail (never doubles it) instead of the two-sided "
      "p-value", [[r"one.?sided", r"one.?tailed", r"single tail", r"(not|never|forg[eo]t\w*( to)?|without) doubl\w*",
                   r"(\* ?2|times 2|twice|factor (of )?2)", r"half (of )?the (two.sided )?p"]], '''
from math import comb

wins = sum(x > y for x, y in zip(v["a"], v["b"]))
losses = sum(x < y for x, y in zip(v["a"], v["b"]))
n = wins + losses
k = min(wins, losses)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the return sits inside the loop over queries: it returns after the first "
      "query, its AP over the number of queries",
      [[r"return\w* (is )?(inside|in|within) the (for )?loop", r"(after|only) (the )?first query",
        r"first query only", r"stops? after (one|the first)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for y_true, R in zip(runs, n_relevant):
        tp, ap = 0, 0.0
        for rank, y in enumerate(y_true, start=1):
            if y:
                tp += 1
                ap += tp / rank
        total += ap / R if R else 0.0
        return total / len(runs)
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank (the append is outside the if), not only at the "
      "ranks of relevant items",
      [[r"(every|each|all) ranks?", r"non.?relevant (ranks|items).{0,30}(too|also|as well|points?)",
        r"append\w* (is )?(outside|not inside|not in) the if", r"(not|instead of) only (at )?(the )?relevant",
        r"one (point )?per rank"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    tp = 0
    for k, y in enumerate(labels, start=1):
        if y == 1:
            tp += 1
        points.append(tp / k)
    return points
''')

wrong("q17", "interp.curve", "flow", "the levels come from np.arange(0, 1, 0.1), which stops before 1.0: ten "
      "levels instead of eleven",
      [[r"\b10\b (levels|values|points|precisions)", r"ten (levels|values|points)", r"arange",
        r"(miss\w*|drop\w*|without|lacks?|excludes?) (the )?(last )?(level )?1(\.0)?\b", r"off.by.one",
        r"stops? (before|at) 1", r"(only|one) (level )?(short|fewer|less)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    tp = np.cumsum(y)
    precision = tp / np.arange(1, len(y) + 1)
    recall = tp / n_relevant
    out = []
    for r in np.arange(0, 1, 0.1):
        ok = recall >= r - 1e-12
        out.append(float(precision[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("q18", "map.mrr", "flow", "never breaks out of the loop at the first relevant item: adds 1/rank of every "
      "relevant item of a query",
      [[r"(no|missing|without|forg[eo]t\w*( a| the)?) break", r"(every|each|all) relevant",
        r"not (just|only) the first", r"(sums?|adds?|accumulat\w*).{0,40}(every|each|all|later|other) relevant",
        r"(does not|doesn't|never) stop"]], '''
def my_mrr(runs):
    rr = []
    for y_true in runs:
        score = 0.0
        for rank, y in enumerate(y_true, start=1):
            if y == 1:
                score += 1 / rank
        rr.append(score)
    return sum(rr) / len(rr)
''')

wrong("q19", "ap.eleven_point", "flow", "the running maximum is set once before the loop over levels and never "
      "reset, so every level keeps the highest precision seen",
      [[r"(not|never) reset", r"reset\w*", r"(initiali[sz]\w*|set|defined) (once|outside|before the loop)",
        r"outside the (level |levels )?loop", r"carr(y|ies|ied) over", r"(kept|keeps) (the )?(maximum|max)"]], '''
def my_11pt(labels, n_relevant):
    prec, rec = [], []
    tp = 0
    for k, y in enumerate(labels, start=1):
        tp += y
        prec.append(tp / k)
        rec.append(tp / n_relevant if n_relevant else 0.0)
    best = 0.0
    total = 0.0
    for i in range(11):
        r = i / 10
        for p, rc in zip(prec, rec):
            if rc >= r:
                best = max(best, p)
        total += best
    return total / 11
''')

wrong("q20", "ndcg.value", "flow", "the ideal ranking is the retrieved grades followed by the unretrieved ones, "
      "never sorted from high to low",
      [[r"(not|never|forg[eo]t\w*( to)?|without|no) sort\w*", r"unsorted", r"not (in )?(descending|decreasing)",
        r"(never|not) (re)?order\w*"]], '''
import math

def dcg(rel):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(rel, start=1))

ideal = list(v["grades"]) + list(v["unretrieved"])
my_ndcg_value = dcg(v["grades"]) / dcg(ideal) if dcg(ideal) > 0 else 0.0
''')

wrong("q21", "roc.eer", "flow", "walks the items one by one instead of one threshold per distinct score, so tied "
      "scores make several ROC points instead of one step",
      [[r"ti\w+ (scores )?.{0,30}(not|never) (grouped|as one|together)", r"(not|never) .{0,20}one step",
        r"(each|every|one) (item|example|sample)( at a time)?.{0,30}(own|separate|step|point|threshold)",
        r"(not|never) group\w*", r"distinct (scores|thresholds)", r"item by item", r"one by one",
        r"split\w* (the )?ti\w*"]], '''
import numpy as np

def my_eer(scores, labels):
    y_score = np.asarray(scores, dtype=float)
    y_true = np.asarray(labels)[np.argsort(-y_score, kind="stable")]
    P, N = (y_true == 1).sum(), (y_true == 0).sum()
    tp = fp = 0
    fpr, fnr = [0.0], [1.0]
    for y in y_true:
        if y == 1:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for i in range(1, len(fpr)):
        d0, d1 = fpr[i - 1] - fnr[i - 1], fpr[i] - fnr[i]
        if d1 >= 0:
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by the number retrieved without a guard: nothing retrieved raises "
      "ZeroDivisionError", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    y_pred, y_true = set(retrieved), set(relevant)
    tp = len(y_pred & y_true)
    precision = tp / len(y_pred)
    recall = tp / len(y_true) if y_true else 0.0
    return [precision, recall]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "leaves a query with nothing retrieved out of the average instead of counting "
      "its precision as 0",
      [[r"(skip\w*|drop\w*|exclud\w*|leav\w* out|left out|ignor\w*|omit\w*).{0,50}(query|queries|empty)", r"(leav\w*|left) .{0,50}out of the (average|mean)",
        r"(fewer|only the non.?empty|answered) queries", r"(divid\w*|averag\w*) (by|over) (the )?(number of )?"
        r"(non.?empty|answered|remaining|other) quer"]], '''
import numpy as np

def my_macro_precision(tables):
    precisions = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return float(np.mean(precisions)) if precisions else 0.0
''')

wrong("q24", "ap.at_k", "hidden", "divides by min(k, n_relevant) with no guard: a query with no relevant items "
      "raises ZeroDivisionError", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    hits = 0
    s = 0.0
    for i, y in enumerate(top, start=1):
        if y:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "takes np.mean of the labels inside epsilon, which is nan when "
      "nothing is within epsilon (no guard for the empty result)", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(np.mean(y[d < epsilon]))
''')

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list (len(labels[:c])) instead of c, "
      "so a list shorter than the class is scored on its own length",
      [[r"len\(labels\[:", r"(length|size) of the (cut|truncated|sliced) (list|labels)",
        r"divid\w* by (the )?(list'?s? )?(length|len|number of (items|ranks|labels))",
        r"missing ranks.{0,30}(dropped|ignored|not counted|left out)", r"(instead of|not) (by )?c\b"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')

wrong("q27", "interp.curve", "hidden", "builds the levels with np.arange(0, 1.1, 0.1), whose 0.3, 0.6 and 0.7 "
      "are a hair above the real levels, so a recall exactly at such a level does not reach it",
      [[r"float\w*", r"round\w*", r"arange", r"0\.30000000000000004",
        r"precision error", r"(hair|slightly|tiny bit) (above|larger|bigger)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    tp = np.cumsum(y)
    precision = tp / np.arange(1, len(y) + 1)
    recall = tp / n_relevant
    return [float(precision[recall >= r].max()) if (recall >= r).any() else 0.0
            for r in np.arange(0, 1.1, 0.1)]
''')

wrong("q28", "ndcg.all_judgments", "hidden", "divides DCG by IDCG without a guard: no relevant item at all "
      "raises ZeroDivisionError", [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        return sum(r / max(1.0, log2(i)) for i, r in enumerate(rel, start=1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (beta^2 R + P), swapping "
      "precision and recall there",
      [[r"swap\w*", r"(precision|P) and (recall|R) (are )?(swapped|exchanged|switched|confused|mixed)",
        r"beta ?\^? ?2 ?\*? ?(R|recall)", r"beta\*\*2 ?\* ?(r|recall)", r"b\^?2 ?R",
        r"(multipl\w*|weight\w*) (the )?recall", r"wrong (term|place)"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("q30", "roc.auc", "twin", "treats label 0 as the positive class (pos_label confusion), so the positives and "
      "negatives are swapped",
      [[r"label 0", r"pos_label", r"positive class",
        r"(positives?|classes|labels) (and (the )?negatives? )?(are )?(swapped|inverted|flipped|reversed|exchanged)",
        r"swap\w* (the )?(labels|classes|positives)", r"0 (as|is) (the )?positive"]], '''
import numpy as np

def my_auc(scores, labels):
    y_score = np.asarray(scores, dtype=float)
    y_true = np.asarray(labels)
    pos = y_score[y_true == 0]
    neg = y_score[y_true == 1]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "rank.distances", "twin", "treats the distances as similarity scores (higher = better, np.argsort(-d)) "
      "and ranks the farthest items first",
      [[r"similarit\w*", r"(as|like) (a |the )?(relevance |similarity |confidence |predicted )?scores?",
        r"higher (is|=|means) (better|closer|nearer|more similar)", r"(larger|largest|higher|biggest) .{0,20}(as )?(better|best|closer)",
        r"confus\w* distance"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    y_score = np.asarray(distances, dtype=float)
    order = np.argsort(-y_score, kind="stable")  # highest score first
    y_true = np.asarray(labels)[order]
    return float(y_true[:k].sum() / k)
''')

wrong("q32", "avg.macro", "twin", "unpacks each row as [tp, fn, fp] (the columns misread), so fn stands in for fp",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"(order|layout) of (the )?(table|row|entries|counts)",
        r"(fp and fn|fn and fp) (are )?(swapped|confused|mixed|exchanged|switched)", r"unpack\w*",
        r"misread\w* (the )?(table|rows?)"]], '''
def my_macro_precision(tables):
    total = 0.0
    for row in tables:
        tp, fn, fp = row
        total += tp / (tp + fp) if tp + fp else 0.0
    return total / len(tables)
''')

wrong("q33", "sig.sign_test", "twin", "keeps the tied queries in n (n = number of queries) instead of dropping them",
      [[r"ti\w* (queries )?(are |were )?(not|never) (dropped|removed|excluded|discarded)",
        r"n (includes|counts|with) (the )?ti", r"(kept|keeps|keeping|including|includes|counting|counts) (the )?ti",
        r"len\(a\)", r"all (the )?queries", r"number of queries"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q34", "ap.value", "twin", "takes np.mean of the precisions at the relevant ranks, which divides by the "
      "number of relevant items retrieved instead of n_relevant",
      [[r"np\.mean", r"mean of (the )?precisions", r"averag\w* (the )?precisions",
        r"(divid\w*|denominator).{0,40}(relevant (items )?(retrieved|found)|retrieved relevant|hits|found)",
        r"(number|count) of (relevant (items )?)?(retrieved|found|hits)"]], '''
import numpy as np

y = np.asarray(v["labels"], dtype=float)
precision_at_k = np.cumsum(y) / np.arange(1, len(y) + 1)
my_ap_value = float(np.mean(precision_at_k[y == 1]))
''')

wrong("q35", "scope.knn_ties", "twin", "the tie-break sort keys are inverted: the 'pessimistic' sort puts the tied "
      "relevant targets first and the 'optimistic' one last",
      [[r"tie.?break\w*", r"sort key", r"key", r"-\s*label", r"-y\b"],
       [r"invert\w*", r"revers\w*", r"backwards?", r"swap\w*", r"(wrong|opposite) (way|sign|direction)",
        r"sign"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pessimistic = sorted(pairs, key=lambda t: (t[0], -t[1]))
    optimistic = sorted(pairs, key=lambda t: (t[0], t[1]))
    p_low = sum(y for _, y in pessimistic[:k]) / k
    p_high = sum(y for _, y in optimistic[:k]) / k
    return [p_low, p_high]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "counts over the retrieved list, so an id retrieved twice counts twice (no set)",
      [[r"duplicat\w*", r"(counted|counts|count) twice", r"(list|len\(retrieved\)) (instead of|not) (a )?set",
        r"not (de-?duplicated|a set)", r"(no|without|never) set\b", r"repeated (id|item)"]], '''
def my_set_pr(retrieved, relevant):
    tp = sum(1 for doc in retrieved if doc in relevant)
    precision = tp / len(retrieved) if retrieved else 0.0
    recall = tp / len(set(relevant)) if relevant else 0.0
    return [precision, recall]
''')

wrong("q37", "rank.p_at_k", "data", "takes the last k labels (reads the list as sorted by ascending score, like "
      "np.argsort output) instead of the first k",
      [[r"last k", r"(bottom|tail) of the (list|ranking)", r"labels\[-k:\]", r"\[-k:\]",
        r"ascending", r"reversed?", r"(worst|lowest).{0,20}(first|ranked)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels)
    return float(y[-k:].sum() / k)
''')

wrong("q38", "dcg.classic", "data", "sorts the grades from high to low before discounting, so it computes the "
      "ideal DCG and throws the ranking's order away",
      [[r"sort\w* (the )?grades", r"ideal", r"IDCG",
        r"(destroy\w*|ignor\w*|los\w*|throws? away|discard\w*) (the )?(rank\w*|retrieved|given|system'?s?) order",
        r"(re)?order\w* the grades"]], '''
import math

def my_dcg(grades):
    rel = sorted(grades, reverse=True)
    return sum(r / (math.log2(i) if i > 1 else 1) for i, r in enumerate(rel, start=1))
''')

wrong("q39", "ndcg.all_judgments", "data", "appends the unretrieved grades to the ranked list for the DCG too, as "
      "if they had been retrieved after the last rank",
      [[r"append\w*.{0,30}unretrieved", r"unretrieved.{0,40}(appended|at the end|after the last|as (if )?retrieved)",
        r"(as if|like) (they|the unretrieved).{0,30}(were |had been )?retrieved",
        r"\bDCG\b.{0,30}(includes|counts|with) (the )?unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(rel):
        rel = np.asarray(rel, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(rel) + 1)))
        return float((rel / disc).sum())
    everything = list(grades) + list(unretrieved)
    idcg = dcg(sorted(everything, reverse=True))
    return dcg(everything) / idcg if idcg > 0 else 0.0
''')

wrong("q40", "gen.grip_point", "data", "takes the class size from the labels (sum(labels), the relevant items "
      "retrieved) instead of the given n_relevant",
      [[r"sum\(labels\)", r"(relevant|ones|positives) (retrieved|in the list|found)",
        r"ignor\w* (the )?n_relevant", r"(counts?|counted|count\w*) (the )?(class|c\b).{0,20}(from|in) (the )?labels",
        r"n_relevant (is )?(never|not) used", r"instead of (the given )?n_relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)  # number of positives
    return sum(labels[:c]) / c
''')

wrong("q41", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"n_relevant\[0\]", r"first query'?s? (n_relevant|class size|number of relevant)",
        r"same n_relevant", r"(one|a single) n_relevant", r"(every|all|each) quer\w+.{0,40}(same|first)",
        r"(other|later) queries'? n_relevant"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for y_true in runs:
        R = n_relevant[0]
        y = np.asarray(y_true, dtype=float)
        tp = np.cumsum(y)
        prec = tp / np.arange(1, len(y) + 1)
        rec = tp / R if R else np.zeros(len(y))
        curves.append([prec[rec >= r].max() if R and (rec >= r).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q42", "scope.eps_precision", "data", "counts how many distances are below epsilon and takes that many "
      "labels from the front, as if the targets were sorted by distance",
      [[r"(assum\w*|as if|thinks?|treat\w*) .{0,40}(sorted|ordered|in order)",
        r"first n labels", r"(front|first|top) .{0,20}labels", r"(not|never) sort\w*", r"unsorted",
        r"(labels of the )?wrong (targets|items|labels)"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = sum(1 for d in distances if d < epsilon)
    if n == 0:
        return 0.0
    return sum(labels[:n]) / n
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "scope.knn_ties", "itertools.groupby over the distance-sorted pairs", '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda t: t[0])
    low = high = 0
    slots = k
    for _, grp in groupby(pairs, key=lambda t: t[0]):
        ys = [y for _, y in grp]
        if slots <= 0:
            break
        if len(ys) <= slots:
            low += sum(ys)
            high += sum(ys)
            slots -= len(ys)
        else:
            rel = sum(ys)
            non = len(ys) - rel
            low += max(0, slots - non)
            high += min(slots, rel)
            slots = 0
    return [low / k, high / k]
''')

right("q44", "interp.step", "explicit loop with a confusion-matrix style tp counter", '''
def my_step_interpolated(labels, n_relevant, level):
    tp = 0
    for rank, y in enumerate(labels, start=1):
        if y == 1:
            tp += 1
            if tp / n_relevant >= level:
                return tp / rank
    return 0.0
''')

right("q45", "pr.averaged", "NumPy cumsum per query, then the column mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    curves = []
    for y_true, R in zip(runs, n_relevant):
        if R == 0:
            curves.append([0.0] * 11)
            continue
        y = np.asarray(y_true, dtype=float)
        tp = np.cumsum(y)
        prec = tp / np.arange(1, len(y) + 1)
        rec = tp / R
        curves.append([float(prec[rec >= r].max()) if (rec >= r).any() else 0.0 for r in levels])
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q46", "map.mrr", "a comprehension with next() and a default", '''
def my_mrr(runs):
    rr = [next((1 / i for i, y in enumerate(run, start=1) if y == 1), 0.0) for run in runs]
    return sum(rr) / len(rr)
''')

right("q47", "rank.distances", "sorted with a key, nearest first", '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in order[:k]) / k
''')

right("q48", "gen.practical", "exact fractions from the confusion counts", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [float(Fraction(v, s)), float(Fraction(v, d - s + v)) if v else 0.0, float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
