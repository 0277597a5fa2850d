"""Diagnosis class 25, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class answering an IR evaluation exam under time
pressure -- students who take shortcuts, copy the code of one measure into another task and half-edit it, reuse a
variable from the previous task, forget a guard, write hasty NumPy one-liners, or remember a formula slightly
wrong. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures,
statements, hidden-check hints, references), the measure library (``ireval_teach/`` outside ``exercises/`` and
``grading/``), the course documents, lines 1-80 of tests/heldout_submissions.py, the format lines of
tests/diagnosis_class19.py (its header and its last lines) and tests/validate_class.py were read. The category is
kept in ``style``. Student ids are ``"c25-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class25): every right
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

BATCH = "diagnosis class 25 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c25-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "sig.sign_test", "sibling", "reports the one-sided p-value (the binomial tail of a's wins only), "
      "never doubled for the two-sided test",
      [[r"one.sided", r"one tail", r"single tail", r"not doubled", r"forg[eo]t.{0,30}doubl", r"never doubled",
        r"without doubling", r"half (of )?the (two.sided )?p", r"greater.{0,20}alternative", r"upper tail only"]], '''
from scipy.stats import binomtest

a, b = v["a"], v["b"]
wins = sum(1 for x, y in zip(a, b) if x > y)
losses = sum(1 for x, y in zip(a, b) if x < y)
my_sign_p = binomtest(wins, wins + losses, 0.5, alternative="greater").pvalue
''')

wrong("s02", "ap.at_k", "sibling", "AP@k divided by k (the cutoff itself) instead of min(k, n_relevant)",
      [[r"divid\w* by k\b", r"denominator (of |is |was )?k\b", r"over k\b", r"/ ?k\b", r"the cutoff k",
        r"k (as|in) the denominator", r"by the cut.?off"]], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / k if k else 0.0
''')

wrong("s03", "dcg.classic", "sibling", "classic discount but the exponential gain 2^rel - 1 (copied from the "
      "exponential DCG task)",
      [[r"exponential", r"2 ?\^ ?rel", r"2 ?\*\* ?", r"2\^", r"power of (2|two)", r"2 to the"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    gains = 2.0 ** g - 1
    ranks = np.arange(1, len(g) + 1)
    disc = np.where(ranks == 1, 1.0, np.log2(np.maximum(ranks, 2)))
    return float((gains / disc).sum())
''')

wrong("s04", "avg.macro", "sibling", "micro-averaged precision (all tp over all retrieved, pooled) instead of the "
      "mean of the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (the )?(counts|tp|tables|over (all )?queries) (first|before)",
        r"total tp", r"summ\w* (the )?tp", r"add\w* up (the )?(counts|tables)", r"one big table",
        r"aggregat\w* (the )?counts"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("s05", "gen.grip_point", "sibling", "precision of the whole ranked list (every rank retrieved) instead of "
      "precision at the scope s = c",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"every rank",
        r"len\(labels\)", r"length of the (list|ranking)", r"not cut", r"never cut", r"without cutting",
        r"ignor\w*.{0,20}(class size|n_relevant|\bc\b)"]], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')

wrong("s06", "interp.step", "sibling", "uses the 11-point rule max {P@k : R@k >= r} (the best precision at any "
      "later rank) instead of the lecture notes' step rule P_i",
      [[r"max", r"highest", r"best"],
       [r"later rank", r"further down", r"following ranks", r"rest of the (list|ranking)", r"any rank",
        r"all ranks", r"every rank", r"R@k ?>= ?r", r"interpolat\w* (rule|curve|precision)",
        r"11.point", r"eleven.point"]], '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    ok = rec >= level
    return float(prec[ok].max()) if ok.any() else 0.0
''')

wrong("s07", "roc.eer", "sibling", "takes (FPR + FNR) / 2 at the ROC point closest to FPR = FNR instead of "
      "intersecting the curve's straight pieces",
      [[r"nearest", r"closest", r"no interpolation", r"not interpolat", r"without interpolat",
        r"never interpolat", r"\(FPR ?\+ ?FNR\) ?/ ?2", r"average of (the )?FPR and FNR",
        r"mean of (the )?FPR and FNR", r"smallest \|?FPR ?- ?FNR", r"a point of the (ROC )?curve"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    best, best_gap = 1.0, 2.0
    for t in np.unique(np.concatenate([s, [np.inf]])):
        pred = s >= t
        fpr = (pred & ~y).sum() / (~y).sum()
        fnr = (~pred & y).sum() / y.sum()
        if abs(fpr - fnr) < best_gap:
            best_gap, best = abs(fpr - fnr), (fpr + fnr) / 2
    return float(best)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "beta used where beta squared belongs (never squared)",
      [[r"squar", r"beta ?\*\* ?2", r"beta instead of beta", r"beta²"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "dcg.exponential", "shape", "gain 2^rel without the - 1",
      [[r"minus (one|1)", r"forg[eo]t.{0,30}\b(1|one)\b", r"without (the )?(- ?1|minus)",
        r"subtract", r"2 ?\*\* ?rel\b(?! ?-)", r"gain of (a )?(grade )?0 is 1", r"non.?relevant.{0,40}gain"]], '''
import math

my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')

wrong("h03", "map.mrr", "shape", "the reciprocal of the mean first-relevant rank (scaled by the share of "
      "queries with a hit) instead of the mean of the reciprocal ranks",
      [[r"reciprocal of the (mean|average)", r"1 ?/ ?(the )?(mean|average)", r"inverse of the (mean|average)",
        r"mean (first )?rank", r"average (first )?rank", r"(mean|average) of (the )?ranks",
        r"invert\w* (after|outside)", r"harmonic"]], '''
def my_mrr(runs):
    firsts = [run.index(1) + 1 for run in runs if 1 in run]
    if not firsts:
        return 0.0
    return len(firsts) / len(runs) / (sum(firsts) / len(firsts))
''')

wrong("h04", "ndcg.all_judgments", "shape", "returns the DCG of the retrieved grades, never divided by the ideal "
      "DCG",
      [[r"not normali[sz]", r"never normali[sz]", r"unnormali[sz]", r"without normali[sz]",
        r"forg[eo]t.{0,30}(normali[sz]|divid|ideal)", r"never divid\w*.{0,30}ideal", r"not divided",
        r"plain DCG", r"raw DCG", r"returns? (the )?DCG", r"DCG (instead|rather) of", r"no (division|IDCG)",
        r"without (the )?(ideal|IDCG)"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    for i, g in enumerate(grades, start=1):
        dcg += g if i == 1 else g / math.log2(i)
    return dcg
''')

wrong("h05", "map.mean", "shape", "each query's AP divided by the length of its list instead of its "
      "n_relevant",
      [[r"length of (the |its |each )?(list|run|ranking)", r"len\((run|labels|r)\)", r"list length",
        r"number of (ranks|items) (retrieved|in the (list|run))", r"retrieved items",
        r"divid\w* by (the )?(run|list)"]], '''
def my_map(runs, n_relevant):
    aps = []
    for run, n in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(run, 1):
            if x:
                hits += 1
                s += hits / i
        aps.append(s / len(run))
    return sum(aps) / len(aps)
''')

wrong("h06", "gen.practical", "shape", "lowest generality v / s (scope confused with the database size d)",
      [[r"v ?/ ?s\b", r"scope.{0,40}(instead of|not|rather than).{0,30}(database|\bd\b)",
        r"(database|\bd\b).{0,40}(confused|swapped|mixed up).{0,30}(scope|\bs\b)",
        r"(scope|\bs\b).{0,40}(confused|swapped|mixed up).{0,30}(database|\bd\b)",
        r"divid\w* by (the )?(scope|s\b)", r"over (the )?scope"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    return [v / s, v / (d - s + v) if d - s + v else 0.0, v / s]
''')

wrong("h07", "roc.auc", "shape", "a tied (positive, negative) pair counts a whole win instead of 1/2",
      [[r"tie", r"tied", r"equal scores", r">="],
       [r"whole", r"full", r"as (a )?wins?", r"counts? (as )?(1|one)\b(?!/)", r"not (1/2|a half|half)",
        r"instead of (1/2|a half|half)", r">="]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    good = sum(1 for p in pos for n in neg if p >= n)
    return good / (len(pos) * len(neg))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "rank.distances", "flow", "sorts the distances from largest to smallest (farthest item first)",
      [[r"farthest", r"furthest", r"largest distance", r"descending", r"reverse", r"\[::-1\]",
        r"wrong (sort )?(order|direction)", r"highest distance", r"most distant", r"like (a )?scores?",
        r"distances? as (a )?(similarit|score)"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)[::-1]
    top = np.asarray(labels)[order][:k]
    return float(top.sum() / k)
''')

wrong("f02", "interp.curve", "flow", "the maximum of the precisions at and BEFORE the first rank reaching r "
      "(looks up the list instead of down it)",
      [[r"before", r"earlier ranks?", r"up the (list|ranking)", r"above", r"preceding", r"prefix",
        r"ranks? (up to|<=)", r"left of", r"wrong (side|direction)", r"running max", r"cumulative max",
        r"maximum\.accumulate"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best_so_far = np.maximum.accumulate(prec)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(best_so_far[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("f03", "map.mrr", "flow", "the reciprocal rank is not reset between queries: a query without a relevant "
      "item keeps the previous query's value",
      [[r"reset", r"re.?initiali[sz]", r"previous query", r"last query", r"carr(y|ied|ies) over",
        r"left over", r"stale", r"kept from", r"keeps? the (value|rr)", r"outside the loop",
        r"before the loop", r"reus\w*.{0,30}(value|rr|reciprocal)"]], '''
def my_mrr(runs):
    total = 0.0
    rr = 0.0
    for run in runs:
        for i, x in enumerate(run):
            if x == 1:
                rr = 1 / (i + 1)
                break
        total += rr
    return total / len(runs)
''')

wrong("f04", "pr.points", "flow", "appends a precision at every rank, the non-relevant ranks included",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant ranks?", r"non.?relevant (items|ones)",
        r"not only (at )?(the )?relevant", r"outside the if", r"unconditional", r"whether or not",
        r"even (when|if|at).{0,30}(not relevant|non.?relevant|0\b)", r"one (point )?per rank", r"too many points"]],
      '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        points.append(hits / i)
    return points if hits else []
''')

wrong("f05", "ap.eleven_point", "flow", "np.arange(0, 1, 0.1) stops before 1.0: 10 levels, the recall level 1.0 "
      "left out",
      [[r"ten levels", r"10 levels", r"off.by.one", r"arange", r"eleventh", r"last level",
        r"level 1\b", r"stops? before", r"excludes? (the )?end", r"end point", r"endpoint"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    vals = []
    for r in np.arange(0.0, 1.0, 0.1):
        ok = rec >= r - 1e-9
        vals.append(prec[ok].max() if ok.any() else 0.0)
    return float(np.mean(vals))
''')

wrong("f06", "ap.at_k", "flow", "sums P@i at every relevant rank of the whole list, not only the ranks up to k "
      "(the denominator is min(k, R))",
      [[r"beyond k", r"past k", r"after k", r"below k", r"whole list", r"entire list", r"all (the )?ranks",
        r"not (cut|truncat|limit)", r"never (cut|truncat|limit)", r"without (cut|truncat|limit)",
        r"ignor\w*.{0,20}\bk\b", r"ranks? (greater|larger|deeper) than k", r"\[:k\]"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    s = 0.0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            s += hits / (i + 1)
    return s / denom
''')

wrong("f07", "rank.p_at_k", "flow", "slices labels[:k-1]: the k-th rank is never counted",
      [[r"off.by.one", r"k ?- ?1", r"one (rank|item|position) short", r"k.?th (rank|item|position)",
        r"last rank", r"misse?s? the (last|k)", r"slice", r"exclud\w*.{0,20}(rank k|k.?th)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k - 1]) / k
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("x01", "set.f_beta", "hidden", "no guard: P = R = 0 divides 0 by 0 (ZeroDivisionError)",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("x02", "ap.exact", "hidden", "no guard for n_relevant = 0: ZeroDivisionError", [ZERODIV], '''
def my_ap(labels, n_relevant):
    found = 0
    acc = 0.0
    for rank, lab in enumerate(labels, start=1):
        if lab == 1:
            found += 1
            acc += found / rank
    return acc / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("x03", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero",
      [ZERODIV], '''
def my_macro_precision(tables):
    precs = [tp / (tp + fp) for tp, fp, fn in tables]
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError", scope="all")

wrong("x04", "scope.eps_precision", "hidden", "np.mean of an empty selection: nan when nothing is within "
      "epsilon", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d, y = np.array(distances), np.array(labels)
    return float(np.mean(y[d < epsilon]))
''', scope="all")

wrong("x05", "pr.averaged", "hidden", "recall = hits / n_relevant with no guard: a query with no relevant items "
      "divides by zero", [ZERODIV], '''
def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    sums = [0.0] * 11
    for labels, n in zip(runs, n_relevant):
        hits, pts = 0, []
        for i, x in enumerate(labels, 1):
            hits += x
            pts.append((hits / n, hits / i))
        for j, r in enumerate(levels):
            sums[j] += max([p for rec, p in pts if rec >= r], default=0.0)
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("x06", "ndcg.all_judgments", "hidden", "no guard when the ideal DCG is 0 (no relevant item at all): "
      "ZeroDivisionError", [ZERODIV], '''
import math

def dcg(g):
    return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))

def my_ndcg(grades, unretrieved):
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    return dcg(grades) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("x07", "scope.knn_ties", "hidden", "peeks at the distance after the k-th place to detect a straddling tie: "
      "IndexError when k is the whole list", [INDEX], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    cut = pairs[k - 1][0]
    if pairs[k][0] != cut and (k < 2 or pairs[k - 2][0] != cut):
        p = sum(lab for _, lab in pairs[:k]) / k
        return [p, p]
    sure = [lab for dist, lab in pairs if dist < cut]
    tied = [lab for dist, lab in pairs if dist == cut]
    room = k - len(sure)
    rel_t = sum(tied)
    non_t = len(tied) - rel_t
    low = sum(sure) + max(0, room - non_t)
    high = sum(sure) + min(room, rel_t)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "ap.exact", "twin", "averages the precisions at the relevant ranks found in the list (divides by the "
      "relevant items retrieved, not by n_relevant)",
      [[r"retrieved relevant", r"relevant (items |ones )?(retrieved|found)", r"found in the list",
        r"relevant (items )?in the (list|ranking)", r"sum\(labels\)", r"number of (ones|1s|hits)",
        r"mean of (the )?precisions", r"average of (the )?precisions", r"np\.mean",
        r"(unretrieved|never retrieved|missing) relevant.{0,40}(ignor|left out|not counted|dropped)",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|missed)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    y = np.asarray(labels)
    if n_relevant == 0 or y.sum() == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float(np.mean(prec[y == 1]))
''')

wrong("t02", "dcg.classic", "twin", "0-based enumerate index plugged into log2(i + 1) as if it were the rank: "
      "every rank after the first is discounted one rank too deep",
      [[r"0.based", r"zero.based", r"off.by.one", r"index (starts?|from|at) (0|zero)", r"enumerate",
        r"(index|position) (used )?(as|for|instead of) (the )?rank", r"one rank (too )?(deep|late|further)",
        r"shifted by one", r"i ?\+ ?2"]], '''
import math

def my_dcg(grades):
    total = 0.0
    for i, g in enumerate(grades):
        if i == 0:
            total += g
        else:
            total += g / math.log2(i + 2)
    return total
''')

wrong("t03", "set.pr", "twin", "the two denominators exchanged: hits over the relevant set for precision, hits over "
      "the retrieved set for recall",
      [[r"denominators?", r"divid\w* by (the )?(number|size|count) of (the )?relevant",
        r"divid\w* by (the )?(number|size|count) of (the )?retrieved", r"precision.{0,40}over (the )?relevant",
        r"recall.{0,40}over (the )?retrieved", r"precision.{0,30}(uses|with).{0,30}relevant (set|count)",
        r"(retrieved|relevant) and (relevant|retrieved).{0,30}(swapped|exchanged|mixed|confused)",
        r"(swapped|exchanged|mixed up|confused) (the )?(retrieved|relevant) and"]], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    p = hits / len(rel) if rel else 0.0
    r = hits / len(ret) if ret else 0.0
    return [p, r]
''')

wrong("t04", "roc.auc", "twin", "negates the scores before sklearn (as if they were distances, lower = better)",
      [[r"negat(ed|es|ing|ion)", r"minus sign", r"-scores", r"distances?", r"lower (score|is|=) (is )?better",
        r"small(er)? scores? (is |are )?better", r"sign (of|flip)", r"flipp?ed (the )?(sign|scores)",
        r"invert\w* (the )?scores", r"reversed? (the )?scores"]], '''
import numpy as np
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    return float(roc_auc_score(labels, -np.asarray(scores, dtype=float)))
''')

wrong("t05", "gen.practical", "twin", "recall bound with c = d (the whole database taken as relevant): v / d",
      [[r"c ?= ?d\b", r"class size.{0,30}(database|\bd\b)", r"whole database.{0,30}relevant",
        r"every item.{0,30}relevant", r"all (items|of the database).{0,30}relevant",
        r"recall.{0,40}(v ?/ ?d|over (the )?(database|d\b))", r"largest class.{0,30}\bd\b"]], '''
def my_practical(labels, d):
    s, v = len(labels), sum(labels)
    return [v / s, v / d, v / d]
''')

wrong("t06", "map.mean", "twin", "glues every query's list into one ranking (and sums the n_relevant) and "
      "returns the AP of that one long ranking",
      [[r"concatenat", r"one (long |big |single )?(list|ranking|run)", r"join", r"glu", r"flatten",
        r"merg", r"single ranking", r"chain", r"together into one", r"(summed|sum of) (the )?n_relevant"]], '''
def ap(labels, n):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / n if n else 0.0

def my_map(runs, n_relevant):
    big = [x for run in runs for x in run]
    return ap(big, sum(n_relevant))
''')

wrong("t07", "scope.eps_precision", "twin", "d <= epsilon: a target exactly at distance epsilon is returned",
      [[r"<=", r"less than or equal", r"not strict", r"non.?strict", r"inclusive", r"at most epsilon",
        r"equal to epsilon.{0,40}(included|returned|counted|kept)",
        r"(included|returned|counted|kept).{0,40}(equal to|exactly( at)?) epsilon", r"boundary (included|counted)"]],
      '''
def my_eps_precision(distances, labels, epsilon):
    got = [y for d, y in zip(distances, labels) if d <= epsilon]
    return sum(got) / len(got) if got else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("d01", "set.pr", "data", "counts an id retrieved twice twice (the retrieved list, not a set)",
      [[r"duplicat", r"counted twice", r"counts? (it )?twice", r"repeated", r"more than once", r"(not|never) (a |as a )?set", r"without set",
        r"set\(\)", r"counted (it )?(two|2) times", r"list (instead of|rather than|not) (a )?set"]], '''
def my_set_pr(retrieved, relevant):
    hits = sum(1 for d in retrieved if d in relevant)
    rel_found = len(set(retrieved) & set(relevant))
    p = hits / len(retrieved) if retrieved else 0.0
    r = rel_found / len(relevant) if relevant else 0.0
    return [p, r]
''')

wrong("d02", "avg.macro", "data", "reads each table as [tp, fn, fp] (the second column taken as fn)",
      [[r"column", r"\[tp, ?fn, ?fp\]", r"fn (and|with) fp", r"fp (and|with) fn", r"order of the (counts|table)",
        r"swap\w*.{0,20}(fp|fn)", r"(fp|fn).{0,20}swap", r"misread.{0,20}table", r"wrong (entry|position|field)",
        r"second (entry|column|number)", r"third (entry|column|number)"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.array(tables, dtype=float)
    tp, fp = t[:, 0], t[:, 2]
    den = tp + fp
    prec = np.divide(tp, den, out=np.zeros_like(tp), where=den > 0)
    return float(prec.mean())
''')

wrong("d03", "gen.grip_point", "data", "takes the class size as the number of relevant items in the list "
      "(sum(labels)) instead of n_relevant",
      [[r"sum\(labels\)", r"relevant (items |ones )?(in the list|retrieved|found)", r"number of (ones|1s|hits)",
        r"count\w* (the )?(ones|1s)", r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant",
        r"n_relevant (ignored|unused|not used)", r"retrieved relevant"]], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')

wrong("d04", "pr.averaged", "data", "uses the first query's n_relevant for every query",
      [[r"first query", r"n_relevant\[0\]", r"same (n_relevant|class size|number of relevant).{0,30}(every|all|each)",
        r"one (n_relevant|class size) for (every|all)", r"(every|each|all) quer\w*.{0,30}same (n_relevant|class size)",
        r"not (indexed|per query)", r"per.query (n_relevant|class size).{0,20}(ignored|not used)"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    R = n_relevant[0]
    curves = []
    for run in runs:
        y = np.array(run, dtype=float)
        hits = np.cumsum(y)
        prec = hits / np.arange(1, len(y) + 1)
        rec = hits / R
        curve = []
        for r in np.linspace(0.0, 1.0, 11):
            ok = rec >= r - 1e-9
            curve.append(prec[ok].max() if ok.any() else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("d05", "rank.r_precision", "data", "R taken as the number of relevant items in the list, not the given "
      "n_relevant",
      [[r"sum\(", r"relevant (items |ones )?(in the list|retrieved|found)", r"number of (ones|1s|hits)",
        r"count\w* (the )?(ones|1s)", r"ignor\w*.{0,20}n_relevant", r"instead of n_relevant",
        r"n_relevant (ignored|unused|not used)", r"retrieved relevant"]], '''
labels = v["labels"]
R = sum(labels)
my_r_precision = sum(labels[:R]) / R
''')

wrong("d06", "ap.value", "data", "divides by the length of the list (read as the number of relevant items)",
      [[r"length of (the )?(list|ranking)", r"len\(", r"list length", r"number of (items|ranks|documents)",
        r"(items|documents) retrieved", r"instead of n_relevant", r"n_relevant (ignored|unused|not used)",
        r"ignor\w*.{0,20}n_relevant"]], '''
labels = v["labels"]
hits, acc = 0, 0.0
for k, lab in enumerate(labels, start=1):
    if lab:
        hits += 1
        acc += hits / k
my_ap_value = acc / len(labels)
''')

wrong("d07", "scope.eps_precision", "data", "sorts the distances but not the labels, so the labels no longer "
      "belong to their targets",
      [[r"sort\w*.{0,40}(but )?not the labels", r"labels? (not|never|were not) sorted", r"misalign",
        r"(no longer|not|never) (aligned|matched|paired)", r"mismatch", r"out of (step|sync|order)",
        r"(lost|broke\w*) the pair", r"wrong labels?", r"only the distances"]], '''
def my_eps_precision(distances, labels, epsilon):
    ds = sorted(distances)
    n = 0
    while n < len(ds) and ds[n] < epsilon:
        n += 1
    return sum(labels[:n]) / n if n else 0.0
''')

# ---------------------------------------------------------------------------------------------- right
right("r01", "rank.distances", "numpy argsort (stable) and a padded P@k", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum() / k)
''')

right("r02", "set.f_beta", "guard on the denominator", '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    den = b2 * precision + recall
    return (1 + b2) * precision * recall / den if den else 0.0
''')

right("r03", "pr.points", "list comprehension over the relevant ranks", '''
def my_pr_points(labels, n_relevant):
    ranks = [i for i, x in enumerate(labels, 1) if x]
    return [j / r for j, r in enumerate(ranks, 1)]
''')

right("r04", "scope.knn_ties", "sort keys: tied relevant last, then first", '''
def my_knn_tie_bounds(distances, labels, k):
    items = list(zip(distances, labels))
    low = sorted(items, key=lambda t: (t[0], t[1]))
    high = sorted(items, key=lambda t: (t[0], -t[1]))
    return [sum(y for _, y in low[:k]) / k, sum(y for _, y in high[:k]) / k]
''')

right("r05", "dcg.exponential", "value task, a plain loop", '''
import math

total = 0.0
for rank, g in enumerate(v["grades"], start=1):
    total += (2 ** g - 1) / math.log2(rank + 1)
my_dcg_exp = total
''')

right("r06", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    rrs = [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]
    return sum(rrs) / len(rrs)
''')

SUBMISSIONS = tuple(S)
