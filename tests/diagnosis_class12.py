"""Diagnosis class 12, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), never
read the other classes' submissions (tests/diagnosis_class9.py was opened for its format only, and
tests/heldout_submissions.py for ``class_writer``, its first few submissions seen in passing), and never ran the
checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of what second-year students of an IR evaluation
course get wrong. Only the task registry (``ireval_teach/exercises/tasks.py``: task ids, signatures, statements,
hidden-check hints, references), ``ireval_teach/exercises/variants.py``, the measure library and the course
documents were read. Same format as tests/diagnosis_class9.py (the category is kept in ``style``). Student ids
are ``"c12-" + sid``. The labels and keys were fixed before the checker was run. Value submissions use ``v``, the
student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class12): every right one agrees on
the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong one differs
(or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge inputs,
and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches, which the library can compute),
``shape`` (a slip in the formula's shape), ``flow`` (loop control, accumulation, slicing, indexing), ``hidden``
(shows only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on
typical inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The right ones use
unusual but correct code styles.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 12 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c12-")

NONE = [r"\bNone\b", r"forg[eo]t .?return", r"no return", r"without (a )?return", r"nothing (is )?returned",
        r"falls? (off|through) the end"]
NAN = [r"\bnan\b", r"not a number"]
ZERODIV = [r"ZeroDivision", r"divi(de|des|ded|sion) by zero", r"division by zero"]
INDEX = [r"IndexError", r"index out of range", r"out of (range|bounds)", r"list index"]

# ---------------------------------------------------------------------------------------------- sibling
wrong("k01", "map.mean", "sibling", "micro-averaged AP: pools the precision sums of all queries and divides by the "
      "total number of relevant items, so each query weighs by its n_relevant, instead of the mean of the APs",
      [[r"micro", r"pool", r"total (number of )?relevant", r"sum\(n_relevant\)", r"weigh",
        r"all (the )?queries together", r"one (big|single) (sum|fraction|division)", r"not the mean of (the )?AP"]], '''
def my_map(runs, n_relevant):
    numerator = 0.0
    for labels in runs:
        hits = 0
        for k, x in enumerate(labels, 1):
            if x:
                hits += 1
                numerator += hits / k
    total_relevant = sum(n_relevant)
    return numerator / total_relevant if total_relevant else 0.0
''')

wrong("k02", "ap.at_k", "sibling", "divides by n_relevant (trec_eval's AP cut at k), not by min(k, n_relevant)",
      [[r"instead of (the )?min", r"not (by )?(the )?min", r"rather than (the )?min", r"trec_eval",
        r"without (the )?min",
        r"uncapped", r"not capped", r"\bcap", r"divid\w* by (n_relevant|R|the number of relevant( items)?)\b(?! ?,)",
        r"(n_relevant|\bR\b) instead", r"truncated AP", r"AP cut"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    hits, total = 0, 0.0
    for i in range(min(k, len(labels))):
        if labels[i]:
            hits += 1
            total += hits / (i + 1)
    return total / n_relevant
''')

wrong("k03", "roc.eer", "sibling", "(FPR + FNR) / 2 at the ROC point nearest to FPR = FNR, no intersection of "
      "the straight piece between two points",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat", r"never interpolat",
        r"average of (the )?(FPR|two|both)", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"mean of (the )?(FPR|two|both)",
        r"smallest (gap|difference)", r"\|FPR ?- ?FNR\|"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    best_gap, best_err = None, None
    for t in [float("inf")] + sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 1)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and y == 0)
        fpr, fnr = fp / N, 1 - tp / P
        gap = abs(fpr - fnr)
        if best_gap is None or gap < best_gap:
            best_gap, best_err = gap, (fpr + fnr) / 2
    return best_err
''')

wrong("k04", "ndcg.all_judgments", "sibling", "the ideal ranking re-sorts the retrieved grades only (the unretrieved "
      "grades are left out of the ideal)",
      [[r"ignor\w* (the )?(`)?unretrieved", r"unretrieved.{0,40}(ignored|left out|missing|dropped|not used|unused|"
        r"omitted|never used)", r"without (the )?(`)?unretrieved", r"only (the )?retrieved",
        r"retrieved (grades|items) only",
        r"ideal.{0,40}(from|of) (the )?(retrieved|ranking's own|list itself|own grades)",
        r"(left|leaves) out.{0,40}unretrieved", r"re-?sort\w* (the|your) (own )?(grades|ranking)",
        r"ideal=.?retrieved"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / max(1.0, math.log2(i)) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal > 0 else 0.0
''')

wrong("k05", "dcg.classic", "sibling", "returns NDCG (DCG divided by the DCG of the grades sorted high to low) "
      "instead of DCG",
      [[r"NDCG", r"normali[sz]", r"ideal", r"IDCG", r"divid\w* by the (ideal|best|sorted)"]], '''
from math import log2

def my_dcg(grades):
    def raw(gs):
        return sum(g if i == 0 else g / log2(i + 1) for i, g in enumerate(gs))
    best = raw(sorted(grades, reverse=True))
    return raw(grades) / best if best else 0.0
''')

wrong("k06", "pr.points", "sibling", "returns the interpolated precisions at those points (running maximum from "
      "the right) instead of the raw precisions",
      [[r"interpolat", r"maximum", r"\bmax\b", r"running max", r"to the right", r"later (ranks|points)",
        r"envelope", r"smooth", r"monoton", r"non.?increasing"]], '''
def my_pr_points(labels, n_relevant):
    precs = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            precs.append(hits / k)
    for i in range(len(precs) - 2, -1, -1):
        precs[i] = max(precs[i], precs[i + 1])
    return precs
''')

wrong("k07", "rank.r_precision", "sibling", "the precision of the whole list (every retrieved item) instead of "
      "the precision at rank R",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?(retrieved|ranked) (items|documents)",
        r"len\(", r"length of the (list|ranking)", r"every rank", r"not at (rank )?R\b", r"ignor\w* (R|n_relevant)",
        r"set precision", r"final precision", r"precision of (the |your )?(whole |entire )?(list|retrieved set)",
        r"instead of (rank )?R\b"]], '''
labels = v["labels"]
my_r_precision = labels.count(1) / len(labels)
''')

# ------------------------------------------------------------------------------------------------ shape
wrong("k08", "set.f_beta", "shape", "the square taken of (1 + beta) instead of beta alone in the numerator: "
      "(1 + beta)^2 P R / (beta^2 P + R)",
      [[r"parenthes", r"bracket", r"\(1 ?\+ ?(beta|b|β)\) ?(\*\*|\^) ?2", r"\(1 ?\+ ?(beta|b|β)\)\s?²",
        r"squar\w* (the )?(whole|sum|1 ?\+|one plus)", r"1 ?\+ ?(beta|b|β)\)? squared", r"numerator",
        r"only (beta|b|β) (is|should be) squared"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    num = (1 + beta) ** 2 * precision * recall
    den = beta ** 2 * precision + recall
    return num / den
''')

wrong("k09", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 instead of 11",
      [[r"/ ?10\b", r"by 10\b", r"\bten\b", r"\b10 (levels|points|values)", r"instead of 11", r"not (by )?11",
        r"eleven (levels|values|terms)", r"number of levels", r"count of (the )?levels",
        r"\b11 (levels|values|terms)"]],
      '''
def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    prec, rec = [], []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        prec.append(hits / k)
        rec.append(hits / n_relevant)
    total = 0.0
    for j in range(11):
        r = j / 10
        cand = [p for p, rr in zip(prec, rec) if rr >= r]
        total += max(cand) if cand else 0.0
    return total / 10
''')

wrong("k10", "gen.practical", "shape", "the generality bound uses the largest possible class size c_max = d - s + v "
      "(the upper bound, c_max / d) instead of v / d",
      [[r"upper", r"largest", r"c_max", r"c max", r"maximum", r"\bmost\b", r"d ?- ?s ?\+ ?v", r"optimistic",
        r"highest", r"biggest"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    c_max = d - s + v
    precision = v / s
    recall_low = v / c_max if c_max else 0.0
    generality_low = c_max / d
    return [precision, recall_low, generality_low]
''')

wrong("k11", "scope.eps_precision", "shape", "divides the relevant targets found by every relevant target in the "
      "list (the recall of the epsilon-query), not by the number of targets returned",
      [[r"recall", r"all (the )?relevant", r"every relevant", r"sum\(labels\)", r"number of relevant",
        r"denominator", r"instead of the (number|size|count) (of )?(returned|retrieved|results?)",
        r"not (by )?the (number|size|count) (of )?(returned|retrieved|results?)"]], '''
def my_eps_precision(distances, labels, epsilon):
    found = [lab for d, lab in zip(distances, labels) if d < epsilon]
    n_rel = sum(labels)
    return sum(found) / n_rel if n_rel else 0.0
''')

wrong("k12", "interp.curve", "shape", "precision and recall swapped: hits / n_relevant used as the precision and "
      "hits / k as the recall",
      [[r"swap", r"exchang", r"confus", r"mix\w* up", r"the other way", r"revers", r"interchang",
        r"precision (and|with) recall", r"recall (and|with) precision",
        r"precision.{0,20}(n_relevant|number of relevant)",
        r"recall.{0,25}(hits ?/ ?k|divid\w* by (the )?rank)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.array(labels, dtype=float)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    precision = hits / n_relevant
    recall = hits / ranks
    out = []
    for j in range(11):
        r = j / 10
        ok = recall >= r
        out.append(float(precision[ok].max()) if ok.any() else 0.0)
    return out
''')

wrong("k13", "ap.value", "shape", "each precision at a relevant rank divides by n_relevant instead of the rank "
      "(sums recall values, not precisions)",
      [[r"recall", r"n_relevant instead of (the )?(rank|k)", r"\bR instead of (the rank|k)\b",
        r"precision.{0,30}(n_relevant|\bR\b)", r"not by (the )?rank", r"rank (is|was) (never|not) used",
        r"divid\w* by (n_relevant|R)\b.{0,30}(instead|not|rather)", r"denominator"]], '''
labels, R = v["labels"], v["n_relevant"]
hits = 0
s = 0.0
for lab in labels:
    if lab:
        hits += 1
        s += hits / R
my_ap_value = s / R
''')

wrong("k14", "ndcg.value", "shape", "two discounts mixed: the DCG uses classic log2(i) but the ideal DCG uses "
      "log2(i + 1)",
      [[r"different discount", r"two (different )?(discounts|formulations|formulas)", r"\bmix", r"inconsistent",
        r"same discount", r"log2?\(i ?\+ ?1\)", r"ideal.{0,40}(discount|log)", r"IDCG.{0,40}(discount|log|formul)",
        r"not the same (discount|formula)"]], '''
import math

g = v["grades"]
dcg = g[0] + sum(x / math.log2(i) for i, x in enumerate(g[1:], start=2))
ideal = sorted(g + v["unretrieved"], reverse=True)
idcg = sum(x / math.log2(i + 1) for i, x in enumerate(ideal, start=1))
my_ndcg_value = dcg / idcg
''')

# ------------------------------------------------------------------------------------------------- flow
wrong("k15", "rank.p_at_k", "flow", "a break in the else branch: counting stops at the first non-relevant item "
      "in the top k", [[r"\bbreak", r"stops? (at|after|on) the first (non.?relevant|irrelevant|0|zero|miss)",
                        r"first (non.?relevant|irrelevant|0|zero) (item|document|label|rank)", r"early (exit|stop)",
                        r"(leaves|exits|quits) the loop", r"consecutive", r"\brun of", r"leading (run|streak)"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for lab in labels[:k]:
        if lab == 1:
            hits += 1
        else:
            break
    return hits / k
''')

wrong("k16", "ap.exact", "flow", "assigns the precision (s = ...) instead of adding it: only the last relevant "
      "item's precision is kept",
      [[r"overwrit", r"\+=", r"accumulat", r"not (summed|added)", r"never (summed|added)",
        r"last (relevant|precision|one|value)", r"only the last", r"replac", r"assign\w* instead",
        r"instead of add"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    found = 0
    s = 0
    for pos, rel in enumerate(labels):
        if rel:
            found += 1
            s = found / (pos + 1)
    return s / n_relevant
''')

wrong("k17", "interp.curve", "flow", "the running maximum is taken over the earlier ranks (walking down from rank "
      "1) instead of over the ranks at or after the one reaching r",
      [[r"from the (left|top|start)", r"running max\w* (from|over) (the )?(start|top|earlier|previous|left)",
        r"earlier ranks", r"previous ranks", r"ranks before", r"so far", r"wrong direction", r"forward",
        r"instead of (later|the right|after)", r"to the right", r"later ranks", r"higher ranks",
        r"up to (rank|k)"]], '''
def my_interpolated(labels, n_relevant):
    levels = [j / 10 for j in range(11)]
    out = [0.0] * 11
    best = 0.0
    hits = 0
    j = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        best = max(best, hits / k)
        while j < 11 and hits / n_relevant >= levels[j]:
            out[j] = best
            j += 1
    return out
''')

wrong("k18", "map.mean", "flow", "every query's AP divides by n_relevant[0], the first query's number of "
      "relevant items",
      [[r"n_relevant\[0\]", r"first query'?s?", r"same (R|n_relevant|number of relevant)", r"index",
        r"reused", r"one query'?s", r"wrong query", r"\[0\]"]], '''
def ap(labels, R):
    hits, s = 0, 0.0
    for i, x in enumerate(labels):
        if x:
            hits += 1
            s += hits / (i + 1)
    return s / R if R else 0.0


def my_map(runs, n_relevant):
    return sum(ap(runs[i], n_relevant[0]) for i in range(len(runs))) / len(runs)
''')

wrong("k19", "pr.averaged", "flow", "the sum over queries is re-initialised inside the query loop: the last "
      "query's curve divided by the number of queries",
      [[r"reset", r"inside the (query )?loop", r"re-?initiali", r"last query", r"only the last", r"overwrit",
        r"accumulat", r"each iteration", r"in the loop"]], '''
def interpolate(labels, R):
    if R == 0:
        return [0.0] * 11
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / k))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]


def my_averaged_curve(runs, n_relevant):
    for labels, R in zip(runs, n_relevant):
        total = [0.0] * 11
        curve = interpolate(labels, R)
        for j in range(11):
            total[j] += curve[j]
    return [t / len(runs) for t in total]
''')

wrong("k20", "gen.grip_point", "flow", "the slice labels[1:c + 1] (ranks counted from 1 on 0-based indexes): "
      "rank 1 is left out and rank c + 1 taken in",
      [[r"off.by.one", r"\[1:", r"rank 1\b", r"first (item|rank|label|position)", r"index 0", r"skip", r"shift",
        r"0-based", r"zero-based", r"one (rank|position) (too )?(late|far|off)", r"c ?\+ ?1"]], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    top = labels[1:c + 1]   # ranks 1..c
    return sum(top) / c
''')

wrong("k21", "ap.at_k", "flow", "the loop runs over the whole list: relevant items below rank k are added too",
      [[r"beyond k", r"past k", r"after (rank )?k", r"below (rank )?k", r"whole list", r"entire list", r"all ranks",
        r"not (cut|stop)", r"never (cut|stop)", r"truncat", r"slice", r"\[:k\]", r"ranks? ?> ?k", r"deeper than k",
        r"ignor\w* k\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits, total = 0, 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            total += hits / rank
    return total / denom
''')

# ----------------------------------------------------------------------------------------------- hidden
wrong("k22", "set.f_beta", "hidden", "returns the text 'undefined' when P = R = 0 instead of the number 0",
      [[r"\bstr\b", r"string", r"\btext", r"not a (number|float)", r"instead of (a number|0|a float)", r"\btype",
        r"undefined"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = b2 * precision + recall
    if denom == 0:
        return "undefined"
    return (1 + b2) * precision * recall / denom
''')

wrong("k23", "interp.step", "hidden", "no return after the loop: None when the ranking never reaches the level",
      [NONE], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            if hits / n_relevant >= level:
                return hits / k
''')

wrong("k24", "avg.macro", "hidden", "no guard for a query with nothing retrieved: tp / (tp + fp) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(t[0] / (t[0] + t[1]) for t in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("k25", "gen.grip_point", "hidden", "indexes labels[i] for i < n_relevant: IndexError when the list is "
      "shorter than the class", [INDEX], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        hits += labels[i]
    return hits / n_relevant
''', crash="IndexError", scope="all")

wrong("k26", "scope.knn_ties", "hidden", "looks at the distance after the k-th place (d[k]) to see whether the tie "
      "goes on: IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels), key=lambda p: p[0])
    d = [p[0] for p in pairs]
    kth = d[k - 1]
    if d[k] != kth:                      # the cut does not go through a tie
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    before = [lab for dist, lab in pairs if dist < kth]
    tied = [lab for dist, lab in pairs if dist == kth]
    slots = k - len(before)
    rel_tied = sum(tied)
    lo = sum(before) + max(0, slots - (len(tied) - rel_tied))
    hi = sum(before) + min(slots, rel_tied)
    return [lo / k, hi / k]
''', crash="IndexError", scope="all")

wrong("k27", "pr.averaged", "hidden", "recall hits / R with no guard: a query with no relevant items divides by zero",
      [ZERODIV], '''
def curve(labels, R):
    pts = []
    hits = 0
    for k, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / R, hits / k))
    return [max([p for r, p in pts if r >= j / 10], default=0.0) for j in range(11)]


def my_averaged_curve(runs, n_relevant):
    curves = [curve(labels, R) for labels, R in zip(runs, n_relevant)]
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("k28", "ndcg.all_judgments", "hidden", "NumPy 0 / 0 when the ideal DCG is 0 (no relevant item at all): "
      "returns nan", [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    g = np.array(grades, dtype=float)
    ideal = np.sort(np.concatenate([g, np.array(unretrieved, dtype=float)]))[::-1]

    def disc(n):
        return np.maximum(1.0, np.log2(np.arange(1, n + 1)))

    dcg = np.sum(g / disc(len(g)))
    idcg = np.sum(ideal / disc(len(ideal)))
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg / idcg)
''')

# ------------------------------------------------------------------------------------------------- twin
wrong("k29", "rank.p_at_k", "twin", "divides by the length of the slice labels[:k] (k clipped to the list's "
      "length) instead of k; where k passes the end this equals dividing by the whole list's length",
      [[r"slice", r"min\(k", r"min\(len", r"clip", r"capped", r"cap(s|ped)? k", r"len\(top", r"len\(labels\[:k\]\)",
        r"(size|length) of the top", r"items? (there are |present )?in the top", r"fewer (items|ranks) than k",
        r"shorter than k", r"k (is )?(cut|reduced|lowered|shrunk)"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("k30", "dcg.classic", "twin", "enumerate(grades, start=2) to dodge log2(1) = 0: every rank is shifted by one "
      "(the numbers are those of the log2(i + 1) DCG)",
      [[r"shift", r"off.by.one", r"start ?= ?2", r"start(s|ed|ing)? (the )?(ranks?|count\w*|enumerat\w*|index\w*) at 2",
        r"enumerat", r"one (rank|position) (too )?(late|off|down|behind)", r"index (is )?off",
        r"ranks? (are )?off"]], '''
import math

def my_dcg(grades):
    # log2(1) = 0 would divide by zero, so the ranks start at 2
    return sum(g / math.log2(i) for i, g in enumerate(grades, start=2))
''')

wrong("k31", "avg.macro", "twin", "unpacks each row as tp, fn, fp (columns in the wrong order), which gives the "
      "macro-averaged recall",
      [[r"unpack", r"order of the (columns|fields|entries|values|elements)", r"column order", r"columns?.{0,20}order",
        r"(fp|fn) and (fn|fp) (are )?(swapped|switched|exchanged|confused|mixed up|in the wrong order|reversed)",
        r"swap\w* (fp|fn)", r"tp, fn, fp", r"wrong order"]], '''
def my_macro_precision(tables):
    precisions = []
    for tp, fn, fp in tables:
        precisions.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precisions) / len(precisions)
''')

wrong("k32", "roc.auc", "twin", "strict p > n only: a tied (positive, negative) pair counts 0 instead of 1/2 "
      "(the same numbers as ranking tied items negatives first)",
      [[r"\btie", r"tied", r"equal scores?"],
       [r"count(s|ed)? (as )?(0|zero|nothing)", r"no (half|credit)", r"strict", r"ignor", r"not (counted|credited)",
        r"never count", r"half (credit|a point)? ?(is )?(missing|left out|dropped|forgotten)", r"without the half",
        r"missing (the )?half", r"only (counts )?(wins|strictly)", r"(get|gets|given) (0|zero|no credit)"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    wins = 0
    for p in pos:
        for n in neg:
            if p > n:
                wins += 1
    return wins / (len(pos) * len(neg))
''')

wrong("k33", "roc.eer", "twin", "walks the thresholds from the lowest score up (ascending): the ROC of the "
      "reversed ranking (the same numbers as taking label 0 as the positive class)",
      [[r"ascending", r"low(est)? (score )?first", r"smallest (score )?first", r"increasing", r"wrong direction",
        r"revers\w* (the )?(order|sort|ranking|direction)", r"upside", r"from the bottom",
        r"sorted\(set\(scores\)\)", r"descending", r"low(est)? (score|threshold) (up|upwards)"]], '''
def my_eer(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores)):
        for s, y in zip(scores, labels):
            if s == t:
                if y:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / N, tp / P))
    prev = None
    for fpr, tpr in pts:
        g = fpr - (1 - tpr)
        if g >= 0:
            if prev is None or g == 0:
                return fpr
            f0, g0 = prev
            return f0 + (fpr - f0) * (-g0) / (g - g0)
        prev = (fpr, g)
    return 1.0
''')

wrong("k34", "set.pr", "twin", "returns [recall, precision]: the two values in the wrong order (the same numbers "
      "as exchanging the two denominators)",
      [[r"\border\b", r"\[recall, precision\]", r"return\w*.{0,40}(reversed|swapped|other way|wrong way)",
        r"positions?", r"(first|second) (element|entry|item|value|position|slot)", r"\bslots?\b",
        r"wrong (place|slot|position)", r"list (is )?(reversed|swapped|backwards)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    precision = hits / len(ret) if ret else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [recall, precision]
''')

wrong("k35", "set.f_beta", "twin", "calls its own helper with precision and recall swapped (arguments in the wrong "
      "order), which equals F with 1/beta",
      [[r"swap", r"argument", r"wrong order", r"order of (the )?(arguments|parameters)", r"exchang",
        r"precision and recall (are )?(switched|swapped|exchanged|reversed|the wrong way)", r"interchang",
        r"\(recall, precision"]], '''
def f_measure(p, r, b):
    b2 = b * b
    if p == 0 and r == 0:
        return 0.0
    return (1 + b2) * p * r / (b2 * p + r)


def my_f(precision, recall, beta):
    return f_measure(recall, precision, beta)
''')

# ------------------------------------------------------------------------------------------------- data
wrong("k36", "rank.distances", "data", "distances ranked largest first (argsort reversed, as for scores)",
      [[r"descending", r"farthest", r"largest (distance )?first", r"revers", r"wrong (direction|way|end)",
        r"highest (distance )?first", r"\[::-1\]", r"similarit", r"as (if they were )?scores"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

wrong("k37", "ndcg.all_judgments", "data", "the ideal is built from set(grades) | set(unretrieved): repeated "
      "grades appear only once in the ideal ranking",
      [[r"duplicat", r"set\(", r"unique", r"distinct", r"\bonce\b", r"repeated (grades|values)", r"same grade",
        r"\bset union", r"\bset\b"]], '''
import math

def my_ndcg(grades, unretrieved):
    judged = set(grades) | set(unretrieved)
    ideal = sorted(judged, reverse=True)

    def dcg(gs):
        total = 0.0
        for i, g in enumerate(gs, start=1):
            total += g if i == 1 else g / math.log2(i)
        return total

    best = dcg(ideal)
    return dcg(grades) / best if best else 0.0
''')

wrong("k38", "sig.sign_test", "data", "the tied queries are never dropped: n is the number of all queries",
      [[r"\btie", r"tied", r"equal"],
       [r"not (been )?dropped", r"never dropped", r"\bkept", r"includ", r"left in", r"n ?= ?len",
        r"number of (all )?queries",
        r"all (the )?queries", r"counted in n", r"still (in|counted)", r"not (removed|excluded|discarded)"]], '''
from math import comb

a, b = v["a"], v["b"]
n = len(a)
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("k39", "ndcg.value", "data", "the unretrieved grades appended to the ranking (as if retrieved at the end), "
      "so they enter the DCG too",
      [[r"append", r"added to the (end|ranking|list)", r"at the end", r"as if (they were )?retrieved",
        r"ranked (after|below|at the bottom|last)", r"extend", r"counted in the DCG", r"DCG.{0,40}unretrieved",
        r"unretrieved.{0,40}(DCG|ranking|ranked)"]], '''
import math

g = v["grades"] + v["unretrieved"]


def dcg(xs):
    return sum(x / (1 if i == 1 else math.log2(i)) for i, x in enumerate(xs, 1))


my_ndcg_value = dcg(g) / dcg(sorted(g, reverse=True))
''')

wrong("k40", "map.mrr", "data", "run.index(max(run)) finds the first relevant item; an all-zero query has max 0, "
      "so it counts RR 1 (rank 1) instead of 0",
      [[r"no relevant", r"nothing relevant", r"without (a )?relevant", r"all.?zero", r"empty", r"only zeros",
        r"all 0"],
       [r"max\(", r"\bindex", r"rank 1\b", r"first (item|rank) (is )?(taken|counted|treated|used)",
        r"counted (as )?1", r"RR (of )?1\b", r"full (credit|score)",
        r"instead of 0", r"not 0", r"gets? 1\b"]], '''
def my_mrr(runs):
    total = 0
    for run in runs:
        total += 1 / (run.index(max(run)) + 1)
    return total / len(runs)
''')

wrong("k41", "interp.step", "data", "recall computed against the relevant items in the list (sum of the labels), "
      "not n_relevant",
      [[r"sum\(labels\)", r"relevant (items )?(retrieved|in the (list|ranking))", r"retrieved relevant",
        r"instead of n_relevant", r"not n_relevant", r"ignor\w* n_relevant", r"unretrieved", r"never retrieved",
        r"missing relevant", r"number of hits", r"found (ones|items)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    R = sum(labels)          # the relevant items
    found = 0
    for rank, lab in enumerate(labels, start=1):
        if lab:
            found += 1
            if found / R >= level:
                return found / rank
    return 0.0
''')

wrong("k42", "scope.eps_precision", "data", "assumes the distances are sorted: the while loop stops at the first "
      "distance >= epsilon in input order",
      [[r"\bsort", r"\border", r"unsorted", r"assum\w* (the )?(input|distances|list)", r"stops? (at|early|when)",
        r"first (distance|target) (that|not|at|beyond|>=)", r"break", r"\bwhile"]], '''
def my_eps_precision(distances, labels, epsilon):
    n = 0
    while n < len(distances) and distances[n] < epsilon:
        n += 1
    return sum(labels[:n]) / n if n else 0.0
''')

# ------------------------------------------------------------------------------------------------ right
right("k43", "ap.exact", "NumPy: the cumulative precisions dotted with the labels", '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float(prec @ y / n_relevant)
''')

right("k44", "rank.distances", "heapq.nsmallest over the indexes, keyed by distance", '''
import heapq

def my_p_at_k_from_distances(distances, labels, k):
    nearest = heapq.nsmallest(k, range(len(distances)), key=lambda i: distances[i])
    return sum(labels[i] for i in nearest) / k
''')

right("k45", "map.mean", "statistics.fmean mapped over a nested helper", '''
from statistics import fmean

def my_map(runs, n_relevant):
    def ap(labels, R):
        ranks = [k for k, x in enumerate(labels, 1) if x]
        return sum(i / k for i, k in enumerate(ranks, 1)) / R if R else 0.0
    return fmean(map(ap, runs, n_relevant))
''')

right("k46", "interp.step", "bisect_left on the recalls at the relevant items", '''
from bisect import bisect_left

def my_step_interpolated(labels, n_relevant, level):
    recalls, precisions = [], []
    for k, lab in enumerate(labels, 1):
        if lab:
            recalls.append((len(recalls) + 1) / n_relevant)
            precisions.append(len(recalls) / k)
    i = bisect_left(recalls, level)
    return precisions[i] if i < len(recalls) else 0.0
''')

right("k47", "avg.macro", "NumPy divide with where= for the empty queries", '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float).reshape(-1, 3)
    retrieved = t[:, 0] + t[:, 1]
    prec = np.divide(t[:, 0], retrieved, out=np.zeros(len(t)), where=retrieved > 0)
    return float(prec.mean())
''')

right("k48", "set.pr", "dict.fromkeys as an ordered set, max(n, 1) as the guard", '''
def my_set_pr(retrieved, relevant):
    seen = dict.fromkeys(retrieved)      # one entry per id
    wanted = dict.fromkeys(relevant)
    hits = sum(1 for doc in seen if doc in wanted)
    return [hits / max(len(seen), 1), hits / max(len(wanted), 1)]
''')

SUBMISSIONS = tuple(S)
