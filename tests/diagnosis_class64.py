"""Diagnosis class 64, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
optimise for speed and brevity: vectorised NumPy one-liners, cumsum / argsort / argpartition / searchsorted /
np.where tricks, boolean masks, broadcasting and dtype choices, where the mistakes hide in the tricks, next to
the usual misremembered formulas (plus a few loops, comprehensions, scipy and scikit-learn calls). Only the task
registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check
hints, references), the measure library (``ireval_teach/roc.py``'s ``equal_error_rate`` docstring and
``generality.PracticalBounds.FORMULAS``), the first 80 lines of tests/heldout_submissions.py (``class_writer``,
``Submission`` and the shared key lists), the first 60 and last 30 lines of tests/diagnosis_class19.py (the
format) and the docstring of tests/validate_class.py were read. Same format as tests/diagnosis_class19.py (the
category is kept in ``style``). Student ids are ``"c64-" + sid``. The keys were fixed before the checker was run.
Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook),
and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class64): every right
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

BATCH = "diagnosis class 64 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c64-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("s01", "rank.p_at_k", "sibling", "P@k as the mean of the labels actually there (divides by min(k, len)) "
      "instead of trec_eval's k: a short list is not penalised",
      [[r"min\(k, ?(len|n)", r"divid\w* by (the )?(list'?s? )?length", r"divid\w* by (the )?number of (items|ranks) "
        r"(retrieved|there|in the list)", r"\bmean\b.{0,40}(slice|list|labels)", r"instead of (dividing by )?k\b",
        r"not (by|over) k\b", r"(short|shorter) list.{0,40}(not penali[sz]ed|no penalty)"]], '''
import numpy as np

def my_p_at_k(labels, k):
    return float(np.asarray(labels, dtype=float)[:k].mean())
''')

wrong("s02", "ap.exact", "sibling", "AP averaged over the relevant items retrieved (the mean of the precisions at "
      "the relevant ranks) instead of divided by n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"found relevant", r"number of hits",
        r"mean of (the )?precisions", r"instead of n_relevant", r"not (by )?n_relevant", r"sum\(labels\)",
        r"ignor\w*.{0,30}(unretrieved|never retrieved|n_relevant)", r"unretrieved.{0,30}(ignored|left out)"]], '''
import numpy as np

def my_ap(labels, n_relevant):
    l = np.asarray(labels, dtype=bool)
    prec = np.cumsum(l) / np.arange(1, l.size + 1)
    return float(prec[l].mean()) if l.any() else 0.0
''')

wrong("s03", "ndcg.all_judgments", "sibling", "NDCG with the exponential gain 2^rel - 1 instead of the grade "
      "itself (classic discount kept)",
      [[r"exponential", r"2 ?\*\* ?(rel|g)", r"2\^(rel|g)", r"2 to the (power|grade)", r"power of (2|two)",
        r"gain.{0,30}(2\b|two)", r"burges"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = (2.0 ** np.asarray(g, dtype=float)) - 1
        if g.size == 0:
            return 0.0
        return g[0] + np.sum(g[1:] / np.log2(np.arange(2, g.size + 1)))
    ideal = np.sort(np.r_[grades, unretrieved])[::-1]
    idcg = dcg(ideal)
    return float(dcg(grades) / idcg) if idcg > 0 else 0.0
''')

wrong("s04", "roc.auc", "sibling", "calls scikit-learn's average_precision_score (area under the PR curve) "
      "instead of roc_auc_score",
      [[r"average.?precision", r"\bAP\b", r"precision.?recall (curve|area)", r"area under (the )?PR",
        r"PR.?AUC", r"average_precision_score"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("s05", "map.mean", "sibling", "geometric mean of the APs (GMAP) instead of their arithmetic mean",
      [[r"geometric", r"GMAP", r"\blog\b.{0,30}(mean|average)", r"exp.{0,20}mean.{0,20}log",
        r"product of (the )?APs"]], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run, R in zip(runs, n_relevant):
        l = np.asarray(run, dtype=bool)
        p = np.cumsum(l) / np.arange(1, l.size + 1)
        aps.append(p[l].sum() / R if R else 0.0)
    with np.errstate(divide="ignore"):
        return float(np.exp(np.mean(np.log(aps))))
''')

wrong("s06", "interp.curve", "sibling", "the lecture notes' step rule (the precision at the first relevant rank "
      "reaching the level) instead of the maximum precision at any rank with recall >= r",
      [[r"step (rule|interpolation)", r"no max", r"without (the |a )?max", r"not the max",
        r"first (relevant )?rank (that |which )?(reach|get)", r"first point (that |which )?(reach|get)",
        r"P_i\b", r"instead of the max", r"max\w* (to the right|over (the )?later)", r"later ranks?"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    l = np.asarray(labels)
    c = np.cumsum(l)
    p = c / np.arange(1, l.size + 1)
    out = []
    for j in range(11):
        hit = c * 10 >= j * n_relevant
        out.append(float(p[np.argmax(hit)]) if hit.any() and n_relevant else 0.0)
    return out
''')

wrong("s07", "avg.macro", "sibling", "micro-averaged precision (pooled tp over pooled tp + fp) instead of the mean "
      "of the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (of |the )?(tp|counts|tables).{0,40}(first|before)", r"(tp|counts) (added|summed)",
        r"summ?\w* over (the )?queries (first|before)", r"weight\w* by (the )?(query )?size"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables)
    return float(t[:, 0].sum() / t[:, :2].sum())
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("h01", "set.f_beta", "shape", "beta instead of beta squared, in both (1 + beta) and beta * P",
      [[r"beta (instead of|not|rather than) (beta.?)?(squared|\^ ?2|\*\* ?2)", r"(not|never|forgot\w*( to)?) squar",
        r"without squar", r"square (of )?beta.{0,20}(missing|forgotten)", r"unsquared", r"beta\^1",
        r"b(eta)? instead of b(eta)?(\^|\*\*) ?2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("h02", "gen.practical", "shape", "recall's lower bound v / (d - s), the + v dropped from the denominator",
      [[r"\+ ?v\b.{0,30}(missing|dropped|forgot|left out)", r"(missing|dropp\w*|forgot\w*|left out|without).{0,30}\+ ?v\b",
        r"d ?- ?s\b(?! ?\+)", r"v ?/ ?\(d ?- ?s\)", r"forgot\w*.{0,30}v (found|relevant).{0,20}denominator",
        r"denominator.{0,40}(missing|lacks|without).{0,20}\bv\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    return [v / s, v / (d - s), v / d]
''', crash="ZeroDivisionError")

wrong("h03", "dcg.classic", "shape", "natural logarithm np.log instead of log2 in the discount",
      [[r"natural (log|logarithm)", r"\bln\b", r"np\.log\b(?!2)", r"base e\b", r"(another|wrong|other) base",
        r"log base", r"instead of log2", r"not log2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(g[0] + (g[1:] / np.log(np.arange(2, g.size + 1))).sum())
''')

wrong("h04", "roc.eer", "shape", "returns FPR + FNR at the crossing (twice the rate): the halving of the sum of "
      "the two error rates is missing",
      [[r"twice", r"doubl\w*", r"(forgot|missing|without).{0,20}(halv|/ ?2|divid\w* by (2|two))",
        r"not (halved|divided by (2|two))", r"sum of (the )?(two )?(FPR and FNR|error rates|rates)",
        r"FPR ?\+ ?FNR", r"factor (of )?(2|two)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 1
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    tpr = np.r_[0.0, (s[y][None, :] >= thr[:, None]).sum(1) / P]
    fpr = np.r_[0.0, (s[~y][None, :] >= thr[:, None]).sum(1) / N]
    fnr = 1 - tpr
    gap = fpr - fnr
    i = int(np.argmax(gap >= 0))
    if gap[i] == 0:
        return float(fpr[i] + fnr[i])
    t = -gap[i - 1] / (gap[i] - gap[i - 1])
    f = fpr[i - 1] + t * (fpr[i] - fpr[i - 1])
    m = fnr[i - 1] + t * (fnr[i] - fnr[i - 1])
    return float(f + m)
''')

wrong("h05", "ap.at_k", "shape", "P@i computed as hits / k (k in place of the rank i) at each relevant rank",
      [[r"\bk\b (instead of|in place of|for|not) (the )?(rank )?i\b", r"divid\w* by k\b.{0,40}(each|every|rank)",
        r"hits ?/ ?k", r"(instead of|not) (by )?(the |its )?rank", r"P@k (instead of|in place of|not) P@i",
        r"same (denominator|k) (at|for) every", r"constant denominator", r"i and k (confused|swapped|mixed)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=bool)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    return float((np.cumsum(top)[top] / k).sum() / denom)
''')

wrong("h06", "set.pr", "shape", "returns [recall, precision]: the two values in the wrong order",
      [[r"(swapp|revers|invert|exchang)\w*", r"wrong order", r"other way (round|around)", r"order.{0,30}(wrong|swapped)",
        r"recall first", r"\[recall, ?precision\]", r"recall (in|at) (the )?(first|precision'?s?) (place|position|slot)"]],
      '''
import numpy as np

def my_set_pr(retrieved, relevant):
    ret, rel = np.unique(retrieved), np.unique(relevant)
    hits = np.isin(ret, rel).sum()
    p = hits / ret.size if ret.size else 0.0
    r = hits / rel.size if rel.size else 0.0
    return [float(r), float(p)]
''')

wrong("h07", "map.mrr", "shape", "1 / (mean first rank) instead of the mean of 1 / rank (a missing query's inf "
      "rank makes it 0)",
      [[r"(reciprocal|inverse|1 ?/) ?(of )?(the )?mean", r"mean (first )?rank", r"harmonic",
        r"(mean|average) (taken |computed )?(before|inside) (the )?(reciprocal|inversion|1 ?/)",
        r"1 ?/ ?(np\.)?mean", r"invert\w* (after|the mean)", r"\binf\w*"]], '''
import numpy as np

def my_mrr(runs):
    firsts = [r.index(1) + 1 if 1 in r else np.inf for r in map(list, runs)]
    return float(1 / np.mean(firsts))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("f01", "pr.points", "flow", "indexes the precisions with flatnonzero(labels) - 1: the precision one rank "
      "before each relevant item (and the last rank's for a relevant item at rank 1)",
      [[r"off.by.one", r"one (rank|position|index) (too )?(early|before|off|earlier)", r"- ?1\b.{0,30}index",
        r"index\w*.{0,30}- ?1\b", r"rank before", r"previous rank", r"shift\w* by one", r"wrap\w* (around|to the end)",
        r"\[-1\]", r"last (rank|element)"]], '''
import numpy as np

def my_pr_points(labels, n_relevant):
    l = np.asarray(labels)
    prec = np.cumsum(l) / np.arange(1, l.size + 1)
    return prec[np.flatnonzero(l) - 1].tolist()
''')

wrong("f02", "interp.curve", "flow", "running maximum taken from the top of the ranking (np.maximum.accumulate "
      "forwards) instead of from the bottom: the max over earlier ranks, not later ones",
      [[r"wrong direction", r"(forward|front|top|start|beginning)", r"earlier ranks", r"ranks? (before|above)",
        r"not (reversed|from the (end|bottom|right))", r"prefix", r"left to right", r"(revers|flip)\w*",
        r"maximum\.accumulate"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    l = np.asarray(labels)
    c = np.cumsum(l)
    best = np.maximum.accumulate(c / np.arange(1, l.size + 1))
    out = []
    for j in range(11):
        reach = c * 10 >= j * n_relevant
        out.append(float(best[np.argmax(reach)]) if n_relevant and reach.any() else 0.0)
    return out
''')

wrong("f03", "map.mean", "flow", "return inside the loop: only the first query's AP is returned",
      [[r"return\w* (is )?inside (the )?loop", r"(only|just) (the )?first query", r"first query only",
        r"indent\w*", r"loop (stops|ends|exits) (early|after)", r"(after|on) (the )?first (iteration|query)",
        r"never (reaches|gets to|sees) (the )?(other|later|second)"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels, R in zip(runs, n_relevant):
        hits, s = 0, 0.0
        for i, x in enumerate(labels, 1):
            if x:
                hits += 1
                s += hits / i
        total += s / R if R else 0.0
        return total / len(runs)
''')

wrong("f04", "rank.distances", "flow", "slices order[1:k+1], skipping the nearest item as if it were the query "
      "itself",
      [[r"skip\w* (the )?(nearest|first|closest)", r"(nearest|first|closest) (item|neighbou?r|target|one) "
        r"(skipped|dropped|left out|excluded|missing)", r"\[1 ?: ?k ?\+ ?1\]", r"1 ?: ?k", r"start\w* at (index )?1",
        r"query itself", r"off.by.one", r"shift\w* by one"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances)
    return float(np.asarray(labels)[order[1:k + 1]].sum() / k)
''')

wrong("f05", "ap.eleven_point", "flow", "levels from np.arange(0, 1, 0.1): ten levels, 1.0 left out, mean over 10",
      [[r"ten levels", r"10 levels", r"(1\.0|level 1|recall 1) (is )?(left out|missing|dropped|excluded|omitted)",
        r"(misses|missing|drops|without|omits|excludes) (the )?(level )?1\.0", r"arange\(0, ?1\b",
        r"end (point|value) (is )?exclu", r"excludes? (the )?(stop|end)", r"off.by.one", r"one level (short|missing)",
        r"(only|just) 10\b"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    l = np.asarray(labels)
    if not n_relevant:
        return 0.0
    c = np.cumsum(l)
    p = c / np.arange(1, l.size + 1)
    r = c / n_relevant
    pmax = np.maximum.accumulate(p[::-1])[::-1]
    vals = [pmax[r >= lev - 1e-9][0] if (r >= lev - 1e-9).any() else 0.0 for lev in np.arange(0, 1, 0.1)]
    return float(np.mean(vals))
''')

wrong("f06", "pr.averaged", "flow", "the running maximum is set to 0 once, before the loop over queries, and never "
      "reset: a query inherits the previous query's precision",
      [[r"(not|never) reset", r"reset\w*.{0,30}(missing|forgot)", r"(carr\w*|leak\w*|inherit\w*) (over|across|into|from)",
        r"previous query", r"(initiali[sz]\w*|set) (once|outside|before the loop)", r"outside (the )?(query )?loop",
        r"across queries", r"shared (between|across)"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    best = 0.0
    for labels, R in zip(runs, n_relevant):
        if R == 0:
            continue
        pts, hits = [], 0
        for k, x in enumerate(labels, 1):
            hits += x
            pts.append((hits, hits / k))
        for j in range(10, -1, -1):
            for h, p in pts:
                if h * 10 >= j * R:
                    best = max(best, p)
            total[j] += best
    return [t / len(runs) for t in total]
''')

wrong("f07", "interp.step", "flow", "np.searchsorted(..., side='right') on the recalls: a level equal to R_i "
      "reads the next point (or 0 after the last one)",
      [[r"side.{0,4}right", r"searchsorted", r"next (point|relevant|step)", r"one (point|step) (too )?(late|far|after)",
        r"off.by.one", r"(strict|<) (instead of|not) (<=|at most)", r"exactly (at|equal).{0,30}(next|skipp)",
        r"(level|r) (equal|==).{0,30}(next|wrong)", r"R_i itself.{0,30}(next|skipp|missed)", r"(excludes|excluded) R_i"]],
      '''
import numpy as np

def my_step_interpolated(labels, n_relevant, level):
    l = np.asarray(labels)
    c = np.cumsum(l)
    rel = np.flatnonzero(l)
    recalls = c[rel] / n_relevant
    precs = c[rel] / (rel + 1)
    i = np.searchsorted(recalls, level, side="right")
    return float(precs[i]) if i < precs.size else 0.0
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("d01", "set.f_beta", "hidden", "no guard for P = R = 0: 0 / 0 raises ZeroDivisionError",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("d02", "ndcg.all_judgments", "hidden", "divides by the ideal DCG without a guard: no relevant item at all "
      "raises ZeroDivisionError",
      [ZERODIV], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x if i == 1 else x / log2(i) for i, x in enumerate(g, 1))
    return dcg(grades) / dcg(sorted(list(grades) + list(unretrieved), reverse=True))
''', crash="ZeroDivisionError", scope="all")

wrong("d03", "gen.grip_point", "hidden", "np.mean(labels[:c]): when the list is shorter than the class the "
      "precision is divided by the list's length, not by c",
      [[r"divid\w* by (the )?(list'?s? )?length", r"len\(labels\)", r"length of the (list|ranking)",
        r"(instead of|not) (by )?(c|n_relevant|the class size)\b", r"mean of (the )?(slice|labels)",
        r"missing ranks (are |were )?(ignored|not counted|dropped)", r"slice.{0,30}shorter",
        r"(fewer|less) than c (items|ranks)", r"np\.mean"]], '''
import numpy as np

def my_grip_point(labels, n_relevant):
    return float(np.mean(np.asarray(labels, dtype=float)[:n_relevant]))
''')

wrong("d04", "ap.at_k", "hidden", "NumPy float division by min(k, R) = 0 gives nan (no guard for a query without "
      "relevant items)",
      [NAN + [r"0 ?/ ?0", r"zero (by|over) zero", r"no guard", r"(divid\w*|division) by (zero|0)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    top = np.asarray(labels[:k], dtype=bool)
    prec = np.cumsum(top) / np.arange(1, top.size + 1)
    with np.errstate(invalid="ignore"):
        return float(prec[top].sum() / np.int64(min(k, n_relevant)))
''', scope="all")

wrong("d05", "avg.macro", "hidden", "tp / (tp + fp) without a guard: a query with nothing retrieved raises "
      "ZeroDivisionError",
      [ZERODIV], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("d06", "scope.eps_precision", "hidden", "count / size of an empty boolean mask in NumPy: 0 / 0 gives nan "
      "when nothing is within epsilon",
      [NAN + [r"0 ?/ ?0", r"zero (by|over) zero", r"no guard", r"empty (result|mask|selection).{0,40}(nan|guard)"]], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    inside = np.asarray(distances) < epsilon
    with np.errstate(invalid="ignore"):
        return float(np.count_nonzero(np.asarray(labels)[inside]) / inside.sum())
''', scope="all")

wrong("d07", "rank.distances", "hidden", "np.argpartition(distances, k) needs k < len: k = the whole list raises "
      "ValueError (kth out of bounds)",
      [[r"ValueError", r"argpartition", r"kth", r"out of bounds"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    near = np.argpartition(distances, k)[:k]
    return float(np.take(labels, near).sum() / k)
''', crash="ValueError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "dcg.classic", "twin", "np.arange(2, n + 2) for the discount: the ranks shifted by one (log2(i + 1) "
      "at every rank, which happens to be the TREC formulation)",
      [[r"off.by.one", r"shift\w* by one", r"one (rank|position) (too )?(late|off|further)", r"arange\(2, ?n ?\+ ?2",
        r"\+ ?2\b", r"(i|rank) ?\+ ?1 (instead of|not|for) (i|the rank)\b", r"log2\(i ?\+ ?1\)",
        r"(rank|index) (started|starts|counted) (at|from) 2"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float(np.sum(g / np.log2(np.arange(2, g.size + 2))))
''')

wrong("t02", "roc.auc", "twin", "counts the pairs where the positive scores LOWER (as if scores were distances): "
      "1 - AUC, the same numbers as swapped labels",
      [[r"lower (score|is better)", r"(scores?|comparison) (as|like) (a )?distance", r"(comparison|inequality|<) "
        r"(the )?wrong way", r"(revers|invert|flipp)\w* (the )?(comparison|inequality|direction|sign)",
        r"wrong direction", r"(1 ?- ?AUC|complement)", r"smaller (score|is better)"]], '''
import numpy as np

def my_auc(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels).astype(bool)
    pos, neg = s[y][:, None], s[~y][None, :]
    return float(((pos < neg) + 0.5 * (pos == neg)).mean())
''')

wrong("t03", "set.f_beta", "twin", "parameters written in the wrong order (recall, precision, beta): the same "
      "numbers as beta^2 on recall in the denominator",
      [[r"(argument|parameter)s? (order|in the wrong order|swapped)", r"(order|signature) of (the )?(argument|parameter)s",
        r"(precision and recall|P and R|recall and precision) (swapped|exchanged|reversed|confused|mixed)",
        r"(swapped|exchanged|reversed|confused|mixed up) (precision and recall|P and R|recall and precision)",
        r"def my_f\(recall", r"signature"]], '''
def my_f(recall, precision, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''')

wrong("t04", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds computed right but in the wrong "
      "order",
      [[r"(swapp|revers|exchang)\w*", r"wrong order", r"other way (round|around)", r"(highest|optimistic|max\w*) first",
        r"order of the (two )?(bounds|values|results)", r"\[(highest|hi), ?(lowest|lo)\]"]], '''
import numpy as np

def my_knn_tie_bounds(distances, labels, k):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=int)
    cut = np.sort(d)[k - 1]
    closer, tied = d < cut, d == cut
    need = k - closer.sum()
    rel_tied = y[tied].sum()
    non_tied = tied.sum() - rel_tied
    base = y[closer].sum()
    lo = base + max(0, need - non_tied)
    hi = base + min(need, rel_tied)
    return [hi / k, lo / k]
''')

wrong("t05b", "rank.r_precision", "twin", "cuts at the list's length instead of R = n_relevant (the same number as "
      "the precision of the whole list)",
      [[r"len\(labels\)", r"(list'?s?|ranking'?s?) length", r"length of the (list|ranking)",
        r"(whole|entire|full) (list|ranking)", r"(instead of|not) (at )?(R|n_relevant)\b", r"all (the )?ranks",
        r"R (taken |read )?as (the )?(length|len)"]], '''
my_r_precision = sum(v["labels"]) / len(v["labels"])
''')

wrong("t06", "gen.practical", "twin", "the generality bound reuses the precision v / s (copied line) instead of "
      "v / d",
      [[r"generality"], [r"(reus|cop(y|ied)|repeat|duplicat)\w*", r"same as (the )?precision", r"v ?/ ?s\b",
        r"(divid\w* by|over) (the )?(scope|s)\b", r"(instead of|not) (by |over )?(d|the database( size)?)\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(map(bool, labels))
    p = v / s
    return [p, v / (d - s + v), p]
''')

wrong("t07", "map.mrr", "twin", "np.argmax on a query without a relevant item returns 0, so that query counts "
      "rank 1 (RR 1) instead of 0",
      [[r"argmax", r"(all.?zero|no relevant|no hit).{0,40}(rank 1|RR (of )?1|counts? (as )?1|full (credit|score))",
        r"(rank 1|RR (of )?1).{0,40}(no relevant|no hit|all.?zero|missing)", r"returns? 0 (for|on) (an )?all.?zero"]],
      '''
import numpy as np

def my_mrr(runs):
    return float(np.mean([1.0 / (np.argmax(r) + 1) for r in runs]))
''')


# ---------------------------------------------------------------------------------------------- data
wrong("a01", "set.pr", "data", "precision over the retrieved LIST (a duplicate id counted twice in both hits and "
      "retrieved); recall uses sets",
      [[r"duplicat\w*", r"count\w* (it |them |each )?(twice|two times|more than once)", r"(not|never|without) (de.?dup|a set|set\()",
        r"list (instead of|not) (a )?set", r"len\(retrieved\)", r"repeated id"]], '''
def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    hits = [d for d in retrieved if d in rel]
    p = len(hits) / len(retrieved) if retrieved else 0.0
    r = len(rel & set(retrieved)) / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("a02", "ndcg.all_judgments", "data", "ideal ranking built from the unretrieved grades only (read as the "
      "full list of judgments), the retrieved grades left out",
      [[r"(only|just) (the )?unretrieved", r"unretrieved (only|alone|grades only)",
        r"retrieved grades (left out|missing|ignored|not (included|added))",
        r"(without|ignor\w*|forgot\w*|leav\w* out|omit\w*) (the )?retrieved grades", r"not (merged|combined|concatenated)",
        r"(misread|thought|as if).{0,40}unretrieved"]], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float(g[:1].sum() + (g[1:] / np.log2(np.arange(2, g.size + 1))).sum())
    idcg = dcg(np.sort(unretrieved)[::-1])
    return dcg(grades) / idcg if idcg else 0.0
''')

wrong("a03", "dcg.trec", "data", "sorts the grades from high to low before discounting (computes the ideal DCG, "
      "not the ranking's)",
      [[r"sort\w*", r"ideal", r"(re)?order\w*", r"best (order|ranking)"]], '''
import numpy as np

g = np.sort(v["grades"])[::-1]
my_dcg_trec = float(np.sum(g / np.log2(np.arange(2, len(g) + 2))))
''')

wrong("a04", "avg.macro", "data", "unpacks each row as [tp, fn, fp]: the 'precision' is tp / (tp + fn), each "
      "query's recall",
      [[r"(column|field|row|entry|element)s? (order|misread|swapped|confused)", r"(fp and fn|fn and fp) (swapped|confused|mixed)",
        r"(swapped|confused|mixed up) (fp and fn|fn and fp)", r"tp ?/ ?\(tp ?\+ ?fn\)", r"\brecall\b",
        r"\[tp, ?fn, ?fp\]", r"unpack\w*"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fn, fp in tables:
        precs.append(tp / (tp + fp) if tp + fp else 0.0)
    return sum(precs) / len(precs)
''')

wrong("a05", "roc.eer", "data", "takes label 0 as the positive class (labels == 0): the ROC curve of the inverted "
      "labels",
      [[r"label 0", r"labels? (inverted|flipped|swapped|reversed)", r"(inverted|flipped|swapped|reversed) labels",
        r"(positive|negative) class (swapped|inverted|is 0)", r"==\s*0", r"0 (as|is) (the )?positive",
        r"positives? and negatives? (swapped|confused)"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels) == 0
    P, N = y.sum(), (~y).sum()
    thr = np.unique(s)[::-1]
    tpr = np.r_[0.0, (s[y][None, :] >= thr[:, None]).sum(1) / P]
    fpr = np.r_[0.0, (s[~y][None, :] >= thr[:, None]).sum(1) / N]
    gap = fpr - (1 - tpr)
    i = int(np.argmax(gap >= 0))
    if gap[i] == 0:
        return float(fpr[i])
    t = -gap[i - 1] / (gap[i] - gap[i - 1])
    return float(fpr[i - 1] + t * (fpr[i] - fpr[i - 1]))
''')

wrong("a06", "sig.sign_test", "data", "sorts a and b separately before differencing: the per-query pairing is lost",
      [[r"sort\w*", r"pair\w* (lost|broken|destroyed)", r"(lost|broke|destroy\w*|ignor\w*) (the )?pair",
        r"per.query (pairing|match)", r"unpaired", r"(not|no longer) (paired|matched)"]], '''
import numpy as np
from scipy.stats import binomtest

diff = np.sort(v["a"]) - np.sort(v["b"])
wins, n = int((diff > 0).sum()), int((diff != 0).sum())
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("a07", "rank.distances", "data", "takes labels[:k] as if the items were already listed nearest first "
      "(the distances never used to order them)",
      [[r"(never|not|without) (sort|order|rank)\w*", r"(already|assum\w*) (sorted|ordered|in (rank|distance) order)",
        r"input order", r"distances? (ignored|unused|never used|not used)", r"labels\[:k\]", r"(ignor\w*|unused) "
        r"(the )?distances"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    return sum(labels[:k]) / k
''')


# ---------------------------------------------------------------------------------------------- right
right("r01", "ap.value", "exact Fraction loop over the ranks", '''
from fractions import Fraction

hits, total = 0, Fraction(0)
for i, x in enumerate(v["labels"], 1):
    if x:
        hits += 1
        total += Fraction(hits, i)
my_ap_value = float(total / v["n_relevant"]) if v["n_relevant"] else 0.0
''')

right("r02", "ap.exact", "cumsum over a boolean mask, divided by n_relevant", '''
import numpy as np

def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    l = np.asarray(labels, dtype=bool)
    return float((np.cumsum(l) / np.arange(1, l.size + 1))[l].sum() / n_relevant)
''')

right("r03", "set.pr", "set algebra with guards", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = len(ret & rel)
    return [hit / len(ret) if ret else 0.0, hit / len(rel) if rel else 0.0]
''')

right("r04", "map.mrr", "next() with a default of 0", '''
def my_mrr(runs):
    return sum(next((1 / i for i, x in enumerate(r, 1) if x), 0.0) for r in runs) / len(runs)
''')

right("r05", "dcg.classic", "np.maximum(log2, 1) discount", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    return float((g / np.maximum(np.log2(np.arange(1, g.size + 1)), 1.0)).sum())
''')

right("r06", "gen.grip_point", "np.pad the list to the class size", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    l = np.pad(np.asarray(labels, dtype=float), (0, max(0, n_relevant - len(labels))))
    return float(l[:n_relevant].sum() / n_relevant)
''')

SUBMISSIONS = tuple(S)
