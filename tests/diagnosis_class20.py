"""Diagnosis class 20, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its
first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
come from machine learning and statistics -- they reach for scikit-learn, scipy, pandas and NumPy idioms, and read
the course through the lens of classification metrics (ROC, PR curves, micro and macro averages, binomial tests).
Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
hidden-check hints, references), the measure library, the course documents, lines 1-80 of
tests/heldout_submissions.py (the ``class_writer`` helper) and the header and last lines of
tests/diagnosis_class19.py (the file format only) were read. The category is kept in ``style``. Student ids are
``"c20-" + sid``. The keys were fixed before the checker was run. Value submissions use ``v``, the student's
personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class20): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, order), ``hidden`` (shows only on an
edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the
keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the
labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 20 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c20-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("p01", "avg.macro", "sibling", "micro-averaged precision (tp and fp summed over the queries, then one "
      "ratio) instead of the mean of the per-query precisions",
      [[r"micro", r"pool\w*", r"(summ|add)\w* (the )?(counts|tables|tp and fp) (over|across) (the )?queries",
        r"(weighted|dominated) by (the )?(big|large|larger)", r"one (big|single|combined) (contingency )?table",
        r"aggregat\w* (the )?(counts|tables)", r"(sum|total) of (the )?(tp|true positives) over"]], '''
import pandas as pd

def my_macro_precision(tables):
    df = pd.DataFrame(tables, columns=["tp", "fp", "fn"])
    retrieved = df["tp"].sum() + df["fp"].sum()
    return float(df["tp"].sum() / retrieved) if retrieved else 0.0
''')

wrong("p02", "roc.eer", "sibling", "EER read at the ROC point nearest to FPR = FNR, as (FPR + FNR) / 2 there, "
      "instead of intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"not interpolat\w*", r"no interpolation", r"without interpolat\w*",
        r"instead of interpolat\w*", r"(didn't|does not|doesn't|never|did not) interpolate",
        r"(average|mean) of (the )?(FPR|false positive rate) and (the )?(FNR|false negative rate)",
        r"\(FPR \+ FNR\) / 2", r"smallest \|FPR", r"argmin", r"at a (ROC )?point.{0,30}(not|instead of) between"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    fnr = 1 - tpr
    i = int(np.argmin(np.abs(fpr - fnr)))
    return float((fpr[i] + fnr[i]) / 2)
''')

wrong("p03", "ap.exact", "sibling", "interpolated AP (the PASCAL VOC style: at each relevant rank the maximum "
      "precision at that rank or deeper) instead of the exact, uninterpolated AP",
      [[r"interpolat\w*", r"envelope", r"running max\w*", r"VOC", r"cumulative max\w*",
        r"max\w* precision (at|of|over) (this|that|the|its) rank or (later|deeper|below|after|lower)",
        r"max\w* (of|over) (the )?(later|deeper|following|lower) ranks"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    env = np.maximum.accumulate(prec[::-1])[::-1]
    return float(env[y == 1].sum() / n_relevant)
''')

wrong("p04", "dcg.classic", "sibling", "DCG with the log2(i + 1) discount at every rank (rank 1 discounted too) "
      "instead of the classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1", r"\bi\s*\+\s*1\b", r"rank 1 (is )?(also )?discounted",
        r"discount\w* (the )?first rank", r"\btrec\b", r"Burges", r"(another|other|different) (DCG )?formulation",
        r"(shifted|off.by.one) discount", r"discount (at|from) rank 1"]], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')

wrong("p05", "interp.step", "sibling", "the usual interpolation (maximum precision over every rank whose recall "
      "reaches the level) instead of the lecture notes' step rule P_i",
      [[r"max\w* (precision )?(over|of|across) (all |every )?(the )?(ranks|points|precisions)",
        r"(later|deeper|following) ranks", r"envelope", r"running max", r"cumulative max\w*",
        r"(standard|usual|11.point|classic|ordinary) interpolation", r"max \{\s*P@k", r"p_interp\(r\) = max"]], '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    points = []
    for k, rel in enumerate(labels, 1):
        hits += rel
        points.append((hits / n_relevant, hits / k))
    cands = [p for r, p in points if r >= level]
    return max(cands) if cands else 0.0
''')

wrong("p06", "roc.auc", "sibling", "scikit-learn's average precision (area under the precision-recall curve) "
      "instead of the ROC AUC",
      [[r"average precision", r"precision.recall", r"\bPR\b (curve|AUC|area)", r"area under (the )?(PR|precision)",
        r"average_precision_score", r"\bAP\b"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("p07", "ndcg.all_judgments", "sibling", "NDCG with the exponential gain 2^rel - 1 instead of the classic "
      "gain rel",
      [[r"exponential", r"2\s*(\^|\*\*)\s*\(?(rel|g|grade)", r"gain of 2", r"(gain|grade)s? (raised|exponentiated)",
        r"(linear|raw) (gain|grade)s?.{0,30}(instead|not)", r"instead of (the )?(raw|linear|plain) (grade|gain)",
        r"powers? of (2|two)"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
        return float(((2 ** g - 1) / disc).sum())

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg > 0 else 0.0
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("p08", "set.f_beta", "shape", "beta used as it is, not squared, in both places of F_beta",
      [[r"squar\w*", r"not (raised|squared)", r"(beta|β) (itself|alone|instead of (its|the) square)",
        r"(power|exponent) (of )?(2|two)", r"forg[eo]t\w* (to )?(the )?square"]], '''
def my_f(precision, recall, beta):
    p, r = precision, recall
    if p == 0 and r == 0:
        return 0.0
    return (1 + beta) * p * r / (beta * p + r)
''')

wrong("p09", "gen.practical", "shape", "smallest recall v / (d - s): the v relevant items already found are "
      "left out of the largest possible class size d - s + v",
      [[r"\+\s*v\b", r"d\s*-\s*s\s*\+\s*v", r"(forgot|missing|left out|without|dropp\w*|omit\w*).{0,40}\bv\b",
        r"(unjudged|unseen|outside the scope|unknown) (items )?only",
        r"largest (possible )?class", r"(found|judged) relevant.{0,40}(denominator|left out|missing)"]], '''
import numpy as np

def my_practical(labels, d):
    y = np.asarray(labels)
    s, v = len(y), int(y.sum())
    precision = v / s
    recall_lower = v / (d - s) if d > s else 1.0
    generality_lower = v / d
    return [precision, recall_lower, generality_lower]
''')

wrong("p10", "ap.eleven_point", "shape", "the sum of the 11 interpolated precisions divided by 10 instead of 11",
      [[r"\b10\b.{0,30}(instead of|not|rather than) (by )?11", r"divid\w* by (10|ten)\b", r"/\s*10\b",
        r"\bten (levels|instead)", r"11 (recall )?levels.{0,40}\b(10|ten)\b", r"eleven.{0,40}\b(10|ten)\b",
        r"(wrong|one too (few|small)) (count|number of levels|denominator)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for i in range(11):
        ok = rec >= i / 10 - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return total / 10
''')

wrong("p11", "dcg.exponential", "shape", "gain 2^rel without the minus 1 (a grade 0 item gains 1)",
      [[r"minus (one|1)", r"subtract\w* (one|1)", r"without (the )?(-|minus) ?1", r"forg[eo]t\w* (to subtract|the) ?(-|minus)? ?1",
        r"(non.?relevant|grade.?0|zero.?grade|grade of 0)\w* .{0,40}(gain|worth|count|contribut)\w* (of )?1",
        r"missing (the )?(- ?1|minus)", r"(gain|2\^rel) (is )?(one|1) too (high|large|big)"]], '''
import numpy as np

g = np.array(v["grades"])
my_dcg_exp = float(np.sum(2.0 ** g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("p12", "scope.knn_ties", "shape", "the two bounds returned in the wrong order: [highest, lowest]",
      [[r"swap\w*", r"(reversed|wrong|opposite|other) order", r"order of the (two )?(bounds|values|results)",
        r"(highest|upper|optimistic) (bound |value )?first", r"(lowest|lower|pessimistic) (bound |value )?(second|last)",
        r"the other way round", r"exchanged", r"(bounds|values) (are )?reversed"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    kth = np.sort(d)[k - 1]
    closer = d < kth
    inside = int(y[closer].sum())
    slots = k - int(closer.sum())
    tied = d == kth
    tied_rel = int(y[tied].sum())
    tied_non = int(tied.sum()) - tied_rel
    best = inside + min(slots, tied_rel)
    worst = inside + max(0, slots - tied_non)
    return [best / k, worst / k]
''')

wrong("p13", "set.pr", "shape", "the two denominators exchanged: hits over the relevant set for precision, hits "
      "over the retrieved set for recall",
      [[r"swap\w*", r"exchang\w*", r"(the other|wrong) (way round|denominators?)",
        r"denominators? (are )?(swapped|exchanged|mixed|confused|reversed)",
        r"precision.{0,40}(by|over) (the )?(number of |size of the )?relevant",
        r"recall.{0,40}(by|over) (the )?(number of |size of the )?retrieved",
        r"(precision and recall|recall and precision) (are )?(swapped|reversed|exchanged|confused|mixed up)"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("p14", "ndcg.value", "shape", "the discount in natural logarithms (np.log) instead of log base 2",
      [[r"natural log", r"\bln\b", r"base.?e\b", r"np\.log\b(?!2)", r"\blog\b(?!2).{0,30}(instead of|not|rather than) log2",
        r"(wrong|another|different|other) (log(arithm)? )?base", r"base (2|two).{0,30}(instead|not)",
        r"not (in )?base (2|two)", r"log(arithm)? base"]], '''
import numpy as np

g = np.array(v["grades"], dtype=float)
ideal = np.sort(np.concatenate([g, v["unretrieved"]]))[::-1]


def dcg(x):
    disc = np.ones(len(x))
    disc[1:] = np.log(np.arange(2, len(x) + 1))
    return (x / disc).sum()


my_ndcg_value = float(dcg(g) / dcg(ideal))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("p15", "ap.exact", "flow", "the precision at a relevant rank is taken before the hit counter counts that "
      "relevant item (one hit short at every relevant rank)",
      [[r"before (incrementing|counting|adding|updating|increasing)",
        r"(increment|update|count|increase)\w* (the )?(hits?|found|relevant|counter)\w* (count(er)? )?(after|too late)",
        r"(current|this) (relevant )?(item|document|hit) (is )?not (yet )?(counted|included)",
        r"one (hit|relevant( item)?) (short|too few|behind|missing)", r"off.by.one", r"(lags|stale|late) (hit )?count"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    found = 0
    total = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            total += found / rank
            found += 1
    return total / n_relevant
''')

wrong("p16", "map.mrr", "flow", "no break after the first relevant item: 1/rank is summed over every relevant "
      "item of a query",
      [[r"\bbreak\b", r"(stop|stops|stopping|stopped) (at|after) the first", r"every relevant (item|rank|document|hit)",
        r"all (the )?relevant (items|ranks|documents|hits)", r"(each|every) (later|further|subsequent|other) relevant",
        r"not only the first", r"(sum|adds?|accumulat)\w* .{0,40}(every|each|all) (relevant|hit)",
        r"(several|multiple|more than one) (reciprocal ranks|relevant items) (per|of a|for a) query"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        for i, rel in enumerate(run):
            if rel:
                total += 1 / (i + 1)
    return total / len(runs)
''')

wrong("p17", "rank.p_at_k", "flow", "the slice labels[:k - 1] drops the k-th rank (still divided by k)",
      [[r"k\s*-\s*1", r"off.by.one", r"one (rank|item|element|position) (short|too few|missing|less)",
        r"(drops|misses|loses|excludes|skips|leaves out) (the )?(k.?th|last) (rank|item|position)",
        r"slic\w* .{0,30}(short|end|exclusive)", r"first k\s*-\s*1"]], '''
import numpy as np

def my_p_at_k(labels, k):
    top = np.asarray(labels[:k - 1])
    return float(top.sum() / k)
''')

wrong("p18", "interp.curve", "flow", "the running maximum of precision taken from the top of the ranking (over "
      "earlier ranks) instead of over the ranks at or after the level is reached",
      [[r"(from|in) the (left|top|start|front|beginning)", r"(earlier|previous|preceding|higher) ranks",
        r"(wrong|opposite) direction", r"revers\w*", r"right to left", r"left to right",
        r"(later|deeper|following|lower) ranks.{0,40}(not|ignored|missing)", r"backwards?",
        r"(up|down) the ranking.{0,30}(instead|not)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        reach = np.nonzero(rec >= j / 10)[0]
        out.append(float(best[reach[0]]) if len(reach) else 0.0)
    return out
''')

wrong("p19", "rank.distances", "flow", "the items are never sorted by distance: P@k of the input order",
      [[r"(never|not|without|forg[eo]t\w*( to)?) sort\w*", r"unsorted", r"input order", r"(given|original|list('s)?) order",
        r"sort\w* (is |step )?missing", r"no sort\w*", r"(never|not) (re)?ordered", r"order (they|the items) (came|come) in"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = list(zip(distances, labels))
    top = ranked[:k]
    return sum(lab for _, lab in top) / k
''')

wrong("p20", "pr.averaged", "flow", "the rank loop range(1, len(labels)) stops one rank early: the last rank of "
      "every query never makes a PR point",
      [[r"last (rank|item|element|position)", r"final (rank|item|position)", r"range\(1,\s*len",
        r"off.by.one", r"one (rank|item) short", r"(stops|ends|stopped) (one|a) (rank|step|item) (early|short|before)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, R in zip(runs, n_relevant):
        pts = []
        hits = 0
        for k in range(1, len(labels)):
            hits += labels[k - 1]
            pts.append((hits / R if R else 0.0, hits / k))
        for j, r in enumerate(levels):
            ps = [p for rr, p in pts if R and rr >= r]
            sums[j] += max(ps) if ps else 0.0
    return [s / len(runs) for s in sums]
''')

wrong("p21", "pr.points", "flow", "a precision appended at every rank (the append is outside the if), not only "
      "where a relevant item raises recall",
      [[r"every rank", r"each rank", r"all (the )?ranks", r"(non.?relevant|irrelevant) (ranks|items|positions)",
        r"not only (at )?(the )?relevant", r"indent\w*", r"outside (the|its) (if|condition)",
        r"one (point|precision|value) per rank", r"too many points"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for i, lab in enumerate(labels, 1):
        if lab:
            hits += 1
        out.append(hits / i)
    return out
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("p22", "gen.grip_point", "hidden", "the mean of labels[:n_relevant]: a list shorter than the class is "
      "divided by its own length instead of by c",
      [[r"divid\w* by (the )?(list('s)? |slice('s)? )?length", r"len\(", r"mean of (the )?(slice|cut|top|shorter)",
        r"\.mean\(\)", r"(fewer|less) than (c|n_relevant) (ranks|items)", r"(instead of|not|rather than) (by )?(c|n_relevant)\b",
        r"short (list|slice).{0,40}(divid|denominator)", r"denominator.{0,40}(length|len)"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    top = np.asarray(labels)[:n_relevant]
    return float(top.mean())
''')

wrong("p23", "set.f_beta", "hidden", "no guard for P = R = 0: the division by zero raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("p24", "scope.eps_precision", "hidden", "the mean of an empty selection when nothing is within epsilon: "
      "nan instead of 0",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.array(distances)
    y = np.array(labels)
    return float(y[d < epsilon].mean())
''', scope="all")

wrong("p25", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard: a query with no relevant items "
      "raises a division by zero",
      [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, s = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            s += hits / i
    return s / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("p26", "pr.averaged", "hidden", "recall hits / n_relevant with no guard: a query with no relevant items "
      "raises a division by zero",
      [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    curves = []
    for labels, R in zip(runs, n_relevant):
        hits, pr = 0, []
        for k, rel in enumerate(labels, 1):
            hits += rel
            pr.append((hits / R, hits / k))
        curve = []
        for j in range(11):
            ps = [p for r, p in pr if r >= j / 10]
            curve.append(max(ps) if ps else 0.0)
        curves.append(curve)
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''', crash="ZeroDivisionError", scope="all")

wrong("p27", "ndcg.all_judgments", "hidden", "DCG / IDCG with no guard: with no relevant item at all the ideal "
      "DCG is 0 and the division raises",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, 1))

    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("p28", "interp.curve", "hidden", "the recall levels from np.linspace(0, 1, 11) are not exactly 0.3, 0.6 and "
      "0.7 (0.30000000000000004...), so a recall of exactly 0.3 fails recall >= level",
      [[r"floating.?point", r"float(ing)? (rounding|error|precision|comparison)", r"round(ing|-off)? error",
        r"\barange\b", r"linspace", r"0\.30000000000000004", r"(binary )?representation",
        r"not exactly (0\.3|representable)", r"\btolerance\b", r"\bepsilon\b"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    rec = np.cumsum(y) / n_relevant
    out = []
    for r in np.linspace(0, 1, 11):
        mask = rec >= r
        out.append(float(prec[mask].max()) if mask.any() else 0.0)
    return out
''')

# ---------------------------------------------------------------------------------------------- twin
wrong("p29", "set.f_beta", "twin", "precision and recall exchanged in the denominator (beta^2 R + P): the same "
      "numbers as F with 1/beta, but the cause is the swapped terms",
      [[r"(precision and recall|P and R|recall and precision|R and P) (are )?(swapped|exchanged|mixed up|confused|reversed)",
        r"swap\w*", r"exchang\w*", r"(beta.?(squared|\^ ?2|²|\*\* ?2)|b2) (multiplies|times|on|weights) (the )?recall",
        r"recall (is )?(weighted|multiplied) (by )?(beta|b2)", r"(wrong|other) term (is )?(weighted|multiplied)",
        r"denominator.{0,40}(recall and precision|R and P) (swapped|exchanged|reversed)"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * recall + precision)
''')

wrong("p30", "sig.sign_test", "twin", "tied queries kept in the number of trials n (binomtest(wins, n=len(a))): "
      "the same numbers as counting ties as losses of a",
      [[r"ties? (are |were )?(not dropped|kept|included|counted|left in|not removed)",
        r"(did not|didn't|does not|doesn't|forgot to|never) (drop|remove|discard|exclude)\w* (the )?(ties|tied)",
        r"\bn\b (includes|counts|with) (the )?(tied|ties)", r"(tied|tie) (queries|pairs).{0,40}(kept|counted|included|in n)",
        r"(all|every) (the )?queries.{0,30}(\bn\b|trials|count)", r"len\(a\)",
        r"(number of )?trials.{0,40}(ties|tied)"]], '''
import numpy as np
from scipy.stats import binomtest

a, b = np.array(v["a"]), np.array(v["b"])
wins = int((a > b).sum())
my_sign_p = binomtest(wins, n=len(a), p=0.5).pvalue
''')

wrong("p31", "map.mrr", "twin", "queries with no relevant item retrieved are left out of the mean (the mean is "
      "over the answered queries only)",
      [[r"(left|leaves|leaving) out", r"skip\w*", r"exclud\w*", r"dropp?\w*", r"only (over |the )?(queries|runs) (with|that)",
        r"(fewer|smaller) (number of )?queries", r"(not|never) counted", r"ignor\w*", r"filter\w*"],
       [r"\bno (relevant|hit)", r"without (a |any )?(relevant|hit)", r"\bzero\b", r"empty", r"nothing relevant",
        r"unanswered", r"\b0\b"]], '''
import numpy as np

def my_mrr(runs):
    rr = [1.0 / (np.flatnonzero(r)[0] + 1) for r in runs if np.any(r)]
    return float(np.mean(rr)) if rr else 0.0
''')

wrong("p32", "map.mean", "twin", "each AP is the mean of the precisions at the relevant ranks (divided by the "
      "relevant items retrieved, n_relevant never used)",
      [[r"(retrieved|found) relevant", r"relevant (items |documents )?(retrieved|found)\b(?! at)",
        r"(ignor\w*|unused|never us\w*|not us\w*) (the )?n_relevant", r"n_relevant.{0,30}(ignored|unused|never used|not used)",
        r"(mean|average) of the precisions", r"(unretrieved|missed|never retrieved) relevant",
        r"hits? (in|as) the denominator", r"sum\(labels", r"number of hits"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        ranks = np.flatnonzero(np.asarray(labels)) + 1
        if len(ranks) == 0:
            aps.append(0.0)
            continue
        aps.append(np.mean(np.arange(1, len(ranks) + 1) / ranks))
    return float(np.mean(aps))
''')

wrong("p33", "rank.p_at_k", "twin", "np.mean of labels[:k]: when k is past the end the mean divides by the list "
      "length, the same numbers as dividing by min(k, len)",
      [[r"divid\w* by (the )?(list('s)? |slice('s)? )?length", r"len\(", r"mean of (the )?(slice|cut|top|shorter)",
        r"(fewer|less) than k (ranks|items)", r"(instead of|not|rather than) (dividing )?by k\b", r"min\(k",
        r"denominator.{0,40}(length|len|shorter)", r"np\.mean"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.mean(labels[:k]))
''')

wrong("p34", "roc.auc", "twin", "a strict comparison in the pair loop: tied (positive, negative) pairs count 0 "
      "instead of 1/2",
      [[r"strict\w*", r"ties? (count|counted|scored|treated) (as )?(0|zero|nothing|a loss|losses)",
        r"tied pairs? (are |were )?(ignored|dropped|skipped|not counted|left out|count(ed)? (as )?(0|zero))",
        r"(ignores|drops|skips|misses|forgot|forgets) (the )?ties", r"no (credit|half)",
        r"(half|1/2|0\.5) (credit |point )?(missing|not given|forgotten)", r">=? (instead of|rather than|not) >="]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    wins = sum(1 for p in pos for n in neg if p > n)
    return wins / (len(pos) * len(neg))
''')

wrong("p35", "scope.eps_precision", "twin", "d <= epsilon: a target exactly at distance epsilon is returned",
      [[r"<=", r"≤", r"non.?strict", r"less than or equal", r"(at|on) (exactly )?epsilon", r"on the (boundary|border|edge)",
        r"inclusive", r"equal to epsilon", r"(includes|counts|keeps) (the )?(targets?|items?) at (distance )?epsilon"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.asarray(distances), np.asarray(labels)
    sel = y[d <= epsilon]
    return float(sel.mean()) if sel.size else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("p36", "set.pr", "data", "the retrieved list is used as it is: a duplicated id counts twice as a hit and "
      "twice in the retrieved count",
      [[r"duplicat\w*", r"repeat\w*", r"dedup\w*", r"\bunique\b", r"set\(", r"(counted|counts) (it |them )?(two|several|multiple) times",
        r"(list|retrieved) (is |was )?not (turned into|converted to|made) a set"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = sum(1 for d in retrieved if d in rel)
    p = hits / len(retrieved) if retrieved else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("p37", "ndcg.all_judgments", "data", "the unretrieved grades appended to the ranking as if retrieved at "
      "its end (they enter the DCG as well as the ideal)",
      [[r"unretrieved.{0,60}(appended|added|concatenated|placed|put|treated|counted) .{0,40}(ranking|run|list|retrieved|DCG)",
        r"as if (they were |it were |they had been )?retrieved", r"(appended|added|concatenated) (the )?unretrieved",
        r"unretrieved (grades|items) (in|into|to) (the )?(DCG|ranking|run|ranked list)",
        r"(DCG|gain) (of|from|includes?) (the )?unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    run = np.array(list(grades) + list(unretrieved), dtype=float)
    disc = np.log2(np.maximum(np.arange(1, len(run) + 1), 2))
    dcg = (run / disc).sum()
    idcg = (np.sort(run)[::-1] / disc).sum()
    return float(dcg / idcg) if idcg else 0.0
''')

wrong("p38", "roc.eer", "data", "the scores read as distances (a lower score taken as more positive: the scores "
      "negated before the ROC)",
      [[r"(lower|smaller|low) scores? (as|=|means?|is|are|taken as) (more )?(positive|relevant|better|genuine)",
        r"(negat\w*|flip\w*|invert\w*|revers\w*) (the )?scores", r"scores? (as|like) (a )?distances?",
        r"higher (score|scores) (is|are|means) (better|more positive|positive)", r"(sign|direction) of the scores?",
        r"(wrong|opposite) direction", r"minus sign"]], '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, -np.asarray(scores, dtype=float))
    fnr = 1 - tpr
    d = fpr - fnr
    j = int(np.argmax(d >= 0))
    if j == 0 or d[j] == 0:
        return float(fpr[j])
    t = -d[j - 1] / (d[j] - d[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

wrong("p39", "pr.averaged", "data", "each query's recall divided by sum(labels), the relevant items retrieved, "
      "instead of its n_relevant (the argument is never used)",
      [[r"sum\(labels", r"(retrieved|found) relevant", r"relevant (items |documents )?(retrieved|found) (as|instead)",
        r"(ignor\w*|unused|never us\w*|not us\w*) (the )?n_relevant", r"n_relevant.{0,30}(ignored|unused|never used|not used)",
        r"(unretrieved|missed|never retrieved) relevant", r"recall.{0,40}(of|over) (the )?(retrieved|found) relevant",
        r"number of hits"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    total = np.zeros(11)
    for labels in runs:
        y = np.asarray(labels, dtype=float)
        if y.sum() == 0:
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / y.sum()
        for j, r in enumerate(levels):
            m = rec >= r
            total[j] += prec[m].max() if m.any() else 0.0
    return (total / len(runs)).tolist()
''')

wrong("p40", "avg.macro", "data", "each table unpacked as [tp, fn, fp]: the false negatives used where the false "
      "positives belong",
      [[r"column\w*", r"(order|layout) of (the )?(fields|columns|entries|values|table|triple)",
        r"\bfn\b.{0,30}(as|for|instead of|in place of) (the )?\bfp\b", r"\bfp\b.{0,30}(as|for|instead of|in place of) (the )?\bfn\b",
        r"(fp and fn|fn and fp|false positives and false negatives|false negatives and false positives) (are |were )?(swapped|exchanged|confused|mixed up|reversed)",
        r"false negatives? (as|for|instead of|in place of) (the )?false positives?", r"(unpack|read)\w* .{0,30}(wrong|swapped|order)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fn, fp = t[:, 0], t[:, 1], t[:, 2]
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.where(tp + fp > 0, tp / (tp + fp), 0.0)
    return float(p.mean())
''')

wrong("p41", "scope.knn_ties", "data", "the distances read as similarities: the targets sorted from the largest "
      "distance down (the farthest taken as the nearest neighbours)",
      [[r"similarit\w*", r"farthest", r"(largest|biggest|highest) distances?", r"descending",
        r"(nearest|closest).{0,30}(last|end)", r"(sorted|ranked|ordered) (in )?(the )?(wrong|opposite|reverse\w*) (order|direction|way)",
        r"revers\w*"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    low = sorted(pairs, key=lambda p: (-p[0], p[1]))[:k]
    high = sorted(pairs, key=lambda p: (-p[0], -p[1]))[:k]
    return [sum(lab for _, lab in low) / k, sum(lab for _, lab in high) / k]
''')

wrong("p42", "dcg.classic", "data", "the grades sorted from high to low before the DCG, as if the list were an "
      "unordered bag of judgments (this is the ideal DCG)",
      [[r"\bsort\w*", r"\bideal\b", r"IDCG", r"reorder\w*", r"re-?rank\w*",
        r"(rank|given|retrieved|input) order (is |was )?(lost|ignored|not kept|thrown away)", r"(best|perfect) (order|ranking)"]], '''
import numpy as np

def my_dcg(grades):
    g = np.sort(np.asarray(grades, dtype=float))[::-1]
    disc = np.log2(np.maximum(np.arange(1, len(g) + 1), 2))
    return float((g / disc).sum())
''')

# ---------------------------------------------------------------------------------------------- right
right("p43", "ap.value", "a plain loop over the student's own ranking", '''
labels, R = v["labels"], v["n_relevant"]
hits, acc = 0, 0.0
for i, x in enumerate(labels, 1):
    if x:
        hits += 1
        acc += hits / i
my_ap_value = acc / R
''')

right("p44", "ap.at_k", "NumPy cumsum over the cut list, min(k, R) guarded", '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels[:k], dtype=float)
    denom = min(k, n_relevant)
    if denom == 0 or y.size == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, y.size + 1)
    return float((prec * y).sum() / denom)
''')

right("p45", "pr.points", "itertools.accumulate and a filtered comprehension", '''
from itertools import accumulate

def my_pr_points(labels, n_relevant):
    hits = list(accumulate(labels))
    return [h / i for i, (h, x) in enumerate(zip(hits, labels), 1) if x]
''')

right("p46", "interp.step", "early return at the first relevant item whose recall reaches the level", '''
def my_step_interpolated(labels, n_relevant, level):
    hits = 0
    for k, x in enumerate(labels, 1):
        if x:
            hits += 1
            if hits / n_relevant >= level - 1e-12:
                return hits / k
    return 0.0
''')

right("p47", "roc.eer", "thresholds from np.unique, the crossing interpolated on one ROC piece", '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        fpr.append(((s >= t) & ~y).sum() / N)
        tpr.append(((s >= t) & y).sum() / P)
    for i in range(1, len(fpr)):
        d0 = fpr[i - 1] - (1 - tpr[i - 1])
        d1 = fpr[i] - (1 - tpr[i])
        if d1 >= 0:
            if d1 == 0:
                return float(fpr[i])
            t = -d0 / (d1 - d0)
            return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
    return float(fpr[-1])
''')

right("p48", "gen.practical", "exact fractions.Fraction bounds", '''
from fractions import Fraction

def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    rec = Fraction(v, d - s + v) if v else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

SUBMISSIONS = tuple(S)
